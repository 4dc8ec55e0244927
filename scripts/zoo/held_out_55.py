"""The zoo's ``held_out_55`` set: the unseen one, never used for tuning.

``held_out_55`` (:data:`HELD_OUT`, :func:`held_out_55`): the unseen set, never used for
tuning; the bar applies there. Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Its synthetic families are to follow.

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a causal grouped-query attention, a chat model's prompt prefill (26 query heads over 2
KV heads, 150 tokens over themselves, d 256), with its KV block, KV split, softmax and unroll but
its query block, pipeline and ``opt_level`` left at the default, a plain GEMM (unbatched, no bias)
tuning its K tile with L1 prefetch, the schedule and unroll (536 deep: 3 to 34 k-steps; its M and
N tiles at the default), a non-gated ReLU FFN tuning the up projection's K tile, the down
projection's K tile, the down L1 prefetch and unroll, and a LayerNorm with its rows a block and
unroll but neither its hidden split, its stats, its pipeline nor its ``opt_level`` (a set no
earlier LayerNorm or RMSNorm space tuned; 35 configurations, the full value lists: the untuned
norm sets of 40 or more are used up and this is the largest left), each space measured
exhaustively (every configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_held_out_55/`` (gzip JSON, times in
us, provenance in each file's ``source``, 8.9 KB in all). They were recorded on the shared 2-core
machine the standing way, ``--only`` each, one after another, the recorder at normal priority
(not niced), after the lead's go (the load average 0.44 at the start); this host is the AMD EPYC
with AVX2 and no AVX-512 that recorded held_out_44's..held_out_54's four (the same
``host_cpu``), so the four are measurements of the kernels' AVX2 paths (8-lane vectors, their
register tiles accordingly). ``ps`` (every 60 s and at the end, six times) showed nothing else
running but the recorder, its measuring worker (and once its C compiler), this helper's own
sampling and waiting shells (sleeping) and idle tool shells (sleeping or idle; no other python,
benchmark or pytest process), and this helper only read the logs beside it (nothing enumerated,
measured or tested) (load average 0.44-1.07 sampled every 10 s over the recording, 26 samples,
the recorder itself included, rising from the quiet start to about 1.0). The tail of their
samples is real measurement noise (median spread 1-4%), and the fastest sample is the true cost:
three of the four optima rest on one fast sample, their other two samples 1.10-1.11 (the GEMM),
1.19-1.20 (the FFN) and 1.19 (the LayerNorm) times it, the attention's not (1.00-1.01) (see
below). Before that, the first and the last configuration of each space were compiled (not run)
to check they build. Every configuration ran, so they are 0% infeasible (reported, not forced
into 30-70%):

=================================================================  ==========================================  =======  ======  ======  =========
landscape                                                          op (shape)                                  configs  params  spread  worst/opt
=================================================================  ==========================================  =======  ======  ======  =========
cpu_attention_gqa13_causal_prefill_kv_block_split_softmax_unroll   grouped-query attention, causal (26 query        96       4      1%       2.1x
                                                                   heads over 2, 150 x 150, d 256)
cpu_gemm_k_tile_prefetch_schedule_unroll                           GEMM (528 x 536 @ 536 x 544)                      96       4      2%       1.6x
cpu_ffn_relu_k_down_k_down_prefetch_unroll                         FFN, ReLU (320 tokens, 368 -> 736)                96       4      2%       1.7x
cpu_layernorm_no_split_no_stats_no_pipeline_no_opt_level           LayerNorm (1720 rows x 2720)                      35       2      4%       1.3x
=================================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1, 1.3%, 2.2%, 2.2% and 3.6%;
within 5% of the optimum: 5, 7, 1 and 3 configurations; the attention's optimum (a KV block of
128, no KV split, the online softmax, unroll 4) has samples 1.012, 1.002 and 1.000 times its
fastest and is 1st by median (1.002) too, the next configuration (a KV block of 32, no split,
online, unroll 16) 1.006 times it (median 1.010), KV blocks of 64 and 256 1.064 and 1.109 at
least, KV splits of 2, 4 and 8 1.083, 1.262 and 1.683 at least, two_pass softmax 1.232 at
least, the whole space within 2.13; the GEMM's optimum (a K tile of 144, no L1 prefetch, the
default schedule, no unroll) has samples 1.000, 1.098 and 1.113 and is 14th by median (1.098),
the next configuration (208, no prefetch, throughput, unroll 16) 1.016 times it (median 1.059),
the best by median (208, no prefetch, throughput, unroll 4) 1.029 by its fastest and 1.031 by
its median, a K tile of 16 1.260 at least, the latency schedule 1.151 at least, the whole space
within 1.59; the FFN's optimum (an up K tile of 256, a down K tile of 80, the down L1 prefetch
on, unroll 4) has samples 1.204, 1.187 and 1.000 and is 8th by median (1.187), the next
configuration (256, 160, no down prefetch, unroll 4) 1.084 times it (median 1.182), the best by
median (256, 256, no down prefetch, unroll 4) 1.119 by its fastest and 1.163 by its median, up
K tiles below 256 1.156 at least, a down K tile of 16 1.247 at least, unroll 16 1.286 at least,
the whole space within 1.72; the LayerNorm's optimum (2 rows a block, unroll 8) has samples
1.192, 1.190 and 1.000 and is 10th by median (1.190), the next (32 rows a block, unroll 8)
1.028 times it (median 1.180), the best by median (4 rows a block, unroll 16) 1.141 by its
fastest and 1.154 by its median, one row a block 1.169 and 64 1.135 at least, no unroll 1.136
at least, the whole space within 1.34.)
Recording took 84 + 44 + 53 + 41 s, 3.7 minutes in all, one landscape after another (2026-12-05
22:49 to 22:53 UTC).
"""
from __future__ import annotations

from .landscape import Landscape, _data_dir, recorded_set

HELD_OUT_55_DIR = _data_dir("zoo_held_out_55")


def held_out_55() -> list[tuple[str, Landscape]]:
    """The fifty-fifth held-out set, written and committed before any strategy ran on it (only
    enumerated: optimum, infeasible share, spread, configurations within 5% of the optimum): the
    cpu-backend landscapes recorded into ``data/zoo_held_out_55/`` by
    ``scripts/record_cpu_landscapes.py`` (see the module docstring for their provenance). The
    current unseen set: never used for tuning."""
    recorded = recorded_set("held_out_55", HELD_OUT_55_DIR)
    return recorded
