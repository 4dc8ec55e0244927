"""The zoo's ``seen_23`` set.

``seen_23`` (was ``held_out_23``, :func:`seen_23`; reported once, on the
twenty-second round's default (the twenty-third round's candidate did not qualify): 4 wins /
8 ties / 1 loss against the best peer, the worst ratio 1.032 on mttkrp_csf_x; on 30 seeds its
recorded spaces 1 / 1 / 2; now seen like the sets before it). Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), with constants unlike the other sets' (a 144-core GPU with 256 KB of shared memory
a core, 6.0 TB/s at 1.9 GHz and fp64 at 1/2, a 40-core one with 80 KB, 448 GB/s at 2.2 GHz, and an
80-core CPU at 2.7 GHz with 300 GB/s, 1.25 MB of L2 a core and 512 GB; times in us, bandwidths in
bytes/us):

- ``polar_scl_x`` (2160, 61.7%, 56x): CRC-aided successive-cancellation list decoding of a million
  (1024, 512) polar codewords, lists of 2-32 (shorter than the CRC's 0, 6, 11 or 24 bits need, or
  twice that with int8 LLRs: fails), SC, SSC or Fast-SSC node decoders, bitonic, partial or radix
  selection of the forked paths, fp32, fp16 or int8 LLRs and lanes a codeword, the lists' arrays
  in shared memory (over it fails); five within 5%;
- ``ivfpq_search_x`` (540, 64.1%, 201x): IVF-PQ nearest-neighbour search of 10^4 queries over 10^9
  96-dimensional vectors at recall@10 0.9 (under it fails), 1024-65536 lists, 8-128 probed,
  16-64-byte codes, lookup tables in shared memory in fp32 or fp16 or through L1, and 0, 64 or 256
  candidates re-ranked exactly; three within 5%;
- ``grid_maxflow_x`` (2304, 66.7%, 693x): the minimum cut of a 4096^2 4-connected image graph by
  tiled push-relabel, 16-128-pixel tiles in shared memory (over it fails), 1-64 sweeps a launch, a
  global, tiled or no global relabel every 1-64 launches, int16 (overflows: fails), int32 or fp32
  capacities and threads; two within 5%;
- ``bundle_adjust_x`` (900, 57.8%, 5714x): Levenberg-Marquardt bundle adjustment of 10^4 cameras
  and 4 x 10^6 points, a dense or sparse Schur complement factorised, iterative Schur or CGNR
  (without a camera-block preconditioner it stalls: fails), Jacobi, Schur-Jacobi or cluster-
  tridiagonal preconditioning (the direct solvers take only the first: fail), inner tolerances 0.3 (the outer iterations stall: fails) to 1e-4,
  fp64, fp32 (fails the direct solvers) or mixed and threads; three within 5%;
- ``bpe_tokenize_x`` (10368, 50.0%, 20x): byte-pair-encoding tokenisation of 200 GB of text with a
  50257-token vocabulary on the CPU, a PCRE, hand-written DFA, SIMD or RE2 pre-tokeniser (no
  lookahead: fails), rescanning or heap merges or a greedy trie (not BPE's result: fails), a word
  cache against the L2, threads, and five that barely matter once the cores are the bound (chunk
  size, mmap/pread/io_uring, huge pages, NUMA placement, uint16 or int32 ids): nine parameters,
  168 configurations within 5%;
- ``eri_quartets_x`` (1620, 53.3%, 17x): the electron repulsion integrals of a Fock build for a
  120-atom molecule (1800 shells up to f), Rys, Obara-Saika, Head-Gordon-Pople or
  McMurchie-Davidson, Schwarz screening at 1e-9-1e-13 (looser than fp64's 1e-11 or mixed's 1e-10
  misses the energy: fails), a Taylor table in shared memory, Chebyshev or recursive Boys
  function, fp64, mixed or fp32 (fails), quartets a batch (over shared memory fails) and
  threads; one within 5%;
- ``sht_legendre_x`` (864, 48.1%, 11x): forward and inverse spherical harmonic transforms at T2047
  of 100 fields on the CPU, regular, reduced or octahedral Gaussian grids, radix-2 (only on
  power-of-two rings: fails otherwise), mixed-radix or Bluestein FFTs, Legendre values computed
  on the fly or stored, standard (underflows at this degree: fails), scaled or extended-exponent
  recurrences, orders a GEMM and threads; 13 within 5%;
- ``roaring_and_x`` (720, 40.0%, 25x): 10^5 three-way intersections of Roaring bitmaps over 2^32
  rows on the CPU, arrays up to 1024-16384 values (past 4096 the format's readers reject them:
  fails), run containers, merge, galloping, SIMD-shuffle or bitmap-probe array intersection,
  given or smallest-first order, queries a batch sharing the L2 and threads; 36 within 5%;
- ``mttkrp_csf_x`` (768, 35.7%, 3.3x): the MTTKRPs of a rank-128 CP sweep of a 1.4 x 10^8-nonzero
  three-mode tensor, COO, CSF, HiCOO (blocks over 256 fail) or ALTO (int32 indices cannot hold
  its 54 bits: fails), atomic or shared-memory privatised outputs (COO has none; over it fails),
  rank columns a pass, int32 or int64 indices and threads; nine within 5%.

And four landscapes *measured now* on this project's ``cpu`` backend, op shapes and parameter values
(the FFN's tile_m 208, down_tile_m 160 and down_tile_k 208) that no earlier recorded landscape
covers, and four spaces whose parameters no earlier space of their op kind tuned together (every
attention, GEMM and LayerNorm value has been tuned somewhere): a non-causal grouped-query
attention with its query and KV blocks, softmax, ``opt_level`` and unroll but its KV split and
pipeline left at the default, a batched GEMM tuning its tiles with ``l1_prefetch``, schedule and
unroll, a gated GELU FFN with its up M and N tiles, the down projection's M and K tiles and L1
prefetch and the unroll, and a LayerNorm with all but its ``opt_level``, each space measured
exhaustively (every configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_23/`` (gzip JSON, times in
us, provenance in each file's ``source``, 11 KB in all). They were recorded on a shared 2-core
machine under load (the one the lead's niced benchmark jobs run on; load average 4.6-5.5 sampled
every 10 s over the recording, median 5.2, the recorder itself included, 5.4 just before it
started): the heavy tail of their samples is real measurement noise, and the fastest sample is
the true cost. Every configuration ran, so they are 0% infeasible (reported, not forced into
30-70%):

=================================  ============================================  =======  ======  ======  =========
landscape                          op (shape)                                    configs  params  spread  worst/opt
=================================  ============================================  =======  ======  ======  =========
cpu_attention_gqa3_opt_unroll      non-causal grouped-query attention (batch 2,      108       5     10%       4.7x
                                   12 heads over 4 KV heads, 64 queries over
                                   320 keys, d 48)
cpu_gemm_prefetch_schedule_unroll  batched GEMM (3 x 144 x 128 @ 128 x 240)          144       6      9%       3.4x
cpu_ffn_geglu_down_prefetch        FFN, GELU gated (208 tokens, 176 -> 416)           96       6     16%       4.1x
cpu_layernorm_no_opt_level         LayerNorm (1280 rows x 1536)                      108       5      5%       3.3x
=================================  ============================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
1, 1, 1 and 2 configurations.) Recording took 87 + 65 + 55 + 66 s, 4.6 minutes in all, one
landscape after another under ``nice -n 10`` (no configuration had been built or run before).
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, resident_blocks

_occupancy = partial(resident_blocks, max_threads=2048, max_blocks=24)  # a core: 2048 threads, 24 blocks


def polar_scl(codewords: float, n: int, k: int, cores: int, smem_kb: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """CRC-aided successive-cancellation list decoding of ``codewords`` polar codewords (length
    ``n``, ``k`` information bits: a 5G control channel's) on a GPU. The decoder walks the code's
    binary tree, f/g updates of the LLRs at each node (n log2 n / 2 a path), forking every path at
    each information bit and keeping the ``list_size`` best by path metric; ``crc_bits`` picks the
    survivor (the block-error target needs a list of 16 with no CRC, 8 with 6 bits and 4 with 11
    or 24: a shorter list fails; ``int8`` LLRs lose enough to need twice the list). ``nodes`` (no
    order): ``sc`` (bit by bit), ``ssc`` (rate-0 and rate-1 subtrees skipped: 55% of the updates)
    or ``fast_ssc`` (also repetition and parity-check nodes: 35%, but a rate-1 node forks on its
    least reliable bits at once: a third more sorting). ``path_sort`` (no order) of the 2L
    candidates an information bit: ``bitonic`` (2L log2(2L)^2 / 2 compares), ``partial_select``
    (L passes over 2L) or ``radix_select`` (four passes). ``llr``: ``fp32``, ``fp16`` or ``int8``
    (its bytes a list copy); ``lanes`` a codeword (the tree's upper levels keep them busy, its
    lower ones idle them), each codeword's L copies of the LLR and partial-sum arrays in shared
    memory (over it fails). Times in us."""
    def cost(c: Cols) -> np.ndarray:
        nodes, ps, llr = np.asarray(c["nodes"]), np.asarray(c["path_sort"]), np.asarray(c["llr"])
        L, crc, lanes = c["list_size"], c["crc_bits"], c["lanes"]
        need = np.select([crc == 0, crc == 6], [16, 8], 4) * np.where(llr == "int8", 2, 1)
        b = np.select([llr == "fp32", llr == "fp16"], [4.0, 2.0], 1.0)
        info = k + crc
        depth = np.log2(n)
        share = np.select([nodes == "sc", nodes == "ssc"], [1.0, 0.55], 0.35)
        # lane efficiency: a level's n / 2^d updates over the lanes, averaged over the levels
        eff = np.mean([np.minimum(1.0, n / 2.0 ** d / lanes) for d in range(1, int(depth) + 1)], axis=0)
        upd = L * n * depth / 2.0 * share / (lanes * eff) * np.where(llr == "fp32", 1.0, 0.6)
        cand = 2.0 * L
        sort = np.select([ps == "bitonic", ps == "partial_select"],
                         [cand * np.log2(cand) ** 2 / 2.0, cand * L], cand * 4.0 * 2.0) / np.minimum(lanes, cand)
        sort = sort * info * np.where(nodes == "fast_ssc", 1.33, 1.0) + info * 6.0  # and the path copies
        copies = info * L * n * b / 8.0 / (lanes * 4.0)  # lazy copies of the forked paths' arrays
        smem = L * (2.0 * n * b + n / 8.0) + 1024.0
        res = _occupancy(lanes, smem, 48.0, smem_kb)
        occ = np.minimum(1.0, res * lanes / 2048.0)
        cycles = (upd * 4.0 + sort * 6.0 + copies) * (1.0 + 1.5 * (1.0 - occ))
        conc = cores * np.maximum(res, 1.0)  # codewords in flight
        t = np.ceil(codewords / conc) * cycles / (ghz * 1e3) + 15.0
        bad = (L < need) | (res < 1)
        return np.where(bad, np.nan, t)
    return cost


def polar_params() -> dict[str, list[Any]]:
    return {"list_size": [2, 4, 8, 16, 32], "crc_bits": [0, 6, 11, 24], "nodes": ["sc", "ssc", "fast_ssc"],
            "path_sort": ["bitonic", "partial_select", "radix_select"], "llr": ["fp32", "fp16", "int8"],
            "lanes": [32, 64, 128, 256]}


def ivfpq_search(queries: float, vectors: float, dim: int, cores: int, smem_kb: float, dram_bw: float, ghz: float
                 ) -> Callable[[Cols], np.ndarray]:
    """Approximate nearest-neighbour search on a GPU with an inverted file of product-quantised
    vectors (``queries`` queries, top 10, over ``vectors`` ``dim``-dimensional vectors, recall@10 at
    least 0.9): a query's distances to ``nlist`` centroids (a GEMM), its ``nprobe`` nearest lists
    scanned with a ``m_sub``-byte code a vector (one 256-entry lookup table a subquantiser,
    built a probed list: 256 x dim operations), optionally the ``rerank`` best re-ranked by exact
    distances (random reads of whole vectors). A true neighbour is in the probed lists with
    probability 1 - exp(-3.2 nprobe / sqrt(nlist)); the codes keep 0.78, 0.89 or 0.95 of the
    neighbours at 16, 32 or 64 bytes (fp16 tables a point less), and re-ranking 64 or 256 lifts
    them to within a third or a tenth of the rest: recall under 0.9 fails. ``lut`` (no order):
    ``smem_fp32``, ``smem_fp16`` (the tables in shared memory, 4 or 2 bytes an entry: over it
    fails) or ``global_fp32`` (through L1: four times slower lookups). Times in us, bandwidths in
    bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        lut = np.asarray(c["lut"])
        nl, npb, m, rr = c["nlist"], c["nprobe"], c["m_sub"], c["rerank"]
        rate = cores * 128 * ghz * 1e3
        probe_rec = 1.0 - np.exp(-6.0 * npb / np.sqrt(nl))
        pq = np.select([m == 16, m == 32], [0.78, 0.89], 0.95) - np.where(lut == "smem_fp16", 0.01, 0.0)
        pq = 1.0 - (1.0 - pq) * np.select([rr == 64, rr == 256], [0.33, 0.1], 1.0)
        recall = probe_rec * pq
        coarse = queries * nl * dim * 2.0 / (rate * 8.0) + nl * dim * 4.0 / dram_bw
        scanned = queries * npb * vectors / nl
        table_b = m * 256.0 * np.where(lut == "smem_fp16", 2.0, 4.0)
        res = np.where(lut == "global_fp32", 8.0, np.floor(smem_kb * 1024 / table_b))
        occ = np.minimum(1.0, res * 256 / 2048.0)
        build = queries * npb * 256.0 * dim * 2.0 / (rate * (0.4 + 0.6 * occ))
        look = scanned * m / (rate / np.where(lut == "global_fp32", 4.0, np.where(lut == "smem_fp16", 0.8, 1.0))
                              * (0.3 + 0.7 * occ))
        codes = scanned * (m + 4.0) / dram_bw  # the lists' codes and ids
        rerank = queries * rr * dim * 4.0 * 1.5 / (dram_bw * 0.5)
        select = scanned * 6.0 / rate + queries * npb * 40.0 / (ghz * 1e3 * cores)
        t = coarse + build + np.maximum(look, codes) + rerank + select + 25.0
        bad = (recall < 0.9) | (res < 1)
        return np.where(bad, np.nan, t)
    return cost


def ivfpq_params() -> dict[str, list[Any]]:
    return {"nlist": [1024, 4096, 16384, 65536], "nprobe": [8, 16, 32, 64, 128], "m_sub": [16, 32, 64],
            "lut": ["smem_fp32", "smem_fp16", "global_fp32"], "rerank": [0, 64, 256]}


def grid_maxflow(width: int, height: int, cap_max: float, cores: int, smem_kb: float, dram_bw: float, ghz: float
                 ) -> Callable[[Cols], np.ndarray]:
    """A minimum cut of a ``width`` x ``height`` 4-connected image graph (segmentation, terminal
    capacities up to ``cap_max``) by push-relabel on a GPU: a block owns a ``tile``-pixel square
    (its excess, labels and four residual capacities a pixel in shared memory, with a one-pixel
    halo: over it fails), runs ``pushes`` push/relabel sweeps a launch and exchanges the border's
    flow between launches, and every ``relabel_every`` launches a global relabel (a BFS from the
    sink over the residual graph) resets the heights: rare ones let heights drift (more
    sweeps), frequent ones cost a BFS each. ``relabel`` (no order): ``bfs_global`` (a frontier
    BFS over the whole grid: a launch a level), ``bfs_tiled`` (each tile's BFS in shared memory,
    iterated to a fixed point over the tiles) or ``none`` (only the gap heuristic: the sweeps grow
    with the grid's diameter). ``capacity`` ``int16`` (half the bytes, but a pixel's excess reaches
    four times the largest capacity: past 32767 it overflows: fails), ``int32`` or
    ``fp32`` (float excesses drift: one sweep in eight redone). ``threads``. Times in us,
    bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        rel, cap = np.asarray(c["relabel"]), np.asarray(c["capacity"])
        tile, p, every, th = c["tile"], c["pushes"], c["relabel_every"], c["threads"]
        pixels = width * float(height)
        b = np.where(cap == "int16", 2.0, 4.0)
        smem = (tile + 2.0) ** 2 * (6.0 * b + 4.0)
        res = _occupancy(th, smem, 40.0, smem_kb)
        occ = np.minimum(1.0, res * th / 2048.0)
        diam = width + height
        # sweeps to converge: the flow crosses the grid a tile a launch, heights drift between relabels
        drift = np.select([rel == "bfs_global", rel == "bfs_tiled"], [1.0 + 0.04 * every, 1.3 + 0.05 * every],
                          12.0 + 0.0 * every)
        launches = np.ceil(diam / tile * drift * 2.2 / np.sqrt(p)) + 4.0
        sweeps = launches * p * np.where(cap == "fp32", 1.125, 1.0)
        tiles = pixels / tile ** 2
        waves = np.ceil(tiles / (cores * np.maximum(res, 1)))
        work_a_tile = tile ** 2 / np.minimum(th, tile ** 2) * 14.0 / (ghz * 1e3)  # a sweep's pixels a thread
        sweep_t = waves * work_a_tile * (0.5 + 0.5 / np.maximum(occ, 0.125)) * 0.25
        exchange = launches * (pixels * (6.0 * b + 4.0) * 4.0 / tile / dram_bw + 5.0)
        bfs = np.select([rel == "bfs_global", rel == "bfs_tiled"],
                        [diam * 0.8 * 6.0 + pixels * 12.0 / dram_bw * 3.0,
                         pixels * 12.0 / dram_bw * 4.0 + diam / tile * 10.0], 0.0)
        t = sweeps * sweep_t + exchange + np.floor(launches / every) * bfs + 30.0
        bad = (res < 1) | ((cap == "int16") & (cap_max * 4 > 32767))
        return np.where(bad, np.nan, t)
    return cost


def maxflow_params() -> dict[str, list[Any]]:
    return {"tile": [16, 32, 64, 128], "pushes": [1, 4, 16, 64], "relabel_every": [1, 4, 16, 64],
            "relabel": ["bfs_global", "bfs_tiled", "none"], "capacity": ["int16", "int32", "fp32"],
            "threads": [64, 128, 256, 512]}


def mttkrp_csf(nnz: float, dims: tuple[float, float, float], rank: int, cores: int, smem_kb: float, dram_bw: float,
               ghz: float) -> Callable[[Cols], np.ndarray]:
    """The MTTKRP of a CP decomposition's sweep (one per mode) for a sparse three-mode tensor of
    ``nnz`` nonzeros, mode sizes ``dims`` and rank ``rank``, on a GPU: each nonzero multiplies two
    factor rows (rank entries) into an output row. ``format`` (no order): ``coo`` (every nonzero
    reads both rows and adds atomically), ``csf`` (a fiber tree rooted at each mode: the rows of
    a fiber's upper levels are read once a fiber; three copies of the tensor), ``hicoo`` (nonzeros
    in ``block``^3 blocks with one-byte offsets: a block over 256 fails; a block's factor rows
    reused in L1) or ``alto`` (a linearised, bit-interleaved order: one copy, its rows partly
    reused; its linear index needs 54 bits). ``index``: ``int32`` (alto's fails) or ``int64``
    indices. ``accumulate``: ``atomic`` or ``privatized`` (a block's output rows in shared
    memory, flushed once: a hicoo or alto block's rows, or a csf slice's one; over shared memory
    fails, coo has none). ``rank_chunk`` columns of the rank a pass (a pass re-reads the tensor)
    and ``threads``. Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        fmt, acc = np.asarray(c["format"]), np.asarray(c["accumulate"])
        blk, rc, th = c["block"], c["rank_chunk"], c["threads"]
        passes = np.ceil(rank / rc)
        fiber = nnz / np.sqrt(dims[0] * dims[1]) * 0.6 + 1.0  # nonzeros a fiber
        reuse = np.select([fmt == "coo", fmt == "csf", fmt == "hicoo"],
                          [1.0, 0.5 + 0.5 / fiber, 0.35 + 8.0 / blk], 0.6)
        row_b = rc * 4.0
        wide = np.asarray(c["index"]) == "int64"
        tensor_b = np.select([fmt == "coo", fmt == "csf", fmt == "hicoo"],
                             [np.where(wide, 28.0, 16.0), np.where(wide, 16.0, 10.0), np.where(wide, 8.0, 7.0)], 12.0)
        sectors = np.ceil(row_b / 32.0) * 32.0
        reads = nnz * (2 * sectors * reuse + tensor_b) * passes
        rows_smem = np.select([fmt == "hicoo", fmt == "csf"], [blk * row_b, th / 4.0 * row_b], 256.0 * row_b)
        smem = np.where(acc == "privatized", rows_smem, 0.0)
        res = _occupancy(th, smem, 56.0, smem_kb)
        occ = np.minimum(1.0, res * th / 2048.0)
        conflicts = np.select([fmt == "coo", fmt == "csf"], [4.0, 1.2], 2.0)
        atom = np.where(acc == "atomic", nnz * rc * passes * conflicts / (cores * 32 * ghz * 1e3 * 0.25),
                        nnz / np.maximum(blk, 8.0) * row_b * passes / dram_bw * 8.0)
        flops = nnz * rank * 3.0 / (cores * 128 * ghz * 1e3 * (0.3 + 0.7 * occ))
        mem = reads / (dram_bw * (0.45 + 0.45 * occ))
        t = 3.0 * (np.maximum(mem, flops) + atom) + passes * 3 * 8.0 + 40.0
        bad = ((res < 1) | ((fmt == "hicoo") & (blk > 256)) | ((fmt == "coo") & (acc == "privatized"))
               | ((fmt == "alto") & ~wide))
        return np.where(bad, np.nan, t)
    return cost


def mttkrp_params() -> dict[str, list[Any]]:
    return {"format": ["coo", "csf", "hicoo", "alto"], "accumulate": ["atomic", "privatized"],
            "block": [32, 128, 512], "rank_chunk": [16, 32, 64, 128], "index": ["int32", "int64"],
            "threads": [128, 256, 512, 1024]}


def bundle_adjust(cameras: float, points: float, obs: float, cores: int, ghz: float, dram_bw: float, mem_gb: float
                  ) -> Callable[[Cols], np.ndarray]:
    """Bundle adjustment of ``cameras`` cameras (9 parameters each) and ``points`` points from
    ``obs`` observations by Levenberg-Marquardt on a ``cores``-core CPU: each iteration linearises
    (a 2 x 12 Jacobian block an observation), eliminates the points (3 x 3 blocks) and solves the
    reduced camera system. ``solver`` (no order): ``dense_schur`` (the 9C x 9C Schur complement
    formed and Cholesky-factorised: over memory fails), ``sparse_schur`` (formed, a sparse
    Cholesky with fill in the camera co-visibility graph), ``iterative_schur`` (never formed,
    conjugate gradients on its product) or ``cgnr`` (CG on the normal equations of the whole
    problem). ``precond`` (no order, for the iterative ones): ``jacobi``, ``schur_jacobi`` (the
    Schur complement's 9 x 9 diagonal blocks) or ``cluster_tridiagonal`` (visibility clusters:
    a tenth of the iterations for a setup a fifth of a sparse Schur's); CGNR without a camera-block
    preconditioner fails to converge, and the direct solvers take only ``jacobi`` (a diagonal
    scaling; the solver rejects the others: fail).
    ``cg_tol`` the inner solve's relative tolerance (at 0.3 the outer iterations stall on this
    problem: fails; tighter costs CG iterations), ``precision`` ``fp64``, ``fp32`` (fails with the
    direct solvers: the complement's conditioning) or ``mixed`` (fp32 products, fp64 updates)
    and ``threads``. Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        sol, pre, prec = np.asarray(c["solver"]), np.asarray(c["precond"]), np.asarray(c["precision"])
        tol, th = c["cg_tol"], c["threads"]
        direct = (sol == "dense_schur") | (sol == "sparse_schur")
        speed = np.select([prec == "fp64", prec == "fp32"], [1.0, 2.0], 1.6)
        rate = np.minimum(th, cores) * ghz * 1e3 * 8.0 * speed * np.where(th > cores, 0.85, 1.0)
        bw = dram_bw * np.minimum(1.0, th / (cores * 0.4)) * np.where(prec == "fp64", 1.0, 1.5)
        outer = 12.0 * np.where(tol >= 0.1, 1.5, 1.0) * np.where(prec == "fp32", 1.25, 1.0)
        lin = obs * 2 * 12 * 40.0 / rate + obs * 120.0 / bw
        elim = points * 3 * 3 * 3 * 20.0 / rate + obs * 9 * 3 * 8.0 / bw
        n = 9.0 * cameras
        form = obs * 12.0 * 81.0 * 2 / rate
        dense = form + n ** 3 / 3 / (rate * 4.0) + n * n * 8 / bw
        sparse = form + n * 9 * 2500.0 * 30 / rate + n * 2500.0 * 8 * 4 / bw
        cond = np.select([pre == "jacobi", pre == "schur_jacobi"], [900.0, 120.0], 25.0)
        cond = np.where(sol == "cgnr", cond * 6.0, cond)
        its = np.sqrt(cond) * np.log(1.0 / tol) / 2.0
        prod = np.where(sol == "cgnr", obs * 2 * 12 * 4.0 * 8 / bw, obs * 9 * 6.0 * 8 / bw + obs * 600 / rate)
        setup = np.select([pre == "cluster_tridiagonal", pre == "schur_jacobi"], [sparse / 5.0, cameras * 81 * 40.0 / rate],
                          0.0)
        solve = np.select([sol == "dense_schur", sol == "sparse_schur"], [dense, sparse], setup + its * prod)
        t = outer * (lin + elim + solve) + 200.0
        bad = ((tol >= 0.3) | (direct & (prec == "fp32")) | ((sol == "cgnr") & (pre == "jacobi"))
               | (direct & (pre != "jacobi")) | ((sol == "dense_schur") & (n * n * 8 * 2 > mem_gb * 1e9)))
        return np.where(bad, np.nan, t)
    return cost


def bundle_params() -> dict[str, list[Any]]:
    return {"solver": ["dense_schur", "sparse_schur", "iterative_schur", "cgnr"],
            "precond": ["jacobi", "schur_jacobi", "cluster_tridiagonal"], "cg_tol": [0.3, 0.1, 0.01, 1e-3, 1e-4],
            "precision": ["fp64", "fp32", "mixed"], "threads": [8, 20, 40, 80, 160]}


def bpe_tokenize(corpus_gb: float, vocab: int, cores: int, ghz: float, dram_bw: float, l2_kb: float
                 ) -> Callable[[Cols], np.ndarray]:
    """Byte-pair-encoding tokenisation of a ``corpus_gb`` GB text corpus (8% of its bytes outside
    ASCII) with a ``vocab``-token vocabulary on a ``cores``-core CPU: a pre-tokeniser splits the
    text into words (the GPT-style pattern), then each word's bytes are merged by rank.
    ``pretok`` (no order): ``pcre_jit``, ``hand_dfa`` (a hand-written state machine: twice as fast),
    ``simd_ascii`` (classifies 64 bytes at a time, falls back to the DFA on a non-ASCII block) or
    ``re2`` (no lookahead, which the pattern needs: fails). ``merge`` (no order): ``rescan`` (every
    merge rescans the word's pairs: quadratic in a word's length), ``heap`` (a priority queue of
    pairs) or ``greedy_trie`` (longest vocabulary match: not BPE's result here: fails). A
    ``cache`` of that many words (per thread; a hit skips merging; over a core's L2 a lookup
    misses to memory) and ``threads``; and five that barely matter once the cores are the bound:
    ``chunk_mb`` a task, ``io`` (``mmap``, ``pread`` or ``io_uring``), ``huge_pages``, ``numa`` (``local`` or
    ``interleave``) and ``out_dtype`` (``uint16`` ids: over 65536 tokens fails; or ``int32``).
    Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        pt, mg, io, numa, od = (np.asarray(c[k]) for k in ("pretok", "merge", "io", "numa", "out_dtype"))
        cache, th, ck, hp = c["cache"], c["threads"], c["chunk_mb"], c["huge_pages"]
        nbytes = corpus_gb * 1e9
        words = nbytes / 5.2
        pre_cyc = np.select([pt == "pcre_jit", pt == "hand_dfa"], [9.0, 4.5], 0.08 * 4.5 + 0.92 * 1.2)
        hit = np.where(cache == 0, 0.0, 1.0 - 0.55 * np.exp(-np.log10(np.maximum(cache, 1)) / 1.6))
        cache_b = cache * 48.0
        lookup = np.where(cache == 0, 0.0, np.where(cache_b > l2_kb * 1024, 160.0, 40.0))
        merge_cyc = np.where(mg == "rescan", 5.2 * 5.2 * 14.0 * 1.6, 5.2 * 70.0)
        per_word = lookup + (1.0 - hit) * merge_cyc
        active = np.minimum(th, cores) * np.where(th > cores, 1.03, 1.0)  # SMT a little past the cores
        cpu = (nbytes * pre_cyc + words * per_word) / (active * ghz * 1e3)
        out_b = words * 1.3 * np.where(od == "uint16", 2.0, 4.0)
        mem = (nbytes + out_b) / (dram_bw * np.where(numa == "local", 1.0, 0.9))
        sched = nbytes / (ck * 1e6) * 30.0 / active + ck * 1e6 / (dram_bw / cores) * 1.0
        pages = np.where(hp, 1.0, 1.012) * np.select([io == "mmap", io == "io_uring"], [1.0, 0.997], 1.008)
        t = (np.maximum(cpu, mem) + 0.1 * np.minimum(cpu, mem) + sched) * pages + 5000.0
        bad = (pt == "re2") | (mg == "greedy_trie") | ((od == "uint16") & (vocab > 65536))
        return np.where(bad, np.nan, t)
    return cost


def bpe_params() -> dict[str, list[Any]]:
    return {"pretok": ["pcre_jit", "hand_dfa", "simd_ascii", "re2"], "merge": ["rescan", "heap", "greedy_trie"],
            "cache": [0, 4096, 65536], "threads": [40, 80, 160], "chunk_mb": [4, 16, 64, 256],
            "io": ["mmap", "pread", "io_uring"],
            "huge_pages": [False, True], "numa": ["local", "interleave"], "out_dtype": ["int32", "uint16"]}


def eri_quartets(shells: float, lmax: int, cores: int, smem_kb: float, dram_bw: float, ghz: float, fp64: float
                 ) -> Callable[[Cols], np.ndarray]:
    """Two-electron repulsion integrals for a Fock build on a GPU (``shells`` shells up to angular
    momentum ``lmax``, a triple-zeta basis of a 120-atom molecule): shell quartets surviving
    Schwarz screening at ``screen`` (pairs of pairs of the shells^2/2 x 0.02 x log10(1/screen)
    significant shell pairs; the energy to 1e-6 hartree needs 1e-11 or tighter in fp64, 1e-10 in mixed: looser fails), each
    quartet's primitive integrals from the Boys function (``boys`` (no order): ``taylor_table`` (a
    table of 7th-order expansions in shared memory, 6 KB for each of the 4 lmax + 1 orders: over it
    fails),
    ``chebyshev`` (a piecewise polynomial in registers) or ``recurrence`` (an erf and downward
    recursion: five times the operations)), then the angular momentum built up by ``algorithm``
    (no order): ``rys`` (quadrature with (L+2)/2 roots: cheap at low momentum), ``obara_saika``,
    ``head_gordon_pople`` (horizontal recurrences on contracted integrals: fewest operations at
    high momentum, intermediates in shared memory) or ``mcmurchie_davidson`` (Hermite
    expansions). ``precision``: ``fp64``, ``mixed`` (the recurrences in fp32 where the screened
    bound allows: a third of the work in fp64) or ``fp32`` (misses the energy: fails); quartets a
    ``batch`` of one class (its intermediates in shared memory: over it fails) and ``threads``.
    Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        alg, boys, prec = np.asarray(c["algorithm"]), np.asarray(c["boys"]), np.asarray(c["precision"])
        scr, batch, th = c["screen"], c["batch"], c["threads"]
        pairs = shells ** 2 / 2.0 * 0.02 * np.log10(1.0 / scr)  # significant shell pairs
        quart = pairs ** 2 / 2.0
        L = 4.0 * lmax * 0.45  # the mean total momentum of a quartet
        flops_alg = np.select([alg == "rys", alg == "obara_saika", alg == "head_gordon_pople"],
                              [40.0 * (L + 2) ** 3.4, 30.0 * (L + 1) ** 4.0, 90.0 * (L + 1) ** 3.1],
                              60.0 * (L + 1) ** 3.5)
        prims = 9.0  # primitive quartets a contracted one
        flops_boys = prims * np.select([boys == "taylor_table", boys == "chebyshev"], [30.0, 45.0], 220.0)
        inter = np.select([alg == "head_gordon_pople", alg == "mcmurchie_davidson"], [(L + 1) ** 3 * 16.0, (L + 1) ** 3 * 8.0],
                          (L + 1) ** 2 * 8.0)
        smem = batch * inter / 32.0 + np.where(boys == "taylor_table", 6.0 * 1024 * (4 * lmax + 1), 0.0)
        regs = np.select([alg == "rys", alg == "obara_saika"], [128.0, 168.0], 96.0)
        res = _occupancy(th, smem, regs, smem_kb)
        occ = np.minimum(1.0, res * th / 2048.0)
        fp64_share = np.select([prec == "fp64", prec == "mixed"], [1.0, 0.33], 0.0)
        rate = cores * 128 * ghz * 1e3 / (fp64_share / fp64 + (1 - fp64_share)) * (0.2 + 0.8 * occ)
        diverge = 1.0 + 64.0 / batch  # classes mixed in a small batch's warps
        compute = quart * (flops_alg + prims * flops_boys / 9.0) * diverge / rate
        digest = quart * 6.0 * 8.0 * 4 / dram_bw  # into the Fock and density blocks
        t = compute + digest + quart / batch * 0.4 / cores + 80.0
        need = np.where(prec == "mixed", 1e-10, 1e-11)
        bad = (res < 1) | (prec == "fp32") | (scr > need * 1.0001)
        return np.where(bad, np.nan, t)
    return cost


def eri_params() -> dict[str, list[Any]]:
    return {"algorithm": ["rys", "obara_saika", "head_gordon_pople", "mcmurchie_davidson"],
            "screen": [1e-9, 1e-10, 1e-11, 1e-12, 1e-13], "boys": ["taylor_table", "chebyshev", "recurrence"],
            "precision": ["fp64", "mixed", "fp32"], "batch": [32, 128, 512], "threads": [64, 128, 256]}


def sht_legendre(lmax: int, fields: int, cores: int, ghz: float, dram_bw: float, mem_gb: float
                 ) -> Callable[[Cols], np.ndarray]:
    """A forward and inverse spherical harmonic transform at degree ``lmax`` of ``fields`` fields on
    a ``cores``-core CPU (a spectral weather model's step): an FFT along each latitude ring, then
    for each order m a Legendre transform (a (lmax - m) x rings matrix, north and south rings
    folded) applied to the fields. ``grid`` (no order): ``regular_gaussian`` (4 lmax longitudes on
    every one of 2 lmax rings), ``reduced_gaussian`` (rings shortened toward the poles: 30% fewer
    points) or ``octahedral`` (20 + 4i points on ring i: 35% fewer, ring lengths not powers of
    two). ``fft`` (no order): ``radix2`` (fails on rings that are not powers of two), ``mixed_radix``
    or ``bluestein``. ``legendre``: ``on_the_fly`` (the associated Legendre values recomputed by
    their three-term recurrence each transform) or ``precomputed`` (stored: lmax^2 x rings / 2
    values of 8 bytes, over memory fails). ``recurrence`` (no order): ``standard`` (underflows past
    degree 1500 near the poles: fails), ``scaled`` (rescaled every 64 steps) or ``x_number``
    (an extended exponent: twice the operations). ``m_block`` orders a task (a GEMM of that many
    orders' matrices at once: fatter, fewer panels) and ``threads``. Times in us, bandwidths in
    bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        grid, fft, leg, rec = (np.asarray(c[k]) for k in ("grid", "fft", "legendre", "recurrence"))
        mb, th = c["m_block"], c["threads"]
        rings = 2.0 * lmax
        pts = np.select([grid == "regular_gaussian", grid == "reduced_gaussian"], [1.0, 0.7], 0.65) * rings * 4 * lmax
        ring_len = pts / rings
        fft_f = np.select([fft == "radix2", fft == "mixed_radix"], [1.0, 1.25], 3.6) * 5.0 * pts * np.log2(ring_len)
        active = np.minimum(th, cores) * np.where(th > cores, 0.95, 1.0)
        peak = active * ghz * 1e3 * 16.0  # fp64 FMA lanes a core
        legendre_f = 2.0 * 2 * (lmax ** 2 / 2.0) * (rings / 2.0) * fields * 2  # forward and inverse, folded
        eff = np.minimum(0.85, 0.12 + 0.1 * np.log2(fields * 2 * mb))  # GEMM efficiency by its width
        gen_f = np.where(leg == "on_the_fly", (lmax ** 2 / 2.0) * (rings / 2.0) * 6.0 * 2, 0.0) \
            * np.select([rec == "x_number", rec == "scaled"], [2.0, 1.1], 1.0)
        table_b = lmax ** 2 / 2.0 * rings / 2.0 * 8.0
        stream = np.where(leg == "precomputed", table_b * 2 / (dram_bw * np.minimum(1.0, active / 24.0)), 0.0)
        tasks = np.ceil(lmax / mb)
        imbalance = 1.0 + np.minimum(active, tasks) / tasks * 0.5 * (mb / lmax) * active
        compute = (legendre_f / (peak * eff) + gen_f / (peak * 0.25)) * imbalance
        t = np.maximum(compute, stream) + 0.2 * np.minimum(compute, stream) + fft_f * fields * 2 / (peak * 0.1) + 500.0
        bad = ((rec == "standard") & (lmax > 1500)) | ((fft == "radix2") & (grid == "octahedral")) \
            | ((fft == "radix2") & (grid == "reduced_gaussian")) | ((leg == "precomputed") & (table_b > mem_gb * 1e9 * 0.5))
        return np.where(bad, np.nan, t)
    return cost


def sht_params() -> dict[str, list[Any]]:
    return {"grid": ["regular_gaussian", "reduced_gaussian", "octahedral"], "fft": ["radix2", "mixed_radix", "bluestein"],
            "legendre": ["on_the_fly", "precomputed"], "recurrence": ["standard", "scaled", "x_number"],
            "m_block": [1, 4, 16, 64], "threads": [20, 40, 80, 160]}


def roaring_and(universe: float, bitmaps: int, queries: float, cores: int, ghz: float, dram_bw: float, l2_kb: float
                ) -> Callable[[Cols], np.ndarray]:
    """Conjunctive queries over a compressed bitmap index on a ``cores``-core CPU: ``queries``
    queries each intersecting three (of densities 0.2%, 3% and 20%) of ``bitmaps`` Roaring
    bitmaps over ``universe`` rows (65536-row chunks; a chunk's container an array of 16-bit
    values up to ``array_max`` of them, else an 8 KB bitmap, or runs when ``runs`` is on and they
    are smaller). ``array_max`` past 4096 makes arrays bigger than the bitmap they replace, which
    the format's readers reject: fails. ``intersect`` (no order) for two arrays: ``merge`` (a
    branchy two-pointer walk), ``galloping`` (binary searches of the larger: for skewed sizes),
    ``simd_shuffle`` (eight-by-eight compares with a shuffle table) or ``bitmap_probe`` (the
    smaller array probed in a bitmap built from the larger: 8 KB written a chunk); ``order``
    (``given`` or ``smallest_first``: the intermediate result shrinks sooner); queries a task
    ``batch`` (they share the bitmaps they touch, bitmaps x (1 - exp(-3 batch / bitmaps)) of them,
    read once while 64 chunks of them fit the L2) and ``threads``. Times in us, bandwidths in
    bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        isect, order = np.asarray(c["intersect"]), np.asarray(c["order"])
        amax, runs, batch, th = c["array_max"], c["runs"], c["batch"], c["threads"]
        chunks = universe / 65536.0
        dens = np.array([0.002, 0.03, 0.2])  # the three bitmaps' densities (sorted)
        card = dens * 65536
        is_arr = card[None, :] <= np.asarray(amax)[:, None]  # a configuration a row, a bitmap a column
        cont_b = np.where(is_arr, card * 2.0, 8192.0)
        cont_b = np.where(np.asarray(runs)[:, None] & ~is_arr, 2600.0, cont_b)  # the dense ones' runs
        bytes_q = chunks * cont_b.sum(axis=1)
        first = np.where(order == "smallest_first", 0, 2)
        n_small = card[0]
        big_arr = is_arr[:, 1]
        aa = np.select([isect == "merge", isect == "galloping", isect == "simd_shuffle"],
                       [(n_small + card[1]) * 3.2, n_small * np.log2(card[1]) * 2.4, (n_small + card[1]) * 0.7],
                       card[1] * 1.1 + n_small * 1.0 + 1024.0)
        ab = n_small * 1.2  # array against a bitmap: a probe each
        step1 = np.where(big_arr, aa, ab)
        left = np.where(first == 0, n_small * dens[1], card[2] * dens[1])
        step2 = np.where(first == 0, n_small * dens[1] * 1.2 + 20.0, card[2] * 1.6 + left * 1.2)
        cyc = chunks * (step1 * np.where(first == 0, 1.0, 4.0) + step2)
        distinct = bitmaps * (1.0 - np.exp(-3.0 * batch / bitmaps))  # bitmaps a batch touches
        shared = np.where(batch * bytes_q / chunks * 64 > l2_kb * 1024, 1.0, distinct / (3.0 * batch))
        active = np.minimum(th, cores)
        cpu = queries * cyc / (active * ghz * 1e3)
        mem = queries * bytes_q * shared / dram_bw
        t = np.maximum(cpu, mem) + 0.25 * np.minimum(cpu, mem) + queries / batch * 3.0 / active + 100.0
        bad = amax > 4096
        return np.where(bad, np.nan, t)
    return cost


def roaring_params() -> dict[str, list[Any]]:
    return {"array_max": [1024, 2048, 4096, 8192, 16384], "runs": [False, True],
            "intersect": ["merge", "galloping", "simd_shuffle", "bitmap_probe"], "order": ["given", "smallest_first"],
            "batch": [1, 16, 256], "threads": [40, 80, 160]}


def seen_23_synthetic() -> list[tuple[str, Landscape]]:
    """The twenty-third held-out set's synthetic part: nine families no earlier set had (constants
    of a 144-core GPU with 256 KB of shared memory a core, 6.0 TB/s at 1.9 GHz and fp64 at 1/2, a
    40-core one with 80 KB, 448 GB/s at 2.2 GHz, and an 80-core CPU at 2.7 GHz with 300 GB/s,
    1.25 MB of L2 a core and 512 GB; times in us)."""
    L, S = Landscape, "seen_23"
    return [
        (S, L("polar_scl_x", polar_params(), polar_scl(1.0e6, 1024, 512, 40, 80, 2.2), 0.02)),
        (S, L("ivfpq_search_x", ivfpq_params(), ivfpq_search(1.0e4, 1.0e9, 96, 144, 256, 6.0e6, 1.9), 0.02)),
        (S, L("grid_maxflow_x", maxflow_params(), grid_maxflow(4096, 4096, 10000.0, 40, 80, 0.448e6, 2.2), 0.02)),
        (S, L("bundle_adjust_x", bundle_params(), bundle_adjust(1.0e4, 4.0e6, 3.0e7, 80, 2.7, 0.3e6, 512.0), 0.015)),
        (S, L("bpe_tokenize_x", bpe_params(), bpe_tokenize(200.0, 50_257, 80, 2.7, 0.3e6, 1280.0), 0.02)),
        (S, L("eri_quartets_x", eri_params(), eri_quartets(1800.0, 3, 144, 256, 6.0e6, 1.9, 1 / 2), 0.02)),
        (S, L("sht_legendre_x", sht_params(), sht_legendre(2047, 100, 80, 2.7, 0.3e6, 512.0), 0.015)),
        (S, L("roaring_and_x", roaring_params(), roaring_and(2.0 ** 32, 300, 1.0e5, 80, 2.7, 0.3e6, 1280.0), 0.03)),
        (S, L("mttkrp_csf_x", mttkrp_params(), mttkrp_csf(1.4e8, (4.8e6, 1.8e6, 1.8e3), 128, 40, 80, 0.448e6, 2.2),
              0.02)),
    ]


SEEN_23_DIR = _data_dir("zoo_seen_23")


def seen_23() -> list[tuple[str, Landscape]]:
    """The twenty-third held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_23/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_23", SEEN_23_DIR)
    return seen_23_synthetic() + recorded
