"""The zoo's ``seen_48`` set.

``seen_48`` (was ``held_out_48``, :func:`seen_48`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the thirty-ninth round, see docs/benchmarks.md):
2 wins / 9 ties / 2 losses against the best peer, geo-mean
1.0047, the best of the five (tpe_mv 1.0086); the synthetic nine 2 / 6 / 1 (the wins
eo_acquisition_aw, 1.006 against tpe_mv's 1.031, and insulin_trials_aw, 1.000 against 1.029;
the loss sawmill_breakdown_aw, 1.022 against tpe_mv's 1.007); on 30 seeds its recorded four
0 / 3 / 1 (the FFN lost, 1.017 against tpe_mv's 1.000, its committed optimum one fast sample
and still the best by the quiet median); scored by the median of 9 quiet samples 0 / 4 / 0 with
``--confirm 0`` (third of five) and with ``--confirm 3`` (second of five); R1 2 / 10 / 1 as
committed (1.0034, the best of six), quietly 0 / 4 / 0 twice (second of six with ``--confirm
0``, the best with ``--confirm 3``).
Evaluated on an AVX2 host (numpy's X86_V3 loops), where its committed traces were made; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (geodesy, sawmilling, historical linguistics,
publishing, genome editing, diabetes technology, neuroimaging, Earth observation, battery-electric
buses), with constants unlike the other sets' (a 422-core GPU with 362 KB of shared memory a core,
11.4 TB/s at 1.97 GHz and fp64 at 1/2, holding 2048 threads and 32 blocks a core, a 406-core one
with 370 KB a core, 8.75 TB/s at 1.59 GHz and fp64 at 1/64, holding 1536 threads and 24 blocks a
core, both with 128 lanes and 255 registers a thread, and a 398-core CPU at 2.47 GHz with two
hardware threads a core, 2.875 MB of L2 a core and 7936 GB; times in us, bandwidths in bytes/us):

- ``geoid_model_aw`` (5184, 59.6%, 547x): a national gravimetric geoid by remove-compute-restore,
  2.4 x 10^7 points on the 422-core GPU, Stokes (over a 0.5-degree cap: fails), Wong-Gore,
  Featherstone or Meissl kernels (the unmodified and Meissl's on a 5' grid: fail), quadrature, 1D
  FFTs or a planar 2D FFT (over a 2-degree cap: fails), 0.5-2-degree caps on 1-5' grids, a
  reference model to degree 360 or 2190 (in fp32: fails), 16-256 points a block (the
  quadrature's anomaly tile over the 362 KB: fails), 128-1024 threads (over the register file:
  fail), fp32 or fp64; 56 within 5%.
- ``sawmill_breakdown_aw`` (1296, 40.7%, 2857x): sawing solutions for 1.42 x 10^6 logs of 14
  boards on the 398-core CPU, laser-profile (only strength classes: the other gradings and grade
  turning fail), X-ray line or CT scans (the knot table, twice with two threads a core, over the
  L2: a cliff), fixed cant patterns or a board DP (both at one rotation: fail), exhaustive
  patterns or grade turning, 1-36 rotations, visual, NHLA cutting-unit or strength-class grading,
  fixed or optimised edging, 1-256 logs a task over 398 or 796 threads, a log decided within
  2.5 s (later: fails); eight within 5%.
- ``cognate_detection_aw`` (3888, 41.7%, 24x): cognate detection over 1.6 x 10^4 concepts in 120
  languages on the 406-core GPU, Turchin's consonant classes (but on Dolgopolsky's classes:
  fail), SCA alignments, LexStat (at 100 permutations: fails) or online PMI (local: fails),
  Dolgopolsky, SCA or ASJP sound classes, 100-5,000 permutations, global, overlap or local
  alignments, UPGMA, Infomap or link clustering, 32-512 pairs a block (over the 370 KB: fail),
  128-1024 threads (over the register file: fail); 168 within 5%.
- ``paragraph_breaking_aw`` (10368, 33.3%, 13x): a publisher's back catalogue, 4 x 10^5 books of
  3,000 paragraphs of 110 words, typeset anew on the 398-core CPU, greedy, minimum-raggedness or
  Knuth-Plass line breaking (without hyphenation: fails), no hyphenation, Liang's patterns (their
  trie, twice with two threads a core, over the L2: a cliff) or an exception list, no
  microtypography, protrusion or protrusion and font expansion (but with total fit: fails), 1-4
  passes, 1-256 books a task over 398 or 796 threads, and four that barely matter (ligatures, PDF
  object streams, font subsets, bookmarks: 0.2-0.5%): ten parameters, 260 within 5%.
- ``crispr_offtarget_aw`` (2916, 44.1%, 305x): off-target search of 9 x 10^4 guides in a
  2.7 x 10^9-bp genome on the 422-core GPU, brute-force scans (with bulges: fail),
  seed-and-extend (at 5 mismatches: fails) or bit-parallel alignment, 3-5 mismatches, 0-2
  bulges, NGG, NRG or NAG and NGG PAMs, two-bit, four-bit or ASCII genomes, 8-128 guides a block
  (their hit buffers over the 362 KB: fail), 128-1024 threads (over the register file: fail),
  the scan's flops or its DRAM traffic; ten within 5%.
- ``insulin_trials_aw`` (4374, 43.9%, 518292x): in-silico trials of closed-loop insulin
  delivery, 1.2 x 10^6 virtual patients over 180 days on the 406-core GPU, Bergman's minimal,
  UVA/Padova or Hovorka models, explicit Euler (for UVA/Padova: fails), RK4 or Radau IIA (in
  fp32 for the larger models: fails), PID with insulin feedback, MPC (over a 30-minute horizon:
  fails) or fuzzy control, 30-120-minute horizons, no, Johnson SU or AR(2) sensor noise, 32-512
  patients a block (over the 370 KB: fail), 128-512 threads (over the register file: fail), fp32
  or fp64; three within 5%.
- ``tractography_aw`` (972, 30.9%, 1376x): whole-brain tractograms of 2,400 subjects, 2 x 10^6
  seeds each, on the 406-core GPU, DTI, CSD or ball-and-sticks models, deterministic (with
  nearest-voxel interpolation: fails), probabilistic or parallel-transport tracking (at 1-mm
  steps: fails), 0.2-1-mm steps, nearest, trilinear or quadratic B-spline interpolation, 64-1024
  seeds a block (their brick over the 370 KB: fails), 64-512 threads; three within 5%.
- ``eo_acquisition_aw`` (1944, 51.5%, 176x): acquisition plans of an agile Earth-observation
  constellation, 5 x 10^5 planning runs of 4,000 requests on the 398-core CPU, greedy (ignoring
  the clouds: fails), beam-search, squeaky-wheel or orbit-DP planners, precomputed access windows
  (twice with two threads a core, over the L2: a cliff), ephemeris look-ups or a circular-orbit
  approximation (but for the greedy: fails), constant-time (with the beam search or the DP:
  fails), bang-coast-bang or quaternion-spline slews, no, deterministic or ensemble cloud
  forecasts (an ensemble with a FIFO downlink: fails), FIFO, priority or joint downlink, 1-256
  runs a task over 398 or 796 threads; ten within 5%.
- ``ebus_charging_aw`` (648, 37.5%, 48536x): depot charging schedules of 600 battery-electric
  buses, 2 x 10^5 days and scenarios on the 398-core CPU, earliest departure first (over the
  transformer's thermal limit: fails), a time-expanded min-cost flow, the flow over rolling
  windows or a DP per charger (at 30-minute slots: fail), 5-30-minute slots, linear, CC-CV or
  ageing battery models (the ageing table, twice with two threads a core, over the L2: a cliff),
  depot caps, transformer thermal limits or dynamic tariffs, 1-256 days a task over 398 or 796
  threads (every thread's problem over the 7936 GB: fails); one within 5%.

And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a non-causal grouped-query attention, a masked-diffusion language model's bidirectional
denoising step (18 query heads over 6 KV heads, 216 tokens over themselves), with its KV block, KV
split, ``opt_level`` (O0 among them) and unroll but its query block, softmax and pipeline left at
the default, a batched GEMM without bias tuning its M tile with pipeline, L1 prefetch and schedule
(its N and K tiles at the default: two N blocks and eleven K blocks, so the four schedules walk four
orders), a gated tanh-GELU FFN tuning the up projection's K tile, the down projection's M tile, its
schedule (default, balanced, latency; throughput walks as default does) and ``opt_level`` (O0
among them), and an RMSNorm with its pipeline, ``opt_level`` (O0 among them) and unroll but
neither its rows a block, its hidden split nor its stats (a set no earlier LayerNorm or RMSNorm
space tuned; 60 configurations, the full value lists: the one untuned norm set of 60 left), each
space measured exhaustively (every configuration compiled, checked against numpy, timed 3 times)
by ``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_48/`` (gzip JSON, times
in us, provenance in each file's ``source``, 12.4 KB in all). They were recorded on the shared
2-core machine the standing way, ``--only`` each, one after another, the recorder at normal
priority (not niced), with the lead's jobs ended (the load average 0.11 at the start); this host
is the AMD EPYC with AVX2 and no AVX-512 that recorded held_out_44's..held_out_47's four (the same
``host_cpu``), so the four are measurements of the kernels' AVX2 paths (8-lane vectors, their
register tiles accordingly). ``ps`` (every 60 s and at the end, seven times) showed nothing else
running but the recorder, its measuring worker and the C compiler it called, this helper's own
sampling and waiting shells (sleeping) and idle tool shells (no other python, benchmark or pytest
process), and this helper only read the logs beside it (nothing enumerated, measured or tested)
(load average 0.11-1.19 sampled every 10 s over the recording, 34 samples, median 1.00, the
recorder itself included, rising from the quiet start to about 1.0). The tail of their samples is
real measurement noise (median spread 2-4%), and the fastest sample is the true cost: the GEMM's
and the FFN's optima rest on one fast sample, their other two samples 1.05-1.07 and 1.06-1.11
times it, while the attention's and the RMSNorm's each have a second sample within 0.1% of the
fastest (see below). Before that, the first and the last configuration of each space were compiled
(not run) to check they build. Every configuration ran, so they are 0% infeasible (reported, not
forced into 30-70%):

===============================================================  =========================================  =======  ======  ======  =========
landscape                                                        op (shape)                                 configs  params  spread  worst/opt
===============================================================  =========================================  =======  ======  ======  =========
cpu_attention_gqa_bidir_kv_block_split_opt_unroll                grouped-query attention, non-causal (batch      144       4      2%      22.1x
                                                                 1, 18 heads over 6 KV heads, 216 x 216, d
                                                                 64)
cpu_gemm_batched_m_tile_pipeline_prefetch_schedule               batched GEMM (2 x 216 x 344 @ 344 x 392)       144       4      3%       2.5x
cpu_ffn_gelu_tanh_gated_k_down_m_down_schedule_opt               FFN, gated tanh GELU (248 tokens, 288 ->       144       4      3%      17.1x
                                                                 360)
cpu_rmsnorm_no_rows_per_block_no_split_no_stats                  RMSNorm (1504 rows x 2432)                      60       3      4%       6.6x
===============================================================  =========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
2, 1, 4 and 7 configurations; the attention's optimum (a KV block of 128, a KV split of 2, O3,
unroll 4) has samples 1.001, 1.000 and 1.104 times its fastest and is also the best by median, the
next configuration (a KV block of 64, the same otherwise) 1.007 times it (1.141 by its median),
O0 16.8-22.1 times the optimum, O1 1.73-3.06, O2 1.09-1.66, O3 at most 1.58, no unroll 1.40 at
least; the GEMM's optimum (M tile 48, no pipeline, no L1 prefetch, the latency schedule) has
samples 1.065, 1.053 and 1.000, though it is also the best by median (1.053 by its median), the
next configuration (M tile 64, no pipeline, no prefetch, balanced) 1.099 times it, the packing
pipelines 1.25-2.53 (single_buffer) and 1.33-2.21 (double_buffer) against 1.00-1.49 without, an M
tile of 32 1.21-2.53; the FFN's optimum (up K tile 96, down M tile 48, the balanced down schedule,
O3) has samples 1.057, 1.000 and 1.109, the next configuration (the same at O2) 1.035 times it,
the best by median (up K tile 96, down M tile 16, the default down schedule, O2) 1.037 by its
fastest and 1.041 by its median (the optimum 2nd by median, 1.057), O0 14.7-17.1, O1 1.21-1.47,
O2 1.03-1.16, O3 at most 1.22; the RMSNorm's optimum (no pipeline, O3, no unroll) has samples
1.000, 1.011 and 1.001 and is also the best by median, the next configuration (unroll 4) 1.008
times it, O0 4.63-6.62, O1 1.04-1.62, O2 1.06-1.27, the staged pipelines 1.04 at least.)
Recording took 135 + 55 + 86 + 56 s, 5.5 minutes in all, one landscape after another (2026-12-05
13:44 to 13:50 UTC).
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, resident_blocks, smt_cores

_g = partial(resident_blocks, smem_kb=362.0, max_threads=2048, max_blocks=32, max_regs=255)  # the 422-core GPU's core
_h = partial(resident_blocks, smem_kb=370.0, max_threads=1536, max_blocks=24, max_regs=255)  # the 406-core GPU's core


def geoid_model(points: float, cores: int, dram_bw: float, ghz: float, fp64_rate: float) -> Callable[[Cols], np.ndarray]:
    """A national gravimetric geoid model by remove-compute-restore on a GPU: ``points``
    computation points (a 1' grid over a continent and the resamples of its error propagation),
    each one's geoid height from the residual gravity anomalies in a spherical cap of ``cap_deg``
    degrees around it (Stokes's integral) on a ``grid_arcmin``' anomaly grid, and the global
    geopotential model's part to degree ``ref_degree`` restored (45 flops a degree a point: its
    Legendre functions computed once a parallel, summed by Clenshaw's recurrence; in fp32 they
    underflow past degree 1,900: at 2190 fails). ``kernel`` (no order): ``stokes`` (28 flops a
    cell; its truncation error over a 0.5-degree cap: fails), ``wong_gore`` (46: the low degrees
    removed), ``featherstone`` (64: a deterministic modification) or ``meissl`` (34: shifted to
    zero at the cap's edge); on a 5' grid the terrain-aliased anomalies bias the unmodified and
    the Meissl kernels: fail. ``integration`` (no order): ``quadrature`` (every cell of the cap,
    pi (60 cap / grid)^2 of them), ``fft_1d`` (1D FFTs along the parallels: for each of the cap's
    2 x 60 cap / grid rows, 10 log2 of a parallel's cells and a kernel value) or ``fft_2d`` (a
    planar 2D FFT of the cap padded 4 times: 40 log2 of its cells and 4 kernel values; the planar
    approximation over a 2-degree cap: fails), the FFTs' passes through DRAM (2 words a point for
    every 12 of their log2 size). ``points_block`` points a block, a thread a point over
    ``threads`` threads (fewer leave lanes idle); quadrature holds the block's anomaly tile (its
    points and the cap around them) in shared memory, the FFTs a double-buffered complex tile of
    4,096 points (over the 362 KB: fails); 40, 56, 72 or 48 registers and 8 more for the FFTs (1.5
    times in fp64; over the register file: fails); the blocks in waves over the cores;
    ``precision`` fp32 or fp64 (at ``fp64_rate``). Three words a point read and written, 80 ms
    besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        ke, ig, pr = (np.asarray(c[k]) for k in ("kernel", "integration", "precision"))
        cap, gr, rd, pb, th = c["cap_deg"], c["grid_arcmin"], c["ref_degree"], c["points_block"], c["threads"]
        fp64 = pr == "fp64"
        word = np.where(fp64, 8.0, 4.0)
        side = 60.0 * cap / gr
        n_cap = np.pi * side * side
        kf = np.select([ke == "stokes", ke == "wong_gore", ke == "featherstone"], [28.0, 46.0, 64.0], 34.0)
        nlon = 360.0 * 60.0 / gr
        integ = np.select([ig == "quadrature", ig == "fft_1d"],
                          [n_cap * kf, 2.0 * side * (10.0 * np.log2(nlon) + kf)],
                          40.0 * np.log2(4.0 * n_cap) + kf * 4.0)
        per_point = integ + rd * 45.0 + 200.0
        tile = np.sqrt(pb) + 2.0 * side
        smem = np.where(ig == "quadrature", tile * tile * word, 4096.0 * 2.0 * word * 2.0)
        regs = (np.select([ke == "stokes", ke == "wong_gore", ke == "featherstone"], [40.0, 56.0, 72.0], 48.0)
                + np.where(ig == "quadrature", 0.0, 8.0)) * np.where(fp64, 1.5, 1.0)
        res = _g(th, smem, regs)
        occ = np.minimum(1.0, res * th / 2048.0)
        rate = cores * 128 * ghz * 1e3 * (0.3 + 0.7 * occ) * np.where(fp64, fp64_rate, 1.0)
        lanes = np.minimum(1.0, pb / th)
        blocks = np.ceil(points / pb)
        waves = np.ceil(blocks / (cores * np.maximum(res, 1.0)))
        block_t = pb * per_point / (rate / cores / np.maximum(res, 1.0) * lanes)
        fft_traffic = np.where(ig == "quadrature", 0.0, points * 2.0 * word * np.log2(4.0 * n_cap) / 12.0)
        t = waves * block_t + (points * 3.0 * word + fft_traffic) / dram_bw + 8.0e4
        bad = ((res < 1) | ((ke == "stokes") & (cap == 0.5)) | ((ig == "fft_2d") & (cap == 2))
               | (~fp64 & (rd == 2190)) | ((gr == 5) & ((ke == "stokes") | (ke == "meissl"))))
        return np.where(bad, np.nan, t)
    return cost


