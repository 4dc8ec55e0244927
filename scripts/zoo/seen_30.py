"""The zoo's ``seen_30`` set.

``seen_30`` (was ``held_out_30``, :func:`seen_30`; reported once, on the twenty-second round's
default (no candidate was named in the twenty-ninth round, see docs/benchmarks.md): 0 wins / 9 ties
/ 4 losses against the best peer, the worst ratio 2.291 on
cpu_ffn_fastgeglu_both_pipelines_opt_unroll (against random's 1.000: the committed recording's
optimum is a fast outlier sample, 323 us where nine quiet samples give 1142-1160); on 30 seeds its
recorded spaces 0 / 2 / 2, and scored by the median of 9 samples recorded quietly 0 / 4 / 0 both
with ``--confirm 0`` and ``--confirm 3``, every strategy's median within 1.6% of the quiet
optimum on all four; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (physical oceanography, wildfire science,
chemical process engineering, catastrophe insurance, space surveillance, surface catalysis,
CNC machining, solar photovoltaics, landscape ecology), with constants unlike the other sets' (a
156-core GPU with 212 KB of shared memory a core, 4.2 TB/s at 1.85 GHz, fp64 at 1/2 and 80 GB,
holding 2048 threads and 32 blocks a core, a 62-core one with 104 KB, 736 GB/s at 2.35 GHz and
fp64 at 1/32, holding 1536 threads and 20 blocks a core, both with 255 registers a thread, and a
44-core CPU at 2.75 GHz with two hardware threads a core, 395 GB/s and 2 MB of L2 a core; times in
us, bandwidths in bytes/us):

- ``ocean_wave_ae`` (5184, 62.8%, 76x): a 7-day global ocean wave forecast of 8 x 10^6 sea points
  by a spectral wave model on the 156-core GPU, due within 2 hours (later fails), first-order
  upwind propagation (its diffusion smears the distant swell: fails), ULTIMATE QUICKEST (with 24
  directions the garden-sprinkler effect: fails) or the same with its alleviation, 24-48
  directions x 25-40 frequencies, a regular or a spherical multiple-cell grid, source terms every
  30-300 s (the DIA's over 150 s oscillate: fail), the DIA, GMD or the two-scale approximation,
  threads a block holding whole points (their spectra over 212 KB: fail) and fp32 or fp64; four
  within 5%;
- ``wildfire_ae`` (2592, 60.5%, 171x): a 200-member ensemble of a wildfire's next 24 hours over
  a 60 km square on the 44-core CPU, due within 3 hours, 10, 30 or 90 m cells (90 m cannot hold
  the roads and fuel breaks: fails), an 8-neighbour cellular automaton (its octagonal fronts:
  fails), a 16-neighbour one, a level set at 0.25-1.2 of its stable step (over 1: fails) or
  minimum travel time, mass-consistent, stability-corrected or RANS winds every 15-120 minutes, a
  member a thread or each member over all the threads, and 22-88 threads; four within 5%;
- ``distillation_ae`` (1296, 59.3%, 15x): a sweep of 20,000 simulations of a 60-tray extractive
  distillation column (ethanol and water with ethylene glycol) on the 44-core CPU, equilibrium,
  Murphree or rate-based stages, NRTL, UNIQUAC or UNIFAC liquids, the bubble-point method (never
  converges on this wide-boiling system: fails), inside-out or Newton (diverges from cold starts
  with rate-based stages: fails), analytic or finite-difference Jacobians, tolerances of 1e-4
  (misses the purity: fails) to 1e-8, cold or chained starts and 11-88 workers; eight within 5%;
- ``cat_risk_ae`` (10368, 63.0%, 34x): pricing a catastrophe reinsurance programme from 10^4-10^5
  simulated years of 40 events over 2 x 10^6 insured locations on the 44-core CPU, mean damage
  ratios (no secondary uncertainty: fails), a beta distribution in 20 quantiles or 8 samples
  (10^4 years are too few for the samples: fails), independent (fails), event-shared or copula
  correlation, dense or sparse footprints, 1-1024 events a task, 44 or 88 threads, and five that
  barely matter (the locations' order, huge pages, NUMA placement, the year-loss table's
  compression, the accumulation): eleven parameters, 128 configurations within 5%;
- ``conjunction_ae`` (972, 59.3%, 859x): conjunction screening of 4.5 x 10^4 catalogued space
  objects over 7 days on the 62-core GPU, SGP4, SGP4 with Hermite interpolation (knots 16 minutes
  apart at 120 s steps: fails) or a numerical propagator, steps of 10-120 s, screening distances
  of 2 (misses conjunctions of high collision probability: fails), 5 or 10 km, every pair, a
  perigee-apogee filter or a spatial grid, fp64 at 1/32, mixed or fp32 (a week of SGP4 drifts
  by kilometres: fails) and threads; six within 5%;
- ``kmc_catalysis_ae`` (432, 54.9%, 91x): kinetic Monte Carlo of CO oxidation on platinum, 2048
  lattices of 128^2 sites through 5 s on the 156-core GPU, due within 10 minutes, rejection-free,
  rejection or synchronous sublattice KMC (domains of 8 sites: fail), CO hops slowed 1-1000 times
  (1000 distorts the islands: fails), a lattice a warp or a block, three random generators and
  threads; four within 5%;
- ``cam_toolpath_ae`` (768, 56.0%, 29x): a ball-nose finishing toolpath over a 1200 x 800 mm die
  surface of 2 x 10^7 triangles on the 44-core CPU, due within 2 minutes, stepovers of 0.05-0.4
  mm (0.4 leaves 6.7 um scallops: fails), points every 0.02-0.25 mm, uniform (0.25 cuts through
  the fillets: fails) or adaptive, brute-force, kd-tree, bucket-grid or BVH searches, a query a
  point or a strip and 22-88 threads; one within 5%;
- ``pv_yield_ae`` (864, 58.3%, 651x): the yearly yield of a 2 x 10^5-module bifacial tracker plant
  by ray tracing its rear irradiance on the 62-core GPU, backward or forward rays, 64-4096 a
  module an hour from random, stratified or Sobol samples (too few for a 0.5% error: fail), an
  isotropic (fails), Perez or patched sky, SAH or LBVH hierarchies, threads and fp32 or fp64 at
  1/32; three within 5%;
- ``eco_circuit_ae`` (864, 62.5%, 849630x): pairwise circuit-theory connectivity of 200 habitat
  patches over a 150 km square on the 156-core GPU, 30-240 m cells (240 m loses the corridors:
  fails; 120 m only with the maximum's aggregation), 4 or 8 neighbours, a sparse Cholesky
  factorisation (over the 80 GB: fails), IC- or AMG-preconditioned CG (at 1e-4 the distant
  currents are off by over 1%: fails; in fp32 they stall above 1e-8: fails), 1-64 pairs a solve,
  tolerances and fp64 or fp32; three within 5%.

And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind
tuned together (every value of every op kind's vocabulary has been tuned somewhere, the FFN's
last ones by seen_29): a non-causal grouped-query cross-attention (three query heads a KV head)
with its query block, KV split, ``opt_level``, softmax and unroll but its KV block and pipeline
left at the default, a GEMM tuning its M and N tiles with layout, ``output_align`` and unroll but
its K tile left at the default, a gated fast-GELU FFN with its up M tile, the down projection's K
tile, both pipelines, unroll and ``opt_level``, and an RMSNorm with its hidden split,
``opt_level``, stats and unroll but neither its rows a block nor its pipeline, each space
measured exhaustively (every configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_30/`` (gzip JSON, times in
us, provenance in each file's ``source``). They were recorded on the shared 2-core machine under
load (load average about 3: the lead's re-run of held_out_29's evaluation ran alongside on two
jobs, 3.04 sampled at 10:23 UTC mid-recording): the heavy tail of their samples is real
measurement noise, and the fastest sample is the true cost. Before that, the first and the last
configuration of each space were compiled (not run) to check they build. Every configuration
ran, so they are 0% infeasible (reported, not forced into 30-70%):

=================================================  =========================================  =======  ======  ======  =========
landscape                                          op (shape)                                 configs  params  spread  worst/opt
=================================================  =========================================  =======  ======  ======  =========
cpu_attention_gqa3_cross_no_kv_block_no_pipeline   non-causal grouped-query attention (batch      108       5      9%       3.1x
                                                   2, 9 query and 3 KV heads, 56 queries
                                                   over 392 keys, d 104)
cpu_gemm_mn_tiles_layout_align_unroll              GEMM (328 x 232 @ 232 x 200)                   108       5     53%      20.2x
cpu_ffn_fastgeglu_both_pipelines_opt_unroll        FFN, gated fast GELU (120 tokens, 208 ->       144       6     20%       4.7x
                                                   688)
cpu_rmsnorm_no_rows_per_block_no_pipeline          RMSNorm (1920 rows x 1664)                     160       4      7%      11.7x
=================================================  =========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
4, 1, 2 and 2 configurations.) Recording took 124 + 71 + 175 + 184 s, 9.2 minutes in all, one
landscape after another (2026-12-04, 10:18-10:27 UTC).
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _ceil, _data_dir, recorded_set, resident_blocks

_big = partial(resident_blocks, smem_kb=212.0, max_threads=2048, max_blocks=32, max_regs=255)  # the 156-core GPU's core
_small = partial(resident_blocks, smem_kb=104.0, max_threads=1536, max_blocks=20, max_regs=255)  # the 62-core GPU's core


def ocean_wave(cells: float, hours: float, deadline_min: float, cores: int, dram_bw: float, ghz: float,
               fp64: float) -> Callable[[Cols], np.ndarray]:
    """A global ocean wave forecast on a GPU: a third-generation spectral wave model of ``cells`` sea
    points (7 km cells on the ``regular`` grid) run ``hours`` hours ahead, which must be out within
    ``deadline_min`` minutes of the wind fields (later fails), a spectrum of ``freq_bins`` x
    ``dir_bins`` components a point and a global step of 900 s. Propagation (no order):
    ``upwind1`` (first-order upwind: five days of numerical diffusion smear the swell of distant
    storms, wave heights at the far buoys off by over 10%: fails), ``uq3`` (the third-order ULTIMATE
    QUICKEST scheme: with 24 directions the swell breaks into separate rays, the garden-sprinkler
    effect: fails) or ``uq3_gse`` (the same with its alleviation: an extra smoothing pass), in
    substeps of the fastest swell's CFL limit (0.7 for the third-order schemes). ``grid`` (no
    order): ``regular`` or ``smc`` (spherical multiple-cell: 10 km cells in the open ocean merged
    towards the poles, 3.5 km near the coasts, 62% of the points, the coastal ones in more substeps,
    every neighbour read through an index at 60% of the bandwidth). Source terms every
    ``source_dt`` s (over 150 s the DIA's noisy tendencies oscillate unless the growth limiter
    holds back a cyclone's young wind sea: fails with ``dia``): wind input and whitecapping, 45
    flops a component, and the nonlinear four-wave interactions (``nonlinear``, no order: ``dia``,
    the discrete interaction approximation, 110 flops; ``gmd``, five quadruplet configurations,
    550; ``tsa``, the two-scale approximation of the exact integral, 2600), a thread a direction
    looping over the frequencies, ``threads`` a block holding as many whole points as fit (idle
    lanes otherwise), their spectra and tendencies in shared memory (over the 212 KB a core:
    fails). ``precision`` (no order): ``fp32`` or ``fp64`` (at 1/2 the rate, twice the bytes, 1.7
    times the registers). Times in us, bandwidths in bytes/us."""
    steps = hours * 3600.0 / 900.0
    deadline = deadline_min * 60.0e6

    def cost(c: Cols) -> np.ndarray:
        pr, gr, nl, pp = (np.asarray(c[k]) for k in ("propagation", "grid", "nonlinear", "precision"))
        nd, nf, sdt, th = c["dir_bins"], c["freq_bins"], c["source_dt"], c["threads"]
        comps = nd * nf
        word = np.where(pp == "fp64", 8.0, 4.0)
        prate = np.where(pp == "fp64", fp64, 1.0)
        smc = gr == "smc"
        pts = np.where(smc, 0.62 * cells, cells)
        # propagation: substeps of the fastest swell (22 m/s) over the cells, 900 s a step
        cfl = np.where(pr == "upwind1", 1.0, 0.7)
        sub = np.where(smc, 0.85 * np.ceil(900.0 * 22.0 / 10.0e3 / cfl) + 0.15 * np.ceil(900.0 * 22.0 / 3.5e3 / cfl),
                       np.ceil(900.0 * 22.0 / 7.0e3 / cfl))
        p_bytes = np.select([pr == "upwind1", pr == "uq3"], [2.0, 3.0], 4.0) * word
        p_fl = np.select([pr == "upwind1", pr == "uq3"], [12.0, 40.0], 55.0)
        bw = dram_bw * np.where(smc, 0.6, 0.85)
        peak = cores * 128 * 2.0 * ghz * 1e3 * prate
        prop = pts * comps * sub * np.maximum(p_bytes / bw, p_fl / (0.5 * peak))
        # sources: whole points a block, a thread a direction
        ppb = np.floor(th / nd)
        lanes = ppb * nd / th
        smem = ppb * comps * word * 2.0
        regs = np.select([nl == "dia", nl == "gmd"], [48.0, 72.0], 120.0) * np.where(pp == "fp64", 1.7, 1.0)
        res = _big(th, smem, regs)
        occ = np.minimum(1.0, res * th / 2048.0)
        fl = 45.0 + np.select([nl == "dia", nl == "gmd"], [110.0, 550.0], 2600.0)
        blocks = _ceil(pts, np.maximum(ppb, 1.0))
        waves = _ceil(blocks, cores * np.maximum(res, 1.0))
        fill = blocks / (waves * cores * np.maximum(res, 1.0))
        rate = peak * lanes * (0.3 + 0.7 * occ) * fill
        src = (900.0 / sdt) * np.maximum(pts * comps * fl / rate, pts * comps * word * 3.0 / (dram_bw * 0.85))
        t = steps * (prop + src + 40.0) + 5.0e6  # the forcing read and the fields written: 5 s
        bad = ((pr == "upwind1") | ((pr == "uq3") & (nd <= 24)) | ((nl == "dia") & (sdt > 150)) | (res < 1) | (ppb < 1)
               | (t > deadline))
        return np.where(bad, np.nan, t)
    return cost


def ocean_params() -> dict[str, list[Any]]:
    return {"propagation": ["upwind1", "uq3", "uq3_gse"], "dir_bins": [24, 36, 48], "freq_bins": [25, 32, 40],
            "source_dt": [30, 60, 150, 300], "nonlinear": ["dia", "gmd", "tsa"], "grid": ["regular", "smc"],
            "threads": [64, 128, 256, 512], "precision": ["fp32", "fp64"]}


def wildfire(side_km: float, hours: float, members: int, deadline_min: float, cores: int, ghz: float,
             dram_bw: float, l2_mb: float) -> Callable[[Cols], np.ndarray]:
    """An ensemble wildfire spread forecast on a ``cores``-core CPU (two hardware threads a core):
    ``members`` runs of a fire's next ``hours`` hours with perturbed fuel moisture and spread rates
    over a ``side_km`` x ``side_km`` km landscape, due within ``deadline_min`` minutes for the
    evening briefing (later fails). The fuel, slope and wind give each cell a Rothermel rate of
    spread (180 flops, the fastest 1.5 m/s in the grass), each member recomputing them after every
    wind update. ``cell_m`` m cells (90 m cannot hold the 20-60 m roads and fuel breaks that stop
    the fire: fails). ``front`` (no order): ``cellular8`` (a cellular automaton to the 8 neighbours:
    the octagonal fronts misstate the burned area by 8%: fails), ``cellular16`` (16 neighbours,
    twice the work a burning cell), ``level_set`` (a narrow band of 6% of the cells around the
    front, second-order ENO, steps of ``cfl`` of the stable one: over 1 it is unstable: fails) or
    ``mtt`` (minimum travel time: a Dijkstra sweep of every cell from the current perimeter after
    each wind update, the heap's misses beyond the L2 of ``l2_mb`` MB a core); the cellular fronts
    and ``mtt`` step at half a cell's crossing and take no ``cfl``. ``wind`` (no order) over the
    terrain, one field for all members on a 100 m grid of 20 levels every ``wind_every`` minutes,
    solved by all the threads at the machine's bandwidth: ``mass_consistent`` (a Poisson solve,
    200 CG iterations), ``stability`` (the same with the atmosphere's stability, 1.4 times) or
    ``rans`` (a RANS solve, 30 times). ``parallel`` (no order): ``members`` (a member a thread, in
    waves) or ``domain`` (each member split over all ``threads``: only the subdomains on the front
    have work, and a barrier every step). Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        fr, wi, pa = (np.asarray(c[k]) for k in ("front", "wind", "parallel"))
        dx, cfl, we, th = c["cell_m"], c["cfl"], c["wind_every"], c["threads"]
        cells = (side_km * 1e3 / dx) ** 2
        ls = fr == "level_set"
        steps = hours * 3600.0 * 1.5 / (dx * np.where(ls, cfl, 0.5))
        band = np.select([ls, fr == "mtt"], [0.06, 0.0], 0.03) * cells
        per = np.select([fr == "cellular8", fr == "cellular16"], [8.0 * 20.0, 16.0 * 20.0], 60.0)
        updates = hours * 60.0 / we
        thr = np.minimum(th, 2.0 * cores)
        speed = np.where(thr > cores, cores * 1.22 / thr, 1.0)  # a thread's share of its core
        hz = ghz * 1e3 * 4.0  # flops/us a thread: scalar, branchy code
        ros = cells * 180.0 / hz
        heap = cells * (np.log2(cells) * 14.0 + 40.0) / (ghz * 1e3) * np.where(cells * 48.0 > l2_mb * 1e6, 2.2, 1.0)
        front = np.where(fr == "mtt", updates * heap, steps * band * per / hz)
        member = updates * ros + front  # one member on one thread
        waves = _ceil(members, thr)
        t_members = waves * member / speed
        part = np.minimum(1.0, 0.2 + 0.8 * 8.0 / thr)  # the share of the threads with front to work on
        t_domain = members * (member / (thr * speed * part) + np.where(fr == "mtt", updates, steps) * 6.0)
        wind_cells = (side_km * 10.0) ** 2 * 20.0
        solve = wind_cells * 200.0 * 60.0 / (dram_bw * np.minimum(1.0, thr / 16.0))
        wind = updates * solve * np.select([wi == "mass_consistent", wi == "stability"], [1.0, 1.4], 30.0)
        t = np.where(pa == "members", t_members, t_domain) + wind + 2.0e7
        bad = (dx >= 90) | (fr == "cellular8") | (ls & (cfl > 1.0)) | (t > deadline_min * 60.0e6)
        return np.where(bad, np.nan, t)
    return cost


def wildfire_params() -> dict[str, list[Any]]:
    return {"cell_m": [10, 30, 90], "front": ["cellular8", "cellular16", "level_set", "mtt"],
            "cfl": [0.25, 0.5, 0.9, 1.2], "wind": ["mass_consistent", "stability", "rans"], "wind_every": [15, 60, 120],
            "parallel": ["members", "domain"], "threads": [22, 44, 88]}


def distillation(cases: int, trays: int, comps: int, cores: int, ghz: float) -> Callable[[Cols], np.ndarray]:
    """A design sweep of an extractive distillation column on a ``cores``-core CPU (two hardware
    threads a core): ``cases`` steady-state simulations (reflux ratio, solvent rate and feed trays
    varied) of a ``trays``-tray column breaking the ethanol-water azeotrope with ethylene glycol
    (``comps`` components), each to a product of 99.8 mol% ethanol. ``stage`` (no order):
    ``equilibrium``, ``murphree`` (an efficiency on each tray's vapour: a sixth more unknowns) or
    ``rate_based`` (the films' Maxwell-Stefan mass and heat transfer: 2.4 times the unknowns, a
    property call for each phase and film). ``thermo`` (no order): the liquid's activity by
    ``nrtl`` (c^2 exponentials, 30 flops each), ``uniquac`` (1.3 times) or ``unifac`` (from its
    groups: 3.5 times). ``solver`` (no order): ``bubble_point`` (Wang-Henke: for narrow-boiling
    mixtures only; the glycol boils 120 K above the water: it never converges: fails),
    ``inside_out`` (Boston-Sullivan: simple K and enthalpy models fitted in an inner loop, the
    rigorous properties only every outer iteration) or ``newton`` (Naphtali-Sandholm: all MESH
    equations at once, a block-tridiagonal solve an iteration; from a cold start the rate-based
    column's Newton steps diverge: fails). ``jacobian`` (no order): ``analytic`` (three property
    calls' worth a stage) or ``fd`` (finite differences: a property call for each unknown of a
    stage); the inside-out method uses it only for its inner Broyden start. ``tol`` on the
    component balances (1e-4 cannot meet the purity within its specification: fails; each further
    digit an iteration of Newton, a tenth more of inside-out's). ``start`` (no order): ``cold``
    (linear temperatures, constant flows) or ``neighbour`` (each case started from its neighbour in
    the sweep, chained: two thirds fewer Newton iterations, about half the outer ones). ``workers`` processes (88: both hardware
    threads of each core, 18% more than 44). Times in us."""
    def cost(c: Cols) -> np.ndarray:
        st, th_, so, ja, sa = (np.asarray(c[k]) for k in ("stage", "thermo", "solver", "jacobian", "start"))
        tol, wk = c["tol"], c["workers"]
        n = np.select([st == "equilibrium", st == "murphree"], [2.0 * comps + 1.0, (2.0 * comps + 1.0) * 7.0 / 6.0],
                      (2.0 * comps + 1.0) * 2.4)
        prop = comps * comps * 30.0 * np.select([th_ == "nrtl", th_ == "uniquac"], [1.0, 1.3], 3.5) + 40.0 * comps
        prop = prop * np.where(st == "rate_based", 2.0, 1.0)
        digits = -np.log10(tol)
        warm = sa == "neighbour"
        jac = np.where(ja == "analytic", 3.0 * prop, n * prop)
        newton_it = (5.0 + (digits - 6.0)) * np.where(warm, 1.0 / 3.0, 1.0) + 2.0
        newton = newton_it * trays * (prop + jac + 2.0 * n ** 3 + 6.0 * n * n)
        outer = (4.0 + 0.4 * (digits - 6.0)) * np.where(warm, 0.45, 1.0) + 1.0
        inner = 25.0 * trays * (12.0 * n + 8.0 * comps * comps)
        io = outer * (trays * prop * 2.0 + inner) + np.where(ja == "fd", n, 3.0) * trays * prop
        flops = np.where(so == "newton", newton, io)
        used = np.minimum(wk, 2.0 * cores)
        thru = np.where(used > cores, cores * 1.18, used)  # cores' worth of work
        rate = ghz * 1e3 * 2.5  # flops/us a core: small dense blocks and exponentials
        per_case = flops / rate + 20.0
        t = cases * per_case / thru + 2.0e5
        bad = ((so == "bubble_point") | (tol >= 1e-4) | ((so == "newton") & (st == "rate_based") & ~warm))
        return np.where(bad, np.nan, t)
    return cost


def distillation_params() -> dict[str, list[Any]]:
    return {"stage": ["equilibrium", "murphree", "rate_based"], "thermo": ["nrtl", "uniquac", "unifac"],
            "solver": ["bubble_point", "inside_out", "newton"], "jacobian": ["analytic", "fd"],
            "tol": [1e-4, 1e-6, 1e-8], "start": ["cold", "neighbour"], "workers": [11, 22, 44, 88]}


def cat_risk(events_a_year: float, locations: float, cores: int, ghz: float, dram_bw: float
             ) -> Callable[[Cols], np.ndarray]:
    """Pricing a catastrophe reinsurance programme on a ``cores``-core CPU (two hardware threads a
    core): a year-event table of ``years_k`` thousand simulated years of ``events_a_year`` windstorms
    and earthquakes each, every event's hazard footprint over a portfolio of ``locations`` insured
    locations (2% of them hit, on average), each hit location's damage ratio from its vulnerability
    curve through its deductible and limit, summed into occurrence losses and the programme's
    per-occurrence and aggregate layers. ``vuln`` (no order): ``mean`` (the mean damage ratio
    alone: without the secondary uncertainty the 1-in-200 loss comes out a fifth low: fails),
    ``beta_quantile`` (a beta distribution in 20 quantiles carried through the financial terms) or
    ``beta_sampled`` (8 samples of it a location, so 10,000 years leave the 99.5% TVaR's sampling
    error over 5%: fails; more years pass). ``correlation`` (no order) of the secondary
    uncertainty across an event's locations: ``none`` (independent: the tail diversifies away:
    fails), ``event`` (one shared uniform an event) or ``copula`` (a Gaussian copula by district,
    40 cycles a location). ``footprint`` (no order): ``dense`` (the event's bounding box scanned:
    five times the locations hit, 8 cycles each) or ``sparse`` (the hit locations' list, looked up by hash: a
    fifth more a location). ``batch`` events a task (a task 50 us to dispatch; 1024 events'
    curves overflow the L2: 12% slower). ``threads`` (88: both hardware threads, 20% more). And
    five that barely matter: the locations' ``order``, ``huge_pages``, ``numa`` placement, the
    year-loss table's compression (``ylt``) and the accumulation (``accum``). Eleven parameters.
    Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        vu, co, fp, od, nu, yl, ac = (np.asarray(c[k]) for k in ("vuln", "correlation", "footprint", "order", "numa",
                                                                 "ylt", "accum"))
        yk, b, th = c["years_k"], c["batch"], c["threads"]
        hp = np.asarray(c["huge_pages"], dtype=bool)
        events = yk * 1e3 * events_a_year
        hit = 0.02 * locations
        scanned = np.where(fp == "dense", 5.0 * hit, hit)
        per_scan = np.where(fp == "dense", 8.0, 0.0)
        per_hit = (np.select([vu == "mean", vu == "beta_quantile"], [20.0, 20.0 * 9.0], 8.0 * 60.0)
                   + np.select([co == "none", co == "event"], [0.0, 2.0], 40.0) + 15.0)
        per_hit = per_hit * np.where(fp == "sparse", 1.2, 1.0)
        cyc = scanned * per_scan + hit * per_hit
        cyc = cyc * np.where(od == "geohash", 0.985, 1.0) * np.where(hp, 0.99, 1.0) * np.where(nu == "interleave", 1.005, 1.0)
        cyc = cyc * np.where(b >= 1024, 1.12, 1.0)
        used = np.minimum(th, 2.0 * cores)
        thru = np.where(used > cores, cores * 1.2, used)
        comp = events * cyc / (thru * ghz * 1e3) + _ceil(events, b) * 50.0 / thru
        ylt_bytes = events * 8.0 * 3.0 * np.where(yl == "zstd", 0.35, 1.0)
        io = ylt_bytes / (dram_bw * 0.5) + np.where(yl == "zstd", events * 0.004, 0.0)
        layers = yk * 1e3 * np.where(ac == "kahan", 2.1, 2.0)
        t = comp + io + layers + 3.0e6
        bad = (vu == "mean") | (co == "none") | ((vu == "beta_sampled") & (yk <= 10))
        return np.where(bad, np.nan, t)
    return cost


def cat_params() -> dict[str, list[Any]]:
    return {"vuln": ["mean", "beta_quantile", "beta_sampled"], "years_k": [10, 50, 100],
            "correlation": ["none", "event", "copula"], "footprint": ["dense", "sparse"], "batch": [1, 64, 1024],
            "threads": [44, 88], "order": ["policy", "geohash"], "huge_pages": [False, True],
            "numa": ["first_touch", "interleave"], "ylt": ["raw", "zstd"], "accum": ["plain", "kahan"]}


def conjunction(objects: float, days: float, cores: int, dram_bw: float, ghz: float, fp64: float
                ) -> Callable[[Cols], np.ndarray]:
    """Conjunction screening of a space-object catalogue on a GPU: every pair of ``objects``
    tracked objects over the next ``days`` days, positions sampled every ``step_s`` s and pairs
    closer than ``screen_km`` km (plus the distance two objects at up to 15 km/s close within half
    a step) refined to their time and distance of closest approach (ten Newton steps on the range
    rate, 260 flops each). ``screen_km`` 2 km is under the catalogue's 1 km along-track sigmas'
    reach: conjunctions of collision probability over 1e-4 are missed: fails. ``propagator`` (no
    order): ``sgp4`` (the analytic general perturbations, 900 flops a state), ``sgp4_interp``
    (SGP4 every eighth step and Hermite interpolation between, 70 flops: beyond 8 minutes between
    the knots the interpolation errs by over 100 m in low orbits: fails at 120 s steps) or
    ``numerical`` (a high-order integrator with J2-J6, drag and third bodies: 14,000 flops a
    state). ``filter`` (no order): ``none`` (every pair every step, 12 flops a pair), ``perigee``
    (pairs whose perigee-apogee bands are apart dropped once: 28% of the pairs left) or ``grid``
    (each step the states hashed into cells of the screening distance and pairs taken from
    neighbouring cells: a sort of the states and 27 cells a state). ``precision`` (no order):
    ``fp64`` (at 1/32 of the rate), ``mixed`` (positions and propagation in fp64, the pair
    distances from fp32 differences) or ``fp32`` (a week of SGP4's secular terms in fp32 drifts by
    kilometres: fails). ``threads`` a block (a pair tile of ``threads`` states staged in the 104
    KB of shared memory a core). Times in us, bandwidths in bytes/us."""
    pairs = objects * (objects - 1.0) / 2.0

    def cost(c: Cols) -> np.ndarray:
        pg, fi, pr = (np.asarray(c[k]) for k in ("propagator", "filter", "precision"))
        dt, scr, th = c["step_s"], c["screen_km"], c["threads"]
        steps = days * 86400.0 / dt
        peak = cores * 128 * 2.0 * ghz * 1e3
        rate64 = peak * fp64
        rate_pair = np.where(pr == "fp64", rate64, peak)
        prop_fl = np.select([pg == "sgp4", pg == "sgp4_interp"], [900.0, 900.0 / 8.0 + 70.0], 14000.0)
        prop = steps * objects * prop_fl / (np.where(pr == "fp32", peak, rate64) * 0.6)
        smem = th * 3.0 * np.where(pr == "fp64", 8.0, 4.0) * 2.0
        res = _small(th, smem, np.where(pr == "fp64", 64.0, 40.0))
        occ = np.minimum(1.0, res * th / 1536.0)
        eff = 0.35 + 0.55 * occ
        cand = np.select([fi == "none", fi == "perigee"], [pairs, 0.28 * pairs], 0.0)
        reach = scr + 15.0 * dt / 2.0  # km: the threshold with the closing distance
        cell = reach ** 3
        dens = objects / 1.0e12  # states a km^3 over the shell from 200 to 40,000 km (crowded in low orbit: x8)
        grid_pairs = objects * 27.0 * cell * dens * 8.0
        screen = np.where(fi == "grid",
                          objects * (np.log2(objects) * 8.0 + 27.0 * 20.0) / (peak * 0.15) + grid_pairs * 12.0 / (rate_pair * eff),
                          cand * 12.0 / (rate_pair * eff))
        screen = screen + np.where(fi == "grid", 0.0, objects * 3.0 * 8.0 / (dram_bw * 0.8))
        enc = pairs * 3.0e-6 * (reach / 10.0) ** 2 * days  # encounters within the reach, each refined once
        refine = enc * 10.0 * 260.0 / (rate64 * 0.3)
        t = prop + steps * (screen + 24.0) + refine + 2.0e5
        bad = (scr <= 2) | ((pg == "sgp4_interp") & (dt >= 120)) | (pr == "fp32") | (res < 1)
        return np.where(bad, np.nan, t)
    return cost


def conjunction_params() -> dict[str, list[Any]]:
    return {"propagator": ["sgp4", "sgp4_interp", "numerical"], "step_s": [10, 30, 60, 120], "screen_km": [2, 5, 10],
            "filter": ["none", "perigee", "grid"], "precision": ["fp64", "mixed", "fp32"], "threads": [128, 256, 512]}


def kmc_catalysis(lattices: int, side: int, seconds: float, deadline_min: float, cores: int, ghz: float
                  ) -> Callable[[Cols], np.ndarray]:
    """Kinetic Monte Carlo of CO oxidation on a platinum surface on a GPU: ``lattices`` independent
    ``side`` x ``side`` site lattices (CO and O2 adsorption, O2 dissociation, CO diffusion, the
    surface reaction and desorption, with lateral interactions between neighbours, rates from DFT)
    through ``seconds`` s of reaction each, to the turnover frequency and its spread, due within
    ``deadline_min`` minutes (later fails). CO hops 10^6 times a second against some 300 other
    events a site a second: ``diff_scale`` divides the hop rates (1000 makes the CO islands grow
    compact and the turnover frequency is off by over 5%: fails). ``method`` (no order): ``bkl``
    (rejection-free n-fold way: a tree of the rate classes searched and updated every event, 160
    cycles, serial within a lattice), ``rejection`` (a random site and event accepted with their
    rate over the largest: about four attempts an event, 40 cycles each) or ``sublattice``
    (synchronous sublattice KMC: the lattice in ``domain`` x ``domain`` site domains, a quarter of
    them advanced at once through a time window of about one event each, 70 cycles an event and a
    barrier a window; domains of 8 sites cannot hold the lateral interactions' reach across a
    boundary: fails; ``domain`` does nothing for the others). ``mapping`` (no order): a lattice a
    ``warp`` (its lattice in global memory through the L1: a quarter more cycles an event) or a
    ``block`` of ``threads`` (the lattice in shared memory, one byte a site); the serial methods
    find work for at most 11 helper lanes (the tree's updates and the neighbours' rates), a third
    of a lane's each, and leave the rest idle. ``rng`` (no order): ``philox`` (counter-based,
    14 cycles a number), ``xorwow`` (5 cycles, 48 bytes of state a thread loaded and stored each
    kernel) or ``mt`` (a Mersenne twister a warp in shared memory, 2.5 KB each, 4 cycles and a
    warp barrier every 624 numbers). Times in us."""
    sites = float(side * side)

    def cost(c: Cols) -> np.ndarray:
        me, mp, rg = (np.asarray(c[k]) for k in ("method", "mapping", "rng"))
        ds, dom, th = c["diff_scale"], c["domain"], c["threads"]
        events = lattices * sites * seconds * (0.3 * 1.0e6 / ds + 300.0)  # 30% of the sites hold CO
        per = np.select([me == "bkl", me == "rejection"], [160.0, 4.0 * 40.0], 70.0)
        nums = np.select([me == "bkl", me == "rejection"], [2.0, 4.0 * 2.0], 2.0)
        per = per + nums * np.select([rg == "philox", rg == "xorwow"], [14.0, 5.0], 4.0 + 40.0 / 624.0)
        warp = mp == "warp"
        per = per * np.where(warp, 1.25, 1.0)  # the lattice in global memory, through the L1
        width = np.where(warp, 32.0, th)
        serial = me != "sublattice"
        # lanes doing useful work: the serial methods' helpers do a third of a lane each
        busy = np.where(serial, 1.0 + (np.minimum(width, 12.0) - 1.0) / 3.0, np.minimum(width, (side / dom) ** 2 / 4.0))
        speed = busy / width  # useful lanes a lane
        smem = np.where(warp, 0.0, sites) + np.where(rg == "mt", width / 32.0 * 2500.0, 0.0)
        res = _big(width, np.maximum(smem, 1.0), 40.0)
        resident = res * width  # lanes a core keeps busy
        lane_rate = ghz * 1e3 / 4.0  # cycles/us a lane, four warps in turn to hide the latency
        units = lattices * width
        waves = _ceil(units, cores * np.maximum(resident, 1.0))
        comp = events * per / (cores * np.maximum(resident, 1.0) * np.minimum(1.0, units / (cores * np.maximum(resident, 1.0)))
                               * speed * lane_rate)
        comp = np.maximum(comp, events * per / (lattices * lane_rate * busy))  # no lattice runs faster than its lanes
        windows = np.where(serial, 0.0, events / lattices / np.maximum((side / dom) ** 2 / 4.0, 1.0))
        sync = windows * np.where(warp, 0.05, 0.3)
        state = np.where(rg == "xorwow", waves * 48.0 * 2.0 * units / 4.0e6, 0.0)
        t = comp + sync + state + 2.0e6
        bad = (ds >= 1000) | ((me == "sublattice") & (dom <= 8)) | (res < 1) | (t > deadline_min * 60.0e6)
        return np.where(bad, np.nan, t)
    return cost


def kmc_params() -> dict[str, list[Any]]:
    return {"method": ["bkl", "rejection", "sublattice"], "diff_scale": [1, 10, 100, 1000], "domain": [8, 16, 32],
            "mapping": ["warp", "block"], "rng": ["philox", "xorwow", "mt"], "threads": [64, 256]}


def cam_toolpath(width_mm: float, depth_mm: float, triangles: float, radius_mm: float, cores: int, ghz: float,
                 deadline_min: float) -> Callable[[Cols], np.ndarray]:
    """A finishing toolpath for a die-casting mould on a ``cores``-core CPU (two hardware threads a
    core): a ``radius_mm`` mm ball-nose cutter dropped onto a ``width_mm`` x ``depth_mm`` mm surface
    of ``triangles`` triangles along parallel passes ``stepover`` mm apart, a cutter-location point
    every ``sample_mm`` mm, each the highest contact of the cutter with the triangles under it
    (vertex, edge and facet tests, 70 flops a triangle), due within ``deadline_min`` minutes
    (later fails). The scallops left between passes stand stepover^2 / 8R high (over the 2 um the
    polishing can take: 0.4 mm fails). ``sampling`` (no order): ``uniform`` (at 0.25 mm the 0.5 mm
    fillets are cut through between the points: fails) or ``adaptive`` (points added where the
    height turns: 35% more). ``index`` (no order) to the triangles under the cutter: ``brute``
    (every triangle), ``kdtree`` (a descent of cache misses, 1.3 times the triangles a disc's
    box holds), ``grid`` (1 mm buckets: all the buckets the cutter's square covers) or ``bvh``
    (a bounding-volume hierarchy: its descent, 1.1 times). ``batch`` (no order): ``point`` (a query
    a point) or ``line`` (one query a cutter's width of a pass, its strip's triangles packed once
    and tested against every point in it: a strip a little wider than the cutter's disc, three
    quarters of the cycles a triangle, one descent for the points of a cutter's width, 1.4 times
    as long). ``threads`` (88: both hardware threads, 15% more).
    Times in us."""
    area = width_mm * depth_mm
    dens = triangles / area  # triangles a mm^2

    def cost(c: Cols) -> np.ndarray:
        sa, ix, ba = (np.asarray(c[k]) for k in ("sampling", "index", "batch"))
        so, sm, th = c["stepover"], c["sample_mm"], c["threads"]
        pts = (depth_mm / so) * (width_mm / sm) * np.where(sa == "adaptive", 1.35, 1.0)
        disc = np.pi * radius_mm ** 2 * dens
        under = np.select([ix == "brute", ix == "kdtree", ix == "grid"],
                          [triangles * np.ones_like(disc), 1.3 * 4.0 / np.pi * disc,
                           (2.0 * radius_mm + 1.0) ** 2 * dens], 1.1 * 4.0 / np.pi * disc)
        descent = np.select([ix == "brute", ix == "kdtree", ix == "grid"],
                            [0.0, np.log2(triangles) * 2.0 * 90.0, (2.0 * radius_mm + 1.0) ** 2 * 30.0],
                            np.log2(triangles) * 1.2 * 90.0)  # cycles
        line = ba == "line"
        span = 2.0 * radius_mm / sm  # points a cutter's width of a pass
        tests = np.where(line, under * (1.0 + sm / (2.0 * radius_mm)) * 0.75, under)  # a strip's triangles a point, packed
        cyc = tests * 70.0 / 4.0 + np.where(line, descent * 1.4 / span, descent)  # 4 flops a cycle
        used = np.minimum(th, 2.0 * cores)
        thru = np.where(used > cores, cores * 1.15, used)
        t = pts * cyc / (thru * ghz * 1e3) + 2.0e6  # the STL read and the program written: 2 s
        scallop = so ** 2 / (8.0 * radius_mm) * 1e3  # um
        bad = (scallop > 2.0) | ((sa == "uniform") & (sm >= 0.25)) | (t > deadline_min * 60.0e6)
        return np.where(bad, np.nan, t)
    return cost


def cam_params() -> dict[str, list[Any]]:
    return {"stepover": [0.05, 0.1, 0.2, 0.4], "sample_mm": [0.02, 0.05, 0.1, 0.25], "sampling": ["uniform", "adaptive"],
            "index": ["brute", "kdtree", "grid", "bvh"], "batch": ["point", "line"], "threads": [22, 44, 88]}


def pv_yield(modules: float, hours: float, cores: int, dram_bw: float, ghz: float, fp64: float
             ) -> Callable[[Cols], np.ndarray]:
    """The bankable energy yield of a bifacial solar plant on single-axis trackers on a GPU:
    ``modules`` modules' front and rear irradiance in each of the year's ``hours`` daylight
    hours, the rear by Monte Carlo ray tracing of the rows, torque tubes, posts and the ground's
    albedo (a bounding-volume hierarchy of the scene, 40 triangles a module, rebuilt every hour as
    the trackers turn), to a P50 whose sampling error must stay under 0.5%. ``rays`` a module an
    hour; ``method`` (no order): ``backward`` (traced from the module's rear cells: ``random``
    directions need 1024, ``stratified`` ones 256, ``sobol`` points 64) or ``forward`` (from the
    sky and the ground's patches: most miss the rear, four times as many needed: random never
    enough here); fewer fail. ``sky`` (no order): ``isotropic`` (the diffuse sky uniform: the
    circumsolar brightening the trackers face is lost, the yield off by over 1%: fails),
    ``perez`` (the Perez model, 30 flops a ray) or ``patches`` (145 sky patches from the hourly
    measurements, a lookup and 1.5 times the shading rays). ``bvh`` (no order): ``sah`` (a
    surface-area-heuristic build, 2.5 times the build time, the fastest traversal) or ``lbvh``
    (a Morton-code build, traversals 35% longer). ``threads`` a block (a ray a thread, the
    traversal stacks in the 104 KB of shared memory a core). ``precision`` (no order): ``fp32``
    or ``fp64`` (at 1/32 of the rate). Times in us, bandwidths in bytes/us."""
    tris = modules * 40.0

    def cost(c: Cols) -> np.ndarray:
        me, sm, sk, bv, pr = (np.asarray(c[k]) for k in ("method", "sampling", "sky", "bvh", "precision"))
        rays, th = c["rays"], c["threads"]
        need = np.select([sm == "random", sm == "stratified"], [1024.0, 256.0], 64.0) * np.where(me == "forward", 4.0, 1.0)
        prate = np.where(pr == "fp64", fp64, 1.0)
        peak = cores * 128 * 2.0 * ghz * 1e3 * prate
        word = np.where(pr == "fp64", 8.0, 4.0)
        depth = np.log2(tris) * np.where(bv == "sah", 1.0, 1.35)
        per_ray = depth * 2.0 * 24.0 + 3.0 * 30.0 + np.select([sk == "isotropic", sk == "perez"], [10.0, 30.0], 20.0)
        shade = np.where(sk == "patches", 1.5, 1.0)
        smem = th * 24.0 * 4.0 * np.where(pr == "fp64", 1.5, 1.0)  # a 24-deep stack of node indices and distances
        res = _small(th, smem, np.where(pr == "fp64", 96.0, 56.0))
        occ = np.minimum(1.0, res * th / 1536.0)
        eff = 0.15 + 0.45 * occ  # divergent traversals
        traced = modules * hours * rays * np.where(me == "forward", 1.3, 1.0) * shade
        trace = np.maximum(traced * per_ray / (peak * eff), traced * depth * 32.0 * word / (dram_bw * 0.6 * 8.0))
        build = hours * tris * np.where(bv == "sah", 2.5, 1.0) * 60.0 / (peak * 0.1)
        t = trace + build + hours * 30.0 + 1.0e6
        bad = (rays < need) | (sk == "isotropic") | (res < 1)
        return np.where(bad, np.nan, t)
    return cost


def pv_params() -> dict[str, list[Any]]:
    return {"method": ["backward", "forward"], "rays": [64, 256, 1024, 4096], "sampling": ["random", "stratified", "sobol"],
            "sky": ["isotropic", "perez", "patches"], "bvh": ["sah", "lbvh"], "threads": [64, 128, 256],
            "precision": ["fp32", "fp64"]}


def eco_circuit(side_km: float, patches: int, cores: int, dram_bw: float, ghz: float, fp64: float, mem_gb: float
                ) -> Callable[[Cols], np.ndarray]:
    """Landscape connectivity by circuit theory on a GPU: the effective resistance between every
    pair of ``patches`` habitat patches (each pair a source and a ground) over a ``side_km`` x
    ``side_km`` km raster of the landscape's resistance to a mammal's movement, a graph Laplacian
    of ``cell_m`` m cells (240 m loses the riparian corridors under 100 m wide: fails; at 120 m
    the ``mean`` ``aggregation`` of the 30 m source cells dilutes the roads that block movement:
    fails, ``max`` keeps them) and ``neighbours`` 4 or 8 a cell. ``solver`` (no order):
    ``cholesky`` (a nested-dissection sparse factorisation, fill of 10 n log2 n entries for 4
    neighbours and 1.8 times that for 8, in the ``mem_gb`` GB of the GPU or fails, then two
    triangular solves a pair at the bandwidth), ``pcg_ic`` (incomplete Cholesky: its triangular
    solves level-scheduled at a tenth of the bandwidth; iterations growing with the grid's side)
    or ``pcg_amg`` (algebraic multigrid: 30 iterations whatever the grid, each a V-cycle of four
    matrix passes, a setup of 20). ``rhs`` pairs solved together (the matrix or factor read once
    for them all; a batch iterates until its slowest pair converges: 10% more). ``tol`` of each
    iterative solve (at 1e-4 the currents between distant patches are off by over 1%: fails; the
    factorisation takes none; in fp32 the iterations stall above 1e-8: fails there). ``precision`` (no order): ``fp64`` (at 1/2 the
    rate, twice the bytes) or ``fp32``. Times in us, bandwidths in bytes/us."""
    pairs = patches * (patches - 1) / 2.0

    def cost(c: Cols) -> np.ndarray:
        ag, so, pr = (np.asarray(c[k]) for k in ("aggregation", "solver", "precision"))
        dx, nb, b, tol = c["cell_m"], c["neighbours"], c["rhs"], c["tol"]
        n = (side_km * 1e3 / dx) ** 2
        nnz = n * (nb + 1.0)
        word = np.where(pr == "fp64", 8.0, 4.0)
        digits = -np.log10(tol)
        mat = nnz * (word + 4.0)
        vec = n * word
        fill = 10.0 * n * np.log2(n) * np.where(nb == 8, 1.8, 1.0)
        fact_b = fill * (word + 4.0)
        peak = cores * 128 * 2.0 * ghz * 1e3 * np.where(pr == "fp64", fp64, 1.0)
        batches = _ceil(pairs, b)
        # direct: the factorisation (n^1.5 flops for a planar grid) once, then b right-hand sides a pass
        chol = 40.0 * n ** 1.5 * np.where(nb == 8, 1.8, 1.0) / (peak * 0.3) \
            + batches * 2.0 * (fact_b + 2.0 * b * vec) / (dram_bw * 0.7)
        its_ic = 2.5 * np.sqrt(n) * digits / 8.0 * np.where(nb == 8, 0.9, 1.0)
        ic = batches * its_ic * 1.1 * (mat * 3.0 / (dram_bw * 0.1) + b * vec * 6.0 / (dram_bw * 0.7) + 3.0 * 10.0)
        its_amg = 30.0 * digits / 8.0
        amg = 20.0 * mat / (dram_bw * 0.7) + batches * its_amg * np.where(b > 1, 1.1, 1.0) * (
            4.0 * (mat + b * vec * 4.0) / (dram_bw * 0.7) + 12.0 * 10.0)
        t = np.select([so == "cholesky", so == "pcg_ic"], [chol, ic], amg) + 5.0e6
        bad = ((dx >= 240) | ((dx >= 120) & (ag == "mean")) | ((so == "cholesky") & (fact_b > mem_gb * 1e9))
               | ((so != "cholesky") & ((tol >= 1e-4) | ((pr == "fp32") & (tol <= 1e-8)))))
        return np.where(bad, np.nan, t)
    return cost


def eco_params() -> dict[str, list[Any]]:
    return {"cell_m": [30, 60, 120, 240], "aggregation": ["mean", "max"], "neighbours": [4, 8],
            "solver": ["cholesky", "pcg_ic", "pcg_amg"], "rhs": [1, 8, 64], "tol": [1e-4, 1e-6, 1e-8],
            "precision": ["fp64", "fp32"]}


def seen_30_synthetic() -> list[tuple[str, Landscape]]:
    """The thirtieth held-out set's synthetic part: nine families no earlier set had (constants
    of a 156-core GPU with 212 KB of shared memory a core, 4.2 TB/s at 1.85 GHz, fp64 at 1/2 and
    80 GB, a 62-core one with 104 KB, 736 GB/s at 2.35 GHz and fp64 at 1/32, and a 44-core CPU at
    2.75 GHz with 395 GB/s and 2 MB of L2 a core; times in us)."""
    L, S = Landscape, "seen_30"
    return [
        (S, L("ocean_wave_ae", ocean_params(), ocean_wave(8.0e6, 168.0, 120.0, 156, 4.2e6, 1.85, 1 / 2), 0.02)),
        (S, L("wildfire_ae", wildfire_params(), wildfire(60.0, 24.0, 200, 180.0, 44, 2.75, 0.395e6, 2.0), 0.025)),
        (S, L("distillation_ae", distillation_params(), distillation(20000, 60, 3, 44, 2.75), 0.02)),
        (S, L("cat_risk_ae", cat_params(), cat_risk(40.0, 2.0e6, 44, 2.75, 0.395e6), 0.02)),
        (S, L("conjunction_ae", conjunction_params(), conjunction(4.5e4, 7.0, 62, 0.736e6, 2.35, 1 / 32), 0.015)),
        (S, L("kmc_catalysis_ae", kmc_params(), kmc_catalysis(2048, 128, 5.0, 10.0, 156, 1.85), 0.03)),
        (S, L("cam_toolpath_ae", cam_params(), cam_toolpath(1200.0, 800.0, 2.0e7, 3.0, 44, 2.75, 2.0), 0.02)),
        (S, L("pv_yield_ae", pv_params(), pv_yield(2.0e5, 4400.0, 62, 0.736e6, 2.35, 1 / 32), 0.02)),
        (S, L("eco_circuit_ae", eco_params(), eco_circuit(150.0, 200, 156, 4.2e6, 1.85, 1 / 2, 80.0), 0.025)),
    ]


SEEN_30_DIR = _data_dir("zoo_seen_30")


def seen_30() -> list[tuple[str, Landscape]]:
    """The thirtieth held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_30/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_30", SEEN_30_DIR)
    return seen_30_synthetic() + recorded
