"""The zoo's ``seen_45`` set.

``seen_45`` (was ``held_out_45``, :func:`seen_45`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the thirty-seventh round, see docs/benchmarks.md):
2 wins / 10 ties / 1 loss against the best peer, geo-mean
1.0293, the best of the five (tpe_mv 1.0322); the synthetic nine 1 / 8 / 0 (the win
record_linkage_at, 1.000 against rl's and tpe_mv's 1.025); on 30 seeds its recorded four
1 / 2 / 1 (the LayerNorm won, 1.042 against 1.053; the batched GEMM lost, 1.147 against random's
1.063, its committed optimum one fast sample, 83rd by the quiet median); scored by the median of
9 quiet samples 0 / 2 / 2 with ``--confirm 0`` (the worst of five) and 0 / 3 / 1 with
``--confirm 3`` (third), tpe_mv the best on both; R1 2 / 10 / 1 (1.0258, the best of six) and
quietly second of six on both. Evaluated on an AVX2 host (numpy's X86_V3 loops), where its
committed traces were made; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (surgical scheduling, pharmacovigilance,
retail space planning, marketing-mix modelling, dimensional metrology, orthodontics,
genealogy, property-tax mass appraisal, architectural acoustics), with constants unlike the
other sets' (a 322-core GPU with 298 KB of shared memory a core, 8.3 TB/s at 1.63 GHz, fp64 at
1/2 and 404 GB, holding 2048 threads and 32 blocks a core, a 338-core one with 290 KB a core,
6.1 TB/s at 1.37 GHz and fp64 at 1/64, holding 1536 threads and 24 blocks a core, both with 128
lanes and 255 registers a thread, and a 306-core CPU at 2.87 GHz with two hardware threads a
core, 1.75 MB of L2 a core and 3968 GB; times in us, bandwidths in bytes/us):

- ``theatre_schedule_at`` (10368, 41.7%, 338x): a year's elective surgical schedules of 1,200
  hospitals (28 cases a day over 9 theatres each) on the 306-core CPU, mean durations (over
  3-day horizons: fail), 80% quantiles (at 5 days: fail) or sample average approximations over
  50 or 200 scenarios, list scheduling (but with 200 scenarios: fails), GRASP or Benders
  decomposition, 1-5 days a solve, 306 or 612 threads over tasks of 1-32 solves (their scenario
  matrices over the 1.75 MB of L2: a cliff), and five that barely matter (the priority rule,
  the log level, symmetry breaking, a warm start and the solution pool): ten parameters, 192
  within 5%.
- ``drug_safety_at`` (1728, 46.8%, 75x): disproportionality screening of 3 x 10^7 adverse-event
  reports (12 drug-event pairs each) against 24,000 terms for 250 queries a night on the
  322-core GPU, a dense table (over the 404 GB: fails), global or shared-memory hash tables
  (a block's 4096 reports over the 298 KB: fail) or a radix sort, 6,000 ingredients or
  48,000 products, 1-600 strata, PRR (over 600 strata: fails), BCPNN or the Gamma-Poisson
  shrinker (in fp32: fails), fp32 or fp64 and 128-1024 threads (the registers over the file:
  fail); 36 within 5%.
- ``planogram_at`` (1944, 31.5%, 410x): 100 what-if scenarios of a retailer's planograms (36
  categories of 300 SKUs on six 480 cm shelves) on the 306-core CPU, a lazy greedy, a knapsack
  (not with cross elasticities or 5 cm units: fail), column generation or Frank-Wolfe (with 16
  facings: fails), linear, space-elastic or cross-elastic demand, 4-16 facings, 1-5 cm units,
  one planogram for the chain (with linear demand: fails), 40 clusters or every store, 306 or
  612 threads and 1-36 categories a task (over the L2: a cliff); 69 within 5%.
- ``media_mix_at`` (4608, 51.2%, 13283x): Bayesian marketing-mix models of 210 regions x 156
  weeks x 14 channels for 2,000 budget scenarios on the 338-core GPU, mean-field ADVI, full-rank
  ADVI (in fp32: fails), Stein variational gradient descent or expectation propagation,
  geometric or Weibull adstock over 4-26 weeks (a Weibull pdf at 4: fails), no (at 26 weeks:
  fails), partial (with SVGD or mean-field ADVI: fail) or complete pooling, 1-15 regions a
  block (over the 290 KB: fail), 128-1024 threads (over the register file: fail), fp32 or fp64;
  nine within 5%.
- ``form_metrology_at`` (864, 45.8%, 132x): form errors of 4 x 10^6 parts a day from a
  coordinate measuring machine on the 306-core CPU, roundness, flatness or cylindricity, least
  squares (for cylindricity: fails), minimum zone by the convex hull or by a Chebyshev exchange,
  or the minimum circumscribed circle (roundness only), 2,000-32,000 points (under 7 an
  undulation: fail), no filter (but at 500 UPR: fails), a direct or FFT Gaussian filter (its
  buffer at 32,000 points over the L2: a cliff) or a spline at 50-500 UPR, 306 or 612 threads;
  one within 5%.
- ``aligner_staging_at`` (1728, 59.7%, 1829x): staging 120,000 clear-aligner plans a day (6 mm
  in 0.15-0.35 mm stages, 40 tooth pairs checked a stage) on the 322-core GPU, sphere trees,
  OBB trees, voxel grids or GJK on convex pieces at 50-200 um (coarser than 60% of a step:
  fails), Euler-angle (at 0.35 mm: fails), slerp or screw interpolation, 1-20 pairs a block
  (over the 298 KB: fail) and 64-512 threads; two within 5%.
- ``record_linkage_at`` (1944, 49.1%, 410x): linking 2.1 x 10^8 parish-register entries into
  life histories on the 306-core CPU, Soundex or Metaphone surname blocks, a sorted
  neighbourhood (at 5 years: fails) or a q-gram index over 5-25 years (the pairs over the 3968
  GB: fail), Jaro-Winkler, Double Metaphone or both, 10 (but with the sorted neighbourhood:
  fails), 30 or 100 EM iterations, thresholds (at 25 years: fail), greedy one-to-one or
  Hungarian assignment, by county, by decade or by hash over 306 or 612 threads; two within 5%.
- ``mass_appraisal_at`` (2592, 40.7%, 9000x): a state's property-tax appraisal of 3.6 x 10^7
  parcels from 1.2 x 10^6 sales on the 338-core GPU, fixed (with 200 neighbours: fails),
  adaptive, ridge or multiscale (with prior-year bandwidths: fails) geographically weighted
  regressions, Gaussian (in fp32: fails), bisquare or exponential kernels, golden-section, grid
  or prior-year bandwidths, 200-3200 neighbours, 1-8 parcels a block (over the 290 KB: fail),
  128-1024 threads, fp32 or mixed precision; one within 5%.
- ``room_acoustics_at`` (1296, 64.1%, 46x): auralising 400 design variants of a concert hall
  (7,200 source-receiver pairs, 3,000 faces) on the 322-core GPU, image sources of order 2-5,
  brute-force, grid or beam-tree visibility (the path buffers at 1024 threads over the 298 KB:
  fail), acoustic radiance transfer (16,000 patches over the 404 GB: fail), the diffusion
  equation (with 1,000 patches or under order 4: fails) or an Eyring tail (under order 5:
  fails), 1,000-16,000 patches, 6-24 bands and 128-1024 threads (the last image-source chunk
  partly idle); 46 within 5%.

And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a non-causal multi-query cross-attention (11 query heads over one KV head, 104 queries
over 600 encoder keys) with its query block, KV split, softmax and pipeline but its KV block,
``opt_level`` and unroll left at the default, a batched GEMM with bias tuning its M and K tiles
with pipeline and unroll (its N tile at the default), a non-gated ReLU FFN tuning the up
projection's M tile, the down projection's N tile, pipeline, ``fuse_activation`` and
``down_l1_prefetch``, and a LayerNorm with its hidden split, ``opt_level`` (O0 among them) and
unroll but neither its rows a block, its stats nor its pipeline (a set no earlier LayerNorm or
RMSNorm space tuned; 80 configurations, the full value lists: the untuned norm sets at 84 or
more are used up, and this is the largest left), each space measured exhaustively (every
configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_45/`` (gzip JSON, times in
us, provenance in each file's ``source``, 12.5 KB in all). They were recorded on the shared 2-core
machine the standing way, ``--only`` each, one after another, the recorder at normal priority
(not niced), after the lead's CPU-heavy jobs had ended; this host is the AMD EPYC with AVX2 and
no AVX-512 that recorded held_out_44's four (the same ``host_cpu``), so the four are measurements
of the kernels' AVX2 paths (8-lane vectors, their register tiles accordingly). ``ps`` (every 60 s
and at the end, seven times) showed nothing else running but the recorder, its measuring worker
and the C compiler it called, this helper's own sampling and waiting shells (sleeping) and idle
tool shells (sleeping; some, not this helper's, waiting on sleeps of 120 and 200 s) (no other
python, benchmark or pytest process), and this helper only read the logs beside it (nothing
enumerated, measured or tested) (load average 0.86-1.07 sampled every 10 s over the recording,
35 samples, median 1.00, the recorder itself included; the lead's jobs had ended before it
started). The tail of their samples is real measurement noise, heavier in the GEMM (median
spread 7%) than in the others (2-4%), and the fastest sample is the true cost: the GEMM's and the
FFN's optima each rest on one fast sample, their other two samples 1.66-1.69 and 1.36-1.39 times
it (see below). Before that, the first and the last configuration of each space were compiled
(not run) to check they build. Every configuration ran, so they are 0% infeasible (reported, not
forced into 30-70%):

=======================================================  =========================================  =======  ======  ======  =========
landscape                                                op (shape)                                 configs  params  spread  worst/opt
=======================================================  =========================================  =======  ======  ======  =========
cpu_attention_mqa_cross_q_block_split_softmax_pipeline   multi-query attention, non-causal cross        120       4      2%       2.0x
                                                         (batch 2, 11 heads over 1 KV head, 104
                                                         queries over 600 keys, d 136)
cpu_gemm_batched_bias_mk_tiles_pipeline_unroll           batched GEMM with bias (5 x 248 x 328          144       4      7%       1.9x
                                                         @ 328 x 136)
cpu_ffn_relu_m_down_n_pipeline_fuse_down_prefetch        FFN, ReLU (232 tokens, 136 -> 680)             144       5      4%       1.7x
cpu_layernorm_no_rows_per_block_no_stats_no_pipeline     LayerNorm (1376 rows x 2624)                    80       3      3%       5.0x
=======================================================  =========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
9, 1, 1 and 2 configurations; the attention's optimum covers the 104 queries in one block of 128,
no KV split, the online softmax and the packed K^T, its two-pass softmax 1.35-1.95 times the
optimum and a KV split of 16 1.30-1.95; the GEMM's optimum (M tile 240, K tile 112, double
buffer, unroll 2) has samples 1.69, 1.66 and 1.00 times its fastest, the best by median being
the M tile 96, the K tile 112, no pipeline and unroll 8; the FFN's optimum (up M tile 112, down N
tile 64, double buffer, no fusion, no prefetch) has samples 1.00, 1.39 and 1.36, the next
configuration 1.20 times it; the LayerNorm's O0 configurations are 4.1-5.0 times the optimum, O1
1.12-1.58, O2 1.13-1.53, O3 at most 1.25.) Recording took 132 + 55 + 67 + 83 s, 5.7 minutes in
all, one landscape after another (2026-12-05 09:23 to 09:29 UTC).
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, resident_blocks, smt_cores

_a = partial(resident_blocks, smem_kb=298.0, max_threads=2048, max_blocks=32, max_regs=255)  # the 322-core GPU's core
_b = partial(resident_blocks, smem_kb=290.0, max_threads=1536, max_blocks=24, max_regs=255)  # the 338-core GPU's core


def theatre_schedule(hospitals: int, weeks: int, cases_day: int, theatres: int, cores: int, ghz: float,
                     l2_kb: float) -> Callable[[Cols], np.ndarray]:
    """A year's elective surgical schedules of ``hospitals`` hospitals (``weeks`` weeks of 5 days,
    ``cases_day`` cases a day over ``theatres`` theatres each) planned on a CPU with two hardware
    threads a core (the second adds 30%), ``horizon_days`` days a solve (ceil(5 / horizon) solves
    a week). ``durations`` (no order): ``mean`` (a single scenario; over a horizon of 3 days and
    more its cancellations accumulate: fails), ``quantile_80`` (80% quantiles, 40 cycles a case
    more; at 5 days: fails) or sample average approximations over ``saa_50`` or ``saa_200``
    scenarios. ``solver`` (no order): ``list_scheduling`` (a pass of priority rules a scenario, n
    log2 n x 30 and 25 a case and theatre; without recourse it keeps the overtime target only
    with 200 scenarios: fails otherwise), ``grasp`` (100 randomised constructions a scenario, each
    with an n^2 x 8 local search) or ``benders`` (30 iterations of a master of 400 n^1.5 and a subproblem of 60 a
    case and theatre a scenario). A task of ``problems_task`` solves (200 us to load) keeps their
    scenario matrices (8 bytes a case and scenario) in L2: over the ``l2_kb`` KB a core, 1.4
    times; ``threads`` threads take the tasks in waves. Barely mattering: ``priority`` (no order;
    ``shortest_first`` 1.2%, ``latest_due`` 0.6%), ``log_level`` (no order; ``debug`` 0.5%),
    ``symmetry_breaking`` (0.8%), ``warm_start`` (0.4% off) and ``solution_pool`` (10: 0.6%). 1 s
    besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        so, du, pr, lg = (np.asarray(c[k]) for k in ("solver", "durations", "priority", "log_level"))
        hz, th, pt = c["horizon_days"], c["threads"], c["problems_task"]
        sy, ws, pool = np.asarray(c["symmetry_breaking"]), np.asarray(c["warm_start"]), c["solution_pool"]
        n = cases_day * hz
        solves = np.ceil(5.0 / hz)
        scen = np.select([du == "saa_50", du == "saa_200"], [50.0, 200.0], 1.0)
        build = n * np.log2(n) * 30.0 + n * theatres * 25.0 + np.where(du == "quantile_80", n * 40.0, 0.0)
        cyc = np.select([so == "list_scheduling", so == "grasp"],
                        [scen * build, 100.0 * scen * (build + n * n * 8.0)],
                        30.0 * (400.0 * n ** 1.5 + scen * n * theatres * 60.0))
        foot = n * scen * 8.0 * pt / 1024.0
        cliff = np.where(foot > l2_kb, 1.4, 1.0)
        barely = (np.select([pr == "shortest_first", pr == "latest_due"], [1.012, 1.006], 1.0)
                  * np.where(lg == "debug", 1.005, 1.0) * np.where(sy, 1.008, 1.0) * np.where(ws, 0.996, 1.0)
                  * np.where(pool == 10, 1.006, 1.0))
        problems = hospitals * weeks * solves
        tasks = np.ceil(problems / pt)
        eff = smt_cores(th, cores, 0.3)
        per_task = pt * cyc * cliff * barely / (ghz * 1e3) * (th / eff) + 200.0
        t = np.ceil(tasks / th) * per_task + 1.0e6
        bad = (((du == "mean") & (hz >= 3)) | ((du == "quantile_80") & (hz >= 5))
               | ((so == "list_scheduling") & (du != "saa_200")))
        return np.where(bad, np.nan, t)
    return cost


