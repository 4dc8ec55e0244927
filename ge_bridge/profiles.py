"""Shape profiles: one model compiled for a few input shapes (ATC ``--dynamic_dims``, TensorRT
optimisation profiles, a server's sequence buckets).

On the command line a profile is a binding of symbolic dims. ``--dim seq=128,512,2048`` gives
three profiles; several ``--dim`` with value lists give every combination (``--dim
batch=1,4 --dim seq=128,2048``: four). ``--input_shape "input_ids:1,2048"`` (ATC's form; inputs
separated by ``;``) binds each listed axis of the named input (``input_ids.0=1,
input_ids.1=2048``, which also binds the named dim behind that axis); each ``--input_shape``
is one profile, combined with the ``--dim`` profiles. ATC's ``--input_shape "input_ids:1,-1"
--dynamic_dims "128;512;2048"`` is one profile per ``;`` group (each group's values fill the
``-1`` dims in order).

A compiled model carries every profile (see :mod:`ge_bridge.apply`): each ``ai.aoe`` node has
the tiling of the first profile as its plain attributes (what a consumer that knows nothing of
profiles reads) and an ``aoe_profiles`` attribute, a JSON list of ``{"dims", "key", "lookup",
"source", "tiling"}``, one per profile; the model's ``metadata_props["aoe_profiles"]`` lists the
profiles' dims. At run time the shape a node really has selects its tiling
(:func:`select_tiling`): the profile with exactly that OpKey, else the nearest profile whose
tiling is valid for the shape (the near-shape rule of :class:`ge_bridge.apply.Stamper`), else
the stock default.
"""
from __future__ import annotations

import itertools
import json
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

from .errors import AoeError, InputAxisError
from .load import parse_dim_value, parse_dims

MAX_PROFILES = 64


def parse_profiles(dim_items: Sequence[str] | None,
                   input_shapes: Sequence[str] | None = None,
                   dynamic_dims: str | None = None) -> list[dict[str, int]]:
    """The profiles that ``--dim`` (value lists), ``--input_shape`` and ATC's ``--dynamic_dims``
    describe; ``[{}]`` when nothing is bound. Every error is one :class:`AoeError` line."""
    axes: list[list[tuple[str, int]]] = []
    seen: dict[str, str] = {}
    for item in dim_items or []:
        name, sep, raw = item.partition("=")
        values = raw.split(",") if sep else [raw]
        if sep and "," in raw and not all(v.strip() for v in values):
            raise AoeError(f"bad --dim {item!r}: an empty value in the list")
        bindings = []
        for v in values:
            bound = parse_dims([f"{name}={v}" if sep else item])  # one binding, checked
            bindings.extend(bound.items())
        key = bindings[0][0]
        if key in seen:
            if seen[key] == raw.strip() and "," not in raw:
                continue  # the same single value twice: as parse_dims allows
            raise AoeError(f"--dim {key} given twice ({seen[key]} and {raw.strip()})")
        seen[key] = raw.strip()
        if len({v for _, v in bindings}) != len(bindings):
            raise AoeError(f"bad --dim {item!r}: a value is listed twice")
        axes.append(bindings)
    if dynamic_dims is not None:
        shape_profiles = _dynamic_profiles(input_shapes or [], dynamic_dims)
    else:
        shape_profiles = [parse_input_shape(s) for s in input_shapes or []]
        for i, prof in enumerate(shape_profiles):
            if prof in shape_profiles[:i]:
                raise AoeError(f"--input_shape {input_shapes[i]!r} is listed twice (the same "
                               f"shape profile)")
    if shape_profiles:
        axes.append([("", i) for i in range(len(shape_profiles))])
    count = 1
    for a in axes:
        count *= len(a)
    if count > MAX_PROFILES:
        raise AoeError(f"{count} shape profiles (every combination of the listed values); at "
                       f"most {MAX_PROFILES}")
    profiles = []
    for combo in itertools.product(*axes):
        prof: dict[str, int] = {}
        for name, value in combo:
            if name:
                prof[name] = value
            else:
                for k, v in shape_profiles[value].items():
                    if prof.get(k, v) != v:
                        raise AoeError(f"--input_shape binds {k}={v} but --dim says {prof[k]}")
                    prof[k] = v
        profiles.append(prof)
    return profiles or [{}]


