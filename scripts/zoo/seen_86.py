"""The zoo's ``seen_86`` set.

``seen_86`` (was ``held_out_86``, :func:`seen_86`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the sixtieth round, see docs/benchmarks.md):
3 wins / 6 ties / 4 losses against the best peer, geo-mean 1.1832, the best of the five (tpe_mv 1.2434; random
1.3950); the synthetic nine 2 / 3 / 4 (wins on the diabolo, 1.015 against tpe_mv's 1.504, and the snow globe, 1.000
against random's 1.053; the losses on the javelin, 1.642 against tpe_mv's 1.350, the spinning top, 1.199 against
1.025, the maracas, 1.057 against 1.027, and the rain stick, 1.110 against 1.046, each a median of ten runs split
between a basin and a trap, bayes one run of ten fewer within 5% than tpe_mv on each), the best by geo-mean there
(1.2716; tpe_mv 1.3597), bayes within 5% in 51.1% of its runs (tpe_mv 50.0%); on 30 seeds its recorded four 1 / 3 /
0, the best by geo-mean (1.0061; random 1.0090; the win on the RMSNorm, 1.000 against rl's 1.009; the GEMM, its
committed optimum one fast sample, level at 1.025); scored by the median of 9 quiet samples 1 / 2 / 1 with
``--confirm 0`` (1.0154, the best; rl 1.0185) and 0 / 4 / 0 with ``--confirm 3`` (1.0032, the best; tpe_mv 1.0044);
on seeds 0-9 alone 3 / 4 / 6, the best by geo-mean (1.1845; tpe_mv 1.2395); R1 1 / 3 / 0 as committed (1.0061, level
with the default at the best of six), 0 / 3 / 1 with ``--confirm 0`` (1.0192, third; the GEMM 1.076 where the default
ends at 1.047) and 0 / 4 / 0 with ``--confirm 3`` (1.0032, level with the default at the best).
Evaluated on an AVX-512 host with the numerics pinned (numpy's X86_V4 loops), where its committed traces were made; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum).

Nine synthetic families no earlier set had (configurations, infeasible share, worst/optimum), in domains no earlier
set covers (diabolos, kalimbas, javelins, pole vaults, spinning tops, maracas, rain sticks, snow globes, cornhole),
with constants unlike the other sets' (an analog computer, cards of reconfigurable analog computing chips of 437
integrators, 293 multipliers and function generators of 1459 breakpoints each, wired by a switch matrix programmed
in 14843.75 us a chip, an item's circuit copied over a chip as often as the scarcest of the three allows and every
copy solving its item's equations at once in continuous time, run faster than real time by a time scale while the
item's fastest dynamics times the time scale stay within the integrators' 1718.75 kHz bandwidth, the error 0.0021875
of full scale at that bandwidth and falling in proportion to the bandwidth used, 2.28125 times more of the signal
where the scaling leaves headroom against overload, runs repeated and averaged until the error is within the item's
tolerance (up to 8 runs), a copy's states sampled every output step by the chip's converters at 43.125 values a
microsecond, a run's initial conditions set in 11.375 us, in the hybrid loop the products and tables done digitally
instead, the converters carrying them round the circuit every output step after a 0.61875-us turnaround, the items
sent over 3.40625 GB/s and a launch of 71.875 us; a particle-pipeline board, chips of 281 force pipelines at 471.875
MHz, each taking one pair of particles a cycle, a block's i-particles held in the pipelines' 13.90625 KB of
registers (24 bytes a particle in fixed point, 12 in the logarithmic format, 32 in float32) while the j-particles
stream past them from the chip's 371.25 MB of particle memory at 13.6875 GB/s, the logarithmic format 2.40625 times
the pipelines and float32 1.84375 times fewer, a block started in 0.0703125 us, its i-particles loaded and its
forces read back through the particle memory, the rest of an item's step (its integration, its bonds, its cell lists
built at 10.875 operations a particle) on the chip's control processor at 9.78125 Gop/s, a step's end a barrier of
2.59375 us a level of a tree over the chips, a chip's program loaded in 412.625 us, the items sent over 5.96875 GB/s
of PCIe and a launch of 88.125 us; beside a host CPU sustaining 0.17578125 TFLOP/s on this code with 142.625 GB/s of
DRAM holding 1507.5 GB and 197.25 MB of last-level cache streaming 619.375 GB/s (items' state that fits it read from
there), all items stepped together in a parallel loop whose barrier costs 2.96875 us a step (a roofline: the slower
of the work and the state's traffic); times in us, bandwidths in bytes/us).

The analog families run on 1, 4 or 16 chips at 30, 300, 3000 or 30000 times real time, their signals scaled tight or
with headroom, the whole circuit in analog (the output step only its sampling, a run the slower of the solution and
the converters' readout) or its products and tables in the hybrid loop (a run the slower of the solution and the
loop's trips, one an output step), or leave the work on the host's cores stepping at the output step; a circuit no
copy of which fits a chip, dynamics past the bandwidth, an error that 8 runs do not average out and the items' state
over the host's memory fail, outputs slower than twice the fastest tone or flutter they carry fail wherever they are
made, and a digital step (the hybrid loop's or the host's) too long for the model's dynamics fails where the circuit
alone does not. The pipeline families run on 1, 4 or 16 chips (all 16 for the snow globe) taking 32, 128 or 512
i-particles a block (whole small items packed into a block, a large one over several), streaming all of a block's
j-particles past them or only those in the neighbouring cells (the cell lists built every step on the control
processor), in fixed point, the logarithmic format or float32, or leave the work on the host's cores; a block over
the pipelines' registers and a chip's particles over its particle memory fail. The basins were shaped to the set
test's counts by listing configurations near each optimum; enumeration only. New by case-insensitive greps over
every earlier set's module (words joined by a space, hyphen or underscore alike): no earlier set had analog
computer, switch matrix, function generator, time scale, headroom, full scale, hybrid loop, converter, particle
pipeline, force pipeline, i-particle, j-particle, particle memory or log format (integrator appears in fifteen, of
time-stepping schemes; multipliers once, of Lagrange multipliers; breakpoint twice; logarithmic once, of step rules;
overload once; cell list twice, of neighbour searches; control processor once, of the associative processor's), nor
any of the nine domain words (diabolo, spool, light-up, kalimba, thumb piano, soundbox, javelin, pole vault,
vaulter, junior, elite, spinning top, twirl, string-launched, maraca, gourd, rain stick, cactus, bamboo, cardboard,
thorn, snow globe, glitter, flake, cornhole, pellet, suede, duck canvas, birch; tine matches only routine, so it is
not claimed; every parameter name and string value of the nine checked the same way, none in an earlier module but
host_cores, of earlier prose and the shared host fallback):

- ``diabolo_ci`` (3888, 60.9%, 2.1 x 10^4x): a toy maker's diabolo studies, 250,000 routines' 20 s on the analog
  computer (0.3 ms of setup a run besides), the spools' spin by a table (4 integrators, 3 multipliers and 220
  breakpoints an item, 25 Hz, a tolerance of 0.046% of full scale: its breakpoints allow 6 copies a chip; 9.7% at
  best, at 30000 times real time with 5 runs averaged), the spool on its string as an ODE (14 integrators, 22
  multipliers, 30 breakpoints, 70 Hz, 0.04%) or the string as a chain of finite elements (190 integrators, 260
  multipliers, 150 Hz: 12.7 times at best), a rubber, plastic (1.5%, 1.3 times the frequencies) or light-up (4%; not
  for the table) spool, one diabolo or two (twice the circuit, the ODE overloading under tight scaling: 80% at
  best), 0.2-20-ms output steps (digital steps over 0.15 of a period failing); the ODE best in the circuit at 3000
  times real time (30000 past the bandwidth: fails; 300 9.7 times), tight (headroom's 3 runs 2.9 times), on 16 chips
  (4: 3.9 times) with 20-ms outputs (2 ms: 6.2 times, the readout then bounding a run); the hybrid loop's best 46%
  behind, the host's 55%; 3 within 5% (narrow).
- ``kalimba_ci`` (3888, 60.2%, 2.8 x 10^4x): an instrument maker's pluck studies, 60,000 plucks' 1.5 s on the analog
  computer (0.25 ms of setup a run besides), the tone by a table (6 integrators, 4 multipliers, 260 breakpoints, 45
  Hz, 0.01%), the tines as a modal ODE (24 integrators, 48 multipliers, 620 Hz: 4.5 times at best, on the host) or
  the soundbox by finite elements (210 integrators, 150 multipliers, 1500 Hz: 43 times at best), a flat-board,
  hollow-box (1%, a tolerance 0.9 times as wide) or gourd (3%, 0.75 times; not for the table) kalimba, 17 or 21
  tines (1.24 times the circuit; their 900-Hz tones failing at 800-us outputs: 3.7 times at best), 50-800-us output
  steps (the 17 tines' 620-Hz tones just sampled at 800 us; digital steps over 0.15 of a period failing); the table
  best in the hybrid loop (its 72 copies a chip against the circuit's 5, which the breakpoints allow: 4.0 times at
  best; the host 2.4 times) at 300 times real time (3000: its 3 runs 2.4 times; 30: 3.6 times), tight or with
  headroom alike, on 16 chips (4: 2.8 times) with 800-us outputs (200: 3.1 times); 4 within 5% (narrow).
- ``javelin_ci`` (3888, 64.4%, 3.8 x 10^3x): a sports maker's throw studies, 600,000 throws' 4 s of flight on the
  analog computer (0.35 ms of setup a run besides), the flight by a drag-lift table (6 integrators, 5 multipliers,
  500 breakpoints: 2 copies a chip; 6 Hz, 0.02%), the javelin as an ODE (12 integrators, 30 multipliers, 60
  breakpoints, 40 Hz, 0.02%) or the shaft's flutter by finite elements (160 integrators, 120 multipliers, 140 Hz: 10
  times at best; not for a carbon shaft in gusts), a steel (2%), aluminium or carbon (1%) shaft, still or gusty air
  (1.5 times the frequencies, the table overloading under tight scaling: 35% at best), 1-16-ms output steps (16 ms
  under twice the flutter's 40 Hz, 60 in gusts: fails everywhere; digital steps over 0.15 of a period failing); the
  ODE best in the circuit at 3000 times real time (30000 too noisy to average out: fails; 300: 5.2 times), tight
  (headroom 3.9 times), on 16 chips (4: 3.9 times) with 4-ms outputs (1 ms: 3.9 times), the readout bounding its
  runs; a second basin 3.5% behind, the table at 30000 times real time with 2 runs averaged (the hybrid loop 35%,
  the host 91%); 5 within 5% (narrow).
- ``pole_vault_ci`` (3888, 59.6%, 1.4 x 10^4x): an athletics club's vault studies, 12,000 vaults' 2.5 s on the
  analog computer (0.4 ms of setup a run besides), the pole by a bend table (5 integrators, 4 multipliers, 120
  breakpoints, 12 Hz, 0.08%), the pole as an elastica ODE (20 integrators, 34 multipliers, 40 breakpoints, 45 Hz:
  53% at best, on the host) or its shell by finite elements (240 integrators, 180 multipliers, 1100 Hz: 43 times at
  best), a fibreglass, carbon (2%) or bamboo (1.2 times the circuit; not for the table: 83% at best) pole, a junior
  or elite vaulter (3%, 1.25 times the frequencies, the ODE overloading under tight scaling), 0.1-10-ms output steps
  (digital steps over 0.05 of a period failing); the table best in the circuit at 30000 times real time (3000: 81%)
  with 10-ms outputs on 4 chips (1: 2.5 times; 16: 74%, each chip's 14.8 ms of patching outweighing the rounds it
  saves), tight (headroom 60%); the host's ODE 53% behind on every chip count, time scale and scaling; 3 within 5%
  (narrow).
- ``spinning_top_ci`` (3888, 63.8%, 1.8 x 10^4x): a toy maker's spin studies, 500,000 spins' 40 s on the analog
  computer (0.5 ms of setup a run besides), the spin by a decay table (3 integrators, 2 multipliers, 180
  breakpoints, 20 Hz, 0.025%: 37% at best), the top as a rigid-body ODE (6 integrators, 26 multipliers, 20
  breakpoints, 30 Hz, 0.025%) or its peg's contact by finite elements (170 integrators, 200 multipliers, 60 Hz: 10
  times at best; not for a metal top), a wooden, metal (1%) or plastic (2.5%) top, hand-twirled or string-launched
  (2.2 times the frequencies, the ODE and finite elements overloading under tight scaling: 37% at best), 2-32-ms
  output steps (the wobble's 14 Hz, 31 string-launched, sampled under twice its rate fails; digital steps over 0.25
  of a period failing); the ODE best in the circuit at 3000 times real time (30000 too noisy: fails; 300: 9.9
  times), tight (headroom 2.0 times), on 16 chips (4: 4.0 times) with 8- or 32-ms outputs alike (2 ms: 2.3 times);
  second basins of the table (37%), the ODE in the hybrid loop (37%) and the host's table (68%); 6 within 5%
  (narrow).
- ``maracas_ci`` (3888, 63.9%, 997x): a percussion maker's shake studies, 200,000 shakes' 0.5 s on the
  particle-pipeline board (0.2 ms of setup a run besides), the sound by a shaker table (no pairs: 90,000 operations
  a shake a step on the control processors, the pipelines idle: 2.1 times at best, on the host), the beads by
  discrete elements (90 beads, 30% of them in a bead's neighbouring cells) or the beads and the air by SPH (600
  particles, 5%; only at 5-us steps: 32 times at best), the beads failing in the logarithmic format, a gourd,
  leather (1.5%; not for the table) or plastic (4%) maraca, seed or bead fill (1.4 times the particles: 32% at
  best), 5-80-us steps (the beads failing at 80); the beads best at 20-us steps (5: 4.0 times) in fixed point
  (float32 26% at best) on 16 chips (4: 4.0 times; on 1 their particles outgrow the memory: fails), five maracas a
  block of 512 i-particles (128: 9.9%; 32: 26%), with neighbouring cells (all j-particles 17%); 3 within 5%
  (narrow).
- ``rain_stick_ci`` (3888, 64.7%, 539x): an instrument maker's tilt studies, 100,000 tilts' 3 s on the board (0.3 ms
  of setup a run besides), the cascade by a sound table (no pairs, 150,000 operations a tilt a step: 75% at best, on
  the host), the pebbles by discrete elements (250 pebbles, 6% in a pebble's neighbouring cells) or the pebbles and
  the thorns (1,000 particles, 2%; failing in the logarithmic format: 5.7 times at best), a cactus, bamboo (2%) or
  cardboard (5%) tube, pebble or rice fill (2.5 times the particles: 2.8 times at best; not for the table),
  25-400-us steps (the particles failing at 400); the pebbles best at 100-us steps (25: 4.0 times) in the
  logarithmic format (fixed point 25%, float32 46%) on 16 chips (4: 4.0 times), two tubes a block of 512 i-particles
  (128: 7.2%; 32: 40%), with neighbouring cells (all j-particles 14%); 3 within 5% (narrow).
- ``snow_globe_ci`` (432, 65.3%, 268x): a souvenir maker's settling studies, 50,000 globes' 20 s of settling on all
  16 chips of the board (0.4 ms of setup a run besides), the glitter as particles in drag colliding in neighbouring
  cells (400 flakes, 5%, 240 operations a flake a step on the control processors: 33% at best; not at 8 ms), as
  Stokes particles interacting through the liquid (400, every pair; failing in fixed point and the logarithmic
  format) or with the liquid by SPH (2,000 particles, 3%; only at 0.5 ms, not in the logarithmic format: 14 times at
  best), fine or flake glitter (1.3 times the particles: 43%), 0.5-8-ms steps (8 failing all three); the Stokes
  glitter best at 2 ms (0.5: 4.0 times) in float32 in blocks of 128 i-particles (512 outgrow float32's registers:
  fails; 32: 2.0 times) with all j-particles (neighbouring cells 5.3%); the set's family under 1,000; 1 within 5%
  (narrow).
- ``cornhole_ci`` (15552, 62.6%, 2.1 x 10^4x): a league's toss studies, 300,000 tosses' 1.2 s on the board (0.5 ms
  of setup a run besides), the toss by a bag-slide table (no pairs: 4,000 operations a toss a step on the control
  processors), the bag's pellets by discrete elements (600 pellets, 5%; failing in the logarithmic format: 163 times
  at best) or the bag as a membrane (150 nodes, 30%: 60 times at best), corn, resin (0.3%, 1.2 times the particles)
  or sand (1.6 times; not for the table) fill, a plywood or birch (0.2%) board, 50-5000-us steps (the particles
  failing at 5000), duck-canvas or suede (0.1%) bags, an unwaxed or waxed (0.05%) board: ten parameters of which few
  matter; the table best at 5000-us steps on 16 chips (4: 4.0 times), the pipelines idle so that the block, the
  search and the format do not matter (the host 2.0 times); the set's family over 10,000; 256 within 5% (broad).

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier recorded landscape
covers, each kind the one least recently used by the rotations: a causal multi-head attention, self attention (180
queries over 180 keys: 11 whole 16-key panels and a 4-key tail; 95 heads; d 118: not a multiple of 8, seven 16-float
vectors and a 6-float tail; every number up to 94 is taken in some dimension of an earlier attention space, 95 is the
smallest free one (the heads), 180 the smallest free even number above seen_85's 178, 118 the smallest free even head
dimension above seen_85's 114 (116 is taken)), with its KV block (16 to 512), query block (16 to 256) and softmax
(online, two_pass) but its KV split, pipeline, ``opt_level`` and unroll left at the default (60 configurations, the
attention's floor now: the first by name of the six attention sets of 60 that no earlier attention space tuned
together, the set of 72 taken), a GEMM with bias, not batched, tuning its N tile, L1 prefetch and pipeline (420 x
1056 @ 1056 x 1048; its M and K tiles, output alignment, ``opt_level``, schedule, unroll and layout at the default;
the N tile the GEMM tile tuned least recently, seen_83's, with the first untuned set of 96 that holds it, by name), a
gated FFN with the fast GELU tuning the up projection's N tile with the down L1 prefetch and the down schedule (332
tokens, 920 hidden, 1320 intermediate: 83 to 6 column blocks of the 1320 intermediate; the up N tile the FFN tile
tuned least recently, seen_80's; no untuned set of 96 holds it, so the first untuned set of the smallest size that
holds it, by name, 128 configurations), these three tuning parameter sets no earlier space of their op kind tuned
together, and an RMSNorm tuning its rows a block, hidden split and ``opt_level`` at their full value lists (112
configurations; 1904 rows x 3256): no norm parameter set of 2-216 configurations is left that no earlier LayerNorm or
RMSNorm space tuned, so by the rule the fifty-fifth round wrote first (tests/test_bench_zoo.py,
``_check_four_new_recordings``) the norm takes the set its kind tuned least recently, seen_40's, on a new shape. Each
space was measured exhaustively (every configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_86/`` (gzip JSON, times in us, provenance in
each file's ``source``). They were recorded on the shared 2-core machine the standing way, ``--only`` each, one after
another, the recorder at normal priority (not niced), 20:30:17-20:40:11 UTC, on the host that recorded
seen_62's..seen_85's four, an AMD EPYC with AVX-512: their ``host_cpu`` (81db2b0747f882f3) is seen_85's, so the four
are measurements of the kernels' AVX-512 paths. Work ran beside them: the lead's zoo tests (pytest at nice 19, one
core) about 20:31-20:35, during the attention's, the GEMM's and the start of the FFN's recordings, and the helper
drafting the synthetic families (short enumerations seen by ``ps``, which sampled every 60 s, at 20:34). The load
average sampled every 10 s was 0.43-2.23 over the standing recordings. They took 107, 106, 204 and 177 s (the
attention, GEMM, FFN and RMSNorm). The tail of their samples is real measurement noise (median spread, the slowest of
a configuration's three samples over its fastest, 4.3%, 9.5%, 3.6%, 3.3%), and the fastest sample is the true cost:
the attention's optimum is the best by median (KV block 64, query block 32, online softmax: samples 1.000, 1.018,
1.074; the next fastest (256, 64, online) 1.023 times it (median 1.093)); THE GEMM'S OPTIMUM RESTS ON ONE FAST SAMPLE
(N tile 256, no L1 prefetch, no pipeline: its other two samples 1.344 and 1.472 times it, 22nd by median of 96; the
next fastest (224, prefetch, none) 1.025 times it (median 1.088), also the best by median); the FFN's optimum is the
best by median (up N tile 48, no down prefetch, balanced down schedule: samples 1.000, 1.037, 2.356; the next fastest
(32, prefetch, latency) 1.029 (median 1.819)); the RMSNorm's optimum is 23rd by median of 112 (rows a block 32,
hidden split 4, O3: samples 1.000, 1.094, 1.095; the next fastest (32, 2, O3) 1.009 (median 1.051), the best by
median (2, 8, O3) 1.014 (median 1.017)). Worst over optimum 1.49x, 4.89x, 1.87x, 5.60x; within 5% of the optimum 4,
2, 2, 12 configurations. Every configuration ran. The same four were then recorded again with 9 samples a
configuration on the quiet machine (``--repeats 9 --out scripts/data/zoo_recorded9``, 20:40:11-21:21:36 UTC; 421,
437, 898 and 729 s; load 1.00-1.60, over 1.2 only in the first seven minutes and once at 21:03; the flag up, so the
helper ran nothing heavy: two short enumerations of one family each seen by ``ps`` at 20:43 and 20:44, during the
attention's, and the lead one read of the standing files, under a second of CPU) and committed before anything ran on
the set; by their median of 9 the committed optimum ranks 1st of 60 (the attention, the quiet best), 22nd of 96 (the
GEMM, 25.2% over the quiet best), 8th of 128 (the FFN, 1.6%) and 4th of 112 (the RMSNorm, 9.7%).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, value_of

# the analog computer: cards of reconfigurable analog computing chips, each with 437 integrators, 293 multipliers
# and function generators of 1459 breakpoints in all, wired by a switch matrix programmed in 14843.75 us a chip; an
# item's circuit (its state on integrators, its products on multipliers, its tables on breakpoints) copied over a
# chip as often as the scarcest of the three allows, every copy solving its item's equations at once in continuous
# time, run faster than real time by the time scale while the item's fastest dynamics times the time scale stay
# within the integrators' 1718.75 kHz bandwidth; the error 0.0021875 of full scale at that bandwidth, falling in
# proportion to the bandwidth used, 2.28125 times more of the signal where the scaling leaves headroom against
# overload, and runs repeated and averaged until it is within the item's tolerance (up to 8 runs); a copy's states
# sampled every output step by the chip's converters at 43.125 values a microsecond, a run's initial conditions set
# in 11.375 us; in the hybrid loop the products and tables done digitally instead, the converters carrying them
# round the circuit every output step after a 0.61875 us turnaround; the items sent over 3.40625 GB/s and a launch
# of 71.875 us
AC_INTEGRATORS, AC_MULTIPLIERS, AC_BREAKPOINTS, AC_PATCH_US = 437.0, 293.0, 1459.0, 14843.75
AC_BW_HZ, AC_NOISE, AC_HEADROOM, AC_ADC_RATE, AC_IC_US = 1.71875e6, 0.0021875, 2.28125, 43.125, 11.375
AC_LOOP_US, AC_LINK_RATE, AC_LAUNCH_US = 0.61875, 3406.25, 71.875
# the particle-pipeline board: chips of 281 force pipelines at 471.875 MHz, each taking one pair of particles a
# cycle, the i-particles of a block held in the pipelines' 13.90625 KB of registers (24 bytes a particle in fixed
# point, 12 in the logarithmic format, 32 in float32) while the j-particles stream past them from the chip's
# 371.25 MB of particle memory at 13.6875 GB/s; the logarithmic format 2.40625 times the pipelines, float32 1.84375
# times fewer; a block started in 0.0703125 us, its i-particles loaded and its forces read back through the
# particle memory; the rest of an item's step (its integration, its bonds, its cell lists built at 10.875
# operations a particle) on the chip's control processor at 9.78125 Gop/s; a step's end a barrier of 2.59375 us a
# level of a tree over the chips, a chip's program loaded in 412.625 us, the items sent over 5.96875 GB/s of PCIe
# and a launch of 88.125 us
PP_PIPES, PP_MHZ, PP_IREG_KB, PP_JMEM_MB, PP_JMEM_RATE = 281.0, 471.875, 13.90625, 371.25, 13687.5
PP_LOG_GAIN, PP_F32_COST, PP_BLOCK_US, PP_CELL_OPS, PP_CP_RATE = 2.40625, 1.84375, 0.0703125, 10.875, 9781.25
PP_SYNC_US, PP_LOAD_US, PP_LINK_RATE, PP_LAUNCH_US = 2.59375, 412.625, 5968.75, 88.125
# the host CPU (both machines' fallback): 0.17578125 TFLOP/s on this code, 142.625 GB/s of DRAM holding 1507.5 GB and
# 197.25 MB of last-level cache streaming 619.375 GB/s (items' state that fits it read from there), all items stepped
# together in a parallel loop whose barrier costs 2.96875 us a step
HOST_RATE, HOST_BW, HOST_MEM_GB = 1.7578125e5, 1.42625e5, 1507.5
HOST_LLC_MB, HOST_LLC_BW, HOST_BAR_US = 197.25, 6.19375e5, 2.96875

_AC = {"ac_chips": [1, 4, 16], "time_scale": [30, 300, 3000, 30000],
       "ac_scaling": ["tight_scaling", "headroom_scaling"],
       "ac_route": ["analog_circuit", "hybrid_loop", "host_cores"]}
_PP = {"pp_chips": [1, 4, 16], "i_particles": [32, 128, 512], "pair_search": ["all_j_particles", "neighbour_cells"],
       "pp_format": ["fixed_point_pipes", "log_format_pipes", "float32_pipes", "host_cores"]}


def _host_run(items: Any, steps: Any, flops: Any, bytes_: Any) -> tuple[Any, Any]:
    """``items`` items stepped together for ``steps`` steps on the host CPU (a barrier a step), an item's step
    ``flops`` operations and ``bytes_`` bytes of state read and written, the slower of the two, the state streamed
    from the last-level cache when it fits there. Returns (the time in us, whether the state fits the host's
    DRAM)."""
    held = items * bytes_
    bw = np.where(held <= HOST_LLC_MB * 1e6, HOST_LLC_BW, HOST_BW)
    per_step = HOST_BAR_US + items * np.maximum(flops / HOST_RATE, 2.0 * bytes_ / bw)
    return steps * per_step, held <= HOST_MEM_GB * 1e9


def _ac_run(items: Any, span_us: Any, step_us: Any, integ: Any, mults: Any, bkpts: Any, terms: Any, freq: Any,
            tol: Any, hflops: Any, hbytes: Any, chips: Any, scale: Any, scaling: Any, mode: Any) -> tuple[Any, Any]:
    """``items`` items, each ``span_us`` us of real time with an output every ``step_us``, on ``chips`` chips of the
    analog computer: an item's circuit ``integ`` integrators, ``mults`` multipliers and ``bkpts`` breakpoints of
    function generators (``terms`` products and table values an output step in the hybrid loop), its fastest
    dynamics ``freq`` Hz and its tolerance ``tol`` of full scale; run ``scale`` times faster than real time, its
    signals scaled tight or with headroom, all in the circuit or with the products and tables in the hybrid loop,
    or the whole of it on the host's cores (``hflops`` operations and ``hbytes`` bytes an item a step of
    ``step_us``). Returns (the time in us, whether a chip holds a copy of the circuit, the dynamics stay within the
    bandwidth and the error averages out within 8 runs, on the host the items' state its DRAM)."""
    mode = np.asarray(mode)
    host, hyb = mode == "host_cores", mode == "hybrid_loop"
    by_int = np.floor(AC_INTEGRATORS / integ)
    by_mul = np.where(mults > 0, np.floor(AC_MULTIPLIERS / np.maximum(mults, 1e-9)), np.inf)
    by_fg = np.where(bkpts > 0, np.floor(AC_BREAKPOINTS / np.maximum(bkpts, 1e-9)), np.inf)
    copies = np.where(hyb, by_int, np.minimum(by_int, np.minimum(by_mul, by_fg)))
    samples = span_us / step_us
    room = np.where(np.asarray(scaling) == "headroom_scaling", AC_HEADROOM, 1.0)
    noise = AC_NOISE * (freq * scale / AC_BW_HZ) * room
    runs = np.maximum(1.0, np.ceil((noise / tol) ** 2))
    solve = span_us / scale
    readout = np.maximum(copies, 1.0) * integ * samples / AC_ADC_RATE
    loop = samples * (AC_LOOP_US + np.maximum(copies, 1.0) * terms / AC_ADC_RATE)
    run = np.where(hyb, np.maximum(solve, loop), np.maximum(solve, readout)) + AC_IC_US
    rounds = np.ceil(items / (np.maximum(copies, 1.0) * chips))
    t = AC_LAUNCH_US + chips * AC_PATCH_US + items * hbytes / AC_LINK_RATE + rounds * runs * run
    fits = (copies >= 1) & (freq * scale <= AC_BW_HZ) & (runs <= 8)
    cpu, cpu_fits = _host_run(items, samples, hflops, hbytes)
    return np.where(host, cpu + AC_LAUNCH_US, t), np.where(host, cpu_fits, fits)


def _pp_run(items: Any, steps: Any, n: Any, reach: Any, cp_ops: Any, jbytes: Any, hflops: Any, hbytes: Any,
            chips: Any, block: Any, search: Any, fmt: Any) -> tuple[Any, Any]:
    """``items`` items for ``steps`` steps on ``chips`` chips of the particle-pipeline board, an item ``n``
    particles interacting in pairs (none for a table), ``reach`` of an item's particles within a particle's
    neighbouring cells, ``cp_ops`` operations a particle a step on the control processor and ``jbytes`` bytes a
    particle in the particle memory; the i-particles taken ``block`` at a time (whole small items packed into a
    block, a large item over several), all of the block's j-particles streamed past them or only those in the
    neighbouring cells (the cell lists built every step), in fixed point, the logarithmic format or float32, or
    the whole of it on the host's cores (``hflops`` operations and ``hbytes`` bytes an item a step). Returns (the
    time in us, whether a block fits the pipelines' registers and a chip's items its particle memory, on the host
    the items' state its DRAM)."""
    fmt = np.asarray(fmt)
    host, log, f32 = fmt == "host_cores", fmt == "log_format_pipes", fmt == "float32_pipes"
    cell = np.asarray(search) == "neighbour_cells"
    pipes = PP_PIPES * np.select([log, f32], [PP_LOG_GAIN, 1.0 / PP_F32_COST], 1.0)
    ibytes = np.select([log, f32], [12.0, 32.0], 24.0)
    per_chip = np.ceil(items / chips)
    paired = n > 0
    nn = np.maximum(n, 1.0)
    small = nn <= block
    packed = np.floor(block / nn)
    blocks = np.where(small, np.ceil(per_chip / np.maximum(packed, 1.0)), per_chip * np.ceil(nn / block))
    j = np.where(small, packed * nn, nn) * np.where(cell, reach, 1.0)
    pipe_us = np.ceil(block / pipes) * j / PP_MHZ
    mem_us = j * jbytes / PP_JMEM_RATE
    load_us = PP_BLOCK_US + 2.0 * block * ibytes / PP_JMEM_RATE
    pairs = np.where(paired, blocks * (np.maximum(pipe_us, mem_us) + load_us), 0.0)
    cp = per_chip * nn * (cp_ops + np.where(cell & paired, PP_CELL_OPS, 0.0)) / PP_CP_RATE
    step = pairs + cp + PP_SYNC_US * (1.0 + np.log2(chips))
    t = PP_LAUNCH_US + chips * PP_LOAD_US + items * nn * jbytes / PP_LINK_RATE + steps * step
    fits = (block * ibytes <= PP_IREG_KB * 1024.0) & (per_chip * nn * jbytes <= PP_JMEM_MB * 1e6)
    cpu, cpu_fits = _host_run(items, steps, hflops, hbytes)
    return np.where(host, cpu + PP_LAUNCH_US, t), np.where(host, cpu_fits, fits)


def _per(md: Any, spec: dict, i: int) -> np.ndarray:
    """The ``i``-th figure of each configuration's model (``spec[model][i]``)."""
    return value_of(md, {k: v[i] for k, v in spec.items()})


def _ac_family(md: Any, c: Cols, items: float, span_s: float, step_us: Any, spec: dict, size: Any = 1.0,
               stiff: Any = 1.0, tight: Any = 1.0) -> tuple[Any, Any]:
    """The analog families' shared shape: ``spec[k]`` for each model value k gives (integrators, multipliers,
    breakpoints, hybrid-loop terms a step, fastest dynamics in Hz, tolerance of full scale, host operations an item
    a step, host state bytes an item); ``size`` scales the circuit and the host's work, ``stiff`` the dynamics and
    ``tight`` the tolerance (a factor under 1 tightening it)."""
    def per(i: int) -> np.ndarray:
        return _per(md, spec, i)
    return _ac_run(items, span_s * 1e6, step_us, per(0) * size, per(1) * size, per(2), per(3) * size,
                   per(4) * stiff, per(5) * tight, per(6) * size, per(7) * size,
                   c["ac_chips"], c["time_scale"], c["ac_scaling"], c["ac_route"])


def _pp_family(md: Any, c: Cols, items: float, steps: Any, spec: dict, crowd: Any = 1.0,
               chips: Any = None) -> tuple[Any, Any]:
    """The pipeline families' shared shape: ``spec[k]`` for each model value k gives (particles an item, none for a
    table, the share of them in a particle's neighbouring cells, control-processor operations a particle a step (an
    item's for a table), particle-memory bytes a particle, host operations a particle a step, host state bytes a
    particle); ``crowd`` scales the particles."""
    def per(i: int) -> np.ndarray:
        return _per(md, spec, i)
    n = per(0) * crowd
    nn = np.maximum(n, 1.0)
    return _pp_run(items, steps, n, per(1), per(2), per(3), per(4) * nn, per(5) * nn,
                   c["pp_chips"] if chips is None else chips, c["i_particles"], c["pair_search"], c["pp_format"])


# ---------------------------------------------------------------- analog-computer families
def _digital(mo: Any) -> np.ndarray:
    """Whether the step is a digital one (the hybrid loop's or the host's), not only the circuit's output."""
    return np.asarray(mo) != "analog_circuit"


def diabolo(routines: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, sp, ct = np.asarray(c["diabolo_model"]), np.asarray(c["diabolo_spool"]), np.asarray(c["diabolo_count"])
        s, mo, sc = c["diabolo_step_ms"], np.asarray(c["ac_route"]), np.asarray(c["ac_scaling"])
        spec = {"spool_spin_table": (4.0, 3.0, 220.0, 3.0, 25.0, 0.00046, 900.0, 40.0),
                "spool_string_ode": (14.0, 22.0, 30.0, 6.0, 70.0, 0.0004, 1100.0, 112.0),
                "string_chain_fe": (190.0, 260.0, 0.0, 40.0, 150.0, 0.002, 9000.0, 1520.0)}
        two = value_of(ct, {"one_diabolo": 1.0, "two_diabolos": 2.0})
        stiff = value_of(sp, {"rubber_spool": 1.0, "plastic_spool": 1.3, "light_up_spool": 1.1})
        t, fits = _ac_family(md, c, routines, 20.0, s * 1e3, spec, size=two, stiff=stiff)
        t = (t + 300.0) * value_of(sp, {"rubber_spool": 1.0, "plastic_spool": 1.015, "light_up_spool": 1.04})
        fq = _per(md, spec, 4) * stiff
        bad = (~fits | ((md == "spool_spin_table") & (sp == "light_up_spool"))
               | (_digital(mo) & (s * 1e-3 * fq > 0.15))
               | ((sc == "tight_scaling") & (ct == "two_diabolos") & (md == "spool_string_ode")))
        return np.where(bad, np.nan, t)
    return cost


def diabolo_params() -> dict[str, list[Any]]:
    return {"diabolo_model": ["spool_spin_table", "spool_string_ode", "string_chain_fe"],
            "diabolo_spool": ["rubber_spool", "plastic_spool", "light_up_spool"],
            "diabolo_count": ["one_diabolo", "two_diabolos"], "diabolo_step_ms": [0.2, 2, 20], **_AC}


def kalimba(plucks: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, bd, tn = np.asarray(c["tine_model"]), np.asarray(c["kalimba_body"]), np.asarray(c["kalimba_tines"])
        s, mo = c["tine_step_us"], np.asarray(c["ac_route"])
        spec = {"tine_tone_table": (6.0, 4.0, 260.0, 3.0, 45.0, 0.0001, 3000.0, 48.0),
                "tine_modal_ode": (24.0, 48.0, 0.0, 12.0, 620.0, 0.0015, 1400.0, 192.0),
                "soundbox_fe": (210.0, 150.0, 0.0, 30.0, 1500.0, 0.0015, 11000.0, 1680.0)}
        more = value_of(tn, {"seventeen_tines": 1.0, "twenty_one_tines": 1.24})
        tight = value_of(bd, {"flat_board_kalimba": 1.0, "hollow_box_kalimba": 0.9, "gourd_kalimba": 0.75})
        t, fits = _ac_family(md, c, plucks, 1.5, s, spec, size=more, tight=tight)
        t = (t + 250.0) * value_of(bd, {"flat_board_kalimba": 1.0, "hollow_box_kalimba": 1.01,
                                        "gourd_kalimba": 1.03})
        tone = value_of(tn, {"seventeen_tines": 620.0, "twenty_one_tines": 900.0})
        bad = (~fits | (s * 1e-6 * tone > 0.5) | (_digital(mo) & (s * 1e-6 * _per(md, spec, 4) > 0.15))
               | ((md == "tine_tone_table") & (bd == "gourd_kalimba")))
        return np.where(bad, np.nan, t)
    return cost


def kalimba_params() -> dict[str, list[Any]]:
    return {"tine_model": ["tine_tone_table", "tine_modal_ode", "soundbox_fe"],
            "kalimba_body": ["flat_board_kalimba", "hollow_box_kalimba", "gourd_kalimba"],
            "kalimba_tines": ["seventeen_tines", "twenty_one_tines"], "tine_step_us": [50, 200, 800], **_AC}


def javelin(throws: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, sh, wd = np.asarray(c["javelin_model"]), np.asarray(c["javelin_shaft"]), np.asarray(c["javelin_wind"])
        s, mo, sc = c["javelin_step_ms"], np.asarray(c["ac_route"]), np.asarray(c["ac_scaling"])
        spec = {"drag_lift_table": (6.0, 5.0, 500.0, 16.0, 6.0, 0.0002, 6000.0, 56.0),
                "javelin_flight_ode": (12.0, 30.0, 60.0, 8.0, 40.0, 0.0002, 2500.0, 96.0),
                "shaft_flutter_fe": (160.0, 120.0, 60.0, 24.0, 140.0, 0.002, 8000.0, 1280.0)}
        gust = value_of(wd, {"still_air": 1.0, "gusty_air": 1.5})
        t, fits = _ac_family(md, c, throws, 4.0, s * 1e3, spec, stiff=gust)
        t = (t + 350.0) * value_of(sh, {"steel_shaft": 1.02, "aluminium_shaft": 1.0, "carbon_shaft": 1.01})
        fq = _per(md, spec, 4) * gust
        bad = (~fits | (s * 1e-3 * 40.0 * gust > 0.5) | (_digital(mo) & (s * 1e-3 * fq > 0.15))
               | ((md == "drag_lift_table") & (wd == "gusty_air") & (sc == "tight_scaling"))
               | ((md == "shaft_flutter_fe") & (sh == "carbon_shaft") & (wd == "gusty_air")))
        return np.where(bad, np.nan, t)
    return cost


def javelin_params() -> dict[str, list[Any]]:
    return {"javelin_model": ["drag_lift_table", "javelin_flight_ode", "shaft_flutter_fe"],
            "javelin_shaft": ["steel_shaft", "aluminium_shaft", "carbon_shaft"],
            "javelin_wind": ["still_air", "gusty_air"], "javelin_step_ms": [1, 4, 16], **_AC}


def pole_vault(vaults: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, pl, vt = np.asarray(c["vault_model"]), np.asarray(c["vault_pole"]), np.asarray(c["vaulter"])
        s, mo, sc = c["vault_step_ms"], np.asarray(c["ac_route"]), np.asarray(c["ac_scaling"])
        spec = {"pole_bend_table": (5.0, 4.0, 120.0, 3.0, 12.0, 0.0008, 1500.0, 44.0),
                "pole_elastica_ode": (20.0, 34.0, 40.0, 10.0, 45.0, 0.0018, 1300.0, 160.0),
                "pole_shell_fe": (240.0, 180.0, 0.0, 36.0, 1100.0, 0.0015, 12000.0, 1920.0)}
        elite = value_of(vt, {"junior_vaulter": 1.0, "elite_vaulter": 1.25})
        t, fits = _ac_family(md, c, vaults, 2.5, s * 1e3, spec, stiff=elite,
                             size=value_of(pl, {"fibreglass_pole": 1.0, "carbon_pole": 1.0, "bamboo_pole": 1.2}))
        t = ((t + 400.0) * value_of(pl, {"fibreglass_pole": 1.0, "carbon_pole": 1.02, "bamboo_pole": 1.0})
             * value_of(vt, {"junior_vaulter": 1.0, "elite_vaulter": 1.03}))
        fq = _per(md, spec, 4) * elite
        bad = (~fits | (_digital(mo) & (s * 1e-3 * fq > 0.05))
               | ((md == "pole_bend_table") & (pl == "bamboo_pole"))
               | ((md == "pole_elastica_ode") & (vt == "elite_vaulter") & (sc == "tight_scaling")))
        return np.where(bad, np.nan, t)
    return cost


def pole_vault_params() -> dict[str, list[Any]]:
    return {"vault_model": ["pole_bend_table", "pole_elastica_ode", "pole_shell_fe"],
            "vault_pole": ["fibreglass_pole", "carbon_pole", "bamboo_pole"],
            "vaulter": ["junior_vaulter", "elite_vaulter"], "vault_step_ms": [0.1, 1, 10], **_AC}


def spinning_top(spins: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, bd, ln = np.asarray(c["top_model"]), np.asarray(c["top_body"]), np.asarray(c["top_launch"])
        s, mo, sc = c["top_step_ms"], np.asarray(c["ac_route"]), np.asarray(c["ac_scaling"])
        spec = {"spin_decay_table": (3.0, 2.0, 180.0, 16.0, 20.0, 0.00025, 4500.0, 32.0),
                "rigid_top_ode": (6.0, 26.0, 20.0, 14.0, 30.0, 0.00025, 6000.0, 104.0),
                "peg_contact_fe": (170.0, 200.0, 40.0, 30.0, 60.0, 0.0015, 7000.0, 1360.0)}
        fast = value_of(ln, {"hand_twirled": 1.0, "string_launched": 2.2})
        t, fits = _ac_family(md, c, spins, 40.0, s * 1e3, spec, stiff=fast)
        t = (t + 500.0) * value_of(bd, {"wooden_top": 1.0, "metal_top": 1.01, "plastic_top": 1.025})
        fq = _per(md, spec, 4) * fast
        bad = (~fits | (s * 1e-3 * 14.0 * fast > 0.5) | (_digital(mo) & (s * 1e-3 * fq > 0.25))
               | ((ln == "string_launched") & (sc == "tight_scaling") & (md != "spin_decay_table"))
               | ((md == "peg_contact_fe") & (bd == "metal_top")))
        return np.where(bad, np.nan, t)
    return cost


def spinning_top_params() -> dict[str, list[Any]]:
    return {"top_model": ["spin_decay_table", "rigid_top_ode", "peg_contact_fe"],
            "top_body": ["wooden_top", "metal_top", "plastic_top"],
            "top_launch": ["hand_twirled", "string_launched"], "top_step_ms": [2, 8, 32], **_AC}


# ---------------------------------------------------------------- particle-pipeline families
def maracas(shakes: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, sh, fl = np.asarray(c["maraca_model"]), np.asarray(c["maraca_shell"]), np.asarray(c["maraca_fill"])
        s, fm = c["maraca_step_us"], np.asarray(c["pp_format"])
        spec = {"shaker_sound_table": (0.0, 1.0, 90000.0, 32.0, 90000.0, 40.0),
                "bead_dem": (90.0, 0.3, 40.0, 32.0, 810.0, 64.0),
                "bead_air_sph": (600.0, 0.05, 80.0, 48.0, 3000.0, 96.0)}
        crowd = value_of(fl, {"seed_fill": 1.4, "bead_fill": 1.0})
        t, fits = _pp_family(md, c, shakes, 5.0e5 / s, spec, crowd=crowd)
        t = (t + 200.0) * value_of(sh, {"gourd_maraca": 1.0, "leather_maraca": 1.015, "plastic_maraca": 1.04})
        bad = (~fits | ((md == "bead_dem") & (s == 80)) | ((md == "bead_air_sph") & (s != 5))
               | ((md == "bead_dem") & (fm == "log_format_pipes"))
               | ((md == "shaker_sound_table") & (sh == "leather_maraca")))
        return np.where(bad, np.nan, t)
    return cost


def maracas_params() -> dict[str, list[Any]]:
    return {"maraca_model": ["shaker_sound_table", "bead_dem", "bead_air_sph"],
            "maraca_shell": ["gourd_maraca", "leather_maraca", "plastic_maraca"],
            "maraca_fill": ["seed_fill", "bead_fill"], "maraca_step_us": [5, 20, 80], **_PP}


def rain_stick(tilts: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, tb = np.asarray(c["rain_stick_model"]), np.asarray(c["rain_stick_tube"])
        fl = np.asarray(c["rain_stick_fill"])
        s, fm = c["tilt_step_us"], np.asarray(c["pp_format"])
        spec = {"cascade_sound_table": (0.0, 1.0, 150000.0, 32.0, 150000.0, 48.0),
                "pebble_dem": (250.0, 0.06, 45.0, 32.0, 900.0, 64.0),
                "pebble_thorn_dem": (1000.0, 0.02, 60.0, 40.0, 1100.0, 80.0)}
        crowd = value_of(fl, {"pebble_fill": 1.0, "rice_fill": 2.5})
        t, fits = _pp_family(md, c, tilts, 3.0e6 / s, spec, crowd=crowd)
        t = (t + 300.0) * value_of(tb, {"cactus_tube": 1.0, "bamboo_tube": 1.02, "cardboard_tube": 1.05})
        bad = (~fits | ((md != "cascade_sound_table") & (s == 400))
               | ((md == "pebble_thorn_dem") & (fm == "log_format_pipes"))
               | ((md == "cascade_sound_table") & (fl == "rice_fill")))
        return np.where(bad, np.nan, t)
    return cost


def rain_stick_params() -> dict[str, list[Any]]:
    return {"rain_stick_model": ["cascade_sound_table", "pebble_dem", "pebble_thorn_dem"],
            "rain_stick_tube": ["cactus_tube", "bamboo_tube", "cardboard_tube"],
            "rain_stick_fill": ["pebble_fill", "rice_fill"], "tilt_step_us": [25, 100, 400], **_PP}


def snow_globe(globes: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, gl = np.asarray(c["globe_model"]), np.asarray(c["globe_glitter"])
        s, fm = c["settle_step_ms"], np.asarray(c["pp_format"])
        spec = {"glitter_drag_cells": (400.0, 0.05, 240.0, 32.0, 1500.0, 64.0),
                "glitter_stokes": (400.0, 1.0, 50.0, 32.0, 9000.0, 64.0),
                "glitter_sph": (2000.0, 0.03, 90.0, 48.0, 2400.0, 96.0)}
        t, fits = _pp_family(md, c, globes, 2.0e4 / s, spec, chips=16.0,
                             crowd=value_of(gl, {"fine_glitter": 1.3, "flake_glitter": 1.0}))
        t = t + 400.0
        bad = (~fits | ((md != "glitter_sph") & (s == 8)) | ((md == "glitter_sph") & (s != 0.5))
               | ((md == "glitter_stokes") & (fm == "fixed_point_pipes"))
               | ((md != "glitter_drag_cells") & (fm == "log_format_pipes")))
        return np.where(bad, np.nan, t)
    return cost


def snow_globe_params() -> dict[str, list[Any]]:
    return {"globe_model": ["glitter_drag_cells", "glitter_stokes", "glitter_sph"],
            "globe_glitter": ["fine_glitter", "flake_glitter"], "settle_step_ms": [0.5, 2, 8],
            "i_particles": [32, 128, 512], "pair_search": ["all_j_particles", "neighbour_cells"],
            "pp_format": ["fixed_point_pipes", "log_format_pipes", "float32_pipes", "host_cores"]}


def cornhole(tosses: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, fl, bd = np.asarray(c["cornhole_model"]), np.asarray(c["bag_fill"]), np.asarray(c["cornhole_board"])
        s, fm = c["toss_step_us"], np.asarray(c["pp_format"])
        fb, wx = np.asarray(c["bag_fabric"]), np.asarray(c["board_wax"])
        spec = {"bag_slide_table": (0.0, 1.0, 4000.0, 32.0, 9000.0, 48.0),
                "pellet_bag_dem": (600.0, 0.05, 50.0, 32.0, 1000.0, 64.0),
                "bag_membrane": (150.0, 0.3, 120.0, 40.0, 1400.0, 80.0)}
        t, fits = _pp_family(md, c, tosses, 1.2e6 / s, spec,
                             crowd=value_of(fl, {"corn_fill": 1.0, "resin_fill": 1.2, "sand_fill": 1.6}))
        t = ((t + 500.0) * value_of(bd, {"plywood_board": 1.0, "birch_board": 1.002})
             * value_of(fb, {"duck_canvas": 1.0, "suede_fabric": 1.001})
             * value_of(wx, {"unwaxed_board": 1.0, "waxed_board": 1.0005})
             * value_of(fl, {"corn_fill": 1.0, "resin_fill": 1.003, "sand_fill": 1.0}))
        bad = (~fits | ((md != "bag_slide_table") & (s == 5000))
               | ((md == "bag_slide_table") & (fl == "sand_fill"))
               | ((md == "pellet_bag_dem") & (fm == "log_format_pipes")))
        return np.where(bad, np.nan, t)
    return cost


def cornhole_params() -> dict[str, list[Any]]:
    return {"cornhole_model": ["bag_slide_table", "pellet_bag_dem", "bag_membrane"],
            "bag_fill": ["corn_fill", "resin_fill", "sand_fill"], "cornhole_board": ["plywood_board", "birch_board"],
            "toss_step_us": [50, 500, 5000], **_PP, "bag_fabric": ["duck_canvas", "suede_fabric"],
            "board_wax": ["unwaxed_board", "waxed_board"]}


def seen_86_synthetic() -> list[tuple[str, Landscape]]:
    """The eighty-sixth held-out set's synthetic part: nine families no earlier set had (constants of an analog
    computer of chips of 437 integrators, 293 multipliers and 1459 breakpoints of function generators at up to
    1718.75 kHz, an error of 0.0021875 of full scale at that bandwidth and converters of 43.125 values a
    microsecond, and of a particle-pipeline board of chips of 281 force pipelines at 471.875 MHz with 13.90625
    KB of i-particle registers and 371.25 MB of particle memory at 13.6875 GB/s, beside a host CPU sustaining
    0.17578125 TFLOP/s with 142.625 GB/s of DRAM; times in us)."""
    L, S = Landscape, "seen_86"
    return [
        (S, L("diabolo_ci", diabolo_params(), diabolo(2.5e5), 0.03)),
        (S, L("kalimba_ci", kalimba_params(), kalimba(6.0e4), 0.02)),
        (S, L("javelin_ci", javelin_params(), javelin(6.0e5), 0.03)),
        (S, L("pole_vault_ci", pole_vault_params(), pole_vault(1.2e4), 0.03)),
        (S, L("spinning_top_ci", spinning_top_params(), spinning_top(5.0e5), 0.04)),
        (S, L("maracas_ci", maracas_params(), maracas(2.0e5), 0.03)),
        (S, L("rain_stick_ci", rain_stick_params(), rain_stick(1.0e5), 0.03)),
        (S, L("snow_globe_ci", snow_globe_params(), snow_globe(5.0e4), 0.04)),
        (S, L("cornhole_ci", cornhole_params(), cornhole(3.0e5), 0.03)),
    ]


SEEN_86_DIR = _data_dir("zoo_seen_86")


def seen_86() -> list[tuple[str, Landscape]]:
    """The eighty-sixth held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_86/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_86", SEEN_86_DIR)
    return seen_86_synthetic() + recorded