def theatre_params() -> dict[str, list[Any]]:
    return {"solver": ["list_scheduling", "grasp", "benders"], "durations": ["mean", "quantile_80", "saa_50", "saa_200"],
            "horizon_days": [1, 3, 5], "threads": [306, 612], "problems_task": [1, 8, 32],
            "priority": ["longest_first", "shortest_first", "latest_due"], "log_level": ["warn", "debug"],
            "symmetry_breaking": [False, True], "warm_start": [False, True], "solution_pool": [1, 10]}


def drug_safety(reports: float, pairs_report: float, terms: int, queries: int, cores: int, dram_bw: float,
                ghz: float, mem_gb: float, fp64_rate: float) -> Callable[[Cols], np.ndarray]:
    """Disproportionality screening of a spontaneous adverse-event database on a GPU: ``reports``
    reports of ``pairs_report`` drug-event pairs each, counted into a drugs x ``terms`` x
    ``strata`` table and scored, for ``queries`` queries (subgroups and time windows) a night.
    ``drug_level`` (no order): ``ingredient`` (6,000 drugs) or ``product`` (48,000; 1.6 times the
    distinct cells). The distinct cells: 8% of the pairs times strata^0.45, at most every cell.
    ``counting`` (no order): ``dense`` (an atomic on a 32-byte sector twice a pair, the table
    zeroed and scanned; the table, 4 bytes a cell, over the ``mem_gb`` GB: fails),
    ``hash_global`` (3 times a 32-byte sector, 1.3 probes, a pair, and a flush a distinct cell),
    ``hash_shared`` (a block's ``batch_reports`` reports aggregated in a shared-memory table, 18
    bytes a pair (over the 298 KB: fails), 40 ops a pair, and 0.6 / (batch / 256)^0.25 of the
    pairs flushed to a global table) or ``sort_reduce`` (a radix sort of 16-byte records, a pass
    of 8 key bits (the key the cells' log2), then a reduction). ``scoring`` (no order): ``prr``
    (the proportional reporting ratio, 25 flops a cell; Mantel-Haenszel over 600 strata, most of
    them empty: fails), ``bcpnn`` (160 flops) or ``mgps`` (the Gamma-Poisson shrinker: 40 EM
    iterations of 60 flops and a posterior of 900; in fp32 the EM stalls: fails), 24 bytes a cell
    read, at 32, 56 or 90 registers a thread (1.5 times in fp64; over the register file at
    ``threads`` a block: fails). ``precision``: fp32 or fp64 (at ``fp64_rate``). The hash tables'
    64 bytes a distinct cell and the sort's 32 a pair count against the memory too (they never
    reach it). 50 ms besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        co, dl, sc, pr = (np.asarray(c[k]) for k in ("counting", "drug_level", "scoring", "precision"))
        st, th, bt = c["strata"], c["threads"], c["batch_reports"]
        drugs = np.where(dl == "product", 48000.0, 6000.0)
        cells = drugs * terms * st
        pairs = reports * pairs_report
        distinct = np.minimum(cells, pairs * 0.08 * np.where(dl == "product", 1.6, 1.0) * st ** 0.45)
        smem = np.where(co == "hash_shared", bt * pairs_report * 12.0 * 1.5, 2048.0)
        regs = np.select([sc == "mgps", sc == "bcpnn"], [90.0, 56.0], 32.0) * np.where(pr == "fp64", 1.5, 1.0)
        res = _a(th, smem, regs)
        occ = np.minimum(1.0, res * th / 2048.0)
        key_bits = np.ceil(np.log2(cells))
        count = np.select(
            [co == "dense", co == "hash_global", co == "hash_shared"],
            [pairs * 32.0 / dram_bw * 2.0 + cells * 8.0 / dram_bw,
             pairs * 32.0 * 1.3 / dram_bw * 3.0 + distinct * 32.0 / dram_bw,
             pairs * 12.0 / dram_bw + pairs * 0.6 / (bt / 256.0) ** 0.25 * 32.0 * 1.3 * 3.0 / dram_bw
             + pairs * 40.0 / (cores * 128 * ghz * 1e3 * (0.3 + 0.7 * occ))],
            np.ceil(key_bits / 8.0) * pairs * 16.0 * 2.0 / dram_bw + distinct * 16.0 / dram_bw)
        flops = np.select([sc == "mgps", sc == "bcpnn"], [40.0 * 60.0 + 900.0, 160.0], 25.0)
        rate = cores * 128 * ghz * 1e3 * (0.3 + 0.7 * occ) * np.where(pr == "fp64", fp64_rate, 1.0)
        score = distinct * flops / rate + distinct * 24.0 / dram_bw
        mem = np.select([co == "dense", co == "sort_reduce"], [cells * 4.0, pairs * 16.0 * 2.0], distinct * 32.0 * 2.0)
        t = queries * (count + score) + 5.0e4
        bad = ((res < 1) | (mem > mem_gb * 1e9) | ((sc == "mgps") & (pr == "fp32"))
               | ((sc == "prr") & (st >= 600)))
        return np.where(bad, np.nan, t)
    return cost


def drug_params() -> dict[str, list[Any]]:
    return {"counting": ["dense", "hash_global", "hash_shared", "sort_reduce"], "drug_level": ["ingredient", "product"],
            "strata": [1, 20, 600], "scoring": ["prr", "bcpnn", "mgps"], "threads": [128, 256, 512, 1024],
            "precision": ["fp32", "fp64"], "batch_reports": [256, 1024, 4096]}


def planogram(scenarios: int, categories: int, skus: int, shelf_cm: float, shelves: int, cores: int, ghz: float,
              l2_kb: float) -> Callable[[Cols], np.ndarray]:
    """A retailer's planograms for ``scenarios`` what-if scenarios (prices, promotions): the
    facings of ``skus`` SKUs in each of ``categories`` categories on ``shelves`` shelves of
    ``shelf_cm`` cm, one planogram a store cluster (``clusters`` of them: 1, one for the chain,
    fails with linear demand: it starves the regions' mandatory SKUs) and category, on a CPU with
    two hardware threads a core (the second adds 35%). ``demand`` (no order): ``linear`` (6
    cycles an evaluation), ``space_elastic`` (40) or ``space_cross_elastic`` (40 and 9 for each
    of 40 substitutes). ``method`` (no order): ``greedy_marginal`` (a lazy greedy over SKUs x
    facings, log2 SKUs heap steps of 20 cycles and an evaluation), ``dp_knapsack`` (a knapsack
    over the shelves' width units, 6 cycles a SKU, unit, facing and shelf, and an evaluation a
    SKU and facing: not with cross elasticities, which do not separate, nor with 5 cm units,
    whose rounding breaks the 98% fill rule: fail), ``column_generation`` (30 rounds of pricing,
    an evaluation a SKU and facing, and a restricted master, 2 cycles a SKU, unit and shelf) or
    ``frank_wolfe`` (200 iterations on the relaxation, an evaluation and 10 cycles a SKU and
    facing, then rounding: with 16 facings the rounding loses over 2%: fails), up to
    ``facings_max`` facings a SKU, shelf widths in units of ``width_unit_cm`` (read by the
    knapsack and the master). A task of ``categories_task``
    categories keeps up to four categories' data in L2 (64 bytes a SKU, 320 with cross
    elasticities, the knapsack's table 4 bytes a SKU and unit): over the ``l2_kb`` KB a core, 1.7
    times. ``threads`` threads over the tasks in waves (fewer tasks than threads leave threads
    idle). 3 s besides (reading the stores' sales). Times in us."""
    def cost(c: Cols) -> np.ndarray:
        me, de = (np.asarray(c[k]) for k in ("method", "demand"))
        fm, wu, cl, th, ct = c["facings_max"], c["width_unit_cm"], c["clusters"], c["threads"], c["categories_task"]
        units = shelf_cm / wu
        ev = np.select([de == "linear", de == "space_elastic"], [6.0, 40.0], 40.0 + 40.0 * 9.0)  # cycles an evaluation
        cyc = np.select(
            [me == "greedy_marginal", me == "dp_knapsack", me == "column_generation"],
            [skus * fm * np.log2(skus) * (20.0 + ev),
             skus * units * fm * 6.0 * shelves + skus * fm * ev,
             30.0 * (skus * fm * ev + skus * units * 2.0 * shelves)],
            200.0 * skus * fm * (ev + 10.0))
        foot = np.where(de == "space_cross_elastic", skus * 40.0 * 8.0, skus * 64.0) + np.where(
            me == "dp_knapsack", skus * units * 4.0, 0.0)
        cliff = np.where(foot * np.minimum(ct, 4) / 1024.0 > l2_kb, 1.7, 1.0)
        tasks = np.ceil(cl * categories / ct)
        eff = smt_cores(np.minimum(th, tasks), cores, 0.35)
        per_task = ct * cyc * cliff / (ghz * 1e3) * (np.minimum(th, tasks) / eff)
        t = scenarios * np.ceil(tasks / th) * per_task + 3.0e6
        bad = (((de == "space_cross_elastic") & (me == "dp_knapsack")) | ((wu == 5.0) & (me == "dp_knapsack"))
               | ((cl == 1) & (de == "linear")) | ((me == "frank_wolfe") & (fm == 16)))
        return np.where(bad, np.nan, t)
    return cost


def planogram_params() -> dict[str, list[Any]]:
    return {"method": ["greedy_marginal", "dp_knapsack", "column_generation", "frank_wolfe"],
            "demand": ["linear", "space_elastic", "space_cross_elastic"], "facings_max": [4, 8, 16],
            "width_unit_cm": [1.0, 2.5, 5.0], "clusters": [1, 40, 1400], "threads": [306, 612],
            "categories_task": [1, 6, 36]}


def media_mix(scenarios: int, geos: int, weeks: int, channels: int, cores: int, dram_bw: float, ghz: float,
              fp64_rate: float) -> Callable[[Cols], np.ndarray]:
    """Bayesian marketing-mix models refitted for ``scenarios`` budget scenarios on a GPU: each
    of ``geos`` regions' ``weeks`` weeks of ``channels`` media channels' spend, with adstock and
    saturation (3 parameters a channel with ``geometric`` adstock, 4 with ``weibull_cdf`` or
    ``weibull_pdf`` (no order), 8 besides). A gradient (three times the forward pass) costs 4
    flops a week and channel for the geometric adstock's recursion, 2 a lag for a Weibull's
    convolution over ``max_lag`` weeks and 30 a lag and channel for its weights (a Weibull pdf
    cut at 4 weeks loses its peak: fails), 24
    for the saturation and 20 a week. ``inference`` (no order): ``advi_meanfield`` (3000
    iterations), ``advi_fullrank`` (3000, and the covariance's P^2 twice; in fp32 its Cholesky
    factor loses definiteness: fails), ``svgd`` (Stein variational gradient descent: 300
    iterations of 32 particles' gradients and their 32^2 kernel terms of 2P) or ``ep``
    (expectation propagation: 60 sweeps of 8 draws and a P^3 / 3 update; the others 6P an
    iteration). ``pooling`` (no order) over the regions: ``none`` (with 26-week lags
    unidentified: fails), ``partial`` (a grid-wide synchronisation, 4 us a block an iteration;
    SVGD's particles collapse into its funnel and mean-field ADVI misses the correlations: fail)
    or ``complete`` (2.5 us). ``geos_block`` regions a block (their spend and the parameters'
    state, 4P floats, P^2 with full rank, 32P with SVGD, in shared memory: over the 290 KB:
    fails), ``threads`` a block over its regions' weeks (fewer weeks than threads
    leave lanes idle), 40 registers and 1.5 a lag (8 for the geometric; twice in fp64; over the
    register file: fails), the blocks in waves over the cores. ``precision``: fp32 or fp64 (at
    ``fp64_rate``). 0.4 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        inf, ad, po, pr = (np.asarray(c[k]) for k in ("inference", "adstock", "pooling", "precision"))
        lag, gb, th = c["max_lag"], c["geos_block"], c["threads"]
        npar = channels * np.where(ad == "geometric", 3.0, 4.0) + 8.0
        adst = np.where(ad == "geometric", weeks * channels * 4.0, weeks * channels * lag * 2.0 + channels * lag * 30.0)
        grad = 3.0 * (adst + weeks * channels * 24.0 + weeks * 20.0)  # forward and reverse
        iters = np.select([inf == "advi_meanfield", inf == "advi_fullrank", inf == "svgd"], [3000.0, 3000.0, 300.0], 60.0)
        draws = np.select([inf == "svgd", inf == "ep"], [32.0, 8.0], 1.0)
        extra = np.select([inf == "advi_fullrank", inf == "svgd"], [npar * npar * 2.0, 32.0 * 32.0 * npar * 2.0],
                          np.where(inf == "ep", npar * npar * npar / 3.0, npar * 6.0))
        per_geo = iters * (draws * grad + extra)
        state = np.select([inf == "advi_fullrank", inf == "svgd"], [npar * npar * 4.0, 32.0 * npar * 4.0], npar * 16.0)
        smem = gb * (weeks * channels * 4.0 + state) * np.where(pr == "fp64", 2.0, 1.0)
        regs = 40.0 + np.where(ad == "geometric", 8.0, lag * 1.5) * np.where(pr == "fp64", 2.0, 1.0)
        res = _b(th, smem, regs)
        occ = np.minimum(1.0, res * th / 1536.0)
        rate = 128 * ghz * 1e3 * (0.25 + 0.75 * occ) * np.where(pr == "fp64", fp64_rate, 1.0)
        lanes = np.minimum(1.0, gb * weeks / th)  # a block's threads over its geos' weeks
        block_t = gb * per_geo / (rate * np.maximum(lanes, 0.05))
        blocks = scenarios * np.ceil(geos / gb)
        waves = np.ceil(blocks / (cores * np.maximum(res, 1.0)))
        sync = np.select([po == "partial", po == "complete"], [4.0, 2.5], 0.0) * iters * np.ceil(geos / gb) * scenarios / cores
        t = waves * block_t * np.maximum(res, 1.0) + sync + 4.0e5
        bad = ((res < 1) | ((ad == "weibull_pdf") & (lag == 4)) | ((po == "partial") & (inf == "svgd"))
               | ((po == "partial") & (inf == "advi_meanfield")) | ((pr == "fp32") & (inf == "advi_fullrank"))
               | ((po == "none") & (lag == 26)))
        return np.where(bad, np.nan, t)
    return cost


def mmm_params() -> dict[str, list[Any]]:
    return {"inference": ["advi_meanfield", "advi_fullrank", "svgd", "ep"],
            "adstock": ["geometric", "weibull_cdf", "weibull_pdf"], "max_lag": [4, 8, 13, 26],
            "pooling": ["none", "partial", "complete"], "geos_block": [1, 3, 7, 15],
            "threads": [128, 256, 512, 1024], "precision": ["fp32", "fp64"]}


def form_metrology(parts: float, cores: int, ghz: float, l2_kb: float) -> Callable[[Cols], np.ndarray]:
    """Form errors of a day's ``parts`` inspected parts from a coordinate measuring machine's
    scans on a CPU with two hardware threads a core (the second adds 20%): ``feature`` (no order)
    ``roundness`` (2D), ``flatness`` or ``cylindricity`` (3D: the hulls 2.2 times) from
    ``points`` points a part. ``fit`` (no order): ``least_squares`` (6 Gauss-Newton iterations,
    30 flops a point and dimension; the cylindricity drawings call for the minimum zone, which
    least squares overstates: fails), ``min_zone_hull`` (the minimum zone from the convex hull,
    40 n log2 n, and 200 sqrt(n) candidate supports of 12), ``min_zone_exchange`` (a Chebyshev
    exchange, 30 iterations of 12 flops a point and dimension) or ``min_circumscribed`` (0.7 of
    the hull; defined for roundness only: fails otherwise). ``filter`` (no order) at
    ``cutoff_upr`` undulations a revolution: ``none`` (only at 500, the probe's own limit:
    fails otherwise), ``gaussian_direct`` (2 x 0.6 n / upr flops a point), ``gaussian_fft``
    (three transforms of 5 n log2 n and 8 flops a point; a buffer of 60 bytes a point) or
    ``spline`` (60 a point); fewer than 7 points an undulation: fails. A part's points (24 bytes
    each, 60 with the FFT's buffer) over the ``l2_kb`` KB of L2 a core: 1.6 times. 2 us a part to schedule, 0.3 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        fi, fl, fe = (np.asarray(c[k]) for k in ("fit", "filter", "feature"))
        n, upr, th = c["points"], c["cutoff_upr"], c["threads"]
        dim = np.select([fe == "roundness", fe == "flatness"], [2.0, 3.0], 3.0)
        hull = n * np.log2(n) * 40.0 * np.where(dim == 3.0, 2.2, 1.0)
        fit = np.select([fi == "least_squares", fi == "min_zone_hull", fi == "min_zone_exchange"],
                        [6.0 * n * 30.0 * dim, hull + 200.0 * np.sqrt(n) * 12.0, 30.0 * n * 12.0 * dim],
                        0.7 * hull)
        filt = np.select([fl == "gaussian_direct", fl == "gaussian_fft", fl == "spline"],
                         [n * (n / upr) * 0.6 * 2.0, 3.0 * 5.0 * n * np.log2(n) + n * 8.0, n * 60.0], 0.0)
        buf = n * 24.0 * np.where(fl == "gaussian_fft", 2.5, 1.0) / 1024.0
        cliff = np.where(buf > l2_kb, 1.6, 1.0)
        eff = smt_cores(th, cores, 0.2)
        t = parts * (fit + filt) * cliff / (ghz * 1e3) / eff + parts * 2.0 / th + 3.0e5
        bad = (((fl == "none") & (upr != 500)) | (n < 7.0 * upr) | ((fi == "min_circumscribed") & (fe != "roundness"))
               | ((fi == "least_squares") & (fe == "cylindricity")))
        return np.where(bad, np.nan, t)
    return cost


def metrology_params() -> dict[str, list[Any]]:
    return {"fit": ["least_squares", "min_zone_hull", "min_zone_exchange", "min_circumscribed"],
            "points": [2000, 8000, 32000], "filter": ["none", "gaussian_direct", "gaussian_fft", "spline"],
            "cutoff_upr": [50, 150, 500], "threads": [306, 612], "feature": ["roundness", "flatness", "cylindricity"]}


def aligner_staging(plans: int, teeth_mm: float, pairs: int, cores: int, dram_bw: float, ghz: float
                    ) -> Callable[[Cols], np.ndarray]:
    """Staging a day's ``plans`` clear-aligner treatment plans on a GPU: the teeth moved
    ``teeth_mm`` mm at most in stages of ``step_mm`` mm, every stage's ``pairs`` pairs of teeth
    (neighbours and antagonists) checked for collisions. ``collision`` (no order):
    ``sphere_tree`` (20,000 leaves at 100 um, a resolution's square more; 30 node tests of 40
    flops a level), ``obb_tree`` (an eighth of the leaves, 14 tests of 90 a level), ``voxel_grid``
    (8,000 vertices looked up at 6 flops, 60% of them missing the cache: a 32-byte sector each)
    or ``gjk_hulls`` (GJK between convex pieces, 8, 24 or 64 a tooth at 200, 100 or 50 um: 60
    flops a pair of pieces) at ``resolution_um`` (coarser than 60% of a step misses contacts:
    fails). ``interpolation`` (no order) of the 28 teeth's poses: ``euler_linear`` (40 flops a
    tooth; at 0.35 mm steps its rotations collide: fails), ``slerp`` (120) or ``screw`` (300).
    ``pairs_block`` pairs a block (24, 36 or 8 KB of shared memory a pair, or 3 KB a convex piece:
    over the 298 KB: fails), a warp a pair over ``threads`` threads (fewer pairs than warps leave
    lanes idle), 48, 72, 32 or 96 registers a thread, the blocks in waves over the cores. 0.4 s
    besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        co, ip = (np.asarray(c[k]) for k in ("collision", "interpolation"))
        res_um, step, pb, th = c["resolution_um"], c["step_mm"], c["pairs_block"], c["threads"]
        stages = np.ceil(teeth_mm / step)
        leaves = 20000.0 * (100.0 / res_um) ** 2
        pieces = np.select([res_um == 200, res_um == 100], [8.0, 24.0], 64.0)
        ops = np.select([co == "sphere_tree", co == "obb_tree", co == "voxel_grid"],
                        [np.log2(leaves) * 40.0 * 30.0, np.log2(leaves / 8.0) * 90.0 * 14.0, 8000.0 * 6.0],
                        pieces * pieces * 60.0)
        mem = np.where(co == "voxel_grid", 8000.0 * 32.0 * 0.6, 0.0)
        pose = np.select([ip == "euler_linear", ip == "slerp"], [40.0, 120.0], 300.0) * 28.0 / pairs
        smem = pb * np.select([co == "sphere_tree", co == "obb_tree", co == "voxel_grid"], [24.0, 36.0, 8.0],
                              pieces * 2.0 * 1.5) * 1024.0
        regs = np.select([co == "sphere_tree", co == "obb_tree", co == "voxel_grid"], [48.0, 72.0, 32.0], 96.0)
        res = _a(th, smem, regs)
        occ = np.minimum(1.0, res * th / 2048.0)
        rate = 128 * ghz * 1e3 * (0.3 + 0.7 * occ)
        lanes = np.minimum(1.0, pb * 32.0 / th)
        blocks = plans * stages * np.ceil(pairs / pb)
        waves = np.ceil(blocks / (cores * np.maximum(res, 1.0)))
        block_t = pb * (ops + pose) / (rate / cores / np.maximum(res, 1.0) * np.maximum(lanes, 0.02))
        t = waves * np.maximum(block_t, pb * mem * cores * np.maximum(res, 1.0) / dram_bw) + 4.0e5
        bad = ((res < 1) | (res_um / 1000.0 > 0.6 * step) | ((ip == "euler_linear") & (step == 0.35)))
        return np.where(bad, np.nan, t)
    return cost


def aligner_params() -> dict[str, list[Any]]:
    return {"collision": ["sphere_tree", "obb_tree", "voxel_grid", "gjk_hulls"], "resolution_um": [50, 100, 200],
            "step_mm": [0.15, 0.25, 0.35], "interpolation": ["euler_linear", "slerp", "screw"],
            "pairs_block": [1, 4, 8, 20], "threads": [64, 128, 256, 512]}


def record_linkage(records: float, cores: int, ghz: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """Linking ``records`` transcribed parish-register entries (baptisms, marriages, burials)
    into life histories on a CPU with two hardware threads a core (the second adds 30%).
    ``blocking`` (no order) gives each record 90, 50, 8 or 30 candidates a year of
    ``year_window`` (``soundex_surname``, ``metaphone_surname``, ``sorted_neighbourhood`` (its
    spelling variants sorted apart in 5 years: fails) or ``qgram_index``), in blocks of a
    quarter of that. ``comparator`` (no order): ``jaro_winkler`` (180 cycles a pair),
    ``double_metaphone`` (60) or ``jw_plus_metaphone`` (240). Fellegi-Sunter weights by
    ``em_iterations`` EM iterations over the pairs' comparison vectors (12 cycles a pair each;
    10 leave the m- and u-probabilities unconverged but for the sorted neighbourhood's few
    pairs: fail). ``assignment`` (no order): ``threshold`` (4 cycles a pair; over 25 years it
    links one baptism to many burials: fails), ``greedy_one_to_one`` (a sort) or ``hungarian``
    (a block's cube, twice). ``partition`` (no order) of the work over ``threads`` threads:
    ``by_county`` (the largest 14% of the records, at most 8 threads a unit), ``by_decade`` (6%)
    or ``by_hash`` (even, but a shuffle: 1.25 times, 1.3 times the memory). The pairs, 16 bytes
    each, over the ``mem_gb`` GB: fail. 1 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        bl, cm, asg, pa = (np.asarray(c[k]) for k in ("blocking", "comparator", "assignment", "partition"))
        yw, em, th = c["year_window"], c["em_iterations"], c["threads"]
        ppr = np.select([bl == "soundex_surname", bl == "metaphone_surname", bl == "sorted_neighbourhood"],
                        [90.0, 50.0, 8.0], 30.0) * yw
        pairs = records * ppr
        comp = np.select([cm == "jaro_winkler", cm == "double_metaphone"], [180.0, 60.0], 240.0)
        block = ppr / 4.0
        assign = np.select([asg == "threshold", asg == "greedy_one_to_one"],
                           [pairs * 4.0, pairs * np.log2(pairs / records * 4.0) * 10.0],
                           records / block * block ** 3 * 2.0)
        cyc = pairs * comp + em * pairs * 12.0 + assign
        share = np.select([pa == "by_county", pa == "by_decade"], [0.14 / 8.0, 0.06 / 8.0], 0.0)
        eff = smt_cores(th, cores, 0.3)
        t_par = cyc / (ghz * 1e3) / eff * np.where(pa == "by_hash", 1.25, 1.0)
        t = np.maximum(t_par, cyc * share / (ghz * 1e3)) + 1.0e6
        memb = pairs * 16.0 * np.where(pa == "by_hash", 1.3, 1.0)
        bad = ((memb > mem_gb * 1e9) | ((em == 10) & (bl != "sorted_neighbourhood"))
               | ((bl == "sorted_neighbourhood") & (yw == 5)) | ((asg == "threshold") & (yw == 25)))
        return np.where(bad, np.nan, t)
    return cost


def linkage_params() -> dict[str, list[Any]]:
    return {"blocking": ["soundex_surname", "metaphone_surname", "sorted_neighbourhood", "qgram_index"],
            "year_window": [5, 10, 25], "comparator": ["jaro_winkler", "double_metaphone", "jw_plus_metaphone"],
            "em_iterations": [10, 30, 100], "assignment": ["threshold", "greedy_one_to_one", "hungarian"],
            "threads": [306, 612], "partition": ["by_county", "by_decade", "by_hash"]}


def mass_appraisal(parcels: float, sales: float, covariates: int, cores: int, dram_bw: float, ghz: float,
                   fp64_rate: float) -> Callable[[Cols], np.ndarray]:
    """A state's annual mass appraisal for property tax on a GPU: ``parcels`` parcels valued by
    geographically weighted regressions on ``covariates`` covariates from ``sales`` sales, each
    fit weighing the sales within its bandwidth (``neighbours`` of them; ``kernel`` (no order)
    ``bisquare`` stops there, ``gaussian`` and ``exponential`` reach 12 and 20 times as many
    before their weights drop under 1e-4). ``model`` (no order): ``gwr_fixed`` (one distance:
    urban fits weigh 3 times the sales, and with 200 rural fits are singular: fails),
    ``gwr_adaptive`` (a k-nearest search of 4 log2(sales) a neighbour), ``gwr_ridge`` (adaptive,
    ten solves along the ridge path) or ``mgwr`` (backfitting a bandwidth a covariate: 30 sweeps
    of partial fits at 0.4 of a fit, 12 fits' cost; prior-year bandwidths do not carry over:
    fails). A fit costs
    its rows times P^2 and a solve (P^3 / 3; in fp64 at ``fp64_rate`` with ``precision``
    ``mixed``; in ``fp32`` the Gaussian kernel's normal equations are too ill-conditioned:
    fails). ``bandwidth_search`` (no order): ``golden_section`` (14 cross-validated fits at
    every sale), ``grid`` (20) or ``prior_year`` (none), before the parcels' fits.
    ``parcels_block`` fits a block (their rows staged in shared memory, 256 at a time or the
    neighbours for the bisquare, 4 bytes a covariate and the price: over the 290 KB: fails) over
    ``threads`` threads (fewer staged rows than threads leave lanes idle; 40 registers and a
    parcel's P(P+1)/2 accumulators spread over them, twice with mixed precision), the blocks in
    waves over the cores; the rows read from DRAM once a block, shared by its parcels. 0.1 s
    besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        mo, ke, bs, pr = (np.asarray(c[k]) for k in ("model", "kernel", "bandwidth_search", "precision"))
        k, pb, th = c["neighbours"], c["parcels_block"], c["threads"]
        p = float(covariates)
        reach = np.select([ke == "bisquare", ke == "gaussian"], [1.0, 12.0], 20.0)  # truncated at weights of 1e-4
        rows = np.minimum(sales, reach * k * np.where(mo == "gwr_fixed", 3.0, 1.0))  # a fixed bandwidth: urban fits 3x
        knn = np.where(mo == "gwr_fixed", 0.0, k * np.log2(sales) * 4.0)
        solve = p ** 3 / 3.0 * np.where(mo == "gwr_ridge", 10.0, 1.0) * np.where(pr == "mixed", 1.0 / fp64_rate, 1.0)
        fit = rows * p * p + solve + knn
        fits = np.select([bs == "golden_section", bs == "grid"], [14.0, 20.0], 1.0) * sales + parcels
        total = fits * fit * np.where(mo == "mgwr", 30.0 * 0.4, 1.0)
        stage = np.where(ke == "bisquare", np.minimum(k, 4096.0), 256.0)
        smem = pb * stage * (p + 1.0) * 4.0
        regs = 40.0 + p * (p + 1.0) / 2.0 * pb * np.where(pr == "mixed", 2.0, 1.0) / th
        res = _b(th, smem, regs)
        occ = np.minimum(1.0, res * th / 1536.0)
        util = np.minimum(1.0, pb * np.minimum(rows, stage) / th)  # a block's threads over its parcels' staged rows
        rate = cores * 128 * ghz * 1e3 * (0.25 + 0.75 * occ) * util
        blocks = np.ceil(fits / pb)
        waves = np.ceil(blocks / (cores * np.maximum(res, 1.0)))
        quant = waves * cores * np.maximum(res, 1.0) * pb / fits
        traffic = total / fit * rows * (p + 1.0) * 4.0 / pb / dram_bw
        t = np.maximum(total * quant / rate, traffic) + 1.0e5
        bad = ((res < 1) | ((pr == "fp32") & (ke == "gaussian")) | ((mo == "gwr_fixed") & (k == 200))
               | ((bs == "prior_year") & (mo == "mgwr")))
        return np.where(bad, np.nan, t)
    return cost


def appraisal_params() -> dict[str, list[Any]]:
    return {"model": ["gwr_fixed", "gwr_adaptive", "gwr_ridge", "mgwr"],
            "kernel": ["gaussian", "bisquare", "exponential"],
            "bandwidth_search": ["golden_section", "grid", "prior_year"], "neighbours": [200, 800, 3200],
            "parcels_block": [1, 2, 8], "threads": [128, 256, 512, 1024], "precision": ["fp32", "mixed"]}


def room_acoustics(variants: int, pairs: int, faces: int, cores: int, dram_bw: float, ghz: float, mem_gb: float
                   ) -> Callable[[Cols], np.ndarray]:
    """Auralising ``variants`` design variants of a concert hall (its reflectors moved) on a GPU,
    each for ``pairs`` source-receiver pairs in a model of ``faces`` faces. Early reflections by
    image sources up to ``image_order`` (9^k visible ones of order k: 9 + 81 + ... of them), each
    path's segments tested for visibility (no order): ``brute_force`` (every face, 2 flops),
    ``uniform_grid`` (30 cells of 8 faces, and a 64 KB grid in shared memory a block) or
    ``beam_tree`` (a traversal of 12 a level after 400 flops an image source to build it for the
    4 sources); a block a pair, its image sources in chunks of ``threads`` (the last chunk partly
    idle), 64 bytes of path buffer a thread and order (over the 298 KB: fails), 40 + 6 an order
    registers. The late part (no order): ``radiance_transfer`` (patch to patch over 400 time
    bins, 2 flops each, and 400 a receiver and patch, its 8-byte form factors read 40 times; its
    4-byte patch x patch x bin buffer over the ``mem_gb`` GB: fails), ``diffusion_equation`` (25 cells a patch, 20,000 steps times
    sqrt(patches / 1000), 30 flops a cell and step; with 1000 patches the balconies are
    unresolved, and it holds only after the mixing time, from order 4: fail) or ``eyring_tail``
    (200 flops a pair; a statistical tail holds only after order 5's reflections: fails), for
    ``patches`` patches and ``bands`` frequency bands. Convolving every pair's 24 channels of
    2-second responses with the programme material (96,000 samples, 17 x 6 flops each) besides,
    and 0.2 s. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        la, vi = (np.asarray(c[k]) for k in ("late", "visibility"))
        order, pt, bands, th = c["image_order"], c["patches"], c["bands"], c["threads"]
        images = sum(np.where(order >= k, 9.0 ** k, 0.0) for k in range(1, 6))
        seg = np.select([vi == "brute_force", vi == "uniform_grid"], [faces * 2.0, 30.0 * 8.0 * 2.0 + 40.0],
                        np.log2(images + 1.0) * 12.0 + 30.0)
        chunks = np.ceil(images / th)  # a block a source-receiver pair, its image sources in chunks of ``threads``
        early = pairs * chunks * th * order * seg + np.where(vi == "beam_tree", 4.0 * images * 400.0, 0.0)
        smem = np.where(vi == "uniform_grid", 64.0 * 1024.0, 0.0) + th * order * 64.0
        regs = 40.0 + order * 6.0
        res = _a(th, smem, regs)
        occ = np.minimum(1.0, res * th / 2048.0)
        rate = cores * 128 * ghz * 1e3 * (0.3 + 0.7 * occ)
        late_ops = np.select([la == "radiance_transfer", la == "diffusion_equation"],
                             [pt * pt * 400.0 * 2.0 + pairs * pt * 400.0,
                              pt * 25.0 * 20000.0 * np.sqrt(pt / 1000.0) * 30.0], pairs * 200.0) * bands
        late_mem = np.where(la == "radiance_transfer", pt * pt * 400.0 * 4.0, 0.0)  # patch to patch, 400 time bins
        conv = pairs * 24.0 * 96000.0 * 17.0 * 6.0 / (cores * 128 * ghz * 1e3)  # the auralisations' convolutions
        t = variants * (early / rate + late_ops / rate + conv
                        + np.where(la == "radiance_transfer", pt * pt * 8.0 / dram_bw * 40.0, 0.0)) + 2.0e5
        bad = ((res < 1) | ((la == "eyring_tail") & (order < 5)) | (late_mem > mem_gb * 1e9)
               | ((la == "diffusion_equation") & ((pt == 1000) | (order < 4))))
        return np.where(bad, np.nan, t)
    return cost


def acoustics_params() -> dict[str, list[Any]]:
    return {"image_order": [2, 3, 4, 5], "late": ["radiance_transfer", "diffusion_equation", "eyring_tail"],
            "patches": [1000, 4000, 16000], "bands": [6, 8, 24],
            "visibility": ["brute_force", "uniform_grid", "beam_tree"], "threads": [128, 256, 512, 1024]}


def seen_45_synthetic() -> list[tuple[str, Landscape]]:
    """The forty-fifth held-out set's synthetic part: nine families no earlier set had (constants
    of a 322-core GPU with 298 KB of shared memory a core, 8.3 TB/s at 1.63 GHz, fp64 at 1/2 and
    404 GB, a 338-core one with 290 KB, 6.1 TB/s at 1.37 GHz and fp64 at 1/64, and a 306-core CPU
    with two hardware threads a core at 2.87 GHz with 1.75 MB of L2 a core and 3968 GB; times in
    us)."""
    L, S = Landscape, "seen_45"
    return [
        (S, L("theatre_schedule_at", theatre_params(), theatre_schedule(1200, 52, 28, 9, 306, 2.87, 1792.0), 0.01)),
        (S, L("drug_safety_at", drug_params(), drug_safety(3.0e7, 12.0, 24000, 250, 322, 8.3e6, 1.63, 404.0, 1 / 2),
                                                           0.03)),
        (S, L("planogram_at", planogram_params(), planogram(100, 36, 300, 480.0, 6, 306, 2.87, 1792.0), 0.02)),
        (S, L("media_mix_at", mmm_params(), media_mix(2000, 210, 156, 14, 338, 6.1e6, 1.37, 1 / 64), 0.04)),
        (S, L("form_metrology_at", metrology_params(), form_metrology(4.0e6, 306, 2.87, 1792.0), 0.02)),
        (S, L("aligner_staging_at", aligner_params(), aligner_staging(120000, 6.0, 40, 322, 8.3e6, 1.63), 0.03)),
        (S, L("record_linkage_at", linkage_params(), record_linkage(2.1e8, 306, 2.87, 3968.0), 0.05)),
        (S, L("mass_appraisal_at", appraisal_params(), mass_appraisal(3.6e7, 1.2e6, 18, 338, 6.1e6, 1.37, 1 / 64),
                                                                       0.04)),
        (S, L("room_acoustics_at", acoustics_params(), room_acoustics(400, 7200, 3000, 322, 8.3e6, 1.63, 404.0), 0.01)),
    ]


SEEN_45_DIR = _data_dir("zoo_seen_45")


def seen_45() -> list[tuple[str, Landscape]]:
    """The forty-fifth held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_45/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_45", SEEN_45_DIR)
    return seen_45_synthetic() + recorded
