"""The zoo's ``seen_71`` set.

``seen_71`` (was ``held_out_71``, :func:`seen_71`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the fiftieth round, see docs/benchmarks.md):
3 wins / 9 ties / 1 loss against the best peer, geo-mean
1.0038, the best of the five (tpe_mv 1.0078; random 1.2455); the synthetic nine 3 / 5 / 1 (wins
on book spines, 1.000 against rl's 1.007, stained glass, 1.000 against rl's 1.006, and turned
bowls, 1.006 against tpe_mv's 1.011; a loss on skateboard decks, 1.017 against rl's 1.001), the
best by geo-mean there (1.0037; tpe_mv 1.0077); on 30 seeds its recorded four 0 / 4 / 0 (1.0040,
second of five to rl's 1.0037); scored by the median of 9 quiet samples 0 / 4 / 0 with
``--confirm 0`` (1.0031, second to tpe_mv's 1.0030) and 0 / 3 / 1 with ``--confirm 3`` (a loss
on the fast-GELU FFN, 1.008 against rl's 1.000); R1 3 / 8 / 2 as committed (1.0045, second of six,
behind the default: 1.019 on the GEMM against 1.011), second of six with ``--confirm 0`` (1.0031)
and the best with ``--confirm 3`` (1.0010, level with rl and tpe_mv).
Evaluated on an AVX-512 host with the numerics pinned (numpy's X86_V4 loops), where its committed traces were made; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (thatching, trebuchet building, dry-stone
walling, violin varnishing, bookbinding, woodturning, stained-glass making, skateboard making,
chocolate tempering), with constants unlike the other sets' (a two-socket NUMA server of 2 x 44
cores at 2.705 GHz, each socket with a 38.75 MB L3 and 187.25 GB/s of DDR holding 251.5 GB,
dependent misses of 0.0885 us to the socket's own memory and 0.1465 us to the other's, the sockets
joined by a 63.75 GB/s link, a barrier of 0.0435 us a thread a round (2.385 times that across
both sockets); a GPU of seven 18-core slices (126 cores) with 178.5 KB of shared memory a core,
1536 threads and 24 blocks a core, 72 fused-multiply-add lanes at 1.645 GHz, fp64 at a third of
the rate, 2.915 TB/s of HBM holding 94.25 GB behind a 56.75 MB L2 that moves a working set that
fits at 2.185 times the HBM's rate, both dealt to its instances in eighths, latency hidden as
1 - 0.605 exp(-1.965 occupancy), 0.395 us a wave, a kernel launch of 5.45 us and a drain of
0.0235 us more a core of the instance, and a 52.25 GB/s host link; times in us, bandwidths in
bytes/us). The CPU families hand their jobs out in claims of 1, 8 or 32 to 11, 22, 44 or 88
threads placed on one socket (at most its 44 cores, one socket's memory and bandwidth), split
over both sockets with each socket's jobs and a copy of the tables in its own memory, or spread
over both with every page interleaved (0.765 of both sockets' rate, bounded by one socket's rate
and the link both ways, half the misses remote); a socket's threads share its L3 for their
tables (each time the tables outgrow it, up to twice, the family's penalty on the cycles); the
GPU families run as one instance on all seven slices or as two of three slices, three of two or
seven of one (the items dealt evenly over the instances, each with its eighths of the HBM and
the L2: an instance's items over its memory fail), their blocks in whole waves, latency hidden
by the occupancy:

- ``thatch_roof_bt`` (2916, 45.4%, 1.1 x 10^7x): a thatcher's rain-shedding studies, 3,960
  what-if roofs through a four-hour storm on the NUMA server, the water as a sheet running off the
  coat (not with swelling stems), along stem channels (48 cells; through water reed at 60-s steps:
  fails) or by a CFD of the porous thatch (2,400 cells; at 60-s steps: fails), the stems dry (not
  for combed wheat reed), absorbing or swelling (their 2.6, 6 and 22 MB of wetting tables a thread
  over the socket's L3: a ramp), water reed, long straw or combed wheat reed, 0.5-60-s steps,
  claims of 1-32 roofs over 11-88 threads on one socket, split or interleaved (the resident roofs
  over the memory: fail); one within 5% (split over both sockets; interleaved 5.1% behind).
- ``trebuchet_sling_bt`` (1944, 40.5%, 8.0 x 10^5x): a trebuchet builder's sling-release studies,
  8,800 shots' 2.7-s swings on the server (each streaming its arm's state: bandwidth-bound), the
  arm rigid (not with a floating-arm counterweight), a hinged multibody (30 states; with a pin-slip
  release at 30-ms steps: fails) or a flexible arm of finite elements (900; at 30-ms steps: fails),
  a release at a fixed angle or by the sling's pin slipping, the counterweight in a fixed box, a
  hinged box (2.5% cheaper; with the pin-slip release in claims of 32: fails) or on a floating
  arm, 0.3-30-ms steps, claims of 1-32 over 11-88 threads, one socket, split or interleaved (the
  memory: fail); 11 within 5%.
- ``drystone_wall_bt`` (864, 56.0%, 5.6 x 10^4x): a dry-stone waller's batter studies, 2,640 wall
  sections checked for stability on the server, the stones as rigid wedges (not under a vehicle
  surcharge, nor with loose hearting), blocks in friction (600) or discrete blocks (9,000; in
  claims of 8 under gravity alone: fails), a batter of 1 in 5 or a plumb face (not under the
  soil's thrust), packed or loose hearting, gravity alone, the soil's thrust or a vehicle's
  surcharge (2.2 and 3.5 times the iterations), claims of 8 or 32 over 11-88 threads, one socket,
  split or interleaved (the blocks' tables over the socket's L3: a ramp; the memory: fail); two
  within 5%.
- ``violin_varnish_bt`` (5832, 47.0%, 4.9 x 10^6x): a violin maker's varnish studies, 6,160 films'
  30 days of curing on the server, the oxygen's uptake at the skin (not through five coats), by
  diffusion through the film (40 layers a coat; sun-cured at 0.1-h steps: fails) or through a
  crosslinking network (260; at 12-h steps, or one coat in the UV box: fails), one, three or five
  coats, sun-cured (1.8%) or in a UV box, linseed, walnut or tung oil (0.6% and 1.2%), 0.1-12-h
  steps, claims of 1-32 over 11-88 threads, one socket, split or interleaved (0.6%; the memory:
  fail); 12 within 5%.
- ``book_spine_bt`` (3888, 41.4%, 7281x): a bookbinder's spine studies, 17,600 bindings opened 4,
  40 or 400 times on the server (each opening streaming its leaves' contact states:
  bandwidth-bound), the spine as a hinged beam (not coptic-stitched), a stack of leaves (24; smyth
  sewn at 400 openings, or perfect bound with hide glue: fails) or a shell of finite elements (320;
  at 400 openings, or perfect bound: fails), perfect bound, smyth sewn (0.9%) or coptic-stitched,
  and two that barely matter (PVA or hide glue, buckram or linen cloth: 0.2-0.4%), claims of 1-32
  over 11-88 threads (1.9% from 22 up), one socket, split or interleaved (the bindings' memory:
  fail): eight parameters, 44 within 5%.
- ``turned_bowl_bt`` (7776, 51.0%, 3.9 x 10^6x): a woodturner's drying studies, 3 x 10^4 rough-turned
  green bowls' 120 days of drying on the sliced GPU (a launch every 24 steps), the wall's moisture as
  one lumped content relaxing to the air's equilibrium (not after an alcohol soak), diffusion through
  the wall in finite differences (48 layers; in single words at 0.2-h steps: fails) or orthotropic
  finite elements of a sector of the bowl (216 nodes; at 20-h steps: fails), cherry, maple (6.0%) or
  oak blanks (oak on an open shelf at 20-h steps: fails), dried on an open shelf, in a paper bag of
  shavings or after an alcohol soak (water and ethanol: twice the fields), 0.2-20-h steps, single or
  double words, 4-64 bowls a block (over the 178.5 KB: fail), 64-512 threads (over the register
  file: fail), one instance of seven slices or two, three or seven smaller ones (an instance's bowls
  over its eighths of the HBM: fail); two within 5% (seven instances of one slice; one of seven 1.1%
  behind).
- ``stained_glass_bt`` (10368, 54.6%, 3.9 x 10^5x): a stained-glass maker's wind-load studies,
  9,000 leaded panels on the GPU (three kernels a step, 200 steps a load case), the glass as a
  sagging membrane (not under a gust spectrum), Kirchhoff plates (in single words under a gust
  spectrum: fails) or Mindlin plates (not for forty pieces; for six hundred under a gust
  spectrum: fails), pinned or soldered cames and pure lead, antimonial lead or zinc cames (0.1%
  at most), 40, 200 or 600 pieces, a static gust or a gust spectrum (64 load cases), single or
  double words, 1-16 panels a block (over the 178.5 KB: fail), 64-512 threads (1.1% at 128; over
  the register file: fail), in instances of one to seven slices (their eighths of the HBM: fail):
  nine parameters, 12 within 5%.
- ``skateboard_deck_bt`` (6912, 39.5%, 5.7 x 10^4x): a skateboard maker's deck-pressing studies,
  2.4 x 10^5 decks' 30 minutes in the press on the GPU (a launch every 10 steps), the plies by
  classical laminate theory (with epoxy and nine plies: fails), a zigzag theory (in single words
  at 0.3-s steps: fails) or layerwise finite elements (in single words beyond seven plies, at
  30-s steps, or seven plies with a steep concave: fails), seven, eight or nine plies (1.9% at
  most), urea or epoxy glue and a mellow or steep concave (0.6% and 0.4%), 0.3-30-s steps, single
  or double words, 8 or 32 decks a block (over the 178.5 KB: fail), 64-512 threads (over the
  register file: fail), one to seven
  slices an instance (0.1-1.7%; an instance's decks over its HBM: fail): nine parameters, 48
  within 5%.
- ``chocolate_temper_bt`` (6912, 56.0%, 846x): a chocolatier's tempering studies, 1.5 x 10^5
  batches' 40 minutes of tempering on the GPU (a launch every 20 steps), the cocoa butter's six
  forms by first-order transitions between them (not with cocoa-butter silk), induction times (in
  single words at 0.2-s steps: fails) or crystal size bins (300; at 20-s steps, or tabled at 2-s
  steps: fails), tabling (0.2%), seed callets or cocoa-butter silk, and two that barely matter (a
  three- or four-stage curve, criollo or forastero beans: 0.2-0.3%), 0.2-20-s steps, single or
  double words, 64 or 256 batches a block (0.1%; over the 178.5 KB: fail), 64-512 threads (0.1-0.8%
  up to 256), one to seven slices an instance (0.3-0.5%; an instance's batches over its HBM: fail):
  nine parameters, 176 within 5%.

And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier recorded landscape
covers, and four spaces whose parameters no earlier space of their op kind tuned together: a causal multi-query
attention, self attention (134 queries over 134 keys, 49 query heads over one KV head, d 50: not a multiple of
8, three 16-float vectors and a 2-float tail, as every head dimension up to 48 and 52 are taken, every multiple
of 8 up to 528 too, 536 is too slow to record and the smallest free multiple of 4, 124, timed too near 130 s in
the round before), with its query block, KV block and KV split but its softmax, pipeline, ``opt_level`` and
unroll left at the default (query blocks of 16 to 256: 9, 5, 3, 2 and 1 blocks of the 134 queries; KV blocks of
16 to 512, 256 and 512 both one block; KV splits of 1 to 16: 1, 2, 3, 5 and 9 chunks of whole 16-key panels), a
plain GEMM tuning its N tile with the pipeline and the layout (808 wide: 51 to 4 column blocks; 276 x 816 @ 816
x 808; its M and K tiles, L1 prefetch, output alignment, ``opt_level``, schedule and unroll at the default), a
non-gated fast-GELU FFN tuning the down projection's M tile with both pipelines (196 tokens: 13 to 1 row blocks;
792 hidden, 1200 intermediate), and a LayerNorm with its hidden split and its stats but neither its rows a
block, its pipeline, its ``opt_level`` nor its unroll (a set no earlier LayerNorm or RMSNorm space tuned; 8
configurations, the full value lists: the untuned norm sets of 9 or more are used up and this is one of the two
largest left), each space measured exhaustively (every configuration compiled, checked against numpy, timed 3
times) by ``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_71/`` (gzip JSON, times in us,
provenance in each file's ``source``, 11.3 KB in all). They were recorded on the shared 2-core machine the
standing way, ``--only`` each, one after another, the recorder at normal priority (not niced), 60 s after the
lead's go (the load average 0.28 at the start), on the host that recorded held_out_62's..held_out_70's four (now
seen_62's..seen_70's), an AMD EPYC with AVX-512 (avx512f, avx512dq, avx512bw, avx512vl and more): their
``host_cpu`` (81db2b0747f882f3) is seen_70's, so the four are measurements of the kernels' AVX-512 paths
(16-lane vectors), like seen_62's..seen_70's and unlike held_out_44's..held_out_61's (e12b91328de47f4d, an
AVX2-only EPYC). ``ps`` (every 60 s over the standing recording) showed nothing else running but the recorder,
its measuring worker and its C compiler, this helper's own sampling and waiting shells (sleeping) and idle tool
shells (sleeping); this helper's drafting of the synthetic families had ended before the go, and during the
recording it only read the logs beside it (load average 0.28-1.12 sampled every 10 s over the standing
recording, the recorder itself included). The standing recordings took 98, 87, 100 and 11 s (the attention,
GEMM, FFN and LayerNorm), each under the 150 s its space was sized for. The tail of their samples is real
measurement noise (median spread 0.7-4.2%), and the fastest sample is the true cost: the attention's optimum is
also the best by median (samples 1.012, 1.000, 1.003; the next fastest 1.016 (median 1.025)); THE GEMM'S OPTIMUM
RESTS ON ONE FAST SAMPLE (its other two samples 1.095 and 1.138 times it, 8th by median of 144; the next fastest
1.011 times it (median 1.125), the best by median 1.028 (median 1.034)); the FFN's optimum leans on a fast
sample (samples 1.041, 1.000, 1.023, 6th by median of 144; the next fastest 1.004 (median 1.006), the best by
median 1.004 (median 1.006)); the LayerNorm's optimum leans on a fast sample (samples 1.003, 1.016, 1.000, 2nd
by median of 8; the next fastest 1.001 (median 1.003), the best by median 1.001 (median 1.003)). Before that,
the first and the last configuration of each space were compiled and measured once the recorder's way, in a
scratch cache outside the repository, to check they build and to estimate the recording time. Every
configuration ran, so they are 0% infeasible (reported, not forced into 30-70%):

==================================================================  ==========================================  =======  ======  ======  =========
landscape                                                           op (shape)                                  configs  params  spread  worst/opt
==================================================================  ==========================================  =======  ======  ======  =========
cpu_attention_mqa49_causal_q_kv_blocks_split                        multi-query attention, causal (49 query         150       3      1%       1.8x
                                                                    heads, one KV head, 134 x 134, d 50)
cpu_gemm_n_tile_pipeline_layout                                     GEMM (276 x 816 @ 816 x 808)                    144       3      4%      14.8x
cpu_ffn_fastgelu_down_m_both_pipelines                              FFN, fast GELU (196 tokens, 792 -> 1200)        144       3      2%       1.2x
cpu_layernorm_no_rows_per_block_no_pipeline_no_opt_level_no_unroll  LayerNorm (1744 rows x 3128)                      8       2      1%       1.5x
==================================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1, 1.0%, 4.2%, 2.2%, 0.7%; worst/opt 1.796,
14.835, 1.172, 1.501; within 5% of the optimum: 10, 4, 50, 4 configurations; the attention's optimum (block_q
16, block_kv 64, kv_split 1) has samples 1.012, 1.000, 1.003 times its fastest, 1st by median of 150 (median
1.003), the next fastest (block_q 16, block_kv 256, kv_split 1) 1.016 (median 1.025) and the best by median
(block_q 16, block_kv 64, kv_split 1) 1.000 (median 1.003); the other values at least: block_q 32 1.026, 64
1.040, 128 1.095, 256 1.134; block_kv 16 1.049, 32 1.047, 128 1.025, 256 1.016, 512 1.057; kv_split 2 1.075, 4
1.167, 8 1.330, 16 1.404; the GEMM's optimum (tile_n 256, pipeline none, layout col_major) has samples 1.138,
1.000, 1.095 times its fastest, 8th by median of 144 (median 1.095), the next fastest (tile_n 32, pipeline none,
layout col_major) 1.011 (median 1.125) and the best by median (tile_n 128, pipeline none, layout row_major)
1.028 (median 1.034); the other values at least: tile_n 16 2.463, 32 1.011, 48 1.458, 64 1.066, 80 1.300, 96
1.054, 112 1.294, 128 1.028, 144 1.157, 160 1.048, 176 1.254, 192 1.081, 208 1.104, 224 1.152, 240 1.080;
pipeline single_buffer 1.289, double_buffer 1.298; layout row_major 1.028, z_major 1.048; the FFN's optimum
(down_tile_m 144, pipeline single_buffer, down_pipeline single_buffer) has samples 1.041, 1.000, 1.023 times its
fastest, 6th by median of 144 (median 1.023), the next fastest (down_tile_m 16, pipeline none, down_pipeline
single_buffer) 1.004 (median 1.006) and the best by median (down_tile_m 16, pipeline none, down_pipeline
single_buffer) 1.004 (median 1.006); the other values at least: down_tile_m 16 1.004, 32 1.024, 48 1.013, 64
1.005, 80 1.005, 96 1.015, 112 1.010, 128 1.016, 160 1.028, 176 1.026, 192 1.017, 208 1.041, 224 1.051, 240
1.029, 256 1.018; pipeline none 1.004, double_buffer 1.038; down_pipeline none 1.020, double_buffer 1.032; the
LayerNorm's optimum (hidden_split 4, stats one_pass) has samples 1.003, 1.016, 1.000 times its fastest, 2nd by
median of 8 (median 1.003), the next fastest (hidden_split 8, stats one_pass) 1.001 (median 1.003) and the best
by median (hidden_split 8, stats one_pass) 1.001 (median 1.003); the other values at least: hidden_split 1
1.011, 2 1.013, 8 1.001; stats two_pass 1.364.)
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, _lookup, recorded_set, resident_blocks

# the two-socket NUMA server: two sockets of 44 cores at 2.705 GHz, each with a 38.75 MB L3 and 187.25 GB/s of DDR
# holding 251.5 GB; a dependent miss 0.0885 us to the socket's own memory, 0.1465 us to the other's; the sockets
# joined by a 63.75 GB/s link; the job's threads on one socket (``one_socket``), split over both with the jobs and
# their tables in each socket's own memory (``split_sockets``: the tables copied to both) or spread over both with
# every page interleaved (``interleave_pages``: 0.765 of both sockets' rate, bounded by one socket's rate and the link
# both ways, half the misses remote); a thread's tables share the socket's L3 with the socket's other threads (each
# time the tables outgrow it, up to twice, the cycles grow by the family's penalty); a barrier 0.0435 us a thread a
# round (2.385 times that when the threads span both sockets); bandwidths in bytes/us
N_CORES, N_GHZ, N_L3_MB, N_DDR_RATE, N_DDR_GB = 44, 2.705, 38.75, 1.8725e5, 251.5
N_LOCAL_US, N_REMOTE_US, N_LINK_RATE, N_INTERLEAVE, N_SYNC_US, N_CROSS = 0.0885, 0.1465, 6.375e4, 0.765, 0.0435, 1.385
# the sliced GPU: seven slices of 18 cores (126 cores), 178.5 KB of shared memory a core, 1536 threads and 24
# blocks a core, 72 fused-multiply-add lanes a core at 1.645 GHz, fp64 at a third of the rate; 2.915 TB/s of HBM
# holding 94.25 GB behind a 56.75 MB L2 (2.185 times the HBM's rate for a working set that fits), both dealt in
# eighths; the job runs as one instance on all seven slices (8 eighths of the memory), or as two instances of three
# slices (4 eighths each), three of two (2 eighths) or seven of one (1 eighth), the items dealt evenly over them;
# latency hidden as 1 - 0.605 exp(-1.965 occupancy); a wave 0.395 us to start, a kernel launch 5.45 us and its
# drain 0.0235 us more a core of the instance; the inputs and results over a 52.25 GB/s host link
S_SLICE, S_SMEM_KB, S_THREADS, S_BLOCKS, S_LANES, S_GHZ, S_FP64 = 18, 178.5, 1536, 24, 72, 1.645, 1.0 / 3.0
S_HBM_RATE, S_HBM_GB, S_L2_MB, S_L2_GAIN, S_WAVE_US, S_LAUNCH_US, S_DRAIN_US, S_LINK = 2.915e6, 94.25, 56.75, 2.185, 0.395, 5.45, 0.0235, 5.225e4
S_INSTANCES, S_EIGHTHS = {1: 7.0, 2: 3.0, 3: 2.0, 7: 1.0}, {1: 1.0, 2: 2.0, 3: 4.0, 7: 8.0}


def _on(table: dict[Any, float], col: Any) -> np.ndarray:
    """The number ``table`` gives each configuration's value of the one column ``col``."""
    return _lookup({(k,): v for k, v in table.items()}, col)


