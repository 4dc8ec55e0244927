"""The zoo's ``seen_49`` set.

``seen_49`` (was ``held_out_49``, :func:`seen_49`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the thirty-ninth round, see docs/benchmarks.md):
1 win / 11 ties / 1 loss against the best peer, geo-mean
1.0195, the best of the five (tpe_mv 1.0217); the synthetic nine 1 / 8 / 0 (the win
annuity_reserves_ax, the ten-parameter family, 1.002 against tpe_mv's 1.011); on 30 seeds its
recorded four 0 / 3 / 1 (the LayerNorm lost, 1.139 against tpe_mv's 1.015, its committed optimum
one fast sample and second by the quiet median); scored by the median of 9 quiet samples
0 / 4 / 0 with ``--confirm 0`` (second of five) and with ``--confirm 3`` (tied for the best); R1
1 / 11 / 1 as committed (the default's medians on all four), quietly 0 / 4 / 0 twice (tied with
the default with ``--confirm 0``, behind it with ``--confirm 3``).
Evaluated on an AVX2 host (numpy's X86_V3 loops), where its committed traces were made; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (viticulture, quantum error correction, muon
tomography, microbial ecology, actuarial science, drone light shows, dendrochronology, sea-ice
modelling, transfusion medicine), with constants unlike the other sets' (a 446-core GPU with 382
KB of shared memory a core, 12.1 TB/s at 1.81 GHz and fp64 at 1/2, holding 2048 threads and 32
blocks a core, a 418-core one with 402 KB a core, 10.9 TB/s at 1.77 GHz and fp64 at 1/64,
holding 1536 threads and 24 blocks a core, both with 128 lanes and 255 registers a thread, and a
434-core CPU at 2.39 GHz with two hardware threads a core, 4.375 MB of L2 a core and 8448 GB;
times in us, bandwidths in bytes/us):

- ``vineyard_harvest_ax`` (1458, 53.9%, 994x): a wine region's harvest plans, 6 x 10^5
  scenarios of 1,800 vineyard blocks over a 70-day season on the 434-core CPU, growing
  degree-days, Huglin's index or a sugar-loading model (at 24-hour steps: fails), no disease
  model, the 3-10 rule for mildew or a leaf-wetness botrytis risk (at 24-hour steps: fails), 1-50
  ensemble members, 1-24-hour steps (the weather grid, twice with two threads a core, over the
  L2: a cliff), greedy, seven-day-lookahead or crew-DP picking plans (the optimising two without
  a disease model or on one member fail, the DP on degree-days too), 1-256 scenarios a task over
  434 or 868 threads; two within 5%.
- ``surface_code_ax`` (2916, 56.7%, 687x): logical error rates of a surface-code quantum memory,
  2 x 10^9 shots on the 418-core GPU, distances 11-25, phenomenological, SI1000 circuit-level (at
  0.6%: fails) or Z-biased noise at 0.1-0.6%, cluster growth and peeling (on biased noise:
  fails), sparse-blossom or correlated matching, int8 (at distance 25: fails), int16 or fp32
  weights, 16-256 shots a block (over the 402 KB: fail), 128-1024 threads (over the register
  file: fail); 21 within 5%.
- ``muography_ax`` (1944, 45.4%, 3419x): cosmic-ray muon scattering tomography of spent-fuel
  casks, 2 x 10^9 tracks through 3 m on the 446-core GPU, closest approach (without momentum at 2
  cm: fails), expectation-maximisation of the scattering density (at 10 iterations, or in fp32 at
  200: fails) or binned clustering (at 2 cm: fails), 2-10-cm voxels, 10-200 iterations, no,
  drift-tube or spectrometer momenta, 64-1024 tracks a block (the EM's slab over the 382 KB:
  fails), 128-1024 threads (over the register file: fail), fp32 or fp64; 42 within 5%.
- ``amplicon_denoise_ax`` (972, 50.6%, 6715x): 16S rRNA amplicon sequence variants of a
  microbiome survey, 3 x 10^5 samples of 5,000 unique reads on the 418-core GPU, divisive
  partitioning (at a band of 8, or with a fixed error profile: fails), abundance skew or error
  subtraction (with a learnt error model, or without chimera removal: fails), loess, monotone or
  fixed error models, bands of 8-64, no, de-novo or reference chimera checks, 8-128 reads a block
  (their traceback over the 402 KB: fails), 64-512 threads; two within 5%.
- ``annuity_reserves_ax`` (10368, 42.6%, 1225x): a life insurer's variable-annuity reserves by
  nested stochastic valuation, 4 x 10^4 model points under 5,000 outer scenarios over 30 years on
  the 434-core CPU, full nesting, least-squares Monte Carlo or a replicating portfolio (with
  regime switching: fails), Black-Scholes, Heston or regime-switching equity, plain (at 500 paths
  or fewer: fails), control-variate or moment-matched Monte Carlo, 100-5,000 inner paths (the
  mortality and lapse table, twice with two threads a core, over the L2: a cliff; a run over the
  two-hour closing window fails), 1-256 model points a task over 434 or 868 threads, and four that
  barely matter (model-point order, reinsurance netting, FX conversion, granularity: 0.2-0.5%):
  ten parameters, 125 within 5%.
- ``drone_show_ax`` (1458, 35.0%, 19008x): 1,200 drone light shows of 3,200 drones, 40
  formation transitions each, planned on the 434-core CPU, greedy (with straight flights or at 2.5
  m: fails), Jonker-Volgenant or bottleneck assignments, straight, staggered or minimum-snap
  flights, sampled pairs or altitude layers (the keyframe table, twice with two threads a core,
  over the L2: a cliff; at 1 m and 5 samples a second: fail) or swept volumes (with minimum-snap
  flights: fails), 5-50 samples a second, 1-2.5-m clearances, 1-256 shows a task over 434 or 868
  threads; nine within 5%.
- ``tree_ring_ax`` (1944, 38.9%, 673x): dendrochronological cross-dating of 2 x 10^6 undated
  series of 180 rings on the 434-core CPU, raw widths (with a composite master or the
  Gleichlaeufigkeit screen: fail), negative-exponential, spline or regional-curve
  standardisation, Baillie-Pilcher or Hollstein t-values or a Gleichlaeufigkeit screen (on
  quarter segments: fails), 200-1,000-year windows, 1-4 segments, the ten nearest masters, all
  300 (their indices, twice with two threads a core, over the L2: a cliff; over 1,000 years:
  fails) or a regional composite (over 1,000 years: fails), 1-1024 series a task over 434 or 868
  threads; nine within 5%.
- ``sea_ice_ax`` (2592, 44.3%, 2546x): 40-member ten-day forecasts of the Arctic sea ice on the
  446-core GPU, EVP (at 60 subcycles on the 3-km grid: fails), modified EVP, EAP (in fp32: fails)
  or line-relaxation viscous-plastic (on the 3-km grid: fails) rheologies, 3-12-km grids, 60-240
  subcycles, 1-10 thickness categories, 64-1024 cells a block (the tile over the 382 KB: fails),
  128-1024 threads (over the register file: fail), fp32 or fp64; one within 5%.
- ``platelet_inventory_ax`` (1296, 43.5%, 2657x): a national blood service's platelet inventory
  policies, 2 x 10^5 hospital scenarios over five years on the 434-core CPU, standing orders (at
  99.9%: fail), age-based orders, an age-vector stochastic DP (with transshipment, or its tables
  over the 8448 GB: fails) or forecast orders, no, lateral or pooled transshipment (the pool with
  5-day platelets: fails), 5- or 7-day shelf lives, stationary (at 99.9%: fails), weekday or
  surgical-schedule demand, 95-99.9% fill rates, 1-256 scenarios a task over 434 or 868 threads;
  42 within 5%.

And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a causal grouped-query attention, a chat model's chunked prefill (20 query heads over 4
KV heads, 152 new queries over 408 keys: 256 cached and the 152), with its query block, KV block,
pipeline and unroll but its KV split, softmax and ``opt_level`` left at the default, a batched
GEMM with bias tuning its N tile with output alignment (424 columns: the C rows padded to 432),
``opt_level`` (O0 among them) and schedule (its M and K tiles at the default: two M blocks, twelve K
blocks and two to seven N blocks, so the four schedules walk four orders), a gated erf-GELU FFN
tuning the gate/up projection's M tile, the down projection's M tile and both pipelines, and a
LayerNorm with its rows a block, hidden split and stats but neither its pipeline, its
``opt_level`` nor its unroll (a set no earlier LayerNorm or RMSNorm space tuned; 56
configurations, the full value lists: one of the two untuned norm sets of 56 left), each space
measured exhaustively (every configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_49/`` (gzip JSON, times in
us, provenance in each file's ``source``, 11.2 KB in all). They were recorded on the shared 2-core
machine the standing way, ``--only`` each, one after another, the recorder at normal priority
(not niced), with the lead's jobs ended (the load average 0.32 at the start); this host is the
AMD EPYC with AVX2 and no AVX-512 that recorded held_out_44's..held_out_48's four (the same
``host_cpu``), so the four are measurements of the kernels' AVX2 paths (8-lane vectors, their
register tiles accordingly). ``ps`` (every 60 s and at the end, six times) showed nothing else
running but the recorder, its measuring worker and the C compiler it called, this helper's own
sampling and waiting shells (sleeping) and idle tool shells (no other python, benchmark or pytest
process), and this helper only read the logs beside it (nothing enumerated, measured or tested)
(load average 0.32-1.15 sampled every 10 s over the recording, 29 samples, median 0.94, the
recorder itself included, rising from the quiet start to about 1.0). The tail of their samples is
real measurement noise (median spread 1-2%), and the fastest sample is the true cost: all four
optima rest on one fast sample, their other two samples 1.07-1.11 (the attention), 1.14 (the
GEMM), 1.20-1.22 (the FFN) and 1.18-1.21 (the LayerNorm) times it (see below). Before that, the
first and the last configuration of each space were compiled (not run) to check they build. Every
configuration ran, so they are 0% infeasible (reported, not forced into 30-70%):

===============================================================  =========================================  =======  ======  ======  =========
landscape                                                        op (shape)                                 configs  params  spread  worst/opt
===============================================================  =========================================  =======  ======  ======  =========
cpu_attention_gqa5_causal_prefill_q_kv_blocks_pipeline_unroll    grouped-query attention, causal (batch 1,      144       4      1%       1.5x
                                                                 20 heads over 4 KV heads, 152 x 408, d
                                                                 80)
cpu_gemm_batched_bias_n_tile_align_opt_schedule                  batched GEMM with bias (2 x 208 x 360 @        128       4      2%      20.0x
                                                                 360 x 424)
cpu_ffn_gelu_erf_gated_m_down_m_both_pipelines                   FFN, gated erf GELU (264 tokens, 312 ->        108       4      2%       1.6x
                                                                 488)
cpu_layernorm_no_pipeline_no_opt_level_no_unroll                 LayerNorm (1824 rows x 2592)                    56       3      2%       2.0x
===============================================================  =========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
4, 1, 2 and 2 configurations; the attention's optimum (a query block of 64, a KV block of 64, the
single_buffer pipeline, unroll 2) has samples 1.108, 1.000 and 1.067 times its fastest and is 4th
by median (1.067), the next configuration (unroll 8, the same otherwise) 1.015 times it and the
best by median (1.059), no unroll 1.27-1.55 times the optimum, a KV block of 128 or 256 1.12 at
least; the GEMM's optimum (N tile 208, no output alignment, O3, the throughput schedule) has
samples 1.136, 1.143 and 1.000 and is 6th by median (1.136), the next configuration (N tile 112,
aligned, O3, throughput) 1.093 times it, the best by median (N tile 256, aligned, O3, the default
schedule) 1.099 by its fastest and 1.105 by its median, O0 17.3-20.0, O1 1.44-1.95, O2 1.16-1.52,
O3 at most 1.35; the FFN's optimum (gate/up M tile 96, down M tile 128, neither pipeline) has
samples 1.217, 1.000 and 1.199 and is still the best by median (1.199), the next configuration
(the same with the single_buffer and double_buffer pipelines) 1.044 times it (1.248 by its
median), a gate/up M tile of 16 1.36 at least; the LayerNorm's optimum (2 rows a block, no hidden
split, one-pass stats) has samples 1.181, 1.213 and 1.000 and is 6th by median (1.181), the next
configuration (1 row a block, a hidden split of 2, one-pass) 1.015 times it (1.196 by its median),
the best by median (1 row a block, a hidden split of 8, one-pass) 1.161 by its fastest and 1.168 by
its median, two-pass stats 1.69-2.01, one-pass at most 1.33.)
Recording took 105 + 56 + 55 + 64 s, 4.7 minutes in all, one landscape after another (2026-12-05
14:50 to 14:55 UTC).
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, resident_blocks, smt_cores

_g = partial(resident_blocks, smem_kb=382.0, max_threads=2048, max_blocks=32, max_regs=255)  # the 446-core GPU's core
_h = partial(resident_blocks, smem_kb=402.0, max_threads=1536, max_blocks=24, max_regs=255)  # the 418-core GPU's core


def vineyard_harvest(scenarios: float, blocks: int, days: int, cores: int, ghz: float, l2_kb: float
                     ) -> Callable[[Cols], np.ndarray]:
    """A wine region's harvest plans on a CPU with two hardware threads a core (the second adds
    30%): ``scenarios`` scenarios (vintages' seasonal weather ensembles under price and labour
    what-ifs), each the berry ripening of ``blocks`` vineyard blocks over a ``days``-day season
    simulated at ``step_h``-hour steps for ``members`` members of the weather ensemble (the members
    share a block's vine and soil state: each adds 4%), and a picking plan chosen. ``ripening`` (no
    order): ``gdd_linear`` (growing degree-days, 25 cycles a block and step), ``huglin_logistic``
    (Huglin's heliothermal index driving a logistic sugar curve, 40) or ``sugar_loading`` (a
    process-based sugar-loading model, 520; it needs the diurnal cycle: at 24-hour steps fails).
    ``disease`` (no order): ``none``, ``mildew_3_10`` (the 3-10 rule for downy mildew's primary
    infections, 30 cycles a block and day) or ``leaf_wetness_botrytis`` (a botrytis risk from the
    hours of leaf wetness, 180 a step; at 24-hour steps it has no wetness hours: fails). Every step
    reads the scenario's 2.6 MB downscaled weather grid: twice with two threads a core, over the
    ``l2_kb`` KB of L2 a core, 2.4 times. ``scheduler`` (no order): ``greedy_ripeness`` (the ripest
    block first, 8 cycles a block and day a member), ``lookahead_7d`` (a seven-day lookahead, 30
    cycles a day ahead) or ``crew_dp`` (a dynamic programme over 12 picking crews' days, 20 cycles a
    crew); the optimising two without a disease model delay the picking into rot and on a single
    member chase one forecast: fail, and the DP's quality terms need more than the degree-days'
    sugar: with ``gdd_linear`` fails. 4 ms a scenario (its price lists and weather grid read);
    ``scenarios_task`` scenarios a task (2 ms to start it) in waves over ``threads`` threads (fewer
    tasks than threads leave threads idle). 0.1 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        rp, ds, sc = (np.asarray(c[k]) for k in ("ripening", "disease", "scheduler"))
        me, sh, st, th = c["members"], c["step_h"], c["scenarios_task"], c["threads"]
        per_core = np.where(th > cores, 2.0, 1.0)
        cliff = np.where(2.6 * 1024.0 * per_core > l2_kb, 2.4, 1.0)
        steps = days * 24.0 / sh
        rip = np.select([rp == "gdd_linear", rp == "huglin_logistic"], [25.0, 40.0], 520.0)
        dis = np.select([ds == "none", ds == "mildew_3_10"], [0.0, 30.0 * sh / 24.0], 180.0)
        sim = blocks * steps * (rip + dis) * (1.0 + me / 25.0) * cliff
        sched = np.select([sc == "greedy_ripeness", sc == "lookahead_7d"],
                          [me * blocks * days * 8.0, me * blocks * days * 7.0 * 30.0],
                          blocks * days * 12.0 * 20.0 * me)
        scen_t = (sim + sched) / (ghz * 1e3) + 4000.0
        tasks = np.ceil(scenarios / st)
        busy = np.minimum(th, tasks)
        eff = smt_cores(busy, cores, 0.3)
        per_task = (st * scen_t + 2000.0) * (busy / eff)
        t = np.ceil(tasks / th) * per_task + 1.0e5
        bad = (((rp == "sugar_loading") & (sh == 24)) | ((ds == "leaf_wetness_botrytis") & (sh == 24))
               | ((ds == "none") & (sc != "greedy_ripeness")) | ((me == 1) & (sc != "greedy_ripeness"))
               | ((rp == "gdd_linear") & (sc == "crew_dp")))
        return np.where(bad, np.nan, t)
    return cost


