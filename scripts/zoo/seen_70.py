"""The zoo's ``seen_70`` set.

``seen_70`` (was ``held_out_70``, :func:`seen_70`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the forty-ninth round, see docs/benchmarks.md):
2 wins / 9 ties / 2 losses against the best peer, geo-mean
1.0082, the best of the five (tpe_mv 1.0116; random 1.3739); the synthetic nine 1 / 8 / 0 (a win
on sandblast stencils, 1.006 against tpe_mv's 1.016), the best by geo-mean there (1.0032;
tpe_mv 1.0057); on 30 seeds its recorded four 1 / 1 / 2 (a win on the ReGLU FFN, 1.022 against
random's 1.044; losses on the GEMM, 1.051 against 1.040, whose committed optimum is one fast
sample, and the RMSNorm, 1.006 against TPE's 1.000), the best of five by geo-mean there (1.0196;
random 1.0238); scored by the median of 9 quiet samples 0 / 4 / 0 on both ``--confirm 0`` and
``--confirm 3`` (1.0000, level with rl; tpe_mv 1.0201 and 1.0391); R1 1 / 10 / 2 as committed
(1.0099, second of six, behind the default: 1.044 on the FFN against 1.022) and level with the
best on both quiet scorings (1.0000).
Evaluated on an AVX-512 host with the numerics pinned (numpy's X86_V4 loops), where its committed traces were made; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (espresso-machine making, surfboard shaping,
popcorn processing, sundial making, wood-fired pizza-oven building, harmonica making, boomerang
making, climbing-rope making, sandblasted signage), with constants unlike the other sets' (a
way-partitioned CPU of 58 cores at 2.845 GHz sharing a 16-way L3 of 98.75 MB with a co-tenant,
341.5 GB/s of DDR holding 445.5 GB of which the co-tenant keeps 62.25 GB, dependent misses of
0.0965 us (0.545 more when the co-tenant shares the L3 and evicts the job's lines) and a barrier
of 0.0365 us a thread a round; a 118-core GPU with 206.5 KB of shared memory a core, 2048
threads and 32 blocks a core, 64 fused-multiply-add lanes at 1.815 GHz, fp64 at half the rate,
3.435 TB/s of HBM holding 79.5 GB behind a 49.25 MB L2 that moves a working set that fits at
2.365 times the HBM's rate, latency hidden as 1 - 0.555 exp(-2.245 occupancy), 0.435 us a wave,
and a 64.5 GB/s host link; times in us, bandwidths in bytes/us). The CPU families deal batches
of their jobs statically over 14, 29, 43 or 58 threads with the L3 unpartitioned (the
co-tenant's stream leaves the job 0.335 of it and evicts its lines) or 4, 8 or 12 of its 16 ways
given to the job (the co-tenant, squeezed into the rest, misses more and streams more: 77.25
GB/s growing 1.685 times the share of ways it gives up, taken from the job's DDR bandwidth);
the GPU families launch each time step's kernels on a stream (4.85 us a kernel and a host
synchronisation of 12.25 us a step), replay them from a graph captured once (315 us to
instantiate, 1.165 us a kernel node a step) or run them as one cooperative grid of the blocks
the cores hold, looping over the rest (one launch, a grid-wide barrier of 2.615 us a kernel a
step, no wave started a step, 20 more registers a thread, and a third of the memory traffic,
0.345, when every block is resident at once), their blocks in whole waves, latency hidden by
the occupancy:

- ``espresso_puck_bs`` (5184, 52.2%, 9.0 x 10^5x): an espresso-machine maker's extraction studies,
  5,800 what-if shots of 30 s on the partitioned CPU, the water's flow through the puck by Darcy's
  law on one bed, a two-layer bed (40 cells) or fines migrating through it (650 cells; with a coarse
  grind, or at 100-ms steps: fails), the solubles by a first-order pool, two pools' kinetics or
  channeling paths (not on the one Darcy bed; the three's 640, 2,600 and 1,500 KB of tables over a
  thread's share of the job's L3: a cliff), a fine (with two pools at 100-ms steps: fails), medium
  or coarse grind, 1-100-ms steps, 1-64 shots a batch over 14-58 threads, the L3 unpartitioned or 4,
  8 or 12 ways (the job's memory over the 383.25 GB the co-tenant leaves: fail); three within 5% (8
  ways, the first-order pool's table fitting, best; 12 ways 0.8% behind on the bandwidth the
  co-tenant takes).
- ``surfboard_rocker_bs`` (5184, 52.9%, 2.7 x 10^7x): a surfboard shaper's rocker studies, 2,784
  board designs' 20-s glides on the CPU, the hull by Savitsky's planing equations (not in a point
  break, nor with quad fins), a planing panel method (900 panels) or volume-of-fluid planing (45,000
  cells; at 10-ms steps: fails; its tables over a thread's share of the L3: a cliff), a single fin
  (in chop at 10-ms steps: fails), thruster or quad fins, flat water, chop or a point break,
  0.1-10-ms steps, 1-64 boards a batch over 14-58 threads (2,784 = 58 x 48: 1-16 a batch the same
  rounds), the L3 unpartitioned or 4-12 ways (the memory over 383.25 GB: fail); 12 within 5%.
- ``popcorn_pop_bs`` (6912, 50.0%, 3.6 x 10^6x): a popcorn processor's popping studies, 11,600 lots'
  3-minute heatings on the CPU, a lumped kernel (not with the pericarp's fracture, nor in a
  microwave bag), a radial kernel (30 nodes) or a kernel of finite elements (1,200 nodes; at 10-ms
  steps: fails), a pressure limit or the pericarp's fracture as the popping rule, a hot-air popper,
  a kettle with oil (with drying hull moisture at 10-ms steps: fails) or a microwave bag (the
  three's 100, 2,200 and 4,400 KB of tables over a thread's share of the L3: a cliff), steady or
  drying hull moisture (4%), 0.1-10-ms steps, 1-64 lots a batch over 14-58 threads, the L3
  unpartitioned or 4-12 ways (the memory over 383.25 GB: fail); 20 within 5%.
- ``sundial_face_bs`` (864, 53.7%, 1585x): a sundial maker's dial-plate layouts, 4.6 x 10^4 dials'
  hour lines through a year on the CPU, the sun's position by a low-precision formula (not for
  ten-minute marks), NOAA's equations or the full solar-position algorithm (its 5,200-KB table over
  a thread's share of the L3: a cliff), a horizontal, a vertical (0.7%) or an armillary dial (not
  with hour marks alone), hour, half-hour or ten-minute marks, 1 or 16 dials a batch (0.8% at most),
  14-58 threads, the L3 unpartitioned (the co-tenant evicting the job's lines: 35% slower) or 4-12
  ways (the memory over 383.25 GB: fail); 12 within 5%.
- ``pizza_oven_bs`` (10368, 59.2%, 5.1 x 10^6x): a pizza-oven builder's firing studies, 7,424 oven
  plans' 10 minutes of heating on the CPU, the dome's radiation lumped (not for a barrel vault), by
  two fluxes (120 zones; with a finite-element floor at 50-ms steps: fails) or by radiosity between
  700 zones (at 50-ms steps: fails), the floor as a semi-infinite slab (not with a rear fire),
  layered (12 nodes) or in finite elements (160), a Neapolitan or a Tuscan dome (2%) or a barrel
  vault, a side or a rear fire, 0.5-50-ms steps, 1-64 plans a batch over 14-58 threads (7,424 = 58 x
  128: every batch the same rounds on 58 threads), the L3 unpartitioned or 4-12 ways (the memory
  over 383.25 GB: fail); 32 within 5%.
- ``harmonica_reed_bs`` (2592, 50.2%, 4.9 x 10^5x): a harmonica maker's reed voicing, 4 x 10^4
  reeds' 0.2-s speech on the GPU (a launch every 20 steps), the reed as an Euler beam (not with the
  slot's unsteady flow), a Timoshenko beam (in fp32 at 0.1-us steps: fails) or a shell of finite
  elements (at 10-us steps: fails), the slot's flow by Bernoulli's law or unsteady (a kernel more a
  step), a brass or a steel reed (2%; steel with the unsteady flow at 10-us steps: fails), 0.1-10-us
  steps, fp32 or fp64, 8-128 reeds a block (over the 206.5 KB: fail), 64-512 threads (over the
  register file: fail), launched on a stream, replayed from a graph or run as a cooperative grid;
  three within 5%.
- ``boomerang_flight_bs`` (10368, 44.4%, 79x): a boomerang maker's throw studies, 1.2 x 10^6 throws
  of 4 s on the GPU (a launch every 2,000 steps, each throw reading 6 x 10^4 words a launch:
  memory-bound), the blades by strip theory (in fp32 with flexing wings, or with them at 20-us
  steps: fails), a lifting line (at 200-us steps: fails) or a vortex model (with four arms at 200-us
  steps: fails), two, three or four arms, rigid or flexing wings, 20-200-us steps, fp32 or fp64, 128
  or 512 throws a block (over the 206.5 KB: fail), 64-512 threads (over the register file: fail),
  launched on a stream, replayed from a graph or run as a cooperative grid, and two that barely
  matter (a gloss or a matte paint, the flight logged a throw or a block: 0.3%): ten parameters, 492
  within 5%.
- ``climbing_rope_bs`` (3888, 50.5%, 1.3 x 10^6x): a climbing-rope maker's drop tests, 6 x 10^4
  drops on the GPU (three kernels a step), the rope as a Hookean spring (not with an assisted-
  braking device), viscoelastic over 24 segments (in fp32 at 0.5-us steps: fails) or a kernmantle of
  finite elements over 420 (at 50-us steps, or at 5-us steps from a fall factor of 1.77: fails; in
  fp64 its working set over the 79.5 GB of HBM: fails), fall factors of 0.5, 1.0 or 1.77, a tube
  belay or an assisted-braking device, 0.5-50-us steps, fp32 or fp64, 1-16 drops a block, 64-512
  threads (over the register file: fail), launched on a stream, replayed from a graph or run as a
  cooperative grid; one within 5%.
- ``sandblast_stencil_bs`` (7776, 50.5%, 12597x): a sign maker's sandblasting studies, 2 x 10^5
  stencil jobs' 0.5 s of blasting on the GPU (a launch every 100 steps), the grit as a mean jet (not
  under a photoresist film), tracked parcels (64; with glass beads at 100-us steps: fails) or
  parcels that rebound (160; at 100-us steps: fails), garnet, glass beads (0.3%) or walnut shell
  (0.7%; in fp32 at 1-us steps: fails), a rubber stencil or a photoresist film, a 6-10-mm nozzle
  bore (0.2%), 1-100-us steps, fp32 or fp64, 64 or 256 jobs a block (over the 206.5 KB: fail),
  64-512 threads (over the register file: fail), launched on a stream, replayed from a graph or run
  as a cooperative grid; 41 within 5%.

And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a non-causal multi-head attention, cross attention (46 queries over 130 keys, 45 heads,
d 52: not a multiple of 8, three 16-float vectors and a 4-float tail, as every multiple of 8 up to
528 is taken, 536 is too slow to record and at d 124 the space timed about 120-130 s), with its
KV split, softmax, ``opt_level`` (O1 to O3, O0 left out: it slows recording) and unroll but its
query and KV blocks and pipeline left at the default (KV splits of 1 to 16: 1, 2, 3, 5 and 9
chunks of whole 16-key panels of the 130 keys, the splits past them empty), a GEMM with bias
tuning its K tile with the L1 prefetch and the unroll (800 deep: 50 to 4 k-steps, sixteen
different blockings; 268 x 800 @ 800 x 792 and a bias; its M and N tiles, pipeline, output
alignment, ``opt_level``, schedule and layout at the default), a gated ReLU (ReGLU) FFN tuning the
down projection's K tile with the gate/up L1 prefetch and ``opt_level`` (O1 to O3) (1184 deep: 74
to 5 k-steps, sixteen different blockings; 190 tokens, 784 hidden), and an RMSNorm with its stats
and its unroll but neither its rows a block, its hidden split, its pipeline nor its ``opt_level``
(a set no earlier LayerNorm or RMSNorm space tuned; 10 configurations, the full value lists: the
untuned norm sets of 11 or more are used up and this is the largest left), each space measured
exhaustively (every configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_70/`` (gzip JSON, times in
us, provenance in each file's ``source``, 10.6 KB in all). They were recorded on the shared 2-core
machine the standing way, ``--only`` each, one after another, the recorder at normal priority
(not niced), 60 s after the lead's go (the load average 0.26 at the start), on the host that
recorded held_out_62's..held_out_69's four (now seen_62's..seen_69's), an AMD EPYC with AVX-512
(avx512f, avx512dq, avx512bw, avx512vl and more): their ``host_cpu`` (81db2b0747f882f3) is
seen_69's, so the four are measurements of the kernels' AVX-512 paths (16-lane vectors), like
seen_62's..seen_69's and unlike held_out_44's..held_out_61's (e12b91328de47f4d, an AVX2-only
EPYC). ``ps`` (every 60 s over the standing recording) showed nothing else running but the
recorder, its measuring worker and its C compiler, this helper's own sampling and waiting shells
(sleeping) and idle tool shells (sleeping); this helper's drafting of the synthetic families had
ended before the go, and during the recording it only read the logs beside it (load average
0.26-1.00 sampled every 10 s over the standing recording, the recorder itself included). The
standing recordings took 112, 86, 91 and 13 s (the attention, GEMM, FFN and RMSNorm), each under
the 150 s its space was sized for. The tail of their samples is real measurement noise (median
spread 2.0-4.9%), and the fastest sample is the true cost: THE GEMM'S OPTIMUM RESTS ON ONE FAST
SAMPLE (its other two samples 1.236 and 1.264 times it, 117th by median of 160; the next fastest
1.003 times it (median 1.217), the best by median 1.040 (median 1.092)); THE FFN'S OPTIMUM RESTS ON
ONE FAST SAMPLE (its other two 1.153 and 1.159 times it, 17th by median of 96; the next fastest
1.044 (median 1.160), the best by median 1.104 (median 1.108)); THE RMSNORM'S OPTIMUM RESTS ON ONE
FAST SAMPLE TOO (its other two 1.091 and 1.091 times it, 2nd by median of 10; the next fastest,
the best by median, 1.006 (median 1.016)); the attention's optimum leans on a fast sample in a
flat top (samples 1.025, 1.000 and 1.159, 5th by median of 150; the next fastest 1.003 (median
1.024), the best by median 1.012 (median 1.016); 13 within 5%). Before that, the first and the
last configuration of each space were compiled and measured once the recorder's way, in a scratch
cache outside the repository, to check they build and to estimate the recording time. Every
configuration ran, so they are 0% infeasible (reported, not forced into 30-70%):

===============================================================  ==========================================  =======  ======  ======  =========
landscape                                                        op (shape)                                  configs  params  spread  worst/opt
===============================================================  ==========================================  =======  ======  ======  =========
cpu_attention_mha45_cross_split_softmax_opt_unroll               multi-head attention, cross (45 heads,          150       4      3%       2.2x
                                                                 46 x 130, d 52)
cpu_gemm_bias_k_tile_prefetch_unroll                             GEMM with bias (268 x 800 @ 800 x 792)          160       3      5%       1.3x
cpu_ffn_reglu_down_k_prefetch_opt                                FFN, gated ReLU (190 tokens, 784 -> 1184)        96       3      2%       1.7x
cpu_rmsnorm_no_rows_per_block_no_split_no_pipeline_no_opt_level  RMSNorm (1712 rows x 3120)                       10       2      3%       1.4x
===============================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1, 2.7%, 4.9%, 2.0% and 3.0%;
worst/opt 2.249, 1.292, 1.687 and 1.450; within 5% of the optimum: 13, 3, 2 and 2 configurations;
the attention's optimum (KV split 4, online softmax, O3, unroll 16) has samples 1.025, 1.000 and
1.159 times its fastest, 5th by median of 150, the next fastest (2, online, O3, unroll 2) 1.003
(median 1.024) and the best by median (2, online, O3, unroll 0) 1.012 (median 1.016); KV splits
of 1, 2, 8 and 16 1.010, 1.003, 1.030 and 1.214 at least (the 16 splits, 7 of them empty,
dearest); the two-pass softmax 1.140 at least; O1 and O2 1.094 and 1.010 at least; unrolls of 0,
2, 4 and 8 1.003-1.019 at least; the GEMM's optimum (K tile 64, L1 prefetch, no unroll) 1.236,
1.264 and 1.000, 117th by median of 160 (median 1.236), the next fastest (224, no prefetch, no
unroll) 1.003 (median 1.217), the best by median (96, no prefetch, unroll 8) 1.040 (median
1.092); K tiles other than 64 1.003 (224) to 1.183 (32) at least; no prefetch 1.003 at least;
unrolls of 2, 4, 8 and 16 1.051, 1.082, 1.040 and 1.131 at least; the FFN's optimum (down K tile
192, L1 prefetch, O2) 1.153, 1.159 and 1.000, 17th by median of 96 (median 1.153), the next
fastest (112, prefetch, O3) 1.044 (median 1.160), the best by median (208, no prefetch, O3) 1.104
(median 1.108); down K tiles other than 192 1.044 (112) to 1.176 (16) at least; no prefetch 1.104
at least; O1 1.422 and O3 1.044 at least; the RMSNorm's optimum (one_pass stats, unroll 4) 1.091,
1.091 and 1.000, 2nd by median of 10 (median 1.091), the next fastest and the best by median
(one_pass, unroll 2) 1.006 (median 1.016); two_pass stats 1.381 at least; unrolls of 0, 8 and 16
1.145, 1.092 and 1.096 at least.)
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, resident_blocks

# the way-partitioned CPU: 58 cores at 2.845 GHz sharing a 16-way L3 of 98.75 MB with a co-tenant; the job's
# threads get the whole L3 unpartitioned (``shared_l3``: the co-tenant's stream leaves the job 0.335 of it) or 4, 8
# or 12 of the 16 ways (``ways_4`` .. ``ways_12``: the co-tenant, squeezed into the rest, misses more and streams
# more, 77.25 GB/s growing 1.685 times the share of ways it gives up); 341.5 GB/s of DDR holding 445.5 GB of which the
# co-tenant keeps 62.25 GB; dependent misses 0.0965 us (0.545 more when the co-tenant shares the L3 and evicts the
# job's lines); a barrier over the threads 0.0365 us a thread a round;
# bandwidths in bytes/us
W_CORES, W_GHZ, W_L3_KB, W_WAYS, W_SHARED = 58, 2.845, 98.75 * 1024.0, 16, 0.335
W_DDR_RATE, W_DDR_GB, W_TENANT_GB, W_TENANT_RATE, W_TENANT_GROW = 3.415e5, 445.5, 62.25, 7.725e4, 1.685
W_MISS_US, W_EVICT, W_BARRIER_US = 0.0965, 0.545, 0.0365
# the graph-launch GPU: 118 cores, 206.5 KB of shared memory a core, 2048 threads and 32 blocks a core, 64
# fused-multiply-add lanes a core at 1.815 GHz, fp64 at half the rate, 3.435 TB/s of HBM holding 79.5 GB behind a
# 49.25 MB L2 (2.365 times the HBM's rate for a working set that fits); latency hidden as
# 1 - 0.555 exp(-2.245 occupancy); a wave 0.435 us to start; a time step's kernels launched on a stream
# (``stream_launches``: 4.85 us a kernel and a host synchronisation of 12.25 us a step), captured once into a graph
# and replayed (``captured_graph``: 315 us to instantiate, then 1.165 us a kernel node a step) or run as one
# cooperative grid (``cooperative_grid``: one launch of the blocks a core holds, looping over the rest, a grid-wide
# barrier of 2.615 us a kernel a step, no wave started a step, and 20 more registers a thread for the state it keeps
# on chip, which cuts its memory traffic to 0.345 when every block is resident at once); the inputs and
# results over a 64.5 GB/s host link
G_CORES, G_SMEM_KB, G_THREADS, G_BLOCKS, G_LANES, G_GHZ = 118, 206.5, 2048, 32, 64, 1.815
G_HBM_RATE, G_HBM_GB, G_L2_MB, G_L2_GAIN, G_WAVE_US = 3.435e6, 79.5, 49.25, 2.365, 0.435
G_LAUNCH_US, G_SYNC_US, G_GRAPH_US, G_NODE_US, G_GRID_US, G_GRID_REGS, G_GRID_KEEP, G_LINK = 4.85, 12.25, 315.0, 1.165, 2.615, 20.0, 0.345, 6.45e4


def _by(col: Any, table: dict[str, float]) -> np.ndarray:
    """The number ``table`` gives each configuration's value of the categorical ``col``."""
    col = np.asarray(col)
    return np.select([col == k for k in table], list(table.values()), np.nan)


