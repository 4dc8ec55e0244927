"""The zoo's ``seen_57`` set.

``seen_57`` (was ``held_out_57``, :func:`seen_57`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the forty-third round, see docs/benchmarks.md):
0 wins / 13 ties / 0 losses against the best peer, geo-mean
1.0020, the best of the five (rl 1.0044, tpe_mv 1.0299); the synthetic nine 0 / 9 / 0, the
geo-mean the best there (1.0022 against rl's 1.0055); on 30 seeds its recorded four 0 / 4 / 0
(the attention's and the FFN's committed optima one fast sample), bayes's geo-mean tied best there
with tpe_mv (1.0014; rl 1.0018); scored by the median of 9 quiet samples 0 / 4 / 0 with
``--confirm 0`` (1.0043, the best of five; tpe_mv 1.0044) and 0 / 3 / 1 with ``--confirm 3`` (the
FFN, 1.007 against random's and tpe_mv's 1.000; third of five); R1 0 / 13 / 0 as committed (the
default's medians on all 13), quietly 1 / 2 / 1 with ``--confirm 0`` (1.0033, the best of six)
and 0 / 4 / 0 with ``--confirm 3`` (1.0004, tied for the best of six).
Evaluated on an AVX2 host (numpy's X86_V3 loops), where its committed traces were made; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (corrosion engineering of buried pipelines, court
administration, cane sugar milling, poultry hatcheries, dredging, road pavement surveys, overhead
line inspection, herbarium digitisation, forensic firearms examination), with constants unlike the
other sets' (a 562-core GPU with 620 KB of shared memory a core, 19.7 TB/s at 2.67 GHz, holding
2048 threads and 32 blocks a core, a 574-core one with 428 KB a core, 16.9 TB/s at 2.69 GHz,
holding 1536 threads and 24 blocks a core, both with 128 lanes and 255 registers a thread, and a
566-core CPU at 2.77 GHz with two hardware threads a core, 7.375 MB of L2 a core and 13312 GB;
times in us, bandwidths in bytes/us):

- ``cathodic_protect_bf`` (900, 34.3%, 173923x): a pipeline operator's cathodic-protection designs,
  2 x 10^5 anode-bed layouts for 800 km of buried pipe on the 566-core CPU, boundary elements
  solved directly (their matrix, twice with two threads a core, over the L2: a cliff) or by a fast
  multipole method (at 100 m: fails), or 3-D finite elements of the soil (their meshes over the
  13312 GB: fail), a bare pipe, evenly spread or surveyed coating holidays (at 50 m and more:
  fail), impressed current or magnesium anodes (on a bare pipe: fail), 5-100-m elements, 1-128
  designs a chunk dealt out statically to 566 or 1132 threads; three within 5%.
- ``court_listing_bf`` (648, 38.3%, 615x): a courts service's hearing lists re-planned for 4 x
  10^4 what-if court-weeks on the 566-core CPU, first fit (with joint lists: fails), constraint
  programming or column generation (its columns over the 13312 GB: fail), no adjournment model,
  a hazard model or boosted trees (at 15-minute slots: fail), fixed (at 60-minute slots: fail),
  floating or joint lists, 15-60-minute slots, 1-64 weeks a chunk over 566 or 1132 threads; two
  within 5%.
- ``sugar_mill_bf`` (1080, 35.6%, 64x): a cane sugar mill's season re-planned, 6 x 10^4 what-if
  days on the 566-core CPU, vacuum pans by the crystals' moments, 120 size classes (twice with
  two threads a core over the L2: a cliff) or a CFD of the pan (at 15-minute steps: fails; over
  the 13312 GB: fails), two-boiling, three-boiling or double-magma schemes (with the moments:
  fail), four or five evaporator effects, the boilers' steam fixed or optimised, 1-15-minute
  steps, 1-192 days a chunk over 566 or 1132 threads; 24 within 5%.
- ``hatchery_bf`` (10368, 34.3%, 761x): a poultry hatchery's incubator programmes replayed, 2.7 x
  10^4 setter batches on the 566-core CPU, lumped zones, a tray network or a CFD of the cabinet
  (at 120-second steps: fails; twice with two threads a core over the L2: a cliff; over the
  13312 GB: fails), constant or growing embryo heat, PID set-points (at 120-second steps with the
  growing heat: fail), a profile table or an MPC of the turning (with lumped zones: fails),
  10-120-second steps, 1-64 batches a chunk over 566 or 1132 threads, and four that barely matter
  (the candling records, the humidity probe, the alarm polling, the audit export: 0.003-0.4%):
  ten parameters, 144 within 5%.
- ``dredge_plan_bf`` (864, 36.1%, 238x): a dredging contractor's cutter-suction production plans,
  7.2 x 10^4 what-if scenarios of soil and tide on the 566-core CPU, the Durand-Condolios
  correlation, a two-layer model of the pipeline's bed or particles in the flow (at 20-second
  steps: fails; over the 13312 GB: fails), empirical production or cutting theory, fixed-speed
  pumps, vacuum control or an MPC of the pumps (with the correlation: fails), tidal constituents
  or a 2-D tidal model (twice with two threads a core over the L2: a cliff), 1-20-second steps,
  1-64 scenarios a chunk over 566 or 1132 threads; 33 within 5%.
- ``pavement_crack_bf`` (1080, 43.8%, 20085x): a road agency's network survey re-analysed for
  cracking, 2 x 10^5 lane-km on the 562-core GPU, thresholds and morphology (at 4 mm: fail), a
  U-Net or a segmentation transformer (in int8: fails), 1-4-mm pixels, the intensity alone or
  with the laser range, fp32, fp16 or int8, 1-16 tiles a block (over the 620 KB: fail), 128-1024
  threads (over the register file: fail); 37 within 5%.
- ``powerline_inspect_bf`` (1080, 53.5%, 268x): an electricity utility's drone imagery of its
  lines re-inspected, 3 x 10^7 images on the 574-core GPU, a small or a large one-stage detector
  or a two-stage detector and defect classifier (at 640 pixels or in int8: fails), 640-1536
  pixels a side, with or without the thermal camera's hot joints, fp32, fp16 or int8, 1-16 images
  a block (over the 428 KB: fail), 128-1024 threads (over the register file: fail); fifteen
  within 5%.
- ``herbarium_scan_bf`` (2592, 52.5%, 6208x): a natural history museum's herbarium sheets
  digitised, 4 x 10^6 sheets on the 562-core GPU, the labels transcribed alone, with the leaves'
  traits or with a species classifier (in int8: fails), an LSTM (at 150 dpi: fails) or a
  transformer OCR, 150-600 dpi in whole 256-1024-pixel tiles, fp32, fp16 or int8, 1-8 tiles a
  block (over the 620 KB: fail), 128-1024 threads (over the register file: fail); fifteen within
  5%.
- ``cartridge_match_bf`` (864, 54.2%, 3024x): a forensic firearms laboratory's cartridge cases
  compared, 2 x 10^7 pairs of breech-face scans on the 574-core GPU, an areal cross-correlation
  by FFT (in fp16: fails), congruent matching cells (at 6.4 um: fail) or a learned embedding,
  1.6-6.4-um pixels, 36-180 angles, fp32 or fp16, 1-64 cells a block (over the 428 KB: fail),
  128-1024 threads (over the register file: fail); five within 5%.

And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a non-causal multi-query attention, a bidirectional block's 60 queries over a 212-key
memory (23 query heads over one KV head, d 328), with its KV split, softmax, pipeline and unroll
but its query block, KV block and ``opt_level`` left at the default, a batched GEMM with bias
tuning its M tile with the output alignment, the schedule and the packed B layout (196 rows: 1 to
13 M blocks; its N and K tiles, pipeline and unroll at the default), a non-gated SiLU FFN tuning
the gate/up N tile, its pipeline, its L1 prefetch and the down schedule, and a LayerNorm with its
stats, pipeline and unroll but neither its rows a block, its hidden split nor its ``opt_level`` (a
set no earlier LayerNorm or RMSNorm space tuned; 30 configurations, the full value lists: the
untuned norm sets of 32 or more are used up and this is the largest left), each space measured
exhaustively (every configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_57/`` (gzip JSON, times in
us, provenance in each file's ``source``, 9.5 KB in all). They were recorded on the shared 2-core
machine the standing way, ``--only`` each, one after another, the recorder at normal priority
(not niced), after the lead's go (the load average 0.21 at the start); this host is the AMD EPYC
with AVX2 and no AVX-512 that recorded held_out_44's..held_out_56's four (the same ``host_cpu``),
so the four are measurements of the kernels' AVX2 paths (8-lane vectors, their register tiles
accordingly). ``ps`` (every 60 s and at the end, six times) showed nothing else running but the
recorder, its measuring worker (and twice its C compiler), this helper's own sampling and waiting
shells (sleeping) and idle tool shells (sleeping or idle; no other python, benchmark or pytest
process), and this helper only read the logs beside it (nothing enumerated, measured or tested)
(load average 0.21-0.99 sampled every 10 s over the recording, 28 samples, the recorder itself
included, rising from the quiet start to about 1.0). The tail of their samples is real
measurement noise (median spread 2-3%), and the fastest sample is the true cost: two of the four
optima rest on one fast sample, their other two samples 1.09-1.12 (the attention, 1st by median
all the same) and 1.05-1.09 (the FFN, 2nd by median) times it, the GEMM's and the LayerNorm's not
(1.01-1.03 and 1.00-1.01) (see below). Before that, the first and the last configuration of each
space were compiled (not run) to check they build. Every configuration ran, so they are 0%
infeasible (reported, not forced into 30-70%):

=================================================================  ==========================================  =======  ======  ======  =========
landscape                                                          op (shape)                                  configs  params  spread  worst/opt
=================================================================  ==========================================  =======  ======  ======  =========
cpu_attention_mqa23_bidir_kv_split_softmax_pipeline_unroll         multi-query attention, non-causal (23           96       4      2%       2.4x
                                                                   heads over 1, 60 x 212, d 328)
cpu_gemm_batched_bias_m_tile_align_schedule_layout                 batched GEMM with bias (3 x 196 x 576 @         120       4      2%       6.3x
                                                                   576 x 584)
cpu_ffn_silu_n_tile_pipeline_prefetch_down_schedule                FFN, SiLU (140 tokens, 400 -> 1600)              96       4      3%       1.2x
cpu_layernorm_no_rows_per_block_no_split_no_opt_level              LayerNorm (1656 rows x 2784)                     30       3      2%       2.1x
=================================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1, 1.7%, 1.7%, 2.9% and 2.3%;
within 5% of the optimum: 1, 19, 10 and 4 configurations; the attention's optimum (no KV split,
the online softmax, single_buffer, unroll 16) has samples 1.123, 1.093 and 1.000 times its
fastest and is 1st by median (1.093) all the same, the next configuration (no KV split, online,
single_buffer, unroll 2) 1.084 times it (median 1.100), a KV split of 2, 4 and 8 1.155, 1.231 and
1.487 at least, two_pass 1.563 at least, no pipeline 1.131 and double_buffer 1.299 at least, no
unroll 1.149 and unroll 8 1.124 at least, the whole space within 2.42; the GEMM's optimum (an M
tile of 48, the output aligned, the default schedule, the z_major layout) has samples 1.012,
1.025 and 1.000 and is 1st by median (1.012) too, the next configuration (48, aligned,
throughput, z_major) 1.011 times it (median 1.028), M tiles of 208, 128, 80 and 16 1.013, 1.025,
1.068 and 1.200 at least, the output unaligned 1.026 at least, the latency schedule 1.074 at
least, row_major 1.028 and col_major 3.078 at least, the whole space within 6.30; the FFN's
optimum (an N tile of 176, single_buffer, the L1 prefetch on, the throughput down schedule) has
samples 1.045, 1.000 and 1.090 and is 2nd by median of 96 (1.045), the next configuration (176,
no pipeline, no prefetch, balanced) 1.006 times it (median 1.154), the best by median (32,
single_buffer, prefetch, default) 1.009 by its fastest and 1.015 by its median, N tiles of 96 and
256 1.041 and 1.028 at least, double_buffer 1.048 at least, the latency down schedule 1.028 at
least, the whole space within 1.18; the LayerNorm's optimum (one_pass, no pipeline, unroll 16)
has samples 1.003, 1.008 and 1.000 and is 1st by median (1.003) too, the next (one_pass, no
pipeline, unroll 4) 1.012 times it (median 1.025), two_pass 1.617 at least, single_buffer 1.138
and double_buffer 1.055 at least, no unroll 1.054 at least, the whole space within 2.05.)
Recording took 87 + 60 + 52 + 34 s, 3.9 minutes in all, one landscape after another (2026-12-06
01:17 to 01:21 UTC).
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, resident_blocks, smt_cores

_gpu_a = partial(resident_blocks, smem_kb=620.0, max_threads=2048, max_blocks=32, max_regs=255)  # the 562-core GPU's core
_gpu_b = partial(resident_blocks, smem_kb=428.0, max_threads=1536, max_blocks=24, max_regs=255)  # the 574-core GPU's core


def _static(n_items: Any, item_us: Any, chunk: Any, threads: Any, cores: int, gain: float, barrier_us: float) -> tuple[Any, Any]:
    """``n_items`` equal items of ``item_us`` us (alone on a core) cut into chunks of ``chunk``
    and dealt out statically, round-robin, to ``threads`` threads (an OpenMP static schedule):
    the chunks go in rounds, ceil(chunks / busy) of them, each as long as a whole chunk, a
    barrier after each costing ``barrier_us`` times log2(1 + busy); the busy threads share the
    cores, a core's second hardware thread adding ``gain`` of a core. Returns the makespan and
    the busy threads."""
    chunks = np.ceil(n_items / chunk)
    busy = np.minimum(threads, chunks)
    speed = smt_cores(busy, cores, gain) / busy
    rounds = np.ceil(chunks / busy)
    return rounds * (chunk * item_us / speed + barrier_us * np.log2(1.0 + busy)), busy


def _waves(n_blocks: Any, block_flops: Any, block_bytes: Any, res: Any, threads: Any, cores: int, core_rate: float,
           dram_bw: float) -> Any:
    """``n_blocks`` blocks of ``block_flops`` flops, each reading ``block_bytes`` from DRAM, in
    waves over ``cores`` cores of ``core_rate`` flops/us holding ``res`` blocks each (at least
    one): full waves of cores x res blocks, then a tail wave of the blocks left, ceil(left /
    cores) a core. A wave lasts its compute or its DRAM reads (``dram_bw`` bytes/us), whichever
    is longer; k blocks of ``threads`` threads on a core keep w = k x threads / 32 warps and run
    at w / (w + 8) of the core's rate, scaled to the full rate at 32 warps and capped there."""
    per = np.maximum(res, 1.0)
    full = np.floor(n_blocks / (cores * per))
    left = n_blocks - full * cores * per
    tail = np.ceil(left / cores)

    def wave(k: Any, m: Any) -> Any:
        w = k * threads / 32.0
        eff = np.minimum(1.0, w / (w + 8.0) * 1.25)
        return np.maximum(k * block_flops / (core_rate * eff), m * block_bytes / dram_bw)
    return full * wave(per, cores * per) + np.where(left > 0, wave(np.maximum(tail, 1.0), left), 0.0)


