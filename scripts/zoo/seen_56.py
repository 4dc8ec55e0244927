"""The zoo's ``seen_56`` set.

``seen_56`` (was ``held_out_56``, :func:`seen_56`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the forty-third round, see docs/benchmarks.md):
0 wins / 13 ties / 0 losses against the best peer, geo-mean
1.0070, the best of the five (tpe_mv 1.0123); the synthetic nine 0 / 9 / 0, the geo-mean the best
there (1.0025 against tpe_mv's 1.0029); on 30 seeds its recorded four 0 / 4 / 0 (the attention's,
the GEMM's and the FFN's committed optima one fast sample), bayes's geo-mean tied best there with
rl (1.0172; tpe_mv 1.0336); scored by the median of 9 quiet samples 0 / 2 / 2 with
``--confirm 0`` (the attention, 1.008 against random's 1.000, and the FFN, 1.022 against tpe_mv's
1.000; the last of five) and 0 / 3 / 1 with ``--confirm 3`` (the FFN, 1.005 against rl's 1.000;
third of five); R1 0 / 12 / 1 as committed (1.0092, second of six; the FFN, 1.066 against rl's
1.036), quietly 0 / 4 / 0 with ``--confirm 0`` and with ``--confirm 3`` (1.0000 both, tied for the
best of six).
Evaluated on an AVX2 host (numpy's X86_V3 loops), where its committed traces were made; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (protected horticulture, aluminium smelting,
school transport, earthquake early warning, tyre manufacturing, IVF embryology, medical
ultrasound, experimental fluid mechanics, fruit packing), with constants unlike the other sets' (a
538-core GPU with 596 KB of shared memory a core, 18.9 TB/s at 2.49 GHz, holding 2048 threads and
32 blocks a core, a 558-core one with 468 KB a core, 16.1 TB/s at 2.51 GHz, holding 1536 threads
and 24 blocks a core, both with 128 lanes and 255 registers a thread, and a 546-core CPU at 2.73
GHz with two hardware threads a core, 7.125 MB of L2 a core and 12800 GB; times in us, bandwidths
in bytes/us):

- ``greenhouse_climate_be`` (810, 34.8%, 262120x): a glasshouse grower's day-ahead climate plans,
  1.7 x 10^4 weather and price scenarios over 12 compartments on the 546-core CPU, lumped air,
  canopy layers or a coarse CFD (at 15-minute steps: fails; its field, twice with two threads a
  core, over the L2: a cliff), the grower's set-points (at 1-minute steps: fail), a linearised MPC
  (with the CFD: fails) or a nonlinear one (its Hessians over the 12800 GB: fail), 2-12-hour
  horizons, 1-15-minute steps, 1-256 scenarios a task taken from a queue by 546 or 1092 threads;
  eighteen within 5%.
- ``potline_feed_be`` (720, 51.4%, 442x): an aluminium smelter's potline control replayed, 1.3 x
  10^5 cell-days on the 546-core CPU, the bath's alumina mass balance, a 2-D heat balance (its
  field, twice with two threads a core, over the L2: a cliff) or the metal pad's 3-D MHD (at
  30-second steps: fails; its fields over the 12800 GB: fail), fixed-rate feeding (with the MHD:
  fails), slope tracking (at 2-second steps: fails) or a feeding MPC (with the mass balance alone:
  fails), a voltage threshold or a predictive anode-effect classifier (at 30-second steps: fails),
  2-30-second steps, 1-256 cell-days a task over 546 or 1092 threads; three within 5%.
- ``school_bus_be`` (720, 35.6%, 1025x): a school-bus contractor's routes re-planned for 3 x 10^4
  what-if district-days on the 546-core CPU, a giant tour cut by Beasley's split (with the bells
  moved jointly: fails), adaptive large neighbourhood search (at 100 m: fails) or branch and
  price (its labels over the 12800 GB: fail), the bells fixed (at 500 m: fail), staggered or
  planned jointly, one bus size or two, stops merged within 100-500 m, 1-128 days a task over 546
  or 1092 threads; two within 5%.
- ``quake_alert_be`` (10368, 39.8%, 233x): an earthquake early-warning centre's replays of 5 x 10^4
  recorded earthquakes over 1,500 stations on the 546-core CPU, STA/LTA, an AR-AIC picker or a
  neural picker (at 1 s: fails), the first triggered station (at 8 s: fails), a 3-D grid search
  (its travel-time tables over the 12800 GB with two threads a core: fail) or an oct-tree,
  tau_c, peak displacement or a finite-fault inversion (at 1 s: fails), 1-8-second windows, 1-64
  events a task over 546 or 1092 threads, and four that barely matter (the alert log, a shake map,
  the clock reference, an audit trail: 0.01-0.5%): ten parameters, 128 within 5%.
- ``tyre_cure_be`` (720, 36.1%, 4577x): a tyre plant's curing recipes re-verified, 6 x 10^4
  green-tyre specs on the 546-core CPU, an axisymmetric finite-difference section, finite
  elements with the bladder's contact (their stiffness, twice with two threads a core, over the
  L2: a cliff) or the 3-D tread (its fields over the 12800 GB: fail), equivalent cure time (in
  3-D: fails), Kamal-Sourour kinetics or with reversion (both at 20-second steps: fail), steam or
  nitrogen, 1-20-second steps, 1-384 specs a task over 546 or 1092 threads; one within 5%.
- ``embryo_grade_be`` (4860, 59.9%, 24407x): an IVF clinic network's time-lapse embryo grading, 2
  x 10^6 five-day videos on the 558-core GPU, morphokinetic rules (at 128 pixels or every fourth
  frame: fail), a frame CNN with a recurrent head or a space-time transformer (in int8: fails),
  one, three or seven focal planes, every frame, every second or every fourth, 128-384 pixels a
  side, fp32, fp16 or int8, 1-16 frames a block (over the 468 KB: fail), 128-1024 threads (over
  the register file: fail); 75 within 5%.
- ``pocus_beam_be`` (1152, 50.0%, 4294x): a handheld-ultrasound maker's raw channel data
  re-beamformed, 5 x 10^8 acquisitions on the 538-core GPU, delay and sum (with one plane wave:
  fails), delay-multiply-and-sum or minimum variance (in fp16: fails), 1-31 plane waves
  compounded, 75-300-um pixels in whole 64 x 64-pixel tiles, fp32 or fp16, 16-128 elements a
  block (over the 596 KB: fail), 128-1024 threads (over the register file: fail); ten within 5%.
- ``piv_flow_be`` (3888, 35.0%, 1533x): a wind-tunnel laboratory's particle image velocimetry
  re-processed, 10^6 image pairs on the 558-core GPU, FFT or direct correlation or ensemble
  averaging (in one pass: fails), a three-point Gaussian, a 2-D fit or a centroid (in 16-pixel
  windows: fails), 16-64-pixel windows (16 in one pass: fail), 0-75% overlap, one, two or four
  passes, 1-8 windows a block (over the 468 KB: fail), 128-1024 threads (over the register file:
  fail); 38 within 5%.
- ``fruit_grade_be`` (2592, 57.6%, 9426x): a fruit packhouse's optical grading, a season's 2 x
  10^9 pieces on the 538-core GPU, RGB, RGB with near infrared or 24 spectral bands, colour
  thresholds (in RGB alone: fail), texture features with an SVM (in int8: fails) or a
  segmentation network, 96-256 pixels a side, three or six views, fp32, fp16 or int8, 1-64 pieces
  a block (over the 596 KB: fail), 128-1024 threads (over the register file: fail); fourteen
  within 5%.

And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a causal multi-head attention, a prompt prefill with wide heads (28 heads, 140 tokens
over themselves, d 272), with its query block, KV block, KV split and unroll but its softmax,
pipeline and ``opt_level`` left at the default, a batched GEMM without bias tuning its N tile with
the pipeline, the schedule and unroll (560 wide: 3 to 35 N blocks; its M and K tiles at the
default), a gated fast-GELU FFN tuning the down projection's M and N tiles, the fused activation
and the gate/up schedule, and an RMSNorm with its hidden split, stats and ``opt_level`` (O0 among
them) but neither its rows a block, its pipeline nor its unroll (a set no earlier LayerNorm or
RMSNorm space tuned; 32 configurations, the full value lists: the untuned norm sets of 35 or more
are used up and this is the largest left), each space measured exhaustively (every configuration
compiled, checked against numpy, timed 3 times) by ``scripts/record_cpu_landscapes.py`` into
``scripts/data/zoo_seen_56/`` (gzip JSON, times in us, provenance in each file's ``source``,
10.8 KB in all). They were recorded on the shared 2-core machine the standing way, ``--only``
each, one after another, the recorder at normal priority (not niced), after the lead's go (the
load average 0.07 at the start); this host is the AMD EPYC with AVX2 and no AVX-512 that recorded
held_out_44's..held_out_55's four (the same ``host_cpu``), so the four are measurements of the
kernels' AVX2 paths (8-lane vectors, their register tiles accordingly). ``ps`` (every 60 s and at
the end, seven times) showed nothing else running but the recorder, its measuring worker (and
twice its C compiler), this helper's own sampling and waiting shells (sleeping) and idle tool
shells (sleeping or idle; no other python, benchmark or pytest process), and this helper only
read the logs beside it (nothing enumerated, measured or tested) (load average 0.07-0.99 sampled
every 10 s over the recording, 31 samples, the recorder itself included, rising from the quiet
start to about 1.0). The tail of their samples is real measurement noise (median spread 2-4%),
and the fastest sample is the true cost: three of the four optima rest on one fast sample, their
other two samples 1.14-1.16 (the attention), 1.05-1.19 (the GEMM, 1st by median all the same)
and 1.20-1.25 (the FFN) times it, the RMSNorm's not (1.02-1.06) (see below). Before that, the
first and the last configuration of each space were compiled (not run) to check they build.
Every configuration ran, so they are 0% infeasible (reported, not forced into 30-70%):

=================================================================  ==========================================  =======  ======  ======  =========
landscape                                                          op (shape)                                  configs  params  spread  worst/opt
=================================================================  ==========================================  =======  ======  ======  =========
cpu_attention_mha_causal_wide_q_kv_blocks_split_unroll             multi-head attention, causal (28 heads,         108       4      3%       1.8x
                                                                   140 x 140, d 272)
cpu_gemm_batched_n_tile_pipeline_schedule_unroll                   batched GEMM (2 x 236 x 568 @ 568 x 560)        144       4      2%       3.0x
cpu_ffn_gated_fastgelu_down_m_down_n_fuse_schedule                 FFN, gated fast GELU (100 tokens, 408 ->        128       4      4%       1.3x
                                                                   1088)
cpu_rmsnorm_no_rows_per_block_no_pipeline_no_unroll                RMSNorm (1400 rows x 2640)                       32       3      4%       9.1x
=================================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1, 3.1%, 1.9%, 3.9% and 4.4%;
within 5% of the optimum: 3, 1, 2 and 1 configurations; the attention's optimum (a query block
of 32, a KV block of 128, no KV split, unroll 4) has samples 1.000, 1.143 and 1.163 times its
fastest and is 7th by median (1.143), the next configuration (a query block of 64, a KV block of
256, a KV split of 2, unroll 4) 1.013 times it (median 1.276), the best by median (64, 128, no
split, unroll 16) 1.067 by its fastest and 1.071 by its median, a query block of 128 1.122 at
least, a KV block of 64 1.089 at least, a KV split of 4 1.197 at least, no unroll 1.254 at
least, the whole space within 1.75; the GEMM's optimum (an N tile of 80, no pipeline, the
throughput schedule, unroll 8) has samples 1.049, 1.000 and 1.190 and is 1st by median (1.049)
too, the next configuration (16, no pipeline, throughput, no unroll) 1.072 times it (median
1.073), single_buffer 1.199 and double_buffer 1.318 at least, the default schedule 1.166 at
least, the other N tiles 1.072-1.090 at least, the whole space within 2.98; the FFN's optimum (a
down M tile of 128, a down N tile of 16, the activation fused, the default schedule) has samples
1.199, 1.000 and 1.246 and is 95th by median of 128 (1.199), the next configuration (64, 256,
fused, latency) 1.036 times it (median 1.137), the best by median (32, 144, not fused, default)
1.095 by its fastest and 1.095 by its median, a down M tile of 16 1.120 at least, not fused
1.066 at least, the balanced schedule 1.082 at least, the whole space within 1.32; the RMSNorm's
optimum (no hidden split, one_pass, O3) has samples 1.020, 1.000 and 1.056 and is 1st by median
(1.020) too, the next (a hidden split of 8, one_pass, O3) 1.152 times it (median 1.156), hidden
splits of 2 and 4 1.232 and 1.249 at least, two_pass 1.449 at least, O1 and O2 1.386 and 1.388
at least, O0 4.759 at least, the whole space within 9.07.)
Recording took 130 + 67 + 72 + 33 s, 5.0 minutes in all, one landscape after another (2026-12-06
00:16 to 00:21 UTC).
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, resident_blocks, smt_cores

_gpu_a = partial(resident_blocks, smem_kb=596.0, max_threads=2048, max_blocks=32, max_regs=255)  # the 538-core GPU's core
_gpu_b = partial(resident_blocks, smem_kb=468.0, max_threads=1536, max_blocks=24, max_regs=255)  # the 558-core GPU's core


def _queue(n_items: Any, item_us: Any, chunk: Any, threads: Any, cores: int, gain: float, take_us: float) -> tuple[Any, Any]:
    """``n_items`` equal items of ``item_us`` us (alone on a core) taken ``chunk`` at a time from a
    shared queue by ``threads`` threads: a take costs ``take_us``, more as more threads contend for
    the queue's lock (twice at 128 busy threads, 9.5 times at 1092); the takes go in rounds,
    ceil(chunks / busy) of them, the last as long as the others, and the busy threads share the
    cores (a core's second hardware thread adding ``gain`` of a core). Returns the makespan and
    the busy threads."""
    chunks = np.ceil(n_items / chunk)
    busy = np.minimum(threads, chunks)
    per = chunk * item_us + take_us * (1.0 + busy / 128.0)
    return np.ceil(chunks / busy) * per * busy / smt_cores(busy, cores, gain), busy


def _resident(n_blocks: Any, block_flops: Any, res: Any, threads: Any, cores: int, core_rate: Any) -> Any:
    """``n_blocks`` blocks of ``block_flops`` flops over ``cores`` cores of ``core_rate`` flops/us,
    up to ``res`` resident a core (at least one): full rounds of cores x res blocks sharing their
    core, then a tail round of the blocks left, ceil(left / cores) a core; w resident warps hide
    latency, a core running at w / (w + 6) of its rate, scaled to its full rate at 64 warps and
    capped there."""
    per = np.maximum(res, 1.0)
    full = np.floor(n_blocks / (cores * per))
    tail = np.ceil((n_blocks - full * cores * per) / cores)
    w_full, w_tail = per * threads / 32.0, np.maximum(tail, 1.0) * threads / 32.0
    hide_full = np.minimum(1.0, (w_full / (w_full + 6.0)) * (70.0 / 64.0))
    hide_tail = np.minimum(1.0, (w_tail / (w_tail + 6.0)) * (70.0 / 64.0))
    return full * per * block_flops / (core_rate * hide_full) + tail * block_flops / (core_rate * hide_tail)


def greenhouse_climate(scenarios: float, cores: int, ghz: float, l2_kb: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """A glasshouse grower's day-ahead climate plans (tomatoes under glass, 12 compartments) on a
    CPU with two hardware threads a core (the second adds 23%): ``scenarios`` weather and price
    scenarios, each a day at ``step_min``-minute steps (1, 5 or 15). ``model`` (no order), cycles a
    compartment and step: ``lumped_air`` (lumped energy and vapour balances of the air and the crop,
    90), ``canopy_layers`` (canopy layers, screens and heating pipes, 1,000) or ``cfd_coarse`` (a
    coarse CFD of the air, 2.6 x 10^4; its explicit solver is unstable at 15-minute steps: fails;
    its 4 MB field a compartment, twice with two threads a core, over the ``l2_kb`` KB of L2 a core:
    2.1 times). ``climate_ctrl`` (no order), cycles a compartment and step: ``setpoints`` (the
    grower's rules, 30 and the model once; at 1-minute steps the vents hunt: fails), ``mpc_qp`` (a
    linearised MPC, 300 and the model for each step of its horizon, ``mpc_horizon_h`` hours (2, 6 or
    12); it cannot linearise the CFD: with ``cfd_coarse`` fails) or ``mpc_nlp`` (a nonlinear MPC,
    12 Newton steps of 2,400 and the model for each step of its horizon; its dense Hessian,
    (horizon steps x 40)^2 doubles, held for each scenario of a task by every busy thread: over the
    ``mem_gb`` GB fails). 8 ms a scenario; ``scen_task`` scenarios a task taken from the queue
    (0.1 ms a take) by ``threads`` threads. 0.3 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        mo, ct = np.asarray(c["model"]), np.asarray(c["climate_ctrl"])
        sm, hz, st, th = c["step_min"], c["mpc_horizon_h"], c["scen_task"], c["threads"]
        two = np.where(th > cores, 2.0, 1.0)
        steps = 1440.0 / sm
        hs = hz * 60.0 / sm
        cliff = np.where((mo == "cfd_coarse") & (4096.0 * two > l2_kb), 2.1, 1.0)
        model = np.select([mo == "lumped_air", mo == "canopy_layers"], [90.0, 1000.0], 2.6e4) * cliff
        ctrl = np.select([ct == "setpoints", ct == "mpc_qp"], [30.0 + model, (300.0 + model) * hs],
                         (2400.0 + model) * hs * 12.0)
        cyc = 12.0 * steps * ctrl
        item = cyc / (ghz * 1e3) + 8000.0
        t, busy = _queue(scenarios, item, st, th, cores, 0.23, 100.0)
        t = t + 3.0e5
        mem = busy * st * np.where(ct == "mpc_nlp", (hs * 40.0) ** 2 * 8.0, 0.0)
        bad = ((mem > mem_gb * 1e9) | ((mo == "cfd_coarse") & (sm == 15)) | ((ct == "setpoints") & (sm == 1))
               | ((ct == "mpc_qp") & (mo == "cfd_coarse")))
        return np.where(bad, np.nan, t)
    return cost


def greenhouse_params() -> dict[str, list[Any]]:
    return {"model": ["lumped_air", "canopy_layers", "cfd_coarse"], "climate_ctrl": ["setpoints", "mpc_qp", "mpc_nlp"],
            "step_min": [1, 5, 15], "mpc_horizon_h": [2, 6, 12], "scen_task": [1, 4, 16, 64, 256], "threads": [546, 1092]}


def potline_feed(cell_days: float, cores: int, ghz: float, l2_kb: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """An aluminium smelter's potline control replayed on a CPU with two hardware threads a core
    (the second adds 19%): ``cell_days`` cell-days (a year of the potline's cells), each a day of
    ``step_s``-second control steps (2, 5, 10 or 30). ``cell_model`` (no order), cycles a step:
    ``lumped_mass`` (the bath's alumina mass balance, 60), ``thermal_2d`` (a 2-D heat balance of the
    cell's section, 5,000; its 5 MB field, twice with two threads a core, over the ``l2_kb`` KB of
    L2 a core: 2.3 times) or ``mhd_3d`` (the metal pad's 3-D magnetohydrodynamics, 1.2 x 10^5;
    explicit, unstable at 30-second steps: fails; its 1.5 GB of fields held for each cell-day of a
    task by every busy thread: over the ``mem_gb`` GB fails). ``feeder`` (no order), cycles a step:
    ``fixed_rate`` (the point feeders at a fixed rate, 20; the MHD model's pad heaves on the sludge
    it leaves: with ``mhd_3d`` fails), ``slope_tracking`` (under- and overfeeding on the
    pseudo-resistance's slope, 150; at 2-second steps the slope is noise: fails) or ``mpc_feed`` (an
    MPC of alumina and superheat, 6,000; it needs the thermal state: with ``lumped_mass`` fails).
    ``anode`` (no order), cycles a step: ``voltage_threshold`` (5) or ``predictive`` (a classifier
    on the voltage noise, 900; blind at 30-second steps: fails). 4 ms a cell-day; ``day_task``
    cell-days a task taken from the queue (2 ms a take) by ``threads`` threads. 0.15 s besides.
    Times in us."""
    def cost(c: Cols) -> np.ndarray:
        cm, fd, an = np.asarray(c["cell_model"]), np.asarray(c["feeder"]), np.asarray(c["anode"])
        ss, dt, th = c["step_s"], c["day_task"], c["threads"]
        two = np.where(th > cores, 2.0, 1.0)
        steps = 86400.0 / ss
        cliff = np.where((cm == "thermal_2d") & (5120.0 * two > l2_kb), 2.3, 1.0)
        model = np.select([cm == "lumped_mass", cm == "thermal_2d"], [60.0, 5000.0 * cliff], 1.2e5)
        feed = np.select([fd == "fixed_rate", fd == "slope_tracking"], [20.0, 150.0], 6000.0)
        anode = np.where(an == "voltage_threshold", 5.0, 900.0)
        cyc = steps * (model + feed + anode)
        item = cyc / (ghz * 1e3) + 4000.0
        t, busy = _queue(cell_days, item, dt, th, cores, 0.19, 2000.0)
        t = t + 1.5e5
        mem = busy * dt * np.where(cm == "mhd_3d", 1.5e9, 0.0)
        bad = ((mem > mem_gb * 1e9) | ((cm == "mhd_3d") & (ss == 30)) | ((fd == "fixed_rate") & (cm == "mhd_3d"))
               | ((fd == "slope_tracking") & (ss == 2)) | ((fd == "mpc_feed") & (cm == "lumped_mass"))
               | ((an == "predictive") & (ss == 30)))
        return np.where(bad, np.nan, t)
    return cost


def potline_params() -> dict[str, list[Any]]:
    return {"cell_model": ["lumped_mass", "thermal_2d", "mhd_3d"], "feeder": ["fixed_rate", "slope_tracking", "mpc_feed"],
            "anode": ["voltage_threshold", "predictive"], "step_s": [2, 5, 10, 30], "day_task": [1, 4, 16, 64, 256],
            "threads": [546, 1092]}


def school_bus(days: float, cores: int, ghz: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """A school-bus contractor's routes re-planned for what-if district-days (enrolments, road works)
    on a CPU with two hardware threads a core (the second adds 29%): ``days`` district-days of 4,000
    pupils' homes, the stops merged within ``stop_m`` m (100, 200, 300 or 500: 4,000 / (1 + stop_m /
    80) stops). ``route_solver`` (no order), cycles: ``giant_tour`` (route first, cluster second: a
    giant tour by nearest neighbours cut into routes by Beasley's split, 60 a pair of stops; it
    cannot move the bells: with ``joint_bells`` fails), ``alns_routes`` (adaptive
    large neighbourhood search, 2 x 10^4 iterations of 200 and 3 a stop; at 100 m its moves cannot
    cover the stops in the day's iterations: fails) or ``branch_price`` (branch and price, 80
    pricing rounds of 25 a pair of stops; its labels, 200 KB a stop times the bells' and the
    fleet's factors, held for each day of a task by every busy thread: over the ``mem_gb`` GB
    fails). ``bells`` (no order): ``fixed_bells`` (the schools' bells as they are; at 500 m the
    youngest pupils' walk and ride pass the limit: fails), ``staggered_bells`` (the bells moved in
    slots: 2.5 times the routing) or ``joint_bells`` (bells and routes together: 6 times).
    ``fleet`` (no order): ``one_size`` or ``mixed_sizes`` (72- and 24-seat buses: 1.4 times). 3 ms a
    day; ``day_task`` days a task taken from the queue (1.5 ms a take) by ``threads`` threads. 0.2 s
    besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        ro, bl, fl = np.asarray(c["route_solver"]), np.asarray(c["bells"]), np.asarray(c["fleet"])
        sm, dt, th = c["stop_m"], c["day_task"], c["threads"]
        stops = 4000.0 / (1.0 + sm / 80.0)
        route = np.select([ro == "giant_tour", ro == "alns_routes"], [60.0 * stops * stops, 2.0e4 * (200.0 + 3.0 * stops)],
                          80.0 * 25.0 * stops * stops)
        mult = np.select([bl == "fixed_bells", bl == "staggered_bells"], [1.0, 2.5], 6.0) * np.where(fl == "mixed_sizes", 1.4, 1.0)
        cyc = route * mult
        item = cyc / (ghz * 1e3) + 3000.0
        t, busy = _queue(days, item, dt, th, cores, 0.29, 1500.0)
        t = t + 2.0e5
        mem = busy * dt * np.where(ro == "branch_price", 2.0e5 * stops, 0.0) * mult
        bad = ((mem > mem_gb * 1e9) | ((ro == "giant_tour") & (bl == "joint_bells")) | ((sm == 500) & (bl == "fixed_bells"))
               | ((ro == "alns_routes") & (sm == 100)))
        return np.where(bad, np.nan, t)
    return cost


def school_bus_params() -> dict[str, list[Any]]:
    return {"route_solver": ["giant_tour", "alns_routes", "branch_price"], "bells": ["fixed_bells", "staggered_bells", "joint_bells"],
            "fleet": ["one_size", "mixed_sizes"], "stop_m": [100, 200, 300, 500], "day_task": [1, 2, 8, 32, 128],
            "threads": [546, 1092]}


def quake_alert(events: float, cores: int, ghz: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """An earthquake early-warning centre's replays of its archive on a CPU with two hardware threads
    a core (the second adds 26%): ``events`` recorded earthquakes over a network of 1,500
    three-component stations at 100 Hz, each alert computed from ``alert_window_s`` seconds after
    the first pick (1, 3 or 8) and the 10 s before it; 20 picks a second of window. ``picker`` (no
    order), cycles a sample: ``sta_lta`` (STA/LTA triggers, 14), ``ar_aic`` (an autoregressive AIC
    picker, 110) or ``nn_picker`` (a neural phase picker, 2,200; at 1 s it has too little context:
    fails). ``locator`` (no order): ``first_station`` (at the first triggered station, 10^4 cycles; at 8
    s the later picks contradict it: fails), ``grid_3d`` (a 3-D grid of 2 x 10^6 nodes, 60
    cycles a node for every 20 picks; its travel-time table, 4 bytes a node and station, held by
    every busy thread: over the ``mem_gb`` GB fails) or ``oct_tree`` (an oct-tree search, 2,000 nodes
    of 60 cycles a pick). ``magnitude`` (no order): ``tau_c`` (the P wave's predominant period, 40
    cycles a sample of 300 a pick), ``pd_peak`` (its peak displacement, 25) or ``finite_fault`` (a
    finite-fault inversion, 3 x 10^8 cycles; at 1 s the rupture is unseen: fails). 20 ms an event
    (its waveforms read); ``event_task`` events a task taken from the queue (0.6 ms a take) by
    ``threads`` threads. And four that barely matter: ``alert_log`` (per_alert or per_pick: 0.1 or
    0.5% of an event), ``shake_map`` (0.3%), ``clock_ref`` (ntp: 0.01%) and ``audit_trail``
    (0.05%): ten parameters. 0.4 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        pk, lo, mg = np.asarray(c["picker"]), np.asarray(c["locator"]), np.asarray(c["magnitude"])
        lg, sh, ck, au = (np.asarray(c[k]) for k in ("alert_log", "shake_map", "clock_ref", "audit_trail"))
        ws, et, th = c["alert_window_s"], c["event_task"], c["threads"]
        samples = 1500.0 * 3.0 * 100.0 * (ws + 10.0)
        picks = 20.0 * ws
        pick = samples * np.select([pk == "sta_lta", pk == "ar_aic"], [14.0, 110.0], 2200.0)
        loc = np.select([lo == "first_station", lo == "grid_3d"], [1.0e4, 2.0e6 * 60.0 * picks / 20.0],
                        2.0e3 * 60.0 * picks)
        mag = np.select([mg == "tau_c", mg == "pd_peak"], [40.0 * picks * 300.0, 25.0 * picks * 300.0], 3.0e8)
        cyc = pick + loc + mag
        extra = (np.where(lg == "per_alert", 0.001, 0.005) + np.where(sh, 0.003, 0.0)
                 + np.where(ck == "ntp", 0.0001, 0.0) + np.where(au, 0.0005, 0.0))
        item = (cyc / (ghz * 1e3) + 2.0e4) * (1.0 + extra)
        t, busy = _queue(events, item, et, th, cores, 0.26, 600.0)
        t = t + 4.0e5
        mem = busy * np.where(lo == "grid_3d", 2.0e6 * 1500.0 * 4.0, 0.0)
        bad = ((mem > mem_gb * 1e9) | ((pk == "nn_picker") & (ws == 1)) | ((mg == "finite_fault") & (ws == 1))
               | ((lo == "first_station") & (ws == 8)))
        return np.where(bad, np.nan, t)
    return cost


def quake_params() -> dict[str, list[Any]]:
    return {"picker": ["sta_lta", "ar_aic", "nn_picker"], "locator": ["first_station", "grid_3d", "oct_tree"],
            "magnitude": ["tau_c", "pd_peak", "finite_fault"], "alert_window_s": [1, 3, 8], "event_task": [1, 4, 16, 64],
            "threads": [546, 1092], "alert_log": ["per_alert", "per_pick"], "shake_map": [False, True],
            "clock_ref": ["gps", "ntp"], "audit_trail": [False, True]}


def tyre_cure(specs: float, cores: int, ghz: float, l2_kb: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """A tyre plant's curing recipes re-verified on a CPU with two hardware threads a core (the second
    adds 21%): ``specs`` green-tyre specs on their presses, each a 12-minute cure (15 with
    ``nitrogen``) at ``step_s``-second steps (1, 2, 5 or 20) through the tyre. ``heat_model`` (no
    order): ``axisym_fd`` (an axisymmetric finite-difference section, 6,000 cells of 40 cycles a
    step), ``axisym_fe`` (finite elements with the bladder's contact, 2.4 x 10^4 elements of 70; its
    5.5 MB stiffness, twice with two threads a core, over the ``l2_kb`` KB of L2 a core: 2.4 times)
    or ``tread_3d`` (the tread pattern in 3-D, 4 x 10^5 elements of 70; its 0.9 GB of fields held for
    each spec of a task by every busy thread: over the ``mem_gb`` GB fails). ``kinetics`` (no
    order), cycles a cell and step: ``equivalent_time`` (Arrhenius equivalent cure, 8; blind to the
    3-D shoulder's lag: with ``tread_3d`` fails), ``kamal`` (Kamal-Sourour autocatalytic cure, 60)
    or ``reversion`` (with reversion, 140; both overshoot the exotherm at 20-second steps: fail).
    ``bladder`` (no order): ``steam`` or ``nitrogen``. 2 ms a spec; ``press_task`` specs a task taken
    from the queue (1.2 ms a take) by ``threads`` threads. 0.1 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        tm, kn, bd = np.asarray(c["heat_model"]), np.asarray(c["kinetics"]), np.asarray(c["bladder"])
        ss, pt, th = c["step_s"], c["press_task"], c["threads"]
        two = np.where(th > cores, 2.0, 1.0)
        steps = 720.0 / ss * np.where(bd == "nitrogen", 1.25, 1.0)
        cells = np.select([tm == "axisym_fd", tm == "axisym_fe"], [6000.0, 2.4e4], 4.0e5)
        cliff = np.where((tm == "axisym_fe") & (5632.0 * two > l2_kb), 2.4, 1.0)
        per = np.select([tm == "axisym_fd", tm == "axisym_fe"], [40.0, 70.0 * cliff], 70.0)
        kin = np.select([kn == "equivalent_time", kn == "kamal"], [8.0, 60.0], 140.0)
        cyc = steps * cells * (per + kin)
        item = cyc / (ghz * 1e3) + 2000.0
        t, busy = _queue(specs, item, pt, th, cores, 0.21, 1200.0)
        t = t + 1.0e5
        mem = busy * pt * np.where(tm == "tread_3d", 0.9e9, 0.0)
        bad = ((mem > mem_gb * 1e9) | ((kn == "equivalent_time") & (tm == "tread_3d"))
               | ((kn != "equivalent_time") & (ss == 20)))
        return np.where(bad, np.nan, t)
    return cost


def tyre_params() -> dict[str, list[Any]]:
    return {"heat_model": ["axisym_fd", "axisym_fe", "tread_3d"], "kinetics": ["equivalent_time", "kamal", "reversion"],
            "bladder": ["steam", "nitrogen"], "step_s": [1, 2, 5, 20], "press_task": [1, 6, 24, 96, 384],
            "threads": [546, 1092]}


def embryo_grade(videos: float, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """An IVF clinic network's time-lapse embryo grading on a GPU: ``videos`` videos of five days
    at 10-minute frames (720 frames of 500 x 500 pixels in seven focal planes, a byte a pixel of
    the planes used read from DRAM), every ``stride``-th frame (1, 2 or 4) graded at ``side_px``
    (128, 256 or 384). ``model`` (no order), flops a pixel: ``morpho_rules`` (morphokinetic rules
    on segmented cells, 20; at 128 the pronuclei are lost and every fourth frame misses the
    cleavages: both fail), ``frame_cnn_rnn`` (a frame CNN with a recurrent head, 3.5 x 10^4) or
    ``space_time`` (a space-time transformer, 6 x 10^4, and 2 x 10^5 a frame for each kept frame
    it attends to; in int8 it saturates: fails). ``planes`` (no order): ``one_plane``,
    ``three_planes`` or ``seven_planes``. ``precision`` fp32, fp16 (twice the rate) or int8 (3.9
    times) on 128 lanes a core. ``frames_block`` frames a block, 32 rows of each plane staged in
    shared memory in the precision's words (over the 468 KB: fails); 40, 88 or 128 registers by the
    model, 1.25 times in fp32 (over the register file: fails); the blocks in full rounds over the
    cores and a tail round. 0.3 s besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        mo, pl, pr = (np.asarray(c[k]) for k in ("model", "planes", "precision"))
        sd, sr, fb, th = c["side_px"], c["stride"], c["frames_block"], c["threads"]
        speed = np.select([pr == "fp32", pr == "fp16"], [1.0, 2.0], 3.9)
        word = np.select([pr == "fp32", pr == "fp16"], [4.0, 2.0], 1.0)
        nplanes = np.select([pl == "one_plane", pl == "three_planes"], [1.0, 3.0], 7.0)
        frames = videos * np.ceil(720.0 / sr)
        px = sd * sd * nplanes
        per_px = np.select([mo == "morpho_rules", mo == "frame_cnn_rnn"], [20.0, 3.5e4], 6.0e4)
        per_frame = np.where(mo == "space_time", 2.0e5 * 720.0 / sr, 0.0)
        smem = fb * 32.0 * sd * nplanes * word
        regs = np.select([mo == "morpho_rules", mo == "frame_cnn_rnn"], [40.0, 88.0], 128.0) * np.where(pr == "fp32", 1.25, 1.0)
        res = _gpu_b(th, smem, regs)
        rate = 128 * 2.0 * ghz * 1e3 * speed
        t = _resident(np.ceil(frames / fb), fb * (px * per_px + per_frame), res, th, cores, rate)
        t = t + videos * 720.0 * 500.0 * 500.0 * nplanes / dram_bw + 3.0e5
        bad = ((res < 1) | ((mo == "morpho_rules") & (sd == 128)) | ((mo == "space_time") & (pr == "int8"))
               | ((mo == "morpho_rules") & (sr == 4)))
        return np.where(bad, np.nan, t)
    return cost


def embryo_params() -> dict[str, list[Any]]:
    return {"model": ["morpho_rules", "frame_cnn_rnn", "space_time"], "planes": ["one_plane", "three_planes", "seven_planes"],
            "stride": [1, 2, 4], "side_px": [128, 256, 384], "precision": ["fp32", "fp16", "int8"],
            "frames_block": [1, 2, 4, 8, 16], "threads": [128, 256, 512, 1024]}


def pocus_beam(frames: float, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """A handheld-ultrasound maker's raw channel data re-beamformed on a GPU: ``frames``
    acquisitions of ``pw_angles`` plane waves each (1, 5, 15 or 31; 128 elements and 4,096 samples
    of 2 bytes an angle read from DRAM), each image 40 x 60 mm at ``pixel_um``-um pixels (75, 150 or
    300) in whole 64 x 64-pixel tiles (the edge tiles computed whole). ``beamformer`` (no order),
    flops a pixel and element: ``das`` (delay and sum with apodisation, 6; one angle's contrast
    misses the clinics' bar: fails at 1), ``dmas`` (delay, multiply and sum over pairs, 192) or
    ``mvdr`` (minimum variance, 40, and a covariance solve of 1.2 x 10^4 flops a pixel; in fp16 the
    covariance is singular: fails). ``precision`` fp32 or fp16 (twice the rate) on 128 lanes a
    core. ``channels_block`` elements a block, 2,048 samples of each staged in shared memory in the
    precision's words (over the 596 KB: fails); 48, 72 or 160 registers by the beamformer, 1.25
    times in fp32 (over the register file: fails); the blocks in full rounds over the cores and a
    tail round. 0.2 s besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        bf, pr = np.asarray(c["beamformer"]), np.asarray(c["precision"])
        an, pu, cb, th = c["pw_angles"], c["pixel_um"], c["channels_block"], c["threads"]
        speed = np.where(pr == "fp32", 1.0, 2.0)
        word = np.where(pr == "fp32", 4.0, 2.0)
        tiles = np.ceil(40000.0 / pu / 64.0) * np.ceil(60000.0 / pu / 64.0)  # whole 64 x 64-pixel tiles
        per_px = np.select([bf == "das", bf == "dmas"], [6.0 * 128.0, 3.0 * 128.0 * 64.0], 40.0 * 128.0 + 1.2e4)
        n_blocks = frames * an * np.ceil(128.0 / cb) * tiles
        block = 4096.0 * per_px * cb / 128.0
        smem = cb * 2048.0 * word
        regs = np.select([bf == "das", bf == "dmas"], [48.0, 72.0], 160.0) * np.where(pr == "fp32", 1.25, 1.0)
        res = _gpu_a(th, smem, regs)
        rate = 128 * 2.0 * ghz * 1e3 * speed
        t = _resident(n_blocks, block, res, th, cores, rate)
        t = t + frames * an * 128.0 * 4096.0 * 2.0 / dram_bw + 2.0e5
        bad = (res < 1) | ((bf == "mvdr") & (pr == "fp16")) | ((bf == "das") & (an == 1))
        return np.where(bad, np.nan, t)
    return cost


def pocus_params() -> dict[str, list[Any]]:
    return {"beamformer": ["das", "dmas", "mvdr"], "pw_angles": [1, 5, 15, 31], "pixel_um": [75, 150, 300],
            "precision": ["fp32", "fp16"], "channels_block": [16, 32, 64, 128], "threads": [128, 256, 512, 1024]}


def piv_flow(pairs: float, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """A wind-tunnel laboratory's particle image velocimetry re-processed on a GPU: ``pairs`` image
    pairs of 4096 x 3072 pixels (2 bytes a pixel, both frames read from DRAM) in interrogation
    windows of ``window_px`` (16, 32 or 64) overlapping by ``overlap`` % (0, 50 or 75), over
    ``passes`` passes (1, 2 or 4: the windows deformed between them, 40 flops a pixel; 16-pixel
    windows hold too few particles for one pass: fail). ``xcorr_method`` (no order), flops a
    window: ``fft_xcorr`` (FFT correlation, 15 w^2 log2 w^2), ``direct_xcorr`` (direct correlation
    over +/- w/4, 2 w^2 (w/2)^2) or ``ensemble_avg`` (correlation planes averaged over 50 pairs: a
    fiftieth of the FFT's and 2 w^2; it needs a first pass to align the pairs: with one fails).
    ``subpixel`` (no order), flops a window: ``gauss3`` (a three-point Gaussian, 60), ``fit_2d`` (a
    2-D Gaussian fit, 2,000) or ``centroid`` (30; peak-locked in 16-pixel windows: fails). fp32 on
    128 lanes a core. ``iwin_block`` windows a block, both frames' windows and the correlation
    plane staged in shared memory (over the 468 KB: fails); 64, 40 or 80 registers by the method
    (over the register file: fails); the blocks in full rounds over the cores and a tail round.
    0.1 s besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        co, sp = np.asarray(c["xcorr_method"]), np.asarray(c["subpixel"])
        w, ov, ps, wb, th = c["window_px"], c["overlap"], c["passes"], c["iwin_block"], c["threads"]
        step = w * (1.0 - ov / 100.0)
        windows = np.floor((4096.0 - w) / step + 1.0) * np.floor((3072.0 - w) / step + 1.0)
        corr = np.select([co == "fft_xcorr", co == "direct_xcorr"],
                         [3.0 * 5.0 * w * w * np.log2(w * w), w * w * (w / 2.0) ** 2 * 2.0],
                         3.0 * 5.0 * w * w * np.log2(w * w) / 50.0 + 2.0 * w * w)
        sub = np.select([sp == "gauss3", sp == "fit_2d"], [60.0, 2000.0], 30.0)
        deform = np.where(ps > 1, 40.0 * w * w, 0.0)
        per_win = ps * (corr + sub + deform)
        smem = wb * (2.0 * w * w * 4.0 + np.where(co == "direct_xcorr", 4.0, 8.0) * w * w)
        regs = np.select([co == "fft_xcorr", co == "direct_xcorr"], [64.0, 40.0], 80.0)
        res = _gpu_b(th, smem, regs)
        rate = 128 * 2.0 * ghz * 1e3
        t = _resident(pairs * np.ceil(windows / wb), wb * per_win, res, th, cores, rate)
        t = t + pairs * 4096.0 * 3072.0 * 2.0 * 2.0 / dram_bw + 1.0e5
        bad = ((res < 1) | ((w == 16) & (ps == 1)) | ((sp == "centroid") & (w == 16)) | ((co == "ensemble_avg") & (ps == 1)))
        return np.where(bad, np.nan, t)
    return cost


def piv_params() -> dict[str, list[Any]]:
    return {"xcorr_method": ["fft_xcorr", "direct_xcorr", "ensemble_avg"], "subpixel": ["gauss3", "fit_2d", "centroid"],
            "window_px": [16, 32, 64], "overlap": [0, 50, 75], "passes": [1, 2, 4], "iwin_block": [1, 2, 4, 8],
            "threads": [128, 256, 512, 1024]}


def fruit_grade(pieces: float, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """A fruit packhouse's optical grading lines, a season's fruit re-graded on a GPU: ``pieces``
    pieces, each in ``views`` views (3 or 6) of ``side_px`` x ``side_px`` pixels (96, 160 or 256) in
    the sensing's channels (a byte each, read from DRAM). ``sensing`` (no order): ``rgb3`` (3
    channels), ``rgb_nir`` (4: the near infrared shows bruises) or ``bands24`` (24 spectral bands).
    ``grader`` (no order), flops a pixel: ``colour_thresholds`` (25 a channel; blind to bruises in
    ``rgb3``: fails), ``svm_texture`` (texture features and an SVM, 700 a channel; in int8 its
    margins collapse: fails) or ``cnn_seg`` (a segmentation network, 2.8 x 10^4 and 40 a channel).
    ``precision`` fp32, fp16 (twice the rate) or int8 (3.7 times) on 128 lanes a core.
    ``pieces_block`` pieces a block, 4 rows of each view staged in shared memory in all channels
    and the precision's words (over the 596 KB: fails); 32, 64 or 112 registers by the grader (over
    the register file: fails); the blocks in full rounds over the cores and a tail round. 0.15 s
    besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        se, gr, pr = (np.asarray(c[k]) for k in ("sensing", "grader", "precision"))
        vw, sd, pb, th = c["views"], c["side_px"], c["pieces_block"], c["threads"]
        speed = np.select([pr == "fp32", pr == "fp16"], [1.0, 2.0], 3.7)
        word = np.select([pr == "fp32", pr == "fp16"], [4.0, 2.0], 1.0)
        ch = np.select([se == "rgb3", se == "rgb_nir"], [3.0, 4.0], 24.0)
        px = vw * sd * sd
        per_px = np.select([gr == "colour_thresholds", gr == "svm_texture"], [25.0 * ch, 700.0 * ch], 2.8e4 + 40.0 * ch)
        smem = pb * vw * 4.0 * sd * ch * word
        regs = np.select([gr == "colour_thresholds", gr == "svm_texture"], [32.0, 64.0], 112.0)
        res = _gpu_a(th, smem, regs)
        rate = 128 * 2.0 * ghz * 1e3 * speed
        t = _resident(np.ceil(pieces / pb), pb * px * per_px, res, th, cores, rate)
        t = t + pieces * px * ch / dram_bw + 1.5e5
        bad = (res < 1) | ((gr == "colour_thresholds") & (se == "rgb3")) | ((gr == "svm_texture") & (pr == "int8"))
        return np.where(bad, np.nan, t)
    return cost


def fruit_params() -> dict[str, list[Any]]:
    return {"sensing": ["rgb3", "rgb_nir", "bands24"], "grader": ["colour_thresholds", "svm_texture", "cnn_seg"],
            "side_px": [96, 160, 256], "views": [3, 6], "precision": ["fp32", "fp16", "int8"], "pieces_block": [1, 4, 16, 64],
            "threads": [128, 256, 512, 1024]}


def seen_56_synthetic() -> list[tuple[str, Landscape]]:
    """The fifty-sixth held-out set's synthetic part: nine families no earlier set had (constants of
    a 538-core GPU with 596 KB of shared memory a core, 18.9 TB/s at 2.49 GHz, a 558-core one with
    468 KB and 16.1 TB/s at 2.51 GHz, and a 546-core CPU with two hardware threads a core at 2.73
    GHz with 7.125 MB of L2 a core and 12800 GB; times in us)."""
    L, S = Landscape, "seen_56"
    return [
        (S, L("greenhouse_climate_be", greenhouse_params(), greenhouse_climate(1.7e4, 546, 2.73, 7296.0, 12800.0), 0.03)),
        (S, L("potline_feed_be", potline_params(), potline_feed(1.3e5, 546, 2.73, 7296.0, 12800.0), 0.02)),
        (S, L("school_bus_be", school_bus_params(), school_bus(3.0e4, 546, 2.73, 12800.0), 0.04)),
        (S, L("quake_alert_be", quake_params(), quake_alert(5.0e4, 546, 2.73, 12800.0), 0.01)),
        (S, L("tyre_cure_be", tyre_params(), tyre_cure(6.0e4, 546, 2.73, 7296.0, 12800.0), 0.05)),
        (S, L("embryo_grade_be", embryo_params(), embryo_grade(2.0e6, 558, 1.61e7, 2.51), 0.02)),
        (S, L("pocus_beam_be", pocus_params(), pocus_beam(5.0e8, 538, 1.89e7, 2.49), 0.04)),
        (S, L("piv_flow_be", piv_params(), piv_flow(1.0e6, 558, 1.61e7, 2.51), 0.01)),
        (S, L("fruit_grade_be", fruit_params(), fruit_grade(2.0e9, 538, 1.89e7, 2.49), 0.03)),
    ]

SEEN_56_DIR = _data_dir("zoo_seen_56")


def seen_56() -> list[tuple[str, Landscape]]:
    """The fifty-sixth held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_56/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_56", SEEN_56_DIR)
    return seen_56_synthetic() + recorded
