"""bayes's optional ``lowest``: timing disturbances only add time, so a draw of a configuration
slower than its fastest draw is left out of the surrogate's training rows; exact repeats (equal
to the fastest) all stay, so on exact costs the search is the default's."""

import numpy as np
from failure_edge import asked

from aoe_pass.search import Space, make_strategy


def _space():
    return Space({"a": list(range(1, 9)), "b": [1, 2, 4, 8, 16], "c": ["x", "y", "z"]})


def _true(c):
    return (1 + 0.03 * (c["a"] - 5) ** 2 + 0.02 * np.log2(c["b"] / 4) ** 2) \
        * {"x": 1.0, "y": 1.04, "z": 1.1}[c["c"]]


def _told(lowest, draws):
    """A strategy told ``draws`` (config, cost) in order; its training rows' (flat, log cost)."""
    st = make_strategy("bayes", _space(), seed=0, lowest=lowest)
    for cfg, cost in draws:
        st.tell([cfg], [cost])
    x, y = st._training_set()
    flat = st.space.flat(st._train_idx)
    return st, [(int(f), round(float(v), 9)) for f, v in zip(flat, y)]


def test_slower_draws_leave_the_training_rows():
    a = {"a": 5, "b": 4, "c": "x"}
    b = {"a": 2, "b": 1, "c": "y"}
    draws = [(b, 1.3), (a, 2.0), (a, 1.0), (a, 1.5), (b, 1.3)]
    st, rows = _told(1, draws)
    fa, fb = (int(st.space.flat(st.space.to_index([c]))[0]) for c in (a, b))
    ref = st.reference_cost
    got_a = [v for f, v in rows if f == fa]
    got_b = [v for f, v in rows if f == fb]
    assert got_a == [round(float(np.log(1.0 / ref)), 9)]  # 2.0 and 1.5 were disturbances
    assert len(got_b) == 2  # an exact repeat stays: it is not slower than the fastest
    _, rows0 = _told(0, draws)
    assert len([v for f, v in rows0 if f == fa]) == 3  # the default keeps every draw


def test_failures_and_exact_costs_ask_what_the_default_asks():
    """Exact costs with failures and the default's redraws (which repeat configurations,
    exactly): lowest asks, trial by trial, what the default asks."""
    repeats = 0
    for seed in range(3):
        base, n_rep = asked(seed)
        repeats += n_rep
        assert asked(seed, lowest=1)[0] == base, seed
    assert repeats > 0  # the comparison covers repeated configurations


def test_noisy_costs_ask_something_else():
    """With one-sided noise and redraws that come back faster, lowest changes what is asked
    (so the check above is not vacuous), and its training rows hold one row per configuration."""
    changed = 0
    for seed in range(3):
        runs = []
        for lowest in (0, 1):
            st = make_strategy("bayes", _space(), seed=seed, lowest=lowest)
            rng = np.random.default_rng(100 + seed)
            keys = []
            for _ in range(70):
                got = st.ask(1)
                keys.append(tuple(sorted(got[0].items())))
                st.tell(got, [_true(got[0]) * (1 + abs(0.3 * rng.standard_normal()))])
            runs.append(keys)
            if lowest and st.repeats:
                st._training_set()
                flat = st.space.flat(st._train_idx)
                assert len(set(flat.tolist())) == len(flat)  # continuous draws: no ties
        changed += runs[0] != runs[1]
    assert changed > 0
