"""The zoo's ``held_out_50`` set: the unseen one, never used for tuning.

``held_out_50`` (:data:`HELD_OUT`, :func:`held_out_50`): the unseen set, never used for
tuning; the bar applies there. Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Its synthetic families are to follow.

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a causal multi-head attention, a small decoder's prompt prefill (9 heads, 280 tokens over
themselves), with its query block, KV split, softmax and unroll but its KV block, pipeline and
``opt_level`` left at the default, an unbatched GEMM with bias tuning its K tile with ``opt_level``
(O0 among them), output alignment (440 columns: the C rows padded to 448) and unroll (its M and N
tiles at the default: three M blocks, two N blocks and two to thirteen K steps), a gated ReLU FFN
(ReGLU) tuning the gate/up projection's K tile, the down projection's N and K tiles and the fused
activation, and an RMSNorm with its rows a block, stats and ``opt_level`` (O0 among them) but
neither its hidden split, its pipeline nor its unroll (a set no earlier LayerNorm or RMSNorm space
tuned; 56 configurations, the full value lists: the one untuned norm set of 56 left), each space
measured exhaustively (every configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_held_out_50/`` (gzip JSON, times in
us, provenance in each file's ``source``, 10.4 KB in all). They were recorded on the shared 2-core
machine the standing way, ``--only`` each, one after another, the recorder at normal priority
(not niced), with the lead's jobs ended (the load average 0.24 at the start); this host is the
AMD EPYC with AVX2 and no AVX-512 that recorded held_out_44's..held_out_49's four (the same
``host_cpu``), so the four are measurements of the kernels' AVX2 paths (8-lane vectors, their
register tiles accordingly). ``ps`` (every 60 s and at the end, six times) showed nothing else
running but the recorder and its measuring worker, this helper's own sampling and waiting shells
(sleeping) and idle tool shells (no other python, benchmark or pytest process), and this helper
only read the logs beside it (nothing enumerated, measured or tested) (load average 0.24-1.15
sampled every 10 s over the recording, 28 samples, median 1.01, the recorder itself included,
rising from the quiet start to about 1.0). The tail of their samples is real measurement noise
(median spread 1-4%), and the fastest sample is the true cost: the GEMM's, the FFN's and the
RMSNorm's optima rest on one fast sample, their other two samples 1.15-1.16 (the GEMM), 1.13 (the
FFN) and 1.21-1.23 (the RMSNorm) times it, and the attention's other two are 1.02-1.03 times it
(see below). Before that, the first and the last configuration of each space were compiled (not
run) to check they build. Every configuration ran, so they are 0% infeasible (reported, not forced
into 30-70%):

===============================================================  =========================================  =======  ======  ======  =========
landscape                                                        op (shape)                                 configs  params  spread  worst/opt
===============================================================  =========================================  =======  ======  ======  =========
cpu_attention_mha_causal_prefill_q_block_split_softmax_unroll    multi-head attention, causal (batch 2, 9       120       4      1%       2.0x
                                                                 heads, 280 x 280, d 72)
cpu_gemm_bias_k_tile_opt_align_unroll                            GEMM with bias (368 x 392 @ 392 x 440)         128       4      2%      19.1x
cpu_ffn_reglu_k_down_n_down_k_fuse                               FFN, gated ReLU (272 tokens, 296 -> 632)        96       4      2%       1.2x
cpu_rmsnorm_no_split_no_pipeline_no_unroll                       RMSNorm (1888 rows x 2976)                      56       3      4%       8.5x
===============================================================  =========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
6, 5, 2 and 2 configurations; the attention's optimum (a query block of 128, no KV split, the
online softmax, unroll 4) has samples 1.033, 1.000 and 1.019 times its fastest and is 2nd by median
(1.019), the best by median (a query block of 32, unroll 16, the same otherwise) 1.003 by its
fastest and 1.009 by its median, no unroll 1.09-2.02 times the optimum, a KV split of 8 1.49 at
least, two-pass softmax 1.22 at least; the GEMM's optimum (K tile 32, O3, no output alignment,
unroll 2) has samples 1.000, 1.154 and 1.157 and is 29th by median (1.154), the next configuration
(K tile 80, O3, aligned, no unroll) 1.001 times it (its other samples 1.09-1.11), the best by
median (K tile 256, O3, aligned, unroll 2) 1.040 by its fastest and 1.069 by its median, O0
15.2-19.1, O1 1.26-2.48, O2 1.02-1.24, O3 at most 1.36; the FFN's optimum (gate/up K tile 112,
down N tile 256, down K tile 80, the activation fused) has samples 1.000, 1.129 and 1.129 and is
39th by median (1.129), the next configuration (gate/up K tile 48, down N tile 128, down K tile
256, fused) 1.045 times it, the best by median (gate/up K tile 112, down N tile 128, down K tile
160, fused) 1.069 by its fastest and 1.072 by its median, a gate/up K tile of 16 1.12 at least,
unfused 1.07 at least; the RMSNorm's optimum (16 rows a block, one-pass stats, O3) has samples
1.000, 1.205 and 1.226 and is 6th by median (1.205), the next configuration (32 rows a block, the
same otherwise) 1.011 times it (its other samples 1.19-1.22), the best by median (8 rows a block,
one-pass, O3) 1.144 by its fastest and by its median, O0 4.38-8.53, O1 1.28-3.58, O2 1.34-2.00,
O3 at most 1.75, two-pass stats 1.47 at least.)
Recording took 88 + 56 + 49 + 77 s, 4.5 minutes in all, one landscape after another (2026-12-05
16:10 to 16:15 UTC).
"""
from __future__ import annotations

from .landscape import Landscape, _data_dir, recorded_set

HELD_OUT_50_DIR = _data_dir("zoo_held_out_50")


def held_out_50() -> list[tuple[str, Landscape]]:
    """The fiftieth held-out set, written and committed before any strategy ran on it (only
    enumerated: optimum, infeasible share, spread, configurations within 5% of the optimum): the
    cpu-backend landscapes recorded into ``data/zoo_held_out_50/`` by
    ``scripts/record_cpu_landscapes.py`` (see the module docstring for their provenance). The
    current unseen set: never used for tuning."""
    recorded = recorded_set("held_out_50", HELD_OUT_50_DIR)
    return recorded
