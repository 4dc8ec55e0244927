"""bayes's ``race_mean``: while stalled, once repeats have shown the draws to be noisy and
``race_share`` of the space has been measured, every other trial re-draws the least-drawn of the
``race_mean`` measured configurations with the lowest mean draw (a configuration with a failed
draw never), until it holds ``RACE_CAP`` draws; on exact costs it asks what the default asks."""

import numpy as np
from failure_edge import asked

from aoe_pass.search import Space, make_strategy
from aoe_pass.search.bayes import RACE_CAP, BayesStrategy

SPACE = Space({"a": list(range(1, 9)), "b": [1, 2, 4, 8, 16], "c": ["x", "y", "z"]})


def _true(c):
    """A bowl with a ripple and a categorical factor (ground truth by construction)."""
    return (1 + 0.03 * (c["a"] - 5) ** 2 + 0.02 * np.log2(c["b"] / 4) ** 2
            + 0.01 * np.sin(7 * c["a"] * c["b"])) * {"x": 1.0, "y": 1.04, "z": 1.1}[c["c"]]


def _run(seed: int, trials: int = 70, **opts) -> BayesStrategy:
    st = make_strategy("bayes", SPACE, seed=seed, **opts)
    rng = np.random.default_rng(200 + seed)
    for _ in range(trials):
        got = st.ask(1)
        if not got:
            break
        st.tell(got, [_true(got[0]) * (1 + 0.03 * rng.standard_normal())])
    return st


def _means(st: BayesStrategy) -> list[tuple[float, int, int]]:
    """(mean draw, draws, flat index) of every measured configuration without a failed draw,
    lowest mean first: the ranking the rule names, computed here from the told costs."""
    draws: dict[int, list[float]] = {}
    failed: set[int] = set()
    for row, c in zip(st.obs_idx, st.obs_cost):
        f = int(SPACE.flat(np.asarray(row)[None, :])[0])
        if c is None:
            failed.add(f)
        else:
            draws.setdefault(f, []).append(c)
    return sorted((float(np.mean(v)), len(v), f) for f, v in draws.items() if f not in failed)


def test_exact_costs_ask_what_the_default_asks():
    """Exact costs with failures (the failure-edge landscape): no repeat ever differs, so the
    race never starts and every trial is the default's."""
    for seed in range(2):
        base, n_rep = asked(seed)
        assert asked(seed, race_mean=3)[0] == base, seed


def test_noisy_runs_race_the_best_few_by_mean_while_stalled():
    """On 3% noise, over 70 trials: every race pick is, at the moment it is asked, the
    least-drawn of the three lowest means (none of them at the cap), asked on an odd trial count
    while stalled; races happen on most seeds, and by the end the configuration reported by the
    lowest mean holds more draws than without the race."""
    raced_runs, held, held_default = 0, [], []
    for seed in range(4):
        for race in (3, 0):
            st = make_strategy("bayes", SPACE, seed=seed, race_mean=race)
            rng = np.random.default_rng(200 + seed)
            for _ in range(70):
                ranked = _means(st)
                stalled = st._since_improvement() >= st.stall
                n_told, races = len(st.obs_cost), st.races
                got = st.ask(1)
                if not got:
                    break
                if st.races > races:
                    assert race and stalled and n_told % 2 == 1 and st._repeats_differ()
                    top = ranked[:3]
                    want = min(top, key=lambda t: (t[1], t[0]))
                    assert want[1] < RACE_CAP
                    assert int(SPACE.flat(SPACE.to_index(got))[0]) == want[2], (seed, top)
                st.tell(got, [_true(got[0]) * (1 + 0.03 * rng.standard_normal())])
            best = _means(st)
            repeated = [t for t in best if t[1] > 1]
            (held if race else held_default).append(min(repeated or best)[1])
            raced_runs += st.races > 0 if race else 0
            if not race:
                assert st.races == 0
    assert raced_runs >= 3, raced_runs
    assert np.mean(held) > np.mean(held_default), (held, held_default)


def test_a_failed_draw_and_the_cap_keep_a_configuration_out_of_the_race():
    """Told directly: a configuration whose re-run failed is not raced though its one good draw
    is the lowest; once each of the best three holds RACE_CAP draws there is no race pick."""
    st = BayesStrategy(SPACE, seed=0, race_mean=3)
    every = SPACE.from_index(SPACE.unflat(np.arange(SPACE.size)))[:40]
    costs = [_true(c) for c in every]
    st.tell(every, costs)
    cheapest = sorted(range(len(every)), key=lambda i: costs[i])
    bad = every[cheapest[0]]
    st.tell([bad], [None])  # its re-run failed
    st.tell([every[cheapest[1]]], [costs[cheapest[1]] * 1.01])  # a repeat that differs
    pick = st._race_pick()
    assert pick is not None
    assert SPACE.from_index(pick[None, :])[0] != bad
    assert SPACE.from_index(pick[None, :])[0] == every[cheapest[2]]  # one draw, ranked 2nd of the rest
    for i in cheapest[1:4]:
        while len([1 for r, c in zip(st.obs_idx, st.obs_cost)
                   if c is not None and SPACE.from_index(np.asarray(r)[None, :])[0] == every[i]]) < RACE_CAP:
            st.tell([every[i]], [costs[i]])
    assert st._race_pick() is None


def test_race_share_keeps_the_race_to_spaces_mostly_measured():
    """The same noisy runs race on some seed with the default share (a quarter of the 120
    configurations measured) and never while the share asks for more than the run measures."""
    assert any(_run(seed, race_mean=3).races for seed in range(3))
    for seed in range(3):
        st = _run(seed, race_mean=3, race_share=0.9)
        assert st.races == 0 and len(st._measured()) < 0.9 * SPACE.size
