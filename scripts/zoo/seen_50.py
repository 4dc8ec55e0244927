"""The zoo's ``seen_50`` set.

``seen_50`` (was ``held_out_50``, :func:`seen_50`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the fortieth round, see docs/benchmarks.md):
2 wins / 9 ties / 2 losses against the best peer, geo-mean
1.0101, the best of the five (tpe_mv 1.0133); the synthetic nine 2 / 7 / 0 (the wins
cytometry_ay, 1.000 against tpe_mv's 1.011, and kidney_exchange_ay, 1.037 against 1.073); on 30
seeds its recorded four 0 / 2 / 2 (the FFN lost, 1.053 against rl's 1.045, and the GEMM, 1.031
against rl's 1.001, both committed optima one fast sample), the last of five there; scored by the
median of 9 quiet samples 0 / 1 / 3 with ``--confirm 0`` and 0 / 2 / 2 with ``--confirm 3``
(third of five both times); R1 2 / 10 / 1 as committed (1.0093, the best of six), quietly
0 / 3 / 1 with ``--confirm 0`` (third of six) and 1 / 3 / 0 with ``--confirm 3`` (the best).
Evaluated on an AVX2 host (numpy's X86_V3 loops), where its committed traces were made; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (contract bridge, election auditing, kidney
paired donation, district heating, e-discovery, password auditing, dislocation dynamics, mass
cytometry, aviation's contrails), with constants unlike the other sets' (a 458-core GPU with 394 KB
of shared memory a core, 12.7 TB/s at 1.71 GHz and fp64 at 1/2, holding 2048 threads and 32 blocks
a core, a 426-core one with 414 KB a core, 9.85 TB/s at 2.03 GHz and fp64 at 1/64, holding 1536
threads and 24 blocks a core, both with 128 lanes and 255 registers a thread, and a 454-core CPU at
2.29 GHz with two hardware threads a core, 4.625 MB of L2 a core and 9472 GB; times in us,
bandwidths in bytes/us):

- ``bridge_par_ay`` (648, 33.3%, 29x): a bridge federation's par scores of 3 x 10^7 tournament
  deals by double-dummy analysis (20 contracts a deal) on the 454-core CPU, plain alpha-beta (with
  suit-rank ordering and no quick tricks: fails), MTD(f) (its table reused across declarers:
  fails) or partition search (with a 1 MB table: fails), suit-rank, heuristic or killer and
  history move ordering, 1-16 MB transposition tables (twice with two threads a core, over the
  L2: a cliff), quick-trick cut-offs or none, the table per contract or across declarers, 1-1024
  deals a task over 454 or 908 threads; seven within 5%.
- ``rla_audit_ay`` (10368, 40.7%, 1430x): a state election office's risk-limiting audit plans,
  5.6 x 10^4 contest scenarios sized by simulated audits on the 454-core CPU, BRAVO ballot
  polling, Kaplan-Markov ballot comparison or an ALPHA martingale (both without cast-vote
  records: fail), batch tallies or cast-vote records (their 3.3 MB table, twice with two threads a
  core, over the L2: a cliff), 1-10% risk limits (at 1% on 100 simulated audits: fails), 100-10,000
  simulated audits, 1-512 contests a task over 454 or 908 threads, and four that barely matter
  (ballot order, tally arithmetic, the seed's source, report detail: 0.2-0.5%): ten parameters,
  100 within 5%.
- ``kidney_exchange_ay`` (1458, 48.8%, 38740x): a national kidney-sharing scheme's match-run
  policies, 2 x 10^4 five-year pool trajectories on the 454-core CPU, a cycle-formulation ILP (its
  columns over the 9472 GB: fail), PICEF or greedy maximal packing (at weekly or 30-day runs, or
  with back-up cycles: fails), 2-4-way cycles, chains of 0-6 donors (2-way cycles without chains:
  fail), daily, weekly or 30-day runs (the compatibility graph, twice with two threads a core,
  over the L2: a cliff), virtual crossmatches only (at 30-day runs: fail), failure-aware weights
  or back-up cycles (at daily runs: fail), 1-256 scenarios a task over 454 or 908 threads; one
  within 5%.
- ``district_heating_ay`` (1458, 46.1%, 1001x): a city utility's day-ahead district-heating plans,
  8 x 10^4 winter scenarios of a 14,000-pipe network on the 454-core CPU, Newton-Raphson,
  linear-theory (at 5-minute steps: fails) or quasi-static-table hydraulics, the node method,
  Lagrangian plugs or finite volumes (at 60-minute steps: fail), 5-60-minute steps (the pipe
  table, twice with two threads a core, over the L2: a cliff), merit-order (with storage: fails),
  day-ahead MILP or stochastic MILP dispatch, no storage, a tank or the network's inertia (with
  the quasi-static table: fails), 1-256 scenarios a task over 454 or 908 threads; one within 5%.
- ``ediscovery_ay`` (972, 35.8%, 7253x): a litigation team's technology-assisted review
  simulations, 3,000 matters of 2 x 10^6 documents on the 454-core CPU, TF-IDF unigrams, hashed
  bigrams (their 4 MB model, twice with two threads a core, over the L2: a cliff) or document
  embeddings, logistic regression, an averaged perceptron or naive Bayes (on embeddings: fails),
  review batches of 100-10,000, the knee method (on batches of 100: fails), a target sample or a
  fixed quota (at 90% recall: fails), 75% or 90% recall, 1-64 matters a task over 454 or 908
  threads; two within 5%.
- ``password_audit_ay`` (1296, 50.6%, 20372x): a security team's password-strength audit of an
  enterprise's 4 x 10^6 credential hashes on the 426-core GPU, NTLM (unsalted), md5crypt or
  bcrypt at cost 10 (salted: every guess hashed for each targeted account; bcrypt's S-boxes over
  the 414 KB: fail), the top million, a dictionary (without mangling rules: fails) or Markov-guided
  guesses, 1-3,000 rules, 64 sampled or 2,000 privileged accounts, a shared-memory bitmap or a
  sorted global table for the NTLM look-ups, 32-512 candidates a block, 128-1024 threads (over the
  register file: fail), within a 12-hour window (over it: fails); 284 within 5%.
- ``dislocation_dd_ay`` (1944, 56.0%, 15957x): discrete dislocation dynamics of 64 copper
  micropillars, 6 x 10^4 segments over 2 x 10^5 steps on the 458-core GPU, direct sums (in fp32:
  fail), cell multipoles or a cut-off with a coarse far field (with collision detection only:
  fails), expansions of order 2-8, explicit Euler, implicit trapezoidal (in fp32: fails) or
  subcycled steps, collision detection only, with remeshing or with splitting and merging, 64-1024
  segments a block (over the 394 KB: fail), 128-1024 threads (over the register file: fail), fp32
  or fp64; 12 within 5%.
- ``cytometry_ay`` (1944, 45.7%, 3252x): a clinical trial's mass-cytometry immune profiles, 8 x
  10^4 samples of 10^6 cells and 40 markers on the 426-core GPU, arcsinh, logicle or biexponential
  transforms, FlowSOM, PhenoGraph (at k 15 on arcsinh: fails) or a diagonal Gaussian mixture (on a
  10% subsample: fails), k of 15-60, 10-100% subsamples, 128-2048 cells a block (over the 414 KB:
  fail), 128-1024 threads (over the register file: fail), fp32 or fp64; ten within 5%.
- ``contrail_ay`` (1944, 54.5%, 485x): a day's contrail-cirrus forecasts for an airspace's 6 x
  10^6 flight segments on the 458-core GPU, the Schmidt-Appleman criterion (with two-moment ice:
  fails), with soot activation or engine-specific, Gaussian plumes (with sampled humidity: fail),
  Lagrangian plumes or bulk two-moment ice (at 20-minute steps: fails) over 12 hours at 1-20-minute
  steps, deterministic weather or 20 or 50 members, grid-mean or PDF-sampled ice supersaturation,
  32-512 plumes a block (over the 394 KB: fail), 128-1024 threads (over the register file: fail);
  91 within 5%.

And four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier
recorded landscape covers, and four spaces whose parameters no earlier space of their op kind tuned
together: a causal multi-head attention, a small decoder's prompt prefill (9 heads, 280 tokens over
themselves), with its query block, KV split, softmax and unroll but its KV block, pipeline and
``opt_level`` left at the default, an unbatched GEMM with bias tuning its K tile with ``opt_level``
(O0 among them), output alignment (440 columns: the C rows padded to 448) and unroll (its M and N
tiles at the default: three M blocks, two N blocks and two to thirteen K steps), a gated ReLU FFN
(ReGLU) tuning the gate/up projection's K tile, the down projection's N and K tiles and the fused
activation, and an RMSNorm with its rows a block, stats and ``opt_level`` (O0 among them) but
neither its hidden split, its pipeline nor its unroll (a set no earlier LayerNorm or RMSNorm space
tuned; 56 configurations, the full value lists: the one untuned norm set of 56 left), each space
measured exhaustively (every configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_50/`` (gzip JSON, times in
us, provenance in each file's ``source``, 10.4 KB in all). They were recorded on the shared 2-core
machine the standing way, ``--only`` each, one after another, the recorder at normal priority
(not niced), with the lead's jobs ended (the load average 0.24 at the start); this host is the
AMD EPYC with AVX2 and no AVX-512 that recorded held_out_44's..held_out_49's four (the same
``host_cpu``), so the four are measurements of the kernels' AVX2 paths (8-lane vectors, their
register tiles accordingly). ``ps`` (every 60 s and at the end, six times) showed nothing else
running but the recorder and its measuring worker, this helper's own sampling and waiting shells
(sleeping) and idle tool shells (no other python, benchmark or pytest process), and this helper
only read the logs beside it (nothing enumerated, measured or tested) (load average 0.24-1.15
sampled every 10 s over the recording, 28 samples, median 1.01, the recorder itself included,
rising from the quiet start to about 1.0). The tail of their samples is real measurement noise
(median spread 1-4%), and the fastest sample is the true cost: the GEMM's, the FFN's and the
RMSNorm's optima rest on one fast sample, their other two samples 1.15-1.16 (the GEMM), 1.13 (the
FFN) and 1.21-1.23 (the RMSNorm) times it, and the attention's other two are 1.02-1.03 times it
(see below). Before that, the first and the last configuration of each space were compiled (not
run) to check they build. Every configuration ran, so they are 0% infeasible (reported, not forced
into 30-70%):

===============================================================  =========================================  =======  ======  ======  =========
landscape                                                        op (shape)                                 configs  params  spread  worst/opt
===============================================================  =========================================  =======  ======  ======  =========
cpu_attention_mha_causal_prefill_q_block_split_softmax_unroll    multi-head attention, causal (batch 2, 9       120       4      1%       2.0x
                                                                 heads, 280 x 280, d 72)
cpu_gemm_bias_k_tile_opt_align_unroll                            GEMM with bias (368 x 392 @ 392 x 440)         128       4      2%      19.1x
cpu_ffn_reglu_k_down_n_down_k_fuse                               FFN, gated ReLU (272 tokens, 296 -> 632)        96       4      2%       1.2x
cpu_rmsnorm_no_split_no_pipeline_no_unroll                       RMSNorm (1888 rows x 2976)                      56       3      4%       8.5x
===============================================================  =========================================  =======  ======  ======  =========

(spread: the median over configurations of slowest/fastest sample - 1; within 5% of the optimum:
6, 5, 2 and 2 configurations; the attention's optimum (a query block of 128, no KV split, the
online softmax, unroll 4) has samples 1.033, 1.000 and 1.019 times its fastest and is 2nd by median
(1.019), the best by median (a query block of 32, unroll 16, the same otherwise) 1.003 by its
fastest and 1.009 by its median, no unroll 1.09-2.02 times the optimum, a KV split of 8 1.49 at
least, two-pass softmax 1.22 at least; the GEMM's optimum (K tile 32, O3, no output alignment,
unroll 2) has samples 1.000, 1.154 and 1.157 and is 29th by median (1.154), the next configuration
(K tile 80, O3, aligned, no unroll) 1.001 times it (its other samples 1.09-1.11), the best by
median (K tile 256, O3, aligned, unroll 2) 1.040 by its fastest and 1.069 by its median, O0
15.2-19.1, O1 1.26-2.48, O2 1.02-1.24, O3 at most 1.36; the FFN's optimum (gate/up K tile 112,
down N tile 256, down K tile 80, the activation fused) has samples 1.000, 1.129 and 1.129 and is
39th by median (1.129), the next configuration (gate/up K tile 48, down N tile 128, down K tile
256, fused) 1.045 times it, the best by median (gate/up K tile 112, down N tile 128, down K tile
160, fused) 1.069 by its fastest and 1.072 by its median, a gate/up K tile of 16 1.12 at least,
unfused 1.07 at least; the RMSNorm's optimum (16 rows a block, one-pass stats, O3) has samples
1.000, 1.205 and 1.226 and is 6th by median (1.205), the next configuration (32 rows a block, the
same otherwise) 1.011 times it (its other samples 1.19-1.22), the best by median (8 rows a block,
one-pass, O3) 1.144 by its fastest and by its median, O0 4.38-8.53, O1 1.28-3.58, O2 1.34-2.00,
O3 at most 1.75, two-pass stats 1.47 at least.)
Recording took 88 + 56 + 49 + 77 s, 4.5 minutes in all, one landscape after another (2026-12-05
16:10 to 16:15 UTC).
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, resident_blocks, smt_cores

_a = partial(resident_blocks, smem_kb=394.0, max_threads=2048, max_blocks=32, max_regs=255)  # the 458-core GPU's core
_b = partial(resident_blocks, smem_kb=414.0, max_threads=1536, max_blocks=24, max_regs=255)  # the 426-core GPU's core


def bridge_par(deals: float, cores: int, ghz: float, l2_kb: float) -> Callable[[Cols], np.ndarray]:
    """A bridge federation's par scores by double-dummy analysis on a CPU with two hardware threads
    a core (the second adds 30%): ``deals`` tournament deals, each solved for 20 contracts (five
    strains, four declarers). ``search`` (no order): ``alpha_beta`` (9 x 10^5 nodes a contract),
    ``mtd_f`` (three zero-window passes of 2.2 x 10^5; its bounds go wrong on a table another
    declarer filled: reused across declarers fails) or ``partition_search`` (8 x 10^4 nodes of
    1,000 cycles, the others 150; its partitions evict each other in a 1 MB table: fails).
    ``ordering`` (no order): ``suit_rank`` (5 times the nodes; plain alpha-beta with it and no
    quick tricks explodes on the slam deals: fails), ``heuristic`` (1.03 times, 40 cycles a node)
    or ``killer_history`` (25). ``tt_mb`` MB of transposition table a thread (1 MB: 1.6 times the
    nodes, 4 MB 1.04): twice with two threads a core, over the ``l2_kb`` KB of L2 a core, 120
    cycles more a node. ``quick_tricks`` cut-offs: 0.6 times the nodes, 30 cycles a node.
    ``tt_reuse`` (no order): ``per_contract`` or ``across_declarers`` (0.7 times the nodes). 0.3 ms
    a deal; ``deals_task`` deals a task (1.5 ms to start it) in waves over ``threads`` threads
    (fewer tasks than threads leave threads idle). 0.1 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        se, od, ru = (np.asarray(c[k]) for k in ("search", "ordering", "tt_reuse"))
        tt, qt, dt, th = c["tt_mb"], np.asarray(c["quick_tricks"]), c["deals_task"], c["threads"]
        per_core = np.where(th > cores, 2.0, 1.0)
        nodes = np.select([se == "alpha_beta", se == "mtd_f"], [9.0e5, 3.0 * 2.2e5], 8.0e4)
        nodes = nodes * np.select([od == "suit_rank", od == "heuristic"], [5.0, 1.03], 1.0)
        nodes = nodes * np.select([tt == 1, tt == 4], [1.6, 1.04], 1.0) * np.where(qt, 0.6, 1.0)
        nodes = nodes * np.where(ru == "across_declarers", 0.7, 1.0)
        node_cyc = (np.where(se == "partition_search", 1000.0, 150.0)
                    + np.select([od == "suit_rank", od == "heuristic"], [0.0, 40.0], 25.0)
                    + np.where(qt, 30.0, 0.0)
                    + np.where(tt * 1024.0 * per_core > l2_kb, 120.0, 0.0))
        deal_t = 20.0 * nodes * node_cyc / (ghz * 1e3) + 300.0
        tasks = np.ceil(deals / dt)
        busy = np.minimum(th, tasks)
        eff = smt_cores(busy, cores, 0.3)
        per_task = (dt * deal_t + 1500.0) * (busy / eff)
        t = np.ceil(tasks / th) * per_task + 1.0e5
        bad = (((se == "alpha_beta") & (od == "suit_rank") & ~qt) | ((se == "partition_search") & (tt == 1))
               | ((se == "mtd_f") & (ru == "across_declarers")))
        return np.where(bad, np.nan, t)
    return cost


