"""bayes's ``report`` acquisition: the expected gain in the true cost of the configuration a run
reports (its lowest measurement) from measuring one candidate under noise."""
import numpy as np
from scipy.special import ndtr
from sklearn.gaussian_process import GaussianProcessRegressor
from sklearn.gaussian_process.kernels import ConstantKernel, Matern, WhiteKernel

from aoe_pass.search.bayes import BayesStrategy
from aoe_pass.search.space import Space


def test_report_gain_matches_a_monte_carlo_of_the_reporting_rule():
    """Ground truth by simulation: draw the reported configuration's and the candidate's true
    costs jointly, the candidate's measurement noise, and average f_r - f over the draws where
    the measurement beats the lowest one so far."""
    rng = np.random.default_rng(0)
    cases = [  # mu_r, mu, var_r, var, corr, noise var, y_min
        (0.00, 0.02, 0.0004, 0.0004, 0.8, 0.0025, -0.04),  # a neighbour, probably worse, noisy
        (0.00, -0.05, 0.0004, 0.01, 0.1, 0.0004, -0.01),   # an uncertain, probably better one
        (0.10, 0.30, 0.01, 0.09, 0.0, 0.0001, 0.05),       # far and uncertain
    ]
    for mu_r, mu, var_r, var, corr, noise, y_min in cases:
        cross = corr * np.sqrt(var_r * var)
        cov = np.array([[var_r, cross], [cross, var]])
        f = rng.multivariate_normal([mu_r, mu], cov, size=400_000)
        y = f[:, 1] + np.sqrt(noise) * rng.standard_normal(len(f))
        mc = float(np.mean((f[:, 0] - f[:, 1]) * (y < y_min)))
        got = float(BayesStrategy._report_gain(np.array([mu]), np.array([var]), noise, mu_r,
                                               np.array([cross]), y_min)[0])
        assert abs(got - mc) < 4e-4 + 0.02 * abs(mc), (got, mc)


def test_report_gain_without_noise_is_expected_improvement():
    """Noise-free, with the reported cost known exactly (no variance, no covariance), the gain
    is the textbook expected improvement over it."""
    mu = np.linspace(-0.3, 0.3, 13)
    sd = np.linspace(0.05, 0.4, 13)
    y_min = 0.0
    z = (y_min - mu) / sd
    ei = (y_min - mu) * ndtr(z) + sd * np.exp(-0.5 * z * z) / np.sqrt(2 * np.pi)
    got = BayesStrategy._report_gain(mu, sd ** 2, 0.0, y_min, np.zeros(13), y_min)
    assert np.allclose(got, ei, rtol=1e-9, atol=1e-12)


def test_posterior_is_the_latent_part_of_the_gp():
    """Means, latent variances (the learnt white noise taken out) and the covariance with one
    row agree with scikit-learn's own predictive mean and covariance."""
    rng = np.random.default_rng(1)
    x = rng.random((40, 3))
    y = np.sin(3 * x).sum(axis=1) + 0.05 * rng.standard_normal(40)
    kernel = ConstantKernel() * Matern(length_scale=np.ones(3), nu=2.5) + WhiteKernel(1e-2)
    gp = GaussianProcessRegressor(kernel=kernel, normalize_y=True).fit(x, y)
    xc, xr = rng.random((25, 3)), x[7]
    mean, var, noise, mean_r, cross, _ = BayesStrategy._posterior(gp, xc, xr)
    m_ref, s_ref = gp.predict(xc, return_std=True)
    _, cov = gp.predict(np.vstack([xr, xc]), return_cov=True)
    assert noise > 0
    assert np.allclose(mean, m_ref) and np.isclose(mean_r, gp.predict(xr[None, :])[0])
    assert np.allclose(var + noise, s_ref ** 2)
    assert np.allclose(cross, cov[0, 1:])


