"""Resolve a MODEL argument: a model file (ONNX, GE dump) or a built-in model name.

A built-in model is built in memory and its ``default_dims`` fill in every dim the user did
not bind with ``--dim``. A spec that is neither an existing file nor a built-in name is one
:class:`AoeError` that lists the closest built-in names.
"""
from __future__ import annotations

import difflib
import os
from typing import Any

from ge_bridge.errors import AoeError
from ge_bridge.graph import Graph
from ge_bridge.load import load_graph
from ge_bridge.onnx_import import name_axis_dims


def _registry():
    from models import registry  # the models package ships with aoe-pass (setup.py)

    return registry


def builtin_names() -> list[str]:
    return [spec.name for spec in _registry().list_models()]


def open_model(spec: str, dims: dict[str, int] | None = None) -> tuple[Graph, dict[str, Any]]:
    """Load ``spec`` with ``dims`` bound; returns ``(graph, info)``.

    ``info``: ``name`` (built-in name or file stem), ``source`` ("builtin" or "file"),
    ``path`` (file path or ""), ``dims`` (the bindings used), ``phase`` (built-ins only).
    """
    dims = dict(dims or {})
    spec = str(spec)
    looks_like_path = os.sep in spec or spec.endswith((".onnx", ".pbtxt", ".txt", ".pb"))
    if os.path.exists(spec) or looks_like_path:
        if not os.path.exists(spec):
            raise AoeError(f"model file not found: {spec}" + _hint(os.path.basename(spec)))
        graph = load_graph(spec, dims)
        name = os.path.splitext(os.path.basename(spec.rstrip(os.sep)))[0]
        return graph, {"name": name, "source": "file", "path": spec, "dims": dims, "phase": ""}
    model = _registry().get_model(spec)
    if model is None:
        raise AoeError(f"unknown model {spec!r}: not a file and not a built-in model"
                       + _hint(spec) + " (list them with: aoe_tune models)")
    proto = model.build()
    bound = {**model.default_dims, **name_axis_dims(proto, dims)}
    graph = load_graph(proto, bound)
    return graph, {"name": model.name, "source": "builtin", "path": "", "dims": bound,
                   "phase": model.phase}


def _hint(name: str) -> str:
    close = difflib.get_close_matches(name, builtin_names(), n=3, cutoff=0.3)
    return f"; closest built-in models: {', '.join(close)}" if close else ""
