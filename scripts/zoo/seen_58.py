"""The zoo's ``seen_58`` set.

``seen_58`` (was ``held_out_58``, :func:`seen_58`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the forty-fourth round, see docs/benchmarks.md):
0 wins / 11 ties / 2 losses against the best peer, geo-mean
1.0063, second of the five (tpe_mv 1.0059); the synthetic nine 0 / 7 / 2 (the golf irrigation,
1.005 against rl's 1.000, and the olive mill, 1.015 against tpe_mv's 1.002), the geo-mean second
there (1.0046 against tpe_mv's 1.0040); on 30 seeds its recorded four 0 / 4 / 0 (the GEMM's
committed optimum one fast sample), bayes's geo-mean tied best there with rl and tpe_mv (1.0104);
scored by the median of 9 quiet samples 0 / 3 / 1 with ``--confirm 0`` (the FFN, 1.008 against
tpe_mv's 1.002; the last of five) and 0 / 4 / 0 with ``--confirm 3`` (1.0015, third of five); R1
0 / 11 / 2 as committed (the default's medians on all 13), quietly 0 / 4 / 0 with ``--confirm 0``
(1.0015, the best of six) and 0 / 4 / 0 with ``--confirm 3`` (1.0005, the best of six).
Evaluated on an AVX2 host (numpy's X86_V3 loops), where its committed traces were made; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (commercial laundries, leather tanning, olive oil
milling, golf-course irrigation, contact-centre staffing, archaeological geophysics, radio
spectrum regulation, airborne magnetic exploration, equine veterinary medicine), with constants
unlike the other sets' (a 586-core GPU with 652 KB of shared memory a core, 21.1 TB/s at 2.91 GHz
and 276 GB, holding 2048 threads and 32 blocks a core, a 598-core one with 396 KB a core, 15.3
TB/s at 2.81 GHz, holding 1536 threads and 24 blocks a core, both with 128 lanes and 255 registers
a thread, and a two-socket CPU of 348 cores a socket at 2.83 GHz with two hardware threads a
core, 7.625 MB of L2 a core, 1.31 TB/s of DRAM a socket and 14848 GB; times in us, bandwidths in
bytes/us). The CPU families place their threads on the sockets (filling socket 0 first, or
spreading them, the data then remote to half of them) and hand out chunks in rounds; the GPU
families run their blocks in waves with a tail, or as a looping grid that claims tiles from an
atomic counter:

- ``laundry_plan_bg`` (1152, 39.6%, 9x): a commercial laundry's wash-and-finish plans for hotel
  and hospital linen, 5 x 10^4 what-if days on the two-socket CPU, batches by due time, a
  mixed-integer model (its models over the 14848 GB: fail) or simulated annealing (at 10-minute
  steps: fails), the tunnel washer as a steady flow or compartment by compartment (twice with two
  threads a core over the L2: a cliff; at 5 minutes and more: fails), fixed or moisture-sensing
  dryers, 1-10-minute steps, 1-64 days a chunk over 348-1392 threads filling or spreading the
  sockets; twelve within 5%.
- ``tannery_drum_bg`` (2160, 41.8%, 1999x): a tannery's drum programmes, 3 x 10^5 candidate
  programmes on the two-socket CPU, the float at equilibrium or the chromium's diffusion across
  the hide in 1-D or 2-D (its grid, twice with two threads a core, over the L2: a cliff; at 400
  um: fails), 50-400-um cells, a fixed or profiled drum speed (fixed with the 2-D model: fails),
  a fresh, recycled or membrane-recovered chrome float (its membrane states over the 14848 GB:
  fail), 1-128 lots a chunk over 348-1392 threads filling or spreading the sockets; 36 within 5%.
- ``olive_mill_bg`` (1296, 43.2%, 295x): an olive oil mill's harvest, 8 x 10^4 what-if days on
  the two-socket CPU, lumped or enzyme kinetics of the malaxers or a CFD of the paste (at 60-second
  steps: fails; over the 14848 GB: fails), two- or three-phase decanters (three-phase with no
  phenols: fails), no, empirical or kinetic phenols (kinetic with lumped kinetics: fails; twice
  with two threads a core over the L2: a cliff), 10-60-second steps, 1-48 days a chunk over
  348-1392 threads filling or spreading the sockets; fourteen within 5%.
- ``golf_irrigation_bg`` (1296, 31.5%, 10705x): a golf club's irrigation schedules for a
  season, 2 x 10^4 weather scenarios of 720 zones on the two-socket CPU, a root-zone bucket,
  Richards' equation in 1-D or in 3-D (at 60-minute steps: fails; over the 14848 GB: fails),
  Hargreaves or Penman-Monteith evapotranspiration, catch-can or ballistic spray, a rule table, a
  linear programme or an MPC of the soil moisture (with the bucket: fails), 5-60-minute steps,
  1-64 scenarios a chunk over 348-1392 threads spread over the sockets; two within 5%.
- ``call_centre_bg`` (10368, 43.2%, 19x): a contact centre's staffing plans, 6 x 10^4 what-if
  days of 24 skills on the two-socket CPU, Erlang C (at 60-minute intervals: fails), Erlang A or
  a discrete-event simulation of the calls, seasonal-naive, ARIMA or gradient-boosted forecasts
  (their features over the 14848 GB: fail), greedy shifts or an integer programme (over the 14848
  GB: fails), 15-60-minute intervals, 1-64 days a chunk over 348-1392 threads, and four that
  barely matter (the callback log, the KPI export, the holiday table, the heartbeat:
  0.004-0.3%): ten parameters, 168 within 5%.
- ``gpr_survey_bg`` (1440, 48.5%, 857x): an archaeological prospection's ground-penetrating
  radar survey migrated, 2,000 hectares on the 586-core GPU, Kirchhoff, Stolt's f-k or
  reverse-time migration (in fp16: fails), 250-800-MHz antennas, a constant velocity or one fitted
  to the hyperbolas (at 250 MHz: fails), fp32 or fp16, 1-16 traces a block (over the 652 KB:
  fail), 128-1024 threads (over the register file: fail), blocks a tile or a looping grid; one
  within 5%.
- ``spectrum_watch_bg`` (1152, 54.7%, 82x): a telecoms regulator's spectrum monitoring, 3.6 x
  10^12 IQ samples on the 598-core GPU, overlapped FFTs, a polyphase filter bank or weighted
  overlap-add, 1-32 K-point frames, an energy detector, cyclostationary features (at 1 K points:
  fail) or a CNN classifier, fp32 or fp16 (at 32 K points: fails), 1-8 frames a block (over the
  396 KB: fail), 128-1024 threads (over the register file: fail); 25 within 5%.
- ``aeromag_invert_bg`` (864, 63.9%, 1806855x): a mineral explorer's airborne magnetic survey
  of 40 x 40 km inverted for susceptibility on the 586-core GPU, a dense kernel recomputed each
  pass (in fp16: fails), a wavelet-compressed kernel read from DRAM (over the 276 GB: fails) or
  FFTs by depth layer (with Gauss-Newton: fails), 25-100-m cubes, L2 conjugate gradients, sparse
  reweighting or Gauss-Newton with the remanence, fp32 or fp16, 1-64 readings a block (over the
  652 KB: fail), 128-1024 threads (over the register file: fail); one within 5%.
- ``equine_gait_bg`` (1728, 47.0%, 1151x): an equine clinic network's lameness assessments
  re-scored, 4 x 10^6 trot-ups of body-mounted inertial sensors on the 598-core GPU, a symmetry
  index (at 2-second windows: fails), a 1-D CNN or a stride transformer (in int8: fails), 2-10-second
  windows, two sensors or all seven, fp32, fp16 or int8, 1-64 windows a block (over the 396 KB:
  fail), 128-1024 threads (over the register file: fail), blocks a tile or a looping grid; 70
  within 5%.


And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a non-causal multi-head attention, a cross-attention's 36 decoder queries over 300
encoder keys (25 heads, d 368), with its KV block, softmax, pipeline and ``opt_level`` (O1, O2 and
O3: no O0) but its query block, KV split and unroll left at the default, an unbatched GEMM with
bias tuning its K tile with the pipeline, the L1 prefetch and the output alignment (600 deep: 3 to
38 k-steps; its M and N tiles, schedule, layout and unroll at the default), a gated tanh-GELU FFN
tuning the gate/up M and K tiles, the down pipeline and the down L1 prefetch, and an RMSNorm with
its rows a block and hidden split but neither its stats, its pipeline, its ``opt_level`` nor its
unroll (a set no earlier LayerNorm or RMSNorm space tuned; 28 configurations, the full value
lists: the untuned norm sets of 30 or more are used up and this is one of the two largest left),
each space measured exhaustively (every configuration compiled, checked against numpy, timed 3
times) by ``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_58/`` (gzip JSON,
times in us, provenance in each file's ``source``, 9.4 KB in all). They were recorded on the
shared 2-core machine the standing way, ``--only`` each, one after another, the recorder at
normal priority (not niced), after the lead's go (the load average 0.17 at the start); this host
is the AMD EPYC with AVX2 and no AVX-512 that recorded held_out_44's..held_out_57's four (the same
``host_cpu``), so the four are measurements of the kernels' AVX2 paths (8-lane vectors, their
register tiles accordingly). ``ps`` (every 60 s and at the end, six times) showed nothing else
running but the recorder, its measuring worker, this helper's own sampling and waiting shells
(sleeping) and idle tool shells (sleeping or idle; no other python, benchmark or pytest process),
and this helper only read the logs beside it (nothing enumerated, measured or tested) (load
average 0.17-1.06 sampled every 10 s over the recording, 26 samples, the recorder itself
included, rising from the quiet start to about 1.0). The tail of their samples is real
measurement noise (median spread 2-3%), and the fastest sample is the true cost: one of the four
optima rests on one fast sample, the GEMM's, its other two samples 1.10 times it (13th by median
of 108), the attention's, the FFN's and the RMSNorm's not (1.01-1.02, 1.01-1.04 and 1.00-1.02,
each 1st by median) (see below). Before that, the first and the last configuration of each space
were compiled (not run) to check they build. Every configuration ran, so they are 0% infeasible
(reported, not forced into 30-70%):

=================================================================  ==========================================  =======  ======  ======  =========
landscape                                                          op (shape)                                  configs  params  spread  worst/opt
=================================================================  ==========================================  =======  ======  ======  =========
cpu_attention_mha25_cross_kv_block_softmax_pipeline_opt            multi-head attention, non-causal (25            108       4      2%       4.3x
                                                                   heads, 36 x 300, d 368)
cpu_gemm_bias_k_tile_pipeline_prefetch_align                       GEMM with bias (324 x 600 @ 600 x 592)          108       4      2%       1.5x
cpu_ffn_geglu_tanh_m_k_down_pipeline_down_prefetch                 gated FFN, tanh GELU (180 tokens, 424 ->         96       4      3%       1.3x
                                                                   1136)
cpu_rmsnorm_no_stats_no_pipeline_no_opt_level_no_unroll            RMSNorm (1480 rows x 2848)                       28       2      2%       1.2x
=================================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1, 2.0%, 1.6%, 3.1% and 2.1%;
within 5% of the optimum: 3, 2, 3 and 11 configurations; the attention's optimum (a KV block of
64, the online softmax, double_buffer, O2) has samples 1.008, 1.000 and 1.015 times its fastest
and is 1st by median (1.008) too, the next configuration (64, online, double_buffer, O3) 1.015
times it (median 1.023), KV blocks of 16, 32, 128, 256 and 512 1.066, 1.030, 1.052, 1.148 and
1.250 at least, two_pass 1.433 at least, no pipeline 1.052 and single_buffer 1.273 at least, O1
1.422 and O3 1.015 at least, the whole space within 4.26; the GEMM's optimum (a K tile of 208, no
pipeline, the L1 prefetch on, the output unaligned) has samples 1.103, 1.000 and 1.102 times its
fastest and is 13th by median of 108 (1.102), the next configuration (256, no pipeline, no
prefetch, aligned) 1.042 times it (median 1.076) and the best by median, K tiles of 16, 32, 48,
64, 96, 128, 176 and 256 1.062, 1.125, 1.082, 1.073, 1.078, 1.105, 1.093 and 1.042 at least,
single_buffer 1.247 and double_buffer 1.200 at least, no prefetch 1.042 and the output aligned
1.042 at least, the whole space within 1.53; the FFN's optimum (a gate/up M tile of 48, K tile
144, the down pipeline single_buffer, no down prefetch) has samples 1.010, 1.000 and 1.036 and is
1st by median (1.010) too, the next configuration (176, 16, double_buffer, no prefetch) 1.008
times it (median 1.137), M tiles of 16, 96 and 176 1.182, 1.030 and 1.008 at least, K tiles of
16, 64 and 256 1.008, 1.052 and 1.030 at least, no down pipeline 1.030 and double_buffer 1.008 at
least, the down prefetch on 1.030 at least, the whole space within 1.34; the RMSNorm's optimum
(one row a block, the hidden dim in 8 chunks) has samples 1.015, 1.000 and 1.004 and is 1st by
median (1.004) too, the next (64 rows a block, no split) 1.001 times it (median 1.037), 2, 4, 8,
16, 32 and 64 rows a block 1.019, 1.042, 1.030, 1.054, 1.010 and 1.001 at least, hidden splits of
1, 2 and 4 1.001, 1.039 and 1.014 at least, the whole space within 1.20.)
Recording took 127 + 40 + 58 + 28 s, 4.2 minutes in all, one landscape after another (2026-12-06
02:39 to 02:43 UTC).
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, resident_blocks, smt_cores

_gpu_a = partial(resident_blocks, smem_kb=652.0, max_threads=2048, max_blocks=32, max_regs=255)  # the 586-core GPU's core
_gpu_b = partial(resident_blocks, smem_kb=396.0, max_threads=1536, max_blocks=24, max_regs=255)  # the 598-core GPU's core


def _sockets(n_items: Any, item_cyc: Any, item_bytes: Any, chunk: Any, threads: Any, bind: Any, cores: int, ghz: float,
             gain: float, bw: float, remote: float, round_us: float) -> tuple[Any, Any, Any]:
    """``n_items`` equal items of ``item_cyc`` cycles and ``item_bytes`` bytes of DRAM traffic, cut
    into chunks of ``chunk`` and handed out in rounds to ``threads`` threads of a two-socket CPU
    (``cores`` cores a socket, two hardware threads a core, the second adding ``gain`` of a core;
    ``bw`` bytes/us of DRAM a socket): ceil(chunks / busy) rounds, each as long as the busiest
    socket's chunk, compute and memory overlapping but for a fifth of the shorter, and a dispatch of
    ``round_us`` x log2(1 + busy). ``bind`` (no order): ``fill_socket`` fills socket 0's cores, then
    their second hardware threads, then socket 1; ``spread_sockets`` deals the threads round-robin
    over the sockets first (all the cores before any second thread), but its data, first touched by
    the master thread on socket 0, is remote to half of them (the memory time (1 + ``remote``) / 2
    times). Returns the makespan, the busy threads and the threads a core (1 or 2) on the busiest
    socket."""
    chunks = np.ceil(n_items / chunk)
    busy = np.minimum(threads, chunks)
    compact = np.asarray(bind) == "fill_socket"
    on0 = np.where(compact, np.minimum(busy, 2.0 * cores), np.ceil(busy / 2.0))
    per_core = np.where(on0 > cores, 2.0, 1.0)
    speed = smt_cores(on0, cores, gain) / on0
    comp = chunk * item_cyc / (ghz * 1e3) / speed
    mem = chunk * item_bytes * on0 / bw * np.where(compact, 1.0, 0.5 * (1.0 + remote))
    rounds = np.ceil(chunks / busy)
    t = rounds * (np.maximum(comp, mem) + 0.2 * np.minimum(comp, mem) + round_us * np.log2(1.0 + busy))
    return t, busy, per_core


def _grid(n_tiles: Any, tile_flops: Any, tile_bytes: Any, res: Any, threads: Any, launch: Any, cores: int, rate: float,
          dram_bw: float, claim_us: float) -> Any:
    """``n_tiles`` tiles of ``tile_flops`` flops, each reading ``tile_bytes`` from DRAM, on ``cores``
    GPU cores of ``rate`` flops/us holding ``res`` blocks of ``threads`` threads each. k blocks on a
    core keep w = k x threads / 32 warps and run at w / (w + 6) of the core's rate, scaled to the
    full rate at 48 warps and capped there; a stretch of work lasts its compute or its DRAM reads,
    whichever is longer. ``grid_mode`` (no order): ``block_per_tile`` (a block a tile, in full waves
    of cores x res blocks and a tail wave whose busiest core holds ceil(left / cores) blocks, 4 us a
    wave) or ``looping_grid`` (cores x res blocks that loop, each claiming its next tile from one
    atomic counter, ``claim_us`` x log2 of the grid a claim: no tail wave, but ceil(tiles / grid)
    rounds for every block and the claims besides)."""
    per = np.maximum(res, 1.0)

    def stretch(k: Any, m: Any) -> Any:
        w = k * threads / 32.0
        eff = np.minimum(1.0, w / (w + 6.0) * 54.0 / 48.0)
        return np.maximum(k * tile_flops / (rate * eff), m * tile_bytes / dram_bw)
    full = np.floor(n_tiles / (cores * per))
    left = n_tiles - full * cores * per
    tail = np.maximum(np.ceil(left / cores), 1.0)
    waves = full * (stretch(per, cores * per) + 4.0) + np.where(left > 0, stretch(tail, left) + 4.0, 0.0)
    grid = cores * per
    loops = np.ceil(n_tiles / grid)
    persist = loops * (stretch(per, grid) + claim_us * np.log2(grid)) + 4.0
    return np.where(np.asarray(launch) == "looping_grid", persist, waves)


def laundry_plan(days: float, cores: int, ghz: float, l2_kb: float, mem_gb: float, bw: float) -> Callable[[Cols], np.ndarray]:
    """A commercial laundry's wash-and-finish plans for its hotel and hospital linen, re-planned for
    ``days`` what-if days (orders, breakdowns, staff) on a two-socket CPU: each day of 1,440 /
    ``step_min`` steps (1, 2, 5 or 10 minutes) of a 14-compartment tunnel washer, 6 dryers and 4
    ironers. ``planner`` (no order), cycles a step: ``greedy_batch`` (loads batched by due time,
    2,500), ``mip_batch`` (a mixed-integer batching model, 3 x 10^4; its model, 1.5 GB a day, held
    for each day of a chunk by every busy thread: over the ``mem_gb`` GB fails) or ``sim_anneal``
    (simulated annealing, 1.2 x 10^4; at 10-minute steps the hospital linen's return windows fall
    between steps: fails). ``washer_model`` (no order): ``tunnel_steady`` (a steady flow, 40) or
    ``tunnel_compartments`` (compartment by compartment, 3,000; its 5.5 MB table, with two threads a
    core, over the ``l2_kb`` KB of L2 a core: 1.8 times; a load spends 2 minutes a compartment, so
    at 5 and 10 minutes it cannot be resolved: fails). ``dryer_model`` (no order): ``fixed_cycle``
    (10) or ``moisture_sensing`` (600). 3 ms and 2 MB of orders a day; ``day_task`` days a chunk
    over ``threads`` threads placed by ``bind`` (a dispatch of 40 us x log2 threads a round). 0.15 s
    besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        pl, wm, dm = (np.asarray(c[k]) for k in ("planner", "washer_model", "dryer_model"))
        sm, dt, th, bi = c["step_min"], c["day_task"], c["threads"], c["bind"]
        steps = 1440.0 / sm
        step = (np.select([pl == "greedy_batch", pl == "mip_batch"], [2500.0, 3.0e4], 1.2e4)
                + np.where(wm == "tunnel_steady", 40.0, 3000.0) + np.where(dm == "fixed_cycle", 10.0, 600.0))
        t, busy, pc = _sockets(days, steps * step + 3.0e3 * ghz * 1e3, 2.0e6, dt, th, bi, cores, ghz, 0.23, bw, 1.7, 40.0)
        cliff = np.where((wm == "tunnel_compartments") & (5632.0 * pc > l2_kb), 1.8, 1.0)
        t = t * np.where(wm == "tunnel_compartments", 1.0 + (cliff - 1.0) * 3000.0 / step, 1.0) + 1.5e5
        mem = busy * dt * np.where(pl == "mip_batch", 1.5e9, 0.0)
        bad = ((mem > mem_gb * 1e9) | ((pl == "sim_anneal") & (sm == 10)) | ((wm == "tunnel_compartments") & (sm >= 5)))
        return np.where(bad, np.nan, t)
    return cost


