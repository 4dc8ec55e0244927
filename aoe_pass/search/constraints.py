"""User constraints: safe arithmetic expressions over tiling parameters and shape fields.

A constraint such as ``tile_m * tile_k * in_bytes <= 32768 and pipeline == 'double_buffer'``
is parsed with :mod:`ast` and checked against a whitelist; the tree is then turned into a
closure over numpy, so one compiled constraint evaluates a whole candidate batch (columns as
arrays) or a single configuration (scalars) with the same code. User text is never given to
``eval``/``exec``/``compile``.

Allowed: numbers, True/False, names (parameters and shape fields), string literals only as an
operand of ``==``/``!=``, ``+ - * / // % **`` (the exponent must be a number literal with
``|exp| <= 64``), unary ``- + not``, comparisons (chained too), ``and``/``or``, calls of
``min``/``max``/``abs``, parentheses.
"""
from __future__ import annotations

import ast
import difflib
import math
import operator
from typing import Any, Callable, Mapping

import numpy as np

from ge_bridge.errors import AoeError

MAX_CHARS = 500
MAX_NODES = 200
MAX_EXPONENT = 64
MAX_CONST_BITS = 256  # a constant power may not exceed 2**256

_ALLOWED = "numbers, names, + - * / // % **, comparisons, and/or/not, min/max/abs"

def _divide(op: Callable[[Any, Any], Any]) -> Callable[[Any, Any], Any]:
    """``op`` that refuses a zero divisor (numpy would give inf/nan and a silent verdict)."""
    def checked(a: Any, b: Any) -> Any:
        if np.any(np.asarray(b) == 0):
            raise ZeroDivisionError
        return op(a, b)
    return checked


_BINOPS: dict[type, Callable[[Any, Any], Any]] = {
    ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
    ast.Div: _divide(operator.truediv), ast.FloorDiv: _divide(operator.floordiv),
    ast.Mod: _divide(operator.mod),
}
_CMPOPS: dict[type, Callable[[Any, Any], Any]] = {
    ast.Eq: operator.eq, ast.NotEq: operator.ne, ast.Lt: operator.lt,
    ast.LtE: operator.le, ast.Gt: operator.gt, ast.GtE: operator.ge,
}
_CALLS = {"min": np.minimum, "max": np.maximum, "abs": np.abs}

Env = Mapping[str, Any]
_Fn = Callable[[Env], Any]

NUM, STR = "num", "str"
ANY = "any"  # a name whose type is not known yet (a config checked before its space exists)


class Constraint:
    """A compiled constraint: call it with a mapping of names to scalars or equal-length arrays.

    ``constraint(env)`` returns a boolean numpy array for array columns, a plain ``bool`` for
    scalars. ``names`` are the names it reads.
    """

    def __init__(self, text: str, fn: _Fn, names: frozenset[str]):
        self.text = text
        self.names = names
        self._fn = fn

    def __call__(self, env: Env) -> Any:
        # integer columns are evaluated in float64: int64 would wrap silently on overflow
        # and disagree with the exact scalar evaluation of the same configuration
        env = {k: (v.astype(np.float64) if isinstance(v, np.ndarray) and v.dtype.kind in "iu" else v)
               for k, v in env.items()}
        try:
            with np.errstate(all="ignore"):
                out = self._fn(env)
        except ZeroDivisionError:
            raise AoeError(f"constraint {self.text!r} divides by zero for some configurations") from None
        out = np.asarray(out, dtype=bool)
        return bool(out) if out.ndim == 0 else out

    def __repr__(self) -> str:
        return f"Constraint({self.text!r})"


