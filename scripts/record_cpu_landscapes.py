"""Record real, exhaustively measured tuning landscapes from this project's ``cpu`` backend.

Each landscape is a small space (a few hundred configurations) of one op kind's tiling
parameters (the others at the stock default), every configuration compiled, checked against
numpy and timed ``--repeats`` times. The result is one JSON file per landscape under
``scripts/data/zoo/`` with, per configuration, its values, its status and its timing samples
(microseconds); ``scripts/bench_search_zoo.py`` replays them as landscapes whose optimum is
known (the fastest sample is the true cost; the samples' spread is the noise).

The ``seen_9`` landscapes (was ``held_out_9``; :data:`SEEN_9`: a gated SiLU FFN, a LayerNorm of another
shape, a decode-shaped GEMM) go to ``scripts/data/zoo_seen_9/`` as gzip JSON with a
``source`` record (recorder, backend, machine, compiler, date): they were recorded on a shared
2-core machine under load from other jobs, so their heavy-tailed spread is real measurement noise.
The ``seen_10`` landscapes (was ``held_out_10``; :data:`SEEN_10`: a multi-query decode attention, a
tall-skinny GEMM, a narrow RMSNorm with the optimisation level as a parameter, a non-gated GELU
FFN) go to ``scripts/data/zoo_seen_10/`` the same way, recorded the same way under load.
The ``seen_11`` landscapes (was ``held_out_11``; :data:`SEEN_11`: a non-causal grouped-query attention with the
pipeline and unroll as parameters, a many-row LayerNorm with the unroll, a batched GEMM with bias
whose L1 prefetch and output alignment are parameters, a gated ReLU FFN with the down projection's
K tile and pipeline) go to ``scripts/data/zoo_seen_11/``
the same way, recorded the same way under load.
The ``seen_12`` landscapes (was ``held_out_12``; :data:`SEEN_12`: a causal multi-head prefill attention with the
single-buffer pipeline and the optimisation level, a GEMM with the optimisation level and operand
layout, a gated GELU FFN with the down projection's M tile, L1 prefetch and the unroll, an RMSNorm
with the pipeline and unroll) go to ``scripts/data/zoo_seen_12/`` the same way, recorded the
same way under load.
The ``seen_13`` landscapes (was ``held_out_13``; :data:`SEEN_13`: a non-causal encoder-decoder cross-attention with
the unroll at 2, 4 and 8, a batched GEMM with bias whose odd tiles (80, 160, 48, 240) and unroll 2
and 8 no earlier space has, a non-gated SiLU FFN and a LayerNorm each with the optimisation
level as a parameter) go to ``scripts/data/zoo_seen_13/`` the same way, recorded the same way
under load.
The ``seen_14`` landscapes (was ``held_out_14``; :data:`SEEN_14`: a causal grouped-query attention and an RMSNorm
each with ``opt_level`` O0 (unoptimised code) among its levels, a GEMM with tiles of 112, 176 and
208 no earlier space has, a non-gated ReLU FFN with the down projection's M tile of 32 and 64, its
single-buffer pipeline and throughput schedule, and the unroll at 2 and 4) go to
``scripts/data/zoo_seen_14/`` the same way, recorded the same way under load.
The ``seen_15`` landscapes (was ``held_out_15``; :data:`SEEN_15`: a causal chunked-prefill attention (64 new queries
over a 448-key cache) whose seven parameters no earlier attention space tuned together, a GEMM with
``opt_level`` O0 and tiles of 208, 240, 80, 112 and 224 no earlier space has, a gated SiLU FFN with the
balanced schedule, unroll 16, tile_m 96, tile_k 48 and 144 and down_tile_n 64 and 144, and a LayerNorm
with ``opt_level`` O0) go to ``scripts/data/zoo_seen_15/`` the same way, recorded the same way under
load.
The ``seen_16`` landscapes (was ``held_out_16``; :data:`SEEN_16`: a causal speculative-decode attention (two queries
over a 768-key cache) and an RMSNorm each with its pipeline and ``opt_level`` O0, parameters no earlier
space of their op kind tuned together, a GEMM with tiles of 192, 224, 176 and 144 no earlier space has,
and a non-gated tanh-GELU FFN with ``opt_level`` O0, tile_n 240, tile_k 16, 80 and 240 and down_tile_k
48 and 96) go to ``scripts/data/zoo_seen_16/`` the same way, recorded the same way under load.
The ``seen_17`` landscapes (was ``held_out_17``; :data:`SEEN_17`: a non-causal grouped-query attention of eight query
heads a KV head tuning its blocks, softmax, pipeline, ``opt_level`` and unroll without a KV split, and a
LayerNorm tuning all six of its parameters, parameter sets no earlier space of their op kind tuned
together, a GEMM with tile_n 192 and 224 and tile_k 176 no earlier space has, and a gated tanh-GELU FFN
with tile_m 128 and 160, tile_k 208, down_tile_m 96 and down_tile_n 80 and 160) go to
``scripts/data/zoo_seen_17/`` the same way, recorded the same way under load.
The ``seen_18`` landscapes (was ``held_out_18``; :data:`SEEN_18`: a causal single-query multi-head decode attention
tuning its KV block, KV split, softmax, pipeline, ``opt_level`` and unroll, a batched GEMM tuning its tiles
with ``output_align``, ``l1_prefetch`` and pipeline, and an RMSNorm tuning all six of its parameters,
parameter sets no earlier space of their op kind tuned together, and a non-gated fast-GELU FFN with
tile_m 80, down_tile_k 128 and down_tile_n 96 and 176 no earlier space has) go to
``scripts/data/zoo_seen_18/`` the same way, recorded the same way under load.
The ``seen_19`` landscapes (was ``held_out_19``; :data:`SEEN_19`: a causal grouped-query attention of four query heads
a KV head tuning its blocks, KV split, pipeline, ``opt_level`` and unroll but not its softmax, a biased
batched GEMM tuning its tiles with ``layout``, ``schedule`` and unroll, a LayerNorm tuning all but its
``stats``, and a gated fast-GELU FFN tuning tile_m, tile_k 176, down_tile_m 80 and 128, down_tile_n 112,
``down_l1_prefetch`` and unroll, four parameter sets no earlier space of their op kind tuned together) go
to ``scripts/data/zoo_seen_19/`` the same way, recorded the same way under load.
The ``seen_20`` landscapes (was ``held_out_20``; :data:`SEEN_20`: a causal grouped-query attention of two query heads
a KV head tuning its query block, KV split, softmax, pipeline, ``opt_level`` and unroll with its KV block
left at the default, a biased GEMM tuning its tiles with ``opt_level``, ``schedule`` and unroll, an
RMSNorm tuning all but its unroll, and a gated SiLU FFN tuning tile_m 144, tile_k 224, down_tile_m 112,
down_tile_k 16, 80 and 176, ``l1_prefetch`` and ``opt_level``, four parameter sets no earlier space of
their op kind tuned together) go to ``scripts/data/zoo_seen_20/`` the same way, recorded the same way
under load.
The ``seen_21`` landscapes (was ``held_out_21``; :data:`SEEN_21`: a non-causal multi-head attention tuning its query
and KV blocks, softmax, pipeline and ``opt_level`` with its KV split and unroll left at the default, a
batched GEMM with B transposed tuning its tiles with ``layout``, ``l1_prefetch`` and unroll, a non-gated
SiLU FFN tuning tile_m 16, 48 and 112, tile_n, ``fuse_activation``, ``down_pipeline``,
``down_l1_prefetch`` and ``opt_level``, and a LayerNorm tuning all but its unroll, four parameter sets no
earlier space of their op kind tuned together) go to ``scripts/data/zoo_seen_21/`` the same way,
recorded the same way under load.
The ``seen_22`` landscapes (was ``held_out_22``; :data:`SEEN_22`: a causal multi-query prefill attention tuning its
blocks, KV split, softmax and unroll with its pipeline and ``opt_level`` left at the default, a biased GEMM
tuning its tiles with ``output_align``, pipeline and unroll, a gated ReLU FFN tuning tile_m 16, 64 and 192,
tile_n, ``fuse_activation``, down_tile_k 48, 144 and 192, down_tile_n 16 and 144 and ``down_schedule``, and
an RMSNorm tuning all but its hidden split, four parameter sets no earlier space of their op kind tuned
together) go to ``scripts/data/zoo_seen_22/`` the same way, recorded the same way under load.
The ``seen_23`` landscapes (was ``held_out_23``; :data:`SEEN_23`: a non-causal grouped-query attention tuning its
query and KV blocks, softmax, ``opt_level`` and unroll with its KV split and pipeline left at the default,
a batched GEMM tuning its tiles with ``l1_prefetch``, schedule and unroll, a gated GELU FFN tuning tile_m
16, 80 and 208, tile_n, down_tile_m 48 and 160, down_tile_k 64 and 208, ``down_l1_prefetch`` and unroll,
and a LayerNorm tuning all but its ``opt_level``, four parameter sets no earlier space of their op kind
tuned together) go to ``scripts/data/zoo_seen_23/`` the same way, recorded the same way under load.
The ``seen_24`` landscapes (was ``held_out_24``; :data:`SEEN_24`: a causal grouped-query attention tuning its query
and KV blocks, pipeline, softmax and unroll with its KV split and ``opt_level`` left at the default, a biased
batched GEMM tuning its tiles with layout, ``output_align`` and schedule, an ungated tanh-GELU FFN tuning
tile_m 16, 96 and 240, tile_k, down_tile_m 48 and 240, down_tile_n 32 and 192, ``down_pipeline`` and
schedule, and an RMSNorm tuning all but its ``rows_per_block``, four parameter sets no earlier space of their
op kind tuned together) go to ``scripts/data/zoo_seen_24/`` the same way, recorded the same way under load.
The ``seen_25`` landscapes (was ``held_out_25``; :data:`SEEN_25`: a causal grouped-query attention tuning its query
and KV blocks, KV split, ``opt_level`` and pipeline with its softmax and unroll left at the default, a biased
batched GEMM of transposed B tuning its tiles with layout, pipeline and ``l1_prefetch``, a gated ReLU FFN tuning
tile_m 32, 112 and 224, tile_n, ``l1_prefetch``, down_tile_m 48 and 176, down_tile_k 64 and 240 and unroll, and
a LayerNorm tuning all but its ``hidden_split``, four parameter sets no earlier space of their op kind tuned
together) go to ``scripts/data/zoo_seen_25/`` the same way, recorded the same way under load.
The ``seen_26`` landscapes (was ``held_out_26``; :data:`SEEN_26`: a non-causal grouped-query attention tuning its query
and KV blocks, ``opt_level``, pipeline and unroll with its KV split and softmax left at the default, a batched
GEMM of transposed B tuning its tiles with ``opt_level``, ``output_align`` and pipeline, a gated fast-GELU FFN
tuning tile_m 16, 96 and 176, tile_k, pipeline, down_tile_m 64 and 208, down_tile_n and ``down_l1_prefetch``,
and an RMSNorm tuning its rows a block, pipeline, ``opt_level`` and unroll but neither its stats nor its hidden
split, four parameter sets no earlier space of their op kind tuned together) go to
``scripts/data/zoo_seen_26/`` the same way, recorded the same way under load.
The ``seen_27`` landscapes (was ``held_out_27``; :data:`SEEN_27`: a causal multi-head attention tuning its query and KV
blocks, KV split, ``opt_level`` and unroll with its pipeline and softmax left at the default, a biased batched
GEMM tuning its tiles with ``opt_level``, pipeline and ``l1_prefetch``, a gated SiLU FFN tuning tile_m, tile_n,
down_tile_m 48 and 192, down_tile_n 64 and 224, ``opt_level`` and ``fuse_activation``, and a LayerNorm tuning
all but its ``rows_per_block``, four parameter sets no earlier space of their op kind tuned together) go to
``scripts/data/zoo_seen_27/`` the same way, recorded the same way under load.
The ``seen_28`` landscapes (was ``held_out_28``; :data:`SEEN_28`: a non-causal grouped-query cross-attention tuning its
query block, KV split, softmax, pipeline and unroll with its KV block and ``opt_level`` left at the default, a
biased batched GEMM tuning its tiles with layout, ``opt_level`` and ``l1_prefetch``, a gated tanh-GELU FFN tuning
tile_m 32, 96 and 256, tile_n 16 and 208, pipeline, schedule, down_tile_m 144 and 224 and down_tile_k 64 and 256,
and an RMSNorm tuning its rows a block, hidden split, ``opt_level`` and pipeline but neither its stats nor its
unroll, four parameter sets no earlier space of their op kind tuned together) go to
``scripts/data/zoo_seen_28/`` the same way, recorded the same way under load.
The ``seen_29`` landscapes (was ``held_out_29``; :data:`SEEN_29`: a causal grouped-query attention tuning its KV block, KV
split, ``opt_level``, pipeline and softmax with its query block and unroll left at the default, a biased GEMM of
transposed B tuning its tiles with layout, ``opt_level`` and schedule, a non-gated SiLU FFN tuning tile_n, tile_k,
``l1_prefetch``, down_tile_m 32 and 256, down_tile_n 80, 208 and 240 and the down schedule, and a LayerNorm
tuning its hidden split, pipeline, stats and unroll but neither its rows a block nor its ``opt_level``, four
parameter sets no earlier space of their op kind tuned together) go to ``scripts/data/zoo_seen_29/`` the
same way, recorded the same way under load.
The ``seen_30`` landscapes (was ``held_out_30``; :data:`SEEN_30`: a non-causal grouped-query cross-attention (three query
heads a KV head) tuning its query block, KV split, ``opt_level``, softmax and unroll with its KV block and pipeline
left at the default, a GEMM tuning its M and N tiles with layout, ``output_align`` and unroll but its K tile left
at the default, a gated fast-GELU FFN tuning its up M tile, the down projection's K tile, both pipelines, unroll
and ``opt_level``, and an RMSNorm tuning its hidden split, ``opt_level``, stats and unroll but neither its rows a
block nor its pipeline, four parameter sets no earlier space of their op kind tuned together, every value of the
FFN's vocabulary having been tuned by some earlier FFN space) go to ``scripts/data/zoo_seen_30/`` the same
way, recorded the same way under load.
The ``seen_31`` landscapes (was ``held_out_31``; :data:`SEEN_31`: a causal grouped-query attention (two query heads a KV
head) tuning its query block, KV split, ``opt_level``, pipeline and softmax with its KV block and unroll left at
the default, a biased batched GEMM of transposed B tuning its M and N tiles with ``opt_level``, ``output_align`` and
unroll but its K tile left at the default, a gated GELU FFN tuning its up M and K tiles, ``fuse_activation``,
the down pipeline and the down schedule, and a LayerNorm tuning its rows a block, ``opt_level``, pipeline and
stats but neither its hidden split nor its unroll, four parameter sets no earlier space of their op kind tuned
together) go to ``scripts/data/zoo_seen_31/`` the same way, recorded the same way under load.
The ``seen_32`` landscapes (was ``held_out_32``; :data:`SEEN_32`: a causal grouped-query attention (four query heads a KV
head) tuning its query block, KV split, ``opt_level``, pipeline and unroll with its KV block and softmax left at
the default, a biased batched GEMM tuning its M and N tiles with its pipeline, schedule and ``output_align`` but
its K tile left at the default, a gated ReLU FFN tuning its up and down N tiles, both L1 prefetches and the up
schedule, and an RMSNorm tuning its rows a block, pipeline, stats and unroll but neither its hidden split nor its
``opt_level``, four parameter sets no earlier space of their op kind tuned together) go to
``scripts/data/zoo_seen_32/`` the same way, recorded the same way under load.
The ``seen_33`` landscapes (was ``held_out_33``; :data:`SEEN_33`: a non-causal multi-query cross-attention (six query heads a
KV head) tuning its KV block, KV split, pipeline, softmax and unroll with its query block and ``opt_level`` left at
the default, a GEMM of transposed B tuning its N and K tiles with ``l1_prefetch``, ``opt_level`` and unroll but its
M tile left at the default, a gated SiLU FFN tuning the down projection's M and K tiles, the down schedule, the up
pipeline and unroll, and a LayerNorm tuning its hidden split, ``opt_level``, pipeline and unroll but neither its
rows a block nor its stats, four parameter sets no earlier space of their op kind tuned together) go to
``scripts/data/zoo_seen_33/`` the same way, recorded the same way under load.
The ``seen_34`` landscapes (was ``held_out_34``; :data:`SEEN_34`: a causal grouped-query attention (five query heads a KV
head) tuning its query and KV blocks, KV split, softmax and ``opt_level`` with its pipeline and unroll left at the
default, a batched GEMM tuning its M and K tiles with ``l1_prefetch``, schedule and layout but its N tile left at
the default, a non-gated GELU FFN tuning the up projection's M and K tiles, the down N tile, the down pipeline and
unroll, and an RMSNorm tuning its rows a block, hidden split, ``opt_level`` and unroll but neither its stats nor
its pipeline, four parameter sets no earlier space of their op kind tuned together) go to
``scripts/data/zoo_seen_34/`` the same way, recorded the same way under load.
The ``seen_35`` landscapes (was ``held_out_35``; :data:`SEEN_35`: a non-causal grouped-query attention (four query heads a
KV head) tuning its query and KV blocks, KV split, pipeline and softmax with its ``opt_level`` and unroll left at
the default, a batched GEMM with bias tuning its M and N tiles with pipeline, ``output_align`` and unroll but its
K tile left at the default, a non-gated ReLU FFN tuning the up projection's N tile, the down M and K tiles,
``fuse_activation``, ``down_l1_prefetch`` and the down schedule, and a LayerNorm tuning its rows a block, hidden
split, pipeline and unroll but neither its stats nor its ``opt_level``, four parameter sets no earlier space of
their op kind tuned together) go to ``scripts/data/zoo_seen_35/`` the same way, recorded the same way under
load.
The ``seen_36`` landscapes (was ``held_out_36``; :data:`SEEN_36`: a causal grouped-query attention (six query heads a KV head)
tuning its KV block, ``opt_level``, pipeline, softmax and unroll with its query block and KV split left at the
default, a batched GEMM of transposed B with bias tuning its N tile with layout, pipeline, ``l1_prefetch`` and
unroll but its M and K tiles left at the default, a gated FastGELU FFN tuning the up projection's K tile, the down
N tile, the down pipeline, ``l1_prefetch``, ``opt_level`` and unroll, and an RMSNorm tuning its rows a block,
stats, ``opt_level`` and unroll but neither its hidden split nor its pipeline, four parameter sets no earlier space
of their op kind tuned together) go to ``scripts/data/zoo_seen_36/`` the same way, recorded the same way under
load.
The ``seen_37`` landscapes (was ``held_out_37``; :data:`SEEN_37`: a non-causal grouped-query attention (two query heads a KV
head) tuning its query and KV blocks, KV split and pipeline with its softmax, ``opt_level`` and unroll left at the
default, a batched GEMM of transposed B tuning its M and K tiles with schedule, ``output_align`` and unroll but its
N tile left at the default, a non-gated SiLU FFN tuning the up projection's M tile, the down K tile, the down
schedule, ``fuse_activation`` and ``l1_prefetch``, and a LayerNorm tuning its rows a block, hidden split and
unroll but neither its stats, its pipeline nor its ``opt_level``, four parameter sets no earlier space of their op
kind tuned together) go to ``scripts/data/zoo_seen_37/`` the same way, recorded the same way under load.
The ``seen_38`` landscapes (was ``held_out_38``; :data:`SEEN_38`: a causal multi-head attention tuning its query block,
``opt_level``, pipeline, softmax and unroll with its KV block and KV split left at the default, a batched GEMM with
bias tuning its N and K tiles with ``opt_level``, schedule and ``l1_prefetch`` but its M tile left at the default,
a gated tanh-GELU FFN tuning the up projection's N tile, the down M tile, the up schedule, ``down_l1_prefetch`` and
unroll, and an RMSNorm tuning its rows a block, ``opt_level`` and unroll but neither its hidden split, its stats
nor its pipeline, four parameter sets no earlier space of their op kind tuned together) go to
``scripts/data/zoo_seen_38/`` the same way, recorded the same way under load.
The ``seen_39`` landscapes (was ``held_out_39``; :data:`SEEN_39`: a causal grouped-query decode attention (one query, eight
query heads a KV head) tuning its KV block, KV split, ``opt_level``, softmax and unroll with its query block and
pipeline left at the default, a plain GEMM tuning its K tile with pipeline, schedule, ``output_align`` and unroll
but its M and N tiles left at the default, a gated GELU FFN tuning the up projection's M tile, the down N tile,
the down pipeline, ``opt_level`` and ``fuse_activation``, and a LayerNorm tuning its ``opt_level``, pipeline,
stats and unroll but neither its rows a block nor its hidden split, four parameter sets no earlier space of their
op kind tuned together) go to ``scripts/data/zoo_seen_39/`` the same way, recorded the same way under load.
The ``seen_40`` landscapes (was ``held_out_40``; :data:`SEEN_40`: a non-causal multi-head self-attention tuning its KV split,
softmax, pipeline, ``opt_level`` and unroll with both its query block and its KV block left at the default, a
batched GEMM without bias tuning its M tile with layout, ``opt_level``, ``l1_prefetch`` and unroll but its N and K
tiles left at the default, a gated ReLU FFN tuning the up projection's N tile, the down K tile, the up pipeline,
``down_l1_prefetch`` and ``opt_level``, and an RMSNorm tuning its rows a block, hidden split and ``opt_level`` but
neither its stats, its pipeline nor its unroll, four parameter sets no earlier space of their op kind tuned
together) go to ``scripts/data/zoo_seen_40/`` the same way, recorded the same way under load.
The ``seen_41`` landscapes (was ``held_out_41``; :data:`SEEN_41`: a causal multi-query self-attention tuning its query block,
KV block, softmax and ``opt_level`` with its KV split, pipeline and unroll left at the default, a GEMM with bias
tuning none of its tiles but ``l1_prefetch``, ``output_align``, ``opt_level`` (O0 among them), schedule and unroll,
a non-gated fast-GELU FFN tuning the up projection's K tile, the down M tile, the down pipeline,
``fuse_activation`` and unroll, and a LayerNorm tuning its rows a block, pipeline and unroll but neither its hidden split,
its stats nor its ``opt_level``, four parameter sets no earlier space of their op kind tuned together) go to
``scripts/data/zoo_seen_41/`` the same way, recorded the same way under load.
The ``seen_42`` landscapes (was ``held_out_42``; :data:`SEEN_42`: a non-causal grouped-query self-attention (three query heads a
KV head) tuning its query block, KV split, pipeline and unroll with its KV block, softmax and ``opt_level`` left at
the default, a GEMM with bias tuning all three of its tiles with layout and ``l1_prefetch``, a gated SiLU FFN
tuning the down projection's three tiles, ``down_pipeline`` and ``down_l1_prefetch``, and an RMSNorm tuning its
hidden split, stats, pipeline and ``opt_level`` but neither its rows a block nor its unroll, four parameter sets
no earlier space of their op kind tuned together) go to ``scripts/data/zoo_seen_42/`` the same way, recorded
the same way under load.
The ``seen_43`` landscapes (was ``held_out_43``; :data:`SEEN_43`: a causal grouped-query chunked-prefill attention (two query
heads a KV head, 80 new queries over 456 keys) tuning its query block, KV block, pipeline and ``opt_level`` (O0
among them) with its KV split, softmax and unroll left at the default, a plain GEMM (no bias, not batched) tuning
its M and N tiles with pipeline, ``output_align`` and layout, a non-gated tanh-GELU FFN tuning the up projection's
N and K tiles, ``down_schedule``, ``l1_prefetch`` and unroll, and a LayerNorm tuning its hidden split, pipeline and
rows a block but neither its stats, its ``opt_level`` nor its unroll (84 configurations: no untuned norm set
reaches 96), four parameter sets no earlier space of their op kind tuned together) go to
``scripts/data/zoo_seen_43/`` the same way, recorded the same way under load.
The ``seen_44`` landscapes (was ``held_out_44``; :data:`SEEN_44`: a causal multi-head speculative-decoding verification (six
queries over a 1408-key cache) tuning its KV block, KV split, pipeline and unroll with its query block, softmax
and ``opt_level`` left at the default, a batched GEMM without bias tuning its N and K tiles with schedule,
``l1_prefetch`` and ``output_align`` (its M tile at the default), a non-gated erf-GELU FFN tuning both M tiles
(the up and the down projection's) and both schedules, and an RMSNorm tuning its rows a block, pipeline and
``opt_level`` (O0 among them) but neither its hidden split, its stats nor its unroll (84 configurations: the last
untuned norm set that reaches 84), four parameter sets no earlier space of their op kind tuned together) go to
``scripts/data/zoo_seen_44/`` the same way, recorded the same way under load.
The ``seen_45`` landscapes (was ``held_out_45``; :data:`SEEN_45`: a non-causal multi-query cross-attention (11 query heads over
one KV head, 104 queries over 600 encoder keys) tuning its query block, KV split, softmax and pipeline with its KV
block, ``opt_level`` and unroll left at the default, a batched GEMM with bias tuning its M and K tiles with
pipeline and unroll (its N tile at the default), a non-gated ReLU FFN tuning the up projection's M tile, the down
projection's N tile, pipeline, ``fuse_activation`` and ``down_l1_prefetch``, and a LayerNorm tuning its hidden
split, ``opt_level`` (O0 among them) and unroll but neither its rows a block, its stats nor its pipeline (80
configurations: the untuned norm sets at 84 or more are used up, and this is the largest left), four parameter
sets no earlier space of their op kind tuned together) go to ``scripts/data/zoo_seen_45/`` the same way,
recorded the same way under load.
The ``seen_46`` landscapes (was ``held_out_46``; :data:`SEEN_46`: a non-causal multi-head self-attention of a small vision
transformer's encoder (3 heads, 197 tokens) tuning its query block, KV block, softmax and unroll with its KV split,
pipeline and ``opt_level`` left at the default, a GEMM with bias (not batched) tuning its N tile with schedule,
unroll and layout (its M and K tiles at the default), a gated fast-GELU FFN tuning the up projection's N tile, the
down projection's K tile, schedule and ``down_pipeline``, and an RMSNorm tuning its rows a block, stats and unroll
but neither its hidden split, its pipeline nor its ``opt_level`` (70 configurations: the untuned norm sets at 80 or
more are used up, and this is the largest left), four parameter sets no earlier space of their op kind tuned
together) go to ``scripts/data/zoo_seen_46/`` the same way, recorded the same way under load.
The ``seen_47`` landscapes (was ``held_out_47``; :data:`SEEN_47`: a causal multi-query attention, a code model's chunked prefill
(13 query heads over one KV head, 120 new queries over 472 keys) tuning its KV block, KV split, softmax and pipeline
with its query block, ``opt_level`` and unroll left at the default, a plain GEMM (not batched, no bias) tuning its K
tile with pipeline, ``opt_level`` (O0 among them) and layout (its M and N tiles at the default), a non-gated SiLU
FFN tuning the up projection's N tile, the down projection's N tile, pipeline and unroll, and a LayerNorm tuning its
hidden split, pipeline and unroll but neither its rows a block, its stats nor its ``opt_level`` (60 configurations:
the untuned norm sets at 70 or more are used up, and this is one of the two largest left), four parameter sets no
earlier space of their op kind tuned together) go to ``scripts/data/zoo_seen_47/`` the same way, recorded the
same way under load.
The ``seen_48`` landscapes (was ``held_out_48``; :data:`SEEN_48`: a non-causal grouped-query attention, a masked-diffusion language
model's bidirectional denoising step (18 query heads over 6 KV heads, 216 tokens over themselves) tuning its KV block,
KV split, ``opt_level`` (O0 among them) and unroll with its query block, softmax and pipeline left at the default, a
batched GEMM without bias tuning its M tile with pipeline, L1 prefetch and schedule (its N and K tiles at the
default), a gated tanh-GELU FFN tuning the up projection's K tile, the down projection's M tile, its schedule and
``opt_level`` (O0 among them), and an RMSNorm tuning its pipeline, ``opt_level`` (O0 among them) and unroll but
neither its rows a block, its hidden split nor its stats (60 configurations: the one untuned norm set of 60 left),
four parameter sets no earlier space of their op kind tuned together) go to ``scripts/data/zoo_seen_48/`` the
same way, recorded the same way under load.
The ``seen_49`` landscapes (was ``held_out_49``; :data:`SEEN_49`: a causal grouped-query attention, a chat model's chunked prefill
(20 query heads over 4 KV heads, 152 new queries over 408 keys: 256 cached and the 152) tuning its query block, KV
block, pipeline and unroll with its KV split, softmax and ``opt_level`` left at the default, a batched GEMM with bias
tuning its N tile with output alignment, ``opt_level`` (O0 among them) and schedule (its M and K tiles at the
default), a gated erf-GELU FFN tuning both projections' M tiles and both pipelines, and a LayerNorm tuning its rows a
block, hidden split and stats but neither its pipeline, its ``opt_level`` nor its unroll (56 configurations: the
untuned norm sets at 60 or more are used up, and this is one of the two largest left), four parameter sets no
earlier space of their op kind tuned together) go to ``scripts/data/zoo_seen_49/`` the same way, recorded the
same way under load.
The ``seen_50`` landscapes (was ``held_out_50``; :data:`SEEN_50`: a causal multi-head attention, a small decoder's prompt prefill
(9 heads, 280 tokens over themselves) tuning its query block, KV split, softmax and unroll with its KV block,
pipeline and ``opt_level`` left at the default, an unbatched GEMM with bias tuning its K tile with ``opt_level`` (O0
among them), output alignment and unroll (its M and N tiles at the default), a gated ReLU FFN tuning the gate/up
projection's K tile, the down projection's N and K tiles and the fused activation, and an RMSNorm tuning its rows a
block, stats and ``opt_level`` (O0 among them) but neither its hidden split, its pipeline nor its unroll (56
configurations: the one untuned norm set of 56 left), four parameter sets no earlier space of their op kind tuned
together) go to ``scripts/data/zoo_seen_50/`` the same way, recorded the same way under load.
The ``seen_51`` landscapes (was ``held_out_51``; :data:`SEEN_51`: a non-causal multi-query attention, a vision-language decoder's
cross-attention (17 query heads over one KV head, 136 text queries over 240 image-patch keys) tuning its query
block, KV split, pipeline and ``opt_level`` (O0 among them) with its KV block, softmax and unroll left at the
default, a plain GEMM tuning its M tile with L1 prefetch, output alignment and unroll (its N and K tiles at the
default), a non-gated fast-GELU FFN tuning the up projection's K tile, L1 prefetch, pipeline and schedule, and a
LayerNorm tuning its hidden split, pipeline and ``opt_level`` (O0 among them) but neither its rows a block, its stats
nor its unroll (48 configurations: the untuned norm sets of 56 or more are used up, and this is the largest left),
four parameter sets no earlier space of their op kind tuned together) go to ``scripts/data/zoo_seen_51/`` the
same way, recorded the same way under load.
The ``seen_52`` landscapes (was ``held_out_52``; :data:`SEEN_52`: a non-causal multi-head attention, a speech encoder's
self-attention (22 heads, 208 frames over themselves) tuning its KV block, softmax, pipeline and unroll with its
query block, KV split and ``opt_level`` left at the default, a batched GEMM without bias tuning its K tile with L1
prefetch, output alignment and the packed B layout (its M and N tiles at the default), a gated SiLU FFN (SwiGLU)
tuning the fused activation, the gate/up schedule, ``opt_level`` (O0 among them) and unroll, and an RMSNorm tuning
its rows a block, stats and pipeline but neither its hidden split, its ``opt_level`` nor its unroll (42
configurations: the untuned norm sets of 48 or more are used up, and this is the largest left), four parameter sets
no earlier space of their op kind tuned together) go to ``scripts/data/zoo_seen_52/`` the same way, recorded
the same way under load.
The ``seen_53`` landscapes (was ``held_out_53``; :data:`SEEN_53`: a causal multi-query attention, a code model's prompt
prefill (19 query heads over one KV head, 304 tokens over themselves) tuning its query and KV blocks, softmax and
pipeline with its KV split, ``opt_level`` and unroll left at the default, a batched GEMM with bias tuning its N tile
with the pipeline, L1 prefetch and output alignment (its M and K tiles at the default), a non-gated tanh-GELU FFN
tuning the up projection's N tile, the down projection's M tile, the up pipeline and L1 prefetch, and a LayerNorm
tuning its hidden split, stats and unroll but neither its rows a block, its pipeline nor its ``opt_level`` (40
configurations: the untuned norm sets of 42 or more are used up, and this is one of the two largest left), four
parameter sets no earlier space of their op kind tuned together) go to ``scripts/data/zoo_seen_53/`` the same
way, recorded the same way under load.
The ``seen_54`` landscapes (was ``held_out_54``; :data:`SEEN_54`: a non-causal grouped-query attention, a vision-language
model's bidirectional prefix (21 query heads over 3 KV heads, 224 image and prompt tokens over themselves, d 224)
tuning its query block, softmax, pipeline and unroll with its KV block, KV split and ``opt_level`` left at the
default, an unbatched GEMM with bias tuning its M tile with the schedule, the packed B layout and unroll (its N and
K tiles at the default), a non-gated erf-GELU FFN tuning the up projection's M tile, the fused activation, the down
projection's K tile and the down pipeline, and an RMSNorm tuning its stats, ``opt_level`` (O0 among them) and
unroll but neither its rows a block, its hidden split nor its pipeline (40 configurations: the untuned norm sets of
42 or more are used up, and this is the one untuned set of 40 left), four parameter sets no earlier space of their op
kind tuned together) go to ``scripts/data/zoo_seen_54/`` the same way, recorded the same way under load.
The ``seen_55`` landscapes (was ``held_out_55``; :data:`SEEN_55`: a causal grouped-query attention, a chat model's prompt prefill
(26 query heads over 2 KV heads, 150 tokens over themselves, d 256) tuning its KV block, KV split, softmax and unroll
with its query block, pipeline and ``opt_level`` left at the default, a plain GEMM (unbatched, no bias) tuning its K
tile with L1 prefetch, the schedule and unroll (its M and N tiles at the default), a non-gated ReLU FFN tuning the up
projection's K tile, the down projection's K tile, the down L1 prefetch and unroll, and a LayerNorm tuning its rows a
block and unroll but neither its hidden split, its stats, its pipeline nor its ``opt_level`` (35 configurations: the
untuned norm sets of 40 or more are used up, and this is the largest left), four parameter sets no earlier space of
their op kind tuned together) go to ``scripts/data/zoo_seen_55/`` the same way, recorded the same way under load.
The ``seen_56`` landscapes (was ``held_out_56``; :data:`SEEN_56`: a causal multi-head attention, a prompt prefill with wide heads
(28 heads, 140 tokens over themselves, d 272) tuning its query block, KV block, KV split and unroll with its softmax,
pipeline and ``opt_level`` left at the default, a batched GEMM without bias tuning its N tile with the pipeline, the
schedule and unroll (its M and K tiles at the default), a gated fast-GELU FFN tuning the down projection's M and N
tiles, the fused activation and the gate/up schedule, and an RMSNorm tuning its hidden split, stats and ``opt_level``
(O0 among them) but neither its rows a block, its pipeline nor its unroll (32 configurations: the untuned norm sets
of 35 or more are used up, and this is the largest left), four parameter sets no earlier space of their op kind
tuned together) go to ``scripts/data/zoo_seen_56/`` the same way, recorded the same way under load.
The ``seen_57`` landscapes (was ``held_out_57``; :data:`SEEN_57`: a non-causal multi-query attention, a bidirectional block's 60
queries over a 212-key memory (23 query heads over one KV head, d 328) tuning its KV split, softmax, pipeline and
unroll with its query block, KV block and ``opt_level`` left at the default, a batched GEMM with bias tuning its M
tile with the output alignment, the schedule and the packed B layout (its N and K tiles, pipeline and unroll at the
default), a non-gated SiLU FFN tuning the gate/up N tile, its pipeline, its L1 prefetch and the down schedule, and a
LayerNorm tuning its stats, pipeline and unroll but neither its rows a block, its hidden split nor its ``opt_level``
(30 configurations: the untuned norm sets of 32 or more are used up, and this is the largest left), four parameter
sets no earlier space of their op kind tuned together) go to ``scripts/data/zoo_seen_57/`` the same way,
recorded the same way under load.
The ``seen_58`` landscapes (was ``held_out_58``; :data:`SEEN_58`: a non-causal multi-head attention, a cross-attention's 36
decoder queries over 300 encoder keys (25 heads, d 368) tuning its KV block, softmax, pipeline and ``opt_level`` (O1,
O2 and O3: no O0) with its query block, KV split and unroll left at the default, an unbatched GEMM with bias tuning
its K tile with the pipeline, the L1 prefetch and the output alignment (its M and N tiles, schedule, layout and
unroll at the default), a gated tanh-GELU FFN tuning the gate/up M and K tiles, the down pipeline and the down L1
prefetch, and an RMSNorm tuning its rows a block and hidden split but neither its stats, its pipeline, its
``opt_level`` nor its unroll (28 configurations: the untuned norm sets of 30 or more are used up, and this is one of
the two largest left), four parameter sets no earlier space of their op kind tuned together) go to
``scripts/data/zoo_seen_58/`` the same way, recorded the same way under load.
The ``seen_59`` landscapes (was ``held_out_59``; :data:`SEEN_59`: a causal multi-query attention, a 116-token prompt prefill
(27 query heads over one KV head, d 376) tuning its query block, softmax, ``opt_level`` (O1, O2 and O3: no O0) and
unroll with its KV block, KV split and pipeline left at the default, a plain GEMM (unbatched, no bias) tuning its N
tile with the L1 prefetch, the output alignment and the packed B layout (its M and K tiles, pipeline, schedule and
unroll at the default), a gated erf-GELU FFN tuning the down projection's M and K tiles, the fused activation and
unroll, and a LayerNorm tuning its rows a block and ``opt_level`` (O0 among them) but neither its hidden split, its
stats, its pipeline nor its unroll (28 configurations: the untuned norm sets of 30 or more are used up, and this is
the largest left), four parameter sets no earlier space of their op kind tuned together) go to
``scripts/data/zoo_seen_59/`` the same way, recorded the same way under load.
The ``seen_60`` landscapes (was ``held_out_60``; :data:`SEEN_60`: a non-causal grouped-query attention, a bidirectional encoder's
76-token chunk (30 query heads over 5 KV heads, d 400) tuning its KV block, KV split, pipeline and ``opt_level`` (O1,
O2 and O3: no O0) with its query block, softmax and unroll left at the default, a batched GEMM without bias tuning
its M tile with the pipeline, the L1 prefetch and the output alignment (its N and K tiles, schedule, layout and
unroll at the default), a gated ReLU FFN tuning the down projection's N tile with the gate/up pipeline and L1
prefetch and ``opt_level`` (O1, O2 and O3: no O0), and an RMSNorm tuning its hidden split, stats and pipeline but
neither its rows a block, its ``opt_level`` nor its unroll (24 configurations: the untuned norm sets of 28 or more
are used up, and this is one of the two largest left), four parameter sets no earlier space of their op kind tuned
together) go to ``scripts/data/zoo_seen_60/`` the same way, recorded the same way under load.
The ``seen_61`` landscapes (was ``held_out_61``; :data:`SEEN_61`: a causal grouped-query attention, a 100-token prompt prefill (33
query heads over 3 KV heads, d 424) tuning its query block, KV split, softmax and ``opt_level`` (O1, O2 and O3: no
O0) with its KV block, pipeline and unroll left at the default, a batched GEMM with bias tuning its K tile with the
schedule and ``opt_level`` (O1, O2 and O3: no O0; its M and N tiles, pipeline, L1 prefetch, output alignment, layout
and unroll at the default), a non-gated fast-GELU FFN tuning the gate/up N tile with the down pipeline and the down
L1 prefetch, and a LayerNorm tuning its stats, pipeline and ``opt_level`` (O0 among them) but neither its rows a
block, its hidden split nor its unroll (24 configurations: the untuned norm sets of 28 or more are used up, and this
is the largest left), four parameter sets no earlier space of their op kind tuned together) go to
``scripts/data/zoo_seen_61/`` the same way, recorded the same way under load.
The ``seen_62`` landscapes (was ``held_out_62``; :data:`SEEN_62`: a causal multi-head attention, a 58-token prompt prefill (29
heads, d 440) tuning its KV block, pipeline, ``opt_level`` (O1, O2 and O3: no O0) and unroll with its query block,
KV split and softmax left at the default, an unbatched GEMM with bias tuning its N tile with the L1 prefetch and the
unroll (its M and K tiles, pipeline, output alignment, ``opt_level``, schedule and layout at the default), a gated
SiLU (SwiGLU) FFN tuning the gate/up K tile with the fused activation and the unroll, and an RMSNorm tuning its rows
a block and pipeline but neither its hidden split, its stats, its ``opt_level`` nor its unroll (21 configurations:
the untuned norm sets of 24 or more are used up, and this is the largest left), four parameter sets no earlier
space of their op kind tuned together) go to ``scripts/data/zoo_seen_62/`` the same way, recorded the same way
under load.
The ``seen_63`` landscapes (was ``held_out_63``; :data:`SEEN_63`: a non-causal multi-query attention, a decoder's
cross-attention (68 query tokens over 132 encoder states, 31 query heads over one KV head, d 480) tuning its query
block, KV split and unroll with its KV block, softmax, pipeline and ``opt_level`` left at the default, a plain GEMM
(no batch, no bias) tuning its M tile with the output alignment and the packed B layout (its N and K tiles, pipeline,
L1 prefetch, ``opt_level``, schedule and unroll at the default), a non-gated tanh-GELU FFN tuning the gate/up M tile
with the gate/up L1 prefetch and ``opt_level`` (O1, O2 and O3: no O0), and a LayerNorm tuning its hidden split and
unroll but neither its rows a block, its stats, its pipeline nor its ``opt_level`` (20 configurations: the untuned
norm sets of 21 or more are used up, and this is one of the two largest left), four parameter sets no earlier space
of their op kind tuned together) go to ``scripts/data/zoo_seen_63/`` the same way, recorded the same way under
load.
The ``seen_64`` landscapes (was ``held_out_64``; :data:`SEEN_64`: a non-causal multi-head attention, a decoder's
cross-attention (35 query tokens over 84 encoder states, 34 heads, d 488) tuning its KV block, softmax, ``opt_level``
(O1, O2 and O3: no O0) and unroll with its query block, KV split and pipeline left at the default, a batched GEMM
(batch 2, no bias) tuning its K tile with the pipeline and ``opt_level`` (O1, O2 and O3: no O0) (its M and N tiles,
L1 prefetch, output alignment, schedule, unroll and layout at the default), a non-gated erf-GELU FFN tuning the down
projection's K tile with both pipelines (the gate/up and the down), and an RMSNorm tuning its ``opt_level`` (O0
among its levels) and unroll but neither its rows a block, its hidden split, its stats nor its pipeline (20
configurations: the untuned norm sets of 21 or more are used up, and this is the largest left), four parameter sets
no earlier space of their op kind tuned together) go to ``scripts/data/zoo_seen_64/`` the same way, recorded
the same way under load.
The ``seen_65`` landscapes (was ``held_out_65``; :data:`SEEN_65`: a causal multi-query attention, a decoder's prefill (92
tokens, 37 query heads over one KV head, d 496) tuning its query block, softmax, pipeline and ``opt_level`` (O0 among
its levels) with its KV block, KV split and unroll left at the default, a batched GEMM (batch 2, with bias) tuning its
N tile with the L1 prefetch and the schedule (its M and K tiles, pipeline, output alignment, ``opt_level``, unroll
and layout at the default), a non-gated ReLU FFN tuning the down projection's M tile with the down L1 prefetch and
the unroll, and a LayerNorm tuning its hidden split and ``opt_level`` (O0 among its levels) but neither its rows a
block, its stats, its pipeline nor its unroll (16 configurations: the untuned norm sets of 20 or more are used up,
and this is the largest left), four parameter sets no earlier space of their op kind tuned together) go to
``scripts/data/zoo_seen_65/`` the same way, recorded the same way under load.
The ``seen_66`` landscapes (was ``held_out_66``; :data:`SEEN_66`: a non-causal grouped-query attention, a decoder's
cross-attention (42 query tokens over 66 encoder states, 38 query heads over two KV heads, d 504) tuning its KV
block, KV split and unroll with its query block, softmax, pipeline and ``opt_level`` left at the default, an
unbatched GEMM with bias tuning its M tile with the output alignment and the unroll (its N and K tiles, pipeline, L1
prefetch, ``opt_level``, schedule and layout at the default), a gated fast-GELU FFN tuning the down projection's N
tile with the fused activation and ``opt_level`` (O1, O2 and O3: no O0), and an RMSNorm tuning its pipeline and
unroll but neither its rows a block, its hidden split, its stats nor its ``opt_level`` (15 configurations: the
untuned norm sets of 16 or more are used up, and this is the largest left), four parameter sets no earlier space of
their op kind tuned together) go to ``scripts/data/zoo_seen_66/`` the same way, recorded the same way under
load.
The ``seen_67`` landscapes (was ``held_out_67``; :data:`SEEN_67`: a causal grouped-query attention, a decoder's prefill (41
tokens, 39 query heads over three KV heads, d 520) tuning its query block, pipeline, ``opt_level`` (O1, O2 and O3: no
O0) and unroll with its KV block, KV split and softmax left at the default, a plain GEMM tuning its K tile with the
pipeline and the layout (its M and N tiles, L1 prefetch, output alignment, ``opt_level``, schedule and unroll at the
default), a non-gated SiLU FFN tuning the gate/up projection's N tile with the gate/up L1 prefetch and the down
pipeline, and a LayerNorm tuning its rows a block and its stats but neither its hidden split, its pipeline, its
``opt_level`` nor its unroll (14 configurations: the untuned norm sets of 15 or more are used up, and this is the
largest left), four parameter sets no earlier space of their op kind tuned together) go to
``scripts/data/zoo_seen_67/`` the same way, recorded the same way under load.
The ``seen_68`` landscapes (was ``held_out_68``; :data:`SEEN_68`: a causal multi-head attention, a decoder's prefill (47 tokens,
43 heads, d 528) tuning its KV split, softmax, pipeline and ``opt_level`` (O0 to O3) with its query block, KV block
and unroll left at the default, a batched GEMM without bias (two 228 x 768 @ 768 x 760 products) tuning its N tile
with the L1 prefetch and ``opt_level`` (O1, O2 and O3: no O0; its M and K tiles, pipeline, output alignment,
schedule, unroll and layout at the default), a gated tanh-GELU FFN tuning the gate/up projection's K tile with the
gate/up pipeline and the down L1 prefetch, and an RMSNorm tuning its hidden split and its pipeline but neither its
rows a block, its stats, its ``opt_level`` nor its unroll (12 configurations: the untuned norm sets of 13 or more
are used up, and this is one of the two largest left), four parameter sets no earlier space of their op kind tuned
together) go to ``scripts/data/zoo_seen_68/`` the same way, recorded the same way under load.
The ``seen_69`` landscapes (was ``held_out_69``; :data:`SEEN_69`: a non-causal multi-query attention, cross attention (70 queries
over 138 keys, 44 query heads over one KV head, d 108) tuning its query block, KV block and unroll with its KV split,
softmax, pipeline and ``opt_level`` left at the default, a batched GEMM with bias (two 260 x 784 @ 784 x 776
products and a bias) tuning its M tile with the schedule and the output alignment (its N and K tiles, pipeline, L1
prefetch, ``opt_level``, unroll and layout at the default), a gated erf-GELU FFN tuning the gate/up projection's M
tile with the fused activation and the unroll, and a LayerNorm tuning its pipeline and its ``opt_level`` (O0 to O3)
but neither its rows a block, its hidden split, its stats nor its unroll (12 configurations: the untuned norm sets of
13 or more are used up, and this is the largest left), four parameter sets no earlier space of their op kind tuned
together) go to ``scripts/data/zoo_seen_69/`` the same way, recorded the same way under load.
The ``seen_70`` landscapes (was ``held_out_70``; :data:`SEEN_70`: a non-causal multi-head attention, cross attention (46 queries
over 130 keys, 45 heads, d 52) tuning its KV split, softmax, ``opt_level`` (O1 to O3) and unroll with its query and
KV blocks and pipeline left at the default, a GEMM with bias (268 x 800 @ 800 x 792 and a bias) tuning its K tile
with the L1 prefetch and the unroll (its M and N tiles, pipeline, output alignment, ``opt_level``, schedule and
layout at the default), a gated ReLU (ReGLU) FFN tuning the down projection's K tile with the gate/up L1 prefetch
and ``opt_level`` (O1 to O3), and an RMSNorm tuning its stats and its unroll but neither its rows a block, its
hidden split, its pipeline nor its ``opt_level`` (10 configurations: the untuned norm sets of 11 or more are used
up, and this is the largest left), four parameter sets no earlier space of their op kind tuned together) go to
``scripts/data/zoo_seen_70/`` the same way, recorded the same way under load.
The ``seen_71`` landscapes (was ``held_out_71``; :data:`SEEN_71`: a causal multi-query attention (134 queries over 134 keys, 49
query heads over one KV head, d 50) tuning its query block, KV block and KV split with its softmax, pipeline,
``opt_level`` and unroll left at the default, a plain GEMM (276 x 816 @ 816 x 808) tuning its N tile with the
pipeline and the layout (its M and K tiles, L1 prefetch, output alignment, ``opt_level``, schedule and unroll at the
default), a non-gated fast-GELU FFN tuning the down projection's M tile with both pipelines (the gate/up one and the
down one), and a LayerNorm tuning its hidden split and its stats but neither its rows a block, its pipeline, its
``opt_level`` nor its unroll (8 configurations: the untuned norm sets of 9 or more are used up, and this is one of
the two largest left), four parameter sets no earlier space of their op kind tuned together) go to
``scripts/data/zoo_seen_71/`` the same way, recorded the same way under load.
The ``seen_72`` landscapes (was ``held_out_72``; :data:`SEEN_72`: a non-causal grouped-query attention, cross attention (55
queries over 142 keys, 51 query heads over 3 KV heads, d 54) tuning its softmax, pipeline, ``opt_level`` (O0 to O3)
and unroll with its query and KV blocks and KV split left at the default, a batch-2 GEMM without bias (2 x 284 x 832
@ 832 x 824) tuning its M tile with the output alignment and ``opt_level`` (O1 to O3; its N and K tiles, pipeline, L1
prefetch, schedule, unroll and layout at the default), a gated SiLU (SwiGLU) FFN tuning the down projection's N tile
with the down L1 prefetch and ``opt_level`` (O1 to O3), and an RMSNorm tuning its stats and its ``opt_level`` (O0 to
O3) but neither its rows a block, its hidden split, its pipeline nor its unroll (8 configurations: the untuned norm
sets of 9 or more are used up, and this is the largest left), four parameter sets no earlier space of their op kind
tuned together) go to ``scripts/data/zoo_seen_72/`` the same way, recorded the same way under load.
The ``seen_73`` landscapes (was ``held_out_73``; :data:`SEEN_73`: a causal grouped-query attention (146 queries over 146 keys, 57
query heads over 3 KV heads, d 62) tuning its query block, KV block and ``opt_level`` (O0 to O3) with its KV split,
softmax, pipeline and unroll left at the default, a batch-2 GEMM with bias (2 x 308 x 848 @ 848 x 840 + bias) tuning
its K tile with the L1 prefetch and the schedule (its M and N tiles, pipeline, output alignment, ``opt_level``, unroll
and layout at the default), a non-gated tanh-GELU FFN tuning the gate/up projection's N tile with the fused activation
and the down pipeline, and a LayerNorm tuning its rows a block but neither its hidden split, its stats, its pipeline,
its ``opt_level`` nor its unroll (7 configurations: the untuned norm sets of 8 or more are used up, and this is the
largest left), four parameter sets no earlier space of their op kind tuned together) go to
``scripts/data/zoo_seen_73/`` the same way, recorded the same way under load.
The ``seen_74`` landscapes (was ``held_out_74``; :data:`SEEN_74`: a causal multi-head attention (148 queries over 148 keys, 53
heads, d 74) tuning its KV split, ``opt_level`` (O0 to O3) and unroll with its query and KV blocks, softmax and
pipeline left at the default, an unbatched GEMM with bias (316 x 864 @ 864 x 856 + bias) tuning its pipeline,
``opt_level`` (O1 to O3), unroll and layout (its M, N and K tiles, L1 prefetch, output alignment and schedule at the
default), a non-gated erf-GELU FFN tuning the gate/up projection's K tile with the gate/up pipeline and the L1
prefetch, and an RMSNorm tuning its stats and its pipeline but neither its rows a block, its hidden split, its
``opt_level`` nor its unroll (6 configurations: the untuned norm sets of 7 or more are used up, and this is the
largest left), four parameter sets no earlier space of their op kind tuned together) go to
``scripts/data/zoo_seen_74/`` the same way, recorded the same way under load.
The ``seen_75`` landscapes (was ``held_out_75``; :data:`SEEN_75`: a non-causal multi-query attention (61 queries over 154 keys, 59
query heads over one KV head, d 78) tuning its KV block, KV split and ``opt_level`` (O0 to O3) with its query block,
softmax, pipeline and unroll left at the default, a plain GEMM (332 x 880 @ 880 x 872) tuning its N tile, output
alignment and schedule (its M and K tiles, pipeline, L1 prefetch, ``opt_level``, unroll and layout at the default), a
non-gated ReLU FFN tuning the gate/up projection's M tile with the down L1 prefetch and ``opt_level`` (O1 to O3), and
a LayerNorm tuning its unroll but neither its rows a block, its hidden split, its stats, its pipeline nor its
``opt_level`` (5 configurations: the untuned norm sets of 6 or more are used up, and this is the largest left), four
parameter sets no earlier space of their op kind tuned together) go to ``scripts/data/zoo_seen_75/`` the same way,
recorded the same way under load.
The ``seen_76`` landscapes (was ``held_out_76``; :data:`SEEN_76`: a non-causal multi-head attention (65 queries over 156 keys, 63
heads, d 82) tuning its query block, ``opt_level`` (O0 to O3) and unroll with its KV block, KV split, softmax and
pipeline left at the default, a batch-2 GEMM without bias (2 x 340 x 896 @ 896 x 888) tuning its M tile, L1 prefetch
and layout (its N and K tiles, pipeline, output alignment, ``opt_level``, schedule and unroll at the default), a gated
fast-GELU FFN tuning the down projection's K tile with the fused activation and the down pipeline, and an RMSNorm
tuning its hidden split but neither its rows a block, its stats, its pipeline, its ``opt_level`` nor its unroll (4
configurations: the untuned norm sets of 5 or more are used up, and this is one of the two largest left), four
parameter sets no earlier space of their op kind tuned together) go to ``scripts/data/zoo_seen_76/`` the same way,
recorded the same way under load.
The ``seen_77`` landscapes (was ``held_out_77``; :data:`SEEN_77`: a causal multi-query attention (158 queries over 158 keys, 67
query heads over one KV head, d 86) tuning its query block, KV split and ``opt_level`` (O0 to O3) with its KV block,
softmax, pipeline and unroll left at the default, a batch-2 GEMM with bias (2 x 348 x 912 @ 912 x 904) tuning its K
tile, pipeline and output alignment (its M and N tiles, L1 prefetch, ``opt_level``, schedule, unroll and layout at the
default), a non-gated SiLU FFN tuning the down projection's M tile with the up projection's pipeline and L1 prefetch,
and a LayerNorm tuning its ``opt_level`` but neither its rows a block, its hidden split, its stats, its pipeline nor
its unroll (4 configurations: the untuned norm sets of 5 or more are used up, and this is the largest left), four
parameter sets no earlier space of their op kind tuned together) go to ``scripts/data/zoo_seen_77/`` the same way,
recorded the same way under load.
The ``seen_78`` landscapes (was ``held_out_78``; :data:`SEEN_78`: a non-causal grouped-query attention (71 queries over 73 keys, 69
query heads over 3 KV heads, d 90) tuning its KV block, ``opt_level`` (O0 to O3) and unroll with its query block, KV
split, softmax and pipeline left at the default, an unbatched GEMM with bias (356 x 928 @ 928 x 920) tuning its L1
prefetch, ``opt_level`` (O1 to O3), schedule and unroll (its M, N and K tiles, pipeline, output alignment and layout
at the default), a gated tanh-GELU FFN tuning the gate/up projection's N tile with the down L1 prefetch and
``opt_level`` (O1 to O3), and an RMSNorm tuning its pipeline but neither its rows a block, its hidden split, its
stats, its ``opt_level`` nor its unroll (3 configurations: the untuned norm sets of 4 or more are used up, and this
is the largest left), four parameter sets no earlier space of their op kind tuned together) go to
``scripts/data/zoo_seen_78/`` the same way, recorded the same way under load.
The ``seen_79`` landscapes (was ``held_out_79``; :data:`SEEN_79`: a causal grouped-query attention (162 queries over 162 keys, 75
query heads over 3 KV heads, d 94) tuning its KV block, KV split and pipeline with its query block, softmax,
``opt_level`` and unroll left at the default, a plain GEMM (364 x 944 @ 944 x 936, unbatched, no bias) tuning its M
tile, pipeline and layout (its N and K tiles, L1 prefetch, output alignment, ``opt_level``, schedule and unroll at the
default), a gated erf-GELU FFN tuning the down projection's N tile with the fused activation and the down pipeline,
and a LayerNorm tuning its stats but neither its rows a block, its hidden split, its pipeline, its ``opt_level`` nor
its unroll (2 configurations: the untuned norm sets of 3 or more are used up, and this is the last left), four
parameter sets no earlier space of their op kind tuned together) go to ``scripts/data/zoo_seen_79/`` the same
way, recorded the same way under load.
The ``seen_80`` landscapes (was ``held_out_80``; :data:`SEEN_80`: a causal multi-head attention (164 queries over 164 keys, 77
heads, d 98) tuning its query block, KV block and pipeline with its KV split, softmax, ``opt_level`` and unroll left
at the default, a batched GEMM without bias (2 x 372 x 960 @ 960 x 952) tuning its N tile, output alignment and
``opt_level`` (O1 to O3) (its M and K tiles, pipeline, L1 prefetch, schedule, unroll and layout at the default), a
gated ReLU FFN (ReGLU) tuning the gate/up projection's N tile with its pipeline and the down L1 prefetch, three
parameter sets no earlier space of their op kind tuned together, and an RMSNorm tuning its hidden split,
``opt_level``, stats and unroll (160 configurations: no untuned norm set is left, so the norm takes the set its kind
tuned least recently, seen_30's, on a new shape)) go to ``scripts/data/zoo_seen_80/`` the same way, recorded
the same way under load.
The ``seen_81`` landscapes (was ``held_out_81``; :data:`SEEN_81`: a multi-query cross attention (81 queries over 166 keys, 79
query heads over one KV head, d 100) tuning its KV block, pipeline and unroll with its query block, KV split, softmax
and ``opt_level`` left at the default, a batched GEMM with bias (2 x 380 x 976 @ 976 x 968) tuning its K tile, L1
prefetch and layout (its M and N tiles, pipeline, output alignment, ``opt_level``, schedule and unroll at the
default), an ungated fast-GELU FFN tuning the gate/up projection's K tile with the down pipeline and the down L1
prefetch, three parameter sets no earlier space of their op kind tuned together, and a LayerNorm tuning its rows a
block, hidden split, stats and pipeline (168 configurations: no untuned norm set is left, so the norm takes the set
its kind tuned least recently, seen_9's, on a new shape)) go to ``scripts/data/zoo_seen_81/`` the same way,
recorded the same way under load.
The ``seen_82`` landscapes (was ``held_out_82``; :data:`SEEN_82`: a multi-head cross attention (85 queries over 170 keys, 83
heads, d 102) tuning its query block, KV split and pipeline with its KV block, softmax, ``opt_level`` and unroll left
at the default, a GEMM with bias (388 x 992 @ 992 x 984) tuning its M tile, pipeline and L1 prefetch (its N and K
tiles, output alignment, ``opt_level``, schedule, unroll and layout at the default), a gated SiLU FFN (SwiGLU)
tuning the gate/up projection's M tile with the down pipeline and the down L1 prefetch, three parameter sets no
earlier space of their op kind tuned together, and an RMSNorm tuning its rows a block, stats, pipeline and unroll
(210 configurations: no untuned norm set is left, so the norm takes the set its kind tuned least recently,
seen_32's, on a new shape)) go to ``scripts/data/zoo_seen_82/`` the same way, recorded the same way under load.
The ``seen_83`` landscapes (was ``held_out_83``; :data:`SEEN_83`: a causal multi-query attention (172 queries over 172 keys, 87
query heads over one KV head, d 106) tuning its query block, pipeline and unroll with its KV block, KV split,
softmax and ``opt_level`` left at the default, a GEMM (396 x 1008 @ 1008 x 1000) tuning its N tile, L1 prefetch and
layout (its M and K tiles, pipeline, output alignment, ``opt_level``, schedule and unroll at the default), an FFN with
tanh-approximated GELU tuning the down projection's K tile with the down pipeline and the down L1 prefetch, three
parameter sets no earlier space of their op kind tuned together, and a LayerNorm tuning its hidden split, stats,
pipeline and unroll (120 configurations: no untuned norm set is left, so the norm takes the set its kind tuned least
recently, seen_29's, on a new shape)) go to ``scripts/data/zoo_seen_83/`` the same way, recorded the same way
under load.
The ``seen_84`` landscapes (was ``held_out_84``; :data:`SEEN_84`: a grouped-query cross attention (89 queries over 174 keys, 91
query heads over 7 KV heads, d 110) tuning its KV split, pipeline and unroll with its query and KV blocks, softmax
and ``opt_level`` left at the default, a GEMM batched twice without bias (2 x 404 x 1024 @ 1024 x 1016) tuning its
K tile, L1 prefetch and pipeline (its M and N tiles, output alignment, ``opt_level``, schedule, unroll and layout at
the default), an FFN with erf GELU, not gated, tuning the down projection's M tile with the down pipeline and the
down L1 prefetch, three parameter sets no earlier space of their op kind tuned together, and an RMSNorm tuning its
rows a block, ``opt_level`` and unroll (140 configurations: no untuned norm set is left, so the norm takes the set its
kind tuned least recently, seen_38's, on a new shape)) go to ``scripts/data/zoo_seen_84/`` the same way,
recorded the same way under load.
The ``seen_85`` landscapes (was ``held_out_85``; :data:`SEEN_85`: a causal grouped-query attention (178 queries over 178
keys, 93 query heads over 3 KV heads, d 114) tuning its KV block, ``opt_level`` and pipeline with its query block,
KV split, softmax and unroll left at the default, a GEMM batched twice with bias (2 x 412 x 1040 @ 1040 x 1032)
tuning its M tile, output alignment and pipeline (its N and K tiles, L1 prefetch, ``opt_level``, schedule, unroll
and layout at the default), an FFN with ReLU, not gated, tuning the down projection's N tile with the down pipeline
and the down L1 prefetch, three parameter sets no earlier space of their op kind tuned together, and a LayerNorm
tuning its rows a block, stats, pipeline and ``opt_level`` (168 configurations: no untuned norm set is left, so the
norm takes the set its kind tuned least recently, seen_29's, on a new shape, at the full value lists)) go to
``scripts/data/zoo_seen_85/`` the same way, recorded the same way under load.
The ``seen_86`` landscapes (was ``held_out_86``; :data:`SEEN_86`: a causal multi-head attention (180 queries over 180 keys,
95 heads, d 118) tuning its KV block, query block and softmax with its KV split, pipeline, ``opt_level`` and unroll
left at the default, a GEMM with bias, not batched (420 x 1056 @ 1056 x 1048) tuning its N tile, L1 prefetch and
pipeline (its M and K tiles, output alignment, ``opt_level``, schedule, unroll and layout at the default), a gated
FFN with the fast GELU tuning the up projection's N tile with the down L1 prefetch and the down schedule, three
parameter sets no earlier space of their op kind tuned together, and an RMSNorm tuning its rows a block, hidden
split and ``opt_level`` (112 configurations: no untuned norm set is left, so the norm takes the set its kind tuned
least recently, seen_40's, on a new shape, at the full value lists)) go to
``scripts/data/zoo_seen_86/`` the same way, recorded the same way under load.
The ``seen_87`` landscapes (was ``held_out_87``; :data:`SEEN_87`: a non-causal multi-query attention (97 queries over 182 keys,
99 query heads over one KV head, d 122) tuning its KV block, KV split and softmax with its query block, pipeline,
``opt_level`` and unroll left at the default, a GEMM, neither batched nor with bias (428 x 1072 @ 1072 x 1064),
tuning its K tile, output alignment and layout (its M and N tiles, L1 prefetch, pipeline, ``opt_level``, schedule
and unroll at the default), an FFN with SiLU, not gated, tuning the up projection's K tile with the activation's
fusion and the down pipeline, three parameter sets no earlier space of their op kind tuned together, and a LayerNorm
tuning its rows a block, hidden split and unroll (140 configurations: no untuned norm set is left, so the norm takes
the set its kind tuned least recently, seen_37's, on a new shape, at the full value lists)) go to
``scripts/data/zoo_seen_87/`` the same way, recorded the same way under load.
The ``held_out_88`` landscapes (:data:`HELD_OUT_88`: a non-causal multi-head attention, cross attention (103
queries over 186 keys, 101 heads, d 124) tuning its KV block, softmax and unroll with its query block, KV split,
pipeline and ``opt_level`` left at the default, a batched GEMM without bias (2 x 436 x 1088 @ 1088 x 1080), tuning
its M tile, L1 prefetch and ``opt_level`` (its N and K tiles, pipeline, output alignment, schedule, unroll and
layout at the default), a gated FFN with tanh-approximated GELU tuning the up projection's M tile with its pipeline
and the down L1 prefetch, three parameter sets no earlier space of their op kind tuned together, and an RMSNorm
tuning its hidden split, stats, pipeline and ``opt_level`` (96 configurations: no untuned norm set is left, so the
norm takes the set its kind tuned least recently, seen_42's, on a new shape, at the full value lists)) go to
``scripts/data/zoo_held_out_88/`` the same way, recorded the same way under load.

    python scripts/record_cpu_landscapes.py                 # every landscape (minutes)
    python scripts/record_cpu_landscapes.py --only cpu_rmsnorm
"""
from __future__ import annotations

