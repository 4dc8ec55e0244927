"""The AOE headline table on the sim 910B model: Qwen2.5-7B fp16, one device, decode and prefill.

For each workload (decode at batch 1 with several KV lengths, ``--dim past=N`` of the built-in
``qwen2.5-7b-decode``; prefill of ``--seq`` tokens with ``qwen2.5-7b``), the graph pass gives the
tasks, and each row sums weight x cost over them:

- stock default: ``ge_bridge.tiling.stock_default`` per task (what a compiler uses untuned);
- shape-aware heuristic: :func:`heuristic_default`, what a careful engineer picks per shape
  without any search (tile_m clamped to m, tiles halved until every core has a block, double
  buffering where it fits, NZ weights, aligned output, fused FFN activation, flash-style
  attention with enough KV splits to cover the cores). Written from those rules once, not fitted
  to this table;
- hand-tuning: the best of the 21-combination hand grid per task (``bench_search.HAND_GRID``:
  7 tile shapes x 3 pipelines, the rest at the stock default; the default itself is one point);
- bayes / rl: the real driver ``aoe_pass.tuning.driver.tune`` (sim backend, temporary cache and log,
  progress off) with a total budget of N trials per task (100 for bayes, 500 for rl), spent by
  the driver's scheduler as ``aoe_tune tune --trials`` would;
- roofline: sum of weight x ``SimBackend.roofline(task)``, the model's physical bound.

Columns: tokens/s (decode: batch tokens per step; prefill: batch*seq tokens per pass), speedup
over the default, fraction of the roofline bound, tuning wall time, measurements. These are
MODELLED figures of the sim backend over the tuned operators only (no embedding, sampling,
host overhead or kernel launch gaps), not measurements of a device.

    python scripts/bench_e2e.py                 # decode past=512,2048,8192 and prefill seq=2048
    python scripts/bench_e2e.py --quick         # decode past=512 only, 10 bayes / 20 rl per task
"""
from __future__ import annotations

import argparse
import itertools
import os
import sys
import tempfile
import time
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, HERE)

import benchenv  # noqa: E402
import numpy as np  # noqa: E402
from bench_search import MODELS, hand_grid, run_strategy  # noqa: E402,F401

from aoe_pass.backends import backend_target  # noqa: E402
from aoe_pass.backends.sim import SimBackend  # noqa: E402
from aoe_pass.backends.sim import ffn as ffn_model  # noqa: E402
from aoe_pass.graph_pass import extract  # noqa: E402
from aoe_pass.modelref import open_model  # noqa: E402
from aoe_pass.search import Space  # noqa: E402
from aoe_pass.tuning.driver import TuneOptions, tune  # noqa: E402
from aoe_pass.tuning.tokens import tokens_per_pass  # noqa: E402
from ge_bridge.opkey import DTYPE_BYTES, Task  # noqa: E402
from ge_bridge.targets import Target  # noqa: E402
from ge_bridge.tiling import PARAMS, stock_default  # noqa: E402

COLUMNS = ["workload", "tiling", "tokens/s", "x default", "of roofline", "tuning time", "trials"]