def _numa_run(jobs: Any, cyc: Any, traffic: Any, misses: Any, job_gb: Any, table_mb: Any, pen: float, chunk: Any,
              workers: Any, place: Any) -> tuple[Any, Any]:
    """``jobs`` jobs on the two-socket server, each ``cyc`` cycles, ``traffic`` bytes streamed, ``misses`` dependent
    misses and ``job_gb`` GB resident while it runs, over ``table_mb`` MB of tables a thread reads (``pen`` more
    cycles for each time they outgrow the socket's L3), ``chunk`` jobs a claim, on ``workers`` threads placed by
    ``place``. Returns (the time in us, whether it fits the memory)."""
    place = np.asarray(place)
    one, split = place == "one_socket", place == "split_sockets"
    thr = np.where(one, np.minimum(workers, N_CORES), workers)
    per_socket = np.where(one, thr, np.ceil(thr / 2.0))
    claims = np.ceil(jobs / chunk)
    busy = np.minimum(thr, claims)
    rounds = np.ceil(claims / busy)
    over = np.clip(table_mb * per_socket / N_L3_MB - 1.0, 0.0, 2.0)
    miss = np.where(place == "interleave_pages", 0.5 * (N_LOCAL_US + N_REMOTE_US), N_LOCAL_US)
    rate = np.select([one, split], [N_DDR_RATE, 2.0 * N_DDR_RATE],
                     np.minimum(2.0 * N_DDR_RATE * N_INTERLEAVE, N_DDR_RATE + 2.0 * N_LINK_RATE))
    work = rounds * chunk * (cyc * (1.0 + pen * over) / (N_GHZ * 1e3) + misses * miss)
    stream = jobs * traffic / rate
    t = np.maximum(work, stream) + 0.2 * np.minimum(work, stream) + rounds * busy * N_SYNC_US * np.where(one, 1.0, 1.0 + N_CROSS)
    resident = busy * chunk * job_gb
    fits = np.select([one, split], [resident + table_mb / 1024.0 <= N_DDR_GB,
                                    resident / 2.0 + table_mb / 1024.0 <= N_DDR_GB],
                     resident + table_mb / 1024.0 <= 2.0 * N_DDR_GB)
    return t, fits


