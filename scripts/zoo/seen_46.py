"""The zoo's ``seen_46`` set.

``seen_46`` (was ``held_out_46``, :func:`seen_46`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the thirty-eighth round, see docs/benchmarks.md):
1 win / 10 ties / 2 losses against the best peer, geo-mean
1.0163, the best of the five (tpe_mv 1.0189); the synthetic nine 0 / 8 / 1 (the loss
cell_planning_au, 1.015 against rl's and tpe_mv's 1.000); on 30 seeds its recorded four
1 / 2 / 1 (the RMSNorm won, 1.000 against 1.040; the GEMM lost, 1.126 against rl's 1.065, its
committed optimum one fast sample, 65th by the quiet median); scored by the median of 9 quiet
samples 0 / 4 / 0 with ``--confirm 0`` (second of five) and 1 / 3 / 0 with ``--confirm 3`` (the
best of five); R1 the default's medians as committed and quietly 1 / 3 / 0 twice (1.0008).
Evaluated on an AVX2 host (numpy's X86_V3 loops), where its committed traces were made; now seen
like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (change ringing, language-learning memory
models, ocean-race weather routing, HPLC method development, spacecraft star trackers,
non-intrusive load monitoring, mobile-network planning, motorsport lap-time simulation, video
streaming), with constants unlike the other sets' (a 346-core GPU with 326 KB of shared memory a
core, 9.4 TB/s at 1.74 GHz, fp64 at 1/2 and 452 GB, holding 2048 threads and 32 blocks a core, a
358-core one with 334 KB a core, 7.7 TB/s at 1.49 GHz and fp64 at 1/64, holding 1536 threads and
24 blocks a core, both with 128 lanes and 255 registers a thread, and a 342-core CPU at 2.71 GHz
with two hardware threads a core, 1.875 MB of L2 a core and 5632 GB; times in us, bandwidths in
bytes/us):

- ``change_ringing_au`` (1296, 39.6%, 1680x): a change-ringing composing service's 2,000
  nightly requests for peals of Bristol Surprise Royal (10 bells, touches of about 5,040 rows) on
  the 342-core CPU, depth-first searches proving every lead (nearly all over a request's 150 s
  deadline: fail) or pruned by falseness tables by lead heads (1.5 MB, twice with two threads a core, over
  the 1.875 MB of L2: a cliff) or by course heads (with singles: fails), or meet-in-the-middle (its
  halves over the 5632 GB: fail), rows proved in a hash set, a Lehmer-ranked bitset or sorted,
  encoded as bytes, nibbles in a word or their rank, bobs only or bobs and singles, lexicographic
  or music-first order, 1-64 requests a task over 342 or 684 threads; one within 5%.
- ``spaced_repetition_au`` (1440, 51.0%, 125820x): a language-learning app's nightly refit of 4.2
  x 10^8 learner-deck review histories on the 346-core GPU, half-life regression, a
  difficulty-stability-retrievability model (on 64 reviews: fails), ACT-R (in fp32 on 4096
  reviews: fails) or tuned SM-2 (only by coordinate descent: the gradient methods fail), histories
  cut to 64-4096 reviews, RMSprop, a diagonal Newton method or coordinate descent, 1-32 histories
  a block (over the 326 KB: fail), 64-1024 threads (over the register file: fail), fp32 or fp64;
  three within 5%.
- ``yacht_routing_au`` (972, 32.9%, 57491x): an ocean race's weather routing, 2,040 routings of 10
  days on 1, 21 or 51 ensemble members on the 342-core CPU, full, sectored (at 5-degree steps:
  fails) or adaptive (at 15-minute steps: fails) isochrones, 1-5 degree headings, 15-60 minute
  steps, nearest (at 60 minutes: fails), bilinear or bicubic-spline winds (the forecast slices,
  twice with two threads a core, over the L2: a cliff), linear or cubic polars, 342 or 684
  threads, due within a 2-hour forecast cycle (later: fails); one within 5%.
- ``hplc_method_au`` (1296, 57.1%, 29621x): in-silico HPLC method development, 1.2 x 10^10
  candidate methods of 36 analytes on the 358-core GPU, linear-solvent-strength, Neue-Kuss or
  quadratic (no closed form: fails) retention, closed-form, 200-step (with 3 segments: fails) or
  2000-step (in fp32: fails) integration of 1-3 segment gradients, Gaussian or exponentially
  modified Gaussian peaks, 32-512 candidates a block (over the 334 KB: fail), 128-1024 threads
  (over the register file: fail), fp32 or fp64; eight within 5%.
- ``star_tracker_au`` (5184, 35.8%, 1179x): lost-in-space identification of a day's 1.04 x 10^9
  star-camera frames (1,200 satellites at 10 Hz) on the 346-core GPU, pyramids, geometric voting,
  Liebe's triangles or grid patterns (pyramids and voting at magnitude 5.5, voting and grids with 8
  stars: fail), k-vector, binary-search or hashed pair indexes, QUEST, Davenport's q method, ESOQ2
  or FOAM, catalogues to magnitude 5.5-6.5, 8-32 stars a frame, 1-16 frames a block (over the 326
  KB: fail), 128-1024 threads (over the register file: fail); two within 5%.
- ``load_disaggregation_au`` (2592, 51.4%, 7428319x): non-intrusive load monitoring of 9 x 10^8
  smart-meter days (30 million meters over 30 days) on the 358-core GPU, combinatorial
  optimisation (of 20 appliances or at 60 s: fails), AFAMAP (in fp32 with 20 appliances: fails),
  sequence-to-point networks or event clustering (at 60 s: fail), 1-60 s samples, 5-20
  appliances, windows of 99-599 samples, 1-16 meters a block (over the 334 KB: fail), 128-1024
  threads (over the register file: fail), fp32 or fp64; 57 within 5%.
- ``cell_planning_au`` (1296, 56.8%, 8836x): antenna-tilt optimisation of a national network's
  96,000 sectors on 3 frequency layers, 5 km each, on the 346-core GPU, Okumura-Hata,
  COST-231 Walfisch-Ikegami (at 50 m: fails) or dominant-path (with an explicit diffraction:
  fails) path loss, no (with Okumura-Hata: fails), Deygout, Epstein-Peterson or Bullington
  diffraction, 10-50 m pixels, a local exhaustive search (its path-loss cache at 10 m over the
  452 GB: fails), coordinate descent or CMA-ES, 1-16 sectors a block (over the 326 KB: fail) and
  128-1024 threads; two within 5%.
- ``laptime_sim_au`` (648, 36.1%, 453x): a race team's overnight sweep of 2.4 x 10^6 setups, a
  lap of a 5.8 km circuit each, on the 342-core CPU, quasi-steady-state apexes, a transient car
  with a path-following controller or g-g-v envelopes (of 10 speeds: fails), Magic Formula, brush
  (in the transient car: fails) or tabulated tyres (the table, twice with two threads a core, over
  the L2: a cliff), track steps of 0.5-5 m (5 m, quasi-steady: fails), 1-256 setups a task over
  342 or 684 threads; one within 5%.
- ``abr_replay_au`` (10368, 36.1%, 1888638x): an offline replay of 2.9 x 10^8 half-hour video
  sessions under adaptive-bitrate policies on the 342-core CPU, buffer-based (with 2-s chunks:
  fails), BOLA, robust MPC (over 2 x 10^6 rung sequences or with the last-chunk predictor: fails)
  or a throughput rule (with 12 rungs or 2-s chunks: fails), harmonic-mean, dual-EWMA or
  last-chunk predictors, horizons of 3-8 chunks, 2-6 s chunks, ladders of 6 or 12 rungs, 16-4096
  sessions a task (their traces over the L2: a cliff) over 342 or 684 threads, and three that
  barely matter (the QoE metric, the log level, a checksum): ten parameters, 216 within 5%.

And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a non-causal multi-head self-attention of a small vision transformer's encoder (3 heads,
197 tokens: 196 patches and the class token) with its query block, KV block, softmax and unroll
but its KV split, pipeline and ``opt_level`` left at the default, a GEMM with bias (not batched)
tuning its N tile with schedule, unroll and layout (its M and K tiles at the default), a gated
fast-GELU FFN tuning the up projection's N tile, the down projection's K tile, schedule and
``down_pipeline``, and an RMSNorm with its rows a block, stats and unroll but neither its hidden
split, its pipeline nor its ``opt_level`` (a set no earlier LayerNorm or RMSNorm space tuned; 70
configurations, the full value lists: the untuned norm sets at 80 or more are used up, and this
is the largest left), each space measured exhaustively (every configuration compiled, checked
against numpy, timed 3 times) by ``scripts/record_cpu_landscapes.py`` into
``scripts/data/zoo_seen_46/`` (gzip JSON, times in us, provenance in each file's ``source``,
11.7 KB in all). They were recorded on the shared 2-core machine the standing way, ``--only``
each, one after another, the recorder at normal priority (not niced), with the lead's jobs ended
(the load average 0.11 at the start); this host is the AMD EPYC with AVX2 and no AVX-512 that
recorded held_out_44's and held_out_45's four (the same ``host_cpu``), so the four are
measurements of the kernels' AVX2 paths (8-lane vectors, their register tiles accordingly).
``ps`` (every 60 s and at the end, six times) showed nothing else running but the recorder, its
measuring worker and the C compiler it called, this helper's own sampling and waiting shells
(sleeping) and idle tool shells (no other python, benchmark or pytest process), and this helper
only read the logs beside it (nothing enumerated, measured or tested) (load average 0.11-1.13
sampled every 10 s over the recording, 27 samples, median 0.93, the recorder itself included,
rising from the quiet start to about 1.0). The tail of their samples is real measurement noise
(median spread 1-3%), and the fastest sample is the true cost: the GEMM's, the FFN's and the
RMSNorm's optima each rest on one fast sample, their other two samples 1.33-1.38, 1.15-1.22 and
1.11-1.15 times it (see below). Before that, the first and the last configuration of each space
were compiled (not run) to check they build. Every configuration ran, so they are 0% infeasible
(reported, not forced into 30-70%):

=======================================================  =========================================  =======  ======  ======  =========
landscape                                                op (shape)                                 configs  params  spread  worst/opt
=======================================================  =========================================  =======  ======  ======  =========
cpu_attention_mha_vit_q_kv_blocks_softmax_unroll         multi-head attention, non-causal self          120       4      1%       1.9x
                                                         (batch 2, 3 heads, 197 queries over 197
                                                         keys, d 64)
cpu_gemm_bias_n_tile_schedule_unroll_layout              GEMM with bias (392 x 456 @ 456 x 360)         144       4      3%       5.8x
cpu_ffn_fastgelu_gated_n_down_k_schedule_down_pipeline   FFN, gated fast GELU (256 tokens, 120 ->       144       4      2%       1.3x
                                                         496)
cpu_rmsnorm_no_split_no_pipeline_no_opt_level            RMSNorm (1632 rows x 2752)                      70       3      2%       1.6x
=======================================================  =========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
1, 1, 1 and 2 configurations; the attention's optimum covers the 197 queries and keys in one block
of 256 each with the online softmax and unroll 16, its three samples equal to 0.2%, the next
configuration 1.051 times it, the two-pass softmax 1.36-1.89 and a KV block of 16 1.22-1.89; the
GEMM's optimum (N tile 112, the default schedule, unroll 16, z_major) has samples 1.00, 1.38 and
1.33 times its fastest, the next configuration 1.065 times it, the best by median being the N
tile 256, the default schedule, unroll 4 and z_major (1.15 times the optimum), the col_major
layout 3.56-5.83 times the optimum; the FFN's optimum (up N tile 32, down K tile 48, the latency
schedule, no down pipeline) has samples 1.00, 1.22 and 1.15, the next configuration 1.075 times
it, the best by median the up N tile 32, the down K tile 128, the throughput schedule and
single_buffer; the RMSNorm's optimum (2 rows a block, one-pass stats, unroll 16) has samples
1.15, 1.11 and 1.00, the next configuration (32 rows a block, one-pass, unroll 8) 1.040 times
it and the best by median, the two-pass stats 1.28-1.61.) Recording took 74 + 54 + 60 + 68 s,
4.3 minutes in all, one landscape after another (2026-12-05 11:09 to 11:13 UTC).
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, resident_blocks, smt_cores

_p = partial(resident_blocks, smem_kb=326.0, max_threads=2048, max_blocks=32, max_regs=255)  # the 346-core GPU's core
_q = partial(resident_blocks, smem_kb=334.0, max_threads=1536, max_blocks=24, max_regs=255)  # the 358-core GPU's core


def change_ringing(requests: int, rows_touch: int, stage: int, cores: int, ghz: float, l2_kb: float, mem_gb: float
                   ) -> Callable[[Cols], np.ndarray]:
    """A change-ringing composing service on a CPU with two hardware threads a core (the second
    adds 25%): for each of ``requests`` requests a night (a peal of Bristol Surprise Royal on
    ``stage`` bells, within the requester's calling constraints), a search of touches of about
    ``rows_touch`` rows, every lead of 4 x ``stage`` rows proved true (no row rung twice). The search
    visits 2 x 10^8 nodes (2.6 times with ``calls`` ``bobs_and_singles``; 0.55 times with ``order``
    ``music_first``, which reaches the touches with the tenors together sooner, against
    ``lexicographic``). ``search`` (no order): ``dfs_prove_end`` (every node's lead proved),
    ``dfs_falseness`` (falseness tables prune all but 6% of the nodes, each then a third of a lead's
    proof and the table's look-ups, after building the table: 3 x 10^8 cycles by ``lead_heads`` (one
    look-up of 6 cycles; its 1.5 MB, twice with two threads a core, over the ``l2_kb`` KB of L2 a
    core: 200 cycles more) or 4 x 10^7 by ``course_heads`` (320 KB, nine look-ups; singles leave the
    plain course's course heads: fails)) or ``meet_in_middle`` (nodes^0.7 half-touches proved at twice
    a lead's cost, and nodes^0.8 x 25 halves of 64 bytes joined at 60 cycles each; the halves of the
    requests in flight over the ``mem_gb`` GB: fail). ``proving`` (no order) a row: ``hash_set`` (its
    hash and 25 cycles), ``bitset_rank`` (4 cycles for a bit of the 10! bitset at the row's Lehmer
    rank, 1.5 n^2 / 2 cycles unless the encoding is the rank) or ``sorted_rows`` (a binary search and
    an insertion into the touch's sorted rows, moving half of them). ``row_encoding`` (no order):
    ``bytes`` (30 cycles to hash, 10-byte compares and moves), ``nibbles_u64`` (8; one word, 8-byte
    moves) or ``lehmer_u32`` (the rank itself, computed for every row, 4 cycles more; 4-byte moves).
    ``requests_task`` requests a task in waves over ``threads`` threads (fewer tasks than threads
    leave threads idle); a request's answer is due within 150 s (later: fails). 0.4 ms a task, 0.2 s
    besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        se, tb, pv, en, ca, od = (np.asarray(c[k]) for k in ("search", "table", "proving", "row_encoding", "calls",
                                                              "order"))
        rt, th = c["requests_task"], c["threads"]
        n = float(stage)
        lead = 4.0 * n
        nodes = 2.0e8 * np.where(ca == "bobs_only", 1.0, 2.6) * np.where(od == "music_first", 0.55, 1.0)
        per_core = np.where(th > cores, 2.0, 1.0)  # two threads a core share its L2
        rank = n * n / 2.0 * 1.5
        enc = np.select([en == "bytes", en == "nibbles_u64"], [30.0, 8.0], rank + 4.0)
        row = np.select([pv == "hash_set", pv == "bitset_rank"],
                        [enc + 25.0, np.where(en == "lehmer_u32", enc, enc + rank) + 4.0],
                        np.log2(rows_touch) * np.select([en == "bytes", en == "nibbles_u64"], [10.0, 1.2], 1.0) * 2.0
                        + rows_touch / 2.0 * np.select([en == "bytes", en == "nibbles_u64"], [10.0, 8.0], 4.0) / 32.0)
        table_kb = np.where(tb == "lead_heads", 1500.0, 320.0)
        lookup = np.where(tb == "lead_heads", 1.0 * (6.0 + np.where(table_kb * per_core > l2_kb, 200.0, 0.0)), 9.0 * 6.0)
        build = np.where(tb == "lead_heads", 3.0e8, 4.0e7)
        halves = nodes ** 0.8 * 25.0
        cyc = np.select([se == "dfs_prove_end", se == "dfs_falseness"],
                        [nodes * lead * row, 0.06 * nodes * (lead * row * 0.3 + lookup) + build],
                        nodes ** 0.7 * lead * row * 2.0 + halves * 60.0)
        tasks = np.ceil(requests / rt)
        busy = np.minimum(th, tasks)
        eff = smt_cores(busy, cores, 0.25)
        per_request = cyc / (ghz * 1e3) * (busy / eff)
        per_task = rt * per_request + 400.0
        t = np.ceil(tasks / th) * per_task + 2.0e5
        memb = np.where(se == "meet_in_middle", halves * 64.0 * busy, 0.0)  # a request in flight a busy thread
        bad = ((memb > mem_gb * 1e9) | (per_request > 1.5e8)
               | ((se == "dfs_falseness") & (tb == "course_heads") & (ca == "bobs_and_singles")))
        return np.where(bad, np.nan, t)
    return cost


def ringing_params() -> dict[str, list[Any]]:
    return {"search": ["dfs_prove_end", "dfs_falseness", "meet_in_middle"], "table": ["lead_heads", "course_heads"],
            "proving": ["hash_set", "bitset_rank", "sorted_rows"], "row_encoding": ["bytes", "nibbles_u64", "lehmer_u32"],
            "calls": ["bobs_only", "bobs_and_singles"], "order": ["lexicographic", "music_first"],
            "requests_task": [1, 8, 64], "threads": [342, 684]}


def spaced_repetition(learners: float, cores: int, dram_bw: float, ghz: float, fp64_rate: float
                      ) -> Callable[[Cols], np.ndarray]:
    """A language-learning app's nightly refit of its memory models on a GPU: ``learners``
    learner-deck review histories, each cut to its last ``history_cap`` reviews (12 bytes each).
    ``model`` (no order): ``hlr`` (half-life regression, 8 weights, 26 flops a review), ``fsrs`` (a
    difficulty-stability-retrievability model, 19 weights, 60 flops; 64 reviews do not identify its
    stabilities: fails), ``act_r`` (ACT-R's activation, a power-law sum over an item's earlier
    presentations: 10 flops x history / 30 a review, 4 weights; in fp32 the 4096-review sums lose
    their oldest terms: fails) or ``sm2_tuned`` (SuperMemo-2's ease factors, 3 weights, 8 flops; its
    intervals are step functions of them, so only ``coordinate_descent`` fits them: the gradient
    methods fail). ``optimiser`` (no order): ``rmsprop`` (300 iterations of a gradient, three forward
    passes), ``newton_diag`` (20 iterations of a gradient and a diagonal Hessian, 1.5 x (1 + weights)
    passes, 2 registers a weight more) or ``coordinate_descent`` (9 sweeps of 12 line evaluations a
    weight). ``learners_block`` histories a block in shared memory (12 bytes a review and 8 a weight,
    1.5 times in fp64: over the 326 KB: fails), a thread for every 8 of their reviews over
    ``threads`` threads (fewer leave lanes idle), 40, 88, 56 or 36 registers a thread (1.5 times in
    fp64; over the register file: fails), the blocks in waves over the cores. ``precision``: fp32
    or fp64 (at ``fp64_rate``). The histories read once, 0.1 s besides. Times in us, ``dram_bw`` in
    bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        mo, op, pr = (np.asarray(c[k]) for k in ("model", "optimiser", "precision"))
        cap, lb, th = c["history_cap"], c["learners_block"], c["threads"]
        npar = np.select([mo == "hlr", mo == "fsrs", mo == "act_r"], [8.0, 19.0, 4.0], 3.0)
        fwd = np.select([mo == "hlr", mo == "fsrs", mo == "act_r"], [26.0, 60.0, 10.0 * cap / 30.0], 8.0) * cap
        per = np.select([op == "rmsprop", op == "newton_diag"],
                        [300.0 * 3.0 * fwd, 20.0 * (1.0 + npar) * fwd * 1.5], 12.0 * npar * 9.0 * fwd)
        fp64 = pr == "fp64"
        smem = lb * (cap * 12.0 + npar * 8.0) * np.where(fp64, 1.5, 1.0)
        regs = (np.select([mo == "hlr", mo == "fsrs", mo == "act_r"], [40.0, 88.0, 56.0], 36.0)
                + np.where(op == "newton_diag", npar * 2.0, 0.0)) * np.where(fp64, 1.5, 1.0)
        res = _p(th, smem, regs)
        occ = np.minimum(1.0, res * th / 2048.0)
        rate = cores * 128 * ghz * 1e3 * (0.3 + 0.7 * occ) * np.where(fp64, fp64_rate, 1.0)
        lanes = np.minimum(1.0, lb * cap / 8.0 / th)
        blocks = np.ceil(learners / lb)
        waves = np.ceil(blocks / (cores * np.maximum(res, 1.0)))
        block_t = lb * per / (rate / cores / np.maximum(res, 1.0) * np.maximum(lanes, 0.02))
        t = waves * block_t + learners * cap * 12.0 / dram_bw + 1.0e5
        bad = ((res < 1) | ((mo == "fsrs") & (cap == 64)) | ((mo == "act_r") & (pr == "fp32") & (cap == 4096))
               | ((mo == "sm2_tuned") & (op != "coordinate_descent")))
        return np.where(bad, np.nan, t)
    return cost


def repetition_params() -> dict[str, list[Any]]:
    return {"model": ["hlr", "fsrs", "act_r", "sm2_tuned"], "history_cap": [64, 256, 1024, 4096],
            "optimiser": ["rmsprop", "newton_diag", "coordinate_descent"], "learners_block": [1, 8, 32],
            "threads": [64, 128, 256, 512, 1024], "precision": ["fp32", "fp64"]}


def yacht_routing(boats: int, days: float, cores: int, ghz: float, l2_kb: float) -> Callable[[Cols], np.ndarray]:
    """Weather routing for an ocean race on a CPU with two hardware threads a core (the second adds
    30%): ``boats`` routings (the fleet's boats and candidate start times), ``days`` days each,
    every one repeated on each of ``members`` ensemble members, a routing a thread in waves over
    ``threads`` threads. Isochrones in steps of ``time_step_min`` minutes, with 360 /
    ``heading_step_deg`` headings: ``routing`` (no order) ``isochrone_full`` (fronts of 3 points a
    heading, each trying every heading), ``isochrone_sectors`` (a front point for every two headings;
    at 5-degree steps its sectors lose the route around the high: fails) or ``isochrone_adaptive`` (a
    point a heading, trying 0.3 of the headings at 1.3 times the cost; at 15-minute steps its fronts
    fold over themselves: fails). Each heading tried interpolates the wind (``wind_interp``, no order:
    ``nearest`` (20 cycles; at 60-minute steps it jumps the fronts: fails), ``bilinear`` (70) or
    ``bicubic_spline`` (260)) in the forecast's slices (0.92 MB, 1.84 MB with the spline's four time
    levels, twice with two threads a core: over the ``l2_kb`` KB of L2 a core the interpolation costs
    1.6 times), reads the boat's polar (``polar_linear``, 30 cycles, or ``polar_cubic``, 90) and
    checks for land (25). A forecast cycle's routings are due within 2 hours (later: fails). 20 ms
    besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        ro, wi, po = (np.asarray(c[k]) for k in ("routing", "wind_interp", "polar"))
        hs, dt, mem, th = c["heading_step_deg"], c["time_step_min"], c["members"], c["threads"]
        headings = 360.0 / hs
        steps = days * 1440.0 / dt
        front = np.select([ro == "isochrone_full", ro == "isochrone_sectors"], [3.0 * headings, headings / 2.0], headings)
        evals = front * headings * np.where(ro == "isochrone_adaptive", 0.3 * 1.3, 1.0)
        foot = np.where(wi == "bicubic_spline", 1.84, 0.92) * 1024.0 * np.where(th > cores, 2.0, 1.0)
        cliff = np.where(foot > l2_kb, 1.6, 1.0)
        per_eval = (np.select([wi == "nearest", wi == "bilinear"], [20.0, 70.0], 260.0) * cliff
                    + np.where(po == "polar_linear", 30.0, 90.0) + 25.0)
        routings = boats * mem
        eff = smt_cores(np.minimum(th, routings), cores, 0.3)
        per_route = steps * evals * per_eval / (ghz * 1e3) * (np.minimum(th, routings) / eff)
        t = np.ceil(routings / th) * per_route + 2.0e4
        bad = (((ro == "isochrone_adaptive") & (dt == 15)) | ((wi == "nearest") & (dt == 60))
               | ((hs == 5) & (ro == "isochrone_sectors")) | (t > 7.2e9))
        return np.where(bad, np.nan, t)
    return cost


def yacht_params() -> dict[str, list[Any]]:
    return {"routing": ["isochrone_full", "isochrone_sectors", "isochrone_adaptive"], "heading_step_deg": [1, 2, 5],
            "time_step_min": [15, 30, 60], "members": [1, 21, 51], "wind_interp": ["nearest", "bilinear", "bicubic_spline"],
            "polar": ["polar_linear", "polar_cubic"], "threads": [342, 684]}


def hplc_method(candidates: float, analytes: int, cores: int, dram_bw: float, ghz: float, fp64_rate: float
                ) -> Callable[[Cols], np.ndarray]:
    """In-silico HPLC method development on a GPU: ``candidates`` candidate methods (the gradient
    programmes, temperatures, pH values and columns screened for 500 products' impurity methods),
    each predicting the retention times and peak widths of ``analytes`` analytes and the resolution
    of their critical pairs. ``retention_model`` (no order): ``lss`` (linear solvent strength),
    ``neue_kuss`` or ``quadratic_logk`` (log k quadratic in the organic fraction: no closed form,
    fails with it). ``integration`` (no order) over a gradient of ``segments`` linear segments:
    ``closed_form`` (14 or 18 flops a segment for LSS or Neue-Kuss), ``stepwise_200`` (200 steps of
    25 flops and 8, 12 or 10 for the model; it misses the breakpoints of 3-segment gradients: fails)
    or ``stepwise_2000`` (2000 steps; in fp32 its sums drift: fails). ``peak_model`` (no order):
    ``gaussian`` (30 flops) or ``emg`` (an exponentially modified Gaussian, 34; 16 registers more), an
    analyte and an adjacent pair; the analytes' retention factors at the candidate's temperature and
    pH, 160 flops an analyte, and their sort besides. ``methods_block`` candidates a block, their
    analytes' 12 bytes (twice in fp64) and 64 bytes an analyte of model parameters in shared memory
    (over the 334 KB: fails), a thread a candidate's analyte over ``threads`` threads (fewer leave
    lanes idle), 32, 44 or 40 registers (twice in fp64; over the register file: fails), the blocks
    in waves over the cores; ``precision`` fp32 or fp64 (at ``fp64_rate``). The results written (8
    bytes an analyte), 0.2 s besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        rm, ig, pk, pr = (np.asarray(c[k]) for k in ("retention_model", "integration", "peak_model", "precision"))
        seg, mb, th = c["segments"], c["methods_block"], c["threads"]
        model = np.select([rm == "lss", rm == "neue_kuss"], [14.0, 18.0], 70.0)
        step = 25.0 + np.select([rm == "lss", rm == "neue_kuss"], [8.0, 12.0], 10.0)
        ret = np.select([ig == "closed_form", ig == "stepwise_200"], [model * seg, 200.0 * step], 2000.0 * step)
        peak = np.where(pk == "gaussian", 30.0, 34.0)
        per_cand = analytes * (ret + peak + 160.0) + analytes * np.log2(analytes) * 6.0 + (analytes - 1) * peak
        fp64 = pr == "fp64"
        smem = mb * analytes * 12.0 * np.where(fp64, 2.0, 1.0) + analytes * 64.0
        regs = (np.select([rm == "lss", rm == "neue_kuss"], [32.0, 44.0], 40.0) + np.where(pk == "emg", 16.0, 0.0)) \
            * np.where(fp64, 2.0, 1.0)
        res = _q(th, smem, regs)
        occ = np.minimum(1.0, res * th / 1536.0)
        rate = cores * 128 * ghz * 1e3 * (0.25 + 0.75 * occ) * np.where(fp64, fp64_rate, 1.0)
        lanes = np.minimum(1.0, mb * analytes / th)
        blocks = np.ceil(candidates / mb)
        waves = np.ceil(blocks / (cores * np.maximum(res, 1.0)))
        block_t = mb * per_cand / (rate / cores / np.maximum(res, 1.0) * np.maximum(lanes, 0.02))
        t = waves * block_t + candidates * analytes * 8.0 / dram_bw + 2.0e5
        bad = ((res < 1) | ((ig == "closed_form") & (rm == "quadratic_logk")) | ((ig == "stepwise_200") & (seg == 3))
               | ((pr == "fp32") & (ig == "stepwise_2000")))
        return np.where(bad, np.nan, t)
    return cost


def hplc_params() -> dict[str, list[Any]]:
    return {"retention_model": ["lss", "neue_kuss", "quadratic_logk"],
            "integration": ["closed_form", "stepwise_200", "stepwise_2000"], "segments": [1, 2, 3],
            "peak_model": ["gaussian", "emg"], "methods_block": [32, 128, 512], "threads": [128, 256, 512, 1024],
            "precision": ["fp32", "fp64"]}


def star_tracker(frames: float, fov_share: float, cores: int, dram_bw: float, ghz: float
                 ) -> Callable[[Cols], np.ndarray]:
    """Lost-in-space star identification of a day's star-camera frames on a GPU (``frames``
    frames), each frame's ``stars_used`` brightest stars matched to a catalogue down to magnitude
    ``mag_limit`` (2,900, 4,900 or 8,400 stars; its star pairs within the field of view ``fov_share``
    of all pairs, 10^-4 of those a candidate for a measured angle). ``index`` (no order) for an
    angle's range query: ``k_vector`` (12 flops), ``binary_search`` (8 x 2 log2 of the pairs) or
    ``hash_bins`` (20, 1.3 times the candidates), and 4 flops a candidate. ``identification`` (no
    order): ``pyramid`` (18 queries, 20 flops a candidate; at 5.5 some frames have fewer than four
    stars: fails), ``geometric_voting`` (a query a star pair, 16 flops a candidate's votes, a vote
    array of 2 bytes a catalogue star; at 5.5 or with 8 stars too few votes: fails),
    ``liebe_triangle`` (three queries a star, 30 a candidate) or ``grid_pattern`` (a star's grid
    pattern against every 32nd catalogue star's, 40 flops; with 8 stars too sparse: fails).
    ``attitude`` (no order): ``quest`` (250 flops and 18 a star), ``davenport_q`` (Davenport's q
    method, 1100 and 18), ``esoq2`` (200 and 16) or ``foam`` (420 and 20), at 48, 96, 40 or 64
    registers a thread (over the register file: fails). ``frames_block`` frames a block (16 bytes a
    star, 4 a star pair and the vote array each, in shared memory: over the 326 KB: fails),
    ``threads`` a block over its frames' parallel work (6 queries a pyramid, the pairs, the stars;
    fewer leave lanes idle), the blocks in waves over the cores. The centroids read (16 bytes a
    star), 20 ms besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        idn, ix, at = (np.asarray(c[k]) for k in ("identification", "index", "attitude"))
        mag, n, fb, th = c["mag_limit"], c["stars_used"], c["frames_block"], c["threads"]
        cat = np.select([mag == 5.5, mag == 6.0], [2900.0, 4900.0], 8400.0)
        pairs = cat * cat / 2.0 * fov_share
        matches = pairs * 1.0e-4
        query = np.select([ix == "k_vector", ix == "binary_search"],
                          [12.0 + matches * 4.0, 2.0 * np.log2(pairs) * 8.0 + matches * 4.0], 20.0 + matches * 1.3 * 4.0)
        ops = np.select([idn == "pyramid", idn == "geometric_voting", idn == "liebe_triangle"],
                        [18.0 * (query + matches * 20.0), n * (n - 1) / 2.0 * (query + matches * 16.0),
                         n * 3.0 * (query + matches * 30.0)], n * cat / 32.0 * 40.0)
        att = np.select([at == "quest", at == "davenport_q", at == "esoq2"],
                        [250.0 + n * 18.0, 1100.0 + n * 18.0, 200.0 + n * 16.0], 420.0 + n * 20.0)
        units = np.select([idn == "pyramid", idn == "geometric_voting", idn == "liebe_triangle"],
                          [6.0, n * (n - 1) / 2.0, n], n)
        smem = fb * (n * 16.0 + n * n * 4.0 + np.where(idn == "geometric_voting", cat * 2.0, 0.0))
        regs = np.select([at == "quest", at == "davenport_q", at == "esoq2"], [48.0, 96.0, 40.0], 64.0)
        res = _p(th, smem, regs)
        occ = np.minimum(1.0, res * th / 2048.0)
        rate = cores * 128 * ghz * 1e3 * (0.3 + 0.7 * occ)
        lanes = np.minimum(1.0, fb * units / th)
        blocks = np.ceil(frames / fb)
        waves = np.ceil(blocks / (cores * np.maximum(res, 1.0)))
        block_t = fb * (ops + att) / (rate / cores / np.maximum(res, 1.0) * np.maximum(lanes, 0.02))
        t = waves * block_t + frames * n * 16.0 / dram_bw + 2.0e4
        bad = ((res < 1) | ((mag == 5.5) & ((idn == "pyramid") | (idn == "geometric_voting")))
               | ((n == 8) & ((idn == "geometric_voting") | (idn == "grid_pattern"))))
        return np.where(bad, np.nan, t)
    return cost


def star_params() -> dict[str, list[Any]]:
    return {"identification": ["pyramid", "geometric_voting", "liebe_triangle", "grid_pattern"],
            "index": ["k_vector", "binary_search", "hash_bins"], "attitude": ["quest", "davenport_q", "esoq2", "foam"],
            "mag_limit": [5.5, 6.0, 6.5], "stars_used": [8, 16, 32], "frames_block": [1, 4, 16],
            "threads": [128, 256, 512, 1024]}


def load_disaggregation(meters: float, cores: int, dram_bw: float, ghz: float, fp64_rate: float
                        ) -> Callable[[Cols], np.ndarray]:
    """Non-intrusive load monitoring on a GPU: ``meters`` smart-meter days disaggregated into
    ``appliances`` appliances from readings resampled to ``sample_s`` seconds. ``method`` (no
    order): ``combinatorial`` (every on/off combination, 2^k of them, 4 flops each a sample; 20
    appliances are not identifiable and at 60 s their switching edges merge: fail), ``afamap``
    (additive factorial approximate MAP, a convex relaxation over windows of ``window`` samples, 40
    (3 k window)^1.5 flops a window; in fp32 with 20 appliances it stalls: fails), ``seq2point`` (a
    network a appliance, 30 flops a window sample for every output sample; at 60 s the signatures
    are lost: fails) or ``event_clustering`` (60 flops a sample, and 8 an appliance for the events,
    one every 50 samples; at 60 s the events merge: fails). ``meters_block`` meters a block, a window
    of each one's samples in shared memory (4 bytes a sample, times 3k states for AFAMAP, 32
    channels for seq2point, 2 for the events; twice in fp64: over the 334 KB: fails), ``threads``
    threads over their windows' samples (the combinations for the combinatorial; fewer leave lanes
    idle), 32, 64, 80 or 40 registers (1.5 times in fp64; over the register file: fails), the blocks
    in waves over the cores; ``precision`` fp32 or fp64 (at ``fp64_rate``). The readings read once
    (4 bytes a sample), 0.5 s besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        me, pr = (np.asarray(c[k]) for k in ("method", "precision"))
        ss, k, win, mb, th = c["sample_s"], c["appliances"], c["window"], c["meters_block"], c["threads"]
        samples = 86400.0 / ss
        flops = np.select([me == "combinatorial", me == "afamap", me == "seq2point"],
                          [samples * 2.0 ** k * 4.0, samples / win * 40.0 * (win * k * 3.0) ** 1.5,
                           samples * k * win * 30.0], samples * 60.0 + samples / 50.0 * k * 8.0)
        fp64 = pr == "fp64"
        smem = mb * win * 4.0 * np.select([me == "combinatorial", me == "afamap", me == "seq2point"],
                                          [1.0, 3.0 * k, 32.0], 2.0) * np.where(fp64, 2.0, 1.0)
        regs = np.select([me == "combinatorial", me == "afamap", me == "seq2point"], [32.0, 64.0, 80.0], 40.0) \
            * np.where(fp64, 1.5, 1.0)
        res = _q(th, smem, regs)
        occ = np.minimum(1.0, res * th / 1536.0)
        rate = cores * 128 * ghz * 1e3 * (0.25 + 0.75 * occ) * np.where(fp64, fp64_rate, 1.0)
        lanes = np.minimum(1.0, mb * np.where(me == "combinatorial", 2.0 ** k, win) / th)
        blocks = np.ceil(meters / mb)
        waves = np.ceil(blocks / (cores * np.maximum(res, 1.0)))
        block_t = mb * flops / (rate / cores / np.maximum(res, 1.0) * np.maximum(lanes, 0.02))
        t = waves * block_t + meters * samples * 4.0 / dram_bw + 5.0e5
        bad = ((res < 1) | ((me == "combinatorial") & ((k == 20) | (ss == 60))) | ((me == "seq2point") & (ss == 60))
               | ((me == "event_clustering") & (ss == 60)) | ((me == "afamap") & (pr == "fp32") & (k == 20)))
        return np.where(bad, np.nan, t)
    return cost


def disaggregation_params() -> dict[str, list[Any]]:
    return {"method": ["combinatorial", "afamap", "seq2point", "event_clustering"], "sample_s": [1, 6, 60],
            "appliances": [5, 10, 20], "window": [99, 299, 599], "meters_block": [1, 4, 16],
            "threads": [128, 256, 512, 1024], "precision": ["fp32", "fp64"]}


def cell_planning(sectors: int, layers: int, radius_m: float, cores: int, dram_bw: float, ghz: float, mem_gb: float
                  ) -> Callable[[Cols], np.ndarray]:
    """Antenna-tilt optimisation of a national mobile network on a GPU: ``sectors`` sectors on each
    of ``layers`` frequency layers, a sector's pixels within ``radius_m`` m at ``resolution_m`` m. The
    path loss to every pixel (``path_loss``, no order: ``okumura_hata`` (30 flops), ``cost231_wi``
    (COST-231 Walfisch-Ikegami, 90; at 50 m it cannot resolve the streets: fails) or
    ``dominant_path`` (500)) and the terrain's diffraction along a profile of radius / resolution / 2
    samples (``diffraction``, no order: ``none`` (with Okumura-Hata it overstates the coverage behind
    the ridges: fails), ``deygout`` (3 edges, 6 flops a sample each), ``epstein_peterson`` (3, 5) or
    ``bullington`` (8 a sample); the dominant-path model has its own, so an explicit one counts it
    twice: fails), then every pixel's SINR for each candidate tilt setting (30 flops over its
    interferers) the ``optimiser`` (no order) evaluates: ``exhaustive_local`` (732 evaluations, its
    path losses cached for all 13 tilts), ``coordinate_descent`` (52) or ``cma_es`` (600).
    ``sectors_block`` sectors a block, 32 profiles of each in flight in shared memory (4 bytes a
    sample: over the 326 KB: fails), the block's ``threads`` over them (fewer profiles than threads
    leave lanes idle), the blocks in waves over the cores; a layer's path-loss cache, 2 bytes a
    pixel and cached tilt, over the ``mem_gb`` GB: fails, and every evaluation reads it. 50 ms
    besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        pl, df, op = (np.asarray(c[k]) for k in ("path_loss", "diffraction", "optimiser"))
        res_m, sb, th = c["resolution_m"], c["sectors_block"], c["threads"]
        pixels = np.pi * radius_m ** 2 / res_m ** 2
        samples = radius_m / res_m * 0.5
        loss = np.select([pl == "okumura_hata", pl == "cost231_wi"], [30.0, 90.0], 500.0) \
            + np.select([df == "deygout", df == "epstein_peterson", df == "bullington"],
                        [3.0 * samples * 6.0, 3.0 * samples * 5.0, samples * 8.0], 0.0)
        evals = np.select([op == "exhaustive_local", op == "coordinate_descent"], [732.0, 52.0], 600.0)
        work = pixels * loss + evals * pixels * 30.0
        smem = sb * 32.0 * samples * 4.0
        res = _p(th, smem, 48.0)
        occ = np.minimum(1.0, res * th / 2048.0)
        rate = cores * 128 * ghz * 1e3 * (0.3 + 0.7 * occ)
        lanes = np.minimum(1.0, sb * 32.0 / th)
        blocks = np.ceil(sectors * layers / sb)
        waves = np.ceil(blocks / (cores * np.maximum(res, 1.0)))
        block_t = sb * work / (rate / cores / np.maximum(res, 1.0) * lanes)
        traffic = evals * sectors * layers * pixels * 2.0 / dram_bw
        t = np.maximum(waves * block_t, traffic) + 5.0e4
        memb = sectors * pixels * 2.0 * np.where(op == "exhaustive_local", 13.0, 1.0)
        bad = ((res < 1) | (memb > mem_gb * 1e9) | ((df == "none") & (pl == "okumura_hata"))
               | ((pl == "dominant_path") & (df != "none")) | ((pl == "cost231_wi") & (res_m == 50)))
        return np.where(bad, np.nan, t)
    return cost