def laundry_params() -> dict[str, list[Any]]:
    return {"planner": ["greedy_batch", "mip_batch", "sim_anneal"], "washer_model": ["tunnel_steady", "tunnel_compartments"],
            "dryer_model": ["fixed_cycle", "moisture_sensing"], "step_min": [1, 2, 5, 10], "day_task": [1, 4, 16, 64],
            "threads": [348, 696, 1392], "bind": ["fill_socket", "spread_sockets"]}


def tannery_drum(lots: float, cores: int, ghz: float, l2_kb: float, mem_gb: float, bw: float) -> Callable[[Cols], np.ndarray]:
    """A tannery's drum programmes checked before the hides go in, ``lots`` candidate programmes
    (soaking, liming, chrome tanning, retanning and dyeing, 48 hours at 30-second steps) on a
    two-socket CPU. ``chem_model`` (no order), cycles a step: ``float_equilibrium`` (the float's
    chemistry at equilibrium, 60), ``diffusion_1d`` (the chromium's penetration across the hide's 4
    mm, 4,000 / ``hide_cell_um`` nodes of 90) or ``diffusion_2d`` (a 4 x 40 mm cross-section, nodes
    of 30; its grid, 96 bytes a node, with two threads a core, over the ``l2_kb`` KB of L2 a core:
    2.3 times); at 400 um the 1-mm grain layer spans too few cells: diffusion fails.
    ``hide_cell_um`` 50, 100, 200 or 400 (read by the diffusion models only). ``drum_action`` (no
    order): ``fixed_rpm`` or ``profiled_rpm`` (the mechanical action by the drum's speed profile,
    400 a step; the fixed speed over-works a 2-D cross-section's grain: with ``diffusion_2d``
    fails). ``float_balance`` (no order), cycles a tanning step (a fifth of them): ``fresh_float``
    (a fresh float's chromium, salts and pH, 1,500), ``recycled_float`` (the exhausted float
    recycled, its carried salts and masking agents tracked, 2,800) or ``membrane_recovery`` (the
    chromium recovered by a membrane unit, 2 x 10^4; its 3 GB of membrane states held for each lot
    of a chunk by every busy thread: over the ``mem_gb`` GB fails). 9 ms and 6 MB of recipe tables a
    lot; ``lot_task`` lots a chunk over ``threads`` threads placed by ``bind`` (a dispatch of 30 us
    x log2 threads a round). 0.2 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        cm, da, fb = (np.asarray(c[k]) for k in ("chem_model", "drum_action", "float_balance"))
        gu, lt, th, bi = c["hide_cell_um"], c["lot_task"], c["threads"], c["bind"]
        steps = 48.0 * 120.0
        nz = 4000.0 / gu
        nodes = np.select([cm == "diffusion_1d", cm == "diffusion_2d"], [nz, nz * 10.0 * nz], 1.0)
        per = np.select([cm == "float_equilibrium", cm == "diffusion_1d"], [60.0, 90.0 * nodes], 30.0 * nodes)
        flo = 0.2 * np.select([fb == "fresh_float", fb == "recycled_float"], [1500.0, 2800.0], 2.0e4)
        step = per + np.where(da == "profiled_rpm", 400.0, 0.0) + flo
        t, busy, pc = _sockets(lots, steps * step + 9.0e3 * ghz * 1e3, 6.0e6, lt, th, bi, cores, ghz, 0.19, bw, 1.5, 30.0)
        cliff = np.where((cm == "diffusion_2d") & (nodes * 96.0 / 1024.0 * pc > l2_kb), 2.3, 1.0)
        t = t * (1.0 + (cliff - 1.0) * per / step) + 2.0e5
        mem = busy * lt * np.where(fb == "membrane_recovery", 3.0e9, 0.0)
        bad = ((mem > mem_gb * 1e9) | ((cm != "float_equilibrium") & (gu == 400)) | ((cm == "diffusion_2d") & (da == "fixed_rpm")))
        return np.where(bad, np.nan, t)
    return cost


def tannery_params() -> dict[str, list[Any]]:
    return {"chem_model": ["float_equilibrium", "diffusion_1d", "diffusion_2d"], "hide_cell_um": [50, 100, 200, 400],
            "drum_action": ["fixed_rpm", "profiled_rpm"], "float_balance": ["fresh_float", "recycled_float", "membrane_recovery"],
            "lot_task": [1, 2, 8, 32, 128], "threads": [348, 696, 1392], "bind": ["fill_socket", "spread_sockets"]}


def olive_mill(days: float, cores: int, ghz: float, l2_kb: float, mem_gb: float, bw: float) -> Callable[[Cols], np.ndarray]:
    """An olive oil mill's harvest re-planned for ``days`` what-if days of fruit arrivals on a
    two-socket CPU: each day at ``step_s``-second steps (10, 30 or 60) through 6 malaxers and 3
    decanters. ``malax_model`` (no order), cycles a malaxer and step: ``lumped_kinetics`` (80),
    ``enzyme_kinetics`` (the paste's lipoxygenase pathway, 900) or ``cfd_malaxer`` (the paste's flow
    in the trough, 4 x 10^4; unstable at 60-second steps: fails; 1.6 GB held for each day of a chunk
    by every busy thread: over the ``mem_gb`` GB fails). ``decanter`` (no order), cycles a decanter
    and step: ``decanter_2ph`` (150) or ``decanter_3ph`` (260, and the added water's balance; its
    vegetation water goes to the wastewater permit, which needs its phenols: with ``no_phenols``
    fails). ``phenol_model`` (no order): ``no_phenols``, ``empirical_phenols`` (40 a malaxer and
    step) or ``kinetic_phenols`` (1,800; its 5 MB rate table, with two threads a core, over the
    ``l2_kb`` KB of L2 a core: 2.1 times; it needs the paste's enzyme activity: with
    ``lumped_kinetics`` fails). 5 ms and 1 MB of delivery records a day; ``day_task`` days a chunk
    over ``threads`` threads placed by ``bind`` (a dispatch of 50 us x log2 threads a round). 0.1 s
    besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        mm, de, ph = (np.asarray(c[k]) for k in ("malax_model", "decanter", "phenol_model"))
        ss, dt, th, bi = c["step_s"], c["day_task"], c["threads"], c["bind"]
        steps = 86400.0 / ss
        mal = np.select([mm == "lumped_kinetics", mm == "enzyme_kinetics"], [80.0, 900.0], 4.0e4)
        phe = np.select([ph == "no_phenols", ph == "empirical_phenols"], [0.0, 40.0], 1800.0)
        step = 6.0 * (mal + phe) + 3.0 * np.where(de == "decanter_2ph", 150.0, 260.0)
        t, busy, pc = _sockets(days, steps * step + 5.0e3 * ghz * 1e3, 1.0e6, dt, th, bi, cores, ghz, 0.26, bw, 1.6, 50.0)
        cliff = np.where((ph == "kinetic_phenols") & (5120.0 * pc > l2_kb), 2.1, 1.0)
        t = t * (1.0 + (cliff - 1.0) * 6.0 * phe / step) + 1.0e5
        mem = busy * dt * np.where(mm == "cfd_malaxer", 1.6e9, 0.0)
        bad = ((mem > mem_gb * 1e9) | ((mm == "cfd_malaxer") & (ss == 60)) | ((ph == "kinetic_phenols") & (mm == "lumped_kinetics"))
               | ((de == "decanter_3ph") & (ph == "no_phenols")))
        return np.where(bad, np.nan, t)
    return cost


