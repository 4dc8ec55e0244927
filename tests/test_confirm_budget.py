"""``tune --confirm``: its trials are logged like the others, are part of the budget and of the
per-task cap, a confirmed default is its own baseline, and a repeat draws fresh sim noise
whichever worker measures it."""
import json
from collections import Counter

import pytest

from aoe_pass.backends import backend_target
from aoe_pass.backends.base import OK, MeasureResult
from aoe_pass.backends.sim import SimBackend
from aoe_pass.executors import LocalExecutor
from aoe_pass.tuning.driver import TuneOptions, tune
from aoe_pass.tuning.results import result_document
from aoe_pass.tuning.trial_log import read_trials
from ge_bridge.cache import load_cache
from ge_bridge.tiling import stock_default
from tests.test_tuner import tasks  # the same three tasks


def run(tmp_path, backend=None, **kw):
    backend = backend or SimBackend(noise=0.2, seed=1)
    doc, target = backend_target("sim")
    opts = TuneOptions(strategy="random", progress=False, **kw)
    return tune(tasks(), backend, doc, target, str(tmp_path / "c.json"),
                str(tmp_path / "c.json.trials.jsonl"), opts)


def log_counts(tmp_path):
    return Counter(t.key for t in read_trials(tmp_path / "c.json.trials.jsonl"))


def test_confirm_trials_carry_the_model_version_and_are_not_stale_on_resume(tmp_path):
    run(tmp_path, trials=18, confirm=2)
    trials = read_trials(tmp_path / "c.json.trials.jsonl")
    assert len(trials) == 18
    assert {t.backend_version for t in trials} == {SimBackend.model_version}
    res = run(tmp_path, trials=24, confirm=2, resume=True)
    assert res.stale_trials == 0


def test_budget_stop_reason_and_trial_counts_include_the_confirmation(tmp_path):
    res = run(tmp_path, trials=18, confirm=2)
    counts = log_counts(tmp_path)
    assert res.stop_reason == "trial budget reached (18)"
    assert res.measured == 18 == sum(counts.values())
    cache = load_cache(tmp_path / "c.json", target="ascend910b")
    for o in res.outcomes:
        assert o.trials == counts[o.task.key] == cache.entries[o.task.key]["trials"]
    doc = result_document(res, "m", "sim", "c.json", "log")
    assert doc["trials"]["total"] == 18 == doc["trials"]["measured"]
    assert [op["trials"] for op in doc["operators"]] == [counts[o.task.key] for o in res.outcomes]


def test_confirm_counts_against_the_per_task_cap(tmp_path, capsys):
    res = run(tmp_path, max_trials_per_task=5, confirm=2)
    assert max(log_counts(tmp_path).values()) <= 5
    assert res.stop_reason == "every task reached --max-trials-per-task (5)"
    assert "warning" not in capsys.readouterr().err


def test_confirm_larger_than_the_cap_leaves_is_reduced_with_a_note(tmp_path, capsys):
    run(tmp_path, max_trials_per_task=4, confirm=6)
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "--confirm 6 reduced to 3" in err[0]
    assert max(log_counts(tmp_path).values()) <= 4


def test_a_budget_with_no_room_to_search_says_so_in_one_line(tmp_path, capsys):
    run(tmp_path, trials=12, confirm=10)
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("aoe_tune: warning:")
    assert "no search beyond each task's default" in err[0]
    assert sum(log_counts(tmp_path).values()) == 12


class DefaultWins(SimBackend):
    """A noisy sim where every configuration but the stock default costs 10x: the default is
    the best, whatever the noise draws."""

    def measure(self, task, configs):
        out = super().measure(task, configs)
        dflt = stock_default(task.kind, task.shape, task.dtype)
        return [MeasureResult(r.status, r.cost * 10, r.error)
                if r.status == OK and c != dflt else r for c, r in zip(configs, out)]


def test_a_confirmed_default_is_its_own_baseline_in_summary_json_and_cache(tmp_path):
    res = run(tmp_path, backend=DefaultWins(noise=0.2, seed=2), trials=18, confirm=3,
              cache_every_s=0.0)
    trials = read_trials(tmp_path / "c.json.trials.jsonl")
    cache = load_cache(tmp_path / "c.json", target="ascend910b")
    doc = {op["op_name"]: op for op in result_document(res, "m", "sim", "c", "l")["operators"]}
    for o in res.outcomes:
        dflt = stock_default(o.task.kind, o.task.shape, o.task.dtype)
        assert o.best_config == dflt
        costs = [t.cost for t in trials if t.key == o.task.key and t.config == dflt]
        assert len(costs) >= 2 and len(set(costs)) == len(costs)  # fresh noise per repeat
        mean = sum(costs) / len(costs)
        assert o.best_cost == o.default_cost == pytest.approx(mean)
        entry = cache.entries[o.task.key]
        assert entry["cost"] == entry["default_cost"] == o.best_cost
        op = doc[o.task.key]
        assert op["performance_after_tune(us)"] == op["performance_before_tune(us)"] == o.best_cost
        assert op["performance_improvement(%)"] == 0.0


def test_repeats_draw_fresh_noise_in_workers_as_inline():
    """The driver numbers each measurement of a configuration; two workers measuring the same
    configuration as its 1st and 2nd repetition draw what one inline backend draws twice."""
    task = tasks()[2]
    cfg = stock_default(task.kind, task.shape, task.dtype)
    inline = SimBackend(noise=0.2, seed=5)
    serial = [inline.measure(task, [cfg])[0].cost for _ in range(2)]
    assert serial[0] != serial[1]
    with LocalExecutor("sim", {"noise": 0.2, "seed": 5}, workers=2) as ex:
        ex.submit(1, task, cfg, rep=0)
        ex.submit(2, task, cfg, rep=1)
        got = {}
        while len(got) < 2:
            got.update((j, r.cost) for j, r in ex.wait())
    assert [got[1], got[2]] == serial


def test_a_parallel_confirmation_re_measures_with_fresh_noise(tmp_path):
    with LocalExecutor("sim", {"noise": 0.2, "seed": 1}, workers=2) as ex:
        doc, target = backend_target("sim")
        opts = TuneOptions(strategy="random", progress=False, trials=18, confirm=2)
        res = tune(tasks(), SimBackend(noise=0.2, seed=1), doc, target,
                   str(tmp_path / "c.json"), str(tmp_path / "c.json.trials.jsonl"), opts,
                   executor=ex)
    trials = read_trials(tmp_path / "c.json.trials.jsonl")
    for o in res.outcomes:
        best = json.dumps(o.best_config, sort_keys=True)
        costs = [t.cost for t in trials
                 if t.key == o.task.key and json.dumps(t.config, sort_keys=True) == best]
        assert len(costs) >= 2 and len(set(costs)) == len(costs)
