"""The zoo's ``seen_85`` set.

``seen_85`` (was ``held_out_85``, :func:`seen_85`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the fifty-ninth round, see docs/benchmarks.md):
4 wins / 6 ties / 3 losses against the best peer, geo-mean 1.0593, the best of the five (tpe_mv 1.0829; random
1.2989); the synthetic nine 3 / 4 / 2 (wins on the bungee, 1.494 against random's 1.606, the seesaw, 1.000 against
tpe_mv's 1.020, and the ukulele, 1.007 against tpe_mv's 1.108; the losses on the table tennis, 1.015 against tpe_mv's
1.005, in the last per cent, and the tambourine, 1.100 against tpe_mv's 1.013, bayes within 5% in 5 of 10 runs and
one basin away in the rest), the best by geo-mean there (1.0603; tpe_mv 1.1001); on 30 seeds its recorded four 1 / 2
/ 1, third by geo-mean (1.0572; tpe_mv 1.0453; the win on the attention, 1.000 against rl's 1.050, its committed
optimum one fast sample; the loss on the LayerNorm, 1.151 against tpe's and tpe_mv's 1.000, bayes at its optimum in
14 of 30 runs); scored by the median of 9 quiet samples 0 / 3 / 1 with ``--confirm 0`` (1.0174, third; tpe_mv 1.0077)
and 0 / 2 / 2 with ``--confirm 3`` (1.0223, fifth; rl 1.0130); on seeds 0-9 alone 3 / 6 / 4, the best by geo-mean
(1.0593; tpe_mv 1.0796); R1 0 / 3 / 1 as committed (1.0453, level with tpe_mv at the best of six; the LayerNorm 1.000
where the default ends at 1.151), 0 / 3 / 1 with ``--confirm 0`` (1.0174, level with the default) and 1 / 2 / 1 with
``--confirm 3`` (1.0076, the best of six).
Evaluated on an AVX-512 host with the numerics pinned (numpy's X86_V4 loops), where its committed traces were made; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum).

Nine synthetic families no earlier set had (configurations, infeasible share, worst/optimum), in
domains no earlier set covers (hula hoops, ukuleles, tambourines, table tennis, go-karts, seesaws,
snooker, canoes, bungee jumping), with constants unlike the other sets' (an AI-engine array, an
adaptive SoC's array of up to 344 VLIW vector tiles, 43 columns of 8, at 1.28125 GHz, each tile's
vector unit stepping 8 items a vector operation in fp32, 16 in int16 and 32 in int8 fixed point at
0.90625 vector operations a cycle sustained, a fixed-point operation 0.34375 cycles more to shift,
round and saturate, and no vector gather, so that a table lookup is one item's after another's at
2.15625 cycles each; a tile's kernel in its 15.6875 KB of program memory (an int16 kernel's code
1.203125 times its fp32 one's, an int8 kernel's 1.453125 times), its tables in the 30.6875 KB of
its own data memory left free and its items in windows in 93.75 KB of its three neighbours' data
memory, a window's lock taken and released in 0.0371875 us, the windows streamed through a tile's
5.03125 GB/s stream port from programmable-logic ports of 3.96875 GB/s, one a column of eight
tiles, fed from 97.625 GB/s of DDR, a graph iteration (a step) closed in 0.6828125 us, a tile
configured in 2.34375 us and a graph launched in 53.625 us; a tile-math card, a grid of up to 72
tile-math cores at 1.04375 GHz, each five small RISC-V cores (two moving data, one unpacking, one
driving the math, one packing) beside 1431.25 KB of SRAM holding its kernels, tables and circular
buffers, its math unit working on tiles of 32 items at 1.15625 cycles an operation a tile for each
fidelity pass (one at low fidelity, two or four at the higher), fp32 on the vector unit beside it at
4.40625 cycles an operation a tile whatever the fidelity, block floats (8-bit mantissas, an
exponent shared by 16 values) unpacked at 3.59375 cycles a value a tile, a core's items kept in its
SRAM when they fit there, else moved every step over the network on chip at 41.8125 GB/s a core
from 271.875 GB/s of GDDR shared by the busy cores, a circular buffer's page handed between the
data movers and the math in 0.0553125 us, a step's end a semaphore barrier of 1.096875 us and
0.0184375 us a hop across the busy grid, a core's kernels loaded in 6.71875 us, the items sent
over 27.3125 GB/s of PCIe and a launch of 193.375 us; beside a host CPU sustaining 0.14453125
TFLOP/s on this code with 118.375 GB/s of DRAM holding 1011.25 GB and 241.75 MB of last-level
cache streaming 537.125 GB/s (items' state that fits it read from there), all items stepped
together in a parallel loop whose barrier costs 3.21875 us a step (a roofline: the slower of the
work and the state's traffic); times in us, bandwidths in bytes/us).

The AI-engine families deal their items over 8, 32, 96 or 344 tiles, each tile taking its items a
window of 64, 256 or 1024 at a time (all at once when they are fewer) into its neighbours' data
memory, stepping the window through every step there and streaming it back out, one window at a
time (the streaming and the stepping one after the other) or two (ping-pong: the next window in
while this one steps, twice the memory), in fp32, int16 or int8 vectors, or leave the work on the
host's cores, a kernel over the program memory, tables over a tile's data memory, windows over its
neighbours' and the items' state over the host's memory failing; the tile-math families run on 8,
24 or 72 cores (24 or 72 for the canoe; all 72 for the bungee), a core's items in tiles of 32 kept
in its SRAM where they fit, else moved in and out every step through circular buffers of 1, 2 or 4
pages a way (one: the moving and the math one after the other; two or four side by side), the math
in block floats or bf16 at low fidelity or two or four passes, or in fp32 on the vector unit, or
the work left on the host's cores, a core's kernels, tables and buffers over its SRAM and the
items' state over the host's memory failing. The basins were shaped to the set test's counts by
listing configurations near each optimum; enumeration only. New by case-insensitive greps over
every earlier set's module (words joined by a space, hyphen or underscore alike): no earlier set
had AI engine, adaptive SoC, program memory, data memory, stream port, programmable logic, graph
iteration, shift, round and saturate, vector gather, tile math, math fidelity, LoFi, block float,
BFP8, shared exponent, circular buffer, packer, data mover, network on chip, GDDR or SFPU (VLIW
appears once, of a DSP cluster's cores; ping-pong once, of double buffers; semaphore once, of a
GPU kernel's ordering; fidelity once, of a solver's accuracy target, and HiFi once, of a vocoder),
nor any of the nine domain words (hula, hula hoop, hoop, hooper, ukulele, uke, soprano, baritone,
fret, fluorocarbon, gut, tambourine, jingle, zill, goatskin, headless, table tennis, pips,
topspin, backspin, celluloid, go-kart, kart, two-stroke, four-stroke, seesaw, see-saw, teeter,
totter, fulcrum, snooker, billiard, baize, stun, swerve, canoe, kevlar, royalex, polyethylene,
polypropylene, HDPE, expedition, bungee, bungy; ping pong matches only those ping-pong buffers
above, so the table-tennis family's names avoid it; every parameter name and string value of the
nine checked the same way, none in an earlier module but the machines' fp32_vectors and
host_cores, of earlier prose and the shared host fallback):

- ``hula_hoop_ch`` (5184, 53.9%, 7.3 x 10^5x): a toy maker's hoop studies, 1,000,000 hoop
  sessions' minute on the AI-engine array (0.3 ms of setup a run besides), the hoop by an orbit
  table (26 operations and 2 gathered lookups an item a step on 40 bytes, 22.5 KB of tables; not
  for a weighted hoop), the hoop on the torso as an ODE (150 operations on 96 bytes: 2.3 times at
  best; at 20-ms steps with an adult hooper: fails) or the hoop's tube by finite elements (1,350
  operations on 1,520 bytes; at 20-ms steps: fails), the ODE and finite elements failing in int8,
  a polypropylene, HDPE (2.0%) or weighted hoop, a child or adult hooper (6% more work: 1.1%),
  0.2-20-ms steps; the table best in int8 (int16 18%, fp32 36%) on 344 tiles (96: 3.6 times) in
  windows of 1024 (256: 43%), ping-ponged (one window 0.3%); 8 within 5% (narrow).
- ``ukulele_ch`` (5184, 59.0%, 4.3 x 10^5x): an instrument maker's pluck studies, 1,000,000
  plucks' 0.8 s on the array (0.25 ms of setup a run besides), the pluck by a fret-tone table (34
  operations and 6 gathered lookups on 48 bytes, 27.25 KB of tables: 25% at best; not for gut
  strings), the string and bridge as an ODE (120 operations on 112 bytes; at 500-us steps on a
  baritone: fails) or the body by finite elements (1,500 operations on 1,680 bytes; at 500-us
  steps: fails), the ODE and finite elements failing in int8, a soprano, concert (1.5%) or
  baritone ukulele, fluorocarbon or gut strings (8% more work: 7.0%), 5-500-us steps; the ODE best
  in int16 (in fp32 its window of 1024 outgrows the neighbours' memory: fails, 51% at best) on 344
  tiles (96: 3.6 times) in windows of 1024 (256: 22%), one at a time (ping-ponged two of 1024 do
  not fit: fails); 2 within 5% (narrow).
- ``tambourine_ch`` (5184, 64.5%, 3.6 x 10^5x): a percussion maker's shake studies, 400,000
  shakes' 2 s on the array (0.35 ms of setup a run besides), the shake by a jingle-rattle table (30
  operations and 5 gathered lookups on 44 bytes, 25.5 KB of tables: 17% at best; not for two rows
  of jingles), the zills' collisions as an ODE (70 operations on 104 bytes; at 1-ms steps in a
  goatskin tambourine: fails; in int16 or int8: fails) or the frame and skin by finite elements
  (1,450 operations on 1,600 bytes; at 1-ms steps: fails), a headless, goatskin (2.5%) or
  synthetic-head (1.0%) tambourine, one or two rows of jingles (12% more work: 8.2%), 10-1000-us
  steps; the ODE best in fp32 on 344 tiles (96: 3.3 times) in windows of 256 (64: 71%; 1024
  outgrow the neighbours' memory: fails), ping-ponged (one window 2.7%); 4 within 5% (narrow).
- ``table_tennis_ch`` (5184, 57.2%, 4.4 x 10^5x): a sports maker's rally studies, 600,000 rallies'
  1.5 s on the array (0.2 ms of setup a run besides), the ball by a spin-drag table (28 operations
  and 2 gathered lookups on 36 bytes, 29.75 KB of tables; not for long-pips sheets), the ball's
  flight as an ODE (140 operations on 88 bytes: 69% at best; at 2-ms steps with backspin: fails)
  or the celluloid shell by finite elements (1,250 operations on 1,440 bytes; at 2-ms steps:
  fails), everything failing in int8, a smooth, short-pips (1.0%) or long-pips sheet, topspin or
  backspin (5% more work: 1.5%), 20-2000-us steps; the table best in int16 (fp32 16%) on 344
  tiles (96: 3.1 times) in windows of 1024 (256: 16%), ping-ponged (one window 1.2%); 8 within 5%
  (narrow).
- ``go_kart_ch`` (5184, 54.3%, 4.9 x 10^5x): a karting track's lap studies, 300,000 laps' 90 s on
  the array (0.4 ms of setup a run besides), the lap by a tyre-grip table (32 operations and 4
  gathered lookups on 52 bytes, 26.5 KB of tables; not for an electric kart), the chassis as an
  ODE (110 operations on 120 bytes: 2.6% at best, in int16; at 50-ms steps on an indoor track:
  fails) or the frame by finite elements (1,600 operations on 1,760 bytes; at 50-ms steps: fails),
  the ODE and finite elements failing in int8, a two-stroke, four-stroke (2.0%) or electric kart,
  an outdoor or indoor track (4% more work: 0.5%), 0.5-50-ms steps; the table best in int8 (int16
  12%) on 344 tiles (96: 4.2 times), a tile's 873 laps in one window of 1024 (256: 41%) so that
  the buffering does not matter; 12 within 5% (middling).
- ``seesaw_ch`` (5832, 44.0%, 3.3 x 10^5x): a playground maker's seesaw studies, 1,200,000 rides'
  30 s on the tile-math card (0.5 ms of setup a run besides), the ride by a fulcrum-balance table
  (30 operations on 10 values, 36.5 KB of kernels and 1,150 KB of tables in each busy core's SRAM;
  not for a polyethylene seesaw), the swing as an ODE (160 operations on 24 values: 2.5 times at
  best; at 100-ms steps with four riders: fails) or the board by finite elements (1,500 operations
  on 1,200 values; at 100-ms steps, or under four passes in block floats or bf16: fails), the ODE
  and finite elements failing in block floats, an oak, steel (2.0%) or polyethylene seesaw, two or
  four riders (7% more work: 2.7%), 1-100-ms steps; the table best in block floats (a core's
  16,667 rides fit its SRAM beside the tables; in bf16 they are moved every step: 5.9 times,
  2.5 at best) at low fidelity (two passes 39%) on 72 cores (24: 8.5 times), the rides kept in
  the SRAM so that the pages do not matter; 12 within 5% (middling).
- ``snooker_ch`` (5832, 52.5%, 7.5 x 10^4x): a cue-sports club's shot studies, 800,000 shots' 4 s
  on the card (0.45 ms of setup a run besides), the shot by a pot-angle table (36 operations on 12
  values, 40.25 KB of kernels and 1,180 KB of tables, its shots moved every step: 27% at best; not
  for a swerve shot), the balls as an ODE (180 operations on 28 values; at 5-ms steps on napped
  baize: fails) or the cluster by discrete elements (1,700 operations on 1,100 values; at 5-ms
  steps: fails), block floats failing everywhere and the table and ODE at low fidelity in bf16, a
  new, worn (1.5%) or napped baize, a stun or swerve shot (5% more work: 4.8%), 50-5000-us steps;
  the ODE best in bf16 at two passes (four 95%, fp32 89%) on 72 cores (24: 5.9 times), the shots
  kept in the SRAM so that the pages do not matter; 9 within 5% (middling).
- ``canoe_ch`` (15552, 45.6%, 1.7 x 10^5x): an outfitter's paddling studies, 300,000 trips' 10
  minutes on the card (0.55 ms of setup a run besides), the trip by a hull-drag table (34
  operations on 11 values, 38.75 KB of kernels and 1,165 KB of tables; not for a tandem
  polyethylene canoe), the roll as an ODE (170 operations on 26 values: 28% at best; at 200-ms
  steps in tandem on river water: fails) or the wake by finite elements (1,600 operations on 1,150
  values; at 200-ms steps: fails), the table and finite elements failing under four passes in block
  floats or bf16 and the ODE and finite elements in block floats, a Kevlar, Royalex (0.1%) or
  polyethylene (0.2%) canoe, solo or tandem (0.15% more work: 0.1%), 2-200-ms steps, 24 or 72
  cores, lake or river water (0.1%), a day trip's or an expedition's load (0.05%): ten parameters
  of which few matter; the table best in fp32 on the vector unit (so that the fidelity does not
  matter; bf16 at four passes 3.7%) on 72 cores (24: 9.4 times), the trips kept in the SRAM so
  that the pages do not matter; the set's family over 10,000; 240 within 5% (broad).
- ``bungee_ch`` (648, 44.0%, 8.2 x 10^4x): a jump operator's cord studies, 150,000 jumps' 12 s on
  all 72 cores of the card (0.6 ms of setup a run besides), the jump by a stretch table (38
  operations on 13 values, 41.5 KB of kernels and 1,190 KB of tables: 2.0 times at best; at 50-ms
  steps: fails), the fall as an ODE (200 operations on 30 values) or the cord by finite elements
  (1,800 operations on 1,250 values; at 50-ms steps, or under four passes in block floats or bf16:
  fails), the ODE and finite elements failing in block floats, a braided cord (4% more work, its
  ODE at 50-ms steps failing: 2.0 times at best) or a bare one (6% more time), 0.5-50-ms steps;
  the ODE best with a bare cord in bf16 at low fidelity (two passes 61%, fp32 2.8 times), the
  jumps kept in the SRAM so that the pages do not matter; the set's family under 1,000; 3 within
  5% (narrow).

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier recorded landscape
covers, each kind the one least recently used by the rotations: a causal grouped-query attention, self attention (178
queries over 178 keys, 93 query heads over 3 KV heads, groups of 31, d 114; every number up to 92 is taken in some
dimension of an earlier attention space, 93 is the smallest free one (the heads), 178 the smallest free even number
above seen_84's 174, 114 the smallest free even head dimension above seen_84's 110), with its KV block (16 to 512),
``opt_level`` (O0 to O3) and pipeline (none, single_buffer, double_buffer) but its query block, KV split, softmax and
unroll left at the default (72 configurations, the attention's floor now: the one attention set of 72 that no earlier
attention space tuned together, the sets of 75 all taken), a GEMM batched twice with bias tuning its M tile, output
alignment and pipeline (2 x 412 x 1040 @ 1040 x 1032; its N and K tiles, L1 prefetch, ``opt_level``, schedule, unroll
and layout at the default; the M tile the GEMM tile tuned least recently, seen_82's, with the first untuned set of 96
that holds it, by name), an FFN with ReLU, not gated, tuning the down projection's N tile with the down pipeline and
the down L1 prefetch (324 tokens, 912 hidden, 1312 intermediate: 57 to 4 column blocks of the 912 hidden; the down N
tile the FFN tile tuned least recently, seen_79's, with the first untuned set of 96 that holds it, by name), these
three tuning parameter sets no earlier space of their op kind tuned together, and a LayerNorm tuning its rows a
block, stats, pipeline and ``opt_level`` at their full value lists (168 configurations; 1896 rows x 3248): no norm
parameter set of 2-216 configurations is left that no earlier LayerNorm or RMSNorm space tuned, so by the rule the
fifty-fifth round wrote first (tests/test_bench_zoo.py, ``_check_four_new_recordings``) the norm takes the set its
kind tuned least recently, seen_29's, on a new shape. Each space was measured exhaustively (every configuration
compiled, checked against numpy, timed 3 times) by ``scripts/record_cpu_landscapes.py`` into
``scripts/data/zoo_seen_85/`` (gzip JSON, times in us, provenance in each file's ``source``). They were recorded
on the shared 2-core machine the standing way, ``--only`` each, one after another, the recorder at normal priority
(not niced), 18:21:50-18:33:37 UTC, on the host that recorded seen_62's..seen_84's four, an AMD EPYC with AVX-512:
their ``host_cpu`` (81db2b0747f882f3) is seen_84's, so the four are measurements of the kernels' AVX-512 paths. The
helper drafting the synthetic families worked beside them: its one full check of the draft (a copy of the project,
the set's tests and every family enumerated, on one core) ended at 18:29:10, during the FFN's recording; ``ps`` every
60 s over the recordings showed nothing else running but the recorder, its measuring worker and its C compiler. The
load average sampled every 10 s was 0.11-1.51 over the standing recordings. They took 156, 153, 118 and 280 s (the
attention, GEMM, FFN and LayerNorm). The tail of their samples is real measurement noise (median spread, the slowest
of a configuration's three samples over its fastest, 6.6%, 7.4%, 4.7%, 6.0%), and the fastest sample is the true
cost: THE ATTENTION'S OPTIMUM RESTS ON ONE FAST SAMPLE (KV block 256, O3, double_buffer: its other two samples 1.230
and 1.232 times it, 14th by median of 72; the next fastest (64, O3, single_buffer) 1.100 times it (median 1.128), the
best by median (64, O3, double_buffer) 1.115 (median 1.122)); the GEMM's optimum is the best by median (M tile 48,
output alignment, no pipeline: samples 1.000, 1.026, 1.100; the next fastest (208, no alignment, none) 1.017 (median
1.095)); THE FFN'S OPTIMUM RESTS ON ONE FAST SAMPLE (down N tile 96, no down pipeline, down prefetch: its other two
samples 1.200 and 1.352 times it, 15th by median of 96; the next fastest (256, none, prefetch) 1.085 times it (median
1.207), the best by median (240, single_buffer, prefetch) 1.141 (median 1.148)); the LayerNorm's optimum is the best
by median (rows a block 4, one_pass, no pipeline, O3: samples 1.000, 1.237, 1.378; the next fastest (16, one_pass,
none, O3) 1.151 (median 1.288)). Worst over optimum 14.04x, 1.52x, 1.33x, 9.90x; within 5% of the optimum 1, 14, 1, 1
configurations. Every configuration ran. The same four were then recorded again with 9 samples a configuration on the
quiet machine (``--repeats 9 --out scripts/data/zoo_recorded9``, 18:33:37-19:23:54 UTC; 759, 762, 433 and 1063 s;
load 1.00-1.16, nothing else running but the lead's brief text edits and one read of the standing files, each under a
second of CPU on the other core) and committed before anything ran on the set; by their median of 9 the committed
optimum ranks 16th of 72 (the attention, 7.2% over the quiet best), 29th of 96 (the GEMM, 13.3%), 8th of 96 (the FFN,
4.0%) and 2nd of 168 (the LayerNorm, 0.3%).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, value_of

# the AI-engine array: an adaptive SoC's array of up to 344 VLIW vector tiles (43 columns of 8) at 1.28125 GHz, each
# tile's vector unit stepping 8 items a vector operation in fp32, 16 in int16 and 32 in int8 fixed point, 0.90625
# vector operations a cycle sustained (its bundles' other slots loading and storing), a fixed-point operation 0.34375
# cycles more to shift, round and saturate, no vector gather (a table lookup one item's after another's, 2.15625
# cycles each); 15.6875 KB of program memory a tile holding its kernel (an int16 kernel's code 1.203125 times its fp32
# one's, an int8 kernel's 1.453125 times), 30.6875 KB of its own data memory free for the kernel's tables and 93.75 KB
# of its three neighbours' data memory for its windows of items (two when ping-ponged); each window's lock taken and
# released in 0.0371875 us a step; windows streamed through a tile's 5.03125 GB/s stream port from programmable-logic
# ports of 3.96875 GB/s, one a column of eight tiles, fed from 97.625 GB/s of DDR; a graph iteration (a step) closed
# in 0.6828125 us, a tile configured in 2.34375 us and a graph launched in 53.625 us
AE_MHZ, AE_VEC_IPC, AE_SRS_CYC, AE_PM_KB, AE_I16_CODE, AE_I8_CODE = 1281.25, 0.90625, 0.34375, 15.6875, 1.203125, 1.453125
AE_DM_KB, AE_NB_KB, AE_LOCK_US, AE_STREAM_RATE, AE_PLIO_RATE, AE_DDR_RATE = 30.6875, 93.75, 0.0371875, 5031.25, 3968.75, 97625.0
AE_GATHER_CYC, AE_ITER_US, AE_TILE_CFG_US, AE_LAUNCH_US = 2.15625, 0.6828125, 2.34375, 53.625
# the tile-math card: a grid of up to 72 tile-math cores at 1.04375 GHz, each with five small RISC-V cores (two moving
# data, one unpacking, one driving the math, one packing) and 1431.25 KB of SRAM holding its kernels, tables and
# circular buffers; its math unit working on tiles of 32 items, 1.15625 cycles an operation a tile for every
# fidelity pass (one pass at low fidelity, two or four at the higher), fp32 on the vector unit beside it at 4.40625
# cycles an operation a tile whatever the fidelity, block floats unpacked at 3.59375 cycles a value a tile (8-bit
# mantissas, an exponent shared by 16 values); a core's items kept in its SRAM when they fit, else moved every step
# over the network on chip at 41.8125 GB/s a core from 271.875 GB/s of GDDR shared by the busy cores, a circular
# buffer's page handed between the data movers and the math in 0.0553125 us (one page: moving and math one after the
# other; two or four: side by side); a step's end a semaphore barrier of 1.096875 us and 0.0184375 us a hop across
# the busy grid, a core's kernels loaded in 6.71875 us, the items sent over 27.3125 GB/s of PCIe, a launch of 193.375 us
TX_MHZ, TX_OP_CYC, TX_SFPU_CYC, TX_BFP_CYC, TX_SRAM_KB, TX_NOC_RATE, TX_DRAM_RATE = 1043.75, 1.15625, 4.40625, 3.59375, 1431.25, 41812.5, 271875.0
TX_PAGE_US, TX_SYNC_US, TX_HOP_US, TX_CORE_US, TX_PCIE_RATE, TX_LAUNCH_US = 0.0553125, 1.096875, 0.0184375, 6.71875, 27312.5, 193.375
# the host CPU (both machines' fallback): 0.14453125 TFLOP/s on this code, 118.375 GB/s of DRAM holding 1011.25 GB and
# 241.75 MB of last-level cache streaming 537.125 GB/s (items' state that fits it read from there), all items stepped
# together in a parallel loop whose barrier costs 3.21875 us a step
HOST_RATE, HOST_BW, HOST_MEM_GB, HOST_LLC_MB, HOST_LLC_BW, HOST_BAR_US = 1.4453125e5, 1.18375e5, 1011.25, 241.75, 5.37125e5, 3.21875

_AE = {"ae_tiles": [8, 32, 96, 344], "ae_buffering": ["single_window", "ping_pong_windows"], "ae_window": [64, 256, 1024],
       "ae_precision": ["fp32_vectors", "int16_vectors", "int8_vectors", "host_cores"]}
_TX = {"tx_cores": [8, 24, 72], "cb_pages": [1, 2, 4], "math_fidelity": ["lofi", "hifi2", "hifi4"],
       "tx_format": ["bfp8_blocks", "bf16_tiles", "fp32_sfpu", "host_cores"]}


def _host_run(items: Any, steps: Any, flops: Any, bytes_: Any) -> tuple[Any, Any]:
    """``items`` items stepped together for ``steps`` steps on the host CPU (a barrier a step), an item's step
    ``flops`` operations and ``bytes_`` bytes of state read and written, the slower of the two, the state streamed
    from the last-level cache when it fits there. Returns (the time in us, whether the state fits the host's DRAM)."""
    held = items * bytes_
    bw = np.where(held <= HOST_LLC_MB * 1e6, HOST_LLC_BW, HOST_BW)
    per_step = HOST_BAR_US + items * np.maximum(flops / HOST_RATE, 2.0 * bytes_ / bw)
    return steps * per_step, held <= HOST_MEM_GB * 1e9


def _ae_run(items: Any, steps: Any, ops: Any, lookups: Any, state_b: Any, code_kb: Any, table_kb: Any, hflops: Any, hbytes: Any,
            tiles: Any, buffering: Any, window: Any, prec: Any) -> tuple[Any, Any]:
    """``items`` items for ``steps`` steps on ``tiles`` tiles of the AI-engine array, an item's step ``ops`` vector
    operations and ``lookups`` table lookups (no vector gather: one item's lookup after another's) on ``state_b``
    bytes of fp32 state (half in int16, a quarter in int8), ``code_kb`` KB of fp32 kernel
    code in each busy tile's program memory and ``table_kb`` KB of tables in its own data memory; a tile's items
    taken a window of ``window`` items at a time into its neighbours' data memory (all of them at once when they are
    fewer), stepped through every step there (a graph iteration a step) and streamed back out, one window at a time
    (the streaming and the stepping one after the other) or two (ping-pong: the next window streamed in while this
    one steps); fp32, int16 or int8 vectors, or the whole of it on the host's cores (``hflops`` operations and
    ``hbytes`` bytes an item a step). Returns (the time in us, whether a tile's kernel fits its program memory, its
    tables its data memory and its windows its neighbours', on the host the items' state its DRAM)."""
    prec = np.asarray(prec)
    host, i16, i8 = prec == "host_cores", prec == "int16_vectors", prec == "int8_vectors"
    lanes = np.select([i8, i16], [32.0, 16.0], 8.0)
    sb = state_b * np.select([i8, i16], [0.25, 0.5], 1.0)
    code = code_kb * np.select([i8, i16], [AE_I8_CODE, AE_I16_CODE], 1.0)
    op_cyc = (1.0 + np.where(i16 | i8, AE_SRS_CYC, 0.0)) / AE_VEC_IPC
    per_tile = np.ceil(items / tiles)
    win = np.minimum(window, per_tile)
    rounds = np.ceil(per_tile / win)
    ports = np.ceil(tiles / 8.0)
    rate = np.minimum(AE_STREAM_RATE, np.minimum(ports * AE_PLIO_RATE, AE_DDR_RATE) / tiles)
    ping = np.asarray(buffering) == "ping_pong_windows"
    stepping = steps * ((np.ceil(win / lanes) * ops * op_cyc + win * lookups * AE_GATHER_CYC) / AE_MHZ
                        + 2.0 * AE_LOCK_US + AE_ITER_US)
    move = 2.0 * win * sb / rate
    run = np.where(ping, rounds * np.maximum(stepping, move) + np.minimum(stepping, move), rounds * (stepping + move))
    t = AE_LAUNCH_US + tiles * AE_TILE_CFG_US + tiles * table_kb * 1024.0 / (ports * AE_PLIO_RATE) + run
    cpu, cpu_fits = _host_run(items, steps, hflops, hbytes)
    fits = ((code <= AE_PM_KB) & (table_kb <= AE_DM_KB)
            & (np.where(ping & (rounds > 1), 2.0, 1.0) * win * sb / 1024.0 <= AE_NB_KB))
    return np.where(host, cpu + AE_LAUNCH_US, t), np.where(host, cpu_fits, fits)


def _tx_run(items: Any, steps: Any, ops: Any, vals: Any, code_kb: Any, table_kb: Any, hflops: Any, hbytes: Any,
            cores: Any, pages: Any, fidelity: Any, fmt: Any) -> tuple[Any, Any]:
    """``items`` items for ``steps`` steps on ``cores`` cores of the tile-math card, an item's step ``ops`` operations
    on ``vals`` values of state (block floats of 8-bit mantissas, bf16 or fp32), ``code_kb`` KB of kernels and
    ``table_kb`` KB of tables in every busy core's SRAM, the items in tiles of 32; a core's items kept in its SRAM
    when they fit, else moved in and out every step through circular buffers of ``pages`` pages of a tile each way;
    the math at low fidelity or two or four passes (fp32 on the vector unit, whatever the fidelity), or the whole of
    it on the host's cores (``hflops`` operations and ``hbytes`` bytes an item a step). Returns (the time in us,
    whether a core's kernels, tables and state or circular buffers fit its SRAM, on the host the items' state its
    DRAM)."""
    fmt, fid = np.asarray(fmt), np.asarray(fidelity)
    host, bfp, f32 = fmt == "host_cores", fmt == "bfp8_blocks", fmt == "fp32_sfpu"
    vb = np.select([bfp, f32], [1.0 + 1.0 / 16.0, 4.0], 2.0)
    passes = np.select([fid == "lofi", fid == "hifi2"], [1.0, 2.0], 4.0)
    per_core = np.ceil(items / cores)
    n_tile = np.ceil(per_core / 32.0)
    tile_b = 32.0 * vals * vb
    math = (ops * np.where(f32, TX_SFPU_CYC, passes * TX_OP_CYC) + np.where(bfp, vals * TX_BFP_CYC, 0.0)) / TX_MHZ
    used_kb = code_kb + table_kb
    resident = used_kb + n_tile * tile_b / 1024.0 <= TX_SRAM_KB
    move = 2.0 * tile_b / np.minimum(TX_NOC_RATE, TX_DRAM_RATE / cores) + 2.0 * TX_PAGE_US
    one = n_tile * (math + move)
    many = n_tile * np.maximum(math, move) + np.minimum(math, move) * np.where(pages == 2, 2.0, 1.0)
    streamed = np.where(pages == 1, one, many)
    step = np.where(resident, n_tile * math, streamed) + TX_SYNC_US + TX_HOP_US * 2.0 * np.sqrt(cores)
    t = (TX_LAUNCH_US + cores * TX_CORE_US + cores * table_kb * 1024.0 / TX_DRAM_RATE
         + 2.0 * items * vals * vb / TX_PCIE_RATE + steps * step)
    cpu, cpu_fits = _host_run(items, steps, hflops, hbytes)
    fits = resident | (used_kb + 2.0 * pages * tile_b / 1024.0 <= TX_SRAM_KB)
    return np.where(host, cpu + TX_LAUNCH_US, t), np.where(host, cpu_fits, fits)


def _tiled(fmt: Any) -> np.ndarray:
    """Whether the tile-math card's math unit does the work (block floats or bf16: its fidelity then matters)."""
    return np.isin(np.asarray(fmt), ["bfp8_blocks", "bf16_tiles"])


def _ae_family(md: Any, a: Any, b: Any, c: Cols, items: float, steps: Any, spec: dict, ka: dict, kb: dict,
               base: float) -> tuple[Any, Any]:
    """The AI-engine families' shared shape: ``spec[k]`` for each model value k gives (vector operations an item a
    step, table lookups an item a step, fp32 state bytes an item, kernel code KB, table KB, host operations an item a
    step, host state bytes an item); ``ka`` the first domain parameter's factor on the time, ``kb`` the second's on the operations."""
    def per(i: int) -> np.ndarray:
        return value_of(md, {k: v[i] for k, v in spec.items()})
    nb = value_of(b, kb)
    t, fits = _ae_run(items, steps, per(0) * nb, per(1), per(2), per(3), per(4), per(5) * nb, per(6),
                      c["ae_tiles"], c["ae_buffering"], c["ae_window"], c["ae_precision"])
    return (t + base) * value_of(a, ka), fits


def _tx_family(md: Any, a: Any, b: Any, c: Cols, items: float, steps: Any, spec: dict, ka: dict, kb: dict,
               base: float, cores: Any = None) -> tuple[Any, Any]:
    """The tile-math families' shared shape: ``spec[k]`` for each model value k gives (operations an item a step,
    state values an item, kernel KB, table KB, host operations an item a step, host state bytes an item); ``ka`` the
    first domain parameter's factor on the time, ``kb`` the second's on the operations."""
    def per(i: int) -> np.ndarray:
        return value_of(md, {k: v[i] for k, v in spec.items()})
    nb = value_of(b, kb)
    t, fits = _tx_run(items, steps, per(0) * nb, per(1), per(2), per(3), per(4) * nb, per(5),
                      c["tx_cores"] if cores is None else cores, c["cb_pages"], c["math_fidelity"], c["tx_format"])
    return (t + base) * value_of(a, ka), fits


# ---------------------------------------------------------------- AI-engine-array families
def hula_hoop(sessions: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, hp, hr = np.asarray(c["spin_model"]), np.asarray(c["hoop_tube"]), np.asarray(c["hooper"])
        s, pr = c["hoop_step_ms"], np.asarray(c["ae_precision"])
        spec = {"hoop_orbit_table": (26.0, 2.0, 40.0, 4.5, 22.5, 240.0, 40.0),
                "hoop_torso_ode": (150.0, 0.0, 96.0, 7.25, 0.75, 1300.0, 96.0),
                "hoop_tube_fe": (1350.0, 0.0, 1520.0, 12.25, 2.5, 1.5e4, 1520.0)}
        t, fits = _ae_family(md, hp, hr, c, sessions, 6.0e4 / s, spec,
                             {"polypropylene_hoop": 1.0, "hdpe_hoop": 1.02, "weighted_hoop": 1.05},
                             {"child_hooper": 1.0, "adult_hooper": 1.06}, 300.0)
        bad = (~fits | ((md == "hoop_orbit_table") & (hp == "weighted_hoop")) | ((md == "hoop_tube_fe") & (s == 20))
               | ((md == "hoop_torso_ode") & (s == 20) & (hr == "adult_hooper"))
               | ((md != "hoop_orbit_table") & (pr == "int8_vectors")))
        return np.where(bad, np.nan, t)
    return cost


def hula_hoop_params() -> dict[str, list[Any]]:
    return {"spin_model": ["hoop_orbit_table", "hoop_torso_ode", "hoop_tube_fe"],
            "hoop_tube": ["polypropylene_hoop", "hdpe_hoop", "weighted_hoop"],
            "hooper": ["child_hooper", "adult_hooper"], "hoop_step_ms": [0.2, 2, 20], **_AE}


def ukulele(plucks: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, sz, st = np.asarray(c["pluck_model"]), np.asarray(c["ukulele_size"]), np.asarray(c["uke_strings"])
        s, pr = c["pluck_step_us"], np.asarray(c["ae_precision"])
        spec = {"fret_tone_table": (34.0, 6.0, 48.0, 5.0, 27.25, 300.0, 48.0),
                "string_bridge_ode": (120.0, 0.0, 112.0, 8.5, 1.0, 1500.0, 112.0),
                "uke_body_fe": (1500.0, 0.0, 1680.0, 11.75, 3.0, 1.7e4, 1680.0)}
        t, fits = _ae_family(md, sz, st, c, plucks, 8.0e5 / s, spec,
                             {"soprano_uke": 1.0, "concert_uke": 1.015, "baritone_uke": 1.04},
                             {"fluorocarbon_strings": 1.0, "gut_strings": 1.08}, 250.0)
        bad = (~fits | ((md == "fret_tone_table") & (st == "gut_strings")) | ((md == "uke_body_fe") & (s == 500))
               | ((md == "string_bridge_ode") & (s == 500) & (sz == "baritone_uke"))
               | ((md != "fret_tone_table") & (pr == "int8_vectors")))
        return np.where(bad, np.nan, t)
    return cost


def ukulele_params() -> dict[str, list[Any]]:
    return {"pluck_model": ["fret_tone_table", "string_bridge_ode", "uke_body_fe"],
            "ukulele_size": ["soprano_uke", "concert_uke", "baritone_uke"],
            "uke_strings": ["fluorocarbon_strings", "gut_strings"], "pluck_step_us": [5, 50, 500], **_AE}


def tambourine(shakes: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, fr, jr = np.asarray(c["shake_model"]), np.asarray(c["tambourine_frame"]), np.asarray(c["jingle_rows"])
        s, pr = c["shake_step_us"], np.asarray(c["ae_precision"])
        spec = {"jingle_rattle_table": (30.0, 5.0, 44.0, 4.75, 25.5, 280.0, 44.0),
                "zill_collision_ode": (70.0, 0.0, 104.0, 9.25, 1.25, 1600.0, 104.0),
                "frame_skin_fe": (1450.0, 0.0, 1600.0, 12.75, 2.75, 1.6e4, 1600.0)}
        t, fits = _ae_family(md, fr, jr, c, shakes, 2.0e6 / s, spec,
                             {"headless_tambourine": 1.0, "goatskin_tambourine": 1.025, "synthetic_head_tambourine": 1.01},
                             {"single_jingle_row": 1.0, "double_jingle_row": 1.12}, 350.0)
        bad = (~fits | ((md == "jingle_rattle_table") & (jr == "double_jingle_row"))
               | ((md == "frame_skin_fe") & (s == 1000))
               | ((md == "zill_collision_ode") & (s == 1000) & (fr == "goatskin_tambourine"))
               | ((md != "jingle_rattle_table") & (pr == "int8_vectors"))
               | ((md == "zill_collision_ode") & (pr == "int16_vectors")))
        return np.where(bad, np.nan, t)
    return cost


def tambourine_params() -> dict[str, list[Any]]:
    return {"shake_model": ["jingle_rattle_table", "zill_collision_ode", "frame_skin_fe"],
            "tambourine_frame": ["headless_tambourine", "goatskin_tambourine", "synthetic_head_tambourine"],
            "jingle_rows": ["single_jingle_row", "double_jingle_row"], "shake_step_us": [10, 100, 1000], **_AE}


def table_tennis(rallies: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, sh, sp = np.asarray(c["table_tennis_model"]), np.asarray(c["tt_sheet"]), np.asarray(c["tt_spin"])
        s, pr = c["tt_step_us"], np.asarray(c["ae_precision"])
        spec = {"spin_drag_table": (28.0, 2.0, 36.0, 4.25, 29.75, 260.0, 36.0),
                "tt_ball_ode": (140.0, 0.0, 88.0, 7.75, 0.5, 1200.0, 88.0),
                "celluloid_shell_fe": (1250.0, 0.0, 1440.0, 13.25, 2.25, 1.4e4, 1440.0)}
        t, fits = _ae_family(md, sh, sp, c, rallies, 1.5e6 / s, spec,
                             {"smooth_tt_sheet": 1.0, "short_pips_sheet": 1.01, "long_pips_sheet": 1.03},
                             {"topspin": 1.0, "backspin": 1.05}, 200.0)
        bad = (~fits | ((md == "spin_drag_table") & (sh == "long_pips_sheet")) | ((md == "celluloid_shell_fe") & (s == 2000))
               | ((md == "tt_ball_ode") & (s == 2000) & (sp == "backspin"))
               | (pr == "int8_vectors"))
        return np.where(bad, np.nan, t)
    return cost


def table_tennis_params() -> dict[str, list[Any]]:
    return {"table_tennis_model": ["spin_drag_table", "tt_ball_ode", "celluloid_shell_fe"],
            "tt_sheet": ["smooth_tt_sheet", "short_pips_sheet", "long_pips_sheet"],
            "tt_spin": ["topspin", "backspin"], "tt_step_us": [20, 200, 2000], **_AE}


def go_kart(laps: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, en, tr = np.asarray(c["kart_model"]), np.asarray(c["kart_engine"]), np.asarray(c["kart_track"])
        s, pr = c["kart_step_ms"], np.asarray(c["ae_precision"])
        spec = {"tyre_grip_table": (32.0, 4.0, 52.0, 5.25, 26.5, 320.0, 52.0),
                "kart_chassis_ode": (110.0, 0.0, 120.0, 9.75, 1.5, 1800.0, 120.0),
                "kart_frame_fe": (1600.0, 0.0, 1760.0, 12.5, 3.25, 1.8e4, 1760.0)}
        t, fits = _ae_family(md, en, tr, c, laps, 9.0e4 / s, spec,
                             {"two_stroke_kart": 1.0, "four_stroke_kart": 1.02, "electric_kart": 1.06},
                             {"outdoor_kart_track": 1.0, "indoor_kart_track": 1.04}, 400.0)
        bad = (~fits | ((md == "tyre_grip_table") & (en == "electric_kart")) | ((md == "kart_frame_fe") & (s == 50))
               | ((md == "kart_chassis_ode") & (s == 50) & (tr == "indoor_kart_track"))
               | ((md != "tyre_grip_table") & (pr == "int8_vectors")))
        return np.where(bad, np.nan, t)
    return cost


def go_kart_params() -> dict[str, list[Any]]:
    return {"kart_model": ["tyre_grip_table", "kart_chassis_ode", "kart_frame_fe"],
            "kart_engine": ["two_stroke_kart", "four_stroke_kart", "electric_kart"],
            "kart_track": ["outdoor_kart_track", "indoor_kart_track"], "kart_step_ms": [0.5, 5, 50], **_AE}


# ---------------------------------------------------------------- tile-math-card families
def seesaw(rides: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, kd, rd = np.asarray(c["tilt_model"]), np.asarray(c["seesaw_kind"]), np.asarray(c["seesaw_riders"])
        s, fm, fd = c["tilt_step_ms"], np.asarray(c["tx_format"]), np.asarray(c["math_fidelity"])
        spec = {"fulcrum_balance_table": (30.0, 10.0, 36.5, 1150.0, 260.0, 40.0),
                "seesaw_swing_ode": (160.0, 24.0, 52.0, 16.0, 1400.0, 96.0),
                "teeter_board_fe": (1500.0, 1200.0, 88.0, 64.0, 1.6e4, 4800.0)}
        t, fits = _tx_family(md, kd, rd, c, rides, 3.0e4 / s, spec,
                             {"oak_seesaw": 1.0, "steel_seesaw": 1.02, "polyethylene_seesaw": 1.05},
                             {"two_riders": 1.0, "four_riders": 1.07}, 500.0)
        bad = (~fits | ((md == "fulcrum_balance_table") & (kd == "polyethylene_seesaw")) | ((md == "teeter_board_fe") & (s == 100))
               | ((md == "seesaw_swing_ode") & (s == 100) & (rd == "four_riders"))
               | ((md != "fulcrum_balance_table") & (fm == "bfp8_blocks"))
               | ((md == "teeter_board_fe") & (fd != "hifi4") & _tiled(fm)))
        return np.where(bad, np.nan, t)
    return cost


def seesaw_params() -> dict[str, list[Any]]:
    return {"tilt_model": ["fulcrum_balance_table", "seesaw_swing_ode", "teeter_board_fe"],
            "seesaw_kind": ["oak_seesaw", "steel_seesaw", "polyethylene_seesaw"],
            "seesaw_riders": ["two_riders", "four_riders"], "tilt_step_ms": [1, 10, 100], **_TX}


def snooker(shots: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, bz, sh = np.asarray(c["snooker_model"]), np.asarray(c["snooker_baize"]), np.asarray(c["snooker_shot"])
        s, fm, fd = c["snooker_step_us"], np.asarray(c["tx_format"]), np.asarray(c["math_fidelity"])
        spec = {"pot_angle_table": (36.0, 12.0, 40.25, 1180.0, 300.0, 48.0),
                "snooker_ball_ode": (180.0, 28.0, 56.0, 20.0, 1600.0, 112.0),
                "ball_cluster_dem": (1700.0, 1100.0, 92.0, 72.0, 1.8e4, 4400.0)}
        t, fits = _tx_family(md, bz, sh, c, shots, 4.0e6 / s, spec,
                             {"new_baize": 1.0, "worn_baize": 1.015, "napped_baize": 1.04},
                             {"stun_shot": 1.0, "swerve_shot": 1.05}, 450.0)
        bad = (~fits | ((md == "pot_angle_table") & (sh == "swerve_shot")) | ((md == "ball_cluster_dem") & (s == 5000))
               | ((md == "snooker_ball_ode") & (s == 5000) & (bz == "napped_baize"))
               | (fm == "bfp8_blocks") | ((md != "ball_cluster_dem") & (fd == "lofi") & _tiled(fm)))
        return np.where(bad, np.nan, t)
    return cost


def snooker_params() -> dict[str, list[Any]]:
    return {"snooker_model": ["pot_angle_table", "snooker_ball_ode", "ball_cluster_dem"],
            "snooker_baize": ["new_baize", "worn_baize", "napped_baize"],
            "snooker_shot": ["stun_shot", "swerve_shot"], "snooker_step_us": [50, 500, 5000], **_TX}


def canoe(trips: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, hl, cr = np.asarray(c["canoe_model"]), np.asarray(c["canoe_hull"]), np.asarray(c["canoe_crew"])
        wt, ld = np.asarray(c["canoe_water"]), np.asarray(c["canoe_load"])
        s, fm, fd = c["canoe_step_ms"], np.asarray(c["tx_format"]), np.asarray(c["math_fidelity"])
        spec = {"hull_drag_table": (34.0, 11.0, 38.75, 1165.0, 280.0, 44.0),
                "canoe_roll_ode": (170.0, 26.0, 54.0, 18.0, 1500.0, 104.0),
                "hull_wake_fe": (1600.0, 1150.0, 90.0, 68.0, 1.7e4, 4600.0)}
        t, fits = _tx_family(md, hl, cr, c, trips, 6.0e5 / s, spec,
                             {"kevlar_canoe": 1.0, "royalex_canoe": 1.001, "polyethylene_canoe": 1.002},
                             {"solo_canoe": 1.0, "tandem_canoe": 1.0015}, 550.0)
        t = t * value_of(wt, {"lake_water": 1.0, "river_water": 1.001}) * value_of(ld, {"day_trip_load": 1.0, "expedition_load": 1.0005})
        bad = (~fits | ((md == "hull_drag_table") & (hl == "polyethylene_canoe") & (cr == "tandem_canoe"))
               | ((md == "hull_wake_fe") & (s == 200)) | ((md == "canoe_roll_ode") & (s == 200) & (wt == "river_water") & (cr == "tandem_canoe"))
               | ((md != "hull_drag_table") & (fm == "bfp8_blocks"))
               | ((md != "canoe_roll_ode") & (fd != "hifi4") & _tiled(fm)))
        return np.where(bad, np.nan, t)
    return cost


def canoe_params() -> dict[str, list[Any]]:
    return {"canoe_model": ["hull_drag_table", "canoe_roll_ode", "hull_wake_fe"],
            "canoe_hull": ["kevlar_canoe", "royalex_canoe", "polyethylene_canoe"],
            "canoe_crew": ["solo_canoe", "tandem_canoe"], "canoe_step_ms": [2, 20, 200], "tx_cores": [24, 72],
            "cb_pages": [1, 2, 4], "math_fidelity": ["lofi", "hifi2", "hifi4"],
            "tx_format": ["bfp8_blocks", "bf16_tiles", "fp32_sfpu", "host_cores"],
            "canoe_water": ["lake_water", "river_water"], "canoe_load": ["day_trip_load", "expedition_load"]}


def bungee(jumps: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, cd = np.asarray(c["bungee_model"]), np.asarray(c["bungee_cord"])
        s, fm, fd = c["jump_step_ms"], np.asarray(c["tx_format"]), np.asarray(c["math_fidelity"])
        spec = {"bungee_stretch_table": (38.0, 13.0, 41.5, 1190.0, 320.0, 52.0),
                "bungee_fall_ode": (200.0, 30.0, 58.0, 22.0, 1700.0, 120.0),
                "bungee_cord_fe": (1800.0, 1250.0, 94.0, 76.0, 1.9e4, 5000.0)}
        t, fits = _tx_family(md, cd, cd, c, jumps, 1.2e4 / s, spec,
                             {"braided_bungee": 1.0, "bare_bungee": 1.06}, {"braided_bungee": 1.04, "bare_bungee": 1.0},
                             600.0, cores=72.0)
        bad = (~fits | ((md == "bungee_stretch_table") & (s == 50)) | ((md == "bungee_cord_fe") & (s == 50))
               | ((md == "bungee_fall_ode") & (s == 50) & (cd == "braided_bungee"))
               | ((md != "bungee_stretch_table") & (fm == "bfp8_blocks"))
               | ((md == "bungee_cord_fe") & (fd != "hifi4") & _tiled(fm)))
        return np.where(bad, np.nan, t)
    return cost


def bungee_params() -> dict[str, list[Any]]:
    return {"bungee_model": ["bungee_stretch_table", "bungee_fall_ode", "bungee_cord_fe"],
            "bungee_cord": ["braided_bungee", "bare_bungee"], "jump_step_ms": [0.5, 5, 50],
            "cb_pages": [1, 2, 4], "math_fidelity": ["lofi", "hifi2", "hifi4"],
            "tx_format": ["bfp8_blocks", "bf16_tiles", "fp32_sfpu", "host_cores"]}


def seen_85_synthetic() -> list[tuple[str, Landscape]]:
    """The eighty-fifth held-out set's synthetic part: nine families no earlier set had (constants of an
    AI-engine array of up to 344 VLIW vector tiles at 1.28125 GHz, 0.90625 vector operations a cycle, 15.6875 KB of
    program memory and 30.6875 KB of data memory a tile with 93.75 KB of its neighbours' for its windows, fed from
    97.625 GB/s of DDR, and of a tile-math card of up to 72 cores at 1.04375 GHz with 1431.25 KB of SRAM each, 1.15625
    cycles an operation a tile of 32 items a fidelity pass, fed from 271.875 GB/s of GDDR, beside a host CPU sustaining
    0.14453125 TFLOP/s with 118.375 GB/s of DRAM; times in us)."""
    L, S = Landscape, "seen_85"
    return [
        (S, L("hula_hoop_ch", hula_hoop_params(), hula_hoop(1.0e6), 0.03)),
        (S, L("ukulele_ch", ukulele_params(), ukulele(1.0e6), 0.02)),
        (S, L("tambourine_ch", tambourine_params(), tambourine(4.0e5), 0.03)),
        (S, L("table_tennis_ch", table_tennis_params(), table_tennis(6.0e5), 0.04)),
        (S, L("go_kart_ch", go_kart_params(), go_kart(3.0e5), 0.03)),
        (S, L("seesaw_ch", seesaw_params(), seesaw(1.2e6), 0.03)),
        (S, L("snooker_ch", snooker_params(), snooker(8.0e5), 0.02)),
        (S, L("canoe_ch", canoe_params(), canoe(3.0e5), 0.03)),
        (S, L("bungee_ch", bungee_params(), bungee(1.5e5), 0.04)),
    ]


SEEN_85_DIR = _data_dir("zoo_seen_85")


def seen_85() -> list[tuple[str, Landscape]]:
    """The eighty-fifth held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_85/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_85", SEEN_85_DIR)
    return seen_85_synthetic() + recorded
