"""The zoo's ``seen_79`` set.

``seen_79`` (was ``held_out_79``, :func:`seen_79`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the fifty-third round, see docs/benchmarks.md):
1 win / 10 ties / 2 losses against the best peer, geo-mean
1.0042, second of the five (tpe_mv 1.0040; random 1.2017); the synthetic nine 1 / 6 / 2 (a win on
the escalator, 1.006 against tpe_mv's 1.012; losses on the display case, 1.008 against tpe_mv's
1.002, and the zip fastener, 1.018 against 1.010), second by geo-mean there (1.0038; tpe_mv
1.0037); on 30 seeds its recorded four 0 / 4 / 0, level with rl, second, by geo-mean there
(1.0049; tpe_mv 1.0046); scored by the median of 9 quiet samples 0 / 3 / 1 with ``--confirm 0``
(a loss on the gated erf-GELU FFN, 1.015 against rl's 1.009; 1.0045, level with random, the last
of five) and 0 / 4 / 0 with ``--confirm 3`` (1.0042, second; tpe_mv 1.0037); on seeds 0-9 alone
1 / 9 / 3 (the GEMM a loss too, 1.011 against rl's 1.006); R1 2 / 9 / 2 as committed (1.0030, the
best of six: 1.000 on the GEMM where the default ends at 1.011), fourth of six with ``--confirm 0``
(1.0045, level with the default) and the best of six with ``--confirm 3`` (1.0029).
Evaluated on an AVX-512 host with the numerics pinned (numpy's X86_V4 loops), where its committed traces were made; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (museum display cases, cremation, corrugated
packaging, library preservation, bedding, roundabout traffic, banknote circulation, zip fasteners,
escalator maintenance), with constants unlike the other sets' (a tile processor of up to 1216 tiles
at 1.3375 GHz, each a barrel of 6 hardware threads (a thread issues every sixth cycle, so fewer
workers leave slots empty) with 612.5 KB of SRAM holding its items' state, the workers' stacks of
10.75 KB each and its exchange buffers (twice over when the exchange overlaps the compute),
bulk-synchronous supersteps (the compute, a sync of 0.1475 us growing with the busy tiles, the
exchange at 5.5625 GB/s a tile through a fabric carrying 3.4375 MB a superstep before it
congests, up to twice, by the family's penalty), the tables streamed from 57.75 GB of DDR at 19.85
GB/s shared by the busy tiles and 0.2275 of the lesser of compute and exchange left unhidden when
they overlap; processing-in-memory DIMMs of ranks of 64 DRAM processing units at 0.4375 GHz, each a
pipeline full only with 11 or more tasklets, 64 KB of WRAM shared by its tasklets and a 64 MB MRAM
bank streamed to it at 0.6275 GB/s, no floating-point unit (a float operation 18.5 cycles in
software, 2.6875 in fixed point), the host writing and reading the ranks at 0.9155 GB/s a rank up
to 12 ranks at once, a launch of 14.75 us and 0.3875 us a rank and 0.1625 of the lesser of compute
and streaming unhidden (less with more than 11 tasklets), beside a host of 20 cores at 2.955 GHz (4
double lanes each) with 116.25 GB/s of DRAM and a 41.75 MB last-level cache (the results merged
over it at up to 1.3625 times the bytes); times in us, bandwidths in bytes/us). The tile families
give their items out in chunks of 1, 8 or 32 (1, 4 or 16 for the cremator; 16 books for the
deacidification) to 76, 304, 608 or 1216 tiles of 2, 3 or 6 workers (3 or 6 for the
deacidification), the exchange after the compute or overlapping it, a tile's state, stacks and
exchange buffers over its 612.5 KB of SRAM failing and the items in flight over the DDR's 57.75 GB
failing; the memory families run on 2, 8, 20 or 40 ranks of 4, 11 or 16 tasklets a unit, their
floats in fixed point, in software or the work left on the host's cores, the tasklets over a
unit's 64 KB of WRAM and its items over its 64 MB of MRAM failing:

- ``display_case_cb`` (3888, 53.7%, 1.4 x 10^4x): a conservator's display-case studies, 9,000
  cases' ten hours of gallery opening on the tile processor (50 us of setup a run besides), the
  case's relative humidity by a table of the silica gel's buffer capacity (not for a passive
  vitrine), the case air's moisture balance with the gel as an ODE (12 states; at 5-minute steps
  with conditioned gel: fails) or the air leaking through the case's seams as a network of cracks
  (900; at 5-minute steps: fails), a gasketed case, a passive vitrine or a sealed frame (1.4%),
  regular or conditioned gel (9.3%), 0.05-5-minute steps, chunks of 1-32 cases a tile; 12 within
  5% (middling).
- ``cremator_cb`` (3888, 54.6%, 3.0 x 10^3x): a crematorium's cremator studies, 14,000 cycles'
  five minutes of the main burn on the tile processor (0.12 s of setup a run besides), the cycle by
  a time table (not for a solid-oak coffin), the main chamber's heat balance as an ODE (20 states;
  at 2-s steps with a recuperative afterburner: fails) or the flue gases through a chemical reactor
  network of stirred and plug-flow zones (1,500; at 2-s steps: fails), a chipboard, solid-oak or
  wicker coffin (0.1%), a gas or recuperative afterburner (under 0.1%), 0.02-2-s steps, chunks of
  1-16 cycles; 16 within 5% (middling).
- ``box_stack_cb`` (3888, 57.4%, 1.8 x 10^3x): a box maker's stacking studies, 24,000 pallet loads'
  five months in a warehouse stack on the tile processor (1 s of setup a run besides), the boxes'
  compression strength by McKee's table (not for double-wall board), the board's creep under the
  warehouse's humidity cycles as an ODE (24 states; at 10-h steps with a recycled liner: fails) or
  the panels' buckling by Rayleigh-Ritz (2,000 terms; at 10-h steps: fails), B-flute, C-flute (under
  0.1%) or BC double-wall board (18.4%), a kraft or recycled liner (under 0.1%), 0.1-10-h steps,
  chunks of 1-32 loads; 40 within 5% (broad).
- ``deacidify_cb`` (864, 52.8%, 9.8 x 10^2x): a library's mass-deacidification studies, 20,000
  books' treatment with a 400-g dose on the tile processor (40 us of setup a run besides), the
  pages' pH by an uptake table (not for clay-coated paper), the cellulose's acid hydrolysis as an
  ODE of its degree of polymerisation (30 states; at 8-g steps in a glued binding: fails) or the
  magnesium oxide particles' penetration into the book block by finite volumes (2,400; at 8-g
  steps: fails; either on 6 workers a tile with the exchange after the compute: fails), rag,
  groundwood (4.3%) or clay-coated paper, a sewn or glued binding (5.1%), 0.5-8-g dose steps,
  chunks of 16 books over 76-1216 tiles of 3 or 6 workers; the set's family under 1,000; 3 within
  5% (narrow).
- ``duvet_cb`` (3888, 54.6%, 1.6 x 10^2x): a bedding maker's duvet studies, 17,000 duvets' first
  four minutes over a sleeper on the tile processor (60 ms of setup a run besides), the warmth by a
  tog table (not for a wool fill), the sleeper's skin and core heat balance under the duvet as an
  ODE (40 states; at 25-s steps in a silk casing: fails) or the batting's conduction and radiation
  by finite elements (1,800; at 25-s steps: fails), a duck-down, microfibre (under 0.1%) or wool
  fill, a cotton or silk casing (under 0.1%), 1-25-s steps, chunks of 1-32 duvets; 56 within 5% (broad).
- ``roundabout_cb`` (1944, 54.3%, 2.0 x 10^4x): a traffic engineer's roundabout studies, 60,000
  junctions' 16 2/3 hours of traffic in the processing-in-memory DIMMs (2 ms of setup a run
  besides), the entries' capacity by a table of the circulating flow (not for a turbo roundabout),
  the arms' queues as a fluid ODE (at 16-s steps with tidal demand: fails) or each driver's gap
  acceptance simulated (at 16-s steps, or in fixed point: fails), a single-lane, two-lane (9.0%) or
  turbo roundabout, balanced or tidal arms (8.0%), 1-16-s steps; 2 within 5% (narrow).
- ``banknote_cb`` (1944, 50.6%, 2.9 x 10^4x): a central bank's note-life studies, 50,000 note
  series' eight years in circulation in the processing-in-memory DIMMs (1 ms of setup a run
  besides), a series' life by a fitness table (not for hybrid notes), soiling and wear as an ODE (at
  60-day steps for high-value notes: fails) or the notes as agents through the cash cycle (at
  60-day steps: fails), cotton-paper, polymer (9.0%) or hybrid notes, low- or high-value notes
  (12.0%), 1-60-day steps; 2 within 5% (narrow).
- ``zipper_cb`` (2916, 53.9%, 2.6 x 10^4x): a zip maker's slider studies, 70,000 zips' 86 s of
  opening and closing in the processing-in-memory DIMMs (15 ms of setup a run besides), the slider's
  pull by a force table (not for a metal zip), the slider's stick-slip over the teeth as an ODE (at
  60-ms steps on a cotton tape: fails) or a pair of teeth engaging by finite elements (at 60-ms
  steps: fails), a coil, moulded (1.0%) or metal zip, a polyester, cotton (1.5%) or recycled tape
  (2.0%), 1-60-ms steps; 12 within 5% (middling).
- ``escalator_cb`` (10368, 53.2%, 3.2 x 10^2x): an escalator engineer's maintenance studies,
  90,000 units' 33 minutes of running in the processing-in-memory DIMMs (1.5 s of setup a run
  besides), the step chain's wear by a table (not for a high-rise unit on transit duty), the
  gearbox oil's temperature as an ODE, or the handrail's friction heating by finite elements (at
  5-s steps: fails), a low- or high-rise unit (at most 0.3%), retail or transit duty (at most 0.2%),
  0.1-5-s steps, a step log or none (0.2%), a visual or sensed comb plate record (0.3%), a dipstick
  or sensed oil record (0.1%): ten parameters of which few matter; the set's family over 10,000;
  270 within 5% (broad).

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier recorded landscape
covers, and four spaces whose parameters no earlier space of their op kind tuned together: a causal
grouped-query attention, self attention (162 queries over 162 keys, 75 query heads over 3 KV heads, groups of
25, d 94: not a multiple of 8, five 16-float vectors and a 14-float tail, as every number up to 74 is taken in
some dimension of an earlier attention space; 75 is the smallest free number, the heads, 162 the smallest free
even number above the last causal sets' 146-158 (160 is taken), the queries and keys, and 94 the smallest free
even head dimension above 90 (92 is taken)), with its KV block (16 to 512), KV split (1 to 16) and pipeline
(none, single_buffer, double_buffer) but its query block, softmax, ``opt_level`` and unroll left at the default
(128, two_pass, O2, 0; 90 configurations: the untuned attention sets of 96-216 are used up and the attention's
floor is 90), a plain GEMM (unbatched, no bias) tuning its M tile, pipeline and layout (364 x 944 @ 944 x 936;
its N and K tiles, L1 prefetch, output alignment, ``opt_level``, schedule and unroll at the default), a gated
erf-GELU FFN tuning the down projection's N tile with the fused activation and the down pipeline (276 tokens,
864 hidden, 1264 intermediate: 54 to 4 column blocks of the 864), and a LayerNorm with its stats but neither its
rows a block, its hidden split, its pipeline, its ``opt_level`` nor its unroll (a set no earlier LayerNorm or
RMSNorm space tuned; 2 configurations, the full value list, one_pass and two_pass: the last untuned norm set;
1832 rows x 3200), each space measured exhaustively (every configuration compiled, checked against numpy, timed
3 times) by ``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_79/`` (gzip JSON, times in us,
provenance in each file's ``source``, 9.3 KB in all). They were recorded on the shared 2-core machine the
standing way, ``--only`` each, one after another, the recorder at normal priority (not niced), 60 s after the
lead's go (the load average 0.34 at the start), on the host that recorded held_out_62's..held_out_78's four (now
seen_62's..seen_78's), an AMD EPYC with AVX-512 (avx512f, avx512dq, avx512bw, avx512vl and more): their
``host_cpu`` (81db2b0747f882f3) is seen_78's, so the four are measurements of the kernels' AVX-512 paths
(16-lane vectors), like seen_62's..seen_78's and unlike held_out_44's..held_out_61's (e12b91328de47f4d, an
AVX2-only EPYC). ``ps`` (every 60 s over the standing recording) showed nothing else running but the recorder,
its measuring worker and its C compiler, this helper's own sampling and waiting shells (sleeping) and idle tool
shells (sleeping); this helper's synthetic families had been drafted and had passed their own test outside the
repository before the go, and during the recording it only read the logs beside it (load average 0.34-1.06
sampled every 10 s over the standing recording, the recorder itself included). The standing recordings took 112,
135, 127 and 4 s (the attention, GEMM, FFN and LayerNorm), each under the 150 s its space was sized for (the
attention 2 s over its estimate of about 100-110 s; the GEMM 10 s over its estimate of about 115-125 s; the FFN
inside its estimate of about 120-135 s; the LayerNorm inside its estimate of about 4-5 s). The tail of their
samples is real measurement noise (median spread 1.5-9.1%), and the fastest sample is the true cost: THE
ATTENTION'S OPTIMUM RESTS ON ONE FAST SAMPLE (its other two samples 1.054 and 1.070 times it, 5th by median of
90; the next fastest 1.007 times it (median 1.105), the best by median 1.011 (median 1.019)); THE GEMM'S OPTIMUM
RESTS ON ONE FAST SAMPLE (its other two samples 1.072 and 1.092 times it, 2nd by median of 144; the next fastest
1.011 times it (median 1.056), the best by median 1.011 (median 1.056)); THE FFN'S OPTIMUM RESTS ON ONE FAST
SAMPLE (its other two samples 1.107 and 1.112 times it, 39th by median of 96; the next fastest 1.002 times it
(median 1.087), the best by median 1.052 (median 1.059)); the LayerNorm's optimum is also the best by median
(samples 1.000, 1.005, 1.004; the next fastest 1.469 (median 1.484)). Before that, the first and the last
configuration of each space were compiled and measured once the recorder's way, in a scratch cache outside the
repository, to check they build and to estimate the recording time. Every configuration ran, so they are 0%
infeasible (reported, not forced into 30-70%):

===========================================================================  ==========================================  =======  ======  ======  =========
landscape                                                                    op (shape)                                  configs  params  spread  worst/opt
===========================================================================  ==========================================  =======  ======  ======  =========
cpu_attention_gqa25_causal_kv_block_split_pipeline                           grouped-query attention, causal (75 heads        90       3      4%       1.8x
                                                                             over 3, 162 x 162, d 94)
cpu_gemm_m_tile_pipeline_layout                                              GEMM (364 x 944 @ 944 x 936)                    144       3      9%       9.2x
cpu_ffn_gelu_erf_gated_down_n_fuse_down_pipeline                             FFN, gated erf GELU (276 tokens, 864 ->          96       3      3%       1.2x
                                                                             1264)
cpu_layernorm_no_rows_per_block_no_split_no_pipeline_no_opt_level_no_unroll  LayerNorm (1832 rows x 3200)                      2       1      1%       1.5x
===========================================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1, 4.0%, 9.1%, 2.9%, 1.5%; worst/opt 1.834,
9.199, 1.180, 1.469; within 5% of the optimum: 13, 2, 9, 1 configurations; the attention's optimum (block_kv 64,
kv_split 2, pipeline none) has samples 1.054, 1.000, 1.070 times its fastest, 5th by median of 90 (median
1.054), the next fastest (block_kv 64, kv_split 1, pipeline double_buffer) 1.007 (median 1.105) and the best by
median (block_kv 64, kv_split 2, pipeline single_buffer) 1.011 (median 1.019); the other values at least:
block_kv 16 1.016, 32 1.010, 128 1.064, 256 1.048, 512 1.085; kv_split 1 1.007, 4 1.023, 8 1.105, 16 1.170;
pipeline single_buffer 1.010, double_buffer 1.007; the GEMM's optimum (tile_m 160, pipeline none, layout
row_major) has samples 1.000, 1.072, 1.092 times its fastest, 2nd by median of 144 (median 1.072), the next
fastest (tile_m 240, pipeline none, layout row_major) 1.011 (median 1.056) and the best by median (tile_m 240,
pipeline none, layout row_major) 1.011 (median 1.056); the other values at least: tile_m 16 1.083, 32 1.087, 48
1.084, 64 1.207, 80 1.100, 96 1.189, 112 1.126, 128 1.064, 144 1.278, 176 1.081, 192 1.155, 208 1.052, 224
1.085, 240 1.011, 256 1.105; pipeline single_buffer 1.434, double_buffer 1.314; layout col_major 1.052, z_major
1.075; the FFN's optimum (down_tile_n 240, fuse_activation True, down_pipeline single_buffer) has samples 1.000,
1.112, 1.107 times its fastest, 39th by median of 96 (median 1.107), the next fastest (down_tile_n 32,
fuse_activation False, down_pipeline none) 1.002 (median 1.087) and the best by median (down_tile_n 224,
fuse_activation True, down_pipeline single_buffer) 1.052 (median 1.059); the other values at least: down_tile_n
16 1.024, 32 1.002, 48 1.041, 64 1.020, 80 1.075, 96 1.102, 112 1.009, 128 1.075, 144 1.034, 160 1.053, 176
1.074, 192 1.078, 208 1.069, 224 1.011, 256 1.085; fuse_activation False 1.002; down_pipeline none 1.002,
double_buffer 1.011; the LayerNorm's optimum (stats one_pass) has samples 1.000, 1.005, 1.004 times its fastest,
1st by median of 2 (median 1.004), the next fastest (stats two_pass) 1.469 (median 1.484) and the best by median
(stats one_pass) 1.000 (median 1.004); the other values at least: stats two_pass 1.469.)
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, value_of

# the tile processor: up to 1216 tiles at 1.3375 GHz, each a barrel of 6 hardware threads (a thread issues every
# sixth cycle, so fewer threads leave slots empty) with 612.5 KB of SRAM holding its items' state, the threads'
# stacks of 10.75 KB each and its exchange buffers (twice over when the exchange overlaps the compute); bulk-synchronous
# supersteps (compute, a sync of 0.1475 us growing with the tiles busy, exchange at 5.5625 GB/s a tile through a
# fabric that carries 3.4375 MB a superstep before it congests, up to twice, by the family's penalty); the tables
# streamed from 57.75 GB of DDR at 19.85 GB/s shared by the busy tiles; 0.2275 of the lesser of compute and exchange
# left unhidden when they overlap; bandwidths in bytes/us
TP_TILES, TP_GHZ, TP_THREADS, TP_SRAM_KB, TP_STACK_KB = 1216, 1.3375, 6, 612.5, 10.75
TP_SYNC_US, TP_EXCH_RATE, TP_FABRIC_MB, TP_DDR_GB, TP_DDR_RATE, TP_RESID = 0.1475, 5.5625e3, 3.4375, 57.75, 1.985e4, 0.2275
# the processing-in-memory DIMMs: ranks of 64 DRAM processing units at 0.4375 GHz, each a pipeline full only with
# 11 or more tasklets, 64 KB of WRAM shared by its tasklets' stacks and buffers, a 64 MB MRAM bank (streamed to the
# WRAM at 0.6275 GB/s a unit), no floating-point unit (a float operation 18.5 cycles in software, in fixed point
# 2.6875), the host writing and reading the ranks at 0.9155 GB/s a rank up to 12 ranks at once, a launch of 14.75 us
# and 0.3875 us a rank; 0.1625 of the lesser of compute and streaming unhidden; the host's 20 cores at 2.955 GHz (4
# double lanes each) with 116.25 GB/s of DRAM and a 41.75 MB last-level cache (results over it merged at up to 1.3625
# times the bytes)
PIM_RANK, PIM_GHZ, PIM_PIPE, PIM_WRAM_KB, PIM_MRAM_MB, PIM_DMA_RATE = 64, 0.4375, 11.0, 64.0, 64.0, 6.275e2
PIM_SOFTFP, PIM_FIXED, PIM_RANK_RATE, PIM_BUS_RANKS, PIM_LAUNCH_US, PIM_RANK_US = 18.5, 2.6875, 9.155e2, 12, 14.75, 0.3875
PIM_RESID, HOST_CORES, HOST_GHZ, HOST_RATE, HOST_LLC_MB, HOST_LLC_X = 0.1625, 20, 2.955, 1.1625e5, 41.75, 0.3625


def _superstep_run(items: Any, steps: Any, ops: Any, state_kb: Any, exch_b: Any, table_mb: Any, item_gb: Any,
                   pen: float, chunk: Any, tiles: Any, threads: Any, mode: Any) -> tuple[Any, Any]:
    """``items`` items on the tile processor, ``chunk`` to a tile, for ``steps`` supersteps, each item a superstep
    ``ops`` operations and ``exch_b`` bytes exchanged, ``state_kb`` KB of state in its tile's SRAM and ``item_gb`` GB
    in DDR, ``table_mb`` MB of tables streamed to each busy tile a round; ``tiles`` tiles, ``threads`` threads a tile,
    the exchange after the compute or overlapping it (``mode``). Returns (the time in us, whether a tile's SRAM and
    the DDR hold the items in flight)."""
    overlap = np.asarray(mode) == "overlap_exchange"
    claims = np.ceil(items / chunk)
    busy = np.minimum(tiles, claims)
    rounds = np.ceil(claims / busy)
    comp = chunk * ops / (TP_GHZ * 1e3 * np.minimum(threads, TP_THREADS) / TP_THREADS)
    over = np.clip(busy * chunk * exch_b / (TP_FABRIC_MB * 1e6) - 1.0, 0.0, 2.0)
    exch = chunk * exch_b / TP_EXCH_RATE * (1.0 + pen * over)
    step = np.where(overlap, np.maximum(comp, exch) + TP_RESID * np.minimum(comp, exch), comp + exch)
    step = step + TP_SYNC_US * (1.0 + busy / TP_TILES)
    t = rounds * (steps * step + busy * table_mb * 1e6 / TP_DDR_RATE)
    sram = chunk * state_kb + threads * TP_STACK_KB + np.where(overlap, 2.0, 1.0) * chunk * exch_b / 1024.0
    return t, (sram <= TP_SRAM_KB) & (busy * chunk * item_gb <= TP_DDR_GB)


def _dimm_run(items: Any, steps: Any, iops: Any, fops: Any, mbytes: Any, wram_kb: Any, item_mb: Any, host_b: Any,
              res_mb: Any, ranks: Any, tasklets: Any, arith: Any) -> tuple[Any, Any]:
    """``items`` items over ``steps`` steps in the memory's processing units, each item a step ``iops`` integer and
    ``fops`` float operations and ``mbytes`` bytes streamed from MRAM, a tasklet holding ``wram_kb`` KB of WRAM, an
    item ``item_mb`` MB of MRAM, ``host_b`` bytes written and read by the host and ``res_mb`` MB of results merged on
    it; ``ranks`` ranks of ``tasklets`` tasklets a unit, the floats in fixed point or in software, or the work left on
    the host's cores (``arith``). Returns (the time in us, whether the tasklets fit the WRAM and the items the MRAM)."""
    arith = np.asarray(arith)
    host = arith == "host_cores"
    per = np.ceil(items / (ranks * PIM_RANK))
    issue = PIM_GHZ * 1e3 * np.minimum(tasklets, PIM_PIPE) / PIM_PIPE
    comp = per * steps * (iops + fops * np.where(arith == "soft_float", PIM_SOFTFP, PIM_FIXED)) / issue
    mem = per * steps * mbytes / PIM_DMA_RATE
    dpu = np.maximum(comp, mem) + PIM_RESID * PIM_PIPE / np.maximum(tasklets, PIM_PIPE) * np.minimum(comp, mem)
    dpu = dpu + items * host_b / (PIM_RANK_RATE * np.minimum(ranks, PIM_BUS_RANKS)) + PIM_LAUNCH_US + ranks * PIM_RANK_US
    cpu = items * steps * ((iops + fops) / (HOST_CORES * HOST_GHZ * 1e3 * 4.0) + mbytes / HOST_RATE)
    merge = items * res_mb * 1e6 / HOST_RATE * (1.0 + HOST_LLC_X * np.clip(items * res_mb / HOST_LLC_MB - 1.0, 0.0, 1.0))
    fits = host | ((tasklets * wram_kb <= PIM_WRAM_KB) & (per * item_mb <= PIM_MRAM_MB))
    return np.where(host, cpu, dpu) + merge, fits


