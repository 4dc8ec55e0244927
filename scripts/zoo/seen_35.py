"""The zoo's ``seen_35`` set.

``seen_35`` (was ``held_out_35``, :func:`seen_35`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the thirty-fourth round, see docs/benchmarks.md):
1 win / 11 ties / 1 loss against the best peer, geo-mean
1.0088, second of the five by a hair (tpe_mv 1.0080); the synthetic nine 1 / 8 / 0 (the win
shell_model_aj, 1.000 against rl's and tpe_mv's 1.009; their geo-mean the best, 1.0010); on 30
seeds its recorded four 0 / 3 / 1 (the loss the ReLU FFN, 1.019 against tpe_mv's 1.000); scored
by the median of 9 quiet samples 0 / 4 / 0 with ``--confirm 0`` and with ``--confirm 3``; R1
1 / 11 / 1, geo-mean 1.0090, and quietly 0 / 4 / 0 and 0 / 3 / 1; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (computational pathology, hypersonic
aerothermodynamics, stellar astrophysics, nuclear structure physics, additive manufacturing,
planetary science, atomic physics, supply chain management, limnology), with constants unlike the
other sets' (a 118-core GPU with 186 KB of shared memory a core, 3.45 TB/s at 1.45 GHz, fp64 at
1/2 and 72 GB, holding 2048 threads and 24 blocks a core, a 70-core one with 106 KB a core, 940
GB/s at 1.15 GHz and fp64 at 1/32, holding 1536 threads and 16 blocks a core, both with 128
lanes and 255 registers a thread, and an 82-core CPU at 3.25 GHz with four hardware threads a
core, 490 GB/s and 416 GB; times in us, bandwidths in bytes/us):

- ``wsi_screen_aj`` (5184, 59.9%, 815x): grading 400 prostate-biopsy whole-slide images with a
  vision-transformer foundation model on the 118-core GPU, read at 5x (fails), 10x (tiles under
  512 pixels: fail), 20x or 40x, tiles of 224-1024 pixels with no, a quarter or half overlap, no,
  Otsu or U-Net tissue masks, no (fails), Macenko, Reinhard or Vahadane stain normalisation,
  batches of 16-256 (the last wave of blocks part-empty; activations over the 72 GB: fail) and
  fp32, fp16 or int8 (calibrated without Reinhard: with it fails); five within 5%;
- ``dsmc_reentry_aj`` (11664, 57.2%, 456x): direct simulation Monte Carlo of a re-entry capsule's
  rarefied flow at 85 km on the 82-core CPU, hard-sphere (fails), VHS or VSS molecules,
  no-time-counter (at half a collision time a step: fails), majorant or Bernoulli-trial
  collisions, cells of 1/4-1 mean free path (one needs subcells: without, fails), 5-40 molecules
  a cell (over the 416 GB: fail), steps of 0.1-0.5 collision times, no, virtual or adaptive
  subcells, static slabs, bisection or dynamic partitions and 82-328 threads; eight within 5%;
- ``spectral_synth_aj`` (5184, 64.1%, 572x): a grid of 3,000 synthetic stellar spectra from 4 x
  10^7 lines on the 70-core GPU within 120 hours, the full line list unbinned, the strong lines
  only or binned, Humlicek, Faddeeva or pseudo-Voigt profiles (at 400 widths: fail), wings cut
  at 5 (fails), 25, 100 or 400 Doppler widths, Feautrier, short- or long-characteristics
  transfer on 2-8 angles (which barely matter), fp32 (every line at 100 widths or more: fails),
  fp64 or mixed precision and 32-256 threads (their opacity columns over the 106 KB: fail); 36
  within 5%;
- ``shell_model_aj`` (648, 61.1%, 328x): the lowest ten states of a mid-shell nucleus by Lanczos
  on the 82-core CPU, the full M-scheme basis (2.4 x 10^8), a t4 (3 x 10^7) or a t2 truncation
  (fails), the Hamiltonian stored, recomputed or proton-neutron factorised, full, selective or
  periodic reorthogonalisation (in fp32: fails), fp64 or fp32 vectors (they and a stored matrix
  over the 416 GB: fail), blocks of 1-8 vectors and 82-328 threads; four within 5%;
- ``lpbf_thermal_aj`` (1080, 57.6%, 27461x): the thermal history of a 2,000-layer laser powder
  bed fusion build by finite elements on the 118-core GPU within 120 hours, 1-40 layers lumped
  (40: fails), a uniform, octree or layer-conformal mesh, a flash, line or moving Goldak heat
  source (on 10 lumped layers or more: fails), explicit, PCG or AMG time integration (the
  implicit matrix over the 72 GB: fails), hex8 or hex20 elements (hex20 at 1024 threads:
  fails) and 128-1024 threads; eight within 5%;
- ``impact_crater_aj`` (3456, 66.7%, 2926x): a 20 km complex crater from a 1 km asteroid at 18
  km/s by a shock-physics hydrocode on the 82-core CPU within a week, 10 (fails) to 80 cells a
  projectile radius, Tillotson, tabulated or inline ANEOS equations of state, no strength
  (fails), Drucker-Prager or with acoustic fluidisation, donor-cell, van Leer or MPDATA
  advection, axisymmetric 2-D or a 3-D half-space (from 40 cells a radius over the 416 GB:
  fails), two
  porosity models, slabs or blocks and 41-328 threads; one within 5%;
- ``bec_vortex_aj`` (1215, 50.7%, 464x): 2 s of a rotating rubidium-87 condensate forming its
  vortex lattice by the Gross-Pitaevskii equation on the 70-core GPU within 48 hours, 128^3 to
  256^3 grids, Lie (fails), Strang or Forest-Ruth splitting, the rotation by ADI transforms, a
  semi-implicit solve or stirring in the lab frame, fp32 (at 256^3: fails), fp64 at 1/32 or
  compensated fp32, a 3-D, slab or pencil FFT and 64-1024 threads (at 1024 beyond fp32: fail);
  five within 5%;
- ``spares_network_aj`` (15552, 35.2%, 206x): the weekly re-optimisation of 30,000 spare parts'
  stocking policies over 236 locations by simulation on the 82-core CPU, base-stock, (s, S) or
  (R, Q) policies, SPSA, an OCBA grid (for the two-level policies: fails) or kriging, 30
  (without common random numbers: fails), 100 or 300 replications, common random numbers or
  not, 82-328 threads, and six that barely matter (random generator, output format, logging,
  event queue, affinity, chunk): eleven parameters, 192 configurations within 5%;
- ``lake_ecology_aj`` (5832, 60.5%, 1495x): ten years of a deep perialpine lake's physics and
  ecology on the 118-core GPU, z-level, sigma (fails) or hybrid isopycnal coordinates, 25-100
  layers, k-epsilon, GLS or KPP turbulence, an NPZD or a 24-tracer AED2 ecology, steps of
  20-180 s (180 on 100 layers: fails), upwind (fails), TVD or WENO5 advection, columns of 50-200
  m and 64-512 threads (a column of tracers over the 186 KB: off chip); 48 within 5%.

And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind
tuned together: a non-causal grouped-query attention (four query heads a KV head) with its query
and KV blocks, KV split, pipeline and softmax but its ``opt_level`` and unroll left at the
default, a batched GEMM with bias tuning its M and N tiles with pipeline, ``output_align`` and
unroll but its K tile left at the default, a non-gated ReLU FFN with the up projection's N tile,
the down M and K tiles, ``fuse_activation``, ``down_l1_prefetch`` and the down schedule, and a
LayerNorm with its rows a block, hidden split, pipeline and unroll but neither its stats nor its
``opt_level`` (a set no earlier LayerNorm or RMSNorm space tuned), each space measured
exhaustively (every configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_35/`` (gzip JSON, times in
us, provenance in each file's ``source``, 14 KB in all). They were recorded on the shared 2-core
machine the standing way, ``--only`` each, one after another, the recorder at normal priority
(not niced); ``ps`` (every 60 s and at the end, seven times) showed nothing else running but the
recorder, its measuring worker and the C compiler it called, and two idle tool shells (no other
python or pytest process; no benchmark of the lead's), and this helper ran only greps over the
zoo's modules beside it, seconds at a time (load average 0.20-0.99 sampled every 10 s over the
recording, median 0.94, the recorder itself included; 0.20 at its start): the tail of their
samples is real measurement noise, lighter than seen_34's (median spread 1-3% against 4-8%), and
the fastest sample is the true cost. Before that, the first and the last configuration of each
space were compiled (not run) to check they build. Every configuration ran, so they are 0%
infeasible (reported, not forced into 30-70%):

=======================================================  ========================================  =======  ======  ======  =========
landscape                                                op (shape)                                configs  params  spread  worst/opt
=======================================================  ========================================  =======  ======  ======  =========
cpu_attention_gqa4_noncausal_no_opt_level_no_unroll      grouped-query attention, not causal           144       5      1%       1.8x
                                                         (batch 1, 16 query heads and 4 KV heads,
                                                         88 queries over 264 keys, d 56)
cpu_gemm_bias_mn_tiles_pipeline_align_unroll             batched GEMM with bias (2 x 136 x 248 @       162       5      3%       1.9x
                                                         248 x 296)
cpu_ffn_relu_n_down_mk_fuse_down_prefetch_down_schedule  FFN, ReLU, not gated (120 tokens, 232 ->       144       6      3%       1.2x
                                                         568)
cpu_layernorm_no_stats_no_opt_level                      LayerNorm (1472 rows x 1472)                  144       4      3%       1.5x
=======================================================  ========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
1, 5, 3 and 2 configurations.) Recording took 99 + 64 + 72 + 96 s, 5.5 minutes in all, one
landscape after another (2026-12-04 23:57 to 2026-12-05 00:03 UTC).
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _ceil, _data_dir, recorded_set, resident_blocks

_big = partial(resident_blocks, smem_kb=186.0, max_threads=2048, max_blocks=24, max_regs=255)  # the 118-core GPU's core
_small = partial(resident_blocks, smem_kb=106.0, max_threads=1536, max_blocks=16, max_regs=255)  # the 70-core GPU's core


def _smt4(threads: Any, cores: int, gain: float) -> Any:
    """Cores' worth of throughput from ``threads`` threads on a CPU with four hardware threads a
    core: each thread past the first on a core adds ``gain`` of a core (a third or so for work
    that waits on memory, a tenth for work that does not), and past four a core they time-share
    them and 4% is lost to switching."""
    first = np.minimum(threads, cores)
    more = np.clip(threads - cores, 0, 3 * cores)
    return np.where(threads > 4 * cores, 0.96, 1.0) * (first + gain * more)


def wsi_screen(slides: int, w40: float, h40: float, tissue: float, cores: int, ghz: float, mem_gb: float
               ) -> Callable[[Cols], np.ndarray]:
    """Screening ``slides`` H&E whole-slide images of prostate biopsies for cancer grading with a
    foundation model (a vision transformer, 80 GFLOP a 224-pixel tile, on the matrix units) on a
    GPU: each slide ``w40`` x ``h40`` pixels at 40x, ``tissue`` of it tissue. ``magnification``
    (read from the slide's pyramid): ``5x`` (the glands' architecture is lost: fails), ``10x``
    (only with tiles of 512 pixels or more: smaller ones hold too little context for the grade,
    fail), ``20x`` or ``40x`` (4 and 16 times the pixels of 10x). ``tile_px`` a side, the model's
    cost in proportion to a tile's area. ``overlap`` (no order) of neighbouring tiles: ``none``,
    ``quarter`` or ``half`` (a stride of 3/4 or 1/2 a tile). ``tissue_mask`` (no order):
    ``none`` (every tile, background too), ``otsu`` (a threshold: 20% more than the tissue) or
    ``unet`` (a small segmentation network at 1/8 of the resolution, 50 ms a slide, the tissue
    alone). ``stain_norm`` (no order): ``none`` (slides from three labs: the model's accuracy
    drops, fails), ``macenko`` (30 flops a pixel and a 0.4-s stain-vector fit a slide),
    ``reinhard`` (12 flops) or ``vahadane`` (30 flops and a 20-s dictionary fit a slide).
    ``batch`` tiles a forward pass: its first layers in 32 x 32-pixel blocks of 256 threads (96,
    48 or 24 KB of shared memory in fp32, fp16 or int8; 96 registers a thread in fp32, 64
    otherwise), a wave of them the cores' resident blocks, the last wave part-empty (the matrix
    units at 35% plus 65% of the filled share); 300 kernels a batch at 8 us a launch; its
    activations (120 values a pixel) in the ``mem_gb`` GB (over it: fails). ``precision`` (no order): ``fp32`` (a quarter of the fp16
    rate), ``fp16`` or ``int8`` (twice fp16; calibrated on Macenko- and Vahadane-normalised tiles:
    with ``reinhard`` fails). The host decodes tiles at 1.5 gigapixels a second, beside the GPU;
    0.3 s a slide to open and report. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        mg, ov, mk, sn, pr = (np.asarray(c[k]) for k in ("magnification", "overlap", "tissue_mask", "stain_norm",
                                                         "precision"))
        tp, bt = c["tile_px"], c["batch"]
        scale = np.select([mg == "5x", mg == "10x", mg == "20x"], [0.125, 0.25, 0.5], 1.0)
        px = w40 * h40 * scale ** 2
        frac = np.select([mk == "none", mk == "otsu"], [1.0, tissue * 1.2], tissue)
        stride = tp * np.select([ov == "none", ov == "quarter"], [1.0, 0.75], 0.5)
        tiles = np.ceil(px * frac / stride ** 2)
        word = np.select([pr == "fp32", pr == "fp16"], [4.0, 2.0], 1.0)
        speed = np.select([pr == "fp32", pr == "fp16"], [0.25, 1.0], 2.0)
        blocks = bt * (tp / 32.0) ** 2  # a batch's first layers in 32 x 32-pixel blocks
        res = _big(256, 32.0 * 32.0 * 32.0 * word * 0.75, np.where(pr == "fp32", 96.0, 64.0))
        slots = cores * res
        waves = _ceil(blocks, slots)
        eff = blocks / (waves * slots)
        rate = cores * 1024.0 * ghz * 1e3 * speed * (0.35 + 0.65 * eff)
        batches = _ceil(tiles, bt)
        gpu = batches * (bt * 8.0e10 * (tp / 224.0) ** 2 / rate + 300.0 * 8.0)  # 300 kernels, 8 us a launch
        decode = px * frac / 1.5e3  # the host decodes 1.5 gigapixels a second
        norm_flops = np.select([sn == "macenko", sn == "reinhard", sn == "vahadane"], [30.0, 12.0, 30.0], 0.0)
        norm = px * frac * norm_flops / (cores * 128.0 * ghz * 1e3) + np.select(
            [sn == "macenko", sn == "vahadane"], [4.0e5, 2.0e7], 0.0)
        mask = np.where(mk == "unet", px / 64.0 * 20.0 / (cores * 1024.0 * ghz * 1e3) + 5.0e4, 0.0)
        act_gb = bt * tp * tp * 3.0 * 40.0 * word / 1e9
        t = slides * (np.maximum(gpu, decode) + norm + mask + 3.0e5)
        bad = ((mg == "5x") | ((mg == "10x") & (tp < 512)) | (sn == "none")
               | ((pr == "int8") & (sn == "reinhard")) | (act_gb > mem_gb))
        return np.where(bad, np.nan, t)
    return cost


