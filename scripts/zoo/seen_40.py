"""The zoo's ``seen_40`` set.

``seen_40`` (was ``held_out_40``, :func:`seen_40`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the thirty-sixth round, see docs/benchmarks.md):
2 wins / 10 ties / 1 loss against the best peer, geo-mean
1.0019, the best of the five (rl 1.0046, tpe_mv 1.0051); the synthetic nine 1 / 8 / 0 (the win
firework_show_ao, 1.000 against tpe_mv's 1.007); on 30 seeds its recorded four 1 / 2 / 1 (the
non-causal attention won, 1.000 against 1.005; the batched GEMM lost, 1.006 against 1.000);
scored by the median of 9 quiet samples 0 / 2 / 2 with ``--confirm 0`` and 0 / 3 / 1 with
``--confirm 3``; R1 2 / 10 / 1, the default's medians, and quietly 0 / 4 / 0 twice; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (apiculture, perfumery, typography,
pyrotechnics, mycology, diving medicine, nephrology, numismatics, origami engineering), with
constants unlike the other sets' (a 198-core GPU with 226 KB of shared memory a core, 6.7 TB/s
at 1.38 GHz, fp64 at 1/2, holding 2048 threads and 32 blocks a core, a 182-core one with 202 KB
a core, 4.9 TB/s at 1.02 GHz, fp64 at 1/64 and 308 GB, holding 1536 threads and 24 blocks a
core, both with 128 lanes and 255 registers a thread, and a 190-core CPU at 3.42 GHz with two
hardware threads a core, 830 GB/s and 1664 GB; times in us, bandwidths in bytes/us):

- ``beehive_winter_ao`` (486, 63.0%, 467x): 150 winter days of 1,500 candidate honeybee colony
  managements, 12,000 bees each, on the 190-core CPU, cohort ODEs (fail), every bee an agent or
  a continuum core with agent mantle bees, no (fails), lumped or voxel heat balance (20 mm voxels:
  fail), 1-20 minute steps, 1-16 colonies a task and 190 or 380 threads; six within 5%;
- ``perfume_drydown_ao`` (648, 66.7%, 12499x): the eight-hour dry-down of 4,000 candidate
  fragrance formulas of 40 ingredients on the 190-core CPU, ideal (fails), UNIFAC or COSMO-SAC
  activities, explicit RK4 (at 10,000 steps and fewer: fails), BDF or Rosenbrock steps, 300-100,000
  steps, tolerances of 1e-4 (fails) to 1e-8, odour activity values, Stevens' power law or a
  network, and 190 or 380 threads; three within 5%;
- ``font_atlas_ao`` (3600, 55.2%, 5x): distance-field atlases of 40 CJK fonts of 20,000 glyphs on
  the 198-core GPU, anti-aliased bitmaps (fail), SDF, MSDF or MTSDF, flattened, exact or Newton
  distances to the quadratic segments, 16 (fail) to 128 pixels a glyph, no, box or grid culling,
  1-16 glyphs a block (their outlines and tiles over the 226 KB: fail) and 64-1024 threads (the
  multi-channel fields at 1024: fail); 314 within 5%;
- ``firework_show_ao`` (8100, 69.6%, 52835x): a ten-minute display of 800 shells of 600 stars
  previewed on the 182-core GPU, point-mass stars (fail), burning or spinning stars, no (fails),
  quadratic or tabulated drag, Euler (at 8 ms: fails), RK2 or RK4 steps of 0.5-8 ms, smoke as
  particles or on a grid of 0.25-4 m cells (4 m: fail; 0.25 m in fp64 over the 308 GB: fail),
  64-1024 threads (fp64 at 1024: fails) and fp32 or fp64 at 1/64; 145 within 5%;
- ``mycelium_growth_ao`` (12960, 67.5%, 17354x): fourteen days of a fungal mycelium colonising a
  block of hemp substrate on the 198-core GPU, lattice tips (fail), vector hyphae or a graph
  network (without anastomosis: fails), explicit, ADI or multigrid nutrient diffusion, 50-400 um
  cells (400: fail), 64-4096 tips a block (4096 in fp64 over the 226 KB: fail), 64-1024 threads
  (fp64 at 1024: fails), fp32, mixed or fp64, and unsorted, Morton or Hilbert tips; 160 within 5%;
- ``decompression_risk_ao`` (10368, 66.7%, 9x): the decompression-sickness risk of 600
  candidate technical-dive ascent schedules on 2,000 simulated divers each on the 190-core CPU,
  Buhlmann (fails), VPM-B, RGBM or a three-region bubble model, 8 (fail) to 32 compartments, 1-10
  s steps (10: fail), 190 or 380 threads, and six that barely matter (random stream, logging,
  statistics, seeding, output format, affinity): ten parameters, 144 within 5%;
- ``dialyser_flow_ao`` (864, 63.2%, 25261x): the clearances of 60 candidate hollow-fibre
  haemodialysers of 12,000 fibres on the 182-core GPU, a Krogh cylinder (fails), a homogenised
  bundle or resolved fibres (5 um, and 10 um in fp64, over the 308 GB: fail), Newtonian (with
  resolved fibres: fails), Carreau or Quemada blood, 5-40 um meshes (40 with resolved fibres:
  fail), three to twelve solutes, 128-1024 threads (fp64 at 1024: fails) and fp32 or fp64;
  12 within 5%;
- ``coin_dies_ao`` (3240, 64.8%, 6565x): a die study of a hoard of 30,000 ancient coins, every
  obverse against every other, on the 198-core GPU, SIFT, SuperPoint or DINO patch features,
  brute-force, ratio-test ANN (with DINO: fails) or LightGlue (with SIFT: fails) matching, all
  pairs or a global-descriptor prefilter (with SIFT: fails), 256 (fail) to 1024 pixels, 1-8
  coins a block (their descriptor tiles over the 226 KB: fail), 64-1024 threads and fp32, fp16
  or int8; ten within 5%;
- ``origami_deploy_ao`` (486, 61.3%, 152429x): the deployment of 1,200 candidate Miura-ori crease
  patterns for a folded solar array on the 190-core CPU, rigid origami (fails), bar-and-hinge or
  shell elements refined 1-16 times a panel side, explicit, arc-length Newton (10 load steps: fail;
  its factors over the 1664 GB: fail) or dynamic relaxation, 10-200 load steps, no (fails),
  penalty or barrier contact and 190 or 380 threads; three within 5%.

And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a non-causal multi-head self-attention (as many queries as keys) with its KV split,
softmax, pipeline, ``opt_level`` and unroll but both its query block and its KV block left at the
default, a batched GEMM without bias tuning its M tile with layout, ``opt_level``, ``l1_prefetch``
and unroll but its N and K tiles left at the default, a gated ReLU FFN with the up projection's N
tile, the down K tile, the up pipeline, ``down_l1_prefetch`` and ``opt_level``, and an RMSNorm with
its rows a block, hidden split and ``opt_level`` but neither its stats, its pipeline nor its unroll
(a set no earlier RMSNorm or LayerNorm space tuned), each space measured exhaustively (every
configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_40/`` (gzip JSON, times in
us, provenance in each file's ``source``, 14 KB in all). They were recorded on the shared 2-core
machine the standing way, ``--only`` each, one after another, the recorder at normal priority (not
niced), after the lead's evaluation of held_out_39 had ended; ``ps`` (every 60 s and at the end,
seven times) showed nothing else running but the recorder, its measuring worker and the C compiler
it called, this helper's own sampling and waiting shells (sleeping) and idle tool shells (sleeping;
one, not this helper's, polling on ten-second sleeps) (no other python or pytest process; no
benchmark of the lead's), and this helper only edited text beside it (nothing enumerated, measured
or tested) (load average 1.00-1.86 sampled every 10 s over the recording, 36 samples, median 1.065,
the recorder itself included; 1.86 at its start, the one-minute average still falling from the
evaluation, which had ended 2 s before): the tail of their samples is real measurement noise, about
as light as held_out_39's (median spread 1-2%), and the fastest sample is the true cost. Before
that, the first and the last configuration of each space were compiled (not run) to check they
build. Every configuration ran, so they are 0% infeasible (reported, not forced into 30-70%):

===========================================================  ==========================================  =======  ======  ======  =========
landscape                                                    op (shape)                                  configs  params  spread  worst/opt
===========================================================  ==========================================  =======  ======  ======  =========
cpu_attention_mha_noncausal_no_blocks                        multi-head attention, non-causal (batch 1,      162       5      1%       1.7x
                                                             5 heads, 192 queries over 192 keys, d 56)
cpu_gemm_batched_m_tile_layout_opt_prefetch_unroll           batched GEMM (3 x 200 x 232 @ 232 x 168)        162       5      2%      13.7x
cpu_ffn_reglu_n_down_k_pipeline_down_prefetch_opt            FFN, ReLU, gated (144 tokens, 200 -> 528)       162       5      2%       1.6x
cpu_rmsnorm_no_stats_no_pipeline_no_unroll                   RMSNorm (1344 rows x 2240)                      112       3      1%       6.2x
===========================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
18, 29, 16 and 6 configurations; the GEMM's column-major layout is 6.8-13.7 times the optimum,
the other two layouts at most 1.7.) Recording took 103 + 68 + 90 + 86 s, 5.8 minutes in all, one
landscape after another (2026-12-05 04:14 to 04:19 UTC).
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, resident_blocks, smt_cores

_big = partial(resident_blocks, smem_kb=226.0, max_threads=2048, max_blocks=32, max_regs=255)  # the 198-core GPU's core
_small = partial(resident_blocks, smem_kb=202.0, max_threads=1536, max_blocks=24, max_regs=255)  # the 182-core GPU's core


def beehive_winter(colonies: int, bees: float, cores: int, ghz: float) -> Callable[[Cols], np.ndarray]:
    """The winter survival of ``colonies`` candidate honeybee colony managements (varroa treatment
    dates, feeding, hive insulation), each a colony of ``bees`` bees through 150 winter days by
    simulation on a CPU with two hardware threads a core (a colony a task). ``model`` (no order):
    ``cohort_ode`` (age cohorts as ODEs: the winter cluster's breaking and re-forming missed,
    fails), ``agent_based`` (every bee, 220 cycles a bee a step) or ``cluster_hybrid`` (the
    cluster's core as a continuum, its mantle bees as agents: 0.3 of the bees, 900 cycles a
    continuum cell). ``thermal`` (no order): ``none`` (the cluster's heat balance ignored: fails),
    ``lumped`` (one temperature a frame, 40 cycles a bee) or ``voxel_3d`` (the hive as voxels of
    ``voxel_mm`` mm over a 40 x 50 x 30 cm hive body, 30 cycles a voxel a step; 20 mm voxels
    miss the 2-3 cm mantle: fail). ``dt_min`` the step in minutes (an explicit voxel step of
    10 mm and finer is at most a minute: a longer ``dt_min`` is sub-stepped for the voxels).
    ``colonies_task`` colonies a task (the tasks dealt to ``threads`` threads in rounds, the last
    part-empty; each task a 60 ms set-up). ``threads`` (190 or 380: the second thread of a core
    adds 18%). A hybrid's continuum core 4,000 cells of 900 cycles a step. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        md, th_m = (np.asarray(c[k]) for k in ("model", "thermal"))
        vx, dt, ct, th = c["voxel_mm"], c["dt_min"], c["colonies_task"], c["threads"]
        steps = 150.0 * 1440.0 / dt
        agents = bees * np.where(md == "cluster_hybrid", 0.3, 1.0)
        per_bee = 220.0 + np.where(th_m == "lumped", 40.0, 0.0)
        voxels = (400.0 / vx) * (500.0 / vx) * (300.0 / vx)  # a 40 x 50 x 30 cm hive body
        sub = np.where(th_m == "voxel_3d", np.maximum(1.0, dt / np.where(vx <= 10, 1.0, 4.0)), 1.0)
        vox = np.where(th_m == "voxel_3d", voxels * 30.0 * sub, 0.0)
        cont = np.where(md == "cluster_hybrid", 4000.0 * 900.0, 0.0)
        per_colony = steps * (agents * per_bee + vox + cont)
        tasks = np.ceil(colonies / ct)
        rounds = np.ceil(tasks / th)
        speed = smt_cores(th, cores, 0.18) / th
        t = rounds * ct * per_colony / (speed * ghz * 1e3) + rounds * 6.0e4 + 2.0e6
        bad = (md == "cohort_ode") | (th_m == "none") | ((th_m == "voxel_3d") & (vx >= 20))
        return np.where(bad, np.nan, t)
    return cost


def beehive_params() -> dict[str, list[Any]]:
    return {"model": ["cohort_ode", "agent_based", "cluster_hybrid"], "thermal": ["none", "lumped", "voxel_3d"],
            "voxel_mm": [5, 10, 20], "dt_min": [1, 5, 20], "colonies_task": [1, 4, 16], "threads": [190, 380]}


def perfume_drydown(formulas: int, ingredients: int, cores: int, ghz: float, dram_bw: float) -> Callable[[Cols], np.ndarray]:
    """The eight-hour dry-down of ``formulas`` candidate fragrance formulas of ``ingredients``
    ingredients each on skin: their evaporation, the headspace over the skin and its perceived
    odour, on a CPU with two hardware threads a core (a formula a thread). ``activity`` (no
    order): ``raoult`` (an ideal mixture: the musks' and the alcohol's non-ideality missed,
    fails), ``unifac`` (group contributions: 60 cycles an ingredient pair an evaluation) or
    ``cosmo_sac`` (sigma profiles: 400 cycles a pair, and each formula's 64 KB of profiles
    streamed from memory an evaluation). ``solver`` (no order): ``explicit_rk4`` (stiff: the top
    notes evaporate in seconds, the base notes in days: at 10,000 steps and fewer it diverges,
    fails; 4 evaluations a step), ``bdf`` (two Newton iterations a step and a finite-difference
    Jacobian, ``ingredients`` evaluations, every 20 steps) or ``rosenbrock`` (three stages and a
    Jacobian every step).
    ``steps`` over the eight hours. ``tolerance`` (1e-4 puts the base notes' onset off by half an
    hour: fails; the implicit solvers take 1.5 times the steps at 1e-8). ``odour`` (no order):
    ``oav`` (odour activity values, 20 cycles an ingredient a step), ``stevens_power`` (40) or
    ``odour_space_nn`` (a small network on the headspace, 6,000 cycles a step, the same for
    every formula). ``threads`` (190 or 380: the second thread of a core adds 22%). Times in us,
    bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        ac, so, od = (np.asarray(c[k]) for k in ("activity", "solver", "odour"))
        st, tol, th = c["steps"], c["tolerance"], c["threads"]
        n = float(ingredients)
        pair = np.select([ac == "unifac", ac == "cosmo_sac"], [60.0, 400.0], 8.0) * n * n
        steps = st * np.where((so != "explicit_rk4") & (tol <= 1e-8), 1.5, 1.0)
        evals = np.select([so == "explicit_rk4", so == "bdf"], [4.0, 2.0 + n / 20.0], 3.0 + n)
        odour = np.select([od == "oav", od == "stevens_power"], [20.0 * n, 40.0 * n], 6000.0)
        cyc = formulas * steps * (evals * pair + odour)
        comp = cyc / (smt_cores(th, cores, 0.22) * ghz * 1e3)
        mem = np.where(ac == "cosmo_sac", formulas * steps * evals * 65536.0 / dram_bw, 0.0)
        t = np.maximum(comp, mem) + 0.3 * np.minimum(comp, mem) + 1.5e6
        bad = (ac == "raoult") | ((so == "explicit_rk4") & (st <= 10000)) | (tol >= 1e-4)
        return np.where(bad, np.nan, t)
    return cost


def perfume_params() -> dict[str, list[Any]]:
    return {"activity": ["raoult", "unifac", "cosmo_sac"], "solver": ["explicit_rk4", "bdf", "rosenbrock"],
            "steps": [300, 3000, 10000, 100000], "tolerance": [1e-4, 1e-6, 1e-8],
            "odour": ["oav", "stevens_power", "odour_space_nn"], "threads": [190, 380]}


def font_atlas(glyphs: int, fonts: int, cores: int, ghz: float) -> Callable[[Cols], np.ndarray]:
    """Distance-field atlases of ``fonts`` CJK fonts of ``glyphs`` glyphs each (an outline of
    about 60 quadratic segments) rendered on a GPU. ``field`` (no order): ``bitmap_aa``
    (anti-aliased coverage: blurred when scaled, fails), ``sdf`` (one channel), ``msdf`` (three
    channels, the edges coloured first: 1.3 times the segment tests) or ``mtsdf`` (four, 1.45
    times). ``curves`` (no order), a pixel's distance to a segment: ``flatten`` (the segments cut
    into 8 lines, 8 flops a line), ``quadratic_exact`` (a cubic solved, 70 flops) or
    ``quadratic_newton`` (four Newton steps, 44 flops). ``px`` pixels a glyph side (16 merge
    the strokes of dense characters: fail). ``cull`` (no order): ``none`` (every segment for
    every pixel), ``bbox`` (segments whose box is within the spread: 0.45 of them, 6 flops a
    test) or ``grid`` (a 8 x 8 grid of segment lists: 0.2, its 2 KB in shared memory a glyph).
    ``glyphs_block`` glyphs a block (each one's outline, 1.4 KB, and a tile of up to 32 x 32 of
    its output pixels, 4 bytes a channel, in shared memory: over the 226 KB, fails; a block with
    fewer than four pixels a thread leaves threads idle, down to 0.35 of the rate). ``threads`` a
    block (40 registers a thread, 72 for the multi-channel fields: over the register file at
    1024, fails). 20 ms a font to load its outlines. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        fd, cv, cu = (np.asarray(c[k]) for k in ("field", "curves", "cull"))
        px, gb, th = c["px"], c["glyphs_block"], c["threads"]
        ch = np.select([fd == "msdf", fd == "mtsdf"], [3.0, 4.0], 1.0)
        segf = np.select([fd == "msdf", fd == "mtsdf"], [1.3, 1.45], 1.0)
        per = np.select([cv == "flatten", cv == "quadratic_exact"], [64.0, 70.0], 44.0)
        frac = np.select([cu == "none", cu == "bbox"], [1.0, 0.45], 0.2)
        test = np.select([cu == "none", cu == "bbox"], [0.0, 6.0], 1.0)
        flops_px = 60.0 * (test + frac * per * segf)
        smem = gb * (1433.6 + np.where(cu == "grid", 2048.0, 0.0) + np.minimum(px * px, 1024.0) * 4.0 * ch)
        res = _big(th, smem, np.where(ch > 1, 72.0, 40.0))
        occ = np.minimum(1.0, res * th / 2048.0)
        fill = np.minimum(1.0, gb * px * px / (th * 4.0))
        rate = cores * 128 * 2.0 * ghz * 1e3
        t = fonts * glyphs * px * px * flops_px / (rate * (0.3 + 0.7 * occ) * (0.35 + 0.65 * fill)) + fonts * 2.0e4 + 1.0e5
        bad = (fd == "bitmap_aa") | (px <= 16) | (res < 1)
        return np.where(bad, np.nan, t)
    return cost


