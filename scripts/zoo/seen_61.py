"""The zoo's ``seen_61`` set.

``seen_61`` (was ``held_out_61``, :func:`seen_61`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the forty-fifth round, see docs/benchmarks.md):
1 win / 11 ties / 1 loss against the best peer, geo-mean
1.0032, the best of the five (tpe_mv 1.0115; random 1.0749); the synthetic nine 0 / 8 / 1 (a loss
on the atom probe, 1.026 against tpe's 1.008), second by geo-mean there (1.0046; tpe_mv 1.0030);
on 30 seeds its recorded four 1 / 3 / 0 (a win on the FFN, 1.000 against rl's 1.042, its
committed optimum one fast sample), the best geo-mean there (1.0000; rl 1.0103); scored by the
median of 9 quiet samples 0 / 2 / 2 with ``--confirm 0`` (the FFN, 1.013 against tpe's 1.005,
and the GEMM, 1.029 against tpe's 1.023; third of five) and 0 / 2 / 2 with ``--confirm 3`` (the
FFN, 1.013 against random's 1.002, and the GEMM, 1.037 against tpe's 1.023; the last of five);
R1 0 / 11 / 2 as committed (1.0093, second of six, behind the default), third of six with
``--confirm 0`` (1.0096) and fourth with ``--confirm 3`` (1.0097).
Evaluated on an AVX2 host (numpy's X86_V3 loops), where its committed traces were made; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (seawater desalination, HF radio propagation,
building demolition, offshore wind installation, mechanised tunnelling, optical fabrication,
electroplating, heat treatment of steel, atom probe tomography), with constants unlike the other
sets' (a hybrid CPU of 173 performance cores at 3.37 GHz with two hardware threads a core and 2.375
MB of L2 each, and 519 efficiency cores at 2.14 GHz doing 0.57 of a performance core's work a cycle,
3.375 MB of L2 shared by each cluster of three, with 7424 GB of DRAM at 1.54 TB/s; a 702-core GPU
with 604 KB of shared memory a core and 28.1 TB/s at 2.89 GHz, holding 2048 threads and 32 blocks a
core, fp64 at half the rate, and a 614-core one with 283 KB a core and 11.9 TB/s at 3.29 GHz,
holding 1536 threads and 24 blocks a core, fp64 at 1/16 of the rate, both with 128 lanes and 255
registers a thread; times in us, bandwidths in bytes/us). The CPU families place their threads on
the performance cores first, then on the efficiency cores, then on the performance cores' second
hardware threads, and hand out chunks of their work; the GPU families run their blocks in waves
with a last partial wave, latency hidden by the warps a core holds:

- ``desal_ro_bj`` (972, 39.8%, 238x): a desalination utility's seawater reverse-osmosis plant, 2.4 x
  10^4 what-if years of 24 trains of 7 vessels of 7 membrane elements on the hybrid CPU, a
  solution-diffusion, Spiegler-Kedem or polarisation-film membrane model (the film: 0.9 GB a year in
  flight), an empirical flux decline (with the film: fails), resistance in series or biofilm growth
  (its tables over a thread's share of the L2: a cliff; at hourly steps: fails), a Pelton turbine,
  an isobaric turbocharger or pressure exchangers (with the plain solution-diffusion model: fail),
  5-60-minute steps, 1-64 years a chunk over 173-865 threads (a working set over the 7424 GB:
  fails); two within 5%.
- ``skywave_bj`` (1728, 50.5%, 795855x): an HF broadcaster's seasonal frequency plans, 8.8 x 10^9
  rays traced 4,000 km through the ionosphere on the 614-core GPU, the virtual-height mirror model
  (without the magnetic field only), quasi-parabolic segments (not in the assimilative grid) or
  numerical ray tracing at 1-20-km steps (in fp32 at 1 km: fails), Chapman layers, empirical
  profiles staged a block or a data-assimilative 3-D grid read from DRAM (at 20 km: fails), with or
  without the ordinary and extraordinary rays, fp32 or fp64 at 1/16 of the rate, 32-256 rays a block
  (over the 283 KB: fail), 64-512 threads (over the register file: fail); 21 within 5%.
- ``demolition_bj`` (864, 47.9%, 2466x): a demolition contractor's blast designs, 2,000 what-if
  delay sequences of a 30-storey tower's collapse over 12 s on the 702-core GPU, rigid blocks with
  breakable joints, the applied element method or explicit frame elements (at 100-us steps: fails),
  no debris contact (with the rigid blocks: fails), penalty or impulse contact (with the frames at
  5-us steps: fails), 5-100-us steps, fp32 or fp64, 32-256 elements a block (over the 604 KB: fail),
  128-1024 threads (over the register file: fail); eleven within 5%.
- ``offshore_install_bj`` (1296, 45.1%, 6.9x): an offshore wind developer's installation campaigns,
  2 x 10^5 what-if campaigns of 100 turbines by a jack-up vessel on the hybrid CPU, resampled
  hindcast blocks (without foresight only), a vector autoregression or a Markov chain of the sea
  states (its tables over the L2: a cliff), fixed durations, motion-limited operations (at 6-hour
  steps: fail) or the lifts simulated (0.7 GB a campaign), a P50 forecast window, simulated forecast
  errors or perfect foresight, 1-6-hour steps, 1-512 campaigns a chunk over 173-865 threads (over
  the 7424 GB: fail); 33 within 5%.
- ``tbm_drive_bj`` (1296, 38.9%, 118x): a tunnelling contractor's drive forecasts, 5 x 10^4 what-if
  geologies of a 14-km tunnel-boring-machine drive on the hybrid CPU, the Colorado School of Mines
  or the NTNU penetration model or a learned rate (its trees over the L2: a cliff; not with an open
  face), linear abrasivity wear, a cutter life index or the cutters' wear simulated (at 1.5-m steps:
  fails), an open face, earth-pressure balance or a slurry face (not with the NTNU model),
  0.25-1.5-m steps, 1-64 drives a chunk over 173-865 threads (over the 7424 GB: fail); two within
  5%.
- ``mirror_polish_bj`` (864, 35.8%, 5606501x): an observatory's segment polishing shop, 3.2 x 10^4
  dwell-time maps of 1.44-m segments on the 614-core GPU, a small lap, a precessed bonnet or
  ion-beam figuring (at 4-mm grids: fails), Fourier inversion, Richardson-Lucy iterations or sparse
  LSQR (in fp32: fails), 0.5-4-mm grids, fp32 or fp64 at 1/16 of the rate, 16-64-px tiles staged
  with their halo (over the 283 KB: fail), 128-1024 threads (over the register file: fail); twelve
  within 5%.
- ``plating_line_bj`` (10368, 33.3%, 40x): an electroplating job shop's hoist schedules, 2 x 10^5
  what-if product mixes of a 24-tank, two-hoist line on the hybrid CPU, list hoisting (not with
  three-degree cycles), branch and bound or constraint programming on the cyclic schedule (1.5 GB a
  mix), one- to three-degree cycles, fixed windows or the deposit's thickness modelled (its tables
  over the L2: a cliff), 1-20-s steps, 1-256 mixes a chunk over 173-865 threads (over the 7424 GB:
  fail), and four that barely matter (the solver's log, a Gantt export, the report's units, the
  checkpoint interval: 0.0005-0.3%): ten parameters, 448 within 5%.
- ``heat_treat_bj`` (1296, 53.1%, 5447x): a heat-treatment shop's carburising plans, 8 x 10^4
  what-if furnace loads of 400 gears on the hybrid CPU, an analytic error-function profile, finite
  differences through the case (at 120-s steps: fail) or 2-D finite-element sections (1.2 GB a
  load), a lumped furnace, radiation zones (their exchange areas over the L2: a cliff) or the
  carrier gas's CFD (2.5 GB a load; at 120 s: fails), Jominy curves, Grossmann's H-values or the
  transformation kinetics (not with the analytic profile), 5-120-s steps, 1-128 loads a chunk over
  173-865 threads (over the 7424 GB: fail); two within 5%.
- ``atom_probe_bj`` (864, 34.5%, 19.5x): a materials lab's atom probe tomography, 600 datasets of 2
  x 10^8 ions on the 702-core GPU, point projection, a voltage-curve radius or an evolving tip
  profile (in fp32: fails), maximum-separation clusters (with 2-nm voxels: fail), nearest-neighbour
  distributions or isoconcentration surfaces (their voxel tiles staged), 0.5-2-nm voxels, fp32 or
  fp64, 128-1024 ions a block (over the 604 KB: fail), 128-1024 threads (over the register file:
  fail); 54 within 5%.


And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a causal grouped-query attention, a 100-token prompt prefill (33 query heads over 3 KV
heads, d 424), with its query block, KV split, softmax and ``opt_level`` (O1, O2 and O3: no O0) but
its KV block, pipeline and unroll left at the default, a batched GEMM with bias tuning its K tile
with the schedule and ``opt_level`` (O1, O2 and O3: no O0; 656 deep: 3 to 41 k-steps; its M and N
tiles, pipeline, L1 prefetch, output alignment, layout and unroll at the default), a non-gated
fast-GELU FFN tuning the gate/up N tile with the down pipeline and the down L1 prefetch (1888
intermediate: 8 to 118 column blocks), and a LayerNorm with its stats, pipeline and ``opt_level`` (O0
among them) but neither its rows a block, its hidden split nor its unroll (a set no earlier
LayerNorm or RMSNorm space tuned; 24 configurations, the full value lists: the untuned norm sets of
28 or more are used up and this is the largest left), each space measured exhaustively (every
configuration compiled, checked against numpy, timed 3 times) by ``scripts/record_cpu_landscapes.py``
into ``scripts/data/zoo_seen_61/`` (gzip JSON, times in us, provenance in each file's
``source``, 10.9 KB in all). They were recorded on the shared 2-core machine the standing way,
``--only`` each, one after another, the recorder at normal priority (not niced), 60 s after the
lead's go (the load average 0.28 at the start); this host is the AMD EPYC with AVX2 and no AVX-512
that recorded held_out_44's..held_out_60's four (the same ``host_cpu``), so the four are
measurements of the kernels' AVX2 paths (8-lane vectors, their register tiles accordingly). ``ps``
(every 60 s and at the end, nine times) showed nothing else running but the recorder, its
measuring worker and the C compiler it calls, this helper's own sampling and waiting shells
(sleeping) and idle tool shells (sleeping or idle; no other python, benchmark or pytest process);
this helper's last drafting call had ended 15 minutes before the go, and during the recording it
only read the logs beside it (nothing enumerated, measured or tested) (load average 0.28-1.14
sampled every 10 s over the recording, the recorder itself included, rising from the quiet start
to about 1.0). The tail of their samples is real measurement noise (median spread 3.3-5.4%), and
the fastest sample is the true cost: one of the four optima rests on one fast sample, the FFN's,
its other two samples 1.12 and 1.21 times it (2nd by median of 96, and 1.04 times faster than any
other configuration's fastest); the attention's, the GEMM's and the LayerNorm's are the best by
their medians too (see below). Before that, the first and the last configuration of each space were
compiled (not run) to check they build. Every configuration ran, so they are 0% infeasible
(reported, not forced into 30-70%):

=================================================================  ==========================================  =======  ======  ======  =========
landscape                                                          op (shape)                                  configs  params  spread  worst/opt
=================================================================  ==========================================  =======  ======  ======  =========
cpu_attention_gqa11_causal_q_block_split_softmax_opt               grouped-query attention, causal (33 query        96       4      5%       3.4x
                                                                   heads over 3, 100 x 100, d 424)
cpu_gemm_batched_bias_k_tile_schedule_opt                          batched GEMM with bias (2 x 180 x 656 @         192       3      5%       2.3x
                                                                   656 x 648)
cpu_ffn_fastgelu_n_tile_down_pipeline_down_prefetch                FFN, fast GELU (132 tokens, 472 -> 1888)         96       3      4%       1.3x
cpu_layernorm_no_rows_per_block_no_split_no_unroll                 LayerNorm (1608 rows x 3040)                     24       3      3%       7.3x
=================================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1, 4.6%, 5.4%, 4.4% and 3.3%;
within 5% of the optimum: 2, 2, 2 and 1 configurations; the attention's optimum (a query block of
128, no KV split, the online softmax, O3) has samples 1.000, 1.050 and 1.017 times its fastest and
is the best by median of 96 too (median 1.017), the next configuration (16, 1, online, O3) 1.027
times it (median 1.127), query blocks of 16, 32 and 64 1.027, 1.071 and 1.103 at least, KV splits of
2, 4 and 8 1.140, 1.236 and 1.455 at least, two_pass 1.363 at least, O1 1.723 and O2 1.205 at
least, the whole space within 3.41; the GEMM's optimum (a K tile of 96, the throughput schedule, O3)
has samples 1.035, 1.233 and 1.000 times its fastest and is the best by median of 192 too (median
1.035), the next configuration (240, balanced, O3) 1.038 times it (median 1.047), K tiles of 16 to
256 but 96 1.038-1.255 at least, the default, balanced and latency schedules 1.152, 1.038 and 1.090
at least, O1 1.293 and O2 1.090 at least, the whole space within 2.33; the FFN's optimum (a gate/up
N tile of 112, the down pipeline none, no down L1 prefetch) has samples 1.116, 1.000 and 1.207 times
its fastest and is 2nd by median of 96 (1.116), the next configuration (48, single_buffer, no
prefetch) 1.042 times it (median 1.159), the best by median (176, single_buffer, no prefetch) 1.109
(median 1.112), N tiles of 16 to 256 but 112 1.042-1.138 at least, the down pipeline single_buffer
1.042 and double_buffer 1.109 at least, the down L1 prefetch 1.109 at least, the whole space within
1.33; the LayerNorm's optimum (one_pass stats, the pipeline none, O3) has samples 1.005, 1.000 and
1.013 and is the best by median of 24 too (median 1.005), the next configuration (one_pass,
single_buffer, O3) 1.121 times it (median 1.154), two_pass 1.289 at least, single_buffer 1.121 and
double_buffer 1.162 at least, O0 4.497, O1 1.335 and O2 1.195 at least, the whole space within
7.30.)
Recording took 110 + 99 + 67 + 35 s, 5.2 minutes in all, one landscape after another (2026-12-06
06:25 to 06:31 UTC).
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, resident_blocks, smt_cores

# the hybrid CPU: 173 performance cores at 3.37 GHz (two hardware threads a core, 2.375 MB of L2 each) and 519
# efficiency cores at 2.14 GHz (one thread each, 0.57 of a performance core's work a cycle, 3.375 MB of L2 shared
# by each cluster of three), 7424 GB of DRAM at 1.54 TB/s (bandwidths in bytes/us)
P_CORES, P_GHZ, P_L2_KB = 173, 3.37, 2.375 * 1024.0
E_CORES, E_GHZ, E_IPC, E_L2_KB = 519, 2.14, 0.57, 3.375 * 1024.0 / 3.0
E_REL = E_IPC * E_GHZ / P_GHZ
DRAM_GB, DRAM_BW = 7424.0, 1.54e6
_gpu_a = partial(resident_blocks, smem_kb=604.0, max_threads=2048, max_blocks=32, max_regs=255)  # the 702-core GPU's core
_gpu_b = partial(resident_blocks, smem_kb=283.0, max_threads=1536, max_blocks=24, max_regs=255)  # the 614-core GPU's core
GPU_A = (702, 2.81e7, 2.89)  # cores, DRAM bytes/us, GHz
GPU_B = (614, 1.19e7, 3.29)


def _placed(threads: Any) -> tuple[Any, Any, Any]:
    """Threads placed on the hybrid CPU: the performance cores first, then the efficiency cores, then the performance
    cores' second hardware threads. Returns (performance cores busy, efficiency cores busy, second threads busy)."""
    p = np.minimum(threads, P_CORES)
    e = np.clip(threads - P_CORES, 0, E_CORES)
    s = np.clip(threads - P_CORES - E_CORES, 0, P_CORES)
    return p, e, s


