"""The zoo's ``seen_52`` set.

``seen_52`` (was ``held_out_52``, :func:`seen_52`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the forty-first round, see docs/benchmarks.md):
0 wins / 10 ties / 3 losses against the best peer, geo-mean
1.0217, second of the five (tpe_mv 1.0127); the synthetic nine 0 / 8 / 1 (the electrolysers lost,
1.009 against tpe_mv's 1.001), the geo-mean second there (1.0013 against tpe_mv's 1.0006); on 30
seeds its recorded four 0 / 2 / 2 (the attention lost, 1.120 against TPE's 1.000, and the GEMM,
1.110 against random's 1.082, both committed optima one fast sample), fourth of five there;
scored by the median of 9 quiet samples 0 / 3 / 1 with ``--confirm 0`` and with ``--confirm 3``
(the SwiGLU FFN, 0.6-1.1% behind rl and tpe_mv; the last of five both times); R1 0 / 11 / 2 as
committed (1.0130, second of six; the best of six on the recorded four), quietly 0 / 4 / 0 with
``--confirm 0`` and with ``--confirm 3`` (1.0000, tied for the best both times).
Evaluated on an AVX2 host (numpy's X86_V3 loops), where its committed traces were made; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (rocketry's ascent dispersion analysis, urban
parking pricing, broadcast subtitling, green hydrogen production, machine knitting, neutrino
astronomy, nanopore sequencing, eye tracking for headsets, X-ray ptychography), with constants
unlike the other sets' (a 478-core GPU with 506 KB of shared memory a core, 14.2 TB/s at 2.07
GHz and fp64 at 1/2, holding 2048 threads and 32 blocks a core, a 494-core one with 514 KB a
core, 12.9 TB/s at 2.23 GHz and fp64 at 1/64, holding 1536 threads and 24 blocks a core, both
with 128 lanes and 255 registers a thread, and a 482-core CPU at 2.19 GHz with two hardware
threads a core, 5.125 MB of L2 a core and 10496 GB; times in us, bandwidths in bytes/us):

- ``ascent_dispersion_ba`` (648, 35.2%, 898x): a launch provider's ascent dispersion analysis,
  3 x 10^5 Monte Carlo flights of a two-stage rocket to orbit insertion on the 482-core CPU, a
  point mass (with wind ensembles: fails), a rigid body or a rigid body with propellant slosh
  (at 5 or 20 ms steps: fails) at 1-20 ms steps (the rigid bodies' aerodynamic table, twice with
  two threads a core, over the L2: a cliff), an open-loop pitch table (with wind ensembles:
  fails), powered explicit guidance or a second-order cone programme, a standard atmosphere,
  balloon profiles or 3-D wind ensembles (their fields over the 10496 GB: fail), 1-256 flights a
  task over 482 or 964 threads; one within 5%.
- ``parking_price_ba`` (648, 40.7%, 8542x): a city's demand-responsive on-street parking prices,
  3.85 x 10^4 weeks of 12,000 metered block faces on the 482-core CPU, a price-elasticity
  regression (in steps of 1: fails), a mixed logit of drivers' choices or simulated cruising
  drivers (in steps of 0.25: fails) over the block faces within 100-500 m (the candidate table,
  twice with two threads a core, over the L2: a cliff), hourly, time-of-day or flat-day prices
  (with the choice models: fail), 1-512 scenarios a task over 482 or 964 threads; 12 within 5%.
- ``subtitle_align_ba`` (10368, 36.1%, 502x): a broadcaster's archive re-subtitled, 2 x 10^5
  half-hour programmes re-timed on all 964 threads of the 482-core CPU, voice-activity spreading
  (on 30 s chunks: fails), a recogniser anchored by token passing (at 40 ms hops: fails; its
  token table over the L2: a cliff; its lattice over the 10496 GB: fails) or a phone graph (on
  self-supervised embeddings: fails), MFCCs, filterbanks or embeddings, 10-40 ms hops, 30-1800 s
  chunks, 1-40 programmes a task, and five that barely matter (caption format, line length,
  punctuation restoring, speaker tags, a QC report: 0.1-0.5%): ten parameters, 128 within 5%.
- ``electrolyser_ba`` (648, 34.6%, 17x): a green-hydrogen producer's day-ahead dispatch of 120
  electrolyser stacks, 4.6 x 10^4 scenarios on the 482-core CPU, a commitment MILP (with a
  constant efficiency: fails; its branch-and-bound nodes over the 10496 GB: fail), dynamic
  programming over the store's levels (its value table, twice with two threads a core, over the
  L2: a cliff) or a price threshold (at 5-minute steps or with degradation: fails), a constant
  (at 5-minute steps: fails), polarisation-curve or degrading efficiency, 5-60-minute steps,
  20-600 store levels, 1-128 scenarios a task over 482 or 964 threads; 30 within 5%.
- ``knit_program_ba`` (864, 37.0%, 566x): a knitwear maker's whole-garment programs, 2 x 10^4
  garment variants for flat-bed knitting machines on the 482-core CPU, greedy passes (at 18
  gauge, or with contact relaxation: fail), an A* search over needle-bed states or an ILP (its
  nodes over the 10496 GB: fail), short rows, narrowing or split stitches (at 7 gauge, or
  unchecked: fail), no yarn check, a spring-mass check or contact relaxation, 7-18 gauge (the
  stitch table, twice with two threads a core, over the L2: a cliff), 1-64 variants a task over
  482 or 964 threads; four within 5%.
- ``neutrino_track_ba`` (864, 51.9%, 40279x): a neutrino telescope's muon tracks, 3 x 10^8 events
  of 70 hit sensors on the 478-core GPU, the Pandel function, photon spline tables or binned
  photon tables (in fp32: fail), a downhill simplex (from one seed: fails), L-BFGS or a grid of
  directions from 1-16 seeds, 4-256 events a block (over the 506 KB: fail), 128-1024 threads
  (over the register file: fail), fp32 or fp64; two within 5%.
- ``basecall_ba`` (1296, 45.6%, 1463x): a sequencing centre's nanopore basecalling of 4 x 10^13
  samples on the 494-core GPU, a temporal convolution network, a recurrent model or a
  transformer (in int8: fails), argmax, CRF posteriors or a CRF beam (with the convolution
  network: fails), 2,000-12,000-sample chunks, fp32, fp16 or int8, 1-64 chunks a block (over the
  514 KB: fail), 128-1024 threads (over the register file: fail); 38 within 5%.
- ``gaze_track_ba`` (864, 52.5%, 616x): a headset maker's eye-tracking evaluation, 3.5 x 10^9
  eye-camera frames on the 478-core GPU, an ellipse fit (at a quarter resolution: fails), a
  segmentation U-Net or a landmark CNN, a polynomial calibration (in fp16: fails), a 3-D eye
  model or a gaze CNN, full, half or quarter resolution, fp32 or fp16, 1-16 frames a block (over
  the 506 KB: fail), 128-1024 threads (over the register file: fail); eight within 5%.
- ``ptycho_recon_ba`` (972, 49.5%, 250x): a synchrotron beamline's X-ray ptychography, 4,000
  scans of 10^4 diffraction patterns over 200 iterations on the 494-core GPU, ePIE (with
  gradient position refinement: fails), the difference map (with one probe mode: fails) or a
  maximum-likelihood gradient, 1-8 probe modes (8 on 128-pixel crops: fail), 128-256-pixel
  crops, no, annealing or gradient position refinement, 4-64 rows a block (over the 514 KB:
  fail), 128-1024 threads (over the register file: fail); seven within 5%.

And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a non-causal multi-head attention, a speech encoder's self-attention (22 heads, 208
frames over themselves, d 160), with its KV block, softmax, pipeline and unroll but its query
block, KV split and ``opt_level`` left at the default, a batched GEMM without bias (batch 2) tuning
its K tile with L1 prefetch, output alignment (488 columns: the C rows padded to 496) and the
packed B layout (its M and N tiles at the default: three M blocks, two N blocks and two to
twenty-five K steps), a gated SiLU FFN (SwiGLU) tuning the fused activation, the gate/up schedule
(default, balanced, latency; 656 tokens: six row blocks of the stock 128, so the three walk
differently), ``opt_level`` (O0 among them) and unroll, and an RMSNorm with its rows a block,
stats and pipeline but neither its hidden split, its ``opt_level`` nor its unroll (a set no
earlier LayerNorm or RMSNorm space tuned; 42 configurations, the full value lists: the untuned
norm sets of 48 or more are used up and this is the largest left), each space measured
exhaustively (every configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_52/`` (gzip JSON, times in
us, provenance in each file's ``source``, 10.7 KB in all). They were recorded on the shared 2-core
machine the standing way, ``--only`` each, one after another, the recorder at normal priority (not
niced), with the lead's jobs ended (the load average 0.06 at the start); this host is the AMD EPYC
with AVX2 and no AVX-512 that recorded held_out_44's..held_out_51's four (the same ``host_cpu``),
so the four are measurements of the kernels' AVX2 paths (8-lane vectors, their register tiles
accordingly). ``ps`` (every 60 s and at the end, nine times) showed nothing else running but the
recorder, its measuring worker and the C compiler it calls, this helper's own sampling and waiting
shells (sleeping) and idle tool shells (sleeping or idle; no other python, benchmark or pytest
process), and this helper only read the logs beside it (nothing enumerated, measured or tested)
(load average 0.06-1.39 sampled every 10 s over the recording, 46 samples, median 1.04, the
recorder itself included, rising from the quiet start to about 1.0-1.4). The tail of their samples
is real measurement noise (median spread 2-4%), and the fastest sample is the true cost: the
attention's, the GEMM's and the FFN's optima rest on one fast sample, their other two samples
1.15-1.16 (the attention), 1.16-1.24 (the GEMM) and 1.18-1.20 (the FFN) times it, while the
RMSNorm's other two are 1.01 times it (see below). Before that, the first and the last
configuration of each space were compiled (not run) to check they build. Every configuration ran,
so they are 0% infeasible (reported, not forced into 30-70%):

===============================================================  =========================================  =======  ======  ======  =========
landscape                                                        op (shape)                                 configs  params  spread  worst/opt
===============================================================  =========================================  =======  ======  ======  =========
cpu_attention_mha_bidir_kv_block_softmax_pipeline_unroll         multi-head attention, non-causal (22           120       4      2%       2.0x
                                                                 heads, 208 x 208, d 160)
cpu_gemm_batched_k_tile_prefetch_align_layout                    batched GEMM (2 x 336 x 400 @ 400 x 488)       108       4      4%       7.8x
cpu_ffn_swiglu_fuse_schedule_opt_unroll                          FFN, gated SiLU (656 tokens, 304 -> 816)       120       4      4%      19.0x
cpu_rmsnorm_no_split_no_opt_level_no_unroll                      RMSNorm (1984 rows x 3136)                      42       3      2%       1.6x
===============================================================  =========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1, 2.4%, 4.1%, 3.7% and 2.1%;
within 5% of the optimum: 1, 1, 1 and 4 configurations; the attention's optimum (a KV block of 32,
the online softmax, the double_buffer pipeline, unroll 2) has samples 1.152, 1.161 and 1.000 times
its fastest and is 2nd by median (1.152), the next configuration (the same with unroll 16) 1.117
times it (median 1.153), the best by median (a KV block of 32, online, no pipeline, unroll 2)
1.120 by its fastest and 1.122 by its median, two_pass softmax 1.32 at least, no unroll 1.26 at
least, KV blocks of 16, 64, 128 and 256 1.15-1.20 at least, the whole space within 2.02; the
GEMM's optimum (K tile 64, no L1 prefetch, output alignment, z_major) has samples 1.243, 1.164 and
1.000 and is 5th by median (1.164), the next configuration (K tile 256, L1 prefetch, aligned,
row_major) 1.082 times it (median 1.275), the best by median (K tile 256, no prefetch, not
aligned, z_major) 1.146 by its fastest and 1.150 by its median, col_major 2.36-7.82, row_major and
z_major within 1.48, a K tile of 16 1.38 at least; the FFN's optimum (fused, the latency
schedule, O3, no unroll) has samples 1.180, 1.000 and 1.198 and is 34th by median (1.180), the
next configuration (fused, balanced, O2, unroll 2) 1.051 times it (median 1.132), the best by
median (fused, latency, O3, unroll 4) 1.056 by its fastest and 1.075 by its median, O0
15.7-19.0, O1 1.45-2.37, O2 1.05-1.24, O3 at most 1.23, unfused 1.12 at least; the RMSNorm's
optimum (2 rows a block, one_pass stats, no pipeline) has samples 1.000, 1.007 and 1.010 and is
also the best by median (1.007), the next (32 rows a block, the same otherwise) 1.020 times it
(median 1.055), two_pass 1.23 at least, single_buffer and double_buffer 1.15 at least, the whole
space within 1.57.)
Recording took 132 + 52 + 214 + 55 s, 7.6 minutes in all, one landscape after another (2026-12-05
18:42 to 18:50 UTC).
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, resident_blocks, smt_cores

_a = partial(resident_blocks, smem_kb=506.0, max_threads=2048, max_blocks=32, max_regs=255)  # the 478-core GPU's core
_b = partial(resident_blocks, smem_kb=514.0, max_threads=1536, max_blocks=24, max_regs=255)  # the 494-core GPU's core


def _rounds(tasks: Any, task_us: Any, th: Any, cores: int, gain: float) -> tuple[Any, Any]:
    """``tasks`` tasks of ``task_us`` us each (on a core of their own) in rounds over ``th`` threads
    of a CPU with two hardware threads a core, the second adding ``gain`` of a core (fewer tasks
    than threads leave threads idle): the time and the busy threads."""
    busy = np.minimum(th, tasks)
    return np.ceil(tasks / th) * task_us * busy / smt_cores(busy, cores, gain), busy


def _on_gpu(blocks: Any, block_flops: Any, res: Any, cores: int, rate: Any, lanes: Any) -> Any:
    """``blocks`` blocks of ``block_flops`` flops in waves of ``cores`` x ``res`` resident blocks,
    ``rate`` flops/us over the whole GPU shared by a core's resident blocks, ``lanes`` of each
    block's lanes busy."""
    r = np.maximum(res, 1.0)
    return np.ceil(blocks / (cores * r)) * block_flops / (rate / cores / r * lanes)


