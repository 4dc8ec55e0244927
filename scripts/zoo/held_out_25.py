"""The zoo's ``held_out_25`` set: the unseen one, never used for tuning.

``held_out_25`` (:data:`HELD_OUT`, :func:`held_out_25`): the unseen set, never used for
tuning; the bar applies there. Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Its synthetic families are to follow.

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes and parameter values
(the FFN's tile_m 224, down_tile_m 176 and down_tile_k 240) that no earlier recorded landscape
covers, and four spaces whose parameters no earlier space of their op kind tuned together (every
attention, GEMM and LayerNorm value has been tuned somewhere): a causal grouped-query attention
with its query and KV blocks, KV split, ``opt_level`` and pipeline but its softmax and unroll left
at the default, a biased batched GEMM of transposed B tuning its tiles with layout, pipeline and
``l1_prefetch``, a gated ReLU FFN with its up M and N tiles and L1 prefetch, the down projection's
M and K tiles and the unroll, and a LayerNorm with all but its ``hidden_split``, each space
measured exhaustively (every configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_held_out_25/`` (gzip JSON, times in
us, provenance in each file's ``source``, 12 KB in all). They were recorded on a shared 2-core
machine under load (the one the lead's niced benchmark jobs run on; load average 1.5-3.2 sampled
every 10 s over the recording, median 3.0, the recorder itself included, 1.5 just before it
started): the heavy tail of their samples is real measurement noise, and the fastest sample is
the true cost. Every configuration ran, so they are 0% infeasible (reported, not forced into
30-70%):

===========================================  ============================================  =======  ======  ======  =========
landscape                                    op (shape)                                    configs  params  spread  worst/opt
===========================================  ============================================  =======  ======  ======  =========
cpu_attention_gqa_causal_split_opt_pipeline  causal grouped-query attention (batch 1, 8        108       5     14%      19.8x
                                             heads over 2 KV heads, 112 queries over 416
                                             keys, d 56)
cpu_gemm_transb_layout_pipeline_prefetch     batched GEMM of transposed B with bias (2 x       144       6     10%      17.7x
                                             96 x 208 @ 208 x 272)
cpu_ffn_reglu_wide_up_prefetch               FFN, gated ReLU (224 tokens, 128 -> 544)           96       6     10%       3.0x
cpu_layernorm_no_split                       LayerNorm (2816 rows x 960)                       108       5      7%       8.7x
===========================================  ============================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
1, 1, 1 and 1 configurations.) Recording took 125 + 89 + 94 + 143 s, 7.5 minutes in all, one
landscape after another under ``nice -n 10`` (no configuration had been built or run before).
"""
from __future__ import annotations

from .landscape import Landscape, _data_dir, recorded_set

HELD_OUT_25_DIR = _data_dir("zoo_held_out_25")


def held_out_25() -> list[tuple[str, Landscape]]:
    """The twenty-fifth held-out set, written and committed before any strategy ran on it (only
    enumerated: optimum, infeasible share, spread, configurations within 5% of the optimum): the
    cpu-backend landscapes recorded into ``data/zoo_held_out_25/`` by
    ``scripts/record_cpu_landscapes.py`` (see the module docstring for their provenance). The
    current unseen set: never used for tuning."""
    recorded = recorded_set("held_out_25", HELD_OUT_25_DIR)
    return recorded