def _hybrid(n_items: Any, item_cyc: Any, item_bytes: Any, item_gb: Any, chunk: Any, threads: Any, gain: float,
            handout_us: float) -> tuple[Any, Any, Any]:
    """``n_items`` items of ``item_cyc`` performance-core cycles, each streaming ``item_bytes`` from DRAM and holding
    ``item_gb`` GB while in flight, handed out ``chunk`` at a time to ``threads`` threads of the hybrid CPU (a
    second hardware thread adding ``gain`` of a core). The work spreads over the busy threads by their speed, but a
    thread takes whole chunks: at least ceil(chunks / busy) chunks at a performance core's speed, and the last
    chunk, on the slowest busy core, half-overlapped. A run lasts its compute or its DRAM traffic, the longer, plus
    a fifth of the shorter, and ``handout_us`` a chunk hand-out per busy thread. Returns the makespan, the busy
    threads' placement (performance, efficiency, second threads) and the working set (GB)."""
    chunks = np.ceil(n_items / chunk)
    busy = np.minimum(threads, chunks)
    p, e, s = _placed(busy)
    thr = smt_cores(p + s, P_CORES, gain) + E_REL * e
    unit = item_cyc / (P_GHZ * 1e3)
    comp = np.maximum(n_items * unit / thr, np.ceil(chunks / busy) * chunk * unit)
    slow = np.where(e > 0, E_REL, np.where(s > 0, (1.0 + gain) / 2.0, 1.0))
    mem = n_items * item_bytes / DRAM_BW
    t = np.maximum(comp, mem) + 0.2 * np.minimum(comp, mem) + 0.5 * chunk * unit / slow + handout_us * chunks / busy
    return t, (p, e, s), busy * chunk * item_gb


