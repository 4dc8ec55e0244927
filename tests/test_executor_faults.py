"""A backend that raises inside ``measure`` costs exactly one failed trial, under every executor.

The faulty backend is the sim with a fault: it raises for the configurations a hash picks
(about a third of them, the same ones in whichever worker measures them). Through the tuning
driver with the inline executor, local worker processes and Ray actors alike, every trial the
hash picks is logged as one ``runtime_error`` carrying the exception, every other trial
succeeds, the run spends its whole budget and the cache is written for every task.
"""
from __future__ import annotations

import pytest

from aoe_pass.backends.base import OK, RUNTIME_ERROR
from aoe_pass.tuning.driver import TuneOptions, tune
from aoe_pass.tuning.trial_log import read_trials
from ge_bridge.cache import load_cache
from ge_bridge.opkey import Task
from ge_bridge.targets import get_target
from tests.faulty_backend import FaultySim, raises_for

TASKS = [Task("gemm", dict(m=256, n=512, k=256, batch=1, trans_a=False, trans_b=False,
                           bias=False), "float16"),
         Task("rmsnorm", dict(rows=256, hidden=1024), "float16")]
TRIALS = 16


def _executor(kind: str):
    if kind == "inline":
        return None  # tune() measures inline
    if kind == "local":
        from aoe_pass.executors import LocalExecutor

        return LocalExecutor(FaultySim, {}, workers=2)
    pytest.importorskip("ray")
    from aoe_pass.executors import RayExecutor

    return RayExecutor(FaultySim, {}, workers=2)


@pytest.mark.parametrize("kind", ["inline", "local", "ray"])
def test_a_raising_measure_costs_one_failed_trial(tmp_path, kind):
    target = get_target("ascend910b")
    cache, log = str(tmp_path / "c.json"), str(tmp_path / "c.json.trials.jsonl")
    executor = _executor(kind)
    backend = FaultySim(target=target)
    try:
        res = tune(TASKS, backend, target.to_json(), target, cache, log,
                   TuneOptions(strategy="random", trials=TRIALS, progress=False),
                   executor=executor)
    finally:
        if executor is not None:
            executor.close()
    trials = read_trials(log)
    raised = [t for t in trials if raises_for(t.config)]
    assert len(trials) == res.measured == TRIALS  # the run went on to its budget
    assert 0 < len(raised) < TRIALS  # the fault fired, and not on everything
    assert all(t.status == RUNTIME_ERROR and "ZeroDivisionError: injected fault" in t.error
               for t in raised)
    assert all(t.status == OK and t.cost > 0 for t in trials if not raises_for(t.config))
    assert sum(sum(o.failures.values()) for o in res.outcomes) == len(raised)
    assert set(load_cache(cache).entries) == {t.key for t in TASKS}
