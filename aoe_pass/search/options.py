"""Strategy options a user may set: ``--strategy-option KEY=VALUE`` on the command line and the
config's ``strategy_options`` object.

Each strategy class declares the options it accepts in its ``options`` mapping (a whitelist:
name -> :class:`Option`, with the value's type and range). A value given as text (the command
line) is converted by that declared type, never evaluated; a value from JSON must already have
it. Anything else is one :class:`~ge_bridge.errors.AoeError` line naming the option.
"""
from __future__ import annotations

import difflib
import math
from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from ge_bridge.errors import AoeError

_TRUE = ("true", "yes", "on", "1")
_FALSE = ("false", "no", "off", "0")


@dataclass(frozen=True)
class Option:
    """One user-settable constructor option: its type (``int``, ``float``, ``bool`` or ``str``),
    an inclusive range for numbers, the allowed words for strings, and a one-line help."""

    kind: type
    lo: float | None = None
    hi: float | None = None
    choices: tuple[str, ...] = ()
    help: str = ""

    def describe(self) -> str:
        if self.kind is str:
            return "one of " + ", ".join(self.choices)
        if self.kind is bool:
            return "true or false"
        what = "an integer" if self.kind is int else "a number"
        return f"{what} from {self.lo:g} to {self.hi:g}"

    def convert(self, value: Any) -> Any:
        """``value`` (text from the command line, or a JSON value) as this option's type, or
        ValueError."""
        if isinstance(value, str) and self.kind is not str:
            word = value.strip().lower()
            if self.kind is bool:
                if word in _TRUE or word in _FALSE:
                    return word in _TRUE
                raise ValueError
            value = int(word) if self.kind is int else float(word)
        if self.kind is bool:
            if not isinstance(value, bool):
                raise ValueError
            return value
        if self.kind is str:
            if value not in self.choices:
                raise ValueError
            return value
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ValueError
        if self.kind is int and not (isinstance(value, int) or float(value).is_integer()):
            raise ValueError
        value = self.kind(value)
        if not math.isfinite(value) or not self.lo <= value <= self.hi:  # type: ignore[operator]
            raise ValueError
        return value


def split_option(text: str, source: str) -> tuple[str, str]:
    """``KEY=VALUE`` -> (key, value text); one error line otherwise."""
    key, eq, value = text.partition("=")
    if not eq or not key.strip() or not value.strip():
        raise AoeError(f"{source}: expected KEY=VALUE, got {text!r}")
    return key.strip(), value.strip()


def check_options(strategy: str, declared: Mapping[str, Option], given: Mapping[str, Any],
                  source: str) -> dict[str, Any]:
    """The options in ``given`` checked against ``declared`` (the strategy's whitelist) and
    converted to their types; ``source`` names where they came from in any error."""
    out: dict[str, Any] = {}
    for key, value in given.items():
        opt = declared.get(key)
        if opt is None:
            if not declared:
                raise AoeError(f"{source}: strategy {strategy!r} takes no options, got {key!r}")
            close = difflib.get_close_matches(key, list(declared), n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            raise AoeError(f"{source}: unknown option {key!r} for strategy {strategy!r}{hint}; "
                           f"known: {', '.join(sorted(declared))}")
        try:
            out[key] = opt.convert(value)
        except (ValueError, OverflowError, TypeError):
            raise AoeError(f"{source}: option {key!r} of strategy {strategy!r} must be "
                           f"{opt.describe()}, got {value!r}") from None
    return out


def parse_option_texts(texts: Iterable[str], source: str) -> dict[str, str]:
    """Repeated ``KEY=VALUE`` texts as a mapping (a key given twice keeps the last)."""
    return dict(split_option(t, source) for t in texts)


def format_options(options: Mapping[str, Any]) -> str:
    """``a=1, b=true`` for progress lines and summaries."""
    return ", ".join(f"{k}={str(v).lower() if isinstance(v, bool) else v}" for k, v in options.items())
