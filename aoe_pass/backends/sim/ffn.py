"""Feed-forward block: ``down(act(x @ W_gate) * (x @ W_up))`` (gated) or ``down(act(x @ W1))``.

Two cube phases, each timed by the GEMM model of :mod:`.gemm` with its own GEMM tiling from
the FFN vocabulary (``ge_bridge.tiling``: unprefixed names for gate/up, ``down_*`` for the
down projection; ``opt_level``/``unroll_factor`` shared, one compile). Fixed: weights prepacked
in the native NZ layout (``z_major``) and aligned output rows, the choices that never lose in
the GEMM model (fewer MTE bursts, no unaligned-row granule).

1. gate/up: ``tokens x hidden @ hidden x (gates * intermediate)``. When gated, the gate and up
   weights are interleaved so that a block's ``tile_n`` columns are half gate, half up for the
   same intermediate features (the fused epilogue needs both).
2. down: ``tokens x intermediate @ intermediate x hidden``.

The activation runs on the vector units. ``fuse_activation``: applied in the phase-1 epilogue
(vector work on the block while it is in UB), so only the activated ``tokens x intermediate``
goes to HBM. Unfused: phase 1 writes gate and up (2x the intermediate), then a separate vector
pass over the 40 vector cores reads them and writes the product (:func:`activation_pass_cycles`):
one more round trip of the intermediate through HBM and one more cross-core barrier. A barrier
separates the phases.

So the FFN with ``fuse_activation=False`` and the tilings of the two standalone GEMMs costs
exactly GEMM(gate/up) + activation pass + barrier + GEMM(down), and the fused op is never
forced to be slower than its phases run apart (tests/test_sim_ffn_invariant.py checks the
fused op against exhaustively enumerated GEMM optima over random shapes).
"""
from __future__ import annotations

import numpy as np

from ge_bridge.targets import Target

from . import gemm, hw

# Vector ops per element of the activation (exp, add, reciprocal, multiply for silu; the
# tanh approximation of gelu costs more); +1 for the gating multiply when gated.
ACT_OPS = {"relu": 1.0, "silu": 4.0, "swish": 4.0, "gelu": 6.0, "fastgelu": 4.0,
           "gelu_new": 6.0, "quick_gelu": 4.0}


def _phase(c, prefix: str) -> dict:
    """The GEMM tiling arguments of one phase (``prefix`` '' = gate/up, 'down_' = down)."""
    return dict(tm=c[prefix + "tile_m"], tn=c[prefix + "tile_n"], tk=c[prefix + "tile_k"],
                pipe=c[prefix + "pipeline"], prefetch=c[prefix + "l1_prefetch"],
                sched=c[prefix + "schedule"], opt=c["opt_level"], unroll=c["unroll_factor"],
                layout=2, align=True)


def _ops(shape) -> float:
    gates = 2 if shape.get("gated") else 1
    return ACT_OPS.get(str(shape.get("activation", "silu")).lower(), 4.0) + (gates - 1)


def activation_pass_cycles(tgt: Target, shape, in_bytes: int) -> float:
    """The standalone activation (and gating) pass: stream (gates + 1) x intermediate through
    the 40 vector cores, behind a barrier and one GM latency."""
    tokens, inter = int(shape["tokens"]), int(shape["intermediate"])
    gates = 2 if shape.get("gated") else 1
    act_bytes = tokens * inter * (gates + 1) * in_bytes
    act_rate = min(tgt.vector_cores * tgt.vec_mte_bytes_per_cycle, hw.hbm_bytes_per_cycle(tgt))
    act_vec = tokens * inter * _ops(shape) / (tgt.vector_cores * tgt.vec_bytes_per_cycle / 4)
    return tgt.sync_cycles + tgt.gm_latency_cycles + max(act_bytes / act_rate, act_vec)


def ffn_cycles(tgt: Target, shape, in_bytes: int, c) -> np.ndarray:
    tokens, hidden, inter = int(shape["tokens"]), int(shape["hidden"]), int(shape["intermediate"])
    gates = 2 if shape.get("gated") else 1
    common = dict(batch=1, in_bytes=in_bytes, out_bytes=in_bytes, bias=False, trans_a=False,
                  trans_b=False)
    up_args = dict(m=tokens, n=inter * gates, k=hidden, **common, **_phase(c, ""))
    up_fused = gemm.gemm_cycles(tgt, out_frac=1 / gates, epi_vec_ops=_ops(shape) / gates,
                                **up_args)
    up_plain = gemm.gemm_cycles(tgt, **up_args) + activation_pass_cycles(tgt, shape, in_bytes)
    up = np.where(c["fuse_activation"], up_fused, up_plain)
    down = gemm.gemm_cycles(tgt, m=tokens, n=hidden, k=inter, **common, **_phase(c, "down_"))
    return up + tgt.sync_cycles + down


def task_cycles(tgt: Target, kind: str, shape, in_bytes: int, c) -> np.ndarray:
    return ffn_cycles(tgt, shape, in_bytes, c)

