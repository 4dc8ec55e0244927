"""The zoo's ``seen_55`` set.

``seen_55`` (was ``held_out_55``, :func:`seen_55`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the forty-second round, see docs/benchmarks.md):
0 wins / 11 ties / 2 losses against the best peer, geo-mean
1.0106, second of the five (tpe_mv 1.0094); the synthetic nine 0 / 8 / 1 (the hail nowcasts
lost, 1.012 against TPE's and tpe_mv's 1.000), the geo-mean second there (1.0014 against
tpe_mv's 1.0012); on 30 seeds its recorded four 0 / 3 / 1 (the LayerNorm lost, 1.028 against
tpe_mv's 1.014, its committed optimum one fast sample, as are the FFN's and the GEMM's), bayes's
geo-mean second there (1.0316; tpe_mv 1.0281); scored by the median of 9 quiet samples 0 / 3 / 1
with ``--confirm 0`` (the GEMM, 1.034 against TPE's 1.007; third of five) and 0 / 2 / 2 with
``--confirm 3`` (the FFN, 1.014 against TPE's and tpe_mv's 1.000, and the LayerNorm, 1.032
against their 1.009; fourth of five); R1 0 / 11 / 2 as committed (the default's medians on all
13), quietly 0 / 3 / 1 with ``--confirm 0`` (1.0206, the last of six) and 0 / 3 / 1 with
``--confirm 3`` (1.0079, third of six).
Evaluated on an AVX2 host (numpy's X86_V3 loops), where its committed traces were made; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (natural-gas transmission, tower-crane lift
planning, hot strip rolling, hail nowcasting from weather radar, shipyard welding sequences,
capsule endoscopy, speech synthesis for audiobooks, optical music recognition, camera-guided weed
spraying), with constants unlike the other sets' (a 526-core GPU with 556 KB of shared memory a
core, 17.4 TB/s at 2.57 GHz, holding 2048 threads and 32 blocks a core, a 532-core one with 524 KB
a core, 14.6 TB/s at 2.61 GHz, holding 1536 threads and 24 blocks a core, both with 128 lanes and
255 registers a thread, and a 534-core CPU at 2.63 GHz with two hardware threads a core, 6.375 MB
of L2 a core and 11776 GB; times in us, bandwidths in bytes/us):

- ``gas_linepack_bd`` (810, 40.7%, 10223x): a gas transmission operator's day-ahead linepack
  plans, 3 x 10^4 scenarios of a gas day over 12,000 km of pipe on the 534-core CPU, steady
  flows, the isothermal Euler equations or with the gas temperature (at 15-minute steps: fails;
  the implicit models' Jacobians, twice with two threads a core, over the L2: a cliff),
  rule-based compressor stations, an hourly station MILP (at 1-minute steps: fails; its nodes
  over the 11776 GB: fail) or a day's linepack NLP (on steady flows: fails), 0.5-10 km segments,
  1-15-minute steps, 1-512 scenarios a task over 534 or 1068 threads; three within 5%.
- ``crane_lift_bd`` (648, 35.8%, 29x): a contractor's tower-crane lift plans, 2 x 10^5 lifts on
  a 160 x 160 x 60 m site model on the 534-core CPU, grid A*, RRT* (at 50 cm: fails) or a
  probabilistic roadmap, bounding boxes (at 5 cm: fail), a mesh BVH (over the L2, twice with two
  threads a core: a cliff) or a voxel grid (over the 11776 GB: fails), the neighbouring cranes
  ignored, checked pairwise or planned jointly (with the roadmap: fails), 5-50 cm cells, 1-256
  lifts a task over 534 or 1068 threads; twelve within 5%.
- ``strip_mill_bd`` (648, 34.6%, 4357x): a hot strip mill's set-ups for 1.5 x 10^5 coils over
  seven finishing stands on the 534-core CPU, Sims' roll force, a slab finite-element model or a
  network trained on the mill's logs (with 2-D temperatures: fails), lumped, 1-D or 2-D
  temperatures (the 2-D field, twice with two threads a core, over the L2: a cliff), a greedy (at
  20 draft levels: fails), dynamic programming (its tables over the 11776 GB: fail) or SQP (with
  Sims' forces: fails), 20-80 draft levels, 1-512 coils a task over 534 or 1068 threads; two
  within 5%.
- ``hail_nowcast_bd`` (810, 39.5%, 4117x): a weather service's hail nowcasts re-run over 10^5
  radar volumes on the 534-core CPU, VIL density, the maximum expected hail size or a
  dual-polarisation classification (at 2 km: fails), storm cells by their centroids (at two
  hours: fails), an optical-flow field or a 24-member flow ensemble (its fields over the 11776 GB:
  fail; the flow field, twice with two threads a core, over the L2: a cliff), 0.5-2 km grids,
  30-120-minute leads, 1-288 volumes a task over 534 or 1068 threads; five within 5%.
- ``weld_plan_bd`` (10368, 44.9%, 22475x): a shipyard's robotic welding sequences for 2 x 10^4
  hull blocks on the 534-core CPU, inherent strains (at 5 mm: fail), shell or solid elements (at
  20 mm: fail; their matrices over the 11776 GB: fail), the yard's rules (at 20 mm: fail), a
  genetic algorithm or a beam of eight (with four robots: fails), 5-20 mm meshes, two or four
  robots, 1-64 blocks a task over 534 or 1068 threads, and four that barely matter (a report,
  the log level, the length unit, distortion frames written: 0.02-0.6%): ten parameters, 144
  within 5%.
- ``capsule_endo_bd`` (1620, 59.1%, 5002x): a hospital network's capsule endoscopy studies, 1.2
  x 10^9 frames on the 526-core GPU, colour rules (at 256: fail), a ResNet or a shifted-window
  transformer (in int8: fails), every frame, motion-gated frames or every third (at 256: fails),
  256-512 pixels a side, fp32, fp16 or int8, 1-16 frames a block (over the 556 KB: fail),
  128-1024 threads (over the register file: fail); 83 within 5%.
- ``tts_vocoder_bd`` (1296, 37.5%, 2310x): an audiobook publisher's speech synthesis, 3.6 x 10^7
  seconds of audio on the 532-core GPU, WaveRNN (in 4-second chunks: fails), HiFi-GAN or
  DiffWave (in int8: fails), 16-48 kHz, 250-4000 ms chunks, fp32, fp16 or int8, 1-8 chunks a
  block (over the 524 KB: fail), 128-1024 threads (over the register file: fail); ten within 5%.
- ``music_omr_bd`` (1080, 47.4%, 614x): a music library's optical music recognition of 4 x 10^6
  scanned pages on the 532-core GPU, staff lines by projections (at 600 dpi: fails), tracked or
  segmented by a U-Net, templates (at 150 dpi: fail), a two-stage detector or a detection
  transformer (with projections: fails), the notation assembled by rules or a sequence model,
  150-600 dpi, 1-16 tiles a block (over the 524 KB: fail), 128-1024 threads (over the register
  file: fail); 48 within 5%.
- ``weed_spray_bd`` (864, 58.6%, 22692x): a spraying contractor's camera booms, a season's 2 x
  10^8 frames on the 526-core GPU (rows padded to whole 128-lane vectors), an excess-green index with Otsu's threshold (timing each
  nozzle: fails), a small U-Net (in int8: fails) or an instance segmenter (at 480 rows: fails),
  boom sections or single nozzles, 480-1080 rows, fp32, fp16 or int8, 1-8 frames a block (over
  the 556 KB: fail), 128-1024 threads (over the register file: fail); fifteen within 5%.

And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a causal grouped-query attention, a chat model's prompt prefill (26 query heads over 2
KV heads, 150 tokens over themselves, d 256), with its KV block, KV split, softmax and unroll but
its query block, pipeline and ``opt_level`` left at the default, a plain GEMM (unbatched, no bias)
tuning its K tile with L1 prefetch, the schedule and unroll (536 deep: 3 to 34 k-steps; its M and
N tiles at the default), a non-gated ReLU FFN tuning the up projection's K tile, the down
projection's K tile, the down L1 prefetch and unroll, and a LayerNorm with its rows a block and
unroll but neither its hidden split, its stats, its pipeline nor its ``opt_level`` (a set no
earlier LayerNorm or RMSNorm space tuned; 35 configurations, the full value lists: the untuned
norm sets of 40 or more are used up and this is the largest left), each space measured
exhaustively (every configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_55/`` (gzip JSON, times in
us, provenance in each file's ``source``, 8.9 KB in all). They were recorded on the shared 2-core
machine the standing way, ``--only`` each, one after another, the recorder at normal priority
(not niced), after the lead's go (the load average 0.44 at the start); this host is the AMD EPYC
with AVX2 and no AVX-512 that recorded held_out_44's..held_out_54's four (the same
``host_cpu``), so the four are measurements of the kernels' AVX2 paths (8-lane vectors, their
register tiles accordingly). ``ps`` (every 60 s and at the end, six times) showed nothing else
running but the recorder, its measuring worker (and once its C compiler), this helper's own
sampling and waiting shells (sleeping) and idle tool shells (sleeping or idle; no other python,
benchmark or pytest process), and this helper only read the logs beside it (nothing enumerated,
measured or tested) (load average 0.44-1.07 sampled every 10 s over the recording, 26 samples,
the recorder itself included, rising from the quiet start to about 1.0). The tail of their
samples is real measurement noise (median spread 1-4%), and the fastest sample is the true cost:
three of the four optima rest on one fast sample, their other two samples 1.10-1.11 (the GEMM),
1.19-1.20 (the FFN) and 1.19 (the LayerNorm) times it, the attention's not (1.00-1.01) (see
below). Before that, the first and the last configuration of each space were compiled (not run)
to check they build. Every configuration ran, so they are 0% infeasible (reported, not forced
into 30-70%):

=================================================================  ==========================================  =======  ======  ======  =========
landscape                                                          op (shape)                                  configs  params  spread  worst/opt
=================================================================  ==========================================  =======  ======  ======  =========
cpu_attention_gqa13_causal_prefill_kv_block_split_softmax_unroll   grouped-query attention, causal (26 query        96       4      1%       2.1x
                                                                   heads over 2, 150 x 150, d 256)
cpu_gemm_k_tile_prefetch_schedule_unroll                           GEMM (528 x 536 @ 536 x 544)                      96       4      2%       1.6x
cpu_ffn_relu_k_down_k_down_prefetch_unroll                         FFN, ReLU (320 tokens, 368 -> 736)                96       4      2%       1.7x
cpu_layernorm_no_split_no_stats_no_pipeline_no_opt_level           LayerNorm (1720 rows x 2720)                      35       2      4%       1.3x
=================================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1, 1.3%, 2.2%, 2.2% and 3.6%;
within 5% of the optimum: 5, 7, 1 and 3 configurations; the attention's optimum (a KV block of
128, no KV split, the online softmax, unroll 4) has samples 1.012, 1.002 and 1.000 times its
fastest and is 1st by median (1.002) too, the next configuration (a KV block of 32, no split,
online, unroll 16) 1.006 times it (median 1.010), KV blocks of 64 and 256 1.064 and 1.109 at
least, KV splits of 2, 4 and 8 1.083, 1.262 and 1.683 at least, two_pass softmax 1.232 at
least, the whole space within 2.13; the GEMM's optimum (a K tile of 144, no L1 prefetch, the
default schedule, no unroll) has samples 1.000, 1.098 and 1.113 and is 14th by median (1.098),
the next configuration (208, no prefetch, throughput, unroll 16) 1.016 times it (median 1.059),
the best by median (208, no prefetch, throughput, unroll 4) 1.029 by its fastest and 1.031 by
its median, a K tile of 16 1.260 at least, the latency schedule 1.151 at least, the whole space
within 1.59; the FFN's optimum (an up K tile of 256, a down K tile of 80, the down L1 prefetch
on, unroll 4) has samples 1.204, 1.187 and 1.000 and is 8th by median (1.187), the next
configuration (256, 160, no down prefetch, unroll 4) 1.084 times it (median 1.182), the best by
median (256, 256, no down prefetch, unroll 4) 1.119 by its fastest and 1.163 by its median, up
K tiles below 256 1.156 at least, a down K tile of 16 1.247 at least, unroll 16 1.286 at least,
the whole space within 1.72; the LayerNorm's optimum (2 rows a block, unroll 8) has samples
1.192, 1.190 and 1.000 and is 10th by median (1.190), the next (32 rows a block, unroll 8)
1.028 times it (median 1.180), the best by median (4 rows a block, unroll 16) 1.141 by its
fastest and 1.154 by its median, one row a block 1.169 and 64 1.135 at least, no unroll 1.136
at least, the whole space within 1.34.)
Recording took 84 + 44 + 53 + 41 s, 3.7 minutes in all, one landscape after another (2026-12-05
22:49 to 22:53 UTC).
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, resident_blocks, smt_cores

_ga = partial(resident_blocks, smem_kb=556.0, max_threads=2048, max_blocks=32, max_regs=255)  # the 526-core GPU's core
_gb = partial(resident_blocks, smem_kb=524.0, max_threads=1536, max_blocks=24, max_regs=255)  # the 532-core GPU's core


def _dealt(n_tasks: Any, task_us: Any, threads: Any, cores: int, gain: float) -> tuple[Any, Any]:
    """``n_tasks`` equal tasks of ``task_us`` us (alone on a core) dealt out in advance,
    ceil(n_tasks / threads) to a thread: the busiest thread sets the makespan, and the threads
    that got any share the cores (a core's second hardware thread adding ``gain`` of a core).
    Returns the makespan and the busy threads."""
    busy = np.minimum(threads, n_tasks)
    share = np.ceil(n_tasks / threads)
    return share * task_us * busy / smt_cores(busy, cores, gain), busy


def _grid(n_blocks: Any, block_flops: Any, res: Any, threads: Any, cores: int, core_rate: Any) -> Any:
    """``n_blocks`` blocks of ``block_flops`` flops, ``res`` resident a core (at least one), over
    ``cores`` cores of ``core_rate`` flops/us: whole waves of cores x res blocks (the last one
    partial but as long), a wave's blocks sharing their core; the resident warps hide latency, a
    core reaching its rate from 32 warps on (a third of it with one)."""
    per = np.maximum(res, 1.0)
    waves = np.ceil(n_blocks / (cores * per))
    hide = np.minimum(1.0, 1.0 / 3.0 + (2.0 / 3.0) * per * threads / (32.0 * 32.0))
    return waves * per * block_flops / (core_rate * hide)


def gas_linepack(scenarios: float, cores: int, ghz: float, l2_kb: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """A natural-gas transmission operator's day-ahead linepack plans on a CPU with two hardware
    threads a core (the second adds 27%): ``scenarios`` demand and supply scenarios, each a
    gas day of 12,000 km of pipe in ``seg_km``-km segments (0.5, 2 or 10) at ``step_min``-minute
    steps (1, 5 or 15). ``flow`` (no order), cycles a segment and step: ``steady`` (steady
    Weymouth flows, 30), ``isothermal`` (the isothermal Euler equations, implicit, 180) or
    ``thermal`` (with the gas temperature, 460; at 15-minute steps its heat exchange with the
    soil is unstable: fails); the two implicit models' banded Jacobian (72 bytes a segment, three
    times with ``thermal``), twice with two threads a core, over the ``l2_kb`` KB of L2 a core:
    2.3 times the flow. ``stations`` (no order), the 60 compressor stations' set points:
    ``rule_based`` (40 cycles a station and step), ``station_milp`` (a mixed-integer programme an
    hour, 2 x 10^7 cycles; at 1-minute steps its time-coupling binaries explode: fails; its
    branch-and-bound nodes, 0.5 GB, held for each scenario of a task by every busy thread: over the
    ``mem_gb`` GB fails) or ``linepack_nlp`` (a nonlinear programme over the whole day, 2.5 x 10^8
    cycles a solve and 40 cycles a segment and step; it has no linepack to shift in ``steady``:
    fails). 6 ms a scenario; ``scen_task`` scenarios a task (1.5 ms to start it) dealt over
    ``threads`` threads. 0.35 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        fl, sn = np.asarray(c["flow"]), np.asarray(c["stations"])
        sk, sm, st, th = c["seg_km"], c["step_min"], c["scen_task"], c["threads"]
        two = np.where(th > cores, 2.0, 1.0)
        segs = 12000.0 / sk
        steps = 24.0 * 60.0 / sm
        flow = np.select([fl == "steady", fl == "isothermal"], [30.0, 180.0], 460.0)
        jac_kb = segs * 72.0 * np.where(fl == "thermal", 3.0, 1.0) / 1024.0
        cliff = np.where((fl != "steady") & (jac_kb * two > l2_kb), 2.3, 1.0)
        stat = np.select([sn == "rule_based", sn == "station_milp"],
                         [40.0 * 60.0 * steps, 24.0 * 2.0e7], 2.5e8 + 40.0 * segs * steps)
        cyc = segs * steps * flow * cliff + stat
        each = st * (cyc / (ghz * 1e3) + 6000.0) + 1500.0
        t, busy = _dealt(np.ceil(scenarios / st), each, th, cores, 0.27)
        t = t + 3.5e5
        mem = busy * st * np.where(sn == "station_milp", 5.0e8, 0.0)
        bad = ((mem > mem_gb * 1e9) | ((fl == "thermal") & (sm == 15)) | ((sn == "station_milp") & (sm == 1))
               | ((sn == "linepack_nlp") & (fl == "steady")))
        return np.where(bad, np.nan, t)
    return cost


