"""The zoo's ``seen_38`` set.

``seen_38`` (was ``held_out_38``, :func:`seen_38`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the thirty-fifth round, see docs/benchmarks.md):
1 win / 12 ties / 0 losses against the best peer, geo-mean
1.0031, the best of the five (tpe_mv 1.0045); the synthetic nine 1 / 8 / 0 (the win
auction_wdp_am, 1.000 against tpe_mv's 1.017); on 30 seeds its recorded four 0 / 4 / 0 (the
RMSNorm a loss on the first ten seeds, 1.085 against 1.000, a tie on thirty); scored by the
median of 9 quiet samples 0 / 3 / 1 under both confirmations (the batched GEMM, 1.007 against
1.000); R1 1 / 11 / 1, geo-mean 1.0084, and quietly 0 / 4 / 0 twice; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (ophthalmic imaging, pharmaceutical
freeze-drying, permafrost science, inhaled drug delivery, coral reef science, cement
manufacturing, papermaking, locust forecasting, auction design), with constants unlike the other
sets' (a 154-core GPU with 206 KB of shared memory a core, 4.3 TB/s at 1.25 GHz, fp64 at 1/2,
holding 2048 threads and 32 blocks a core, a 110-core one with 158 KB a core, 2.1 TB/s at 1.1
GHz, fp64 at 1/32 and 122 GB, holding 1536 threads and 24 blocks a core, both with 128 lanes and
255 registers a thread, and a 134-core CPU at 3.5 GHz with four hardware threads a core, 655 GB/s
and 896 GB; times in us, bandwidths in bytes/us):

- ``oct_retina_am`` (1215, 64.3%, 15x): 2,000 swept-source OCT volumes of 512 x 512 A-scans
  reconstructed and segmented on the 110-core GPU, linear (unpadded: fails), cubic or NUFFT
  resampling, FFTs of 2,048-8,192 points, no (fails), polynomial or fractional-Fourier dispersion
  compensation, fp16 (at 8,192 points: fails), fp32 or fp64 at 1/32, 1-16 A-scans a block
  (their FFTs over the 158 KB: fail) and 64-1024 threads; 155 within 5%;
- ``lyophilise_am`` (972, 66.0%, 472x): 400 candidate freeze-drying cycles of a biologic in 10 mL
  vials on the 134-core CPU, a quasi-steady 1-D vial (fails), an axisymmetric 2-D vial (with one
  representative vial: fails) or a whole shelf, 20-160 cells, explicit, BDF2 or Crank-Nicolson
  (past 80 cells: fails) steps, tolerances of 1e-3 (fails) to 1e-7, 134-536 threads and one, two
  or twelve vial classes; six within 5%;
- ``permafrost_thaw_am`` (2592, 67.1%, 795x): a century of permafrost thaw in 4 million soil
  columns on the 154-core GPU, 50 (fail) to 200 layers, a tracked Stefan front (fails), enthalpy
  or apparent heat capacity (at 30-day steps: fails), heat only, Richards or two-phase hydrology,
  steps of 1-30 days, fp32 (enthalpy on 200 layers at daily steps: fails) or fp64 at 1/2, 8-64
  columns a block (their profiles over the 206 KB: fail) and 128-1024 threads; two within 5%;
- ``lung_aerosol_am`` (2430, 62.5%, 1361x): a dry-powder inhaler's dose tracked through 20
  breaths in a patient's airways on the 110-core GPU, 10^5-10^7 particles, steady RANS (fails),
  URANS or LES, one-way, two-way or agglomerate-breaking DEM tracking (10^7 over the 122 GB:
  fail), 6 (fails) to 16 resolved generations, 64-1024 threads (DEM at 1024: fails), unsorted,
  cell-sorted or Morton-ordered particles, fp32 or fp64; 35 within 5%;
- ``coral_bleach_am`` (2304, 68.0%, 154x): a 90-day, 40-member heat-stress forecast for a barrier
  reef due within 48 hours (later: fails) on the 154-core GPU, 250 m to 2 km cells (2 km: fail),
  z-level, sigma (fails) or hybrid levels, KPP, GLS, Mellor-Yamada or constant (fails) mixing,
  1-8 members a kernel (fp64 at 8 over the 206 KB: fails), 128-1024 threads and fp32, mixed or
  fp64; 12 within 5%;
- ``cement_kiln_am`` (9216, 66.7%, 53x): two hours of a rotary cement kiln's coal flame and
  clinker bed on the 134-core CPU, eddy-breakup (fails), flamelet, EDC or PDF-transport
  combustion, no (fails), P1 or discrete-ordinates radiation, 2 (fail) to 32 million cells, a plug
  or rolling bed, 134 or 536 threads, and six that barely matter (output format, checkpoints,
  partitioner, affinity, reordering, logging): eleven parameters, 128 within 5%;
- ``paper_machine_am`` (864, 66.7%, 76x): half a second of a paper machine's forming section by
  lattice Boltzmann with resolved fibres on the 110-core GPU, D3Q19 (with beam fibres: fails),
  D3Q27 or MRT, rigid (fails), bead-chain or beam fibres, 8-128 fibres a block (beams' contacts
  at 128 over the 158 KB: fail), cells of 10-40 um (40: fail), 128-1024 threads (beams at 1024: fail)
  and fp32 or fp64; 12 within 5%;
- ``locust_swarm_am`` (972, 66.7%, 454723x): a 30-day, 64-member desert locust swarm forecast on
  the 134-core CPU, individual locusts (10^8), super-individuals or a density field (fails),
  all-pairs, cell-list or k-d-tree neighbours, no wind (fails), reanalysis or ensemble winds,
  steps of 5-60 minutes (60: fail), 134-536 threads and scheduling chunks of 64-16,384; two
  within 5%;
- ``auction_wdp_am`` (15552, 54.6%, 913x): winner determination of a combinatorial spectrum
  auction's round, 20,000 package bids over 1,500 licences within an hour (longer: fails) on the
  134-core CPU, three formulations, LP, Lagrangian or no (fails) bounds, four branching rules, no,
  clique, Gomory (with the Lagrangian bound: fails) or both cuts, presolve, primal, dual or
  barrier LPs, three node selections, symmetry handling and 1-536 threads: nine parameters, two
  within 5%.

And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a causal multi-head attention with its query block, ``opt_level``, pipeline, softmax and
unroll but its KV block and KV split left at the default, a batched GEMM with bias tuning its N and
K tiles with ``opt_level``, schedule and ``l1_prefetch`` but its M tile left at the default, a gated
tanh-GELU FFN with the up projection's N tile, the down M tile, the up schedule,
``down_l1_prefetch`` and unroll, and an RMSNorm with its rows a block, ``opt_level`` and unroll but
neither its hidden split, its stats nor its pipeline (a set no earlier RMSNorm or LayerNorm space
tuned), each space measured exhaustively (every configuration compiled, checked against numpy, timed
3 times) by ``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_38/`` (gzip JSON,
times in us, provenance in each file's ``source``, 14 KB in all). They were recorded on the shared
2-core machine the standing way, ``--only`` each, one after another, the recorder at normal priority
(not niced), after the lead's evaluation of held_out_37 had ended; ``ps`` (every 60 s and at the
end, seven times, and once more by hand) showed nothing else running but the recorder, its measuring
worker and the C compiler it called, and idle tool shells (no other python or pytest process; no
benchmark of the lead's), and this helper only edited text beside it (heredocs into /tmp, a few
sub-second python string edits of a draft and one parse of it; nothing enumerated, measured or
tested) (load average 1.01-1.68 sampled every 10 s over the recording, 32 samples, median 1.07, the
recorder itself included; 1.68 at its start, the one-minute average still falling from the
evaluation): the tail of their samples is real measurement noise, about as light as held_out_37's
(median spread 1-2%), and the fastest sample is the true cost. Before that, the first and the last
configuration of each space were compiled (not run) to check they build. Every configuration ran, so
they are 0% infeasible (reported, not forced into 30-70%):

===========================================================  ==========================================  =======  ======  ======  =========
landscape                                                    op (shape)                                  configs  params  spread  worst/opt
===========================================================  ==========================================  =======  ======  ======  =========
cpu_attention_mha_causal_no_kv_block_no_split                multi-head attention, causal (batch 1,          144       5      1%       2.9x
                                                             10 query and 10 KV heads, 56 queries over
                                                             248 keys, d 64)
cpu_gemm_batched_bias_nk_tiles_opt_schedule_prefetch         batched GEMM with bias (4 x 88 x 208 @          144       5      2%       3.0x
                                                             208 x 344 + bias)
cpu_ffn_geglu_tanh_n_down_m_schedule_down_prefetch_unroll    FFN, tanh GELU, gated (104 tokens, 184          144       5      2%       1.1x
                                                             -> 536)
cpu_rmsnorm_no_split_no_stats_no_pipeline                    RMSNorm (1760 rows x 1248)                      140       3      2%       6.9x
===========================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
5, 2, 64 and 2 configurations.) Recording took 85 + 59 + 74 + 97 s, 5.3 minutes in all, one
landscape after another (2026-12-05 02:52 to 02:57 UTC).
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, resident_blocks

_big = partial(resident_blocks, smem_kb=206.0, max_threads=2048, max_blocks=32, max_regs=255)  # the 154-core GPU's core
_small = partial(resident_blocks, smem_kb=158.0, max_threads=1536, max_blocks=24, max_regs=255)  # the 110-core GPU's core


def _smt4(threads: Any, cores: int, gain: float) -> Any:
    """Cores' worth of throughput from ``threads`` threads on a CPU with four hardware threads a
    core: the extra threads on a core add up to ``gain`` of a core between them, each less than
    the one before (log2 of the threads a core); past four a core they time-share and 4% is lost."""
    first = np.minimum(threads, cores)
    more = np.clip(threads - cores, 0, 3 * cores)
    return np.where(threads > 4 * cores, 0.96, 1.0) * (first + gain * cores * np.log2(1.0 + more / cores) / 2.0)


def oct_retina(volumes: int, ascans: int, cores: int, dram_bw: float, ghz: float, fp64: float
               ) -> Callable[[Cols], np.ndarray]:
    """``volumes`` retinal volumes of a swept-source optical coherence tomograph (``ascans`` A-scans
    each, 2,048 spectral samples an A-scan) reconstructed and their layers segmented on a GPU.
    ``resample`` (no order) of the spectra to linear wavenumber: ``linear`` (its sidelobes hide the
    choroid unless the FFT is zero-padded: at 2,048 points, fails), ``cubic`` (4 taps) or ``nufft``
    (a Kaiser-Bessel gridding, 8 taps, and 1.25 times the FFT). ``fft_len`` (zero-padded to
    2,048-8,192 points). ``dispersion`` (no order): ``none`` (the layers blur: fails),
    ``phase_poly`` (a polynomial phase, 6 flops a sample) or ``fractional`` (a fractional Fourier
    search over 8 orders: 8 FFTs an A-scan, once every 64 A-scans). ``precision`` (no order):
    ``fp16`` (the 80 dB range clips: at 8,192 points, fails; half the bytes, twice the rate),
    ``fp32`` or ``fp64`` (at ``fp64`` the fp32 rate). ``ascans_block`` A-scans a block share its FFT
    in shared memory (real-to-complex, ``fft_len`` words an A-scan; over the 158 KB a core no block
    fits: fails), ``threads`` a block (64 registers a thread, 128 in fp64). Then a graph-cut
    segmentation of 11 layers, 120 flops a voxel. Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        rs, dp, pr = (np.asarray(c[k]) for k in ("resample", "dispersion", "precision"))
        fl, ab, th = c["fft_len"], c["ascans_block"], c["threads"]
        word = np.select([pr == "fp16", pr == "fp32"], [2.0, 4.0], 8.0)
        speed = np.select([pr == "fp16", pr == "fp32"], [2.0, 1.0], fp64)
        rate = cores * 128 * 2.0 * ghz * 1e3 * speed
        n = volumes * ascans
        taps = np.select([rs == "linear", rs == "cubic"], [2.0, 4.0], 8.0)
        fft = 5.0 * fl * np.log2(fl) * np.where(rs == "nufft", 1.25, 1.0)
        disp = np.select([dp == "phase_poly", dp == "fractional"], [6.0 * 2048, 8.0 * fft / 64.0], 0.0)
        flops = n * (2048 * taps * 2.0 + fft + disp + fl / 2 * 12.0)
        smem = ab * fl * word
        res = _small(th, smem, np.where(pr == "fp64", 128.0, 64.0))
        occ = np.minimum(1.0, res * th / 1536.0)
        traffic = n * (2048 * 2.0 + fl / 2 * 4.0) * word / np.minimum(ab, 4.0) ** 0.25
        recon = np.maximum(flops / (rate * (0.2 + 0.8 * occ)), traffic / (dram_bw * (0.4 + 0.5 * occ)))
        seg = n * 1024 * 11 * 120.0 / (cores * 128 * 2.0 * ghz * 1e3 * 0.3)
        t = recon + seg + volumes * 2.0e4
        bad = (((rs == "linear") & (fl == 2048)) | (dp == "none") | ((pr == "fp16") & (fl == 8192)) | (res < 1))
        return np.where(bad, np.nan, t)
    return cost


