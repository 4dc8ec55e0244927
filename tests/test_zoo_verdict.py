"""scripts/zoo_verdict.py (a round's rule applied to --json files) and the committed pool traces."""
from __future__ import annotations

import gzip
import json
import os
import subprocess
import sys

import numpy as np
import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))

import bench_search_zoo as bench_zoo  # noqa: E402
import zoo_verdict as zv  # noqa: E402

RUNS = os.path.join(ROOT, "scripts", "data", "zoo_runs")
SCRIPT = os.path.join(ROOT, "scripts", "zoo_verdict.py")


def _write(path, rows) -> str:
    """rows: (strategy, landscape, [final score per seed]); each trace is flat at its score."""
    doc = [{"peer": p, "landscape": ld, "seed": s, "trace": [v] * 100, "confirm": 0, "budget": 100}
           for p, ld, scores in rows for s, v in enumerate(scores)]
    with open(path, "w", encoding="utf-8") as f:
        json.dump(doc, f)
    return str(path)


def test_verdict_counts_against_the_best_peer_per_landscape_and_flags_the_tail(tmp_path):
    ten = lambda v: [v] * 10  # noqa: E731
    peers = _write(tmp_path / "p.json", [("random", "a", ten(1.10)), ("tpe", "a", ten(1.05)),
                                         ("random", "b", ten(1.00)), ("tpe", "b", ten(1.20)),
                                         ("random", "c", ten(1.30)), ("tpe", "c", ten(1.30))])
    # a: 1.02 beats tpe's 1.05 (win); b: 1.004 is within 0.5% of random's 1.00 (tie);
    # c: 1.50 loses to 1.30; against the default, c's median is 1.50 / 1.30 (> 1.10x)
    cand = _write(tmp_path / "c.json", [("bayes", "a", ten(1.02)), ("bayes", "b", ten(1.004)),
                                        ("bayes", "c", ten(1.50))])
    # the default: a at 1.0 (the candidate's 1.02 is within both bounds); b's three best seeds
    # at 0.5 move neither its median nor its 8th-best (1.004, as the candidate's)
    base = _write(tmp_path / "d.json", [("bayes", "a", ten(1.0)), ("bayes", "b", [1.004] * 7 + [0.5] * 3),
                                        ("bayes", "c", ten(1.30))])
    got = zv.verdict(zv.load_runs(peers), zv.load_runs(cand), zv.load_runs(base))
    assert got["counts"] == {"win": 1, "tie": 1, "LOSS": 1} and got["w_l"] == 0
    assert got["geo"] == pytest.approx(float(np.exp(np.mean(np.log([1.02, 1.004, 1.50])))))
    assert [t[0] for t in got["tail"]] == ["c"]  # b's 8th-best 1.004 vs 1.004: no tail failure
    r = subprocess.run([sys.executable, SCRIPT, "--peers", peers, "--bayes", cand, "--base", base, "-v"],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert "1 wins / 1 ties / 1 losses against the best peer (W-L 0)" in r.stdout
    assert "tail failures (median > 1.10x or 8th-best > 1.50x the default's): c 1.154/1.154" in r.stdout
    # within 5% of the optimum: bayes on a and b, random on b, tpe on a (1.05 is within)
    assert ("share of runs within 5% of the optimum (95% interval): bayes 66.7% (49%-81% of 30), "
            "random 33.3% (19%-51% of 30), tpe 33.3% (19%-51% of 30)") in r.stdout
    # --each: random loses a (1.10 vs bayes's 1.02), ties b (1.00 vs bayes's 1.004) and c (1.30 vs tpe's
    # 1.30); tpe loses a and b and ties c
    r = subprocess.run([sys.executable, SCRIPT, "--peers", peers, "--bayes", cand, "--each"],
                       capture_output=True, text=True)
    assert "each against the best of the others (W/T/L): bayes 1/1/1, random 0/2/1, tpe 0/1/2" in r.stdout
    # --only: the same rule on a subset (here the loss alone); the share follows it
    r = subprocess.run([sys.executable, SCRIPT, "--peers", peers, "--bayes", cand, "--base", base, "--only", "c"],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert "1 landscapes at 100 trials: 0 wins / 0 ties / 1 losses" in r.stdout
    assert "bayes 0.0% (0%-28% of 10)" in r.stdout
    assert "default's geo-mean 1.3000" in r.stdout  # the default's c alone, not a, b and c


def test_copies_judge_one_strategy_split_by_seeds_against_itself(tmp_path):
    # random on 30 seeds = three copies; on a the first copy's seeds are at 1.0, the second's at
    # 1.1, the third's at 1.2: the first wins there, the other two lose to it; on b all tie. A
    # landscape missing some of the 30 seeds (c) is left out, and one the candidate did not run
    # (d) is not judged.
    rows = [("random", "a", [1.0] * 10 + [1.1] * 10 + [1.2] * 10), ("random", "b", [1.0] * 30),
            ("random", "c", [1.0] * 25), ("random", "d", [2.0] * 10 + [1.0] * 20)]
    got = zv.copies(zv.load_runs(_write(tmp_path / "r.json", rows)), "random", ["a", "b", "c"])
    assert got == {"random#0": {"win": 1, "tie": 1, "LOSS": 0}, "random#1": {"win": 0, "tie": 1, "LOSS": 1},
                   "random#2": {"win": 0, "tie": 1, "LOSS": 1}}
    peers = _write(tmp_path / "p.json", [("tpe", ld, [1.0] * 10) for ld in "abc"])
    cand = _write(tmp_path / "c.json", [("bayes", ld, [1.0] * 10) for ld in "abc"])
    r = subprocess.run([sys.executable, SCRIPT, "--peers", peers, "--bayes", cand, "--copies", tmp_path / "r.json"],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert ("copies of random (10 seeds each), each against the best of the others (W/T/L): random#0 1/1/0, "
            "random#1 0/1/1, random#2 0/1/1; mean W-L -0.3") in r.stdout
    # one line, exit 2: a file of two strategies, too few seeds, no landscape with every seed
    two = _write(tmp_path / "two.json", [("random", "a", [1.0] * 20), ("rl", "a", [1.0] * 20)])
    few = _write(tmp_path / "few.json", [("random", "a", [1.0] * 15)])
    gaps = tmp_path / "gaps.json"
    gaps.write_text(json.dumps([{"peer": "random", "landscape": "a", "seed": s, "trace": [1.0]}
                                for s in [*range(10), *range(11, 21)]]))
    for path, words in ((two, "holds 2 strategies (random, rl), not one"),
                        (few, "needs at least 20 seeds of random, the file holds 15"),
                        (gaps, "no landscape of the candidate's has seeds 0-19 of random")):
        r = subprocess.run([sys.executable, SCRIPT, "--peers", peers, "--bayes", cand, "--copies", str(path)],
                           capture_output=True, text=True)
        assert r.returncode == 2 and r.stderr.count("\n") == 1 and words in r.stderr, r.stderr


def test_wilson_interval_against_its_closed_form():
    # 0 of 10: the upper end is z^2 / (n + z^2); 10 of 10 mirrors it; 5 of 10 is symmetric about 1/2
    z = 1.96
    assert zv.wilson(0.0, 10) == pytest.approx((0.0, z * z / (10 + z * z)))
    lo, hi = zv.wilson(1.0, 10)
    assert hi == 1.0 and lo == pytest.approx(1 - z * z / (10 + z * z))
    lo, hi = zv.wilson(0.5, 10)
    assert lo + hi == pytest.approx(1.0) and 0.2 < lo < 0.25


def test_verdict_refuses_bad_files_in_one_line(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"not": "a list of runs"}')
    good = _write(tmp_path / "p.json", [("random", "a", [1.0] * 10)])
    lonely = _write(tmp_path / "c.json", [("bayes", "z", [1.0] * 10)])
    for args, words in (([bad, good], "not a bench_search_zoo --json file"),
                        ([tmp_path / "missing.json", good], "cannot read it"),
                        ([good, lonely], "no peer ran on z"),
                        ([good, lonely, "--only", "y"], "--only y: the candidate's file has no run on it"),
                        ([good, _rescored(tmp_path / "m.json", [("bayes", "a", [1.0] * 10)])],
                         "the files' runs were scored differently")):
        r = subprocess.run([sys.executable, SCRIPT, "--peers", str(args[0]), "--bayes", str(args[1]), *args[2:]],
                           capture_output=True, text=True)
        assert r.returncode == 2 and r.stderr.count("\n") == 1 and words in r.stderr, r.stderr
        assert "Traceback" not in r.stderr


def _rescored(path, rows) -> str:
    """As :func:`_write`, the runs scored by the median of re-recordings (the bench's --truth median)."""
    _write(path, rows)
    doc = json.loads(open(path, encoding="utf-8").read())
    with open(path, "w", encoding="utf-8") as f:
        json.dump([r | {"scoring": {"recordings": "zoo_recorded9", "truth": "median"}} for r in doc], f)
    return str(path)


def _stored(name: str) -> dict:
    with gzip.open(os.path.join(RUNS, name), "rt", encoding="utf-8") as f:
        return {(r["peer"], r["landscape"], r["seed"]): r["trace"] for r in json.load(f)}


def test_the_committed_pool_traces_cover_the_pool_and_reproduce():
    """The committed traces hold every pool landscape (tune and the seen sets, not the unseen
    one) x 10 seeds for the default and each peer, and a few of them re-run to the same trace:
    a change of the default's search (or of a landscape) shows here, not only in a pool run."""
    peers, default = _stored("peers.json.gz"), _stored("default.json.gz")
    pool = {ld.name for s, ld in bench_zoo.zoo() if s != bench_zoo.HELD_OUT}
    for runs, names in ((peers, {"random", "rl", "tpe", "tpe_mv"}), (default, {"bayes"})):
        assert {p for p, _, _ in runs} == names
        assert {ld for _, ld, _ in runs} == pool
        assert len(runs) == len(names) * len(pool) * 10
    lands = {ld.name: ld for _, ld in bench_zoo.zoo()}
    for peer, name, seed in (("bayes", "norm_a", 3), ("bayes", "cpu_rmsnorm", 0), ("random", "edge_a", 1)):
        land = lands[name]
        land.prepare()
        trace = bench_zoo.run(peer, land, seed, 100)
        stored = (default if peer == "bayes" else peers)[peer, name, seed]
        assert [None if not np.isfinite(v) else v for v in trace] == stored, (peer, name, seed)


def _avx512() -> bool:
    """An x86-64 CPU with AVX-512 as numpy's X86_V4 target wants it (where the pin holds)."""
    import benchenv

    need = {"avx2", "fma", "avx512f", "avx512cd", "avx512bw", "avx512dq", "avx512vl"}
    return os.uname().machine in ("x86_64", "AMD64") and need <= benchenv._cpu_flags()


@pytest.mark.skipif(not _avx512(), reason="the numerics are pinned on x86-64 CPUs with AVX-512 only")
def test_the_bench_pins_the_numerics_so_committed_traces_reproduce_whatever_the_environment_asks(tmp_path):
    """OpenBLAS picks its kernel by the CPU and numpy its loops' vector code, and the default's
    traces on json_parse_u differ with either choice changed (seeds 2-4 from trial 25-40 under
    OpenBLAS's AVX-512 kernel; seeds 0 and 2-4 with numpy's X86_V4 loops off: the thirty-third
    round). The bench pins both before numpy loads, so with the other choices asked for in the
    environment it still reproduces the committed traces, all four seeds, and says so."""
    out = tmp_path / "runs.json"
    env = {**os.environ, "OPENBLAS_CORETYPE": "SkylakeX", "NPY_DISABLE_CPU_FEATURES": "X86_V4 AVX512_ICL"}
    r = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "bench_search_zoo.py"), "--only",
                        "json_parse_u", "--peers", "bayes", "--seeds", "4", "--seeds-200", "0", "--budget",
                        "100", "--jobs", "1", "--json", str(out)], capture_output=True, text=True, env=env)
    assert r.returncode == 0, r.stderr[-2000:]
    assert "numerics pinned (OpenBLAS Haswell kernel, numpy X86_V4 loops)" in r.stdout
    default = _stored("default.json.gz")
    with open(out, encoding="utf-8") as f:
        runs = {row["seed"]: row["trace"] for row in json.load(f)}
    assert sorted(runs) == [0, 1, 2, 3]
    for seed, trace in runs.items():
        assert trace == default["bayes", "json_parse_u", seed], seed


