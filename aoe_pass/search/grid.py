"""Grid search: walk a small user-given grid in order (e.g. the hand-tried tilings).

The grid is a list of configurations, or a dict of value lists whose product is walked in
order (last name fastest). Points may leave parameters out: they come from ``base`` (for a
task, typically the stock default). Invalid points are skipped and listed in ``skipped`` with
the reason. Without a grid the whole (small) space is walked.
"""
from __future__ import annotations

import itertools
from typing import Any, Mapping, Sequence

from ge_bridge.errors import AoeError

from .base import Config, SpaceStrategy


class GridStrategy(SpaceStrategy):
    name = "grid"

    def __init__(self, space: Any, seed: int = 0,
                 grid: Sequence[Mapping[str, Any]] | Mapping[str, Sequence[Any]] | None = None,
                 base: Mapping[str, Any] | None = None):
        super().__init__(space, seed)
        self.skipped: list[tuple[Config, str]] = []
        if grid is None:
            points: list[Mapping[str, Any]] = space.enumerate()
        elif isinstance(grid, Mapping):
            names = list(grid)
            for n in names:
                if not isinstance(grid[n], (list, tuple)) or not grid[n]:
                    raise AoeError(f"grid: {n!r} must be a non-empty list of values")
            points = [dict(zip(names, vals)) for vals in itertools.product(*(grid[n] for n in names))]
        else:
            points = list(grid)
        self._points: list[Config] = []
        seen: set[tuple] = set()
        for p in points:
            cfg = {**(base or {}), **p}
            missing = [n for n in space.names if n not in cfg]
            if missing:
                raise AoeError(f"grid point {dict(p)} lacks {missing} (give base= values)")
            cfg = {n: cfg[n] for n in space.names}
            why = space.violations(cfg)
            if why:
                self.skipped.append((cfg, "; ".join(why)))
                continue
            k = space.key(cfg)
            if k not in seen:
                seen.add(k)
                self._points.append(cfg)
        self._pos = 0

    def __len__(self) -> int:
        return len(self._points)

    def ask(self, n: int = 1) -> list[Config]:
        out: list[Config] = []
        while self._pos < len(self._points) and len(out) < n:
            cfg = self._points[self._pos]
            self._pos += 1
            row = self.space.to_index([cfg])
            if int(self.space.flat(row)[0]) in self.asked:
                continue
            out += self._take(row)
        return out