import argparse
import datetime
import gzip
import itertools
import json
import os
import platform
import re
import subprocess
import sys
import time
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from aoe_pass.backends.cpu import CpuBackend  # noqa: E402
from aoe_pass.backends.cpu.backend import host_cpu  # noqa: E402
from ge_bridge.cache import atomic_write_text  # noqa: E402
from ge_bridge.opkey import Task  # noqa: E402

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")
OUT_DIR = os.path.join(DATA, "zoo")

# name -> (task, {param: values}); every other parameter keeps the stock default
LANDSCAPES: dict[str, tuple[Task, dict[str, list[Any]]]] = {
    "cpu_gemm": (
        Task("gemm", {"m": 96, "n": 160, "k": 192, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_m": [16, 32, 64, 96], "tile_n": [16, 32, 64, 160], "tile_k": [16, 64, 192],
         "unroll_factor": [0, 4, 16], "layout": ["row_major", "col_major", "z_major"]},
    ),
    "cpu_rmsnorm": (
        Task("rmsnorm", {"rows": 512, "hidden": 1536}, "float32"),
        {"rows_per_block": [1, 2, 4, 8, 16, 32, 64], "hidden_split": [1, 2, 4, 8],
         "stats": ["one_pass", "two_pass"], "unroll_factor": [0, 2, 4, 8, 16]},
    ),
    "cpu_attention": (
        Task("attention", {"batch": 1, "q_heads": 4, "kv_heads": 2, "seq_q": 128,
                           "seq_kv": 128, "head_dim": 64, "causal": True}, "float32"),
        {"block_q": [16, 32, 64, 128, 256], "block_kv": [16, 32, 64, 128, 256, 512],
         "kv_split": [1, 2, 4, 8, 16], "softmax": ["online", "two_pass"]},
    ),
    # seen_9 (was held_out_9): op kinds and shapes the three above do not cover (written before any strategy ran)
    "cpu_ffn_swiglu": (
        Task("ffn", {"tokens": 24, "hidden": 192, "intermediate": 512, "gated": True,
                     "activation": "silu"}, "float32"),
        {"tile_n": [32, 64, 176, 256], "tile_k": [32, 96, 192], "fuse_activation": [False, True],
         "pipeline": ["none", "single_buffer", "double_buffer"],
         "down_schedule": ["default", "balanced", "latency"]},
    ),
    "cpu_layernorm_wide": (
        Task("layernorm", {"rows": 96, "hidden": 5120}, "float32"),
        {"rows_per_block": [1, 2, 4, 8, 16, 32, 64], "hidden_split": [1, 2, 4, 8],
         "stats": ["one_pass", "two_pass"], "pipeline": ["none", "single_buffer", "double_buffer"]},
    ),
    "cpu_gemm_decode": (
        Task("gemm", {"m": 6, "n": 1280, "k": 640, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_n": [16, 48, 128, 256], "tile_k": [16, 64, 160, 256],
         "pipeline": ["none", "single_buffer", "double_buffer"],
         "schedule": ["default", "balanced", "latency"]},
    ),
}
SEEN_9 = ("cpu_ffn_swiglu", "cpu_layernorm_wide", "cpu_gemm_decode")
# seen_10 (was held_out_10): shapes and parameters no recorded landscape above covers (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mqa_decode": (
        Task("attention", {"batch": 2, "q_heads": 8, "kv_heads": 1, "seq_q": 4, "seq_kv": 1024,
                           "head_dim": 32, "causal": True}, "float32"),
        {"block_kv": [16, 64, 256, 512], "kv_split": [1, 4, 16],
         "softmax": ["online", "two_pass"], "opt_level": ["O1", "O2", "O3"]},
    ),
    "cpu_gemm_tall_skinny": (
        Task("gemm", {"m": 2048, "n": 48, "k": 384, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_m": [16, 64, 128, 256], "tile_n": [16, 48], "tile_k": [32, 96, 192, 256],
         "unroll_factor": [0, 4, 16], "pipeline": ["none", "double_buffer"]},
    ),
    "cpu_rmsnorm_narrow": (
        Task("rmsnorm", {"rows": 3072, "hidden": 128}, "float32"),
        {"rows_per_block": [1, 2, 4, 8, 16, 32, 64], "hidden_split": [1, 2, 4, 8],
         "stats": ["one_pass", "two_pass"], "opt_level": ["O1", "O2", "O3"]},
    ),
    "cpu_ffn_gelu": (
        Task("ffn", {"tokens": 64, "hidden": 128, "intermediate": 384, "gated": False,
                     "activation": "gelu"}, "float32"),
        {"tile_m": [16, 64], "tile_n": [48, 128, 256], "tile_k": [32, 128],
         "fuse_activation": [False, True], "down_tile_n": [32, 128], "schedule": ["default", "throughput"]},
    ),
}
SEEN_10 = ("cpu_attention_mqa_decode", "cpu_gemm_tall_skinny", "cpu_rmsnorm_narrow", "cpu_ffn_gelu")
# seen_11 (was held_out_11): op shapes and parameters (pipeline and unroll of attention, a LayerNorm's unroll, the
# GEMM's l1_prefetch / output_align) no recorded landscape above covers (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_gqa_encoder": (
        Task("attention", {"batch": 1, "q_heads": 8, "kv_heads": 2, "seq_q": 96, "seq_kv": 320,
                           "head_dim": 48, "causal": False}, "float32"),
        {"block_q": [16, 32, 64, 128], "block_kv": [16, 64, 128, 512], "kv_split": [1, 2, 8],
         "pipeline": ["none", "double_buffer"], "unroll_factor": [0, 16]},
    ),
    "cpu_layernorm_tall": (
        Task("layernorm", {"rows": 2048, "hidden": 768}, "float32"),
        {"rows_per_block": [1, 2, 4, 8, 16, 32, 64], "hidden_split": [1, 2, 4, 8],
         "stats": ["one_pass", "two_pass"], "unroll_factor": [0, 4, 16]},
    ),
    "cpu_gemm_batched_bias": (
        Task("gemm", {"m": 40, "n": 384, "k": 288, "batch": 3, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_m": [16, 48, 128], "tile_n": [32, 96, 256], "tile_k": [32, 96, 256],
         "l1_prefetch": [False, True], "output_align": [False, True], "schedule": ["default", "throughput"]},
    ),
    "cpu_ffn_reglu": (
        Task("ffn", {"tokens": 32, "hidden": 160, "intermediate": 448, "gated": True,
                     "activation": "relu"}, "float32"),
        {"tile_n": [32, 64, 160, 224], "tile_k": [32, 160], "down_tile_k": [32, 112, 224],
         "l1_prefetch": [False, True], "down_pipeline": ["none", "double_buffer"]},
    ),
}
SEEN_11 = ("cpu_attention_gqa_encoder", "cpu_layernorm_tall", "cpu_gemm_batched_bias", "cpu_ffn_reglu")
# seen_12 (was held_out_12): op shapes and parameters (attention's single-buffer pipeline and opt_level, the GEMM's
# opt_level with its layout, the FFN's down_tile_m / down_l1_prefetch / unroll, an RMSNorm's pipeline)
# no recorded landscape above covers (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mha_prefill": (
        Task("attention", {"batch": 1, "q_heads": 4, "kv_heads": 4, "seq_q": 160, "seq_kv": 160,
                           "head_dim": 80, "causal": True}, "float32"),
        {"block_q": [16, 64, 256], "block_kv": [32, 128, 512], "kv_split": [1, 2, 4],
         "pipeline": ["none", "single_buffer"], "opt_level": ["O1", "O3"], "softmax": ["online", "two_pass"]},
    ),
    "cpu_gemm_opt_layout": (
        Task("gemm", {"m": 144, "n": 112, "k": 512, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_m": [16, 48, 144], "tile_n": [16, 112], "tile_k": [32, 128, 256],
         "opt_level": ["O1", "O2", "O3"], "layout": ["row_major", "z_major"], "unroll_factor": [0, 16]},
    ),
    "cpu_ffn_geglu": (
        Task("ffn", {"tokens": 40, "hidden": 112, "intermediate": 352, "gated": True,
                     "activation": "gelu"}, "float32"),
        {"tile_m": [16, 48], "tile_n": [32, 96, 176], "tile_k": [32, 112], "down_tile_m": [16, 48],
         "down_l1_prefetch": [False, True], "unroll_factor": [0, 8], "pipeline": ["none", "single_buffer"]},
    ),
    "cpu_rmsnorm_pipelined": (
        Task("rmsnorm", {"rows": 768, "hidden": 2560}, "float32"),
        {"rows_per_block": [1, 4, 16, 64], "hidden_split": [1, 2, 8], "stats": ["one_pass", "two_pass"],
         "pipeline": ["none", "single_buffer", "double_buffer"], "unroll_factor": [0, 8]},
    ),
}
SEEN_12 = ("cpu_attention_mha_prefill", "cpu_gemm_opt_layout", "cpu_ffn_geglu", "cpu_rmsnorm_pipelined")
# seen_13 (was held_out_13): op shapes and parameter values (attention's unroll 2/4/8, the GEMM's tiles 80/160 and
# 48/80/240 with unroll 2/8, the FFN's and the LayerNorm's opt_level) no recorded landscape above
# covers (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_cross": (
        Task("attention", {"batch": 2, "q_heads": 6, "kv_heads": 6, "seq_q": 48, "seq_kv": 384,
                           "head_dim": 64, "causal": False}, "float32"),
        {"block_q": [16, 64], "block_kv": [32, 128, 512], "kv_split": [1, 4],
         "unroll_factor": [0, 2, 4, 8], "pipeline": ["none", "double_buffer"], "softmax": ["online", "two_pass"]},
    ),
    "cpu_gemm_batched_unroll": (
        Task("gemm", {"m": 80, "n": 240, "k": 240, "batch": 2, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_m": [16, 80, 160], "tile_n": [48, 112, 240], "tile_k": [48, 80, 240],
         "unroll_factor": [0, 2, 8], "l1_prefetch": [False, True]},
    ),
    "cpu_ffn_silu_opt": (
        Task("ffn", {"tokens": 16, "hidden": 256, "intermediate": 640, "gated": False,
                     "activation": "silu"}, "float32"),
        {"tile_n": [80, 160, 256], "tile_k": [64, 256], "down_tile_n": [48, 128, 256], "down_tile_k": [64, 160],
         "opt_level": ["O1", "O2", "O3"], "schedule": ["default", "latency"]},
    ),
    "cpu_layernorm_opt": (
        Task("layernorm", {"rows": 384, "hidden": 3072}, "float32"),
        {"rows_per_block": [1, 4, 16, 64], "hidden_split": [1, 2, 4], "stats": ["one_pass", "two_pass"],
         "opt_level": ["O1", "O2", "O3"], "unroll_factor": [0, 2, 8]},
    ),
}
SEEN_13 = ("cpu_attention_cross", "cpu_gemm_batched_unroll", "cpu_ffn_silu_opt", "cpu_layernorm_opt")
# seen_14 (was held_out_14): op shapes and parameter values (opt_level O0 for attention and the RMSNorm, the GEMM's tiles
# 112/176/208, the FFN's down_tile_m 32/64, single-buffer down pipeline, throughput down schedule and
# unroll 2/4) no recorded landscape above covers (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_gqa_o0": (
        Task("attention", {"batch": 1, "q_heads": 6, "kv_heads": 2, "seq_q": 112, "seq_kv": 112,
                           "head_dim": 32, "causal": True}, "float32"),
        {"block_q": [16, 32, 128], "block_kv": [16, 64, 256], "kv_split": [1, 2],
         "opt_level": ["O0", "O2"], "softmax": ["online", "two_pass"], "unroll_factor": [0, 4]},
    ),
    "cpu_gemm_odd_tiles": (
        Task("gemm", {"m": 176, "n": 144, "k": 208, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_m": [16, 112, 176], "tile_n": [48, 144], "tile_k": [16, 64, 208],
         "opt_level": ["O1", "O2"], "layout": ["col_major", "z_major"], "output_align": [False, True]},
    ),
    "cpu_ffn_relu_down": (
        Task("ffn", {"tokens": 48, "hidden": 224, "intermediate": 576, "gated": False,
                     "activation": "relu"}, "float32"),
        {"tile_m": [32, 48], "tile_n": [64, 144, 192], "down_tile_m": [32, 64],
         "down_pipeline": ["none", "single_buffer"], "down_schedule": ["default", "throughput"],
         "unroll_factor": [0, 2, 4]},
    ),
    "cpu_rmsnorm_o0": (
        Task("rmsnorm", {"rows": 1280, "hidden": 896}, "float32"),
        {"rows_per_block": [1, 2, 8, 32], "hidden_split": [1, 4], "stats": ["one_pass", "two_pass"],
         "opt_level": ["O0", "O1", "O3"], "unroll_factor": [0, 4, 16]},
    ),
}
SEEN_14 = ("cpu_attention_gqa_o0", "cpu_gemm_odd_tiles", "cpu_ffn_relu_down", "cpu_rmsnorm_o0")
# seen_15 (was held_out_15): op shapes and parameter values (the GEMM's opt_level O0 and tiles 208/240, 80/208 and
# 112/224; the FFN's tile_m 96, tile_k 48/144, down_tile_n 64/144, the balanced schedule and unroll 16;
# the LayerNorm's opt_level O0) and an attention space of a chunked-prefill shape whose seven parameters
# no earlier attention space tuned together, no recorded landscape above covers (written before any
# strategy ran)
LANDSCAPES |= {
    "cpu_attention_chunked_prefill": (
        Task("attention", {"batch": 1, "q_heads": 8, "kv_heads": 4, "seq_q": 64, "seq_kv": 448,
                           "head_dim": 96, "causal": True}, "float32"),
        {"block_q": [16, 64], "block_kv": [32, 128, 512], "kv_split": [1, 4], "pipeline": ["none", "double_buffer"],
         "softmax": ["online", "two_pass"], "opt_level": ["O1", "O3"], "unroll_factor": [0, 8]},
    ),
    "cpu_gemm_o0_wide_tiles": (
        Task("gemm", {"m": 240, "n": 208, "k": 224, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_m": [48, 208, 240], "tile_n": [80, 208], "tile_k": [32, 112, 224],
         "opt_level": ["O0", "O3"], "schedule": ["default", "balanced"], "l1_prefetch": [False, True]},
    ),
    "cpu_ffn_swiglu_balanced": (
        Task("ffn", {"tokens": 96, "hidden": 144, "intermediate": 416, "gated": True,
                     "activation": "silu"}, "float32"),
        {"tile_m": [32, 96], "tile_n": [64, 112, 208], "tile_k": [48, 144], "down_tile_n": [64, 144],
         "schedule": ["default", "balanced"], "unroll_factor": [0, 16], "fuse_activation": [False, True]},
    ),
    "cpu_layernorm_o0": (
        Task("layernorm", {"rows": 640, "hidden": 1792}, "float32"),
        {"rows_per_block": [1, 4, 16, 64], "hidden_split": [1, 2, 8], "stats": ["one_pass", "two_pass"],
         "opt_level": ["O0", "O1", "O3"], "unroll_factor": [0, 4]},
    ),
}
SEEN_15 = ("cpu_attention_chunked_prefill", "cpu_gemm_o0_wide_tiles", "cpu_ffn_swiglu_balanced", "cpu_layernorm_o0")
# seen_16 (was held_out_16): op shapes and parameter values (the GEMM's tiles 192/224 rows, 176 columns and 144 deep;
# the FFN's tanh GELU, opt_level O0, tile_n 240, tile_k 16/80/240 and down_tile_k 48/96) and two spaces
# whose parameters no earlier space of their op kind tuned together (a speculative-decode attention of
# two queries, an RMSNorm with its pipeline and opt_level O0), no recorded landscape above covers
# (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_spec_decode": (
        Task("attention", {"batch": 3, "q_heads": 12, "kv_heads": 4, "seq_q": 2, "seq_kv": 768,
                           "head_dim": 128, "causal": True}, "float32"),
        {"block_kv": [16, 64, 256, 512], "kv_split": [1, 2, 8], "pipeline": ["none", "double_buffer"],
         "opt_level": ["O0", "O2"], "unroll_factor": [0, 8]},
    ),
    "cpu_gemm_tall_tiles": (
        Task("gemm", {"m": 448, "n": 176, "k": 144, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_m": [32, 192, 224], "tile_n": [64, 176], "tile_k": [16, 48, 144],
         "pipeline": ["none", "double_buffer"], "layout": ["row_major", "col_major"], "schedule": ["default", "latency"]},
    ),
    "cpu_ffn_gelu_tanh_o0": (
        Task("ffn", {"tokens": 12, "hidden": 240, "intermediate": 720, "gated": False,
                     "activation": "gelu_tanh"}, "float32"),
        {"tile_n": [48, 240], "tile_k": [16, 80, 240], "down_tile_k": [48, 96], "opt_level": ["O0", "O2"],
         "l1_prefetch": [False, True], "fuse_activation": [False, True]},
    ),
    "cpu_rmsnorm_pipeline_o0": (
        Task("rmsnorm", {"rows": 2304, "hidden": 384}, "float32"),
        {"rows_per_block": [1, 4, 16, 64], "hidden_split": [1, 2, 4], "pipeline": ["none", "single_buffer", "double_buffer"],
         "opt_level": ["O0", "O2"], "unroll_factor": [0, 8]},
    ),
}
SEEN_16 = ("cpu_attention_spec_decode", "cpu_gemm_tall_tiles", "cpu_ffn_gelu_tanh_o0", "cpu_rmsnorm_pipeline_o0")
# seen_17 (was held_out_17): op shapes and parameter values (the GEMM's tiles 192/224 columns and 176 deep; the FFN's
# gated tanh GELU, tile_m 128/160, tile_k 208, down_tile_m 96 and down_tile_n 80/160) and two spaces
# whose parameters no earlier space of their op kind tuned together (a grouped-query attention of eight
# query heads a KV head without kv_split, a LayerNorm with all six of its parameters), no recorded
# landscape above covers (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_gqa8_nosplit": (
        Task("attention", {"batch": 4, "q_heads": 16, "kv_heads": 2, "seq_q": 24, "seq_kv": 200,
                           "head_dim": 64, "causal": False}, "float32"),
        {"block_q": [16, 32], "block_kv": [32, 64, 256], "softmax": ["online", "two_pass"],
         "pipeline": ["none", "single_buffer"], "opt_level": ["O0", "O3"], "unroll_factor": [0, 4, 16]},
    ),
    "cpu_gemm_wide_n_tiles": (
        Task("gemm", {"m": 224, "n": 192, "k": 176, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_m": [32, 112, 176], "tile_n": [64, 192, 224], "tile_k": [32, 176],
         "pipeline": ["none", "single_buffer"], "opt_level": ["O1", "O3"], "unroll_factor": [0, 8]},
    ),
    "cpu_ffn_geglu_tanh_tall": (
        Task("ffn", {"tokens": 160, "hidden": 208, "intermediate": 480, "gated": True,
                     "activation": "gelu_tanh"}, "float32"),
        {"tile_m": [32, 128, 160], "tile_k": [64, 208], "down_tile_m": [16, 96], "down_tile_n": [80, 160],
         "down_schedule": ["default", "latency"], "down_l1_prefetch": [False, True]},
    ),
    "cpu_layernorm_all_six": (
        Task("layernorm", {"rows": 1536, "hidden": 1152}, "float32"),
        {"rows_per_block": [2, 8, 32], "hidden_split": [1, 4], "stats": ["one_pass", "two_pass"],
         "pipeline": ["none", "single_buffer", "double_buffer"], "opt_level": ["O0", "O2"], "unroll_factor": [0, 16]},
    ),
}
SEEN_17 = ("cpu_attention_gqa8_nosplit", "cpu_gemm_wide_n_tiles", "cpu_ffn_geglu_tanh_tall", "cpu_layernorm_all_six")
# seen_18 (was held_out_18): op shapes and parameter values (the FFN's fast GELU, tile_m 80, down_tile_k 128 and
# down_tile_n 96/176) and three spaces whose parameters no earlier space of their op kind tuned together
# (a single-query multi-head decode attention with its KV split, softmax, pipeline, opt_level and unroll
# but no block_q, a batched GEMM with output_align, l1_prefetch and pipeline, an RMSNorm with all six of
# its parameters), no recorded landscape above covers (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mha_single_query": (
        Task("attention", {"batch": 8, "q_heads": 8, "kv_heads": 8, "seq_q": 1, "seq_kv": 1536,
                           "head_dim": 64, "causal": True}, "float32"),
        {"block_kv": [32, 128, 512], "kv_split": [1, 4, 16], "softmax": ["online", "two_pass"],
         "pipeline": ["none", "double_buffer"], "opt_level": ["O1", "O3"], "unroll_factor": [0, 8]},
    ),
    "cpu_gemm_batched_align_prefetch": (
        Task("gemm", {"m": 24, "n": 320, "k": 160, "batch": 6, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_m": [16, 48, 144], "tile_n": [32, 96, 160], "tile_k": [64, 160], "output_align": [False, True],
         "l1_prefetch": [False, True], "pipeline": ["none", "double_buffer"]},
    ),
    "cpu_ffn_fastgelu_down": (
        Task("ffn", {"tokens": 80, "hidden": 176, "intermediate": 544, "gated": False,
                     "activation": "fastgelu"}, "float32"),
        {"tile_m": [16, 80], "tile_n": [48, 112, 176], "down_tile_k": [32, 128], "down_tile_n": [96, 176],
         "down_pipeline": ["none", "double_buffer"], "opt_level": ["O1", "O3"]},
    ),
    "cpu_rmsnorm_all_six": (
        Task("rmsnorm", {"rows": 4096, "hidden": 320}, "float32"),
        {"rows_per_block": [1, 4, 16], "hidden_split": [1, 8], "stats": ["one_pass", "two_pass"],
         "pipeline": ["none", "double_buffer"], "opt_level": ["O1", "O3"], "unroll_factor": [0, 4]},
    ),
}
SEEN_18 = ("cpu_attention_mha_single_query", "cpu_gemm_batched_align_prefetch", "cpu_ffn_fastgelu_down",
           "cpu_rmsnorm_all_six")
