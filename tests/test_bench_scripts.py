"""Smoke tests of scripts/bench_search.py and scripts/bench_e2e.py on tiny budgets.

They check the structure of what the scripts write (CSV columns, the markdown table) and
properties that a bug would break: no strategy beats the enumerated optimum, best-found quality
never drops as the budget grows, the hand grid is the documented 21 points, the hand-tuned row
is never slower than the stock default, and nothing beats the roofline.
"""
from __future__ import annotations

import csv
import math
import os
import sys

import numpy as np
import pytest

from aoe_pass.backends.sim import SimBackend

SCRIPTS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "scripts")
sys.path.insert(0, SCRIPTS)

import bench_e2e  # noqa: E402
import bench_search  # noqa: E402
import bench_search_synthetic  # noqa: E402

try:
    import optuna  # noqa: F401

    HAVE_OPTUNA = True
except ImportError:
    HAVE_OPTUNA = False


@pytest.fixture(scope="module")
def decode_tasks():
    return bench_search.load_tasks(("decode",))


def test_hand_grid_is_21_distinct_points_without_the_asymmetric_tile():
    for kind in ("gemm", "ffn", "attention", "rmsnorm", "layernorm"):
        grid = bench_search.hand_grid(kind)
        assert len(grid) == 21
        assert len({tuple(sorted(p.items())) for p in grid}) == 21
    gemm_tiles = {(p["tile_m"], p["tile_k"], p["tile_n"]) for p in bench_search.hand_grid("gemm")}
    assert (128, 64, 128) not in gemm_tiles
    assert (128, 64, 256) in gemm_tiles  # the stock default is one of the hand-tried points


def test_task_labels_name_the_roles(decode_tasks):
    assert {"decode/q_proj", "decode/k_proj", "decode/o_proj", "decode/lm_head",
            "decode/attention", "decode/ffn", "decode/rmsnorm"} <= set(decode_tasks)
    assert decode_tasks["decode/lm_head"].shape["n"] == 152064


def test_enumerated_optimum_matches_measuring_every_config(decode_tasks):
    """cost_batch enumeration and per-config SimBackend.measure agree on the optimum."""
    task = decode_tasks["decode/rmsnorm"]
    space = bench_search.make_space(task)
    sim = SimBackend()
    opt, cfg, n_valid = bench_search.true_optimum(sim, task, space)
    configs = space.enumerate()
    assert len(configs) == n_valid
    measured = [r.cost for r in sim.measure(task, configs)]
    assert min(measured) == pytest.approx(opt, rel=1e-12)
    assert sim.measure(task, [cfg])[0].cost == pytest.approx(opt, rel=1e-12)


def test_grid_run_measures_only_valid_hand_points(decode_tasks):
    task = decode_tasks["decode/q_proj"]
    space = bench_search.make_space(task)
    run = bench_search.run_strategy("grid", task, space, SimBackend(), 0, 50)
    assert 0 < len(run.curve) <= 21
    assert all(b <= a for a, b in zip(run.curve, run.curve[1:]))


def _record_builds(module, monkeypatch) -> list:
    """The options each strategy a bench script builds is given, in order."""
    built = []
    real = module.make_strategy
    monkeypatch.setattr(module, "make_strategy",
                        lambda base, space, seed=0, **kw: built.append(kw) or real(base, space, seed=seed, **kw))
    return built


def test_strategies_are_built_as_the_product_builds_them(decode_tasks, monkeypatch):
    """bayes on the noise-free sim gets its for_exact options (no repeats), as the driver gives
    it on an exact backend; the variant's own options still win; on a noisy sim, none."""
    built = _record_builds(bench_search, monkeypatch)
    task = decode_tasks["decode/q_proj"]
    space = bench_search.make_space(task)
    bench_search.run_strategy("bayes", task, space, SimBackend(noise=0.0), 0, 3)
    bench_search.run_strategy("bayes+redraw=1", task, space, SimBackend(noise=0.0), 0, 3)
    bench_search.run_strategy("bayes", task, space, SimBackend(noise=0.02), 0, 3)
    assert built[0]["redraw"] == 0 and built[0]["remeasure"] == 0
    assert built[1]["redraw"] == 1
    assert "redraw" not in built[2]


def test_synthetic_landscape_strategies_are_built_as_on_an_exact_backend(monkeypatch):
    """The synthetic landscapes are noise-free, so bayes runs there as the product runs it on an
    exact backend (its for_exact options: no repeats); a variant's own options still win."""
    built = _record_builds(bench_search_synthetic, monkeypatch)
    shape = next(iter(bench_search_synthetic.SHAPES.values()))
    space = bench_search_synthetic.make_space(shape)
    bench_search_synthetic.run_strategy("bayes", space, shape, 0, 2)
    bench_search_synthetic.run_strategy("bayes+redraw=1", space, shape, 0, 2)
    assert built[0]["redraw"] == 0 and built[0]["remeasure"] == 0
    assert built[1]["redraw"] == 1


