"""The zoo's ``held_out_53`` set: the unseen one, never used for tuning.

``held_out_53`` (:data:`HELD_OUT`, :func:`held_out_53`): the unseen set, never used for
tuning; the bar applies there. Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Its synthetic families are to follow.

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a causal multi-query attention, a code model's prompt prefill (19
query heads over one KV head, 304 tokens over themselves, d 184), with its query and KV blocks,
softmax and pipeline but its KV split, ``opt_level`` and unroll left at the default, a batched
GEMM with bias (batch 2) tuning its N tile with the pipeline, L1 prefetch and output alignment
(520 columns: the C rows padded to 528; its M and K tiles at the default), a non-gated tanh-GELU
FFN tuning the up projection's N tile, the down projection's M tile, the up pipeline and L1
prefetch, and a LayerNorm with its hidden split, stats and unroll but neither its rows a block,
its pipeline nor its ``opt_level`` (a set no earlier LayerNorm or RMSNorm space tuned; 40
configurations, the full value lists: the untuned norm sets of 42 or more are used up and this
is one of the two largest left), each space measured exhaustively (every configuration compiled,
checked against numpy, timed 3 times) by ``scripts/record_cpu_landscapes.py`` into
``scripts/data/zoo_held_out_53/`` (gzip JSON, times in us, provenance in each file's ``source``,
10.1 KB in all). They were recorded on the shared 2-core machine the standing way, ``--only``
each, one after another, the recorder at normal priority (not niced), after the lead's go (the
load average 0.14 at the start); this host is the AMD EPYC with AVX2 and no AVX-512 that recorded
held_out_44's..held_out_52's four (the same ``host_cpu``), so the four are measurements of the
kernels' AVX2 paths (8-lane vectors, their register tiles accordingly). ``ps`` (every 60 s and at
the end, seven times) showed nothing else running but the recorder, its measuring worker, this
helper's own sampling and waiting shells (sleeping) and idle tool shells (sleeping or idle; no
other python, benchmark or pytest process), and this helper only read the logs beside it (nothing
enumerated, measured or tested) (load average 0.14-1.16 sampled every 10 s over the recording,
34 samples, the recorder itself included, rising from the quiet start to about 1.0). The tail of
their samples is real measurement noise (median spread 1-3%), and the fastest sample is the true
cost: the GEMM's, the FFN's and the LayerNorm's optima rest on one fast sample, their other two
samples 1.10 (the GEMM), 1.08-1.11 (the FFN) and 1.15-1.16 (the LayerNorm) times it, while the
attention's other two are 1.003-1.006 times it (see below). Before that, the first and the last
configuration of each space were compiled (not run) to check they build. Every configuration ran,
so they are 0% infeasible (reported, not forced into 30-70%):

===============================================================  =========================================  =======  ======  ======  =========
landscape                                                        op (shape)                                 configs  params  spread  worst/opt
===============================================================  =========================================  =======  ======  ======  =========
cpu_attention_mqa_causal_prefill_q_kv_blocks_softmax_pipeline    multi-query attention, causal (19 query        120       4      1%       1.7x
                                                                 heads, 304 x 304, d 184)
cpu_gemm_batched_bias_n_tile_pipeline_prefetch_align             batched GEMM with bias (2 x 464 x 480 @         96       4      2%       1.9x
                                                                 480 x 520)
cpu_ffn_gelu_tanh_n_down_m_pipeline_prefetch                     FFN, tanh GELU (336 tokens, 376 -> 704)        120       4      3%       1.2x
cpu_layernorm_no_rows_per_block_no_pipeline_no_opt_level         LayerNorm (2040 rows x 3272)                    40       3      1%       2.0x
===============================================================  =========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1, 1.1%, 2.2%, 2.6% and 1.1%;
within 5% of the optimum: 26, 1, 24 and 1 configurations; the attention's optimum (a query block
of 128, a KV block of 32, the online softmax, no pipeline) has samples 1.006, 1.003 and 1.000
times its fastest and is 2nd by median (1.003), the best by median (query and KV blocks of 32,
online, single_buffer) 1.000 by its fastest and 1.003 by its median, two_pass softmax 1.34 at
least, the whole space within 1.68; the GEMM's optimum (an N tile of 208, no pipeline, no L1
prefetch, not aligned) has samples 1.099, 1.099 and 1.000 and is 13th by median (1.099), the next
configuration (an N tile of 64, no pipeline, no prefetch, aligned) 1.051 times it (median
1.055), also the best by median, single_buffer and double_buffer 1.19 at least, an N tile of 32
1.13 at least, the whole space within 1.91; the FFN's optimum (an up N tile of 208, a down M tile
of 48, no pipeline, L1 prefetch) has samples 1.077, 1.106 and 1.000 and is 38th by median
(1.077), the next configuration (an up N tile of 128, the same otherwise) 1.001 times it (median
1.045), the best by median (256, 176, single_buffer, no prefetch) 1.035 by its fastest and 1.040
by its median, the whole space within 1.25; the LayerNorm's optimum (a hidden split of 2,
one_pass stats, unroll 2) has samples 1.163, 1.000 and 1.148 and is 7th by median (1.148), the
next (no hidden split, one_pass, unroll 16) 1.110 times it (median 1.115), also the best by
median, two_pass 1.47 at least, no unroll 1.16 at least, the whole space within 1.98.)
Recording took 133 + 47 + 66 + 61 s, 5.1 minutes in all, one landscape after another (2026-12-05
20:23 to 20:29 UTC).
"""
from __future__ import annotations

from .landscape import Landscape, _data_dir, recorded_set

HELD_OUT_53_DIR = _data_dir("zoo_held_out_53")


def held_out_53() -> list[tuple[str, Landscape]]:
    """The fifty-third held-out set, written and committed before any strategy ran on it (only
    enumerated: optimum, infeasible share, spread, configurations within 5% of the optimum): the
    cpu-backend landscapes recorded into ``data/zoo_held_out_53/`` by
    ``scripts/record_cpu_landscapes.py`` (see the module docstring for their provenance). The
    current unseen set: never used for tuning."""
    recorded = recorded_set("held_out_53", HELD_OUT_53_DIR)
    return recorded
