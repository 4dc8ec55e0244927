"""The zoo's ``seen_2`` set.

``seen_2`` (was ``held_out_2``, :func:`seen_2`: split-K with atomics, double buffering over L1/L2,
vector width with tail loops, an im2col convolution, three old families with new constants): held
out for one round and reported once, and looked at since, so it is now a *seen* set, usable for
tuning like ``tune``.
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _ceil
from .tune import edge_optimum, edge_params, few_matter, few_params, gemm_cliff, gemm_params

POW2 = [16, 32, 64, 128, 256]


def splitk_atomics(m: int, n: int, k: int, cores: int, l1_kb: int, ws_kb: int, atomic_ns: float
                   ) -> Callable[[Cols], np.ndarray]:
    """Split-K GEMM: ceil(M/tm) x ceil(N/tn) output tiles, each split over ``split_k`` cores
    along K (more parallel work when tiles are few: wave quantisation over cores), then the
    partial sums are reduced. ``reduce``: ``atomic`` adds every partial tile into the output
    (contention: tiles written by split_k cores at once serialise, a cost growing with
    split_k x tile area), ``workspace`` writes partials to a workspace and runs a second pass
    (a fixed launch plus a read of every partial; fails when the workspace overflows
    ``ws_kb``), ``none`` (only split_k = 1 compiles). Operands (tm + tn) x tk x 2 B, double
    buffered, must fit L1."""
    def cost(c: Cols) -> np.ndarray:
        tm, tn, tk, sk = c["tile_m"], c["tile_n"], c["tile_k"], c["split_k"]
        red = np.asarray(c["reduce"])
        tiles = _ceil(m, tm) * _ceil(n, tn)
        waves = _ceil(tiles * sk, cores)
        steps = _ceil(_ceil(k, sk), tk)
        compute = tm * tn * tk / 4096.0
        load = (tm + tn) * tk * 2 / 40.0
        t = waves * steps * (np.maximum(compute, load) + 25)
        area = tm * tn
        atomic = waves * area / 256.0 * atomic_ns * (1 + 0.35 * (sk - 1))
        ws = 2000 + tiles * sk * area * 4 / 1024.0 / cores * 3
        t = t + np.select([red == "atomic", red == "workspace"], [atomic, ws], 0.0) * (sk > 1)
        bad = (((tm + tn) * tk * 2 * 2 > l1_kb * 1024)
               | ((red == "none") & (sk > 1))
               | ((red == "workspace") & (tiles * sk * area * 4 > ws_kb * 1024) & (sk > 1))
               | (tm * tn * 4 > 128 * 1024))
        return np.where(bad, np.nan, t)
    return cost


def splitk_params() -> dict[str, list[Any]]:
    return {"tile_m": POW2, "tile_n": POW2, "tile_k": [32, 64, 128, 256, 512],
            "split_k": [1, 2, 3, 4, 6, 8, 12, 16], "reduce": ["none", "atomic", "workspace"]}


def double_buffer_l1l2(rows: int, cols: int, cores: int, l1_kb: int, l2_kb: int, bw_l2: float, bw_hbm: float
                       ) -> Callable[[Cols], np.ndarray]:
    """A streaming kernel (a fused elementwise + reduction over row blocks) whose L1 holds
    ``depth`` buffers of a block_r x block_c x 4 B chunk (1 = no overlap, 2 = double, 3 =
    triple buffering: each extra buffer hides more of the load), and whose L2 holds a prefetch
    of ``l2_chunks`` blocks (hides HBM latency, but a prefetch larger than L2 fails and one
    near its size thrashes). Blocks spread over cores in waves; narrow blocks waste DMA
    bursts (under 128 B per row)."""
    def cost(c: Cols) -> np.ndarray:
        br, bc, depth, pre = c["block_r"], c["block_c"], c["depth"], c["l2_chunks"]
        blocks = _ceil(rows, br) * _ceil(cols, bc)
        waves = _ceil(blocks, cores)
        byts = br * bc * 4
        burst = np.where(bc * 4 < 128, 128 / (bc * 4), 1.0)
        src_bw = np.where(pre > 0, bw_l2, bw_hbm)
        load = byts / src_bw * burst + np.where(pre > 0, 0, 300)
        compute = br * bc / 32.0 + 80 + 4 * br  # per-block setup, per-row descriptors
        hide = np.select([depth == 1, depth == 2, depth == 3], [0.0, 0.85, 0.97])
        step = np.maximum(compute, load) + (1 - hide) * np.minimum(compute, load)
        l2_use = pre * byts * cores
        thrash = np.where(l2_use > 0.75 * l2_kb * 1024, 1.25, 1.0)
        t = waves * step * thrash + pre * 40
        bad = (depth * byts > l1_kb * 1024) | (l2_use > l2_kb * 1024)
        return np.where(bad, np.nan, t)
    return cost


def dbuf_params() -> dict[str, list[Any]]:
    return {"block_r": [1, 2, 4, 8, 16, 32, 64, 128], "block_c": [16, 32, 64, 128, 256, 512, 1024, 2048],
            "depth": [1, 2, 3], "l2_chunks": [0, 1, 2, 4, 8]}


def vector_tail(length: int, batch: int, cores: int, ub_kb: int) -> Callable[[Cols], np.ndarray]:
    """A vectorised row kernel over ``length`` elements: ``vec`` lanes x ``unroll`` per
    iteration, rows in blocks of ``rows`` per core (waves). The tail (length mod vec x unroll)
    runs by ``tail``: ``masked`` (one masked iteration, a fixed cost), ``scalar`` (one element
    per step), ``pad`` (pads the row to the next multiple: fails unless the padded row still
    fits the buffer, costs the padded work). Misaligned rows (length x 4 B not a multiple of
    vec x 4 B) pay unaligned loads. The block (rows x padded length x 4 B x 2 buffers) must fit
    the unified buffer; unroll beyond the register file (vec x unroll > 256) spills."""
    def cost(c: Cols) -> np.ndarray:
        vec, un, rb, tail = c["vec"], c["unroll"], c["rows"], np.asarray(c["tail"])
        step = vec * un
        body = np.floor(length / step)
        rem = length - body * step
        padded = np.where(tail == "pad", _ceil(length, step) * step, length)
        per_row = np.where(tail == "pad", padded / step, body) * (un + 2.0) \
            + np.select([tail == "masked", tail == "scalar", tail == "pad"], [un + 6.0, rem * 1.5, 0.0])
        per_row = per_row * np.where(length % vec, 1.18, 1.0) * np.where(step > 256, 1.3, 1.0)
        waves = _ceil(_ceil(batch, rb), cores)
        t = waves * (rb * per_row + 60)
        bad = (rb * padded * 4 * 2 > ub_kb * 1024) | ((tail == "masked") & (vec < 8))
        return np.where(bad, np.nan, t)
    return cost


def vtail_params() -> dict[str, list[Any]]:
    return {"vec": [4, 8, 16, 32, 64], "unroll": [1, 2, 4, 8, 16], "rows": [1, 2, 4, 8, 16, 32, 64],
            "tail": ["masked", "scalar", "pad"]}


def im2col_conv(n: int, oh: int, ow: int, cin: int, cout: int, ksize: int, cores: int, l1_kb: int
                ) -> Callable[[Cols], np.ndarray]:
    """A convolution lowered to a GEMM by im2col: M = n x oh x ow output pixels, N = cout,
    K = cin x ksize^2. Tiles tile_p x tile_co x tile_ci (tile_ci input channels per K step,
    so a K step is tile_ci x ksize^2). Divisibility: the kernel needs tile_co | cout and
    tile_ci | cin (a compile error otherwise); operands (tile_p + tile_co) x K-step x 2 B,
    double buffered, must fit L1; pixels not a multiple of 16 pay a gather penalty (the
    im2col rows are not contiguous); ``layout`` NHWC vs NCHW vs NC1HWC0 (a categorical whose
    cost depends on tile_ci: NC1HWC0 wants tile_ci a multiple of 16)."""
    def cost(c: Cols) -> np.ndarray:
        tp, tco, tci, lay = c["tile_p"], c["tile_co"], c["tile_ci"], np.asarray(c["layout"])
        m = n * oh * ow
        kstep = tci * ksize * ksize
        tiles = _ceil(m, tp) * _ceil(cout, tco)
        waves = _ceil(tiles, cores)
        steps = _ceil(cin, tci)
        compute = tp * tco * kstep / 4096.0
        gather = np.select([lay == "NHWC", lay == "NCHW", lay == "NC1HWC0"],
                           [1.0, 1.6, np.where(tci % 16, 2.0, 0.8)])
        load = (tp * kstep * gather + tco * kstep) * 2 / 64.0 * np.where(tp % 16, 1.2, 1.0)
        t = waves * steps * (np.maximum(compute, load) + 0.3 * np.minimum(compute, load) + 30)
        bad = ((cout % tco != 0) | (cin % tci != 0)
               | ((tp + tco) * kstep * 2 * 2 > l1_kb * 1024) | (tp * tco * 4 > 128 * 1024))
        return np.where(bad, np.nan, t)
    return cost


def im2col_params() -> dict[str, list[Any]]:
    return {"tile_p": [16, 32, 48, 64, 96, 128, 192, 256], "tile_co": [8, 16, 24, 32, 48, 64, 96, 128],
            "tile_ci": [4, 8, 12, 16, 24, 32, 48, 64], "layout": ["NHWC", "NCHW", "NC1HWC0"]}


def seen_2() -> list[tuple[str, Landscape]]:
    """The second held-out set, now seen (``seen_2``): four new families plus three old
    families with new constants. Written and committed before any strategy ran on them."""
    L = Landscape
    return [
        ("seen_2", L("splitk_atomic_c", splitk_params(), splitk_atomics(256, 512, 16384, 24, 160, 2048, 1.5), 0.03)),
        ("seen_2", L("double_buffer_c", dbuf_params(), double_buffer_l1l2(8192, 4096, 20, 64, 1536, 48.0, 24.0), 0.02)),
        ("seen_2", L("vector_tail_c", vtail_params(), vector_tail(3000, 4096, 24, 96), 0.02)),
        ("seen_2", L("im2col_conv_c", im2col_params(), im2col_conv(8, 28, 28, 96, 240, 3, 20, 256), 0.03)),
        ("seen_2", L("gemm_cliff_c", gemm_params(), gemm_cliff(4096, 1024, 2048, 30, 256, 96, 80.0, (0.1, 0.55, 0.9)), 0.02)),
        ("seen_2", L("edge_c", edge_params(), edge_optimum(3072, 3072, 2048, 30, 64), 0.04)),
        ("seen_2", L("few_matter_c", few_params(), few_matter(("p2", "p3", "p6"), 3), 0.03)),
    ]
