"""The AOE configuration file: JSON with ``//`` and ``/* */`` comments.

Keys of the reference AOE config: ``op_name``, ``search_space`` ({name: [values]}, or
{name: {"values": [values], "kind": "ordered" | "categorical"}} to declare a parameter's kind),
``constraints`` ([expressions]), ``optimization_objective`` ("throughput" | "latency"; unset,
the command backend infers it from the unit the run prints and minimises a bare number),
``max_search_time`` (seconds), ``target_throughput``, ``quantization`` ([false] by default;
int8 is tuned only when ``true`` appears). Keys of this tool: ``strategy``, ``trials``,
``seed``, ``backend``, ``measure_timeout`` (seconds), ``workers``, ``kind``, ``confirm`` (trials
of the budget spent re-measuring the best candidates before the best is written),
``exact_measurements`` (``true``: the command backend's run prints a deterministic cost, e.g. a
modelled or cycle-accurate one, so a repeat cannot come back faster and the strategy is built
without re-measurement, as for the noise-free ``sim``),
``strategy_options`` ({option: value}, checked against the strategy's declared options when
the strategy is known; ``--strategy-option KEY=VALUE`` overrides one).

Every mistake (unknown key, wrong type, empty or duplicated values, bad JSON, a constraint
outside the whitelist) is an :class:`AoeError` naming the key, with a suggestion when a
close match exists.
"""
from __future__ import annotations

import difflib
import json
import os
from dataclasses import dataclass, field
from typing import Any

from ge_bridge.errors import AoeError
from ge_bridge.opkey import KINDS
from ge_bridge.userfile import read_user_text

from ..backends import BACKENDS
from .constraints import parse_constraint
from .space import PARAM_KINDS

STRATEGIES = ("bayes", "rl", "random", "grid")
OBJECTIVES = ("throughput", "latency")


@dataclass
class AoeConfig:
    op_name: str | None = None
    search_space: dict[str, list[Any]] = field(default_factory=dict)
    param_kinds: dict[str, str] = field(default_factory=dict)  # declared in search_space
    constraints: list[str] = field(default_factory=list)
    optimization_objective: str | None = None  # None: inferred from the unit the run prints
    max_search_time: float | None = None
    target_throughput: float | None = None
    quantization: list[bool] = field(default_factory=lambda: [False])
    strategy: str = "bayes"
    trials: int | None = None
    seed: int = 0
    backend: str | None = None
    measure_timeout: float | None = None
    workers: int = 1
    kind: str | None = None
    confirm: int | None = None
    exact_measurements: bool = False
    strategy_options: dict[str, Any] = field(default_factory=dict)
    path: str | None = None  # where it was loaded from (not a key of the file)

    @property
    def allow_int8(self) -> bool:
        """int8 tasks/spaces are tuned only when ``quantization`` lists ``true``."""
        return True in self.quantization


# key -> (type check, description of the expected type)
def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _is_num(v: Any) -> bool:
    """A finite number (JSON's ``Infinity``/``NaN`` and huge integers are not)."""
    return isinstance(v, (int, float)) and not isinstance(v, bool) and -1e300 < v < 1e300


_TYPES: dict[str, tuple[Any, str]] = {
    "op_name": (lambda v: isinstance(v, str), "a string"),
    "search_space": (lambda v: isinstance(v, dict), "an object {name: [values]}"),
    "confirm": (lambda v: _is_int(v) and v >= 0, "a non-negative integer"),
    "exact_measurements": (lambda v: isinstance(v, bool), "true or false"),
    "strategy_options": (lambda v: isinstance(v, dict) and all(
        isinstance(x, (bool, str)) or _is_num(x) for x in v.values()),
        "an object {option: number, string or true/false}"),
    "constraints": (lambda v: isinstance(v, list) and all(isinstance(x, str) for x in v),
                    "a list of expression strings"),
    "optimization_objective": (lambda v: v in OBJECTIVES, f"one of {', '.join(OBJECTIVES)}"),
    "max_search_time": (lambda v: _is_num(v) and v > 0, "a positive number of seconds"),
    "target_throughput": (lambda v: _is_num(v) and v > 0, "a positive number"),
    "quantization": (lambda v: isinstance(v, list) and bool(v)
                     and all(isinstance(x, bool) for x in v), "a non-empty list of true/false"),
    "strategy": (lambda v: v in STRATEGIES, f"one of {', '.join(STRATEGIES)}"),
    "trials": (lambda v: _is_int(v) and v > 0, "a positive integer"),
    "seed": (lambda v: _is_int(v) and 0 <= v < 2**32, "an integer from 0 to 2**32 - 1"),
    "backend": (lambda v: v in BACKENDS, f"one of {', '.join(BACKENDS)}"),
    "measure_timeout": (lambda v: _is_num(v) and 0 < v <= 86400, "a positive number of seconds (at most a day)"),
    "workers": (lambda v: _is_int(v) and v > 0, "a positive integer"),
    "kind": (lambda v: v in KINDS, f"one of {', '.join(KINDS)}"),
}


