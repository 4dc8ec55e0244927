"""The zoo's ``seen_42`` set.

``seen_42`` (was ``held_out_42``, :func:`seen_42`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the thirty-sixth round, see docs/benchmarks.md):
1 win / 11 ties / 1 loss against the best peer, geo-mean
1.0027, the best of the five (tpe_mv 1.0101); the synthetic nine 1 / 7 / 1 (the win
sewer_surcharge_aq, 1.000 against tpe_mv's 1.116; the loss sea_lice_aq, 1.009 against 1.000); on
30 seeds its recorded four 0 / 4 / 0 (the RMSNorm a loss on seeds 0-9, 1.043 against 1.000, and
a tie on thirty); scored by the median of 9 quiet samples 0 / 3 / 1 with ``--confirm 0`` and 0 /
4 / 0 with ``--confirm 3``; R1 1 / 11 / 1, the default's medians, and quietly 0 / 3 / 1 and 0 /
4 / 0; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (computer chess, cetacean bioacoustics, salmon
aquaculture, urban drainage, crossword construction, computational game theory, dimension-stone
quarrying, mangrove coastal protection, inland navigation), with constants unlike the other
sets' (a 230-core GPU with 218 KB of shared memory a core, 6.9 TB/s at 1.72 GHz, fp64 at 1/2
and 424 GB, holding 2048 threads and 32 blocks a core, a 250-core one with 246 KB a core, 5.5
TB/s at 1.36 GHz, fp64 at 1/64 and 264 GB, holding 1536 threads and 24 blocks a core, both with
128 lanes and 255 registers a thread, and a 222-core CPU at 2.62 GHz with two hardware threads a
core, 1090 GB/s and 2816 GB; times in us, bandwidths in bytes/us):

- ``chess_tablebase_aq`` (480, 66.7%, 4264x): a seven-piece pawnless endgame tablebase by
  retrograde analysis on the 230-core GPU, naive 64^n indexing (over the 424 GB: fails), the
  board's eight symmetries or the 462 king placements, 2-bit bitplanes or 4-bit nibbles (the
  nibbles fit only with the king indexing and the forward scan), forward scans or un-move
  frontiers, lexicographic or Morton-ordered kings, 64-16384 positions a block (16384 over the
  218 KB: fails) and 128-1024 threads; seven within 5%;
- ``whale_calls_aq`` (1440, 50.0%, 132x): a year of 40 hydrophones at 2 kHz searched for blue
  and fin whale calls on the 222-core CPU, a band-energy threshold (fails), spectrogram
  correlation, matched filters or a residual network (without denoising: fails), 256-4096
  point FFTs (under 1024 too coarse for a spectrogram: fail), 0-87.5% overlap, no, median or
  PCEN denoising, 1-60 minute chunks a task and 222 or 444 threads; one within 5%;
- ``sea_lice_aq`` (6750, 63.3%, 379x): 10^8 salmon-lice larvae tracked for 60 days through a
  fjord's currents on the 250-core GPU, nearest (fails), trilinear or sigma-layer cubic
  velocities, Euler (past 150 s: fails), RK2 (past 600 s: fails) or RK4 steps of 60-1200 s,
  three diffusions, 128-2048 particles a block (their velocity cells over the 246 KB: fail),
  64-1024 threads and unsorted or cell-sorted particles, the blocks in waves; eight within 5%;
- ``sewer_surcharge_aq`` (1620, 61.1%, 220x): a 400,000-pipe combined sewer through a six-hour
  storm on the 222-core CPU, kinematic (fails), diffusion or dynamic wave routing (with point
  junctions: fails), explicit (past its stable step: fails), Picard (past 15 s: fails) or Newton
  steps of 0.5-30 s, round-robin, METIS or subcatchment partitions, point or storage junctions,
  222 or 444 threads and results every 1-15 minutes; one within 5%;
- ``crossword_fill_aq`` (11664, 60.5%, 19x): 50,000 themed crossword grids filled on the
  222-core CPU, naive backtracking (fails), forward checking with backjumping or weighted
  restarts, static (fails), minimum-remaining or dom/wdeg slot order, a trie, position bitsets
  or pattern hashes (past 400,000 words: fail), 1-250 grids a task, 222 or 444 threads, and four
  that barely matter (the word list's size, scoring, logging, shuffling): nine parameters, 104
  within 5%;
- ``poker_cfr_aq`` (960, 66.7%, 205x): a heads-up no-limit hold'em abstraction solved by
  counterfactual regret minimisation on the 230-core GPU, vanilla, CFR+, discounted or
  external-sampling Monte Carlo CFR, 200 (fails) to 20,000 buckets (20,000 in fp32 or fp64 over the 424 GB: fail),
  fp16 (without CFR+'s or DCFR's bounds: fails), fp32 or fp64 (80 registers: 1024 threads fail),
  32-512 information sets a block (over the 218 KB: fail) and 128-1024 threads; 18 within 5%;
- ``quarry_blocks_aq`` (576, 63.9%, 778x): the cutting plan of a 240,000 m^3 marble bench on
  the 222-core CPU, no fracture model (fails), the mapped joints or 10-200 realisations of a
  discrete fracture network (fewer: fail), 5-50 cm voxels (50: fails; the grids in flight over
  the 2816 GB: fail), greedy (against the network: fails), branch-and-bound or genetic
  placement, voxel scans or a BVH, and 222 or 444 threads; eight within 5%;
- ``mangrove_surge_aq`` (2400, 64.2%, 212328x): a 48-hour storm surge over 300 km of mangrove
  coast on the 250-core GPU, bed roughness alone (fails), bulk or stem-resolved drag (coarser
  than 10 m: fails), 2-50 m cells (50: fails; 2 m in fp64 over the 264 GB: fails), explicit or
  semi-implicit steps, thin-layer or cut-cell wetting, tiles of 8-64 cells a side (64 in fp64
  over the 246 KB: fails), 64-1024 threads and fp32 or fp64 at 1/64, the blocks in waves; 25
  within 5%;
- ``canal_locks_aq`` (576, 51.4%, 1104x): 2,000 lock-operating policies for a canal's twelve
  locks, a year of barge traffic 20 times each, on the 222-core CPU, first-come first-served
  (fails), lockage batching or a rolling MILP over 1 (fails) to 48 hours, discrete-event or
  time-stepped simulation (300 s steps: fail), 1-100 replications a task and 222 or 444
  threads; eight within 5%.

And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a non-causal grouped-query self-attention (three query heads a KV head) with its query
block, KV split, pipeline and unroll but its KV block, softmax and ``opt_level`` left at the
default, a GEMM with bias, not batched, tuning all three of its tiles with layout and
``l1_prefetch``, a gated SiLU FFN (SwiGLU) tuning the down projection's three tiles,
``down_pipeline`` and ``down_l1_prefetch`` with the up projection at the default, and an RMSNorm
with its hidden split, stats, pipeline and ``opt_level`` (O0 among them) but neither its rows a
block nor its unroll (a set no earlier RMSNorm or LayerNorm space tuned; 96 configurations, the
full value lists: the largest norm set left untuned), each space measured exhaustively (every
configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_42/`` (gzip JSON, times in
us, provenance in each file's ``source``, 14 KB in all). They were recorded on the shared 2-core
machine the standing way, ``--only`` each, one after another, the recorder at normal priority (not
niced), after the lead's evaluation of held_out_41 had ended; ``ps`` (every 60 s and at the end,
seven times) showed nothing else running but the recorder, its measuring worker and the C compiler
it called, this helper's own sampling and waiting shells (sleeping) and idle tool shells (sleeping;
one, not this helper's, waiting on one long sleep) (no other python or pytest process; no
benchmark of the lead's), and this helper only read the logs beside it (nothing enumerated,
measured or tested) (load average 1.02-1.99 sampled every 10 s over the recording, 36 samples,
median 1.095, the recorder itself included; 1.99 at its start, the one-minute average still
falling from the evaluation's two jobs, which had ended 1 s before, under 1.2 from 06:04:43 on, in
the attention's last 12 s): the tail of their samples is real measurement noise, about as light as
held_out_41's (median spread 1-3%), and the fastest sample is the true cost. Before that, the
first and the last configuration of each space were compiled (not run) to check they build. Every
configuration ran, so they are 0% infeasible (reported, not forced into 30-70%):

================================================================  ==========================================  =======  ======  ======  =========
landscape                                                         op (shape)                                  configs  params  spread  worst/opt
================================================================  ==========================================  =======  ======  ======  =========
cpu_attention_gqa3_noncausal_no_kv_block_no_softmax_no_opt_level  grouped-query attention, non-causal             144       4      1%       1.3x
                                                                  (batch 1, 15 heads over 5, 144 queries
                                                                  over 344 keys, d 112)
cpu_gemm_bias_mnk_tiles_layout_prefetch                           GEMM + bias (328 x 248 @ 248 x 232)             162       5      3%       6.8x
cpu_ffn_swiglu_down_mnk_tiles_down_pipeline_down_prefetch         FFN, gated SiLU (96 tokens, 264 -> 712)         162       5      2%       1.2x
cpu_rmsnorm_no_rows_per_block_no_unroll                           RMSNorm (1696 rows x 2112)                       96       4      1%       9.7x
================================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
18, 13, 44 and 1 configurations; the GEMM's col_major configurations are 2.6-6.8 times the
optimum, row_major and z_major at most 1.8; the RMSNorm's O0 configurations are 4.4-9.7 times the
optimum, O1 1.4-2.1, O2 1.2-2.1, O3 at most 1.9.) Recording took 112 + 66 + 82 + 82 s, 5.7
minutes in all, one landscape after another (2026-12-05 06:03 to 06:09 UTC).
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, resident_blocks, smt_cores

_big = partial(resident_blocks, smem_kb=218.0, max_threads=2048, max_blocks=32, max_regs=255)  # the 230-core GPU's core
_small = partial(resident_blocks, smem_kb=246.0, max_threads=1536, max_blocks=24, max_regs=255)  # the 250-core GPU's core


def chess_tablebase(pieces: int, cores: int, dram_bw: float, ghz: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """The endgame tablebase of one ``pieces``-piece pawnless chess ending (every position's
    distance to zeroing, 550 plies at the longest) by retrograde analysis on a GPU. ``indexing``
    (no order): ``naive_64n`` (64 squares a piece, 64^n positions a side to move: the table
    over the ``mem_gb`` GB, fails), ``mirror_8fold`` (the board's eight symmetries, an eighth)
    or ``kk_462`` (the 462 legal placements of the two kings, 62 squares each for the rest).
    ``storage`` (no order): ``bitplanes_2bit`` (a quarter byte a position, unpacked at 1.5 times
    the work) or ``nibble_4bit`` (half a byte). ``pass_scheme`` (no order): ``forward_scan``
    (every ply scans every position and its 30 moves, 40 ops a move, 4 bytes a move read) or
    ``retro_frontier`` (un-moves from each newly decided position once, 32-byte scattered reads,
    plus a frontier bit a position scanned every ply and kept in memory). ``ordering`` (no
    order): ``lexicographic`` or ``morton_kings`` (the kings' squares interleaved: 0.4 of the
    scattered traffic). ``positions_block`` positions a block, 16 bytes each in shared memory
    with 16 KB of move tables (over the 218 KB: fails; a thread a position, threads beyond them
    idle) and ``threads`` a block (64 registers a thread: 1024 threads fill the register file
    exactly). Both sides to move are stored; all the table must fit the ``mem_gb`` GB (else:
    fails). Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        ix, st, ps, od = (np.asarray(c[k]) for k in ("indexing", "storage", "pass_scheme", "ordering"))
        pb, th = c["positions_block"], c["threads"]
        pos = 2.0 * np.select([ix == "naive_64n", ix == "mirror_8fold"],
                              [64.0 ** pieces, 64.0 ** pieces / 8.0], 462.0 * 62.0 ** (pieces - 2))
        byt = np.where(st == "bitplanes_2bit", 0.25, 0.5)
        retro = ps == "retro_frontier"
        mem_need = pos * (byt + np.where(retro, 0.125, 0.0))
        plies = 550.0
        moves = 30.0
        unpack = np.where(st == "bitplanes_2bit", 1.5, 1.0)
        ops = np.where(retro, pos * moves * 2.0 * 40.0 * unpack + plies * pos * 0.5,
                       plies * pos * moves * 40.0 * unpack)
        scatter = np.where(od == "morton_kings", 0.4, 1.0)
        byts = np.where(retro, pos * moves * 2.0 * 32.0 * scatter + plies * pos * 0.125,
                        plies * pos * (byt + moves * 4.0 * scatter))
        smem = pb * 16.0 + 16384.0
        res = _big(th, smem, 64.0)
        occ = np.minimum(1.0, res * th / 2048.0)
        busy = np.minimum(1.0, pb / th)
        rate = cores * 128 * ghz * 1e3
        comp = ops / (rate * busy * (0.3 + 0.7 * occ))
        mem = byts / dram_bw
        t = np.maximum(comp, mem) + 0.2 * np.minimum(comp, mem) + 2.0e6
        bad = (res < 1) | (mem_need > mem_gb * 1e9)
        return np.where(bad, np.nan, t)
    return cost


def chess_params() -> dict[str, list[Any]]:
    return {"indexing": ["naive_64n", "mirror_8fold", "kk_462"], "storage": ["bitplanes_2bit", "nibble_4bit"],
            "pass_scheme": ["forward_scan", "retro_frontier"], "ordering": ["lexicographic", "morton_kings"],
            "positions_block": [64, 256, 1024, 4096, 16384], "threads": [128, 256, 512, 1024]}


def whale_calls(hours: float, hydrophones: int, rate_hz: float, cores: int, ghz: float,
                dram_bw: float) -> Callable[[Cols], np.ndarray]:
    """``hours`` hours (a year) of ``hydrophones`` bottom-moored hydrophones sampled at
    ``rate_hz`` Hz searched for blue and fin whale calls (fin whales' 20 Hz pulses need 2 Hz of
    frequency resolution) on a CPU with two hardware threads a core (the recordings dealt as
    ``chunk_s``-second tasks). ``detector`` (no order): ``energy_threshold`` (band energy: ship
    noise and airgun pulses pass it, fails), ``spectrogram_correlation`` (a call kernel
    correlated with each spectrogram frame, 24 cycles a bin), ``matched_filter`` (time-domain
    templates by overlap-save convolution in ``fft_size`` blocks: no spectrogram, its
    resolution unneeded) or ``cnn_resnet`` (a residual network on the spectrogram, 900 cycles a
    bin; without denoising its false alarms: fail). ``fft_size`` the FFT (``rate_hz`` /
    ``fft_size`` over 2 Hz with a spectrogram detector: fails), ``overlap`` of successive frames
    (more frames), ``denoise`` (no order): ``none``, ``median_whitening`` (40 cycles a bin) or
    ``pcen`` (12). ``chunk_s`` seconds a task (dealt to ``threads`` threads in rounds, the last
    part-empty; 20 ms a task to open and warm up) and ``threads`` (222 or 444: the second thread
    of a core adds 25%). The recordings 2 bytes a sample, read once. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        de, dn = (np.asarray(c[k]) for k in ("detector", "denoise"))
        nf, ov, ch, th = c["fft_size"], c["overlap"], c["chunk_s"], c["threads"]
        samples = hours * 3600.0 * rate_hz * hydrophones
        hop = nf * (1.0 - ov)
        frames = samples / hop
        fft = frames * 5.0 * nf * np.log2(nf)
        spec = de != "matched_filter"
        per_frame = np.select([de == "energy_threshold", de == "spectrogram_correlation", de == "matched_filter"],
                              [nf * 1.0, nf * 24.0, 0.0], nf * 900.0)
        mf = np.where(de == "matched_filter", samples * 12.0 * 6.0 * np.log2(nf) * 4.0, 0.0)
        dns = np.select([dn == "none", dn == "median_whitening"], [0.0, 40.0], 12.0) * frames * nf / 2.0
        cycles = np.where(spec, fft + frames * per_frame, mf) + dns
        tasks = np.ceil(hours * 3600.0 * hydrophones / ch)
        rounds = np.ceil(tasks / th)
        per_task = cycles / tasks
        speed = smt_cores(th, cores, 0.25) / th
        comp = rounds * per_task / (speed * ghz * 1e3)
        io = samples * 2.0 / dram_bw
        t = np.maximum(comp, io) + rounds * 2.0e4 + 2.0e5
        res_hz = rate_hz / nf
        bad = ((de == "energy_threshold") | (spec & (res_hz > 2.0)) | ((de == "cnn_resnet") & (dn == "none")))
        return np.where(bad, np.nan, t)
    return cost


def whale_params() -> dict[str, list[Any]]:
    return {"detector": ["energy_threshold", "spectrogram_correlation", "matched_filter", "cnn_resnet"],
            "fft_size": [256, 512, 1024, 2048, 4096], "overlap": [0.0, 0.5, 0.75, 0.875],
            "denoise": ["none", "median_whitening", "pcen"], "chunk_s": [60, 600, 3600], "threads": [222, 444]}


def sea_lice(particles: float, days: float, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """The dispersal of salmon lice larvae from a fjord's fish farms, ``particles`` particles
    tracked for ``days`` days through a hydrodynamic model's stored currents, on a GPU.
    ``velocity_interp`` (no order): ``nearest`` (the particles stick to the shore cells, fails),
    ``trilinear`` (90 flops an evaluation) or ``sigma_layer_cubic`` (420, four times the cached
    velocity). ``integrator`` (no order): ``euler`` (one evaluation a step, steps over 150 s
    overshoot the narrow sounds: fail), ``rk2`` (two, to 600 s) or ``rk4`` (four, stable
    throughout) with ``dt_s`` the step. ``diffusion`` (no order): ``random_walk`` (60 flops a
    step), ``variable_kh`` (110) or ``milstein`` (150). ``particles_block`` particles a block,
    the velocity cells around them cached in shared memory (six cells a particle unsorted, 1.5
    ``cell_sorted``, 24 bytes a cell; over the 246 KB: fails; a thread a particle, threads
    beyond them idle), ``threads`` a block (56 registers a thread) and ``sort`` (no order):
    ``none`` or ``cell_sorted`` (gathers coalesced; unsorted five times the traffic). The blocks
    run in waves over the cores, the last wave part-empty. Times in us, bandwidths in
    bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        vi, ig, df, so = (np.asarray(c[k]) for k in ("velocity_interp", "integrator", "diffusion", "sort"))
        dt, pb, th = c["dt_s"], c["particles_block"], c["threads"]
        steps = days * 86400.0 / dt
        evals = np.select([ig == "euler", ig == "rk2"], [1.0, 2.0], 4.0)
        interp = np.select([vi == "nearest", vi == "trilinear"], [20.0, 90.0], 420.0)
        dif = np.select([df == "variable_kh", df == "random_walk"], [110.0, 60.0], 150.0)
        flops = particles * steps * (evals * interp + dif + 30.0)
        cells = pb * np.where(so == "cell_sorted", 1.5, 6.0)
        smem = cells * 6.0 * 4.0 * np.where(vi == "sigma_layer_cubic", 4.0, 1.0)
        res = _small(th, smem, 56.0)
        occ = np.minimum(1.0, res * th / 1536.0)
        busy = np.minimum(1.0, pb / th)
        blocks = np.ceil(particles / pb)
        waves = np.ceil(blocks / (cores * np.maximum(res, 1.0)))
        fill = blocks / (waves * cores * np.maximum(res, 1.0))
        rate = cores * 128 * 2.0 * ghz * 1e3
        comp = flops / (rate * busy * (0.3 + 0.7 * occ) * (0.5 + 0.5 * fill))
        gather = np.where(so == "cell_sorted", 1.0, 5.0)
        mem = particles * steps * (32.0 + evals * 24.0 * gather / np.sqrt(pb / 64.0)) / dram_bw
        t = np.maximum(comp, mem) + 0.15 * np.minimum(comp, mem) + steps * 8.0 + 1.0e6
        limit = np.select([ig == "euler", ig == "rk2"], [150.0, 600.0], 1e9)
        bad = ((vi == "nearest") | (dt > limit) | (res < 1))
        return np.where(bad, np.nan, t)
    return cost


def lice_params() -> dict[str, list[Any]]:
    return {"velocity_interp": ["nearest", "trilinear", "sigma_layer_cubic"], "integrator": ["euler", "rk2", "rk4"],
            "dt_s": [60, 150, 300, 600, 1200], "diffusion": ["random_walk", "variable_kh", "milstein"],
            "particles_block": [128, 256, 512, 1024, 2048], "threads": [64, 128, 256, 512, 1024],
            "sort": ["none", "cell_sorted"]}


def sewer_surcharge(pipes: float, storm_h: float, cores: int, ghz: float, dram_bw: float) -> Callable[[Cols], np.ndarray]:
    """A city's combined sewer network of ``pipes`` pipes through a ``storm_h``-hour
    design storm, its surcharged manholes found by unsteady flow routing on a CPU with two
    hardware threads a core. ``routing`` (no order): ``kinematic_wave`` (no backwater: the
    surcharge is missed, fails), ``diffusion_wave`` (220 cycles a pipe) or ``dynamic_wave``
    (the full Saint-Venant equations, 520; with ``point`` junctions their surcharge storage is
    lost: fails). ``solver`` (no order): ``explicit`` (one sweep a step, stable to 1 s with the
    dynamic wave and 5 s with the diffusion wave: longer steps fail), ``picard_implicit`` (six
    iterations, not converging past 15 s: fails) or ``newton_implicit`` (2.5 iterations of four
    times the work). ``dt_s`` the step. ``partition`` (no order): ``round_robin`` (balanced, 60%
    of the pipes' neighbours on other threads, twenty times their traffic), ``metis`` (5% over
    the balance, 2%) or ``subcatchment`` (35%, 5%). ``junction`` (no order): ``point`` (30
    cycles) or ``storage_node`` (90). ``threads`` (222 or 444: the second thread of a core adds
    30%, and its barriers cost more) and ``output_min`` minutes between written results (8
    bytes a pipe at 2 GB/s). Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        ro, so, pa, jn = (np.asarray(c[k]) for k in ("routing", "solver", "partition", "junction"))
        dt, th, oi = c["dt_s"], c["threads"], c["output_min"]
        steps = storm_h * 3600.0 / dt
        per_pipe = np.select([ro == "kinematic_wave", ro == "diffusion_wave"], [60.0, 220.0], 520.0)
        iters = np.select([so == "explicit", so == "picard_implicit"], [1.0, 6.0], 2.5)
        per_it = np.where(so == "newton_implicit", per_pipe * 4.0, per_pipe)
        per_it = per_it + np.where(jn == "storage_node", 90.0, 30.0)
        cycles = steps * pipes * iters * per_it
        imb = np.select([pa == "round_robin", pa == "metis"], [1.0, 1.05], 1.35)
        halo = np.select([pa == "round_robin", pa == "metis"], [0.6, 0.02], 0.05)
        speed = smt_cores(th, cores, 0.3)
        comp = cycles * imb / (speed * ghz * 1e3)
        sync = steps * iters * np.where(th > cores, 14.0, 9.0)
        mem = steps * iters * pipes * 48.0 * (1.0 + halo * 20.0) / dram_bw
        out = storm_h * 60.0 / oi * pipes * 8.0 / 2.0e3
        t = np.maximum(comp, mem) + sync + out + 3.0e5
        courant = np.where(ro == "dynamic_wave", 1.0, 5.0)
        bad = ((ro == "kinematic_wave") | ((so == "explicit") & (dt > courant))
               | ((so == "picard_implicit") & (dt > 15)) | ((jn == "point") & (ro == "dynamic_wave")))
        return np.where(bad, np.nan, t)
    return cost


def sewer_params() -> dict[str, list[Any]]:
    return {"routing": ["kinematic_wave", "diffusion_wave", "dynamic_wave"],
            "solver": ["explicit", "picard_implicit", "newton_implicit"], "dt_s": [0.5, 1, 5, 15, 30],
            "partition": ["round_robin", "metis", "subcatchment"], "junction": ["point", "storage_node"],
            "threads": [222, 444], "output_min": [1, 5, 15]}


def crossword_fill(grids: int, cores: int, ghz: float) -> Callable[[Cols], np.ndarray]:
    """``grids`` themed 15 x 15 crossword grids filled from a word list by constraint
    search on a CPU with two hardware threads a core (the grids dealt as tasks). ``search`` (no
    order): ``naive_backtrack`` (chronological backtracking: days on a hard grid, fails),
    ``forward_check_backjump`` (4 x 10^5 nodes a grid) or ``weighted_restarts`` (1.5 x 10^5).
    ``var_order`` (no order): ``static_row_major`` (the slots in reading order: thirty times the
    nodes and unfinished grids, fails), ``min_remaining`` or ``dom_wdeg`` (1.5% fewer nodes).
    ``index`` (no order): ``trie`` (900 cycles a node), ``bitset_position`` (260) or
    ``hash_pattern`` (520; past 400,000 words its tables spill, fails). ``grids_task`` grids a
    task (dealt to ``threads`` threads in rounds, the last part-empty; 0.5 ms a round) and
    ``threads`` (222 or 444: the second thread of a core adds 35%); and four that barely matter:
    ``word_list_k`` thousand words (a node's cost grows with the list to the 0.02), ``scoring``
    (``none``, ``frequency`` or ``cluefulness``: at most 1%), ``logging`` (``off``, ``summary``
    or ``trace``: at most 2%) and ``shuffle`` (0.5%): nine parameters, few of which matter.
    Times in us."""
    def cost(c: Cols) -> np.ndarray:
        se, vo, ix, sc, lg = (np.asarray(c[k]) for k in ("search", "var_order", "index", "scoring", "logging"))
        wl, gt, th, sh = c["word_list_k"], c["grids_task"], c["threads"], np.asarray(c["shuffle"])
        nodes = np.select([se == "naive_backtrack", se == "forward_check_backjump"], [1e9, 4e5], 1.5e5)
        nodes = nodes * np.select([vo == "static_row_major", vo == "min_remaining"], [30.0, 1.0], 0.985)
        per_node = np.select([ix == "trie", ix == "bitset_position"], [900.0, 260.0], 520.0) * (wl / 250.0) ** 0.02
        per_node = per_node * np.select([sc == "none", sc == "frequency"], [1.0, 1.005], 1.01)
        per_node = per_node * np.select([lg == "off", lg == "summary"], [1.0, 1.002], 1.02)
        per_node = per_node * np.where(sh, 0.995, 1.0)
        per_grid = nodes * per_node
        tasks = np.ceil(grids / gt)
        rounds = np.ceil(tasks / th)
        speed = smt_cores(th, cores, 0.35) / th
        t = rounds * gt * per_grid / (speed * ghz * 1e3) + rounds * 500.0 + 4.0e5
        bad = ((se == "naive_backtrack") | (vo == "static_row_major") | ((ix == "hash_pattern") & (wl > 400)))
        return np.where(bad, np.nan, t)
    return cost


def crossword_params() -> dict[str, list[Any]]:
    return {"search": ["naive_backtrack", "forward_check_backjump", "weighted_restarts"],
            "var_order": ["static_row_major", "min_remaining", "dom_wdeg"],
            "index": ["trie", "bitset_position", "hash_pattern"], "word_list_k": [100, 250, 500],
            "grids_task": [1, 10, 50, 250], "threads": [222, 444], "scoring": ["none", "frequency", "cluefulness"],
            "logging": ["off", "summary", "trace"], "shuffle": [False, True]}


def poker_cfr(infosets_per_bucket: float, cores: int, dram_bw: float, ghz: float, fp64: float,
              mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """An approximate equilibrium of a heads-up no-limit hold'em abstraction by
    counterfactual regret minimisation on a GPU (``buckets`` card buckets a street,
    ``infosets_per_bucket`` information sets a bucket, four actions each). ``variant`` (no
    order): ``vanilla_cfr`` (8,000 iterations), ``cfr_plus`` (1,500), ``dcfr`` (discounted,
    1,100) or ``mccfr_external`` (external sampling: 300,000 iterations touching 0.2% of the
    tree, its reads scattered, eight times the traffic); the iterations grow with the buckets to
    the 0.3. ``buckets`` (200: too coarse, its strategy exploitable, fails). ``precision``
    (``fp16`` at twice the fp32 rate: its regret sums overflow without cfr_plus's or dcfr's
    bounds, fails; ``fp64`` at ``fp64`` the fp32 rate, 80 registers a thread instead of 40:
    1024 threads over the register file, fail); the regrets and the average strategy, two words
    an action, must fit the ``mem_gb`` GB (else: fails). ``tree_block`` information sets a
    block in shared memory, each with its actions' regrets, strategy and values and a 96-entry
    bucket-transition row, and 4 KB more (over the 218 KB: fails; four actions a set, a thread an action,
    threads beyond them idle) and ``threads`` a block. Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        va, pr = (np.asarray(c[k]) for k in ("variant", "precision"))
        bk, tb, th = c["buckets"], c["tree_block"], c["threads"]
        infosets = bk * infosets_per_bucket
        actions = 4.0
        word = np.select([pr == "fp16", pr == "fp32"], [2.0, 4.0], 8.0)
        mem_need = infosets * actions * 2.0 * word
        iters = np.select([va == "vanilla_cfr", va == "cfr_plus", va == "dcfr"], [8000.0, 1500.0, 1100.0], 3.0e5)
        touched = np.where(va == "mccfr_external", 0.002, 1.0)
        iters = iters * (bk / 1000.0) ** 0.3
        flops = iters * infosets * touched * actions * 12.0
        smem = tb * (actions * 3.0 + 96.0) * word + 4096.0
        res = _big(th, smem, np.where(pr == "fp64", 80.0, 40.0))
        occ = np.minimum(1.0, res * th / 2048.0)
        busy = np.minimum(1.0, tb * actions / th)
        rate = cores * 128 * 2.0 * ghz * 1e3 * np.where(pr == "fp64", fp64, np.where(pr == "fp16", 2.0, 1.0))
        comp = flops / (rate * busy * (0.3 + 0.7 * occ))
        scatter = np.where(va == "mccfr_external", 8.0, 1.0)
        mem = iters * infosets * touched * actions * 3.0 * word * scatter / dram_bw
        t = np.maximum(comp, mem) + 0.2 * np.minimum(comp, mem) + iters * 20.0 + 1.0e6
        bad = ((bk < 500) | ((pr == "fp16") & ((va == "vanilla_cfr") | (va == "mccfr_external")))
               | (mem_need > mem_gb * 1e9) | (res < 1))
        return np.where(bad, np.nan, t)
    return cost


def poker_params() -> dict[str, list[Any]]:
    return {"variant": ["vanilla_cfr", "cfr_plus", "dcfr", "mccfr_external"], "buckets": [200, 1000, 5000, 20000],
            "precision": ["fp16", "fp32", "fp64"], "tree_block": [32, 64, 128, 256, 512], "threads": [128, 256, 512, 1024]}


def quarry_blocks(bench_m3: float, cores: int, ghz: float, dram_bw: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """The cutting plan of a marble bench of ``bench_m3`` cubic metres in a
    dimension-stone quarry, the blocks placed to avoid the fractures, on a CPU with two hardware
    threads a core. ``fracture_model`` (no order): ``none`` (blocks cut through hidden joints,
    fails), ``deterministic_mapped`` (the mapped joints, one realisation) or ``stochastic_dfn``
    (a discrete fracture network, ``realisations`` realisations: fewer than ten give no robust
    plan, fail). ``grid_cm`` the voxel grid (50 cm misses the thin joints, fails; 16 bytes a
    voxel, one grid for each realisation in flight, up to two a thread, in the ``mem_gb`` GB with
    1 GB more: else fails; each realisation's grid read once, 4 bytes a voxel). ``optimiser`` (no order): ``greedy`` (20,000 candidate blocks; against a
    stochastic network it is not robust, fails), ``branch_and_bound`` (400,000) or ``genetic``
    (1.5 x 10^6). ``intersect`` (no order): ``voxel_scan`` (30 cycles a voxel to label the
    fractures, four a face voxel of a candidate) or ``bvh_raycast`` (a bounding-volume hierarchy
    over 2 x 10^7 fracture polygons, 900 cycles a polygon a level; 3,000 cycles a candidate).
    ``threads`` (222 or 444: the second thread of a core adds 20%; at most 64 threads work on a
    realisation). Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        fm, op, ix = (np.asarray(c[k]) for k in ("fracture_model", "optimiser", "intersect"))
        rz, gc, th = c["realisations"], c["grid_cm"], c["threads"]
        vox = bench_m3 / (gc / 100.0) ** 3
        reals = np.where(fm == "stochastic_dfn", rz, 1.0)
        mem_need = vox * 16.0 * np.minimum(reals, 2.0 * th) + 1e9
        frac_cycles = np.where(ix == "voxel_scan", vox * 30.0, 2.0e7 * 900.0 * np.log2(vox))
        cands = np.select([op == "greedy", op == "branch_and_bound"], [2e4, 4e5], 1.5e6)
        cand_cycles = cands * np.where(ix == "voxel_scan", vox ** (2.0 / 3.0) * 4.0, 3000.0)
        work = reals * (frac_cycles + cand_cycles)
        speed = smt_cores(th, cores, 0.2)
        par = np.minimum(speed, reals * 64.0)
        t = work / (par * ghz * 1e3) + vox * 4.0 * reals / dram_bw + 1.0e6
        bad = ((fm == "none") | (gc >= 50) | (mem_need > mem_gb * 1e9) | ((fm == "stochastic_dfn") & (rz < 10))
               | ((op == "greedy") & (fm == "stochastic_dfn")))
        return np.where(bad, np.nan, t)
    return cost


def quarry_params() -> dict[str, list[Any]]:
    return {"fracture_model": ["none", "deterministic_mapped", "stochastic_dfn"], "realisations": [1, 10, 50, 200],
            "grid_cm": [5, 10, 25, 50], "optimiser": ["greedy", "branch_and_bound", "genetic"],
            "intersect": ["voxel_scan", "bvh_raycast"], "threads": [222, 444]}


def mangrove_surge(coast_km: float, hours: float, cores: int, dram_bw: float, ghz: float, fp64: float,
                   mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """An ``hours``-hour storm surge over ``coast_km`` km of mangrove coast, 20 km deep, by
    the shallow-water equations with the forest's drag on a GPU. ``drag`` (no order):
    ``manning_only`` (the bed's roughness alone: the forest's attenuation is lost, fails),
    ``bulk_vegetation`` (40 flops a cell) or ``stem_resolved`` (prop roots and stems a cell,
    300; coarser than 10 m: fails). ``cell_m`` the cell (50 m misses the tidal creeks: fails).
    ``scheme`` (no order): ``explicit_fv`` (a finite-volume step at Courant 0.4, 12 m/s waves)
    or ``semi_implicit`` (20 s steps, 30 conjugate-gradient iterations of 40 flops and 5 words a
    cell). ``wetting`` (no order): ``thin_layer`` (20 flops) or ``cut_cell`` (120). ``tile`` x
    ``tile`` cells a block with a two-cell halo, 8 words a cell in shared memory (over the 246
    KB: fails; a thread a cell, threads beyond them idle), ``threads`` a block (48 registers a
    thread) and ``precision`` (``fp64`` at ``fp64`` the fp32 rate, twice the bytes). 24 words
    a cell must fit the ``mem_gb`` GB (else: fails). The blocks run in waves over the cores, the
    last wave part-empty. Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        dr, sc, wt, pr = (np.asarray(c[k]) for k in ("drag", "scheme", "wetting", "precision"))
        cm, tl, th = c["cell_m"], c["tile"], c["threads"]
        wide = pr == "fp64"
        cells = coast_km * 1e3 * 20e3 / cm ** 2
        dt = np.where(sc == "explicit_fv", 0.4 * cm / 12.0, 20.0)
        steps = hours * 3600.0 / dt
        per_cell = 180.0 + np.select([dr == "manning_only", dr == "bulk_vegetation"], [10.0, 40.0], 300.0)
        per_cell = per_cell + np.where(wt == "cut_cell", 120.0, 20.0)
        cg = np.where(sc == "semi_implicit", 40.0 * 30.0, 0.0)
        flops = steps * cells * (per_cell + cg)
        byt = np.where(wide, 8.0, 4.0)
        smem = (tl + 4.0) ** 2 * 8.0 * byt
        res = _small(th, smem, 48.0)
        occ = np.minimum(1.0, res * th / 1536.0)
        busy = np.minimum(1.0, tl * tl / th)
        blocks = cells / (tl * tl)
        waves = np.ceil(blocks / (cores * np.maximum(res, 1.0)))
        fill = blocks / (waves * cores * np.maximum(res, 1.0))
        rate = cores * 128 * 2.0 * ghz * 1e3 * np.where(wide, fp64, 1.0)
        comp = flops / (rate * busy * (0.3 + 0.7 * occ) * fill)
        halo = (tl + 4.0) ** 2 / (tl * tl)
        mem = steps * cells * (12.0 * halo + np.where(sc == "semi_implicit", 30.0 * 5.0, 0.0)) * byt / dram_bw
        t = np.maximum(comp, mem) + 0.2 * np.minimum(comp, mem) + steps * 6.0 + 5.0e5
        mem_need = cells * 24.0 * byt
        bad = ((dr == "manning_only") | (cm >= 50) | ((dr == "stem_resolved") & (cm > 10))
               | (res < 1) | (mem_need > mem_gb * 1e9))
        return np.where(bad, np.nan, t)
    return cost


def mangrove_params() -> dict[str, list[Any]]:
    return {"drag": ["manning_only", "bulk_vegetation", "stem_resolved"], "cell_m": [2, 5, 10, 25, 50],
            "scheme": ["explicit_fv", "semi_implicit"], "wetting": ["thin_layer", "cut_cell"],
            "tile": [8, 16, 32, 64], "threads": [64, 128, 256, 512, 1024], "precision": ["fp32", "fp64"]}


def canal_locks(policies: int, days: float, cores: int, ghz: float) -> Callable[[Cols], np.ndarray]:
    """``policies`` candidate lock-operating policies for a canal's chain of twelve
    locks, each simulated over ``days`` days of barge traffic 20 times, on a CPU with two
    hardware threads a core (the replications dealt as tasks). ``policy`` (no order): ``fifo``
    (each barge locked through alone: the queues grow without bound, fails),
    ``lockage_batching`` (2,000 cycles a decision, three decisions a lock an hour) or
    ``rolling_milp`` (a mixed-integer plan over ``horizon_h`` hours, 40,000 cycles times the
    horizon to the 1.6, one a lock an hour; a 1-hour horizon strands the barges behind a
    closing lock, fails). ``sim`` (no order): ``discrete_event`` (40 events a lock an hour,
    1,500 cycles each) or ``time_stepped`` (every lock every ``step_s`` seconds, 300 cycles;
    300 s steps miss the lockage cycles, fail). ``reps_task`` replications a task (dealt to
    ``threads`` threads in rounds, the last part-empty; 30 ms a round) and ``threads`` (222 or
    444: the second thread of a core adds 25%). Times in us."""
    def cost(c: Cols) -> np.ndarray:
        po, sm = (np.asarray(c[k]) for k in ("policy", "sim"))
        hz, st, rt, th = c["horizon_h"], c["step_s"], c["reps_task"], c["threads"]
        events = days * 24.0 * 12.0 * 40.0
        per_decision = np.select([po == "fifo", po == "lockage_batching"], [200.0, 2000.0],
                                 4.0e4 * hz ** 1.6)
        decisions = days * 24.0 * 12.0 * np.where(po == "rolling_milp", 1.0, 3.0)
        sim_cycles = np.where(sm == "discrete_event", events * 1500.0, days * 86400.0 / st * 12.0 * 300.0)
        per_rep = sim_cycles + decisions * per_decision
        reps = policies * 20.0
        tasks = np.ceil(reps / rt)
        rounds = np.ceil(tasks / th)
        speed = smt_cores(th, cores, 0.25) / th
        t = rounds * rt * per_rep / (speed * ghz * 1e3) + rounds * 3.0e4 + 2.0e5
        bad = ((po == "fifo") | ((sm == "time_stepped") & (st >= 300)) | ((po == "rolling_milp") & (hz < 4)))
        return np.where(bad, np.nan, t)
    return cost


def canal_params() -> dict[str, list[Any]]:
    return {"policy": ["fifo", "lockage_batching", "rolling_milp"], "horizon_h": [1, 4, 12, 48],
            "sim": ["discrete_event", "time_stepped"], "step_s": [10, 60, 300], "reps_task": [1, 5, 20, 100],
            "threads": [222, 444]}


def seen_42_synthetic() -> list[tuple[str, Landscape]]:
    """The forty-second held-out set's synthetic part: nine families no earlier set had (constants
    of a 230-core GPU with 218 KB of shared memory a core, 6.9 TB/s at 1.72 GHz, fp64 at 1/2 and
    424 GB, a 250-core one with 246 KB, 5.5 TB/s at 1.36 GHz, fp64 at 1/64 and 264 GB, and a
    222-core CPU with two hardware threads a core at 2.62 GHz with 1090 GB/s and 2816 GB; times
    in us)."""
    L, S = Landscape, "seen_42"
    return [
        (S, L("chess_tablebase_aq", chess_params(), chess_tablebase(7, 230, 6.9e6, 1.72, 424.0), 0.02)),
        (S, L("whale_calls_aq", whale_params(), whale_calls(8760.0, 40, 2000.0, 222, 2.62, 1.09e6), 0.02)),
        (S, L("sea_lice_aq", lice_params(), sea_lice(1.0e8, 60.0, 250, 5.5e6, 1.36), 0.02)),
        (S, L("sewer_surcharge_aq", sewer_params(), sewer_surcharge(4.0e5, 6.0, 222, 2.62, 1.09e6), 0.02)),
        (S, L("crossword_fill_aq", crossword_params(), crossword_fill(50000, 222, 2.62), 0.02)),
        (S, L("poker_cfr_aq", poker_params(), poker_cfr(1.0e6, 230, 6.9e6, 1.72, 1 / 2, 424.0), 0.02)),
        (S, L("quarry_blocks_aq", quarry_params(), quarry_blocks(2.4e5, 222, 2.62, 1.09e6, 2816.0), 0.02)),
        (S, L("mangrove_surge_aq", mangrove_params(),
              mangrove_surge(300.0, 48.0, 250, 5.5e6, 1.36, 1 / 64, 264.0), 0.02)),
        (S, L("canal_locks_aq", canal_params(), canal_locks(2000, 365.0, 222, 2.62), 0.02)),
    ]


SEEN_42_DIR = _data_dir("zoo_seen_42")


def seen_42() -> list[tuple[str, Landscape]]:
    """The forty-second held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_42/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_42", SEEN_42_DIR)
    return seen_42_synthetic() + recorded
