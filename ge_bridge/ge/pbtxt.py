"""A fast reader of protobuf text (``ge_onnx_*.pbtxt``) into a GE dump's raw form.

google.protobuf.text_format is pure Python (~1 s per MB); a GE dump of a 7B model is several
MB. This reader handles the protobuf text format subset a ModelProto uses and returns the raw
nodes :func:`ge_bridge.ge.import_.import_ge_dump` builds the graph from.
"""
from __future__ import annotations

import codecs
import re

import numpy as np

from ..errors import AoeError

__all__ = ["RawDump", "RawNode", "as_text", "parse_dump_text", "parse_text_tree"]

RawNode = tuple[str, str, list[str], dict]  # name, op_type, inputs, attributes
RawDump = tuple[str, dict[str, int], list[RawNode]]  # graph name, opsets, nodes

_TOKEN = re.compile(r"""
    \s*(?:
      (?P<c>\#[^\n]*)
    | (?P<s>"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')
    | (?P<p>[{}<>:\[\],;])
    | (?P<w>[^\s{}<>:\[\],;"'#]+)
    )""", re.VERBOSE)
_ATTR_TYPES = {"FLOAT": 1, "INT": 2, "STRING": 3, "TENSOR": 4, "GRAPH": 5, "FLOATS": 6,
               "INTS": 7, "STRINGS": 8}


def _unquote(tok: str) -> bytes:
    body = tok[1:-1]
    if "\\" not in body:
        return body.encode("utf-8")
    try:
        return codecs.escape_decode(body.encode("utf-8"))[0]
    except ValueError:
        raise AoeError(f"GE dump parse error: bad escape in string {tok[:60]!r}") from None


_STRING = re.compile(r""""(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'""")


def _parse_lines(text: str) -> dict | None:
    """Fast path for the usual layout (one field per line, as every protobuf printer
    writes it); None when the text is laid out otherwise."""
    root: dict = {}
    stack = [root]
    top = root
    for line in text.split("\n"):
        s = line.strip()
        if not s or s[0] == "#":
            continue
        if s == "}":
            if len(stack) == 1:
                raise AoeError("GE dump parse error: unbalanced braces")
            stack.pop()
            top = stack[-1]
            continue
        if s[-1] == "{":
            name = s[:-1].rstrip().rstrip(":").rstrip()
            if not name.isidentifier():
                return None
            child: dict = {}
            top.setdefault(name, []).append(child)
            stack.append(child)
            top = child
            continue
        name, sep, val = s.partition(":")
        name, val = name.rstrip(), val.lstrip()
        if not sep or not val or not name.isidentifier():
            return None
        q = val[0]
        if q == '"' or q == "'":
            if not _STRING.fullmatch(val):
                return None
            top.setdefault(name, []).append(_unquote(val))
        elif q in "[{<" or " " in val or "\t" in val:
            return None
        else:
            top.setdefault(name, []).append(val)
    if len(stack) != 1:
        raise AoeError("GE dump parse error: unexpected end of file (truncated?)")
    return root


def parse_text_tree(text: str) -> dict:
    """Protobuf text -> nested ``{field: [values]}`` (messages are dicts, strings bytes,
    scalars left as their token text). Raises AoeError on a syntax error."""
    fast = _parse_lines(text)
    if fast is not None:
        return fast
    root: dict = {}
    stack = [root]
    field: str | None = None
    expect_value = False
    pos, end = 0, len(text)
    match = _TOKEN.match
    while pos < end:
        m = match(text, pos)
        if m is None or m.end() == pos:
            if text[pos:].strip() == "":
                break
            raise AoeError(f"GE dump parse error at line {text.count(chr(10), 0, pos) + 1}")
        pos = m.end()
        kind = m.lastgroup
        tok = m.group(kind)
        if kind == "c":
            continue
        if kind == "p":
            if tok in "{<":
                if field is None:
                    raise AoeError(f"GE dump parse error at line {text.count(chr(10), 0, pos) + 1}")
                child: dict = {}
                stack[-1].setdefault(field, []).append(child)
                stack.append(child)
                field, expect_value = None, False
            elif tok in "}>":
                if len(stack) == 1 or field is not None:
                    raise AoeError(f"GE dump parse error at line {text.count(chr(10), 0, pos) + 1}: "
                                   "unbalanced braces")
                stack.pop()
            elif tok == ":":
                expect_value = True
            elif tok in "[],;":  # list values are appended one by one below
                if tok == "]":
                    field, expect_value = None, False
            continue
        if field is not None and expect_value:
            value = _unquote(tok) if kind == "s" else tok
            stack[-1].setdefault(field, []).append(value)
            nxt = match(text, pos)
            if nxt is not None and nxt.lastgroup == "p" and nxt.group("p") in "[,":
                continue  # [a, b] list: keep the field
            field, expect_value = None, False
        elif kind == "w":
            field, expect_value = tok, False
        else:
            raise AoeError(f"GE dump parse error at line {text.count(chr(10), 0, pos) + 1}")
    if len(stack) != 1:
        raise AoeError("GE dump parse error: unexpected end of file (truncated?)")
    return root


def _f32(v: str) -> float:
    return float(np.float32(float(v)))  # AttributeProto floats are float32, as in the proto


def _scalar(v, conv):
    try:
        return conv(v)
    except (TypeError, ValueError):
        raise AoeError(f"GE dump parse error: bad value {v!r}") from None


def _attr_from_tree(a: dict):
    t = a.get("type", ["0"])[0]
    t = _ATTR_TYPES.get(t, int(t) if str(t).isdigit() else 0)
    if t == 2 or (t == 0 and "i" in a):
        return _scalar(a.get("i", ["0"])[0], int)
    if t == 1 or (t == 0 and "f" in a):
        return _scalar(a.get("f", ["0"])[0], _f32)
    if t == 3 or (t == 0 and "s" in a):
        return a.get("s", [b""])[0]
    if t == 7 or (t == 0 and "ints" in a):
        return [_scalar(v, int) for v in a.get("ints", [])]
    if t == 6 or (t == 0 and "floats" in a):
        return [_scalar(v, _f32) for v in a.get("floats", [])]
    if t == 8 or (t == 0 and "strings" in a):
        return [v.decode("utf-8", "replace") for v in a.get("strings", [])]
    return None


def as_text(val) -> str:
    """A string field's text (bytes decoded, anything else ``str``)."""
    return val.decode("utf-8", "replace") if isinstance(val, bytes) else str(val)


def parse_dump_text(text: str) -> RawDump:
    """Read a ``ge_onnx_*.pbtxt`` quickly (see :func:`parse_text_tree`)."""
    tree = parse_text_tree(text)
    graph = (tree.get("graph") or [{}])[0]
    if not isinstance(graph, dict) or not graph.get("node"):
        raise AoeError("GE dump holds no graph nodes")
    nodes = []
    for n in graph["node"]:
        attrs = {as_text(a.get("name", [b""])[0]): _attr_from_tree(a) for a in n.get("attribute", [])}
        nodes.append((as_text(n.get("name", [b""])[0]), as_text(n.get("op_type", [b""])[0]),
                      [as_text(i) for i in n.get("input", [])], attrs))
    opsets = {as_text(o.get("domain", [b""])[0]): _scalar(o.get("version", ["0"])[0], int)
              for o in tree.get("opset_import", [])}
    return as_text(graph.get("name", [b""])[0]), opsets, nodes
