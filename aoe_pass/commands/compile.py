"""``aoe_tune compile MODEL --cache tiling.json -o model.aoe.onnx``: stamp tuned tilings.

The arguments and the printed report; the compiling itself is :func:`aoe_pass.compile.compile_model`.
The output is written atomically; external data files are copied beside it (onnx refuses
``../`` locations and hard links).
"""
from __future__ import annotations

import argparse
import os
import time
from typing import Any

from ge_bridge.apply import ApplyReport, relocate_external_data
from ge_bridge.cache import atomic_write_bytes, check_output_path, refuse_overwriting_inputs
from ge_bridge.errors import AoeError, printable

from ..compile import compile_model
from ..report.text import table
from ..tuning.trial_log import refuse_overwriting_trial_log
from .argtypes import add_shape_args


def add_parser(sub: Any) -> None:
    p = sub.add_parser("compile", help="stamp a model's operators with tilings from a cache",
                       description="Fuse every matched operator instance of MODEL into an ai.aoe "
                                   "node carrying its tiling from the cache.")
    p.add_argument("model", metavar="MODEL", help="ONNX file or built-in model name")
    p.add_argument("--cache", required=True, help="tiling cache")
    p.add_argument("-o", "--output", required=True, help="compiled model to write (.aoe.onnx)")
    add_shape_args(p, "bind a symbolic dim; a list (seq=128,512,2048) compiles one shape "
                      "profile per value into the model")
    p.add_argument("--tensor-parallel", type=int, default=1, metavar="N")
    p.add_argument("--target", help="target to compile for (default: the cache's target)")
    p.add_argument("--strict", action="store_true", help="fail (exit 2, nothing written) unless every operator instance is "
                        "fused with its own tuned tiling (a hit)")
    p.add_argument("-v", "--verbose", action="store_true", help="list every instance")
    p.add_argument("--kernels", action="store_true",
                   help="also build, beside the output, the shared library of every fused node's "
                        "tuned cpu kernel (+ manifest) that the onnxruntime engine runs")
    p.set_defaults(func=run)


def _check_strict(report: ApplyReport, profiles: list[tuple[dict[str, int], ApplyReport]]) -> None:
    """--strict: every instance fused with its own tuned tiling, under every shape profile (the
    first profile's report also carries the instances that were not fused)."""
    from ge_bridge.profiles import profile_label

    counts = report.counts()
    short = counts["fallback"] + counts["miss"] + counts["not_fused"]
    if short:
        raise AoeError(f"--strict: {short} of {len(report.rows)} operator instances not stamped with "
                       f"their own tuned tiling ({counts['fallback']} fallback, {counts['miss']} "
                       f"default, {counts['not_fused']} not fused); nothing written")
    for dims, rep in profiles[1:]:
        c = rep.counts()
        if c["fallback"] + c["miss"]:
            raise AoeError(f"--strict: shape profile {profile_label(dims)}: "
                           f"{c['fallback'] + c['miss']} of {len(rep.rows)} operator instances have "
                           f"no tuned tiling of their own ({c['fallback']} fallback, {c['miss']} "
                           f"default); nothing written")


def run(args: argparse.Namespace) -> int:
    from ge_bridge.profiles import input_shape_errors, parse_profiles, profile_label

    if args.tensor_parallel < 1:
        raise AoeError("--tensor-parallel must be positive")
    check_output_path(args.output, "compiled model")
    refuse_overwriting_inputs(args.output, "compiled model", {
        "--cache": args.cache, "model": args.model if os.path.exists(args.model) else None,
        "trial log": args.cache + ".trials.jsonl"})
    refuse_overwriting_trial_log(args.output, "compiled model")
    out_dir = os.path.dirname(os.path.abspath(args.output))
    profiles = parse_profiles(args.dim, args.input_shape, args.dynamic_dims)
    with input_shape_errors(args.input_shape):
        compiled, report, info = compile_model(args.model, args.cache, profiles[0],
                                               args.tensor_parallel, args.target,
                                               profiles if len(profiles) > 1 else None)
    print(printable(render_report(report, args.verbose), keep_newlines=True))
    if len(profiles) > 1:  # the first profile's table is above; one line for each profile
        print(f"{len(profiles)} shape profiles (the first is stamped as the nodes' attributes, "
              f"every one in their aoe_profiles):")
        for dims, rep in info["profiles"]:
            c = rep.counts()
            print(f"  {profile_label(dims)}: {c['hit']} hit, {c['fallback']} fallback, "
                  f"{c['miss']} default, {c['not_fused']} not fused")
    if info["stale"]:
        print(f"stale: {len(info['stale'])} cache entries stamped here were tuned under another "
              f"search space, backend model or tool version:")
        for key, why in info["stale"][:10]:
            print(f"  {key}: {why}")
    if args.strict:
        _check_strict(report, info["profiles"] if len(profiles) > 1 else [])
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
    from ..runtime.library import MODES, build_beside, paths_for

    t0 = time.perf_counter()
    manifest = build_beside(compiled, output)
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
    """The summary: instances per outcome, then one row per (outcome, key, reason) that is not
    a plain hit (every row with ``verbose``)."""
    counts = report.counts()
    lines = [f"{len(report.rows)} operator instances: stamped {counts['hit']} hit, "
             f"{counts['fallback']} fallback (near shape), {counts['miss']} default (stock tiling); "
             f"{counts['not_fused']} not fused"]
    refused = {id(inst): why for inst, why in report.not_fused}
    groups: dict[tuple[str, str, str], list[Any]] = {}
    for inst, lk in report.rows:
        outcome = "not fused" if id(inst) in refused else OUTCOME[lk.status]
        note = refused.get(id(inst)) or lk.note or "-"
        groups.setdefault((outcome, inst.key, note), []).append((inst, lk))
    rows = []
    for (outcome, key, note), items in sorted(groups.items(), key=lambda kv: (ORDER[kv[0][0]], kv[0][1:])):
        if outcome == "hit" and not verbose:
            continue
        first = items[0][0].nodes[0] if outcome == "not fused" else items[0][1].source_key or "-"
        rows.append([outcome, len(items), key, first, note])
        if verbose:
            rows.extend(["", "", "", inst.nodes[0], ""] for inst, _ in items)
    if rows:
        lines.append(table(["outcome", "instances", "key", "tiling from / first node", "note"], rows))
    return "\n".join(lines)


OUTCOME = {"hit": "hit", "fallback": "fallback", "miss": "default"}
ORDER = {"not fused": 0, "default": 1, "fallback": 2, "hit": 3}
