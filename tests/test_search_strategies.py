import numpy as np
import pytest

from aoe_pass.search import Space, make_strategy
from aoe_pass.search.features import features_for
from aoe_pass.search.grid import GridStrategy
from aoe_pass.search.stopping import StopPolicy
from ge_bridge.errors import AoeError

TILE = list(range(16, 257, 16))


def tiny_space():
    return Space({"a": [1, 2, 4, 8, 16], "b": [1, 2, 4, 8], "mode": ["x", "y", "z"]}, ["a * b <= 64"])


def tiles_space(constraints=("tile_m * tile_k + tile_k * tile_n <= 32768",), shape=None):
    return Space({"tile_m": TILE, "tile_k": TILE, "tile_n": TILE, "db": [False, True]},
                 list(constraints), shape=shape)


def landscape(c, m=4096):
    """Smooth log-bowl with an asymmetric optimum that moves with the task's m, plus a step."""
    opt_m = 64 if m <= 1024 else 128
    d = (np.log2(c["tile_m"] / opt_m) ** 2 + 1.5 * np.log2(c["tile_k"] / 64) ** 2
         + np.log2(c["tile_n"] / 128) ** 2)
    return float((1 + d) * (1.0 if c["db"] else 1.25) * (1.1 if c["tile_n"] % 32 else 1.0))


@pytest.mark.parametrize("name", ["random", "bayes", "rl", "grid"])
def test_never_repeats_and_exhausts(name):
    s = tiny_space()
    # bayes's deliberate re-measurements off: without them nothing is offered twice (with them,
    # tests/test_search_report_gain.py)
    st = make_strategy(name, s, seed=1, **({"n_init": 4, "remeasure": 0} if name == "bayes" else {}))
    seen = []
    for _ in range(40):
        batch = st.ask(3)
        if not batch:
            break
        st.tell(batch, [c["a"] + c["b"] + (c["mode"] == "y") for c in batch])
        seen += [s.key(c) for c in batch]
    assert len(seen) == len(set(seen)) == s.valid_size()
    assert all(s.is_valid(dict(zip(s.names, k))) for k in seen)
    assert st.ask(2) == []


@pytest.mark.parametrize("name", ["random", "bayes", "rl"])
def test_reproducible_per_seed(name):
    def run(seed):
        st = make_strategy(name, tiles_space(), seed=seed)
        out = []
        for _ in range(8):
            batch = st.ask(2)
            st.tell(batch, [landscape(c) for c in batch])
            out += [tuple(c.values()) for c in batch]
        return out
    assert run(3) == run(3)
    assert run(3) != run(4)


@pytest.mark.parametrize("name", ["random", "bayes", "rl"])
def test_failures_do_not_crash_and_are_avoided(name):
    """A quarter-space fails (tile_m >= 128 and tile_n >= 128), and the unconstrained optimum
    lies inside it: no strategy crashes, the best is a success, and bayes (feasibility model x
    expected improvement) finds the optimum on the failure region's edge (1.037, from the
    landscape's formula: tile_m 112 or tile_n 112 next to the failing 128 x 128) within 80
    trials on most seeds."""
    found = []
    for seed in range(3):
        st = make_strategy(name, tiles_space(constraints=()), seed=seed)
        for _ in range(40):
            batch = st.ask(2)
            costs = [None if c["tile_m"] >= 128 and c["tile_n"] >= 128 else landscape(c) for c in batch]
            st.tell(batch, costs)
        assert st.best_cost is not None and not (st.best_config["tile_m"] >= 128 and st.best_config["tile_n"] >= 128)
        found.append(st.best_cost)
    if name == "bayes":
        space = tiles_space(constraints=())
        edge = min(landscape(c) for c in space.from_index(space.unflat(np.arange(space.size)))
                   if not (c["tile_m"] >= 128 and c["tile_n"] >= 128))  # exhaustive
        assert sum(b <= edge * 1.001 for b in found) >= 2, (edge, found)


def _regret_after(name, seed, budget, **opts):
    st = make_strategy(name, tiles_space(), seed=seed, **opts)
    while len(st.obs_cost) < budget:
        batch = st.ask(min(2, budget - len(st.obs_cost)))
        st.tell(batch, [landscape(c) for c in batch])
    return st.best_cost / 1.0 - 1  # landscape's optimum is 1.0 (tile_m 128, tile_k 64, tile_n 128, db)


