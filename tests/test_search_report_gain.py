"""bayes's ``report`` acquisition: the expected gain in the true cost of the configuration a run
reports (its lowest measurement) from measuring one candidate under noise."""
import numpy as np
from scipy.special import ndtr
from sklearn.gaussian_process import GaussianProcessRegressor
from sklearn.gaussian_process.kernels import ConstantKernel, Matern, WhiteKernel

from aoe_pass.search.bayes import BayesStrategy


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
    mean, var, noise, mean_r, cross = BayesStrategy._posterior(gp, xc, xr)
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