def _l2_share_over(placed: tuple[Any, Any, Any], kb_thread: float, gain: float) -> Any:
    """The share of the busy threads' throughput on threads whose ``kb_thread`` KB of tables overflow their share of
    the L2 (a performance core's 2.375 MB alone, half of it with its second thread busy, an efficiency core's third
    of its cluster's 3.375 MB)."""
    p, e, s = placed
    thr = smt_cores(p + s, P_CORES, gain) + E_REL * e
    over = ((p - s) * (kb_thread > P_L2_KB) + (1.0 + gain) * s * (kb_thread > P_L2_KB / 2.0)
            + E_REL * e * (kb_thread > E_L2_KB))
    return over / thr


def _waves(n_blocks: Any, items: Any, threads: Any, item_flops: Any, item_bytes: Any, res: Any, gpu: tuple,
           speed: Any) -> Any:
    """A launch of ``n_blocks`` blocks, each of ``items`` items on ``threads`` threads (in ceil(items / threads) passes
    of all its threads: idle lanes in the last pass), ``item_flops`` flops and ``item_bytes`` DRAM bytes an item, on
    a GPU of (cores, bytes/us, GHz) with 128 lanes a core at ``speed`` of its fp32 rate; ``res`` blocks resident a
    core. Blocks go in waves of cores x res and a last partial wave (its busiest core holding ceil(left / cores)); k
    blocks on a core hide latency with their k x threads / 32 warps, (warps / 40)^0.6 of the rate below 40 warps. A
    wave lasts its compute or its DRAM traffic, the longer, plus a fifth of the shorter and 0.15 us; a launch 5 us."""
    cores, bw, ghz = gpu
    per = np.maximum(res, 1.0)
    grid = cores * per
    blk = np.ceil(items / threads) * threads * item_flops / (128.0 * 2.0 * ghz * 1e3 * speed)
    blk_bytes = items * item_bytes

    def wave(k: Any, m: Any) -> Any:
        hide = np.minimum(1.0, (k * threads / 32.0 / 40.0) ** 0.6)
        c, d = k * blk / hide, m * blk_bytes / bw
        return np.maximum(c, d) + 0.2 * np.minimum(c, d) + 0.15
    full = np.floor(n_blocks / grid)
    left = n_blocks - full * grid
    return 5.0 + full * wave(per, grid) + np.where(left > 0, wave(np.ceil(left / cores), left), 0.0)