_TP = {"tiles_used": [76, 304, 608, 1216], "tile_workers": [2, 3, 6], "exchange_mode": ["bsp_exchange", "overlap_exchange"]}
_PIM = {"dpu_ranks": [2, 8, 20, 40], "tasklets": [4, 11, 16], "pim_arith": ["q16_fixed", "soft_float", "host_cores"]}


def _tile_family(md: Any, a: Any, b: Any, chunk: Any, c: Cols, items: float, steps: Any, spec: dict, ka: dict,
                 kb: dict, pen: float, base: float) -> tuple[Any, Any]:
    """The tile processor's families' shared shape: ``spec[k]`` for each model value k gives (cells, ops a cell,
    state KB a cell, bytes exchanged a cell, table MB, GB an item); ``ka`` and ``kb`` the two domain parameters'
    factors on the operations."""
    def per(i: int) -> np.ndarray:
        return value_of(md, {k: v[i] for k, v in spec.items()})
    cells = per(0)
    ops = cells * per(1) * value_of(a, ka) * value_of(b, kb)
    t, fits = _superstep_run(items, steps, ops, cells * per(2), cells * per(3), per(4), per(5), pen, chunk,
                             c["tiles_used"], c["tile_workers"], c["exchange_mode"])
    return t + base, fits


