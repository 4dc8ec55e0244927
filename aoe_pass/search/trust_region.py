"""A trust region around the incumbent, in index space, that shrinks and restarts.

Expected improvement over uniform candidates looks everywhere at once; in a space of 10^4-10^6
configurations, a few hundred uniform candidates rarely include the two or three coordinated
moves that lead from a good configuration to a better one (a larger tile *and* a deeper
pipeline, just inside a buffer's edge). The trust region adds candidates drawn around the
incumbent: each moves a few parameters (about ``moves`` of them on average, at least one),
an ordered parameter by up to ``length x (values - 1)`` steps, a categorical to any other
value. ``length`` (a fraction of each range) doubles after ``succ_tol`` improvements in a row
and halves after ``fail_tol`` picks without one; below one step it restarts at ``length0``
(so the search keeps cycling from large moves to small ones, never stuck at one scale).
Which candidate is asked is still decided by the acquisition (EI x P(feasible)).
"""
from __future__ import annotations

from typing import Any

import numpy as np


class TrustRegion:
    def __init__(self, space: Any, length0: float = 0.4, succ_tol: int = 3, fail_tol: int | None = None,
                 moves: float = 2.0):
        self.space = space
        self.length0 = self.length = length0
        self.succ_tol = succ_tol
        d = int(np.sum(np.asarray(space.radices) > 1))
        self.fail_tol = fail_tol if fail_tol is not None else max(4, d)
        self.moves = moves
        self.min_length = 1.0 / max(2, int(np.max(space.radices)) - 1) / 2
        self.succ = self.fail = 0
        self.restarts = 0

    def update(self, improved: bool) -> None:
        """One told observation: ``improved`` when it beat the incumbent."""
        if improved:
            self.succ, self.fail = self.succ + 1, 0
        else:
            self.succ, self.fail = 0, self.fail + 1
        if self.succ >= self.succ_tol:
            self.length, self.succ = min(2 * self.length, 1.0), 0
        elif self.fail >= self.fail_tol:
            self.length, self.fail = self.length / 2, 0
            if self.length < self.min_length:
                self.length = self.length0
                self.restarts += 1

    def candidates(self, centre: np.ndarray, rng: np.random.Generator, n: int,
                   exclude: set[int] | None = None) -> np.ndarray:
        """Up to ``n`` valid distinct index rows around ``centre`` (not ``centre`` itself)."""
        sp = self.space
        base = np.asarray(centre, dtype=np.int64).reshape(-1)
        radices = np.asarray(sp.radices, dtype=np.int64)
        movable = np.flatnonzero(radices > 1)
        if not len(movable):
            return np.zeros((0, len(base)), dtype=np.int64)
        ordered = np.array([sp.ordered[name] for name in sp.names])
        m = 2 * n
        rows = np.repeat(base[None, :], m, axis=0)
        p = min(1.0, self.moves / len(movable))
        pick = rng.random((m, len(movable))) < p
        none = ~pick.any(axis=1)
        pick[none, rng.integers(0, len(movable), size=int(none.sum()))] = True
        for c, j in enumerate(movable):
            sel = pick[:, c]
            k = int(sel.sum())
            if not k:
                continue
            r = int(radices[j])
            if ordered[j]:
                s = max(1, int(round(self.length * (r - 1))))
                step = rng.integers(1, s + 1, size=k) * rng.choice([-1, 1], size=k)
                rows[sel, j] = np.clip(base[j] + step, 0, r - 1)
            else:
                rows[sel, j] = (base[j] + rng.integers(1, r, size=k)) % r
        rows = rows[sp.valid_mask(rows)]
        flat = sp.flat(rows)
        own = int(sp.flat(base)[0])
        _, first = np.unique(flat, return_index=True)
        first = np.sort(first)
        keep = [i for i in first if int(flat[i]) != own and (not exclude or int(flat[i]) not in exclude)]
        return rows[keep[:n]] if keep else np.zeros((0, len(base)), dtype=np.int64)