def _dynamic_profiles(input_shapes: Sequence[str], dynamic_dims: str) -> list[dict[str, int]]:
    """ATC: ``--input_shape "input_ids:1,-1" --dynamic_dims "128;512;2048"``: each ``;`` group
    gives the ``-1`` dims their values, in order, one profile per group."""
    if len(input_shapes) != 1:
        raise AoeError("--dynamic_dims needs exactly one --input_shape, with -1 for each dynamic "
                       "dim (e.g. --input_shape \"input_ids:1,-1\" --dynamic_dims \"128;512\")")
    spec = input_shapes[0]
    parts = [p.strip().rpartition(":") for p in spec.split(";") if p.strip()]
    holes = sum(v.strip() == "-1" for _name, _sep, values in parts for v in values.split(","))
    if not holes:
        raise AoeError(f"--dynamic_dims: --input_shape {spec!r} has no -1 dim to fill")
    groups = [g.strip() for g in dynamic_dims.split(";")]
    if not any(groups):
        raise AoeError("--dynamic_dims: no values (e.g. \"128;512;2048\")")
    if not all(groups):
        raise AoeError(f"bad --dynamic_dims {dynamic_dims!r}: an empty group in the list")
    profiles = []
    for g in groups:
        values = iter(v.strip() for v in g.split(","))
        if len(g.split(",")) != holes:
            raise AoeError(f"--dynamic_dims group {g!r} has {len(g.split(','))} values; "
                           f"--input_shape {spec!r} has {holes} dynamic dims (-1)")
        filled = ";".join(name + sep + ",".join(next(values) if v.strip() == "-1" else v
                                                for v in vals.split(","))
                          for name, sep, vals in parts)
        profiles.append(parse_input_shape(filled))
    if len({tuple(sorted(p.items())) for p in profiles}) != len(profiles):
        raise AoeError("--dynamic_dims lists a group twice")
    return profiles


def parse_input_shape(spec: str) -> dict[str, int]:
    """ATC's ``"input_ids:1,2048;attention_mask:1,2048"`` -> ``{"input_ids.0": 1, ...}``."""
    dims: dict[str, int] = {}
    names: set[str] = set()
    for part in filter(None, (p.strip() for p in spec.split(";"))):
        name, sep, values = part.rpartition(":")
        name = name.strip()
        if not sep or not name or not values.strip():
            raise AoeError(f"bad --input_shape {spec!r}: expected NAME:D0,D1,... (inputs "
                           f"separated by ';'), e.g. \"input_ids:1,2048\"")
        if name in names:
            raise AoeError(f"bad --input_shape {spec!r}: input {name!r} is named twice")
        names.add(name)
        for axis, raw in enumerate(values.split(",")):
            raw = raw.strip()
            if raw in ("-1", "?", ""):
                raise AoeError(f"bad --input_shape {spec!r}: {name} dim {axis} is "
                               f"{raw or 'empty'}; give every dim a value (one --input_shape "
                               f"per profile), or list the values with --dynamic_dims")
            try:
                dims[f"{name}.{axis}"] = parse_dim_value(raw)
            except ValueError as exc:
                raise AoeError(f"bad --input_shape {spec!r}: {name} dim {axis}: {exc}") from None
    if not dims:
        raise AoeError(f"bad --input_shape {spec!r}: no input named")
    return dims


@contextmanager
def input_shape_errors(input_shapes: Sequence[str] | None) -> Iterator[None]:
    """Around binding the profiles to a model: an ``<input>.<axis>`` binding the model has no
    place for, when an ``--input_shape`` made it, is reported for that ``--input_shape``."""
    given: dict[str, tuple[str, int]] = {}  # input -> (the --input_shape, how many dims)
    for spec in input_shapes or []:
        for part in filter(None, (p.strip() for p in spec.split(";"))):
            name, _sep, values = part.rpartition(":")
            given.setdefault(name.strip(), (spec, len(values.split(","))))
    try:
        yield
    except InputAxisError as exc:
        if exc.input_name not in given:
            raise
        spec, n = given[exc.input_name]
        if exc.fixed is not None:
            raise AoeError(f"--input_shape {spec!r}: input {exc.input_name!r} dim "
                           f"{exc.key.rpartition('.')[2]} is fixed at {exc.fixed} in the model") \
                from None
        if exc.rank is None:
            raise AoeError(f"--input_shape {spec!r}: the model has no input {exc.input_name!r}; "
                           f"its inputs: {', '.join(exc.inputs) or 'none'}") from None
        raise AoeError(f"--input_shape {spec!r} gives input {exc.input_name!r} {n} dims; its "
                       f"rank is {exc.rank}") from None


