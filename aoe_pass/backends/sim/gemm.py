"""GEMM on the cube unit: C[batch, m, n] = A[batch, m, k] @ B[k, n] (+ bias).

How one configuration is timed (all per AI Core, in cycles, vectorised over candidates):

* Blocking (TCubeTiling baseM/baseN/baseK): the output is cut into ``tile_m x tile_n`` blocks,
  ``blocks = batch * ceil(m/tile_m) * ceil(n/tile_n)``, spread over the 20 cube cores in waves
  (:func:`hw.waves`). A block always computes the full tile: rows/columns past the shape are
  padding, and their MMAs are wasted (1000 rows with tile 128 compute 1024).
* K loop: ``ceil(k/tile_k)`` steps. Per step the cube runs ``(tm/16)(tn/16)(tk/16)`` 16x16x16
  MMAs, one per cycle (DESIGN.md); MTE1 moves the A and B tiles L1 -> L0 at
  ``mte1_bytes_per_cycle``; MTE2 moves the A row panel and the B column panel GM -> L1.
* GM -> L1 rate: each core's MTE2 is a fraction of HBM (:func:`hw.shared_rate`), so the
  achieved bandwidth grows with the number of active cores until HBM (or L2) saturates.
* Transfers: one GM latency per transfer unless hidden (``pipeline=double_buffer`` issues the
  next one during compute; ``l1_prefetch`` stages two K steps per transfer and always issues
  the next transfer ahead of use, overlapping GM -> L1 with compute). Each contiguous burst
  costs ``burst_cycles``: the A operand is ND (one burst per row of the tile); the B operand in
  ``z_major`` (the cube's native fractal NZ layout, prepacked offline) moves as 16-column
  strips; ``row_major``/``col_major`` go through the MTE's ND -> NZ conversion with one burst
  per row/column of the tile, and at half rate when the stored orientation does not match the
  packed one (``row_major`` with ``trans_b``, ``col_major`` without: a transposing gather).
* Overlap: MTE1 and cube overlap per ``pipeline`` (:func:`hw.overlap`), then GM -> L1 overlaps
  that inner stage (fully with ``l1_prefetch``, else per ``pipeline``). The first step cannot
  overlap (pipeline fill). A scalar overhead per step (:func:`hw.scalar_cycles`) is serial.
* Epilogue (serial: the single L0C accumulator is busy until drained): fixpipe writes the block
  (``fixpipe_bytes_per_cycle``, and the HBM share), reading the bias row if any. Output rows
  whose byte length is not a multiple of the 32 B granule start unaligned and cost one extra
  granule each; ``output_align`` pads rows to the granule instead.
* Reuse and traffic (``schedule``): ``default`` walks blocks N-first (consecutive blocks share
  the A row panel, so its re-reads hit L2; the B panels are re-read once per block row and hit
  L2 only if all of B fits in half of L2); ``latency`` walks M-first (the mirror image);
  ``balanced`` walks groups of 4 block rows N-first (B re-read from HBM once per group);
  ``throughput`` is N-first and keeps the whole A row panel resident in L1 across the
  consecutive N blocks of a core when it fits next to the streamed B chunk (fewer MTE2 bytes).
* Weight-only quantized B (``b_bytes``, e.g. 4-bit ``MatMulNBits``: bits/8 per element plus one
  activation-dtype scale per block, :func:`ge_bridge.roofline.quant_b_bytes`): B moves GM -> L1 and sits in L1 at
  that size; it is dequantized on its way to L0 (the cube multiplies in the activation dtype), so
  MTE1, L0 and the cube are unchanged. The vector dequantization is taken as hidden under MTE1.
"""
from __future__ import annotations

import numpy as np

from ge_bridge.opkey import quantized
from ge_bridge.roofline import quant_b_bytes
from ge_bridge.targets import Target

from . import hw

SCHEDULES = ("default", "balanced", "throughput", "latency")
LAYOUTS = ("row_major", "col_major", "z_major")
_GROUP = 4  # block rows per group of the ``balanced`` walk


def _f(x):
    return np.asarray(x, dtype=np.float64)


