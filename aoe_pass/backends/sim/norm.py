"""LayerNorm / RMSNorm on the vector cores (vector-bound: no cube work).

* Work units: blocks of ``rows_per_block`` rows over the 40 vector cores in waves; each block
  is copied GM -> UB by the core's own MTE (``vec_mte_bytes_per_cycle``, shared HBM).
* ``hidden_split``: the row is streamed in that many chunks (so big rows fit in UB). When the
  whole row is resident (split 1) x is read once; otherwise the statistics need the whole row
  before normalising, so x is read again per pass: ``one_pass`` (sum and sum of squares at
  once) reads it twice, ``two_pass`` (mean, then variance) three times.
* Vector ops per element: fp16 -> fp32 cast 1, statistics 2 (one_pass) or 3 (two_pass),
  normalise 3 (LayerNorm: subtract, scale, affine) or 2 (RMSNorm: scale, gamma), cast back 1.
  Each row chunk also ends with a cross-lane reduction (~16 cycles per pass).
* Each chunk iteration pays the scalar overhead and a GM latency (hidden by double buffering);
  ``pipeline`` overlaps the chunk copies (in, and out in the last pass) with the vector work,
  across the consecutive blocks of a core.
"""
from __future__ import annotations

import numpy as np

from ge_bridge.targets import Target

from . import hw

_REDUCE_CYCLES = 16
# What tells the two norms apart: vector ops per element to normalise (LayerNorm: subtract,
# scale, affine; RMSNorm: scale, gamma) and the parameter vectors read (gamma and beta / gamma).
_NORMALISE_OPS = {"layernorm": 3, "rmsnorm": 2}
_PARAM_VECTORS = {"layernorm": 2, "rmsnorm": 1}


def norm_cycles(tgt: Target, kind: str, shape, in_bytes: int, c) -> np.ndarray:
    b = in_bytes
    rows_total, hidden = int(shape["rows"]), int(shape["hidden"])
    rpb = np.asarray(c["rows_per_block"], dtype=np.float64)
    split = np.asarray(c["hidden_split"], dtype=np.float64)
    two_pass, pipe = c["stats"] == 1, c["pipeline"]
    rows = np.minimum(rpb, rows_total)
    units = hw.ceil_div(rows_total, rpb)
    passes = np.where(split > 1, np.where(two_pass, 3.0, 2.0), 1.0)
    chunk = np.ceil(hidden / split)
    lanes = tgt.vec_bytes_per_cycle / 4
    ops = 1 + np.where(two_pass, 3.0, 2.0) + float(_NORMALISE_OPS[kind]) + 1
    params = _PARAM_VECTORS[kind] * hidden * b  # gamma (and beta), L2-resident
    x_bytes = rows * hidden * b
    loaded = units * (x_bytes * passes + params)
    first = rows_total * hidden * b + params
    hbm_fraction = np.clip(first / loaded, 0.0, 1.0)
    iters = split * passes  # chunk iterations per block
    # a chunk is processed in 256-byte repeats of fp32 lanes (a partial repeat is wasted)
    compute = rows * np.ceil(chunk / lanes) * ops / passes + \
        rows * _REDUCE_CYCLES * np.where(two_pass, 2.0, 1.0) / passes
    scalar = hw.scalar_cycles(tgt, c["opt_level"], c["unroll_factor"])
    hbm = hw.hbm_bytes_per_cycle(tgt)

    def unit(active):
        rate = hw.shared_rate(tgt, tgt.vec_mte_bytes_per_cycle, active, hbm_fraction)
        copy_in = (x_bytes * passes + params) / iters / rate
        copy_out = x_bytes / split / np.minimum(tgt.vec_mte_bytes_per_cycle, hbm / active)
        # chunk copies (in, and out during the last pass) against the vector work
        copies = copy_in + copy_out * split / iters
        step = hw.overlap(pipe, copies, compute) + scalar + hw.exposed_latency(tgt, pipe)
        return iters * step

    # Buffering carries across the blocks of a core, so the pipeline fills (one GM latency,
    # one unoverlapped chunk) once per core, not per block.
    fill = tgt.gm_latency_cycles + compute * hw.OVERLAP[pipe]
    return hw.waves(units, tgt.vector_cores, unit) + fill


task_cycles = norm_cycles  # (tgt, kind, shape, in_bytes, coded columns): the kind picks the ops