def _ways_run(jobs: Any, cyc: Any, traffic: Any, misses: Any, job_gb: Any, batch: Any, threads: Any, ways: Any,
              table_kb: Any = 0.0, table_pen: Any = 0.0) -> tuple[Any, Any]:
    """``jobs`` jobs on the way-partitioned CPU, each ``cyc`` cycles, ``traffic`` bytes streamed and ``misses``
    dependent misses, ``job_gb`` GB resident, dealt ``batch`` at a time over ``threads`` threads, with the L3 ways
    ``ways``; a thread whose ``table_kb`` KB of tables is over its share of the job's L3 pays ``table_pen`` more on
    its cycles. Returns (the time in us, whether the jobs' memory fits beside the co-tenant's)."""
    groups = np.ceil(jobs / batch)
    thr = np.minimum(threads, groups)
    rounds = np.ceil(groups / thr)
    got = _by(ways, {"shared_l3": 0.0, "ways_4": 4.0, "ways_8": 8.0, "ways_12": 12.0}) / W_WAYS
    share = np.where(got == 0.0, W_SHARED, got)
    l3 = np.where(table_kb > W_L3_KB * share / thr, 1.0 + table_pen, 1.0)
    rate = W_DDR_RATE - W_TENANT_RATE * (1.0 + W_TENANT_GROW * got)
    work = rounds * batch * (cyc * l3 / (W_GHZ * 1e3) + misses * W_MISS_US * np.where(got == 0.0, 1.0 + W_EVICT, 1.0))
    stream = jobs * traffic / rate
    t = np.maximum(work, stream) + 0.15 * np.minimum(work, stream) + rounds * thr * W_BARRIER_US
    return t, thr * batch * job_gb <= W_DDR_GB - W_TENANT_GB


