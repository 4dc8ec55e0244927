"""The zoo's ``seen_72`` set.

``seen_72`` (was ``held_out_72``, :func:`seen_72`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the fiftieth round, see docs/benchmarks.md):
2 wins / 9 ties / 2 losses against the best peer, geo-mean
1.0113, the best of the five (tpe_mv 1.0151; random 1.1180); the synthetic nine 2 / 6 / 1 (wins
on darkroom development, 1.008 against rl's 1.014, and wallpaper seams, 1.003 against tpe_mv's
1.008; a loss on shoe soles, 1.014 against tpe_mv's 1.008), the best by geo-mean there (1.0046;
tpe_mv 1.0050); on 30 seeds its recorded four 0 / 3 / 1 (a loss on the GQA attention, 1.034
against 1.011, whose committed optimum is one fast sample), the best of five by geo-mean there
(1.0266; rl 1.0274); scored by the median of 9 quiet samples 0 / 3 / 1 with ``--confirm 0`` (the
SwiGLU FFN, 1.020 against TPE's 1.011) and 0 / 4 / 0 with ``--confirm 3`` (1.0040, third; TPE
and tpe_mv 1.0028); R1 2 / 9 / 2 as committed (1.0155, third of six: 1.096 on the FFN against
the default's 1.016) and the best of six on both quiet scorings (1.0047 and 1.0003).
Evaluated on an AVX-512 host with the numerics pinned (numpy's X86_V4 loops), where its committed traces were made; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (darkroom film developing, cork-stopper making,
sandcastle sculpting, pencil making, paperhanging, shoemaking, jigsaw-puzzle making, willow
basketry, floristry), with constants unlike the other sets' (a power-capped CPU of 64 cores whose
clock falls as more of them run, 3.715 GHz for up to eight and 2.315 GHz x (64 / threads)^0.305
beyond, its 512-bit vectors doing the vector work in half the cycles at 0.845 of that clock, an
83.25 MB L3 shared by all its threads, 264.5 GB/s of DDR holding 383.5 GB, dependent misses of
0.1035 us and a barrier of 0.0385 us a thread a round; a managed-memory GPU of 106 cores with
196.5 KB of shared memory, 2048 threads and 32 blocks a core, 128 fused-multiply-add lanes at
1.485 GHz, fp64 at half the rate, 2.635 TB/s of HBM holding 73.25 GB behind a 59.75 MB L2 that
moves a working set that fits at 2.455 times the HBM's rate, latency hidden as 1 - 0.655
exp(-2.085 occupancy), 0.495 us a wave and a kernel launch of 4.65 us, and the host's 755.5 GB
over a 56.25 GB/s link; times in us, bandwidths in bytes/us). The CPU families hand their jobs
out in claims of 1, 8 or 32 (or 8 and 32) to 8, 16, 32 or 64 threads with 256- or 512-bit
vectors (the fewer the threads, the higher the capped clock); the threads share the L3 for their
tables (each time the tables outgrow it, up to twice, the family's penalty on the cycles) and the
resident jobs and tables over the DDR fail; the GPU families run their items in blocks of 64-512
threads in whole waves, latency hidden by the occupancy, their data held in device memory only
(over the 73.25 GB: fail), in managed pages (3.75% more always; what outgrows the HBM migrates
over the link every step, page faults making it 1.745 times a bulk copy) or mapped from the host
(every byte of a step over the link instead of the HBM):

- ``darkroom_develop_bu`` (1944, 36.7%, 1.2 x 10^6x): a darkroom's film-development studies,
  4,800 rolls' 6-13 minutes of development (three and a half times that standing) on the
  power-capped CPU, the developer at the emulsion as a well-stirred layer (not in a stand tank),
  diffusing through the gelatin by finite differences (60 layers; at 50-s steps in stock-strength
  developer: fails) or a population of developing silver-halide grains (900; at 50-s steps:
  fails), stock strength, 1+1 (0.6%) or 1+50 (not in a rotary drum), a rotary drum, inversions
  (0.6%) or a stand tank, 0.5-50-s steps, claims of 1-32 rolls over 8-64 threads with 256- or
  512-bit vectors (1.1%; the grains' 9 MB of tables a thread over the L3: a ramp; the resident
  rolls over the memory: fail); 16 within 5%.
- ``cork_stopper_bu`` (1296, 45.8%, 2.5 x 10^6x): a cork maker's corking studies, 7,200 stoppers'
  0.4 s in a corker's jaws and into the bottle's neck on the CPU, the cork as a linear cellular
  solid (not for agglomerated granules), a hyperelastic foam (120 cells; from unboiled planks at
  2-ms steps: fails) or finite elements of its cell walls (3,000; at 2-ms steps, or colmated in
  claims of 32: fails), planks unboiled, boiled once or twice (5.1% behind), stoppers punched,
  agglomerated from granules (their tables two and a half times larger) or colmated (6.3%),
  0.02-2-ms steps, claims of 8 or 32 (5.1%) over 8-64 threads with 256- or 512-bit vectors (the
  resident stoppers over the memory: fail); one within 5%.
- ``sandcastle_tower_bu`` (2592, 42.6%, 6.8 x 10^4x): a sand sculptor's slump studies, 2,400 towers'
  six hours in the sun or the shade on the CPU, the wet sand's cohesion from a suction table (not
  for wet funicular mixes, nor angular silica), a material point method of the tower (5,000
  points; at 50-minute steps: fails) or unsaturated finite elements (400; in sun and a breeze at
  50-minute steps: fails), fine beach (0.8%), coarse river or angular silica sand, a damp
  pendular or a wet funicular mix, shaded and calm or sunny with a breeze (1.1%), 0.5-50-minute
  steps, claims of 1-32 towers (4.5% at 1) over 8-64 threads with 256- or 512-bit vectors (0.2%;
  the resident towers over the memory: fail); 10 within 5%.
- ``pencil_point_bu`` (864, 48.1%, 5.9 x 10^5x): a pencil maker's point-breakage studies, 9,600
  sharpened pencils written for 10, 100 or 1,000 strokes on the CPU, the point as a cantilever
  beam (not for hard 4H leads), a population of flaws in the fired lead (200; their 14 MB of
  tables a thread over the L3: a ramp; in basswood at 1,000 strokes: fails) or a lattice of
  particles (6,000; at 1,000 strokes, or soft 2B leads in claims of 8: fails), HB, 2B or 4H
  leads, incense cedar or basswood slats (7.3%), claims of 8 (4.6%) or 32 over 8-64 threads with
  256- or 512-bit vectors (the resident pencils over the memory: fail); two within 5%.
- ``wallpaper_seam_bu`` (5832, 51.6%, 2.8 x 10^5x): a paperhanger's seam studies, 3,600 pasted
  lengths' 24 hours of drying on the CPU, the paper's swelling as one lumped strain (not for
  vinyl-faced papers), the curl of the paste and paper as a bilayer (2,000 strips; at 200-s steps
  after a ten-minute soak: fails) or orthotropic finite elements of the sheet (300; at 200-s
  steps: fails), lining paper (0.6%), vinyl-faced or non-woven (pasted on the wall, never soaked:
  soaked, fails), and three that barely matter (wheat starch, methyl cellulose or premixed paste,
  no soak or a five- or ten-minute soak: 0.4-1.2%), 2-200-s steps, claims of 1-32 lengths (3%) over
  8-64 threads with 256- or 512-bit vectors (the resident lengths over the memory: fail): eight
  parameters, 39 within 5%.
- ``shoe_sole_bu`` (3888, 55.1%, 1.9 x 10^6x): a shoemaker's sole-bonding studies, 1.2 x 10^5
  soles' 15.5 minutes of flash-off and pressing on the managed-memory GPU, the cement's bond line
  as a lumped film (not on leather soles), its solvent flashing off by finite differences (64
  layers; at 10-s steps, or hot-melt cement that has no solvent: fails) or a cohesive-zone peel
  of finite elements (400; in single words with polyurethane cement: fails), chloroprene (0.8%),
  polyurethane (2%) or hot-melt cement, rubber (0.4%), leather or EVA-foam soles, 0.1-10-s steps,
  single or double words, 8 or 32 soles a block (over the 196.5 KB: fail), 64-512 threads (over
  the register file: fail), the data in device memory (the peel elements' soles over the 73.25
  GB: fail), managed pages (1.8%) or mapped from the host; 12 within 5%.
- ``jigsaw_die_bu`` (10368, 59.3%, 5.9 x 10^5x): a jigsaw-puzzle maker's die-cutting studies,
  6 x 10^4 printed sheets' 20-ms strokes of a steel-rule die on the GPU, the board's cutting by a
  crush law (2 cells a piece), finite elements of its plies (30; in single words at 2,000 pieces:
  fails) or fibres by smoothed particles (120; at 100-us steps: fails), and two that barely matter
  (grey chipboard or blue board, a ribbon grid or a random whimsy cut: 0.3-0.4% at most), 500,
  1,000 or 2,000 pieces, 1-100-us steps, single or double words, 2-16 sheets a block (0.9-5%; over
  the 196.5 KB: fail), 64-512 threads (1.2-6%; the crush law's strokes bandwidth-bound), the data in
  device memory, managed pages (3.7%) or mapped from the host: nine parameters, 35 within 5%.
- ``willow_basket_bu`` (3888, 62.3%, 1.7 x 10^6x): a basket maker's handle-load studies, 4 x 10^4
  woven willow baskets' 2 s under a load on the GPU, the wall as a homogenised shell (not for
  three-rod waling; white willow at 50-ms steps 16 baskets a block: fails), a network of rods over
  the stakes (600; in single words at 0.5-ms steps: fails) or rods in contact by finite elements
  (2,400; at 50-ms steps: fails), buff, brown (5.9%) or white willow, randing, slewing or three-rod
  waling, 0.5-50-ms steps, single or double words, 4 or 16 baskets a block (over the 196.5 KB:
  fail), 64-512 threads, the data in device memory (the contact rods' baskets over the 73.25 GB:
  fail), managed pages (1.6%) or mapped from the host; two within 5%.
- ``vase_life_bu`` (7776, 58.5%, 4.0 x 10^6x): a florist's vase-life studies, 2 x 10^5 cut stems'
  ten days in the vase on the GPU, the stem's water uptake through one lumped conductance (not
  with a chlorine dose), a bundle of xylem vessels blocking one by one (150; in single words at
  0.1-h steps: fails) or a network of vessels through their pit membranes (1,200; at 10-h steps,
  or tulips cut on a slant: fails), and four that barely matter (roses, tulips or
  chrysanthemums, plain tap water, flower food or a chlorine dose, a straight or a slant cut:
  0.1-0.4%), 0.1-10-h steps, single or double words (4%), 32 or 128 stems a block (3.2%; over the
  196.5 KB: fail), 64-512 threads (0.6-9%; over the register file: fail), the data in device
  memory, managed pages (0.2%) or mapped from the host: nine parameters, 120 within 5%.

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier recorded landscape
covers, and four spaces whose parameters no earlier space of their op kind tuned together: a non-causal
grouped-query attention, cross attention (55 queries over 142 keys, 51 query heads over 3 KV heads, groups of
17, d 54: not a multiple of 8, three 16-float vectors and a 6-float tail, as every number up to 50 is taken in
some dimension of an earlier attention space, 52 too; 51 is the smallest free head count and 54 the smallest
free even head dimension), with its softmax, pipeline, ``opt_level`` (O0 to O3) and unroll but its query block,
KV block and KV split left at the default (the query block 128: one block of the 55 queries; the KV block 128:
two blocks of the 142 keys, 8 whole 16-key panels and a 14-key tail; no KV split), a batch-2 GEMM without bias
tuning its M tile with the output alignment and ``opt_level`` (O1 to O3) (284 rows: 18 to 2 row blocks; 2 x 284
x 832 @ 832 x 824, 824 not a multiple of 16, so the aligned C rows are padded to 832; its N and K tiles,
pipeline, L1 prefetch, schedule, unroll and layout at the default), a gated SiLU (SwiGLU) FFN tuning the down
projection's N tile with the down L1 prefetch and ``opt_level`` (O1 to O3) (800 wide: 50 to 4 column blocks; 204
tokens, 800 hidden, 1208 intermediate), and an RMSNorm with its stats and its ``opt_level`` (O0 to O3) but
neither its rows a block, its hidden split, its pipeline nor its unroll (a set no earlier LayerNorm or RMSNorm
space tuned; 8 configurations, the full value lists: the untuned norm sets of 9 or more are used up and this is
the largest left; 1752 rows x 3144), each space measured exhaustively (every configuration compiled, checked
against numpy, timed 3 times) by ``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_72/``
(gzip JSON, times in us, provenance in each file's ``source``, 9.0 KB in all). They were recorded on the shared
2-core machine the standing way, ``--only`` each, one after another, the recorder at normal priority (not
niced), 60 s after the lead's go (the load average 0.31 at the start), on the host that recorded
held_out_62's..held_out_71's four (now seen_62's..seen_71's), an AMD EPYC with AVX-512 (avx512f, avx512dq,
avx512bw, avx512vl and more): their ``host_cpu`` (81db2b0747f882f3) is seen_71's, so the four are measurements
of the kernels' AVX-512 paths (16-lane vectors), like seen_62's..seen_71's and unlike
held_out_44's..held_out_61's (e12b91328de47f4d, an AVX2-only EPYC). ``ps`` (every 60 s over the standing
recording) showed nothing else running but the recorder, its measuring worker and its C compiler, this helper's
own sampling and waiting shells (sleeping) and idle tool shells (sleeping); this helper's drafting of the
synthetic families had ended before the go, and during the recording it only read the logs beside it (load
average 0.31-1.08 sampled every 10 s over the standing recording, the recorder itself included). The standing
recordings took 99, 75, 100 and 11 s (the attention, GEMM, FFN and RMSNorm), each under the 150 s its space was
sized for. The tail of their samples is real measurement noise (median spread 0.9-4.7%), and the fastest sample
is the true cost: THE ATTENTION'S OPTIMUM RESTS ON ONE FAST SAMPLE (its other two samples 1.087 and 1.098 times
it, 15th by median of 120; the next fastest 1.011 times it (median 1.056), the best by median 1.034 (median
1.041)); THE GEMM'S OPTIMUM RESTS ON ONE FAST SAMPLE (its other two samples 1.302 and 1.511 times it, 15th by
median of 96; the next fastest 1.057 times it (median 1.237), the best by median 1.170 (median 1.195)); THE
FFN'S OPTIMUM RESTS ON ONE FAST SAMPLE (its other two samples 1.160 and 1.191 times it, 30th by median of 96;
the next fastest 1.016 times it (median 1.153), the best by median 1.110 (median 1.116)); the RMSNorm's optimum
is also the best by median (samples 1.000, 1.006, 1.001; the next fastest 1.147 (median 1.157)). Before that,
the first and the last configuration of each space were compiled and measured once the recorder's way, in a
scratch cache outside the repository, to check they build and to estimate the recording time. Every
configuration ran, so they are 0% infeasible (reported, not forced into 30-70%):

============================================================  ==========================================  =======  ======  ======  =========
landscape                                                     op (shape)                                  configs  params  spread  worst/opt
============================================================  ==========================================  =======  ======  ======  =========
cpu_attention_gqa17_cross_softmax_pipeline_opt_unroll         grouped-query attention, cross (51 query        120       4      2%      11.8x
                                                              heads over 3 KV heads, 55 x 142, d 54)
cpu_gemm_batched_m_tile_align_opt                             batched GEMM (2 x 284 x 832 @ 832 x 824)         96       3      5%       2.7x
cpu_ffn_swiglu_down_n_down_prefetch_opt                       FFN, SwiGLU (204 tokens, 800 -> 1208)            96       3      2%       1.6x
cpu_rmsnorm_no_rows_per_block_no_split_no_pipeline_no_unroll  RMSNorm (1752 rows x 3144)                        8       2      1%       7.0x
============================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1, 2.2%, 4.7%, 1.9%, 0.9%; worst/opt 11.827,
2.675, 1.575, 6.975; within 5% of the optimum: 4, 1, 2, 1 configurations; the attention's optimum (softmax
online, pipeline single_buffer, opt_level O1, unroll_factor 2) has samples 1.087, 1.098, 1.000 times its
fastest, 15th by median of 120 (median 1.087), the next fastest (softmax online, pipeline double_buffer,
opt_level O3, unroll_factor 0) 1.011 (median 1.056) and the best by median (softmax online, pipeline
double_buffer, opt_level O3, unroll_factor 2) 1.034 (median 1.041); the other values at least: softmax two_pass
1.323; pipeline none 1.051, double_buffer 1.011; opt_level O0 7.460, O2 1.083, O3 1.011; unroll_factor 0 1.011,
4 1.052, 8 1.052, 16 1.039; the GEMM's optimum (tile_m 208, output_align True, opt_level O3) has samples 1.511,
1.000, 1.302 times its fastest, 15th by median of 96 (median 1.302), the next fastest (tile_m 224, output_align
False, opt_level O3) 1.057 (median 1.237) and the best by median (tile_m 176, output_align True, opt_level O3)
1.170 (median 1.195); the other values at least: tile_m 16 1.084, 32 1.327, 48 1.393, 64 1.331, 80 1.240, 96
1.196, 112 1.194, 128 1.189, 144 1.214, 160 1.274, 176 1.170, 192 1.246, 224 1.057, 240 1.206, 256 1.214;
output_align False 1.057; opt_level O1 2.209, O2 1.769; the FFN's optimum (down_tile_n 112, down_l1_prefetch
False, opt_level O3) has samples 1.160, 1.191, 1.000 times its fastest, 30th by median of 96 (median 1.160), the
next fastest (down_tile_n 144, down_l1_prefetch True, opt_level O3) 1.016 (median 1.153) and the best by median
(down_tile_n 208, down_l1_prefetch False, opt_level O2) 1.110 (median 1.116); the other values at least:
down_tile_n 16 1.168, 32 1.142, 48 1.135, 64 1.119, 80 1.097, 96 1.101, 128 1.131, 144 1.016, 160 1.087, 176
1.113, 192 1.118, 208 1.110, 224 1.113, 240 1.128, 256 1.131; down_l1_prefetch True 1.016; opt_level O1 1.458,
O2 1.075; the RMSNorm's optimum (stats one_pass, opt_level O3) has samples 1.000, 1.006, 1.001 times its
fastest, 1st by median of 8 (median 1.001), the next fastest (stats one_pass, opt_level O1) 1.147 (median 1.157)
and the best by median (stats one_pass, opt_level O3) 1.000 (median 1.001); the other values at least: stats
two_pass 1.383; opt_level O0 3.789, O1 1.147, O2 1.222.)
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, _lookup, recorded_set, resident_blocks

# the power-capped CPU: 64 cores under one package power cap, so the clock falls as more cores run: 3.715 GHz for
# the first eight, then 2.315 GHz x (64 / threads)^0.305 (2.315 GHz with all 64); its 512-bit vector unit does twice
# the vector work a cycle but clocks the cores at 0.845 of that; an 83.25 MB L3 shared by all the threads (each time
# their tables outgrow it, up to twice, the family's penalty on the cycles); 264.5 GB/s of DDR holding 383.5 GB, a
# dependent miss 0.1035 us; a barrier 0.0385 us a thread a round; bandwidths in bytes/us
P_CORES, P_TURBO_GHZ, P_ALLCORE_GHZ, P_CAP_EXP, P_ZMM_CLOCK = 64, 3.715, 2.315, 0.305, 0.845
P_L3_MB, P_DDR_RATE, P_DDR_GB, P_MISS_US, P_SYNC_US = 83.25, 2.645e5, 383.5, 0.1035, 0.0385
# the managed-memory GPU: 106 cores with 196.5 KB of shared memory, 2048 threads and 32 blocks a core, 128
# fused-multiply-add lanes a core at 1.485 GHz, fp64 at half the rate; 2.635 TB/s of HBM holding 73.25 GB behind a
# 59.75 MB L2 (2.455 times the HBM's rate for a working set that fits); latency hidden as 1 - 0.655 exp(-2.085
# occupancy); a wave 0.495 us to start and a kernel launch 4.65 us; the host's 755.5 GB over a 56.25 GB/s link; the
# job's data held in device memory only (over the HBM: fails), in managed pages (what outgrows the HBM migrates over
# the link every step, page faults making it 1.745 times a bulk copy, and the page tables cost 3.75% always) or mapped
# from the host (every byte a step over the link instead of the HBM, no capacity limit but the host's)
U_CORES, U_SMEM_KB, U_THREADS, U_BLOCKS, U_LANES, U_GHZ, U_FP64 = 106, 196.5, 2048, 32, 128, 1.485, 0.5
U_HBM_RATE, U_HBM_GB, U_L2_MB, U_L2_GAIN, U_WAVE_US, U_LAUNCH_US = 2.635e6, 73.25, 59.75, 2.455, 0.495, 4.65
U_LINK, U_HOST_GB, U_FAULT, U_PAGE_TAX = 5.625e4, 755.5, 1.745, 1.0375


def _col(table: dict[Any, float], col: Any) -> np.ndarray:
    """The number ``table`` gives each configuration's value of ``col``."""
    return _lookup({(k,): v for k, v in table.items()}, col)


