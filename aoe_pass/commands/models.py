"""``aoe_tune models``: list the built-in models (a table, or JSON with ``--json``)."""
from __future__ import annotations

import argparse
import json

from models.registry import list_models


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("models", help="list the built-in Transformer models",
                              description="List the built-in models usable wherever a model "
                                          "path is accepted.")
    p.add_argument("--json", action="store_true", help="print JSON instead of a table")
    p.set_defaults(func=run)


def _rows() -> list[dict]:
    return [{"name": s.name, "arch": s.arch, "phase": s.phase, "layers": s.layers,
             "runnable": s.runnable, "default_dims": dict(s.default_dims),
             "description": s.description} for s in list_models()]


def run(args: argparse.Namespace) -> int:
    rows = _rows()
    if args.json:
        print(json.dumps({"models": rows}, indent=2))
        return 0
    header = ["NAME", "ARCH", "PHASE", "LAYERS", "RUNNABLE", "DEFAULT DIMS", "DESCRIPTION"]
    table = [[r["name"], r["arch"], r["phase"], str(r["layers"]), "yes" if r["runnable"] else "no",
              " ".join(f"{k}={v}" for k, v in r["default_dims"].items()), r["description"]]
             for r in rows]
    widths = [max(len(row[i]) for row in [header, *table]) for i in range(len(header) - 1)]
    for row in [header, *table]:
        cells = [c.ljust(w) for c, w in zip(row, widths)]
        print("  ".join([*cells, row[-1]]))
    return 0