def _graph_run(steps: Any, kernels: Any, blocks: Any, items: Any, threads: Any, flops: Any, nbytes: Any, smem: Any,
               regs: Any, fp64: Any, work_gb: Any, io_gb: Any, mode: Any) -> tuple[Any, Any]:
    """``steps`` time steps of ``kernels`` kernels over ``blocks`` blocks of ``items`` items on ``threads`` threads,
    ``flops`` flops and ``nbytes`` bytes an item a step, ``smem`` bytes of shared memory a block and ``regs``
    registers a thread (at most 255), fp64 at half the rate; ``work_gb`` GB of working set (in the L2 when it fits)
    and ``io_gb`` GB in and out over the host link; launched by ``mode``. Returns (the time in us, the blocks a core
    holds, 0 when none fits or the data does not fit the HBM)."""
    mode = np.asarray(mode)
    coop = mode == "cooperative_grid"
    res = resident_blocks(threads, smem, regs + np.where(coop, G_GRID_REGS, 0.0), G_SMEM_KB, G_THREADS, G_BLOCKS, 255)
    per = np.maximum(res, 1.0)
    held = np.minimum(per, np.ceil(blocks / G_CORES))
    hide = 1.0 - 0.555 * np.exp(-2.245 * held * threads / G_THREADS)
    blk = np.ceil(items / threads) * threads * flops / (2.0 * G_LANES * G_GHZ * 1e3 * np.where(fp64, 0.5, 1.0) * hide)
    waves = np.ceil(blocks / (G_CORES * per))
    rate = np.where(work_gb * 1024.0 <= G_L2_MB, G_HBM_RATE * G_L2_GAIN, G_HBM_RATE)
    keep = np.where(coop & (blocks <= res * G_CORES), G_GRID_KEEP, 1.0)
    wc, wm = held * blk, G_CORES * held * items * nbytes * keep / rate
    kern = steps * waves * (np.maximum(wc, wm) + 0.1 * np.minimum(wc, wm) + np.where(coop, 0.0, kernels * G_WAVE_US))
    over = np.select([mode == "stream_launches", mode == "captured_graph"],
                     [steps * (kernels * G_LAUNCH_US + G_SYNC_US), G_GRAPH_US + steps * kernels * G_NODE_US],
                     G_LAUNCH_US + steps * kernels * G_GRID_US)
    return kern + over + 2.0 * io_gb * 1e9 / G_LINK, res * (work_gb <= G_HBM_GB)


