"""bayes's optional ``edge``: a polish sweep may take a bounded number of the incumbent's untried
one-value changes that the feasibility classifier doubts (under ``pf_min``, yet some of its
trees expect them to run), so that an optimum one change away on the feasibility edge is
reached."""
import numpy as np
from edge_bowl import cost as _cost
from edge_bowl import fails as _fails
from edge_bowl import space as _space

from aoe_pass.search import make_strategy

DOUBT = 0.3  # P(feasible) of the configurations around the optimum: under pf_min (0.5), not 0


def _doubted(cfg):
    return not _fails(cfg) and abs(cfg["a"] - 7) + abs(cfg["b"] - 7) <= 1


def _run(edge, seed, trials=60):
    """A run whose classifier is a stand-in: 0 where configurations fail, ``DOUBT`` on the
    optimum and its two feasible neighbours, 1 elsewhere. Returns (trial at which the optimum
    was measured or None, model picks taken where the stand-in said DOUBT, model picks where it
    said 0)."""
    sp = _space()
    st = make_strategy("bayes", sp, seed=seed, edge=edge)

    def stand_in(xc, cand):
        if all(c is not None for c in st.obs_cost):
            return None
        cfgs = sp.from_index(np.asarray(cand))
        return np.array([0.0 if _fails(c) else DOUBT if _doubted(c) else 1.0 for c in cfgs])

    st._feasibility = stand_in
    opt = min(_cost(c) for c in sp.enumerate() if not _fails(c))
    hit, doubted, zero = None, 0, 0
    for t in range(trials):
        cfg = st.ask(1)[0]
        if t >= st.n_init:
            doubted += _doubted(cfg)
            zero += _fails(cfg)
        cost = None if _fails(cfg) else _cost(cfg)
        if hit is None and cost == opt:
            hit = t + 1
        st.tell([cfg], [cost])
    return hit, doubted, zero, st.edge_taken


def test_the_sweep_reaches_an_optimum_one_doubted_change_away():
    """The optimum (found by enumeration) and its feasible one-change neighbours are doubted
    (P 0.3): with ``edge=0`` no model pick goes there, so only the random first trials can hit
    it; with ``edge=3`` the stalled sweep walks onto it, with at most 3 model picks in the
    doubted set, none where the classifier says 0, and ``edge_taken`` counting them (measured
    while writing this, seeds 0-4: off 0 of 5; on 5 of 5, at trials 18-26, with 2 doubted
    picks each: a neighbour of the optimum, then the optimum)."""
    on = off = 0
    for seed in range(5):
        hit, doubted, zero, taken = _run(0, seed)
        assert doubted == 0 and zero == 0 and taken == 0, (seed, doubted, zero)
        off += hit is not None
        hit, doubted, zero, taken = _run(3, seed)
        assert doubted <= 3 and zero == 0 and taken == doubted, (seed, doubted, zero, taken)
        on += hit is not None
    assert on >= 4 and on > off, (on, off)
