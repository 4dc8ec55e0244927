"""Policy-gradient search (REINFORCE with a baseline), for spaces too large for the surrogate.

The policy has one categorical head per parameter; each head's logits are a linear function
of the task features (``[1, features_for(shape)]``), so a policy trained on one shape is a
sensible start for a similar one (``policy`` / ``load_policy``). Reward is ``-log(cost)``;
the baseline is a running mean and advantages are scaled by a running deviation. A failed
configuration gets the worst reward seen minus one. Draws that break a capacity rule or a
constraint are re-drawn and also penalised (a small push away from them), and configurations
already asked are never asked again.
"""
from __future__ import annotations

from typing import Any, Sequence

import numpy as np

from .base import Config, SpaceStrategy
from .features import features_for
from .options import Option


class RLStrategy(SpaceStrategy):
    name = "rl"
    options = {
        "lr": Option(float, 0, 10, help="policy-gradient step size"),
        "momentum": Option(float, 0, 0.999, help="the running baseline's momentum"),
        "invalid_penalty": Option(float, 0, 10, help="push away from draws that break a rule"),
    }

    def __init__(self, space: Any, seed: int = 0, initial: Sequence[Config] | None = None,
                 lr: float = 0.3, invalid_penalty: float = 0.05, momentum: float = 0.9,
                 policy: list[np.ndarray] | None = None):
        super().__init__(space, seed)
        self.lr, self.invalid_penalty, self.momentum = lr, invalid_penalty, momentum
        self.phi = np.concatenate([[1.0], features_for(space.shape)])
        self.weights = [np.zeros((int(r), len(self.phi))) for r in space.radices]
        if policy is not None and all(w.shape == p.shape for w, p in zip(self.weights, policy)):
            self.weights = [p.copy() for p in policy]
        self._queue = self._initial_rows(initial)
        self._baseline: float | None = None
        self._spread = 1.0
        self._worst: float | None = None

    def policy(self) -> list[np.ndarray]:
        return [w.copy() for w in self.weights]

    def probabilities(self) -> list[np.ndarray]:
        out = []
        for w in self.weights:
            z = w @ self.phi
            z = np.exp(z - z.max())
            out.append(z / z.sum())
        return out

    def _draw(self, m: int) -> np.ndarray:
        probs = self.probabilities()
        idx = np.empty((m, len(probs)), dtype=np.int64)
        for j, p in enumerate(probs):
            cdf = np.cumsum(p)
            idx[:, j] = np.minimum(np.searchsorted(cdf, self.rng.random(m) * cdf[-1]), len(p) - 1)
        return idx

    def ask(self, n: int = 1) -> list[Config]:
        out: list[np.ndarray] = self._drain_queue(n)
        for _ in range(8):
            if len(out) >= n:
                break
            idx = self._draw(max(64, 8 * (n - len(out))))
            ok = self.space.valid_mask(idx)
            if (~ok).any():
                self._update(idx[~ok][:64], np.full(min(64, int((~ok).sum())), -self.invalid_penalty))
            for row in idx[ok]:
                f = int(self.space.flat(row)[0])
                if f not in self.asked:
                    self.asked.add(f)
                    out.append(row)
                    if len(out) >= n:
                        break
        if len(out) < n:  # policy too peaked or space nearly exhausted: fall back to uniform
            rows = self.space.sample_index(self.rng, n - len(out), exclude=self.asked)
            for r in rows:
                self.asked.add(int(self.space.flat(r)[0]))
            out += list(rows)
        return self.space.from_index(np.asarray(out)) if out else []

    def _observed(self, idx: np.ndarray, costs: list[float | None]) -> None:
        good = [-np.log(c) for c in costs if c is not None]
        if good:
            lo = min(good)
            self._worst = lo if self._worst is None else min(self._worst, lo)
        rewards = np.array([-np.log(c) if c is not None else
                            ((self._worst if self._worst is not None else 0.0) - 1.0) for c in costs])
        if self._baseline is None:
            self._baseline = float(rewards.mean())
        adv = (rewards - self._baseline) / max(self._spread, 1e-6)
        self._update(idx, np.clip(adv, -3, 3))
        for r in rewards:  # running mean / deviation after the update (baseline excludes itself)
            self._spread = self.momentum * self._spread + (1 - self.momentum) * abs(r - self._baseline)
            self._baseline = self.momentum * self._baseline + (1 - self.momentum) * float(r)

    def _update(self, idx: np.ndarray, adv: np.ndarray) -> None:
        """Gradient ascent on mean(adv * log pi(idx)) for every head."""
        if not len(idx):
            return
        probs = self.probabilities()
        for j, (w, p) in enumerate(zip(self.weights, probs)):
            onehot = np.zeros((len(idx), len(p)))
            onehot[np.arange(len(idx)), idx[:, j]] = 1.0
            grad_logits = (adv[:, None] * (onehot - p[None, :])).mean(axis=0)
            w += self.lr * np.outer(grad_logits, self.phi)