def _slice_run(items: Any, steps: Any, kernels: Any, per_block: Any, threads: Any, flops: Any, nbytes: Any, smem: Any,
               regs: Any, fp64: Any, item_gb: Any, io_gb: Any, slices: Any) -> tuple[Any, Any]:
    """``items`` items over ``steps`` steps of ``kernels`` kernels on the sliced GPU, ``per_block`` items a block of
    ``threads`` threads, ``flops`` flops and ``nbytes`` bytes an item a step, ``smem`` bytes of shared memory a
    block, ``regs`` registers a thread (at most 255), fp64 or not, ``item_gb`` GB of working set an item and
    ``io_gb`` GB in and out over the host link, in instances of ``slices`` slices. Returns (the time in us, the
    blocks a core holds, 0 when none fits or an instance's items do not fit its memory)."""
    inst = _on(S_INSTANCES, slices)
    eighths = _on(S_EIGHTHS, slices)
    cores = S_SLICE * slices
    mine = np.ceil(items / inst)
    blocks = np.ceil(mine / per_block)
    res = resident_blocks(threads, smem, regs, S_SMEM_KB, S_THREADS, S_BLOCKS, 255)
    per = np.maximum(res, 1.0)
    held = np.minimum(per, np.ceil(blocks / cores))
    hide = 1.0 - 0.605 * np.exp(-1.965 * held * threads / S_THREADS)
    wc = held * np.ceil(per_block / threads) * threads * flops / (
        2.0 * S_LANES * S_GHZ * 1e3 * np.where(fp64, S_FP64, 1.0) * hide)
    rate = S_HBM_RATE * eighths / 8.0 * np.where(mine * item_gb * 1024.0 <= S_L2_MB * eighths / 8.0, S_L2_GAIN, 1.0)
    wm = cores * held * per_block * nbytes / rate
    waves = np.ceil(blocks / (cores * per))
    t = steps * (waves * (np.maximum(wc, wm) + 0.12 * np.minimum(wc, wm) + S_WAVE_US) + kernels * (S_LAUNCH_US + S_DRAIN_US * cores))
    return t + 2.0 * io_gb * 1e9 / S_LINK, res * (mine * item_gb <= S_HBM_GB * eighths / 8.0)


