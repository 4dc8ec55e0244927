"""scripts/zoo_trials.py: a run taken apart into what its search found and what it reports."""
from __future__ import annotations

import os
import subprocess
import sys

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))

import bench_search_zoo as bench_zoo  # noqa: E402
import zoo_trials  # noqa: E402
from zoo import landscape  # noqa: E402

SCRIPT = os.path.join(ROOT, "scripts", "zoo_trials.py")


def _land(samples: dict[int, list[float]] | None = None, noise: float = 0.0) -> landscape.Landscape:
    land = landscape.Landscape("steps", {"t": [1, 2, 3, 4, 5, 6]}, lambda c: 1.0 + 0.1 * (np.asarray(c["t"]) - 1),
                               noise=noise)
    land.prepare()
    if samples is not None:  # measurements drawn from fixed samples, as a recording's are
        land.samples = [samples[t] for t in land.params["t"]]
    return land


def test_a_run_is_counted_as_the_bench_runs_it():
    land = _land(noise=0.02)
    # Optuna's TPE asks again for configurations it has measured: 10 trials on 6 repeat some
    row = zoo_trials.take_apart(land, "tpe", seed=3, budget=12, confirm=2)
    assert row["reported"] == bench_zoo.run("tpe", land, 3, 12, 2)[-1]  # the bench's run
    sp, picks, _ = bench_zoo.search("tpe", land, 3, 10)
    assert row["trials"] == len(picks) == 10
    assert row["distinct"] == len({p[0]["t"] for p in picks}) <= 6
    assert row["repeats"] == 10 - row["distinct"] >= 4
    assert row["found"] == min(land.true[p[0]["t"] - 1] for p in picks) / land.optimum <= row["reported"]


def test_found_and_reported_part_when_a_lucky_draw_wins_the_report():
    # t=2 (true 1.1) always measures 0.5, below anything t=1 (the optimum) measures: random search
    # over all six configurations finds the optimum, and reporting its lowest draw names t=2; with
    # --confirm the re-measurement cannot tell them apart either (t=2 stays at 0.5)
    lucky = {1: [1.0], 2: [0.5], 3: [1.3], 4: [1.4], 5: [1.5], 6: [1.6]}
    land = _land(lucky)
    for confirm in (0, 2):
        rows = [zoo_trials.take_apart(land, "random", seed=s, budget=6 + confirm, confirm=confirm) for s in range(3)]
        assert all(r["found"] == 1.0 and r["reported"] == land.true[1] / land.optimum for r in rows), rows
    # and a configuration whose draws are its truth is reported as found
    land = _land({t: [1.0 + 0.1 * (t - 1)] for t in range(1, 7)})
    row = zoo_trials.take_apart(land, "random", seed=0, budget=6, confirm=0)
    assert row["found"] == row["reported"] == 1.0


def test_the_summary_reads_the_rows():
    rows = [{"peer": "a", "distinct": d, "repeats": 10 - d, "failures": 0, "found": f, "reported": r}
            for d, f, r in ((8, 1.0, 1.0), (6, 1.0, 1.2), (4, 1.1, 1.1))]
    line = zoo_trials.summary(rows, "a")
    assert "3 runs; distinct 6 (5-7)" in line
    assert "found within 0.5% 67%" in line and "reported within 0.5% 33%" in line
    assert f"reported / found geo-mean {1.2 ** (1 / 3):.4f}" in line


def test_recorded_selects_the_pools_cpu_recordings_and_never_the_unseen_set():
    pool = zoo_trials.select([], recorded=True)
    sets = {ld.name: s for s, ld in bench_zoo.zoo()}
    cpu = [n for n, s in sets.items() if n.startswith("cpu_")]
    assert pool == sorted(n for n in cpu if sets[n] != bench_zoo.HELD_OUT)
    unseen = sorted(n for n in cpu if sets[n] == bench_zoo.HELD_OUT)
    assert unseen and not set(unseen) & set(pool)
    assert zoo_trials.select([unseen[0]], recorded=False) == [unseen[0]]  # named: the one evaluation's choice
    assert zoo_trials.select([], recorded=True, every=3) == pool[::3]


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, SCRIPT, *args], capture_output=True, text=True, timeout=300)


def test_bad_arguments_are_one_line_each():
    for args, msg in ((["--seeds", "2"], "name landscapes with --only, or --recorded"),
                      (["--only", "no_such_space"], "--only no_such_space: no such landscape"),
                      (["--only", "norm_a", "--peers", "bayes,nope"], "--peers nope: "),
                      (["--only", "norm_a", "--budget", "5", "--confirm", "5"], "--confirm must be between 0 and 4")):
        out = _run(*args)
        assert out.returncode == 2, args
        lines = out.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("zoo_trials: error: " + msg), lines


def test_the_command_line_prints_a_row_per_strategy_and_keeps_every_run(tmp_path):
    out_json = tmp_path / "rows.json"
    out = _run("--only", "norm_a", "--peers", "random,rl", "--seeds", "2", "--budget", "20", "-v",
               "--json", str(out_json))
    assert out.returncode == 0, out.stderr
    note, *lines = out.stdout.splitlines()
    assert note.startswith(("numerics pinned", "note: numerics not pinned"))  # the header's first line
    assert lines[0].startswith("1 landscapes, 2 seeds, 20 trials")
    assert lines[1].startswith("  norm_a: random found")
    assert lines[2].startswith("random: 2 runs;") and lines[3].startswith("rl: 2 runs;")
    import json
    rows = json.loads(out_json.read_text())
    assert sorted((r["peer"], r["seed"]) for r in rows) == [("random", 0), ("random", 1), ("rl", 0), ("rl", 1)]
