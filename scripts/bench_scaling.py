"""Measurement throughput with 1, 2, 4, 8 workers, locally and on Ray, in one run.

The backend is ``sim`` with a fixed per-measurement delay (default 100 ms), so the ideal
throughput with N workers is N / delay. Prints, per executor and worker count: measurements per
second, scaling efficiency ``throughput_N / (N * throughput_1)`` and the per-trial overhead
(time a worker spends per trial beyond the delay); then Ray's overhead minus the local one.
Target: >= 90 % efficiency at 8 workers locally for 100 ms measurements. Sleeping workers need
no cores, so this runs on a 2-core machine.

    python scripts/bench_scaling.py [--delay 0.1] [--workers 1,2,4,8] [--trials 20] [--no-ray]
"""
from __future__ import annotations

import argparse
import time

from aoe_pass.executor import LocalExecutor
from ge_bridge.opkey import Task
from ge_bridge.tiling import stock_default

TASK = Task("gemm", dict(m=4096, n=4096, k=4096, batch=1, trans_a=False, trans_b=False,
                         bias=False), "float16")
CONFIG = stock_default(TASK.kind, TASK.shape, TASK.dtype)


def run_jobs(ex, count: int, first_id: int = 0) -> float:
    """Keep every worker busy until ``count`` jobs are done; seconds taken."""
    start = time.perf_counter()
    next_id, done = first_id, 0
    while done < count:
        while next_id - first_id < count and ex.in_flight() < ex.capacity:
            ex.submit(next_id, TASK, CONFIG)
            next_id += 1
        for _, res in ex.wait():
            if not res.ok:
                raise SystemExit(f"measurement failed: {res.status} {res.error}")
            done += 1
    return time.perf_counter() - start


def measure(make, workers: int, delay: float, trials: int) -> tuple[float, float]:
    """``(measurements per second, per-trial overhead in ms)`` for one executor size."""
    ex = make(workers)
    try:
        run_jobs(ex, workers, first_id=-10 * workers)  # warm-up: first import/measure per worker
        jobs = trials * workers
        elapsed = run_jobs(ex, jobs)
    finally:
        ex.close()
    return jobs / elapsed, (elapsed * workers / jobs - delay) * 1e3


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--delay", type=float, default=0.1, help="seconds per measurement")
    ap.add_argument("--workers", default="1,2,4,8", help="comma-separated worker counts")
    ap.add_argument("--trials", type=int, default=20, help="measurements per worker per size")
    ap.add_argument("--no-ray", action="store_true", help="local executor only")
    args = ap.parse_args()
    sizes = [int(w) for w in args.workers.split(",")]
    opts = {"delay_s": args.delay}

    executors = {"local": lambda n: LocalExecutor("sim", opts, workers=n)}
    ray = None
    if not args.no_ray:
        try:
            import ray
        except ImportError:
            print("ray: not installed (pip install 'aoe-pass[ray]'), Ray rows skipped")
    if ray is not None:
        from aoe_pass.ray_executor import RayExecutor

        ray.init(num_cpus=2, include_dashboard=False, _node_ip_address="127.0.0.1",
                 log_to_driver=False, logging_level="ERROR")
        executors["ray"] = lambda n: RayExecutor("sim", opts, workers=n)

    print(f"sim backend, {args.delay * 1e3:g} ms per measurement, {args.trials} measurements "
          f"per worker per size; ideal throughput N / delay\n")
    print(f"{'executor':>8} {'workers':>7} {'meas/s':>8} {'ideal':>7} {'efficiency':>10} "
          f"{'overhead ms/trial':>17}")
    table: dict[tuple[str, int], tuple[float, float]] = {}
    try:
        for name, make in executors.items():
            for n in sizes:
                thr, over = measure(make, n, args.delay, args.trials)
                table[name, n] = (thr, over)
                base = table.get((name, sizes[0]), (thr, 0))[0] / sizes[0]
                print(f"{name:>8} {n:>7} {thr:>8.2f} {n / args.delay:>7.1f} "
                      f"{thr / (n * base):>10.1%} {over:>17.2f}", flush=True)
    finally:
        if ray is not None:
            ray.shutdown()
    if "ray" in executors:
        print("\nRay per-trial overhead minus local (ms):  " + "  ".join(
            f"{n} workers: {table['ray', n][1] - table['local', n][1]:+.2f}" for n in sizes))
    n = max(sizes)
    eff = table["local", n][0] / (n * table["local", sizes[0]][0] / sizes[0])
    print(f"local efficiency at {n} workers: {eff:.1%} (target >= 90%: "
          f"{'met' if eff >= 0.9 else 'NOT met'})")


if __name__ == "__main__":
    main()
