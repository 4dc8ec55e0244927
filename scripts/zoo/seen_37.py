"""The zoo's ``seen_37`` set.

``seen_37`` (was ``held_out_37``, :func:`seen_37`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the thirty-fifth round, see docs/benchmarks.md):
0 wins / 12 ties / 1 loss against the best peer, geo-mean
1.0071, second of the five (tpe_mv 1.0021); the synthetic nine 0 / 9 / 0 (the best geo-mean,
1.0011); the recorded four on 30 seeds 0 / 3 / 1 (the loss the GEMM, 1.078 against tpe_mv's
1.000, whose committed optimum is one fast sample: quietly 1.004), quietly 0 / 4 / 0 under both
confirmations; R1 0 / 13 / 0, geo-mean 1.0013; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (radio astronomy, geothermal reservoir
engineering, rotorcraft aeroacoustics, hearing science, hydraulic transients of hydropower,
tsunami science, semiconductor crystal growth, lightning protection, sports engineering), with
constants unlike the other sets' (a 146-core GPU with 252 KB of shared memory a core, 5.0 TB/s at
1.2 GHz, fp64 at 1/2 and 104 GB, holding 1536 threads and 28 blocks a core, a 106-core one with
116 KB a core, 1.9 TB/s at 1.05 GHz, fp64 at 1/64 and 44 GB, holding 1024 threads and 16 blocks a
core, both with 128 lanes and 255 registers a thread, and a 98-core CPU at 3.35 GHz with eight
hardware threads a core, 585 GB/s and 704 GB; times in us, bandwidths in bytes/us):

- ``radio_imaging_al`` (2880, 35.0%, 30x): a wide-field image from 2 x 10^10 visibilities on a
  16384^2 grid on the 146-core GPU, w-projection (support times planes under 256: fails),
  w-stacking (under 64 planes: fails), image-domain gridding (subgrids of 16-64 pixels, off chip
  over the 252 KB) or facets (at a support of 4: fail), supports of 4-12, 16-128 w planes, fp32
  (with 128 w stacks: fails), fp64 or mixed, 64-1024 threads (fp64 at 1024: fails); 160 within 5%;
- ``geothermal_thm_al`` (1728, 46.5%, 7817x): 30 years of an enhanced geothermal reservoir,
  thermal-hydraulic-mechanical, on the 98-core CPU, drained split (fails), fixed-stress,
  undrained split or monolithic coupling, explicit fractures (on 0.5 M cells: fail), dual
  porosity or embedded fractures, 0.5-4 M cells, ILU(0), CPR-AMG (its gain only with monolithic
  coupling) or block Jacobi, steps of 1-30 days (30 unless monolithic: fails) and 98-784
  threads; one within 5%;
- ``rotor_noise_al`` (810, 55.6%, 5777x): a rotor's blade-vortex-interaction noise at 4,000
  microphones by the Ffowcs Williams-Hawkings analogy on the 106-core GPU, 2,000 (fails) to
  32,000 panels, 4-16 revolutions, formulation 1A, source-time dominant or emission surfaces,
  chord-compact (fails), blade or porous surfaces, fp32 or fp64 at 1/64 and 32-512 threads;
  two within 5%;
- ``cochlea_model_al`` (5184, 66.7%, 987x): auditory-nerve responses to 20,000 words from a
  nonlinear transmission-line cochlea on the 98-core CPU, 500 (fails) to 4,000 sections, RK4
  (under 200 kHz: fails), implicit Euler (fails), trapezoidal or adaptive RK45, 100-400 kHz, no
  (fails), Boltzmann or Hopf nonlinearity, no, Humphrey or Zilany synapses, 98-784 threads and
  1-256 words a task; two within 5%;
- ``water_hammer_al`` (10368, 44.4%, 2624x): 5,000 load-rejection transients of a pumped-storage
  plant's 40 pipes on the 98-core CPU, the method of characteristics (at Courant 0.5: fails),
  wave characteristics or implicit differences (fail), quasi-steady, Brunone or Zielke friction,
  50-800 reaches, Courant 0.5-1, 98 or 392 threads, and six that barely matter (output format,
  logging, valve table, affinity, chunk, denormals): eleven parameters, 192 within 5%;
- ``tsunami_forecast_al`` (5184, 60.8%, 331x): a 12-hour megathrust tsunami forecast due within
  30 minutes (later: fails) on the 146-core GPU, linear (fails), nonlinear or Boussinesq
  equations, 30-120 arc-second outer grids, 1 (fails) to 4 nests, CFL 0.5-0.9, fp32 (with
  Boussinesq: fails), fp64 or mixed, 128-1024 threads over 16-64-cell tiles (their halos over
  the 252 KB: fail); 19 within 5%;
- ``crystal_growth_al`` (576, 69.4%, 2113x): half an hour of a 300 mm Czochralski silicon melt on
  the 106-core GPU within three days, laminar (fails), WALE LES (on 4 M cells: fails), dynamic
  LES or DNS (under 16 M cells: fails), 4-64 M cells, no, cusp or transverse magnetic fields,
  segregated or coupled solves (over the 44 GB: fail), fp32 (on 64 M cells: fails) or fp64 at
  1/64 and 64-512 threads; six within 5%;
- ``lightning_fdtd_al`` (1080, 65.0%, 55x): the overvoltages of a lightning strike to a 500 kV
  tower by 3-D FDTD on the 146-core GPU, cells of 5 cm (over the 104 GB: fail) to 40 cm (fail),
  Mur (fails), CPML or UPML boundaries, transmission-line, MTLE or antenna-theory channels,
  fp32, mixed or fp64, split or fused updates and 128-1024 threads (fused at 1024: fails);
  eight within 5%;
- ``cycling_aero_al`` (972, 48.1%, 55x): a time-trial rider's drag and speed over 30 yaw angles
  and 6 wind speeds on the 98-core CPU overnight, potential-flow panels (fail), viscous panels or
  RANS over 200-3,200 panels, analytic, panel or rotating-RANS wheels, Newton, Broyden or fixed-point
  (with the legs' motion: fails) solves, static, phase-averaged or moving legs and 98-784
  threads; 60 within 5%.

And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind
tuned together: a non-causal grouped-query attention (two query heads a KV head) with its query
and KV blocks, KV split and pipeline but its softmax, ``opt_level`` and unroll left at the
default, a batched GEMM of transposed B tuning its M and K tiles with schedule, ``output_align``
and unroll but its N tile left at the default, a non-gated SiLU FFN with the up projection's M
tile, the down K tile, the down schedule, ``fuse_activation`` and ``l1_prefetch``, and a LayerNorm
with its rows a block, hidden split and unroll but neither its stats, its pipeline nor its
``opt_level`` (a set no earlier LayerNorm or RMSNorm space tuned), each space measured
exhaustively (every configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_37/`` (gzip JSON, times in
us, provenance in each file's ``source``, 16 KB in all). They were recorded on the shared 2-core
machine the standing way, ``--only`` each, one after another, the recorder at normal priority
(not niced); ``ps`` (every 60 s and at the end, six times, and three times more by hand) showed
nothing else running but the recorder, its measuring worker and the C compiler it called, and
idle tool shells (no other python or pytest process; no benchmark of the lead's), and this
helper only wrote text beside it (heredocs into /tmp and greps over the zoo's docstrings,
nothing enumerated, measured or tested) (load average 0.14-1.12 sampled every 10 s over the
recording, 30 samples, median 0.92, the recorder itself included; 0.14 at its start): the tail
of their samples is real measurement noise, about as light as seen_36's (median spread 1-2%),
and the fastest sample is the true cost. Before that, the first and the last configuration of
each space were compiled (not run) to check they build. Every configuration ran, so they are 0%
infeasible (reported, not forced into 30-70%):

==============================================================  ========================================  =======  ======  ======  =========
landscape                                                       op (shape)                                configs  params  spread  worst/opt
==============================================================  ========================================  =======  ======  ======  =========
cpu_attention_gqa2_noncausal_no_softmax_no_opt_level_no_unroll  grouped-query attention, not causal           144       4      1%       1.4x
                                                                (batch 1, 14 query heads and 7 KV heads,
                                                                72 queries over 296 keys, d 48)
cpu_gemm_transb_mk_tiles_schedule_align_unroll                  batched GEMM of transposed B (2 x 168 x       144       5      2%       2.1x
                                                                216 @ (232 x 216)^T)
cpu_ffn_silu_m_down_k_down_schedule_fuse_prefetch               FFN, SiLU, not gated (112 tokens, 216 ->      144       5      2%       1.1x
                                                                520)
cpu_layernorm_no_stats_no_pipeline_no_opt_level                 LayerNorm (1344 rows x 1728)                  140       3      1%       1.2x
==============================================================  ========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
41, 1, 82 and 21 configurations.) Recording took 83 + 55 + 68 + 86 s, 4.9 minutes in all, one
landscape after another (2026-12-05 01:51 to 01:56 UTC).
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, resident_blocks

_big = partial(resident_blocks, smem_kb=252.0, max_threads=1536, max_blocks=28, max_regs=255)  # the 146-core GPU's core
_small = partial(resident_blocks, smem_kb=116.0, max_threads=1024, max_blocks=16, max_regs=255)  # the 106-core GPU's core


def _smt8(threads: Any, cores: int, gain: float) -> Any:
    """Cores' worth of throughput from ``threads`` threads on a CPU with eight hardware threads a
    core: the extra threads on a core add up to ``gain`` of a core between them, each less than
    the one before (log2 of the threads a core); past eight a core they time-share and 5% is lost."""
    first = np.minimum(threads, cores)
    more = np.clip(threads - cores, 0, 7 * cores)
    return np.where(threads > 8 * cores, 0.95, 1.0) * (first + gain * cores * np.log2(1.0 + more / cores) / 3.0)


def radio_imaging(vis: float, npix: int, cores: int, dram_bw: float, ghz: float, fp64: float, mem_gb: float
                  ) -> Callable[[Cols], np.ndarray]:
    """A wide-field continuum image from ``vis`` visibilities of a radio interferometer on a GPU,
    a ``npix``^2 grid, major cycles of gridding and degridding. ``gridder`` (no order):
    ``w_projection`` (a convolution kernel a w plane: the kernel grows with the field, its
    support times the planes under 256 leaves the far field's phase wrong, fails), ``w_stacking``
    (a grid and an FFT a w plane; under 64 planes the same error: fails), ``idg`` (image-domain
    gridding: a subgrid of ``tile``^2 pixels a chunk of visibilities, its Fourier transform on
    chip, four polarisations; over the shared memory: left off chip, three times the traffic) or
    ``facet`` (facets and a flat kernel: at a support of 4 they alias, fail). ``support`` of the
    kernel (support^2 multiply-adds a visibility, 8 flops each), ``precision`` (no order): ``fp32``
    (with 128 w stacks the accumulated rounding limits the dynamic range: fails), ``fp64`` (at
    ``fp64`` the fp32 rate) or ``mixed`` (fp32 gridding, fp64 FFTs: 1.1 times). ``threads`` a block
    (48 registers a thread in fp32, 96 in fp64: over the register file at 1024, fails). Five major
    cycles (the w stacks one after another, four polarisations' grids in memory at a time); 3 s to
    read the measurement set. Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        gr, pr = np.asarray(c["gridder"]), np.asarray(c["precision"])
        sp, wp, th, tl = c["support"], c["w_planes"], c["threads"], c["tile"]
        wide = pr == "fp64"
        slow = np.where(wide, 1.0 / fp64, np.where(pr == "mixed", 1.1, 1.0))
        rate = cores * 128 * 2.0 * ghz * 1e3
        kern = np.select([gr == "w_projection", gr == "idg"], [sp + 96.0 / wp * 4.0, 0.0 * sp], sp)
        grid_fl = np.where(gr == "idg", vis * tl ** 2 * 4.0 * 8.0 / 64.0 * 1.5, vis * kern ** 2 * 8.0)
        word = np.where(wide, 16.0, 8.0)
        smem = np.where(gr == "idg", tl ** 2 * 4.0 * word, (kern ** 2) * word * 8.0)
        res = _big(th, smem, np.where(wide, 96.0, 48.0))
        occ = np.minimum(1.0, np.maximum(res, 1.0) * th / 1536.0)
        traffic = vis * 24.0 * np.where((gr == "idg") & (res < 1), 3.0, 1.0)
        grid_t = np.maximum(grid_fl * slow / (rate * (0.25 + 0.75 * occ)), traffic / (dram_bw * (0.5 + 0.4 * occ)))
        ffts = np.select([gr == "w_stacking", gr == "facet"], [wp, 16.0], 1.0)
        fft_t = ffts * 5.0 * npix ** 2 * np.log2(npix ** 2) * np.where(pr == "fp32", 1.0, 1.0 / fp64) / (rate * 0.5)
        t = 5.0 * 2.0 * (grid_t + fft_t) + 3.0e6
        bad = (((gr == "w_projection") & (sp * wp < 256)) | ((gr == "w_stacking") & (wp < 64))
               | ((gr == "facet") & (sp <= 4)) | ((pr == "fp32") & (gr == "w_stacking") & (wp >= 128))
               | ((th == 1024) & wide) | (4.0 * npix ** 2 * word > mem_gb * 1e9))
        return np.where(bad, np.nan, t)
    return cost


def radio_params() -> dict[str, list[Any]]:
    return {"gridder": ["w_projection", "w_stacking", "idg", "facet"], "support": [4, 6, 8, 12],
            "w_planes": [16, 32, 64, 128], "precision": ["fp32", "fp64", "mixed"],
            "threads": [64, 128, 256, 512, 1024], "tile": [16, 32, 64]}


def geothermal_thm(years: float, cores: int, ghz: float, dram_bw: float, mem_gb: float
                   ) -> Callable[[Cols], np.ndarray]:
    """``years`` years of an enhanced geothermal system's fractured granite reservoir, coupled
    thermal-hydraulic-mechanical, on a CPU with eight hardware threads a core: ``cells_m``
    million cells nominal. ``coupling`` (no order): ``drained_split`` (unstable for the
    stiff rock: fails), ``fixed_stress`` (four sweeps a step), ``undrained_split`` (six) or
    ``monolithic`` (one solve of three times the unknowns, 2.5 times the iterations). ``fractures``
    (no order): ``dfn`` (explicit fractures, on 0.5 million cells the mesh cannot conform: fails;
    1.6 times the cells), ``dual_porosity`` (two continua, twice the unknowns) or
    ``embedded_dfm`` (1.2 times). ``preconditioner`` (no order): ``ilu0`` (iterations growing as the
    cube root of the cells, 60 at a million), ``cpr_amg`` (12, 2.2 times the work of an iteration,
    and without monolithic coupling it has nothing to decouple: as ilu0's iterations) or
    ``block_jacobi`` (per thread: 90 at a million, growing with the square root of the threads).
    ``dt_days``: steps of 1-30 days (30 splits the cold front's advance unless monolithic: fails).
    ``threads`` (the extra hardware threads add 35% of a core between them: the sparse solve waits
    on memory). 600 bytes and 900 cycles a cell an iteration. Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        cp, fr, pc = (np.asarray(c[k]) for k in ("coupling", "fractures", "preconditioner"))
        cm, dt, th = c["cells_m"], c["dt_days"], c["threads"]
        cells = cm * 1e6 * np.select([fr == "dfn", fr == "dual_porosity"], [1.6, 2.0], 1.2)
        sweeps = np.select([cp == "fixed_stress", cp == "undrained_split"], [4.0, 6.0], 1.0)
        unknowns = cells * np.where(cp == "monolithic", 3.0, 1.0)
        its = np.select([pc == "ilu0", (pc == "cpr_amg") & (cp == "monolithic"), pc == "cpr_amg"],
                        [60.0 * (unknowns / 1e6) ** (1 / 3), 12.0, 60.0 * (unknowns / 1e6) ** (1 / 3) * 1.1],
                        90.0 * np.sqrt(th / 98.0) * (unknowns / 1e6) ** 0.5)
        its = its * np.where(cp == "monolithic", 2.5, 1.0)
        work = np.where(pc == "cpr_amg", 2.2, 1.0)
        steps = years * 365.0 / dt * (1.0 + 0.15 * np.log2(dt))  # Newton iterations grow with the step
        comp = unknowns * its * 900.0 * work / (_smt8(th, cores, 0.35) * ghz * 1e3)
        mem = unknowns * its * 600.0 * work / (dram_bw * 0.75)
        t = steps * sweeps * np.maximum(comp, mem) + 6.0e7
        bad = ((cp == "drained_split") | ((fr == "dfn") & (cm <= 0.5)) | ((dt >= 30) & (cp != "monolithic"))
               | (unknowns * 4000.0 * work > mem_gb * 1e9))
        return np.where(bad, np.nan, t)
    return cost


def geothermal_params() -> dict[str, list[Any]]:
    return {"coupling": ["drained_split", "fixed_stress", "undrained_split", "monolithic"],
            "fractures": ["dfn", "dual_porosity", "embedded_dfm"], "cells_m": [0.5, 1, 2, 4],
            "preconditioner": ["ilu0", "cpr_amg", "block_jacobi"], "dt_days": [1, 5, 30],
            "threads": [98, 196, 392, 784]}


def rotor_noise(observers: int, cores: int, dram_bw: float, ghz: float, fp64: float
                ) -> Callable[[Cols], np.ndarray]:
    """A helicopter rotor's blade-vortex-interaction noise on a hemisphere of ``observers``
    microphones by the Ffowcs Williams-Hawkings analogy on a GPU: ``panels`` source panels on
    the blades (2,000 do not resolve the vortex's passage: fail), ``revolutions`` of the periodic
    loads (4-16: more only average the noise). ``formulation`` (no order): ``f1a`` (retarded
    time by Newton iteration a source-observer pair, 6 iterations of 40 flops), ``source_time``
    (source-time dominant: an interpolation of 30 flops, the arrivals binned) or ``emission_sphere``
    (precomputed emission surfaces: 12 flops, 96 bytes a pair read). ``surface`` (no order):
    ``compact`` (chord-compact lines: 1/20 the panels, misses the interaction: fails), ``blade``
    (the loading and thickness noise, 120 flops a pair) or ``porous`` (a permeable surface around
    the blades, 4 times the panels, 200 flops). ``precision`` ``fp32`` or ``fp64`` (at ``fp64``
    the fp32 rate). ``threads`` a block: an observer's arrival bins in shared memory (32 KB in
    fp32, twice in fp64), 40 registers a thread. 360 time steps a revolution. Times in us,
    bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        fo, sf, pr = (np.asarray(c[k]) for k in ("formulation", "surface", "precision"))
        pn, rv, th = c["panels"], c["revolutions"], c["threads"]
        src = pn * np.select([sf == "compact", sf == "porous"], [0.05, 4.0], 1.0)
        pairs = src * observers * rv * 360.0
        fl = np.select([fo == "f1a", fo == "source_time"], [240.0, 30.0], 12.0) + np.where(sf == "porous", 200.0, 120.0)
        byts = np.where(fo == "emission_sphere", 96.0, 8.0)
        slow = np.where(pr == "fp64", 1.0 / fp64, 1.0)
        res = _small(th, np.where(pr == "fp64", 65536.0, 32768.0), 40.0)
        occ = np.minimum(1.0, np.maximum(res, 1.0) * th / 1024.0)
        rate = cores * 128 * 2.0 * ghz * 1e3
        t = np.maximum(pairs * fl * slow / (rate * (0.2 + 0.8 * occ)), pairs * byts / (dram_bw * (0.4 + 0.5 * occ))) + 2.0e6
        bad = (pn <= 2000) | (sf == "compact") | (res < 1)
        return np.where(bad, np.nan, t)
    return cost


def rotor_params() -> dict[str, list[Any]]:
    return {"panels": [2000, 8000, 32000], "revolutions": [4, 8, 16],
            "formulation": ["f1a", "source_time", "emission_sphere"], "surface": ["compact", "blade", "porous"],
            "precision": ["fp32", "fp64"], "threads": [32, 64, 128, 256, 512]}


def cochlea_model(words: int, cores: int, ghz: float, dram_bw: float) -> Callable[[Cols], np.ndarray]:
    """Auditory-nerve responses to ``words`` spoken words (0.6 s each) from a nonlinear
    transmission-line model of the human cochlea on a CPU with eight hardware threads a core:
    ``sections`` sections along the basilar membrane (500 alias the travelling wave: fail), a
    sample rate of ``fs_khz`` kHz. ``solver`` (no order): ``rk4`` (four stages; the stiff
    outer-hair-cell feedback needs 200 kHz or more: under it, fails), ``implicit_euler`` (damps the
    active amplification away: fails), ``trapezoid`` (one tridiagonal solve, 2.5 times a stage,
    stable at any rate) or ``adaptive_rk45`` (six stages, steps halved at loud onsets: 1.6 times).
    ``nonlinearity`` (no order): ``none`` (no compression: the level dependence is lost, fails),
    ``boltzmann`` (60 cycles a section) or ``hopf`` (a Hopf oscillator a section, 140).
    ``synapse`` (no order): ``humphrey`` (30 cycles a section a sample), ``zilany`` (a power-law
    adaptation, 400 cycles a section at a decimated 100 kHz) or ``none`` (0). 90 cycles a section
    and 48 bytes a section a stage. ``threads`` over words, ``batch`` words a task (one word a
    task: 40 us of scheduling each). Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        so, nl, sy = (np.asarray(c[k]) for k in ("solver", "nonlinearity", "synapse"))
        sc, fs, th, bt = c["sections"], c["fs_khz"], c["threads"], c["batch"]
        samples = words * 0.6 * fs * 1e3
        stages = np.select([so == "rk4", so == "trapezoid", so == "adaptive_rk45"], [4.0, 2.5, 9.6], 1.0)
        cyc = stages * (90.0 + np.select([nl == "boltzmann", nl == "hopf"], [60.0, 140.0], 0.0))
        cyc = cyc + np.select([sy == "humphrey", sy == "zilany"], [30.0, 400.0 * 100.0 / fs], 0.0)
        eff = np.minimum(1.0, (words / bt) / th)  # tasks for the threads
        comp = samples * sc * cyc / (_smt8(th, cores, 0.6) * ghz * 1e3 * np.maximum(eff, 1.0 / th))
        mem = samples * sc * stages * 48.0 / dram_bw
        t = np.maximum(comp, mem) + words / bt * 40.0 + 1.0e6
        bad = (sc <= 500) | (so == "implicit_euler") | ((so == "rk4") & (fs < 200)) | (nl == "none")
        return np.where(bad, np.nan, t)
    return cost


def cochlea_params() -> dict[str, list[Any]]:
    return {"sections": [500, 1000, 2000, 4000], "solver": ["rk4", "implicit_euler", "trapezoid", "adaptive_rk45"],
            "fs_khz": [100, 200, 400], "nonlinearity": ["none", "boltzmann", "hopf"],
            "synapse": ["none", "humphrey", "zilany"], "threads": [98, 196, 392, 784], "batch": [1, 16, 256]}


def water_hammer(scenarios: int, pipes: int, cores: int, ghz: float, dram_bw: float) -> Callable[[Cols], np.ndarray]:
    """Load-rejection transients of a pumped-storage plant's penstocks and tunnels (``pipes``
    pipes), ``scenarios`` valve-closure scenarios of 120 s each, on a CPU with eight hardware
    threads a core. ``method`` (no order): ``moc`` (the method of characteristics, exact at a
    Courant number of 1, interpolating below it: at 0.5 the interpolation damps the pressure peak,
    fails), ``wave_characteristic`` (events only at the waves' arrivals: a third of the work) or
    ``fd_implicit`` (smears the peak: fails). ``friction`` (no order): ``quasi_steady`` (20 cycles
    a node a step), ``brunone`` (45) or ``zielke`` (a convolution over past steps: 400).
    ``reaches`` a pipe (wave speed 1,100 m/s over 2.4 km: the step 2.2 ms at 50 reaches) and the
    ``courant`` number (the step times it); ``threads`` (98 or 392: the extra hardware threads add
    a fifth of a core between them; 160 bytes a node a step: the memory holds both). And six that barely matter (within 1%): the ``output``
    format, ``logging``, the ``valve_table``'s interpolation, thread ``affinity``, the scenarios'
    ``chunk`` and ``denormals``. Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        me, fr, ou, lg, vt, af, dn = (np.asarray(c[k]) for k in ("method", "friction", "output", "logging",
                                                               "valve_table", "affinity", "denormals"))
        rc, cr, th, ch = c["reaches"], c["courant"], c["threads"], c["chunk"]
        dt = 2.4e3 / rc / 1.1e3 * cr
        nodes = pipes * (rc + 1.0)
        steps = 120.0 / dt
        cyc = np.select([fr == "quasi_steady", fr == "brunone"], [20.0, 45.0], 400.0) + 60.0
        cyc = cyc * np.where(me == "wave_characteristic", 0.33, 1.0) * np.where(cr < 1.0, 1.3, 1.0)
        comp = scenarios * steps * nodes * cyc / (_smt8(th, cores, 0.2) * ghz * 1e3)
        mem = scenarios * steps * nodes * 160.0 * np.where(me == "wave_characteristic", 0.33, 1.0) / dram_bw
        minor = (np.where(ou == "hdf5", 0.996, 1.0) * np.where(lg == "events", 1.005, 1.0)
                 * np.where(vt == "spline", 1.002, 1.0) * np.where(af == "spread", 0.997, 1.0)
                 * np.where(ch == 8, 0.998, 1.0) * np.where(dn == "flush", 0.999, 1.0))
        t = (np.maximum(comp, mem) + 3.0e6) * minor
        bad = (me == "fd_implicit") | ((me == "moc") & (cr <= 0.5))
        return np.where(bad, np.nan, t)
    return cost


def water_hammer_params() -> dict[str, list[Any]]:
    return {"method": ["moc", "wave_characteristic", "fd_implicit"], "friction": ["quasi_steady", "brunone", "zielke"],
            "reaches": [50, 200, 800], "courant": [0.5, 0.9, 1.0], "threads": [98, 392],
            "output": ["csv", "hdf5"], "logging": ["off", "events"], "valve_table": ["linear", "spline"],
            "affinity": ["compact", "spread"], "chunk": [1, 8], "denormals": ["keep", "flush"]}


def tsunami_forecast(hours: float, deadline_min: float, cores: int, dram_bw: float, ghz: float, fp64: float
                     ) -> Callable[[Cols], np.ndarray]:
    """A faster-than-real-time forecast of a megathrust tsunami, ``hours`` hours over an ocean
    basin (80 x 50 degrees) with nested coastal grids on a GPU, due within ``deadline_min``
    minutes (later: fails). ``equations`` (no order): ``linear`` (no inundation: fails),
    ``nonlinear`` (120 flops a cell a step) or ``boussinesq`` (dispersive, a tridiagonal solve a
    row: 420 flops and three more fields). ``arcsec`` of the outer grid (the step by its CFL
    number ``cfl`` at 4 km depth), ``nests`` (each refining by 4 over a 1/16-sized region: on one
    nest the harbours are not resolved, fails), ``cfl`` 0.5-0.9. ``precision`` (no order): ``fp32`` (the dispersive terms lose the
    long-wave balance: with Boussinesq, fails), ``fp64`` (at ``fp64`` the fp32 rate) or ``mixed``
    (fp64 sums of fp32 fluxes, 1.3 times). ``threads`` a block over ``tile``^2-cell tiles with a
    two-cell halo in shared memory (over the 252 KB: fails); 14 launches of 4 us a step. Times in
    us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        eq, pr = np.asarray(c["equations"]), np.asarray(c["precision"])
        a, ne, cf, th, tl = c["arcsec"], c["nests"], c["cfl"], c["threads"], c["tile"]
        cells0 = (80.0 * 3600.0 / a) * (50.0 * 3600.0 / a)  # each nest as many: 4^2 finer over 1/16 the area
        dt0 = cf * a * 30.9 / np.sqrt(9.81 * 4000.0)
        steps = hours * 3600.0 / dt0 * (4.0 ** ne - 1.0) / 3.0  # the nests sub-cycle, 4 steps to their parent's one
        fields = np.where(eq == "boussinesq", 6.0, 3.0)
        word = np.where(pr == "fp32", 4.0, 8.0)
        fl = np.where(eq == "boussinesq", 420.0, 120.0)
        slow = np.select([pr == "fp64", pr == "mixed"], [1.0 / fp64, 1.3], 1.0)
        res = _big(th, (tl + 4.0) ** 2 * fields * word, 64.0)
        occ = np.minimum(1.0, np.maximum(res, 1.0) * th / 1536.0)
        waste = (tl + 4.0) ** 2 / tl ** 2  # the halos re-read
        rate = cores * 128 * 2.0 * ghz * 1e3
        per = np.maximum(cells0 * fl * slow / (rate * (0.3 + 0.7 * occ)),
                         cells0 * fields * word * 3.0 * waste / (dram_bw * (0.5 + 0.4 * occ))) + 14.0 * 4.0
        t = steps * per + 4.0e6
        bad = ((eq == "linear") | (ne <= 1) | ((pr == "fp32") & (eq == "boussinesq")) | (res < 1)
               | (t > deadline_min * 6.0e7))
        return np.where(bad, np.nan, t)
    return cost


def tsunami_params() -> dict[str, list[Any]]:
    return {"equations": ["linear", "nonlinear", "boussinesq"], "arcsec": [30, 60, 120], "nests": [1, 2, 3, 4],
            "cfl": [0.5, 0.7, 0.8, 0.9], "precision": ["fp32", "fp64", "mixed"],
            "threads": [128, 256, 512, 1024], "tile": [16, 32, 64]}


def crystal_growth(hours: float, cores: int, dram_bw: float, ghz: float, fp64: float, mem_gb: float
                   ) -> Callable[[Cols], np.ndarray]:
    """``hours`` hours of a 300 mm Czochralski silicon puller's melt flow (a Grashof number near
    10^9) with its crystal-melt interface and the oxygen it carries, on a GPU within three days
    (longer: fails). ``turbulence`` (no order): ``laminar`` (fails at that Grashof number),
    ``les`` (WALE, 60 flops a cell more; on 4 million cells too dissipative
    for the melt's azimuthal waves that set the oxygen: fails), ``les_dynamic`` (dynamic
    Smagorinsky, 150 more, its coefficient adapting to the coarse grid) or ``dns`` (on under 16 million cells, unresolved: fails; a step a
    third as long). ``cells`` (millions), ``magnetic`` field (no order): ``none`` (the flow
    faster: steps 0.6 times as long), ``cusp`` or ``transverse`` (a Lorentz force, 40 flops).
    ``coupling`` (no order): ``segregated`` (pressure correction, 3 sweeps) or ``coupled`` (one
    block solve, 1.8 times the work and three times the memory: over the 44 GB, fails).
    ``precision`` ``fp32`` (the interface's heat balance drifts on 64 million cells: fails) or
    ``fp64`` (at ``fp64`` the fp32 rate). ``threads`` a block, 80 registers a thread in fp32, 128
    in fp64. 900 flops and 240 bytes a cell a sweep. Times in us, bandwidths
    in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        tu, mg, cp, pr = (np.asarray(c[k]) for k in ("turbulence", "magnetic", "coupling", "precision"))
        cm, th = c["cells_m"], c["threads"]
        cells = cm * 1e6
        dt = 0.02 * (4.0 / cm) ** (1 / 3) * np.where(tu == "dns", 1 / 3, 1.0) * np.where(mg == "none", 0.6, 1.0)  # s
        steps = hours * 3600.0 / dt
        fl = 900.0 + np.select([tu == "les", tu == "les_dynamic"], [60.0, 150.0], 0.0) + np.where(mg == "none", 0.0, 40.0)
        sweeps = np.where(cp == "coupled", 1.8, 3.0)
        wide = pr == "fp64"
        res = _small(th, 0.0 * th, np.where(wide, 128.0, 80.0))
        occ = np.minimum(1.0, np.maximum(res, 1.0) * th / 1024.0)
        rate = cores * 128 * 2.0 * ghz * 1e3 * np.where(wide, fp64, 1.0)
        byts = 240.0 * np.where(wide, 2.0, 1.0)
        step = sweeps * np.maximum(cells * fl / (rate * (0.3 + 0.7 * occ)), cells * byts / (dram_bw * (0.45 + 0.45 * occ)))
        t = steps * step + 1.0e7
        bad = ((tu == "laminar") | ((tu == "les") & (cm < 16)) | ((tu == "dns") & (cm < 16)) | (res < 1)
               | ((cp == "coupled") & (cells * byts * 6.0 > mem_gb * 1e9)) | ((pr == "fp32") & (cm >= 64))
               | (t > 72.0 * 3.6e9))
        return np.where(bad, np.nan, t)
    return cost


def crystal_params() -> dict[str, list[Any]]:
    return {"turbulence": ["laminar", "les", "les_dynamic", "dns"], "cells_m": [4, 16, 64],
            "magnetic": ["none", "cusp", "transverse"], "coupling": ["segregated", "coupled"],
            "precision": ["fp32", "fp64"], "threads": [64, 128, 256, 512]}


def lightning_fdtd(cores: int, dram_bw: float, ghz: float, fp64: float, mem_gb: float
                   ) -> Callable[[Cols], np.ndarray]:
    """The overvoltages a lightning strike to a 500 kV transmission tower induces, by 3-D FDTD
    on a GPU: a 100 x 100 x 60 m domain in cubic cells of ``cell_cm`` cm (at 40 cm the tower's
    legs and the grounding are unresolved: fails), 20 us of the return stroke at the Courant
    limit. ``boundary`` (no order): ``mur1`` (reflects the oblique waves onto the line: fails),
    ``cpml`` (10 cells a side, 30% more work there) or ``upml`` (12 cells, 60%). ``channel`` (no
    order): ``tl`` (the transmission-line model, a current source a cell of channel), ``mtle`` (2x)
    or ``antenna`` (the channel as a lossy antenna: its own fine wires, 1.4 times the steps).
    ``precision`` (no order): ``fp32``, ``mixed`` (fp32 fields, the line's voltages summed in fp64:
    1.1 times) or ``fp64`` (at ``fp64`` the fp32 rate, twice the memory); the fields and their
    coefficients over the 104 GB: fail. ``update`` ``split``
    (E and H kernels, the fields read twice) or ``fused`` (once, 48 registers a thread more).
    ``threads`` a block, 64 registers a thread (fused: 24 more, 48 in fp64; fused at 1024, none
    fits). 36 flops
    and six fields a cell a step. Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        bd, ch, pr, up = (np.asarray(c[k]) for k in ("boundary", "channel", "precision", "update"))
        cm, th = c["cell_cm"], c["threads"]
        d = cm / 100.0
        cells = (100.0 / d) * (100.0 / d) * (60.0 / d)
        steps = 20e-6 / (d / (3e8 * np.sqrt(3.0))) * np.where(ch == "antenna", 1.4, 1.0)
        pml = np.select([bd == "cpml", bd == "upml"], [1.0 + 0.3 * 6 * 10 * d / 120.0, 1.0 + 0.6 * 6 * 12 * d / 120.0], 1.0)
        word = np.where(pr == "fp64", 8.0, 4.0)
        slow = np.select([pr == "fp64", pr == "mixed"], [1.0 / fp64, 1.1], 1.0)
        regs = 64.0 + np.where(up == "fused", 48.0, 0.0) * np.where(pr == "fp64", 1.0, 0.5)
        res = _big(th, 0.0 * th, regs)
        occ = np.minimum(1.0, np.maximum(res, 1.0) * th / 1536.0)
        rate = cores * 128 * 2.0 * ghz * 1e3
        byts = cells * 6.0 * word * np.where(up == "split", 3.0, 2.0) * 1.2  # coefficients too
        src = np.select([ch == "tl", ch == "mtle"], [1.0, 2.0], 0.0) * 600.0 / d * 4.0
        step = np.maximum(cells * 36.0 * slow / (rate * (0.3 + 0.7 * occ)), byts / (dram_bw * (0.45 + 0.45 * occ)))
        t = steps * (step * pml + src / 1e3 + 2.0 * 3.0) + 2.0e6
        bad = ((cm >= 40) | (bd == "mur1") | (res < 1)
               | (cells * 6.0 * word * 2.2 > mem_gb * 1e9))
        return np.where(bad, np.nan, t)
    return cost


def lightning_params() -> dict[str, list[Any]]:
    return {"cell_cm": [5, 10, 15, 20, 40], "boundary": ["mur1", "cpml", "upml"], "channel": ["tl", "mtle", "antenna"],
            "precision": ["fp32", "mixed", "fp64"], "update": ["split", "fused"], "threads": [128, 256, 512, 1024]}


def cycling_aero(angles: int, speeds: int, cores: int, ghz: float, budget_h: float) -> Callable[[Cols], np.ndarray]:
    """A cycling team's time-trial setup: a rider's drag and speed at a fixed power over ``angles``
    yaw angles and ``speeds`` wind speeds, on a CPU with eight hardware threads a core, overnight
    (over ``budget_h`` hours: fails). ``body`` (no order) flow model of rider and frame:
    ``potential_panel`` (over ``panels`` panels, the cube of them over 10^4 cycles; it cannot
    separate off the bluff rider: fails), ``viscous_panel`` (boundary layers, 6 times) or ``rans``
    (a RANS solve a point, 2 x 10^9 cycles times the panels over 800). ``wheels`` (no order):
    ``disc_model`` (an analytic rotating disc: 10^5 cycles), ``panel_wheel`` (3 x 10^8) or
    ``rotating_rans`` (spokes in a moving reference frame, 6 x 10^9). ``solver`` (no order) for the
    speed at which the drag's power meets the rider's: ``newton`` (6 evaluations a point, each a
    finite-difference Jacobian of three), ``broyden`` (9, one each) or ``fixed_point`` (20; with
    the legs' motion coupled it diverges: fails). ``legs`` (no order): ``static`` (one evaluation),
    ``phase_averaged`` (1.5) or ``moving`` (the pedalling legs resolved: 2.5, their mesh motion
    10^8 cycles). ``threads`` over the points (past the points, idle; the extra hardware threads add
    a quarter of a core between them). Times in us."""
    def cost(c: Cols) -> np.ndarray:
        bo, wh, so, lg = (np.asarray(c[k]) for k in ("body", "wheels", "solver", "legs"))
        pn, th = c["panels"], c["threads"]
        points = float(angles * speeds)
        aer = np.select([bo == "potential_panel", bo == "viscous_panel"], [pn ** 3 / 1e4, 6.0 * pn ** 3 / 1e4],
                        2.0e9 * pn / 800.0)
        whl = np.select([wh == "disc_model", wh == "panel_wheel"], [1e5, 3e8], 6e9)
        evals = np.select([so == "newton", so == "broyden"], [6.0 * 4.0, 9.0 * 2.0], 20.0)
        evals = evals * np.select([lg == "phase_averaged", lg == "moving"], [1.5, 2.5], 1.0)
        per = evals * (aer + whl + np.where(lg == "moving", 1e8, 0.0))
        rounds = np.ceil(points / th)
        t = rounds * per / (np.minimum(_smt8(th, cores, 0.25) / np.maximum(th, 1.0), 1.0) * ghz * 1e3) + 3.0e7
        bad = (bo == "potential_panel") | ((so == "fixed_point") & (lg != "static")) | (t > budget_h * 3.6e9)
        return np.where(bad, np.nan, t)
    return cost


def cycling_params() -> dict[str, list[Any]]:
    return {"body": ["potential_panel", "viscous_panel", "rans"], "wheels": ["disc_model", "panel_wheel", "rotating_rans"],
            "panels": [200, 800, 3200], "solver": ["newton", "broyden", "fixed_point"],
            "legs": ["static", "phase_averaged", "moving"], "threads": [98, 196, 392, 784]}


def seen_37_synthetic() -> list[tuple[str, Landscape]]:
    """The thirty-seventh held-out set's synthetic part: nine families no earlier set had (constants
    of a 146-core GPU with 252 KB of shared memory a core, 5.0 TB/s at 1.2 GHz, fp64 at 1/2 and
    104 GB, a 106-core one with 116 KB, 1.9 TB/s at 1.05 GHz, fp64 at 1/64 and 44 GB, and a
    98-core CPU with eight hardware threads a core at 3.35 GHz with 585 GB/s and 704 GB; times in us)."""
    L, S = Landscape, "seen_37"
    return [
        (S, L("radio_imaging_al", radio_params(), radio_imaging(2.0e10, 16384, 146, 5.0e6, 1.2, 1 / 2, 104.0), 0.02)),
        (S, L("geothermal_thm_al", geothermal_params(), geothermal_thm(30.0, 98, 3.35, 0.585e6, 704.0), 0.02)),
        (S, L("rotor_noise_al", rotor_params(), rotor_noise(4000, 106, 1.9e6, 1.05, 1 / 64), 0.02)),
        (S, L("cochlea_model_al", cochlea_params(), cochlea_model(20000, 98, 3.35, 0.585e6), 0.02)),
        (S, L("water_hammer_al", water_hammer_params(), water_hammer(5000, 40, 98, 3.35, 0.585e6), 0.02)),
        (S, L("tsunami_forecast_al", tsunami_params(), tsunami_forecast(12.0, 30.0, 146, 5.0e6, 1.2, 1 / 2), 0.02)),
        (S, L("crystal_growth_al", crystal_params(), crystal_growth(0.5, 106, 1.9e6, 1.05, 1 / 64, 44.0), 0.02)),
        (S, L("lightning_fdtd_al", lightning_params(), lightning_fdtd(146, 5.0e6, 1.2, 1 / 2, 104.0), 0.02)),
        (S, L("cycling_aero_al", cycling_params(), cycling_aero(30, 6, 98, 3.35, 10.0), 0.02)),
    ]


SEEN_37_DIR = _data_dir("zoo_seen_37")


def seen_37() -> list[tuple[str, Landscape]]:
    """The thirty-seventh held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_37/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_37", SEEN_37_DIR)
    return seen_37_synthetic() + recorded
