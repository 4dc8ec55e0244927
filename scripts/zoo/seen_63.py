"""The zoo's ``seen_63`` set.

``seen_63`` (was ``held_out_63``, :func:`seen_63`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the forty-sixth round, see docs/benchmarks.md):
0 wins / 11 ties / 2 losses against the best peer, geo-mean
1.0100, second of the five (tpe_mv 1.0068; random 1.1857); the synthetic nine 0 / 9 / 0, the
best geo-mean there (1.0013; tpe_mv 1.0016); on 30 seeds its recorded four 0 / 2 / 2 (losses on
the GEMM, 1.041 against tpe_mv's 1.000, and the LayerNorm, 1.025 against tpe's 1.000), second of
five by geo-mean there (1.0299; tpe_mv 1.0185); scored by the median of 9 quiet samples 0 / 1 / 3
with ``--confirm 0`` (the attention, 1.008 against tpe's 1.003, the FFN, 1.007 against tpe_mv's
1.000, and the LayerNorm, 1.018 against random's 1.010; the last of five) and 0 / 2 / 2 with
``--confirm 3`` (the FFN, 1.007 against random's 1.000, and the GEMM, 1.015 against tpe's 1.000;
the last of five); R1 0 / 11 / 2 as committed (1.0090, second of six, ahead of the default), the
last of six with ``--confirm 0`` (1.0137) and third with ``--confirm 3`` (1.0010).
Evaluated on an AVX-512 host with the numerics pinned (numpy's X86_V4 loops), where its committed traces were made; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (oil spill response, concentrating solar power,
cotton ginning, audio mastering, kelp farming, rail freight hump yards, airport baggage handling,
aquatic centre operation, dairy farming's milking robots), with constants unlike the other sets'
(a cluster of up to 8 nodes of 139 cores at 3.13 GHz with two hardware threads a core, 409 MB of L3
a node shared by the threads busy on it and 737 GB of DRAM a node at 0.43 TB/s, the nodes joined by
a network of 2.74 us a message and 27.5 GB/s a link; a 267-core GPU with 171 KB of shared memory a
core and 8.45 TB/s at 1.715 GHz, holding 2048 threads and 32 blocks a core, fp64 at half the rate,
79 GB of HBM, behind a 41.5 GB/s host link, and a 383-core one with 119 KB a core and 5.55 TB/s at
2.435 GHz, holding 1536 threads and 24 blocks a core, fp64 at 1/32 of the rate, 109 GB, behind a
21.7 GB/s link, both with 64 two-flop lanes and 255 registers a thread; times in us, bandwidths in
bytes/us). The cluster families fill the nodes one by one with their chunks' threads, send their
inputs down a tree of messages, hand each chunk out from the first node and gather the results
back over its link; the GPU families run their blocks in whole waves, latency hidden by the
occupancy, and overlap their host copies with the kernel over one to four streams:

- ``oil_spill_bl`` (1728, 62.4%, 2888x): an oil spill response contractor's slick forecasts, 2 x
  10^6 parcels drifted 96 hours on the 267-core GPU, the currents with a windage, the Stokes drift
  or Langmuir mixing (at hourly steps: fails), Fingas evaporation, pseudo-components or the full
  fate (in fp32: fails), 5-60-minute steps, fp32 or fp64, 64-512 parcels a block (over the 171 KB:
  fail), 128-1024 threads (over the register file: fail), one or four streams (with fp64 over the
  79 GB: fail); one within 5%.
- ``heliostat_aim_bl`` (864, 41.1%, 162830x): a solar tower plant's heliostat aim-point studies,
  9,600 heliostats over a year's daylight hours on the 383-core GPU, HFLCAL, UNIZAR or cone optics
  (in fp32: fails), no shading or the neighbours', one aim point, a vertical spread or adaptive
  aiming (not with HFLCAL, not on 16-pixel panels), 16-64-pixel panels, fp32 or fp64 at 1/32 of the
  rate, 32-256 heliostats a block (over the 119 KB: fail), 256 or 512 threads (over the register
  file: fail); one within 5%.
- ``cotton_gin_bl`` (1728, 48.1%, 1419x): a cotton gin's processing plans, 4,000 what-if seasons
  of 24,000 bales on the cluster, a fixed moisture, a tower dryer or fibre moisture diffusion (at
  one-bale steps: fails), one or two saw lint cleaners or the fibre damage (its tables over the L3
  with two threads a core: a cliff; at 20-bale steps: fails), saw or roller gin stands (the roller
  not with two saw cleaners), 1-20-bale steps, 1-64 seasons a chunk over 1-8 nodes, one or two
  threads a core (over a node's 737 GB: fail); one within 5%.
- ``audio_master_bl`` (1944, 37.7%, 37.7x): a mastering studio's loudness renders, 16 what-if
  masters of a 12-track album a launch on the 267-core GPU, biquads, FFT-convolved FIR (not in
  1024-sample windows) or dynamic EQ, peak or RMS single-band or four-band compression, brickwall
  or four- or eight-times oversampled true-peak limiting (eight times in fp32 after four bands:
  fails), fp32 or fp64, 1024-16384-sample windows (over the 171 KB: fail), 128-1024 threads (over
  the register file: fail), one, two or four streams; 18 within 5%.
- ``kelp_farm_bl`` (2592, 53.5%, 447x): a kelp farm's grow-out plans, 3,000 what-if seasons of 60
  longlines on the cluster, light and temperature, Droop's nitrogen quota or frond cohorts (not
  with the climatology), a nitrate climatology, advected nitrate (its tables over the L3 with two
  threads a core: a cliff) or a coupled NPZ model, static drag, quasi-static waves (not hourly) or
  the lines' dynamics (not daily), 1-24-hour steps, 1-64 plans a chunk over 1-8 nodes, one or two
  threads a core (over a node's 737 GB: fail); 16 within 5%.
- ``hump_yard_bl`` (1296, 47.2%, 5694x): a rail freight hump yard's humping plans, 4 x 10^7
  what-if cuts a launch on the 383-core GPU, a constant or Davis resistance or the wagons' dynamics
  (not at 200 ms, not in fp64: over 255 registers), fixed exit speeds, clasp retarders or
  target-speed control (not at 200 ms), calm or wind and cold (not with a constant resistance),
  10-200-ms steps, fp32 or fp64 at 1/32 of the rate, 64-512 cuts a block (over the 119 KB: fail),
  one, two or four streams; 13 within 5%.
- ``baggage_hall_bl`` (3456, 43.8%, 85.2x): a hub airport's baggage system plans, 500 what-if days
  on the cluster, tilt-tray or cross-belt sorters or destination-coded vehicles (their tables over
  the L3 with two threads a core: a cliff; not at 20-second steps), single- or multi-level or CT
  screening (not at one-second steps), a first-in-first-out or dynamic release from the early bag
  store or an hourly integer programme (not at 1-2-second steps), 1-20-second steps, 1-64 days a
  chunk over 1-8 nodes, one or two threads a core (over a node's 737 GB: fail); 40 within 5%.
- ``pool_hall_bl`` (1296, 46.8%, 226x): an aquatic centre's water and air plant plans, 520 what-if
  years on the cluster, free chlorine, chloramine kinetics (its tables over the L3 with two threads
  a core: a cliff) or UV dechloramination (not at 15-minute steps, not with a mixed hall), a mixed
  or zonal hall or the hall's CFD (not at 5- and 15-minute steps), timetabled or stochastic
  bathers, 1-15-minute steps, 1-128 years a chunk over 2-8 nodes, one or two threads a core (over a
  node's 737 GB: fail); 32 within 5%.
- ``dairy_robot_bl`` (10368, 40.7%, 314x): a dairy farm's milking robot plans, 2 x 10^4 what-if
  years of 650 cows on the cluster, Wood's or Dijkstra's lactation curve or mammary cell kinetics
  (not at 15-minute steps), free, milk-first or feed-first cow traffic (not at 15-minute steps),
  first-in-first-out or priority queues at the robots, 1-15-minute steps, 1-256 years a chunk over
  2-8 nodes (over a node's 737 GB: fail), and four that barely matter (the visit log, the report
  format, the sensors' polling, the alarms' channel): ten parameters, 128 within 5%.


And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a non-causal multi-query attention, a decoder's cross-attention (68 query tokens over 132
encoder states, 31 query heads over one KV head, d 480), with its query block, KV split and unroll
but its KV block, softmax, pipeline and ``opt_level`` left at the default (query blocks of 16, 32,
64 and 128: 5, 3, 2 and 1 blocks of the 68; KV splits of 1 to 16: 1, 2, 3, 5 and 9 chunks of whole
16-key panels), a plain GEMM (no batch, no bias) tuning its M tile with the output alignment and the
packed B layout (300 rows: 19 to 2 row blocks; its N and K tiles, pipeline, L1 prefetch,
``opt_level``, schedule and unroll at the default), a non-gated tanh-GELU FFN tuning the gate/up M
tile with the gate/up L1 prefetch and ``opt_level`` (O1, O2 and O3: no O0; 244 tokens: 16 to 1 row
blocks), and a LayerNorm with its hidden split and unroll but neither its rows a block, its stats,
its pipeline nor its ``opt_level`` (a set no earlier LayerNorm or RMSNorm space tuned; 20
configurations, the full value lists: the untuned norm sets of 21 or more are used up and this is
one of the two largest left, the one without O0), each space measured exhaustively (every
configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_63/`` (gzip JSON, times in
us, provenance in each file's ``source``, 8.6 KB in all). They were recorded on the shared 2-core
machine the standing way, ``--only`` each, one after another, the recorder at normal priority (not
niced), 60 s after the lead's go (the load average 0.32 at the start), on the host that recorded
held_out_62's four (now seen_62's), an AMD EPYC with AVX-512 (avx512f, avx512dq, avx512bw, avx512vl
and more): their ``host_cpu`` (81db2b0747f882f3) is seen_62's, so the four are measurements of the
kernels' AVX-512 paths (16-lane vectors), like seen_62's and unlike held_out_44's..held_out_61's
(e12b91328de47f4d, an AVX2-only EPYC). ``ps`` (every 60 s, seven times over the standing recording)
showed nothing else running but the recorder, its measuring worker and its C compiler, this
helper's own sampling and waiting shells (sleeping) and idle tool shells (sleeping; no other
python, benchmark or pytest process); this helper's drafting of the synthetic families had only
begun (greps of the set modules and a check of candidate hardware constants, nothing drafted or
enumerated) and during the recording it only read the logs beside it (load average 0.32-1.00
sampled every 10 s over the recording, the recorder itself included, rising from the quiet start
to about 1.0). The tail of their samples is real measurement noise (median spread 2.0-4.3%), and
the fastest sample is the true cost: EVERY OPTIMUM'S LEAD RESTS ON ONE FAST SAMPLE, the attention's
most (its other two samples 1.14 and 1.20 times it, 47th by median of 100, and 1.02 times faster
than any other configuration's fastest), the GEMM's (1.16 and 1.13 times it, the best by median by
a hair, 1.128 against 1.139, and 1.08 times faster than any other's fastest), the FFN's (1.11 and
1.08 times it, the best by median by a hair, 1.081 against 1.086, 1.03 times faster than any
other's fastest) and the LayerNorm's (1.04 and 1.12 times it, the best by median, 1.043 against
1.059, 1.03 times faster than any other's fastest). Before that, the first and the last
configuration of each space were compiled and measured once the recorder's way, in a scratch cache
outside the repository, to check they build and to estimate the recording time. Every
configuration ran, so they are 0% infeasible (reported, not forced into 30-70%):

=================================================================  ==========================================  =======  ======  ======  =========
landscape                                                          op (shape)                                  configs  params  spread  worst/opt
=================================================================  ==========================================  =======  ======  ======  =========
cpu_attention_mqa31_cross_q_block_split_unroll                     multi-query attention, cross (31 heads          100       3      2%       1.8x
                                                                   over 1, 68 x 132, d 480)
cpu_gemm_m_tile_align_layout                                       GEMM (300 x 688 @ 688 x 680)                     96       3      4%       7.2x
cpu_ffn_gelu_tanh_m_tile_prefetch_opt                              FFN, tanh GELU (244 tokens, 672 -> 1360)         96       3      2%       1.6x
cpu_layernorm_no_rows_per_block_no_stats_no_pipeline_no_opt_level  LayerNorm (1624 rows x 3056)                     20       2      3%       1.2x
=================================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1, 2.2%, 4.3%, 2.0% and 2.5%;
within 5% of the optimum: 16, 1, 3 and 3 configurations; the attention's optimum (a query block of
128, a KV split of 4, unroll 2) has samples 1.137, 1.197 and 1.000 times its fastest and is 47th by
median of 100 (median 1.137), the next configuration (16, 1, no unroll) 1.020 times it and the best
by median (median 1.025), then (128, 1, no unroll) 1.022 (median 1.027); query blocks of 16, 32 and
64 1.020, 1.030 and 1.026 at least; KV splits of 1, 2, 8 and 16 1.020, 1.039, 1.147 and 1.308 at
least (16 chunks over 132 keys the slowest: (128, 16, unroll 4) 1.813); unrolls of 0, 4, 8 and 16
1.020, 1.032, 1.030 and 1.039 at least; the fifteen other configurations within 5% all without a KV
split but one (64, 2, unroll 2); the GEMM's optimum (an M tile of 128, the output aligned, the
z_major layout) has samples 1.163, 1.000 and 1.128 times its fastest and is the best by median of
96 (1.128), the next by median (80, not aligned, z_major) 1.138 (median 1.139), the next fastest
(176, aligned, row_major) 1.082 (median 1.240), M tiles of 16 to 256 but 128 1.082-1.163 at least,
the alignment off 1.095 at least, row_major 1.082 and col_major (the dot-product micro-kernel) 4.604
at least (col_major the slowest: (240, aligned, col_major) 7.222); the FFN's optimum (a gate/up M
tile of 144, the L1 prefetch on, O3) has samples 1.110, 1.000 and 1.081 times its fastest and is
the best by median of 96 (1.081), the next by median (176, prefetch, O3) 1.084 (median 1.086), the
next fastest (144, no prefetch, O2) 1.033 (median 1.117), M tiles of 16 to 256 but 144
1.050-1.109 at least, no prefetch 1.033, O1 1.509 and O2 1.033 at least, the whole space within
1.60 ((112, no prefetch, O1) the slowest); the LayerNorm's optimum (a hidden split of 8, unroll 16)
has samples 1.043, 1.117 and 1.000 times its fastest and is the best by median of 20 (1.043), the
next by median (8, unroll 8) 1.059 (median 1.059), the next fastest (4, unroll 8) 1.025 (median
1.107), hidden splits of 1, 2 and 4 1.156, 1.086 and 1.025 at least, unrolls of 0, 2, 4 and 8 1.088,
1.078, 1.028 and 1.025 at least, the whole space within 1.20 (no split, no unroll the slowest).)
Recording took 116 + 60 + 80 + 26 s, 4.7 minutes in all, one landscape after another (2026-12-06
09:08 to 09:13 UTC).
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, resident_blocks, smt_cores

# the cluster: nodes of 139 cores at 3.13 GHz (two hardware threads a core), 409 MB of L3 a node shared by the
# threads busy on it, 737 GB of DRAM a node at 0.43 TB/s; nodes joined by a network of 2.74 us a message and 27.5
# GB/s a link; bandwidths in bytes/us
NODE_CORES, NODE_GHZ = 139, 3.13
NODE_L3_KB = 409.0 * 1024.0
NODE_GB, NODE_BW = 737.0, 4.3e5
NET_LAT, NET_BW = 2.74, 2.75e4
# two GPUs behind host links: (cores, shared memory KB a core, threads a core, blocks a core, HBM bytes/us, GHz,
# fp64 rate, HBM GB, host link bytes/us)
GPU_R = (267, 171.0, 2048, 32, 8.45e6, 1.715, 0.5, 79.0, 4.15e4)
GPU_S = (383, 119.0, 1536, 24, 5.55e6, 2.435, 1.0 / 32.0, 109.0, 2.17e4)


def _cluster_run(n: Any, cyc: Any, nbytes: Any, gb: Any, chunk: Any, nodes: Any, two: Any, gain: float,
                 table_kb: Any = 0.0, table_cost: Any = 0.0, bcast_mb: Any = 0.0, out_bytes: Any = 0.0
                 ) -> tuple[Any, Any]:
    """``n`` items of ``cyc`` cycles, ``nbytes`` of DRAM traffic and ``gb`` GB in flight each, in chunks of ``chunk``
    over ``nodes`` nodes of the cluster, one thread a core or two (``two``; a second hardware thread adding ``gain``
    of a core). The chunks' threads fill the nodes one by one; the busiest thread does ceil(chunks / busy) chunks at
    its share of a core. A thread whose ``table_kb`` KB of tables is over its share of its node's 409 MB of L3 pays
    ``table_cost`` more on its work. A node's traffic goes to its own DRAM. Every busy node but the first gets
    ``bcast_mb`` MB of inputs down a binary tree of messages; ``out_bytes`` of results an item come back to the
    first node over its one link; each chunk is handed out by the first node, a network round trip to another node
    (0.2 us on the first). A run lasts its compute or its traffic, the longer, plus 0.15 of the shorter, and the
    messages. Returns (the time in us, the GB in flight on a busy node)."""
    per = NODE_CORES * np.where(two, 2.0, 1.0)
    chunks = np.ceil(n / chunk)
    busy = np.minimum(nodes * per, chunks)
    used = np.ceil(busy / per)
    on_node = busy / used
    share = smt_cores(on_node, NODE_CORES, gain) / on_node
    over = np.where(table_kb > NODE_L3_KB / on_node, table_cost, 0.0)
    rounds = np.ceil(chunks / busy)
    comp = rounds * chunk * cyc * (1.0 + over) / (NODE_GHZ * 1e3 * share)
    mem = n * nbytes / (used * NODE_BW)
    tree = np.ceil(np.log2(np.maximum(used, 1.0))) * (NET_LAT + bcast_mb * 1e6 / NET_BW)
    back = n * out_bytes * (used - 1.0) / used / NET_BW
    hand = rounds * np.where(used > 1, 2.0 * NET_LAT, 0.2)
    t = np.maximum(comp, mem) + 0.15 * np.minimum(comp, mem) + tree + back + hand
    return t, on_node * chunk * gb


def _gpu_batch(blocks: Any, items: Any, threads: Any, flops: Any, nbytes: Any, smem: Any, regs: Any, gpu: tuple,
               fp64: Any, copy_mb: Any, streams: Any) -> tuple[Any, Any]:
    """A launch of ``blocks`` blocks of ``items`` items on ``threads`` threads (``flops`` flops and ``nbytes`` HBM
    bytes an item, ``smem`` bytes of shared memory a block, ``regs`` registers a thread, at most 255) on a GPU of
    :data:`GPU_R`'s form with 64 two-flop lanes a core, in fp64 at its rate where ``fp64``, after ``copy_mb`` MB of
    inputs over the host link, split over ``streams`` streams. The blocks go in waves of cores x resident blocks,
    every wave whole; the blocks a core holds share its lanes, latency hidden by the occupancy (a quarter of the
    rate at none, all of it from half). A wave lasts its compute or its traffic, the longer, plus 0.08 of the
    shorter, and 0.6 us; the kernel 3 us more. The copy and the kernel overlap over the streams: the longer, plus
    the shorter over the streams, and 5 us a stream. Returns (the time in us, the blocks a core holds: 0 when one
    does not fit)."""
    cores, smem_kb, max_thr, max_blk, bw, ghz, f64 = gpu[:7]
    link = gpu[8]
    res = resident_blocks(threads, smem, regs, smem_kb, max_thr, max_blk, 255)
    per = np.maximum(res, 1.0)
    occ = per * threads / max_thr
    eff = np.minimum(1.0, 0.25 + 1.5 * occ)
    rate = np.where(fp64, f64, 1.0)
    blk = np.ceil(items / threads) * threads * flops / (128.0 * ghz * 1e3 * rate * eff)
    waves = np.ceil(blocks / (cores * per))
    wc, wm = per * blk, cores * per * items * nbytes / bw
    kern = waves * (np.maximum(wc, wm) + 0.08 * np.minimum(wc, wm) + 0.6) + 3.0
    copy = copy_mb * 1e6 / link
    t = np.maximum(copy, kern) + np.minimum(copy, kern) / streams + 5.0 * streams
    return t, res


def _of(col: Any, table: dict[str, float]) -> Any:
    """The value of each configuration's ``col`` from ``table`` (name -> value)."""
    col = np.asarray(col)
    out = np.zeros(col.shape)
    for k, v in table.items():
        out = np.where(col == k, v, out)
    return out