def olive_params() -> dict[str, list[Any]]:
    return {"malax_model": ["lumped_kinetics", "enzyme_kinetics", "cfd_malaxer"], "decanter": ["decanter_2ph", "decanter_3ph"],
            "phenol_model": ["no_phenols", "empirical_phenols", "kinetic_phenols"], "step_s": [10, 30, 60],
            "day_task": [1, 3, 12, 48], "threads": [348, 696, 1392], "bind": ["fill_socket", "spread_sockets"]}


def golf_irrigation(scenarios: float, cores: int, ghz: float, mem_gb: float, bw: float) -> Callable[[Cols], np.ndarray]:
    """A golf club's irrigation schedules for a season, ``scenarios`` weather scenarios on a two-socket
    CPU: 720 sprinkler zones (18 holes of 40) through 180 days at ``step_min``-minute steps (5, 15
    or 60). ``soil_model`` (no order), cycles a zone and step: ``root_bucket`` (a bucket of the root
    zone, 20), ``richards_1d`` (Richards' equation over 30 layers, 1,200) or ``richards_3d`` (across
    the greens' slopes, 2.5 x 10^4; unstable at 60-minute steps: fails; 2.6 GB held for each
    scenario of a chunk by every busy thread: over the ``mem_gb`` GB fails). ``et_model`` (no
    order): ``hargreaves`` (15) or ``penman_monteith`` (90). ``spray_model`` (no order):
    ``catch_can`` (the audited catch-can uniformity, 10) or ``ballistic_spray`` (the droplets' wind
    drift, 700). ``optimiser`` (no order), cycles a zone and day: ``rule_table`` (5),
    ``lp_schedule`` (a linear programme of the night's water window, 4,000) or ``mpc_soil`` (an MPC
    of the soil moisture, 3 x 10^4; it needs a soil profile: with ``root_bucket`` fails). 20 ms and
    12 MB of weather a scenario; ``scen_task`` scenarios a chunk over ``threads`` threads placed
    ``spread_sockets`` (a dispatch of 60 us x log2 threads a round). 0.3 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        so, et, sp, op = (np.asarray(c[k]) for k in ("soil_model", "et_model", "spray_model", "optimiser"))
        sm, st, th = c["step_min"], c["scen_task"], c["threads"]
        steps = 180.0 * 1440.0 / sm
        zone = (np.select([so == "root_bucket", so == "richards_1d"], [20.0, 1200.0], 2.5e4) + np.where(et == "hargreaves", 15.0, 90.0)
                + np.where(sp == "catch_can", 10.0, 700.0))
        opt = 180.0 * np.select([op == "rule_table", op == "lp_schedule"], [5.0, 4000.0], 3.0e4)
        item = 720.0 * (steps * zone + opt) + 2.0e4 * ghz * 1e3
        t, busy, _ = _sockets(scenarios, item, 1.2e7, st, th, "spread_sockets", cores, ghz, 0.21, bw, 1.8, 60.0)
        t = t + 3.0e5
        mem = busy * st * np.where(so == "richards_3d", 2.6e9, 0.0)
        bad = ((mem > mem_gb * 1e9) | ((so == "richards_3d") & (sm == 60)) | ((op == "mpc_soil") & (so == "root_bucket")))
        return np.where(bad, np.nan, t)
    return cost


def golf_params() -> dict[str, list[Any]]:
    return {"soil_model": ["root_bucket", "richards_1d", "richards_3d"], "et_model": ["hargreaves", "penman_monteith"],
            "spray_model": ["catch_can", "ballistic_spray"], "optimiser": ["rule_table", "lp_schedule", "mpc_soil"],
            "step_min": [5, 15, 60], "scen_task": [1, 4, 16, 64], "threads": [348, 696, 1392]}


def call_centre(days: float, cores: int, ghz: float, mem_gb: float, bw: float) -> Callable[[Cols], np.ndarray]:
    """A contact centre's staffing plans re-run for ``days`` what-if days (campaigns, outages,
    sickness) on a two-socket CPU: 24 skills over the day's ``interval_min``-minute intervals (15,
    30 or 60), the threads placed ``spread_sockets``. ``queue_model`` (no order), cycles a skill and
    interval: ``erlang_c`` (200; at 60-minute intervals its steady state hides the peaks: fails),
    ``erlang_a`` (with abandonment, 900) or ``des_calls`` (a discrete-event simulation of the calls,
    2 x 10^5 a skill and hour). ``forecast`` (no order), cycles a day: ``seasonal_naive`` (5 x
    10^4), ``arima`` (4 x 10^6) or ``gbm_forecast`` (gradient-boosted trees, 2.5 x 10^7; its 0.9 GB
    of features held for each day of a chunk by every busy thread: over the ``mem_gb`` GB fails).
    ``shift_solver`` (no order), cycles a day: ``greedy_shifts`` (10^6) or ``ilp_shifts`` (an
    integer programme of the shifts and breaks, 4 x 10^8 at 15-minute intervals, fewer by the square
    of the coarser ones; 5 GB held for each day of a chunk: over the ``mem_gb`` GB fails). 25 ms and
    4 MB of call records a day; ``day_task`` days a chunk over ``threads`` threads (a dispatch of 45
    us x log2 threads a round). Four that barely matter: ``callback_log`` (per call or per
    interval), ``kpi_export`` (csv or json), ``holiday_table`` (static or from the calendar api) and
    ``heartbeat_s`` (5 or 30 s), 0.004-0.3% each. 0.2 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        qm, fc, ss = (np.asarray(c[k]) for k in ("queue_model", "forecast", "shift_solver"))
        cl, ke, ht = (np.asarray(c[k]) for k in ("callback_log", "kpi_export", "holiday_table"))
        im, dt, th, hb = c["interval_min"], c["day_task"], c["threads"], c["heartbeat_s"]
        ivals = 1440.0 / im
        q = 24.0 * np.select([qm == "erlang_c", qm == "erlang_a"], [200.0 * ivals, 900.0 * ivals], 2.0e5 * 24.0)
        f = np.select([fc == "seasonal_naive", fc == "arima"], [5.0e4, 4.0e6], 2.5e7)
        s = np.where(ss == "greedy_shifts", 1.0e6, 4.0e8 * (15.0 / im) ** 2)
        minor = (1.0 + np.where(cl == "per_call", 0.003, 0.0) + np.where(ke == "json", 0.0002, 0.0)
                 + np.where(ht == "calendar_api", 0.001, 0.0) + 0.00025 / hb)
        item = (q + f + s + 2.5e4 * ghz * 1e3) * minor
        t, busy, _ = _sockets(days, item, 4.0e6, dt, th, "spread_sockets", cores, ghz, 0.24, bw, 1.5, 45.0)
        t = t + 2.0e5
        mem = busy * dt * (np.where(fc == "gbm_forecast", 0.9e9, 0.0) + np.where(ss == "ilp_shifts", 5.0e9, 0.0))
        bad = (mem > mem_gb * 1e9) | ((qm == "erlang_c") & (im == 60))
        return np.where(bad, np.nan, t)
    return cost


