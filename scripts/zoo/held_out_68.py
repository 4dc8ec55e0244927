"""The zoo's ``held_out_68`` set: the unseen one, never used for tuning.

``held_out_68`` (:data:`HELD_OUT`, :func:`held_out_68`): the unseen set, never used for
tuning; the bar applies there. Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Its nine synthetic families are to follow (next commit).

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a causal multi-head attention, a decoder's prefill (47 tokens, 43 heads, d 528), with
its KV split, softmax, pipeline and ``opt_level`` (O0 to O3: O0 kept, the set being 90 without
it) but its query block, KV block and unroll left at the default (KV splits of 1 to 16 over the 47
visible keys of the one query block: 1, 2 and 3 chunks of whole 16-float panels, 4, 8 and 16
splitting them alike into three with 1, 5 and 13 empty splits), a batched GEMM without bias tuning
its N tile with the L1 prefetch and ``opt_level`` (O1, O2 and O3: no O0; 760 wide: 48 to 3 column
blocks; two 228 x 768 @ 768 x 760; its M and K tiles, pipeline, output alignment, schedule,
unroll and layout at the default), a gated tanh-GELU FFN tuning the gate/up projection's K tile
with the gate/up pipeline and the down L1 prefetch (768 hidden: 48 to 3 k-steps; 188 tokens, 1152
intermediate), and an RMSNorm with its hidden split and its pipeline but neither its rows a block,
its stats, its ``opt_level`` nor its unroll (a set no earlier LayerNorm or RMSNorm space tuned; 12
configurations, the full value lists: the untuned norm sets of 13 or more are used up and this is
one of the two largest left), each space measured exhaustively (every configuration compiled,
checked against numpy, timed 3 times) by ``scripts/record_cpu_landscapes.py`` into
``scripts/data/zoo_held_out_68/`` (gzip JSON, times in us, provenance in each file's ``source``,
9.4 KB in all). They were recorded on the shared 2-core machine the standing way, ``--only``
each, one after another, the recorder at normal priority (not niced), 60 s after the lead's go
(the load average 0.20 at the start), on the host that recorded held_out_62's..held_out_67's four
(now seen_62's..seen_67's), an AMD EPYC with AVX-512 (avx512f, avx512dq, avx512bw, avx512vl and
more): their ``host_cpu`` (81db2b0747f882f3) is seen_67's, so the four are measurements of the
kernels' AVX-512 paths (16-lane vectors), like seen_62's..seen_67's and unlike
held_out_44's..held_out_61's (e12b91328de47f4d, an AVX2-only EPYC). ``ps`` (every 60 s, seven
times over the standing recording) showed nothing else running but the recorder, its measuring
worker and its C compiler, this helper's own sampling and waiting shells (sleeping) and idle tool
shells (sleeping); this helper's drafting of the synthetic families had ended before the go, and
during the recording it only read the logs beside it (load average 0.20-1.04 sampled every 10 s
over the standing recording, the recorder itself included). The attention's standing recording
took 159 s, over the 150 s its space was sized for (estimated at 115-150 s beforehand). The tail
of their samples is real measurement noise (median spread 0.7-4.4%), and the fastest sample is
the true cost: THE FFN'S OPTIMUM RESTS ON ONE FAST SAMPLE (its other two samples 1.036 and 1.042
times it, 5th by median of 96, the next fastest 1.023 times it); the GEMM's optimum leans on its
fast sample too (its other two 1.034 and 1.159 times it) but is the best by median as well (1.034
against the next's 1.059); the attention's (samples 1.015, 1.008 and 1.000 times its fastest) is
2nd by median of 120 in a flat top (the next fastest 1.000 times it, the best by median 1.006),
and the RMSNorm's is the best by median (samples 1.008, 1.008 and 1.000; the next fastest 1.036).
Before that, the first and the last configuration of each space were compiled and measured once
the recorder's way, in a scratch cache outside the repository, to check they build and to
estimate the recording time. Every configuration ran, so they are 0% infeasible (reported, not
forced into 30-70%):

===============================================================  ==========================================  =======  ======  ======  =========
landscape                                                        op (shape)                                  configs  params  spread  worst/opt
===============================================================  ==========================================  =======  ======  ======  =========
cpu_attention_mha43_causal_kv_split_softmax_pipeline_opt         multi-head attention, causal (43 heads,         120       4      3%      11.2x
                                                                 47 x 47, d 528)
cpu_gemm_batched_n_tile_prefetch_opt                             batched GEMM (2 x 228 x 768 @ 768 x 760)         96       3      4%       5.3x
cpu_ffn_geglu_tanh_k_tile_pipeline_down_prefetch                 FFN, gated tanh GELU (188 tokens,                96       3      2%       1.3x
                                                                 768 -> 1152)
cpu_rmsnorm_no_rows_per_block_no_stats_no_opt_level_no_unroll    RMSNorm (1688 rows x 3104)                       12       2      1%       1.1x
===============================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1, 2.9%, 4.4%, 1.5% and 0.7%;
within 5% of the optimum: 4, 2, 21 and 2 configurations; the attention's optimum (KV split 1,
online softmax, double_buffer, O3) has samples 1.015, 1.008 and 1.000 times its fastest, 2nd by
median of 120, the same with the pipeline none 1.000 (median 1.013) and the best by median (KV
split 2, online, none, O3) 1.006 (median 1.008); KV splits of 2, 4, 8 and 16 1.006, 1.044, 1.090
and 1.113 at least (the empty splits cost); two_pass softmax 1.652 at least; the pipeline
single_buffer 1.129 at least, double_buffer as fast as none; O0, O1 and O2 5.821, 1.241 and 1.120
at least; the GEMM's optimum (N tile 64, L1 prefetch, O3) 1.034, 1.159 and 1.000, the best by
median (1.034), the next (64, no prefetch, O3) 1.048 (median 1.059); the N tiles other than 64
1.070 (192) to 2.371 (16) at least; O1 and O2 1.826 and 1.307 at least; the FFN's optimum (gate/up
K tile 256, single_buffer, down prefetch) 1.036, 1.000 and 1.042, 5th by median of 96 (median
1.036), the next fastest (192, single_buffer, prefetch) 1.023 (median 1.030), the best by median
(224, single_buffer, prefetch) 1.026 (median 1.026): its top is flat, K tiles of 128 to 256 within
4%; the pipeline none and double_buffer 1.030 and 1.045 at least, no down prefetch 1.034 at
least; the RMSNorm's optimum (hidden split 1, the pipeline none) 1.008, 1.008 and 1.000, the best
by median, the next (8, none) 1.036; hidden splits of 2 and 4 1.088 at least; the pipeline
single_buffer and double_buffer 1.084 and 1.074 at least).
"""
from __future__ import annotations

from .landscape import Landscape, _data_dir, recorded_set

HELD_OUT_68_DIR = _data_dir("zoo_held_out_68")


def held_out_68() -> list[tuple[str, Landscape]]:
    """The sixty-eighth held-out set, written and committed before any strategy ran on it (only
    enumerated: optimum, infeasible share, spread, configurations within 5% of the optimum): the
    cpu-backend landscapes recorded into ``data/zoo_held_out_68/`` by
    ``scripts/record_cpu_landscapes.py`` (see the module docstring for their provenance). The
    current unseen set: never used for tuning."""
    recorded = recorded_set("held_out_68", HELD_OUT_68_DIR)
    return recorded
