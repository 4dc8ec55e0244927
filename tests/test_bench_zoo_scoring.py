"""How the zoo scores and reports runs: ``--confirm`` (every strategy's run ends as the product's
does: re-measure the best few, score the lowest mean) and the wins table's worst landscape."""
from __future__ import annotations

import os
import subprocess
import sys

import numpy as np
import pytest

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
        tr = bench_zoo.run(peer, land, seed=1, budget=4, confirm=2)
        assert len(tr) == 4 and tr[-1] >= 1.0
    tr = bench_zoo.run("tpe", land, seed=1, budget=4, confirm=2)
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


# -- how recorded samples make a true cost: --truth and --recordings -------------------------------
def _write_recorded(path, name: str, samples: dict[int, list[float]]) -> None:
    import gzip
    import json

    rows = [{"config": {"t": t}, "status": "ok" if xs else "failed", "samples": xs, "error": ""}
            for t, xs in samples.items()]
    with gzip.open(path, "wt", encoding="utf-8") as f:
        json.dump({"name": name, "params": {"t": list(samples)}, "rows": rows}, f)


# t=1 has the one fast outlier (fastest), t=2 the lowest median; t=3 failed
SKEWED = {1: [1.0, 3.0, 3.1, 3.2, 3.3], 2: [1.5, 1.6, 1.7, 1.8, 9.0], 3: []}


def test_the_median_truth_scores_the_typical_sample_and_the_default_the_fastest(tmp_path):
    path = str(tmp_path / "r.json.gz")
    _write_recorded(path, "r", SKEWED)
    fastest, median = landscape.load_recorded(path), landscape.load_recorded(path, "median")
    assert np.nanargmin(fastest.true) == 0 and np.nanargmin(median.true) == 1
    assert median.true[1] == 1.7 and np.isnan(median.true[2]) and median.samples == fastest.samples
    # rescoring a read landscape gives what reading it by the median gives; a synthetic one is untouched
    again = landscape.scored_by(fastest, "median")
    assert np.array_equal(again.true, median.true, equal_nan=True) and again.optimum == 1.7
    assert landscape.scored_by(fastest, "fastest") is fastest
    synthetic = _land(noise=0.02)
    assert landscape.scored_by(synthetic, "median") is synthetic
    with pytest.raises(ValueError, match="truth must be one of fastest, median"):
        landscape.load_recorded(path, "mean")


def test_recordings_replace_a_landscapes_file_and_runs_scored_otherwise_are_kept_apart(tmp_path, monkeypatch,
                                                                                      capsys):
    import json

    committed, again = tmp_path / "committed", tmp_path / "again"
    committed.mkdir()
    again.mkdir()
    _write_recorded(str(committed / "cpu_x.json.gz"), "cpu_x", {1: [1.0, 1.1], 2: [2.0, 2.1], 3: []})
    _write_recorded(str(committed / "cpu_y.json.gz"), "cpu_y", {1: [5.0], 2: [4.0]})
    _write_recorded(str(again / "cpu_x.json.gz"), "cpu_x", SKEWED)
    monkeypatch.setattr(bench_zoo, "zoo", lambda: [("tune", landscape.RecordedLandscape(str(committed / n)))
                                                   for n in ("cpu_x.json.gz", "cpu_y.json.gz")])
    bench_zoo._init(None, str(again), "median")
    (_, x), (_, y) = bench_zoo.LANDS
    assert x.optimum == 1.7 and x.true[0] == 3.1  # the re-recording's medians
    assert list(y.true) == [5.0, 4.0]  # no re-recording: its own file (medians of one sample)
    bench_zoo._init(None, str(again), "fastest")
    assert bench_zoo.LANDS[0][1].optimum == 1.0 and bench_zoo.LANDS[1][1] is not None

    def main(*argv: str) -> tuple[int, str, str]:
        monkeypatch.setattr(sys, "argv", ["bench_search_zoo.py", "--peers", "bayes,random", "--seeds", "1",
                                          "--seeds-200", "0", "--budget", "3", "--jobs", "1", *argv])
        try:
            bench_zoo.main()
            code = 0
        except SystemExit as exc:
            code = int(exc.code or 0)
        out = capsys.readouterr()
        return code, out.out, out.err

    ck, js = str(tmp_path / "ck.jsonl"), str(tmp_path / "runs.json")
    code, out, err = main("--recordings", str(again), "--truth", "median", "--checkpoint", ck, "--json", js)
    assert code == 0 and "scored: recordings again, truth median" in out, err
    runs = json.loads(open(js).read())
    assert runs and all(r["scoring"] == {"recordings": "again", "truth": "median"} for r in runs)
    # the same checkpoint under the committed scoring: refused, nothing run
    code, out, err = main("--checkpoint", ck)
    assert code == 2 and err.count("\n") == 1 and "scored with" in err and "runs in" not in out
    # a --json file of runs scored otherwise lends none of its peers' runs
    assert bench_zoo._reused(js, [(0, "tune", x)], 0, {})[0] == {}
    got, _ = bench_zoo._reused(js, [(0, "tune", x)], 0, {"recordings": "again", "truth": "median"})
    assert set(got) == {("random", "cpu_x", 0)}
    # a re-recording of another grid, or a folder that is not there: one line, exit 2
    _write_recorded(str(again / "cpu_y.json.gz"), "cpu_y", {1: [5.0], 4: [4.0]})
    code, _, err = main("--recordings", str(again))
    assert code == 2 and err.count("\n") == 1 and "its grid is not cpu_y's" in err
    code, _, err = main("--recordings", str(tmp_path / "nowhere"))
    assert code == 2 and err.count("\n") == 1 and "no such folder" in err