def test_a_probably_worse_neighbour_under_noise_is_not_worth_a_trial():
    """Around a well-measured reported configuration, a neighbour predicted 1% worse with noise
    of 5% would replace it on a lucky draw about as often as not: its gain is negative (plain
    expected improvement on the noisy measurement rates it positive), while a far, uncertain
    candidate keeps a positive gain."""
    noise = 0.05 ** 2
    mu = np.array([0.01, 0.05])        # the neighbour, the far candidate
    var = np.array([0.0001, 0.04])     # the neighbour is well known, the far one is not
    cross = np.array([0.00009, 0.0])   # the neighbour's cost moves with the reported one's
    gain = BayesStrategy._report_gain(mu, var, noise, 0.0, cross, -0.02)
    assert gain[0] < 0 < gain[1]
    sd = np.sqrt(var + noise)
    z = (0.0 - mu) / sd
    ei = (0.0 - mu) * ndtr(z) + sd * np.exp(-0.5 * z * z) / np.sqrt(2 * np.pi)
    assert ei[0] > 0


def test_remeasure_gain_matches_a_monte_carlo_of_the_reporting_rule():
    """A configuration measured before (here three times) competes under the same gain: its
    latent posterior (narrowed by its samples) with the learnt noise on the new draw. Ground
    truth: draw the reported and the measured configuration's true costs jointly from
    scikit-learn's own predictive covariance (white noise taken off the diagonal), one fresh
    measurement of the measured one, and apply the reporting rule (the lowest single
    measurement of the whole history wins)."""
    rng = np.random.default_rng(2)
    x = rng.random((30, 2))
    x = np.vstack([x, x[[4, 4, 4]]])  # configuration 4 measured four times in all
    f_true = np.cos(2 * x).sum(axis=1)
    y = f_true + 0.08 * rng.standard_normal(len(x))
    kernel = ConstantKernel() * Matern(length_scale=np.ones(2), nu=2.5) + WhiteKernel(1e-2)
    gp = GaussianProcessRegressor(kernel=kernel, normalize_y=True).fit(x, y)
    r = int(np.argmin(y))
    y_min = float(y[r])
    scale2 = float(np.asarray(gp._y_train_std).reshape(-1)[0]) ** 2
    noise_ref = float(gp.kernel_.k2.noise_level) * scale2
    order = np.argsort(gp.predict(x[:30]))
    picks = [4] + [int(i) for i in order[:4] if i not in (4, r)]
    for c in picks:
        mean, var, noise, mean_r, cross, _ = BayesStrategy._posterior(gp, x[c][None, :], x[r])
        got = float(BayesStrategy._report_gain(mean, var, noise, mean_r, cross, y_min)[0])
        m2, cov = gp.predict(np.vstack([x[r], x[c]]), return_cov=True)
        cov = cov - noise_ref * np.eye(2)  # latent: the measurement noise taken off
        f = rng.multivariate_normal(m2, cov, size=400_000)
        y_new = f[:, 1] + np.sqrt(noise_ref) * rng.standard_normal(len(f))
        mc = float(np.mean((f[:, 0] - f[:, 1]) * (y_new < y_min)))
        assert abs(got - mc) < 4e-4 + 0.03 * abs(mc), (c, got, mc)
    # the samples narrow the latent posterior: four measurements against only the first one
    # (the same kernel, conditioned without the three repeats)
    once = GaussianProcessRegressor(kernel=gp.kernel_, normalize_y=True, optimizer=None).fit(x[:30], y[:30])
    _, var4, _, _, _, _ = BayesStrategy._posterior(gp, x[[4]], x[r])
    _, var1, _, _, _, _ = BayesStrategy._posterior(once, x[[4]], x[r])
    assert var4[0] < 0.6 * var1[0]


