"""bayes's optional ``gate_stall``: a stalled search may spend a bounded number of trials on
candidates the feasibility classifier holds back (``pf_min``), so that an option whose every
early trial failed can still be reached where it runs."""
import numpy as np

from aoe_pass.search import Space, make_strategy


def _space():
    return Space({"chunk": [256, 512, 1024, 2048, 4096, 8192], "vec": [8, 16, 32, 64],
                  "unroll": [1, 2, 4, 8], "passes": ["one", "two"]})


def _fails(c):
    # one pass keeps the whole row on chip: it runs only at the full row and a small unroll
    return c["passes"] == "one" and (c["chunk"] != 8192 or c["unroll"] > 2)


def _cost(c):
    return ((1 + 0.05 * np.log2(c["vec"] / 32) ** 2 + 0.04 * np.log2(c["unroll"])
             + 0.075 * np.log2(8192 / c["chunk"])) * (1.0 if c["passes"] == "one" else 1.25))


def _solved(gate_stall, seeds, trials=35):
    """Seeds on which the optimum (found by enumeration) is measured within ``trials``; the
    trials each run took below the gate."""
    sp = _space()
    every = sp.from_index(sp.unflat(np.arange(sp.size)))
    opt = min(_cost(c) for c in every if not _fails(c))
    solved, below = 0, []
    for seed in seeds:
        st = make_strategy("bayes", sp, seed=seed, gate_stall=gate_stall)
        for _ in range(trials):
            batch = st.ask(1)
            st.tell(batch, [None if _fails(batch[0]) else _cost(batch[0])])
        solved += st.best_cost is not None and st.best_cost <= opt * (1 + 1e-9)
        below.append(st.below_gate)
    return solved, below


def test_a_stalled_search_reaches_an_optimum_the_gate_held_back():
    """The optimum (one pass, full row, unroll 1; 25% cheaper than any two-pass configuration)
    runs where 46 of the 48 one-pass configurations fail: the first few one-pass trials fail,
    the classifier's trees all learn "one pass fails", and ``pf_min`` holds the whole option
    back. Measured while writing this, seeds 0-9 at 35 trials: the default 4 of 10 (where the
    categorical probes' random trials hit a one-pass configuration that runs), ``gate_stall=8``
    10 of 10 (on 5 seeds with the first trial taken below the gate)."""
    on, below = _solved(8, range(10))
    off, below_off = _solved(0, range(10))
    assert on >= 7 and on > off, (on, off)
    assert max(below) <= 8 and max(below_off) == 0, (below, below_off)