# seen_19 (was held_out_19): op shapes and parameter values (the FFN's gated fast GELU, an activation no earlier gated
# space ran, tile_k 176, down_tile_m 80/128 and down_tile_n 112) and four spaces whose parameters no
# earlier space of their op kind tuned together (a grouped-query attention of four query heads a KV head
# with its blocks, KV split, pipeline, opt_level and unroll but no softmax, a biased batched GEMM with its
# tiles, layout, schedule and unroll, a LayerNorm with everything but its stats, and the FFN's set), no
# recorded landscape above covers (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_gqa4_nosoftmax": (
        Task("attention", {"batch": 2, "q_heads": 12, "kv_heads": 3, "seq_q": 32, "seq_kv": 512,
                           "head_dim": 48, "causal": True}, "float32"),
        {"block_q": [16, 32], "block_kv": [32, 128, 512], "kv_split": [1, 4], "pipeline": ["none", "single_buffer"],
         "opt_level": ["O1", "O2"], "unroll_factor": [0, 2, 16]},
    ),
    "cpu_gemm_layout_schedule": (
        Task("gemm", {"m": 56, "n": 448, "k": 128, "batch": 2, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_m": [16, 64], "tile_n": [32, 112, 224], "tile_k": [32, 128],
         "layout": ["row_major", "col_major", "z_major"], "schedule": ["default", "latency"], "unroll_factor": [0, 8]},
    ),
    "cpu_ffn_gated_fastgelu": (
        Task("ffn", {"tokens": 56, "hidden": 160, "intermediate": 512, "gated": True,
                     "activation": "fastgelu"}, "float32"),
        {"tile_m": [16, 48], "tile_k": [48, 176], "down_tile_m": [80, 128], "down_tile_n": [48, 112],
         "down_l1_prefetch": [False, True], "unroll_factor": [0, 4, 16]},
    ),
    "cpu_layernorm_no_stats": (
        Task("layernorm", {"rows": 1024, "hidden": 2304}, "float32"),
        {"rows_per_block": [1, 8, 64], "hidden_split": [1, 2, 8], "pipeline": ["none", "double_buffer"],
         "opt_level": ["O0", "O3"], "unroll_factor": [0, 2, 8]},
    ),
}
SEEN_19 = ("cpu_attention_gqa4_nosoftmax", "cpu_gemm_layout_schedule", "cpu_ffn_gated_fastgelu",
           "cpu_layernorm_no_stats")
# seen_20 (was held_out_20): op shapes and parameter values (the FFN's tile_m 144, tile_k 224, down_tile_m 112 and
# down_tile_k 16, 80 and 176, values no earlier FFN space tuned) and four spaces whose parameters no earlier
# space of their op kind tuned together (a causal grouped-query attention of two query heads a KV head
# with its query block, KV split, softmax, pipeline, opt_level and unroll but its KV block left at the
# default, a biased GEMM with its tiles, opt_level, schedule and unroll, an RMSNorm with all but its
# unroll, and the FFN's set), no recorded landscape above covers (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_gqa2_fixed_kv_block": (
        Task("attention", {"batch": 2, "q_heads": 10, "kv_heads": 5, "seq_q": 80, "seq_kv": 640,
                           "head_dim": 56, "causal": True}, "float32"),
        {"block_q": [16, 64, 128], "kv_split": [1, 2, 8], "softmax": ["online", "two_pass"],
         "pipeline": ["none", "double_buffer"], "opt_level": ["O2", "O3"], "unroll_factor": [0, 8]},
    ),
    "cpu_gemm_opt_schedule_unroll": (
        Task("gemm", {"m": 200, "n": 272, "k": 96, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_m": [32, 96], "tile_n": [48, 144, 256], "tile_k": [32, 96], "opt_level": ["O1", "O3"],
         "schedule": ["balanced", "throughput"], "unroll_factor": [0, 4, 16]},
    ),
    "cpu_ffn_swiglu_tall_tiles": (
        Task("ffn", {"tokens": 144, "hidden": 240, "intermediate": 448, "gated": True,
                     "activation": "silu"}, "float32"),
        {"tile_m": [16, 64, 144], "tile_k": [32, 224], "down_tile_m": [48, 112], "down_tile_k": [16, 80, 176],
         "l1_prefetch": [False, True], "opt_level": ["O1", "O3"]},
    ),
    "cpu_rmsnorm_no_unroll": (
        Task("rmsnorm", {"rows": 896, "hidden": 2048}, "float32"),
        {"rows_per_block": [1, 4, 16, 64], "hidden_split": [1, 2, 4], "stats": ["one_pass", "two_pass"],
         "pipeline": ["none", "single_buffer", "double_buffer"], "opt_level": ["O1", "O2"]},
    ),
}
SEEN_20 = ("cpu_attention_gqa2_fixed_kv_block", "cpu_gemm_opt_schedule_unroll", "cpu_ffn_swiglu_tall_tiles",
           "cpu_rmsnorm_no_unroll")
# seen_21 (was held_out_21): op shapes and parameter values (the FFN's tile_m 112, a value no earlier FFN space tuned)
# and four spaces whose parameters no earlier space of their op kind tuned together (a non-causal
# multi-head attention with its blocks, softmax, pipeline and opt_level but its KV split and unroll
# left at the default, a batched GEMM with B transposed tuning its tiles with layout, l1_prefetch and
# unroll, a non-gated SiLU FFN with its up M and N tiles, fused activation, the down projection's
# pipeline and L1 prefetch and opt_level, and a LayerNorm with all but its unroll), no recorded
# landscape above covers (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mha_no_split": (
        Task("attention", {"batch": 3, "q_heads": 6, "kv_heads": 6, "seq_q": 96, "seq_kv": 384,
                           "head_dim": 40, "causal": False}, "float32"),
        {"block_q": [16, 64, 128], "block_kv": [32, 128, 512], "softmax": ["online", "two_pass"],
         "pipeline": ["none", "single_buffer", "double_buffer"], "opt_level": ["O1", "O3"]},
    ),
    "cpu_gemm_transb_layout_prefetch": (
        Task("gemm", {"m": 176, "n": 320, "k": 144, "batch": 2, "trans_a": False,
                      "trans_b": True, "bias": False}, "float32"),
        {"tile_m": [32, 80, 176], "tile_n": [48, 160, 256], "tile_k": [48, 144], "layout": ["row_major", "z_major"],
         "l1_prefetch": [False, True], "unroll_factor": [0, 8]},
    ),
    "cpu_ffn_silu_fused_down_pipeline": (
        Task("ffn", {"tokens": 112, "hidden": 192, "intermediate": 512, "gated": False,
                     "activation": "silu"}, "float32"),
        {"tile_m": [16, 48, 112], "tile_n": [64, 192], "fuse_activation": [False, True],
         "down_pipeline": ["none", "double_buffer"], "down_l1_prefetch": [False, True], "opt_level": ["O1", "O3"]},
    ),
    "cpu_layernorm_no_unroll": (
        Task("layernorm", {"rows": 768, "hidden": 2560}, "float32"),
        {"rows_per_block": [1, 8, 32], "hidden_split": [1, 4, 8], "stats": ["one_pass", "two_pass"],
         "pipeline": ["none", "double_buffer"], "opt_level": ["O0", "O2", "O3"]},
    ),
}
SEEN_21 = ("cpu_attention_mha_no_split", "cpu_gemm_transb_layout_prefetch", "cpu_ffn_silu_fused_down_pipeline",
           "cpu_layernorm_no_unroll")
# seen_22 (was held_out_22): op shapes and parameter values (the FFN's tile_m 192, down_tile_k 144 and 192 and down_tile_n
# 16, values no earlier FFN space tuned) and four spaces whose parameters no earlier space of their op kind
# tuned together (a causal multi-query prefill attention with its blocks, KV split, softmax and unroll but
# its pipeline and opt_level left at the default, a biased GEMM tuning its tiles with output_align,
# pipeline and unroll, a gated ReLU FFN with its up M and N tiles, fused activation, the down
# projection's K and N tiles and schedule, and an RMSNorm with all but its hidden split), no recorded
# landscape above covers (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mqa_prefill_unroll": (
        Task("attention", {"batch": 1, "q_heads": 8, "kv_heads": 1, "seq_q": 144, "seq_kv": 144,
                           "head_dim": 64, "causal": True}, "float32"),
        {"block_q": [16, 64, 128], "block_kv": [32, 128, 256], "kv_split": [1, 4], "softmax": ["online", "two_pass"],
         "unroll_factor": [0, 4, 16]},
    ),
    "cpu_gemm_align_pipeline_unroll": (
        Task("gemm", {"m": 160, "n": 224, "k": 112, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_m": [16, 48, 160], "tile_n": [32, 112, 224], "tile_k": [16, 112], "output_align": [False, True],
         "pipeline": ["none", "single_buffer"], "unroll_factor": [0, 16]},
    ),
    "cpu_ffn_reglu_down_schedule": (
        Task("ffn", {"tokens": 192, "hidden": 144, "intermediate": 576, "gated": True,
                     "activation": "relu"}, "float32"),
        {"tile_m": [16, 64, 192], "tile_n": [64, 192], "fuse_activation": [False, True],
         "down_tile_k": [48, 144, 192], "down_tile_n": [16, 144], "down_schedule": ["default", "throughput"]},
    ),
    "cpu_rmsnorm_no_split": (
        Task("rmsnorm", {"rows": 1792, "hidden": 640}, "float32"),
        {"rows_per_block": [1, 4, 16, 64], "stats": ["one_pass", "two_pass"],
         "pipeline": ["none", "single_buffer", "double_buffer"], "opt_level": ["O0", "O2"], "unroll_factor": [0, 8]},
    ),
}
SEEN_22 = ("cpu_attention_mqa_prefill_unroll", "cpu_gemm_align_pipeline_unroll", "cpu_ffn_reglu_down_schedule",
           "cpu_rmsnorm_no_split")
# seen_23 (was held_out_23): op shapes and parameter values (the FFN's tile_m 208, down_tile_m 160 and down_tile_k 208, values
# no earlier FFN space tuned) and four spaces whose parameters no earlier space of their op kind tuned
# together (a non-causal grouped-query attention with its query and KV blocks, softmax, opt_level and
# unroll but its KV split and pipeline left at the default, a batched GEMM tuning its tiles with
# l1_prefetch, schedule and unroll, a gated GELU FFN with its up M and N tiles, the down projection's M
# and K tiles and L1 prefetch and the unroll, and a LayerNorm with all but its opt_level), no recorded
# landscape above covers (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_gqa3_opt_unroll": (
        Task("attention", {"batch": 2, "q_heads": 12, "kv_heads": 4, "seq_q": 64, "seq_kv": 320,
                           "head_dim": 48, "causal": False}, "float32"),
        {"block_q": [16, 64, 128], "block_kv": [32, 128, 512], "softmax": ["online", "two_pass"],
         "opt_level": ["O1", "O3"], "unroll_factor": [0, 4, 16]},
    ),
    "cpu_gemm_prefetch_schedule_unroll": (
        Task("gemm", {"m": 144, "n": 240, "k": 128, "batch": 3, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_m": [16, 48, 144], "tile_n": [32, 80, 240], "tile_k": [32, 128], "l1_prefetch": [False, True],
         "schedule": ["default", "throughput"], "unroll_factor": [0, 8]},
    ),
    "cpu_ffn_geglu_down_prefetch": (
        Task("ffn", {"tokens": 208, "hidden": 176, "intermediate": 416, "gated": True,
                     "activation": "gelu"}, "float32"),
        {"tile_m": [16, 80, 208], "tile_n": [64, 224], "down_tile_m": [48, 160], "down_tile_k": [64, 208],
         "down_l1_prefetch": [False, True], "unroll_factor": [0, 8]},
    ),
    "cpu_layernorm_no_opt_level": (
        Task("layernorm", {"rows": 1280, "hidden": 1536}, "float32"),
        {"rows_per_block": [2, 8, 32], "hidden_split": [1, 2, 4], "stats": ["one_pass", "two_pass"],
         "pipeline": ["none", "double_buffer"], "unroll_factor": [0, 2, 16]},
    ),
}
SEEN_23 = ("cpu_attention_gqa3_opt_unroll", "cpu_gemm_prefetch_schedule_unroll", "cpu_ffn_geglu_down_prefetch",
           "cpu_layernorm_no_opt_level")
# seen_24 (was held_out_24): op shapes and parameter values (the FFN's tile_m 240, down_tile_m 240 and down_tile_n 192, values no
# earlier FFN space tuned) and four spaces whose parameters no earlier space of their op kind tuned together (a
# causal grouped-query attention with its query and KV blocks, pipeline, softmax and unroll but its KV split and
# opt_level left at the default, a biased batched GEMM tuning its tiles with layout, output_align and schedule, an
# ungated tanh-GELU FFN with its up M and K tiles, the down projection's M and N tiles and pipeline and the up
# phase's schedule, and an RMSNorm with all but its rows_per_block), no recorded landscape above covers (written
# before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_gqa_causal_pipeline_unroll": (
        Task("attention", {"batch": 2, "q_heads": 6, "kv_heads": 2, "seq_q": 96, "seq_kv": 352,
                           "head_dim": 72, "causal": True}, "float32"),
        {"block_q": [16, 32, 128], "block_kv": [32, 128, 512], "pipeline": ["none", "single_buffer", "double_buffer"],
         "softmax": ["online", "two_pass"], "unroll_factor": [0, 8]},
    ),
    "cpu_gemm_layout_align_schedule": (
        Task("gemm", {"m": 112, "n": 208, "k": 176, "batch": 2, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_m": [16, 48, 112], "tile_n": [64, 208], "tile_k": [32, 176],
         "layout": ["row_major", "col_major", "z_major"], "output_align": [False, True],
         "schedule": ["default", "throughput"]},
    ),
    "cpu_ffn_gelu_tanh_tall_down_pipeline": (
        Task("ffn", {"tokens": 240, "hidden": 192, "intermediate": 384, "gated": False,
                     "activation": "gelu_tanh"}, "float32"),
        {"tile_m": [16, 96, 240], "tile_k": [32, 192], "down_tile_m": [48, 240], "down_tile_n": [32, 192],
         "down_pipeline": ["none", "double_buffer"], "schedule": ["default", "balanced"]},
    ),
    "cpu_rmsnorm_no_rows_per_block": (
        Task("rmsnorm", {"rows": 2560, "hidden": 1152}, "float32"),
        {"hidden_split": [1, 2, 8], "stats": ["one_pass", "two_pass"],
         "pipeline": ["none", "single_buffer", "double_buffer"], "opt_level": ["O0", "O1", "O3"],
         "unroll_factor": [0, 4]},
    ),
}
SEEN_24 = ("cpu_attention_gqa_causal_pipeline_unroll", "cpu_gemm_layout_align_schedule",
           "cpu_ffn_gelu_tanh_tall_down_pipeline", "cpu_rmsnorm_no_rows_per_block")
# seen_25 (was held_out_25): op shapes and parameter values (the FFN's tile_m 224, down_tile_m 176 and down_tile_k 240, values no
# earlier FFN space tuned) and four spaces whose parameters no earlier space of their op kind tuned together (a
# causal grouped-query attention with its query and KV blocks, KV split, opt_level and pipeline but its softmax and
# unroll left at the default, a batched GEMM of transposed B with bias tuning its tiles with layout, pipeline and
# l1_prefetch, a gated ReLU FFN with its up M and N tiles and L1 prefetch, the down projection's M and K tiles and
# the unroll, and a LayerNorm with all but its hidden_split), no recorded landscape above covers (written before
# any strategy ran)
LANDSCAPES |= {
    "cpu_attention_gqa_causal_split_opt_pipeline": (
        Task("attention", {"batch": 1, "q_heads": 8, "kv_heads": 2, "seq_q": 112, "seq_kv": 416,
                           "head_dim": 56, "causal": True}, "float32"),
        {"block_q": [16, 64], "block_kv": [32, 128, 512], "kv_split": [1, 2, 8], "opt_level": ["O0", "O2"],
         "pipeline": ["none", "single_buffer", "double_buffer"]},
    ),
    "cpu_gemm_transb_layout_pipeline_prefetch": (
        Task("gemm", {"m": 96, "n": 272, "k": 208, "batch": 2, "trans_a": False,
                      "trans_b": True, "bias": True}, "float32"),
        {"tile_m": [32, 96], "tile_n": [48, 144, 256], "tile_k": [64, 208],
         "layout": ["row_major", "col_major", "z_major"], "pipeline": ["none", "double_buffer"],
         "l1_prefetch": [False, True]},
    ),
    "cpu_ffn_reglu_wide_up_prefetch": (
        Task("ffn", {"tokens": 224, "hidden": 128, "intermediate": 544, "gated": True,
                     "activation": "relu"}, "float32"),
        {"tile_m": [32, 112, 224], "tile_n": [80, 256], "l1_prefetch": [False, True], "down_tile_m": [48, 176],
         "down_tile_k": [64, 240], "unroll_factor": [0, 4]},
    ),
    "cpu_layernorm_no_split": (
        Task("layernorm", {"rows": 2816, "hidden": 960}, "float32"),
        {"rows_per_block": [1, 8, 64], "stats": ["one_pass", "two_pass"], "pipeline": ["none", "double_buffer"],
         "opt_level": ["O0", "O1", "O3"], "unroll_factor": [0, 2, 8]},
    ),
}
SEEN_25 = ("cpu_attention_gqa_causal_split_opt_pipeline", "cpu_gemm_transb_layout_pipeline_prefetch",
           "cpu_ffn_reglu_wide_up_prefetch", "cpu_layernorm_no_split")
# seen_26 (was held_out_26): op shapes and parameter values (the FFN's tile_m 176 and down_tile_m 208, values no earlier FFN space
# tuned) and four spaces whose parameters no earlier space of their op kind tuned together (a non-causal
# grouped-query attention with its query and KV blocks, opt_level, pipeline and unroll but its KV split and softmax
# left at the default, a batched GEMM of transposed B tuning its tiles with opt_level, output_align and pipeline, a
# gated fast-GELU FFN with its up M and K tiles and pipeline and the down projection's M and N tiles and L1
# prefetch, and an RMSNorm with its rows a block, pipeline, opt_level and unroll but neither its stats nor its
# hidden split), no recorded landscape above covers (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_gqa5_pipeline_opt_unroll": (
        Task("attention", {"batch": 1, "q_heads": 10, "kv_heads": 2, "seq_q": 72, "seq_kv": 288,
                           "head_dim": 80, "causal": False}, "float32"),
        {"block_q": [16, 64], "block_kv": [32, 128, 256], "opt_level": ["O0", "O2", "O3"],
         "pipeline": ["none", "single_buffer", "double_buffer"], "unroll_factor": [0, 8]},
    ),
    "cpu_gemm_transb_opt_align_pipeline": (
        Task("gemm", {"m": 64, "n": 176, "k": 304, "batch": 3, "trans_a": False,
                      "trans_b": True, "bias": False}, "float32"),
        {"tile_m": [48, 192], "tile_n": [64, 176], "tile_k": [80, 256], "opt_level": ["O0", "O2", "O3"],
         "output_align": [False, True], "pipeline": ["none", "single_buffer", "double_buffer"]},
    ),
    "cpu_ffn_fastgeglu_pipeline_down_prefetch": (
        Task("ffn", {"tokens": 176, "hidden": 112, "intermediate": 464, "gated": True,
                     "activation": "fastgelu"}, "float32"),
        {"tile_m": [16, 96, 176], "tile_k": [32, 112], "pipeline": ["none", "single_buffer", "double_buffer"],
         "down_tile_m": [64, 208], "down_tile_n": [32, 112], "down_l1_prefetch": [False, True]},
    ),
    "cpu_rmsnorm_no_stats_no_split": (
        Task("rmsnorm", {"rows": 1408, "hidden": 1792}, "float32"),
        {"rows_per_block": [2, 16, 64], "pipeline": ["none", "single_buffer", "double_buffer"],
         "opt_level": ["O0", "O2", "O3"], "unroll_factor": [0, 2, 4, 16]},
    ),
}
SEEN_26 = ("cpu_attention_gqa5_pipeline_opt_unroll", "cpu_gemm_transb_opt_align_pipeline",
           "cpu_ffn_fastgeglu_pipeline_down_prefetch", "cpu_rmsnorm_no_stats_no_split")
# seen_27 (was held_out_27): op shapes and parameter values (the FFN's down_tile_m 192 and down_tile_n 224, values no earlier FFN
# space tuned) and four spaces whose parameters no earlier space of their op kind tuned together (a causal
# multi-head attention with its query and KV blocks, KV split, opt_level and unroll but its pipeline and softmax
# left at the default, a biased batched GEMM tuning its tiles with opt_level, pipeline and l1_prefetch, a gated SiLU
# FFN with its up M and N tiles, the down projection's M and N tiles, opt_level and the fused activation, and a
# LayerNorm with all but its rows a block), no recorded landscape above covers (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mha_causal_split_opt_unroll": (
        Task("attention", {"batch": 2, "q_heads": 4, "kv_heads": 4, "seq_q": 176, "seq_kv": 176,
                           "head_dim": 88, "causal": True}, "float32"),
        {"block_q": [32, 64, 128], "block_kv": [32, 128, 512], "kv_split": [1, 4],
         "opt_level": ["O1", "O2", "O3"], "unroll_factor": [0, 4]},
    ),
    "cpu_gemm_batched_opt_pipeline_prefetch": (
        Task("gemm", {"m": 48, "n": 352, "k": 192, "batch": 4, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_m": [32, 96], "tile_n": [64, 176], "tile_k": [96, 192], "opt_level": ["O0", "O2", "O3"],
         "pipeline": ["none", "single_buffer", "double_buffer"], "l1_prefetch": [False, True]},
    ),
    "cpu_ffn_swiglu_wide_down_opt_fuse": (
        Task("ffn", {"tokens": 200, "hidden": 256, "intermediate": 576, "gated": True,
                     "activation": "silu"}, "float32"),
        {"tile_m": [32, 64, 128], "tile_n": [96, 256], "down_tile_m": [48, 192], "down_tile_n": [64, 224],
         "opt_level": ["O1", "O2", "O3"], "fuse_activation": [False, True]},
    ),
    "cpu_layernorm_no_rows_per_block": (
        Task("layernorm", {"rows": 1152, "hidden": 2176}, "float32"),
        {"hidden_split": [1, 2, 8], "stats": ["one_pass", "two_pass"],
         "pipeline": ["none", "single_buffer", "double_buffer"], "opt_level": ["O0", "O2", "O3"],
         "unroll_factor": [0, 8]},
    ),
}
SEEN_27 = ("cpu_attention_mha_causal_split_opt_unroll", "cpu_gemm_batched_opt_pipeline_prefetch",
           "cpu_ffn_swiglu_wide_down_opt_fuse", "cpu_layernorm_no_rows_per_block")
