"""End to end on a real runtime: plain onnxruntime vs onnxruntime on the compiled model, tuned vs
stock default tilings.

For every runnable built-in model (the tiny ones and ``small-llama``, hidden 512) and the
torch-exported Llama fixture, at two prefill sequence
lengths and decode (where the model has a KV-cache variant): tune with the cpu backend, compile
with ``--kernels``, then time in one process, interleaved (the order rotates every repeat; one
sample is the mean of back-to-back runs lasting at least ``--sample-ms``), medians:

- ``plain``: stock onnxruntime on the original model (MLAS kernels);
- ``tuned``: onnxruntime on the compiled model, fused nodes as custom ops on the tuned kernels;
- ``default``: the same compiled model on kernels with the stock default tilings.

All three run with the same onnxruntime thread count (1 by default: the kernels are
single-threaded) with the process pinned to one CPU. Outputs of tuned and default are checked
against plain within ``--tol`` (max error relative to max|plain output|). The verdicts are
paired: per repeat the three variants ran seconds apart in a rotated order, so each repeat gives
one speedup of tuned over plain and over default; the table gives their median, a bootstrap 95%
interval of it and win / tie / loss from the interval (a win only when it lies above 1). Per-op-type time comes
from onnxruntime's profiler on separate profiled runs. Usage:

    python scripts/bench_runtime.py [--seqs 64,256] [--small-seqs 256,1024] [--past 128]
                                    [--trials 40] [--repeat 15]
                                    [--models tiny-llama,...] [--md docs/bench_runtime.md]
"""
from __future__ import annotations

import argparse
import contextlib
import io
import json
import math
import os
import statistics
import sys
import tempfile
import time
from collections import defaultdict

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from aoe_pass.cli import main  # noqa: E402

HF_LLAMA = os.path.join(ROOT, "tests", "fixtures", "hf_llama.onnx")
# label -> (model spec for tune/compile, the decode variant's spec or None, longest sequence:
# learned position tables of tiny-gpt2 / tiny-bert have 64 rows). tiny-llama and small-llama
# have a KV-cache (decode) variant; the Llama fixture is exported without a cache.
MODELS = {
    "tiny-llama": ("tiny-llama", "tiny-llama-decode", None),
    "tiny-qwen2": ("tiny-qwen2", None, None),
    "tiny-gpt2": ("tiny-gpt2", None, 64),
    "tiny-bert": ("tiny-bert", None, 64),
    "hf_llama": (HF_LLAMA, None, 512),
    "small-llama": ("small-llama", "small-llama-decode", None),
}
VARIANTS = ("plain", "tuned", "default")


def original_model(spec: str):
    import onnx

    if os.path.exists(spec):
        return onnx.load(spec)
    from models.registry import get_model

    return get_model(spec).build()


def quiet(argv: list[str]) -> int:
    """Run an aoe_tune command, its output kept for errors only."""
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf), contextlib.redirect_stderr(buf):
        rc = main(argv)
    if rc:
        print(buf.getvalue()[-2000:])
        raise SystemExit(f"aoe_tune {argv[0]} failed ({rc})")
    return rc


def plain_session(model, threads: int, profile: str | None = None):
    import onnxruntime as ort

    opts = ort.SessionOptions()
    opts.intra_op_num_threads = threads
    opts.inter_op_num_threads = 1
    opts.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    if profile:
        opts.enable_profiling = True
        opts.profile_file_prefix = profile
    return ort.InferenceSession(model.SerializeToString(), opts, providers=["CPUExecutionProvider"])


def op_times(profile_path: str, label_of) -> dict[str, list[float]]:
    """Per op type, the summed kernel time (ms) of each profiled run."""
    with open(profile_path) as fh:
        events = json.load(fh)
    runs: list[dict[str, float]] = []
    cur: dict[str, float] = defaultdict(float)
    for ev in events:
        if ev.get("cat") == "Session" and ev.get("name") == "model_run":
            runs.append(cur)
            cur = defaultdict(float)
        if ev.get("cat") != "Node" or not ev.get("name", "").endswith("_kernel_time"):
            continue
        node = ev["name"][: -len("_kernel_time")]
        cur[label_of(node, ev.get("args", {}).get("op_name", "?"))] += ev["dur"] / 1e3
    out: dict[str, list[float]] = defaultdict(list)
    for r in runs[1:]:  # the first run is the warm-up
        for k, v in r.items():
            out[k].append(v)
    os.unlink(profile_path)
    return out


def rel_err(got, want) -> float:
    err = 0.0
    for g, w in zip(got, want):
        g64, w64 = np.asarray(g, np.float64), np.asarray(w, np.float64)
        err = max(err, float(np.max(np.abs(g64 - w64))) / max(float(np.max(np.abs(w64))), 1e-30))
    return err


