"""Uniform random search over the valid configurations (the baseline every strategy must beat)."""
from __future__ import annotations

from typing import Any, Sequence

from .base import Config, SpaceStrategy


class RandomStrategy(SpaceStrategy):
    name = "random"

    def __init__(self, space: Any, seed: int = 0, initial: Sequence[Config] | None = None):
        super().__init__(space, seed)
        self._queue = self._initial_rows(initial)

    def ask(self, n: int = 1) -> list[Config]:
        out: list[Config] = []
        while self._queue and len(out) < n:
            row = self._queue.pop(0)
            if int(self.space.flat(row)[0]) not in self.asked:
                out += self._take(row[None, :])
        if len(out) < n:
            out += self._take(self.space.sample_index(self.rng, n - len(out), exclude=self.asked))
        return out
