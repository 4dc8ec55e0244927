"""The zoo's ``held_out_30`` set: the unseen one, never used for tuning.

``held_out_30`` (:data:`HELD_OUT`, :func:`held_out_30`): the unseen set, never used for
tuning; the bar applies there. Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Its synthetic families are to follow.

And four landscapes to be *measured* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind
tuned together (every value of every op kind's vocabulary has been tuned somewhere, the FFN's
last ones by seen_29): a non-causal grouped-query cross-attention (three query heads a KV head)
with its query block, KV split, ``opt_level``, softmax and unroll but its KV block and pipeline
left at the default, a GEMM tuning its M and N tiles with layout, ``output_align`` and unroll but
its K tile left at the default, a gated fast-GELU FFN with its up M tile, the down projection's K
tile, both pipelines, unroll and ``opt_level``, and an RMSNorm with its hidden split,
``opt_level``, stats and unroll but neither its rows a block nor its pipeline, each space to be
measured exhaustively (every configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_held_out_30/`` (gzip JSON, times in
us, provenance in each file's ``source``). Not recorded yet (RECORDING_PLACEHOLDER: the load
over the recording, its time, and each space's spread, worst/optimum and configurations within
5% of the optimum); the first and the last configuration of each space were compiled (not run)
to check they build:

=================================================  =========================================  =======  ======
landscape                                          op (shape)                                 configs  params
=================================================  =========================================  =======  ======
cpu_attention_gqa3_cross_no_kv_block_no_pipeline   non-causal grouped-query attention (batch      108       5
                                                   2, 9 query and 3 KV heads, 56 queries
                                                   over 392 keys, d 104)
cpu_gemm_mn_tiles_layout_align_unroll              GEMM (328 x 232 @ 232 x 200)                   108       5
cpu_ffn_fastgeglu_both_pipelines_opt_unroll        FFN, gated fast GELU (120 tokens, 208 ->       144       6
                                                   688)
cpu_rmsnorm_no_rows_per_block_no_pipeline          RMSNorm (1920 rows x 1664)                     160       4
=================================================  =========================================  =======  ======
"""
from __future__ import annotations

from .landscape import Landscape, _data_dir, recorded_set

HELD_OUT_30_DIR = _data_dir("zoo_held_out_30")


def held_out_30() -> list[tuple[str, Landscape]]:
    """The thirtieth held-out set, written and committed before any strategy ran on it (only
    enumerated: optimum, infeasible share, spread, configurations within 5% of the optimum): the
    cpu-backend landscapes recorded into ``data/zoo_held_out_30/`` by
    ``scripts/record_cpu_landscapes.py`` (see the module docstring for their provenance). The
    current unseen set: never used for tuning."""
    recorded = recorded_set("held_out_30", HELD_OUT_30_DIR)
    return recorded