def geoid_params() -> dict[str, list[Any]]:
    return {"kernel": ["stokes", "wong_gore", "featherstone", "meissl"],
            "integration": ["quadrature", "fft_1d", "fft_2d"], "cap_deg": [0.5, 1, 2], "grid_arcmin": [1, 2, 5],
            "ref_degree": [360, 2190], "points_block": [16, 64, 256], "threads": [128, 256, 512, 1024],
            "precision": ["fp32", "fp64"]}


def sawmill_breakdown(logs: float, boards: int, cores: int, ghz: float, l2_kb: float) -> Callable[[Cols], np.ndarray]:
    """A sawmill's breakdown decisions on a CPU with two hardware threads a core (the second adds
    30%): ``logs`` logs (a year's intake under its what-if price lists), each scanned and a sawing
    solution of about ``boards`` boards chosen for it before it reaches the headrig (within 2.5 s:
    later fails). ``scan`` (no order): ``laser_profile`` (the outer shape only, 2 x 10^5 cycles; no
    internal defects, so only the strength class can be predicted: the other gradings and grade
    turning fail), ``xray_line`` (a line scanner's knot estimates, 1.5 x 10^6) or ``ct_volume`` (a
    CT volume's knots, 1.2 x 10^7, its 1.8 MB knot table read by every board's grading: twice with
    two threads a core, over the ``l2_kb`` KB of L2 a core, 2.5 times the grading). ``solution``
    (no order): ``cant_fixed`` (12 cant patterns of the boards a rotation), ``dp_boards`` (a
    dynamic programme over board widths: 11 candidates for each board a rotation, and boards^2 x
    300 cycles), ``exhaustive_patterns`` (6,000 patterns) or ``grade_turning`` (400: the log turned
    by its face grades); the cant patterns and the DP at one rotation miss the mill's recovery
    target: fail. ``rotations`` (1, 6 or 36 angles tried). ``grading`` (no order) of each candidate
    board: ``visual_rules`` (200 cycles), ``nhla_cutting_units`` (3,500: the hardwood rules'
    clear-cutting search) or ``strength_class`` (900); ``edging`` (no order): ``fixed_widths`` (30
    cycles a board) or ``optimised`` (40). ``logs_task`` logs a task (0.3 ms to load its price
    lists) in waves over ``threads`` threads (fewer tasks than threads leave threads idle). 0.2 s
    besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        sc, so, gd, ed = (np.asarray(c[k]) for k in ("scan", "solution", "grading", "edging"))
        ro, lt, th = c["rotations"], c["logs_task"], c["threads"]
        per_core = np.where(th > cores, 2.0, 1.0)
        build = np.select([sc == "laser_profile", sc == "xray_line"], [2.0e5, 1.5e6], 1.2e7)
        cliff = np.where((sc == "ct_volume") & (1.8 * 1024.0 * per_core > l2_kb), 2.5, 1.0)
        patterns = np.select([so == "cant_fixed", so == "dp_boards", so == "exhaustive_patterns"], [12.0, 11.0, 6000.0],
                             400.0)
        grade = np.select([gd == "visual_rules", gd == "nhla_cutting_units"], [200.0, 3500.0], 900.0) * cliff
        edge = np.where(ed == "optimised", 40.0, 30.0)
        per_log = build + ro * patterns * boards * (grade + edge) + np.where(so == "dp_boards", boards ** 2 * 300.0, 0.0)
        tasks = np.ceil(logs / lt)
        busy = np.minimum(th, tasks)
        eff = smt_cores(busy, cores, 0.3)
        log_t = per_log / (ghz * 1e3) * (busy / eff)
        per_task = lt * log_t + 300.0
        t = np.ceil(tasks / th) * per_task + 2.0e5
        bad = (((sc == "laser_profile") & (gd != "strength_class")) | ((so == "grade_turning") & (sc == "laser_profile"))
               | ((ro == 1) & ((so == "cant_fixed") | (so == "dp_boards"))) | (log_t > 2.5e6))
        return np.where(bad, np.nan, t)
    return cost


def sawmill_params() -> dict[str, list[Any]]:
    return {"scan": ["laser_profile", "xray_line", "ct_volume"],
            "solution": ["cant_fixed", "dp_boards", "exhaustive_patterns", "grade_turning"], "rotations": [1, 6, 36],
            "grading": ["visual_rules", "nhla_cutting_units", "strength_class"], "edging": ["fixed_widths", "optimised"],
            "logs_task": [1, 16, 256], "threads": [398, 796]}


def cognate_detection(concepts: float, languages: int, cores: int, dram_bw: float, ghz: float
                      ) -> Callable[[Cols], np.ndarray]:
    """Automatic cognate detection over a lexical database on a GPU: ``concepts`` concepts (basic
    vocabulary across the families' samples) in ``languages`` languages, every pair of the
    languages' words for a concept scored (words of about 7 sound segments: a 49-cell alignment
    matrix), then each concept's words clustered into cognate sets. ``scorer`` (no order):
    ``turchin`` (the first two consonant classes compared, 20 flops a pair; defined on
    Dolgopolsky's classes: with the others fails), ``sca_alignment`` (sound-class alignment, 14
    flops a cell), ``lexstat`` (language-pair-specific scores: 14 flops a cell, (1 +
    ``permutations`` / 250) times for the scores' estimate from shuffled word lists; at 100
    permutations the null distribution is too rough: fails) or ``online_pmi`` (pointwise mutual
    information learnt online: 3 passes of 22 flops a cell; its local alignments do not converge:
    fail). ``sound_classes`` (no order): ``dolgopolsky`` (10), ``sca`` (28) or ``asjp`` (41)
    classes, two class-by-class score matrices in shared memory. ``mode`` (no order): ``global``,
    ``overlap`` (1.1 times the cells) or ``local`` (1.25). ``clustering`` (no order) of a concept's
    languages^2 distances: ``upgma`` (20 log2 languages flops a pair), ``infomap`` (200 iterations
    of 6) or ``link_clustering`` (10), at a twentieth of the rate. ``pairs_block`` pairs a block,
    each one's 100-cell traceback matrix (3 for the PMI's states; Turchin's 16 bytes a pair) in
    shared memory (over the 370 KB: fails), a thread a pair over ``threads`` threads (fewer leave
    lanes idle), 24, 40, 48 or 72 registers (over the register file: fails), the blocks in waves
    over the cores. 8 bytes a pair written, 50 ms besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        so, sc, mo, cl = (np.asarray(c[k]) for k in ("scorer", "sound_classes", "mode", "clustering"))
        pe, pb, th = c["permutations"], c["pairs_block"], c["threads"]
        pairs = concepts * languages * (languages - 1) / 2.0
        cells = 49.0 * np.select([mo == "global", mo == "overlap"], [1.0, 1.1], 1.25)
        per_pair = np.select([so == "turchin", so == "sca_alignment", so == "lexstat"],
                             [20.0, cells * 14.0, cells * 14.0 * (1.0 + pe / 250.0)], cells * 22.0 * 3.0)
        ncls = np.select([sc == "dolgopolsky", sc == "sca"], [10.0, 28.0], 41.0)
        states = np.where(so == "online_pmi", 3.0, 1.0)
        smem = np.where(so == "turchin", pb * 16.0, pb * 100.0 * 4.0 * states + ncls * ncls * 4.0 * 2.0)
        regs = np.select([so == "turchin", so == "sca_alignment", so == "lexstat"], [24.0, 40.0, 48.0], 72.0)
        res = _h(th, smem, regs)
        occ = np.minimum(1.0, res * th / 1536.0)
        rate = cores * 128 * ghz * 1e3 * (0.25 + 0.75 * occ)
        lanes = np.minimum(1.0, pb / th)
        blocks = np.ceil(pairs / pb)
        waves = np.ceil(blocks / (cores * np.maximum(res, 1.0)))
        block_t = pb * per_pair / (rate / cores / np.maximum(res, 1.0) * lanes)
        clus = concepts * np.select([cl == "upgma", cl == "infomap"],
                                    [languages ** 2 * np.log2(languages) * 20.0, 200.0 * languages ** 2 * 6.0],
                                    languages ** 2 * 10.0) / (rate * 0.05)
        t = waves * block_t + clus + pairs * 8.0 / dram_bw + 5.0e4
        bad = ((res < 1) | ((so == "turchin") & (sc != "dolgopolsky")) | ((so == "lexstat") & (pe == 100))
               | ((so == "online_pmi") & (mo == "local")))
        return np.where(bad, np.nan, t)
    return cost