def bench_case(label: str, spec: str, phase: str, dims: dict[str, int], cache: str, tmp: str,
               a: argparse.Namespace) -> dict:
    from aoe_pass.runtime import make_feeds
    from aoe_pass.runtime.ort import OrtSession

    dim_args = [x for k, v in dims.items() for x in ("--dim", f"{k}={v}")]
    t0 = time.perf_counter()
    quiet(["tune", spec, *dim_args, "--cache", cache, "--backend", "cpu", "--trials", str(a.trials),
           "--no-progress"])
    tune_s = time.perf_counter() - t0
    tag = "-".join(f"{k}{v}" for k, v in dims.items())
    out = os.path.join(tmp, f"{label}-{phase}-{tag}.aoe.onnx")  # one library per case
    quiet(["compile", spec, *dim_args, "--cache", cache, "-o", out, "--kernels"])
    original = original_model(spec)
    feeds, info = make_feeds(original, dims, seed=0)
    sessions = {"plain": plain_session(original, a.threads),
                "tuned": OrtSession(out, "tuned", threads=a.threads, feeds=feeds),
                "default": OrtSession(out, "default", threads=a.threads, feeds=feeds)}
    run = {"plain": lambda: sessions["plain"].run(None, feeds),
           "tuned": lambda: sessions["tuned"].run(feeds)[0],
           "default": lambda: sessions["default"].run(feeds)[0]}
    outs = {v: run[v]() for v in VARIANTS}  # warm-up
    errs = {v: rel_err(outs[v], outs["plain"]) for v in ("tuned", "default")}
    kruns: dict[str, list[dict[str, float]]] = {"tuned": [], "default": []}  # per timed run
    times: dict[str, list[float]] = {v: [] for v in VARIANTS}
    repeat = a.repeat * (4 if phase == "decode" else 1)  # decode runs are short and noisier
    # one sample = `inner` back-to-back runs of a variant (>= --sample-ms of runs): a tiny
    # model's single 0.5 ms run is at the mercy of one time slice of another process
    t0 = time.perf_counter()
    for v in VARIANTS:
        run[v]()
    inner = max(1, math.ceil(a.sample_ms / 1e3 / max((time.perf_counter() - t0) / 3, 1e-6)))
    for r in range(repeat):
        order = VARIANTS[r % 3:] + VARIANTS[:r % 3]
        for v in order:
            before = dict(sessions[v].kernel_s[v]) if v != "plain" else None
            t = time.perf_counter()
            for _ in range(inner):
                run[v]()
            times[v].append((time.perf_counter() - t) / inner)
            if before is not None:
                kruns[v].append({op: (x - before.get(op, 0.0)) / inner
                                 for op, x in sessions[v].kernel_s[v].items()})
    med = {v: statistics.median(times[v]) for v in VARIANTS}
    paired = {other: paired_ratio(times[other], times["tuned"]) for other in ("plain", "default")}
    kern = {v: {op: 1e6 * statistics.median(r.get(op, 0.0) for r in kruns[v]) for op in kruns[v][-1]}
            for v in ("tuned", "default")}  # kernel time per op type: median over the runs
    pred = predicted(cache, sessions["tuned"])
    # per op type, from the profiler, on separate sessions (profiling costs time)
    prof = {}
    prefix = os.path.join(tmp, f"prof-{label}-{phase}-{tag}")
    profiled = {"plain": plain_session(original, a.threads, prefix + "-plain"),
                "tuned": OrtSession(out, "tuned", threads=a.threads, feeds=feeds, profile=True),
                "default": OrtSession(out, "default", threads=a.threads, feeds=feeds, profile=True)}
    for r in range(a.profile_runs + 1):
        for v in VARIANTS[r % 3:] + VARIANTS[:r % 3]:  # rotated, like the timed runs
            s = profiled[v]
            s.run(None, feeds) if v == "plain" else s.run(feeds)
    for v in VARIANTS:
        s = profiled[v]
        if v == "plain":
            path = s.end_profiling()
            prof[v] = op_times(path, lambda node, op: op)
        else:
            path = s.end_profile()
            nodes = s.nodes
            prof[v] = op_times(path, lambda node, op, nodes=nodes:
                               f"aoe.{nodes[node].op_type}" if node in nodes else op)
    eng = {v: sessions[v].engine_line() for v in ("tuned", "default")}
    for v in ("tuned", "default"):
        whys = sorted({f"{r['op_type']}: {w}" for r in sessions[v].summary() for w in r["why"].values()})
        if whys:
            eng[v] += " (" + "; ".join(whys) + ")"
    return {"label": label, "phase": phase, "dims": dims, "tokens": info["tokens"], "med": med,
            "errs": errs, "prof": prof, "engine": eng, "tune_s": tune_s,
            "paired": paired, "kern": kern, "pred": pred}


