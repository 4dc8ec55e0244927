"""The zoo's ``seen_54`` set.

``seen_54`` (was ``held_out_54``, :func:`seen_54`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the forty-second round, see docs/benchmarks.md):
0 wins / 10 ties / 3 losses against the best peer, geo-mean
1.0171, second of the five (tpe_mv 1.0113); the synthetic nine 0 / 7 / 2 (the wastewater aeration
lost, 1.008 against tpe_mv's 1.000, and the snowmaking, 1.016 against rl's 1.000), the geo-mean
second there (1.0036 against tpe_mv's 1.0007); on 30 seeds its recorded four 0 / 3 / 1 (the
RMSNorm lost, 1.058 against TPE's 1.000, its committed optimum one fast sample, as are the other
three's), bayes's geo-mean tied second there (1.0483 with rl; tpe_mv 1.0356); scored by the median
of 9 quiet samples 0 / 2 / 2 with ``--confirm 0`` (the FFN, 1.015 against random's 1.008, and the
RMSNorm, 1.181 against rl's 1.000; second of five) and 0 / 3 / 1 with ``--confirm 3`` (the FFN,
1.008 against tpe_mv's 1.000; second of five); R1 1 / 9 / 3 as committed (1.0143, second of six;
it wins the GEMM), quietly 0 / 3 / 1 with ``--confirm 0`` (1.0528, third of six) and 0 / 4 / 0
with ``--confirm 3`` (1.0025, tied for the best).
Evaluated on an AVX2 host (numpy's X86_V3 loops), where its committed traces were made; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (municipal wastewater treatment, ski-resort
snowmaking, airport stand allocation, groundwater remediation, hospital nurse rostering,
sign-language recognition, plankton imaging, number-plate reading at toll gantries,
semiconductor wafer inspection), with constants unlike the other sets' (a 518-core GPU with 542
KB of shared memory a core, 16.3 TB/s at 2.13 GHz and fp64 at 1/2, holding 2048 threads and 32
blocks a core, a 502-core one with 508 KB a core, 13.9 TB/s at 2.43 GHz, holding 1536 threads and
24 blocks a core, both with 128 lanes and 255 registers a thread, and a 510-core CPU at 2.33 GHz
with two hardware threads a core, 5.875 MB of L2 a core and 11008 GB; times in us, bandwidths in
bytes/us):

- ``sludge_aeration_bc`` (2430, 35.6%, 111019x): a municipal wastewater plant's aeration
  what-ifs, 4 x 10^4 influent scenarios of 14 days on the 510-core CPU, ASM1, ASM2d (at 300 s
  steps or with a point settler: fails) or ASM3 in 2-10 tanks, a point settler, a ten-layer
  Takacs settler or a reactive 60-layer one (at 300 s: fails; its Jacobians, some only with two
  threads a core, over the L2: a cliff), oxygen PI loops, ammonium feedforward or NLP set points
  (with a point settler: fail; their horizon matrices over the 11008 GB: fail), 10-300 s steps,
  1-512 scenarios a task over 510 or 1020 threads; eight within 5%.
- ``snowmaking_bc`` (648, 37.0%, 93578x): a ski resort's season of snowmaking plans, 2 x 10^4
  plans of 80 trails on the 510-core CPU, one forecast or 20 or 50 ensemble members, a wet-bulb
  greedy (at 180-minute steps: fails), a pump-network MILP (its nodes over the 11008 GB: fail;
  its pressure table, twice with two threads a core, over the L2: a cliff) or SDDP (on one
  forecast: fails), the makers' tables, evaporative cooling physics or a plume model (at
  15-minute steps: fails), 15-180-minute steps, 1-256 plans a task over 510 or 1020 threads; two
  within 5%.
- ``gate_assign_bc`` (864, 38.5%, 1986x): an airport's stand allocation, 1.2 x 10^5 delay
  scenarios of 1,400 flights on the 510-core CPU, first come first served (with tows or
  5-minute buffers: fails), iterated local search, constraint programming (its propagators over
  the 11008 GB: fail) or a stand-time slot ILP (re-optimised at every event: fails), with or
  without tows (at every event: fail), 5-20-minute buffers, no, hourly or per-event
  re-optimisation (the exact solvers' conflict graph, twice with two threads a core, over the L2:
  a cliff), 1-1024 scenarios a task over 510 or 1020 threads; eight within 5%.
- ``pump_treat_bc`` (648, 48.8%, 13851x): a groundwater remediation's pump-and-treat designs, 5
  x 10^4 layouts of 40 wells over 30 years on the 510-core CPU, superposed Theis drawdowns (with
  grid transport: fail), steady or transient finite differences, PCG, multigrid or a sparse direct
  solver (its factors over the 11008 GB: fail), particle tracking (at 25 m: fails),
  advection-dispersion or reactive transport (its reaction table, twice with two threads a core,
  over the L2: a cliff), 5-25 m cells, 1-1024 designs a task over 510 or 1020 threads; one within
  5%.
- ``nurse_roster_bc`` (10368, 46.3%, 72x): a hospital trust's nurse rosters, 1.2 x 10^5
  what-ifs of 60 wards over a quarter on the 510-core CPU, a rule-based greedy (over six weeks or
  with hard fairness: fails), variable neighbourhood search (with hard fairness: fails) or
  constraint programming (its search state over the 11008 GB: fails), 2-6-week rolling horizons,
  3 or 5 shift types, no, soft or hard fairness, 1-2048 scenarios a task over 510 or 1020
  threads, and four that barely matter (export format, notifications, a preview, the locale:
  0.03-0.4%): ten parameters, 192 within 5%.
- ``sign_lang_bc`` (1296, 38.4%, 54x): a sign-language corpus's recognition of 10^6 clips on
  the 502-core GPU, RGB frames through a 3-D CNN, pose keypoints through a graph network (at 16
  frames: fails) or both (in int8: fails), temporal convolutions, a BiLSTM or a transformer,
  16-64 frames, fp32, fp16 or int8, 1-8 clips a block (over the 508 KB: fail), 128-1024 threads
  (over the register file: fail); 33 within 5%.
- ``plankton_cam_bc`` (864, 54.3%, 1862x): an ocean observatory's plankton imager, 5 x 10^9
  regions of interest on the 518-core GPU, a small CNN (padded to 64, one a slot: fails), a
  ResNet or a vision transformer (padded to 64, in mosaics or in int8: fails), padded to 64 or
  fitted to 128 or 224, one a slot or mosaics, fp32, fp16 or int8, 4-256 ROIs a block (over the
  542 KB: fail), 128-1024 threads (over the register file: fail); seven within 5%.
- ``plate_read_bc`` (1728, 36.8%, 355x): a motorway operator's toll gantries reading number
  plates, 3 x 10^9 frames on the 502-core GPU, edge morphology (at 720p: fails), a light SSD or a
  YOLO-like detector, split characters (at 720p: fail), a convolutional-recurrent or an attention
  reader, every frame or once a track, 720p-2160p, fp32 or fp16, 1-8 frames a block (over the
  508 KB: fail), 128-1024 threads (over the register file: fail); 30 within 5%.
- ``wafer_inspect_bc`` (864, 54.2%, 3144x): a fab's optical wafer inspection, 2 x 10^4 wafers'
  3,500 mm^2 of care areas on the 518-core GPU, die-to-die (at 80 nm: fails), die-to-database (in
  fp32: fails) or a learned reference (with size rules: fails), size rules, a CNN or a siamese
  network for the candidates, 20-80 nm pixels, fp32 or fp64, 1-16 tiles a block (over the 542
  KB: fail), 128-1024 threads (over the register file: fail); three within 5%.

And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a non-causal grouped-query attention, a vision-language model's bidirectional prefix (21
query heads over 3 KV heads, 224 tokens over themselves, d 224), with its query block, softmax,
pipeline and unroll but its KV block, KV split and ``opt_level`` left at the default, an unbatched
GEMM with bias tuning its M tile with the schedule, the packed B layout and unroll (496 rows: 2 to
31 M blocks; its N and K tiles at the default), a non-gated erf-GELU FFN tuning the up
projection's M tile, the fused activation, the down projection's K tile and the down pipeline,
and an RMSNorm with its stats, ``opt_level`` (O0 among them) and unroll but neither its rows a
block, its hidden split nor its pipeline (a set no earlier LayerNorm or RMSNorm space tuned; 40
configurations, the full value lists: the untuned norm sets of 42 or more are used up and this
is the one of 40 left), each space measured exhaustively (every configuration compiled, checked
against numpy, timed 3 times) by ``scripts/record_cpu_landscapes.py`` into
``scripts/data/zoo_seen_54/`` (gzip JSON, times in us, provenance in each file's ``source``,
10.7 KB in all). They were recorded on the shared 2-core machine the standing way, ``--only``
each, one after another, the recorder at normal priority (not niced), after the lead's go (the
load average 0.31 at the start); this host is the AMD EPYC with AVX2 and no AVX-512 that recorded
held_out_44's..held_out_53's four (the same ``host_cpu``), so the four are measurements of the
kernels' AVX2 paths (8-lane vectors, their register tiles accordingly). ``ps`` (every 60 s and at
the end, eight times) showed nothing else running but the recorder, its measuring worker (and
once its C compiler), this helper's own sampling and waiting shells (sleeping) and idle tool
shells (sleeping or idle; no other python, benchmark or pytest process), and this helper only
read the logs beside it (nothing enumerated, measured or tested) (load average 0.31-1.10 sampled
every 10 s over the recording, 37 samples, the recorder itself included, rising from the quiet
start to about 1.0). The tail of their samples is real measurement noise (median spread 3-5%),
and the fastest sample is the true cost: all four optima rest on one fast sample, their other
two samples 1.20-1.22 (the attention), 1.12-1.15 (the GEMM), 1.34-1.37 (the FFN) and 1.13 (the
RMSNorm) times it (see below). Before that, the first and the last configuration of each space
were compiled (not run) to check they build. Every configuration ran, so they are 0% infeasible
(reported, not forced into 30-70%):

===============================================================  =========================================  =======  ======  ======  =========
landscape                                                        op (shape)                                 configs  params  spread  worst/opt
===============================================================  =========================================  =======  ======  ======  =========
cpu_attention_gqa7_bidir_prefix_q_block_softmax_pipeline_unroll  grouped-query attention, non-causal (21      120       4      3%       2.1x
                                                                 query heads over 3, 224 x 224, d 224)
cpu_gemm_bias_m_tile_schedule_layout_unroll                      GEMM with bias (496 x 504 @ 504 x 552)         120       4      5%       7.4x
cpu_ffn_gelu_m_fuse_down_k_down_pipeline                         FFN, erf GELU (392 tokens, 344 -> 1376)         96       4      3%       1.4x
cpu_rmsnorm_no_rows_per_block_no_split_no_pipeline               RMSNorm (1736 rows x 2200)                      40       3      3%       8.0x
===============================================================  =========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1, 2.6%, 4.8%, 2.9% and 3.0%;
within 5% of the optimum: 1, 3, 2 and 1 configurations; the attention's optimum (a query block
of 128, the online softmax, no pipeline, unroll 8) has samples 1.000, 1.219 and 1.202 times its
fastest and is 19th by median (1.202), the next configuration (a query block of 256, online, no
pipeline, unroll 16) 1.075 times it (median 1.138), the best by median (128, online,
single_buffer, unroll 16) 1.132 by its fastest and 1.135 by its median, two_pass softmax 1.33 at
least, the whole space within 2.05; the GEMM's optimum (an M tile of 256, the latency schedule,
row_major B, unroll 4) has samples 1.116, 1.145 and 1.000 and is 3rd by median (1.116), the next
configuration (256, balanced, z_major, unroll 4) 1.036 times it (median 1.106), the best by
median (256, balanced, row_major, no unroll) 1.062 by its fastest and 1.067 by its median, the
col_major layout 3.36 at least, an M tile of 16 1.34 at least, the whole space within 7.36; the
FFN's optimum (an up M tile of 16, not fused, a down K tile of 16, the double_buffer down
pipeline) has samples 1.000, 1.366 and 1.342 and is 94th by median of 96 (1.342), the next
configuration (16, fused, a down K tile of 64, no down pipeline) 1.025 times it (median 1.167),
also the best by median, up M tiles above 16 1.17 at least, the whole space within 1.36; the
RMSNorm's optimum (one_pass stats, O3, unroll 2) has samples 1.132, 1.130 and 1.000 and is 5th
by median (1.130), the next (one_pass, O3, no unroll) 1.058 times it (median 1.085), the best by
median (one_pass, O3, unroll 4) 1.075 by its fastest and 1.076 by its median, two_pass 1.33 at
least, O0 4.54 at least, O1 and O2 1.20-1.21 at least, the whole space within 8.03.)
Recording took 154 + 64 + 75 + 35 s, 5.5 minutes in all, one landscape after another (2026-12-05
21:48 to 21:54 UTC).
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, resident_blocks, smt_cores

_gc = partial(resident_blocks, smem_kb=542.0, max_threads=2048, max_blocks=32, max_regs=255)  # the 518-core GPU's core
_gd = partial(resident_blocks, smem_kb=508.0, max_threads=1536, max_blocks=24, max_regs=255)  # the 502-core GPU's core


def _rounds_with_tail(n_tasks: Any, task_us: Any, threads: Any, cores: int, gain: float) -> tuple[Any, Any]:
    """``n_tasks`` equal tasks of ``task_us`` us (alone on a core) dealt to ``threads`` threads:
    the full rounds run every thread (a core's second hardware thread adding ``gain`` of a core,
    so each task slows by threads / cores' worth), the last, partial round only its leftover
    tasks (fewer threads share fewer cores: it runs faster). Returns the makespan and the threads
    busy in the first round."""
    full = np.floor(n_tasks / threads)
    left = n_tasks - full * threads
    busy = np.minimum(threads, n_tasks)
    slow_full = threads / smt_cores(threads, cores, gain)
    slow_left = np.maximum(left, 1.0) / smt_cores(np.maximum(left, 1.0), cores, gain)
    return full * task_us * slow_full + np.where(left > 0, task_us * slow_left, 0.0), busy


def _block_waves(n_blocks: Any, block_flops: Any, res: Any, cores: int, core_rate: Any) -> Any:
    """``n_blocks`` blocks of ``block_flops`` flops, ``res`` resident a core (at least one), over
    ``cores`` cores of ``core_rate`` flops/us each: full waves keep every slot busy, the last
    wave's blocks are spread over the cores and the busiest core sets its length."""
    per = np.maximum(res, 1.0)
    slots = cores * per
    full = np.floor(n_blocks / slots)
    left = n_blocks - full * slots
    last = np.ceil(left / cores)  # blocks on the busiest core of the last wave
    return (full * per + last) * block_flops / core_rate


def sludge_aeration(scenarios: float, cores: int, ghz: float, l2_kb: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """A municipal wastewater plant's aeration control what-ifs on a CPU with two hardware
    threads a core (the second adds 23%): ``scenarios`` influent scenarios (storms, diurnal loads,
    industrial discharges), each 14 days of the activated-sludge lanes at ``step_s``-second steps
    (10, 60 or 300). ``bio_model`` (no order), cycles a state and tank each step: ``asm1`` (13
    states, 60), ``asm2d`` (19 states with phosphorus, 140; stiff: at 300 s fails) or ``asm3``
    (13 states with storage, 66); ``tanks`` tanks in series (2, 5 or 10). ``settler`` (no order),
    cycles a step: ``point`` (an ideal point settler, 20; it loses the phosphorus released in the
    blanket: with ``asm2d`` fails), ``takacs10`` (a ten-layer Takacs settler, 900) or
    ``reactive_1d`` (a reactive Burger-Diehl settler on 60 layers with the bio model in each,
    60 times the bio model; at 300 s its CFL breaks: fails). ``control`` (no order), cycles a
    step: ``do_pi`` (dissolved-oxygen PI loops, 40), ``nh4_ffb`` (ammonium feedforward and
    feedback, 110) or ``nlp_setpts`` (set points re-optimised by a nonlinear programme every 15
    minutes, 4 x 10^6 cycles a solve; it needs the blanket height: with ``point`` fails; its
    horizon matrices, 40 MB a tank, held for each scenario of a task by every busy thread: over the
    ``mem_gb`` GB fails). The implicit step's Jacobian with its factors (states^2 x tanks x 40
    bytes, 60 times with ``reactive_1d``), twice with two threads a core, over the ``l2_kb`` KB of
    L2 a core: 2.4 times the bio model. 5 ms a scenario (its influent series read, its results
    written); ``scen_task`` scenarios a task (2 ms to start it) in rounds over ``threads`` threads.
    0.4 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        bm, se, co = np.asarray(c["bio_model"]), np.asarray(c["settler"]), np.asarray(c["control"])
        ss, tk, st, th = c["step_s"], c["tanks"], c["scen_task"], c["threads"]
        two = np.where(th > cores, 2.0, 1.0)
        steps = 14.0 * 86400.0 / ss
        states = np.where(bm == "asm2d", 19.0, 13.0)
        bio = states * tk * np.select([bm == "asm1", bm == "asm2d"], [60.0, 140.0], 66.0)
        layers = np.where(se == "reactive_1d", 60.0, 1.0)
        jac_kb = states * states * tk * 40.0 * layers / 1024.0
        cliff = np.where(jac_kb * two > l2_kb, 2.4, 1.0)
        sett = np.select([se == "point", se == "takacs10"], [20.0, 900.0], 0.0)
        ctl = np.select([co == "do_pi", co == "nh4_ffb"], [40.0, 110.0], 0.0)
        nlp = np.where(co == "nlp_setpts", 14.0 * 96.0 * 4.0e6, 0.0)
        cyc = steps * (bio * layers * cliff + sett + ctl) + nlp
        each = st * (cyc / (ghz * 1e3) + 5000.0) + 2000.0
        t, busy = _rounds_with_tail(np.ceil(scenarios / st), each, th, cores, 0.23)
        t = t + 4.0e5
        mem = busy * st * np.where(co == "nlp_setpts", 4.0e7 * tk, 0.0)
        bad = ((mem > mem_gb * 1e9) | ((bm == "asm2d") & (ss == 300)) | ((se == "point") & (bm == "asm2d"))
               | ((se == "reactive_1d") & (ss == 300)) | ((co == "nlp_setpts") & (se == "point")))
        return np.where(bad, np.nan, t)
    return cost


def sludge_params() -> dict[str, list[Any]]:
    return {"bio_model": ["asm1", "asm2d", "asm3"], "settler": ["point", "takacs10", "reactive_1d"],
            "control": ["do_pi", "nh4_ffb", "nlp_setpts"], "step_s": [10, 60, 300], "tanks": [2, 5, 10],
            "scen_task": [1, 4, 8, 64, 512], "threads": [510, 1020]}


def snowmaking(plans: float, cores: int, ghz: float, l2_kb: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """A ski resort's snowmaking plans for a season on a CPU with two hardware threads a core (the
    second adds 31%): ``plans`` what-if plans (water rights, energy tariffs, opening dates), each
    120 nights of 12 hours on 80 trails at ``step_min``-minute steps (15, 60 or 180).
    ``weather`` (no order): ``deterministic`` (one forecast), ``ens20`` or ``ens50`` (20 or 50
    ensemble members: the plan is evaluated once a member). ``scheduler`` (no order), cycles a
    trail, step and member: ``wetbulb_greedy`` (greedy by wet-bulb windows, 30; at 180-minute steps
    it misses the windows: fails), ``pump_milp`` (a mixed-integer programme over the pump and
    hydrant network, 9,000; its branch-and-bound nodes, 20 MB a member, held for each plan of a
    task by every busy thread: over the ``mem_gb`` GB fails) or ``sddp`` (stochastic dual dynamic
    programming over the reservoir, 2,500 + 40 x members; it needs an ensemble: with
    ``deterministic`` fails); the network's pressure table (1.2 MB, 4 MB for ``pump_milp``), twice
    with two threads a core, over the ``l2_kb`` KB of L2 a core: 2.2 times the scheduler.
    ``gun_model`` (no order), cycles a gun and step (24 guns a trail): ``maker_tables`` (the
    makers' tables, 8), ``evap_cooling`` (evaporative cooling and freezing physics, 160) or
    ``plume_cfd`` (a plume model, 4,000; at 15-minute steps it is unstable: fails). 3 ms a plan;
    ``plan_task`` plans a task (1 ms to start it) in rounds over ``threads`` threads. 0.25 s
    besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        we, sc, gm = np.asarray(c["weather"]), np.asarray(c["scheduler"]), np.asarray(c["gun_model"])
        sm, pt, th = c["step_min"], c["plan_task"], c["threads"]
        two = np.where(th > cores, 2.0, 1.0)
        members = np.select([we == "deterministic", we == "ens20"], [1.0, 20.0], 50.0)
        steps = 120.0 * 12.0 * 60.0 / sm
        sched = np.select([sc == "wetbulb_greedy", sc == "pump_milp"], [30.0, 9000.0], 2500.0 + 40.0 * members)
        table_kb = np.where(sc == "pump_milp", 4.0, 1.2) * 1024.0
        cliff = np.where(table_kb * two > l2_kb, 2.2, 1.0)
        gun = np.select([gm == "maker_tables", gm == "evap_cooling"], [8.0, 160.0], 4000.0)
        cyc = 80.0 * steps * members * (sched * cliff + 24.0 * gun)
        each = pt * (cyc / (ghz * 1e3) + 3000.0) + 1000.0
        t, busy = _rounds_with_tail(np.ceil(plans / pt), each, th, cores, 0.31)
        t = t + 2.5e5
        mem = busy * pt * np.where(sc == "pump_milp", 2.0e7 * members, 0.0)
        bad = ((mem > mem_gb * 1e9) | ((sc == "wetbulb_greedy") & (sm == 180)) | ((sc == "sddp") & (we == "deterministic"))
               | ((gm == "plume_cfd") & (sm == 15)))
        return np.where(bad, np.nan, t)
    return cost


def snowmaking_params() -> dict[str, list[Any]]:
    return {"weather": ["deterministic", "ens20", "ens50"], "scheduler": ["wetbulb_greedy", "pump_milp", "sddp"],
            "gun_model": ["maker_tables", "evap_cooling", "plume_cfd"], "step_min": [15, 60, 180],
            "plan_task": [1, 4, 32, 256], "threads": [510, 1020]}


def gate_assign(scenarios: float, flights: int, cores: int, ghz: float, l2_kb: float, mem_gb: float
                ) -> Callable[[Cols], np.ndarray]:
    """An airport's stand and gate allocation on a CPU with two hardware threads a core (the
    second adds 19%): ``scenarios`` delay scenarios of a day's ``flights`` flights, each allocated
    with ``buffer_min`` minutes between a stand's flights (5, 10 or 20: 1.25, 1.1 or 1 times the
    solve, tighter buffers leaving more conflicts) and re-optimised ``reopt`` (``none``,
    ``hourly`` or ``per_event``: 1, 18 or 140 solves a day). ``solver`` (no order), cycles a
    solve for f flights: ``fcfs_greedy`` (first come first served, 40 f; it cannot plan tows: with
    ``towing`` fails, and at 5 minutes it leaves conflicts: fails), ``iterated_ls`` (iterated
    local search, 900 f log2 f), ``cp_model`` (constraint programming, 0.5 f^2; its propagators,
    8 KB for each of 1% of the flight pairs, held for each scenario of a task by every busy
    thread: over the ``mem_gb`` GB fails) or ``slot_ilp`` (an integer programme over stand-time
    slots, 2.2 f^2; too slow between events: ``per_event`` fails); ``towing`` (tows planned: 1.8
    times the model; tows cannot be re-planned at every event: with ``per_event`` fails). The
    conflict graph (a bit a flight pair, 24 for the two exact solvers), twice with two threads a
    core, over the ``l2_kb`` KB of L2 a core: 2.0 times the solve. 1.5 ms a scenario;
    ``scen_task`` scenarios a task (0.8 ms to start it) in rounds over ``threads`` threads. 0.2 s
    besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        so, ro = np.asarray(c["solver"]), np.asarray(c["reopt"])
        tw, bf, st, th = np.asarray(c["towing"]), c["buffer_min"], c["scen_task"], c["threads"]
        two = np.where(th > cores, 2.0, 1.0)
        f = float(flights)
        solve = np.select([so == "fcfs_greedy", so == "iterated_ls", so == "cp_model"],
                          [40.0 * f, 900.0 * f * np.log2(f), 0.5 * f * f], 2.2 * f * f)
        exact = (so == "cp_model") | (so == "slot_ilp")
        graph_kb = f * f / 8.0 * np.where(exact, 24.0, 1.0) / 1024.0
        cliff = np.where(graph_kb * two > l2_kb, 2.0, 1.0)
        solves = np.select([ro == "none", ro == "hourly"], [1.0, 18.0], 140.0)
        tight = np.select([bf == 5, bf == 10], [1.25, 1.1], 1.0)
        cyc = solves * solve * cliff * np.where(tw, 1.8, 1.0) * tight
        each = st * (cyc / (ghz * 1e3) + 1500.0) + 800.0
        t, busy = _rounds_with_tail(np.ceil(scenarios / st), each, th, cores, 0.19)
        t = t + 2.0e5
        mem = busy * st * np.where(so == "cp_model", 0.01 * f * f * 8192.0, 0.0)
        bad = ((mem > mem_gb * 1e9) | ((so == "fcfs_greedy") & tw) | ((so == "fcfs_greedy") & (bf == 5))
               | ((so == "slot_ilp") & (ro == "per_event")) | ((ro == "per_event") & tw))
        return np.where(bad, np.nan, t)
    return cost


def gate_params() -> dict[str, list[Any]]:
    return {"solver": ["fcfs_greedy", "iterated_ls", "cp_model", "slot_ilp"], "towing": [False, True],
            "buffer_min": [5, 10, 20], "reopt": ["none", "hourly", "per_event"],
            "scen_task": [1, 8, 32, 64, 128, 1024], "threads": [510, 1020]}


def pump_treat(designs: float, cores: int, ghz: float, l2_kb: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """A groundwater remediation's pump-and-treat well-field designs on a CPU with two hardware
    threads a core (the second adds 25%): ``designs`` candidate layouts of 40 extraction wells over
    a 2 x 1.5 km plume, each 30 years of quarterly stress periods (120), on ``grid_m``-metre cells
    (5, 10 or 25; 12 layers). ``flow`` (no order): ``theis_sum`` (superposed analytic drawdowns,
    400 cycles a well and column of cells each period; no cell velocities for a transport grid:
    with anything but ``particle_track`` fails), ``fd_steady`` (steady finite differences, a solve
    a period) or ``fd_transient`` (ten time steps a period). ``linear`` (no order), cycles a cell
    and solve: ``pcg`` (60 iterations of 40), ``gmg`` (geometric multigrid, 8 cycles of 90) or
    ``sparse_direct`` (a sparse direct factorisation, 8 x cells^1.5 once a design, then 30 a cell
    and solve; its factors, 24 bytes x cells^1.5, held for each design of a task by every busy
    thread: over the ``mem_gb`` GB fails). ``transport`` (no order), cycles a cell and period:
    ``particle_track`` (advective particles, 50 a column of cells, 30 cycles each; at 25 m the
    capture zones are too coarse: fails), ``advect_disp`` (TVD finite-volume advection and
    dispersion, 12 steps of 80) or ``sorb_decay`` (reactive transport with sorption and decay of
    three species, 12 steps of 700; its 5.2 MB reaction table, twice with two threads a core, over
    the ``l2_kb`` KB of L2 a core: 2.3 times the transport). 2 ms a design; ``design_task``
    designs a task (1.2 ms to start it) in rounds over ``threads`` threads. 0.3 s besides. Times
    in us."""
    def cost(c: Cols) -> np.ndarray:
        fl, li, tr = np.asarray(c["flow"]), np.asarray(c["linear"]), np.asarray(c["transport"])
        g, dt, th = c["grid_m"], c["design_task"], c["threads"]
        two = np.where(th > cores, 2.0, 1.0)
        cells = 2000.0 * 1500.0 / (g * g) * 12.0
        periods = 120.0
        solves = np.select([fl == "theis_sum", fl == "fd_steady"], [0.0, periods], 10.0 * periods)
        lin = np.select([li == "pcg", li == "gmg"], [60.0 * 40.0, 8.0 * 90.0], 30.0)
        factor = np.where((li == "sparse_direct") & (fl != "theis_sum"), 8.0 * cells ** 1.5, 0.0)
        flow = np.where(fl == "theis_sum", periods * 40.0 * cells * 400.0 / 12.0, solves * cells * lin + factor)
        cliff = np.where((tr == "sorb_decay") & (5.2 * 1024.0 * two > l2_kb), 2.3, 1.0)
        trans = periods * cells * np.select([tr == "particle_track", tr == "advect_disp"], [50.0 * 30.0 / 12.0, 12.0 * 80.0],
                                            12.0 * 700.0) * cliff
        cyc = flow + trans
        each = dt * (cyc / (ghz * 1e3) + 2000.0) + 1200.0
        t, busy = _rounds_with_tail(np.ceil(designs / dt), each, th, cores, 0.25)
        t = t + 3.0e5
        mem = busy * dt * np.where((li == "sparse_direct") & (fl != "theis_sum"), 24.0 * cells ** 1.5, 0.0)
        bad = ((mem > mem_gb * 1e9) | ((fl == "theis_sum") & (tr != "particle_track"))
               | ((tr == "particle_track") & (g == 25)))
        return np.where(bad, np.nan, t)
    return cost


def pump_treat_params() -> dict[str, list[Any]]:
    return {"flow": ["theis_sum", "fd_steady", "fd_transient"], "linear": ["pcg", "gmg", "sparse_direct"],
            "transport": ["particle_track", "advect_disp", "sorb_decay"], "grid_m": [5, 10, 25],
            "design_task": [1, 16, 128, 1024], "threads": [510, 1020]}


def nurse_roster(scenarios: float, wards: int, cores: int, ghz: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """A hospital trust's nurse rosters on a CPU with two hardware threads a core (the second adds
    22%): ``scenarios`` what-if rosters (sickness, demand surges, agency caps) of ``wards`` wards
    of 40 nurses for a 12-week quarter, rostered in rolling solves of ``horizon_w`` weeks (2, 4 or
    6: 6, 3 or 2 solves, 25 ms to set each up) with ``shift_types`` shift types (3 or 5: 2.5%
    more). ``method`` (no order), cycles a nurse-day: ``rule_greedy`` (rule-based greedy, 300;
    over six weeks its fairness drifts: fails), ``vns`` (variable neighbourhood search, 6,000 x
    (horizon_w / 4)^0.5; it cannot repair hard fairness in time: fails) or ``cp_rosters``
    (constraint programming, 2,400 x shift types x (horizon_w / 4)^0.5; its search state, 2 MB a
    ward, held for each scenario of a task by every busy thread: over the ``mem_gb`` GB fails).
    ``fairness`` (no order): ``none``, ``soft`` (penalties, 1.5% more) or ``hard`` (constraints,
    1.3 times; the greedy cannot keep them: fails). 4 ms a scenario; ``scen_task`` scenarios a task
    (1 ms to start it) in rounds over ``threads`` threads. And four that barely matter:
    ``export`` (csv, ical or pdf: 0, 0.15 or 0.4% of a task), ``notify`` (0.25%), ``preview``
    (0.08%) and ``locale`` (de 0.03%): ten parameters. 0.15 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        me, fa = np.asarray(c["method"]), np.asarray(c["fairness"])
        ex, lo = np.asarray(c["export"]), np.asarray(c["locale"])
        nt, pv = np.asarray(c["notify"]), np.asarray(c["preview"])
        hw, sh, st, th = c["horizon_w"], c["shift_types"], c["scen_task"], c["threads"]
        nurse_days = wards * 40.0 * 7.0 * 12.0
        wide = (hw / 4.0) ** 0.5
        meth = np.select([me == "rule_greedy", me == "vns"], [300.0, 6000.0 * wide], 2400.0 * sh * wide)
        fair = np.select([fa == "none", fa == "soft"], [1.0, 1.015], 1.3)
        shifts = np.where(sh == 5, 1.025, 1.0)
        cyc = nurse_days * meth * fair * shifts
        scen_us = cyc / (ghz * 1e3) + 4000.0 + 12.0 / hw * 2.5e4
        extra = (np.select([ex == "csv", ex == "ical"], [0.0, 0.0015], 0.004) + np.where(nt, 0.0025, 0.0)
                 + np.where(pv, 0.0008, 0.0) + np.where(lo == "de", 0.0003, 0.0))
        each = st * scen_us * (1.0 + extra) + 1000.0
        t, busy = _rounds_with_tail(np.ceil(scenarios / st), each, th, cores, 0.22)
        t = t + 1.5e5
        mem = busy * st * np.where(me == "cp_rosters", wards * 2.0e6, 0.0)
        bad = ((mem > mem_gb * 1e9) | ((me == "rule_greedy") & (hw == 6)) | ((me == "rule_greedy") & (fa == "hard"))
               | ((me == "vns") & (fa == "hard")))
        return np.where(bad, np.nan, t)
    return cost


def nurse_params() -> dict[str, list[Any]]:
    return {"method": ["rule_greedy", "vns", "cp_rosters"], "horizon_w": [2, 4, 6], "shift_types": [3, 5],
            "fairness": ["none", "soft", "hard"], "scen_task": [1, 16, 256, 2048], "threads": [510, 1020],
            "export": ["csv", "ical", "pdf"], "notify": [False, True], "preview": [False, True], "locale": ["en", "de"]}


def sign_lang(clips: float, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """A sign-language corpus's recognition on a GPU: ``clips`` two-second video clips (256 x 256
    frames, 3 bytes a pixel read from DRAM), ``frames`` frames sampled a clip (16, 32 or 64; at 16
    the fingerspelling is lost: with ``pose_gcn`` fails). ``input`` (no order), flops a frame:
    ``rgb_3dcnn`` (the frames through a 3-D CNN, 4 x 10^9), ``pose_gcn`` (hand, face and body
    keypoints from a pose network through a spatio-temporal graph network, 1.25 x 10^9) or
    ``fusion`` (both, 5.25 x 10^9; its RGB stream loses the hand shapes in int8: fails).
    ``temporal`` (no order), flops a clip: ``tcn`` (temporal convolutions, 2.5 x 10^8 x frames),
    ``bilstm`` (a bidirectional LSTM, 1.67 x 10^8 x frames, sequential: 1.5 times) or
    ``transformer`` (7.8 x 10^6 x frames^2). ``precision`` fp32, fp16 (twice the rate) or int8
    (3.5 times). ``clips_block`` clips a block, 256 features a frame staged in shared memory (over
    the 508 KB: fails); 96, 40 or 112 registers by the input (over the register file: fails); the
    blocks in waves over the cores. 0.3 s besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        inp, tm, pr = (np.asarray(c[k]) for k in ("input", "temporal", "precision"))
        fr, cb, th = c["frames"], c["clips_block"], c["threads"]
        speed = np.select([pr == "fp32", pr == "fp16"], [1.0, 2.0], 3.5)
        word = np.select([pr == "fp32", pr == "fp16"], [4.0, 2.0], 1.0)
        per_frame = np.select([inp == "rgb_3dcnn", inp == "pose_gcn"], [4.0e9, 1.25e9], 5.25e9)
        temp = np.select([tm == "tcn", tm == "bilstm"], [2.5e8 * fr, 1.67e8 * fr * 1.5], 7.8e6 * fr * fr)
        smem = cb * fr * 256.0 * word
        regs = np.select([inp == "rgb_3dcnn", inp == "pose_gcn"], [96.0, 40.0], 112.0)
        res = _gd(th, smem, regs)
        occ = np.minimum(1.0, res * th / 1536.0)
        rate = 128 * ghz * 1e3 * (0.45 + 0.55 * occ) * speed
        t = _block_waves(np.ceil(clips / cb), cb * (fr * per_frame + temp), res, cores, rate)
        t = t + clips * fr * 256.0 * 256.0 * 3.0 / dram_bw + 3.0e5
        bad = ((res < 1) | ((inp == "pose_gcn") & (fr == 16)) | ((inp == "fusion") & (pr == "int8")))
        return np.where(bad, np.nan, t)
    return cost


def sign_params() -> dict[str, list[Any]]:
    return {"input": ["rgb_3dcnn", "pose_gcn", "fusion"], "temporal": ["tcn", "bilstm", "transformer"],
            "frames": [16, 32, 64], "precision": ["fp32", "fp16", "int8"], "clips_block": [1, 2, 4, 8],
            "threads": [128, 256, 512, 1024]}


def plankton_cam(rois: float, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """An ocean observatory's plankton imager: ``rois`` regions of interest (90 x 90 pixels on
    average, a byte a pixel read from DRAM) classified on a GPU. ``model`` (no order), flops a
    pixel of its input: ``small_cnn`` (3 x 10^4), ``resnet`` (1.6 x 10^5) or ``vit`` (a vision
    transformer, 2.2 x 10^5; it needs its patch grid whole: on ``pad_64`` fails, in int8 its
    softmax saturates: fails). ``resize`` (no order): ``pad_64`` (cropped or padded to 64 x 64;
    the long diatom chains are cut: the small CNN, one a slot, fails), ``fit_128`` (128 x 128) or
    ``fit_224`` (224 x 224). ``packing`` (no order): ``one_per_slot`` or ``mosaic`` (small ROIs
    packed four a slot: 0.55 times the pixels; the tiles' borders confuse the transformer's
    attention: with ``vit`` fails). ``precision`` fp32, fp16 (twice the rate) or int8 (3.5
    times). ``rois_block`` ROIs a block, 64 threads an ROI (fewer ROIs than threads / 64 leave
    lanes idle), a 16-row band of each staged in shared memory (over the 542 KB: fails); 40, 80
    or 112 registers (over the register file: fails); the blocks in waves over the cores. 0.2 s
    besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        mo, rs, pk, pr = (np.asarray(c[k]) for k in ("model", "resize", "packing", "precision"))
        rb, th = c["rois_block"], c["threads"]
        side = np.select([rs == "pad_64", rs == "fit_128"], [64.0, 128.0], 224.0)
        px = side * side * np.where(pk == "mosaic", 0.55, 1.0)
        per_px = np.select([mo == "small_cnn", mo == "resnet"], [3.0e4, 1.6e5], 2.2e5)
        speed = np.select([pr == "fp32", pr == "fp16"], [1.0, 2.0], 3.5)
        word = np.select([pr == "fp32", pr == "fp16"], [4.0, 2.0], 1.0)
        smem = rb * side * 16.0 * word
        regs = np.select([mo == "small_cnn", mo == "resnet"], [40.0, 80.0], 112.0)
        res = _gc(th, smem, regs)
        occ = np.minimum(1.0, res * th / 2048.0)
        rate = 128 * ghz * 1e3 * (0.35 + 0.65 * occ) * speed
        busy = np.minimum(1.0, rb * 64.0 / th)
        t = _block_waves(np.ceil(rois / rb), rb * px * per_px, res, cores, rate * busy)
        t = t + rois * 90.0 * 90.0 / dram_bw + 2.0e5
        bad = ((res < 1) | ((mo == "vit") & (rs == "pad_64")) | ((mo == "small_cnn") & (rs == "pad_64") & (pk == "one_per_slot"))
               | ((mo == "vit") & (pk == "mosaic")) | ((mo == "vit") & (pr == "int8")))
        return np.where(bad, np.nan, t)
    return cost


def plankton_params() -> dict[str, list[Any]]:
    return {"model": ["small_cnn", "resnet", "vit"], "resize": ["pad_64", "fit_128", "fit_224"],
            "packing": ["one_per_slot", "mosaic"], "precision": ["fp32", "fp16", "int8"],
            "rois_block": [4, 16, 64, 256], "threads": [128, 256, 512, 1024]}


def plate_read(frames: float, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """A motorway operator's toll gantries reading number plates on a GPU: ``frames`` camera
    frames at ``resolution`` (720p, 1080p or 2160p; a byte a pixel read from DRAM). ``detector``
    (no order), flops a pixel: ``edge_morph`` (edge density and morphology, 60; at 720p the
    distant plates are too small: fails), ``ssd_lite`` (a light single-shot detector, 900) or
    ``yolo_like`` (2,400); 64, 96 or 120 registers (over the register file: fails). ``reader``
    (no order), flops a plate: ``char_split`` (characters segmented and classified one by one,
    10^7; at 720p the characters run together: fails), ``conv_rnn`` (a convolutional-recurrent
    reader, 3 x 10^7) or ``attn_seq`` (an attention decoder, 4 x 10^7). ``tracking`` (no order):
    ``every_frame`` (four plates read every frame) or ``once_a_track`` (each plate read once a
    track of 12 frames, its tracker 20 flops a pixel). ``precision`` fp32 or fp16 (twice the
    rate). ``frames_block`` frames a block, a 256th of each frame staged in shared memory (over the
    508 KB: fails); the blocks in waves over the cores. 0.25 s besides. Times in us, ``dram_bw``
    in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        de, rd, tr, pr, rz = (np.asarray(c[k]) for k in ("detector", "reader", "tracking", "precision", "resolution"))
        fb, th = c["frames_block"], c["threads"]
        px = np.select([rz == "720p", rz == "1080p"], [1280.0 * 720.0, 1920.0 * 1080.0], 3840.0 * 2160.0)
        det = np.select([de == "edge_morph", de == "ssd_lite"], [60.0, 900.0], 2400.0)
        read = np.select([rd == "char_split", rd == "conv_rnn"], [1.0e7, 3.0e7], 4.0e7)
        plates = np.where(tr == "every_frame", 4.0, 4.0 / 12.0)
        track = np.where(tr == "once_a_track", 20.0, 0.0)
        half = pr == "fp16"
        smem = fb * px / 256.0 * np.where(half, 2.0, 4.0)
        regs = np.select([de == "edge_morph", de == "ssd_lite"], [64.0, 96.0], 120.0)
        res = _gd(th, smem, regs)
        occ = np.minimum(1.0, res * th / 1536.0)
        rate = 128 * ghz * 1e3 * (0.4 + 0.6 * occ) * np.where(half, 2.0, 1.0)
        t = _block_waves(np.ceil(frames / fb), fb * (px * (det + track) + plates * read), res, cores, rate)
        t = t + frames * px / dram_bw + 2.5e5
        bad = ((res < 1) | ((de == "edge_morph") & (rz == "720p")) | ((rd == "char_split") & (rz == "720p")))
        return np.where(bad, np.nan, t)
    return cost


def plate_params() -> dict[str, list[Any]]:
    return {"detector": ["edge_morph", "ssd_lite", "yolo_like"], "reader": ["char_split", "conv_rnn", "attn_seq"],
            "tracking": ["every_frame", "once_a_track"], "resolution": ["720p", "1080p", "2160p"],
            "precision": ["fp32", "fp16"], "frames_block": [1, 2, 4, 8], "threads": [128, 256, 512, 1024]}


def wafer_inspect(wafers: float, area_mm2: float, cores: int, dram_bw: float, ghz: float, fp64_rate: float) -> Callable[[Cols], np.ndarray]:
    """A semiconductor fab's optical wafer inspection on a GPU: ``wafers`` 300 mm wafers, their
    ``area_mm2`` mm^2 of care areas imaged at ``pixel_nm``-nanometre pixels (20, 40 or 80; a byte
    a pixel read from DRAM). ``compare`` (no order), flops a pixel: ``die_to_die`` (against the
    two neighbouring dies, their images read too: 3 reads, 30; at 80 nm the smallest defects
    vanish: fails), ``die_to_db`` (against the design rendered at the pixel, 400; its rendered
    edges need fp64: in fp32 fails) or ``learned_ref`` (a learned reference image, 2,500).
    ``classify`` (no order), flops a candidate (2 x 10^7 candidates a wafer at 20 nm, fewer at
    coarser pixels, spread over the whole GPU): ``size_rules`` (size and contrast rules, 2 x
    10^5; they take the learned reference's residue for defects: with ``learned_ref`` fail),
    ``cnn`` (2.5 x 10^6) or ``siamese`` (a siamese network, 8 x 10^6). ``precision`` fp32 or fp64
    (at ``fp64_rate``). ``tiles_block`` 64 x 64 tiles a block, 64 threads a tile (fewer tiles than
    threads / 64 leave lanes idle), in shared memory (three images for ``die_to_die``; over the
    542 KB: fails); 40, 80 or 72 registers (1.5 times in fp64; over the register file: fails);
    the blocks in waves over the cores, the GPU's rate 0.75 + 0.25 x occupancy of its peak (the
    comparison streams). 0.2 s besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        cp, cl, pr = (np.asarray(c[k]) for k in ("compare", "classify", "precision"))
        pn, tb, th = c["pixel_nm"], c["tiles_block"], c["threads"]
        f64 = pr == "fp64"
        px = area_mm2 * 1e12 / (pn * pn)  # mm^2 in nm^2 over the pixel's area
        per_px = np.select([cp == "die_to_die", cp == "die_to_db"], [30.0, 400.0], 2500.0)
        cands = 2.0e7 * (20.0 / pn) ** 2
        per_cand = np.select([cl == "size_rules", cl == "cnn"], [2.0e5, 2.5e6], 8.0e6)
        smem = tb * 64.0 * 64.0 * np.where(f64, 8.0, 4.0) * np.where(cp == "die_to_die", 3.0, 1.0)
        regs = np.select([cp == "die_to_die", cp == "die_to_db"], [40.0, 80.0], 72.0) * np.where(f64, 1.5, 1.0)
        res = _gc(th, smem, regs)
        occ = np.minimum(1.0, res * th / 2048.0)
        rate = 128 * ghz * 1e3 * (0.75 + 0.25 * occ) * np.where(f64, fp64_rate, 1.0)
        busy = np.minimum(1.0, tb * 64.0 / th)
        tiles = px / (64.0 * 64.0)
        t = wafers * _block_waves(np.ceil(tiles / tb), tb * 64.0 * 64.0 * per_px, res, cores, rate * busy)
        t = t + wafers * cands * per_cand / (cores * 128 * ghz * 1e3)
        t = t + wafers * px * np.where(cp == "die_to_die", 3.0, 1.0) / dram_bw + 2.0e5
        bad = ((res < 1) | ((cp == "die_to_die") & (pn == 80)) | ((cl == "size_rules") & (cp == "learned_ref"))
               | ((cp == "die_to_db") & ~f64))
        return np.where(bad, np.nan, t)
    return cost


def wafer_params() -> dict[str, list[Any]]:
    return {"compare": ["die_to_die", "die_to_db", "learned_ref"], "classify": ["size_rules", "cnn", "siamese"],
            "pixel_nm": [20, 40, 80], "precision": ["fp32", "fp64"], "tiles_block": [1, 2, 4, 16],
            "threads": [128, 256, 512, 1024]}


def seen_54_synthetic() -> list[tuple[str, Landscape]]:
    """The fifty-fourth held-out set's synthetic part: nine families no earlier set had (constants of
    a 518-core GPU with 542 KB of shared memory a core, 16.3 TB/s at 2.13 GHz and fp64 at 1/2, a
    502-core one with 508 KB and 13.9 TB/s at 2.43 GHz, and a 510-core CPU with two hardware threads
    a core at 2.33 GHz with 5.875 MB of L2 a core and 11008 GB; times in us)."""
    L, S = Landscape, "seen_54"
    return [
        (S, L("sludge_aeration_bc", sludge_params(), sludge_aeration(4.0e4, 510, 2.33, 6016.0, 11008.0), 0.02)),
        (S, L("snowmaking_bc", snowmaking_params(), snowmaking(2.0e4, 510, 2.33, 6016.0, 11008.0), 0.04)),
        (S, L("gate_assign_bc", gate_params(), gate_assign(1.2e5, 1400, 510, 2.33, 6016.0, 11008.0), 0.03)),
        (S, L("pump_treat_bc", pump_treat_params(), pump_treat(5.0e4, 510, 2.33, 6016.0, 11008.0), 0.02)),
        (S, L("nurse_roster_bc", nurse_params(), nurse_roster(1.2e5, 60, 510, 2.33, 11008.0), 0.01)),
        (S, L("sign_lang_bc", sign_params(), sign_lang(1.0e6, 502, 1.39e7, 2.43), 0.04)),
        (S, L("plankton_cam_bc", plankton_params(), plankton_cam(5.0e9, 518, 1.63e7, 2.13), 0.03)),
        (S, L("plate_read_bc", plate_params(), plate_read(3.0e9, 502, 1.39e7, 2.43), 0.05)),
        (S, L("wafer_inspect_bc", wafer_params(), wafer_inspect(2.0e4, 3500.0, 518, 1.63e7, 2.13, 1 / 2), 0.01)),
    ]

SEEN_54_DIR = _data_dir("zoo_seen_54")


def seen_54() -> list[tuple[str, Landscape]]:
    """The fifty-fourth held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_54/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_54", SEEN_54_DIR)
    return seen_54_synthetic() + recorded