def ascent_dispersion(dispersions: float, cores: int, ghz: float, l2_kb: float, mem_gb: float
                      ) -> Callable[[Cols], np.ndarray]:
    """A launch provider's ascent dispersion analysis of a two-stage rocket on a CPU with two
    hardware threads a core (the second adds 22%): ``dispersions`` Monte Carlo flights (thrust,
    mass, aerodynamic and wind dispersions), each 540 s from lift-off to orbit insertion at
    ``step_ms``-ms steps. ``dynamics`` (no order), cycles a step: ``three_dof`` (a point mass, 700;
    it feels no wind shear's moments: with ``wind_ensemble`` fails), ``six_dof_rigid`` (a rigid
    body with the aerodynamic moments, 3,800) or ``six_dof_slosh`` (with the propellant's slosh
    modes, 9,500; at steps of 5 ms or more the slosh modes are not resolved: fails); its
    aerodynamic table (0.4 MB for the point mass, 2.9 MB for the rigid bodies), twice with two
    threads a core, over the ``l2_kb`` KB of L2 a core: 2.3 times the dynamics. ``guidance`` (no
    order): ``open_loop_table`` (a pitch table, 200 cycles every 100 ms; with the wind ensembles it
    misses the insertion tolerance: fails), ``peg_closed_loop`` (powered explicit guidance, 9,000
    every 100 ms) or ``convex_socp`` (a second-order cone programme re-solved every second, 2.5 x
    10^6). ``winds`` (no order), cycles a step: ``standard_atmos`` (50), ``balloon_profiles``
    (measured profiles, 300) or ``wind_ensemble`` (3-D wind fields, 900; 48 MB a dispersion of the
    task held by every busy thread: over the ``mem_gb`` GB fails). 0.4 ms a flight;
    ``disp_task`` flights a task (5 ms to start it) in rounds over ``threads`` threads. 0.2 s
    besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        dy, gu, wi = (np.asarray(c[k]) for k in ("dynamics", "guidance", "winds"))
        sm, dt, th = c["step_ms"], c["disp_task"], c["threads"]
        per_core = np.where(th > cores, 2.0, 1.0)
        steps = 540.0e3 / sm
        dyn = np.select([dy == "three_dof", dy == "six_dof_rigid"], [700.0, 3800.0], 9500.0)
        aero_kb = np.where(dy == "three_dof", 0.4, 2.9) * 1024.0
        cliff = np.where(aero_kb * per_core > l2_kb, 2.3, 1.0)
        wind = np.select([wi == "standard_atmos", wi == "balloon_profiles"], [50.0, 300.0], 900.0)
        guid = np.select([gu == "open_loop_table", gu == "peg_closed_loop"], [200.0 * 5400.0, 9000.0 * 5400.0],
                         2.5e6 * 540.0)
        flight = steps * (dyn * cliff + wind) + guid
        flight_us = flight / (ghz * 1e3) + 400.0
        t, busy = _rounds(np.ceil(dispersions / dt), dt * flight_us + 5000.0, th, cores, 0.22)
        t = t + 2.0e5
        memb = busy * np.where(wi == "wind_ensemble", dt * 48.0e6, 0.0)
        bad = ((memb > mem_gb * 1e9) | ((dy == "six_dof_slosh") & (sm >= 5))
               | ((gu == "open_loop_table") & (wi == "wind_ensemble")) | ((dy == "three_dof") & (wi == "wind_ensemble")))
        return np.where(bad, np.nan, t)
    return cost


def ascent_params() -> dict[str, list[Any]]:
    return {"dynamics": ["three_dof", "six_dof_rigid", "six_dof_slosh"],
            "guidance": ["open_loop_table", "peg_closed_loop", "convex_socp"],
            "winds": ["standard_atmos", "balloon_profiles", "wind_ensemble"], "step_ms": [1, 2, 5, 20],
            "disp_task": [1, 16, 256], "threads": [482, 964]}


def parking_price(scenarios: float, faces: int, cores: int, ghz: float, l2_kb: float) -> Callable[[Cols], np.ndarray]:
    """A city transport department's demand-responsive on-street parking prices on a CPU with two
    hardware threads a core (the second adds 30%): ``scenarios`` what-ifs (event calendars,
    weather, transit strikes), each a week of ``faces`` metered block faces' occupancy, the prices
    re-set in ``price_step`` steps (0.25, 0.5 or 1: 9, 5 or 3 rounds; at 1 the elasticity's rounds
    oscillate: fails; at 0.25 the cruising simulation's noise hides the step: fails). ``demand``
    (no order), cycles a block face and hour: ``elasticity_reg`` (a log-linear price elasticity,
    50; blind to ``walk_m``), ``mixed_logit`` (drivers choosing among the block faces within
    ``walk_m`` metres: 5, 24 or 90 candidates, 35 a candidate) or ``cruising_abm`` (seven cruising
    drivers simulated, each visiting a quarter of the candidates at 140 a visit); the candidate
    table (12 bytes a face and candidate), twice with two threads a core, over the ``l2_kb`` KB of
    L2 a core: 2.4 times. ``bands`` (no order): ``hourly`` (24 prices a day), ``time_of_day`` (3)
    or ``flat_day`` (1; it cannot meet the lunch peak: with the choice models fails), 20 cycles a
    face and price each round. 1.5 ms a scenario; ``scen_task`` scenarios a task (2 ms to start
    it) in rounds over ``threads`` threads. 0.1 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        de, bd = np.asarray(c["demand"]), np.asarray(c["bands"])
        wm, ps, st, th = c["walk_m"], c["price_step"], c["scen_task"], c["threads"]
        per_core = np.where(th > cores, 2.0, 1.0)
        cand = np.select([wm == 100, wm == 250], [5.0, 24.0], 90.0)
        rounds = np.select([ps == 0.25, ps == 0.5], [9.0, 5.0], 3.0)
        table_kb = faces * cand * 12.0 / 1024.0
        cliff = np.where(table_kb * per_core > l2_kb, 2.4, 1.0)
        per_bh = np.select([de == "elasticity_reg", de == "mixed_logit"],
                           [50.0, 35.0 * cand * cliff], 7.0 * 140.0 * cand * 0.25 * cliff)
        prices = np.select([bd == "hourly", bd == "time_of_day"], [24.0, 3.0], 1.0)
        scen_cyc = rounds * (7.0 * 24.0 * faces * per_bh + 7.0 * prices * faces * 20.0)
        scen_us = scen_cyc / (ghz * 1e3) + 1500.0
        t, _ = _rounds(np.ceil(scenarios / st), st * scen_us + 2000.0, th, cores, 0.30)
        t = t + 1.0e5
        bad = (((de == "elasticity_reg") & (ps == 1.0)) | ((de == "cruising_abm") & (ps == 0.25))
               | ((bd == "flat_day") & (de != "elasticity_reg")))
        return np.where(bad, np.nan, t)
    return cost


def parking_params() -> dict[str, list[Any]]:
    return {"demand": ["elasticity_reg", "mixed_logit", "cruising_abm"], "walk_m": [100, 250, 500],
            "price_step": [0.25, 0.5, 1.0], "bands": ["hourly", "time_of_day", "flat_day"],
            "scen_task": [1, 8, 64, 512], "threads": [482, 964]}


def subtitle_align(programmes: float, cores: int, ghz: float, l2_kb: float, mem_gb: float
                   ) -> Callable[[Cols], np.ndarray]:
    """A broadcaster's archive re-subtitled: ``programmes`` half-hour programmes, their subtitle
    cues re-timed against the audio, on every thread of a CPU with two hardware threads a core
    (the second adds 24%), in ``chunk_s``-second chunks (each with 1 s of overlap) of
    ``hop_ms``-ms frames. ``features`` (no order), cycles a frame: ``mfcc`` (1,500), ``fbank80``
    (2,400) or ``ssl_embed`` (a self-supervised speech model's embeddings, 9 x 10^4). ``aligner``
    (no order): ``vad_spread`` (voice-activity detection, 300 cycles a frame, and each cue spread
    over its speech, 2 x 10^4 cycles a second; on 30 s chunks the cues straddle them: fails),
    ``asr_anchor`` (a recogniser, 1.2 x 10^5 cycles a frame at 10 ms and (0.4 + 0.6 x 10 / hop)
    times that at longer hops (at 40 ms it drops short words: fails), its words anchored to the
    cues by a token-passing search of 256 tokens a frame at 20 cycles each; the chunk's token
    table, 16 bytes a token and frame, twice (every thread used) over the ``l2_kb`` KB of L2 a
    core: 2.1 times the search; its 40-best lattice, 40 times the table, held by every busy
    thread: over the ``mem_gb`` GB fails) or ``phone_graph`` (each cue's phones as a graph, 36
    states active a frame, 9 cycles a state, 1.6 times on other features than MFCCs; its Gaussians
    cannot model the embeddings: with ``ssl_embed`` fails). ``progs_task`` programmes a task (8 ms to start
    it, 3 ms a programme) in rounds over all the threads. Five that barely matter:
    ``caption_format`` (``webvtt`` 0.2% more), ``line_chars`` (37: 0.3%), ``punct_restore``
    (``on`` 0.4%), ``speaker_tags`` (``on`` 0.5%) and ``qc_report`` (``on`` 0.1%): ten
    parameters. 0.5 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        al, fe = np.asarray(c["aligner"]), np.asarray(c["features"])
        hop, ch, pt = c["hop_ms"], c["chunk_s"], c["progs_task"]
        th = 2 * cores
        fps = 1000.0 / hop
        frames = 1800.0 * fps  # a half-hour programme
        cf = ch * fps
        over = (ch + 1.0) / ch
        feat = np.select([fe == "mfcc", fe == "fbank80"], [1500.0, 2400.0], 9.0e4)
        table_kb = cf * 256.0 * 16.0 / 1024.0
        cliff = np.where(table_kb * 2.0 > l2_kb, 2.1, 1.0)
        vad = frames * over * 300.0 + 1800.0 * 2.0e4
        anchor = frames * over * (1.2e5 * (0.4 + 0.6 * (10.0 / hop)) + 256.0 * 20.0 * cliff)
        graph = frames * over * 36.0 * 9.0 * np.where(fe == "mfcc", 1.0, 1.6)
        align = np.select([al == "vad_spread", al == "asr_anchor"], [vad, anchor], graph)
        prog_cyc = frames * over * feat + align
        small = ((np.asarray(c["caption_format"]) == "webvtt") * 0.002 + (np.asarray(c["line_chars"]) == 37) * 0.003
                 + (np.asarray(c["punct_restore"]) == "on") * 0.004 + (np.asarray(c["speaker_tags"]) == "on") * 0.005
                 + (np.asarray(c["qc_report"]) == "on") * 0.001)
        prog_us = prog_cyc / (ghz * 1e3) * (1.0 + small) + 3000.0
        t, busy = _rounds(np.ceil(programmes / pt), pt * prog_us + 8000.0, th, cores, 0.24)
        t = t + 5.0e5
        memb = busy * np.where(al == "asr_anchor", table_kb * 1024.0 * 40.0, 0.0)
        bad = ((memb > mem_gb * 1e9) | ((al == "phone_graph") & (fe == "ssl_embed")) | ((al == "asr_anchor") & (hop == 40))
               | ((al == "vad_spread") & (ch == 30)))
        return np.where(bad, np.nan, t)
    return cost


def subtitle_params() -> dict[str, list[Any]]:
    return {"aligner": ["vad_spread", "asr_anchor", "phone_graph"], "features": ["mfcc", "fbank80", "ssl_embed"],
            "hop_ms": [10, 20, 40], "chunk_s": [30, 120, 600, 1800], "progs_task": [1, 6, 40],
            "caption_format": ["srt", "webvtt"], "line_chars": [42, 37], "punct_restore": ["off", "on"],
            "speaker_tags": ["off", "on"], "qc_report": ["off", "on"]}


def electrolyser(scenarios: float, stacks: int, cores: int, ghz: float, l2_kb: float, mem_gb: float
                 ) -> Callable[[Cols], np.ndarray]:
    """A green-hydrogen producer's day-ahead dispatch of an electrolyser park (``stacks`` stacks, a
    hydrogen store and a pipeline offtake) on a CPU with two hardware threads a core (the second
    adds 32%): ``scenarios`` wind, solar and power-price scenarios, each a day at ``step_min``-minute
    steps, the store in ``store_levels`` levels. ``efficiency`` (no order), cycles a stack and step:
    ``constant`` (20; it misses the part-load losses: with the MILP, or at 5-minute steps, fails),
    ``polarisation`` (a stack's polarisation curve, 200) or ``degrading`` (with the stacks'
    degradation, 900). ``solver`` (no order): ``milp_commitment`` (the stacks' commitment and
    loads as a MILP over 2 variables a stack and step and a fifth of a variable a store level and
    step, 30 variables^1.3 cycles and 4 efficiency evaluations a stack and step; 60
    branch-and-bound nodes of 2,500 bytes a variable held by every busy thread: over the
    ``mem_gb`` GB fails), ``storage_dp`` (dynamic programming over the store's levels, 24 load
    choices of 20 cycles a level and step, the efficiency at the 24 load choices for a tenth of
    the stacks (ten identical groups); its value table,
    24 bytes a level and step, twice with two threads a core, over the ``l2_kb`` KB of L2 a core:
    2.6 times) or ``price_threshold`` (a rule, 80 cycles a stack and step; blind to ramp limits at
    5-minute steps and to degradation: fails with either). 12 ms a scenario; ``scen_task``
    scenarios a task (0.3 ms to start it) in rounds over ``threads`` threads. 0.2 s besides.
    Times in us."""
    def cost(c: Cols) -> np.ndarray:
        so, ef = np.asarray(c["solver"]), np.asarray(c["efficiency"])
        sm, lv, st, th = c["step_min"], c["store_levels"], c["scen_task"], c["threads"]
        per_core = np.where(th > cores, 2.0, 1.0)
        steps = 24.0 * 60.0 / sm
        effc = np.select([ef == "constant", ef == "polarisation"], [20.0, 200.0], 900.0)
        var = stacks * steps * 2.0 + lv * steps * 0.2
        milp = 30.0 * var ** 1.3 + stacks * steps * effc * 4.0
        vt_kb = steps * lv * 8.0 * 3.0 / 1024.0
        cliff = np.where(vt_kb * per_core > l2_kb, 2.6, 1.0)
        dp = steps * lv * 24.0 * 20.0 * cliff + steps * 24.0 * effc * stacks * 0.1
        rule = stacks * steps * (80.0 + effc)
        solve = np.select([so == "milp_commitment", so == "storage_dp"], [milp, dp], rule)
        scen_us = solve / (ghz * 1e3) + 12000.0
        t, busy = _rounds(np.ceil(scenarios / st), st * scen_us + 300.0, th, cores, 0.32)
        t = t + 2.0e5
        memb = busy * np.where(so == "milp_commitment", var * 2500.0 * 60.0, 0.0)
        bad = ((memb > mem_gb * 1e9) | ((so == "price_threshold") & (sm == 5)) | ((so == "price_threshold") & (ef == "degrading"))
               | ((ef == "constant") & (so == "milp_commitment")) | ((ef == "constant") & (sm == 5)))
        return np.where(bad, np.nan, t)
    return cost


def electrolyser_params() -> dict[str, list[Any]]:
    return {"solver": ["milp_commitment", "storage_dp", "price_threshold"],
            "efficiency": ["constant", "polarisation", "degrading"], "step_min": [5, 15, 60],
            "store_levels": [20, 60, 200, 600], "scen_task": [1, 16, 128], "threads": [482, 964]}


def knit_program(variants: float, cores: int, ghz: float, l2_kb: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """A knitwear maker's whole-garment programs for flat-bed knitting machines on a CPU with two
    hardware threads a core (the second adds 28%): ``variants`` garment variants (styles, sizes,
    yarns), each a stitch mesh (4 x 10^4 stitches at 7 needles an inch, (``gauge`` / 7)^2 times as
    many at finer gauges) scheduled into machine passes and needle transfers. ``planner`` (no
    order): ``greedy_passes`` (60 cycles a stitch; at 18 gauge its transfers collide: fails),
    ``astar_bed`` (an A* search over needle-bed states, 700 log2(stitches) cycles a stitch) or
    ``ilp_passes`` (an ILP over passes and transfers, 3,000 (stitches / 50)^1.25 cycles; two
    variables a stitch, 12 branch-and-bound nodes of 3,000 bytes a variable held by every busy
    thread: over the ``mem_gb`` GB fails); the stitch table (48 bytes a stitch), twice with two
    threads a core, over the ``l2_kb`` KB of L2 a core: 2.5 times the planning. ``shaping`` (no
    order): ``short_rows``, ``narrowing`` (1.3 times the planning) or ``split_stitch`` (1.1; at 7
    gauge the coarse needles cannot split: fails). ``yarn_check`` (no order): ``none`` (with split
    stitches the tension goes unchecked: fails), ``spring_mass`` (the yarn as springs, 5
    iterations of 30 cycles a stitch) or ``contact_relax`` (yarn contacts relaxed, 8 iterations of
    3,000; the greedy planner's loops do not relax: fails). 20 ms a variant (its shape read, its
    machine file and preview written); ``var_task`` variants a task (3 ms to start it) in rounds
    over ``threads`` threads. 0.1 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        pl, sh, yc = (np.asarray(c[k]) for k in ("planner", "shaping", "yarn_check"))
        ga, vt, th = c["gauge"], c["var_task"], c["threads"]
        per_core = np.where(th > cores, 2.0, 1.0)
        stitches = 4.0e4 * (ga / 7.0) ** 2
        shape = np.select([sh == "short_rows", sh == "narrowing"], [1.0, 1.3], 1.1)
        table_kb = stitches * 48.0 / 1024.0
        cliff = np.where(table_kb * per_core > l2_kb, 2.5, 1.0)
        plan = np.select([pl == "greedy_passes", pl == "astar_bed"],
                         [stitches * 60.0, stitches * 700.0 * np.log2(stitches)],
                         3000.0 * (stitches / 50.0) ** 1.25) * shape * cliff
        check = np.select([yc == "none", yc == "spring_mass"], [0.0, stitches * 30.0 * 5.0], stitches * 3000.0 * 8.0)
        var_us = (plan + check) / (ghz * 1e3) + 20000.0
        t, busy = _rounds(np.ceil(variants / vt), vt * var_us + 3000.0, th, cores, 0.28)
        t = t + 1.0e5
        memb = busy * np.where(pl == "ilp_passes", stitches * 2.0 * 3000.0 * 12.0, 0.0)
        bad = ((memb > mem_gb * 1e9) | ((pl == "greedy_passes") & (ga == 18)) | ((sh == "split_stitch") & (ga == 7))
               | ((yc == "none") & (sh == "split_stitch")) | ((yc == "contact_relax") & (pl == "greedy_passes")))
        return np.where(bad, np.nan, t)
    return cost