def vineyard_params() -> dict[str, list[Any]]:
    return {"ripening": ["gdd_linear", "huglin_logistic", "sugar_loading"],
            "disease": ["none", "mildew_3_10", "leaf_wetness_botrytis"],
            "scheduler": ["greedy_ripeness", "lookahead_7d", "crew_dp"], "members": [1, 10, 50], "step_h": [1, 6, 24],
            "scenarios_task": [1, 16, 256], "threads": [434, 868]}


def surface_code(shots: float, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """Logical error rates of a surface-code quantum memory by Monte Carlo on a GPU: ``shots``
    shots, each ``distance`` rounds of syndrome extraction on a distance-``distance`` code (d^3
    detectors) decoded. ``noise`` (no order) at ``error_rate``: ``phenomenological`` (2 x the rate
    detection events a detector), ``circuit_si1000`` (a superconducting circuit-level model, 6 x;
    at 0.6% it is over the threshold: fails) or ``biased_z`` (dephasing-biased, 3 x). ``decoder``
    (no order): ``cluster_peeling`` (clusters grown around the events and peeled, 30 operations an
    event and 2 a detector; it misses the target on biased noise: fails), ``sparse_blossom``
    (minimum-weight perfect matching by a sparse blossom search, 200 x log2 of the events an event)
    or ``correlated_matching`` (two matchings, the second on reweighted correlated edges, and 50 an
    event). ``weights`` (no order) of the matching graph: ``int8`` (0.35 times the decoding; they
    saturate on the distance-25 graph's paths: fail), ``int16`` (0.55) or ``fp32``. A warp a shot,
    ``shots_block`` shots a block (fewer warps than ``threads`` leave lanes idle), each shot's
    detector bitmap and the decoder's state (a byte a detector for the clusters, 24 or 40 bytes an
    event for the matchings) in shared memory (over the 402 KB: fails); 40, 96 or 112 registers, 8
    fewer with int8 and 16 more with fp32 (over the register file: fails); the blocks in waves over
    the cores. The syndromes read (a bit a detector), 40 ms besides. Times in us, ``dram_bw`` in
    bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        de, nm, wt = (np.asarray(c[k]) for k in ("decoder", "noise", "weights"))
        d, p, sb, th = c["distance"], c["error_rate"], c["shots_block"], c["threads"]
        det = d * d * d
        events = det * p * np.select([nm == "phenomenological", nm == "circuit_si1000"], [2.0, 6.0], 3.0)
        wscale = np.select([wt == "int8", wt == "int16"], [0.35, 0.55], 1.0)
        per_shot = np.select([de == "cluster_peeling", de == "sparse_blossom"],
                             [30.0 * events + 2.0 * det, 200.0 * events * np.log2(events + 2.0)],
                             2.0 * 200.0 * events * np.log2(events + 2.0) + 50.0 * events) * wscale + det / 8.0
        state = np.select([de == "cluster_peeling", de == "sparse_blossom"], [det * 1.0, events * 24.0], events * 40.0)
        smem = sb * (det / 8.0 + state)
        regs = np.select([de == "cluster_peeling", de == "sparse_blossom"], [40.0, 96.0], 112.0) \
            + np.select([wt == "int8", wt == "int16"], [-8.0, 0.0], 16.0)
        res = _h(th, smem, regs)
        occ = np.minimum(1.0, res * th / 1536.0)
        rate = cores * 128 * ghz * 1e3 * (0.25 + 0.75 * occ)
        lanes = np.minimum(1.0, sb * 32.0 / th)
        blocks = np.ceil(shots / sb)
        waves = np.ceil(blocks / (cores * np.maximum(res, 1.0)))
        block_t = sb * per_shot / (rate / cores / np.maximum(res, 1.0) * lanes)
        t = waves * block_t + shots * det / 8.0 / dram_bw + 4.0e4
        bad = ((res < 1) | ((nm == "circuit_si1000") & (p == 0.006)) | ((wt == "int8") & (d == 25))
               | ((de == "cluster_peeling") & (nm == "biased_z")))
        return np.where(bad, np.nan, t)
    return cost


def surface_params() -> dict[str, list[Any]]:
    return {"distance": [11, 17, 25], "decoder": ["cluster_peeling", "sparse_blossom", "correlated_matching"],
            "noise": ["phenomenological", "circuit_si1000", "biased_z"], "error_rate": [0.001, 0.003, 0.006],
            "weights": ["int8", "int16", "fp32"], "shots_block": [16, 64, 256], "threads": [128, 256, 512, 1024]}


def muography(tracks: float, side_cm: float, cores: int, dram_bw: float, ghz: float, fp64_rate: float
              ) -> Callable[[Cols], np.ndarray]:
    """Cosmic-ray muon scattering tomography of spent-fuel dry casks on a GPU: ``tracks`` muon
    tracks (incoming and outgoing, from the drift-tube planes above and below) through a
    ``side_cm``-cm volume of ``voxel_cm``-cm voxels, a track crossing 1.5 x side / voxel of them.
    ``algorithm`` (no order): ``poca`` (the point of closest approach of the two track segments, 60
    flops and 8 a voxel on the path), ``em_mlsd`` (maximum-likelihood scattering density by
    expectation-maximisation: 200 flops and ``iterations`` x 45 a path voxel, the tracks read again
    each iteration; at 10 iterations it has not converged and in fp32 at 200 its log-likelihood
    drifts: fail) or ``binned_clustering`` (16 neighbouring closest-approach points weighed, 25 flops
    each, and 12 a path voxel; at 2-cm voxels too few points a voxel: fails). ``momentum`` (no
    order) of each muon: ``none`` (without it closest approach blurs at 2 cm: fails),
    ``drift_estimate`` (from the drift tubes' multiple scattering, 80 flops) or ``spectrometer``
    (150). ``tracks_block`` tracks a block, a thread a track (fewer leave lanes idle); in shared
    memory 48 bytes a track (closest approach), the EM's two accumulators for a slab of (side /
    voxel)^2 x 8 voxels and 64 bytes a track, or the clusters' 16 x 12 bytes a track and 4 KB (over
    the 382 KB: fails); 40, 72 or 56 registers (1.5 times in fp64; over the register file: fails);
    the blocks in waves over the cores; ``precision`` fp32 or fp64 (at ``fp64_rate``). 48 bytes a
    track read a pass, 60 ms besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        al, mo, pr = (np.asarray(c[k]) for k in ("algorithm", "momentum", "precision"))
        vx, it, tb, th = c["voxel_cm"], c["iterations"], c["tracks_block"], c["threads"]
        fp64 = pr == "fp64"
        word = np.where(fp64, 8.0, 4.0)
        path = side_cm / vx * 1.5
        mom = np.select([mo == "none", mo == "drift_estimate"], [0.0, 80.0], 150.0)
        per_track = np.select([al == "poca", al == "em_mlsd"],
                              [60.0 + 8.0 * path, 200.0 + it * path * 45.0], 16.0 * 25.0 + 12.0 * path) + mom
        slab = (side_cm / vx) ** 2 * 8.0
        smem = np.select([al == "poca", al == "em_mlsd"], [tb * 48.0, slab * 2.0 * word + tb * 64.0],
                         tb * 16.0 * 12.0 + 4096.0)
        regs = np.select([al == "poca", al == "em_mlsd"], [40.0, 72.0], 56.0) * np.where(fp64, 1.5, 1.0)
        res = _g(th, smem, regs)
        occ = np.minimum(1.0, res * th / 2048.0)
        rate = cores * 128 * ghz * 1e3 * (0.3 + 0.7 * occ) * np.where(fp64, fp64_rate, 1.0)
        lanes = np.minimum(1.0, tb / th)
        blocks = np.ceil(tracks / tb)
        waves = np.ceil(blocks / (cores * np.maximum(res, 1.0)))
        block_t = tb * per_track / (rate / cores / np.maximum(res, 1.0) * lanes)
        passes = np.where(al == "em_mlsd", it, 1.0)
        t = waves * block_t + tracks * 48.0 * passes / dram_bw + 6.0e4
        bad = ((res < 1) | ((al == "em_mlsd") & ~fp64 & (it == 200)) | ((al == "poca") & (mo == "none") & (vx == 2))
               | ((al == "em_mlsd") & (it == 10)) | ((al == "binned_clustering") & (vx == 2)))
        return np.where(bad, np.nan, t)
    return cost