def cotton_gin(seasons: float) -> Callable[[Cols], np.ndarray]:
    """A cotton gin's processing plans on the cluster: ``seasons`` what-if ginning seasons (module arrivals, seed
    cotton moisture, grades) of 24,000 bales each through the gin's 40 machines at ``step_bales``-bale steps (1, 5
    or 20). ``seed_cotton_dryer`` (no order), cycles a machine and step: ``fixed_moisture`` (40), ``tower_dryer``
    (a tower dryer's heat and mass transfer, 900) or ``fibre_moisture_pde`` (moisture diffusing in the fibre and
    seed, 1.2 x 10^4; 2 GB a season in flight against 0.15; at one-bale steps stiff: fails). ``lint_cleaning``
    (no order): ``one_cleaner`` (60), ``two_saw_cleaners`` (140) or ``fibre_damage`` (fibre breakage and neps a
    saw cleaner pass, 2,600; its 2.2 MB of tables a thread over its share of the node's L3: its share of the work
    2.8 times; at 20-bale steps its pass counts blur: fails). ``gin_stand`` (no order): ``saw_gin`` (300) or
    ``roller_gin`` (1,100; roller-ginned lint is not saw cleaned twice: with ``two_saw_cleaners`` fails). 6 x 10^6
    cycles a season, 24 bytes a machine and step read, 40 MB of inputs to each node and 20 KB of results a season
    back; ``gin_season_chunk`` seasons a chunk over ``cluster_nodes`` nodes, one or two threads a core
    (``hw_threads``; a second hardware thread 0.21 of a core; over a node's 737 GB: fails). 0.03 s besides.
    Times in us."""
    def cost(c: Cols) -> np.ndarray:
        dr, lc, gs = (np.asarray(c[k]) for k in ("seed_cotton_dryer", "lint_cleaning", "gin_stand"))
        st, ch, nd, hw = c["step_bales"], c["gin_season_chunk"], c["cluster_nodes"], np.asarray(c["hw_threads"])
        steps = 2.4e4 / st
        dry = _of(dr, {"fixed_moisture": 40.0, "tower_dryer": 900.0, "fibre_moisture_pde": 1.2e4})
        lint = _of(lc, {"one_cleaner": 60.0, "two_saw_cleaners": 140.0, "fibre_damage": 2600.0})
        stand = _of(gs, {"saw_gin": 300.0, "roller_gin": 1100.0})
        item = steps * (dry + lint + stand) * 40.0 + 6.0e6
        gb = np.where(dr == "fibre_moisture_pde", 2.0, 0.15)
        tab = np.where(lc == "fibre_damage", 2200.0, 0.0)
        t, ws = _cluster_run(seasons, item, steps * 40.0 * 24.0, gb, ch, nd, hw == "two_a_core", 0.21, tab,
                             1.8 * steps * lint * 40.0 / item, 40.0, 2.0e4)
        bad = ((ws > NODE_GB) | ((gs == "roller_gin") & (lc == "two_saw_cleaners"))
               | ((dr == "fibre_moisture_pde") & (st == 1)) | ((lc == "fibre_damage") & (st == 20)))
        return np.where(bad, np.nan, t + 3.0e4)
    return cost


