"""bayes's optional ``gate_stall``: a stalled search may spend a bounded number of trials on
candidates the feasibility classifier doubts (held back by ``pf_min``, yet some of its trees
expect them to run), so that an optimum next to a staircase boundary can still be reached."""
import numpy as np
from edge_bowl import cost as _cost
from edge_bowl import fails as _fails
from edge_bowl import space as _space

from aoe_pass.search import make_strategy

DOUBT = 0.3  # P(feasible) of the configurations around the optimum: under pf_min (0.5), not 0


def _near_opt(row, sp):
    cfg = sp.from_index(np.asarray(row)[None, :])[0]
    return not _fails(cfg) and abs(cfg["a"] - 7) + abs(cfg["b"] - 7) <= 1 and cfg["a"] + cfg["b"] >= 13


def _run(gate_stall, seed, trials=60):
    """A run whose classifier is the stand-in below (the doubt near the optimum as a 16-tree
    forest learnt from a few dozen trials draws it: a staircase boundary next to it): 0 where
    configurations fail, ``DOUBT`` on the untried ones next to the optimum, 1 elsewhere.
    Returns (trial at which the optimum was measured or None, model picks taken where the
    stand-in said DOUBT, model picks where it said 0)."""
    sp = _space()
    st = make_strategy("bayes", sp, seed=seed, gate_stall=gate_stall)

    def stand_in(xc, cand):
        if all(c is not None for c in st.obs_cost):
            return None
        p = np.ones(len(cand))
        for i, row in enumerate(cand):
            if _fails(sp.from_index(np.asarray(row)[None, :])[0]):
                p[i] = 0.0
            elif _near_opt(row, sp):
                p[i] = DOUBT
        return p

    st._feasibility = stand_in
    opt = min(_cost(c) for c in sp.enumerate() if not _fails(c))
    hit, doubted, zero = None, 0, 0
    for t in range(trials):
        cfg = st.ask(1)[0]
        row = sp.to_index([cfg])[0]
        if t >= st.n_init:
            doubted += _near_opt(row, sp)
            zero += _fails(cfg)
        cost = None if _fails(cfg) else _cost(cfg)
        if hit is None and cost == opt:
            hit = t + 1
        st.tell([cfg], [cost])
    return hit, doubted, zero


def test_a_stalled_search_reaches_an_optimum_the_gate_held_back():
    """The optimum (found by enumeration) and its feasible neighbours on the edge are doubted
    (P 0.3): with the default gate no model pick ever goes there, so only the random first
    trials can hit it; with ``gate_stall=3`` the stalled search takes it, with at most 3 model
    picks in the doubted set and none where the classifier says 0 (measured while writing this,
    seeds 0-4: off 0 of 5; on 5 of 5, at trials 14-22, with 1-3 doubted picks)."""
    on = off = 0
    for seed in range(5):
        hit, doubted, zero = _run(0, seed)
        assert doubted == 0 and zero == 0, (seed, doubted, zero)
        off += hit is not None
        hit, doubted, zero = _run(3, seed)
        assert doubted <= 3 and zero == 0, (seed, doubted, zero)
        on += hit is not None
    assert on >= 4 and on > off, (on, off)