def _capped_run(jobs: Any, cyc: Any, vec: Any, traffic: Any, misses: Any, job_gb: Any, table_mb: Any, pen: float,
                chunk: Any, threads: Any, simd: Any) -> tuple[Any, Any]:
    """``jobs`` jobs on the power-capped CPU, each ``cyc`` cycles (a share ``vec`` of them vector work), ``traffic``
    bytes streamed, ``misses`` dependent misses and ``job_gb`` GB resident while it runs, over ``table_mb`` MB of
    tables a thread reads (``pen`` more cycles each time the threads' tables outgrow the L3), ``chunk`` jobs a claim
    on ``threads`` threads with 256- or 512-bit vectors. Returns (the time in us, whether it fits the memory)."""
    zmm = np.asarray(simd) == "zmm_512"
    clock = np.minimum(P_TURBO_GHZ, P_ALLCORE_GHZ * (P_CORES / threads) ** P_CAP_EXP) * np.where(zmm, P_ZMM_CLOCK, 1.0)
    eff = cyc * ((1.0 - vec) + vec * np.where(zmm, 0.5, 1.0))
    claims = np.ceil(jobs / chunk)
    busy = np.minimum(threads, claims)
    rounds = np.ceil(claims / busy)
    over = np.clip(table_mb * busy / P_L3_MB - 1.0, 0.0, 2.0)
    work = rounds * chunk * (eff * (1.0 + pen * over) / (clock * 1e3) + misses * P_MISS_US)
    stream = jobs * traffic / P_DDR_RATE
    t = np.maximum(work, stream) + 0.165 * np.minimum(work, stream) + rounds * busy * P_SYNC_US
    fits = busy * chunk * job_gb + table_mb * busy / 1024.0 <= P_DDR_GB
    return t, fits


