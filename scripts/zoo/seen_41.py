"""The zoo's ``seen_41`` set.

``seen_41`` (was ``held_out_41``, :func:`seen_41`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the thirty-sixth round, see docs/benchmarks.md):
0 wins / 12 ties / 1 loss against the best peer, geo-mean
1.0075, the best of the five by 0.0002 (tpe_mv 1.0077); the synthetic nine 0 / 9 / 0; on 30
seeds its recorded four 0 / 3 / 1 (the multi-query attention lost, 1.076 against 1.000, its
committed optimum one fast sample, 15th by the quiet median); scored by the median of 9 quiet
samples 0 / 4 / 0 with ``--confirm 0`` and with ``--confirm 3``; R1 0 / 12 / 1, the default's
medians, and quietly 0 / 4 / 0 and 0 / 3 / 1; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (aeolian geomorphology, art conservation,
amusement-ride engineering, sleep medicine, cryptanalysis, cryobiology, speleology,
ornithology, examination timetabling), with constants unlike the other sets' (a 214-core GPU
with 234 KB of shared memory a core, 7.3 TB/s at 1.48 GHz, fp64 at 1/2 and 356 GB, holding
2048 threads and 32 blocks a core, a 242-core one with 210 KB a core, 6.3 TB/s at 1.26 GHz,
fp64 at 1/64 and 284 GB, holding 1536 threads and 24 blocks a core, both with 128 lanes and 255
registers a thread, and a 258-core CPU at 3.06 GHz with two hardware threads a core, 970 GB/s
and 2432 GB; times in us, bandwidths in bytes/us):

- ``dune_field_ap`` (1800, 68.6%, 70741x): 200 years of a 20 x 20 km dune field in daily steps
  on the 242-core GPU, a linearised shear perturbation (fails), depth-averaged RANS or LES flow,
  cellular-automaton, saturated-flux or grain-parcel transport, 0.5-8 m cells (8: fail; the LES
  at 1 m and finer, the grain parcels at 0.5 m and some others in fp64 over the 284 GB: fail),
  tiles of 8-64 cells a side (64 in fp64 over the 210 KB: fail), 64-1024 threads and fp32 or
  fp64 at 1/64; two within 5%;
- ``xrf_scan_ap`` (2592, 62.5%, 97x): the element maps of a macro-XRF scan of a painting, 1.2 x
  10^7 spectra, on the 214-core GPU, window sums (fail), non-negative least squares or
  Levenberg-Marquardt fits (ignoring pile-up: fail), 1024-4096 channels, 24-48 elements, 1-32
  spectra a block (over the 234 KB: fail; the line library re-read once a block), 128-1024
  threads and fp32 or fp64; 15 within 5%;
- ``coaster_ride_ap`` (2304, 62.5%, 1833x): 3,000 candidate roller-coaster layouts, a
  two-minute ride of an eight-car train each, on the 258-core CPU, a point-mass train (fails),
  rigid cars or flexible couplings, Catmull-Rom (fails), quintic Hermite, clothoid or NURBS
  track, symplectic Euler, RK4 (past their stable steps: fail) or generalized-alpha steps of
  0.25-2 ms, rigid or Hertz wheel contact, 1-128 layouts a task and 258 or 516 threads; one
  within 5%;
- ``sleep_staging_ap`` (5184, 66.7%, 452x): the sleep stages of 20,000 polysomnograms on the
  258-core CPU, the scoring manual's rules (fail), gradient boosting, a CNN-LSTM or a
  transformer, EEG alone (fails), EEG and EOG or the full montage, 1 (fails) to 21 epochs of
  context, 100-256 Hz, 258 or 516 threads, the files read whole, and four that barely matter
  (filter, normalisation, file format, logging): nine parameters, 209 within 5%;
- ``lattice_sieve_ap`` (2160, 66.7%, 1184555x): a shortest-vector search in a 140-dimensional
  lattice on the 214-core GPU, Gauss (fails), Nguyen-Vidick, bucketed BGJ1 or triple sieving,
  0, 12 or 20 dimensions for free, 64-1024 vectors a bucket (over the 234 KB: fail), fp32, fp16
  or int8, lists of 1-2 times saturation (1 with the pair sieves: fails; over the 356 GB: fail)
  and 128-1024 threads (1024: fail); one within 5%;
- ``vitrification_ap`` (1296, 61.1%, 8756x): 500 candidate cooling protocols for vitrifying a
  tissue sample on the 242-core GPU, heat alone (fails), heat and cryoprotectant, or and
  thermal stress, no (fails), Avrami or classical-nucleation devitrification, explicit, ADI or
  multigrid steps, 96-192 cells a side (100 and 136 off the 32 lanes), 128-1024 threads (the
  stress at 1024: fails) and fp32 or fp64 at 1/64; ten within 5%;
- ``cave_survey_ap`` (576, 62.5%, 7x): the least-squares adjustment of a cave system's survey
  of 2 x 10^6 stations on the 258-core CPU, dense normal equations (fail), a left-looking (its
  supernodes over 64 columns: fail) or multifrontal Cholesky or PCG, natural (the factor over
  the 2432 GB: fails), RCM, AMD or nested-dissection orderings, no (fails), Huber or RANSAC
  blunder handling, equal or instrument weights, 16-256 column supernodes and 258 or 516
  threads; 98 within 5%;
- ``bird_migration_ap`` (10125, 63.9%, 5x): the autumn migration of 10^6 simulated songbirds
  over 60 days on the 214-core GPU, a fixed compass (fails), a geomagnetic map or the sun, no
  (fails), three-hourly or hourly winds, nearest, trilinear or tricubic interpolation (the last
  two with hour-long steps: fail), 5-60 minute steps, 64-1024 birds a block (their wind cells
  over the 234 KB: fail), 64-1024 threads and unsorted, Morton-sorted or flock-sorted birds,
  the blocks in waves; 910 within 5%;
- ``exam_timetable_ap`` (1728, 61.1%, 225912x): a university's examination timetable of 2,500
  exams by 300 restarts on the 258-core CPU, a greedy colouring alone (fails), tabu search
  (with swaps: fails), simulated annealing or great deluge, swap, Kempe-chain or ejection-chain
  moves, full or delta evaluation, 10^5-10^7 moves (too few for the neighbourhood: fail), a
  dense, sparse or bitset clash matrix, 1-100 restarts a task and 258 or 516 threads; five
  within 5%.

And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a causal multi-query self-attention (as many queries as keys, one KV head) with its query
block, KV block, softmax and ``opt_level`` but its KV split, pipeline and unroll left at the
default, a GEMM with bias tuning none of its tiles (all three at the default) but ``l1_prefetch``,
``output_align``, ``opt_level`` (O0 among them), schedule and unroll, a non-gated fast-GELU FFN
with the up projection's K tile, the down M tile, the down pipeline, ``fuse_activation`` and
unroll, and a LayerNorm with its rows a block, pipeline and unroll but neither its hidden split,
its stats nor its ``opt_level`` (a set no earlier LayerNorm or RMSNorm space tuned), each space
measured exhaustively (every configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_41/`` (gzip JSON, times in
us, provenance in each file's ``source``, 13 KB in all). They were recorded on the shared 2-core
machine the standing way, ``--only`` each, one after another, the recorder at normal priority (not
niced), after the lead's evaluation of held_out_40 had ended; ``ps`` (every 60 s and at the end,
seven times) showed nothing else running but the recorder, its measuring worker and the C compiler
it called, this helper's own sampling and waiting shells (sleeping) and idle tool shells (sleeping;
two, not this helper's, each waiting on one long sleep) (no other python or pytest process; no
benchmark of the lead's), and this helper only read the logs beside it (nothing enumerated,
measured or tested) (load average 1.04-1.36 sampled every 10 s over the recording, 32 samples,
median 1.125, the recorder itself included; 1.36 at its start, the one-minute average still
falling from the evaluation, which had ended 21 s before): the tail of their samples is real
measurement noise, about as light as held_out_40's (median spread 1-3%), and the fastest sample
is the true cost. Before that, the first and the last configuration of each space were compiled
(not run) to check they build. Every configuration ran, so they are 0% infeasible (reported, not
forced into 30-70%):

===========================================================  ==========================================  =======  ======  ======  =========
landscape                                                    op (shape)                                  configs  params  spread  worst/opt
===========================================================  ==========================================  =======  ======  ======  =========
cpu_attention_mqa_causal_no_split_no_pipeline_no_unroll      multi-query attention, causal (batch 2, 7       120       4      1%       2.2x
                                                             heads over 1, 168 queries over 168 keys,
                                                             d 72)
cpu_gemm_bias_no_tiles_prefetch_align_opt_schedule_unroll    GEMM + bias (2 x 152 x 136 @ 136 x 328)         192       5      3%      11.7x
cpu_ffn_fastgelu_k_down_m_down_pipeline_fuse_unroll          FFN, fast GELU (128 tokens, 168 -> 584)         162       5      2%       1.2x
cpu_layernorm_no_split_no_stats_no_opt_level                 LayerNorm (1184 rows x 2688)                    105       3      1%       1.2x
===========================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
1, 9, 70 and 6 configurations; the GEMM's O0 configurations are 9.8-11.7 times the optimum, O1
1.7-2.1, O2 1.2-1.5, O3 at most 1.2.) Recording took 72 + 72 + 82 + 78 s, 5.1 minutes in all, one
landscape after another (2026-12-05 05:23 to 05:29 UTC).
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, resident_blocks, smt_cores

_big = partial(resident_blocks, smem_kb=234.0, max_threads=2048, max_blocks=32, max_regs=255)  # the 214-core GPU's core
_small = partial(resident_blocks, smem_kb=210.0, max_threads=1536, max_blocks=24, max_regs=255)  # the 242-core GPU's core


def dune_field(years: float, side_m: float, cores: int, dram_bw: float, ghz: float, fp64: float,
               mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """``years`` years of a field of barchan and linear dunes, ``side_m`` x ``side_m`` metres of
    desert, in daily steps of the wind over the sand and the sand it moves, on a GPU. ``flow``
    (no order): ``analytic_perturbation`` (the linearised shear-stress perturbation over a
    smooth surface, 60 flops a cell: the flow separating behind a slip face is missed, fails),
    ``rans_2d`` (depth-averaged RANS, 600) or ``les_3d`` (large-eddy simulation on 30 levels, 400
    flops a cell a level, 40 bytes a cell a level). ``transport`` (no order):
    ``cellular_automaton`` (slabs moved by rules, 30 flops a cell), ``saltation_flux`` (a
    saturated-flux law with its saturation length, 200) or ``grain_dem`` (20 grain parcels a cell
    of 32 bytes, 120 flops each). ``cell_m`` the cell (8 m cells smear the crests of the smaller
    dunes: fail). ``tile`` x ``tile`` cells a block, with a one-cell halo, 48 bytes a cell in
    shared memory (twice in fp64; over the 210 KB: fails; a thread a cell of the tile, more
    threads than cells idle). ``threads`` a block (48 registers a thread, 64 with the LES) and
    ``precision`` (``fp64`` at ``fp64`` the fp32 rate). The fields (LES levels and grain parcels)
    must fit in the ``mem_gb`` GB (else: fails). Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        fl, tr, pr = (np.asarray(c[k]) for k in ("flow", "transport", "precision"))
        cm, tl, th = c["cell_m"], c["tile"], c["threads"]
        wide = pr == "fp64"
        cells = (side_m / cm) ** 2
        steps = years * 365.0
        levels = np.where(fl == "les_3d", 30.0, 1.0)
        flow = np.select([fl == "analytic_perturbation", fl == "rans_2d"], [60.0, 600.0], 400.0 * 30.0)
        trans = np.select([tr == "cellular_automaton", tr == "saltation_flux"], [30.0, 200.0], 20.0 * 120.0)
        parcels = np.where(tr == "grain_dem", 20.0, 0.0)
        byt = np.where(wide, 2.0, 1.0)
        mem_need = cells * (levels * 40.0 + parcels * 32.0) * byt
        smem = (tl + 2.0) ** 2 * 48.0 * byt
        regs = np.where(fl == "les_3d", 64.0, 48.0)
        res = _small(th, smem, regs)
        occ = np.minimum(1.0, res * th / 1536.0)
        busy = np.minimum(1.0, tl * tl / th)  # a thread a cell of the tile
        halo = (tl + 2.0) ** 2 / (tl * tl)
        rate = cores * 128 * 2.0 * ghz * 1e3 * np.where(wide, fp64, 1.0)
        comp = steps * cells * (flow + trans) / (rate * busy * (0.3 + 0.7 * occ))
        mem = steps * cells * (levels * 40.0 * halo + parcels * 32.0) * byt / dram_bw
        t = np.maximum(comp, mem) + 0.2 * np.minimum(comp, mem) + 3.0e6
        bad = ((fl == "analytic_perturbation") | (cm >= 8) | (res < 1) | (mem_need > mem_gb * 1e9))
        return np.where(bad, np.nan, t)
    return cost