def test_bayes_beats_random_in_median():
    bayes = [_regret_after("bayes", s, 40) for s in range(5)]
    rand = [_regret_after("random", s, 40) for s in range(5)]
    assert np.median(bayes) < 0.5 * np.median(rand)


def test_rl_improves_over_its_first_episodes():
    first, last = [], []
    for seed in range(5):
        st = make_strategy("rl", tiles_space(), seed=seed)
        costs = []
        for _ in range(15):
            batch = st.ask(8)
            c = [landscape(x) for x in batch]
            st.tell(batch, c)
            costs += c
        first.append(np.mean(costs[:24]))
        last.append(np.mean(costs[-24:]))
    assert np.mean(last) < 0.8 * np.mean(first)


def _trials_to(st, m, tol):
    opt = 1.0
    for t in range(1, 61):
        batch = st.ask(1)
        st.tell(batch, [landscape(batch[0], m)])
        if st.best_cost <= opt * (1 + tol):
            return t
    return 61


def test_prior_from_similar_tasks_speeds_up_bayes():
    rng = np.random.default_rng(0)
    prior = []
    for m in (2048, 3072, 8192):  # earlier GEMM tasks of the same kind (optimum tile_m 128)
        shape = {"m": m, "n": 4096, "k": 4096}
        s = tiles_space(shape=shape)
        configs = s.sample(rng, 40)
        default = landscape({"tile_m": 128, "tile_k": 64, "tile_n": 256, "db": False}, m)
        prior += [(shape, c, landscape(c, m) / default) for c in configs]
    shape = {"m": 4096, "n": 4096, "k": 4096}
    cold, warm = [], []
    for seed in range(4):
        cold.append(_trials_to(make_strategy("bayes", tiles_space(shape=shape), seed=seed), 4096, 0.02))
        warm.append(_trials_to(make_strategy("bayes", tiles_space(shape=shape), seed=seed, prior=prior), 4096, 0.02))
    assert np.median(warm) < np.median(cold)
    assert features_for(shape).shape == (3,)


def test_grid_walks_in_order_and_reports_invalid():
    s = tiles_space()
    st = GridStrategy(s, grid={"tile_m": [64, 256], "tile_k": [64, 128], "tile_n": [128]},
                      base={"db": True})
    assert [(p["tile_m"], p["tile_k"]) for p in st._points] == [(64, 64), (64, 128), (256, 64)]
    assert len(st.skipped) == 1 and st.skipped[0][0]["tile_k"] == 128 and "is false" in st.skipped[0][1]
    got = st.ask(2) + st.ask(5)
    assert [(g["tile_m"], g["tile_k"]) for g in got] == [(64, 64), (64, 128), (256, 64)]
    assert st.ask(1) == []
    with pytest.raises(AoeError, match="lacks"):
        GridStrategy(s, grid=[{"tile_m": 64}])


def test_told_configs_are_not_asked_again():
    s = tiny_space()
    all_configs = s.enumerate()
    st = make_strategy("random", s, seed=0)
    st.tell(all_configs[:-1], [1.0] * (len(all_configs) - 1))  # e.g. replayed from a trial log
    assert st.ask(3) == [all_configs[-1]]


def test_initial_configs_come_first_and_unknown_strategy():
    s = tiles_space()
    init = {"tile_m": 128, "tile_k": 64, "tile_n": 256, "db": False}
    for name in ("bayes", "random", "rl"):
        assert make_strategy(name, s, seed=0, initial=[init]).ask(1) == [init]
    with pytest.raises(AoeError, match="did you mean 'bayes'"):
        make_strategy("bayse", s)


def test_stop_policy_reasons():
    st = StopPolicy(max_trials=10, budget=12, max_time=5.0, target_throughput=100.0,
                    work_per_pass=1.0, throughput_unit="", patience=3)
    assert st.run_stop(1, 0.1, 1e4 + 1) == ""
    assert st.run_stop(1, 0.1, 1e4) == "target reached (throughput 100)"  # 1 / 1e-2 s = 100/s
    assert st.run_stop(10, 0.1, 1e5) == "trial budget reached (12)"
    assert "time budget" in st.run_stop(2, 5.0, None)
    assert st.task_stop(2) == "" and st.task_stop(3) == "no improvement in 3 trials"
    assert StopPolicy().run_stop(10**6, 1e9, 1e-9) == "" and StopPolicy().task_stop(10**6) == ""


