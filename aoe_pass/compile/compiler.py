"""Compiling a model: the pass finds the operator instances, each is looked up in the cache
(hit, near-shape fallback valid for the target, or stock default), and every instance becomes
one ``ai.aoe`` node carrying its tiling and its operands' roles, backed by a model-local
function holding the original subgraph (so any ONNX runtime still runs it): see
:mod:`ge_bridge.apply`. Nothing is written here (``aoe_tune compile`` writes the result).
"""
from __future__ import annotations

import json
import os
import time
from typing import Any

from ge_bridge.apply import ApplyReport, Instance, Stamper, fuse_instances
from ge_bridge.cache import load_cache
from ge_bridge.errors import AoeError
from ge_bridge.profiles import MODEL_PROFILES_KEY

from ..tuning.staleness import stale_entries


def name_nodes(model: Any) -> None:
    """Give every node a unique name, so instances can be found again by name."""
    used: set[str] = set()
    for i, node in enumerate(model.graph.node):
        name = node.name or f"{node.op_type}_{i}"
        while name in used:
            name += f"__{i}"
        node.name = name
        used.add(name)


def load_model_proto(spec: str, dims: dict[str, int]) -> tuple[Any, str, dict[str, int]]:
    """``(ModelProto, directory its external data is relative to, dims)`` for a path or a
    built-in model name (whose default dims fill in what ``dims`` leaves unbound)."""
    import onnx

    from ge_bridge.load import read_model

    from ..modelref import open_model

    if os.path.exists(spec):
        proto = read_model(spec)
        if not isinstance(proto, onnx.ModelProto) or any(n.op_type.startswith("ge:") for n in proto.graph.node):
            raise AoeError(f"{spec}: compile writes ONNX models and needs an ONNX model; a GE graph "
                           "dump is stamped by the graph engine through ge_bridge.apply")
        src_dir = os.path.dirname(os.path.abspath(spec))
    else:
        from models.registry import get_model

        model = get_model(spec)
        if model is None:
            open_model(spec, dims)  # raises the usual "unknown model" error with suggestions
        from ge_bridge.onnx_import import name_axis_dims

        proto, src_dir = model.build(), os.getcwd()
        dims = {**model.default_dims, **name_axis_dims(proto, dims)}
    if proto.functions:
        try:
            proto = onnx.inliner.inline_local_functions(proto)
        except Exception as exc:  # noqa: BLE001 - the inliner raises assorted C++ errors
            raise AoeError(f"cannot inline the model's local functions: {exc}") from None
    return proto, src_dir, dims


def compile_model(model_spec: str, cache_path: str, dims: dict[str, int], tensor_parallel: int = 1,
                  target_name: str | None = None, profiles: list[dict[str, int]] | None = None
                  ) -> tuple[Any, ApplyReport, dict[str, Any]]:
    """``(compiled ModelProto, report, info)``; nothing is written.

    With several ``profiles`` (dim bindings) every instance is looked up once per profile; the
    first profile's tiling is stamped as the node's attributes and every profile's in its
    ``aoe_profiles`` attribute (see :mod:`ge_bridge.profiles`); ``report`` is the first
    profile's and ``info["profiles"]`` holds ``(dims, report)`` for each.
    """
    from ge_bridge.targets import target_from_record

    t0 = time.perf_counter()
    cache = load_cache(cache_path, target=target_name)
    target = target_from_record(cache.target)  # None for targets without capacity rules (cpu)
    stamper = Stamper(cache, target)
    runs = []
    for prof in profiles or [dims]:
        proto, src_dir, bound = load_model_proto(model_spec, prof)
        name_nodes(proto)
        runs.append((bound, _lookups(proto, bound, tensor_parallel, stamper)))
    proto_dims, report = runs[0]
    if len(runs) > 1:
        _attach_profiles(runs)
    compiled = fuse_instances(proto, report.rows, report)
    _stamp_metadata(compiled, cache_path, cache, [d for d, _ in runs])
    used = [lk.source_key for _, rep in runs for _, lk in rep.rows if lk.source_key]
    info = {"src_dir": src_dir, "seconds": time.perf_counter() - t0, "target": cache.target_name,
            "nodes_before": len(proto.graph.node), "nodes_after": len(compiled.graph.node),
            "profiles": runs, "stale": stale_entries(cache.entries, used, cache.target_name)}
    return compiled, report, info


def _lookups(proto: Any, dims: dict[str, int], tensor_parallel: int, stamper: Stamper) -> ApplyReport:
    from ge_bridge.load import load_graph

    from ..graph_pass import extract

    graph = load_graph(proto, dims)
    result = extract(graph, tensor_parallel=tensor_parallel)
    report = ApplyReport()
    for inst in result.instances:
        ai = Instance(inst.kind, dict(inst.shape), inst.dtype, [graph.nodes[i].name for i in inst.nodes],
                      dict(inst.io), dict(inst.roles))
        report.rows.append((ai, stamper.lookup(ai.kind, ai.shape, ai.dtype)))
    return report


def _attach_profiles(runs: list[tuple[dict[str, int], ApplyReport]]) -> None:
    """Give each instance of the first profile the lookups of the same nodes in every profile."""
    by_nodes = [{tuple(inst.nodes): (inst, lk) for inst, lk in rep.rows} for _, rep in runs]
    for inst, lk in runs[0][1].rows:
        for (dims, _), index in zip(runs, by_nodes):
            other = index.get(tuple(inst.nodes))
            if other is None:
                continue  # the pass grouped these nodes differently at that shape: not stamped
            o_inst, o_lk = other
            lk.profiles.append({"dims": dict(dims), "key": o_inst.key, "lookup": o_lk.status,
                                "source": o_lk.source_key or "", "tiling": dict(o_lk.tiling)})


def _stamp_metadata(model: Any, cache_path: str, cache: Any, profiles: list[dict[str, int]] | None) -> None:
    """Record where the tilings came from in the model's ``metadata_props``: the cache's
    content hash, its target and this tool's version, and the dims of each shape profile it was
    compiled for (what ``aoe_tune run`` binds when no ``--dim`` says otherwise)."""
    import hashlib

    from .. import __version__

    with open(cache_path, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()
    props = {"aoe_cache_sha256": digest, "aoe_target": cache.target_name,
             "aoe_tool_version": __version__}
    if profiles:
        props[MODEL_PROFILES_KEY] = json.dumps(profiles)
    kept = [p for p in model.metadata_props if p.key not in props]
    del model.metadata_props[:]
    for p in kept:
        model.metadata_props.add(key=p.key, value=p.value)
    for k, v in props.items():
        model.metadata_props.add(key=k, value=v)
