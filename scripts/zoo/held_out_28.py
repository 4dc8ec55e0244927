"""The zoo's ``held_out_28`` set: the unseen one, never used for tuning.

``held_out_28`` (:data:`HELD_OUT`, :func:`held_out_28`): the unseen set, never used for
tuning; the bar applies there. Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Its synthetic families are to follow.

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes and parameter values
(the FFN's tile_m 256, tile_n 16, down_tile_m 144 and 224 and down_tile_k 256) that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind
tuned together (every attention, GEMM and RMSNorm value has been tuned somewhere): a non-causal
grouped-query cross-attention (seven query heads a KV head) with its query block, KV split,
softmax, pipeline and unroll but its KV block and ``opt_level`` left at the default, a biased
batched GEMM tuning its tiles with layout, ``opt_level`` and ``l1_prefetch``, a gated tanh-GELU
FFN with its up M and N tiles, pipeline and schedule and the down projection's M and K tiles,
and an RMSNorm with its rows a block, hidden split, ``opt_level`` and pipeline but neither its
stats nor its unroll, each space measured exhaustively (every configuration compiled, checked
against numpy, timed 3 times) by ``scripts/record_cpu_landscapes.py`` into
``scripts/data/zoo_held_out_28/`` (gzip JSON, times in us, provenance in each file's
``source``, 14 KB in all). They were recorded on a shared 2-core machine under load (the one
the lead's niced benchmark jobs run on; load average 3.3-4.6 sampled every 10 s over the
recording, median 4.1, the recorder itself and, for part of it, this set's niced enumeration
included, 3.3 just before it started): the heavy tail of their samples is real measurement
noise, and the fastest sample is the true cost. Every configuration ran, so they are 0%
infeasible (reported, not forced into 30-70%):

===============================================  =========================================  =======  ======  ======  =========
landscape                                        op (shape)                                 configs  params  spread  worst/opt
===============================================  =========================================  =======  ======  ======  =========
cpu_attention_gqa7_cross_split_softmax_pipeline  grouped-query cross-attention (batch 2,        108       5     13%       3.0x
                                                 14 query and 2 KV heads, 40 queries over
                                                 544 keys, d 64)
cpu_gemm_batched_layout_opt_prefetch             batched GEMM with bias (2 x 120 x 272 @       144       6     13%      65.4x
                                                 272 x 416)
cpu_ffn_geglu_tanh_narrow_up_wide_down_schedule  FFN, gated tanh-GELU (168 tokens, 160 ->       144       6      9%       7.4x
                                                 624)
cpu_rmsnorm_no_stats_no_unroll                   RMSNorm (1664 rows x 1408)                     144       4      6%       4.4x
===============================================  =========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
1, 2, 1 and 3 configurations.) Recording took 136 + 105 + 156 + 199 s, 9.9 minutes in all, one
landscape after another under ``nice -n 10`` (four corner configurations, one of each space,
had been built and run once just before, to check they compile and pass the check).
"""
from __future__ import annotations

from .landscape import Landscape, _data_dir, recorded_set

HELD_OUT_28_DIR = _data_dir("zoo_held_out_28")


def held_out_28() -> list[tuple[str, Landscape]]:
    """The twenty-eighth held-out set, written and committed before any strategy ran on it (only
    enumerated: optimum, infeasible share, spread, configurations within 5% of the optimum): the
    cpu-backend landscapes recorded into ``data/zoo_held_out_28/`` by
    ``scripts/record_cpu_landscapes.py`` (see the module docstring for their provenance). The
    current unseen set: never used for tuning."""
    recorded = recorded_set("held_out_28", HELD_OUT_28_DIR)
    return recorded