def test_bayes_remeasures_but_never_the_reported_configuration():
    """On a small noisy space, bayes (remeasure on) offers measured configurations again, never
    the one it would report at that moment (a new draw of it cannot change the report); with
    ``remeasure=0`` and ``redraw=0`` nothing is offered twice. With the defaults (``redraw``
    kept to stalls) repeats may come too, never of the reported configuration either."""
    space = Space({"a": [1, 2, 3, 4, 5, 6, 7, 8], "b": [1, 2, 4, 8, 16], "c": ["x", "y"]})
    rng = np.random.default_rng(0)

    def cost(cfg):
        true = (1 + 0.03 * (cfg["a"] - 5) ** 2 + 0.02 * np.log2(cfg["b"] / 4) ** 2) \
            * (1.0 if cfg["c"] == "x" else 1.04)
        return float(true * (1 + 0.04 * rng.standard_normal()))

    for remeasure, redraw in ((5, 0), (0, 0), (0, 1)):
        st = BayesStrategy(space, seed=0, remeasure=remeasure, redraw=redraw)
        told, repeats = [], 0
        for _ in range(50):
            cfg = st.ask(1)[0]
            key = space.key(cfg)
            if any(space.key(c) == key for c, _ in told):
                repeats += 1
                y = [m for c, m in told if m is not None]
                reported = told[int(np.argmin(y))][0]
                assert space.key(reported) != key
            m = cost(cfg)
            st.tell([cfg], [m])
            told.append((cfg, m))
        if not redraw:
            assert (repeats > 0) == bool(remeasure), (remeasure, repeats)
        assert st.repeats == repeats


def test_split_is_the_exact_posterior_of_a_measured_configurations_true_cost():
    """``rep_noise``: a configuration's true cost is the smooth GP part plus its own misfit; each
    measurement adds fresh noise. Ground truth: the joint Gaussian of that model written out
    row by row (misfit shared by one configuration's rows) and conditioned directly, against
    :meth:`BayesStrategy._split` fed the plain white-noise GP's posterior (every row independent
    with misfit + noise), for all, some and almost none of the white noise being measurement noise."""
    rng = np.random.default_rng(3)
    pts = np.linspace(0.0, 1.0, 9)
    rows = np.concatenate([np.arange(9), [4, 4, 4]])  # configuration 4 measured four times
    y = np.sin(4 * pts[rows]) + 0.2 * rng.standard_normal(len(rows))

    def k(a, b):
        return 0.8 * np.exp(-0.5 * (a[:, None] - b[None, :]) ** 2 / 0.3 ** 2)

    white = 0.09
    xa = pts[rows]
    kyy = k(xa, xa) + white * np.eye(len(rows))
    kc = k(pts[[4]], xa)[0]
    mu_all = float(kc @ np.linalg.solve(kyy, y))
    var_all = float(0.8 - kc @ np.linalg.solve(kyy, kc))
    own = rows == 4
    for meas in (white, 0.03, 1e-4):
        mis = white - meas
        same = (rows[:, None] == rows[None, :]).astype(float)
        cov = k(xa, xa) + mis * same + meas * np.eye(len(rows))  # misfit shared within a configuration
        cf = k(pts[[4]], xa)[0] + mis * own  # Cov(true cost at 4, each row)
        mean_ref = float(cf @ np.linalg.solve(cov, y))
        var_ref = float(0.8 + mis - cf @ np.linalg.solve(cov, cf))
        got_m, got_v = BayesStrategy._split(mu_all, var_all, white, meas, y[own])
        assert np.isclose(got_m, mean_ref, atol=1e-9) and np.isclose(got_v, max(var_ref, 0.0), atol=1e-9), \
            (meas, got_m, mean_ref, got_v, var_ref)


def _told(space, pairs):
    st = BayesStrategy(space, seed=0, remeasure=5, rep_noise=1)
    for cfg, cost in pairs:
        st.tell([cfg], [cost])
    return st


