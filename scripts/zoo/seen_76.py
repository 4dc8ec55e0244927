"""The zoo's ``seen_76`` set.

``seen_76`` (was ``held_out_76``, :func:`seen_76`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the fifty-second round, see docs/benchmarks.md):
0 wins / 11 ties / 2 losses against the best peer, geo-mean
1.0029, the best of the five by a hair (tpe_mv 1.0030; random 1.2678); the synthetic nine 0 / 8
/ 1 (a loss on the cranberry wet harvest, 1.015 against tpe's 1.008), the best by geo-mean there
(1.0023; tpe_mv 1.0025); on 30 seeds its recorded four 0 / 3 / 1 (a loss on the non-causal MHA,
1.017 against random's and rl's 1.000), level with tpe_mv, the best, by geo-mean there (1.0041);
scored by the median of 9 quiet samples 0 / 3 / 1 with ``--confirm 0`` (the batch-2 GEMM, 1.041
against tpe_mv's 1.000; 1.0119, fourth) and 0 / 4 / 0 with ``--confirm 3`` (1.0018, fourth; tpe
1.0010); R1 0 / 11 / 2 as committed (1.0029, level with the default, the best of six), third of
six with ``--confirm 0`` (1.0111) and the best of six with ``--confirm 3`` (1.0006).
Evaluated on an AVX-512 host with the numerics pinned (numpy's X86_V4 loops), where its committed traces were made; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (ice-road operation, rainwater harvesting, ship's
compass adjusting, pipeline pigging, radon mitigation, rotational moulding, cranberry growing,
lifeboat launching, fishway engineering), with constants unlike the other sets' (a vector CPU of
128 RISC-V cores at 2.045 GHz in clusters of 8 sharing a 6.625 MB L2, with 783.5 GB of DDR at 358.5
GB/s, each core's vector unit doing a job's vector share with its 32 registers grouped by 1, 2, 4
or 8 (1.735, 2.645 and 3.155 times as fast as ungrouped), a job's live vectors outnumbering the
groups left spilling (0.225 more vector cycles for each time they outnumber them, up to three), a
tree barrier of 0.0635 us a level a round and 0.245 of the lesser of work and streaming
overlapping; an FPGA card of 9024 DSP slices, 1303.5 thousand LUTs and 44.25 MB of on-chip RAM,
with 15.25 GB of HBM on the card at 411.5 GB/s and the host over PCIe at 24.65 GB/s, a kernel's
compute units each a pipeline of lanes started every II cycles (a lane's DSPs, 1, 4 or 19 in
fixed-point 16-bit, single or double floats, shared by II; fixed-point lanes paired on a DSP at
twice the rate, double lanes at half the rate), 0.865 thousand LUTs a lane besides the unit's own,
the clock 312.5 MHz falling as 1 - 0.355 fill^2 with the fuller of the DSPs and the LUTs, the
items' state in the HBM read through on-chip tiles (four times the buffers, 0.235 of the traffic)
or straight, or streamed from the host, copied in and out once over PCIe unless streamed, a kernel
launch of 7.85 us and 0.205 of the lesser of compute and memory overlapping; times in us,
bandwidths in bytes/us). The CPU families hand their jobs out in claims of 1, 8 or 32 (or 4 to 64,
2 and 16) to 16, 32, 64 or 128 threads (32 or 128 for the compass), eight to a cluster sharing its
L2 for their tables (each time a cluster's tables outgrow it, up to twice, the family's penalty on
the cycles), the vector registers grouped by 1, 2, 4 or 8, the resident jobs over the DDR's 783.5
GB failing; the FPGA families build 1, 2, 4 or 8 compute units started every 1, 2 or 4 cycles in
fixed-point, single or double values (single or double in the fishway), the state read through
on-chip tiles, straight from the HBM or streamed from the host, a design over the 9024 DSPs, the
1303.5 thousand LUTs or the 44.25 MB of on-chip RAM failing, and a state over the HBM's 15.25 GB
failing unless streamed:

- ``ice_road_by`` (2592, 47.7%, 1.3 x 10^6x): an ice-road operator's load studies, 4,000 truck
  trips' fifteen minutes over a frozen lake on the vector CPU (80 us of setup a run besides), the
  safe load by Gold's formula, a table of load against ice thickness (not for river ice), the ice as
  a thin plate floating on the water's elastic foundation (150 panels; at 5-s steps with a loaded
  semi, or its registers grouped by 8: fails) or the ice's flexural-gravity waves under the moving
  truck by finite differences (4,000 cells; at 5-s steps: fails), clear lake ice, white snow ice
  (7.3%) or river ice, a pickup's or a loaded semi's load (6.4%), 0.05-5-s steps, claims of 1-32
  trips (0.1-1.2%) over 16-128 threads (the plate's 1.1 MB of tables a thread over a cluster's L2: a
  ramp; the resident trips over the memory: fail), the registers grouped by 1, 2, 4 (5.7%) or 8;
  three within 5%.
- ``rain_tank_by`` (2592, 35.2%, 2.7 x 10^5x): a rainwater-harvesting installer's tank sizing, 6,000
  roofs' ten years of rain on the CPU (0.4 ms of setup a run besides), the tank by a table of the
  demand's share of the roof's yield (not for a green roof), a yield-after-spillage balance of the
  roof, first-flush diverter and tank (6 stores; at 1-h steps: fails) or a Monte Carlo of 400
  synthetic rainfall series, wet and dry days by a Markov chain (at 24-h steps for a whole house or
  a green roof, or ungrouped at 1-h steps: fails), a metal, clay-tile (1.7%) or green roof, toilets
  and laundry or the whole house (3.4%), 1-24-h steps, claims of 4-64 roofs (0.4-19%) over 16-128
  threads (the Monte Carlo's 1.6 MB of tables a thread over a cluster's L2: a ramp; the resident
  roofs over the memory: fail), the registers grouped by 1 (9.0%), 2 (3.4%), 4 (0.8%) or 8; 14
  within 5%.
- ``compass_adjust_by`` (864, 52.8%, 2.5 x 10^4x): a compass adjuster's deviation studies, 2,500
  ships' swings through every heading on the CPU (50 us of setup a run besides), the deviation card
  fitted by its Fourier coefficients (not for a composite hull), the ship's hard and soft iron as
  Poisson's magnetic dipoles (90 dipoles; at 15-degree steps at high latitude: fails) or the hull's
  magnetisation by magnetostatic finite elements (5,200; at 1-degree steps: fails; the dipoles and
  the elements with their registers grouped by 8: fail), a steel, aluminium (5.4%) or composite
  hull, a low or high latitude (5.4%), 1-15-degree steps, claims of 2 or 16 ships (54%) over 32 or
  128 threads (3.7 x) (the elements' 2.3 MB of tables a thread over a cluster's L2: a ramp; the
  resident ships over the memory: fail), the registers grouped by 1, 2 (5.4%), 4 (1.3%) or 8; two
  within 5%.
- ``pipeline_pig_by`` (2592, 41.7%, 1.6 x 10^6x): a pipeline operator's pigging runs, 5,000 runs'
  hour in the line on the CPU (0.3 ms of setup a run besides), the pig's speed by a table of its
  drive and friction (not for a disc pig), the pig as a piston between the gas behind and the line
  ahead (40 segments; at 1-s steps in waxy crude: fails) or the wax it scrapes as chips pushed ahead
  of it (2,600 chips; at 1-s steps, or grouped by 8: fails), a foam, cup (4.9%) or disc pig, dry gas
  or waxy crude (8.8%), 0.01-1-s steps, claims of 1-32 runs (0.0-59%) over 16-128 threads (the
  piston's 2.7 MB of tables a thread over a cluster's L2: a ramp; the resident runs over the memory:
  fail), the registers grouped by 1, 2, 4 or 8 (0.0% for the table); 16 within 5%.
- ``radon_sump_by`` (2592, 37.7%, 1.2 x 10^3x): a radon mitigation contractor's sump studies, 3,000
  houses' thirty days on the CPU (30 ms of setup a run besides), the radon entry by a table of soil
  classes (not for clay), the sub-slab pressure field under the sump's suction by Darcy's law in
  finite differences (400 cells; at 24-h steps with a roof fan: fails) or the soil gas's radon
  carried, diffusing and decaying by finite volumes (6,000 cells; at 24-h steps, or at 4-h steps in
  clay: fails; either grouped by 8 at 1-h steps: fails), gravel fill, sandy loam (0.0%) or clay, an
  inline or a roof fan (0.0%), 1-24-h steps, claims of 1-32 houses (0.0-1.1%) over 16-128 threads
  (3.3-23%; the volumes' 1.5 MB of tables a thread over a cluster's L2: a ramp; the resident houses
  over the memory: fail), the registers grouped by 1, 2, 4 or 8 (0.0% for the table); 80 within 5%.
- ``rotomould_by`` (3888, 40.6%, 2.3 x 10^4x): a rotational moulder's cycle studies, 5 x 10^4
  moulds' half-hour cycles on the FPGA card (1 s of setup and scoring a run besides), the cycle by a
  rule on the peak internal air temperature (not for nylon in a cast-aluminium mould), the powder
  sintering and densifying on the mould wall in layers (60 layers; in fixed point at 0.5-s steps:
  fails) or the tumbling powder's pick-up on the wall as a cellular automaton (1,800 cells; at 50-s
  steps: fails), LLDPE or nylon powder (0.0%), a sheet-steel or cast-aluminium mould (0.0%),
  0.5-50-s steps, 1-8 compute units (3.8-27%), started every 1, 2 (4.0%) or 4 cycles, fixed point,
  single (4.1%) or double (12%) values, the state through on-chip tiles, straight from the HBM
  (0.0%) or streamed from the host (0.1%); 36 within 5%.
- ``cranberry_flood_by`` (5832, 49.0%, 2.7 x 10^5x): a cranberry grower's wet-harvest studies, 8 x
  10^4 beds' two flooded hours on the FPGA card (0.8 ms of setup a run besides), the harvest by a
  bed's yield table (not for Early Black), the flooded bed as zones of water and floating fruit
  exchanging berries (50 zones; in fixed point: fails) or the berries as floating particles herded
  by the booms (1,400 berries; at 10-s steps: fails), Stevens, Ben Lear (1.2%) or Early Black
  berries, a floating boom or a corral (1.5%), 0.1-10-s steps, 1-8 compute units started every 1, 2
  or 4 cycles, fixed point, single or double values, the state through on-chip tiles, straight from
  the HBM (0.1%) or streamed from the host (2.1%); 12 within 5%.
- ``lifeboat_launch_by`` (5832, 51.4%, 5.4 x 10^5x): a lifeboat station's slipway launch studies, 6
  x 10^4 launches' four seconds of water entry on the FPGA card (0.2 ms of setup a run besides), the
  slam by a table from Wagner's water-entry theory (not in breaking surf), the keel's entry strip by
  strip (70 strips; at 10-ms steps in a rough sea: fails) or the hull bottom's shell elements
  flexing under the slam (2,500 elements; at 10-ms steps: fails; both in fixed point: fail), a Tamar
  or Shannon-class boat (6.0%), a calm or rough (7.0%) sea or breaking surf, 0.1-10-ms steps, 1-8
  compute units started every 1, 2 or 4 cycles, fixed point, single or double values, the state
  through on-chip tiles, straight from the HBM (0.2%) or streamed from the host (3.3%); three within
  5%.
- ``fish_ladder_by`` (10368, 38.7%, 2.5 x 10^5x): a fishway engineer's passage studies, 1.2 x 10^5
  fishway days' four hours of migration on the FPGA card (4 s of setup and scoring a run besides),
  the pools' flows by a chain of weir formulas (not for a vertical slot with lampreys), each pool's
  plunging jet and recirculation (80 cells; in single floats at 0.2-s steps: fails) or the fish as
  agents swimming up through the pools' velocities (1,600 fish; at 20-s steps: fails), a
  pool-and-weir or a vertical-slot pass (0.0%), Atlantic salmon or river lampreys (0.0%), 0.2-20-s
  steps, 1-8 compute units (1.5-11%) started every 1, 2 (1.6%) or 4 (4.9%) cycles, single or double
  values (1.7%), the state through on-chip tiles, straight from the HBM (0.1%) or streamed from the
  host (14%), and two that barely matter (the counts logged per pool or per fishway, the flows
  gauged or modelled: 0.2-0.3%): ten parameters, 119 within 5%.

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier recorded landscape
covers, and four spaces whose parameters no earlier space of their op kind tuned together: a non-causal
multi-head attention (65 queries over 156 keys, 63 heads, d 82: not a multiple of 8, five 16-float vectors and a
2-float tail, as every number up to 62 is taken in some dimension of an earlier attention space; 63 is the only
free number below 64 and so the head count, 82 the smallest free even head dimension (80 is taken), 65 the next
free number, the queries, 156 the smallest free even number above seen_75's 154, the keys), with its query block
(16 to 256), ``opt_level`` (O0 to O3) and unroll (0 to 16) but its KV block, KV split, softmax and pipeline left
at the default (128, 1, two_pass, single_buffer), a batch-2 GEMM without bias tuning its M tile, L1 prefetch and
layout (2 x 340 x 896 @ 896 x 888: 22 to 2 row blocks of the 340; its N and K tiles, pipeline, output alignment,
``opt_level``, schedule and unroll at the default), a gated fast-GELU FFN tuning the down projection's K tile
with the fused activation and the down pipeline (236 tokens, 840 hidden, 1240 intermediate: 78 to 5 k-steps),
and an RMSNorm with its hidden split but neither its rows a block, its stats, its pipeline, its ``opt_level``
nor its unroll (a set no earlier LayerNorm or RMSNorm space tuned; 4 configurations, the full value list: the
untuned norm sets of 5 or more are used up and this is one of the two largest left, the one tuned least
recently; 1800 rows x 3176), each space measured exhaustively (every configuration compiled, checked against
numpy, timed 3 times) by ``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_76/`` (gzip JSON,
times in us, provenance in each file's ``source``, 8.5 KB in all). They were recorded on the shared 2-core
machine the standing way, ``--only`` each, one after another, the recorder at normal priority (not niced), 60 s
after the lead's go (the load average 0.39 at the start), on the host that recorded held_out_62's..held_out_75's
four (now seen_62's..seen_75's), an AMD EPYC with AVX-512 (avx512f, avx512dq, avx512bw, avx512vl and more):
their ``host_cpu`` (81db2b0747f882f3) is seen_75's, so the four are measurements of the kernels' AVX-512 paths
(16-lane vectors), like seen_62's..seen_75's and unlike held_out_44's..held_out_61's (e12b91328de47f4d, an
AVX2-only EPYC). ``ps`` (every 60 s over the standing recording) showed nothing else running but the recorder,
its measuring worker and its C compiler, this helper's own sampling and waiting shells (sleeping) and idle tool
shells (sleeping); this helper's drafting of the synthetic families had ended before the go, and during the
recording it only read the logs beside it (load average 0.39-1.14 sampled every 10 s over the standing
recording, the recorder itself included). The standing recordings took 103, 117, 96 and 6 s (the attention,
GEMM, FFN and RMSNorm), each under the 150 s its space was sized for. The tail of their samples is real
measurement noise (median spread 1.3-4.1%), and the fastest sample is the true cost: the attention's optimum is
also the best by median (samples 1.000, 1.027, 1.059; the next fastest 1.017 (median 1.101)); THE GEMM'S OPTIMUM
RESTS ON ONE FAST SAMPLE (its other two samples 1.051 and 1.096 times it, 1st by median of 96; the next fastest
1.006 times it (median 1.140), the best by median 1.000 (median 1.051)); the FFN's optimum is also the best by
median (samples 1.023, 1.000, 1.035; the next fastest 1.011 (median 1.071)); the RMSNorm's optimum is also the
best by median (samples 1.000, 1.000, 1.002; the next fastest 1.023 (median 1.028)). Before that, the first and
the last configuration of each space were compiled and measured once the recorder's way, in a scratch cache
outside the repository, to check they build and to estimate the recording time. Every configuration ran, so they
are 0% infeasible (reported, not forced into 30-70%):

=========================================================================  ==========================================  =======  ======  ======  =========
landscape                                                                  op (shape)                                  configs  params  spread  worst/opt
=========================================================================  ==========================================  =======  ======  ======  =========
cpu_attention_mha63_cross_q_block_opt_unroll                               multi-head attention (63 heads, 65 x 156,       100       3      1%       7.6x
                                                                           d 82)
cpu_gemm_batched_m_tile_prefetch_layout                                    GEMM, batch 2 (340 x 896 @ 896 x 888)            96       3      4%       6.9x
cpu_ffn_gated_fastgelu_down_k_fuse_down_pipeline                           FFN, gated fast GELU (236 tokens, 840 ->         96       3      1%       1.1x
                                                                           1240)
cpu_rmsnorm_no_rows_per_block_no_stats_no_pipeline_no_opt_level_no_unroll  RMSNorm (1800 rows x 3176)                        4       1      1%       1.0x
=========================================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1, 1.3%, 4.1%, 1.5%, 1.3%; worst/opt 7.570,
6.854, 1.142, 1.040; within 5% of the optimum: 16, 3, 27, 4 configurations; the attention's optimum (block_q 32,
opt_level O2, unroll_factor 16) has samples 1.000, 1.027, 1.059 times its fastest, 1st by median of 100 (median
1.027), the next fastest (block_q 64, opt_level O1, unroll_factor 4) 1.017 (median 1.101) and the best by median
(block_q 32, opt_level O2, unroll_factor 16) 1.000 (median 1.027); the other values at least: block_q 16 1.031,
64 1.017, 128 1.029, 256 1.030; opt_level O0 7.240, O1 1.017, O3 1.193; unroll_factor 0 1.029, 2 1.029, 4 1.017,
8 1.070; the GEMM's optimum (tile_m 16, l1_prefetch True, layout z_major) has samples 1.000, 1.051, 1.096 times
its fastest, 1st by median of 96 (median 1.051), the next fastest (tile_m 96, l1_prefetch False, layout z_major)
1.006 (median 1.140) and the best by median (tile_m 16, l1_prefetch True, layout z_major) 1.000 (median 1.051);
the other values at least: tile_m 32 1.095, 48 1.123, 64 1.104, 80 1.021, 96 1.006, 112 1.061, 128 1.123, 144
1.106, 160 1.082, 176 1.079, 192 1.102, 208 1.109, 224 1.080, 240 1.097, 256 1.102; l1_prefetch False 1.006;
layout row_major 1.060, col_major 4.932; the FFN's optimum (down_tile_k 256, fuse_activation True, down_pipeline
single_buffer) has samples 1.023, 1.000, 1.035 times its fastest, 1st by median of 96 (median 1.023), the next
fastest (down_tile_k 240, fuse_activation False, down_pipeline double_buffer) 1.011 (median 1.071) and the best
by median (down_tile_k 256, fuse_activation True, down_pipeline single_buffer) 1.000 (median 1.023); the other
values at least: down_tile_k 16 1.107, 32 1.071, 48 1.039, 64 1.041, 80 1.049, 96 1.026, 112 1.036, 128 1.016,
144 1.042, 160 1.040, 176 1.048, 192 1.024, 208 1.039, 224 1.015, 240 1.011; fuse_activation False 1.011;
down_pipeline none 1.016, double_buffer 1.011; the RMSNorm's optimum (hidden_split 8) has samples 1.000, 1.000,
1.002 times its fastest, 1st by median of 4 (median 1.000), the next fastest (hidden_split 1) 1.023 (median
1.028) and the best by median (hidden_split 8) 1.000 (median 1.000); the other values at least: hidden_split 1
1.023, 2 1.040, 4 1.038.)
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, value_of

# the vector CPU: 128 RISC-V cores at 2.045 GHz in clusters of 8 sharing a 6.625 MB L2 (each time a cluster's
# tables outgrow it, up to twice, the family's penalty on the cycles), 783.5 GB of DDR at 358.5 GB/s; each core's
# vector unit doing a job's vector share with its 32 registers grouped by 1, 2, 4 or 8 (1.735, 2.645 and 3.155
# times as fast as ungrouped), a job's live vectors over the groups left spilling (0.225 more vector cycles for each
# time they outnumber them, up to three); a tree barrier of 0.0635 us a level a round; 0.245 of the lesser of work
# and streaming overlapping; bandwidths in bytes/us
V_CORES, V_GHZ, V_CLUSTER, V_L2_MB, V_DDR_GB, V_DDR_RATE = 128, 2.045, 8, 6.625, 783.5, 3.585e5
V_M2, V_M4, V_M8, V_SPILL, V_BARRIER_US, V_OVERLAP = 1.735, 2.645, 3.155, 0.225, 0.0635, 0.245
# the FPGA card: 9024 DSP slices, 1303.5 thousand LUTs, 44.25 MB of on-chip RAM, 15.25 GB of HBM on the card at
# 411.5 GB/s, the host over PCIe at 24.65 GB/s; a kernel's compute units each a pipeline of lanes started every II
# cycles (a lane's DSPs shared by II: 1, 4 and 19 DSPs a lane in fixed_q16, float_single and float_double; fixed-point
# lanes paired on a DSP at twice the rate, double lanes at half the rate), 0.865 thousand LUTs a lane besides the
# unit's own, the clock 312.5 MHz falling as 1 - 0.355 fill^2 with the fuller of DSPs and LUTs; the items' state
# in the HBM read through on-chip tiles (four times the buffers, 0.235 of the traffic) or straight, or streamed from
# the host; a kernel launch 7.85 us; 0.205 of the lesser of compute and memory overlapping
F_DSP, F_LUT_K, F_RAM_MB, F_HBM_GB, F_HBM_RATE, F_PCIE_RATE = 9024, 1303.5, 44.25, 15.25, 4.115e5, 2.465e4
F_MHZ, F_CONGEST, F_LAUNCH_US, F_OVERLAP, F_TILE_SHARE, F_LUT_LANE = 312.5, 0.355, 7.85, 0.205, 0.235, 0.865


def _rvv_run(jobs: Any, cyc: Any, vshare: Any, live: Any, traffic: Any, job_gb: Any, table_mb: Any, pen: float,
             chunk: Any, threads: Any, group: Any) -> tuple[Any, Any]:
    """``jobs`` jobs on the vector CPU, each ``cyc`` cycles (a share ``vshare`` of them vector work holding ``live``
    vectors), ``traffic`` bytes streamed and ``job_gb`` GB resident while it runs, over ``table_mb`` MB of tables a
    thread reads (``pen`` more cycles each time a cluster's tables outgrow its L2), ``chunk`` jobs a claim on
    ``threads`` threads, the registers grouped by ``group``. Returns (the time in us, whether it fits the DDR)."""
    group = np.asarray(group)
    lmul = value_of(group, {"lmul_1": 1.0, "lmul_2": 2.0, "lmul_4": 4.0, "lmul_8": 8.0})
    gain = value_of(group, {"lmul_1": 1.0, "lmul_2": V_M2, "lmul_4": V_M4, "lmul_8": V_M8})
    spill = V_SPILL * np.clip(live * lmul / 32.0 - 1.0, 0.0, 3.0)
    claims = np.ceil(jobs / chunk)
    busy = np.minimum(threads, claims)
    rounds = np.ceil(claims / busy)
    per_cluster = np.minimum(busy, V_CLUSTER)
    over = np.clip(table_mb * per_cluster / V_L2_MB - 1.0, 0.0, 2.0)
    work = rounds * chunk * cyc * ((1.0 - vshare) + vshare * (1.0 + spill) / gain) * (1.0 + pen * over) / (V_GHZ * 1e3)
    stream = jobs * traffic / V_DDR_RATE
    t = np.maximum(work, stream) + V_OVERLAP * np.minimum(work, stream) + rounds * np.log2(busy + 1.0) * V_BARRIER_US
    return t, (threads <= V_CORES) & (busy * chunk * job_gb <= V_DDR_GB)


def _fpga_run(items: Any, steps: Any, ops: Any, nbytes: Any, unit_kb: Any, lut_k: Any, lanes: Any, units: Any,
              ii: Any, fmt: Any, place: Any, item_gb: Any) -> tuple[Any, Any]:
    """``items`` items over ``steps`` steps on the FPGA card, ``ops`` operations and ``nbytes`` bytes an item a step
    (single floats), a compute unit of ``lanes`` lanes started every ``ii`` cycles with ``unit_kb`` KB of on-chip
    buffers and ``lut_k`` thousand LUTs besides 0.865 thousand a lane, ``units`` units, in fixed_q16, float_single
    or float_double (``fmt``); the items' state in the card's HBM, read through on-chip tiles (four times the
    buffers, 0.235 of the traffic) or straight, or streamed from the host (``place``), ``item_gb`` GB an item
    (single floats). Returns (the time in us, whether the design fits the card and the state its HBM)."""
    fmt, place = np.asarray(fmt), np.asarray(place)
    size = value_of(fmt, {"fixed_q16": 0.5, "float_single": 1.0, "float_double": 2.0})
    dsp = units * np.ceil(lanes * value_of(fmt, {"fixed_q16": 1.0, "float_single": 4.0, "float_double": 19.0}) / ii)
    lut = units * (lut_k + lanes * F_LUT_LANE)
    fill = np.maximum(dsp / F_DSP, lut / F_LUT_K)
    mhz = F_MHZ * (1.0 - F_CONGEST * np.minimum(fill, 1.0) ** 2)
    tiled = place == "on_chip_tiles"
    ram = units * unit_kb * size * np.where(tiled, 4.0, 1.0) / 1024.0
    comp = items * ops * ii / (units * lanes * mhz * value_of(fmt, {"fixed_q16": 2.0, "float_single": 1.0, "float_double": 0.5}))
    mem = items * nbytes * size * np.where(tiled, F_TILE_SHARE, 1.0) / np.where(place == "host_stream", F_PCIE_RATE, F_HBM_RATE)
    ws = items * item_gb * size
    copy = np.where(place == "host_stream", 0.0, 2.0 * ws * 1e9 / F_PCIE_RATE)
    t = steps * (np.maximum(comp, mem) + F_OVERLAP * np.minimum(comp, mem) + F_LAUNCH_US) + copy
    fits = (dsp <= F_DSP) & (lut <= F_LUT_K) & (ram <= F_RAM_MB) & ((place == "host_stream") | (ws <= F_HBM_GB))
    return t, fits


_GROUPS = ["lmul_1", "lmul_2", "lmul_4", "lmul_8"]
_FPGA = {"compute_units": [1, 2, 4, 8], "pipe_ii": [1, 2, 4], "num_format": ["fixed_q16", "float_single", "float_double"],
         "buffer_place": ["on_chip_tiles", "card_hbm", "host_stream"]}


# ---------------------------------------------------------------- vector CPU families
def ice_road(trips: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, ic, tr = np.asarray(c["ice_model"]), np.asarray(c["lake_ice_kind"]), np.asarray(c["truck_load"])
        s, ch, th, gp = c["truck_step_s"], c["trip_chunk"], c["rvv_threads"], np.asarray(c["vector_group"])
        steps = 900.0 / s
        cells = value_of(md, {"gold_rule_table": 1.0, "floating_plate": 150.0, "flexural_wave_fd": 4000.0})
        cyc = steps * cells * value_of(md, {"gold_rule_table": 650.0, "floating_plate": 290.0, "flexural_wave_fd": 140.0}) * value_of(
            ic, {"clear_lake_ice": 1.0, "white_snow_ice": 1.08, "river_ice": 1.12}) * value_of(tr, {"pickup_load": 1.0, "semi_load": 1.07})
        vs = value_of(md, {"gold_rule_table": 0.6, "floating_plate": 0.5, "flexural_wave_fd": 0.85})
        live = value_of(md, {"gold_rule_table": 3.0, "floating_plate": 10.0, "flexural_wave_fd": 7.0})
        tab = value_of(md, {"gold_rule_table": 0.2, "floating_plate": 1.1, "flexural_wave_fd": 0.7})
        t, fits = _rvv_run(trips, cyc, vs, live, steps * cells * 40.0, cells * 8.0e-4 + 0.004, tab, 1.1, ch, th, gp)
        bad = (~fits | ((md == "gold_rule_table") & (ic == "river_ice")) | ((md == "flexural_wave_fd") & (s == 5))
               | ((md == "floating_plate") & (s == 5) & (tr == "semi_load")) | ((gp == "lmul_8") & (md == "floating_plate")))
        return np.where(bad, np.nan, t + 80.0)
    return cost


def ice_params() -> dict[str, list[Any]]:
    return {"ice_model": ["gold_rule_table", "floating_plate", "flexural_wave_fd"],
            "lake_ice_kind": ["clear_lake_ice", "white_snow_ice", "river_ice"], "truck_load": ["pickup_load", "semi_load"],
            "truck_step_s": [0.05, 0.5, 5], "trip_chunk": [1, 8, 32], "rvv_threads": [16, 32, 64, 128],
            "vector_group": _GROUPS}


def rain_tank(roofs: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, rf, dm = np.asarray(c["cistern_model"]), np.asarray(c["roof_kind"]), np.asarray(c["water_demand"])
        h, ch, th, gp = c["balance_step_h"], c["roof_batch"], c["rvv_threads"], np.asarray(c["vector_group"])
        steps = 8.76e4 / h
        cells = value_of(md, {"demand_ratio_table": 1.0, "daily_yield_balance": 6.0, "rainfall_markov_mc": 400.0})
        cyc = steps * cells * value_of(md, {"demand_ratio_table": 8.0, "daily_yield_balance": 45.0, "rainfall_markov_mc": 30.0}) * value_of(
            rf, {"metal_roof": 1.0, "clay_tile_roof": 1.03, "green_roof": 1.08}) * value_of(dm, {"toilets_laundry": 1.0, "whole_house": 1.06})
        vs = value_of(md, {"demand_ratio_table": 0.2, "daily_yield_balance": 0.3, "rainfall_markov_mc": 0.7})
        live = value_of(md, {"demand_ratio_table": 2.0, "daily_yield_balance": 5.0, "rainfall_markov_mc": 14.0})
        tab = value_of(md, {"demand_ratio_table": 0.1, "daily_yield_balance": 0.6, "rainfall_markov_mc": 1.6})
        t, fits = _rvv_run(roofs, cyc, vs, live, steps * cells * 3.0, cells * steps * 2.0e-8 + 0.01, tab, 0.8, ch, th, gp)
        bad = (~fits | ((md == "demand_ratio_table") & (rf == "green_roof")) | ((md == "daily_yield_balance") & (h == 1))
               | ((md == "rainfall_markov_mc") & (h == 24) & ((dm == "whole_house") | (rf == "green_roof"))) | ((gp == "lmul_1") & (md == "rainfall_markov_mc") & (h == 1)))
        return np.where(bad, np.nan, t + 400.0)
    return cost


def rain_params() -> dict[str, list[Any]]:
    return {"cistern_model": ["demand_ratio_table", "daily_yield_balance", "rainfall_markov_mc"],
            "roof_kind": ["metal_roof", "clay_tile_roof", "green_roof"], "water_demand": ["toilets_laundry", "whole_house"],
            "balance_step_h": [1, 6, 24], "roof_batch": [4, 16, 64], "rvv_threads": [16, 32, 64, 128],
            "vector_group": _GROUPS}


def compass_adjust(ships: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, hl, lat = np.asarray(c["deviation_model"]), np.asarray(c["hull_build"]), np.asarray(c["latitude_band"])
        d, ch, th, gp = c["swing_step_deg"], c["ship_chunk"], c["rvv_threads"], np.asarray(c["vector_group"])
        steps = 360.0 / d
        cells = value_of(md, {"fourier_card_fit": 1.0, "poisson_iron_dipoles": 90.0, "hull_magnetostatic_fe": 5200.0})
        cyc = steps * cells * value_of(md, {"fourier_card_fit": 2600.0, "poisson_iron_dipoles": 700.0, "hull_magnetostatic_fe": 260.0}) * value_of(
            hl, {"steel_hull": 1.0, "aluminium_hull": 1.06, "composite_hull": 1.09}) * value_of(lat, {"low_latitude": 1.0, "high_latitude": 1.06})
        vs = value_of(md, {"fourier_card_fit": 0.2, "poisson_iron_dipoles": 0.6, "hull_magnetostatic_fe": 0.75})
        live = value_of(md, {"fourier_card_fit": 4.0, "poisson_iron_dipoles": 12.0, "hull_magnetostatic_fe": 9.0})
        tab = value_of(md, {"fourier_card_fit": 0.3, "poisson_iron_dipoles": 1.4, "hull_magnetostatic_fe": 2.3})
        t, fits = _rvv_run(ships, cyc, vs, live, steps * cells * 44.0, cells * 1.1e-3 + 0.006, tab, 1.3, ch, th, gp)
        bad = (~fits | ((md == "fourier_card_fit") & (hl == "composite_hull")) | ((md == "hull_magnetostatic_fe") & (d == 1))
               | ((md == "poisson_iron_dipoles") & (d == 15) & (lat == "high_latitude")) | ((gp == "lmul_8") & (md != "fourier_card_fit")))
        return np.where(bad, np.nan, t + 50.0)
    return cost


def compass_params() -> dict[str, list[Any]]:
    return {"deviation_model": ["fourier_card_fit", "poisson_iron_dipoles", "hull_magnetostatic_fe"],
            "hull_build": ["steel_hull", "aluminium_hull", "composite_hull"], "latitude_band": ["low_latitude", "high_latitude"],
            "swing_step_deg": [1, 5, 15], "ship_chunk": [2, 16], "rvv_threads": [32, 128],
            "vector_group": _GROUPS}


def pipeline_pig(runs: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, pg, fl = np.asarray(c["pig_model"]), np.asarray(c["pig_kind"]), np.asarray(c["line_fluid"])
        s, ch, th, gp = c["pig_step_s"], c["run_chunk"], c["rvv_threads"], np.asarray(c["vector_group"])
        steps = 3600.0 / s
        cells = value_of(md, {"speed_balance_table": 1.0, "gas_piston_ode": 40.0, "wax_chip_particles": 2600.0})
        cyc = steps * cells * value_of(md, {"speed_balance_table": 500.0, "gas_piston_ode": 330.0, "wax_chip_particles": 170.0}) * value_of(
            pg, {"foam_pig": 1.0, "cup_pig": 1.05, "disc_pig": 1.08}) * value_of(fl, {"dry_gas": 1.0, "waxy_crude": 1.09})
        vs = value_of(md, {"speed_balance_table": 0.0, "gas_piston_ode": 0.35, "wax_chip_particles": 0.65})
        live = value_of(md, {"speed_balance_table": 2.0, "gas_piston_ode": 6.0, "wax_chip_particles": 11.0})
        tab = value_of(md, {"speed_balance_table": 0.4, "gas_piston_ode": 2.7, "wax_chip_particles": 1.9})
        t, fits = _rvv_run(runs, cyc, vs, live, steps * cells * 28.0, cells * 7.0e-4 + 0.008, tab, 0.7, ch, th, gp)
        bad = (~fits | ((md == "speed_balance_table") & (pg == "disc_pig")) | ((md == "wax_chip_particles") & (s == 1))
               | ((md == "gas_piston_ode") & (s == 1) & (fl == "waxy_crude")) | ((gp == "lmul_8") & (md == "wax_chip_particles")))
        return np.where(bad, np.nan, t + 300.0)
    return cost


def pig_params() -> dict[str, list[Any]]:
    return {"pig_model": ["speed_balance_table", "gas_piston_ode", "wax_chip_particles"],
            "pig_kind": ["foam_pig", "cup_pig", "disc_pig"], "line_fluid": ["dry_gas", "waxy_crude"],
            "pig_step_s": [0.01, 0.1, 1], "run_chunk": [1, 8, 32], "rvv_threads": [16, 32, 64, 128],
            "vector_group": _GROUPS}


def radon_sump(houses: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, sl, fn = np.asarray(c["radon_model"]), np.asarray(c["soil_class"]), np.asarray(c["sump_fan"])
        h, ch, th, gp = c["radon_step_h"], c["house_chunk"], c["rvv_threads"], np.asarray(c["vector_group"])
        steps = 720.0 / h
        cells = value_of(md, {"entry_rate_table": 1.0, "subslab_darcy_fd": 400.0, "soil_gas_fv": 6000.0})
        cyc = steps * cells * value_of(md, {"entry_rate_table": 3000.0, "subslab_darcy_fd": 120.0, "soil_gas_fv": 70.0}) * value_of(
            sl, {"gravel_fill": 1.0, "sandy_loam": 1.002, "clay_soil": 1.004}) * value_of(fn, {"inline_fan": 1.0, "roof_fan": 1.002})
        vs = value_of(md, {"entry_rate_table": 0.0, "subslab_darcy_fd": 0.6, "soil_gas_fv": 0.8})
        live = value_of(md, {"entry_rate_table": 2.0, "subslab_darcy_fd": 6.0, "soil_gas_fv": 8.0})
        tab = value_of(md, {"entry_rate_table": 0.3, "subslab_darcy_fd": 0.9, "soil_gas_fv": 1.5})
        t, fits = _rvv_run(houses, cyc, vs, live, steps * cells * 20.0, cells * steps * 8.0e-8 + 0.02, tab, 0.4, ch, th, gp)
        bad = (~fits | ((md == "entry_rate_table") & (sl == "clay_soil")) | ((md == "soil_gas_fv") & ((h == 24) | ((h == 4) & (sl == "clay_soil"))))
               | ((md == "subslab_darcy_fd") & (h == 24) & (fn == "roof_fan")) | ((gp == "lmul_8") & (md != "entry_rate_table") & (h == 1)))
        return np.where(bad, np.nan, t + 3.0e4)
    return cost


def radon_params() -> dict[str, list[Any]]:
    return {"radon_model": ["entry_rate_table", "subslab_darcy_fd", "soil_gas_fv"],
            "soil_class": ["gravel_fill", "sandy_loam", "clay_soil"], "sump_fan": ["inline_fan", "roof_fan"],
            "radon_step_h": [1, 4, 24], "house_chunk": [1, 8, 32], "rvv_threads": [16, 32, 64, 128],
            "vector_group": _GROUPS}


# ---------------------------------------------------------------- FPGA families
def rotomould(moulds: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, rs, mm = np.asarray(c["moulding_model"]), np.asarray(c["resin"]), np.asarray(c["mould_metal"])
        s, un, ii, fm, pl = c["oven_step_s"], c["compute_units"], c["pipe_ii"], np.asarray(c["num_format"]), c["buffer_place"]
        steps = 1800.0 / s
        cells = value_of(md, {"piat_cycle_rule": 2.0, "sinter_layers": 60.0, "powder_automaton": 1800.0})
        ops = cells * value_of(md, {"piat_cycle_rule": 900.0, "sinter_layers": 500.0, "powder_automaton": 360.0}) * value_of(
            rs, {"lldpe_powder": 1.0, "nylon_powder": 1.004}) * value_of(mm, {"sheet_steel": 1.0, "cast_aluminium": 1.003})
        lanes = value_of(md, {"piat_cycle_rule": 16.0, "sinter_layers": 64.0, "powder_automaton": 128.0})
        lut = value_of(md, {"piat_cycle_rule": 40.0, "sinter_layers": 110.0, "powder_automaton": 190.0})
        t, ok = _fpga_run(moulds, steps, ops, cells * 4.0 * 20.0, value_of(md, {"piat_cycle_rule": 48.0, "sinter_layers": 700.0, "powder_automaton": 3300.0}), lut, lanes, un, ii, fm, pl, cells * 4.0 * 4.0e-8)
        bad = (~ok | ((md == "piat_cycle_rule") & (mm == "cast_aluminium") & (rs == "nylon_powder")) | ((md == "powder_automaton") & (s == 50))
               | ((fm == "fixed_q16") & (md == "sinter_layers") & (s == 0.5)))
        return np.where(bad, np.nan, t + 1.0e6)
    return cost


def rotomould_params() -> dict[str, list[Any]]:
    return {"moulding_model": ["piat_cycle_rule", "sinter_layers", "powder_automaton"],
            "resin": ["lldpe_powder", "nylon_powder"], "mould_metal": ["sheet_steel", "cast_aluminium"],
            "oven_step_s": [0.5, 5, 50], **_FPGA}


def cranberry_flood(beds: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, vr, bm = np.asarray(c["harvest_model"]), np.asarray(c["berry_variety"]), np.asarray(c["boom_kind"])
        s, un, ii, fm, pl = c["flood_step_s"], c["compute_units"], c["pipe_ii"], np.asarray(c["num_format"]), c["buffer_place"]
        steps = 7200.0 / s * value_of(bm, {"floating_boom": 1.0, "corral_boom": 1.015})
        cells = value_of(md, {"bed_yield_table": 2.0, "flood_zone_balance": 50.0, "floating_berry_particles": 1400.0})
        ops = cells * value_of(md, {"bed_yield_table": 800.0, "flood_zone_balance": 560.0, "floating_berry_particles": 420.0}) * value_of(
            vr, {"stevens_berry": 1.0, "ben_lear_berry": 1.012, "early_black_berry": 1.1})
        lanes = value_of(md, {"bed_yield_table": 8.0, "flood_zone_balance": 48.0, "floating_berry_particles": 160.0})
        lut = value_of(md, {"bed_yield_table": 30.0, "flood_zone_balance": 140.0, "floating_berry_particles": 150.0})
        t, ok = _fpga_run(beds, steps, ops, cells * 4.0 * 26.0, value_of(md, {"bed_yield_table": 36.0, "flood_zone_balance": 820.0, "floating_berry_particles": 3100.0}), lut, lanes, un, ii, fm, pl, cells * 4.0 * 2.5e-8)
        bad = (~ok | ((md == "bed_yield_table") & (vr == "early_black_berry")) | ((md == "floating_berry_particles") & (s == 10))
               | ((fm == "fixed_q16") & (md == "flood_zone_balance")))
        return np.where(bad, np.nan, t + 800.0)
    return cost


def cranberry_params() -> dict[str, list[Any]]:
    return {"harvest_model": ["bed_yield_table", "flood_zone_balance", "floating_berry_particles"],
            "berry_variety": ["stevens_berry", "ben_lear_berry", "early_black_berry"], "boom_kind": ["floating_boom", "corral_boom"],
            "flood_step_s": [0.1, 1, 10], **_FPGA}


def lifeboat_launch(launches: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, bt, sea = np.asarray(c["entry_model"]), np.asarray(c["boat_class"]), np.asarray(c["launch_sea"])
        ms, un, ii, fm, pl = c["entry_step_ms"], c["compute_units"], c["pipe_ii"], np.asarray(c["num_format"]), c["buffer_place"]
        steps = 4000.0 / ms
        cells = value_of(md, {"wagner_slam_table": 2.0, "keel_strip_theory": 70.0, "hull_shell_fe": 2500.0})
        ops = cells * value_of(md, {"wagner_slam_table": 1100.0, "keel_strip_theory": 480.0, "hull_shell_fe": 380.0}) * value_of(
            bt, {"tamar_class": 1.0, "shannon_class": 1.06}) * value_of(sea, {"calm_sea": 1.0, "rough_sea": 1.07, "breaking_surf": 1.11})
        lanes = value_of(md, {"wagner_slam_table": 16.0, "keel_strip_theory": 32.0, "hull_shell_fe": 192.0})
        lut = value_of(md, {"wagner_slam_table": 50.0, "keel_strip_theory": 120.0, "hull_shell_fe": 120.0})
        t, ok = _fpga_run(launches, steps, ops, cells * 4.0 * 30.0, value_of(md, {"wagner_slam_table": 60.0, "keel_strip_theory": 540.0, "hull_shell_fe": 3400.0}), lut, lanes, un, ii, fm, pl, cells * 4.0 * 2.0e-8)
        bad = (~ok | ((md == "wagner_slam_table") & (sea == "breaking_surf")) | ((md == "hull_shell_fe") & (ms == 10))
               | ((md == "keel_strip_theory") & (ms == 10) & (sea == "rough_sea")) | ((fm == "fixed_q16") & (md != "wagner_slam_table")))
        return np.where(bad, np.nan, t + 200.0)
    return cost


def lifeboat_params() -> dict[str, list[Any]]:
    return {"entry_model": ["wagner_slam_table", "keel_strip_theory", "hull_shell_fe"],
            "boat_class": ["tamar_class", "shannon_class"], "launch_sea": ["calm_sea", "rough_sea", "breaking_surf"],
            "entry_step_ms": [0.1, 1, 10], **_FPGA}


def fish_ladder(fishways: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, pt, sp = np.asarray(c["fishway_model"]), np.asarray(c["pass_design"]), np.asarray(c["fish_species"])
        cl, ft = np.asarray(c["count_log"]), np.asarray(c["flow_record"])
        s, un, ii, fm, pl = c["swim_step_s"], c["compute_units"], c["pipe_ii"], np.asarray(c["num_format"]), c["buffer_place"]
        steps = 1.44e4 / s
        cells = value_of(md, {"weir_formula_chain": 2.0, "pool_jet_hydraulics": 80.0, "fish_swim_agents": 1600.0})
        ops = cells * value_of(md, {"weir_formula_chain": 15.0, "pool_jet_hydraulics": 520.0, "fish_swim_agents": 400.0}) * value_of(
            pt, {"pool_and_weir": 1.0, "vertical_slot": 1.01}) * value_of(sp, {"atlantic_salmon": 1.0, "river_lamprey": 0.99})
        lanes = value_of(md, {"weir_formula_chain": 16.0, "pool_jet_hydraulics": 64.0, "fish_swim_agents": 144.0})
        lut = value_of(md, {"weir_formula_chain": 36.0, "pool_jet_hydraulics": 100.0, "fish_swim_agents": 160.0})
        t, ok = _fpga_run(fishways, steps, ops, cells * 4.0 * 22.0, value_of(md, {"weir_formula_chain": 40.0, "pool_jet_hydraulics": 600.0, "fish_swim_agents": 3200.0}), lut, lanes, un, ii, fm, pl, cells * 4.0 * 1.5e-8)
        t = (t + 4.0e6) * value_of(cl, {"per_pool": 1.0, "per_fishway": 1.002}) * value_of(ft, {"gauged_flows": 1.0, "modelled_flows": 1.003})
        bad = (~ok | ((md == "weir_formula_chain") & (pt == "vertical_slot") & (sp == "river_lamprey")) | ((md == "fish_swim_agents") & (s == 20))
               | ((fm == "float_single") & (md == "pool_jet_hydraulics") & (s == 0.2)))
        return np.where(bad, np.nan, t)
    return cost


def fish_params() -> dict[str, list[Any]]:
    return {"fishway_model": ["weir_formula_chain", "pool_jet_hydraulics", "fish_swim_agents"],
            "pass_design": ["pool_and_weir", "vertical_slot"], "fish_species": ["atlantic_salmon", "river_lamprey"],
            "swim_step_s": [0.2, 2, 20], "compute_units": [1, 2, 4, 8], "pipe_ii": [1, 2, 4],
            "num_format": ["float_single", "float_double"], "buffer_place": ["on_chip_tiles", "card_hbm", "host_stream"],
            "count_log": ["per_pool", "per_fishway"], "flow_record": ["gauged_flows", "modelled_flows"]}


def seen_76_synthetic() -> list[tuple[str, Landscape]]:
    """The seventy-sixth held-out set's synthetic part: nine families no earlier set had (constants of a
    vector CPU of 128 RISC-V cores at 2.045 GHz in clusters of 8 sharing a 6.625 MB L2, with 783.5 GB of DDR at
    358.5 GB/s and 32 vector registers grouped by 1, 2, 4 or 8 (1.735, 2.645 and 3.155 times as fast), and an
    FPGA card of 9024 DSP slices, 1303.5 thousand LUTs and 44.25 MB of on-chip RAM, with 15.25 GB of HBM at
    411.5 GB/s, the host over PCIe at 24.65 GB/s, its clock 312.5 MHz falling with the fill; times in us)."""
    L, S = Landscape, "seen_76"
    return [
        (S, L("ice_road_by", ice_params(), ice_road(4000.0), 0.03)),
        (S, L("rain_tank_by", rain_params(), rain_tank(6000.0), 0.02)),
        (S, L("compass_adjust_by", compass_params(), compass_adjust(2500.0), 0.03)),
        (S, L("pipeline_pig_by", pig_params(), pipeline_pig(5000.0), 0.04)),
        (S, L("radon_sump_by", radon_params(), radon_sump(3000.0), 0.02)),
        (S, L("rotomould_by", rotomould_params(), rotomould(5.0e4), 0.02)),
        (S, L("cranberry_flood_by", cranberry_params(), cranberry_flood(8.0e4), 0.04)),
        (S, L("lifeboat_launch_by", lifeboat_params(), lifeboat_launch(6.0e4), 0.03)),
        (S, L("fish_ladder_by", fish_params(), fish_ladder(1.2e5), 0.03)),
    ]


SEEN_76_DIR = _data_dir("zoo_seen_76")


def seen_76() -> list[tuple[str, Landscape]]:
    """The seventy-sixth held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_76/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_76", SEEN_76_DIR)
    return seen_76_synthetic() + recorded