@pytest.mark.skipif(not _avx512(), reason="the numerics are pinned on x86-64 CPUs with AVX-512 only")
def test_pin_numerics_replaces_earlier_choices_and_is_refused_once_numpy_has_loaded():
    import benchenv

    assert benchenv.pin_numerics() is None  # this process: numpy loaded, its BLAS already chose
    code = ("import sys; sys.path.insert(0, sys.argv[1]); import benchenv; k = benchenv.pin_numerics(); "
            "import numpy, scipy.linalg; print(k, sorted(set(benchenv.blas_architectures())), "
            "benchenv.numpy_top_target()); print(benchenv.pinned_note())")
    r = subprocess.run([sys.executable, "-c", code, os.path.join(ROOT, "scripts")], capture_output=True, text=True,
                       env={**os.environ, "OPENBLAS_CORETYPE": "SkylakeX", "NPY_DISABLE_CPU_FEATURES": "X86_V4"})
    assert r.returncode == 0, r.stderr
    first, note = r.stdout.splitlines()
    assert first.split() == ["Haswell", "['Haswell']", "X86_V4"]
    assert note.startswith("numerics pinned")
    # unpinned, with another kernel asked for, the note says what differs
    code = ("import sys; sys.path.insert(0, sys.argv[1]); import benchenv, numpy, scipy.linalg; "
            "print(benchenv.pinned_note())")
    r = subprocess.run([sys.executable, "-c", code, os.path.join(ROOT, "scripts")], capture_output=True, text=True,
                       env={**os.environ, "OPENBLAS_CORETYPE": "SkylakeX"})
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("note: numerics not pinned (OpenBLAS kernels SkylakeX, SkylakeX, numpy ")
    assert "pinned is Haswell and X86_V4" in r.stdout