def test_measurement_noise_comes_from_the_repeats_spread_below_the_white_noise():
    """The measurement noise a repeat would draw: the white noise (its upper bound) before any
    repeat, zero after exact repeats, and the spread of the repeats when they show one (ground
    truth: the known noise that drew them, 5%, under a white noise 400 times larger)."""
    space = Space({"a": list(range(1, 31))})
    cfgs = space.from_index(space.unflat(np.arange(30)))
    once = [(c, 1.0 + 0.1 * i) for i, c in enumerate(cfgs)]
    assert _told(space, once)._measurement_noise(1.0) == 1.0
    assert _told(space, once + once[:5])._measurement_noise(1.0) == 0.0
    rng = np.random.default_rng(4)
    noisy = [(c, float(np.exp(0.1 * (i % 30) + 0.05 * rng.standard_normal()))) for i, c in enumerate(cfgs * 3)]
    got = _told(space, noisy)._measurement_noise(1.0)  # 60 degrees of freedom
    assert 0.5 * 0.05 ** 2 < got < 2 * 0.05 ** 2, got
    assert 0.9 * 0.001 < _told(space, noisy)._measurement_noise(0.001) <= 0.001  # held under the white noise


def test_noise_free_costs_get_at_most_one_repeat_with_rep_noise():
    """Noise-free, one repeat shows the measurements are exact: no further repeat can change
    the report, so bayes with ``rep_noise`` never asks another (without it, the learnt white
    noise, there the surrogate's misfit, keeps some repeats looking worth a trial)."""
    space = Space({"a": [1, 2, 3, 4, 5, 6, 7, 8], "b": [1, 2, 4, 8, 16], "c": ["x", "y"]})

    def cost(cfg):
        return (1 + 0.03 * (cfg["a"] - 5) ** 2 + 0.02 * np.log2(cfg["b"] / 4) ** 2
                + 0.01 * np.sin(7 * cfg["a"] * cfg["b"])) * (1.0 if cfg["c"] == "x" else 1.04)

    for seed in range(3):
        st = BayesStrategy(space, seed=seed, remeasure=5, rep_noise=1)
        for _ in range(50):
            got = st.ask(1)
            if not got:
                break
            st.tell(got, [cost(got[0])])
        assert st.repeats <= 1, (seed, st.repeats)


def test_rep_bar_a_repeat_must_beat_the_candidates_the_feasibility_filter_holds_back():
    """``rep_bar``: the ``pf_min`` filter keeps new candidates the classifier expects to fail
    from being asked; it must not hand the trial to a repeat worth less than such a candidate
    (gain x P(feasible)). Gains and P(feasible) are set by hand: filtered candidates (P 0.3)
    gain 1.0, the others (P 0.9) 1e-6, the repeats ``rep``. Without the bar a repeat worth 1e-3
    is asked; with it a new candidate is, unless the repeat is worth more than 0.3."""
    space = Space({"a": list(range(12)), "b": [1, 2, 4]})
    cfgs = space.from_index(space.unflat(np.arange(12) * 3))
    for bar, rep, want_repeat in ((0, 1e-3, True), (1, 1e-3, False), (1, 0.5, True)):
        st = BayesStrategy(space, seed=0, remeasure=5, rep_bar=bar)
        st.tell(cfgs, [2.0 - 0.05 * i for i in range(12)])  # the last one the best: no polish burst
        n_rep = {}
        repeat_rows = st._repeat_rows

        def rows(gp, repeat_rows=repeat_rows, n_rep=n_rep):
            out = repeat_rows(gp)
            n_rep["k"] = len(out)
            return out

        def pf(xc, cand):
            return np.where(np.arange(len(cand)) % 2 == 0, 0.3, 0.9)

        def gain(mu, *_, n_rep=n_rep, rep=rep):
            n_new = len(mu) - n_rep["k"]
            out = np.where(np.arange(len(mu)) % 2 == 0, 1.0, 1e-6)
            out[n_new:] = rep
            return out

        st._repeat_rows, st._feasibility, st._report_gain = rows, pf, gain
        got = st.ask(1)[0]
        told = {space.key(c) for c in cfgs}
        assert n_rep["k"] > 0 and (space.key(got) in told) == want_repeat, (bar, rep, got)
