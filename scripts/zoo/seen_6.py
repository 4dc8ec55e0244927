"""The zoo's ``seen_6`` set.

``seen_6`` (was ``held_out_6``, :func:`seen_6`; reported once: 5 wins / 5 ties / 3 losses against
the best peer with the sixth round's defaults, 5 / 6 / 2 with the fifth's, now seen like the
sets before it): written and
committed before any strategy ran on it (its landscapes were only enumerated: optimum,
infeasible share, spread). Six synthetic
families no earlier set has (configurations, infeasible share):

- ``allreduce_overlap_g`` (5760, 67.2%): a row-parallel GEMM whose output is all-reduced
  (ring or tree) in row chunks overlapping the next chunk's GEMM, with cores taken from the
  GEMM to drive the copies; chunks must hold whole tiles and fit the workspace;
- ``gqa_decode_g`` (1008, 57.7%): grouped-query attention decode, query heads per block a
  divisor of the group (sharing one KV read against fewer blocks), a KV split and its
  reduction, the matrix unit's 16 rows wasted by few heads;
- ``scan_blocks_g`` (432, 39.6%): a prefix sum, reduce-then-scan / decoupled look-back /
  two-level, shuffle or shared-memory exchange, occupancy from registers and shared memory;
- ``fp8_block_gemm_g`` (960, 67.2%): an FP8 GEMM with 128-wide K block scales applied in the
  main loop, promoted every two groups, or by a bf16 dequantisation pass, register and L1 limits;
- ``winograd_conv_g`` (840, 63.7%): a 3x3 convolution direct or Winograd F(2,3)/F(4,3),
  transform costs amortised over output channels, Winograd tiles holding whole m x m tiles;
- ``embedding_gather_g`` (630, 37.3%): an embedding gather whose row pitch (packed or padded
  to 64/128 B) decides cache lines per row and which vector widths are aligned (misaligned
  vector loads fail), latency-bound with too few bytes in flight.

And seven *public measured* GPU tuning spaces from the same hub and commit as ``seen_4``
(github.com/AutoTuningAssociation/benchmark_hub, commit 8eeb99e7179e, MIT licence), none in
an earlier set: four from another tuner, KTT (the Kernel Tuning Toolkit: its own
convolution and point-in-polygon kernels, its parameters and restrictions, one measurement
per configuration, times converted from microseconds), and three Kernel Tuner caches of
kernels on devices no earlier set used. Converted by ``scripts/import_tuning_cache.py``
into ``scripts/data/zoo_seen_6/`` (provenance in each file), with the same failure rule:

===================  ==================================  =======  ======  ==========
landscape            kernel (device), tuner              configs  params  infeasible
===================  ==================================  =======  ======  ==========
ktt_conv_2080ti      2D convolution (RTX 2080 Ti), KTT     15360       6       65.6%
ktt_conv_3090        2D convolution (RTX 3090), KTT        15360       6       65.9%
ktt_pnpoly_2080ti    point-in-polygon (RTX 2080 Ti), KTT    4092       4        6.8%
ktt_pnpoly_3090      point-in-polygon (RTX 3090), KTT       4092       4        6.7%
kt_gemm_titanrtx     CLBlast Xgemm (TITAN RTX)             41472       9       78.4%
kt_conv_milo_mi50    2D convolution (MI50)                  5120       6       52.3%
kt_dedisp_w7800      dedispersion (Radeon PRO W7800)       22272       6       50.0%
===================  ==================================  =======  ======  ==========

The GEMM space is cut to the half with ``SA=0``, the value of this device's full-space
optimum. The KTT grid is every value each parameter takes in the file.
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _ceil, _data_dir, recorded_set


def allreduce_overlap(m: int, n: int, k: int, ranks: int, cores: int, link_bw: float, l1_kb: int, ws_kb: int
                      ) -> Callable[[Cols], np.ndarray]:
    """A row-parallel GEMM (m x n output, 2 B) whose output is all-reduced over ``ranks`` by a
    ``ring`` (2 (r-1)/r of the chunk over the link, 2 (r-1) latency steps) or a ``tree`` (twice
    the chunk, 2 log2 r steps), cut into ``chunks`` row chunks so the reduction of one chunk
    overlaps the GEMM of the next. ``comm_cores`` cores drive the copies (0: the copy engine
    alone, slower) and are taken from the GEMM. A chunk must hold whole tile_m rows and fit the
    communication workspace; the A/B tiles (tile_k deep, double buffered) must fit L1. Pipeline: first GEMM chunk, then
    the slower of GEMM and reduction per further chunk, then the last reduction."""
    def cost(c: Cols) -> np.ndarray:
        tm, tn, tk, ch, cc = c["tile_m"], c["tile_n"], c["tile_k"], c["chunks"], c["comm_cores"]
        ring = np.asarray(c["reduce"]) == "ring"
        rows = m / ch
        gc = cores - cc
        waves = _ceil(_ceil(rows, tm) * _ceil(n, tn), gc)
        tile_t = tm * tn * k / 8192.0 + (tm + tn) * k * 2 / 64.0 + 35 + _ceil(k, tk) * 6
        g = waves * tile_t
        rate = link_bw * np.minimum(1.0, (cc + 1.5) / 7.0)
        share = np.where(ring, 2.0 * (ranks - 1) / ranks, 2.0)
        comm = share * rows * n * 2 / rate + np.where(ring, 2 * (ranks - 1), 2 * np.log2(ranks)) * 9.0
        t = g + (ch - 1) * np.maximum(g, comm) + comm + ch * 12.0
        bad = ((m % ch) != 0) | ((rows % tm) != 0) | (rows * n * 2 > ws_kb * 1024) \
            | ((tm + tn) * tk * 2 * 2 > l1_kb * 1024)
        return np.where(bad, np.nan, t)
    return cost


def allreduce_params() -> dict[str, list[Any]]:
    return {"tile_m": [32, 64, 96, 128, 192, 256], "tile_n": [32, 64, 128, 256],
            "tile_k": [32, 64, 128], "chunks": [1, 2, 3, 4, 6, 8, 12, 16], "comm_cores": [0, 2, 4, 8, 12],
            "reduce": ["ring", "tree"]}


def gqa_decode(batch: int, q_heads: int, kv_heads: int, kv_len: int, d: int, cores: int, ub_kb: int,
               bw: float) -> Callable[[Cols], np.ndarray]:
    """Grouped-query attention decode: q_heads / kv_heads query heads share one KV head. A block
    takes ``heads_per_block`` query heads of one group (a divisor of the group: more share one
    KV read, fewer give more blocks), a ``split`` of the KV length (parallelism for a small
    batch, paid by a reduction) streamed in chunks of ``block_kv``, with ``warps`` warps. The
    matrix unit computes 16 query rows at a time, so fewer heads waste it; the score tile, and
    K and V chunks double buffered must fit the buffer; a warp needs 32 keys of a chunk."""
    group = q_heads // kv_heads

    def cost(c: Cols) -> np.ndarray:
        hpb, bkv, sp, w = c["heads_per_block"], c["block_kv"], c["split"], c["warps"]
        blocks = batch * (q_heads / hpb) * sp
        waves = _ceil(blocks, cores)
        part = kv_len / sp
        load = part * d * 2 * 2 / bw
        comp = part * d * 2 * np.maximum(hpb, 16) / (2048.0 * np.minimum(w, 4) ** 0.8)
        steps = _ceil(part, bkv)
        per = np.maximum(load, comp) + 0.15 * np.minimum(load, comp) + steps * 18 + 40 * (w > 4)
        red = np.where(sp > 1, sp * hpb * d * 4 / bw + 180, 0)
        t = waves * per + red
        mem = hpb * bkv * 4 + 2 * 2 * bkv * d * 2 + hpb * d * 4
        bad = ((group % hpb) != 0) | (mem > ub_kb * 1024) | (w * 32 > bkv) | (bkv * sp > kv_len)
        return np.where(bad, np.nan, t)
    return cost


def gqa_params() -> dict[str, list[Any]]:
    return {"heads_per_block": [1, 2, 3, 4, 6, 8, 12], "block_kv": [32, 64, 128, 192, 256, 512],
            "split": [1, 2, 4, 8, 16, 32], "warps": [1, 2, 4, 8]}


def scan_blocks(n: int, cores: int, smem_kb: int, regfile: int, bw: float) -> Callable[[Cols], np.ndarray]:
    """An inclusive prefix sum of n 4-byte values: tiles of block_threads x items_per_thread.
    ``reduce_then_scan`` reads the input twice and launches twice; ``lookback`` reads once but
    each tile waits on its predecessors' published sums (a latency that only concurrent tiles
    hide); ``two_level`` reads once and scans the tile sums in a middle kernel. The warp
    exchange goes through ``shuffle`` (registers, four per item) or ``smem`` (the whole tile in
    shared memory). Registers (255 a thread at most) and shared memory (48 KB a block) bound
    the blocks per core; a block holds at most 1024 threads."""
    def cost(c: Cols) -> np.ndarray:
        th, ipt = c["block_threads"], c["items_per_thread"]
        algo = np.asarray(c["algo"])
        shfl = np.asarray(c["exchange"]) == "shuffle"
        tile = th * ipt
        tiles = _ceil(n, tile)
        regs = 32 + ipt * np.where(shfl, 4, 2)
        smem = np.where(shfl, th / 32 * 8, tile * 4 + th * 4)
        per_core = np.minimum(np.minimum(regfile // (regs * th), smem_kb * 1024 // np.maximum(smem, 1)), 2048 // th)
        conc = np.maximum(per_core, 0) * cores
        traffic = n * 4.0 * np.where(algo == "reduce_then_scan", 3, 2) / bw
        inner = 30 * tiles * (ipt * 0.8 + np.log2(th) * np.where(shfl, 3.0, 5.0) + 10) / np.maximum(conc, 1)
        chain = np.where(algo == "lookback", 30 * (tiles * 8.0 / np.maximum(conc, 1) + tiles * 0.05), 0)
        extra = np.select([algo == "reduce_then_scan", algo == "two_level"], [200.0, 300.0 + tiles * 0.6], 0)
        t = np.maximum(traffic, inner) + 0.2 * np.minimum(traffic, inner) + chain + extra
        bad = (per_core < 1) | (regs > 255) | (smem > 48 * 1024) | (th > 1024)
        return np.where(bad, np.nan, t)
    return cost


def scan_params() -> dict[str, list[Any]]:
    return {"block_threads": [64, 128, 256, 512, 1024, 2048],
            "items_per_thread": [1, 2, 4, 7, 8, 12, 16, 24, 32, 48, 64, 96],
            "algo": ["reduce_then_scan", "lookback", "two_level"], "exchange": ["shuffle", "smem"]}


def fp8_block_gemm(m: int, n: int, k: int, cores: int, l1_kb: int, regs: int, bw: float
                   ) -> Callable[[Cols], np.ndarray]:
    """An FP8 GEMM with 128-wide block scales along K, applied one of three ways (``scales``):
    ``mainloop`` rescales a partial accumulator into the fp32 one after every 128 of K (a second
    accumulator in registers, tile_k must divide 128); ``promote`` accumulates two scale groups in
    the matrix unit before promoting (half the rescales, tile_k up to 256, a small accuracy cost
    that is accepted); ``dequant`` first converts B to bf16 with its scales in a separate pass
    (traffic and a launch) and runs a bf16 GEMM at half the FP8 rate. ``stages`` A/B tile_k slices
    (1 B FP8, 2 B bf16) must fit L1; the accumulators of a 128-thread block must fit registers."""
    def cost(c: Cols) -> np.ndarray:
        tm, tn, tk, st = c["tile_m"], c["tile_n"], c["tile_k"], c["stages"]
        sc = np.asarray(c["scales"])
        deq = sc == "dequant"
        elem = np.where(deq, 2, 1)
        waves = _ceil(_ceil(m, tm) * _ceil(n, tn), cores)
        mac = tm * tn * k / np.where(deq, 4096.0, 8192.0)
        load = (tm + tn) * k * elem / bw
        rescale = np.select([sc == "mainloop", sc == "promote"], [tm * tn * k / 128 / 96.0, tm * tn * k / 256 / 96.0], 0)
        hide = np.where(st >= 3, 0.1, np.where(st == 2, 0.35, 1.0))
        t = waves * (np.maximum(mac, load) + hide * np.minimum(mac, load) + rescale + 45)
        t = t + np.where(deq, n * k * 3.0 / (bw * cores) + 1500, 0)
        acc = tm * tn / 128.0 * np.where(sc == "dequant", 1, 2)
        bad = (st * (tm + tn) * tk * elem > l1_kb * 1024) | (acc + 30 > regs) \
            | ((sc == "mainloop") & (tk > 128)) | (tk < 32)
        return np.where(bad, np.nan, t)
    return cost


def fp8_params() -> dict[str, list[Any]]:
    return {"tile_m": [64, 128, 192, 256], "tile_n": [64, 128, 160, 192, 256], "tile_k": [32, 64, 128, 256],
            "stages": [1, 2, 3, 4], "scales": ["mainloop", "promote", "dequant"]}


def winograd_conv(n: int, h: int, w: int, cin: int, cout: int, cores: int, buf_kb: int
                  ) -> Callable[[Cols], np.ndarray]:
    """A 3x3 convolution (stride 1, 2 B) computed ``direct`` or by Winograd F(2,3) / F(4,3)
    (``wino_f2``, ``wino_f4``): (m+2)^2 / m^2 multiplications per output instead of 9, plus
    input and output transforms whose cost per output falls as tile_cout grows (one input
    transform serves every output channel of the tile). A Winograd tile must hold whole m x m
    output tiles; the input halo of a 32-channel slice and the (transformed, fp32) weights of
    tile_cout channels must fit the buffer. Partial tiles at the image edge cost full ones."""
    def cost(c: Cols) -> np.ndarray:
        th, tw, tco = c["tile_h"], c["tile_w"], c["tile_cout"]
        algo = np.asarray(c["algo"])
        mm = np.select([algo == "wino_f2", algo == "wino_f4"], [2, 4], 1)
        wino = mm > 1
        tiles = n * _ceil(h, th) * _ceil(w, tw) * _ceil(cout, tco)
        waves = _ceil(tiles, cores)
        mult = np.where(wino, (mm + 2) ** 2 / mm ** 2, 9.0)
        outs = th * tw * tco
        macs = outs * cin * mult / np.where(tco >= 32, 1024.0, 512.0)
        trans = np.where(wino, th * tw * cin * (mm + 2) ** 2 / mm ** 2 * 1.5 / 256.0
                         + outs * (mm + 2) ** 2 / mm ** 2 * 0.5 / 256.0, 0)
        halo = (th + 2) * (tw + 2) * 32 * 2
        load = (halo * _ceil(cin, 32) + tco * cin * 9 * 2) / 64.0
        t = waves * (np.maximum(macs + trans, load) + 0.25 * np.minimum(macs + trans, load) + 30)
        wbytes = np.where(wino, (mm + 2) ** 2 * tco * 32 * 4, 9 * tco * 32 * 2)
        bad = (wino & (((th % mm) != 0) | ((tw % mm) != 0))) | (halo * 2 + wbytes > buf_kb * 1024)
        return np.where(bad, np.nan, t)
    return cost


def winograd_params() -> dict[str, list[Any]]:
    return {"tile_h": [2, 3, 4, 6, 8, 12, 16], "tile_w": [4, 6, 8, 12, 14, 16, 28, 32],
            "tile_cout": [16, 32, 64, 128, 256], "algo": ["direct", "wino_f2", "wino_f4"]}


def embedding_gather(tokens: int, hidden: int, cores: int, bw: float, lat: float
                     ) -> Callable[[Cols], np.ndarray]:
    """An embedding lookup: rows_per_block token rows (``hidden`` x 2 B each) gathered per block
    by ``threads`` threads loading ``vec`` elements at a time. The table's row pitch is the row
    (``pitch`` ``packed``) or padded to 64 or 128 bytes: a row that does not start on a 128 B line
    touches one more line, and a ``vec`` load must be aligned to its width, which the packed pitch
    may break (a misaligned vector load faults, so that configuration fails); a row that is not a
    multiple of ``vec`` ends in a scalar tail. A block needs work for every thread and at least
    8 threads per row (the kernel maps a row to whole quarter-warps); with too few bytes in
    flight per core (``lat``: the memory latency) the gather is latency-bound."""
    row_b = hidden * 2

    def cost(c: Cols) -> np.ndarray:
        rpb, th, vec = c["rows_per_block"], c["threads"], c["vec"]
        pt = np.asarray(c["pitch"])
        pad = np.select([pt == "pad64", pt == "pad128"], [64, 128], 2)
        pitch = _ceil(row_b, pad) * pad
        lines = np.ceil(row_b / 128.0) + np.where(pitch % 128 == 0, 0, np.where(pitch % 64 == 0, 0.5, 0.97))
        blocks = _ceil(tokens, rpb)
        per_core = np.minimum(2048 // th, 16)
        waves = _ceil(blocks, cores * per_core)
        inflight = per_core * th * vec * 2.0
        bytes_wave = cores * per_core * rpb * lines * 128
        t = waves * (bytes_wave / np.minimum(bw, inflight * cores / lat) + 6 + rpb * row_b / (vec * 2 * th) * 0.6)
        t = t + np.where(hidden % vec != 0, waves * rpb * 40.0, 0)
        bad = ((pitch % (vec * 2)) != 0) | (rpb * hidden / vec < th) | (th < 8 * rpb)
        return np.where(bad, np.nan, t)
    return cost


def embedding_params() -> dict[str, list[Any]]:
    return {"rows_per_block": [1, 2, 4, 8, 16, 32, 64], "threads": [32, 64, 128, 256, 512, 1024],
            "vec": [1, 2, 4, 8, 16], "pitch": ["packed", "pad64", "pad128"]}


def seen_6_synthetic() -> list[tuple[str, Landscape]]:
    """The sixth held-out set's synthetic part: six families no earlier set has."""
    L = Landscape
    return [
        ("seen_6", L("allreduce_overlap_g", allreduce_params(),
                         allreduce_overlap(6144, 7168, 2304, 8, 66, 96.0, 112, 20480), 0.03)),
        ("seen_6", L("gqa_decode_g", gqa_params(), gqa_decode(6, 48, 4, 5000, 128, 66, 296, 40.0), 0.02)),
        ("seen_6", L("scan_blocks_g", scan_params(), scan_blocks(30_000_000, 66, 48, 65536, 4000.0), 0.04)),
        ("seen_6", L("fp8_block_gemm_g", fp8_params(), fp8_block_gemm(4608, 5376, 7168, 66, 232, 224, 40.0),
                         0.02)),
        ("seen_6", L("winograd_conv_g", winograd_params(), winograd_conv(2, 42, 42, 320, 320, 66, 96), 0.03)),
        ("seen_6", L("embedding_gather_g", embedding_params(), embedding_gather(12000, 2884, 66, 1800.0, 300.0),
                         0.05)),
    ]


SEEN_6_DIR = _data_dir("zoo_seen_6")


def seen_6() -> list[tuple[str, Landscape]]:
    """The sixth held-out set (reported once, now seen): six synthetic families, plus the public
    measured GPU tuning spaces in ``data/zoo_seen_6/`` (see the module docstring for their
    provenance)."""
    recorded = recorded_set("seen_6", SEEN_6_DIR)
    return seen_6_synthetic() + recorded
