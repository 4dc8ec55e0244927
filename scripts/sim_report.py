"""Print default / tuned / roofline per Qwen2.5-7B task on the sim 910B model, and tokens/s.

"Tuned" is the cheapest of N random configurations evaluated with ``SimBackend.cost_batch``
(a crude tuner: the real ones should do at least as well). Also prints cost_batch throughput.

    python scripts/sim_report.py [--samples 200000] [--seed 0]
"""
from __future__ import annotations

import argparse
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from aoe_pass.backends.sim import SimBackend  # noqa: E402
from ge_bridge.opkey import Task  # noqa: E402
from ge_bridge.tiling import PARAMS  # noqa: E402

HIDDEN, HEADS, KV_HEADS, HEAD_DIM, INTER, VOCAB, LAYERS = 3584, 28, 4, 128, 18944, 152064, 28


def qwen_tasks(decode: bool, seq: int) -> dict[str, Task]:
    m = 1 if decode else seq

    def g(n, k, bias, weight=LAYERS):
        return Task("gemm", dict(m=m, n=n, k=k, batch=1, trans_a=False, trans_b=False,
                                 bias=bias), "float16", weight)

    return {
        "q_proj": g(HIDDEN, HIDDEN, True), "k_proj": g(KV_HEADS * HEAD_DIM, HIDDEN, True),
        "v_proj": g(KV_HEADS * HEAD_DIM, HIDDEN, True), "o_proj": g(HIDDEN, HIDDEN, False),
        "attention": Task("attention", dict(batch=1, q_heads=HEADS, kv_heads=KV_HEADS,
                                            seq_q=1 if decode else seq,
                                            seq_kv=seq + 1 if decode else seq,
                                            head_dim=HEAD_DIM, causal=True), "float16", LAYERS),
        "ffn": Task("ffn", dict(tokens=m, hidden=HIDDEN, intermediate=INTER, activation="silu",
                                gated=True), "float16", LAYERS),
        "rmsnorm": Task("rmsnorm", dict(rows=m, hidden=HIDDEN), "float16", 2 * LAYERS + 1),
        "lm_head": g(VOCAB, HIDDEN, False, weight=1),
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--samples", type=int, default=200000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--seq", type=int, default=2048)
    args = ap.parse_args()
    sim = SimBackend()
    rng = np.random.default_rng(args.seed)
    for phase in ("decode", "prefill"):
        tasks = qwen_tasks(phase == "decode", args.seq)
        print(f"\n== {phase} (seq {args.seq}), costs in us per instance ==")
        print(f"{'task':10} {'weight':>6} {'default':>10} {'tuned':>10} {'roofline':>10} "
              f"{'def/tuned':>9} {'tuned/roof':>10} {'Mcfg/s':>7}  best tiling")
        totals = np.zeros(3)
        for name, task in tasks.items():
            cols = {p: np.asarray(v)[rng.integers(0, len(v), args.samples)]
                    for p, v in PARAMS[task.kind].items()}
            t0 = time.perf_counter()
            costs = sim.cost_batch(task, cols)
            rate = args.samples / (time.perf_counter() - t0) / 1e6
            i = int(np.argmin(costs))
            best = {p: cols[p][i].item() for p in cols}
            d, b, r = sim.default_cost(task), float(costs[i]), sim.roofline(task)
            totals += task.weight * np.array([d, b, r])
            print(f"{name:10} {task.weight:>6} {d:>10.1f} {b:>10.1f} {r:>10.1f} {d / b:>9.2f} "
                  f"{b / r:>10.2f} {rate:>7.2f}  {best}")
        d, b, r = totals
        unit = "tokens/s" if phase == "decode" else "prefills/s"
        print(f"model total: default {d / 1e3:.2f} ms, tuned {b / 1e3:.2f} ms, roofline "
              f"{r / 1e3:.2f} ms -> {unit}: default {1e6 / d:.1f}, tuned {1e6 / b:.1f} "
              f"({d / b:.2f}x), roofline {1e6 / r:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
