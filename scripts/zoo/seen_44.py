"""The zoo's ``seen_44`` set.

``seen_44`` (was ``held_out_44``, :func:`seen_44`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the thirty-seventh round, see docs/benchmarks.md):
2 wins / 8 ties / 3 losses against the best peer, geo-mean
1.00638, second of the five by 0.00001 (tpe_mv 1.00637); the synthetic nine 2 / 5 / 2 (the wins
fingerprint_match_as, 1.012 against tpe_mv's 1.024, and nmr_nus_as, 1.010 against 1.026; the
losses lob_matching_as, 1.023 against 1.004, and revenue_mgmt_as, 1.023 against tpe's 1.016); on
30 seeds its recorded four 0 / 3 / 1 (the RMSNorm, 1.007 against 1.000); scored by the median of
9 quiet samples 0 / 3 / 1 with ``--confirm 0`` and 0 / 4 / 0 with ``--confirm 3``; R1 2 / 9 / 2
(1.0058) and quietly 0 / 2 / 2 and 0 / 4 / 0. Evaluated on an AVX2 host (numpy's X86_V3 loops),
where its committed traces were made; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (exchange market microstructure, film colour
grading, emergency medical services, public-transport journey planning, airline revenue
management, census disclosure avoidance, fingerprint biometrics, textile dyeing, NMR
spectroscopy), with constants unlike the other sets' (a 302-core GPU with 270 KB of shared
memory a core, 7.6 TB/s at 1.58 GHz and 332 GB, holding 2048 threads and 32 blocks a core, 64 KB
of constant memory, its host memory at 127 GB/s, a 318-core one with 282 KB a core, 5.7 TB/s at
1.42 GHz and fp64 at 1/64, holding 1536 threads and 24 blocks a core, both with 128 lanes and
255 registers a thread, and a 294-core CPU at 3.12 GHz with two hardware threads a core, 1370
GB/s and 4224 GB; times in us, bandwidths in bytes/us):

- ``lob_matching_as`` (10368, 36.1%, 7.8x): a trading day's 2.4 x 10^10 market-by-order
  messages over 9,000 symbols replayed through an exchange's matching engine on the 294-core
  CPU, a price ladder (bands under 2048 ticks: fail), a red-black tree, a skip list or a sorted
  vector for the books (a core's books over 2 MB and 16 MB: cliffs), chained, open-addressing or
  Robin Hood order indexes, symbols sharded by hash, by yesterday's volume or round robin (the
  busiest symbol, 0.45% of the messages, bounding a thread), 294 or 588 threads, batches of
  1-512 (a batch over 40 us: fails), and four that barely matter (the decoder, sequence checks,
  the log level and huge pages): ten parameters, 102 within 5%.
- ``colour_lut_as`` (1152, 63.1%, 3.0x): grading 150,000 flat-1.85 4K frames (3996 x 2160,
  no multiple of a block's pixels) through 3D LUTs on the 302-core GPU, 17-65 points a side (17
  with trilinear: fails), trilinear, tetrahedral, prism or pyramid interpolation, the LUT in
  shared memory (over the 270 KB: fail), global memory or constant memory (over 64 KB: fail),
  fp32 or fp16, 1-8 pixels a thread (the registers over 255 or the file: fail) and 128-1024
  threads; three within 5%.
- ``ems_hypercube_as`` (864, 49.3%, 10710x): placing 36 ambulances among 120 stations for 6-24
  periods on the 294-core CPU, each deployment evaluated by the exact hypercube queueing model
  (2^n states: a whole region over the 4224 GB, fails), Larson's or Jarvis's approximation or a
  static busy probability (12 or more periods: fails), 1-6 partitions (6 but with 4000 zones, or
  3 and more with 500: fail), 500-4000 zones, greedy (24 periods: fails), vertex substitution or
  both, 294 or 588 threads over the candidates in rounds; 13 within 5%.
- ``journey_planner_as`` (648, 47.2%, 274x): one-to-all profile queries from 40,000 stops on
  a national timetable on the 294-core CPU, RAPTOR, the Connection Scan Algorithm, Trip-Based
  routing or a time-dependent Dijkstra, 3-8 transfers (3 with 400 m footpaths: fails),
  footpaths closed within 400 m or 1 km or unrestricted (not with CSA or Trip-Based: fail), a
  query a departure, range queries (not the Dijkstra: fails) or 8 departures in SIMD lanes (not
  Trip-Based or the Dijkstra: fail), three stop orders and 294 or 588 threads; one within 5%.
- ``revenue_mgmt_as`` (1296, 61.1%, 3193x): an airline's nightly bid prices for 1,100 legs and
  60,000 itineraries in 10 fare classes on the 318-core GPU, EMSR-b (but with Q-forecasting:
  fails), a deterministic or a randomised LP by a first-order method (with independent demand,
  in fp32, or the randomised one with under 64 samples: fail) or dynamic programs a leg (fp32
  over 180 periods: fails), independent, choice-based or Q forecasts, fp32, fp64 or mixed,
  16-256 samples, 60-365 periods and 128-1024 threads (fp64 at 1024: over the register file);
  50 within 5%.
- ``census_dp_as`` (1296, 63.9%, 284x): the TopDown disclosure avoidance of a census of 3.3 x
  10^8 persons in 29,232 cells at six geographic levels on the 294-core CPU, discrete Gaussian or
  geometric noise (but bottom-heavy: fails), uniform, top-heavy (with the cells alone: fails) or
  bottom-heavy budgets, non-negative least squares, projected conjugate gradients (at 1e-4:
  fails) or an L1 LP, controlled rounding or largest remainders (after the active set: fail),
  dense (the full workload over the 4224 GB: fails) or sparse histograms, three query sets,
  three tolerances and 294 or 588 threads (a level's units in rounds; the nation's solve on
  one); one within 5%.
- ``fingerprint_match_as`` (1296, 63.6%, 251195x): identifying 20,000 ten-print probes a day
  in a gallery of 1.5 x 10^8 records on the 302-core GPU, no prefilter, pattern classes or
  spectral minutiae of 2, 4 or 10 fingers (10: over the 332 GB, fail), shortlists of 1,000-
  100,000 (under 10,000 of fewer than ten fingers: fail), Bozorth3 (but after a spectral
  shortlist of 10,000 at most: fails), MCC with local similarity sort or with relaxation, float
  or bit cylinders (a block's cylinders over the 270 KB: fail), 64-512 threads and batches of
  64 or 256 probes; six within 5%.
- ``dye_recipe_as`` (1944, 54.8%, 23112x): colour matching 6,000 shades a day from three of 48
  dyes on the 318-core GPU, every triple (with one illuminant: fails), hue-bracketing triples or
  one dye class, Allen's iterative matching, a 16^3 grid or Nelder-Mead (fp32: fails), CMC,
  CIE94 or CIEDE2000, 1-3 illuminants, 16 (with three illuminants: fails), 31 or 61 wavelengths
  (lanes of 32), fp32 or fp64 (at 1024 threads over the register file: fails) and 128-1024
  threads (the dye table and spectra over the 282 KB: fail); 172 within 5%.
- ``nmr_nus_as`` (1944, 51.1%, 97x): reconstructing 400 non-uniformly sampled 3D NMR spectra
  (700 planes of 64 x 48 points each) on the 302-core GPU, IST, SMILE, maximum entropy or NESTA
  (100 iterations: all but SMILE fail), 10-35% sampled (10%: fails but Poisson-gap sampled, and
  with IST), random, Poisson-gap or exponential schedules, 100-1000 iterations, the planes in
  shared memory (over the 270 KB: fail) or global memory, 1-4 planes a block in waves over the
  cores and 256-1024 threads; six within 5%.

And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a causal multi-head speculative-decoding verification (six queries over a 1408-key
cache) with its KV block, KV split, pipeline and unroll but its query block, softmax and
``opt_level`` left at the default, a batched GEMM without bias tuning its N and K tiles with
schedule, ``l1_prefetch`` and ``output_align`` (its M tile at the default), a non-gated erf-GELU
FFN tuning both M tiles (the up and the down projection's) and both schedules, and an RMSNorm
with its rows a block, pipeline and ``opt_level`` (O0 among them) but neither its hidden split,
its stats nor its unroll (a set no earlier RMSNorm or LayerNorm space tuned; 84 configurations,
the full value lists: the last untuned norm set that reaches 84), each space measured
exhaustively (every configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_44/`` (gzip JSON, times in
us, provenance in each file's ``source``, 13 KB in all). They were recorded on the shared 2-core
machine the standing way, ``--only`` each, one after another, the recorder at normal priority
(not niced), after the lead's CPU-heavy jobs had ended; this host is an AMD EPYC with AVX2 and no
AVX-512 (its ``host_cpu`` differs from seen_40's-seen_43's recordings'), so the four are
measurements of this host, the kernels' AVX2 paths (8-lane vectors, their register tiles
accordingly). ``ps`` (every 60 s and at the end, seven times) showed nothing else running but
the recorder, its measuring worker and the C compiler it called, this helper's own sampling and
waiting shells (sleeping) and idle tool shells (sleeping; some, not this helper's, waiting on
sleeps of 100-180 s; one of them ran a short python in the first sample, gone by the second) (no
other benchmark or pytest process), and this helper only read the logs beside it (nothing
enumerated, measured or tested) (load average 1.03-1.58 sampled every 10 s over the recording, 34
samples, median 1.15, the recorder itself included; 1.41 at its start and 1.58 ten seconds later,
the one-minute average still falling from the lead's jobs, under 1.3 from 08:23:10 on, in the
attention's second minute): the tail of their samples is real measurement noise, about as light
as held_out_43's (median spread 2-4%), and the fastest sample is the true cost. Before that, the
first and the last configuration of each space were compiled (not run) to check they build.
Every configuration ran, so they are 0% infeasible (reported, not forced into 30-70%):

=============================================================  =========================================  =======  ======  ======  =========
landscape                                                      op (shape)                                 configs  params  spread  worst/opt
=============================================================  =========================================  =======  ======  ======  =========
cpu_attention_mha_spec_verify_kv_block_split_pipeline_unroll   multi-head attention, causal speculative       144       4      4%       2.1x
                                                               verification (batch 2, 12 heads, 6
                                                               queries over 1408 keys, d 120)
cpu_gemm_batched_nk_tiles_schedule_prefetch_align              batched GEMM (4 x 104 x 184 @ 184 x 280)       144       5      3%       1.5x
cpu_ffn_gelu_erf_up_down_m_tiles_both_schedules                FFN, erf GELU (184 tokens, 152 -> 608)         144       4      2%       1.2x
cpu_rmsnorm_no_split_no_stats_no_unroll                        RMSNorm (1440 rows x 2368)                      84       3      3%       6.9x
=============================================================  =========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
10, 11, 6 and 6 configurations; the attention's single_buffer configurations (every head's K^T
packed whole for six queries) are 1.75-2.1 times the optimum, none and double_buffer at most 1.33
and 1.99; the RMSNorm's O0 configurations are 6.0-6.9 times the optimum, O1 1.2-3.2, O2 1.07-1.5,
O3 at most 1.35.) Recording took 144 + 44 + 68 + 72 s, 5.5 minutes in all, one landscape after
another (2026-12-05 08:22 to 08:27 UTC).
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, resident_blocks, smt_cores

_a = partial(resident_blocks, smem_kb=270.0, max_threads=2048, max_blocks=32, max_regs=255)  # the 302-core GPU's core
_b = partial(resident_blocks, smem_kb=282.0, max_threads=1536, max_blocks=24, max_regs=255)  # the 318-core GPU's core


def lob_matching(messages: float, symbols: int, hot_share: float, cores: int, ghz: float) -> Callable[[Cols], np.ndarray]:
    """Replaying a trading day's ``messages`` market-by-order messages over ``symbols`` symbols
    (the busiest symbol ``hot_share`` of them) through an exchange's matching engine (every book
    rebuilt, orders matched in price-time priority) on a CPU with two hardware threads a core (the
    second adds 25%). ``book`` (no order): ``price_ladder`` (an array of price levels over
    ``band_ticks`` ticks, 55 cycles a message, plus recentring when the price leaves the band:
    2e-4 x (8192 / band)^2 recentres a message, each moving the band at 4 cycles a tick; 64 bytes
    a tick; a band under 2048 ticks cannot hold the opening auction's range: fails),
    ``rb_tree`` (60 + 38 log2 of the 600 levels), ``skip_list`` (70 + 52 log2 levels) or
    ``sorted_vector`` (45 + 0.5 a level); a core's share of the books (128 bytes a level but for
    the ladder) over 2 MB costs 1.45 times, over 16 MB 2.2 times. ``order_index`` (no order), for
    the 70% of messages that find a resting order: ``chained_hash`` (95 cycles),
    ``open_addressing`` (48) or ``robin_hood`` (42). ``sharding`` (no order) of the symbols over
    ``threads`` threads: ``symbol_hash`` (the busiest thread 1 + 2.5 / sqrt(symbols a thread)
    times the mean), ``volume_balanced`` (by yesterday's volumes: 1.03) or ``round_robin`` (1 +
    1.5 / sqrt); no thread does less than the busiest symbol. ``batch`` messages a hand-off
    between threads (150 cycles a hand-off); a batch taking over 40 us breaks the latency bound:
    fails. Barely mattering: ``decoder`` (no order; ``scalar`` 44 cycles a message, ``simd``
    40), ``seq_check`` (no order; 3 or 1 cycles), ``log_level`` (no order; ``audit`` 0.5%) and
    ``huge_pages`` (0.5% off). 2 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        bk, ix, sh, lg, sq, dc = (np.asarray(c[k]) for k in ("book", "order_index", "sharding", "log_level",
                                                               "seq_check", "decoder"))
        band, th, bt, hp = c["band_ticks"], c["threads"], c["batch"], np.asarray(c["huge_pages"])
        levels = 600.0
        recentre = 2.0e-4 * (8192.0 / band) ** 2 * band * 4.0
        cyc_book = np.select([bk == "price_ladder", bk == "rb_tree", bk == "skip_list"],
                             [55.0 + recentre, 60.0 + 38.0 * np.log2(levels), 70.0 + 52.0 * np.log2(levels)],
                             45.0 + 0.5 * levels)
        foot = np.where(bk == "price_ladder", band * 64.0, levels * 128.0)  # bytes a symbol's book
        ws_core = symbols / np.minimum(th, cores) * foot
        cache = np.where(ws_core > 16.0e6, 2.2, np.where(ws_core > 2.0e6, 1.45, 1.0))
        cyc_ix = np.select([ix == "chained_hash", ix == "open_addressing"], [95.0, 48.0], 42.0) * 0.7
        cyc = ((np.where(dc == "simd", 40.0, 44.0) + cyc_book * cache + cyc_ix + np.where(sq == "per_message", 3.0, 1.0)
                + 150.0 / bt) * np.where(lg == "audit", 1.005, 1.0) * np.where(hp, 0.995, 1.0))
        imb = np.select([sh == "symbol_hash", sh == "volume_balanced"],
                        [1.0 + 2.5 / np.sqrt(symbols / th), np.full_like(cyc, 1.03)], 1.0 + 1.5 / np.sqrt(symbols / th))
        msgs = np.maximum(messages / th * imb, hot_share * messages)
        speed = smt_cores(th, cores, 0.25) / th
        t = msgs * cyc / (ghz * 1e3 * speed) + 2.0e6
        latency = bt * cyc / (ghz * 1e3 * speed)
        bad = ((bk == "price_ladder") & (band < 2048)) | (latency > 40.0)
        return np.where(bad, np.nan, t)
    return cost