def _dimm_family(md: Any, a: Any, b: Any, c: Cols, items: float, steps: Any, spec: dict, ka: dict, kb: dict,
                 base: float) -> tuple[Any, Any]:
    """The memory's families' shared shape: ``spec[k]`` for each model value k gives (integer ops, float ops, MRAM
    bytes, WRAM KB a tasklet, MRAM MB an item, host bytes an item, result MB an item); ``ka`` and ``kb`` the two
    domain parameters' factors on the time."""
    def per(i: int) -> np.ndarray:
        return value_of(md, {k: v[i] for k, v in spec.items()})
    t, fits = _dimm_run(items, steps, per(0), per(1), per(2), per(3), per(4), per(5), per(6), c["dpu_ranks"],
                        c["tasklets"], c["pim_arith"])
    return (t + base) * value_of(a, ka) * value_of(b, kb), fits


# ---------------------------------------------------------------- tile-processor families
def display_case(cases: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, mx, ds = np.asarray(c["case_model"]), np.asarray(c["case_build"]), np.asarray(c["gel_kind"])
        s = c["rh_step_min"]
        spec = {"buffer_capacity_table": (1.0, 2600.0, 6.0, 64.0, 0.6, 1e-6),
                "case_moisture_ode": (12.0, 700.0, 4.0, 96.0, 1.4, 5e-6),
                "crack_network_flow": (900.0, 55.0, 0.45, 48.0, 3.2, 0.06)}
        t, fits = _tile_family(md, mx, ds, c["vitrine_chunk"], c, cases, 600.0 / s, spec,
                               {"gasketed_case": 1.0, "passive_vitrine": 1.08, "sealed_frame": 1.03},
                               {"regular_gel": 1.0, "conditioned_gel": 1.2}, 1.2, 50.0)
        bad = (~fits | ((md == "buffer_capacity_table") & (mx == "passive_vitrine")) | ((md == "crack_network_flow") & (s == 5))
               | ((md == "case_moisture_ode") & (s == 5) & (ds == "conditioned_gel")))
        return np.where(bad, np.nan, t)
    return cost


def display_case_params() -> dict[str, list[Any]]:
    return {"case_model": ["buffer_capacity_table", "case_moisture_ode", "crack_network_flow"],
            "case_build": ["gasketed_case", "passive_vitrine", "sealed_frame"], "gel_kind": ["regular_gel", "conditioned_gel"],
            "rh_step_min": [0.05, 0.5, 5], "vitrine_chunk": [1, 8, 32], **_TP}


def cremator(cycles: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, sg, ba = np.asarray(c["cremator_model"]), np.asarray(c["coffin_kind"]), np.asarray(c["afterburner"])
        s = c["burn_step_s"]
        spec = {"cycle_time_table": (1.0, 3400.0, 4.0, 80.0, 0.4, 1e-6),
                "chamber_heat_ode": (20.0, 450.0, 5.0, 72.0, 1.1, 4e-6),
                "reactor_network": (1500.0, 40.0, 0.3, 40.0, 2.7, 0.06)}
        t, fits = _tile_family(md, sg, ba, c["cremation_chunk"], c, cycles, 300.0 / s, spec,
                               {"chipboard_coffin": 1.0, "solid_oak_coffin": 1.03, "wicker_coffin": 1.02},
                               {"gas_afterburner": 1.0, "recuperative_burner": 1.01}, 0.9, 1.2e5)
        bad = (~fits | ((md == "cycle_time_table") & (sg == "solid_oak_coffin")) | ((md == "reactor_network") & (s == 2))
               | ((md == "chamber_heat_ode") & (s == 2) & (ba == "recuperative_burner")))
        return np.where(bad, np.nan, t)
    return cost


def cremator_params() -> dict[str, list[Any]]:
    return {"cremator_model": ["cycle_time_table", "chamber_heat_ode", "reactor_network"],
            "coffin_kind": ["chipboard_coffin", "solid_oak_coffin", "wicker_coffin"], "afterburner": ["gas_afterburner", "recuperative_burner"],
            "burn_step_s": [0.02, 0.2, 2], "cremation_chunk": [1, 4, 16], **_TP}


def box_stack(loads: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, nc, tw = np.asarray(c["box_model"]), np.asarray(c["flute"]), np.asarray(c["liner"])
        s = c["load_step_h"]
        spec = {"mckee_table": (1.0, 5000.0, 3.0, 56.0, 0.3, 1e-6),
                "humid_creep_ode": (24.0, 520.0, 2.2, 88.0, 0.9, 3e-6),
                "panel_buckling_ritz": (2000.0, 34.0, 0.25, 36.0, 2.9, 0.06)}
        t, fits = _tile_family(md, nc, tw, c["pallet_chunk"], c, loads, 3600.0 / s, spec,
                               {"b_flute": 1.0, "c_flute": 1.002, "bc_double_wall": 1.003},
                               {"kraft_liner": 1.0, "recycled_liner": 1.002}, 0.6, 1.0e6)
        bad = (~fits | ((md == "mckee_table") & (nc == "bc_double_wall")) | ((md == "panel_buckling_ritz") & (s == 10))
               | ((md == "humid_creep_ode") & (s == 10) & (tw == "recycled_liner")))
        return np.where(bad, np.nan, t)
    return cost


def box_stack_params() -> dict[str, list[Any]]:
    return {"box_model": ["mckee_table", "humid_creep_ode", "panel_buckling_ritz"],
            "flute": ["b_flute", "c_flute", "bc_double_wall"], "liner": ["kraft_liner", "recycled_liner"],
            "load_step_h": [0.1, 1, 10], "pallet_chunk": [1, 8, 32], **_TP}


def deacidify(books: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, tp, sh = np.asarray(c["paper_model"]), np.asarray(c["leaf_stock"]), np.asarray(c["book_binding"])
        s = c["dose_step_g"]
        spec = {"ph_uptake_table": (1.0, 2200.0, 5.0, 1500.0, 0.5, 1e-6),
                "hydrolysis_dp_ode": (30.0, 380.0, 0.9, 80.0, 1.2, 3e-6),
                "particle_penetration_fv": (2400.0, 28.0, 0.01, 4.0, 3.5, 4e-3)}
        t, fits = _tile_family(md, tp, sh, 16.0, c, books, 400.0 / s, spec,
                               {"rag_paper": 1.0, "groundwood_paper": 1.3, "clay_coated_paper": 1.45},
                               {"sewn_binding": 1.0, "glued_binding": 1.35}, 1.4, 40.0)
        bad = (~fits | ((md == "ph_uptake_table") & (tp == "clay_coated_paper")) | ((md == "particle_penetration_fv") & (s == 8))
               | ((md == "hydrolysis_dp_ode") & (s == 8) & (sh == "glued_binding"))
               | ((md != "ph_uptake_table") & (c["tile_workers"] == 6) & (np.asarray(c["exchange_mode"]) == "bsp_exchange")))
        return np.where(bad, np.nan, t)
    return cost


def deacidify_params() -> dict[str, list[Any]]:
    return {"paper_model": ["ph_uptake_table", "hydrolysis_dp_ode", "particle_penetration_fv"],
            "leaf_stock": ["rag_paper", "groundwood_paper", "clay_coated_paper"], "book_binding": ["sewn_binding", "glued_binding"],
            "dose_step_g": [0.5, 2, 8], "tiles_used": [76, 304, 608, 1216], "tile_workers": [3, 6],
            "exchange_mode": ["bsp_exchange", "overlap_exchange"]}


def duvet(duvets: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, ck, tp = np.asarray(c["duvet_model"]), np.asarray(c["fill"]), np.asarray(c["casing"])
        s = c["sleep_step_s"]
        spec = {"tog_table": (1.0, 4200.0, 4.0, 52.0, 0.35, 1e-6),
                "sleeper_heat_ode": (40.0, 300.0, 1.5, 68.0, 1.0, 2e-6),
                "batting_fe": (1800.0, 36.0, 0.25, 30.0, 2.6, 0.06)}
        t, fits = _tile_family(md, ck, tp, c["duvet_chunk"], c, duvets, 250.0 / s, spec,
                               {"duck_down": 1.0, "microfibre_fill": 1.003, "wool_fill": 1.004},
                               {"cotton_casing": 1.0, "silk_casing": 1.002}, 0.7, 6.0e4)
        bad = (~fits | ((md == "tog_table") & (ck == "wool_fill")) | ((md == "batting_fe") & (s == 25))
               | ((md == "sleeper_heat_ode") & (s == 25) & (tp == "silk_casing")))
        return np.where(bad, np.nan, t)
    return cost


def duvet_params() -> dict[str, list[Any]]:
    return {"duvet_model": ["tog_table", "sleeper_heat_ode", "batting_fe"],
            "fill": ["duck_down", "microfibre_fill", "wool_fill"], "casing": ["cotton_casing", "silk_casing"],
            "sleep_step_s": [1, 5, 25], "duvet_chunk": [1, 8, 32], **_TP}


# ---------------------------------------------------------------- processing-in-memory families
def roundabout(junctions: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, st, vn = np.asarray(c["junction_model"]), np.asarray(c["layout_kind"]), np.asarray(c["arm_demand"])
        s = c["sim_step_s"]
        spec = {"entry_capacity_table": (300.0, 40.0, 200.0, 2.0, 0.1, 400.0, 0.002),
                "queue_fluid_ode": (900.0, 600.0, 1500.0, 4.5, 0.6, 800.0, 0.01),
                "gap_acceptance_sim": (4000.0, 9000.0, 2.0e4, 6.5, 2.5, 1600.0, 0.05)}
        t, fits = _dimm_family(md, st, vn, c, junctions, 6.0e4 / s, spec,
                               {"single_lane": 1.0, "two_lane": 1.09, "turbo_roundabout": 1.07},
                               {"balanced_arms": 1.0, "tidal_arms": 1.08}, 2.0e3)
        bad = (~fits | ((md == "entry_capacity_table") & (st == "turbo_roundabout")) | ((md == "gap_acceptance_sim") & (s == 16))
               | ((md == "queue_fluid_ode") & (s == 16) & (vn == "tidal_arms"))
               | ((md == "gap_acceptance_sim") & (np.asarray(c["pim_arith"]) == "q16_fixed")))
        return np.where(bad, np.nan, t)
    return cost


def roundabout_params() -> dict[str, list[Any]]:
    return {"junction_model": ["entry_capacity_table", "queue_fluid_ode", "gap_acceptance_sim"],
            "layout_kind": ["single_lane", "two_lane", "turbo_roundabout"], "arm_demand": ["balanced_arms", "tidal_arms"],
            "sim_step_s": [1, 4, 16], **_PIM}


def banknote(series: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, sf, tk = np.asarray(c["note_model"]), np.asarray(c["substrate"]), np.asarray(c["denomination"])
        s = c["life_step_day"]
        spec = {"fitness_table": (200.0, 60.0, 150.0, 2.0, 0.1, 300.0, 0.001),
                "soiling_wear_ode": (700.0, 800.0, 1200.0, 4.5, 0.6, 700.0, 0.008),
                "note_agents": (3000.0, 1.2e4, 1.6e4, 6.5, 2.5, 1200.0, 0.04)}
        t, fits = _dimm_family(md, sf, tk, c, series, 2880.0 / s, spec,
                               {"cotton_paper": 1.0, "polymer_note": 1.09, "hybrid_note": 1.17},
                               {"low_value_note": 1.0, "high_value_note": 1.12}, 1.0e3)
        bad = (~fits | ((md == "fitness_table") & (sf == "hybrid_note")) | ((md == "note_agents") & (s == 60))
               | ((md == "soiling_wear_ode") & (s == 60) & (tk == "high_value_note")))
        return np.where(bad, np.nan, t)
    return cost


def banknote_params() -> dict[str, list[Any]]:
    return {"note_model": ["fitness_table", "soiling_wear_ode", "note_agents"],
            "substrate": ["cotton_paper", "polymer_note", "hybrid_note"], "denomination": ["low_value_note", "high_value_note"],
            "life_step_day": [1, 10, 60], **_PIM}


def zipper(zips: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, cb, rf = np.asarray(c["zip_model"]), np.asarray(c["zip_kind"]), np.asarray(c["zip_tape"])
        s = c["pull_step_ms"]
        spec = {"pull_force_table": (250.0, 50.0, 180.0, 2.0, 0.1, 350.0, 0.0015),
                "slider_stickslip_ode": (800.0, 700.0, 1400.0, 4.5, 0.6, 750.0, 0.009),
                "tooth_pair_fe": (3500.0, 1.0e4, 1.8e4, 6.5, 2.5, 1400.0, 0.045)}
        t, fits = _dimm_family(md, cb, rf, c, zips, 86400.0 / s, spec,
                               {"coil_zip": 1.0, "moulded_zip": 1.01, "metal_zip": 1.08},
                               {"polyester_tape": 1.0, "cotton_tape": 1.015, "recycled_tape": 1.02}, 1.5e4)
        bad = (~fits | ((md == "pull_force_table") & (cb == "metal_zip")) | ((md == "tooth_pair_fe") & (s == 60))
               | ((md == "slider_stickslip_ode") & (s == 60) & (rf == "cotton_tape")))
        return np.where(bad, np.nan, t)
    return cost


def zipper_params() -> dict[str, list[Any]]:
    return {"zip_model": ["pull_force_table", "slider_stickslip_ode", "tooth_pair_fe"],
            "zip_kind": ["coil_zip", "moulded_zip", "metal_zip"], "zip_tape": ["polyester_tape", "cotton_tape", "recycled_tape"],
            "pull_step_ms": [1, 10, 60], **_PIM}


def escalator(units: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, wd, ch = np.asarray(c["drive_model"]), np.asarray(c["rise"]), np.asarray(c["duty"])
        oil, fl, fu = np.asarray(c["step_log"]), np.asarray(c["comb_record"]), np.asarray(c["oil_record"])
        s = c["run_step_s"]
        spec = {"chain_wear_table": (350.0, 50.0, 250.0, 2.0, 0.1, 450.0, 0.002),
                "gearbox_oil_ode": (1000.0, 900.0, 1600.0, 4.5, 0.6, 900.0, 0.012),
                "handrail_friction_fe": (5000.0, 1.4e4, 2.2e4, 6.5, 2.5, 1800.0, 0.06)}
        t, fits = _dimm_family(md, wd, ch, c, units, 2000.0 / s, spec, {"low_rise": 1.0, "high_rise": 1.003},
                               {"retail_duty": 1.0, "transit_duty": 1.002}, 1.5e6)
        t = t * value_of(oil, {"no_step_log": 1.0, "step_log_on": 1.002}) * value_of(fl, {"comb_visual": 1.0, "comb_sensor": 1.003}) * value_of(
            fu, {"oil_dipstick": 1.0, "oil_sensor": 1.001})
        bad = (~fits | ((md == "chain_wear_table") & (wd == "high_rise") & (ch == "transit_duty")) | ((md == "handrail_friction_fe") & (s == 5)))
        return np.where(bad, np.nan, t)
    return cost


def escalator_params() -> dict[str, list[Any]]:
    return {"drive_model": ["chain_wear_table", "gearbox_oil_ode", "handrail_friction_fe"],
            "rise": ["low_rise", "high_rise"], "duty": ["retail_duty", "transit_duty"],
            "run_step_s": [0.1, 1, 5], **_PIM, "step_log": ["no_step_log", "step_log_on"],
            "comb_record": ["comb_visual", "comb_sensor"], "oil_record": ["oil_dipstick", "oil_sensor"]}


def seen_79_synthetic() -> list[tuple[str, Landscape]]:
    """The seventy-ninth held-out set's synthetic part: nine families no earlier set had (constants of a tile
    processor of up to 1216 tiles at 1.3375 GHz, 6 threads and 612.5 KB of SRAM a tile, bulk-synchronous supersteps
    exchanging at 5.5625 GB/s a tile over a fabric congesting past 3.4375 MB and 57.75 GB of DDR at 19.85 GB/s, and
    processing-in-memory DIMMs of ranks of 64 units at 0.4375 GHz with 64 KB of WRAM and a 64 MB MRAM bank a unit, no
    floating-point unit, beside a host of 20 cores at 2.955 GHz with 116.25 GB/s of DRAM and a 41.75 MB last-level
    cache; times in us)."""
    L, S = Landscape, "seen_79"
    return [
        (S, L("display_case_cb", display_case_params(), display_case(9000.0), 0.03)),
        (S, L("cremator_cb", cremator_params(), cremator(1.4e4), 0.02)),
        (S, L("box_stack_cb", box_stack_params(), box_stack(2.4e4), 0.02)),
        (S, L("deacidify_cb", deacidify_params(), deacidify(2.0e4), 0.04)),
        (S, L("duvet_cb", duvet_params(), duvet(1.7e4), 0.03)),
        (S, L("roundabout_cb", roundabout_params(), roundabout(6.0e4), 0.02)),
        (S, L("banknote_cb", banknote_params(), banknote(5.0e4), 0.04)),
        (S, L("zipper_cb", zipper_params(), zipper(7.0e4), 0.03)),
        (S, L("escalator_cb", escalator_params(), escalator(9.0e4), 0.03)),
    ]


SEEN_79_DIR = _data_dir("zoo_seen_79")


def seen_79() -> list[tuple[str, Landscape]]:
    """The seventy-ninth held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_79/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_79", SEEN_79_DIR)
    return seen_79_synthetic() + recorded
