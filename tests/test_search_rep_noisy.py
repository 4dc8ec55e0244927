"""bayes's optional ``rep_noisy``: ``remeasure``'s repeats and ``rep_noise``'s split of the
white noise act only once some configuration measured twice has come back with a different
cost. On exact costs a repeat learns nothing; the redraws' exact repeats would otherwise set
rep_noise's measurement noise to zero and move every measured configuration's posterior."""

import numpy as np
from failure_edge import asked

from aoe_pass.search import Space, make_strategy

OPTS = {"remeasure": 3, "rep_noise": 1, "rep_stalled": 1}


def _space():
    return Space({"a": list(range(1, 9)), "b": [1, 2, 4, 8, 16], "c": ["x", "y", "z"]})


def _true(c):
    """A bowl with a ripple (so the GP's white noise holds misfit) and a categorical factor."""
    return (1 + 0.03 * (c["a"] - 5) ** 2 + 0.02 * np.log2(c["b"] / 4) ** 2
            + 0.01 * np.sin(7 * c["a"] * c["b"])) * {"x": 1.0, "y": 1.04, "z": 1.1}[c["c"]]


def _run(seed, noise, trials=60, **opts):
    """The keys asked, in order, and for each ask: (a repeat, asked by redraw, repeats had
    differed before it)."""
    st = make_strategy("bayes", _space(), seed=seed, **opts)
    rng = np.random.default_rng(100 + seed)
    keys, seen, log = [], set(), []
    for _ in range(trials):
        differed, redraws = st._repeats_differ(), st.redraws
        got = st.ask(1)
        if not got:
            break
        key = tuple(sorted(got[0].items()))
        log.append((key in seen, st.redraws > redraws, differed))
        seen.add(key)
        keys.append(key)
        st.tell(got, [_true(got[0]) * (1 + noise * rng.standard_normal())])
    return keys, log


def test_exact_costs_ask_what_the_default_asks():
    """Exact costs with failures (the failure-edge landscape of test_search_strategies.py: tiles
    over a buffer fail, bigger tiles are cheaper): the gated options ask, trial by trial, what
    the default asks; without the gate they ask something else on some seed."""
    changed, repeats = 0, 0
    for seed in range(3):
        base, n_rep = asked(seed)
        repeats += n_rep
        assert asked(seed, rep_noisy=1, **OPTS)[0] == base, seed
        if not changed:  # one seed where the ungated options differ is all the check below needs
            changed += asked(seed, **OPTS)[0] != base
    assert repeats > 0  # the default's redraws did repeat configurations (exactly)
    # without the gate the same options change what exact costs ask (so the check above can fail)
    assert changed > 0


def test_noisy_costs_repeat_only_after_a_repeat_differed():
    remeasured = 0
    for seed in range(3):
        _, log = _run(seed, 0.04, trials=80, rep_noisy=1, **OPTS)
        for repeat, by_redraw, differed in log:
            if repeat and not by_redraw:  # remeasure's repeat
                assert differed, (seed, log)
                remeasured += 1
    assert remeasured > 0  # on noisy costs the gate opens