def gin_params() -> dict[str, list[Any]]:
    return {"seed_cotton_dryer": ["fixed_moisture", "tower_dryer", "fibre_moisture_pde"],
            "lint_cleaning": ["one_cleaner", "two_saw_cleaners", "fibre_damage"],
            "gin_stand": ["saw_gin", "roller_gin"], "step_bales": [1, 5, 20], "gin_season_chunk": [1, 4, 16, 64],
            "cluster_nodes": [1, 2, 4, 8], "hw_threads": ["one_a_core", "two_a_core"]}


def kelp_farm(plans: float) -> Callable[[Cols], np.ndarray]:
    """A kelp farm's grow-out plans on the cluster: ``plans`` what-if seasons (seeding dates, line depths, sites)
    of 60 longlines over 7 months (5,100 hours) at ``step_h``-hour steps (1, 6 or 24). ``frond_growth`` (no order),
    cycles a line and step: ``light_temp`` (growth from light and temperature, 30), ``nitrogen_quota`` (Droop's
    internal nitrogen quota, 110) or ``frond_cohorts`` (frond cohorts with tip erosion, 900; it needs a nitrogen
    supply: with the climatology fails). ``nutrient_supply`` (no order): ``climatology`` (8), ``advected_nitrate``
    (nitrate advected along the lines, 160; its 2.6 MB of current tables a thread over its share of the node's L3:
    its share of the work 2.4 times) or ``coupled_npz`` (a nutrient-phytoplankton-zooplankton model coupled, 1,400;
    3.2 GB a plan in flight against 0.08). ``line_loads`` (no order): ``static_drag`` (12), ``quasi_static_waves``
    (14; at hourly steps the wave groups alias: fails) or ``line_dynamics`` (the longline and its floats' dynamics
    under waves, 2,200; at daily steps fails). 8 x 10^6 cycles a plan, 32 bytes a line and step read, 120 MB of
    inputs to each node and 50 KB of results a plan back; ``kelp_plan_chunk`` plans a chunk over ``cluster_nodes``
    nodes, one or two threads a core (``hw_threads``; a second hardware thread 0.26 of a core; over a node's 737
    GB: fails). 0.02 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        gm, nm, ll = (np.asarray(c[k]) for k in ("frond_growth", "nutrient_supply", "line_loads"))
        sh, ch, nd, hw = c["step_h"], c["kelp_plan_chunk"], c["cluster_nodes"], np.asarray(c["hw_threads"])
        steps = 5100.0 / sh
        growth = _of(gm, {"light_temp": 30.0, "nitrogen_quota": 110.0, "frond_cohorts": 900.0})
        nutr = _of(nm, {"climatology": 8.0, "advected_nitrate": 160.0, "coupled_npz": 1400.0})
        load = _of(ll, {"static_drag": 12.0, "quasi_static_waves": 14.0, "line_dynamics": 2200.0})
        item = steps * 60.0 * (growth + nutr + load) + 8.0e6
        gb = np.where(nm == "coupled_npz", 3.2, 0.08)
        tab = np.where(nm == "advected_nitrate", 2600.0, 0.0)
        t, ws = _cluster_run(plans, item, steps * 60.0 * 32.0, gb, ch, nd, hw == "two_a_core", 0.26, tab,
                             1.4 * steps * 60.0 * nutr / item, 120.0, 5.0e4)
        bad = ((ws > NODE_GB) | ((ll == "line_dynamics") & (sh == 24)) | ((gm == "frond_cohorts") & (nm == "climatology"))
               | ((ll == "quasi_static_waves") & (sh == 1)))
        return np.where(bad, np.nan, t + 2.0e4)
    return cost


def kelp_params() -> dict[str, list[Any]]:
    return {"frond_growth": ["light_temp", "nitrogen_quota", "frond_cohorts"],
            "nutrient_supply": ["climatology", "advected_nitrate", "coupled_npz"],
            "line_loads": ["static_drag", "quasi_static_waves", "line_dynamics"], "step_h": [1, 6, 24],
            "kelp_plan_chunk": [1, 4, 16, 64], "cluster_nodes": [1, 2, 4, 8], "hw_threads": ["one_a_core", "two_a_core"]}


def baggage_hall(days: float) -> Callable[[Cols], np.ndarray]:
    """A hub airport's baggage system plans on the cluster: ``days`` what-if days (flight schedules, transfer
    banks, outages) of the bags through check-in, hold-baggage screening, the sorter, the early bag store and the
    make-up carousels at ``step_s``-second steps (1, 2, 5 or 20), three bag movements a step. ``sorter_model`` (no
    order), cycles a movement and step: ``tilt_tray`` (120), ``cross_belt`` (124) or ``dcv_tubs`` (destination-coded
    vehicles on their own track, 700; its 2.0 MB of routing tables a thread over its share of the node's L3: its
    share of the work 1.9 times; 2.4 GB a day in flight against 0.1; at 20-second steps the vehicles' headways are
    lost: fails). ``screening`` (no order): ``single_level`` (60), ``multi_level`` (operator review levels, 320) or
    ``ct_queue`` (CT screening with its queues, 62; at one-second steps its queue model is stiff: fails).
    ``ebs_policy`` (no order): ``fifo_ebs`` (40), ``dynamic_release`` (41) or ``milp_release`` (an integer programme
    each hour, 5,000; at 1- and 2-second steps it cannot keep up: fails). 2 x 10^8 cycles a day (its flights and
    bookings), 16 bytes a movement and step read, 1 MB of inputs to each node and 100 KB of results a day back;
    ``bag_day_chunk`` days a chunk over ``cluster_nodes`` nodes, one or two threads a core (``hw_threads``; a second
    hardware thread 0.18 of a core; over a node's 737 GB: fails). 0.05 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        so, sc, eb = (np.asarray(c[k]) for k in ("sorter_model", "screening", "ebs_policy"))
        ss, ch, nd, hw = c["step_s"], c["bag_day_chunk"], c["cluster_nodes"], np.asarray(c["hw_threads"])
        steps = 86400.0 / ss
        sort = _of(so, {"tilt_tray": 120.0, "cross_belt": 124.0, "dcv_tubs": 700.0})
        scr = _of(sc, {"single_level": 60.0, "multi_level": 320.0, "ct_queue": 62.0})
        ebs = _of(eb, {"fifo_ebs": 40.0, "dynamic_release": 41.0, "milp_release": 5000.0})
        item = steps * (sort + scr + ebs) * 3.0 + 2.0e8
        gb = np.where(so == "dcv_tubs", 2.4, 0.1)
        tab = np.where(so == "dcv_tubs", 2000.0, 0.0)
        t, ws = _cluster_run(days, item, steps * 3.0 * 16.0, gb, ch, nd, hw == "two_a_core", 0.18, tab,
                             0.9 * steps * sort * 3.0 / item, 1.0, 1.0e5)
        bad = ((ws > NODE_GB) | ((eb == "milp_release") & (ss <= 2)) | ((so == "dcv_tubs") & (ss == 20))
               | ((sc == "ct_queue") & (ss == 1)))
        return np.where(bad, np.nan, t + 5.0e4)
    return cost


def baggage_params() -> dict[str, list[Any]]:
    return {"sorter_model": ["tilt_tray", "cross_belt", "dcv_tubs"],
            "screening": ["single_level", "multi_level", "ct_queue"],
            "ebs_policy": ["fifo_ebs", "dynamic_release", "milp_release"], "step_s": [1, 2, 5, 20],
            "bag_day_chunk": [1, 4, 16, 64], "cluster_nodes": [1, 2, 4, 8], "hw_threads": ["one_a_core", "two_a_core"]}


def pool_hall(years: float) -> Callable[[Cols], np.ndarray]:
    """An aquatic centre's water and air plant plans on the cluster: ``years`` what-if years (timetables, bather
    numbers, weather) of a 50-m pool, its learner pool and the hall at ``step_min``-minute steps (1, 5 or 15).
    ``water_chemistry`` (no order), cycles a step: ``free_chlorine`` (20), ``chloramine_kinetics`` (mono-, di- and
    trichloramine kinetics, 21; its 1.9 MB of rate tables a thread over its share of the node's L3: its share of the
    work 1.05 times) or ``uv_dechlor`` (with the UV dechloramination plant, 300; at 15-minute steps fails; it needs
    the hall's zones: with the mixed hall fails). ``hall_air`` (no order): ``mixed_hall`` (15), ``zonal_hall`` (16)
    or ``hall_cfd`` (CFD of the hall's air and evaporation, 4,000; 5 GB a year in flight against 0.05; at 5- and
    15-minute steps fails). ``bather_load`` (no order): ``timetable_load`` (5) or ``stochastic_bathers`` (8).
    1.4 x 10^8 cycles a year, 40 bytes a step read, 10 MB of inputs to each node and 20 KB of results a year back;
    ``pool_year_chunk`` years a chunk over ``cluster_nodes`` nodes, one or two threads a core (``hw_threads``; a
    second hardware thread 0.24 of a core; over a node's 737 GB: fails). 0.01 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        ch_, ha, bl = (np.asarray(c[k]) for k in ("water_chemistry", "hall_air", "bather_load"))
        sm, ck, nd, hw = c["step_min"], c["pool_year_chunk"], c["cluster_nodes"], np.asarray(c["hw_threads"])
        steps = 525600.0 / sm
        chem = _of(ch_, {"free_chlorine": 20.0, "chloramine_kinetics": 21.0, "uv_dechlor": 300.0})
        air = _of(ha, {"mixed_hall": 15.0, "zonal_hall": 16.0, "hall_cfd": 4000.0})
        bath = _of(bl, {"timetable_load": 5.0, "stochastic_bathers": 8.0})
        item = steps * (chem + air + bath) + 1.4e8
        gb = np.where(ha == "hall_cfd", 5.0, 0.05)
        tab = np.where(ch_ == "chloramine_kinetics", 1900.0, 0.0)
        t, ws = _cluster_run(years, item, steps * 40.0, gb, ck, nd, hw == "two_a_core", 0.24, tab,
                             0.05 * steps * chem / item, 10.0, 2.0e4)
        bad = ((ws > NODE_GB) | ((ha == "hall_cfd") & (sm >= 5)) | ((ch_ == "uv_dechlor") & (sm == 15))
               | ((ch_ == "uv_dechlor") & (ha == "mixed_hall")))
        return np.where(bad, np.nan, t + 1.0e4)
    return cost


def pool_params() -> dict[str, list[Any]]:
    return {"water_chemistry": ["free_chlorine", "chloramine_kinetics", "uv_dechlor"],
            "hall_air": ["mixed_hall", "zonal_hall", "hall_cfd"], "bather_load": ["timetable_load", "stochastic_bathers"],
            "step_min": [1, 5, 15], "pool_year_chunk": [1, 8, 32, 128], "cluster_nodes": [2, 4, 8],
            "hw_threads": ["one_a_core", "two_a_core"]}


def dairy_robot(years: float) -> Callable[[Cols], np.ndarray]:
    """A dairy farm's milking robot plans on the cluster: ``years`` what-if years (herd sizes, feed, robot
    settings) of 650 cows on its milking robots at ``step_min``-minute steps (1, 5 or 15), two threads a core.
    ``lactation_model`` (no order), cycles a cow and step: ``wood_curve`` (Wood's curve, 2), ``dijkstra_curve``
    (Dijkstra's curve, 2.2) or ``mammary_cells`` (mammary cell kinetics, 90; 2.5 GB a year in flight against 0.02;
    at 15-minute steps fails). ``cow_traffic`` (no order), cycles a step (tenfold): ``free_traffic`` (30),
    ``milk_first`` (31) or ``feed_first`` (60; at 15-minute steps the selection gates' passages are lost: fails).
    ``robot_queue`` (no order): ``fifo_queue`` (6) or ``priority_queue`` (14; with Wood's curve at one-minute steps
    its priorities oscillate: fails). 3 x 10^8 cycles a year, 8 bytes a cow and step read, 30 MB of inputs to each
    node and 60 KB of results a year back; ``herd_chunk`` years a chunk over ``cluster_nodes`` nodes (a second
    hardware thread 0.23 of a core; over a node's 737 GB: fails). Four that barely matter: ``visit_log``
    (``per_visit_log`` adds 0.3%), ``herd_report`` (``pdf_report`` 0.05%), ``sensor_poll`` (``poll_10s`` 0.15%)
    and ``alarm_sms`` (``sms_alarms`` 250 us more). 0.04 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        la, tr, qu = (np.asarray(c[k]) for k in ("lactation_model", "cow_traffic", "robot_queue"))
        sm, ck, nd = c["step_min"], c["herd_chunk"], c["cluster_nodes"]
        lg, rf, sp, al = (np.asarray(c[k]) for k in ("visit_log", "herd_report", "sensor_poll", "alarm_sms"))
        steps = 525600.0 / sm
        lac = _of(la, {"wood_curve": 2.0, "dijkstra_curve": 2.2, "mammary_cells": 90.0})
        traf = _of(tr, {"free_traffic": 30.0, "milk_first": 31.0, "feed_first": 60.0})
        que = _of(qu, {"fifo_queue": 6.0, "priority_queue": 14.0})
        item = steps * (650.0 * lac + 10.0 * (traf + que)) + 3.0e8
        gb = np.where(la == "mammary_cells", 2.5, 0.02)
        t, ws = _cluster_run(years, item, steps * 650.0 * 8.0, gb, ck, nd, True, 0.23, 0.0, 0.0, 30.0, 6.0e4)
        t = t * (1.0 + np.where(lg == "per_visit_log", 0.003, 0.0) + np.where(rf == "pdf_report", 0.0005, 0.0)
                 + np.where(sp == "poll_10s", 0.0015, 0.0)) + 4.0e4 + np.where(al == "sms_alarms", 250.0, 0.0)
        bad = ((ws > NODE_GB) | ((la == "mammary_cells") & (sm == 15)) | ((tr == "feed_first") & (sm == 15))
               | ((la == "wood_curve") & (qu == "priority_queue") & (sm == 1)))
        return np.where(bad, np.nan, t)
    return cost


def dairy_params() -> dict[str, list[Any]]:
    return {"lactation_model": ["wood_curve", "dijkstra_curve", "mammary_cells"],
            "cow_traffic": ["free_traffic", "milk_first", "feed_first"], "robot_queue": ["fifo_queue", "priority_queue"],
            "step_min": [1, 5, 15], "herd_chunk": [1, 8, 64, 256], "cluster_nodes": [2, 4, 8],
            "visit_log": ["daily_log", "per_visit_log"], "herd_report": ["html_report", "pdf_report"],
            "sensor_poll": ["poll_60s", "poll_10s"], "alarm_sms": ["app_alarms", "sms_alarms"]}


def oil_spill(forecasts: float) -> Callable[[Cols], np.ndarray]:
    """An oil spill response contractor's slick forecasts on the 267-core GPU: ``forecasts`` what-if spills (release
    rates, oil types, winds), each 2 x 10^6 oil parcels drifted 96 hours at ``dt_min``-minute steps (5, 15 or 60).
    ``drift_model`` (no order), flops a parcel and step: ``currents_windage`` (the forecast currents and a windage,
    400), ``stokes_drift`` (with the waves' Stokes drift, 900) or ``langmuir_mixing`` (parcels mixed down by
    Langmuir circulation, 5,000; at hourly steps fails). ``weathering`` (no order): ``fingas_evap`` (Fingas'
    evaporation, 150), ``pseudo_components`` (evaporation by pseudo-components, 1,200) or ``full_fate``
    (evaporation, emulsification and dispersion, 4,000; in fp32 the emulsion's water content drifts: fails).
    ``precision`` fp32 or fp64 (half the rate); ``slick_parcels_block`` parcels a block (64-512), each staging 6,
    40 or 72 words by the weathering and 24 KB of current tiles a block in shared memory (over the 171 KB: fails)
    and reading 6 words a step; 48, 80 or 150 registers by the drift model, 1.3 times in fp64 (over the register
    file: fails); ``threads`` 128-1024. Each forecast's 40 MB of wind and current fields go over the host link on
    ``h2d_streams`` streams (1 or 4); 30 GB of fields on the GPU (60 in fp64) and 12 GB a stream (over the 79 GB:
    fails). 2 ms besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        dm, wm, pr = (np.asarray(c[k]) for k in ("drift_model", "weathering", "precision"))
        dt, pb, th, sn = c["dt_min"], c["slick_parcels_block"], c["threads"], c["h2d_streams"]
        f64 = pr == "fp64"
        word = np.where(f64, 8.0, 4.0)
        steps = 5760.0 / dt
        drift = _of(dm, {"currents_windage": 400.0, "stokes_drift": 900.0, "langmuir_mixing": 5000.0})
        weath = _of(wm, {"fingas_evap": 150.0, "pseudo_components": 1200.0, "full_fate": 4000.0})
        flops = steps * (drift + weath)
        smem = pb * word * _of(wm, {"fingas_evap": 6.0, "pseudo_components": 40.0, "full_fate": 72.0}) + 24.0 * 1024.0
        regs = _of(dm, {"currents_windage": 48.0, "stokes_drift": 80.0, "langmuir_mixing": 150.0}) * np.where(f64, 1.3, 1.0)
        t, res = _gpu_batch(np.ceil(2.0e6 / pb), pb, th, flops, steps * 6.0 * word, smem, regs, GPU_R, f64, 40.0, sn)
        t = forecasts * t + 2.0e3
        hbm = np.where(f64, 60.0, 30.0) + 12.0 * sn
        bad = ((res < 1) | (hbm > GPU_R[7]) | ((dm == "langmuir_mixing") & (dt == 60)) | ((wm == "full_fate") & ~f64))
        return np.where(bad, np.nan, t)
    return cost


def oil_params() -> dict[str, list[Any]]:
    return {"drift_model": ["currents_windage", "stokes_drift", "langmuir_mixing"],
            "weathering": ["fingas_evap", "pseudo_components", "full_fate"], "dt_min": [5, 15, 60],
            "precision": ["fp32", "fp64"], "slick_parcels_block": [64, 128, 256, 512], "threads": [128, 256, 512, 1024],
            "h2d_streams": [1, 4]}


def heliostat(studies: float) -> Callable[[Cols], np.ndarray]:
    """A concentrating solar tower plant's heliostat aim-point studies on the 383-core GPU: ``studies`` what-if
    studies (mirror soiling, tracking errors, wind stow) of the flux its 9,600 heliostats put on the receiver's 18
    panels of ``receiver_px`` x ``receiver_px`` pixels (16, 32 or 64), over a year's 4,380 daylight hours.
    ``flux_model`` (no order), flops a heliostat, pixel and hour: ``hflcal_gauss`` (HFLCAL's circular Gaussian,
    30), ``unizar_conv`` (UNIZAR's convolution, 140) or ``cone_optics`` (cone optics with the slope errors, 600; in
    fp32 its error cones round away: fails). ``shading`` (no order): ``no_shading`` or ``neighbour_shading``
    (shading and blocking by eight neighbours, 360 flops a heliostat and hour; 24 words a heliostat more in shared
    memory). ``aim_strategy`` (no order): ``single_aim`` (one pass), ``vertical_spread`` (5) or ``adaptive_aim``
    (24 passes, a panel's image twice in shared memory; HFLCAL's Gaussian is too smooth for it: fails; on 16-pixel
    panels its steps cannot resolve the flux limit: fails). ``precision`` fp32 or fp64 (1/32 of the rate);
    ``helio_block`` heliostats a block (32-256), each staging 6 words (30 with the shading) and a panel's pixels in
    shared memory (over the 119 KB: fails); 40, 72 or 128 registers by the flux model, 1.4 times in fp64 (over the
    register file: fails); ``threads`` 256 or 512. 1 ms besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        fm, sh, am, pr = (np.asarray(c[k]) for k in ("flux_model", "shading", "aim_strategy", "precision"))
        gr, hb, th = c["receiver_px"], c["helio_block"], c["threads"]
        f64 = pr == "fp64"
        word = np.where(f64, 8.0, 4.0)
        px = 18.0 * gr * gr
        flux = _of(fm, {"hflcal_gauss": 30.0, "unizar_conv": 140.0, "cone_optics": 600.0})
        shade = np.where(sh == "neighbour_shading", 8.0 * 45.0, 0.0)
        iters = _of(am, {"single_aim": 1.0, "vertical_spread": 5.0, "adaptive_aim": 24.0})
        flops = 4380.0 * iters * (px * flux + shade)
        smem = hb * word * (6.0 + np.where(sh == "neighbour_shading", 24.0, 0.0)) + gr * gr * word * np.where(am == "adaptive_aim", 2.0, 1.0)
        regs = _of(fm, {"hflcal_gauss": 40.0, "unizar_conv": 72.0, "cone_optics": 128.0}) * np.where(f64, 1.4, 1.0)
        t, res = _gpu_batch(np.ceil(9600.0 / hb), hb, th, flops, 4380.0 * iters * px * word / 64.0, smem, regs, GPU_S,
                            f64, 0.5, 1.0)
        t = studies * t + 1.0e3
        bad = ((res < 1) | ((am == "adaptive_aim") & (fm == "hflcal_gauss")) | ((fm == "cone_optics") & ~f64)
               | ((am == "adaptive_aim") & (gr == 16)))
        return np.where(bad, np.nan, t)
    return cost


def helio_params() -> dict[str, list[Any]]:
    return {"flux_model": ["hflcal_gauss", "unizar_conv", "cone_optics"], "shading": ["no_shading", "neighbour_shading"],
            "aim_strategy": ["single_aim", "vertical_spread", "adaptive_aim"], "receiver_px": [16, 32, 64],
            "precision": ["fp32", "fp64"], "helio_block": [32, 64, 128, 256], "threads": [256, 512]}


def audio_master(albums: float) -> Callable[[Cols], np.ndarray]:
    """A mastering studio's loudness renders on the 267-core GPU: ``albums`` launches, each 16 what-if masters
    (EQ curves, ceilings, loudness targets) of an album's 12 stereo tracks of 4 minutes at 48 kHz, in windows of
    ``window_samples`` samples (1024, 4096 or 16384) a block. ``eq_model`` (no order), flops a sample and master:
    ``biquad_chain`` (cascaded biquads, 40), ``fir_fft`` (linear-phase FIR by FFT convolution, 30 + 10 log2 of the
    window; its window twice in shared memory; with 1024-sample windows the filter does not fit: fails) or
    ``dynamic_eq`` (dynamic EQ with its side chains, 260). ``compressor`` (no order): ``peak_single`` (35),
    ``rms_single`` (36) or ``multiband_4`` (a four-band crossover compressor, 180). ``limiter`` (no order):
    ``brickwall`` (20), ``true_peak_4x`` (a true-peak limiter oversampled four times, 130) or ``true_peak_8x`` (eight
    times, 250; in fp32 after the four bands its overs slip through: with ``multiband_4`` fails). ``precision``
    fp32 or fp64 (half the rate); a block stages its window and the limiter's 4 or 8 x 256 words in shared memory
    (over the 171 KB: fails); 40 registers and a fifth of the compressor's and limiter's flops (1.25 times in fp64;
    over the register file: fails); ``threads`` 128-1024. An eighth of the album's samples (4 bytes each) over the
    host link a launch, on ``h2d_streams`` streams (1, 2 or 4). 5 ms besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        eq, cp, lm, pr = (np.asarray(c[k]) for k in ("eq_model", "compressor", "limiter", "precision"))
        wn, th, sn = c["window_samples"], c["threads"], c["h2d_streams"]
        f64 = pr == "fp64"
        word = np.where(f64, 8.0, 4.0)
        samples = 12.0 * 2.0 * 48000.0 * 240.0
        eqf = _of(eq, {"biquad_chain": 40.0, "fir_fft": 30.0 + 10.0 * np.log2(wn), "dynamic_eq": 260.0})
        cpf = _of(cp, {"peak_single": 35.0, "rms_single": 36.0, "multiband_4": 180.0})
        lmf = _of(lm, {"brickwall": 20.0, "true_peak_4x": 130.0, "true_peak_8x": 250.0})
        flops = 16.0 * (eqf + cpf + lmf)
        smem = wn * word * np.where(eq == "fir_fft", 2.0, 1.0) + np.where(lm == "true_peak_8x", 8.0, 4.0) * 256.0 * word
        regs = 40.0 + 0.2 * (cpf + lmf) * np.where(f64, 1.25, 1.0)
        t, res = _gpu_batch(np.ceil(samples / wn), wn, th, flops, 2.0 * word, smem, regs, GPU_R, f64,
                            samples * 0.5 / 1e6, sn)
        t = albums * t + 5.0e3
        bad = ((res < 1) | ((eq == "fir_fft") & (wn == 1024)) | ((lm == "true_peak_8x") & ~f64 & (cp == "multiband_4")))
        return np.where(bad, np.nan, t)
    return cost


def audio_params() -> dict[str, list[Any]]:
    return {"eq_model": ["biquad_chain", "fir_fft", "dynamic_eq"], "compressor": ["peak_single", "rms_single", "multiband_4"],
            "limiter": ["brickwall", "true_peak_4x", "true_peak_8x"], "precision": ["fp32", "fp64"],
            "window_samples": [1024, 4096, 16384], "threads": [128, 256, 512, 1024], "h2d_streams": [1, 2, 4]}


def hump_yard(plans: float) -> Callable[[Cols], np.ndarray]:
    """A rail freight hump yard's humping plans on the 383-core GPU: ``plans`` launches, each 4 x 10^7 what-if
    cuts (wagon weights, rolling qualities, routes into the classification tracks) rolled 2 minutes from the hump
    crest at ``dt_ms``-ms steps (10, 50 or 200), 256 threads a block. ``rolling_model`` (no order), flops a cut and
    step: ``constant_resistance`` (30), ``davis_resistance`` (Davis' speed-dependent resistance, 32) or
    ``wagon_dynamics`` (bogie and coupler dynamics, 600; 190 registers against 40 and 44; at 200 ms unstable:
    fails). ``retarder`` (no order): ``fixed_exit_speed`` (12), ``clasp_retarders`` (the clasp retarders' braking,
    120) or ``target_speed_ctrl`` (target-speed control with the radar's readings, 121; at 200 ms its loop is too
    slow: fails), 16, 40 or 48 registers more. ``yard_weather`` (no order): ``calm`` or ``wind_and_cold`` (wind and
    cold bearings: 2% more flops; a constant resistance cannot take them: fails). ``precision`` fp32 or fp64 (1/32
    of the rate; registers 1.3 times, over 255: fails); ``cuts_block`` cuts a block (64-512), each staging 10, 12 or
    60 words by the rolling model and 8 KB of the yard's profile a block in shared memory (over the 119 KB: fails),
    one word a step read. 40 MB of cuts over the host link a launch on ``h2d_streams`` streams (1, 2 or 4). 2 ms
    besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        rm, rt, wx, pr = (np.asarray(c[k]) for k in ("rolling_model", "retarder", "yard_weather", "precision"))
        dt, cb, sn = c["dt_ms"], c["cuts_block"], c["h2d_streams"]
        f64 = pr == "fp64"
        word = np.where(f64, 8.0, 4.0)
        steps = 1.2e5 / dt
        roll = _of(rm, {"constant_resistance": 30.0, "davis_resistance": 32.0, "wagon_dynamics": 600.0})
        ret = _of(rt, {"fixed_exit_speed": 12.0, "clasp_retarders": 120.0, "target_speed_ctrl": 121.0})
        flops = steps * (roll + ret) * np.where(wx == "wind_and_cold", 1.02, 1.0)
        smem = cb * word * _of(rm, {"constant_resistance": 10.0, "davis_resistance": 12.0, "wagon_dynamics": 60.0}) + 8.0 * 1024.0
        regs = (_of(rm, {"constant_resistance": 40.0, "davis_resistance": 44.0, "wagon_dynamics": 190.0})
                + _of(rt, {"fixed_exit_speed": 16.0, "clasp_retarders": 40.0, "target_speed_ctrl": 48.0})) * np.where(f64, 1.3, 1.0)
        t, res = _gpu_batch(np.ceil(4.0e7 / cb), cb, 256.0, flops, steps * word, smem, regs, GPU_S, f64, 40.0, sn)
        t = plans * t + 2.0e3
        bad = ((res < 1) | ((rm == "wagon_dynamics") & (dt == 200)) | ((wx == "wind_and_cold") & (rm == "constant_resistance"))
               | ((rt == "target_speed_ctrl") & (dt == 200)))
        return np.where(bad, np.nan, t)
    return cost


def hump_params() -> dict[str, list[Any]]:
    return {"rolling_model": ["constant_resistance", "davis_resistance", "wagon_dynamics"],
            "retarder": ["fixed_exit_speed", "clasp_retarders", "target_speed_ctrl"], "yard_weather": ["calm", "wind_and_cold"],
            "dt_ms": [10, 50, 200], "precision": ["fp32", "fp64"], "cuts_block": [64, 128, 256, 512], "h2d_streams": [1, 2, 4]}


def seen_63_synthetic() -> list[tuple[str, Landscape]]:
    """The sixty-third held-out set's synthetic part: nine families no earlier set had (constants of a cluster of up
    to 8 nodes of 139 cores at 3.13 GHz with two hardware threads a core, 409 MB of L3 and 737 GB of DRAM a node at
    0.43 TB/s, joined by a network of 2.74 us a message and 27.5 GB/s a link, a 267-core GPU with 171 KB of shared
    memory a core and 8.45 TB/s at 1.715 GHz behind a 41.5 GB/s host link, and a 383-core one with 119 KB a core and
    5.55 TB/s at 2.435 GHz behind a 21.7 GB/s link; times in us)."""
    L, S = Landscape, "seen_63"
    return [
        (S, L("oil_spill_bl", oil_params(), oil_spill(20.0), 0.03)),
        (S, L("heliostat_aim_bl", helio_params(), heliostat(300.0), 0.04)),
        (S, L("cotton_gin_bl", gin_params(), cotton_gin(4000.0), 0.02)),
        (S, L("audio_master_bl", audio_params(), audio_master(50.0), 0.03)),
        (S, L("kelp_farm_bl", kelp_params(), kelp_farm(3000.0), 0.02)),
        (S, L("hump_yard_bl", hump_params(), hump_yard(6.0), 0.04)),
        (S, L("baggage_hall_bl", baggage_params(), baggage_hall(500.0), 0.03)),
        (S, L("pool_hall_bl", pool_params(), pool_hall(520.0), 0.02)),
        (S, L("dairy_robot_bl", dairy_params(), dairy_robot(2.0e4), 0.01)),
    ]


SEEN_63_DIR = _data_dir("zoo_seen_63")


def seen_63() -> list[tuple[str, Landscape]]:
    """The sixty-third held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_63/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_63", SEEN_63_DIR)
    return seen_63_synthetic() + recorded
