"""The zoo's ``held_out_39`` set: the unseen one, never used for tuning.

``held_out_39`` (:data:`HELD_OUT`, :func:`held_out_39`): the unseen set, never used for
tuning; the bar applies there. Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Its synthetic families are to follow.

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind
tuned together: a causal grouped-query decode attention (eight query heads a KV head) with its KV
block, KV split, ``opt_level``, softmax and unroll but its query block and pipeline left at the
default, a plain GEMM tuning its K tile with pipeline, schedule, ``output_align`` and unroll but
its M and N tiles left at the default, a gated GELU FFN with the up projection's M tile, the down
N tile, the down pipeline, ``opt_level`` and ``fuse_activation``, and a LayerNorm with its
``opt_level``, pipeline, stats and unroll but neither its rows a block nor its hidden split (a set
no earlier LayerNorm or RMSNorm space tuned), each space measured exhaustively (every
configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_held_out_39/`` (gzip JSON, times in
us, provenance in each file's ``source``, 13 KB in all). They were recorded on the shared 2-core
machine the standing way, ``--only`` each, one after another, the recorder at normal priority (not
niced), after the lead's evaluation of held_out_38 had ended; ``ps`` (every 60 s and at the end,
seven times) showed nothing else running but the recorder, its measuring worker and the C compiler
it called, this helper's own sampling and waiting shells (sleeping) and idle tool shells (sleeping;
one, not this helper's, polling on ten-second sleeps) (no other python or pytest process; no
benchmark of the lead's), and this helper only edited text beside it (heredocs into /tmp; nothing
enumerated, measured or tested) (load average 0.93-1.43 sampled every 10 s over the recording, 35
samples, median 1.02, the recorder itself included; 1.43 at its start, the one-minute average still
falling from the evaluation): the tail of their samples is real measurement noise, about as light
as held_out_38's (median spread 1-3%), and the fastest sample is the true cost. Before that, the
first and the last configuration of each space were compiled (not run) to check they build. Every
configuration ran, so they are 0% infeasible (reported, not forced into 30-70%):

===========================================================  ==========================================  =======  ======  ======  =========
landscape                                                    op (shape)                                  configs  params  spread  worst/opt
===========================================================  ==========================================  =======  ======  ======  =========
cpu_attention_gqa8_decode_no_q_block_no_pipeline             grouped-query attention, causal decode          144       5      1%       1.7x
                                                             (batch 4, 16 query heads over 2 KV
                                                             heads, one query over 1152 keys, d 80)
cpu_gemm_k_tile_pipeline_schedule_align_unroll               GEMM (280 x 264 @ 264 x 216)                    144       5      3%       1.5x
cpu_ffn_geglu_m_down_n_down_pipeline_opt_fuse                FFN, GELU, gated (136 tokens, 224 ->            162       5      2%       2.4x
                                                             592)
cpu_layernorm_no_rows_per_block_no_split                     LayerNorm (1472 rows x 1856)                    120       4      1%       9.0x
===========================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
10, 1, 3 and 1 configurations.) Recording took 92 + 56 + 95 + 87 s, 5.5 minutes in all, one
landscape after another (2026-12-05 03:32 to 03:38 UTC).
"""
from __future__ import annotations

from .landscape import Landscape, _data_dir, recorded_set

HELD_OUT_39_DIR = _data_dir("zoo_held_out_39")


def held_out_39() -> list[tuple[str, Landscape]]:
    """The thirty-ninth held-out set, written and committed before any strategy ran on it (only
    enumerated: optimum, infeasible share, spread, configurations within 5% of the optimum): the
    cpu-backend landscapes recorded into ``data/zoo_held_out_39/`` by
    ``scripts/record_cpu_landscapes.py`` (see the module docstring for their provenance). The
    current unseen set: never used for tuning."""
    recorded = recorded_set("held_out_39", HELD_OUT_39_DIR)
    return recorded
