"""The zoo's ``seen_3`` set.

``seen_3`` (was ``held_out_3``, :func:`seen_3`: five new families (a batched GEMM whose batch
and tiles compete for cores, attention decode with a KV split and its reduction tail, an
operand layout whose effect depends on the tiles, cache-set conflicts of power-of-two
strides, a weight-only quantised GEMM with group-size rules and dequantisation choices) plus
the three families the search lost on (gemm_cliff, edge, few_matter) with new constants):
held out for one round, reported once, now seen like the two before it.
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _ceil
from .tune import edge_optimum, edge_params, few_matter, few_params, gemm_cliff, gemm_params


def batched_gemm(batch: int, m: int, n: int, k: int, cores: int, l1_kb: int, l0c_kb: int, bw: float
                 ) -> Callable[[Cols], np.ndarray]:
    """A batched GEMM whose B is shared by the batch (a projection applied to ``batch``
    sequences): a work item is ``fold`` batches x one tm x tn output tile, so batch and tile
    compete for the cores (items = batch/fold x tiles, in waves). Within an item, each K step
    loads the B tile once and ``fold`` A tiles ((fold x tm + tn) x tk x 2 B, double buffered,
    must fit L1) and computes fold x tm x tn x tk MACs; the accumulators (fold x tm x tn x 4 B)
    must fit L0C. An item pays a fixed launch/setup cost, so folding amortises it and reuses
    B, at the price of fewer items to spread over the cores."""
    def cost(c: Cols) -> np.ndarray:
        tm, tn, tk, fold = c["tile_m"], c["tile_n"], c["tile_k"], c["fold"]
        items = _ceil(batch, fold) * _ceil(m, tm) * _ceil(n, tn)
        waves = _ceil(items, cores)
        steps = _ceil(k, tk)
        compute = fold * tm * tn * tk / 4096.0
        load = (fold * tm + tn) * tk * 2 / bw
        t = waves * (steps * (np.maximum(compute, load) + 0.2 * np.minimum(compute, load) + 20) + 400)
        bad = ((fold * tm + tn) * tk * 2 * 2 > l1_kb * 1024) | (fold * tm * tn * 4 > l0c_kb * 1024)
        return np.where(bad, np.nan, t)
    return cost


def batched_params() -> dict[str, list[Any]]:
    return {"tile_m": [16, 32, 48, 64, 96, 128, 192, 256], "tile_n": [16, 32, 48, 64, 96, 128, 192, 256],
            "tile_k": [32, 64, 128, 256, 512], "fold": [1, 2, 3, 4, 6, 8]}


def attention_decode(batch: int, kv_heads: int, group: int, kv_len: int, d: int, cores: int, ub_kb: int,
                     bw: float) -> Callable[[Cols], np.ndarray]:
    """Attention decode (one query per head, grouped-query: ``group`` query heads share a KV
    head): a work item is one (batch, KV head) x ``heads_per_item`` query heads x one of
    ``kv_split`` slices of the KV cache, spread over cores in waves. An item streams its slice
    in blocks of ``block_kv`` keys: K and V blocks (2 x bkv x d x 2 B, double buffered) are
    loaded once for all its query heads (memory bound unless many heads share them), plus the
    scores (heads x bkv x 4 B): all must fit the unified buffer; heads_per_item must divide the
    group. A split leaves a reduction tail over the slices' partial (max, sum, output):
    ``tree`` (a second launch, log2 levels), ``serial`` (one core folds every slice in turn),
    ``atomic`` (a lock per output row: contention grows with the split; more than 8 slices
    exhaust the lock slots and fail). The last block of a slice is padded to bkv."""
    def cost(c: Cols) -> np.ndarray:
        split, bkv, hpi = c["kv_split"], c["block_kv"], c["heads_per_item"]
        red = np.asarray(c["reduce"])
        items = batch * kv_heads * _ceil(group, hpi) * split
        waves = _ceil(items, cores)
        keys = _ceil(kv_len, split)
        blocks = _ceil(keys, bkv)
        load = 2 * bkv * d * 2 / bw
        compute = hpi * bkv * d * 2 / 1024.0
        per = blocks * (np.maximum(load, compute) + 0.15 * np.minimum(load, compute) + 35)
        rows = batch * kv_heads * group
        part = hpi * d / 64.0 + 20
        tail = np.select([red == "tree", red == "serial", red == "atomic"],
                         [600 + np.log2(np.maximum(split, 1)) * part * _ceil(rows / hpi, cores),
                          split * part * _ceil(rows / hpi, cores),
                          split * part * (1 + 0.4 * (split - 1)) * _ceil(rows / hpi, cores) / 4])
        t = waves * per + np.where(split > 1, tail, 0)
        bad = ((2 * bkv * d * 2 * 2 + hpi * bkv * 4 > ub_kb * 1024) | (group % hpi != 0)
               | ((red == "atomic") & (split > 8)) | (split * bkv > 2 * kv_len))
        return np.where(bad, np.nan, t)
    return cost


def decode_params() -> dict[str, list[Any]]:
    return {"kv_split": [1, 2, 3, 4, 6, 8, 12, 16, 32], "block_kv": [32, 64, 128, 256, 512, 1024],
            "heads_per_item": [1, 2, 3, 4, 8], "reduce": ["tree", "serial", "atomic"]}


def layout_interaction(m: int, n: int, k: int, cores: int, l1_kb: int) -> Callable[[Cols], np.ndarray]:
    """A GEMM whose B operand may be stored three ways (a categorical whose effect depends on
    the tiles, not an additive term): ``row`` (K x N: a K step reads tk rows of tn contiguous
    elements), ``col`` (N x K: tn rows of tk contiguous elements), ``swizzled`` (a blocked
    layout: always full bursts, but only for tn and tk multiples of 64, otherwise the kernel
    does not exist). A DMA burst is 512 B: a contiguous run shorter than that wastes the rest
    of the burst, so ``row`` wants wide tn, ``col`` wants deep tk. Operands (tm + tn) x tk x 2 B,
    double buffered, must fit L1; accumulators tm x tn x 4 B at most 128 KB."""
    def cost(c: Cols) -> np.ndarray:
        tm, tn, tk, lay = c["tile_m"], c["tile_n"], c["tile_k"], np.asarray(c["b_layout"])
        run = np.select([lay == "row", lay == "col", lay == "swizzled"], [tn * 2, tk * 2, 512])
        waste = np.maximum(1.0, 512 / np.minimum(run, 512))
        tiles = _ceil(m, tm) * _ceil(n, tn)
        waves = _ceil(tiles, cores)
        steps = _ceil(k, tk)
        compute = tm * tn * tk / 4096.0
        load = (tm * tk * 2 + tn * tk * 2 * waste) / 64.0
        t = waves * steps * (np.maximum(compute, load) + 0.25 * np.minimum(compute, load) + 30)
        bad = (((tm + tn) * tk * 2 * 2 > l1_kb * 1024) | (tm * tn * 4 > 128 * 1024)
               | ((lay == "swizzled") & ((tn % 64 != 0) | (tk % 64 != 0))))
        return np.where(bad, np.nan, t)
    return cost


def layout_params() -> dict[str, list[Any]]:
    return {"tile_m": [16, 32, 64, 96, 128, 192, 256], "tile_n": [16, 32, 48, 64, 96, 128, 192, 256],
            "tile_k": [16, 32, 48, 64, 96, 128, 192, 256], "b_layout": ["row", "col", "swizzled"]}


def cache_conflict(rows: int, cols: int, ld: int, cores: int, sets: int, ways: int, buf_kb: int
                   ) -> Callable[[Cols], np.ndarray]:
    """A tiled transpose on a set-associative cache (``sets`` sets of 64 B lines, ``ways``
    ways): a tile of tile_r rows x tile_c fp32 columns of a matrix with leading dimension
    ld + ld_pad elements. Row r of a tile starts at line r x stride / 64, so with a
    power-of-two stride every row falls in the same few sets and once more rows share a set
    than it has ways, each access misses (x4 on the loads); a padded stride spreads the rows.
    Padding that is not a multiple of 16 elements (64 B) misaligns rows (x1.1 on loads).
    The tile, double buffered (2 x tile_r x tile_c x 4 B), must fit a ``buf_kb`` scratch
    buffer; ``unroll`` (in 16-lane vectors) trades loop overhead against register spills
    (unroll x tile_c / 16 vectors over 32 spills) and cannot exceed a row's vectors."""
    def cost(c: Cols) -> np.ndarray:
        tr, tc, pad, un = (np.asarray(c[p]) for p in ("tile_r", "tile_c", "ld_pad", "unroll"))
        stride = (ld + pad) * 4
        span = np.ceil(tc * 4 / 64).astype(int)  # consecutive lines (sets) one row's segment covers
        occ = np.zeros((len(tr), sets), dtype=np.int64)
        ar = np.arange(len(tr))
        for r in range(int(tr.max())):
            on = r < tr
            start = (r * stride // 64) % sets
            for j in range(int(span.max())):
                hit = on & (j < span)
                np.add.at(occ, (ar[hit], ((start + j) % sets)[hit]), 1)
        conflict = np.where(occ.max(axis=1) > ways, 4.0, 1.0)
        tiles = _ceil(rows, tr) * _ceil(cols, tc)
        waves = _ceil(tiles, cores)
        load = tr * span * 6.0 * conflict * np.where(pad % 16, 1.1, 1.0)
        compute = tr * tc / 16.0 * (1 + 2.0 / un) * np.where(un * tc / 16 > 32, 1.3, 1.0)
        t = waves * (load + compute + 2 * tr + 60)
        bad = (2 * tr * tc * 4 > buf_kb * 1024) | (un * 16 > np.maximum(tc, 16))
        return np.where(bad, np.nan, t)
    return cost


def conflict_params() -> dict[str, list[Any]]:
    return {"tile_r": [8, 16, 32, 64, 128, 256], "tile_c": [8, 16, 32, 64, 128, 256],
            "ld_pad": [0, 1, 2, 4, 8, 16, 32, 64], "unroll": [1, 2, 4, 8]}


def quant_gemm(m: int, n: int, k: int, group: int, cores: int, l1_kb: int) -> Callable[[Cols], np.ndarray]:
    """A weight-only quantised GEMM (int4 weights, one fp16 scale per ``group`` weights along
    K). tile_k must be a multiple of the group size or divide it (otherwise a K step straddles
    groups and the kernel does not exist). ``dequant``: ``per_step`` dequantises the tn x tk
    weights on the vector unit each K step (serial with the cube), ``on_load`` dequantises in
    the load path (overlaps, but halves load bandwidth), ``cached`` dequantises the tile's
    whole tn x K weight slice once into L1 as fp16 (fails unless it fits beside the operands).
    Operands: tm x tk x 2 B activations plus tn x tk / 2 B weights plus scales, double
    buffered, in L1; accumulators tm x tn x 4 B at most 128 KB."""
    def cost(c: Cols) -> np.ndarray:
        tm, tn, tk, dq = c["tile_m"], c["tile_n"], c["tile_k"], np.asarray(c["dequant"])
        tiles = _ceil(m, tm) * _ceil(n, tn)
        waves = _ceil(tiles, cores)
        steps = _ceil(k, tk)
        compute = tm * tn * tk / 4096.0
        wbytes = tn * tk / 2 + tn * _ceil(tk, group) * 2
        load = (tm * tk * 2 + wbytes) / np.where(dq == "on_load", 24.0, 48.0)
        deq = tn * tk / 256.0
        step = np.select([dq == "per_step", dq == "on_load", dq == "cached"],
                         [np.maximum(compute, load) + deq, np.maximum(compute, load), np.maximum(compute, tm * tk * 2 / 48.0)])
        t = waves * (steps * (step + 25) + np.where(dq == "cached", tn * k / 256.0 + tn * k / 96.0, 0))
        operands = (tm * tk * 2 + wbytes) * 2
        bad = (((tk % group != 0) & (group % tk != 0)) | (operands > l1_kb * 1024)
               | (tm * tn * 4 > 128 * 1024) | ((dq == "cached") & (operands + tn * k * 2 > l1_kb * 1024)))
        return np.where(bad, np.nan, t)
    return cost


def quant_params() -> dict[str, list[Any]]:
    return {"tile_m": [16, 32, 64, 128, 256], "tile_n": [32, 64, 96, 128, 192, 256, 384, 512],
            "tile_k": [32, 64, 96, 128, 192, 256, 384, 512], "dequant": ["per_step", "on_load", "cached"]}


def seen_3() -> list[tuple[str, Landscape]]:
    """The third held-out set, reported once (0 wins / 2 ties / 6 losses against the best peer)
    and seen since: five new families plus the three old families bayes lost on (gemm_cliff,
    edge, few_matter) with new constants."""
    L = Landscape
    return [
        ("seen_3", L("batched_gemm_d", batched_params(), batched_gemm(12, 384, 1024, 2048, 24, 192, 128, 40.0), 0.03)),
        ("seen_3", L("attn_decode_d", decode_params(), attention_decode(4, 8, 4, 6000, 128, 20, 288, 32.0), 0.02)),
        ("seen_3", L("layout_inter_d", layout_params(), layout_interaction(2048, 3072, 4096, 24, 160), 0.02)),
        ("seen_3", L("cache_conflict_d", conflict_params(), cache_conflict(4096, 4096, 4096, 8, 64, 8, 32), 0.04)),
        ("seen_3", L("quant_gemm_d", quant_params(), quant_gemm(512, 8192, 4096, 128, 24, 192), 0.03)),
        ("seen_3", L("gemm_cliff_d", gemm_params(), gemm_cliff(1536, 2560, 5120, 32, 224, 80, 56.0, (0.05, 0.45, 0.9)), 0.03)),
        ("seen_3", L("edge_d", edge_params(), edge_optimum(2560, 1792, 6144, 28, 56), 0.03)),
        ("seen_3", L("few_matter_d", few_params(), few_matter(("p1", "p3", "p5"), 4), 0.02)),
    ]