def test_the_recorded_spaces_30_seed_traces_cover_them_and_extend_the_pool_traces():
    """``recorded30_*.json.gz`` hold seeds 0-29 of every strategy on every recorded cpu space of
    the pool (the 10-seed median there is mostly the luck of one fast sample); their seeds 0-9
    are the pool traces' own, so the two files never disagree on a run."""
    peers, default = _stored("peers.json.gz"), _stored("default.json.gz")
    p30, d30 = _stored("recorded30_peers.json.gz"), _stored("recorded30_default.json.gz")
    recorded = {ld.name for s, ld in bench_zoo.zoo()
                if s != bench_zoo.HELD_OUT and ld.samples is not None and ld.name.startswith("cpu_")}
    for runs, ten, names in ((p30, peers, {"random", "rl", "tpe", "tpe_mv"}), (d30, default, {"bayes"})):
        assert {p for p, _, _ in runs} == names
        assert {ld for _, ld, _ in runs} == recorded
        assert set(runs) == {(p, ld, s) for p in names for ld in recorded for s in range(30)}
        assert all(runs[p, ld, s] == ten[p, ld, s] for p in names for ld in recorded for s in range(10))


def test_a_reader_that_leaves_early_gets_no_traceback():
    # `zoo_verdict.py ... | head -1`: here the reader has left before the first line is written
    script = os.path.join(ROOT, "scripts", "zoo_verdict.py")
    runs = os.path.join(RUNS, "default.json.gz")
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        r = subprocess.run([sys.executable, script, "--peers", os.path.join(RUNS, "peers.json.gz"), "--bayes", runs],
                           stdout=write_end, stderr=subprocess.PIPE, text=True, cwd=ROOT)
    finally:
        os.close(write_end)
    assert "Traceback" not in r.stderr and r.returncode == 1, r.stderr