def cathodic_protect(designs: float, cores: int, ghz: float, l2_kb: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """A pipeline operator's cathodic-protection designs checked on a CPU with two hardware
    threads a core (the second adds 21%): ``designs`` candidate anode-bed layouts for 800 km of
    buried pipe, each solved for the pipe-to-soil potential section by section (200 sections of
    4 km, 4,000 / ``seg_m`` elements each, ``seg_m`` 5, 10, 25, 50 or 100 m). ``solver`` (no
    order), cycles a section: ``bem_direct`` (boundary elements, a dense LU, 2n^3/3 and 40 n^2
    to assemble; its matrix, n^2 doubles, twice with two threads a core, over the ``l2_kb`` KB
    of L2 a core: 2.2 times), ``bem_fmm`` (a fast multipole solve, 3,000 n log2 n and 2 x 10^5;
    at 100 m a box holds one element: fails) or ``fem_soil`` (3-D finite elements of the soil,
    80 unknowns an element, 150 CG iterations of 30 an unknown; its mesh, 2.4 KB an unknown,
    held for each design of a chunk by every busy thread: over the ``mem_gb`` GB fails).
    ``coating`` (no order): ``bare_steel``, ``holiday_uniform`` (holidays spread evenly: 1.3
    times) or ``holiday_survey`` (the coating survey's holidays placed: 1.8 times; at 50 m and
    more they fall between elements: fail). ``anodes`` (no order): ``impressed_current`` or
    ``sacrificial_mg`` (magnesium anodes, 60% more elements and four Newton steps of the
    nonlinear polarisation; a bare pipe's current demand is beyond them: with ``bare_steel``
    fails). 5 ms a design; ``design_task`` designs a chunk dealt out statically to ``threads``
    threads (a barrier of 40 us x log2 threads a round). 0.2 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        so, co, an = np.asarray(c["solver"]), np.asarray(c["coating"]), np.asarray(c["anodes"])
        sm, dt, th = c["seg_m"], c["design_task"], c["threads"]
        two = np.where(th > cores, 2.0, 1.0)
        n = 4000.0 / sm * np.where(an == "sacrificial_mg", 1.6, 1.0)
        cliff = np.where((so == "bem_direct") & (n * n * 8.0 / 1024.0 * two > l2_kb), 2.2, 1.0)
        sec = np.select([so == "bem_direct", so == "bem_fmm"],
                        [2.0 * n ** 3 / 3.0 * cliff + 40.0 * n * n, 3000.0 * n * np.log2(n) + 2.0e5],
                        n * 80.0 * 150.0 * 30.0)
        mult = np.select([co == "bare_steel", co == "holiday_uniform"], [1.0, 1.3], 1.8) * np.where(an == "sacrificial_mg", 4.0, 1.0)
        item = 200.0 * sec * mult / (ghz * 1e3) + 5000.0
        t, busy = _static(designs, item, dt, th, cores, 0.21, 40.0)
        t = t + 2.0e5
        mem = busy * dt * np.where(so == "fem_soil", n * 80.0 * 2400.0, 0.0)
        bad = ((mem > mem_gb * 1e9) | ((so == "bem_fmm") & (sm == 100)) | ((co == "holiday_survey") & (sm >= 50))
               | ((an == "sacrificial_mg") & (co == "bare_steel")))
        return np.where(bad, np.nan, t)
    return cost


def cathodic_params() -> dict[str, list[Any]]:
    return {"solver": ["bem_direct", "bem_fmm", "fem_soil"], "coating": ["bare_steel", "holiday_uniform", "holiday_survey"],
            "anodes": ["impressed_current", "sacrificial_mg"], "seg_m": [5, 10, 25, 50, 100],
            "design_task": [1, 2, 8, 32, 128], "threads": [566, 1132]}


def court_listing(weeks: float, cores: int, ghz: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """A courts service's hearing lists re-planned for what-if court-weeks (judges' leave, a
    new building) on a CPU with two hardware threads a core (the second adds 26%): ``weeks``
    weeks of 6,000 hearings over 300 courtrooms, each hearing eligible for 10 rooms and every
    ``slot_min``- minute slot (15, 30 or 60) of their 35-hour week. ``lister`` (no order),
    cycles a hearing-slot pair: ``greedy_list`` (first fit by priority, 30; it cannot keep joint
    defendants' hearings together across sites: with ``joint_lists`` fails), ``cp_sat``
    (constraint programming, 400) or ``column_gen`` (set partitioning by column generation, 40
    pricing rounds of 25; its columns, 40 KB a hearing times the listing's factor, held for each
    week of a chunk by every busy thread: over the ``mem_gb`` GB fail). ``adjourn`` (no order):
    ``no_adjourn``, ``hazard_adjourn`` (a survival model of adjournments, 1.3 times) or
    ``boosted_adjourn`` (gradient-boosted trees, 2.1 times; trained on 30- and 60-minute lists:
    at 15 fails). ``listing`` (no order): ``fixed_lists`` (at 60 minutes the short hearings
    overflow their slots: fail), ``floating_lists`` (hearings float between a site's rooms: 2.4
    times) or ``joint_lists`` (across sites: 5.5 times). 2 ms a week; ``week_task`` weeks a
    chunk dealt out statically to ``threads`` threads (a barrier of 60 us x log2 threads a
    round). 0.1 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        li, ad, ls = np.asarray(c["lister"]), np.asarray(c["adjourn"]), np.asarray(c["listing"])
        sm, wt, th = c["slot_min"], c["week_task"], c["threads"]
        pairs = 6000.0 * 10.0 * 35.0 * 60.0 / sm
        per = np.select([li == "greedy_list", li == "cp_sat"], [30.0, 400.0], 40.0 * 25.0)
        lmult = np.select([ls == "fixed_lists", ls == "floating_lists"], [1.0, 2.4], 5.5)
        mult = np.select([ad == "no_adjourn", ad == "hazard_adjourn"], [1.0, 1.3], 2.1) * lmult
        item = pairs * per * mult / (ghz * 1e3) + 2000.0
        t, busy = _static(weeks, item, wt, th, cores, 0.26, 60.0)
        t = t + 1.0e5
        mem = busy * wt * np.where(li == "column_gen", 6000.0 * 4.0e4 * lmult, 0.0)
        bad = ((mem > mem_gb * 1e9) | ((li == "greedy_list") & (ls == "joint_lists")) | ((ad == "boosted_adjourn") & (sm == 15))
               | ((ls == "fixed_lists") & (sm == 60)))
        return np.where(bad, np.nan, t)
    return cost


def court_params() -> dict[str, list[Any]]:
    return {"lister": ["greedy_list", "cp_sat", "column_gen"], "adjourn": ["no_adjourn", "hazard_adjourn", "boosted_adjourn"],
            "listing": ["fixed_lists", "floating_lists", "joint_lists"], "slot_min": [15, 30, 60],
            "week_task": [1, 4, 16, 64], "threads": [566, 1132]}


def sugar_mill(days: float, cores: int, ghz: float, l2_kb: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """A cane sugar mill's crushing season re-planned for what-if days (cane deliveries, rain,
    breakdowns) on a CPU with two hardware threads a core (the second adds 24%): ``days`` days,
    each of 1,440 / ``step_min`` steps (1, 5 or 15 minutes) over 8 vacuum pans and the
    evaporator. ``pan_model`` (no order), cycles a pan and step: ``crystal_moments`` (the
    crystal population by its moments, 80), ``size_classes`` (a population balance over 120 size
    classes, 3,000; its 4.5 MB of classes, twice with two threads a core, over the ``l2_kb`` KB
    of L2 a core: 2.0 times) or ``cfd_pan`` (the pan's circulation, 6 x 10^4; unstable at
    15-minute steps: fails; its 2 GB held for each day of a chunk by every busy thread: over the
    ``mem_gb`` GB fails). ``boiling`` (no order): ``two_boiling``, ``three_boiling`` (1.45 times
    the pans) or ``double_magma`` (1.8 times; it needs the seed magma's size distribution: with
    ``crystal_moments`` fails). ``evaporator`` (no order), cycles a step: ``quad_effect`` (200)
    or ``quint_effect`` (320). ``steam_balance`` (no order): ``fixed_steam`` or ``steam_opt``
    (the bagasse boilers' steam balance optimised each step, 9,000 cycles a step). 6 ms a day;
    ``day_task`` days a chunk dealt out statically to ``threads`` threads (a barrier of 30 us x
    log2 threads a round). 0.25 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        pm, bo, ev, st = (np.asarray(c[k]) for k in ("pan_model", "boiling", "evaporator", "steam_balance"))
        sm, dt, th = c["step_min"], c["day_task"], c["threads"]
        two = np.where(th > cores, 2.0, 1.0)
        steps = 1440.0 / sm
        cliff = np.where((pm == "size_classes") & (4608.0 * two > l2_kb), 2.0, 1.0)
        pan = np.select([pm == "crystal_moments", pm == "size_classes"], [80.0, 3000.0 * cliff], 6.0e4)
        pans = 8.0 * np.select([bo == "two_boiling", bo == "three_boiling"], [1.0, 1.45], 1.8)
        evap = np.where(ev == "quad_effect", 200.0, 320.0) + np.where(st == "steam_opt", 9000.0, 0.0)
        item = steps * (pans * pan + evap) / (ghz * 1e3) + 6000.0
        t, busy = _static(days, item, dt, th, cores, 0.24, 30.0)
        t = t + 2.5e5
        mem = busy * dt * np.where(pm == "cfd_pan", 2.0e9, 0.0)
        bad = ((mem > mem_gb * 1e9) | ((pm == "cfd_pan") & (sm == 15)) | ((bo == "double_magma") & (pm == "crystal_moments")))
        return np.where(bad, np.nan, t)
    return cost


def sugar_params() -> dict[str, list[Any]]:
    return {"pan_model": ["crystal_moments", "size_classes", "cfd_pan"], "boiling": ["two_boiling", "three_boiling", "double_magma"],
            "evaporator": ["quad_effect", "quint_effect"], "step_min": [1, 5, 15], "steam_balance": ["fixed_steam", "steam_opt"],
            "day_task": [1, 3, 12, 48, 192], "threads": [566, 1132]}


def hatchery(batches: float, cores: int, ghz: float, l2_kb: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """A poultry hatchery's incubator programmes replayed on a CPU with two hardware threads a
    core (the second adds 27%): ``batches`` setter batches (24 trays of eggs each) through 21
    days of incubation at ``step_s``-second steps (10, 30 or 120). ``air_model`` (no order),
    cycles a tray and step: ``zone_lumped`` (lumped zones, 40), ``tray_network`` (a network of
    the trays' air paths, 600) or ``cfd_cabinet`` (a coarse CFD of the cabinet, 1.5 x 10^4; its
    explicit solver is unstable at 120-second steps: fails; its 6 MB field, twice with two
    threads a core, over the ``l2_kb`` KB of L2 a core: 2.2 times; 0.9 GB held for each batch of
    a chunk by every busy thread: over the ``mem_gb`` GB fails). ``egg_heat`` (no order):
    ``constant_gen`` (5) or ``embryo_growth`` (the embryos' metabolic heat rising with age, 12).
    ``incub_ctrl`` (no order): ``pid_setpoints`` (20; at 120-second steps it overshoots on the
    late embryos' heat: with ``embryo_growth`` fails), ``profile_table`` (35) or ``mpc_turning``
    (an MPC of temperature, humidity and turning, 2,500 a tray and step; it needs the trays' air
    paths: with ``zone_lumped`` fails). ``batch_task`` batches a chunk dealt out statically to
    ``threads`` threads (a barrier of 50 us x log2 threads a round); 60 ms a batch (its sensor
    logs read). Four that barely matter: ``candle_log`` (the candling records per tray or per
    batch), ``humidity_probe`` (capacitive or psychrometric), ``alarm_poll_s`` (1, 5 or 15 s)
    and ``audit_export`` (csv or parquet), 0.003-0.4% each. 0.2 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        af, eh, ct = np.asarray(c["air_model"]), np.asarray(c["egg_heat"]), np.asarray(c["incub_ctrl"])
        cl, hp, ae = np.asarray(c["candle_log"]), np.asarray(c["humidity_probe"]), np.asarray(c["audit_export"])
        ss, bt, th, ap = c["step_s"], c["batch_task"], c["threads"], c["alarm_poll_s"]
        two = np.where(th > cores, 2.0, 1.0)
        steps = 21.0 * 86400.0 / ss
        cliff = np.where((af == "cfd_cabinet") & (6144.0 * two > l2_kb), 2.2, 1.0)
        air = np.select([af == "zone_lumped", af == "tray_network"], [40.0, 600.0], 1.5e4 * cliff)
        heat = np.where(eh == "constant_gen", 5.0, 12.0)
        ctrl = np.select([ct == "pid_setpoints", ct == "profile_table"], [20.0, 35.0], 2500.0)
        cyc = 24.0 * steps * (air + heat + ctrl)
        minor = (1.0 + np.where(cl == "tray_records", 0.004, 0.0) + np.where(hp == "psychrometric", 0.002, 0.0)
                 + 0.0005 / ap + np.where(ae == "csv", 0.0001, 0.0))
        item = (cyc / (ghz * 1e3) + 6.0e4) * minor
        t, busy = _static(batches, item, bt, th, cores, 0.27, 50.0)
        t = t + 2.0e5
        mem = busy * bt * np.where(af == "cfd_cabinet", 0.9e9, 0.0)
        bad = ((mem > mem_gb * 1e9) | ((ct == "pid_setpoints") & (ss == 120) & (eh == "embryo_growth"))
               | ((ct == "mpc_turning") & (af == "zone_lumped")) | ((af == "cfd_cabinet") & (ss == 120)))
        return np.where(bad, np.nan, t)
    return cost


def hatchery_params() -> dict[str, list[Any]]:
    return {"air_model": ["zone_lumped", "tray_network", "cfd_cabinet"], "egg_heat": ["constant_gen", "embryo_growth"],
            "incub_ctrl": ["pid_setpoints", "profile_table", "mpc_turning"], "step_s": [10, 30, 120],
            "batch_task": [1, 4, 16, 64], "threads": [566, 1132], "candle_log": ["tray_records", "batch_records"],
            "humidity_probe": ["capacitive", "psychrometric"], "alarm_poll_s": [1, 5, 15], "audit_export": ["csv", "parquet"]}


def dredge_plan(scenarios: float, cores: int, ghz: float, l2_kb: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """A dredging contractor's cutter-suction production plans for a capital-dredging campaign,
    what-if scenarios of soil and tide on a CPU with two hardware threads a core (the second
    adds 22%): ``scenarios`` scenarios of a two-week campaign at ``step_s``-second steps (1, 5
    or 20). ``slurry`` (no order), cycles a step: ``durand`` (the Durand-Condolios correlation,
    30), ``wilson_2layer`` (a two-layer model of the pipeline's bed, 150) or ``dem_cfd``
    (particles in the flow, 5 x 10^4; unstable at 20-second steps: fails; 3 GB held for each
    scenario of a chunk by every busy thread: over the ``mem_gb`` GB fails). ``cutter`` (no
    order): ``empirical_prod`` (10) or ``cutting_theory`` (the cutting forces of the soil, 120).
    ``pump`` (no order): ``fixed_speed`` (5), ``vacuum_control`` (40) or ``mpc_pump`` (an MPC of
    the pumps' speeds, 3,000; it needs the bed's state: with ``durand`` fails). ``tide`` (no
    order): ``harmonic`` (tidal constituents, 20) or ``hydro_2d`` (a 2-D tidal model of the
    channel, 2,000; its 4.5 MB grid, twice with two threads a core, over the ``l2_kb`` KB of L2
    a core: 1.9 times). 120 ms a scenario (its borings and surveys read); ``scen_task``
    scenarios a chunk dealt out statically to ``threads`` threads (a barrier of 80 us x log2
    threads a round). 0.3 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        sl, cu, pu, ti = (np.asarray(c[k]) for k in ("slurry", "cutter", "pump", "tide"))
        ss, st, th = c["step_s"], c["scen_task"], c["threads"]
        two = np.where(th > cores, 2.0, 1.0)
        steps = 14.0 * 86400.0 / ss
        cliff = np.where((ti == "hydro_2d") & (4608.0 * two > l2_kb), 1.9, 1.0)
        per = (np.select([sl == "durand", sl == "wilson_2layer"], [30.0, 150.0], 5.0e4) + np.where(cu == "empirical_prod", 10.0, 120.0)
               + np.select([pu == "fixed_speed", pu == "vacuum_control"], [5.0, 40.0], 3000.0)
               + np.where(ti == "harmonic", 20.0, 2000.0 * cliff))
        item = steps * per / (ghz * 1e3) + 1.2e5
        t, busy = _static(scenarios, item, st, th, cores, 0.22, 80.0)
        t = t + 3.0e5
        mem = busy * st * np.where(sl == "dem_cfd", 3.0e9, 0.0)
        bad = (mem > mem_gb * 1e9) | ((sl == "dem_cfd") & (ss == 20)) | ((pu == "mpc_pump") & (sl == "durand"))
        return np.where(bad, np.nan, t)
    return cost


def dredge_params() -> dict[str, list[Any]]:
    return {"slurry": ["durand", "wilson_2layer", "dem_cfd"], "cutter": ["empirical_prod", "cutting_theory"],
            "pump": ["fixed_speed", "vacuum_control", "mpc_pump"], "step_s": [1, 5, 20], "tide": ["harmonic", "hydro_2d"],
            "scen_task": [1, 4, 16, 64], "threads": [566, 1132]}


def pavement_crack(lane_km: float, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """A road agency's network survey re-analysed for cracking on a GPU: ``lane_km`` lane-km of
    downward images, 4 m wide, at ``image_mm`` mm a pixel (1, 2 or 4), in 256 x 256-pixel tiles.
    ``image_layers`` (no order): ``intensity`` (a byte a pixel) or ``intensity_range`` (the 3-D
    laser range too, 2 more bytes; 1.6 times the detector's work). ``detector`` (no order),
    flops a pixel: ``threshold_morph`` (thresholds and morphology, 35; at 4 mm the hairline
    cracks are lost: fails), ``unet_seg`` (a U-Net, 1.1 x 10^4) or ``transformer_seg`` (a
    segmentation transformer, 2.6 x 10^4; in int8 its attention saturates: fails). ``precision``
    fp32, fp16 (twice the rate) or int8 (3.8 times) on 128 lanes a core. ``lane_tiles_block``
    tiles a block, 32 rows of each staged in shared memory in all channels and the precision's
    words (over the 620 KB: fails); 40, 96 or 168 registers by the detector, 1.25 times in fp32
    (over the register file: fails); the blocks in waves over the cores (each wave its compute
    or its DRAM reads, the longer). 0.2 s besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        de, ch, pr = np.asarray(c["detector"]), np.asarray(c["image_layers"]), np.asarray(c["precision"])
        mm, tb, th = c["image_mm"], c["lane_tiles_block"], c["threads"]
        speed = np.select([pr == "fp32", pr == "fp16"], [1.0, 2.0], 3.8)
        word = np.select([pr == "fp32", pr == "fp16"], [4.0, 2.0], 1.0)
        nch = np.where(ch == "intensity", 1.0, 2.0)
        px = lane_km * 1.0e6 / mm * 4000.0 / mm
        tiles = np.ceil(px / 65536.0)
        per_px = np.select([de == "threshold_morph", de == "unet_seg"], [35.0, 1.1e4], 2.6e4) * np.where(nch > 1, 1.6, 1.0)
        smem = tb * 32.0 * 256.0 * nch * word
        regs = np.select([de == "threshold_morph", de == "unet_seg"], [40.0, 96.0], 168.0) * np.where(pr == "fp32", 1.25, 1.0)
        res = _gpu_a(th, smem, regs)
        rate = 128 * 2.0 * ghz * 1e3 * speed
        t = _waves(np.ceil(tiles / tb), tb * 65536.0 * per_px, tb * 65536.0 * np.where(nch > 1, 3.0, 1.0), res, th, cores,
                   rate, dram_bw)
        t = t + 2.0e5
        bad = (res < 1) | ((de == "threshold_morph") & (mm == 4)) | ((de == "transformer_seg") & (pr == "int8"))
        return np.where(bad, np.nan, t)
    return cost


def pavement_params() -> dict[str, list[Any]]:
    return {"detector": ["threshold_morph", "unet_seg", "transformer_seg"], "image_mm": [1, 2, 4],
            "image_layers": ["intensity", "intensity_range"], "precision": ["fp32", "fp16", "int8"],
            "lane_tiles_block": [1, 2, 4, 8, 16], "threads": [128, 256, 512, 1024]}


def powerline_inspect(images: float, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """An electricity utility's drone imagery of its lines re-inspected on a GPU: ``images``
    images of 12 megapixels (3 bytes a pixel, decoded, read from DRAM; the thermal camera's 0.3
    megapixels at 2 bytes besides) resized to ``input_px`` a side (640, 1024 or 1536).
    ``detector`` (no order), flops a pixel of the input: ``yolo_small`` (8,000), ``yolo_large``
    (3.2 x 10^4) or ``two_stage`` (insulators and fittings found, 1.2 x 10^4, then 40 crops a
    picture classified for cracked discs and corroded clamps, 1.5 x 10^8 each; at 640 the crops
    are too coarse: fails; in int8 its classifier misses the rare defects: fails). ``ir_camera``
    (no order): ``rgb_only`` or ``rgb_thermal`` (the hot joints too: 1.35 times). ``precision``
    fp32, fp16 (twice the rate) or int8 (3.6 times) on 128 lanes a core. ``images_block`` images
    a block, 8 rows of each staged in shared memory (3 channels, the precision's words; over the
    428 KB: fails); 56, 128 or 96 registers by the detector, 1.25 times in fp32 (over the
    register file: fails); the blocks in waves over the cores (each wave its compute or its DRAM
    reads, the longer). 0.3 s besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        de, tm, pr = np.asarray(c["detector"]), np.asarray(c["ir_camera"]), np.asarray(c["precision"])
        ip, ib, th = c["input_px"], c["images_block"], c["threads"]
        speed = np.select([pr == "fp32", pr == "fp16"], [1.0, 2.0], 3.6)
        word = np.select([pr == "fp32", pr == "fp16"], [4.0, 2.0], 1.0)
        px = ip * ip
        per_img = (np.select([de == "yolo_small", de == "yolo_large"], [8000.0, 3.2e4], 1.2e4) * px
                   + np.where(de == "two_stage", 40.0 * 1.5e8, 0.0)) * np.where(tm == "rgb_thermal", 1.35, 1.0)
        read = 1.2e7 * 3.0 + np.where(tm == "rgb_thermal", 3.0e5 * 2.0, 0.0)
        smem = ib * 8.0 * ip * 3.0 * word
        regs = np.select([de == "yolo_small", de == "yolo_large"], [56.0, 128.0], 96.0) * np.where(pr == "fp32", 1.25, 1.0)
        res = _gpu_b(th, smem, regs)
        rate = 128 * 2.0 * ghz * 1e3 * speed
        t = _waves(np.ceil(images / ib), ib * per_img, ib * read, res, th, cores, rate, dram_bw)
        t = t + 3.0e5
        bad = (res < 1) | ((de == "two_stage") & (ip == 640)) | ((de == "two_stage") & (pr == "int8"))
        return np.where(bad, np.nan, t)
    return cost


def powerline_params() -> dict[str, list[Any]]:
    return {"detector": ["yolo_small", "yolo_large", "two_stage"], "input_px": [640, 1024, 1536],
            "ir_camera": ["rgb_only", "rgb_thermal"], "precision": ["fp32", "fp16", "int8"],
            "images_block": [1, 2, 4, 8, 16], "threads": [128, 256, 512, 1024]}


def herbarium_scan(sheets: float, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """A natural history museum's herbarium sheets digitised on a GPU: ``sheets`` sheets of
    11.5 x 16.5 inches scanned at ``dpi`` (150, 300 or 600; 3 bytes a pixel read from DRAM), cut
    into whole ``sheet_tile_px`` x ``sheet_tile_px`` tiles (256, 512 or 1024; the edge tiles
    computed whole). ``workflow`` (no order), flops a pixel: ``labels_only`` (the label's
    transcription, on 8% of the sheet), ``label_traits`` (and the leaves' traits segmented,
    6,000 on the whole sheet) or ``species_id`` (and a species classifier, 1.5 x 10^4 more; in
    int8 the rare taxa's logits collapse: fails). ``ocr_model`` (no order), flops a label pixel:
    ``lstm_ocr`` (2,500; it cannot read the handwritten labels at 150 dpi: fails) or
    ``transformer_ocr`` (6,000). ``precision`` fp32, fp16 (twice the rate) or int8 (3.7 times)
    on 128 lanes a core. ``sheet_tiles_block`` tiles a block, 16 rows of each staged in shared
    memory (3 channels, the precision's words; over the 620 KB: fails); 64, 104 or 144 registers
    by the workflow, 1.25 times in fp32 (over the register file: fails); the blocks in waves
    over the cores (each wave its compute or its DRAM reads, the longer). 0.15 s besides. Times
    in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        wf, oc, pr = np.asarray(c["workflow"]), np.asarray(c["ocr_model"]), np.asarray(c["precision"])
        dpi, tp, tb, th = c["dpi"], c["sheet_tile_px"], c["sheet_tiles_block"], c["threads"]
        speed = np.select([pr == "fp32", pr == "fp16"], [1.0, 2.0], 3.7)
        word = np.select([pr == "fp32", pr == "fp16"], [4.0, 2.0], 1.0)
        tiles = np.ceil(11.5 * dpi / tp) * np.ceil(16.5 * dpi / tp)  # whole tiles
        ocr = 0.08 * np.where(oc == "lstm_ocr", 2500.0, 6000.0)
        per_px = ocr + np.select([wf == "labels_only", wf == "label_traits"], [0.0, 6000.0], 2.1e4)
        smem = tb * 16.0 * tp * 3.0 * word
        regs = np.select([wf == "labels_only", wf == "label_traits"], [64.0, 104.0], 144.0) * np.where(pr == "fp32", 1.25, 1.0)
        res = _gpu_a(th, smem, regs)
        rate = 128 * 2.0 * ghz * 1e3 * speed
        t = _waves(sheets * np.ceil(tiles / tb), tb * tp * tp * per_px, tb * tp * tp * 3.0, res, th, cores, rate, dram_bw)
        t = t + 1.5e5
        bad = (res < 1) | ((wf == "species_id") & (pr == "int8")) | ((dpi == 150) & (oc == "lstm_ocr"))
        return np.where(bad, np.nan, t)
    return cost


def herbarium_params() -> dict[str, list[Any]]:
    return {"workflow": ["labels_only", "label_traits", "species_id"], "dpi": [150, 300, 600],
            "ocr_model": ["lstm_ocr", "transformer_ocr"], "precision": ["fp32", "fp16", "int8"], "sheet_tile_px": [256, 512, 1024],
            "sheet_tiles_block": [1, 2, 4, 8], "threads": [128, 256, 512, 1024]}


def cartridge_match(pairs: float, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """A forensic firearms laboratory's cartridge cases compared against its reference
    collection on a GPU: ``pairs`` pairs of 3-D topography scans of the breech-face impressions,
    4 x 4 mm at ``scan_um`` um a pixel (1.6, 3.2 or 6.4; 4 bytes a pixel, both scans read from
    DRAM), aligned over ``rot_steps`` angles (36, 72 or 180). ``method`` (no order), flops a
    rotation: ``ccf_fft`` (the areal cross-correlation by FFT, 15 N log2 N over the N pixels; in
    fp16 its peak is lost: fails), ``cmc_cells`` (congruent matching cells: a 7 x 7 grid of
    cells, each correlated over +/- 20 pixels, 2 x 41^2 a cell pixel; at 6.4 um a cell holds too
    few pixels: fails) or ``deep_embed`` (a learned embedding, 2.2 x 10^4 flops a pixel once and
    4,000 a rotation). ``precision`` fp32 or fp16 (twice the rate) on 128 lanes a core.
    ``grid_cells_block`` cells a block (of 49 a pair), 8 rows of each cell of both scans staged
    in shared memory in the precision's words (over the 428 KB: fails); 48, 72 or 120 registers
    by the method, 1.25 times in fp32 (over the register file: fails); the blocks in waves over
    the cores (each wave its compute or its DRAM reads, the longer). 0.1 s besides. Times in us,
    ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        me, pr = np.asarray(c["method"]), np.asarray(c["precision"])
        pu, ro, cb, th = c["scan_um"], c["rot_steps"], c["grid_cells_block"], c["threads"]
        speed = np.where(pr == "fp32", 1.0, 2.0)
        word = np.where(pr == "fp32", 4.0, 2.0)
        n = (4000.0 / pu) ** 2
        cell = n / 49.0
        per_pair = np.select([me == "ccf_fft", me == "cmc_cells"],
                             [ro * 15.0 * n * np.log2(n), ro * 2.0 * 41.0 ** 2 * n], 2.2e4 * n + 4000.0 * ro)
        blocks = pairs * np.ceil(49.0 / cb)
        smem = cb * 2.0 * 8.0 * np.sqrt(cell) * word
        regs = np.select([me == "ccf_fft", me == "cmc_cells"], [48.0, 72.0], 120.0) * np.where(pr == "fp32", 1.25, 1.0)
        res = _gpu_b(th, smem, regs)
        rate = 128 * 2.0 * ghz * 1e3 * speed
        t = _waves(blocks, per_pair * np.minimum(cb, 49.0) / 49.0, 2.0 * 4.0 * n * np.minimum(cb, 49.0) / 49.0, res, th, cores,
                   rate, dram_bw)
        t = t + 1.0e5
        bad = (res < 1) | ((me == "ccf_fft") & (pr == "fp16")) | ((me == "cmc_cells") & (pu == 6.4))
        return np.where(bad, np.nan, t)
    return cost


def cartridge_params() -> dict[str, list[Any]]:
    return {"method": ["ccf_fft", "cmc_cells", "deep_embed"], "scan_um": [1.6, 3.2, 6.4], "rot_steps": [36, 72, 180],
            "precision": ["fp32", "fp16"], "grid_cells_block": [1, 4, 16, 64], "threads": [128, 256, 512, 1024]}


def seen_57_synthetic() -> list[tuple[str, Landscape]]:
    """The fifty-seventh held-out set's synthetic part: nine families no earlier set had (constants of
    a 562-core GPU with 620 KB of shared memory a core, 19.7 TB/s at 2.67 GHz, a 574-core one with
    428 KB and 16.9 TB/s at 2.69 GHz, and a 566-core CPU with two hardware threads a core at 2.77
    GHz with 7.375 MB of L2 a core and 13312 GB; times in us)."""
    L, S = Landscape, "seen_57"
    return [
        (S, L("cathodic_protect_bf", cathodic_params(), cathodic_protect(2.0e5, 566, 2.77, 7552.0, 13312.0), 0.05)),
        (S, L("court_listing_bf", court_params(), court_listing(4.0e4, 566, 2.77, 13312.0), 0.04)),
        (S, L("sugar_mill_bf", sugar_params(), sugar_mill(6.0e4, 566, 2.77, 7552.0, 13312.0), 0.03)),
        (S, L("hatchery_bf", hatchery_params(), hatchery(2.7e4, 566, 2.77, 7552.0, 13312.0), 0.01)),
        (S, L("dredge_plan_bf", dredge_params(), dredge_plan(7.2e4, 566, 2.77, 7552.0, 13312.0), 0.02)),
        (S, L("pavement_crack_bf", pavement_params(), pavement_crack(2.0e5, 562, 1.97e7, 2.67), 0.03)),
        (S, L("powerline_inspect_bf", powerline_params(), powerline_inspect(3.0e7, 574, 1.69e7, 2.69), 0.02)),
        (S, L("herbarium_scan_bf", herbarium_params(), herbarium_scan(4.0e6, 562, 1.97e7, 2.67), 0.04)),
        (S, L("cartridge_match_bf", cartridge_params(), cartridge_match(2.0e7, 574, 1.69e7, 2.69), 0.01)),
    ]


SEEN_57_DIR = _data_dir("zoo_seen_57")


def seen_57() -> list[tuple[str, Landscape]]:
    """The fifty-seventh held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_57/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_57", SEEN_57_DIR)
    return seen_57_synthetic() + recorded
