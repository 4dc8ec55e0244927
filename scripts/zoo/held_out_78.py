"""The zoo's ``held_out_78`` set: the unseen one, never used for tuning.

``held_out_78`` (:data:`HELD_OUT`, :func:`held_out_78`): the unseen set, never used for
tuning; the bar applies there. Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Its nine synthetic families are to follow (next commit).

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier recorded landscape
covers, and four spaces whose parameters no earlier space of their op kind tuned together: a non-causal
grouped-query attention, cross attention (71 queries over 73 keys, 69 query heads over 3 KV heads, groups of 23,
d 90: not a multiple of 8, five 16-float vectors and a 10-float tail, as every number up to 68 is taken in some
dimension of an earlier attention space; 69, 71 and 73 are the three smallest free numbers, the heads, the
queries and the keys (the keys below the last sets' 154-158, since 162 keys would have taken about 150 s to
record), 90 the smallest free even head dimension above 86 (88 is taken)), with its KV block (16 to 512),
``opt_level`` (O0 to O3) and unroll (0 to 16) but its query block, KV split, softmax and pipeline left at the
default (128, 1, two_pass, single_buffer), an unbatched GEMM with bias tuning its L1 prefetch, ``opt_level`` (O1
to O3), schedule and unroll (356 x 928 @ 928 x 920; its M, N and K tiles, pipeline, output alignment and layout
at the default), a gated tanh-GELU FFN tuning the gate/up projection's N tile with the down L1 prefetch and
``opt_level`` (O1 to O3) (268 tokens, 856 hidden, 1256 intermediate: 79 to 5 column blocks of the 1256), and an
RMSNorm with its pipeline but neither its rows a block, its hidden split, its stats, its ``opt_level`` nor its
unroll (a set no earlier LayerNorm or RMSNorm space tuned; 3 configurations, the full value list, none,
single_buffer and double_buffer: the untuned norm sets of 4 or more are used up and this is the largest left;
1816 rows x 3192), each space measured exhaustively (every configuration compiled, checked against numpy, timed
3 times) by ``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_held_out_78/`` (gzip JSON, times in us,
provenance in each file's ``source``, 9.5 KB in all). They were recorded on the shared 2-core machine the
standing way, ``--only`` each, one after another, the recorder at normal priority (not niced), 60 s after the
lead's go (the load average 0.05 at the start), on the host that recorded held_out_62's..held_out_77's four (now
seen_62's..seen_77's), an AMD EPYC with AVX-512 (avx512f, avx512dq, avx512bw, avx512vl and more): their
``host_cpu`` (81db2b0747f882f3) is seen_77's, so the four are measurements of the kernels' AVX-512 paths
(16-lane vectors), like seen_62's..seen_77's and unlike held_out_44's..held_out_61's (e12b91328de47f4d, an
AVX2-only EPYC). ``ps`` (every 60 s over the standing recording) showed nothing else running but the recorder,
its measuring worker and its C compiler, this helper's own sampling and waiting shells (sleeping) and idle tool
shells (sleeping); this helper had drafted none of the synthetic families when the go came (a minute after the
spaces' commit), and during the recording it only read the logs beside it (load average 0.05-1.15 sampled every
10 s over the standing recording, the recorder itself included). The standing recordings took 134, 83, 125 and 5
s (the attention, GEMM, FFN and RMSNorm), each under the 150 s its space was sized for (the attention 4 s over
the 130 s it was estimated under). The tail of their samples is real measurement noise (median spread 0.7-5.5%),
and the fastest sample is the true cost: the attention's optimum leans on a fast sample (samples 1.022, 1.000,
1.053, 2nd by median of 120; the next fastest 1.001 (median 1.014), the best by median 1.001 (median 1.014));
THE GEMM'S OPTIMUM RESTS ON ONE FAST SAMPLE (its other two samples 1.294 and 1.374 times it, 18th by median of
120; the next fastest 1.027 times it (median 1.080), the best by median 1.027 (median 1.080)); THE FFN'S OPTIMUM
RESTS ON ONE FAST SAMPLE (its other two samples 1.211 and 1.218 times it, 8th by median of 96; the next fastest
1.129 times it (median 1.231), the best by median 1.140 (median 1.169)); the RMSNorm's optimum is also the best
by median (samples 1.000, 1.003, 1.000; the next fastest 1.107 (median 1.108)). Before that, the first and the
last configuration of each space were compiled and measured once the recorder's way, in a scratch cache outside
the repository, to check they build and to estimate the recording time. Every configuration ran, so they are 0%
infeasible (reported, not forced into 30-70%):

======================================================================  ==========================================  =======  ======  ======  =========
landscape                                                               op (shape)                                  configs  params  spread  worst/opt
======================================================================  ==========================================  =======  ======  ======  =========
cpu_attention_gqa23_cross_kv_block_opt_unroll                           grouped-query attention, cross (69 heads        120       3      3%       7.9x
                                                                        over 3, 71 x 73, d 90)
cpu_gemm_bias_prefetch_opt_schedule_unroll                              GEMM, bias (356 x 928 @ 928 x 920)              120       4      6%       3.5x
cpu_ffn_geglu_tanh_n_tile_down_prefetch_opt                             FFN, gated tanh GELU (268 tokens, 856 ->         96       3      2%       1.7x
                                                                        1256)
cpu_rmsnorm_no_rows_per_block_no_split_no_stats_no_opt_level_no_unroll  RMSNorm (1816 rows x 3192)                        3       1      1%       1.1x
======================================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1, 2.6%, 5.5%, 2.4%, 0.7%; worst/opt 7.862,
3.472, 1.711, 1.113; within 5% of the optimum: 11, 2, 1, 1 configurations; the attention's optimum (block_kv 16,
opt_level O2, unroll_factor 4) has samples 1.022, 1.000, 1.053 times its fastest, 2nd by median of 120 (median
1.022), the next fastest (block_kv 512, opt_level O2, unroll_factor 8) 1.001 (median 1.014) and the best by
median (block_kv 512, opt_level O2, unroll_factor 8) 1.001 (median 1.014); the other values at least: block_kv
32 1.064, 64 1.037, 128 1.015, 256 1.034, 512 1.001; opt_level O0 6.616, O1 1.065, O3 1.020; unroll_factor 0
1.015, 2 1.031, 8 1.001, 16 1.020; the GEMM's optimum (l1_prefetch True, opt_level O3, schedule balanced,
unroll_factor 4) has samples 1.374, 1.294, 1.000 times its fastest, 18th by median of 120 (median 1.294), the
next fastest (l1_prefetch False, opt_level O3, schedule throughput, unroll_factor 8) 1.027 (median 1.080) and
the best by median (l1_prefetch False, opt_level O3, schedule throughput, unroll_factor 8) 1.027 (median 1.080);
the other values at least: l1_prefetch False 1.027; opt_level O1 1.847, O2 1.439; schedule default 1.140,
throughput 1.027, latency 1.179; unroll_factor 0 1.181, 2 1.140, 8 1.027, 16 1.095; the FFN's optimum (tile_n
176, down_l1_prefetch True, opt_level O2) has samples 1.000, 1.218, 1.211 times its fastest, 8th by median of 96
(median 1.211), the next fastest (tile_n 112, down_l1_prefetch False, opt_level O2) 1.129 (median 1.231) and the
best by median (tile_n 16, down_l1_prefetch True, opt_level O2) 1.140 (median 1.169); the other values at least:
tile_n 16 1.140, 32 1.225, 48 1.211, 64 1.168, 80 1.212, 96 1.178, 112 1.129, 128 1.185, 144 1.216, 160 1.187,
192 1.204, 208 1.206, 224 1.195, 240 1.212, 256 1.196; down_l1_prefetch False 1.129; opt_level O1 1.393, O3
1.178; the RMSNorm's optimum (pipeline none) has samples 1.000, 1.003, 1.000 times its fastest, 1st by median of
3 (median 1.000), the next fastest (pipeline double_buffer) 1.107 (median 1.108) and the best by median
(pipeline none) 1.000 (median 1.000); the other values at least: pipeline single_buffer 1.113, double_buffer
1.107.)
"""
from __future__ import annotations

from .landscape import Landscape, _data_dir, recorded_set

HELD_OUT_78_DIR = _data_dir("zoo_held_out_78")


def held_out_78() -> list[tuple[str, Landscape]]:
    """The seventy-eighth held-out set, written and committed before any strategy ran on it (only
    enumerated: optimum, infeasible share, spread, configurations within 5% of the optimum): the
    cpu-backend landscapes recorded into ``data/zoo_held_out_78/`` by
    ``scripts/record_cpu_landscapes.py`` (see the module docstring for their provenance). The
    current unseen set: never used for tuning."""
    recorded = recorded_set("held_out_78", HELD_OUT_78_DIR)
    return recorded
