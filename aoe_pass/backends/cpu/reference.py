"""Reference activations (float64 numpy) and the activation codes the ffn kernel understands.

One definition, used by the backend's problems (:mod:`.problems`) and by the runtime (its Gelu
for the reference evaluator).
"""
from __future__ import annotations

import math

import numpy as np

# activation name (lower case) -> code understood by kernels/ffn.c
ACTIVATIONS = {
    "relu": 0, "reglu": 0,
    "gelu": 1, "geglu": 1, "gelu_erf": 1,
    "gelu_tanh": 2, "gelu_new": 2, "gelu_pytorch_tanh": 2,
    "fastgelu": 3, "fast_gelu": 3,
    "silu": 4, "swish": 4, "swiglu": 4,
}


def erf(x: np.ndarray) -> np.ndarray:
    """erf with |error| < 1.2e-7 (Numerical Recipes erfc Chebyshev fit); numpy has none."""
    z = np.abs(x)
    t = 1.0 / (1.0 + 0.5 * z)
    poly = -z * z - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (
        -0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (
            -0.82215223 + t * 0.17087277))))))))
    r = 1.0 - t * np.exp(poly)
    return np.where(x >= 0, r, -r)


def gelu(x: np.ndarray, approximate: str = "none") -> np.ndarray:
    """Gelu, exact (erf) or ``approximate="tanh"``."""
    if approximate == "tanh":
        return 0.5 * x * (1.0 + np.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * x ** 3)))
    return 0.5 * x * (1.0 + erf(x / math.sqrt(2.0)))


def activation(code: int, x: np.ndarray) -> np.ndarray:
    """The activation of ``code`` (see :data:`ACTIVATIONS`) applied to ``x``."""
    if code == 0:
        return np.maximum(x, 0.0)
    if code == 1:
        return gelu(x)
    if code == 2:
        return gelu(x, "tanh")
    if code == 3:
        return x / (1.0 + np.exp(-1.702 * x))
    return x / (1.0 + np.exp(-x))
