"""The attributes of an ``ai.aoe`` node: one encode/decode pair.

:func:`encode_attrs` is what compile-time apply writes onto a fused node, :func:`decode_attrs`
what a runtime reads back. The attributes:

- one per tiling parameter of the kind (booleans as ints);
- ``aoe_key`` (the OpKey), ``aoe_lookup`` (hit / fallback / miss), ``aoe_source`` (the cache
  key the tiling came from);
- ``aoe_io``: where the instance's named tensors sit on the node, ``"q=i0,k=i1,out=o0"``;
- ``aoe_roles``: each kernel operand's role and the function-body tensor that holds it,
  ``"a=x0,b=t1,bias=x2,out=y0"`` (body tensors are named ``x<i>`` for the node's inputs,
  ``y<i>`` for its outputs, ``t<i>`` inside). A runtime binds the kernel's operands by role;
  a node compiled before roles were recorded has none (:attr:`AoeAttrs.roles` is None);
- ``aoe_profiles``: a model compiled for several shape profiles (see :mod:`.profiles`).
"""
from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .opkey import parse_key
from .tiling import PARAMS, upgrade_tiling

AOE_DOMAIN = "ai.aoe"
PROFILES_ATTR = "aoe_profiles"
ROLES_ATTR = "aoe_roles"


@dataclass
class AoeAttrs:
    """What an ``ai.aoe`` node carries (see the module docstring)."""

    kind: str
    shape: dict[str, Any]
    dtype: str
    key: str
    tiling: dict[str, Any]
    lookup: str = ""
    source: str = ""
    io: dict[str, str] = field(default_factory=dict)  # role -> "i<k>" / "o<k>"
    roles: dict[str, str] | None = None  # role -> body tensor; None: compiled before roles
    profiles: str = ""  # the raw aoe_profiles attribute (see profiles.node_profiles)


def _pairs(mapping: Mapping[str, str]) -> str:
    return ",".join(f"{k}={v}" for k, v in sorted(mapping.items()))


def _parse_pairs(text: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for part in filter(None, (text or "").split(",")):
        name, sep, value = part.partition("=")
        if sep and name and value:
            out[name] = value
    return out


def encode_attrs(kind: str, key: str, tiling: Mapping[str, Any], lookup: str = "",
                 source: str = "", io: Mapping[str, str] | None = None,
                 roles: Mapping[str, str] | None = None,
                 profiles: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """The node's attributes as keyword arguments of ``onnx.helper.make_node``."""
    out: dict[str, Any] = {k: int(v) if isinstance(v, bool) else v
                           for k, v in ((k, tiling[k]) for k in sorted(PARAMS[kind]))}
    out.update(aoe_key=key, aoe_lookup=lookup, aoe_source=source, aoe_io=_pairs(io or {}))
    if roles is not None:
        out[ROLES_ATTR] = _pairs(roles)
    if profiles:
        out[PROFILES_ATTR] = json.dumps(profiles, sort_keys=True)
    return out


def attr(node: Any, name: str, default: Any = None) -> Any:
    """One attribute of an ONNX node (strings decoded), ``default`` when absent."""
    from onnx import helper

    for a in node.attribute:
        if a.name == name:
            v = helper.get_attribute_value(a)
            return v.decode() if isinstance(v, bytes) else v
    return default


def decode_attrs(node: Any, key: str | None = None) -> AoeAttrs:
    """The attributes of a fused node; ``key`` overrides ``aoe_key`` (a selected shape
    profile's). ValueError for a malformed key."""
    key = key if key is not None else attr(node, "aoe_key", "")
    kind, shape, dtype = parse_key(key)
    tiling = {}
    for name, domain in PARAMS[kind].items():
        v = attr(node, name)
        if v is None:
            continue
        tiling[name] = bool(v) if isinstance(domain[0], bool) else v
    roles = attr(node, ROLES_ATTR)
    return AoeAttrs(kind, shape, dtype, key, upgrade_tiling(kind, tiling),
                    attr(node, "aoe_lookup", ""), attr(node, "aoe_source", ""),
                    _parse_pairs(attr(node, "aoe_io", "")),
                    None if roles is None else _parse_pairs(roles),
                    attr(node, PROFILES_ATTR, "") or "")
