"""The ask/tell interface every search strategy implements (one file per strategy).

A strategy knows only its :class:`~aoe_pass.search.space.Space`; it knows nothing of backends,
storage or tasks beyond the shape features the space carries.

``ask(n)`` returns ``n`` configurations (dicts over the space's parameter names) not asked
before; fewer only when the space is exhausted. The one exception is a strategy whose
``remeasures`` is true (bayes with ``remeasure``): it may offer a configuration it was told
about again, on purpose, to measure it once more; the tuning driver measures such a repeat as
a trial of its own and drops any other strategy's repeat. ``tell(configs, costs)`` reports
their costs: a float (lower is better) or ``None`` for a failed configuration (compile error,
crash, timeout, wrong result), which the strategy must learn to avoid rather than crash on.
Strategies are seeded and reproducible: the same seed and the same tells give the same asks.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from .options import Option

Config = dict[str, Any]


class Strategy:
    name = "base"
    remeasures = False  # True: a configuration offered again is a deliberate re-measurement
    # constructor options a user may set (--strategy-option, the config's strategy_options)
    options: Mapping[str, Option] = {}

    @classmethod
    def warm_start(cls, prior: list[tuple[dict[str, Any], Config, float]]) -> dict[str, Any]:
        """Constructor options that warm-start this strategy from other tasks' measurements
        (``prior``: ``(task shape, config, cost relative to that task's default)``); none here:
        a strategy that learns from them overrides this."""
        return {}

    @classmethod
    def for_exact(cls) -> dict[str, Any]:
        """Constructor options for a backend whose repeated measurement of a configuration
        returns the same cost (``Backend.exact``): a strategy that would spend trials on repeats
        turns them off here; the user's own options still win."""
        return {}

    def ask(self, n: int = 1) -> list[Config]:
        raise NotImplementedError

    def tell(self, configs: Sequence[Config], costs: Sequence[float | None]) -> None:
        raise NotImplementedError


class SpaceStrategy(Strategy):
    """Shared bookkeeping for strategies over a :class:`~aoe_pass.search.space.Space`.

    Tracks every configuration asked or told (by flat mixed-radix id, so nothing is asked
    twice), the observations in order, and the best one. Configurations told without being
    asked (e.g. replayed from a trial log on resume) count as asked.
    """

    def __init__(self, space: Any, seed: int = 0):
        import numpy as np

        self.space = space
        self.seed = seed
        self.rng = np.random.default_rng(seed)
        self.asked: set[int] = set()
        self.obs_idx: list[Any] = []  # index rows of told configurations
        self.obs_cost: list[float | None] = []
        self.best_config: Config | None = None
        self.best_cost: float | None = None

    def _take(self, idx_rows: Any) -> list[Config]:
        """Mark index rows as asked and turn them into configurations."""
        for f in self.space.flat(idx_rows):
            self.asked.add(int(f))
        return self.space.from_index(idx_rows)

    def tell(self, configs: Sequence[Config], costs: Sequence[float | None]) -> None:
        if len(configs) != len(costs):
            raise ValueError("tell: configs and costs differ in length")
        if not configs:
            return
        idx = self.space.to_index(list(configs))
        clean: list[float | None] = []
        for row, cfg, cost in zip(idx, configs, costs):
            ok = cost is not None and float(cost) == float(cost) and float(cost) > 0 \
                and float(cost) != float("inf")
            c = float(cost) if ok else None
            self.asked.add(int(self.space.flat(row)[0]))
            self.obs_idx.append(row)
            self.obs_cost.append(c)
            clean.append(c)
            if c is not None and (self.best_cost is None or c < self.best_cost):
                self.best_cost, self.best_config = c, dict(cfg)
        self._observed(idx, clean)

    def _observed(self, idx: Any, costs: list[float | None]) -> None:
        """Hook for learning strategies; ``costs`` holds None for failures."""

    def _drain_queue(self, n: int) -> list[Any]:
        """Up to ``n`` not-yet-asked rows from ``self._queue`` (initial / transferred configs),
        marked as asked."""
        out: list[Any] = []
        queue = getattr(self, "_queue", [])
        while queue and len(out) < n:
            row = queue.pop(0)
            f = int(self.space.flat(row)[0])
            if f not in self.asked:
                self.asked.add(f)
                out.append(row)
        return out

    def _initial_rows(self, initial: Sequence[Config] | None) -> list[Any]:
        """Valid, distinct index rows of user-given starting configurations (others dropped)."""
        rows, seen = [], set()
        for cfg in initial or []:
            if not self.space.is_valid(cfg):
                continue
            row = self.space.to_index([cfg])[0]
            f = int(self.space.flat(row)[0])
            if f not in seen:
                seen.add(f)
                rows.append(row)
        return rows