def bridge_params() -> dict[str, list[Any]]:
    return {"search": ["alpha_beta", "mtd_f", "partition_search"],
            "ordering": ["suit_rank", "heuristic", "killer_history"], "tt_mb": [1, 4, 16],
            "quick_tricks": [False, True], "tt_reuse": ["per_contract", "across_declarers"],
            "deals_task": [1, 64, 1024], "threads": [454, 908]}


def rla_audit(scenarios: float, ballots: float, cores: int, ghz: float, l2_kb: float
              ) -> Callable[[Cols], np.ndarray]:
    """A state election office's risk-limiting audit plans on a CPU with two hardware threads a
    core (the second adds 30%): ``scenarios`` contest scenarios (contests under reported margins
    and error what-ifs, ``ballots`` ballots each), each sized by ``sim_audits`` simulated audits
    (100 are too few to size one at a 1% ``risk_limit``: fails). ``method`` (no order):
    ``bravo_polling`` (BRAVO ballot polling, 1,800 ln(1/risk) ballots of 6 cycles),
    ``kaplan_markov`` (ballot-level comparison, 70 ln(1/risk) of 60) or ``alpha_martingale`` (1,200
    ln(1/risk) of 90); the last two need ``cast_vote_records`` (with ``batch_tallies``: fail), whose
    look-ups add 20 cycles a ballot and whose 3.3 MB table, twice with two threads a core, over the
    ``l2_kb`` KB of L2 a core, 2.2 times that. An audit that does not stop escalates to a hand
    count (1 cycle a ballot; 5%, 2% or 4% of the audits at a 5% risk limit, in proportion to
    ln(1/risk)). 10 ms a scenario (24 ms with cast-vote records) to read its manifest. Four that
    barely matter: ``ballot_order`` (``precinct_sorted`` 0.3% more), ``tally_arith``
    (``exact_rational`` 0.4%), ``seed_source`` (``beacon`` 0.2%, ``lottery_draw`` 0.1%) and
    ``report_detail`` (``per_batch`` 0.5%). ``contests_task`` scenarios a task (0.3 ms to start it)
    in waves over ``threads`` threads (fewer tasks than threads leave threads idle). 0.1 s
    besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        me, mf = np.asarray(c["method"]), np.asarray(c["manifest"])
        rl, sims, ct, th = c["risk_limit"], c["sim_audits"], c["contests_task"], c["threads"]
        per_core = np.where(th > cores, 2.0, 1.0)
        lnr = np.log(1.0 / rl)
        sample = np.select([me == "bravo_polling", me == "kaplan_markov"], [1800.0, 70.0], 1200.0) * lnr
        cvr = mf == "cast_vote_records"
        cliff = np.where(cvr & (3.3 * 1024.0 * per_core > l2_kb), 2.2, 1.0)
        per_ballot = np.select([me == "bravo_polling", me == "kaplan_markov"], [6.0, 60.0], 90.0) \
            + np.where(cvr, 20.0 * cliff, 0.0)
        esc = np.select([me == "bravo_polling", me == "kaplan_markov"], [0.05, 0.02], 0.04) * lnr / 3.0
        handcount = esc * ballots * 1.0
        scen = sims * (sample * per_ballot + handcount) / (ghz * 1e3) + np.where(cvr, 24000.0, 10000.0)
        small = ((np.asarray(c["ballot_order"]) == "precinct_sorted") * 0.003
                 + (np.asarray(c["tally_arith"]) == "exact_rational") * 0.004
                 + np.select([np.asarray(c["seed_source"]) == "dice_rolls", np.asarray(c["seed_source"]) == "beacon"],
                             [0.0, 0.002], 0.001)
                 + (np.asarray(c["report_detail"]) == "per_batch") * 0.005)
        scen = scen * (1.0 + small)
        tasks = np.ceil(scenarios / ct)
        busy = np.minimum(th, tasks)
        eff = smt_cores(busy, cores, 0.3)
        per_task = (ct * scen + 300.0) * (busy / eff)
        t = np.ceil(tasks / th) * per_task + 1.0e5
        bad = ((me != "bravo_polling") & ~cvr) | ((rl == 0.01) & (sims == 100))
        return np.where(bad, np.nan, t)
    return cost


def rla_params() -> dict[str, list[Any]]:
    return {"method": ["bravo_polling", "kaplan_markov", "alpha_martingale"],
            "manifest": ["batch_tallies", "cast_vote_records"], "risk_limit": [0.01, 0.05, 0.1],
            "sim_audits": [100, 1000, 10000], "contests_task": [1, 8, 64, 512], "threads": [454, 908],
            "ballot_order": ["manifest_order", "precinct_sorted"], "tally_arith": ["float64", "exact_rational"],
            "seed_source": ["dice_rolls", "beacon", "lottery_draw"], "report_detail": ["summary", "per_batch"]}


def kidney_exchange(scenarios: float, years: int, cores: int, ghz: float, l2_kb: float, mem_gb: float
                    ) -> Callable[[Cols], np.ndarray]:
    """A national kidney-sharing scheme's match-run policies on a CPU with two hardware threads a
    core (the second adds 30%): ``scenarios`` simulated pool trajectories of ``years`` years, a
    match run every ``run_days`` days over a pool of 120 + 8 x ``run_days`` incompatible pairs
    (each compatible with 20 others) and 10 altruistic donors (each with 6 recipients a step):
    pairs x 20^(``max_cycle`` - 1) / ``max_cycle`` cycles and 10 x 6^``max_chain`` chains (2-way
    cycles without chains transplant too few: fail). ``formulation`` (no order): ``cycle_ilp``
    (the cycles and chains enumerated, 50 cycles each, and an ILP over them, 40 x columns^1.15;
    16 KB a column, held by every busy thread: over the ``mem_gb`` GB fails), ``picef`` (the
    position-indexed chain-edge formulation, 400 cycles an edge, cycle position and chain step) or
    ``greedy_maximal`` (the cycles and chains packed greedily, 20 cycles each; on pools over 150
    pairs, at weekly or 30-day runs, it falls short of the optimum: fails). Their walks over the
    2.4 MB compatibility graph, twice with two threads a core, over the ``l2_kb`` KB of L2 a core:
    1.8 times. ``crossmatch`` (no order): ``virtual_only`` (month-old antibody screens: at 30-day
    runs fails), ``failure_aware`` (1.3 times) or ``backup_cycles`` (4 times; its back-up
    crossmatches take more than a day: at daily runs fails, and a greedy packing has none: fails).
    3 ms a scenario; ``scenarios_task`` scenarios a task (2 ms to start it) in waves over
    ``threads`` threads (fewer tasks than threads leave threads idle). 0.1 s besides. Times in
    us."""
    def cost(c: Cols) -> np.ndarray:
        fo, cm = np.asarray(c["formulation"]), np.asarray(c["crossmatch"])
        cy, ch, ri, st, th = c["max_cycle"], c["max_chain"], c["run_days"], c["scenarios_task"], c["threads"]
        per_core = np.where(th > cores, 2.0, 1.0)
        pairs = 120.0 + 8.0 * ri
        deg = 20.0
        runs = years * 365.0 / ri
        cycles = pairs * deg ** (cy - 1.0) / cy
        chains = 10.0 * 6.0 ** ch
        cliff = np.where(2.4 * 1024.0 * per_core > l2_kb, 1.8, 1.0)
        enum = (cycles + chains) * 50.0 * cliff
        solve = np.select([fo == "cycle_ilp", fo == "picef"],
                          [enum + (cycles + chains) ** 1.15 * 40.0, pairs * deg * cy * (ch + 1.0) * 400.0 * cliff],
                          (cycles + chains) * 20.0 * cliff)
        solve = solve * np.select([cm == "virtual_only", cm == "failure_aware"], [1.0, 1.3], 4.0)
        scen_t = runs * solve / (ghz * 1e3) + 3000.0
        tasks = np.ceil(scenarios / st)
        busy = np.minimum(th, tasks)
        eff = smt_cores(busy, cores, 0.3)
        per_task = (st * scen_t + 2000.0) * (busy / eff)
        t = np.ceil(tasks / th) * per_task + 1.0e5
        memb = busy * np.where(fo == "cycle_ilp", (cycles + chains) * 16384.0, 2.0e8)
        bad = ((memb > mem_gb * 1e9) | ((fo == "greedy_maximal") & (cm == "backup_cycles"))
               | ((cm == "virtual_only") & (ri == 30)) | ((ch == 0) & (cy == 2))
               | ((fo == "greedy_maximal") & (ri >= 7)) | ((cm == "backup_cycles") & (ri == 1)))
        return np.where(bad, np.nan, t)
    return cost


def kidney_params() -> dict[str, list[Any]]:
    return {"formulation": ["cycle_ilp", "picef", "greedy_maximal"], "max_cycle": [2, 3, 4], "max_chain": [0, 3, 6],
            "run_days": [1, 7, 30], "crossmatch": ["virtual_only", "failure_aware", "backup_cycles"],
            "scenarios_task": [1, 16, 256], "threads": [454, 908]}


def district_heating(scenarios: float, pipes: int, cores: int, ghz: float, l2_kb: float
                     ) -> Callable[[Cols], np.ndarray]:
    """A city utility's day-ahead district-heating plans on a CPU with two hardware threads a core
    (the second adds 30%): ``scenarios`` winter scenarios (weather, demand and outage what-ifs),
    each a day of a ``pipes``-pipe network at ``step_min``-minute steps. A step's ``hydraulics``
    (no order): ``newton_raphson`` (4 iterations of 60 cycles a pipe), ``linear_theory`` (30
    cycles a pipe; its flows oscillate with the pumps' ramps at 5-minute steps: fails) or
    ``quasi_static_table`` (flows from a table of pump states, 15). The supply temperatures'
    ``thermal`` model (no order): ``node_method`` (20 cycles a pipe), ``lagrangian_plugs`` (12 a
    plug, 3 x 60 / ``step_min`` + 2 plugs a pipe) or ``finite_volume`` (40 cells of 8; at 60-minute
    steps numerical diffusion smears the fronts: fails). Every step reads the network's table, 200
    bytes a pipe: twice with two threads a core, over the ``l2_kb`` KB of L2 a core, 2.1 times.
    ``dispatch`` (no order) of the plants: ``merit_order`` (400 cycles a step; it cannot schedule
    storage: with any fails), ``milp_day_ahead`` (2 x 10^8 cycles) or ``stochastic_milp`` (3.6 x
    10^8, the network simulated for three demand scenarios); ``storage`` (no order) ``none``,
    ``tank`` (1.6 times the dispatch) or ``network_inertia`` (2.5 times; the table's fixed flows
    cannot charge the network: with ``quasi_static_table`` fails). 5 ms a scenario;
    ``scenarios_task`` scenarios a task (2.5 ms to start it) in waves over ``threads`` threads
    (fewer tasks than threads leave threads idle). 0.1 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        hy, tm, dp, sg = (np.asarray(c[k]) for k in ("hydraulics", "thermal", "dispatch", "storage"))
        sm, st, th = c["step_min"], c["scenarios_task"], c["threads"]
        per_core = np.where(th > cores, 2.0, 1.0)
        steps = 24.0 * 60.0 / sm
        cliff = np.where(pipes * 200.0 * per_core > l2_kb * 1024.0, 2.1, 1.0)
        hyd = np.select([hy == "newton_raphson", hy == "linear_theory"], [pipes * 60.0 * 4.0, pipes * 30.0],
                        pipes * 15.0)
        plugs = np.where(tm == "lagrangian_plugs", 60.0 / sm * 3.0 + 2.0, 1.0)
        ther = np.select([tm == "node_method", tm == "lagrangian_plugs"], [pipes * 20.0, pipes * 12.0 * plugs],
                         pipes * 8.0 * 40.0)
        sim = steps * (hyd + ther) * cliff
        disp = np.select([dp == "merit_order", dp == "milp_day_ahead"], [steps * 400.0, 2.0e8], 3.6e8)
        disp = disp * np.select([sg == "none", sg == "tank"], [1.0, 1.6], 2.5)
        scen_t = (sim * np.where(dp == "stochastic_milp", 3.0, 1.0) + disp) / (ghz * 1e3) + 5000.0
        tasks = np.ceil(scenarios / st)
        busy = np.minimum(th, tasks)
        eff = smt_cores(busy, cores, 0.3)
        per_task = (st * scen_t + 2500.0) * (busy / eff)
        t = np.ceil(tasks / th) * per_task + 1.0e5
        bad = (((tm == "finite_volume") & (sm == 60)) | ((sg == "network_inertia") & (hy == "quasi_static_table"))
               | ((dp == "merit_order") & (sg != "none")) | ((hy == "linear_theory") & (sm == 5)))
        return np.where(bad, np.nan, t)
    return cost


def heating_params() -> dict[str, list[Any]]:
    return {"hydraulics": ["newton_raphson", "linear_theory", "quasi_static_table"],
            "thermal": ["node_method", "lagrangian_plugs", "finite_volume"], "step_min": [5, 15, 60],
            "dispatch": ["merit_order", "milp_day_ahead", "stochastic_milp"], "storage": ["none", "tank", "network_inertia"],
            "scenarios_task": [1, 16, 256], "threads": [454, 908]}


def ediscovery(matters: float, docs: float, cores: int, ghz: float, l2_kb: float) -> Callable[[Cols], np.ndarray]:
    """A litigation team's technology-assisted review simulations on a CPU with two hardware threads
    a core (the second adds 30%): ``matters`` matters of ``docs`` documents, 1% of them responsive,
    each reviewed by continuous active learning: every round a batch of ``batch`` documents
    reviewed, the learner retrained on half of those reviewed (6 cycles a feature an epoch) and the
    whole collection scored. ``features`` (no order): ``tfidf_unigrams`` (200 a document, 4 cycles
    each, a 400 KB model), ``hashed_bigrams`` (600, a 4 MB model: twice with two threads a core,
    over the ``l2_kb`` KB of L2 a core, 2.3 times the scoring) or ``doc_embeddings`` (384 of 2
    cycles; 2 x 10^4 cycles a document to embed first, the others 800 to index). ``learner`` (no
    order): ``logistic_sgd`` (5 epochs), ``perceptron_avg`` (10, 0.9 times the review) or
    ``naive_bayes`` (1, 1.6 times; it needs counts: on embeddings fails). The review: 3 times the
    responsive documents to reach the ``recall`` target, (1 + batch / 20,000) times for the
    feedback a batch loses, and the ``stopping`` rule's (no order): ``knee_method`` (none; on
    batches of 100 its knee is noise: fails), ``target_sample`` (2,000 documents) or
    ``quota_fixed`` (half the responsive count; it cannot certify 90% recall: fails). 8 ms a
    matter; ``matters_task`` matters a task (3 ms to start it) in waves over ``threads`` threads
    (fewer tasks than threads leave threads idle). 0.1 s besides. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        fe, le, sp = (np.asarray(c[k]) for k in ("features", "learner", "stopping"))
        ba, rc, mt, th = c["batch"], c["recall"], c["matters_task"], c["threads"]
        per_core = np.where(th > cores, 2.0, 1.0)
        nnz = np.select([fe == "tfidf_unigrams", fe == "hashed_bigrams"], [200.0, 600.0], 384.0)
        model_kb = np.select([fe == "tfidf_unigrams", fe == "hashed_bigrams"], [400.0, 4096.0], 3.0)
        cliff = np.where(model_kb * per_core > l2_kb, 2.3, 1.0)
        score = docs * nnz * np.where(fe == "doc_embeddings", 2.0, 4.0 * cliff)
        rich = docs * 0.01
        quality = np.select([le == "logistic_sgd", le == "perceptron_avg"], [1.0, 0.9], 1.6)
        reviewed = rich * rc * 3.0 * quality * (1.0 + ba / 20000.0) \
            + np.select([sp == "knee_method", sp == "target_sample"], [0.0, 2000.0], rich * 0.5)
        rounds = np.ceil(reviewed / ba)
        epochs = np.select([le == "logistic_sgd", le == "perceptron_avg"], [5.0, 10.0], 1.0)
        train = reviewed / 2.0 * nnz * epochs * 6.0
        embed = np.where(fe == "doc_embeddings", docs * 2.0e4, docs * 800.0)
        matter_t = (rounds * (score + train) + embed) / (ghz * 1e3) + 8000.0
        tasks = np.ceil(matters / mt)
        busy = np.minimum(th, tasks)
        eff = smt_cores(busy, cores, 0.3)
        per_task = (mt * matter_t + 3000.0) * (busy / eff)
        t = np.ceil(tasks / th) * per_task + 1.0e5
        bad = (((le == "naive_bayes") & (fe == "doc_embeddings")) | ((sp == "knee_method") & (ba == 100))
               | ((sp == "quota_fixed") & (rc == 0.9)))
        return np.where(bad, np.nan, t)
    return cost


def ediscovery_params() -> dict[str, list[Any]]:
    return {"features": ["tfidf_unigrams", "hashed_bigrams", "doc_embeddings"],
            "learner": ["logistic_sgd", "perceptron_avg", "naive_bayes"], "batch": [100, 1000, 10000],
            "stopping": ["knee_method", "target_sample", "quota_fixed"], "recall": [0.75, 0.9],
            "matters_task": [1, 8, 64], "threads": [454, 908]}


def password_audit(hashes: float, privileged: float, cores: int, ghz: float) -> Callable[[Cols], np.ndarray]:
    """A security team's password-strength audit of an enterprise's ``hashes`` credential hashes on
    a GPU, within a 12-hour window (over it: fails). ``attack`` (no order): ``top_million`` (10^6 x
    ``rules`` guesses), ``dictionary_rules`` (1.4 x 10^7 x rules; the policy wants mangling rules:
    with one fails) or ``markov_guided`` (2 x 10^9 x rules^0.5). ``hash_type`` (no order):
    ``ntlm`` (unsalted: 90 operations a guess, then a look-up, ``bitmap_smem`` a 256 KB bitmap in
    shared memory, 6, or ``sorted_global`` a sorted table in global memory, 60), ``md5crypt``
    (1,000 MD5 rounds of 70) or ``bcrypt_10`` (1,024 expensive key schedules of 2 x 4,200, 4 KB of
    S-boxes and 72 bytes a candidate in shared memory: over the 414 KB fails); the salted two hash
    every guess for each targeted account: ``target`` (no order) ``sample_64`` (64 sampled
    accounts) or ``privileged_2000`` (``privileged`` privileged ones). A thread a candidate,
    ``cands_block`` candidates a block (fewer than ``threads`` leave lanes idle), 64 bytes each in
    shared memory; 40, 72 or 56 registers (over the register file: fails). 0.5 us a hash to load
    and index the dump. Times in us."""
    def cost(c: Cols) -> np.ndarray:
        ht, at, tg, lk = (np.asarray(c[k]) for k in ("hash_type", "attack", "target", "lookup"))
        ru, cb, th = c["rules"], c["cands_block"], c["threads"]
        users = np.where(tg == "sample_64", 64.0, privileged)
        guesses = np.select([at == "top_million", at == "dictionary_rules"], [1.0e6 * ru, 1.4e7 * ru], 2.0e9 * ru ** 0.5)
        salted = ht != "ntlm"
        ops = np.select([ht == "ntlm", ht == "md5crypt"], [90.0, 1000.0 * 70.0], 1024.0 * 2.0 * 4200.0)
        per_guess = ops * np.where(salted, users, 1.0) + np.where(salted, 0.0, np.where(lk == "bitmap_smem", 6.0, 60.0))
        smem = np.where(ht == "bcrypt_10", cb * 4096.0 + cb * 72.0, cb * 64.0) \
            + np.where(~salted & (lk == "bitmap_smem"), 256.0 * 1024.0, 0.0)
        regs = np.select([ht == "ntlm", ht == "md5crypt"], [40.0, 72.0], 56.0)
        res = _b(th, smem, regs)
        occ = np.minimum(1.0, res * th / 1536.0)
        rate = cores * 128 * ghz * 1e3 * (0.25 + 0.75 * occ)
        lanes = np.minimum(1.0, cb / th)
        t = guesses * per_guess / (rate * lanes) + hashes * 0.5
        bad = (res < 1) | ((at == "dictionary_rules") & (ru == 1)) | (t > 12.0 * 3.6e9)
        return np.where(bad, np.nan, t)
    return cost


def password_params() -> dict[str, list[Any]]:
    return {"hash_type": ["ntlm", "md5crypt", "bcrypt_10"], "attack": ["top_million", "dictionary_rules", "markov_guided"],
            "rules": [1, 64, 3000], "target": ["sample_64", "privileged_2000"], "lookup": ["bitmap_smem", "sorted_global"],
            "cands_block": [32, 128, 512], "threads": [128, 256, 512, 1024]}


def dislocation_dd(segments: float, pillars: int, steps: float, cores: int, dram_bw: float, ghz: float,
                   fp64_rate: float) -> Callable[[Cols], np.ndarray]:
    """Discrete dislocation dynamics of copper micropillars' strain hardening on a GPU: ``pillars``
    pillars of ``segments`` segments over ``steps`` steps. ``forces`` (no order) on a segment:
    ``direct_sum`` (every other segment, 60 flops each; its long sums in fp32: fail),
    ``cell_multipole`` (27 cells of 40 segments and expansions of ``mp_order`` p, 20 p^3 flops) or
    ``cutoff_local`` (200 neighbours and a coarse far field, 12 p^3; without remeshing it misses the
    segments that cross the cut-off: with ``detect_only`` fails). ``integrator`` (no order):
    ``euler_explicit`` (4 force evaluations a step and 4 times the steps), ``trapezoid_implicit``
    (3 Newton evaluations; in fp32 it does not converge: fails) or ``subcycling`` (1.8).
    ``topology`` (no order): ``detect_only`` (900 flops a segment), ``detect_remesh`` (2,400) or
    ``split_merge`` (6,600). A thread a segment, ``segs_block`` segments a block (fewer than
    ``threads`` leave lanes idle), 24 words each in shared memory with both expansions (27 cells
    or one) (over the 394 KB: fails); 48, 96 or 64 registers (1.5 times in fp64; over the register
    file: fails); the blocks in waves over the cores; ``precision`` fp32 or fp64 (at
    ``fp64_rate``). 12 words a segment read an evaluation, 0.2 s besides. Times in us,
    ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        fo, ig, tp, pr = (np.asarray(c[k]) for k in ("forces", "integrator", "topology", "precision"))
        mo, sb, th = c["mp_order"], c["segs_block"], c["threads"]
        fp64 = pr == "fp64"
        word = np.where(fp64, 8.0, 4.0)
        per_seg = np.select([fo == "direct_sum", fo == "cell_multipole"],
                            [segments * 60.0, 27.0 * 40.0 * 60.0 + mo ** 3 * 20.0], 200.0 * 60.0 + mo ** 3 * 12.0)
        evals = np.select([ig == "euler_explicit", ig == "trapezoid_implicit"], [4.0, 3.0], 1.8)
        topo = np.select([tp == "detect_only", tp == "detect_remesh"], [900.0, 2400.0], 6600.0)
        work = per_seg * evals + topo
        smem = sb * 24.0 * word + np.select([fo == "cell_multipole", fo == "cutoff_local"],
                                            [mo ** 3 * 27.0 * 2.0 * word, mo ** 3 * 2.0 * word], 0.0)
        regs = np.select([fo == "direct_sum", fo == "cell_multipole"], [48.0, 96.0], 64.0) * np.where(fp64, 1.5, 1.0)
        res = _a(th, smem, regs)
        occ = np.minimum(1.0, res * th / 2048.0)
        rate = cores * 128 * ghz * 1e3 * (0.3 + 0.7 * occ) * np.where(fp64, fp64_rate, 1.0)
        lanes = np.minimum(1.0, sb / th)
        blocks = np.ceil(segments / sb)
        waves = np.ceil(blocks / (cores * np.maximum(res, 1.0)))
        block_t = sb * work / (rate / cores / np.maximum(res, 1.0) * lanes)
        step_t = waves * block_t + segments * 12.0 * word * evals / dram_bw
        t = pillars * steps * np.where(ig == "euler_explicit", 4.0, 1.0) * step_t + 2.0e5
        bad = ((res < 1) | (~fp64 & (ig == "trapezoid_implicit")) | (~fp64 & (fo == "direct_sum"))
               | ((fo == "cutoff_local") & (tp == "detect_only")))
        return np.where(bad, np.nan, t)
    return cost


def dislocation_params() -> dict[str, list[Any]]:
    return {"forces": ["direct_sum", "cell_multipole", "cutoff_local"], "mp_order": [2, 4, 8],
            "integrator": ["euler_explicit", "trapezoid_implicit", "subcycling"],
            "topology": ["detect_only", "detect_remesh", "split_merge"], "segs_block": [64, 256, 1024],
            "threads": [128, 256, 512, 1024], "precision": ["fp32", "fp64"]}


def cytometry(samples: float, cells: float, markers: int, cores: int, dram_bw: float, ghz: float, fp64_rate: float
              ) -> Callable[[Cols], np.ndarray]:
    """A clinical trial's mass-cytometry immune profiles on a GPU: ``samples`` samples of ``cells``
    cells and ``markers`` markers, every value transformed (``transform``, no order: ``arcsinh``
    30 flops, ``logicle`` 90 or ``biexponential`` 80) and a ``subsample`` share of the cells
    clustered. ``clustering`` (no order): ``flowsom`` (a 10 x 10 self-organising map, 10 epochs),
    ``phenograph`` (a ``knn_k``-nearest-neighbour graph, k log2 n x markers x 3 flops a cell, and
    its Louvain communities, 40 a neighbour; arcsinh compresses the dim populations into one at k
    15: fails) or ``gmm_diag_em`` (a 30-component diagonal Gaussian mixture, 40 EM iterations; on a
    10% subsample the rare populations vanish: fails). A thread a cell, ``cells_block`` cells a
    block (fewer than ``threads`` leave lanes idle), their markers with the map, the neighbour
    lists (8 bytes each) or the mixture in shared memory (over the 414 KB: fails); 48, 64 or 96
    registers (1.5 times in fp64; over the register file: fails); the blocks in waves over the
    cores; ``precision`` fp32 or fp64 (at ``fp64_rate``). 4 bytes a value read, 0.1 s besides.
    Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        tr, cl, pr = (np.asarray(c[k]) for k in ("transform", "clustering", "precision"))
        k, sub, cb, th = c["knn_k"], c["subsample"], c["cells_block"], c["threads"]
        fp64 = pr == "fp64"
        word = np.where(fp64, 8.0, 4.0)
        n = cells * sub
        tf = np.select([tr == "arcsinh", tr == "logicle"], [30.0, 90.0], 80.0) * markers
        per_cell = np.select([cl == "flowsom", cl == "phenograph"],
                             [100.0 * markers * 2.0 * 10.0, k * np.log2(n) * markers * 3.0 + k * 40.0],
                             30.0 * markers * 4.0 * 40.0)
        smem = cb * markers * word + np.select([cl == "flowsom", cl == "phenograph"],
                                               [100.0 * markers * word, cb * k * 8.0],
                                               30.0 * markers * 2.0 * word)
        regs = np.select([cl == "flowsom", cl == "phenograph"], [48.0, 64.0], 96.0) * np.where(fp64, 1.5, 1.0)
        res = _b(th, smem, regs)
        occ = np.minimum(1.0, res * th / 1536.0)
        rate = cores * 128 * ghz * 1e3 * (0.25 + 0.75 * occ) * np.where(fp64, fp64_rate, 1.0)
        lanes = np.minimum(1.0, cb / th)
        blocks = np.ceil(n / cb)
        waves = np.ceil(blocks / (cores * np.maximum(res, 1.0)))
        block_t = cb * per_cell / (rate / cores / np.maximum(res, 1.0) * lanes)
        tf_t = cells * tf / rate
        t = samples * (waves * block_t + tf_t + cells * markers * 4.0 / dram_bw) + 1.0e5
        bad = ((res < 1) | ((cl == "gmm_diag_em") & (sub == 0.1))
               | ((tr == "arcsinh") & (cl == "phenograph") & (k == 15)))
        return np.where(bad, np.nan, t)
    return cost


def cytometry_params() -> dict[str, list[Any]]:
    return {"transform": ["arcsinh", "logicle", "biexponential"], "clustering": ["flowsom", "phenograph", "gmm_diag_em"],
            "knn_k": [15, 30, 60], "subsample": [0.1, 0.5, 1.0], "cells_block": [128, 512, 2048],
            "threads": [128, 256, 512, 1024], "precision": ["fp32", "fp64"]}


def contrail(segments: float, hours: float, cores: int, dram_bw: float, ghz: float) -> Callable[[Cols], np.ndarray]:
    """A day's contrail-cirrus forecasts for an airspace on a GPU: ``segments`` flight segments,
    each a plume followed for ``hours`` hours at ``dt_min``-minute steps in every ``weather``
    member (no order: ``deterministic``, ``ensemble_20`` or ``ensemble_50``). ``formation`` (no
    order) criterion, evaluated once and a quarter of it every step: ``schmidt_appleman`` (50
    flops; without soot it cannot feed two-moment ice: with ``bulk_ice_2moment`` fails),
    ``sac_soot`` (120) or ``engine_specific`` (400). ``plume`` (no order): ``gaussian_plume`` (80
    flops a step; it carries no subgrid humidity: with ``pdf_sampled`` fails), ``lagrangian_cocip``
    (300) or ``bulk_ice_2moment`` (900; its sedimentation at 20-minute steps is unstable: fails).
    ``rhi`` (no order), the ice supersaturation: ``grid_mean`` (8 points of 6 fields, 4 flops each)
    or ``pdf_sampled`` (64 points, their tile in shared memory, 24 registers more). A thread a
    plume, ``plumes_block`` plumes a block (fewer than ``threads`` leave lanes idle), 96 bytes each
    and their humidity points in shared memory (over the 394 KB: fails); 40, 80 or 128 registers
    (over the register file: fails); the blocks in waves over the cores. A fifth of the points
    read from DRAM, 0.3 s besides. Times in us, ``dram_bw`` in bytes/us."""
    def cost(c: Cols) -> np.ndarray:
        fm, pm, we, ip = (np.asarray(c[k]) for k in ("formation", "plume", "weather", "rhi"))
        dt, pb, th = c["dt_min"], c["plumes_block"], c["threads"]
        members = np.select([we == "deterministic", we == "ensemble_20"], [1.0, 20.0], 50.0)
        form = np.select([fm == "schmidt_appleman", fm == "sac_soot"], [50.0, 120.0], 400.0)
        steps = hours * 60.0 / dt
        pts = np.where(ip == "grid_mean", 8.0, 64.0)
        per_step = np.select([pm == "gaussian_plume", pm == "lagrangian_cocip"], [80.0, 300.0], 900.0) + pts * 6.0 * 4.0
        per_plume = form + steps * (per_step + 0.25 * form)
        smem = pb * 96.0 + np.where(ip == "pdf_sampled", 4.0 ** 3, 2.0 ** 3) * 6.0 * 4.0 * pb * 0.5
        regs = np.select([pm == "gaussian_plume", pm == "lagrangian_cocip"], [40.0, 80.0], 128.0) \
            + np.where(ip == "pdf_sampled", 24.0, 0.0)
        res = _a(th, smem, regs)
        occ = np.minimum(1.0, res * th / 2048.0)
        rate = cores * 128 * ghz * 1e3 * (0.3 + 0.7 * occ)
        lanes = np.minimum(1.0, pb / th)
        n = segments * members
        blocks = np.ceil(n / pb)
        waves = np.ceil(blocks / (cores * np.maximum(res, 1.0)))
        block_t = pb * per_plume / (rate / cores / np.maximum(res, 1.0) * lanes)
        t = waves * block_t + n * steps * pts * 6.0 * 4.0 / dram_bw * 0.2 + 3.0e5
        bad = ((res < 1) | ((pm == "bulk_ice_2moment") & (dt == 20))
               | ((fm == "schmidt_appleman") & (pm == "bulk_ice_2moment")) | ((pm == "gaussian_plume") & (ip == "pdf_sampled")))
        return np.where(bad, np.nan, t)
    return cost


def contrail_params() -> dict[str, list[Any]]:
    return {"formation": ["schmidt_appleman", "sac_soot", "engine_specific"],
            "plume": ["gaussian_plume", "lagrangian_cocip", "bulk_ice_2moment"], "dt_min": [1, 5, 20],
            "weather": ["deterministic", "ensemble_20", "ensemble_50"], "rhi": ["grid_mean", "pdf_sampled"],
            "plumes_block": [32, 128, 512], "threads": [128, 256, 512, 1024]}


def seen_50_synthetic() -> list[tuple[str, Landscape]]:
    """The fiftieth held-out set's synthetic part: nine families no earlier set had (constants of
    a 458-core GPU with 394 KB of shared memory a core, 12.7 TB/s at 1.71 GHz and fp64 at 1/2, a
    426-core one with 414 KB, 9.85 TB/s at 2.03 GHz and fp64 at 1/64, and a 454-core CPU with two
    hardware threads a core at 2.29 GHz with 4.625 MB of L2 a core and 9472 GB; times in us)."""
    L, S = Landscape, "seen_50"
    return [
        (S, L("bridge_par_ay", bridge_params(), bridge_par(3.0e7, 454, 2.29, 4736.0), 0.02)),
        (S, L("rla_audit_ay", rla_params(), rla_audit(5.6e4, 2.0e5, 454, 2.29, 4736.0), 0.01)),
        (S, L("kidney_exchange_ay", kidney_params(), kidney_exchange(2.0e4, 5, 454, 2.29, 4736.0, 9472.0), 0.03)),
        (S, L("district_heating_ay", heating_params(), district_heating(8.0e4, 14000, 454, 2.29, 4736.0), 0.02)),
        (S, L("ediscovery_ay", ediscovery_params(), ediscovery(3000.0, 2.0e6, 454, 2.29, 4736.0), 0.04)),
        (S, L("password_audit_ay", password_params(), password_audit(4.0e6, 2000.0, 426, 2.03), 0.03)),
        (S, L("dislocation_dd_ay", dislocation_params(), dislocation_dd(6.0e4, 64, 2.0e5, 458, 1.27e7, 1.71, 1 / 2), 0.05)),
        (S, L("cytometry_ay", cytometry_params(), cytometry(8.0e4, 1.0e6, 40, 426, 9.85e6, 2.03, 1 / 64), 0.04)),
        (S, L("contrail_ay", contrail_params(), contrail(6.0e6, 12.0, 458, 1.27e7, 1.71), 0.01)),
    ]


SEEN_50_DIR = _data_dir("zoo_seen_50")


def seen_50() -> list[tuple[str, Landscape]]:
    """The fiftieth held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_50/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_50", SEEN_50_DIR)
    return seen_50_synthetic() + recorded