def desal_ro(years: float) -> Callable[[Cols], np.ndarray]:
    """A desalination utility's seawater reverse-osmosis plant on the hybrid CPU: ``years`` what-if years (sea
    temperature, salinity, algal blooms, demand) of 24 trains of 7 pressure vessels of 7 elements, at
    ``step_min``-minute steps. ``membrane_model`` (no order), cycles an element and step: ``solution_diffusion``
    (40), ``spiegler_kedem`` (90) or ``film_polarisation`` (the concentration-polarisation film solved, 260; 0.9 GB
    a year in flight against 0.15). ``fouling_model`` (no order), cycles an element and step: ``flux_decline`` (an
    empirical decline, 5; it counts the polarisation twice: with the film fails), ``cake_resistance`` (resistance in
    series, 30) or ``biofilm_growth`` (biofilm kinetics, 120; its 1.6 MB of tables a thread over its share of the
    L2: its work 2.2 times; at 60-minute steps unstable: fails). ``energy_recovery`` (no order), cycles a train and
    step: ``pelton_turbine`` (10), ``isobaric_turbo`` (40) or ``pressure_exchanger`` (its mixing and leakage, 80;
    the mixing raises the feed salinity, which the plain solution-diffusion model does not carry: with it fails). 3
    x 10^6 cycles and 8 bytes of state an element and step a year; ``year_chunk`` years a chunk over ``threads``
    threads (a hand-out of 30 us, a second hardware thread 0.21 of a core). 0.1 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        mm, fo, er = (np.asarray(c[k]) for k in ("membrane_model", "fouling_model", "energy_recovery"))
        sm, ch, th = c["step_min"], c["year_chunk"], c["threads"]
        steps = 525600.0 / sm
        elems = 24.0 * 7.0 * 7.0
        mem_c = np.select([mm == "solution_diffusion", mm == "spiegler_kedem"], [40.0, 90.0], 260.0)
        foul = np.select([fo == "flux_decline", fo == "cake_resistance"], [5.0, 30.0], 120.0)
        erd = np.select([er == "pelton_turbine", er == "isobaric_turbo"], [10.0, 40.0], 80.0)
        item = steps * (elems * (mem_c + foul) + 24.0 * erd) + 3.0e6
        gb = np.where(mm == "film_polarisation", 0.9, 0.15)
        t, placed, ws = _hybrid(years, item, steps * elems * 8.0, gb, ch, th, 0.21, 30.0)
        over = np.where(fo == "biofilm_growth", _l2_share_over(placed, 1600.0, 0.21), 0.0)
        t = t * (1.0 + 1.2 * over * steps * elems * foul / item) + 1.0e5
        bad = ((ws > DRAM_GB) | ((fo == "flux_decline") & (mm == "film_polarisation")) | ((fo == "biofilm_growth") & (sm == 60))
               | ((er == "pressure_exchanger") & (mm == "solution_diffusion")))
        return np.where(bad, np.nan, t)
    return cost


def desal_params() -> dict[str, list[Any]]:
    return {"membrane_model": ["solution_diffusion", "spiegler_kedem", "film_polarisation"],
            "fouling_model": ["flux_decline", "cake_resistance", "biofilm_growth"],
            "energy_recovery": ["pelton_turbine", "isobaric_turbo", "pressure_exchanger"], "step_min": [5, 15, 60],
            "year_chunk": [1, 4, 16, 64], "threads": [173, 692, 865]}



def skywave(rays: float) -> Callable[[Cols], np.ndarray]:
    """An HF broadcaster's seasonal frequency plans on the 614-core GPU: ``rays`` rays (sites, months, hours,
    frequencies, azimuths and elevations) traced 4,000 km through the ionosphere. ``ray_method`` (no order), flops a
    ray: ``mirror_height`` (the virtual-height mirror model, 420), ``quasi_parabolic`` (analytic quasi-parabolic
    segments, 1,100; the assimilative grid has no layers to fit: with it fails) or ``haselgrove_rk`` (numerical ray
    tracing, 260 a ``step_km``-km step, 1, 5 or 20). ``iono_model`` (no order): ``chapman_layers`` (analytic),
    ``iri_grid`` (empirical profiles, 24 KB of them staged a block) or ``assimilative_3d`` (a data-assimilative 3-D
    grid, 96 bytes read from DRAM a step of the path; at 20-km steps its gradients are lost: fails).
    ``magnetoionic`` (no order): ``no_field`` or ``appleton_hartree`` (the ordinary and extraordinary rays: twice
    the rays, 1.6 times the flops and 1.4 times the registers; the mirror model has no field: with it fails).
    ``precision`` fp32 or fp64 (1/16 of the rate on this GPU; numerical tracing in fp32 at 1-km steps drifts: fails)
    on 128 lanes a core; ``rays_block`` rays a block (32-256), each staging 24 words in shared memory (144 for
    numerical tracing, its path; over the 283 KB: fails) and reading 16 bytes besides; 48, 96 or 150 registers by
    the method (over the register file: fails). 0.01 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        rm, io, mg, pr = (np.asarray(c[k]) for k in ("ray_method", "iono_model", "magnetoionic", "precision"))
        sk, rb, th = c["step_km"], c["rays_block"], c["threads"]
        steps = 4000.0 / sk
        speed = np.where(pr == "fp32", 1.0, 1.0 / 16.0)
        word = np.where(pr == "fp32", 4.0, 8.0)
        field = np.where(mg == "appleton_hartree", 1.6, 1.0)
        flops = np.select([rm == "mirror_height", rm == "quasi_parabolic"], [420.0, 1100.0],
                          260.0 * steps) * field
        nbytes = np.where(io == "assimilative_3d", 96.0 * steps, 16.0)
        smem = rb * word * np.where(rm == "haselgrove_rk", 144.0, 24.0) + np.where(io == "iri_grid", 24.0 * 1024.0, 0.0)
        regs = (np.select([rm == "mirror_height", rm == "quasi_parabolic"], [48.0, 96.0], 150.0)
                * np.where(mg == "appleton_hartree", 1.4, 1.0))
        res = _gpu_b(th, smem, regs)
        n = rays * np.where(mg == "appleton_hartree", 2.0, 1.0)
        t = _waves(np.ceil(n / rb), rb, th, flops, nbytes, res, GPU_B, speed) + 1.0e4
        bad = ((res < 1) | ((rm == "quasi_parabolic") & (io == "assimilative_3d")) | ((io == "assimilative_3d") & (sk == 20))
               | ((mg == "appleton_hartree") & (rm == "mirror_height")) | ((rm == "haselgrove_rk") & (pr == "fp32") & (sk == 1)))
        return np.where(bad, np.nan, t)
    return cost


