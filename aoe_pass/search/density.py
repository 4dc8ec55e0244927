"""A density-ratio proposal (in the spirit of TPE) for when a surrogate stalls.

Observations are split into *good* (the best ``gamma`` fraction of successes) and *bad* (the
rest, failures included). Each parameter gets two smoothed histograms over its values, good
``l`` and bad ``g``; an ordered parameter's counts are spread to adjacent values (a kernel of
one step), a categorical's are not. Candidates are drawn value by value from ``l`` and ranked
by ``sum(log l - log g)``. It models no interaction and no smooth trend, which is exactly why it
is useful as a second opinion: it keeps sampling the values that good trials share even where
a Gaussian process's fitted length scales have flattened the landscape out.
"""
from __future__ import annotations

from typing import Any, Sequence

import numpy as np


def propose(space: Any, idx: np.ndarray, costs: Sequence[float | None], rng: np.random.Generator,
            n_draw: int = 256, gamma: float = 0.2, exclude: set[int] | None = None) -> np.ndarray:
    """Valid, not excluded index rows, best density ratio first (may be empty)."""
    idx = np.asarray(idx, dtype=np.int64).reshape(-1, len(space.names))
    ok = np.array([c is not None for c in costs])
    if ok.sum() < 2:
        return np.zeros((0, len(space.names)), dtype=np.int64)
    vals = np.array([c if c is not None else np.inf for c in costs])
    n_good = max(1, int(np.ceil(gamma * ok.sum())))
    order = np.argsort(vals, kind="stable")
    good = np.zeros(len(vals), dtype=bool)
    good[order[:n_good]] = True
    draws = np.empty((n_draw, len(space.names)), dtype=np.int64)
    score = np.zeros(n_draw)
    for j, name in enumerate(space.names):
        r = int(space.radices[j])
        lg = _hist(idx[good, j], r, space.ordered[name])
        bd = _hist(idx[~good, j], r, space.ordered[name])
        draws[:, j] = rng.choice(r, size=n_draw, p=lg)
        score += np.log(lg[draws[:, j]]) - np.log(bd[draws[:, j]])
    keep = space.valid_mask(draws)
    draws, score = draws[keep], score[keep]
    flat = space.flat(draws)
    _, first = np.unique(flat, return_index=True)
    first = np.array([i for i in first if not exclude or int(flat[i]) not in exclude], dtype=np.int64)
    if not len(first):
        return np.zeros((0, len(space.names)), dtype=np.int64)
    return draws[first[np.argsort(-score[first], kind="stable")]]


def _hist(col: np.ndarray, r: int, ordered: bool) -> np.ndarray:
    counts = np.bincount(col, minlength=r).astype(np.float64)
    if ordered and r > 2:
        counts = counts + 0.5 * (np.r_[0.0, counts[:-1]] + np.r_[counts[1:], 0.0])
    counts += 1.0 / r + 0.5  # a prior: no value is ever impossible
    return counts / counts.sum()
