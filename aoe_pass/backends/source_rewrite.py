"""Rewrite the tunable constants of a C/C++ source for one candidate configuration.

Two marker forms are recognised (line-based; markers inside ``/* */`` block comments are ignored):

* a declaration marked with an ``aoe:tune`` comment on the same line, any type and qualifiers::

      int tile_m = 64;               // aoe:tune
      static const int tile_k = 32;  /* aoe:tune */
      constexpr std::size_t kUnroll = 4;  // aoe:tune

  matched to a search-space name exactly, else case-insensitively. Values must be numbers or
  bools (a bool is written ``1``/``0``); a fractional value is refused for an integer-ish type.

* an object-like ``#define NAME value`` (no marker needed), matched to a search-space name
  case-insensitively (``TILE_M`` <-> ``tile_m``). Its value may be a number, a bool (``1``/``0``),
  a parenthesised number (the parentheses are kept), or a string. Strings (enum values) follow
  the form already in the source: if the current value is a string literal, the new value is
  written as a C string literal; otherwise it is written bare, as an identifier (an enum
  constant or another macro), and must then be a valid C identifier.

Everything outside the replaced value spans is preserved byte for byte. A search-space name that
matches no constant is a user error (:class:`AoeError` listing the constants that were found).
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from ge_bridge.errors import AoeError

_IDENT = re.compile(r"[A-Za-z_]\w*\Z")
_NUMBER = re.compile(r"[-+]?(?:0[xX][0-9a-fA-F]+|\d+\.?\d*(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?)[uUlLfF]*\Z")

# `<qualifiers/type words> name = value;  // aoe:tune` (also `/* aoe:tune */`), one per line.
_DECL = re.compile(
    r"^(?P<head>[ \t]*(?:[A-Za-z_][\w:<>]*[ \t*&]+)+)"
    r"(?P<name>[A-Za-z_]\w*)(?P<eq>[ \t]*=[ \t]*)(?P<value>[^;\n]*?)[ \t]*;"
    r"(?P<tail>[ \t]*(?://[ \t]*aoe:tune\b[^\n]*|/\*[ \t]*aoe:tune\b.*?\*/[^\n]*))$",
    re.MULTILINE,
)
# `#define NAME value` (object-like: no parenthesis right after the name).
_DEFINE = re.compile(
    r"^(?P<head>[ \t]*#[ \t]*define[ \t]+)(?P<name>[A-Za-z_]\w*)(?P<sep>[ \t]+)"
    r"(?P<value>\"(?:[^\"\\\n]|\\.)*\"|[^\s/]+)",
    re.MULTILINE,
)
_PAREN = re.compile(r"\((?P<inner>[ \t]*[^()\s]+[ \t]*)\)\Z")
_FLOAT_TYPES = ("float", "double", "half", "_Float16", "__fp16", "bfloat16")


@dataclass(frozen=True)
class Tunable:
    """One rewritable constant: ``form`` is ``"decl"`` or ``"define"``; ``start:end`` spans its value."""

    name: str
    form: str
    value: str
    start: int
    end: int
    line: int
    type_text: str = ""


def _block_comment_spans(source: str) -> list[tuple[int, int]]:
    spans = []
    for m in re.finditer(r"/\*.*?(?:\*/|\Z)", source, re.DOTALL):
        spans.append((m.start(), m.end()))
    return spans


def _inside(pos: int, spans: list[tuple[int, int]]) -> bool:
    return any(a <= pos < b for a, b in spans)


def find_tunables(source: str) -> list[Tunable]:
    """Every marked declaration and object-like ``#define`` of ``source``, in source order."""
    comments = _block_comment_spans(source)
    found: list[Tunable] = []
    for m in _DECL.finditer(source):
        if _inside(m.start(), comments):
            continue
        found.append(Tunable(m["name"], "decl", m["value"], m.start("value"), m.end("value"),
                             source.count("\n", 0, m.start()) + 1, m["head"].strip()))
    for m in _DEFINE.finditer(source):
        if _inside(m.start(), comments):
            continue
        start, end, value = m.start("value"), m.end("value"), m["value"]
        paren = _PAREN.match(value)
        if paren:  # keep the parentheses of `#define X (64)`
            inner = paren["inner"]
            offset = value.index(inner) + (len(inner) - len(inner.lstrip()))
            value = inner.strip()
            start += offset
            end = start + len(value)
        found.append(Tunable(m["name"], "define", value, start, end,
                             source.count("\n", 0, m.start()) + 1))
    found.sort(key=lambda t: t.start)
    return found


