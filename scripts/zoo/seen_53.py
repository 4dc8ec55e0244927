"""The zoo's ``seen_53`` set.

``seen_53`` (was ``held_out_53``, :func:`seen_53`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the forty-second round, see docs/benchmarks.md):
0 wins / 10 ties / 3 losses against the best peer, geo-mean
1.0162, second of the five (tpe_mv 1.0147); the synthetic nine 0 / 7 / 2 (the coffee roasting lost,
1.008 against tpe_mv's 1.002, and the feedlot rations, 1.019 against tpe_mv's 1.009), the geo-mean
second there (1.0037 against tpe_mv's 1.0016); on 30 seeds its recorded four 0 / 3 / 1 (the
tanh-GELU FFN lost, 1.021 against random's 1.001, its committed optimum one fast sample), bayes's
geo-mean tied second there (1.0448; random 1.0396); scored by the median of 9 quiet samples
0 / 3 / 1 with ``--confirm 0`` (the LayerNorm, 1.019 against rl's 1.009; fourth of five) and
0 / 2 / 2 with ``--confirm 3`` (the FFN and the GEMM, 0.9% each; third of five); R1 0 / 10 / 3 as
committed (its medians the default's on all 13), quietly 0 / 3 / 1 with ``--confirm 0`` and with
``--confirm 3`` (1.0068 and 1.0022, second of six both times).
Evaluated on an AVX2 host (numpy's X86_V3 loops), where its committed traces were made; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (glaciology's regional glacier projections,
feedlot cattle nutrition, vaccine cold chains, coffee roasting, cheese ripening, ball tracking in
cricket broadcasts, music stem separation, satellite radar altimetry, loudspeaker acoustics),
with constants unlike the other sets' (a 476-core GPU with 522 KB of shared memory a core, 15.1
TB/s at 2.09 GHz and fp64 at 1/2, holding 2048 threads and 32 blocks a core, a 436-core one with
498 KB a core, 13.3 TB/s at 2.41 GHz and fp64 at 1/64, holding 1536 threads and 24 blocks a core,
both with 128 lanes and 255 registers a thread, and a 484-core CPU at 2.27 GHz with two hardware
threads a core, 5.375 MB of L2 a core and 10752 GB; times in us, bandwidths in bytes/us):

- ``glacier_flow_bb`` (864, 43.1%, 186591x): a glaciological service's projections of 2.2 x 10^5
  glaciers to 2100 on the 484-core CPU, the shallow-ice approximation (explicit: over grid / 5
  days a step fails), a first-order (Blatter-Pattyn) model or full Stokes (its factorisations
  over the 10752 GB: fail; both on a 200 m grid: fail), their stencil tables, twice with two
  threads a core, over the L2 (a cliff), degree-day, radiation temperature-index or surface
  energy-balance melt (at 200 m: fails), 25-200 m grids, 1-30-day steps, 1-1024 glaciers a task
  over 484 or 968 threads; two within 5%.
- ``feed_ration_bb`` (648, 51.2%, 5930x): a feedlot's least-cost rations, 6 x 10^4 price and
  weather scenarios of 400 pens on the 484-core CPU, a least-cost linear programme (re-formulated
  every 28 days: fails), nonlinear requirement equations (with net-energy tables: fail) or
  chance constraints (daily: fail; their sample matrices over the 10752 GB: fail; over the L2: a
  cliff), 25-140 ingredients, net-energy tables or a dynamic herd model, 1-512 scenarios a task
  over 484 or 968 threads; ten within 5%.
- ``cold_chain_bb`` (10368, 47.9%, 141x): a national immunisation programme's vaccine cold chain,
  1.5 x 10^5 what-ifs of 9,000 health facilities on the 484-core CPU, a sweep into clusters (at 2
  tiers: fails), Clarke-Wright savings or petal set partitioning (its petal pools over the 10752
  GB: fail) over districts of 45-1,125 facilities (their distance tables, twice with two threads
  a core, over the L2: a cliff), a fixed hold time (with monthly plans: fails), a lumped cool-box
  model or phase-change finite elements, weekly or monthly plans, 1-2048 scenarios a task over
  484 or 968 threads, and four that barely matter (report format, map tiles, an audit log,
  units: 0.04-0.5%): ten parameters, 126 within 5%.
- ``coffee_roast_bb`` (810, 31.4%, 25959x): a roastery's profile development, 2.5 x 10^5 drum
  roasts on the 484-core CPU, a lumped bean, a shrinking core or porous finite volumes (at 2 s
  steps: fail; their trajectories over the 10752 GB: fail), a colour rule, Maillard kinetics or a
  60-volatile network (its rate table, twice with two threads a core, over the L2: a cliff; with
  a fixed airflow: fails), a fixed, profiled or PID airflow (at 2 s steps: fails), 0.1-2 s steps,
  1-512 profiles a task over 484 or 968 threads; four within 5%.
- ``cheese_ripen_bb`` (432, 40.7%, 874204x): a cheesemaker's ripening cellar, 3 x 10^4 plans of
  40 wheels over 90 days on the 484-core CPU, a 1-D slab, an axisymmetric or a 3-D wheel (at 6
  h steps: fails; with a 14-species community, twice with two threads a core, over the L2: a
  cliff), Gompertz curves, Baranyi-Roberts growth (on a slab: fails) or a microbial community
  (at 6 h steps, or under a fixed humidity: fails), fixed or scheduled humidity, 1-6 h steps,
  1-1024 plans a task over 484 or 968 threads; one within 5%.
- ``ball_track_bb`` (864, 49.9%, 1598x): a cricket broadcaster's ball tracking, 4 x 10^9 frames
  on the 476-core GPU, a median background (on the full frame: fails), a blob CNN or a heat-map
  network, polynomial segments (on a quarter region: fail), a drag and spin ODE or a Kalman
  smoother, a full, half or quarter region, fp32 or fp16, 1-16 frames a block (over the 522 KB:
  fail), 128-1024 threads (over the register file: fail); 30 within 5%.
- ``stem_split_bb`` (972, 60.8%, 68x): a record label's stem separation of 3 x 10^6 tracks on the
  436-core GPU, a spectrogram U-Net, a waveform U-Net (with any mask but a ratio mask: fails) or
  a hybrid transformer (at a 1024-point FFT: fails), ratio, Wiener-EM (in int8: fails) or
  complex masks, 1024-4096-point FFTs, fp32, fp16 or int8, 1-16 segments a block (over the 498
  KB: fail), 128-1024 threads (over the register file: fail); 36 within 5%.
- ``altimetry_bb`` (864, 56.0%, 8775x): a space agency's radar-altimeter reprocessing of 2.6 x
  10^11 waveforms on the 476-core GPU, an offset centre of gravity (at 512 bins: fails), a
  Brown-model fit or a SAR physical model (in fp32 or by Gauss-Newton steps: fails), Gauss-Newton,
  Levenberg or coarse-to-fine fits, 128-512 bins, fp32 or fp64, 8-512 waveforms a block (over the
  522 KB: fail), 128-1024 threads (over the register file: fail); 24 within 5%.
- ``speaker_bem_bb`` (720, 56.2%, 590113x): a loudspeaker maker's boundary elements, 2,000
  designs at 300 frequencies on the 436-core GPU, a dense LU (in fp32 at 9,000 elements: fails),
  a hierarchical-matrix LU or BiCGSTAB (in fp32: fails), CHIEF collocation (at 9,000 elements:
  fails) or Burton-Miller, 2,000-9,000 elements, fp32 or fp64, 4-64 rows a block (over the 498
  KB: fail), 128-1024 threads (over the register file: fail); nine within 5%.

And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a causal multi-query attention, a code model's prompt prefill (19
query heads over one KV head, 304 tokens over themselves, d 184), with its query and KV blocks,
softmax and pipeline but its KV split, ``opt_level`` and unroll left at the default, a batched
GEMM with bias (batch 2) tuning its N tile with the pipeline, L1 prefetch and output alignment
(520 columns: the C rows padded to 528; its M and K tiles at the default), a non-gated tanh-GELU
FFN tuning the up projection's N tile, the down projection's M tile, the up pipeline and L1
prefetch, and a LayerNorm with its hidden split, stats and unroll but neither its rows a block,
its pipeline nor its ``opt_level`` (a set no earlier LayerNorm or RMSNorm space tuned; 40
configurations, the full value lists: the untuned norm sets of 42 or more are used up and this
is one of the two largest left), each space measured exhaustively (every configuration compiled,
checked against numpy, timed 3 times) by ``scripts/record_cpu_landscapes.py`` into
``scripts/data/zoo_seen_53/`` (gzip JSON, times in us, provenance in each file's ``source``,
10.1 KB in all). They were recorded on the shared 2-core machine the standing way, ``--only``
each, one after another, the recorder at normal priority (not niced), after the lead's go (the
load average 0.14 at the start); this host is the AMD EPYC with AVX2 and no AVX-512 that recorded
held_out_44's..held_out_52's four (the same ``host_cpu``), so the four are measurements of the
kernels' AVX2 paths (8-lane vectors, their register tiles accordingly). ``ps`` (every 60 s and at
the end, seven times) showed nothing else running but the recorder, its measuring worker, this
helper's own sampling and waiting shells (sleeping) and idle tool shells (sleeping or idle; no
other python, benchmark or pytest process), and this helper only read the logs beside it (nothing
enumerated, measured or tested) (load average 0.14-1.16 sampled every 10 s over the recording,
34 samples, the recorder itself included, rising from the quiet start to about 1.0). The tail of
their samples is real measurement noise (median spread 1-3%), and the fastest sample is the true
cost: the GEMM's, the FFN's and the LayerNorm's optima rest on one fast sample, their other two
samples 1.10 (the GEMM), 1.08-1.11 (the FFN) and 1.15-1.16 (the LayerNorm) times it, while the
attention's other two are 1.003-1.006 times it (see below). Before that, the first and the last
configuration of each space were compiled (not run) to check they build. Every configuration ran,
so they are 0% infeasible (reported, not forced into 30-70%):

===============================================================  =========================================  =======  ======  ======  =========
landscape                                                        op (shape)                                 configs  params  spread  worst/opt
===============================================================  =========================================  =======  ======  ======  =========
cpu_attention_mqa_causal_prefill_q_kv_blocks_softmax_pipeline    multi-query attention, causal (19 query        120       4      1%       1.7x
                                                                 heads, 304 x 304, d 184)
cpu_gemm_batched_bias_n_tile_pipeline_prefetch_align             batched GEMM with bias (2 x 464 x 480 @         96       4      2%       1.9x
                                                                 480 x 520)
cpu_ffn_gelu_tanh_n_down_m_pipeline_prefetch                     FFN, tanh GELU (336 tokens, 376 -> 704)        120       4      3%       1.2x
cpu_layernorm_no_rows_per_block_no_pipeline_no_opt_level         LayerNorm (2040 rows x 3272)                    40       3      1%       2.0x
===============================================================  =========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1, 1.1%, 2.2%, 2.6% and 1.1%;
within 5% of the optimum: 26, 1, 24 and 1 configurations; the attention's optimum (a query block
of 128, a KV block of 32, the online softmax, no pipeline) has samples 1.006, 1.003 and 1.000
times its fastest and is 2nd by median (1.003), the best by median (query and KV blocks of 32,
online, single_buffer) 1.000 by its fastest and 1.003 by its median, two_pass softmax 1.34 at
least, the whole space within 1.68; the GEMM's optimum (an N tile of 208, no pipeline, no L1
prefetch, not aligned) has samples 1.099, 1.099 and 1.000 and is 13th by median (1.099), the next
configuration (an N tile of 64, no pipeline, no prefetch, aligned) 1.051 times it (median
1.055), also the best by median, single_buffer and double_buffer 1.19 at least, an N tile of 32
1.13 at least, the whole space within 1.91; the FFN's optimum (an up N tile of 208, a down M tile
of 48, no pipeline, L1 prefetch) has samples 1.077, 1.106 and 1.000 and is 38th by median
(1.077), the next configuration (an up N tile of 128, the same otherwise) 1.001 times it (median
1.045), the best by median (256, 176, single_buffer, no prefetch) 1.035 by its fastest and 1.040
by its median, the whole space within 1.25; the LayerNorm's optimum (a hidden split of 2,
one_pass stats, unroll 2) has samples 1.163, 1.000 and 1.148 and is 7th by median (1.148), the
next (no hidden split, one_pass, unroll 16) 1.110 times it (median 1.115), also the best by
median, two_pass 1.47 at least, no unroll 1.16 at least, the whole space within 1.98.)
Recording took 133 + 47 + 66 + 61 s, 5.1 minutes in all, one landscape after another (2026-12-05
20:23 to 20:29 UTC).
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, resident_blocks, smt_cores

_ga = partial(resident_blocks, smem_kb=522.0, max_threads=2048, max_blocks=32, max_regs=255)  # the 476-core GPU's core
_gb = partial(resident_blocks, smem_kb=498.0, max_threads=1536, max_blocks=24, max_regs=255)  # the 436-core GPU's core


def _task_rounds(n_tasks: Any, each_us: Any, threads: Any, cores: int, gain: float) -> tuple[Any, Any]:
    """``n_tasks`` equal tasks of ``each_us`` us (a core to themselves) handed out in rounds to
    ``threads`` threads, the second hardware thread of a core adding ``gain`` of a core; returns
    the makespan and the threads kept busy (fewer tasks than threads leave some idle)."""
    busy = np.minimum(threads, n_tasks)
    share = busy / smt_cores(busy, cores, gain)  # how much slower each task runs for sharing cores
    return np.ceil(n_tasks / threads) * each_us * share, busy


def _gpu_waves(n_blocks: Any, flops_block: Any, res: Any, cores: int, peak: Any, busy: Any) -> Any:
    """``n_blocks`` blocks of ``flops_block`` flops each, ``res`` resident a core (at least one),
    run in waves over ``cores`` cores; ``peak`` flops/us over the GPU, ``busy`` the share of a
    block's lanes at work."""
    per_core = np.maximum(res, 1.0)
    waves = np.ceil(n_blocks / (cores * per_core))
    return waves * flops_block * per_core / (peak / cores * busy)