def strip_comments(text: str, source: str = "<config>") -> str:
    """Remove ``//`` and ``/* */`` comments outside strings, keeping line numbers intact."""
    out: list[str] = []
    i, n = 0, len(text)
    in_str = False
    while i < n:
        ch = text[i]
        if in_str:
            out.append(ch)
            if ch == "\\" and i + 1 < n:
                out.append(text[i + 1])
                i += 2
                continue
            if ch == '"':
                in_str = False
            i += 1
            continue
        if ch == '"':
            in_str = True
            out.append(ch)
            i += 1
        elif text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            if j < 0:
                line = text.count("\n", 0, i) + 1
                raise AoeError(f"{source}: unterminated /* comment starting at line {line}")
            out.append("".join(c if c == "\n" else " " for c in text[i:j + 2]))
            i = j + 2
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def _no_duplicate_keys(source: str):
    def hook(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for k, v in pairs:
            if k in out:
                raise AoeError(f"{source}: key {k!r} appears twice")
            out[k] = v
        return out
    return hook


def parse_aoe_config(text: str, source: str = "<config>") -> AoeConfig:
    """Parse the text of a config file (see module docstring)."""
    clean = strip_comments(text, source)
    try:
        data = json.loads(clean, object_pairs_hook=_no_duplicate_keys(source))
    except json.JSONDecodeError as exc:
        raise AoeError(f"{source}: invalid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}") from None
    except RecursionError:
        raise AoeError(f"{source}: JSON nested too deeply to be a config") from None
    return config_from_dict(data, source)


def config_from_dict(data: Any, source: str = "<config>") -> AoeConfig:
    if not isinstance(data, dict):
        raise AoeError(f"{source}: the config must be a JSON object {{...}}, got {type(data).__name__}")
    known = list(_TYPES)
    for key, value in data.items():
        if key not in _TYPES:
            close = difflib.get_close_matches(key, known, n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else f" (known keys: {', '.join(known)})"
            raise AoeError(f"{source}: unknown key {key!r}{hint}")
        check, expected = _TYPES[key]
        if value is None and key not in ("search_space", "constraints", "quantization"):
            continue
        if not check(value):
            got = json.dumps(value)
            got = got if len(got) <= 40 else got[:37] + "..."
            hint = ""
            if isinstance(value, str) and expected.startswith("one of"):
                options = expected[len("one of "):].split(", ")
                close = difflib.get_close_matches(value, options, n=1)
                hint = f" (did you mean {close[0]!r}?)" if close else ""
            raise AoeError(f"{source}: {key!r} must be {expected}, got {got}{hint}")
    space = dict(data.get("search_space", {}))
    param_kinds: dict[str, str] = {}
    for name, values in list(space.items()):
        if isinstance(values, dict):
            extra = sorted(set(values) - {"values", "kind"})
            if extra or "values" not in values:
                what = f"unknown key {extra[0]!r}" if extra else "no \"values\""
                raise AoeError(f"{source}: search_space {name!r}: {what} (expected "
                               f"{{\"values\": [...], \"kind\": \"ordered\"|\"categorical\"}})")
            kind = values.get("kind")
            if kind is not None:
                if kind not in PARAM_KINDS:
                    got = json.dumps(kind)[:40]
                    raise AoeError(f"{source}: search_space {name!r}: kind must be one of "
                                   f"{', '.join(PARAM_KINDS)}, got {got}")
                param_kinds[name] = kind
            values = values["values"]
            space[name] = values
        if not isinstance(values, list):
            raise AoeError(f"{source}: search_space {name!r} must be a list of values, got {json.dumps(values)[:40]}")
        if not values:
            raise AoeError(f"{source}: search_space {name!r} has an empty list of values")
        seen: set[tuple[str, Any]] = set()
        for v in values:
            if not isinstance(v, (bool, str)) and not _is_num(v):
                raise AoeError(f"{source}: search_space {name!r}: value {json.dumps(v)[:40]} must be a finite number, string or bool")
            if (type(v).__name__, v) in seen:
                raise AoeError(f"{source}: search_space {name!r} lists {json.dumps(v)} twice")
            seen.add((type(v).__name__, v))
    quant = data.get("quantization", [False])
    if len(set(quant)) != len(quant):
        raise AoeError(f"{source}: 'quantization' lists a value twice")
    constraints = list(data.get("constraints", []))
    for c in constraints:
        parse_constraint(c, None)  # syntax and whitelist now; names when the space is known
    kwargs = {k: v for k, v in data.items() if v is not None}
    kwargs["search_space"] = {k: list(v) for k, v in space.items()}
    kwargs["param_kinds"] = param_kinds
    kwargs["constraints"] = constraints
    for k in ("max_search_time", "target_throughput", "measure_timeout"):
        if k in kwargs:
            kwargs[k] = float(kwargs[k])
    cfg = AoeConfig(**kwargs)
    cfg.path = None if source == "<config>" else source
    return cfg


def load_aoe_config(path: str | os.PathLike[str]) -> AoeConfig:
    """Read and validate an AOE config file."""
    path = os.fspath(path)
    text = read_user_text(path, "config file")
    return parse_aoe_config(text, path)
