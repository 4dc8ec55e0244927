"""The tuning driver: budgets, resume without re-measuring, cache coverage, bad input."""
import json
from collections import Counter

import pytest

from aoe_pass.backends import backend_target
from aoe_pass.backends.sim import SimBackend
from aoe_pass.tuning.driver import TuneOptions, tune
from aoe_pass.tuning.trial_log import read_trials
from ge_bridge.cache import load_cache
from ge_bridge.errors import AoeError
from ge_bridge.opkey import Task


class Counting(SimBackend):
    """The sim backend, counting what it was asked to measure."""

    def __init__(self):
        super().__init__()
        self.measured = []

    def measure(self, task, configs):
        self.measured += [(task.key, tuple(sorted(c.items()))) for c in configs]
        return super().measure(task, configs)


def tasks():
    g = dict(batch=1, trans_a=False, trans_b=False)
    return [
        Task("gemm", dict(m=512, n=1024, k=1024, bias=True, **g), "float16", weight=3),
        Task("gemm", dict(m=512, n=256, k=1024, bias=False, **g), "float16", weight=2),
        Task("rmsnorm", {"rows": 512, "hidden": 1024}, "float16", weight=5),
    ]


def run(tmp_path, trials, resume=False, strategy="random", backend=None, **kw):
    backend = backend or Counting()
    doc, target = backend_target("sim")
    opts = TuneOptions(strategy=strategy, trials=trials, resume=resume, progress=False, **kw)
    res = tune(tasks(), backend, doc, target, str(tmp_path / "c.json"),
               str(tmp_path / "c.json.trials.jsonl"), opts)
    return res, backend


def test_cache_covers_every_task_and_never_worse_than_default(tmp_path):
    res, backend = run(tmp_path, trials=45)
    assert len(backend.measured) == 45
    cache = load_cache(tmp_path / "c.json", target="ascend910b")
    assert set(cache.entries) == {t.key for t in tasks()}
    for o in res.outcomes:
        assert o.default_cost is not None and o.best_cost <= o.default_cost
        entry = cache.get(o.task.key)
        assert entry["cost"] == o.best_cost and entry["default_cost"] == o.default_cost
        assert entry["tiling"] == o.best_config
    assert res.latency("tuned") <= res.latency("default")


def test_resume_measures_nothing_twice(tmp_path):
    _, first = run(tmp_path, trials=24)
    res, second = run(tmp_path, trials=60, resume=True)
    assert res.replayed == 24 and len(second.measured) == 36
    assert not set(first.measured) & set(second.measured)
    log = read_trials(tmp_path / "c.json.trials.jsonl")
    per = Counter((t.key, tuple(sorted(t.config.items()))) for t in log)
    assert len(log) == 60 and max(per.values()) == 1


def test_budget_smaller_than_task_count_is_a_user_error(tmp_path):
    with pytest.raises(AoeError, match="less than the number of tasks"):
        run(tmp_path, trials=2)


def test_corrupt_cache_is_refused_before_measuring(tmp_path):
    (tmp_path / "c.json").write_text("{oops")
    backend = Counting()
    with pytest.raises(AoeError, match="corrupt"):
        run(tmp_path, trials=10, backend=backend)
    assert backend.measured == [] and (tmp_path / "c.json").read_text() == "{oops"


def test_user_constraint_limits_every_measured_gemm(tmp_path):
    res, backend = run(tmp_path, trials=30, user_constraints=["tile_m <= 64"])
    gemm_keys = {t.key for t in tasks() if t.kind == "gemm"}
    measured = [dict(c) for key, c in backend.measured if key in gemm_keys]
    # the stock default (tile_m 128) is measured once per task as the baseline, never as a
    # candidate: it cannot become the best
    outside = [c for c in measured if c["tile_m"] > 64]
    assert len(outside) == len(gemm_keys) and all(c["tile_m"] == 128 for c in outside)
    for o in res.outcomes:
        if o.task.kind == "gemm":
            assert o.default_cost is not None and o.best_config["tile_m"] <= 64


def test_constraint_naming_nothing_is_refused(tmp_path):
    with pytest.raises(AoeError, match="no task"):
        run(tmp_path, trials=10, user_constraints=["block_q <= 64"])