def _managed_run(items: Any, steps: Any, kernels: Any, per_block: Any, threads: Any, flops: Any, nbytes: Any,
                 smem: Any, regs: Any, fp64: Any, item_gb: Any, io_gb: Any, mode: Any) -> tuple[Any, Any]:
    """``items`` items over ``steps`` steps of ``kernels`` kernels on the managed-memory GPU, ``per_block`` items a
    block of ``threads`` threads, ``flops`` flops and ``nbytes`` bytes an item a step, ``smem`` bytes of shared
    memory a block, ``regs`` registers a thread (at most 255), fp64 or not, ``item_gb`` GB of working set an item
    and ``io_gb`` GB in and out over the link, the data held by ``mode``. Returns (the time in us, the blocks a core
    holds, 0 when none fits or the data does not fit where it is held)."""
    mode = np.asarray(mode)
    blocks = np.ceil(items / per_block)
    res = resident_blocks(threads, smem, regs, U_SMEM_KB, U_THREADS, U_BLOCKS, 255)
    per = np.maximum(res, 1.0)
    held = np.minimum(per, np.ceil(blocks / U_CORES))
    hide = 1.0 - 0.655 * np.exp(-2.085 * held * threads / U_THREADS)
    wc = held * np.ceil(per_block / threads) * threads * flops / (
        2.0 * U_LANES * U_GHZ * 1e3 * np.where(fp64, U_FP64, 1.0) * hide)
    ws = items * item_gb
    rate = np.where(mode == "host_mapped", U_LINK, U_HBM_RATE * np.where(ws * 1024.0 <= U_L2_MB, U_L2_GAIN, 1.0))
    wm = U_CORES * held * per_block * nbytes / rate
    waves = np.ceil(blocks / (U_CORES * per))
    t = steps * (waves * (np.maximum(wc, wm) + 0.135 * np.minimum(wc, wm) + U_WAVE_US) + kernels * U_LAUNCH_US)
    managed = mode == "managed_pages"
    mig = np.where(managed, steps * np.maximum(ws - U_HBM_GB, 0.0) * 1e9 * U_FAULT / U_LINK, 0.0)
    t = np.where(managed, t * U_PAGE_TAX, t) + mig + 2.0 * io_gb * 1e9 / U_LINK
    fits = np.where(mode == "device_only", ws <= U_HBM_GB, ws <= U_HOST_GB)
    return t, res * fits