# seen_28 (was held_out_28): op shapes and parameter values (the FFN's tile_m 256, tile_n 16, down_tile_m 144 and 224 and
# down_tile_k 256, values no earlier FFN space tuned) and four spaces whose parameters no earlier space of their op kind tuned
# together (a non-causal grouped-query cross-attention with its query block, KV split, softmax, pipeline and unroll
# but its KV block and opt_level left at the default, a biased batched GEMM tuning its tiles with layout, opt_level
# and l1_prefetch, a gated tanh-GELU FFN with its up M and N tiles, pipeline, schedule and the down projection's M
# and K tiles, and an RMSNorm with its rows a block, hidden split, opt_level and pipeline but neither its stats nor
# its unroll), no recorded landscape above covers (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_gqa7_cross_split_softmax_pipeline": (
        Task("attention", {"batch": 2, "q_heads": 14, "kv_heads": 2, "seq_q": 40, "seq_kv": 544,
                           "head_dim": 64, "causal": False}, "float32"),
        {"block_q": [16, 32, 64], "kv_split": [1, 2, 8], "softmax": ["online", "two_pass"],
         "pipeline": ["none", "single_buffer", "double_buffer"], "unroll_factor": [0, 4]},
    ),
    "cpu_gemm_batched_layout_opt_prefetch": (
        Task("gemm", {"m": 120, "n": 416, "k": 272, "batch": 2, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_m": [32, 128], "tile_n": [48, 208], "tile_k": [64, 256], "layout": ["row_major", "col_major", "z_major"],
         "opt_level": ["O0", "O1", "O3"], "l1_prefetch": [False, True]},
    ),
    "cpu_ffn_geglu_tanh_narrow_up_wide_down_schedule": (
        Task("ffn", {"tokens": 168, "hidden": 160, "intermediate": 624, "gated": True,
                     "activation": "gelu_tanh"}, "float32"),
        {"tile_m": [32, 96, 256], "tile_n": [16, 208], "pipeline": ["none", "single_buffer", "double_buffer"],
         "schedule": ["default", "throughput"], "down_tile_m": [144, 224], "down_tile_k": [64, 256]},
    ),
    "cpu_rmsnorm_no_stats_no_unroll": (
        Task("rmsnorm", {"rows": 1664, "hidden": 1408}, "float32"),
        {"rows_per_block": [1, 8, 64], "hidden_split": [1, 2, 4, 8], "opt_level": ["O0", "O1", "O2", "O3"],
         "pipeline": ["none", "single_buffer", "double_buffer"]},
    ),
}
SEEN_28 = ("cpu_attention_gqa7_cross_split_softmax_pipeline", "cpu_gemm_batched_layout_opt_prefetch",
           "cpu_ffn_geglu_tanh_narrow_up_wide_down_schedule", "cpu_rmsnorm_no_stats_no_unroll")
# seen_29 (was held_out_29): op shapes and parameter values (the FFN's down_tile_m 256 and down_tile_n 208 and 240, values no
# earlier FFN space tuned) and four spaces whose parameters no earlier space of their op kind tuned together (a
# causal grouped-query attention with its KV block, KV split, opt_level, pipeline and softmax but its query block
# and unroll left at the default, a biased GEMM of transposed B tuning its tiles with layout, opt_level and
# schedule, a non-gated SiLU FFN with its up N and K tiles, l1_prefetch and the down projection's M and N tiles and
# schedule, and a LayerNorm with its hidden split, pipeline, stats and unroll but neither its rows a block nor its
# opt_level), no recorded landscape above covers (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_gqa6_causal_split_opt_softmax": (
        Task("attention", {"batch": 1, "q_heads": 12, "kv_heads": 2, "seq_q": 48, "seq_kv": 464,
                           "head_dim": 72, "causal": True}, "float32"),
        {"block_kv": [32, 128, 256], "kv_split": [1, 4], "opt_level": ["O0", "O2", "O3"],
         "pipeline": ["none", "single_buffer", "double_buffer"], "softmax": ["online", "two_pass"]},
    ),
    "cpu_gemm_transb_layout_opt_schedule": (
        Task("gemm", {"m": 152, "n": 368, "k": 176, "batch": 1, "trans_a": False,
                      "trans_b": True, "bias": True}, "float32"),
        {"tile_m": [48, 144], "tile_n": [64, 176], "tile_k": [32, 176], "layout": ["row_major", "col_major", "z_major"],
         "opt_level": ["O1", "O2", "O3"], "schedule": ["balanced", "latency"]},
    ),
    "cpu_ffn_silu_wide_down_prefetch_down_schedule": (
        Task("ffn", {"tokens": 216, "hidden": 272, "intermediate": 560, "gated": False,
                     "activation": "silu"}, "float32"),
        {"tile_n": [32, 128], "tile_k": [48, 160], "l1_prefetch": [False, True], "down_tile_m": [32, 256],
         "down_tile_n": [80, 208, 240], "down_schedule": ["default", "throughput", "latency"]},
    ),
    "cpu_layernorm_no_rows_per_block_no_opt_level": (
        Task("layernorm", {"rows": 1344, "hidden": 1856}, "float32"),
        {"hidden_split": [1, 2, 4, 8], "pipeline": ["none", "single_buffer", "double_buffer"],
         "stats": ["one_pass", "two_pass"], "unroll_factor": [0, 2, 4, 8, 16]},
    ),
}
SEEN_29 = ("cpu_attention_gqa6_causal_split_opt_softmax", "cpu_gemm_transb_layout_opt_schedule",
           "cpu_ffn_silu_wide_down_prefetch_down_schedule", "cpu_layernorm_no_rows_per_block_no_opt_level")
# seen_30 (was held_out_30): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together (every parameter value of all five op kinds has now been tuned somewhere, the FFN's
# last ones by seen_29): a non-causal grouped-query cross-attention with its query block, KV split, opt_level,
# softmax and unroll but its KV block and pipeline left at the default, a GEMM tuning its M and N tiles with
# layout, output_align and unroll but its K tile left at the default, a gated fast-GELU FFN with its up M tile, the
# down projection's K tile, both pipelines, unroll and opt_level, and an RMSNorm with its hidden split, opt_level,
# stats and unroll but neither its rows a block nor its pipeline (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_gqa3_cross_no_kv_block_no_pipeline": (
        Task("attention", {"batch": 2, "q_heads": 9, "kv_heads": 3, "seq_q": 56, "seq_kv": 392,
                           "head_dim": 104, "causal": False}, "float32"),
        {"block_q": [32, 64, 128], "kv_split": [1, 2, 8], "opt_level": ["O1", "O2", "O3"],
         "softmax": ["online", "two_pass"], "unroll_factor": [0, 4]},
    ),
    "cpu_gemm_mn_tiles_layout_align_unroll": (
        Task("gemm", {"m": 328, "n": 200, "k": 232, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_m": [64, 112, 192], "tile_n": [96, 224], "layout": ["row_major", "col_major", "z_major"],
         "output_align": [False, True], "unroll_factor": [0, 4, 16]},
    ),
    "cpu_ffn_fastgeglu_both_pipelines_opt_unroll": (
        Task("ffn", {"tokens": 120, "hidden": 208, "intermediate": 688, "gated": True,
                     "activation": "fastgelu"}, "float32"),
        {"tile_m": [48, 176], "down_tile_k": [96, 240], "pipeline": ["none", "single_buffer", "double_buffer"],
         "down_pipeline": ["none", "single_buffer", "double_buffer"], "unroll_factor": [0, 8],
         "opt_level": ["O2", "O3"]},
    ),
    "cpu_rmsnorm_no_rows_per_block_no_pipeline": (
        Task("rmsnorm", {"rows": 1920, "hidden": 1664}, "float32"),
        {"hidden_split": [1, 2, 4, 8], "opt_level": ["O0", "O1", "O2", "O3"], "stats": ["one_pass", "two_pass"],
         "unroll_factor": [0, 2, 4, 8, 16]},
    ),
}
SEEN_30 = ("cpu_attention_gqa3_cross_no_kv_block_no_pipeline", "cpu_gemm_mn_tiles_layout_align_unroll",
           "cpu_ffn_fastgeglu_both_pipelines_opt_unroll", "cpu_rmsnorm_no_rows_per_block_no_pipeline")
# seen_31 (was held_out_31): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a causal grouped-query attention with its query block, KV split, opt_level,
# pipeline and softmax but its KV block and unroll left at the default, a biased batched GEMM of transposed B tuning its
# M and N tiles with opt_level, output_align and unroll but its K tile left at the default, a gated GELU FFN with
# its up M and K tiles, fuse_activation, the down pipeline and the down schedule, and a LayerNorm with its rows a
# block, opt_level, pipeline and stats but neither its hidden split nor its unroll (written before any strategy
# ran)
LANDSCAPES |= {
    "cpu_attention_gqa2_causal_no_kv_block_no_unroll": (
        Task("attention", {"batch": 2, "q_heads": 8, "kv_heads": 4, "seq_q": 40, "seq_kv": 360,
                           "head_dim": 80, "causal": True}, "float32"),
        {"block_q": [16, 32, 64], "kv_split": [1, 4], "opt_level": ["O1", "O2", "O3"],
         "pipeline": ["none", "single_buffer", "double_buffer"], "softmax": ["online", "two_pass"]},
    ),
    "cpu_gemm_transb_mn_tiles_opt_align_unroll": (
        Task("gemm", {"m": 264, "n": 184, "k": 216, "batch": 2, "trans_a": False,
                      "trans_b": True, "bias": True}, "float32"),
        {"tile_m": [32, 96, 240], "tile_n": [48, 176], "opt_level": ["O1", "O2", "O3"],
         "output_align": [False, True], "unroll_factor": [0, 2, 8]},
    ),
    "cpu_ffn_geglu_fuse_down_pipeline_down_schedule": (
        Task("ffn", {"tokens": 136, "hidden": 184, "intermediate": 520, "gated": True,
                     "activation": "gelu"}, "float32"),
        {"tile_m": [16, 64, 128], "tile_k": [80, 176], "fuse_activation": [False, True],
         "down_pipeline": ["none", "single_buffer", "double_buffer"],
         "down_schedule": ["default", "balanced", "throughput"]},
    ),
    "cpu_layernorm_no_hidden_split_no_unroll": (
        Task("layernorm", {"rows": 1728, "hidden": 1408}, "float32"),
        {"rows_per_block": [1, 2, 8, 32, 64], "opt_level": ["O0", "O1", "O2", "O3"],
         "pipeline": ["none", "single_buffer", "double_buffer"], "stats": ["one_pass", "two_pass"]},
    ),
}
SEEN_31 = ("cpu_attention_gqa2_causal_no_kv_block_no_unroll", "cpu_gemm_transb_mn_tiles_opt_align_unroll",
           "cpu_ffn_geglu_fuse_down_pipeline_down_schedule", "cpu_layernorm_no_hidden_split_no_unroll")
# seen_32 (was held_out_32): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a causal grouped-query attention with its query block, KV split, opt_level,
# pipeline and unroll but its KV block and softmax left at the default, a biased batched GEMM tuning its M and N
# tiles with its pipeline, schedule and output_align but its K tile left at the default, a gated ReLU FFN with
# its up and down N tiles, both L1 prefetches and the up schedule, and an RMSNorm with its rows a block,
# pipeline, stats and unroll but neither its hidden split nor its opt_level (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_gqa4_causal_no_kv_block_no_softmax": (
        Task("attention", {"batch": 1, "q_heads": 12, "kv_heads": 3, "seq_q": 64, "seq_kv": 312,
                           "head_dim": 96, "causal": True}, "float32"),
        {"block_q": [16, 32, 64], "kv_split": [1, 2, 8], "opt_level": ["O1", "O2", "O3"],
         "pipeline": ["none", "single_buffer", "double_buffer"], "unroll_factor": [0, 8]},
    ),
    "cpu_gemm_mn_tiles_pipeline_schedule_align": (
        Task("gemm", {"m": 232, "n": 344, "k": 168, "batch": 3, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_m": [32, 64, 128], "tile_n": [48, 96], "pipeline": ["none", "single_buffer", "double_buffer"],
         "schedule": ["default", "balanced", "throughput", "latency"], "output_align": [False, True]},
    ),
    "cpu_ffn_reglu_n_tiles_both_prefetch_schedule": (
        Task("ffn", {"tokens": 160, "hidden": 216, "intermediate": 600, "gated": True,
                     "activation": "relu"}, "float32"),
        {"tile_n": [32, 96, 192], "down_tile_n": [48, 112, 208], "l1_prefetch": [False, True],
         "down_l1_prefetch": [False, True], "schedule": ["default", "balanced", "throughput"]},
    ),
    "cpu_rmsnorm_no_hidden_split_no_opt_level": (
        Task("rmsnorm", {"rows": 1472, "hidden": 1216}, "float32"),
        {"rows_per_block": [1, 2, 4, 16, 64], "pipeline": ["none", "single_buffer", "double_buffer"],
         "stats": ["one_pass", "two_pass"], "unroll_factor": [0, 2, 4, 8, 16]},
    ),
}
SEEN_32 = ("cpu_attention_gqa4_causal_no_kv_block_no_softmax", "cpu_gemm_mn_tiles_pipeline_schedule_align",
           "cpu_ffn_reglu_n_tiles_both_prefetch_schedule", "cpu_rmsnorm_no_hidden_split_no_opt_level")
# seen_33 (was held_out_33): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a non-causal multi-query cross-attention with its KV block, KV split, pipeline,
# softmax and unroll but its query block and opt_level left at the default, a GEMM of transposed B tuning its N
# and K tiles with l1_prefetch, opt_level and unroll but its M tile left at the default, a gated SiLU FFN with
# the down projection's M and K tiles, the down schedule, the up pipeline and unroll, and a LayerNorm with its
# hidden split, opt_level, pipeline and unroll but neither its rows a block nor its stats (written before any
# strategy ran)
LANDSCAPES |= {
    "cpu_attention_mqa_cross_no_q_block_no_opt_level": (
        Task("attention", {"batch": 2, "q_heads": 6, "kv_heads": 1, "seq_q": 56, "seq_kv": 432,
                           "head_dim": 88, "causal": False}, "float32"),
        {"block_kv": [32, 64, 128, 256], "kv_split": [1, 2, 4],
         "pipeline": ["none", "single_buffer", "double_buffer"], "softmax": ["online", "two_pass"],
         "unroll_factor": [0, 8]},
    ),
    "cpu_gemm_transb_kn_tiles_prefetch_opt_unroll": (
        Task("gemm", {"m": 312, "n": 248, "k": 280, "batch": 1, "trans_a": False,
                      "trans_b": True, "bias": False}, "float32"),
        {"tile_n": [48, 128, 256], "tile_k": [16, 64, 144], "l1_prefetch": [False, True],
         "opt_level": ["O1", "O2", "O3"], "unroll_factor": [0, 4, 16]},
    ),
    "cpu_ffn_swiglu_down_mk_schedule_pipeline_unroll": (
        Task("ffn", {"tokens": 152, "hidden": 232, "intermediate": 616, "gated": True,
                     "activation": "silu"}, "float32"),
        {"down_tile_m": [32, 96, 160], "down_tile_k": [48, 224],
         "down_schedule": ["default", "balanced", "throughput", "latency"],
         "pipeline": ["none", "single_buffer", "double_buffer"], "unroll_factor": [0, 8]},
    ),
    "cpu_layernorm_no_rows_per_block_no_stats": (
        Task("layernorm", {"rows": 1216, "hidden": 1600}, "float32"),
        {"hidden_split": [1, 2, 4, 8], "opt_level": ["O0", "O1", "O2", "O3"],
         "pipeline": ["none", "single_buffer", "double_buffer"], "unroll_factor": [0, 2, 8]},
    ),
}
SEEN_33 = ("cpu_attention_mqa_cross_no_q_block_no_opt_level", "cpu_gemm_transb_kn_tiles_prefetch_opt_unroll",
           "cpu_ffn_swiglu_down_mk_schedule_pipeline_unroll", "cpu_layernorm_no_rows_per_block_no_stats")
# seen_34 (was held_out_34): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a causal grouped-query attention with its query and KV blocks, KV split, softmax
# and opt_level but its pipeline and unroll left at the default, a batched GEMM tuning its M and K tiles with
# l1_prefetch, schedule and layout but its N tile left at the default, a non-gated GELU FFN with the up
# projection's M and K tiles, the down N tile, the down pipeline and unroll, and an RMSNorm with its rows a
# block, hidden split, opt_level and unroll but neither its stats nor its pipeline (written before any strategy
# ran)
LANDSCAPES |= {
    "cpu_attention_gqa5_causal_no_pipeline_no_unroll": (
        Task("attention", {"batch": 1, "q_heads": 15, "kv_heads": 3, "seq_q": 80, "seq_kv": 336,
                           "head_dim": 72, "causal": True}, "float32"),
        {"block_q": [16, 32, 128], "block_kv": [16, 64, 128, 512], "kv_split": [1, 4],
         "softmax": ["online", "two_pass"], "opt_level": ["O1", "O2", "O3"]},
    ),
    "cpu_gemm_batched_mk_tiles_prefetch_schedule_layout": (
        Task("gemm", {"m": 184, "n": 264, "k": 296, "batch": 2, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_m": [48, 112, 240], "tile_k": [32, 128, 208], "l1_prefetch": [False, True],
         "schedule": ["default", "balanced", "latency"], "layout": ["row_major", "col_major", "z_major"]},
    ),
    "cpu_ffn_gelu_up_mk_down_n_down_pipeline_unroll": (
        Task("ffn", {"tokens": 104, "hidden": 248, "intermediate": 664, "gated": False,
                     "activation": "gelu"}, "float32"),
        {"tile_m": [16, 64, 128], "tile_k": [64, 240], "down_tile_n": [48, 176],
         "down_pipeline": ["none", "single_buffer", "double_buffer"], "unroll_factor": [0, 2, 8, 16]},
    ),
    "cpu_rmsnorm_no_stats_no_pipeline": (
        Task("rmsnorm", {"rows": 1600, "hidden": 1344}, "float32"),
        {"rows_per_block": [1, 4, 16, 64], "hidden_split": [1, 2, 4, 8], "opt_level": ["O1", "O2", "O3"],
         "unroll_factor": [0, 4, 16]},
    ),
}
SEEN_34 = ("cpu_attention_gqa5_causal_no_pipeline_no_unroll", "cpu_gemm_batched_mk_tiles_prefetch_schedule_layout",
           "cpu_ffn_gelu_up_mk_down_n_down_pipeline_unroll", "cpu_rmsnorm_no_stats_no_pipeline")
# seen_35 (was held_out_35): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a non-causal grouped-query attention with its query and KV blocks, KV split,
# pipeline and softmax but its opt_level and unroll left at the default, a batched GEMM with bias tuning its M and
# N tiles with pipeline, output_align and unroll but its K tile left at the default, a non-gated ReLU FFN with the
# up projection's N tile, the down M and K tiles, fuse_activation, down_l1_prefetch and the down schedule, and a
# LayerNorm with its rows a block, hidden split, pipeline and unroll but neither its stats nor its opt_level
# (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_gqa4_noncausal_no_opt_level_no_unroll": (
        Task("attention", {"batch": 1, "q_heads": 16, "kv_heads": 4, "seq_q": 88, "seq_kv": 264,
                           "head_dim": 56, "causal": False}, "float32"),
        {"block_q": [16, 32, 64], "block_kv": [16, 64, 128, 256], "kv_split": [1, 2],
         "pipeline": ["none", "single_buffer", "double_buffer"], "softmax": ["online", "two_pass"]},
    ),
    "cpu_gemm_bias_mn_tiles_pipeline_align_unroll": (
        Task("gemm", {"m": 136, "n": 296, "k": 248, "batch": 2, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_m": [32, 96, 176], "tile_n": [48, 144, 256], "pipeline": ["none", "single_buffer", "double_buffer"],
         "output_align": [False, True], "unroll_factor": [0, 4, 16]},
    ),
    "cpu_ffn_relu_n_down_mk_fuse_down_prefetch_down_schedule": (
        Task("ffn", {"tokens": 120, "hidden": 232, "intermediate": 568, "gated": False,
                     "activation": "relu"}, "float32"),
        {"tile_n": [64, 192], "down_tile_m": [32, 112, 240], "down_tile_k": [80, 256],
         "fuse_activation": [False, True], "down_l1_prefetch": [False, True],
         "down_schedule": ["default", "throughput", "latency"]},
    ),
    "cpu_layernorm_no_stats_no_opt_level": (
        Task("layernorm", {"rows": 1472, "hidden": 1472}, "float32"),
        {"rows_per_block": [1, 8, 32, 64], "hidden_split": [1, 2, 4, 8],
         "pipeline": ["none", "single_buffer", "double_buffer"], "unroll_factor": [0, 2, 16]},
    ),
}
SEEN_35 = ("cpu_attention_gqa4_noncausal_no_opt_level_no_unroll", "cpu_gemm_bias_mn_tiles_pipeline_align_unroll",
           "cpu_ffn_relu_n_down_mk_fuse_down_prefetch_down_schedule", "cpu_layernorm_no_stats_no_opt_level")
# seen_36 (was held_out_36): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a causal grouped-query attention with its KV block, opt_level, pipeline, softmax
# and unroll but its query block and KV split left at the default, a batched GEMM of transposed B with bias tuning
# its N tile with layout, pipeline, l1_prefetch and unroll but its M and K tiles left at the default, a gated
# FastGELU FFN with the up projection's K tile, the down N tile, the down pipeline, l1_prefetch, opt_level and
# unroll, and an RMSNorm with its rows a block, stats, opt_level and unroll but neither its hidden split nor its
# pipeline (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_gqa6_causal_no_q_block_no_split": (
        Task("attention", {"batch": 2, "q_heads": 12, "kv_heads": 2, "seq_q": 64, "seq_kv": 232,
                           "head_dim": 40, "causal": True}, "float32"),
        {"block_kv": [32, 64, 256], "opt_level": ["O0", "O2", "O3"],
         "pipeline": ["none", "single_buffer", "double_buffer"], "softmax": ["online", "two_pass"],
         "unroll_factor": [0, 4, 8]},
    ),
    "cpu_gemm_transb_bias_n_tile_layout_pipeline_prefetch_unroll": (
        Task("gemm", {"m": 152, "n": 264, "k": 200, "batch": 3, "trans_a": False,
                      "trans_b": True, "bias": True}, "float32"),
        {"tile_n": [48, 128, 240], "layout": ["row_major", "col_major", "z_major"],
         "pipeline": ["none", "single_buffer", "double_buffer"], "l1_prefetch": [False, True],
         "unroll_factor": [0, 2, 16]},
    ),
    "cpu_ffn_fastgelu_gated_k_down_n_down_pipeline_prefetch_opt_unroll": (
        Task("ffn", {"tokens": 88, "hidden": 200, "intermediate": 456, "gated": True,
                     "activation": "fastgelu"}, "float32"),
        {"tile_k": [64, 160], "down_tile_n": [48, 128, 208],
         "down_pipeline": ["none", "single_buffer", "double_buffer"], "l1_prefetch": [False, True],
         "opt_level": ["O1", "O3"], "unroll_factor": [0, 8]},
    ),
    "cpu_rmsnorm_no_split_no_pipeline": (
        Task("rmsnorm", {"rows": 1088, "hidden": 1856}, "float32"),
        {"rows_per_block": [1, 2, 8, 16, 32, 64], "stats": ["one_pass", "two_pass"],
         "opt_level": ["O0", "O1", "O2", "O3"], "unroll_factor": [0, 4, 16]},
    ),
}
SEEN_36 = ("cpu_attention_gqa6_causal_no_q_block_no_split", "cpu_gemm_transb_bias_n_tile_layout_pipeline_prefetch_unroll",
           "cpu_ffn_fastgelu_gated_k_down_n_down_pipeline_prefetch_opt_unroll", "cpu_rmsnorm_no_split_no_pipeline")
# seen_37 (was held_out_37): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a non-causal grouped-query attention with its query and KV blocks, KV split and
# pipeline but its softmax, opt_level and unroll left at the default, a batched GEMM of transposed B tuning its M
# and K tiles with schedule, output_align and unroll but its N tile left at the default, a non-gated SiLU FFN with
# the up projection's M tile, the down K tile, the down schedule, fuse_activation and l1_prefetch, and a LayerNorm
# with its rows a block, hidden split and unroll but neither its stats, its pipeline nor its opt_level (written
# before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_gqa2_noncausal_no_softmax_no_opt_level_no_unroll": (
        Task("attention", {"batch": 1, "q_heads": 14, "kv_heads": 7, "seq_q": 72, "seq_kv": 296,
                           "head_dim": 48, "causal": False}, "float32"),
        {"block_q": [16, 32, 64, 128], "block_kv": [32, 64, 128, 256], "kv_split": [1, 2, 4],
         "pipeline": ["none", "single_buffer", "double_buffer"]},
    ),
    "cpu_gemm_transb_mk_tiles_schedule_align_unroll": (
        Task("gemm", {"m": 168, "n": 232, "k": 216, "batch": 2, "trans_a": False,
                      "trans_b": True, "bias": False}, "float32"),
        {"tile_m": [32, 96, 160], "tile_k": [48, 112, 208],
         "schedule": ["default", "balanced", "latency", "throughput"], "output_align": [False, True],
         "unroll_factor": [0, 8]},
    ),
    "cpu_ffn_silu_m_down_k_down_schedule_fuse_prefetch": (
        Task("ffn", {"tokens": 112, "hidden": 216, "intermediate": 520, "gated": False,
                     "activation": "silu"}, "float32"),
        {"tile_m": [16, 48, 112], "down_tile_k": [64, 144, 256],
         "down_schedule": ["default", "balanced", "latency", "throughput"], "fuse_activation": [False, True],
         "l1_prefetch": [False, True]},
    ),
    "cpu_layernorm_no_stats_no_pipeline_no_opt_level": (
        Task("layernorm", {"rows": 1344, "hidden": 1728}, "float32"),
        {"rows_per_block": [1, 2, 4, 8, 16, 32, 64], "hidden_split": [1, 2, 4, 8],
         "unroll_factor": [0, 2, 4, 8, 16]},
    ),
}
SEEN_37 = ("cpu_attention_gqa2_noncausal_no_softmax_no_opt_level_no_unroll", "cpu_gemm_transb_mk_tiles_schedule_align_unroll",
           "cpu_ffn_silu_m_down_k_down_schedule_fuse_prefetch", "cpu_layernorm_no_stats_no_pipeline_no_opt_level")
# seen_38 (was held_out_38): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a causal multi-head attention with its query block, opt_level, pipeline, softmax
# and unroll but its KV block and KV split left at the default, a batched GEMM with bias tuning its N and K tiles
# with opt_level, schedule and l1_prefetch but its M tile left at the default, a gated tanh-GELU FFN with the up
# projection's N tile, the down M tile, the up schedule, down_l1_prefetch and unroll, and an RMSNorm with its rows
# a block, opt_level and unroll but neither its hidden split, its stats nor its pipeline (written before any
# strategy ran)
LANDSCAPES |= {
    "cpu_attention_mha_causal_no_kv_block_no_split": (
        Task("attention", {"batch": 1, "q_heads": 10, "kv_heads": 10, "seq_q": 56, "seq_kv": 248,
                           "head_dim": 64, "causal": True}, "float32"),
        {"block_q": [16, 32, 64, 128], "opt_level": ["O1", "O2", "O3"],
         "pipeline": ["none", "single_buffer", "double_buffer"], "softmax": ["online", "two_pass"],
         "unroll_factor": [0, 4]},
    ),
    "cpu_gemm_batched_bias_nk_tiles_opt_schedule_prefetch": (
        Task("gemm", {"m": 88, "n": 344, "k": 208, "batch": 4, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_n": [48, 128, 208], "tile_k": [64, 176], "opt_level": ["O1", "O2", "O3"],
         "schedule": ["default", "balanced", "latency", "throughput"], "l1_prefetch": [False, True]},
    ),
    "cpu_ffn_geglu_tanh_n_down_m_schedule_down_prefetch_unroll": (
        Task("ffn", {"tokens": 104, "hidden": 184, "intermediate": 536, "gated": True,
                     "activation": "gelu_tanh"}, "float32"),
        {"tile_n": [64, 128, 240], "down_tile_m": [32, 96, 160],
         "schedule": ["default", "balanced", "latency", "throughput"], "down_l1_prefetch": [False, True],
         "unroll_factor": [0, 4]},
    ),
    "cpu_rmsnorm_no_split_no_stats_no_pipeline": (
        Task("rmsnorm", {"rows": 1760, "hidden": 1248}, "float32"),
        {"rows_per_block": [1, 2, 4, 8, 16, 32, 64], "opt_level": ["O0", "O1", "O2", "O3"],
         "unroll_factor": [0, 2, 4, 8, 16]},
    ),
}
SEEN_38 = ("cpu_attention_mha_causal_no_kv_block_no_split", "cpu_gemm_batched_bias_nk_tiles_opt_schedule_prefetch",
           "cpu_ffn_geglu_tanh_n_down_m_schedule_down_prefetch_unroll", "cpu_rmsnorm_no_split_no_stats_no_pipeline")
# seen_39 (was held_out_39): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a causal grouped-query decode attention with its KV block, KV split, opt_level,
# softmax and unroll but its query block and pipeline left at the default, a plain GEMM tuning its K tile with
# pipeline, schedule, output_align and unroll but its M and N tiles left at the default, a gated GELU FFN with the
# up projection's M tile, the down N tile, the down pipeline, opt_level and fuse_activation, and a LayerNorm with
# its opt_level, pipeline, stats and unroll but neither its rows a block nor its hidden split (written before any
# strategy ran)
LANDSCAPES |= {
    "cpu_attention_gqa8_decode_no_q_block_no_pipeline": (
        Task("attention", {"batch": 4, "q_heads": 16, "kv_heads": 2, "seq_q": 1, "seq_kv": 1152,
                           "head_dim": 80, "causal": True}, "float32"),
        {"block_kv": [32, 128, 512], "kv_split": [1, 2, 4, 8], "opt_level": ["O1", "O2", "O3"],
         "softmax": ["online", "two_pass"], "unroll_factor": [0, 8]},
    ),
    "cpu_gemm_k_tile_pipeline_schedule_align_unroll": (
        Task("gemm", {"m": 280, "n": 216, "k": 264, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_k": [32, 112, 240], "pipeline": ["none", "single_buffer", "double_buffer"],
         "schedule": ["default", "balanced", "latency", "throughput"], "output_align": [False, True],
         "unroll_factor": [0, 4]},
    ),
    "cpu_ffn_geglu_m_down_n_down_pipeline_opt_fuse": (
        Task("ffn", {"tokens": 136, "hidden": 224, "intermediate": 592, "gated": True,
                     "activation": "gelu"}, "float32"),
        {"tile_m": [16, 64, 128], "down_tile_n": [48, 112, 224],
         "down_pipeline": ["none", "single_buffer", "double_buffer"], "opt_level": ["O1", "O2", "O3"],
         "fuse_activation": [False, True]},
    ),
    "cpu_layernorm_no_rows_per_block_no_split": (
        Task("layernorm", {"rows": 1472, "hidden": 1856}, "float32"),
        {"opt_level": ["O0", "O1", "O2", "O3"], "pipeline": ["none", "single_buffer", "double_buffer"],
         "stats": ["one_pass", "two_pass"], "unroll_factor": [0, 2, 4, 8, 16]},
    ),
}
SEEN_39 = ("cpu_attention_gqa8_decode_no_q_block_no_pipeline", "cpu_gemm_k_tile_pipeline_schedule_align_unroll",
           "cpu_ffn_geglu_m_down_n_down_pipeline_opt_fuse", "cpu_layernorm_no_rows_per_block_no_split")
# seen_40 (was held_out_40): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a non-causal multi-head self-attention with its KV split, softmax, pipeline,
# opt_level and unroll but both its blocks left at the default, a batched GEMM without bias tuning its M tile with
# layout, opt_level, l1_prefetch and unroll but its N and K tiles left at the default, a gated ReLU FFN with the up
# projection's N tile, the down K tile, the up pipeline, down_l1_prefetch and opt_level, and an RMSNorm with its
# rows a block, hidden split and opt_level but neither its stats, its pipeline nor its unroll (written before any
# strategy ran)
LANDSCAPES |= {
    "cpu_attention_mha_noncausal_no_blocks": (
        Task("attention", {"batch": 1, "q_heads": 5, "kv_heads": 5, "seq_q": 192, "seq_kv": 192,
                           "head_dim": 56, "causal": False}, "float32"),
        {"kv_split": [1, 4, 16], "softmax": ["online", "two_pass"], "pipeline": ["none", "single_buffer", "double_buffer"],
         "opt_level": ["O1", "O2", "O3"], "unroll_factor": [0, 2, 16]},
    ),
    "cpu_gemm_batched_m_tile_layout_opt_prefetch_unroll": (
        Task("gemm", {"m": 200, "n": 168, "k": 232, "batch": 3, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_m": [32, 96, 208], "layout": ["row_major", "col_major", "z_major"], "opt_level": ["O1", "O2", "O3"],
         "l1_prefetch": [False, True], "unroll_factor": [0, 2, 8]},
    ),
    "cpu_ffn_reglu_n_down_k_pipeline_down_prefetch_opt": (
        Task("ffn", {"tokens": 144, "hidden": 200, "intermediate": 528, "gated": True,
                     "activation": "relu"}, "float32"),
        {"tile_n": [32, 80, 176], "down_tile_k": [48, 128, 240], "pipeline": ["none", "single_buffer", "double_buffer"],
         "down_l1_prefetch": [False, True], "opt_level": ["O1", "O2", "O3"]},
    ),
    "cpu_rmsnorm_no_stats_no_pipeline_no_unroll": (
        Task("rmsnorm", {"rows": 1344, "hidden": 2240}, "float32"),
        {"rows_per_block": [1, 2, 4, 8, 16, 32, 64], "hidden_split": [1, 2, 4, 8],
         "opt_level": ["O0", "O1", "O2", "O3"]},
    ),
}
SEEN_40 = ("cpu_attention_mha_noncausal_no_blocks", "cpu_gemm_batched_m_tile_layout_opt_prefetch_unroll",
           "cpu_ffn_reglu_n_down_k_pipeline_down_prefetch_opt", "cpu_rmsnorm_no_stats_no_pipeline_no_unroll")
# seen_41 (was held_out_41): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a causal multi-query self-attention with its query block, KV block, softmax and
# opt_level but its KV split, pipeline and unroll left at the default, a GEMM with bias tuning none of its tiles
# (all three at the default) but l1_prefetch, output_align, opt_level (O0 among them), schedule and unroll, a
# non-gated fast-GELU FFN with the up projection's K tile, the down M tile, the down pipeline, fuse_activation and
# unroll, and a LayerNorm with its rows a block, pipeline and unroll but neither its hidden split, its
# stats nor its opt_level (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mqa_causal_no_split_no_pipeline_no_unroll": (
        Task("attention", {"batch": 2, "q_heads": 7, "kv_heads": 1, "seq_q": 168, "seq_kv": 168,
                           "head_dim": 72, "causal": True}, "float32"),
        {"block_q": [16, 32, 64, 128], "block_kv": [16, 32, 64, 128, 256], "softmax": ["online", "two_pass"],
         "opt_level": ["O1", "O2", "O3"]},
    ),
    "cpu_gemm_bias_no_tiles_prefetch_align_opt_schedule_unroll": (
        Task("gemm", {"m": 152, "n": 328, "k": 136, "batch": 2, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"l1_prefetch": [False, True], "output_align": [False, True], "opt_level": ["O0", "O1", "O2", "O3"],
         "schedule": ["default", "balanced", "throughput", "latency"], "unroll_factor": [0, 4, 16]},
    ),
    "cpu_ffn_fastgelu_k_down_m_down_pipeline_fuse_unroll": (
        Task("ffn", {"tokens": 128, "hidden": 168, "intermediate": 584, "gated": False,
                     "activation": "fastgelu"}, "float32"),
        {"tile_k": [32, 96, 160], "down_tile_m": [32, 64, 128],
         "down_pipeline": ["none", "single_buffer", "double_buffer"], "fuse_activation": [False, True],
         "unroll_factor": [0, 4, 16]},
    ),
    "cpu_layernorm_no_split_no_stats_no_opt_level": (
        Task("layernorm", {"rows": 1184, "hidden": 2688}, "float32"),
        {"rows_per_block": [1, 2, 4, 8, 16, 32, 64], "pipeline": ["none", "single_buffer", "double_buffer"],
         "unroll_factor": [0, 2, 4, 8, 16]},
    ),
}
SEEN_41 = ("cpu_attention_mqa_causal_no_split_no_pipeline_no_unroll",
           "cpu_gemm_bias_no_tiles_prefetch_align_opt_schedule_unroll",
           "cpu_ffn_fastgelu_k_down_m_down_pipeline_fuse_unroll", "cpu_layernorm_no_split_no_stats_no_opt_level")
# seen_42 (was held_out_42): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a non-causal grouped-query self-attention (three query heads a KV head) with its
# query block, KV split, pipeline and unroll but its KV block, softmax and opt_level left at the default, a GEMM
# with bias tuning all three of its tiles with layout and l1_prefetch, a gated SiLU FFN tuning the down
# projection's three tiles, down_pipeline and down_l1_prefetch (the up projection at the default), and an RMSNorm
# with its hidden split, stats, pipeline and opt_level but neither its rows a block nor its unroll (written
# before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_gqa3_noncausal_no_kv_block_no_softmax_no_opt_level": (
        Task("attention", {"batch": 1, "q_heads": 15, "kv_heads": 5, "seq_q": 144, "seq_kv": 344,
                           "head_dim": 112, "causal": False}, "float32"),
        {"block_q": [16, 32, 64, 128], "kv_split": [1, 2, 4, 8], "pipeline": ["none", "single_buffer", "double_buffer"],
         "unroll_factor": [0, 4, 16]},
    ),
    "cpu_gemm_bias_mnk_tiles_layout_prefetch": (
        Task("gemm", {"m": 328, "n": 232, "k": 248, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_m": [16, 64, 112], "tile_n": [32, 80, 160], "tile_k": [32, 96, 208],
         "layout": ["row_major", "col_major", "z_major"], "l1_prefetch": [False, True]},
    ),
    "cpu_ffn_swiglu_down_mnk_tiles_down_pipeline_down_prefetch": (
        Task("ffn", {"tokens": 96, "hidden": 264, "intermediate": 712, "gated": True,
                     "activation": "silu"}, "float32"),
        {"down_tile_m": [16, 48, 96], "down_tile_n": [32, 112, 256], "down_tile_k": [64, 176, 240],
         "down_pipeline": ["none", "single_buffer", "double_buffer"], "down_l1_prefetch": [False, True]},
    ),
    "cpu_rmsnorm_no_rows_per_block_no_unroll": (
        Task("rmsnorm", {"rows": 1696, "hidden": 2112}, "float32"),
        {"hidden_split": [1, 2, 4, 8], "stats": ["one_pass", "two_pass"],
         "pipeline": ["none", "single_buffer", "double_buffer"], "opt_level": ["O0", "O1", "O2", "O3"]},
    ),
}
SEEN_42 = ("cpu_attention_gqa3_noncausal_no_kv_block_no_softmax_no_opt_level",
           "cpu_gemm_bias_mnk_tiles_layout_prefetch",
           "cpu_ffn_swiglu_down_mnk_tiles_down_pipeline_down_prefetch", "cpu_rmsnorm_no_rows_per_block_no_unroll")
# seen_43 (was held_out_43): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a causal grouped-query chunked-prefill attention (two query heads a KV head) with
# its query block, KV block, pipeline and opt_level (O0 among them) but its KV split, softmax and unroll left at
# the default, a plain GEMM tuning its M and N tiles with pipeline, output_align and layout (its K tile at the
# default), a non-gated tanh-GELU FFN tuning the up projection's N and K tiles, down_schedule, l1_prefetch and
# unroll, and a LayerNorm with its hidden split, pipeline and rows a block but neither its stats, its opt_level
# nor its unroll (84 configurations, the full value lists: no untuned norm set reaches 96) (written before any
# strategy ran)
LANDSCAPES |= {
    "cpu_attention_gqa2_chunked_causal_q_kv_blocks_pipeline_opt": (
        Task("attention", {"batch": 1, "q_heads": 12, "kv_heads": 6, "seq_q": 80, "seq_kv": 456,
                           "head_dim": 88, "causal": True}, "float32"),
        {"block_q": [16, 32, 64], "block_kv": [32, 64, 128, 256],
         "pipeline": ["none", "single_buffer", "double_buffer"], "opt_level": ["O0", "O1", "O2", "O3"]},
    ),
    "cpu_gemm_mn_tiles_pipeline_align_layout": (
        Task("gemm", {"m": 296, "n": 184, "k": 312, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_m": [32, 80, 176], "tile_n": [48, 96, 160], "pipeline": ["none", "single_buffer", "double_buffer"],
         "output_align": [False, True], "layout": ["row_major", "col_major", "z_major"]},
    ),
    "cpu_ffn_gelu_tanh_n_k_down_schedule_prefetch_unroll": (
        Task("ffn", {"tokens": 112, "hidden": 240, "intermediate": 648, "gated": False,
                     "activation": "gelu_tanh"}, "float32"),
        {"tile_n": [32, 96, 208], "tile_k": [48, 112, 224],
         "down_schedule": ["default", "balanced", "throughput", "latency"], "l1_prefetch": [False, True],
         "unroll_factor": [0, 8]},
    ),
    "cpu_layernorm_no_stats_no_opt_level_no_unroll": (
        Task("layernorm", {"rows": 1312, "hidden": 2496}, "float32"),
        {"hidden_split": [1, 2, 4, 8], "pipeline": ["none", "single_buffer", "double_buffer"],
         "rows_per_block": [1, 2, 4, 8, 16, 32, 64]},
    ),
}
SEEN_43 = ("cpu_attention_gqa2_chunked_causal_q_kv_blocks_pipeline_opt", "cpu_gemm_mn_tiles_pipeline_align_layout",
           "cpu_ffn_gelu_tanh_n_k_down_schedule_prefetch_unroll", "cpu_layernorm_no_stats_no_opt_level_no_unroll")
# seen_44 (was held_out_44): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a causal multi-head speculative-decoding verification (six queries over a 1408-key
# cache) with its KV block, KV split, pipeline and unroll but its query block, softmax and opt_level left at the
# default, a batched GEMM without bias tuning its N and K tiles with schedule, l1_prefetch and output_align (its
# M tile at the default), a non-gated erf-GELU FFN tuning both M tiles (up and down) and both schedules, and an
# RMSNorm with its rows a block, pipeline and opt_level (O0 among them) but neither its hidden split, its stats
# nor its unroll (84 configurations, the full value lists: the last untuned norm set that reaches 84) (written
# before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mha_spec_verify_kv_block_split_pipeline_unroll": (
        Task("attention", {"batch": 2, "q_heads": 12, "kv_heads": 12, "seq_q": 6, "seq_kv": 1408,
                           "head_dim": 120, "causal": True}, "float32"),
        {"block_kv": [16, 32, 64, 128, 256, 512], "kv_split": [1, 2, 4, 8],
         "pipeline": ["none", "single_buffer", "double_buffer"], "unroll_factor": [0, 8]},
    ),
    "cpu_gemm_batched_nk_tiles_schedule_prefetch_align": (
        Task("gemm", {"m": 104, "n": 280, "k": 184, "batch": 4, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_n": [48, 112, 240], "tile_k": [32, 80, 176],
         "schedule": ["default", "balanced", "throughput", "latency"], "l1_prefetch": [False, True],
         "output_align": [False, True]},
    ),
    "cpu_ffn_gelu_erf_up_down_m_tiles_both_schedules": (
        Task("ffn", {"tokens": 184, "hidden": 152, "intermediate": 608, "gated": False,
                     "activation": "gelu"}, "float32"),
        {"tile_m": [16, 64, 192], "down_tile_m": [32, 96, 192],
         "schedule": ["default", "balanced", "throughput", "latency"],
         "down_schedule": ["default", "balanced", "throughput", "latency"]},
    ),
    "cpu_rmsnorm_no_split_no_stats_no_unroll": (
        Task("rmsnorm", {"rows": 1440, "hidden": 2368}, "float32"),
        {"rows_per_block": [1, 2, 4, 8, 16, 32, 64], "pipeline": ["none", "single_buffer", "double_buffer"],
         "opt_level": ["O0", "O1", "O2", "O3"]},
    ),
}
SEEN_44 = ("cpu_attention_mha_spec_verify_kv_block_split_pipeline_unroll",
           "cpu_gemm_batched_nk_tiles_schedule_prefetch_align",
           "cpu_ffn_gelu_erf_up_down_m_tiles_both_schedules", "cpu_rmsnorm_no_split_no_stats_no_unroll")
# seen_45 (was held_out_45): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a non-causal multi-query cross-attention (11 query heads over one KV head, 104
# queries over 600 encoder keys) with its query block, KV split, softmax and pipeline but its KV block, opt_level
# and unroll left at the default, a batched GEMM with bias tuning its M and K tiles with pipeline and unroll (its
# N tile at the default), a non-gated ReLU FFN tuning the up projection's M tile, the down projection's N tile,
# pipeline, fuse_activation and down_l1_prefetch, and a LayerNorm with its hidden split, opt_level (O0 among
# them) and unroll but neither its rows a block, its stats nor its pipeline (80 configurations, the full value
# lists: the largest untuned norm set left) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mqa_cross_q_block_split_softmax_pipeline": (
        Task("attention", {"batch": 2, "q_heads": 11, "kv_heads": 1, "seq_q": 104, "seq_kv": 600,
                           "head_dim": 136, "causal": False}, "float32"),
        {"block_q": [16, 32, 64, 128], "kv_split": [1, 2, 4, 8, 16], "softmax": ["online", "two_pass"],
         "pipeline": ["none", "single_buffer", "double_buffer"]},
    ),
    "cpu_gemm_batched_bias_mk_tiles_pipeline_unroll": (
        Task("gemm", {"m": 248, "n": 136, "k": 328, "batch": 5, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_m": [48, 96, 144, 240], "tile_k": [32, 112, 208],
         "pipeline": ["none", "single_buffer", "double_buffer"], "unroll_factor": [0, 2, 8, 16]},
    ),
    "cpu_ffn_relu_m_down_n_pipeline_fuse_down_prefetch": (
        Task("ffn", {"tokens": 232, "hidden": 136, "intermediate": 680, "gated": False,
                     "activation": "relu"}, "float32"),
        {"tile_m": [16, 48, 112, 240], "down_tile_n": [32, 64, 144],
         "pipeline": ["none", "single_buffer", "double_buffer"], "fuse_activation": [False, True],
         "down_l1_prefetch": [False, True]},
    ),
    "cpu_layernorm_no_rows_per_block_no_stats_no_pipeline": (
        Task("layernorm", {"rows": 1376, "hidden": 2624}, "float32"),
        {"hidden_split": [1, 2, 4, 8], "opt_level": ["O0", "O1", "O2", "O3"],
         "unroll_factor": [0, 2, 4, 8, 16]},
    ),
}
SEEN_45 = ("cpu_attention_mqa_cross_q_block_split_softmax_pipeline", "cpu_gemm_batched_bias_mk_tiles_pipeline_unroll",
           "cpu_ffn_relu_m_down_n_pipeline_fuse_down_prefetch", "cpu_layernorm_no_rows_per_block_no_stats_no_pipeline")
