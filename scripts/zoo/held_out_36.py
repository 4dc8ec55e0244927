"""The zoo's ``held_out_36`` set: the unseen one, never used for tuning.

``held_out_36`` (:data:`HELD_OUT`, :func:`held_out_36`): the unseen set, never used for
tuning; the bar applies there. Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Its synthetic families are to follow.

And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind
tuned together: a causal grouped-query attention (six query heads a KV head) with its KV block,
``opt_level``, pipeline, softmax and unroll but its query block and KV split left at the default,
a batched GEMM of transposed B with bias tuning its N tile with layout, pipeline,
``l1_prefetch`` and unroll but its M and K tiles left at the default, a gated FastGELU FFN with
the up projection's K tile, the down N tile, the down pipeline, ``l1_prefetch``, ``opt_level``
and unroll, and an RMSNorm with its rows a block, stats, ``opt_level`` and unroll but neither its
hidden split nor its pipeline (a set no earlier RMSNorm or LayerNorm space tuned), each space
measured exhaustively (every configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_held_out_36/`` (gzip JSON, times in
us, provenance in each file's ``source``, 14 KB in all). They were recorded on the shared 2-core
machine the standing way, ``--only`` each, one after another, the recorder at normal priority
(not niced), after the lead's CI run had ended; ``ps`` (every 60 s and at the end, seven times,
and four times more by hand) showed nothing else running but the recorder, its measuring worker
and the C compiler it called, and two idle tool shells (no other python or pytest process; no
benchmark of the lead's), and this helper only edited files beside it (text, with a few
sub-second python edits; nothing enumerated or measured) (load average 0.83-1.12 sampled every
10 s over the recording, 37 samples, median 1.02, the recorder itself included; 0.83 at its start,
the one-minute average still falling from the CI run): the tail of their samples is real
measurement noise, about as light as seen_35's (median spread 1-3%), and the fastest sample is
the true cost. Before that, the first and the last configuration of each space were compiled (not
run) to check they build. Every configuration ran, so they are 0% infeasible (reported, not forced
into 30-70%):

=================================================================  ========================================  =======  ======  ======  =========
landscape                                                          op (shape)                                configs  params  spread  worst/opt
=================================================================  ========================================  =======  ======  ======  =========
cpu_attention_gqa6_causal_no_q_block_no_split                      grouped-query attention, causal               162       5      1%       9.4x
                                                                   (batch 2, 12 query heads and 2 KV heads,
                                                                   64 queries over 232 keys, d 40)
cpu_gemm_transb_bias_n_tile_layout_pipeline_prefetch_unroll        batched GEMM of transposed B with bias        162       5      2%       9.5x
                                                                   (3 x 152 x 200 @ (264 x 200)^T)
cpu_ffn_fastgelu_gated_k_down_n_down_pipeline_prefetch_opt_unroll  FFN, FastGELU, gated (88 tokens, 200 ->       144       6      3%       1.6x
                                                                   456)
cpu_rmsnorm_no_split_no_pipeline                                   RMSNorm (1088 rows x 1856)                    144       4      3%       9.7x
=================================================================  ========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
15, 8, 1 and 2 configurations.) Recording took 103 + 66 + 97 + 90 s, 6.0 minutes in all, one
landscape after another (2026-12-05 00:53 to 00:59 UTC).
"""
from __future__ import annotations

from .landscape import Landscape, _data_dir, recorded_set

HELD_OUT_36_DIR = _data_dir("zoo_held_out_36")


def held_out_36() -> list[tuple[str, Landscape]]:
    """The thirty-sixth held-out set, written and committed before any strategy ran on it (only
    enumerated: optimum, infeasible share, spread, configurations within 5% of the optimum): the
    cpu-backend landscapes recorded into ``data/zoo_held_out_36/`` by
    ``scripts/record_cpu_landscapes.py`` (see the module docstring for their provenance). The
    current unseen set: never used for tuning."""
    recorded = recorded_set("held_out_36", HELD_OUT_36_DIR)
    return recorded