def knit_params() -> dict[str, list[Any]]:
    return {"planner": ["greedy_passes", "astar_bed", "ilp_passes"], "shaping": ["short_rows", "narrowing", "split_stitch"],
            "yarn_check": ["none", "spring_mass", "contact_relax"], "gauge": [7, 10, 14, 18], "var_task": [1, 4, 16, 64],
            "threads": [482, 964]}


def neutrino_track(events: float, hits: float, cores: int, dram_bw: float, ghz: float, fp64_rate: float
                   ) -> Callable[[Cols], np.ndarray]:
    """A neutrino telescope's muon-track reconstruction on a GPU: ``events`` events of ``hits``
    hit sensors each, each track fitted from ``seeds`` starting directions (one downhill simplex
    from the line-fit seed lands in a mirrored track: fails). ``likelihood`` (no order), flops a
    hit and evaluation: ``pandel_spe`` (the analytic Pandel function of the first photon, 40),
    ``spline_mpe`` (photon spline tables of the multi-photon arrival, 520, a 96 KB slice of the
    table in shared memory) or ``binned_tables`` (binned photon tables read from DRAM, 180 flops
    and 64 bytes; in fp32 their normalisation underflows: fails). ``minimiser`` (no order):
    ``simplex`` (320 evaluations), ``lbfgs`` (45 with gradients, three times each) or
    ``direction_grid`` (1,000 directions). Eight threads an event, ``events_block`` events a block
    (fewer than ``threads`` / 8 leave lanes idle), each event's hits (4 words each) in shared memory
    (over the 506 KB: fails); 48, 96 or 64 registers (1.5 times in fp64; over the register file:
    fails); the blocks in waves over the cores; ``precision`` fp32 or fp64 (at ``fp64_rate``).
    0.2 s besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        lk, mn, pr = (np.asarray(c[k]) for k in ("likelihood", "minimiser", "precision"))
        sd, eb, th = c["seeds"], c["events_block"], c["threads"]
        fp64 = pr == "fp64"
        word = np.where(fp64, 8.0, 4.0)
        per_hit = np.select([lk == "pandel_spe", lk == "spline_mpe"], [40.0, 520.0], 180.0)
        evals = np.select([mn == "simplex", mn == "lbfgs"], [320.0, 45.0 * 3.0], 1000.0)
        per_event = sd * evals * hits * per_hit
        smem = eb * hits * 4.0 * word + np.where(lk == "spline_mpe", 96.0 * 1024.0, 0.0)
        regs = np.select([lk == "pandel_spe", lk == "spline_mpe"], [48.0, 96.0], 64.0) * np.where(fp64, 1.5, 1.0)
        res = _a(th, smem, regs)
        occ = np.minimum(1.0, res * th / 2048.0)
        rate = cores * 128 * ghz * 1e3 * (0.3 + 0.7 * occ) * np.where(fp64, fp64_rate, 1.0)
        lanes = np.minimum(1.0, eb * 8.0 / th)
        t = _on_gpu(np.ceil(events / eb), eb * per_event, res, cores, rate, lanes)
        t = t + np.where(lk == "binned_tables", events * sd * evals * hits * 64.0 / dram_bw, 0.0) + 2.0e5
        bad = ((res < 1) | ((lk == "binned_tables") & ~fp64) | ((mn == "simplex") & (sd == 1)))
        return np.where(bad, np.nan, t)
    return cost


def neutrino_params() -> dict[str, list[Any]]:
    return {"likelihood": ["pandel_spe", "spline_mpe", "binned_tables"], "minimiser": ["simplex", "lbfgs", "direction_grid"],
            "seeds": [1, 4, 16], "events_block": [4, 16, 64, 256], "threads": [128, 256, 512, 1024],
            "precision": ["fp32", "fp64"]}


def basecall(samples: float, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """A sequencing centre's nanopore basecalling on a GPU: ``samples`` raw current samples in
    ``chunk``-sample chunks (100 samples of overlap each). ``model`` (no order), flops a sample:
    ``tcn_fast`` (a small temporal convolution network, 1.2 x 10^5), ``gru_hac`` (a recurrent
    high-accuracy model, 1.6 x 10^6) or ``transformer_sup`` (3.4 x 10^6 and 64 a sample of the
    chunk for its attention; in int8 it loses accuracy: fails). ``decoder`` (no order), flops a
    sample: ``argmax`` (10), ``crf_posterior`` (a CRF's forward-backward posteriors, 2,000) or
    ``crf_beam`` (a beam over the CRF, 1.4 x 10^4; the fast model has no CRF head: fails).
    ``precision`` fp32, fp16 (twice the rate) or int8 (3.5 times). 64 threads a chunk,
    ``chunks_block`` chunks a block (fewer than ``threads`` / 64 leave lanes idle), half of each
    chunk's samples staged in shared memory (the transformer: the chunk twice, its keys and
    values; over the 514 KB: fails); 64, 128 or 96 registers (over the register file: fails); the blocks in waves
    over the cores. 2 bytes a sample read, 0.3 s besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        mo, de, pr = (np.asarray(c[k]) for k in ("model", "decoder", "precision"))
        ch, cb, th = c["chunk"], c["chunks_block"], c["threads"]
        over = (ch + 100.0) / ch
        net = np.select([mo == "tcn_fast", mo == "gru_hac"], [1.2e5, 1.6e6], 3.4e6 + ch * 64.0)
        dec = np.select([de == "argmax", de == "crf_posterior"], [10.0, 2000.0], 1.4e4)
        speed = np.select([pr == "fp32", pr == "fp16"], [1.0, 2.0], 3.5)
        bytes_s = np.select([pr == "fp32", pr == "fp16"], [4.0, 2.0], 1.0)
        smem = cb * ch * bytes_s * np.where(mo == "transformer_sup", 2.0, 0.5)
        regs = np.select([mo == "tcn_fast", mo == "gru_hac"], [64.0, 128.0], 96.0)
        res = _b(th, smem, regs)
        occ = np.minimum(1.0, res * th / 1536.0)
        rate = cores * 128 * ghz * 1e3 * (0.25 + 0.75 * occ) * speed
        lanes = np.minimum(1.0, cb * 64.0 / th)
        chunks = samples / ch
        t = _on_gpu(np.ceil(chunks / cb), cb * ch * over * (net + dec), res, cores, rate, lanes)
        t = t + samples * 2.0 / dram_bw + 3.0e5
        bad = ((res < 1) | ((pr == "int8") & (mo == "transformer_sup")) | ((de == "crf_beam") & (mo == "tcn_fast")))
        return np.where(bad, np.nan, t)
    return cost