def oct_params() -> dict[str, list[Any]]:
    return {"resample": ["linear", "cubic", "nufft"], "fft_len": [2048, 4096, 8192],
            "dispersion": ["none", "phase_poly", "fractional"], "precision": ["fp16", "fp32", "fp64"],
            "threads": [64, 128, 256, 512, 1024], "ascans_block": [1, 4, 16]}


def lyophilise(cycles: int, cores: int, ghz: float, dram_bw: float) -> Callable[[Cols], np.ndarray]:
    """A freeze-drying cycle designed for a biologic in 10 mL vials: ``cycles`` candidate shelf
    temperature and chamber pressure programmes simulated through primary and secondary drying (40 h
    of process each) on a CPU with four hardware threads a core. ``model`` (no order):
    ``quasi_steady_1d`` (one vial, no radiation from the walls: the edge vials' collapse goes
    unseen, fails), ``axisym_2d`` (a vial in r-z, its cells ``mesh``^2) or ``shelf_3d`` (the 2-D
    vial for each of 12 vial classes plus the chamber's radiation, half as much again).
    ``integrator`` (no order): ``explicit`` (its step shrinks with the cell squared: twice the 40
    steps a process hour at 20 cells, 64 times that at 160; 30 cycles and 48 bytes a cell a step),
    ``bdf2`` (a sparse solve a step, 40 steps a process hour, 160 cycles and 200 bytes a cell a
    Newton iteration) or ``crank_nicolson`` (oscillates at the sublimation front past 80 cells:
    fails). ``tolerance`` (1e-3 misses the collapse temperature by more than 0.5 K: fails; 1e-7
    twice the iterations of 1e-5). ``threads`` over cycles (the fourth thread of a core adds little:
    the solves are bandwidth-bound, 200 bytes a cell an iteration) and ``vials``: ``representative``
    (a mean vial: under ``axisym_2d`` the edge vials' radiation is missed, fails), ``edge_centre``
    (2) or ``all_classes`` (12); ``shelf_3d`` always takes the 12 classes. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        md, ig, vl = (np.asarray(c[k]) for k in ("model", "integrator", "vials"))
        me, tol, th = c["mesh"], c["tolerance"], c["threads"]
        cells = np.where(md == "quasi_steady_1d", me, me * me)
        nv = np.select([vl == "representative", vl == "edge_centre"], [1.0, 2.0], 12.0)
        work = cells * np.where(md == "shelf_3d", 12.0 * 1.5, nv)
        iters = np.select([tol <= 1e-7, tol <= 1e-5], [16.0, 8.0], 4.0)
        steps = np.where(ig == "explicit", 40.0 * 2.0 * (me / 20.0) ** 2, 40.0) * 40.0
        cyc = np.where(ig == "explicit", 30.0, 160.0 * iters)
        comp = cycles * steps * work * cyc / (_smt4(th, cores, 0.3) * ghz * 1e3)
        mem = cycles * steps * work * np.where(ig == "explicit", 48.0, 200.0 * iters) / dram_bw
        t = np.maximum(comp, mem) + cycles * 2.0e3 + 5.0e6
        bad = ((md == "quasi_steady_1d") | ((ig == "crank_nicolson") & (me > 80)) | (tol >= 1e-3)
               | ((md == "axisym_2d") & (vl == "representative")))
        return np.where(bad, np.nan, t)
    return cost


def lyophilise_params() -> dict[str, list[Any]]:
    return {"model": ["quasi_steady_1d", "axisym_2d", "shelf_3d"], "mesh": [20, 40, 80, 160],
            "integrator": ["explicit", "bdf2", "crank_nicolson"], "tolerance": [1e-3, 1e-5, 1e-7],
            "threads": [134, 268, 536], "vials": ["representative", "edge_centre", "all_classes"]}


def permafrost_thaw(columns: float, years: int, cores: int, dram_bw: float, ghz: float, fp64: float
                    ) -> Callable[[Cols], np.ndarray]:
    """``years`` years of permafrost thaw under a warming scenario for ``columns`` soil columns of
    an arctic catchment on a GPU, heat conduction with freezing and thawing, ``layers`` layers a
    column to 50 m (50 leave the active layer two cells thick: fail). ``freezing`` (no order):
    ``stefan_front`` (a tracked front: a talik, an unfrozen layer between frozen ones, breaks it,
    fails), ``enthalpy`` (an enthalpy form, 2 Newton iterations a step) or ``apparent_heat`` (the
    latent heat as a spike in the heat capacity, no iterations but steps of 30 days overshoot it:
    fails). ``hydrology`` (no order): ``none`` (heat only: the ground's ice melts in place, half the
    work of a coupled step), ``richards`` (unsaturated flow, 1.8 times the work) or ``two_phase``
    (water and ice with vapour, 3.2 times). ``dt_days`` of 1-30. ``precision`` (no order): ``fp32``
    (with enthalpy on 200 layers the daily steps' small enthalpy changes are lost: at 1 day, fails)
    or ``fp64`` (at ``fp64`` the fp32 rate). ``columns_block`` columns a block keep their profiles
    in shared memory (3 words a layer; over the 206 KB a core none fits: fails), ``threads`` a block
    (a thread a column and a layer band; 40 registers a thread, 64 in fp64). 60 flops and 24 bytes
    of traffic a layer a step a unit of work. Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        fz, hy, pr = (np.asarray(c[k]) for k in ("freezing", "hydrology", "precision"))
        ly, dt, cb, th = c["layers"], c["dt_days"], c["columns_block"], c["threads"]
        steps = years * 365.0 / dt
        work = np.select([hy == "richards", hy == "two_phase"], [1.8, 3.2], 0.5) * np.where(fz == "enthalpy", 2.0, 1.0)
        wide = pr == "fp64"
        word = np.where(wide, 8.0, 4.0)
        rate = cores * 128 * 2.0 * ghz * 1e3 * np.where(wide, fp64, 1.0)
        res = _big(th, cb * ly * 3.0 * word, np.where(wide, 64.0, 40.0))
        occ = np.minimum(1.0, res * th / 2048.0)
        flops = columns * steps * ly * work * 60.0
        traffic = columns * steps * ly * work * 24.0 * word / 4.0 / np.sqrt(cb / 16.0)
        t = np.maximum(flops / (rate * (0.3 + 0.7 * occ)), traffic / (dram_bw * (0.5 + 0.4 * occ))) + 4.0e6
        bad = ((ly <= 50) | (fz == "stefan_front") | ((fz == "apparent_heat") & (dt >= 30))
               | ((pr == "fp32") & (fz == "enthalpy") & (ly >= 200) & (dt <= 1)) | (res < 1))
        return np.where(bad, np.nan, t)
    return cost


def permafrost_params() -> dict[str, list[Any]]:
    return {"freezing": ["stefan_front", "enthalpy", "apparent_heat"], "layers": [50, 100, 200],
            "hydrology": ["none", "richards", "two_phase"], "dt_days": [1, 5, 30], "precision": ["fp32", "fp64"],
            "columns_block": [8, 16, 32, 64], "threads": [128, 256, 512, 1024]}


def lung_aerosol(breaths: int, cores: int, dram_bw: float, ghz: float, fp64: float, mem_gb: float
                 ) -> Callable[[Cols], np.ndarray]:
    """Where an inhaled dry-powder dose lands: ``particles`` particles tracked through ``breaths``
    inhalations in the airways of a patient's CT on a GPU, airway generations 0 to ``generations``
    resolved (2 million cells at 6, twice as many every two more; a lumped model below them: 6 leave
    the small-airway deposition to it, fails). ``flow`` (no order): ``steady_rans`` (the peak flow
    frozen: the throat's impaction is wrong, fails), ``urans`` (200 steps a breath) or ``les``
    (2,000 steps a breath, 4 times the cells' work). ``tracking`` (no order): ``one_way``,
    ``two_way`` (the particles push the air back: 2.5 times) or ``dem_agglomerates`` (the powder's
    agglomerates break up by collision: 9 times, 600 bytes a particle in each of 40 stored collision
    sub-steps; over the 122 GB: fails), 96 bytes and 300 flops a particle a step otherwise (twice
    the bytes in fp64). ``particles`` of 10^5 to 10^7; ``sort`` (no order) of the particles by cell:
    ``none`` (scattered gathers: a third of the bandwidth), ``cell_sort`` (an extra pass each step)
    or ``morton`` (sorted along a space-filling curve every 10 steps); ``precision`` ``fp32`` or
    ``fp64`` (at ``fp64`` the fp32 rate); ``threads`` a block (48 registers a thread, 96 with
    agglomerates: over the register file at 1024, fails). 900 flops a cell a step for the flow.
    Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        fw, tr, so, pr = (np.asarray(c[k]) for k in ("flow", "tracking", "sort", "precision"))
        np_, gn, th = c["particles"], c["generations"], c["threads"]
        cells = 2.0e6 * 2.0 ** ((gn - 6) / 2.0)
        steps = breaths * np.select([fw == "steady_rans", fw == "urans"], [20.0, 200.0], 2000.0)
        wide = pr == "fp64"
        rate = cores * 128 * 2.0 * ghz * 1e3 * np.where(wide, fp64, 1.0)
        fluid = steps * cells * np.where(fw == "les", 4.0, 1.0) * 900.0 / rate
        trk = np.select([tr == "one_way", tr == "two_way"], [1.0, 2.5], 9.0)
        pbytes = np.where(tr == "dem_agglomerates", 600.0, 96.0) * np.where(wide, 2.0, 1.0)
        bw = dram_bw * np.select([so == "none", so == "cell_sort"], [1.0 / 3.0, 0.85], 0.8)
        extra = np.select([so == "cell_sort", so == "morton"], [1.0, 0.1], 0.0)
        res = _small(th, 0.0, np.where(tr == "dem_agglomerates", 96.0, 48.0))
        occ = np.minimum(1.0, res * th / 1536.0)
        part = steps * np_ * trk * (pbytes * (1.0 + extra) / bw + 300.0 / rate) / (0.4 + 0.6 * occ)
        t = fluid + part + 6.0e6
        bad = ((gn <= 6) | (fw == "steady_rans") | (np_ * pbytes * 40.0 > mem_gb * 1e9)
               | (res < 1))
        return np.where(bad, np.nan, t)
    return cost


def lung_params() -> dict[str, list[Any]]:
    return {"particles": [1e5, 1e6, 1e7], "flow": ["steady_rans", "urans", "les"],
            "tracking": ["one_way", "two_way", "dem_agglomerates"], "generations": [6, 12, 16],
            "threads": [64, 128, 256, 512, 1024], "sort": ["none", "cell_sort", "morton"],
            "precision": ["fp32", "fp64"]}


def coral_bleach(members: int, days: int, deadline_h: float, cores: int, dram_bw: float, ghz: float,
                 fp64: float) -> Callable[[Cols], np.ndarray]:
    """A ``days``-day ensemble forecast (``members`` members) of the heat stress on a barrier reef's
    corals (degree heating weeks) by a regional ocean model on a GPU, due within ``deadline_h``
    hours (later: fails). ``resolution_m`` of 250 m to 2 km (2 km leaves the reef-scale upwelling
    unresolved: fails) over a 600 x 300 km domain, 20 levels; ``vertical`` (no order): ``z_level``,
    ``sigma`` (terrain-following: the pressure-gradient error over the steep reef slopes makes
    spurious currents, fails) or ``hybrid`` (1.15 times); ``mixing`` (no order): ``kpp`` (40 flops a
    point), ``gls`` (a two-equation closure, 110), ``mellor_yamada`` (2.5-level, 90) or ``constant``
    (no stratification: fails). ``members_block`` members a kernel shares its bathymetry and metrics
    (an 8 x 8 tile, 20 levels and 4 words a member in shared memory; over the 206 KB none fits:
    fails); ``threads`` a block (56 registers a thread, 64 in fp64); ``precision`` (no order):
    ``fp32``, ``mixed`` (fp64 in the barotropic mode, 1.2 times) or ``fp64`` (at ``fp64`` the fp32
    rate). 350 flops and 160 bytes a point a step, the step the CFL limit of the cells. Times in us,
    bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        vt, mx, pr = (np.asarray(c[k]) for k in ("vertical", "mixing", "precision"))
        rm, mb, th = c["resolution_m"], c["members_block"], c["threads"]
        pts = (6.0e5 / rm) * (3.0e5 / rm) * 20.0
        steps = days * 86400.0 / (rm / 25.0)
        fl = (350.0 + np.select([mx == "kpp", mx == "gls", mx == "mellor_yamada"], [40.0, 110.0, 90.0], 0.0)) * np.where(vt == "hybrid", 1.15, 1.0)
        wide = pr == "fp64"
        speed = np.select([wide, pr == "mixed"], [fp64, 1.0 / 1.2], 1.0)
        rate = cores * 128 * 2.0 * ghz * 1e3 * speed
        word = np.where(wide, 8.0, 4.0)
        res = _big(th, mb * 8 * 8 * 20 * 4.0 * word, np.where(wide, 64.0, 56.0))
        occ = np.minimum(1.0, res * th / 2048.0)
        share = 1.0 / (1.0 + 0.35 * np.log2(mb))
        traffic = members * steps * pts * 160.0 * word / 4.0 * (0.4 + 0.6 * share)
        flops = members * steps * pts * fl
        t = np.maximum(flops / (rate * (0.25 + 0.75 * occ)), traffic / (dram_bw * (0.45 + 0.45 * occ))) + 1.2e7
        bad = ((rm >= 2000) | (vt == "sigma") | (mx == "constant") | (res < 1) | (t > deadline_h * 3.6e9))
        return np.where(bad, np.nan, t)
    return cost


def coral_params() -> dict[str, list[Any]]:
    return {"resolution_m": [250, 500, 1000, 2000], "vertical": ["z_level", "sigma", "hybrid"],
            "mixing": ["kpp", "gls", "mellor_yamada", "constant"], "members_block": [1, 2, 4, 8],
            "threads": [128, 256, 512, 1024], "precision": ["fp32", "mixed", "fp64"]}


def cement_kiln(hours: float, cores: int, ghz: float, dram_bw: float) -> Callable[[Cols], np.ndarray]:
    """``hours`` hours of a 70 m rotary cement kiln's coal flame, gas flow and clinker bed by
    reacting CFD on a CPU with four hardware threads a core. ``combustion`` (no order):
    ``eddy_breakup`` (the flame's NOx and its length wrong: fails), ``flamelet`` (a lookup, 1.5
    times the flow's work), ``eddy_dissipation_concept`` (detailed chemistry in the fine structures,
    3.2 times) or ``pdf_transport`` (Lagrangian particles for the joint PDF, 9 times). ``radiation``
    (no order): ``none`` (the flame's main heat path lost: fails), ``p1`` (1.3 times) or
    ``discrete_ordinates`` (S4, 2.4 times). ``cells`` of 2-32 million (2 million under-resolve the
    burner's swirl: fail). ``bed`` (no order): ``plug`` or ``rolling`` (the bed's rolling mode, 1.02
    times). ``threads`` (134 or 536: the extra hardware threads add a quarter of a core between
    them; 300 bytes a cell a step). 3,600 steps an hour, 1,100 cycles a cell a step. And six that
    barely matter (within 1%): the ``output`` format, ``checkpoint`` interval, mesh ``partitioner``,
    thread ``affinity``, cell ``reorder`` and ``logging``. Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        cb, rd, bd, ou, ck, pt, af, ro, lg = (np.asarray(c[k]) for k in (
            "combustion", "radiation", "bed", "output", "checkpoint", "partitioner", "affinity", "reorder", "logging"))
        ce, th = c["cells"], c["threads"]
        work = (np.select([cb == "flamelet", cb == "eddy_dissipation_concept", cb == "pdf_transport"], [1.5, 3.2, 9.0], 1.0)
                * np.select([rd == "p1", rd == "discrete_ordinates"], [1.3, 2.4], 1.0) * np.where(bd == "rolling", 1.02, 1.0))
        steps = hours * 3600.0
        comp = steps * ce * 1100.0 * work / (_smt4(th, cores, 0.25) * ghz * 1e3)
        mem = steps * ce * 300.0 * work / dram_bw
        minor = (np.where(ou == "hdf5", 0.997, 1.0) * np.where(ck == "hourly", 1.004, 1.0)
                 * np.where(pt == "scotch", 0.998, 1.0) * np.where(af == "spread", 0.996, 1.0)
                 * np.where(ro == "rcm", 0.997, 1.0) * np.where(lg == "verbose", 1.006, 1.0))
        t = (np.maximum(comp, mem) + 2.0e7) * minor
        bad = (cb == "eddy_breakup") | (rd == "none") | (ce <= 2e6)
        return np.where(bad, np.nan, t)
    return cost


def cement_kiln_params() -> dict[str, list[Any]]:
    return {"combustion": ["eddy_breakup", "flamelet", "eddy_dissipation_concept", "pdf_transport"],
            "radiation": ["none", "p1", "discrete_ordinates"], "cells": [2e6, 8e6, 32e6], "bed": ["plug", "rolling"],
            "threads": [134, 536], "output": ["vtk", "hdf5"], "checkpoint": ["never", "hourly"],
            "partitioner": ["metis", "scotch"], "affinity": ["compact", "spread"], "reorder": ["none", "rcm"],
            "logging": ["quiet", "verbose"]}


def paper_machine(seconds: float, cores: int, dram_bw: float, ghz: float, fp64: float
                  ) -> Callable[[Cols], np.ndarray]:
    """``seconds`` seconds of a paper machine's forming section (a 10 x 5 x 1 mm window of the fibre
    suspension draining through the wire) by a lattice Boltzmann flow with resolved fibres on a GPU,
    cells of ``cell_um`` um (40 um cannot hold a fibre's width: fails), a step of 0.1 us a
    micrometre of cell. ``fluid`` (no order): ``lbm_d3q19``, ``lbm_d3q27`` (1.4 times) or
    ``lbm_mrt`` (multiple relaxation times, 1.25 times); ``lbm_d3q19`` with ``beam`` fibres goes
    unstable at the stiff fibres' forcing: fails. ``fibres`` (no order): ``rigid`` (no flocs form:
    fails), ``bead_chain`` (a fibre as 20 beads, their contacts) or ``beam`` (Euler beams, 2.2 times
    the contact work). ``fibres_block`` fibres a block keep their contacts in shared memory
    (bead_chain 1.2 KB a fibre, beam 2 KB; over the 158 KB a core none fits: fails), ``threads`` a
    block (64 registers a thread, 128 for beams: over the register file at 1024, fails);
    ``precision`` ``fp32`` or ``fp64`` (at ``fp64`` the fp32 rate). 230 flops and 19 x 8 bytes a
    cell a step for the flow; 2 x 10^4 fibres at 20 um cells (more at finer ones), 4,000 flops a
    fibre a step, and a launch's worth of overhead for small blocks. Times in us, bandwidths in
    bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        fl, fb, pr = (np.asarray(c[k]) for k in ("fluid", "fibres", "precision"))
        cu, fk, th = c["cell_um"], c["fibres_block"], c["threads"]
        cells = (1.0e4 / cu) * (0.5e4 / cu) * (1.0e3 / cu)
        steps = seconds * 1e6 / (cu / 10.0)
        wide = pr == "fp64"
        rate = cores * 128 * 2.0 * ghz * 1e3 * np.where(wide, fp64, 1.0)
        fw = np.select([fl == "lbm_d3q27", fl == "lbm_mrt"], [1.4, 1.25], 1.0)
        fluid = steps * cells * np.maximum(230.0 * fw / rate, 19.0 * 8.0 * fw * np.where(wide, 2.0, 1.0) / dram_bw)
        fibres = 2.0e4 * (20.0 / cu) ** 0.5
        smem = fk * np.where(fb == "beam", 2048.0, 1228.8)
        res = _small(th, smem, np.where(fb == "beam", 128.0, 64.0))
        occ = np.minimum(1.0, res * th / 1536.0)
        contact = steps * fibres * np.where(fb == "beam", 2.2, 1.0) * 4000.0 / (rate * (0.2 + 0.8 * occ))
        contact = contact * (1.0 + 8.0 / fk)
        t = fluid + contact + 3.0e6
        bad = ((cu >= 40) | (fb == "rigid") | ((fl == "lbm_d3q19") & (fb == "beam")) | (res < 1))
        return np.where(bad, np.nan, t)
    return cost