def parse_constraint(text: Any, names: Mapping[str, str] | None = None) -> Constraint:
    """Parse and compile one constraint; raise :class:`AoeError` on anything not whitelisted.

    ``names`` maps each allowed name to ``"num"`` or ``"str"`` (its value type); ``None`` skips
    the name check (used to validate a config's syntax before the space is known).
    """
    if not isinstance(text, str):
        raise AoeError(f"constraint {text!r} must be a string expression")
    src = text.strip()
    if not src:
        raise AoeError("constraint is empty")
    if len(src) > MAX_CHARS:
        raise AoeError(f"constraint {src[:40]!r}... is too long ({len(src)} > {MAX_CHARS} characters)")
    try:
        tree = ast.parse(src, mode="eval")
    except (SyntaxError, ValueError, RecursionError, MemoryError) as exc:
        detail = getattr(exc, "msg", None) or type(exc).__name__
        raise AoeError(f"constraint {src!r} is not a valid expression: {detail}") from None
    count = sum(1 for _ in ast.walk(tree))
    if count > MAX_NODES:
        raise AoeError(f"constraint {src!r} is too complex ({count} > {MAX_NODES} syntax nodes)")
    compiler = _Compiler(src, names)
    fn, kind = compiler.compile(tree.body)
    if kind != "bool":
        raise AoeError(f"constraint {src!r} is not a condition: use a comparison such as 'tile_m <= 128'")
    return Constraint(src, fn, frozenset(compiler.used))


def parse_constraints(texts: Any, names: Mapping[str, str] | None = None) -> list[Constraint]:
    if isinstance(texts, str):
        texts = [texts]
    return [parse_constraint(t, names) for t in texts]


