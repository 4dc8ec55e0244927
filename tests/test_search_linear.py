"""bayes's optional ``linear``: the feasibility model averages its extremely randomised trees
with a logistic regression on the same features. An accuracy budget that options share
additively (a texture encoder's PSNR: each mode, fit and refinement adds its part, short of a
target it fails) is one half-space in the one-hot and log features, which axis-aligned trees
learn from a few trials only as a staircase."""

import numpy as np

from aoe_pass.search import Space, make_strategy

BASE = {"a": 40.6, "b": 41.4, "c": 42.0}
FIT = {"x": 0.0, "y": 0.7, "z": 1.0}


def _space():
    return Space({"mode": ["a", "b", "c"], "fit": ["x", "y", "z"], "refine": [0, 1, 2, 4],
                  "pb": [False, True], "bpc": [32, 64, 128, 256]})


def _runs(c):
    return BASE[c["mode"]] + FIT[c["fit"]] + 0.4 * np.log2(1 + c["refine"]) + 0.3 * c["pb"] >= 42.5


def _accuracy(seed, linear):
    """Share of the whole space whose P(feasible) >= 0.5 matches the truth, after 30 random
    trials (the same trials for both models)."""
    sp = _space()
    st = make_strategy("bayes", sp, seed=seed, linear=linear)
    pick = np.random.default_rng(seed).choice(sp.size, 30, replace=False)
    cfgs = sp.from_index(sp.unflat(pick))
    st.tell(cfgs, [1.0 if _runs(c) else None for c in cfgs])
    idx = sp.unflat(np.arange(sp.size))
    truth = np.array([_runs(c) for c in sp.from_index(idx)])
    p = st._feasibility(st._x(idx), idx)
    assert p is not None and ((p >= 0) & (p <= 1)).all()
    return float(((p >= 0.5) == truth).mean())


def test_an_additive_budget_is_learnt_better_with_the_linear_member():
    trees = np.array([_accuracy(s, 0) for s in range(8)])
    both = np.array([_accuracy(s, 1) for s in range(8)])
    assert both.mean() > trees.mean()
    assert (both > trees).sum() >= 5  # on most seeds, not by one lucky split


def test_a_search_with_the_linear_member_asks_valid_configurations_and_probes():
    """A run end to end (probes read the committee's probabilities too): every trial is a
    configuration of the space, and the feasible optimum of the additive budget is found."""
    sp = _space()
    every = sp.from_index(sp.unflat(np.arange(sp.size)))

    def cost(c):
        return {"a": 1.0, "b": 2.0, "c": 4.5}[c["mode"]] * (1 + 0.2 * c["refine"]) \
            * {"x": 1.0, "y": 1.3, "z": 1.6}[c["fit"]] * (1.1 if c["pb"] else 1.0) \
            * (1 + abs(np.log2(c["bpc"] / 64)) * 0.05)

    opt = min(cost(c) for c in every if _runs(c))
    found = 0
    for seed in range(3):
        st = make_strategy("bayes", sp, seed=seed, linear=1)
        for _ in range(60):
            got = st.ask(1)
            assert got and got[0] in every
            st.tell(got, [cost(got[0]) if _runs(got[0]) else None])
        found += st.best_cost is not None and st.best_cost <= opt * 1.0001
    assert found >= 2