# seen_46 (was held_out_46): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a non-causal multi-head self-attention of a small vision transformer's encoder
# (3 heads, 197 tokens: 196 patches and the class token) with its query block, KV block, softmax and unroll but
# its KV split, pipeline and opt_level left at the default, a GEMM with bias (not batched) tuning its N tile with
# schedule, unroll and layout (its M and K tiles at the default), a gated fast-GELU FFN tuning the up projection's
# N tile, the down projection's K tile, schedule and down_pipeline, and an RMSNorm with its rows a block, stats
# and unroll but neither its hidden split, its pipeline nor its opt_level (70 configurations, the full value
# lists: the largest untuned norm set left) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mha_vit_q_kv_blocks_softmax_unroll": (
        Task("attention", {"batch": 2, "q_heads": 3, "kv_heads": 3, "seq_q": 197, "seq_kv": 197,
                           "head_dim": 64, "causal": False}, "float32"),
        {"block_q": [32, 64, 128, 256], "block_kv": [16, 32, 64, 128, 256], "softmax": ["online", "two_pass"],
         "unroll_factor": [0, 4, 16]},
    ),
    "cpu_gemm_bias_n_tile_schedule_unroll_layout": (
        Task("gemm", {"m": 392, "n": 360, "k": 456, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_n": [48, 112, 192, 256], "schedule": ["default", "balanced", "throughput", "latency"],
         "unroll_factor": [0, 4, 16], "layout": ["row_major", "col_major", "z_major"]},
    ),
    "cpu_ffn_fastgelu_gated_n_down_k_schedule_down_pipeline": (
        Task("ffn", {"tokens": 256, "hidden": 120, "intermediate": 496, "gated": True,
                     "activation": "fastgelu"}, "float32"),
        {"tile_n": [32, 80, 160, 256], "down_tile_k": [48, 128, 256],
         "schedule": ["default", "balanced", "throughput", "latency"],
         "down_pipeline": ["none", "single_buffer", "double_buffer"]},
    ),
    "cpu_rmsnorm_no_split_no_pipeline_no_opt_level": (
        Task("rmsnorm", {"rows": 1632, "hidden": 2752}, "float32"),
        {"rows_per_block": [1, 2, 4, 8, 16, 32, 64], "stats": ["one_pass", "two_pass"],
         "unroll_factor": [0, 2, 4, 8, 16]},
    ),
}
SEEN_46 = ("cpu_attention_mha_vit_q_kv_blocks_softmax_unroll", "cpu_gemm_bias_n_tile_schedule_unroll_layout",
           "cpu_ffn_fastgelu_gated_n_down_k_schedule_down_pipeline", "cpu_rmsnorm_no_split_no_pipeline_no_opt_level")
# seen_47 (was held_out_47): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a causal multi-query attention, a code model's chunked prefill (13 query heads over
# one KV head, 120 new queries over 472 keys: 352 cached and the 120), with its KV block, KV split, softmax and
# pipeline but its query block, opt_level and unroll left at the default, a plain GEMM (not batched, no bias)
# tuning its K tile with pipeline, opt_level (O0 among them) and layout (its M and N tiles at the default), a
# non-gated SiLU FFN tuning the up projection's N tile, the down projection's N tile, pipeline and unroll, and a
# LayerNorm with its hidden split, pipeline and unroll but neither its rows a block, its stats nor its opt_level
# (60 configurations, the full value lists: one of the two largest untuned norm sets left) (written before any
# strategy ran)
LANDSCAPES |= {
    "cpu_attention_mqa_causal_chunk_kv_block_split_softmax_pipeline": (
        Task("attention", {"batch": 1, "q_heads": 13, "kv_heads": 1, "seq_q": 120, "seq_kv": 472,
                           "head_dim": 128, "causal": True}, "float32"),
        {"block_kv": [16, 64, 128, 256, 512], "kv_split": [1, 2, 4, 8], "softmax": ["online", "two_pass"],
         "pipeline": ["none", "single_buffer", "double_buffer"]},
    ),
    "cpu_gemm_k_tile_pipeline_opt_layout": (
        Task("gemm", {"m": 344, "n": 304, "k": 376, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_k": [48, 128, 192, 256], "pipeline": ["none", "single_buffer", "double_buffer"],
         "opt_level": ["O0", "O1", "O2", "O3"], "layout": ["row_major", "col_major", "z_major"]},
    ),
    "cpu_ffn_silu_n_down_n_pipeline_unroll": (
        Task("ffn", {"tokens": 72, "hidden": 280, "intermediate": 1120, "gated": False,
                     "activation": "silu"}, "float32"),
        {"tile_n": [32, 96, 160, 240], "down_tile_n": [48, 144, 256],
         "pipeline": ["none", "single_buffer", "double_buffer"], "unroll_factor": [0, 2, 8, 16]},
    ),
    "cpu_layernorm_no_rows_per_block_no_stats_no_opt_level": (
        Task("layernorm", {"rows": 1568, "hidden": 2880}, "float32"),
        {"hidden_split": [1, 2, 4, 8], "pipeline": ["none", "single_buffer", "double_buffer"],
         "unroll_factor": [0, 2, 4, 8, 16]},
    ),
}
SEEN_47 = ("cpu_attention_mqa_causal_chunk_kv_block_split_softmax_pipeline", "cpu_gemm_k_tile_pipeline_opt_layout",
           "cpu_ffn_silu_n_down_n_pipeline_unroll", "cpu_layernorm_no_rows_per_block_no_stats_no_opt_level")
# seen_48 (was held_out_48): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a non-causal grouped-query attention, a masked-diffusion language model's
# bidirectional denoising step (18 query heads over 6 KV heads, 216 tokens over themselves), with its KV block, KV
# split, opt_level (O0 among them) and unroll but its query block, softmax and pipeline left at the default, a
# batched GEMM without bias tuning its M tile with pipeline, L1 prefetch and schedule (its N and K tiles at the
# default: N in two blocks, K in eleven, so the four schedules walk four different orders), a gated tanh-GELU FFN
# tuning the up projection's K tile, the down projection's M tile, its schedule (default, balanced, latency:
# throughput walks as default does) and opt_level (O0 among them), and an RMSNorm with its pipeline, opt_level (O0
# among them) and unroll but neither its rows a block, its hidden split nor its stats (60 configurations, the full
# value lists: the one untuned norm set of 60 left) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_gqa_bidir_kv_block_split_opt_unroll": (
        Task("attention", {"batch": 1, "q_heads": 18, "kv_heads": 6, "seq_q": 216, "seq_kv": 216,
                           "head_dim": 64, "causal": False}, "float32"),
        {"block_kv": [32, 64, 128, 256], "kv_split": [1, 2, 4], "opt_level": ["O0", "O1", "O2", "O3"],
         "unroll_factor": [0, 4, 16]},
    ),
    "cpu_gemm_batched_m_tile_pipeline_prefetch_schedule": (
        Task("gemm", {"m": 216, "n": 392, "k": 344, "batch": 2, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_m": [32, 48, 64, 96, 128, 176], "pipeline": ["none", "single_buffer", "double_buffer"],
         "l1_prefetch": [False, True], "schedule": ["default", "balanced", "throughput", "latency"]},
    ),
    "cpu_ffn_gelu_tanh_gated_k_down_m_down_schedule_opt": (
        Task("ffn", {"tokens": 248, "hidden": 288, "intermediate": 360, "gated": True,
                     "activation": "gelu_tanh"}, "float32"),
        {"tile_k": [32, 96, 160, 256], "down_tile_m": [16, 32, 48],
         "down_schedule": ["default", "balanced", "latency"], "opt_level": ["O0", "O1", "O2", "O3"]},
    ),
    "cpu_rmsnorm_no_rows_per_block_no_split_no_stats": (
        Task("rmsnorm", {"rows": 1504, "hidden": 2432}, "float32"),
        {"pipeline": ["none", "single_buffer", "double_buffer"], "opt_level": ["O0", "O1", "O2", "O3"],
         "unroll_factor": [0, 2, 4, 8, 16]},
    ),
}
SEEN_48 = ("cpu_attention_gqa_bidir_kv_block_split_opt_unroll", "cpu_gemm_batched_m_tile_pipeline_prefetch_schedule",
           "cpu_ffn_gelu_tanh_gated_k_down_m_down_schedule_opt", "cpu_rmsnorm_no_rows_per_block_no_split_no_stats")
# seen_49 (was held_out_49): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a causal grouped-query attention, a chat model's chunked prefill (20 query heads
# over 4 KV heads, 152 new queries over 408 keys: 256 cached and the 152), with its query block, KV block,
# pipeline and unroll but its KV split, softmax and opt_level left at the default, a batched GEMM with bias tuning
# its N tile with output alignment (424 columns: the C rows padded to 432), opt_level (O0 among them) and schedule
# (its M and K tiles at the default: M in two blocks, K in twelve, N in two to seven, so the four schedules walk
# four different orders), a gated erf-GELU FFN tuning the gate/up projection's M tile, the down projection's M
# tile and both pipelines, and a LayerNorm with its rows a block, hidden split and stats but neither its pipeline,
# its opt_level nor its unroll (56 configurations, the full value lists: one of the two untuned norm sets of 56
# left) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_gqa5_causal_prefill_q_kv_blocks_pipeline_unroll": (
        Task("attention", {"batch": 1, "q_heads": 20, "kv_heads": 4, "seq_q": 152, "seq_kv": 408,
                           "head_dim": 80, "causal": True}, "float32"),
        {"block_q": [16, 32, 64, 128], "block_kv": [32, 64, 128, 256],
         "pipeline": ["none", "single_buffer", "double_buffer"], "unroll_factor": [0, 2, 8]},
    ),
    "cpu_gemm_batched_bias_n_tile_align_opt_schedule": (
        Task("gemm", {"m": 208, "n": 424, "k": 360, "batch": 2, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_n": [64, 112, 208, 256], "output_align": [False, True], "opt_level": ["O0", "O1", "O2", "O3"],
         "schedule": ["default", "balanced", "throughput", "latency"]},
    ),
    "cpu_ffn_gelu_erf_gated_m_down_m_both_pipelines": (
        Task("ffn", {"tokens": 264, "hidden": 312, "intermediate": 488, "gated": True,
                     "activation": "gelu"}, "float32"),
        {"tile_m": [16, 48, 96, 176], "down_tile_m": [32, 64, 128],
         "pipeline": ["none", "single_buffer", "double_buffer"],
         "down_pipeline": ["none", "single_buffer", "double_buffer"]},
    ),
    "cpu_layernorm_no_pipeline_no_opt_level_no_unroll": (
        Task("layernorm", {"rows": 1824, "hidden": 2592}, "float32"),
        {"rows_per_block": [1, 2, 4, 8, 16, 32, 64], "hidden_split": [1, 2, 4, 8],
         "stats": ["one_pass", "two_pass"]},
    ),
}
SEEN_49 = ("cpu_attention_gqa5_causal_prefill_q_kv_blocks_pipeline_unroll",
           "cpu_gemm_batched_bias_n_tile_align_opt_schedule", "cpu_ffn_gelu_erf_gated_m_down_m_both_pipelines",
           "cpu_layernorm_no_pipeline_no_opt_level_no_unroll")
# seen_50 (was held_out_50): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a causal multi-head attention, a small decoder's prompt prefill (9 heads, 280
# tokens over themselves), with its query block, KV split, softmax and unroll but its KV block, pipeline and
# opt_level left at the default, an unbatched GEMM with bias tuning its K tile with opt_level (O0 among them),
# output alignment (440 columns: the C rows padded to 448) and unroll (its M and N tiles at the default: M in
# three blocks, N in two, K in two to thirteen steps), a gated ReLU FFN (ReGLU) tuning the gate/up projection's K
# tile, the down projection's N and K tiles and the fused activation, and an RMSNorm with its rows a block, stats
# and opt_level (O0 among them) but neither its hidden split, its pipeline nor its unroll (56 configurations, the
# full value lists: the one untuned norm set of 56 left) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mha_causal_prefill_q_block_split_softmax_unroll": (
        Task("attention", {"batch": 2, "q_heads": 9, "kv_heads": 9, "seq_q": 280, "seq_kv": 280,
                           "head_dim": 72, "causal": True}, "float32"),
        {"block_q": [16, 32, 64, 128, 256], "kv_split": [1, 2, 4, 8], "softmax": ["online", "two_pass"],
         "unroll_factor": [0, 4, 16]},
    ),
    "cpu_gemm_bias_k_tile_opt_align_unroll": (
        Task("gemm", {"m": 368, "n": 440, "k": 392, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_k": [32, 80, 144, 256], "opt_level": ["O0", "O1", "O2", "O3"], "output_align": [False, True],
         "unroll_factor": [0, 2, 8, 16]},
    ),
    "cpu_ffn_reglu_k_down_n_down_k_fuse": (
        Task("ffn", {"tokens": 272, "hidden": 296, "intermediate": 632, "gated": True,
                     "activation": "relu"}, "float32"),
        {"tile_k": [16, 48, 112, 256], "down_tile_n": [64, 128, 256], "down_tile_k": [32, 80, 160, 256],
         "fuse_activation": [False, True]},
    ),
    "cpu_rmsnorm_no_split_no_pipeline_no_unroll": (
        Task("rmsnorm", {"rows": 1888, "hidden": 2976}, "float32"),
        {"rows_per_block": [1, 2, 4, 8, 16, 32, 64], "stats": ["one_pass", "two_pass"],
         "opt_level": ["O0", "O1", "O2", "O3"]},
    ),
}
SEEN_50 = ("cpu_attention_mha_causal_prefill_q_block_split_softmax_unroll", "cpu_gemm_bias_k_tile_opt_align_unroll",
           "cpu_ffn_reglu_k_down_n_down_k_fuse", "cpu_rmsnorm_no_split_no_pipeline_no_unroll")
# seen_51 (was held_out_51): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a non-causal multi-query attention, a vision-language decoder's cross-attention (17
# query heads over one KV head, 136 text queries over 240 image-patch keys, d 144), with its query block, KV split,
# pipeline and opt_level (O0 among them) but its KV block, softmax and unroll left at the default, a plain GEMM
# tuning its M tile with L1 prefetch, output alignment (472 columns: the C rows padded to 480) and unroll (its N
# and K tiles at the default), a non-gated fast-GELU FFN tuning the up projection's K tile, L1 prefetch, pipeline
# and schedule (default, balanced, latency: throughput walks as default does; 552 tokens give five row blocks of
# the stock 128, so balanced's groups of four differ from latency's walk; the down projection at the default),
# and a LayerNorm with its hidden split, pipeline and opt_level (O0 among them) but neither its rows a block, its
# stats nor its unroll (48 configurations, the full value lists: the untuned norm sets of 56 or more are used up
# and this is the largest left) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mqa_bidir_q_block_split_pipeline_opt": (
        Task("attention", {"batch": 1, "q_heads": 17, "kv_heads": 1, "seq_q": 136, "seq_kv": 240,
                           "head_dim": 144, "causal": False}, "float32"),
        {"block_q": [16, 32, 64, 128], "kv_split": [1, 2, 4],
         "pipeline": ["none", "single_buffer", "double_buffer"], "opt_level": ["O0", "O1", "O2", "O3"]},
    ),
    "cpu_gemm_m_tile_prefetch_align_unroll": (
        Task("gemm", {"m": 408, "n": 472, "k": 432, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_m": [16, 64, 112, 176, 240], "l1_prefetch": [False, True], "output_align": [False, True],
         "unroll_factor": [0, 2, 4, 8, 16]},
    ),
    "cpu_ffn_fastgelu_k_prefetch_pipeline_schedule": (
        Task("ffn", {"tokens": 552, "hidden": 328, "intermediate": 744, "gated": False,
                     "activation": "fastgelu"}, "float32"),
        {"tile_k": [16, 32, 64, 112, 176, 256], "l1_prefetch": [False, True],
         "pipeline": ["none", "single_buffer", "double_buffer"], "schedule": ["default", "balanced", "latency"]},
    ),
    "cpu_layernorm_no_rows_per_block_no_stats_no_unroll": (
        Task("layernorm", {"rows": 1952, "hidden": 3008}, "float32"),
        {"hidden_split": [1, 2, 4, 8], "pipeline": ["none", "single_buffer", "double_buffer"],
         "opt_level": ["O0", "O1", "O2", "O3"]},
    ),
}
SEEN_51 = ("cpu_attention_mqa_bidir_q_block_split_pipeline_opt", "cpu_gemm_m_tile_prefetch_align_unroll",
           "cpu_ffn_fastgelu_k_prefetch_pipeline_schedule", "cpu_layernorm_no_rows_per_block_no_stats_no_unroll")
# seen_52 (was held_out_52): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a non-causal multi-head attention, a speech encoder's self-attention (22 heads, 208
# frames over themselves, d 160), with its KV block, softmax, pipeline and unroll but its query block, KV split and
# opt_level left at the default, a batched GEMM without bias (batch 2) tuning its K tile with L1 prefetch, output
# alignment (488 columns: the C rows padded to 496) and the packed B layout (its M and N tiles at the default: three
# M blocks, two N blocks and two to twenty-five K steps), a gated SiLU FFN (SwiGLU) tuning the fused activation, the
# gate/up schedule (default, balanced, latency: throughput walks as default does; 656 tokens give six row blocks of
# the stock 128, so balanced's groups of four differ from latency's walk), opt_level (O0 among them) and unroll,
# and an RMSNorm with its rows a block, stats and pipeline but neither its hidden split, its opt_level nor its
# unroll (42 configurations, the full value lists: the untuned norm sets of 48 or more are used up and this is the
# largest left) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mha_bidir_kv_block_softmax_pipeline_unroll": (
        Task("attention", {"batch": 1, "q_heads": 22, "kv_heads": 22, "seq_q": 208, "seq_kv": 208,
                           "head_dim": 160, "causal": False}, "float32"),
        {"block_kv": [16, 32, 64, 128, 256], "softmax": ["online", "two_pass"],
         "pipeline": ["none", "single_buffer", "double_buffer"], "unroll_factor": [0, 2, 8, 16]},
    ),
    "cpu_gemm_batched_k_tile_prefetch_align_layout": (
        Task("gemm", {"m": 336, "n": 488, "k": 400, "batch": 2, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_k": [16, 32, 48, 64, 80, 112, 144, 208, 256], "l1_prefetch": [False, True],
         "output_align": [False, True], "layout": ["row_major", "col_major", "z_major"]},
    ),
    "cpu_ffn_swiglu_fuse_schedule_opt_unroll": (
        Task("ffn", {"tokens": 656, "hidden": 304, "intermediate": 816, "gated": True,
                     "activation": "silu"}, "float32"),
        {"fuse_activation": [False, True], "schedule": ["default", "balanced", "latency"],
         "opt_level": ["O0", "O1", "O2", "O3"], "unroll_factor": [0, 2, 4, 8, 16]},
    ),
    "cpu_rmsnorm_no_split_no_opt_level_no_unroll": (
        Task("rmsnorm", {"rows": 1984, "hidden": 3136}, "float32"),
        {"rows_per_block": [1, 2, 4, 8, 16, 32, 64], "stats": ["one_pass", "two_pass"],
         "pipeline": ["none", "single_buffer", "double_buffer"]},
    ),
}
SEEN_52 = ("cpu_attention_mha_bidir_kv_block_softmax_pipeline_unroll", "cpu_gemm_batched_k_tile_prefetch_align_layout",
           "cpu_ffn_swiglu_fuse_schedule_opt_unroll", "cpu_rmsnorm_no_split_no_opt_level_no_unroll")
# seen_53 (was held_out_53): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a causal multi-query attention, a code model's prompt prefill (19 query heads over
# one KV head, 304 tokens over themselves, d 184), with its query and KV blocks, softmax and pipeline but its KV
# split, opt_level and unroll left at the default, a batched GEMM with bias (batch 2) tuning its N tile (520
# columns: 3 to 17 N blocks, the last 8 to 168 wide) with the pipeline, L1 prefetch and output alignment (520 is
# not a multiple of 16: the C rows padded to 528), its M and K tiles at the default, a non-gated tanh-GELU FFN
# tuning the up projection's N tile, the down projection's M tile, the up pipeline and L1 prefetch, and a
# LayerNorm with its hidden split, stats and unroll but neither its rows a block, its pipeline nor its opt_level
# (40 configurations, the full value lists: the untuned norm sets of 42 or more are used up and this is one of the
# two largest left, the one without opt_level) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mqa_causal_prefill_q_kv_blocks_softmax_pipeline": (
        Task("attention", {"batch": 1, "q_heads": 19, "kv_heads": 1, "seq_q": 304, "seq_kv": 304,
                           "head_dim": 184, "causal": True}, "float32"),
        {"block_q": [16, 32, 64, 128, 256], "block_kv": [32, 64, 128, 256], "softmax": ["online", "two_pass"],
         "pipeline": ["none", "single_buffer", "double_buffer"]},
    ),
    "cpu_gemm_batched_bias_n_tile_pipeline_prefetch_align": (
        Task("gemm", {"m": 464, "n": 520, "k": 480, "batch": 2, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_n": [32, 48, 64, 96, 128, 176, 208, 256], "pipeline": ["none", "single_buffer", "double_buffer"],
         "l1_prefetch": [False, True], "output_align": [False, True]},
    ),
    "cpu_ffn_gelu_tanh_n_down_m_pipeline_prefetch": (
        Task("ffn", {"tokens": 336, "hidden": 376, "intermediate": 704, "gated": False,
                     "activation": "gelu_tanh"}, "float32"),
        {"tile_n": [32, 64, 128, 208, 256], "down_tile_m": [16, 48, 112, 176],
         "pipeline": ["none", "single_buffer", "double_buffer"], "l1_prefetch": [False, True]},
    ),
    "cpu_layernorm_no_rows_per_block_no_pipeline_no_opt_level": (
        Task("layernorm", {"rows": 2040, "hidden": 3272}, "float32"),
        {"hidden_split": [1, 2, 4, 8], "stats": ["one_pass", "two_pass"], "unroll_factor": [0, 2, 4, 8, 16]},
    ),
}
SEEN_53 = ("cpu_attention_mqa_causal_prefill_q_kv_blocks_softmax_pipeline", "cpu_gemm_batched_bias_n_tile_pipeline_prefetch_align",
           "cpu_ffn_gelu_tanh_n_down_m_pipeline_prefetch", "cpu_layernorm_no_rows_per_block_no_pipeline_no_opt_level")
# seen_54 (was held_out_54): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a non-causal grouped-query attention, a vision-language model's bidirectional prefix
# (21 query heads over 3 KV heads, 224 tokens over themselves, d 224), with its query block, softmax, pipeline and
# unroll but its KV block, KV split and opt_level left at the default, an unbatched GEMM with bias tuning its M tile
# (496 rows: 2 to 31 M blocks, the last 16 to 240 high) with the schedule, the packed B layout and unroll (its N and
# K tiles at the default; 552 columns), a non-gated erf-GELU FFN tuning the up projection's M tile, the fused
# activation, the down projection's K tile (over the 1376 intermediate columns) and the down pipeline, and an
# RMSNorm with its stats, opt_level (O0 among them) and unroll but neither its rows a block, its hidden split nor
# its pipeline (40 configurations, the full value lists: the untuned norm sets of 42 or more are used up and this is
# the one untuned set of 40 left) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_gqa7_bidir_prefix_q_block_softmax_pipeline_unroll": (
        Task("attention", {"batch": 1, "q_heads": 21, "kv_heads": 3, "seq_q": 224, "seq_kv": 224,
                           "head_dim": 224, "causal": False}, "float32"),
        {"block_q": [16, 32, 64, 128, 256], "softmax": ["online", "two_pass"],
         "pipeline": ["none", "single_buffer", "double_buffer"], "unroll_factor": [0, 2, 8, 16]},
    ),
    "cpu_gemm_bias_m_tile_schedule_layout_unroll": (
        Task("gemm", {"m": 496, "n": 552, "k": 504, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_m": [16, 48, 112, 176, 256], "schedule": ["default", "balanced", "throughput", "latency"],
         "layout": ["row_major", "col_major", "z_major"], "unroll_factor": [0, 4]},
    ),
    "cpu_ffn_gelu_m_fuse_down_k_down_pipeline": (
        Task("ffn", {"tokens": 392, "hidden": 344, "intermediate": 1376, "gated": False,
                     "activation": "gelu"}, "float32"),
        {"tile_m": [16, 48, 112, 256], "fuse_activation": [False, True], "down_tile_k": [16, 64, 144, 240],
         "down_pipeline": ["none", "single_buffer", "double_buffer"]},
    ),
    "cpu_rmsnorm_no_rows_per_block_no_split_no_pipeline": (
        Task("rmsnorm", {"rows": 1736, "hidden": 2200}, "float32"),
        {"stats": ["one_pass", "two_pass"], "opt_level": ["O0", "O1", "O2", "O3"], "unroll_factor": [0, 2, 4, 8, 16]},
    ),
}
SEEN_54 = ("cpu_attention_gqa7_bidir_prefix_q_block_softmax_pipeline_unroll", "cpu_gemm_bias_m_tile_schedule_layout_unroll",
           "cpu_ffn_gelu_m_fuse_down_k_down_pipeline", "cpu_rmsnorm_no_rows_per_block_no_split_no_pipeline")
# seen_55 (was held_out_55): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a causal grouped-query attention, a chat model's prompt prefill (26 query heads over
# 2 KV heads, 150 tokens over themselves, d 256), with its KV block, KV split, softmax and unroll but its query
# block, pipeline and opt_level left at the default, a plain GEMM (unbatched, no bias) tuning its K tile (536 deep:
# 3 to 34 k-steps, the last 8 to 120) with L1 prefetch, the schedule and unroll (its M and N tiles at the default;
# 528 x 544), a non-gated ReLU FFN tuning the up projection's K tile (over the 368 hidden columns), the down
# projection's K tile (over the 736 intermediate columns), the down L1 prefetch and unroll, and a LayerNorm with its
# rows a block and unroll but neither its hidden split, its stats, its pipeline nor its opt_level (35 configurations,
# the full value lists: the untuned norm sets of 40 or more are used up and this is the largest left) (written
# before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_gqa13_causal_prefill_kv_block_split_softmax_unroll": (
        Task("attention", {"batch": 1, "q_heads": 26, "kv_heads": 2, "seq_q": 150, "seq_kv": 150,
                           "head_dim": 256, "causal": True}, "float32"),
        {"block_kv": [32, 64, 128, 256], "kv_split": [1, 2, 4, 8], "softmax": ["online", "two_pass"],
         "unroll_factor": [0, 4, 16]},
    ),
    "cpu_gemm_k_tile_prefetch_schedule_unroll": (
        Task("gemm", {"m": 528, "n": 544, "k": 536, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_k": [16, 80, 144, 208], "l1_prefetch": [False, True],
         "schedule": ["default", "balanced", "throughput", "latency"], "unroll_factor": [0, 4, 16]},
    ),
    "cpu_ffn_relu_k_down_k_down_prefetch_unroll": (
        Task("ffn", {"tokens": 320, "hidden": 368, "intermediate": 736, "gated": False,
                     "activation": "relu"}, "float32"),
        {"tile_k": [16, 64, 144, 256], "down_tile_k": [16, 80, 160, 256], "down_l1_prefetch": [False, True],
         "unroll_factor": [0, 4, 16]},
    ),
    "cpu_layernorm_no_split_no_stats_no_pipeline_no_opt_level": (
        Task("layernorm", {"rows": 1720, "hidden": 2720}, "float32"),
        {"rows_per_block": [1, 2, 4, 8, 16, 32, 64], "unroll_factor": [0, 2, 4, 8, 16]},
    ),
}
SEEN_55 = ("cpu_attention_gqa13_causal_prefill_kv_block_split_softmax_unroll", "cpu_gemm_k_tile_prefetch_schedule_unroll",
           "cpu_ffn_relu_k_down_k_down_prefetch_unroll", "cpu_layernorm_no_split_no_stats_no_pipeline_no_opt_level")