def basecall_params() -> dict[str, list[Any]]:
    return {"model": ["tcn_fast", "gru_hac", "transformer_sup"], "decoder": ["argmax", "crf_posterior", "crf_beam"],
            "chunk": [2000, 5000, 12000], "precision": ["fp32", "fp16", "int8"], "chunks_block": [1, 4, 16, 64],
            "threads": [128, 256, 512, 1024]}


def gaze_track(frames: float, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """A headset maker's eye-tracking evaluation on a GPU: ``frames`` recorded eye-camera frames
    (400 x 400 pixels, a byte each, read from DRAM), each ``downscale`` times smaller on a side.
    ``pupil`` (no order), flops a pixel: ``ellipse_fit`` (thresholds, edges and a fitted ellipse,
    60; at a quarter of the resolution it misses the glints: fails), ``seg_unet`` (a segmentation
    U-Net, 2,400, its 64 KB of weights in shared memory) or ``landmark_net`` (a landmark CNN, 900).
    ``gaze`` (no order), flops a frame: ``poly_calib`` (a per-user polynomial calibration, 200; its
    normal equations in fp16 are singular: fail), ``eye_model_3d`` (a 3-D eyeball model fitted over
    a sliding window, 4 x 10^4) or ``appearance_net`` (a gaze CNN on the eye crop, 6 x 10^6).
    ``precision`` fp32 or fp16 (twice the rate). 64 pixels a thread, ``frames_block`` frames a
    block (fewer pixels than 64 ``threads`` leave lanes idle), a quarter of each frame staged in
    shared memory (over the 506 KB: fails); 40, 96 or 72 registers (over the register file:
    fails); the blocks in waves over the cores. 0.2 s besides. Times in us, ``dram_bw`` in
    bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        pu, gz, pr = (np.asarray(c[k]) for k in ("pupil", "gaze", "precision"))
        ds, fb, th = c["downscale"], c["frames_block"], c["threads"]
        pix = (400.0 / ds) ** 2
        per_pix = np.select([pu == "ellipse_fit", pu == "seg_unet"], [60.0, 2400.0], 900.0)
        per_frame = np.select([gz == "poly_calib", gz == "eye_model_3d"], [200.0, 4.0e4], 6.0e6)
        speed = np.where(pr == "fp16", 2.0, 1.0)
        word = np.where(pr == "fp16", 2.0, 4.0)
        smem = fb * pix * word / 4.0 + np.where(pu == "seg_unet", 64.0 * 1024.0, 0.0)
        regs = np.select([pu == "ellipse_fit", pu == "seg_unet"], [40.0, 96.0], 72.0)
        res = _a(th, smem, regs)
        occ = np.minimum(1.0, res * th / 2048.0)
        rate = cores * 128 * ghz * 1e3 * (0.3 + 0.7 * occ) * speed
        lanes = np.minimum(1.0, fb * pix / 64.0 / th)
        t = _on_gpu(np.ceil(frames / fb), fb * (pix * per_pix + per_frame), res, cores, rate, lanes)
        t = t + frames * pix * 1.0 / dram_bw + 2.0e5
        bad = ((res < 1) | ((pu == "ellipse_fit") & (ds == 4)) | ((gz == "poly_calib") & (pr == "fp16")))
        return np.where(bad, np.nan, t)
    return cost


def gaze_params() -> dict[str, list[Any]]:
    return {"pupil": ["ellipse_fit", "seg_unet", "landmark_net"], "gaze": ["poly_calib", "eye_model_3d", "appearance_net"],
            "downscale": [1, 2, 4], "precision": ["fp32", "fp16"], "frames_block": [1, 2, 4, 16],
            "threads": [128, 256, 512, 1024]}


def ptycho_recon(scans: float, patterns: float, iters: int, cores: int, dram_bw: float, ghz: float
                 ) -> Callable[[Cols], np.ndarray]:
    """A synchrotron beamline's X-ray ptychography reconstructions on a GPU: ``scans`` scans of
    ``patterns`` diffraction patterns cropped to ``crop`` x ``crop`` pixels, each reconstructed
    over ``iters`` iterations with ``probe_modes`` probe modes (at a 128-pixel crop 8 modes are
    not resolved: fail). ``algorithm`` (no order), a pattern and mode an iteration: ``epie``
    (sequential updates, 2 FFTs of 5 N log2 N flops and 30 flops a pixel), ``difference_map`` (2
    FFTs and 60; with one mode it diverges on the beam's partial coherence: fails) or
    ``ml_gradient`` (a maximum-likelihood gradient with a line search, 4 FFTs and 80); the exit
    waves (8 bytes a pixel and mode) read and written 2, 4 or 3 times through DRAM.
    ``position_refine`` (no order): ``none``, ``annealing`` (8 trial positions a tenth of the
    iterations: 1.8 times) or ``gradient`` (1.25 times; ePIE's sequential updates have no
    gradient to refine by: fails). A block a band of ``rows_block`` rows of a pattern's FFT, the
    band's complex rows for every mode in shared memory (over the 514 KB: fails), the band's pixels
    in fours over the ``threads`` threads (fewer leave lanes idle); 64, 80 or 128 registers (over the
    register file: fails); the blocks in waves over the cores. 0.4 s besides. Times in us,
    ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        al, pr = np.asarray(c["algorithm"]), np.asarray(c["position_refine"])
        md, cr, rb, th = c["probe_modes"], c["crop"], c["rows_block"], c["threads"]
        n = cr * cr
        ffts = np.select([al == "epie", al == "difference_map"], [2.0, 2.0], 4.0)
        pix = np.select([al == "epie", al == "difference_map"], [30.0, 60.0], 80.0)
        refine = np.select([pr == "none", pr == "annealing"], [1.0, 1.0 + 8.0 * 0.1], 1.25)
        per_pattern = md * (ffts * 5.0 * n * np.log2(n) + pix * n) * refine
        smem = rb * cr * 8.0 * md
        regs = np.select([al == "epie", al == "difference_map"], [64.0, 80.0], 128.0)
        res = _b(th, smem, regs)
        occ = np.minimum(1.0, res * th / 1536.0)
        rate = cores * 128 * ghz * 1e3 * (0.25 + 0.75 * occ)
        lanes = np.minimum(1.0, rb * cr / 4.0 / th)
        blocks = patterns * np.ceil(cr / rb)
        it = _on_gpu(blocks, rb / cr * per_pattern, res, cores, rate, lanes)
        waves_io = patterns * md * n * 8.0 * np.select([al == "epie", al == "difference_map"], [2.0, 4.0], 3.0) / dram_bw
        t = scans * iters * (it + waves_io) + 4.0e5
        bad = ((res < 1) | ((al == "difference_map") & (md == 1)) | ((cr == 128) & (md == 8))
               | ((al == "epie") & (pr == "gradient")))
        return np.where(bad, np.nan, t)
    return cost


def ptycho_params() -> dict[str, list[Any]]:
    return {"algorithm": ["epie", "difference_map", "ml_gradient"], "probe_modes": [1, 3, 8], "crop": [128, 192, 256],
            "position_refine": ["none", "annealing", "gradient"], "rows_block": [4, 16, 64],
            "threads": [128, 256, 512, 1024]}


def seen_52_synthetic() -> list[tuple[str, Landscape]]:
    """The fifty-second held-out set's synthetic part: nine families no earlier set had (constants of
    a 478-core GPU with 506 KB of shared memory a core, 14.2 TB/s at 2.07 GHz and fp64 at 1/2, a
    494-core one with 514 KB, 12.9 TB/s at 2.23 GHz and fp64 at 1/64, and a 482-core CPU with two
    hardware threads a core at 2.19 GHz with 5.125 MB of L2 a core and 10496 GB; times in us)."""
    L, S = Landscape, "seen_52"
    return [
        (S, L("ascent_dispersion_ba", ascent_params(), ascent_dispersion(3.0e5, 482, 2.19, 5248.0, 10496.0), 0.03)),
        (S, L("parking_price_ba", parking_params(), parking_price(3.85e4, 12000, 482, 2.19, 5248.0), 0.02)),
        (S, L("subtitle_align_ba", subtitle_params(), subtitle_align(2.0e5, 482, 2.19, 5248.0, 10496.0), 0.01)),
        (S, L("electrolyser_ba", electrolyser_params(), electrolyser(4.6e4, 120, 482, 2.19, 5248.0, 10496.0), 0.04)),
        (S, L("knit_program_ba", knit_params(), knit_program(2.0e4, 482, 2.19, 5248.0, 10496.0), 0.02)),
        (S, L("neutrino_track_ba", neutrino_params(), neutrino_track(3.0e8, 70.0, 478, 1.42e7, 2.07, 1 / 2), 0.05)),
        (S, L("basecall_ba", basecall_params(), basecall(4.0e13, 494, 1.29e7, 2.23), 0.03)),
        (S, L("gaze_track_ba", gaze_params(), gaze_track(3.5e9, 478, 1.42e7, 2.07), 0.04)),
        (S, L("ptycho_recon_ba", ptycho_params(), ptycho_recon(4.0e3, 1.0e4, 200, 494, 1.29e7, 2.23), 0.01)),
    ]


SEEN_52_DIR = _data_dir("zoo_seen_52")


def seen_52() -> list[tuple[str, Landscape]]:
    """The fifty-second held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_52/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_52", SEEN_52_DIR)
    return seen_52_synthetic() + recorded