def dune_params() -> dict[str, list[Any]]:
    return {"flow": ["analytic_perturbation", "rans_2d", "les_3d"],
            "transport": ["cellular_automaton", "saltation_flux", "grain_dem"],
            "cell_m": [0.5, 1, 2, 4, 8], "tile": [8, 16, 32, 64], "threads": [64, 128, 256, 512, 1024],
            "precision": ["fp32", "fp64"]}


def xrf_scan(pixels: float, cores: int, dram_bw: float, ghz: float, fp64: float) -> Callable[[Cols], np.ndarray]:
    """The element maps of a macro X-ray fluorescence scan of an old-master painting (``pixels``
    pixel spectra, a 2 x 1.5 m canvas at half a millimetre), each spectrum of ``channels``
    energy channels fitted to the lines of ``elements`` elements, on a GPU. ``fitting`` (no
    order): ``roi_sum`` (counts summed over each line's window: lead's L lines and arsenic's K
    lines overlap, fails), ``nnls_linear`` (non-negative least squares, 40 iterations) or
    ``nonlinear_lm`` (Levenberg-Marquardt with the peak widths and the detector's gain free, 12
    iterations). ``pileup`` (no order): ``ignore`` (with the nonlinear fit its residuals chase
    the pile-up peaks: fails) or ``model`` (8 parameters more). ``pixels_block`` spectra a block
    in shared memory with 8 KB of line tables (over the 234 KB: fails; the line library, read
    from memory once a block, is shared by the block's pixels), four channels a thread (threads
    beyond them idle), ``threads`` a block (64 registers a thread) and ``precision`` (``fp64``
    at ``fp64`` the fp32 rate, twice the shared memory and the library's bytes). The raw
    spectra 2 bytes a channel, 0.5 s to set up. Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        fi, pu, pr = (np.asarray(c[k]) for k in ("fitting", "pileup", "precision"))
        ch, el, pb, th = c["channels"], c["elements"], c["pixels_block"], c["threads"]
        wide = pr == "fp64"
        word = np.where(wide, 8.0, 4.0)
        npar = el + np.where(pu == "model", 8.0, 0.0)
        iters = np.select([fi == "roi_sum", fi == "nnls_linear"], [1.0, 40.0], 12.0)
        per_it = np.select([fi == "roi_sum", fi == "nnls_linear"], [2.0 * ch, 2.0 * npar * ch],
                           2.0 * npar * npar * ch / 4.0 + 6.0 * npar * ch)
        flops = pixels * iters * per_it
        smem = pb * ch * word + 8192.0
        res = _big(th, smem, 64.0)
        occ = np.minimum(1.0, res * th / 2048.0)
        busy = np.minimum(1.0, pb * ch / 4.0 / th)  # four channels a thread
        rate = cores * 128 * 2.0 * ghz * 1e3 * np.where(wide, fp64, 1.0)
        comp = flops / (rate * busy * (0.25 + 0.75 * occ))
        basis = pixels * npar * ch * word / pb  # the line library, re-read per block of pixels
        mem = (pixels * ch * 2.0 + basis) / dram_bw
        t = np.maximum(comp, mem) + 0.2 * np.minimum(comp, mem) + 5.0e5
        bad = ((fi == "roi_sum") | ((pu == "ignore") & (fi == "nonlinear_lm")) | (res < 1))
        return np.where(bad, np.nan, t)
    return cost


def xrf_params() -> dict[str, list[Any]]:
    return {"fitting": ["roi_sum", "nnls_linear", "nonlinear_lm"], "pileup": ["ignore", "model"],
            "channels": [1024, 2048, 4096], "elements": [24, 32, 48], "pixels_block": [1, 2, 4, 8, 16, 32],
            "threads": [128, 256, 512, 1024], "precision": ["fp32", "fp64"]}


def coaster_ride(layouts: int, ride_s: float, cores: int, ghz: float) -> Callable[[Cols], np.ndarray]:
    """The riders' accelerations through ``layouts`` candidate roller-coaster track layouts, each a
    ``ride_s``-second ride of an eight-car, 24-seat train by multibody dynamics on a CPU with two
    hardware threads a core (the layouts dealt as tasks). ``train`` (no order): ``point_mass``
    (the train as one mass: the back row's whip over a crest is missed, fails), ``rigid_cars``
    (eight cars, 6 freedoms each) or ``flexible_couplings`` (and 4 bodies a car more).
    ``track`` (no order): ``catmull_rom`` (curvature jumps at the knots give jerk spikes: fails),
    ``quintic_hermite``, ``clothoid_blend`` or ``nurbs_g3`` (60, 140, 420 and 260 cycles a seat a
    step to evaluate). ``integrator`` (no order): ``symplectic_euler`` (one evaluation a step,
    stable to half the bound below), ``rk4`` (four; stable to 2 ms with rigid wheel constraints,
    0.5 ms with Hertz springs: longer steps fail) or ``generalized_alpha`` (implicit: two Newton
    iterations of three evaluations, the wheels' contact three times; stable throughout).
    ``dt_ms`` the step. ``wheel_contact`` (no
    order): ``rigid_constraint`` (120 cycles a seat) or ``hertz_spring`` (300). ``layouts_task``
    layouts a task (the tasks dealt to ``threads`` threads in rounds, the last part-empty; 20 ms a
    task) and ``threads`` (258 or 516: the second thread of a core adds 20%). 400 cycles a freedom
    an evaluation. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        tn, tk, ig, wc = (np.asarray(c[k]) for k in ("train", "track", "integrator", "wheel_contact"))
        dt, th, lt = c["dt_ms"], c["threads"], c["layouts_task"]
        dof = np.select([tn == "point_mass", tn == "rigid_cars"], [1.0, 8 * 6.0], 8 * 6.0 + 8 * 4 * 6.0)
        per = np.select([ig == "symplectic_euler", ig == "rk4"], [1.0, 4.0], 2.0 * 3.0) * dof * 400.0
        per = per + np.where(wc == "hertz_spring", 24.0 * 300.0, 24.0 * 120.0) * np.where(ig == "generalized_alpha", 3.0, 1.0)
        spline = np.select([tk == "catmull_rom", tk == "quintic_hermite", tk == "clothoid_blend"], [60.0, 140.0, 420.0], 260.0)
        steps = ride_s * 1e3 / dt
        per_layout = steps * (per + spline * 24.0)
        tasks = np.ceil(layouts / lt)
        rounds = np.ceil(tasks / th)
        speed = smt_cores(th, cores, 0.2) / th
        t = rounds * lt * per_layout / (speed * ghz * 1e3) + rounds * 2.0e4 + 1.0e6
        stiff = np.where(wc == "hertz_spring", 0.5, 2.0) * np.where(ig == "symplectic_euler", 0.5, 1.0)  # explicit bound (ms)
        bad = (tn == "point_mass") | (tk == "catmull_rom") | ((ig != "generalized_alpha") & (dt > stiff))
        return np.where(bad, np.nan, t)
    return cost


def coaster_params() -> dict[str, list[Any]]:
    return {"train": ["point_mass", "rigid_cars", "flexible_couplings"],
            "track": ["catmull_rom", "quintic_hermite", "clothoid_blend", "nurbs_g3"],
            "integrator": ["symplectic_euler", "rk4", "generalized_alpha"], "dt_ms": [0.25, 0.5, 1, 2],
            "wheel_contact": ["rigid_constraint", "hertz_spring"], "threads": [258, 516], "layouts_task": [1, 8, 32, 128]}


def sleep_staging(nights: int, cores: int, ghz: float, dram_bw: float) -> Callable[[Cols], np.ndarray]:
    """The sleep stages of ``nights`` overnight polysomnograms (8 hours, 960 epochs of 30 s each)
    of a sleep clinic's archive, scored automatically on a CPU with two hardware threads a core.
    ``model`` (no order): ``rule_based_aasm`` (the scoring manual's rules on band powers: its
    agreement with the technologists too low, fails), ``gradient_boosting`` (8 cycles a sample
    for its features), ``cnn_lstm`` (900, and 200,000 cycles an epoch of context) or
    ``transformer`` (1,500, and 40,000 cycles a pair of context epochs). ``channels`` (no order):
    ``eeg_only`` (two EEG channels: REM and wake confused without the eye movements, fails),
    ``eeg_eog`` (4) or ``full_psg`` (9). ``context_epochs`` epochs seen at once (one: N1 and REM
    confused, fails). ``sample_hz`` the rate it resamples to. ``threads`` (258 or 516: the second
    thread of a core adds 25%). Every night's file read whole (9 channels at 512 Hz, 2 bytes a
    sample): the scoring hides behind the reading when it is light. And four that barely matter
    (within 1%): the ``filter``, ``normalise`` per night or per epoch, the ``io`` format and
    ``logging``. Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        md, chn, fi, no, io, lg = (np.asarray(c[k]) for k in (
            "model", "channels", "filter", "normalise", "io", "logging"))
        ctx, hz, th = c["context_epochs"], c["sample_hz"], c["threads"]
        nch = np.select([chn == "eeg_only", chn == "eeg_eog"], [2.0, 4.0], 9.0)
        feat = nch * hz * 30.0 * np.select([md == "gradient_boosting", md == "cnn_lstm", md == "transformer"],
                                           [8.0, 900.0, 1500.0], 10.0)
        seq = np.select([md == "cnn_lstm", md == "transformer"], [2.0e5 * ctx, 4.0e4 * ctx * ctx], 3.0e3 * ctx)
        cyc = nights * 960.0 * (feat + seq)
        minor = (np.where(fi == "fir", 1.004, 1.0) * np.where(no == "per_epoch", 1.006, 1.0)
                 * np.select([io == "hdf5", io == "zarr"], [0.998, 1.003], 1.0) * np.where(lg == "verbose", 1.008, 1.0))
        comp = cyc / (smt_cores(th, cores, 0.25) * ghz * 1e3)
        io_t = nights * 8.0 * 3600.0 * 9.0 * 512.0 * 2.0 / dram_bw  # every night's file read whole
        t = (np.maximum(comp, io_t) + 0.1 * np.minimum(comp, io_t) + 1.0e6) * minor
        bad = (md == "rule_based_aasm") | (chn == "eeg_only") | (ctx <= 1)
        return np.where(bad, np.nan, t)
    return cost


def sleep_params() -> dict[str, list[Any]]:
    return {"model": ["rule_based_aasm", "gradient_boosting", "cnn_lstm", "transformer"],
            "channels": ["eeg_only", "eeg_eog", "full_psg"], "context_epochs": [1, 5, 21], "sample_hz": [100, 128, 256],
            "threads": [258, 516], "filter": ["butterworth", "fir"], "normalise": ["per_night", "per_epoch"],
            "io": ["edf", "hdf5", "zarr"], "logging": ["quiet", "verbose"]}


def lattice_sieve(dim: int, cores: int, dram_bw: float, ghz: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """A shortest-vector search in a ``dim``-dimensional lattice (a lattice-based cryptosystem's
    parameters under cryptanalysis) by sieving on a GPU. ``sieve`` (no order): ``gauss_sieve``
    (its list's reductions serialise: fails), ``nv_sieve`` (2^(0.415 d) inner products),
    ``bgj1`` (2^(0.349 d), bucketed: times the root of 512 over the bucket) or ``hk3`` (a triple
    sieve, 2^(0.372 d), but a list of 2^(0.1788 d) vectors, not 2^(0.2075 d)). ``d4f`` (no
    order): ``none``, ``d4f_12`` or ``d4f_20`` (dimensions for free: the sieve in d minus 12 or
    20, the short vectors lifted back, ``dim``^2 x the free dimensions x 4 flops a vector).
    ``bucket`` vectors a block in shared memory (over the 234 KB: fails). ``precision`` (no
    order): ``fp32``, ``fp16`` or ``int8`` (4 and 8 times the rate on the tensor cores, 2 and 1
    bytes a coordinate). ``db_factor`` the list's size over the saturation estimate (1.0 leaves
    the pair sieves short of saturation: they stall, fail; the list must fit in the ``mem_gb`` GB:
    else fails). ``threads`` a block (72 registers a thread: over the register file at 1024,
    fails). The list streamed once per 16 vectors of a bucket. Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        sv, pr, d4 = (np.asarray(c[k]) for k in ("sieve", "precision", "d4f"))
        bk, fa, th = c["bucket"], c["db_factor"], c["threads"]
        f = np.select([d4 == "d4f_12", d4 == "d4f_20"], [12.0, 20.0], 0.0)
        d = dim - f
        expo = np.select([sv == "nv_sieve", sv == "bgj1", sv == "hk3"], [0.415, 0.349, 0.372], 0.48)
        lexp = np.where(sv == "hk3", 0.1788, 0.2075)
        vecs = fa * 2.0 ** (lexp * d)
        word = np.select([pr == "fp16", pr == "int8"], [2.0, 1.0], 4.0)
        speed = np.select([pr == "fp16", pr == "int8"], [4.0, 8.0], 1.0)  # tensor-core inner products
        ips = fa * 2.0 ** (expo * d) * np.where(sv == "bgj1", 512.0 / bk, 1.0) ** 0.5
        smem = bk * d * word
        res = _big(th, smem, 72.0)
        occ = np.minimum(1.0, res * th / 2048.0)
        rate = cores * 128 * 2.0 * ghz * 1e3 * speed
        comp = ips * d / (rate * (0.2 + 0.8 * occ))
        mem = ips * d * word / np.maximum(bk / 16.0, 1.0) / dram_bw
        lift = vecs * dim * dim * f * 4.0 / (cores * 128 * 2.0 * ghz * 1e3)
        t = np.maximum(comp, mem) + 0.2 * np.minimum(comp, mem) + lift + 2.0e6
        bad = ((sv == "gauss_sieve") | (res < 1) | (vecs * d * word > mem_gb * 1e9)
               | ((fa <= 1.0) & (sv != "hk3")))
        return np.where(bad, np.nan, t)
    return cost


def sieve_params() -> dict[str, list[Any]]:
    return {"sieve": ["gauss_sieve", "nv_sieve", "bgj1", "hk3"], "bucket": [64, 128, 256, 512, 1024],
            "precision": ["fp32", "fp16", "int8"], "db_factor": [1.0, 1.5, 2.0], "threads": [128, 256, 512, 1024],
            "d4f": ["none", "d4f_12", "d4f_20"]}


def vitrification(protocols: int, cores: int, dram_bw: float, ghz: float, fp64: float) -> Callable[[Cols], np.ndarray]:
    """``protocols`` candidate cooling protocols for vitrifying a tissue sample in a
    cryoprotectant, each a simulation of its cooling on a ``grid_n``^3 grid on a GPU. ``model``
    (no order): ``heat_only`` (the cryoprotectant's loading ignored: its toxicity and the ice it
    fails to stop are missed, fails), ``heat_cpa`` (heat and the cryoprotectant's diffusion, two
    fields) or ``heat_cpa_stress`` (and the thermal stress that cracks the glass, eight fields).
    ``devitrification`` (no order): ``none`` (ice on re-warming missed: fails), ``avrami``
    (30 flops a cell) or ``classical_nucleation`` (160). ``solver`` (no order): ``explicit`` (its
    steps bounded by the cell: 30,000 at 128 cells a side, with the square), ``adi`` (2,000) or
    ``multigrid`` (600 steps, 90 flops a cell a field a step against 12 and 40). ``grid_n`` cells
    a side (the rows of cells dealt over 32 lanes: 100 and 136 leave lanes idle). ``threads`` a
    block (40 registers a thread, 80 with the stress, 1.6 times in fp64: over the register file at
    1024, fails) and ``precision`` (``fp64`` at ``fp64`` the fp32 rate). 20 ms a protocol.
    Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        md, dv, so, pr = (np.asarray(c[k]) for k in ("model", "devitrification", "solver", "precision"))
        n, th = c["grid_n"], c["threads"]
        wide = pr == "fp64"
        cells = n ** 3.0
        fields = np.select([md == "heat_only", md == "heat_cpa"], [1.0, 2.0], 8.0)
        steps = np.select([so == "explicit", so == "adi"], [3.0e4 * (n / 128.0) ** 2, 2.0e3], 600.0)
        work = np.select([so == "explicit", so == "adi"], [12.0, 40.0], 90.0) * fields
        work = work + np.select([dv == "avrami", dv == "classical_nucleation"], [30.0, 160.0], 0.0)
        pad = np.ceil(n / 32.0) * 32.0 / n  # rows of grid_n cells over 32 lanes
        regs = np.where(md == "heat_cpa_stress", 80.0, 40.0) * np.where(wide, 1.6, 1.0)
        res = _small(th, 0.0, regs)
        occ = np.minimum(1.0, res * th / 1536.0)
        rate = cores * 128 * 2.0 * ghz * 1e3 * np.where(wide, fp64, 1.0)
        comp = protocols * steps * cells * pad * work / (rate * (0.3 + 0.7 * occ))
        mem = protocols * steps * cells * pad * fields * 2.0 * np.where(wide, 8.0, 4.0) / dram_bw
        t = np.maximum(comp, mem) + 0.2 * np.minimum(comp, mem) + protocols * 2.0e4
        bad = ((md == "heat_only") | (dv == "none") | (res < 1))
        return np.where(bad, np.nan, t)
    return cost


def vitrification_params() -> dict[str, list[Any]]:
    return {"model": ["heat_only", "heat_cpa", "heat_cpa_stress"], "grid_n": [96, 100, 128, 136, 160, 192],
            "devitrification": ["none", "avrami", "classical_nucleation"], "solver": ["explicit", "adi", "multigrid"],
            "threads": [128, 256, 512, 1024], "precision": ["fp32", "fp64"]}


def cave_survey(stations: float, cores: int, ghz: float, dram_bw: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """The least-squares adjustment of a cave system's survey network (``stations`` survey
    stations, three coordinates each, the loops' misclosures spread over the shots) on a CPU
    with two hardware threads a core. ``solver`` (no order): ``dense_normal`` (the dense normal
    matrix never fits: fails), ``sparse_cholesky`` (left-looking; supernodes over 64 columns
    overflow its update buffer: fail), ``multifrontal`` (the factor's flops 0.8 of it) or ``pcg``
    (400 conjugate-gradient iterations over the matrix, 14 entries a row, at a twelfth of the
    direct solvers' flop rate and memory-bound). ``ordering`` (no order): ``natural`` (the
    factor fills to 40,000 entries a row: over the ``mem_gb`` GB, fails), ``rcm`` (60), ``amd``
    (18) or ``nested_dissection`` (12); the iterative solver only feels its locality.
    ``blunders`` (no order): ``none`` (a mis-read shot bends a loop: fails), ``huber_irls`` (6
    re-weighted solves) or ``loop_ransac`` (25). ``weighting`` (no order) ``equal`` or
    ``instrument_sd`` (5% more). ``supernode`` columns (dense kernels at full speed from 64 with
    the multifrontal, 256 with the left-looking). ``threads`` (258 or 516: the second thread of a
    core adds 15%). 16 flops a cycle a core at full speed, 12 bytes a factor entry. Times in us,
    bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        so, od, bl, wt = (np.asarray(c[k]) for k in ("solver", "ordering", "blunders", "weighting"))
        th, sn = c["threads"], c["supernode"]
        n = stations * 3.0
        a_nnz = n * 14.0  # the normal matrix: a station's own and its neighbours' 3 x 3 blocks
        fill = np.select([od == "natural", od == "rcm", od == "amd"], [4.0e4, 60.0, 18.0], 12.0)
        nnz = n * fill  # the factor's
        flops = np.select([so == "sparse_cholesky", so == "multifrontal"], [nnz * fill * 2.0, nnz * fill * 1.6],
                          a_nnz * 2.0 * 400.0 * np.select([od == "natural", od == "rcm"], [1.3, 1.0], 1.1))
        dense_ok = np.minimum(1.0, sn / np.where(so == "multifrontal", 64.0, 256.0))
        eff = np.where(so == "pcg", 0.08, 0.15 + 0.6 * dense_ok)
        rounds = np.select([bl == "huber_irls", bl == "loop_ransac"], [6.0, 25.0], 1.0)
        rounds = rounds * np.where(wt == "instrument_sd", 1.05, 1.0)
        comp = rounds * flops / (smt_cores(th, cores, 0.15) * ghz * 1e3 * 16.0 * eff)
        mem = rounds * np.where(so == "pcg", a_nnz * 12.0 * 400.0, nnz * 12.0 * 2.0) / dram_bw
        t = np.maximum(comp, mem) + 0.2 * np.minimum(comp, mem) + 2.0e6
        bad = ((bl == "none") | ((so != "pcg") & (nnz * 12.0 > mem_gb * 1e9)) | (so == "dense_normal")
               | ((so == "sparse_cholesky") & (sn > 64)))
        return np.where(bad, np.nan, t)
    return cost


def cave_params() -> dict[str, list[Any]]:
    return {"solver": ["dense_normal", "sparse_cholesky", "multifrontal", "pcg"],
            "ordering": ["natural", "rcm", "amd", "nested_dissection"], "blunders": ["none", "huber_irls", "loop_ransac"],
            "weighting": ["equal", "instrument_sd"], "threads": [258, 516], "supernode": [16, 64, 256]}


def bird_migration(birds: float, days: float, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """The autumn migration of ``birds`` simulated songbirds from northern Europe to Africa over
    ``days`` days, each flying through the reanalysis winds by its own orientation rule, on a GPU
    (a bird a thread). ``orientation`` (no order): ``compass_fixed`` (one heading: the observed
    detours round the Sahara missed, fails), ``geomagnetic_map`` (220 flops a step) or
    ``celestial_sun`` (160). ``wind`` (no order): ``none`` (fails: the winds make the routes),
    ``reanalysis_3h`` or ``reanalysis_1h`` (three times the wind fields' traffic). ``interp``
    (no order): ``nearest``, ``trilinear`` (8 taps) or ``tricubic`` (64; with hour-long steps only
    the nearest is stable: the others overshoot the fronts and fail). ``dt_min`` the step.
    ``birds_block`` birds a block and ``threads`` a block (birds beyond the threads wait; 56
    registers a thread); the wind cells a block touches held in shared memory, 4 bytes a tap
    (unsorted birds 6 cells each, at most 4,096: over the 234 KB, fails; ``morton``-sorted 4 and
    ``by_flock`` 12 times the root of the block's birds), the winds re-read from memory less often
    the more birds a sorted block shares; the blocks run in waves over the cores, the last
    part-empty. 64 bytes a bird a step. Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        ori, wi, ip, so = (np.asarray(c[k]) for k in ("orientation", "wind", "interp", "sort"))
        dt, bb, th = c["dt_min"], c["birds_block"], c["threads"]
        steps = days * 1440.0 / dt
        flops = np.select([ori == "geomagnetic_map", ori == "celestial_sun"], [220.0, 160.0], 40.0)
        taps = np.select([ip == "nearest", ip == "trilinear"], [1.0, 8.0], 64.0)
        tile = np.select([so == "none", so == "morton"], [bb * 6.0, 4.0 * bb ** 0.5], 12.0 * bb ** 0.5)  # wind cells a block touches
        smem = np.minimum(tile, 4096.0) * taps * 4.0
        res = _big(th, smem, 56.0)
        occ = np.minimum(1.0, res * th / 2048.0)
        busy = np.minimum(1.0, bb / th)
        rate = cores * 128 * 2.0 * ghz * 1e3
        comp = birds * steps * (flops + taps * 6.0) / (rate * busy * (0.3 + 0.7 * occ))
        wind_b = np.where(wi == "reanalysis_1h", 3.0, 1.0) * taps * 8.0 * 4.0 / np.maximum(bb / np.where(so == "none", 16.0, 2.0), 1.0)
        mem = birds * steps * (64.0 + wind_b) / dram_bw
        blocks = np.ceil(birds / bb)
        waves = np.ceil(blocks / (cores * np.maximum(res, 1)))
        tail = blocks / (waves * cores * np.maximum(res, 1))  # the last wave part-empty
        t = (np.maximum(comp, mem) + 0.2 * np.minimum(comp, mem)) / tail + 1.0e6
        bad = ((ori == "compass_fixed") | (wi == "none") | (res < 1) | ((dt >= 60) & (ip != "nearest")))
        return np.where(bad, np.nan, t)
    return cost


def bird_params() -> dict[str, list[Any]]:
    return {"orientation": ["compass_fixed", "geomagnetic_map", "celestial_sun"], "wind": ["none", "reanalysis_3h", "reanalysis_1h"],
            "interp": ["nearest", "trilinear", "tricubic"], "dt_min": [5, 10, 15, 30, 60],
            "birds_block": [64, 128, 256, 512, 1024], "threads": [64, 128, 256, 512, 1024], "sort": ["none", "morton", "by_flock"]}


def exam_timetable(restarts: int, exams: int, cores: int, ghz: float) -> Callable[[Cols], np.ndarray]:
    """A university's examination timetable (``exams`` exams into 60 periods and their rooms, the
    students' clashes hard, their back-to-back exams soft) by ``restarts`` independent restarts of
    a metaheuristic on a CPU with two hardware threads a core (the restarts dealt as tasks).
    ``algorithm`` (no order): ``greedy_dsatur`` (a saturation-degree colouring alone, 2,000
    cycles an exam: its clashes remain, fails), ``tabu_search``, ``simulated_annealing`` or
    ``great_deluge``. ``neighbourhood`` (no order): ``swap`` (40 cycles a move; tabu search
    cycles among swaps: fails, and the others need 10^7 of them), ``kempe_chain`` (400) or
    ``ejection_chain`` (900; both need 10^6 moves: fewer leave clashes, fail). ``move_eval``
    (no order): ``full_recompute`` (every move re-scores the timetable: a twentieth of the exams
    times a move's cycles) or ``delta``. ``iterations`` moves a restart. ``conflicts`` (no
    order): ``dense`` (the clash matrix out of cache, 3 times a move's cycles), ``sparse_csr``
    (1.4) or ``bitset``. ``restarts_task`` restarts a task (dealt to ``threads`` threads in
    rounds, the last part-empty; 50 ms a task) and ``threads`` (258 or 516: the second thread of
    a core adds 30%). Times in us."""
    def cost(c: Cols) -> np.ndarray:
        al, nb, me, cm = (np.asarray(c[k]) for k in ("algorithm", "neighbourhood", "move_eval", "conflicts"))
        it, rt, th = c["iterations"], c["restarts_task"], c["threads"]
        per_move = np.select([nb == "swap", nb == "kempe_chain"], [40.0, 400.0], 900.0)
        per_move = per_move * np.where(me == "full_recompute", exams / 20.0, 1.0)
        cache = np.select([cm == "dense", cm == "sparse_csr"], [3.0, 1.4], 1.0)
        per_run = np.where(al == "greedy_dsatur", exams * 2000.0, it * per_move * cache)
        tasks = np.ceil(restarts / rt)
        rounds = np.ceil(tasks / th)
        speed = smt_cores(th, cores, 0.3) / th
        t = rounds * rt * per_run / (speed * ghz * 1e3) + rounds * 5.0e4 + 5.0e5
        need = np.where(nb == "swap", 1e7, 1e6)
        bad = (al == "greedy_dsatur") | (it < need) | ((nb == "swap") & (al == "tabu_search"))
        return np.where(bad, np.nan, t)
    return cost


def exam_params() -> dict[str, list[Any]]:
    return {"algorithm": ["greedy_dsatur", "tabu_search", "simulated_annealing", "great_deluge"],
            "neighbourhood": ["swap", "kempe_chain", "ejection_chain"], "move_eval": ["full_recompute", "delta"],
            "iterations": [100000, 1000000, 10000000], "restarts_task": [1, 4, 25, 100], "threads": [258, 516],
            "conflicts": ["dense", "sparse_csr", "bitset"]}


def seen_41_synthetic() -> list[tuple[str, Landscape]]:
    """The forty-first held-out set's synthetic part: nine families no earlier set had (constants
    of a 214-core GPU with 234 KB of shared memory a core, 7.3 TB/s at 1.48 GHz and fp64 at 1/2,
    a 242-core one with 210 KB, 6.3 TB/s at 1.26 GHz, fp64 at 1/64 and 284 GB, and a 258-core
    CPU with two hardware threads a core at 3.06 GHz with 970 GB/s and 2432 GB; times in us)."""
    L, S = Landscape, "seen_41"
    return [
        (S, L("dune_field_ap", dune_params(), dune_field(200.0, 2.0e4, 242, 6.3e6, 1.26, 1 / 64, 284.0), 0.02)),
        (S, L("xrf_scan_ap", xrf_params(), xrf_scan(1.2e7, 214, 7.3e6, 1.48, 1 / 2), 0.02)),
        (S, L("coaster_ride_ap", coaster_params(), coaster_ride(3000, 120.0, 258, 3.06), 0.02)),
        (S, L("sleep_staging_ap", sleep_params(), sleep_staging(20000, 258, 3.06, 0.97e6), 0.02)),
        (S, L("lattice_sieve_ap", sieve_params(), lattice_sieve(140, 214, 7.3e6, 1.48, 356.0), 0.02)),
        (S, L("vitrification_ap", vitrification_params(), vitrification(500, 242, 6.3e6, 1.26, 1 / 64), 0.02)),
        (S, L("cave_survey_ap", cave_params(), cave_survey(2.0e6, 258, 3.06, 0.97e6, 2432.0), 0.02)),
        (S, L("bird_migration_ap", bird_params(), bird_migration(1.0e6, 60.0, 214, 7.3e6, 1.48), 0.02)),
        (S, L("exam_timetable_ap", exam_params(), exam_timetable(300, 2500, 258, 3.06), 0.02)),
    ]


SEEN_41_DIR = _data_dir("zoo_seen_41")


def seen_41() -> list[tuple[str, Landscape]]:
    """The forty-first held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_41/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_41", SEEN_41_DIR)
    return seen_41_synthetic() + recorded