def skywave_params() -> dict[str, list[Any]]:
    return {"ray_method": ["mirror_height", "quasi_parabolic", "haselgrove_rk"],
            "iono_model": ["chapman_layers", "iri_grid", "assimilative_3d"],
            "magnetoionic": ["no_field", "appleton_hartree"], "step_km": [1, 5, 20], "precision": ["fp32", "fp64"],
            "rays_block": [32, 64, 128, 256], "threads": [64, 128, 256, 512]}


def demolition(sequences: float) -> Callable[[Cols], np.ndarray]:
    """A demolition contractor's blast designs on the 702-core GPU: ``sequences`` what-if delay sequences of a
    30-storey tower's charges, each collapse simulated for 12 s at ``dt_us``-us steps (5, 20 or 100), 40 sequences a
    launch. ``collapse_model`` (no order): ``rigid_blocks`` (5,000 rigid blocks with breakable joints, 120 flops
    each a step), ``applied_elements`` (the applied element method, 6 x 10^4 elements with their springs, 900) or
    ``explicit_frames`` (explicit beam-column elements with fibre sections, 2.5 x 10^5 elements, 600; unstable at
    100 us: fails). ``debris_contact`` (no order), flops an element: ``no_debris_contact`` (0; the blocks pass
    through each other: with the rigid blocks fails), ``penalty_debris`` (150) or ``impulse_debris`` (event-driven
    impulses, 320; too many events at 5-us steps of the frame elements: fails). ``precision`` fp32 or fp64 (half the
    rate) on 128 lanes a core; ``blast_elems_block`` elements a block (32-256), each staging 10, 96 or 160 words (by
    the model; twice with impulses) in shared memory (over the 604 KB: fails), reading 12 words from DRAM a step;
    48, 112 or 168 registers by the model, 1.3 times in fp64 (over the register file: fails). A launch a step; 0.08
    s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        cm, ct, pr = (np.asarray(c[k]) for k in ("collapse_model", "debris_contact", "precision"))
        dt, eb, th = c["dt_us"], c["blast_elems_block"], c["threads"]
        steps = 1.2e7 / dt
        speed = np.where(pr == "fp32", 1.0, 0.5)
        word = np.where(pr == "fp32", 4.0, 8.0)
        elems = np.select([cm == "rigid_blocks", cm == "applied_elements"], [5.0e3, 6.0e4], 2.5e5)
        flops = (np.select([cm == "rigid_blocks", cm == "applied_elements"], [120.0, 900.0], 600.0)
                 + np.select([ct == "no_debris_contact", ct == "penalty_debris"], [0.0, 150.0], 320.0))
        smem = (eb * word * np.select([cm == "rigid_blocks", cm == "applied_elements"], [10.0, 96.0], 160.0)
                * np.where(ct == "impulse_debris", 2.0, 1.0))
        regs = np.select([cm == "rigid_blocks", cm == "applied_elements"], [48.0, 112.0], 168.0) * np.where(pr == "fp64", 1.3, 1.0)
        res = _gpu_a(th, smem, regs)
        k = _waves(np.ceil(elems / eb) * 40.0, eb, th, flops, 12.0 * word, res, GPU_A, speed)
        t = np.ceil(sequences / 40.0) * steps * k + 8.0e4
        bad = ((res < 1) | ((ct == "no_debris_contact") & (cm == "rigid_blocks")) | ((cm == "explicit_frames") & (dt == 100))
               | ((ct == "impulse_debris") & (cm == "explicit_frames") & (dt == 5)))
        return np.where(bad, np.nan, t)
    return cost


def demolition_params() -> dict[str, list[Any]]:
    return {"collapse_model": ["rigid_blocks", "applied_elements", "explicit_frames"],
            "debris_contact": ["no_debris_contact", "penalty_debris", "impulse_debris"], "dt_us": [5, 20, 100],
            "precision": ["fp32", "fp64"], "blast_elems_block": [32, 64, 128, 256], "threads": [128, 256, 512, 1024]}


def offshore_install(campaigns: float) -> Callable[[Cols], np.ndarray]:
    """An offshore wind developer's installation campaigns on the hybrid CPU: ``campaigns`` what-if campaigns (weather
    years, vessel start dates) of 100 turbines installed by a jack-up vessel over a 9-month season (6,600 hours) at
    ``step_h``-hour steps (1, 3 or 6). ``weather_model`` (no order), cycles a step: ``hindcast_blocks`` (resampled
    hindcast years, 15), ``var_model`` (a vector autoregression of wave height, period and wind, 40) or
    ``markov_chain`` (a multivariate Markov chain, 90; its 1.7 MB of transition tables a thread over its share of
    the L2: its work 2.4 times). ``ops_model`` (no order): ``fixed_durations`` (10 a step), ``motion_limited`` (the
    vessel's and the lifts' motions from response tables, 600; at 6-hour steps the sea states are smeared: fails) or
    ``lift_dynamics`` (the crane lifts simulated, 4,000; 0.7 GB a campaign in flight against 0.05). ``window_rule``
    (no order): ``p50_forecast`` (starting when the forecast window holds the operation, 30 a step),
    ``rolling_forecast`` (forecast errors simulated, 250) or ``perfect_foresight`` (the weather known: 5; hindcast
    blocks have no future beyond the block: with them fails). 1.5 x 10^7 cycles a campaign (the turbines' logistics
    and the vessel's port calls), 20 KB of results; ``camp_chunk`` campaigns a chunk over ``threads`` threads (a
    hand-out of 20 us, a second hardware thread 0.3 of a core). 0.02 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        wm, om, wr = (np.asarray(c[k]) for k in ("weather_model", "ops_model", "window_rule"))
        sh, ch, th = c["step_h"], c["camp_chunk"], c["threads"]
        steps = 6600.0 / sh
        wx = np.select([wm == "hindcast_blocks", wm == "var_model"], [15.0, 40.0], 90.0)
        ops = np.select([om == "fixed_durations", om == "motion_limited"], [10.0, 600.0], 4000.0)
        win = np.select([wr == "p50_forecast", wr == "rolling_forecast"], [30.0, 250.0], 5.0)
        item = steps * (wx + ops + win) + 1.5e7
        gb = np.where(om == "lift_dynamics", 0.7, 0.05)
        t, placed, ws = _hybrid(campaigns, item, 2.0e4, gb, ch, th, 0.3, 20.0)
        over = np.where(wm == "markov_chain", _l2_share_over(placed, 1700.0, 0.3), 0.0)
        t = t * (1.0 + 1.4 * over * steps * wx / item) + 2.0e4
        bad = ((ws > DRAM_GB) | ((om == "motion_limited") & (sh == 6)) | ((wr == "perfect_foresight") & (wm == "hindcast_blocks")))
        return np.where(bad, np.nan, t)
    return cost


