"""The zoo's ``seen_36`` set.

``seen_36`` (was ``held_out_36``, :func:`seen_36`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the thirty-fourth round, see docs/benchmarks.md):
1 win / 12 ties / 0 losses against the best peer, geo-mean
1.0150, the best of the five (tpe_mv 1.0206); the synthetic nine 1 / 8 / 0 (the win
tokamak_gk_ak, 1.000 against tpe_mv's 1.055); on 30 seeds its recorded four 0 / 4 / 0; scored by
the median of 9 quiet samples 0 / 2 / 2 with ``--confirm 0`` and 0 / 3 / 1 with ``--confirm 3``
(the gated fast-GELU FFN, 1.019 and 1.009 against 1.000); R1 1 / 11 / 1, geo-mean 1.0160, and
quietly 0 / 4 / 0 twice; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (magnetic confinement fusion, accelerator
physics, musical acoustics, microfluidics, superconducting magnet engineering, legged robotics,
computational social science, bioprocess engineering, snow avalanche science), with constants
unlike the other sets' (a 126-core GPU with 220 KB of shared memory a core, 3.8 TB/s at 1.3 GHz,
fp64 at 1/2 and 88 GB, holding 2048 threads and 20 blocks a core, a 90-core one with 168 KB a
core, 1.1 TB/s at 1.4 GHz, fp64 at 1/16 and 36 GB, holding 1024 threads and 12 blocks a core, both with
128 lanes and 255 registers a thread, and a 102-core CPU at 3.15 GHz with two hardware threads a
core, 8 fp64 lanes a vector, 545 GB/s and 560 GB; times in us, bandwidths in bytes/us):

- ``tokamak_gk_ak`` (3888, 67.6%, 62x): a nonlinear gyrokinetic flux-tube simulation of ion- and
  trapped-electron-mode turbulence to 500 a/c_s on the 126-core GPU, 32-64 binormal modes, 16-48
  parallel velocities and 8 or 16 magnetic moments, adiabatic (fails), kinetic or
  bounce-averaged electrons (on 8 moments: fails), no (on 16 velocities: fails),
  Lenard-Bernstein or Sugama collisions, RK4, SSPRK3 or IMEX-ARK3 steps (the electrons'
  streaming limit against the nonlinear one), pseudo-spectral or Arakawa nonlinearity and
  128-1024 threads a block (a velocity-space slab over the 220 KB: fails; the state over the
  88 GB: fails); three within 5%;
- ``ring_tracking_ak`` (1152, 54.2%, 116x): the dynamic aperture of a light source's storage ring,
  150,000 particles over 10^4 turns through 900 thick magnets on the 102-core CPU, drift-kick,
  SABA2C, Yoshida-4 or Yoshida-6 integration on 2-16 slices (too few for the method's order:
  fails), no (fails), hard-edge or Lie-map fringe fields, array-of-structures or
  structure-of-arrays particles, batches of 8-2048 (past 512 out of L1) dealt to 51-204 threads in
  rounds; one within 5%;
- ``piano_synth_ak`` (324, 65.4%, 6x): three minutes of a Chopin etude from a physical model of a
  grand piano's 88 strings and soundboard at 48 kHz on the 90-core GPU, explicit or implicit
  finite differences (at 1x oversampling: fail) or modal strings, 1-4x oversampling, a linear
  (fails), power-law or hysteretic hammer, 400 soundboard modes (fails), 2,400 or a plate, and
  32-256 threads a string; 14 within 5%;
- ``droplet_chip_ak`` (3888, 65.2%, 7423x): 200 droplets breaking up in a flow-focusing
  microfluidic junction by two-phase lattice Boltzmann on the 126-core GPU, colour-gradient,
  Shan-Chen (fails) or phase-field (at 8 cells a diameter: fails) models, D3Q15 (with the colour
  gradient: fails), D3Q19 or D3Q27, TRT, MRT or cumulant collisions (the cumulant on fewer than 27
  velocities: fails), 8-24 cells a diameter, fp32, fp16 storage or fp64, array-of-structures,
  structure-of-arrays or in-place esoteric-pull populations (two copies over the 88 GB: fail) and
  64-512 threads; four within 5%;
- ``magnet_quench_ak`` (486, 61.7%, 207735x): a quench of a 16 T Nb3Sn dipole's 120 turns over
  500 ms by thermal-electric simulation on the 102-core CPU, a lumped (fails), turn-network or
  3-D finite-element model on 1-6 elements across a turn, fixed, error- or front-adaptive steps
  (front on one element: fails), staggered (with adaptive steps: fails) or monolithic coupling,
  direct LU (its factors over the 560 GB: fail), AMG-CG or Jacobi-GMRES and 51-204 threads; one
  within 5%;
- ``quadruped_rl_ak`` (6480, 68.9%, 35x): 2 x 10^9 control steps of PPO training a quadruped to
  climb overhanging stairs in a simulator on the 126-core GPU, 2,048-32,768 environments (fewer
  than 1,500 policy updates: fails), rollouts of 16-48 steps, PGS (on one substep or 4
  iterations: fails), TGS or soft-penalty contacts (stable on 8 substeps only), 1-8 substeps,
  4-16 iterations, a heightfield (fails), triangle-mesh or SDF terrain and 64-512 threads (TGS's
  registers at 512: none fits); 167 within 5%;
- ``opinion_net_ak`` (11664, 66.7%, 4x): bounded-confidence opinion dynamics on a 60-million-person,
  2.4-billion-link social network, 500 sweeps for 64 seeds on the 102-core CPU, CSR, delta-varint
  or edge-list graphs, random, METIS or label-propagation partitions, synchronous (fails),
  random or coloured asynchronous updates, fp32 or 8-bit opinions (fails), 102 or 204 threads,
  scheduling chunks of 64-16,384 and four that barely matter (random generator, checkpoints,
  statistics, affinity): ten parameters, 108 configurations within 5%;
- ``bioreactor_cfd_ak`` (972, 65.4%, 460x): two hours of a 15 m^3 stirred-tank CHO-cell
  bioreactor by CFD on the 90-core GPU, k-epsilon RANS, Smagorinsky (on 16 M cells or fewer:
  fails) or WALE LES, a frozen-rotor (with LES: fails), sliding-mesh or immersed-boundary
  impeller, population-balance or Euler-Euler (in fp32: fail) or Euler-Lagrange bubbles, 4-64 M
  cells, fp32, mixed or fp64 (at 1/16) and 64-512 threads; four within 5%;
- ``avalanche_hazard_ak`` (2592, 66.7%, 10550x): a hazard map from 20,000 avalanche release
  scenarios on a 40 km^2 elevation model by depth-averaged granular flow on the 90-core GPU, HLL,
  central-upwind or SPH solvers, first order (on 5 m cells: fails) or second, 2-5 m cells, a
  Voellmy (fails), mu(I) or entraining Voellmy rheology, a threshold (at second order on a grid:
  fails) or positivity-preserving wet-dry front, 1-8 scenarios sharing a block's terrain tile (in
  fp64 at 8 over the 168 KB: fails), 128-1024 threads and fp32 or fp64; two within 5%.

And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind
tuned together: a causal grouped-query attention (six query heads a KV head) with its KV block,
``opt_level``, pipeline, softmax and unroll but its query block and KV split left at the default,
a batched GEMM of transposed B with bias tuning its N tile with layout, pipeline,
``l1_prefetch`` and unroll but its M and K tiles left at the default, a gated FastGELU FFN with
the up projection's K tile, the down N tile, the down pipeline, ``l1_prefetch``, ``opt_level``
and unroll, and an RMSNorm with its rows a block, stats, ``opt_level`` and unroll but neither its
hidden split nor its pipeline (a set no earlier RMSNorm or LayerNorm space tuned), each space
measured exhaustively (every configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_36/`` (gzip JSON, times in
us, provenance in each file's ``source``, 14 KB in all). They were recorded on the shared 2-core
machine the standing way, ``--only`` each, one after another, the recorder at normal priority
(not niced), after the lead's CI run had ended; ``ps`` (every 60 s and at the end, seven times,
and four times more by hand) showed nothing else running but the recorder, its measuring worker
and the C compiler it called, and two idle tool shells (no other python or pytest process; no
benchmark of the lead's), and this helper only edited files beside it (text, with a few
sub-second python edits; nothing enumerated or measured) (load average 0.83-1.12 sampled every
10 s over the recording, 37 samples, median 1.02, the recorder itself included; 0.83 at its start,
the one-minute average still falling from the CI run): the tail of their samples is real
measurement noise, about as light as seen_35's (median spread 1-3%), and the fastest sample is
the true cost. Before that, the first and the last configuration of each space were compiled (not
run) to check they build. Every configuration ran, so they are 0% infeasible (reported, not forced
into 30-70%):

=================================================================  ========================================  =======  ======  ======  =========
landscape                                                          op (shape)                                configs  params  spread  worst/opt
=================================================================  ========================================  =======  ======  ======  =========
cpu_attention_gqa6_causal_no_q_block_no_split                      grouped-query attention, causal               162       5      1%       9.4x
                                                                   (batch 2, 12 query heads and 2 KV heads,
                                                                   64 queries over 232 keys, d 40)
cpu_gemm_transb_bias_n_tile_layout_pipeline_prefetch_unroll        batched GEMM of transposed B with bias        162       5      2%       9.5x
                                                                   (3 x 152 x 200 @ (264 x 200)^T)
cpu_ffn_fastgelu_gated_k_down_n_down_pipeline_prefetch_opt_unroll  FFN, FastGELU, gated (88 tokens, 200 ->       144       6      3%       1.6x
                                                                   456)
cpu_rmsnorm_no_split_no_pipeline                                   RMSNorm (1088 rows x 1856)                    144       4      3%       9.7x
=================================================================  ========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
15, 8, 1 and 2 configurations.) Recording took 103 + 66 + 97 + 90 s, 6.0 minutes in all, one
landscape after another (2026-12-05 00:53 to 00:59 UTC).
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _ceil, _data_dir, recorded_set, resident_blocks

_big = partial(resident_blocks, smem_kb=220.0, max_threads=2048, max_blocks=20, max_regs=255)  # the 126-core GPU's core
_small = partial(resident_blocks, smem_kb=168.0, max_threads=1024, max_blocks=12, max_regs=255)  # the 90-core GPU's core


def _smt2(threads: Any, cores: int, gain: float) -> Any:
    """Cores' worth of throughput from ``threads`` threads on a CPU with two hardware threads a
    core: the second thread on a core adds ``gain`` of a core (a quarter or so for work that waits
    on memory, a tenth for work that does not); past two a core they time-share and 5% is lost."""
    first = np.minimum(threads, cores)
    more = np.clip(threads - cores, 0, cores)
    return np.where(threads > 2 * cores, 0.95, 1.0) * (first + gain * more)


def tokamak_gk(t_end: float, cores: int, dram_bw: float, ghz: float, fp64: float, mem_gb: float
               ) -> Callable[[Cols], np.ndarray]:
    """A nonlinear gyrokinetic simulation of ion- and trapped-electron-mode turbulence in a tokamak
    flux tube (a continuum, delta-f code, fp64 complex fields) to ``t_end`` a/c_s, on a GPU. The
    grid: 256 radial points, ``nky`` binormal modes, 32 points along the field line, ``nv_par`` parallel velocities
    and ``nmu`` magnetic moments, for two species. ``electrons`` (no order): ``adiabatic`` (no
    trapped-electron drive: the case's transport is wrong, fails), ``kinetic`` (the electrons'
    parallel streaming, sqrt(m_i/m_e) = 60 times the ions', limits an explicit step) or
    ``bounce_averaged`` (trapped electrons bounce-averaged: 0.7 of an electron's work, the fast
    streaming gone, a step four times the kinetic one; with 8 magnetic moments the trapped-passing boundary is unresolved: fails).
    ``collisions`` (no order): ``none`` (on 16 parallel velocities the distribution recurs: fails),
    ``lenard_bernstein`` (15% a stage) or ``sugama`` (60%). ``integrator`` (no order): ``rk4`` (4
    stages, stable to 2.8 times the streaming limit), ``ssprk3`` (3 stages, 1.7 times) or
    ``imex_ark3`` (3 stages, the streaming implicit: only the nonlinear E x B limit, 0.02 x 64 /
    ``nky``, and 0.8 of a stage for each tridiagonal solve along the field line; the explicit ones
    held to that limit times half their stability). ``nonlinear`` (no
    order): ``pseudo_spectral`` (3/2-dealiased FFTs, 12 log2(3 nky) flops a point) or
    ``arakawa`` (fourth-order finite differences, 48 flops a point, and its stencil's halo: 12%
    more traffic). ``threads`` a block, one warp a field-line point holding a velocity-space slab
    (``nv_par`` x ``nmu`` complex values, four planes of it, shared by four warps) in shared memory: past the core's
    220 KB none fits (fails); the bandwidth a core sees grows with its resident warps to 32 of
    them. A stage reads and writes the distribution six times over, 6 us to launch; the state, with
    a copy a stage and three more, in the ``mem_gb`` GB (over it: fails); 40 s to set up. Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        el, co, it, nl = (np.asarray(c[k]) for k in ("electrons", "collisions", "integrator", "nonlinear"))
        nky, nv, nmu, th = c["nky"], c["nv_par"], c["nmu"], c["threads"]
        n = 2.0 * 256.0 * nky * 32.0 * nv * nmu
        stages = np.where(it == "rk4", 4.0, 3.0)
        stab = np.select([it == "rk4", it == "ssprk3"], [2.8, 1.7], 1.0)
        dt_stream = np.where(el == "kinetic", 0.0035, 0.0035 * 60.0 ** 0.5 * 0.5) * stab
        dt_nl = 0.02 * 64.0 / nky * np.where(it == "imex_ark3", 1.0, stab / 2.0)
        dt = np.where(it == "imex_ark3", dt_nl, np.minimum(dt_stream, dt_nl))
        steps = t_end / dt
        work_e = np.where(el == "bounce_averaged", 0.7, 1.0)
        pts = n * (1.0 + work_e) / 2.0
        coll = np.select([co == "lenard_bernstein", co == "sugama"], [0.15, 0.6], 0.0)
        nlf = np.where(nl == "pseudo_spectral", 12.0 * np.log2(3.0 * nky), 48.0)
        flops = pts * (60.0 + nlf) * (1.0 + coll) * np.where(it == "imex_ark3", 1.8, 1.0)
        byts = pts * 16.0 * 6.0 * np.where(nl == "arakawa", 1.12, 1.0) * (1.0 + coll) \
            * np.where(it == "imex_ark3", 1.8, 1.0)
        smem = nv * nmu * 16.0 * 4.0 * (th / 32.0) / 4.0
        res = _big(th, smem, np.where(it == "imex_ark3", 128.0, 96.0))
        warps = res * th / 32.0
        bw = dram_bw * 0.82 * np.minimum(1.0, warps / 32.0)
        rate = cores * 128.0 * 2.0 * ghz * 1e3 * fp64
        stage = np.maximum(byts / np.maximum(bw, 1e-9), flops / rate) + 6.0
        t = steps * stages * stage + 4.0e7
        mem = n * 16.0 * (stages + 3.0) / 1e9
        bad = ((el == "adiabatic") | ((el == "bounce_averaged") & (nmu <= 8))
               | ((co == "none") & (nv <= 16)) | (res < 1) | (mem > mem_gb))
        return np.where(bad, np.nan, t)
    return cost


def tokamak_params() -> dict[str, list[Any]]:
    return {"nky": [32, 48, 64], "nv_par": [16, 32, 48], "nmu": [8, 16],
            "electrons": ["adiabatic", "kinetic", "bounce_averaged"],
            "collisions": ["none", "lenard_bernstein", "sugama"], "integrator": ["rk4", "ssprk3", "imex_ark3"],
            "nonlinear": ["pseudo_spectral", "arakawa"], "threads": [128, 256, 512, 1024]}


def ring_tracking(particles: int, turns: int, magnets: int, cores: int, ghz: float) -> Callable[[Cols], np.ndarray]:
    """The dynamic aperture of a fourth-generation light source's storage ring by symplectic
    tracking on a ``cores``-core CPU (two hardware threads a core, 8 fp64 lanes a vector, two
    vector units): ``particles`` initial conditions over ``turns`` turns through ``magnets``
    thick magnets (and as many drifts, 40 flops a particle). ``integrator`` (no order) of each
    magnet's body, in ``slices`` slices: ``drift_kick`` (second order, one kick a slice),
    ``saba2c`` (Laskar's SABA2 with its corrector: two kicks and 0.3 of one, fourth order for a
    near-integrable ring), ``yoshida4`` (three kicks, fourth order) or ``yoshida6`` (seven
    kicks, sixth order); each kick a multipole evaluation of 40 flops, each drift between them 30:
    the tune error goes as (1/``slices``)^order with the method's constant, over the tolerance
    (``drift_kick`` on fewer than 16 slices, the fourth-order ones on 2, ``yoshida6`` never) the
    aperture is wrong: fails. ``fringe`` (no order): ``none`` (the ring's strong quadrupoles'
    fringe fields shift its aperture by 10%: fails), ``hard_edge`` (two kicks a magnet) or
    ``lie_map`` (a second-order Lie map: six). ``layout`` (no order): ``aos`` (a particle's six
    coordinates together: the vectors gather, 30% of the lanes) or ``soa`` (each coordinate a
    vector: full lanes). ``batch`` particles tracked together through an element by a thread
    (the element's dispatch, 60 cycles, shared; past 512 their 48 bytes each leave the core's L1:
    a quarter slower); the batches dealt to ``threads`` threads in rounds, the last part-empty (a
    core's second hardware thread adds a tenth of a core). 2 s to set up. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        ig, fr, lay = (np.asarray(c[k]) for k in ("integrator", "fringe", "layout"))
        sl, bt, th = c["slices"], c["batch"], c["threads"]
        kicks = np.select([ig == "drift_kick", ig == "saba2c", ig == "yoshida4"], [1.0, 2.3, 3.0], 7.0)
        order = np.select([ig == "drift_kick", ig == "yoshida6"], [2.0, 6.0], 4.0)
        const = np.select([ig == "drift_kick", ig == "saba2c", ig == "yoshida4"], [1.0, 0.4, 1.2], 0.3)
        err = const / sl ** order
        flops = sl * (kicks * 40.0 + (kicks + 1.0) * 30.0) \
            + np.select([fr == "hard_edge", fr == "lie_map"], [2.0 * 40.0, 6.0 * 40.0], 0.0) + 40.0
        lanes = np.where(lay == "soa", 8.0, 8.0 * 0.3)
        cyc_el = flops / (lanes * 2.0) * np.where(bt > 512, 1.25, 1.0) + 60.0 / bt
        batches = _ceil(particles, bt)
        active = np.minimum(th, batches)
        speed = _smt2(active, cores, 0.1) / active  # cores' worth a working thread
        rounds = _ceil(batches, th)
        t = rounds * bt * turns * magnets * cyc_el / (speed * ghz * 1e3) + 2.0e6
        bad = (fr == "none") | (err > 1.0 / 200.0)
        return np.where(bad, np.nan, t)
    return cost


def ring_params() -> dict[str, list[Any]]:
    return {"integrator": ["drift_kick", "saba2c", "yoshida4", "yoshida6"], "slices": [2, 4, 8, 16],
            "fringe": ["none", "hard_edge", "lie_map"], "layout": ["aos", "soa"], "batch": [8, 64, 512, 2048],
            "threads": [51, 102, 204]}


def piano_synth(seconds: float, strings: int, cores: int, ghz: float) -> Callable[[Cols], np.ndarray]:
    """Rendering ``seconds`` s of a recorded performance (the MIDI of a Chopin etude) by a physical
    model of a grand piano at 48 kHz on a GPU: ``strings`` stiff strings (from the bass's 40
    wrapped ones with 700 partials below 20 kHz to the treble's 6), struck by felt hammers and
    coupled at the bridge to the soundboard. ``scheme`` (no order) of each string: ``explicit_fd``
    (a finite-difference grid at the stability limit, 12 flops a point, its step the audio rate
    over ``oversample``: at 1 the treble's stiffness is unstable, fails), ``implicit_fd`` (a
    pentadiagonal solve, 26 flops a point in forward and back sweeps, twice the time, a grid twice
    as fine allowed; at ``oversample`` 1 its
    dispersion detunes the upper partials by more than three cents: fails) or ``modal`` (each
    partial an exact oscillator, 6 flops a partial a sample; ``oversample`` only repeats it). A
    string's grid has 1.4 points a partial at ``oversample`` 2, as sqrt(``oversample``) more at
    finer steps. ``hammer`` (no order): ``linear`` (a spring: the felt's hardening with loudness,
    and the timbre with it, is lost: fails), ``power_law`` (8 flops a contact sample, on one
    lane) or ``hysteretic`` (Stulov's model, 20 flops). ``soundboard`` (no order): ``modes_400`` (the board
    above 1 kHz missing: fails), ``modes_2400`` (2,400 modes, 6 flops each a sample) or
    ``plate_fd`` (an orthotropic plate on a 300 x 180 grid, 30 flops a point, its own 1.5-us
    kernel a sample). ``threads`` a block, one string a block (a wave over the cores; the
    board's modes spread over all of them): a string's points or partials in rounds of
    ``threads``, a barrier of 40 cycles + ``threads``/32 x 4 a step; the strings gather their bridge
    forces through memory each audio sample (a grid-wide sync, 3 us). The GPU's 128 lanes a core
    run at ``ghz``; 0.5 s to load. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        sc, hm, sb = (np.asarray(c[k]) for k in ("scheme", "hammer", "soundboard"))
        ov, th = c["oversample"], c["threads"]
        samples = seconds * 48000.0
        partials = 700.0  # the bass strings set the pace: every block waits for the slowest
        pts = np.select([sc == "explicit_fd", sc == "implicit_fd"],
                        [1.4 * partials * np.sqrt(ov / 2.0), 2.8 * partials * np.sqrt(ov / 2.0)], partials)
        fl = np.select([sc == "explicit_fd", sc == "implicit_fd"], [12.0, 26.0], 6.0)
        rounds = _ceil(pts, th)
        lane = np.minimum(th, 128.0)
        step = rounds * th * fl / (lane * ghz * 1e3) * np.where(sc == "implicit_fd", 2.0, 1.0) \
            + (40.0 + th / 32.0 * 4.0) / (ghz * 1e3)
        step = step + np.select([hm == "power_law", hm == "hysteretic"], [8.0, 20.0], 0.0) / (ghz * 1e3)
        waves = _ceil(strings, cores)
        board = np.select([sb == "modes_2400", sb == "plate_fd"],
                          [2400.0 * 6.0 / (cores * 128.0 * ghz * 1e3), 300.0 * 180.0 * 30.0
                           / (cores * 128.0 * ghz * 1e3) + 1.5], 0.0)
        t = samples * (ov * step * waves + board + 3.0) + 5.0e5
        bad = (hm == "linear") | (sb == "modes_400") | ((sc != "modal") & (ov <= 1))
        return np.where(bad, np.nan, t)
    return cost


def piano_params() -> dict[str, list[Any]]:
    return {"scheme": ["explicit_fd", "implicit_fd", "modal"], "oversample": [1, 2, 4],
            "hammer": ["linear", "power_law", "hysteretic"], "soundboard": ["modes_400", "modes_2400", "plate_fd"],
            "threads": [32, 64, 128, 256]}


def droplet_chip(droplets: int, cores: int, dram_bw: float, ghz: float, fp64: float, mem_gb: float
                 ) -> Callable[[Cols], np.ndarray]:
    """The break-up of ``droplets`` water-in-oil droplets in a flow-focusing microfluidic junction
    (viscosity ratio 1:20, capillary number 0.01) by a two-phase lattice Boltzmann method on a GPU:
    a channel 60 droplet diameters long, 8 wide and 3 deep, ``res`` cells a diameter (with
    diffusive scaling: 3,000 x ``res``^2 steps a droplet, 40 droplets in the channel at once). ``method`` (no order):
    ``color_gradient`` (two populations of Q), ``shan_chen`` (one, and a pseudopotential: at this
    viscosity ratio its spurious currents break the droplets: fails) or ``phase_field`` (Q and a
    D3Q7 order parameter; its diffuse interface needs 12 cells a diameter or more: at 8 fails).
    ``lattice`` (no order): ``d3q15`` (its surface tension anisotropic: fails with
    ``color_gradient``), ``d3q19`` or ``d3q27``. ``collision`` (no order): ``trt`` (two relaxation times, 9 flops a population), ``mrt`` (18) or
    ``cumulant`` (30; it needs the full 27 velocities: on fewer fails), and 120 flops a cell to
    recolour (60 for the others). ``precision`` (no order):
    ``fp32``, ``fp16_storage`` (populations stored in fp16, computed in fp32; ``phase_field`` keeps
    its order parameter in fp32, its gradients need it) or ``fp64`` (at ``fp64`` the fp32 rate).
    ``layout`` (no order): ``aos`` (a cell's populations together: 45% of the bandwidth), ``soa``
    (85%) or ``esoteric_pull`` (in place, one copy instead of two, 82%); the populations in the
    ``mem_gb`` GB (over it: fails). ``threads`` a block, a cell a thread, 2 registers a population
    and 40 more (twice in fp64): the bandwidth a core sees grows with its resident threads to 1,024;
    4 us a step to launch, 2 s to set up. Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        me, la, co, pr, ly = (np.asarray(c[k]) for k in ("method", "lattice", "collision", "precision", "layout"))
        res, th = c["res"], c["threads"]
        cells = 60.0 * 8.0 * 3.0 * res ** 3
        steps = droplets * 3000.0 * res ** 2 / 40.0  # 40 droplets in the channel at once
        q = np.select([la == "d3q15", la == "d3q19"], [15.0, 19.0], 27.0)
        pops = np.select([me == "color_gradient", me == "phase_field"], [2.0 * q, q + 7.0], q + 1.0)
        word = np.select([pr == "fp16_storage", pr == "fp64"], [2.0, 8.0], 4.0)
        eff = np.select([ly == "aos", ly == "soa"], [0.45, 0.85], 0.82)
        copies = np.where(ly == "esoteric_pull", 1.0, 2.0)
        flp = pops * np.select([co == "trt", co == "mrt", co == "cumulant"], [9.0, 18.0, 30.0], 9.0) \
            + np.where(me == "color_gradient", 120.0, 60.0)
        regs = (2.0 * q + 40.0) * np.where(pr == "fp64", 2.0, 1.0)
        res_b = _big(th, 0.0, regs)
        occ = np.minimum(1.0, res_b * th / 1024.0)
        rate = cores * 128.0 * 2.0 * ghz * 1e3 * np.where(pr == "fp64", fp64, 1.0)
        cbytes = np.where(me == "phase_field", q * word + 7.0 * np.maximum(word, 4.0), pops * word)
        step = np.maximum(cells * cbytes * 2.0 / (dram_bw * eff * np.maximum(occ, 1e-9)), cells * flp / rate) + 4.0
        t = steps * step + 2.0e6
        mem = cells * cbytes * copies / 1e9
        bad = ((me == "shan_chen") | ((me == "phase_field") & (res <= 8))
               | ((la == "d3q15") & (me == "color_gradient")) | ((co == "cumulant") & (la != "d3q27"))
               | (res_b < 1) | (mem > mem_gb))
        return np.where(bad, np.nan, t)
    return cost


def droplet_params() -> dict[str, list[Any]]:
    return {"method": ["color_gradient", "shan_chen", "phase_field"], "lattice": ["d3q15", "d3q19", "d3q27"],
            "res": [8, 12, 16, 24], "collision": ["trt", "mrt", "cumulant"],
            "precision": ["fp32", "fp16_storage", "fp64"], "layout": ["aos", "soa", "esoteric_pull"],
            "threads": [64, 128, 256, 512]}


def magnet_quench(turns: int, sim_ms: float, cores: int, ghz: float, dram_bw: float, mem_gb: float
                  ) -> Callable[[Cols], np.ndarray]:
    """A quench of a 16 T Nb3Sn accelerator dipole, protected by quench heaters and a coupling-loss
    induced discharge, over ``sim_ms`` ms by coupled thermal-electric simulation on a CPU (two
    hardware threads a core): ``turns`` cable turns, each meshed ``mesh`` elements across (and 200
    along). ``model`` (no order): ``lumped`` (a turn a node, adiabatic: it misses the quench-back
    from the coupling losses, the hot spot 60 K off: fails), ``turn_network`` (1-D turns, thermally
    coupled through the insulation: 40 unknowns an element) or ``fe_3d`` (3-D finite elements: 120
    an element, 27 nonzeros a row against 7). ``dt_control`` (no order): ``fixed`` (10 us steps),
    ``error_adaptive`` (1,500 steps, each a fifth dearer for its error estimate) or
    ``front_adaptive`` (600 steps refined where the normal zone grows; it needs the front resolved:
    on one element across fails). ``coupling`` (no order): ``staggered`` (thermal, then electric; past
    20 us a step the current's decay and the heating drift apart: fails with the adaptive steps) or
    ``monolithic`` (one Newton system, 1.8 times the work of a solve). ``solver`` (no order):
    ``direct_lu`` (its factors, 20 times the matrix, in the ``mem_gb`` GB: over it fails; one
    factorisation every ten steps at 2 x 10^3 flops a nonzero, each step a solve streaming the
    factors twice), ``amg_cg`` (12
    iterations, 40% more at three elements across and beyond) or ``jacobi_gmres`` (40 iterations,
    growing as the square root of the mesh across). An iteration streams the matrix (12 bytes a
    nonzero) at up to 60% of ``dram_bw``, which takes 1.5 cores' worth of threads a core (the
    second hardware thread adds a fifth of one); 30 us a step besides, 1 s to set up. Times in us,
    bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        mo, dc, cp, so = (np.asarray(c[k]) for k in ("model", "dt_control", "coupling", "solver"))
        me, th = c["mesh"], c["threads"]
        elems = turns * 200.0 * me * me
        unk = elems * np.select([mo == "lumped", mo == "turn_network"], [2.0 / (200.0 * me * me), 40.0], 120.0)
        nnz = unk * np.where(mo == "fe_3d", 27.0, 7.0)
        steps = np.select([dc == "fixed", dc == "error_adaptive"], [sim_ms * 100.0, 1500.0], 600.0)
        per = np.where(dc == "error_adaptive", 1.2, 1.0) * np.where(cp == "monolithic", 1.8, 1.0)
        bw = dram_bw * 0.6 * np.minimum(1.0, _smt2(th, cores, 0.2) / (1.5 * cores / 1.0) * 1.0)
        iters = np.select([so == "amg_cg", so == "jacobi_gmres"],
                          [12.0 * np.where(me >= 3, 1.4, 1.0), 40.0 * np.sqrt(me)], 2.0 * 20.0)
        solve = iters * nnz * 12.0 / bw
        fact = np.where(so == "direct_lu", nnz * 2.0e3 / (_smt2(th, cores, 0.1) * 32.0 * ghz * 1e3) / 10.0, 0.0)
        t = steps * per * (solve + fact + 30.0) + 1.0e6
        bad = ((mo == "lumped") | ((dc == "front_adaptive") & (me <= 1)) | ((cp == "staggered") & (dc != "fixed"))
               | ((so == "direct_lu") & (nnz * 12.0 * 20.0 > mem_gb * 1e9)))
        return np.where(bad, np.nan, t)
    return cost


def quench_params() -> dict[str, list[Any]]:
    return {"model": ["lumped", "turn_network", "fe_3d"], "mesh": [1, 3, 6],
            "dt_control": ["fixed", "error_adaptive", "front_adaptive"], "coupling": ["staggered", "monolithic"],
            "solver": ["direct_lu", "amg_cg", "jacobi_gmres"], "threads": [51, 102, 204]}


def quadruped_rl(env_steps: float, cores: int, ghz: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """Training a quadruped robot's locomotion policy to climb stairs with overhanging steps by
    on-policy reinforcement learning (PPO) in a GPU-resident rigid-body simulator: ``env_steps``
    control steps (50 Hz) over ``envs`` parallel environments, ``horizon`` steps a rollout, then a
    policy update (40 ms; fewer than 1,500 updates over the run and the policy is still stumbling:
    fails). ``contact`` (no order): ``pgs`` (projected Gauss-Seidel: on fewer than 2 substeps the
    feet slip through the stair edges, fails), ``tgs`` (temporal Gauss-Seidel, a third dearer an
    iteration) or ``soft_penalty`` (stiff springs, no iterations but 5 contacts' worth a substep:
    stable only on 8 substeps). ``substeps`` a control step, each ``solver_iters`` contact
    iterations (4 with ``pgs``: the trot's impacts bounce, fails) of 90 flops a contact, 16 contacts
    an environment, and 2,000 flops of articulated dynamics. ``terrain`` (no order):
    ``heightfield`` (cannot hold the overhangs: fails), ``trimesh`` (triangle tests, 2.5 times the
    contact work) or ``sdf`` (a signed-distance grid, 1.2 times, and 6 GB). ``threads`` a block, an
    environment a thread (96 registers; 136 with ``tgs``): the environments in waves over the
    cores' resident blocks, the last part-empty; a wave's warps diverge at contacts, a fifth of
    the time lost at 64 threads a block and more as blocks grow; 25 us a control step to launch. Each environment holds 0.9 MB of
    state and its rollout (235 observations, fp32, three buffers) in the ``mem_gb`` GB (over it:
    fails); 30 s to set up. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        ct, tr = (np.asarray(c[k]) for k in ("contact", "terrain"))
        ne, hz, ss, it, th = c["envs"], c["horizon"], c["substeps"], c["solver_iters"], c["threads"]
        iters = np.where(ct == "soft_penalty", 5.0, it * np.where(ct == "tgs", 4.0 / 3.0, 1.0))
        tf = np.select([tr == "trimesh", tr == "sdf"], [2.5, 1.2], 1.0)
        flops = ss * (16.0 * 90.0 * iters * tf + 2000.0)
        regs = np.where(ct == "tgs", 136.0, 96.0)
        res = _big(th, 0.0, regs)
        blocks = _ceil(ne, th)
        slots = cores * res
        waves = _ceil(blocks, np.maximum(slots, 1.0))
        div = 1.2 + 0.1 * np.log2(th / 64.0)
        step = waves * th * flops * div / (128.0 * ghz * 1e3 * np.maximum(res, 1.0)) + 25.0
        iters_ppo = env_steps / (ne * hz)
        t = env_steps / ne * step + iters_ppo * 4.0e4 + 3.0e7
        mem = ne * (0.9e6 + hz * 235.0 * 4.0 * 3.0) / 1e9 + np.where(tr == "sdf", 6.0, 0.0)
        bad = ((tr == "heightfield") | ((ct == "pgs") & ((ss < 2) | (it <= 4))) | ((ct == "soft_penalty") & (ss < 8))
               | (iters_ppo < 1500.0) | (res < 1) | (mem > mem_gb))
        return np.where(bad, np.nan, t)
    return cost


def quadruped_params() -> dict[str, list[Any]]:
    return {"envs": [2048, 4096, 8192, 16384, 32768], "horizon": [16, 24, 48],
            "contact": ["pgs", "tgs", "soft_penalty"], "substeps": [1, 2, 4, 8], "solver_iters": [4, 8, 16],
            "terrain": ["heightfield", "trimesh", "sdf"], "threads": [64, 128, 256, 512]}


def opinion_net(nodes: float, edges: float, sweeps: int, cores: int, ghz: float, dram_bw: float
                ) -> Callable[[Cols], np.ndarray]:
    """Bounded-confidence opinion dynamics (the Deffuant-Weisbuch model, threshold 0.2) on a
    social network of ``nodes`` people and ``edges`` follow links, ``sweeps`` sweeps (each person
    meets a random neighbour once a sweep) for 64 seeds of a parameter study, on a CPU (two
    hardware threads a core). ``graph_format`` (no order): ``csr`` (4 bytes an edge),
    ``delta_varint`` (1.8 bytes, 6 cycles an edge to decode) or ``edge_list`` (8 bytes).
    ``partition`` (no order) of the people over threads: ``random`` (70% of the neighbours' opinions
    a cache miss), ``metis`` (10%, and 40 minutes to partition) or ``label_prop`` (25%, 3 minutes).
    ``update`` (no order): ``synchronous`` (everyone meets at once: the model's pairwise dynamics
    change, its clusters with them: fails), ``random_async`` (a pair's update under two locks, 60
    cycles) or ``colored_async`` (a 12-colouring of the graph, a barrier a colour, 8 us each). A person costs 40
    cycles and two random draws a sweep, reading half their links.
    ``precision`` (no order): ``fp32`` or ``uint8`` (opinions on 256 levels: the slow convergence
    near the threshold stalls, fails). ``threads``: the second hardware thread adds 30% on this
    miss-bound work; misses at 64 bytes a line from ``dram_bw`` at 55%. ``chunk`` people a dynamic
    scheduling grab (120 cycles a grab; at 16,384 the last grabs leave threads idle, 4%). And four
    that barely matter: ``rng`` (no order: ``xoshiro``, ``philox``, ``pcg``, 3-5 cycles a draw),
    ``checkpoint`` (``none``, every 50 or 100 sweeps, written asynchronously: 20 ms each), ``stats``
    (no order: ``histogram``, ``moments``: a pass each sweep, 0.5-0.7% of it) and ``affinity`` (no
    order: ``compact``, ``scatter``, 0.3%). 20 s to load the graph. Times in us, bandwidths in
    bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        gf, pa, up, pr, rg, ck, st, af = (np.asarray(c[k]) for k in (
            "graph_format", "partition", "update", "precision", "rng", "checkpoint", "stats", "affinity"))
        th, ch = c["threads"], c["chunk"]
        deg = edges / nodes
        ebytes = np.select([gf == "csr", gf == "delta_varint"], [4.0, 1.8], 8.0)
        miss = np.select([pa == "random", pa == "metis"], [0.7, 0.1], 0.25)
        rng_c = np.select([rg == "xoshiro", rg == "philox"], [3.0, 5.0], 4.0)
        cyc = 40.0 + np.where(gf == "delta_varint", 6.0 * deg / 2.0, 0.0) + rng_c * 2.0 \
            + np.where(up == "random_async", 60.0, 0.0) + 120.0 / ch
        byts = deg * ebytes / 2.0 + 64.0 * (1.0 + miss * 3.0)
        comp = nodes * cyc / (_smt2(th, cores, 0.1) * ghz * 1e3)
        mem = nodes * byts / (dram_bw * 0.55 * np.minimum(1.0, _smt2(th, cores, 0.3) / (1.3 * cores)))
        sweep = np.maximum(comp, mem) * np.where(ch >= 16384, 1.04, 1.0) \
            * (1.0 + np.where(st == "histogram", 0.005, 0.007)) * np.where(af == "scatter", 1.003, 1.0) \
            + np.where(up == "colored_async", 12.0 * 8.0, 0.0)
        part = np.select([pa == "metis", pa == "label_prop"], [2.4e9, 1.8e8], 0.0)
        ckpt = np.select([ck == "every_50", ck == "every_100"], [sweeps / 50.0, sweeps / 100.0], 0.0) * 2.0e4
        t = 64.0 * (sweeps * sweep + ckpt) + part + 2.0e7
        bad = (up == "synchronous") | (pr == "uint8")
        return np.where(bad, np.nan, t)
    return cost


def opinion_params() -> dict[str, list[Any]]:
    return {"graph_format": ["csr", "delta_varint", "edge_list"], "partition": ["random", "metis", "label_prop"],
            "update": ["synchronous", "random_async", "colored_async"], "precision": ["fp32", "uint8"],
            "threads": [102, 204], "chunk": [64, 1024, 16384], "rng": ["xoshiro", "philox", "pcg"],
            "checkpoint": ["none", "every_50", "every_100"], "stats": ["histogram", "moments"],
            "affinity": ["compact", "scatter"]}


def bioreactor_cfd(hours: float, cores: int, dram_bw: float, ghz: float, fp64: float, mem_gb: float
                   ) -> Callable[[Cols], np.ndarray]:
    """``hours`` hours of a 15 m^3 stirred-tank bioreactor growing CHO cells (two Rushton
    impellers at 60 rpm, air sparged at the bottom) by CFD on a GPU, for its oxygen transfer and
    the shear the cells see. ``turbulence`` (no order): ``rans_k_eps`` (steady-ish: an implicit
    step of 10 ms, 3 solver sweeps), ``les_smagorinsky`` or ``les_wale`` (explicit, CFL 0.5 at
    the impeller tip: a step of 0.5 ms x cell size, 5% dearer for WALE, which is right at the
    walls; Smagorinsky's wall damping over-predicts the shear on 16 M cells or fewer: fails). ``impeller`` (no order): ``mrf`` (a frozen rotor:
    with LES it fakes the blade wakes, fails), ``sliding_mesh`` (30% more a step, the interface
    interpolated) or ``immersed_boundary`` (20% more cells near the blades, 10% a step).
    ``bubbles`` (no order): ``population_balance`` (a gas phase in 8 bubble-size classes: 2.6 times
    the work), ``euler_euler`` (one gas phase: 1.7 times; in fp32 either's volume fraction drifts,
    fails) or ``euler_lagrange``
    (5 x 10^6 parcels, 400 flops each a step, with atomics: 2 us a step). ``cells_m`` million cells
    (160 bytes a cell a phase). ``precision`` (no order): ``fp32``, ``mixed`` (fp64 pressure
    solve: a third of the work at ``fp64``) or ``fp64``. ``threads`` a block, a cell a thread, 64
    registers (128 in fp64): the bandwidth a core sees grows with its resident threads to 768, and a
    step's 40 kernels cost 5 us each; 900 flops a cell a phase; two copies of the fields in the
    ``mem_gb`` GB (over it: fails); a minute to set up. Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        tu, im, bu, pr = (np.asarray(c[k]) for k in ("turbulence", "impeller", "bubbles", "precision"))
        cm, th = c["cells_m"], c["threads"]
        les = tu != "rans_k_eps"
        cells = cm * 1e6 * np.where(im == "immersed_boundary", 1.2, 1.0)
        h = (15.0 / cells) ** (1.0 / 3.0) / (15.0 / 4e6) ** (1.0 / 3.0)
        dt = np.where(les, 5.0e2 * h, 1.0e4)
        steps = hours * 3.6e9 / dt
        sweeps = np.where(les, 1.0, 3.0) * np.where(tu == "les_wale", 1.05, 1.0) \
            * np.select([im == "sliding_mesh", im == "immersed_boundary"], [1.3, 1.1], 1.0)
        phase = np.select([bu == "euler_euler", bu == "population_balance"], [1.7, 2.6], 1.0)
        word = np.select([pr == "fp32", pr == "mixed"], [1.0, 1.33], 2.0)
        regs = np.where(pr == "fp64", 128.0, 64.0)
        res = _small(th, 0.0, regs)
        occ = np.minimum(1.0, res * th / 768.0)
        mem_t = cells * 160.0 * phase * word / (dram_bw * 0.8 * np.maximum(occ, 1e-9))
        fl = cells * 900.0 * phase / (cores * 128.0 * 2.0 * ghz * 1e3) \
            * np.select([pr == "fp32", pr == "mixed"], [1.0, 1.0 + (1.0 / 3.0) * (1.0 / fp64 - 1.0)], 1.0 / fp64)
        parcels = np.where(bu == "euler_lagrange", 5.0e6 * 400.0 / (cores * 128.0 * 2.0 * ghz * 1e3) + 2.0, 0.0)
        t = steps * (sweeps * np.maximum(mem_t, fl) + parcels + 40.0 * 5.0) + 6.0e7
        mem = cells * 160.0 * phase * word * 2.0 / 1e9
        bad = ((les & (im == "mrf")) | ((tu == "les_smagorinsky") & (cm <= 16))
               | ((bu != "euler_lagrange") & (pr == "fp32")) | (mem > mem_gb))
        return np.where(bad, np.nan, t)
    return cost


def bioreactor_params() -> dict[str, list[Any]]:
    return {"turbulence": ["rans_k_eps", "les_smagorinsky", "les_wale"],
            "impeller": ["mrf", "sliding_mesh", "immersed_boundary"], "bubbles": ["population_balance", "euler_euler", "euler_lagrange"],
            "cells_m": [4, 16, 64], "precision": ["fp32", "mixed", "fp64"], "threads": [64, 128, 256, 512]}


def avalanche_hazard(scenarios: int, area_km2: float, cores: int, dram_bw: float, ghz: float, fp64: float
                     ) -> Callable[[Cols], np.ndarray]:
    """A snow avalanche hazard map of an alpine valley: ``scenarios`` release scenarios (release
    areas, depths and snow conditions) on a ``area_km2`` km^2 elevation model, each run to rest
    (300 s of flow, steps at half the CFL limit of a 60 m/s front) by depth-averaged granular flow
    on a GPU. ``solver`` (no order):
    ``hll_godunov`` (an HLL Riemann solver, 160 flops a cell a step), ``central_upwind`` (110) or
    ``sph`` (depth-averaged SPH, 12 particles a cell's worth of flow, 90 flops a particle and a
    neighbour search of 60; it needs steps at half the CFL). ``order``: 1 (on cells of 5 m or more
    the runout smears 15%: fails) or 2 (a limited reconstruction: 1.6 times the work); cells of
    ``cell_m`` m. ``rheology`` (no order): ``voellmy`` (it misses the snow entrained on the way,
    and with it the largest runouts: fails), ``mu_i`` (a mu(I) granular law with entrainment, 1.5
    times the friction work) or ``voellmy_entrain`` (1.25 times). ``wet_dry`` (no order): ``threshold`` (a depth cut: where the
    flow thins the grid solvers gain mass, fails with ``order`` 2; SPH has no wet-dry cells) or ``positivity`` (a positivity-preserving
    flux, 10% dearer). ``scenarios_block`` scenarios a block share a 32 x 32-cell tile of the terrain
    and each its five fields in shared memory (4 bytes a value, 8 at ``fp64``; past the core's
    168 KB none fits: fails); the flow covers 6% of the map, active tiles only. ``threads`` a
    block: the bandwidth a core sees grows with its resident threads to 1,024, its flops as the
    square root of that. ``precision``: ``fp32`` or ``fp64`` (at ``fp64`` the rate). 20 ms to set up
    a block's scenarios, 10 s in all. Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        so, rh, wd, pr = (np.asarray(c[k]) for k in ("solver", "rheology", "wet_dry", "precision"))
        od, cm, sb, th = c["order"], c["cell_m"], c["scenarios_block"], c["threads"]
        cells = area_km2 * 1e6 / cm ** 2 * 0.06
        dt = 0.5 * cm / 60.0 * np.where(so == "sph", 0.5, 1.0)
        steps = 300.0 / dt
        work = np.select([so == "hll_godunov", so == "central_upwind"], [160.0, 110.0], 12.0 * 150.0)
        work = work * np.where(od == 2, 1.6, 1.0) * np.select([rh == "mu_i", rh == "voellmy_entrain"], [1.5, 1.25], 1.0) \
            * np.where(wd == "positivity", 1.1, 1.0)
        word = np.where(pr == "fp64", 8.0, 4.0)
        smem = sb * 32.0 * 32.0 * 5.0 * word
        res = _small(th, smem, np.where(pr == "fp64", 96.0, 48.0))
        occ = np.minimum(1.0, res * th / 1024.0)
        rate = cores * 128.0 * 2.0 * ghz * 1e3 * np.where(pr == "fp64", fp64, 1.0) * np.maximum(occ, 1e-9) ** 0.5
        byts = 5.0 * word * 2.0 / sb + 4.0  # the terrain shared by a block's scenarios
        step = cells * np.maximum(work / rate, byts / (dram_bw * 0.85 * np.maximum(occ, 1e-9)))
        t = scenarios * steps * step + scenarios / sb * 2.0e4 + 1.0e7
        bad = (((od == 1) & (cm >= 5)) | (rh == "voellmy") | ((wd == "threshold") & (od == 2) & (so != "sph")) | (res < 1))
        return np.where(bad, np.nan, t)
    return cost


def avalanche_params() -> dict[str, list[Any]]:
    return {"solver": ["hll_godunov", "central_upwind", "sph"], "order": [1, 2], "cell_m": [2, 3, 5],
            "rheology": ["voellmy", "mu_i", "voellmy_entrain"], "wet_dry": ["threshold", "positivity"],
            "scenarios_block": [1, 2, 8], "threads": [128, 256, 512, 1024], "precision": ["fp32", "fp64"]}


def seen_36_synthetic() -> list[tuple[str, Landscape]]:
    """The thirty-sixth held-out set's synthetic part: nine families no earlier set had (constants
    of a 126-core GPU with 220 KB of shared memory a core, 3.8 TB/s at 1.3 GHz, fp64 at 1/2 and
    88 GB, a 90-core one with 168 KB, 1.1 TB/s at 1.4 GHz and fp64 at 1/16 and 36 GB, and a
    102-core CPU at 3.15 GHz with 545 GB/s and 560 GB; times in us)."""
    L, S = Landscape, "seen_36"
    return [
        (S, L("tokamak_gk_ak", tokamak_params(), tokamak_gk(500.0, 126, 3.8e6, 1.3, 1 / 2, 88.0), 0.02)),
        (S, L("ring_tracking_ak", ring_params(), ring_tracking(150000, 10000, 900, 102, 3.15), 0.02)),
        (S, L("piano_synth_ak", piano_params(), piano_synth(180.0, 88, 90, 1.4), 0.02)),
        (S, L("droplet_chip_ak", droplet_params(), droplet_chip(200, 126, 3.8e6, 1.3, 1 / 2, 88.0), 0.02)),
        (S, L("magnet_quench_ak", quench_params(), magnet_quench(120, 500.0, 102, 3.15, 0.545e6, 560.0), 0.02)),
        (S, L("quadruped_rl_ak", quadruped_params(), quadruped_rl(2.0e9, 126, 1.3, 88.0), 0.02)),
        (S, L("opinion_net_ak", opinion_params(), opinion_net(6.0e7, 2.4e9, 500, 102, 3.15, 0.545e6), 0.02)),
        (S, L("bioreactor_cfd_ak", bioreactor_params(), bioreactor_cfd(2.0, 90, 1.1e6, 1.4, 1 / 16, 36.0), 0.02)),
        (S, L("avalanche_hazard_ak", avalanche_params(), avalanche_hazard(20000, 40.0, 90, 1.1e6, 1.4, 1 / 16),
              0.02)),
    ]


SEEN_36_DIR = _data_dir("zoo_seen_36")


def seen_36() -> list[tuple[str, Landscape]]:
    """The thirty-sixth held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_36/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_36", SEEN_36_DIR)
    return seen_36_synthetic() + recorded
