"""The zoo's ``seen_75`` set.

``seen_75`` (was ``held_out_75``, :func:`seen_75`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the fifty-first round, see docs/benchmarks.md):
1 win / 11 ties / 1 loss against the best peer, geo-mean
1.0049, second of the five (tpe_mv 1.0047; random 1.1404); the synthetic nine 1 / 7 / 1 (a win
on glider soaring, 1.001 against tpe_mv's 1.006; a loss on snowshoe flotation, 1.008 against
tpe_mv's 1.001), second by geo-mean there (1.0020; tpe_mv 1.0017); on 30 seeds its recorded four
0 / 4 / 0 (every strategy at 1.046 on the plain GEMM, whose committed optimum is one fast
sample), third of five by geo-mean there (1.0116; tpe and tpe_mv 1.0114); scored by the median
of 9 quiet samples 0 / 3 / 1 with ``--confirm 0`` (the GEMM, 1.038 against random's 1.016;
1.0094, third) and 0 / 4 / 0 with ``--confirm 3`` (1.0009, the best of five); R1 2 / 10 / 1 as
committed (1.0014, the best of six: 1.000 on the GEMM where every other strategy ends at 1.046),
fifth of six with ``--confirm 0`` (1.0098) and level with the default, the best, with
``--confirm 3`` (1.0009).
Evaluated on an AVX-512 host with the numerics pinned (numpy's X86_V4 loops), where its committed traces were made; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (kombucha brewing, farriery, cabinetmaking,
gliding, wedding planning, lobster fishing, solar-cooker making, snowshoe making, beach
lifeguarding), with constants unlike the other sets' (a tile-unit CPU of 60 cores at 2.275 GHz
sharing a 97.5 MB L3, with 1023.5 GB of DDR at 307.5 GB/s, a second hardware thread a core (120
threads) adding 0.325 of a core's work, each core's matrix tile unit doing a job's matrix share
7.75 times as fast in bf16 and 14.25 times in int8 as its fp32 vectors (halving or quartering
that share's words) after a tile configuration of 0.0715 us a claim, a barrier of 0.0485 us a
thread a round and 0.195 of the lesser of work and streaming overlapping; an APU of 76 compute
units on one package with the CPU, 80.5 KB of shared memory, 2048 threads and 16 blocks a unit,
64 lanes at 2.165 GHz, fp64 at 0.105 of fp32 and packed fp16 1.905 times as fast (halving the
words), 127.5 GB of LPDDR shared with the CPU at 273.5 GB/s, of which the CPU's own traffic
takes 13.8%, behind a 25.25 MB memory-side cache that moves a working set that fits at 2.655
times the LPDDR's rate, a kernel's buffers in the GPU's carve-out (40.75 GB, copied in and out
once, cached), in zero-copy host pages (no copy, not cached) or in coherent pages (no copy,
cached, each access 1.245 times dearer for the CPU's snoops), latency hidden as 1 - 0.665
exp(-1.955 occupancy), 0.525 us a wave, a kernel launch of 2.935 us and 0.175 of the lesser of
compute and memory overlapping; times in us, bandwidths in bytes/us). The CPU families hand
their jobs out in claims of 1, 8 or 32 (or 4 and 16, 2 to 32, 1 and 16) to 15, 30, 60 or 120
threads, which share the L3 for their tables (each time the tables outgrow it, up to twice, the
family's penalty on the cycles), a job's matrix share on the fp32 vectors or the tile unit in
bf16 or int8, the resident jobs over the DDR's 1023.5 GB failing; the APU families run their
items in blocks of 64-512 threads in whole waves, latency hidden by the occupancy, in fp32, fp16
or fp64 values, their buffers in the carve-out, zero-copy or coherent pages, shared memory over
the 80.5 KB a unit failing, at most 255 registers a thread (over the register file: fail), and a
working set over the memory its buffers may use (the carve-out's 40.75 GB, or the LPDDR's 127.5
GB) failing:

- ``kombucha_brew_bx`` (1944, 38.9%, 1.3 x 10^6x): a kombucha brewer's fermentation studies, 5,000
  brews' ten days on the tile-unit CPU (200 us of setup and scoring a run besides), the brew's
  acidity by a fitted curve (not for an oolong base), the liquor and the pellicle as zones
  exchanging sugar, ethanol, acid and oxygen (24 zones; at 6-h steps with a high sugar dose: fails)
  or the yeast and acetic bacteria as agents in the liquor and the pellicle (1,800 cells; at 6-h
  steps, or in int8: fails), a black, green (1.9%) or oolong tea base, a low or high sugar dose
  (2.6%), 0.25-6-h steps, claims of 1-32 brews (3.1-55%) over 15-120 threads (the zones' 3.2 MB of
  tables a thread over the L3: a ramp; the resident brews over the memory: fail), the matrix share
  on the fp32 vectors or the tile unit in bf16 or int8 (0.1%); 18 within 5%.
- ``farrier_shoeing_bx`` (1296, 48.1%, 1.1 x 10^5x): a farrier's shoeing studies, 3,000 horses'
  eight seconds of strides on the CPU (60 us of setup a run besides), the hoof's breakover by a
  table (not for a bar shoe, nor in int8), the hoof wall as a curved beam on the laminae's elastic
  foundation (80 segments; at 50-ms steps on soft going: fails) or finite elements of the hoof
  capsule, its horn, laminae and the bones inside (2,900; at 50-ms steps, or in int8: fails), a
  steel, aluminium (5.9%) or bar shoe, firm or soft going (4.9%), 0.5-50-ms steps, claims of 4 or 16
  horses (14%) over 15-120 threads (the capsule's 5.5 MB of tables a thread over the L3: a ramp; the
  resident horses over the memory: fail), fp32 vectors (21%), bf16 or int8 tiles; two within 5%.
- ``dovetail_joint_bx`` (2916, 37.3%, 6.3 x 10^3x): a cabinetmaker's joint studies, 2,500 drawer and
  carcass joints loaded to 3 kN on the CPU (20 ms of setup a run besides), the joint's strength by a
  rule-of-thumb table (not for a sliding dovetail), the glue lines as cohesive springs between pins
  and tails (140 springs; at 100-N steps in walnut: fails) or orthotropic finite elements of the
  wood (3,800; at 100-N steps, or at 10-N steps for a sliding dovetail: fails), a through,
  half-blind (0.0%) or sliding dovetail, oak, beech or walnut boards (0.0%), 1-100-N steps, claims
  of 1-32 joints (0.2-0.6%) over 15-120 threads (0.6-4.5%; the elements' 3.6 MB of tables a thread
  over the L3: a ramp; the resident joints over the memory: fail), the matrix share on the fp32
  vectors or the tile unit in bf16 or int8 (int8 for the springs or the elements at 1-N steps:
  fails); 181 within 5%.
- ``glider_soaring_bx`` (1944, 43.2%, 6.6 x 10^5x): a glider pilot's cross-country studies, 8,000
  task flights' five hours on the CPU (0.5 ms of setup a run besides), MacCready's speed to fly from
  the glider's polar (not for the open class), a route through a field of thermals by dynamic
  programming over climbs and glides (300 states; at 1-s steps in the open class, or in int8: fails)
  or a Monte Carlo ensemble of thermal strengths and spacings (2,400 draws; at 100-s steps: fails),
  a club, standard (3.3%) or open-class glider, dry or full ballast (2.4%), 1-100-s steps, claims of
  2-32 flights (1.1-29%) over 15-120 threads (the route's 5.2 MB of tables a thread over the L3: a
  ramp; the resident flights over the memory: fail), the matrix share on the fp32 vectors or the
  tile unit in bf16 or int8 (0.1%); 18 within 5%.
- ``wedding_seating_bx`` (864, 38.4%, 4.1 x 10^3x): a wedding planner's seating plans, 6,000
  weddings' plans on the CPU (30 us of setup a run besides), guests seated by a greedy fill (not
  from a single start), the guests' affinity graph split into tables spectrally (not on long tables
  from a single start, nor in int8) or a mixed-integer programme (not with 64 restarts), round or
  long tables (5.2 x), a small (80) or large (240) party, 1-64 restarts, claims of 1 or 16 plans
  (14%) over 15-120 threads (the programme's 6 MB of tables a thread over the L3: a ramp; the
  resident plans over the memory: fail), the matrix share on the fp32 vectors (2.9 x), bf16 or int8
  tiles (4.7 x); one within 5%.
- ``lobster_trap_bx`` (2592, 53.7%, 2.5 x 10^5x): a lobster fisher's trap studies, 9 x 10^4 strings
  of traps' three days of soaking on the APU (0.5 ms of setup a run besides), the catch by a fitted
  soak-time curve (not for creel pots with salted bait), each trap's entries and escapes as a Markov
  chain (40 states; in fp16: fails) or the lobsters as agents walking up the bait's scent (1,300
  lobsters; at 100-min steps: fails; in the carve-out in fp32, over its 40.75 GB: fails), herring or
  salted bait (10%), parlour traps or creel pots (9.2%), 1-100-min steps, 16 or 64 traps a block
  (3.8%; over the 80.5 KB: fail), 64-512 threads (3.8-12%; over the register file: fail), fp32
  (71%), fp16 or fp64 values, the carve-out (16%), zero-copy or coherent pages (16%); three within
  5%.
- ``solar_cooker_bx`` (3888, 51.9%, 2.1 x 10^4x): a solar-cooker maker's cooking studies, 7 x 10^4
  meals' three hours in the sun on the APU (90 ms of setup a run besides), a lumped heat balance of
  the box, glazing and pot (not for a parabolic dish), the pot's water in stratified layers (50
  layers; in fp16 at 1-s steps: fails) or finite elements of the pot's wall and the water's natural
  convection (1,500 cells; at 100-s steps: fails; in the carve-out, over its 40.75 GB: fails), a
  box, panel (0.0%) or parabolic-dish cooker, a black or enamel pot (0.0%), 1-100-s steps, 8 or 32
  pots a block (4.6%; over the 80.5 KB: fail), 64-512 threads (2.2-11%; over the register file:
  fail), fp32 (5.7%), fp16 or fp64 values, the carve-out (0.8%), zero-copy or coherent pages (1.3%);
  44 within 5%.
- ``snowshoe_float_bx`` (3888, 49.1%, 3.3 x 10^5x): a snowshoe maker's flotation studies, 6 x 10^4
  walks' 1.2 s of treads on the APU (3 ms of setup a run besides), the sinkage by a table (not in
  wind slab), the snowpack's layers compacting under the shoe (90 layers) or bonded snow grains as
  discrete elements (2,200 grains; at 10-ms steps, or in fp16 at 0.1-ms steps: fails; in the
  carve-out, over its 40.75 GB: fails), a tubular frame or a plastic deck (0.1%), powder snow, wind
  slab or spring corn (0.3%), 0.1-10-ms steps, 4 or 16 treads a block (26%; over the 80.5 KB: fail),
  64-512 threads (1.3-80%; over the register file: fail), fp32 (57%), fp16 or fp64 values, the
  carve-out (4.4%), zero-copy or coherent pages (13%); 12 within 5%.
- ``rip_current_bx`` (10368, 48.5%, 4.5 x 10^4x): a beach lifeguard service's rip-current studies,
  1.5 x 10^5 beach days' twelve hours of waves on the APU (0.6 s of setup a run besides), a fitted
  rip hazard index (not at a reef gap at low tide), depth-averaged currents driven by the breaking
  waves (60 cells; in fp16 at 0.5-s steps: fails) or the currents with the sand bar evolving under
  them (1,900 cells; at 50-s steps: fails; in the carve-out, over its 40.75 GB: fails), a barred
  beach or a reef gap (0.0%), low or high tide (0.0%), 0.5-50-s steps, 8 or 32 cells a block (4.8%;
  over the 80.5 KB: fail), 64-512 threads (0.3-12%), fp32 (8.0%), fp16 or fp64 values, the carve-out
  (0.1%), zero-copy or coherent pages (1.9%), and two that barely matter (the flags logged per tower
  or per beach, the swell from a buoy's table or a model's: 0.2-0.3%): ten parameters, 111 within
  5%.

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier recorded landscape
covers, and four spaces whose parameters no earlier space of their op kind tuned together: a non-causal
multi-query attention (61 queries over 154 keys, 59 query heads over one KV head, d 78: not a multiple of 8,
four 16-float vectors and a 14-float tail, as every number up to 58 is taken in some dimension of an earlier
attention space, 60 and 62 too; 59 is the smallest free head count (prime: an MHA or an MQA only), 78 the
smallest free even head dimension and 61 the next free number, the queries), with its KV block (16 to 512), KV
split (1 to 16) and ``opt_level`` (O0 to O3) but its query block, softmax, pipeline and unroll left at the
default (128, two_pass, single_buffer, 0), a plain GEMM tuning its N tile, output alignment and schedule (332 x
880 @ 880 x 872; 872 is not a multiple of 16; its M and K tiles, pipeline, L1 prefetch, ``opt_level``, unroll
and layout at the default), a non-gated ReLU FFN tuning the gate/up (here up) projection's M tile with the down
L1 prefetch and ``opt_level`` (O1 to O3) (228 tokens: 15 to 1 row blocks; 832 hidden, 1232 intermediate), and a
LayerNorm with its unroll but neither its rows a block, its hidden split, its stats, its pipeline nor its
``opt_level`` (a set no earlier LayerNorm or RMSNorm space tuned; 5 configurations, the full value list: the
untuned norm sets of 6 or more are used up and this is the largest left; 1784 rows x 3168), each space measured
exhaustively (every configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_75/`` (gzip JSON, times in us, provenance
in each file's ``source``, 9.5 KB in all). They were recorded on the shared 2-core machine the standing way,
``--only`` each, one after another, the recorder at normal priority (not niced), 60 s after the lead's go (the
load average 0.21 at the start), on the host that recorded held_out_62's..held_out_74's four (now
seen_62's..seen_74's), an AMD EPYC with AVX-512 (avx512f, avx512dq, avx512bw, avx512vl and more): their
``host_cpu`` (81db2b0747f882f3) is seen_74's, so the four are measurements of the kernels' AVX-512 paths
(16-lane vectors), like seen_62's..seen_74's and unlike held_out_44's..held_out_61's (e12b91328de47f4d, an
AVX2-only EPYC). ``ps`` (every 60 s over the standing recording) showed nothing else running but the recorder,
its measuring worker and its C compiler, this helper's own sampling and waiting shells (sleeping) and idle tool
shells (sleeping); this helper's drafting of the synthetic families had ended before the go, and during the
recording it only read the logs beside it (load average 0.21-1.09 sampled every 10 s over the standing
recording, the recorder itself included). The standing recordings took 130, 72, 82 and 7 s (the attention, GEMM,
FFN and LayerNorm), each under the 150 s its space was sized for. The tail of their samples is real measurement
noise (median spread 1.4-4.7%), and the fastest sample is the true cost: the attention's optimum leans on a fast
sample (samples 1.047, 1.000, 1.047, 3rd by median of 120; the next fastest 1.015 (median 1.044), the best by
median 1.018 (median 1.018)); THE GEMM'S OPTIMUM RESTS ON ONE FAST SAMPLE (its other two samples 1.096 and 1.185
times it, 1st by median of 128; the next fastest 1.046 times it (median 1.150), the best by median 1.000 (median
1.096)); THE FFN'S OPTIMUM RESTS ON ONE FAST SAMPLE (its other two samples 1.284 and 1.318 times it, 14th by
median of 96; the next fastest 1.229 times it (median 1.271), the best by median 1.230 (median 1.264)); the
LayerNorm's optimum leans on a fast sample (samples 1.026, 1.000, 1.126, 4th by median of 5; the next fastest
1.001 (median 1.006), the best by median 1.002 (median 1.003)). Before that, the first and the last
configuration of each space were compiled and measured once the recorder's way, in a scratch cache outside the
repository, to check they build and to estimate the recording time. Every configuration ran, so they are 0%
infeasible (reported, not forced into 30-70%):

==========================================================================  ==========================================  =======  ======  ======  =========
landscape                                                                   op (shape)                                  configs  params  spread  worst/opt
==========================================================================  ==========================================  =======  ======  ======  =========
cpu_attention_mqa59_cross_kv_block_split_opt                                multi-query attention (59 heads, one KV         120       3      1%       9.2x
                                                                            head, 61 x 154, d 78)
cpu_gemm_n_tile_align_schedule                                              GEMM (332 x 880 @ 880 x 872)                    128       3      5%       3.8x
cpu_ffn_relu_m_tile_down_prefetch_opt                                       FFN, ReLU (228 tokens, 832 -> 1232)              96       3      2%       1.9x
cpu_layernorm_no_rows_per_block_no_split_no_stats_no_pipeline_no_opt_level  LayerNorm (1784 rows x 3168)                      5       1      2%       1.0x
==========================================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1, 1.4%, 4.7%, 1.6%, 2.2%; worst/opt 9.199,
3.792, 1.869, 1.043; within 5% of the optimum: 3, 2, 1, 5 configurations; the attention's optimum (block_kv 16,
kv_split 2, opt_level O2) has samples 1.047, 1.000, 1.047 times its fastest, 3rd by median of 120 (median
1.047), the next fastest (block_kv 32, kv_split 1, opt_level O2) 1.015 (median 1.044) and the best by median
(block_kv 16, kv_split 1, opt_level O2) 1.018 (median 1.018); the other values at least: block_kv 32 1.015, 64
1.060, 128 1.091, 256 1.099, 512 1.135; kv_split 1 1.015, 4 1.058, 8 1.081, 16 1.095; opt_level O0 7.083, O1
1.286, O3 1.059; the GEMM's optimum (tile_n 128, output_align False, schedule throughput) has samples 1.185,
1.000, 1.096 times its fastest, 1st by median of 128 (median 1.096), the next fastest (tile_n 256, output_align
False, schedule throughput) 1.046 (median 1.150) and the best by median (tile_n 128, output_align False,
schedule throughput) 1.000 (median 1.096); the other values at least: tile_n 16 2.279, 32 1.204, 48 1.680, 64
1.216, 80 1.363, 96 1.084, 112 1.366, 144 1.319, 160 1.146, 176 1.238, 192 1.149, 208 1.118, 224 1.137, 240
1.107, 256 1.046; output_align True 1.084; schedule default 1.097, balanced 1.204, latency 1.332; the FFN's
optimum (tile_m 64, down_l1_prefetch True, opt_level O2) has samples 1.000, 1.318, 1.284 times its fastest, 14th
by median of 96 (median 1.284), the next fastest (tile_m 48, down_l1_prefetch False, opt_level O2) 1.229 (median
1.271) and the best by median (tile_m 32, down_l1_prefetch True, opt_level O2) 1.230 (median 1.264); the other
values at least: tile_m 16 1.271, 32 1.230, 48 1.229, 80 1.236, 96 1.275, 112 1.293, 128 1.271, 144 1.271, 160
1.302, 176 1.256, 192 1.267, 208 1.275, 224 1.281, 240 1.259, 256 1.259; down_l1_prefetch False 1.229; opt_level
O1 1.596, O3 1.248; the LayerNorm's optimum (unroll_factor 2) has samples 1.026, 1.000, 1.126 times its fastest,
4th by median of 5 (median 1.026), the next fastest (unroll_factor 16) 1.001 (median 1.006) and the best by
median (unroll_factor 4) 1.002 (median 1.003); the other values at least: unroll_factor 0 1.043, 4 1.002, 8
1.005, 16 1.001.)
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, resident_blocks, value_of

# the tile-unit CPU: 60 cores at 2.275 GHz sharing a 97.5 MB L3 (each time the threads' tables outgrow it, up to
# twice, the family's penalty on the cycles), 1023.5 GB of DDR at 307.5 GB/s; a second hardware thread a core (120
# threads) adding 0.325 of a core's work; each core's matrix tile unit doing a job's matrix share 7.75 times as
# fast in bf16 and 14.25 times in int8 as its fp32 vectors (halving or quartering that share's words), a tile
# configuration of 0.0715 us a claim; a barrier 0.0485 us a thread a round; 0.195 of the lesser of work and
# streaming overlapping; bandwidths in bytes/us
X_CORES, X_GHZ, X_L3_MB, X_DDR_GB, X_DDR_RATE, X_SMT = 60, 2.275, 97.5, 1023.5, 3.075e5, 0.325
X_BF16, X_INT8, X_TILECFG_US, X_SYNC_US, X_OVERLAP = 7.75, 14.25, 0.0715, 0.0485, 0.195
# the APU: 76 compute units on one package with the CPU, 80.5 KB of shared memory, 2048 threads and 16 blocks a
# unit, 64 lanes at 2.165 GHz, fp64 at 0.105 of fp32 and packed fp16 1.905 times as fast (halving the words);
# 127.5 GB of LPDDR shared with the CPU at 273.5 GB/s, of which the CPU's own traffic takes 13.8%, behind a 25.25 MB
# memory-side cache (2.655 times the LPDDR's rate for a working set that fits it); a kernel's buffers in the GPU's
# carve-out (40.75 GB, copied in and out once, cached), zero-copy host pages (no copy, not cached) or coherent pages
# (no copy, cached, each access 1.245 times dearer for the CPU's snoops); latency hidden as
# 1 - 0.665 exp(-1.955 occupancy); a wave 0.525 us, a kernel launch 2.935 us; 0.175 of the lesser of compute and
# memory overlapping
P_CUS, P_LDS_KB, P_THREADS, P_BLOCKS, P_LANES, P_GHZ, P_FP64, P_FP16 = 76, 80.5, 2048, 16, 64, 2.165, 0.105, 1.905
P_MEM_GB, P_RATE, P_CPU_SHARE, P_SLC_MB, P_SLC_GAIN, P_CARVE_GB, P_SNOOP = 127.5, 2.735e5, 0.138, 25.25, 2.655, 40.75, 1.245
P_HIDE_A, P_HIDE_B, P_WAVE_US, P_LAUNCH_US, P_OVERLAP = 0.665, 1.955, 0.525, 2.935, 0.175


def _tile_run(jobs: Any, cyc: Any, mshare: Any, traffic: Any, job_gb: Any, table_mb: Any, pen: float, chunk: Any,
              threads: Any, path: Any) -> tuple[Any, Any]:
    """``jobs`` jobs on the tile-unit CPU, each ``cyc`` cycles (a share ``mshare`` of them matrix work),
    ``traffic`` bytes streamed and ``job_gb`` GB resident while it runs (fp32), over ``table_mb`` MB of tables a
    thread reads (``pen`` more cycles each time the threads' tables outgrow the L3), ``chunk`` jobs a claim on
    ``threads`` threads, the matrix share on the fp32 vectors or the tile unit in bf16 or int8 (``path``).
    Returns (the time in us, whether it fits the threads and the DDR)."""
    path = np.asarray(path)
    gain = value_of(path, {"vector_fp32": 1.0, "tile_bf16": X_BF16, "tile_int8": X_INT8})
    shrink = value_of(path, {"vector_fp32": 1.0, "tile_bf16": 0.5, "tile_int8": 0.25})
    claims = np.ceil(jobs / chunk)
    busy = np.minimum(threads, claims)
    cores = np.minimum(busy, X_CORES)
    pace = np.where(busy > X_CORES, (1.0 + X_SMT) * X_CORES / busy, 1.0)
    rounds = np.ceil(claims / busy)
    over = np.clip(table_mb * cores / X_L3_MB - 1.0, 0.0, 2.0)
    work = rounds * chunk * cyc * ((1.0 - mshare) + mshare / gain) * (1.0 + pen * over) / (X_GHZ * 1e3 * pace)
    work = work + np.where(path == "vector_fp32", 0.0, rounds * X_TILECFG_US)
    words = (1.0 - mshare) + mshare * shrink
    held = busy * chunk * job_gb * words
    stream = jobs * traffic * words / X_DDR_RATE
    t = np.maximum(work, stream) + X_OVERLAP * np.minimum(work, stream) + rounds * busy * X_SYNC_US
    return t, (threads <= 2 * X_CORES) & (held <= X_DDR_GB)


def _apu_run(items: Any, steps: Any, kernels: Any, per_block: Any, threads: Any, flops: Any, nbytes: Any,
             smem: Any, regs: Any, word: Any, home: Any, item_gb: Any) -> tuple[Any, Any]:
    """``items`` items over ``steps`` steps of ``kernels`` kernels on the APU, ``per_block`` items a block of
    ``threads`` threads, ``flops`` flops and ``nbytes`` bytes an item a step in fp32, ``smem`` bytes of shared
    memory a block and ``regs`` registers a thread (at most 255) in fp32, in fp32, fp16 or fp64 values (``word``),
    the buffers in the carve-out, zero-copy or coherent pages (``home``), ``item_gb`` GB of working set an item
    in fp32. Returns (the time in us, the blocks a unit holds, 0 when none fits or the working set does not fit
    the memory its home may use)."""
    word, home = np.asarray(word), np.asarray(home)
    size = value_of(word, {"fp32_vals": 1.0, "fp16_vals": 0.5, "fp64_vals": 2.0})
    speed = value_of(word, {"fp32_vals": 1.0, "fp16_vals": P_FP16, "fp64_vals": P_FP64})
    blocks = np.ceil(items / per_block)
    res = resident_blocks(threads, smem * size, regs * np.where(word == "fp64_vals", 1.5, 1.0), P_LDS_KB,
                          P_THREADS, P_BLOCKS, 255)
    per = np.maximum(res, 1.0)
    held = np.minimum(per, np.ceil(blocks / P_CUS))
    hide = 1.0 - P_HIDE_A * np.exp(-P_HIDE_B * held * threads / P_THREADS)
    wc = held * np.ceil(per_block / threads) * threads * flops / (speed * 2.0 * P_LANES * P_GHZ * 1e3 * hide)
    ws = items * item_gb * size
    cached = (home != "zero_copy_pages") & (ws * 1024.0 <= P_SLC_MB)
    rate = P_RATE * (1.0 - P_CPU_SHARE) * np.where(cached, P_SLC_GAIN, 1.0) / np.where(home == "coherent_pages", P_SNOOP, 1.0)
    wm = P_CUS * held * per_block * nbytes * size / rate
    waves = np.ceil(blocks / (P_CUS * per))
    step = waves * (np.maximum(wc, wm) + P_OVERLAP * np.minimum(wc, wm) + P_WAVE_US)
    copy = np.where(home == "carve_out", 2.0 * ws * 1e9 / (P_RATE * (1.0 - P_CPU_SHARE)), 0.0)
    t = steps * (step + kernels * P_LAUNCH_US) + copy
    cap = np.where(home == "carve_out", P_CARVE_GB, P_MEM_GB)
    return t, res * (ws <= cap)


# ---------------------------------------------------------------- tile-unit CPU families
def kombucha_brew(brews: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, tea, sg = np.asarray(c["brew_model"]), np.asarray(c["tea_base"]), np.asarray(c["sugar_dose"])
        h, ch, th, pa = c["brew_step_h"], c["brew_chunk"], c["tile_threads"], np.asarray(c["matrix_path"])
        steps = 240.0 / h
        cells = value_of(md, {"acid_curve_fit": 1.0, "liquor_pellicle_zones": 24.0, "microbe_agents": 1800.0})
        cyc = steps * cells * value_of(md, {"acid_curve_fit": 90.0, "liquor_pellicle_zones": 1900.0, "microbe_agents": 1400.0}) * value_of(
            tea, {"black_tea": 1.0, "green_tea": 1.06, "oolong_tea": 1.11}) * value_of(sg, {"sugar_low": 1.0, "sugar_high": 1.08})
        ms = value_of(md, {"acid_curve_fit": 0.0, "liquor_pellicle_zones": 0.35, "microbe_agents": 0.55})
        tab = value_of(md, {"acid_curve_fit": 0.3, "liquor_pellicle_zones": 3.2, "microbe_agents": 2.6})
        t, fits = _tile_run(brews, cyc, ms, steps * cells * 48.0, cells * 6.0e-4 + 0.005, tab, 0.9, ch, th, pa)
        bad = (~fits | ((md == "acid_curve_fit") & (tea == "oolong_tea")) | ((md == "microbe_agents") & (h == 6))
               | ((md == "liquor_pellicle_zones") & (h == 6) & (sg == "sugar_high")) | ((pa == "tile_int8") & (md == "microbe_agents")))
        return np.where(bad, np.nan, t + 200.0)
    return cost


def kombucha_params() -> dict[str, list[Any]]:
    return {"brew_model": ["acid_curve_fit", "liquor_pellicle_zones", "microbe_agents"],
            "tea_base": ["black_tea", "green_tea", "oolong_tea"], "sugar_dose": ["sugar_low", "sugar_high"],
            "brew_step_h": [0.25, 1, 6], "brew_chunk": [1, 8, 32], "tile_threads": [15, 30, 60, 120],
            "matrix_path": ["vector_fp32", "tile_bf16", "tile_int8"]}


def farrier_shoeing(horses: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, sh, go = np.asarray(c["hoof_model"]), np.asarray(c["shoe_kind"]), np.asarray(c["going"])
        ms, ch, th, pa = c["stride_step_ms"], c["horse_chunk"], c["tile_threads"], np.asarray(c["matrix_path"])
        steps = 8000.0 / ms
        cells = value_of(md, {"breakover_table": 1.0, "hoof_wall_beam": 80.0, "hoof_capsule_fe": 2900.0})
        cyc = steps * cells * value_of(md, {"breakover_table": 700.0, "hoof_wall_beam": 260.0, "hoof_capsule_fe": 150.0}) * ms ** 0.3 * value_of(
            sh, {"steel_shoe": 1.0, "aluminium_shoe": 1.06, "bar_shoe": 1.09}) * value_of(go, {"firm_going": 1.0, "soft_going": 1.05})
        ms_ = value_of(md, {"breakover_table": 0.2, "hoof_wall_beam": 0.3, "hoof_capsule_fe": 0.7})
        tab = value_of(md, {"breakover_table": 0.2, "hoof_wall_beam": 4.5, "hoof_capsule_fe": 5.5})
        t, fits = _tile_run(horses, cyc, ms_, steps * cells * 52.0, cells * 9.0e-4 + 0.004, tab, 1.2, ch, th, pa)
        bad = (~fits | ((md == "breakover_table") & (sh == "bar_shoe")) | ((md == "hoof_capsule_fe") & (ms == 50))
               | ((md == "hoof_wall_beam") & (ms == 50) & (go == "soft_going")) | ((pa == "tile_int8") & (md != "hoof_wall_beam")))
        return np.where(bad, np.nan, t + 60.0)
    return cost


def farrier_params() -> dict[str, list[Any]]:
    return {"hoof_model": ["breakover_table", "hoof_wall_beam", "hoof_capsule_fe"],
            "shoe_kind": ["steel_shoe", "aluminium_shoe", "bar_shoe"], "going": ["firm_going", "soft_going"],
            "stride_step_ms": [0.5, 5, 50], "horse_chunk": [4, 16], "tile_threads": [15, 30, 60, 120],
            "matrix_path": ["vector_fp32", "tile_bf16", "tile_int8"]}


def dovetail_joint(joints: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, cut, tb = np.asarray(c["dovetail_model"]), np.asarray(c["joint_cut"]), np.asarray(c["timber"])
        n, ch, th, pa = c["load_step_n"], c["joint_chunk"], c["tile_threads"], np.asarray(c["matrix_path"])
        steps = 3000.0 / n
        cells = value_of(md, {"joint_rule_table": 1.0, "glue_line_springs": 140.0, "orthotropic_wood_fe": 3800.0})
        cyc = steps * cells * value_of(md, {"joint_rule_table": 500.0, "glue_line_springs": 300.0, "orthotropic_wood_fe": 130.0}) * value_of(
            cut, {"through_dovetail": 1.0, "half_blind": 1.003, "sliding_dovetail": 1.006}) * value_of(
            tb, {"oak_board": 1.0, "beech_board": 1.002, "walnut_board": 1.005})
        ms = value_of(md, {"joint_rule_table": 0.0, "glue_line_springs": 0.25, "orthotropic_wood_fe": 0.65})
        tab = value_of(md, {"joint_rule_table": 0.4, "glue_line_springs": 2.1, "orthotropic_wood_fe": 3.6})
        t, fits = _tile_run(joints, cyc, ms, steps * cells * 30.0, cells * steps * 4.0e-8 + 0.015, tab, 0.5, ch, th, pa)
        bad = (~fits | ((md == "joint_rule_table") & (cut == "sliding_dovetail")) | ((md == "orthotropic_wood_fe") & ((n == 100) | ((n == 10) & (cut == "sliding_dovetail"))))
               | ((md == "glue_line_springs") & (n == 100) & (tb == "walnut_board")) | ((pa == "tile_int8") & (md != "joint_rule_table") & (n == 1)))
        return np.where(bad, np.nan, t + 2.0e4)
    return cost


def dovetail_params() -> dict[str, list[Any]]:
    return {"dovetail_model": ["joint_rule_table", "glue_line_springs", "orthotropic_wood_fe"],
            "joint_cut": ["through_dovetail", "half_blind", "sliding_dovetail"],
            "timber": ["oak_board", "beech_board", "walnut_board"], "load_step_n": [1, 10, 100], "joint_chunk": [1, 8, 32],
            "tile_threads": [15, 30, 60, 120], "matrix_path": ["vector_fp32", "tile_bf16", "tile_int8"]}


def glider_soaring(flights: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, gc, wb = np.asarray(c["soaring_model"]), np.asarray(c["glider_class"]), np.asarray(c["water_ballast"])
        s, ch, th, pa = c["leg_step_s"], c["task_chunk"], c["tile_threads"], np.asarray(c["matrix_path"])
        steps = 1.8e4 / s
        cells = value_of(md, {"speed_to_fly_polar": 1.0, "thermal_route_dp": 300.0, "thermal_ensemble_mc": 2400.0})
        cyc = steps * cells * value_of(md, {"speed_to_fly_polar": 400.0, "thermal_route_dp": 210.0, "thermal_ensemble_mc": 230.0}) * value_of(
            gc, {"club_class": 1.0, "standard_class": 1.04, "open_class": 1.07}) * value_of(wb, {"dry_wings": 1.0, "full_ballast": 1.03})
        ms = value_of(md, {"speed_to_fly_polar": 0.0, "thermal_route_dp": 0.4, "thermal_ensemble_mc": 0.3})
        tab = value_of(md, {"speed_to_fly_polar": 0.25, "thermal_route_dp": 5.2, "thermal_ensemble_mc": 1.9})
        t, fits = _tile_run(flights, cyc, ms, steps * cells * 36.0, cells * 6.5e-4 + 0.01, tab, 0.7, ch, th, pa)
        bad = (~fits | ((md == "speed_to_fly_polar") & (gc == "open_class")) | ((md == "thermal_ensemble_mc") & (s == 100))
               | ((md == "thermal_route_dp") & (s == 1) & (gc == "open_class")) | ((pa == "tile_int8") & (md == "thermal_route_dp")))
        return np.where(bad, np.nan, t + 500.0)
    return cost


def glider_params() -> dict[str, list[Any]]:
    return {"soaring_model": ["speed_to_fly_polar", "thermal_route_dp", "thermal_ensemble_mc"],
            "glider_class": ["club_class", "standard_class", "open_class"], "water_ballast": ["dry_wings", "full_ballast"],
            "leg_step_s": [1, 10, 100], "task_chunk": [2, 8, 32], "tile_threads": [15, 30, 60, 120],
            "matrix_path": ["vector_fp32", "tile_bf16", "tile_int8"]}


def wedding_seating(weddings: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, shp, pty = np.asarray(c["seating_method"]), np.asarray(c["table_shape"]), np.asarray(c["party_size"])
        rs, ch, th, pa = c["plan_restarts"], c["seating_chunk"], c["tile_threads"], np.asarray(c["matrix_path"])
        guests = value_of(pty, {"small_party": 80.0, "large_party": 240.0})
        cells = guests * value_of(md, {"greedy_seating": 1.0, "spectral_partition": 0.6, "milp_exact": 4.0}) * np.where(md == "greedy_seating", 1.0, guests)
        cyc = rs ** 0.8 * cells * value_of(md, {"greedy_seating": 900.0, "spectral_partition": 60.0, "milp_exact": 45.0}) * value_of(
            shp, {"round_tables": 1.0, "long_tables": 1.12})
        ms = value_of(md, {"greedy_seating": 0.0, "spectral_partition": 0.8, "milp_exact": 0.2})
        tab = value_of(md, {"greedy_seating": 0.2, "spectral_partition": 1.4, "milp_exact": 6.0})
        t, fits = _tile_run(weddings, cyc, ms, rs * cells * 16.0, cells * 3.0e-6 + 0.002, tab, 1.0, ch, th, pa)
        bad = (~fits | ((md == "greedy_seating") & (rs == 1)) | ((md == "milp_exact") & (rs == 64))
               | ((md == "spectral_partition") & (shp == "long_tables") & (rs == 1)) | ((pa == "tile_int8") & (md == "spectral_partition")))
        return np.where(bad, np.nan, t + 30.0)
    return cost


def wedding_params() -> dict[str, list[Any]]:
    return {"seating_method": ["greedy_seating", "spectral_partition", "milp_exact"],
            "table_shape": ["round_tables", "long_tables"], "party_size": ["small_party", "large_party"],
            "plan_restarts": [1, 8, 64], "seating_chunk": [1, 16], "tile_threads": [15, 30, 60, 120],
            "matrix_path": ["vector_fp32", "tile_bf16", "tile_int8"]}


# ---------------------------------------------------------------- APU families
def lobster_trap(strings: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, bt, tk = np.asarray(c["catch_model"]), np.asarray(c["bait"]), np.asarray(c["trap_kind"])
        mn, wd, pb, th, hm = c["soak_step_min"], c["word_kind"], c["traps_per_block"], c["apu_threads"], c["buffer_home"]
        steps = 4320.0 / mn * value_of(bt, {"herring_bait": 1.0, "salted_bait": 1.12}) * value_of(tk, {"parlour_trap": 1.0, "creel_pot": 1.1})
        cells = value_of(md, {"soak_catch_curve": 2.0, "trap_entry_markov": 40.0, "lobster_walk_agents": 1300.0})
        fl = cells * value_of(md, {"soak_catch_curve": 900.0, "trap_entry_markov": 520.0, "lobster_walk_agents": 610.0}) * value_of(
            tk, {"parlour_trap": 1.0, "creel_pot": 1.14})
        smem = pb * np.minimum(cells, 120.0) * 4.0 * 8.0
        regs = value_of(md, {"soak_catch_curve": 32.0, "trap_entry_markov": 64.0, "lobster_walk_agents": 136.0})
        t, ok = _apu_run(strings, steps, 2.0, pb, th, fl, cells * 4.0 * 28.0, smem, regs, wd, hm, cells * 4.0 * 1.6e-7)
        bad = ((ok == 0) | ((md == "soak_catch_curve") & (tk == "creel_pot") & (bt == "salted_bait")) | ((md == "lobster_walk_agents") & (mn == 100))
               | ((np.asarray(wd) == "fp16_vals") & (md == "trap_entry_markov")))
        return np.where(bad, np.nan, t + 500.0)
    return cost


def lobster_params() -> dict[str, list[Any]]:
    return {"catch_model": ["soak_catch_curve", "trap_entry_markov", "lobster_walk_agents"],
            "bait": ["herring_bait", "salted_bait"], "trap_kind": ["parlour_trap", "creel_pot"],
            "soak_step_min": [1, 10, 100], "traps_per_block": [16, 64], "apu_threads": [64, 128, 256, 512],
            "word_kind": ["fp32_vals", "fp16_vals", "fp64_vals"], "buffer_home": ["carve_out", "zero_copy_pages", "coherent_pages"]}


def solar_cooker(meals: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, ck, pc = np.asarray(c["cooker_model"]), np.asarray(c["cooker_kind"]), np.asarray(c["pot_colour"])
        s, wd, pb, th, hm = c["sun_step_s"], c["word_kind"], c["pots_per_block"], c["apu_threads"], c["buffer_home"]
        steps = 1.08e4 / s
        cells = value_of(md, {"box_heat_balance": 3.0, "pot_water_layers": 50.0, "pot_wall_water_fe": 1500.0})
        fl = cells * value_of(md, {"box_heat_balance": 1300.0, "pot_water_layers": 700.0, "pot_wall_water_fe": 1000.0}) * value_of(
            ck, {"box_cooker": 1.0, "panel_cooker": 1.004, "parabolic_dish": 1.009}) * value_of(pc, {"black_pot": 1.0, "enamel_pot": 1.003})
        smem = pb * np.minimum(cells, 400.0) * 4.0 * 7.0
        regs = value_of(md, {"box_heat_balance": 36.0, "pot_water_layers": 72.0, "pot_wall_water_fe": 136.0})
        t, ok = _apu_run(meals, steps, 2.0, pb, th, fl, cells * 4.0 * 24.0, smem, regs, wd, hm, cells * 4.0 * 2.2e-7)
        bad = ((ok == 0) | ((md == "box_heat_balance") & (ck == "parabolic_dish")) | ((md == "pot_wall_water_fe") & (s == 100))
               | ((np.asarray(wd) == "fp16_vals") & (md == "pot_water_layers") & (s == 1)))
        return np.where(bad, np.nan, t + 9.0e4)
    return cost


def cooker_params() -> dict[str, list[Any]]:
    return {"cooker_model": ["box_heat_balance", "pot_water_layers", "pot_wall_water_fe"],
            "cooker_kind": ["box_cooker", "panel_cooker", "parabolic_dish"], "pot_colour": ["black_pot", "enamel_pot"],
            "sun_step_s": [1, 10, 100], "pots_per_block": [8, 32], "apu_threads": [64, 128, 256, 512],
            "word_kind": ["fp32_vals", "fp16_vals", "fp64_vals"], "buffer_home": ["carve_out", "zero_copy_pages", "coherent_pages"]}


def snowshoe_float(walks: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, fr, sn = np.asarray(c["snow_model"]), np.asarray(c["shoe_frame"]), np.asarray(c["snow_type"])
        ms, wd, pb, th, hm = c["tread_step_ms"], c["word_kind"], c["treads_per_block"], c["apu_threads"], c["buffer_home"]
        steps = 1200.0 / ms
        cells = value_of(md, {"sinkage_table": 2.0, "snow_layer_compaction": 90.0, "snow_grain_dem": 2200.0})
        fl = cells * value_of(md, {"sinkage_table": 800.0, "snow_layer_compaction": 450.0, "snow_grain_dem": 330.0}) * value_of(
            fr, {"tubular_frame": 1.0, "plastic_deck": 1.02}) * value_of(sn, {"powder_snow": 1.0, "wind_slab": 1.03, "spring_corn": 1.05})
        smem = pb * np.minimum(cells, 900.0) * 4.0 * 8.0
        regs = value_of(md, {"sinkage_table": 34.0, "snow_layer_compaction": 80.0, "snow_grain_dem": 144.0})
        t, ok = _apu_run(walks, steps, 2.0, pb, th, fl, cells * 4.0 * 32.0, smem, regs, wd, hm, cells * 4.0 * 2.0e-7)
        bad = ((ok == 0) | ((md == "sinkage_table") & (sn == "wind_slab")) | ((md == "snow_grain_dem") & (ms == 10))
               | ((np.asarray(wd) == "fp16_vals") & (md == "snow_grain_dem") & (ms == 0.1)))
        return np.where(bad, np.nan, t + 3000.0)
    return cost


def snowshoe_params() -> dict[str, list[Any]]:
    return {"snow_model": ["sinkage_table", "snow_layer_compaction", "snow_grain_dem"],
            "shoe_frame": ["tubular_frame", "plastic_deck"], "snow_type": ["powder_snow", "wind_slab", "spring_corn"],
            "tread_step_ms": [0.1, 1, 10], "treads_per_block": [4, 16], "apu_threads": [64, 128, 256, 512],
            "word_kind": ["fp32_vals", "fp16_vals", "fp64_vals"], "buffer_home": ["carve_out", "zero_copy_pages", "coherent_pages"]}


def rip_current(beaches: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, bt, td = np.asarray(c["rip_model"]), np.asarray(c["beach_type"]), np.asarray(c["tide_stage"])
        fl_, sw = np.asarray(c["flag_log"]), np.asarray(c["swell_table"])
        s, wd, pb, th, hm = c["wave_step_s"], c["word_kind"], c["cells_per_block"], c["apu_threads"], c["buffer_home"]
        steps = 4.32e4 / s
        cells = value_of(md, {"rip_hazard_index": 2.0, "wave_averaged_currents": 60.0, "bar_morphodynamics": 1900.0})
        fl = cells * value_of(md, {"rip_hazard_index": 1000.0, "wave_averaged_currents": 600.0, "bar_morphodynamics": 420.0}) * value_of(
            bt, {"barred_beach": 1.0, "reef_gap": 1.012}) * value_of(td, {"low_tide": 0.99, "high_tide": 1.0})
        smem = pb * np.minimum(cells, 800.0) * 4.0 * 6.0
        regs = value_of(md, {"rip_hazard_index": 30.0, "wave_averaged_currents": 62.0, "bar_morphodynamics": 104.0})
        t, ok = _apu_run(beaches, steps, 2.0, pb, th, fl, cells * 4.0 * 22.0, smem, regs, wd, hm, cells * 4.0 * 1.2e-7)
        t = (t + 6.0e5) * value_of(fl_, {"per_tower": 1.0, "per_beach": 1.002}) * value_of(sw, {"buoy_table": 1.0, "model_table": 1.003})
        bad = ((ok == 0) | ((md == "rip_hazard_index") & (bt == "reef_gap") & (td == "low_tide")) | ((md == "bar_morphodynamics") & (s == 50))
               | ((np.asarray(wd) == "fp16_vals") & (md == "wave_averaged_currents") & (s == 0.5)))
        return np.where(bad, np.nan, t)
    return cost


def rip_params() -> dict[str, list[Any]]:
    return {"rip_model": ["rip_hazard_index", "wave_averaged_currents", "bar_morphodynamics"],
            "beach_type": ["barred_beach", "reef_gap"], "tide_stage": ["low_tide", "high_tide"],
            "wave_step_s": [0.5, 5, 50], "cells_per_block": [8, 32], "apu_threads": [64, 128, 256, 512],
            "word_kind": ["fp32_vals", "fp16_vals", "fp64_vals"], "buffer_home": ["carve_out", "zero_copy_pages", "coherent_pages"],
            "flag_log": ["per_tower", "per_beach"], "swell_table": ["buoy_table", "model_table"]}


def seen_75_synthetic() -> list[tuple[str, Landscape]]:
    """The seventy-fifth held-out set's synthetic part: nine families no earlier set had (constants of a
    tile-unit CPU of 60 cores at 2.275 GHz sharing a 97.5 MB L3, with 1023.5 GB of DDR at 307.5 GB/s and a
    matrix tile unit a core 7.75 times as fast in bf16 and 14.25 times in int8, and an APU of 76 compute units
    with 80.5 KB of shared memory a unit, 127.5 GB of LPDDR shared with the CPU at 273.5 GB/s behind a 25.25 MB
    memory-side cache, a 40.75 GB carve-out, at 2.165 GHz; times in us)."""
    L, S = Landscape, "seen_75"
    return [
        (S, L("kombucha_brew_bx", kombucha_params(), kombucha_brew(5000.0), 0.02)),
        (S, L("farrier_shoeing_bx", farrier_params(), farrier_shoeing(3000.0), 0.03)),
        (S, L("dovetail_joint_bx", dovetail_params(), dovetail_joint(2500.0), 0.03)),
        (S, L("glider_soaring_bx", glider_params(), glider_soaring(8000.0), 0.04)),
        (S, L("wedding_seating_bx", wedding_params(), wedding_seating(6000.0), 0.02)),
        (S, L("lobster_trap_bx", lobster_params(), lobster_trap(9.0e4), 0.03)),
        (S, L("solar_cooker_bx", cooker_params(), solar_cooker(7.0e4), 0.02)),
        (S, L("snowshoe_float_bx", snowshoe_params(), snowshoe_float(6.0e4), 0.04)),
        (S, L("rip_current_bx", rip_params(), rip_current(1.5e5), 0.03)),
    ]


SEEN_75_DIR = _data_dir("zoo_seen_75")


def seen_75() -> list[tuple[str, Landscape]]:
    """The seventy-fifth held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_75/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_75", SEEN_75_DIR)
    return seen_75_synthetic() + recorded