# ---------------------------------------------------------------- two-socket NUMA server families
def thatch_roof(roofs: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        pn, br, fr = np.asarray(c["thatch_flow"]), np.asarray(c["stem_wetting"]), np.asarray(c["thatch_material"])
        s, ch, wk, pl = c["rain_step_s"], c["roof_chunk"], c["cpu_workers"], c["numa_place"]
        steps = 1.44e4 / s
        cells = _on({"sheet_runoff": 1.0, "stem_channels": 48.0, "porous_thatch_cfd": 2400.0}, pn)
        cyc = steps * cells * _on({"sheet_runoff": 180.0, "stem_channels": 240.0, "porous_thatch_cfd": 410.0}, pn) * _on(
            {"dry_stems": 1.0, "stem_absorption": 1.25, "swelling_stems": 2.1}, br) * _on(
            {"water_reed": 1.3, "long_straw": 1.0, "combed_wheat": 0.92}, fr)
        tab = _on({"dry_stems": 2.6, "stem_absorption": 6.0, "swelling_stems": 22.0}, br)
        t, fits = _numa_run(roofs, cyc, steps * cells * 96.0, steps * cells * 0.35, cells * steps * 1.1e-7 + 0.02,
                            tab, 0.9, ch, wk, pl)
        bad = (~fits | ((pn == "sheet_runoff") & (br == "swelling_stems")) | ((pn == "porous_thatch_cfd") & (s == 60))
               | ((fr == "water_reed") & (s == 60) & (pn == "stem_channels")) | ((br == "dry_stems") & (fr == "combed_wheat")))
        return np.where(bad, np.nan, t + 30.0)
    return cost


def thatch_params() -> dict[str, list[Any]]:
    return {"thatch_flow": ["sheet_runoff", "stem_channels", "porous_thatch_cfd"],
            "stem_wetting": ["dry_stems", "stem_absorption", "swelling_stems"], "thatch_material": ["water_reed", "long_straw", "combed_wheat"],
            "rain_step_s": [0.5, 6, 60], "roof_chunk": [1, 8, 32], "cpu_workers": [11, 22, 44, 88],
            "numa_place": ["one_socket", "split_sockets", "interleave_pages"]}


def trebuchet_sling(shots: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        ex, mill, rack = np.asarray(c["arm_dynamics"]), np.asarray(c["sling_release"]), np.asarray(c["counterweight_hang"])
        s, ch, wk, pl = c["swing_step_ms"], c["shot_chunk"], c["cpu_workers"], c["numa_place"]
        steps = 2.7e3 / s
        layers = _on({"rigid_arm": 1.0, "hinged_multibody": 30.0, "flexible_arm_fe": 900.0}, ex) * _on(
            {"fixed_angle_release": 1.0, "pin_slip_release": 1.6}, mill)
        cyc = steps * layers * _on({"rigid_arm": 350.0, "hinged_multibody": 520.0, "flexible_arm_fe": 760.0}, ex) * _on(
            {"fixed_box": 1.0, "hinged_box": 0.975, "floating_arm": 1.4}, rack)
        tab = _on({"fixed_angle_release": 3.0, "pin_slip_release": 14.0}, mill) * _on({"fixed_box": 1.0, "hinged_box": 0.6, "floating_arm": 2.5}, rack)
        t, fits = _numa_run(shots, cyc, steps * layers * 5200.0, steps * layers * 0.08, layers * steps * 4.0e-7 + 0.05,
                            tab, 0.55, ch, wk, pl)
        bad = (~fits | ((ex == "rigid_arm") & (rack == "floating_arm")) | ((ex == "flexible_arm_fe") & (s == 30))
               | ((mill == "pin_slip_release") & (ex == "hinged_multibody") & (s == 30)) | ((rack == "hinged_box") & (ch == 32) & (mill == "pin_slip_release")))
        return np.where(bad, np.nan, t + 45.0)
    return cost


def trebuchet_params() -> dict[str, list[Any]]:
    return {"arm_dynamics": ["rigid_arm", "hinged_multibody", "flexible_arm_fe"], "sling_release": ["fixed_angle_release", "pin_slip_release"],
            "counterweight_hang": ["fixed_box", "hinged_box", "floating_arm"], "swing_step_ms": [0.3, 3, 30],
            "shot_chunk": [1, 8, 32], "cpu_workers": [11, 22, 44, 88], "numa_place": ["one_socket", "split_sockets", "interleave_pages"]}


def drystone_wall(walls: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        sm, bt, hearting = np.asarray(c["stone_contact"]), np.asarray(c["wall_batter"]), np.asarray(c["hearting_fill"])
        ld, ch, wk, pl = np.asarray(c["wall_load"]), c["wall_chunk"], c["cpu_workers"], c["numa_place"]
        stones = _on({"rigid_wedges": 40.0, "block_friction": 600.0, "discrete_blocks": 9000.0}, sm)
        iters = _on({"gravity_only": 1.0, "soil_thrust": 2.2, "vehicle_surcharge": 3.5}, ld)
        cyc = stones * iters * _on({"rigid_wedges": 900.0, "block_friction": 1400.0, "discrete_blocks": 2300.0}, sm) * _on(
            {"batter_1_in_5": 1.0, "plumb_face": 0.92}, bt) * _on({"packed_hearting": 1.0, "loose_hearting": 1.35}, hearting)
        tab = stones * _on({"rigid_wedges": 0.002, "block_friction": 0.01, "discrete_blocks": 0.004}, sm)
        t, fits = _numa_run(walls, cyc, stones * iters * 512.0, stones * iters * 1.5, stones * 1.2e-4 + 0.01,
                            tab, 1.3, ch, wk, pl)
        bad = (~fits | ((sm == "rigid_wedges") & (ld == "vehicle_surcharge")) | ((bt == "plumb_face") & (ld == "soil_thrust"))
               | ((hearting == "loose_hearting") & (sm == "rigid_wedges")) | ((sm == "discrete_blocks") & (ch == 8) & (ld == "gravity_only")))
        return np.where(bad, np.nan, t + 20.0)
    return cost


def drystone_params() -> dict[str, list[Any]]:
    return {"stone_contact": ["rigid_wedges", "block_friction", "discrete_blocks"], "wall_batter": ["batter_1_in_5", "plumb_face"],
            "hearting_fill": ["packed_hearting", "loose_hearting"], "wall_load": ["gravity_only", "soil_thrust", "vehicle_surcharge"],
            "wall_chunk": [8, 32], "cpu_workers": [11, 22, 44, 88], "numa_place": ["one_socket", "split_sockets", "interleave_pages"]}


def violin_varnish(films: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        ox, lay, ua = np.asarray(c["oxygen_uptake"]), np.asarray(c["varnish_coats"]), np.asarray(c["uv_cabinet"])
        oil = np.asarray(c["drying_oil"])
        h, ch, wk, pl = c["cure_step_h"], c["coat_chunk"], c["cpu_workers"], c["numa_place"]
        steps = 720.0 / h
        depth = _on({"skin_uptake": 1.0, "film_diffusion": 40.0, "crosslink_network": 260.0}, ox) * _on(
            {"one_coat": 1.0, "three_coats": 3.0, "five_coats": 5.0}, lay)
        cyc = steps * depth * _on({"skin_uptake": 600.0, "film_diffusion": 420.0, "crosslink_network": 1150.0}, ox) * _on(
            {"sun_cured": 1.018, "uv_box": 1.0}, ua) * _on(
            {"linseed_oil": 1.0, "walnut_oil": 1.006, "tung_oil": 1.012}, oil)
        tab = _on({"skin_uptake": 0.2, "film_diffusion": 4.0, "crosslink_network": 30.0}, ox)
        t, fits = _numa_run(films, cyc, steps * depth * 64.0, steps * depth * 0.02, depth * steps * 2.5e-6 + 0.01,
                            tab, 0.7, ch, wk, pl)
        bad = (~fits | ((ox == "skin_uptake") & (lay == "five_coats")) | ((ox == "crosslink_network") & (h == 12))
               | ((ua == "sun_cured") & (h == 0.1) & (ox == "film_diffusion")) | ((lay == "one_coat") & (ox == "crosslink_network") & (ua == "uv_box")))
        return np.where(bad, np.nan, t + 60.0)
    return cost


def violin_params() -> dict[str, list[Any]]:
    return {"oxygen_uptake": ["skin_uptake", "film_diffusion", "crosslink_network"], "varnish_coats": ["one_coat", "three_coats", "five_coats"],
            "uv_cabinet": ["sun_cured", "uv_box"],
            "drying_oil": ["linseed_oil", "walnut_oil", "tung_oil"], "cure_step_h": [0.1, 1, 12], "coat_chunk": [1, 8, 32],
            "cpu_workers": [11, 22, 44, 88], "numa_place": ["one_socket", "split_sockets", "interleave_pages"]}


def book_spine(books: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        sp, sew, glue, cl = np.asarray(c["spine_flex"]), np.asarray(c["sewing"]), np.asarray(c["spine_glue"]), np.asarray(c["cover_cloth"])
        op, ch, wk, pl = c["openings"], c["book_chunk"], c["cpu_workers"], c["numa_place"]
        leaves = _on({"hinge_beam": 1.0, "leaf_stack": 24.0, "spine_shell_fe": 320.0}, sp)
        cyc = op * leaves * _on({"hinge_beam": 500.0, "leaf_stack": 380.0, "spine_shell_fe": 900.0}, sp) * _on(
            {"perfect_bound": 1.0, "smyth_sewn": 1.45, "coptic_stitch": 1.9}, sew) * _on(
            {"pva_glue": 1.0, "hide_glue": 1.004}, glue) * _on({"buckram_cloth": 1.0, "linen_cloth": 1.002}, cl)
        tab = leaves * 0.05 + _on({"perfect_bound": 0.5, "smyth_sewn": 2.0, "coptic_stitch": 3.0}, sew)
        t, fits = _numa_run(books, cyc, op * leaves * 2.4e4, op * leaves * 0.2, leaves * op * 4.0e-5 + 0.002,
                            tab, 0.4, ch, wk, pl)
        bad = (~fits | ((sp == "hinge_beam") & (sew == "coptic_stitch")) | ((sp == "spine_shell_fe") & (op == 400))
               | ((sp == "spine_shell_fe") & (sew == "perfect_bound"))
               | ((glue == "hide_glue") & (sew == "perfect_bound") & (sp == "leaf_stack")) | ((sp == "leaf_stack") & (op == 400) & (sew == "smyth_sewn")))
        return np.where(bad, np.nan, t + 8.0)
    return cost


def book_params() -> dict[str, list[Any]]:
    return {"spine_flex": ["hinge_beam", "leaf_stack", "spine_shell_fe"], "sewing": ["perfect_bound", "smyth_sewn", "coptic_stitch"],
            "spine_glue": ["pva_glue", "hide_glue"], "cover_cloth": ["buckram_cloth", "linen_cloth"], "openings": [4, 40, 400],
            "book_chunk": [1, 8, 32], "cpu_workers": [11, 22, 44, 88], "numa_place": ["one_socket", "split_sockets", "interleave_pages"]}


# ---------------------------------------------------------------- sliced GPU families
def turned_bowl(bowls: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        sh, tb, wr = np.asarray(c["bowl_shrinkage"]), np.asarray(c["bowl_timber"]), np.asarray(c["drying_wrap"])
        h, fw, pb, th, sl = c["dry_step_h"], np.asarray(c["float_width"]), c["bowls_per_block"], c["lanes_a_block"], c["gpu_slices"]
        f64 = fw == "double_word"
        steps = 2880.0 / h
        cells = _on({"lumped_emc": 4.0, "wall_diffusion_fd": 48.0, "orthotropic_fe": 216.0}, sh) * _on(
            {"open_shelf": 1.0, "bagged_shavings": 1.0, "alcohol_soak": 2.0}, wr) + _on({"open_shelf": 0.0, "bagged_shavings": 6.0, "alcohol_soak": 0.0}, wr)
        fl = cells * _on({"lumped_emc": 1800.0, "wall_diffusion_fd": 3000.0, "orthotropic_fe": 6400.0}, sh) * _on(
            {"cherry_blank": 1.0, "maple_blank": 1.08, "oak_blank": 1.18}, tb)
        word = np.where(f64, 8.0, 4.0)
        smem = pb * cells * word * 8.0
        regs = _on({"lumped_emc": 32.0, "wall_diffusion_fd": 56.0, "orthotropic_fe": 98.0}, sh) * np.where(f64, 1.75, 1.0)
        t, ok = _slice_run(bowls, steps / 24.0, 2.0, pb, th, fl * 24.0, cells * word * 30.0, smem, regs, f64,
                           cells * word * 1.0e-6, bowls * 5.0e-7, sl)
        bad = ((ok == 0) | ((sh == "lumped_emc") & (wr == "alcohol_soak")) | ((sh == "orthotropic_fe") & (h == 20))
               | (~f64 & (sh == "wall_diffusion_fd") & (h == 0.2)) | ((tb == "oak_blank") & (wr == "open_shelf") & (h == 20)))
        return np.where(bad, np.nan, t)
    return cost


def turned_bowl_params() -> dict[str, list[Any]]:
    return {"bowl_shrinkage": ["lumped_emc", "wall_diffusion_fd", "orthotropic_fe"], "bowl_timber": ["cherry_blank", "maple_blank", "oak_blank"],
            "drying_wrap": ["open_shelf", "bagged_shavings", "alcohol_soak"], "dry_step_h": [0.2, 2, 20],
            "float_width": ["single_word", "double_word"], "bowls_per_block": [4, 16, 64], "lanes_a_block": [64, 128, 256, 512],
            "gpu_slices": [1, 2, 3, 7]}


def stained_glass(panels: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        pm, cm, gl = np.asarray(c["panel_plate"]), np.asarray(c["came_joint"]), np.asarray(c["glass_pieces"])
        al = np.asarray(c["came_alloy"])
        gust, fw, pb, th, sl = np.asarray(c["wind_gust"]), np.asarray(c["float_width"]), c["panels_per_block"], c["lanes_a_block"], c["gpu_slices"]
        f64 = fw == "double_word"
        pieces = _on({"forty_pieces": 40.0, "two_hundred_pieces": 200.0, "six_hundred_pieces": 600.0}, gl)
        dof = pieces * _on({"membrane_sag": 3.0, "kirchhoff_plate": 12.0, "mindlin_plate": 20.0}, pm)
        steps = _on({"static_gust": 1.0, "spectral_gust": 64.0}, gust)
        fl = dof * _on({"membrane_sag": 18.0, "kirchhoff_plate": 40.0, "mindlin_plate": 52.0}, pm) + pieces * _on(
            {"pinned_came": 10.0, "soldered_came": 10.6}, cm) * _on(
            {"pure_lead": 1.0, "antimony_lead": 1.004, "zinc_came": 1.009}, al)
        word = np.where(f64, 8.0, 4.0)
        smem = pb * np.minimum(dof, 400.0) * word * 4.0
        regs = _on({"membrane_sag": 30.0, "kirchhoff_plate": 62.0, "mindlin_plate": 84.0}, pm) * np.where(f64, 1.6, 1.0)
        t, ok = _slice_run(panels, steps * 200.0, 3.0, pb, th, fl, dof * word * 6.0, smem, regs, f64,
                           dof * word * 1.2e-7, panels * 5.0e-6, sl)
        bad = ((ok == 0) | ((pm == "membrane_sag") & (gust == "spectral_gust")) | ((pm == "mindlin_plate") & (gl == "forty_pieces"))
               | (~f64 & (pm == "kirchhoff_plate") & (gust == "spectral_gust")) | ((gl == "six_hundred_pieces") & (gust == "spectral_gust") & (pm == "mindlin_plate")))
        return np.where(bad, np.nan, t)
    return cost


def stained_params() -> dict[str, list[Any]]:
    return {"panel_plate": ["membrane_sag", "kirchhoff_plate", "mindlin_plate"], "came_joint": ["pinned_came", "soldered_came"],
            "came_alloy": ["pure_lead", "antimony_lead", "zinc_came"],
            "glass_pieces": ["forty_pieces", "two_hundred_pieces", "six_hundred_pieces"], "wind_gust": ["static_gust", "spectral_gust"],
            "float_width": ["single_word", "double_word"], "panels_per_block": [1, 4, 16], "lanes_a_block": [64, 128, 256, 512],
            "gpu_slices": [1, 2, 3, 7]}


def skateboard_deck(decks: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        lam, glue, plies, conc = np.asarray(c["ply_laminate"]), np.asarray(c["veneer_glue"]), np.asarray(c["veneer_plies"]), np.asarray(c["deck_concave"])
        s, fw, pb, th, sl = c["clamp_step_s"], np.asarray(c["float_width"]), c["decks_per_block"], c["lanes_a_block"], c["gpu_slices"]
        f64 = fw == "double_word"
        steps = 1800.0 / s
        n = _on({"seven_plies": 7.0, "eight_plies": 8.0, "nine_plies": 9.0}, plies)
        cells = n * _on({"classical_laminate": 1.0, "zigzag_laminate": 6.0, "layerwise_fe": 90.0}, lam)
        fl = cells * _on({"classical_laminate": 60.0, "zigzag_laminate": 44.0, "layerwise_fe": 70.0}, lam) * _on(
            {"urea_glue": 1.0, "epoxy_glue": 1.006}, glue) * _on({"mellow_concave": 1.0, "steep_concave": 1.004}, conc)
        word = np.where(f64, 8.0, 4.0)
        smem = pb * np.minimum(cells, 120.0) * word * 10.0
        regs = _on({"classical_laminate": 40.0, "zigzag_laminate": 56.0, "layerwise_fe": 120.0}, lam) * np.where(f64, 1.6, 1.0)
        t, ok = _slice_run(decks, steps / 10.0, 1.0, pb, th, fl * 10.0, cells * word * 12.0, smem, regs, f64,
                           cells * word * 5.0e-8, decks * 1.0e-6, sl)
        bad = ((ok == 0) | ((lam == "classical_laminate") & (glue == "epoxy_glue") & (plies == "nine_plies")) | ((lam == "layerwise_fe") & (s == 30))
               | (~f64 & (lam == "zigzag_laminate") & (s == 0.3)) | (~f64 & (lam == "layerwise_fe") & (plies != "seven_plies")) | ((conc == "steep_concave") & (lam == "layerwise_fe") & (plies == "seven_plies")))
        return np.where(bad, np.nan, t)
    return cost


def skateboard_params() -> dict[str, list[Any]]:
    return {"ply_laminate": ["classical_laminate", "zigzag_laminate", "layerwise_fe"], "veneer_glue": ["urea_glue", "epoxy_glue"],
            "veneer_plies": ["seven_plies", "eight_plies", "nine_plies"], "deck_concave": ["mellow_concave", "steep_concave"],
            "clamp_step_s": [0.3, 3, 30], "float_width": ["single_word", "double_word"], "decks_per_block": [8, 32],
            "lanes_a_block": [64, 128, 256, 512], "gpu_slices": [1, 2, 3, 7]}


def chocolate_temper(batches: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        cr, seed, cv, bean = np.asarray(c["polymorph_kinetics"]), np.asarray(c["seed_method"]), np.asarray(c["temper_curve"]), np.asarray(c["cocoa_origin"])
        s, fw, pb, th, sl = c["temper_step_s"], np.asarray(c["float_width"]), c["batches_per_block"], c["lanes_a_block"], c["gpu_slices"]
        f64 = fw == "double_word"
        steps = 2400.0 / s
        bins = _on({"form_transitions": 6.0, "induction_forms": 24.0, "size_bins": 300.0}, cr)
        fl = bins * _on({"form_transitions": 70.0, "induction_forms": 40.0, "size_bins": 30.0}, cr) * _on(
            {"tabling": 1.0, "seed_callets": 0.94, "cocoa_butter_silk": 0.9}, seed) * _on(
            {"three_stage_curve": 1.0, "four_stage_curve": 1.003}, cv) * _on({"criollo_beans": 1.0, "forastero_beans": 1.002}, bean)
        word = np.where(f64, 8.0, 4.0)
        smem = pb * np.minimum(bins, 90.0) * word * 4.0
        regs = _on({"form_transitions": 36.0, "induction_forms": 60.0, "size_bins": 84.0}, cr) * np.where(f64, 1.9, 1.0)
        t, ok = _slice_run(batches, steps / 20.0, 2.0, pb, th, fl * 20.0, bins * word * 10.0, smem, regs, f64,
                           bins * word * 5.0e-7, batches * 1.5e-6, sl)
        bad = ((ok == 0) | ((cr == "form_transitions") & (seed == "cocoa_butter_silk")) | ((cr == "size_bins") & (s == 20))
               | (~f64 & (cr == "induction_forms") & (s == 0.2)) | ((seed == "tabling") & (cr == "size_bins") & (s == 2)))
        return np.where(bad, np.nan, t)
    return cost


def chocolate_params() -> dict[str, list[Any]]:
    return {"polymorph_kinetics": ["form_transitions", "induction_forms", "size_bins"], "seed_method": ["tabling", "seed_callets", "cocoa_butter_silk"],
            "temper_curve": ["three_stage_curve", "four_stage_curve"], "cocoa_origin": ["criollo_beans", "forastero_beans"],
            "temper_step_s": [0.2, 2, 20], "float_width": ["single_word", "double_word"], "batches_per_block": [64, 256],
            "lanes_a_block": [64, 128, 256, 512], "gpu_slices": [1, 2, 3, 7]}


def seen_71_synthetic() -> list[tuple[str, Landscape]]:
    """The seventy-first held-out set's synthetic part: nine families no earlier set had (constants of a two-socket
    NUMA server of 2 x 44 cores at 2.705 GHz, a 38.75 MB L3 and 187.25 GB/s of DDR holding 251.5 GB a socket, the
    sockets joined by a 63.75 GB/s link, and a GPU of seven 18-core slices with 178.5 KB of shared memory a core,
    2.915 TB/s of HBM holding 94.25 GB behind a 56.75 MB L2, both dealt to its instances in eighths, at 1.645 GHz and
    fp64 at a third of the rate, run as one instance of seven slices or as two, three or seven smaller ones; times in
    us)."""
    L, S = Landscape, "seen_71"
    return [
        (S, L("thatch_roof_bt", thatch_params(), thatch_roof(3960.0), 0.02)),
        (S, L("trebuchet_sling_bt", trebuchet_params(), trebuchet_sling(8800.0), 0.03)),
        (S, L("drystone_wall_bt", drystone_params(), drystone_wall(2640.0), 0.02)),
        (S, L("violin_varnish_bt", violin_params(), violin_varnish(6160.0), 0.04)),
        (S, L("book_spine_bt", book_params(), book_spine(1.76e4), 0.03)),
        (S, L("turned_bowl_bt", turned_bowl_params(), turned_bowl(3.0e4), 0.02)),
        (S, L("stained_glass_bt", stained_params(), stained_glass(9000.0), 0.03)),
        (S, L("skateboard_deck_bt", skateboard_params(), skateboard_deck(2.4e5), 0.04)),
        (S, L("chocolate_temper_bt", chocolate_params(), chocolate_temper(1.5e5), 0.01)),
    ]


SEEN_71_DIR = _data_dir("zoo_seen_71")


def seen_71() -> list[tuple[str, Landscape]]:
    """The seventy-first held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_71/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_71", SEEN_71_DIR)
    return seen_71_synthetic() + recorded