def paper_params() -> dict[str, list[Any]]:
    return {"fluid": ["lbm_d3q19", "lbm_d3q27", "lbm_mrt"], "fibres": ["rigid", "bead_chain", "beam"],
            "fibres_block": [8, 32, 128], "cell_um": [10, 15, 20, 40], "threads": [128, 256, 512, 1024],
            "precision": ["fp32", "fp64"]}


def locust_swarm(days: int, members: int, cores: int, ghz: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """A ``days``-day forecast of desert locust swarms over the Horn of Africa and Arabia
    (``members`` wind-ensemble members) by an agent-based model on a CPU with four hardware threads
    a core. ``agents`` (no order): ``individual`` (10^8 locusts, a tenth of the swarms, 64 bytes
    each a member, every member in memory), ``super_individual`` (10^6 agents of 100 each) or
    ``density_pde`` (a density field: the swarms' cohesion is lost, fails). ``neighbours`` (no
    order): ``all_pairs`` (the agents squared), ``cell_list`` (30 a locust) or ``kd_tree`` (a
    rebuild each step, 12 a locust and a log factor). ``wind`` (no order): ``none`` (the swarms do
    not cross the Red Sea: fails), ``reanalysis`` or ``ensemble`` (each member its own field, 1.3
    times). ``dt_min`` of 5-60 minutes (60: a swarm flies 20 km a step past its roosting cues:
    fails), ``threads`` (134-536) over the members' agents and the scheduling ``chunk``. 40 cycles
    an agent a neighbour. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        ag, nb, wd = (np.asarray(c[k]) for k in ("agents", "neighbours", "wind"))
        dt, th, ch = c["dt_min"], c["threads"], c["chunk"]
        n = np.where(ag == "individual", 1.0e8, 1.0e6)
        steps = days * 1440.0 / dt
        pairs = np.select([nb == "all_pairs", nb == "cell_list"], [n * np.minimum(n, 2.0e4), n * 30.0],
                          n * 12.0 * np.log2(n) / 4.0)
        cyc = pairs * 40.0 * np.where(wd == "ensemble", 1.3, 1.0)
        chunks = n / ch
        balance = np.where(chunks < 4.0 * th, 0.5 + 0.5 * chunks / (4.0 * th), 1.0) * np.where(ch < 256, 0.85, 1.0)
        t = members * steps * cyc / (_smt4(th, cores, 0.35) * ghz * 1e3 * np.maximum(balance, 0.05)) + 9.0e6
        bad = ((ag == "density_pde") | (members * n * 64.0 > mem_gb * 1e9) | (wd == "none")
               | (dt >= 60))
        return np.where(bad, np.nan, t)
    return cost


def locust_params() -> dict[str, list[Any]]:
    return {"agents": ["individual", "super_individual", "density_pde"],
            "neighbours": ["all_pairs", "cell_list", "kd_tree"], "wind": ["none", "reanalysis", "ensemble"],
            "dt_min": [5, 10, 20, 60], "threads": [134, 268, 536], "chunk": [64, 1024, 16384]}


def auction_wdp(bids: int, items: int, limit_s: float, cores: int, ghz: float) -> Callable[[Cols], np.ndarray]:
    """Winner determination in a round of a combinatorial spectrum auction: ``bids`` package bids
    over ``items`` licences solved to optimality by branch and bound on a CPU with four hardware
    threads a core, within ``limit_s`` seconds (longer: the round stalls, fails). ``formulation``
    (no order): ``xor_ip`` (a binary a bid, one package a bidder), ``or_ip`` (with dummy items, 1.3
    times the rows) or ``set_packing`` (its clique rows, a tighter bound: 0.6 times the nodes).
    ``bound`` (no order): ``lp`` (the simplex), ``lagrangian`` (subgradient, a fifth the work a
    node, 2.5 times the nodes) or ``none`` (a greedy bound: a million times the nodes, fails).
    ``branching`` (no order): ``most_fractional`` (4 times the nodes), ``pseudo_cost`` (1.4),
    ``strong`` (0.5 times the nodes at 8 LPs a node) or ``reliability`` (strong until reliable:
    0.55, 1.6 LPs). ``cuts`` (no order): ``none``, ``clique`` (0.5 times the nodes), ``gomory``
    (0.7, numerically shaky with the Lagrangian bound: fails) or ``both`` (0.4, 1.3 times a node).
    ``presolve`` (dominated bids removed: 0.8 times the bids), ``lp_solver`` (no order): ``primal``,
    ``dual`` (0.6 times a warm-started node) or ``barrier`` (no warm start: 3 times);
    ``node_select`` (no order): ``depth_first`` (1.8 times the nodes), ``best_first`` (the fewest)
    or ``best_estimate`` (1.1 times); ``symmetry`` handling of identical bids (0.85 times the
    nodes); ``threads`` of 1-536 (the tree searched in parallel: a speed-up of the threads over 1 +
    log2(threads) / 4; past the 134 cores the cores count 0.88 each and the extra hardware threads
    0.3). 20,000 nodes at 10,000 bids, growing as the bids to the 1.5; 40 us a row an LP at 3.5 GHz,
    the rows the licences and one a twentieth of the bids; half a second to set up. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        fo, bo, br, cu, ps, lp, ns, sy = (np.asarray(c[k]) for k in (
            "formulation", "bound", "branching", "cuts", "presolve", "lp_solver", "node_select", "symmetry"))
        th = c["threads"]
        nb = bids * np.where(ps == "on", 0.8, 1.0)
        nodes = 2.0e4 * (nb / 1.0e4) ** 1.5
        nodes = nodes * np.select([fo == "set_packing", fo == "or_ip"], [0.6, 1.0], 1.0)
        nodes = nodes * np.select([bo == "lagrangian", bo == "none"], [2.5, 1.0e6], 1.0)
        nodes = nodes * np.select([br == "most_fractional", br == "pseudo_cost", br == "strong"], [4.0, 1.4, 0.5], 0.55)
        nodes = nodes * np.select([cu == "clique", cu == "gomory", cu == "both"], [0.5, 0.7, 0.4], 1.0)
        nodes = nodes * np.select([ns == "depth_first", ns == "best_estimate"], [1.8, 1.1], 1.0)
        nodes = nodes * np.where(sy == "on", 0.85, 1.0)
        rows = (items + nb * 0.05) * np.where(fo == "or_ip", 1.3, 1.0)
        lps = np.select([br == "strong", br == "reliability"], [8.0, 1.6], 1.0)
        node_us = rows * 40.0 * np.select([lp == "dual", lp == "barrier"], [0.6, 3.0], 1.0) * lps
        node_us = np.where(bo == "lagrangian", node_us * 0.2, node_us) * np.where(cu == "both", 1.3, 1.0) / (ghz / 3.5)
        eff = th / (1.0 + 0.25 * np.log2(th)) * np.where(th > cores, 0.88 * cores / th + (1.0 - cores / th) * 0.3, 1.0)
        t = nodes * node_us / np.maximum(eff, 1.0) + 5.0e5
        bad = ((bo == "none") | ((cu == "gomory") & (bo == "lagrangian"))
               | (t > limit_s * 1e6))
        return np.where(bad, np.nan, t)
    return cost


def auction_params() -> dict[str, list[Any]]:
    return {"formulation": ["xor_ip", "or_ip", "set_packing"], "bound": ["lp", "lagrangian", "none"],
            "branching": ["most_fractional", "pseudo_cost", "strong", "reliability"],
            "cuts": ["none", "clique", "gomory", "both"], "presolve": ["off", "on"],
            "lp_solver": ["primal", "dual", "barrier"], "node_select": ["depth_first", "best_first", "best_estimate"],
            "symmetry": ["off", "on"], "threads": [1, 134, 536]}


def seen_38_synthetic() -> list[tuple[str, Landscape]]:
    """The thirty-eighth held-out set's synthetic part: nine families no earlier set had (constants
    of a 154-core GPU with 206 KB of shared memory a core, 4.3 TB/s at 1.25 GHz and fp64 at 1/2, a
    110-core one with 158 KB, 2.1 TB/s at 1.1 GHz, fp64 at 1/32 and 122 GB, and a 134-core CPU
    with four hardware threads a core at 3.5 GHz with 655 GB/s and 896 GB; times in us)."""
    L, S = Landscape, "seen_38"
    return [
        (S, L("oct_retina_am", oct_params(), oct_retina(2000, 512 * 512, 110, 2.1e6, 1.1, 1 / 32), 0.02)),
        (S, L("lyophilise_am", lyophilise_params(), lyophilise(400, 134, 3.5, 0.655e6), 0.02)),
        (S, L("permafrost_thaw_am", permafrost_params(), permafrost_thaw(4.0e6, 100, 154, 4.3e6, 1.25, 1 / 2), 0.02)),
        (S, L("lung_aerosol_am", lung_params(), lung_aerosol(20, 110, 2.1e6, 1.1, 1 / 32, 122.0), 0.02)),
        (S, L("coral_bleach_am", coral_params(), coral_bleach(40, 90, 48.0, 154, 4.3e6, 1.25, 1 / 2), 0.02)),
        (S, L("cement_kiln_am", cement_kiln_params(), cement_kiln(2.0, 134, 3.5, 0.655e6), 0.02)),
        (S, L("paper_machine_am", paper_params(), paper_machine(0.5, 110, 2.1e6, 1.1, 1 / 32), 0.02)),
        (S, L("locust_swarm_am", locust_params(), locust_swarm(30, 64, 134, 3.5, 896.0), 0.02)),
        (S, L("auction_wdp_am", auction_params(), auction_wdp(2.0e4, 1500, 3600.0, 134, 3.5), 0.02)),
    ]


SEEN_38_DIR = _data_dir("zoo_seen_38")


def seen_38() -> list[tuple[str, Landscape]]:
    """The thirty-eighth held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_38/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_38", SEEN_38_DIR)
    return seen_38_synthetic() + recorded
