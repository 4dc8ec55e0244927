"""The zoo's ``seen_51`` set.

``seen_51`` (was ``held_out_51``, :func:`seen_51`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the fortieth round, see docs/benchmarks.md):
0 wins / 12 ties / 1 loss against the best peer, geo-mean
1.0036, the best of the five (tpe_mv 1.0043); the synthetic nine 0 / 9 / 0, the best geo-mean
there (1.0017 against tpe_mv's 1.0027; bayes and tpe_mv at the optimum on all three
one-configuration families); on 30 seeds its recorded four 0 / 3 / 1 (the flat FFN lost, 1.011
against random's 1.000, 63 of its 108 configurations within 5%), the geo-mean tied for the best
with tpe_mv (1.0080); scored by the median of 9 quiet samples 0 / 3 / 1 with ``--confirm 0``
(fourth of five) and 0 / 3 / 1 with ``--confirm 3`` (third of five), the same FFN each time;
R1 0 / 12 / 1 as committed (the default's medians), quietly 0 / 4 / 0 with ``--confirm 0``
(third of six) and 0 / 4 / 0 with ``--confirm 3`` (1.0000, tied with tpe_mv for the best).
Evaluated on an AVX2 host (numpy's X86_V3 loops), where its committed traces were made; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (brewing, wildlife protection, chip design's
timing sign-off, esports, bike sharing, cardiac screening, calorimetry in particle physics,
meteor astronomy, single-molecule localisation microscopy), with constants unlike the other
sets' (a 474-core GPU with 430 KB of shared memory a core, 13.6 TB/s at 1.87 GHz and fp64 at
1/2, holding 2048 threads and 32 blocks a core, a 442-core one with 438 KB a core, 10.3 TB/s at
2.11 GHz and fp64 at 1/64, holding 1536 threads and 24 blocks a core, both with 128 lanes and
255 registers a thread, and a 466-core CPU at 2.17 GHz with two hardware threads a core, 4.875
MB of L2 a core and 9984 GB; times in us, bandwidths in bytes/us):

- ``brewery_plan_az`` (648, 38.0%, 430x): a craft-brewing group's 12-week production plans
  for 3 x 10^4 scenarios on the 466-core CPU, a time-indexed MILP (its matrices over the 9984
  GB: fail), constraint programming (at a 1-hour grid: fails) or a list heuristic (under
  sequence-dependent changeovers: fails), 1-12-hour grids (the slot table, twice with two
  threads a core, over the L2: a cliff), fixed durations (with campaigns: fail), a kinetic
  fermentation model or one with temperature profiles (at a 12-hour grid: fails), fixed,
  sequence-dependent or campaign changeovers, 1-256 scenarios a task over 466 or 932 threads;
  ten within 5%.
- ``poaching_patrol_az`` (972, 37.4%, 4965x): a wildlife service's anti-poaching patrols for a
  20,000 km^2 park as a Stackelberg game, 6 x 10^4 what-ifs on the 466-core CPU, an LP over
  coverage marginals (at 12-hour patrols, or against quantal response: fails), a double oracle
  or a MILP over routes, rational, quantal-response or learned poachers (on 2 km cells: fail),
  4-12-hour patrols, 2-10 teams (two on 0.5 km cells: fail), 0.5-2 km cells (the cell table,
  twice with two threads a core, over the L2: a cliff), 1 or 32 what-ifs a task over 466 or 932
  threads; one within 5%.
- ``timing_signoff_az`` (10368, 49.1%, 861x): a chip's sign-off static timing analysis, 2 x
  10^9 arcs in 48 corner-modes on all 932 threads of the 466-core CPU, graph-based, path-based
  (its paths over the 9984 GB, or cut across 512 partitions: fail) or graph-then-path analysis,
  NLDM (with POCV: fails), CCS or CCS-waveform delays, flat OCV (graph-based alone or without
  crosstalk: fails), AOCV or POCV, no, one-pass or iterative crosstalk, 1-512 partitions (a
  partition's level frontier, twice a core, over the L2: a cliff), and five that barely matter
  (report format, SDF output, log level, path groups, slack histogram: 0.1-0.5%): ten
  parameters, 128 within 5%.
- ``matchmaking_az`` (1296, 50.6%, 47833x): a season of an esports title's ranked matchmaking,
  2.7 x 10^7 players over 180 days on the 466-core CPU, Elo (with widening windows: fails),
  Glicko-2 or TrueSkill ratings, FIFO (at 120 s: fails), widening or batch-optimal queues (at
  10 s: fail), 10-120 s pools, 12 regions apart (at 10 s: fail), in 4 groups or together (with an
  80 ms ping cap: fails; the pool's table, twice with two threads a core, over the L2: a cliff),
  80 or 150 ms ping caps, 1-30 days a task over 466 or 932 threads; three within 5%.
- ``bike_rebalance_az`` (1458, 42.4%, 677637x): a city bike-sharing system's rebalancing plans,
  5 x 10^4 scenarios of 1,600 stations on the 466-core CPU, a routing MILP (every 15 minutes on
  fewer than 40 clusters: fails), adaptive large-neighbourhood search (on historical means:
  fails) or greedy clusters (on one cluster: fail), 4-16 trucks (four for 40 clusters: fail),
  historical means (every 15 minutes: fail), Poisson simulations or learned forecasts,
  overnight, hourly or 15-minute re-planning, 1-40 clusters (a cluster's distance matrix, twice
  with two threads a core, over the L2: a cliff), 1-256 scenarios a task over 466 or 932
  threads; one within 5%.
- ``ecg_screen_az`` (1296, 46.9%, 2307x): arrhythmia screening of 2 x 10^5 two-week wearable
  ECG patch recordings on the 442-core GPU, Pan-Tompkins, wavelet or CNN QRS detection, RR
  features with a boosted forest (after Pan-Tompkins, or on 10 s windows: fails), a 1-D ResNet
  or a transformer (in int8: fails), 10-60 s windows, fp32, fp16 or int8, 1-64 windows a block
  (over the 438 KB: fail), 128-1024 threads (over the register file: fail); 11 within 5%.
- ``calo_shower_az`` (864, 58.4%, 1297x): a collider experiment's calorimeter showers, 10^8
  events of 40 showers on the 474-core GPU, full stepping (in fp32: fails), a frozen shower
  library (with 8 energy bins: fails) or a normalising flow (in the full geometry: fails), 8-128
  energy bins, dense or sparse readout, fp32 or fp64, the simplified or the full geometry, 4-64
  showers a block (over the 430 KB: fail), 128-1024 threads (over the register file: fail); one
  within 5%.
- ``meteor_watch_az`` (972, 41.7%, 747x): a meteor network's all-sky video, 320 cameras over 30
  nights on the 442-core GPU, frame differencing (over 128 frames: fails), max-pixel stacks or
  shift-and-stack over 16-256 angles (its stacks over the 438 KB: fail), 8-128 frames a stack,
  pairwise planes (with max-pixel stacks: fail), multi-station least squares or Monte Carlo
  orbits, 16-64-pixel tiles, 128-1024 threads (over the register file: fail); 36 within 5%.
- ``smlm_fit_az`` (648, 41.0%, 343x): single-molecule localisation microscopy, 2 x 10^5 frames
  of 300 emitters on the 474-core GPU, Gaussian, astigmatic 3-D (fitted by least squares:
  fails) or cubic-spline PSFs (on 7-pixel regions the last two fail), least squares, Newton MLE
  (with the spline in fp32: fails) or Levenberg-Marquardt MLE, 7-15-pixel regions, fp32 or fp64,
  16-256 regions a block (over the 430 KB: fail), 64-512 threads (over the register file:
  fail); seven within 5%.

And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a non-causal multi-query attention, a vision-language decoder's cross-attention (17 query
heads over one KV head, 136 text queries over 240 image-patch keys, d 144), with its query block, KV
split, pipeline and ``opt_level`` (O0 among them) but its KV block, softmax and unroll left at the
default, a plain GEMM tuning its M tile with L1 prefetch, output alignment (472 columns: the C rows
padded to 480) and unroll (its N and K tiles at the default: two N blocks and fourteen K steps), a
non-gated fast-GELU FFN tuning the up projection's K tile, L1 prefetch, pipeline and schedule
(default, balanced, latency; 552 tokens: five row blocks of the stock 128, so the three walk
differently), and a LayerNorm with its hidden split, pipeline and ``opt_level`` (O0 among them) but
neither its rows a block, its stats nor its unroll (a set no earlier LayerNorm or RMSNorm space
tuned; 48 configurations, the full value lists: the untuned norm sets of 56 or more are used up and
this is the largest left), each space measured exhaustively (every configuration compiled, checked
against numpy, timed 3 times) by ``scripts/record_cpu_landscapes.py`` into
``scripts/data/zoo_seen_51/`` (gzip JSON, times in us, provenance in each file's ``source``,
10.6 KB in all). They were recorded on the shared 2-core machine the standing way, ``--only`` each,
one after another, the recorder at normal priority (not niced), with the lead's jobs ended (the load
average 0.30 at the start); this host is the AMD EPYC with AVX2 and no AVX-512 that recorded
held_out_44's..held_out_50's four (the same ``host_cpu``), so the four are measurements of the
kernels' AVX2 paths (8-lane vectors, their register tiles accordingly). ``ps`` (every 60 s and at
the end, seven times) showed nothing else running but the recorder, its measuring worker and the C
compiler it calls, this helper's own sampling and waiting shells (sleeping) and idle tool shells
(sleeping; no other python, benchmark or pytest process), and this helper only read the logs beside
it (nothing enumerated, measured or tested) (load average 0.30-1.08 sampled every 10 s over the
recording, 35 samples and one at the end, median 1.00, the recorder itself included, rising from the
quiet start to about 1.0). The tail of their samples is real measurement noise (median spread 1-2%),
and the fastest sample is the true cost: the attention's and the GEMM's optima rest on one fast
sample, their other two samples 1.17-1.18 (the attention) and 1.10-1.13 (the GEMM) times it, while
the FFN's other two are 1.02-1.04 times it and the LayerNorm's 1.02 and 1.17 (see below). Before
that, the first and the last configuration of each space were compiled (not run) to check they
build. Every configuration ran, so they are 0% infeasible (reported, not forced into 30-70%):

===============================================================  =========================================  =======  ======  ======  =========
landscape                                                        op (shape)                                 configs  params  spread  worst/opt
===============================================================  =========================================  =======  ======  ======  =========
cpu_attention_mqa_bidir_q_block_split_pipeline_opt               multi-query attention, non-causal (17          144       4      2%      17.1x
                                                                 heads over one, 136 x 240, d 144)
cpu_gemm_m_tile_prefetch_align_unroll                            GEMM (408 x 432 @ 432 x 472)                   100       4      2%       1.4x
cpu_ffn_fastgelu_k_prefetch_pipeline_schedule                    FFN, fast GELU (552 tokens, 328 -> 744)        108       4      1%       1.1x
cpu_layernorm_no_rows_per_block_no_stats_no_unroll               LayerNorm (1952 rows x 3008)                    48       3      2%       6.0x
===============================================================  =========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1, 1.6%, 2.2%, 1.3% and 1.5%;
within 5% of the optimum: 1, 3, 63 and 1 configurations; the attention's optimum (a query block of
16, no KV split, the single_buffer pipeline, O2) has samples 1.000, 1.175 and 1.168 times its
fastest and is 4th by median (1.168), the next configuration (the same with no pipeline) 1.156
times it (median 1.182), the best by median (a query block of 64, the same otherwise) 1.160 by its
fastest and 1.161 by its median, O0 15.9-17.1 times the optimum, O1 1.56-2.10, O2 1.00-1.37, O3
1.16-1.36, a KV split of 2 1.16 at least and of 4 1.21, double_buffer 1.21 at least; the GEMM's
optimum (M tile 112, no L1 prefetch, no output alignment, unroll 4) has samples 1.000, 1.105 and
1.132 and is 14th by median (1.105), the next configurations (M tile 240, unroll 8, aligned or
prefetching) 1.021 and 1.024 times it (medians 1.075 and 1.121), the best by median (M tile 240,
prefetch, aligned, unroll 16) 1.054 by its fastest and 1.057 by its median, an M tile of 16
1.21-1.40, the whole space within 1.40; the FFN's optimum (up K tile 64, L1 prefetch, no pipeline,
the balanced schedule) has samples 1.000, 1.015 and 1.044 and is also the best by median (1.015),
the next (K tile 176, prefetch, single_buffer, balanced) 1.011 times it, a K tile of 16 1.06 at
least, the whole space within 1.11 (63 configurations within 5%: a flat landscape); the
LayerNorm's optimum (a hidden split of 8, no pipeline, O3) has samples 1.172, 1.015 and 1.000 and
is the best by median (1.015), the next configuration (the same with single_buffer) 1.096 times it
(median 1.240), O0 5.56-5.99, O1 1.56-1.79, O2 1.42-1.84, O3 at most 1.46, splits of 1-4 1.28 at
least.)
Recording took 172 + 38 + 58 + 77 s, 5.8 minutes in all, one landscape after another (2026-12-05
17:07 to 17:13 UTC).
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, resident_blocks, smt_cores

_a = partial(resident_blocks, smem_kb=430.0, max_threads=2048, max_blocks=32, max_regs=255)  # the 474-core GPU's core
_b = partial(resident_blocks, smem_kb=438.0, max_threads=1536, max_blocks=24, max_regs=255)  # the 442-core GPU's core


def _waves(items: float, per_task: Any, item_t: Any, start: float, th: Any, cores: int, gain: float) -> Any:
    """``items`` work items, ``per_task`` a task (``start`` us to start one), each ``item_t`` us on
    a core, in waves over ``th`` threads of a CPU with two hardware threads a core (the second adds
    ``gain`` of a core; fewer tasks than threads leave threads idle): the time and the busy threads."""
    tasks = np.ceil(items / per_task)
    busy = np.minimum(th, tasks)
    eff = smt_cores(busy, cores, gain)
    return np.ceil(tasks / th) * (per_task * item_t + start) * (busy / eff), busy


def brewery_plan(scenarios: float, weeks: int, cores: int, ghz: float, l2_kb: float, mem_gb: float
                 ) -> Callable[[Cols], np.ndarray]:
    """A craft-brewing group's production plans on a CPU with two hardware threads a core (the
    second adds 28%): ``scenarios`` demand and supply scenarios, each a ``weeks``-week plan of 30
    brews a week over 40 fermenters and 24 beers. ``planner`` (no order): ``time_indexed_milp`` (a
    MILP over fermenters x ``grid_h``-hour slots x beers, 60 (variables / 50)^1.25 cycles; 4,000
    bytes a variable, held by every busy thread: over the ``mem_gb`` GB fails),
    ``constraint_prog`` (interval variables, 900 log2(slots) cycles a brew and fermenter; at a
    1-hour grid its search stalls: fails) or ``list_heuristic`` (150 cycles a brew and fermenter,
    blind to the grid; it leaves tanks unclean under sequence-dependent changeovers: fails). The
    MILP's and the constraint model's slot table (40 bytes a fermenter and slot), twice with two
    threads a core, over the ``l2_kb`` KB of L2 a core: 2.4 times. ``ferment`` (no order) model of
    each brew: ``fixed_days`` (40 cycles; its fixed durations cannot close a campaign: with
    ``campaigns`` fails), ``kinetic_ode`` (yeast growth and attenuation, 3 x 10^4) or
    ``temp_profile`` (the ODE with the diacetyl rest's temperature ramps, 1.1 x 10^5; at a 12-hour
    grid the ramps fall between slots: fails), once a brew and fermenter (the heuristic once a
    brew, the constraint model half). ``changeover`` (no order): ``fixed_clean``,
    ``sequence_dependent`` (1.8 times the variables) or ``campaigns`` (0.6). 4 ms a scenario;
    ``scen_task`` scenarios a task (2.5 ms to start it) in waves over ``threads`` threads. 0.1 s
    besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        pl, fe, co = (np.asarray(c[k]) for k in ("planner", "ferment", "changeover"))
        gh, st, th = c["grid_h"], c["scen_task"], c["threads"]
        per_core = np.where(th > cores, 2.0, 1.0)
        slots = weeks * 168.0 / gh
        brews = weeks * 30.0
        tanks, beers = 40.0, 24.0
        seq = np.select([co == "fixed_clean", co == "sequence_dependent"], [1.0, 1.8], 0.6)
        fcyc = np.select([fe == "fixed_days", fe == "kinetic_ode"], [40.0, 3.0e4], 1.1e5)
        table_kb = tanks * slots * 40.0 / 1024.0
        cliff = np.where(table_kb * per_core > l2_kb, 2.4, 1.0)
        milp = 60.0 * (tanks * slots * beers * seq / 50.0) ** 1.25 * cliff + brews * tanks * fcyc
        cp = brews * tanks * 900.0 * seq * np.log2(slots) * cliff + brews * tanks * fcyc * 0.5
        heur = brews * tanks * 150.0 * seq + brews * fcyc
        solve = np.select([pl == "time_indexed_milp", pl == "constraint_prog"], [milp, cp], heur)
        scen_t = solve / (ghz * 1e3) + 4000.0
        t, busy = _waves(scenarios, st, scen_t, 2500.0, th, cores, 0.28)
        t = t + 1.0e5
        memb = busy * np.where(pl == "time_indexed_milp", tanks * slots * beers * seq * 4000.0, 5.0e8)
        bad = ((memb > mem_gb * 1e9) | ((pl == "list_heuristic") & (co == "sequence_dependent"))
               | ((fe == "temp_profile") & (gh == 12)) | ((fe == "fixed_days") & (co == "campaigns"))
               | ((pl == "constraint_prog") & (gh == 1)))
        return np.where(bad, np.nan, t)
    return cost