def lob_params() -> dict[str, list[Any]]:
    return {"book": ["price_ladder", "rb_tree", "skip_list", "sorted_vector"], "band_ticks": [1024, 4096, 16384],
            "order_index": ["chained_hash", "open_addressing", "robin_hood"],
            "sharding": ["symbol_hash", "volume_balanced", "round_robin"], "threads": [294, 588], "batch": [1, 32, 512],
            "log_level": ["off", "audit"], "seq_check": ["per_message", "per_packet"], "huge_pages": [False, True],
            "decoder": ["scalar", "simd"]}


def colour_lut(frames: int, width: int, height: int, cores: int, dram_bw: float, ghz: float, const_kb: float
               ) -> Callable[[Cols], np.ndarray]:
    """Grading a feature film's ``frames`` frames of ``width`` x ``height`` half-float RGB (6
    bytes a pixel in, 6 out) through its shots' 3D LUTs on a GPU. ``lut_size`` points a side
    (17 with trilinear interpolation bands the skin tones: fails). ``interpolation`` (no order):
    ``trilinear`` (8 lookups a pixel, 75 ops, 30 registers a pixel), ``tetrahedral`` (4, 48 ops
    and 15% branch divergence, 18), ``prism`` (6, 60 and 10%, 24) or ``pyramid`` (5, 55 and
    12%, 22), 30 ops a pixel besides, each lookup reading three channels. ``lut_store`` (no
    order): ``shared`` (the LUT in each block's shared memory, loaded once a frame by every
    resident block; over the 270 KB: fails; 1.25 cycles a channel for bank conflicts),
    ``global`` (4 cycles a channel, and a 32-byte sector from DRAM for the lookups missing the
    cache: 1%, 4% and 22% for 17, 33 and 65 points, 0.6 of that in fp16) or ``constant`` (6
    cycles: the lanes' different addresses serialise; a LUT over the ``const_kb`` KB of
    constant memory: fails). ``lut_precision`` (no order): ``fp32`` or ``fp16`` (half the
    bytes). ``pixels_thread`` pixels a thread (40 registers plus the interpolation's a pixel: over
    255 or the register file: fails) and ``threads`` a block, a block taking ``threads`` x
    ``pixels_thread`` pixels of a row: ``width`` is no multiple of them, the last block of a row
    partly idle. 6 us a frame besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        it, st, pr = (np.asarray(c[k]) for k in ("interpolation", "lut_store", "lut_precision"))
        n, ppt, th = c["lut_size"], c["pixels_thread"], c["threads"]
        lut_bytes = n ** 3 * 3.0 * np.where(pr == "fp16", 2.0, 4.0)
        lookups = np.select([it == "trilinear", it == "tetrahedral", it == "prism"], [8.0, 4.0, 6.0], 5.0)
        ops = np.select([it == "trilinear", it == "tetrahedral", it == "prism"], [75.0, 48.0 * 1.15, 60.0 * 1.1], 55.0 * 1.12) + 30.0
        iregs = np.select([it == "trilinear", it == "tetrahedral", it == "prism"], [30.0, 18.0, 24.0], 22.0)
        regs = 40.0 + ppt * iregs
        smem = np.where(st == "shared", lut_bytes, 0.0)
        res = _a(th, smem, regs)
        occ = np.minimum(1.0, res * th / 2048.0)
        miss = np.select([n == 17, n == 33], [0.01, 0.04], 0.22) * np.where(pr == "fp16", 0.6, 1.0)
        lcyc = lookups * 3.0 * np.select([st == "shared", st == "global"], [1.25, 4.0], 6.0)
        px = float(width * height)
        waste = np.ceil(width / (th * ppt)) * th * ppt / width
        comp = px * (ops + lcyc) * waste / (cores * 128 * ghz * 1e3 * (0.25 + 0.75 * occ))
        mem = (px * 12.0 + np.where(st == "global", px * lookups * 32.0 * miss, 0.0)) / dram_bw
        load = np.where(st == "shared", lut_bytes * cores * np.maximum(res, 1.0) / dram_bw, 0.0)
        t = frames * (np.maximum(comp, mem) + load + 6.0)
        bad = ((n == 17) & (it == "trilinear")) | (res < 1) | ((st == "constant") & (lut_bytes > const_kb * 1024))
        return np.where(bad, np.nan, t)
    return cost


def lut_params() -> dict[str, list[Any]]:
    return {"lut_size": [17, 33, 65], "interpolation": ["trilinear", "tetrahedral", "prism", "pyramid"],
            "lut_store": ["shared", "global", "constant"], "lut_precision": ["fp32", "fp16"],
            "pixels_thread": [1, 2, 4, 8], "threads": [128, 256, 512, 1024]}


def ems_hypercube(units: int, stations: int, cores: int, ghz: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """Where a region's ``units`` ambulances wait, among ``stations`` candidate stations, for
    each of ``periods`` periods of the day, each candidate deployment's coverage evaluated by a
    queueing model, on a CPU with two hardware threads a core (the second adds 25%). ``model``
    (no order): ``exact_hypercube`` (Larson's hypercube queueing model solved exactly: the 2^n
    busy/free states of a partition's n units, 40 Gauss-Seidel sweeps at 6 cycles a state a
    unit; each running evaluation holds 12 bytes a state: over the ``mem_gb`` GB, fails),
    ``larson_approx`` (Larson's approximation: 25 iterations at 10 cycles a unit a zone),
    ``jarvis_approx`` (Jarvis's, with service times by unit and zone: 18 cycles) or
    ``mexclp_static`` (one busy probability for all: 4 cycles a unit a zone; with 12 or more
    periods the hourly peaks' dependence between units unmodelled: fails). ``partitions``
    sub-regions evaluated apart (6: the dispatches across their borders lost, fails unless with
    4000 zones; 3 or more with 500 zones: the aggregation and border errors add up, fail).
    ``zones`` demand zones. ``search`` (no order): ``greedy_add`` (``units`` steps over every
    station; with 24 periods the hourly plans jump between neighbouring hours: fails),
    ``vertex_substitution`` (Teitz and Bart's: 6 passes of ``units`` steps over the free
    stations) or ``add_then_substitute`` (``units`` greedy steps, then 3 x ``units``
    substitution steps: a step's candidates 0.3 of the stations and 0.7 of the free ones on
    average). A step's candidates, for every period at once, run on ``threads`` threads in rounds
    (idle threads leave their core's other thread the whole core). 0.1 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        md, se = (np.asarray(c[k]) for k in ("model", "search"))
        p, zones, per, th = c["partitions"], c["zones"], c["periods"], c["threads"]
        n = units / p
        per_eval = np.select([md == "exact_hypercube", md == "larson_approx", md == "jarvis_approx"],
                             [40.0 * 2.0 ** n * n * 6.0 * p, 25.0 * units * zones * 10.0, 25.0 * units * zones * 18.0],
                             zones * units * 4.0)
        free = stations - units
        steps = np.select([se == "greedy_add", se == "vertex_substitution"], [units * 1.0, 6.0 * units], units + 3.0 * units)
        cands = np.select([se == "greedy_add", se == "vertex_substitution"], [stations * 1.0, free * 1.0], stations * 0.3 + free * 0.7)
        par = cands * per
        active = np.minimum(par, th)
        speed = smt_cores(active, cores, 0.25) / active
        rounds = steps * np.ceil(par / th)
        t = rounds * per_eval / (ghz * 1e3 * speed) + 1.0e5
        mneed = np.where(md == "exact_hypercube", active * 2.0 ** n * 12.0, 0.0)
        bad = ((md == "exact_hypercube") & (mneed > mem_gb * 1e9)) | ((p >= 6) & (zones < 4000)) | ((zones < 1000) & (p >= 3)) \
            | ((md == "mexclp_static") & (per >= 12)) | ((se == "greedy_add") & (per >= 24))
        return np.where(bad, np.nan, t)
    return cost


def ems_params() -> dict[str, list[Any]]:
    return {"model": ["exact_hypercube", "larson_approx", "jarvis_approx", "mexclp_static"], "partitions": [1, 2, 3, 6],
            "zones": [500, 1500, 4000], "periods": [6, 12, 24], "search": ["greedy_add", "vertex_substitution", "add_then_substitute"],
            "threads": [294, 588]}


def journey_planner(origins: int, cores: int, ghz: float, dram_bw: float) -> Callable[[Cols], np.ndarray]:
    """A national accessibility analysis by public transport: one-to-all profile queries from
    ``origins`` origin stops over a two-hour window (24 departures) on a timetable of 250,000
    stops and 1.8 x 10^7 connections a day, on a CPU with two hardware threads a core.
    ``algorithm`` (no order): ``raptor`` (RAPTOR: ``max_transfers`` + 1 rounds, each scanning
    the marked routes, 10^7 cycles, and relaxing the footpaths), ``csa`` (the Connection Scan
    Algorithm: the horizon's 5.4 x 10^6 connections at 6 cycles and 16 bytes each, 5% more a
    transfer allowed, 3 x 10^6 cycles besides; a stream, bounded by DRAM's ``dram_bw`` too),
    ``trip_based`` (Trip-Based routing: 1.6 x 10^6 cycles a round and 2 x 10^6 besides, after
    preprocessing 1.4 x 10^6 trips' 400 transfer candidates at 25 cycles each over the threads)
    or ``td_dijkstra`` (a time-dependent Dijkstra over 3 x 10^6 edges, 45 cycles each, 2% more a
    transfer). ``footpaths`` (no order): closed within 400 m (2 x 10^6 cycles a round; with 3
    transfers it misses rural journeys: fails), within 1 km (4.5 x 10^6) or ``unrestricted``
    (a Dijkstra on the walking graph a round, 6 x 10^7; CSA and Trip-Based need closed
    footpaths: fail). ``profile`` (no order): ``per_departure`` (24 queries), ``range_query``
    (rRAPTOR 0.35 and Trip-Based 0.4 of the 24, profile CSA one scan at 3.5 times the work; the Dijkstra has none:
    fails) or ``simd_lanes`` (8 departures in a scan's vector lanes, 1.4 times a scan; neither
    Trip-Based nor the Dijkstra: fail). ``stop_order`` (no order) of the arrays: ``gtfs``,
    ``route_clustered`` (0.8 of the cycles, CSA 0.95) or ``hilbert`` (0.86, CSA 0.97, the
    Dijkstra 0.8). The origins run on ``threads`` threads in rounds (the second hardware thread
    adds 35%, 10% to CSA's stream). 0.3 s besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        al, fp, pf, so = (np.asarray(c[k]) for k in ("algorithm", "footpaths", "profile", "stop_order"))
        tr, th = c["max_transfers"], c["threads"]
        rounds = tr + 1.0
        foot_round = np.select([fp == "transitive_400m", fp == "transitive_1km"], [2.0e6, 4.5e6], 6.0e7)
        raptor = rounds * (2.0e6 * 5.0 + foot_round)
        csa = 5.4e6 * 6.0 * (1.0 + 0.05 * tr) + 3.0e6
        tb = rounds * 1.6e6 + 2.0e6
        tdd = 3.0e6 * 45.0 * (1.0 + 0.02 * tr)
        q = np.select([al == "raptor", al == "csa", al == "trip_based"], [raptor, csa, tb], tdd)
        deps = 24.0
        prof = np.select([pf == "per_departure", pf == "range_query"],
                         [np.full_like(q, deps), np.where(al == "csa", 3.5, deps * np.where(al == "raptor", 0.35, 0.4))],
                         deps / 8.0 * 1.4)
        cache = np.select([so == "gtfs", so == "route_clustered"], [1.0, np.where(al == "csa", 0.95, 0.8)],
                          np.where(al == "csa", 0.97, np.where(al == "td_dijkstra", 0.8, 0.86)))
        cyc = q * prof * cache
        speed = smt_cores(th, cores, np.where(al == "csa", 0.1, 0.35)) / th
        t_cpu = np.ceil(origins / th) * cyc / (ghz * 1e3 * speed)
        t_mem = np.where(al == "csa", origins * 5.4e6 * 16.0 * np.where(pf == "range_query", 1.0, prof), 0.0) / dram_bw
        pre = np.where(al == "trip_based", 1.4e6 * 400.0 * 25.0 / (smt_cores(th, cores, 0.35) * ghz * 1e3), 0.0)
        t = np.maximum(t_cpu, t_mem) + pre + 3.0e5
        bad = (((fp == "unrestricted") & ((al == "csa") | (al == "trip_based")))
               | ((tr < 4) & (fp == "transitive_400m")) | ((al == "td_dijkstra") & (pf != "per_departure"))
               | ((al == "trip_based") & (pf == "simd_lanes")))
        return np.where(bad, np.nan, t)
    return cost


def journey_params() -> dict[str, list[Any]]:
    return {"algorithm": ["raptor", "csa", "trip_based", "td_dijkstra"], "max_transfers": [3, 5, 8],
            "footpaths": ["transitive_400m", "transitive_1km", "unrestricted"],
            "profile": ["per_departure", "range_query", "simd_lanes"], "stop_order": ["gtfs", "route_clustered", "hilbert"],
            "threads": [294, 588]}


def revenue_mgmt(legs: int, itineraries: int, classes: int, cores: int, dram_bw: float, ghz: float, fp64: float
                 ) -> Callable[[Cols], np.ndarray]:
    """An airline's nightly network bid prices for ``legs`` flight legs and ``itineraries``
    itineraries in ``classes`` fare classes on a GPU. ``forecast`` (no order) over ``periods``
    booking periods: ``independent`` (200 flops an itinerary a class a period; with the LPs the
    fares buy down and spiral: fails), ``mnl_choice`` (multinomial-logit choice: 1200) or
    ``q_forecast`` (Q-forecasting: 450). ``method`` (no order): ``emsr_b`` (EMSR-b leg by leg,
    200 flops a leg a pair of classes; blind to connecting traffic unless its fares are adjusted
    by Q-forecasting: fails otherwise), ``dlp`` (the deterministic LP by a first-order
    primal-dual method, each iteration a product with the constraint matrix (1.6 legs an
    itinerary-class) and one with its transpose, 24 bytes and 4 flops an entry; 4000 iterations
    in fp32, short of the duals' tolerance:
    fails, 12000 in fp64, 5000 mixed), ``rlp`` (the randomised LP: ``samples`` LPs, each
    warm-started at 0.4 of one; under 64 the bid prices' noise: fails) or
    ``dp_decomposition`` (a dynamic program a leg over 300 seats, the periods and the classes, 6
    flops a state, ``samples`` / 8 displacement iterations; in fp32 over 180 periods the value
    differences drown in rounding: fails). ``precision`` (no order): ``fp32``, ``fp64`` or
    ``mixed`` (80% of the work in fp32); 48 registers a thread in fp32, 96 otherwise (over the
    register file at 1024 threads), 8 KB of shared memory a block of ``threads``. 10 ms
    besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        me, fc, pr = (np.asarray(c[k]) for k in ("method", "forecast", "precision"))
        sm, per, th = c["samples"], c["periods"], c["threads"]
        fl = itineraries * classes * per * np.select([fc == "independent", fc == "mnl_choice"], [200.0, 1200.0], 450.0)
        fpr = np.select([pr == "fp32", pr == "fp64"], [1.0, fp64], 1.0 / (0.8 + 0.2 / fp64))
        regs = np.where(pr == "fp32", 48.0, 96.0)
        res = _b(th, 8192.0, regs)
        occ = np.minimum(1.0, res * th / 1536.0)
        rate = cores * 128 * ghz * 1e3 * (0.2 + 0.8 * occ)
        nnz = itineraries * classes * 1.6 * 2.0
        iters = np.select([pr == "fp32", pr == "fp64"], [4000.0, 12000.0], 5000.0)
        lp = iters * (nnz * 12.0 * 2.0 / dram_bw + nnz * 4.0 / (rate * fpr))
        dp = (sm / 8.0) * legs * 300.0 * per * classes * 6.0 / (rate * fpr)
        emsr = legs * classes ** 2 * 200.0 / rate
        opt = np.select([me == "emsr_b", me == "dlp", me == "rlp"], [emsr, lp, lp * (1.0 + 0.4 * (sm - 1.0))], dp)
        t = fl / rate + opt + 1.0e4
        bad = (((me == "emsr_b") & (fc != "q_forecast")) | ((fc == "independent") & ((me == "dlp") | (me == "rlp")))
               | ((me == "rlp") & (sm < 64)) | ((pr == "fp32") & ((me == "dlp") | (me == "rlp")))
               | ((pr == "fp32") & (me == "dp_decomposition") & (per > 180)) | (res < 1))
        return np.where(bad, np.nan, t)
    return cost


def revenue_params() -> dict[str, list[Any]]:
    return {"method": ["emsr_b", "dlp", "rlp", "dp_decomposition"], "forecast": ["independent", "mnl_choice", "q_forecast"],
            "precision": ["fp32", "fp64", "mixed"], "samples": [16, 64, 256], "periods": [60, 180, 365],
            "threads": [128, 256, 512, 1024]}


def census_dp(cells: int, cores: int, ghz: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """The disclosure avoidance of a national census by the TopDown algorithm on a CPU with two
    hardware threads a core (the second adds 30%): 3.3 x 10^8 persons in a detailed histogram of
    ``cells`` cells at six levels (the nation, 52 states, 3,221 counties, 85,000 tracts, 242,000
    block groups, 8.1 x 10^6 blocks), every block's cells measured with noise, then, level by
    level, each unit's children fitted to it and rounded. ``mechanism`` (no order):
    ``discrete_gaussian`` (400 cycles a cell's noise) or ``geometric`` (60; its heavier tails
    under the same budget miss the block groups' accuracy unless the budget is bottom-heavy:
    fails). ``budget_split`` (no order) over the levels: ``uniform``, ``top_heavy`` (with the
    detailed cells alone the tracts' error: fails) or ``bottom_heavy``; a noisier level's solves
    take longer (the upper three levels 1.0, 1.1 or 1.3 times for top-heavy, uniform or
    bottom-heavy, the lower two 1.3, 1.1 or 1.0). ``solver`` (no order) of a unit's children:
    ``nnls_active_set`` (non-negative least squares by an active set: 60 x vars^0.35 cycles a
    variable, vars the unit's variables), ``projected_cg`` (projected conjugate gradients: 500
    log10(1/``tolerance``) a variable; at 1e-4 the rounded result breaks the constraints: fails)
    or ``l1_lp`` (150 x vars^0.3). ``rounding`` (no order): ``controlled_ilp`` (controlled
    rounding by an integer program: 90 x vars^0.25 a variable) or ``largest_remainder`` (8; from
    the active set's fractional solutions the invariants are lost: fails). ``histogram`` (no
    order): ``dense`` (every cell a variable; 8 bytes a cell at the blocks, 1.5, 2.0 or 2.6 times
    with the queries: the full workload over the ``mem_gb`` GB fails) or ``sparse`` (the nonzero
    cells, at most a cell for 1.7 persons; 2.5 times the work a variable; 40 bytes for each of a
    block's 24 cells). ``queries`` (no order): ``detailed_only`` (the cells), ``workload_marginals``
    (1.6 times the variables) or ``full_workload`` (2.6). A level's units run on ``threads``
    threads in rounds (the nation's and the states' on one and 52). 1 s besides. Times in us."""
    units = np.array([1.0, 52.0, 3221.0, 85000.0, 242000.0, 8.1e6])
    persons = 3.3e8 / units
    def cost(c: Cols) -> np.ndarray:
        mc, bs, so, ro, hi, qu = (np.asarray(c[k]) for k in ("mechanism", "budget_split", "solver", "rounding", "histogram", "queries"))
        tol, th = c["tolerance"], c["threads"]
        qf = np.select([qu == "detailed_only", qu == "workload_marginals"], [1.0, 1.6], 2.6)
        sparse = hi == "sparse"
        t = np.zeros(np.broadcast(tol, th).shape)
        for lv in range(5):
            kids = units[lv + 1]
            nz = np.minimum(float(cells), persons[lv + 1] / 1.7)
            cell = np.where(sparse, nz, float(cells))
            var_unit = kids / units[lv] * cell * qf
            per_var = np.select([so == "nnls_active_set", so == "projected_cg"],
                                [60.0 * var_unit ** 0.35, 25.0 * 20.0 * np.log10(1.0 / tol)], 150.0 * var_unit ** 0.3)
            per_var = per_var + np.where(ro == "controlled_ilp", 90.0 * var_unit ** 0.25, 8.0)
            per_var = per_var * np.where(sparse, 2.5, 1.0) * (np.select([bs == "top_heavy", bs == "uniform"], [1.0, 1.1], 1.3)
                                                               if lv < 3 else np.select([bs == "top_heavy", bs == "uniform"], [1.3, 1.1], 1.0))
            task = var_unit * per_var
            active = np.minimum(units[lv], th)
            speed = smt_cores(active, cores, 0.3) / active
            t = t + np.ceil(units[lv] / th) * task / (ghz * 1e3 * speed)
        noise = units[5] * cells * np.where(mc == "discrete_gaussian", 400.0, 60.0) / (smt_cores(th, cores, 0.3) * ghz * 1e3)
        t = t + noise + 1.0e6
        mneed = np.where(sparse, units[5] * 24.0 * 40.0, units[5] * cells * 8.0) * np.select(
            [qu == "detailed_only", qu == "workload_marginals"], [1.5, 2.0], 2.6)
        bad = (((mc == "geometric") & (bs != "bottom_heavy")) | ((bs == "top_heavy") & (qu == "detailed_only"))
               | ((ro == "largest_remainder") & (so == "nnls_active_set"))
               | ((tol > 1e-5) & (so == "projected_cg")) | (mneed > mem_gb * 1e9))
        return np.where(bad, np.nan, t)
    return cost


def census_params() -> dict[str, list[Any]]:
    return {"mechanism": ["discrete_gaussian", "geometric"], "budget_split": ["uniform", "top_heavy", "bottom_heavy"],
            "solver": ["nnls_active_set", "projected_cg", "l1_lp"], "rounding": ["controlled_ilp", "largest_remainder"],
            "histogram": ["dense", "sparse"], "queries": ["detailed_only", "workload_marginals", "full_workload"],
            "tolerance": [1e-4, 1e-6, 1e-8], "threads": [294, 588]}


def fingerprint_match(probes: int, gallery: float, cores: int, dram_bw: float, ghz: float, mem_gb: float, host_bw: float
                      ) -> Callable[[Cols], np.ndarray]:
    """1:N identification of a day's ``probes`` ten-print probes against a gallery of ``gallery``
    ten-print records (50 minutiae a finger) on a GPU whose host memory it reads at
    ``host_bw``. ``prefilter`` (no order): ``none`` (every record's ten fingers matched),
    ``pattern_class`` (Henry pattern classes: 28% of the gallery) or ``spectral_minutiae``
    (spectral-minutiae vectors of ``prefilter_fingers`` fingers, 256 fp16 values each, in GPU
    memory (over the ``mem_gb`` GB: fails), read once for each batch of ``probe_batch`` probes
    and compared at 512 flops a vector (4 a lane a cycle): the ``shortlist`` best records'
    fingers matched; a shortlist under 10,000 of fewer than ten fingers misses mates: fails).
    ``matcher`` (no order): ``bozorth3`` (NIST's pair tables: 40,000 ops a finger pair; its
    impostor scores fail the miss rate unless after a spectral shortlist of 10,000 at most),
    ``mcc_lss`` (Minutia Cylinder-Code with local similarity sort: 155,000 ops with ``bit``
    cylinders, 1.6 x 10^6 with ``float``) or ``mcc_lssr`` (with relaxation: 30,000 more).
    ``cylinders`` (no order): ``float`` (1280 bytes) or ``bit`` (80). A block of ``threads``
    holds the probe finger's cylinders, one gallery finger's for each warp and a 10 KB
    similarity matrix (15 with relaxation) in shared memory (over the 270 KB: fails); 24 KB for
    Bozorth. The candidates' records (cylinders, or 16 bytes a minutia for Bozorth) come from
    host memory: a shortlist's scattered ones at a quarter of ``host_bw``, the streamed gallery
    at all of it. 1 s besides. Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        pf, ma, cb = (np.asarray(c[k]) for k in ("prefilter", "matcher", "cylinders"))
        fing, sl, th, pb = c["prefilter_fingers"], c["shortlist"], c["threads"], c["probe_batch"]
        mcc = ma != "bozorth3"
        cyl = np.where(cb == "float", 1280.0, 80.0)
        smem = np.where(mcc, 50.0 * cyl * (1.0 + th / 32.0) + 10.0e3 * np.where(ma == "mcc_lssr", 1.5, 1.0), 24.0e3)
        regs = np.where(ma == "mcc_lssr", 72.0, 56.0)
        res = _a(th, smem, regs)
        occ = np.minimum(1.0, res * th / 2048.0)
        rate = cores * 128 * ghz * 1e3 * (0.2 + 0.8 * occ)
        cand = np.select([pf == "none", pf == "pattern_class"], [gallery * 10.0, gallery * 0.28 * 10.0], sl * 10.0)
        ops = np.select([ma == "bozorth3", ma == "mcc_lss"], [4.0e4, np.where(cb == "float", 1.6e6, 1.55e5)],
                        np.where(cb == "float", 1.6e6, 1.55e5) + 3.0e4)
        match = probes * cand * ops / rate
        fetch = probes * cand * 50.0 * np.where(mcc, cyl, 16.0) / np.where(pf == "spectral_minutiae", host_bw / 4.0, host_bw)
        spectral = np.where(pf == "spectral_minutiae",
                            probes * gallery * fing * 512.0 / (rate * 4.0)
                            + np.ceil(probes / pb) * gallery * fing * 512.0 / dram_bw, 0.0)
        t = match + fetch + spectral + 1.0e6
        bad = ((res < 1) | ((pf == "spectral_minutiae") & (gallery * fing * 512.0 > mem_gb * 1e9))
               | ((pf == "spectral_minutiae") & (sl < 10000) & (fing < 10)) | ((ma == "bozorth3") & ((pf != "spectral_minutiae") | (sl > 10000))))
        return np.where(bad, np.nan, t)
    return cost


def fingerprint_params() -> dict[str, list[Any]]:
    return {"prefilter": ["none", "pattern_class", "spectral_minutiae"], "prefilter_fingers": [2, 4, 10],
            "shortlist": [1000, 10000, 100000], "matcher": ["bozorth3", "mcc_lss", "mcc_lssr"], "cylinders": ["float", "bit"],
            "threads": [64, 128, 256, 512], "probe_batch": [64, 256]}


def dye_recipe(shades: int, dyes: int, cores: int, ghz: float, fp64: float) -> Callable[[Cols], np.ndarray]:
    """Computer colour matching in a textile dye house: ``shades`` target shades a day, each
    matched by recipes of three of ``dyes`` dyes (Kubelka-Munk single-constant K/S calibrated at
    8 concentrations), a thread a triple of dyes, on a GPU. ``triples`` (no order):
    ``exhaustive`` (every triple; with one illuminant the best match is often metameric:
    fails), ``hue_bracketing`` (those bracketing the target's hue: 11%) or ``single_class``
    (within one dye class: 13%). ``fit`` (no order) of the concentrations: ``allen_iterative``
    (Allen's iterative tristimulus matching: 6 evaluations and a 3x3 solve, 60 flops, each),
    ``grid_search`` (a 16^3 grid) or ``nelder_mead`` (140 evaluations; in fp32 it stalls in
    the dark shades: fails). An evaluation: the mixture's K/S and reflectance, 20 flops a
    wavelength, and under each of ``illuminants`` illuminants (D65, A, F11) tristimulus values (6
    flops a wavelength) and a colour ``difference`` (no order): ``cmc_2_1`` (90 flops),
    ``cie94`` (60) or ``ciede2000`` (220). ``wavelengths`` 16 (20 nm: F11's narrow peaks
    unresolved, fails with three illuminants), 31 or 61, a warp's lanes over them (16 leave half
    of 32 idle, 61 take 64). ``precision`` (no order): ``fp32`` (56 registers a thread) or ``fp64``
    (96: at 1024 threads over the register file, fails).
    The dye table (``dyes`` x 8 x wavelengths words) and each thread's spectrum in shared memory
    (over the 282 KB: fails). 0.2 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        tp, ft, df, pr = (np.asarray(c[k]) for k in ("triples", "fit", "difference", "precision"))
        il, wl, th = c["illuminants"], c["wavelengths"], c["threads"]
        allt = dyes * (dyes - 1) * (dyes - 2) / 6.0
        trip = np.select([tp == "exhaustive", tp == "hue_bracketing"], [allt, allt * 0.11], allt * 0.13)
        evals = np.select([ft == "allen_iterative", ft == "grid_search"], [6.0, 16.0 ** 3], 140.0)
        lanes = np.ceil(wl / 32.0) * 32.0
        ev = lanes * 20.0 + il * (lanes * 6.0 + np.select([df == "cmc_2_1", df == "cie94"], [90.0, 60.0], 220.0))
        ev = ev + np.where(ft == "allen_iterative", 60.0, 0.0)
        word = np.where(pr == "fp64", 8.0, 4.0)
        smem = dyes * 8.0 * wl * word + th * wl * word
        regs = np.where(pr == "fp64", 96.0, 56.0)
        res = _b(th, smem, regs)
        occ = np.minimum(1.0, res * th / 1536.0)
        rate = cores * 128 * ghz * 1e3 * (0.25 + 0.75 * occ) * np.where(pr == "fp64", fp64, 1.0)
        t = shades * trip * evals * ev / rate + 2.0e5
        bad = ((res < 1) | ((il < 2) & (tp == "exhaustive")) | ((wl < 31) & (il >= 3))
               | ((ft == "nelder_mead") & (pr == "fp32")))
        return np.where(bad, np.nan, t)
    return cost


def dye_params() -> dict[str, list[Any]]:
    return {"triples": ["exhaustive", "hue_bracketing", "single_class"], "fit": ["allen_iterative", "grid_search", "nelder_mead"],
            "difference": ["cmc_2_1", "cie94", "ciede2000"], "illuminants": [1, 2, 3], "wavelengths": [16, 31, 61],
            "precision": ["fp32", "fp64"], "threads": [128, 256, 512, 1024]}


def nmr_nus(spectra: int, planes: int, n1: int, n2: int, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """Reconstructing ``spectra`` non-uniformly sampled 3D triple-resonance NMR spectra on a
    GPU: after the direct dimension's transform, ``planes`` independent planes of ``n1`` x ``n2``
    complex points each, reconstructed from a ``density`` share of them sampled by ``schedule``
    (no order; the sampled points re-inserted every iteration at 40, 52 or 60 flops a point for
    ``exponential``, ``poisson_gap`` or ``random``) in ``iterations`` iterations of (no order):
    ``ist`` (iterative soft thresholding: a 2D FFT pair, 10 n log2 n flops, and 10 flops a
    point), ``smile`` (1.4 times the FFTs and 30 flops a point; converged in 100 iterations),
    ``maxent`` (maximum entropy: three FFT pairs, twice for the line search) or ``nesta``
    (Nesterov's method: two pairs, 1.3 times); the others unconverged in 100: fail. A density of
    0.1 fails unless Poisson-gap sampled, and with IST even so. ``storage`` (no order):
    ``shared`` (``planes_block`` planes a block in shared memory, 2, 3, 4 or 3 buffers of 8
    bytes a point for the four methods: over the 270 KB: fails) or ``global`` (the buffers read
    and written four times an iteration through DRAM). ``threads`` a block, 40 + 4 x points /
    threads registers. The planes go in waves over the cores' resident blocks, ``planes_block``
    a block (``planes`` is no multiple). 0.2 s besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        me, sc, sto = (np.asarray(c[k]) for k in ("method", "schedule", "storage"))
        de, it, pb, th = c["density"], c["iterations"], c["planes_block"], c["threads"]
        npts = float(n1 * n2)
        fft = 2.0 * 5.0 * npts * np.log2(npts)
        flops = np.select([me == "ist", me == "smile", me == "maxent"], [fft + npts * 10.0, 1.4 * fft + npts * 30.0, 3.0 * fft * 2.0],
                          2.0 * fft * 1.3) + de * npts * np.select([sc == "exponential", sc == "poisson_gap"], [40.0, 52.0], 60.0)
        bufs = np.select([me == "ist", me == "smile", me == "maxent"], [2.0, 3.0, 4.0], 3.0)
        smem = np.where(sto == "shared", pb * npts * 8.0 * bufs, 4096.0)
        regs = 40.0 + 2.0 * 2.0 * npts / th
        res = _a(th, smem, regs)
        occ = np.minimum(1.0, res * th / 2048.0)
        core_rate = 128 * ghz * 1e3 * (0.3 + 0.7 * occ)
        blocks = cores * np.maximum(res, 1.0)
        waves = np.ceil(planes / (blocks * pb))
        wave_t = pb * np.maximum(res, 1.0) * it * flops / core_rate
        traffic = np.where(sto == "global", blocks * pb * it * bufs * npts * 8.0 * 4.0, 0.0) / dram_bw
        t = spectra * waves * np.maximum(wave_t, traffic) + 2.0e5
        bad = ((res < 1) | ((de < 0.15) & (sc != "poisson_gap")) | ((de < 0.15) & (me == "ist"))
               | ((it < 300) & (me != "smile")))
        return np.where(bad, np.nan, t)
    return cost


def nmr_params() -> dict[str, list[Any]]:
    return {"method": ["ist", "smile", "maxent", "nesta"], "density": [0.1, 0.2, 0.35],
            "schedule": ["random", "poisson_gap", "exponential"], "iterations": [100, 300, 1000],
            "storage": ["shared", "global"], "planes_block": [1, 2, 4], "threads": [256, 512, 1024]}


def seen_44_synthetic() -> list[tuple[str, Landscape]]:
    """The forty-fourth held-out set's synthetic part: nine families no earlier set had (constants
    of a 302-core GPU with 270 KB of shared memory a core, 7.6 TB/s at 1.58 GHz and 332 GB, its
    host at 127 GB/s, a 318-core one with 282 KB, 5.7 TB/s at 1.42 GHz and fp64 at 1/64, and a
    294-core CPU with two hardware threads a core at 3.12 GHz with 1370 GB/s and 4224 GB; times
    in us)."""
    L, S = Landscape, "seen_44"
    return [
        (S, L("lob_matching_as", lob_params(), lob_matching(2.4e10, 9000, 0.0045, 294, 3.12), 0.01)),
        (S, L("colour_lut_as", lut_params(), colour_lut(150000, 3996, 2160, 302, 7.6e6, 1.58, 64.0), 0.03)),
        (S, L("ems_hypercube_as", ems_params(), ems_hypercube(36, 120, 294, 3.12, 4224.0), 0.02)),
        (S, L("journey_planner_as", journey_params(), journey_planner(40000, 294, 3.12, 1.37e6), 0.04)),
        (S, L("revenue_mgmt_as", revenue_params(), revenue_mgmt(1100, 60000, 10, 318, 5.7e6, 1.42, 1 / 64), 0.05)),
        (S, L("census_dp_as", census_params(), census_dp(29232, 294, 3.12, 4224.0), 0.02)),
        (S, L("fingerprint_match_as", fingerprint_params(), fingerprint_match(20000, 1.5e8, 302, 7.6e6, 1.58, 332.0, 0.127e6), 0.03)),
        (S, L("dye_recipe_as", dye_params(), dye_recipe(6000, 48, 318, 1.42, 1 / 64), 0.01)),
        (S, L("nmr_nus_as", nmr_params(), nmr_nus(400, 700, 64, 48, 302, 7.6e6, 1.58), 0.04)),
    ]


SEEN_44_DIR = _data_dir("zoo_seen_44")


def seen_44() -> list[tuple[str, Landscape]]:
    """The forty-fourth held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_44/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_44", SEEN_44_DIR)
    return seen_44_synthetic() + recorded