def glacier_flow(glaciers: float, cores: int, ghz: float, l2_kb: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """A glaciological service's regional glacier projections to 2100 on a CPU with two
    hardware threads a core (the second adds 27%): ``glaciers`` glaciers of 1.2 km^2 on average,
    each on a ``grid_m``-metre grid (1.2 x 10^6 / grid_m^2 cells: 1,920 at 25 m, 30 at 200 m) for
    100 years. ``ice_physics`` (no order), cycles a cell and dynamics step: ``shallow_ice`` (the
    shallow-ice approximation, 300; explicit, so a step of more than grid_m / 5 days is unstable:
    fails), ``higher_order`` (a Blatter-Pattyn first-order model, 4,000) or ``full_stokes``
    (30,000; its factorisation, 4 x 10^4 bytes times cells^1.5 a glacier, held for each glacier of
    a task by every busy thread: over the ``mem_gb`` GB fails); both need more than 30 cells: at
    200 m they fail; the stencil tables (0.2, 1.6 or 6 KB a cell), twice with two threads a core,
    over the ``l2_kb`` KB of L2 a core: 2.6 times the dynamics. ``dyn_step_d``: 1, 10 or 30-day
    dynamics steps. ``mass_balance`` (no order), cycles a cell and day: ``degree_day`` (20),
    ``temp_index_rad`` (an enhanced temperature index with radiation, 90) or ``surface_energy`` (a
    surface energy balance, 1,400; at 200 m its terrain shading is lost: fails). 0.3 ms a glacier;
    ``glac_task`` glaciers a task (4 ms to start it) in rounds over ``threads`` threads. 0.3 s
    besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        ph, mb = np.asarray(c["ice_physics"]), np.asarray(c["mass_balance"])
        g, dd, gt, th = c["grid_m"], c["dyn_step_d"], c["glac_task"], c["threads"]
        two = np.where(th > cores, 2.0, 1.0)
        cells = 1.2e6 / g ** 2
        steps = 100.0 * 365.0 / dd
        sia, fs = ph == "shallow_ice", ph == "full_stokes"
        phys = np.select([sia, ph == "higher_order"], [300.0, 4000.0], 3.0e4)
        table_kb = cells * np.select([sia, ph == "higher_order"], [0.2, 1.6], 6.0)
        cliff = np.where(table_kb * two > l2_kb, 2.6, 1.0)
        mbc = np.select([mb == "degree_day", mb == "temp_index_rad"], [20.0, 90.0], 1400.0)
        cyc = steps * cells * phys * cliff + 36500.0 * cells * mbc
        each = gt * (cyc / (ghz * 1e3) + 300.0) + 4000.0
        t, busy = _task_rounds(np.ceil(glaciers / gt), each, th, cores, 0.27)
        t = t + 3.0e5
        mem = busy * gt * np.where(fs, cells ** 1.5 * 4.0e4, 0.0)
        bad = ((mem > mem_gb * 1e9) | (sia & (dd > g / 5.0)) | (~sia & (g == 200))
               | ((mb == "surface_energy") & (g == 200)))
        return np.where(bad, np.nan, t)
    return cost


def glacier_params() -> dict[str, list[Any]]:
    return {"ice_physics": ["shallow_ice", "higher_order", "full_stokes"],
            "mass_balance": ["degree_day", "temp_index_rad", "surface_energy"], "grid_m": [25, 50, 100, 200],
            "dyn_step_d": [1, 10, 30], "glac_task": [1, 16, 128, 1024], "threads": [484, 968]}


def feed_ration(scenarios: float, pens: int, cores: int, ghz: float, l2_kb: float, mem_gb: float
                ) -> Callable[[Cols], np.ndarray]:
    """A feedlot's least-cost ration formulation on a CPU with two hardware threads a core
    (the second adds 24%): ``scenarios`` feed-price and weather scenarios, each ``pens`` pens over
    a 150-day feeding period, their rations re-formulated every ``reform_days`` days (1, 7 or 28;
    at 28 the linear programme misses the step-up from starter to finisher diets: fails).
    ``formulation`` (no order), cycles a pen and re-formulation at 60 ingredients (times
    (``ingredients`` / 60)^1.5): ``linear_lc`` (a least-cost linear programme, 4 x 10^4),
    ``nonlinear_nasem`` (nonlinear energy and protein requirement equations, 6 x 10^5; they need
    the dynamic herd model's intake: with ``table_ne`` fail) or ``stochastic_cc`` (chance
    constraints over 200 sampled nutrient compositions, 2.5 x 10^6; they need a week of intake
    data: re-formulated daily, fail; their sample matrices, 200 x ``ingredients`` x 40 nutrients x
    8 bytes a pen, held for each scenario of a task by every busy thread: over the ``mem_gb`` GB
    fail); the nutrient matrix (``ingredients`` x 40 x 8 bytes, 200 times for the chance
    constraints), twice with two threads a core, over the ``l2_kb`` KB of L2 a core: 2.2 times
    the formulation. ``growth`` (no order), cycles a pen and day: ``table_ne`` (net-energy tables,
    200) or ``dynamic_herd`` (a dynamic herd model, 240). 0.8 ms a scenario; ``scen_task``
    scenarios a task (1.5 ms to start it) in rounds over ``threads`` threads. 0.15 s besides.
    Times in us."""
    def cost(c: Cols) -> np.ndarray:
        fo, gr = np.asarray(c["formulation"]), np.asarray(c["growth"])
        ing, rd, st, th = c["ingredients"], c["reform_days"], c["scen_task"], c["threads"]
        two = np.where(th > cores, 2.0, 1.0)
        sto = fo == "stochastic_cc"
        samples = np.where(sto, 200.0, 1.0)
        matrix_kb = ing * 40.0 * 8.0 / 1024.0 * samples
        cliff = np.where(matrix_kb * two > l2_kb, 2.2, 1.0)
        form = np.select([fo == "linear_lc", fo == "nonlinear_nasem"], [4.0e4, 6.0e5], 2.5e6) * (ing / 60.0) ** 1.5
        grow = np.where(gr == "table_ne", 200.0, 240.0)
        cyc = pens * (150.0 / rd * form * cliff + 150.0 * grow)
        each = st * (cyc / (ghz * 1e3) + 800.0) + 1500.0
        t, busy = _task_rounds(np.ceil(scenarios / st), each, th, cores, 0.24)
        t = t + 1.5e5
        mem = busy * st * np.where(sto, samples * ing * 40.0 * 8.0 * pens, 0.0)
        bad = ((mem > mem_gb * 1e9) | ((fo == "linear_lc") & (rd == 28)) | (sto & (rd == 1))
               | ((fo == "nonlinear_nasem") & (gr == "table_ne")))
        return np.where(bad, np.nan, t)
    return cost


def feed_params() -> dict[str, list[Any]]:
    return {"formulation": ["linear_lc", "nonlinear_nasem", "stochastic_cc"], "ingredients": [25, 60, 140],
            "reform_days": [1, 7, 28], "growth": ["table_ne", "dynamic_herd"], "scen_task": [1, 4, 8, 16, 64, 512],
            "threads": [484, 968]}


def cold_chain(scenarios: float, facilities: int, cores: int, ghz: float, l2_kb: float, mem_gb: float
               ) -> Callable[[Cols], np.ndarray]:
    """A national immunisation programme's vaccine cold chain planned on a CPU with two
    hardware threads a core (the second adds 21%): ``scenarios`` what-ifs (demand, power cuts,
    road closures) of ``facilities`` health facilities supplied weekly through ``tiers`` tiers of
    stores (2, 3 or 4: districts of 1,125, 225 or 45 facilities; each tier past the second adds 5%
    to the trips), the routes re-planned ``replan`` (weekly or monthly: 52 or 12 plans a year).
    ``router`` (no order), cycles a district and plan for d facilities: ``sweep_cluster`` (a sweep
    into clusters, 5 d log2 d; over 1,125 facilities its clusters outrun the vaccines' cold life:
    at 2 tiers fails), ``clarke_wright`` (savings merges, 0.8 d^2) or ``petal_setpart`` (petal set
    partitioning, 120 d log2 d + 2,500 d; its petal pool, 0.12 GB a district, held for each
    scenario of a task by every busy thread: over the ``mem_gb`` GB fails); the district's distance
    table (d^2 x 4 bytes), twice with two threads a core, over the ``l2_kb`` KB of L2 a core: 2.5
    times the routing. ``thermal`` (no order), cycles a trip: ``static_hold`` (a fixed hold time,
    400; a month's excursions go unchecked: with monthly plans fails), ``box_lumped`` (a lumped
    cool-box heat model, 415) or ``pcm_fem`` (finite elements of the phase-change packs, 6,000).
    2 ms a scenario; ``scen_task`` scenarios a task (1.5 ms to start it) in rounds over
    ``threads`` threads. And four that barely matter: ``report`` (csv, xlsx or pdf: 0, 0.2 or 0.5%
    of a task), ``map_tiles`` (0.3%), ``audit_log`` (0.1%) and ``units`` (imperial 0.04%): ten
    parameters. 0.2 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        ro, tm, rp = np.asarray(c["router"]), np.asarray(c["thermal"]), np.asarray(c["replan"])
        rep, un = np.asarray(c["report"]), np.asarray(c["units"])
        ti, st, th = c["tiers"], c["scen_task"], c["threads"]
        mp, au = np.asarray(c["map_tiles"]), np.asarray(c["audit_log"])
        two = np.where(th > cores, 2.0, 1.0)
        per_district = facilities / np.select([ti == 2, ti == 3], [8.0, 40.0], 200.0)
        districts = facilities / per_district
        plans = np.where(rp == "weekly", 52.0, 12.0)
        d = per_district
        route = np.select([ro == "sweep_cluster", ro == "clarke_wright"], [5.0 * d * np.log2(d), 0.8 * d * d],
                          120.0 * d * np.log2(d) + 2.5e3 * d)
        table_kb = d * d * 4.0 / 1024.0
        cliff = np.where(table_kb * two > l2_kb, 2.5, 1.0)
        heat = np.select([tm == "static_hold", tm == "box_lumped"], [400.0, 415.0], 6000.0)
        trips = facilities * 52.0 * (1.0 + 0.05 * (ti - 2.0))
        cyc = plans * districts * route * cliff + trips * heat
        scen_us = cyc / (ghz * 1e3) + 2000.0
        extra = (np.select([rep == "csv", rep == "xlsx"], [0.0, 0.002], 0.005) + np.where(mp, 0.003, 0.0)
                 + np.where(au, 0.001, 0.0) + np.where(un == "imperial", 0.0004, 0.0))
        each = st * scen_us * (1.0 + extra) + 1500.0
        t, busy = _task_rounds(np.ceil(scenarios / st), each, th, cores, 0.21)
        t = t + 2.0e5
        mem = busy * st * np.where(ro == "petal_setpart", districts * 0.12e9, 0.0)
        bad = ((mem > mem_gb * 1e9) | ((tm == "static_hold") & (rp == "monthly"))
               | ((ro == "sweep_cluster") & (ti == 2)))
        return np.where(bad, np.nan, t)
    return cost


def cold_chain_params() -> dict[str, list[Any]]:
    return {"router": ["sweep_cluster", "clarke_wright", "petal_setpart"],
            "thermal": ["static_hold", "box_lumped", "pcm_fem"], "replan": ["weekly", "monthly"], "tiers": [2, 3, 4],
            "scen_task": [1, 16, 256, 2048], "threads": [484, 968], "report": ["csv", "xlsx", "pdf"],
            "map_tiles": [False, True], "audit_log": [False, True], "units": ["metric", "imperial"]}


def coffee_roast(profiles: float, cores: int, ghz: float, l2_kb: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """A specialty roastery's roast-profile development on a CPU with two hardware threads a
    core (the second adds 29%): ``profiles`` candidate profiles of a 15-minute drum roast, each
    simulated at ``step_s``-second steps (0.1, 0.5 or 2). ``bean`` (no order), cycles a step:
    ``lumped`` (one lumped bean, 30), ``shrinking_core`` (a shrinking moisture core on 20 shells,
    900) or ``porous_fv`` (finite volumes of the porous bean on 200 nodes, 14,000; at 2-second
    steps unstable: fails; its trajectory, steps x nodes x species x 8 bytes a profile, held for
    each profile of a task by every busy thread: over the ``mem_gb`` GB fails). ``chemistry`` (no
    order), cycles a node and step: ``colour_rule`` (a colour-development rule, 10, one species),
    ``maillard_rates`` (Maillard reaction kinetics, 400, six species) or ``volatile_net`` (a
    network of 60 volatiles, 6,000; its 3.2 MB rate table, twice with two threads a core, over the
    ``l2_kb`` KB of L2 a core: 2.5 times the bean and chemistry). ``airflow`` (no order), cycles a
    step: ``fixed`` (5; it cannot hold the development the volatile network targets: with
    ``volatile_net`` fails), ``profiled`` (9) or ``pid_loop`` (a burner PID loop, 300; at
    2-second steps it oscillates: fails). 0.15 ms a profile; ``prof_task`` profiles a task (0.3 ms
    to start it) in rounds over ``threads`` threads. 0.12 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        be, ch, ai = np.asarray(c["bean"]), np.asarray(c["chemistry"]), np.asarray(c["airflow"])
        ss, pt, th = c["step_s"], c["prof_task"], c["threads"]
        two = np.where(th > cores, 2.0, 1.0)
        steps = 900.0 / ss
        bean = np.select([be == "lumped", be == "shrinking_core"], [30.0, 900.0], 1.4e4)
        chem = np.select([ch == "colour_rule", ch == "maillard_rates"], [10.0, 400.0], 6000.0)
        nodes = np.select([be == "lumped", be == "shrinking_core"], [1.0, 20.0], 200.0)
        rate_kb = np.where(ch == "volatile_net", 3.2 * 1024.0, 60.0)
        cliff = np.where(rate_kb * two > l2_kb, 2.5, 1.0)
        air = np.select([ai == "fixed", ai == "profiled"], [5.0, 9.0], 300.0)
        cyc = steps * ((bean + chem * nodes) * cliff + air)
        each = pt * (cyc / (ghz * 1e3) + 150.0) + 300.0
        t, busy = _task_rounds(np.ceil(profiles / pt), each, th, cores, 0.29)
        t = t + 1.2e5
        species = np.select([ch == "colour_rule", ch == "maillard_rates"], [1.0, 6.0], 60.0)
        mem = busy * pt * np.where(be == "porous_fv", steps * nodes * species * 8.0, 0.0)
        bad = ((mem > mem_gb * 1e9) | ((be == "porous_fv") & (ss == 2.0)) | ((ai == "pid_loop") & (ss == 2.0))
               | ((ai == "fixed") & (ch == "volatile_net")))
        return np.where(bad, np.nan, t)
    return cost


def coffee_params() -> dict[str, list[Any]]:
    return {"bean": ["lumped", "shrinking_core", "porous_fv"],
            "chemistry": ["colour_rule", "maillard_rates", "volatile_net"], "airflow": ["fixed", "profiled", "pid_loop"],
            "step_s": [0.1, 0.5, 2.0], "prof_task": [1, 8, 32, 128, 512], "threads": [484, 968]}


def cheese_ripen(plans: float, cores: int, ghz: float, l2_kb: float) -> Callable[[Cols], np.ndarray]:
    """A cheesemaker's ripening-cellar plans on a CPU with two hardware threads a core (the
    second adds 26%): ``plans`` what-if plans of a cellar of 40 wheels, each 90 days of salt,
    moisture and microbes at ``step_h``-hour steps (1, 3 or 6). ``geometry`` (no order), nodes a
    wheel: ``slab_1d`` (40), ``axisym_2d`` (1,600) or ``full_3d`` (8,000; at 6-hour steps
    unstable: fails); 25 cycles a species and node each step (1.4 times under ``scheduled_rh``);
    the nodes' state (48 bytes a species), twice with two threads a core, over the ``l2_kb`` KB
    of L2 a core: 2.3 times. ``microbes`` (no order), cycles a node and step: ``gompertz``
    (primary growth curves, 10, two species), ``baranyi`` (Baranyi-Roberts growth with a lag
    phase, 30; the lag needs the rind's gradient: on a 1-D slab fails) or ``community_ode`` (a
    14-species community, 800; stiff at 6-hour steps: fails). ``humidity`` (no order):
    ``fixed_rh`` (it cannot follow the community's rind: with ``community_ode`` fails) or
    ``scheduled_rh``. 0.5 ms a plan; ``plan_task`` plans a task (3 ms to start it) in rounds over
    ``threads`` threads. 0.25 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        ge, mi, hu = np.asarray(c["geometry"]), np.asarray(c["microbes"]), np.asarray(c["humidity"])
        sh, pt, th = c["step_h"], c["plan_task"], c["threads"]
        two = np.where(th > cores, 2.0, 1.0)
        nodes = np.select([ge == "slab_1d", ge == "axisym_2d"], [40.0, 1600.0], 8000.0)
        species = np.where(mi == "community_ode", 14.0, 2.0)
        node_kb = nodes * species * 48.0 / 1024.0
        cliff = np.where(node_kb * two > l2_kb, 2.3, 1.0)
        mic = np.select([mi == "gompertz", mi == "baranyi"], [10.0, 30.0], 800.0)
        steps = 90.0 * 24.0 / sh
        hum = np.where(hu == "scheduled_rh", 1.4, 1.0)
        cyc = 40.0 * steps * nodes * (25.0 * species * hum + mic) * cliff
        each = pt * (cyc / (ghz * 1e3) + 500.0) + 3000.0
        t, _ = _task_rounds(np.ceil(plans / pt), each, th, cores, 0.26)
        t = t + 2.5e5
        bad = (((ge == "full_3d") & (sh == 6.0)) | ((mi == "community_ode") & (sh == 6.0))
               | ((hu == "fixed_rh") & (mi == "community_ode")) | ((ge == "slab_1d") & (mi == "baranyi")))
        return np.where(bad, np.nan, t)
    return cost


def cheese_params() -> dict[str, list[Any]]:
    return {"geometry": ["slab_1d", "axisym_2d", "full_3d"], "microbes": ["gompertz", "baranyi", "community_ode"],
            "humidity": ["fixed_rh", "scheduled_rh"], "step_h": [1.0, 3.0, 6.0], "plan_task": [1, 16, 128, 1024],
            "threads": [484, 968]}


def ball_track(frames: float, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """A cricket broadcaster's ball tracking on a GPU: ``frames`` 1280 x 720 camera frames (a
    byte a pixel, read from DRAM), searched over a ``roi`` region (the full frame, or half or a
    quarter of its width and height). ``detector`` (no order), flops a pixel: ``median_bg`` (a
    running median background, 25; on the full frame the crowd and fielders move too: fails),
    ``blob_cnn`` (a small blob CNN, 1,800) or ``heatmap_net`` (a heat-map network, 5,200, its 96
    KB of weights in shared memory). ``fit`` (no order), flops a frame: ``poly_segments``
    (polynomial segments between bounces, 2 x 10^4; on a quarter region it loses the bounce:
    fails), ``drag_ode`` (a drag and spin ODE, 1.5 x 10^5) or ``kalman_rts`` (a Kalman filter
    with RTS smoothing, 1.3 x 10^5). ``precision`` fp32 or fp16 (twice the rate).
    ``frames_block`` frames a block, a sixteenth of each frame's region staged in shared memory
    (over the 522 KB: fails); 40, 80 or 112 registers (over the register file: fails); the blocks
    in waves over the cores. 0.2 s besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        de, fi, roi, pr = (np.asarray(c[k]) for k in ("detector", "fit", "roi", "precision"))
        fb, th = c["frames_block"], c["threads"]
        half = pr == "fp16"
        area = np.select([roi == "full", roi == "half"], [1.0, 0.25], 0.0625)
        px = 1280.0 * 720.0 * area
        per_px = np.select([de == "median_bg", de == "blob_cnn"], [25.0, 1800.0], 5200.0)
        per_frame = np.select([fi == "poly_segments", fi == "drag_ode"], [2.0e4, 1.5e5], 1.3e5)
        smem = fb * px * np.where(half, 2.0, 4.0) / 16.0 + np.where(de == "heatmap_net", 96.0 * 1024.0, 0.0)
        regs = np.select([de == "median_bg", de == "blob_cnn"], [40.0, 80.0], 112.0)
        res = _ga(th, smem, regs)
        occ = np.minimum(1.0, res * th / 2048.0)
        peak = cores * 128 * ghz * 1e3 * (0.3 + 0.7 * occ) * np.where(half, 2.0, 1.0)
        t = _gpu_waves(np.ceil(frames / fb), fb * (px * per_px + per_frame), res, cores, peak, 1.0)
        t = t + frames * 1280.0 * 720.0 / dram_bw + 2.0e5
        bad = ((res < 1) | ((de == "median_bg") & (roi == "full"))
               | ((fi == "poly_segments") & (roi == "quarter")))
        return np.where(bad, np.nan, t)
    return cost


def ball_params() -> dict[str, list[Any]]:
    return {"detector": ["median_bg", "blob_cnn", "heatmap_net"], "fit": ["poly_segments", "drag_ode", "kalman_rts"],
            "roi": ["full", "half", "quarter"], "precision": ["fp32", "fp16"], "frames_block": [1, 2, 4, 16],
            "threads": [128, 256, 512, 1024]}


def stem_split(tracks: float, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """A record label's catalogue stem separation on a GPU: ``tracks`` four-minute stereo
    tracks at 44.1 kHz (4 bytes a sample read from DRAM) in 6-second segments. ``model`` (no
    order), flops a sample: ``spectral_unet`` (a spectrogram U-Net, 8 x 10^4), ``wave_unet`` (a
    waveform U-Net, 2.2 x 10^5; no spectrogram, so no STFT, and nothing but ``ratio_mask`` to
    apply: with the others fails) or ``hybrid_transformer`` (a hybrid spectrogram and waveform
    transformer, 6 x 10^5 + 2 ``fft``; at a 1024-point FFT its bass band is too coarse: fails).
    ``mask`` (no order), flops a sample: ``ratio_mask`` (20), ``wiener_em`` (multichannel Wiener
    filtering by EM, 6,000; in int8 its covariances break down: fails) or ``complex_mask`` (90).
    ``fft``: 1024, 2048 or 4096 points (the STFT and its inverse, 10 log2 fft flops a sample).
    ``precision`` fp32, fp16 (twice the rate) or int8 (3.5 times). 256 threads a segment,
    ``segs_block`` segments a block (fewer than threads / 256 leave lanes idle), six frames of
    complex spectra a segment staged in shared memory (over the 498 KB: fails); 56, 48 or 96
    registers (over the register file: fails); the blocks in waves over the cores. 0.3 s besides.
    Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        mo, ma, pr = (np.asarray(c[k]) for k in ("model", "mask", "precision"))
        ff, sb, th = c["fft"], c["segs_block"], c["threads"]
        samples = 240.0 * 44100.0 * 2.0
        net = np.select([mo == "spectral_unet", mo == "wave_unet"], [8.0e4, 2.2e5], 6.0e5 + 2.0 * ff)
        msk = np.select([ma == "ratio_mask", ma == "wiener_em"], [20.0, 6000.0], 90.0)
        stft = 10.0 * np.log2(ff) * np.where(mo == "wave_unet", 0.0, 1.0)
        speed = np.select([pr == "fp32", pr == "fp16"], [1.0, 2.0], 3.5)
        word = np.select([pr == "fp32", pr == "fp16"], [4.0, 2.0], 1.0)
        smem = sb * ff * 2.0 * word * 6.0
        regs = np.select([mo == "spectral_unet", mo == "wave_unet"], [56.0, 48.0], 96.0)
        res = _gb(th, smem, regs)
        occ = np.minimum(1.0, res * th / 1536.0)
        peak = cores * 128 * ghz * 1e3 * (0.55 + 0.45 * occ) * speed
        seg = 6.0 * 44100.0 * 2.0
        busy = np.minimum(1.0, sb * 256.0 / th)
        n_seg = tracks * samples / seg
        t = _gpu_waves(np.ceil(n_seg / sb), sb * seg * (net + msk + stft), res, cores, peak, busy)
        t = t + tracks * samples * 2.0 * 4.0 / dram_bw + 3.0e5
        bad = ((res < 1) | ((mo == "wave_unet") & (ma != "ratio_mask")) | ((mo == "hybrid_transformer") & (ff == 1024))
               | ((pr == "int8") & (ma == "wiener_em")))
        return np.where(bad, np.nan, t)
    return cost


def stem_params() -> dict[str, list[Any]]:
    return {"model": ["spectral_unet", "wave_unet", "hybrid_transformer"],
            "mask": ["ratio_mask", "wiener_em", "complex_mask"],
            "fft": [1024, 2048, 4096], "precision": ["fp32", "fp16", "int8"], "segs_block": [1, 4, 16],
            "threads": [128, 256, 512, 1024]}


def altimetry(waveforms: float, cores: int, dram_bw: float, ghz: float, fp64_rate: float
              ) -> Callable[[Cols], np.ndarray]:
    """A space agency's radar-altimeter reprocessing on a GPU: ``waveforms`` echo waveforms of
    ``bins`` range bins (128, 256 or 512; 2 bytes a bin read from DRAM) retracked for range, wave
    height and backscatter. ``retracker`` (no order): ``ocog`` (an offset centre of gravity, 300
    flops a bin once; at 512 bins its gate spreads over the trailing edge: fails; it fits
    nothing, so ``fit`` does not touch it), ``brown_mle`` (a Brown-model maximum-likelihood fit,
    40 iterations of 60 flops a bin) or ``sar_physical`` (a SAR-mode physical model with a
    numerical convolution, 25 iterations of 900; in fp32 its tails underflow and by Gauss-Newton
    steps it diverges near coasts: fail). ``fit`` (no order): ``gauss_newton`` (1),
    ``levenberg`` (1.4 times) or ``coarse_to_fine`` (a coarse-to-fine grid, 6 times).
    ``precision`` fp32 or fp64 (at ``fp64_rate``). 32 threads a waveform, ``wf_block`` waveforms
    a block (fewer than threads / 32 leave lanes idle), each waveform and its model in shared
    memory (over the 522 KB: fails); 32, 64 or 120 registers (1.5 times in fp64; over the register
    file: fails); the blocks in waves over the cores. 0.2 s besides. Times in us, ``dram_bw`` in
    bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        rt, fi, pr = (np.asarray(c[k]) for k in ("retracker", "fit", "precision"))
        bins, wb, th = c["bins"], c["wf_block"], c["threads"]
        f64 = pr == "fp64"
        word = np.where(f64, 8.0, 4.0)
        iters = np.select([rt == "ocog", rt == "brown_mle"], [1.0, 40.0], 25.0)
        per_bin = np.select([rt == "ocog", rt == "brown_mle"], [300.0, 60.0], 900.0)
        fmul = np.where(rt == "ocog", 1.0, np.select([fi == "gauss_newton", fi == "levenberg"], [1.0, 1.4], 6.0))
        smem = wb * bins * word * 2.0
        regs = np.select([rt == "ocog", rt == "brown_mle"], [32.0, 64.0], 120.0) * np.where(f64, 1.5, 1.0)
        res = _ga(th, smem, regs)
        occ = np.minimum(1.0, res * th / 2048.0)
        peak = cores * 128 * ghz * 1e3 * (0.3 + 0.7 * occ) * np.where(f64, fp64_rate, 1.0)
        busy = np.minimum(1.0, wb * 32.0 / th)
        t = _gpu_waves(np.ceil(waveforms / wb), wb * bins * iters * per_bin * fmul, res, cores, peak, busy)
        t = t + waveforms * bins * 2.0 / dram_bw + 2.0e5
        bad = ((res < 1) | ((rt == "sar_physical") & ~f64) | ((rt == "sar_physical") & (fi == "gauss_newton"))
               | ((rt == "ocog") & (bins == 512)))
        return np.where(bad, np.nan, t)
    return cost


def altimetry_params() -> dict[str, list[Any]]:
    return {"retracker": ["ocog", "brown_mle", "sar_physical"], "fit": ["gauss_newton", "levenberg", "coarse_to_fine"],
            "bins": [128, 256, 512], "precision": ["fp32", "fp64"], "wf_block": [8, 32, 128, 512],
            "threads": [128, 256, 512, 1024]}


def speaker_bem(designs: float, freqs: float, cores: int, dram_bw: float, ghz: float, fp64_rate: float
                ) -> Callable[[Cols], np.ndarray]:
    """A loudspeaker maker's cabinet and waveguide radiation by boundary elements on a GPU:
    ``designs`` designs at ``freqs`` frequencies each, a mesh of ``elements`` elements (2,000,
    4,000 or 9,000; the matrix assembled at 80 flops an entry and read from DRAM once, 8 or 16
    bytes an entry). ``solver`` (no order), flops a solve: ``dense_lu`` (8/3 n^3; in fp32 its
    pivots grow at 9,000 elements: fails), ``hmatrix_lu`` (a hierarchical-matrix LU of adaptive
    cross approximations, 4,800 n log2^2 n) or ``hmatrix_bicgstab`` (BiCGSTAB on the hierarchical
    matrix, 46,080 n log2 n; in fp32 it stalls: fails). ``formulation`` (no order):
    ``collocation_chief`` (collocation with CHIEF points; at 9,000 elements, for the high
    frequencies, irregular frequencies slip through: fails) or ``burton_miller`` (twice the
    operator). ``precision`` fp32 or fp64 (at ``fp64_rate``). ``rows_block`` rows a block, 512
    complex words a row in shared memory (over the 498 KB: fails), 32 threads a row (fewer rows
    than threads / 32 leave lanes idle); 64, 96 or 80 registers (1.5 times in fp64; over the
    register file: fails); every design's, frequency's and row block's blocks in waves over the
    cores. 0.2 s besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        so, fo, pr = (np.asarray(c[k]) for k in ("solver", "formulation", "precision"))
        n, rb, th = c["elements"], c["rows_block"], c["threads"]
        f64 = pr == "fp64"
        word = np.where(f64, 16.0, 8.0)
        lg = np.log2(n)
        fl = np.select([so == "dense_lu", so == "hmatrix_lu"], [8.0 / 3.0 * n ** 3, 400.0 * n * lg * lg * 12.0],
                       60.0 * 8.0 * n * lg * 12.0 * 8.0)
        fl = fl * np.where(fo == "burton_miller", 2.0, 1.0) + 8.0 * n * n * 10.0
        smem = rb * 512.0 * word
        regs = np.select([so == "dense_lu", so == "hmatrix_lu"], [64.0, 96.0], 80.0) * np.where(f64, 1.5, 1.0)
        res = _gb(th, smem, regs)
        occ = np.minimum(1.0, res * th / 1536.0)
        peak = cores * 128 * ghz * 1e3 * (0.62 + 0.38 * occ) * np.where(f64, fp64_rate, 1.0)
        busy = np.minimum(1.0, rb * 32.0 / th)
        blocks = np.ceil(n / rb)
        t = _gpu_waves(designs * freqs * blocks, fl / blocks, res, cores, peak, busy)
        t = t + designs * freqs * n * n * word / dram_bw + 2.0e5
        bad = ((res < 1) | ((fo == "collocation_chief") & (n == 9000)) | ((so == "dense_lu") & ~f64 & (n == 9000))
               | ((so == "hmatrix_bicgstab") & ~f64))
        return np.where(bad, np.nan, t)
    return cost


def speaker_params() -> dict[str, list[Any]]:
    return {"solver": ["dense_lu", "hmatrix_lu", "hmatrix_bicgstab"],
            "formulation": ["collocation_chief", "burton_miller"],
            "elements": [2000, 4000, 9000], "precision": ["fp32", "fp64"], "rows_block": [4, 8, 16, 32, 64],
            "threads": [128, 256, 512, 1024]}


def seen_53_synthetic() -> list[tuple[str, Landscape]]:
    """The fifty-third held-out set's synthetic part: nine families no earlier set had (constants of
    a 476-core GPU with 522 KB of shared memory a core, 15.1 TB/s at 2.09 GHz and fp64 at 1/2, a
    436-core one with 498 KB, 13.3 TB/s at 2.41 GHz and fp64 at 1/64, and a 484-core CPU with two
    hardware threads a core at 2.27 GHz with 5.375 MB of L2 a core and 10752 GB; times in us)."""
    L, S = Landscape, "seen_53"
    return [
        (S, L("glacier_flow_bb", glacier_params(), glacier_flow(2.2e5, 484, 2.27, 5504.0, 10752.0), 0.02)),
        (S, L("feed_ration_bb", feed_params(), feed_ration(6.0e4, 400, 484, 2.27, 5504.0, 10752.0), 0.03)),
        (S, L("cold_chain_bb", cold_chain_params(), cold_chain(1.5488e5, 9000, 484, 2.27, 5504.0, 10752.0), 0.01)),
        (S, L("coffee_roast_bb", coffee_params(), coffee_roast(247808.0, 484, 2.27, 5504.0, 10752.0), 0.04)),
        (S, L("cheese_ripen_bb", cheese_params(), cheese_ripen(3.0e4, 484, 2.27, 5504.0), 0.02)),
        (S, L("ball_track_bb", ball_params(), ball_track(4.0e9, 476, 1.51e7, 2.09), 0.05)),
        (S, L("stem_split_bb", stem_params(), stem_split(3.0e6, 436, 1.33e7, 2.41), 0.03)),
        (S, L("altimetry_bb", altimetry_params(), altimetry(2.6e11, 476, 1.51e7, 2.09, 1 / 2), 0.04)),
        (S, L("speaker_bem_bb", speaker_params(), speaker_bem(2.0e3, 300.0, 436, 1.33e7, 2.41, 1 / 64), 0.01)),
    ]


SEEN_53_DIR = _data_dir("zoo_seen_53")


def seen_53() -> list[tuple[str, Landscape]]:
    """The fifty-third held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_53/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_53", SEEN_53_DIR)
    return seen_53_synthetic() + recorded