class _Compiler:
    """Walks a whitelisted tree, returning ``(closure, type)``; type is num, str or bool."""

    def __init__(self, src: str, names: Mapping[str, str] | None):
        self.src = src
        self.names = names
        self.used: set[str] = set()

    def fail(self, what: str) -> AoeError:
        return AoeError(f"constraint {self.src!r}: {what} is not allowed (allowed: {_ALLOWED})")

    def compile(self, node: ast.AST) -> tuple[_Fn, str]:
        method = getattr(self, "_" + type(node).__name__, None)
        if method is None:
            raise self.fail(_describe(node))
        return method(node)

    def num(self, node: ast.AST) -> _Fn:
        fn, kind = self.compile(node)
        if kind == STR:
            raise self.fail("arithmetic on a string")
        return fn

    # -- leaves -----------------------------------------------------------------------------
    def _Constant(self, node: ast.Constant) -> tuple[_Fn, str]:
        value = node.value
        if isinstance(value, bool):
            return (lambda env, v=value: v), "bool"
        if isinstance(value, (int, float)):
            if isinstance(value, int) and abs(value) > 2**63 - 1:
                raise self.fail(f"the number {value} (too large)")
            return (lambda env, v=value: v), NUM
        if isinstance(value, str):
            return (lambda env, v=value: v), STR
        raise self.fail(f"the literal {value!r}")

    def _Name(self, node: ast.Name) -> tuple[_Fn, str]:
        name = node.id
        if self.names is not None and name not in self.names:
            known = ", ".join(sorted(self.names)) or "none"
            close = difflib.get_close_matches(name, list(self.names), n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            raise AoeError(f"constraint {self.src!r}: unknown name {name!r}{hint}; known names: {known}")
        if name in _CALLS:
            raise self.fail(f"the bare function name {name!r}")
        self.used.add(name)
        kind = self.names[name] if self.names is not None else ANY
        return (lambda env, n=name: env[n]), kind

    # -- operators ----------------------------------------------------------------------------
    def _BinOp(self, node: ast.BinOp) -> tuple[_Fn, str]:
        if isinstance(node.op, ast.Pow):
            return self._pow(node), NUM
        op = _BINOPS.get(type(node.op))
        if op is None:
            raise self.fail(f"the operator {type(node.op).__name__}")
        left, right = self.num(node.left), self.num(node.right)
        return (lambda env: op(left(env), right(env))), NUM

    def _pow(self, node: ast.BinOp) -> _Fn:
        exp = _literal_number(node.right)
        if exp is None:
            raise self.fail("an exponent that is not a number literal")
        if abs(exp) > MAX_EXPONENT:
            raise self.fail(f"the exponent {exp} (|exponent| must be <= {MAX_EXPONENT})")
        base_lit = _literal_number(node.left)
        if base_lit is not None and base_lit != 0:
            bits = abs(exp) * math.log2(abs(base_lit)) if abs(base_lit) != 1 else 0.0
            if bits > MAX_CONST_BITS:
                raise self.fail(f"the constant power {base_lit}**{exp} (too large)")
        base = self.num(node.left)
        # float power: numpy int64 powers overflow silently and refuse negative exponents
        return lambda env: np.power(np.asarray(base(env), dtype=np.float64), float(exp))

    def _UnaryOp(self, node: ast.UnaryOp) -> tuple[_Fn, str]:
        if isinstance(node.op, ast.Not):
            inner = self.truth(node.operand)
            return (lambda env: np.logical_not(inner(env))), "bool"
        inner = self.num(node.operand)
        if isinstance(node.op, ast.USub):
            return (lambda env: -np.asarray(inner(env))), NUM
        if isinstance(node.op, ast.UAdd):
            return inner, NUM
        raise self.fail(f"the operator {type(node.op).__name__}")

    def truth(self, node: ast.AST) -> _Fn:
        fn, kind = self.compile(node)
        if kind == STR:
            raise self.fail("a string used as a condition")
        if kind == NUM:
            return lambda env: np.asarray(fn(env)) != 0
        return fn

    def _BoolOp(self, node: ast.BoolOp) -> tuple[_Fn, str]:
        parts = [self.truth(v) for v in node.values]
        combine = np.logical_and if isinstance(node.op, ast.And) else np.logical_or

        def fn(env: Env) -> Any:
            out = parts[0](env)
            for part in parts[1:]:
                out = combine(out, part(env))
            return out

        return fn, "bool"

    def _Compare(self, node: ast.Compare) -> tuple[_Fn, str]:
        operands = [self.compile(x) for x in [node.left, *node.comparators]]
        pairs = []
        for i, cmp in enumerate(node.ops):
            op = _CMPOPS.get(type(cmp))
            if op is None:
                raise self.fail(f"the comparison {type(cmp).__name__}")
            (lf, lk), (rf, rk) = operands[i], operands[i + 1]
            if STR in (lk, rk):
                if ANY not in (lk, rk) and lk != rk:
                    raise self.fail("comparing a string with a number")
                if not isinstance(cmp, (ast.Eq, ast.NotEq)):
                    raise self.fail("ordering comparison of strings (only == and != )")
            pairs.append((op, lf, rf))

        def fn(env: Env) -> Any:
            out = None
            for op, lf, rf in pairs:
                res = op(np.asarray(lf(env)), np.asarray(rf(env)))
                out = res if out is None else np.logical_and(out, res)
            return out

        return fn, "bool"

    def _Call(self, node: ast.Call) -> tuple[_Fn, str]:
        if not isinstance(node.func, ast.Name) or node.func.id not in _CALLS:
            raise self.fail(f"calling {_describe(node.func)} (only min, max, abs)")
        if node.keywords or any(isinstance(a, ast.Starred) for a in node.args):
            raise self.fail("keyword or starred arguments")
        name = node.func.id
        args = [self.num(a) for a in node.args]
        if name == "abs":
            if len(args) != 1:
                raise self.fail("abs() with other than one argument")
            (arg,) = args
            return (lambda env: np.abs(arg(env))), NUM
        if len(args) < 2:
            raise self.fail(f"{name}() with fewer than two arguments")
        reduce = _CALLS[name]

        def fn(env: Env) -> Any:
            out = args[0](env)
            for a in args[1:]:
                out = reduce(out, a(env))
            return out

        return fn, NUM


def _literal_number(node: ast.AST) -> float | int | None:
    """The value of ``5``, ``-5``, ``+5``, ``2.5`` as a literal, else None."""
    sign = 1
    while isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        sign = -sign if isinstance(node.op, ast.USub) else sign
        node = node.operand
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) \
            and not isinstance(node.value, bool):
        return sign * node.value
    return None


def _describe(node: ast.AST) -> str:
    names = {
        "Attribute": "attribute access", "Subscript": "subscripts", "Lambda": "lambda",
        "ListComp": "comprehensions", "SetComp": "comprehensions", "DictComp": "comprehensions",
        "GeneratorExp": "comprehensions", "JoinedStr": "f-strings", "FormattedValue": "f-strings",
        "IfExp": "conditional expressions", "NamedExpr": "assignment (:=)", "List": "lists",
        "Tuple": "tuples", "Dict": "dicts", "Set": "sets", "Await": "await", "Yield": "yield",
        "Starred": "starred expressions", "Slice": "slices",
    }
    kind = type(node).__name__
    if kind == "Name":
        return f"the name {node.id!r}"  # type: ignore[attr-defined]
    return names.get(kind, f"the syntax {kind}")
