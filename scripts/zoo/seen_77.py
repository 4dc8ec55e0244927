"""The zoo's ``seen_77`` set.

``seen_77`` (was ``held_out_77``, :func:`seen_77`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the fifty-second round, see docs/benchmarks.md):
3 wins / 9 ties / 1 loss against the best peer, geo-mean
1.0044, the best of the five (tpe_mv 1.0049; random 1.5577); the synthetic nine 3 / 6 / 0 (wins
on the algae raceway, 1.003 against tpe_mv's 1.008, flange bolting, 1.000 against 1.019, and
rubber tapping, 1.017 against 1.025), the best by geo-mean there (1.0032; tpe_mv 1.0070); on 30
seeds its recorded four 0 / 3 / 1 (a loss on the batch-2 GEMM with bias, 1.024 against random's,
rl's and tpe_mv's 1.000; its committed optimum rests on one fast sample), the last of five there
(1.0071; tpe_mv 1.0000); scored by the median of 9 quiet samples 0 / 3 / 1 with ``--confirm 0``
(the SiLU FFN, 1.010 against tpe_mv's 1.000; 1.0042, level with rl, the best) and 0 / 4 / 0 with
``--confirm 3`` (1.0006, the best of five); R1 3 / 9 / 1 as committed (1.0053, third of six),
third of six with ``--confirm 0`` (1.0063) and fourth of six with ``--confirm 3`` (1.0047),
behind the default on all three.
Evaluated on an AVX-512 host with the numerics pinned (numpy's X86_V4 loops), where its committed traces were made; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (rubber tapping, brake making, flange bolting,
carcass chilling, concrete formwork, ship salvage, grease-interceptor sizing, algae farming,
breakwater design), with constants unlike the other sets' (a vector-engine card of 8 vector cores
at 1.585 GHz, each streaming 32 elements a cycle through vector registers of up to 256 elements (a
vector instruction's start-up 13.5 cycles, so short vectors waste it, and a loop longer than the
register strip-mined), 16384 elements of registers a core (a job's live vectors over them spilling:
0.3275 more vector cycles for each time they outnumber them, up to three), the cores sharing a 15.75
MB last-level cache, 48.75 GB of HBM at 1385 GB/s, an x86 vector host running the scalar share
2.485 times as fast over PCIe at 13.65 GB/s (0.0455 of a job's traffic crossing it then), a barrier
of 0.0845 us a core a round and 0.2925 of the lesser of work and streaming overlapping; a systolic
accelerator of up to 8 cores, each a 128 x 128 systolic array at 0.9475 GHz (a pass fills the
array's rows with the folded items' rows and pads the rest) beside a vector unit of 2048 lanes, 26.75
MB of unified buffer a core (double-buffered when the state is kept there), 31.75 GB of HBM at 819.5
GB/s and the host over PCIe at 18.45 GB/s, in int8 (twice the bf16 rate), bf16 or fp32 emulated in
three bf16 passes, the clock capped by power (falling as 1 - 0.3325 (cores / 8)^2), state kept in the
unified buffer moving 0.275 of the traffic, copied in and out once over PCIe unless kept in the
host's memory, a launch of 5.85 us a batch and 0.3175 of the lesser of compute and memory
overlapping; times in us, bandwidths in bytes/us). The vector-engine families hand their jobs out in
claims of 1, 8 or 32 (or 1 to 64; 16 for the carcasses) to 1, 2, 4 or 8 cores (4 or 8 for the
carcasses), the cores' tables over the cache a ramp (each time they outgrow it, up to twice, the
family's penalty on the cycles), vectors of 32, 64, 128 or 256 elements, the scalar share on the
vector cores or the host, the jobs in flight over the HBM's 48.75 GB failing; the systolic families
fold 1, 4, 16 or 64 items into a pass (1, 8 or 64 in the raceway) on 1, 2, 4 or 8 cores in int8,
bf16 or emulated fp32 (bf16 or fp32 in the raceway), the state in the unified buffer, the HBM or the
host's memory, a batch over a core's 26.75 MB of unified buffer failing, and a state over the HBM's
31.75 GB failing unless kept in the host's memory:

- ``rubber_tap_bz`` (5184, 45.8%, 7.9 x 10^3x): a rubber planter's tapping studies, 6,000 trees'
  half-year season (4,380 h) of tapping on the vector engine (150 us of setup a run besides), the
  latex yield by a table of clone and tapping system (not for a quarter spiral), the laticifers'
  turgor and sucrose reloading between tappings as an ODE (24 pools; at 12-h steps with ethephon:
  fails) or the tapping panel's bark as finite volumes (1,800; at 0.5-h steps, or in 256-element
  vectors with the host: fails), a half spiral every second day, every third (3.0%) or a quarter
  spiral every fourth, no stimulant or 2% ethephon (4.5%), 0.5-12-h steps, claims of 1-64 trees
  (0.4-2.1%) over 1-8 cores (the bark's 3.1 MB of tables a core over the cache: a ramp; the trees in
  flight over the HBM: fail), vectors of 32 to 256 elements (1.4-10%), the scalar share on the
  vector cores (2.2 x) or the host; 14 within 5%.
- ``disc_brake_bz`` (5184, 44.4%, 1.4 x 10^5x): a brake maker's fade studies, 4,000 descents'
  ten minutes down a mountain pass on the vector engine (60 us of setup a run besides), the
  friction by a table of the pad's mu against temperature (not for a sintered pad), a lumped heat
  balance of the disc and pad (6 nodes; at 1-s steps with a vented disc: fails) or axisymmetric
  finite differences of the disc (2,400 cells; at 1-s steps, or in 32-element vectors: fails), an
  organic, semi-metallic (2.0%) or sintered pad, a solid or vented disc (3.0%), 0.01-1-s steps,
  claims of 1-32 descents (0.3-1.8%) over 1-8 cores (the disc's 2.6 MB of tables a core over the
  cache: a ramp; the descents in flight over the HBM: fail), vectors of 32 to 256 elements
  (1.4-9.6%), the scalar share on the vector cores (2.2 x) or the host; 18 within 5%.
- ``flange_bolt_bz`` (5184, 59.3%, 6.7 x 10^3x): a pipefitter's bolt-up studies, 2,600 flanged
  joints tightened in 1, 3 or 5 passes of 40 steps on the vector engine (40 us of setup a run
  besides), the bolt loads by a torque-tension table with its nut factor (not for a ring-type
  joint), the bolts' elastic interaction as a matrix over the passes (64 bolts; in one pass: fails)
  or finite elements of the flange and gasket (4,200; in five passes: fails), a spiral-wound,
  ring-type (18 x) or sheet gasket (6.9%), a hand torque wrench or a hydraulic tensioner (8.9%;
  with a sheet gasket and no finite elements: fails), 1, 3 (3.0 x) or 5 passes (4.9 x), claims of
  1, 8 or 32 joints (1.9% and 6.9%) over 1-8 cores (the elements' 3.6 MB of tables a core over the
  cache: a ramp; the joints in flight over the HBM: fail), vectors of 32 to 256 elements (3.6-25%),
  the scalar share on the vector cores (1.7 x) or the host; three within 5%.
- ``carcass_chill_bz`` (864, 52.8%, 9.9 x 10^2x): a meat plant's chilling studies, 2,500
  carcasses' first day in the chiller on the vector engine in claims of 16 (25 us of setup a run
  besides), the deep-muscle temperature by a chill-curve table (not for lamb), a lumped carcass
  cooling and losing weight by evaporation (8 nodes; at 60-s steps with a spray chill: fails) or
  3-D finite differences of the leg (5,200 cells; at 1-s steps, or on the host with 4 cores:
  fails), a beef side, a pork side (8.0%) or a lamb carcass (49%), a conventional or spray chill
  (10%), 1-60-s steps, 4 or 8 cores (2.0 x) (the leg's 4.4 MB of tables a core over the cache: a
  ramp; the carcasses in flight over the HBM: fail, the leg's on 8 cores), vectors of 32 (only for
  the table) to 256 elements (1.7-12%), the scalar share on the vector cores (2.1 x) or the host;
  two within 5%.
- ``formwork_pour_bz`` (5184, 47.4%, 4.6 x 10^2x): a formwork contractor's pour studies, 5,000
  wall pours' eight hours of rising concrete on the vector engine (20 ms of setup a run besides),
  the lateral pressure on the forms by a CIRIA table of the rate of rise and the temperature (0.2%;
  not for a self-compacting mix, nor a retarded one against plywood), the fresh concrete's
  structural build-up as an ODE of its layers (30 layers; at 0.5-min steps, or at 30-min steps with
  a retarded mix: fails) or the pour as a Bingham fluid by finite volumes (3,000; at 0.5-min steps:
  fails), an ordinary, self-compacting (0.1%) or retarded mix (0.2%), steel or plywood faces
  (0.1%), 0.5-30-min steps, claims of 1, 8 or 32 pours (0.7% and 40%) over 1-8 cores (the Bingham
  pour's 2.8 MB of tables a core over the cache: a ramp; the pours in flight over the HBM: fail),
  vectors of 32 to 256 elements (0.2%), the scalar share on the vector cores (26%) or the host; 44
  within 5%.
- ``ship_refloat_bz`` (7776, 57.4%, 4.8 x 10^4x): a salvage master's refloating studies, 50,000
  refloating plans' twelve hours for a grounded ship on the systolic accelerator (0.3 ms of setup a
  run besides), the pull needed by a salvor's rule table of the ground reaction's share by the
  bottom (400 entries; not on a rock ledge), the tow-off as an ODE of the beach gear's and the tugs'
  pull against the ground friction as the tide lifts her (3,000 bottom contacts; at 60-min steps on a
  spring tide: fails) or the hull girder bending on the seabed by finite elements (1.6 x 10^5; at
  1-min steps: fails; the ODE and the elements in int8: fail), on sand, a rock ledge
  (7.9 x) or mud (6.9%), at a neap or a spring tide (9.9%), the bottom and the tide taking more
  steps, 1-60-min steps, 1-8 cores, 1-64 plans a pass, int8, bf16 (15%) or emulated fp32 (63%), the
  state in the unified buffer (3.6%), the HBM (3.7%) or the host's memory; three within 5%.
- ``grease_trap_bz`` (7776, 45.8%, 7.9 x 10^5x): a plumber's grease-interceptor sizing studies,
  80,000 kitchens' hour of drain flow on the systolic accelerator (0.5 ms of setup a run besides),
  the interceptor by a fixture-unit sizing table (300 entries; not for a hotel kitchen), the oil
  droplets' rise against the through-flow as an ODE of 2,000 size classes (at 10-s steps with a
  double baffle: fails) or 1.2 x 10^5 droplets as particles in the interceptor's 2-D flow (at 10-s
  steps, or in int8: fails), a cafe, restaurant (0.8%) or hotel kitchen (6.9 x), one baffle or two
  (0.4%), the kitchen and the baffles taking more steps, 0.1-10-s steps, 1-8 cores, 1-64 kitchens a
  pass, int8, bf16 (4.2%) or emulated fp32 (20%), the state in the unified buffer, the HBM (0.1%) or
  the host's memory (5.5%); 12 within 5%.
- ``algae_raceway_bz`` (10368, 45.4%, 8.6 x 10^2x): an algae farmer's raceway-pond studies,
  120,000 ponds' day on the systolic accelerator (3 s of setup and scoring a run besides), the
  growth by an areal-yield table (not for Nannochloropsis with a fast paddlewheel), a depth-
  integrated light-limited growth ODE (40 layers, 1.5%; in fp32 at 1-min steps: fails) or the
  cells' light histories as a Markov chain over the depth (1,400 states; at 60-min steps: fails),
  Spirulina or Nannochloropsis (0.3% more work), a slow or fast paddlewheel (0.2% more), 1-60-min
  steps, 1-8 cores, 1, 8 or 64 ponds a pass, bf16 or emulated fp32, the state in the unified buffer,
  the HBM or the host's memory, a daily or weekly harvest log (0.2%), station or reanalysis weather
  (0.3%): ten parameters of which few matter, 280 within 5%.
- ``breakwater_armour_bz`` (7776, 48.1%, 1.8 x 10^5x): a coastal engineer's armour-layer studies,
  60,000 breakwater designs' three-hour storms on the systolic accelerator (0.4 s of setup a run
  besides), the armour's stability by Hudson's formula as a table (not for interlocking units),
  each unit's rocking under the waves as an ODE (50 units, 25%; at 1-s steps on a measured record:
  fails) or the armour layer by discrete elements (2,000 units; at 1-s steps, or in int8: fails),
  quarry rock, concrete cubes or interlocking units (25%), a JONSWAP or a measured wave record,
  0.01-1-s steps, 1-8 cores, 1-64 designs a pass, int8, bf16 (0.1%) or emulated fp32 (0.2%), the
  state in the unified buffer, the HBM or the host's memory (1.8%); 32 within 5%.

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier recorded landscape
covers, and four spaces whose parameters no earlier space of their op kind tuned together: a causal multi-query
attention (158 queries over 158 keys, 67 query heads over one KV head, d 86: not a multiple of 8, five 16-float
vectors and a 6-float tail, as every number up to 66 is taken in some dimension of an earlier attention space;
67 is the smallest free number and so the head count, 86 the smallest free even head dimension above 82 (84 is
taken), 158 the smallest free even number above seen_76's 156, the queries and keys), with its query block (16
to 256), KV split (1 to 16) and ``opt_level`` (O0 to O3) but its KV block, softmax, pipeline and unroll left at
the default (128, two_pass, single_buffer, 0), a batch-2 GEMM with bias tuning its K tile, pipeline and output
alignment (2 x 348 x 912 @ 912 x 904: 57 to 4 k-steps of the 912, B read in place, packed once or
double-buffered, the C rows padded to 912 or not; its M and N tiles, L1 prefetch, ``opt_level``, schedule,
unroll and layout at the default), a non-gated SiLU FFN tuning the down projection's M tile with the up
projection's pipeline and L1 prefetch (260 tokens, 848 hidden, 1248 intermediate: 17 to 2 row blocks of the
260), and a LayerNorm with its ``opt_level`` but neither its rows a block, its hidden split, its stats, its
pipeline nor its unroll (a set no earlier LayerNorm or RMSNorm space tuned; 4 configurations, the full value
list, O0 to O3: the untuned norm sets of 5 or more are used up and this is the largest left; 1808 rows x 3184),
each space measured exhaustively (every configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_77/`` (gzip JSON, times in us, provenance
in each file's ``source``, 8.5 KB in all). They were recorded on the shared 2-core machine the standing way,
``--only`` each, one after another, the recorder at normal priority (not niced), 60 s after the lead's go (the
load average 0.35 at the start), on the host that recorded held_out_62's..held_out_76's four (now
seen_62's..seen_76's), an AMD EPYC with AVX-512 (avx512f, avx512dq, avx512bw, avx512vl and more): their
``host_cpu`` (81db2b0747f882f3) is seen_76's, so the four are measurements of the kernels' AVX-512 paths
(16-lane vectors), like seen_62's..seen_76's and unlike held_out_44's..held_out_61's (e12b91328de47f4d, an
AVX2-only EPYC). ``ps`` (every 60 s over the standing recording) showed nothing else running but the recorder,
its measuring worker and its C compiler, this helper's own sampling and waiting shells (sleeping) and idle tool
shells (sleeping); this helper's drafting of the synthetic families had ended before the go, and during the
recording it only read the logs beside it (load average 0.35-1.00 sampled every 10 s over the standing
recording, the recorder itself included). The standing recordings took 125, 90, 80 and 7 s (the attention, GEMM,
FFN and LayerNorm), each under the 150 s its space was sized for. The tail of their samples is real measurement
noise (median spread 0.9-6.5%), and the fastest sample is the true cost: the attention's optimum leans on a fast
sample (samples 1.043, 1.053, 1.000, 4th by median of 100; the next fastest 1.004 (median 1.028), the best by
median 1.004 (median 1.028)); THE GEMM'S OPTIMUM RESTS ON ONE FAST SAMPLE (its other two samples 1.078 and 1.102
times it, 1st by median of 96; the next fastest 1.024 times it (median 1.179), the best by median 1.000 (median
1.078)); the FFN's optimum is also the best by median (samples 1.000, 1.035, 1.043; the next fastest 1.034
(median 1.116)); the LayerNorm's optimum is also the best by median (samples 1.006, 1.000, 1.007; the next
fastest 1.089 (median 1.089)). Before that, the first and the last configuration of each space were compiled and
measured once the recorder's way, in a scratch cache outside the repository, to check they build and to estimate
the recording time. Every configuration ran, so they are 0% infeasible (reported, not forced into 30-70%):

=======================================================================  ==========================================  =======  ======  ======  =========
landscape                                                                op (shape)                                  configs  params  spread  worst/opt
=======================================================================  ==========================================  =======  ======  ======  =========
cpu_attention_mqa67_causal_q_block_split_opt                             multi-query attention, causal (67 heads         100       3      2%      10.6x
                                                                         over one, 158 x 158, d 86)
cpu_gemm_batched_bias_k_tile_pipeline_align                              GEMM, batch 2, bias (348 x 912 @ 912 x           96       3      7%       1.9x
                                                                         904)
cpu_ffn_silu_down_m_pipeline_prefetch                                    FFN, SiLU (260 tokens, 848 -> 1248)              96       3      2%       1.2x
cpu_layernorm_no_rows_per_block_no_split_no_stats_no_pipeline_no_unroll  LayerNorm (1808 rows x 3184)                      4       1      1%       4.0x
=======================================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1, 2.1%, 6.5%, 2.1%, 0.9%; worst/opt 10.597,
1.917, 1.185, 3.986; within 5% of the optimum: 12, 3, 7, 1 configurations; the attention's optimum (block_q 16,
kv_split 2, opt_level O3) has samples 1.043, 1.053, 1.000 times its fastest, 4th by median of 100 (median
1.043), the next fastest (block_q 64, kv_split 2, opt_level O3) 1.004 (median 1.028) and the best by median
(block_q 64, kv_split 2, opt_level O3) 1.004 (median 1.028); the other values at least: block_q 32 1.033, 64
1.004, 128 1.046, 256 1.046; kv_split 1 1.010, 4 1.045, 8 1.050, 16 1.020; opt_level O0 8.130, O1 1.312, O2
1.043; the GEMM's optimum (tile_k 80, pipeline none, output_align False) has samples 1.102, 1.078, 1.000 times
its fastest, 1st by median of 96 (median 1.078), the next fastest (tile_k 64, pipeline none, output_align True)
1.024 (median 1.179) and the best by median (tile_k 80, pipeline none, output_align False) 1.000 (median 1.078);
the other values at least: tile_k 16 1.404, 32 1.301, 48 1.183, 64 1.024, 96 1.337, 112 1.448, 128 1.545, 144
1.451, 160 1.252, 176 1.207, 192 1.218, 208 1.123, 224 1.032, 240 1.185, 256 1.285; pipeline single_buffer
1.285, double_buffer 1.201; output_align True 1.024; the FFN's optimum (down_tile_m 176, pipeline single_buffer,
l1_prefetch True) has samples 1.000, 1.035, 1.043 times its fastest, 1st by median of 96 (median 1.035), the
next fastest (down_tile_m 192, pipeline none, l1_prefetch False) 1.034 (median 1.116) and the best by median
(down_tile_m 176, pipeline single_buffer, l1_prefetch True) 1.000 (median 1.035); the other values at least:
down_tile_m 16 1.079, 32 1.044, 48 1.068, 64 1.058, 80 1.058, 96 1.039, 112 1.075, 128 1.059, 144 1.081, 160
1.040, 192 1.034, 208 1.096, 224 1.096, 240 1.084, 256 1.087; pipeline none 1.034, double_buffer 1.104;
l1_prefetch False 1.034; the LayerNorm's optimum (opt_level O3) has samples 1.006, 1.000, 1.007 times its
fastest, 1st by median of 4 (median 1.006), the next fastest (opt_level O1) 1.089 (median 1.089) and the best by
median (opt_level O3) 1.000 (median 1.006); the other values at least: opt_level O0 3.986, O1 1.089, O2 1.116.)
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, value_of

# the vector-engine card: 8 vector cores at 1.585 GHz, each streaming 32 elements a cycle through vector registers of
# up to 256 elements (a vector instruction's start-up 13.5 cycles, so short vectors waste it and a loop longer than the
# register is strip-mined), 16384 elements of registers a core (a job's live vectors over them spilling: 0.3275 more
# vector cycles for each time they outnumber them, up to three), the cores sharing a 15.75 MB last-level cache (each
# time a core's tables outgrow their share, up to twice, the family's penalty on the cycles), 48.75 GB of HBM at 1385
# GB/s; a vector host of x86 cores running the scalar share 2.485 times as fast, reached over PCIe at 13.65 GB/s
# (0.0455 of a job's traffic crossing it when the host takes the scalar share); a barrier of 0.0845 us a core a round;
# 0.2925 of the lesser of work and streaming overlapping; bandwidths in bytes/us
VE_CORES, VE_GHZ, VE_LANES, VE_START, VE_REGS, VE_SPILL = 8, 1.585, 32.0, 13.5, 16384.0, 0.3275
VE_LLC_MB, VE_HBM_GB, VE_HBM_RATE, VE_HOST_X, VE_PCIE_RATE = 15.75, 48.75, 1.385e6, 2.485, 1.365e4
VE_XFER, VE_SYNC_US, VE_OVERLAP = 0.0455, 0.0845, 0.2925
# the systolic accelerator: up to 8 cores, each a 128 x 128 systolic array at 0.9475 GHz (a pass fills the array's rows
# with the folded items' rows and pads the rest) beside a vector unit of 2048 lanes for the rest of the work, 26.75 MB
# of unified buffer a core (double-buffered when the state is kept there), 31.75 GB of HBM at 819.5 GB/s, the host
# over PCIe at 18.45 GB/s; int8 quantised (twice the bf16 rate), bf16 native or fp32 emulated in three bf16 passes; the
# clock capped by power, falling as 1 - 0.3325 (cores / 8)^2; state kept in the unified buffer moving 0.275 of the
# traffic; a launch of 5.85 us a batch; 0.3175 of the lesser of compute and memory overlapping
MX_CORES, MX_DIM, MX_GHZ, MX_VPU, MX_UB_MB, MX_HBM_GB, MX_HBM_RATE, MX_PCIE_RATE = 8, 128, 0.9475, 2048.0, 26.75, 31.75, 8.195e5, 1.845e4
MX_THROTTLE, MX_UB_SHARE, MX_LAUNCH_US, MX_OVERLAP = 0.3325, 0.275, 5.85, 0.3175


def _ve_run(jobs: Any, cyc: Any, vshare: Any, vlen: Any, live: Any, traffic: Any, job_gb: Any, table_mb: Any,
            pen: float, chunk: Any, cores: Any, vl: Any, mode: Any) -> tuple[Any, Any]:
    """``jobs`` jobs on the vector-engine card, each ``cyc`` cycles of scalar-equivalent work (a share ``vshare`` of
    it vector loops ``vlen`` elements long holding ``live`` vectors), ``traffic`` bytes streamed and ``job_gb`` GB
    resident while it runs, over ``table_mb`` MB of tables a core reads (``pen`` more cycles each time the cores'
    tables outgrow the cache), ``chunk`` jobs a claim on ``cores`` cores, vectors of ``vl`` elements, the scalar share
    on the vector core or the host (``mode``). Returns (the time in us, whether the jobs in flight fit the HBM)."""
    vl, host = np.asarray(vl, dtype=float), np.asarray(mode) == "vh_offload"
    per_elem = np.ceil(vlen / vl) * (VE_START + vl / VE_LANES) / vlen
    spill = 1.0 + VE_SPILL * np.clip(live * vl / VE_REGS - 1.0, 0.0, 3.0)
    cycles = (1.0 - vshare) * cyc / np.where(host, VE_HOST_X, 1.0) + vshare * cyc * per_elem * spill
    claims = np.ceil(jobs / chunk)
    busy = np.minimum(cores, claims)
    rounds = np.ceil(claims / busy)
    over = np.clip(table_mb * busy / VE_LLC_MB - 1.0, 0.0, 2.0)
    work = rounds * chunk * cycles * (1.0 + pen * over) / (VE_GHZ * 1e3)
    stream = jobs * traffic * (1.0 / VE_HBM_RATE + np.where(host, VE_XFER / VE_PCIE_RATE, 0.0))
    t = np.maximum(work, stream) + VE_OVERLAP * np.minimum(work, stream) + rounds * busy * VE_SYNC_US
    return t, (cores <= VE_CORES) & (busy * chunk * job_gb <= VE_HBM_GB)


def _mx_run(items: Any, steps: Any, macs: Any, vops: Any, rows: Any, nbytes: Any, act_kb: Any, item_gb: Any,
            cores: Any, fold: Any, dtype: Any, place: Any) -> tuple[Any, Any]:
    """``items`` items over ``steps`` steps on the systolic accelerator, each item a step ``macs`` multiply-adds on
    ``rows`` matrix rows, ``vops`` vector operations and ``nbytes`` bytes (bf16), ``act_kb`` KB of activations and
    ``item_gb`` GB of state (bf16); ``fold`` items a pass on each of ``cores`` cores, int8, bf16 or fp32 emulated
    (``dtype``), the state in the unified buffer, the HBM or the host's memory (``place``). Returns (the time in us,
    whether the batch fits the unified buffer and the state the HBM)."""
    dtype, place = np.asarray(dtype), np.asarray(place)
    size = value_of(dtype, {"int8_quant": 0.5, "bf16_native": 1.0, "fp32_emulated": 2.0})
    rate = value_of(dtype, {"int8_quant": 2.0, "bf16_native": 1.0, "fp32_emulated": 1.0 / 3.0})
    util = np.minimum(1.0, fold * rows / MX_DIM)
    ghz = MX_GHZ * (1.0 - MX_THROTTLE * (cores / MX_CORES) ** 2)
    comp = (fold * macs / (MX_DIM * MX_DIM * rate * util) + fold * vops / MX_VPU) / (ghz * 1e3)
    ub = place == "unified_buf"
    mem = fold * nbytes * size * np.where(ub, MX_UB_SHARE, 1.0) / np.where(place == "host_dram", MX_PCIE_RATE, MX_HBM_RATE)
    batches = np.ceil(items / (fold * cores))
    ws = items * item_gb * size
    copy = np.where(place == "host_dram", 0.0, 2.0 * ws * 1e9 / MX_PCIE_RATE)
    t = steps * batches * (np.maximum(comp, mem) + MX_OVERLAP * np.minimum(comp, mem) + MX_LAUNCH_US) + copy
    fits = (fold * act_kb * size * np.where(ub, 2.0, 1.0) / 1024.0 <= MX_UB_MB) & ((place == "host_dram") | (ws <= MX_HBM_GB))
    return t, fits


_VE = {"ve_cores": [1, 2, 4, 8], "vl_elems": [32, 64, 128, 256], "ve_mode": ["native_ve", "vh_offload"]}
_MX = {"mx_cores": [1, 2, 4, 8], "item_fold": [1, 4, 16, 64], "operand_type": ["int8_quant", "bf16_native", "fp32_emulated"],
       "state_place": ["unified_buf", "chip_hbm", "host_dram"]}


# ---------------------------------------------------------------- vector-engine families
def rubber_tap(trees: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, ts, st = np.asarray(c["latex_model"]), np.asarray(c["tapping_system"]), np.asarray(c["stimulant"])
        h, ch, co, vl, mo = c["tap_step_h"], c["tree_chunk"], c["ve_cores"], c["vl_elems"], c["ve_mode"]
        steps = 4380.0 / h
        cells = value_of(md, {"clone_yield_table": 1.0, "turgor_reload_ode": 24.0, "bark_panel_fv": 1800.0})
        cyc = steps * cells * value_of(md, {"clone_yield_table": 900.0, "turgor_reload_ode": 260.0, "bark_panel_fv": 95.0}) * value_of(
            ts, {"half_spiral_d2": 1.0, "half_spiral_d3": 1.03, "quarter_spiral_d4": 1.06}) * value_of(st, {"no_ethephon": 1.0, "ethephon_2pct": 1.045})
        vs = value_of(md, {"clone_yield_table": 0.15, "turgor_reload_ode": 0.45, "bark_panel_fv": 0.9})
        vlen = value_of(md, {"clone_yield_table": 24.0, "turgor_reload_ode": 96.0, "bark_panel_fv": 1800.0})
        live = value_of(md, {"clone_yield_table": 6.0, "turgor_reload_ode": 20.0, "bark_panel_fv": 90.0})
        tab = value_of(md, {"clone_yield_table": 0.6, "turgor_reload_ode": 1.2, "bark_panel_fv": 3.1})
        t, fits = _ve_run(trees, cyc, vs, vlen, live, steps * cells * 36.0, cells * 2.2e-3 + 0.05, tab, 0.9, ch, co, vl, mo)
        bad = (~fits | ((md == "clone_yield_table") & (ts == "quarter_spiral_d4")) | ((md == "bark_panel_fv") & (h == 0.5))
               | ((md == "turgor_reload_ode") & (h == 12) & (st == "ethephon_2pct")) | ((vl == 256) & (md == "bark_panel_fv") & (mo == "vh_offload")))
        return np.where(bad, np.nan, t + 150.0)
    return cost


def rubber_params() -> dict[str, list[Any]]:
    return {"latex_model": ["clone_yield_table", "turgor_reload_ode", "bark_panel_fv"],
            "tapping_system": ["half_spiral_d2", "half_spiral_d3", "quarter_spiral_d4"], "stimulant": ["no_ethephon", "ethephon_2pct"],
            "tap_step_h": [0.5, 3, 12], "tree_chunk": [1, 16, 64], **_VE}


def disc_brake(descents: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, pd, dv = np.asarray(c["fade_model"]), np.asarray(c["pad_compound"]), np.asarray(c["disc_vent"])
        s, ch, co, vl, mo = c["brake_step_s"], c["descent_chunk"], c["ve_cores"], c["vl_elems"], c["ve_mode"]
        steps = 600.0 / s
        cells = value_of(md, {"mu_temperature_table": 1.0, "lumped_disc_pad_ode": 6.0, "axisym_disc_fd": 2400.0})
        cyc = steps * cells * value_of(md, {"mu_temperature_table": 700.0, "lumped_disc_pad_ode": 380.0, "axisym_disc_fd": 60.0}) * value_of(
            pd, {"organic_pad": 1.0, "semi_metallic_pad": 1.02, "sintered_pad": 1.05}) * value_of(dv, {"solid_disc": 1.0, "vented_disc": 1.03})
        vs = value_of(md, {"mu_temperature_table": 0.1, "lumped_disc_pad_ode": 0.3, "axisym_disc_fd": 0.85})
        vlen = value_of(md, {"mu_temperature_table": 16.0, "lumped_disc_pad_ode": 40.0, "axisym_disc_fd": 240.0})
        live = value_of(md, {"mu_temperature_table": 4.0, "lumped_disc_pad_ode": 12.0, "axisym_disc_fd": 70.0})
        tab = value_of(md, {"mu_temperature_table": 0.8, "lumped_disc_pad_ode": 0.5, "axisym_disc_fd": 2.6})
        t, fits = _ve_run(descents, cyc, vs, vlen, live, steps * cells * 48.0, cells * steps * 1.5e-7 + 0.03, tab, 1.2, ch, co, vl, mo)
        bad = (~fits | ((md == "mu_temperature_table") & (pd == "sintered_pad")) | ((md == "axisym_disc_fd") & (s == 1))
               | ((md == "lumped_disc_pad_ode") & (s == 1) & (dv == "vented_disc")) | ((vl == 32) & (md == "axisym_disc_fd")))
        return np.where(bad, np.nan, t + 60.0)
    return cost


def brake_params() -> dict[str, list[Any]]:
    return {"fade_model": ["mu_temperature_table", "lumped_disc_pad_ode", "axisym_disc_fd"],
            "pad_compound": ["organic_pad", "semi_metallic_pad", "sintered_pad"], "disc_vent": ["solid_disc", "vented_disc"],
            "brake_step_s": [0.01, 0.1, 1], "descent_chunk": [1, 8, 32], **_VE}


def flange_bolt(joints: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, gk, tl = np.asarray(c["bolt_model"]), np.asarray(c["gasket_type"]), np.asarray(c["bolting_tool"])
        ps, ch, co, vl, mo = c["tighten_passes"], c["flange_chunk"], c["ve_cores"], c["vl_elems"], c["ve_mode"]
        steps = 40.0 * ps
        cells = value_of(md, {"torque_tension_table": 1.0, "elastic_interaction_matrix": 64.0, "flange_gasket_fe": 4200.0})
        cyc = steps * cells * value_of(md, {"torque_tension_table": 1200.0, "elastic_interaction_matrix": 210.0, "flange_gasket_fe": 80.0}) * value_of(
            gk, {"spiral_wound": 1.0, "ring_type_joint": 1.12, "sheet_gasket": 1.07}) * value_of(tl, {"hand_torque": 1.0, "hydraulic_tensioner": 1.09})
        vs = value_of(md, {"torque_tension_table": 0.2, "elastic_interaction_matrix": 0.7, "flange_gasket_fe": 0.8})
        vlen = value_of(md, {"torque_tension_table": 8.0, "elastic_interaction_matrix": 64.0, "flange_gasket_fe": 600.0})
        live = value_of(md, {"torque_tension_table": 3.0, "elastic_interaction_matrix": 40.0, "flange_gasket_fe": 60.0})
        tab = value_of(md, {"torque_tension_table": 0.4, "elastic_interaction_matrix": 2.2, "flange_gasket_fe": 3.6})
        t, fits = _ve_run(joints, cyc, vs, vlen, live, steps * cells * 52.0, cells * 1.9e-3 + 0.02, tab, 1.4, ch, co, vl, mo)
        bad = (~fits | ((md == "torque_tension_table") & (gk == "ring_type_joint")) | ((md == "flange_gasket_fe") & (ps == 5))
               | ((md == "elastic_interaction_matrix") & (ps == 1)) | ((tl == "hydraulic_tensioner") & (gk == "sheet_gasket") & (md != "flange_gasket_fe")))
        return np.where(bad, np.nan, t + 40.0)
    return cost


def bolt_params() -> dict[str, list[Any]]:
    return {"bolt_model": ["torque_tension_table", "elastic_interaction_matrix", "flange_gasket_fe"],
            "gasket_type": ["spiral_wound", "ring_type_joint", "sheet_gasket"], "bolting_tool": ["hand_torque", "hydraulic_tensioner"],
            "tighten_passes": [1, 3, 5], "flange_chunk": [1, 8, 32], **_VE}


def carcass_chill(carcasses: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, sp, rg = np.asarray(c["chill_model"]), np.asarray(c["species_side"]), np.asarray(c["chill_regime"])
        s, co, vl, mo = c["chill_step_s"], c["ve_cores"], c["vl_elems"], c["ve_mode"]
        steps = 8.64e4 / s
        cells = value_of(md, {"chill_curve_table": 1.0, "lumped_evaporative_ode": 8.0, "leg_3d_fd": 5200.0})
        cyc = steps * cells * value_of(md, {"chill_curve_table": 2400.0, "lumped_evaporative_ode": 500.0, "leg_3d_fd": 40.0}) * value_of(
            sp, {"beef_side": 1.0, "pork_side": 1.08, "lamb_carcass": 1.15}) * value_of(rg, {"conventional_chill": 1.0, "spray_chill": 1.1})
        vs = value_of(md, {"chill_curve_table": 0.1, "lumped_evaporative_ode": 0.35, "leg_3d_fd": 0.92})
        vlen = value_of(md, {"chill_curve_table": 12.0, "lumped_evaporative_ode": 48.0, "leg_3d_fd": 5200.0})
        live = value_of(md, {"chill_curve_table": 5.0, "lumped_evaporative_ode": 16.0, "leg_3d_fd": 96.0})
        tab = value_of(md, {"chill_curve_table": 1.1, "lumped_evaporative_ode": 0.7, "leg_3d_fd": 4.4})
        t, fits = _ve_run(carcasses, cyc, vs, vlen, live, steps * cells * 30.0, cells * 5.0e-5 + 0.3, tab, 1.6, 16.0, co, vl, mo)
        bad = (~fits | ((md == "chill_curve_table") & (sp == "lamb_carcass")) | ((md == "leg_3d_fd") & (s == 1))
               | ((md == "lumped_evaporative_ode") & (s == 60) & (rg == "spray_chill")) | ((vl == 32) & (md != "chill_curve_table"))
               | ((mo == "vh_offload") & (md == "leg_3d_fd") & (co == 4)))
        return np.where(bad, np.nan, t + 25.0)
    return cost


def carcass_params() -> dict[str, list[Any]]:
    return {"chill_model": ["chill_curve_table", "lumped_evaporative_ode", "leg_3d_fd"],
            "species_side": ["beef_side", "pork_side", "lamb_carcass"], "chill_regime": ["conventional_chill", "spray_chill"],
            "chill_step_s": [1, 10, 60], "ve_cores": [4, 8], "vl_elems": [32, 64, 128, 256], "ve_mode": ["native_ve", "vh_offload"]}


def formwork_pour(pours: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, mx, fc = np.asarray(c["pressure_model"]), np.asarray(c["concrete_mix"]), np.asarray(c["form_face"])
        m, ch, co, vl, mo = c["rise_step_min"], c["pour_chunk"], c["ve_cores"], c["vl_elems"], c["ve_mode"]
        steps = 480.0 / m
        cells = value_of(md, {"ciria_pressure_table": 1.0, "structural_buildup_ode": 30.0, "bingham_pour_fv": 3000.0})
        cyc = steps * cells * value_of(md, {"ciria_pressure_table": 5000.0, "structural_buildup_ode": 150.0, "bingham_pour_fv": 30.0}) * value_of(
            mx, {"ordinary_mix": 1.0, "self_compacting_mix": 1.003, "retarded_mix": 1.002}) * value_of(fc, {"steel_face": 1.0, "plywood_face": 1.002})
        vs = value_of(md, {"ciria_pressure_table": 0.0, "structural_buildup_ode": 0.5, "bingham_pour_fv": 0.88})
        vlen = value_of(md, {"ciria_pressure_table": 8.0, "structural_buildup_ode": 30.0, "bingham_pour_fv": 3000.0})
        live = value_of(md, {"ciria_pressure_table": 2.0, "structural_buildup_ode": 10.0, "bingham_pour_fv": 80.0})
        tab = value_of(md, {"ciria_pressure_table": 0.3, "structural_buildup_ode": 0.9, "bingham_pour_fv": 2.8})
        t, fits = _ve_run(pours, cyc, vs, vlen, live, steps * cells * 24.0, cells * steps * 1.5e-7 + 0.25, tab, 0.6, ch, co, vl, mo)
        bad = (~fits | ((md == "ciria_pressure_table") & (mx == "self_compacting_mix")) | ((md == "bingham_pour_fv") & (m == 0.5))
               | ((md == "structural_buildup_ode") & (m == 30) & (mx == "retarded_mix")) | ((vl == 256) & (md == "structural_buildup_ode") & (m == 0.5))
               | ((md == "ciria_pressure_table") & (fc == "plywood_face") & (mx == "retarded_mix")) | ((md == "structural_buildup_ode") & (m == 0.5)))
        return np.where(bad, np.nan, t + 2.0e4)
    return cost


def formwork_params() -> dict[str, list[Any]]:
    return {"pressure_model": ["ciria_pressure_table", "structural_buildup_ode", "bingham_pour_fv"],
            "concrete_mix": ["ordinary_mix", "self_compacting_mix", "retarded_mix"], "form_face": ["steel_face", "plywood_face"],
            "rise_step_min": [0.5, 5, 30], "pour_chunk": [1, 8, 32], **_VE}


# ---------------------------------------------------------------- systolic-accelerator families
def ship_refloat(plans: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, sb, td = np.asarray(c["refloat_model"]), np.asarray(c["seabed"]), np.asarray(c["tide_range"])
        m, co, fo, dt, pl = c["refloat_step_min"], c["mx_cores"], c["item_fold"], c["operand_type"], c["state_place"]
        steps = 720.0 / m * value_of(sb, {"sand_bottom": 1.0, "rock_ledge": 1.14, "mud_bottom": 1.07}) * value_of(td, {"neap_tide": 1.0, "spring_tide": 1.1})
        cells = value_of(md, {"pull_rule_table": 400.0, "tow_off_ode": 3000.0, "hull_girder_fe": 1.6e5})
        macs = cells * value_of(md, {"pull_rule_table": 2000.0, "tow_off_ode": 4000.0, "hull_girder_fe": 9000.0})
        vops = cells * value_of(md, {"pull_rule_table": 900.0, "tow_off_ode": 600.0, "hull_girder_fe": 300.0})
        rows = value_of(md, {"pull_rule_table": 4.0, "tow_off_ode": 24.0, "hull_girder_fe": 160.0})
        t, ok = _mx_run(plans, steps, macs, vops, rows, cells * 2.0 * 4.0, value_of(md, {"pull_rule_table": 40.0, "tow_off_ode": 300.0, "hull_girder_fe": 2600.0}),
                        cells * 2.0 * 1.5e-9, co, fo, dt, pl)
        bad = (~ok | ((md == "pull_rule_table") & (sb == "rock_ledge")) | ((md == "hull_girder_fe") & (m == 1))
               | ((md == "tow_off_ode") & (m == 60) & (td == "spring_tide")) | ((np.asarray(dt) == "int8_quant") & (md != "pull_rule_table")))
        return np.where(bad, np.nan, t + 300.0)
    return cost


def refloat_params() -> dict[str, list[Any]]:
    return {"refloat_model": ["pull_rule_table", "tow_off_ode", "hull_girder_fe"],
            "seabed": ["sand_bottom", "rock_ledge", "mud_bottom"], "tide_range": ["neap_tide", "spring_tide"],
            "refloat_step_min": [1, 10, 60], **_MX}


def grease_trap(kitchens: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, kt, bf = np.asarray(c["trap_model"]), np.asarray(c["kitchen_kind"]), np.asarray(c["baffle_layout"])
        s, co, fo, dt, pl = c["flow_step_s"], c["mx_cores"], c["item_fold"], c["operand_type"], c["state_place"]
        steps = 3600.0 / s * value_of(kt, {"cafe_kitchen": 1.0, "restaurant_kitchen": 1.008, "hotel_kitchen": 1.06}) * value_of(bf, {"single_baffle": 1.0, "double_baffle": 1.004})
        cells = value_of(md, {"fixture_unit_table": 300.0, "droplet_rise_ode": 2000.0, "droplet_particles_2d": 1.2e5})
        macs = cells * value_of(md, {"fixture_unit_table": 700.0, "droplet_rise_ode": 2500.0, "droplet_particles_2d": 6000.0})
        vops = cells * value_of(md, {"fixture_unit_table": 700.0, "droplet_rise_ode": 900.0, "droplet_particles_2d": 500.0})
        rows = value_of(md, {"fixture_unit_table": 2.0, "droplet_rise_ode": 16.0, "droplet_particles_2d": 96.0})
        t, ok = _mx_run(kitchens, steps, macs, vops, rows, cells * 2.0 * 3.0, value_of(md, {"fixture_unit_table": 24.0, "droplet_rise_ode": 200.0, "droplet_particles_2d": 2200.0}),
                        cells * 2.0 * 1.2e-9, co, fo, dt, pl)
        bad = (~ok | ((md == "fixture_unit_table") & (kt == "hotel_kitchen")) | ((md == "droplet_particles_2d") & (s == 10))
               | ((md == "droplet_rise_ode") & (s == 10) & (bf == "double_baffle")) | ((np.asarray(dt) == "int8_quant") & (md == "droplet_particles_2d")))
        return np.where(bad, np.nan, t + 500.0)
    return cost


def grease_params() -> dict[str, list[Any]]:
    return {"trap_model": ["fixture_unit_table", "droplet_rise_ode", "droplet_particles_2d"],
            "kitchen_kind": ["cafe_kitchen", "restaurant_kitchen", "hotel_kitchen"], "baffle_layout": ["single_baffle", "double_baffle"],
            "flow_step_s": [0.1, 1, 10], **_MX}


def algae_raceway(ponds: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, sn, pw = np.asarray(c["pond_model"]), np.asarray(c["algae_strain"]), np.asarray(c["paddle_speed"])
        hv, wx = np.asarray(c["harvest_log"]), np.asarray(c["weather_feed"])
        m, co, fo, dt, pl = c["pond_step_min"], c["mx_cores"], c["item_fold"], c["operand_type"], c["state_place"]
        steps = 1440.0 / m
        cells = value_of(md, {"areal_yield_table": 1.0, "depth_light_ode": 40.0, "light_history_markov": 1400.0})
        macs = cells * value_of(md, {"areal_yield_table": 30.0, "depth_light_ode": 3000.0, "light_history_markov": 7000.0}) * value_of(
            sn, {"spirulina_strain": 1.0, "nannochloropsis_strain": 1.003}) * value_of(pw, {"slow_paddle": 1.0, "fast_paddle": 1.002})
        vops = cells * value_of(md, {"areal_yield_table": 20.0, "depth_light_ode": 700.0, "light_history_markov": 400.0})
        rows = value_of(md, {"areal_yield_table": 2.0, "depth_light_ode": 32.0, "light_history_markov": 128.0})
        t, ok = _mx_run(ponds, steps, macs, vops, rows, cells * 2.0 * 28.0, value_of(md, {"areal_yield_table": 20.0, "depth_light_ode": 360.0, "light_history_markov": 2400.0}),
                        cells * 2.0 * 6.0e-8, co, fo, dt, pl)
        t = (t + 3.0e6) * value_of(hv, {"daily_harvest": 1.0, "weekly_harvest": 1.002}) * value_of(wx, {"station_weather": 1.0, "reanalysis_weather": 1.003})
        bad = (~ok | ((md == "areal_yield_table") & (sn == "nannochloropsis_strain") & (pw == "fast_paddle")) | ((md == "light_history_markov") & (m == 60))
               | ((np.asarray(dt) == "fp32_emulated") & (md == "depth_light_ode") & (m == 1)))
        return np.where(bad, np.nan, t)
    return cost


def algae_params() -> dict[str, list[Any]]:
    return {"pond_model": ["areal_yield_table", "depth_light_ode", "light_history_markov"],
            "algae_strain": ["spirulina_strain", "nannochloropsis_strain"], "paddle_speed": ["slow_paddle", "fast_paddle"],
            "pond_step_min": [1, 10, 60], "mx_cores": [1, 2, 4, 8], "item_fold": [1, 8, 64],
            "operand_type": ["bf16_native", "fp32_emulated"], "state_place": ["unified_buf", "chip_hbm", "host_dram"],
            "harvest_log": ["daily_harvest", "weekly_harvest"], "weather_feed": ["station_weather", "reanalysis_weather"]}


def breakwater_armour(designs: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, us, wr = np.asarray(c["armour_model"]), np.asarray(c["unit_shape"]), np.asarray(c["wave_record"])
        s, co, fo, dt, pl = c["swell_step_s"], c["mx_cores"], c["item_fold"], c["operand_type"], c["state_place"]
        steps = 1.08e4 / s
        cells = value_of(md, {"hudson_stability_table": 1.0, "unit_rocking_ode": 50.0, "armour_dem": 2000.0})
        macs = cells * value_of(md, {"hudson_stability_table": 800.0, "unit_rocking_ode": 1800.0, "armour_dem": 5000.0}) * value_of(
            us, {"quarry_rock": 1.0, "cube_unit": 1.003, "interlocking_unit": 1.004}) * value_of(wr, {"jonswap_record": 1.0, "measured_record": 1.002})
        vops = cells * value_of(md, {"hudson_stability_table": 300.0, "unit_rocking_ode": 500.0, "armour_dem": 700.0})
        rows = value_of(md, {"hudson_stability_table": 8.0, "unit_rocking_ode": 40.0, "armour_dem": 112.0})
        t, ok = _mx_run(designs, steps, macs, vops, rows, cells * 2.0 * 36.0, value_of(md, {"hudson_stability_table": 30.0, "unit_rocking_ode": 420.0, "armour_dem": 2800.0}),
                        cells * 2.0 * 1.2e-7, co, fo, dt, pl)
        bad = (~ok | ((md == "hudson_stability_table") & (us == "interlocking_unit")) | ((md == "armour_dem") & (s == 1))
               | ((md == "unit_rocking_ode") & (s == 1) & (wr == "measured_record")) | ((np.asarray(dt) == "int8_quant") & (md == "armour_dem")))
        return np.where(bad, np.nan, t + 4.0e5)
    return cost


def breakwater_params() -> dict[str, list[Any]]:
    return {"armour_model": ["hudson_stability_table", "unit_rocking_ode", "armour_dem"],
            "unit_shape": ["quarry_rock", "cube_unit", "interlocking_unit"], "wave_record": ["jonswap_record", "measured_record"],
            "swell_step_s": [0.01, 0.1, 1], **_MX}


def seen_77_synthetic() -> list[tuple[str, Landscape]]:
    """The seventy-seventh held-out set's synthetic part: nine families no earlier set had (constants of a
    vector-engine card of 8 vector cores at 1.585 GHz with vectors of up to 256 elements (a 13.5-cycle start-up an
    instruction), a 15.75 MB last-level cache and 48.75 GB of HBM at 1385 GB/s, its x86 vector host 2.485 times as
    fast on the scalar share over PCIe at 13.65 GB/s, and a systolic accelerator of up to 8 cores, each a 128 x 128
    array at 0.9475 GHz with 26.75 MB of unified buffer, 31.75 GB of HBM at 819.5 GB/s, the host over PCIe at 18.45
    GB/s, its clock capped by power; times in us)."""
    L, S = Landscape, "seen_77"
    return [
        (S, L("rubber_tap_bz", rubber_params(), rubber_tap(6000.0), 0.03)),
        (S, L("disc_brake_bz", brake_params(), disc_brake(4000.0), 0.02)),
        (S, L("flange_bolt_bz", bolt_params(), flange_bolt(2600.0), 0.03)),
        (S, L("carcass_chill_bz", carcass_params(), carcass_chill(2500.0), 0.04)),
        (S, L("formwork_pour_bz", formwork_params(), formwork_pour(5000.0), 0.02)),
        (S, L("ship_refloat_bz", refloat_params(), ship_refloat(5.0e4), 0.03)),
        (S, L("grease_trap_bz", grease_params(), grease_trap(8.0e4), 0.02)),
        (S, L("algae_raceway_bz", algae_params(), algae_raceway(1.2e5), 0.03)),
        (S, L("breakwater_armour_bz", breakwater_params(), breakwater_armour(6.0e4), 0.04)),
    ]


SEEN_77_DIR = _data_dir("zoo_seen_77")


def seen_77() -> list[tuple[str, Landscape]]:
    """The seventy-seventh held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_77/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_77", SEEN_77_DIR)
    return seen_77_synthetic() + recorded
