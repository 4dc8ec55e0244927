"""The zoo's ``seen_43`` set.

``seen_43`` (was ``held_out_43``, :func:`seen_43`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the thirty-sixth round, see docs/benchmarks.md):
0 wins / 13 ties / 0 losses against the best peer, geo-mean
1.0087, second of the five (tpe_mv 1.0080); the synthetic nine 0 / 9 / 0 (every strategy 1.087
on halftone_screen_ar); on 30 seeds its recorded four 0 / 4 / 0; scored by the median of 9 quiet
samples 0 / 3 / 1 with ``--confirm 0`` and 0 / 4 / 0 with ``--confirm 3``; R1 0 / 13 / 0 (1.0083)
and quietly 0 / 3 / 1 twice. Its run files were lost with a session's scratch folder and made
again in the thirty-seventh round on an AVX2 host (numpy's X86_V3 loops), where one median moved
(vm_consolidation_ar 1.011 -> 1.013 against tpe_mv's 1.008: 0 / 12 / 1, geo-mean 1.0088); those
are its committed traces; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (online game networking, print prepress,
warehouse robotics, waste recycling, anti-money-laundering, winter road maintenance, search
and rescue, cloud operations, optical lens design), with constants unlike the other sets' (a
266-core GPU with 254 KB of shared memory a core, 7.1 TB/s at 1.46 GHz and 376 GB, holding
2048 threads and 32 blocks a core, a 286-core one with 182 KB a core, 6.4 TB/s at 1.34 GHz and
fp64 at 1/64, holding 1536 threads and 24 blocks a core, both with 128 lanes and 255 registers
a thread, and a 274-core CPU at 2.94 GHz with two hardware threads a core, 1210 GB/s and 3712
GB; times in us, bandwidths in bytes/us, but for the netcode's, in ms):

- ``rollback_netcode_ar`` (3456, 68.8%, 19x): an hour of 12,000 ten-player matches served
  with rollback netcode on the 274-core CPU, 30-240 ticks a second, rollback windows of 2-16
  ticks (shorter than a late input reaches back: fail), full, delta or copy-on-write
  snapshots, repeat-last, zero or learned input prediction, fixed-point, strict or fast
  floating point (fast: fails), 1-8 matches a thread (over a tick's period: fail) and 274 or
  548 threads; 46 within 5%.
- ``halftone_screen_ar`` (2304, 55.6%, 86x): screening 2000 A3 CMYK pages for plates on the
  266-core GPU, an AM threshold screen (its four planes' tile over the 254 KB, supercells of
  1 or under 12 pixels a cell: fail), Floyd-Steinberg error diffusion, a blue-noise FM mask
  (under 2400 dpi: fails) or direct binary search, 120-200 lpi, 1200-3600 dpi, supercells of
  1-16 cells, 128-1024 threads and the ink limit left out (fails), fused (72 registers: 1024
  threads fail) or a pass of its own; five within 5%.
- ``warehouse_mapf_ar`` (864, 44.4%, 21x): an eight-hour shift of 12,000 robots on a
  1.5-million-cell grid by windowed multi-agent path finding on the 274-core CPU, prioritized
  planning, CBS, bounded-suboptimal ECBS or PIBT (groups under 200: deadlock, fail), 2-30 s
  windows (a window planned in over half its length: fails), groups of 50-1000, Manhattan,
  true-distance (an all-pairs table over the 3712 GB: fails) or landmark heuristics, replanning
  every window or on events and 137-548 threads; 14 within 5%.
- ``waste_sorting_ar`` (1728, 64.6%, 417x): an hour of a hyperspectral NIR line-scan camera
  over a recycling conveyor on the 286-core GPU, 28-224 bands (under 56: fail but the
  network), spectral angles, PLS-DA, an RBF SVM (its support vectors over the 182 KB, int8:
  fail) or a 1D CNN (96 registers: 1024 threads fail), no preprocessing (fails but the
  network), SNV or Savitzky-Golay derivatives, fp32, fp16 or int8, 1-128 lines a launch
  (past the air jets' 100 ms: fail) and 64-1024 threads; three within 5%.
- ``aml_cycles_ar`` (972, 44.4%, 8765x): 90 days of 6 x 10^9 payments between 4 x 10^8
  accounts searched for money cycles on the 274-core CPU, Johnson's algorithm (unpartitioned:
  fails), temporal 2SCENT, bidirectional BFS or sparse matrix powers (over the 3712 GB:
  fail), 4 (fails) to 8 hops, 1-30-day windows, no, per-bank or METIS partitions and CSR,
  time-sorted CSR or hashed adjacency, 137-548 threads; 91 within 5%.
- ``snowplough_routes_ar`` (864, 58.3%, 3096x): gritter routes over 9000 km of roads by
  capacitated arc routing on the 274-core CPU, path-scanning, augment-merge or Ulusoy
  construction, no improvement (fails), 2-opt (granular-10 or under 128 restarts: fail),
  memetic or tabu search, full, granular-10 or granular-40 neighbourhoods, 32-2048 restarts,
  distances on demand or as an int32 (over the 3712 GB: fails) or int16 matrix, 274 or 548
  threads; 12 within 5%.
- ``sar_search_ar`` (864, 64.2%, 8.0x): planning a 48-hour search for a missing person over 40
  x 40 km with 30 teams on the 266-core GPU, 25-200 m cells (200: fail), 10^5-10^7 simulated
  tracks (too few for the cells: fail), random-walk (at 50 m or finer: fails), trail-following
  or terrain-cost Markov motion (nine times the shared memory: over the 254 KB at 1024
  threads), greedy, Charnes-Cooper or rolling-MIP effort allocation, updates every sortie
  (10^7 whole tracks over the 376 GB: fail) or hourly and 128-1024 threads; 28 within 5%.
- ``vm_consolidation_ar`` (15552, 67.9%, 2.3x): the nightly consolidation of 400,000 VMs onto
  30,000 hosts on the 274-core CPU, first-fit decreasing, best-fit dot products, ant colony or
  CP-SAT large-neighbourhood search, two (fails), three or five packed dimensions, 1-20% of
  the VMs migrated (under 5%: only CP-SAT with neighbourhoods of at most 200), no (fails),
  last-week-peak or ARIMA forecasts, 50-1000 ants or VMs a neighbourhood, and four that barely
  matter (the seed order, 274 or 548 threads, the log level and sampled or full SLA checks):
  nine parameters, 118 within 5%.
- ``lens_design_ar`` (1296, 62.7%, 14318x): damped-least-squares optimisation of a camera lens
  with 60 variables over 400 iterations on the 286-core GPU, a 16-pupil grid (under 5
  wavelengths: fails), 6 x 6 Gaussian quadrature, 256 random rays or a 64 grid, forward or
  central differences or an analytic adjoint, fp32 (fails but the adjoint), fp64 or mixed, 3
  (fail), 7 or 15 fields, 3-9 wavelengths and 64-512 threads (the rays' vectors over the 182
  KB: fail); four within 5%.

And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a causal grouped-query chunked-prefill attention (two query heads a KV head, 80 new
queries over 456 keys) with its query block, KV block, pipeline and ``opt_level`` (O0 among them)
but its KV split, softmax and unroll left at the default, a plain GEMM (no bias, not batched)
tuning its M and N tiles with pipeline, ``output_align`` and layout (its K tile at the default), a
non-gated tanh-GELU FFN tuning the up projection's N and K tiles, ``down_schedule``,
``l1_prefetch`` and unroll, and a LayerNorm with its hidden split, pipeline and rows a block but
neither its stats, its ``opt_level`` nor its unroll (a set no earlier LayerNorm or RMSNorm space
tuned; 84 configurations, the full value lists: no untuned norm set reaches 96 any more), each
space measured exhaustively (every configuration compiled, checked against numpy, timed 3 times)
by ``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_43/`` (gzip JSON, times
in us, provenance in each file's ``source``, 13 KB in all). They were recorded on the shared
2-core machine the standing way, ``--only`` each, one after another, the recorder at normal
priority (not niced), after the lead's evaluation of held_out_42 had ended; ``ps`` (every 60 s and
at the end, seven times) showed nothing else running but the recorder, its measuring worker and the
C compiler it called, this helper's own sampling and waiting shells (sleeping) and idle tool
shells (sleeping; some, not this helper's, waiting on sleeps of 300 and 360 s) (no other python or
pytest process; no benchmark of the lead's), and this helper only read the logs beside it (nothing
enumerated, measured or tested) (load average 1.01-1.56 sampled every 10 s over the recording, 33
samples, median 1.07, the recorder itself included; 1.56 at its start, the one-minute average still
falling from the evaluation, which had ended 12 s before, under 1.2 from 06:47:52 on, in the
attention's second minute): the tail of their samples is real measurement noise, about as light as
held_out_42's (median spread 1-4%), and the fastest sample is the true cost. Before that, the first
and the last configuration of each space were compiled (not run) to check they build. Every
configuration ran, so they are 0% infeasible (reported, not forced into 30-70%):

===========================================================  ==========================================  =======  ======  ======  =========
landscape                                                    op (shape)                                  configs  params  spread  worst/opt
===========================================================  ==========================================  =======  ======  ======  =========
cpu_attention_gqa2_chunked_causal_q_kv_blocks_pipeline_opt   grouped-query attention, causal chunked         144       4      1%       9.3x
                                                             prefill (batch 1, 12 heads over 6, 80
                                                             queries over 456 keys, d 88)
cpu_gemm_mn_tiles_pipeline_align_layout                      GEMM (296 x 312 @ 312 x 184)                    162       5      4%       8.2x
cpu_ffn_gelu_tanh_n_k_down_schedule_prefetch_unroll          FFN, tanh GELU (112 tokens, 240 -> 648)         144       5      2%       1.2x
cpu_layernorm_no_stats_no_opt_level_no_unroll                LayerNorm (1312 rows x 2496)                     84       3      1%       1.2x
===========================================================  ==========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
8, 13, 12 and 9 configurations; the attention's O0 configurations are 8.9-9.3 times the optimum,
O1 1.3-1.6, O2 and O3 at most 1.35; the GEMM's col_major configurations are 1.0-8.2 times the
optimum (the optimum among them), row_major and z_major at most 1.6.) Recording took 107 + 65 + 73
+ 67 s, 5.2 minutes in all, one landscape after another (2026-12-05 06:46 to 06:52 UTC).
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, resident_blocks, smt_cores

_big = partial(resident_blocks, smem_kb=254.0, max_threads=2048, max_blocks=32, max_regs=255)  # the 266-core GPU's core
_small = partial(resident_blocks, smem_kb=182.0, max_threads=1536, max_blocks=24, max_regs=255)  # the 286-core GPU's core


def rollback_netcode(matches: int, players: int, hours: float, cores: int, ghz: float) -> Callable[[Cols], np.ndarray]:
    """An hour of ``matches`` ``players``-player matches of an online action game served with
    rollback netcode on a CPU with two hardware threads a core (the second adds 30% of a core).
    ``tick_hz`` ticks a second; a late input reaches back ceil(0.06 x ``tick_hz``) ticks (60 ms
    one way), and a ``rollback_frames`` window shorter than that cannot correct it: the clients
    desynchronise, fails. A tick simulates the match in ``players`` x 30,000 x 60 / sqrt(tick_hz)
    cycles. ``physics`` (no order): ``fixed_point`` (1.6 times the cycles), ``float_strict``
    (1.2) or ``float_fast`` (contracted floating point: clients on other platforms diverge,
    fails). ``prediction`` of remote inputs (no order): ``repeat_last`` (12% mispredicted),
    ``zero_input`` (35%) or ``learned_model`` (7%, 40,000 cycles a player a tick); a
    tick's simulation is repeated for the mispredicted share times half the ticks an input
    reaches back (at most the window) times ``players`` / 4. ``snapshot`` of the match's state
    (48 KB a player) every tick (no order):
    ``full_copy`` (a quarter cycle a byte, plus 4 cycles a KB for each stored frame),
    ``delta`` (0.15 of the state at 1.8 cycles a byte) or ``copy_on_write`` (0.05 of it plus
    20,000 cycles of page faults), its cost growing with the window to 8 frames.
    ``matches_thread`` matches a thread: their snapshots (``rollback_frames`` full copies or
    two otherwise) over 8 MB thrash the caches (1.35 times the cycles), and a thread whose
    matches' ticks exceed the tick period cannot keep up: fails. ``threads`` (the cores, or
    two a core) take the matches in rounds. Times in ms, with 1000 s of start-up besides."""
    def cost(c: Cols) -> np.ndarray:
        sn, pr, ph = (np.asarray(c[k]) for k in ("snapshot", "prediction", "physics"))
        hz, rb, mt, th = c["tick_hz"], c["rollback_frames"], c["matches_thread"], c["threads"]
        need = np.ceil(0.06 * hz)  # 60 ms one-way: frames a late input reaches back
        sim_cyc = players * 3.0e4 * np.select([ph == "fixed_point", ph == "float_strict"], [1.6, 1.2], 1.0) * 60.0 / hz ** 0.5
        miss = np.select([pr == "repeat_last", pr == "zero_input"], [0.12, 0.35], 0.07)
        resim = miss * np.minimum(rb, need) * 0.5 * players / 4.0
        pred = np.where(pr == "learned_model", players * 4.0e4, 0.0)
        state_kb = 48.0 * players
        snap = (np.select([sn == "full_copy", sn == "delta"], [state_kb * 1024 * 0.25, state_kb * 1024 * 0.15 * 1.8],
                          state_kb * 1024 * 0.05 + 2.0e4) * np.minimum(1.0, rb / 8.0)
                + np.where(sn == "full_copy", rb * state_kb * 4.0, 0.0))
        thrash = np.where(mt * state_kb * np.where(sn == "full_copy", rb, 2.0) > 2048.0 * 4, 1.35, 1.0)
        tick_cyc = (sim_cyc * (1.0 + resim) + pred + snap) * thrash
        speed = smt_cores(th, cores, 0.3) / th
        tick_us = tick_cyc / (ghz * 1e3 * speed)
        deadline = mt * tick_us > 1e6 / hz
        ticks = hours * 3600.0 * hz
        threads_needed = np.ceil(matches / mt)
        rounds = np.ceil(threads_needed / th)
        t = rounds * ticks * mt * tick_us / 1e3 + 1.0e6
        bad = (rb < need) | (ph == "float_fast") | deadline
        return np.where(bad, np.nan, t)
    return cost


def netcode_params() -> dict[str, list[Any]]:
    return {"tick_hz": [30, 60, 120, 240], "rollback_frames": [2, 4, 8, 16],
            "snapshot": ["full_copy", "delta", "copy_on_write"], "prediction": ["repeat_last", "zero_input", "learned_model"],
            "physics": ["fixed_point", "float_strict", "float_fast"], "matches_thread": [1, 2, 4, 8], "threads": [274, 548]}


def halftone_screen(pages: int, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """Screening ``pages`` A3 pages of CMYK (four planes a page) for a computer-to-plate
    press on a GPU. ``method`` (no order): ``threshold_am`` (an amplitude-modulated screen: a
    threshold tile of (``dpi`` / ``screen_lpi``) x ``supercell`` pixels a side, four planes of
    it a byte a pixel in shared memory (over the 254 KB: fails), 3 ops a pixel; ``supercell`` 1
    cannot hold the planes' screen angles: moire, fails; under 12 pixels a halftone cell too few
    grey levels: fails), ``error_diffusion_fs`` (Floyd-Steinberg, 14 ops a pixel, serial along
    rows: 8% of the GPU busy), ``blue_noise_fm`` (a 256 x 256 mask, 64 KB of shared memory, 3
    ops a pixel; under 2400 dpi its dots are too small to hold on the plate: fails) or
    ``dbs_search`` (direct binary search, 260 ops a pixel); the diffusion and the search keep
    64 bytes a thread in shared memory. ``ink_limit`` (no order): ``none`` (the shadows over the
    press's total area coverage: fails), ``fused`` (6 ops a pixel in the screening kernel, 72
    registers a thread instead of 40: 1024 threads do not fit the register file, fail) or
    ``separate`` (its own pass: two more bytes a pixel of traffic, a second launch of 50 ms).
    ``threads`` a block (occupancy). 1.125 bytes a pixel read and written. Times in us,
    bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        me, il = (np.asarray(c[k]) for k in ("method", "ink_limit"))
        lpi, dpi, sc, th = c["screen_lpi"], c["dpi"], c["supercell"], c["threads"]
        px = pages * (11.7 * 16.5) * dpi.astype(np.float64) ** 2 * 4.0  # A3, CMYK planes
        side = dpi / lpi * sc
        tile = 4.0 * side ** 2
        am = me == "threshold_am"
        smem = np.where(am, tile, np.where(me == "blue_noise_fm", 4.0 * 256.0 ** 2 / 4.0, th * 64.0))
        regs = np.where(il == "fused", 72.0, 40.0)
        res = _big(th, smem, regs)
        occ = np.minimum(1.0, res * th / 2048.0)
        ops = px * np.select([am, me == "blue_noise_fm", me == "error_diffusion_fs"], [3.0, 3.0, 14.0], 260.0)
        par = np.where(me == "error_diffusion_fs", 0.08, 1.0)
        ops = ops + px * np.where(il == "fused", 6.0, 0.0)
        rate = cores * 128 * ghz * 1e3 * par * (0.25 + 0.75 * occ)
        byts = px * (1.0 + 0.125) + np.where(il == "separate", px * 2.0, 0.0)
        t = np.maximum(ops / rate, byts / dram_bw) + 5.0e4 * np.where(il == "separate", 2.0, 1.0)
        coarse = am & (sc == 1)
        fm_bad = (me == "blue_noise_fm") & (dpi < 2400)
        lpi_bad = am & (dpi / lpi < 12.0)
        bad = (res < 1) | (il == "none") | coarse | fm_bad | lpi_bad
        return np.where(bad, np.nan, t)
    return cost


