"""Op kinds, one declarative record each (:class:`Kind`), one file per kind.

``KINDS`` is the registry every layer reads its per-kind facts from: OpKey shape fields
(:mod:`ge_bridge.opkey`), tiling vocabulary and stock default (:mod:`ge_bridge.tiling`),
capacity rules (:mod:`ge_bridge.targets`), fused op type and token fields
(:mod:`ge_bridge.apply`), bank op type (:mod:`ge_bridge.bank_export`), and the one-line shape
text the tables print. Its order is the canonical kind order.
"""
from __future__ import annotations

from typing import Any, Iterator, Mapping

from .attention import ATTENTION
from .ffn import FFN
from .gemm import GEMM
from .norm import LAYERNORM, RMSNORM
from .record import Kind

__all__ = ["KINDS", "Kind", "KindView", "get_kind", "shape_text"]

KINDS: dict[str, Kind] = {k.name: k for k in (GEMM, ATTENTION, FFN, LAYERNORM, RMSNORM)}


class KindView(Mapping[str, Any]):
    """A live, read-only ``{kind name: one field of its record}`` over :data:`KINDS`: the per-module
    tables (``opkey.SHAPE_FIELDS``, ``tiling.PARAMS``, ``apply.FUSED_OP``, ...) are such views, so
    they always say what the records say (a kind registered later is in every one of them)."""

    def __init__(self, field: str, only_set: bool = False):
        self._field, self._only_set = field, only_set

    def __getitem__(self, name: str) -> Any:
        value = getattr(KINDS[name], self._field)
        if self._only_set and not value:
            raise KeyError(name)
        return value

    def __iter__(self) -> Iterator[str]:
        return (n for n, k in KINDS.items() if not self._only_set or getattr(k, self._field))

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def __repr__(self) -> str:
        return f"KindView({self._field!r}: {dict(self)!r})"


def get_kind(name: str) -> Kind:
    """The record of kind ``name``; ValueError naming the known kinds if there is none."""
    try:
        return KINDS[name]
    except (KeyError, TypeError):
        raise ValueError(f"unknown op kind {name!r} (expected one of {', '.join(KINDS)})") from None


def shape_text(task: Any) -> str:
    """A task's shape in one short line (``16x64x64 +b``, ``b1 h4/2 q16 kv16 d16 causal``)."""
    return KINDS[task.kind].shape_text(task.shape)
