"""The zoo's ``seen_47`` set.

``seen_47`` (was ``held_out_47``, :func:`seen_47`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the thirty-eighth round, see docs/benchmarks.md):
1 win / 9 ties / 3 losses against the best peer, geo-mean
1.0100, second of the five (tpe_mv 1.0030); the synthetic nine 1 / 8 / 0 (the win
pcb_assembly_av, 1.005 against tpe_mv's 1.011); on 30 seeds its recorded four 0 / 1 / 3 (the
attention, 1.012 against tpe_mv's 1.000, the FFN, 1.028 against 1.000, and the GEMM, 1.064
against 1.000, lost to both TPEs, each committed optimum one fast sample); scored by the median
of 9 quiet samples 0 / 2 / 2 with ``--confirm 0`` (tied last of five) and 0 / 2 / 2 with
``--confirm 3`` (the last of five); R1 1 / 11 / 1 as committed (1.0030, tied with tpe_mv for the
best of six), quietly 1 / 1 / 2 (the best of six) and 0 / 4 / 0 (second).
Evaluated on an AVX2 host (numpy's X86_V3 loops), where its committed traces were made; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (statistical ecology, electronics assembly,
holographic displays, nuclear reactor core design, synthesis planning in chemistry, football
analytics, container shipping, apparel manufacturing, environmental noise mapping), with
constants unlike the other sets' (a 378-core GPU with 366 KB of shared memory a core, 10.6 TB/s
at 1.83 GHz and fp64 at 1/2, holding 2048 threads and 32 blocks a core, a 386-core one with 354 KB
a core, 9.1 TB/s at 1.57 GHz and fp64 at 1/64, holding 1536 threads and 24 blocks a core, both
with 128 lanes and 255 registers a thread, and a 374-core CPU at 2.59 GHz with two hardware
threads a core, 2.125 MB of L2 a core and 6656 GB; times in us, bandwidths in bytes/us):

- ``capture_recapture_av`` (1944, 52.8%, 938850x): spatial capture-recapture density fits of a
  national camera-trap programme, 1.2 x 10^5 fits of 60 animals at 120 traps over 90 nights on
  the 386-core GPU, half-normal, hazard-rate (on a 500-m mask: fails) or exponential detection,
  habitat masks at 125-500 m, collapsed, per-night or behavioural histories (by MCMC: fails),
  Newton or Fisher scoring (both in fp32 on the 125-m mask: fail) or data-augmentation MCMC, 1-8
  fits a block (over the 354 KB: fail), 128-1024 threads (over the register file: fail), fp32 or
  fp64; nine within 5%.
- ``pcb_assembly_av`` (972, 30.9%, 25x): placement programs of 1.14 x 10^6 surface-mount boards
  (1,800 parts from 120 feeders each) on the 374-core CPU, frequency-sorted, co-pick-clustered or
  quadratic-assignment feeder banks, row-sweep, cheapest-insertion or Lin-Kernighan sequences
  (with greedy head grouping: fails), greedy, nozzle-aware or exact-DP grouping, analytic,
  motion-profile (its table, twice with two threads a core, over the L2: a cliff) or
  controller-replay verification (but with the quadratic assignment's bank: fails), warm starts,
  1-256 programs a task over 374 or 748 threads; 31 within 5%.
- ``holography_av`` (1458, 44.0%, 32784x): computer-generated holograms of 2.2 x 10^6 frames of
  a near-eye display's 8.3-megapixel phase-only modulator on the 378-core GPU, Gerchberg-Saxton,
  Wirtinger (in fp16: fails) or double-phase, angular-spectrum, Fresnel (with 16 layers: fails) or
  band-limited propagation, 4-16 depth layers, fp16 or fp32, FFT tiles of 1,024-16,384 points in
  shared memory (over the 366 KB: fail), 256-1024 threads (over the register file: fail), 8-bit,
  dithered or crosstalk-compensated encodings; eight within 5%.
- ``reactor_loading_av`` (2592, 61.1%, 111x): loading-pattern optimisation, 2.4 x 10^6
  candidate patterns of a 193-assembly PWR core depleted in 16 steps on the 378-core GPU,
  fine-mesh finite differences (in fp32: fails), NEM, ANM or CMFD-accelerated NEM (on one radial
  node an assembly: fail), 1-16 radial nodes, 12-48 axial planes, lumped, channel or subchannel
  feedback, 1-16 patterns a block (over the 366 KB: fail), 128-1024 threads (over the register
  file: fail), fp32 or fp64; nine within 5%.
- ``retrosynthesis_av`` (1458, 35.8%, 2776x): synthesis planning of 2 x 10^5 library molecules
  on the 374-core CPU, Retro*, depth-first proof-number (with the 2,000 curated templates: fails)
  or greedy best-first search (at depth 10 or more: fails), 2,000-250,000 reaction templates
  (the larger libraries' fingerprints over the L2: a cliff), a relevance network, every template
  or similar reactions' templates, perfect-hash, sorted or prefix-indexed stock look-ups, depths
  6-14, 1-256 targets a task over 374 or 748 threads, a target's search cut at 20 s (later:
  fails); one within 5%.
- ``pitch_control_av`` (10368, 47.5%, 9288x): pitch-control and expected-threat surfaces of a
  league's 5.4 x 10^7 tracking frames (23 players and the ball) on the 386-core GPU,
  time-to-intercept or kinematic control (at 10 integration steps: fail) or Gaussian influence,
  10-100 steps, 0.5-2 m cells, no threat, a look-up or value iteration (at 0.5 m: fails), 2-32
  frames a block (over the 354 KB: fail), 256 or 512 threads, and four that barely matter (the
  coordinates' origin, the ball's interpolation, the player keys, frame tags: 0.2-0.6%): ten
  parameters, 256 within 5%.
- ``stowage_planning_av`` (1296, 34.3%, 199x): stowage plans of 1.91 x 10^6 port calls of 6,000
  moves on the 374-core CPU, slot-greedy, master-then-slots, large-neighbourhood search or
  constraint programming (with linearised stability or 6 ports ahead: fails), hydrostatic tables
  (twice with two threads a core over the L2: a cliff), hull integration or linearised
  stability, rule-table or frame-model lashing, checks every 1-100 moves (100: fails but for the
  neighbourhood search), 1-6 ports ahead, 1-256 calls a task over 374 or 748 threads; 30 within
  5%.
- ``garment_nesting_av`` (648, 37.0%, 2516x): apparel markers, 3 x 10^5 styles, size mixes and
  widths of 260 pieces on the 374-core CPU, bottom-left fill, lowest gravity centre, guided local
  search (with raster masks: fails) or jostling, no-fit polygons by orbiting or Minkowski sums
  (with 8 orientations, the Minkowski ones or the orbiting ones on 748 threads, over the 6656 GB:
  fail) or raster masks at 1-5 mm (5 mm: fails; 1 mm over the L2: a cliff), 2-8 orientations,
  1-256 markers a task over 374 or 748 threads, a marker due within 30 s (later: fails); three
  within 5%.
- ``noise_mapping_av`` (1296, 50.7%, 36555x): strategic noise maps of 4.2 x 10^8 receivers on
  the 378-core GPU, CNOSSOS-EU, ISO 9613-2, Nord2000 or Harmonoise (CNOSSOS-EU and Nord2000 within
  250 m: fail), no (with CNOSSOS-EU or ISO 9613-2: fails), vertical or vertical and lateral
  diffraction, 0-2 orders of facade reflections, 250-1000 m radii, 64-1024 receivers a block
  (over the 366 KB: fail), 128-1024 threads (over the register file: fail); six within 5%.

And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a causal multi-query attention, a code model's chunked prefill (13 query heads over one
KV head, 120 new queries over 472 keys: 352 cached and the 120), with its KV block, KV split,
softmax and pipeline but its query block, ``opt_level`` and unroll left at the default, a plain
GEMM (not batched, no bias) tuning its K tile with pipeline, ``opt_level`` (O0 among them) and
layout (its M and N tiles at the default), a non-gated SiLU FFN tuning the up projection's N tile,
the down projection's N tile, pipeline and unroll, and a LayerNorm with its hidden split, pipeline
and unroll but neither its rows a block, its stats nor its ``opt_level`` (a set no earlier
LayerNorm or RMSNorm space tuned; 60 configurations, the full value lists: the untuned norm sets
at 70 or more are used up, and this is one of the two largest left), each space measured
exhaustively (every configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_47/`` (gzip JSON, times in
us, provenance in each file's ``source``, 11.8 KB in all). They were recorded on the shared 2-core
machine the standing way, ``--only`` each, one after another, the recorder at normal priority
(not niced), with the lead's jobs ended (the load average 0.08 at the start); this host is the AMD
EPYC with AVX2 and no AVX-512 that recorded held_out_44's, held_out_45's and held_out_46's four
(the same ``host_cpu``), so the four are measurements of the kernels' AVX2 paths (8-lane vectors,
their register tiles accordingly). ``ps`` (every 60 s and at the end, seven times) showed nothing
else running but the recorder, its measuring worker and the C compiler it called, this helper's
own sampling and waiting shells (sleeping) and idle tool shells (no other python, benchmark or
pytest process), and this helper only read the logs beside it (nothing enumerated, measured or
tested) (load average 0.08-1.10 sampled every 10 s over the recording, 32 samples, median 0.94,
the recorder itself included, rising from the quiet start to about 1.0). The tail of their
samples is real measurement noise (median spread 3-6%), and the fastest sample is the true cost:
all four optima rest on one fast sample, their other two samples 1.12-1.13, 1.20-1.29, 1.05-1.08
and 1.15-1.18 times it (see below); the GEMM's looks like luck: the two configurations whose code
is the same as its own (the layout has no effect without packing) measured 1.19 times it. Before
that, the first and the last configuration of each space were compiled (not run) to check they
build. Every configuration ran, so they are 0% infeasible (reported, not forced into 30-70%):

===============================================================  =========================================  =======  ======  ======  =========
landscape                                                        op (shape)                                 configs  params  spread  worst/opt
===============================================================  =========================================  =======  ======  ======  =========
cpu_attention_mqa_causal_chunk_kv_block_split_softmax_pipeline   multi-query attention, causal chunked          120       4      3%       1.9x
                                                                 prefill (batch 1, 13 heads over one KV
                                                                 head, 120 queries over 472 keys, d 128)
cpu_gemm_k_tile_pipeline_opt_layout                              GEMM (344 x 376 @ 376 x 304)                   144       4      3%      23.1x
cpu_ffn_silu_n_down_n_pipeline_unroll                            FFN, non-gated SiLU (72 tokens, 280 ->         144       4      6%       1.5x
                                                                 1120)
cpu_layernorm_no_rows_per_block_no_stats_no_opt_level            LayerNorm (1568 rows x 2880)                    60       3      4%       1.4x
===============================================================  =========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
5, 1, 4 and 3 configurations; the attention's optimum (a KV block of 64, no KV split, the online
softmax, single_buffer: the packed K^T, shared by the 13 heads of the one KV head) has samples
1.12, 1.13 and 1.00 times its fastest, the next configuration (a KV block of 128, the same
otherwise) 1.012 times it and the best by median (1.019 by its median; the optimum 18th by
median), the two-pass softmax 1.35-1.92 and a KV split of 8 1.10-1.92; the GEMM's optimum (K tile
256, no pipeline, O3, row_major) has samples 1.00, 1.20 and 1.29 and is also the best by median,
the next configuration (K tile 256, no pipeline, O2, col_major) 1.064 times it, its two
configurations of the same code (col_major and z_major without packing) 1.187 and 1.189, O0
13.0-23.1 times the optimum, O1 1.40-7.01, O2 1.06-4.41, O3 at most 3.49; the FFN's optimum (up N
tile 160, down N tile 144, single_buffer, unroll 2) has samples 1.05, 1.08 and 1.00 and is also the
best by median, the next configuration 1.010 times it, double_buffer 1.13-1.52, unroll 0 1.10-1.52;
the LayerNorm's optimum (hidden split 1, no pipeline, unroll 2) has samples 1.18, 1.15 and 1.00,
the next configuration (the same with unroll 16) 1.008 times it, the best by median hidden split 8,
no pipeline, unroll 16 (1.089 times the optimum; the optimum 8th by median), the staged pipelines
1.08-1.40.) Recording took 102 + 54 + 78 + 74 s, 5.1 minutes in all, one landscape after another
(2026-12-05 12:16 to 12:22 UTC).
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, resident_blocks, smt_cores

_g = partial(resident_blocks, smem_kb=366.0, max_threads=2048, max_blocks=32, max_regs=255)  # the 378-core GPU's core
_h = partial(resident_blocks, smem_kb=354.0, max_threads=1536, max_blocks=24, max_regs=255)  # the 386-core GPU's core


def capture_recapture(fits: float, traps: int, occasions: int, animals: int, cores: int, dram_bw: float, ghz: float,
                      fp64_rate: float) -> Callable[[Cols], np.ndarray]:
    """Spatial capture-recapture density estimates of a national camera-trap programme on a GPU:
    ``fits`` model fits (surveys and candidate models), each of ``animals`` detected animals at
    ``traps`` camera traps over ``occasions`` nights, the likelihood integrated over a habitat mask
    at ``mask_m`` m (a 32 km square: 4,096 points at 500 m, 16,384 at 250 m, 65,536 at 125 m).
    ``detection`` (no order) function of distance: ``half_normal`` (12 flops), ``hazard_rate`` (20;
    its shoulder is not resolved by a 500-m mask: fails) or ``exponential`` (9), a trap and mask
    point. ``occasions`` (no order) of the histories: ``collapsed`` (counts, once), ``per_occasion``
    (each night's effort: 1 + nights / 10 times) or ``behavioural`` (a trap-happy response: each
    night, 1 + nights / 6 times; data augmentation cannot carry it: fails with MCMC). ``fitting``
    (no order): ``newton_analytic`` (15 iterations of 3 likelihoods' worth), ``fisher_scoring`` (20
    iterations of 6 likelihoods' worth: the score and the expected information) or
    ``mcmc_augmented`` (Bayesian data augmentation: 20,000 sweeps over 3 x ``animals`` augmented
    individuals' activity centres, each against its traps, no mask integral); in fp32 at 125 m the
    likelihood's sum over the mask loses its tail: the two likelihood fits fail. ``fits_block``
    fits a block: their trap coordinates (2 words a trap), detection histories (a byte a trap and
    animal, and a bit a night unless collapsed) and a 2,048-point mask tile (2 words a point) in
    shared memory (over the 354 KB: fails); the mask points (or, for MCMC, the augmented
    individuals: fewer than threads leave lanes idle) over ``threads`` threads, twice the
    detection's flops and 8 registers (32, 48 or 26) and 24 more for Newton, 16 for MCMC (twice in
    fp64; over the register file: fails), the blocks in waves over the cores; ``precision`` fp32 or
    fp64 (at ``fp64_rate``). Each fit reads its mask's habitat covariate (4 bytes a point), 0.1 s
    besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        de, oc, fi, pr = (np.asarray(c[k]) for k in ("detection", "occasions", "fitting", "precision"))
        mm, fb, th = c["mask_m"], c["fits_block"], c["threads"]
        mask = (32000.0 / mm) ** 2
        det = np.select([de == "half_normal", de == "hazard_rate"], [12.0, 20.0], 9.0)
        occ_f = np.select([oc == "collapsed", oc == "per_occasion"], [1.0, 1.0 + occasions / 10.0], 1.0 + occasions / 6.0)
        lik = animals * mask * traps * det * occ_f
        mcmc = fi == "mcmc_augmented"
        work = np.select([fi == "newton_analytic", fi == "fisher_scoring"], [15.0 * 3.0 * lik, 20.0 * 6.0 * lik],
                         20000.0 * 3.0 * animals * traps * det * occ_f)
        fp64 = pr == "fp64"
        word = np.where(fp64, 8.0, 4.0)
        hist = traps * animals * (1.0 + np.where(oc == "collapsed", 0.0, occasions / 8.0))
        smem = fb * (traps * 2.0 * word + hist) + 2048.0 * 2.0 * word
        regs = (det * 2.0 + 8.0 + np.select([fi == "newton_analytic", mcmc], [24.0, 16.0], 0.0)) \
            * np.where(fp64, 2.0, 1.0)
        res = _h(th, smem, regs)
        occ = np.minimum(1.0, res * th / 1536.0)
        rate = cores * 128 * ghz * 1e3 * (0.25 + 0.75 * occ) * np.where(fp64, fp64_rate, 1.0)
        lanes = np.where(mcmc, np.minimum(1.0, fb * 3.0 * animals / th), 1.0)
        blocks = np.ceil(fits / fb)
        waves = np.ceil(blocks / (cores * np.maximum(res, 1.0)))
        block_t = fb * work / (rate / cores / np.maximum(res, 1.0) * np.maximum(lanes, 0.02))
        t = waves * block_t + fits * mask * 4.0 / dram_bw + 1.0e5
        bad = ((res < 1) | ((de == "hazard_rate") & (mm == 500)) | ((oc == "behavioural") & mcmc)
               | (~fp64 & (mm == 125) & ~mcmc))
        return np.where(bad, np.nan, t)
    return cost


def capture_params() -> dict[str, list[Any]]:
    return {"detection": ["half_normal", "hazard_rate", "exponential"], "mask_m": [125, 250, 500],
            "occasions": ["collapsed", "per_occasion", "behavioural"],
            "fitting": ["newton_analytic", "fisher_scoring", "mcmc_augmented"], "fits_block": [1, 2, 8],
            "threads": [128, 256, 512, 1024], "precision": ["fp32", "fp64"]}


def pcb_assembly(programs: int, parts: int, feeders: int, cores: int, ghz: float, l2_kb: float
                 ) -> Callable[[Cols], np.ndarray]:
    """Placement programs for a contract manufacturer's surface-mount lines on a CPU with two
    hardware threads a core (the second adds 20%): ``programs`` programs (boards, lines and what-if
    variants), each placing ``parts`` parts from ``feeders`` feeder slots with an 8-nozzle gantry
    head. ``feeder_assignment`` (no order): ``frequency_sorted`` (a sort of the feeders, 20 cycles a
    feeder and log), ``cluster_pairs`` (each part's 8 co-picked partners, 4 cycles each) or
    ``qap_local_search`` (a quadratic-assignment local search, 2,000 sweeps of feeders^2 x 2
    cycles). ``sequencing`` (no order) of the pick-and-place cycles (a part in 8): ``row_sweep`` (a
    boustrophedon over the board, 30 cycles a part), ``cheapest_insertion`` (cycles^2 x 2) or
    ``lin_kernighan`` (40 moves a part of 50 cycles). ``head_grouping`` (no order) of parts into
    cycles: ``greedy_fill`` (15 cycles a part; Lin-Kernighan's moves break its nozzle compatibility:
    fails with it), ``nozzle_aware`` (25) or ``exact_dp`` (a programme over 64 nozzle states, 8
    cycles a part and state). ``verify`` (no order) the program, a pick and a place a part:
    ``analytic_times`` (150 cycles a move), ``motion_profile`` (180 cycles from a 1.4 MB table of
    jerk-limited axis times, twice with two threads a core: over the ``l2_kb`` KB of L2 a core, 300
    more) or ``controller_replay`` (the machine's controller emulated, 900 cycles a move; it flags
    head collisions in every feeder bank but the quadratic assignment's: fails with the others).
    ``warm_start``: a program after a task's first starts from its board family's last (0.4 of the
    assignment and sequencing). ``programs_task`` programs a task (1 ms a program to load its
    board, 0.2 ms a task) in waves over ``threads`` threads (fewer tasks than threads leave threads
    idle). 50 ms besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        fa, sq, hg, ve = (np.asarray(c[k]) for k in ("feeder_assignment", "sequencing", "head_grouping", "verify"))
        ws, pt, th = np.asarray(c["warm_start"]), c["programs_task"], c["threads"]
        cyc_n = parts / 8.0
        assign = np.select([fa == "frequency_sorted", fa == "cluster_pairs"],
                           [20.0 * feeders * np.log2(feeders), parts * 8.0 * 4.0], 2000.0 * feeders ** 2 * 2.0)
        seq = np.select([sq == "row_sweep", sq == "cheapest_insertion"], [30.0 * parts, cyc_n ** 2 * 2.0],
                        40.0 * parts * 50.0)
        group = np.select([hg == "greedy_fill", hg == "nozzle_aware"], [15.0 * parts, 25.0 * parts], 64.0 * 8.0 * parts)
        per_core = np.where(th > cores, 2.0, 1.0)
        prof = 180.0 + np.where(1.4 * 1024.0 * per_core > l2_kb, 300.0, 0.0)
        ver = np.select([ve == "analytic_times", ve == "motion_profile"], [150.0, prof], 900.0) * parts * 2.0
        search = (assign + seq) * np.where(ws, (1.0 + (pt - 1.0) * 0.4) / pt, 1.0)
        prog = search + group + ver
        tasks = np.ceil(programs / pt)
        busy = np.minimum(th, tasks)
        eff = smt_cores(busy, cores, 0.2)
        per_task = (pt * (prog / (ghz * 1e3) + 1000.0) + 200.0) * (busy / eff)
        t = np.ceil(tasks / th) * per_task + 5.0e4
        bad = (((hg == "greedy_fill") & (sq == "lin_kernighan"))
               | ((ve == "controller_replay") & (fa != "qap_local_search")))
        return np.where(bad, np.nan, t)
    return cost


def pcb_params() -> dict[str, list[Any]]:
    return {"feeder_assignment": ["frequency_sorted", "cluster_pairs", "qap_local_search"],
            "sequencing": ["row_sweep", "cheapest_insertion", "lin_kernighan"],
            "head_grouping": ["greedy_fill", "nozzle_aware", "exact_dp"],
            "verify": ["analytic_times", "motion_profile", "controller_replay"], "warm_start": [False, True],
            "programs_task": [1, 16, 256], "threads": [374, 748]}


def holography(frames: float, pixels: float, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """Computer-generated holograms of a holographic near-eye display's content library on a GPU:
    ``frames`` frames, each a phase-only hologram of ``pixels`` pixels from a scene of ``layers``
    depth layers. ``algorithm`` (no order): ``gerchberg_saxton`` (30 iterations of two
    propagations a layer), ``wirtinger`` (60 iterations of two propagations and a loss gradient, 12
    flops a pixel and layer; its gradients in fp16 underflow: fails) or ``double_phase`` (one propagation a
    layer and the amplitude's double-phase encoding, 6 flops a pixel). ``propagation`` (no order):
    ``angular_spectrum`` (two FFTs of the field padded to 4 times), ``fresnel`` (one FFT, unpadded;
    the nearest of 16 layers is too close for it: fails) or ``band_limited_asm`` (the angular
    spectrum band-limited, 1.1 times). An FFT of n points: 5 n log2 n flops, and a read and a write
    of the field in DRAM for every pass of ``fft_tile`` points in shared memory (log2 n / log2 tile
    passes, rounded up); the tile, double-buffered, with its twiddles (3 complex words a point; over
    the 366 KB: fails), a thread for every 8 of its points over ``threads`` threads (fewer leave
    lanes idle), 48, 80 or 40 registers (over the register file: fails). ``precision``: ``fp16``
    (twice the rate, half the bytes) or ``fp32``. ``encoding`` (no order) for the SLM:
    ``quantise_8bit`` (2 flops a pixel), ``dithered`` (12) or ``crosstalk_comp`` (4 passes of a
    5 x 5 fringing-field pre-compensation, 40 flops a pixel each). A frame's propagations take their
    flops or their DRAM traffic, whichever is longer. The holograms written (a byte a pixel), 0.2 s
    besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        al, pg, pr, en = (np.asarray(c[k]) for k in ("algorithm", "propagation", "precision", "encoding"))
        ly, tile, th = c["layers"], c["fft_tile"], c["threads"]
        fp16 = pr == "fp16"
        n = pixels * np.where(pg == "fresnel", 1.0, 4.0)
        ffts = np.where(pg == "fresnel", 1.0, 2.0) * np.where(pg == "band_limited_asm", 1.1, 1.0)
        props = np.select([al == "gerchberg_saxton", al == "wirtinger"], [30.0 * 2.0, 60.0 * 2.0], 1.0) * ly
        flops = props * ffts * 5.0 * n * np.log2(n) + np.select([al == "wirtinger", al == "double_phase"],
                                                                 [60.0 * 12.0 * pixels * ly, 6.0 * pixels], 0.0)
        passes = np.ceil(np.log2(n) / np.log2(tile))
        cword = np.where(fp16, 4.0, 8.0)
        traffic = props * ffts * passes * n * cword * 2.0
        smem = tile * cword * 3.0
        regs = np.select([al == "gerchberg_saxton", al == "wirtinger"], [48.0, 80.0], 40.0)
        res = _g(th, smem, regs)
        occ = np.minimum(1.0, res * th / 2048.0)
        rate = cores * 128 * ghz * 1e3 * (0.3 + 0.7 * occ) * np.where(fp16, 2.0, 1.0)
        lanes = np.minimum(1.0, tile / 8.0 / th)
        enc = np.select([en == "quantise_8bit", en == "dithered"], [2.0, 12.0], 160.0) * pixels
        per_frame = np.maximum(flops / (rate * np.maximum(lanes, 0.02)), traffic / dram_bw) + enc / rate
        t = frames * per_frame + frames * pixels / dram_bw + 2.0e5
        bad = (res < 1) | ((al == "wirtinger") & fp16) | ((pg == "fresnel") & (ly == 16))
        return np.where(bad, np.nan, t)
    return cost


def holography_params() -> dict[str, list[Any]]:
    return {"algorithm": ["gerchberg_saxton", "wirtinger", "double_phase"],
            "propagation": ["angular_spectrum", "fresnel", "band_limited_asm"], "layers": [4, 8, 16],
            "precision": ["fp16", "fp32"], "fft_tile": [1024, 4096, 16384], "threads": [256, 512, 1024],
            "encoding": ["quantise_8bit", "dithered", "crosstalk_comp"]}


def reactor_loading(patterns: float, assemblies: int, cores: int, dram_bw: float, ghz: float, fp64_rate: float
                    ) -> Callable[[Cols], np.ndarray]:
    """Loading-pattern optimisation of a pressurised-water reactor fleet's reloads on a GPU:
    ``patterns`` candidate loading patterns of ``assemblies`` fuel assemblies (a quarter core
    solved, by symmetry), each depleted through its cycle in 16 burnup steps, each step a two-group
    3D diffusion solve with thermal-hydraulic feedback. ``solver`` (no order): ``fine_mesh_fd`` (a
    finite-difference mesh of 17 x 17 pins an assembly, 60 inner iterations of 10 flops a cell and
    group), ``nem`` (the nodal expansion method, 25 iterations of 300 flops a node and group),
    ``anm`` (the analytic nodal method, 20 of 385) or ``cmfd_nem`` (coarse-mesh finite difference
    accelerating NEM, 8 outer iterations of a 300-flop sweep and 30 of 40). ``radial_nodes`` (1, 4
    or 16 an assembly; a nodal solver on one cannot resolve the pin power peaking: fails) and
    ``axial_nodes`` (12-48 planes; the fine mesh's own radial mesh is the pins). ``feedback`` (no
    order) on the nodes: ``lumped`` (5 iterations of 30 flops a node), ``channel`` (one channel an
    assembly, 5 of 90) or ``subchannel`` (5 of 150). ``patterns_block`` patterns a block, a plane of
    each one's nodes in shared memory (2 groups of 5 words a node for NEM, 3 for ANM, 6 for
    CMFD-NEM; the fine mesh's plane of pins, a word each; over the 366 KB: fails), a thread a node
    of the plane over ``threads`` threads (fewer leave lanes idle), 64, 48, 72 or 56 registers (1.5
    times in fp64; over the register file: fails), the blocks in waves over the cores;
    ``precision`` fp32 or fp64 (at ``fp64_rate``; the fine mesh's inner iterations stagnate in fp32:
    fails). The power maps read back (4 bytes a node of the plane's mesh and step), 0.15 s besides.
    Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        so, fb, pr = (np.asarray(c[k]) for k in ("solver", "feedback", "precision"))
        rn, an, pb, th = c["radial_nodes"], c["axial_nodes"], c["patterns_block"], c["threads"]
        fine = so == "fine_mesh_fd"
        plane = np.where(fine, assemblies / 4.0 * 289.0, assemblies / 4.0 * rn)
        nodes = plane * an
        solve = np.select([fine, so == "nem", so == "anm"],
                          [60.0 * 10.0, 25.0 * 300.0, 20.0 * 385.0], 8.0 * (300.0 + 30.0 * 40.0)) * nodes * 2.0
        th_fb = np.select([fb == "lumped", fb == "channel"], [30.0, 90.0], 150.0) * 5.0 * assemblies / 4.0 * rn * an
        per_pattern = 16.0 * (solve + th_fb)
        fp64 = pr == "fp64"
        word = np.where(fp64, 8.0, 4.0)
        smem = pb * plane * word * np.select([fine, so == "nem", so == "anm"], [1.0, 10.0, 6.0], 12.0)
        regs = np.select([fine, so == "nem", so == "anm"], [64.0, 48.0, 72.0], 56.0) * np.where(fp64, 1.5, 1.0)
        res = _g(th, smem, regs)
        occ = np.minimum(1.0, res * th / 2048.0)
        rate = cores * 128 * ghz * 1e3 * (0.3 + 0.7 * occ) * np.where(fp64, fp64_rate, 1.0)
        lanes = np.minimum(1.0, pb * plane / th)
        blocks = np.ceil(patterns / pb)
        waves = np.ceil(blocks / (cores * np.maximum(res, 1.0)))
        block_t = pb * per_pattern / (rate / cores / np.maximum(res, 1.0) * np.maximum(lanes, 0.02))
        t = waves * block_t + patterns * 16.0 * plane * an * 4.0 / dram_bw + 1.5e5
        bad = (res < 1) | ((rn == 1) & ~fine) | (fine & ~fp64)
        return np.where(bad, np.nan, t)
    return cost


def reactor_params() -> dict[str, list[Any]]:
    return {"solver": ["fine_mesh_fd", "nem", "anm", "cmfd_nem"], "radial_nodes": [1, 4, 16],
            "axial_nodes": [12, 24, 48], "feedback": ["lumped", "channel", "subchannel"], "patterns_block": [1, 4, 16],
            "threads": [128, 256, 512, 1024], "precision": ["fp32", "fp64"]}


def retrosynthesis(targets: int, cores: int, ghz: float, l2_kb: float) -> Callable[[Cols], np.ndarray]:
    """Computer-aided synthesis planning of a virtual compound library on a CPU with two hardware
    threads a core (the second adds 25%): ``targets`` target molecules, each searched back to
    purchasable building blocks. ``search`` (no order): ``retro_star`` (best-first on a learned
    cost: 400 expansions, 2 x 10^5 cycles of the cost network each), ``dfpn`` (depth-first
    proof-number search: 900 expansions; with the 2,000 curated templates it cannot prove the hard
    targets: fails) or ``greedy_best_first`` (150 expansions; at depth 10 or 14 it loops: fails), the
    expansions growing as (``max_depth`` / 6)^0.7. ``templates`` (no order): ``curated_2k``,
    ``extracted_50k`` or ``extracted_250k`` reaction templates, their 64-byte fingerprints screened
    (40 cycles a template; over the ``l2_kb`` KB of L2 a core, twice with two threads a core, 3
    times) and 2% of the screened matched to the molecule's graph (2,000 cycles each).
    ``expansion_policy`` (no order): ``relevance_net`` (a template-relevance network, 3 x 10^6
    cycles, only its top 50 screened and matched), ``all_templates`` (none: every template) or
    ``similar_reactions`` (the templates of the 100 most similar known reactions, 4 x 10^5 cycles).
    ``stock_lookup`` (no order) of the 3 precursors of each of up to 50 matched reactions in 2 x
    10^7 building blocks: ``perfect_hash`` (a minimal perfect hash, two dependent reads, 360
    cycles), ``sorted_keys`` (a binary search, 25 log2 cycles) or ``prefix_index`` (a 24-bit prefix
    table and a short scan, 250 cycles). ``targets_task`` targets a task (2 ms to load the models)
    in waves over ``threads`` threads (fewer tasks than threads leave threads idle); a target's
    search is cut at 20 s (later: unsolved, fails). 0.5 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        se, tp, ep, sl = (np.asarray(c[k]) for k in ("search", "templates", "expansion_policy", "stock_lookup"))
        md, tt, th = c["max_depth"], c["targets_task"], c["threads"]
        ntemp = np.select([tp == "curated_2k", tp == "extracted_50k"], [2000.0, 50000.0], 250000.0)
        per_core = np.where(th > cores, 2.0, 1.0)
        cliff = np.where(ntemp * 64.0 / 1024.0 * per_core > l2_kb, 3.0, 1.0)
        screened = np.select([ep == "relevance_net", ep == "all_templates"], [np.minimum(50.0, ntemp), ntemp],
                             np.minimum(100.0, ntemp))
        policy = np.select([ep == "relevance_net", ep == "all_templates"], [3.0e6, 0.0], 4.0e5)
        screen_c = np.where(ep == "all_templates", ntemp * 40.0 * cliff, screened * 40.0)
        expand = policy + screen_c + screened * 0.02 * 2000.0 + 3.0 * np.minimum(screened, 50.0) * np.select(
            [sl == "perfect_hash", sl == "sorted_keys"], [360.0, 25.0 * np.log2(2.0e7)], 250.0)
        n_exp = np.select([se == "retro_star", se == "dfpn"], [400.0, 900.0], 150.0) * (md / 6.0) ** 0.7
        per_target = n_exp * (expand + np.where(se == "retro_star", 2.0e5, 0.0)) / (ghz * 1e3)
        tasks = np.ceil(targets / tt)
        busy = np.minimum(th, tasks)
        eff = smt_cores(busy, cores, 0.25)
        per_task = tt * per_target * (busy / eff) + 2000.0
        t = np.ceil(tasks / th) * per_task + 5.0e5
        bad = (((se == "dfpn") & (tp == "curated_2k")) | ((se == "greedy_best_first") & (md >= 10))
               | (per_target * (busy / eff) > 2.0e7))
        return np.where(bad, np.nan, t)
    return cost


def retro_params() -> dict[str, list[Any]]:
    return {"search": ["retro_star", "dfpn", "greedy_best_first"],
            "templates": ["curated_2k", "extracted_50k", "extracted_250k"],
            "expansion_policy": ["relevance_net", "all_templates", "similar_reactions"],
            "stock_lookup": ["perfect_hash", "sorted_keys", "prefix_index"], "max_depth": [6, 10, 14],
            "targets_task": [1, 16, 256], "threads": [374, 748]}


def pitch_control(frames: float, players: int, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """Pitch-control and expected-threat surfaces of a football league's tracking data on a GPU:
    ``frames`` frames (every match's 25 Hz tracking), each ``players`` players' (and the ball's)
    control of every cell of a 105 x 68 m pitch at ``grid_m`` m. ``model`` (no order):
    ``time_to_intercept`` (a player's time to reach the cell, 30 flops, and the control integrated
    over ``integration_steps`` steps of 40; at 10 steps the integral is too coarse: fails),
    ``gaussian_influence`` (a player's bivariate Gaussian influence, 25 flops; no integration) or
    ``kinematic`` (reach times with acceleration limits, 120 flops, then the integration).
    ``threat`` (no order): ``none``, ``xt_lookup`` (a precomputed expected-threat grid, 2 flops a
    cell) or ``value_iteration`` (30 iterations over the cell's 8 neighbours, 2 flops each; at 0.5
    m 30 iterations do not carry the threat across the pitch: fails). ``frames_block`` frames a
    block, each frame's control surface in shared memory (2 bytes a cell; over the 354 KB: fails), a
    thread a row of cells of each over ``threads`` threads (fewer rows than threads leave lanes
    idle), 40, 32 or 72 registers, the blocks in waves over the cores. Barely mattering:
    ``pitch_origin`` (no order; coordinates from the ``corner`` 0.4% more than from the
    ``centre``), ``ball_interp`` (no order; ``cubic`` 0.6% more than ``linear``), ``player_keys``
    (no order; ``uuid`` 0.3% more than ``int32``) and ``frame_tags`` (0.2%): ten parameters. The
    surfaces written (a byte a cell), 50 ms besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        mo, tr, po, bi, pk = (np.asarray(c[k]) for k in ("model", "threat", "pitch_origin", "ball_interp", "player_keys"))
        st, gm, fb, th = c["integration_steps"], c["grid_m"], c["frames_block"], c["threads"]
        ft = np.asarray(c["frame_tags"])
        cells = 105.0 * 68.0 / (gm * gm)
        rows = 68.0 / gm
        reach = np.select([mo == "time_to_intercept", mo == "gaussian_influence"], [30.0, 25.0], 120.0)
        integ = np.where(mo == "gaussian_influence", 0.0, st * 40.0)
        threat = np.select([tr == "none", tr == "xt_lookup"], [0.0, 2.0], 30.0 * 8.0 * 2.0)
        per_frame = cells * (players * (reach + integ) + threat)
        smem = fb * cells * 2.0
        regs = np.select([mo == "time_to_intercept", mo == "gaussian_influence"], [40.0, 32.0], 72.0)
        res = _h(th, smem, regs)
        occ = np.minimum(1.0, res * th / 1536.0)
        rate = cores * 128 * ghz * 1e3 * (0.25 + 0.75 * occ)
        lanes = np.minimum(1.0, fb * rows / th)
        blocks = np.ceil(frames / fb)
        waves = np.ceil(blocks / (cores * np.maximum(res, 1.0)))
        barely = (np.where(po == "corner", 1.004, 1.0) * np.where(bi == "cubic", 1.006, 1.0)
                  * np.where(pk == "uuid", 1.003, 1.0) * np.where(ft, 1.002, 1.0))
        block_t = fb * per_frame * barely / (rate / cores / np.maximum(res, 1.0) * lanes)
        t = waves * block_t + frames * cells / dram_bw + 5.0e4
        bad = ((res < 1) | ((mo != "gaussian_influence") & (st == 10)) | ((tr == "value_iteration") & (gm == 0.5)))
        return np.where(bad, np.nan, t)
    return cost


def pitch_params() -> dict[str, list[Any]]:
    return {"model": ["time_to_intercept", "gaussian_influence", "kinematic"], "integration_steps": [10, 25, 50, 100],
            "grid_m": [0.5, 1, 2], "threat": ["none", "xt_lookup", "value_iteration"], "frames_block": [2, 8, 32],
            "threads": [256, 512], "pitch_origin": ["centre", "corner"], "ball_interp": ["linear", "cubic"],
            "player_keys": ["int32", "uuid"], "frame_tags": [False, True]}


def stowage_planning(calls: int, moves: int, cores: int, ghz: float, l2_kb: float) -> Callable[[Cols], np.ndarray]:
    """A container line's stowage plans on a CPU with two hardware threads a core (the second adds
    25%): ``calls`` port calls (vessels and what-if scenarios), each loading ``moves`` containers.
    ``planner`` (no order): ``slot_greedy`` (160 cycles a move), ``master_then_slots`` (a master
    plan over 24 bays, 400 cycles a bay and port ahead, then 120 a move), ``lns`` (large-neighbourhood
    search: 300 rounds destroying and repairing 200 moves, an evaluation each) or ``cp_search``
    (constraint programming, 900 cycles a move, 3 times with the backtracking of 3 or more ports
    ahead). ``stability`` (no order), every ``check_every`` moves: ``hydro_table`` (40 cycles from a
    1.7 MB hydrostatic table, twice with two threads a core: over the ``l2_kb`` KB of L2 a core, 400
    cycles more), ``hull_integration`` (400 sections of 30 cycles) or ``linearised`` (8 cycles;
    constraint propagation needs exact bounds: with ``cp_search`` fails); ``lashing`` (no order) of
    the 4 affected stacks: ``rule_tables`` (60 cycles a stack) or ``stack_frames`` (a frame model,
    2,500). A full check only every 100 moves lets a plan overrun its limits (but LNS's, which
    checks each repair): fails. ``ports_ahead`` ports of the rotation weighed (1.2 times an
    evaluation each beyond the first; constraint programming's backtracking over 6 ports overruns
    the planning window: fails). ``calls_task`` calls a task (6 ms a call to load its vessel's
    profile) in waves over ``threads`` threads (fewer tasks than threads leave threads idle). 50 ms
    besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        pl, stb, la = (np.asarray(c[k]) for k in ("planner", "stability", "lashing"))
        ce, pa, ct, th = c["check_every"], c["ports_ahead"], c["calls_task"], c["threads"]
        per_core = np.where(th > cores, 2.0, 1.0)
        hydro = 40.0 + np.where(1.7 * 1024.0 * per_core > l2_kb, 400.0, 0.0)
        stab = np.select([stb == "hydro_table", stb == "hull_integration"], [hydro, 12000.0], 8.0)
        lash = np.where(la == "rule_tables", 60.0, 2500.0) * 4.0
        look = 1.0 + 0.2 * (pa - 1.0)
        evalc = (50.0 + (stab + lash) / ce) * look
        plan = np.select([pl == "slot_greedy", pl == "master_then_slots", pl == "lns"],
                         [moves * (160.0 + evalc), 24.0 * pa * 400.0 + moves * (120.0 + evalc), 300.0 * 200.0 * evalc],
                         moves * (900.0 + evalc) * np.where(pa >= 3, 3.0, 1.0))
        tasks = np.ceil(calls / ct)
        busy = np.minimum(th, tasks)
        eff = smt_cores(busy, cores, 0.25)
        per_task = ct * (plan / (ghz * 1e3) + 6000.0) * (busy / eff)
        t = np.ceil(tasks / th) * per_task + 5.0e4
        bad = (((stb == "linearised") & (pl == "cp_search")) | ((ce == 100) & (pl != "lns"))
               | ((pl == "cp_search") & (pa == 6)))
        return np.where(bad, np.nan, t)
    return cost


def stowage_params() -> dict[str, list[Any]]:
    return {"planner": ["slot_greedy", "master_then_slots", "lns", "cp_search"],
            "stability": ["hydro_table", "hull_integration", "linearised"], "lashing": ["rule_tables", "stack_frames"],
            "check_every": [1, 10, 100], "ports_ahead": [1, 3, 6], "calls_task": [1, 16, 256], "threads": [374, 748]}


def garment_nesting(markers: float, pieces: int, cores: int, ghz: float, l2_kb: float, mem_gb: float
                    ) -> Callable[[Cols], np.ndarray]:
    """Marker making for an apparel maker on a CPU with two hardware threads a core (the second
    adds 30%): ``markers`` markers (styles, size mixes and fabric widths), each nesting ``pieces``
    irregular pattern pieces on the fabric. ``placement`` (no order): ``bottom_left_fill`` (each
    piece tried at 200 positions), ``lowest_gravity`` (the same, 1.5 times the positions' scoring),
    ``guided_local_search`` (overlap minimisation, 2,000 moves of a piece over 60 positions) or
    ``jostle`` (50 jostles, each a full bottom-left fill). ``overlap`` (no order) test of a
    position: ``nfp_orbiting`` (no-fit polygons by orbiting, 60 cycles a look-up, built once per
    style: pieces^2 x rotations^2 x 300 cycles), ``nfp_minkowski`` (by Minkowski sums of convex
    parts, 45 cycles, built 1.4 times as dear, twice the vertices) or ``raster`` (pixel masks at
    ``raster_mm`` mm, a word of 64 pixels at 2 cycles; at 5 mm the notches are lost: fails; guided
    local search needs penetration depths, which masks do not give: fails with them), a test at
    log2 pieces of placed neighbours. The no-fit polygons of a style, 160 vertices of 16 bytes
    (twice Minkowski's) for each pair of pieces and orientations, held by every busy thread: over
    the ``mem_gb`` GB: fails; the raster masks (0.12 m^2 a piece) over the ``l2_kb`` KB of L2 a core
    (twice with two threads a core): 2.5 times. ``rotations`` orientations allowed (2, 4 or 8: the
    positions and polygons grow with them). ``markers_task`` markers of a style a task (the
    polygons built once a task, 1 ms to start it) in waves over ``threads`` threads (fewer tasks
    than threads leave threads idle); a marker is due within 30 s (later: fails). 0.3 s besides.
    Times in us."""
    def cost(c: Cols) -> np.ndarray:
        pl, ov = (np.asarray(c[k]) for k in ("placement", "overlap"))
        rm, ro, mt, th = c["raster_mm"], c["rotations"], c["markers_task"], c["threads"]
        per_core = np.where(th > cores, 2.0, 1.0)
        words = 0.12 * 1e6 / (rm * rm) / 64.0
        mask_kb = pieces * words * 8.0 / 1024.0 * per_core
        test = np.select([ov == "nfp_orbiting", ov == "nfp_minkowski"], [60.0, 45.0],
                         words * 2.0 * np.where(mask_kb > l2_kb, 2.5, 1.0))
        positions = np.select([pl == "bottom_left_fill", pl == "lowest_gravity", pl == "guided_local_search"],
                              [pieces * 200.0 * ro / 2.0, pieces * 200.0 * ro / 2.0 * 1.5, 2000.0 * 60.0 * ro / 2.0],
                              50.0 * pieces * 200.0 * ro / 2.0)
        marker = positions * test * np.log2(pieces)
        build = np.select([ov == "nfp_orbiting", ov == "nfp_minkowski"], [1.0, 1.4], 0.0) * pieces ** 2 * ro ** 2 * 300.0
        tasks = np.ceil(markers / mt)
        busy = np.minimum(th, tasks)
        eff = smt_cores(busy, cores, 0.3)
        per_task = (mt * marker + build) / (ghz * 1e3) * (busy / eff) + 1000.0
        t = np.ceil(tasks / th) * per_task + 3.0e5
        memb = busy * np.select([ov == "nfp_orbiting", ov == "nfp_minkowski"], [1.0, 2.0], 0.0) \
            * pieces ** 2 * ro ** 2 * 160.0 * 16.0
        bad = ((memb > mem_gb * 1e9) | ((ov == "raster") & (rm == 5)) | ((pl == "guided_local_search") & (ov == "raster"))
               | (marker / (ghz * 1e3) * (busy / eff) > 3.0e7))
        return np.where(bad, np.nan, t)
    return cost


def nesting_params() -> dict[str, list[Any]]:
    return {"placement": ["bottom_left_fill", "lowest_gravity", "guided_local_search", "jostle"],
            "overlap": ["nfp_orbiting", "nfp_minkowski", "raster"], "raster_mm": [1, 2, 5], "rotations": [2, 4, 8],
            "markers_task": [1, 16, 256], "threads": [374, 748]}


def noise_mapping(receivers: float, source_density: float, cores: int, dram_bw: float, ghz: float
                  ) -> Callable[[Cols], np.ndarray]:
    """Strategic noise maps of a country's agglomerations on a GPU: ``receivers`` facade and grid
    receivers, each summing the road, rail and industry sources within ``radius_m`` m
    (``source_density`` source points a square metre). ``method`` (no order): ``cnossos_eu`` (8
    octave bands, homogeneous and favourable propagation, 40 flops each), ``iso_9613_2`` (8 bands,
    25), ``nord2000`` (27 third-octave bands of curved-ray propagation, 120) or ``harmonoise`` (27
    bands, 200); at 250 m the CNOSSOS-EU and Nord2000 maps miss the distant motorways: fail.
    ``diffraction`` (no order) of a path over 4 buildings: ``vertical`` (over the roofs, 30 flops a
    building edge), ``vertical_lateral`` (and two lateral paths round them) or ``none`` (with
    CNOSSOS-EU or ISO 9613-2 their screening is required: fails). ``reflections`` (0, 1 or 2 orders
    of facade reflections: 1 + 4 x order paths). ``receivers_block`` receivers a block (10 m apart),
    the building edges around them and within the radius (0.002 a square metre, 16 bytes each, and
    as many facades per reflection order) in shared memory (over the 366 KB: fails), a thread a
    receiver over ``threads`` threads (fewer leave lanes idle), 40, 32, 88 or 120 registers and 16
    for the lateral paths (over the register file: fails), the blocks in waves over the cores. The
    levels written, 0.1 s besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        me, di = (np.asarray(c[k]) for k in ("method", "diffraction"))
        rad, rf, rb, th = c["radius_m"], c["reflections"], c["receivers_block"], c["threads"]
        sources = np.pi * rad * rad * source_density
        bands = np.select([me == "cnossos_eu", me == "iso_9613_2", me == "nord2000"], [16.0, 8.0, 27.0], 27.0)
        per_band = np.select([me == "cnossos_eu", me == "iso_9613_2", me == "nord2000"], [40.0, 25.0, 120.0], 200.0)
        paths = (1.0 + 4.0 * rf) * np.where(di == "vertical_lateral", 3.0, 1.0)
        diff = np.where(di == "none", 0.0, 4.0 * 30.0)
        per_rec = sources * paths * (bands * per_band + diff)
        span = np.sqrt(rb) * 10.0 + 2.0 * rad
        smem = span * span * 0.002 * 16.0 * (1.0 + rf)
        regs = np.select([me == "cnossos_eu", me == "iso_9613_2", me == "nord2000"], [40.0, 32.0, 88.0], 120.0) \
            + np.where(di == "vertical_lateral", 16.0, 0.0)
        res = _g(th, smem, regs)
        occ = np.minimum(1.0, res * th / 2048.0)
        rate = cores * 128 * ghz * 1e3 * (0.3 + 0.7 * occ)
        lanes = np.minimum(1.0, rb / th)
        blocks = np.ceil(receivers / rb)
        waves = np.ceil(blocks / (cores * np.maximum(res, 1.0)))
        block_t = rb * per_rec / (rate / cores / np.maximum(res, 1.0) * lanes)
        t = waves * block_t + receivers * 8.0 / dram_bw + 1.0e5
        bad = ((res < 1) | ((rad == 250) & ((me == "cnossos_eu") | (me == "nord2000")))
               | ((di == "none") & ((me == "cnossos_eu") | (me == "iso_9613_2"))))
        return np.where(bad, np.nan, t)
    return cost


def noise_params() -> dict[str, list[Any]]:
    return {"method": ["cnossos_eu", "iso_9613_2", "nord2000", "harmonoise"], "radius_m": [250, 500, 1000],
            "diffraction": ["none", "vertical", "vertical_lateral"], "reflections": [0, 1, 2],
            "receivers_block": [64, 256, 1024], "threads": [128, 256, 512, 1024]}


def seen_47_synthetic() -> list[tuple[str, Landscape]]:
    """The forty-seventh held-out set's synthetic part: nine families no earlier set had (constants
    of a 378-core GPU with 366 KB of shared memory a core, 10.6 TB/s at 1.83 GHz and fp64 at 1/2, a
    386-core one with 354 KB, 9.1 TB/s at 1.57 GHz and fp64 at 1/64, and a 374-core CPU with two
    hardware threads a core at 2.59 GHz with 2.125 MB of L2 a core and 6656 GB; times in us)."""
    L, S = Landscape, "seen_47"
    return [
        (S, L("capture_recapture_av", capture_params(), capture_recapture(1.2e5, 120, 90, 60, 386, 9.1e6, 1.57, 1 / 64),
              0.03)),
        (S, L("pcb_assembly_av", pcb_params(), pcb_assembly(1.14e6, 1800, 120, 374, 2.59, 2176.0), 0.02)),
        (S, L("holography_av", holography_params(), holography(2.2e6, 8.3e6, 378, 1.06e7, 1.83), 0.01)),
        (S, L("reactor_loading_av", reactor_params(), reactor_loading(2.4e6, 193, 378, 1.06e7, 1.83, 1 / 2), 0.04)),
        (S, L("retrosynthesis_av", retro_params(), retrosynthesis(200000, 374, 2.59, 2176.0), 0.05)),
        (S, L("pitch_control_av", pitch_params(), pitch_control(5.4e7, 23, 386, 9.1e6, 1.57), 0.01)),
        (S, L("stowage_planning_av", stowage_params(), stowage_planning(1.91e6, 6000, 374, 2.59, 2176.0), 0.03)),
        (S, L("garment_nesting_av", nesting_params(), garment_nesting(3.0e5, 260, 374, 2.59, 2176.0, 6656.0), 0.04)),
        (S, L("noise_mapping_av", noise_params(), noise_mapping(4.2e8, 0.002, 378, 1.06e7, 1.83), 0.02)),
    ]


SEEN_47_DIR = _data_dir("zoo_seen_47")


def seen_47() -> list[tuple[str, Landscape]]:
    """The forty-seventh held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_47/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_47", SEEN_47_DIR)
    return seen_47_synthetic() + recorded