def brewery_params() -> dict[str, list[Any]]:
    return {"planner": ["time_indexed_milp", "constraint_prog", "list_heuristic"], "grid_h": [1, 2, 4, 12],
            "ferment": ["fixed_days", "kinetic_ode", "temp_profile"],
            "changeover": ["fixed_clean", "sequence_dependent", "campaigns"], "scen_task": [1, 16, 256],
            "threads": [466, 932]}


def poaching_patrol(scenarios: float, area_km2: float, cores: int, ghz: float, l2_kb: float
                    ) -> Callable[[Cols], np.ndarray]:
    """A wildlife service's anti-poaching patrol strategies for a ``area_km2`` km^2 national park
    as a Stackelberg security game, on a CPU with two hardware threads a core (the second adds
    28%): ``scenarios`` what-ifs (seasons, ranger numbers, snare reports), the park in
    ``grid_km``-km cells, ``rangers`` ranger teams on ``patrol_h``-hour patrols (the routes from a
    post: 2 patrol_h times the cells within 3 patrol_h km). ``solver`` (no order):
    ``lp_marginals`` (an LP over the cells' coverage, 400 log2(cells) cycles a cell and team;
    at 12-hour patrols its marginals cannot be walked as routes: fails), ``double_oracle`` (12 + 4
    teams iterations, each a best-response route search of 300 cycles a route) or
    ``milp_routes`` (a MILP over the teams' routes, 25 (routes x teams)^1.2 cycles).
    ``attacker`` (no order), the poachers' model, each cell evaluated 20 times (once a team an
    iteration for the double oracle): ``rational`` (30 cycles), ``quantal_response`` (220; not
    linear: with the LP fails) or ``learned_poacher`` (a model of past snare finds, 900; at 2 km
    cells the hotspots blur: fails); two teams on 0.5 km cells leave the coverage too thin to
    deter: fail. The cells' table (48 bytes a cell), twice with two threads a core, over the
    ``l2_kb`` KB of L2 a core: 2 times. 6 ms a scenario; ``scen_task`` scenarios a task (3 ms to
    start it) in waves over ``threads`` threads. 0.1 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        so, at = np.asarray(c["solver"]), np.asarray(c["attacker"])
        ph, rg, gk, st, th = c["patrol_h"], c["rangers"], c["grid_km"], c["scen_task"], c["threads"]
        per_core = np.where(th > cores, 2.0, 1.0)
        cells = area_km2 / (gk * gk)
        att = np.select([at == "rational", at == "quantal_response"], [30.0, 220.0], 900.0)
        reach = cells * np.minimum(1.0, (ph * 3.0 / gk) ** 2 / cells * 40.0)
        routes = reach * ph * 2.0
        table_kb = cells * 48.0 / 1024.0
        cliff = np.where(table_kb * per_core > l2_kb, 2.0, 1.0)
        lp = cells * rg * 400.0 * np.log2(cells) * cliff + cells * att * 20.0
        oracle_it = 12.0 + 4.0 * rg
        dbl = oracle_it * (routes * 300.0 * cliff + cells * att * rg)
        milp = 25.0 * (routes * rg) ** 1.2 * cliff + cells * att * 20.0
        solve = np.select([so == "lp_marginals", so == "double_oracle"], [lp, dbl], milp)
        scen_t = solve / (ghz * 1e3) + 6000.0
        t, _ = _waves(scenarios, st, scen_t, 3000.0, th, cores, 0.28)
        t = t + 1.0e5
        bad = (((so == "lp_marginals") & (ph == 12)) | ((at == "learned_poacher") & (gk == 2))
               | ((so == "lp_marginals") & (at == "quantal_response")) | ((rg == 2) & (gk == 0.5)))
        return np.where(bad, np.nan, t)
    return cost


def poaching_params() -> dict[str, list[Any]]:
    return {"solver": ["lp_marginals", "double_oracle", "milp_routes"],
            "attacker": ["rational", "quantal_response", "learned_poacher"], "patrol_h": [4, 8, 12],
            "rangers": [2, 5, 10], "grid_km": [0.5, 1, 2], "scen_task": [1, 32], "threads": [466, 932]}


def timing_signoff(arcs: float, corners: int, cores: int, ghz: float, l2_kb: float, mem_gb: float
                   ) -> Callable[[Cols], np.ndarray]:
    """A chip's sign-off static timing analysis on a CPU with two hardware threads a core, every
    one of them used (the second adds 6%: a memory-bound graph walk): ``arcs`` timing arcs in
    ``corners`` corner-modes, each cut into ``partitions`` partitions (3% more work a doubling,
    1.5 ms each to stitch), a task a corner and partition in waves over the threads. A
    partition's level frontier (its arcs over 2,000 levels, 56 bytes each), twice with two threads
    a core, over the ``l2_kb`` KB of L2 a core: 1.9 times. ``delay_model`` (no order): ``nldm``
    (80 cycles an arc; its libraries carry no sigma tables: with ``pocv`` fails), ``ccs`` (210) or
    ``ccs_waveform`` (900); ``variation`` (no order): ``flat_ocv`` (its derates are too
    pessimistic to close by graph-based analysis alone, or without crosstalk: fails), ``aocv``
    (1.3 times) or ``pocv`` (2.6); ``si_mode`` (no order) crosstalk: ``none``, ``delta_once``
    (1.7) or ``delta_iterative`` (3.2). ``analysis`` (no order): ``graph_based``, ``path_based``
    (every one of 2 x 10^7 paths re-timed, 900 arcs of 0.35 an arc's cycles each, 24 KB a path
    of its partition's share held by every busy thread: over the ``mem_gb`` GB, or cut across 512
    partitions, fails) or ``graph_then_path`` (the worst 0.5% of the paths). Five that barely
    matter: ``report`` (``json`` 0.3% more), ``sdf_out`` (``write`` 0.4%), ``log_level``
    (``verbose`` 0.2%), ``path_groups`` (``per_clock`` 0.5%) and ``slack_hist`` (``on`` 0.1%).
    20 ms to start a task, 2 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        an, dm, va, si = (np.asarray(c[k]) for k in ("analysis", "delay_model", "variation", "si_mode"))
        pa = c["partitions"]
        th = 2 * cores  # every hardware thread
        per_core = 2.0
        arc_cyc = np.select([dm == "nldm", dm == "ccs"], [80.0, 210.0], 900.0)
        arc_cyc = arc_cyc * np.select([va == "flat_ocv", va == "aocv"], [1.0, 1.3], 2.6)
        arc_cyc = arc_cyc * np.select([si == "none", si == "delta_once"], [1.0, 1.7], 3.2)
        front_kb = arcs / pa / 2000.0 * 56.0 / 1024.0
        cliff = np.where(front_kb * per_core > l2_kb, 1.9, 1.0)
        gba = arcs * arc_cyc * cliff
        paths = 2.0e7
        pba_all = paths * 900.0 * arc_cyc * 0.35
        work = np.select([an == "graph_based", an == "path_based"], [gba, gba + pba_all], gba + 0.005 * pba_all)
        tasks = corners * pa
        busy = np.minimum(th, tasks)
        eff = smt_cores(busy, cores, 0.06)
        per_task = work / pa / (ghz * 1e3) * (1.0 + 0.03 * np.log2(pa)) + 20000.0
        t = np.ceil(tasks / th) * per_task * (busy / eff) + pa * 1.5e3
        small = ((np.asarray(c["report"]) == "json") * 0.003 + (np.asarray(c["sdf_out"]) == "write") * 0.004
                 + (np.asarray(c["log_level"]) == "verbose") * 0.002
                 + (np.asarray(c["path_groups"]) == "per_clock") * 0.005 + (np.asarray(c["slack_hist"]) == "on") * 0.001)
        t = t * (1.0 + small) + 2.0e6
        memb = busy * np.where(an == "path_based", paths * 24000.0 / pa, 0.0) + arcs * 600.0
        bad = ((memb > mem_gb * 1e9) | ((dm == "nldm") & (va == "pocv"))
               | ((va == "flat_ocv") & (si == "none")) | ((an == "graph_based") & (va == "flat_ocv"))
               | ((an == "path_based") & (pa == 512)))
        return np.where(bad, np.nan, t)
    return cost


