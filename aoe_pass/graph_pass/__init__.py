"""The graph pass: a graph's nodes -> operator instances (:mod:`.instances`) -> tasks deduplicated
by OpKey, with tensor-parallel sharding (:mod:`.tensor_parallel`)."""
from __future__ import annotations

from .instances import STRUCTURAL, PassResult, extract, node_names

__all__ = ["STRUCTURAL", "PassResult", "extract", "node_names"]