def font_params() -> dict[str, list[Any]]:
    return {"field": ["bitmap_aa", "sdf", "msdf", "mtsdf"], "curves": ["flatten", "quadratic_exact", "quadratic_newton"],
            "px": [16, 32, 64, 128], "cull": ["none", "bbox", "grid"], "glyphs_block": [1, 2, 4, 8, 16],
            "threads": [64, 128, 256, 512, 1024]}


def firework_show(shells: int, stars: int, seconds: float, cores: int, dram_bw: float, ghz: float, fp64: float,
                  mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """A preview of a ``seconds``-s firework display of ``shells`` aerial shells bursting into
    ``stars`` stars each, their flight, burn and smoke simulated for the choreographer on a GPU.
    ``star`` (no order): ``point_mass`` (a star's burning mass loss ignored: its fall and fade
    wrong, fails), ``burning_mass`` or ``burning_spin`` (the tumbling of cut stars, 1.5 times a
    star's work). ``drag`` (no order): ``none`` (fails), ``quadratic`` (30 flops) or
    ``reynolds_table`` (a drag-coefficient table in shared memory, 16 KB a block, 45 flops).
    ``integrator`` (no order): ``euler`` (one stage; at 8 ms steps the bursts' symmetry drifts,
    fails), ``rk2`` or ``rk4`` (two and four stages). ``dt_ms`` (0.5, 2 or 8). ``smoke`` (no
    order): ``particles`` (8 smoke particles a burning star, 40 flops each) or ``grid`` (advected on a grid of
    ``cell_m`` m cells over a 600 x 600 x 400 m sky, 24 bytes a cell in fp32, twice in fp64, over
    the ``mem_gb`` GB: fails; the grid's steps at the bandwidth); ``cell_m`` (4 m cells blur the
    plumes the wind shears: fail; with particles it does nothing). ``threads`` a block (56
    registers a thread, 112 in fp64: over the register file at 1024, fails) and ``precision``
    (``fp64`` at ``fp64`` the fp32 rate). 80 flops a star a stage beside the drag, a quarter of
    the stars alight at a time, 15 us of launches a step. Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        sr, dg, ig, sm, pr = (np.asarray(c[k]) for k in ("star", "drag", "integrator", "smoke", "precision"))
        dt, cm, th = c["dt_ms"], c["cell_m"], c["threads"]
        wide = pr == "fp64"
        steps = seconds * 1000.0 / dt
        stages = np.select([ig == "euler", ig == "rk2"], [1.0, 2.0], 4.0)
        drag = np.select([dg == "quadratic", dg == "reynolds_table"], [30.0, 45.0], 0.0)
        star = (80.0 + drag) * stages * np.where(sr == "burning_spin", 1.5, 1.0)
        live = shells * stars * 0.25  # a quarter of the stars alight at a time
        smoke_p = np.where(sm == "particles", live * 8.0 * 40.0, 0.0)
        cells = (600.0 / cm) * (600.0 / cm) * (400.0 / cm)
        word = np.where(wide, 2.0, 1.0)
        smoke_g = np.where(sm == "grid", cells * 24.0 * word * 2.0 / dram_bw, 0.0)  # read and write a step
        smem = np.where(dg == "reynolds_table", 16384.0, 0.0)
        res = _small(th, smem, np.where(wide, 112.0, 56.0))
        occ = np.minimum(1.0, res * th / 1536.0)
        rate = cores * 128 * 2.0 * ghz * 1e3 * np.where(wide, fp64, 1.0)
        t = steps * ((live * star + smoke_p) / (rate * (0.25 + 0.75 * occ)) + smoke_g + 15.0) + 8.0e5
        bad = ((sr == "point_mass") | (dg == "none") | ((ig == "euler") & (dt >= 8)) | (res < 1)
               | ((sm == "grid") & ((cells * 24.0 * word > mem_gb * 1e9) | (cm >= 4))))
        return np.where(bad, np.nan, t)
    return cost


def firework_params() -> dict[str, list[Any]]:
    return {"star": ["point_mass", "burning_mass", "burning_spin"], "drag": ["none", "quadratic", "reynolds_table"],
            "integrator": ["euler", "rk2", "rk4"], "dt_ms": [0.5, 2, 8], "smoke": ["particles", "grid"],
            "cell_m": [0.25, 0.5, 1, 2, 4], "threads": [64, 128, 256, 512, 1024], "precision": ["fp32", "fp64"]}


def mycelium_growth(days: float, cores: int, dram_bw: float, ghz: float, fp64: float) -> Callable[[Cols], np.ndarray]:
    """Fourteen days (``days``) of a fungal mycelium colonising a 20 x 20 x 10 cm block of hemp
    substrate (a mycelium-composite panel), its hyphal tips growing, branching and fusing while
    the nutrients diffuse, on a GPU. ``tips`` (no order): ``lattice`` (tips hop between lattice
    sites: branching angles quantised to 90 degrees, fails), ``vector_hyphae`` (tips as
    particles, 120 flops a tip a step) or ``graph_network`` (the network as a graph, its
    translocation solved too: 3 times). ``nutrient`` (no order): ``explicit``
    (steps of h^2 / 6D at ``grid_um`` um cells, D = 5e-10 m^2/s: sub-stepped under the
    10-minute growth step), ``adi`` (implicit, one solve a growth step, 3 times an explicit
    step's work) or ``multigrid`` (implicit, 5 times); 10 flops and a read and write of a cell a
    step. ``grid_um`` (400 miss the tips' depletion zones: fails). 10^7 tips at
    the end, a growth step of 10 minutes. ``anastomosis`` (fusion of touching hyphae: 1.35 times
    a tip's work; without it the network's transport is wrong only for the graph model, which
    fails). ``tips_block`` tips a block (their neighbour hash, 40 bytes a tip, twice in fp64, in shared memory:
    over the 226 KB, fails; a block's set-up costs 16 tips' work). ``threads`` a block (48
    registers, 96 in fp64: over the register file at 1024, fails). ``precision`` (no order): ``fp32``, ``mixed`` (the nutrient field in fp64)
    or ``fp64``. ``sort`` (no order): the tips kept unsorted (their cell reads scattered, 4
    times the traffic of 64 bytes a tip a step, twice in fp64), Morton-ordered (a sort of 12
    operations a tip a step) or Hilbert-ordered (1.05 times Morton's sort, 0.9 of its traffic).
    Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        tp, nu, pr, so = (np.asarray(c[k]) for k in ("tips", "nutrient", "precision", "sort"))
        gu, an, tb, th = c["grid_um"], np.asarray(c["anastomosis"], dtype=bool), c["tips_block"], c["threads"]
        steps = days * 144.0
        tips = 1.0e7 * 0.5  # the mean over the run
        h = gu * 1e-6
        cells = (0.2 / h) * (0.2 / h) * (0.1 / h)
        sub = np.where(nu == "explicit", np.maximum(1.0, 600.0 / (h * h / (6.0 * 5.0e-10))), np.where(nu == "adi", 3.0, 5.0))
        wide_f = (pr == "fp64") | (pr == "mixed")
        fword = np.where(wide_f, 8.0, 4.0)
        field = steps * sub * cells * fword * 2.0 / dram_bw + steps * sub * cells * 10.0 / (
            cores * 128 * 2.0 * ghz * 1e3 * np.where(wide_f, fp64, 1.0))
        tflops = 120.0 * np.where(tp == "graph_network", 3.0, 1.0) * np.where(an, 1.35, 1.0)
        smem = tb * 40.0 * np.where(pr == "fp64", 2.0, 1.0)
        res = _big(th, smem, np.where(pr == "fp64", 96.0, 48.0))
        occ = np.minimum(1.0, res * th / 2048.0)
        tword = np.where(pr == "fp64", 2.0, 1.0)
        rate = cores * 128 * 2.0 * ghz * 1e3 * np.where(pr == "fp64", fp64, 1.0)
        traffic = steps * tips * 64.0 * tword * np.select([so == "none", so == "morton"], [4.0, 1.0], 0.9) / dram_bw
        sorting = np.where(so == "none", 0.0, steps * tips * 12.0 * np.where(so == "hilbert", 1.05, 1.0) / (cores * 128 * ghz * 1e3))
        grow = steps * tips * tflops / (rate * (0.3 + 0.7 * occ)) * (1.0 + 16.0 / tb)
        t = grow + traffic + sorting + field + 3.0e6
        bad = ((tp == "lattice") | (gu >= 400) | (res < 1) | ((tp == "graph_network") & ~an))
        return np.where(bad, np.nan, t)
    return cost


def mycelium_params() -> dict[str, list[Any]]:
    return {"tips": ["lattice", "vector_hyphae", "graph_network"], "nutrient": ["explicit", "adi", "multigrid"],
            "grid_um": [50, 100, 200, 400], "anastomosis": [False, True], "tips_block": [64, 256, 1024, 4096],
            "threads": [64, 128, 256, 512, 1024], "precision": ["fp32", "mixed", "fp64"],
            "sort": ["none", "morton", "hilbert"]}


def decompression_risk(profiles: int, divers: int, cores: int, ghz: float) -> Callable[[Cols], np.ndarray]:
    """The decompression-sickness risk of ``profiles`` candidate technical-dive ascent schedules,
    each judged on ``divers`` simulated divers (bubble growth in their tissues, varied by a Monte
    Carlo over physiology) on a CPU with two hardware threads a core. ``model`` (no order):
    ``buhlmann_gf`` (dissolved gas only: the bubbles the deep stops are about are missed,
    fails), ``vpm_b`` (bubble nuclei, 60 cycles a compartment a step), ``rgbm`` (80) or
    ``bvm3`` (three-region bubble volume model, 140). ``compartments`` tissue compartments (8
    lose the slow tissues of a 3-hour dive: fail). ``dt_s`` the step (10 s blur the ascents
    between stops: fails). ``threads`` (190 or 380: the second thread of a core adds 12%). And
    six that barely matter (within 1%): the ``rng`` stream, ``logging``, ``stats`` kept online or
    stored, the ``seeding`` of the divers, the ``output`` format and thread ``affinity``. A dive
    is four hours, 90 cycles a step beside the compartments. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        md, rn, lg, stt, sd, ou, af = (np.asarray(c[k]) for k in (
            "model", "rng", "logging", "stats", "seeding", "output", "affinity"))
        cp, dt, th = c["compartments"], c["dt_s"], c["threads"]
        per = np.select([md == "vpm_b", md == "rgbm", md == "bvm3"], [60.0, 80.0, 140.0], 30.0)
        cyc = profiles * divers * (4.0 * 3600.0 / dt) * (cp * per + 90.0)
        minor = (np.where(rn == "pcg64", 1.003, 1.0) * np.select([lg == "dives", lg == "full"], [1.002, 1.009], 1.0)
                 * np.where(stt == "stored", 1.004, 1.0) * np.where(sd == "antithetic", 0.998, 1.0)
                 * np.select([ou == "parquet", ou == "hdf5"], [0.999, 1.003], 1.0) * np.where(af == "scatter", 1.002, 1.0))
        t = (cyc / (smt_cores(th, cores, 0.12) * ghz * 1e3) + 2.0e6) * minor
        bad = (md == "buhlmann_gf") | (cp <= 8) | (dt >= 10)
        return np.where(bad, np.nan, t)
    return cost


def decompression_params() -> dict[str, list[Any]]:
    return {"model": ["buhlmann_gf", "vpm_b", "rgbm", "bvm3"], "compartments": [8, 16, 32], "dt_s": [1, 2, 10],
            "threads": [190, 380], "rng": ["philox", "pcg64"], "logging": ["quiet", "dives", "full"],
            "stats": ["online", "stored"], "seeding": ["independent", "antithetic"],
            "output": ["csv", "parquet", "hdf5"], "affinity": ["compact", "scatter"]}


def dialyser_flow(designs: int, fibres: int, cores: int, dram_bw: float, ghz: float, fp64: float,
                  mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """The clearances of ``designs`` candidate hollow-fibre haemodialyser designs (``fibres``
    fibres of 200 um, 25 cm long, packing and baffles varied), blood inside and dialysate
    outside, each by a steady flow and solute-transport solve on a GPU. ``model`` (no order):
    ``krogh_cylinder`` (one fibre and its annulus: the dialysate's maldistribution missed, fails),
    ``porous_medium`` (the 4 cm bundle homogenised on cells of 20 times ``mesh_um``) or
    ``resolved_fibres`` (every fibre meshed, 800 cells a fibre cross-section and 250 along it
    at 10 um, with the resolution; 120 bytes a cell, twice in fp64, over the ``mem_gb`` GB:
    fails). ``rheology`` (no order): ``newtonian`` (the blood's shear thinning in the fibres
    missed: with resolved fibres fails; the homogenised bundle's correlations carry it),
    ``carreau`` (1.2 times a cell's work) or ``quemada`` (haematocrit-dependent: 1.4).
    ``mesh_um`` (40 um miss the membrane's boundary layer in resolved fibres: fail).
    ``solutes`` (no order): ``three_solutes`` (urea, phosphate, beta-2-microglobulin),
    ``six_solutes`` or ``twelve_solutes``; each solute 0.3 of the flow's work and traffic. ``threads`` a block (64 registers a thread, 128 in fp64: over
    the register file at 1024, fails) and ``precision`` (``fp64`` at ``fp64`` the fp32 rate). 400
    flops a cell an iteration, 2,000 iterations, the cells read once an iteration, 0.1 s a
    design. Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        md, rh, so, pr = (np.asarray(c[k]) for k in ("model", "rheology", "solutes", "precision"))
        mu, th = c["mesh_um"], c["threads"]
        wide = pr == "fp64"
        res_f = (10.0 / mu) ** 2
        cells = np.where(md == "resolved_fibres", fibres * 800.0 * res_f * (250.0 / (mu / 10.0)),
                         np.where(md == "porous_medium", 3.9e7 * (10.0 / mu) ** 3, 2.0e4))
        nsol = np.select([so == "three_solutes", so == "six_solutes"], [3.0, 6.0], 12.0)
        work = 400.0 * np.select([rh == "carreau", rh == "quemada"], [1.2, 1.4], 1.0) * (1.0 + 0.3 * nsol)
        res = _small(th, 0.0, np.where(wide, 128.0, 64.0))
        occ = np.minimum(1.0, res * th / 1536.0)
        rate = cores * 128 * 2.0 * ghz * 1e3 * np.where(wide, fp64, 1.0)
        byt = 120.0 * np.where(wide, 2.0, 1.0)
        it = 2000.0
        comp = designs * it * cells * work / (rate * (0.3 + 0.7 * occ))
        mem = designs * it * cells * byt * (1.0 + 0.3 * nsol) / dram_bw
        t = np.maximum(comp, mem) + 0.2 * np.minimum(comp, mem) + designs * 1.0e5
        bad = ((md == "krogh_cylinder") | ((md == "resolved_fibres") & ((rh == "newtonian") | (mu >= 40))) | (res < 1)
               | ((md == "resolved_fibres") & (cells * byt > mem_gb * 1e9)))
        return np.where(bad, np.nan, t)
    return cost


def dialyser_params() -> dict[str, list[Any]]:
    return {"model": ["krogh_cylinder", "porous_medium", "resolved_fibres"], "rheology": ["newtonian", "carreau", "quemada"],
            "mesh_um": [5, 10, 20, 40], "solutes": ["three_solutes", "six_solutes", "twelve_solutes"],
            "threads": [128, 256, 512, 1024], "precision": ["fp32", "fp64"]}


def coin_dies(coins: int, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """A die study of a hoard of ``coins`` ancient silver coins: every obverse photograph compared
    with every other to find the coins struck from the same die, on a GPU. ``features`` (no
    order): ``sift`` (1,000 keypoints of 128 bytes), ``superpoint`` (1,000 of 256 fp values, 2
    GFLOP an image to extract) or ``dino_patches`` (a vision transformer's 1,024 patch tokens of
    384 values, 40 GFLOP an image). ``matcher`` (no order): ``brute_force`` (every keypoint pair,
    two flops a byte of descriptor), ``ratio_ann`` (an inverted index: 0.06 of the pairs, 3 times
    the work each; with dino patches the worn dies' patches do not separate: fails) or
    ``lightglue`` (attention over both images: 9 layers, 0.5 GFLOP a pair with superpoint or dino,
    and it needs learned keypoints: with sift fails). ``prefilter`` (no order): ``none`` (every
    pair) or ``global_hash`` (a global descriptor's nearest 200 coins a coin: a die shared by
    recut dies is missed with sift, fails). ``resolution`` (256 pixels lose the die flaws:
    fails; extraction with its square). ``coins_block`` coins a block, a 64-keypoint tile of each one's descriptors in
    shared memory (over the 226 KB: fails; each tile is re-used by the block's other pairs, so
    the descriptors' traffic, both coins' a pair, falls with up to 16). ``threads`` a block (64
    registers a thread). sift 0.3 GFLOP an image to extract at 512 pixels.
    ``precision`` (no order): ``fp32``, ``fp16`` (twice the rate, half the bytes) or ``int8``
    (4 times, a quarter; sift's descriptors are bytes already, ``int8`` is no faster there).
    Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        fe, ma, pf, pr = (np.asarray(c[k]) for k in ("features", "matcher", "prefilter", "precision"))
        rs, cb, th = c["resolution"], c["coins_block"], c["threads"]
        kp = np.where(fe == "dino_patches", 1024.0, 1000.0)
        dim = np.select([fe == "sift", fe == "superpoint"], [128.0, 256.0], 384.0)
        speed = np.select([pr == "fp16", pr == "int8"], [2.0, 4.0], 1.0)
        speed = np.where(fe == "sift", np.minimum(speed, 2.0), speed)
        word = np.where(fe == "sift", 1.0, np.select([pr == "fp16", pr == "int8"], [2.0, 1.0], 4.0))
        pairs = np.where(pf == "global_hash", coins * 200.0 / 2.0, coins * (coins - 1) / 2.0)
        per_pair = np.select([ma == "brute_force", ma == "ratio_ann"], [kp * kp * dim * 2.0, kp * kp * dim * 2.0 * 0.06 * 3.0],
                             np.where(fe == "sift", 1.0, 5.0e8))
        extract = coins * np.select([fe == "sift", fe == "superpoint"], [3.0e8, 2.0e9], 4.0e10) * (rs / 512.0) ** 2
        smem = cb * 64.0 * dim * word
        res = _big(th, smem, 64.0)
        occ = np.minimum(1.0, res * th / 2048.0)
        rate = cores * 128 * 2.0 * ghz * 1e3 * speed
        reuse = np.minimum(cb, 16.0)
        comp = (pairs * per_pair + extract) / (rate * (0.25 + 0.75 * occ))
        mem = pairs * 2.0 * kp * dim * word / reuse / dram_bw
        t = np.maximum(comp, mem) + 1.0e6
        bad = ((rs <= 256) | (res < 1) | ((ma == "ratio_ann") & (fe == "dino_patches"))
               | ((ma == "lightglue") & (fe == "sift")) | ((pf == "global_hash") & (fe == "sift")))
        return np.where(bad, np.nan, t)
    return cost


def coin_params() -> dict[str, list[Any]]:
    return {"features": ["sift", "superpoint", "dino_patches"], "matcher": ["brute_force", "ratio_ann", "lightglue"],
            "prefilter": ["none", "global_hash"], "resolution": [256, 512, 1024], "coins_block": [1, 2, 4, 8],
            "threads": [64, 128, 256, 512, 1024], "precision": ["fp32", "fp16", "int8"]}


def origami_deploy(patterns: int, cores: int, ghz: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """The deployment of ``patterns`` candidate crease patterns (Miura-ori variants of 40 x 40
    panels) for a folded spacecraft solar array, each folded flat and deployed by simulation on
    a CPU with two hardware threads a core (a pattern a thread). ``model`` (no order):
    ``rigid_origami`` (rigid panels: the panels' bending that lets a non-flat-foldable pattern
    fold is missed, fails), ``bar_hinge`` (bars and rotational springs, 6 unknowns a panel) or
    ``shell_fem`` (shell elements, ``refine`` x ``refine`` a panel, 24 unknowns each). ``solver``
    (no order): ``explicit`` (steps bounded by the stiffest bar: 40,000 steps at one element a
    panel, with ``refine``), ``newton_arc`` (arc-length continuation through the snap-throughs,
    ``load_steps`` steps of four iterations of a sparse factorisation, its fill 60 times the
    unknowns' 8 bytes for each pattern solved at once: over the ``mem_gb`` GB, fails) or
    ``dynamic_relaxation`` (``load_steps`` load increments of 400 steps). ``load_steps`` (10
    jump over the snap-throughs in the arc-length continuation: fail; the explicit solver
    ignores it). ``contact`` (no order): ``none`` (the panels
    interpenetrate when flat: fails), ``penalty`` (1.3 times a step's work) or ``ipc_barrier``
    (incremental potential contact: 2.5 times, but the explicit solver's steps halve under it).
    ``threads`` (190 or 380: the second thread of a core adds 30%). 50 cycles an unknown a step;
    a factorisation 2,000 cycles an unknown. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        md, so, co = (np.asarray(c[k]) for k in ("model", "solver", "contact"))
        rf, ls, th = c["refine"], c["load_steps"], c["threads"]
        panels = 1600.0
        unk = np.where(md == "shell_fem", panels * rf * rf * 24.0, panels * 6.0)
        cf = np.select([co == "penalty", co == "ipc_barrier"], [1.3, 2.5], 1.0)
        steps = np.select([so == "explicit", so == "newton_arc"],
                          [40000.0 * np.where(md == "shell_fem", rf, 1.0) * np.where(co == "ipc_barrier", 0.5, 1.0), ls * 4.0],
                          400.0 * ls)
        per_step = np.where(so == "newton_arc", unk * 2000.0, unk * 50.0) * cf
        rounds = np.ceil(patterns / th)
        speed = smt_cores(th, cores, 0.3) / th
        t = rounds * steps * per_step / (speed * ghz * 1e3) + 1.0e6
        bad = ((md == "rigid_origami") | (co == "none") | ((so == "newton_arc") & (ls <= 10))
               | ((so == "newton_arc") & (unk * 60.0 * 8.0 * np.minimum(patterns, th) > mem_gb * 1e9)))
        return np.where(bad, np.nan, t)
    return cost


def origami_params() -> dict[str, list[Any]]:
    return {"model": ["rigid_origami", "bar_hinge", "shell_fem"], "solver": ["explicit", "newton_arc", "dynamic_relaxation"],
            "refine": [1, 4, 16], "load_steps": [10, 50, 200], "contact": ["none", "penalty", "ipc_barrier"],
            "threads": [190, 380]}


def seen_40_synthetic() -> list[tuple[str, Landscape]]:
    """The fortieth held-out set's synthetic part: nine families no earlier set had (constants
    of a 198-core GPU with 226 KB of shared memory a core, 6.7 TB/s at 1.38 GHz and fp64 at 1/2,
    a 182-core one with 202 KB, 4.9 TB/s at 1.02 GHz, fp64 at 1/64 and 308 GB, and a
    190-core CPU with two hardware threads a core at 3.42 GHz with 830 GB/s and 1664 GB; times in us)."""
    L, S = Landscape, "seen_40"
    return [
        (S, L("beehive_winter_ao", beehive_params(), beehive_winter(1500, 1.2e4, 190, 3.42), 0.02)),
        (S, L("perfume_drydown_ao", perfume_params(), perfume_drydown(4000, 40, 190, 3.42, 0.83e6), 0.02)),
        (S, L("font_atlas_ao", font_params(), font_atlas(20000, 40, 198, 1.38), 0.02)),
        (S, L("firework_show_ao", firework_params(), firework_show(800, 600, 600.0, 182, 4.9e6, 1.02, 1 / 64, 308.0), 0.02)),
        (S, L("mycelium_growth_ao", mycelium_params(), mycelium_growth(14.0, 198, 6.7e6, 1.38, 1 / 2), 0.02)),
        (S, L("decompression_risk_ao", decompression_params(), decompression_risk(600, 2000, 190, 3.42), 0.02)),
        (S, L("dialyser_flow_ao", dialyser_params(), dialyser_flow(60, 12000, 182, 4.9e6, 1.02, 1 / 64, 308.0), 0.02)),
        (S, L("coin_dies_ao", coin_params(), coin_dies(30000, 198, 6.7e6, 1.38), 0.02)),
        (S, L("origami_deploy_ao", origami_params(), origami_deploy(1200, 190, 3.42, 1664.0), 0.02)),
    ]


SEEN_40_DIR = _data_dir("zoo_seen_40")


def seen_40() -> list[tuple[str, Landscape]]:
    """The fortieth held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_40/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_40", SEEN_40_DIR)
    return seen_40_synthetic() + recorded
