"""The zoo's ``held_out_34`` set: the unseen one, never used for tuning.

``held_out_34`` (:data:`HELD_OUT`, :func:`held_out_34`): the unseen set, never used for
tuning; the bar applies there. Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Its synthetic families are to follow.

And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind
tuned together: a causal grouped-query attention (five query heads a KV head) with its query and
KV blocks, KV split, softmax and ``opt_level`` but its pipeline and unroll left at the default, a
batched GEMM tuning its M and K tiles with ``l1_prefetch``, schedule and layout but its N tile
left at the default, a non-gated GELU FFN with the up projection's M and K tiles, the down N tile,
the down pipeline and unroll, and an RMSNorm with its rows a block, hidden split, ``opt_level``
and unroll but neither its stats nor its pipeline (a set no earlier RMSNorm or LayerNorm space
tuned), each space measured exhaustively (every configuration compiled, checked against numpy,
timed 3 times) by ``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_held_out_34/``
(gzip JSON, times in us, provenance in each file's ``source``, 15 KB in all). They were recorded
on the shared 2-core machine the standing way, ``--only`` each, one after another, the recorder
at normal priority (not niced); no benchmark of the lead's was running on this machine then,
only this helper's own enumeration of the synthetic families, seconds at a time (load average
0.91-2.31 sampled every 10 s over the recording, median 1.93, the recorder itself included):
the tail of their samples is real measurement noise, lighter than seen_33's (median spread 4-8%
against 5-37%), and the fastest sample is the true cost. Before that, the first and the last
configuration of each space were compiled (not run) to check they build. Every configuration
ran, so they are 0% infeasible (reported, not forced into 30-70%):

====================================================  ========================================  =======  ======  ======  =========
landscape                                             op (shape)                                configs  params  spread  worst/opt
====================================================  ========================================  =======  ======  ======  =========
cpu_attention_gqa5_causal_no_pipeline_no_unroll       grouped-query attention, causal (batch        144       5      4%       2.5x
                                                      1, 15 query heads and 3 KV heads, 80
                                                      queries over 336 keys, d 72)
cpu_gemm_batched_mk_tiles_prefetch_schedule_layout    batched GEMM (2 x 184 x 296 @ 296 x 264)      162       5      8%      12.1x
cpu_ffn_gelu_up_mk_down_n_down_pipeline_unroll        FFN, GELU, not gated (104 tokens, 248 ->      144       5      4%       2.0x
                                                      664)
cpu_rmsnorm_no_stats_no_pipeline                      RMSNorm (1600 rows x 1344)                    144       4      4%       3.6x
====================================================  ========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
1, 3, 1 and 1 configurations.) Recording took 108 + 84 + 95 + 101 s, 6.5 minutes in all, one
landscape after another (2026-12-04, 21:13-21:20 UTC).
"""
from __future__ import annotations

from .landscape import Landscape, _data_dir, recorded_set

HELD_OUT_34_DIR = _data_dir("zoo_held_out_34")


def held_out_34() -> list[tuple[str, Landscape]]:
    """The thirty-fourth held-out set, written and committed before any strategy ran on it (only
    enumerated: optimum, infeasible share, spread, configurations within 5% of the optimum): the
    cpu-backend landscapes recorded into ``data/zoo_held_out_34/`` by
    ``scripts/record_cpu_landscapes.py`` (see the module docstring for their provenance). The
    current unseen set: never used for tuning."""
    recorded = recorded_set("held_out_34", HELD_OUT_34_DIR)
    return recorded