def call_centre_params() -> dict[str, list[Any]]:
    return {"queue_model": ["erlang_c", "erlang_a", "des_calls"], "forecast": ["seasonal_naive", "arima", "gbm_forecast"],
            "shift_solver": ["greedy_shifts", "ilp_shifts"], "interval_min": [15, 30, 60], "day_task": [1, 4, 16, 64],
            "threads": [348, 696, 1392], "callback_log": ["per_call", "per_interval"], "kpi_export": ["csv", "json"],
            "holiday_table": ["static", "calendar_api"], "heartbeat_s": [5, 30]}


def gpr_survey(hectares: float, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """An archaeological prospection's ground-penetrating radar survey migrated on a GPU: ``hectares``
    hectares in lines 0.5 m apart, a trace every 25 / ``antenna_mhz`` m (250, 500 or 800 MHz), 2 x
    ``antenna_mhz`` samples a trace. ``migration`` (no order), flops an output sample: ``kirchhoff``
    (summed over a 129-trace aperture, 8 each), ``fk_stolt`` (Stolt's f-k migration, 60 log2 of the
    samples) or ``rtm`` (reverse-time, 1.5 x 10^4; in fp16 its wave field drifts: fails).
    ``velocity`` (no order): ``constant_v`` or ``hyperbola_fit`` (the velocity fitted to the
    diffraction hyperbolas first: 1.4 times; at 250 MHz too few hyperbolas are resolved: fails).
    ``precision`` fp32 or fp16 (twice the rate) on 128 lanes a core. ``traces_block`` traces a block
    staged in shared memory (``kirchhoff`` with its 8-trace halo, ``fk_stolt`` as complex words,
    ``rtm`` eight wave fields; over the 652 KB: fails); 56, 72 or 120 registers by the migration,
    1.25 times in fp32 (over the register file: fails); the blocks launched by ``grid_mode``. 0.1 s
    besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        mi, ve, pr, la = (np.asarray(c[k]) for k in ("migration", "velocity", "precision", "grid_mode"))
        mhz, tb, th = c["antenna_mhz"], c["traces_block"], c["threads"]
        speed = np.where(pr == "fp32", 1.0, 2.0)
        word = np.where(pr == "fp32", 4.0, 2.0)
        ns = 2.0 * mhz
        traces = hectares * 1.0e4 / 0.5 / (25.0 / mhz)
        per = np.select([mi == "kirchhoff", mi == "fk_stolt"], [129.0 * 8.0, 60.0 * np.log2(ns)], 1.5e4)
        per = per * np.where(ve == "hyperbola_fit", 1.4, 1.0)
        rows = np.select([mi == "kirchhoff", mi == "fk_stolt"], [tb + 8.0, 2.0 * tb], 8.0 * tb)
        smem = rows * ns * word
        regs = np.select([mi == "kirchhoff", mi == "fk_stolt"], [56.0, 72.0], 120.0) * np.where(pr == "fp32", 1.25, 1.0)
        res = _gpu_a(th, smem, regs)
        rate = 128 * 2.0 * ghz * 1e3 * speed
        t = _grid(np.ceil(traces / tb), tb * ns * per, rows * ns * word, res, th, la, cores, rate, dram_bw, 0.6)
        t = t + 1.0e5
        bad = (res < 1) | ((mi == "rtm") & (pr == "fp16")) | ((ve == "hyperbola_fit") & (mhz == 250))
        return np.where(bad, np.nan, t)
    return cost


def gpr_params() -> dict[str, list[Any]]:
    return {"migration": ["kirchhoff", "fk_stolt", "rtm"], "antenna_mhz": [250, 500, 800], "velocity": ["constant_v", "hyperbola_fit"],
            "precision": ["fp32", "fp16"], "traces_block": [1, 2, 4, 8, 16], "threads": [128, 256, 512, 1024],
            "grid_mode": ["block_per_tile", "looping_grid"]}


def spectrum_watch(samples: float, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """A telecoms regulator's spectrum monitoring on a GPU: ``samples`` complex IQ samples (4 bytes
    each, read from DRAM) from its monitoring stations searched for interference, in frames of
    ``fft_k`` K points (1, 4, 16 or 32). ``channeliser`` (no order), flops a sample: ``fft_overlap``
    (half-overlapped FFTs, 2 x 5 log2 N), ``polyphase_fb`` (an 8-tap polyphase filter bank, 16 + 5
    log2 N) or ``wola`` (weighted overlap-add, 4-fold, 4 x 5 log2 N + 8). ``detector`` (no order),
    flops a bin: ``energy`` (12), ``cyclostationary`` (the FFT accumulation method over 64 cycle
    frequencies, 64 x 5 log2 64 + 40; with 1 K points too few cycle frequencies are resolved: fails)
    or ``cnn_classifier`` (a network over the spectrogram, 6,000). ``precision`` fp32 or fp16 (twice
    the rate; a 32 K FFT's dynamic range overflows in fp16: fails). ``frames_block`` frames a block
    (1, 2, 4 or 8), each frame's bins staged in shared memory as complex words (over the 396 KB:
    fails); 40, 88 or 136 registers by the detector, 1.25 times in fp32 (over the register file:
    fails); the blocks in waves (one a frame group). 0.25 s besides. Times in us, ``dram_bw`` in
    bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        ch, de, pr = (np.asarray(c[k]) for k in ("channeliser", "detector", "precision"))
        fk, fb, th = c["fft_k"], c["frames_block"], c["threads"]
        n = fk * 1024.0
        speed = np.where(pr == "fp32", 1.0, 2.0)
        word = np.where(pr == "fp32", 4.0, 2.0)
        chan = np.select([ch == "fft_overlap", ch == "polyphase_fb"], [10.0 * np.log2(n), 16.0 + 5.0 * np.log2(n)],
                         20.0 * np.log2(n) + 8.0)
        det = np.select([de == "energy", de == "cyclostationary"], [12.0, 64.0 * 30.0 + 40.0], 6000.0)
        smem = fb * n * 2.0 * word
        regs = np.select([de == "energy", de == "cyclostationary"], [40.0, 88.0], 136.0) * np.where(pr == "fp32", 1.25, 1.0)
        res = _gpu_b(th, smem, regs)
        rate = 128 * 2.0 * ghz * 1e3 * speed
        t = _grid(np.ceil(samples / n / fb), fb * n * (chan + det), fb * n * 4.0, res, th, "block_per_tile", cores, rate,
                  dram_bw, 0.0)
        t = t + 2.5e5
        bad = (res < 1) | ((de == "cyclostationary") & (fk == 1)) | ((pr == "fp16") & (fk == 32))
        return np.where(bad, np.nan, t)
    return cost


