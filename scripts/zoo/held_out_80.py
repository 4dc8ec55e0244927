"""The zoo's ``held_out_80`` set: the unseen one, never used for tuning.

``held_out_80`` (:data:`HELD_OUT`, :func:`held_out_80`): the unseen set, never used for
tuning; the bar applies there. Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Its synthetic families are to follow.

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier recorded landscape
covers: a causal multi-head attention, self attention (164 queries over 164 keys: 10 whole 16-key panels and a
4-key tail; 77 heads, query and KV; d 98: not a multiple of 8, six 16-float vectors and a 2-float tail; 77 is the
smallest number no earlier attention space has in any dimension, 164 the smallest free even number above
held_out_79's 162, 98 the smallest free even head dimension above its 94 (96 is taken)), with its query block (16 to
256), KV block (16 to 512) and pipeline (none, single_buffer, double_buffer) but its KV split, softmax,
``opt_level`` and unroll left at the default (90 configurations, the attention's floor: one of the last two
attention sets of 90 no earlier attention space tuned together, the first of them by name), a GEMM batched twice
without bias tuning its N tile, output alignment and ``opt_level`` (O1 to O3) (2 x 372 x 960 @ 960 x 952; its M and
K tiles, pipeline, L1 prefetch, schedule, unroll and layout at the default), a gated ReLU FFN (ReGLU) tuning the
gate/up projection's N tile with its pipeline and the down L1 prefetch (284 tokens, 872 hidden, 1272 intermediate:
80 to 5 column blocks of the 1272), these three tuning parameter sets no earlier space of their op kind tuned
together, and an RMSNorm tuning its hidden split, ``opt_level``, stats and unroll at their full value lists (160
configurations; 1840 rows x 3208): no norm parameter set of 2-216 configurations is left that no earlier
LayerNorm or RMSNorm space tuned, so by the rule the fifty-fifth round wrote first (tests/test_bench_zoo.py,
``_check_four_new_recordings``) the norm takes the set its kind tuned least recently, seen_30's, on a new shape.
Each space was measured exhaustively (every configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_held_out_80/`` (gzip JSON, times in us, provenance in
each file's ``source``, 12.2 KB in all). They were recorded on the shared 2-core machine the standing way,
``--only`` each, one after another, the recorder at normal priority (not niced), 06:33:34-06:43:24 UTC, on the
host that recorded seen_62's..seen_79's four, an AMD EPYC with AVX-512: their ``host_cpu`` (81db2b0747f882f3) is
seen_79's, so the four are measurements of the kernels' AVX-512 paths. They were not recorded on an idle
machine: during the attention's and the GEMM's recordings the lead ran the pool's join and its verdicts
(niced, about a minute of one core in all), and a helper drafted this set's synthetic families beside them
(reading and grepping; its enumerations held while the recordings ran); the load average sampled every 10 s
over the four was 0.38-1.63. The standing recordings took 98, 134, 121 and 236 s (the attention, GEMM, FFN and
RMSNorm). The tail of their samples is real measurement noise (median spread, the slowest of a
configuration's three samples over its fastest, 2.9%, 7.5%, 3.4%, 4.2%), and the fastest sample is the true
cost: THE ATTENTION'S OPTIMUM RESTS ON ONE FAST SAMPLE though it is also the best by median (query block 16, KV
block 64, no pipeline: its other two samples 1.165 and 1.209 times it; the next fastest 1.128 times it (median
1.351)); THE FFN'S OPTIMUM RESTS ON ONE FAST SAMPLE (N tile 96, single_buffer, no down prefetch: its other two
samples 1.323 and 1.337 times it, 13th by median of 96; the next fastest 1.121 times it (median 1.319), the best
by median (64, none, down prefetch) 1.247 (median 1.250): every other configuration of the FFN is 12.1% or more
over its fast sample); THE RMSNORM'S OPTIMUM RESTS ON ONE FAST SAMPLE (hidden split 4, one_pass, O3, unroll 2:
its other two samples 1.104 and 1.166 times it, 5th by median of 160; the next fastest 1.007 times it (median
1.055), the best by median (8, one_pass, O3, unroll 4) 1.033 (median 1.039)); the GEMM's optimum is also the
best by median (N tile 128, aligned, O3: samples 1.000, 1.033, 1.175; the next fastest (224, unaligned, O3)
1.008 (median 1.058)). Worst over optimum 1.73x, 6.82x, 1.62x, 8.23x; within 5% of the optimum 1, 6, 1, 5
configurations. Every configuration ran.
"""
from __future__ import annotations

from .landscape import Landscape, _data_dir, recorded_set

HELD_OUT_80_DIR = _data_dir("zoo_held_out_80")


def held_out_80() -> list[tuple[str, Landscape]]:
    """The eightieth held-out set, written and committed before any strategy ran on it (only
    enumerated: optimum, infeasible share, spread, configurations within 5% of the optimum): the
    cpu-backend landscapes recorded into ``data/zoo_held_out_80/`` by
    ``scripts/record_cpu_landscapes.py`` (see the module docstring for their provenance). The
    current unseen set: never used for tuning."""
    recorded = recorded_set("held_out_80", HELD_OUT_80_DIR)
    return recorded