def cognate_params() -> dict[str, list[Any]]:
    return {"scorer": ["turchin", "sca_alignment", "lexstat", "online_pmi"],
            "sound_classes": ["dolgopolsky", "sca", "asjp"], "permutations": [100, 1000, 5000],
            "mode": ["global", "overlap", "local"], "clustering": ["upgma", "infomap", "link_clustering"],
            "pairs_block": [32, 128, 512], "threads": [128, 256, 512, 1024]}


def paragraph_breaking(books: float, paragraphs: int, words: int, cores: int, ghz: float, l2_kb: float
                       ) -> Callable[[Cols], np.ndarray]:
    """A publisher's back catalogue typeset anew on a CPU with two hardware threads a core (the
    second adds 25%): ``books`` books of ``paragraphs`` paragraphs of ``words`` words, every word
    shaped (400 cycles) and every paragraph broken into lines (2,000 cycles a paragraph to build
    its pages). ``breaking`` (no order): ``greedy_line`` (15 cycles a breakpoint),
    ``minimum_raggedness`` (a dynamic programme over 12 candidate lines a breakpoint, 20 cycles
    each) or ``knuth_plass`` (total fit: 12 active nodes a breakpoint, 40 cycles each, 15% more for
    each of ``passes`` beyond the first, with a raised tolerance; without hyphenation the narrow
    columns overflow: fails). ``hyphenation`` (no order): ``none``, ``liang_patterns`` (Liang's
    patterns, 350 cycles a word from a 1.6 MB trie, twice with two threads a core: over the
    ``l2_kb`` KB of L2 a core, 3 times; 70% more breakpoints) or ``exception_list`` (a sorted word
    list, 90 cycles a word, 30% more breakpoints). ``microtype`` (no order): ``none``,
    ``protrusion`` (1.15 times the breaking) or ``protrusion_expansion`` (font expansion: three
    widths a line, 3 times; only total fit can use it: with the others fails). ``books_task`` books
    a task (4 ms to start it) in waves over ``threads`` threads (fewer tasks than threads leave
    threads idle). Barely mattering: ``ligatures`` (no order; ``opentype_gsub`` 0.4% more than
    ``builtin``), ``pdf_objects`` (no order; ``object_streams`` 0.3% more than ``plain``),
    ``font_subset`` (0.2%) and ``bookmarks`` (0.5%): ten parameters. 0.3 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        br, hy, mt = (np.asarray(c[k]) for k in ("breaking", "hyphenation", "microtype"))
        li, po = (np.asarray(c[k]) for k in ("ligatures", "pdf_objects"))
        fs, bm = np.asarray(c["font_subset"]), np.asarray(c["bookmarks"])
        pa, bt, th = c["passes"], c["books_task"], c["threads"]
        per_core = np.where(th > cores, 2.0, 1.0)
        trie_cliff = np.where(1.6 * 1024.0 * per_core > l2_kb, 3.0, 1.0)
        hyph = np.select([hy == "none", hy == "liang_patterns"], [0.0, words * 350.0 * trie_cliff], words * 90.0)
        bp = words * (1.0 + np.select([hy == "none", hy == "liang_patterns"], [0.0, 0.7], 0.3))
        breaking = np.select([br == "greedy_line", br == "minimum_raggedness"], [bp * 15.0, bp * 12.0 * 20.0],
                             bp * 12.0 * 40.0 * (1.0 + 0.15 * (pa - 1.0)))
        breaking = breaking * np.select([mt == "none", mt == "protrusion"], [1.0, 1.15], 3.0)
        per_para = words * 400.0 + hyph + breaking + 2000.0
        barely = (np.where(li == "opentype_gsub", 1.004, 1.0) * np.where(po == "object_streams", 1.003, 1.0)
                  * np.where(fs, 1.002, 1.0) * np.where(bm, 1.005, 1.0))
        per_book = paragraphs * per_para * barely / (ghz * 1e3)
        tasks = np.ceil(books / bt)
        busy = np.minimum(th, tasks)
        eff = smt_cores(busy, cores, 0.25)
        per_task = (bt * per_book + 4000.0) * (busy / eff)
        t = np.ceil(tasks / th) * per_task + 3.0e5
        bad = (((br != "knuth_plass") & (mt == "protrusion_expansion")) | ((br == "knuth_plass") & (hy == "none")))
        return np.where(bad, np.nan, t)
    return cost


def paragraph_params() -> dict[str, list[Any]]:
    return {"breaking": ["greedy_line", "minimum_raggedness", "knuth_plass"],
            "hyphenation": ["none", "liang_patterns", "exception_list"],
            "microtype": ["none", "protrusion", "protrusion_expansion"], "passes": [1, 2, 3, 4],
            "books_task": [1, 16, 256], "threads": [398, 796], "ligatures": ["builtin", "opentype_gsub"],
            "pdf_objects": ["plain", "object_streams"], "font_subset": [False, True], "bookmarks": [False, True]}


def crispr_offtarget(guides: float, genome_bp: float, cores: int, dram_bw: float, ghz: float
                     ) -> Callable[[Cols], np.ndarray]:
    """Genome-wide off-target search of a CRISPR screen's guide library on a GPU: ``guides`` 20-nt
    guides against a ``genome_bp``-bp genome, both strands, every PAM site compared with every
    guide. ``pam`` (no order): ``ngg`` (a site at a sixteenth of the positions), ``nrg`` (an eighth)
    or ``nag_ngg`` (three sixteenths). ``search`` (no order): ``brute_scan`` (every site against
    every guide, 6 flops; it cannot place bulges: with any fails), ``seed_extend`` (a 10-nt seed
    look-up, 1.5 flops a site, and extensions of 0.002 x 4^(mismatches - 1) (1 + bulges / 2)^2; at
    5 mismatches the pigeonhole seeds are too short: fails) or ``bit_parallel`` (a bit-vector
    alignment, 24 flops, (1 + mismatches / 4)(1 + bulges / 2) times). ``mismatches`` (3-5) and
    ``bulges`` (0-2) allowed: the hits grow 10-fold with each mismatch and with (1 + bulges)^2 (50
    a guide at 3 mismatches with NGG), 16 bytes each written. ``genome_encoding`` (no order):
    ``two_bit`` (a quarter byte a base, 2 flops a site to unpack), ``four_bit`` (half a byte, 1) or
    ``ascii`` (a byte). ``guides_block`` guides a block, their hit buffers (1 KB a guide, once more
    for each bulge) and a 16 KB genome tile in shared memory (over the 362 KB: fails), the genome
    streamed once for every block of guides; ``threads`` threads a block, 32, 48 or 64 registers
    and 8 a bulge (over the register file: fails). The scan takes its flops or its DRAM traffic,
    whichever is longer; 50 ms besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        se, pm, en = (np.asarray(c[k]) for k in ("search", "pam", "genome_encoding"))
        mm, bu, gb, th = c["mismatches"], c["bulges"], c["guides_block"], c["threads"]
        sites = genome_bp * 2.0 * np.select([pm == "ngg", pm == "nrg"], [1.0 / 16.0, 1.0 / 8.0], 3.0 / 16.0)
        per_site = np.select([se == "brute_scan", se == "seed_extend"],
                             [6.0, 1.5 + 0.002 * 4.0 ** (mm - 1.0) * (1.0 + 0.5 * bu) ** 2],
                             24.0 * (1.0 + mm / 4.0) * (1.0 + 0.5 * bu)) \
            + np.select([en == "two_bit", en == "four_bit"], [2.0, 1.0], 0.0)
        bpb = np.select([en == "two_bit", en == "four_bit"], [0.25, 0.5], 1.0)
        hits = guides * 50.0 * 10.0 ** (mm - 3.0) * (1.0 + bu) ** 2 * sites / (genome_bp * 2.0 / 16.0)
        smem = gb * (1024.0 * (1.0 + bu) + 8.0) + 16384.0
        regs = np.select([se == "brute_scan", se == "seed_extend"], [32.0, 48.0], 64.0) + 8.0 * bu
        res = _g(th, smem, regs)
        occ = np.minimum(1.0, res * th / 2048.0)
        rate = cores * 128 * ghz * 1e3 * (0.3 + 0.7 * occ)
        compute = guides * sites * per_site / rate
        traffic = np.ceil(guides / gb) * genome_bp * bpb / dram_bw + hits * 16.0 / dram_bw
        t = np.maximum(compute, traffic) + 5.0e4
        bad = (res < 1) | ((se == "brute_scan") & (bu > 0)) | ((se == "seed_extend") & (mm == 5))
        return np.where(bad, np.nan, t)
    return cost