def wsi_params() -> dict[str, list[Any]]:
    return {"magnification": ["5x", "10x", "20x", "40x"], "tile_px": [224, 256, 512, 1024],
            "overlap": ["none", "quarter", "half"], "tissue_mask": ["none", "otsu", "unet"],
            "stain_norm": ["none", "macenko", "reinhard", "vahadane"], "batch": [16, 64, 256],
            "precision": ["fp32", "fp16", "int8"]}


def dsmc_reentry(volume_mfp3: float, sim_tau: float, cores: int, ghz: float, dram_bw: float, mem_gb: float
                 ) -> Callable[[Cols], np.ndarray]:
    """The rarefied flow around a re-entry capsule at 85 km by direct simulation Monte Carlo on a
    ``cores``-core CPU (four hardware threads a core): a domain of ``volume_mfp3`` cubic
    freestream mean free paths in cells of ``cell_mfp`` of them (a cell of one needs subcells to
    keep collision partners near: without, fails), ``ppc`` simulated molecules a cell (56 bytes
    each, in the ``mem_gb`` GB with 30% for the cells: over it fails), ``sim_tau`` mean collision
    times to a steady state in steps of ``dt_frac`` of one, then 4 x 10^5 / ``ppc`` steps of
    sampling (fewer molecules, more samples); a molecule collides dt_frac/2 times a step. ``molecules`` (no order): ``hard_sphere`` (200
    cycles a collision; its viscosity goes as T^0.5, the heat flux off: fails), ``vhs`` (260)
    or ``vss`` (330). ``collisions`` (no order): ``ntc`` (no-time-counter selection; at half a
    collision time a step the collisions lag the flow: fails), ``majorant`` (a majorant
    frequency, 13% fewer candidate pairs) or ``bernoulli`` (Bernoulli trials over a cell's pairs:
    (``ppc`` - 1)/5 checks a molecule a step); 25 cycles a candidate. ``subcells`` (no order): ``none``, ``virtual`` (the
    nearest neighbour found, 8 cycles a cellmate) or ``adaptive`` (transient adaptive subcells:
    30 cycles and 24 bytes a molecule for their sort). A molecule's move and cell index take 100
    cycles and three 56-byte random accesses a step (memory: 45% of ``dram_bw`` once the threads
    keep enough misses in flight, 1.6 cores' worth); 8 us a step to synchronise. ``partition`` (no order): ``static_slabs`` (the dense
    stagnation region on few threads: 2.6 times the time), ``bisection`` (1.25) or ``dynamic``
    (1.07, and 40 us a step to synchronise and rebalance). ``threads``: the extra hardware threads add 12% of a
    core each to the collisions, 35% to the memory traffic. 30 s to set up and write the
    surface fluxes. Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        mm, co, sc, pa = (np.asarray(c[k]) for k in ("molecules", "collisions", "subcells", "partition"))
        h, ppc, dtf, th = c["cell_mfp"], c["ppc"], c["dt_frac"], c["threads"]
        cells = volume_mfp3 / h ** 3
        n = cells * ppc
        steps = sim_tau / dtf + 4.0e5 / ppc
        coll = np.select([mm == "hard_sphere", mm == "vhs"], [200.0, 260.0], 330.0)
        sel = np.select([co == "ntc", co == "majorant"], [0.5 * dtf * 3.0, 0.5 * dtf * 2.6], 0.5 * (ppc - 1.0) * 0.4)
        per = 60.0 + 40.0 + sel * 25.0 + 0.5 * dtf * coll \
            + np.select([sc == "virtual", sc == "adaptive"], [8.0 * ppc, 30.0], 0.0)
        byts = 3.0 * 56.0 + np.where(sc == "adaptive", 24.0, 0.0)
        imb = np.select([pa == "static_slabs", pa == "bisection"], [2.6, 1.25], 1.07)
        comp = steps * n * per / (_smt4(th, cores, 0.12) * ghz * 1e3)
        mem = steps * n * byts / (dram_bw * 0.45 * np.minimum(1.0, _smt4(th, cores, 0.35) / (1.6 * cores)))
        t = np.maximum(comp, mem) * imb + steps * np.where(pa == "dynamic", 40.0, 8.0) + 3.0e7
        bad = ((mm == "hard_sphere") | ((h >= 1.0) & (sc == "none")) | ((dtf >= 0.5) & (co == "ntc"))
               | (n * 56.0 * 1.3 > mem_gb * 1e9))
        return np.where(bad, np.nan, t)
    return cost


def dsmc_params() -> dict[str, list[Any]]:
    return {"molecules": ["hard_sphere", "vhs", "vss"], "collisions": ["ntc", "majorant", "bernoulli"],
            "cell_mfp": [0.25, 0.5, 1.0], "ppc": [5, 10, 20, 40], "dt_frac": [0.1, 0.25, 0.5],
            "subcells": ["none", "virtual", "adaptive"], "partition": ["static_slabs", "bisection", "dynamic"],
            "threads": [82, 164, 246, 328]}


def spectral_synth(models: int, wavelengths: float, lines: float, depths: int, cores: int, dram_bw: float,
                   ghz: float, fp64: float, budget_h: float) -> Callable[[Cols], np.ndarray]:
    """A grid of synthetic stellar spectra on a GPU: ``models`` model atmospheres (effective
    temperature, gravity, metallicity) of ``depths`` depth points each, a spectrum of
    ``wavelengths`` points from a list of ``lines`` atomic and molecular lines, within
    ``budget_h`` hours (over it: fails). ``line_list`` (no order): ``full`` (every line, the list
    unbinned: each block of wavelengths reads a fiftieth of it to find its lines),
    ``strong_only`` (the 8% strongest as lines, the rest as a tabulated pseudo-continuum) or
    ``binned`` (every line, binned by wavelength once a model, 3 s: each line read 1.1 times and a
    4 KB index a block). ``profile`` (no order) of a line: ``humlicek`` (a Voigt approximation,
    40 flops a point), ``faddeeva`` (the exact Voigt function, 120) or ``pseudo_voigt`` (15; its
    far wings 2% off: fails with a cutoff of 400 widths). ``wing_cutoff`` Doppler widths each
    side, three points a width (5: the strong lines' wings are cut, fails). ``rt_solver`` (no
    order) of the radiative transfer a point, a depth and an angle: ``feautrier`` (30 flops),
    ``short_char`` (18) or ``long_char`` (50); ``mu_angles`` angles (each angle's cost, and more
    of them no better). ``precision`` (no order): ``fp32`` (sums over 10^5 overlapping wings
    lose the weak lines: with every line at 100 widths or more, fails), ``fp64`` (at ``fp64`` the
    fp32 rate) or ``mixed`` (profiles in fp32, sums in fp64: 15% of the flops at the fp64 rate).
    ``threads`` a block, a wavelength each: the block's opacities, a depth column a thread (4, 6
    or 8 bytes a value), held in shared memory (over the 106 KB cannot launch: fails), the rate
    30% plus 70% of the occupancy (768 threads a core); 0.2 s a model to read it and write its
    spectrum. Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        ll, pf, rt, pr = (np.asarray(c[k]) for k in ("line_list", "profile", "rt_solver", "precision"))
        wc, mu, th = c["wing_cutoff"], c["mu_angles"], c["threads"]
        nl = np.where(ll == "strong_only", 0.08 * lines, lines)
        pts = 2.0 * wc * 3.0  # points a line reaches: three a Doppler width each side
        fl = np.select([pf == "humlicek", pf == "faddeeva"], [40.0, 120.0], 15.0)
        word = np.select([pr == "fp32", pr == "fp64"], [4.0, 8.0], 6.0)
        slow = np.select([pr == "fp32", pr == "fp64"], [1.0, 1.0 / fp64], 1.0 + 0.15 / fp64)
        res = _small(th, th * depths * word, np.where(pr == "fp32", 48.0, 80.0))
        occ = np.minimum(1.0, np.maximum(res, 1.0) * th / 768.0)
        rate = cores * 128 * 2.0 * ghz * 1e3 * (0.3 + 0.7 * occ)
        opac = nl * pts * depths * fl * slow / rate
        chunks = _ceil(wavelengths, th)
        scan = np.where(ll == "binned", nl * 32.0 * 1.1 + chunks * 4.0e3, chunks * nl * 32.0 * 0.02) / (dram_bw * 0.8)
        rt_fl = np.select([rt == "feautrier", rt == "short_char"], [30.0, 18.0], 50.0)
        rtt = wavelengths * depths * mu * rt_fl * slow / rate
        t = models * (opac + scan + rtt + np.where(ll == "binned", 3.0e6, 0.0) + 2.0e5)
        bad = ((wc <= 5) | (res < 1) | ((pf == "pseudo_voigt") & (wc >= 400))
               | ((pr == "fp32") & (ll != "strong_only") & (wc >= 100)) | (t > budget_h * 3.6e9))
        return np.where(bad, np.nan, t)
    return cost