def halftone_params() -> dict[str, list[Any]]:
    return {"method": ["threshold_am", "error_diffusion_fs", "blue_noise_fm", "dbs_search"],
            "screen_lpi": [120, 150, 175, 200], "dpi": [1200, 2400, 3600], "supercell": [1, 4, 8, 16],
            "threads": [128, 256, 512, 1024], "ink_limit": ["none", "fused", "separate"]}


def warehouse_mapf(robots: int, cells: float, hours: float, cores: int, ghz: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """An ``hours``-hour shift of ``robots`` robots on a grid of ``cells`` cells in a fulfilment
    centre, planned by windowed lifelong multi-agent path finding on a CPU with two hardware
    threads a core (the second adds 20%). The robots are planned in groups of ``group_size``
    (the groups' conflicts resolved afterwards, 60 cycles a robot a step for each other group),
    over ``window_s`` seconds (two moves a second) a window, ``replan`` (no order)
    ``every_window`` or ``on_event`` (0.6 of the windows), 5 ms a window besides. ``solver``
    (no order): ``prioritized`` (400 cycles a robot a step), ``cbs`` (conflict-based search,
    growing as exp(group / 60)), ``ecbs_w1_2`` (bounded-suboptimal, 1 + group / 150) or
    ``pibt`` (30 cycles; in groups under 200 it deadlocks in the aisles: fails).
    ``heuristic`` (no order): ``manhattan`` (2.5 times the expansions), ``true_distance`` (an
    all-pairs table, 2 bytes a pair: over the ``mem_gb`` GB, fails) or ``landmarks_16`` (1.3
    times, 16 distances a cell built at 200 cycles each over the cores). The groups are planned
    in parallel on ``threads`` threads; a window whose planning takes over half of it is late:
    fails. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        so, he, rp = (np.asarray(c[k]) for k in ("solver", "heuristic", "replan"))
        ws, gs, th = c["window_s"], c["group_size"], c["threads"]
        steps = ws * 2.0  # half-second moves
        base = np.select([so == "prioritized", so == "cbs", so == "ecbs_w1_2"],
                         [gs * steps * 400.0, gs * steps * 400.0 * np.exp(gs / 60.0), gs * steps * 400.0 * (1.0 + gs / 150.0)],
                         gs * steps * 30.0)
        hmul = np.select([he == "manhattan", he == "true_distance"], [2.5, 1.0], 1.3)
        groups = np.ceil(robots / gs)
        cross = (groups - 1.0) * gs * steps * 60.0
        per_window = (base * hmul + cross) / (ghz * 1e3)
        windows = hours * 3600.0 / ws * np.where(rp == "on_event", 0.6, 1.0)
        par = np.minimum(groups, smt_cores(th, cores, 0.2))
        wall_window = per_window * groups / par
        table = np.where(he == "true_distance", cells ** 2 * 2.0, np.where(he == "landmarks_16", cells * 16 * 4.0, 0.0))
        t = windows * (wall_window + 5.0e3) + np.where(he == "landmarks_16", cells * 16 * 200.0 / (cores * ghz * 1e3), 0.0) \
            + np.where(he == "true_distance", cells ** 2 * 30.0 / (cores * ghz * 1e3), 0.0)
        late = wall_window > ws * 1e6 * 0.5
        dead = (so == "pibt") & (gs < 200)
        bad = late | (table > mem_gb * 1e9) | dead
        return np.where(bad, np.nan, t)
    return cost


def mapf_params() -> dict[str, list[Any]]:
    return {"solver": ["prioritized", "cbs", "ecbs_w1_2", "pibt"], "window_s": [2, 5, 10, 30], "group_size": [50, 200, 1000],
            "heuristic": ["manhattan", "true_distance", "landmarks_16"], "replan": ["every_window", "on_event"],
            "threads": [137, 274, 548]}


def waste_sorting(hours: float, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """``hours`` hours of a near-infrared hyperspectral line-scan camera (640 pixels a line,
    900 lines a second) over a recycling plant's conveyor, each pixel classified by polymer on
    a GPU, the air jets 100 ms downstream. ``bands`` of the 224 kept (binned; under 56 only the
    network tells PET from PET-G: the other classifiers fail). ``classifier`` (no order):
    ``sam`` (spectral angles to 12 references, 36 ops a band), ``pls_da`` (20), ``svm_rbf``
    (1200 support vectors of the bands plus 20 ops each; an eighth of them a block in shared
    memory at the precision's bytes; over the 182 KB: fails; int8 underflows its kernel: fails)
    or ``cnn_1d`` (2600 ops a band, 96 registers a thread: 1024 threads do not fit, fail; the
    others 48 registers). ``preprocess`` (no order): ``none`` (the belt's height variations
    shift the spectra: only the network copes, the rest fail), ``snv`` (4 ops a band) or
    ``savgol_deriv`` (22). ``precision`` (no order): ``fp32``, ``fp16`` (twice the rate) or
    ``int8`` (four times). ``batch_lines`` lines a launch (12 us each; a batch under the GPU's
    resident threads leaves it partly idle), and a batch's lines plus its compute must reach
    the jets within 100 ms (else: fails). ``threads`` a block, a byte a band a thread of shared
    memory but for the SVM. Two bytes a band a pixel read. Times in us, bandwidths in
    bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        cl, pp, pr = (np.asarray(c[k]) for k in ("classifier", "preprocess", "precision"))
        bands, bl, th = c["bands"], c["batch_lines"], c["threads"]
        lines = hours * 3600.0 * 900.0
        px = lines * 640.0
        ops_px = np.select([cl == "sam", cl == "pls_da", cl == "svm_rbf"],
                           [bands * 3.0 * 12, bands * 20.0, 1200.0 * (bands + 20.0)], bands * 2600.0)
        ops_px = ops_px + np.select([pp == "none", pp == "snv"], [0.0, bands * 4.0], bands * 22.0)
        speed = np.select([pr == "fp32", pr == "fp16"], [1.0, 2.0], 4.0)
        smem = np.where(cl == "svm_rbf", 1200.0 * bands * np.select([pr == "fp32", pr == "fp16"], [4.0, 2.0], 1.0) / 8.0,
                        th * bands * 4.0 / 4.0)
        res = _small(th, smem, np.where(cl == "cnn_1d", 96.0, 48.0))
        occ = np.minimum(1.0, res * th / 1536.0)
        rate = cores * 128 * ghz * 1e3 * speed * (0.2 + 0.8 * occ)
        batches = lines / bl
        launch = batches * 12.0
        fill = np.minimum(1.0, bl * 640.0 / (cores * th * np.maximum(res, 1.0)))
        comp = px * ops_px / (rate * (0.1 + 0.9 * fill))
        mem = px * bands * 2.0 / dram_bw
        t = np.maximum(comp, mem) + launch
        latency = bl / 900.0 * 1e3 + (comp / batches) / 1e3  # ms
        bad = ((res < 1) | (latency > 100.0) | ((bands < 56) & (cl != "cnn_1d"))
               | ((pp == "none") & (cl != "cnn_1d")) | ((pr == "int8") & (cl == "svm_rbf")))
        return np.where(bad, np.nan, t)
    return cost


def waste_params() -> dict[str, list[Any]]:
    return {"bands": [28, 56, 112, 224], "classifier": ["sam", "pls_da", "svm_rbf", "cnn_1d"],
            "preprocess": ["none", "snv", "savgol_deriv"], "batch_lines": [1, 8, 32, 128],
            "precision": ["fp32", "fp16", "int8"], "threads": [64, 256, 1024]}


def aml_cycles(accounts: float, txns: float, cores: int, ghz: float, dram_bw: float, mem_gb: float
               ) -> Callable[[Cols], np.ndarray]:
    """Ninety days of ``txns`` payments between ``accounts`` bank accounts searched for money
    returning to its sender (cycles of up to ``max_len`` transfers within ``window_days``
    days) for anti-money-laundering alerts on a CPU with two hardware threads a core (the second
    adds 35%); the rules require six hops at least (``max_len`` 4: fails). With d = txns /
    accounts x window / 90 transfers an account in the window, ``algorithm`` (no order):
    ``johnson`` (d^(0.7 L) paths an account; unpartitioned, its blocked sets span the whole
    graph: fails), ``temporal_2scent`` (d^(0.45 L)), ``bidirectional_bfs`` (2 d^(0.5 L)) or
    ``matrix_powers`` (accounts x d x L x 50, its sparse powers kept, 64 bytes an entry of
    d^2 an account a power: over the ``mem_gb`` GB, fails). ``index`` (no order):
    ``adjacency_csr``, ``time_sorted_csr`` (1.2 times a lookup; the two temporal searches
    prune to 15% of the paths) or ``hash_of_lists`` (2.6 times, three times the 24 bytes a
    payment). 40 cycles a path step times the lookup, 64 bytes a path times the share crossing
    a ``partition`` (no order): ``none`` (all), ``by_bank`` (0.55) or ``metis_256`` (0.3,
    2 s to partition); 0.1 s besides. Times in us, bandwidths in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        al, pa, ix = (np.asarray(c[k]) for k in ("algorithm", "partition", "index"))
        ml, wd, th = c["max_len"], c["window_days"], c["threads"]
        deg = txns / accounts * wd / 90.0
        temporal = (al == "temporal_2scent") | (al == "bidirectional_bfs")
        prune = np.where(temporal & (ix == "time_sorted_csr"), 0.15, 1.0)
        paths = accounts * np.select([al == "johnson", al == "temporal_2scent"],
                                     [deg ** (ml * 0.7), deg ** (ml * 0.45)], deg ** (ml * 0.5) * 2.0) * prune
        paths = np.where(al == "matrix_powers", accounts * deg * ml * 50.0, paths)
        look = np.select([ix == "adjacency_csr", ix == "time_sorted_csr"], [1.0, 1.2], 2.6)
        cyc = paths * 40.0 * look
        cross = np.select([pa == "none", pa == "by_bank"], [1.0, 0.55], 0.3)
        speed = smt_cores(th, cores, 0.35)
        comp = cyc / (speed * ghz * 1e3)
        mem = paths * 64.0 * cross / dram_bw
        t = np.maximum(comp, mem) + 0.3 * np.minimum(comp, mem) + np.where(pa == "metis_256", 2.0e6, 0.0) + 1.0e5
        mneed = np.where(al == "matrix_powers", accounts * deg ** 2 * 64.0 * ml, txns * 24.0 * np.where(ix == "hash_of_lists", 3.0, 1.0))
        bad = (mneed > mem_gb * 1e9) | (ml < 6) | ((al == "johnson") & (pa == "none"))
        return np.where(bad, np.nan, t)
    return cost


def aml_params() -> dict[str, list[Any]]:
    return {"algorithm": ["johnson", "temporal_2scent", "bidirectional_bfs", "matrix_powers"], "max_len": [4, 6, 8],
            "window_days": [1, 7, 30], "partition": ["none", "by_bank", "metis_256"],
            "index": ["adjacency_csr", "time_sorted_csr", "hash_of_lists"], "threads": [137, 274, 548]}


def snowplough_routes(km: float, nodes: float, cores: int, ghz: float, mem_gb: float) -> Callable[[Cols], np.ndarray]:
    """The winter-maintenance routes of a region's gritters over ``km`` km of roads (12 arcs a
    km) by a metaheuristic for capacitated arc routing on a CPU with two hardware threads a core
    (the second adds 25%), road network of ``nodes`` nodes. ``construct`` (no order):
    ``path_scanning`` (40 cycles an arc), ``augment_merge`` (260, a start needing 0.6 of the
    improvement) or ``ulusoy_split`` (90, 0.8). ``improve`` (no order): ``none`` (routes over
    the treatment time: fails), ``two_opt_arcs`` (200 iterations; with ``granular_10`` or
    fewer than 128 restarts it stalls over the time: fails), ``memetic`` (2000) or ``tabu``
    (800), each iteration trying ``neighbourhood`` (no order) moves an arc: ``full`` (5% of
    the arcs), ``granular_10`` or ``granular_40``, 0.02 cycles each times a distance lookup.
    ``distances`` (no order): ``on_demand`` (Dijkstra, 30 times a lookup), ``matrix_int32``
    (4 bytes a pair: over the ``mem_gb`` GB, fails) or ``matrix_int16`` (2 bytes, 1.1 times a
    lookup), a matrix built at 2 cycles a pair over the cores. ``restarts`` independent runs
    dealt to ``threads`` threads in rounds; 0.5 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        co, im, nb, di = (np.asarray(c[k]) for k in ("construct", "improve", "neighbourhood", "distances"))
        rs, th = c["restarts"], c["threads"]
        arcs = km * 12.0
        build = arcs * np.select([co == "path_scanning", co == "augment_merge"], [40.0, 260.0], 90.0)
        start = np.select([co == "path_scanning", co == "augment_merge"], [1.0, 0.6], 0.8)
        moves = np.select([nb == "full", nb == "granular_10"], [arcs * 0.05, 10.0], 40.0)
        iters = np.select([im == "none", im == "two_opt_arcs", im == "memetic"], [0.0, 200.0, 2000.0], 800.0)
        dlook = np.select([di == "on_demand", di == "matrix_int32"], [30.0, 1.0], 1.1)
        work = rs * (build + start * iters * arcs * moves * 0.02 * dlook)
        par = rs / np.ceil(rs / smt_cores(th, cores, 0.25))
        t = work / (par * ghz * 1e3) + np.where(di == "on_demand", 0.0, nodes ** 2 * 2.0 / (cores * ghz * 1e3)) + 5.0e5
        quality_bad = (im == "none") | ((im == "two_opt_arcs") & (nb == "granular_10")) | ((rs < 128) & (im == "two_opt_arcs"))
        bad = quality_bad | (np.select([di == "matrix_int32", di == "matrix_int16"], [4.0, 2.0], 0.0) * nodes ** 2 > mem_gb * 1e9)
        return np.where(bad, np.nan, t)
    return cost


def snowplough_params() -> dict[str, list[Any]]:
    return {"construct": ["path_scanning", "augment_merge", "ulusoy_split"],
            "improve": ["none", "two_opt_arcs", "memetic", "tabu"], "neighbourhood": ["full", "granular_10", "granular_40"],
            "restarts": [32, 128, 512, 2048], "distances": ["on_demand", "matrix_int32", "matrix_int16"], "threads": [274, 548]}


def sar_search(km: float, hours: float, teams: int, cores: int, dram_bw: float, ghz: float, mem_gb: float
               ) -> Callable[[Cols], np.ndarray]:
    """Planning a ``hours``-hour land search for a missing person over ``km`` x ``km`` km with
    ``teams`` teams on a GPU: a Bayesian map of ``cell_m``-metre cells (200: the trails and
    drainages unresolved, fails) from ``particles`` simulated lost-person tracks in one-minute
    steps (fewer particles than a tenth of the cells, than the cells with the random walk: fails),
    24 bytes a particle a step of traffic.
    ``motion_model`` (no order): ``random_walk`` (20 flops a step; at 50 m or finer it ignores
    the trails the map resolves: fails), ``trail_following`` (60) or ``terrain_cost_markov``
    (140; nine neighbour weights a cell: nine times the map and the shared memory). ``update``
    (no order): ``every_sortie`` (an update for every team's sortie, a third of them an hour;
    the tracks kept whole, 16 bytes a step: over the ``mem_gb`` GB, fails) or ``hourly`` (an
    hourly position kept). An update costs 2000 flops a cell (detection along sight lines) and
    its effort ``allocation`` (no order): ``greedy`` (60 a cell), ``charnes_cooper`` (300) or
    ``mip_rolling`` (300, plus teams^3 x 10^6), 200 us and 16 bytes a cell of traffic. A block
    of ``threads`` threads keeps 32 bytes a thread of cells in shared memory (nine times with
    the Markov model; over the 254 KB: fails), 40 registers a thread. Times in us, bandwidths
    in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        mm, al, up = (np.asarray(c[k]) for k in ("motion_model", "allocation", "update"))
        cm, pn, th = c["cell_m"], c["particles"], c["threads"]
        cells = (km * 1000.0 / cm) ** 2
        steps = hours * 60.0  # one-minute steps
        sim = pn * steps * np.select([mm == "random_walk", mm == "trail_following"], [20.0, 60.0], 140.0)
        updates = np.where(up == "every_sortie", hours * teams / 3.0, hours)
        upd = updates * cells * 2000.0
        alloc = updates * np.select([al == "greedy", al == "charnes_cooper"], [cells * 60.0, cells * 300.0], cells * 300.0 + teams ** 3 * 1.0e6)
        tile = th * 4.0 * np.where(mm == "terrain_cost_markov", 9.0, 1.0) * 8.0
        res = _big(th, tile, 40.0)
        occ = np.minimum(1.0, res * th / 2048.0)
        rate = cores * 128 * ghz * 1e3 * (0.3 + 0.7 * occ)
        byts = pn * steps * 24.0 + updates * cells * 8.0 * 2.0
        t = np.maximum((sim + upd + alloc) / rate, byts / dram_bw) + updates * 200.0 + 1.0e5
        mneed = pn * np.where(up == "every_sortie", steps, hours) * 16.0 + cells * 8.0 * np.where(mm == "terrain_cost_markov", 9.0, 1.0) * 4.0
        coarse = cm > 100
        undersampled = pn * np.where(mm == "random_walk", 0.1, 1.0) < cells * 0.1
        bad = (res < 1) | ((mm == "random_walk") & (cm <= 50)) | coarse | (mneed > mem_gb * 1e9) | undersampled
        return np.where(bad, np.nan, t)
    return cost


def sar_params() -> dict[str, list[Any]]:
    return {"cell_m": [25, 50, 100, 200], "particles": [100_000, 1_000_000, 10_000_000],
            "motion_model": ["random_walk", "trail_following", "terrain_cost_markov"],
            "allocation": ["greedy", "charnes_cooper", "mip_rolling"], "update": ["every_sortie", "hourly"],
            "threads": [128, 256, 512, 1024]}


def vm_consolidation(vms: float, hosts: float, cores: int, ghz: float) -> Callable[[Cols], np.ndarray]:
    """The nightly consolidation plan of ``vms`` virtual machines onto ``hosts`` hosts of a
    cloud region on a CPU with two hardware threads a core (the second adds 30%). ``heuristic``
    (no order): ``first_fit_decreasing`` (a sort and 40 cycles a VM a dimension, one thread),
    ``best_fit_dot`` (dot products with a fiftieth of the hosts), ``ant_colony`` (a colony of
    ``lns_size`` ants) or ``cp_sat_lns`` (a constraint solver over neighbourhoods of
    ``lns_size`` VMs, growing as its square root). ``dimensions`` packed (no order):
    ``cpu_mem`` (the network overcommitted: SLA breaches, fails), ``cpu_mem_net`` or
    ``cpu_mem_net_numa``. ``migration_pct`` of the VMs allowed to move (3 ms a percent);
    under 5% only the constraint solver with neighbourhoods of at most 200 finds a plan (the
    rest fail). ``forecast`` (no order): ``none`` (fails), ``peak_last_week`` (300 cycles a VM)
    or ``p95_arima`` (9000). Barely mattering: ``seed_order`` (no order; 0.5-2% of the
    heuristic's work), ``threads`` (274 or 548), ``log_level`` (no order; 0.4% or 3%) and
    ``sla_check`` (no order): ``sampled`` (200 cycles a VM) or ``full`` (2000). 0.1 s
    besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        he, dm, fc, so, lg, sl = (np.asarray(c[k]) for k in ("heuristic", "dimensions", "forecast", "seed_order", "log_level", "sla_check"))
        mc, ln, th = c["migration_pct"], c["lns_size"], c["threads"]
        d = np.select([dm == "cpu_mem", dm == "cpu_mem_net"], [2.0, 3.0], 5.0)
        base = np.select([he == "first_fit_decreasing", he == "best_fit_dot"],
                         [vms * np.log2(vms) * 20.0 + vms * 40.0 * d, vms * hosts * 0.02 * d * 8.0],
                         np.where(he == "ant_colony", vms * ln * d * 30.0, vms * d * 400.0 + ln ** 1.5 * 2.0e3 * vms / ln))
        fcast = np.select([fc == "none", fc == "peak_last_week"], [0.0, vms * 300.0], vms * 9000.0)
        order = np.select([so == "by_cpu", so == "by_mem", so == "by_volume"], [1.0, 1.01, 0.995], 1.02)
        par = np.where(he == "first_fit_decreasing", 1.0, smt_cores(th, cores, 0.3))
        sla = np.where(sl == "full", vms * 2000.0, vms * 200.0)
        logf = np.select([lg == "off", lg == "summary"], [1.0, 1.004], 1.03)
        t = ((base * order / par + (fcast + sla) / smt_cores(th, cores, 0.3)) / (ghz * 1e3) + mc * 3.0e3 + 1.0e5) * logf
        bad = (fc == "none") | (dm == "cpu_mem") | ((mc < 5) & (he != "cp_sat_lns")) | ((he == "cp_sat_lns") & (ln > 200) & (mc < 5))
        return np.where(bad, np.nan, t)
    return cost


def vm_params() -> dict[str, list[Any]]:
    return {"heuristic": ["first_fit_decreasing", "best_fit_dot", "ant_colony", "cp_sat_lns"],
            "dimensions": ["cpu_mem", "cpu_mem_net", "cpu_mem_net_numa"], "migration_pct": [1, 5, 20],
            "forecast": ["none", "peak_last_week", "p95_arima"], "lns_size": [50, 200, 1000],
            "seed_order": ["by_cpu", "by_mem", "by_volume", "random"], "threads": [274, 548],
            "log_level": ["off", "summary", "trace"], "sla_check": ["sampled", "full"]}


def lens_design(variables: int, iterations: int, cores: int, ghz: float, fp64: float) -> Callable[[Cols], np.ndarray]:
    """Damped-least-squares optimisation of a camera lens with ``variables`` variables over
    ``iterations`` iterations on a GPU, each merit evaluation tracing the ``rays`` pupil
    pattern at ``fields`` fields (3: the field curvature unconstrained, fails) and
    ``wavelengths`` wavelengths through 24 surfaces (300 flops a surface). ``rays`` (no order):
    ``grid_16`` (201 rays; with fewer than 5 wavelengths it misses the spherochromatism:
    fails), ``gauss_6x6`` (36, Gaussian quadrature), ``random_256`` or ``grid_64`` (3215).
    ``jacobian`` (no order): ``forward_diff`` (variables + 1 evaluations), ``central_diff``
    (2 variables + 1) or ``analytic_adjoint`` (four evaluations' work, 1.3 times the
    registers). ``precision`` (no order): ``fp32`` (finite differences of path lengths lost in
    rounding: fails but with the adjoint), ``fp64`` (at 1/64 the rate) or ``mixed`` (70% of the work at the fp32 rate, 30% at fp64). A thread a
    ray, its two vectors at the 24 surfaces in shared memory (over the 182 KB: fails), 64
    registers a thread in fp32, 128 otherwise; ``threads`` a block, the blocks too few to fill
    the GPU at small ray counts; the normal equations solved in fp64 each iteration, 15 us an
    evaluation and 10 ms besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        ry, jc, pr = (np.asarray(c[k]) for k in ("rays", "jacobian", "precision"))
        fi, wl, th = c["fields"], c["wavelengths"], c["threads"]
        nray = np.select([ry == "grid_16", ry == "gauss_6x6"], [16.0 * 16.0 * 0.785, 36.0], np.where(ry == "random_256", 256.0, 64.0 * 64.0 * 0.785))
        traces = nray * fi * wl
        evals = np.select([jc == "forward_diff", jc == "central_diff"], [variables + 1.0, 2.0 * variables + 1.0], 4.0)
        flops = iterations * evals * traces * 24.0 * 300.0
        fpr = np.select([pr == "fp32", pr == "fp64"], [1.0, fp64], 1.0 / (0.7 + 0.3 / fp64))
        regs = np.where(pr == "fp32", 64.0, 128.0) * np.where(jc == "analytic_adjoint", 1.3, 1.0)
        smem = th * 24.0 * 2.0 * np.where(pr == "fp32", 4.0, 8.0)
        res = _small(th, smem, regs)
        occ = np.minimum(1.0, res * th / 1536.0)
        work_blocks = np.ceil(traces * evals / th)
        fill = np.minimum(1.0, work_blocks / (cores * np.maximum(res, 1.0)))
        rate = cores * 128 * ghz * 1e3 * fpr * (0.2 + 0.8 * occ) * (0.05 + 0.95 * fill)
        solve = iterations * variables ** 2 * traces * 2.0 / (cores * 128 * ghz * 1e3 * fp64)
        t = flops / rate + solve + iterations * evals * 15.0 + 1.0e4
        bad = (res < 1) | ((pr == "fp32") & (jc != "analytic_adjoint")) | (fi < 7) | ((ry == "grid_16") & (wl < 5))
        return np.where(bad, np.nan, t)
    return cost


def lens_params() -> dict[str, list[Any]]:
    return {"rays": ["grid_16", "gauss_6x6", "random_256", "grid_64"], "jacobian": ["forward_diff", "central_diff", "analytic_adjoint"],
            "precision": ["fp32", "fp64", "mixed"], "fields": [3, 7, 15], "wavelengths": [3, 5, 9], "threads": [64, 128, 256, 512]}


def seen_43_synthetic() -> list[tuple[str, Landscape]]:
    """The forty-third held-out set's synthetic part: nine families no earlier set had (constants
    of a 266-core GPU with 254 KB of shared memory a core, 7.1 TB/s at 1.46 GHz and 376 GB, a
    286-core one with 182 KB, 6.4 TB/s at 1.34 GHz and fp64 at 1/64, and a 274-core CPU with two
    hardware threads a core at 2.94 GHz with 1210 GB/s and 3712 GB; times in us)."""
    L, S = Landscape, "seen_43"
    return [
        (S, L("rollback_netcode_ar", netcode_params(), rollback_netcode(12000, 10, 1.0, 274, 2.94), 0.02)),
        (S, L("halftone_screen_ar", halftone_params(), halftone_screen(2000, 266, 7.1e6, 1.46), 0.02)),
        (S, L("warehouse_mapf_ar", mapf_params(), warehouse_mapf(12000, 1.5e6, 8.0, 274, 2.94, 3712.0), 0.02)),
        (S, L("waste_sorting_ar", waste_params(), waste_sorting(1.0, 286, 6.4e6, 1.34), 0.02)),
        (S, L("aml_cycles_ar", aml_params(), aml_cycles(4.0e8, 6.0e9, 274, 2.94, 1.21e6, 3712.0), 0.02)),
        (S, L("snowplough_routes_ar", snowplough_params(), snowplough_routes(9000.0, 1.0e6, 274, 2.94, 3712.0), 0.02)),
        (S, L("sar_search_ar", sar_params(), sar_search(40.0, 48.0, 30, 266, 7.1e6, 1.46, 376.0), 0.02)),
        (S, L("vm_consolidation_ar", vm_params(), vm_consolidation(4.0e5, 3.0e4, 274, 2.94), 0.02)),
        (S, L("lens_design_ar", lens_params(), lens_design(60, 400, 286, 1.34, 1 / 64), 0.02)),
    ]


SEEN_43_DIR = _data_dir("zoo_seen_43")


def seen_43() -> list[tuple[str, Landscape]]:
    """The forty-third held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_43/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_43", SEEN_43_DIR)
    return seen_43_synthetic() + recorded
