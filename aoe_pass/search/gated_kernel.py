"""A scikit-learn kernel that acts only between rows sharing one categorical value.

``Gated`` sums, over its gates g = (feature column, value), the Matern kernels (nu = 2.5)
``s_g [x_c = v] [x'_c = v] Matern(x[cols] / l_g, x'[cols] / l_g)``: each term is a stationary
kernel times a rank-one indicator kernel, so the sum is positive semi-definite. Added to a
stationary kernel over all features it lets the rows holding one value of a categorical
parameter learn their own variance and length scales for the ordered parameters (``bayes``'s
``per_value`` option): where a privatisation scheme is ``block`` a thread count may matter a
lot although it does not matter at all where it is ``global``. One flat kernel with one
hyperparameter vector, not a tree of sums: scikit-learn's kernel algebra re-reads every node's
parameters at each likelihood evaluation, which made a tree of per-value kernels several times
slower to fit.
"""
from __future__ import annotations

from typing import Any, Sequence

import numpy as np
from scipy.spatial.distance import cdist
from sklearn.gaussian_process.kernels import Hyperparameter, Kernel

_S5 = np.sqrt(5.0)


class Gated(Kernel):
    """Per gate ``g`` (``gates[g]`` = (column, value); features there are 0/1: one-hot or a
    boolean) a Matern-2.5 ARD kernel on columns ``cols`` with variance ``variance[g]`` and
    length scales ``length_scale[g * len(cols):(g + 1) * len(cols)]``, acting only between rows
    whose column equals the value; zero for every other pair."""

    def __init__(self, gates: Sequence[tuple[int, float]], cols: Sequence[int],
                 variance: Any = 1.0, length_scale: Any = 0.5,
                 variance_bounds: Any = (1e-2, 1e2), length_scale_bounds: Any = (0.1, 1e2)):
        self.gates = gates
        self.cols = cols
        self.variance = variance  # a scalar is every gate's
        self.length_scale = length_scale  # a scalar is every length scale
        self.variance_bounds = variance_bounds
        self.length_scale_bounds = length_scale_bounds

    @property
    def hyperparameter_variance(self) -> Hyperparameter:
        return Hyperparameter("variance", "numeric", self.variance_bounds, len(self.gates))

    @property
    def hyperparameter_length_scale(self) -> Hyperparameter:
        return Hyperparameter("length_scale", "numeric", self.length_scale_bounds,
                              len(self.gates) * len(self.cols))

    def _v(self) -> np.ndarray:
        return np.broadcast_to(np.asarray(self.variance, dtype=np.float64), (len(self.gates),))

    def _l(self) -> np.ndarray:
        return np.broadcast_to(np.asarray(self.length_scale, dtype=np.float64),
                               (len(self.gates) * len(self.cols),))

    @property
    def theta(self) -> np.ndarray:
        return np.log(np.concatenate([self._v(), self._l()]))

    @theta.setter
    def theta(self, theta: np.ndarray) -> None:
        v = np.exp(np.asarray(theta, dtype=np.float64))
        self.variance, self.length_scale = v[: len(self.gates)], v[len(self.gates):]

    @property
    def bounds(self) -> np.ndarray:
        g, m = len(self.gates), len(self.cols)
        return np.log(np.vstack([np.tile(np.asarray(self.variance_bounds, dtype=np.float64), (g, 1)),
                                 np.tile(np.asarray(self.length_scale_bounds, dtype=np.float64), (g * m, 1))]))

    def _on(self, x: np.ndarray, g: int) -> np.ndarray:
        col, value = self.gates[g]
        return np.flatnonzero(np.abs(x[:, int(col)] - value) < 0.5)

    def _ls(self, g: int) -> np.ndarray:
        m = len(self.cols)
        return self._l()[g * m:(g + 1) * m]

    def __call__(self, X: Any, Y: Any = None, eval_gradient: bool = False) -> Any:
        X = np.atleast_2d(np.asarray(X, dtype=np.float64))
        cols = list(self.cols)
        n_g, m = len(self.gates), len(cols)
        if Y is not None and eval_gradient:
            raise ValueError("gradient only available when Y is None")
        var = self._v()
        Y_ = X if Y is None else np.atleast_2d(np.asarray(Y, dtype=np.float64))
        K = np.zeros((len(X), len(Y_)))
        G = np.zeros((len(X), len(X), n_g * (1 + m))) if eval_gradient else None
        for g in range(n_g):
            ix = self._on(X, g)
            iy = ix if Y is None else self._on(Y_, g)
            if not len(ix) or not len(iy):
                continue
            ls = self._ls(g)
            a = X[np.ix_(ix, cols)] / ls
            b = Y_[np.ix_(iy, cols)] / ls
            if G is None:
                r = cdist(a, b)
            else:
                diff2 = (a[:, None, :] - b[None, :, :]) ** 2  # (nx, ny, m)
                r = np.sqrt(diff2.sum(axis=2))
            e = np.exp(-_S5 * r)
            k = var[g] * (1.0 + _S5 * r + 5.0 / 3.0 * r * r) * e
            K[np.ix_(ix, iy)] += k  # gates of different parameters overlap
            if G is not None:
                i, j = ix[:, None, None], iy[None, :, None]
                G[i, j, np.array([g])[None, None, :]] = k[:, :, None]  # d / d log variance
                dl = var[g] * 5.0 / 3.0 * ((1.0 + _S5 * r) * e)[:, :, None] * diff2
                G[i, j, (n_g + g * m + np.arange(m))[None, None, :]] = dl  # d / d log length scale
        return (K, G) if G is not None else K

    def diag(self, X: Any) -> np.ndarray:
        X = np.atleast_2d(X)
        out, var = np.zeros(len(X)), self._v()
        for g in range(len(self.gates)):
            out[self._on(X, g)] += var[g]
        return out

    def is_stationary(self) -> bool:
        return False

    @property
    def requires_vector_input(self) -> bool:
        return True

    def __repr__(self) -> str:
        var = self._v()
        return " + ".join(f"[x{c}={v:g}] * {var[g] ** 0.5:.3g}**2 * Matern(length_scale="
                          f"{np.round(self._ls(g), 3).tolist()})"
                          for g, (c, v) in enumerate(self.gates))
