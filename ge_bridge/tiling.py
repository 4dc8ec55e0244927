"""The tiling vocabulary: one set of parameters per op kind, shared by every backend.

A cache entry's ``tiling`` is a dict over exactly these names, so it means the same thing
whichever backend measured it (``sim`` models it on an Ascend AI Core, ``cpu`` turns it into
C compile-time constants and compiler flags, ``command`` substitutes it into a user's source).

``PARAMS[kind]`` maps each parameter to its full domain (the search space before target and
user constraints). ``stock_default(kind, shape, dtype)`` is what a compiler uses untuned. Both
are read from the kind records (``ge_bridge/kinds/``).
"""
from __future__ import annotations

from typing import Any, Mapping

from .kinds import KINDS, KindView
from .opkey import DTYPE_BYTES

PARAMS: Mapping[str, dict[str, list[Any]]] = KindView("params")


def stock_default(kind: str, shape: dict[str, Any], dtype: str) -> dict[str, Any]:
    """The tiling a compiler uses untuned (the baseline every speedup is measured against); each
    kind's record says what it is (e.g. the stock Ascend GEMM heuristic of DESIGN.md)."""
    if kind not in KINDS:
        raise ValueError(f"unknown op kind {kind!r}")
    return KINDS[kind].stock_default(shape, DTYPE_BYTES.get(dtype, 2))


def upgrade_tiling(kind: str, tiling: dict[str, Any]) -> dict[str, Any]:
    """A tiling of an older vocabulary in today's terms (unchanged if it is not one)."""
    upgrade = KINDS[kind].upgrade_tiling if kind in KINDS else None
    return upgrade(tiling) if upgrade is not None else tiling


def space_size(kind: str) -> int:
    size = 1
    for values in PARAMS[kind].values():
        size *= len(values)
    return size


def tiling_problem(tiling: Any, kind: str) -> str:
    """Why ``tiling`` is not a ``kind`` tiling of this vocabulary ('' if it is one).

    Every field must be present, none extra, and each value one of its domain's (tile sizes
    are multiples of 16, so an unaligned ``baseM=17`` is refused here). Booleans and integers
    are told apart (``1`` is not ``True``).
    """
    if not isinstance(tiling, dict):
        return "the tiling is not an object"
    names = set(PARAMS[kind])
    if set(tiling) != names:
        missing, extra = sorted(names - set(tiling)), sorted(map(str, set(tiling) - names))
        return f"tiling fields differ from the {kind} vocabulary (missing {missing}, unknown {extra})"
    bad = [n for n, v in tiling.items()
           if not any(type(v) is type(d) and v == d for d in PARAMS[kind][n])]
    return f"tiling values out of range: {', '.join(sorted(bad))}" if bad else ""
