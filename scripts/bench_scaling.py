"""Measurement throughput with several workers: dispatch overhead, and real compute.

Two parts, each size measured in ``--rounds`` interleaved rounds (median [min-max] printed):

1. **Dispatch overhead (fixed latency).** The ``sim`` backend with a fixed per-measurement
   delay (default 100 ms, a sleep): the ideal throughput with N workers is N / delay, and
   workers need no cores, so this measures what the executors themselves cost per trial
   (process start, queueing, pickling; Ray's actors), not compute scaling. Sizes 1, 2, 4, 8,
   locally and on Ray. Target: >= 90 % efficiency at 8 local workers.
2. **Real compute (CPU-bound).** The ``cpu`` backend measuring real fp32 GEMM kernels (compiled
   beforehand, so only checking and timing run) with 1 and 2 workers, each pinned to its own
   core: efficiency ``throughput_2 / (2 * throughput_1)`` against real compute, and how much the
   kernel times the workers report move when two run at once (shared caches and memory, and
   any other load on the machine). With 2 cores this is the most parallelism there is.

Efficiency = throughput_N / (N * throughput_1 of the same round). The CPU and the load at the
start are printed: on a machine others are using, part 2 measures their load too.

    python scripts/bench_scaling.py [--delay 0.1] [--workers 1,2,4,8] [--trials 20] [--rounds 3]
                                    [--no-ray] [--no-cpu] [--cpu-trials 6]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchenv  # noqa: E402

from aoe_pass.executors import LocalExecutor  # noqa: E402
from ge_bridge.opkey import Task  # noqa: E402
from ge_bridge.tiling import stock_default  # noqa: E402

TASK = Task("gemm", dict(m=4096, n=4096, k=4096, batch=1, trans_a=False, trans_b=False,
                         bias=False), "float16")
CONFIG = stock_default(TASK.kind, TASK.shape, TASK.dtype)
# part 2: a real fp32 GEMM, ~1-2 ms a call; distinct tilings as a tuning run would measure
CPU_TASK = Task("gemm", dict(m=256, n=256, k=256, batch=1, trans_a=False, trans_b=False,
                             bias=False), "float32")
CPU_CONFIGS = [dict(stock_default("gemm", CPU_TASK.shape, "float32"), tile_m=m, tile_n=n)
               for m in (32, 64, 128, 256) for n in (64, 128)]


def run_jobs(ex, count: int, first_id: int = 0, task: Task = TASK,
             configs: list | None = None) -> tuple[float, dict[int, float]]:
    """Keep every worker busy until ``count`` jobs are done: (seconds taken, reported costs per
    job id)."""
    configs = configs or [CONFIG]
    start = time.perf_counter()
    next_id, done, costs = first_id, 0, {}
    while done < count:
        while next_id - first_id < count and ex.in_flight() < ex.capacity:
            ex.submit(next_id, task, configs[next_id % len(configs)])
            next_id += 1
        for job, res in ex.wait():
            if not res.ok:
                raise SystemExit(f"measurement failed: {res.status} {res.error}")
            costs[job] = res.cost
            done += 1
    return time.perf_counter() - start, costs


def measure(make, workers: int, trials: int, task: Task = TASK,
            configs: list | None = None) -> tuple[float, float, dict[int, float]]:
    """``(measurements per second, seconds per trial per worker, costs)`` for one size."""
    ex = make(workers)
    try:
        # warm-up: first import/measure per worker
        run_jobs(ex, workers, first_id=-10 * workers, task=task, configs=configs)
        jobs = trials * workers
        elapsed, costs = run_jobs(ex, jobs, task=task, configs=configs)
    finally:
        ex.close()
    return jobs / elapsed, elapsed * workers / jobs, costs


def _rounds(make, sizes, rounds, trials, **kw):
    """Per size: lists over rounds of throughput, per-trial seconds, efficiency; and costs."""
    thr = {n: [] for n in sizes}
    per = {n: [] for n in sizes}
    eff = {n: [] for n in sizes}
    costs: dict[int, dict[int, list[float]]] = {n: {} for n in sizes}  # size -> config -> us
    for r in range(rounds):
        order = sizes if r % 2 == 0 else sizes[::-1]  # interleave: alternate the order
        got = {}
        for n in order:
            got[n] = measure(make, n, trials, **kw)
        for n in sizes:
            thr[n].append(got[n][0])
            per[n].append(got[n][1])
            eff[n].append(got[n][0] / (n * got[sizes[0]][0] / sizes[0]))
            for job, cost in got[n][2].items():
                costs[n].setdefault(job % len(kw.get("configs") or [CONFIG]), []).append(cost)
    return thr, per, eff, costs


def dispatch_part(args, sizes) -> None:
    opts = {"delay_s": args.delay}
    executors = {"local": lambda n: LocalExecutor("sim", opts, workers=n)}
    ray = None
    if not args.no_ray:
        try:
            import ray
        except ImportError:
            print("ray: not installed (pip install 'aoe-pass[ray]'), Ray rows skipped")
    if ray is not None:
        from aoe_pass.executors import RayExecutor

        ray.init(num_cpus=2, include_dashboard=False, _node_ip_address="127.0.0.1",
                 log_to_driver=False, logging_level="ERROR")
        executors["ray"] = lambda n: RayExecutor("sim", opts, workers=n)
    print(f"\n== 1. dispatch overhead: sim backend, fixed {args.delay * 1e3:g} ms per measurement "
          f"(a sleep), {args.trials} measurements per worker per size, {args.rounds} rounds; "
          f"ideal throughput N / delay")
    print(f"{'executor':>8} {'workers':>7} {'ideal':>6} {'meas/s':>22} {'efficiency':>22} "
          f"{'overhead ms/trial':>24}")
    over: dict[tuple[str, int], float] = {}
    try:
        for name, make in executors.items():
            thr, per, eff, _ = _rounds(make, sizes, args.rounds, args.trials)
            for n in sizes:
                ms = [(p - args.delay) * 1e3 for p in per[n]]
                over[name, n] = statistics.median(ms)
                print(f"{name:>8} {n:>7} {n / args.delay:>6.0f} {benchenv.spread(thr[n]):>22} "
                      f"{benchenv.spread([100 * e for e in eff[n]], '%'):>22} "
                      f"{benchenv.spread(ms):>24}", flush=True)
            n = max(sizes)
            if name == "local":
                e = statistics.median(eff[n])
                print(f"   local efficiency at {n} workers: median {e:.0%} "
                      f"(target >= 90%: {'met' if e >= 0.9 else 'NOT met'})")
    finally:
        if ray is not None:
            ray.shutdown()
    if "ray" in executors:
        print("   Ray per-trial overhead minus local, medians (ms):  " + "  ".join(
            f"{n} workers: {over['ray', n] - over['local', n]:+.1f}" for n in sizes))


def cpu_part(args) -> None:
    from aoe_pass.backends.cpu import CpuBackend

    sizes = [1, 2]
    with tempfile.TemporaryDirectory() as cache:
        b = CpuBackend(cache_dir=cache)
        try:
            for cfg in CPU_CONFIGS:  # compile once up front: the workers find the libraries
                path, err = b.build(CPU_TASK, b.full_tiling(CPU_TASK, cfg))
                if path is None:
                    raise SystemExit(f"cpu backend: cannot compile the benchmark kernel: {err}")
        finally:
            b.close()
        opts = {"cache_dir": cache, "repeats": 3, "sample_s": 0.05, "timeout_s": 60.0}
        make = lambda n: LocalExecutor("cpu", opts, workers=n)  # noqa: E731
        print(f"\n== 2. real compute: cpu backend, fp32 GEMM {CPU_TASK.shape['m']}^3, "
              f"{len(CPU_CONFIGS)} tilings cycled, {args.cpu_trials} measurements per worker "
              f"per size (each: check + 3 samples of >= 50 ms), {args.rounds} rounds; one core "
              f"per worker")
        thr, per, eff, costs = _rounds(make, sizes, args.rounds, args.cpu_trials,
                                       task=CPU_TASK, configs=CPU_CONFIGS)
    print(f"{'workers':>7} {'meas/s':>22} {'efficiency':>22}")
    for n in sizes:
        print(f"{n:>7} {benchenv.spread(thr[n]):>22} "
              f"{benchenv.spread([100 * e for e in eff[n]], '%'):>22}")
    # the same tiling's reported kernel time with 2 workers vs 1, per tiling
    slow = [statistics.median(costs[2][c]) / statistics.median(costs[1][c])
            for c in costs[1] if c in costs[2]]
    print(f"   2 workers: efficiency median {statistics.median(eff[2]):.0%} of 2x; a tiling's "
          f"reported kernel time with 2 workers / with 1: {benchenv.spread(slow)} over tilings "
          f"(contention distorts what is measured)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--delay", type=float, default=0.1, help="seconds per measurement (part 1)")
    ap.add_argument("--workers", default="1,2,4,8", help="comma-separated worker counts (part 1)")
    ap.add_argument("--trials", type=int, default=20, help="measurements per worker per size (part 1)")
    ap.add_argument("--rounds", type=int, default=3, help="interleaved rounds per size")
    ap.add_argument("--no-ray", action="store_true", help="local executor only (part 1)")
    ap.add_argument("--no-cpu", action="store_true", help="skip part 2 (needs a C compiler)")
    ap.add_argument("--cpu-trials", type=int, default=6, help="measurements per worker (part 2)")
    args = ap.parse_args()
    start = time.perf_counter()
    print(benchenv.machine())
    dispatch_part(args, [int(w) for w in args.workers.split(",")])
    if not args.no_cpu:
        cpu_part(args)
    print(f"\nwall time {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
