"""bayes's ``warp`` option: the surrogate's targets (log costs) go through a Yeo-Johnson power
transform whose lambda is fitted by maximum likelihood; a monotone warp keeps every ordering."""
import numpy as np
from scipy import stats

from aoe_pass.search import Space
from aoe_pass.search.bayes import WARP_LAMBDA, BayesStrategy, _yeo_johnson, _yj_lambda


def _inverse_yj(g: np.ndarray, lam: float) -> np.ndarray:
    """The inverse transform, written out from its definition (for lambda not 0 or 2)."""
    pos = g >= 0
    out = np.empty_like(g)
    out[pos] = (lam * g[pos] + 1) ** (1 / lam) - 1
    out[~pos] = 1 - (1 - (2 - lam) * g[~pos]) ** (1 / (2 - lam))
    return out


def test_the_lambda_of_a_warped_gaussian_sample_is_recovered():
    for lam in (0.4, 1.0, 1.6):
        for seed in range(3):
            g = np.random.default_rng(seed).standard_normal(400)
            z = _inverse_yj(g, lam)
            got = _yj_lambda(z)
            assert abs(got - lam) < 0.2, (lam, seed, got)
            # scipy's own estimate (unbounded) agrees where it lies inside the bounds
            ref = stats.yeojohnson_normmax(z)
            if WARP_LAMBDA[0] < ref < WARP_LAMBDA[1]:
                assert abs(got - ref) < 0.01, (lam, seed, got, ref)
            assert np.allclose(_yeo_johnson(z, got), stats.yeojohnson(z, got))


def _told(warp: int, seed: int) -> BayesStrategy:
    """30 configurations of a 1-D space told costs with a few slow ones (a right tail of up to
    1000x, as landscapes with cliffs have)."""
    space = Space({"t": list(range(1, 201))})
    st = BayesStrategy(space, seed=seed, warp=warp)
    rng = np.random.default_rng(seed)
    cfgs = space.from_index(space.sample_index(rng, 30))
    costs = [float(np.exp(0.3 * rng.standard_normal()) * (1000.0 if i % 7 == 3 else 1.0) * (1 + c["t"] / 50))
             for i, c in enumerate(cfgs)]
    st.tell(cfgs, costs)
    return st


def test_the_warp_is_monotone_keeps_the_reported_point_and_compresses_a_slow_tail():
    for seed in range(4):
        off, on = _told(0, seed), _told(1, seed)
        _, y = off._training_set()
        assert np.array_equal(off._warped(y), y)  # off: the targets are the log costs
        assert np.array_equal(on._training_set()[1], y)
        w = on._warped(y)
        assert np.array_equal(np.argsort(w, kind="stable"), np.argsort(y, kind="stable"))
        # the reported configuration (lowest measurement) keeps the lowest warped target
        best = min(on.obs_cost)
        assert np.isclose(on._warp_values(np.log(best / on.reference_cost)), w.min())
        # a right tail (slow outliers) is compressed: lambda under 1, and the slow rows sit
        # closer to the rest, relative to the spread of the fast ones, than in log units
        lam = on._warp[2]
        assert lam < 0.8, (seed, lam)
        slow = y > np.log(100.0) + y.min()
        gap_log = (y[slow].min() - y[~slow].max()) / np.ptp(y[~slow])
        gap_warp = (w[slow].min() - w[~slow].max()) / np.ptp(w[~slow])
        assert gap_warp < 0.7 * gap_log, (seed, gap_log, gap_warp)


def test_lambda_is_refitted_with_the_kernel_only():
    st = _told(1, 0)
    _, y = st._training_set()
    st._warped(y)
    st._fit(*st._training_set())  # a refit: the kernel is learnt now
    first = st._warp
    # one more observation: no refit is due, so the warp stays as the kernel does
    st.tell(st.space.from_index(st.space.sample_index(np.random.default_rng(9), 1)), [5.0])
    assert not st._refit_due()
    st._warped(st._training_set()[1])
    assert st._warp == first