def gemm_cycles(tgt: Target, *, m: int, n: int, k: int, batch: int, in_bytes: int,
                out_bytes: int, bias: bool, trans_a: bool, trans_b: bool,
                tm, tn, tk, pipe, prefetch, align, opt, unroll, layout, sched,
                out_frac: float = 1.0, epi_vec_ops: float = 0.0,
                b_bytes: float | None = None) -> np.ndarray:
    """Cycles of one GEMM phase for arrays of tilings (ints / int codes, see module doc).

    ``out_frac`` is the fraction of the computed columns written out and ``epi_vec_ops`` the
    vector ops per computed element applied in the epilogue (a fused gated activation computes
    gate and up columns and writes half as many activated ones). ``b_bytes``: bytes per B
    element in GM and L1 when B is weight-only quantized (default ``in_bytes``).
    """
    b = in_bytes
    wb = in_bytes if b_bytes is None else b_bytes
    tm, tn, tk = _f(tm), _f(tn), _f(tk)
    mb, nb = hw.ceil_div(m, tm), hw.ceil_div(n, tn)
    blocks = batch * mb * nb
    rows, cols = np.minimum(tm, m), np.minimum(tn, n)
    steps = hw.ceil_div(k, tk)
    depth = np.where(prefetch, 2.0, 1.0)
    transfers = hw.ceil_div(steps, depth)

    # -- traffic: bytes each block loads, and the fraction of all loads that come from HBM
    a_total, b_total = float(batch * m * k * b), float(k * n * wb)
    a_block, b_block = rows * k * b, k * cols * wb
    # throughput: A row panel resident in L1 across a core's consecutive N blocks, if it fits
    # next to the double-staged B chunk.
    per_core = hw.ceil_div(blocks, tgt.cube_cores)
    resident = (sched == 2) & (a_block + 2 * tk * cols * wb <= tgt.l1_bytes)
    a_block = np.where(resident, a_block / np.minimum(nb, per_core), a_block)
    loaded = blocks * (a_block + b_block)
    half_l2 = tgt.l2_bytes / 2
    b_misses = np.where(b_total <= half_l2, 0.0, batch * mb - 1.0)
    b_misses = np.where(sched == 1, np.where(b_total <= half_l2, 0.0,
                                             hw.ceil_div(batch * mb, _GROUP) - 1.0), b_misses)
    a_misses = np.where(a_total <= half_l2, 0.0, nb - 1.0)
    misses = np.where(sched == 3, a_misses * a_total, b_misses * b_total)
    hbm_fraction = np.clip((a_total + b_total + misses) / loaded, 0.0, 1.0)

    # -- per K step, core-local stages
    # bursts per transfer (a transfer stages ``depth`` K steps)
    a_bursts = np.where(trans_a, tk * depth, rows)
    b_bursts = np.select([layout == 2, layout == 0], [np.ceil(cols / 16), tk * depth], cols)
    mismatch = ((layout == 0) & trans_b) | ((layout == 1) & (not trans_b))
    b_slowdown = np.where(mismatch, 2.0, 1.0)
    bursts = (a_bursts + b_bursts) * tgt.burst_cycles
    a_step, b_step = a_block / steps, b_block / steps
    mte1 = (tm * tk + tk * tn) * b / tgt.mte1_bytes_per_cycle
    cube = (tm / 16) * (tn / 16) * (tk / 16)
    inner = hw.overlap(pipe, mte1, cube)
    l1_pipe = np.where(prefetch, 2, pipe)
    scalar = hw.scalar_cycles(tgt, opt, unroll)
    latency = tgt.gm_latency_cycles + np.where(
        prefetch, 0.0, hw.exposed_latency(tgt, pipe) * (transfers - 1))

    out_row = cols * out_frac * out_bytes
    granule = tgt.out_granule_bytes
    unaligned = (n * out_bytes) % granule != 0
    out_row = np.where(align, np.ceil(out_row / granule) * granule,
                       out_row + (granule if unaligned else 0))
    out_block = rows * out_row + (cols * b if bias else 0.0)
    vec_lanes = 2 * tgt.vec_bytes_per_cycle / 4  # two vector cores per AI Core, fp32 lanes
    epi_vec = rows * cols * epi_vec_ops / vec_lanes
    hbm = hw.hbm_bytes_per_cycle(tgt)

    def unit(active):
        rate = hw.shared_rate(tgt, tgt.mte2_bytes_per_cycle, active, hbm_fraction)
        mte2 = (a_step + b_step * b_slowdown) / rate + bursts / depth  # bursts per step
        step = hw.overlap(l1_pipe, mte2, inner) + scalar
        fill = np.minimum(mte2, inner) * np.where(prefetch, 1.0, hw.OVERLAP[pipe])
        write = out_block / np.minimum(tgt.fixpipe_bytes_per_cycle, hbm / active)
        return steps * step + fill + latency + write + epi_vec

    return hw.waves(blocks, tgt.cube_cores, unit)


def b_bytes(shape, in_bytes: int) -> float | None:
    """Bytes per B element of a weight-only quantized GEMM (None: B is in the key's dtype)."""
    if not quantized(shape):
        return None
    return quant_b_bytes(str(shape["weight_dtype"]), int(shape["block_size"]), in_bytes)


def task_cycles(tgt: Target, kind: str, s, b: int, c) -> np.ndarray:
    """:func:`gemm_cycles` of a ``gemm`` task's shape (``c``: coded tiling columns)."""
    return gemm_cycles(
        tgt, m=int(s["m"]), n=int(s["n"]), k=int(s["k"]), batch=int(s["batch"]),
        in_bytes=b, out_bytes=b, bias=bool(s["bias"]), trans_a=bool(s["trans_a"]),
        trans_b=bool(s["trans_b"]), tm=c["tile_m"], tn=c["tile_n"], tk=c["tile_k"],
        pipe=c["pipeline"], prefetch=c["l1_prefetch"], align=c["output_align"],
        opt=c["opt_level"], unroll=c["unroll_factor"], layout=c["layout"],
        sched=c["schedule"], b_bytes=b_bytes(s, b))