# seen_56 (was held_out_56): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a causal multi-head attention, a prompt prefill with wide heads (28 heads, 140
# tokens over themselves, d 272), with its query block, KV block, KV split and unroll but its softmax, pipeline and
# opt_level left at the default, a batched GEMM without bias tuning its N tile (560 wide: 3 to 35 N blocks, the
# last 16 to 128) with the pipeline, the schedule and unroll (its M and K tiles at the default; batch 2 of
# 236 x 568 @ 568 x 560), a gated fast-GELU FFN tuning the down projection's M tile (over the 100 tokens) and N tile
# (over the 408 hidden columns), the fused activation and the gate/up schedule, and an RMSNorm with its hidden
# split, stats and opt_level (O0 among them) but neither its rows a block, its pipeline nor its unroll (32
# configurations, the full value lists: the untuned norm sets of 35 or more are used up and this is the largest
# left) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mha_causal_wide_q_kv_blocks_split_unroll": (
        Task("attention", {"batch": 1, "q_heads": 28, "kv_heads": 28, "seq_q": 140, "seq_kv": 140,
                           "head_dim": 272, "causal": True}, "float32"),
        {"block_q": [32, 64, 128], "block_kv": [32, 64, 128, 256], "kv_split": [1, 2, 4],
         "unroll_factor": [0, 4, 16]},
    ),
    "cpu_gemm_batched_n_tile_pipeline_schedule_unroll": (
        Task("gemm", {"m": 236, "n": 560, "k": 568, "batch": 2, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_n": [16, 80, 144, 240], "pipeline": ["none", "single_buffer", "double_buffer"],
         "schedule": ["default", "balanced", "throughput", "latency"], "unroll_factor": [0, 2, 8]},
    ),
    "cpu_ffn_gated_fastgelu_down_m_down_n_fuse_schedule": (
        Task("ffn", {"tokens": 100, "hidden": 408, "intermediate": 1088, "gated": True,
                     "activation": "fastgelu"}, "float32"),
        {"down_tile_m": [16, 32, 64, 128], "down_tile_n": [16, 64, 144, 256], "fuse_activation": [False, True],
         "schedule": ["default", "balanced", "throughput", "latency"]},
    ),
    "cpu_rmsnorm_no_rows_per_block_no_pipeline_no_unroll": (
        Task("rmsnorm", {"rows": 1400, "hidden": 2640}, "float32"),
        {"hidden_split": [1, 2, 4, 8], "stats": ["one_pass", "two_pass"], "opt_level": ["O0", "O1", "O2", "O3"]},
    ),
}
SEEN_56 = ("cpu_attention_mha_causal_wide_q_kv_blocks_split_unroll", "cpu_gemm_batched_n_tile_pipeline_schedule_unroll",
           "cpu_ffn_gated_fastgelu_down_m_down_n_fuse_schedule", "cpu_rmsnorm_no_rows_per_block_no_pipeline_no_unroll")
# seen_57 (was held_out_57): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a non-causal multi-query attention, a bidirectional block's 60 queries over a
# 212-key memory (23 query heads over one KV head, d 328), with its KV split, softmax, pipeline and unroll but its
# query block, KV block and opt_level left at the default, a batched GEMM with bias tuning its M tile (196 rows: 1
# to 13 M blocks, the last 4 to 196) with the output alignment, the schedule and the packed B layout (its N and K
# tiles, pipeline and unroll at the default; batch 3 of 196 x 576 @ 576 x 584, plus bias), a non-gated SiLU FFN
# tuning the gate/up N tile (over the 1600 intermediate columns), its pipeline, its L1 prefetch and the down
# schedule, and a LayerNorm with its stats, pipeline and unroll but neither its rows a block, its hidden split nor
# its opt_level (30 configurations, the full value lists: the untuned norm sets of 32 or more are used up and this
# is the largest left) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mqa23_bidir_kv_split_softmax_pipeline_unroll": (
        Task("attention", {"batch": 1, "q_heads": 23, "kv_heads": 1, "seq_q": 60, "seq_kv": 212,
                           "head_dim": 328, "causal": False}, "float32"),
        {"kv_split": [1, 2, 4, 8], "softmax": ["online", "two_pass"], "pipeline": ["none", "single_buffer", "double_buffer"],
         "unroll_factor": [0, 2, 8, 16]},
    ),
    "cpu_gemm_batched_bias_m_tile_align_schedule_layout": (
        Task("gemm", {"m": 196, "n": 584, "k": 576, "batch": 3, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_m": [16, 48, 80, 128, 208], "output_align": [False, True],
         "schedule": ["default", "balanced", "throughput", "latency"], "layout": ["row_major", "col_major", "z_major"]},
    ),
    "cpu_ffn_silu_n_tile_pipeline_prefetch_down_schedule": (
        Task("ffn", {"tokens": 140, "hidden": 400, "intermediate": 1600, "gated": False,
                     "activation": "silu"}, "float32"),
        {"tile_n": [32, 96, 176, 256], "pipeline": ["none", "single_buffer", "double_buffer"], "l1_prefetch": [False, True],
         "down_schedule": ["default", "balanced", "throughput", "latency"]},
    ),
    "cpu_layernorm_no_rows_per_block_no_split_no_opt_level": (
        Task("layernorm", {"rows": 1656, "hidden": 2784}, "float32"),
        {"stats": ["one_pass", "two_pass"], "pipeline": ["none", "single_buffer", "double_buffer"],
         "unroll_factor": [0, 2, 4, 8, 16]},
    ),
}
SEEN_57 = ("cpu_attention_mqa23_bidir_kv_split_softmax_pipeline_unroll", "cpu_gemm_batched_bias_m_tile_align_schedule_layout",
           "cpu_ffn_silu_n_tile_pipeline_prefetch_down_schedule", "cpu_layernorm_no_rows_per_block_no_split_no_opt_level")
# seen_58 (was held_out_58): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a non-causal multi-head attention, a cross-attention's 36 decoder queries over 300
# encoder keys (25 heads, d 368), with its KV block, softmax, pipeline and opt_level (O1, O2 and O3: no O0) but its
# query block, KV split and unroll left at the default, an unbatched GEMM with bias tuning its K tile (600 deep: 3
# to 38 k-steps, the last 8 to 88 deep) with the pipeline, the L1 prefetch and the output alignment (its M and N
# tiles, schedule, layout and unroll at the default; 324 x 600 @ 600 x 592, plus bias), a gated tanh-GELU FFN
# tuning the gate/up M and K tiles (180 tokens, 424 hidden) with the down pipeline and the down L1 prefetch, and
# an RMSNorm with its rows a block and hidden split but neither its stats, its pipeline, its opt_level nor its
# unroll (28 configurations, the full value lists: the untuned norm sets of 30 or more are used up and this is one
# of the two largest left) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mha25_cross_kv_block_softmax_pipeline_opt": (
        Task("attention", {"batch": 1, "q_heads": 25, "kv_heads": 25, "seq_q": 36, "seq_kv": 300,
                           "head_dim": 368, "causal": False}, "float32"),
        {"block_kv": [16, 32, 64, 128, 256, 512], "softmax": ["online", "two_pass"],
         "pipeline": ["none", "single_buffer", "double_buffer"], "opt_level": ["O1", "O2", "O3"]},
    ),
    "cpu_gemm_bias_k_tile_pipeline_prefetch_align": (
        Task("gemm", {"m": 324, "n": 592, "k": 600, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_k": [16, 32, 48, 64, 96, 128, 176, 208, 256], "pipeline": ["none", "single_buffer", "double_buffer"],
         "l1_prefetch": [False, True], "output_align": [False, True]},
    ),
    "cpu_ffn_geglu_tanh_m_k_down_pipeline_down_prefetch": (
        Task("ffn", {"tokens": 180, "hidden": 424, "intermediate": 1136, "gated": True,
                     "activation": "gelu_tanh"}, "float32"),
        {"tile_m": [16, 48, 96, 176], "tile_k": [16, 64, 144, 256], "down_pipeline": ["none", "single_buffer", "double_buffer"],
         "down_l1_prefetch": [False, True]},
    ),
    "cpu_rmsnorm_no_stats_no_pipeline_no_opt_level_no_unroll": (
        Task("rmsnorm", {"rows": 1480, "hidden": 2848}, "float32"),
        {"rows_per_block": [1, 2, 4, 8, 16, 32, 64], "hidden_split": [1, 2, 4, 8]},
    ),
}
SEEN_58 = ("cpu_attention_mha25_cross_kv_block_softmax_pipeline_opt", "cpu_gemm_bias_k_tile_pipeline_prefetch_align",
           "cpu_ffn_geglu_tanh_m_k_down_pipeline_down_prefetch", "cpu_rmsnorm_no_stats_no_pipeline_no_opt_level_no_unroll")
# seen_59 (was held_out_59): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a causal multi-query attention, a 116-token prompt prefill (27 query heads over one
# KV head, d 376), with its query block, softmax, opt_level (O1, O2 and O3: no O0) and unroll but its KV block, KV
# split and pipeline left at the default, a plain GEMM (unbatched, no bias) tuning its N tile (608 wide: 3 to 38
# column blocks, the last 32 to 192 wide) with the L1 prefetch, the output alignment and the packed B layout (its M
# and K tiles, pipeline, schedule and unroll at the default; 292 x 616 @ 616 x 608), a gated erf-GELU FFN tuning
# the down projection's M and K tiles (164 tokens, 1176 intermediate) with the fused activation and unroll, and a
# LayerNorm with its rows a block and opt_level (O0 among them) but neither its hidden split, its stats, its
# pipeline nor its unroll (28 configurations, the full value lists: the untuned norm sets of 30 or more are used up
# and this is the largest left) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mqa27_causal_q_block_softmax_opt_unroll": (
        Task("attention", {"batch": 1, "q_heads": 27, "kv_heads": 1, "seq_q": 116, "seq_kv": 116,
                           "head_dim": 376, "causal": True}, "float32"),
        {"block_q": [16, 32, 64, 128, 256], "softmax": ["online", "two_pass"], "opt_level": ["O1", "O2", "O3"],
         "unroll_factor": [0, 2, 4, 8, 16]},
    ),
    "cpu_gemm_n_tile_prefetch_align_layout": (
        Task("gemm", {"m": 292, "n": 608, "k": 616, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_n": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "l1_prefetch": [False, True], "output_align": [False, True], "layout": ["row_major", "col_major", "z_major"]},
    ),
    "cpu_ffn_gelu_erf_gated_down_m_down_k_fuse_unroll": (
        Task("ffn", {"tokens": 164, "hidden": 432, "intermediate": 1176, "gated": True,
                     "activation": "gelu"}, "float32"),
        {"down_tile_m": [16, 64, 176], "down_tile_k": [16, 48, 128, 256], "fuse_activation": [False, True],
         "unroll_factor": [0, 2, 4, 8, 16]},
    ),
    "cpu_layernorm_no_split_no_stats_no_pipeline_no_unroll": (
        Task("layernorm", {"rows": 1512, "hidden": 2912}, "float32"),
        {"rows_per_block": [1, 2, 4, 8, 16, 32, 64], "opt_level": ["O0", "O1", "O2", "O3"]},
    ),
}
SEEN_59 = ("cpu_attention_mqa27_causal_q_block_softmax_opt_unroll", "cpu_gemm_n_tile_prefetch_align_layout",
           "cpu_ffn_gelu_erf_gated_down_m_down_k_fuse_unroll", "cpu_layernorm_no_split_no_stats_no_pipeline_no_unroll")
# seen_60 (was held_out_60): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a non-causal grouped-query attention, a bidirectional encoder's 76-token chunk (30
# query heads over 5 KV heads, d 400), with its KV block (16 to 128: 5, 3, 2 and 1 key blocks of the 76), KV split
# (1 to 8), pipeline and opt_level (O1, O2 and O3: no O0) but its query block, softmax and unroll left at the
# default, a batched GEMM without bias tuning its M tile (212 rows: 1 to 14 row blocks, the last 4 to 212 rows)
# with the pipeline, the L1 prefetch and the output alignment (its N and K tiles, schedule, layout and unroll at
# the default; 2 x (212 x 632 @ 632 x 624)), a gated ReLU FFN tuning the down projection's N tile (440 hidden: 2 to
# 28 column blocks) with the gate/up pipeline and L1 prefetch and opt_level (O1, O2 and O3: no O0) (148 tokens,
# 1192 intermediate), and an RMSNorm with its hidden split, stats and pipeline but neither its rows a block, its
# opt_level nor its unroll (24 configurations, the full value lists: the untuned norm sets of 28 or more are used
# up and this is one of the two largest left) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_gqa6_bidir_kv_block_split_pipeline_opt": (
        Task("attention", {"batch": 1, "q_heads": 30, "kv_heads": 5, "seq_q": 76, "seq_kv": 76,
                           "head_dim": 400, "causal": False}, "float32"),
        {"block_kv": [16, 32, 64, 128], "kv_split": [1, 2, 4, 8], "pipeline": ["none", "single_buffer", "double_buffer"],
         "opt_level": ["O1", "O2", "O3"]},
    ),
    "cpu_gemm_batched_m_tile_pipeline_prefetch_align": (
        Task("gemm", {"m": 212, "n": 624, "k": 632, "batch": 2, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_m": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "pipeline": ["none", "single_buffer", "double_buffer"], "l1_prefetch": [False, True], "output_align": [False, True]},
    ),
    "cpu_ffn_reglu_down_n_pipeline_prefetch_opt": (
        Task("ffn", {"tokens": 148, "hidden": 440, "intermediate": 1192, "gated": True,
                     "activation": "relu"}, "float32"),
        {"down_tile_n": [16, 48, 80, 112, 176, 224], "pipeline": ["none", "single_buffer", "double_buffer"],
         "l1_prefetch": [False, True], "opt_level": ["O1", "O2", "O3"]},
    ),
    "cpu_rmsnorm_no_rows_per_block_no_opt_level_no_unroll": (
        Task("rmsnorm", {"rows": 1544, "hidden": 2944}, "float32"),
        {"hidden_split": [1, 2, 4, 8], "stats": ["one_pass", "two_pass"], "pipeline": ["none", "single_buffer", "double_buffer"]},
    ),
}
SEEN_60 = ("cpu_attention_gqa6_bidir_kv_block_split_pipeline_opt", "cpu_gemm_batched_m_tile_pipeline_prefetch_align",
           "cpu_ffn_reglu_down_n_pipeline_prefetch_opt", "cpu_rmsnorm_no_rows_per_block_no_opt_level_no_unroll")
# seen_61 (was held_out_61): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a causal grouped-query attention, a 100-token prompt prefill (33 query heads over 3
# KV heads, 11 a group, d 424), with its query block (16 to 128: 7, 4, 2 and 1 query blocks of the 100), KV split
# (1 to 8), softmax and opt_level (O1, O2 and O3: no O0) but its KV block, pipeline and unroll left at the default,
# a batched GEMM with bias tuning its K tile (656 deep: 3 to 41 k-steps) with the schedule (the four block-loop
# orders, 2 row blocks by 3 column blocks at the stock M and N tiles) and opt_level (O1, O2 and O3: no O0) (its M
# and N tiles, pipeline, L1 prefetch, output alignment, layout and unroll at the default; 2 x (180 x 656 @ 656 x
# 648) + bias), a non-gated fast-GELU FFN tuning the gate/up N tile (1888 intermediate: 8 to 118 column blocks)
# with the down pipeline and the down L1 prefetch (132 tokens, 472 hidden), and a LayerNorm with its stats,
# pipeline and opt_level (O0 among them) but neither its rows a block, its hidden split nor its unroll (24
# configurations, the full value lists: the untuned norm sets of 28 or more are used up and this is the largest
# left) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_gqa11_causal_q_block_split_softmax_opt": (
        Task("attention", {"batch": 1, "q_heads": 33, "kv_heads": 3, "seq_q": 100, "seq_kv": 100,
                           "head_dim": 424, "causal": True}, "float32"),
        {"block_q": [16, 32, 64, 128], "kv_split": [1, 2, 4, 8], "softmax": ["online", "two_pass"],
         "opt_level": ["O1", "O2", "O3"]},
    ),
    "cpu_gemm_batched_bias_k_tile_schedule_opt": (
        Task("gemm", {"m": 180, "n": 648, "k": 656, "batch": 2, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_k": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "schedule": ["default", "balanced", "throughput", "latency"], "opt_level": ["O1", "O2", "O3"]},
    ),
    "cpu_ffn_fastgelu_n_tile_down_pipeline_down_prefetch": (
        Task("ffn", {"tokens": 132, "hidden": 472, "intermediate": 1888, "gated": False,
                     "activation": "fastgelu"}, "float32"),
        {"tile_n": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "down_pipeline": ["none", "single_buffer", "double_buffer"], "down_l1_prefetch": [False, True]},
    ),
    "cpu_layernorm_no_rows_per_block_no_split_no_unroll": (
        Task("layernorm", {"rows": 1608, "hidden": 3040}, "float32"),
        {"stats": ["one_pass", "two_pass"], "pipeline": ["none", "single_buffer", "double_buffer"],
         "opt_level": ["O0", "O1", "O2", "O3"]},
    ),
}
SEEN_61 = ("cpu_attention_gqa11_causal_q_block_split_softmax_opt", "cpu_gemm_batched_bias_k_tile_schedule_opt",
           "cpu_ffn_fastgelu_n_tile_down_pipeline_down_prefetch", "cpu_layernorm_no_rows_per_block_no_split_no_unroll")
# seen_62 (was held_out_62): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a causal multi-head attention, a 58-token prompt prefill (29 query heads over 29 KV
# heads, d 440), with its KV block (16 to 64: 4, 2 and 1 key blocks of the 58), pipeline, opt_level (O1, O2 and O3:
# no O0) and unroll but its query block, KV split and softmax left at the default, an unbatched GEMM with bias
# tuning its N tile (664 wide: 42 to 3 column blocks) with the L1 prefetch and the unroll (its M and K tiles,
# pipeline, output alignment, opt_level, schedule and layout at the default; 172 x 672 @ 672 x 664 + bias), a gated
# SiLU (SwiGLU) FFN tuning the gate/up K tile (504 hidden: 32 to 2 k-steps) with the fused activation and the unroll
# (124 tokens, 1344 intermediate), and an RMSNorm with its rows a block and pipeline but neither its hidden split,
# its stats, its opt_level nor its unroll (21 configurations, the full value lists: the untuned norm sets of 24 or
# more are used up and this is the largest left) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mha29_causal_kv_block_pipeline_opt_unroll": (
        Task("attention", {"batch": 1, "q_heads": 29, "kv_heads": 29, "seq_q": 58, "seq_kv": 58,
                           "head_dim": 440, "causal": True}, "float32"),
        {"block_kv": [16, 32, 64], "pipeline": ["none", "single_buffer", "double_buffer"],
         "opt_level": ["O1", "O2", "O3"], "unroll_factor": [0, 2, 4, 8, 16]},
    ),
    "cpu_gemm_bias_n_tile_prefetch_unroll": (
        Task("gemm", {"m": 172, "n": 664, "k": 672, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_n": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "l1_prefetch": [False, True], "unroll_factor": [0, 2, 4, 8, 16]},
    ),
    "cpu_ffn_swiglu_k_tile_fuse_unroll": (
        Task("ffn", {"tokens": 124, "hidden": 504, "intermediate": 1344, "gated": True,
                     "activation": "silu"}, "float32"),
        {"tile_k": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "fuse_activation": [False, True], "unroll_factor": [0, 2, 4, 8, 16]},
    ),
    "cpu_rmsnorm_no_split_no_stats_no_opt_level_no_unroll": (
        Task("rmsnorm", {"rows": 1616, "hidden": 3048}, "float32"),
        {"rows_per_block": [1, 2, 4, 8, 16, 32, 64], "pipeline": ["none", "single_buffer", "double_buffer"]},
    ),
}
SEEN_62 = ("cpu_attention_mha29_causal_kv_block_pipeline_opt_unroll", "cpu_gemm_bias_n_tile_prefetch_unroll",
           "cpu_ffn_swiglu_k_tile_fuse_unroll", "cpu_rmsnorm_no_split_no_stats_no_opt_level_no_unroll")
# seen_63 (was held_out_63): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a non-causal multi-query attention, a decoder's cross-attention (68 query tokens over
# 132 encoder states, 31 query heads over one KV head, d 480), with its query block (16 to 128: 5, 3, 2 and 1 query
# blocks of the 68), KV split (1 to 16) and unroll but its KV block, softmax, pipeline and opt_level left at the
# default, a plain GEMM (no batch, no bias) tuning its M tile (300 rows: 19 to 2 row blocks) with the output
# alignment and the packed B layout (its N and K tiles, pipeline, L1 prefetch, opt_level, schedule and unroll at the
# default; 300 x 688 @ 688 x 680), a non-gated tanh-GELU FFN tuning the gate/up M tile (244 tokens: 16 to 1 row
# blocks) with the gate/up L1 prefetch and opt_level (O1, O2 and O3: no O0) (672 hidden, 1360 intermediate), and a
# LayerNorm with its hidden split and unroll but neither its rows a block, its stats, its pipeline nor its opt_level
# (20 configurations, the full value lists: the untuned norm sets of 21 or more are used up and this is one of the
# two largest left) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mqa31_cross_q_block_split_unroll": (
        Task("attention", {"batch": 1, "q_heads": 31, "kv_heads": 1, "seq_q": 68, "seq_kv": 132,
                           "head_dim": 480, "causal": False}, "float32"),
        {"block_q": [16, 32, 64, 128], "kv_split": [1, 2, 4, 8, 16], "unroll_factor": [0, 2, 4, 8, 16]},
    ),
    "cpu_gemm_m_tile_align_layout": (
        Task("gemm", {"m": 300, "n": 680, "k": 688, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_m": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "output_align": [False, True], "layout": ["row_major", "col_major", "z_major"]},
    ),
    "cpu_ffn_gelu_tanh_m_tile_prefetch_opt": (
        Task("ffn", {"tokens": 244, "hidden": 672, "intermediate": 1360, "gated": False,
                     "activation": "gelu_tanh"}, "float32"),
        {"tile_m": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "l1_prefetch": [False, True], "opt_level": ["O1", "O2", "O3"]},
    ),
    "cpu_layernorm_no_rows_per_block_no_stats_no_pipeline_no_opt_level": (
        Task("layernorm", {"rows": 1624, "hidden": 3056}, "float32"),
        {"hidden_split": [1, 2, 4, 8], "unroll_factor": [0, 2, 4, 8, 16]},
    ),
}
SEEN_63 = ("cpu_attention_mqa31_cross_q_block_split_unroll", "cpu_gemm_m_tile_align_layout",
           "cpu_ffn_gelu_tanh_m_tile_prefetch_opt", "cpu_layernorm_no_rows_per_block_no_stats_no_pipeline_no_opt_level")
# seen_64 (was held_out_64): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a non-causal multi-head attention, a decoder's cross-attention (35 query tokens over
# 84 encoder states, 34 heads, d 488), with its KV block (16 to 128: 6, 3, 2 and 1 key blocks of the 84; 256 and 512
# are one block like 128 and left out), softmax, opt_level (O1, O2 and O3: no O0) and unroll but its query block,
# KV split and pipeline left at the default, a batched GEMM (batch 2, no bias) tuning its K tile (704 deep: 44 to 3
# k-steps) with the pipeline and opt_level (O1, O2 and O3: no O0) (its M and N tiles, L1 prefetch, output alignment,
# schedule, unroll and layout at the default; 2 x 204 x 704 @ 704 x 696), a non-gated erf-GELU FFN tuning the down
# projection's K tile (1392 intermediate: 87 to 6 k-steps) with both pipelines (116 tokens, 696 hidden), and an
# RMSNorm with its opt_level (O0 among its levels) and unroll but neither its rows a block, its hidden split, its
# stats nor its pipeline (20 configurations, the full value lists: the untuned norm sets of 21 or more are used up
# and this is the largest left) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mha34_cross_kv_block_softmax_opt_unroll": (
        Task("attention", {"batch": 1, "q_heads": 34, "kv_heads": 34, "seq_q": 35, "seq_kv": 84,
                           "head_dim": 488, "causal": False}, "float32"),
        {"block_kv": [16, 32, 64, 128], "softmax": ["online", "two_pass"], "opt_level": ["O1", "O2", "O3"],
         "unroll_factor": [0, 2, 4, 8, 16]},
    ),
    "cpu_gemm_batched_k_tile_pipeline_opt": (
        Task("gemm", {"m": 204, "n": 696, "k": 704, "batch": 2, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_k": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "pipeline": ["none", "single_buffer", "double_buffer"], "opt_level": ["O1", "O2", "O3"]},
    ),
    "cpu_ffn_gelu_erf_down_k_both_pipelines": (
        Task("ffn", {"tokens": 116, "hidden": 696, "intermediate": 1392, "gated": False,
                     "activation": "gelu"}, "float32"),
        {"down_tile_k": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "pipeline": ["none", "single_buffer", "double_buffer"],
         "down_pipeline": ["none", "single_buffer", "double_buffer"]},
    ),
    "cpu_rmsnorm_no_rows_per_block_no_split_no_stats_no_pipeline": (
        Task("rmsnorm", {"rows": 1640, "hidden": 3064}, "float32"),
        {"opt_level": ["O0", "O1", "O2", "O3"], "unroll_factor": [0, 2, 4, 8, 16]},
    ),
}
SEEN_64 = ("cpu_attention_mha34_cross_kv_block_softmax_opt_unroll", "cpu_gemm_batched_k_tile_pipeline_opt",
           "cpu_ffn_gelu_erf_down_k_both_pipelines", "cpu_rmsnorm_no_rows_per_block_no_split_no_stats_no_pipeline")
# seen_65 (was held_out_65): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a causal multi-query attention, a decoder's prefill (92 tokens, 37 query heads over
# one KV head, d 496), with its query block (16 to 128: 6, 3, 2 and 1 query blocks of the 92; 256 is one block like
# 128 and left out), softmax, pipeline and opt_level (O0 among its levels: without it 72, under 96) but its KV block,
# KV split and unroll left at the default, a batched GEMM with bias (batch 2) tuning its N tile (712 wide: 45 to 3
# column blocks) with the L1 prefetch and the schedule (its M and K tiles, pipeline, output alignment, opt_level,
# unroll and layout at the default; 2 x 220 x 720 @ 720 x 712 + bias), a non-gated ReLU FFN tuning the down
# projection's M tile (252 tokens: 16 to 1 row blocks) with the down L1 prefetch and the unroll (728 hidden, 1096
# intermediate), and a LayerNorm with its hidden split and opt_level (O0 among its levels) but neither its rows a
# block, its stats, its pipeline nor its unroll (16 configurations, the full value lists: the untuned norm sets of
# 20 or more are used up and this is the largest left) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mqa37_causal_q_block_softmax_pipeline_opt": (
        Task("attention", {"batch": 1, "q_heads": 37, "kv_heads": 1, "seq_q": 92, "seq_kv": 92,
                           "head_dim": 496, "causal": True}, "float32"),
        {"block_q": [16, 32, 64, 128], "softmax": ["online", "two_pass"],
         "pipeline": ["none", "single_buffer", "double_buffer"], "opt_level": ["O0", "O1", "O2", "O3"]},
    ),
    "cpu_gemm_batched_bias_n_tile_prefetch_schedule": (
        Task("gemm", {"m": 220, "n": 712, "k": 720, "batch": 2, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_n": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "l1_prefetch": [False, True], "schedule": ["default", "balanced", "throughput", "latency"]},
    ),
    "cpu_ffn_relu_down_m_down_prefetch_unroll": (
        Task("ffn", {"tokens": 252, "hidden": 728, "intermediate": 1096, "gated": False,
                     "activation": "relu"}, "float32"),
        {"down_tile_m": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "down_l1_prefetch": [False, True], "unroll_factor": [0, 2, 4, 8, 16]},
    ),
    "cpu_layernorm_no_rows_per_block_no_stats_no_pipeline_no_unroll": (
        Task("layernorm", {"rows": 1648, "hidden": 3080}, "float32"),
        {"hidden_split": [1, 2, 4, 8], "opt_level": ["O0", "O1", "O2", "O3"]},
    ),
}
SEEN_65 = ("cpu_attention_mqa37_causal_q_block_softmax_pipeline_opt", "cpu_gemm_batched_bias_n_tile_prefetch_schedule",
           "cpu_ffn_relu_down_m_down_prefetch_unroll", "cpu_layernorm_no_rows_per_block_no_stats_no_pipeline_no_unroll")
# seen_66 (was held_out_66): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a non-causal grouped-query attention, a decoder's cross-attention (42 query tokens
# over 66 encoder states, 38 query heads over two KV heads, d 504), with its KV block (16 to 128: 5, 3, 2 and 1 key
# blocks of the 66; 256 and 512 are one block like 128 and left out), KV split and unroll but its query block,
# softmax, pipeline and opt_level left at the default, an unbatched GEMM with bias tuning its M tile (244 rows: 16
# to 1 row blocks) with the output alignment and the unroll (its N and K tiles, pipeline, L1 prefetch, opt_level,
# schedule and layout at the default; 244 x 736 @ 736 x 728 + bias), a gated fast-GELU FFN tuning the down
# projection's N tile (752 hidden: 47 to 3 column blocks) with the fused activation and opt_level (O1, O2 and O3: no
# O0) (156 tokens, 1128 intermediate), and an RMSNorm with its pipeline and unroll but neither its rows a block, its
# hidden split, its stats nor its opt_level (15 configurations, the full value lists: the untuned norm sets of 16 or
# more are used up and this is the largest left) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_gqa19_cross_kv_block_split_unroll": (
        Task("attention", {"batch": 1, "q_heads": 38, "kv_heads": 2, "seq_q": 42, "seq_kv": 66,
                           "head_dim": 504, "causal": False}, "float32"),
        {"block_kv": [16, 32, 64, 128], "kv_split": [1, 2, 4, 8, 16], "unroll_factor": [0, 2, 4, 8, 16]},
    ),
    "cpu_gemm_bias_m_tile_align_unroll": (
        Task("gemm", {"m": 244, "n": 728, "k": 736, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_m": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "output_align": [False, True], "unroll_factor": [0, 2, 4, 8, 16]},
    ),
    "cpu_ffn_gated_fastgelu_down_n_fuse_opt": (
        Task("ffn", {"tokens": 156, "hidden": 752, "intermediate": 1128, "gated": True,
                     "activation": "fastgelu"}, "float32"),
        {"down_tile_n": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "fuse_activation": [False, True], "opt_level": ["O1", "O2", "O3"]},
    ),
    "cpu_rmsnorm_no_rows_per_block_no_split_no_stats_no_opt_level": (
        Task("rmsnorm", {"rows": 1672, "hidden": 3088}, "float32"),
        {"pipeline": ["none", "single_buffer", "double_buffer"], "unroll_factor": [0, 2, 4, 8, 16]},
    ),
}
SEEN_66 = ("cpu_attention_gqa19_cross_kv_block_split_unroll", "cpu_gemm_bias_m_tile_align_unroll",
           "cpu_ffn_gated_fastgelu_down_n_fuse_opt", "cpu_rmsnorm_no_rows_per_block_no_split_no_stats_no_opt_level")
# seen_67 (was held_out_67): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a causal grouped-query attention, a decoder's prefill (41 tokens, 39 query heads over
# three KV heads, d 520), with its query block (16 to 64: 3, 2 and 1 query blocks of the 41; 128 and 256 are one
# block like 64 and left out), pipeline, opt_level (O1, O2 and O3: no O0) and unroll but its KV block, KV split and
# softmax left at the default, a plain GEMM tuning its K tile (752 deep: 47 to 3 k-steps) with the pipeline and the
# layout (its M and N tiles, L1 prefetch, output alignment, opt_level, schedule and unroll at the default; 252 x 752
# @ 752 x 744), a non-gated SiLU FFN tuning the gate/up projection's N tile (1144 intermediate: 72 to 5 column
# blocks) with the gate/up L1 prefetch and the down pipeline (172 tokens, 760 hidden), and a LayerNorm with its rows
# a block and its stats but neither its hidden split, its pipeline, its opt_level nor its unroll (14
# configurations, the full value lists: the untuned norm sets of 15 or more are used up and this is the largest
# left) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_gqa13_causal_q_block_pipeline_opt_unroll": (
        Task("attention", {"batch": 1, "q_heads": 39, "kv_heads": 3, "seq_q": 41, "seq_kv": 41,
                           "head_dim": 520, "causal": True}, "float32"),
        {"block_q": [16, 32, 64], "pipeline": ["none", "single_buffer", "double_buffer"],
         "opt_level": ["O1", "O2", "O3"], "unroll_factor": [0, 2, 4, 8, 16]},
    ),
    "cpu_gemm_k_tile_pipeline_layout": (
        Task("gemm", {"m": 252, "n": 744, "k": 752, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_k": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "pipeline": ["none", "single_buffer", "double_buffer"], "layout": ["row_major", "col_major", "z_major"]},
    ),
    "cpu_ffn_silu_n_tile_prefetch_down_pipeline": (
        Task("ffn", {"tokens": 172, "hidden": 760, "intermediate": 1144, "gated": False,
                     "activation": "silu"}, "float32"),
        {"tile_n": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "l1_prefetch": [False, True], "down_pipeline": ["none", "single_buffer", "double_buffer"]},
    ),
    "cpu_layernorm_no_split_no_pipeline_no_opt_level_no_unroll": (
        Task("layernorm", {"rows": 1680, "hidden": 3096}, "float32"),
        {"rows_per_block": [1, 2, 4, 8, 16, 32, 64], "stats": ["one_pass", "two_pass"]},
    ),
}
SEEN_67 = ("cpu_attention_gqa13_causal_q_block_pipeline_opt_unroll", "cpu_gemm_k_tile_pipeline_layout",
           "cpu_ffn_silu_n_tile_prefetch_down_pipeline", "cpu_layernorm_no_split_no_pipeline_no_opt_level_no_unroll")
# seen_68 (was held_out_68): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a causal multi-head attention, a decoder's prefill (47 tokens, 43 heads, d 528), with
# its KV split (1 to 16: the 47 visible keys of the one query block in 1, 2 and 3 chunks of whole 16-float panels, 4,
# 8 and 16 splitting them alike into three with 1, 5 and 13 empty splits), softmax, pipeline and opt_level (O0 to
# O3: O0 kept, 90 without it) but its query block (128: one block of the 47), KV block (128) and unroll (0) left at
# the default, a batched GEMM without bias tuning its N tile (760 wide: 48 to 3 column blocks) with the L1 prefetch
# and opt_level (O1, O2 and O3: no O0; its M and K tiles, pipeline, output alignment, schedule, unroll and layout at
# the default; two 228 x 768 @ 768 x 760), a gated tanh-GELU FFN tuning the gate/up projection's K tile (768 hidden:
# 48 to 3 k-steps) with the gate/up pipeline and the down L1 prefetch (188 tokens, 1152 intermediate), and an
# RMSNorm with its hidden split and its pipeline but neither its rows a block, its stats, its opt_level nor its
# unroll (12 configurations, the full value lists: the untuned norm sets of 13 or more are used up and this is one
# of the two largest left) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mha43_causal_kv_split_softmax_pipeline_opt": (
        Task("attention", {"batch": 1, "q_heads": 43, "kv_heads": 43, "seq_q": 47, "seq_kv": 47,
                           "head_dim": 528, "causal": True}, "float32"),
        {"kv_split": [1, 2, 4, 8, 16], "softmax": ["online", "two_pass"],
         "pipeline": ["none", "single_buffer", "double_buffer"], "opt_level": ["O0", "O1", "O2", "O3"]},
    ),
    "cpu_gemm_batched_n_tile_prefetch_opt": (
        Task("gemm", {"m": 228, "n": 760, "k": 768, "batch": 2, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_n": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "l1_prefetch": [False, True], "opt_level": ["O1", "O2", "O3"]},
    ),
    "cpu_ffn_geglu_tanh_k_tile_pipeline_down_prefetch": (
        Task("ffn", {"tokens": 188, "hidden": 768, "intermediate": 1152, "gated": True,
                     "activation": "gelu_tanh"}, "float32"),
        {"tile_k": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "pipeline": ["none", "single_buffer", "double_buffer"], "down_l1_prefetch": [False, True]},
    ),
    "cpu_rmsnorm_no_rows_per_block_no_stats_no_opt_level_no_unroll": (
        Task("rmsnorm", {"rows": 1688, "hidden": 3104}, "float32"),
        {"hidden_split": [1, 2, 4, 8], "pipeline": ["none", "single_buffer", "double_buffer"]},
    ),
}
SEEN_68 = ("cpu_attention_mha43_causal_kv_split_softmax_pipeline_opt", "cpu_gemm_batched_n_tile_prefetch_opt",
           "cpu_ffn_geglu_tanh_k_tile_pipeline_down_prefetch", "cpu_rmsnorm_no_rows_per_block_no_stats_no_opt_level_no_unroll")
# seen_69 (was held_out_69): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a non-causal multi-query attention, cross attention (70 queries over 138 keys, 44
# query heads over one KV head, d 108: not a multiple of 8, six 16-float vectors and a 12-float tail; every multiple
# of 8 up to 528 is taken and at 536 every space of 96 or more was timed over 130 s), with its query block (16 to
# 128: 5, 3, 2 and 1 blocks of the 70 queries; 256 is one block like 128 and left out), KV block (16 to 256: 9, 5,
# 3, 2 and 1 blocks of the 138 keys; 512 is one block like 256 and left out) and unroll but its KV split (1),
# softmax (two_pass), pipeline (single_buffer) and opt_level (O2) left at the default, a batched GEMM with bias
# tuning its M tile (260 high: 17 to 2 row blocks) with the schedule and the output alignment (its N and K tiles,
# pipeline, L1 prefetch, opt_level, unroll and layout at the default; two 260 x 784 @ 784 x 776 and a bias), a
# gated erf-GELU FFN tuning the gate/up projection's M tile (186
# tokens: 12 to 2 row blocks for 16 to 176, one block for 192 and over: 208 to 256 are one block like 192 and left
# out) with the fused activation and the unroll (776 hidden, 1168 intermediate), and a LayerNorm with its
# pipeline and its opt_level (O0 to O3) but neither its rows a block, its hidden split, its stats nor its unroll (12
# configurations, the full value lists: the untuned norm sets of 13 or more are used up and this is the largest
# left) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mqa44_cross_q_kv_blocks_unroll": (
        Task("attention", {"batch": 1, "q_heads": 44, "kv_heads": 1, "seq_q": 70, "seq_kv": 138,
                           "head_dim": 108, "causal": False}, "float32"),
        {"block_q": [16, 32, 64, 128], "block_kv": [16, 32, 64, 128, 256], "unroll_factor": [0, 2, 4, 8, 16]},
    ),
    "cpu_gemm_batched_bias_m_tile_schedule_align": (
        Task("gemm", {"m": 260, "n": 776, "k": 784, "batch": 2, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_m": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "schedule": ["default", "balanced", "throughput", "latency"], "output_align": [False, True]},
    ),
    "cpu_ffn_gelu_erf_gated_m_tile_fuse_unroll": (
        Task("ffn", {"tokens": 186, "hidden": 776, "intermediate": 1168, "gated": True,
                     "activation": "gelu"}, "float32"),
        {"tile_m": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192],
         "fuse_activation": [False, True], "unroll_factor": [0, 2, 4, 8, 16]},
    ),
    "cpu_layernorm_no_rows_per_block_no_split_no_stats_no_unroll": (
        Task("layernorm", {"rows": 1704, "hidden": 3112}, "float32"),
        {"pipeline": ["none", "single_buffer", "double_buffer"], "opt_level": ["O0", "O1", "O2", "O3"]},
    ),
}
SEEN_69 = ("cpu_attention_mqa44_cross_q_kv_blocks_unroll", "cpu_gemm_batched_bias_m_tile_schedule_align",
           "cpu_ffn_gelu_erf_gated_m_tile_fuse_unroll", "cpu_layernorm_no_rows_per_block_no_split_no_stats_no_unroll")