def predicted(cache: str, session) -> dict[str, tuple[float, float]]:
    """Per op type, what the tuner measured: ``(tuned us, default us)`` summed over the
    model's fused nodes (each node's task cost and default cost in the tuning cache)."""
    with open(cache) as fh:
        entries = json.load(fh)["entries"]
    out: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0])
    for st in session.nodes.values():
        e = entries.get(st.task.key)
        if e and e.get("cost") and e.get("default_cost"):
            out[st.op_type][0] += float(e["cost"])
            out[st.op_type][1] += float(e["default_cost"])
    return {k: (v[0], v[1]) for k, v in out.items()}


def paired_ratio(other: list[float], tuned: list[float], n_boot: int = 2000,
                 seed: int = 0) -> dict:
    """Speedup of tuned over ``other`` from the interleaved pairs (repeat r of both ran in the
    same rotation, seconds apart): the median of ``other_r / tuned_r``, a bootstrap 95%
    interval of that median (pairs resampled), the fraction of pairs tuned won, and the
    verdict: ``win`` only when the whole interval is above 1, ``loss`` when it is below 1,
    else ``tie``."""
    r = np.asarray(other) / np.asarray(tuned)
    rng = np.random.default_rng(seed)
    boots = np.median(r[rng.integers(0, len(r), size=(n_boot, len(r)))], axis=1)
    lo, hi = (float(x) for x in np.percentile(boots, [2.5, 97.5]))
    verdict = "win" if lo > 1.0 else "loss" if hi < 1.0 else "tie"
    return {"median": float(np.median(r)), "lo": lo, "hi": hi,
            "won": float(np.mean(r > 1.0)), "verdict": verdict}


def fmt_paired(p: dict) -> str:
    return (f"x{p['median']:.3f} [{p['lo']:.3f}, {p['hi']:.3f}] {p['verdict']} "
            f"({100 * p['won']:.0f}% of pairs)")


