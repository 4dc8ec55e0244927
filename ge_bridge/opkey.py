"""OpKey and Task: the canonical identity of one operator instance's shape (DESIGN.md).

A task is the unit of tuning: every operator instance with the same ``key`` shares one tiling.
The key is a canonical string ``<kind>|<dtype>|<field>=<value>,...`` with the shape fields of
the kind in a fixed order, so it is stable across tools and Python versions.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Mapping

from .kinds import KINDS as _KINDS
from .kinds import KindView

# Shape fields by kind, in canonical order (DESIGN.md "OpKey: what a task is"), read from the
# kind records (ge_bridge/kinds/). Fields a key carries only when the instance has them are
# appended after the shape fields, all or none (so the key of an ordinary GEMM is unchanged).
SHAPE_FIELDS: Mapping[str, tuple[str, ...]] = KindView("shape_fields")
OPTIONAL_FIELDS: Mapping[str, tuple[str, ...]] = KindView("optional_fields", only_set=True)
WEIGHT_DTYPES: tuple[str, ...] = ("int2", "int3", "int4", "int5", "int6", "int7", "int8")
KINDS: tuple[str, ...] = tuple(SHAPE_FIELDS)
DTYPES: tuple[str, ...] = ("float16", "bfloat16", "float32", "int8")
DTYPE_BYTES: dict[str, int] = {"float16": 2, "bfloat16": 2, "float32": 4, "int8": 1}


def _fmt(value: Any) -> str:
    if isinstance(value, bool):
        return "1" if value else "0"
    return str(value)


def key_fields(kind: str, shape: dict[str, Any]) -> tuple[str, ...]:
    """The fields of ``shape``'s key: the kind's shape fields, plus its optional fields when
    ``shape`` has any of them (then all are required)."""
    record = _KINDS[kind]
    fields, optional = record.shape_fields, record.optional_fields
    return fields + optional if any(f in shape for f in optional) else fields


def quantized(shape: dict[str, Any]) -> bool:
    """Is this a weight-only quantized GEMM shape (it carries ``weight_dtype``)?"""
    return "weight_dtype" in shape


def make_key(kind: str, shape: dict[str, Any], dtype: str) -> str:
    """The canonical OpKey string of a shape; raises ValueError on a missing/extra field."""
    if kind not in _KINDS:
        raise ValueError(f"unknown op kind {kind!r} (expected one of {', '.join(KINDS)})")
    fields = key_fields(kind, shape)
    missing = [f for f in fields if f not in shape]
    extra = [f for f in shape if f not in fields]
    if missing or extra:
        raise ValueError(f"{kind} shape fields: missing {missing}, unexpected {extra}")
    body = ",".join(f"{f}={_fmt(shape[f])}" for f in fields)
    return f"{kind}|{dtype}|{body}"


def parse_key(key: str) -> tuple[str, dict[str, Any], str]:
    """Inverse of :func:`make_key`: ``(kind, shape, dtype)``; raises ValueError if malformed."""
    try:
        kind, dtype, body = key.split("|")
        shape: dict[str, Any] = {}
        for item in body.split(","):
            name, value = item.split("=", 1)
            shape[name] = _parse_value(value)
    except ValueError as exc:
        raise ValueError(f"malformed OpKey {key!r}") from exc
    if kind not in _KINDS or tuple(shape) != key_fields(kind, shape) \
            or not _WORD.fullmatch(dtype):
        raise ValueError(f"malformed OpKey {key!r}")
    if quantized(shape) and (shape["weight_dtype"] not in WEIGHT_DTYPES or
                             not isinstance(shape["block_size"], int) or shape["block_size"] < 1):
        raise ValueError(f"malformed OpKey {key!r}")
    for f, v in shape.items():  # dims are plain non-negative integers, words are plain words
        if f in _WORD_FIELDS:
            ok = isinstance(v, str) and _WORD.fullmatch(v)
        else:
            ok = isinstance(v, int) and 0 <= v < MAX_KEY_DIM and (f not in _FLAG_FIELDS or v in (0, 1))
        if not ok:
            raise ValueError(f"malformed OpKey {key!r}: {f}={v!r}")
    for f in _FLAG_FIELDS:
        if f in shape:
            shape[f] = bool(shape[f])
    if make_key(kind, shape, dtype) != key:  # canonical spelling only: no '1_6', no '016'
        raise ValueError(f"malformed OpKey {key!r} (not in canonical form)")
    return kind, shape, dtype


_WORD = re.compile(r"[a-z][a-z0-9_]{0,31}")
_WORD_FIELDS = ("activation", "weight_dtype")
_FLAG_FIELDS = ("trans_a", "trans_b", "bias", "causal", "gated")
MAX_KEY_DIM = 2 ** 40  # a key field may be a product of dims (m = batch x seq); stays exact


def _parse_value(text: str) -> Any:
    return int(text) if text.isascii() and text.isdigit() else text


@dataclass
class Task:
    """One tuning task: a distinct (kind, shape, dtype) with the instances that share it."""

    kind: str
    shape: dict[str, Any]
    dtype: str
    weight: int = 1
    nodes: list[str] = field(default_factory=list)

    @property
    def key(self) -> str:
        return make_key(self.kind, self.shape, self.dtype)

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "kind": self.kind,
            "shape": dict(self.shape),
            "dtype": self.dtype,
            "weight": self.weight,
            "nodes": list(self.nodes),
        }

    @classmethod
    def from_json(cls, obj: dict[str, Any]) -> Task:
        return cls(
            kind=obj["kind"],
            shape=dict(obj["shape"]),
            dtype=obj["dtype"],
            weight=int(obj.get("weight", 1)),
            nodes=list(obj.get("nodes", [])),
        )
