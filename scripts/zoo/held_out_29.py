"""The zoo's ``held_out_29`` set: the unseen one, never used for tuning.

``held_out_29`` (:data:`HELD_OUT`, :func:`held_out_29`): the unseen set, never used for
tuning; the bar applies there. Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Its synthetic families are to follow.

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes and parameter values
(the FFN's down_tile_m 256 and down_tile_n 208 and 240) that no earlier recorded landscape
covers, and four spaces whose parameters no earlier space of their op kind tuned together
(every attention, GEMM and LayerNorm value has been tuned somewhere): a causal grouped-query
attention (six query heads a KV head) with its KV block, KV split, ``opt_level``, pipeline and
softmax but its query block and unroll left at the default, a biased GEMM of transposed B
tuning its tiles with layout, ``opt_level`` and schedule, a non-gated SiLU FFN with its up N
and K tiles and ``l1_prefetch`` and the down projection's M and N tiles and schedule, and a
LayerNorm with its hidden split, pipeline, stats and unroll but neither its rows a block nor its
``opt_level``, each space measured exhaustively (every configuration compiled, checked against
numpy, timed 3 times) by ``scripts/record_cpu_landscapes.py`` into
``scripts/data/zoo_held_out_29/`` (gzip JSON, times in us, provenance in each file's
``source``, 13 KB in all). They were recorded on a shared 2-core machine under load (the one
the lead's niced benchmark jobs run on; load average 1.1-2.7 sampled every 10 s over the
recording, median 1.8, the recorder itself and, for part of it, this set's niced enumeration
included, 1.2 just before it started): the heavy tail of their samples is real measurement
noise, and the fastest sample is the true cost. Every configuration ran, so they are 0%
infeasible (reported, not forced into 30-70%):

=============================================  =========================================  =======  ======  ======  =========
landscape                                      op (shape)                                 configs  params  spread  worst/opt
=============================================  =========================================  =======  ======  ======  =========
cpu_attention_gqa6_causal_split_opt_softmax    causal grouped-query attention (batch 1,       108       5      4%      11.9x
                                               12 query and 2 KV heads, 48 queries over
                                               464 keys, d 72)
cpu_gemm_transb_layout_opt_schedule            GEMM of transposed B with bias (152 x 176      144       6      6%      23.0x
                                               @ 176 x 368)
cpu_ffn_silu_wide_down_prefetch_down_schedule  FFN, SiLU (216 tokens, 272 -> 560)             144       6      4%       2.4x
cpu_layernorm_no_rows_per_block_no_opt_level   LayerNorm (1344 rows x 1856)                   120       4      5%       2.1x
=============================================  =========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
1, 1, 1 and 1 configurations.) Recording took 128 + 93 + 111 + 141 s, 7.9 minutes in all, one
landscape after another under ``nice -n 10`` (eight corner configurations, the first and the
last of each space, had been built and run once just before, to check they compile and pass the
check).
"""
from __future__ import annotations

from .landscape import Landscape, _data_dir, recorded_set

HELD_OUT_29_DIR = _data_dir("zoo_held_out_29")


def held_out_29() -> list[tuple[str, Landscape]]:
    """The twenty-ninth held-out set, written and committed before any strategy ran on it (only
    enumerated: optimum, infeasible share, spread, configurations within 5% of the optimum): the
    cpu-backend landscapes recorded into ``data/zoo_held_out_29/`` by
    ``scripts/record_cpu_landscapes.py`` (see the module docstring for their provenance). The
    current unseen set: never used for tuning."""
    recorded = recorded_set("held_out_29", HELD_OUT_29_DIR)
    return recorded
