"""The zoo's ``held_out_56`` set: the unseen one, never used for tuning.

``held_out_56`` (:data:`HELD_OUT`, :func:`held_out_56`): the unseen set, never used for
tuning; the bar applies there. Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Its synthetic families are to follow.

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a causal multi-head attention, a prompt prefill with wide heads (28 heads, 140 tokens
over themselves, d 272), with its query block, KV block, KV split and unroll but its softmax,
pipeline and ``opt_level`` left at the default, a batched GEMM without bias tuning its N tile with
the pipeline, the schedule and unroll (560 wide: 3 to 35 N blocks; its M and K tiles at the
default), a gated fast-GELU FFN tuning the down projection's M and N tiles, the fused activation
and the gate/up schedule, and an RMSNorm with its hidden split, stats and ``opt_level`` (O0 among
them) but neither its rows a block, its pipeline nor its unroll (a set no earlier LayerNorm or
RMSNorm space tuned; 32 configurations, the full value lists: the untuned norm sets of 35 or more
are used up and this is the largest left), each space measured exhaustively (every configuration
compiled, checked against numpy, timed 3 times) by ``scripts/record_cpu_landscapes.py`` into
``scripts/data/zoo_held_out_56/`` (gzip JSON, times in us, provenance in each file's ``source``,
10.8 KB in all). They were recorded on the shared 2-core machine the standing way, ``--only``
each, one after another, the recorder at normal priority (not niced), after the lead's go (the
load average 0.07 at the start); this host is the AMD EPYC with AVX2 and no AVX-512 that recorded
held_out_44's..held_out_55's four (the same ``host_cpu``), so the four are measurements of the
kernels' AVX2 paths (8-lane vectors, their register tiles accordingly). ``ps`` (every 60 s and at
the end, seven times) showed nothing else running but the recorder, its measuring worker (and
twice its C compiler), this helper's own sampling and waiting shells (sleeping) and idle tool
shells (sleeping or idle; no other python, benchmark or pytest process), and this helper only
read the logs beside it (nothing enumerated, measured or tested) (load average 0.07-0.99 sampled
every 10 s over the recording, 31 samples, the recorder itself included, rising from the quiet
start to about 1.0). The tail of their samples is real measurement noise (median spread 2-4%),
and the fastest sample is the true cost: three of the four optima rest on one fast sample, their
other two samples 1.14-1.16 (the attention), 1.05-1.19 (the GEMM, 1st by median all the same)
and 1.20-1.25 (the FFN) times it, the RMSNorm's not (1.02-1.06) (see below). Before that, the
first and the last configuration of each space were compiled (not run) to check they build.
Every configuration ran, so they are 0% infeasible (reported, not forced into 30-70%):

=================================================================  ==========================================  =======  ======  ======  =========
landscape                                                          op (shape)                                  configs  params  spread  worst/opt
=================================================================  ==========================================  =======  ======  ======  =========
cpu_attention_mha_causal_wide_q_kv_blocks_split_unroll             multi-head attention, causal (28 heads,         108       4      3%       1.8x
                                                                   140 x 140, d 272)
cpu_gemm_batched_n_tile_pipeline_schedule_unroll                   batched GEMM (2 x 236 x 568 @ 568 x 560)        144       4      2%       3.0x
cpu_ffn_gated_fastgelu_down_m_down_n_fuse_schedule                 FFN, gated fast GELU (100 tokens, 408 ->        128       4      4%       1.3x
                                                                   1088)
cpu_rmsnorm_no_rows_per_block_no_pipeline_no_unroll                RMSNorm (1400 rows x 2640)                       32       3      4%       9.1x
=================================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1, 3.1%, 1.9%, 3.9% and 4.4%;
within 5% of the optimum: 3, 1, 2 and 1 configurations; the attention's optimum (a query block
of 32, a KV block of 128, no KV split, unroll 4) has samples 1.000, 1.143 and 1.163 times its
fastest and is 7th by median (1.143), the next configuration (a query block of 64, a KV block of
256, a KV split of 2, unroll 4) 1.013 times it (median 1.276), the best by median (64, 128, no
split, unroll 16) 1.067 by its fastest and 1.071 by its median, a query block of 128 1.122 at
least, a KV block of 64 1.089 at least, a KV split of 4 1.197 at least, no unroll 1.254 at
least, the whole space within 1.75; the GEMM's optimum (an N tile of 80, no pipeline, the
throughput schedule, unroll 8) has samples 1.049, 1.000 and 1.190 and is 1st by median (1.049)
too, the next configuration (16, no pipeline, throughput, no unroll) 1.072 times it (median
1.073), single_buffer 1.199 and double_buffer 1.318 at least, the default schedule 1.166 at
least, the other N tiles 1.072-1.090 at least, the whole space within 2.98; the FFN's optimum (a
down M tile of 128, a down N tile of 16, the activation fused, the default schedule) has samples
1.199, 1.000 and 1.246 and is 95th by median of 128 (1.199), the next configuration (64, 256,
fused, latency) 1.036 times it (median 1.137), the best by median (32, 144, not fused, default)
1.095 by its fastest and 1.095 by its median, a down M tile of 16 1.120 at least, not fused
1.066 at least, the balanced schedule 1.082 at least, the whole space within 1.32; the RMSNorm's
optimum (no hidden split, one_pass, O3) has samples 1.020, 1.000 and 1.056 and is 1st by median
(1.020) too, the next (a hidden split of 8, one_pass, O3) 1.152 times it (median 1.156), hidden
splits of 2 and 4 1.232 and 1.249 at least, two_pass 1.449 at least, O1 and O2 1.386 and 1.388
at least, O0 4.759 at least, the whole space within 9.07.)
Recording took 130 + 67 + 72 + 33 s, 5.0 minutes in all, one landscape after another (2026-12-06
00:16 to 00:21 UTC).
"""
from __future__ import annotations

from .landscape import Landscape, _data_dir, recorded_set

HELD_OUT_56_DIR = _data_dir("zoo_held_out_56")


def held_out_56() -> list[tuple[str, Landscape]]:
    """The fifty-sixth held-out set, written and committed before any strategy ran on it (only
    enumerated: optimum, infeasible share, spread, configurations within 5% of the optimum): the
    cpu-backend landscapes recorded into ``data/zoo_held_out_56/`` by
    ``scripts/record_cpu_landscapes.py`` (see the module docstring for their provenance). The
    current unseen set: never used for tuning."""
    recorded = recorded_set("held_out_56", HELD_OUT_56_DIR)
    return recorded