def crispr_params() -> dict[str, list[Any]]:
    return {"search": ["brute_scan", "seed_extend", "bit_parallel"], "mismatches": [3, 4, 5], "bulges": [0, 1, 2],
            "pam": ["ngg", "nrg", "nag_ngg"], "genome_encoding": ["two_bit", "four_bit", "ascii"],
            "guides_block": [8, 32, 128], "threads": [128, 256, 512, 1024]}


def insulin_trials(patients: float, days: int, cores: int, dram_bw: float, ghz: float, fp64_rate: float
                   ) -> Callable[[Cols], np.ndarray]:
    """In-silico trials of closed-loop insulin delivery (an artificial pancreas) on a GPU:
    ``patients`` virtual patients (adults, adolescents and children under their meal and exercise
    scenarios) over ``days`` days each, a thread a patient. ``model`` (no order) of the
    glucose-insulin dynamics: ``bergman_minimal`` (3 states, 30 flops a right-hand side),
    ``uva_padova`` (13, 220) or ``hovorka`` (11, 160). ``solver`` (no order): ``explicit_euler``
    (6-s steps, one right-hand side; unstable for the UVA/Padova model's fast subcutaneous
    kinetics: fails), ``rk4`` (1-min steps, 4) or ``radau_iia`` (5-min implicit steps: 6
    right-hand sides, and every fifth step a Jacobian by the states' right-hand sides and an LU of
    the 3-stage system, (3 states)^3 x 2 / 3 flops; its Newton iterations stall in fp32 for the
    two larger models: fail). ``controller`` (no order), every 5 minutes: ``pid_ifb`` (PID with
    insulin feedback, 40 flops), ``mpc`` (model predictive control, a QP of 20 iterations over
    ``horizon_min`` / 5 steps, 12 flops a step squared; a 30-minute horizon does not see a meal's
    peak: fails) or ``fuzzy`` (300). ``cgm_noise`` (no order) of the sensor: ``none``,
    ``johnson_su`` (40 flops a reading) or ``ar2_calibrated`` (25). ``patients_block`` patients a
    block, their states for each of the solver's stages (and the MPC's horizon-squared matrix) in
    shared memory (over the 370 KB: fails), fewer patients than ``threads`` leave lanes idle; 24,
    72 or 64 registers and 24 for Radau (1.5 times in fp64; over the register file: fails), the
    blocks in waves over the cores; ``precision`` fp32 or fp64 (at ``fp64_rate``). A reading a
    patient every 5 minutes written, 60 ms besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        mo, so, ct, cg, pr = (np.asarray(c[k]) for k in ("model", "solver", "controller", "cgm_noise", "precision"))
        hz, pb, th = c["horizon_min"], c["patients_block"], c["threads"]
        fp64 = pr == "fp64"
        word = np.where(fp64, 8.0, 4.0)
        nst = np.select([mo == "bergman_minimal", mo == "uva_padova"], [3.0, 13.0], 11.0)
        rhs = np.select([mo == "bergman_minimal", mo == "uva_padova"], [30.0, 220.0], 160.0)
        dt = np.select([so == "explicit_euler", so == "rk4"], [0.1, 1.0], 5.0)
        per_step = np.select([so == "explicit_euler", so == "rk4"], [rhs, 4.0 * rhs],
                             6.0 * rhs + (nst * rhs + (3.0 * nst) ** 3 / 3.0 * 2.0) / 5.0)
        steps = days * 1440.0 / dt
        hsteps = hz / 5.0
        ctrl = np.select([ct == "pid_ifb", ct == "mpc"], [40.0, 20.0 * hsteps ** 2 * 12.0], 300.0)
        noise = np.select([cg == "none", cg == "johnson_su"], [0.0, 40.0], 25.0)
        per_patient = steps * per_step + days * 288.0 * (ctrl + noise)
        stage = np.select([so == "explicit_euler", so == "rk4"], [1.0, 5.0], 3.0 + 3.0 * nst)
        smem = pb * (nst * stage * word + np.where(ct == "mpc", hsteps * hsteps * word, 0.0))
        regs = (np.select([mo == "bergman_minimal", mo == "uva_padova"], [24.0, 72.0], 64.0)
                + np.where(so == "radau_iia", 24.0, 0.0)) * np.where(fp64, 1.5, 1.0)
        res = _h(th, smem, regs)
        occ = np.minimum(1.0, res * th / 1536.0)
        rate = cores * 128 * ghz * 1e3 * (0.25 + 0.75 * occ) * np.where(fp64, fp64_rate, 1.0)
        lanes = np.minimum(1.0, pb / th)
        blocks = np.ceil(patients / pb)
        waves = np.ceil(blocks / (cores * np.maximum(res, 1.0)))
        block_t = pb * per_patient / (rate / cores / np.maximum(res, 1.0) * lanes)
        t = waves * block_t + patients * days * 288.0 * 4.0 / dram_bw + 6.0e4
        bad = ((res < 1) | ((so == "explicit_euler") & (mo == "uva_padova")) | ((ct == "mpc") & (hz == 30))
               | ((so == "radau_iia") & ~fp64 & (mo != "bergman_minimal")))
        return np.where(bad, np.nan, t)
    return cost


def insulin_params() -> dict[str, list[Any]]:
    return {"model": ["bergman_minimal", "uva_padova", "hovorka"], "solver": ["explicit_euler", "rk4", "radau_iia"],
            "controller": ["pid_ifb", "mpc", "fuzzy"], "horizon_min": [30, 60, 120],
            "cgm_noise": ["none", "johnson_su", "ar2_calibrated"], "patients_block": [32, 128, 512],
            "threads": [128, 256, 512], "precision": ["fp32", "fp64"]}


def tractography(subjects: int, seeds: float, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """Whole-brain tractograms of a cohort's diffusion MRI on a GPU: ``subjects`` subjects,
    ``seeds`` seeds each, a streamline from each stepped ``step_mm`` mm at a time along 80 mm
    through the fibre orientation field. ``model`` (no order): ``dti_tensor`` (6 coefficients a
    voxel, 60 flops for a direction), ``csd_fod`` (constrained spherical deconvolution's fibre
    orientation distributions: 45 coefficients, 600 flops for the peaks) or ``ball_and_sticks``
    (12, 120). ``tracking`` (no order): ``deterministic`` (20 flops a step), ``probabilistic`` (4
    draws of 30) or ``parallel_transport`` (10 candidate curves of 80; its probes need steps of 0.5
    mm or less: at 1 mm fails), the stochastic ones 1.4 times for their streamlines' uneven lengths.
    ``interpolation`` (no order) of the field: ``nearest`` (staircase streamlines in deterministic
    tracking: fails), ``trilinear`` (8 voxels) or ``quadratic_bspline`` (27), 2 flops a
    coefficient and voxel. ``seeds_block`` seeds a block (64, 256 or 1,024), the brick of 8^3,
    12^3 or 16^3 voxels around them in shared memory (4 bytes a coefficient; over the 370 KB:
    fails), a thread a streamline over ``threads`` threads (fewer leave lanes idle), 32, 64 or 48
    registers and 16 or 40 for the stochastic trackers, the blocks in waves over the cores. Each
    subject's field read (10^6 voxels) and the streamlines written (12 bytes a step), 0.1 s
    besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        mo, tr, ip = (np.asarray(c[k]) for k in ("model", "tracking", "interpolation"))
        st, sb, th = c["step_mm"], c["seeds_block"], c["threads"]
        coeffs = np.select([mo == "dti_tensor", mo == "csd_fod"], [6.0, 45.0], 12.0)
        orient = np.select([mo == "dti_tensor", mo == "csd_fod"], [60.0, 600.0], 120.0)
        interp = np.select([ip == "nearest", ip == "trilinear"], [1.0, 8.0], 27.0) * coeffs * 2.0
        trk = np.select([tr == "deterministic", tr == "probabilistic"], [20.0, 4.0 * 30.0], 10.0 * 80.0)
        steps = 80.0 / st
        diverge = np.where(tr == "deterministic", 1.0, 1.4)
        per_line = steps * (orient + interp + trk) * diverge
        brick = np.select([sb == 64, sb == 256], [512.0, 1728.0], 4096.0)
        smem = brick * coeffs * 4.0
        regs = np.select([mo == "dti_tensor", mo == "csd_fod"], [32.0, 64.0], 48.0) \
            + np.select([tr == "deterministic", tr == "probabilistic"], [0.0, 16.0], 40.0)
        res = _h(th, smem, regs)
        occ = np.minimum(1.0, res * th / 1536.0)
        rate = cores * 128 * ghz * 1e3 * (0.25 + 0.75 * occ)
        lanes = np.minimum(1.0, sb / th)
        blocks = np.ceil(subjects * seeds / sb)
        waves = np.ceil(blocks / (cores * np.maximum(res, 1.0)))
        block_t = sb * per_line / (rate / cores / np.maximum(res, 1.0) * lanes)
        t = waves * block_t + (subjects * 1.0e6 * coeffs * 4.0 + subjects * seeds * steps * 12.0) / dram_bw + 1.0e5
        bad = ((res < 1) | ((st == 1.0) & (tr == "parallel_transport")) | ((ip == "nearest") & (tr == "deterministic")))
        return np.where(bad, np.nan, t)
    return cost


