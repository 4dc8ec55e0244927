"""The zoo's ``seen_73`` set.

``seen_73`` (was ``held_out_73``, :func:`seen_73`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the fiftieth round, see docs/benchmarks.md):
1 win / 12 ties / 0 losses against the best peer, geo-mean
1.0053, the best of the five (tpe_mv 1.0067; random 1.2353); the synthetic nine 0 / 9 / 0, the
best by geo-mean there by 0.0001 (1.0030; tpe_mv 1.0031); on 30 seeds its recorded four 1 / 3 / 0
(a win on the causal GQA attention, 1.000 against tpe_mv's 1.014), the best of five by geo-mean
there (1.0106; tpe_mv 1.0148); scored by the median of 9 quiet samples 0 / 3 / 1 with
``--confirm 0`` (the batch-2 GEMM with bias, 1.065 against tpe_mv's 1.000; 1.0163, third of
five) and 0 / 4 / 0 with ``--confirm 3`` (1.0000, the best); R1 1 / 12 / 0 as committed (1.0053,
level with the default), second of six with ``--confirm 0`` (1.0085) and the last of six with
``--confirm 3`` (1.0163: 1.065 on the GEMM where the default ends at 1.000).
Evaluated on an AVX-512 host with the numerics pinned (numpy's X86_V4 loops), where its committed traces were made; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (glow-stick making, buttermaking, bath-bomb
making, chewing-gum making, guitar-amplifier building, hot-air ballooning, bartending, face-mask
making, soft-drink bottling), with constants unlike the other sets' (a split-cache CPU of 96
cores in two sides of four 12-core complexes, the cache side's complexes with a stacked 104.75
MB L3 each at 3.935 GHz, the clock side's with 36.25 MB each at 4.785 GHz, a barrier between the
sides 1.415 times dearer, 331.5 GB/s of DDR holding 767.5 GB, dependent misses of 0.0915 us, a
barrier of 0.0465 us a thread a round and 0.185 of the lesser of work and streaming overlapping;
a cluster GPU of 118 cores with 212.5 KB of shared memory, 2048 threads and 24 blocks a core, 128
lanes at 1.635 GHz, tensor units doing the matrix share of the flops 3.875 times as fast in tf32
and 7.65 times in fp16 (fp16 halving the words), blocks launched in clusters of 1-8 that spread a
block's shared memory over the cluster's cores (the remote share 11.5% slower, a cluster barrier
of 0.0735 us a step for each doubling), 3.285 TB/s of HBM holding 91.5 GB behind a 47.25 MB L2
that moves a working set that fits at 2.215 times the HBM's rate, latency hidden as 1 - 0.625
exp(-1.945 occupancy), 0.575 us a wave, a kernel launch of 3.425 us and 0.155 of the lesser of
compute and memory overlapping; times in us, bandwidths in bytes/us). The CPU families hand
their jobs out in claims of 1, 8 or 32 (or 8 and 32) to 12, 24, 48 or 96 threads on the cache
side, the clock side (at most 48 threads on one side: 96 fail there) or both sides (jobs claimed
from both, each side's rate its own); each complex's threads share its L3 for their tables (each
time the tables outgrow it, up to twice, the family's penalty on the cycles) and the resident
jobs and tables over the DDR fail; the GPU families run their items in blocks of 64-512 threads
in whole waves of clusters, latency hidden by the occupancy, in fp32, tf32 or fp16, a block's
shared memory spread over its cluster (over the 212.5 KB a core: fail), at most 255 registers a
thread (over the register file: fail), and a working set over the 91.5 GB of HBM fails:

- ``glow_stick_bv`` (1944, 52.7%, 2.2 x 10^7x): a glow-stick maker's brightness studies, 6,000
  formulations' twelve hours of glow on the split-cache CPU, the light by one fitted exponential
  decay (not with an imidazole base), the peroxyoxalate reaction network (14 species; at 50-s
  steps: fails) or the snapped ampoule's mixing through 900 cells with the network (at 50-s
  steps, or a red dye at 5-s steps: fails), a green, blue (4%) or red dye (8%), a sodium
  salicylate or an imidazole base, 0.5-50-s steps, claims of 1-32 sticks over 12-96 threads on
  either side or both (the network's 9.5 MB of rate tables a thread over a complex's L3: a ramp;
  the resident sticks over the memory: fail); three within 5%.
- ``butter_churn_bv`` (1944, 50.9%, 6.2 x 10^6x): a buttermaker's churning studies, 4,000
  batches' four minutes of churning to the break on the CPU, the break time by a fitted law (not
  for overnight-aged cream), the fat globules' partial coalescence in 80 aggregate size classes
  (at 100-ms steps: fails) or 2,500 globules at the air bubbles' surfaces (at 100-ms steps, or in
  a fast drum at 10-ms steps: fails), sweet, cultured (5.4%) or overnight-aged cream, a slow or a
  fast drum (7.8%), 1-100-ms steps, claims of 1-32 batches over 12-96 threads (the aggregate
  classes' 6.5 MB of tables a thread over a complex's L3: a ramp; the resident batches over the
  memory: fail); two within 5%.
- ``bath_bomb_bv`` (5832, 55.2%, 1.2 x 10^6x): a bath-bomb maker's fizz studies, 9,000 bombs'
  three minutes of fizzing in the bath on the CPU, the bomb as a shrinking sphere (not with a
  polysorbate binder, nor with tartaric acid), a radial reaction-diffusion of acid, bicarbonate
  and water (60 shells; at 200-ms steps in a hot bath: fails) or a voxelised tablet (3,000 voxels;
  at 200-ms steps: fails), citric, tartaric or malic acid, a shea, coconut-oil or polysorbate
  binder and a warm or hot bath (0.2-0.5%), 2-200-ms steps, claims of 1-32 bombs over 12-96
  threads (the voxels' 11 MB of tables a thread over a complex's L3: a ramp; the resident bombs
  over the memory: fail); 16 within 5%.
- ``chewing_gum_bv`` (2592, 50.0%, 6.9 x 10^4x): a gum maker's flavour-release studies, 3,000
  sticks' ten minutes of chewing on the CPU (60 ms of setup and scoring a run besides), the
  flavour by a fitted Weibull release curve (not for a chicle base, nor a cinnamon oil), a slab
  whose surface each chew renews (40 layers; at 500-ms steps at ninety chews a minute: fails) or
  the bolus folded and stretched by each chew as a map of 1,600 cells (at 500-ms steps: fails), a
  polyisobutylene or chicle base, spearmint, peppermint or cinnamon oil, sixty or ninety chews a
  minute (0.1%), 5-500-ms steps, claims of 8 or 32 sticks over 12-96 threads (1.5-12%; the slab's
  8 MB of tables a thread over a complex's L3: a ramp; the resident sticks over the memory:
  fail); 35 within 5%.
- ``valve_amp_bv`` (864, 50.0%, 5.7 x 10^4x): a guitar-amplifier builder's tone studies, 12,000
  designs' two seconds of a riff at 96 kHz on the CPU, a static waveshaper (not with a hysteretic
  output transformer, nor at 16 times oversampling), a wave-digital-filter tree (24 elements; at
  no oversampling: fails) or nodal analysis with Newton iterations (60 nodes; at no oversampling
  with an EL84 quartet: fails), an EL84 quartet (6.5%) or a KT66 pair, a linear or a hysteretic
  output transformer, no, 4 or 16 times oversampling, claims of 8 or 32 designs over 12-96
  threads (the waveshaper's 2 MB and the nodal solver's 5.5 MB of tables a thread over a
  complex's L3: a ramp; the resident designs over the memory: fail); two within 5%.
- ``hot_air_balloon_bv`` (3456, 62.5%, 8730x): a balloon pilot's burn studies, 10^5 flights'
  hour of burns on the cluster GPU (0.12 s of soundings and scoring a run besides), the
  envelope's air well mixed (not with a whisper valve), in 48 stratified gore bands (not in
  fp16) or an axisymmetric plume of 900 cells (at 10-s steps, or in fp16 at 1-s steps: fails;
  over the HBM in fp32: fails), coated nylon or polyester weave (0.1%), a blast or a whisper
  valve, 0.1-10-s steps, 16 or 64 flights a block (5%; over the 212.5 KB: fail), 64-512 threads
  (3-10%; over the register file: fail), fp32, tf32 or fp16 (0.4%), clusters of 1-8 (0.1-0.2%):
  eight parameters, 48 within 5%.
- ``cocktail_shake_bv`` (5184, 58.7%, 3.3 x 10^5x): a bartender's shaking studies, 80,000
  drinks' fifteen seconds in the tin on the GPU (3 ms of setup besides), the ice by Newton cooling of one lump (not with
  cracked ice), melting cubes shrinking one by one (30 shells a cube; not in fp16) or the melt
  flow resolved around the cubes (700 cells a cube; at 10-ms steps, or in a cobbler shaker at
  1-ms steps: fails; cracked or cubed ice over the HBM: fails), cracked ice, cubes or one large
  clear cube, a Boston tin or a cobbler shaker (0.9%), 0.1-10-ms steps, 32 or 128 drinks a
  block (5.9%; over the 212.5 KB: fail), 64-512 threads (over the register file: fail), fp32,
  tf32 or fp16, clusters of 1-8 (1.7-4.3%); ten within 5%.
- ``face_mask_bv`` (5184, 48.1%, 1.1 x 10^5x): a mask maker's filtration studies, 50,000 media
  designs' 20 ms of breathing flow on the GPU, single-fibre efficiency theory (not for a
  nanofibre layer), a fan model of cells around the fibres (120; in fp16 at 0.2-us steps: fails)
  or a voxelised lattice-Boltzmann flow through the media (2,200 voxels; at 20-us steps: fails;
  over the HBM in fp32 and tf32: fails), a meltblown electret (0.4%), spunbond or nanofibre layer,
  the most penetrating particle size or droplet nuclei (0.3%), 0.2-20-us steps, 4 or 16 masks a
  block (over the 212.5 KB: fail), 64-512 threads (8% at 128; over the register file: fail),
  fp32, tf32 or fp16 (3.5%), clusters of 1-8 (4.7-8.7%); 13 within 5%.
- ``soda_bottling_bv`` (10368, 49.1%, 1.8 x 10^4x): a soft-drink bottler's carbonation studies,
  2 x 10^5 bottles' four seconds of carbonating and filling on the GPU (60 ms of line setup a
  run besides), the CO2 by Henry's-law equilibrium (not for a high fizz), film theory through 40
  carbonator stages (in fp16 at 0.5-ms steps: fails) or a bubble column's flow (1,500 cells; at
  50-ms steps: fails; over the HBM in fp32 and tf32: fails), a light, standard or high fizz, PET
  or glass bottles (0.1%), 0.5-50-ms steps, 8 or 32 bottles a block (8.4%; over the 212.5 KB:
  fail), 64-512 threads (2-20%), fp32, tf32 or fp16 (0.2%), clusters of 1-8 (0.5-0.7%), and one
  that barely matters (the fill log per pallet or per bottle: 0.3%): nine parameters, 192 within
  5%.

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier recorded landscape
covers, and four spaces whose parameters no earlier space of their op kind tuned together: a causal
grouped-query attention (146 queries over 146 keys, 57 query heads over 3 KV heads, groups of 19, d 62: not a
multiple of 8, three 16-float vectors and a 14-float tail, as every number up to 52 is taken in some dimension
of an earlier attention space, 54, 55, 56, 58 and 60 too; 57 is the smallest free GQA head count (53 is prime)
and 62 the smallest free even head dimension), with its query block (16 to 256: 10 to 1 blocks of the 146
queries), KV block (16 to 512: 9 whole 16-key panels and a 2-key tail at the smallest) and ``opt_level`` (O0 to
O3) but its KV split, softmax, pipeline and unroll left at the default (no KV split, two_pass, single_buffer, no
unroll), a batch-2 GEMM with bias tuning its K tile with the L1 prefetch and the schedule (848 deep: 53 to 4
blocks; 2 x 308 x 848 @ 848 x 840 + bias; its M and N tiles, pipeline, output alignment, ``opt_level``, unroll
and layout at the default), a non-gated tanh-GELU FFN tuning the gate/up (here up) projection's N tile with the
fused activation and the down pipeline (1216 wide: 76 to 5 column blocks; 212 tokens, 808 hidden, 1216
intermediate), and a LayerNorm with its rows a block (1 to 64) but neither its hidden split, its stats, its
pipeline, its ``opt_level`` nor its unroll (a set no earlier LayerNorm or RMSNorm space tuned; 7 configurations,
the full value list: the untuned norm sets of 8 or more are used up and this is the largest left; 1768 rows x
3152), each space measured exhaustively (every configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_73/`` (gzip JSON, times in us, provenance
in each file's ``source``, 9.6 KB in all). They were recorded on the shared 2-core machine the standing way,
``--only`` each, one after another, the recorder at normal priority (not niced), 60 s after the lead's go (the
load average 0.30 at the start), on the host that recorded held_out_62's..held_out_72's four (now
seen_62's..seen_72's), an AMD EPYC with AVX-512 (avx512f, avx512dq, avx512bw, avx512vl and more): their
``host_cpu`` (81db2b0747f882f3) is seen_72's, so the four are measurements of the kernels' AVX-512 paths
(16-lane vectors), like seen_62's..seen_72's and unlike held_out_44's..held_out_61's (e12b91328de47f4d, an
AVX2-only EPYC). ``ps`` (every 60 s over the standing recording) showed nothing else running but the recorder,
its measuring worker and its C compiler, this helper's own sampling and waiting shells (sleeping) and idle tool
shells (sleeping); this helper's drafting of the synthetic families had ended before the go (but for two
commands that failed at once in the seconds after the go file appeared, before the recording began: see the
standing files' commit), and during the recording it only read the logs beside it (load average 0.30-1.16
sampled every 10 s over the standing recording, the recorder itself included). The standing recordings took 125,
103, 77 and 11 s (the attention, GEMM, FFN and LayerNorm), each under the 150 s its space was sized for. The
tail of their samples is real measurement noise (median spread 2.7-10.8%), and the fastest sample is the true
cost: THE ATTENTION'S OPTIMUM RESTS ON ONE FAST SAMPLE (its other two samples 1.068 and 1.112 times it, 2nd by
median of 120; the next fastest 1.027 times it (median 1.053), the best by median 1.027 (median 1.053)); THE
GEMM'S OPTIMUM RESTS ON ONE FAST SAMPLE (its other two samples 1.224 and 1.237 times it, 23rd by median of 128;
the next fastest 1.011 times it (median 1.026), the best by median 1.011 (median 1.026)); THE FFN'S OPTIMUM
RESTS ON ONE FAST SAMPLE (its other two samples 1.066 and 1.093 times it, 2nd by median of 96; the next fastest
1.030 times it (median 1.108), the best by median 1.062 (median 1.065)); THE LAYERNORM'S OPTIMUM RESTS ON ONE
FAST SAMPLE (its other two samples 1.052 and 1.092 times it, 3rd by median of 7; the next fastest 1.001 times it
(median 1.022), the best by median 1.001 (median 1.022)). Before that, the first and the last configuration of
each space were compiled and measured once the recorder's way, in a scratch cache outside the repository, to
check they build and to estimate the recording time. Every configuration ran, so they are 0% infeasible
(reported, not forced into 30-70%):

==================================================================  ==========================================  =======  ======  ======  =========
landscape                                                           op (shape)                                  configs  params  spread  worst/opt
==================================================================  ==========================================  =======  ======  ======  =========
cpu_attention_gqa19_causal_q_kv_blocks_opt                          grouped-query attention, causal (57 query       120       3      4%      11.0x
                                                                    heads over 3 KV heads, 146 x 146, d 62)
cpu_gemm_batched_bias_k_tile_prefetch_schedule                      batched GEMM + bias (2 x 308 x 848 @ 848        128       3     11%       1.9x
                                                                    x 840)
cpu_ffn_gelu_tanh_n_tile_fuse_down_pipeline                         FFN, tanh GELU (212 tokens, 808 -> 1216)         96       3      3%       1.2x
cpu_layernorm_no_split_no_stats_no_pipeline_no_opt_level_no_unroll  LayerNorm (1768 rows x 3152)                      7       1      3%       1.1x
==================================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1, 3.6%, 10.8%, 2.9%, 2.7%; worst/opt
10.967, 1.879, 1.216, 1.090; within 5% of the optimum: 2, 7, 3, 3 configurations; the attention's optimum
(block_q 16, block_kv 16, opt_level O3) has samples 1.112, 1.068, 1.000 times its fastest, 2nd by median of 120
(median 1.068), the next fastest (block_q 64, block_kv 16, opt_level O3) 1.027 (median 1.053) and the best by
median (block_q 64, block_kv 16, opt_level O3) 1.027 (median 1.053); the other values at least: block_q 32
1.094, 64 1.027, 128 1.111, 256 1.150; block_kv 32 1.132, 64 1.139, 128 1.217, 256 1.269, 512 1.185; opt_level
O0 8.639, O1 1.303, O2 1.139; the GEMM's optimum (tile_k 80, l1_prefetch True, schedule throughput) has samples
1.224, 1.000, 1.237 times its fastest, 23rd by median of 128 (median 1.224), the next fastest (tile_k 16,
l1_prefetch True, schedule throughput) 1.011 (median 1.026) and the best by median (tile_k 16, l1_prefetch True,
schedule throughput) 1.011 (median 1.026); the other values at least: tile_k 16 1.011, 32 1.240, 48 1.135, 64
1.174, 96 1.041, 112 1.055, 128 1.108, 144 1.085, 160 1.036, 176 1.073, 192 1.029, 208 1.085, 224 1.164, 240
1.202, 256 1.275; l1_prefetch False 1.029; schedule default 1.036, balanced 1.192, latency 1.337; the FFN's
optimum (tile_n 240, fuse_activation True, down_pipeline single_buffer) has samples 1.093, 1.066, 1.000 times
its fastest, 2nd by median of 96 (median 1.066), the next fastest (tile_n 256, fuse_activation True,
down_pipeline single_buffer) 1.030 (median 1.108) and the best by median (tile_n 160, fuse_activation False,
down_pipeline single_buffer) 1.062 (median 1.065); the other values at least: tile_n 16 1.125, 32 1.061, 48
1.098, 64 1.089, 80 1.040, 96 1.092, 112 1.069, 128 1.058, 144 1.052, 160 1.062, 176 1.055, 192 1.101, 208
1.089, 224 1.084, 256 1.030; fuse_activation False 1.058; down_pipeline none 1.061, double_buffer 1.058; the
LayerNorm's optimum (rows_per_block 16) has samples 1.052, 1.000, 1.092 times its fastest, 3rd by median of 7
(median 1.052), the next fastest (rows_per_block 32) 1.001 (median 1.022) and the best by median (rows_per_block
32) 1.001 (median 1.022); the other values at least: rows_per_block 1 1.081, 2 1.090, 4 1.003, 8 1.090, 32
1.001, 64 1.063.)
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, resident_blocks, value_of

# the split-cache CPU: 96 cores on one package in two sides of four 12-core complexes; the cache side's complexes
# carry a stacked 104.75 MB L3 each and clock 3.935 GHz, the clock side's 36.25 MB each at 4.785 GHz; a job's
# threads on one side (at most its 48 cores) or spread over both (jobs claimed from both sides, a barrier between the
# sides 1.415 times dearer); each time a complex's threads' tables outgrow its L3, up to twice, the family's penalty
# on the cycles; 331.5 GB/s of DDR holding 767.5 GB, a dependent miss 0.0915 us; a barrier 0.0465 us a thread a
# round; 0.185 of the lesser of work and streaming overlapping; bandwidths in bytes/us
S_SIDE_CORES, S_CCX_CORES, S_CACHE_GHZ, S_CLOCK_GHZ, S_CACHE_L3_MB, S_CLOCK_L3_MB = 48, 12, 3.935, 4.785, 104.75, 36.25
S_DDR_RATE, S_DDR_GB, S_MISS_US, S_SYNC_US, S_CROSS, S_OVERLAP = 3.315e5, 767.5, 0.0915, 0.0465, 1.415, 0.185
# the cluster GPU: 118 cores with 212.5 KB of shared memory, 2048 threads and 24 blocks a core, 128 lanes at
# 1.635 GHz, its tensor units doing the matrix share of the flops 3.875 times as fast in tf32 and 7.65 times in fp16
# (fp16 halves the words); blocks launched in clusters of 1-8 that spread a block's shared memory over the cluster's
# cores (the remote share of its accesses 11.5% slower, a cluster barrier 0.0735 us a step for each doubling);
# 3.285 TB/s of HBM holding 91.5 GB behind a 47.25 MB L2 (2.215 times the HBM's rate for a working set that fits);
# latency hidden as 1 - 0.625 exp(-1.945 occupancy); a wave 0.575 us and a kernel launch 3.425 us; 0.155 of the
# lesser of compute and memory overlapping
C_CORES, C_SMEM_KB, C_THREADS, C_BLOCKS, C_LANES, C_GHZ, C_TF32, C_FP16 = 118, 212.5, 2048, 24, 128, 1.635, 3.875, 7.65
C_HBM_RATE, C_HBM_GB, C_L2_MB, C_L2_GAIN, C_WAVE_US, C_LAUNCH_US = 3.285e6, 91.5, 47.25, 2.215, 0.575, 3.425
C_HIDE_A, C_HIDE_B, C_OVERLAP, C_REMOTE, C_CSYNC_US = 0.625, 1.945, 0.155, 0.115, 0.0735


def _split_run(jobs: Any, cyc: Any, traffic: Any, misses: Any, job_gb: Any, table_mb: Any, pen: float,
               chunk: Any, threads: Any, side: Any) -> tuple[Any, Any]:
    """``jobs`` jobs on the split-cache CPU, each ``cyc`` cycles, ``traffic`` bytes streamed, ``misses`` dependent
    misses and ``job_gb`` GB resident while it runs, over ``table_mb`` MB of tables a thread reads (``pen`` more
    cycles each time a complex's threads' tables outgrow its L3), ``chunk`` jobs a claim on ``threads`` threads on
    the cache side, the clock side or both. Returns (the time in us, whether it fits the side and the memory)."""
    side = np.asarray(side)
    both = side == "both_sides"
    claims = np.ceil(jobs / chunk)
    busy = np.minimum(threads, claims)
    here = np.where(both, np.ceil(busy / 2.0), busy)  # threads on each side in use

    def per_job(ghz: float, l3_mb: float) -> Any:
        over = np.clip(table_mb * np.ceil(here / 4.0) / l3_mb - 1.0, 0.0, 2.0)
        return cyc * (1.0 + pen * over) / (ghz * 1e3) + misses * S_MISS_US

    on_cache, on_clock = per_job(S_CACHE_GHZ, S_CACHE_L3_MB), per_job(S_CLOCK_GHZ, S_CLOCK_L3_MB)
    each = np.where(side == "cache_side", on_cache,
                    np.where(side == "clock_side", on_clock, 2.0 / (1.0 / on_cache + 1.0 / on_clock)))
    rounds = np.ceil(claims / busy)
    work = rounds * chunk * each
    stream = jobs * traffic / S_DDR_RATE
    t = np.maximum(work, stream) + S_OVERLAP * np.minimum(work, stream) + rounds * busy * S_SYNC_US * np.where(
        both, S_CROSS, 1.0)
    fits = (both | (threads <= S_SIDE_CORES)) & (busy * chunk * job_gb + table_mb * busy / 1024.0 <= S_DDR_GB)
    return t, fits


def _cluster_run(items: Any, steps: Any, kernels: Any, per_block: Any, threads: Any, flops: Any, mma: Any,
                 nbytes: Any, smem: Any, regs: Any, mode: Any, cluster: Any, item_gb: Any) -> tuple[Any, Any]:
    """``items`` items over ``steps`` steps of ``kernels`` kernels on the cluster GPU, ``per_block`` items a block of
    ``threads`` threads, ``flops`` flops (a share ``mma`` of them matrix work) and ``nbytes`` bytes an item a step in
    fp32, ``smem`` bytes of shared memory a block spread over its cluster of ``cluster`` blocks, ``regs`` registers a
    thread (at most 255), in fp32, tf32 or fp16 (``mode``), ``item_gb`` GB of fp32 working set an item. Returns (the
    time in us, the blocks a core holds, 0 when none fits or the working set does not fit the HBM)."""
    mode = np.asarray(mode)
    word = np.where(mode == "fp16_tensor", 0.5, 1.0)
    speed = np.where(mode == "fp16_tensor", C_FP16, np.where(mode == "tf32_tensor", C_TF32, 1.0))
    blocks = np.ceil(items / per_block)
    res = resident_blocks(threads, smem * word / cluster + np.where(cluster > 1, 1024.0, 0.0), regs, C_SMEM_KB,
                          C_THREADS, C_BLOCKS, 255)
    per = np.maximum(res, 1.0)
    held = np.minimum(per, np.ceil(blocks / C_CORES))
    hide = 1.0 - C_HIDE_A * np.exp(-C_HIDE_B * held * threads / C_THREADS)
    wc = held * np.ceil(per_block / threads) * threads * flops * ((1.0 - mma) + mma / speed) * (
        1.0 + C_REMOTE * (1.0 - 1.0 / cluster)) / (2.0 * C_LANES * C_GHZ * 1e3 * hide)
    ws = items * item_gb * word
    rate = C_HBM_RATE * np.where(ws * 1024.0 <= C_L2_MB, C_L2_GAIN, 1.0)
    wm = C_CORES * held * per_block * nbytes * word / rate
    waves = np.ceil(np.ceil(blocks / cluster) / np.maximum(np.floor(C_CORES * per / cluster), 1.0))
    step = waves * (np.maximum(wc, wm) + C_OVERLAP * np.minimum(wc, wm) + C_WAVE_US + C_CSYNC_US * np.log2(cluster))
    t = steps * (step + kernels * C_LAUNCH_US)
    return t, res * (ws <= C_HBM_GB)


# ---------------------------------------------------------------- split-cache CPU families
def glow_stick(sticks: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        kin, dye, cat = np.asarray(c["glow_kinetics"]), np.asarray(c["dye_colour"]), np.asarray(c["base_catalyst"])
        s, ch, th, side = c["glow_step_s"], c["stick_chunk"], c["split_threads"], c["ccd_side"]
        steps = 4.32e4 / s
        cells = value_of(kin, {"single_exponential": 1.0, "oxalate_network": 14.0, "snap_mixing_cells": 900.0})
        cyc = steps * cells * value_of(kin, {"single_exponential": 60.0, "oxalate_network": 2600.0, "snap_mixing_cells": 1900.0}) * value_of(
            dye, {"green_dye": 1.0, "blue_dye": 1.06, "red_dye": 1.12}) * value_of(cat, {"sodium_salicylate": 1.0, "imidazole_base": 1.18})
        tab = value_of(kin, {"single_exponential": 0.3, "oxalate_network": 9.5, "snap_mixing_cells": 4.0})
        t, fits = _split_run(sticks, cyc, steps * cells * 48.0, steps * cells * 0.02, cells * 4.5e-4 + 0.005,
                             tab, 0.9, ch, th, side)
        bad = (~fits | ((kin == "single_exponential") & (cat == "imidazole_base")) | ((kin == "oxalate_network") & (s == 50))
               | ((kin == "snap_mixing_cells") & (s == 50)) | ((dye == "red_dye") & (kin == "snap_mixing_cells") & (s == 5)))
        return np.where(bad, np.nan, t + 120.0)
    return cost


def glow_params() -> dict[str, list[Any]]:
    return {"glow_kinetics": ["single_exponential", "oxalate_network", "snap_mixing_cells"],
            "dye_colour": ["green_dye", "blue_dye", "red_dye"], "base_catalyst": ["sodium_salicylate", "imidazole_base"],
            "glow_step_s": [0.5, 5, 50], "stick_chunk": [1, 8, 32], "split_threads": [12, 24, 48, 96],
            "ccd_side": ["cache_side", "clock_side", "both_sides"]}


def butter_churn(batches: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        co, cr, sp = np.asarray(c["globule_coalescence"]), np.asarray(c["cream_kind"]), np.asarray(c["churn_speed"])
        ms, ch, th, side = c["churn_step_ms"], c["cream_chunk"], c["split_threads"], c["ccd_side"]
        steps = 2.4e5 / ms
        cells = value_of(co, {"break_time_fit": 1.0, "aggregate_classes": 80.0, "bubble_surface_particles": 2500.0})
        cyc = steps * cells * value_of(co, {"break_time_fit": 90.0, "aggregate_classes": 520.0, "bubble_surface_particles": 310.0}) * value_of(
            cr, {"sweet_cream": 1.0, "cultured_cream": 1.09, "overnight_aged": 1.04}) * value_of(sp, {"slow_drum": 1.0, "fast_drum": 1.13})
        tab = value_of(co, {"break_time_fit": 0.2, "aggregate_classes": 6.5, "bubble_surface_particles": 1.5})
        t, fits = _split_run(batches, cyc, steps * cells * 32.0, steps * cells * 0.05, cells * 2.0e-4 + 0.005,
                             tab, 0.7, ch, th, side)
        bad = (~fits | ((co == "break_time_fit") & (cr == "overnight_aged")) | ((co == "aggregate_classes") & (ms == 100))
               | ((co == "bubble_surface_particles") & (ms == 100)) | ((sp == "fast_drum") & (co == "bubble_surface_particles") & (ms == 10)))
        return np.where(bad, np.nan, t + 500.0)
    return cost


def butter_params() -> dict[str, list[Any]]:
    return {"globule_coalescence": ["break_time_fit", "aggregate_classes", "bubble_surface_particles"],
            "cream_kind": ["sweet_cream", "cultured_cream", "overnight_aged"], "churn_speed": ["slow_drum", "fast_drum"],
            "churn_step_ms": [1, 10, 100], "cream_chunk": [1, 8, 32], "split_threads": [12, 24, 48, 96],
            "ccd_side": ["cache_side", "clock_side", "both_sides"]}


def bath_bomb(bombs: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        fz, ac, bi, bt = np.asarray(c["fizz_model"]), np.asarray(c["acid_powder"]), np.asarray(c["bomb_binder"]), np.asarray(c["bath_water"])
        ms, ch, th, side = c["fizz_step_ms"], c["bomb_chunk"], c["split_threads"], c["ccd_side"]
        steps = 1.8e5 / ms
        cells = value_of(fz, {"shrinking_sphere": 1.0, "radial_reaction_diffusion": 60.0, "voxel_tablet": 3000.0})
        cyc = steps * cells * value_of(fz, {"shrinking_sphere": 200.0, "radial_reaction_diffusion": 340.0, "voxel_tablet": 150.0}) * value_of(
            ac, {"citric_acid": 1.0, "tartaric_acid": 1.015, "malic_acid": 1.008}) * value_of(
            bi, {"shea_binder": 1.0, "coconut_oil_binder": 1.004, "polysorbate_binder": 1.011}) * value_of(bt, {"warm_bath": 1.0, "hot_bath": 1.006})
        tab = value_of(fz, {"shrinking_sphere": 0.5, "radial_reaction_diffusion": 2.0, "voxel_tablet": 11.0})
        t, fits = _split_run(bombs, cyc, steps * cells * 28.0, steps * cells * 0.01, cells * steps * 5.0e-8 + 0.01,
                             tab, 0.5, ch, th, side)
        bad = (~fits | ((fz == "shrinking_sphere") & (bi == "polysorbate_binder")) | ((fz == "voxel_tablet") & (ms == 200))
               | ((ac == "tartaric_acid") & (fz == "shrinking_sphere")) | ((fz == "radial_reaction_diffusion") & (ms == 200) & (bt == "hot_bath")))
        return np.where(bad, np.nan, t + 2500.0)
    return cost


def bath_params() -> dict[str, list[Any]]:
    return {"fizz_model": ["shrinking_sphere", "radial_reaction_diffusion", "voxel_tablet"],
            "acid_powder": ["citric_acid", "tartaric_acid", "malic_acid"],
            "bomb_binder": ["shea_binder", "coconut_oil_binder", "polysorbate_binder"], "bath_water": ["warm_bath", "hot_bath"],
            "fizz_step_ms": [2, 20, 200], "bomb_chunk": [1, 8, 32], "split_threads": [12, 24, 48, 96],
            "ccd_side": ["cache_side", "clock_side", "both_sides"]}


def chewing_gum(sticks: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        rl, gb, fl, cr = np.asarray(c["bolus_release"]), np.asarray(c["gum_base"]), np.asarray(c["flavour_oil"]), np.asarray(c["chew_rate"])
        ms, ch, th, side = c["chew_step_ms"], c["gum_chunk"], c["split_threads"], c["ccd_side"]
        steps = 6.0e5 / ms
        cells = value_of(rl, {"weibull_curve": 1.0, "renewed_slab": 40.0, "fold_stretch_map": 1600.0})
        cyc = steps * cells * value_of(rl, {"weibull_curve": 110.0, "renewed_slab": 380.0, "fold_stretch_map": 260.0}) * value_of(
            gb, {"polyisobutylene_base": 1.0, "chicle_base": 1.07}) * value_of(
            fl, {"spearmint_oil": 1.0, "peppermint_oil": 1.02, "cinnamon_oil": 1.1}) * value_of(cr, {"sixty_a_minute": 1.0, "ninety_a_minute": 1.05})
        tab = value_of(rl, {"weibull_curve": 0.4, "renewed_slab": 8.0, "fold_stretch_map": 2.5})
        t, fits = _split_run(sticks, cyc, steps * cells * 36.0, steps * cells * 0.04, cells * 3.0e-4 + 0.01,
                             tab, 1.2, ch, th, side)
        bad = (~fits | ((rl == "weibull_curve") & (gb == "chicle_base")) | ((rl == "fold_stretch_map") & (ms == 500))
               | ((rl == "renewed_slab") & (ms == 500) & (cr == "ninety_a_minute")) | ((fl == "cinnamon_oil") & (rl == "weibull_curve")))
        return np.where(bad, np.nan, t + 6.0e4)
    return cost


def gum_params() -> dict[str, list[Any]]:
    return {"bolus_release": ["weibull_curve", "renewed_slab", "fold_stretch_map"],
            "gum_base": ["polyisobutylene_base", "chicle_base"], "flavour_oil": ["spearmint_oil", "peppermint_oil", "cinnamon_oil"],
            "chew_rate": ["sixty_a_minute", "ninety_a_minute"], "chew_step_ms": [5, 50, 500], "gum_chunk": [8, 32],
            "split_threads": [12, 24, 48, 96], "ccd_side": ["cache_side", "clock_side", "both_sides"]}


def valve_amp(designs: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        sv, pv, ot = np.asarray(c["circuit_solver"]), np.asarray(c["power_valves"]), np.asarray(c["output_transformer"])
        ov, ch, th, side = c["oversample_x"], c["riff_chunk"], c["split_threads"], c["ccd_side"]
        steps = 1.92e5 * ov
        cells = value_of(sv, {"static_waveshaper": 1.0, "wave_digital_tree": 24.0, "nodal_newton": 60.0})
        cyc = steps * cells * value_of(sv, {"static_waveshaper": 30.0, "wave_digital_tree": 45.0, "nodal_newton": 160.0}) * value_of(
            pv, {"el84_quartet": 1.0, "kt66_pair": 0.93}) * value_of(ot, {"linear_core": 1.0, "hysteretic_core": 1.35})
        tab = value_of(sv, {"static_waveshaper": 2.0, "wave_digital_tree": 0.6, "nodal_newton": 5.5})
        t, fits = _split_run(designs, cyc, steps * 16.0, steps * cells * 0.002, ov * 0.02 + 0.01,
                             tab, 1.5, ch, th, side)
        bad = (~fits | ((sv == "static_waveshaper") & (ot == "hysteretic_core")) | ((sv == "wave_digital_tree") & (ov == 1))
               | ((sv == "nodal_newton") & (ov == 1) & (pv == "el84_quartet")) | ((sv == "static_waveshaper") & (ov == 16)))
        return np.where(bad, np.nan, t + 60.0)
    return cost


def amp_params() -> dict[str, list[Any]]:
    return {"circuit_solver": ["static_waveshaper", "wave_digital_tree", "nodal_newton"],
            "power_valves": ["el84_quartet", "kt66_pair"], "output_transformer": ["linear_core", "hysteretic_core"],
            "oversample_x": [1, 4, 16], "riff_chunk": [8, 32], "split_threads": [12, 24, 48, 96],
            "ccd_side": ["cache_side", "clock_side", "both_sides"]}


# ---------------------------------------------------------------- cluster GPU families
def hot_air_balloon(flights: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        ea, fa, bu = np.asarray(c["envelope_air"]), np.asarray(c["envelope_fabric"]), np.asarray(c["burner_valve"])
        s, mode, pb, th, cl = c["flight_step_s"], c["math_mode"], c["flights_per_block"], c["cluster_threads"], c["cluster_blocks"]
        steps = 3600.0 / s
        cells = value_of(ea, {"well_mixed_lump": 2.0, "stratified_gores": 48.0, "axisymmetric_plume": 900.0})
        fl = cells * value_of(ea, {"well_mixed_lump": 900.0, "stratified_gores": 700.0, "axisymmetric_plume": 1100.0}) * value_of(
            fa, {"coated_nylon": 1.0, "polyester_weave": 1.05}) * value_of(bu, {"blast_valve": 1.0, "whisper_valve": 1.12})
        mma = value_of(ea, {"well_mixed_lump": 0.05, "stratified_gores": 0.4, "axisymmetric_plume": 0.75})
        smem = pb * np.minimum(cells, 400.0) * 4.0 * 24.0
        regs = value_of(ea, {"well_mixed_lump": 40.0, "stratified_gores": 72.0, "axisymmetric_plume": 150.0})
        t, ok = _cluster_run(flights, steps, 2.0, pb, th, fl, mma, cells * 4.0 * 24.0, smem, regs, mode, cl,
                             cells * 4.0 * 5.0e-7)
        bad = ((ok == 0) | ((ea == "well_mixed_lump") & (bu == "whisper_valve")) | ((ea == "axisymmetric_plume") & (s == 10))
               | ((mode == "fp16_tensor") & (ea == "stratified_gores")) | ((ea == "axisymmetric_plume") & (mode == "fp16_tensor") & (s == 1)))
        return np.where(bad, np.nan, t + 1.2e5)
    return cost


def balloon_params() -> dict[str, list[Any]]:
    return {"envelope_air": ["well_mixed_lump", "stratified_gores", "axisymmetric_plume"],
            "envelope_fabric": ["coated_nylon", "polyester_weave"], "burner_valve": ["blast_valve", "whisper_valve"],
            "flight_step_s": [0.1, 1, 10], "flights_per_block": [16, 64], "cluster_threads": [64, 128, 256, 512],
            "math_mode": ["fp32_fma", "tf32_tensor", "fp16_tensor"], "cluster_blocks": [1, 2, 4, 8]}


def cocktail_shake(drinks: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        im, ik, tin = np.asarray(c["ice_melt"]), np.asarray(c["ice_kind"]), np.asarray(c["shaker_tin"])
        ms, mode, pb, th, cl = c["shake_step_ms"], c["math_mode"], c["drinks_per_block"], c["cluster_threads"], c["cluster_blocks"]
        steps = 1.5e4 / ms
        cubes = value_of(ik, {"cracked_ice": 24.0, "cubed_ice": 8.0, "large_clear_cube": 1.0})
        cells = cubes * value_of(im, {"newton_lump": 1.0, "shrinking_cubes": 30.0, "resolved_cube_flow": 700.0})
        fl = cells * value_of(im, {"newton_lump": 300.0, "shrinking_cubes": 520.0, "resolved_cube_flow": 980.0}) * value_of(
            tin, {"boston_tin": 1.0, "cobbler_shaker": 1.08})
        mma = value_of(im, {"newton_lump": 0.0, "shrinking_cubes": 0.3, "resolved_cube_flow": 0.7})
        smem = pb * np.minimum(cells, 500.0) * 4.0 * 6.0
        regs = value_of(im, {"newton_lump": 32.0, "shrinking_cubes": 64.0, "resolved_cube_flow": 160.0})
        t, ok = _cluster_run(drinks, steps, 1.0, pb, th, fl, mma, cells * 4.0 * 30.0, smem, regs, mode, cl,
                             cells * 4.0 * 2.0e-7)
        bad = ((ok == 0) | ((im == "newton_lump") & (ik == "cracked_ice")) | ((im == "resolved_cube_flow") & (ms == 10))
               | ((mode == "fp16_tensor") & (im == "shrinking_cubes")) | ((tin == "cobbler_shaker") & (im == "resolved_cube_flow") & (ms == 1)))
        return np.where(bad, np.nan, t + 3000.0)
    return cost


def cocktail_params() -> dict[str, list[Any]]:
    return {"ice_melt": ["newton_lump", "shrinking_cubes", "resolved_cube_flow"],
            "ice_kind": ["cracked_ice", "cubed_ice", "large_clear_cube"], "shaker_tin": ["boston_tin", "cobbler_shaker"],
            "shake_step_ms": [0.1, 1, 10], "drinks_per_block": [32, 128], "cluster_threads": [64, 128, 256, 512],
            "math_mode": ["fp32_fma", "tf32_tensor", "fp16_tensor"], "cluster_blocks": [1, 2, 4, 8]}


def face_mask(masks: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        mf, ly, ae = np.asarray(c["media_filtration"]), np.asarray(c["media_layer"]), np.asarray(c["aerosol_size"])
        us, mode, pb, th, cl = c["flow_step_us"], c["math_mode"], c["masks_per_block"], c["cluster_threads"], c["cluster_blocks"]
        steps = 2.0e4 / us
        cells = value_of(mf, {"single_fibre_theory": 4.0, "fan_model_cells": 120.0, "voxel_lattice_boltzmann": 2200.0})
        fl = cells * value_of(mf, {"single_fibre_theory": 800.0, "fan_model_cells": 420.0, "voxel_lattice_boltzmann": 260.0}) * value_of(
            ly, {"meltblown_electret": 1.0, "spunbond_layer": 0.995, "nanofibre_layer": 1.01}) * value_of(
            ae, {"mpps_particle": 1.0, "droplet_nuclei": 1.004})
        mma = value_of(mf, {"single_fibre_theory": 0.0, "fan_model_cells": 0.35, "voxel_lattice_boltzmann": 0.6})
        smem = pb * np.minimum(cells, 1200.0) * 4.0 * 30.0
        regs = value_of(mf, {"single_fibre_theory": 36.0, "fan_model_cells": 80.0, "voxel_lattice_boltzmann": 140.0})
        t, ok = _cluster_run(masks, steps, 2.0, pb, th, fl, mma, cells * 4.0 * 38.0, smem, regs, mode, cl,
                             cells * 4.0 * 2.5e-7)
        bad = ((ok == 0) | ((mf == "single_fibre_theory") & (ly == "nanofibre_layer")) | ((mf == "voxel_lattice_boltzmann") & (us == 20))
               | ((mode == "fp16_tensor") & (mf == "fan_model_cells") & (us == 0.2)))
        return np.where(bad, np.nan, t)
    return cost


def mask_params() -> dict[str, list[Any]]:
    return {"media_filtration": ["single_fibre_theory", "fan_model_cells", "voxel_lattice_boltzmann"],
            "media_layer": ["meltblown_electret", "spunbond_layer", "nanofibre_layer"],
            "aerosol_size": ["mpps_particle", "droplet_nuclei"], "flow_step_us": [0.2, 2, 20], "masks_per_block": [4, 16],
            "cluster_threads": [64, 128, 256, 512], "math_mode": ["fp32_fma", "tf32_tensor", "fp16_tensor"],
            "cluster_blocks": [1, 2, 4, 8]}


def soda_bottling(bottles: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        co, lv, bo, lg = np.asarray(c["co2_transfer"]), np.asarray(c["carbonation_level"]), np.asarray(c["bottle_kind"]), np.asarray(c["fill_log"])
        ms, mode, pb, th, cl = c["carbo_step_ms"], c["math_mode"], c["bottles_per_block"], c["cluster_threads"], c["cluster_blocks"]
        steps = 4.0e3 / ms
        cells = value_of(co, {"henry_equilibrium": 2.0, "film_theory_stages": 40.0, "bubble_column_flow": 1500.0})
        fl = cells * value_of(co, {"henry_equilibrium": 1200.0, "film_theory_stages": 600.0, "bubble_column_flow": 420.0}) * value_of(
            lv, {"light_fizz": 0.99, "standard_fizz": 1.0, "high_fizz": 1.03}) * value_of(bo, {"pet_bottle": 1.0, "glass_bottle": 1.02})
        mma = value_of(co, {"henry_equilibrium": 0.0, "film_theory_stages": 0.25, "bubble_column_flow": 0.65})
        smem = pb * np.minimum(cells, 600.0) * 4.0 * 60.0
        regs = value_of(co, {"henry_equilibrium": 30.0, "film_theory_stages": 56.0, "bubble_column_flow": 96.0})
        t, ok = _cluster_run(bottles, steps, 2.0, pb, th, fl, mma, cells * 4.0 * 20.0, smem, regs, mode, cl,
                             cells * 4.0 * 1.0e-7)
        t = (t + 6.0e4) * value_of(lg, {"per_pallet": 1.0, "per_bottle": 1.003})
        bad = ((ok == 0) | ((co == "henry_equilibrium") & (lv == "high_fizz")) | ((co == "bubble_column_flow") & (ms == 50))
               | ((mode == "fp16_tensor") & (co == "film_theory_stages") & (ms == 0.5)))
        return np.where(bad, np.nan, t)
    return cost


def soda_params() -> dict[str, list[Any]]:
    return {"co2_transfer": ["henry_equilibrium", "film_theory_stages", "bubble_column_flow"],
            "carbonation_level": ["light_fizz", "standard_fizz", "high_fizz"], "bottle_kind": ["pet_bottle", "glass_bottle"],
            "carbo_step_ms": [0.5, 5, 50], "bottles_per_block": [8, 32], "cluster_threads": [64, 128, 256, 512],
            "math_mode": ["fp32_fma", "tf32_tensor", "fp16_tensor"], "cluster_blocks": [1, 2, 4, 8],
            "fill_log": ["per_pallet", "per_bottle"]}


def seen_73_synthetic() -> list[tuple[str, Landscape]]:
    """The seventy-third held-out set's synthetic part: nine families no earlier set had (constants of a
    split-cache CPU of 96 cores, its cache side's complexes with a stacked 104.75 MB L3 each at 3.935 GHz and its
    clock side's with 36.25 MB each at 4.785 GHz, 331.5 GB/s of DDR holding 767.5 GB, and a cluster GPU of 118
    cores with 212.5 KB of shared memory a core spread over clusters of 1-8 blocks, tensor units 3.875 times as
    fast in tf32 and 7.65 times in fp16, 3.285 TB/s of HBM holding 91.5 GB behind a 47.25 MB L2 at 1.635 GHz;
    times in us)."""
    L, S = Landscape, "seen_73"
    return [
        (S, L("glow_stick_bv", glow_params(), glow_stick(6000.0), 0.02)),
        (S, L("butter_churn_bv", butter_params(), butter_churn(4000.0), 0.03)),
        (S, L("bath_bomb_bv", bath_params(), bath_bomb(9000.0), 0.04)),
        (S, L("chewing_gum_bv", gum_params(), chewing_gum(3000.0), 0.03)),
        (S, L("valve_amp_bv", amp_params(), valve_amp(1.2e4), 0.02)),
        (S, L("hot_air_balloon_bv", balloon_params(), hot_air_balloon(1.0e5), 0.03)),
        (S, L("cocktail_shake_bv", cocktail_params(), cocktail_shake(8.0e4), 0.02)),
        (S, L("face_mask_bv", mask_params(), face_mask(5.0e4), 0.04)),
        (S, L("soda_bottling_bv", soda_params(), soda_bottling(2.0e5), 0.03)),
    ]


SEEN_73_DIR = _data_dir("zoo_seen_73")


def seen_73() -> list[tuple[str, Landscape]]:
    """The seventy-third held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_73/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_73", SEEN_73_DIR)
    return seen_73_synthetic() + recorded
