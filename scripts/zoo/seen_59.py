"""The zoo's ``seen_59`` set.

``seen_59`` (was ``held_out_59``, :func:`seen_59`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the forty-fourth round, see docs/benchmarks.md):
2 wins / 7 ties / 4 losses against the best peer, geo-mean
1.0236, the best of the five (random 1.0723); the synthetic nine 2 / 4 / 3 (wins on the ride
hailing, 1.000 against random's 1.268, and the fossil CT, 1.003 against random's 1.028; losses on
the aircraft maintenance, 1.008 against rl's 1.000, the grain store, 1.013 against tpe_mv's 1.002,
and the fulldome, 1.025 against tpe_mv's 1.012), the geo-mean the best there (1.0063; random
1.0721); on 30 seeds its recorded four 0 / 3 / 1 (the attention, 1.030 against tpe's 1.000, its
committed optimum one fast sample; on the GEMM every strategy ends 1.24, its committed optimum one
fast sample no run found), second by geo-mean to tpe (1.0637 against 1.0558); scored by the median
of 9 quiet samples 0 / 3 / 1 with ``--confirm 0`` (the LayerNorm, 1.014 against tpe's 1.000; the
last of five) and 0 / 3 / 1 with ``--confirm 3`` (the LayerNorm again; fourth of five); R1
2 / 8 / 3 as committed (1.0213, the best of six), second of six with
``--confirm 0`` (1.0028) and the best of six with ``--confirm 3`` (1.0000).
Evaluated on an AVX2 host (numpy's X86_V3 loops), where its committed traces were made; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (solar salt production, ride-hailing dispatch,
aircraft heavy maintenance, post-harvest grain storage, consumer credit risk, palaeontology,
planetarium shows, wave energy, prosthetics), with constants unlike the other sets' (a 634-core
GPU with 716 KB of shared memory a core, 23.3 TB/s at 2.97 GHz with fp64 at half the rate and a
0.256 TB/s host link, holding 2048 threads and 32 blocks a core, a 654-core one with 364 KB a
core, 14.3 TB/s at 2.79 GHz and a 0.51 TB/s link to its projector servers, holding 1536 threads
and 24 blocks a core, both with 128 lanes and 255 registers a thread, and a CPU of 19 chiplets
of 19 cores (361 cores) at 2.93 GHz with two hardware threads a core, 45.5 MB of L3 a chiplet,
a 0.093 TB/s link from each chiplet to the I/O die, 1.51 TB/s of DRAM and 15872 GB; times in us,
bandwidths in bytes/us). The CPU families place their threads on the chiplets (filling a
chiplet first, or spreading them over all) and hand out chunks in rounds; the GPU families run
their blocks in waves with a tail wave, two of them (the scans and the dome's frames) moving
their data over a link in one or more streams:

- ``salt_works_bh`` (2592, 44.4%, 811x): a solar saltworks' brine plans, 5.7 x 10^4 what-if
  seasons of 60 ponds on the chiplet CPU, a density table, Pitzer activities or a full
  speciation (its states over the 15872 GB: fail; the activity models at daily steps: fail), a
  pan coefficient, Penman's equation for brine or a layered pond (its tables over the L3: a
  cliff; at 6 and 24 hours: fails), a fixed cascade, valve rules or a linear programme (with the
  density table: fails), 1-24-hour steps, 1-64 seasons a chunk over 181-722 threads filling or
  spreading the chiplets; twelve within 5%.
- ``ride_hail_bh`` (2592, 45.7%, 2053x): a ride-hailing platform's dispatch policies replayed
  over 2 x 10^4 city-days on the chiplet CPU, nearest-driver (without repositioning: fails),
  Kuhn-Munkres or auction matching (the auction in 2-second windows: fails) in 2-30-second
  windows, straight-line (in windows of 15 s and more: fail), road-graph (its hierarchy over the
  L3: a cliff) or learned travel times, no repositioning, heat maps or a learned fleet policy
  (its memory over the 15872 GB: fails; with straight-line times: fails), 1-32 days a chunk over
  181-722 threads filling or spreading the chiplets; four within 5%.
- ``aircraft_mro_bh`` (864, 52.3%, 466x): an airline's heavy-maintenance plans for 180
  aircraft, 3 x 10^4 what-if scenarios on the chiplet CPU, greedy slots (with task cards: fail),
  constraint programming (its model over the 15872 GB: fails) or column generation (with slot
  counts: fails), letter checks or task cards, 365-1460-day horizons, slot counts or the bays'
  geometry (its tables over the L3: a cliff), 1-64 scenarios a chunk over 181-722 threads
  filling or spreading the chiplets; five within 5%.
- ``grain_store_bh`` (1296, 43.2%, 310468x): a grain cooperative's storage season, 4.6 x 10^4
  what-ifs of 300 silos on the chiplet CPU, a lumped bin, an axisymmetric finite-difference
  section (over the L3: a cliff) or a porous-medium CFD (at 6-hour steps: fails; over the 15872
  GB: fails), sorption isotherms or moisture diffusion (with the lumped bin: fails), fixed hours,
  a temperature-difference rule or an MPC of the fans (hourly: fails), 1-6-hour steps, 1-128
  scenarios a chunk over 181-722 threads filling or spreading the chiplets; twelve within 5%.
- ``credit_stress_bh`` (10368, 50.9%, 457x): a consumer lender's stress tests, 10^5
  macroeconomic scenarios of a 2 x 10^6-loan book on the chiplet CPU, a scorecard, a Cox
  survival model or gradient-boosted trees (their memory, with the daily cash flows', over the
  15872 GB: fails), a flat, beta-regression or workout LGD (the workout with monthly steps:
  fails), monthly or daily cash flows (daily with the scorecard: fails), 1-64 scenarios a chunk
  over 181-722 threads filling or spreading the chiplets, and four that barely matter (the loan
  audit, the FX table, the report format, the checkpoints: 0.004-0.3%): ten parameters, 216
  within 5%.
- ``fossil_ct_bh`` (1296, 57.4%, 485x): a museum's palaeontology lab segmenting 300 micro-CT
  scans of fossils on the 634-core GPU, Otsu thresholds and morphology (at 20 um: fail), a marker
  watershed (in int8: fails) or a 3-D U-Net, 5-20-um voxels, fp32, fp16 or int8, 8-64-voxel
  bricks (over the 716 KB: fail), 128-1024 threads (over the register file: fail), 1-4 copy
  streams over the host link; ten within 5%.
- ``fulldome_bh`` (1728, 40.5%, 13x): a planetarium's fulldome show, 5.4 x 10^4 8K fisheye
  frames on the 654-core GPU, point sprites, Gaussian or spectral point-spread functions (in
  fp16: fail), cube-map, direct (in 8-px tiles: fails) or mesh-warped fisheyes, gamma ramps or
  photometric blending, fp32 or fp16, 8-64-px tiles (over the 364 KB: fail), 128-1024 threads
  (over the register file: fail), 1-4 streams to the projector servers; 32 within 5%.
- ``wave_farm_bh`` (864, 49.1%, 170x): a wave-farm developer's yield estimates, 2 x 10^5 cases
  of 40 floating absorbers on the 634-core GPU, Cummins' convolution, a Prony state space (at 0.2
  s: fails) or a spectral response (with the MPC: fails), passive, reactive or model-predictive
  power take-off (the MPC in fp32: fails), 0.05-0.2-s steps, fp32 or fp64, 1-64 absorbers a
  block (over the 716 KB: fail), 128-1024 threads (over the register file: fail); 30 within 5%.
- ``socket_fit_bh`` (1296, 53.9%, 1252x): a prosthetics clinic network's transtibial socket
  fits, 800 designs on the 654-core GPU, linear elastic, neo-Hookean or Ogden tissue (in fp16:
  fails), penalty (at 8 mm: fails), augmented-Lagrange or mortar contact (on linear tetrahedra:
  fails), 4- or 10-node tetrahedra of 2-8 mm, fp32 or fp16, 8-128 elements a block (over the 364
  KB: fail), 128-1024 threads (over the register file: fail); four within 5%.


And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a causal multi-query attention, a 116-token prompt prefill (27 query heads over one KV
head, d 376), with its query block, softmax, ``opt_level`` (O1, O2 and O3: no O0) and unroll but
its KV block, KV split and pipeline left at the default, a plain GEMM (unbatched, no bias) tuning
its N tile with the L1 prefetch, the output alignment and the packed B layout (608 wide: 3 to 38
column blocks; its M and K tiles, pipeline, schedule and unroll at the default), a gated erf-GELU
FFN tuning the down projection's M and K tiles, the fused activation and unroll, and a LayerNorm
with its rows a block and ``opt_level`` (O0 among them) but neither its hidden split, its stats,
its pipeline nor its unroll (a set no earlier LayerNorm or RMSNorm space tuned; 28 configurations,
the full value lists: the untuned norm sets of 30 or more are used up and this is the largest
left), each space measured exhaustively (every configuration compiled, checked against numpy, timed
3 times) by ``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_59/`` (gzip JSON,
times in us, provenance in each file's ``source``, 12.4 KB in all). They were recorded on the
shared 2-core machine the standing way, ``--only`` each, one after another, the recorder at normal
priority (not niced), after the lead's go (the load average 0.50 at the start); this host is the
AMD EPYC with AVX2 and no AVX-512 that recorded held_out_44's..held_out_58's four (the same
``host_cpu``), so the four are measurements of the kernels' AVX2 paths (8-lane vectors, their
register tiles accordingly). ``ps`` (every 60 s and at the end, seven times) showed nothing else
running but the recorder, its measuring worker and the C compiler it calls, this helper's own
sampling and waiting shells (sleeping) and idle tool shells (sleeping or idle; no other python,
benchmark or pytest process), and this helper only read the logs beside it (nothing enumerated,
measured or tested) (load average 0.50-1.06 sampled every 10 s over the recording, 32 samples, the
recorder itself included, rising from the quiet start to about 1.0). The tail of their samples is
real measurement noise (median spread 1.5-2.4%), and the fastest sample is the true cost: two of
the four optima rest on one fast sample, the GEMM's, its other two samples 1.35 and 1.38 times it
(44th by median of 192), and the attention's, its other two 1.13 and 1.14 times it (10th by median
of 150), the FFN's and the LayerNorm's not (1.00-1.05 and 1.00-1.01, each 1st by median) (see
below). Before that, the first and the last configuration of each space were compiled (not run) to
check they build. Every configuration ran, so they are 0% infeasible (reported, not forced into
30-70%):

=================================================================  ==========================================  =======  ======  ======  =========
landscape                                                          op (shape)                                  configs  params  spread  worst/opt
=================================================================  ==========================================  =======  ======  ======  =========
cpu_attention_mqa27_causal_q_block_softmax_opt_unroll              multi-query attention, causal (27 query         150       4      2%       3.3x
                                                                   heads over one, 116 x 116, d 376)
cpu_gemm_n_tile_prefetch_align_layout                              GEMM (292 x 616 @ 616 x 608)                    192       4      2%       6.7x
cpu_ffn_gelu_erf_gated_down_m_down_k_fuse_unroll                   gated FFN, erf GELU (164 tokens, 432 ->         120       4      2%       1.3x
                                                                   1176)
cpu_layernorm_no_split_no_stats_no_pipeline_no_unroll              LayerNorm (1512 rows x 2912)                     28       2      2%       4.1x
=================================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1, 1.5%, 1.8%, 2.4% and 1.6%;
within 5% of the optimum: 3, 1, 5 and 7 configurations; the attention's optimum (a query block of
32, the online softmax, O3, unroll 16) has samples 1.138, 1.127 and 1.000 times its fastest and is
10th by median of 150 (1.127), the next configuration (32, online, O3, unroll 2) 1.030 times it
(median 1.088), the best by median (64, online, O3, unroll 16) 1.049 (median 1.051), query blocks
of 16, 64, 128 and 256 1.094, 1.049, 1.083 and 1.086 at least, two_pass 1.316 at least, O1 1.790
and O2 1.302 at least, unrolls of 0, 2, 4 and 8 1.315, 1.030, 1.111 and 1.115 at least, the whole
space within 3.28; the GEMM's optimum (an N tile of 176, the L1 prefetch on, the output unaligned,
row_major) has samples 1.375, 1.347 and 1.000 times its fastest and is 44th by median of 192
(1.347), the next configuration (240, no prefetch, unaligned, z_major) 1.223 times it (median
1.283), the best by median (208, no prefetch, aligned, row_major) 1.242 (median 1.259), N tiles of
16 to 160 1.282-2.531 and of 192 to 256 1.223-1.294 at least, no prefetch 1.223 and the output
aligned 1.242 at least, col_major 3.931 and z_major 1.223 at least, the whole space within 6.68;
the FFN's optimum (a down M tile of 176, a down K tile of 128, the activation fused, unroll 8) has
samples 1.000, 1.051 and 1.049 and is 1st by median (1.049) too, the next configuration (64, 256,
not fused, unroll 8) 1.015 times it (median 1.079), down M tiles of 16 and 64 1.080 and 1.015 at
least, down K tiles of 16, 48 and 256 1.081, 1.044 and 1.015 at least, not fused 1.015 at least,
unrolls of 0, 2, 4 and 16 1.022, 1.070, 1.049 and 1.075 at least, the whole space within 1.29; the
LayerNorm's optimum (4 rows a block, O3) has samples 1.013, 1.000 and 1.011 and is 1st by median
(1.011) too, the next (16 rows a block, O3) 1.011 times it (median 1.025), 1, 2, 8, 16, 32 and 64
rows a block 1.027, 1.022, 1.022, 1.011, 1.049 and 1.034 at least, O0 3.972, O1 1.104 and O2 1.213
at least, the whole space within 4.09.)
Recording took 132 + 76 + 72 + 34 s, 5.2 minutes in all, one landscape after another (2026-12-06
03:40 to 03:45 UTC).
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, resident_blocks, smt_cores

_gpu_a = partial(resident_blocks, smem_kb=716.0, max_threads=2048, max_blocks=32, max_regs=255)  # the 634-core GPU's core
_gpu_b = partial(resident_blocks, smem_kb=364.0, max_threads=1536, max_blocks=24, max_regs=255)  # the 654-core GPU's core


def _chiplets(n_items: Any, item_cyc: Any, item_bytes: Any, chunk: Any, threads: Any, placement: Any, chiplets: int,
              per: int, ghz: float, gain: float, bw: float, link: float, round_us: float) -> tuple[Any, Any, Any]:
    """``n_items`` equal items of ``item_cyc`` cycles and ``item_bytes`` bytes of DRAM traffic, cut
    into chunks of ``chunk`` and handed out in rounds to ``threads`` threads of a chiplet CPU
    (``chiplets`` chiplets of ``per`` cores, two hardware threads a core, the second adding ``gain``
    of a core; each chiplet's link to the I/O die ``link`` bytes/us, the DRAM ``bw`` bytes/us in
    all): ceil(chunks / busy) rounds, each as long as the busiest chiplet's chunk, its compute or
    its memory traffic (over the chiplet's link or its share of the DRAM, the slower), the two
    overlapping but for 15% of the shorter, and a hand-out of ``round_us`` x log2(1 + busy).
    ``chiplet_placement`` (no order): ``fill_chiplet`` fills a chiplet's cores and their second
    hardware threads before the next chiplet (fewer links, more threads sharing one L3);
    ``spread_chiplets`` deals the threads round-robin over the chiplets (every link busy, fewer
    threads a chiplet). Returns the makespan, the busy threads and the threads on the busiest
    chiplet (for the L3 cliffs)."""
    chunks = np.ceil(n_items / chunk)
    busy = np.minimum(threads, chunks)
    fill = np.asarray(placement) == "fill_chiplet"
    on = np.where(fill, np.minimum(busy, 2.0 * per), np.ceil(busy / chiplets))
    speed = smt_cores(on, per, gain) / on
    comp = chunk * item_cyc / (ghz * 1e3) / speed
    mem = np.maximum(chunk * item_bytes * on / link, chunk * item_bytes * busy / bw)
    rounds = np.ceil(chunks / busy)
    t = rounds * (np.maximum(comp, mem) + 0.15 * np.minimum(comp, mem) + round_us * np.log2(1.0 + busy))
    return t, busy, on


def _waves(n_tiles: Any, tile_flops: Any, tile_bytes: Any, res: Any, threads: Any, cores: int, rate: float,
           dram_bw: float) -> Any:
    """``n_tiles`` tiles of ``tile_flops`` flops, each reading ``tile_bytes`` from DRAM, a block a
    tile on ``cores`` GPU cores of ``rate`` flops/us holding ``res`` blocks of ``threads`` threads
    each: full waves of cores x res blocks and a tail wave whose busiest core holds ceil(left /
    cores) blocks, 3 us a wave. k blocks on a core keep w = k x threads / 32 warps and run at 1.25
    w / (w + 8) of the core's rate, capped at the full rate (reached at 32 warps); a wave lasts its
    compute or its DRAM reads, whichever is longer."""
    per = np.maximum(res, 1.0)
    grid = cores * per

    def wave(k: Any, m: Any) -> Any:
        w = k * threads / 32.0
        eff = np.minimum(1.0, 1.25 * w / (w + 8.0))
        return np.maximum(k * tile_flops / (rate * eff), m * tile_bytes / dram_bw)
    full = np.floor(n_tiles / grid)
    left = n_tiles - full * grid
    return full * (wave(per, grid) + 3.0) + np.where(left > 0, wave(np.ceil(left / cores), left) + 3.0, 0.0)


def _streamed(kernel: Any, link_bytes: Any, link_bw: float, streams: Any, launch_us: float) -> Any:
    """A kernel of ``kernel`` us whose data (``link_bytes``) crosses a ``link_bw`` bytes/us link
    to or from the host in ``copy_streams`` streams: one stream copies, then computes (the two in
    turn); more streams overlap the copies with the compute, leaving 1 / streams of the shorter
    exposed; ``launch_us`` a stream."""
    copy = link_bytes / link_bw
    s = np.asarray(streams, dtype=np.float64)
    return np.where(s == 1, copy + kernel, np.maximum(copy, kernel) + np.minimum(copy, kernel) / s) + launch_us * s


def salt_works(seasons: float, chiplets: int, per: int, ghz: float, l3_kb: float, mem_gb: float, bw: float,
               link: float) -> Callable[[Cols], np.ndarray]:
    """A solar saltworks' brine plans, ``seasons`` what-if seasons (rain, wind, brine intake) of 200
    days at ``step_h``-hour steps (1, 3, 6 or 24) through 60 evaporation and crystallising ponds on
    a chiplet CPU. ``brine_model`` (no order), cycles a pond and step: ``density_table`` (the
    brine's state by its density, 30), ``pitzer`` (Pitzer ion-interaction activities, 1,400) or
    ``speciation`` (a full speciation of the seawater ions, 9,000; 2.2 GB held for each season of a
    chunk by every busy thread: over the ``mem_gb`` GB fails); the activity models miss the
    gypsum and halite fronts at daily steps: with 24 hours fail. ``evap_model`` (no order), cycles
    a pond and step: ``pan_coefficient`` (a pan coefficient, 12), ``penman_brine`` (Penman's
    equation with the brine's lower vapour pressure, 90) or ``layered_pond`` (the pond's heat in
    layers, 700; its 3 MB of layer tables a thread, on the busiest chiplet, over the ``l3_kb`` KB
    of L3 a chiplet: 2.4 times; it needs the day's cycle: at 6 and 24 hours fails).
    ``brine_routing`` (no order), cycles a step: ``fixed_cascade`` (0), ``valve_rules`` (40) or
    ``lp_routing`` (a linear programme, 2,600 / sqrt(step_h); its density constraints need an
    activity model: with the density table fails). 4 ms and 3 MB of weather a season;
    ``season_task`` seasons a chunk over ``threads`` threads placed by ``chiplet_placement`` (a
    hand-out of 35 us x log2 threads a round). 0.12 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        bm, em, ro = (np.asarray(c[k]) for k in ("brine_model", "evap_model", "brine_routing"))
        sh, st, th, pl = c["step_h"], c["season_task"], c["threads"], c["chiplet_placement"]
        steps = 200.0 * 24.0 / sh
        brine = np.select([bm == "density_table", bm == "pitzer"], [30.0, 1400.0], 9000.0)
        evap = np.select([em == "pan_coefficient", em == "penman_brine"], [12.0, 90.0], 700.0)
        rout = np.select([ro == "fixed_cascade", ro == "valve_rules"], [0.0, 40.0], 2600.0 / np.sqrt(sh))
        step = 60.0 * (brine + evap) + rout
        t, busy, on = _chiplets(seasons, steps * step + 4.0e3 * ghz * 1e3, 3.0e6, st, th, pl, chiplets, per, ghz, 0.21, bw,
                                link, 35.0)
        cliff = np.where((em == "layered_pond") & (on * 3072.0 > l3_kb), 2.4, 1.0)
        t = t * (1.0 + (cliff - 1.0) * 60.0 * evap / step) + 1.2e5
        mem = busy * st * np.where(bm == "speciation", 2.2e9, 0.0)
        bad = ((mem > mem_gb * 1e9) | ((bm != "density_table") & (sh == 24)) | ((em == "layered_pond") & (sh >= 6))
               | ((ro == "lp_routing") & (bm == "density_table")))
        return np.where(bad, np.nan, t)
    return cost


def salt_params() -> dict[str, list[Any]]:
    return {"brine_model": ["density_table", "pitzer", "speciation"], "evap_model": ["pan_coefficient", "penman_brine", "layered_pond"],
            "brine_routing": ["fixed_cascade", "valve_rules", "lp_routing"], "step_h": [1, 3, 6, 24], "season_task": [1, 4, 16, 64],
            "threads": [181, 361, 722], "chiplet_placement": ["fill_chiplet", "spread_chiplets"]}


def ride_hail(days: float, chiplets: int, per: int, ghz: float, l3_kb: float, mem_gb: float, bw: float,
              link: float) -> Callable[[Cols], np.ndarray]:
    """A ride-hailing platform's dispatch policies replayed over ``days`` city-days of 6 x 10^5
    requests on a chiplet CPU, the requests matched in windows of ``batch_s`` seconds (2, 5, 15 or
    30): n requests a window against 1.5 n idle drivers. ``dispatch_matcher`` (no order):
    ``nearest_driver`` (each request's nearest of 12 candidates, 40 cycles a request; without
    repositioning the drivers drift away from the demand: fails), ``kuhn_munkres`` (the full n x 1.5
    n matrix of pickup times, then 2 (1.5 n)^3 cycles) or ``auction`` (the full matrix, then an
    auction's bidding, 48 cycles an entry; in 2-second windows its bids do not settle: fails).
    ``eta_model`` (no order), cycles a candidate pair: ``haversine`` (straight-line times, 25; in
    windows of 15 s and more they mislead the matcher: fail), ``road_graph`` (contraction-hierarchy
    queries, 900; its 2.5 MB a thread, on the busiest chiplet, over the ``l3_kb`` KB of L3 a
    chiplet: its share of the work 1.9 times) or ``learned_eta`` (a gradient-boosted model, 300; 9
    GB a busy thread). ``repositioning`` (no order), cycles a minute: ``no_reposition`` (0),
    ``heatmap`` (demand heat maps, 2 x 10^6) or ``rl_policy`` (a learned fleet policy, 1.2 x 10^7;
    3.5 GB held for each day of a chunk by every busy thread, with the learned model's: over the
    ``mem_gb`` GB fails; trained on road times: with haversine fails). 2 ms and 50 MB of trip logs a
    day; ``day_task`` days a chunk over ``threads`` threads placed by ``chiplet_placement`` (a
    hand-out of 45 us x log2 threads a round). 0.08 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        ma, eta, rp = (np.asarray(c[k]) for k in ("dispatch_matcher", "eta_model", "repositioning"))
        bs, dt, th, pl = c["batch_s"], c["day_task"], c["threads"], c["chiplet_placement"]
        batches = 86400.0 / bs
        n = 6.0e5 / batches
        pairs = np.where(ma == "nearest_driver", n * 12.0, n * n * 1.5)
        solve = np.select([ma == "nearest_driver", ma == "kuhn_munkres"], [n * 40.0, 2.0 * (n * 1.5) ** 3], 6.0 * n * n * 1.5 * 8.0)
        et = np.select([eta == "haversine", eta == "road_graph"], [25.0, 900.0], 300.0)
        rep = np.select([rp == "no_reposition", rp == "heatmap"], [0.0, 2.0e6], 1.2e7) * 1440.0
        day = batches * (pairs * et + solve) + rep + 2.0e3 * ghz * 1e3
        t, busy, on = _chiplets(days, day, 5.0e7, dt, th, pl, chiplets, per, ghz, 0.27, bw, link, 45.0)
        cliff = np.where((eta == "road_graph") & (on * 2560.0 > l3_kb), 1.9, 1.0)
        t = t * (1.0 + (cliff - 1.0) * batches * pairs * et / day) + 8.0e4
        mem = busy * dt * np.where(rp == "rl_policy", 3.5e9, 0.0) + busy * np.where(eta == "learned_eta", 9.0e9, 0.0)
        bad = ((mem > mem_gb * 1e9) | ((ma == "auction") & (bs == 2)) | ((rp == "rl_policy") & (eta == "haversine"))
               | ((ma == "nearest_driver") & (rp == "no_reposition")) | ((eta == "haversine") & (bs >= 15)))
        return np.where(bad, np.nan, t)
    return cost


def ride_params() -> dict[str, list[Any]]:
    return {"dispatch_matcher": ["nearest_driver", "kuhn_munkres", "auction"], "batch_s": [2, 5, 15, 30],
            "eta_model": ["haversine", "road_graph", "learned_eta"], "repositioning": ["no_reposition", "heatmap", "rl_policy"],
            "day_task": [1, 2, 8, 32], "threads": [181, 361, 722], "chiplet_placement": ["fill_chiplet", "spread_chiplets"]}


def aircraft_mro(scenarios: float, chiplets: int, per: int, ghz: float, l3_kb: float, mem_gb: float, bw: float,
                 link: float) -> Callable[[Cols], np.ndarray]:
    """An airline's heavy-maintenance plans for its 180 aircraft, ``scenarios`` what-if scenarios
    (utilisation, findings, hangar outages) over ``plan_days`` days (365, 730 or 1460) on a chiplet
    CPU. ``packaging`` (no order): ``block_checks`` (900 tasks an aircraft, packaged in letter
    checks) or ``task_cards`` (14,000 task cards an aircraft, each placed on its own).
    ``check_planner`` (no order), cycles a task: ``greedy_slots`` (6; the task cards' zonal
    access and precedence defeat it: with task cards fails), ``cp_hangar`` (constraint programming,
    90 x log2 of the days; its model, 4 MB a day, 16 with task cards, held for each scenario of a
    chunk by every busy thread: over the ``mem_gb`` GB fails) or ``colgen_checks`` (column
    generation, 30 x sqrt(days / 30); its columns are bay patterns: with slot counts fails).
    ``hangar_model`` (no order), cycles an aircraft-week: ``slot_count`` (250) or
    ``bay_geometry`` (the bays' shapes and the tails' fit, 20,000; its 4 MB a thread, on the
    busiest chiplet, over the ``l3_kb`` KB of L3 a chiplet: its share of the work 2.2 times). 6 ms
    and 2 MB a scenario; ``scen_task`` scenarios a chunk over ``threads`` threads placed by
    ``chiplet_placement`` (a hand-out of 60 us x log2 threads a round). 0.3 s besides. Times in
    us."""
    def cost(c: Cols) -> np.ndarray:
        pn, tp, hm = (np.asarray(c[k]) for k in ("check_planner", "packaging", "hangar_model"))
        hd, stk, th, pl = c["plan_days"], c["scen_task"], c["threads"], c["chiplet_placement"]
        tasks = np.where(tp == "block_checks", 900.0, 14000.0)
        plan = tasks * np.select([pn == "greedy_slots", pn == "cp_hangar"], [6.0, 90.0 * np.log2(hd)], 30.0 * np.sqrt(hd / 30.0))
        hang = np.where(hm == "slot_count", 250.0, 2.0e4) * hd / 7.0
        item = 180.0 * (plan + hang)
        t, busy, on = _chiplets(scenarios, item + 6.0e3 * ghz * 1e3, 2.0e6, stk, th, pl, chiplets, per, ghz, 0.18, bw, link, 60.0)
        cliff = np.where((hm == "bay_geometry") & (on * 4096.0 > l3_kb), 2.2, 1.0)
        t = t * (1.0 + (cliff - 1.0) * 180.0 * hang / item) + 3.0e5
        mem = busy * stk * np.where(pn == "cp_hangar", 4.0e6 * hd * np.where(tp == "task_cards", 4.0, 1.0), 0.0)
        bad = ((mem > mem_gb * 1e9) | ((pn == "greedy_slots") & (tp == "task_cards")) | ((pn == "colgen_checks") & (hm == "slot_count")))
        return np.where(bad, np.nan, t)
    return cost


def mro_params() -> dict[str, list[Any]]:
    return {"check_planner": ["greedy_slots", "cp_hangar", "colgen_checks"], "packaging": ["block_checks", "task_cards"],
            "plan_days": [365, 730, 1460], "hangar_model": ["slot_count", "bay_geometry"], "scen_task": [1, 4, 16, 64],
            "threads": [181, 361, 722], "chiplet_placement": ["fill_chiplet", "spread_chiplets"]}


def grain_store(scenarios: float, chiplets: int, per: int, ghz: float, l3_kb: float, mem_gb: float, bw: float,
                link: float) -> Callable[[Cols], np.ndarray]:
    """A grain cooperative's storage season, ``scenarios`` what-ifs (harvest moisture, weather,
    prices) of its 300 silos over 240 days at ``step_h``-hour steps (1, 2 or 6) on a chiplet CPU.
    ``grain_heat`` (no order): ``lumped_bin`` (one node a silo, 40 cycles), ``axisym_bin_fd`` (an
    axisymmetric finite-difference section, 400 nodes of 25; its 2.8 MB a thread, on the busiest
    chiplet, over the ``l3_kb`` KB of L3 a chiplet: its share of the work twice) or ``porous_cfd``
    (the aeration air through the grain as a porous medium, 12,000 nodes of 60; unstable at 6-hour
    steps: fails; 0.9 GB held for each scenario of a chunk by every busy thread: over the ``mem_gb``
    GB fails). ``moisture`` (no order), cycles a node: ``isotherm_table`` (the grain's equilibrium
    moisture from its sorption isotherm, 6) or ``moisture_diffusion`` (35; it needs the grain's
    profile: with the lumped bin fails). ``fan_control`` (no order), cycles a silo and step:
    ``fixed_hours`` (2), ``delta_t`` (the fans on while the air is cooler than the grain, 3) or
    ``mpc_fans`` (an MPC of the fans against the tariff, 9,000; at hourly steps its horizon outruns
    the forecast: fails). 3 ms and 1.5 MB a scenario; ``scenario_chunk`` scenarios a chunk over
    ``threads`` threads placed by ``chiplet_placement`` (a hand-out of 30 us x log2 threads a
    round). 0.09 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        hm, mo, fc = (np.asarray(c[k]) for k in ("grain_heat", "moisture", "fan_control"))
        sh, bt, th, pl = c["step_h"], c["scenario_chunk"], c["threads"], c["chiplet_placement"]
        steps = 240.0 * 24.0 / sh
        nodes = np.select([hm == "lumped_bin", hm == "axisym_bin_fd"], [1.0, 400.0], 12000.0)
        heat = nodes * np.select([hm == "lumped_bin", hm == "axisym_bin_fd"], [40.0, 25.0], 60.0)
        moist = nodes * np.where(mo == "isotherm_table", 6.0, 35.0)
        fan = np.select([fc == "fixed_hours", fc == "delta_t"], [2.0, 3.0], 9000.0)
        step = 300.0 * (heat + moist + fan)
        t, busy, on = _chiplets(scenarios, steps * step + 3.0e3 * ghz * 1e3, 1.5e6, bt, th, pl, chiplets, per, ghz, 0.24, bw,
                                link, 30.0)
        cliff = np.where((hm == "axisym_bin_fd") & (on * 2900.0 > l3_kb), 2.0, 1.0)
        t = t * (1.0 + (cliff - 1.0) * 300.0 * heat / step) + 9.0e4
        mem = busy * bt * np.where(hm == "porous_cfd", 0.9e9, 0.0)
        bad = ((mem > mem_gb * 1e9) | ((hm == "porous_cfd") & (sh == 6)) | ((mo == "moisture_diffusion") & (hm == "lumped_bin"))
               | ((fc == "mpc_fans") & (sh == 1)))
        return np.where(bad, np.nan, t)
    return cost


def grain_params() -> dict[str, list[Any]]:
    return {"grain_heat": ["lumped_bin", "axisym_bin_fd", "porous_cfd"], "moisture": ["isotherm_table", "moisture_diffusion"],
            "fan_control": ["fixed_hours", "delta_t", "mpc_fans"], "step_h": [1, 2, 6], "scenario_chunk": [1, 8, 32, 128],
            "threads": [181, 361, 722], "chiplet_placement": ["fill_chiplet", "spread_chiplets"]}


def credit_stress(scenarios: float, chiplets: int, per: int, ghz: float, mem_gb: float, bw: float,
                  link: float) -> Callable[[Cols], np.ndarray]:
    """A consumer lender's stress tests, ``scenarios`` macroeconomic scenarios of a 2 x 10^6-loan
    book over 60 months on a chiplet CPU. ``pd_model`` (no order), cycles a loan and month:
    ``scorecard`` (a logistic scorecard, 30), ``cox_survival`` (a Cox survival model, 220) or
    ``gbm_pd`` (gradient-boosted trees, 900; 9 GB held for each scenario of a chunk by every busy
    thread: over the ``mem_gb`` GB fails). ``lgd_model`` (no order), cycles a loan and month:
    ``flat_lgd`` (0), ``beta_regression`` (1.2) or ``workout_lgd`` (the recoveries of a workout
    simulated, 45; they come day by day: with monthly steps fails). ``cashflow`` (no order):
    ``monthly_steps`` or ``daily_steps`` (30.4 days a month at 0.12 of a month's work each; 12 GB a
    busy thread, with the trees' memory; the scorecard has no daily hazard: with it fails). 10 ms and 40 MB a scenario; ``scen_task``
    scenarios a chunk over ``threads`` threads placed by ``chiplet_placement`` (a hand-out of 50 us
    x log2 threads a round). Four that barely matter: ``loan_audit`` (``per_loan`` adds 0.3%),
    ``fx_table`` (``daily_rates`` 0.1%), ``report_format`` (``spreadsheet`` 0.02%) and
    ``checkpoint_min`` (132 ms / checkpoint_min: every 10 minutes 11 ms more than every 60,
    0.004%). 0.2 s besides. Times in
    us."""
    def cost(c: Cols) -> np.ndarray:
        pd, lgd, cf = (np.asarray(c[k]) for k in ("pd_model", "lgd_model", "cashflow"))
        stk, th, pl = c["scen_task"], c["threads"], c["chiplet_placement"]
        au, rf, fx, ck = (np.asarray(c[k]) for k in ("loan_audit", "report_format", "fx_table", "checkpoint_min"))
        per_loan = (np.select([pd == "scorecard", pd == "cox_survival"], [30.0, 220.0], 900.0)
                    + np.select([lgd == "flat_lgd", lgd == "beta_regression"], [0.0, 1.2], 45.0))
        per_loan = per_loan * 60.0 * np.where(cf == "monthly_steps", 1.0, 30.4 * 0.12)
        item = 2.0e6 * per_loan + 1.0e4 * ghz * 1e3
        t, busy, on = _chiplets(scenarios, item, 4.0e7, stk, th, pl, chiplets, per, ghz, 0.22, bw, link, 50.0)
        t = t * (1.0 + np.where(au == "per_loan", 0.003, 0.0) + np.where(fx == "daily_rates", 0.001, 0.0)
                 + np.where(rf == "spreadsheet", 0.0002, 0.0)) + 2.0e5 + 1.32e5 / ck
        mem = busy * stk * np.where(pd == "gbm_pd", 9.0e9, 0.0) + busy * np.where(cf == "daily_steps", 12.0e9, 0.0)
        bad = (mem > mem_gb * 1e9) | ((cf == "daily_steps") & (pd == "scorecard")) | ((lgd == "workout_lgd") & (cf == "monthly_steps"))
        return np.where(bad, np.nan, t)
    return cost


def credit_params() -> dict[str, list[Any]]:
    return {"pd_model": ["scorecard", "cox_survival", "gbm_pd"], "lgd_model": ["flat_lgd", "beta_regression", "workout_lgd"],
            "cashflow": ["monthly_steps", "daily_steps"], "scen_task": [1, 4, 16, 64], "threads": [181, 361, 722],
            "chiplet_placement": ["fill_chiplet", "spread_chiplets"], "loan_audit": ["no_audit", "per_loan"],
            "report_format": ["columnar", "spreadsheet"], "fx_table": ["static_fx", "daily_rates"], "checkpoint_min": [10, 30, 60]}


def fossil_ct(volumes: float, cores: int, dram_bw: float, ghz: float, link_bw: float) -> Callable[[Cols], np.ndarray]:
    """A natural history museum's palaeontology lab segmenting fossils from their rock, ``volumes``
    micro-CT scans of a 40-mm specimen at ``voxel_um`` um (5, 10 or 20: (40,000 / voxel_um)^3
    voxels) on a GPU, each volume streamed from the host over a ``link_bw`` bytes/us link in
    ``copy_streams`` streams (1, 2 or 4) in the precision's words and segmented in bricks of
    ``brick``^3 voxels (8, 16, 32 or 64). ``segmenter`` (no order), flops a voxel:
    ``otsu_morphology`` (Otsu's threshold and morphology, 60, a 2-voxel halo; at 20 um the thin
    bones merge with the matrix: fails), ``marker_watershed`` (a marker-controlled watershed, 700,
    a 4-voxel halo; in int8 its labels overflow: fails) or ``unet3d`` (a 3-D U-Net, 9,000, an
    8-voxel halo, four feature words a voxel). ``precision`` fp32, fp16 (twice the rate) or int8
    (3.5 times) on 128 lanes a core; each brick with its halo staged in shared memory and read from
    DRAM (over the 716 KB: fails); 40, 88 or 150 registers by the segmenter, 1.25 times in fp32
    (over the register file: fails); the blocks in waves. 0.2 s besides. Times in us, bandwidths
    in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        sg, pr = (np.asarray(c[k]) for k in ("segmenter", "precision"))
        vu, br, th, sm = c["voxel_um"], c["brick"], c["threads"], c["copy_streams"]
        speed = np.select([pr == "fp32", pr == "fp16"], [1.0, 2.0], 3.5)
        word = np.select([pr == "fp32", pr == "fp16"], [4.0, 2.0], 1.0)
        vox = (40.0e3 / vu) ** 3
        per = np.select([sg == "otsu_morphology", sg == "marker_watershed"], [60.0, 700.0], 9000.0)
        halo = np.select([sg == "otsu_morphology", sg == "marker_watershed"], [2.0, 4.0], 8.0)
        staged = (br + 2.0 * halo) ** 3 * word
        smem = staged * np.where(sg == "unet3d", 4.0, 1.0)
        regs = np.select([sg == "otsu_morphology", sg == "marker_watershed"], [40.0, 88.0], 150.0) * np.where(pr == "fp32", 1.25, 1.0)
        res = _gpu_a(th, smem, regs)
        rate = 128 * 2.0 * ghz * 1e3 * speed
        k = _waves(np.ceil(vox / br ** 3), br ** 3 * per, staged, res, th, cores, rate, dram_bw)
        t = volumes * _streamed(k, vox * word, link_bw, sm, 30.0) + 2.0e5
        bad = (res < 1) | ((sg == "marker_watershed") & (pr == "int8")) | ((sg == "otsu_morphology") & (vu == 20))
        return np.where(bad, np.nan, t)
    return cost


def fossil_params() -> dict[str, list[Any]]:
    return {"segmenter": ["otsu_morphology", "marker_watershed", "unet3d"], "voxel_um": [5, 10, 20],
            "precision": ["fp32", "fp16", "int8"], "brick": [8, 16, 32, 64], "threads": [128, 256, 512, 1024],
            "copy_streams": [1, 2, 4]}


def fulldome(frames: float, cores: int, dram_bw: float, ghz: float, link_bw: float) -> Callable[[Cols], np.ndarray]:
    """A planetarium's fulldome show rendered, ``frames`` frames of an 8K x 8K fisheye (its disc,
    78.5% of the square) on a GPU, each frame sent compressed (1.5 bytes a pixel) to the projector
    servers over a ``link_bw`` bytes/us link in ``copy_streams`` streams (1, 2 or 4), with 120 us a
    frame of projector sync. ``star_render`` (no order), flops a pixel: ``point_sprites`` (300),
    ``gaussian_psf`` (Gaussian point-spread splats, 2,400) or ``spectral_psf`` (point-spread
    functions by wavelength, 16,000; in fp16 its colours band: fails). ``dome_warp`` (no order):
    ``cubemap_fisheye`` (six cube faces rendered, then looked up, 200; the source tile staged at
    4.5 times the tile), ``direct_fisheye`` (rendered straight into the fisheye, 0.35 of the star
    work again; its distortion table needs tiles of 16 px or more: at 8 fails) or ``mesh_warp``
    (the projectors' warp meshes, 350; 1.6 times the tile staged). ``blend`` (no order):
    ``gamma_ramp`` (20) or ``photometric`` (a photometric correction by projector, 120, its 96 KB
    table in shared memory). ``precision`` fp32 or fp16 (twice the rate) on 128 lanes a core;
    ``dome_tile_px`` tiles (8-64 px a side) of four channels staged in shared memory (over the 364
    KB: fails), each tile reading 64 bytes of star lists and its four channels a pixel from DRAM;
    32, 72 or 128 registers by the star renderer, 1.25 times in fp32 (over the register file:
    fails); the blocks in waves. 0.1 s besides. Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        sr, wp, bl, pr = (np.asarray(c[k]) for k in ("star_render", "dome_warp", "blend", "precision"))
        tp, th, sm = c["dome_tile_px"], c["threads"], c["copy_streams"]
        speed = np.where(pr == "fp32", 1.0, 2.0)
        word = np.where(pr == "fp32", 4.0, 2.0)
        px = 8192.0 * 8192.0 * 0.785
        star = np.select([sr == "point_sprites", sr == "gaussian_psf"], [300.0, 2400.0], 16000.0)
        warp = np.select([wp == "cubemap_fisheye", wp == "direct_fisheye"], [200.0, 0.35 * star], 350.0)
        per = star + warp + np.where(bl == "gamma_ramp", 20.0, 120.0)
        smem = (tp * tp * 4.0 * word * np.select([wp == "cubemap_fisheye", wp == "direct_fisheye"], [4.5, 1.0], 1.6)
                + np.where(bl == "photometric", 96.0 * 1024.0, 0.0))
        regs = np.select([sr == "point_sprites", sr == "gaussian_psf"], [32.0, 72.0], 128.0) * np.where(pr == "fp32", 1.25, 1.0)
        res = _gpu_b(th, smem, regs)
        rate = 128 * 2.0 * ghz * 1e3 * speed
        k = _waves(np.ceil(px / (tp * tp)), tp * tp * per, tp * tp * (64.0 + 4.0 * word), res, th, cores, rate, dram_bw)
        t = frames * (_streamed(k, px * 1.5, link_bw, sm, 25.0) + 120.0) + 1.0e5
        bad = (res < 1) | ((sr == "spectral_psf") & (pr == "fp16")) | ((wp == "direct_fisheye") & (tp == 8))
        return np.where(bad, np.nan, t)
    return cost


def fulldome_params() -> dict[str, list[Any]]:
    return {"star_render": ["point_sprites", "gaussian_psf", "spectral_psf"],
            "dome_warp": ["cubemap_fisheye", "direct_fisheye", "mesh_warp"], "blend": ["gamma_ramp", "photometric"],
            "precision": ["fp32", "fp16"], "dome_tile_px": [8, 16, 32, 64], "threads": [128, 256, 512, 1024],
            "copy_streams": [1, 2, 4]}


def wave_farm(cases: float, cores: int, dram_bw: float, ghz: float, fp64: float) -> Callable[[Cols], np.ndarray]:
    """A wave-farm developer's yield estimates on a GPU, ``cases`` cases (hindcast sea states and
    array layouts) of 40 floating point absorbers, each absorber simulated for an hour at
    ``dt_s``-second steps (0.05, 0.1 or 0.2), its hydrodynamic coefficients given.
    ``radiation_force`` (no order), flops an absorber and step: ``cummins_convolution`` (Cummins'
    equation, the radiation memory of six modes convolved over the last 60 s, 12 x 60 / dt_s),
    ``prony_state_space`` (the memory fitted by a Prony series as a 12-state system, 144; unstable at
    0.2 s: fails) or ``spectral_response`` (the linear response in the frequency domain, the series
    rebuilt at dt_s, 240; it cannot hold the MPC's constraints: with ``pto_mpc`` fails).
    ``pto_control`` (no order), flops a step: ``passive_damping`` (4), ``reactive_pto`` (7) or
    ``pto_mpc`` (a model-predictive power take-off, 4,000; in fp32 its QP is ill-conditioned:
    fails); 150 more for the rest of the equations of motion. ``precision`` fp32 or fp64 (``fp64``
    of the rate) on 128 lanes a core; ``devices_block`` absorbers a block (1, 4, 16 or 64), each
    staging its radiation history (the convolution's 60 s of six modes, or 72 state words and 36
    more) in shared memory (over the 716 KB: fails), reading its case's 20 KB and writing four
    outputs a step to DRAM; 48, 64 or 168 registers by the control, 1.5 times in fp64 (over the
    register file: fails); the blocks in waves. 0.3 s besides. Times in us, ``dram_bw`` in
    bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        ra, co, pr = (np.asarray(c[k]) for k in ("radiation_force", "pto_control", "precision"))
        dt, db, th = c["dt_s"], c["devices_block"], c["threads"]
        speed = np.where(pr == "fp32", 1.0, fp64)
        word = np.where(pr == "fp32", 4.0, 8.0)
        steps = 3600.0 / dt
        hist = 60.0 / dt
        rad = np.select([ra == "cummins_convolution", ra == "prony_state_space"], [12.0 * hist, 144.0], 240.0)
        ctl = np.select([co == "passive_damping", co == "reactive_pto"], [4.0, 7.0], 4000.0)
        smem = db * np.where(ra == "cummins_convolution", hist * 6.0, 12.0 * 6.0 + 36.0) * word
        regs = np.select([co == "passive_damping", co == "reactive_pto"], [48.0, 64.0], 168.0) * np.where(pr == "fp64", 1.5, 1.0)
        res = _gpu_a(th, smem, regs)
        rate = 128 * 2.0 * ghz * 1e3 * speed
        k = _waves(np.ceil(cases * 40.0 / db), db * steps * (rad + ctl + 150.0), db * (2.0e4 + steps * 4.0 * word), res, th,
                   cores, rate, dram_bw)
        t = k + 3.0e5
        bad = ((res < 1) | ((ra == "spectral_response") & (co == "pto_mpc")) | ((ra == "prony_state_space") & (dt == 0.2))
               | ((co == "pto_mpc") & (pr == "fp32")))
        return np.where(bad, np.nan, t)
    return cost


def wave_params() -> dict[str, list[Any]]:
    return {"radiation_force": ["cummins_convolution", "prony_state_space", "spectral_response"],
            "pto_control": ["passive_damping", "reactive_pto", "pto_mpc"], "dt_s": [0.05, 0.1, 0.2], "precision": ["fp32", "fp64"],
            "devices_block": [1, 4, 16, 64], "threads": [128, 256, 512, 1024]}


def socket_fit(designs: float, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """A prosthetics clinic network's transtibial socket fits, ``designs`` candidate sockets pressed
    onto a scanned residual limb on a GPU: its 1.08 x 10^6 mm^3 of soft tissue in tetrahedra of
    ``limb_mesh_mm`` mm (2, 4 or 8; eight a cube of that side). ``tissue_model`` (no order), flops
    a quadrature point: ``linear_elastic`` (30), ``neo_hookean`` (160) or ``ogden`` (420; in fp16
    its stretches lose their digits: fails), the hyperelastic two with three Newton steps an
    iteration. ``liner_contact`` (no order), iterations: ``penalty_contact`` (200; at 8 mm the
    liner's thickness is not resolved: fails), ``augmented_lagrange`` (500) or ``mortar_segments``
    (350; on linear tetrahedra its segments lock: with ``tet4`` fails). ``tet_element`` (no order):
    ``tet4`` (4 nodes, one quadrature point) or ``tet10`` (10 nodes, four); an element's product
    18 n^2 flops besides. ``precision`` fp32 or fp16 (twice the rate) on 128 lanes a core;
    ``elements_block`` elements a block (8, 32 or 128), each staging its packed element matrix
    (3n (3n + 1) / 2 words) in shared memory beside the contact's own 32, 96 or 192 KB (over the
    364 KB: fails) and reading its nodes' coordinates and displacements from DRAM; 40, 96 or 140
    registers by the tissue model, 1.25 times in fp32 (over the register file: fails); every
    iteration a sweep of the elements in waves. 0.06 s besides. Times in us, ``dram_bw`` in
    bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        tm, ct, el, pr = (np.asarray(c[k]) for k in ("tissue_model", "liner_contact", "tet_element", "precision"))
        mm, eb, th = c["limb_mesh_mm"], c["elements_block"], c["threads"]
        speed = np.where(pr == "fp32", 1.0, 2.0)
        word = np.where(pr == "fp32", 4.0, 2.0)
        elems = 1.08e6 / mm ** 3 * 8.0
        nodes = np.where(el == "tet4", 4.0, 10.0)
        mat = np.select([tm == "linear_elastic", tm == "neo_hookean"], [30.0, 160.0], 420.0)
        per = nodes ** 2 * 18.0 + mat * np.where(el == "tet4", 1.0, 4.0)
        iters = (np.select([ct == "penalty_contact", ct == "augmented_lagrange"], [200.0, 500.0], 350.0)
                 * np.where(tm == "linear_elastic", 1.0, 3.0))
        smem = (eb * (3.0 * nodes) * (3.0 * nodes + 1.0) / 2.0 * word
                + np.select([ct == "penalty_contact", ct == "augmented_lagrange"], [32.0, 96.0], 192.0) * 1024.0)
        regs = np.select([tm == "linear_elastic", tm == "neo_hookean"], [40.0, 96.0], 140.0) * np.where(pr == "fp32", 1.25, 1.0)
        res = _gpu_b(th, smem, regs)
        rate = 128 * 2.0 * ghz * 1e3 * speed
        k = _waves(np.ceil(elems / eb), eb * per, eb * nodes * 6.0 * word, res, th, cores, rate, dram_bw)
        t = designs * iters * k + 6.0e4
        bad = ((res < 1) | ((tm == "ogden") & (pr == "fp16")) | ((ct == "mortar_segments") & (el == "tet4"))
               | ((mm == 8) & (ct == "penalty_contact")))
        return np.where(bad, np.nan, t)
    return cost


def socket_params() -> dict[str, list[Any]]:
    return {"tissue_model": ["linear_elastic", "neo_hookean", "ogden"],
            "liner_contact": ["penalty_contact", "augmented_lagrange", "mortar_segments"], "tet_element": ["tet4", "tet10"],
            "limb_mesh_mm": [2, 4, 8], "precision": ["fp32", "fp16"], "elements_block": [8, 32, 128],
            "threads": [128, 256, 512, 1024]}


def seen_59_synthetic() -> list[tuple[str, Landscape]]:
    """The fifty-ninth held-out set's synthetic part: nine families no earlier set had (constants of
    a 634-core GPU with 716 KB of shared memory a core, 23.3 TB/s at 2.97 GHz, fp64 at half the
    rate and a 0.256 TB/s host link, a 654-core one with 364 KB a core, 14.3 TB/s at 2.79 GHz and a
    0.51 TB/s link, and a CPU of 19 chiplets of 19 cores (361) with two hardware threads a core at
    2.93 GHz, 45.5 MB of L3 a chiplet, 0.093 TB/s a chiplet's link, 1.51 TB/s of DRAM and 15872 GB;
    times in us)."""
    L, S = Landscape, "seen_59"
    cpu = (19, 19, 2.93)
    return [
        (S, L("salt_works_bh", salt_params(), salt_works(5.7e4, *cpu, 46592.0, 15872.0, 1.51e6, 9.3e4), 0.03)),
        (S, L("ride_hail_bh", ride_params(), ride_hail(2.0e4, *cpu, 46592.0, 15872.0, 1.51e6, 9.3e4), 0.02)),
        (S, L("aircraft_mro_bh", mro_params(), aircraft_mro(3.0e4, *cpu, 46592.0, 15872.0, 1.51e6, 9.3e4), 0.05)),
        (S, L("grain_store_bh", grain_params(), grain_store(46208.0, *cpu, 46592.0, 15872.0, 1.51e6, 9.3e4), 0.04)),
        (S, L("credit_stress_bh", credit_params(), credit_stress(1.0e5, *cpu, 15872.0, 1.51e6, 9.3e4), 0.01)),
        (S, L("fossil_ct_bh", fossil_params(), fossil_ct(300.0, 634, 2.33e7, 2.97, 2.56e5), 0.03)),
        (S, L("fulldome_bh", fulldome_params(), fulldome(5.4e4, 654, 1.43e7, 2.79, 5.1e5), 0.04)),
        (S, L("wave_farm_bh", wave_params(), wave_farm(2.0e5, 634, 2.33e7, 2.97, 0.5), 0.05)),
        (S, L("socket_fit_bh", socket_params(), socket_fit(800.0, 654, 1.43e7, 2.79), 0.02)),
    ]


SEEN_59_DIR = _data_dir("zoo_seen_59")


def seen_59() -> list[tuple[str, Landscape]]:
    """The fifty-ninth held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_59/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_59", SEEN_59_DIR)
    return seen_59_synthetic() + recorded