def timing_params() -> dict[str, list[Any]]:
    return {"analysis": ["graph_based", "path_based", "graph_then_path"], "delay_model": ["nldm", "ccs", "ccs_waveform"],
            "variation": ["flat_ocv", "aocv", "pocv"], "si_mode": ["none", "delta_once", "delta_iterative"],
            "partitions": [1, 8, 64, 512], "report": ["text", "json"], "sdf_out": ["skip", "write"],
            "log_level": ["summary", "verbose"], "path_groups": ["default", "per_clock"], "slack_hist": ["off", "on"]}


def matchmaking(players: float, days: int, cores: int, ghz: float, l2_kb: float) -> Callable[[Cols], np.ndarray]:
    """A season of an esports title's ranked matchmaking simulated on a CPU with two hardware
    threads a core (the second adds 28%): ``players`` players over ``days`` days, four games a
    player a day, in 12 regions queued apart (``region_merge`` ``none``), in 4 groups
    (``adjacent``) or together (``global``; with an 80 ms ping cap most lobbies break it: fails),
    a pool of a region group's arrivals over ``pool_s`` seconds (1.4 times at a ``ping_cap_ms``
    of 150). ``queue`` (no order), every pool window: ``fifo_window`` (12 cycles a queued player;
    at 120 s windows the waits overrun: fails), ``widening_window`` (40, windows widened by each
    player's rating deviation) or ``batch_optimal`` (a banded assignment, 30 pool^1.5; at 10 s
    windows too few to balance: fails); in separate regions 10 s windows cannot fill lobbies:
    fail. ``rating`` (no order) update a player a game: ``elo`` (60 cycles; no deviation to widen
    by: with ``widening_window`` fails), ``glicko2`` (420) or ``trueskill`` (2,600). The pool's
    table (160 bytes a queued player), twice with two threads a core, over the ``l2_kb`` KB of L2
    a core: 2.2 times. ``days_task`` days of a region group a task (1.5 ms to start it) in waves
    over ``threads`` threads. 0.2 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        ra, qu, rm = (np.asarray(c[k]) for k in ("rating", "queue", "region_merge"))
        pw, cap, dt, th = c["pool_s"], c["ping_cap_ms"], c["days_task"], c["threads"]
        per_core = np.where(th > cores, 2.0, 1.0)
        regions = np.select([rm == "none", rm == "adjacent"], [12.0, 4.0], 1.0)
        pool = players * 4.0 / 86400.0 / regions * pw * np.where(cap == 150, 1.4, 1.0)
        upd = np.select([ra == "elo", ra == "glicko2"], [60.0, 420.0], 2600.0)
        pair = np.select([qu == "fifo_window", qu == "widening_window"], [pool * 12.0, pool * 40.0],
                         pool ** 1.5 * 30.0)
        pool_kb = pool * 160.0 / 1024.0
        cliff = np.where(pool_kb * per_core > l2_kb, 2.2, 1.0)
        per_day = (86400.0 / pw) * pair * cliff + players * 4.0 / regions * upd
        t, _ = _waves(days * regions, dt, per_day / (ghz * 1e3), 1500.0, th, cores, 0.28)
        t = t + 2.0e5
        bad = (((qu == "fifo_window") & (pw == 120)) | ((ra == "elo") & (qu == "widening_window"))
               | ((qu == "batch_optimal") & (pw == 10)) | ((rm == "none") & (pw == 10))
               | ((rm == "global") & (cap == 80)))
        return np.where(bad, np.nan, t)
    return cost


def matchmaking_params() -> dict[str, list[Any]]:
    return {"rating": ["elo", "glicko2", "trueskill"], "queue": ["fifo_window", "widening_window", "batch_optimal"],
            "pool_s": [10, 30, 120], "region_merge": ["none", "adjacent", "global"], "ping_cap_ms": [80, 150],
            "days_task": [1, 3, 9, 30], "threads": [466, 932]}


def bike_rebalance(scenarios: float, stations: int, cores: int, ghz: float, l2_kb: float
                   ) -> Callable[[Cols], np.ndarray]:
    """A city bike-sharing system's rebalancing plans on a CPU with two hardware threads a core
    (the second adds 28%): ``scenarios`` demand scenarios of ``stations`` docking stations, each
    a day's plans for ``trucks`` trucks, re-planned (``replan``, no order) ``overnight`` (once),
    ``hourly`` (18 times) or ``every_15min`` (72 times), the stations split into ``clusters``
    clusters planned apart (four trucks cannot serve 40 clusters: fail). ``method`` (no order):
    ``milp_static`` (a routing MILP a cluster, 80 (stations^2 x trucks / clusters)^1.15 cycles;
    every 15 minutes on fewer than 40 clusters it overruns its slot: fails), ``alns`` (adaptive
    large-neighbourhood search, 4,000 iterations of 30 cycles a station and truck; it needs a
    stochastic demand: on historical means fails) or ``greedy_cluster`` (200 cycles a station
    and truck; on one cluster it strands trucks: fails). Their walks over a cluster's distance
    matrix (4 bytes a pair), twice with two threads a core, over the ``l2_kb`` KB of L2 a core:
    2.6 times. ``demand`` (no order), every plan: ``historical_mean`` (50 cycles a station; too
    coarse every 15 minutes: fails), ``poisson_sim`` (3,000) or ``ml_forecast`` (12,000). 2 ms a
    scenario; ``scen_task`` scenarios a task (1.2 ms to start it) in waves over ``threads``
    threads. 0.1 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        me, dm, hz = (np.asarray(c[k]) for k in ("method", "demand", "replan"))
        tr, ck, st, th = c["trucks"], c["clusters"], c["scen_task"], c["threads"]
        per_core = np.where(th > cores, 2.0, 1.0)
        calls = np.select([hz == "overnight", hz == "hourly"], [1.0, 18.0], 72.0)
        sub = stations / ck
        mat_kb = sub * sub * 4.0 / 1024.0
        cliff = np.where(mat_kb * per_core > l2_kb, 2.6, 1.0)
        milp = 80.0 * (sub * sub * tr / ck) ** 1.15 * ck * cliff
        alns = 4000.0 * sub * tr * 30.0 * cliff
        greedy = stations * tr * 200.0 * cliff
        solve = np.select([me == "milp_static", me == "alns"], [milp, alns], greedy)
        fc = np.select([dm == "historical_mean", dm == "poisson_sim"], [stations * 50.0, stations * 3000.0],
                       stations * 12000.0)
        scen_t = calls * (solve + fc) / (ghz * 1e3) + 2000.0
        t, _ = _waves(scenarios, st, scen_t, 1200.0, th, cores, 0.28)
        t = t + 1.0e5
        bad = (((me == "greedy_cluster") & (ck == 1)) | ((dm == "historical_mean") & (hz == "every_15min"))
               | ((me == "milp_static") & (hz == "every_15min") & (ck < 40))
               | ((tr == 4) & (ck == 40)) | ((me == "alns") & (dm == "historical_mean")))
        return np.where(bad, np.nan, t)
    return cost


