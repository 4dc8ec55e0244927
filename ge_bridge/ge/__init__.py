"""Ascend GE graph dumps (``ge_onnx_*.pbtxt``) -> :class:`~ge_bridge.graph.Graph`, in three
parts: :mod:`.pbtxt` reads the protobuf text, :mod:`.import_` builds the graph, and
:mod:`.shape_rules` recomputes dynamic dims, one rule per GE op type."""
from __future__ import annotations

from .import_ import MAX_IO, ge_dtype, import_ge_dump, is_ge_dump
from .pbtxt import RawDump, parse_dump_text, parse_text_tree
from .shape_rules import SHAPE_RULES, ge_shape

__all__ = ["MAX_IO", "SHAPE_RULES", "RawDump", "ge_dtype", "ge_shape", "import_ge_dump",
           "is_ge_dump", "parse_dump_text", "parse_text_tree"]
