"""Benchmark: graph import + pattern pass on Qwen2.5-7B graphs with seq=2048.

Usage: python scripts/bench_pass.py [--repeat N] [--dim NAME=VALUE ...]   (default 7 repeats)

Times, in one run, (a) the torch-exported meta-device Qwen2.5-7B fixture
(tests/fixtures/hf_qwen2_7b_meta.onnx, weights absent) and (b) the built-in ``qwen2.5-7b``
(built in memory; its build time is reported apart). Prints node count, load and pass
seconds (median [min-max] of N runs), task and instance counts, the median load+pass against the
2 s target, and the machine it ran on.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "scripts"))

import benchenv  # noqa: E402

from aoe_pass.graph_pass import extract  # noqa: E402
from ge_bridge.load import load_graph, parse_dims  # noqa: E402
from models.registry import get_model  # noqa: E402

TARGET_S = 2.0
META = os.path.join(ROOT, "tests", "fixtures", "hf_qwen2_7b_meta.onnx")
# the same export before torch's optimizer: 5,777 ONNX nodes (Shape/Gather/Concat chains intact)
META_RAW = os.path.join(ROOT, "tests", "fixtures", "hf_qwen2_7b_meta_raw.onnx")


def _runs(fn, repeat):
    times, out = [], None
    for _ in range(repeat):
        t = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - t)
    return times, out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--dim", action="append", default=["seq=2048"])
    args = ap.parse_args()
    start = time.perf_counter()
    print(benchenv.machine())
    dims = {"batch": 1, **parse_dims(args.dim)}
    cases = []
    for path in (META_RAW, META):
        if os.path.exists(path):
            cases.append((os.path.basename(path), lambda p=path: p, None))
        else:
            print(f"(missing {path}: skipping that torch-exported graph)")
    spec = get_model("qwen2.5-7b")
    build_s, proto = _runs(spec.build, args.repeat)
    cases.append(("built-in qwen2.5-7b", lambda: proto, build_s))
    print(f"seconds, median [min-max] of {args.repeat} runs")
    for name, source, extra in cases:
        load_s, graph = _runs(lambda s=source: load_graph(s(), dims), args.repeat)
        pass_s, result = _runs(lambda g=graph: extract(g), args.repeat)
        total = [a + b for a, b in zip(load_s, pass_s)]
        print(f"{name}: {len(graph.nodes)} nodes, {len(result.tasks)} tasks, "
              f"{len(result.instances)} instances\n  load {benchenv.spread(load_s)}, pass "
              f"{benchenv.spread(pass_s)}, load+pass {benchenv.spread(total)} "
              f"= {statistics.median(total) / TARGET_S:.2f}x the 2 s target"
              + (f"\n  (+ build {benchenv.spread(extra)})" if extra else ""))
    print(f"wall time {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
