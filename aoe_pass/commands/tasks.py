"""``aoe_tune tasks MODEL``: the tuning tasks the graph pass finds in a model."""
from __future__ import annotations

import argparse
import json
from typing import Any

from ge_bridge.errors import printable
from ge_bridge.profiles import profile_label

from ..tuning.model_tasks import model_tasks
from .argtypes import add_shape_args


def add_parser(subparsers: Any) -> None:
    p = subparsers.add_parser(
        "tasks", help="list the tuning tasks of a model (pattern matching + dedup by OpKey)",
        description="Split a model into attention/ffn/layernorm/rmsnorm/gemm tasks.")
    p.add_argument("model", help="model file (.onnx, GE dump ge_onnx_*.pbtxt) or built-in name")
    add_shape_args(p, "bind a symbolic dim, e.g. --dim seq=2048 (repeatable); a list "
                      "(seq=128,2048) lists the tasks of every shape profile")
    p.add_argument("--tensor-parallel", type=int, default=1, metavar="N",
                   help="per-device shapes for N-way tensor parallelism (default 1)")
    p.add_argument("--json", action="store_true", help="print the task document as JSON")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    mt = model_tasks(args.model, args.dim, args.input_shape, args.tensor_parallel,
                     args.dynamic_dims)
    info = mt.info
    first = mt.profiles[0]
    doc = {"model": info["name"], "tasks": [t.to_json() for t in mt.tasks],
           "unmatched": dict(first.unmatched)}
    if len(mt.profiles) > 1:  # which profiles each task belongs to (indexes into "profiles")
        doc["profiles"] = [dict(p.dims) for p in mt.profiles]
        for t in doc["tasks"]:
            t["profiles"] = mt.profiles_of(t["key"])
    if args.json:
        print(json.dumps(doc, indent=1))
        return 0
    print(printable(format_table(doc, info, first.n_nodes), keep_newlines=True))
    return 0


def format_table(doc: dict[str, Any], info: dict[str, Any], n_nodes: int) -> str:
    profiles = doc.get("profiles")
    if profiles:
        dims = f"{len(profiles)} profiles: " + "; ".join(profile_label(p) for p in profiles)
    else:
        dims = ", ".join(f"{k}={v}" for k, v in info["dims"].items()) or "none"
    lines = [f"model {doc['model']}: {n_nodes} nodes, dims {dims}, {len(doc['tasks'])} tasks, "
             f"{sum(t['weight'] for t in doc['tasks'])} instances"]
    rows = [("#", "kind", "shape", "dtype", "weight", *(["profiles"] if profiles else []), "key")]
    for i, t in enumerate(doc["tasks"]):
        shape = " ".join(f"{k}={_fmt(v)}" for k, v in t["shape"].items())
        prof = [",".join(str(j) for j in t["profiles"])] if profiles else []
        rows.append((str(i), t["kind"], shape, t["dtype"], str(t["weight"]), *prof, t["key"]))
    widths = [max(len(r[c]) for r in rows) for c in range(len(rows[0]))]
    for r in rows:
        lines.append("  ".join(cell.ljust(w) for cell, w in zip(r, widths)).rstrip())
    if doc["unmatched"]:
        lines.append("unmatched ops (structural ops not counted): " + ", ".join(
            f"{op} x{n}" for op, n in doc["unmatched"].items()))
    else:
        lines.append("unmatched ops: none")
    return "\n".join(lines)


def _fmt(v: Any) -> str:
    return ("1" if v else "0") if isinstance(v, bool) else str(v)