# ---------------------------------------------------------------- power-capped CPU families
def darkroom_develop(rolls: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        tr, dil, ag = np.asarray(c["developer_transport"]), np.asarray(c["developer_dilution"]), np.asarray(c["tank_agitation"])
        s, ch, th, isa = c["develop_step_s"], c["roll_chunk"], c["capped_threads"], c["vector_isa"]
        dev_s = _col({"stock_strength": 360.0, "one_plus_one": 372.0, "one_plus_fifty": 780.0}, dil) * _col(
            {"rotary_drum": 0.97, "inversion_tank": 1.0, "stand_tank": 3.5}, ag)
        steps = dev_s / s
        cells = _col({"stirred_layer": 1.0, "gelatin_diffusion_fd": 60.0, "grain_population": 900.0}, tr)
        cyc = steps * cells * _col({"stirred_layer": 220.0, "gelatin_diffusion_fd": 310.0, "grain_population": 540.0}, tr)
        vec = _col({"stirred_layer": 0.2, "gelatin_diffusion_fd": 0.6, "grain_population": 0.75}, tr)
        tab = _col({"stirred_layer": 0.3, "gelatin_diffusion_fd": 2.5, "grain_population": 9.0}, tr)
        t, fits = _capped_run(rolls, cyc, vec, steps * cells * 64.0, steps * cells * 0.05, cells * steps * 2.0e-7 + 0.01,
                              tab, 0.8, ch, th, isa)
        bad = (~fits | ((tr == "stirred_layer") & (ag == "stand_tank")) | ((tr == "grain_population") & (s == 50))
               | ((tr == "gelatin_diffusion_fd") & (s == 50) & (dil == "stock_strength")) | ((dil == "one_plus_fifty") & (ag == "rotary_drum")))
        return np.where(bad, np.nan, t + 300.0)
    return cost


def darkroom_params() -> dict[str, list[Any]]:
    return {"developer_transport": ["stirred_layer", "gelatin_diffusion_fd", "grain_population"],
            "developer_dilution": ["stock_strength", "one_plus_one", "one_plus_fifty"],
            "tank_agitation": ["rotary_drum", "inversion_tank", "stand_tank"], "develop_step_s": [0.5, 5, 50],
            "roll_chunk": [1, 8, 32], "capped_threads": [8, 16, 32, 64], "vector_isa": ["ymm_256", "zmm_512"]}


def cork_stopper(stoppers: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        so, bo, kd = np.asarray(c["cork_solid"]), np.asarray(c["plank_boiling"]), np.asarray(c["stopper_kind"])
        ms, ch, th, isa = c["jaw_step_ms"], c["stopper_chunk"], c["capped_threads"], c["vector_isa"]
        steps = 400.0 / ms
        cells = _col({"linear_cellular": 1.0, "hyperelastic_foam": 120.0, "cell_wall_fe": 3000.0}, so)
        cyc = steps * cells * _col({"linear_cellular": 150.0, "hyperelastic_foam": 420.0, "cell_wall_fe": 800.0}, so) * _col(
            {"unboiled_plank": 1.25, "boiled_once": 1.0, "boiled_twice": 1.08}, bo) * _col(
            {"punched_natural": 1.0, "agglomerated_granules": 1.3, "colmated_natural": 1.1}, kd)
        vec = _col({"linear_cellular": 0.1, "hyperelastic_foam": 0.45, "cell_wall_fe": 0.7}, so)
        tab = _col({"linear_cellular": 0.5, "hyperelastic_foam": 3.0, "cell_wall_fe": 12.0}, so) * _col(
            {"punched_natural": 1.0, "agglomerated_granules": 2.5, "colmated_natural": 1.2}, kd)
        t, fits = _capped_run(stoppers, cyc, vec, steps * cells * 96.0, steps * cells * 0.3, cells * steps * 1.5e-7 + 0.02,
                              tab, 1.1, ch, th, isa)
        bad = (~fits | ((so == "linear_cellular") & (kd == "agglomerated_granules")) | ((so == "cell_wall_fe") & (ms == 2))
               | ((so == "hyperelastic_foam") & (ms == 2) & (bo == "unboiled_plank")) | ((kd == "colmated_natural") & (so == "cell_wall_fe") & (ch == 32)))
        return np.where(bad, np.nan, t + 40.0)
    return cost


def cork_params() -> dict[str, list[Any]]:
    return {"cork_solid": ["linear_cellular", "hyperelastic_foam", "cell_wall_fe"],
            "plank_boiling": ["unboiled_plank", "boiled_once", "boiled_twice"],
            "stopper_kind": ["punched_natural", "agglomerated_granules", "colmated_natural"], "jaw_step_ms": [0.02, 0.2, 2],
            "stopper_chunk": [8, 32], "capped_threads": [8, 16, 32, 64], "vector_isa": ["ymm_256", "zmm_512"]}


def sandcastle_tower(towers: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        co, gr, wa, sun = np.asarray(c["sand_cohesion"]), np.asarray(c["sand_grade"]), np.asarray(c["mix_water"]), np.asarray(c["sun_exposure"])
        mn, ch, th, isa = c["slump_step_min"], c["tower_chunk"], c["capped_threads"], c["vector_isa"]
        steps = 360.0 / mn
        cells = _col({"suction_table": 10.0, "material_point_mpm": 5000.0, "unsaturated_fe": 400.0}, co)
        cyc = steps * cells * _col({"suction_table": 300.0, "material_point_mpm": 180.0, "unsaturated_fe": 650.0}, co) * _col(
            {"fine_beach": 1.0, "coarse_river": 0.97, "angular_silica": 1.2}, gr) * _col(
            {"pendular_damp": 1.0, "funicular_wet": 1.15}, wa) * _col({"shaded_calm": 1.0, "sunny_breeze": 1.04}, sun)
        vec = _col({"suction_table": 0.3, "material_point_mpm": 0.8, "unsaturated_fe": 0.55}, co)
        tab = _col({"suction_table": 1.0, "material_point_mpm": 0.4, "unsaturated_fe": 6.0}, co)
        t, fits = _capped_run(towers, cyc, vec, steps * cells * 40.0, steps * cells * 0.1, cells * steps * 3.0e-7 + 0.05,
                              tab, 0.6, ch, th, isa)
        bad = (~fits | ((co == "suction_table") & (wa == "funicular_wet")) | ((co == "material_point_mpm") & (mn == 50))
               | ((gr == "angular_silica") & (co == "suction_table")) | ((co == "unsaturated_fe") & (sun == "sunny_breeze") & (mn == 50)))
        return np.where(bad, np.nan, t + 950.0)
    return cost


def sandcastle_params() -> dict[str, list[Any]]:
    return {"sand_cohesion": ["suction_table", "material_point_mpm", "unsaturated_fe"],
            "sand_grade": ["fine_beach", "coarse_river", "angular_silica"], "mix_water": ["pendular_damp", "funicular_wet"],
            "sun_exposure": ["shaded_calm", "sunny_breeze"], "slump_step_min": [0.5, 5, 50], "tower_chunk": [1, 8, 32],
            "capped_threads": [8, 16, 32, 64], "vector_isa": ["ymm_256", "zmm_512"]}


def pencil_point(pencils: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        fr, gd, cs = np.asarray(c["point_fracture"]), np.asarray(c["lead_grade"]), np.asarray(c["pencil_casing"])
        n, ch, th, isa = c["stroke_count"], c["pencil_chunk"], c["capped_threads"], c["vector_isa"]
        cells = _col({"cantilever_beam": 1.0, "flaw_population": 200.0, "particle_lattice": 6000.0}, fr)
        cyc = n * cells * _col({"cantilever_beam": 400.0, "flaw_population": 250.0, "particle_lattice": 900.0}, fr) * _col(
            {"hb_lead": 1.0, "soft_2b_lead": 1.2, "hard_4h_lead": 0.9}, gd) * _col({"incense_cedar": 1.0, "basswood_slat": 1.1}, cs)
        vec = _col({"cantilever_beam": 0.05, "flaw_population": 0.5, "particle_lattice": 0.85}, fr)
        tab = _col({"cantilever_beam": 0.2, "flaw_population": 14.0, "particle_lattice": 3.0}, fr)
        t, fits = _capped_run(pencils, cyc, vec, n * cells * 120.0, n * cells * 0.4, cells * n * 8.0e-6 + 0.03,
                              tab, 1.4, ch, th, isa)
        bad = (~fits | ((fr == "cantilever_beam") & (gd == "hard_4h_lead")) | ((fr == "particle_lattice") & (n == 1000))
               | ((fr == "flaw_population") & (cs == "basswood_slat") & (n == 1000)) | ((gd == "soft_2b_lead") & (fr == "particle_lattice") & (ch == 8)))
        return np.where(bad, np.nan, t + 15.0)
    return cost


def pencil_params() -> dict[str, list[Any]]:
    return {"point_fracture": ["cantilever_beam", "flaw_population", "particle_lattice"],
            "lead_grade": ["hb_lead", "soft_2b_lead", "hard_4h_lead"], "pencil_casing": ["incense_cedar", "basswood_slat"],
            "stroke_count": [10, 100, 1000], "pencil_chunk": [8, 32], "capped_threads": [8, 16, 32, 64],
            "vector_isa": ["ymm_256", "zmm_512"]}


def wallpaper_seam(lengths: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        sw, pp, pa, sk = np.asarray(c["sheet_swelling"]), np.asarray(c["paper_stock"]), np.asarray(c["wall_paste"]), np.asarray(c["paste_soak"])
        s, ch, th, isa = c["paste_dry_step_s"], c["length_chunk"], c["capped_threads"], c["vector_isa"]
        steps = 8.64e4 / s
        cells = _col({"lumped_hygro": 1.0, "paste_bilayer_curl": 2000.0, "orthotropic_sheet_fe": 300.0}, sw)
        cyc = steps * cells * _col({"lumped_hygro": 250.0, "paste_bilayer_curl": 140.0, "orthotropic_sheet_fe": 520.0}, sw) * _col(
            {"lining_paper": 1.0, "vinyl_faced": 1.1, "non_woven_fleece": 0.985}, pp) * _col(
            {"wheat_starch": 1.0, "methyl_cellulose": 1.02, "premixed_tub": 1.01}, pa) * _col(
            {"no_soak": 1.0, "five_minutes": 1.004, "ten_minutes": 1.012}, sk)
        vec = _col({"lumped_hygro": 0.15, "paste_bilayer_curl": 0.7, "orthotropic_sheet_fe": 0.6}, sw)
        tab = _col({"lumped_hygro": 0.8, "paste_bilayer_curl": 5.0, "orthotropic_sheet_fe": 1.5}, sw)
        t, fits = _capped_run(lengths, cyc, vec, steps * cells * 24.0, steps * cells * 0.02, cells * steps * 4.0e-8 + 0.01,
                              tab, 0.5, ch, th, isa)
        bad = (~fits | ((pp == "non_woven_fleece") & (sk != "no_soak")) | ((sw == "lumped_hygro") & (pp == "vinyl_faced"))
               | ((sw == "orthotropic_sheet_fe") & (s == 200)) | ((sw == "paste_bilayer_curl") & (s == 200) & (sk == "ten_minutes")))
        return np.where(bad, np.nan, t + 3600.0)
    return cost


def wallpaper_params() -> dict[str, list[Any]]:
    return {"sheet_swelling": ["lumped_hygro", "paste_bilayer_curl", "orthotropic_sheet_fe"],
            "paper_stock": ["lining_paper", "vinyl_faced", "non_woven_fleece"],
            "wall_paste": ["wheat_starch", "methyl_cellulose", "premixed_tub"], "paste_soak": ["no_soak", "five_minutes", "ten_minutes"],
            "paste_dry_step_s": [2, 20, 200], "length_chunk": [1, 8, 32], "capped_threads": [8, 16, 32, 64],
            "vector_isa": ["ymm_256", "zmm_512"]}


# ---------------------------------------------------------------- managed-memory GPU families
def shoe_sole(soles: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        bl, cm, st = np.asarray(c["bond_line"]), np.asarray(c["sole_cement"]), np.asarray(c["sole_stock"])
        s, ww, pb, th, home = c["flash_step_s"], np.asarray(c["word_width"]), c["soles_per_block"], c["block_lanes"], c["data_home"]
        f64 = ww == "fp64_word"
        steps = 930.0 / s
        cells = _col({"lumped_film": 4.0, "solvent_flash_fd": 64.0, "cohesive_peel_fe": 400.0}, bl)
        fl = cells * _col({"lumped_film": 1500.0, "solvent_flash_fd": 2600.0, "cohesive_peel_fe": 5200.0}, bl) * _col(
            {"chloroprene_cement": 1.0, "polyurethane_cement": 1.03, "hotmelt_cement": 0.98}, cm) * _col(
            {"rubber_sole": 1.0, "leather_sole": 1.15, "eva_foam_sole": 0.99}, st)
        word = np.where(f64, 8.0, 4.0)
        smem = pb * cells * word * 6.0
        regs = _col({"lumped_film": 30.0, "solvent_flash_fd": 52.0, "cohesive_peel_fe": 110.0}, bl) * np.where(f64, 1.7, 1.0)
        t, ok = _managed_run(soles, steps, 2.0, pb, th, fl, cells * word * 20.0, smem, regs, f64,
                             cells * word * 3.9e-7, soles * 2.0e-6, home)
        bad = ((ok == 0) | ((bl == "lumped_film") & (st == "leather_sole")) | ((bl == "solvent_flash_fd") & (s == 10))
               | (~f64 & (bl == "cohesive_peel_fe") & (cm == "polyurethane_cement")) | ((cm == "hotmelt_cement") & (bl == "solvent_flash_fd")))
        return np.where(bad, np.nan, t)
    return cost


def shoe_params() -> dict[str, list[Any]]:
    return {"bond_line": ["lumped_film", "solvent_flash_fd", "cohesive_peel_fe"],
            "sole_cement": ["chloroprene_cement", "polyurethane_cement", "hotmelt_cement"],
            "sole_stock": ["rubber_sole", "leather_sole", "eva_foam_sole"], "flash_step_s": [0.1, 1, 10],
            "word_width": ["fp32_word", "fp64_word"], "soles_per_block": [8, 32], "block_lanes": [64, 128, 256, 512],
            "data_home": ["device_only", "managed_pages", "host_mapped"]}


def jigsaw_die(sheets: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        bc, bd, cut = np.asarray(c["board_cutting"]), np.asarray(c["puzzle_board"]), np.asarray(c["piece_cut"])
        n, us, ww, pb, th, home = c["piece_count"], c["stroke_step_us"], np.asarray(c["word_width"]), c["sheets_per_block"], c["block_lanes"], c["data_home"]
        f64 = ww == "fp64_word"
        steps = 2.0e4 / us
        cells = n * _col({"crush_law": 2.0, "ply_fe": 30.0, "fibre_sph": 120.0}, bc)
        fl = cells * _col({"crush_law": 60.0, "ply_fe": 220.0, "fibre_sph": 400.0}, bc) * _col(
            {"grey_chipboard": 1.0, "blue_board": 1.004}, bd) * _col({"ribbon_grid": 1.0, "random_whimsy": 1.003}, cut)
        word = np.where(f64, 8.0, 4.0)
        smem = pb * np.minimum(cells, 2000.0) * word * 2.0
        regs = _col({"crush_law": 28.0, "ply_fe": 64.0, "fibre_sph": 96.0}, bc) * np.where(f64, 1.6, 1.0)
        t, ok = _managed_run(sheets, steps, 1.0, pb, th, fl, cells * word * 90.0, smem, regs, f64,
                             cells * word * 2.0e-8, sheets * 5.0e-6, home)
        bad = ((ok == 0) | ((bc == "fibre_sph") & (us == 100)) | (~f64 & (bc == "ply_fe") & (n == 2000))
)
        return np.where(bad, np.nan, t)
    return cost


def jigsaw_params() -> dict[str, list[Any]]:
    return {"board_cutting": ["crush_law", "ply_fe", "fibre_sph"], "puzzle_board": ["grey_chipboard", "blue_board"],
            "piece_cut": ["ribbon_grid", "random_whimsy"], "piece_count": [500, 1000, 2000], "stroke_step_us": [1, 10, 100],
            "word_width": ["fp32_word", "fp64_word"], "sheets_per_block": [2, 4, 8, 16], "block_lanes": [64, 128, 256, 512],
            "data_home": ["device_only", "managed_pages", "host_mapped"]}


def willow_basket(baskets: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        wl, wi, wv = np.asarray(c["basket_wall"]), np.asarray(c["willow_rods"]), np.asarray(c["weave_stroke"])
        ms, ww, pb, th, home = c["load_step_ms"], np.asarray(c["word_width"]), c["baskets_per_block"], c["block_lanes"], c["data_home"]
        f64 = ww == "fp64_word"
        steps = 2000.0 / ms
        cells = _col({"homogenised_shell": 40.0, "rod_network": 600.0, "contact_rods_fe": 2400.0}, wl)
        fl = cells * _col({"homogenised_shell": 900.0, "rod_network": 420.0, "contact_rods_fe": 780.0}, wl) * _col(
            {"buff_willow": 1.0, "brown_willow": 1.15, "white_willow": 0.95}, wi) * _col(
            {"randing": 1.0, "slewing": 1.25, "three_rod_waling": 1.5}, wv)
        word = np.where(f64, 8.0, 4.0)
        smem = pb * np.minimum(cells, 800.0) * word * 5.0
        regs = _col({"homogenised_shell": 48.0, "rod_network": 40.0, "contact_rods_fe": 120.0}, wl) * np.where(f64, 1.8, 1.0)
        t, ok = _managed_run(baskets, steps, 3.0, pb, th, fl, cells * word * 14.0, smem, regs, f64,
                             cells * word * 1.0e-6, baskets * 1.0e-5, home)
        bad = ((ok == 0) | ((wl == "homogenised_shell") & (wv == "three_rod_waling")) | ((wl == "contact_rods_fe") & (ms == 50))
               | (~f64 & (wl == "rod_network") & (ms == 0.5)) | ((wi == "white_willow") & (wl == "homogenised_shell") & (ms == 50) & (pb == 16)))
        return np.where(bad, np.nan, t)
    return cost


def willow_params() -> dict[str, list[Any]]:
    return {"basket_wall": ["homogenised_shell", "rod_network", "contact_rods_fe"],
            "willow_rods": ["buff_willow", "brown_willow", "white_willow"], "weave_stroke": ["randing", "slewing", "three_rod_waling"],
            "load_step_ms": [0.5, 5, 50], "word_width": ["fp32_word", "fp64_word"], "baskets_per_block": [4, 16],
            "block_lanes": [64, 128, 256, 512], "data_home": ["device_only", "managed_pages", "host_mapped"]}


def vase_life(stems: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        hy, fl_, wa, cu = np.asarray(c["stem_hydraulics"]), np.asarray(c["cut_flower"]), np.asarray(c["vase_water"]), np.asarray(c["stem_cut"])
        h, ww, pb, th, home = c["vase_step_h"], np.asarray(c["word_width"]), c["stems_per_block"], c["block_lanes"], c["data_home"]
        f64 = ww == "fp64_word"
        steps = 240.0 / h
        cells = _col({"lumped_conductance": 2.0, "vessel_bundle": 150.0, "pit_network": 1200.0}, hy)
        fl = cells * _col({"lumped_conductance": 800.0, "vessel_bundle": 300.0, "pit_network": 260.0}, hy) * _col(
            {"rose_stems": 1.0, "tulip_stems": 0.96, "chrysanthemum_stems": 1.02}, fl_) * _col(
            {"plain_tap": 1.0, "flower_food": 1.012, "chlorine_dose": 1.006}, wa) * _col({"straight_cut": 1.0, "slant_cut": 1.004}, cu)
        word = np.where(f64, 8.0, 4.0)
        smem = pb * np.minimum(cells, 150.0) * word * 3.0
        regs = _col({"lumped_conductance": 24.0, "vessel_bundle": 60.0, "pit_network": 88.0}, hy) * np.where(f64, 1.75, 1.0)
        t, ok = _managed_run(stems, steps, 2.0, pb, th, fl, cells * word * 8.0, smem, regs, f64,
                             cells * word * 2.5e-7, stems * 1.0e-6, home)
        bad = ((ok == 0) | ((hy == "lumped_conductance") & (wa == "chlorine_dose")) | ((hy == "pit_network") & (h == 10))
               | (~f64 & (hy == "vessel_bundle") & (h == 0.1)) | ((fl_ == "tulip_stems") & (hy == "pit_network") & (cu == "slant_cut")))
        return np.where(bad, np.nan, t)
    return cost


def vase_params() -> dict[str, list[Any]]:
    return {"stem_hydraulics": ["lumped_conductance", "vessel_bundle", "pit_network"],
            "cut_flower": ["rose_stems", "tulip_stems", "chrysanthemum_stems"],
            "vase_water": ["plain_tap", "flower_food", "chlorine_dose"], "stem_cut": ["straight_cut", "slant_cut"],
            "vase_step_h": [0.1, 1, 10], "word_width": ["fp32_word", "fp64_word"], "stems_per_block": [32, 128],
            "block_lanes": [64, 128, 256, 512], "data_home": ["device_only", "managed_pages", "host_mapped"]}


def seen_72_synthetic() -> list[tuple[str, Landscape]]:
    """The seventy-second held-out set's synthetic part: nine families no earlier set had (constants of a
    power-capped CPU of 64 cores, 3.715 GHz for up to eight and 2.315 GHz x (64 / threads)^0.305 beyond, 512-bit
    vectors at 0.845 of that clock, an 83.25 MB L3 and 264.5 GB/s of DDR holding 383.5 GB, and a managed-memory GPU
    of 106 cores with 196.5 KB of shared memory a core, 2.635 TB/s of HBM holding 73.25 GB behind a 59.75 MB L2 at
    1.485 GHz and fp64 at half the rate, its data in device memory, in managed pages or mapped from the host's
    755.5 GB over a 56.25 GB/s link; times in us)."""
    L, S = Landscape, "seen_72"
    return [
        (S, L("darkroom_develop_bu", darkroom_params(), darkroom_develop(4800.0), 0.03)),
        (S, L("cork_stopper_bu", cork_params(), cork_stopper(7200.0), 0.02)),
        (S, L("sandcastle_tower_bu", sandcastle_params(), sandcastle_tower(2400.0), 0.04)),
        (S, L("pencil_point_bu", pencil_params(), pencil_point(9600.0), 0.02)),
        (S, L("wallpaper_seam_bu", wallpaper_params(), wallpaper_seam(3600.0), 0.03)),
        (S, L("shoe_sole_bu", shoe_params(), shoe_sole(1.2e5), 0.03)),
        (S, L("jigsaw_die_bu", jigsaw_params(), jigsaw_die(6.0e4), 0.01)),
        (S, L("willow_basket_bu", willow_params(), willow_basket(4.0e4), 0.02)),
        (S, L("vase_life_bu", vase_params(), vase_life(2.0e5), 0.04)),
    ]


SEEN_72_DIR = _data_dir("zoo_seen_72")


def seen_72() -> list[tuple[str, Landscape]]:
    """The seventy-second held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_72/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_72", SEEN_72_DIR)
    return seen_72_synthetic() + recorded