def bike_params() -> dict[str, list[Any]]:
    return {"method": ["milp_static", "alns", "greedy_cluster"], "trucks": [4, 8, 16],
            "demand": ["historical_mean", "poisson_sim", "ml_forecast"], "replan": ["overnight", "hourly", "every_15min"],
            "clusters": [1, 10, 40], "scen_task": [1, 16, 256], "threads": [466, 932]}


def ecg_screen(recordings: float, hours: float, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """Arrhythmia screening of wearable ECG patches on a GPU: ``recordings`` recordings of
    ``hours`` hours at 250 Hz in ``window_s``-second windows. ``detector`` (no order) of the QRS
    complexes, flops a sample: ``pan_tompkins`` (30), ``wavelet_qrs`` (220) or ``cnn_qrs``
    (3,200). ``classifier`` (no order) a window: ``rr_features_gbt`` (RR-interval features and a
    boosted forest, 4,000 flops; with Pan-Tompkins's missed beats in motion, or on 10 s windows,
    atrial fibrillation is missed: fails), ``resnet1d`` (900 flops a sample, 64 KB of weights in
    shared memory) or ``transformer`` (1,500 a sample and 256 a pair of 50-sample patches; in int8
    it loses the P waves: fails). ``precision`` fp32, fp16 (twice the rate) or int8 (3.5 times).
    32 threads a window, ``windows_block`` windows a block (fewer than ``threads`` / 32 leave lanes
    idle), an eighth of each window (twice for the transformer) staged in shared memory (over the
    438 KB: fails); 40, 96 or 128 registers (over the register file: fails); the blocks in waves
    over the cores. 2 bytes a sample read, 0.2 s besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        de, cl, pr = (np.asarray(c[k]) for k in ("detector", "classifier", "precision"))
        ws, wb, th = c["window_s"], c["windows_block"], c["threads"]
        samples = recordings * hours * 3600.0 * 250.0
        det = np.select([de == "pan_tompkins", de == "wavelet_qrs"], [30.0, 220.0], 3200.0)
        win = ws * 250.0
        windows = samples / win
        cls = np.select([cl == "rr_features_gbt", cl == "resnet1d"], [4.0e3, 900.0 * win],
                        1500.0 * win + (win / 50.0) ** 2 * 256.0)
        speed = np.select([pr == "fp32", pr == "fp16"], [1.0, 2.0], 3.5)
        bytes_s = np.select([pr == "fp32", pr == "fp16"], [4.0, 2.0], 1.0)
        smem = (wb * win * bytes_s / 8.0 * np.where(cl == "transformer", 2.0, 1.0)
                + np.where(cl == "resnet1d", 64.0 * 1024.0, 0.0))
        regs = np.select([cl == "rr_features_gbt", cl == "resnet1d"], [40.0, 96.0], 128.0)
        res = _b(th, smem, regs)
        occ = np.minimum(1.0, res * th / 1536.0)
        rate = cores * 128 * ghz * 1e3 * (0.25 + 0.75 * occ) * speed
        lanes = np.minimum(1.0, wb * 32.0 / th)
        blocks = np.ceil(windows / wb)
        waves = np.ceil(blocks / (cores * np.maximum(res, 1.0)))
        block_t = wb * (win * det + cls) / (rate / cores / np.maximum(res, 1.0) * lanes)
        t = waves * block_t + samples * 2.0 / dram_bw + 2.0e5
        bad = ((res < 1) | ((pr == "int8") & (cl == "transformer")) | ((de == "pan_tompkins") & (cl == "rr_features_gbt"))
               | ((cl == "rr_features_gbt") & (ws == 10)))
        return np.where(bad, np.nan, t)
    return cost


def ecg_params() -> dict[str, list[Any]]:
    return {"detector": ["pan_tompkins", "wavelet_qrs", "cnn_qrs"], "classifier": ["rr_features_gbt", "resnet1d", "transformer"],
            "window_s": [10, 30, 60], "precision": ["fp32", "fp16", "int8"], "windows_block": [1, 4, 16, 64],
            "threads": [128, 256, 512, 1024]}


def calo_shower(events: float, cores: int, dram_bw: float, ghz: float, fp64_rate: float) -> Callable[[Cols], np.ndarray]:
    """A collider experiment's calorimeter showers simulated on a GPU: ``events`` events of 40
    showers each. ``method`` (no order): ``full_stepping`` (every secondary stepped through the
    ``geometry``, 2.4 x 10^5 flops a shower, three times in the ``full_gdml`` one; in fp32 its
    energy sums drift: fails), ``frozen_library`` (pre-simulated showers looked up in
    ``energy_bins`` energy bins, 30 flops a hit and 4 a bin, 1.2 times in the full geometry, the
    bins' 4 MB each read from DRAM and 2 KB each of index in shared memory; at 8 bins the energy
    response is off: fails) or ``normalising_flow`` (a generative model, 1.2 x 10^6 flops a shower
    and 10 a hit; trained on the simplified geometry: in the full one fails). ``readout`` (no
    order): ``dense`` (6,000 cells a shower) or ``sparse_hits`` (900). 8 threads a shower,
    ``showers_block`` showers a block (fewer than ``threads`` / 8 leave lanes idle), a quarter of
    each shower's cells in shared memory (over the 430 KB: fails); 72, 40 or 56 registers (1.5
    times in fp64; over the register file: fails); the blocks in waves over the cores;
    ``precision`` fp32 or fp64 (at ``fp64_rate``). Every cell written to DRAM, 0.1 s besides.
    Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        me, ro, pr, ge = (np.asarray(c[k]) for k in ("method", "readout", "precision", "geometry"))
        eb, sb, th = c["energy_bins"], c["showers_block"], c["threads"]
        fp64 = pr == "fp64"
        word = np.where(fp64, 8.0, 4.0)
        showers = events * 40.0
        hits = np.where(ro == "dense", 6000.0, 900.0)
        gdml = ge == "full_gdml"
        per = np.select([me == "full_stepping", me == "frozen_library"],
                        [2.4e5 * np.where(gdml, 3.0, 1.0), (hits * 30.0 + eb * 4.0) * np.where(gdml, 1.2, 1.0)],
                        1.2e6 + hits * 10.0)
        smem = sb * hits * 0.25 * word + np.where(me == "frozen_library", eb * 2048.0, 0.0)
        regs = np.select([me == "full_stepping", me == "frozen_library"], [72.0, 40.0], 56.0) * np.where(fp64, 1.5, 1.0)
        res = _a(th, smem, regs)
        occ = np.minimum(1.0, res * th / 2048.0)
        rate = cores * 128 * ghz * 1e3 * (0.3 + 0.7 * occ) * np.where(fp64, fp64_rate, 1.0)
        lanes = np.minimum(1.0, sb * 8.0 / th)
        blocks = np.ceil(showers / sb)
        waves = np.ceil(blocks / (cores * np.maximum(res, 1.0)))
        block_t = sb * per / (rate / cores / np.maximum(res, 1.0) * lanes)
        lib_bytes = np.where(me == "frozen_library", eb * 4.0e6, 0.0)
        t = waves * block_t + showers * hits * word / dram_bw + lib_bytes / dram_bw + 1.0e5
        bad = ((res < 1) | ((me == "frozen_library") & (eb == 8)) | ((me == "full_stepping") & ~fp64)
               | ((me == "normalising_flow") & gdml))
        return np.where(bad, np.nan, t)
    return cost