# seen_70 (was held_out_70): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a non-causal multi-head attention, cross attention (46 queries over 130 keys, 45
# heads, d 52: not a multiple of 8, three 16-float vectors and a 4-float tail; every multiple of 8 up to 528 is
# taken, 536 is too slow to record, and at d 124 the 150 configurations timed about 120-130 s), with its KV split (1 to 16: 1, 2, 3, 5 and 9 chunks of whole 16-key panels
# of the 130 keys), softmax, opt_level (O1 to O3: O0 left out, it slows recording) and unroll, its query block (128:
# one block of the 46 queries), KV block (128), pipeline (single_buffer) left at the default, a GEMM with bias
# tuning its K tile (800 deep: 50 to 4 k-steps, sixteen different blockings) with the L1 prefetch and the unroll
# (its M and N tiles, pipeline, output alignment, opt_level, schedule and layout at the default; 268 x 800 @ 800 x
# 792 and a bias), a gated ReLU (ReGLU) FFN tuning the down projection's K tile (1184 deep: 74 to 5 k-steps,
# sixteen different blockings) with the gate/up L1 prefetch and opt_level (O1 to O3: O0 left out) (190 tokens, 784
# hidden, 1184 intermediate), and an RMSNorm with its stats and its unroll but neither its rows a block, its hidden
# split, its pipeline nor its opt_level (10 configurations, the full value lists: the untuned norm sets of 11 or
# more are used up and this is the largest left) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mha45_cross_split_softmax_opt_unroll": (
        Task("attention", {"batch": 1, "q_heads": 45, "kv_heads": 45, "seq_q": 46, "seq_kv": 130,
                           "head_dim": 52, "causal": False}, "float32"),
        {"kv_split": [1, 2, 4, 8, 16], "softmax": ["online", "two_pass"], "opt_level": ["O1", "O2", "O3"],
         "unroll_factor": [0, 2, 4, 8, 16]},
    ),
    "cpu_gemm_bias_k_tile_prefetch_unroll": (
        Task("gemm", {"m": 268, "n": 792, "k": 800, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_k": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "l1_prefetch": [False, True], "unroll_factor": [0, 2, 4, 8, 16]},
    ),
    "cpu_ffn_reglu_down_k_prefetch_opt": (
        Task("ffn", {"tokens": 190, "hidden": 784, "intermediate": 1184, "gated": True,
                     "activation": "relu"}, "float32"),
        {"down_tile_k": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "l1_prefetch": [False, True], "opt_level": ["O1", "O2", "O3"]},
    ),
    "cpu_rmsnorm_no_rows_per_block_no_split_no_pipeline_no_opt_level": (
        Task("rmsnorm", {"rows": 1712, "hidden": 3120}, "float32"),
        {"stats": ["one_pass", "two_pass"], "unroll_factor": [0, 2, 4, 8, 16]},
    ),
}
SEEN_70 = ("cpu_attention_mha45_cross_split_softmax_opt_unroll", "cpu_gemm_bias_k_tile_prefetch_unroll",
           "cpu_ffn_reglu_down_k_prefetch_opt", "cpu_rmsnorm_no_rows_per_block_no_split_no_pipeline_no_opt_level")
# seen_71 (was held_out_71): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a causal multi-query attention, self attention (134 queries over 134 keys: 8 whole
# 16-key panels and a 6-key tail; 49 query heads over one KV head, d 50: not a multiple of 8, three 16-float vectors
# and a 2-float tail; every head dimension up to 48 is taken, 52 too, and the smallest free multiple of 4, 124, timed
# too near 130 s in z83's round), with its query block (16 to 256: 9, 5, 3, 2 and 1 blocks of the 134 queries), KV
# block (16 to 512: 9, 5, 3, 2, 1 and 1 blocks of the keys, 256 and 512 both one block) and KV split (1 to 16: 1, 2,
# 3, 5 and 9 chunks of whole 16-key panels), its softmax (two_pass), pipeline (single_buffer), opt_level (O2) and
# unroll (0) left at the default, a plain GEMM tuning its N tile (808 wide: 51 to 4 column blocks) with the pipeline
# and the layout (its M and K tiles, L1 prefetch, output alignment, opt_level, schedule and unroll at the default;
# 276 x 816 @ 816 x 808), a non-gated fast-GELU FFN tuning the down projection's M tile (196 tokens: 13 to 1 row
# blocks) with both pipelines (196 tokens, 792 hidden, 1200 intermediate), and a LayerNorm with its hidden split and
# its stats but neither its rows a block, its pipeline, its opt_level nor its unroll (8 configurations, the full value
# lists: the untuned norm sets of 9 or more are used up and this is one of the two largest left) (written before any
# strategy ran)
LANDSCAPES |= {
    "cpu_attention_mqa49_causal_q_kv_blocks_split": (
        Task("attention", {"batch": 1, "q_heads": 49, "kv_heads": 1, "seq_q": 134, "seq_kv": 134,
                           "head_dim": 50, "causal": True}, "float32"),
        {"block_q": [16, 32, 64, 128, 256], "block_kv": [16, 32, 64, 128, 256, 512], "kv_split": [1, 2, 4, 8, 16]},
    ),
    "cpu_gemm_n_tile_pipeline_layout": (
        Task("gemm", {"m": 276, "n": 808, "k": 816, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_n": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "pipeline": ["none", "single_buffer", "double_buffer"], "layout": ["row_major", "col_major", "z_major"]},
    ),
    "cpu_ffn_fastgelu_down_m_both_pipelines": (
        Task("ffn", {"tokens": 196, "hidden": 792, "intermediate": 1200, "gated": False,
                     "activation": "fastgelu"}, "float32"),
        {"down_tile_m": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "pipeline": ["none", "single_buffer", "double_buffer"], "down_pipeline": ["none", "single_buffer", "double_buffer"]},
    ),
    "cpu_layernorm_no_rows_per_block_no_pipeline_no_opt_level_no_unroll": (
        Task("layernorm", {"rows": 1744, "hidden": 3128}, "float32"),
        {"hidden_split": [1, 2, 4, 8], "stats": ["one_pass", "two_pass"]},
    ),
}
SEEN_71 = ("cpu_attention_mqa49_causal_q_kv_blocks_split", "cpu_gemm_n_tile_pipeline_layout",
           "cpu_ffn_fastgelu_down_m_both_pipelines", "cpu_layernorm_no_rows_per_block_no_pipeline_no_opt_level_no_unroll")
# seen_72 (was held_out_72): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of
# their op kind tuned together: a non-causal grouped-query attention, cross attention (55 queries over 142 keys: 8
# whole 16-key panels and a 14-key tail; 51 query heads over 3 KV heads, groups of 17; d 54: not a multiple of 8,
# three 16-float vectors and a 6-float tail; every number up to 50 is taken in some dimension of an earlier attention
# space, 52 too, 51 is the smallest free head count and 54 the smallest free even head dimension), with its softmax
# (online, two_pass), pipeline (all three), opt_level (O0 to O3) and unroll (0 to 16), its query block (128: one
# block of the 55 queries), KV block (128: two blocks of the keys) and KV split (1) left at the default, a batch-2
# GEMM without bias tuning its M tile (284 rows: 18 to 2 row blocks) with the output alignment (824 is not a multiple
# of 16: the C rows padded to 832) and opt_level (O1 to O3) (its N and K tiles, pipeline, L1 prefetch, schedule,
# unroll and layout at the default; 2 x 284 x 832 @ 832 x 824), a gated SiLU (SwiGLU) FFN tuning the down
# projection's N tile (800 wide: 50 to 4 column blocks) with the down L1 prefetch and opt_level (O1 to O3) (204
# tokens, 800 hidden, 1208 intermediate), and an RMSNorm with its stats and its opt_level (O0 to O3) but neither its
# rows a block, its hidden split, its pipeline nor its unroll (8 configurations, the full value lists: the untuned
# norm sets of 9 or more are used up and this is the largest left; 1752 rows x 3144) (written before any strategy
# ran)
LANDSCAPES |= {
    "cpu_attention_gqa17_cross_softmax_pipeline_opt_unroll": (
        Task("attention", {"batch": 1, "q_heads": 51, "kv_heads": 3, "seq_q": 55, "seq_kv": 142,
                           "head_dim": 54, "causal": False}, "float32"),
        {"softmax": ["online", "two_pass"], "pipeline": ["none", "single_buffer", "double_buffer"],
         "opt_level": ["O0", "O1", "O2", "O3"], "unroll_factor": [0, 2, 4, 8, 16]},
    ),
    "cpu_gemm_batched_m_tile_align_opt": (
        Task("gemm", {"m": 284, "n": 824, "k": 832, "batch": 2, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_m": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "output_align": [False, True], "opt_level": ["O1", "O2", "O3"]},
    ),
    "cpu_ffn_swiglu_down_n_down_prefetch_opt": (
        Task("ffn", {"tokens": 204, "hidden": 800, "intermediate": 1208, "gated": True,
                     "activation": "silu"}, "float32"),
        {"down_tile_n": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "down_l1_prefetch": [False, True], "opt_level": ["O1", "O2", "O3"]},
    ),
    "cpu_rmsnorm_no_rows_per_block_no_split_no_pipeline_no_unroll": (
        Task("rmsnorm", {"rows": 1752, "hidden": 3144}, "float32"),
        {"stats": ["one_pass", "two_pass"], "opt_level": ["O0", "O1", "O2", "O3"]},
    ),
}
SEEN_72 = ("cpu_attention_gqa17_cross_softmax_pipeline_opt_unroll", "cpu_gemm_batched_m_tile_align_opt",
           "cpu_ffn_swiglu_down_n_down_prefetch_opt", "cpu_rmsnorm_no_rows_per_block_no_split_no_pipeline_no_unroll")
# seen_73 (was held_out_73): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of their
# op kind tuned together: a causal grouped-query attention (146 queries over 146 keys: 9 whole 16-key panels and a
# 2-key tail; 57 query heads over 3 KV heads, groups of 19; d 62: not a multiple of 8, three 16-float vectors and a
# 14-float tail; every number up to 52 is taken in some dimension of an earlier attention space, 54, 55, 56, 58 and 60
# too, 57 is the smallest free GQA head count (53 is prime) and 62 the smallest free even head dimension), with its
# query block (16 to 256: 10 to 1 blocks of the 146 queries), KV block (16 to 512) and opt_level (O0 to O3), its KV
# split (1), softmax (two_pass), pipeline (single_buffer) and unroll (0) left at the default, a batch-2 GEMM with bias
# tuning its K tile (848 deep: 53 to 4 blocks) with the L1 prefetch and the schedule (all four loop orders) (its M and
# N tiles, pipeline, output alignment, opt_level, unroll and layout at the default; 2 x 308 x 848 @ 848 x 840 + bias),
# a non-gated tanh-GELU FFN tuning the gate/up projection's N tile (1216 wide: 76 to 5 column blocks) with the fused
# activation and the down pipeline (212 tokens, 808 hidden, 1216 intermediate), and a LayerNorm with its rows a block
# (1 to 64) but neither its hidden split, its stats, its pipeline, its opt_level nor its unroll (7 configurations, the
# full value list: the untuned norm sets of 8 or more are used up and this is the largest left; 1768 rows x 3152)
# (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_gqa19_causal_q_kv_blocks_opt": (
        Task("attention", {"batch": 1, "q_heads": 57, "kv_heads": 3, "seq_q": 146, "seq_kv": 146,
                           "head_dim": 62, "causal": True}, "float32"),
        {"block_q": [16, 32, 64, 128, 256], "block_kv": [16, 32, 64, 128, 256, 512],
         "opt_level": ["O0", "O1", "O2", "O3"]},
    ),
    "cpu_gemm_batched_bias_k_tile_prefetch_schedule": (
        Task("gemm", {"m": 308, "n": 840, "k": 848, "batch": 2, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_k": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "l1_prefetch": [False, True], "schedule": ["default", "balanced", "throughput", "latency"]},
    ),
    "cpu_ffn_gelu_tanh_n_tile_fuse_down_pipeline": (
        Task("ffn", {"tokens": 212, "hidden": 808, "intermediate": 1216, "gated": False,
                     "activation": "gelu_tanh"}, "float32"),
        {"tile_n": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "fuse_activation": [False, True], "down_pipeline": ["none", "single_buffer", "double_buffer"]},
    ),
    "cpu_layernorm_no_split_no_stats_no_pipeline_no_opt_level_no_unroll": (
        Task("layernorm", {"rows": 1768, "hidden": 3152}, "float32"),
        {"rows_per_block": [1, 2, 4, 8, 16, 32, 64]},
    ),
}
SEEN_73 = ("cpu_attention_gqa19_causal_q_kv_blocks_opt", "cpu_gemm_batched_bias_k_tile_prefetch_schedule",
           "cpu_ffn_gelu_tanh_n_tile_fuse_down_pipeline", "cpu_layernorm_no_split_no_stats_no_pipeline_no_opt_level_no_unroll")
# seen_74 (was held_out_74): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of their
# op kind tuned together: a causal multi-head attention (148 queries over 148 keys: 9 whole 16-key panels and a 4-key
# tail; 53 query heads over 53 KV heads; d 74: not a multiple of 8, four 16-float vectors and a 10-float tail; every
# number up to 52 is taken in some dimension of an earlier attention space, 54 to 58, 60 and 62 too, 53 is the
# smallest free head count (prime: an MHA or an MQA only) and 74 the smallest free even head dimension), with its KV
# split (1 to 16), opt_level (O0 to O3) and unroll (0 to 16), its query and KV blocks (128, 128), softmax (two_pass)
# and pipeline (single_buffer) left at the default, an unbatched GEMM with bias tuning its pipeline (all three),
# opt_level (O1 to O3), unroll (all five) and layout (all three; without packing the layout has no effect in
# kernels/gemm.c) (its M, N and K tiles, L1 prefetch, output alignment and schedule at the default; 316 x 864 @ 864 x
# 856 + bias), a non-gated erf-GELU FFN tuning the gate/up projection's K tile (824 deep: 52 to 4 steps) with the
# gate/up pipeline and the L1 prefetch (220 tokens, 824 hidden, 1224 intermediate), and an RMSNorm with its stats and
# its pipeline but neither its rows a block, its hidden split, its opt_level nor its unroll (6 configurations, the
# full value lists: the untuned norm sets of 7 or more are used up and this is the largest left; 1776 rows x 3160)
# (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mha53_causal_split_opt_unroll": (
        Task("attention", {"batch": 1, "q_heads": 53, "kv_heads": 53, "seq_q": 148, "seq_kv": 148,
                           "head_dim": 74, "causal": True}, "float32"),
        {"kv_split": [1, 2, 4, 8, 16], "opt_level": ["O0", "O1", "O2", "O3"], "unroll_factor": [0, 2, 4, 8, 16]},
    ),
    "cpu_gemm_bias_pipeline_opt_unroll_layout": (
        Task("gemm", {"m": 316, "n": 856, "k": 864, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"pipeline": ["none", "single_buffer", "double_buffer"], "opt_level": ["O1", "O2", "O3"],
         "unroll_factor": [0, 2, 4, 8, 16], "layout": ["row_major", "col_major", "z_major"]},
    ),
    "cpu_ffn_gelu_erf_k_tile_pipeline_prefetch": (
        Task("ffn", {"tokens": 220, "hidden": 824, "intermediate": 1224, "gated": False,
                     "activation": "gelu"}, "float32"),
        {"tile_k": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "pipeline": ["none", "single_buffer", "double_buffer"], "l1_prefetch": [False, True]},
    ),
    "cpu_rmsnorm_no_rows_per_block_no_split_no_opt_level_no_unroll": (
        Task("rmsnorm", {"rows": 1776, "hidden": 3160}, "float32"),
        {"stats": ["one_pass", "two_pass"], "pipeline": ["none", "single_buffer", "double_buffer"]},
    ),
}
SEEN_74 = ("cpu_attention_mha53_causal_split_opt_unroll", "cpu_gemm_bias_pipeline_opt_unroll_layout",
           "cpu_ffn_gelu_erf_k_tile_pipeline_prefetch", "cpu_rmsnorm_no_rows_per_block_no_split_no_opt_level_no_unroll")
# seen_75 (was held_out_75): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of their
# op kind tuned together: a non-causal multi-query attention (61 queries over 154 keys: 9 whole 16-key panels and a
# 10-key tail; 59 query heads over one KV head; d 78: not a multiple of 8, four 16-float vectors and a 14-float tail;
# every number up to 58 is taken in some dimension of an earlier attention space, 60 and 62 too, 59 is the smallest
# free head count (prime: an MHA or an MQA only), 78 the smallest free even head dimension and 61 the next free
# number, the queries), with its KV block (16 to 512), KV split (1 to 16) and opt_level (O0 to O3), its query block
# (128), softmax (two_pass), pipeline (single_buffer) and unroll (0) left at the default, a plain GEMM tuning its N
# tile (all sixteen: 55 to 4 column blocks of the 872), output alignment (both: 872 is not a multiple of 16) and
# schedule (all four) (its M and K tiles, pipeline, L1 prefetch, opt_level, unroll and layout at the default; 332 x
# 880 @ 880 x 872), a non-gated ReLU FFN tuning the gate/up projection's M tile (all sixteen: 15 to 1 row blocks of
# the 228 tokens) with the down L1 prefetch and opt_level (O1 to O3) (228 tokens, 832 hidden, 1232 intermediate), and
# a LayerNorm with its unroll but neither its rows a block, its hidden split, its stats, its pipeline nor its
# opt_level (5 configurations, the full value list: the untuned norm sets of 6 or more are used up and this is the
# largest left; 1784 rows x 3168) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mqa59_cross_kv_block_split_opt": (
        Task("attention", {"batch": 1, "q_heads": 59, "kv_heads": 1, "seq_q": 61, "seq_kv": 154,
                           "head_dim": 78, "causal": False}, "float32"),
        {"block_kv": [16, 32, 64, 128, 256, 512], "kv_split": [1, 2, 4, 8, 16],
         "opt_level": ["O0", "O1", "O2", "O3"]},
    ),
    "cpu_gemm_n_tile_align_schedule": (
        Task("gemm", {"m": 332, "n": 872, "k": 880, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_n": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "output_align": [False, True], "schedule": ["default", "balanced", "throughput", "latency"]},
    ),
    "cpu_ffn_relu_m_tile_down_prefetch_opt": (
        Task("ffn", {"tokens": 228, "hidden": 832, "intermediate": 1232, "gated": False,
                     "activation": "relu"}, "float32"),
        {"tile_m": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "down_l1_prefetch": [False, True], "opt_level": ["O1", "O2", "O3"]},
    ),
    "cpu_layernorm_no_rows_per_block_no_split_no_stats_no_pipeline_no_opt_level": (
        Task("layernorm", {"rows": 1784, "hidden": 3168}, "float32"),
        {"unroll_factor": [0, 2, 4, 8, 16]},
    ),
}
SEEN_75 = ("cpu_attention_mqa59_cross_kv_block_split_opt", "cpu_gemm_n_tile_align_schedule",
           "cpu_ffn_relu_m_tile_down_prefetch_opt", "cpu_layernorm_no_rows_per_block_no_split_no_stats_no_pipeline_no_opt_level")
# seen_76 (was held_out_76): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of their
# op kind tuned together: a non-causal multi-head attention (65 queries over 156 keys: 9 whole 16-key panels and a
# 12-key tail; 63 query heads over 63 KV heads; d 82: not a multiple of 8, five 16-float vectors and a 2-float tail;
# every number up to 62 is taken in some dimension of an earlier attention space, 63 is the only free number below 64
# and so the head count, 82 the smallest free even head dimension above 78 (80 is taken), 65 the next free number, the
# queries, 156 the smallest free even number above seen_75's 154, the keys), with its query block (16 to 256),
# opt_level (O0 to O3) and unroll (0 to 16), its KV block (128), KV split (1), softmax (two_pass) and pipeline
# (single_buffer) left at the default, a batch-2 GEMM without bias tuning its M tile (all sixteen: 22 to 2 row blocks
# of the 340), L1 prefetch (both) and layout (all three: row-major, column-major and z-order packed panels, packing on
# at the default pipeline) (its N and K tiles, pipeline, output alignment, opt_level, schedule and unroll at the
# default; 2 x 340 x 896 @ 896 x 888), a gated fast-GELU FFN tuning the down projection's K tile (all sixteen: 78 to 5
# k-steps of the 1240 intermediate) with the fused activation (both) and the down pipeline (all three) (236 tokens,
# 840 hidden, 1240 intermediate), and an RMSNorm with its hidden split but neither its rows a block, its stats, its
# pipeline, its opt_level nor its unroll (4 configurations, the full value list: the untuned norm sets of 5 or more
# are used up and this is one of the two largest left, the one tuned least recently; 1800 rows x 3176) (written before
# any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mha63_cross_q_block_opt_unroll": (
        Task("attention", {"batch": 1, "q_heads": 63, "kv_heads": 63, "seq_q": 65, "seq_kv": 156,
                           "head_dim": 82, "causal": False}, "float32"),
        {"block_q": [16, 32, 64, 128, 256], "opt_level": ["O0", "O1", "O2", "O3"],
         "unroll_factor": [0, 2, 4, 8, 16]},
    ),
    "cpu_gemm_batched_m_tile_prefetch_layout": (
        Task("gemm", {"m": 340, "n": 888, "k": 896, "batch": 2, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_m": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "l1_prefetch": [False, True], "layout": ["row_major", "col_major", "z_major"]},
    ),
    "cpu_ffn_gated_fastgelu_down_k_fuse_down_pipeline": (
        Task("ffn", {"tokens": 236, "hidden": 840, "intermediate": 1240, "gated": True,
                     "activation": "fastgelu"}, "float32"),
        {"down_tile_k": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "fuse_activation": [False, True], "down_pipeline": ["none", "single_buffer", "double_buffer"]},
    ),
    "cpu_rmsnorm_no_rows_per_block_no_stats_no_pipeline_no_opt_level_no_unroll": (
        Task("rmsnorm", {"rows": 1800, "hidden": 3176}, "float32"),
        {"hidden_split": [1, 2, 4, 8]},
    ),
}
SEEN_76 = ("cpu_attention_mha63_cross_q_block_opt_unroll", "cpu_gemm_batched_m_tile_prefetch_layout",
           "cpu_ffn_gated_fastgelu_down_k_fuse_down_pipeline", "cpu_rmsnorm_no_rows_per_block_no_stats_no_pipeline_no_opt_level_no_unroll")
# seen_77 (was held_out_77): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of their
# op kind tuned together: a causal multi-query attention (158 queries over 158 keys: 9 whole 16-key panels and a
# 14-key tail; 67 query heads over one KV head; d 86: not a multiple of 8, five 16-float vectors and a 6-float tail;
# every number up to 66 is taken in some dimension of an earlier attention space, 67 is the smallest free one and so
# the head count, 86 the smallest free even head dimension above 82 (84 is taken), 158 the smallest free even number
# above seen_76's 156, the queries and keys), with its query block (16 to 256), KV split (1 to 16) and opt_level (O0
# to O3), its KV block (128), softmax (two_pass), pipeline (single_buffer) and unroll (0) left at the default, a
# batch-2 GEMM with bias tuning its K tile (all sixteen: 57 to 4 k-steps of the 912), pipeline (all three: B read in
# place, packed once or double-buffered) and output alignment (both: 904 is not a multiple of 16, so the C rows are
# padded to 912) (its M and N tiles, L1 prefetch, opt_level, schedule, unroll and layout at the default; 2 x 348 x 912
# @ 912 x 904), a non-gated SiLU FFN tuning the down projection's M tile (all sixteen: 17 to 2 row blocks of the 260
# tokens) with the up projection's pipeline (all three) and L1 prefetch (both) (260 tokens, 848 hidden, 1248
# intermediate), and a LayerNorm with its opt_level but neither its rows a block, its hidden split, its stats, its
# pipeline nor its unroll (4 configurations, the full value list, O0 to O3: the untuned norm sets of 5 or more are
# used up and this is the largest left; 1808 rows x 3184) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mqa67_causal_q_block_split_opt": (
        Task("attention", {"batch": 1, "q_heads": 67, "kv_heads": 1, "seq_q": 158, "seq_kv": 158,
                           "head_dim": 86, "causal": True}, "float32"),
        {"block_q": [16, 32, 64, 128, 256], "kv_split": [1, 2, 4, 8, 16],
         "opt_level": ["O0", "O1", "O2", "O3"]},
    ),
    "cpu_gemm_batched_bias_k_tile_pipeline_align": (
        Task("gemm", {"m": 348, "n": 904, "k": 912, "batch": 2, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_k": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "pipeline": ["none", "single_buffer", "double_buffer"], "output_align": [False, True]},
    ),
    "cpu_ffn_silu_down_m_pipeline_prefetch": (
        Task("ffn", {"tokens": 260, "hidden": 848, "intermediate": 1248, "gated": False,
                     "activation": "silu"}, "float32"),
        {"down_tile_m": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "pipeline": ["none", "single_buffer", "double_buffer"], "l1_prefetch": [False, True]},
    ),
    "cpu_layernorm_no_rows_per_block_no_split_no_stats_no_pipeline_no_unroll": (
        Task("layernorm", {"rows": 1808, "hidden": 3184}, "float32"),
        {"opt_level": ["O0", "O1", "O2", "O3"]},
    ),
}
SEEN_77 = ("cpu_attention_mqa67_causal_q_block_split_opt", "cpu_gemm_batched_bias_k_tile_pipeline_align",
           "cpu_ffn_silu_down_m_pipeline_prefetch", "cpu_layernorm_no_rows_per_block_no_split_no_stats_no_pipeline_no_unroll")
# seen_78 (was held_out_78): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of their
# op kind tuned together: a non-causal grouped-query attention, cross attention (71 queries over 73 keys: 4 whole
# 16-key panels and a 9-key tail; 69 query heads over 3 KV heads, groups of 23; d 90: not a multiple of 8, five
# 16-float vectors and a 10-float tail; every number up to 68 is taken in some dimension of an earlier attention
# space, 69, 71 and 73 are the three smallest free ones (the heads, the queries, the keys: the keys below the last
# sets' 154-158, since 162 keys would have taken about 150 s to record), 90 the smallest free even head dimension
# above 86 (88 is taken)), with its KV block (16 to 512), opt_level (O0 to O3) and unroll (0 to 16), its query block
# (128), KV split (1), softmax (two_pass) and pipeline (single_buffer) left at the default, an unbatched GEMM with
# bias tuning its L1 prefetch (both), opt_level (O1 to O3), schedule (all four) and unroll (0 to 16) (its M, N and K
# tiles, pipeline, output alignment and layout at the default; 356 x 928 @ 928 x 920), a gated tanh-GELU FFN tuning
# the gate/up projection's N tile (all sixteen: 79 to 5 column blocks of the 1256-wide intermediate) with the down
# L1 prefetch (both) and opt_level (O1 to O3) (268 tokens, 856 hidden, 1256 intermediate), and an RMSNorm with its
# pipeline but neither its rows a block, its hidden split, its stats, its opt_level nor its unroll (3
# configurations, the full value list: the untuned norm sets of 4 or more are used up and this is the largest left;
# 1816 rows x 3192) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_gqa23_cross_kv_block_opt_unroll": (
        Task("attention", {"batch": 1, "q_heads": 69, "kv_heads": 3, "seq_q": 71, "seq_kv": 73,
                           "head_dim": 90, "causal": False}, "float32"),
        {"block_kv": [16, 32, 64, 128, 256, 512], "opt_level": ["O0", "O1", "O2", "O3"],
         "unroll_factor": [0, 2, 4, 8, 16]},
    ),
    "cpu_gemm_bias_prefetch_opt_schedule_unroll": (
        Task("gemm", {"m": 356, "n": 920, "k": 928, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"l1_prefetch": [False, True], "opt_level": ["O1", "O2", "O3"],
         "schedule": ["default", "balanced", "throughput", "latency"], "unroll_factor": [0, 2, 4, 8, 16]},
    ),
    "cpu_ffn_geglu_tanh_n_tile_down_prefetch_opt": (
        Task("ffn", {"tokens": 268, "hidden": 856, "intermediate": 1256, "gated": True,
                     "activation": "gelu_tanh"}, "float32"),
        {"tile_n": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "down_l1_prefetch": [False, True], "opt_level": ["O1", "O2", "O3"]},
    ),
    "cpu_rmsnorm_no_rows_per_block_no_split_no_stats_no_opt_level_no_unroll": (
        Task("rmsnorm", {"rows": 1816, "hidden": 3192}, "float32"),
        {"pipeline": ["none", "single_buffer", "double_buffer"]},
    ),
}
SEEN_78 = ("cpu_attention_gqa23_cross_kv_block_opt_unroll", "cpu_gemm_bias_prefetch_opt_schedule_unroll",
           "cpu_ffn_geglu_tanh_n_tile_down_prefetch_opt", "cpu_rmsnorm_no_rows_per_block_no_split_no_stats_no_opt_level_no_unroll")
# seen_79 (was held_out_79): op shapes no earlier recorded landscape has, and four spaces whose parameters no earlier space of their
# op kind tuned together: a causal grouped-query attention, self attention (162 queries over 162 keys: 10 whole
# 16-key panels and a 2-key tail; 75 query heads over 3 KV heads, groups of 25; d 94: not a multiple of 8, five
# 16-float vectors and a 14-float tail; every number up to 74 is taken in some dimension of an earlier attention
# space, 75 is the smallest free one (the heads), 162 the smallest free even number above the last causal sets'
# 146-158 (160 is taken), 94 the smallest free even head dimension above 90 (92 is taken)), with its KV block (16 to
# 512), KV split (1 to 16) and pipeline (none, single_buffer, double_buffer) (90 configurations: the attention's
# floor is 90 since the untuned attention sets of 96-216 are used up), its query block (128), softmax (two_pass),
# opt_level (O2) and unroll (0) left at the default, a plain GEMM (unbatched, no bias) tuning its M tile (all
# sixteen), pipeline (all three) and layout (all three) (its N tile (256), K tile (32), L1 prefetch (off), output
# alignment (off), opt_level (O2), schedule (default) and unroll (0) at the default; 364 x 944 @ 944 x 936), a gated
# erf-GELU FFN tuning the down projection's N tile (all sixteen: 54 to 4 column blocks of the 864-wide hidden) with
# the fused activation (both) and the down pipeline (all three) (276 tokens, 864 hidden, 1264 intermediate), and a
# LayerNorm with its stats but neither its rows a block, its hidden split, its pipeline, its opt_level nor its
# unroll (2 configurations, the full value list: the last untuned norm set; 1832 rows x 3200) (written before any
# strategy ran)
LANDSCAPES |= {
    "cpu_attention_gqa25_causal_kv_block_split_pipeline": (
        Task("attention", {"batch": 1, "q_heads": 75, "kv_heads": 3, "seq_q": 162, "seq_kv": 162,
                           "head_dim": 94, "causal": True}, "float32"),
        {"block_kv": [16, 32, 64, 128, 256, 512], "kv_split": [1, 2, 4, 8, 16],
         "pipeline": ["none", "single_buffer", "double_buffer"]},
    ),
    "cpu_gemm_m_tile_pipeline_layout": (
        Task("gemm", {"m": 364, "n": 936, "k": 944, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_m": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "pipeline": ["none", "single_buffer", "double_buffer"], "layout": ["row_major", "col_major", "z_major"]},
    ),
    "cpu_ffn_gelu_erf_gated_down_n_fuse_down_pipeline": (
        Task("ffn", {"tokens": 276, "hidden": 864, "intermediate": 1264, "gated": True,
                     "activation": "gelu"}, "float32"),
        {"down_tile_n": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "fuse_activation": [False, True], "down_pipeline": ["none", "single_buffer", "double_buffer"]},
    ),
    "cpu_layernorm_no_rows_per_block_no_split_no_pipeline_no_opt_level_no_unroll": (
        Task("layernorm", {"rows": 1832, "hidden": 3200}, "float32"),
        {"stats": ["one_pass", "two_pass"]},
    ),
}
SEEN_79 = ("cpu_attention_gqa25_causal_kv_block_split_pipeline", "cpu_gemm_m_tile_pipeline_layout",
           "cpu_ffn_gelu_erf_gated_down_n_fuse_down_pipeline", "cpu_layernorm_no_rows_per_block_no_split_no_pipeline_no_opt_level_no_unroll")
# seen_80 (was held_out_80): op shapes no earlier recorded landscape has; the attention, GEMM and FFN tune parameter sets no earlier
# space of their op kind tuned together, the RMSNorm the set its kind tuned least recently (no untuned norm set is
# left: the rule in tests/test_bench_zoo.py's _check_four_new_recordings): a causal multi-head attention, self
# attention (164 queries over 164 keys: 10 whole 16-key panels and a 4-key tail; 77 heads, query and KV; d 98: not
# a multiple of 8, six 16-float vectors and a 2-float tail; 77 is the smallest number no earlier attention space
# has in any dimension, 164 the smallest free even number above held_out_79's 162, 98 the smallest free even head
# dimension above its 94 (96 is taken)), with its query block (16 to 256), KV block (16 to 512) and pipeline (none,
# single_buffer, double_buffer) (90 configurations, the attention's floor: one of the last two untuned attention
# sets of 90, the first of them by name), its KV split, softmax, opt_level and unroll left at the default, a GEMM
# batched twice without bias tuning its N tile (all sixteen), output alignment (both) and opt_level (O1 to O3) (its M
# and K tiles, pipeline, L1 prefetch, schedule, unroll and layout at the default; 2 x 372 x 960 @ 960 x 952), a
# gated ReLU FFN (ReGLU) tuning the gate/up projection's N tile (all sixteen: 80 to 5 column blocks of the 1272-wide
# intermediate) with its pipeline (all three) and the down L1 prefetch (both) (284 tokens, 872 hidden, 1272
# intermediate), and an RMSNorm tuning its hidden split (1 to 8), opt_level (O0 to O3), stats (both) and unroll (0
# to 16) but not its rows a block or pipeline (160 configurations at the full value lists: seen_30's set, the one
# RMSNorm spaces tuned least recently among those of 2-216 configurations; 1840 rows x 3208) (written before any
# strategy ran)
LANDSCAPES |= {
    "cpu_attention_mha77_causal_q_kv_blocks_pipeline": (
        Task("attention", {"batch": 1, "q_heads": 77, "kv_heads": 77, "seq_q": 164, "seq_kv": 164,
                           "head_dim": 98, "causal": True}, "float32"),
        {"block_q": [16, 32, 64, 128, 256], "block_kv": [16, 32, 64, 128, 256, 512],
         "pipeline": ["none", "single_buffer", "double_buffer"]},
    ),
    "cpu_gemm_batched_n_tile_align_opt": (
        Task("gemm", {"m": 372, "n": 952, "k": 960, "batch": 2, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_n": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "output_align": [False, True], "opt_level": ["O1", "O2", "O3"]},
    ),
    "cpu_ffn_reglu_n_tile_pipeline_down_prefetch": (
        Task("ffn", {"tokens": 284, "hidden": 872, "intermediate": 1272, "gated": True,
                     "activation": "relu"}, "float32"),
        {"tile_n": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "pipeline": ["none", "single_buffer", "double_buffer"], "down_l1_prefetch": [False, True]},
    ),
    "cpu_rmsnorm_3208_no_rows_per_block_no_pipeline": (
        Task("rmsnorm", {"rows": 1840, "hidden": 3208}, "float32"),
        {"hidden_split": [1, 2, 4, 8], "stats": ["one_pass", "two_pass"], "opt_level": ["O0", "O1", "O2", "O3"],
         "unroll_factor": [0, 2, 4, 8, 16]},
    ),
}
SEEN_80 = ("cpu_attention_mha77_causal_q_kv_blocks_pipeline", "cpu_gemm_batched_n_tile_align_opt",
           "cpu_ffn_reglu_n_tile_pipeline_down_prefetch", "cpu_rmsnorm_3208_no_rows_per_block_no_pipeline")
# seen_81 (was held_out_81): op shapes no earlier recorded landscape has; the attention, GEMM and FFN tune parameter sets no earlier
# space of their op kind tuned together, the LayerNorm the set its kind tuned least recently (no untuned norm set is
# left: the rule in tests/test_bench_zoo.py's _check_four_new_recordings); each kind the one least recently used by
# the rotations: a multi-query cross attention (81 queries over 166 keys: 10 whole 16-key panels and a 6-key tail;
# 79 query heads over one KV head; d 100: not a multiple of 8, six 16-float vectors and a 4-float tail; 79 is the
# smallest number no earlier attention space has in any dimension, 81 the next, 166 the smallest free even number
# above seen_80's 164, 100 the smallest free even head dimension above its 98), with its KV block (16 to 512),
# pipeline (none, single_buffer, double_buffer) and unroll (0 to 16) (90 configurations, the attention's floor: the
# last untuned attention set of 90), its query block, KV split, softmax and opt_level left at the default, a GEMM
# batched twice with bias tuning its K tile (all sixteen), L1 prefetch (both) and layout (all three) (its M and N
# tiles, pipeline, output alignment, opt_level, schedule and unroll at the default; 2 x 380 x 976 @ 976 x 968; the K
# tile the GEMM tile tuned least recently, seen_77's, and the first untuned set of 96 with it by name), an ungated
# fast-GELU FFN tuning the gate/up projection's K tile (all sixteen: 55 to 4 blocks of the 880-wide hidden) with the
# down pipeline (all three) and the down L1 prefetch (both) (292 tokens, 880 hidden, 1280 intermediate; the K tile
# the FFN tile tuned least recently, seen_74's, and the first untuned set of 96 with it by name), and a LayerNorm
# tuning its rows a block (1 to 64), hidden split (1 to 8), stats (both) and pipeline (all three) but not its
# opt_level or unroll (168 configurations at the full value lists: seen_9's set, the one LayerNorm spaces tuned
# least recently among those of 2-216 configurations; 1848 rows x 3216) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mqa79_cross_kv_block_pipeline_unroll": (
        Task("attention", {"batch": 1, "q_heads": 79, "kv_heads": 1, "seq_q": 81, "seq_kv": 166,
                           "head_dim": 100, "causal": False}, "float32"),
        {"block_kv": [16, 32, 64, 128, 256, 512], "pipeline": ["none", "single_buffer", "double_buffer"],
         "unroll_factor": [0, 2, 4, 8, 16]},
    ),
    "cpu_gemm_batched_bias_k_tile_prefetch_layout": (
        Task("gemm", {"m": 380, "n": 968, "k": 976, "batch": 2, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_k": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "l1_prefetch": [False, True], "layout": ["row_major", "col_major", "z_major"]},
    ),
    "cpu_ffn_fastgelu_k_tile_down_pipeline_down_prefetch": (
        Task("ffn", {"tokens": 292, "hidden": 880, "intermediate": 1280, "gated": False,
                     "activation": "fastgelu"}, "float32"),
        {"tile_k": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "down_pipeline": ["none", "single_buffer", "double_buffer"], "down_l1_prefetch": [False, True]},
    ),
    "cpu_layernorm_3216_no_opt_level_no_unroll": (
        Task("layernorm", {"rows": 1848, "hidden": 3216}, "float32"),
        {"rows_per_block": [1, 2, 4, 8, 16, 32, 64], "hidden_split": [1, 2, 4, 8], "stats": ["one_pass", "two_pass"],
         "pipeline": ["none", "single_buffer", "double_buffer"]},
    ),
}
SEEN_81 = ("cpu_attention_mqa79_cross_kv_block_pipeline_unroll", "cpu_gemm_batched_bias_k_tile_prefetch_layout",
           "cpu_ffn_fastgelu_k_tile_down_pipeline_down_prefetch", "cpu_layernorm_3216_no_opt_level_no_unroll")
# seen_82 (was held_out_82): op shapes no earlier recorded landscape has; the attention, GEMM and FFN tune parameter sets no earlier
# space of their op kind tuned together, the RMSNorm the set its kind tuned least recently (no untuned norm set is
# left: the rule in tests/test_bench_zoo.py's _check_four_new_recordings); each kind the one least recently used by
# the rotations: a multi-head cross attention (85 queries over 170 keys: 10 whole 16-key panels and a 10-key tail;
# 83 heads, query and KV; d 102: not a multiple of 8, six 16-float vectors and a 6-float tail; 83 is the smallest
# number no earlier attention space has in any dimension, 85 the next, 170 the smallest free even number above
# seen_81's 166, 102 the smallest free even head dimension above its 100), with its query block (16 to 256), KV split
# (1 to 16) and pipeline (none, single_buffer, double_buffer) (75 configurations, the attention's floor: one of the
# three untuned attention sets of 75, the first of them by name), its KV block, softmax, opt_level and unroll left at
# the default, a GEMM with bias, not batched, tuning its M tile (all sixteen), pipeline (all three) and L1 prefetch
# (both) (its N and K tiles, output alignment, opt_level, schedule, unroll and layout at the default; 388 x 992 @ 992 x
# 984; the M tile the GEMM tile tuned least recently, seen_79's, and the first untuned set of 96 with it by name), a
# gated SiLU FFN (SwiGLU) tuning the gate/up projection's M tile (all sixteen: 19 to 2 row blocks of the 300 tokens)
# with the down pipeline (all three) and the down L1 prefetch (both) (300 tokens, 888 hidden, 1288 intermediate; the
# M tile the FFN tile tuned least recently, seen_74's, and the first untuned set of 96 with it by name), and an
# RMSNorm tuning its rows a block (1 to 64), stats (both), pipeline (all three) and unroll (0 to 16) but not its
# hidden split or opt_level (210 configurations at the full value lists: seen_32's set, the one RMSNorm spaces tuned
# least recently among those of 2-216 configurations, seen_32's at five of the seven rows-a-block values; 1864 rows x
# 3224) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mha83_cross_q_block_split_pipeline": (
        Task("attention", {"batch": 1, "q_heads": 83, "kv_heads": 83, "seq_q": 85, "seq_kv": 170,
                           "head_dim": 102, "causal": False}, "float32"),
        {"block_q": [16, 32, 64, 128, 256], "kv_split": [1, 2, 4, 8, 16],
         "pipeline": ["none", "single_buffer", "double_buffer"]},
    ),
    "cpu_gemm_bias_m_tile_pipeline_prefetch": (
        Task("gemm", {"m": 388, "n": 984, "k": 992, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_m": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "pipeline": ["none", "single_buffer", "double_buffer"], "l1_prefetch": [False, True]},
    ),
    "cpu_ffn_swiglu_m_tile_down_pipeline_down_prefetch": (
        Task("ffn", {"tokens": 300, "hidden": 888, "intermediate": 1288, "gated": True,
                     "activation": "silu"}, "float32"),
        {"tile_m": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "down_pipeline": ["none", "single_buffer", "double_buffer"], "down_l1_prefetch": [False, True]},
    ),
    "cpu_rmsnorm_3224_no_split_no_opt_level": (
        Task("rmsnorm", {"rows": 1864, "hidden": 3224}, "float32"),
        {"rows_per_block": [1, 2, 4, 8, 16, 32, 64], "stats": ["one_pass", "two_pass"],
         "pipeline": ["none", "single_buffer", "double_buffer"], "unroll_factor": [0, 2, 4, 8, 16]},
    ),
}
SEEN_82 = ("cpu_attention_mha83_cross_q_block_split_pipeline", "cpu_gemm_bias_m_tile_pipeline_prefetch",
           "cpu_ffn_swiglu_m_tile_down_pipeline_down_prefetch", "cpu_rmsnorm_3224_no_split_no_opt_level")
# seen_83 (was held_out_83): op shapes no earlier recorded landscape has; the attention, GEMM and FFN tune parameter sets no earlier
# space of their op kind tuned together, the LayerNorm the set its kind tuned least recently (no untuned norm set is
# left: the rule in tests/test_bench_zoo.py's _check_four_new_recordings); each kind the one least recently used by
# the rotations: a causal multi-query attention, self attention (172 queries over 172 keys: 10 whole 16-key panels
# and a 12-key tail; 87 query heads over one KV head; d 106: not a multiple of 8, six 16-float vectors and a 10-float
# tail; 87 is the smallest number no earlier attention space has in any dimension, 172 the smallest free even number
# above seen_80's 164 (166 to 170 are taken), 106 the smallest free even head dimension above seen_82's 102 (104 is
# taken)), with its query block (16 to 256), pipeline (none, single_buffer, double_buffer) and unroll (0 to 16) (75
# configurations, the attention's floor: one of the two untuned attention sets of 75 left, the first of them by
# name), its KV block, KV split, softmax and opt_level left at the default, a GEMM, neither batched nor with bias,
# tuning its N tile (all sixteen), L1 prefetch (both) and layout (all three) (its M and K tiles, pipeline, output
# alignment, opt_level, schedule and unroll at the default; 396 x 1008 @ 1008 x 1000; the N tile the GEMM tile tuned
# least recently, seen_80's, and the first untuned set of 96 with it by name), an FFN with tanh-approximated GELU, not
# gated, tuning the down projection's K tile (all sixteen: 81 to 6 blocks of the 1296-wide intermediate it reduces
# over) with the down pipeline (all three) and the down L1 prefetch (both) (308 tokens, 896 hidden, 1296
# intermediate; the down K tile the FFN tile tuned least recently, seen_76's, and the first untuned set of 96 with it
# by name), and a LayerNorm tuning its hidden split (1 to 8), stats (both), pipeline (all three) and unroll (0 to 16)
# but not its rows a block or opt_level (120 configurations at the full value lists: seen_29's set, the one LayerNorm
# spaces tuned least recently among those of 2-216 configurations; 1872 rows x 3232) (written before any strategy
# ran)
LANDSCAPES |= {
    "cpu_attention_mqa87_causal_q_block_pipeline_unroll": (
        Task("attention", {"batch": 1, "q_heads": 87, "kv_heads": 1, "seq_q": 172, "seq_kv": 172,
                           "head_dim": 106, "causal": True}, "float32"),
        {"block_q": [16, 32, 64, 128, 256], "pipeline": ["none", "single_buffer", "double_buffer"],
         "unroll_factor": [0, 2, 4, 8, 16]},
    ),
    "cpu_gemm_n_tile_prefetch_layout": (
        Task("gemm", {"m": 396, "n": 1000, "k": 1008, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_n": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "l1_prefetch": [False, True], "layout": ["row_major", "col_major", "z_major"]},
    ),
    "cpu_ffn_gelu_tanh_down_k_down_pipeline_down_prefetch": (
        Task("ffn", {"tokens": 308, "hidden": 896, "intermediate": 1296, "gated": False,
                     "activation": "gelu_tanh"}, "float32"),
        {"down_tile_k": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "down_pipeline": ["none", "single_buffer", "double_buffer"], "down_l1_prefetch": [False, True]},
    ),
    "cpu_layernorm_3232_no_rows_per_block_no_opt_level": (
        Task("layernorm", {"rows": 1872, "hidden": 3232}, "float32"),
        {"hidden_split": [1, 2, 4, 8], "pipeline": ["none", "single_buffer", "double_buffer"],
         "stats": ["one_pass", "two_pass"], "unroll_factor": [0, 2, 4, 8, 16]},
    ),
}
SEEN_83 = ("cpu_attention_mqa87_causal_q_block_pipeline_unroll", "cpu_gemm_n_tile_prefetch_layout",
           "cpu_ffn_gelu_tanh_down_k_down_pipeline_down_prefetch", "cpu_layernorm_3232_no_rows_per_block_no_opt_level")
# seen_84 (was held_out_84): op shapes no earlier recorded landscape has; the attention, GEMM and FFN tune parameter sets no earlier
# space of their op kind tuned together, the RMSNorm the set its kind tuned least recently (no untuned norm set is
# left: the rule in tests/test_bench_zoo.py's _check_four_new_recordings); each kind the one least recently used by
# the rotations: a non-causal grouped-query attention, cross attention (89 queries over 174 keys: 10 whole 16-key
# panels and a 14-key tail; 91 query heads over 7 KV heads, groups of 13; d 110: not a multiple of 8, six 16-float
# vectors and a 14-float tail; every number up to 88 is taken in some dimension of an earlier attention space, 89 is
# the smallest free one (prime: the queries) and 91 the next (the heads), 174 the smallest free even number above
# seen_82's 170 (172 is taken), 110 the smallest free even head dimension above seen_83's 106 (108 is taken)), with
# its KV split (1 to 16), pipeline (none, single_buffer, double_buffer) and unroll (0 to 16) (75 configurations, the
# attention's floor: the last untuned attention set of 75), its query and KV blocks, softmax and opt_level left at
# the default, a GEMM batched twice without bias tuning its K tile (all sixteen), L1 prefetch (both) and pipeline
# (all three) (its M and N tiles, output alignment, opt_level, schedule, unroll and layout at the default; 2 x 404 x
# 1024 @ 1024 x 1016; the K tile the GEMM tile tuned least recently, seen_81's, and the first untuned set of 96 with
# it by name), an FFN with erf GELU, not gated, tuning the down projection's M tile (all sixteen: 20 to 2 row blocks
# of the 316 tokens) with the down pipeline (all three) and the down L1 prefetch (both) (316 tokens, 904 hidden, 1304
# intermediate; the down M tile the FFN tile tuned least recently, seen_77's, and the first untuned set of 96 with it
# by name), and an RMSNorm tuning its rows a block (1 to 64), opt_level (O0 to O3) and unroll (0 to 16) but not its
# hidden split, stats or pipeline (140 configurations at the full value lists: seen_38's set, the one RMSNorm spaces
# tuned least recently among those of 2-216 configurations; 1880 rows x 3240) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_gqa13_cross_kv_split_pipeline_unroll": (
        Task("attention", {"batch": 1, "q_heads": 91, "kv_heads": 7, "seq_q": 89, "seq_kv": 174,
                           "head_dim": 110, "causal": False}, "float32"),
        {"kv_split": [1, 2, 4, 8, 16], "pipeline": ["none", "single_buffer", "double_buffer"],
         "unroll_factor": [0, 2, 4, 8, 16]},
    ),
    "cpu_gemm_batched_k_tile_prefetch_pipeline": (
        Task("gemm", {"m": 404, "n": 1016, "k": 1024, "batch": 2, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_k": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "l1_prefetch": [False, True], "pipeline": ["none", "single_buffer", "double_buffer"]},
    ),
    "cpu_ffn_gelu_erf_down_m_down_pipeline_down_prefetch": (
        Task("ffn", {"tokens": 316, "hidden": 904, "intermediate": 1304, "gated": False,
                     "activation": "gelu"}, "float32"),
        {"down_tile_m": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "down_pipeline": ["none", "single_buffer", "double_buffer"], "down_l1_prefetch": [False, True]},
    ),
    "cpu_rmsnorm_3240_no_split_no_stats_no_pipeline": (
        Task("rmsnorm", {"rows": 1880, "hidden": 3240}, "float32"),
        {"rows_per_block": [1, 2, 4, 8, 16, 32, 64], "opt_level": ["O0", "O1", "O2", "O3"],
         "unroll_factor": [0, 2, 4, 8, 16]},
    ),
}
SEEN_84 = ("cpu_attention_gqa13_cross_kv_split_pipeline_unroll", "cpu_gemm_batched_k_tile_prefetch_pipeline",
           "cpu_ffn_gelu_erf_down_m_down_pipeline_down_prefetch", "cpu_rmsnorm_3240_no_split_no_stats_no_pipeline")
# seen_85 (was held_out_85): op shapes no earlier recorded landscape has; the attention, GEMM and FFN tune parameter sets no earlier
# space of their op kind tuned together, the LayerNorm the set its kind tuned least recently (no untuned norm set is
# left: the rule in tests/test_bench_zoo.py's _check_four_new_recordings); each kind the one least recently used by
# the rotations: a causal grouped-query attention, self attention (178 queries over 178 keys: 11 whole 16-key panels
# and a 2-key tail; 93 query heads over 3 KV heads, groups of 31; d 114: not a multiple of 8, seven 16-float vectors
# and a 2-float tail; every number up to 92 is taken in some dimension of an earlier attention space, 93 is the
# smallest free one (the heads), 178 the smallest free even number above seen_84's 174 (176 is taken), 114 the
# smallest free even head dimension above seen_84's 110 (112 is taken)), with its KV block (16 to 512), opt_level
# (O0 to O3) and pipeline (none, single_buffer, double_buffer) (72 configurations, the attention's floor now: the one
# untuned attention set of 72, the sets of 75 all taken), its query block, KV split, softmax and unroll left at the
# default, a GEMM batched twice with bias tuning its M tile (all sixteen), output alignment (both) and pipeline (all
# three) (its N and K tiles, L1 prefetch, opt_level, schedule, unroll and layout at the default; 2 x 412 x 1040 @
# 1040 x 1032, each dimension the next of the GEMMs' steps of 8 and 16 and free; the M tile the GEMM tile tuned least
# recently, seen_82's, and the first untuned set of 96 with it by name), an FFN with ReLU, not gated, tuning the down
# projection's N tile (all sixteen: 57 to 4 column blocks of the 912 hidden) with the down pipeline (all three) and
# the down L1 prefetch (both) (324 tokens, 912 hidden, 1312 intermediate; the down N tile the FFN tile tuned least
# recently, seen_79's, and the first untuned set of 96 with it by name), and a LayerNorm tuning its rows a block (1
# to 64), stats (one_pass, two_pass), pipeline (all three) and opt_level (O0 to O3) but not its hidden split or
# unroll (168 configurations at the full value lists: seen_29's set, the one LayerNorm spaces tuned least recently;
# 1896 rows x 3248: 1888, the next row count of the norms' step of 8, is taken) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_gqa31_causal_kv_block_opt_pipeline": (
        Task("attention", {"batch": 1, "q_heads": 93, "kv_heads": 3, "seq_q": 178, "seq_kv": 178,
                           "head_dim": 114, "causal": True}, "float32"),
        {"block_kv": [16, 32, 64, 128, 256, 512], "opt_level": ["O0", "O1", "O2", "O3"],
         "pipeline": ["none", "single_buffer", "double_buffer"]},
    ),
    "cpu_gemm_batched_bias_m_tile_align_pipeline": (
        Task("gemm", {"m": 412, "n": 1032, "k": 1040, "batch": 2, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_m": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "output_align": [False, True], "pipeline": ["none", "single_buffer", "double_buffer"]},
    ),
    "cpu_ffn_relu_down_n_down_pipeline_down_prefetch": (
        Task("ffn", {"tokens": 324, "hidden": 912, "intermediate": 1312, "gated": False,
                     "activation": "relu"}, "float32"),
        {"down_tile_n": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "down_pipeline": ["none", "single_buffer", "double_buffer"], "down_l1_prefetch": [False, True]},
    ),
    "cpu_layernorm_3248_no_split_no_unroll": (
        Task("layernorm", {"rows": 1896, "hidden": 3248}, "float32"),
        {"rows_per_block": [1, 2, 4, 8, 16, 32, 64], "stats": ["one_pass", "two_pass"],
         "pipeline": ["none", "single_buffer", "double_buffer"], "opt_level": ["O0", "O1", "O2", "O3"]},
    ),
}
SEEN_85 = ("cpu_attention_gqa31_causal_kv_block_opt_pipeline", "cpu_gemm_batched_bias_m_tile_align_pipeline",
           "cpu_ffn_relu_down_n_down_pipeline_down_prefetch", "cpu_layernorm_3248_no_split_no_unroll")
# seen_86 (was held_out_86): op shapes no earlier recorded landscape has; the attention, GEMM and FFN tune parameter sets no earlier
# space of their op kind tuned together, the RMSNorm the set its kind tuned least recently (no untuned norm set is
# left: the rule in tests/test_bench_zoo.py's _check_four_new_recordings); each kind the one least recently used by
# the rotations: a causal multi-head attention, self attention (180 queries over 180 keys: 11 whole 16-key panels
# and a 4-key tail; 95 heads; d 118: not a multiple of 8, seven 16-float vectors and a 6-float tail; every number up
# to 94 is taken in some dimension of an earlier attention space, 95 is the smallest free one (the heads), 180 the
# smallest free even number above seen_85's 178, 118 the smallest free even head dimension above seen_85's 114 (116
# is taken)), with its KV block (16 to 512), query block (16 to 256) and softmax (online, two_pass) (60
# configurations, the attention's floor now: the first by name of the six untuned attention sets of 60, the set of
# 72 taken), its KV split, pipeline, opt_level and unroll left at the default, a GEMM with bias, not batched, tuning
# its N tile (all sixteen), L1 prefetch (both) and pipeline (all three) (its M and K tiles, output alignment,
# opt_level, schedule, unroll and layout at the default; 420 x 1056 @ 1056 x 1048, each dimension the next of the
# GEMMs' steps of 8 and 16 and free; the N tile the GEMM tile tuned least recently, seen_83's, and the first untuned
# set of 96 with it by name), a gated FFN with the fast GELU tuning the up projection's N tile (all sixteen: 83 to 6
# column blocks of the 1320 intermediate) with the down L1 prefetch (both) and the down schedule (all four) (332
# tokens, 920 hidden, 1320 intermediate; the up N tile the FFN tile tuned least recently, seen_80's; no untuned set
# of 96 has it, so the first untuned set of the smallest size with it by name, 128), and an RMSNorm tuning its rows
# a block (1 to 64), hidden split (1 to 8) and opt_level (O0 to O3) but not its stats, pipeline or unroll (112
# configurations at the full value lists: seen_40's set, the one RMSNorm spaces tuned least recently; 1904 rows x
# 3256, each the next of the norms' steps of 8 and free) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mha95_causal_q_kv_blocks_softmax": (
        Task("attention", {"batch": 1, "q_heads": 95, "kv_heads": 95, "seq_q": 180, "seq_kv": 180,
                           "head_dim": 118, "causal": True}, "float32"),
        {"block_kv": [16, 32, 64, 128, 256, 512], "block_q": [16, 32, 64, 128, 256],
         "softmax": ["online", "two_pass"]},
    ),
    "cpu_gemm_bias_n_tile_prefetch_pipeline": (
        Task("gemm", {"m": 420, "n": 1048, "k": 1056, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": True}, "float32"),
        {"tile_n": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "l1_prefetch": [False, True], "pipeline": ["none", "single_buffer", "double_buffer"]},
    ),
    "cpu_ffn_gated_fastgelu_n_tile_down_prefetch_down_schedule": (
        Task("ffn", {"tokens": 332, "hidden": 920, "intermediate": 1320, "gated": True,
                     "activation": "fastgelu"}, "float32"),
        {"tile_n": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "down_l1_prefetch": [False, True], "down_schedule": ["default", "balanced", "throughput", "latency"]},
    ),
    "cpu_rmsnorm_3256_no_stats_no_pipeline_no_unroll": (
        Task("rmsnorm", {"rows": 1904, "hidden": 3256}, "float32"),
        {"rows_per_block": [1, 2, 4, 8, 16, 32, 64], "hidden_split": [1, 2, 4, 8],
         "opt_level": ["O0", "O1", "O2", "O3"]},
    ),
}
SEEN_86 = ("cpu_attention_mha95_causal_q_kv_blocks_softmax", "cpu_gemm_bias_n_tile_prefetch_pipeline",
           "cpu_ffn_gated_fastgelu_n_tile_down_prefetch_down_schedule",
           "cpu_rmsnorm_3256_no_stats_no_pipeline_no_unroll")
# seen_87 (was held_out_87): op shapes no earlier recorded landscape has; the attention, GEMM and FFN tune parameter sets no earlier
# space of their op kind tuned together, the LayerNorm the set its kind tuned least recently (no untuned norm set is
# left: the rule in tests/test_bench_zoo.py's _check_four_new_recordings); each kind the one least recently used by
# the rotations: a non-causal multi-query attention, cross attention (97 queries over 182 keys: 11 whole 16-key
# panels and a 6-key tail; 99 query heads over one KV head; d 122: not a multiple of 8, seven 16-float vectors and a
# 10-float tail; every number up to 96 is taken in some dimension of an earlier attention space, 97 is the smallest
# free one (prime: the queries) and 99 the next (the heads), 182 the smallest free even number above seen_86's 180,
# 122 the smallest free even head dimension above seen_86's 118 (120 is taken)), with its KV block (16 to 512), KV
# split (1 to 16) and softmax (online, two_pass) (60 configurations, the attention's floor: the first by name of the
# five untuned attention sets of 60 left), its query block, pipeline, opt_level and unroll left at the default, a
# GEMM, neither batched nor with bias, tuning its K tile (all sixteen), output alignment (both) and layout (all three)
# (its M and N tiles, L1 prefetch, pipeline, opt_level, schedule and unroll at the default; 428 x 1072 @ 1072 x 1064,
# each dimension the next of the GEMMs' steps of 8 and 16 and free; the K tile the GEMM tile tuned least recently,
# seen_84's, and the first untuned set of 96 with it by name), an FFN with SiLU, not gated, tuning the up
# projection's K tile (all sixteen: 58 to 4 blocks of the 928 hidden it reduces over) with the activation's fusion
# (both) and the down pipeline (all three) (340 tokens, 928 hidden, 1328 intermediate; the up K tile the FFN tile
# tuned least recently, seen_81's, and the first untuned set of 96 with it by name), and a LayerNorm tuning its rows
# a block (1 to 64), hidden split (1 to 8) and unroll (0 to 16) but not its stats, pipeline or opt_level (140
# configurations at the full value lists: seen_37's set, the one LayerNorm spaces tuned least recently; 1912 rows x
# 3264, each the next of the norms' steps of 8 and free) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mqa99_cross_kv_block_split_softmax": (
        Task("attention", {"batch": 1, "q_heads": 99, "kv_heads": 1, "seq_q": 97, "seq_kv": 182,
                           "head_dim": 122, "causal": False}, "float32"),
        {"block_kv": [16, 32, 64, 128, 256, 512], "kv_split": [1, 2, 4, 8, 16],
         "softmax": ["online", "two_pass"]},
    ),
    "cpu_gemm_k_tile_align_layout": (
        Task("gemm", {"m": 428, "n": 1064, "k": 1072, "batch": 1, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_k": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "output_align": [False, True], "layout": ["row_major", "col_major", "z_major"]},
    ),
    "cpu_ffn_silu_k_tile_fuse_down_pipeline": (
        Task("ffn", {"tokens": 340, "hidden": 928, "intermediate": 1328, "gated": False,
                     "activation": "silu"}, "float32"),
        {"tile_k": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "fuse_activation": [False, True], "down_pipeline": ["none", "single_buffer", "double_buffer"]},
    ),
    "cpu_layernorm_3264_no_stats_no_pipeline_no_opt_level": (
        Task("layernorm", {"rows": 1912, "hidden": 3264}, "float32"),
        {"rows_per_block": [1, 2, 4, 8, 16, 32, 64], "hidden_split": [1, 2, 4, 8],
         "unroll_factor": [0, 2, 4, 8, 16]},
    ),
}
SEEN_87 = ("cpu_attention_mqa99_cross_kv_block_split_softmax", "cpu_gemm_k_tile_align_layout",
           "cpu_ffn_silu_k_tile_fuse_down_pipeline", "cpu_layernorm_3264_no_stats_no_pipeline_no_opt_level")
# held_out_88: op shapes no earlier recorded landscape has; the attention, GEMM and FFN tune parameter sets no earlier
# space of their op kind tuned together, the RMSNorm the set its kind tuned least recently (no untuned norm set is
# left: the rule in tests/test_bench_zoo.py's _check_four_new_recordings); each kind the one least recently used by
# the rotations: a non-causal multi-head attention, cross attention (103 queries over 186 keys: 11 whole 16-key
# panels and a 10-key tail; 101 heads; d 124: not a multiple of 8, seven 16-float vectors and a 12-float tail; every
# number up to 100 is taken in some dimension of an earlier attention space, 101 is the smallest free one (the heads)
# and 103 the next (the queries), 186 the smallest free even number above seen_87's 182, 124 the smallest free even
# head dimension above seen_87's 122), with its KV block (16 to 512), softmax (online, two_pass) and unroll (0 to 16)
# (60 configurations, the attention's floor: the first by name of the four untuned attention sets of 60 left), its
# query block, KV split, pipeline and opt_level left at the default, a batched GEMM (batch 2) without bias, tuning
# its M tile (all sixteen), L1 prefetch (both) and opt_level (all four) (its N and K tiles, pipeline, output
# alignment, schedule, unroll and layout at the default; 436 x 1088 @ 1088 x 1080, each dimension the next of the
# GEMMs' steps of 8 and 16 and free; the M tile the GEMM tile tuned least recently, seen_85's; no untuned set of 96
# holds it, so the first by name of the smallest size that does, 128), a gated FFN with tanh-approximated GELU,
# tuning the up projection's M tile (all sixteen: 22 to 2 blocks of the 348 tokens) with its pipeline (all three) and
# the down L1 prefetch (both) (348 tokens, 936 hidden, 1336 intermediate; the up M tile the FFN tile tuned least
# recently, seen_82's, and the first untuned set of 96 with it by name), and an RMSNorm tuning its hidden split (1 to
# 8), stats (both), pipeline (all three) and opt_level (all four) but not its rows a block or unroll (96
# configurations at the full value lists: seen_42's set, the one RMSNorm spaces tuned least recently, as
# _least_recent_norm_set gives; 1928 rows x 3280, each the next free of the norms' steps of 8) (written before any strategy ran)
LANDSCAPES |= {
    "cpu_attention_mha101_cross_kv_block_softmax_unroll": (
        Task("attention", {"batch": 1, "q_heads": 101, "kv_heads": 101, "seq_q": 103, "seq_kv": 186,
                           "head_dim": 124, "causal": False}, "float32"),
        {"block_kv": [16, 32, 64, 128, 256, 512], "softmax": ["online", "two_pass"],
         "unroll_factor": [0, 2, 4, 8, 16]},
    ),
    "cpu_gemm_batched_m_tile_prefetch_opt": (
        Task("gemm", {"m": 436, "n": 1080, "k": 1088, "batch": 2, "trans_a": False,
                      "trans_b": False, "bias": False}, "float32"),
        {"tile_m": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "l1_prefetch": [False, True], "opt_level": ["O0", "O1", "O2", "O3"]},
    ),
    "cpu_ffn_geglu_tanh_m_tile_pipeline_down_prefetch": (
        Task("ffn", {"tokens": 348, "hidden": 936, "intermediate": 1336, "gated": True,
                     "activation": "gelu_tanh"}, "float32"),
        {"tile_m": [16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256],
         "pipeline": ["none", "single_buffer", "double_buffer"], "down_l1_prefetch": [False, True]},
    ),
    "cpu_rmsnorm_3280_no_rows_per_block_no_unroll": (
        Task("rmsnorm", {"rows": 1928, "hidden": 3280}, "float32"),
        {"hidden_split": [1, 2, 4, 8], "stats": ["one_pass", "two_pass"],
         "pipeline": ["none", "single_buffer", "double_buffer"], "opt_level": ["O0", "O1", "O2", "O3"]},
    ),
}
HELD_OUT_88 = ("cpu_attention_mha101_cross_kv_block_softmax_unroll", "cpu_gemm_batched_m_tile_prefetch_opt",
               "cpu_ffn_geglu_tanh_m_tile_pipeline_down_prefetch", "cpu_rmsnorm_3280_no_rows_per_block_no_unroll")


# every set since seen_9 by its recorded names, built from the SEEN_<n> / HELD_OUT_<n> tuples above in set
# order (a relabel renames one tuple and adds one, and edits no table here); a set's files go to data/zoo_<set>
RECORDED_SETS = {k.lower(): v for k, v in sorted(
    ((k, v) for k, v in list(globals().items()) if re.fullmatch(r"(SEEN|HELD_OUT)_\d+", k)),
    key=lambda kv: int(kv[0].rsplit("_", 1)[1]))}
_SET_DIR = {n: os.path.join(DATA, f"zoo_{s}") for s, names in RECORDED_SETS.items() for n in names}


def _compiler() -> str:
    try:
        out = subprocess.run(["cc", "--version"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.TimeoutExpired):
        return "unknown"
    return out.splitlines()[0] if out else "unknown"


def _provenance() -> dict[str, Any]:
    """Where and how a seen_9 .. seen_87 or held_out_88 landscape was recorded (no paths, no host names)."""
    return {"recorder": "scripts/record_cpu_landscapes.py", "backend": "cpu",
            "machine": f"shared {os.cpu_count()}-core {platform.machine()} machine under load "
                       "(other jobs ran alongside: the heavy tail is real measurement noise)",
            "compiler": _compiler(),
            "recorded_utc": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%MZ"),
            # the CPU model and flags, hashed as the tuning cache keys its host: two recordings with
            # different values ran on different CPUs, so whole-space scale (and some rankings) may differ
            "host_cpu": host_cpu()}


def _quiet_provenance(load_start: float) -> dict[str, Any]:
    """Where and how a re-recording (``--out``) was made: the load average at its start and end
    stand for how quiet the machine was (nothing else was to run alongside)."""
    return {**_provenance(), "machine": f"{os.cpu_count()}-core {platform.machine()} machine, nothing else "
            "meant to run alongside (the load averages say how quiet it was)",
            "load_start": round(load_start, 2), "load_end": round(os.getloadavg()[0], 2)}


def record(name: str, repeats: int, out: str | None = None) -> str:
    """Record ``name`` with ``repeats`` samples a configuration. ``out``: a folder to write
    ``<name>.json.gz`` to (a re-recording, beside the committed file) instead of its set's folder."""
    load_start = os.getloadavg()[0]
    task, params = LANDSCAPES[name]
    backend = CpuBackend(repeats=repeats, sample_s=0.005, timeout_s=20.0)
    names = list(params)
    rows = []
    start = time.monotonic()
    try:
        for values in itertools.product(*(params[n] for n in names)):
            cfg = dict(zip(names, values))
            samples, status, error = [], "ok", ""
            for _ in range(repeats):  # repeats separate measurements: the noise a tuner sees
                res = backend.measure(task, [cfg])[0]
                if not res.ok:
                    status, error = res.status, res.error[:120]
                    break
                samples.append(round(float(res.cost), 4))
            rows.append({"config": cfg, "status": status, "samples": samples, "error": error})
    finally:
        backend.close()
    doc = {"name": name, "kind": task.kind, "shape": task.shape, "dtype": task.dtype,
           "params": params, "repeats": repeats, "unit": "us",
           "recorded_s": round(time.monotonic() - start, 1), "rows": rows}
    if out is not None:
        doc["source"] = _quiet_provenance(load_start)
        os.makedirs(out, exist_ok=True)
        path = os.path.join(out, f"{name}.json.gz")
        _write_gz(path, json.dumps(doc, indent=None, separators=(",", ":")) + "\n")
        return path
    if name in _SET_DIR:
        doc["source"] = _provenance()
        text = json.dumps(doc, indent=None, separators=(",", ":")) + "\n"
        out_dir = _SET_DIR[name]
        os.makedirs(out_dir, exist_ok=True)
        path = os.path.join(out_dir, f"{name}.json.gz")
        _write_gz(path, text)
        return path
    text = json.dumps(doc, indent=None, separators=(",", ":")) + "\n"
    os.makedirs(OUT_DIR, exist_ok=True)
    path = os.path.join(OUT_DIR, f"{name}.json")
    atomic_write_text(path, text)
    return path


def _write_gz(path: str, text: str) -> None:
    """gzip, reproducibly (no time stamp), whole or not at all."""
    with open(path + ".tmp", "wb") as fh:
        fh.write(gzip.compress(text.encode("utf-8"), mtime=0))
    os.replace(path + ".tmp", path)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", choices=list(LANDSCAPES), action="append")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--out", metavar="DIR", help="write each landscape to DIR/<name>.json.gz (a re-recording, "
                    "e.g. scripts/data/zoo_recorded9 with --repeats 9 on a quiet machine) instead of its set's folder")
    args = ap.parse_args()
    if args.repeats < 1:
        ap.error("--repeats must be at least 1")
    if args.out:  # checked now, not after minutes of measuring
        try:
            os.makedirs(args.out, exist_ok=True)
        except OSError as exc:
            ap.error(f"--out {args.out}: cannot write there ({exc.strerror or exc})")
        if not os.access(args.out, os.W_OK):
            ap.error(f"--out {args.out}: cannot write there (not writable)")
    for name in args.only or list(LANDSCAPES):
        t0 = time.monotonic()
        path = record(name, args.repeats, args.out)
        print(f"{name}: {path} in {time.monotonic() - t0:.0f} s", flush=True)


if __name__ == "__main__":
    main()
