"""The zoo's ``seen_8`` set.

``seen_8`` (was ``held_out_8``, :func:`seen_8`; reported once in the eighth round, see
docs/benchmarks.md; now seen like the sets before it). Written and committed before any strategy ran on it (its landscapes
were only enumerated: optimum, infeasible share, spread). Eight synthetic families no earlier
set has (configurations, infeasible share):

- ``radix_sort_i`` (2100, 35.6%): an LSD radix sort pass, digit bits (passes vs histogram
  size) and keys per thread, reduce-then-scan / decoupled look-back / onesweep, ranking by
  warp match or per-warp shared counters, scatter coalescing over buckets;
- ``kv_quantise_i`` (1080, 37.5%): KV-cache rows quantised to int8 in 64-wide groups, the
  group maximum by warp shuffle, shared-memory tree or two passes, scales interleaved
  (misaligned int8 rows), in a separate array or per head block;
- ``swiglu_mlp_i`` (15120, 50.0%): SwiGLU gate and up projections with ``silu(gate) * up``
  fused (two accumulators, interleaved weights needing 64-column tiles) or separate, L2
  tile grouping, accumulators over 4 or 8 warps;
- ``reduce_tree_i`` (4608, 59.7%): sums of a few very long rows, block partials combined by
  atomics, a second kernel or the last block, unrolled accumulators, 16-byte loads at most;
- ``fft_pass_i`` (1800, 38.0%): one strided axis of a 3D FFT, radix, points per thread,
  transforms per block (coalescing), twiddles from a table / computed / mixed, shared-memory
  padding against bank conflicts, direct or transposed loads;
- ``alibi_attention_i`` (2916, 66.3%): causal prefill with an ALiBi bias from a table,
  computed, or folded into the exp2 argument (64-row query blocks), KV split;
- ``deconv_phase_i`` (360, 39.7%): a stride-2 transposed convolution by zero insertion,
  stride-phase decomposition (tiles of whole phases) or atomic scatter;
- ``ssm_scan_i`` (576, 51.4%): a chunked selective scan (state-space layer), channels and
  state splits per block, chunks linked sequentially or by three kernels.

And four *public measured* GPU tuning spaces from the same hub and commit as ``seen_4``
(github.com/AutoTuningAssociation/benchmark_hub, commit 8eeb99e7179e, MIT licence): the last
complete (kernel, device) pairs there that no earlier set used, in the hub's file order (no
other kernel is complete in the snapshot or its history: the ``gemm_milo`` and ``hotspot_milo``
caches are absent or partial runs, the RTX 3060 Laptop GEMM cache a random 10,000 of its
17,956 configurations, and the hub's other caches are the devices already used, some in a
second format). ``kt_conv_milo_a6000_orig`` is the hub's ``A6000_original`` cache: a separate
run (March 2025) on the same RTX A6000 of the convolution space without the shared-memory
and constant-memory parameters, kept as its own space. Converted by
``scripts/import_tuning_cache.py`` into ``scripts/data/zoo_seen_8/`` (provenance in each
file), with the same failure rule:

=======================  ==================================  =======  ======  ==========
landscape                kernel (device)                     configs  params  infeasible
=======================  ==================================  =======  ======  ==========
kt_conv_milo_a6000       2D convolution (RTX A6000)            10240       7       62.0%
kt_conv_milo_a6000_orig  2D convolution, original (RTX A6000)   5120       6       55.7%
kt_conv_milo_w7800       2D convolution (Radeon PRO W7800)     10240       7       58.5%
kt_dedisp_w6600          dedispersion (Radeon PRO W6600)       22272       6       50.0%
=======================  ==================================  =======  ======  ==========
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _ceil, _data_dir, recorded_set


def radix_sort_pass(n: int, key_bits: int, cores: int, smem_kb: int, regfile: int, bw: float
                    ) -> Callable[[Cols], np.ndarray]:
    """An LSD radix sort of n key-value pairs (4 B + 4 B), ``digit_bits`` per pass (fewer passes
    against bigger histograms). A tile is ``threads`` x ``keys_per_thread`` pairs. ``reduce_then_scan``
    reads the keys twice a pass (a histogram kernel, then the scatter) and launches three kernels;
    ``decoupled`` reads once, each tile waiting on its predecessors' digit counts (2^bits of them);
    ``onesweep`` computes every pass's histogram in one upfront read, then one kernel a pass with
    the same look-back (both need a thread per digit to publish and look back). Ranking keys in the tile by ``warp_match`` costs a vote per digit bit;
    ``smem_counters`` keeps 2^bits counters per warp in shared memory (bank conflicts grow with
    the digit). Scattered writes coalesce only when a tile holds many keys per bucket. A thread
    holds its keys and values in registers (two each: key, value, rank, digit); the tile's pairs
    and the counters must fit the 48 KB a block may address."""
    def cost(c: Cols) -> np.ndarray:
        bits, kpt, th = c["digit_bits"], c["keys_per_thread"], c["threads"]
        scan = np.asarray(c["scan"])
        match = np.asarray(c["ranking"]) == "warp_match"
        rts, one = scan == "reduce_then_scan", scan == "onesweep"
        buckets = 2.0 ** bits
        tile = th * kpt
        tiles = _ceil(n, tile)
        passes = _ceil(key_bits, bits)
        regs = 26 + kpt * 4 + np.where(match, bits * 2, 4)
        smem = np.where(match, buckets * 4.0, buckets * 4.0 * th / 32) + tile * 8.0 + buckets * 4.0
        occ = np.minimum(np.minimum(2048 // th, regfile // (regs * th)), smem_kb * 1024 // smem)
        inflight = np.maximum(occ, 1) * th * kpt * cores
        hide = np.minimum(1.0, inflight / (cores * 6144.0))
        scatter = 1 + np.minimum(7.0, buckets * 32 / tile)
        mem = n * 8.0 * (np.where(rts, 2.0, 1.0) + scatter) / (bw * hide)
        rank = np.where(match, bits * 0.9 + 1.5, 2.5 + buckets / 48.0)
        comp = n * rank / (cores * np.maximum(occ, 1) * np.minimum(th, 256) * 0.05)
        look = np.where(rts, buckets * tiles / (cores * 40.0), tiles * (0.04 * buckets / 32 + 1.5) / cores + tiles * 0.02)
        launch = np.where(rts, 3 * 1500.0, 1500.0)
        t = passes * (np.maximum(mem, comp) + 0.25 * np.minimum(mem, comp) + look + launch)
        t = t + np.where(one, n * 4.0 / bw + 2000, 0)
        bad = (occ < 1) | (regs > 255) | (smem > 48 * 1024) | (~rts & (th < buckets))
        return np.where(bad, np.nan, t)
    return cost


def radix_params() -> dict[str, list[Any]]:
    return {"digit_bits": [4, 5, 6, 7, 8], "keys_per_thread": [1, 2, 3, 4, 6, 8, 12, 16, 24, 32],
            "threads": [64, 128, 256, 384, 512, 768, 1024], "scan": ["reduce_then_scan", "decoupled", "onesweep"],
            "ranking": ["warp_match", "smem_counters"]}


def kv_quantise(tokens: int, heads: int, d: int, group: int, cores: int, smem_kb: int, bw: float
                ) -> Callable[[Cols], np.ndarray]:
    """Quantising new K and V rows (fp16, ``heads`` x ``d`` a token) to int8 in ``group``-wide
    groups with an fp16 scale each, written into the KV cache. A block takes
    ``tokens_per_block`` tokens with ``threads`` threads loading ``vec`` elements at a time
    (a vector must not straddle a group, every thread needs a whole vector, and a load is at
    most 16 bytes). The group's
    absolute maximum is found by ``warp_shuffle`` (a group within one warp's reach), through a
    ``smem_tree`` (the block's tile staged in shared memory) or in ``two_pass`` (the values read
    twice). Scales are stored ``interleaved`` after each group (the int8 rows lose their 16-byte
    alignment unless a group is a multiple of 16 bytes: narrow stores), in a ``separate`` array
    (2-byte writes that coalesce only over many tokens a block) or one ``per_head_block`` (a
    contiguous run per head, padded)."""
    elems = tokens * heads * d * 2

    def cost(c: Cols) -> np.ndarray:
        tpb, th, vec = c["tokens_per_block"], c["threads"], c["vec"]
        red, sc = np.asarray(c["reduction"]), np.asarray(c["scales"])
        work = tpb * heads * d * 2
        blocks = _ceil(tokens, tpb)
        waves = _ceil(blocks, cores * np.maximum(1, 1024 // th))
        lanes_per_group = group / vec
        read = np.where(red == "two_pass", 2.0, 1.0) * elems * 2
        groups = elems / group
        sc_bytes = groups * 2.0
        sc_eff = np.select([sc == "interleaved", sc == "separate"],
                           [1.0, np.minimum(1.0, tpb * heads * 2 / 64.0)], 0.9)
        store_eff = np.where((sc == "interleaved") & ((group + 2) % 16 != 0), 0.45, 1.0)
        load_eff = np.where(vec >= 8, 1.0, np.where(vec == 4, 0.8, 0.55))
        mem = read / (bw * load_eff) + elems / (bw * store_eff) + sc_bytes / (bw * sc_eff)
        red_c = np.select([red == "warp_shuffle", red == "smem_tree"],
                          [np.log2(np.maximum(lanes_per_group, 1)) * 6.0, 14.0 + np.log2(np.maximum(lanes_per_group, 1)) * 9],
                          4.0)
        comp = groups * red_c / (cores * 32.0) + elems / (cores * 256.0)
        per_block = 180.0 + work / (th * vec) * 3.0
        t = np.maximum(mem, comp) + 0.3 * np.minimum(mem, comp) + waves * per_block / 8
        smem = np.where(red == "smem_tree", work * 2.0, 0)
        bad = ((group % vec) != 0) | (th * vec > work) | (smem > smem_kb * 1024) | (vec * 2 > 16) \
            | ((red == "warp_shuffle") & (lanes_per_group > 32))
        return np.where(bad, np.nan, t)
    return cost


def kvq_params() -> dict[str, list[Any]]:
    return {"tokens_per_block": [1, 2, 4, 8, 16, 32], "threads": [64, 128, 256, 512, 1024],
            "vec": [2, 4, 8, 16], "reduction": ["warp_shuffle", "smem_tree", "two_pass"],
            "scales": ["interleaved", "separate", "per_head_block"]}


def swiglu_mlp(m: int, hidden: int, inter: int, cores: int, l1_kb: int, regs: int, bw: float
               ) -> Callable[[Cols], np.ndarray]:
    """The gate and up projections of a SwiGLU MLP with the ``silu(gate) * up`` product fused:
    ``dual_acc`` keeps two accumulator tiles (twice the registers, the activations read once for
    both), ``interleaved`` multiplies by the two weight matrices interleaved as one of 2 x tile_n
    columns (one accumulator twice as wide; the epilogue pairs columns, so tile_n must be a multiple
    of 64), ``separate`` runs two GEMMs and an elementwise kernel (two m x inter results written and
    read back). ``stages`` slices of A and B (both weights when fused) must fit L1; tiles are
    walked in ``group`` rows of tiles that share weights in L2 (1: plain row order; helps when
    many tiles wait); the accumulators are spread over ``warps`` warps (registers per thread)."""
    def cost(c: Cols) -> np.ndarray:
        tm, tn, tk, st = c["tile_m"], c["tile_n"], c["tile_k"], c["stages"]
        mode = np.asarray(c["fuse"])
        dual, inter_, sep = mode == "dual_acc", mode == "interleaved", mode == "separate"
        grp, w = c["group"], c["warps"]
        wmul = np.where(sep, 1.0, 2.0)
        tiles = _ceil(m, tm) * _ceil(inter, tn)
        gemms = np.where(sep, 2.0, 1.0)
        waves = _ceil(tiles, cores)
        mac = tm * tn * wmul * hidden / 8192.0
        l2hit = np.minimum(0.85, 0.15 + 0.14 * np.log2(grp) * np.minimum(1.0, tiles / (cores * grp * 2.0)))
        load = (tm + tn * wmul * (1 - 0.6 * l2hit)) * hidden * 2 / bw
        hide = np.select([st >= 4, st == 3], [0.1, 0.25], 0.55)
        per = np.maximum(mac, load) + hide * np.minimum(mac, load) + 30 + _ceil(hidden, tk) * 3.5
        per = per + np.where(dual, tm * tn / 700.0, np.where(inter_, tm * tn / 520.0, 0)) + np.where(w == 4, mac * 0.08, 12)
        t = gemms * waves * per + np.where(sep, m * inter * 2 * 2 * 2 / (bw * cores) * 1.5 + 1800, 0)
        l1 = st * (tm + tn * wmul) * tk * 2
        acc = tm * tn * wmul / (w * 32.0)
        bad = (l1 > l1_kb * 1024) | (acc + 48 > regs) | (inter_ & ((tn % 64) != 0))
        return np.where(bad, np.nan, t)
    return cost


def swiglu_params() -> dict[str, list[Any]]:
    return {"tile_m": [16, 32, 64, 128, 192, 256], "tile_n": [32, 64, 96, 128, 160, 192, 256],
            "tile_k": [32, 64, 128], "stages": [2, 3, 4, 5], "fuse": ["dual_acc", "interleaved", "separate"],
            "group": [1, 2, 4, 8, 16], "warps": [4, 8]}


def reduce_tree(rows: int, cols: int, cores: int, bw: float, atomic_ns: float) -> Callable[[Cols], np.ndarray]:
    """Sums of a few long rows (e.g. per-tensor norms): each row is cut over blocks of
    ``threads`` x ``items_per_thread`` values read ``vec`` at a time. A block reduces in-warp by
    ``shuffle`` or through shared memory (``smem``), then the block partials are combined by
    ``atomic`` adds (serialised per row address), a ``two_pass`` second kernel, or the
    ``last_block`` to finish (a counter, one extra fence per block). ``unroll`` independent
    accumulators hide load latency at the cost of registers (vec x unroll of them); a load is
    at most 16 bytes."""
    def cost(c: Cols) -> np.ndarray:
        th, ipt, vec, un = c["threads"], c["items_per_thread"], c["vec"], c["unroll"]
        fin, warp = np.asarray(c["finish"]), np.asarray(c["warp_reduce"]) == "shuffle"
        per_block = th * ipt
        bpr = _ceil(cols, per_block)
        blocks = rows * bpr
        regs = 20 + vec * un * 2
        occ = np.minimum(2048 // th, 65536 // (regs * th))
        inflight = np.minimum(un, ipt / vec) * vec * th * np.maximum(occ, 1) * cores
        hide = np.minimum(1.0, inflight / (cores * 8192.0))
        mem = rows * cols * 4.0 / (bw * hide * np.where(vec == 1, 0.7, 1.0))
        tree = np.log2(th) * np.where(warp, 3.0, 7.0) + np.where(warp, 20.0, 8.0 * th / 256)
        waves = _ceil(blocks, cores * np.maximum(occ, 1))
        finish = np.select([fin == "atomic", fin == "two_pass"],
                           [bpr * atomic_ns + blocks * 0.4 / cores, 1600.0 + blocks * 4 / bw * 50],
                           blocks * 2.5 / cores + 900.0 / np.maximum(bpr, 1) + 60)
        t = mem + waves * (tree + 25) + finish
        bad = (occ < 1) | ((ipt % (vec * un)) != 0) | (vec * 4 > 16) | (bpr > 65535) | ((fin == "last_block") & (bpr > 2048))
        return np.where(bad, np.nan, t)
    return cost


def reduce_params() -> dict[str, list[Any]]:
    return {"threads": [32, 64, 128, 256, 512, 1024], "items_per_thread": [1, 2, 4, 8, 16, 32, 64, 128],
            "vec": [1, 2, 4, 8], "unroll": [1, 2, 4, 8], "finish": ["atomic", "two_pass", "last_block"],
            "warp_reduce": ["shuffle", "smem"]}


def fft_pass(n: int, batch: int, cores: int, smem_kb: int, bw: float) -> Callable[[Cols], np.ndarray]:
    """One axis of a 3D complex FFT (``batch`` transforms of length n, complex64, strided in
    memory): each block does ``transforms_per_block`` transforms, a thread ``points_per_thread``
    points in registers, stages of ``radix`` butterflies (log_radix n of them; a mixed last
    stage when n is not a power of the radix) exchanging through shared memory between stages.
    Twiddles come from a ``table`` (a load each), are ``computed`` (sincos), or ``mixed`` (a small
    table refined by one rotation). The strided axis is read ``direct`` (coalesced only across
    transforms: a block needs at least four adjacent transforms for full 32-byte sectors) or
    after a ``transpose`` pass (twice the traffic, always coalesced). Shared memory rows padded
    by ``pad`` words avoid the bank conflicts of power-of-two strides."""
    lg = float(np.log2(n))

    def cost(c: Cols) -> np.ndarray:
        r, ppt, tpb = c["radix"], c["points_per_thread"], c["transforms_per_block"]
        tw, pad = np.asarray(c["twiddle"]), c["pad"]
        tr = np.asarray(c["load"]) == "transpose"
        lr = np.log2(r)
        stages = np.ceil(lg / lr)
        mixed_stage = (lg % lr) != 0
        threads = n / ppt * tpb
        exch = stages - 1 - np.floor(np.log2(ppt) / lr)
        exch = np.maximum(exch, 0)
        blocks = _ceil(batch, tpb)
        coal = np.where(tr, 1.0, np.minimum(1.0, tpb / 4.0))
        mem = batch * n * 8.0 * 2 / (bw * coal) + np.where(tr, batch * n * 8.0 * 2 / bw + 1200, 0)
        bank = np.where(pad == 0, np.minimum(16.0, r * 2.0), np.where(pad == 1, 1.0, 1.2))
        flops = batch * n * lg * np.where(r >= 8, 4.2, np.where(r == 4, 4.6, 5.0))
        twc = np.select([tw == "table", tw == "computed"], [batch * n * stages * 0.9, batch * n * stages * 2.4],
                        batch * n * stages * 1.3)
        comp = (flops + twc + batch * n * exch * bank * 1.5) / (cores * 64.0 * 2)
        comp = comp + np.where(mixed_stage, batch * n * 3.0 / (cores * 128.0), 0)
        occ = np.minimum(2048 // np.maximum(threads, 1), smem_kb * 1024 // np.maximum(tpb * n * 8 * (1 + pad / 32.0), 1))
        waves = _ceil(blocks, cores * np.maximum(occ, 1))
        t = np.maximum(mem, comp) + 0.2 * np.minimum(mem, comp) + waves * (40 + exch * 12)
        regs = ppt * 4 + 28 + np.where(tw == "computed", 8, 0)
        smem = tpb * n * 8.0 * (1 + pad / 32.0)
        bad = ((ppt % r) != 0) | (threads > 1024) | (threads < 32) | (smem > smem_kb * 1024) | (regs > 255) \
            | (occ < 1)
        return np.where(bad, np.nan, t)
    return cost


def fft_params() -> dict[str, list[Any]]:
    return {"radix": [2, 4, 8, 16], "points_per_thread": [2, 4, 8, 16, 32],
            "transforms_per_block": [1, 2, 4, 8, 16], "twiddle": ["table", "computed", "mixed"],
            "pad": [0, 1, 8], "load": ["direct", "transpose"]}


def alibi_attention(heads: int, seq: int, d: int, cores: int, smem_kb: int, bw: float
                    ) -> Callable[[Cols], np.ndarray]:
    """Causal attention prefill with ALiBi (a per-head linear bias on the key distance, no
    rotary embedding): query blocks of ``block_q`` rows over KV blocks of ``block_kv`` (blocks
    above the diagonal skipped, diagonal ones masked), ``warps`` of 16 query rows each at least,
    ``stages`` KV blocks in flight in shared memory. The bias is read from a precomputed
    ``table`` tile (traffic and shared memory), ``computed`` from the slope (an FMA per score),
    or ``folded`` into the exp2 argument of the softmax (free, but needs the scores' scale
    applied per row, so the query block must fill whole 64-row groups). A KV ``split`` runs
    parts of the keys in parallel blocks (parallelism when heads x query blocks are few),
    merged by a second kernel."""
    def cost(c: Cols) -> np.ndarray:
        bq, bkv, w, st, sp = c["block_q"], c["block_kv"], c["warps"], c["stages"], c["split"]
        bias = np.asarray(c["bias"])
        qb = _ceil(seq, bq)
        kvb = _ceil(seq, bkv)
        pairs = qb * kvb / 2 + qb * np.maximum(bq / bkv, 1) / 2
        blocks = heads * qb * sp
        waves = _ceil(blocks, cores)
        mac = bq * bkv * d * 2 / (4096.0 * np.minimum(w, 4) / 4)
        load = bkv * d * 2 * 2 / bw
        hide = np.select([st >= 3, st == 2], [0.15, 0.4], 1.0)
        bias_c = np.select([bias == "table", bias == "computed"], [bq * bkv * 2 / bw * 0.5 + bq * bkv / 2048.0,
                                                                    bq * bkv / 900.0], bq * bkv / 6000.0)
        soft = bq * bkv / (w * 32.0) * 0.9
        per_pair = np.maximum(mac, load) + hide * np.minimum(mac, load) + soft + bias_c + 14
        t = waves * (pairs / (qb * sp)) * per_pair + np.where(sp > 1, heads * seq * d * 4 * sp / (bw * cores) + 1500, 0)
        smem = (bq * d + st * 2 * bkv * d) * 2 + np.where(bias == "table", bq * bkv * 2, 0)
        regs = bq * (bkv + d) / (w * 32.0) + 40
        bad = (smem > smem_kb * 1024) | (regs > 255) | (bq < 16 * w) | ((bias == "folded") & ((bq % 64) != 0))
        return np.where(bad, np.nan, t)
    return cost


def alibi_params() -> dict[str, list[Any]]:
    return {"block_q": [32, 64, 96, 128, 192, 256], "block_kv": [16, 32, 48, 64, 96, 128], "warps": [2, 4, 8],
            "stages": [1, 2, 3], "bias": ["table", "computed", "folded"], "split": [1, 2, 4]}


def ssm_scan(batch: int, seq: int, channels: int, state: int, cores: int, smem_kb: int, bw: float
             ) -> Callable[[Cols], np.ndarray]:
    """A chunked selective scan (a state-space layer: h_t = a_t h_{t-1} + b_t x_t, y_t = c_t h_t
    over ``state`` states per channel), the sequence cut into chunks of ``chunk`` steps. A block
    takes ``channels_per_block`` channels and 1/``state_split`` of the states (more blocks, the
    outputs summed across splits). Chunks are linked ``sequential`` (one block walks all chunks,
    its states carried in registers: little parallelism for long sequences) or in ``three_kernel``
    (chunk-local scans in parallel, the chunk states written, scanned by a second kernel and
    applied by a third: more traffic, all chunks in parallel). A chunk's inputs are staged in
    shared memory; ``threads`` work on channels x states, at most one per (channel, state)."""
    def cost(c: Cols) -> np.ndarray:
        ch, cpb, ss, th = c["chunk"], c["channels_per_block"], c["state_split"], c["threads"]
        seq_mode = np.asarray(c["link"]) == "sequential"
        sps = state / ss
        chunks = _ceil(seq, ch)
        cgroups = _ceil(channels, cpb)
        blocks = batch * cgroups * ss * np.where(seq_mode, 1, chunks)
        occ = np.maximum(1, np.minimum(2048 // th, smem_kb * 1024 // np.maximum(ch * (cpb + 2 * sps) * 4, 1)))
        conc = cores * occ
        waves = _ceil(blocks, conc)
        steps = np.where(seq_mode, seq, ch)
        work = steps * cpb * sps / th
        per = work * 2.2 + steps * 1.6 + np.where(seq_mode, chunks * 90.0, 90.0)
        io = batch * seq * (channels * 2 * 2 * ss + 2 * state * 2 * cgroups) / bw
        states = np.where(seq_mode, 0, batch * chunks * channels * state * 4 * 3 / bw + 2 * 1400
                          + chunks * 40.0)
        merge = np.where(ss > 1, batch * seq * channels * 4 * ss / bw + 900, 0)
        t = waves * per + io / np.minimum(1.0, blocks / conc + 0.05) + states + merge
        smem = ch * (cpb + 2 * sps) * 4
        bad = (smem > smem_kb * 1024) | (th > cpb * sps) | (sps * cpb / th > 64)
        return np.where(bad, np.nan, t)
    return cost


def ssm_params() -> dict[str, list[Any]]:
    return {"chunk": [64, 128, 256, 512], "channels_per_block": [4, 8, 16, 32, 64, 128],
            "state_split": [1, 2, 4, 8], "threads": [64, 128, 256], "link": ["sequential", "three_kernel"]}


def deconv_phase(n: int, h: int, w: int, cin: int, cout: int, ksize: int, stride: int, cores: int, smem_kb: int,
                 bw: float) -> Callable[[Cols], np.ndarray]:
    """A transposed convolution (upsampling by ``stride`` with a ksize x ksize kernel, fp16):
    ``zero_insert`` convolves the input with zeros inserted between pixels (simple indexing,
    but stride^2 of the multiplies hit zeros); ``phase`` splits the output into stride^2 phases,
    each a dense convolution with a (ksize/stride)^2 kernel (no waste; an output tile must hold
    whole phases, so its sides are multiples of the stride); ``scatter`` has each input pixel add
    its ksize^2 contributions to the output with atomics ((ksize/stride)^2 writers an address).
    A block computes a ``tile_h`` x ``tile_w`` output tile for ``tile_c`` output channels
    (256 threads, each with a whole number of outputs, their accumulators in registers); the
    input tile with its halo and the weights are staged in shared memory, 32 input channels at a
    time."""
    oh, ow = h * stride, w * stride
    kk = ksize // stride

    def cost(c: Cols) -> np.ndarray:
        th_, tw, tc = c["tile_h"], c["tile_w"], c["tile_c"]
        meth = np.asarray(c["method"])
        zi, ph = meth == "zero_insert", meth == "phase"
        tiles = n * _ceil(oh, th_) * _ceil(ow, tw) * _ceil(cout, tc)
        waves = _ceil(tiles, cores * 2)
        macs = th_ * tw * tc * cin * np.where(zi, ksize * ksize, kk * kk)
        in_h = np.where(zi, th_ + ksize - 1, th_ / stride + kk)
        in_w = np.where(zi, tw + ksize - 1, tw / stride + kk)
        smem = in_h * in_w * 32 * 2 + ksize * ksize * 32 * tc * 2
        load = (in_h * in_w * cin + ksize * ksize * cin * tc) * 2 / bw
        per = np.maximum(macs / 2048.0, load) + 0.3 * np.minimum(macs / 2048.0, load) + 35
        t = waves * per
        scat = n * h * w * cin * cout * ksize * ksize / (cores * 1024.0) * (1 + 0.15 * kk * kk) \
            + n * oh * ow * cout * 4 * 3 / bw
        t = np.where(meth == "scatter", scat + n * oh * ow * cout * 2 / bw + tiles * 4, t)
        acc = th_ * tw * tc / 256.0
        bad = (smem > smem_kb * 1024) | (acc + 40 > 255) | (ph & (((th_ % stride) != 0) | ((tw % stride) != 0))) \
            | ((th_ * tw * tc) % 256 != 0)
        return np.where(bad, np.nan, t)
    return cost


def deconv_params() -> dict[str, list[Any]]:
    return {"tile_h": [1, 2, 4, 8, 16, 32], "tile_w": [4, 8, 16, 32, 64], "tile_c": [8, 16, 32, 64],
            "method": ["zero_insert", "phase", "scatter"]}


def seen_8_synthetic() -> list[tuple[str, Landscape]]:
    """The eighth held-out set's synthetic part: eight families no earlier set has."""
    L = Landscape
    return [
        ("seen_8", L("radix_sort_i", radix_params(), radix_sort_pass(40_000_000, 32, 46, 100, 65536, 3300.0),
                         0.03)),
        ("seen_8", L("kv_quantise_i", kvq_params(), kv_quantise(4096, 40, 128, 64, 46, 100, 3300.0), 0.04)),
        ("seen_8", L("swiglu_mlp_i", swiglu_params(), swiglu_mlp(3584, 4096, 14336, 46, 228, 232, 58.0), 0.02)),
        ("seen_8", L("reduce_tree_i", reduce_params(), reduce_tree(24, 9_000_000, 46, 3300.0, 700.0), 0.05)),
        ("seen_8", L("fft_pass_i", fft_params(), fft_pass(512, 512 * 512, 46, 100, 3300.0), 0.02)),
        ("seen_8", L("alibi_attention_i", alibi_params(), alibi_attention(56, 6144, 128, 46, 200, 58.0), 0.03)),
        ("seen_8", L("deconv_phase_i", deconv_params(), deconv_phase(2, 96, 96, 192, 96, 4, 2, 46, 64, 3300.0),
                         0.04)),
        ("seen_8", L("ssm_scan_i", ssm_params(), ssm_scan(4, 16384, 3072, 128, 46, 100, 3300.0), 0.03)),
    ]


SEEN_8_DIR = _data_dir("zoo_seen_8")


def seen_8() -> list[tuple[str, Landscape]]:
    """The eighth held-out set (reported once, now seen), written and committed before any
    strategy ran on it: synthetic families no earlier set had, plus the public measured GPU
    tuning spaces in ``data/zoo_seen_8/`` (see the module docstring for their provenance)."""
    recorded = recorded_set("seen_8", SEEN_8_DIR)
    return seen_8_synthetic() + recorded
