"""The zoo's ``held_out_19`` set: the unseen one, never used for tuning.

``held_out_19`` (:data:`HELD_OUT`, :func:`held_out_19`): the unseen set, never used for
tuning; the bar applies there. Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Its synthetic families are to follow.

Four landscapes *measured now* on this project's ``cpu`` backend, an op shape and
parameter values (the FFN's gated fast GELU, an activation no earlier gated space ran, tile_k
176, down_tile_m 80 and 128 and down_tile_n 112) that no earlier recorded landscape covers, and
four spaces whose parameters no earlier space of their op kind tuned together (every attention,
GEMM and LayerNorm value has been tuned somewhere): a causal grouped-query attention of four
query heads a KV head with its blocks, KV split, pipeline, ``opt_level`` and unroll but not its
softmax, a batched GEMM with a bias tuning its tiles, ``layout``, ``schedule`` and unroll, a
LayerNorm with all but its ``stats``, and the FFN's set, each space measured exhaustively (every
configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_held_out_19/`` (gzip JSON, times in
us, provenance in each file's ``source``, 12 KB in all). They were recorded on a shared 2-core
machine under load (the lead's benchmark jobs ran alongside, load average 2.4-3.2, median 3.1,
the recorder itself included): the heavy tail of their samples is real measurement noise, and
the fastest sample is the true cost. Every configuration ran, so they are 0% infeasible
(reported, not forced into 30-70%):

============================  =============================================  =======  ======  ======  =========
landscape                     op (shape)                                     configs  params  spread  worst/opt
============================  =============================================  =======  ======  ======  =========
cpu_attention_gqa4_nosoftmax  causal grouped-query attention (2 x 12 heads,      144       6      5%       6.2x
                              3 KV heads, 32 queries over 512 keys, d 48)
cpu_gemm_layout_schedule      GEMM, batched, with bias (2 x 56 x 128 @ 128      144       6     20%      26.2x
                              x 448)
cpu_ffn_gated_fastgelu        FFN, fast GELU gated (56 tokens, 160 -> 512)        96       6     53%       2.3x
cpu_layernorm_no_stats        LayerNorm (1024 rows x 2304)                       108       5      5%       7.8x
============================  =============================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1.) Recording took
84 + 59 + 54 + 93 s, 4.8 minutes in all (the first and last configuration of each space had
been built and run by a check just before).
"""
from __future__ import annotations

from .landscape import Landscape, _data_dir, recorded_set

HELD_OUT_19_DIR = _data_dir("zoo_held_out_19")


def held_out_19() -> list[tuple[str, Landscape]]:
    """The nineteenth held-out set, written and committed before any strategy ran on it (only
    enumerated: optimum, infeasible share, spread, configurations within 5% of the optimum): the
    cpu-backend landscapes recorded into ``data/zoo_held_out_19/`` by
    ``scripts/record_cpu_landscapes.py`` (see the module docstring for their provenance). The
    current unseen set: never used for tuning."""
    recorded = recorded_set("held_out_19", HELD_OUT_19_DIR)
    return recorded