def cell_params() -> dict[str, list[Any]]:
    return {"path_loss": ["okumura_hata", "cost231_wi", "dominant_path"],
            "diffraction": ["none", "deygout", "epstein_peterson", "bullington"], "resolution_m": [10, 25, 50],
            "optimiser": ["exhaustive_local", "coordinate_descent", "cma_es"], "sectors_block": [1, 4, 16],
            "threads": [128, 256, 512, 1024]}


def laptime_sim(setups: int, track_m: float, cores: int, ghz: float, l2_kb: float) -> Callable[[Cols], np.ndarray]:
    """A race team's overnight setup sweep on a CPU with two hardware threads a core (the second
    adds 30%): ``setups`` car setups, each a simulated lap of a ``track_m`` m circuit. ``solver`` (no
    order): ``qss_apex`` (quasi-steady-state: a forward and a backward pass over the track's points,
    one every ``track_step_m`` m, each 8 Newton iterations of the 4 tyres and 200 cycles),
    ``transient_controller`` (a 90-s lap in 1-ms steps, each the 4 tyres and 1500 cycles of the car,
    and a path-following controller previewing 40 m of track at the step's resolution, 60 cycles a
    preview point) or ``ggv_lookup`` (the setup's g-g-v envelope first, ``ggv_speeds`` speeds x 36
    directions x 8 Newton iterations of the 4 tyres, then two passes of 60-cycle look-ups over the
    points; 10 speeds are too coarse: fails); at 5-m steps the quasi-steady solvers cut the
    chicanes: fail. ``tyre_model`` (no order): ``pacejka_mf`` (the Magic Formula, 180 cycles),
    ``brush`` (80; without combined slip the transient car spins: fails) or ``lookup`` (35 cycles from
    a 1.6 MB table, twice with two threads a core: over the ``l2_kb`` KB of L2 a core, 150 cycles
    more). ``setups_task`` setups a task (5 ms to load the track) in waves over ``threads`` threads
    (fewer tasks than threads leave threads idle). 0.5 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        so, ty = (np.asarray(c[k]) for k in ("solver", "tyre_model"))
        st, sp, stt, th = c["track_step_m"], c["ggv_speeds"], c["setups_task"], c["threads"]
        points = track_m / st
        per_core = np.where(th > cores, 2.0, 1.0)
        miss = np.where((ty == "lookup") & (1.6 * 1024.0 * per_core > l2_kb), 150.0, 0.0)
        tyre = np.select([ty == "pacejka_mf", ty == "brush"], [180.0, 80.0], 35.0 + miss)
        cyc = np.select([so == "qss_apex", so == "transient_controller"],
                        [points * (2.0 * 8.0 * 4.0 * tyre + 200.0),
                         90000.0 * (4.0 * tyre + 1500.0) + 90000.0 * 60.0 * (40.0 / st)],
                        sp * 36.0 * 8.0 * 4.0 * tyre + points * 2.0 * 60.0)
        tasks = np.ceil(setups / stt)
        eff = smt_cores(np.minimum(th, tasks), cores, 0.3)
        per_task = stt * cyc / (ghz * 1e3) * (np.minimum(th, tasks) / eff) + 5000.0
        t = np.ceil(tasks / th) * per_task + 5.0e5
        bad = (((ty == "brush") & (so == "transient_controller")) | ((st == 5) & (so != "transient_controller"))
               | ((so == "ggv_lookup") & (sp == 10)))
        return np.where(bad, np.nan, t)
    return cost


def laptime_params() -> dict[str, list[Any]]:
    return {"solver": ["qss_apex", "transient_controller", "ggv_lookup"], "tyre_model": ["pacejka_mf", "brush", "lookup"],
            "track_step_m": [0.5, 1, 2, 5], "ggv_speeds": [10, 20, 40], "setups_task": [1, 16, 256],
            "threads": [342, 684]}


def abr_replay(sessions: float, session_s: float, cores: int, ghz: float, l2_kb: float) -> Callable[[Cols], np.ndarray]:
    """An offline replay of a video service's adaptive-bitrate policies on a CPU with two hardware
    threads a core (the second adds 30%): ``sessions`` recorded sessions' throughput traces of
    ``session_s`` s, cut into chunks of ``chunk_s`` seconds, each chunk 160 cycles of simulation and
    a decision. ``algorithm`` (no order): ``buffer_based`` (10 cycles; with 2-s chunks its reservoir
    runs dry: fails), ``bola`` (6 cycles a rung of the ``rungs``-rung bitrate ladder), ``robust_mpc``
    (every sequence of rungs over ``horizon`` chunks, 6 cycles a chunk of each; over 2 x 10^6
    sequences it cannot decide within a chunk, and with the last-chunk predictor it oscillates:
    fail) or ``throughput_rule`` (8 cycles; with 12 rungs or 2-s chunks it oscillates: fails).
    ``predictor`` (no order) of the next chunk's throughput: ``harmonic_5`` (7 cycles), ``ewma_dual``
    (4) or ``last_chunk`` (2). ``sessions_task`` sessions a task (0.2 ms and 5 us a session to read
    them; their traces, 8 bytes a chunk, over the ``l2_kb`` KB of L2 a core: 1.25 times) in waves
    over ``threads`` threads (fewer tasks than threads leave threads idle). Barely mattering: ``qoe``
    (no order; ``log`` 1 cycle a chunk more), ``log_level`` (no order; ``debug`` 0.6%) and
    ``checksum`` (0.3%). 0.5 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        al, pr, qo, lg = (np.asarray(c[k]) for k in ("algorithm", "predictor", "qoe", "log_level"))
        hz, ch, ru, stk, th = c["horizon"], c["chunk_s"], c["rungs"], c["sessions_task"], c["threads"]
        ck = np.asarray(c["checksum"])
        chunks = session_s / ch
        combos = ru.astype(float) ** hz
        dec = np.select([al == "buffer_based", al == "bola", al == "robust_mpc"], [10.0, 6.0 * ru, combos * hz * 6.0], 8.0)
        pred = np.select([pr == "harmonic_5", pr == "ewma_dual"], [7.0, 4.0], 2.0)
        per_chunk = dec + pred + 160.0 + np.where(qo == "log", 1.0, 0.0)
        cyc = stk * chunks * per_chunk
        cliff = np.where(stk * chunks * 8.0 / 1024.0 > l2_kb, 1.25, 1.0)
        barely = np.where(lg == "debug", 1.006, 1.0) * np.where(ck, 1.003, 1.0)
        tasks = np.ceil(sessions / stk)
        eff = smt_cores(np.minimum(th, tasks), cores, 0.3)
        per_task = cyc * cliff * barely / (ghz * 1e3) * (np.minimum(th, tasks) / eff) + 200.0 + stk * 5.0
        t = np.ceil(tasks / th) * per_task + 5.0e5
        bad = (((al == "robust_mpc") & (combos > 2.0e6)) | ((al == "buffer_based") & (ch == 2))
               | ((al == "throughput_rule") & ((ru == 12) | (ch == 2))) | ((al == "robust_mpc") & (pr == "last_chunk")))
        return np.where(bad, np.nan, t)
    return cost