def tract_params() -> dict[str, list[Any]]:
    return {"model": ["dti_tensor", "csd_fod", "ball_and_sticks"],
            "tracking": ["deterministic", "probabilistic", "parallel_transport"], "step_mm": [0.2, 0.5, 1.0],
            "interpolation": ["nearest", "trilinear", "quadratic_bspline"], "seeds_block": [64, 256, 1024],
            "threads": [64, 128, 256, 512]}


def eo_acquisition(scenarios: float, requests: int, cores: int, ghz: float, l2_kb: float) -> Callable[[Cols], np.ndarray]:
    """Acquisition plans of an agile Earth-observation constellation on a CPU with two hardware
    threads a core (the second adds 35%): ``scenarios`` planning runs (each day's orbits, its
    replans and what-if runs), each choosing among ``requests`` imaging requests. ``planner`` (no
    order): ``greedy_priority`` (3 evaluations a request; ignoring the clouds it fills the plan
    with cloudy images: fails), ``beam_search`` (32 beams of it), ``squeaky_wheel`` (20 rounds of
    it, the starved requests moved up each time) or ``orbit_dp`` (a dynamic programme over each
    orbit's time windows, 96 evaluations a request). An evaluation: 600 cycles of the request's
    value, and its visibility, the satellite's slew from the previous image and the cloud
    forecast. ``visibility`` (no order): ``precomputed_windows`` (60 cycles from a 1.6 MB access
    table, twice with two threads a core: over the ``l2_kb`` KB of L2 a core, 350 more),
    ``ephemeris_lookup`` (1,200) or ``circular_orbit`` (a circular-orbit approximation, 400; only
    the greedy's slack absorbs its errors: with the others fails). ``slew_model`` (no order):
    ``constant_time`` (20 cycles; its fixed manoeuvre time breaks the dense sequences of the beam
    search and the DP: fails), ``bang_coast_bang`` (50) or ``quaternion_spline`` (900).
    ``cloud_forecast`` (no order): ``ignore``, ``deterministic`` (80) or ``ensemble_10`` (800; a
    first-in first-out downlink cannot hold its hedged extra images: fails). ``downlink`` (no
    order): ``fifo``, ``priority_dump`` (1.03 times the planning) or ``joint`` (planned with the
    ground passes: 1.8 times). ``scenarios_task`` runs a task (2 ms to load a run's orbits, 1.5 ms
    a task) in waves over ``threads`` threads (fewer tasks than threads leave threads idle). 0.1 s
    besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        pl, vi, sl, cf, dl = (np.asarray(c[k]) for k in ("planner", "visibility", "slew_model", "cloud_forecast",
                                                          "downlink"))
        st, th = c["scenarios_task"], c["threads"]
        per_core = np.where(th > cores, 2.0, 1.0)
        table_cliff = np.where(1.6 * 1024.0 * per_core > l2_kb, 350.0, 0.0)
        vis = np.select([vi == "precomputed_windows", vi == "ephemeris_lookup"], [60.0 + table_cliff, 1200.0], 400.0)
        slew = np.select([sl == "constant_time", sl == "bang_coast_bang"], [20.0, 50.0], 900.0)
        cloud = np.select([cf == "ignore", cf == "deterministic"], [0.0, 80.0], 800.0)
        evals = np.select([pl == "greedy_priority", pl == "beam_search", pl == "squeaky_wheel"],
                          [requests * 3.0, requests * 3.0 * 32.0, requests * 3.0 * 20.0], requests * 8.0 * 12.0)
        per_eval = 600.0 + vis + slew + cloud
        plan = evals * per_eval * np.select([dl == "fifo", dl == "priority_dump"], [1.0, 1.03], 1.8)
        tasks = np.ceil(scenarios / st)
        busy = np.minimum(th, tasks)
        eff = smt_cores(busy, cores, 0.35)
        per_task = (st * (plan / (ghz * 1e3) + 2000.0) + 1500.0) * (busy / eff)
        t = np.ceil(tasks / th) * per_task + 1.0e5
        bad = (((sl == "constant_time") & ((pl == "beam_search") | (pl == "orbit_dp")))
               | ((vi == "circular_orbit") & (pl != "greedy_priority")) | ((dl == "fifo") & (cf == "ensemble_10"))
               | ((cf == "ignore") & (pl == "greedy_priority")))
        return np.where(bad, np.nan, t)
    return cost


def eo_params() -> dict[str, list[Any]]:
    return {"planner": ["greedy_priority", "beam_search", "squeaky_wheel", "orbit_dp"],
            "visibility": ["precomputed_windows", "ephemeris_lookup", "circular_orbit"],
            "slew_model": ["constant_time", "bang_coast_bang", "quaternion_spline"],
            "cloud_forecast": ["ignore", "deterministic", "ensemble_10"], "downlink": ["fifo", "priority_dump", "joint"],
            "scenarios_task": [1, 16, 256], "threads": [398, 796]}


def ebus_charging(days: float, buses: int, cores: int, ghz: float, l2_kb: float, mem_gb: float
                  ) -> Callable[[Cols], np.ndarray]:
    """Depot charging schedules of a city's battery-electric bus fleet on a CPU with two hardware
    threads a core (the second adds 20%): ``days`` service days and what-if scenarios, each
    ``buses`` buses' arrivals and departures scheduled on a charger for every three buses in
    ``time_step_min``-minute slots (buses x chargers x slots variables). ``scheduler`` (no order):
    ``edf_greedy`` (earliest departure first, 50 cycles a bus and slot), ``min_cost_flow`` (a
    time-expanded min-cost flow, variables^1.25 x 40 cycles), ``rolling_horizon_flow`` (the same
    flow over 8 windows one after another) or ``charger_dp`` (a dynamic programme per charger, 750
    cycles a variable); at 30-minute slots the optimising schedulers straddle the tariff windows:
    fail. Every bus's slots evaluated (6 times by the optimising schedulers) with its
    ``battery_model`` (no order): ``linear_soc`` (6 cycles), ``cc_cv_curve`` (40: a
    constant-current constant-voltage curve) or ``thermal_aging`` (90, from a 1.5 MB ageing table,
    twice with two threads a core: over the ``l2_kb`` KB of L2 a core, 2.2 times), and the depot's
    ``grid_limit`` (no order): ``depot_cap`` (4), ``transformer_thermal`` (30: the transformer's
    thermal model; the greedy overloads it: fails) or ``dynamic_tariff`` (12). ``days_task`` days a
    task (5 ms to start it) in waves over ``threads`` threads (fewer tasks than threads leave
    threads idle), every busy thread holding its day's problem (60 bytes a variable, the min-cost
    flow's 400; over the ``mem_gb`` GB: fails). 0.15 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        sc, bm, gl = (np.asarray(c[k]) for k in ("scheduler", "battery_model", "grid_limit"))
        ts, dt, th = c["time_step_min"], c["days_task"], c["threads"]
        per_core = np.where(th > cores, 2.0, 1.0)
        slots = 24.0 * 60.0 / ts
        chargers = buses / 3.0
        aging_cliff = np.where((bm == "thermal_aging") & (1.5 * 1024.0 * per_core > l2_kb), 2.2, 1.0)
        soc = np.select([bm == "linear_soc", bm == "cc_cv_curve"], [6.0, 40.0], 90.0) * aging_cliff
        grid = np.select([gl == "depot_cap", gl == "transformer_thermal"], [4.0, 30.0], 12.0)
        var = buses * chargers * slots
        solve = np.select([sc == "edf_greedy", sc == "min_cost_flow", sc == "rolling_horizon_flow"],
                          [buses * slots * 50.0, var ** 1.25 * 40.0, 8.0 * (var / 8.0) ** 1.25 * 40.0],
                          var * 30.0 * 25.0)
        per_day = solve + buses * slots * (soc + grid) * np.where(sc == "edf_greedy", 1.0, 6.0)
        tasks = np.ceil(days / dt)
        busy = np.minimum(th, tasks)
        eff = smt_cores(busy, cores, 0.2)
        per_task = (dt * per_day / (ghz * 1e3) + 5000.0) * (busy / eff)
        t = np.ceil(tasks / th) * per_task + 1.5e5
        memb = busy * np.where(sc == "min_cost_flow", var * 400.0, var * 60.0)
        bad = ((memb > mem_gb * 1e9) | ((ts == 30) & (sc != "edf_greedy"))
               | ((sc == "edf_greedy") & (gl == "transformer_thermal")))
        return np.where(bad, np.nan, t)
    return cost