def muography_params() -> dict[str, list[Any]]:
    return {"algorithm": ["poca", "em_mlsd", "binned_clustering"], "voxel_cm": [2, 5, 10], "iterations": [10, 50, 200],
            "momentum": ["none", "drift_estimate", "spectrometer"], "tracks_block": [64, 256, 1024],
            "threads": [128, 256, 512, 1024], "precision": ["fp32", "fp64"]}


def amplicon_denoise(samples: float, uniques: int, cores: int, dram_bw: float, ghz: float
                     ) -> Callable[[Cols], np.ndarray]:
    """Amplicon sequence variants of a microbiome survey's 16S rRNA reads on a GPU: ``samples``
    samples of ``uniques`` unique 250-nt reads each, every unique read denoised (alignments of
    250 x (2 ``band`` + 1) cells, 6 flops each). ``denoiser`` (no order): ``divisive_partition``
    (the reads partitioned until none is explained by its partition's errors: k-mer distances to
    300 partition centres, 40 flops each, and banded alignments to 30; at a band of 8 the V4
    region's homopolymer indels fall outside: fails), ``abundance_skew`` (each read against a
    twentieth of the others, the more abundant, by k-mers, 5% of them aligned) or
    ``error_subtraction`` (the expected errors of the more abundant reads subtracted over a fixed
    read length, 4 x 250 x 30 flops, no alignment). ``error_model`` (no order): ``learned_loess``
    (error rates learnt from the data by a loess fit, 4 self-consistent rounds of the denoiser),
    ``monotone_binned`` (a monotone fit for binned quality scores, 4.5 rounds) or ``fixed_profile``
    (one round); the partitions' p-values need learnt rates (with a fixed profile fail) and the
    subtraction uses its static profile only (with a learnt one fails). ``chimera`` (no order):
    ``none`` (the subtraction leaves its chimeras: fails), ``denovo_bimera`` (each read against
    pairs of more abundant parents: a fiftieth, 2% of the cells) or ``reference_kmer`` (against a
    reference database: 8 k-mer look-ups a base and 16 alignments). ``uniques_block`` reads a block,
    4 threads a read (fewer leave lanes idle), the alignments' traceback (2 bits a cell) or the
    subtraction's 500 bytes a read and the 10.5 KB error table in shared memory (over the 402 KB:
    fails); 64, 48 or 32 registers and 16 more at a band of 64; the blocks in waves over the cores.
    500 bytes a read read, 50 ms besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        dn, em, ch = (np.asarray(c[k]) for k in ("denoiser", "error_model", "chimera"))
        bw, ub, th = c["band"], c["uniques_block"], c["threads"]
        cells = 250.0 * (2.0 * bw + 1.0) * 6.0
        comps = np.select([dn == "divisive_partition", dn == "abundance_skew"],
                          [300.0 * 40.0 + 30.0 * cells, uniques / 20.0 * 40.0 + uniques / 20.0 * 0.05 * cells],
                          250.0 * 4.0 * 30.0)
        rounds = np.select([em == "learned_loess", em == "monotone_binned"], [4.0, 4.5], 1.0)
        chim = np.select([ch == "none", ch == "denovo_bimera"], [0.0, uniques / 50.0 * 2.0 * cells * 0.02],
                         250.0 * 8.0 + 16.0 * cells)
        per_unique = comps * rounds + chim
        smem = np.where(dn == "error_subtraction", ub * 250.0 * 2.0, ub * 250.0 * (2.0 * bw + 1.0) / 4.0) \
            + 16.0 * 41.0 * 16.0
        regs = np.select([dn == "divisive_partition", dn == "abundance_skew"], [64.0, 48.0], 32.0) \
            + np.where(bw == 64, 16.0, 0.0)
        res = _h(th, smem, regs)
        occ = np.minimum(1.0, res * th / 1536.0)
        rate = cores * 128 * ghz * 1e3 * (0.25 + 0.75 * occ)
        lanes = np.minimum(1.0, ub * 4.0 / th)
        total = samples * uniques
        blocks = np.ceil(total / ub)
        waves = np.ceil(blocks / (cores * np.maximum(res, 1.0)))
        block_t = ub * per_unique / (rate / cores / np.maximum(res, 1.0) * lanes)
        t = waves * block_t + total * 250.0 * 2.0 / dram_bw + 5.0e4
        bad = ((res < 1) | ((em == "fixed_profile") & (dn == "divisive_partition"))
               | ((em != "fixed_profile") & (dn == "error_subtraction")) | ((bw == 8) & (dn == "divisive_partition"))
               | ((ch == "none") & (dn == "error_subtraction")))
        return np.where(bad, np.nan, t)
    return cost


def amplicon_params() -> dict[str, list[Any]]:
    return {"denoiser": ["divisive_partition", "abundance_skew", "error_subtraction"],
            "error_model": ["learned_loess", "monotone_binned", "fixed_profile"], "band": [8, 16, 64],
            "chimera": ["none", "denovo_bimera", "reference_kmer"], "uniques_block": [8, 32, 128],
            "threads": [64, 128, 256, 512]}


def annuity_reserves(points: float, outer: int, months: int, cores: int, ghz: float, l2_kb: float
                     ) -> Callable[[Cols], np.ndarray]:
    """A life insurer's variable-annuity reserves and capital by nested stochastic valuation on a
    CPU with two hardware threads a core (the second adds 25%): ``points`` model points, ``outer``
    real-world outer scenarios and, in each, ``inner_paths`` risk-neutral inner paths of
    ``months`` monthly steps (the guarantees' cash flows: 60 cycles a step from a 2.7 MB mortality
    and lapse table, twice with two threads a core: over the ``l2_kb`` KB of L2 a core, twice
    that). ``proxy`` (no order): ``full_nested`` (every outer scenario valued by its inner paths),
    ``lsmc_regression`` (least-squares Monte Carlo: a twenty-fifth of the outer scenarios at a fifth
    of the paths, and a 40-function regression, 30 cycles a function, for every scenario) or
    ``replicating_portfolio`` (a fiftieth of the scenarios fitted to 60 instruments priced in closed
    form, 200 cycles each; regime switching has no closed forms: fails). ``equity_model`` (no
    order): ``black_scholes`` (20 cycles a step), ``heston_qe`` (Heston's stochastic volatility by
    Andersen's quadratic-exponential scheme, 90) or ``regime_switching`` (two regimes, 21).
    ``variance`` (no order) reduction: ``plain_mc`` (its 99.5% quantile's error at 500 paths or
    fewer: fails), ``control_variate`` (the guarantee's Black-Scholes value, 3% more) or
    ``moment_matching`` (2%). ``points_task`` model points a task (3 ms to start it) in waves over
    ``threads`` threads (fewer tasks than threads leave threads idle); a run over the two-hour
    closing window fails. Barely mattering: ``point_order`` (``by_issue_year`` 0.3% more than
    ``by_product``), ``reinsurance`` (``gross_then_net`` 0.4% more than ``net_only``),
    ``fx_conversion`` (``every_step`` 0.2% more than ``at_end``) and ``granularity``
    (``per_policy`` 0.5% more than ``per_cohort``): ten parameters. 0.2 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        px, eq, vr = (np.asarray(c[k]) for k in ("proxy", "equity_model", "variance"))
        mo, rn = np.asarray(c["point_order"]), np.asarray(c["reinsurance"])
        fx, gr = np.asarray(c["fx_conversion"]), np.asarray(c["granularity"])
        ip, pt, th = c["inner_paths"], c["points_task"], c["threads"]
        per_core = np.where(th > cores, 2.0, 1.0)
        cliff = np.where(2.7 * 1024.0 * per_core > l2_kb, 2.0, 1.0)
        step = np.select([eq == "black_scholes", eq == "heston_qe"], [20.0, 90.0], 21.0) + 60.0 * cliff
        vrf = np.select([vr == "plain_mc", vr == "control_variate"], [1.0, 1.03], 1.02)
        path = months * step * vrf
        per_point = np.select([px == "full_nested", px == "lsmc_regression"],
                              [outer * ip * path, outer / 25.0 * ip / 5.0 * path + outer * 40.0 * 30.0],
                              outer / 50.0 * ip * path + outer * 60.0 * 200.0)
        barely = (np.where(mo == "by_issue_year", 1.003, 1.0) * np.where(rn == "gross_then_net", 1.004, 1.0)
                  * np.where(fx == "every_step", 1.002, 1.0) * np.where(gr == "per_policy", 1.005, 1.0))
        point_t = per_point * barely / (ghz * 1e3)
        tasks = np.ceil(points / pt)
        busy = np.minimum(th, tasks)
        eff = smt_cores(busy, cores, 0.25)
        per_task = (pt * point_t + 3000.0) * (busy / eff)
        t = np.ceil(tasks / th) * per_task + 2.0e5
        bad = (((vr == "plain_mc") & (ip <= 500)) | ((px == "replicating_portfolio") & (eq == "regime_switching"))
               | (t > 7.2e9))
        return np.where(bad, np.nan, t)
    return cost


def annuity_params() -> dict[str, list[Any]]:
    return {"proxy": ["full_nested", "lsmc_regression", "replicating_portfolio"],
            "equity_model": ["black_scholes", "heston_qe", "regime_switching"],
            "variance": ["plain_mc", "control_variate", "moment_matching"], "inner_paths": [100, 500, 1000, 5000],
            "points_task": [1, 16, 256], "threads": [434, 868], "point_order": ["by_product", "by_issue_year"],
            "reinsurance": ["net_only", "gross_then_net"], "fx_conversion": ["at_end", "every_step"],
            "granularity": ["per_cohort", "per_policy"]}


def drone_show(shows: float, drones: int, formations: int, cores: int, ghz: float, l2_kb: float
               ) -> Callable[[Cols], np.ndarray]:
    """A drone-light-show company's shows planned on a CPU with two hardware threads a core (the
    second adds 30%): ``shows`` shows of ``drones`` drones, each show's ``formations`` transitions
    between formations planned: the drones assigned to the next formation's points, their
    trajectories, a collision check at ``clearance_m`` m and the conflicts it finds resolved.
    ``assignment`` (no order): ``greedy_nearest`` (4 cycles a pair), ``jonker_volgenant`` (a
    shortest-augmenting-path assignment, n^2.3 x 4 cycles) or ``bottleneck`` (the longest flight
    minimised, n^2 log2 n x 12); they leave 600, 80 or 25 conflicts a transition (times the
    trajectories' 1, 0.35 or 0.5 and (clearance / 1.5 m)^2). ``trajectory`` (no order):
    ``straight`` (10 cycles a drone; with the greedy assignment its crossings cannot be resolved:
    fails), ``staggered_straight`` (straight lines with staggered starts, 60) or ``min_snap``
    (minimum-snap polynomials, 400); a conflict costs twice a drone's trajectory and a re-plan of
    1.5 x 10^6, 2 x 10^5 or 5 x 10^5 cycles (a new path, a new start time or a new spline).
    ``check`` (no order): ``sampled_pairs`` (every pair at every sample, 3 cycles),
    ``altitude_layers`` (the pairs within each of 16 altitude layers, 2 cycles; both read the
    show's 2.3 MB keyframe table, twice with two threads a core: over the ``l2_kb`` KB of L2 a
    core, 2.2 times; at 1 m and 5 samples a second both miss collisions between samples: fail) or
    ``swept_volumes`` (each flight's swept volume against its neighbours', 30 x 60 x (2.5 m /
    clearance)^2 cycles a drone; the splines' swept volumes are not convex: with ``min_snap``
    fails), ``samples_s`` samples a second over 12-second transitions; the greedy assignment at
    2.5 m cannot fit its detours into the show's airspace: fails. ``shows_task`` shows a task (1.5
    ms to start it) in waves over ``threads`` threads (fewer tasks than threads leave threads
    idle). 0.1 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        asg, tr, ck = (np.asarray(c[k]) for k in ("assignment", "trajectory", "check"))
        ss, cl, st, th = c["samples_s"], c["clearance_m"], c["shows_task"], c["threads"]
        per_core = np.where(th > cores, 2.0, 1.0)
        cliff = np.where(2.3 * 1024.0 * per_core > l2_kb, 2.2, 1.0)
        n = float(drones)
        assign = np.select([asg == "greedy_nearest", asg == "jonker_volgenant"],
                           [n * n * 4.0, n ** 2.3 * 4.0], n * n * np.log2(n) * 12.0)
        per_drone = np.select([tr == "straight", tr == "staggered_straight"], [10.0, 60.0], 400.0)
        samples = ss * 12.0
        check = np.select([ck == "sampled_pairs", ck == "altitude_layers"],
                          [samples * n * n / 2.0 * 3.0 * cliff, samples * n * n / 32.0 * 2.0 * cliff],
                          n * 30.0 * 60.0 * (2.5 / cl) ** 2)
        conflicts = (np.select([asg == "greedy_nearest", asg == "jonker_volgenant"], [600.0, 80.0], 25.0)
                     * np.select([tr == "straight", tr == "staggered_straight"], [1.0, 0.35], 0.5) * (cl / 1.5) ** 2)
        replan = np.select([tr == "straight", tr == "staggered_straight"], [1.5e6, 2.0e5], 5.0e5)
        resolve = conflicts * (2.0 * per_drone + replan)
        per_transition = assign + n * per_drone + check + resolve
        show_t = formations * per_transition / (ghz * 1e3)
        tasks = np.ceil(shows / st)
        busy = np.minimum(th, tasks)
        eff = smt_cores(busy, cores, 0.3)
        per_task = (st * show_t + 1500.0) * (busy / eff)
        t = np.ceil(tasks / th) * per_task + 1.0e5
        bad = (((asg == "greedy_nearest") & ((tr == "straight") | (cl == 2.5)))
               | ((cl == 1.0) & (ss == 5) & (ck != "swept_volumes")) | ((ck == "swept_volumes") & (tr == "min_snap")))
        return np.where(bad, np.nan, t)
    return cost


def drone_params() -> dict[str, list[Any]]:
    return {"assignment": ["greedy_nearest", "jonker_volgenant", "bottleneck"],
            "trajectory": ["straight", "staggered_straight", "min_snap"],
            "check": ["sampled_pairs", "altitude_layers", "swept_volumes"], "samples_s": [5, 20, 50],
            "clearance_m": [1.0, 1.5, 2.5], "shows_task": [1, 16, 256], "threads": [434, 868]}


def tree_ring(series: float, rings: int, cores: int, ghz: float, l2_kb: float) -> Callable[[Cols], np.ndarray]:
    """Dendrochronological cross-dating of an archive's undated tree-ring series on a CPU with two
    hardware threads a core (the second adds 30%): ``series`` series of ``rings`` rings (timbers,
    panels and instruments measured over decades), each standardised and slid against master
    chronologies over ``window_years`` candidate end years. ``standardisation`` (no order):
    ``raw_widths`` (none; the raw widths do not match a composite's indices: with it fails),
    ``negative_exponential`` (80 cycles a ring), ``spline_32yr`` (a 32-year smoothing spline, 250)
    or ``regional_curve`` (120). ``statistic`` (no order) at every offset: ``baillie_pilcher_t``
    (10 cycles a ring), ``hollstein_t`` (8) or ``glk_screen_t`` (the Gleichlaeufigkeit's sign
    agreement at every offset, 3 cycles a ring, and a t-value at the 5% it passes; on raw widths the
    t-values it passes are trend-inflated and on quarter segments its sign test is too weak: fail).
    ``segments`` (1, 2 or 4) correlated separately, 50 cycles a segment and offset. ``masters`` (no
    order): ``nearest_10`` (the ten nearest chronologies), ``all_300`` (all 300; their 2.4 MB of
    indices, twice with two threads a core: over the ``l2_kb`` KB of L2 a core, 2.5 times; over a
    1,000-year window the archive-wide search's false matches: fail) or ``composite`` (one regional
    composite built first, 1.2 x 10^6 cycles; it spans 600 years: over a 1,000-year window fails).
    ``series_task`` series a task (0.8 ms to start it) in waves over ``threads`` threads (fewer
    tasks than threads leave threads idle). 0.1 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        sd, ss, ma = (np.asarray(c[k]) for k in ("standardisation", "statistic", "masters"))
        wy, sg, st, th = c["window_years"], c["segments"], c["series_task"], c["threads"]
        per_core = np.where(th > cores, 2.0, 1.0)
        nm = np.select([ma == "nearest_10", ma == "all_300"], [10.0, 300.0], 1.0)
        cliff = np.where((ma == "all_300") & (2.4 * 1024.0 * per_core > l2_kb), 2.5, 1.0)
        stand = np.select([sd == "raw_widths", sd == "negative_exponential", sd == "spline_32yr"],
                          [0.0, 80.0, 250.0], 120.0) * rings
        stat = np.select([ss == "baillie_pilcher_t", ss == "hollstein_t"], [10.0, 8.0], 3.0 + 0.05 * 10.0)
        corr = wy * nm * (rings * stat + sg * 50.0) * cliff
        build = np.where(ma == "composite", 300.0 * 1000.0 * 4.0, 0.0)
        series_t = (stand + corr + build) / (ghz * 1e3)
        tasks = np.ceil(series / st)
        busy = np.minimum(th, tasks)
        eff = smt_cores(busy, cores, 0.3)
        per_task = (st * series_t + 800.0) * (busy / eff)
        t = np.ceil(tasks / th) * per_task + 1.0e5
        bad = (((sd == "raw_widths") & (ma == "composite")) | ((ss == "glk_screen_t") & (sg == 4))
               | ((ma == "composite") & (wy == 1000)) | ((sd == "raw_widths") & (ss == "glk_screen_t"))
               | ((ma == "all_300") & (wy == 1000)))
        return np.where(bad, np.nan, t)
    return cost


def tree_ring_params() -> dict[str, list[Any]]:
    return {"standardisation": ["raw_widths", "negative_exponential", "spline_32yr", "regional_curve"],
            "statistic": ["baillie_pilcher_t", "hollstein_t", "glk_screen_t"], "window_years": [200, 500, 1000],
            "segments": [1, 2, 4], "masters": ["nearest_10", "all_300", "composite"], "series_task": [1, 64, 1024],
            "threads": [434, 868]}


def sea_ice(members: int, days: int, area_km2: float, cores: int, dram_bw: float, ghz: float, fp64_rate: float
            ) -> Callable[[Cols], np.ndarray]:
    """Ensemble forecasts of the Arctic sea ice on a GPU: ``members`` members of ``days`` days
    over ``area_km2`` km^2 on a ``grid_km``-km grid, a step of 150 s a km (450 s at 3 km). Each
    step the ice's momentum with its ``rheology`` (no order): ``evp``
    (elastic-viscous-plastic, ``subcycles`` subcycles of 90 flops a cell; at 60 on the 3-km grid
    its elastic waves have not damped: fails), ``mevp`` (the modified EVP, 95), ``eap``
    (elastic-anisotropic-plastic, 260; its structure tensor in fp32: fails) or
    ``vp_line_relaxation`` (viscous-plastic by line relaxation: 4 x ``subcycles`` sweeps of 40
    flops, each tenth of the subcycles a pass of the fields through DRAM; on the 3-km grid too slow
    to converge: fails); then the thermodynamics of ``categories`` thickness categories, 7 layers
    of 60 flops each. ``cells_block`` cells a block, a thread a cell (fewer leave lanes idle), the
    block's tile and its halo, 8 fields and 4 a category, in shared memory (over the 382 KB:
    fails); 64, 72, 120 or 56 registers (1.5 times in fp64; over the register file: fails); the
    blocks in waves over the cores; ``precision`` fp32 or fp64 (at ``fp64_rate``). The fields read
    and written a step, 0.15 s besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        rh, pr = np.asarray(c["rheology"]), np.asarray(c["precision"])
        km, sc, ca, cb, th = c["grid_km"], c["subcycles"], c["categories"], c["cells_block"], c["threads"]
        fp64 = pr == "fp64"
        word = np.where(fp64, 8.0, 4.0)
        cells = area_km2 / (km * km)
        steps = days * 86400.0 / (150.0 * km)
        dyn = np.select([rh == "evp", rh == "mevp", rh == "eap"], [sc * 90.0, sc * 95.0, sc * 260.0], sc * 4.0 * 40.0)
        thermo = ca * 7.0 * 60.0
        per_cell = dyn + thermo + 150.0
        side = np.sqrt(cb)
        smem = (side + 2.0) ** 2 * (8.0 + 4.0 * ca) * word
        regs = np.select([rh == "evp", rh == "mevp", rh == "eap"], [64.0, 72.0, 120.0], 56.0) * np.where(fp64, 1.5, 1.0)
        res = _g(th, smem, regs)
        occ = np.minimum(1.0, res * th / 2048.0)
        rate = cores * 128 * ghz * 1e3 * (0.3 + 0.7 * occ) * np.where(fp64, fp64_rate, 1.0)
        lanes = np.minimum(1.0, cb / th)
        blocks = np.ceil(cells / cb)
        waves = np.ceil(blocks / (cores * np.maximum(res, 1.0)))
        block_t = cb * per_cell / (rate / cores / np.maximum(res, 1.0) * lanes)
        traffic = cells * (8.0 + 4.0 * ca) * word * 2.0 * np.where(rh == "vp_line_relaxation", sc / 10.0, 1.0)
        t = members * steps * (waves * block_t + traffic / dram_bw) + 1.5e5
        bad = ((res < 1) | ((rh == "evp") & (sc == 60) & (km == 3)) | ((rh == "vp_line_relaxation") & (km == 3))
               | (~fp64 & (rh == "eap")))
        return np.where(bad, np.nan, t)
    return cost


def sea_ice_params() -> dict[str, list[Any]]:
    return {"rheology": ["evp", "mevp", "eap", "vp_line_relaxation"], "grid_km": [3, 6, 12],
            "subcycles": [60, 120, 240], "categories": [1, 5, 10], "cells_block": [64, 256, 1024],
            "threads": [128, 256, 512, 1024], "precision": ["fp32", "fp64"]}


def platelet_inventory(hospitals: float, years: int, cores: int, ghz: float, mem_gb: float
                       ) -> Callable[[Cols], np.ndarray]:
    """A national blood service's platelet inventory policies on a CPU with two hardware threads a
    core (the second adds 30%): ``hospitals`` hospital scenarios (hospitals under demand and supply
    what-ifs), each ``years`` years of days simulated for enough replications to certify the
    ``target_fill`` fill rate (20, 100 or 1,000). A day: the ``policy`` (no order)
    ``standing_order`` (5 cycles; at 99.9% its outdates: fails), ``age_based_order`` (ordering by
    the stock's ages, 40), ``sdp_age_vector`` (a stochastic dynamic programme over the age vector,
    solved once: 41^(shelf days - 1) states of 20 cycles, its table 4 bytes a state held by every
    busy thread: over the ``mem_gb`` GB fails; it cannot couple hospitals: with transshipment
    fails) or ``forecast_order`` (150), the ``demand`` (no order) ``stationary`` (10; at 99.9% the
    Monday surgery peaks: fails), ``weekday_pattern`` (25) or ``surgical_schedule`` (40), the
    ``transshipment`` (no order) ``none``, ``lateral`` (between neighbouring hospitals, 60) or
    ``central_pool`` (30; with a 5-day shelf life the day in transit outdates too many: fails), and
    the stock aged, 3 cycles a day of the ``shelf_days`` (5, or 7 with pathogen reduction). 20 ms
    a scenario (its five years of transfusion records read and its demand fitted);
    ``hospitals_task`` scenarios a task (1 ms to start it) in waves over ``threads`` threads
    (fewer tasks than threads leave threads idle). 0.1 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        po, ts, dm = (np.asarray(c[k]) for k in ("policy", "transshipment", "demand"))
        sl, tf, ht, th = c["shelf_days"], c["target_fill"], c["hospitals_task"], c["threads"]
        reps = np.select([tf == 0.95, tf == 0.99], [20.0, 100.0], 1000.0)
        day = np.select([po == "standing_order", po == "age_based_order", po == "forecast_order"],
                        [5.0, 40.0, 150.0], 20.0) \
            + np.select([dm == "stationary", dm == "weekday_pattern"], [10.0, 25.0], 40.0) \
            + np.select([ts == "none", ts == "lateral"], [0.0, 60.0], 30.0) + 3.0 * sl
        states = np.where(sl == 7, 41.0 ** 6, 41.0 ** 4)
        sdp = np.where(po == "sdp_age_vector", states * 20.0, 0.0)
        per_h = reps * years * 365.0 * day + sdp
        h_t = per_h / (ghz * 1e3) + 2.0e4
        tasks = np.ceil(hospitals / ht)
        busy = np.minimum(th, tasks)
        eff = smt_cores(busy, cores, 0.3)
        per_task = (ht * h_t + 1000.0) * (busy / eff)
        t = np.ceil(tasks / th) * per_task + 1.0e5
        memb = busy * np.where(po == "sdp_age_vector", states * 4.0, 1.0e6)
        bad = ((memb > mem_gb * 1e9) | ((po == "sdp_age_vector") & (ts != "none"))
               | ((po == "standing_order") & (tf == 0.999)) | ((dm == "stationary") & (tf == 0.999))
               | ((ts == "central_pool") & (sl == 5)))
        return np.where(bad, np.nan, t)
    return cost


def platelet_params() -> dict[str, list[Any]]:
    return {"policy": ["standing_order", "age_based_order", "sdp_age_vector", "forecast_order"],
            "transshipment": ["none", "lateral", "central_pool"], "shelf_days": [5, 7],
            "demand": ["stationary", "weekday_pattern", "surgical_schedule"], "target_fill": [0.95, 0.99, 0.999],
            "hospitals_task": [1, 16, 256], "threads": [434, 868]}


def seen_49_synthetic() -> list[tuple[str, Landscape]]:
    """The forty-ninth held-out set's synthetic part: nine families no earlier set had (constants
    of a 446-core GPU with 382 KB of shared memory a core, 12.1 TB/s at 1.81 GHz and fp64 at 1/2, a
    418-core one with 402 KB, 10.9 TB/s at 1.77 GHz and fp64 at 1/64, and a 434-core CPU with two
    hardware threads a core at 2.39 GHz with 4.375 MB of L2 a core and 8448 GB; times in us)."""
    L, S = Landscape, "seen_49"
    return [
        (S, L("vineyard_harvest_ax", vineyard_params(), vineyard_harvest(6.0e5, 1800, 70, 434, 2.39, 4480.0), 0.02)),
        (S, L("surface_code_ax", surface_params(), surface_code(2.0e9, 418, 1.09e7, 1.77), 0.03)),
        (S, L("muography_ax", muography_params(), muography(2.0e9, 300.0, 446, 1.21e7, 1.81, 1 / 2), 0.04)),
        (S, L("amplicon_denoise_ax", amplicon_params(), amplicon_denoise(3.0e5, 5000, 418, 1.09e7, 1.77), 0.05)),
        (S, L("annuity_reserves_ax", annuity_params(), annuity_reserves(4.0e4, 5000, 360, 434, 2.39, 4480.0), 0.01)),
        (S, L("drone_show_ax", drone_params(), drone_show(1200, 3200, 40, 434, 2.39, 4480.0), 0.02)),
        (S, L("tree_ring_ax", tree_ring_params(), tree_ring(2.0e6, 180, 434, 2.39, 4480.0), 0.03)),
        (S, L("sea_ice_ax", sea_ice_params(), sea_ice(40, 10, 1.6e7, 446, 1.21e7, 1.81, 1 / 2), 0.04)),
        (S, L("platelet_inventory_ax", platelet_params(), platelet_inventory(2.0e5, 5, 434, 2.39, 8448.0), 0.01)),
    ]


SEEN_49_DIR = _data_dir("zoo_seen_49")


def seen_49() -> list[tuple[str, Landscape]]:
    """The forty-ninth held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_49/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_49", SEEN_49_DIR)
    return seen_49_synthetic() + recorded