def spectrum_params() -> dict[str, list[Any]]:
    return {"channeliser": ["fft_overlap", "polyphase_fb", "wola"], "fft_k": [1, 4, 16, 32],
            "detector": ["energy", "cyclostationary", "cnn_classifier"], "precision": ["fp32", "fp16"],
            "frames_block": [1, 2, 4, 8], "threads": [128, 256, 512, 1024]}


def aeromag_invert(km: float, cores: int, dram_bw: float, ghz: float, gpu_gb: float) -> Callable[[Cols], np.ndarray]:
    """A mineral explorer's airborne magnetic survey inverted for the rocks' susceptibility on a GPU:
    ``km`` x ``km`` km flown in lines 100 m apart, a reading every 7 m, over cubes of ``cube_m`` m
    (25, 50 or 100) down to 2 km. ``forward_model`` (no order), the sensitivities of every reading
    to every cell: ``dense_kernel`` (recomputed each pass, 45 flops each; in fp16 the far cells'
    terms underflow: fails), ``wavelet_compressed`` (compressed 400-fold and read from DRAM each
    pass, 4 bytes a kept term, with 64 bytes a reading for every forward model; over the GPU's
    ``gpu_gb`` GB fails) or ``fft_layers`` (the data gridded and each depth layer's response by FFT,
    padded and complex: 1,200 x log2 of the grid's points a cell, spread over the readings; it
    cannot follow the draped flight surface: with ``gn_remanence`` fails). ``solver`` (no order):
    ``cg_l2`` (30 conjugate-gradient iterations), ``irls_sparse`` (4 reweightings of 30) or
    ``gn_remanence`` (with the remanence, 8 of 30), each iteration a forward and an adjoint pass.
    ``precision`` fp32 or fp16 (twice the rate) on 128 lanes a core. ``readings_block`` readings a
    block (1, 4, 16 or 64), each reading staging its own 512-cell slice of the model (3 words a
    cell) and the block's readings (20 words each) in shared memory (over the 652 KB: fails); 64, 96
    or 48 registers by the forward model, 1.25 times in fp32 (over the register file: fails); the
    blocks in waves, each pass. 5 ms besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        fw, so, pr = (np.asarray(c[k]) for k in ("forward_model", "solver", "precision"))
        cm, rb, th = c["cube_m"], c["readings_block"], c["threads"]
        speed = np.where(pr == "fp32", 1.0, 2.0)
        word = np.where(pr == "fp32", 4.0, 2.0)
        data = (km * 1000.0 / 100.0) * (km * 1000.0 / 7.0)
        side = km * 1000.0 / cm
        cells = side * side * (2000.0 / cm)
        passes = 2.0 * np.select([so == "cg_l2", so == "irls_sparse"], [30.0, 120.0], 240.0)
        per_row = np.select([fw == "dense_kernel", fw == "wavelet_compressed"], [45.0 * cells, 2.0 * cells / 400.0],
                            1200.0 * np.log2(side * side) * cells / data)
        read = np.where(fw == "wavelet_compressed", cells / 400.0 * 4.0, 0.0)
        smem = (512.0 * 3.0 + rb * 20.0) * word * rb
        regs = np.select([fw == "dense_kernel", fw == "wavelet_compressed"], [64.0, 96.0], 48.0) * np.where(pr == "fp32", 1.25, 1.0)
        res = _gpu_a(th, smem, regs)
        rate = 128 * 2.0 * ghz * 1e3 * speed
        t = passes * _grid(np.ceil(data / rb), rb * per_row, rb * read + rb * 64.0, res, th, "block_per_tile", cores, rate,
                           dram_bw, 0.0)
        t = t + 5.0e3
        bad = ((res < 1) | ((fw == "dense_kernel") & (pr == "fp16")) | ((fw == "fft_layers") & (so == "gn_remanence"))
               | ((fw == "wavelet_compressed") & (data * cells / 400.0 * 4.0 > gpu_gb * 1e9)))
        return np.where(bad, np.nan, t)
    return cost


def aeromag_params() -> dict[str, list[Any]]:
    return {"forward_model": ["dense_kernel", "wavelet_compressed", "fft_layers"], "cube_m": [25, 50, 100],
            "solver": ["cg_l2", "irls_sparse", "gn_remanence"], "precision": ["fp32", "fp16"], "readings_block": [1, 4, 16, 64],
            "threads": [128, 256, 512, 1024]}


def equine_gait(trots: float, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """An equine clinic network's lameness assessments re-scored on a GPU: ``trots`` trot-ups, each 40
    s of body-mounted inertial sensors at 200 Hz (6 channels of 2 bytes a sensor, read from DRAM),
    cut into ``window_s``-second windows (2, 5 or 10), half-overlapped. ``imu_set`` (no order):
    ``head_pelvis`` (2) or ``all_seven`` (head, withers, pelvis and four limbs: 1.8 times the
    model's work, 3.5 times the reads). ``lameness_model`` (no order), flops a sample:
    ``symmetry_index`` (the vertical displacement's asymmetry, 400; at 2 s too few strides: fails),
    ``gait_cnn`` (2.5 x 10^4) or ``stride_transformer`` (attention over the window's samples, 256 x
    its length + 1.5 x 10^4; in int8 its softmax saturates: fails). ``precision`` fp32, fp16 (twice
    the rate) or int8 (3.6 times) on 128 lanes a core. ``gait_windows_block`` windows a block (1, 4,
    16 or 64), each window's current 128-sample tile of every channel staged in shared memory (the
    precision's words; over the 396 KB: fails); 48, 96 or 160 registers by the lameness model, 1.25
    times in fp32 (over the register file: fails); the blocks launched by ``grid_mode``. 0.15 s
    besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        sc, se, pr, la = (np.asarray(c[k]) for k in ("lameness_model", "imu_set", "precision", "grid_mode"))
        ws, wb, th = c["window_s"], c["gait_windows_block"], c["threads"]
        speed = np.select([pr == "fp32", pr == "fp16"], [1.0, 2.0], 3.6)
        word = np.select([pr == "fp32", pr == "fp16"], [4.0, 2.0], 1.0)
        nsens = np.where(se == "head_pelvis", 2.0, 7.0)
        length = 200.0 * ws
        windows = trots * np.floor((40.0 - ws) / (ws / 2.0) + 1.0)
        per = np.select([sc == "symmetry_index", sc == "gait_cnn"], [400.0, 2.5e4], 256.0 * length + 1.5e4)
        per = per * np.where(se == "all_seven", 1.8, 1.0)
        smem = wb * 128.0 * 6.0 * nsens * word
        regs = np.select([sc == "symmetry_index", sc == "gait_cnn"], [48.0, 96.0], 160.0) * np.where(pr == "fp32", 1.25, 1.0)
        res = _gpu_b(th, smem, regs)
        rate = 128 * 2.0 * ghz * 1e3 * speed
        t = _grid(np.ceil(windows / wb), wb * length * per, wb * length * 6.0 * 2.0 * nsens, res, th, la, cores, rate, dram_bw,
                  0.8)
        t = t + 1.5e5
        bad = (res < 1) | ((sc == "symmetry_index") & (ws == 2)) | ((sc == "stride_transformer") & (pr == "int8"))
        return np.where(bad, np.nan, t)
    return cost


def equine_params() -> dict[str, list[Any]]:
    return {"lameness_model": ["symmetry_index", "gait_cnn", "stride_transformer"], "window_s": [2, 5, 10],
            "imu_set": ["head_pelvis", "all_seven"], "precision": ["fp32", "fp16", "int8"], "gait_windows_block": [1, 4, 16, 64],
            "threads": [128, 256, 512, 1024], "grid_mode": ["block_per_tile", "looping_grid"]}


def seen_58_synthetic() -> list[tuple[str, Landscape]]:
    """The fifty-eighth held-out set's synthetic part: nine families no earlier set had (constants of
    a 586-core GPU with 652 KB of shared memory a core, 21.1 TB/s at 2.91 GHz and 276 GB, a
    598-core one with 396 KB and 15.3 TB/s at 2.81 GHz, and a two-socket CPU of 348 cores a socket
    with two hardware threads a core at 2.83 GHz, 7.625 MB of L2 a core, 1.31 TB/s of DRAM a socket
    and 14848 GB; times in us)."""
    L, S = Landscape, "seen_58"
    return [
        (S, L("laundry_plan_bg", laundry_params(), laundry_plan(5.0e4, 348, 2.83, 7808.0, 14848.0, 1.31e6), 0.03)),
        (S, L("tannery_drum_bg", tannery_params(), tannery_drum(3.0e5, 348, 2.83, 7808.0, 14848.0, 1.31e6), 0.05)),
        (S, L("olive_mill_bg", olive_params(), olive_mill(8.0e4, 348, 2.83, 7808.0, 14848.0, 1.31e6), 0.02)),
        (S, L("golf_irrigation_bg", golf_params(), golf_irrigation(2.0e4, 348, 2.83, 14848.0, 1.31e6), 0.04)),
        (S, L("call_centre_bg", call_centre_params(), call_centre(6.0e4, 348, 2.83, 14848.0, 1.31e6), 0.01)),
        (S, L("gpr_survey_bg", gpr_params(), gpr_survey(2.0e3, 586, 2.11e7, 2.91), 0.03)),
        (S, L("spectrum_watch_bg", spectrum_params(), spectrum_watch(3.6e12, 598, 1.53e7, 2.81), 0.04)),
        (S, L("aeromag_invert_bg", aeromag_params(), aeromag_invert(40.0, 586, 2.11e7, 2.91, 276.0), 0.05)),
        (S, L("equine_gait_bg", equine_params(), equine_gait(4.0e6, 598, 1.53e7, 2.81), 0.02)),
    ]


SEEN_58_DIR = _data_dir("zoo_seen_58")


def seen_58() -> list[tuple[str, Landscape]]:
    """The fifty-eighth held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_58/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_58", SEEN_58_DIR)
    return seen_58_synthetic() + recorded