def offshore_params() -> dict[str, list[Any]]:
    return {"weather_model": ["hindcast_blocks", "var_model", "markov_chain"],
            "ops_model": ["fixed_durations", "motion_limited", "lift_dynamics"],
            "window_rule": ["p50_forecast", "rolling_forecast", "perfect_foresight"], "step_h": [1, 3, 6],
            "camp_chunk": [1, 8, 64, 512], "threads": [173, 519, 692, 865]}


def tbm_drive(drives: float) -> Callable[[Cols], np.ndarray]:
    """A tunnelling contractor's drive forecasts on the hybrid CPU: ``drives`` what-if geologies of a 14-km
    tunnel-boring-machine drive with 60 disc cutters, simulated at ``step_m``-m steps (0.25, 0.75 or 1.5).
    ``penetration`` (no order), cycles a step: ``csm_model`` (the Colorado School of Mines cutter forces, 60 cutters
    x 40), ``ntnu_model`` (1,200) or ``learned_rate`` (a gradient-boosted model of past drives, 2,500; its 2.8 MB of
    trees a thread over its share of the L2: its work 2.0 times). ``cutter_wear`` (no order), cycles a cutter and
    step: ``cai_linear`` (the Cerchar abrasivity, linear, 5), ``life_index`` (the cutter life index, 20) or
    ``wear_sim`` (rolling distance and impacts, cutter by cutter, 120; 0.6 GB of cutter histories a drive; at 1.5-m
    steps the impacts are lost: fails). ``face_support`` (no order), cycles a step: ``open_face`` (10; the learned
    model knows only closed-face drives: with it fails), ``epb_face`` (earth-pressure balance, 150) or
    ``slurry_face`` (its slurry circuit, 300; 0.4 GB; the NTNU model knows only hard rock: with it fails). 10^6
    cycles a drive; ``drive_chunk`` drives a chunk over ``threads`` threads (a hand-out of 25 us, a second hardware
    thread 0.18 of a core). 0.03 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        pe, cw, fs = (np.asarray(c[k]) for k in ("penetration", "cutter_wear", "face_support"))
        sm, ch, th = c["step_m"], c["drive_chunk"], c["threads"]
        steps = 14000.0 / sm
        pen = np.select([pe == "csm_model", pe == "ntnu_model"], [2400.0, 1200.0], 2500.0)
        wear = 60.0 * np.select([cw == "cai_linear", cw == "life_index"], [5.0, 20.0], 120.0)
        face = np.select([fs == "open_face", fs == "epb_face"], [10.0, 150.0], 300.0)
        item = steps * (pen + wear + face) + 1.0e6
        gb = 0.02 + np.where(cw == "wear_sim", 0.6, 0.0) + np.where(fs == "slurry_face", 0.4, 0.0)
        t, placed, ws = _hybrid(drives, item, steps * 64.0, gb, ch, th, 0.18, 25.0)
        over = np.where(pe == "learned_rate", _l2_share_over(placed, 2800.0, 0.18), 0.0)
        t = t * (1.0 + 1.0 * over * steps * pen / item) + 3.0e4
        bad = ((ws > DRAM_GB) | ((cw == "wear_sim") & (sm == 1.5)) | ((fs == "open_face") & (pe == "learned_rate"))
               | ((pe == "ntnu_model") & (fs == "slurry_face")))
        return np.where(bad, np.nan, t)
    return cost


def tbm_params() -> dict[str, list[Any]]:
    return {"penetration": ["csm_model", "ntnu_model", "learned_rate"],
            "cutter_wear": ["cai_linear", "life_index", "wear_sim"],
            "face_support": ["open_face", "epb_face", "slurry_face"], "step_m": [0.25, 0.75, 1.5],
            "drive_chunk": [1, 4, 16, 64], "threads": [173, 519, 692, 865]}


def mirror_polish(maps: float) -> Callable[[Cols], np.ndarray]:
    """An observatory's segment polishing shop on the 614-core GPU: ``maps`` dwell-time maps (segments and polishing
    runs), each a 1.44-m segment's removal map on a ``grid_mm``-mm grid (0.5, 1, 2 or 4) deconvolved by the tool's
    influence function, 64 maps a launch. ``tool`` (no order): ``small_lap`` (a 40-mm footprint),
    ``precessed_bonnet`` (20 mm) or ``ion_beam`` (ion-beam figuring, a 6-mm Gaussian; under-resolved at 4 mm:
    fails). ``dwell_solver`` (no order), flops a pixel: ``fourier_inverse`` (FFT division with Tikhonov
    regularisation, 40 x log2 of the map's pixels), ``richardson_lucy`` (60 iterations of a convolution with the
    footprint, 2 flops a footprint pixel) or ``lsqr_sparse`` (150 LSQR iterations on the sparse influence matrix, 4
    a footprint pixel; in fp32 it loses orthogonality: fails). ``precision`` fp32 or fp64 (1/16 of the rate on this
    GPU) on 128 lanes a core; ``dwell_tile_px`` tiles (16, 32 or 64 px a side) staged with their footprint's halo in
    shared memory (twice for the iterative solvers; over the 283 KB: fails), each pixel reading 6 words from DRAM;
    40, 88 or 128 registers by the solver (over the register file: fails). 0.01 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        tl, ds, pr = (np.asarray(c[k]) for k in ("tool", "dwell_solver", "precision"))
        gm, tp, th = c["grid_mm"], c["dwell_tile_px"], c["threads"]
        speed = np.where(pr == "fp32", 1.0, 1.0 / 16.0)
        word = np.where(pr == "fp32", 4.0, 8.0)
        side = 1440.0 / gm
        pixels = side * side
        foot = np.select([tl == "small_lap", tl == "precessed_bonnet"], [40.0, 20.0], 6.0) / gm
        fp_px = np.maximum(foot * foot, 1.0)
        flops = np.select([ds == "fourier_inverse", ds == "richardson_lucy"], [40.0 * np.log2(pixels), 60.0 * 2.0 * fp_px],
                          150.0 * 4.0 * fp_px)
        halo = tp + 2.0 * np.ceil(foot / 2.0)
        smem = halo * halo * word * np.where(ds == "fourier_inverse", 1.0, 2.0)
        regs = np.select([ds == "fourier_inverse", ds == "richardson_lucy"], [40.0, 88.0], 128.0)
        res = _gpu_b(th, smem, regs)
        t = np.ceil(maps / 64.0) * _waves(np.ceil(pixels / (tp * tp)) * 64.0, tp * tp, th, flops, 6.0 * word, res, GPU_B, speed) + 1.0e4
        bad = ((res < 1) | ((tl == "ion_beam") & (gm == 4)) | ((ds == "lsqr_sparse") & (pr == "fp32")))
        return np.where(bad, np.nan, t)
    return cost


