"""The zoo's ``held_out_64`` set: the unseen one, never used for tuning.

``held_out_64`` (:data:`HELD_OUT`, :func:`held_out_64`): the unseen set, never used for
tuning; the bar applies there. Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Its synthetic families are to follow.

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a non-causal multi-head attention, a decoder's cross-attention (35 query tokens over 84
encoder states, 34 heads, d 488), with its KV block, softmax, ``opt_level`` (O1, O2 and O3: no O0)
and unroll but its query block, KV split and pipeline left at the default (KV blocks of 16, 32, 64
and 128: 6, 3, 2 and 1 key blocks of the 84; 256 and 512 are one block like 128 and left out), a
batched GEMM (batch 2, no bias) tuning its K tile with the pipeline and ``opt_level`` (O1, O2 and
O3: no O0; 704 deep: 44 to 3 k-steps; its M and N tiles, L1 prefetch, output alignment, schedule,
unroll and layout at the default), a non-gated erf-GELU FFN tuning the down projection's K tile
with both pipelines, the gate/up and the down (1392 intermediate: 87 to 6 k-steps), and an RMSNorm
with its ``opt_level`` (O0 among its levels) and unroll but neither its rows a block, its hidden
split, its stats nor its pipeline (a set no earlier LayerNorm or RMSNorm space tuned; 20
configurations, the full value lists: the untuned norm sets of 21 or more are used up and this is
the largest left), each space measured exhaustively (every configuration compiled, checked against
numpy, timed 3 times) by ``scripts/record_cpu_landscapes.py`` into
``scripts/data/zoo_held_out_64/`` (gzip JSON, times in us, provenance in each file's ``source``,
11.1 KB in all). They were recorded on the shared 2-core machine the standing way, ``--only`` each,
one after another, the recorder at normal priority (not niced), 60 s after the lead's go (the load
average 0.30 at the start), on the host that recorded held_out_62's and held_out_63's four (now
seen_62's and seen_63's), an AMD EPYC with AVX-512 (avx512f, avx512dq, avx512bw, avx512vl and
more): their ``host_cpu`` (81db2b0747f882f3) is seen_63's, so the four are measurements of the
kernels' AVX-512 paths (16-lane vectors), like seen_62's and seen_63's and unlike
held_out_44's..held_out_61's (e12b91328de47f4d, an AVX2-only EPYC). ``ps`` (every 60 s, seven
times over the standing recording) showed nothing else running but the recorder, its measuring
worker and its C compiler, this helper's own sampling and waiting shells (sleeping) and idle tool
shells (sleeping; no other python, benchmark or pytest process); this helper's drafting of the
synthetic families had stopped at the go (a first draft and its enumerations outside the
repository, the last of them issued a few seconds before the go file was made) and during the
recording it only read the logs beside it (load average 0.30-1.04 sampled every 10 s over the
recording, the recorder itself included, rising from the quiet start to about 1.0). The tail of
their samples is real measurement noise (median spread 1.2-5.4%), and the fastest sample is the
true cost: THE ATTENTION'S AND THE FFN'S OPTIMA REST ON ONE FAST SAMPLE, the attention's most (its
other two samples 1.75 and 1.69 times it, 63rd by median of 120, and 1.15 times faster than any
other configuration's fastest: a configuration of the slow two-pass, O1 corner, whose other
configurations are 1.15-2.08 times it), the FFN's (1.27 and 1.20 times it, 56th by median of 144,
1.04 times faster than any other's fastest); the GEMM's optimum is the best by median too (its
samples 1.08 and 1.05 times it, median 1.047 against the next's 1.062, 1.02 times faster than any
other's fastest) and the RMSNorm's is steady (1.003 and 1.000 times it, the best by median, 1.007
times faster than any other's fastest). Before that, the first and the last configuration of each
space were compiled and measured once the recorder's way, in a scratch cache outside the
repository, to check they build and to estimate the recording time. Every configuration ran, so
they are 0% infeasible (reported, not forced into 30-70%):

===========================================================  ==========================================  =======  ======  ======  =========
landscape                                                    op (shape)                                  configs  params  spread  worst/opt
===========================================================  ==========================================  =======  ======  ======  =========
cpu_attention_mha34_cross_kv_block_softmax_opt_unroll        multi-head attention, cross (34 heads,          120       4      2%       2.1x
                                                             35 x 84, d 488)
cpu_gemm_batched_k_tile_pipeline_opt                         batched GEMM (2 x 204 x 704 @ 704 x 696)        144       3      5%       2.3x
cpu_ffn_gelu_erf_down_k_both_pipelines                       FFN, erf GELU (116 tokens, 696 -> 1392)         144       3      3%       1.3x
cpu_rmsnorm_no_rows_per_block_no_split_no_stats_no_pipeline  RMSNorm (1640 rows x 3064)                       20       2      1%       5.2x
===========================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1, 2.3%, 5.4%, 3.2% and 1.2%;
within 5% of the optimum: 1, 5, 3 and 5 configurations; the attention's optimum (a KV block of 32,
the two-pass softmax, O1, unroll 4) has samples 1.750, 1.000 and 1.691 times its fastest and is
63rd by median of 120 (median 1.691), the next configuration (32, online, O3, unroll 16) 1.150 times
it (median 1.202), the best by median (64, online, O3, unroll 8) 1.157 (median 1.180); KV blocks of
16, 64 and 128 1.169, 1.157 and 1.184 at least; the online softmax 1.150 at least; O2 and O3 1.201
and 1.150 at least; unrolls of 0, 2, 8 and 16 1.189, 1.153, 1.157 and 1.150 at least (the slowest
(32, two-pass, O1, no unroll) 2.079); the GEMM's optimum (a K tile of 80, double-buffered packing,
O3) has samples 1.077, 1.047 and 1.000 times its fastest and is the best by median of 144 (1.047),
the next (160, single_buffer, O3) 1.019 (median 1.062), then (224, single_buffer, O3) 1.034, (96,
none, O2) 1.041 and (224, double_buffer, O3) 1.043, K tiles of 16 to 256 but 80 1.019-1.249 at
least, the pipeline none and single_buffer 1.041 and 1.019 at least, O1 1.437 and O2 1.041 at least
(the slowest (16, double_buffer, O1) 2.278); the FFN's optimum (a down K tile of 144, both
pipelines none) has samples 1.000, 1.273 and 1.201 times its fastest and is 56th by median of 144
(median 1.201), the next (240, double_buffer, single_buffer) 1.039 (median 1.203), then (80,
single_buffer, single_buffer) 1.044, the best by median (80, none, double_buffer) 1.109 (median
1.110); down K tiles of 16 to 256 but 144 1.039-1.178 at least, the gate/up pipeline single_buffer
and double_buffer 1.044 and 1.039 at least, the down pipeline single_buffer and double_buffer 1.039
and 1.103 at least, the whole space within 1.34 ((208, double_buffer, none) the slowest); the
RMSNorm's optimum (O3, unroll 16) has samples 1.000, 1.003 and 1.000 times its fastest and is the
best by median of 20 (1.000), the next fastest (O3, no unroll) 1.007 (median 1.021), the next by
median (O3, unroll 8) 1.012 (median 1.014), O0, O1 and O2 3.784, 1.126 and 1.099 at least (O0 the
slowest: (O0, unroll 16) 5.194), unrolls of 0, 2, 4 and 8 1.007, 1.032, 1.022 and 1.012 at least.)
Recording took 110 + 82 + 99 + 26 s, 5.3 minutes in all, one landscape after another (2026-12-06
10:31 to 10:37 UTC).
"""
from __future__ import annotations

from .landscape import Landscape, _data_dir, recorded_set

HELD_OUT_64_DIR = _data_dir("zoo_held_out_64")


def held_out_64() -> list[tuple[str, Landscape]]:
    """The sixty-fourth held-out set, written and committed before any strategy ran on it (only
    enumerated: optimum, infeasible share, spread, configurations within 5% of the optimum): the
    cpu-backend landscapes recorded into ``data/zoo_held_out_64/`` by
    ``scripts/record_cpu_landscapes.py`` (see the module docstring for their provenance). The
    current unseen set: never used for tuning."""
    recorded = recorded_set("held_out_64", HELD_OUT_64_DIR)
    return recorded
