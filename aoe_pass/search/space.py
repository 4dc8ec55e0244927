"""Search spaces: named discrete parameters, capacity and user constraints, never enumerated.

A configuration is addressed by one index per parameter (a mixed-radix number), so a space of
10^7+ configurations costs nothing to hold: sampling draws per-parameter indices in numpy
batches and keeps the valid ones (vectorised rejection). Validity depends only on the
*constrained* parameters (those the target's capacity rules or a user constraint read); when
rejection keeps too few draws, the product of just those parameters is enumerated once and
sampled exactly (the free parameters stay uniform), which also gives the exact valid count.
"""
from __future__ import annotations

import difflib
import hashlib
import json
import math
from typing import Any, Iterable, Mapping, Sequence

import numpy as np

from ge_bridge.errors import AoeError
from ge_bridge.opkey import DTYPE_BYTES
from ge_bridge.targets import Target, get_target
from ge_bridge.tiling import PARAMS

from .constraints import NUM, STR, Constraint, parse_constraint

Config = dict[str, Any]

PARAM_KINDS = ("ordered", "categorical")
EXACT_LIMIT = 2_000_000  # largest constrained sub-product enumerated exactly
_CHUNK = 262_144
_MIN_RATE = 0.02  # below this acceptance rate, switch to exact sampling when possible


def _value_kind(values: Sequence[Any]) -> str:
    if all(isinstance(v, bool) or isinstance(v, np.bool_) for v in values):
        return "bool"
    if all(isinstance(v, (int, float, np.integer, np.floating)) and not isinstance(v, bool)
           for v in values):
        return "num"
    if all(isinstance(v, str) for v in values):
        return "str"
    return "mixed"


def _column(values: Sequence[Any], kind: str) -> np.ndarray:
    if kind == "bool":
        return np.array(values, dtype=bool)
    if kind == "num":
        arr = np.array(values)
        return arr if arr.dtype.kind in "iuf" else arr.astype(np.float64)
    if kind == "str":
        return np.array(values, dtype=str)
    return np.array(values, dtype=object)


class _Recorder(dict):
    """A dict that records which keys are read (to learn which params a target rule uses)."""

    def __init__(self, *a: Any, **kw: Any):
        super().__init__(*a, **kw)
        self.read: set[str] = set()

    def __getitem__(self, key: str) -> Any:
        self.read.add(key)
        return super().__getitem__(key)


def _held(sorted_ids: np.ndarray, ids: np.ndarray) -> np.ndarray:
    """Which of ``ids`` are in ``sorted_ids`` (sorted, distinct): a binary search each, cheaper
    than ``np.isin`` on the small arrays of a sampling loop."""
    if not len(sorted_ids):
        return np.zeros(len(ids), dtype=bool)
    pos = np.minimum(np.searchsorted(sorted_ids, ids), len(sorted_ids) - 1)
    return sorted_ids[pos] == ids


