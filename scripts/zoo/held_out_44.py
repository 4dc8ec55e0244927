"""The zoo's ``held_out_44`` set: the unseen one, never used for tuning.

``held_out_44`` (:data:`HELD_OUT`, :func:`held_out_44`): the unseen set, never used for
tuning; the bar applies there. Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Its synthetic families are to follow.

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a causal multi-head speculative-decoding verification (six queries over a 1408-key
cache) with its KV block, KV split, pipeline and unroll but its query block, softmax and
``opt_level`` left at the default, a batched GEMM without bias tuning its N and K tiles with
schedule, ``l1_prefetch`` and ``output_align`` (its M tile at the default), a non-gated erf-GELU
FFN tuning both M tiles (the up and the down projection's) and both schedules, and an RMSNorm
with its rows a block, pipeline and ``opt_level`` (O0 among them) but neither its hidden split,
its stats nor its unroll (a set no earlier RMSNorm or LayerNorm space tuned; 84 configurations,
the full value lists: the last untuned norm set that reaches 84), each space measured
exhaustively (every configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_held_out_44/`` (gzip JSON, times in
us, provenance in each file's ``source``, 13 KB in all). They were recorded on the shared 2-core
machine the standing way, ``--only`` each, one after another, the recorder at normal priority
(not niced), after the lead's CPU-heavy jobs had ended; this host is an AMD EPYC with AVX2 and no
AVX-512 (its ``host_cpu`` differs from seen_40's-seen_43's recordings'), so the four are
measurements of this host, the kernels' AVX2 paths (8-lane vectors, their register tiles
accordingly). ``ps`` (every 60 s and at the end, seven times) showed nothing else running but
the recorder, its measuring worker and the C compiler it called, this helper's own sampling and
waiting shells (sleeping) and idle tool shells (sleeping; some, not this helper's, waiting on
sleeps of 100-180 s; one of them ran a short python in the first sample, gone by the second) (no
other benchmark or pytest process), and this helper only read the logs beside it (nothing
enumerated, measured or tested) (load average 1.03-1.58 sampled every 10 s over the recording, 34
samples, median 1.15, the recorder itself included; 1.41 at its start and 1.58 ten seconds later,
the one-minute average still falling from the lead's jobs, under 1.3 from 08:23:10 on, in the
attention's second minute): the tail of their samples is real measurement noise, about as light
as held_out_43's (median spread 2-4%), and the fastest sample is the true cost. Before that, the
first and the last configuration of each space were compiled (not run) to check they build.
Every configuration ran, so they are 0% infeasible (reported, not forced into 30-70%):

=============================================================  =========================================  =======  ======  ======  =========
landscape                                                      op (shape)                                 configs  params  spread  worst/opt
=============================================================  =========================================  =======  ======  ======  =========
cpu_attention_mha_spec_verify_kv_block_split_pipeline_unroll   multi-head attention, causal speculative       144       4      4%       2.1x
                                                               verification (batch 2, 12 heads, 6
                                                               queries over 1408 keys, d 120)
cpu_gemm_batched_nk_tiles_schedule_prefetch_align              batched GEMM (4 x 104 x 184 @ 184 x 280)       144       5      3%       1.5x
cpu_ffn_gelu_erf_up_down_m_tiles_both_schedules                FFN, erf GELU (184 tokens, 152 -> 608)         144       4      2%       1.2x
cpu_rmsnorm_no_split_no_stats_no_unroll                        RMSNorm (1440 rows x 2368)                      84       3      3%       6.9x
=============================================================  =========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
10, 11, 6 and 6 configurations; the attention's single_buffer configurations (every head's K^T
packed whole for six queries) are 1.75-2.1 times the optimum, none and double_buffer at most 1.33
and 1.99; the RMSNorm's O0 configurations are 6.0-6.9 times the optimum, O1 1.2-3.2, O2 1.07-1.5,
O3 at most 1.35.) Recording took 144 + 44 + 68 + 72 s, 5.5 minutes in all, one landscape after
another (2026-12-05 08:22 to 08:27 UTC).
"""
from __future__ import annotations

from .landscape import Landscape, _data_dir, recorded_set

HELD_OUT_44_DIR = _data_dir("zoo_held_out_44")


def held_out_44() -> list[tuple[str, Landscape]]:
    """The forty-fourth held-out set, written and committed before any strategy ran on it (only
    enumerated: optimum, infeasible share, spread, configurations within 5% of the optimum): the
    cpu-backend landscapes recorded into ``data/zoo_held_out_44/`` by
    ``scripts/record_cpu_landscapes.py`` (see the module docstring for their provenance). The
    current unseen set: never used for tuning."""
    recorded = recorded_set("held_out_44", HELD_OUT_44_DIR)
    return recorded
