"""The roofline: the physical lower bound of a task's cost on a target.

``max(useful work / the target's peak, compulsory bytes / HBM bandwidth)``, every core busy: no
tiling beats it. The report shows each task's efficiency against it; the sim floors its noise
with it; the tuner drops a logged cost below half of it as implausible. It needs only the task
and the :class:`~ge_bridge.targets.Target` (clock, cores, peaks, bandwidth), no cost model.
"""
from __future__ import annotations

from typing import Any, Mapping

import numpy as np

from .errors import AoeError
from .opkey import DTYPE_BYTES, SHAPE_FIELDS, Task, quantized
from .targets import Target

__all__ = ["hbm_bytes_per_cycle", "quant_b_bytes", "roofline_cycles", "roofline_us"]


def hbm_bytes_per_cycle(tgt: Target) -> float:
    return tgt.hbm_gbps / tgt.clock_ghz  # GB/s / Gcycles/s = bytes per cycle


def quant_b_bytes(weight_dtype: str, block_size: int, in_bytes: int) -> float:
    """Bytes per B element of a weight-only quantized GEMM: packed bits plus the block scales."""
    bits = int(weight_dtype.removeprefix("int"))
    return bits / 8 + in_bytes / block_size


def gemm_cycles(tgt: Target, *, m: int, n: int, k: int, batch: int, in_bytes: int,
                out_bytes: int, bias: bool, out_frac: float = 1.0,
                b_bytes: float | None = None) -> float:
    """max(useful MACs / cube peak of all cores, compulsory bytes / HBM bandwidth)."""
    macs = batch * m * n * k
    compute = macs / (tgt.cube_macs_per_cycle * tgt.cube_cores)
    wb = in_bytes if b_bytes is None else b_bytes
    nbytes = (batch * m * k + (n if bias else 0)) * in_bytes + k * n * wb
    nbytes += batch * m * n * out_frac * out_bytes
    return max(compute, nbytes / hbm_bytes_per_cycle(tgt))


def _attention(tgt: Target, shape: Mapping[str, Any], in_bytes: int) -> float:
    batch, hq, hkv = int(shape["batch"]), int(shape["q_heads"]), int(shape["kv_heads"])
    sq, skv, d = int(shape["seq_q"]), int(shape["seq_kv"]), int(shape["head_dim"])
    if shape.get("causal"):
        visible = float(np.minimum(skv, skv - sq + np.arange(1, sq + 1)).sum())
    else:
        visible = float(sq * skv)
    macs = 2.0 * batch * hq * d * visible
    nbytes = (2.0 * batch * hq * sq * d + 2.0 * batch * hkv * skv * d) * in_bytes
    return max(macs / (tgt.cube_macs_per_cycle * tgt.cube_cores),
               nbytes / hbm_bytes_per_cycle(tgt))


def _ffn(tgt: Target, shape: Mapping[str, Any], in_bytes: int) -> float:
    tokens, hidden, inter = int(shape["tokens"]), int(shape["hidden"]), int(shape["intermediate"])
    gates = 2 if shape.get("gated") else 1
    macs = tokens * hidden * inter * (gates + 1)
    nbytes = (2 * tokens * hidden + hidden * inter * (gates + 1)) * in_bytes
    return max(macs / (tgt.cube_macs_per_cycle * tgt.cube_cores),
               nbytes / hbm_bytes_per_cycle(tgt))


def _norm(tgt: Target, kind: str, shape: Mapping[str, Any], in_bytes: int) -> float:
    rows, hidden = int(shape["rows"]), int(shape["hidden"])
    nbytes = (2 * rows * hidden + (2 if kind == "layernorm" else 1) * hidden) * in_bytes
    ops = rows * hidden * (4 if kind == "layernorm" else 3)
    compute = ops / (tgt.vector_cores * tgt.vec_bytes_per_cycle / 4)
    return max(compute, nbytes / hbm_bytes_per_cycle(tgt))


def roofline_cycles(tgt: Target, task: Task) -> float:
    """The task's roofline in AI Core cycles; AoeError for a task that is not well formed."""
    if task.kind not in SHAPE_FIELDS:
        raise AoeError(f"unknown op kind {task.kind!r}")
    if task.dtype not in DTYPE_BYTES:
        raise AoeError(f"unsupported dtype {task.dtype!r} for {task.key}")
    missing = [f for f in SHAPE_FIELDS[task.kind] if f not in task.shape]
    if missing:
        raise AoeError(f"{task.kind} task lacks shape field(s) {', '.join(missing)}")
    b, s = DTYPE_BYTES[task.dtype], task.shape
    if task.kind == "gemm":
        wb = quant_b_bytes(str(s["weight_dtype"]), int(s["block_size"]), b) if quantized(s) \
            else None
        return gemm_cycles(tgt, m=int(s["m"]), n=int(s["n"]), k=int(s["k"]),
                           batch=int(s["batch"]), in_bytes=b, out_bytes=b,
                           bias=bool(s["bias"]), b_bytes=wb)
    if task.kind == "attention":
        return _attention(tgt, s, b)
    if task.kind == "ffn":
        return _ffn(tgt, s, b)
    return _norm(tgt, task.kind, s, b)


def roofline_us(tgt: Target, task: Task) -> float:
    """The task's roofline in microseconds on ``tgt``."""
    return float(roofline_cycles(tgt, task) / (tgt.clock_ghz * 1e3))
