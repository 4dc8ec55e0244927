"""Benchmark: graph import + pattern pass on Qwen2.5-7B graphs with seq=2048.

Usage: python scripts/bench_pass.py [--repeat N] [--dim NAME=VALUE ...]

Times, in one run, (a) the torch-exported meta-device Qwen2.5-7B fixture
(tests/fixtures/hf_qwen2_7b_meta.onnx, weights absent) and (b) the built-in ``qwen2.5-7b``
(built in memory; its build time is reported apart). Prints node count, load and pass
seconds (best of N), task and instance counts, and the ratio of load+pass to the 2 s target.
"""
from __future__ import annotations

import argparse
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from aoe_pass.graph_pass import extract  # noqa: E402
from ge_bridge.load import load_graph, parse_dims  # noqa: E402
from models.registry import get_model  # noqa: E402

TARGET_S = 2.0
META = os.path.join(ROOT, "tests", "fixtures", "hf_qwen2_7b_meta.onnx")
# the same export before torch's optimizer: 5,777 ONNX nodes (Shape/Gather/Concat chains intact)
META_RAW = os.path.join(ROOT, "tests", "fixtures", "hf_qwen2_7b_meta_raw.onnx")


def _best(fn, repeat):
    best, out = float("inf"), None
    for _ in range(repeat):
        t = time.perf_counter()
        out = fn()
        best = min(best, time.perf_counter() - t)
    return best, out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--dim", action="append", default=["seq=2048"])
    args = ap.parse_args()
    dims = {"batch": 1, **parse_dims(args.dim)}
    cases = []
    for path in (META_RAW, META):
        if os.path.exists(path):
            cases.append((os.path.basename(path), lambda p=path: p, 0.0))
        else:
            print(f"(missing {path}: skipping that torch-exported graph)")
    spec = get_model("qwen2.5-7b")
    build_s, proto = _best(spec.build, args.repeat)
    cases.append(("built-in qwen2.5-7b", lambda: proto, build_s))
    print(f"{'graph':28} {'nodes':>6} {'load s':>7} {'pass s':>7} {'total s':>8} "
          f"{'vs 2 s':>7} {'tasks':>6} {'instances':>9}")
    for name, source, extra in cases:
        load_s, graph = _best(lambda s=source: load_graph(s(), dims), args.repeat)
        pass_s, result = _best(lambda g=graph: extract(g), args.repeat)
        total = load_s + pass_s
        print(f"{name:28} {len(graph.nodes):6d} {load_s:7.3f} {pass_s:7.3f} {total:8.3f} "
              f"{total / TARGET_S:6.2f}x {len(result.tasks):6d} {len(result.instances):9d}"
              + (f"   (+ build {extra:.3f} s)" if extra else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