# ---------------------------------------------------------------- way-partitioned CPU families
def espresso_puck(shots: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        bf, ex, gr = np.asarray(c["bed_flow"]), np.asarray(c["solubles_model"]), np.asarray(c["grind_size"])
        ms, bt, th, wy = c["shot_step_ms"], c["shot_batch"], c["worker_threads"], c["l3_ways"]
        steps = 3.0e4 / ms
        cells = _by(bf, {"darcy_bed": 1.0, "two_layer_bed": 40.0, "fines_migration": 650.0}) * _by(
            gr, {"fine_grind": 1.5, "medium_grind": 1.0, "coarse_grind": 0.75})
        pools = _by(ex, {"first_order_pool": 1.0, "two_pool_kinetics": 8.0, "channeling_paths": 26.0})
        cyc = steps * cells * (_by(bf, {"darcy_bed": 260.0, "two_layer_bed": 330.0, "fines_migration": 520.0}) + pools * 35.0)
        t, fits = _ways_run(shots, cyc, steps * cells * pools * 150.0, steps * cells * 0.4, cells * pools * steps * 2.4e-7 + 0.03,
                            bt, th, wy, _by(ex, {"first_order_pool": 640.0, "two_pool_kinetics": 2600.0, "channeling_paths": 1500.0}), 0.85)
        bad = (~fits | ((bf == "fines_migration") & (gr == "coarse_grind")) | ((bf == "fines_migration") & (ms == 100))
               | ((ex == "channeling_paths") & (bf == "darcy_bed")) | ((gr == "fine_grind") & (ms == 100) & (ex == "two_pool_kinetics")))
        return np.where(bad, np.nan, t + 35.0)
    return cost


def espresso_params() -> dict[str, list[Any]]:
    return {"bed_flow": ["darcy_bed", "two_layer_bed", "fines_migration"], "solubles_model": ["first_order_pool", "two_pool_kinetics", "channeling_paths"],
            "grind_size": ["fine_grind", "medium_grind", "coarse_grind"], "shot_step_ms": [1, 10, 100],
            "shot_batch": [1, 4, 16, 64], "worker_threads": [14, 29, 43, 58], "l3_ways": ["shared_l3", "ways_4", "ways_8", "ways_12"]}


def surfboard_rocker(boards: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        hm, fn, wv = np.asarray(c["hull_model"]), np.asarray(c["fin_setup"]), np.asarray(c["sea_state"])
        ms, bt, th, wy = c["glide_step_ms"], c["board_batch"], c["worker_threads"], c["l3_ways"]
        steps = _by(wv, {"flat_water": 1.0, "chop_waves": 1.0, "point_break": 1.0}) * 2.0e4 / ms
        panels = _by(hm, {"savitsky_planing": 1.0, "panel_planing": 900.0, "vof_planing": 45000.0})
        fins = _by(fn, {"single_fin": 1.0, "thruster_fins": 3.0, "quad_fins": 4.0})
        cyc = steps * (panels * np.minimum(panels, 300.0) * 0.9 + fins * 900.0) * _by(
            wv, {"flat_water": 1.0, "chop_waves": 1.6, "point_break": 2.3})
        t, fits = _ways_run(boards, cyc, steps * panels * 40.0, steps * panels * 0.05, panels * steps * 3.0e-9 + 0.01,
                            bt, th, wy, panels * 2.5 + fins * 300.0, 1.1)
        bad = (~fits | ((hm == "savitsky_planing") & (wv == "point_break")) | ((hm == "vof_planing") & (ms == 10))
               | ((fn == "quad_fins") & (hm == "savitsky_planing")) | ((wv == "chop_waves") & (ms == 10) & (fn == "single_fin")))
        return np.where(bad, np.nan, t + 20.0)
    return cost


def surfboard_params() -> dict[str, list[Any]]:
    return {"hull_model": ["savitsky_planing", "panel_planing", "vof_planing"], "fin_setup": ["single_fin", "thruster_fins", "quad_fins"],
            "sea_state": ["flat_water", "chop_waves", "point_break"], "glide_step_ms": [0.1, 1, 10],
            "board_batch": [1, 4, 16, 64], "worker_threads": [14, 29, 43, 58], "l3_ways": ["shared_l3", "ways_4", "ways_8", "ways_12"]}


def popcorn_pop(lots: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        hk, pc, pp, hy = np.asarray(c["kernel_heating"]), np.asarray(c["pop_rule"]), np.asarray(c["popper_kind"]), np.asarray(c["hull_moisture"])
        ms, bt, th, wy = c["heat_step_ms"], c["lot_batch"], c["worker_threads"], c["l3_ways"]
        steps = 1.8e5 / ms
        nodes = _by(hk, {"lumped_kernel": 1.0, "radial_kernel": 30.0, "kernel_fe": 1200.0})
        cyc = steps * nodes * _by(hk, {"lumped_kernel": 90.0, "radial_kernel": 60.0, "kernel_fe": 140.0}) * _by(
            pc, {"pressure_limit": 1.0, "pericarp_fracture": 1.9}) * _by(pp, {"hot_air_popper": 1.0, "kettle_oil": 1.2, "microwave_bag": 1.45}) * _by(
            hy, {"steady_moisture": 1.0, "drying_moisture": 1.04})
        t, fits = _ways_run(lots, cyc * 300.0, steps * nodes * 16.0, steps * nodes * 0.003, nodes * 2.0e-3 + 0.02,
                            bt, th, wy, _by(pp, {"hot_air_popper": 100.0, "kettle_oil": 2200.0, "microwave_bag": 4400.0}), 0.6)
        bad = (~fits | ((hk == "lumped_kernel") & (pc == "pericarp_fracture")) | ((hk == "kernel_fe") & (ms == 10))
               | ((pp == "microwave_bag") & (hk == "lumped_kernel")) | ((pp == "kettle_oil") & (ms == 10) & (hy == "drying_moisture")))
        return np.where(bad, np.nan, t + 15.0)
    return cost


def popcorn_params() -> dict[str, list[Any]]:
    return {"kernel_heating": ["lumped_kernel", "radial_kernel", "kernel_fe"], "pop_rule": ["pressure_limit", "pericarp_fracture"],
            "popper_kind": ["hot_air_popper", "kettle_oil", "microwave_bag"], "hull_moisture": ["steady_moisture", "drying_moisture"],
            "heat_step_ms": [0.1, 1, 10], "lot_batch": [1, 4, 16, 64], "worker_threads": [14, 29, 43, 58],
            "l3_ways": ["shared_l3", "ways_4", "ways_8", "ways_12"]}


def sundial_face(dials: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        sn, dk, hl = np.asarray(c["sun_model"]), np.asarray(c["dial_kind"]), np.asarray(c["hour_lines"])
        bt, th, wy = c["dial_batch"], c["worker_threads"], c["l3_ways"]
        pts = 365.0 * _by(hl, {"hour_marks": 12.0, "half_hour_marks": 24.0, "ten_minute_marks": 72.0})
        cyc = pts * _by(sn, {"low_precision_sun": 300.0, "noaa_sun": 1400.0, "spa_sun": 22000.0}) * _by(
            dk, {"horizontal_dial": 1.0, "vertical_dial": 1.02, "armillary_dial": 0.8})
        tab = _by(sn, {"low_precision_sun": 8.0, "noaa_sun": 40.0, "spa_sun": 5200.0})
        t, fits = _ways_run(dials, cyc, pts * 64.0, pts * 2.0, pts * 4.0e-5 + tab * 3.0e-3, bt, th, wy, tab, 1.4)
        bad = (~fits | ((sn == "low_precision_sun") & (hl == "ten_minute_marks")) | ((dk == "armillary_dial") & (hl == "hour_marks")))
        return np.where(bad, np.nan, t + 10.0)
    return cost


def sundial_params() -> dict[str, list[Any]]:
    return {"sun_model": ["low_precision_sun", "noaa_sun", "spa_sun"], "dial_kind": ["horizontal_dial", "vertical_dial", "armillary_dial"],
            "hour_lines": ["hour_marks", "half_hour_marks", "ten_minute_marks"], "dial_batch": [1, 16],
            "worker_threads": [14, 29, 43, 58], "l3_ways": ["shared_l3", "ways_4", "ways_8", "ways_12"]}


def pizza_oven(plans: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        dr, fc, ds, fp = np.asarray(c["dome_radiation"]), np.asarray(c["floor_conduction"]), np.asarray(c["dome_shape"]), np.asarray(c["fire_position"])
        ms, bt, th, wy = c["fire_step_ms"], c["oven_batch"], c["worker_threads"], c["l3_ways"]
        steps = 6.0e5 / ms
        zones = _by(dr, {"lumped_dome": 1.0, "two_flux_dome": 120.0, "radiosity_zones": 700.0})
        nodes = _by(fc, {"semi_infinite_floor": 1.0, "layered_floor": 12.0, "floor_fe": 160.0})
        cyc = steps * (zones * zones ** 0.5 * 40.0 + nodes * 120.0) * _by(ds, {"neapolitan_dome": 1.0, "tuscan_dome": 1.02, "barrel_vault": 1.05}) * _by(
            fp, {"side_fire": 1.0, "rear_fire": 1.35})
        t, fits = _ways_run(plans, cyc, steps * (zones + nodes) * 20.0, steps * nodes * 0.01, (zones + nodes) * steps * 1.0e-8 + 0.02,
                            bt, th, wy, zones * 6.0 + nodes * 10.0, 0.9)
        bad = (~fits | ((fc == "semi_infinite_floor") & (fp == "rear_fire")) | ((dr == "radiosity_zones") & (ms == 50))
               | ((dr == "lumped_dome") & (ds == "barrel_vault")) | ((fc == "floor_fe") & (ms == 50) & (dr == "two_flux_dome")))
        return np.where(bad, np.nan, t + 25.0)
    return cost


def pizza_params() -> dict[str, list[Any]]:
    return {"dome_radiation": ["lumped_dome", "two_flux_dome", "radiosity_zones"],
            "floor_conduction": ["semi_infinite_floor", "layered_floor", "floor_fe"],
            "dome_shape": ["neapolitan_dome", "tuscan_dome", "barrel_vault"], "fire_position": ["side_fire", "rear_fire"],
            "fire_step_ms": [0.5, 5, 50], "oven_batch": [1, 4, 16, 64], "worker_threads": [14, 29, 43, 58],
            "l3_ways": ["shared_l3", "ways_4", "ways_8", "ways_12"]}


# ---------------------------------------------------------------- graph-launch GPU families
def harmonica_reed(reeds: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        rm, af, mt = np.asarray(c["reed_model"]), np.asarray(c["slot_flow"]), np.asarray(c["reed_metal"])
        us, pr, rb, th, lm = c["reed_step_us"], np.asarray(c["precision"]), c["reed_block"], c["gpu_lanes"], c["step_dispatch"]
        f64 = pr == "fp64"
        steps = 2.0e5 / us
        nodes = _by(rm, {"euler_reed": 12.0, "timoshenko_reed": 40.0, "reed_shell_fe": 600.0})
        fl = nodes * _by(rm, {"euler_reed": 30.0, "timoshenko_reed": 45.0, "reed_shell_fe": 60.0}) + _by(
            af, {"bernoulli_slot": 40.0, "unsteady_slot": 2600.0})
        fl = fl * _by(mt, {"brass_reed": 1.0, "steel_reed": 1.03})
        word = np.where(f64, 8.0, 4.0)
        smem = rb * np.minimum(nodes, 64.0) * word * 6.0 + np.where(af == "unsteady_slot", rb * 640.0, 0.0)
        regs = _by(rm, {"euler_reed": 40.0, "timoshenko_reed": 72.0, "reed_shell_fe": 110.0}) * np.where(f64, 1.6, 1.0)
        t, ok = _graph_run(steps / 20.0, _by(af, {"bernoulli_slot": 2.0, "unsteady_slot": 3.0}), np.ceil(reeds / rb), rb, th,
                           fl * 20.0, nodes * word * 40.0, smem, regs, f64, reeds * nodes * word * 2.0e-8, reeds * 1.0e-6, lm)
        bad = ((ok == 0) | ((rm == "euler_reed") & (af == "unsteady_slot")) | ((rm == "reed_shell_fe") & (us == 10))
               | (~f64 & (rm == "timoshenko_reed") & (us == 0.1)) | ((mt == "steel_reed") & (us == 10) & (af == "unsteady_slot")))
        return np.where(bad, np.nan, t)
    return cost


def harmonica_params() -> dict[str, list[Any]]:
    return {"reed_model": ["euler_reed", "timoshenko_reed", "reed_shell_fe"], "slot_flow": ["bernoulli_slot", "unsteady_slot"],
            "reed_metal": ["brass_reed", "steel_reed"], "reed_step_us": [0.1, 1, 10], "precision": ["fp32", "fp64"],
            "reed_block": [8, 32, 128], "gpu_lanes": [64, 128, 256, 512], "step_dispatch": ["stream_launches", "captured_graph", "cooperative_grid"]}


def boomerang_flight(throws: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        ba, ar, fx = np.asarray(c["blade_aero"]), np.asarray(c["arm_count"]), np.asarray(c["wing_flex"])
        pn, gl = np.asarray(c["paint_finish"]), np.asarray(c["flight_log"])
        us, pr, tb, th, lm = c["flight_dt_us"], np.asarray(c["precision"]), c["boomerang_block"], c["gpu_lanes"], c["step_dispatch"]
        f64 = pr == "fp64"
        steps = 4.0e6 / us
        fl = (_by(ba, {"strip_blades": 50.0, "lifting_line": 140.0, "vortex_blades": 90.0}) * _by(
            ar, {"two_arms": 2.0, "three_arms": 3.0, "four_arms": 4.0}) + _by(fx, {"rigid_wings": 10.0, "flexing_wings": 120.0})) * _by(
            pn, {"gloss_paint": 1.0, "matte_paint": 1.003}) * _by(gl, {"log_per_throw": 1.0, "log_per_block": 0.997})
        word = np.where(f64, 8.0, 4.0)
        smem = tb * _by(ba, {"strip_blades": 64.0, "lifting_line": 160.0, "vortex_blades": 40.0}) * word
        regs = _by(ba, {"strip_blades": 48.0, "lifting_line": 88.0, "vortex_blades": 64.0}) * np.where(fx == "flexing_wings", 1.4, 1.0)
        t, ok = _graph_run(steps / 2000.0, 2.0, np.ceil(throws / tb), tb, th, fl * 2000.0, word * 6.0e4, smem, regs, f64,
                           throws * 4.0e-7, throws * 1.5e-6, lm)
        bad = ((ok == 0) | ((ba == "lifting_line") & (us == 200)) | ((ba == "strip_blades") & (fx == "flexing_wings") & (us == 20))
               | (~f64 & (ba == "strip_blades") & (fx == "flexing_wings")) | ((ar == "four_arms") & (ba == "vortex_blades") & (us == 200)))
        return np.where(bad, np.nan, t)
    return cost


def boomerang_params() -> dict[str, list[Any]]:
    return {"blade_aero": ["strip_blades", "lifting_line", "vortex_blades"], "arm_count": ["two_arms", "three_arms", "four_arms"],
            "wing_flex": ["rigid_wings", "flexing_wings"], "paint_finish": ["gloss_paint", "matte_paint"], "flight_dt_us": [20, 50, 200],
            "precision": ["fp32", "fp64"], "boomerang_block": [128, 512], "gpu_lanes": [64, 128, 256, 512],
            "step_dispatch": ["stream_launches", "captured_graph", "cooperative_grid"], "flight_log": ["log_per_throw", "log_per_block"]}


def climbing_rope(drops: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        rm, fd, bd = np.asarray(c["rope_physics"]), np.asarray(c["fall_factor"]), np.asarray(c["belay_device"])
        us, pr, db, th, lm = c["drop_step_us"], np.asarray(c["precision"]), c["drop_block"], c["gpu_lanes"], c["step_dispatch"]
        f64 = pr == "fp64"
        steps = _by(fd, {"factor_0_5": 1.2e5, "factor_1_0": 1.6e5, "factor_1_77": 2.0e5}) / us
        segs = _by(rm, {"hookean_rope": 1.0, "viscoelastic_rope": 24.0, "kernmantle_fe": 420.0})
        fl = segs * _by(rm, {"hookean_rope": 40.0, "viscoelastic_rope": 65.0, "kernmantle_fe": 90.0}) + _by(
            bd, {"tube_belay": 30.0, "assisted_braking": 700.0})
        word = np.where(f64, 8.0, 4.0)
        smem = db * np.minimum(segs, 300.0) * word * 6.0 + 512.0
        regs = _by(rm, {"hookean_rope": 36.0, "viscoelastic_rope": 76.0, "kernmantle_fe": 104.0}) * np.where(f64, 1.7, 1.0)
        work = drops * segs * word * 4.0e-7
        t, ok = _graph_run(steps, 3.0, np.ceil(drops / db), db, th, fl, word * 3.0 * np.minimum(segs, 300.0), smem, regs, f64,
                           work, work * 0.5 + drops * 2.0e-7, lm)
        bad = ((ok == 0) | ((rm == "hookean_rope") & (bd == "assisted_braking")) | ((rm == "kernmantle_fe") & (us == 50))
               | (~f64 & (rm == "viscoelastic_rope") & (us == 0.5)) | ((fd == "factor_1_77") & (rm == "kernmantle_fe") & (us == 5)))
        return np.where(bad, np.nan, t)
    return cost


def climbing_params() -> dict[str, list[Any]]:
    return {"rope_physics": ["hookean_rope", "viscoelastic_rope", "kernmantle_fe"], "fall_factor": ["factor_0_5", "factor_1_0", "factor_1_77"],
            "belay_device": ["tube_belay", "assisted_braking"], "drop_step_us": [0.5, 5, 50], "precision": ["fp32", "fp64"],
            "drop_block": [1, 4, 16], "gpu_lanes": [64, 128, 256, 512], "step_dispatch": ["stream_launches", "captured_graph", "cooperative_grid"]}


def sandblast_stencil(jobs: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        pm, md, st, nz = np.asarray(c["grit_model"]), np.asarray(c["blast_media"]), np.asarray(c["stencil_film"]), np.asarray(c["nozzle_bore"])
        us, pr, pb, th, lm = c["blast_step_us"], np.asarray(c["precision"]), c["grit_block"], c["gpu_lanes"], c["step_dispatch"]
        f64 = pr == "fp64"
        steps = 5.0e5 / us
        parts = _by(pm, {"mean_jet": 1.0, "grit_tracking": 64.0, "grit_rebound": 160.0})
        fl = parts * _by(pm, {"mean_jet": 200.0, "grit_tracking": 35.0, "grit_rebound": 50.0}) * _by(
            md, {"garnet_grit": 1.0, "glass_bead_grit": 1.012, "walnut_shell": 1.03}) + _by(st, {"rubber_stencil": 20.0, "photoresist_film": 60.0})
        fl = fl * _by(nz, {"bore_6mm": 1.0, "bore_8mm": 1.003, "bore_10mm": 1.007})
        word = np.where(f64, 8.0, 4.0)
        smem = pb * np.minimum(parts, 96.0) * word * 2.0
        regs = _by(pm, {"mean_jet": 32.0, "grit_tracking": 64.0, "grit_rebound": 96.0}) * np.where(f64, 1.5, 1.0)
        work = jobs * parts * word * 5.0e-8
        t, ok = _graph_run(steps / 100.0, 2.0, np.ceil(jobs / pb), pb, th, fl * 100.0, word * 80.0 * parts, smem, regs, f64,
                           work, jobs * 4.0e-6, lm)
        bad = ((ok == 0) | ((pm == "mean_jet") & (st == "photoresist_film")) | ((pm == "grit_rebound") & (us == 100))
               | (~f64 & (md == "walnut_shell") & (us == 1)) | ((pm == "grit_tracking") & (md == "glass_bead_grit") & (us == 100)))
        return np.where(bad, np.nan, t)
    return cost


def sandblast_params() -> dict[str, list[Any]]:
    return {"grit_model": ["mean_jet", "grit_tracking", "grit_rebound"], "blast_media": ["garnet_grit", "glass_bead_grit", "walnut_shell"],
            "stencil_film": ["rubber_stencil", "photoresist_film"], "nozzle_bore": ["bore_6mm", "bore_8mm", "bore_10mm"], "blast_step_us": [1, 10, 100], "precision": ["fp32", "fp64"],
            "grit_block": [64, 256], "gpu_lanes": [64, 128, 256, 512], "step_dispatch": ["stream_launches", "captured_graph", "cooperative_grid"]}


def seen_70_synthetic() -> list[tuple[str, Landscape]]:
    """The seventieth held-out set's synthetic part: nine families no earlier set had (constants of a way-partitioned
    CPU of 58 cores at 2.845 GHz sharing a 16-way, 98.75 MB L3 with a co-tenant, 341.5 GB/s of DDR holding 445.5 GB,
    and a 118-core GPU with 206.5 KB of shared memory a core, 3.435 TB/s of HBM holding 79.5 GB behind a 49.25 MB L2
    at 1.815 GHz and fp64 at half the rate, its time steps launched on a stream, replayed from a captured graph or run
    as one cooperative grid; times in us)."""
    L, S = Landscape, "seen_70"
    return [
        (S, L("espresso_puck_bs", espresso_params(), espresso_puck(5800.0), 0.02)),
        (S, L("surfboard_rocker_bs", surfboard_params(), surfboard_rocker(2784.0), 0.03)),
        (S, L("popcorn_pop_bs", popcorn_params(), popcorn_pop(11600.0), 0.02)),
        (S, L("sundial_face_bs", sundial_params(), sundial_face(4.6e4), 0.04)),
        (S, L("pizza_oven_bs", pizza_params(), pizza_oven(7424.0), 0.03)),
        (S, L("harmonica_reed_bs", harmonica_params(), harmonica_reed(4.0e4), 0.02)),
        (S, L("boomerang_flight_bs", boomerang_params(), boomerang_flight(1.2e6), 0.04)),
        (S, L("climbing_rope_bs", climbing_params(), climbing_rope(6.0e4), 0.01)),
        (S, L("sandblast_stencil_bs", sandblast_params(), sandblast_stencil(2.0e5), 0.03)),
    ]


SEEN_70_DIR = _data_dir("zoo_seen_70")


def seen_70() -> list[tuple[str, Landscape]]:
    """The seventieth held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_70/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_70", SEEN_70_DIR)
    return seen_70_synthetic() + recorded