def spectral_params() -> dict[str, list[Any]]:
    return {"line_list": ["full", "strong_only", "binned"], "profile": ["humlicek", "faddeeva", "pseudo_voigt"],
            "wing_cutoff": [5, 25, 100, 400], "rt_solver": ["feautrier", "short_char", "long_char"],
            "mu_angles": [2, 3, 5, 8], "precision": ["fp32", "fp64", "mixed"], "threads": [32, 64, 128, 256]}


def shell_model(dims: tuple[float, float, float], nnz_row: float, iters: int, cores: int, ghz: float,
                dram_bw: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """The lowest ten states of a mid-shell nucleus in the interacting shell model on a
    ``cores``-core CPU (four hardware threads a core): Lanczos iterations on the M-scheme
    Hamiltonian, ``nnz_row`` nonzeros a row. ``truncation`` of the basis: ``full`` (``dims[0]``
    states), ``t4`` (at most four nucleons excited across the shell gap, ``dims[1]``) or ``t2``
    (``dims[2]``: the first excited state 400 keV off, fails). ``storage`` (no order) of the
    matrix: ``stored`` (8 bytes a nonzero, read each pass, in the ``mem_gb`` GB), ``on_the_fly``
    (recomputed each iteration, 95 cycles a nonzero, 16 bytes a row read) or ``factorised``
    (proton-neutron factorisation: 14 cycles a nonzero, 64 bytes a row and 2 GB of tables).
    ``reorth`` (no order): ``full`` (every new vector against all earlier ones), ``selective``
    (15% of that) or ``periodic`` (5%; in fp32 the orthogonality lost between its passes brings
    ghost states: fails). ``vectors``: ``fp64`` or ``fp32`` Lanczos vectors, all ``iters`` of
    them kept for the eigenvectors (they and a stored matrix over the ``mem_gb`` GB: fail).
    ``block`` vectors a matrix pass (block Lanczos: the matrix read once for all, 15% or 35% more
    iterations at 4 or 8). ``threads``: their misses in flight set the bandwidth reached (the
    extra hardware threads add 30% of a core each, 6% to the on-the-fly arithmetic). 10 s to
    read the interaction and build the basis. Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        tr, st, ro, vp = (np.asarray(c[k]) for k in ("truncation", "storage", "reorth", "vectors"))
        bk, th = c["block"], c["threads"]
        dim = np.select([tr == "full", tr == "t4"], [dims[0], dims[1]], dims[2])
        it = iters * np.select([bk == 1, bk == 4], [1.0, 1.15], 1.35)
        passes = it / bk  # the matrix applied to bk vectors at once
        mat_b = np.select([st == "stored", st == "factorised"], [dim * nnz_row * 8.0, dim * 64.0 + 2.0e9], dim * 16.0)
        mat_c = np.select([st == "stored", st == "factorised"], [dim * nnz_row * 2.0, dim * nnz_row * 14.0],
                          dim * nnz_row * 95.0)
        vw = np.where(vp == "fp64", 8.0, 4.0)
        mlp = np.minimum(1.0, _smt4(th, cores, 0.3) / (1.3 * cores))  # misses in flight: the bandwidth reached
        spmv = np.maximum(passes * mat_b / (dram_bw * 0.8 * mlp),
                          it * mat_c / (_smt4(th, cores, np.where(st == "on_the_fly", 0.06, 0.3)) * ghz * 1e3))
        orth = np.select([ro == "full", ro == "selective"], [1.0, 0.15], 0.05) * it * it / 2.0 * dim * vw * 2.0
        t = spmv + orth / (dram_bw * 0.85) + 1.0e7
        need = np.where(st == "stored", dim * nnz_row * 8.0, 0.0) + it * dim * vw
        bad = (tr == "t2") | ((vp == "fp32") & (ro == "periodic")) | (need > mem_gb * 1e9)
        return np.where(bad, np.nan, t)
    return cost


def shell_params() -> dict[str, list[Any]]:
    return {"truncation": ["full", "t4", "t2"], "storage": ["stored", "on_the_fly", "factorised"],
            "reorth": ["full", "selective", "periodic"], "vectors": ["fp64", "fp32"], "block": [1, 4, 8],
            "threads": [82, 164, 246, 328]}


def lpbf_thermal(layers: int, area_mm2: float, cores: int, dram_bw: float, ghz: float, fp64: float, mem_gb: float,
                 budget_h: float) -> Callable[[Cols], np.ndarray]:
    """The part-scale thermal history of a laser powder bed fusion build (Inconel 718, ``layers``
    layers of 40 um over ``area_mm2`` mm^2 of parts) by finite elements on a GPU in fp64 (at
    ``fp64`` the fp32 rate), within ``budget_h`` hours (over it: fails). ``lump`` layers
    activated at once (40: the residual stresses come out 10% off, fails), an element a lumped
    layer thick and as wide (no narrower than 0.2 mm); the part grows, its mean element count
    half the final one. ``mesh`` (no order): ``uniform``, ``octree`` (12% of the elements,
    coarsened below the top, its finest a quarter the size) or ``layer_conformal`` (35%).
    ``heat_source`` (no order): ``flash`` (a lumped layer heated at once, 25 steps), ``line`` (a
    hatch line at a time, 80 steps a layer) or ``goldak`` (a moving ellipsoid, 400 steps a layer;
    on a lump of 10 layers or more it has nothing to move over: fails). ``time_int`` (no order):
    ``explicit`` (one product a step, at most the finest element's stable step, h^2 / 6 alpha,
    over 10 s of cooling a layer), ``implicit_pcg`` (the heat source's steps and 0.5-s steps of
    cooling, 40 / sqrt(h in mm) CG iterations) or ``implicit_amg`` (12 V-cycles of 8 products and
    a 30-product setup an activation; an implicit matrix and its preconditioner, 18 bytes a
    nonzero, of the final part in the ``mem_gb`` GB: over it fails). ``element`` (no order):
    ``hex8`` (27 nonzeros a row, 64 registers a thread) or ``hex20`` (2.4 times the unknowns,
    81 nonzeros a row, 120 registers: at 1024 threads it cannot launch, fails; explicit, its
    consistent mass takes 8 CG products a step). ``threads`` a block: the occupancy sets the
    bandwidth reached (50% plus 40% of it; 12 bytes a nonzero) and the rate (60 flops an
    unknown); 6 us a product's launch, 2 s to read the scan paths. Times in us, bandwidths in
    bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        me, hs, ti, el = (np.asarray(c[k]) for k in ("mesh", "heat_source", "time_int", "element"))
        lu, th = c["lump"], c["threads"]
        acts = np.ceil(layers / lu)
        h_xy = np.maximum(0.04 * lu, 0.2)  # mm
        per_layer = area_mm2 / h_xy ** 2
        frac = np.select([me == "uniform", me == "octree"], [1.0, 0.12], 0.35)
        els = per_layer * acts * frac * 0.5  # the part grows: the mean element count is half the last one's
        dofs = els * np.where(el == "hex8", 1.0, 2.4)
        nnz = np.where(el == "hex8", 27.0, 81.0)
        steps_act = np.select([hs == "flash", hs == "line"], [25.0, 80.0 * lu], 400.0 * lu)
        dt_fine = (np.where(me == "octree", h_xy / 4.0, h_xy) * 1e-3) ** 2 / (6.0 * 3.0e-6) * 1e6  # us of physics
        steps_explicit = np.maximum(steps_act, 10.0e6 * lu / dt_fine)  # 10 s of cooling a layer
        res = _big(th, 0.0 * th, np.where(el == "hex8", 64.0, 120.0))
        occ = np.minimum(1.0, np.maximum(res, 1.0) * th / 1024.0)
        rate = cores * 128 * 2.0 * ghz * 1e3 * fp64 * (0.4 + 0.6 * occ)
        spmv = np.maximum(dofs * nnz * 12.0 / (dram_bw * (0.5 + 0.4 * occ)), dofs * 60.0 / rate) + 6.0
        iters = np.select([ti == "explicit", ti == "implicit_pcg"],
                          [np.where(el == "hex8", 1.0, 8.0), 40.0 / h_xy ** 0.5], 12.0 * 8.0)
        steps = np.where(ti == "explicit", steps_explicit, steps_act + 20.0 * lu)  # implicit: 0.5-s steps of cooling
        setup = np.where(ti == "implicit_amg", 30.0 * spmv, 0.0)
        t = acts * (steps * iters * spmv + setup) + 2.0e6
        need = np.where(ti == "explicit", 0.0, nnz * 12.0 * 1.5) * dofs * 2.0
        bad = ((lu >= 40) | ((hs == "goldak") & (lu >= 10)) | (res < 1) | (need > mem_gb * 1e9)
               | (t > budget_h * 3.6e9))
        return np.where(bad, np.nan, t)
    return cost


def lpbf_params() -> dict[str, list[Any]]:
    return {"lump": [1, 5, 10, 20, 40], "mesh": ["uniform", "octree", "layer_conformal"],
            "heat_source": ["flash", "goldak", "line"], "time_int": ["explicit", "implicit_pcg", "implicit_amg"],
            "element": ["hex8", "hex20"], "threads": [128, 256, 512, 1024]}


def impact_crater(cores: int, ghz: float, dram_bw: float, mem_gb: float, budget_h: float
                  ) -> Callable[[Cols], np.ndarray]:
    """The formation of a 20 km complex crater by a 1 km asteroid's vertical impact at 18 km/s
    into porous sandstone over granite, by a shock-physics hydrocode on a ``cores``-core CPU (four
    hardware threads a core), within ``budget_h`` hours (over it: fails). ``cppr`` cells per
    projectile radius (10: the peak shock pressure is under-resolved, fails), 400 ``cppr`` steps.
    ``geometry`` (no order): ``axisymmetric_2d`` (30 x 40 radii of high resolution, 60% more in
    the extension zone) or ``oblique_3d`` (a 3-D half-space, 30 x 60 x 40 radii, half of it at
    full resolution: the same vertical impact at hundreds of times the cells); the cells' state
    and 50% more in the ``mem_gb`` GB (over it: fails). Cycles a cell a step: ``eos`` (no order)
    ``tillotson`` (120; 500 bytes a cell in all), ``aneos`` (300, its tables: 900 bytes) or
    ``aneos_inline`` (900, no tables); ``strength`` (no order) ``hydrodynamic`` (none: the crater
    never collapses to its final shape, fails), ``drucker_prager`` (220) or
    ``dp_acoustic_fluid`` (with acoustic fluidisation, 310); ``advection`` (no order)
    ``donor_cell`` (150), ``van_leer`` (260) or ``mpdata`` (420, and 25% more steps);
    ``porosity`` (no order) ``epsilon_alpha`` (90) or ``p_alpha`` (140); 200 more. ``threads``
    (the extra hardware threads add 15% of a core each; the cells' state read at 70% of the
    bandwidth) and ``decomposition`` (no order): ``slabs`` (halo exchange 3% more each 41
    threads) or ``blocks`` (1.5% a doubling). 2 s to set up. Times in us, bandwidths in
    bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        eo, sg, ad, ge, po, dc = (np.asarray(c[k]) for k in ("eos", "strength", "advection", "geometry", "porosity",
                                                             "decomposition"))
        cp, th = c["cppr"], c["threads"]
        cells = np.where(ge == "oblique_3d", (30.0 * cp) * (60.0 * cp) * (40.0 * cp) * 0.5,
                         (30.0 * cp) * (40.0 * cp) * 1.6)
        steps = 400.0 * cp * np.where(ad == "mpdata", 1.25, 1.0)
        cyc = (np.select([eo == "tillotson", eo == "aneos"], [120.0, 300.0], 900.0)
               + np.select([sg == "drucker_prager", sg == "dp_acoustic_fluid"], [220.0, 310.0], 0.0)
               + np.select([ad == "donor_cell", ad == "van_leer"], [150.0, 260.0], 420.0)
               + np.where(po == "p_alpha", 140.0, 90.0) + 200.0)
        byts = np.where(eo == "aneos", 900.0, 500.0)
        halo = np.where(dc == "slabs", 1.0 + 0.03 * th / 41.0, 1.0 + 0.015 * np.log2(th / 41.0 + 1.0))
        comp = steps * cells * cyc / (_smt4(th, cores, 0.15) * ghz * 1e3)
        mem = steps * cells * byts / (dram_bw * 0.7)
        t = np.maximum(comp, mem) * halo + 2.0e6
        bad = (cp <= 10) | (sg == "hydrodynamic") | (cells * byts * 1.5 > mem_gb * 1e9) | (t > budget_h * 3.6e9)
        return np.where(bad, np.nan, t)
    return cost


def crater_params() -> dict[str, list[Any]]:
    return {"cppr": [10, 20, 40, 80], "eos": ["tillotson", "aneos", "aneos_inline"],
            "strength": ["hydrodynamic", "drucker_prager", "dp_acoustic_fluid"],
            "advection": ["donor_cell", "van_leer", "mpdata"], "geometry": ["axisymmetric_2d", "oblique_3d"],
            "porosity": ["epsilon_alpha", "p_alpha"], "decomposition": ["slabs", "blocks"],
            "threads": [41, 82, 164, 328]}


def bec_vortex(sim_ms: float, cores: int, dram_bw: float, ghz: float, fp64: float, budget_h: float
               ) -> Callable[[Cols], np.ndarray]:
    """The formation of a vortex lattice in a rotating rubidium-87 Bose-Einstein condensate by
    the 3-D Gross-Pitaevskii equation on a GPU: ``sim_ms`` ms of real-time dynamics on a
    ``grid``^3 grid, within ``budget_h`` hours (over it: fails); the step 2 us x (128 / grid)^2
    times the splitting's and the rotation's factors. ``splitting`` (no order): ``lie`` (first
    order, half the step: the energy drifts, fails), ``strang`` (one stage) or ``forest_ruth``
    (fourth order, three stages, four times the step). ``rotation`` (no order) of the L_z term:
    ``adi_fft`` (two more transforms a stage), ``semi_implicit`` (a banded solve, ten passes over
    the state, half the step) or ``lab_stirring`` (no L_z: a rotating stirring potential in the
    lab frame, twice the pointwise work, 30% of the step). ``precision`` (no order): ``fp32`` (8
    bytes a point; at 256^3 the phases of a hundred vortices drift: fails), ``fp64`` (16 bytes, at
    ``fp64`` the fp32 rate) or ``compensated`` (fp32 pairs: 16 bytes, 2.5 times the flops).
    ``fft`` (no order): ``plan_3d`` (a transform 5 n log2 n flops at 60% of the rate or three
    passes over memory), ``slab`` (80% of its speed) or ``pencil`` (65%). ``threads`` a block of
    the pointwise kernels (30 flops a point; 40 registers a thread in fp32, 72 otherwise: at 1024
    threads they cannot launch, fail), the occupancy setting their rate and bandwidth. Six
    launches of 4 us a step, 3 s to find the ground state's start. Times in us, bandwidths in
    bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        sp, ro, pr, ff = (np.asarray(c[k]) for k in ("splitting", "rotation", "precision", "fft"))
        g, th = c["grid"], c["threads"]
        n = g ** 3.0
        dt = 2.0e-3 * (128.0 / g) ** 2 * np.select([sp == "strang", sp == "forest_ruth"], [1.0, 4.0], 0.5) \
            * np.select([ro == "adi_fft", ro == "semi_implicit"], [1.0, 0.5], 0.3)  # ms
        steps = sim_ms / dt
        stages = np.where(sp == "forest_ruth", 3.0, 1.0)
        ffts = stages * (2.0 + np.where(ro == "adi_fft", 2.0, 0.0))
        word = np.where(pr == "fp32", 8.0, 16.0)
        slow = np.select([pr == "fp32", pr == "fp64"], [1.0, 1.0 / fp64], 2.5)
        eff = np.select([ff == "plan_3d", ff == "slab"], [1.0, 0.8], 0.65)
        rate = cores * 128 * 2.0 * ghz * 1e3
        fft_t = np.maximum(5.0 * n * np.log2(n) * slow / (rate * 0.6), 3.0 * n * word * 2.0 / dram_bw) / eff
        res = _small(th, 0.0 * th, np.where(pr == "fp32", 40.0, 72.0))
        occ = np.minimum(1.0, np.maximum(res, 1.0) * th / 1024.0)
        pot = np.maximum(n * 30.0 * slow / (rate * occ), n * word * 2.0 / (dram_bw * (0.4 + 0.5 * occ)))
        pot = pot * np.where(ro == "lab_stirring", 2.0, 1.0)
        solve = np.where(ro == "semi_implicit", n * word * 10.0 / dram_bw, 0.0)  # the L_z term's banded solve
        t = steps * (ffts * fft_t + stages * (pot + solve) + 6.0 * 4.0) + 3.0e6
        bad = (sp == "lie") | ((pr == "fp32") & (g >= 256)) | (res < 1) | (t > budget_h * 3.6e9)
        return np.where(bad, np.nan, t)
    return cost


def bec_params() -> dict[str, list[Any]]:
    return {"grid": [128, 192, 256], "splitting": ["lie", "strang", "forest_ruth"],
            "rotation": ["adi_fft", "semi_implicit", "lab_stirring"], "precision": ["fp32", "fp64", "compensated"],
            "fft": ["plan_3d", "slab", "pencil"], "threads": [64, 128, 256, 512, 1024]}


def spares_network(skus: int, locations: int, cores: int, ghz: float, dram_bw: float
                   ) -> Callable[[Cols], np.ndarray]:
    """The weekly re-optimisation of a spare-parts network's stocking policies by simulation on a
    ``cores``-core CPU (four hardware threads a core): ``skus`` SKUs at ``locations`` locations
    (plants, warehouses and stores), each evaluation a simulated year of 4,000 events a location
    (demands, orders, arrivals), 420 cycles an event and 320 bytes of random reads (the SKU's
    state and the event queue's nodes, at half the bandwidth). ``policy`` (no order):
    ``base_stock`` (one level a location), ``s_s`` or ``r_q`` (two; r_q's events 10% cheaper).
    ``optimiser`` (no order): ``spsa`` (60 evaluations a dimension), ``ocba_grid`` (a 12-point
    grid a dimension, 60% of it evaluated by optimal computing budget allocation; its 144-point
    grids for the two-level policies miss the weekly deadline: fail) or ``kriging`` (25 a
    dimension and 8); 40 us of the optimiser's bookkeeping an evaluation a SKU.
    ``replications`` of each evaluation: the fill rates' confidence half-width goes as one over
    their square root, halved by common random numbers (``crn`` on); 30 without them is over the
    target: fails. ``threads`` (the extra hardware threads add 30% of a core each: past 164 the
    random reads hold it, not the cores). And six that barely matter (within 1%): the ``rng``, the
    ``output`` format, ``logging``, the ``event_queue``, thread ``affinity`` and the ``chunk`` of
    SKUs a task. 90 s to load the network and write the policies. Times in us, bandwidths in
    bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        po, op, cr, rg, ou, lg, eq, af = (np.asarray(c[k]) for k in ("policy", "optimiser", "crn", "rng", "output",
                                                                     "logging", "event_queue", "affinity"))
        rep, th, ch = c["replications"], c["threads"], c["chunk"]
        dims = np.where(po == "base_stock", 1.0, 2.0)
        evals = np.select([op == "spsa", op == "ocba_grid"], [60.0 * dims, 12.0 ** dims * 0.6], 25.0 * dims + 8.0)
        events = 4.0e3 * locations  # demands, orders and arrivals a SKU-year over the network
        per = events * np.where(po == "r_q", 380.0, 420.0)
        comp = skus * evals * rep * per / (_smt4(th, cores, 0.3) * ghz * 1e3)
        mem = skus * evals * rep * events * 320.0 / (dram_bw * 0.5)
        minor = (np.select([rg == "pcg64", rg == "philox"], [1.0, 1.008], 0.996)
                 * np.where(ou == "parquet", 0.997, 1.0) * np.where(lg == "summary", 1.004, 1.0)
                 * np.where(eq == "calendar", 0.993, 1.0) * np.where(af == "scatter", 1.003, 1.0)
                 * np.where(ch == 1, 1.005, 1.0))
        t = (np.maximum(comp, mem) + skus * evals * 40.0) * minor + 9.0e7
        half_width = 1.0 / np.sqrt(rep * np.where(cr == "on", 4.0, 1.0))
        bad = (half_width > 0.1) | ((op == "ocba_grid") & (po != "base_stock"))
        return np.where(bad, np.nan, t)
    return cost


def spares_params() -> dict[str, list[Any]]:
    return {"policy": ["base_stock", "s_s", "r_q"], "optimiser": ["spsa", "ocba_grid", "kriging"],
            "replications": [30, 100, 300], "crn": ["off", "on"], "threads": [82, 164, 328],
            "rng": ["pcg64", "philox", "xoshiro"], "output": ["csv", "parquet"], "logging": ["off", "summary"],
            "event_queue": ["binary_heap", "calendar"], "affinity": ["compact", "scatter"], "chunk": [1, 32]}


def lake_ecology(area_km2: float, years: float, cores: int, dram_bw: float, ghz: float, fp64: float
                 ) -> Callable[[Cols], np.ndarray]:
    """``years`` years of a deep perialpine lake (``area_km2`` km^2, 300 m deep, seasonally
    stratified) by a 3-D hydrodynamic model coupled to an ecological one, on a GPU in fp64 (at
    ``fp64`` the fp32 rate): columns of ``cell_m`` m, ``layers`` layers, steps of ``dt_s`` s (180
    s on 100 layers is over the thin layers' internal-wave limit: fails). ``vertical`` (no order)
    coordinates: ``z_levels``, ``sigma`` (terrain-following: the pressure-gradient error over the
    steep flanks mixes the hypolimnion, fails) or ``hybrid_isopycnal`` (90 flops a cell more to
    regrid and remap). ``turbulence`` (no order) closure: ``k_epsilon`` (160 flops a cell),
    ``gls`` (190) or ``kpp`` (70). ``ecology`` (no order): ``npzd`` (6 tracers) or ``aed2`` (24),
    with temperature and salinity. ``advection`` (no order) of a tracer: ``upwind`` (20 flops;
    it diffuses the thermocline away, fails), ``tvd`` (45) or ``weno5`` (110); 300 flops a cell
    more. ``threads`` a block: a warp's column of tracers staged in shared memory, 8 bytes a
    value (over the 186 KB: left off chip, three times the tracer traffic), 96 registers a
    thread, the occupancy setting the rate and the bandwidth reached; 80 bytes a cell and three
    passes over the tracers a step, 12 launches of 5 us, and the free surface's substeps (one a
    ``cell_m`` / 40 s, 60 bytes a column). 5 s to set up. Times in us, bandwidths in
    bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        ve, tu, ec, ad = (np.asarray(c[k]) for k in ("vertical", "turbulence", "ecology", "advection"))
        ly, dt, cm, th = c["layers"], c["dt_s"], c["cell_m"], c["threads"]
        cols = area_km2 * 1e6 / cm ** 2
        tracers = np.where(ec == "npzd", 6.0, 24.0) + 2.0
        steps = years * 3.156e7 / dt
        cells = cols * ly
        fl = (np.select([ad == "upwind", ad == "tvd"], [20.0, 45.0], 110.0) * tracers
              + np.select([tu == "k_epsilon", tu == "gls"], [160.0, 190.0], 70.0) + 300.0
              + np.where(ve == "hybrid_isopycnal", 90.0, 0.0))
        res = _big(th, (th / 32.0) * ly * tracers * 8.0, 96.0)  # a warp's column of tracers staged
        occ = np.minimum(1.0, np.maximum(res, 1.0) * th / 1024.0)
        rate = cores * 128 * 2.0 * ghz * 1e3 * fp64
        byts = cells * tracers * 8.0 * np.where(res >= 1, 3.0, 9.0) + cells * 80.0
        step = np.maximum(cells * fl / (rate * (0.3 + 0.7 * occ)), byts / (dram_bw * (0.45 + 0.45 * occ))) + 12.0 * 5.0
        baro = steps * np.ceil(dt / (cm / 40.0)) * cols * 60.0 / (dram_bw * 0.8)  # the free surface's substeps
        t = steps * step + baro + 5.0e6
        bad = (ve == "sigma") | (ad == "upwind") | ((dt >= 180) & (ly >= 100))
        return np.where(bad, np.nan, t)
    return cost


def lake_params() -> dict[str, list[Any]]:
    return {"vertical": ["z_levels", "sigma", "hybrid_isopycnal"], "layers": [25, 50, 100],
            "turbulence": ["k_epsilon", "gls", "kpp"], "ecology": ["npzd", "aed2"], "dt_s": [20, 60, 180],
            "advection": ["upwind", "tvd", "weno5"], "cell_m": [50, 100, 200], "threads": [64, 128, 256, 512]}


def seen_35_synthetic() -> list[tuple[str, Landscape]]:
    """The thirty-fifth held-out set's synthetic part: nine families no earlier set had (constants
    of a 118-core GPU with 186 KB of shared memory a core, 3.45 TB/s at 1.45 GHz, fp64 at 1/2 and
    72 GB, a 70-core one with 106 KB, 940 GB/s at 1.15 GHz and fp64 at 1/32, and an 82-core CPU
    with four hardware threads a core at 3.25 GHz with 490 GB/s and 416 GB; times in us)."""
    L, S = Landscape, "seen_35"
    return [
        (S, L("wsi_screen_aj", wsi_params(), wsi_screen(400, 1.0e5, 8.0e4, 0.35, 118, 1.45, 72.0), 0.02)),
        (S, L("dsmc_reentry_aj", dsmc_params(), dsmc_reentry(6.0e6, 3000.0, 82, 3.25, 0.49e6, 416.0), 0.02)),
        (S, L("spectral_synth_aj", spectral_params(),
              spectral_synth(3000, 3.0e5, 4.0e7, 72, 70, 0.94e6, 1.15, 1 / 32, 120.0), 0.02)),
        (S, L("shell_model_aj", shell_params(), shell_model((2.4e8, 3.0e7, 1.5e6), 300.0, 200, 82, 3.25, 0.49e6, 416.0),
              0.02)),
        (S, L("lpbf_thermal_aj", lpbf_params(), lpbf_thermal(2000, 6.0e3, 118, 3.45e6, 1.45, 1 / 2, 72.0, 120.0), 0.02)),
        (S, L("impact_crater_aj", crater_params(), impact_crater(82, 3.25, 0.49e6, 416.0, 168.0), 0.02)),
        (S, L("bec_vortex_aj", bec_params(), bec_vortex(2000.0, 70, 0.94e6, 1.15, 1 / 32, 48.0), 0.02)),
        (S, L("spares_network_aj", spares_params(), spares_network(30000, 236, 82, 3.25, 0.49e6), 0.02)),
        (S, L("lake_ecology_aj", lake_params(), lake_ecology(540.0, 10.0, 118, 3.45e6, 1.45, 1 / 2), 0.02)),
    ]


SEEN_35_DIR = _data_dir("zoo_seen_35")


def seen_35() -> list[tuple[str, Landscape]]:
    """The thirty-fifth held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_35/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_35", SEEN_35_DIR)
    return seen_35_synthetic() + recorded