def _ceil16(x: int) -> int:
    return max(16, -(-int(x) // 16) * 16)


def _gemm_rule(m: int, n: int, k: int, batch: int, in_bytes: int, tgt: Target) -> dict[str, Any]:
    """tile_m clamped to m; tile_n halved until the blocks cover every core; the deepest K step
    (128 bytes / sizeof(in) and up, at most 256) that fits L0A/L0B double-buffered."""
    tm, tn = min(128, _ceil16(m)), 256
    while tn > 16 and batch * -(-m // tm) * -(-n // tn) < tgt.cube_cores:
        tn //= 2
    tn = min(tn, _ceil16(n))
    tk = max(16, 128 // in_bytes)
    while tk * 2 <= min(256, _ceil16(k)) and 2 * max(tm, tn) * tk * 2 * in_bytes <= tgt.l0a_bytes:
        tk *= 2
    double = 2 * max(tm, tn) * tk * in_bytes <= tgt.l0a_bytes
    return {"tile_m": tm, "tile_n": tn, "tile_k": tk,
            "pipeline": "double_buffer" if double else "single_buffer"}


def heuristic_default(task: Task, tgt: Target) -> dict[str, Any]:
    """A shape-aware hand-written tiling (no search); the stock default where a rule does not fit."""
    s, b = task.shape, DTYPE_BYTES.get(task.dtype, 2)
    cfg = dict(stock_default(task.kind, s, task.dtype))
    if task.kind == "gemm":
        cfg.update(_gemm_rule(int(s["m"]), int(s["n"]), int(s["k"]), int(s["batch"]), b, tgt),
                   layout="z_major", output_align=True)
    elif task.kind == "ffn":
        gates = 2 if s.get("gated") else 1
        t, h, i = int(s["tokens"]), int(s["hidden"]), int(s["intermediate"])
        cfg.update(_gemm_rule(t, i * gates, h, 1, b, tgt), fuse_activation=True)
        cfg.update({"down_" + p: v for p, v in _gemm_rule(t, h, i, 1, b, tgt).items()})
    elif task.kind == "attention":
        bq = min(128, _ceil16(s["seq_q"]))
        units = int(s["batch"]) * int(s["q_heads"]) * -(-int(s["seq_q"]) // bq)
        split = 1
        while split < 16 and units * split < tgt.cube_cores:
            split *= 2
        cfg.update(block_q=bq, block_kv=128, kv_split=split, softmax="online",
                   pipeline="double_buffer")
    else:  # layernorm / rmsnorm: enough row blocks for every vector core
        rows = int(s["rows"])
        fits = [r for r in (64, 32, 16, 8, 4, 2, 1) if -(-rows // r) >= tgt.vector_cores]
        cfg.update(rows_per_block=fits[0] if fits else 1, stats="one_pass",
                   pipeline="double_buffer")
    for fallback in ({}, {"pipeline": "single_buffer", "down_pipeline": "single_buffer"}):
        trial = {**cfg, **{k: v for k, v in fallback.items() if k in cfg}}
        if not tgt.violations(task.kind, s, task.dtype, trial):
            return trial
    return dict(stock_default(task.kind, s, task.dtype))


_G = PARAMS["gemm"]
_REST = [p for p in _G if p not in ("opt_level", "unroll_factor")]
_PAIRS = list(itertools.product(_G["opt_level"], _G["unroll_factor"]))


def gemm_optimum(sim: SimBackend, task: Task) -> tuple[float, dict[str, Any]]:
    """The sim GEMM model's best tiling of ``task``, by enumeration (no tuner): every parameter
    but (opt_level, unroll_factor) enumerated (589,824 tilings) at the pair best for the stock
    default, then all 20 pairs for the 64 best tilings of that pass."""
    def cost(configs):
        return sim.cost_batch(task, {p: [c[p] for c in configs] for p in _G})

    default = stock_default("gemm", task.shape, task.dtype)
    o, u = _PAIRS[int(np.argmin(cost([{**default, "opt_level": o, "unroll_factor": u}
                                       for o, u in _PAIRS])))]
    # the grid in itertools.product's order (the last parameter fastest), built by numpy
    cols = {p: m.ravel() for p, m in zip(_REST, np.meshgrid(*(np.asarray(_G[p]) for p in _REST), indexing="ij"))}
    n = len(cols[_REST[0]])
    costs = sim.cost_batch(task, {**cols, "opt_level": np.full(n, o), "unroll_factor": np.full(n, u)})
    cands = [{**{p: cols[p][i].item() for p in _REST}, "opt_level": oo, "unroll_factor": uu}
             for i in np.argsort(costs)[:64] for oo, uu in _PAIRS]
    c2 = cost(cands)
    i = int(np.argmin(c2))
    return float(c2[i]), cands[i]


def ffn_phases(task: Task) -> tuple[Task, Task]:
    """The two GEMMs an FFN runs (gate/up with gate and up side by side, down)."""
    s = task.shape
    t, h, i = int(s["tokens"]), int(s["hidden"]), int(s["intermediate"])
    gates = 2 if s.get("gated") else 1
    flags = dict(batch=1, trans_a=False, trans_b=False, bias=False)
    return (Task("gemm", dict(m=t, n=i * gates, k=h, **flags), task.dtype),
            Task("gemm", dict(m=t, n=h, k=i, **flags), task.dtype))


_PHASES_TUNED: dict[tuple[str, int, int], tuple[float, float, int]] = {}


def phases_tuned(task: Task, trials: int, seed: int, scheduler: str) -> tuple[float, float, int]:
    """(gate/up us, down us, measurements): the two phase GEMMs tuned by the same driver with
    ``trials`` per task, as a compiler that does not fuse would tune them."""
    k = (task.key, trials, seed)
    if k not in _PHASES_TUNED:
        out: dict[str, Any] = {}
        _, n, _ = driver("bayes", trials, list(ffn_phases(task)), seed, scheduler, out)
        up, down = (out[t.key].best_cost for t in ffn_phases(task))
        _PHASES_TUNED[k] = (up, down, n)
    return _PHASES_TUNED[k]


def ffn_check(sim: SimBackend, task: Task, tuned: dict[str, Any],
              bayes_trials: int = 0, seed: int = 0, scheduler: str = "gradient") -> dict[str, Any]:
    """A fused FFN against its phases run apart: enumerated GEMM optima + the activation pass;
    the fused op built from those optima (what the model allows); the tuned fused op; and the
    phase GEMMs tuned by the same driver (bayes, the same trials per task)."""
    (up_cost, up), (down_cost, down) = (gemm_optimum(sim, t) for t in ffn_phases(task))
    act = ffn_model.activation_pass_cycles(sim.target, task.shape, DTYPE_BYTES[task.dtype]) \
        / (sim.target.clock_ghz * 1e3)
    phase = ("tile_m", "tile_n", "tile_k", "pipeline", "l1_prefetch", "schedule")
    built = {**{p: up[p] for p in phase}, **{"down_" + p: down[p] for p in phase},
             "fuse_activation": True, "opt_level": up["opt_level"],
             "unroll_factor": up["unroll_factor"]}
    fused = float(sim.cost_batch(task, {p: [v] for p, v in built.items()})[0])
    return {"task": task, "up": up_cost, "act": act, "down": down_cost, "fused_built": fused,
            "tuned": {s: (o.best_cost, o.trials) for s, o in tuned.items()},
            "phases_tuned": phases_tuned(task, bayes_trials, seed, scheduler)
            if bayes_trials else None}


def ffn_lines(rows: list[dict[str, Any]]) -> str:
    out = []
    for r in rows:
        for c in r.get("ffn", []):
            s = c["task"].shape
            apart = c["up"] + c["act"] + c["down"]
            out.append(f"{r['workload']}: FFN tokens={s['tokens']} hidden={s['hidden']} "
                       f"intermediate={s['intermediate']} (x{c['task'].weight})\n"
                       f"  phases apart, enumerated optima: gate/up GEMM {c['up']:.1f} + "
                       f"activation pass {c['act']:.1f} + down GEMM {c['down']:.1f} = "
                       f"{apart:.1f} us (GEMMs alone {c['up'] + c['down']:.1f})\n"
                       f"  fused, with those phase tilings: {c['fused_built']:.1f} us "
                       f"({c['fused_built'] / apart:.3f}x apart)")
            for strat, (cost, trials) in c["tuned"].items():
                out.append(f"  fused, tuned by {strat} ({trials} trials): {cost:.1f} us "
                           f"({cost / apart:.3f}x apart)")
            if c["phases_tuned"]:
                up, down, n = c["phases_tuned"]
                apart_t = up + c["act"] + down
                line = f"  phases apart, tuned by bayes ({n} trials for the two GEMMs): " \
                       f"{up:.1f} + {c['act']:.1f} + {down:.1f} = {apart_t:.1f} us"
                if "bayes" in c["tuned"]:
                    line += f"; tuned fused / tuned apart {c['tuned']['bayes'][0] / apart_t:.3f}"
                out.append(line)
    return "\n".join(out)


def hand_tuned(sim: SimBackend, tasks: list[Task]) -> tuple[float, int, float]:
    """(latency us, measurements, seconds) of the best hand-grid point per task."""
    t0, total, trials = time.perf_counter(), 0.0, 0
    for task in tasks:
        space = Space.for_task(task.kind, task.shape, task.dtype, "ascend910b")
        run = run_strategy("grid", task, space, sim, 0, len(hand_grid(task.kind)))
        trials += len(run.curve)
        best = min([sim.default_cost(task)] + run.curve)  # a person keeps the default otherwise
        total += task.weight * best
    return total, trials, time.perf_counter() - t0


def driver(strategy: str, per_task: int, tasks: list[Task], seed: int,
           scheduler: str, outcomes: dict[str, Any] | None = None) -> tuple[float, int, float]:
    """(latency us, measurements, seconds) of ``aoe_pass.tuning.driver.tune`` on the sim backend;
    ``outcomes`` (if given) receives each task's :class:`TaskOutcome` by key."""
    target_doc, target = backend_target("sim")
    with tempfile.TemporaryDirectory() as tmp:
        cache = os.path.join(tmp, "tiling.json")
        opts = TuneOptions(strategy=strategy, trials=per_task * len(tasks), seed=seed,
                           scheduler=scheduler, progress=False)
        t0 = time.perf_counter()
        res = tune(tasks, SimBackend(noise=0.0), target_doc, target, cache,
                   cache + ".trials.jsonl", opts)
        wall = time.perf_counter() - t0
    latency = res.latency("best")
    if outcomes is not None:
        outcomes.update({o.task.key: o for o in res.outcomes})
    if latency is None:
        raise RuntimeError(f"{strategy}: a task has no successful measurement")
    return latency, res.measured, wall


def workload_rows(name: str, model: str, dims: dict[str, int], bayes_trials: int,
                  rl_trials: int, seed: int, scheduler: str) -> list[dict[str, Any]]:
    graph, info = open_model(model, dims)
    tasks = extract(graph).tasks
    tokens, _ = tokens_per_pass(tasks, info.get("phase") or None, dict(info["dims"]))
    if not tokens:
        raise RuntimeError(f"{name}: cannot tell tokens per pass")
    sim = SimBackend(noise=0.0)
    default = sum(t.weight * sim.default_cost(t) for t in tasks)
    roof = sum(t.weight * sim.roofline(t) for t in tasks)
    lines: list[tuple[str, float, float | None, int | None]] = [("stock default", default, None, None)]
    heur = sum(t.weight * float(sim.cost_batch(t, {p: [v] for p, v in
                                                  heuristic_default(t, sim.target).items()})[0])
               for t in tasks)
    lines.append(("shape-aware heuristic (no search)", heur, None, None))
    lat, n, wall = hand_tuned(sim, tasks)
    lines.append(("hand-tuning (21-point grid per task)", lat, wall, n))
    tuned: dict[str, dict[str, Any]] = {}
    if bayes_trials:
        tuned["bayes"] = {}
        lat, n, wall = driver("bayes", bayes_trials, tasks, seed, scheduler, tuned["bayes"])
        lines.append((f"bayes, {bayes_trials} trials/task", lat, wall, n))
    if rl_trials:
        tuned["rl"] = {}
        lat, n, wall = driver("rl", rl_trials, tasks, seed, scheduler, tuned["rl"])
        lines.append((f"rl, {rl_trials} episodes/task", lat, wall, n))
    lines.append(("roofline bound", roof, None, None))
    rows = []
    for label, lat_us, wall_s, trials in lines:
        rows.append({"workload": name, "tiling": label, "latency_us": lat_us,
                     "tokens/s": tokens * 1e6 / lat_us, "x default": default / lat_us,
                     "of roofline": roof / lat_us,
                     "tuning time": "" if wall_s is None else f"{wall_s:.1f} s",
                     "trials": "" if trials is None else str(trials), "tasks": len(tasks)})
    for task in (t for t in tasks if t.kind == "ffn"):
        rows[0].setdefault("ffn", []).append(ffn_check(sim, task, {
            s: o[task.key] for s, o in tuned.items() if task.key in o}, bayes_trials, seed,
            scheduler))
    return rows


def markdown(rows: list[dict[str, Any]]) -> str:
    out = ["| " + " | ".join(COLUMNS) + " |", "|" + "|".join(["---"] * len(COLUMNS)) + "|"]
    for r in rows:
        cells = [r["workload"], r["tiling"], f"{r['tokens/s']:,.1f}", f"{r['x default']:.2f}x",
                 f"{100 * r['of roofline']:.1f}%", r["tuning time"] or "-", r["trials"] or "-"]
        out.append("| " + " | ".join(cells) + " |")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="decode past=512 only, 10 bayes / 20 rl trials per task")
    ap.add_argument("--past", help="decode KV lengths, comma-separated (default 512,2048,8192)")
    ap.add_argument("--seq", type=int, default=2048, help="prefill sequence length (0: skip prefill)")
    ap.add_argument("--bayes-trials", type=int, help="bayes trials per task (default 100)")
    ap.add_argument("--rl-trials", type=int, help="rl episodes (trials) per task (default 500)")
    ap.add_argument("--scheduler", choices=("gradient", "round_robin"), default="gradient")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    q = args.quick
    past = [int(x) for x in (args.past or ("512" if q else "512,2048,8192")).split(",") if x]
    bayes_trials = args.bayes_trials if args.bayes_trials is not None else (10 if q else 100)
    rl_trials = args.rl_trials if args.rl_trials is not None else (20 if q else 500)
    seq = 0 if q and args.seq == 2048 else args.seq
    workloads = [(f"decode, KV {p}", MODELS["decode"], {"batch": 1, "past": p}) for p in past]
    if seq:
        workloads.append((f"prefill, seq {seq}", MODELS["prefill"], {"batch": 1, "seq": seq}))
    start, cpu0 = time.perf_counter(), time.process_time()
    print(benchenv.machine() + "\n(tokens/s below are modelled, the same on any machine; only "
          "the tuning times depend on it)\n")
    rows: list[dict[str, Any]] = []
    for name, model, dims in workloads:
        rows += workload_rows(name, model, dims, bayes_trials, rl_trials, args.seed, args.scheduler)
        print(f"{name}: done ({time.perf_counter() - start:.0f} s)", file=sys.stderr, flush=True)
    print("Qwen2.5-7B fp16, single Ascend 910B, batch 1 -- MODELLED by the sim backend, over the "
          "tuned operators only\n(tokens/s: decode = tokens per step, prefill = batch*seq tokens "
          f"per pass; scheduler {args.scheduler}, seed {args.seed})\n")
    print(markdown(rows))
    print("\nFused FFN vs its phases run apart (sim model; us per instance):")
    print(ffn_lines(rows))
    print(f"\ntotal wall time {time.perf_counter() - start:.0f} s, CPU time of this process "
          f"{time.process_time() - cpu0:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
