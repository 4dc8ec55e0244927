"""The zoo's ``held_out_52`` set: the unseen one, never used for tuning.

``held_out_52`` (:data:`HELD_OUT`, :func:`held_out_52`): the unseen set, never used for
tuning; the bar applies there. Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Its synthetic families are to follow.

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a non-causal multi-head attention, a speech encoder's self-attention (22 heads, 208
frames over themselves, d 160), with its KV block, softmax, pipeline and unroll but its query
block, KV split and ``opt_level`` left at the default, a batched GEMM without bias (batch 2) tuning
its K tile with L1 prefetch, output alignment (488 columns: the C rows padded to 496) and the
packed B layout (its M and N tiles at the default: three M blocks, two N blocks and two to
twenty-five K steps), a gated SiLU FFN (SwiGLU) tuning the fused activation, the gate/up schedule
(default, balanced, latency; 656 tokens: six row blocks of the stock 128, so the three walk
differently), ``opt_level`` (O0 among them) and unroll, and an RMSNorm with its rows a block,
stats and pipeline but neither its hidden split, its ``opt_level`` nor its unroll (a set no
earlier LayerNorm or RMSNorm space tuned; 42 configurations, the full value lists: the untuned
norm sets of 48 or more are used up and this is the largest left), each space measured
exhaustively (every configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_held_out_52/`` (gzip JSON, times in
us, provenance in each file's ``source``, 10.7 KB in all). They were recorded on the shared 2-core
machine the standing way, ``--only`` each, one after another, the recorder at normal priority (not
niced), with the lead's jobs ended (the load average 0.06 at the start); this host is the AMD EPYC
with AVX2 and no AVX-512 that recorded held_out_44's..held_out_51's four (the same ``host_cpu``),
so the four are measurements of the kernels' AVX2 paths (8-lane vectors, their register tiles
accordingly). ``ps`` (every 60 s and at the end, nine times) showed nothing else running but the
recorder, its measuring worker and the C compiler it calls, this helper's own sampling and waiting
shells (sleeping) and idle tool shells (sleeping or idle; no other python, benchmark or pytest
process), and this helper only read the logs beside it (nothing enumerated, measured or tested)
(load average 0.06-1.39 sampled every 10 s over the recording, 46 samples, median 1.04, the
recorder itself included, rising from the quiet start to about 1.0-1.4). The tail of their samples
is real measurement noise (median spread 2-4%), and the fastest sample is the true cost: the
attention's, the GEMM's and the FFN's optima rest on one fast sample, their other two samples
1.15-1.16 (the attention), 1.16-1.24 (the GEMM) and 1.18-1.20 (the FFN) times it, while the
RMSNorm's other two are 1.01 times it (see below). Before that, the first and the last
configuration of each space were compiled (not run) to check they build. Every configuration ran,
so they are 0% infeasible (reported, not forced into 30-70%):

===============================================================  =========================================  =======  ======  ======  =========
landscape                                                        op (shape)                                 configs  params  spread  worst/opt
===============================================================  =========================================  =======  ======  ======  =========
cpu_attention_mha_bidir_kv_block_softmax_pipeline_unroll         multi-head attention, non-causal (22           120       4      2%       2.0x
                                                                 heads, 208 x 208, d 160)
cpu_gemm_batched_k_tile_prefetch_align_layout                    batched GEMM (2 x 336 x 400 @ 400 x 488)       108       4      4%       7.8x
cpu_ffn_swiglu_fuse_schedule_opt_unroll                          FFN, gated SiLU (656 tokens, 304 -> 816)       120       4      4%      19.0x
cpu_rmsnorm_no_split_no_opt_level_no_unroll                      RMSNorm (1984 rows x 3136)                      42       3      2%       1.6x
===============================================================  =========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1, 2.4%, 4.1%, 3.7% and 2.1%;
within 5% of the optimum: 1, 1, 1 and 4 configurations; the attention's optimum (a KV block of 32,
the online softmax, the double_buffer pipeline, unroll 2) has samples 1.152, 1.161 and 1.000 times
its fastest and is 2nd by median (1.152), the next configuration (the same with unroll 16) 1.117
times it (median 1.153), the best by median (a KV block of 32, online, no pipeline, unroll 2)
1.120 by its fastest and 1.122 by its median, two_pass softmax 1.32 at least, no unroll 1.26 at
least, KV blocks of 16, 64, 128 and 256 1.15-1.20 at least, the whole space within 2.02; the
GEMM's optimum (K tile 64, no L1 prefetch, output alignment, z_major) has samples 1.243, 1.164 and
1.000 and is 5th by median (1.164), the next configuration (K tile 256, L1 prefetch, aligned,
row_major) 1.082 times it (median 1.275), the best by median (K tile 256, no prefetch, not
aligned, z_major) 1.146 by its fastest and 1.150 by its median, col_major 2.36-7.82, row_major and
z_major within 1.48, a K tile of 16 1.38 at least; the FFN's optimum (fused, the latency
schedule, O3, no unroll) has samples 1.180, 1.000 and 1.198 and is 34th by median (1.180), the
next configuration (fused, balanced, O2, unroll 2) 1.051 times it (median 1.132), the best by
median (fused, latency, O3, unroll 4) 1.056 by its fastest and 1.075 by its median, O0
15.7-19.0, O1 1.45-2.37, O2 1.05-1.24, O3 at most 1.23, unfused 1.12 at least; the RMSNorm's
optimum (2 rows a block, one_pass stats, no pipeline) has samples 1.000, 1.007 and 1.010 and is
also the best by median (1.007), the next (32 rows a block, the same otherwise) 1.020 times it
(median 1.055), two_pass 1.23 at least, single_buffer and double_buffer 1.15 at least, the whole
space within 1.57.)
Recording took 132 + 52 + 214 + 55 s, 7.6 minutes in all, one landscape after another (2026-12-05
18:42 to 18:50 UTC).
"""
from __future__ import annotations

from .landscape import Landscape, _data_dir, recorded_set

HELD_OUT_52_DIR = _data_dir("zoo_held_out_52")


def held_out_52() -> list[tuple[str, Landscape]]:
    """The fifty-second held-out set, written and committed before any strategy ran on it (only
    enumerated: optimum, infeasible share, spread, configurations within 5% of the optimum): the
    cpu-backend landscapes recorded into ``data/zoo_held_out_52/`` by
    ``scripts/record_cpu_landscapes.py`` (see the module docstring for their provenance). The
    current unseen set: never used for tuning."""
    recorded = recorded_set("held_out_52", HELD_OUT_52_DIR)
    return recorded
