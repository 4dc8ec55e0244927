"""The one output check of a cpu kernel, used by the backend's worker and by the runtime.

Tolerance (documented, fp32 kernels): the largest absolute error, over the entries where the
reference is finite, must be at most ``TOL * max(1, sqrt(reduce / 64))`` times the reference's
largest magnitude, ``reduce`` being the reduction length (k of a GEMM, the hidden size of a
norm): fp32 rounding error grows with the square root of the number of accumulated terms. The
reference is float64 numpy in the backend and the node's own function body at the runtime.
Where the reference is not finite, the output must not be either (and vice versa).
"""
from __future__ import annotations

import math

import numpy as np

TOL = 2e-4


def tolerance(reduce: int) -> float:
    """The relative tolerance for a reduction of length ``reduce``."""
    return TOL * max(1.0, math.sqrt(reduce / 64.0))


def check_close(out: np.ndarray, ref: np.ndarray, reduce: int) -> str:
    """'' if ``out`` matches ``ref`` within :func:`tolerance`, else why (one line)."""
    if out.shape != ref.shape:
        return f"shape {out.shape} != reference's {ref.shape}"
    o, r = out.astype(np.float64), ref.astype(np.float64)
    finite = np.isfinite(r)
    if not np.array_equal(np.isfinite(o), finite):
        return "output has NaN/Inf"
    o, r = o[finite], r[finite]
    scale = max(float(np.max(np.abs(r))) if r.size else 0.0, 1e-30)
    err = float(np.max(np.abs(o - r))) if r.size else 0.0
    tol = tolerance(reduce)
    if not err <= tol * scale:
        return f"max abs error {err:.3g} > {tol:.2g} x max|reference| {scale:.3g}"
    return ""
