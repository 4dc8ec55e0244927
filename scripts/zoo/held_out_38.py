"""The zoo's ``held_out_38`` set: the unseen one, never used for tuning.

``held_out_38`` (:data:`HELD_OUT`, :func:`held_out_38`): the unseen set, never used for
tuning; the bar applies there. Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Its synthetic families are to follow.

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind
tuned together: a causal multi-head attention with its query block, ``opt_level``, pipeline,
softmax and unroll but its KV block and KV split left at the default, a batched GEMM with bias
tuning its N and K tiles with ``opt_level``, schedule and ``l1_prefetch`` but its M tile left at
the default, a gated tanh-GELU FFN with the up projection's N tile, the down M tile, the up
schedule, ``down_l1_prefetch`` and unroll, and an RMSNorm with its rows a block, ``opt_level``
and unroll but neither its hidden split, its stats nor its pipeline (a set no earlier RMSNorm or
LayerNorm space tuned), each space measured exhaustively (every configuration compiled, checked
against numpy, timed 3 times) by ``scripts/record_cpu_landscapes.py`` into
``scripts/data/zoo_held_out_38/`` (gzip JSON, times in us, provenance in each file's ``source``,
14 KB in all). They were recorded on the shared 2-core machine the standing way, ``--only`` each,
one after another, the recorder at normal priority (not niced), after the lead's evaluation of
held_out_37 had ended; ``ps`` (every 60 s and at the end, seven times, and once more by hand)
showed nothing else running but the recorder, its measuring worker and the C compiler it called,
and idle tool shells (no other python or pytest process; no benchmark of the lead's), and this
helper only edited text beside it (heredocs into /tmp, a few sub-second python string edits of
a draft and one parse of it; nothing enumerated, measured or tested) (load average 1.01-1.68 sampled every 10 s over the recording, 32 samples,
median 1.07, the recorder itself included; 1.68 at its start, the one-minute average still
falling from the evaluation): the tail of their samples is real measurement noise, about as light
as held_out_37's (median spread 1-2%), and the fastest sample is the true cost. Before that, the
first and the last configuration of each space were compiled (not run) to check they build.
Every configuration ran, so they are 0% infeasible (reported, not forced into 30-70%):

===========================================================  ==========================================  =======  ======  ======  =========
landscape                                                    op (shape)                                  configs  params  spread  worst/opt
===========================================================  ==========================================  =======  ======  ======  =========
cpu_attention_mha_causal_no_kv_block_no_split                multi-head attention, causal (batch 1,          144       5      1%       2.9x
                                                             10 query and 10 KV heads, 56 queries over
                                                             248 keys, d 64)
cpu_gemm_batched_bias_nk_tiles_opt_schedule_prefetch         batched GEMM with bias (4 x 88 x 208 @          144       5      2%       3.0x
                                                             208 x 344 + bias)
cpu_ffn_geglu_tanh_n_down_m_schedule_down_prefetch_unroll    FFN, tanh GELU, gated (104 tokens, 184          144       5      2%       1.1x
                                                             -> 536)
cpu_rmsnorm_no_split_no_stats_no_pipeline                    RMSNorm (1760 rows x 1248)                      140       3      2%       6.9x
===========================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
5, 2, 64 and 2 configurations.) Recording took 85 + 59 + 74 + 97 s, 5.3 minutes in all, one
landscape after another (2026-12-05 02:52 to 02:57 UTC).
"""
from __future__ import annotations

from .landscape import Landscape, _data_dir, recorded_set

HELD_OUT_38_DIR = _data_dir("zoo_held_out_38")


def held_out_38() -> list[tuple[str, Landscape]]:
    """The thirty-eighth held-out set, written and committed before any strategy ran on it (only
    enumerated: optimum, infeasible share, spread, configurations within 5% of the optimum): the
    cpu-backend landscapes recorded into ``data/zoo_held_out_38/`` by
    ``scripts/record_cpu_landscapes.py`` (see the module docstring for their provenance). The
    current unseen set: never used for tuning."""
    recorded = recorded_set("held_out_38", HELD_OUT_38_DIR)
    return recorded