def test_bayes_solves_an_integer_coded_categorical_declared_as_such():
    """8 options coded 0..7 whose order means nothing (multipliers shuffled) times a log-bowl in
    the tile: with ``mode`` declared categorical, bayes finds the optimum (1.0 by the formula:
    tile 64, mode 2) within 20 trials on at least 4 of 5 seeds (random search: 128
    configurations, ~15% per seed in 20 trials)."""
    mult = [1.4, 1.3, 1.0, 1.5, 1.2, 1.35, 1.25, 1.45]

    def cost(c):
        return (1 + np.log2(c["tile"] / 64) ** 2) * mult[c["mode"]]

    solved = 0
    for seed in range(5):
        space = Space({"tile": TILE, "mode": list(range(8))}, param_kinds={"mode": "categorical"})
        st = make_strategy("bayes", space, seed=seed)
        for _ in range(20):
            batch = st.ask(1)
            st.tell(batch, [cost(batch[0])])
        solved += st.best_cost == 1.0
    assert solved >= 4


def test_failure_heavy_edge_optimum():
    """70% of the space fails (operands over a buffer, twice when double-buffered) and bigger
    tiles are cheaper, so the optimum (found here by enumeration) sits on the failure edge.
    Within 120 trials, bayes gets within 2% of it on most of seeds 0-9 (at least 7; measured
    while writing this: 7, trials 24-62; random search 0; the bayes of the previous round, which
    still spent trials on candidates its classifier expected to fail, 5; with the length-scale
    floor 0.1, fresh refits and categorical probes of issue 13's fourth round: 8, trials 24-110;
    the floor alone: 4, stuck where double buffering had only failed; sixth round: with the
    classifier's product features alone 8, trials 27-117; with the reported-configuration gain
    alone 8, trials 24-114; with both: 10, trials 26-95; seventh round, with re-measurement
    (``remeasure=5``, off by default): 9, trials 30-118, 1-51 of the 120 trials re-measurements
    on this noise-free landscape, where the GP's learnt white noise is the surrogate's misfit);
    the one-sided robust noise of slow outliers alone (``robust=2.0``): 9, trials 30-67; with
    both: 8, trials 39-110; the defaults stay the sixth round's; eighth round, with
    ``remeasure=5``, ``rep_noise=1`` and ``rep_bar=1``, off by default: 10, trials 26-95, 3
    re-measurements in all 1,200 trials; tenth round, ``redraw=1``, off by default: 9, trials
    27-115, 3 re-measurements per seed, then three exact repeats stop it; twelfth round, ``redraw``
    kept to stalls, the defaults since: 10, trials 26-110)."""
    def fails(c):
        return (c["tile_m"] + c["tile_n"]) * c["tile_k"] * (2 if c["db"] else 1) > 24576

    def cost(c):
        return ((4096 / c["tile_m"] + 4096 / c["tile_n"] + 1024 / c["tile_k"] + 40)
                * (1.0 if c["db"] else 1.3) * (1.1 if c["tile_n"] % 32 else 1.0))

    space = tiles_space(constraints=())
    every = space.from_index(space.unflat(np.arange(space.size)))
    assert 0.65 < np.mean([fails(c) for c in every]) < 0.75
    opt = min(cost(c) for c in every if not fails(c))
    solved = {}
    for name in ("bayes", "random"):
        solved[name] = 0
        for seed in range(10):
            st = make_strategy(name, space, seed=seed)
            for _ in range(120):  # the best only improves: a seed is solved once it is within 2%
                batch = st.ask(1)
                st.tell(batch, [None if fails(batch[0]) else cost(batch[0])])
                if st.best_cost is not None and st.best_cost <= 1.02 * opt:
                    break
            solved[name] += st.best_cost is not None and st.best_cost <= 1.02 * opt
    assert solved["bayes"] >= 7 and solved["bayes"] > solved["random"], solved