# -- how the Optuna peers see a landscape's parameters ---------------------------------------------
def _suggested(params: dict, enqueue: dict, kinds: dict | None = None) -> tuple[dict, dict]:
    import optuna

    optuna.logging.set_verbosity(optuna.logging.WARNING)
    sp = landscape.Landscape("listed", params, lambda c: np.ones(len(next(iter(c.values())))),
                             kinds=kinds or {}).space()
    study = optuna.create_study()
    study.enqueue_trial(enqueue)
    trial = study.ask()
    return bench_zoo._suggest(trial, sp), trial.distributions


def test_optuna_peers_take_an_arithmetic_list_as_an_int_range_in_either_order():
    # a descending arithmetic list used to raise "low <= high" in Optuna and end the whole run
    down, dist_down = _suggested({"chars": [42, 37]}, {"chars": 37})
    up, dist_up = _suggested({"chars": [37, 42]}, {"chars": 37})
    assert dist_down == dist_up
    assert (dist_down["chars"].low, dist_down["chars"].high, dist_down["chars"].step) == (37, 42, 5)
    assert down == up == {"chars": 37}


def test_optuna_peers_rank_a_non_arithmetic_list_as_listed():
    # tolerance ladders are listed loosest first and a GPTQ group of -1 (the whole row) last: the
    # rank follows the listing, as the committed peers' traces were made
    cfg, dist = _suggested({"tol": [1e-4, 1e-6, 1e-8], "group": [16, 32, 64, 128, -1]},
                           {"tol_rank": 0, "group_rank": 4})
    assert cfg == {"tol": 1e-4, "group": -1}
    assert (dist["group_rank"].low, dist["group_rank"].high) == (0, 4)


def test_optuna_peers_keep_a_declared_ordered_string_list_as_listed():
    cfg, _ = _suggested({"order": ["z", "a", "m"]}, {"order_rank": 0}, kinds={"order": "ordered"})
    assert cfg == {"order": "z"}


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_run_that_raises_ends_the_bench_with_one_line_naming_it(monkeypatch, capsys, tmp_path, jobs):
    # a strategy's or a landscape's bug (as the descending list above was) names the run that
    # raised, in one line, exit 1, instead of a worker's stack; the runs done stay in the checkpoint
    def broken(peer, land, seed, budget, confirm=0):
        if seed == 1:
            raise ValueError("low <= high must hold")
        return [1.0] * budget

    monkeypatch.setattr(bench_zoo, "run", broken)
    ckpt = tmp_path / "ckpt.jsonl"
    monkeypatch.setattr(sys, "argv", ["bench_search_zoo.py", "--only", "norm_a", "--seeds", "2", "--seeds-200", "0",
                                      "--budget", "5", "--peers", "random", "--jobs", jobs,
                                      "--checkpoint", str(ckpt), "--json", str(tmp_path / "out.json")])
    with pytest.raises(SystemExit) as stop:
        bench_zoo.main()
    assert stop.value.code == 1
    err = [line for line in capsys.readouterr().err.splitlines() if "error" in line]
    assert len(err) == 1 and err[0].startswith(
        "bench_search_zoo: error: a run failed: random on norm_a, seed 1: ValueError: low <= high must hold")
    assert str(ckpt) in err[0] and not (tmp_path / "out.json").exists()


def test_a_run_error_spanning_lines_is_still_one_line(monkeypatch, capsys):
    def broken(peer, land, seed, budget, confirm=0):
        raise RuntimeError("kernel said:\n  out of shared memory\n\n")

    monkeypatch.setattr(bench_zoo, "run", broken)
    monkeypatch.setattr(sys, "argv", ["bench_search_zoo.py", "--only", "norm_a", "--seeds", "1", "--seeds-200", "0",
                                      "--budget", "5", "--peers", "random", "--jobs", "1"])
    with pytest.raises(SystemExit) as stop:
        bench_zoo.main()
    assert stop.value.code == 1
    err = [line for line in capsys.readouterr().err.splitlines() if "error" in line or "memory" in line]
    assert err == ["bench_search_zoo: error: a run failed: random on norm_a, seed 0: "
                   "RuntimeError: kernel said: out of shared memory"]
