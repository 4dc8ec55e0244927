"""The zoo's ``seen_60`` set.

``seen_60`` (was ``held_out_60``, :func:`seen_60`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the forty-fifth round, see docs/benchmarks.md):
1 win / 7 ties / 5 losses against the best peer, geo-mean
1.0361, second of the five (tpe_mv 1.0304; random 1.2435); the synthetic nine 1 / 6 / 2 (a win on
the trial simulations, 1.000 against tpe_mv's 1.005; losses on the facial rigs, 1.010 against
tpe_mv's 1.004, and the icing runs, 1.026 against rl's 1.000), the geo-mean the best there
(1.0055; tpe_mv 1.0075); on 30 seeds its recorded four 0 / 1 / 3 (the attention, 1.010 against
tpe_mv's 1.000; the GEMM, 1.335 against rl's 1.241, its committed optimum one fast sample; the
RMSNorm, 1.082 against tpe's 1.000, its committed optimum one fast sample), fourth of five by
geo-mean there (1.1084; tpe 1.0832); scored by the median of 9 quiet samples 0 / 3 / 1 with
``--confirm 0`` (the GEMM, 1.015 against tpe_mv's 1.000; third of five) and 0 / 3 / 1 with
``--confirm 3`` (the GEMM, 1.015 against tpe_mv's 1.008; third of five); R1 1 / 8 / 4 as
committed (1.0323, second of six to tpe_mv), second of six with ``--confirm 0`` (1.0009) and with
``--confirm 3`` (1.0044).
Evaluated on an AVX2 host (numpy's X86_V3 loops), where its committed traces were made; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (aerial ropeways, clinical trial design, postal
operations, industrial baking, radiopharmacy, aircraft icing, well drilling, feature animation,
cosmetics), with constants unlike the other sets' (a CPU of 674 cores at 3.11 GHz with two hardware
threads a core, 2.625 MB of L2 a core, 163 GB of HBM at 7.35 TB/s and 11264 GB of DDR at 0.87 TB/s,
a 662-core GPU with 708 KB of shared memory a core, 191 MB of L2 and 24.7 TB/s at 3.03 GHz, holding
2048 threads and 32 blocks a core, and a 686-core one with 412 KB a core, 149 MB of L2 and 18.7
TB/s at 3.17 GHz, holding 1536 threads and 24 blocks a core, both with 128 lanes, 255 registers a
thread and fp64 at half the rate; times in us, bandwidths in bytes/us). The CPU families keep their
data in the HBM, in the DDR, or in the DDR behind the HBM as a memory-side cache, and hand out
chunks in rounds; the GPU families run their blocks in waves with a last partial wave, the bytes a
wave shares read from the L2 while they fit it:

- ``ropeway_bi`` (3888, 63.1%, 22226x): a ropeway builder's line studies, 4 x 10^4 what-if cases
  (wind, loading, emergency stops) of a 24-span detachable gondola with 110 cabins over 600 s on the
  674-core CPU, an elastic catenary (with LES inflow: fails), lumped-mass (at 50 ms steps: fails)
  or finite-element rope, point loads, pendulum cabins or multibody cabins (on the catenary, or at
  steps of 20 ms and more: fail), uniform wind, a gust spectrum (its tables over a thread's share of
  the L2: a cliff) or LES inflow planes, 1-50-ms steps, 1-64 cases a chunk over 337-1348 threads,
  the data in HBM, in DDR or in DDR behind an HBM cache (a working set over the HBM's 163 GB, kept
  in it, or over the DDR's 11264 GB: fails); three within 5%.
- ``trial_sim_bi`` (2916, 53.2%, 104x): a sponsor's Bayesian adaptive trial simulated, 10^6
  virtual trials of 20 interim looks each on the CPU, grid quadrature, a Laplace approximation or
  NUTS, each look refitted, warm-started or reweighted by sequential Monte Carlo (on the grid, or
  with last values carried forward: fail), last values, multiple imputation (with the Laplace
  approximation: fails) or a joint model (on the grid: fails), three random-number generators (the
  Mersenne Twister's state over the L2: a cliff), 1-512 trials a chunk over 337-1348 threads and
  the three memory placements; ten within 5%.
- ``sort_plan_bi`` (10368, 56.8%, 72x): a postal operator's nightly sort plans, 1.08 x 10^5
  what-if mail-volume scenarios of 4 x 10^5 delivery points on the CPU, greedy, tabu or MIP bin
  assignment (the MIP's model over the memory: fails), one to three sorting passes (three with
  the greedy bins: fails), daily means or hourly arrivals (in one pass: fails), 1-256 scenarios a
  chunk over 337-1348 threads, the three memory placements, and four that barely matter (the sort
  audit, the label format, the archive, the sorter's heartbeat: 0.002-0.4%): ten parameters, 124
  within 5%.
- ``bakery_bi`` (2916, 60.0%, 71x): an industrial bakery's weekly production plans, 59,312 what-if
  demand weeks of 2,200 batches over 14 lines on the CPU, list rules (with the allergen matrix:
  fail), constraint programming or a time-indexed MIP (with fixed proofing times: fails), fixed
  cleans, an allergen matrix or learned changeover times (their trees over the L2: a cliff), fixed
  proofing, a proofer climate table or a proofer climate simulation (at 15-minute steps: fails),
  1-15-minute steps, 1-64 weeks a chunk over 337-1348 threads and the three memory placements; 42
  within 5%.
- ``radiopharm_bi`` (2916, 60.7%, 173x): a radiopharmacy network's PET tracer production, 10^6
  what-if days of cyclotron runs, syntheses and courier runs on the CPU, fixed slots (with
  route-aware decay: fail), a decay-aware MIP or a rolling horizon (at 15-minute slots: fails),
  decay at dispatch, per dose or along the route (with direct runs: fails), direct runs, milk runs
  or routing with time windows (with decay at dispatch: fails; its tables over the L2: a cliff),
  1-15-minute slots, 1-64 days a chunk over 337-1348 threads and the three memory placements; two
  within 5%.
- ``icing_bi`` (864, 36.8%, 373x): an aircraft maker's icing certification runs, 2,000 icing
  conditions on a wing's 2.4 x 10^6 cells on the 662-core GPU, Lagrangian droplets (with the
  runback film: fail), an Eulerian or an Eulerian large-droplet solver (in one layer: fails),
  Messinger's balance, an extended Messinger model (in fp32 with 6 layers or more: fails) or a
  runback water film, 1-12 ice layers, fp32 or fp64, 64-512 cells a block (over the 708 KB: fail),
  128-512 threads (over the register file: fail); one within 5%.
- ``drillstring_bi`` (3456, 61.1%, 3979x): a drilling contractor's vibration maps, 4 x 10^4
  operating points of a directional well's drill string over 20 s on the 686-core GPU, a lumped
  torsional model (with wall contact: fails), a finite-element beam (without it: fails) or a
  Cosserat string (at 200 us steps: fails), Coulomb, Stribeck or rate-weakening bit friction or
  PDC cutters (in fp32: fail), no, penalty or frictional wall contact, 10-200-us steps, fp32 or
  fp64, 32-160 elements a block (over the 412 KB: fail), 64-512 threads (over the register file:
  fail); 33 within 5%.
- ``facial_rig_bi`` (2592, 52.3%, 166x): a feature-animation studio's facial rigs evaluated, 1.44 x
  10^5 frames of a 2.4 x 10^5-vertex face on the 662-core GPU, linear blendshapes (with linear
  blend skinning: fail), pose-space correctives (in fp16: fail) or a neural rig, linear blend,
  dual-quaternion or delta-mush skinning (on the unsubdivided mesh: fails), 0-2 subdivision levels,
  fp32 or fp16, 4-64 frames a launch, 64-1024 vertices a block (over the 708 KB: fail), 128-1024
  threads (over the register file: fail); eleven within 5%.
- ``sunscreen_bi`` (2304, 61.7%, 1528951x): a cosmetics lab's in-silico SPF tests, 2 x 10^7
  candidate films (formulation and plate) on the 686-core GPU, a step film, a binned thickness map
  or the full map, Beer-Lambert (on the full map: fails), Kubelka-Munk two-flux or discrete
  ordinates in the film (on the step film: fail; neither at 10 nm: fail), static or
  photodegrading filters (in fp16: fail), 1-10-nm wavelength steps, fp32 or fp16, 16-128-px map
  tiles (over the 412 KB: fail), 128-1024 threads (over the register file: fail); twelve within 5%.


And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a non-causal grouped-query attention, a bidirectional encoder's 76-token chunk (30 query
heads over 5 KV heads, d 400), with its KV block, KV split, pipeline and ``opt_level`` (O1, O2 and
O3: no O0) but its query block, softmax and unroll left at the default, a batched GEMM without bias
tuning its M tile with the pipeline, the L1 prefetch and the output alignment (212 rows: 1 to 14 row
blocks; its N and K tiles, schedule, layout and unroll at the default), a gated ReLU FFN tuning the
down projection's N tile with the gate/up pipeline and L1 prefetch and ``opt_level`` (O1, O2 and O3:
no O0), and an RMSNorm with its hidden split, stats and pipeline but neither its rows a block, its
``opt_level`` nor its unroll (a set no earlier LayerNorm or RMSNorm space tuned; 24 configurations,
the full value lists: the untuned norm sets of 28 or more are used up and this is one of the two
largest left), each space measured exhaustively (every configuration compiled, checked against
numpy, timed 3 times) by ``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_60/``
(gzip JSON, times in us, provenance in each file's ``source``, 12.4 KB in all). They were recorded
on the shared 2-core machine the standing way, ``--only`` each, one after another, the recorder at
normal priority (not niced), after the lead's go (the load average 0.70 at the start); this host is
the AMD EPYC with AVX2 and no AVX-512 that recorded held_out_44's..held_out_59's four (the same
``host_cpu``), so the four are measurements of the kernels' AVX2 paths (8-lane vectors, their
register tiles accordingly). ``ps`` (every 60 s and at the end, eight times) showed nothing else
running but the recorder, its measuring worker and the C compiler it calls, this helper's own
sampling and waiting shells (sleeping) and idle tool shells (sleeping or idle; no other python,
benchmark or pytest process); about 6 s into the recording one drafting tool call of this
helper's, made before it knew of the go, had its guarded edit skipped (the guard saw the recording)
but copied a draft file outside the repository and started an enumerating script that refused at
its own guard (said in the commits); after that it only read the logs beside it (nothing
enumerated, measured or tested) (load average
0.70-1.07 sampled every 10 s over the recording, 38 samples, the recorder itself included, rising
from the quiet start to about 1.0). The tail of their samples is real measurement noise (median
spread 2.4-7.4%, wider than the last four's 1.5-2.4%), and the fastest sample is the true cost:
three of the four optima rest on one fast sample, the GEMM's, its other two samples 1.56 and 1.79
times it (16th by median of 192, and 1.24 times faster than any other configuration's fastest), the
FFN's, its other two 1.13 and 1.23 times it (8th by median of 108), and the RMSNorm's, its other two
1.14 and 1.22 times it (2nd by median of 24), and the attention's nearly (its other two 1.03 times
it, 3rd by median of 144) (see below). Before that, the first and the last configuration of each
space were compiled (not run) to check they build. Every configuration ran, so they are 0%
infeasible (reported, not forced into 30-70%):

=================================================================  ==========================================  =======  ======  ======  =========
landscape                                                          op (shape)                                  configs  params  spread  worst/opt
=================================================================  ==========================================  =======  ======  ======  =========
cpu_attention_gqa6_bidir_kv_block_split_pipeline_opt               grouped-query attention, non-causal (30         144       4      2%       1.9x
                                                                   heads over 5, 76 x 76, d 400)
cpu_gemm_batched_m_tile_pipeline_prefetch_align                    batched GEMM (2 x 212 x 632 @ 632 x 624)        192       4      6%       2.2x
cpu_ffn_reglu_down_n_pipeline_prefetch_opt                         gated FFN, ReLU (148 tokens, 440 -> 1192)       108       4      7%       1.6x
cpu_rmsnorm_no_rows_per_block_no_opt_level_no_unroll               RMSNorm (1544 rows x 2944)                       24       3      5%       1.6x
=================================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1, 2.4%, 6.1%, 7.4% and 4.8%;
within 5% of the optimum: 11, 1, 3 and 1 configurations; the attention's optimum (a KV block of 64,
no KV split, double_buffer, O2) has samples 1.028, 1.029 and 1.000 times its fastest and is 3rd by
median of 144 (1.028), the next configuration (64, 1, double_buffer, O3) 1.010 times it and the best
by median too (median 1.014), KV blocks of 16, 32 and 128 1.022, 1.031 and 1.021 at least, KV
splits of 2, 4 and 8 1.024, 1.053 and 1.089 at least, the pipeline none and single_buffer 1.033 and
1.017 at least, O1 1.147 and O3 1.010 at least, the whole space within 1.88; the GEMM's optimum (an
M tile of 192, the pipeline none, the L1 prefetch on, the output unaligned) has samples 1.792,
1.564 and 1.000 times its fastest and is 16th by median of 192 (1.564), the next configuration
(256, none, no prefetch, unaligned) 1.241 times it and the best by median too (median 1.404), M
tiles of 16 to 176 1.335-1.660 and of 208 to 256 1.241-1.524 at least, single_buffer 1.496 and
double_buffer 1.412 at least, no prefetch 1.241 and the output aligned 1.335 at least, the whole
space within 2.23; the FFN's optimum (a down N tile of 176, the gate/up pipeline none, the L1
prefetch on, O2) has samples 1.225, 1.134 and 1.000 times its fastest and is 8th by median of 108
(1.134), the next configuration (224, none, prefetch, O2) 1.035 times it (median 1.097), the best
by median (80, none, no prefetch, O2) 1.080 (median 1.081), down N tiles of 16, 48, 80, 112 and 224
1.130, 1.094, 1.048, 1.068 and 1.035 at least, single_buffer 1.068 and double_buffer 1.048 at least,
no prefetch 1.048 at least, O1 1.307 and O3 1.102 at least, the whole space within 1.58; the
RMSNorm's optimum (a hidden split of 2, one_pass stats, the pipeline none) has samples 1.217, 1.142
and 1.000 and is 2nd by median of 24 (1.142), the next configuration (4, one_pass, single_buffer)
1.082 times it and the best by median too (median 1.085), hidden splits of 1, 4 and 8 1.169, 1.082
and 1.115 at least, two_pass 1.313 at least, single_buffer 1.082 and double_buffer 1.217 at least,
the whole space within 1.62.)
Recording took 167 + 90 + 90 + 27 s, 6.2 minutes in all, one landscape after another (2026-12-06
05:12 to 05:18 UTC).
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, resident_blocks, smt_cores

# the CPU: 674 cores at 3.11 GHz, two hardware threads a core, 2.625 MB of L2 a core, 163 GB of HBM at 7.35 TB/s
# and 11264 GB of DDR at 0.87 TB/s (bandwidths in bytes/us)
CORES, GHZ, L2_KB, HBM_GB, HBM_BW, DDR_GB, DDR_BW = 674, 3.11, 2.625 * 1024.0, 163.0, 7.35e6, 11264.0, 8.7e5
_gpu_a = partial(resident_blocks, smem_kb=708.0, max_threads=2048, max_blocks=32, max_regs=255)  # the 662-core GPU's core
_gpu_b = partial(resident_blocks, smem_kb=412.0, max_threads=1536, max_blocks=24, max_regs=255)  # the 686-core GPU's core
GPU_A = (662, 2.47e7, 3.03, 191.0)  # cores, DRAM bytes/us, GHz, MB of L2
GPU_B = (686, 1.87e7, 3.17, 149.0)


def _tiered(n_items: Any, item_cyc: Any, item_bytes: Any, item_gb: Any, chunk: Any, threads: Any, tier: Any,
            gain: float, handout_us: float) -> tuple[Any, Any, Any]:
    """``n_items`` equal items of ``item_cyc`` cycles, each streaming ``item_bytes`` from memory and holding
    ``item_gb`` GB while in flight, cut into chunks of ``chunk`` and dealt in rounds to ``threads`` threads of the
    674-core CPU (the second hardware thread of a core adding ``gain`` of a core). ``mem_tier`` (no order):
    ``hbm_flat`` (everything in the 163 GB of HBM at 7.35 TB/s: a working set over it fails), ``ddr_flat`` (in DDR at
    0.87 TB/s) or ``hbm_cache`` (the HBM as a memory-side cache of the DDR: the share of the working set it holds at
    HBM speed, the rest at DDR speed, 3% lost to its tags). A round lasts its compute or its memory traffic, the
    longer, plus a quarter of the shorter, and a hand-out of ``handout_us`` x sqrt(busy threads) / 16. Returns the
    makespan, the busy threads and the working set (GB: the busy threads' chunks)."""
    chunks = np.ceil(n_items / chunk)
    busy = np.minimum(threads, chunks)
    speed = smt_cores(busy, CORES, gain) / busy
    comp = chunk * item_cyc / (GHZ * 1e3) / speed
    ws = busy * chunk * item_gb
    ti = np.asarray(tier)
    hit = np.clip(HBM_GB / np.maximum(ws, 1e-9), 0.0, 1.0)
    bw = np.select([ti == "hbm_flat", ti == "ddr_flat"], [HBM_BW, DDR_BW], 0.97 / (hit / HBM_BW + (1.0 - hit) / DDR_BW))
    mem = chunk * item_bytes * busy / bw
    rounds = np.ceil(chunks / busy)
    t = rounds * (np.maximum(comp, mem) + 0.25 * np.minimum(comp, mem) + handout_us * np.sqrt(busy) / 16.0)
    return t, busy, ws


def _tier_fails(ws: Any, tier: Any) -> Any:
    """A working set over the HBM with everything kept in it, or over the DDR otherwise."""
    ti = np.asarray(tier)
    return np.where(ti == "hbm_flat", ws > HBM_GB, ws > DDR_GB)


def _l2_cliff(busy: Any, kb_thread: Any) -> Any:
    """Whether a thread's ``kb_thread`` KB of tables overflow its share of a core's 2.625 MB of L2 (two threads
    share a core once the busy threads outnumber the cores)."""
    return np.where(busy > CORES, 2.0, 1.0) * kb_thread > L2_KB


def _sweep(n_blocks: Any, blk_flops: Any, blk_bytes: Any, blk_reuse: Any, res: Any, threads: Any, cores: int,
           rate: Any, dram_bw: float, l2_mb: float) -> Any:
    """A launch of ``n_blocks`` blocks of ``blk_flops`` flops on ``cores`` GPU cores of ``rate`` flops/us holding
    ``res`` blocks of ``threads`` threads each, in waves of cores x res blocks and a last partial wave (its busiest
    core holding ceil(left / cores)). k blocks on a core keep w = k x threads / 32 warps and run at sqrt(w / 24) of
    the core's rate (full from 24 warps). Each block reads ``blk_bytes`` from DRAM and re-reads ``blk_reuse`` bytes
    it shares with the wave: while a wave's shared bytes fit the ``l2_mb`` MB of L2 they come from it, beyond it
    (up to twice it) they are read again from DRAM. A wave lasts its compute or its DRAM traffic, the longer, and
    0.1 us; the launch 4 us."""
    per = np.maximum(res, 1.0)
    grid = cores * per
    l2 = l2_mb * 1024.0 * 1024.0

    def wave(k: Any, m: Any) -> Any:
        eff = np.minimum(1.0, np.sqrt(k * threads / 32.0 / 24.0))
        spill = np.clip(m * blk_reuse / l2 - 1.0, 0.0, 1.0)
        return np.maximum(k * blk_flops / (rate * eff), m * (blk_bytes + spill * blk_reuse) / dram_bw) + 0.1
    full = np.floor(n_blocks / grid)
    left = n_blocks - full * grid
    return 4.0 + full * wave(per, grid) + np.where(left > 0, wave(np.ceil(left / cores), left), 0.0)


def _lanes(items: Any, threads: Any) -> Any:
    """The share of a block's ``threads`` threads kept busy by its ``items`` items, a thread an item in
    ceil(items / threads) passes (the last pass partly idle)."""
    return items / (np.ceil(items / threads) * threads)


def ropeway(cases: float) -> Callable[[Cols], np.ndarray]:
    """A ropeway builder's line studies on the CPU: ``cases`` what-if cases (wind, loading, emergency stops) of a
    detachable gondola's 24 spans and 110 cabins simulated for 600 s at ``step_ms``-ms steps (1, 5, 20 or 50).
    ``rope_model`` (no order), cycles a span and step: ``elastic_catenary`` (quasi-static, 60; with the LES inflow
    its gust loading is lost: fails), ``lumped_rope`` (40 masses a span, 1,000; unstable at 50 ms: fails) or
    ``fe_cable`` (200 cable elements with bending, 18,000; 1.1 GB a case in flight against 0.01 and 0.05).
    ``carrier_model`` (no order), cycles a cabin and step: ``point_loads`` (5), ``pendulum`` (120) or
    ``multibody`` (cabin, grip and hanger, 900; on the catenary, or at steps of 20 ms and more, the grips'
    impulses in an emergency stop are lost: fails). ``wind_field`` (no order), cycles a span and step:
    ``uniform_wind`` (20), ``gust_spectrum`` (a gust spectrum a span, 300; its 1.4 MB of tables a thread over a
    thread's share of the L2: its work 2.1 times) or ``les_inflow`` (planes of an LES, 80, reading 0.4 MB a step and
    holding 2.4 GB a case). 2 x 10^6 cycles and 20 MB of results a case; ``case_chunk`` cases a chunk over
    ``threads`` threads in rounds (a hand-out of 40 us, a second hardware thread 0.22 of a core), the data placed
    by ``mem_tier``. 0.15 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        rm, cm, wf = (np.asarray(c[k]) for k in ("rope_model", "carrier_model", "wind_field"))
        sm, ch, th, tr = c["step_ms"], c["case_chunk"], c["threads"], c["mem_tier"]
        steps = 6.0e5 / sm
        rope = 24.0 * np.select([rm == "elastic_catenary", rm == "lumped_rope"], [60.0, 1000.0], 18000.0)
        carr = 110.0 * np.select([cm == "point_loads", cm == "pendulum"], [5.0, 120.0], 900.0)
        wind = 24.0 * np.select([wf == "uniform_wind", wf == "gust_spectrum"], [20.0, 300.0], 80.0)
        les = np.where(wf == "les_inflow", 4.0e5, 0.0)
        item = steps * (rope + carr + wind) + 2.0e6
        gb = np.select([rm == "elastic_catenary", rm == "lumped_rope"], [0.01, 0.05], 1.1) + np.where(wf == "les_inflow", 2.4, 0.0)
        t, busy, ws = _tiered(cases, item, steps * les + 2.0e7, gb, ch, th, tr, 0.22, 40.0)
        cliff = np.where((wf == "gust_spectrum") & _l2_cliff(busy, 1400.0), 2.1, 1.0)
        t = t * (1.0 + (cliff - 1.0) * steps * wind / item) + 1.5e5
        bad = (_tier_fails(ws, tr) | ((cm == "multibody") & (rm == "elastic_catenary")) | ((rm == "lumped_rope") & (sm == 50))
               | ((cm == "multibody") & (sm >= 20)) | ((rm == "elastic_catenary") & (wf == "les_inflow")))
        return np.where(bad, np.nan, t)
    return cost


def ropeway_params() -> dict[str, list[Any]]:
    return {"rope_model": ["elastic_catenary", "lumped_rope", "fe_cable"], "carrier_model": ["point_loads", "pendulum", "multibody"],
            "wind_field": ["uniform_wind", "gust_spectrum", "les_inflow"], "step_ms": [1, 5, 20, 50], "case_chunk": [1, 4, 16, 64],
            "threads": [337, 674, 1348], "mem_tier": ["hbm_flat", "ddr_flat", "hbm_cache"]}


def trial_sim(trials: float) -> Callable[[Cols], np.ndarray]:
    """A sponsor's Bayesian adaptive trial (response-adaptive randomisation, 20 interim looks) simulated on the
    CPU for its operating characteristics, ``trials`` virtual trials. ``posterior`` (no order), cycles a fit:
    ``grid_quadrature`` (160,000), ``laplace_approx`` (6,000) or ``mcmc_nuts`` (No-U-Turn sampling, 600,000; 30 MB
    of draws a trial). ``interim_update`` (no order): ``refit`` (each look from scratch), ``warm_started`` (from the
    last look's fit, 0.45 of it; the grid gains nothing) or ``smc_reweight`` (sequential Monte Carlo, the particles
    reweighted, 0.25 of it; 80 MB of particles a trial; on the grid, or with last values carried forward, the
    particles degenerate: fails). ``imputation`` (no order) of the patients still in follow-up at a look:
    ``last_value`` (1), ``multiple_imputation`` (5 fits; with the Laplace approximation its skewed posteriors:
    fails) or ``joint_model`` (3 fits; too many dimensions for the grid: fails); 2,400 draws a look for each fit.
    ``rng`` (no order), cycles a draw: ``philox`` (7), ``mt19937`` (5; its 1.5 MB of state a thread over a thread's
    share of the L2: its share 1.4 times) or ``pcg64`` (4). 2 x 10^5 cycles and 4 MB a trial; ``trial_chunk``
    trials a chunk over ``threads`` threads in rounds (a hand-out of 25 us, a second hardware thread 0.3 of a
    core), the data placed by ``mem_tier``. 0.01 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        po, iu, im, rg = (np.asarray(c[k]) for k in ("posterior", "interim_update", "imputation", "rng"))
        ch, th, tr = c["trial_chunk"], c["threads"], c["mem_tier"]
        looks = 20.0
        fit = np.select([po == "grid_quadrature", po == "laplace_approx"], [1.6e5, 6.0e3], 6.0e5)
        upd = np.select([iu == "refit", iu == "warm_started"], [1.0, np.where(po == "grid_quadrature", 1.0, 0.45)], 0.25)
        imp = np.select([im == "last_value", im == "multiple_imputation"], [1.0, 5.0], 3.0)
        draws = 2400.0 * imp
        rng = draws * np.select([rg == "philox", rg == "mt19937"], [7.0, 5.0], 4.0) * looks
        item = looks * fit * upd * imp + rng + 2.0e5
        gb = np.where(iu == "smc_reweight", 0.08, 0.004) + np.where(po == "mcmc_nuts", 0.03, 0.0)
        t, busy, ws = _tiered(trials, item, 4.0e6, gb, ch, th, tr, 0.3, 25.0)
        cliff = np.where((rg == "mt19937") & _l2_cliff(busy, 1500.0), 1.4, 1.0)
        t = t * (1.0 + (cliff - 1.0) * rng / item) + 1.0e4
        bad = (_tier_fails(ws, tr) | ((iu == "smc_reweight") & (po == "grid_quadrature")) | ((im == "joint_model") & (po == "grid_quadrature"))
               | ((im == "last_value") & (iu == "smc_reweight")) | ((po == "laplace_approx") & (im == "multiple_imputation")))
        return np.where(bad, np.nan, t)
    return cost


def trial_params() -> dict[str, list[Any]]:
    return {"posterior": ["grid_quadrature", "laplace_approx", "mcmc_nuts"], "interim_update": ["refit", "warm_started", "smc_reweight"],
            "imputation": ["last_value", "multiple_imputation", "joint_model"], "rng": ["philox", "mt19937", "pcg64"],
            "trial_chunk": [1, 8, 64, 512], "threads": [337, 674, 1348], "mem_tier": ["hbm_flat", "ddr_flat", "hbm_cache"]}


def sort_plan(scenarios: float) -> Callable[[Cols], np.ndarray]:
    """A postal operator's nightly sort plans on the CPU: ``scenarios`` what-if mail-volume scenarios, each
    assigning 4 x 10^5 delivery points to the sorters' bins and sequencing them for the delivery walks.
    ``plan_solver`` (no order), cycles a delivery point: ``greedy_bins`` (30; it cannot balance three passes:
    with ``three_sort_passes`` fails), ``tabu_bins`` (a tabu search, 400) or ``mip_bins`` (a MIP, 2,500; its model
    1.6 GB a pass and scenario). ``sort_passes`` (no order): ``one_sort_pass``, ``two_sort_passes`` or
    ``three_sort_passes`` (25 cycles a point and pass, 120 MB of mail records read a pass; one pass cannot take the
    hourly arrivals: fails). ``volume_model`` (no order): ``daily_means`` or ``hourly_arrivals`` (1.3 times the
    work). 10^6 cycles a scenario and 5 MB a pass in flight for the heuristics; ``scen_chunk`` scenarios a chunk
    over ``threads`` threads in rounds (a hand-out of 30 us, a second hardware thread 0.12 of a core), the data
    placed by ``mem_tier``. Four that barely matter: ``sort_audit`` (``per_item`` adds 0.4%), ``label_format``
    (``verbose_labels`` 0.15%), ``archive`` (``compressed`` 0.08%) and ``sorter_heartbeat_s`` (every 5 s 40 us
    more than every 60). 0.05 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        ps, sq, vm = (np.asarray(c[k]) for k in ("plan_solver", "sort_passes", "volume_model"))
        ch, th, tr = c["scen_chunk"], c["threads"], c["mem_tier"]
        au, lf, ar, hb = (np.asarray(c[k]) for k in ("sort_audit", "label_format", "archive", "sorter_heartbeat_s"))
        points = 4.0e5
        passes = np.select([sq == "one_sort_pass", sq == "two_sort_passes"], [1.0, 2.0], 3.0)
        solve = points * np.select([ps == "greedy_bins", ps == "tabu_bins"], [30.0, 400.0], 2500.0)
        seqw = points * passes * 25.0
        vol = np.where(vm == "daily_means", 1.0, 1.3)
        item = (solve + seqw) * vol + 1.0e6
        gb = np.where(ps == "mip_bins", 1.6, 0.005) * passes
        t, busy, ws = _tiered(scenarios, item, 1.2e8 * passes, gb, ch, th, tr, 0.12, 30.0)
        t = t * (1.0 + np.where(au == "per_item", 0.004, 0.0) + np.where(lf == "verbose_labels", 0.0015, 0.0)
                 + np.where(ar == "compressed", 0.0008, 0.0)) + 5.0e4 + np.where(hb == 5, 40.0, 0.0)
        bad = (_tier_fails(ws, tr) | ((ps == "greedy_bins") & (sq == "three_sort_passes")) | ((sq == "one_sort_pass") & (vm == "hourly_arrivals")))
        return np.where(bad, np.nan, t)
    return cost


def sort_params() -> dict[str, list[Any]]:
    return {"plan_solver": ["greedy_bins", "tabu_bins", "mip_bins"], "sort_passes": ["one_sort_pass", "two_sort_passes", "three_sort_passes"],
            "volume_model": ["daily_means", "hourly_arrivals"], "scen_chunk": [1, 8, 64, 256], "threads": [337, 674, 1348],
            "mem_tier": ["hbm_flat", "ddr_flat", "hbm_cache"], "sort_audit": ["no_sort_audit", "per_item"],
            "label_format": ["compact_labels", "verbose_labels"], "archive": ["no_archive", "compressed"], "sorter_heartbeat_s": [5, 60]}


def bakery(weeks: float) -> Callable[[Cols], np.ndarray]:
    """An industrial bakery's weekly production plans on the CPU: ``weeks`` what-if demand weeks of 2,200 batches
    over 14 lines, planned at ``step_min``-minute resolution (1, 5 or 15). ``bake_planner`` (no order):
    ``list_rules`` (priority rules, 2,000 cycles a batch; they ignore sequence-dependent cleans: with the allergen
    matrix fails), ``cp_sequencing`` (constraint programming, 10^5 a batch; 0.8 GB a week in flight) or
    ``mip_time_index`` (a time-indexed MIP, 3,000 x slots^1.3 of the week; 2 x 10^-5 x slots^1.3 GB a week; with
    fixed proofing times it has no slack to place: fails). ``changeover_model`` (no order), cycles a batch and
    line: ``fixed_cleans`` (5), ``allergen_matrix`` (sequence-dependent cleans, 60) or ``learned_times`` (a tree
    ensemble of changeover times, 400; its 1.9 MB a thread over a thread's share of the L2: its share 1.9 times).
    ``proofer_model`` (no order), cycles a batch: ``fixed_proof`` (2), ``climate_table`` (proof times from the
    proofers' temperature and humidity, 20) or ``climate_sim`` (the proofers' heat and moisture simulated, 9 a
    slot; unstable at 15 minutes: fails). 5 x 10^6 cycles and 60 MB of orders a week; ``week_chunk`` weeks a
    chunk over ``threads`` threads in rounds (a hand-out of 30 us, a second hardware thread 0.2 of a core), the
    data placed by ``mem_tier``. 0.03 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        pl, co, pf = (np.asarray(c[k]) for k in ("bake_planner", "changeover_model", "proofer_model"))
        st, ch, th, tr = c["step_min"], c["week_chunk"], c["threads"], c["mem_tier"]
        batches = 2200.0
        slots = 7.0 * 24.0 * 60.0 / st
        plan = np.select([pl == "list_rules", pl == "cp_sequencing"], [2.0e3 * batches, 1.0e5 * batches], 3.0e3 * slots ** 1.3)
        cov = np.select([co == "fixed_cleans", co == "allergen_matrix"], [5.0, 60.0], 400.0) * batches * 14.0
        prf = np.select([pf == "fixed_proof", pf == "climate_table"], [2.0, 20.0], 9.0 * slots) * batches
        item = plan + cov + prf + 5.0e6
        gb = np.select([pl == "list_rules", pl == "cp_sequencing"], [0.01, 0.8], 2.0e-5 * slots ** 1.3)
        t, busy, ws = _tiered(weeks, item, 6.0e7, gb, ch, th, tr, 0.2, 30.0)
        cliff = np.where((co == "learned_times") & _l2_cliff(busy, 1900.0), 1.9, 1.0)
        t = t * (1.0 + (cliff - 1.0) * cov / item) + 3.0e4
        bad = (_tier_fails(ws, tr) | ((pl == "list_rules") & (co == "allergen_matrix")) | ((pf == "climate_sim") & (st == 15))
               | ((pf == "fixed_proof") & (pl == "mip_time_index")))
        return np.where(bad, np.nan, t)
    return cost


def bakery_params() -> dict[str, list[Any]]:
    return {"bake_planner": ["list_rules", "cp_sequencing", "mip_time_index"],
            "changeover_model": ["fixed_cleans", "allergen_matrix", "learned_times"],
            "proofer_model": ["fixed_proof", "climate_table", "climate_sim"], "step_min": [1, 5, 15], "week_chunk": [1, 4, 16, 64],
            "threads": [337, 674, 1348], "mem_tier": ["hbm_flat", "ddr_flat", "hbm_cache"]}


def radiopharm(days: float) -> Callable[[Cols], np.ndarray]:
    """A radiopharmacy network's PET tracer production on the CPU: ``days`` what-if days of cyclotron runs,
    syntheses and courier runs to the hospitals, planned in ``step_min``-minute slots (1, 5 or 15).
    ``tracer_scheduler`` (no order): ``fixed_slots`` (20 cycles a slot; it cannot follow route-aware decay: fails),
    ``decay_mip`` (a decay-aware MIP, 400 x slots^1.5; 2 x 10^-4 x slots^1.5 GB a day) or ``rolling_horizon``
    (re-planned every slot over a day, 60 x 24 a slot; at 15-minute slots it misses the morning doses: fails).
    ``decay_model`` (no order), 2,000 cycles a slot times: ``batch_decay`` (decay at dispatch, 1), ``per_dose`` (3)
    or ``route_aware`` (along each courier's route, 9; direct runs carry no route: with them fails).
    ``courier_routing`` (no order), cycles a day: ``direct_runs`` (5 x 10^4), ``milk_run`` (6 x 10^5) or
    ``vrp_windows`` (vehicle routing with time windows, 8 x 10^6; 0.3 GB a day; its windows need the doses' decay:
    with decay at dispatch fails; its 1.8 MB of tables a thread over a thread's share of the L2: its share 1.7
    times). 4 x 10^5 cycles and 1 MB a day; ``day_chunk`` days a chunk over ``threads`` threads in rounds (a
    hand-out of 35 us, a second hardware thread 0.27 of a core), the data placed by ``mem_tier``. 0.02 s besides.
    Times in us."""
    def cost(c: Cols) -> np.ndarray:
        sc, dm, cr = (np.asarray(c[k]) for k in ("tracer_scheduler", "decay_model", "courier_routing"))
        st, ch, th, tr = c["step_min"], c["day_chunk"], c["threads"], c["mem_tier"]
        slots = 24.0 * 60.0 / st
        sched = np.select([sc == "fixed_slots", sc == "decay_mip"], [20.0 * slots, 400.0 * slots ** 1.5], 60.0 * slots * 24.0)
        decay = np.select([dm == "batch_decay", dm == "per_dose"], [1.0, 3.0], 9.0) * 2.0e3 * slots
        route = np.select([cr == "direct_runs", cr == "milk_run"], [5.0e4, 6.0e5], 8.0e6)
        item = sched + decay + route + 4.0e5
        gb = np.where(sc == "decay_mip", 2.0e-4 * slots ** 1.5, 0.01) + np.where(cr == "vrp_windows", 0.3, 0.0)
        t, busy, ws = _tiered(days, item, 1.0e6, gb, ch, th, tr, 0.27, 35.0)
        cliff = np.where((cr == "vrp_windows") & _l2_cliff(busy, 1800.0), 1.7, 1.0)
        t = t * (1.0 + (cliff - 1.0) * route / item) + 2.0e4
        bad = (_tier_fails(ws, tr) | ((sc == "fixed_slots") & (dm == "route_aware")) | ((cr == "vrp_windows") & (dm == "batch_decay"))
               | ((sc == "rolling_horizon") & (st == 15)) | ((dm == "route_aware") & (cr == "direct_runs")))
        return np.where(bad, np.nan, t)
    return cost


def radiopharm_params() -> dict[str, list[Any]]:
    return {"tracer_scheduler": ["fixed_slots", "decay_mip", "rolling_horizon"], "decay_model": ["batch_decay", "per_dose", "route_aware"],
            "courier_routing": ["direct_runs", "milk_run", "vrp_windows"], "step_min": [1, 5, 15], "day_chunk": [1, 4, 16, 64],
            "threads": [337, 674, 1348], "mem_tier": ["hbm_flat", "ddr_flat", "hbm_cache"]}


def icing(conditions: float) -> Callable[[Cols], np.ndarray]:
    """An aircraft maker's icing certification runs on the 662-core GPU: ``conditions`` icing conditions, each
    an exposure grown in ``ice_layers`` layers (1, 3, 6 or 12) on a wing's 2.4 x 10^6 cells, a layer 300 sweeps of
    the droplet and surface solvers and 400 us of remeshing. ``droplet_solver`` (no order), flops a cell and
    sweep: ``lagrangian_droplets`` (6,000), ``eulerian`` (2,500) or ``eulerian_sld`` (supercooled large droplets
    with splashing, 5,000; in one layer its shapes are wrong: fails). ``icing_thermo`` (no order), flops a surface
    cell (5% of the cells): ``messinger`` (Messinger's balance, 400), ``extended_messinger`` (with the heat in the
    ice, 1,500; in fp32 with 6 layers or more its thin layers lose their digits: fails) or ``film_runback`` (a
    runback water film, 3,000; fed by Lagrangian droplets too noisy: fails). ``precision`` fp32 or fp64 (half the
    rate) on 128 lanes a core; ``ice_cells_block`` cells a block (64, 96, 256 or 512), each staging 24, 40 or 120
    words (by the droplet solver; 1.5 times with the film) in shared memory (over the 708 KB: fails), reading 20
    words from DRAM and sharing 60 with its wave; 48, 96 or 128 registers by the surface model, 1.5 times in fp64
    (over the register file: fails). 0.05 s besides. Times in us."""
    cores, bw, ghz, l2 = GPU_A

    def cost(c: Cols) -> np.ndarray:
        ds, tm, pr = (np.asarray(c[k]) for k in ("droplet_solver", "icing_thermo", "precision"))
        ly, cb, th = c["ice_layers"], c["ice_cells_block"], c["threads"]
        speed = np.where(pr == "fp32", 1.0, 0.5)
        word = np.where(pr == "fp32", 4.0, 8.0)
        cells = 2.4e6
        drop = np.select([ds == "lagrangian_droplets", ds == "eulerian"], [6000.0, 2500.0], 5000.0)
        therm = 0.05 * np.select([tm == "messinger", tm == "extended_messinger"], [400.0, 1500.0], 3000.0)
        per = drop + therm
        smem = (cb * word * np.select([ds == "lagrangian_droplets", ds == "eulerian"], [24.0, 40.0], 120.0)
                * np.where(tm == "film_runback", 1.5, 1.0))
        regs = np.select([tm == "messinger", tm == "extended_messinger"], [48.0, 96.0], 128.0) * np.where(pr == "fp64", 1.5, 1.0)
        res = _gpu_a(th, smem, regs)
        rate = 128 * 2.0 * ghz * 1e3 * speed * _lanes(cb, th)
        k = _sweep(np.ceil(cells / cb), cb * per, cb * 20.0 * word, cb * 60.0 * word, res, th, cores, rate, bw, l2)
        t = conditions * ly * (k * 300.0 + 400.0) + 5.0e4
        bad = ((res < 1) | ((ds == "lagrangian_droplets") & (tm == "film_runback"))
               | ((pr == "fp32") & (tm == "extended_messinger") & (ly >= 6)) | ((ly == 1) & (ds == "eulerian_sld")))
        return np.where(bad, np.nan, t)
    return cost


def icing_params() -> dict[str, list[Any]]:
    return {"droplet_solver": ["lagrangian_droplets", "eulerian", "eulerian_sld"],
            "icing_thermo": ["messinger", "extended_messinger", "film_runback"], "ice_layers": [1, 3, 6, 12],
            "precision": ["fp32", "fp64"], "ice_cells_block": [64, 96, 256, 512], "threads": [128, 256, 512]}


def drillstring(points: float) -> Callable[[Cols], np.ndarray]:
    """A drilling contractor's vibration maps on the 686-core GPU: ``points`` operating points (weight on bit,
    surface speed) of a directional well's drill string, each simulated for 20 s at ``dt_us``-us steps (10, 50 or
    200). ``string_model`` (no order): ``torsional_lumped`` (200 elements, 40 flops each; it has no lateral
    motion: with wall contact fails), ``fe_beam`` (2,500 beam elements, 600; in the build section the string
    rests on the wall: without contact fails) or ``cosserat_string`` (2,500 geometrically exact rod elements,
    1,800; unstable at 200 us: fails). ``wall_contact`` (no order), flops an element: ``no_contact`` (0),
    ``penalty_wall`` (120) or ``friction_wall`` (260). ``bit_rock`` (no order), flops a point and step:
    ``coulomb_bit`` (50), ``stribeck_bit`` (70), ``rate_weakening`` (90) or ``pdc_cutters`` (cutter by cutter,
    20,000; in fp32 its depths of cut round away: fails), on the whole GPU. ``precision`` fp32 or fp64 (half the
    rate) on 128 lanes a core; ``elems_block`` elements a block (32, 48, 96 or 160), each staging 8, 200 or 360
    words (by the string model) in shared memory (over the 412 KB: fails), reading 24 words from DRAM and sharing
    12 with its wave; 40, 96 or 168 registers by the string model, 1.4 times in fp64 (over the register file:
    fails). A launch a step; 0.15 s besides. Times in us."""
    cores, bw, ghz, l2 = GPU_B

    def cost(c: Cols) -> np.ndarray:
        sm, br, ct, pr = (np.asarray(c[k]) for k in ("string_model", "bit_rock", "wall_contact", "precision"))
        dt, eb, th = c["dt_us"], c["elems_block"], c["threads"]
        speed = np.where(pr == "fp32", 1.0, 0.5)
        word = np.where(pr == "fp32", 4.0, 8.0)
        elems = np.where(sm == "torsional_lumped", 200.0, 2500.0)
        per = np.select([sm == "torsional_lumped", sm == "fe_beam"], [40.0, 600.0], 1800.0)
        per = per + np.select([ct == "no_contact", ct == "penalty_wall"], [0.0, 120.0], 260.0)
        steps = 20.0e6 / dt
        bit = np.select([br == "coulomb_bit", br == "stribeck_bit", br == "rate_weakening"], [50.0, 70.0, 90.0], 2.0e4)
        smem = eb * word * np.select([sm == "torsional_lumped", sm == "fe_beam"], [8.0, 200.0], 360.0)
        regs = np.select([sm == "torsional_lumped", sm == "fe_beam"], [40.0, 96.0], 168.0) * np.where(pr == "fp64", 1.4, 1.0)
        res = _gpu_b(th, smem, regs)
        rate = 128 * 2.0 * ghz * 1e3 * speed * _lanes(eb, th)
        k = _sweep(np.ceil(points * elems / eb), eb * per, eb * word * 24.0, eb * word * 12.0, res, th, cores, rate, bw, l2)
        t = steps * (k + points * bit / (cores * 128 * 2.0 * ghz * 1e3 * speed)) + 1.5e5
        bad = ((res < 1) | ((sm == "torsional_lumped") & (ct != "no_contact")) | ((sm == "cosserat_string") & (dt == 200))
               | ((br == "pdc_cutters") & (pr == "fp32")) | ((sm == "fe_beam") & (ct == "no_contact")))
        return np.where(bad, np.nan, t)
    return cost


def drill_params() -> dict[str, list[Any]]:
    return {"string_model": ["torsional_lumped", "fe_beam", "cosserat_string"],
            "bit_rock": ["coulomb_bit", "stribeck_bit", "rate_weakening", "pdc_cutters"],
            "wall_contact": ["no_contact", "penalty_wall", "friction_wall"], "dt_us": [10, 50, 200], "precision": ["fp32", "fp64"],
            "elems_block": [32, 48, 96, 160], "threads": [64, 96, 192, 512]}


def facial_rig(frames: float) -> Callable[[Cols], np.ndarray]:
    """A feature-animation studio's facial rigs evaluated on the 662-core GPU: ``frames`` frames of a face of 2.4
    x 10^5 vertices at ``subdiv_level`` (0, 1 or 2: four times the vertices a level, 40 flops a vertex to
    subdivide), ``frames_batch`` frames (4, 16 or 64) a launch. ``deformer`` (no order), flops a vertex:
    ``linear_blendshapes`` (130, reading 65 words of shape deltas), ``pose_space`` (pose-space correctives, 450
    and 90 words; in fp16 its radial-basis weights are ill-conditioned: fails) or ``neural_rig`` (a learned
    deformer, 2,500 and 8 words, its 64 KB of weights in shared memory). ``skinning`` (no order), flops a vertex:
    ``linear_blend`` (48; with plain blendshapes the mouth corners collapse: fails), ``dual_quaternion`` (110) or
    ``delta_mush`` (348, its one-ring staged, 160 words a vertex in shared memory, 24 more read; on the
    unsubdivided mesh it smooths the lips away: fails). ``precision`` fp32 or fp16 (twice the rate) on 128 lanes a
    core; ``verts_block`` vertices a block (64, 192, 512 or 1024), each staging 12 words in shared memory (over the
    708 KB: fails), reading 6 words and its deformer's from DRAM and sharing its 12 with its wave; 40, 72 or 128
    registers by the deformer, 1.25 times in fp32 (over the register file: fails). 0.02 s besides. Times in
    us."""
    cores, bw, ghz, l2 = GPU_A

    def cost(c: Cols) -> np.ndarray:
        de, sk, pr = (np.asarray(c[k]) for k in ("deformer", "skinning", "precision"))
        sd, fb, vb, th = c["subdiv_level"], c["frames_batch"], c["verts_block"], c["threads"]
        speed = np.where(pr == "fp32", 1.0, 2.0)
        word = np.where(pr == "fp32", 4.0, 2.0)
        verts = 2.4e5 * 4.0 ** sd
        dflops = np.select([de == "linear_blendshapes", de == "pose_space"], [130.0, 450.0], 2500.0)
        sflops = np.select([sk == "linear_blend", sk == "dual_quaternion"], [48.0, 110.0], 348.0)
        per = dflops + sflops + np.where(sd > 0, 40.0, 0.0)
        dbytes = np.select([de == "linear_blendshapes", de == "pose_space"], [65.0, 90.0], 8.0) * word
        vbytes = dbytes + 6.0 * word + np.where(sk == "delta_mush", 24.0 * word, 0.0)
        smem = (vb * 12.0 * word + np.where(de == "neural_rig", 64.0 * 1024.0, 0.0)
                + np.where(sk == "delta_mush", vb * 160.0 * word, 0.0))
        regs = np.select([de == "linear_blendshapes", de == "pose_space"], [40.0, 72.0], 128.0) * np.where(pr == "fp32", 1.25, 1.0)
        res = _gpu_a(th, smem, regs)
        rate = 128 * 2.0 * ghz * 1e3 * speed * _lanes(vb, th)
        k = _sweep(np.ceil(fb * verts / vb), vb * per, vb * vbytes, vb * 12.0 * word, res, th, cores, rate, bw, l2)
        t = np.ceil(frames / fb) * k + 2.0e4
        bad = ((res < 1) | ((sk == "linear_blend") & (de == "linear_blendshapes")) | ((pr == "fp16") & (de == "pose_space"))
               | ((sd == 0) & (sk == "delta_mush")))
        return np.where(bad, np.nan, t)
    return cost


def facial_params() -> dict[str, list[Any]]:
    return {"deformer": ["linear_blendshapes", "pose_space", "neural_rig"], "skinning": ["linear_blend", "dual_quaternion", "delta_mush"],
            "subdiv_level": [0, 1, 2], "precision": ["fp32", "fp16"], "frames_batch": [4, 16, 64], "verts_block": [64, 192, 512, 1024],
            "threads": [128, 256, 512, 1024]}


def sunscreen(films: float) -> Callable[[Cols], np.ndarray]:
    """A cosmetics lab's in-silico SPF tests on the 686-core GPU: ``films`` candidate films (a formulation spread
    on a roughened plate), the UV transmission of each computed from 290 to 400 nm at ``lambda_step_nm``-nm steps
    (1, 2, 5 or 10) over its thickness. ``film_model`` (no order): ``step_film`` (a thickness histogram of 256
    steps), ``binned_map`` (the profilometer's map binned to 4,096 cells) or ``thickness_map`` (the full map, 6.4 x
    10^4 pixels, eight words a pixel staged). ``transfer`` (no order), flops a pixel and wavelength:
    ``beer_lambert`` (absorbance only, 44; on the full map it misses the light the valleys scatter: fails),
    ``kubelka_munk`` (two-flux with the mineral filters' scattering, 200) or ``film_ordinates`` (discrete ordinates
    through the film's depth, 3,000, 96 KB of angular tables in shared memory; a histogram has no lateral
    structure for it: with the step film fails); the scattering ones need the filters' spectra at 5 nm or finer:
    at 10 nm fail. ``photostability`` (no order): ``static_filters`` or ``irradiation_decay`` (the filters
    photodegrading, four dose steps: 4 times; in fp16 the small losses vanish: fails). ``precision`` fp32 or fp16
    (twice the rate) on 128 lanes a core; ``map_tile_px`` tiles (16-128 px a side) staged in shared memory with the
    12 filters' spectra (over the 412 KB: fails), each pixel reading three words and writing half a word a
    wavelength; 32, 64 or 120 registers by the transfer, 1.2 times in fp32 (over the register file: fails); the
    tiles in waves, a launch in all. 200 us besides. Times in us."""
    cores, bw, ghz, l2 = GPU_B

    def cost(c: Cols) -> np.ndarray:
        fm, tf, ps, pr = (np.asarray(c[k]) for k in ("film_model", "transfer", "photostability", "precision"))
        ls, tp, th = c["lambda_step_nm"], c["map_tile_px"], c["threads"]
        speed = np.where(pr == "fp32", 1.0, 2.0)
        word = np.where(pr == "fp32", 4.0, 2.0)
        lam = np.ceil(110.0 / ls)
        pixels = np.select([fm == "step_film", fm == "binned_map"], [256.0, 4096.0], 6.4e4)
        per = lam * np.select([tf == "beer_lambert", tf == "kubelka_munk"], [44.0, 200.0], 3000.0) * np.where(ps == "static_filters", 1.0, 4.0)
        spectra = lam * 12.0 * word
        smem = (tp * tp * word * np.where(fm == "thickness_map", 8.0, 1.0) + spectra
                + np.where(tf == "film_ordinates", 96.0 * 1024.0, 0.0))
        regs = np.select([tf == "beer_lambert", tf == "kubelka_munk"], [32.0, 64.0], 120.0) * np.where(pr == "fp32", 1.2, 1.0)
        res = _gpu_b(th, smem, regs)
        rate = 128 * 2.0 * ghz * 1e3 * speed * _lanes(tp * tp, th)
        k = _sweep(np.ceil(films * pixels / (tp * tp)), tp * tp * per, tp * tp * (3.0 * word + 4.0 * lam * word / 8.0), spectra,
                   res, th, cores, rate, bw, l2)
        t = k + 200.0
        bad = ((res < 1) | ((ls == 10) & (tf != "beer_lambert")) | ((tf == "beer_lambert") & (fm == "thickness_map"))
               | ((pr == "fp16") & (ps == "irradiation_decay")) | ((fm == "step_film") & (tf == "film_ordinates")))
        return np.where(bad, np.nan, t)
    return cost


def sunscreen_params() -> dict[str, list[Any]]:
    return {"film_model": ["step_film", "binned_map", "thickness_map"], "transfer": ["beer_lambert", "kubelka_munk", "film_ordinates"],
            "photostability": ["static_filters", "irradiation_decay"], "lambda_step_nm": [1, 2, 5, 10], "precision": ["fp32", "fp16"],
            "map_tile_px": [16, 32, 64, 128], "threads": [128, 256, 512, 1024]}


def seen_60_synthetic() -> list[tuple[str, Landscape]]:
    """The sixtieth held-out set's synthetic part: nine families no earlier set had (constants of a CPU of 674
    cores at 3.11 GHz with two hardware threads a core, 2.625 MB of L2 a core, 163 GB of HBM at 7.35 TB/s and 11264
    GB of DDR at 0.87 TB/s, a 662-core GPU with 708 KB of shared memory a core, 191 MB of L2 and 24.7 TB/s at 3.03
    GHz, and a 686-core one with 412 KB a core, 149 MB of L2 and 18.7 TB/s at 3.17 GHz; times in us)."""
    L, S = Landscape, "seen_60"
    return [
        (S, L("ropeway_bi", ropeway_params(), ropeway(4.0e4), 0.03)),
        (S, L("trial_sim_bi", trial_params(), trial_sim(1.0e6), 0.02)),
        (S, L("sort_plan_bi", sort_params(), sort_plan(107840.0), 0.01)),
        (S, L("bakery_bi", bakery_params(), bakery(59312.0), 0.04)),
        (S, L("radiopharm_bi", radiopharm_params(), radiopharm(1.0e6), 0.02)),
        (S, L("icing_bi", icing_params(), icing(2000.0), 0.05)),
        (S, L("drillstring_bi", drill_params(), drillstring(4.0e4), 0.03)),
        (S, L("facial_rig_bi", facial_params(), facial_rig(1.44e5), 0.04)),
        (S, L("sunscreen_bi", sunscreen_params(), sunscreen(2.0e7), 0.05)),
    ]


SEEN_60_DIR = _data_dir("zoo_seen_60")


def seen_60() -> list[tuple[str, Landscape]]:
    """The sixtieth held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_60/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_60", SEEN_60_DIR)
    return seen_60_synthetic() + recorded