def test_trust_region_candidates_stay_near_the_centre_and_the_region_cycles():
    """The (off by default) trust region: candidates valid, distinct, never the centre or an
    excluded one, each ordered parameter within round(length x (values - 1)) steps; the length
    halves after fail_tol misses, doubles after succ_tol hits, restarts below one step."""
    from aoe_pass.search.trust_region import TrustRegion

    space = tiles_space()
    tr = TrustRegion(space, length0=0.25)
    rng = np.random.default_rng(0)
    centre = space.to_index([{"tile_m": 128, "tile_k": 64, "tile_n": 128, "db": True}])[0]
    excluded = space.flat(space.neighbour_index(centre, rng, 5))
    rows = tr.candidates(centre, rng, 200, exclude={int(f) for f in excluded})
    flat = space.flat(rows)
    assert len(rows) > 20 and len(set(flat.tolist())) == len(rows)
    assert int(space.flat(centre)[0]) not in flat and not set(flat.tolist()) & set(excluded.tolist())
    assert space.valid_mask(rows).all()
    for j, name in enumerate(space.names):
        if space.ordered[name]:
            bound = max(1, round(0.25 * (space.radices[j] - 1)))
            assert np.abs(rows[:, j] - centre[j]).max() <= bound
    for _ in range(tr.fail_tol):
        tr.update(False)
    assert tr.length == 0.125
    for _ in range(tr.succ_tol):
        tr.update(True)
    assert tr.length == 0.25
    while tr.restarts == 0:
        tr.update(False)
    assert tr.length == 0.25


def test_feasibility_products_learn_a_buffer_limit():
    """Buffers hold products of tile sizes: operands tile_m x tile_k (x2 double-buffered) and an
    accumulator tile_m x tile_n, each under a limit (40% of the space fails). After 40 random
    trials, the feasibility classifier's verdict (P >= 0.5) agrees with the enumerated truth on
    more of the 8,192 configurations when it also sees the log of each pairwise product
    (``products=1``) than on the plain features alone: measured while writing this, over seeds
    0-9, 0.887 vs 0.869 on average, better on 8 seeds."""
    space = Space({"tile_m": TILE, "tile_n": TILE, "tile_k": TILE, "db": [False, True]})

    def fails(c):
        return c["tile_m"] * c["tile_k"] * 2 * (2 if c["db"] else 1) > 65536 or c["tile_m"] * c["tile_n"] * 4 > 131072

    every = space.unflat(np.arange(space.size))
    truth = ~np.array([fails(c) for c in space.from_index(every)])
    acc = {0: [], 1: []}
    for seed in range(10):
        told = space.sample(np.random.default_rng(seed), 40)
        for products in (0, 1):
            st = make_strategy("bayes", space, seed=seed, products=products)
            st.tell(told, [None if fails(c) else 1.0 for c in told])
            p = st._feasibility(st._x(every), every)
            acc[products].append(float(np.mean((p >= 0.5) == truth)))
    better = sum(a > b for a, b in zip(acc[1], acc[0]))
    assert np.mean(acc[1]) > np.mean(acc[0]) and better >= 7, acc


@pytest.mark.parametrize("ratios, limit", [
    (1, lambda c: c["tile_r"] / c["per_thread"] > 16),  # a tile's rows per thread
    (2, lambda c: c["tile_r"] * c["tile_c"] / c["per_thread"] > 512),  # threads per tile
])
def test_feasibility_ratios_learn_a_thread_limit(ratios, limit):
    """A thread count or a per-thread work size is a ratio of tile sizes, so its limit is one
    threshold on a log-ratio feature. After 30 random trials (6-19 of them failures), the
    classifier's verdict (P >= 0.5) agrees with the enumerated truth on more of the 648
    configurations with ``ratios`` than with the default features (products only): measured
    while writing this, over seeds 0-9, 0.979 vs 0.907 (pairwise, 28% infeasible) and 0.912 vs
    0.866 (threads, 38% infeasible), better on every seed."""
    p2 = [8, 16, 32, 64, 128, 256]
    space = Space({"tile_r": p2, "tile_c": p2, "per_thread": [1, 2, 4, 8, 16, 32], "vec": [1, 2, 4]})
    every = space.unflat(np.arange(space.size))
    truth = ~np.array([limit(c) for c in space.from_index(every)])
    acc = {0: [], ratios: []}
    for seed in range(10):
        told = space.sample(np.random.default_rng(seed), 30)
        for r in (0, ratios):
            st = make_strategy("bayes", space, seed=seed, ratios=r)
            st.tell(told, [None if limit(c) else 1.0 for c in told])
            p = st._feasibility(st._x(every), every)
            acc[r].append(float(np.mean((p >= 0.5) == truth)))
    better = sum(a > b for a, b in zip(acc[ratios], acc[0]))
    assert np.mean(acc[ratios]) > np.mean(acc[0]) + 0.02 and better >= 8, acc
