"""Benchmark: the cpu backend's fp32 GEMM kernel (stock default vs tuned) against numpy's matmul.

One run, one thread everywhere, side by side:  GFLOP/s of numpy (OpenBLAS, pinned to 1 thread
with threadpoolctl), of the stock default tiling and of the best tiling a short search found
(``bayes`` from :mod:`aoe_pass.search`, or seeded random sampling if that is unavailable), at
1024x1024x1024 and at a decode shape (m=1, n=k=4096).

OPENBLAS_CORETYPE / OPENBLAS_L2_SIZE (set on some machines for old OpenBLAS bugs) slow a current
numpy: this script re-executes itself without them, for its own run only.

    python scripts/bench_cpu_gemm.py [--trials 48] [--strategy bayes|random] [--quick]
"""
from __future__ import annotations

import os
import sys

_DROP = ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE")
if any(k in os.environ for k in _DROP) and not os.environ.get("AOE_BENCH_CLEAN_ENV"):
    env = {k: v for k, v in os.environ.items() if k not in _DROP}
    env["AOE_BENCH_CLEAN_ENV"] = "1"
    os.execve(sys.executable, [sys.executable, *sys.argv], env)

import argparse  # noqa: E402
import random  # noqa: E402
import statistics  # noqa: E402
import time  # noqa: E402

import numpy as np  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from aoe_pass.backends.cpu import CpuBackend  # noqa: E402
from ge_bridge.opkey import Task  # noqa: E402
from ge_bridge.tiling import PARAMS, stock_default  # noqa: E402


def numpy_gflops(m: int, n: int, k: int, repeats: int = 7) -> float:
    rng = np.random.default_rng(0)
    a = rng.uniform(-1, 1, (m, k)).astype(np.float32)
    b = rng.uniform(-1, 1, (k, n)).astype(np.float32)
    a @ b
    t0 = time.perf_counter()
    a @ b
    inner = max(1, int(0.05 / max(time.perf_counter() - t0, 1e-7)))
    samples = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        for _ in range(inner):
            a @ b
        samples.append((time.perf_counter() - t0) / inner)
    return 2.0 * m * n * k / statistics.median(samples) / 1e9


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
    ap.add_argument("--strategy", default="bayes", choices=["bayes", "random"])
    ap.add_argument("--quick", action="store_true", help="smaller shapes (512^3, 1x2048x2048)")
    args = ap.parse_args()
    try:
        from threadpoolctl import threadpool_info, threadpool_limits
    except ImportError:
        print("threadpoolctl is required (pip install threadpoolctl)")
        return 2
    threadpool_limits(1)
    for info in threadpool_info():
        if info.get("user_api") == "blas":
            print(f"numpy BLAS: {info.get('internal_api')} {info.get('version')} "
                  f"kernel={info.get('architecture')} threads={info.get('num_threads')}")
    print(f"env: OPENBLAS_CORETYPE={os.environ.get('OPENBLAS_CORETYPE', '<unset>')} "
          f"OPENBLAS_L2_SIZE={os.environ.get('OPENBLAS_L2_SIZE', '<unset>')}; all runs 1 thread")
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
            # remeasure default, tuned and numpy back to back
            default = backend.measure(task, [stock_default("gemm", task.shape, "float32")])[0]
            tuned = backend.measure(task, [cfg])[0] if cfg else None
            np_gf = numpy_gflops(m, n, k)
            d_gf = flops / default.cost / 1e3 if default.ok else float("nan")
            t_gf = flops / tuned.cost / 1e3 if tuned is not None and tuned.ok else float("nan")
            rows.append((f"{m}x{n}x{k}", np_gf, d_gf, t_gf))
    finally:
        backend.close()
    print("\nshape            numpy GF/s  default GF/s  tuned GF/s  tuned/numpy  tuned/default")
    for name, np_gf, d_gf, t_gf in rows:
        print(f"{name:<16} {np_gf:10.1f} {d_gf:13.1f} {t_gf:11.1f} {t_gf / np_gf:12.2f} "
              f"{t_gf / d_gf:14.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
