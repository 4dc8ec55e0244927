"""bayes's ``robust`` option: a measurement far *slower* than the other rows predict gets extra
noise (a timing disturbance only adds time), a fast one is always believed."""
import numpy as np
from sklearn.gaussian_process.kernels import ConstantKernel, Matern, WhiteKernel

from aoe_pass.search import Space
from aoe_pass.search.bayes import BayesStrategy


def _rows(seed: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """40 points of a smooth log-cost curve with 1% noise (the truth is the curve itself)."""
    rng = np.random.default_rng(seed)
    x = np.sort(rng.random(40))[:, None]
    truth = 0.5 * np.sin(4 * x[:, 0]) + x[:, 0]
    return x, truth, truth + 0.01 * rng.standard_normal(40)


def _strategy(robust: float) -> BayesStrategy:
    return BayesStrategy(Space({"t": [1, 2, 4, 8]}), robust=robust)


KERNEL = ConstantKernel(1.0) * Matern(length_scale=0.3, nu=2.5) + WhiteKernel(1e-3)


def test_a_slow_outlier_is_discounted_and_a_fast_one_is_not():
    for seed in range(5):
        x, truth, y = _rows(seed)
        slow, fast = 12, 27
        y[slow] += np.log(4.0)  # a draw at 4x the true time, as recorded repetitions have
        y[fast] -= np.log(1.5)  # a configuration truly faster than its neighbours suggest
        plain = _strategy(0.0)._condition(KERNEL, x, y)
        robust = _strategy(2.0)._condition(KERNEL, x, y)
        at = x[[slow, fast]]
        p_slow, p_fast = plain.predict(at)
        r_slow, r_fast = robust.predict(at)
        # plain: the slow draw drags the posterior up (by 0.27-0.59 here)
        assert p_slow - truth[slow] > 0.15 * np.log(4.0)
        # robust: the curve through its neighbours is believed instead
        assert abs(r_slow - truth[slow]) < 0.05 * np.log(4.0), (seed, r_slow, truth[slow])
        # the fast measurement is believed: the robust posterior follows it (at least as far
        # as the plain one, whose scale the slow draw inflated)
        assert r_fast - truth[fast] < -0.6 * np.log(1.5) and r_fast <= p_fast + 1e-3, (seed, r_fast, p_fast)
        # away from the two planted rows the robust posterior stays on the curve
        far = (np.abs(x[:, 0] - x[slow, 0]) > 0.15) & (np.abs(x[:, 0] - x[fast, 0]) > 0.15)
        assert np.max(np.abs(robust.predict(x[far]) - truth[far])) < 0.05


def test_robust_off_leaves_the_gp_unchanged():
    x, _, y = _rows(0)
    y[12] += np.log(4.0)
    gp = _strategy(0.0)._condition(KERNEL, x, y)
    assert np.ndim(gp.alpha) == 0