def abr_params() -> dict[str, list[Any]]:
    return {"algorithm": ["buffer_based", "bola", "robust_mpc", "throughput_rule"],
            "predictor": ["harmonic_5", "ewma_dual", "last_chunk"], "horizon": [3, 5, 8], "chunk_s": [2, 4, 6],
            "rungs": [6, 12], "sessions_task": [16, 256, 4096], "threads": [342, 684], "log_level": ["warn", "debug"],
            "checksum": [False, True], "qoe": ["linear", "log"]}


def seen_46_synthetic() -> list[tuple[str, Landscape]]:
    """The forty-sixth held-out set's synthetic part: nine families no earlier set had (constants
    of a 346-core GPU with 326 KB of shared memory a core, 9.4 TB/s at 1.74 GHz, fp64 at 1/2 and
    452 GB, a 358-core one with 334 KB, 7.7 TB/s at 1.49 GHz and fp64 at 1/64, and a 342-core CPU
    with two hardware threads a core at 2.71 GHz with 1.875 MB of L2 a core and 5632 GB; times in
    us)."""
    L, S = Landscape, "seen_46"
    return [
        (S, L("change_ringing_au", ringing_params(), change_ringing(2000, 5040, 10, 342, 2.71, 1920.0, 5632.0), 0.01)),
        (S, L("spaced_repetition_au", repetition_params(), spaced_repetition(4.2e8, 346, 9.4e6, 1.74, 1 / 2), 0.03)),
        (S, L("yacht_routing_au", yacht_params(), yacht_routing(2040, 10.0, 342, 2.71, 1920.0), 0.02)),
        (S, L("hplc_method_au", hplc_params(), hplc_method(1.2e10, 36, 358, 7.7e6, 1.49, 1 / 64), 0.04)),
        (S, L("star_tracker_au", star_params(), star_tracker(1.04e9, 0.03, 346, 9.4e6, 1.74), 0.02)),
        (S, L("load_disaggregation_au", disaggregation_params(), load_disaggregation(9.0e8, 358, 7.7e6, 1.49, 1 / 64),
                                                                                      0.05)),
        (S, L("cell_planning_au", cell_params(), cell_planning(96000, 3, 5000.0, 346, 9.4e6, 1.74, 452.0), 0.03)),
        (S, L("laptime_sim_au", laptime_params(), laptime_sim(2400000, 5800.0, 342, 2.71, 1920.0), 0.04)),
        (S, L("abr_replay_au", abr_params(), abr_replay(2.9e8, 1800.0, 342, 2.71, 1920.0), 0.01)),
    ]


SEEN_46_DIR = _data_dir("zoo_seen_46")


def seen_46() -> list[tuple[str, Landscape]]:
    """The forty-sixth held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_46/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_46", SEEN_46_DIR)
    return seen_46_synthetic() + recorded