def test_cache_written_is_valid_json_with_contract_fields(tmp_path):
    run(tmp_path, trials=9)
    doc = json.loads((tmp_path / "c.json").read_text())
    entry = next(iter(doc["entries"].values()))
    for f in ("kind", "shape", "dtype", "tiling", "cost", "default_cost", "unit", "trials",
              "backend", "space_hash", "tuned_at", "tool_version"):
        assert f in entry
    assert entry["backend"] == "sim" and entry["unit"] == "us"


def test_later_task_of_a_kind_starts_from_the_earlier_ones(tmp_path):
    """Shared search: a task's bayes surrogate is built with the other same-kind tasks' trials,
    costs relative to each task's stock default."""
    from aoe_pass.search.space import Space
    from aoe_pass.tuning.task_run import SharedHistory, TaskRun
    from ge_bridge.targets import get_target
    from ge_bridge.tiling import stock_default

    shared = SharedHistory()
    target = get_target("ascend910b")
    first, second, norm = tasks()[0], tasks()[1], tasks()[2]
    runs = [TaskRun(t, Space.for_task(t.kind, t.shape, t.dtype, target=target), "bayes", 0, shared,
                    stock_default(t.kind, t.shape, t.dtype))
            for t in (first, second, norm)]
    sim = SimBackend()
    for _ in range(6):  # the first GEMM: its default, then five of its strategy's picks
        configs = runs[0].next_configs(1)
        results = sim.measure(first, configs)
        runs[0].record(configs[0], results[0])
        runs[0].tell(configs, results)
    prior = shared.prior_for(second)
    assert len(prior) == 6 and all(shape == first.shape for shape, _, _ in prior)
    assert sorted(rel for _, _, rel in prior)[-1] >= 1.0 - 1e-9  # relative to the default
    assert shared.prior_for(norm) == []  # other kinds do not mix
    second_run = runs[1]
    second_run.next_configs(1)  # its default, measured without the strategy
    strategy = second_run.strategy
    assert len(strategy._prior_y) == 6  # the surrogate starts with the first GEMM's trials


class Broken(Counting):
    """A backend that reports impossible successes now and then."""

    def measure(self, task, configs):
        out = super().measure(task, configs)
        if len(self.measured) % 3 == 0:
            out[0] = type(out[0])("ok", -5.0)
        return out


def test_an_impossible_cost_costs_one_trial_not_the_run(tmp_path):
    res, backend = run(tmp_path, trials=30, backend=Broken())
    log = read_trials(tmp_path / "c.json.trials.jsonl")
    bad = [t for t in log if t.status == "runtime_error"]
    assert len(log) == 30 and len(bad) == 10 and "impossible cost" in bad[0].error
    assert all(o.best_cost is None or o.best_cost > 0 for o in res.outcomes)
    assert all(e["cost"] > 0 for e in load_cache(tmp_path / "c.json").entries.values())


def test_confirmation_remeasures_each_tasks_best_and_keeps_the_mean(tmp_path):
    """--confirm 2 with a noisy sim: each task's last 2 trials re-measure its best candidates,
    the log keeps every repetition, and the cache holds the mean of the picked candidate's
    logged measurements."""
    noisy = SimBackend(noise=0.05, seed=1)
    res, _ = run(tmp_path, trials=45, backend=noisy, confirm=2)
    trials = read_trials(tmp_path / "c.json.trials.jsonl")
    assert len(trials) == 45 == res.measured
    cache = load_cache(tmp_path / "c.json", target="ascend910b")
    for o in res.outcomes:
        mine = [t for t in trials if t.key == o.task.key]
        counts = Counter(json.dumps(t.config, sort_keys=True) for t in mine)
        assert max(counts.values()) >= 2  # a candidate was measured again
        best = json.dumps(o.best_config, sort_keys=True)
        costs = [t.cost for t in mine if json.dumps(t.config, sort_keys=True) == best]
        assert len(costs) >= 2 and o.confirmed.startswith(f"mean of {len(costs)}")
        assert o.best_cost == pytest.approx(sum(costs) / len(costs))
        assert cache.entries[o.task.key]["cost"] == pytest.approx(o.best_cost)
