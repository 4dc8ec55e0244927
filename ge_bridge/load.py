"""One entry point for graph import: ONNX binary, GE dump text, or an in-memory ModelProto.

``load_graph`` sniffs the content, not the file name: a binary ModelProto is ONNX; a protobuf
text ModelProto is either a GE dump (``ge:`` op types, see :mod:`ge_bridge.ge_dump`) or plain
ONNX written as text. External weight data is never loaded.
"""
from __future__ import annotations

import os
import re

import onnx
from google.protobuf import text_format
from google.protobuf.message import DecodeError

from .errors import AoeError
from .ge_dump import import_ge_dump, is_ge_dump
from .graph import Graph
from .onnx_import import import_onnx

_DIM_RE = re.compile(r"^\s*([^=\s][^=]*?)\s*=\s*(\S+)\s*$")


def parse_dims(items: list[str] | None) -> dict[str, int]:
    """``["seq=2048", "batch=1"]`` -> ``{"seq": 2048, "batch": 1}`` (AoeError on bad syntax).

    A name is a symbolic dim name (``seq``) or ``<input>.<axis>`` for an unnamed dynamic dim
    (ONNX input or GE ``Data`` node, e.g. ``x.1=2048``).
    """
    dims: dict[str, int] = {}
    for item in items or []:
        m = _DIM_RE.match(item)
        if not m:
            raise AoeError(f"bad --dim {item!r}: expected NAME=N, e.g. --dim seq=2048")
        name, raw = m.groups()
        try:
            value = int(raw)
        except ValueError:
            raise AoeError(f"bad --dim {item!r}: {raw!r} is not an integer") from None
        if value <= 0:
            raise AoeError(f"bad --dim {item!r}: the value must be a positive integer")
        if name in dims and dims[name] != value:
            raise AoeError(f"--dim {name} given twice with different values "
                           f"({dims[name]} and {value})")
        dims[name] = value
    return dims


def _read_model(path: str) -> onnx.ModelProto:
    if not os.path.exists(path):
        raise AoeError(f"model file not found: {path}")
    if os.path.isdir(path):
        raise AoeError(f"model path is a directory, not a file: {path}")
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as exc:
        raise AoeError(f"cannot read model {path}: {exc.strerror or exc}") from None
    if not data.strip():
        raise AoeError(f"model file is empty: {path}")
    if _looks_like_text(data):
        model = onnx.ModelProto()
        try:
            text_format.Parse(data.decode("utf-8"), model, allow_unknown_field=True)
        except (text_format.ParseError, UnicodeDecodeError) as exc:
            first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
            raise AoeError(f"{path} is neither an ONNX model nor a GE graph dump "
                           f"(protobuf text parse error: {first})") from None
        if not model.graph.node:
            raise AoeError(f"{path} holds no graph nodes (not an ONNX model or GE dump)")
        return model
    model = onnx.ModelProto()
    try:
        model.ParseFromString(data)
    except DecodeError:
        raise AoeError(f"{path} is not an ONNX model (protobuf decode failed: corrupt or "
                       "truncated file)") from None
    if not model.HasField("graph") or not model.graph.node or not model.opset_import:
        raise AoeError(f"{path} is not an ONNX model (no graph or opset; corrupt or truncated "
                       "file?)")
    return model


def _looks_like_text(data: bytes) -> bool:
    head = data[:4096]
    if b"\x00" in head:
        return False
    try:
        text = head.decode("utf-8")
    except UnicodeDecodeError:
        # a multi-byte char may be cut at 4096; decode leniently and check the ratio
        text = head.decode("utf-8", "replace")
        if text.count("\ufffd") > 2:
            return False
    printable = sum(c.isprintable() or c in "\n\r\t" for c in text)
    return printable >= 0.95 * len(text)


def load_graph(source: str | os.PathLike | onnx.ModelProto,
               dims: dict[str, int] | None = None) -> Graph:
    """Import a model into the IR with every tensor's concrete shape (see module doc)."""
    if isinstance(source, onnx.ModelProto):
        model, path = source, ""
    elif isinstance(source, (str, os.PathLike)):
        path = os.fspath(source)
        model = _read_model(path)
    else:
        raise AoeError(f"cannot load a graph from a {type(source).__name__}")
    if is_ge_dump(model):
        return import_ge_dump(model, dims, path)
    return import_onnx(model, dims, path)
