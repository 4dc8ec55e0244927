"""The zoo's ``seen_67`` set.

``seen_67`` (was ``held_out_67``, :func:`seen_67`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the forty-eighth round, see docs/benchmarks.md):
0 wins / 12 ties / 1 loss against the best peer, geo-mean
1.0057, the best of the five (tpe_mv 1.0062; random 1.1168); the synthetic nine 0 / 9 / 0, the
best by geo-mean there (1.0021; tpe_mv 1.0029); on 30 seeds its recorded four 0 / 3 / 1 (a loss
on the FFN, 1.056 against random's and rl's 1.029, its committed optimum one fast sample), the
last of five by geo-mean there (1.0139; rl 1.0096); scored by the median of 9 quiet samples
0 / 3 / 1 with ``--confirm 0`` (the GEMM, 1.016 against tpe_mv's 1.000; third of five, 1.0082,
tpe_mv 1.0045) and 0 / 2 / 2 with ``--confirm 3`` (the attention, 1.012 against tpe_mv's 1.000,
and the GEMM, 1.016 against 1.000; fourth of five, 1.0081, tpe_mv 1.0004); R1 0 / 12 / 1 as
committed (1.0040, the best of six), the best of six with ``--confirm 0`` (1.0041) and second
with ``--confirm 3`` (1.0016, behind tpe_mv's 1.0004).
Evaluated on an AVX-512 host with the numerics pinned (numpy's X86_V4 loops), where its committed traces were made; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (tofu making, tattoo inks, hair perming,
fresco painting, hat felting, paper marbling, lava-lamp making, sand-timer making, domino
toppling), with constants unlike the other sets' (a chiplet CPU of 15 compute dies of 13 cores,
each die with 29.5 MB of L3 and a 36.5 GB/s link to the I/O die, whose DDR gives 294.5 GB/s and
holds 695 GB, a die's clock 3.415 GHz with one busy core falling linearly to 2.355 GHz with all
thirteen busy, and a barrier of 0.855 us a busy die a round; a 185-core GPU with 203 KB of shared
memory a core, 1536 threads and 16 blocks a core, 96 fused-multiply-add lanes at 1.915 GHz, fp64
at 1/8 of the rate, 2.735 TB/s of HBM behind a 65.5 MB L2 that moves a working set that fits at
2.415 times the HBM's rate, 0.455 us a wave, and a kernel launched from the host at 4.45 us or
replayed from a captured graph at 0.935 us after a capture of 159 us; times in us, bandwidths in
bytes/us). The CPU families deal batches of their jobs statically over 13, 65, 130 or 195
threads, packed die by die (fewer dies busy, each at the all-core clock, behind fewer links) or
spread over the dies (more dies' links and a higher clock, a barrier over more dies each round;
at 195 threads the two are the same); the GPU families launch one kernel a time step, from the
host or replayed from a graph, their blocks in whole waves, latency hidden by the occupancy:

- ``tofu_press_bp`` (864, 47.0%, 3715x): a tofu workshop's coagulation-and-pressing plans, 2,400
  what-if plans (soy milk, coagulant dose, press schedule) of 40 minutes on the chiplet CPU, an
  equilibrium magnesium-binding (nigari) coagulation (at 60-s steps: fails), glucono-delta-lactone
  hydrolysis kinetics or a two-stage aggregation-and-gelation model (not with Terzaghi's press;
  their 5,200 and 2,600 KB of tables over a thread's share of its die's L3: a cliff), Terzaghi's 1-D
  consolidation of the curd, a 1-D poro-viscoelastic press (not with the equilibrium
  coagulation) or a 2-D poroelastic press (at 2-s steps: fails), 2-60-s steps, 1-64 plans a batch
  over 13-195 threads, packed or spread (over the DDR's 695 GB: fail); two within 5%.
- ``tattoo_fade_bp`` (2592, 52.4%, 4.9 x 10^5x): a tattoo-ink maker's fading studies, 12,480
  designs' pigment over ten years in the skin on the chiplet CPU, a single dermis (at 1-day steps,
  or with macrophage cycles: fails), papillary and reticular layers, or a dermis with its vessels
  (at 30-day steps: fails), first-order clearance, cycles of macrophage capture, death and
  recapture (at 30-day steps: fail) or lymphatic transport (of mixed pigment sizes at 1-day steps:
  fails), nano or micro pigment or mixed sizes, 1-30-day steps, 1-64 designs a batch over 13-195
  threads, packed or spread (over the 695 GB: fail); 16 within 5%.
- ``hair_perm_bp`` (1728, 56.0%, 7154x): a hair-care lab's perm trials, 3,120 lotion-and-rod
  trials of 25 minutes' waving on the chiplet CPU, a uniform fibre (not with cysteamine), cuticle
  and cortex, or cuticle, cortex and medulla (at 10-s steps, or with a rigid rod: fails; its
  tables over a thread's share of its die's L3: a cliff), ammonium or glyceryl thioglycolate (the
  glyceryl one at 10-s steps with the elastic set: fails) or a cysteamine lotion, a rigid rod or an
  elastic set of the curl, 0.5-10-s steps, 1-64 trials a batch over 13-195 threads, packed or
  spread (over the 695 GB: fail); 12 within 5%.
- ``fresco_lime_bp`` (3456, 44.9%, 28789x): a fresco painter's giornata plans, 124,800 what-if
  patches of three days' setting on the chiplet CPU, a sharp carbonation front (not over an
  arriccio layer), CO2 diffusion with the carbonation reaction or with the plaster's drying too
  (both at 120-minute steps: fail), earth ochres, lapis and azurite (with the drying at 5-minute
  steps: fails) or green earths, a bare wall or an arriccio layer beneath, the cartoon pounced or
  incised (1%), 5-120-minute steps, 1-64 patches a batch over 13-195 threads, packed or spread
  (over the 695 GB: fail); 36 within 5%.
- ``felt_hat_bp`` (10368, 36.0%, 70408x): a milliner's felting trials, 6,000 hat bodies of 45
  minutes' fulling on the chiplet CPU, a bulk shrinkage law (not on a wet cone), a fibre network
  (on a wet cone at 1-s steps: fails) or a scale-ratchet fibre migration (at 30-s steps: fails),
  merino wool, rabbit or beaver fur (beaver at 1-s steps: fails), a dry block, a steam block or a
  wet cone, 1-30-s steps, 1-64 hats a batch over 13-195 threads, packed or spread (over the 695
  GB: fail), and two that barely matter (the shrinkage logged each batch or each pass, a block
  report: 0.2-0.4%): nine parameters, 120 within 5%.
- ``marbling_comb_bp`` (1152, 45.1%, 18241x): a paper marbler's comb-pattern studies, 10^4 sheets
  of 20 s of raking and combing on the GPU, an analytic tine deformation map (not with surfactant
  spreading), Stokes flow by boundary elements (at 50-ms steps, or in fp32 at 2-ms steps: fails)
  or a shallow-layer Stokes grid (at 50-ms steps with surfactant spreading: fails), passive paints
  or surfactant spreading, 2-50-ms steps, fp32 or fp64, 16-128 sheets a block (over the 203 KB:
  fail), 64-512 threads (over the register file: fail), launched from the host or replayed from a
  graph; two within 5%.
- ``lava_lamp_bp`` (3888, 42.0%, 79545x): a lamp maker's wax-blob designs, 47,360 designs of a
  minute of a warm lamp on the GPU, tracked blobs (not in a globe bottle), a level set (at 100-ms
  steps, or in fp32 at 5-ms steps: fails) or a phase field (at 100-ms steps with dyed wax: fails),
  paraffin, mineral-oil or dyed wax mixes (0.2-0.4%), tapered, rocket or globe bottles, 5-100-ms
  steps, fp32 or fp64, 1-16 designs a block (over the 203 KB: fail), 64-512 threads (over the
  register file: fail), launched from the host or replayed from a graph; 12 within 5%.
- ``sand_timer_bp`` (3456, 56.8%, 6.1 x 10^5x): a sand-timer maker's neck designs, 10^4 timers of
  20 ms of the neck's discharge on the GPU, Beverloo's law (only for quartz sand), a kinematic
  flow model (with air drag at 100-us steps: fails) or discrete grains (at 100-us steps, or in
  fp32 at 1-us steps: fails), quartz sand, eggshell powder or glass beads (glass beads without
  the air: fail), no air or the air's drag, 1-100-us steps, fp32 or fp64, 16-128 timers a block
  (over the 203 KB: fail), 64-512 threads (over the register file: fail), launched from the host
  or replayed from a graph; three within 5%.
- ``domino_run_bp`` (10368, 41.4%, 4167x): a domino artist's chain layouts, 2 x 10^4 layouts of 2
  s of toppling on the GPU, an empirical wave-speed law (not on carpet), impulse chains (with thin
  tiles at 500-us steps: fail) or penalty contact between tiles (at 500-us steps, or in fp32 at
  20-us steps: fails), standard, thin or heavy tiles (0-2%), a rigid floor, a felt mat or carpet,
  fixed or graded spacing (1.2%), 20-500-us steps (a kernel every 50 steps), fp32 or fp64, 16-128
  layouts a block (over the 203 KB: fail), 64-512 threads (over the register file: fail),
  launched from the host or replayed from a graph: nine parameters, 48 within 5%.

And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a causal grouped-query attention, a decoder's prefill (41 tokens, 39 query heads over
three KV heads, d 520), with its query block, pipeline, ``opt_level`` (O1, O2 and O3: no O0) and
unroll but its KV block, KV split and softmax left at the default (query blocks of 16, 32 and 64:
3, 2 and 1 query blocks of the 41; 128 and 256 are one block like 64 and left out), a plain GEMM
tuning its K tile with the pipeline and the layout (752 deep: 47 to 3 k-steps; 252 x 752 @ 752 x
744; its M and N tiles, L1 prefetch, output alignment, ``opt_level``, schedule and unroll at the
default), a non-gated SiLU FFN tuning the gate/up projection's N tile with the gate/up L1
prefetch and the down pipeline (1144 intermediate: 72 to 5 column blocks; 172 tokens, 760
hidden), and a LayerNorm with its rows a block and its stats but neither its hidden split, its
pipeline, its ``opt_level`` nor its unroll (a set no earlier LayerNorm or RMSNorm space tuned; 14
configurations, the full value lists: the untuned norm sets of 15 or more are used up and this is
the largest left), each space measured exhaustively (every configuration compiled, checked
against numpy, timed 3 times) by ``scripts/record_cpu_landscapes.py`` into
``scripts/data/zoo_seen_67/`` (gzip JSON, times in us, provenance in each file's ``source``,
10.5 KB in all). They were recorded on the shared 2-core machine the standing way, ``--only``
each, one after another, the recorder at normal priority (not niced), 60 s after the lead's go
(the load average 0.26 at the start), on the host that recorded held_out_62's..held_out_66's four
(now seen_62's..seen_66's), an AMD EPYC with AVX-512 (avx512f, avx512dq, avx512bw, avx512vl and
more): their ``host_cpu`` (81db2b0747f882f3) is seen_66's, so the four are measurements of the
kernels' AVX-512 paths (16-lane vectors), like seen_62's..seen_66's and unlike
held_out_44's..held_out_61's (e12b91328de47f4d, an AVX2-only EPYC). ``ps`` (every 60 s, seven
times over the standing recording) showed nothing else running but the recorder, its measuring
worker and its C compiler, this helper's own sampling and waiting shells (sleeping) and idle tool
shells (sleeping; no other python, benchmark or pytest process); this helper's drafting of the
synthetic families had ended before the go, and during the recording it only read the logs
beside it (load average 0.26-0.98 sampled every 10 s over the standing recording, the recorder
itself included). The tail of their samples is real measurement noise (median spread 2.2-4.4%),
and the fastest sample is the true cost: THE ATTENTION'S AND THE FFN'S OPTIMA REST ON ONE FAST
SAMPLE, the attention's (its other two samples 1.071 and 1.061 times it, 8th by median of 135,
though the next fastest is only 1.001 times it), the FFN's (1.148 and 1.132 times it, 15th by
median of 96, 1.029 times faster than any other configuration's fastest); the GEMM's optimum leans
on its fast sample too (its other two 1.131 and 1.013 times it) but is the best by median as well
(1.013 against the next's 1.034), and the LayerNorm's is the best by median (samples 1.001, 1.000
and 1.004 times its fastest; the next fastest 1.034). THE GEMM'S LAYOUT, which kernels/gemm.c reads
only when it packs B (with the pipeline ``none`` there is no packed B), still moves the unpacked
kernels' times (at a K tile of 112, 1.023, 1.068 and 1.227 at best for the column-major, row-major
and z-major builds of what is the same loop): code placement of separately compiled kernels or the
machine's state, not the layout; its optimum is one of those (a K tile of 128, no pipeline, column
major; the z-major build of the same loop 1.009). Before that, the first and the last
configuration of each space (the attention's three times, as its shape moved) were compiled and
measured once the recorder's way, in a scratch cache outside the repository, to check they build
and to estimate the recording time. Every configuration ran, so they are 0% infeasible (reported,
not forced into 30-70%):

===============================================================  ==========================================  =======  ======  ======  =========
landscape                                                        op (shape)                                  configs  params  spread  worst/opt
===============================================================  ==========================================  =======  ======  ======  =========
cpu_attention_gqa13_causal_q_block_pipeline_opt_unroll           grouped-query attention, causal (39 heads       135       4      3%       1.9x
                                                                 over three, 41 x 41, d 520)
cpu_gemm_k_tile_pipeline_layout                                  GEMM (252 x 752 @ 752 x 744)                    144       3      4%      13.1x
cpu_ffn_silu_n_tile_prefetch_down_pipeline                       FFN, non-gated SiLU (172 tokens,                 96       3      3%       1.2x
                                                                 760 -> 1144)
cpu_layernorm_no_split_no_pipeline_no_opt_level_no_unroll        LayerNorm (1680 rows x 3096)                     14       2      2%       1.6x
===============================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1, 3.3%, 4.4%, 3.0% and 2.2%;
within 5% of the optimum: 10, 4, 2 and 2 configurations; the attention's optimum (a query block of
32, no pipeline, O3, unroll 2) has samples 1.071, 1.061 and 1.000 times its fastest and is 8th by
median of 135 (median 1.061), the next fastest (32, none, O3, unroll 4) 1.001 (median 1.027), the
best by median (64, none, O3, unroll 16) 1.016 (median 1.016); query blocks of 16 and 64 1.010 and
1.016 at least; the pipeline single_buffer and double_buffer 1.099 and 1.053 at least; O1 and O2
1.244 and 1.132 at least; unrolls of 0, 4, 8 and 16 1.033, 1.001, 1.024 and 1.010 at least (the
slowest (16, double_buffer, O1, unroll 0) 1.912); the GEMM's optimum (a K tile of 128, no
pipeline, column major) has samples 1.131, 1.000 and 1.013 times its fastest and is the best by
median of 144 (1.013), the next fastest (128, none, z_major) 1.009 (median 1.034); K tiles of 16 to
256 but 128 1.023-1.271 at least; the pipeline single_buffer and double_buffer 1.346 and 1.442 at
least; the row-major and z-major layouts 1.033 and 1.009 at least (the slowest (16,
double_buffer, column major) 13.128); the FFN's optimum (a gate/up N tile of 32, no gate/up L1
prefetch, the down pipeline single_buffer) has samples 1.000, 1.148 and 1.132 times its fastest
and is 15th by median of 96 (median 1.132), the next fastest (96, prefetch, single_buffer) 1.029
(median 1.110), the best by median (224, prefetch, single_buffer) 1.061 (median 1.079); gate/up N
tiles of 16 to 256 but 32 1.029-1.152 at least; the gate/up L1 prefetch 1.029 at least; the down
pipeline none and double_buffer 1.099 and 1.063 at least (the slowest (80, prefetch, none) 1.248);
the LayerNorm's optimum (32 rows a block, one_pass) has samples 1.001, 1.000 and 1.004 times its
fastest and is the best by median of 14 (1.001), the next (2, one_pass) 1.034 (median 1.038); rows
a block of 1, 2, 4, 8, 16 and 64 1.051, 1.034, 1.084, 1.096, 1.088 and 1.183 at least; two_pass
1.462 at least (the slowest (2, two_pass) 1.601).) Recording took 119 + 85 + 79 + 19 s, 5.0
minutes in all, one landscape after another (2026-12-06 13:48 to 13:53 UTC).
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, resident_blocks

# the chiplet CPU: 15 compute dies of 13 cores (195), each die with 29.5 MB of L3 shared by its cores and a 36.5 GB/s
# link to the I/O die, whose DDR gives 294.5 GB/s and holds 695 GB; a die's clock 3.415 GHz with one busy core,
# falling linearly to 2.355 GHz with all thirteen busy; threads packed die by die (compact) or dealt over the dies
# (spread); a barrier over the busy dies costs 0.855 us a die a round; bandwidths in bytes/us
DIES, DIE_CORES, DIE_L3_KB = 15, 13, 29.5 * 1024.0
GHZ_ONE, GHZ_ALL, DIE_LINK, DDR_BW, DDR_GB, BARRIER_US = 3.415, 2.355, 3.65e4, 2.945e5, 695.0, 0.855
# the GPU: 185 cores, 203 KB of shared memory a core, 1536 threads and 16 blocks a core, 96 fused-multiply-add
# lanes a core at 1.915 GHz, fp64 at 1/8 of the rate, 2.735 TB/s of HBM behind a 65.5 MB L2 (2.415 times the HBM's
# rate for a working set that fits); a kernel launched from the host costs 4.45 us, replayed from a captured graph
# 0.935 us after a capture of 159 us; a wave costs 0.455 us to start
GPU_CORES, GPU_SMEM_KB, GPU_LANES, GPU_GHZ, GPU_BW, GPU_L2_MB = 185, 203.0, 96, 1.915, 2.735e6, 65.5
L2_GAIN, LAUNCH_US, REPLAY_US, CAPTURE_US, WAVE_US = 2.415, 4.45, 0.935, 159.0, 0.455


def _die_run(n: Any, cyc: Any, nbytes: Any, item_mb: Any, batch: Any, threads: Any, placement: Any,
             table_kb: Any = 0.0, table_cost: Any = 0.0, shared_gb: Any = 0.0) -> tuple[Any, Any]:
    """``n`` items on the chiplet CPU, ``cyc`` cycles, ``nbytes`` bytes of DDR traffic and ``item_mb`` MB resident an
    item, in batches of ``batch`` items dealt statically over ``threads`` threads, packed die by die (``compact_dies``)
    or dealt over the dies (``spread_dies``); a thread whose ``table_kb`` KB of tables is over its share of its die's
    L3 pays ``table_cost`` more on its work; ``shared_gb`` GB of tables held once. A run lasts its compute or its
    traffic (the busy dies' links or the DDR, the narrower), the longer, plus 0.2 of the shorter, and a barrier over
    the busy dies each round. Returns (the time in us, the GB it holds)."""
    spread = np.asarray(placement) == "spread_dies"
    batches = np.ceil(n / batch)
    thr = np.minimum(threads, batches)
    dies = np.where(spread, np.minimum(thr, DIES), np.ceil(thr / DIE_CORES))
    busy = np.ceil(thr / dies)
    ghz = GHZ_ALL + (GHZ_ONE - GHZ_ALL) * (DIE_CORES - busy) / (DIE_CORES - 1.0)
    over = np.where(table_kb > DIE_L3_KB / busy, table_cost, 0.0)
    rounds = np.ceil(batches / thr)
    comp = rounds * batch * cyc * (1.0 + over) / (ghz * 1e3)
    mem = n * nbytes / np.minimum(dies * DIE_LINK, DDR_BW)
    t = np.maximum(comp, mem) + 0.2 * np.minimum(comp, mem) + rounds * dies * BARRIER_US
    return t, thr * batch * item_mb / 1024.0 + shared_gb


def _graph_run(blocks: Any, items: Any, threads: Any, flops: Any, nbytes: Any, smem: Any, regs: Any, fp64: Any,
             work_mb: Any, kernels: Any, launch: Any) -> tuple[Any, Any]:
    """``kernels`` launches (one a time step) of ``blocks`` blocks of ``items`` items on ``threads`` threads each
    (``flops`` flops and ``nbytes`` bytes of traffic an item a launch, ``smem`` bytes of shared memory a block,
    ``regs`` registers a thread, at most 255); fp64 at 1/8 of the rate where ``fp64``; a working set of ``work_mb``
    MB within the L2 moves at 2.35 times the HBM's rate. Whole waves of cores x resident blocks; occupancy hides
    latency (0.39 of the rate at none, rising as 1 - 0.61 exp(-3 occupancy)); a wave lasts its compute or its
    traffic, the longer, plus 0.1 of the shorter, and its start; each launch from the host (``step_launch``) or
    replayed from a graph captured once (``graph_replay``). Returns (the time in us, the blocks a core holds: 0 when
    one does not fit)."""
    res = resident_blocks(threads, smem, regs, GPU_SMEM_KB, 1536, 16, 255)
    per = np.maximum(res, 1.0)
    eff = 1.0 - 0.61 * np.exp(-3.0 * per * threads / 1536.0)
    rate = np.where(fp64, 1.0 / 8.0, 1.0)
    blk = np.ceil(items / threads) * threads * flops / (2.0 * GPU_LANES * GPU_GHZ * 1e3 * rate * eff)
    conc = GPU_CORES * per
    waves = np.ceil(blocks / conc)
    bw = np.where(work_mb <= GPU_L2_MB, GPU_BW * L2_GAIN, GPU_BW)
    wc, wm = per * blk, conc * items * nbytes / bw
    kern = waves * (np.maximum(wc, wm) + 0.1 * np.minimum(wc, wm) + WAVE_US)
    graph = np.asarray(launch) == "graph_replay"
    t = kernels * (kern + np.where(graph, REPLAY_US, LAUNCH_US)) + np.where(graph, CAPTURE_US, 0.0)
    return t, res


def _per_choice(col: Any, table: dict[str, float]) -> Any:
    """The number ``table`` gives each configuration's value of the categorical ``col`` (a value it does not name
    gets the first entry's)."""
    col = np.asarray(col)
    codes = np.zeros(col.shape, dtype=np.int64)
    for i, key in enumerate(table):
        codes[col == key] = i
    return np.asarray(list(table.values()), dtype=np.float64)[codes]


# ---------------------------------------------------------------- chiplet CPU families
def tofu_press(plans: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        cm, pm = np.asarray(c["coag_model"]), np.asarray(c["press_model"])
        st, bt, th, pl = c["press_step_s"], c["plan_batch"], c["die_threads"], c["die_placement"]
        steps = 40.0 * 60.0 / st
        ccyc = _per_choice(cm, {"mg_binding_eq": 30.0, "gdl_hydrolysis": 55.0, "two_stage_gel": 420.0})
        nodes = _per_choice(pm, {"terzaghi_1d": 40.0, "poro_visco_1d": 40.0, "poro_2d": 1600.0})
        pcyc = _per_choice(pm, {"terzaghi_1d": 12.0, "poro_visco_1d": 26.0, "poro_2d": 14.0})
        cyc = steps * (ccyc + nodes * pcyc) * 60.0
        tab = _per_choice(cm, {"mg_binding_eq": 900.0, "gdl_hydrolysis": 5200.0, "two_stage_gel": 2600.0})
        t, need = _die_run(plans, cyc, steps * nodes * 24.0, steps * nodes * 4e-3, bt, th, pl, tab, 0.9, 2.0)
        bad = ((need > DDR_GB) | ((pm == "terzaghi_1d") & (cm == "two_stage_gel")) | ((pm == "poro_2d") & (st == 2))
               | ((cm == "mg_binding_eq") & (st == 60)) | ((pm == "poro_visco_1d") & (cm == "mg_binding_eq")))
        return np.where(bad, np.nan, t + 40.0)
    return cost


def tofu_params() -> dict[str, list[Any]]:
    return {"coag_model": ["mg_binding_eq", "gdl_hydrolysis", "two_stage_gel"],
            "press_model": ["terzaghi_1d", "poro_visco_1d", "poro_2d"], "press_step_s": [2, 10, 60],
            "plan_batch": [1, 4, 16, 64], "die_threads": [13, 65, 130, 195], "die_placement": ["compact_dies", "spread_dies"]}


def tattoo_fade(designs: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        dm, cm, ps = np.asarray(c["dermis_model"]), np.asarray(c["clearance_model"]), np.asarray(c["pigment_size"])
        dd, bt, th, pl = c["fade_step_days"], c["ink_batch"], c["die_threads"], c["die_placement"]
        steps = 10.0 * 365.0 / dd
        nodes = _per_choice(dm, {"single_dermis": 1.0, "papillary_reticular": 12.0, "dermis_with_vessels": 60.0})
        ccyc = _per_choice(cm, {"first_order_clear": 10.0, "macrophage_cycles": 140.0, "lymph_transport": 60.0})
        scyc = _per_choice(ps, {"nano_pigment": 1.0, "micro_pigment": 1.02, "mixed_pigment": 1.3})
        cyc = steps * nodes * ccyc * scyc * 2.0e4
        t, need = _die_run(designs, cyc, steps * nodes * 64.0, steps * nodes * 2e-2, bt, th, pl, 0.0, 0.0, 1.0)
        bad = ((need > DDR_GB) | ((dm == "single_dermis") & (cm == "macrophage_cycles")) | ((dm == "dermis_with_vessels") & (dd == 30))
               | ((cm == "macrophage_cycles") & (dd == 30)) | ((ps == "mixed_pigment") & (cm == "lymph_transport") & (dd == 1))
               | ((dm == "single_dermis") & (dd == 1)))
        return np.where(bad, np.nan, t + 30.0)
    return cost


def tattoo_params() -> dict[str, list[Any]]:
    return {"dermis_model": ["single_dermis", "papillary_reticular", "dermis_with_vessels"],
            "clearance_model": ["first_order_clear", "macrophage_cycles", "lymph_transport"],
            "pigment_size": ["nano_pigment", "micro_pigment", "mixed_pigment"], "fade_step_days": [1, 7, 30],
            "ink_batch": [1, 4, 16, 64], "die_threads": [13, 65, 130, 195], "die_placement": ["compact_dies", "spread_dies"]}


def hair_perm(trials: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        fm, lo, rm = np.asarray(c["fibre_model"]), np.asarray(c["lotion"]), np.asarray(c["rod_model"])
        st, bt, th, pl = c["perm_step_s"], c["trial_batch"], c["die_threads"], c["die_placement"]
        steps = 25.0 * 60.0 / st
        nodes = _per_choice(fm, {"uniform_fibre": 8.0, "cuticle_cortex": 30.0, "three_layer_fibre": 90.0})
        lcyc = _per_choice(lo, {"ammonium_thio": 20.0, "glyceryl_thio": 20.6, "cysteamine_lotion": 27.0})
        rcyc = _per_choice(rm, {"rigid_rod": 15.0, "elastic_set": 400.0})
        cyc = steps * (nodes * lcyc + rcyc) * 1500.0
        tab = _per_choice(fm, {"uniform_fibre": 300.0, "cuticle_cortex": 1200.0, "three_layer_fibre": 2600.0})
        t, need = _die_run(trials, cyc, steps * nodes * 300.0 * 8.0, steps * nodes * 2e-2, bt, th, pl, tab, 0.5)
        bad = ((need > DDR_GB) | ((fm == "uniform_fibre") & (lo == "cysteamine_lotion")) | ((fm == "three_layer_fibre") & (st == 10))
               | ((rm == "rigid_rod") & (fm == "three_layer_fibre")) | ((lo == "glyceryl_thio") & (st == 10) & (rm == "elastic_set")))
        return np.where(bad, np.nan, t + 25.0)
    return cost


def perm_params() -> dict[str, list[Any]]:
    return {"fibre_model": ["uniform_fibre", "cuticle_cortex", "three_layer_fibre"],
            "lotion": ["ammonium_thio", "glyceryl_thio", "cysteamine_lotion"], "rod_model": ["rigid_rod", "elastic_set"],
            "perm_step_s": [0.5, 2, 10], "trial_batch": [1, 4, 16, 64], "die_threads": [13, 65, 130, 195],
            "die_placement": ["compact_dies", "spread_dies"]}


def fresco_lime(patches: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        pm, pg, wm = np.asarray(c["plaster_model"]), np.asarray(c["pigment_set"]), np.asarray(c["wall_model"])
        mi, bt, th, pl = c["lime_step_min"], c["patch_batch"], c["die_threads"], c["die_placement"]
        steps = 3.0 * 24.0 * 60.0 / mi
        nodes = _per_choice(pm, {"sharp_front": 1.0, "diffusion_reaction": 60.0, "moisture_coupled": 60.0})
        ncyc = _per_choice(pm, {"sharp_front": 50.0, "diffusion_reaction": 16.0, "moisture_coupled": 41.0})
        gcyc = _per_choice(pg, {"earth_ochres": 1.0, "lapis_azurite": 1.015, "green_earths": 1.008})
        layers = _per_choice(wm, {"bare_wall": 1.0, "arriccio_layer": 1.6})
        tcyc = _per_choice(np.asarray(c["cartoon_transfer"]), {"pounce_transfer": 1.0, "incised_transfer": 1.01})
        cyc = steps * nodes * ncyc * gcyc * layers * tcyc * 160.0
        t, need = _die_run(patches, cyc, steps * nodes * layers * 20.0, steps * nodes * layers * 2e-3, bt, th, pl, 0.0, 0.0, 5.0)
        bad = ((need > DDR_GB) | ((pm == "sharp_front") & (wm == "arriccio_layer")) | ((pm == "diffusion_reaction") & (mi == 120))
               | ((pm == "moisture_coupled") & (mi == 120)) | ((pg == "lapis_azurite") & (pm == "moisture_coupled") & (mi == 5)))
        return np.where(bad, np.nan, t + 20.0)
    return cost


def fresco_params() -> dict[str, list[Any]]:
    return {"plaster_model": ["sharp_front", "diffusion_reaction", "moisture_coupled"],
            "pigment_set": ["earth_ochres", "lapis_azurite", "green_earths"], "wall_model": ["bare_wall", "arriccio_layer"],
            "lime_step_min": [5, 30, 120], "patch_batch": [1, 4, 16, 64], "die_threads": [13, 65, 130, 195],
            "die_placement": ["compact_dies", "spread_dies"], "cartoon_transfer": ["pounce_transfer", "incised_transfer"]}


def felt_hat(trials: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        fm, wg, sm = np.asarray(c["fibre_model"]), np.asarray(c["wool_grade"]), np.asarray(c["steam_model"])
        st, bt, th, pl = c["fulling_step_s"], c["hat_batch"], c["die_threads"], c["die_placement"]
        sl, br = np.asarray(c["shrink_log"]), np.asarray(c["block_report"])
        steps = 45.0 * 60.0 / st
        fcyc = _per_choice(fm, {"bulk_shrink": 10.0, "fibre_network": 260.0, "scale_ratchet": 900.0})
        wcyc = _per_choice(wg, {"merino_wool": 1.0, "rabbit_fur": 1.004, "beaver_fur": 1.03})
        scyc = _per_choice(sm, {"dry_block": 1.0, "steam_block": 1.02, "wet_cone": 1.6})
        cyc = (steps * fcyc * wcyc * scyc * 1500.0 * (1.0 + np.where(sl == "log_each_pass", 0.002, 0.0))
               * (1.0 + np.where(br == "block_report", 0.004, 0.0)))
        t, need = _die_run(trials, cyc, steps * 16.0, steps * fcyc * 8e-5, bt, th, pl, 0.0, 0.0, 1.5)
        bad = ((need > DDR_GB) | ((fm == "scale_ratchet") & (st == 30)) | ((fm == "bulk_shrink") & (sm == "wet_cone"))
               | ((wg == "beaver_fur") & (st == 1)) | ((fm == "fibre_network") & (st == 1) & (sm == "wet_cone")))
        return np.where(bad, np.nan, t + 15.0)
    return cost


def felt_params() -> dict[str, list[Any]]:
    return {"fibre_model": ["bulk_shrink", "fibre_network", "scale_ratchet"],
            "wool_grade": ["merino_wool", "rabbit_fur", "beaver_fur"], "steam_model": ["dry_block", "steam_block", "wet_cone"],
            "fulling_step_s": [1, 5, 30], "hat_batch": [1, 4, 16, 64], "die_threads": [13, 65, 130, 195],
            "die_placement": ["compact_dies", "spread_dies"], "shrink_log": ["log_each_batch", "log_each_pass"],
            "block_report": ["no_block_report", "block_report"]}


# ---------------------------------------------------------------- GPU families
def marbling_comb(sheets: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        fm, pm = np.asarray(c["comb_flow"]), np.asarray(c["paint_model"])
        ms, pr, sb, th, ln = c["comb_step_ms"], np.asarray(c["precision"]), c["sheet_block"], c["cta_threads"], c["launch_mode"]
        f64 = pr == "fp64"
        steps = 2.0e4 / ms
        fl = _per_choice(fm, {"tine_kernel": 60.0, "stokes_bem": 2600.0, "shallow_stokes": 700.0}) * _per_choice(
            pm, {"passive_paint": 1.0, "surfactant_spread": 1.6}) * 150.0
        word = np.where(f64, 8.0, 4.0)
        smem = sb * _per_choice(fm, {"tine_kernel": 48.0, "stokes_bem": 900.0, "shallow_stokes": 320.0}) * word / 4.0
        regs = _per_choice(fm, {"tine_kernel": 36.0, "stokes_bem": 140.0, "shallow_stokes": 72.0}) * np.where(f64, 1.7, 1.0)
        t, res = _graph_run(np.ceil(sheets / sb), sb, th, fl, word * 400.0, smem, regs, f64, sheets * word * 1.6e-3, steps, ln)
        bad = ((res == 0) | ((fm == "tine_kernel") & (pm == "surfactant_spread")) | ((fm == "stokes_bem") & (ms == 50))
               | ((fm == "shallow_stokes") & (ms == 50) & (pm == "surfactant_spread")) | (~f64 & (fm == "stokes_bem") & (ms == 2)))
        return np.where(bad, np.nan, t)
    return cost


def marbling_params() -> dict[str, list[Any]]:
    return {"comb_flow": ["tine_kernel", "stokes_bem", "shallow_stokes"], "paint_model": ["passive_paint", "surfactant_spread"],
            "comb_step_ms": [2, 10, 50], "precision": ["fp32", "fp64"], "sheet_block": [16, 32, 64, 128],
            "cta_threads": [64, 128, 256, 512], "launch_mode": ["step_launch", "graph_replay"]}


def lava_lamp(designs: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        im, wx, bs = np.asarray(c["interface_model"]), np.asarray(c["wax_mix"]), np.asarray(c["bottle_shape"])
        ms, pr, lb, th, ln = c["lamp_step_ms"], np.asarray(c["precision"]), c["lamp_block"], c["cta_threads"], c["launch_mode"]
        f64 = pr == "fp64"
        steps = 6.0e4 / ms
        cells = _per_choice(im, {"blob_tracking": 64.0, "wax_level_set": 4096.0, "wax_phase_field": 4096.0})
        fl = cells * _per_choice(im, {"blob_tracking": 30.0, "wax_level_set": 14.0, "wax_phase_field": 19.0}) * _per_choice(
            wx, {"paraffin_mix": 1.0, "mineral_oil_mix": 1.002, "dyed_wax_mix": 1.004}) * _per_choice(
            bs, {"tapered_bottle": 1.0, "rocket_bottle": 1.003, "globe_bottle": 1.35}) / 2.0
        word = np.where(f64, 8.0, 4.0)
        smem = lb * cells * word * 0.5
        regs = _per_choice(im, {"blob_tracking": 40.0, "wax_level_set": 88.0, "wax_phase_field": 64.0}) * np.where(f64, 1.6, 1.0)
        t, res = _graph_run(np.ceil(designs / lb), lb * 64.0, th, fl, cells * word * 3.0 / 64.0, smem, regs, f64,
                          designs * cells * word * 3e-6, steps, ln)
        bad = ((res == 0) | ((im == "blob_tracking") & (bs == "globe_bottle")) | ((im == "wax_level_set") & (ms == 100))
               | ((im == "wax_phase_field") & (ms == 100) & (wx == "dyed_wax_mix")) | (~f64 & (im == "wax_level_set") & (ms == 5)))
        return np.where(bad, np.nan, t)
    return cost


def lava_params() -> dict[str, list[Any]]:
    return {"interface_model": ["blob_tracking", "wax_level_set", "wax_phase_field"],
            "wax_mix": ["paraffin_mix", "mineral_oil_mix", "dyed_wax_mix"],
            "bottle_shape": ["tapered_bottle", "rocket_bottle", "globe_bottle"], "lamp_step_ms": [5, 20, 100],
            "precision": ["fp32", "fp64"], "lamp_block": [1, 4, 16], "cta_threads": [64, 128, 256, 512],
            "launch_mode": ["step_launch", "graph_replay"]}


def sand_timer(timers: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        gm, sd, am = np.asarray(c["grain_model"]), np.asarray(c["sand_type"]), np.asarray(c["draught_model"])
        us, pr, tb, th, ln = c["grain_step_us"], np.asarray(c["precision"]), c["timer_block"], c["cta_threads"], c["launch_mode"]
        f64 = pr == "fp64"
        steps = 2.0e4 / us
        grains = _per_choice(gm, {"beverloo_law": 1.0, "kinematic_flow": 200.0, "sand_dem": 4000.0})
        fl = grains * _per_choice(gm, {"beverloo_law": 400.0, "kinematic_flow": 40.0, "sand_dem": 90.0}) * _per_choice(
            sd, {"quartz_sand": 1.0, "eggshell_powder": 1.3, "glass_beads": 0.9}) * _per_choice(am, {"no_air": 1.0, "air_drag": 1.25})
        word = np.where(f64, 8.0, 4.0)
        smem = tb * grains * word * 0.08 + 256.0
        regs = _per_choice(gm, {"beverloo_law": 32.0, "kinematic_flow": 56.0, "sand_dem": 120.0}) * np.where(f64, 1.8, 1.0)
        t, res = _graph_run(np.ceil(timers / tb), tb, th, fl, grains * word * 2.0, smem, regs, f64,
                          timers * grains * word * 1e-5, steps, ln)
        bad = ((res == 0) | ((gm == "beverloo_law") & (sd != "quartz_sand")) | ((gm == "sand_dem") & (us == 100))
               | ((gm == "kinematic_flow") & (am == "air_drag") & (us == 100)) | (~f64 & (gm == "sand_dem") & (us == 1))
               | ((sd == "glass_beads") & (am == "no_air")))
        return np.where(bad, np.nan, t)
    return cost


def sand_params() -> dict[str, list[Any]]:
    return {"grain_model": ["beverloo_law", "kinematic_flow", "sand_dem"],
            "sand_type": ["quartz_sand", "eggshell_powder", "glass_beads"], "draught_model": ["no_air", "air_drag"],
            "grain_step_us": [1, 10, 100], "precision": ["fp32", "fp64"], "timer_block": [16, 32, 64, 128],
            "cta_threads": [64, 128, 256, 512], "launch_mode": ["step_launch", "graph_replay"]}


def domino_run(layouts: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        cm, tk, fm = np.asarray(c["contact_model"]), np.asarray(c["tile_kind"]), np.asarray(c["floor_model"])
        us, pr, cb, th, ln = c["topple_step_us"], np.asarray(c["precision"]), c["chain_block"], c["cta_threads"], c["launch_mode"]
        f64 = pr == "fp64"
        steps = 2.0e6 / us
        sp = _per_choice(np.asarray(c["spacing_rule"]), {"fixed_spacing": 1.0, "graded_spacing": 1.012})
        fl = sp * _per_choice(cm, {"wave_speed_law": 20.0, "impulse_chain": 300.0, "tile_penalty": 1400.0}) * _per_choice(
            tk, {"standard_tile": 1.0, "thin_tile": 1.01, "heavy_tile": 1.02}) * _per_choice(fm, {"rigid_floor": 1.0, "felt_mat_floor": 1.01, "carpet_floor": 1.45}) * 5.0
        word = np.where(f64, 8.0, 4.0)
        smem = cb * _per_choice(cm, {"wave_speed_law": 64.0, "impulse_chain": 400.0, "tile_penalty": 1200.0}) * word / 4.0
        regs = _per_choice(cm, {"wave_speed_law": 32.0, "impulse_chain": 96.0, "tile_penalty": 150.0}) * np.where(f64, 1.6, 1.0)
        t, res = _graph_run(np.ceil(layouts / cb), cb, th, fl, word * 24.0, smem, regs, f64, layouts * word * 6e-4, steps / 50.0, ln)
        bad = ((res == 0) | ((cm == "wave_speed_law") & (fm == "carpet_floor")) | ((cm == "tile_penalty") & (us == 500))
               | ((cm == "impulse_chain") & (us == 500) & (tk == "thin_tile")) | (~f64 & (cm == "tile_penalty") & (us == 20)))
        return np.where(bad, np.nan, t)
    return cost


def domino_params() -> dict[str, list[Any]]:
    return {"contact_model": ["wave_speed_law", "impulse_chain", "tile_penalty"],
            "tile_kind": ["standard_tile", "thin_tile", "heavy_tile"], "floor_model": ["rigid_floor", "felt_mat_floor", "carpet_floor"],
            "topple_step_us": [20, 100, 500], "precision": ["fp32", "fp64"], "chain_block": [16, 32, 64, 128],
            "cta_threads": [64, 128, 256, 512], "launch_mode": ["step_launch", "graph_replay"],
            "spacing_rule": ["fixed_spacing", "graded_spacing"]}


def seen_67_synthetic() -> list[tuple[str, Landscape]]:
    """The sixty-seventh held-out set's synthetic part: nine families no earlier set had (constants of a chiplet CPU of
    15 dies of 13 cores at 3.415-2.355 GHz, 29.5 MB of L3 and a 36.5 GB/s link a die, 695 GB of DDR at 294.5 GB/s,
    and a 185-core GPU with 203 KB of shared memory a core, 2.735 TB/s of HBM behind a 65.5 MB L2 at 1.915 GHz and
    fp64 at 1/8 of the rate, its kernels launched from the host or replayed from a captured graph; times in us)."""
    L, S = Landscape, "seen_67"
    return [
        (S, L("tofu_press_bp", tofu_params(), tofu_press(2400.0), 0.03)),
        (S, L("tattoo_fade_bp", tattoo_params(), tattoo_fade(12480.0), 0.02)),
        (S, L("hair_perm_bp", perm_params(), hair_perm(3120.0), 0.02)),
        (S, L("fresco_lime_bp", fresco_params(), fresco_lime(124800.0), 0.04)),
        (S, L("felt_hat_bp", felt_params(), felt_hat(6000.0), 0.01)),
        (S, L("marbling_comb_bp", marbling_params(), marbling_comb(1.0e4), 0.03)),
        (S, L("lava_lamp_bp", lava_params(), lava_lamp(47360.0), 0.02)),
        (S, L("sand_timer_bp", sand_params(), sand_timer(1.0e4), 0.03)),
        (S, L("domino_run_bp", domino_params(), domino_run(2.0e4), 0.04)),
    ]


SEEN_67_DIR = _data_dir("zoo_seen_67")


def seen_67() -> list[tuple[str, Landscape]]:
    """The sixty-seventh held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_67/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_67", SEEN_67_DIR)
    return seen_67_synthetic() + recorded
