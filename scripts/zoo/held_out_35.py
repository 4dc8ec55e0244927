"""The zoo's ``held_out_35`` set: the unseen one, never used for tuning.

``held_out_35`` (:data:`HELD_OUT`, :func:`held_out_35`): the unseen set, never used for
tuning; the bar applies there. Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Its synthetic families are to follow.

And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind
tuned together: a non-causal grouped-query attention (four query heads a KV head) with its query
and KV blocks, KV split, pipeline and softmax but its ``opt_level`` and unroll left at the
default, a batched GEMM with bias tuning its M and N tiles with pipeline, ``output_align`` and
unroll but its K tile left at the default, a non-gated ReLU FFN with the up projection's N tile,
the down M and K tiles, ``fuse_activation``, ``down_l1_prefetch`` and the down schedule, and a
LayerNorm with its rows a block, hidden split, pipeline and unroll but neither its stats nor its
``opt_level`` (a set no earlier LayerNorm or RMSNorm space tuned), each space measured
exhaustively (every configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_held_out_35/`` (gzip JSON, times in
us, provenance in each file's ``source``, 14 KB in all). They were recorded on the shared 2-core
machine the standing way, ``--only`` each, one after another, the recorder at normal priority
(not niced); ``ps`` (every 60 s and at the end, seven times) showed nothing else running but the
recorder, its measuring worker and the C compiler it called, and two idle tool shells (no other
python or pytest process; no benchmark of the lead's), and this helper ran only greps over the
zoo's modules beside it, seconds at a time (load average 0.20-0.99 sampled every 10 s over the
recording, median 0.94, the recorder itself included; 0.20 at its start): the tail of their
samples is real measurement noise, lighter than seen_34's (median spread 1-3% against 4-8%), and
the fastest sample is the true cost. Before that, the first and the last configuration of each
space were compiled (not run) to check they build. Every configuration ran, so they are 0%
infeasible (reported, not forced into 30-70%):

=======================================================  ========================================  =======  ======  ======  =========
landscape                                                op (shape)                                configs  params  spread  worst/opt
=======================================================  ========================================  =======  ======  ======  =========
cpu_attention_gqa4_noncausal_no_opt_level_no_unroll      grouped-query attention, not causal           144       5      1%       1.8x
                                                         (batch 1, 16 query heads and 4 KV heads,
                                                         88 queries over 264 keys, d 56)
cpu_gemm_bias_mn_tiles_pipeline_align_unroll             batched GEMM with bias (2 x 136 x 248 @       162       5      3%       1.9x
                                                         248 x 296)
cpu_ffn_relu_n_down_mk_fuse_down_prefetch_down_schedule  FFN, ReLU, not gated (120 tokens, 232 ->       144       6      3%       1.2x
                                                         568)
cpu_layernorm_no_stats_no_opt_level                      LayerNorm (1472 rows x 1472)                  144       4      3%       1.5x
=======================================================  ========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
1, 5, 3 and 2 configurations.) Recording took 99 + 64 + 72 + 96 s, 5.5 minutes in all, one
landscape after another (2026-12-04 23:57 to 2026-12-05 00:03 UTC).
"""
from __future__ import annotations

from .landscape import Landscape, _data_dir, recorded_set

HELD_OUT_35_DIR = _data_dir("zoo_held_out_35")


def held_out_35() -> list[tuple[str, Landscape]]:
    """The thirty-fifth held-out set, written and committed before any strategy ran on it (only
    enumerated: optimum, infeasible share, spread, configurations within 5% of the optimum): the
    cpu-backend landscapes recorded into ``data/zoo_held_out_35/`` by
    ``scripts/record_cpu_landscapes.py`` (see the module docstring for their provenance). The
    current unseen set: never used for tuning."""
    recorded = recorded_set("held_out_35", HELD_OUT_35_DIR)
    return recorded