def _match(name: str, tunables: list[Tunable]) -> list[Tunable]:
    exact = [t for t in tunables if t.name == name]
    return exact or [t for t in tunables if t.name.lower() == name.lower()]


def _describe(tunables: list[Tunable]) -> str:
    names = list(dict.fromkeys(t.name for t in tunables))
    if not names:
        return "none (mark a constant with `// aoe:tune` or use `#define NAME value`)"
    more = f" and {len(names) - 20} more" if len(names) > 20 else ""
    return ", ".join(names[:20]) + more


def check_names(source: str, names: Iterable[str]) -> None:
    """Raise :class:`AoeError` unless every name matches a tunable constant of ``source``."""
    tunables = find_tunables(source)
    missing = [n for n in names if not _match(n, tunables)]
    if missing:
        raise AoeError(
            f"no tunable constant in the source for {', '.join(missing)}; "
            f"constants found: {_describe(tunables)}"
        )


def _parse_literal(text: str) -> Any:
    """The Python value of a C literal as written (number, string literal or identifier)."""
    if text.startswith('"') and text.endswith('"') and len(text) >= 2:
        body = text[1:-1]
        return body if "\\" not in body else None  # escapes: not worth guessing
    if _IDENT.match(text):
        return {"true": True, "false": False}.get(text, text)
    body = text.rstrip("uUlL")
    if "x" not in body.lower():
        body = body.rstrip("fF")
    try:
        return int(body, 0)
    except ValueError:
        pass
    try:
        return float(body)
    except ValueError:
        return None


def current_values(source: str, names: Iterable[str]) -> dict[str, Any]:
    """The values ``source`` currently gives the named constants (those it can parse)."""
    tunables = find_tunables(source)
    out: dict[str, Any] = {}
    for name in names:
        matches = _match(name, tunables)
        if matches:
            value = _parse_literal(matches[0].value.strip())
            if value is not None:
                out[name] = value
    return out


def _c_string(text: str) -> str:
    out = []
    for ch in text:
        if ch in '"\\':
            out.append("\\" + ch)
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif ord(ch) < 32:
            out.append(f"\\{ord(ch):03o}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def render_value(name: str, value: Any, tunable: Tunable) -> str:
    """The C text for ``value`` at ``tunable`` (see the module docstring for the rules)."""
    if isinstance(value, bool):
        return "1" if value else "0"
    if hasattr(value, "item") and not isinstance(value, (str, bytes)):
        value = value.item()  # numpy scalars
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if not math.isfinite(value):
            raise AoeError(f"value {value!r} of {name} is not a finite number")
        integral_type = tunable.form == "decl" and not any(
            t in tunable.type_text for t in _FLOAT_TYPES)
        if integral_type:
            if not value.is_integer():
                raise AoeError(f"value {value!r} of {name} is fractional but "
                               f"`{tunable.type_text} {tunable.name}` is not a floating type")
            return str(int(value))
        return repr(value)
    if isinstance(value, str):
        if tunable.form != "define":
            raise AoeError(f"string value {value!r} of {name} needs a #define, not the "
                           f"declaration `{tunable.type_text} {tunable.name}`")
        if tunable.value.startswith('"'):
            return _c_string(value)
        if not _IDENT.match(value) and not _NUMBER.match(value):
            raise AoeError(f"value {value!r} of {name} is not a C identifier; write the #define "
                           f"with a string literal to substitute strings")
        return value
    raise AoeError(f"value {value!r} of {name} has unsupported type {type(value).__name__}")


def rewrite(source: str, config: Mapping[str, Any], strict: bool = True) -> str:
    """``source`` with every constant named in ``config`` set to its value; the rest untouched.

    ``strict=False`` skips names the source has no constant for instead of raising.
    """
    tunables = find_tunables(source)
    if strict:
        check_names(source, config)
    edits: dict[int, tuple[int, str]] = {}
    for name, value in config.items():
        for t in _match(name, tunables):
            edits[t.start] = (t.end, render_value(name, value, t))
    out, pos = [], 0
    for start in sorted(edits):
        end, text = edits[start]
        out.append(source[pos:start])
        out.append(text)
        pos = end
    out.append(source[pos:])
    return "".join(out)