def ebus_params() -> dict[str, list[Any]]:
    return {"scheduler": ["edf_greedy", "min_cost_flow", "rolling_horizon_flow", "charger_dp"],
            "time_step_min": [5, 15, 30], "battery_model": ["linear_soc", "cc_cv_curve", "thermal_aging"],
            "grid_limit": ["depot_cap", "transformer_thermal", "dynamic_tariff"], "days_task": [1, 16, 256],
            "threads": [398, 796]}


def seen_48_synthetic() -> list[tuple[str, Landscape]]:
    """The forty-eighth held-out set's synthetic part: nine families no earlier set had (constants
    of a 422-core GPU with 362 KB of shared memory a core, 11.4 TB/s at 1.97 GHz and fp64 at 1/2, a
    406-core one with 370 KB, 8.75 TB/s at 1.59 GHz and fp64 at 1/64, and a 398-core CPU with two
    hardware threads a core at 2.47 GHz with 2.875 MB of L2 a core and 7936 GB; times in us)."""
    L, S = Landscape, "seen_48"
    return [
        (S, L("geoid_model_aw", geoid_params(), geoid_model(2.4e7, 422, 1.14e7, 1.97, 1 / 2), 0.02)),
        (S, L("sawmill_breakdown_aw", sawmill_params(), sawmill_breakdown(1.42e6, 14, 398, 2.47, 2944.0), 0.03)),
        (S, L("cognate_detection_aw", cognate_params(), cognate_detection(1.6e4, 120, 406, 8.75e6, 1.59), 0.04)),
        (S, L("paragraph_breaking_aw", paragraph_params(), paragraph_breaking(4.0e5, 3000, 110, 398, 2.47, 2944.0),
              0.01)),
        (S, L("crispr_offtarget_aw", crispr_params(), crispr_offtarget(9.0e4, 2.7e9, 422, 1.14e7, 1.97), 0.05)),
        (S, L("insulin_trials_aw", insulin_params(), insulin_trials(1.2e6, 180, 406, 8.75e6, 1.59, 1 / 64), 0.02)),
        (S, L("tractography_aw", tract_params(), tractography(2400, 2.0e6, 406, 8.75e6, 1.59), 0.03)),
        (S, L("eo_acquisition_aw", eo_params(), eo_acquisition(5.0e5, 4000, 398, 2.47, 2944.0), 0.04)),
        (S, L("ebus_charging_aw", ebus_params(), ebus_charging(2.0e5, 600, 398, 2.47, 2944.0, 7936.0), 0.01)),
    ]


SEEN_48_DIR = _data_dir("zoo_seen_48")


def seen_48() -> list[tuple[str, Landscape]]:
    """The forty-eighth held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_48/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_48", SEEN_48_DIR)
    return seen_48_synthetic() + recorded
