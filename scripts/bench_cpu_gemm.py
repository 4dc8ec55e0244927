"""Benchmark: the cpu backend's fp32 GEMM kernel (stock default vs tuned) against numpy's matmul.

One run, one thread everywhere, side by side: GFLOP/s of numpy (its BLAS pinned to 1 thread with
threadpoolctl), of the stock default tiling and of the best tiling a short search found
(``bayes`` from :mod:`aoe_pass.search`, or seeded random sampling if that is unavailable), at
1024x1024x1024 and at a decode shape (m=1, n=k=4096). After the search, ``--rounds`` rounds
measure numpy, default and tuned interleaved (the order rotates each round; each measurement is
one sample of >= 50 ms), so that load on the machine hits all three alike; the table gives the
median [min-max] of each, and of the per-round ratios. The CPU and the BLAS kernel are printed.

OPENBLAS_CORETYPE / OPENBLAS_L2_SIZE (set on some machines for old OpenBLAS bugs) slow a current
numpy: this script re-executes itself without them, for its own run only.

    python scripts/bench_cpu_gemm.py [--trials 48] [--rounds 7] [--strategy bayes|random] [--quick]
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchenv  # noqa: E402

benchenv.clean_blas_env()

import argparse  # noqa: E402
import random  # noqa: E402
import time  # noqa: E402

import numpy as np  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from aoe_pass.backends.cpu import CpuBackend  # noqa: E402
from ge_bridge.opkey import Task  # noqa: E402
from ge_bridge.tiling import PARAMS, stock_default  # noqa: E402

SAMPLE_S = 0.05


def numpy_sample(a: np.ndarray, b: np.ndarray) -> float:
    """Seconds per ``a @ b``: one sample, an inner loop of >= SAMPLE_S."""
    t0 = time.perf_counter()
    a @ b
    inner = max(1, int(SAMPLE_S / max(time.perf_counter() - t0, 1e-7)))
    t0 = time.perf_counter()
    for _ in range(inner):
        a @ b
    return (time.perf_counter() - t0) / inner


def search(backend: CpuBackend, task: Task, trials: int, strategy: str, seed: int = 0):
    """Best (cost_us, config, n_ok) over ``trials`` measured configurations."""
    best = (float("inf"), None)
    n_ok = 0
    strat = None
    if strategy == "bayes":
        try:
            from aoe_pass.search import Space, make_strategy
            space = Space.for_task(task.kind, task.shape, task.dtype, target=None)
            strat = make_strategy("bayes", space, seed=seed)
        except Exception as exc:  # the search package is optional here
            print(f"  (bayes unavailable: {exc}; using random sampling)")
    rng = random.Random(seed)
    done = 0
    while done < trials:
        n = min(8, trials - done)
        if strat is not None:
            configs = strat.ask(n)
            if not configs:
                break
        else:
            configs = [{p: rng.choice(v) for p, v in PARAMS[task.kind].items()} for _ in range(n)]
        results = backend.measure(task, configs)
        costs = [r.cost if r.ok else None for r in results]
        if strat is not None:
            strat.tell(configs, costs)
        for c, cost in zip(configs, costs):
            if cost is not None:
                n_ok += 1
                if cost < best[0]:
                    best = (cost, c)
        done += len(configs)
    return best[0], best[1], n_ok


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--trials", type=int, default=48)
    ap.add_argument("--rounds", type=int, default=7, help="interleaved measurement rounds")
    ap.add_argument("--strategy", default="bayes", choices=["bayes", "random"])
    ap.add_argument("--quick", action="store_true", help="smaller shapes (512^3, 1x2048x2048)")
    args = ap.parse_args()
    try:
        from threadpoolctl import threadpool_limits
    except ImportError:
        print("threadpoolctl is required (pip install threadpoolctl)")
        return 2
    threadpool_limits(1)
    start = time.perf_counter()
    print(benchenv.machine())
    print("all runs 1 thread")
    shapes = [(1024, 1024, 1024), (1, 4096, 4096)]
    if args.quick:
        shapes = [(512, 512, 512), (1, 2048, 2048)]
    backend = CpuBackend(repeats=5, timeout_s=30.0, threads=1)
    rows = []
    try:
        for m, n, k in shapes:
            task = Task("gemm", {"m": m, "n": n, "k": k, "batch": 1, "trans_a": False,
                                 "trans_b": False, "bias": False}, "float32")
            flops = 2.0 * m * n * k
            print(f"\n== gemm {m}x{n}x{k} fp32: searching {args.trials} configs ({args.strategy})")
            t0 = time.time()
            cost, cfg, n_ok = search(backend, task, args.trials, args.strategy)
            print(f"  search: {n_ok}/{args.trials} ok in {time.time() - t0:.0f} s; best {cfg}")
            if cfg is None:
                continue
            rng = np.random.default_rng(0)
            a = rng.uniform(-1, 1, (m, k)).astype(np.float32)
            b = rng.uniform(-1, 1, (k, n)).astype(np.float32)
            one = CpuBackend(repeats=1, timeout_s=30.0, threads=1, sample_s=SAMPLE_S)
            configs = {"default": stock_default("gemm", task.shape, "float32"), "tuned": cfg}
            gf: dict[str, list[float]] = {"numpy": [], "default": [], "tuned": []}
            try:
                for r in range(args.rounds):
                    order = ["numpy", "default", "tuned"]
                    for name in order[r % 3:] + order[:r % 3]:
                        if name == "numpy":
                            sec = numpy_sample(a, b)
                        else:
                            res = one.measure(task, [configs[name]])[0]
                            if not res.ok:
                                raise SystemExit(f"{name} failed: {res.status} {res.error}")
                            sec = res.cost * 1e-6
                        gf[name].append(flops / sec / 1e9)
            finally:
                one.close()
            rows.append((f"{m}x{n}x{k}", gf))
    finally:
        backend.close()
    print(f"\nGFLOP/s, {args.rounds} interleaved rounds: median [min-max] n=rounds; ratios per round")
    print(f"{'shape':<15} {'numpy':>20} {'default':>20} {'tuned':>20} {'tuned/numpy':>20} "
          f"{'tuned/default':>20}")
    for name, gf in rows:
        tn = [t / x for t, x in zip(gf["tuned"], gf["numpy"])]
        td = [t / d for t, d in zip(gf["tuned"], gf["default"])]
        print(f"{name:<15} " + " ".join(f"{benchenv.spread(v):>20}" for v in
                                        (gf["numpy"], gf["default"], gf["tuned"], tn, td)))
    print(f"\nwall time {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
