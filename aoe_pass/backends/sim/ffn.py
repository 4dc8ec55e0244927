"""Feed-forward block: ``down(act(x @ W_gate) * (x @ W_up))`` (gated) or ``down(act(x @ W1))``.

Two cube phases timed with the GEMM model of :mod:`.gemm` (the FFN vocabulary has no knobs for
these, so they are fixed: weights prepacked in the native NZ layout; M-first walk, so each weight
panel is streamed from HBM once and reused across all token blocks while the activations stay
in L2; aligned output; no L1 prefetch):

1. gate/up: ``tokens x hidden @ hidden x (gates * intermediate)`` with ``tile_m/tile_n/tile_k``.
   When gated, the gate and up weights are interleaved so that a block's ``tile_n`` columns are
   half gate, half up for the same intermediate features (the fused epilogue needs both).
2. down: ``tokens x intermediate @ intermediate x hidden`` with ``tile_m/down_tile_n/
   down_tile_k``.

The activation runs on the vector units. ``fuse_activation``: applied in the phase-1 epilogue
(vector work on the block while it is in UB), so only the activated ``tokens x intermediate``
goes to HBM. Unfused: phase 1 writes gate and up (2x the intermediate), then a separate vector
pass over the 40 vector cores reads them and writes the product: one more round trip of the
intermediate through HBM and one more cross-core barrier. A barrier separates the phases.
"""
from __future__ import annotations

import numpy as np

from ge_bridge.targets import Target

from . import gemm, hw

# Vector ops per element of the activation (exp, add, reciprocal, multiply for silu; the
# tanh approximation of gelu costs more); +1 for the gating multiply when gated.
ACT_OPS = {"relu": 1.0, "silu": 4.0, "swish": 4.0, "gelu": 6.0, "fastgelu": 4.0,
           "gelu_new": 6.0, "quick_gelu": 4.0}


def ffn_cycles(tgt: Target, shape, in_bytes: int, c) -> np.ndarray:
    tokens, hidden, inter = int(shape["tokens"]), int(shape["hidden"]), int(shape["intermediate"])
    gates = 2 if shape.get("gated") else 1
    ops = ACT_OPS.get(str(shape.get("activation", "silu")).lower(), 4.0) + (gates - 1)
    fused = c["fuse_activation"]
    common = dict(batch=1, in_bytes=in_bytes, out_bytes=in_bytes, bias=False, trans_a=False,
                  trans_b=False, pipe=c["pipeline"], prefetch=False, align=True,
                  opt=c["opt_level"], unroll=c["unroll_factor"], layout=2, sched=3)
    up_fused = gemm.gemm_cycles(tgt, m=tokens, n=inter * gates, k=hidden, tm=c["tile_m"],
                                tn=c["tile_n"], tk=c["tile_k"], out_frac=1 / gates,
                                epi_vec_ops=ops / gates, **common)
    up_plain = gemm.gemm_cycles(tgt, m=tokens, n=inter * gates, k=hidden, tm=c["tile_m"],
                                tn=c["tile_n"], tk=c["tile_k"], **common)
    # the unfused activation pass: stream (gates + 1) x intermediate through the vector cores
    act_bytes = tokens * inter * (gates + 1) * in_bytes
    act_rate = min(tgt.vector_cores * tgt.vec_mte_bytes_per_cycle, hw.hbm_bytes_per_cycle(tgt))
    act_vec = tokens * inter * ops / (tgt.vector_cores * tgt.vec_bytes_per_cycle / 4)
    act_pass = tgt.sync_cycles + tgt.gm_latency_cycles + max(act_bytes / act_rate, act_vec)
    up = np.where(fused, up_fused, up_plain + act_pass)
    down = gemm.gemm_cycles(tgt, m=tokens, n=hidden, k=inter, tm=c["tile_m"],
                            tn=c["down_tile_n"], tk=c["down_tile_k"], **common)
    return up + tgt.sync_cycles + down


def roofline_cycles(tgt: Target, shape, in_bytes: int) -> float:
    tokens, hidden, inter = int(shape["tokens"]), int(shape["hidden"]), int(shape["intermediate"])
    gates = 2 if shape.get("gated") else 1
    macs = tokens * hidden * inter * (gates + 1)
    nbytes = (2 * tokens * hidden + hidden * inter * (gates + 1)) * in_bytes
    return max(macs / (tgt.cube_macs_per_cycle * tgt.cube_cores),
               nbytes / hw.hbm_bytes_per_cycle(tgt))
