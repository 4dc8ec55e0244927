"""The zoo's ``held_out_24`` set: the unseen one, never used for tuning.

``held_out_24`` (:data:`HELD_OUT`, :func:`held_out_24`): the unseen set, never used for
tuning; the bar applies there. Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Its synthetic families are to follow.

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes and parameter values
(the FFN's tile_m 240, down_tile_m 240 and down_tile_n 192) that no earlier recorded landscape
covers, and four spaces whose parameters no earlier space of their op kind tuned together (every
attention, GEMM and RMSNorm value has been tuned somewhere): a causal grouped-query attention with
its query and KV blocks, pipeline, softmax and unroll but its KV split and ``opt_level`` left at
the default, a biased batched GEMM tuning its tiles with layout, ``output_align`` and schedule, an
ungated tanh-GELU FFN with its up M and K tiles, the down projection's M and N tiles and pipeline
and the up phase's schedule, and an RMSNorm with all but its ``rows_per_block``, each space
measured exhaustively (every configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_held_out_24/`` (gzip JSON, times in
us, provenance in each file's ``source``, 12 KB in all). They were recorded on a shared 2-core
machine under load (the one the lead's niced benchmark jobs run on; load average 1.5-4.7 sampled
every 10 s over the recording, median 2.8, the recorder itself included, 1.5 just before it
started): the heavy tail of their samples is real measurement noise, and the fastest sample is
the true cost. Every configuration ran, so they are 0% infeasible (reported, not forced into
30-70%):

========================================  ============================================  =======  ======  ======  =========
landscape                                 op (shape)                                    configs  params  spread  worst/opt
========================================  ============================================  =======  ======  ======  =========
cpu_attention_gqa_causal_pipeline_unroll  causal grouped-query attention (batch 2, 6        108       5      7%       2.6x
                                          heads over 2 KV heads, 96 queries over 352
                                          keys, d 72)
cpu_gemm_layout_align_schedule            batched GEMM with bias (2 x 112 x 176 @           144       6     16%      12.3x
                                          176 x 208)
cpu_ffn_gelu_tanh_tall_down_pipeline      FFN, tanh GELU (240 tokens, 192 -> 384)            96       6      9%       2.8x
cpu_rmsnorm_no_rows_per_block             RMSNorm (2560 rows x 1152)                        108       5     10%      18.3x
========================================  ============================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
2, 2, 3 and 1 configurations.) Recording took 80 + 73 + 56 + 94 s, 5.0 minutes in all, one
landscape after another under ``nice -n 10`` (no configuration had been built or run before).
"""
from __future__ import annotations

from .landscape import Landscape, _data_dir, recorded_set

HELD_OUT_24_DIR = _data_dir("zoo_held_out_24")


def held_out_24() -> list[tuple[str, Landscape]]:
    """The twenty-fourth held-out set, written and committed before any strategy ran on it (only
    enumerated: optimum, infeasible share, spread, configurations within 5% of the optimum): the
    cpu-backend landscapes recorded into ``data/zoo_held_out_24/`` by
    ``scripts/record_cpu_landscapes.py`` (see the module docstring for their provenance). The
    current unseen set: never used for tuning."""
    recorded = recorded_set("held_out_24", HELD_OUT_24_DIR)
    return recorded