def test_bench_search_csv(tmp_path, capsys):
    out = tmp_path / "search.csv"
    strategies = "bayes,random,rl,grid" + (",tpe" if HAVE_OPTUNA else "")
    rc = bench_search.main(["--seeds", "2", "--budget", "50", "--tasks", "decode/rmsnorm",
                            "--full-tasks", "decode/k_proj", "--full-seeds", "1",
                            "--sample", "5000", "--strategies", strategies, "--csv", str(out)])
    assert rc == 0
    text = capsys.readouterr().out
    assert "decode/rmsnorm" in text and "full GEMM space: decode/k_proj" in text
    assert "Claim check" in text
    with open(out, newline="") as fh:
        rows = list(csv.DictReader(fh))
    for col in ("section", "task", "strategy", "seed", "trials_to_95", "trials_to_99",
                "q@25", "q@50", "q@100", "q@200", "overhead_ms_per_trial"):
        assert col in rows[0]
    names = set(strategies.split(","))
    for section, seeds in (("known_optimum", 2), ("full_space", 1)):
        sec = [r for r in rows if r["section"] == section]
        assert {r["strategy"] for r in sec} == names
        for name in names:
            per_seed = [r for r in sec if r["strategy"] == name and r["seed"] != "median"]
            assert len(per_seed) == (1 if name == "grid" else seeds)
            assert sum(r["seed"] == "median" for r in sec if r["strategy"] == name) == 1
        for r in sec:
            q25, q50 = float(r["q@25"]), float(r["q@50"])
            assert 0 < q25 <= q50 <= 1 + 1e-9  # monotone in budget, never past the optimum
            assert math.isnan(float(r["q@100"]))  # beyond the budget: not reported
            t95, t99 = float(r["trials_to_95"]), float(r["trials_to_99"])
            assert t95 <= t99
            if r["seed"] != "median":
                assert int(r["trials"]) <= 50
                if q50 >= 0.99:
                    assert t99 <= 50
                else:
                    assert math.isinf(t99)
    full = [r for r in rows if r["section"] == "full_space" and r["seed"] != "median"]
    assert max(float(r["q@50"]) for r in full) <= 1 + 1e-9


def _table(text: str) -> list[list[str]]:
    lines = [ln for ln in text.splitlines() if ln.startswith("|")]
    return [[c.strip() for c in ln.strip("|").split("|")] for ln in lines]


def test_bench_e2e_table(capsys):
    rc = bench_e2e.main(["--past", "512", "--seq", "0", "--bayes-trials", "6", "--rl-trials", "8"])
    assert rc == 0
    text = capsys.readouterr().out
    assert "MODELLED" in text
    table = _table(text)
    assert table[0] == bench_e2e.COLUMNS
    body = table[2:]
    assert [r[1].split(",")[0].split(" (")[0] for r in body] == \
        ["stock default", "shape-aware heuristic", "hand-tuning", "bayes", "rl", "roofline bound"]
    tps = {r[1].split(",")[0].split(" (")[0]: float(r[2].replace(",", "")) for r in body}
    assert body[0][3] == "1.00x" and body[-1][4] == "100.0%"
    assert tps["hand-tuning"] >= tps["stock default"]
    assert all(v <= tps["roofline bound"] * (1 + 1e-9) for v in tps.values())
    assert all(float(r[4].rstrip("%")) <= 100.0 for r in body)
    # the driver was given 6 and 8 trials per task over the decode graph's 7 tasks
    assert int(body[3][6]) <= 6 * 7 and int(body[4][6]) <= 8 * 7
    # the FFN lines: the fused op built from its phases' optima is never slower than them apart
    ffn = [ln for ln in text.splitlines() if "fused, with those phase tilings" in ln]
    assert ffn and all(float(ln.split("(")[1].split("x")[0]) <= 1.0 for ln in ffn)


def test_heuristic_default_is_valid_and_clamps_tile_m(decode_tasks):
    sim = SimBackend()
    for task in decode_tasks.values():
        cfg = bench_e2e.heuristic_default(task, sim.target)
        assert sim.check(task, cfg) == ""
        if task.kind == "gemm":  # m = 1: a careful engineer does not pad one row to 128
            assert cfg["tile_m"] == 16


def test_e2e_rows_agree_with_the_backend(decode_tasks):
    """The default and roofline rows are sums of weight x the backend's own figures."""
    rows = bench_e2e.workload_rows("decode", bench_search.MODELS["decode"],
                                   {"batch": 1, "past": 2048}, 0, 0, 0, "gradient")
    sim = SimBackend()
    tasks = list(decode_tasks.values())
    default = sum(t.weight * sim.default_cost(t) for t in tasks)
    roof = sum(t.weight * sim.roofline(t) for t in tasks)
    by = {r["tiling"]: r for r in rows}
    assert by["stock default"]["latency_us"] == pytest.approx(default)
    assert by["roofline bound"]["latency_us"] == pytest.approx(roof)
    assert by["stock default"]["tokens/s"] == pytest.approx(1e6 / default)
    assert np.isclose(by["roofline bound"]["of roofline"], 1.0)
