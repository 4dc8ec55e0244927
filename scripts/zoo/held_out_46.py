"""The zoo's ``held_out_46`` set: the unseen one, never used for tuning.

``held_out_46`` (:data:`HELD_OUT`, :func:`held_out_46`): the unseen set, never used for
tuning; the bar applies there. Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Its synthetic families are to follow.

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a non-causal multi-head self-attention of a small vision transformer's encoder (3 heads,
197 tokens: 196 patches and the class token) with its query block, KV block, softmax and unroll
but its KV split, pipeline and ``opt_level`` left at the default, a GEMM with bias (not batched)
tuning its N tile with schedule, unroll and layout (its M and K tiles at the default), a gated
fast-GELU FFN tuning the up projection's N tile, the down projection's K tile, schedule and
``down_pipeline``, and an RMSNorm with its rows a block, stats and unroll but neither its hidden
split, its pipeline nor its ``opt_level`` (a set no earlier LayerNorm or RMSNorm space tuned; 70
configurations, the full value lists: the untuned norm sets at 80 or more are used up, and this
is the largest left), each space measured exhaustively (every configuration compiled, checked
against numpy, timed 3 times) by ``scripts/record_cpu_landscapes.py`` into
``scripts/data/zoo_held_out_46/`` (gzip JSON, times in us, provenance in each file's ``source``,
11.7 KB in all). They were recorded on the shared 2-core machine the standing way, ``--only``
each, one after another, the recorder at normal priority (not niced), with the lead's jobs ended
(the load average 0.11 at the start); this host is the AMD EPYC with AVX2 and no AVX-512 that
recorded held_out_44's and held_out_45's four (the same ``host_cpu``), so the four are
measurements of the kernels' AVX2 paths (8-lane vectors, their register tiles accordingly).
``ps`` (every 60 s and at the end, six times) showed nothing else running but the recorder, its
measuring worker and the C compiler it called, this helper's own sampling and waiting shells
(sleeping) and idle tool shells (no other python, benchmark or pytest process), and this helper
only read the logs beside it (nothing enumerated, measured or tested) (load average 0.11-1.13
sampled every 10 s over the recording, 27 samples, median 0.93, the recorder itself included,
rising from the quiet start to about 1.0). The tail of their samples is real measurement noise
(median spread 1-3%), and the fastest sample is the true cost: the GEMM's, the FFN's and the
RMSNorm's optima each rest on one fast sample, their other two samples 1.33-1.38, 1.15-1.22 and
1.11-1.15 times it (see below). Before that, the first and the last configuration of each space
were compiled (not run) to check they build. Every configuration ran, so they are 0% infeasible
(reported, not forced into 30-70%):

=======================================================  =========================================  =======  ======  ======  =========
landscape                                                op (shape)                                 configs  params  spread  worst/opt
=======================================================  =========================================  =======  ======  ======  =========
cpu_attention_mha_vit_q_kv_blocks_softmax_unroll         multi-head attention, non-causal self          120       4      1%       1.9x
                                                         (batch 2, 3 heads, 197 queries over 197
                                                         keys, d 64)
cpu_gemm_bias_n_tile_schedule_unroll_layout              GEMM with bias (392 x 456 @ 456 x 360)         144       4      3%       5.8x
cpu_ffn_fastgelu_gated_n_down_k_schedule_down_pipeline   FFN, gated fast GELU (256 tokens, 120 ->       144       4      2%       1.3x
                                                         496)
cpu_rmsnorm_no_split_no_pipeline_no_opt_level            RMSNorm (1632 rows x 2752)                      70       3      2%       1.6x
=======================================================  =========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
1, 1, 1 and 2 configurations; the attention's optimum covers the 197 queries and keys in one block
of 256 each with the online softmax and unroll 16, its three samples equal to 0.2%, the next
configuration 1.051 times it, the two-pass softmax 1.36-1.89 and a KV block of 16 1.22-1.89; the
GEMM's optimum (N tile 112, the default schedule, unroll 16, z_major) has samples 1.00, 1.38 and
1.33 times its fastest, the next configuration 1.065 times it, the best by median being the N
tile 256, the default schedule, unroll 4 and z_major (1.15 times the optimum), the col_major
layout 3.56-5.83 times the optimum; the FFN's optimum (up N tile 32, down K tile 48, the latency
schedule, no down pipeline) has samples 1.00, 1.22 and 1.15, the next configuration 1.075 times
it, the best by median the up N tile 32, the down K tile 128, the throughput schedule and
single_buffer; the RMSNorm's optimum (2 rows a block, one-pass stats, unroll 16) has samples
1.15, 1.11 and 1.00, the next configuration (32 rows a block, one-pass, unroll 8) 1.040 times
it and the best by median, the two-pass stats 1.28-1.61.) Recording took 74 + 54 + 60 + 68 s,
4.3 minutes in all, one landscape after another (2026-12-05 11:09 to 11:13 UTC).
"""
from __future__ import annotations

from .landscape import Landscape, _data_dir, recorded_set

HELD_OUT_46_DIR = _data_dir("zoo_held_out_46")


def held_out_46() -> list[tuple[str, Landscape]]:
    """The forty-sixth held-out set, written and committed before any strategy ran on it (only
    enumerated: optimum, infeasible share, spread, configurations within 5% of the optimum): the
    cpu-backend landscapes recorded into ``data/zoo_held_out_46/`` by
    ``scripts/record_cpu_landscapes.py`` (see the module docstring for their provenance). The
    current unseen set: never used for tuning."""
    recorded = recorded_set("held_out_46", HELD_OUT_46_DIR)
    return recorded
