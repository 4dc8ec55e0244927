"""The zoo's ``held_out_26`` set: the unseen one, never used for tuning.

``held_out_26`` (:data:`HELD_OUT`, :func:`held_out_26`): the unseen set, never used for
tuning; the bar applies there. Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Its synthetic families are to follow.

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes and parameter values
(the FFN's tile_m 176 and down_tile_m 208) that no earlier recorded landscape covers, and four
spaces whose parameters no earlier space of their op kind tuned together (every attention, GEMM
and RMSNorm value has been tuned somewhere): a non-causal grouped-query attention with its query
and KV blocks, ``opt_level``, pipeline and unroll but its KV split and softmax left at the
default, a batched GEMM of transposed B tuning its tiles with ``opt_level``, ``output_align`` and
pipeline, a gated fast-GELU FFN with its up M and K tiles and pipeline and the down projection's
M and N tiles and L1 prefetch, and an RMSNorm with its rows a block, pipeline, ``opt_level`` and
unroll but neither its stats nor its hidden split, each space measured exhaustively (every
configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_held_out_26/`` (gzip JSON, times in
us, provenance in each file's ``source``, 12 KB in all). They were recorded on a shared 2-core
machine under load (the one the lead's niced benchmark jobs run on; load average 4.0-5.1 sampled
every 10 s over the recording, median 4.5, the recorder itself included, 4.4 just before it
started: a heavier load than the earlier recordings'): the heavy tail of their samples is real
measurement noise, and the fastest sample is the true cost. Every configuration ran, so they are
0% infeasible (reported, not forced into 30-70%):

========================================  ============================================  =======  ======  ======  =========
landscape                                 op (shape)                                    configs  params  spread  worst/opt
========================================  ============================================  =======  ======  ======  =========
cpu_attention_gqa5_pipeline_opt_unroll    grouped-query attention, non-causal (batch        108       5     13%      34.2x
                                          1, 10 heads over 2 KV heads, 72 queries over
                                          288 keys, d 80)
cpu_gemm_transb_opt_align_pipeline        batched GEMM of transposed B (3 x 64 x 304 @      144       6     15%      32.8x
                                          304 x 176)
cpu_ffn_fastgeglu_pipeline_down_prefetch  FFN, gated fast GELU (176 tokens, 112 ->         144       6     10%       2.5x
                                          464)
cpu_rmsnorm_no_stats_no_split             RMSNorm (1408 rows x 1792)                        108       4      6%       4.5x
========================================  ============================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
3, 2, 1 and 3 configurations.) Recording took 91 + 78 + 111 + 135 s, 6.9 minutes in all, one
landscape after another under ``nice -  n 10`` (no configuration had been built or run before).
"""
from __future__ import annotations

from .landscape import Landscape, _data_dir, recorded_set

HELD_OUT_26_DIR = _data_dir("zoo_held_out_26")


def held_out_26() -> list[tuple[str, Landscape]]:
    """The twenty-sixth held-out set, written and committed before any strategy ran on it (only
    enumerated: optimum, infeasible share, spread, configurations within 5% of the optimum): the
    cpu-backend landscapes recorded into ``data/zoo_held_out_26/`` by
    ``scripts/record_cpu_landscapes.py`` (see the module docstring for their provenance). The
    current unseen set: never used for tuning."""
    recorded = recorded_set("held_out_26", HELD_OUT_26_DIR)
    return recorded
