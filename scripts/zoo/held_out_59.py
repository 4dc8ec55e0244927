"""The zoo's ``held_out_59`` set: the unseen one, never used for tuning.

``held_out_59`` (:data:`HELD_OUT`, :func:`held_out_59`): the unseen set, never used for
tuning; the bar applies there. Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Its synthetic families are to follow.

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a causal multi-query attention, a 116-token prompt prefill (27 query heads over one KV
head, d 376), with its query block, softmax, ``opt_level`` (O1, O2 and O3: no O0) and unroll but
its KV block, KV split and pipeline left at the default, a plain GEMM (unbatched, no bias) tuning
its N tile with the L1 prefetch, the output alignment and the packed B layout (608 wide: 3 to 38
column blocks; its M and K tiles, pipeline, schedule and unroll at the default), a gated erf-GELU
FFN tuning the down projection's M and K tiles, the fused activation and unroll, and a LayerNorm
with its rows a block and ``opt_level`` (O0 among them) but neither its hidden split, its stats,
its pipeline nor its unroll (a set no earlier LayerNorm or RMSNorm space tuned; 28 configurations,
the full value lists: the untuned norm sets of 30 or more are used up and this is the largest
left), each space measured exhaustively (every configuration compiled, checked against numpy, timed
3 times) by ``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_held_out_59/`` (gzip JSON,
times in us, provenance in each file's ``source``, 12.4 KB in all). They were recorded on the
shared 2-core machine the standing way, ``--only`` each, one after another, the recorder at normal
priority (not niced), after the lead's go (the load average 0.50 at the start); this host is the
AMD EPYC with AVX2 and no AVX-512 that recorded held_out_44's..held_out_58's four (the same
``host_cpu``), so the four are measurements of the kernels' AVX2 paths (8-lane vectors, their
register tiles accordingly). ``ps`` (every 60 s and at the end, seven times) showed nothing else
running but the recorder, its measuring worker and the C compiler it calls, this helper's own
sampling and waiting shells (sleeping) and idle tool shells (sleeping or idle; no other python,
benchmark or pytest process), and this helper only read the logs beside it (nothing enumerated,
measured or tested) (load average 0.50-1.06 sampled every 10 s over the recording, 32 samples, the
recorder itself included, rising from the quiet start to about 1.0). The tail of their samples is
real measurement noise (median spread 1.5-2.4%), and the fastest sample is the true cost: two of
the four optima rest on one fast sample, the GEMM's, its other two samples 1.35 and 1.38 times it
(44th by median of 192), and the attention's, its other two 1.13 and 1.14 times it (10th by median
of 150), the FFN's and the LayerNorm's not (1.00-1.05 and 1.00-1.01, each 1st by median) (see
below). Before that, the first and the last configuration of each space were compiled (not run) to
check they build. Every configuration ran, so they are 0% infeasible (reported, not forced into
30-70%):

=================================================================  ==========================================  =======  ======  ======  =========
landscape                                                          op (shape)                                  configs  params  spread  worst/opt
=================================================================  ==========================================  =======  ======  ======  =========
cpu_attention_mqa27_causal_q_block_softmax_opt_unroll              multi-query attention, causal (27 query         150       4      2%       3.3x
                                                                   heads over one, 116 x 116, d 376)
cpu_gemm_n_tile_prefetch_align_layout                              GEMM (292 x 616 @ 616 x 608)                    192       4      2%       6.7x
cpu_ffn_gelu_erf_gated_down_m_down_k_fuse_unroll                   gated FFN, erf GELU (164 tokens, 432 ->         120       4      2%       1.3x
                                                                   1176)
cpu_layernorm_no_split_no_stats_no_pipeline_no_unroll              LayerNorm (1512 rows x 2912)                     28       2      2%       4.1x
=================================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1, 1.5%, 1.8%, 2.4% and 1.6%;
within 5% of the optimum: 3, 1, 5 and 7 configurations; the attention's optimum (a query block of
32, the online softmax, O3, unroll 16) has samples 1.138, 1.127 and 1.000 times its fastest and is
10th by median of 150 (1.127), the next configuration (32, online, O3, unroll 2) 1.030 times it
(median 1.088), the best by median (64, online, O3, unroll 16) 1.049 (median 1.051), query blocks
of 16, 64, 128 and 256 1.094, 1.049, 1.083 and 1.086 at least, two_pass 1.316 at least, O1 1.790
and O2 1.302 at least, unrolls of 0, 2, 4 and 8 1.315, 1.030, 1.111 and 1.115 at least, the whole
space within 3.28; the GEMM's optimum (an N tile of 176, the L1 prefetch on, the output unaligned,
row_major) has samples 1.375, 1.347 and 1.000 times its fastest and is 44th by median of 192
(1.347), the next configuration (240, no prefetch, unaligned, z_major) 1.223 times it (median
1.283), the best by median (208, no prefetch, aligned, row_major) 1.242 (median 1.259), N tiles of
16 to 160 1.282-2.531 and of 192 to 256 1.223-1.294 at least, no prefetch 1.223 and the output
aligned 1.242 at least, col_major 3.931 and z_major 1.223 at least, the whole space within 6.68;
the FFN's optimum (a down M tile of 176, a down K tile of 128, the activation fused, unroll 8) has
samples 1.000, 1.051 and 1.049 and is 1st by median (1.049) too, the next configuration (64, 256,
not fused, unroll 8) 1.015 times it (median 1.079), down M tiles of 16 and 64 1.080 and 1.015 at
least, down K tiles of 16, 48 and 256 1.081, 1.044 and 1.015 at least, not fused 1.015 at least,
unrolls of 0, 2, 4 and 16 1.022, 1.070, 1.049 and 1.075 at least, the whole space within 1.29; the
LayerNorm's optimum (4 rows a block, O3) has samples 1.013, 1.000 and 1.011 and is 1st by median
(1.011) too, the next (16 rows a block, O3) 1.011 times it (median 1.025), 1, 2, 8, 16, 32 and 64
rows a block 1.027, 1.022, 1.022, 1.011, 1.049 and 1.034 at least, O0 3.972, O1 1.104 and O2 1.213
at least, the whole space within 4.09.)
Recording took 132 + 76 + 72 + 34 s, 5.2 minutes in all, one landscape after another (2026-12-06
03:40 to 03:45 UTC).
"""
from __future__ import annotations

from .landscape import Landscape, _data_dir, recorded_set

HELD_OUT_59_DIR = _data_dir("zoo_held_out_59")


def held_out_59() -> list[tuple[str, Landscape]]:
    """The fifty-ninth held-out set, written and committed before any strategy ran on it (only
    enumerated: optimum, infeasible share, spread, configurations within 5% of the optimum): the
    cpu-backend landscapes recorded into ``data/zoo_held_out_59/`` by
    ``scripts/record_cpu_landscapes.py`` (see the module docstring for their provenance). The
    current unseen set: never used for tuning."""
    recorded = recorded_set("held_out_59", HELD_OUT_59_DIR)
    return recorded