def mirror_params() -> dict[str, list[Any]]:
    return {"tool": ["small_lap", "precessed_bonnet", "ion_beam"],
            "dwell_solver": ["fourier_inverse", "richardson_lucy", "lsqr_sparse"], "grid_mm": [0.5, 1, 2, 4],
            "precision": ["fp32", "fp64"], "dwell_tile_px": [16, 32, 64], "threads": [128, 256, 512, 1024]}


def plating_line(mixes: float) -> Callable[[Cols], np.ndarray]:
    """An electroplating job shop's hoist schedules on the hybrid CPU: ``mixes`` what-if product mixes of a 24-tank
    line served by two hoists, each mix scheduled as a cyclic schedule and simulated for a week at ``step_s``-s
    steps (1, 5 or 20). ``hoist_solver`` (no order), cycles a mix: ``list_hoisting`` (2 x 10^5; it cannot interleave
    three cycles: with three-degree cycles fails), ``branch_bound`` (8 x 10^6) or ``cp_cyclic`` (constraint
    programming on the cyclic schedule, 3 x 10^7; 1.5 GB a mix in flight). ``cycle_degree`` (no order):
    ``one_degree``, ``two_degree`` or ``three_degree`` (jobs a cycle: the search 1, 2.5 or 6 times). ``tank_model``
    (no order), cycles a tank and step: ``fixed_windows`` (2) or ``thickness_model`` (the deposit's thickness from
    the current density tables, 30; its 2.1 MB a thread over its share of the L2: its share 1.8 times). 1.5 x 10^6
    cycles and 40 MB of the line's logs a mix; ``mix_chunk`` mixes a chunk over ``threads`` threads (a hand-out of
    35 us, a second hardware thread 0.25 of a core). Four that barely matter: ``solver_log`` (``verbose_log`` adds
    0.3%), ``gantt_export`` (``svg_gantt`` 0.1%), ``report_units`` (``us_customary`` 0.05%) and ``checkpoint_s``
    (every 10 s 25 us more than every 120). 0.05 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        hs, cd, tm = (np.asarray(c[k]) for k in ("hoist_solver", "cycle_degree", "tank_model"))
        st, ch, th = c["step_s"], c["mix_chunk"], c["threads"]
        lg, gx, un, ck = (np.asarray(c[k]) for k in ("solver_log", "gantt_export", "report_units", "checkpoint_s"))
        steps = 604800.0 / st
        deg = np.select([cd == "one_degree", cd == "two_degree"], [1.0, 2.5], 6.0)
        solve = np.select([hs == "list_hoisting", hs == "branch_bound"], [2.0e5, 8.0e6], 3.0e7) * deg
        tank = 24.0 * steps * np.where(tm == "fixed_windows", 2.0, 30.0)
        item = solve + tank + 1.5e6
        gb = np.where(hs == "cp_cyclic", 1.5, 0.01) * np.where(cd == "three_degree", 2.0, 1.0)
        t, placed, ws = _hybrid(mixes, item, 4.0e7, gb, ch, th, 0.25, 35.0)
        over = np.where(tm == "thickness_model", _l2_share_over(placed, 2100.0, 0.25), 0.0)
        t = t * (1.0 + 0.8 * over * tank / item)
        t = t * (1.0 + np.where(lg == "verbose_log", 0.003, 0.0) + np.where(gx == "svg_gantt", 0.001, 0.0)
                 + np.where(un == "us_customary", 0.0005, 0.0)) + 5.0e4 + np.where(ck == 10, 25.0, 0.0)
        bad = ((ws > DRAM_GB) | ((hs == "list_hoisting") & (cd == "three_degree")))
        return np.where(bad, np.nan, t)
    return cost


def plating_params() -> dict[str, list[Any]]:
    return {"hoist_solver": ["list_hoisting", "branch_bound", "cp_cyclic"],
            "cycle_degree": ["one_degree", "two_degree", "three_degree"],
            "tank_model": ["fixed_windows", "thickness_model"], "step_s": [1, 5, 20], "mix_chunk": [1, 8, 64, 256],
            "threads": [173, 692, 865], "solver_log": ["quiet_log", "verbose_log"],
            "gantt_export": ["no_gantt", "svg_gantt"], "report_units": ["si_units", "us_customary"],
            "checkpoint_s": [10, 120]}


def heat_treat(loads: float) -> Callable[[Cols], np.ndarray]:
    """A heat-treatment shop's carburising plans on the hybrid CPU: ``loads`` what-if furnace loads (gear mixes, case
    depths) of a six-furnace line, each 14-hour cycle simulated at ``step_s``-s steps (5, 30 or 120) for 400 parts.
    ``diffusion_model`` (no order), cycles a part and step: ``erf_profile`` (the analytic profile, 20), ``fd_case``
    (finite differences through the case, 200; explicit, unstable at 120 s: fails) or ``fe_section`` (2-D sections
    of the teeth, 3,000; 1.2 GB a load in flight against 0.02). ``furnace_model`` (no order), cycles a step:
    ``lumped_furnace`` (50), ``radiation_zones`` (the zone method, 4,000; its 1.9 MB of exchange areas a thread over
    its share of the L2: its work 1.7 times) or ``atmosphere_cfd`` (the carrier gas's flow, 6 x 10^4; 2.5 GB a load;
    at 120 s unstable: fails). ``quench_model`` (no order), cycles a part: ``hardness_table`` (Jominy curves, 10^3),
    ``grossmann_h`` (Grossmann's H-values, 3 x 10^3) or ``transformation`` (the phase transformation kinetics
    through the quench, 6 x 10^5; the analytic profile gives no carbon field to transform: with it fails). 5 x 10^5
    cycles a load; ``load_chunk`` loads a chunk over ``threads`` threads (a hand-out of 30 us, a second hardware
    thread 0.24 of a core). 0.06 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        dm, fm, qm = (np.asarray(c[k]) for k in ("diffusion_model", "furnace_model", "quench_model"))
        st, ch, th = c["step_s"], c["load_chunk"], c["threads"]
        steps = 50400.0 / st
        parts = 400.0
        dif = parts * np.select([dm == "erf_profile", dm == "fd_case"], [20.0, 200.0], 3000.0)
        fur = np.select([fm == "lumped_furnace", fm == "radiation_zones"], [50.0, 4000.0], 6.0e4)
        qu = parts * np.select([qm == "hardness_table", qm == "grossmann_h"], [1.0e3, 3.0e3], 6.0e5)
        item = steps * (dif + fur) + qu + 5.0e5
        gb = 0.02 + np.where(dm == "fe_section", 1.2, 0.0) + np.where(fm == "atmosphere_cfd", 2.5, 0.0)
        t, placed, ws = _hybrid(loads, item, steps * 4.0e3, gb, ch, th, 0.24, 30.0)
        over = np.where(fm == "radiation_zones", _l2_share_over(placed, 1900.0, 0.24), 0.0)
        t = t * (1.0 + 0.7 * over * steps * fur / item) + 6.0e4
        bad = ((ws > DRAM_GB) | ((dm == "fd_case") & (st == 120)) | ((fm == "atmosphere_cfd") & (st == 120))
               | ((qm == "transformation") & (dm == "erf_profile")))
        return np.where(bad, np.nan, t)
    return cost