def calo_params() -> dict[str, list[Any]]:
    return {"method": ["full_stepping", "frozen_library", "normalising_flow"], "energy_bins": [8, 32, 128],
            "readout": ["dense", "sparse_hits"], "precision": ["fp32", "fp64"], "geometry": ["simplified", "full_gdml"],
            "showers_block": [4, 16, 64], "threads": [128, 256, 512, 1024]}


def meteor_watch(cameras: int, nights: int, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """A meteor network's all-sky video on a GPU: ``cameras`` cameras over ``nights`` nights of 8
    hours at 25 frames a second (1280 x 960, a byte a pixel read from DRAM), in stacks of
    ``stack_frames`` frames cut into ``tile_px``-pixel tiles, a block a tile (fewer pixels than
    ``threads`` leave lanes idle), the blocks in waves over the cores. ``detector`` (no order),
    flops a pixel: ``frame_difference`` (6 a frame, two frames' tiles in shared memory; over 128
    frames the slow fireballs vanish: fails), ``max_pixel_stack`` (3 a frame and 40, three words a
    pixel) or ``shift_and_stack`` (2 a frame and 22 an angle of ``angles`` directions, the stack's
    frames with an 8-pixel halo in shared memory: over the 438 KB fails); 32, 40 or 72 registers
    (over the register file: fails). 400 meteors a camera and night, each triangulated
    (``triangulation``, no order) by ``pairwise_planes`` (2 x 10^5 flops; the max-pixel stack keeps
    no timing to pair: with it fails), ``multi_station_lsq`` (3 x 10^6) or ``monte_carlo_orbits``
    (300 clones of 2 x 10^5) at a twentieth of the peak rate. 0.5 s besides. Times in us,
    ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        de, tr = np.asarray(c["detector"]), np.asarray(c["triangulation"])
        an, sf, tp, th = c["angles"], c["stack_frames"], c["tile_px"], c["threads"]
        frames = cameras * nights * 8.0 * 3600.0 * 25.0
        stacks = frames / sf
        det = np.select([de == "frame_difference", de == "max_pixel_stack"], [6.0 * sf, 3.0 * sf + 40.0],
                        sf * 2.0 + an * 22.0)
        halo = np.where(de == "shift_and_stack", 8.0, 1.0)
        smem = (tp + 2.0 * halo) ** 2 * 4.0 * np.select([de == "frame_difference", de == "max_pixel_stack"],
                                                          [2.0, 3.0], sf)
        regs = np.select([de == "frame_difference", de == "max_pixel_stack"], [32.0, 40.0], 72.0)
        res = _b(th, smem, regs)
        occ = np.minimum(1.0, res * th / 1536.0)
        rate = cores * 128 * ghz * 1e3 * (0.25 + 0.75 * occ)
        lanes = np.minimum(1.0, tp * tp / th)
        tiles = stacks * np.ceil(1280.0 / tp) * np.ceil(960.0 / tp)
        waves = np.ceil(tiles / (cores * np.maximum(res, 1.0)))
        block_t = tp * tp * det * ((tp + 2.0 * halo) / tp) ** 2 / (rate / cores / np.maximum(res, 1.0) * lanes)
        meteors = cameras * nights * 400.0
        orbit = np.select([tr == "pairwise_planes", tr == "multi_station_lsq"], [2.0e5, 3.0e6], 300.0 * 2.0e5)
        t = waves * block_t + frames * 1280.0 * 960.0 / dram_bw + meteors * orbit / (rate * 0.05) + 5.0e5
        bad = ((res < 1) | ((de == "frame_difference") & (sf == 128))
               | ((tr == "pairwise_planes") & (de == "max_pixel_stack")))
        return np.where(bad, np.nan, t)
    return cost


def meteor_params() -> dict[str, list[Any]]:
    return {"detector": ["frame_difference", "max_pixel_stack", "shift_and_stack"], "angles": [16, 64, 256],
            "stack_frames": [8, 32, 128], "triangulation": ["pairwise_planes", "multi_station_lsq", "monte_carlo_orbits"],
            "tile_px": [16, 32, 64], "threads": [128, 256, 512, 1024]}


def smlm_fit(frames: float, per_frame: float, cores: int, dram_bw: float, ghz: float, fp64_rate: float
             ) -> Callable[[Cols], np.ndarray]:
    """Single-molecule localisation microscopy on a GPU: ``frames`` camera frames of ``per_frame``
    blinking emitters each, every emitter's ``roi_px`` x ``roi_px`` region fitted. ``psf`` (no
    order) model, flops a pixel and parameter: ``gaussian_2d`` (24, four parameters),
    ``astig_3d`` (46, five) or ``cubic_spline`` (190, five, its 32 x 32 x 16 coefficients in
    shared memory); at 7 pixels only the Gaussian fits: the others fail. ``estimator`` (no
    order): ``least_squares`` (8 iterations; the astigmatic z comes out biased: with ``astig_3d``
    fails), ``mle_newton`` (10; with the spline in fp32 its Hessian is singular: fails) or
    ``mle_lm`` (Levenberg-Marquardt, 14, four times the solve). Four threads a region,
    ``rois_block`` regions a block (fewer than ``threads`` / 4 leave lanes idle), each region in
    shared memory (over the 430 KB: fails); 48, 72 or 96 registers (1.5 times in fp64; over the
    register file: fails); the blocks in waves over the cores; ``precision`` fp32 or fp64 (at
    ``fp64_rate``). 2 bytes a pixel read, 0.1 s besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        ps, es, pr = (np.asarray(c[k]) for k in ("psf", "estimator", "precision"))
        roi, rb, th = c["roi_px"], c["rois_block"], c["threads"]
        fp64 = pr == "fp64"
        word = np.where(fp64, 8.0, 4.0)
        rois = frames * per_frame
        pix = roi * roi
        ev = np.select([ps == "gaussian_2d", ps == "astig_3d"], [24.0, 46.0], 190.0)
        npar = np.where(ps == "gaussian_2d", 4.0, 5.0)
        its = np.select([es == "least_squares", es == "mle_newton"], [8.0, 10.0], 14.0)
        per = its * (pix * ev * (1.0 + npar) + np.where(es == "mle_lm", npar ** 3 * 4.0, npar ** 3))
        smem = rb * pix * word + np.where(ps == "cubic_spline", 32.0 * 32.0 * 16.0 * word, 0.0)
        regs = np.select([es == "least_squares", es == "mle_newton"], [48.0, 72.0], 96.0) * np.where(fp64, 1.5, 1.0)
        res = _a(th, smem, regs)
        occ = np.minimum(1.0, res * th / 2048.0)
        rate = cores * 128 * ghz * 1e3 * (0.3 + 0.7 * occ) * np.where(fp64, fp64_rate, 1.0)
        lanes = np.minimum(1.0, rb * 4.0 / th)
        blocks = np.ceil(rois / rb)
        waves = np.ceil(blocks / (cores * np.maximum(res, 1.0)))
        block_t = rb * per / (rate / cores / np.maximum(res, 1.0) * lanes)
        t = waves * block_t + rois * pix * 2.0 / dram_bw + 1.0e5
        bad = ((res < 1) | ((es == "least_squares") & (ps == "astig_3d"))
               | ((es == "mle_newton") & ~fp64 & (ps == "cubic_spline")) | ((roi == 7) & (ps != "gaussian_2d")))
        return np.where(bad, np.nan, t)
    return cost


