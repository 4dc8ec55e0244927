"""The zoo's ``held_out_65`` set: the unseen one, never used for tuning.

``held_out_65`` (:data:`HELD_OUT`, :func:`held_out_65`): the unseen set, never used for
tuning; the bar applies there. Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Its nine synthetic families are to follow (next commit).

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a causal multi-query attention, a decoder's prefill (92 tokens, 37 query heads over one KV
head, d 496), with its query block, softmax, pipeline and ``opt_level`` (O0 among its levels:
without it the set is 72, under 96) but its KV block, KV split and unroll left at the default
(query blocks of 16, 32, 64 and 128: 6, 3, 2 and 1 query blocks of the 92; 256 is one block like
128 and left out), a batched GEMM (batch 2, with bias) tuning its N tile with the L1 prefetch and
the schedule (712 wide: 45 to 3 column blocks; its M and K tiles, pipeline, output alignment,
``opt_level``, unroll and layout at the default), a non-gated ReLU FFN tuning the down projection's
M tile with the down L1 prefetch and the unroll (252 tokens: 16 to 1 row blocks; 728 hidden, 1096
intermediate), and a LayerNorm with its hidden split and ``opt_level`` (O0 among its levels) but
neither its rows a block, its stats, its pipeline nor its unroll (a set no earlier LayerNorm or
RMSNorm space tuned; 16 configurations, the full value lists: the untuned norm sets of 20 or more
are used up and this is the largest left), each space measured exhaustively (every configuration
compiled, checked against numpy, timed 3 times) by ``scripts/record_cpu_landscapes.py`` into
``scripts/data/zoo_held_out_65/`` (gzip JSON, times in us, provenance in each file's ``source``,
10.8 KB in all). They were recorded on the shared 2-core machine the standing way, ``--only`` each,
one after another, the recorder at normal priority (not niced), 60 s after the lead's go (the load
average 0.28 at the start), on the host that recorded held_out_62's, held_out_63's and
held_out_64's four (now seen_62's, seen_63's and seen_64's), an AMD EPYC with AVX-512 (avx512f,
avx512dq, avx512bw, avx512vl and more): their ``host_cpu`` (81db2b0747f882f3) is seen_64's, so the
four are measurements of the kernels' AVX-512 paths (16-lane vectors), like seen_62's..seen_64's
and unlike held_out_44's..held_out_61's (e12b91328de47f4d, an AVX2-only EPYC). ``ps`` (every 60 s,
seven times over the standing recording) showed nothing else running but the recorder, its
measuring worker and its C compiler, this helper's own sampling and waiting shells (sleeping) and
idle tool shells (sleeping; no other python, benchmark or pytest process); this helper's drafting
of the synthetic families had not begun at the go (its one drafting call after the go was stopped
by its guard at its first line) and during the recording it only read the logs beside it (load
average 0.28-1.08 sampled every 10 s over both recordings, the recorder itself included, rising
from the quiet start to about 1.0). The tail of their samples is real measurement noise (median
spread 0.8-2.4%), and the fastest sample is the true cost: THE FFN'S AND THE GEMM'S OPTIMA REST ON
ONE FAST SAMPLE, the FFN's most (its other two samples 1.110 and 1.085 times it, 57th by median of
160, and only 1.008 times faster than any other configuration's fastest), the GEMM's (1.041 and
1.058 times it, 4th by median of 128, 1.002 times faster than any other's fastest); the attention's
optimum leans on its fast sample too, less (1.025 and 1.036 times it, 3rd by median of 96, 1.007
times faster than any other's fastest), and the LayerNorm's is steady (1.003 and 1.014 times it,
the best by median, 1.075 times faster than any other's fastest). Before that, the first and the
last configuration of each space (and five more of each, seconds each, because the first drafts
of the attention and the FFN came near 150 s) were compiled and measured once the recorder's way,
in a scratch cache outside the repository, to check they build and to estimate the recording time.
Every configuration ran, so they are 0% infeasible (reported, not forced into 30-70%):

===============================================================  ==========================================  =======  ======  ======  =========
landscape                                                        op (shape)                                  configs  params  spread  worst/opt
===============================================================  ==========================================  =======  ======  ======  =========
cpu_attention_mqa37_causal_q_block_softmax_pipeline_opt          multi-query attention, causal (37 heads         96       4      1%      14.2x
                                                                 over one, 92 x 92, d 496)
cpu_gemm_batched_bias_n_tile_prefetch_schedule                   batched GEMM + bias (2 x 220 x 720 @            128       3      2%       3.7x
                                                                 720 x 712)
cpu_ffn_relu_down_m_down_prefetch_unroll                         FFN, ReLU (252 tokens, 728 -> 1096)             160       3      2%       1.3x
cpu_layernorm_no_rows_per_block_no_stats_no_pipeline_no_unroll   LayerNorm (1648 rows x 3080)                     16       2      1%       4.7x
===============================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1, 0.8%, 1.8%, 2.4% and 1.2%;
within 5% of the optimum: 6, 9, 14 and 1 configurations; the attention's optimum (a query block of
16, the online softmax, no pipeline, O3) has samples 1.000, 1.025 and 1.036 times its fastest and is
3rd by median of 96 (median 1.025), the next fastest (128, online, none, O3) 1.007 (median 1.019),
the best by median (128, online, double_buffer, O3) 1.009 (median 1.012); query blocks of 32, 64
and 128 1.026, 1.028 and 1.007 at least; the two-pass softmax 1.601 at least; the pipeline
single_buffer and double_buffer 1.049 and 1.009 at least; O0, O1 and O2 10.179, 1.670 and 1.206 at
least (the slowest (128, two_pass, double_buffer, O0) 14.163); the GEMM's optimum (an N tile of 224,
no L1 prefetch, the throughput schedule) has samples 1.041, 1.000 and 1.058 times its fastest and
is 4th by median of 128 (median 1.041), the next fastest (96, prefetch, throughput) 1.002 (median
1.121), the best by median (256, prefetch, throughput) 1.006 (median 1.032); N tiles of 16 to 256
but 224 1.002-2.291 at least (16, 48 and 80 the slowest, 2.291, 1.562 and 1.374; 96, 256, 128
and 192 the nearest, 1.002-1.048), the L1 prefetch 1.002 at least; the
default, balanced and latency schedules 1.020, 1.090 and 1.190 at least (the slowest (16, no
prefetch, latency) 3.669); the FFN's optimum (a down M tile of 80, the down L1 prefetch, unroll 8)
has samples 1.110, 1.000 and 1.085 times its fastest and is 57th by median of 160 (median 1.085),
the next fastest (144, prefetch, unroll 8) 1.008 (median 1.086), the best by median (176, no
prefetch, unroll 8) 1.048 (median 1.050); down M tiles of 16 to 256 but 80 1.008-1.063 at least; no
prefetch 1.014 at least; unrolls of 0, 2, 4 and 16 1.047, 1.016, 1.049 and 1.096 at least, the
whole space within 1.26 ((160, no prefetch, unroll 16) the slowest); the LayerNorm's optimum (hidden
split 8, O3) has samples 1.000, 1.003 and 1.014 times its fastest and is the best by median of 16
(1.003), the next (4, O3) 1.075 (median 1.087); hidden splits of 1, 2 and 4 1.158, 1.140 and 1.075
at least; O0, O1 and O2 4.467, 1.166 and 1.150 at least (the slowest (4, O0) 4.681).)
Recording took 112 + 65 + 120 + 21 s, 5.3 minutes in all, one landscape after another (2026-12-06
11:32 to 11:38 UTC).
"""
from __future__ import annotations

from .landscape import Landscape, _data_dir, recorded_set

HELD_OUT_65_DIR = _data_dir("zoo_held_out_65")


def held_out_65() -> list[tuple[str, Landscape]]:
    """The sixty-fifth held-out set, written and committed before any strategy ran on it (only
    enumerated: optimum, infeasible share, spread, configurations within 5% of the optimum): the
    cpu-backend landscapes recorded into ``data/zoo_held_out_65/`` by
    ``scripts/record_cpu_landscapes.py`` (see the module docstring for their provenance). The
    current unseen set: never used for tuning."""
    recorded = recorded_set("held_out_65", HELD_OUT_65_DIR)
    return recorded
