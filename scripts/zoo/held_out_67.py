"""The zoo's ``held_out_67`` set: the unseen one, never used for tuning.

``held_out_67`` (:data:`HELD_OUT`, :func:`held_out_67`): the unseen set, never used for
tuning; the bar applies there. Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Its nine synthetic families are to follow (next commit).

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a causal grouped-query attention, a decoder's prefill (41 tokens, 39 query heads over
three KV heads, d 520), with its query block, pipeline, ``opt_level`` (O1, O2 and O3: no O0) and
unroll but its KV block, KV split and softmax left at the default (query blocks of 16, 32 and 64:
3, 2 and 1 query blocks of the 41; 128 and 256 are one block like 64 and left out), a plain GEMM
tuning its K tile with the pipeline and the layout (752 deep: 47 to 3 k-steps; 252 x 752 @ 752 x
744; its M and N tiles, L1 prefetch, output alignment, ``opt_level``, schedule and unroll at the
default), a non-gated SiLU FFN tuning the gate/up projection's N tile with the gate/up L1
prefetch and the down pipeline (1144 intermediate: 72 to 5 column blocks; 172 tokens, 760
hidden), and a LayerNorm with its rows a block and its stats but neither its hidden split, its
pipeline, its ``opt_level`` nor its unroll (a set no earlier LayerNorm or RMSNorm space tuned; 14
configurations, the full value lists: the untuned norm sets of 15 or more are used up and this is
the largest left), each space measured exhaustively (every configuration compiled, checked
against numpy, timed 3 times) by ``scripts/record_cpu_landscapes.py`` into
``scripts/data/zoo_held_out_67/`` (gzip JSON, times in us, provenance in each file's ``source``,
10.5 KB in all). They were recorded on the shared 2-core machine the standing way, ``--only``
each, one after another, the recorder at normal priority (not niced), 60 s after the lead's go
(the load average 0.26 at the start), on the host that recorded held_out_62's..held_out_66's four
(now seen_62's..seen_66's), an AMD EPYC with AVX-512 (avx512f, avx512dq, avx512bw, avx512vl and
more): their ``host_cpu`` (81db2b0747f882f3) is seen_66's, so the four are measurements of the
kernels' AVX-512 paths (16-lane vectors), like seen_62's..seen_66's and unlike
held_out_44's..held_out_61's (e12b91328de47f4d, an AVX2-only EPYC). ``ps`` (every 60 s, seven
times over the standing recording) showed nothing else running but the recorder, its measuring
worker and its C compiler, this helper's own sampling and waiting shells (sleeping) and idle tool
shells (sleeping; no other python, benchmark or pytest process); this helper's drafting of the
synthetic families had ended before the go, and during the recording it only read the logs
beside it (load average 0.26-0.98 sampled every 10 s over the standing recording, the recorder
itself included). The tail of their samples is real measurement noise (median spread 2.2-4.4%),
and the fastest sample is the true cost: THE ATTENTION'S AND THE FFN'S OPTIMA REST ON ONE FAST
SAMPLE, the attention's (its other two samples 1.071 and 1.061 times it, 8th by median of 135,
though the next fastest is only 1.001 times it), the FFN's (1.148 and 1.132 times it, 15th by
median of 96, 1.029 times faster than any other configuration's fastest); the GEMM's optimum leans
on its fast sample too (its other two 1.131 and 1.013 times it) but is the best by median as well
(1.013 against the next's 1.034), and the LayerNorm's is the best by median (samples 1.001, 1.000
and 1.004 times its fastest; the next fastest 1.034). THE GEMM'S LAYOUT, which kernels/gemm.c reads
only when it packs B (with the pipeline ``none`` there is no packed B), still moves the unpacked
kernels' times (at a K tile of 112, 1.023, 1.068 and 1.227 at best for the column-major, row-major
and z-major builds of what is the same loop): code placement of separately compiled kernels or the
machine's state, not the layout; its optimum is one of those (a K tile of 128, no pipeline, column
major; the z-major build of the same loop 1.009). Before that, the first and the last
configuration of each space (the attention's three times, as its shape moved) were compiled and
measured once the recorder's way, in a scratch cache outside the repository, to check they build
and to estimate the recording time. Every configuration ran, so they are 0% infeasible (reported,
not forced into 30-70%):

===============================================================  ==========================================  =======  ======  ======  =========
landscape                                                        op (shape)                                  configs  params  spread  worst/opt
===============================================================  ==========================================  =======  ======  ======  =========
cpu_attention_gqa13_causal_q_block_pipeline_opt_unroll           grouped-query attention, causal (39 heads       135       4      3%       1.9x
                                                                 over three, 41 x 41, d 520)
cpu_gemm_k_tile_pipeline_layout                                  GEMM (252 x 752 @ 752 x 744)                    144       3      4%      13.1x
cpu_ffn_silu_n_tile_prefetch_down_pipeline                       FFN, non-gated SiLU (172 tokens,                 96       3      3%       1.2x
                                                                 760 -> 1144)
cpu_layernorm_no_split_no_pipeline_no_opt_level_no_unroll        LayerNorm (1680 rows x 3096)                     14       2      2%       1.6x
===============================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1, 3.3%, 4.4%, 3.0% and 2.2%;
within 5% of the optimum: 10, 4, 2 and 2 configurations; the attention's optimum (a query block of
32, no pipeline, O3, unroll 2) has samples 1.071, 1.061 and 1.000 times its fastest and is 8th by
median of 135 (median 1.061), the next fastest (32, none, O3, unroll 4) 1.001 (median 1.027), the
best by median (64, none, O3, unroll 16) 1.016 (median 1.016); query blocks of 16 and 64 1.010 and
1.016 at least; the pipeline single_buffer and double_buffer 1.099 and 1.053 at least; O1 and O2
1.244 and 1.132 at least; unrolls of 0, 4, 8 and 16 1.033, 1.001, 1.024 and 1.010 at least (the
slowest (16, double_buffer, O1, unroll 0) 1.912); the GEMM's optimum (a K tile of 128, no
pipeline, column major) has samples 1.131, 1.000 and 1.013 times its fastest and is the best by
median of 144 (1.013), the next fastest (128, none, z_major) 1.009 (median 1.034); K tiles of 16 to
256 but 128 1.023-1.271 at least; the pipeline single_buffer and double_buffer 1.346 and 1.442 at
least; the row-major and z-major layouts 1.033 and 1.009 at least (the slowest (16,
double_buffer, column major) 13.128); the FFN's optimum (a gate/up N tile of 32, no gate/up L1
prefetch, the down pipeline single_buffer) has samples 1.000, 1.148 and 1.132 times its fastest
and is 15th by median of 96 (median 1.132), the next fastest (96, prefetch, single_buffer) 1.029
(median 1.110), the best by median (224, prefetch, single_buffer) 1.061 (median 1.079); gate/up N
tiles of 16 to 256 but 32 1.029-1.152 at least; the gate/up L1 prefetch 1.029 at least; the down
pipeline none and double_buffer 1.099 and 1.063 at least (the slowest (80, prefetch, none) 1.248);
the LayerNorm's optimum (32 rows a block, one_pass) has samples 1.001, 1.000 and 1.004 times its
fastest and is the best by median of 14 (1.001), the next (2, one_pass) 1.034 (median 1.038); rows
a block of 1, 2, 4, 8, 16 and 64 1.051, 1.034, 1.084, 1.096, 1.088 and 1.183 at least; two_pass
1.462 at least (the slowest (2, two_pass) 1.601).) Recording took 119 + 85 + 79 + 19 s, 5.0
minutes in all, one landscape after another (2026-12-06 13:48 to 13:53 UTC).
"""
from __future__ import annotations

from .landscape import Landscape, _data_dir, recorded_set

HELD_OUT_67_DIR = _data_dir("zoo_held_out_67")


def held_out_67() -> list[tuple[str, Landscape]]:
    """The sixty-seventh held-out set, written and committed before any strategy ran on it (only
    enumerated: optimum, infeasible share, spread, configurations within 5% of the optimum): the
    cpu-backend landscapes recorded into ``data/zoo_held_out_67/`` by
    ``scripts/record_cpu_landscapes.py`` (see the module docstring for their provenance). The
    current unseen set: never used for tuning."""
    recorded = recorded_set("held_out_67", HELD_OUT_67_DIR)
    return recorded
