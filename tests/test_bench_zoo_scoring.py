"""How the zoo scores and reports runs: ``--confirm`` (every strategy's run ends as the product's
does: re-measure the best few, score the lowest mean) and the wins table's worst landscape."""
from __future__ import annotations

import os
import subprocess
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "scripts"))

import bench_search_zoo as bench_zoo  # noqa: E402
from zoo import landscape  # noqa: E402


def _land(noise: float) -> landscape.Landscape:
    land = landscape.Landscape("two_tiles", {"t": [1, 2, 3, 4]}, lambda c: 1.0 + 0.1 * (np.asarray(c["t"]) - 1),
                         noise=noise)
    land.prepare()
    return land


def test_confirmation_scores_the_lowest_mean_not_a_lucky_draw():
    # t=2 (true 1.1) had a lucky draw of 0.95, below the optimum t=1 (true 1.0) measured at 1.0; noise-free
    # re-measurements then show both as they are, and the pick by mean is the optimum
    land = _land(noise=0.0)
    sp = land.space()
    picks = [({"t": 2}, 0.95), ({"t": 1}, 1.0), ({"t": 4}, None)]
    rng = np.random.default_rng(0)
    plain = bench_zoo.finish(land, sp, picks, 0, rng)
    assert plain[-1] == 1.1 / land.optimum
    confirmed = bench_zoo.finish(land, sp, picks, 2, rng)
    assert len(confirmed) == len(picks) + 2
    assert confirmed[: len(picks)] == plain  # the search's own scores are untouched
    assert confirmed[-2] == plain[-1] and confirmed[-1] == 1.0


def test_confirmed_runs_spend_the_same_budget_for_ours_and_optuna():
    land = _land(noise=0.03)
    for peer in ("random", "bayes"):
        tr = bench_zoo.run_ours(peer, land, seed=1, budget=4, confirm=2)
        assert len(tr) == 4 and tr[-1] >= 1.0
    tr = bench_zoo.run_optuna("tpe", land, seed=1, budget=4, confirm=2)
    assert len(tr) == 4 and tr[-1] >= 1.0


def test_confirm_leaving_no_search_trial_is_one_error_line():
    script = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "scripts",
                          "bench_search_zoo.py")
    out = subprocess.run([sys.executable, script, "--only", "norm_a", "--budget", "10", "--confirm", "10"],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 2
    assert out.stderr.strip().splitlines() == ["bench_search_zoo: error: --confirm must be between 0 and 9, got 10"]


def test_the_wins_table_names_the_worst_landscape(capsys):
    # one landscape where bayes ends 6x off must show, whatever the win count says
    held = [_land(0.0), landscape.Landscape("other", {"t": [1, 2]}, lambda c: np.asarray(c["t"], dtype=float))]
    held[0].name = "far_off"
    meds = {("far_off", "bayes"): 6.0, ("far_off", "tpe"): 1.0, ("other", "bayes"): 1.0, ("other", "tpe"): 1.2}
    counts = bench_zoo.wins_table(held, ["bayes", "tpe"], 100, lambda n, p, m: meds[n, p], "set_x")
    assert counts == {"win": 1, "tie": 0, "LOSS": 1}
    assert "set_x: worst bayes / best peer: x6.000 on far_off" in capsys.readouterr().out