class Space:
    """A discrete search space: ``params`` maps names to their value lists.

    ``constraints`` are expressions (strings or :class:`Constraint`) over parameter names and
    the fields of ``shape`` (plus ``in_bytes`` when ``dtype`` is given). With ``kind`` and
    ``target`` the target's capacity rules for that op kind apply as well.

    Parameter kinds (``param_kinds``, :data:`PARAM_KINDS`): an *ordered* parameter's values
    lie on a line (neighbours are the adjacent values; the models see one feature, on a log2
    scale when the values are positive and span a ratio of 4 or more, else linear); a
    *categorical* one's values are unrelated options (any other value is a neighbour; the
    models see one-hot features). By default numbers (ints included) are ordered, strings and
    booleans categorical; ``param_kinds`` overrides that per parameter (a string parameter
    declared ordered is ordered as listed).
    """

    def __init__(self, params: Mapping[str, Sequence[Any]], constraints: Iterable[Any] = (),
                 shape: Mapping[str, Any] | None = None, kind: str | None = None,
                 dtype: str | None = None, target: Target | str | None = None,
                 param_kinds: Mapping[str, str] | None = None):
        if not params:
            raise AoeError("search space has no parameters")
        self.names: list[str] = []
        self.domains: dict[str, list[Any]] = {}
        self.kinds: dict[str, str] = {}
        self._cols: list[np.ndarray] = []
        self._lookup: list[dict[Any, int]] = []
        for name, values in params.items():
            if not isinstance(name, str) or not name.isidentifier():
                raise AoeError(f"search space parameter name {name!r} must be an identifier")
            if not isinstance(values, (list, tuple)):
                raise AoeError(f"search space parameter {name!r} must be a list of values, got {type(values).__name__}")
            values = list(values)
            if not values:
                raise AoeError(f"search space parameter {name!r} has no values")
            seen: set[tuple[str, Any]] = set()
            for v in values:
                if not isinstance(v, (bool, int, float, str)):
                    raise AoeError(f"search space parameter {name!r}: value {v!r} is not a number, string or bool")
                tag = (type(v).__name__, v)
                if tag in seen:
                    raise AoeError(f"search space parameter {name!r} lists {v!r} twice")
                seen.add(tag)
            kind_ = _value_kind(values)
            self.names.append(name)
            self.domains[name] = values
            self.kinds[name] = kind_
            self._cols.append(_column(values, kind_))
            self._lookup.append(self._make_lookup(values))
        self.ordered: dict[str, bool] = {n: self.kinds[n] == "num" for n in self.names}
        for name, pk in (param_kinds or {}).items():
            if name not in self.domains:
                raise AoeError(f"parameter kind given for {name!r}, which is not a parameter of the space")
            if pk not in PARAM_KINDS:
                raise AoeError(f"parameter {name!r}: kind must be one of {', '.join(PARAM_KINDS)}, got {pk!r}")
            if pk == "ordered" and self.kinds[name] == "mixed":
                raise AoeError(f"parameter {name!r} mixes value types and cannot be ordered")
            self.ordered[name] = pk == "ordered"
        self.radices = np.array([len(self.domains[n]) for n in self.names], dtype=np.int64)
        self.size: int = math.prod(int(r) for r in self.radices)
        if self.size >= 2**62:
            raise AoeError(f"search space is too large ({self.size:.3g} configurations)")
        strides = np.ones(len(self.names), dtype=np.int64)
        for j in range(len(self.names) - 2, -1, -1):
            strides[j] = strides[j + 1] * self.radices[j + 1]
        self._strides = strides
        self.shape: dict[str, Any] = dict(shape or {})
        self.kind = kind
        self.dtype = dtype
        self.target = get_target(target) if isinstance(target, str) else target
        self._scalars = self._shape_env()
        types = {n: (STR if self.kinds[n] in ("str", "mixed") else NUM) for n in self.names}
        for k, v in self._scalars.items():
            types.setdefault(k, STR if isinstance(v, str) else NUM)
        self.constraints: list[Constraint] = [
            c if isinstance(c, Constraint) else parse_constraint(c, types) for c in constraints
        ]
        for c in self.constraints:
            clash = [n for n in c.names if n not in types]
            if clash:
                raise AoeError(f"constraint {c.text!r}: unknown names {clash}")
        self._target_params = self._find_target_params()
        used = set(self._target_params)
        for c in self.constraints:
            used |= {n for n in c.names if n in self.domains}
        self.constrained = [n for n in self.names if n in used]
        self.free = [n for n in self.names if n not in used]
        self._exact: np.ndarray | None = None  # valid sub-index rows over self.constrained
        self._rate: float | None = None
        self._encoders = [self._encoder(j) for j in range(len(self.names))]
        self.n_features = sum(e.shape[1] for e in self._encoders)

    # -- construction helpers ----------------------------------------------------------------
    @staticmethod
    def _make_lookup(values: list[Any]) -> dict[Any, int]:
        out: dict[Any, int] = {}
        for i, v in enumerate(values):
            out.setdefault((type(v) is bool, v), i)
        return out

    def _shape_env(self) -> dict[str, Any]:
        env: dict[str, Any] = {}
        for k, v in self.shape.items():
            if isinstance(v, bool):
                env[k] = int(v)
            elif isinstance(v, (int, float, str)):
                env[k] = v
        if self.dtype is not None:
            env["in_bytes"] = DTYPE_BYTES.get(self.dtype, 2)
        return env

    def _find_target_params(self) -> list[str]:
        if self.target is None or self.kind is None:
            return []
        missing = [n for n in PARAMS.get(self.kind, {}) if n not in self.domains]
        if self.kind not in PARAMS or missing:
            raise AoeError(f"target rules for {self.kind!r} need parameters {missing}")
        rec = _Recorder({n: self._cols[j][:1] for j, n in enumerate(self.names)})
        self.target.rules(self.kind, self.shape, self.dtype or "float16", rec)
        return [n for n in self.names if n in rec.read]

    def _encoder(self, j: int) -> np.ndarray:
        """Feature table of parameter ``j``: one row per value, all features in [0, 1]."""
        name = self.names[j]
        kind, col = self.kinds[name], self._cols[j]
        r = len(col)
        if r == 1:
            return np.zeros((1, 0))
        if kind == "bool":
            return col.astype(np.float64).reshape(-1, 1)
        if not self.ordered[name]:
            # one-hot, so no option is "between" two others; two options keep two features
            # (one 0/1 feature made bayes slower to the last 1% on the sim's attention tasks,
            # whose softmax option is two-valued: trials to 99% 32 / 37.5 vs 23 / 34)
            return np.eye(r)
        if kind == "num":
            x = col.astype(np.float64)
            if x.min() >= 0 and (x.max() + 1) / (max(x.min(), 0) + 1) >= 4:
                x = np.log2(x + 1)  # tile sizes, unroll factors: effects scale with the ratio
            span = x.max() - x.min()
            return ((x - x.min()) / (span if span > 0 else 1)).reshape(-1, 1)
        return (np.arange(r) / (r - 1)).reshape(-1, 1)  # an ordered string list: its rank

    # -- tasks ----------------------------------------------------------------------------------
    @classmethod
    def for_task(cls, kind: str, shape: Mapping[str, Any], dtype: str,
                 target: Target | str | None = "ascend910b", user_constraints: Iterable[Any] = (),
                 overrides: Mapping[str, Sequence[Any]] | None = None,
                 allow_int8: bool = True, param_kinds: Mapping[str, str] | None = None) -> Space:
        """The space of one tuning task: the kind's vocabulary, narrowed by ``overrides`` (a
        config's ``search_space``), under the target's capacity rules and user constraints."""
        if kind not in PARAMS:
            raise AoeError(f"unknown op kind {kind!r} (known: {', '.join(PARAMS)})")
        if dtype == "int8" and not allow_int8:
            raise AoeError("int8 tasks are excluded: set \"quantization\": [true] in the config to tune them")
        vocab = PARAMS[kind]
        params = {n: list(v) for n, v in vocab.items()}
        for name, values in (overrides or {}).items():
            if name not in vocab:
                close = difflib.get_close_matches(name, list(vocab), n=1)
                hint = f" (did you mean {close[0]!r}?)" if close else ""
                raise AoeError(f"search_space: {name!r} is not a {kind} tiling parameter{hint}; "
                               f"known: {', '.join(vocab)}")
            if not isinstance(values, (list, tuple)) or not values:
                raise AoeError(f"search_space: {name!r} must be a non-empty list of values")
            lookup = cls._make_lookup(vocab[name])
            bad = [v for v in values if not isinstance(v, (bool, int, float, str))
                   or (type(v) is bool, v) not in lookup]
            if bad:
                raise AoeError(f"search_space: {name}={bad[0]!r} is outside the {kind} vocabulary "
                               f"({_summary(vocab[name])})")
            # the vocabulary's own values (a config's 16.0 is the tile 16), duplicates dropped
            params[name] = list(dict.fromkeys(vocab[name][lookup[(type(v) is bool, v)]]
                                              for v in values))
        return cls(params, user_constraints, shape=shape, kind=kind, dtype=dtype, target=target,
                   param_kinds=param_kinds)

    # -- conversions ------------------------------------------------------------------------------
    def to_index(self, configs: Sequence[Config]) -> np.ndarray:
        """Index rows ``(n, d)`` of configurations; AoeError for a value outside the space."""
        out = np.empty((len(configs), len(self.names)), dtype=np.int64)
        for i, cfg in enumerate(configs):
            for j, name in enumerate(self.names):
                if name not in cfg:
                    raise AoeError(f"configuration lacks parameter {name!r}")
                v = cfg[name]
                try:
                    out[i, j] = self._lookup[j][(type(v) is bool, v)]
                except (KeyError, TypeError):
                    # tolerate 1/0 for bools and 128.0 for 128
                    idx = next((k for k, w in enumerate(self.domains[name])
                                if _loose_eq(v, w)), None)
                    if idx is None:
                        raise AoeError(f"{name}={v!r} is not in the search space "
                                       f"({_summary(self.domains[name])})") from None
                    out[i, j] = idx
        return out

    def from_index(self, idx: np.ndarray) -> list[Config]:
        idx = np.asarray(idx, dtype=np.int64).reshape(-1, len(self.names))
        doms = [self.domains[n] for n in self.names]
        return [{n: doms[j][int(row[j])] for j, n in enumerate(self.names)} for row in idx]

    def flat(self, idx: np.ndarray) -> np.ndarray:
        """Mixed-radix flat ids (int64) of index rows."""
        return np.asarray(idx, dtype=np.int64).reshape(-1, len(self.names)) @ self._strides

    def unflat(self, flat: np.ndarray) -> np.ndarray:
        flat = np.asarray(flat, dtype=np.int64).reshape(-1, 1)
        return (flat // self._strides) % self.radices

    def key(self, config: Config) -> tuple:
        """A hashable identity of a configuration (its values in parameter order)."""
        return tuple(config[n] for n in self.names)

    def columns(self, idx: np.ndarray) -> dict[str, np.ndarray]:
        return {n: self._cols[j][idx[:, j]] for j, n in enumerate(self.names)}

    def encode(self, configs: Sequence[Config] | np.ndarray) -> np.ndarray:
        """Numeric features in [0, 1]: one per ordered parameter (log2-scaled for size-like
        numbers), one 0/1 feature per boolean, one-hot for other categoricals; constant
        parameters are dropped."""
        idx = configs if isinstance(configs, np.ndarray) else self.to_index(configs)
        idx = np.asarray(idx, dtype=np.int64).reshape(-1, len(self.names))
        parts = [enc[idx[:, j]] for j, enc in enumerate(self._encoders) if enc.shape[1]]
        return np.hstack(parts) if parts else np.zeros((len(idx), 0))

    def feature_widths(self) -> list[int]:
        """How many of :meth:`encode`'s columns each parameter takes, in parameter order (0 for
        a constant one)."""
        return [int(e.shape[1]) for e in self._encoders]

    # -- validity ----------------------------------------------------------------------------------
    def valid_mask(self, idx: np.ndarray) -> np.ndarray:
        idx = np.asarray(idx, dtype=np.int64).reshape(-1, len(self.names))
        ok = np.ones(len(idx), dtype=bool)
        if not len(idx) or not (self._target_params or self.constraints):
            return ok
        cols = self.columns(idx)
        env: dict[str, Any] = {**self._scalars, **cols}
        if self._target_params:
            ok &= self.target.valid_mask(self.kind, self.shape, self.dtype or "float16", cols)
        for c in self.constraints:
            ok &= np.broadcast_to(np.asarray(c(env), dtype=bool), ok.shape)
        return ok

    def is_valid(self, config: Config) -> bool:
        try:
            idx = self.to_index([config])
        except AoeError:
            return False
        return bool(self.valid_mask(idx)[0])

    def violations(self, config: Config) -> list[str]:
        """Why a configuration is invalid (empty when valid)."""
        try:
            idx = self.to_index([config])
        except AoeError as exc:
            return [str(exc)]
        out: list[str] = []
        if self._target_params:
            out += self.target.violations(self.kind, self.shape, self.dtype or "float16", config)
        env = {**self._scalars, **config}
        out += [f"constraint {c.text!r} is false" for c in self.constraints if not c(env)]
        del idx
        return out

    # -- exact sub-space -----------------------------------------------------------------------------
    def _sub_size(self) -> int:
        return math.prod(len(self.domains[n]) for n in self.constrained)

    def _exact_rows(self) -> np.ndarray | None:
        """Valid index rows over the constrained parameters (enumerated once), or None if the
        constrained sub-product exceeds :data:`EXACT_LIMIT`."""
        if self._exact is not None:
            return self._exact
        sub = self._sub_size()
        if sub > EXACT_LIMIT:
            return None
        pos = [self.names.index(n) for n in self.constrained]
        radices = self.radices[pos]
        keep = []
        for start in range(0, sub, _CHUNK):
            ids = np.arange(start, min(sub, start + _CHUNK), dtype=np.int64)
            sub_idx = np.empty((len(ids), len(pos)), dtype=np.int64)
            rem = ids
            for j in range(len(pos) - 1, -1, -1):
                sub_idx[:, j] = rem % radices[j]
                rem = rem // radices[j]
            full = np.zeros((len(ids), len(self.names)), dtype=np.int64)
            full[:, pos] = sub_idx
            keep.append(sub_idx[self.valid_mask(full)])
        self._exact = np.concatenate(keep) if keep else np.zeros((0, len(pos)), dtype=np.int64)
        return self._exact

    def valid_size(self) -> int | None:
        """Exact number of valid configurations, or None when too costly to count."""
        if not self.constrained:
            return self.size
        rows = self._exact_rows()
        if rows is None:
            return None
        return len(rows) * (self.size // self._sub_size())

    # -- sampling ----------------------------------------------------------------------------------
    def _draw(self, rng: np.random.Generator, m: int) -> np.ndarray:
        return rng.integers(0, self.radices, size=(m, len(self.names)), dtype=np.int64)

    def _draw_exact(self, rng: np.random.Generator, m: int, rows: np.ndarray) -> np.ndarray:
        idx = self._draw(rng, m)
        pos = [self.names.index(n) for n in self.constrained]
        idx[:, pos] = rows[rng.integers(0, len(rows), size=m)]
        return idx

    def sample_index(self, rng: np.random.Generator, n: int,
                     exclude: set[int] | None = None) -> np.ndarray:
        """Up to ``n`` distinct valid index rows drawn uniformly, none whose flat id is in
        ``exclude``; fewer only when the valid space (minus ``exclude``) is nearly exhausted."""
        # the flat ids excluded or already taken, sorted
        excluded = exclude or ()
        blocked = np.unique(np.fromiter(excluded, dtype=np.int64, count=len(excluded)))
        got: list[np.ndarray] = []
        need = n
        rows = self._exact if self._exact is not None else None
        if rows is None and self.constrained and self._rate is not None and self._rate < _MIN_RATE:
            rows = self._exact_rows()
        draws = accepted = 0
        for _ in range(64):
            if need <= 0:
                break
            if rows is not None:
                if len(rows) == 0:
                    break
                m = max(32, 2 * need)
                idx = self._draw_exact(rng, m, rows)
            else:
                rate = max(self._rate if self._rate is not None else 1.0, 1e-4)
                m = int(min(_CHUNK, max(64, 2 * need / rate)))
                idx = self._draw(rng, m)
                mask = self.valid_mask(idx)
                draws += m
                accepted += int(mask.sum())
                self._rate = max(accepted, 0.5) / draws
                idx = idx[mask]
            flat = self.flat(idx)
            _, first = np.unique(flat, return_index=True)
            first = np.sort(first)  # each flat id once, in the order drawn
            fresh = first[~_held(blocked, flat[first])][:need]
            if len(fresh):
                blocked = np.union1d(blocked, flat[fresh])
                got.append(idx[fresh])
            need -= len(fresh)
            if rows is None and self._rate < _MIN_RATE and self.constrained:
                rows = self._exact_rows()  # rejection is failing: sample the exact sub-space
        if need > 0 and self.size <= EXACT_LIMIT:
            # nearly exhausted: walk what is left exactly
            every = self._all_valid_index()
            flat = self.flat(every)
            rest = every[~_held(blocked, flat)]
            order = rng.permutation(len(rest))
            got.append(rest[order[:need]])
        if not got:
            return np.zeros((0, len(self.names)), dtype=np.int64)
        return np.vstack(got)

    def sample(self, rng: np.random.Generator | int, n: int,
               exclude: set[int] | None = None) -> list[Config]:
        """``n`` distinct valid configurations drawn uniformly (see :meth:`sample_index`)."""
        rng = np.random.default_rng(rng) if not isinstance(rng, np.random.Generator) else rng
        return self.from_index(self.sample_index(rng, n, exclude))

    def _all_valid_index(self) -> np.ndarray:
        if self.size > EXACT_LIMIT:
            raise AoeError(f"search space too large to enumerate ({self.size} configurations)")
        idx = self.unflat(np.arange(self.size, dtype=np.int64))
        return idx[self.valid_mask(idx)]

    def enumerate(self) -> list[Config]:
        """Every valid configuration, in mixed-radix order (small spaces only)."""
        return self.from_index(self._all_valid_index())

    # -- neighbourhoods ----------------------------------------------------------------------------
    def neighbour_index(self, idx_row: np.ndarray, rng: np.random.Generator, n: int,
                        exclude: set[int] | None = None) -> np.ndarray:
        """Up to ``n`` valid distinct neighbours of one index row: every single-parameter move
        (adjacent value for numbers, any other value for enums/bools), then random moves of
        2-3 parameters."""
        base = np.asarray(idx_row, dtype=np.int64).reshape(-1)
        cands = []
        for j, name in enumerate(self.names):
            r = int(self.radices[j])
            if r == 1:
                continue
            if self.ordered[name]:
                steps = [base[j] - 1, base[j] + 1]
                targets = [s for s in steps if 0 <= s < r]
            else:
                targets = [s for s in range(r) if s != base[j]]
            for s in targets:
                row = base.copy()
                row[j] = s
                cands.append(row)
        m = max(4 * n, 32)
        multi = np.repeat(base[None, :], m, axis=0)
        movable = np.flatnonzero(self.radices > 1)
        if len(movable):
            for _ in range(2):
                j = rng.choice(movable, size=m)
                delta = rng.choice([-2, -1, 1, 2], size=m)
                is_num = np.array([self.ordered[self.names[k]] for k in j])
                rand_val = rng.integers(0, self.radices[j])
                new = np.where(is_num, np.clip(multi[np.arange(m), j] + delta, 0, self.radices[j] - 1),
                               rand_val)
                multi[np.arange(m), j] = new
        allc = np.vstack([np.array(cands).reshape(-1, len(self.names)), multi])
        allc = allc[self.valid_mask(allc)]
        flat = self.flat(allc)
        own = int(self.flat(base)[0])
        _, first = np.unique(flat, return_index=True)
        first = np.sort(first)
        keep = [i for i in first if int(flat[i]) != own and (not exclude or int(flat[i]) not in exclude)]
        single = [i for i in keep if i < len(cands)]
        other = [i for i in keep if i >= len(cands)]
        single = list(rng.permutation(single)) if single else []
        chosen = (single + other)[:n]
        return allc[chosen] if chosen else np.zeros((0, len(self.names)), dtype=np.int64)

    def line_index(self, idx_row: np.ndarray, exclude: set[int] | None = None) -> np.ndarray:
        """Every valid configuration that differs from ``idx_row`` in exactly one parameter, by
        any other value of it (not only the adjacent one): the axis lines through the row.

        At most the sum over parameters of (values - 1) rows, so a strategy can check every
        single-parameter change of its incumbent, including a far jump along one axis (a tile
        that divides the extent where its neighbours do not).
        """
        base = np.asarray(idx_row, dtype=np.int64).reshape(-1)
        rows = []
        for j in range(len(self.names)):
            for t in range(int(self.radices[j])):
                if t != base[j]:
                    row = base.copy()
                    row[j] = t
                    rows.append(row)
        if not rows:
            return np.zeros((0, len(self.names)), dtype=np.int64)
        allc = np.array(rows, dtype=np.int64)
        allc = allc[self.valid_mask(allc)]
        if exclude:
            allc = allc[np.array([int(f) not in exclude for f in self.flat(allc)], dtype=bool)]
        return allc

    def local_index(self, idx_row: np.ndarray, exclude: set[int] | None = None,
                    max_rows: int = 4096) -> np.ndarray:
        """Every valid configuration one or two moves away from ``idx_row`` (a move: the
        adjacent value of a number, any other value of an enum/bool), nearest first.

        Small enough to enumerate (a few hundred rows for the tiling spaces), so a strategy can
        score the whole neighbourhood of its incumbent instead of a random part of it.
        """
        base = np.asarray(idx_row, dtype=np.int64).reshape(-1)
        moves: list[tuple[int, int]] = []
        for j, name in enumerate(self.names):
            r = int(self.radices[j])
            if self.ordered[name]:
                targets = [t for t in (base[j] - 1, base[j] + 1) if 0 <= t < r]
            else:
                targets = [t for t in range(r) if t != base[j]]
            moves += [(j, int(t)) for t in targets]
        rows = []
        for ja, ta in moves:
            row = base.copy()
            row[ja] = ta
            rows.append(row)
        for a, (ja, ta) in enumerate(moves):
            for jb, tb in moves[a + 1:]:
                if jb != ja:
                    row = base.copy()
                    row[ja], row[jb] = ta, tb
                    rows.append(row)
                    if len(rows) >= max_rows:
                        break
            if len(rows) >= max_rows:
                break
        if not rows:
            return np.zeros((0, len(self.names)), dtype=np.int64)
        allc = np.array(rows, dtype=np.int64)
        allc = allc[self.valid_mask(allc)]
        if exclude:
            flat = self.flat(allc)
            allc = allc[np.array([int(f) not in exclude for f in flat], dtype=bool)]
        return allc

    def neighbours(self, config: Config, rng: np.random.Generator | int, n: int) -> list[Config]:
        rng = np.random.default_rng(rng) if not isinstance(rng, np.random.Generator) else rng
        return self.from_index(self.neighbour_index(self.to_index([config])[0], rng, n))

    # -- satisfiability ------------------------------------------------------------------------------
    def check_satisfiable(self, samples: int = 20_000) -> None:
        """Raise AoeError("constraints leave no valid configuration: ...") before any
        measurement when nothing is valid (exact when the constrained sub-space is small)."""
        if not self.constrained:
            return
        rows = self._exact_rows()
        idx = self._draw(np.random.default_rng(0), samples)
        if (len(rows) if rows is not None else self.valid_mask(idx).any()):
            return
        cols = self.columns(idx)
        env: dict[str, Any] = {**self._scalars, **cols}
        parts = []
        if self._target_params:
            ok = self.target.valid_mask(self.kind, self.shape, self.dtype or "float16", cols)
            parts.append((f"{self.target.name} capacity rules", float(ok.mean())))
        for c in self.constraints:
            ok = np.broadcast_to(np.asarray(c(env), dtype=bool), (len(idx),))
            parts.append((repr(c.text), float(ok.mean())))
        never = [name for name, frac in parts if frac == 0.0]
        how = "exactly" if rows is not None else f"in {samples} samples"
        if never:
            detail = "; ".join(f"{n} never holds" for n in never)
        else:
            detail = "each holds alone but not together: " + ", ".join(n for n, _ in parts)
        raise AoeError(f"constraints leave no valid configuration ({how}): {detail}")

    def describe(self) -> str:
        vs = self.valid_size()
        valid = f"{vs} valid" if vs is not None else "valid count unknown"
        return f"{len(self.names)} parameters, {self.size} configurations, {valid}"


def space_hash(space: Space) -> str:
    """Identifies the space a tiling was chosen from (domains + every constraint's text)."""
    doc = json.dumps({"params": space.domains, "constraints": [c.text for c in space.constraints]},
                     sort_keys=True, default=str)
    return hashlib.sha256(doc.encode()).hexdigest()[:16]


def _loose_eq(a: Any, b: Any) -> bool:
    if isinstance(a, str) or isinstance(b, str):
        return a == b
    try:
        return float(a) == float(b)
    except (TypeError, ValueError):
        return False


def _summary(values: Sequence[Any]) -> str:
    if len(values) > 8:
        return f"{values[0]!r}..{values[-1]!r}, {len(values)} values"
    return ", ".join(repr(v) for v in values)
