"""Grid search: walk a small user-given grid in order (e.g. the hand-tried tilings).

The grid is a list of configurations, or a dict of value lists whose product is walked in
order (last name fastest). Points may leave parameters out: they come from ``base`` (for a
task, typically the stock default). Invalid points are skipped and listed in ``skipped`` with
the reason. Without a grid, a task's space (one with a kind and a shape) walks the 21-point
hand-tuning grid of :func:`hand_grid`; any other space is walked whole (if small).
"""
from __future__ import annotations

import itertools
from typing import Any, Mapping, Sequence

from ge_bridge.errors import AoeError
from ge_bridge.tiling import stock_default

from .base import Config, SpaceStrategy

# The hand-tuning grid, the default for a task: 7 shapes a person would try (powers of two,
# the stock default, a few KV splits for attention) x the 3 pipelines = 21 points, the rest of
# each point at the stock default. The asymmetric 128x64x128 GEMM tile is absent on purpose:
# the reference story's point is that nobody tried it.
_GEMM_SHAPES = [(128, 64, 256), (64, 64, 64), (128, 128, 128), (256, 64, 128), (128, 32, 256),
                (64, 128, 256), (256, 128, 64)]  # (tile_m, tile_k, tile_n)
HAND_SHAPES: dict[str, list[dict[str, Any]]] = {
    "gemm": [dict(tile_m=m, tile_k=k, tile_n=n) for m, k, n in _GEMM_SHAPES],
    # a person tiles both FFN phases alike (one tile shape, one pipeline)
    "ffn": [dict(tile_m=m, tile_k=k, tile_n=n, down_tile_m=m) for m, k, n in _GEMM_SHAPES],
    "attention": [dict(block_q=q, block_kv=kv, kv_split=s) for q, kv, s in
                  [(128, 128, 1), (64, 64, 1), (64, 128, 1), (128, 256, 1), (128, 128, 2),
                   (128, 128, 4), (64, 256, 8)]],
    "rmsnorm": [dict(rows_per_block=r, hidden_split=h) for r, h in
                [(8, 1), (1, 1), (4, 1), (16, 1), (32, 1), (8, 2), (16, 4)]],
}
HAND_SHAPES["layernorm"] = HAND_SHAPES["rmsnorm"]
PIPELINES = ("none", "single_buffer", "double_buffer")


def hand_grid(kind: str) -> list[dict[str, Any]]:
    """The 21 hand-tried points of ``kind`` (partial configs: the rest is the stock default)."""
    pipes = ("pipeline", "down_pipeline") if kind == "ffn" else ("pipeline",)
    return [{**shape, **dict.fromkeys(pipes, p)} for shape in HAND_SHAPES[kind] for p in PIPELINES]


class GridStrategy(SpaceStrategy):
    name = "grid"

    def __init__(self, space: Any, seed: int = 0,
                 grid: Sequence[Mapping[str, Any]] | Mapping[str, Sequence[Any]] | None = None,
                 base: Mapping[str, Any] | None = None):
        super().__init__(space, seed)
        self.skipped: list[tuple[Config, str]] = []
        if grid is None and space.kind in HAND_SHAPES and space.shape:
            # a task's space: the hand-tuning grid, with the task's stock default for the rest
            grid = hand_grid(space.kind)
            base = {**stock_default(space.kind, space.shape, space.dtype or "float16"), **(base or {})}
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
