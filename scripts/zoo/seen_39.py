"""The zoo's ``seen_39`` set.

``seen_39`` (was ``held_out_39``, :func:`seen_39`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the thirty-fifth round, see docs/benchmarks.md):
2 wins / 10 ties / 1 loss against the best peer, geo-mean
1.0158, second of the five (tpe_mv 1.0147); the synthetic nine 1 / 8 / 0 (the win
diamond_cut_an, 1.009 against rl's 1.018); on 30 seeds its recorded four 1 / 2 / 1 (the gated
GELU FFN won, 1.012 against 1.033; the LayerNorm lost, 1.086 against 1.000); scored by the median
of 9 quiet samples 0 / 2 / 2 with ``--confirm 0`` and 0 / 4 / 0 with ``--confirm 3``; R1
3 / 10 / 0, geo-mean 1.0019, and quietly 0 / 4 / 0 and 1 / 3 / 0; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (gemmology, casino game certification,
automotive painting, vertical transportation, horology, cartography, glass manufacturing,
digital palaeography, road lighting), with constants unlike the other sets' (a 174-core GPU with
238 KB of shared memory a core, 5.9 TB/s at 1.32 GHz, fp64 at 1/2 and 262 GB, holding 2048
threads and 32 blocks a core, a 130-core one with 194 KB a core, 2.9 TB/s at 1.08 GHz, fp64 at
1/64 and 178 GB, holding 1536 threads and 16 blocks a core, both with 128 lanes and 255
registers a thread, and a 162-core CPU at 3.28 GHz with two hardware threads a core, 745 GB/s
and 1152 GB; times in us, bandwidths in bytes/us):

- ``diamond_cut_an`` (10800, 56.9%, 819x): the light performance of 2,000 candidate
  round-brilliant cuts, 4 million rays each, on the 174-core GPU, RGB (fails), hero-wavelength
  or 31-band spectra, 4 (fail) to 32 bounces with or without Russian roulette, the facets as
  half-spaces or triangles under a hierarchy or brute force, 1-16 stones a block (their geometry
  and the bands' accumulators over the 238 KB: fail), random, Sobol or blue-noise sampling,
  64-1024 threads (fp64 at 1024: fails) and fp32 or fp64; four within 5%;
- ``slot_rtp_an`` (3456, 50.0%, 333x): a video slot game's return to player certified on 10^11
  simulated spins on the 174-core GPU, Mersenne Twister, Philox, xorshift (fails the test lab's
  battery) or PCG random numbers, every-way, table or bitmask evaluation, 1-4096 spins a thread,
  128-1024 threads, global-atomic, block or warp-shuffle reductions, free spins inline or
  deferred, and fp32 (fails), fp64 or integer sums; eight within 5%;
- ``paint_spray_an`` (810, 63.0%, 131x): 20 s of an electrostatic rotary-bell atomiser painting a
  car door on the 174-core GPU, 10^6 (with nearest-node deposits: fail) to 10^8 droplet parcels
  (10^8 in fp64 over the 262 GB: fail), no (fails), a once-solved or a space-charge field, frozen
  (with space charge: fails), RANS or LES shaping air, nearest-node, Gaussian-kernel or SPH-film
  deposits, 64-1024 threads (fp64 at 1024: fails) and fp32 or fp64; four within 5%;
- ``elevator_dispatch_an`` (6912, 66.7%, 21x): destination dispatch of 48 cars in a 90-floor
  tower judged on 5,000 simulated traffic days on the 162-core CPU, nearest-car (fails), ETA,
  genetic or rollout assignment, Poisson (fails), batch or agent-based passengers, a 10, 50 or
  200 ms (fails) motion step, 162 or 324 threads, and six that barely matter (random stream,
  logging, statistics, seeding, output format, affinity): ten parameters, 157 within 5%;
- ``watch_escapement_an`` (810, 68.4%, 432692x): the rate of 480 candidate Swiss-lever
  escapements of a 4 Hz watch, ten minutes in each of six positions on the 162-core CPU, penalty,
  Moreau-Jean or event-driven contact, a linear (fails), Cosserat-rod or shell hairspring of 8
  (fail) to 128 elements, RK4, generalized-alpha or symplectic Euler (with penalty contact:
  fails) steps, tolerances of 1e-6 (fails) to 1e-10 and 162 or 324 threads; two within 5%;
- ``map_labels_an`` (864, 66.7%, 2732078x): the names of a 1:25,000 national map series (20
  million features) placed on the 162-core CPU, greedy (fails), simulated annealing, tabu or
  exact MILP placement (its conflict pairs over the 1152 GB: fail), 4 (fail) to 32 candidate
  positions, all-pairs, R-tree or grid neighbour search, 1-1024 tiles, 162 or 324 threads and
  100 (fail) to 10,000 moves a feature; one within 5%;
- ``glass_temper_an`` (648, 69.4%, 20916x): 240 candidate quench schedules for tempering a 6 mm
  windscreen pane on the 162-core CPU, an elastic freeze-in (fails), Narayanaswamy or 12-term
  Prony relaxation, 4 (fail) to 32 layers, layered shells, hex8 or hex20 elements, explicit,
  Newton (its factors over the 1152 GB: fail) or quasi-Newton steps, a 2-10 mm mesh (10: fails)
  and 162 or 324 threads; two within 5%;
- ``manuscript_htr_an`` (1728, 68.5%, 222x): handwritten text recognition of 20,000 medieval
  charter pages on the 130-core GPU, projection-profile (fails), U-Net or Mask R-CNN line
  segmentation, CNN-BLSTM-CTC, transformer or conformer-CTC recognisers, lines of 32 (fail) to
  128 pixels, 8-512 lines a batch (their activations over the 178 GB: fail), fp32, tf32, fp16 or
  int8 (with the transformer: fails) and greedy (with a CTC: fails), beam or lexicon decoding;
  24 within 5%;
- ``road_lighting_an`` (1440, 66.2%, 6283x): 600 candidate luminaire layouts of a motorway
  interchange judged dry and wet at 200,000 points on the 130-core GPU, point-by-point (fails),
  path-traced, photon-mapped or bidirectional luminance, 16 (fail) to 1024 samples, a Lambert
  (fails), CIE r-table or measured road BRDF, tiles of 8-32 points a side, 64-1024 threads (fp64
  at 1024: fails) and fp32 or fp64 at 1/64; three within 5%.

And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a causal grouped-query decode attention (eight query heads a KV head) with its KV block,
KV split, ``opt_level``, softmax and unroll but its query block and pipeline left at the default, a
plain GEMM tuning its K tile with pipeline, schedule, ``output_align`` and unroll but its M and N
tiles left at the default, a gated GELU FFN with the up projection's M tile, the down N tile, the
down pipeline, ``opt_level`` and ``fuse_activation``, and a LayerNorm with its ``opt_level``,
pipeline, stats and unroll but neither its rows a block nor its hidden split (a set no earlier
LayerNorm or RMSNorm space tuned), each space measured exhaustively (every configuration compiled,
checked against numpy, timed 3 times) by ``scripts/record_cpu_landscapes.py`` into
``scripts/data/zoo_seen_39/`` (gzip JSON, times in us, provenance in each file's ``source``,
13 KB in all). They were recorded on the shared 2-core machine the standing way, ``--only`` each,
one after another, the recorder at normal priority (not niced), after the lead's evaluation of
held_out_38 had ended; ``ps`` (every 60 s and at the end, seven times) showed nothing else running
but the recorder, its measuring worker and the C compiler it called, this helper's own sampling and
waiting shells (sleeping) and idle tool shells (sleeping; one, not this helper's, polling on
ten-second sleeps) (no other python or pytest process; no benchmark of the lead's), and this helper
only edited text beside it (heredocs into /tmp; nothing enumerated, measured or tested) (load
average 0.93-1.43 sampled every 10 s over the recording, 35 samples, median 1.02, the recorder
itself included; 1.43 at its start, the one-minute average still falling from the evaluation): the
tail of their samples is real measurement noise, about as light as held_out_38's (median spread
1-3%), and the fastest sample is the true cost. Before that, the first and the last configuration of
each space were compiled (not run) to check they build. Every configuration ran, so they are 0%
infeasible (reported, not forced into 30-70%):

===========================================================  ==========================================  =======  ======  ======  =========
landscape                                                    op (shape)                                  configs  params  spread  worst/opt
===========================================================  ==========================================  =======  ======  ======  =========
cpu_attention_gqa8_decode_no_q_block_no_pipeline             grouped-query attention, causal decode          144       5      1%       1.7x
                                                             (batch 4, 16 query heads over 2 KV
                                                             heads, one query over 1152 keys, d 80)
cpu_gemm_k_tile_pipeline_schedule_align_unroll               GEMM (280 x 264 @ 264 x 216)                    144       5      3%       1.5x
cpu_ffn_geglu_m_down_n_down_pipeline_opt_fuse                FFN, GELU, gated (136 tokens, 224 ->            162       5      2%       2.4x
                                                             592)
cpu_layernorm_no_rows_per_block_no_split                     LayerNorm (1472 rows x 1856)                    120       4      1%       9.0x
===========================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
10, 1, 3 and 1 configurations.) Recording took 92 + 56 + 95 + 87 s, 5.5 minutes in all, one
landscape after another (2026-12-05 03:32 to 03:38 UTC).
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, resident_blocks, smt_cores

_big = partial(resident_blocks, smem_kb=238.0, max_threads=2048, max_blocks=32, max_regs=255)  # the 174-core GPU's core
_small = partial(resident_blocks, smem_kb=194.0, max_threads=1536, max_blocks=16, max_regs=255)  # the 130-core GPU's core


def diamond_cut(stones: int, rays: float, cores: int, ghz: float, fp64: float) -> Callable[[Cols], np.ndarray]:
    """Light performance (brilliance, fire, scintillation) of ``stones`` candidate round-brilliant
    cut proportions, each stone rendered by ``rays`` rays traced through it under a standard
    lighting dome on a GPU. ``spectral`` (no order): ``rgb`` (three wavelengths: the fire, the
    dispersion's coloured flashes, unresolved: fails), ``hero_4`` (four wavelengths carried by a
    path, twice the rays for their variance) or ``bands_31`` (31 bands traced apart: 9 times the
    rays' work, and 31 accumulators a thread in shared memory). ``bounces`` inside the stone (4
    lose the pavilion's repeated total internal reflections: fail); ``roulette`` (Russian roulette
    ends dim paths: 0.55 of the bounces, a quarter more rays for the variance). ``mesh`` (no order):
    ``planes_57`` (the 57 facets as half-spaces, 8 flops each a bounce), ``triangles_bvh`` (110
    triangles under a hierarchy, 420 flops a bounce, 11 KB a stone, twice in fp64) or
    ``triangles_brute`` (2,750 flops), 60 flops of shading a bounce. ``stones_block`` stones a
    block (their geometry in shared memory; more stones a warp hide latency: 0.6 of the rate at
    one, to 0.975 at 16). ``sampling`` (no order): ``random``, ``sobol`` (0.45 of the rays, 4 KB
    of direction numbers a block; with roulette 0.8: the terminations break its stratification)
    or ``blue_noise`` (0.6 of the rays, a 16 KB tile a block). ``threads`` a block (48 registers
    a thread, 96 in fp64: over the register file at 1024, fails; a block's shared memory over the
    238 KB: fails) and ``precision`` (``fp64`` at ``fp64`` the fp32 rate). Times in us."""
    def cost(c: Cols) -> np.ndarray:
        sp, me, sa, pr = (np.asarray(c[k]) for k in ("spectral", "mesh", "sampling", "precision"))
        bo, rr, sb, th = c["bounces"], np.asarray(c["roulette"], dtype=bool), c["stones_block"], c["threads"]
        wide = pr == "fp64"
        word = np.where(wide, 8.0, 4.0)
        rfac = np.where(sp == "bands_31", 9.0, 2.0) * np.where(rr, 1.25, 1.0)
        rfac = rfac * np.select([sa == "sobol", sa == "blue_noise"], [np.where(rr, 0.8, 0.45), 0.6], 1.0)
        eff_b = bo * np.where(rr, 0.55, 1.0)
        isect = np.select([me == "planes_57", me == "triangles_bvh"], [456.0, 420.0], 2750.0)
        geo = np.select([me == "planes_57", me == "triangles_bvh"], [57 * 4.0, 2742.0], 990.0) * word
        smem = (sb * geo + np.where(sa == "blue_noise", 16384.0, np.where(sa == "sobol", 4096.0, 0.0))
                + np.where(sp == "bands_31", th * 31.0 * word, 0.0))
        res = _big(th, smem, np.where(wide, 96.0, 48.0))
        occ = np.minimum(1.0, res * th / 2048.0)
        ilp = 0.6 + 0.375 * (1.0 - 1.0 / sb) / (1.0 - 1.0 / 16.0)
        rate = cores * 128 * 2.0 * ghz * 1e3 * np.where(wide, fp64, 1.0)
        t = stones * rays * rfac * eff_b * (isect + 60.0) / (rate * (0.3 + 0.7 * occ) * ilp) + stones * 50.0 + 2.0e5
        bad = (sp == "rgb") | (bo <= 4) | (res < 1)
        return np.where(bad, np.nan, t)
    return cost


def diamond_params() -> dict[str, list[Any]]:
    return {"spectral": ["rgb", "hero_4", "bands_31"], "bounces": [4, 8, 16, 32],
            "mesh": ["planes_57", "triangles_bvh", "triangles_brute"], "stones_block": [1, 2, 4, 8, 16],
            "threads": [64, 128, 256, 512, 1024], "precision": ["fp32", "fp64"],
            "sampling": ["random", "sobol", "blue_noise"], "roulette": [False, True]}


def slot_rtp(spins: float, cores: int, dram_bw: float, ghz: float, fp64: float) -> Callable[[Cols], np.ndarray]:
    """Return-to-player certification of a video slot game: ``spins`` simulated spins (the RTP
    pinned to 0.1% at 99% confidence) on a GPU, each spin five reel stops drawn, its 243 ways
    evaluated and, one spin in 150, ten free spins (5.2 draws a spin). ``rng`` (no order): ``mt19937`` (its 2.5 KB
    state in local memory: 40 cycles and 32 bytes of traffic a draw), ``philox`` (20 cycles),
    ``xorshift128`` (fails the test lab's statistical battery: fails) or ``pcg64`` (64-bit
    multiplies, emulated: 30 cycles). ``evaluation`` (no order): ``every_way`` (729 operations a
    spin), ``lookup_table`` (a 64 KB table of symbol combinations in shared memory a block: 40) or
    ``bitmask`` (90). ``spins_thread`` spins a thread (the last wave of threads partly idle)
    before its partial sums are reduced, by
    ``reduction`` (no order): ``global_atomics`` (three atomics a thread on three addresses, 1 ns
    each, serialised), ``block_then_global`` (a shared-memory tree a block, 12 cycles a level, then
    three atomics a block) or ``warp_shuffle`` (five shuffles of 4 cycles, then three atomics a
    warp). ``bonus``
    (no order): ``inline`` (the free spins run in the lane that won them: a warp with one waits
    for it, 2.9 times the work) or ``deferred_queue`` (queued, 16 bytes each, and run by a second
    pass: 1.07 times). ``accumulate`` (no order): ``fp32`` (10^11 wins summed lose the 0.1%: fails),
    ``fp64`` (two adds at ``fp64`` the fp32 rate) or ``int64`` (credits, two integer adds).
    ``threads`` a block (40 registers a thread; one block's share of the 238 KB when the table is
    in it). A spin 60 cycles of bookkeeping. Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        rg, ev, rd, bn, ac = (np.asarray(c[k]) for k in ("rng", "evaluation", "reduction", "bonus", "accumulate"))
        st, th = c["spins_thread"], c["threads"]
        draw = np.select([rg == "mt19937", rg == "philox", rg == "pcg64"], [40.0, 20.0, 30.0], 20.0)
        ops = 60.0 + 5.2 * draw + np.select([ev == "every_way", ev == "lookup_table"], [729.0, 40.0], 90.0)
        ops = ops + np.where(ac == "fp64", 2.0 / fp64, 2.0)
        ops = ops * np.where(bn == "inline", 2.9, 1.07)
        smem = np.where(ev == "lookup_table", 65536.0, 0.0) + np.where(rd == "block_then_global", th * 24.0, 0.0)
        res = _big(th, smem, 40.0)
        occ = np.minimum(1.0, res * th / 2048.0)
        lanes = cores * 128 * ghz * 1e3
        comp = spins * ops / (lanes * (0.35 + 0.65 * occ))
        mt_traffic = np.where(rg == "mt19937", spins * 5.2 * 32.0 / dram_bw, 0.0)
        nthreads = spins / st
        atom = np.select([rd == "global_atomics", rd == "warp_shuffle"], [nthreads * 3.0, nthreads / 32.0 * 3.0],
                         nthreads / th * 3.0) * 1e-3
        tree = np.where(rd == "block_then_global", nthreads * 12.0 * np.log2(th), np.where(rd == "warp_shuffle", nthreads * 5.0 * 4.0, 0.0)) / (lanes * (0.35 + 0.65 * occ))
        concurrent = cores * np.maximum(res, 1) * th
        waves = np.ceil(nthreads / concurrent)
        tail = waves / (nthreads / concurrent)
        queue = np.where(bn == "deferred_queue", spins / 150.0 * 16.0 * 2.0 / dram_bw, 0.0)
        t = comp * tail + mt_traffic + atom + tree + queue + 5.0e4
        bad = (rg == "xorshift128") | (ac == "fp32")
        return np.where(bad, np.nan, t)
    return cost


