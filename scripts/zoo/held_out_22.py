"""The zoo's ``held_out_22`` set: the unseen one, never used for tuning.

``held_out_22`` (:data:`HELD_OUT`, :func:`held_out_22`): the unseen set, never used for
tuning; the bar applies there. Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Its synthetic families are to follow.

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes and parameter values
(the FFN's tile_m 192, down_tile_k 144 and 192 and down_tile_n 16) that no earlier recorded
landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together (every attention, GEMM and RMSNorm value has been tuned somewhere): a causal multi-query
prefill attention with its query and KV blocks, KV split, softmax and unroll but its pipeline and
``opt_level`` left at the default, a GEMM with a bias tuning its tiles with ``output_align``,
pipeline and unroll, a gated ReLU FFN with its up M and N tiles, ``fuse_activation``, the down
projection's K and N tiles and ``down_schedule``, and an RMSNorm with all but its hidden split,
each space measured exhaustively (every configuration compiled, checked against numpy, timed 3
times) by ``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_held_out_22/`` (gzip
JSON, times in us, provenance in each file's ``source``, 12 KB in all). They were recorded on a
shared 2-core machine under load (the one the lead's niced benchmark jobs run on; load average
2.5-3.3 sampled every 10 s over the recording, median 3.0, the recorder itself included, 2.5
just before it started): the heavy tail of their samples is real measurement noise, and the
fastest sample is the true cost. Every configuration ran, so they are 0% infeasible (reported,
not forced into 30-70%):

================================  ============================================  =======  ======  ======  =========
landscape                         op (shape)                                    configs  params  spread  worst/opt
================================  ============================================  =======  ======  ======  =========
cpu_attention_mqa_prefill_unroll  causal multi-query attention (8 heads, one        108       5     14%       6.3x
                                  KV head, 144 queries over 144 keys, d 64)
cpu_gemm_align_pipeline_unroll    GEMM with bias (160 x 112 @ 112 x 224)            144       6     12%       5.7x
cpu_ffn_reglu_down_schedule       FFN, ReLU gated (192 tokens, 144 -> 576)          144       6     14%       2.9x
cpu_rmsnorm_no_split              RMSNorm (1792 rows x 640)                          96       5     11%      15.7x
================================  ============================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
1, 2, 10 and 1 configurations.) Recording took 84 + 83 + 102 + 57 s, 5.4 minutes in all (the
first and last configuration of each space had been built and run by a check just before).
"""
from __future__ import annotations

from .landscape import Landscape, _data_dir, recorded_set

HELD_OUT_22_DIR = _data_dir("zoo_held_out_22")


def held_out_22() -> list[tuple[str, Landscape]]:
    """The twenty-second held-out set, written and committed before any strategy ran on it (only
    enumerated: optimum, infeasible share, spread, configurations within 5% of the optimum): the
    cpu-backend landscapes recorded into ``data/zoo_held_out_22/`` by
    ``scripts/record_cpu_landscapes.py`` (see the module docstring for their provenance). The
    current unseen set: never used for tuning."""
    recorded = recorded_set("held_out_22", HELD_OUT_22_DIR)
    return recorded
