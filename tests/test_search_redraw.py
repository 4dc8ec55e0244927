"""bayes's ``redraw``: a configuration measured once, slower than its neighbours predict, is
measured again when the model's best guess is that configuration (timing disturbances only add
time, so its one slow draw must not condemn it)."""
import numpy as np

from aoe_pass.search.bayes import BayesStrategy
from aoe_pass.search.space import Space

SPACE = Space({"a": [1, 2, 3, 4, 5, 6, 7, 8], "b": [1, 2, 3, 4, 5, 6, 7, 8]})


def bowl(cfg):
    """A smooth bowl, its optimum at a = 4, b = 5 (ground truth by construction)."""
    return 1.0 + 0.04 * (cfg["a"] - 4) ** 2 + 0.03 * (cfg["b"] - 5) ** 2


def test_redraw_measures_again_an_optimum_whose_one_draw_was_slow():
    """Every configuration but the three far corners is measured at its true cost, except the
    optimum, whose one draw was 4x slow; the lowest measurement (the reported one) is then a
    neighbour of the optimum. With ``redraw`` (here not kept to stalls) bayes asks the optimum
    again (its neighbours predict it cheapest); without, it never asks a measured configuration
    again."""
    every = SPACE.from_index(SPACE.unflat(np.arange(SPACE.size)))
    corners = [{"a": 8, "b": 1}, {"a": 1, "b": 1}, {"a": 8, "b": 8}]
    opt = {"a": 4, "b": 5}
    told = [c for c in every if c not in corners and c != opt]
    told.sort(key=bowl, reverse=True)  # the reported (lowest) one last: no stall, no polish
    told.insert(len(told) // 2, opt)
    for redraw in (1, 0):
        st = BayesStrategy(SPACE, seed=0, redraw=redraw, redraw_stalled=0)
        st.tell(told, [4.0 * bowl(c) if c == opt else bowl(c) for c in told])
        got = st.ask(1)[0]
        assert (got == opt) == bool(redraw), (redraw, got)
        assert st.redraws == redraw
        assert st.remeasures == bool(redraw)  # the tuning driver measures the repeat


def test_redraw_stalled_waits_for_a_stall():
    """``redraw_stalled`` (with ``redraw``, the default since the twelfth round): the same slow
    optimum is measured again only once the search has gone ``stall`` trials without a new best;
    right after a new best, new candidates get the trial."""
    every = SPACE.from_index(SPACE.unflat(np.arange(SPACE.size)))
    corners = [{"a": 8, "b": 1}, {"a": 1, "b": 1}, {"a": 8, "b": 8}]
    opt = {"a": 4, "b": 5}
    told = [c for c in every if c not in corners and c != opt]
    told.sort(key=bowl, reverse=True)  # the reported (lowest) one last: not stalled
    told.insert(len(told) // 2, opt)
    costs = [4.0 * bowl(c) if c == opt else bowl(c) for c in told]
    fresh = BayesStrategy(SPACE, seed=0)  # the defaults
    fresh.tell(told, costs)
    assert fresh.ask(1)[0] != opt and fresh.redraws == 0
    stalled = BayesStrategy(SPACE, seed=0)
    again = told[:6]  # six slow configurations measured again (no new best: a stall)
    stalled.tell(told + again, costs + [1.02 * bowl(c) for c in again])
    assert stalled.ask(1)[0] == opt and stalled.redraws == 1


def test_redraw_repeats_each_configuration_once_and_stops_on_exact_repeats():
    """Under one-sided, heavy-tailed noise (a draw is the true cost, or 2-5x slower: two in
    three draws disturbed) redraw asks repeats, each configuration at most once; noise-free, three
    exact repeats stop it (at most three in a run)."""
    rng = np.random.default_rng(3)

    def slow(cfg):
        return bowl(cfg) * (1.0 if rng.random() < 1 / 3 else rng.uniform(2.0, 5.0))

    for seed in range(2):
        for cost, noisy in ((slow, True), (bowl, False)):
            st = BayesStrategy(SPACE, seed=seed, redraw=1, redraw_stalled=0)
            counts: dict[tuple, int] = {}
            for _ in range(45):
                got = st.ask(1)
                if not got:
                    break
                key = SPACE.key(got[0])
                counts[key] = counts.get(key, 0) + 1
                st.tell(got, [cost(got[0])])
            assert max(counts.values()) <= 2, (seed, noisy)
            assert st.redraws == sum(n - 1 for n in counts.values())
            if noisy:
                assert st.redraws > 0, seed
            else:
                assert st.redraws <= 3, (seed, st.redraws)


def test_redraw_miss_stops_redraws_that_do_not_come_back_faster():
    """``redraw_miss=2``: redraw stops once its redraws that came back as slow as their first draw
    (the neighbours mispredict the configuration; its draw was not disturbed) reach two per one
    that came back faster, plus two. On a checkerboard (every other configuration 3x slower, 1%
    noise) the neighbours always mispredict: unlimited redraw keeps asking repeats, the capped
    one stops after two misses. Under heavy-tailed noise (two in three draws 2-5x slow) redraws
    do come back faster (hits: the checkerboard never gives one), each hit buying two more misses
    (a run of early misses still silences it on some seeds: the price of the cap)."""
    rng = np.random.default_rng(5)

    def checker(cfg):
        return bowl(cfg) * (3.0 if (cfg["a"] + cfg["b"]) % 2 else 1.0) * rng.uniform(1.0, 1.01)

    def slow(cfg):
        return bowl(cfg) * (1.0 if rng.random() < 1 / 3 else rng.uniform(2.0, 5.0))

    def run(cost, seed, **kw):
        st = BayesStrategy(SPACE, seed=seed, redraw=1, redraw_stalled=0, **kw)
        for _ in range(45):
            got = st.ask(1)
            if not got:
                break
            st.tell(got, [cost(got[0])])
        return st

    capped = [run(checker, s, redraw_miss=2) for s in range(6)]
    assert all(st.redraws <= 2 and st.redraw_hits == 0 and st.redraw_misses == st.redraws for st in capped)
    assert any(run(checker, s).redraws > 2 for s in range(6))  # the cap is what stopped it
    kept = [run(slow, s, redraw_miss=2) for s in range(6)]
    assert sum(st.redraw_hits > 0 for st in kept) >= 2, [(st.redraw_hits, st.redraw_misses) for st in kept]
    assert all(st.redraw_misses < 2 * (st.redraw_hits + 1) + 1 for st in kept)  # never past the cap
