"""Tuned vs stock default tilings, end to end: tune -> compile -> ``aoe_tune run --compare-default``.

Tunes a runnable built-in model with the cpu backend, compiles it, and runs the compiled model
with the stamped tilings and the stock defaults interleaved in one process, printing tokens/s and
the per-op-type kernel time side by side (medians). Usage:

    python scripts/bench_runtime.py [--model tiny-llama] [--seq 64] [--trials 60] [--repeat 5]
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from aoe_pass.cli import main  # noqa: E402


def bench(model: str, seq: int, trials: int, repeat: int) -> int:
    with tempfile.TemporaryDirectory() as tmp:
        cache, out = os.path.join(tmp, "t.json"), os.path.join(tmp, "m.aoe.onnx")
        dims = ["--dim", "batch=1", "--dim", f"seq={seq}"]
        rc = main(["tune", model, *dims, "--cache", cache, "--backend", "cpu", "--trials", str(trials),
                   "--no-progress"])
        if rc:
            return rc
        rc = main(["compile", model, *dims, "--cache", cache, "-o", out])
        if rc:
            return rc
        print(f"\n== aoe_tune run {model} seq={seq} --compare-default --repeat {repeat}")
        return main(["run", out, *dims, "--compare-default", "--repeat", str(repeat)])


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", default="tiny-llama")
    ap.add_argument("--seq", type=int, default=64)
    ap.add_argument("--trials", type=int, default=60)
    ap.add_argument("--repeat", type=int, default=5)
    a = ap.parse_args()
    sys.exit(bench(a.model, a.seq, a.trials, a.repeat))
