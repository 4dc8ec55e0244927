"""The graph IR every importer produces and the pass consumes.

Importers (``onnx_import``, ``ge``) turn a file into a :class:`Graph` whose every tensor
that could be resolved has a concrete ``shape`` (symbolic dims already bound) and a ``dtype``.
Weight data is never loaded: a weight is a tensor with ``is_weight=True`` and a shape; only
small integer constants (shape arithmetic) carry a ``value``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

# The largest tensor dim any importer accepts (from a file or a --dim): far above any real
# model's, and small enough that shape products stay exact in int64 and float64.
MAX_DIM = 2**31 - 1


@dataclass
class TensorInfo:
    name: str
    shape: tuple[int, ...] | None = None  # None: unknown (not resolvable)
    dtype: str | None = None  # "float16", "float32", "bfloat16", "int64", ...
    is_weight: bool = False  # an initializer / Const (weights: data never read)
    value: np.ndarray | None = None  # known small constant value (shape arithmetic, scales)


@dataclass
class Node:
    name: str
    op_type: str  # ONNX op type, or the GE type without the "ge:" prefix
    domain: str = ""  # "" (ai.onnx), "com.microsoft", "ge", ...
    inputs: list[str] = field(default_factory=list)  # "" for an absent optional input
    outputs: list[str] = field(default_factory=list)
    attrs: dict[str, Any] = field(default_factory=dict)


@dataclass
class Graph:
    name: str
    nodes: list[Node]  # topological order
    tensors: dict[str, TensorInfo]
    inputs: list[str]  # graph inputs (not weights)
    outputs: list[str]
    source: str = "onnx"  # "onnx" or "ge"
    path: str = ""
    opsets: dict[str, int] = field(default_factory=dict)
    # one line per node whose outputs stayed unresolved (shape None), for the pass to report
    notes: list[str] = field(default_factory=list)
    _producer: dict[str, Node] | None = field(default=None, repr=False)
    _consumers: dict[str, list[tuple[Node, int]]] | None = field(default=None, repr=False)

    def _index(self) -> None:
        producer: dict[str, Node] = {}
        consumers: dict[str, list[tuple[Node, int]]] = {}
        for node in self.nodes:
            for out in node.outputs:
                if out:
                    producer[out] = node
            for slot, inp in enumerate(node.inputs):
                if inp:
                    consumers.setdefault(inp, []).append((node, slot))
        self._producer, self._consumers = producer, consumers

    def producer(self, tensor: str) -> Node | None:
        if self._producer is None:
            self._index()
        return self._producer.get(tensor)  # type: ignore[union-attr]

    def consumers(self, tensor: str) -> list[tuple[Node, int]]:
        """(node, input slot) pairs that read ``tensor``."""
        if self._consumers is None:
            self._index()
        return self._consumers.get(tensor, [])  # type: ignore[union-attr]

    def shape(self, tensor: str) -> tuple[int, ...] | None:
        info = self.tensors.get(tensor)
        return None if info is None else info.shape

    def dtype(self, tensor: str) -> str | None:
        info = self.tensors.get(tensor)
        return None if info is None else info.dtype

    def is_weight(self, tensor: str) -> bool:
        info = self.tensors.get(tensor)
        return bool(info and info.is_weight)

    def const_value(self, tensor: str) -> np.ndarray | None:
        info = self.tensors.get(tensor)
        return None if info is None else info.value

    def unresolved(self) -> list[str]:
        """Names of node outputs whose shape could not be resolved."""
        return [o for n in self.nodes for o in n.outputs
                if o and self.tensors.get(o, TensorInfo(o)).shape is None]