def slot_params() -> dict[str, list[Any]]:
    return {"rng": ["mt19937", "philox", "xorshift128", "pcg64"], "evaluation": ["every_way", "lookup_table", "bitmask"],
            "spins_thread": [1, 16, 256, 4096], "threads": [128, 256, 512, 1024],
            "reduction": ["global_atomics", "block_then_global", "warp_shuffle"], "bonus": ["inline", "deferred_queue"],
            "accumulate": ["fp32", "fp64", "int64"]}


def paint_spray(seconds: float, cores: int, dram_bw: float, ghz: float, fp64: float, mem_gb: float
                ) -> Callable[[Cols], np.ndarray]:
    """``seconds`` s of an electrostatic rotary-bell atomiser painting a car door on a moving
    conveyor, on a GPU: the shaping air by CFD (4 million cells, 20,000 steps a second), the
    charged droplets tracked through air and field to the door, the wet film's thickness from
    their deposits. ``parcels`` droplet parcels of 10^6 (with nearest-node deposits the film's
    1 um scatter unresolved: fails) to 10^8, 120 bytes each (twice in fp64) kept for 16 stored
    deposit snapshots (over the ``mem_gb`` GB: fails). ``field`` (no order): ``none`` (no electrostatics: the transfer
    efficiency off by half: fails), ``laplace_once`` (the electrode's field solved once) or
    ``space_charge`` (a Poisson solve with the droplets' charge every 10 steps: 2.5 times the
    air's work). ``air`` (no order): ``frozen`` (a steady shaping-air field, a twentieth of the
    work: with space charge the entrainment it drives is missed, fails), ``rans`` or ``les`` (6
    times). ``deposit`` (no order), a fifth of a parcel's traffic a unit: ``nearest_node``
    (scattered atomics onto the film mesh, contended: 3 units), ``gaussian_kernel`` (a 3 x 3
    kernel through a 24 KB shared tile a block: 1) or ``sph_film`` (the film flows as particles:
    4). ``threads`` a block
    (64 registers a thread, 128 in fp64: over the register file at 1024, fails) and ``precision``.
    300 flops a parcel a step, 900 a cell. Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        fd, ai, dp, pr = (np.asarray(c[k]) for k in ("field", "air", "deposit", "precision"))
        pa, th = c["parcels"], c["threads"]
        wide = pr == "fp64"
        steps = seconds * 2.0e4
        rate = cores * 128 * 2.0 * ghz * 1e3 * np.where(wide, fp64, 1.0)
        afac = np.select([ai == "frozen", ai == "rans"], [0.05, 1.0], 6.0) * np.where(fd == "space_charge", 2.5, 1.0)
        fluid = steps * 4.0e6 * 900.0 * afac / rate
        pbytes = 120.0 * np.where(wide, 2.0, 1.0)
        dfac = np.select([dp == "nearest_node", dp == "gaussian_kernel"], [3.0, 1.0], 4.0)
        smem = np.where(dp == "gaussian_kernel", 24576.0, 0.0)
        res = _big(th, smem, np.where(wide, 128.0, 64.0))
        occ = np.minimum(1.0, res * th / 2048.0)
        part = steps * pa * (300.0 / rate + pbytes * (1.0 + 0.2 * dfac) / dram_bw) / (0.4 + 0.6 * occ)
        t = fluid + part + 3.0e6
        bad = (((pa <= 1e6) & (dp == "nearest_node")) | (fd == "none") | ((ai == "frozen") & (fd == "space_charge"))
               | (pa * pbytes * 16.0 > mem_gb * 1e9) | (res < 1))
        return np.where(bad, np.nan, t)
    return cost


def paint_params() -> dict[str, list[Any]]:
    return {"parcels": [1e6, 1e7, 1e8], "field": ["none", "laplace_once", "space_charge"],
            "air": ["frozen", "rans", "les"], "deposit": ["nearest_node", "gaussian_kernel", "sph_film"],
            "threads": [64, 128, 256, 512, 1024], "precision": ["fp32", "fp64"]}


def elevator_dispatch(days: int, cars: int, cores: int, ghz: float) -> Callable[[Cols], np.ndarray]:
    """Destination-dispatch group control of ``cars`` cars in a 90-floor tower, judged on ``days``
    simulated traffic days (up-peak, lunch, down-peak and interfloor; 40,000 trips a day) by
    discrete-event simulation on a CPU with two hardware threads a core. ``assignment`` (no
    order): ``nearest_car`` (waits past the 30 s target at the lunch peak: fails),
    ``estimated_time_of_arrival`` (200 cycles a car a call, beside 12 events of 150 cycles a
    trip), ``genetic`` (a genetic search over
    the next eight calls: 60 times) or ``mpc_rollout`` (rollouts: 25 times). ``passengers`` (no
    order): ``poisson`` (the lunch peak's bursts missed: fails), ``batch_arrivals`` or
    ``agent_based`` (each trip an agent: 2.2 times the events). ``kinematics_ms`` the cars'
    motion step (200 ms misses the door timings: fails; 10 ms five times the steps of 50 ms, 30
    cycles a car a step). ``threads`` (162 or 324: the second thread of a core adds 4%). And six
    that barely matter (within 1%): the ``rng`` stream, ``logging``, ``stats`` kept online or
    stored, the ``seeding`` of the days, the ``output`` format and thread ``affinity``. Times in
    us."""
    def cost(c: Cols) -> np.ndarray:
        asg, pm, rn, lg, stt, sd, ou, af = (np.asarray(c[k]) for k in (
            "assignment", "passengers", "rng", "logging", "stats", "seeding", "output", "affinity"))
        km, th = c["kinematics_ms"], c["threads"]
        calls = 40000.0 * np.where(pm == "agent_based", 2.2, 1.0)
        per_call = cars * 200.0 * np.select([asg == "genetic", asg == "mpc_rollout"], [60.0, 25.0], 1.0)
        events = calls * (12.0 * 150.0 + per_call)
        motion = 86400.0e3 / km * cars * 30.0
        cyc = days * (events + motion)
        minor = (np.where(rn == "mrg32k3a", 1.004, 1.0) * np.where(lg == "trips", 1.008, 1.0)
                 * np.where(stt == "stored", 1.003, 1.0) * np.where(sd == "independent", 0.998, 1.0)
                 * np.select([ou == "csv", ou == "hdf5"], [1.002, 0.999], 1.0) * np.where(af == "scatter", 0.997, 1.0))
        t = (cyc / (smt_cores(th, cores, 0.04) * ghz * 1e3) + 3.0e6) * minor
        bad = (asg == "nearest_car") | (pm == "poisson") | (km >= 200)
        return np.where(bad, np.nan, t)
    return cost


def elevator_params() -> dict[str, list[Any]]:
    return {"assignment": ["nearest_car", "estimated_time_of_arrival", "genetic", "mpc_rollout"],
            "passengers": ["poisson", "batch_arrivals", "agent_based"], "kinematics_ms": [10, 50, 200],
            "threads": [162, 324], "rng": ["mrg32k3a", "philox"], "logging": ["quiet", "trips"],
            "stats": ["online", "stored"], "seeding": ["common_random_numbers", "independent"],
            "output": ["csv", "parquet", "hdf5"], "affinity": ["compact", "scatter"]}


def watch_escapement(designs: int, seconds: float, cores: int, ghz: float) -> Callable[[Cols], np.ndarray]:
    """The rate of ``designs`` candidate Swiss-lever escapement geometries of a 4 Hz mechanical
    watch, each run for ``seconds`` s in each of six positions by multibody contact dynamics on a
    CPU with two hardware threads a core (a design a thread). ``contact`` (no order): ``penalty``
    (stiff springs at the contacts: steps of at most 50 ns, 50 cycles a step), ``moreau_jean``
    (a complementarity solve a step, steps of 2 us, 2,000 cycles) or ``event_driven`` (impacts
    resolved exactly, 16 a beat, each found by 20 root-finding steps). ``hairspring`` (no order):
    ``linear_torsion`` (its isochronism error unmodelled: fails), ``cosserat_rod`` (80 cycles an
    element a step) or ``fe_shell`` (600). ``elements`` along the spring (8 miss its terminal
    curve: fail). ``integrator`` (no order): ``rk4`` (4 stages, stable to steps of 4 us at 32
    elements, a quarter of that in the shell, with the elements squared), ``generalized_alpha``
    (implicit: three Newton iterations of three stages' work, a banded solve adding a 64th an
    element, steps of 100 us between impacts) or ``symplectic_euler`` (one stage, half rk4's step; with penalty contact
    its energy drift moves the rate: fails). ``tolerance`` (1e-6 puts the rate off by more than
    a second a day: fails; 1e-10 1.6 times the iterations, complementarity solves and
    root-finding steps). ``threads``
    (162 or 324: the second thread of a core adds 25%, the designs run in whole rounds). Times in
    us."""
    def cost(c: Cols) -> np.ndarray:
        ct, hs, ig = (np.asarray(c[k]) for k in ("contact", "hairspring", "integrator"))
        el, tol, th = c["elements"], c["tolerance"], c["threads"]
        tfac = np.where(tol <= 1e-10, 1.6, 1.0)
        spring = el * np.where(hs == "fe_shell", 600.0, 80.0)
        stab = 4.0e-6 * (32.0 / el) ** 2 * np.where(hs == "fe_shell", 0.25, 1.0)
        stab = np.select([ig == "generalized_alpha", ig == "symplectic_euler"], [1.0e-4, stab * 0.5], stab)
        cdt = np.select([ct == "penalty", ct == "moreau_jean"], [5.0e-8, 2.0e-6], 1.0)
        dt = np.minimum(cdt, stab)
        stage = np.select([ig == "rk4", ig == "generalized_alpha"], [4.0, 3.0 * 3.0 * tfac * (1.0 + el / 64.0)], 1.0)
        step = spring * stage + np.select([ct == "penalty", ct == "moreau_jean"], [50.0, 2000.0 * tfac], 0.0)
        events = np.where(ct == "event_driven", 8.0 * 16.0 * 20.0 * tfac * spring * stage, 0.0)
        per_design = 6.0 * seconds * (step / dt + events)
        rounds = np.ceil(designs / th)
        speed = np.where(th > cores, (1.25 * cores / th), 1.0)
        t = rounds * per_design / (speed * ghz * 1e3) + 1.0e6
        bad = ((hs == "linear_torsion") | (el <= 8) | ((ig == "symplectic_euler") & (ct == "penalty")) | (tol >= 1e-6))
        return np.where(bad, np.nan, t)
    return cost


def watch_params() -> dict[str, list[Any]]:
    return {"contact": ["penalty", "moreau_jean", "event_driven"],
            "hairspring": ["linear_torsion", "cosserat_rod", "fe_shell"], "elements": [8, 16, 32, 64, 128],
            "integrator": ["rk4", "generalized_alpha", "symplectic_euler"], "tolerance": [1e-6, 1e-8, 1e-10],
            "threads": [162, 324]}


def map_labels(features: float, cores: int, ghz: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """Label placement for a national 1:25,000 topographic map series on a CPU with two hardware
    threads a core: ``features`` names (towns, rivers, peaks) placed without overlaps. ``method``
    (no order): ``greedy`` (4% left unplaced: fails), ``simulated_annealing`` (``moves`` moves a
    feature), ``tabu`` (a third of the moves, twice the work each) or ``milp`` (an exact
    conflict-graph MILP a tile, six conflicting neighbours' candidate pairs a feature: 5,000 cycles
    a pair, 64 bytes each held by the tiles solved at once, over the ``mem_gb`` GB: fails; 8
    threads' worth of branch-and-bound parallelism a tile). ``candidates`` positions a feature (4
    leave river names unplaceable: fail). ``index`` (no order), a move's neighbour search:
    ``all_pairs`` (every label of the tile swept, 50 a cycle), ``rtree`` (40 cycles a level) or
    ``uniform_grid`` (60 cycles, three times that in the dense town clusters of a whole sheet).
    ``tiles`` the series is cut into (in parallel; 1,024 leave labels at the seams: a fifth more
    moves), ``threads`` (162 or 324: the second thread of a core adds 30%) and ``moves`` (100 leave
    overlaps: fail). 30 cycles a candidate scored. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        me, ix = (np.asarray(c[k]) for k in ("method", "index"))
        ca, ti, th, mv = c["candidates"], c["tiles"], c["threads"], c["moves"]
        per_tile = features / ti
        look = np.select([ix == "all_pairs", ix == "rtree"], [per_tile * 0.02, 40.0 * np.log2(per_tile)],
                         60.0 * np.where(ti <= 1, 3.0, 1.0))
        seam = np.where(ti >= 1024, 1.2, 1.0)
        nmove = np.where(me == "tabu", mv / 3.0 * 2.0, mv) * seam
        heur = features * nmove * (ca * 30.0 + look)
        pairs = features * ca * ca * 6.0
        milp = pairs * 5000.0 * seam
        par = np.minimum(ti, smt_cores(th, cores, 0.3))
        par_m = np.minimum(ti * 8.0, smt_cores(th, cores, 0.3))
        t = np.where(me == "milp", milp / (par_m * ghz * 1e3), heur / (par * ghz * 1e3)) + 2.0e6
        bad = ((me == "greedy") | (ca <= 4) | ((me != "milp") & (mv <= 100))
               | ((me == "milp") & (pairs / np.minimum(ti, 1.0e9) * 64.0 * np.minimum(ti, th) > mem_gb * 1e9)))
        return np.where(bad, np.nan, t)
    return cost


def map_params() -> dict[str, list[Any]]:
    return {"method": ["greedy", "simulated_annealing", "tabu", "milp"], "candidates": [4, 8, 16, 32],
            "index": ["all_pairs", "rtree", "uniform_grid"], "tiles": [1, 64, 1024], "threads": [162, 324],
            "moves": [100, 1000, 10000]}


def glass_temper(schedules: int, cores: int, ghz: float, dram_bw: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """Residual stresses of ``schedules`` candidate air-quench schedules for tempering a 6 mm
    windscreen pane (1.5 x 1 m), each a 300 s thermal and stress history by finite elements with
    structural relaxation, on a CPU with two hardware threads a core. ``relaxation`` (no order):
    ``elastic_freeze`` (the stresses frozen in at the glass transition: the surface compression
    off by 30%, fails), ``narayanaswamy`` (six relaxation times, 120 cycles a point a step) or
    ``prony_12`` (twelve, 240). ``layers`` through the thickness (4 miss the parabolic stress
    profile: fail); ``element`` (no order): ``shell_layered`` (a point a layer, 1 unit of work),
    ``hex8`` (2.5) or ``hex20`` (6, and 2.7 times the unknowns; four unknowns a point, the
    temperature and the displacements). ``integration`` (no order): ``explicit`` (steps of
    h^2 / 2a for layers h thick, glass's a = 5e-7 m^2/s), ``newton`` (600 steps, three iterations
    of a sparse direct solve, 40 times an explicit step each; its factor 24 times the unknowns' 8
    bytes for each schedule solved at once: over the ``mem_gb`` GB, fails) or ``quasi_newton``
    (600 steps, eight iterations of 12 times). ``mesh_mm`` in the plane (10 mm miss the 20 mm edge zone:
    fails) and ``threads`` (162 or 324: the second thread of a core adds 15%; 200 bytes a point a
    step). Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        rl, el, ig = (np.asarray(c[k]) for k in ("relaxation", "element", "integration"))
        ly, mm, th = c["layers"], c["mesh_mm"], c["threads"]
        pts = (1500.0 / mm) * (1000.0 / mm) * ly
        unk = pts * np.where(el == "hex20", 2.7, 1.0) * 4.0
        w = np.select([el == "shell_layered", el == "hex8"], [1.0, 2.5], 6.0) * np.where(rl == "prony_12", 240.0, 120.0)
        h = 6.0e-3 / ly
        steps = np.where(ig == "explicit", 300.0 / (h * h / (2.0 * 5.0e-7)), 600.0)
        iters = np.select([ig == "newton", ig == "quasi_newton"], [3.0 * 40.0, 8.0 * 12.0], 1.0)
        comp = schedules * steps * iters * pts * w / (smt_cores(th, cores, 0.15) * ghz * 1e3)
        mem = schedules * steps * iters * pts * 200.0 / dram_bw
        t = np.maximum(comp, mem) + 5.0e6
        bad = ((rl == "elastic_freeze") | (ly <= 4) | (mm >= 10)
               | ((ig == "newton") & (unk * 24.0 * 8.0 * np.minimum(schedules, th) > mem_gb * 1e9)))
        return np.where(bad, np.nan, t)
    return cost


def glass_params() -> dict[str, list[Any]]:
    return {"relaxation": ["elastic_freeze", "narayanaswamy", "prony_12"], "layers": [4, 8, 16, 32],
            "element": ["shell_layered", "hex8", "hex20"], "integration": ["explicit", "newton", "quasi_newton"],
            "mesh_mm": [2, 5, 10], "threads": [162, 324]}


def manuscript_htr(pages: int, cores: int, dram_bw: float, ghz: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """Handwritten text recognition of ``pages`` digitised medieval charter pages (40 lines a page)
    on a GPU. ``segmentation`` (no order): ``projection_profiles`` (skewed and touching lines:
    fails), ``unet_baselines`` (a U-Net, 60 GFLOP a page) or ``mask_rcnn`` (3 times). ``recognizer``
    (no order): ``cnn_blstm_ctc`` (2 MFLOP a pixel column at 64 pixels), ``transformer_s2s``
    (autoregressive: 4 times) or ``conformer_ctc`` (1.6 times). ``line_height`` pixels (32 lose the abbreviation marks: fail; the work with its
    square, a line 20 heights long). ``batch_lines`` lines a batch (their activations, 64 channels
    over 8 layers, over the ``mem_gb`` GB: fail; a small batch leaves the cores idle).
    ``precision`` (no order): ``fp32``, ``tf32`` (2 times the rate), ``fp16`` (4 times, half the
    bytes) or ``int8`` (8 times; the transformer's attention degrades: fails). ``decoder`` (no
    order): ``greedy`` (a CTC's abbreviations left unexpanded: fails; the transformer expands them
    itself), ``beam_16`` (16 beams with a character language model: the transformer's decoding 6
    times, a CTC's 1.1) or ``lexicon_wfst`` (the Latin abbreviation lexicon as a transducer: 1.3
    times). The activations written and read once, bounded by the bandwidth. Times in us,
    bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        sg, rc, pr, dc = (np.asarray(c[k]) for k in ("segmentation", "recognizer", "precision", "decoder"))
        lh, bl = c["line_height"], c["batch_lines"]
        speed = np.select([pr == "tf32", pr == "fp16", pr == "int8"], [2.0, 4.0, 8.0], 1.0)
        word = np.select([pr == "fp16", pr == "int8"], [2.0, 1.0], 4.0)
        rate = cores * 128 * 2.0 * ghz * 1e3 * speed
        seg = pages * 6.0e10 * np.where(sg == "mask_rcnn", 3.0, 1.0)
        cols = pages * 40.0 * 20.0 * lh
        rec = cols * 2.0e6 * (lh / 64.0) * np.select([rc == "transformer_s2s", rc == "conformer_ctc"], [4.0, 1.6], 1.0)
        dec = np.select([dc == "beam_16", dc == "lexicon_wfst"],
                        [np.where(rc == "transformer_s2s", 6.0, 1.1), 1.3], 1.0)
        util = np.minimum(1.0, bl * lh * lh * 20.0 / (cores * 4096.0))
        act = bl * lh * (lh * 20.0) * 64.0 * 8.0 * word
        traffic = pages * 40.0 * lh * lh * 20.0 * 64.0 * 8.0 * word * 2.0 / dram_bw
        t = np.maximum((seg + rec * dec) / (rate * (0.2 + 0.8 * util)), traffic) + 2.0e6
        bad = ((sg == "projection_profiles") | (lh <= 32) | (act > mem_gb * 1e9)
               | ((pr == "int8") & (rc == "transformer_s2s")) | ((rc != "transformer_s2s") & (dc == "greedy")))
        return np.where(bad, np.nan, t)
    return cost


def manuscript_params() -> dict[str, list[Any]]:
    return {"segmentation": ["projection_profiles", "unet_baselines", "mask_rcnn"],
            "recognizer": ["cnn_blstm_ctc", "transformer_s2s", "conformer_ctc"], "line_height": [32, 64, 96, 128],
            "batch_lines": [8, 32, 128, 512], "precision": ["fp32", "tf32", "fp16", "int8"],
            "decoder": ["greedy", "beam_16", "lexicon_wfst"]}


def road_lighting(layouts: int, points: float, cores: int, ghz: float, fp64: float) -> Callable[[Cols], np.ndarray]:
    """Photometric design of a motorway interchange's lighting: ``layouts`` candidate luminaire
    layouts (pole spacing, height, tilt), each judged by the road surface's luminance from the
    drivers' viewpoints at ``points`` grid points, dry and wet, on a GPU. ``method`` (no order):
    ``point_by_point`` (direct light only: the wet surface's mirror images missed, fails),
    ``path_tracing``, ``photon_mapping`` (0.4 of the samples, a photon gather of 1.5 times a
    path's work) or ``bidirectional`` (0.5 of the samples, 2.2 times the work). ``samples`` a grid
    point (16 leave a 3% noise in the uniformity ratios: fail). ``brdf`` (no order): ``lambert``
    (the road's retro-reflection missed: fails), ``r_table`` (the CIE reduced-luminance table, 28
    KB in shared memory a block) or ``measured`` (a measured BRDF, 120 KB: its lookups, 0.3 of a
    segment's work, 0.7 of the r-table's). ``tile`` grid points a block side (their accumulators
    in shared memory, 16 bytes each, twice in fp64; a block with fewer threads than its tile's
    points loops over them, down to half the rate), ``threads`` a block (56 registers a thread, 112
    in fp64: over the register file at 1024, fails) and ``precision`` (``fp64`` at ``fp64`` the
    fp32 rate). 1,200 flops a path segment, 6 segments a sample. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        me, br, pr = (np.asarray(c[k]) for k in ("method", "brdf", "precision"))
        sa, ti, th = c["samples"], c["tile"], c["threads"]
        wide = pr == "fp64"
        rate = cores * 128 * 2.0 * ghz * 1e3 * np.where(wide, fp64, 1.0)
        mf = np.select([me == "photon_mapping", me == "bidirectional"], [0.4 * 1.5, 0.5 * 2.2], 1.0)
        bf = np.where(br == "measured", 0.7, 1.0)
        smem = np.select([br == "r_table", br == "measured"], [28672.0, 122880.0], 0.0) + ti * ti * 16.0 * np.where(wide, 2.0, 1.0)
        res = _small(th, smem, np.where(wide, 112.0, 56.0))
        occ = np.minimum(1.0, res * th / 1536.0)
        share = 0.5 + 0.5 * np.minimum(1.0, th / (ti * ti))
        work = layouts * points * 2.0 * sa * mf * 6.0 * (1200.0 * (0.7 + 0.3 * bf))
        t = work / (rate * (0.25 + 0.75 * occ) * share) + layouts * 200.0 + 1.0e6
        bad = (me == "point_by_point") | (sa <= 16) | (br == "lambert") | (res < 1)
        return np.where(bad, np.nan, t)
    return cost


def road_params() -> dict[str, list[Any]]:
    return {"method": ["point_by_point", "path_tracing", "photon_mapping", "bidirectional"],
            "samples": [16, 64, 256, 1024], "brdf": ["lambert", "r_table", "measured"], "tile": [8, 16, 32],
            "threads": [64, 128, 256, 512, 1024], "precision": ["fp32", "fp64"]}


def seen_39_synthetic() -> list[tuple[str, Landscape]]:
    """The thirty-ninth held-out set's synthetic part: nine families no earlier set had (constants
    of a 174-core GPU with 238 KB of shared memory a core, 5.9 TB/s at 1.32 GHz, fp64 at 1/2 and
    262 GB, a 130-core one with 194 KB, 2.9 TB/s at 1.08 GHz, fp64 at 1/64 and 178 GB, and a
    162-core CPU with two hardware threads a core at 3.28 GHz with 745 GB/s and 1152 GB; times in us)."""
    L, S = Landscape, "seen_39"
    return [
        (S, L("diamond_cut_an", diamond_params(), diamond_cut(2000, 4.0e6, 174, 1.32, 1 / 2), 0.02)),
        (S, L("slot_rtp_an", slot_params(), slot_rtp(1.0e11, 174, 5.9e6, 1.32, 1 / 2), 0.02)),
        (S, L("paint_spray_an", paint_params(), paint_spray(20.0, 174, 5.9e6, 1.32, 1 / 2, 262.0), 0.02)),
        (S, L("elevator_dispatch_an", elevator_params(), elevator_dispatch(5000, 48, 162, 3.28), 0.02)),
        (S, L("watch_escapement_an", watch_params(), watch_escapement(480, 600.0, 162, 3.28), 0.02)),
        (S, L("map_labels_an", map_params(), map_labels(2.0e7, 162, 3.28, 1152.0), 0.02)),
        (S, L("glass_temper_an", glass_params(), glass_temper(240, 162, 3.28, 0.745e6, 1152.0), 0.02)),
        (S, L("manuscript_htr_an", manuscript_params(), manuscript_htr(20000, 130, 2.9e6, 1.08, 178.0), 0.02)),
        (S, L("road_lighting_an", road_params(), road_lighting(600, 2.0e5, 130, 1.08, 1 / 64), 0.02)),
    ]


SEEN_39_DIR = _data_dir("zoo_seen_39")


def seen_39() -> list[tuple[str, Landscape]]:
    """The thirty-ninth held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_39/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_39", SEEN_39_DIR)
    return seen_39_synthetic() + recorded
