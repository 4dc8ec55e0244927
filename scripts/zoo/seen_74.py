"""The zoo's ``seen_74`` set.

``seen_74`` (was ``held_out_74``, :func:`seen_74`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the fifty-first round, see docs/benchmarks.md):
0 wins / 11 ties / 2 losses against the best peer, geo-mean
1.0077, second of the five (tpe_mv 1.0065; random 1.1090); the synthetic nine 0 / 8 / 1 (a loss
on wetsuit warmth, 1.020 against tpe_mv's 1.006), second by geo-mean there (1.0036; tpe_mv
1.0027); on 30 seeds its recorded four 0 / 3 / 1 (a loss on the unbatched GEMM with bias, 1.019
against 1.012; every strategy at 1.049 on the erf-GELU FFN, whose committed optimum is one fast
sample), fourth of five by geo-mean there (1.0169; tpe_mv 1.0151); scored by the median of 9
quiet samples 0 / 4 / 0 with ``--confirm 0`` (1.0066; rl and tpe_mv 1.0064) and 0 / 3 / 1 with
``--confirm 3`` (the GEMM, 1.025 against 1.009; 1.0064, fourth); R1 0 / 12 / 1 as committed
(1.0071, second of six: 1.012 on the GEMM where the default ends at 1.019) and the best of six
on both quiet scorings (1.0024 and 1.0002).
Evaluated on an AVX-512 host with the numerics pinned (numpy's X86_V4 loops), where its committed traces were made; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (flax retting, shaving-razor making, wetsuit
making, letterpress printing, pile driving, orchard frost protection, banana ripening, spark
erosion (EDM) toolmaking, electrical cable sizing), with constants unlike the other sets' (an
HBM CPU of 56 cores at 2.535 GHz sharing a 112.5 MB L3, with 64 GB of HBM on the package at
1.435 TB/s and 487.5 GB of DDR at 271.5 GB/s, a job's data kept in the HBM (flat mode), in the
DDR behind the HBM as a cache (1.215 times dearer than flat HBM for a working set that fits it,
the DDR's rate for the share that does not) or in the DDR alone, a barrier of 0.0555 us a thread
a round and 0.215 of the lesser of work and streaming overlapping; a dual-die GPU of two dies of
66 cores each with 176.5 KB of shared memory, 2048 threads and 20 blocks a core, 128 lanes at
1.695 GHz, fp64 at 0.505 of fp32 and bf16 matrix work 5.15 times as fast (bf16 halving the
words), each die with 45.75 GB of its own HBM at 2.395 TB/s behind its own 41.25 MB L2 that
moves a working set that fits at 1.885 times the HBM's rate, the dies joined by a 0.965 TB/s
link, a kernel kept on one die, spread over both with its memory interleaved (half the accesses
cross the link) or spread with its memory placed by first touch (an 8.5% halo share crosses), a
die-to-die barrier of 1.265 us a step when spread, latency hidden as 1 - 0.595 exp(-2.265
occupancy), 0.645 us a wave, a kernel launch of 3.815 us and 0.145 of the lesser of compute and
memory overlapping; times in us, bandwidths in bytes/us). The CPU families hand their jobs out
in claims of 1, 8 or 32 (or 4 and 16) to 7, 14, 28 or 56 threads, which share the L3 for their
tables (each time the tables outgrow it, up to twice, the family's penalty on the cycles), the
resident jobs in flat HBM over its 64 GB, or behind it or alone over the DDR's 487.5 GB,
failing; the GPU families run their items in blocks of 64-512 threads in whole waves on one die
or both, latency hidden by the occupancy, in single, double or bf16 words, shared memory over
the 176.5 KB a core failing, at most 255 registers a thread (over the register file: fail), and
a working set over the HBM the kernel may use (one die's 45.75 GB, or both dies' 91.5 GB)
failing:

- ``flax_retting_bw`` (1944, 43.8%, 2.5 x 10^6x): a linen maker's retting studies, 5,000 flax
  bundles' three weeks of retting on the HBM CPU (150 us of setup and scoring a run besides), the
  retting degree by a fitted first-order law (not for an enzyme bath, nor for linseed flax),
  pectinase and pectin pools with the retting microbes (26 pools; at 8-h steps in tank water:
  fails) or a grid over a stem's cross-section (1,400 cells; at 8-h steps: fails), dew retting,
  tank water (5.4%) or an enzyme bath, fibre or linseed flax, 0.5-8-h steps, claims of 1-32
  bundles over 7-56 threads (the pools' 3.5 MB of tables a thread over the L3: a ramp; the
  resident bundles over the memory: fail), flat HBM, HBM as a cache (0.1%) or DDR alone (2.3%);
  three within 5%.
- ``razor_shave_bw`` (864, 43.5%, 1.9 x 10^6x): a razor maker's shaving studies, 3,000 cartridge
  and face designs' 6,000 strokes on the CPU, the cut by a table of cutting forces (not for a
  five-blade cartridge), each hair as a beam that bends and then fractures under the edge (64
  hairs; at 100 strokes a step on a week's stubble: fails) or finite elements of the blades, the
  skin's bulge and the hairs (2,600; at 100 strokes a step: fails), a twin- or five-blade
  cartridge, a day's or a week's stubble (8.6%), 1-100 strokes a step, claims of 4 or 16 faces
  (12%) over 7-56 threads (the finite elements' 6.5 MB of tables a thread over the L3: a ramp; the
  resident faces over the memory: fail); three within 5%.
- ``wetsuit_warmth_bw`` (2916, 35.3%, 8.7 x 10^5x): a wetsuit maker's warmth studies, 8,000 dives'
  ninety minutes on the CPU (0.9 ms of setup a run besides), the diver as a lumped core and shell
  (not in an arctic sea), layered limbs of skin, fat, muscle and neoprene (90 layers; at 60-s
  steps in a 7-mm suit, or at 6-s steps in an arctic sea: fails) or a segmented body (1,300 nodes;
  at 60-s steps: fails), a 3, 5 (1.1%) or 7-mm suit (2.0%), a temperate, cold (1.7%) or arctic
  sea, 0.6-60-s steps, claims of 1-32 dives (4.4-17%) over 7-56 threads (the layers' 5 MB of
  tables a thread over the L3: a ramp; the resident dives over the memory: fail); 20 within 5%.
- ``letterpress_ink_bw`` (3888, 44.4%, 1.3 x 10^4x): a letterpress printer's inking studies, 2,500
  forms' 2,000 revolutions of the press on the CPU (30 ms of make-ready a run besides), the ink
  through the roller train's nips by fixed split ratios (not for a soy-based ink), film-thickness
  profiles across each nip (40 a nip; at 50 revolutions a step on coated stock: fails) or the
  viscous fingering at each nip's exit (700 a nip; at 50 revolutions a step: fails), rubber-, oil-
  or soy-based ink (0.1%), cotton or coated stock (0.1%), two or four form rollers (20%), 0.5-50
  revolutions a step (0.1-0.7%), claims of 1-32 forms (1.7-12%) over 7-56 threads (the fingering's
  3.2 MB of tables a thread over the L3: a ramp; the resident forms over the memory: fail); 68
  within 5%.
- ``pile_driving_bw`` (1944, 36.7%, 4.2 x 10^5x): a piling contractor's driveability studies, 10^4
  piles' 80 ms of a hammer blow on the CPU (30 ms of setup a run besides), a dynamic energy
  formula (not in glacial till), lumped masses and springs for the hammer, cushion, pile and soil
  (120; at 50-us steps under a drop hammer: fails) or axisymmetric finite elements of the pile and
  the soil (3,400; at 50-us steps, or under a drop hammer: fails), a diesel, hydraulic (2.3%) or
  drop hammer (4.6%), sand layers, stiff clay (3.1%) or glacial till, 0.5-50-us steps, claims of 4
  or 16 piles (5.1%) over 7-56 threads (the masses' 6 MB of tables a thread over the L3: a ramp;
  the resident piles over the memory: fail); 12 within 5%.
- ``orchard_frost_bw`` (3888, 57.9%, 3.8 x 10^5x): an orchard grower's frost-protection studies, 9
  x 10^4 nights' ten hours on the dual-die GPU (10 ms of setup a run besides), the orchard's
  radiation balance (not under over-tree sprinkling), a column of the night's inversion (60
  levels; in bf16: fails) or large eddies through the canopy (1,100 cells; at 10-s steps, or in
  bf16 at 1-s steps: fails; over the HBM in double words, or on one die in single words: fails), a
  wind machine, over-tree sprinkling or orchard heaters (7.0%), apple bloom or cherry buds (7.4%),
  0.1-10-s steps, 16 or 64 tree rows a block (over the 176.5 KB: fail), 64-512 threads (over the
  register file: fail), single, double or bf16 words (2.6% in single), on one die (93%) or both,
  interleaved (3.1%) or by first touch; three within 5%.
- ``banana_ripening_bw`` (2592, 62.0%, 2.6 x 10^4x): a ripening-room operator's banana studies, 7
  x 10^4 rooms' five days of ripening on the GPU (25 ms of setup a run besides), the peel's colour
  stage by a fitted curve (not for bagged cartons), the climacteric's respiration and ethylene
  network (36 species and compartments; in bf16: fails) or each hand of bananas as an agent with
  its own ripening clock (1,500 hands; at 30-min steps: fails; over the HBM in double words, or on
  one die in single words: fails), 100 or 1,000 ppm of ethylene (0.2%), vented or bagged cartons,
  0.3-30-min steps, 32 or 128 pallets a block (1.2%; over the 176.5 KB: fail), 64-512 threads
  (0.6-7.9%; over the register file: fail), single (2.5%), double or bf16 words, on one die (0.5%)
  or both, interleaved (2.6%) or by first touch; 32 within 5%.
- ``spark_erosion_bw`` (3888, 43.5%, 2.2 x 10^5x): a toolmaker's spark-erosion studies, 6 x 10^4
  cavities' 20 us of discharges on the GPU (2.5 ms of setup a run besides), craters by a fitted
  removal rate (not with a tungsten-copper electrode), the pulse generator's circuit with the
  gap's breakdown and ignition delays (140 states; in bf16 at 0.2-ns steps: fails) or a grid
  through the plasma channel and the melt (2,000 cells; at 20-ns steps: fails; over the HBM in
  double words, or on one die in single words: fails), a graphite (0.2%), copper or
  tungsten-copper electrode, hydrocarbon oil or deionised water (0.2%), 0.2-20-ns steps, 4 or 16
  craters a block (over the 176.5 KB: fail), 64-512 threads (over the register file: fail), single
  (4.0%), double or bf16 words, on one die (29%) or both, interleaved (4.2%) or by first touch; 12
  within 5%.
- ``cable_tray_bw`` (10368, 42.9%, 1.8 x 10^4x): an electrician's cable-sizing studies, 1.5 x 10^5
  cable trays' day of load cycles on the GPU (0.8 s of setup a run besides), a thermal ladder of
  the cables' resistances (not for PVC-sheathed cables in a solid tray), finite elements of a
  bundle's cross-section (48 elements; in bf16 at 0.6-s steps: fails) or the air around the tray
  (1,700 cells; at 60-s steps: fails; over the HBM but in bf16 words on both dies: fails), a
  ladder or solid tray (0.1%), PVC or XLPE sheaths, 0.6-60-s steps, 8 or 32 cables a block (8.4%;
  over the 176.5 KB: fail), 64-512 threads (3.2-15%), single, double or bf16 words (0.1-2.9%), on
  one die (2.7%) or both, interleaved (0.1%) or by first touch, and two that barely matter (the
  IEC or NEC derating table, the load logged per tray or per circuit: 0.2-0.3%): ten parameters,
  144 within 5%.

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier recorded landscape
covers, and four spaces whose parameters no earlier space of their op kind tuned together: a causal multi-head
attention (148 queries over 148 keys, 53 heads, d 74: not a multiple of 8, four 16-float vectors and a 10-float
tail, as every number up to 52 is taken in some dimension of an earlier attention space, 54 to 58, 60 and 62
too; 53 is the smallest free head count (prime: an MHA or an MQA only) and 74 the smallest free even head
dimension), with its KV split (1 to 16), ``opt_level`` (O0 to O3) and unroll (0 to 16) but its query and KV
blocks, softmax and pipeline left at the default (128, 128, two_pass, single_buffer), an unbatched GEMM with
bias tuning its pipeline, ``opt_level`` (O1 to O3), unroll and layout (316 x 864 @ 864 x 856 + bias; without
packing the layout has no effect in the kernel; its M, N and K tiles, L1 prefetch, output alignment and schedule
at the default), a non-gated erf-GELU FFN tuning the gate/up (here up) projection's K tile with the gate/up
pipeline and the L1 prefetch (824 deep: 52 to 4 steps; 220 tokens, 824 hidden, 1224 intermediate), and an
RMSNorm with its stats and its pipeline but neither its rows a block, its hidden split, its ``opt_level`` nor
its unroll (a set no earlier LayerNorm or RMSNorm space tuned; 6 configurations, the full value lists: the
untuned norm sets of 7 or more are used up and this is the largest left; 1776 rows x 3160), each space measured
exhaustively (every configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_74/`` (gzip JSON, times in us, provenance
in each file's ``source``, 9.3 KB in all). They were recorded on the shared 2-core machine the standing way,
``--only`` each, one after another, the recorder at normal priority (not niced), 60 s after the lead's go (the
load average 0.35 at the start), on the host that recorded held_out_62's..held_out_73's four (now
seen_62's..seen_73's), an AMD EPYC with AVX-512 (avx512f, avx512dq, avx512bw, avx512vl and more): their
``host_cpu`` (81db2b0747f882f3) is seen_73's, so the four are measurements of the kernels' AVX-512 paths
(16-lane vectors), like seen_62's..seen_73's and unlike held_out_44's..held_out_61's (e12b91328de47f4d, an
AVX2-only EPYC). ``ps`` (every 60 s over the standing recording) showed nothing else running but the recorder,
its measuring worker and its C compiler, this helper's own sampling and waiting shells (sleeping) and idle tool
shells (sleeping); this helper's drafting of the synthetic families had ended before the go, and during the
recording it only read the logs beside it (load average 0.35-1.00 sampled every 10 s over the standing
recording, the recorder itself included). The standing recordings took 99, 90, 77 and 8 s (the attention, GEMM,
FFN and RMSNorm), each under the 150 s its space was sized for. The tail of their samples is real measurement
noise (median spread 1.4-4.7%), and the fastest sample is the true cost: the attention's optimum leans on a fast
sample (samples 1.029, 1.000, 1.022, 6th by median of 100; the next fastest 1.002 (median 1.042), the best by
median 1.008 (median 1.008)); THE GEMM'S OPTIMUM RESTS ON ONE FAST SAMPLE (its other two samples 1.053 and 1.146
times it, 3rd by median of 135; the next fastest 1.012 times it (median 1.037), the best by median 1.012 (median
1.037)); THE FFN'S OPTIMUM RESTS ON ONE FAST SAMPLE (its other two samples 1.127 and 1.146 times it, 52nd by
median of 96; the next fastest 1.049 times it (median 1.069), the best by median 1.049 (median 1.069)); the
RMSNorm's optimum is also the best by median (samples 1.005, 1.003, 1.000; the next fastest 1.121 (median
1.156)). Before that, the first and the last configuration of each space were compiled and measured once the
recorder's way, in a scratch cache outside the repository, to check they build and to estimate the recording
time. Every configuration ran, so they are 0% infeasible (reported, not forced into 30-70%):

=============================================================  ==========================================  =======  ======  ======  =========
landscape                                                      op (shape)                                  configs  params  spread  worst/opt
=============================================================  ==========================================  =======  ======  ======  =========
cpu_attention_mha53_causal_split_opt_unroll                    multi-head attention, causal (53 heads,         100       3      1%       9.3x
                                                               148 x 148, d 74)
cpu_gemm_bias_pipeline_opt_unroll_layout                       GEMM + bias (316 x 864 @ 864 x 856)             135       4      5%      10.8x
cpu_ffn_gelu_erf_k_tile_pipeline_prefetch                      FFN, erf GELU (220 tokens, 824 -> 1224)          96       3      2%       1.2x
cpu_rmsnorm_no_rows_per_block_no_split_no_opt_level_no_unroll  RMSNorm (1776 rows x 3160)                        6       2      2%       1.6x
=============================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1, 1.4%, 4.7%, 1.7%, 2.3%; worst/opt 9.348,
10.772, 1.221, 1.554; within 5% of the optimum: 15, 10, 2, 1 configurations; the attention's optimum (kv_split
1, opt_level O3, unroll_factor 8) has samples 1.029, 1.000, 1.022 times its fastest, 6th by median of 100
(median 1.022), the next fastest (kv_split 4, opt_level O3, unroll_factor 16) 1.002 (median 1.042) and the best
by median (kv_split 1, opt_level O3, unroll_factor 4) 1.008 (median 1.008); the other values at least: kv_split
2 1.006, 4 1.002, 8 1.146, 16 1.071; opt_level O0 7.316, O1 1.205, O2 1.075; unroll_factor 0 1.010, 2 1.016, 4
1.008, 16 1.002; the GEMM's optimum (pipeline none, opt_level O2, unroll_factor 4, layout z_major) has samples
1.000, 1.053, 1.146 times its fastest, 3rd by median of 135 (median 1.053), the next fastest (pipeline
single_buffer, opt_level O3, unroll_factor 2, layout row_major) 1.012 (median 1.037) and the best by median
(pipeline single_buffer, opt_level O3, unroll_factor 2, layout row_major) 1.012 (median 1.037); the other values
at least: pipeline single_buffer 1.012, double_buffer 1.049; opt_level O1 1.469, O3 1.012; unroll_factor 0
1.038, 2 1.012, 8 1.027, 16 1.032; layout row_major 1.012, col_major 1.055; the FFN's optimum (tile_k 80,
pipeline double_buffer, l1_prefetch False) has samples 1.000, 1.146, 1.127 times its fastest, 52nd by median of
96 (median 1.127), the next fastest (tile_k 256, pipeline single_buffer, l1_prefetch True) 1.049 (median 1.069)
and the best by median (tile_k 256, pipeline single_buffer, l1_prefetch True) 1.049 (median 1.069); the other
values at least: tile_k 16 1.153, 32 1.106, 48 1.110, 64 1.092, 96 1.090, 112 1.072, 128 1.056, 144 1.080, 160
1.080, 176 1.076, 192 1.078, 208 1.090, 224 1.057, 240 1.064, 256 1.049; pipeline none 1.069, single_buffer
1.049; l1_prefetch True 1.049; the RMSNorm's optimum (stats one_pass, pipeline none) has samples 1.005, 1.003,
1.000 times its fastest, 1st by median of 6 (median 1.003), the next fastest (stats one_pass, pipeline
double_buffer) 1.121 (median 1.156) and the best by median (stats one_pass, pipeline none) 1.000 (median 1.003);
the other values at least: stats two_pass 1.381; pipeline single_buffer 1.172, double_buffer 1.121.)
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, resident_blocks, value_of

# the HBM CPU: 56 cores at 2.535 GHz sharing a 112.5 MB L3 (each time the threads' tables outgrow it, up to twice,
# the family's penalty on the cycles), 64 GB of HBM on the package at 1.435 TB/s and 487.5 GB of DDR at 271.5 GB/s;
# a job's data kept in the HBM (flat: it must fit the 64 GB), in the DDR alone, or in the DDR behind the HBM as a
# cache (1.215 times dearer than flat HBM for a working set that fits it, the DDR's rate for the share that does
# not); a barrier 0.0555 us a thread a round; 0.215 of the lesser of work and streaming overlapping; bandwidths in
# bytes/us
H_CORES, H_GHZ, H_L3_MB, H_HBM_GB, H_HBM_RATE, H_DDR_GB, H_DDR_RATE = 56, 2.535, 112.5, 64.0, 1.435e6, 487.5, 2.715e5
H_TAG, H_SYNC_US, H_OVERLAP = 1.215, 0.0555, 0.215
# the dual-die GPU: two dies of 66 cores each, 176.5 KB of shared memory, 2048 threads and 20 blocks a core, 128
# lanes at 1.695 GHz, fp64 at 0.505 of fp32 and bf16 matrix work 5.15 times as fast (bf16 halves the words); each
# die with 45.75 GB of its own HBM at 2.395 TB/s behind its own 41.25 MB L2 (1.885 times the HBM's rate for a working
# set that fits it); the dies joined by a 0.965 TB/s link: a kernel kept on one die (its cores and memory), spread
# over both with its memory interleaved (half the accesses cross the link) or spread with its memory placed by first
# touch (a halo share of 8.5% crosses); a die-to-die barrier 1.265 us a step when spread; latency hidden as
# 1 - 0.595 exp(-2.265 occupancy); a wave 0.645 us and a kernel launch 3.815 us; 0.145 of the lesser of compute and
# memory overlapping
D_DIE_CORES, D_SMEM_KB, D_THREADS, D_BLOCKS, D_LANES, D_GHZ, D_FP64, D_BF16 = 66, 176.5, 2048, 20, 128, 1.695, 0.505, 5.15
D_DIE_HBM_GB, D_HBM_RATE, D_L2_MB, D_L2_GAIN, D_LINK_RATE, D_HALO = 45.75, 2.395e6, 41.25, 1.885, 9.65e5, 0.085
D_DIE_SYNC_US, D_HIDE_A, D_HIDE_B, D_WAVE_US, D_LAUNCH_US, D_OVERLAP = 1.265, 0.595, 2.265, 0.645, 3.815, 0.145


def _hbm_run(jobs: Any, cyc: Any, traffic: Any, job_gb: Any, table_mb: Any, pen: float, chunk: Any, threads: Any,
             tier: Any) -> tuple[Any, Any]:
    """``jobs`` jobs on the HBM CPU, each ``cyc`` cycles, ``traffic`` bytes streamed and ``job_gb`` GB resident while
    it runs, over ``table_mb`` MB of tables a thread reads (``pen`` more cycles each time the threads' tables outgrow
    the L3), ``chunk`` jobs a claim on ``threads`` threads, the data in the HBM, behind it or in the DDR alone
    (``tier``). Returns (the time in us, whether it fits the cores and the memory)."""
    tier = np.asarray(tier)
    claims = np.ceil(jobs / chunk)
    busy = np.minimum(threads, claims)
    rounds = np.ceil(claims / busy)
    over = np.clip(table_mb * busy / H_L3_MB - 1.0, 0.0, 2.0)
    work = rounds * chunk * cyc * (1.0 + pen * over) / (H_GHZ * 1e3)
    held = busy * chunk * job_gb
    hit = np.minimum(1.0, H_HBM_GB / np.maximum(held, 1e-9))
    rate = np.where(tier == "hbm_flat_mode", H_HBM_RATE, np.where(
        tier == "ddr_alone", H_DDR_RATE, 1.0 / (hit * H_TAG / H_HBM_RATE + (1.0 - hit) / H_DDR_RATE)))
    stream = jobs * traffic / rate
    t = np.maximum(work, stream) + H_OVERLAP * np.minimum(work, stream) + rounds * busy * H_SYNC_US
    cap = np.where(tier == "hbm_flat_mode", H_HBM_GB, H_DDR_GB)
    return t, (threads <= H_CORES) & (held <= cap)


def _dual_run(items: Any, steps: Any, kernels: Any, per_block: Any, threads: Any, flops: Any, mma: Any, nbytes: Any,
              smem: Any, regs: Any, fmt: Any, place: Any, item_gb: Any) -> tuple[Any, Any]:
    """``items`` items over ``steps`` steps of ``kernels`` kernels on the dual-die GPU, ``per_block`` items a block
    of ``threads`` threads, ``flops`` flops (a share ``mma`` of them matrix work) and ``nbytes`` bytes an item a step
    in single words, ``smem`` bytes of shared memory a block and ``regs`` registers a thread (at most 255) in single
    words, in single, double or bf16 words (``fmt``), on one die or both (``place``), ``item_gb`` GB of working set
    an item in single words. Returns (the time in us, the blocks a core holds, 0 when none fits or the working set
    does not fit the HBM it may use)."""
    fmt, place = np.asarray(fmt), np.asarray(place)
    word = value_of(fmt, {"single_words": 1.0, "double_words": 2.0, "bf16_words": 0.5})
    speed = np.where(fmt == "double_words", D_FP64, 1.0)
    mspeed = np.where(fmt == "bf16_words", D_BF16, speed)
    dies = np.where(place == "one_die", 1.0, 2.0)
    cores = D_DIE_CORES * dies
    blocks = np.ceil(items / per_block)
    res = resident_blocks(threads, smem * word, regs * np.where(fmt == "double_words", 1.5, 1.0), D_SMEM_KB,
                          D_THREADS, D_BLOCKS, 255)
    per = np.maximum(res, 1.0)
    held = np.minimum(per, np.ceil(blocks / cores))
    hide = 1.0 - D_HIDE_A * np.exp(-D_HIDE_B * held * threads / D_THREADS)
    wc = held * np.ceil(per_block / threads) * threads * flops * ((1.0 - mma) / speed + mma / mspeed) / (
        2.0 * D_LANES * D_GHZ * 1e3 * hide)
    ws = items * item_gb * word
    near = D_HBM_RATE * np.where(ws * 1024.0 <= D_L2_MB * dies, D_L2_GAIN, 1.0)
    cross = value_of(place, {"one_die": 0.0, "both_interleaved": 0.5, "both_first_touch": D_HALO})
    rate = 1.0 / ((1.0 - cross) / near + cross / (D_LINK_RATE / 2.0))
    wm = D_DIE_CORES * held * per_block * nbytes * word / rate
    waves = np.ceil(blocks / (cores * per))
    step = waves * (np.maximum(wc, wm) + D_OVERLAP * np.minimum(wc, wm) + D_WAVE_US) + (dies - 1.0) * D_DIE_SYNC_US
    t = steps * (step + kernels * D_LAUNCH_US)
    return t, res * (ws <= D_DIE_HBM_GB * dies)


# ---------------------------------------------------------------- HBM CPU families
def flax_retting(bundles: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, way, cv = np.asarray(c["retting_model"]), np.asarray(c["retting_way"]), np.asarray(c["flax_cultivar"])
        h, ch, th, tier = c["ret_step_h"], c["stem_chunk"], c["hbm_threads"], c["memory_tier"]
        steps = 504.0 / h
        cells = value_of(md, {"first_order_fit": 1.0, "pectinase_pools": 26.0, "stem_section_grid": 1400.0})
        cyc = steps * cells * value_of(md, {"first_order_fit": 80.0, "pectinase_pools": 2300.0, "stem_section_grid": 1700.0}) * value_of(
            way, {"dew_retting": 1.0, "tank_water": 1.1, "enzyme_bath": 1.15}) * value_of(cv, {"fibre_flax": 1.0, "linseed_flax": 1.12})
        tab = value_of(md, {"first_order_fit": 0.4, "pectinase_pools": 3.5, "stem_section_grid": 2.5})
        t, fits = _hbm_run(bundles, cyc, steps * cells * 40.0, cells * 5.5e-4 + 0.006, tab, 0.85, ch, th, tier)
        bad = (~fits | ((md == "first_order_fit") & (way == "enzyme_bath")) | ((md == "stem_section_grid") & (h == 8))
               | ((md == "pectinase_pools") & (h == 8) & (way == "tank_water")) | ((cv == "linseed_flax") & (md == "first_order_fit")))
        return np.where(bad, np.nan, t + 150.0)
    return cost


def flax_params() -> dict[str, list[Any]]:
    return {"retting_model": ["first_order_fit", "pectinase_pools", "stem_section_grid"],
            "retting_way": ["dew_retting", "tank_water", "enzyme_bath"], "flax_cultivar": ["fibre_flax", "linseed_flax"],
            "ret_step_h": [0.5, 2, 8], "stem_chunk": [1, 8, 32], "hbm_threads": [7, 14, 28, 56],
            "memory_tier": ["hbm_flat_mode", "hbm_as_cache", "ddr_alone"]}


def razor_shave(faces: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, bd, gr = np.asarray(c["shave_model"]), np.asarray(c["blade_cartridge"]), np.asarray(c["beard_growth"])
        sk, ch, th, tier = c["strokes_a_step"], c["face_chunk"], c["hbm_threads"], c["memory_tier"]
        steps = 6000.0 / sk
        cells = value_of(md, {"cut_force_table": 1.0, "hair_beam_fracture": 64.0, "skin_blade_fe": 2600.0})
        cyc = steps * cells * value_of(md, {"cut_force_table": 150.0, "hair_beam_fracture": 900.0, "skin_blade_fe": 1150.0}) * sk ** 0.5 * value_of(
            bd, {"twin_blade": 1.0, "five_blade": 1.2}) * value_of(gr, {"stubble_day": 1.0, "stubble_week": 1.09})
        tab = value_of(md, {"cut_force_table": 0.2, "hair_beam_fracture": 4.0, "skin_blade_fe": 6.5})
        t, fits = _hbm_run(faces, cyc, steps * cells * 56.0, cells * 8.0e-4 + 0.004, tab, 1.1, ch, th, tier)
        bad = (~fits | ((md == "cut_force_table") & (bd == "five_blade")) | ((md == "skin_blade_fe") & (sk == 100))
               | ((md == "hair_beam_fracture") & (sk == 100) & (gr == "stubble_week")))
        return np.where(bad, np.nan, t + 40.0)
    return cost


def razor_params() -> dict[str, list[Any]]:
    return {"shave_model": ["cut_force_table", "hair_beam_fracture", "skin_blade_fe"],
            "blade_cartridge": ["twin_blade", "five_blade"], "beard_growth": ["stubble_day", "stubble_week"],
            "strokes_a_step": [1, 10, 100], "face_chunk": [4, 16], "hbm_threads": [7, 14, 28, 56],
            "memory_tier": ["hbm_flat_mode", "hbm_as_cache", "ddr_alone"]}


def wetsuit_warmth(dives: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, th_mm, wt = np.asarray(c["diver_heat_model"]), np.asarray(c["suit_thickness"]), np.asarray(c["sea_water"])
        s, ch, th, tier = c["dive_step_s"], c["dive_chunk"], c["hbm_threads"], c["memory_tier"]
        steps = 5400.0 / s
        cells = value_of(md, {"core_shell_lump": 2.0, "layered_limbs": 90.0, "segmented_body": 1300.0})
        cyc = steps * cells * value_of(md, {"core_shell_lump": 120.0, "layered_limbs": 480.0, "segmented_body": 330.0}) * value_of(
            th_mm, {"mm_3": 1.0, "mm_5": 1.02, "mm_7": 1.035}) * value_of(wt, {"temperate_sea": 1.0, "cold_sea": 1.03, "arctic_sea": 1.05})
        tab = value_of(md, {"core_shell_lump": 0.5, "layered_limbs": 5.0, "segmented_body": 2.2})
        t, fits = _hbm_run(dives, cyc, steps * cells * 30.0, cells * 3.5e-4 + 0.008, tab, 0.6, ch, th, tier)
        bad = (~fits | ((md == "core_shell_lump") & (wt == "arctic_sea")) | ((md == "segmented_body") & (s == 60))
               | ((md == "layered_limbs") & (s == 60) & (th_mm == "mm_7")) | ((md == "layered_limbs") & (wt == "arctic_sea") & (s == 6)))
        return np.where(bad, np.nan, t + 900.0)
    return cost


def wetsuit_params() -> dict[str, list[Any]]:
    return {"diver_heat_model": ["core_shell_lump", "layered_limbs", "segmented_body"],
            "suit_thickness": ["mm_3", "mm_5", "mm_7"], "sea_water": ["temperate_sea", "cold_sea", "arctic_sea"],
            "dive_step_s": [0.6, 6, 60], "dive_chunk": [1, 8, 32], "hbm_threads": [7, 14, 28, 56],
            "memory_tier": ["hbm_flat_mode", "hbm_as_cache", "ddr_alone"]}


def letterpress_ink(forms: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, ik, pp, rl = np.asarray(c["ink_split_model"]), np.asarray(c["press_ink"]), np.asarray(c["press_paper"]), np.asarray(c["form_rollers"])
        rv, ch, th, tier = c["revs_a_step"], c["form_chunk"], c["hbm_threads"], c["memory_tier"]
        steps = 2000.0 / rv
        nips = value_of(rl, {"two_rollers": 9.0, "four_rollers": 15.0})
        cells = nips * value_of(md, {"split_ratio_chain": 1.0, "nip_film_profiles": 40.0, "viscous_fingering": 700.0})
        cyc = steps * cells * rv * value_of(md, {"split_ratio_chain": 40.0, "nip_film_profiles": 260.0, "viscous_fingering": 190.0}) * value_of(
            ik, {"rubber_base": 1.0, "oil_base": 1.004, "soy_base": 1.008}) * value_of(pp, {"cotton_stock": 1.0, "coated_stock": 1.003})
        tab = value_of(md, {"split_ratio_chain": 0.3, "nip_film_profiles": 1.8, "viscous_fingering": 3.2})
        t, fits = _hbm_run(forms, cyc, steps * cells * 24.0, cells * 4.0e-4 + 0.01, tab, 0.4, ch, th, tier)
        bad = (~fits | ((md == "split_ratio_chain") & (ik == "soy_base")) | ((md == "viscous_fingering") & (rv == 50))
               | ((md == "nip_film_profiles") & (rv == 50) & (pp == "coated_stock")))
        return np.where(bad, np.nan, t + 3.0e4)
    return cost


def letterpress_params() -> dict[str, list[Any]]:
    return {"ink_split_model": ["split_ratio_chain", "nip_film_profiles", "viscous_fingering"],
            "press_ink": ["rubber_base", "oil_base", "soy_base"], "press_paper": ["cotton_stock", "coated_stock"],
            "form_rollers": ["two_rollers", "four_rollers"], "revs_a_step": [0.5, 5, 50], "form_chunk": [1, 8, 32],
            "hbm_threads": [7, 14, 28, 56], "memory_tier": ["hbm_flat_mode", "hbm_as_cache", "ddr_alone"]}


def pile_driving(piles: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, hm, so = np.asarray(c["driving_model"]), np.asarray(c["pile_hammer"]), np.asarray(c["soil_profile"])
        us, ch, th, tier = c["blow_step_us"], c["pile_chunk"], c["hbm_threads"], c["memory_tier"]
        steps = 8.0e4 / us
        cells = value_of(md, {"energy_formula": 1.0, "lumped_wave_masses": 120.0, "axisymmetric_soil_fe": 3400.0})
        cyc = steps * cells * value_of(md, {"energy_formula": 900.0, "lumped_wave_masses": 210.0, "axisymmetric_soil_fe": 160.0}) * value_of(
            hm, {"diesel_hammer": 1.0, "hydraulic_hammer": 1.03, "drop_hammer": 1.06}) * value_of(
            so, {"sand_layers": 1.0, "stiff_clay": 1.04, "glacial_till": 1.08})
        tab = value_of(md, {"energy_formula": 0.3, "lumped_wave_masses": 6.0, "axisymmetric_soil_fe": 1.6})
        t, fits = _hbm_run(piles, cyc, steps * cells * 20.0, cells * steps * 2.0e-9 + 0.02, tab, 0.7, ch, th, tier)
        bad = (~fits | ((md == "energy_formula") & (so == "glacial_till")) | ((md == "axisymmetric_soil_fe") & (us == 50))
               | ((md == "lumped_wave_masses") & (us == 50) & (hm == "drop_hammer")) | ((md == "axisymmetric_soil_fe") & (hm == "drop_hammer")))
        return np.where(bad, np.nan, t + 3.0e4)
    return cost


def pile_params() -> dict[str, list[Any]]:
    return {"driving_model": ["energy_formula", "lumped_wave_masses", "axisymmetric_soil_fe"],
            "pile_hammer": ["diesel_hammer", "hydraulic_hammer", "drop_hammer"],
            "soil_profile": ["sand_layers", "stiff_clay", "glacial_till"], "blow_step_us": [0.5, 5, 50],
            "pile_chunk": [4, 16], "hbm_threads": [7, 14, 28, 56], "memory_tier": ["hbm_flat_mode", "hbm_as_cache", "ddr_alone"]}


# ---------------------------------------------------------------- dual-die GPU families
def orchard_frost(nights: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, pr, cr = np.asarray(c["night_air_model"]), np.asarray(c["frost_defence"]), np.asarray(c["orchard_crop"])
        s, fmt, pb, th, pl = c["night_step_s"], c["number_format"], c["tree_rows_a_block"], c["dual_threads"], c["die_spread"]
        steps = 3.6e4 / s
        cells = value_of(md, {"radiation_balance": 3.0, "inversion_column": 60.0, "canopy_les": 1100.0})
        fl = cells * value_of(md, {"radiation_balance": 1500.0, "inversion_column": 800.0, "canopy_les": 1250.0}) * value_of(
            pr, {"wind_machine": 1.0, "overtree_sprinkling": 1.15, "orchard_heaters": 1.16}) * value_of(cr, {"apple_bloom": 1.0, "cherry_bud": 1.17})
        mma = value_of(md, {"radiation_balance": 0.0, "inversion_column": 0.3, "canopy_les": 0.7})
        smem = pb * np.minimum(cells, 300.0) * 4.0 * 9.0
        regs = value_of(md, {"radiation_balance": 38.0, "inversion_column": 70.0, "canopy_les": 140.0})
        t, ok = _dual_run(nights, steps, 2.0, pb, th, fl, mma, cells * 4.0 * 26.0, smem, regs, fmt, pl, cells * 4.0 * 1.5e-7)
        bad = ((ok == 0) | ((md == "radiation_balance") & (pr == "overtree_sprinkling")) | ((md == "canopy_les") & (s == 10))
               | ((fmt == "bf16_words") & (md == "inversion_column")) | ((md == "canopy_les") & (fmt == "bf16_words") & (s == 1)))
        return np.where(bad, np.nan, t + 1.0e4)
    return cost


def frost_params() -> dict[str, list[Any]]:
    return {"night_air_model": ["radiation_balance", "inversion_column", "canopy_les"],
            "frost_defence": ["wind_machine", "overtree_sprinkling", "orchard_heaters"],
            "orchard_crop": ["apple_bloom", "cherry_bud"], "night_step_s": [0.1, 1, 10], "tree_rows_a_block": [16, 64],
            "dual_threads": [64, 128, 256, 512], "number_format": ["single_words", "double_words", "bf16_words"],
            "die_spread": ["one_die", "both_interleaved", "both_first_touch"]}


def banana_ripening(rooms: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, dose, box = np.asarray(c["ripening_model"]), np.asarray(c["ethylene_dose"]), np.asarray(c["carton_kind"])
        mn, fmt, pb, th, pl = c["ripen_step_min"], c["number_format"], c["pallets_per_block"], c["dual_threads"], c["die_spread"]
        steps = 7200.0 / mn
        cells = value_of(md, {"colour_stage_fit": 2.0, "climacteric_network": 36.0, "hand_agents": 1500.0})
        fl = cells * value_of(md, {"colour_stage_fit": 700.0, "climacteric_network": 560.0, "hand_agents": 880.0}) * value_of(
            dose, {"ppm_100": 1.0, "ppm_1000": 1.07}) * value_of(box, {"vented_carton": 1.0, "bagged_carton": 1.1})
        mma = value_of(md, {"colour_stage_fit": 0.0, "climacteric_network": 0.25, "hand_agents": 0.65})
        smem = pb * np.minimum(cells, 100.0) * 4.0 * 8.0
        regs = value_of(md, {"colour_stage_fit": 34.0, "climacteric_network": 60.0, "hand_agents": 150.0})
        t, ok = _dual_run(rooms, steps, 1.0, pb, th, fl, mma, cells * 4.0 * 34.0, smem, regs, fmt, pl, cells * 4.0 * 1.5e-7)
        bad = ((ok == 0) | ((md == "colour_stage_fit") & (box == "bagged_carton")) | ((md == "hand_agents") & (mn == 30))
               | ((fmt == "bf16_words") & (md == "climacteric_network")))
        return np.where(bad, np.nan, t + 2.5e4)
    return cost


def banana_params() -> dict[str, list[Any]]:
    return {"ripening_model": ["colour_stage_fit", "climacteric_network", "hand_agents"],
            "ethylene_dose": ["ppm_100", "ppm_1000"], "carton_kind": ["vented_carton", "bagged_carton"],
            "ripen_step_min": [0.3, 3, 30], "pallets_per_block": [32, 128], "dual_threads": [64, 128, 256, 512],
            "number_format": ["single_words", "double_words", "bf16_words"],
            "die_spread": ["one_die", "both_interleaved", "both_first_touch"]}


def spark_erosion(cavities: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, el, di = np.asarray(c["discharge_model"]), np.asarray(c["tool_electrode"]), np.asarray(c["dielectric_fluid"])
        ns, fmt, pb, th, pl = c["spark_step_ns"], c["number_format"], c["craters_per_block"], c["dual_threads"], c["die_spread"]
        steps = 2.0e4 / ns
        cells = value_of(md, {"removal_rate_fit": 4.0, "gap_breakdown_circuit": 140.0, "plasma_channel_grid": 2000.0})
        fl = cells * value_of(md, {"removal_rate_fit": 700.0, "gap_breakdown_circuit": 390.0, "plasma_channel_grid": 280.0}) * value_of(
            el, {"graphite_tool": 1.0, "copper_tool": 0.996, "tungsten_copper": 1.01}) * value_of(di, {"hydrocarbon_oil": 1.0, "deionised_water": 1.004})
        mma = value_of(md, {"removal_rate_fit": 0.0, "gap_breakdown_circuit": 0.35, "plasma_channel_grid": 0.6})
        smem = pb * np.minimum(cells, 1100.0) * 4.0 * 9.0
        regs = value_of(md, {"removal_rate_fit": 36.0, "gap_breakdown_circuit": 84.0, "plasma_channel_grid": 136.0})
        t, ok = _dual_run(cavities, steps, 2.0, pb, th, fl, mma, cells * 4.0 * 36.0, smem, regs, fmt, pl, cells * 4.0 * 1.2e-7)
        bad = ((ok == 0) | ((md == "removal_rate_fit") & (el == "tungsten_copper")) | ((md == "plasma_channel_grid") & (ns == 20))
               | ((fmt == "bf16_words") & (md == "gap_breakdown_circuit") & (ns == 0.2)))
        return np.where(bad, np.nan, t + 2500.0)
    return cost


def spark_params() -> dict[str, list[Any]]:
    return {"discharge_model": ["removal_rate_fit", "gap_breakdown_circuit", "plasma_channel_grid"],
            "tool_electrode": ["graphite_tool", "copper_tool", "tungsten_copper"],
            "dielectric_fluid": ["hydrocarbon_oil", "deionised_water"], "spark_step_ns": [0.2, 2, 20], "craters_per_block": [4, 16],
            "dual_threads": [64, 128, 256, 512], "number_format": ["single_words", "double_words", "bf16_words"],
            "die_spread": ["one_die", "both_interleaved", "both_first_touch"]}


def cable_tray(trays: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, sh, tk = np.asarray(c["cable_heat_model"]), np.asarray(c["cable_sheath"]), np.asarray(c["tray_kind"])
        dt, lg = np.asarray(c["derating_table"]), np.asarray(c["load_log"])
        s, fmt, pb, th, pl = c["load_step_s"], c["number_format"], c["cables_per_block"], c["dual_threads"], c["die_spread"]
        steps = 8.64e4 / s
        cells = value_of(md, {"thermal_ladder": 2.0, "bundle_section_fe": 48.0, "tray_air_cfd": 1700.0})
        fl = cells * value_of(md, {"thermal_ladder": 1100.0, "bundle_section_fe": 640.0, "tray_air_cfd": 450.0}) * value_of(
            tk, {"ladder_tray": 1.0, "solid_tray": 1.015}) * value_of(sh, {"pvc_sheath": 0.99, "xlpe_sheath": 1.0})
        mma = value_of(md, {"thermal_ladder": 0.0, "bundle_section_fe": 0.2, "tray_air_cfd": 0.6})
        smem = pb * np.minimum(cells, 700.0) * 4.0 * 6.0
        regs = value_of(md, {"thermal_ladder": 30.0, "bundle_section_fe": 58.0, "tray_air_cfd": 100.0})
        t, ok = _dual_run(trays, steps, 2.0, pb, th, fl, mma, cells * 4.0 * 22.0, smem, regs, fmt, pl, cells * 4.0 * 1.2e-7)
        t = (t + 8.0e5) * value_of(dt, {"iec_table": 1.0, "nec_table": 1.002}) * value_of(lg, {"per_tray": 1.0, "per_circuit": 1.003})
        bad = ((ok == 0) | ((md == "thermal_ladder") & (tk == "solid_tray") & (sh == "pvc_sheath")) | ((md == "tray_air_cfd") & (s == 60))
               | ((fmt == "bf16_words") & (md == "bundle_section_fe") & (s == 0.6)))
        return np.where(bad, np.nan, t)
    return cost


def cable_params() -> dict[str, list[Any]]:
    return {"cable_heat_model": ["thermal_ladder", "bundle_section_fe", "tray_air_cfd"],
            "tray_kind": ["ladder_tray", "solid_tray"], "cable_sheath": ["pvc_sheath", "xlpe_sheath"],
            "load_step_s": [0.6, 6, 60], "cables_per_block": [8, 32], "dual_threads": [64, 128, 256, 512],
            "number_format": ["single_words", "double_words", "bf16_words"],
            "die_spread": ["one_die", "both_interleaved", "both_first_touch"], "derating_table": ["iec_table", "nec_table"],
            "load_log": ["per_tray", "per_circuit"]}


def seen_74_synthetic() -> list[tuple[str, Landscape]]:
    """The seventy-fourth held-out set's synthetic part: nine families no earlier set had (constants of an HBM
    CPU of 56 cores at 2.535 GHz sharing a 112.5 MB L3, with 64 GB of HBM at 1.435 TB/s and 487.5 GB of DDR at
    271.5 GB/s, and a dual-die GPU of two dies of 66 cores with 176.5 KB of shared memory a core, each die with
    45.75 GB of HBM at 2.395 TB/s behind a 41.25 MB L2, joined by a 0.965 TB/s link, bf16 matrix work 5.15 times
    as fast, at 1.695 GHz; times in us)."""
    L, S = Landscape, "seen_74"
    return [
        (S, L("flax_retting_bw", flax_params(), flax_retting(5000.0), 0.02)),
        (S, L("razor_shave_bw", razor_params(), razor_shave(3000.0), 0.03)),
        (S, L("wetsuit_warmth_bw", wetsuit_params(), wetsuit_warmth(8000.0), 0.04)),
        (S, L("letterpress_ink_bw", letterpress_params(), letterpress_ink(2500.0), 0.03)),
        (S, L("pile_driving_bw", pile_params(), pile_driving(1.0e4), 0.02)),
        (S, L("orchard_frost_bw", frost_params(), orchard_frost(9.0e4), 0.03)),
        (S, L("banana_ripening_bw", banana_params(), banana_ripening(7.0e4), 0.02)),
        (S, L("spark_erosion_bw", spark_params(), spark_erosion(6.0e4), 0.04)),
        (S, L("cable_tray_bw", cable_params(), cable_tray(1.5e5), 0.03)),
    ]


SEEN_74_DIR = _data_dir("zoo_seen_74")


def seen_74() -> list[tuple[str, Landscape]]:
    """The seventy-fourth held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_74/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_74", SEEN_74_DIR)
    return seen_74_synthetic() + recorded
