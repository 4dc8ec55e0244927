"""One entry point for graph import: ONNX binary, GE dump text, or an in-memory ModelProto.

``load_graph`` sniffs the content, not the file name: a binary ModelProto is ONNX; a protobuf
text ModelProto is either a GE dump (``ge:`` op types, see :mod:`ge_bridge.ge`) or plain
ONNX written as text. External weight data is never loaded.
"""
from __future__ import annotations

import contextlib
import gc
import os
import re
from collections.abc import Iterator

import onnx
from google.protobuf import text_format
from google.protobuf.message import DecodeError

from .errors import AoeError
from .ge import RawDump, import_ge_dump, is_ge_dump, parse_dump_text
from .graph import MAX_DIM, Graph
from .onnx_import import import_onnx
from .userfile import require_regular_file

_DIM_RE = re.compile(r"^\s*([^=\s][^=]*?)\s*=\s*(\S+)\s*$")


def parse_dim_value(raw: str) -> int:
    """One dim's value from the command line; ValueError says why it is not one."""
    if not (raw.isascii() and raw.lstrip("+-").isdigit()):  # no '1_6', no Unicode digits
        raise ValueError(f"{raw!r} is not an integer")
    value = int(raw)
    if value <= 0:
        raise ValueError("the value must be a positive integer")
    if value > MAX_DIM:
        raise ValueError(f"{value} is larger than any real tensor dim (at most {MAX_DIM})")
    return value


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
            value = parse_dim_value(raw)
        except ValueError as exc:
            raise AoeError(f"bad --dim {item!r}: {exc}") from None
        if name in dims and dims[name] != value:
            raise AoeError(f"--dim {name} given twice with different values "
                           f"({dims[name]} and {value})")
        dims[name] = value
    return dims


_GE_MARK = re.compile(rb'op_type\s*:\s*"ge:')


def require_text_names(model: onnx.ModelProto, path: str) -> None:
    """Protobuf hands back a string field that is not UTF-8 as ``bytes``; names must be text
    (every later step compares and prints them), so such a model is refused in one line."""
    g = model.graph
    named = [("graph", g.name)]
    named += [(f"a node ({field})", v) for n in g.node
              for field, vals in (("name", [n.name]), ("op_type", [n.op_type]), ("domain", [n.domain]),
                                  ("input", n.input), ("output", n.output),
                                  ("attribute", [a.name for a in n.attribute])) for v in vals]
    named += [("a graph input or output", v.name) for v in (*g.input, *g.output, *g.value_info)]
    named += [("an initializer", t.name) for t in g.initializer]
    named += [("an opset domain", o.domain) for o in model.opset_import]
    for what, value in named:
        if not isinstance(value, str):
            raise AoeError(f"{path}: {what} name is not UTF-8 text ({bytes(value)[:40]!r}): a "
                           f"corrupt or hand-edited model")


def read_model(path: str) -> onnx.ModelProto | RawDump:
    if not os.path.exists(path):
        raise AoeError(f"model file not found: {path}")
    if os.path.isdir(path):
        raise AoeError(f"model path is a directory, not a file: {path}")
    require_regular_file(path, "model")
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as exc:
        raise AoeError(f"cannot read model {path}: {exc.strerror or exc}") from None
    if not data.strip():
        raise AoeError(f"model file is empty: {path}")
    text_error = None
    if _looks_like_text(data):
        if _GE_MARK.search(data):  # GE dump: our fast text reader (text_format is slow)
            try:
                return parse_dump_text(data.decode("utf-8"))
            except (AoeError, UnicodeDecodeError) as exc:
                raise AoeError(f"{path} is neither an ONNX model nor a GE graph dump "
                               f"({exc})") from None
        model = onnx.ModelProto()
        try:
            text_format.Parse(data.decode("utf-8"), model, allow_unknown_field=True)
            if model.graph.node:
                return model
            text_error = "no graph nodes"
        except (text_format.ParseError, UnicodeDecodeError) as exc:
            text_error = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        except RecursionError:
            raise AoeError(f"{path}: messages nested too deeply to be a model") from None
    model = onnx.ModelProto()
    try:
        model.ParseFromString(data)
        ok = model.HasField("graph") and bool(model.graph.node) and bool(model.opset_import)
    except (DecodeError, RecursionError):
        ok = False
    if ok:
        require_text_names(model, path)
        return model
    if text_error is not None:
        raise AoeError(f"{path} is neither an ONNX model nor a GE graph dump "
                       f"(protobuf text parse error: {text_error})")
    if len(data) >= 2**31:
        raise AoeError(f"{path} is over 2 GB: ONNX models that large must keep their weights "
                       "as external data")
    raise AoeError(f"{path} is not an ONNX model (protobuf decode failed or no graph/opset: "
                   "corrupt or truncated file?)")


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
        model = read_model(path)
    else:
        raise AoeError(f"cannot load a graph from a {type(source).__name__}")
    with gc_paused():
        if isinstance(model, tuple) or is_ge_dump(model):
            return import_ge_dump(model, dims, path)
        return import_onnx(model, dims, path)


@contextlib.contextmanager
def gc_paused() -> Iterator[None]:
    """Pause Python's cyclic garbage collector while a graph's structures are built.

    Importing a graph or running the pass allocates a few objects per node and frees almost
    none, so the collector's repeated passes over the growing heap made both superlinear (CPU
    time per node 1.2-1.4x higher at 40k nodes than at 10k); paused, both are linear. Nothing
    built there is a cycle to reclaim; the collector runs again right after.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
