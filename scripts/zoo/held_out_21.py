"""The zoo's ``held_out_21`` set: the unseen one, never used for tuning.

``held_out_21`` (:data:`HELD_OUT`, :func:`held_out_21`): the unseen set, never used for
tuning; the bar applies there. Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Its synthetic families are to follow.

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes and a parameter
value (the FFN's tile_m 112) that no earlier recorded landscape covers, and four spaces whose
parameters no earlier space of their op kind tuned together (every attention, GEMM and LayerNorm
value has been tuned somewhere): a non-causal multi-head attention with its query and KV blocks,
softmax, pipeline and ``opt_level`` but its KV split and unroll left at the default, a batched
GEMM with B transposed tuning its tiles with ``layout``, ``l1_prefetch`` and unroll, a non-gated
SiLU FFN with its up M and N tiles, ``fuse_activation``, the down projection's pipeline and L1
prefetch and ``opt_level``, and a LayerNorm with all but its unroll, each space measured
exhaustively (every configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_held_out_21/`` (gzip JSON, times in
us, provenance in each file's ``source``, 11 KB in all). They were recorded on a shared 2-core
machine under load (the one the lead's niced benchmark jobs run on, two of its bench workers
running throughout; load average 0.5-4.2 sampled every 10 s over the recording, median 3.2, the
recorder itself included, 0.4 just before it started): the heavy tail of their samples is real
measurement noise, and the fastest sample is the true cost. Every configuration ran, so they are
0% infeasible (reported, not forced into 30-70%):

================================  ============================================  =======  ======  ======  =========
landscape                         op (shape)                                    configs  params  spread  worst/opt
================================  ============================================  =======  ======  ======  =========
cpu_attention_mha_no_split        non-causal multi-head attention (3 x 6            108       5      4%       2.6x
                                  heads, 96 queries over 384 keys, d 40)
cpu_gemm_transb_layout_prefetch   batched GEMM, B transposed (2 x 176 x 144         144       6      8%       4.2x
                                  @ (320 x 144)^T)
cpu_ffn_silu_fused_down_pipeline  FFN, SiLU not gated (112 tokens, 192 -> 512)       96       6     28%       3.3x
cpu_layernorm_no_unroll           LayerNorm (768 rows x 2560)                       108       5      5%       9.5x
================================  ============================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
1, 1, 2 and 2 configurations.) Recording took 68 + 52 + 51 + 70 s, 4.0 minutes in all.
"""
from __future__ import annotations

from .landscape import Landscape, _data_dir, recorded_set

HELD_OUT_21_DIR = _data_dir("zoo_held_out_21")


def held_out_21() -> list[tuple[str, Landscape]]:
    """The twenty-first held-out set, written and committed before any strategy ran on it (only
    enumerated: optimum, infeasible share, spread, configurations within 5% of the optimum): the
    cpu-backend landscapes recorded into ``data/zoo_held_out_21/`` by
    ``scripts/record_cpu_landscapes.py`` (see the module docstring for their provenance). The
    current unseen set: never used for tuning."""
    recorded = recorded_set("held_out_21", HELD_OUT_21_DIR)
    return recorded
