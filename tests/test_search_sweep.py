"""bayes's optional sweep (``sweep=1``): a stalled polish burst first measures the incumbent's
untried single-parameter changes, far jumps along one axis included."""
import numpy as np

from aoe_pass.search import Space, make_strategy


def _space():
    return Space({"a": [1, 2, 3, 4, 5, 6, 7, 8], "b": [1, 2, 3, 4, 5, 6, 7, 8], "m": ["x", "y", "z"]},
                 ["a + b <= 14"])


def _cost(c):
    # a smooth bowl: bayes finds its floor early and stalls there, so polish bursts happen
    return (1 + 0.05 * (c["a"] - 5) ** 2 + 0.03 * (c["b"] - 3) ** 2) * {"x": 1.0, "y": 1.1, "z": 1.3}[c["m"]]


def _burst_picks(sweep, seed, trials=50):
    """(pick, incumbent, untried single-parameter changes of it) for each pick asked in a
    polish burst (stall 6: picks 6-8 after the last improvement, then every 18), computed from
    the run's own log and the enumerated space, not from the strategy's state."""
    sp = _space()
    every = sp.unflat(np.arange(sp.size))
    every = every[sp.valid_mask(every)]
    st = make_strategy("bayes", sp, seed=seed, sweep=sweep, sweep_z=1e9)  # no plausibility screen
    rows, costs, out = [], [], []
    for _ in range(trials):
        cfg = st.ask(1)[0]
        row = sp.to_index([cfg])[0]
        if len(costs) >= st.n_init:
            best = int(np.argmin(costs))
            since = len(costs) - 1 - best
            if since >= 6 and (since - 6) % 18 < 3:
                inc = rows[best]
                asked = {tuple(r) for r in rows}
                line = [r for r in every if (r != inc).sum() == 1 and tuple(r) not in asked]
                out.append((row, inc, line))
        rows.append(row)
        c = _cost(cfg)
        costs.append(c)
        st.tell([cfg], [c])
    return out


def test_sweep_bursts_measure_single_parameter_changes_first_far_jumps_included():
    far = 0
    n = 0
    for seed in range(2):
        for row, inc, line in _burst_picks(1, seed):
            if line:
                n += 1
                assert (row != inc).sum() == 1, (seed, row, inc)
                far += int(np.abs(row - inc).max() > 1)
    assert n >= 6 and far >= 2, (n, far)


def test_without_sweep_bursts_stay_in_the_adjacent_neighbourhood():
    # the contrast: the default polish moves numbers to adjacent values only, one or two at a time
    n = 0
    for seed in range(2):
        for row, inc, _ in _burst_picks(0, seed):
            n += 1
            d = np.abs(row - inc)
            assert (d > 0).sum() <= 2 and d[:2].max() <= 1, (seed, row, inc)
    assert n >= 6