def smlm_params() -> dict[str, list[Any]]:
    return {"psf": ["gaussian_2d", "astig_3d", "cubic_spline"], "estimator": ["least_squares", "mle_newton", "mle_lm"],
            "roi_px": [7, 11, 15], "precision": ["fp32", "fp64"], "rois_block": [16, 64, 256],
            "threads": [64, 128, 256, 512]}


def seen_51_synthetic() -> list[tuple[str, Landscape]]:
    """The fifty-first held-out set's synthetic part: nine families no earlier set had (constants of
    a 474-core GPU with 430 KB of shared memory a core, 13.6 TB/s at 1.87 GHz and fp64 at 1/2, a
    442-core one with 438 KB, 10.3 TB/s at 2.11 GHz and fp64 at 1/64, and a 466-core CPU with two
    hardware threads a core at 2.17 GHz with 4.875 MB of L2 a core and 9984 GB; times in us)."""
    L, S = Landscape, "seen_51"
    return [
        (S, L("brewery_plan_az", brewery_params(), brewery_plan(3.0e4, 12, 466, 2.17, 4992.0, 9984.0), 0.02)),
        (S, L("poaching_patrol_az", poaching_params(), poaching_patrol(6.0e4, 2.0e4, 466, 2.17, 4992.0), 0.03)),
        (S, L("timing_signoff_az", timing_params(), timing_signoff(2.0e9, 48, 466, 2.17, 4992.0, 9984.0), 0.01)),
        (S, L("matchmaking_az", matchmaking_params(), matchmaking(2.7e7, 180, 466, 2.17, 4992.0), 0.04)),
        (S, L("bike_rebalance_az", bike_params(), bike_rebalance(5.0e4, 1600, 466, 2.17, 4992.0), 0.02)),
        (S, L("ecg_screen_az", ecg_params(), ecg_screen(2.0e5, 336.0, 442, 1.03e7, 2.11), 0.03)),
        (S, L("calo_shower_az", calo_params(), calo_shower(1.0e8, 474, 1.36e7, 1.87, 1 / 2), 0.05)),
        (S, L("meteor_watch_az", meteor_params(), meteor_watch(320, 30, 442, 1.03e7, 2.11), 0.01)),
        (S, L("smlm_fit_az", smlm_params(), smlm_fit(2.0e5, 300.0, 474, 1.36e7, 1.87, 1 / 2), 0.04)),
    ]


SEEN_51_DIR = _data_dir("zoo_seen_51")


def seen_51() -> list[tuple[str, Landscape]]:
    """The fifty-first held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_51/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_51", SEEN_51_DIR)
    return seen_51_synthetic() + recorded
