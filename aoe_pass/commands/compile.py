"""``aoe_tune compile MODEL --cache tiling.json -o model.aoe.onnx``: stamp tuned tilings.

Runs the pass to find the operator instances, looks each up in the cache (hit, near-shape
fallback valid for the target, or stock default), and writes a model in which every instance
is one ``ai.aoe`` node carrying its tiling, backed by a model-local function holding the
original subgraph (so onnxruntime still runs it). The output is written atomically; external data
files are copied beside it (onnx refuses ``../`` locations and hard links).
"""
from __future__ import annotations

import argparse
import os
import time
from typing import Any

from ge_bridge.apply import ApplyReport, Instance, Stamper, fuse_instances, relocate_external_data
from ge_bridge.cache import atomic_write_bytes, check_output_path, load_cache
from ge_bridge.errors import AoeError

from ..summary import table


def add_parser(sub: Any) -> None:
    p = sub.add_parser("compile", help="stamp a model's operators with tilings from a cache",
                       description="Fuse every matched operator instance of MODEL into an ai.aoe "
                                   "node carrying its tiling from the cache.")
    p.add_argument("model", metavar="MODEL", help="ONNX file or built-in model name")
    p.add_argument("--cache", required=True, help="tiling cache")
    p.add_argument("-o", "--output", required=True, help="compiled model to write (.aoe.onnx)")
    p.add_argument("--dim", action="append", default=[], metavar="NAME=VALUE")
    p.add_argument("--tensor-parallel", type=int, default=1, metavar="N")
    p.add_argument("--target", help="target to compile for (default: the cache's target)")
    p.add_argument("--strict", action="store_true", help="fail (exit 2) if any operator misses the cache")
    p.add_argument("-v", "--verbose", action="store_true", help="list every instance")
    p.add_argument("--kernels", action="store_true",
                   help="also build, beside the output, the shared library of every fused node's "
                        "tuned cpu kernel (+ manifest) that the onnxruntime engine runs")
    p.set_defaults(func=run)


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

    from ge_bridge.load import _read_model

    from ..modelref import open_model

    if os.path.exists(spec):
        proto = _read_model(spec)
        if not isinstance(proto, onnx.ModelProto) or any(n.op_type.startswith("ge:") for n in proto.graph.node):
            raise AoeError(f"{spec}: compile writes ONNX models and needs an ONNX model; a GE graph "
                           "dump is stamped by the graph engine through ge_bridge.apply")
        src_dir = os.path.dirname(os.path.abspath(spec))
    else:
        from models.registry import get_model

        model = get_model(spec)
        if model is None:
            open_model(spec, dims)  # raises the usual "unknown model" error with suggestions
        proto, src_dir = model.build(), os.getcwd()
        dims = {**model.default_dims, **dims}
    if proto.functions:
        try:
            proto = onnx.inliner.inline_local_functions(proto)
        except Exception as exc:  # noqa: BLE001 - the inliner raises assorted C++ errors
            raise AoeError(f"cannot inline the model's local functions: {exc}") from None
    return proto, src_dir, dims


def compile_model(model_spec: str, cache_path: str, dims: dict[str, int], tensor_parallel: int = 1,
                  target_name: str | None = None) -> tuple[Any, ApplyReport, dict[str, Any]]:
    """``(compiled ModelProto, report, info)``; nothing is written."""
    from ge_bridge.load import load_graph
    from ge_bridge.targets import TARGETS

    from ..graph_pass import extract

    t0 = time.perf_counter()
    proto, src_dir, dims = load_model_proto(model_spec, dims)
    name_nodes(proto)
    graph = load_graph(proto, dims)
    result = extract(graph, tensor_parallel=tensor_parallel)
    cache = load_cache(cache_path, target=target_name)
    target = TARGETS.get(cache.target_name)  # None for targets without capacity rules (cpu)
    stamper = Stamper(cache, target)
    report = ApplyReport()
    for inst in result.instances:
        ai = Instance(inst.kind, dict(inst.shape), inst.dtype, [graph.nodes[i].name for i in inst.nodes],
                      dict(inst.io))
        report.rows.append((ai, stamper.lookup(ai.kind, ai.shape, ai.dtype)))
    compiled = fuse_instances(proto, report.rows, report)
    info = {"src_dir": src_dir, "seconds": time.perf_counter() - t0, "target": cache.target_name,
            "nodes_before": len(proto.graph.node), "nodes_after": len(compiled.graph.node)}
    return compiled, report, info


def run(args: argparse.Namespace) -> int:
    from ge_bridge.load import parse_dims

    if args.tensor_parallel < 1:
        raise AoeError("--tensor-parallel must be positive")
    check_output_path(args.output, "compiled model")
    out_dir = os.path.dirname(os.path.abspath(args.output))
    compiled, report, info = compile_model(args.model, args.cache, parse_dims(args.dim),
                                           args.tensor_parallel, args.target)
    print(render_report(report, args.verbose))
    counts = report.counts()
    if args.strict and counts["miss"]:
        raise AoeError(f"--strict: {counts['miss']} operator instances have no tuned tiling "
                       f"(nothing written)")
    for note in relocate_external_data(compiled, info["src_dir"], out_dir):
        print(note)
    if args.kernels:
        print(build_kernels(compiled, args.output))
    atomic_write_bytes(args.output, compiled.SerializeToString())
    print(f"wrote {args.output}: {info['nodes_before']} -> {info['nodes_after']} nodes, target "
          f"{info['target']}, {info['seconds']:.2f} s")
    return 0


def build_kernels(compiled: Any, output: str) -> str:
    """Build the model's kernel library beside ``output``; returns the one-line summary."""
    from ..backends.cpu import CpuBackend
    from ..runtime.library import MODES, build_library, paths_for

    backend = CpuBackend()
    try:
        t0 = time.perf_counter()
        manifest = build_library(compiled, backend, output)
    finally:
        backend.close()
    nodes = manifest["nodes"]
    bad = [(n, e) for n, e in nodes.items() if any("error" in e.get(m, e) for m in MODES)]
    line = (f"kernels: {len(nodes)} fused nodes -> {manifest['symbols']} kernels (tuned + stock "
            f"default tilings) in {os.path.basename(paths_for(output)[0])}, "
            f"{time.perf_counter() - t0:.1f} s")
    for name, entry in bad[:5]:
        why = next(entry.get(m, entry).get("error") for m in MODES if "error" in entry.get(m, entry))
        line += f"\n  no kernel for {name}: {why}"
    return line


def render_report(report: ApplyReport, verbose: bool = False) -> str:
    counts = report.counts()
    total = sum(counts.values())
    lines = [f"{total} operator instances: {counts['hit']} hit, {counts['fallback']} fallback "
             f"(near shape), {counts['miss']} miss (stock default)"]
    groups: dict[tuple[str, str], list[Any]] = {}
    for inst, lk in report.rows:
        groups.setdefault((inst.key, lk.status), []).append((inst, lk))
    rows = []
    for (key, status), items in sorted(groups.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        if status == "hit" and not verbose:
            continue
        lk = items[0][1]
        rows.append([status, len(items), key, lk.source_key or "-", lk.note or "-"])
    if rows:
        lines.append(table(["lookup", "instances", "key", "tiling from", "note"], rows))
    for inst, why in report.not_fused:
        lines.append(f"not fused: {inst.kind} {inst.nodes[0]}...: {why}")
    return "\n".join(lines)