def render(res: dict, tol: float) -> str:
    med, tok = res["med"], res["tokens"]
    dims = " ".join(f"{k}={v}" for k, v in res["dims"].items())
    lines = [f"### {res['label']} {res['phase']} ({dims}, {tok} tokens/run)", "",
             f"{res['engine']['tuned']}; {res['engine']['default']}", "",
             "| variant | ms/run | tokens/s | vs plain onnxruntime | max rel error vs plain |",
             "| --- | ---: | ---: | ---: | ---: |"]
    for v in VARIANTS:
        err = "-" if v == "plain" else f"{res['errs'][v]:.1e} ({'OK' if res['errs'][v] <= tol else 'FAIL'})"
        lines.append(f"| {v} | {med[v] * 1e3:.3f} | {tok / med[v]:.1f} | x{med['plain'] / med[v]:.2f} | {err} |")
    lines += ["", f"Paired (per repeat, median [95% interval]): tuned vs plain "
              f"{fmt_paired(res['paired']['plain'])}; tuned vs default "
              f"{fmt_paired(res['paired']['default'])}"]
    lines += ["", "| fused op type: kernel us/run | tuner: tuned | tuner: default | tuner: speedup "
              "| runtime: tuned | runtime: default | runtime: speedup |",
              "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for op in sorted(res["kern"]["tuned"], key=lambda k: -res["kern"]["default"].get(k, 0.0)):
        pt, pd = res["pred"].get(op, (float("nan"), float("nan")))
        kt, kd = res["kern"]["tuned"].get(op, float("nan")), res["kern"]["default"].get(op, float("nan"))
        lines.append(f"| aoe.{op} | {pt:.1f} | {pd:.1f} | x{pd / pt:.2f} | {kt:.1f} | {kd:.1f} "
                     f"| x{kd / kt:.2f} |")
    ops = sorted({k for v in VARIANTS for k in res["prof"][v]},
                 key=lambda k: -max(statistics.median(res["prof"][v].get(k, [0])) for v in VARIANTS))
    lines += ["", "| op type (profiler, ms/run) | plain | tuned | default |", "| --- | ---: | ---: | ---: |"]
    for k in ops:
        cells = []
        for v in VARIANTS:
            vals = res["prof"][v].get(k)
            cells.append(f"{statistics.median(vals):.3f}" if vals else "-")
        lines.append(f"| {k} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def verdict(results: list[dict]) -> str:
    lines = ["## Verdict", "",
             "Paired over the interleaved repeats: median of the per-repeat speedup of tuned, "
             "[bootstrap 95% interval], win / tie / loss (a win only when the whole interval is "
             "above 1), the share of repeats tuned was faster.", "",
             "| model | phase | tuned vs plain onnxruntime | tuned vs default tilings |",
             "| --- | --- | ---: | ---: |"]
    for r in results:
        dims = " ".join(f"{k}={v}" for k, v in r["dims"].items() if k != "batch")
        lines.append(f"| {r['label']} | {r['phase']} {dims} | {fmt_paired(r['paired']['plain'])} "
                     f"| {fmt_paired(r['paired']['default'])} |")
    for other, name in (("plain", "plain onnxruntime"), ("default", "the default tilings")):
        n = {k: sum(1 for r in results if r["paired"][other]["verdict"] == k)
             for k in ("win", "tie", "loss")}
        lines.append(f"\nTuned vs {name}: {n['win']} win(s), {n['tie']} tie(s), "
                     f"{n['loss']} loss(es) of {len(results)} cases.")
    return "\n".join(lines)


def main_bench(a: argparse.Namespace) -> int:
    try:
        import onnxruntime_extensions  # noqa: F401
    except ImportError:
        print("bench_runtime: needs onnxruntime-extensions (pip install 'aoe-pass[ort]')")
        return 2
    if hasattr(os, "sched_setaffinity"):
        cpus = sorted(os.sched_getaffinity(0))
        os.sched_setaffinity(0, set(cpus[:a.threads]))  # every variant on the same CPU(s)
    seqs = [int(s) for s in a.seqs.split(",")]
    small_seqs = [int(s) for s in a.small_seqs.split(",")]
    import onnxruntime as ort

    header = (f"onnxruntime {ort.__version__}, {a.threads} intra-op thread(s), process pinned to "
              f"{len(os.sched_getaffinity(0)) if hasattr(os, 'sched_getaffinity') else '?'} CPU(s); "
              f"{a.trials} cpu-backend trials per case; medians of {a.repeat} interleaved samples "
              f"({4 * a.repeat} for decode), each sample the mean of back-to-back runs lasting "
              f">= {a.sample_ms:g} ms; "
              f"per-op times: medians of {a.profile_runs} profiled runs; tolerance {a.tol:g}")
    if hasattr(os, "getloadavg"):  # the machine may be shared: say how busy it was
        header += f"; load average at start {os.getloadavg()[0]:.2f}"
    print(header, flush=True)
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        cache = os.path.join(tmp, "cpu.json")
        for label in a.models.split(","):
            spec, decode, cap = MODELS[label]
            mine = sorted({min(x, cap or x) for x in (small_seqs if label == "small-llama" else seqs)})
            if len(mine) < len(seqs):  # both lengths beyond the position table: half and full
                mine = [cap // 2, cap]
            cases = [("prefill", spec, {"batch": 1, "seq": x}) for x in mine]
            if decode:
                cases.append(("decode", decode, {"batch": 1, "past": a.past}))
            for phase, sp, dims in cases:
                res = bench_case(label, sp, phase, dims, cache, tmp, a)
                results.append(res)
                print("\n" + render(res, a.tol), flush=True)
    text = verdict(results)
    if hasattr(os, "getloadavg"):
        text += f"\n\nLoad average at the end: {os.getloadavg()[0]:.2f} (1 min)."
    print("\n" + text)
    bad = [r for r in results for v in ("tuned", "default") if r["errs"][v] > a.tol]
    if a.md:
        with open(a.md, "w") as fh:
            fh.write("# scripts/bench_runtime.py: one run\n\n" + header + "\n\n"
                     + "\n\n".join(render(r, a.tol) for r in results) + "\n\n" + text + "\n")
    return 1 if bad else 0


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--models", default=",".join(MODELS))
    ap.add_argument("--seqs", default="64,256", help="prefill sequence lengths")
    ap.add_argument("--small-seqs", default="256,1024",
                    help="prefill sequence lengths of small-llama (a deployable size: longer prompts)")
    ap.add_argument("--past", type=int, default=128, help="KV-cache length of decode")
    ap.add_argument("--trials", type=int, default=40)
    ap.add_argument("--repeat", type=int, default=15)
    ap.add_argument("--profile-runs", type=int, default=9)
    ap.add_argument("--sample-ms", type=float, default=20.0,
                    help="one timed sample: back-to-back runs of a variant lasting at least this")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--tol", type=float, default=1e-3)
    ap.add_argument("--md", help="also write the tables as markdown to this file")
    sys.exit(main_bench(ap.parse_args()))