def profile_label(dims: Mapping[str, int]) -> str:
    return ",".join(f"{k}={v}" for k, v in dims.items()) or "-"


MODEL_PROFILES_KEY = "aoe_profiles"  # metadata_props key of a compiled model's profiles' dims


def model_profiles(model: Any) -> list[dict[str, int]]:
    """The dims of each shape profile a compiled model was built for (its
    ``metadata_props["aoe_profiles"]``; [] when absent); AoeError if malformed."""
    text = next((p.value for p in model.metadata_props if p.key == MODEL_PROFILES_KEY), "")
    if not text:
        return []
    try:
        profiles = json.loads(text)
    except ValueError:
        raise AoeError("malformed aoe_profiles metadata in the model (not JSON)") from None
    if not isinstance(profiles, list) or len(profiles) > MAX_PROFILES or not all(
            isinstance(p, dict) and all(isinstance(k, str) and len(k) <= 256 and type(v) is int
                                        and 0 < v < 2**31 for k, v in p.items())
            for p in profiles):
        raise AoeError("malformed aoe_profiles metadata in the model (expected a list of at most "
                       f"{MAX_PROFILES} {{dim name: positive int}} objects)")
    return profiles


def node_profiles(attr_value: str | bytes | None) -> list[dict[str, Any]]:
    """The profile records of a fused node's ``aoe_profiles`` attribute ([] when absent)."""
    if not attr_value:
        return []
    if isinstance(attr_value, bytes):
        attr_value = attr_value.decode("utf-8")
    try:
        records = json.loads(attr_value)
    except ValueError:
        raise AoeError("malformed aoe_profiles attribute (not JSON)") from None
    if not isinstance(records, list) or not all(
            isinstance(r, dict) and isinstance(r.get("key"), str) and isinstance(r.get("tiling"), dict)
            for r in records):
        raise AoeError("malformed aoe_profiles attribute (expected a list of {key, tiling, ...})")
    return records


class _ProfileEntries:
    """The profiles of one node, looked up like a cache (what :class:`Stamper` reads)."""

    def __init__(self, records: Sequence[Mapping[str, Any]]):
        from .opkey import parse_key

        self.entries: dict[str, dict[str, Any]] = {}
        for r in records:
            kind, shape, dtype = parse_key(r["key"])
            self.entries.setdefault(r["key"], {"kind": kind, "shape": shape, "dtype": dtype,
                                               "tiling": dict(r["tiling"])})

    def get(self, key: str) -> dict[str, Any] | None:
        return self.entries.get(key)


def select_tiling(records: Sequence[Mapping[str, Any]], kind: str, shape: Mapping[str, Any],
                  dtype: str, target: Any = None) -> Any:
    """The tiling a node of runtime ``shape`` runs with, from its profiles: a
    :class:`ge_bridge.apply.Lookup` whose status is ``hit`` (a profile of exactly this shape),
    ``fallback`` (the nearest profile valid for this shape under ``target``'s rules) or
    ``miss`` (the stock default)."""
    from .apply import Stamper

    return Stamper(_ProfileEntries(records), target).lookup(kind, shape, dtype)  # type: ignore[arg-type]


def profile_for_dims(records: Sequence[Mapping[str, Any]],
                     dims: Mapping[str, int]) -> Mapping[str, Any] | None:
    """The record of the profile that ``dims`` (a runtime binding) selects: every dim both
    name agrees (and at least one does); None when no profile matches."""
    for r in records:
        rd = r.get("dims") or {}
        shared = [k for k in dims if k in rd]
        if shared and all(rd[k] == dims[k] for k in shared):
            return r
    return None
