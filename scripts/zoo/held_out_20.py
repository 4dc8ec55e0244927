"""The zoo's ``held_out_20`` set: the unseen one, never used for tuning.

``held_out_20`` (:data:`HELD_OUT`, :func:`held_out_20`): the unseen set, never used for
tuning; the bar applies there. Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Its synthetic families are to follow.

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes and parameter
values (the FFN's tile_m 144, tile_k 224, down_tile_m 112 and down_tile_k 16, 80 and 176) that
no earlier recorded landscape covers, and four spaces whose parameters no earlier space of their
op kind tuned together (every attention, GEMM and RMSNorm value has been tuned somewhere): a
causal grouped-query attention of two query heads a KV head with its query block, KV split,
softmax, pipeline, ``opt_level`` and unroll but its KV block left at the default, a GEMM with a
bias tuning its tiles, ``opt_level``, ``schedule`` and unroll, an RMSNorm with all but its
unroll, and a gated SiLU FFN with its up tiles, the down projection's M and K tiles,
``l1_prefetch`` and ``opt_level``, each space measured exhaustively (every configuration
compiled, checked against numpy, timed 3 times) by ``scripts/record_cpu_landscapes.py`` into
``scripts/data/zoo_held_out_20/`` (gzip JSON, times in us, provenance in each file's
``source``, 14 KB in all). They were recorded on a shared 2-core machine under load (the one
the lead's niced benchmark jobs run on; load average 1.1-2.9 sampled every 10 s over the
recording, median 2.2, the recorder itself included, 1.0 just before it started): the heavy
tail of their samples is real measurement noise, and the fastest sample is the true cost. Every configuration ran, so they are 0% infeasible (reported, not forced into 30-70%):

=================================  ===========================================  =======  ======  ======  =========
landscape                          op (shape)                                   configs  params  spread  worst/opt
=================================  ===========================================  =======  ======  ======  =========
cpu_attention_gqa2_fixed_kv_block  causal grouped-query attention (2 x 10           144       6      3%       1.6x
                                   heads, 5 KV heads, 80 queries over 640
                                   keys, d 56)
cpu_gemm_opt_schedule_unroll       GEMM with bias (200 x 96 @ 96 x 272)             144       6     59%       8.1x
cpu_ffn_swiglu_tall_tiles          FFN, SiLU gated (144 tokens, 240 -> 448)         144       6     14%       3.0x
cpu_rmsnorm_no_unroll              RMSNorm (896 rows x 2048)                        144       5      4%       4.3x
=================================  ===========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1.) Recording took
115 + 57 + 82 + 84 s, 5.6 minutes in all (the first and last configuration of each space had
been built and run by a check just before).
"""
from __future__ import annotations

from .landscape import Landscape, _data_dir, recorded_set

HELD_OUT_20_DIR = _data_dir("zoo_held_out_20")


def held_out_20() -> list[tuple[str, Landscape]]:
    """The twentieth held-out set, written and committed before any strategy ran on it (only
    enumerated: optimum, infeasible share, spread, configurations within 5% of the optimum): the
    cpu-backend landscapes recorded into ``data/zoo_held_out_20/`` by
    ``scripts/record_cpu_landscapes.py`` (see the module docstring for their provenance). The
    current unseen set: never used for tuning."""
    recorded = recorded_set("held_out_20", HELD_OUT_20_DIR)
    return recorded
