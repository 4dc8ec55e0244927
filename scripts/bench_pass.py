"""Benchmark: graph import + pattern pass on Qwen2.5-7B graphs with seq=2048, and its scaling.

Usage: python scripts/bench_pass.py [--repeat N] [--dim NAME=VALUE ...] [--sizes 10000,30000,100000]
(default 7 repeats)

Times, in one run, (a) the torch-exported meta-device Qwen2.5-7B fixture
(tests/fixtures/hf_qwen2_7b_meta.onnx, weights absent) and (b) the built-in ``qwen2.5-7b``
(built in memory; its build time is reported apart). Prints node count, load and pass
seconds (median [min-max] of N runs), task and instance counts, the median load+pass against the
2 s target, and the machine it ran on.

Then the scaling cases (target: near linear): a MatMul followed by a chain of N-1 Relu, and a
MatMul whose output N-1 Relu read (a fan-out), at each size; printed side by side with the time
per node relative to the smallest size (1.00 everywhere is linear) and the matcher's candidate
visits per node. The scaling times are CPU seconds of this process (``time.process_time``), so
other load on the machine does not skew the ratios.
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


def _best(fn, repeat, clock=time.perf_counter):
    best, out = float("inf"), None
    for _ in range(repeat):
        t = clock()
        out = fn()
        best = min(best, clock() - t)
    return best, out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--dim", action="append", default=["seq=2048"])
    ap.add_argument("--sizes", default="10000,30000,100000",
                    help="node counts of the scaling cases ('' to skip them)")
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
    if args.sizes:
        scaling(sorted(int(x) for x in args.sizes.split(",")), args.repeat)
    print(f"wall time {time.perf_counter() - start:.0f} s")
    return 0


def relu_graph(n: int, fan_out: bool):
    """``MatMul`` then ``n - 1`` Relu: a chain, or all reading the MatMul (a fan-out)."""
    import numpy as np
    from onnx import TensorProto, helper

    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [4, 8])
    w = helper.make_tensor("w", TensorProto.FLOAT, [8, 8], np.zeros(64, np.float32))
    nodes = [helper.make_node("MatMul", ["x", "w"], ["t0"], name="mm")]
    nodes += [helper.make_node("Relu", ["t0" if fan_out else f"t{i - 1}"], [f"t{i}"], name=f"r{i}")
              for i in range(1, n)]
    outs = [f"t{i}" for i in range(1, n)] if fan_out else [f"t{n - 1}"]
    y = [helper.make_tensor_value_info(o, TensorProto.FLOAT, [4, 8]) for o in outs]
    return helper.make_model(helper.make_graph(nodes, "g", [x], y, [w]),
                             opset_imports=[helper.make_opsetid("", 17)])


def scaling(sizes: list[int], repeat: int) -> None:
    print(f"\nscaling: CPU seconds of this process (best of {repeat}; other load on the machine "
          f"does not count); 'per node x' = (load+pass) per node / that at {sizes[0]:,} nodes")
    print(f"{'case':24} {'nodes':>8} {'load s':>7} {'pass s':>7} {'per node x':>10} "
          f"{'visits/node':>11}")
    for fan_out in (False, True):
        case = "MatMul + Relu fan-out" if fan_out else "MatMul + Relu chain"
        base = None
        for n in sizes:
            proto = relu_graph(n, fan_out)
            load_s, graph = _best(lambda p=proto: load_graph(p, {}), repeat, time.process_time)
            pass_s, result = _best(lambda g=graph: extract(g), repeat, time.process_time)
            per = (load_s + pass_s) / n
            base = base or per
            print(f"{case:24} {n:8,d} {load_s:7.3f} {pass_s:7.3f} {per / base:10.2f} "
                  f"{result.match_visits / n:11.2f}")


if __name__ == "__main__":
    sys.exit(main())