def heat_params() -> dict[str, list[Any]]:
    return {"diffusion_model": ["erf_profile", "fd_case", "fe_section"],
            "furnace_model": ["lumped_furnace", "radiation_zones", "atmosphere_cfd"],
            "quench_model": ["hardness_table", "grossmann_h", "transformation"], "step_s": [5, 30, 120],
            "load_chunk": [1, 8, 32, 128], "threads": [173, 519, 692, 865]}


def atom_probe(datasets: float) -> Callable[[Cols], np.ndarray]:
    """A materials lab's atom probe tomography on the 702-core GPU: ``datasets`` datasets of 2 x 10^8 ions each,
    reconstructed and searched for solute clusters on a ``voxel_nm``-nm grid (0.5, 1 or 2; 24 ions a cubic nm).
    ``apt_reconstruction`` (no order), flops an ion: ``point_projection`` (the point-projection protocol, 60),
    ``shank_angle`` (the radius from the voltage curve, 110) or ``tip_profile`` (an evolving tip shape, 900; in fp32
    its small shifts round away: fails). ``cluster_method`` (no order), flops an ion: ``max_separation`` (neighbours
    in the voxels, 40 x the ions a voxel; with 2-nm voxels the clusters merge: fails), ``nn_distribution``
    (nearest-neighbour distributions, 250) or ``isosurfaces`` (isoconcentration surfaces, 80, the block's voxels and
    a two-voxel halo staged, 64 words a voxel). ``precision`` fp32 or fp64 (half the rate) on 128 lanes a core;
    ``ions_block`` ions a block (128-1024), each staging 6 words in shared memory (over the 604 KB: fails) and
    reading 12 (the detector's hits) from DRAM; 40, 64 or 144 registers by the reconstruction (over the register
    file: fails). 0.03 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        rc, cm, pr = (np.asarray(c[k]) for k in ("apt_reconstruction", "cluster_method", "precision"))
        vx, ib, th = c["voxel_nm"], c["ions_block"], c["threads"]
        speed = np.where(pr == "fp32", 1.0, 0.5)
        word = np.where(pr == "fp32", 4.0, 8.0)
        ions = 2.0e8
        per_voxel = 24.0 * vx ** 3
        flops = (np.select([rc == "point_projection", rc == "shank_angle"], [60.0, 110.0], 900.0)
                 + np.select([cm == "max_separation", cm == "nn_distribution"], [40.0 * per_voxel, 250.0], 80.0))
        tile = (np.cbrt(ib / per_voxel) + 4.0) ** 3
        smem = ib * 6.0 * word + np.where(cm == "isosurfaces", 64.0 * word * tile, 0.0)
        regs = np.select([rc == "point_projection", rc == "shank_angle"], [40.0, 64.0], 144.0)
        res = _gpu_a(th, smem, regs)
        t = datasets * _waves(np.ceil(ions / ib), ib, th, flops, 12.0 * word, res, GPU_A, speed) + 3.0e4
        bad = ((res < 1) | ((rc == "tip_profile") & (pr == "fp32")) | ((cm == "max_separation") & (vx == 2)))
        return np.where(bad, np.nan, t)
    return cost


def atom_params() -> dict[str, list[Any]]:
    return {"apt_reconstruction": ["point_projection", "shank_angle", "tip_profile"],
            "cluster_method": ["max_separation", "nn_distribution", "isosurfaces"], "voxel_nm": [0.5, 1, 2],
            "precision": ["fp32", "fp64"], "ions_block": [128, 256, 512, 1024], "threads": [128, 256, 512, 1024]}


def seen_61_synthetic() -> list[tuple[str, Landscape]]:
    """The sixty-first held-out set's synthetic part: nine families no earlier set had (constants of a hybrid CPU
    of 173 performance cores at 3.37 GHz with two hardware threads a core and 2.375 MB of L2 each and 519 efficiency
    cores at 2.14 GHz, 3.375 MB of L2 shared by each cluster of three, 7424 GB of DRAM at 1.54 TB/s, a 702-core GPU
    with 604 KB of shared memory a core and 28.1 TB/s at 2.89 GHz, and a 614-core one with 283 KB a core and 11.9
    TB/s at 3.29 GHz; times in us)."""
    L, S = Landscape, "seen_61"
    return [
        (S, L("desal_ro_bj", desal_params(), desal_ro(2.4e4), 0.02)),
        (S, L("skywave_bj", skywave_params(), skywave(8.8e9), 0.03)),
        (S, L("demolition_bj", demolition_params(), demolition(2000.0), 0.04)),
        (S, L("offshore_install_bj", offshore_params(), offshore_install(2.0e5), 0.03)),
        (S, L("tbm_drive_bj", tbm_params(), tbm_drive(5.0e4), 0.02)),
        (S, L("mirror_polish_bj", mirror_params(), mirror_polish(3.2e4), 0.05)),
        (S, L("plating_line_bj", plating_params(), plating_line(2.0e5), 0.01)),
        (S, L("heat_treat_bj", heat_params(), heat_treat(8.0e4), 0.04)),
        (S, L("atom_probe_bj", atom_params(), atom_probe(600.0), 0.05)),
    ]


SEEN_61_DIR = _data_dir("zoo_seen_61")


def seen_61() -> list[tuple[str, Landscape]]:
    """The sixty-first held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_61/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_61", SEEN_61_DIR)
    return seen_61_synthetic() + recorded
