"""The zoo's ``held_out_48`` set: the unseen one, never used for tuning.

``held_out_48`` (:data:`HELD_OUT`, :func:`held_out_48`): the unseen set, never used for
tuning; the bar applies there. Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Its synthetic families are to follow.

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a non-causal grouped-query attention, a masked-diffusion language model's bidirectional
denoising step (18 query heads over 6 KV heads, 216 tokens over themselves), with its KV block, KV
split, ``opt_level`` (O0 among them) and unroll but its query block, softmax and pipeline left at
the default, a batched GEMM without bias tuning its M tile with pipeline, L1 prefetch and schedule
(its N and K tiles at the default: two N blocks and eleven K blocks, so the four schedules walk four
orders), a gated tanh-GELU FFN tuning the up projection's K tile, the down projection's M tile, its
schedule (default, balanced, latency; throughput walks as default does) and ``opt_level`` (O0
among them), and an RMSNorm with its pipeline, ``opt_level`` (O0 among them) and unroll but
neither its rows a block, its hidden split nor its stats (a set no earlier LayerNorm or RMSNorm
space tuned; 60 configurations, the full value lists: the one untuned norm set of 60 left), each
space measured exhaustively (every configuration compiled, checked against numpy, timed 3 times)
by ``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_held_out_48/`` (gzip JSON, times
in us, provenance in each file's ``source``, 12.4 KB in all). They were recorded on the shared
2-core machine the standing way, ``--only`` each, one after another, the recorder at normal
priority (not niced), with the lead's jobs ended (the load average 0.11 at the start); this host
is the AMD EPYC with AVX2 and no AVX-512 that recorded held_out_44's..held_out_47's four (the same
``host_cpu``), so the four are measurements of the kernels' AVX2 paths (8-lane vectors, their
register tiles accordingly). ``ps`` (every 60 s and at the end, seven times) showed nothing else
running but the recorder, its measuring worker and the C compiler it called, this helper's own
sampling and waiting shells (sleeping) and idle tool shells (no other python, benchmark or pytest
process), and this helper only read the logs beside it (nothing enumerated, measured or tested)
(load average 0.11-1.19 sampled every 10 s over the recording, 34 samples, median 1.00, the
recorder itself included, rising from the quiet start to about 1.0). The tail of their samples is
real measurement noise (median spread 2-4%), and the fastest sample is the true cost: the GEMM's
and the FFN's optima rest on one fast sample, their other two samples 1.05-1.07 and 1.06-1.11
times it, while the attention's and the RMSNorm's each have a second sample within 0.1% of the
fastest (see below). Before that, the first and the last configuration of each space were compiled
(not run) to check they build. Every configuration ran, so they are 0% infeasible (reported, not
forced into 30-70%):

===============================================================  =========================================  =======  ======  ======  =========
landscape                                                        op (shape)                                 configs  params  spread  worst/opt
===============================================================  =========================================  =======  ======  ======  =========
cpu_attention_gqa_bidir_kv_block_split_opt_unroll                grouped-query attention, non-causal (batch      144       4      2%      22.1x
                                                                 1, 18 heads over 6 KV heads, 216 x 216, d
                                                                 64)
cpu_gemm_batched_m_tile_pipeline_prefetch_schedule               batched GEMM (2 x 216 x 344 @ 344 x 392)       144       4      3%       2.5x
cpu_ffn_gelu_tanh_gated_k_down_m_down_schedule_opt               FFN, gated tanh GELU (248 tokens, 288 ->       144       4      3%      17.1x
                                                                 360)
cpu_rmsnorm_no_rows_per_block_no_split_no_stats                  RMSNorm (1504 rows x 2432)                      60       3      4%       6.6x
===============================================================  =========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
2, 1, 4 and 7 configurations; the attention's optimum (a KV block of 128, a KV split of 2, O3,
unroll 4) has samples 1.001, 1.000 and 1.104 times its fastest and is also the best by median, the
next configuration (a KV block of 64, the same otherwise) 1.007 times it (1.141 by its median),
O0 16.8-22.1 times the optimum, O1 1.73-3.06, O2 1.09-1.66, O3 at most 1.58, no unroll 1.40 at
least; the GEMM's optimum (M tile 48, no pipeline, no L1 prefetch, the latency schedule) has
samples 1.065, 1.053 and 1.000, though it is also the best by median (1.053 by its median), the
next configuration (M tile 64, no pipeline, no prefetch, balanced) 1.099 times it, the packing
pipelines 1.25-2.53 (single_buffer) and 1.33-2.21 (double_buffer) against 1.00-1.49 without, an M
tile of 32 1.21-2.53; the FFN's optimum (up K tile 96, down M tile 48, the balanced down schedule,
O3) has samples 1.057, 1.000 and 1.109, the next configuration (the same at O2) 1.035 times it,
the best by median (up K tile 96, down M tile 16, the default down schedule, O2) 1.037 by its
fastest and 1.041 by its median (the optimum 2nd by median, 1.057), O0 14.7-17.1, O1 1.21-1.47,
O2 1.03-1.16, O3 at most 1.22; the RMSNorm's optimum (no pipeline, O3, no unroll) has samples
1.000, 1.011 and 1.001 and is also the best by median, the next configuration (unroll 4) 1.008
times it, O0 4.63-6.62, O1 1.04-1.62, O2 1.06-1.27, the staged pipelines 1.04 at least.)
Recording took 135 + 55 + 86 + 56 s, 5.5 minutes in all, one landscape after another (2026-12-05
13:44 to 13:50 UTC).
"""
from __future__ import annotations

from .landscape import Landscape, _data_dir, recorded_set

HELD_OUT_48_DIR = _data_dir("zoo_held_out_48")


def held_out_48() -> list[tuple[str, Landscape]]:
    """The forty-eighth held-out set, written and committed before any strategy ran on it (only
    enumerated: optimum, infeasible share, spread, configurations within 5% of the optimum): the
    cpu-backend landscapes recorded into ``data/zoo_held_out_48/`` by
    ``scripts/record_cpu_landscapes.py`` (see the module docstring for their provenance). The
    current unseen set: never used for tuning."""
    recorded = recorded_set("held_out_48", HELD_OUT_48_DIR)
    return recorded
