"""The zoo's ``held_out_27`` set: the unseen one, never used for tuning.

``held_out_27`` (:data:`HELD_OUT`, :func:`held_out_27`): the unseen set, never used for
tuning; the bar applies there. Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Its synthetic families are to follow.

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes and parameter values
(the FFN's down_tile_m 192 and down_tile_n 224) that no earlier recorded landscape covers, and
four spaces whose parameters no earlier space of their op kind tuned together (every attention,
GEMM and LayerNorm value has been tuned somewhere): a causal multi-head attention with its query
and KV blocks, KV split, ``opt_level`` and unroll but its pipeline and softmax left at the
default, a biased batched GEMM tuning its tiles with ``opt_level``, pipeline and
``l1_prefetch``, a gated SiLU FFN with its up M and N tiles, the down projection's M and N
tiles, ``opt_level`` and the fused activation, and a LayerNorm with all but its rows a block,
each space measured exhaustively (every configuration compiled, checked against numpy, timed 3
times) by ``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_held_out_27/`` (gzip
JSON, times in us, provenance in each file's ``source``, 13 KB in all). They were recorded on a
shared 2-core machine under load (the one the lead's niced benchmark jobs run on; load average
3.3-4.1 sampled every 10 s over the recording, median 4.0, the recorder itself and, for part
of it, this set's niced enumeration included, 3.3 just before it started): the heavy tail of their samples is real measurement noise, and the
fastest sample is the true cost. Every configuration ran, so they are 0% infeasible (reported,
not forced into 30-70%):

=========================================  ============================================  =======  ======  ======  =========
landscape                                  op (shape)                                    configs  params  spread  worst/opt
=========================================  ============================================  =======  ======  ======  =========
cpu_attention_mha_causal_split_opt_unroll  causal multi-head attention (batch 2, 4           108       5     18%       3.6x
                                           heads, 176 queries over 176 keys, d 88)
cpu_gemm_batched_opt_pipeline_prefetch     batched GEMM with bias (4 x 48 x 192 @ 192 x      144       6     31%      49.1x
                                           352)
cpu_ffn_swiglu_wide_down_opt_fuse          FFN, gated SiLU (200 tokens, 256 -> 576)          144       6     29%       4.3x
cpu_layernorm_no_rows_per_block            LayerNorm (1152 rows x 2176)                      108       5     12%       8.7x
=========================================  ============================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
1, 1, 1 and 1 configuration.) Recording took 138 + 104 + 182 + 160 s, 9.7 minutes in all, one
landscape after another under ``nice -n 10`` (no configuration had been built or run before).
"""
from __future__ import annotations

from .landscape import Landscape, _data_dir, recorded_set

HELD_OUT_27_DIR = _data_dir("zoo_held_out_27")


def held_out_27() -> list[tuple[str, Landscape]]:
    """The twenty-seventh held-out set, written and committed before any strategy ran on it (only
    enumerated: optimum, infeasible share, spread, configurations within 5% of the optimum): the
    cpu-backend landscapes recorded into ``data/zoo_held_out_27/`` by
    ``scripts/record_cpu_landscapes.py`` (see the module docstring for their provenance). The
    current unseen set: never used for tuning."""
    recorded = recorded_set("held_out_27", HELD_OUT_27_DIR)
    return recorded