def gas_params() -> dict[str, list[Any]]:
    return {"flow": ["steady", "isothermal", "thermal"], "stations": ["rule_based", "station_milp", "linepack_nlp"],
            "seg_km": [0.5, 2, 10], "step_min": [1, 5, 15], "scen_task": [1, 4, 16, 128, 512], "threads": [534, 1068]}


def crane_lift(lifts: float, cores: int, ghz: float, l2_kb: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """A contractor's tower-crane lift plans for its building sites on a CPU with two hardware
    threads a core (the second adds 21%): ``lifts`` lifts (loads, picks and sets on a 160 x 160
    x 60 m site model with its crane neighbours), each planned at ``cell_cm``-cm resolution (5, 20
    or 50). ``planner`` (no order): ``grid_astar`` (A* over the site's cells in the crane's three
    joints, 90 cycles an expanded cell, 3 x 10^7 / cell_cm^2 of them), ``rrt_star`` (5,000 samples
    of 1,200 cycles, and collision checks; at 50 cm it threads through gaps that are not there:
    fails) or ``prm`` (a roadmap of 20,000 samples, four collision checks each, built once a task,
    then queried, 300 cycles a node over 2,000 nodes a lift). ``collision`` (no order), cycles a check: ``boxes`` (bounding boxes, 60; at
    5 cm they swallow the rebars' clearances: fails), ``bvh_mesh`` (a bounding-volume hierarchy
    over the site mesh, 900; its 9 MB tree, twice with two threads a core, over the ``l2_kb`` KB
    of L2 a core: 2.5 times the checks) or ``voxels`` (an occupancy grid, 25; a byte a cell, held
    by every busy thread: over the ``mem_gb`` GB fails); 4,000 checks a plan. ``neighbours`` (no
    order): ``ignore``, ``pairwise`` (each of the 3 other cranes' swept volumes checked: 1.6 times
    the checks) or ``joint`` (the cranes planned together: 2.4 times the plan; the roadmap cannot
    be shared: with ``prm`` fails). 5 ms a lift (its loads and the site's changes read); ``lift_task`` lifts a task (2 ms to start it)
    dealt over ``threads`` threads. 0.2 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        pl, co, nb = np.asarray(c["planner"]), np.asarray(c["collision"]), np.asarray(c["neighbours"])
        cc, lt, th = c["cell_cm"], c["lift_task"], c["threads"]
        two = np.where(th > cores, 2.0, 1.0)
        check = np.select([co == "boxes", co == "bvh_mesh"], [60.0, 900.0], 25.0)
        cliff = np.where((co == "bvh_mesh") & (9.0 * 1024.0 * two > l2_kb), 2.5, 1.0)
        checks = 4000.0 * check * cliff * np.where(nb == "pairwise", 1.6, 1.0)
        plan = np.select([pl == "grid_astar", pl == "rrt_star"], [90.0 * 3.0e7 / (cc * cc), 5000.0 * 1200.0], 300.0 * 2.0e3)
        plan = plan * np.where(nb == "joint", 2.4, 1.0)
        build = np.where(pl == "prm", 2.0e4 * 4.0 * check * cliff, 0.0)
        cyc_lift = plan + checks
        each = lt * (cyc_lift / (ghz * 1e3) + 5000.0) + build / (ghz * 1e3) + 2000.0
        t, busy = _dealt(np.ceil(lifts / lt), each, th, cores, 0.21)
        t = t + 2.0e5
        cells = 1.6e4 * 1.6e4 * 6.0e3 / (cc * cc * cc)
        mem = busy * np.where(co == "voxels", cells, 0.0)
        bad = ((mem > mem_gb * 1e9) | ((pl == "rrt_star") & (cc == 50)) | ((co == "boxes") & (cc == 5))
               | ((nb == "joint") & (pl == "prm")))
        return np.where(bad, np.nan, t)
    return cost


def crane_params() -> dict[str, list[Any]]:
    return {"planner": ["grid_astar", "rrt_star", "prm"], "collision": ["boxes", "bvh_mesh", "voxels"],
            "neighbours": ["ignore", "pairwise", "joint"], "cell_cm": [5, 20, 50], "lift_task": [1, 8, 64, 256],
            "threads": [534, 1068]}


def strip_mill(coils: float, cores: int, ghz: float, l2_kb: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """A hot strip mill's set-ups for a month's coils on a CPU with two hardware threads a core
    (the second adds 17%): ``coils`` coils, each a draft schedule over the 7 finishing stands
    chosen from ``drafts`` draft levels a stand (20, 40 or 80). ``force`` (no order), cycles a
    stand evaluation: ``sims`` (Sims' roll-force formula, 400), ``slab_fe`` (a slab finite-element
    model, 1.5 x 10^5) or ``neural`` (a network trained on the mill's logs, 3,000; outside its
    logs with ``fd_2d`` temperatures: fails). ``thermal`` (no order), cycles a stand evaluation:
    ``lumped`` (200), ``fd_1d`` (through the thickness, 6,000) or ``fd_2d`` (thickness and width,
    9 x 10^4; its 4 MB field, twice with two threads a core, over the ``l2_kb`` KB of L2 a core:
    2.2 times the thermal model). ``search`` (no order), evaluations a coil: ``greedy`` (7 x
    drafts), ``dp`` (dynamic programming over the stands, 7 x drafts^2; its table, 7 x drafts^2
    entries of 64 bytes (of 24 KB with ``fd_2d``), held for each coil of a task by every busy
    thread: over the ``mem_gb`` GB fails; at 20 levels the greedy misses the flatness window:
    fails) or ``sqp`` (sequential quadratic programming, 50 iterations of 8 evaluations, and
    drafts to start it; Sims' forces are not smooth enough for it: with ``sims`` fails). 0.8 ms a
    coil;
    ``coil_task`` coils a task (1 ms to start it) dealt over ``threads`` threads. 0.1 s besides.
    Times in us."""
    def cost(c: Cols) -> np.ndarray:
        fo, tm, se = np.asarray(c["force"]), np.asarray(c["thermal"]), np.asarray(c["search"])
        dr, ct, th = c["drafts"], c["coil_task"], c["threads"]
        two = np.where(th > cores, 2.0, 1.0)
        force = np.select([fo == "sims", fo == "slab_fe"], [400.0, 1.5e5], 3000.0)
        cliff = np.where((tm == "fd_2d") & (4.0 * 1024.0 * two > l2_kb), 2.2, 1.0)
        therm = np.select([tm == "lumped", tm == "fd_1d"], [200.0, 6000.0], 9.0e4 * cliff)
        evals = np.select([se == "greedy", se == "dp"], [7.0 * dr, 7.0 * dr * dr], 50.0 * 8.0 + dr)
        cyc = evals * (force + therm)
        each = ct * (cyc / (ghz * 1e3) + 800.0) + 1000.0
        t, busy = _dealt(np.ceil(coils / ct), each, th, cores, 0.17)
        t = t + 1.0e5
        entry = np.where(tm == "fd_2d", 24.0 * 1024.0, 64.0)
        mem = busy * ct * np.where(se == "dp", 7.0 * dr * dr * entry, 0.0)
        bad = ((mem > mem_gb * 1e9) | ((fo == "neural") & (tm == "fd_2d")) | ((se == "sqp") & (fo == "sims"))
               | ((se == "greedy") & (dr == 20)))
        return np.where(bad, np.nan, t)
    return cost


def strip_params() -> dict[str, list[Any]]:
    return {"force": ["sims", "slab_fe", "neural"], "thermal": ["lumped", "fd_1d", "fd_2d"],
            "search": ["greedy", "dp", "sqp"], "drafts": [20, 40, 80], "coil_task": [1, 16, 64, 512],
            "threads": [534, 1068]}


def hail_nowcast(volumes: float, cores: int, ghz: float, l2_kb: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """A weather service's hail nowcasts re-run over an archive of radar volumes on a CPU with two
    hardware threads a core (the second adds 33%): ``volumes`` five-minute composite volumes
    (1,200 x 1,200 km, 16 elevations), each gridded at ``grid_km`` km (0.5, 1 or 2) and nowcast
    ``lead_min`` minutes ahead (30, 60 or 120) in five-minute steps. ``hail`` (no order), cycles
    a column once a volume: ``vil_density`` (vertically integrated liquid density, 40), ``mesh_hail`` (the maximum
    expected hail size from reflectivity above the freezing level, 110) or ``hca`` (a fuzzy-logic
    classification on the dual-polarisation moments, 700; at 2 km the melting layer's signature
    is averaged out: fails). ``tracker`` (no order): ``cell_centroid`` (storm cells matched by
    their centroids, 2 x 10^5 cycles a step; at two hours the cells split and merge beyond it:
    fails), ``optical_flow`` (a variational flow field, 60 cycles a column, 8 iterations, once a
    volume, then 12 cycles a column a step) or ``ensemble_flow`` (the flow perturbed into 24
    members advected each step, 12 cycles a column a step each, the members' fields (4 bytes a
    column and step) held for each volume of a task by every busy thread: over the ``mem_gb`` GB
    fails); the flow's field (8 bytes a column), twice with two threads a core, over the
    ``l2_kb`` KB of L2 a core: 1.9 times the two flows' advection. 2 ms a volume (its polar data read); ``vol_task`` volumes a
    task (0.5 ms to start it) dealt over ``threads`` threads. 0.3 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        hl, tr = np.asarray(c["hail"]), np.asarray(c["tracker"])
        gk, lm, vt, th = c["grid_km"], c["lead_min"], c["vol_task"], c["threads"]
        two = np.where(th > cores, 2.0, 1.0)
        cols = 1.44e6 / (gk * gk)
        steps = lm / 5.0
        hail = cols * np.select([hl == "vil_density", hl == "mesh_hail"], [40.0, 110.0], 700.0)
        cliff = np.where(cols * 8.0 * two / 1024.0 > l2_kb, 1.9, 1.0)
        adv = np.select([tr == "cell_centroid", tr == "optical_flow"],
                        [2.0e5 * steps, cols * (60.0 * 8.0 + 12.0 * steps * cliff)],
                        cols * (60.0 * 8.0 + 24.0 * 12.0 * steps * cliff))
        cyc = hail + adv
        each = vt * (cyc / (ghz * 1e3) + 2000.0) + 500.0
        t, busy = _dealt(np.ceil(volumes / vt), each, th, cores, 0.33)
        t = t + 3.0e5
        mem = busy * vt * np.where(tr == "ensemble_flow", 24.0 * cols * 4.0 * steps, 0.0)
        bad = ((mem > mem_gb * 1e9) | ((hl == "hca") & (gk == 2)) | ((tr == "cell_centroid") & (lm == 120)))
        return np.where(bad, np.nan, t)
    return cost


def hail_params() -> dict[str, list[Any]]:
    return {"hail": ["vil_density", "mesh_hail", "hca"], "tracker": ["cell_centroid", "optical_flow", "ensemble_flow"],
            "grid_km": [0.5, 1, 2], "lead_min": [30, 60, 120], "vol_task": [1, 6, 24, 96, 288], "threads": [534, 1068]}


def weld_plan(blocks: float, cores: int, ghz: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """A shipyard's robotic arc-welding sequences for its hull blocks on a CPU with two hardware
    threads a core (the second adds 24%): ``blocks`` hull blocks (400 welds each), each sequence's
    distortion predicted on a ``mesh_mm``-mm mesh (5, 10 or 20: 4 x 10^4 x (10 / mesh_mm)^2
    elements). ``distortion`` (no order), cycles an element for a sequence's welds:
    ``inherent_strain`` (inherent strains applied elastically, 30; calibrated on 10-20 mm meshes:
    at 5 mm fails), ``shell_fe`` (thermo-elastic-plastic shells, 900) or ``solid_fe`` (solid
    elements, 6,000; at 20 mm they lock in bending: fails; its matrices, 4 KB an element, held
    for each block of a task by every busy thread: over the ``mem_gb`` GB fails).
    ``sequencer`` (no order), sequences evaluated: ``yard_rules`` (the yard's rules, 1; at 20 mm
    they cannot see the thin plates' buckling: fails), ``ga_order`` (a genetic algorithm, 600) or
    ``beam_8`` (a beam of 8 over 20 stages of welds, 160; it cannot hold the interleavings of 4
    robots: with 4 fails). ``robots`` 2 or 4 robots a block (4: the sequences' collisions
    checked, 1.15 times). 5 ms a block; ``block_task`` blocks a task
    (3 ms to start it) dealt over ``threads`` threads. And four that barely matter: ``sim_report``
    (none, pdf: 0.3% of a task), ``weld_log`` (quiet, info or debug: 0, 0.05 or 0.6%), ``length_unit`` (m:
    0.02%) and ``frames_out`` (0.15%): ten parameters. 0.25 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        ds, sq = np.asarray(c["distortion"]), np.asarray(c["sequencer"])
        rp, lg, un, sn = (np.asarray(c[k]) for k in ("sim_report", "weld_log", "length_unit", "frames_out"))
        mm, rb, bt, th = c["mesh_mm"], c["robots"], c["block_task"], c["threads"]
        elems = 4.0e4 * (10.0 / mm) ** 2
        per = np.select([ds == "inherent_strain", ds == "shell_fe"], [30.0, 900.0], 6000.0)
        seqs = np.select([sq == "yard_rules", sq == "ga_order"], [1.0, 600.0], 160.0)
        cyc = seqs * elems * per * np.where(rb == 4, 1.15, 1.0)
        block_us = cyc / (ghz * 1e3) + 5000.0
        extra = (np.where(rp == "pdf", 0.003, 0.0) + np.select([lg == "quiet", lg == "info"], [0.0, 0.0005], 0.006)
                 + np.where(un == "m", 0.0002, 0.0) + np.where(sn, 0.0015, 0.0))
        each = bt * block_us * (1.0 + extra) + 3000.0
        t, busy = _dealt(np.ceil(blocks / bt), each, th, cores, 0.24)
        t = t + 2.5e5
        mem = busy * bt * np.where(ds == "solid_fe", elems * 4096.0, 0.0)
        bad = ((mem > mem_gb * 1e9) | ((sq == "yard_rules") & (mm == 20)) | ((ds == "inherent_strain") & (mm == 5))
               | ((ds == "solid_fe") & (mm == 20)) | ((sq == "beam_8") & (rb == 4)))
        return np.where(bad, np.nan, t)
    return cost


def weld_params() -> dict[str, list[Any]]:
    return {"distortion": ["inherent_strain", "shell_fe", "solid_fe"], "sequencer": ["yard_rules", "ga_order", "beam_8"],
            "mesh_mm": [5, 10, 20], "robots": [2, 4], "block_task": [1, 6, 8, 64], "threads": [534, 1068],
            "sim_report": ["none", "pdf"], "weld_log": ["quiet", "info", "debug"], "length_unit": ["mm", "m"], "frames_out": [False, True]}


def capsule_endo(frames: float, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """A hospital network's capsule endoscopy studies read on a GPU: ``frames`` frames (the
    capsule's 576 x 576 images, 3 bytes a pixel read from DRAM), resized to ``side`` (256, 384 or
    512) and screened. ``model`` (no order), flops a pixel of its input: ``colour_rules`` (colour
    and texture rules for bleeding, 20; small lesions are missed at 256: fails there),
    ``resnet`` (1.1 x 10^5) or ``swin`` (a shifted-window transformer, 1.6 x 10^5; in int8 its
    attention saturates: fails). ``gating`` (no order): ``all_frames``, ``motion_gated`` (frames
    with little motion since the last read skipped: 45% read, plus 900 flops a pixel of optical
    flow on all) or ``every_third`` (a third read; at 256 the lesions seen in one frame only are
    lost: fails). ``precision`` fp32, fp16 (twice the rate) or int8 (3.8 times) on 128 lanes a
    core. ``frames_block`` frames a block, 24 rows of each (three channels in the precision's
    words) staged in shared memory (over the 556 KB: fails); 48, 96 or 128 registers by the model
    (over the register file: fails); the blocks in waves over the cores. 0.25 s besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        mo, ga, pr = (np.asarray(c[k]) for k in ("model", "gating", "precision"))
        sd, fb, th = c["side"], c["frames_block"], c["threads"]
        speed = np.select([pr == "fp32", pr == "fp16"], [1.0, 2.0], 3.8)
        word = np.select([pr == "fp32", pr == "fp16"], [4.0, 2.0], 1.0)
        px = sd * sd
        per_px = np.select([mo == "colour_rules", mo == "resnet"], [20.0, 1.1e5], 1.6e5)
        read = np.select([ga == "all_frames", ga == "motion_gated"], [1.0, 0.45], 1.0 / 3.0)
        flow = np.where(ga == "motion_gated", 900.0 * px, 0.0)
        smem = fb * 24.0 * sd * 3.0 * word
        regs = np.select([mo == "colour_rules", mo == "resnet"], [48.0, 96.0], 128.0)
        res = _ga(th, smem, regs)
        rate = 128 * 2.0 * ghz * 1e3 * speed
        t = _grid(np.ceil(frames / fb), fb * (read * px * per_px + flow), res, th, cores, rate)
        t = t + frames * 576.0 * 576.0 * 3.0 / dram_bw + 2.5e5
        bad = ((res < 1) | ((mo == "colour_rules") & (sd == 256)) | ((mo == "swin") & (pr == "int8"))
               | ((ga == "every_third") & (sd == 256)))
        return np.where(bad, np.nan, t)
    return cost


def capsule_params() -> dict[str, list[Any]]:
    return {"model": ["colour_rules", "resnet", "swin"], "gating": ["all_frames", "motion_gated", "every_third"],
            "side": [256, 384, 512], "precision": ["fp32", "fp16", "int8"], "frames_block": [1, 2, 4, 8, 16],
            "threads": [128, 256, 512, 1024]}


def tts_vocoder(seconds: float, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """An audiobook publisher's speech synthesis on a GPU: ``seconds`` seconds of audio from
    mel spectrograms at ``khz`` kHz (16, 24 or 48), in chunks of ``chunk_ms`` ms (250, 1000 or
    4000; a chunk's 64 mel frames of context, 11.6 ms each, recomputed). ``vocoder`` (no order), flops a sample:
    ``wavernn`` (an autoregressive recurrent network, 2.4 x 10^6, a sample after another: a
    chunk's samples run in 32 sequential lanes, 6 times slower; at 4000 ms its state drifts:
    fails), ``hifigan`` (a GAN's upsampling convolutions, 4.5 x 10^5) or ``diffwave`` (a
    diffusion model, 12 denoising steps of 1.6 x 10^5; in int8 its noise schedule collapses:
    fails). ``precision`` fp32, fp16 (twice the rate) or int8 (3.6 times) on 128 lanes a core.
    ``chunks_block`` chunks a block, 2,560 values of mel frames a 250 ms of each chunk staged in
    shared memory in the precision's words (over the 524 KB: fails); 96, 56 or 40 registers by
    the vocoder, 1.5 times in fp32 (over the register file: fails); the blocks in waves over the cores. 0.4 s besides. Times in us, ``dram_bw`` in
    bytes/us (16-bit samples written)."""
    def cost(c: Cols) -> np.ndarray:
        vo, pr = np.asarray(c["vocoder"]), np.asarray(c["precision"])
        kh, cm, cb, th = c["khz"], c["chunk_ms"], c["chunks_block"], c["threads"]
        speed = np.select([pr == "fp32", pr == "fp16"], [1.0, 2.0], 3.6)
        word = np.select([pr == "fp32", pr == "fp16"], [4.0, 2.0], 1.0)
        chunks = np.ceil(seconds * 1000.0 / cm)
        samples = kh * 1e3 * (cm + 64.0 * 11.6) / 1000.0
        per = np.select([vo == "wavernn", vo == "hifigan"], [2.4e6 * 6.0, 4.5e5], 12.0 * 1.6e5)
        smem = cb * 640.0 * (cm / 250.0) * word * 4.0
        regs = np.select([vo == "wavernn", vo == "hifigan"], [96.0, 56.0], 40.0) * np.where(pr == "fp32", 1.5, 1.0)
        res = _gb(th, smem, regs)
        rate = 128 * 2.0 * ghz * 1e3 * speed
        t = _grid(np.ceil(chunks / cb), cb * samples * per, res, th, cores, rate)
        t = t + seconds * kh * 1e3 * 2.0 / dram_bw + 4.0e5
        bad = ((res < 1) | ((vo == "wavernn") & (cm == 4000)) | ((vo == "diffwave") & (pr == "int8")))
        return np.where(bad, np.nan, t)
    return cost


def tts_params() -> dict[str, list[Any]]:
    return {"vocoder": ["wavernn", "hifigan", "diffwave"], "khz": [16, 24, 48], "chunk_ms": [250, 1000, 4000],
            "precision": ["fp32", "fp16", "int8"], "chunks_block": [1, 2, 4, 8], "threads": [128, 256, 512, 1024]}


def music_omr(pages: float, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """A music library's optical music recognition of its scanned scores on a GPU: ``pages``
    A4 pages scanned at ``dpi`` dpi (150, 300 or 600; a byte a pixel read from DRAM), in tiles of
    512 x 512 pixels. ``staves`` (no order), flops a pixel: ``projection`` (staff lines found by
    row projections and removed, 60; skewed scans defeat it at 600 dpi: fails), ``line_track``
    (the lines tracked, 120) or ``unet`` (a segmentation network, 5 x 10^4). ``symbols`` (no
    order), flops a pixel: ``templates`` (template matching, 2,500; at 150 dpi the noteheads are
    too small: fails), ``rcnn`` (a two-stage detector, 8 x 10^4) or ``detr`` (a detection
    transformer, 1.2 x 10^5, plus 3 x 10^8 a tile; it needs the staves segmented: with
    ``projection`` fails). ``assembly`` (no order): ``rules_graph`` (the notation graph by rules,
    2 x 10^6 a tile) or ``seq2seq`` (a sequence model over the tile, 3 x 10^7). fp16 throughout
    (twice the rate of 128 lanes a core). ``tiles_block`` tiles a block, 16, 32 or 64 rows of each
    by the staff method staged in shared memory in fp16 (over the 524 KB: fails); 56, 72 or 104 registers by the symbol model (over the register file: fails); the
    blocks in waves over the cores. 0.15 s besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        sv, sy, asm = np.asarray(c["staves"]), np.asarray(c["symbols"]), np.asarray(c["assembly"])
        dpi, tb, th = c["dpi"], c["tiles_block"], c["threads"]
        px_page = 8.27 * 11.69 * dpi * dpi
        tiles = pages * np.ceil(px_page / (512.0 * 512.0))
        tile_px = 512.0 * 512.0
        per_px = (np.select([sv == "projection", sv == "line_track"], [60.0, 120.0], 5.0e4)
                  + np.select([sy == "templates", sy == "rcnn"], [2500.0, 8.0e4], 1.2e5))
        per_tile = (np.where(sy == "detr", 3.0e8, 0.0) + np.where(asm == "rules_graph", 2.0e6, 3.0e7))
        smem = tb * np.select([sv == "projection", sv == "line_track"], [16.0, 32.0], 64.0) * 512.0 * 2.0
        regs = np.select([sy == "templates", sy == "rcnn"], [56.0, 72.0], 104.0)
        res = _gb(th, smem, regs)
        rate = 128 * 2.0 * ghz * 1e3 * 2.0
        t = _grid(np.ceil(tiles / tb), tb * (tile_px * per_px + per_tile), res, th, cores, rate)
        t = t + pages * px_page / dram_bw + 1.5e5
        bad = ((res < 1) | ((sv == "projection") & (dpi == 600)) | ((sy == "templates") & (dpi == 150))
               | ((sy == "detr") & (sv == "projection")))
        return np.where(bad, np.nan, t)
    return cost


def omr_params() -> dict[str, list[Any]]:
    return {"staves": ["projection", "line_track", "unet"], "symbols": ["templates", "rcnn", "detr"],
            "assembly": ["rules_graph", "seq2seq"], "dpi": [150, 300, 600], "tiles_block": [1, 2, 4, 8, 16],
            "threads": [128, 256, 512, 1024]}


def weed_spray(frames: float, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """A spraying contractor's camera booms, weeds detected for spot spraying, a season's frames
    re-run on a GPU: ``frames`` frames of ``height`` rows (480, 720 or 1080, 16:9; 2 bytes a pixel
    read from DRAM), each row padded to whole 128-lane vectors for the detector (480 rows: 853
    pixels wide, 896 padded). ``detector`` (no order), flops a pixel: ``exg_otsu`` (an excess-green index
    thresholded by Otsu's method, 30; it cannot tell weeds from the crop: with ``per_weed``
    nozzles fails), ``unet`` (a small segmentation network, 4 x 10^4) or ``yolo_seg`` (an instance
    segmenter, 9 x 10^4; at 480 the seedlings are a few pixels: fails). ``nozzles`` (no order):
    ``per_section`` (a boom section per 3 m, 2 x 10^5 flops a frame) or ``per_weed`` (each nozzle
    timed to its weeds, 2,000 flops a pixel). ``precision`` fp32, fp16 (twice the rate) or int8
    (3.7 times; the small network loses the grass weeds: ``unet`` fails) on 128 lanes a core.
    ``frames_block`` frames a block, 8 rows of each (three channels in the precision's words)
    staged in shared memory (over the 556 KB: fails); 40, 72 or
    112 registers by the detector (over the register file: fails); the blocks in waves over the
    cores. 0.2 s besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        de, nz, pr = (np.asarray(c[k]) for k in ("detector", "nozzles", "precision"))
        ht, fb, th = c["height"], c["frames_block"], c["threads"]
        speed = np.select([pr == "fp32", pr == "fp16"], [1.0, 2.0], 3.7)
        word = np.select([pr == "fp32", pr == "fp16"], [4.0, 2.0], 1.0)
        px = ht * np.ceil(ht * 16.0 / 9.0 / 128.0) * 128.0  # rows padded to whole 128-lane vectors
        per_px = np.select([de == "exg_otsu", de == "unet"], [30.0, 4.0e4], 9.0e4) + np.where(nz == "per_weed", 2000.0, 0.0)
        per_frame = np.where(nz == "per_section", 2.0e5, 0.0)
        smem = fb * 8.0 * ht * 16.0 / 9.0 * 3.0 * word
        regs = np.select([de == "exg_otsu", de == "unet"], [40.0, 72.0], 112.0)
        res = _ga(th, smem, regs)
        rate = 128 * 2.0 * ghz * 1e3 * speed
        t = _grid(np.ceil(frames / fb), fb * (px * per_px + per_frame), res, th, cores, rate)
        t = t + frames * ht * ht * 16.0 / 9.0 * 2.0 / dram_bw + 2.0e5
        bad = ((res < 1) | ((de == "exg_otsu") & (nz == "per_weed")) | ((de == "yolo_seg") & (ht == 480))
               | ((de == "unet") & (pr == "int8")))
        return np.where(bad, np.nan, t)
    return cost


def weed_params() -> dict[str, list[Any]]:
    return {"detector": ["exg_otsu", "unet", "yolo_seg"], "nozzles": ["per_section", "per_weed"],
            "height": [480, 720, 1080], "precision": ["fp32", "fp16", "int8"], "frames_block": [1, 2, 4, 8],
            "threads": [128, 256, 512, 1024]}


def seen_55_synthetic() -> list[tuple[str, Landscape]]:
    """The fifty-fifth held-out set's synthetic part: nine families no earlier set had (constants of
    a 526-core GPU with 556 KB of shared memory a core, 17.4 TB/s at 2.57 GHz, a 532-core one with
    524 KB and 14.6 TB/s at 2.61 GHz, and a 534-core CPU with two hardware threads a core at 2.63
    GHz with 6.375 MB of L2 a core and 11776 GB; times in us)."""
    L, S = Landscape, "seen_55"
    return [
        (S, L("gas_linepack_bd", gas_params(), gas_linepack(3.0e4, 534, 2.63, 6528.0, 11776.0), 0.02)),
        (S, L("crane_lift_bd", crane_params(), crane_lift(2.0e5, 534, 2.63, 6528.0, 11776.0), 0.03)),
        (S, L("strip_mill_bd", strip_params(), strip_mill(1.5e5, 534, 2.63, 6528.0, 11776.0), 0.04)),
        (S, L("hail_nowcast_bd", hail_params(), hail_nowcast(1.0e5, 534, 2.63, 6528.0, 11776.0), 0.02)),
        (S, L("weld_plan_bd", weld_params(), weld_plan(2.0e4, 534, 2.63, 11776.0), 0.01)),
        (S, L("capsule_endo_bd", capsule_params(), capsule_endo(1.2e9, 526, 1.74e7, 2.57), 0.03)),
        (S, L("tts_vocoder_bd", tts_params(), tts_vocoder(3.6e7, 532, 1.46e7, 2.61), 0.05)),
        (S, L("music_omr_bd", omr_params(), music_omr(4.0e6, 532, 1.46e7, 2.61), 0.01)),
        (S, L("weed_spray_bd", weed_params(), weed_spray(2.0e8, 526, 1.74e7, 2.57), 0.04)),
    ]


SEEN_55_DIR = _data_dir("zoo_seen_55")


def seen_55() -> list[tuple[str, Landscape]]:
    """The fifty-fifth held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_55/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_55", SEEN_55_DIR)
    return seen_55_synthetic() + recorded
