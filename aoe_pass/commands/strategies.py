"""``aoe_tune strategies``: the search strategies and the options each accepts (a table, or
JSON with ``--json``), with their defaults, types and ranges."""
from __future__ import annotations

import argparse
import inspect
import json
from typing import Any

from ..report.text import table
from ..search import STRATEGY_NAMES, strategy_class


def add_parser(subparsers: Any) -> None:
    p = subparsers.add_parser("strategies", help="list the search strategies and their options",
                              description="List the search strategies and the options "
                                          "--strategy-option KEY=VALUE (or the config's "
                                          "strategy_options) may set.")
    p.add_argument("--json", action="store_true", help="print JSON instead of a table")
    p.set_defaults(func=run)


def _rows() -> list[dict[str, Any]]:
    rows = []
    for name in STRATEGY_NAMES:
        cls = strategy_class(name)
        params = inspect.signature(cls.__init__).parameters
        for key, opt in cls.options.items():
            default = params[key].default
            rows.append({"strategy": name, "option": key,
                         "default": bool(default) if opt.kind is bool else default,
                         "values": opt.describe(), "help": opt.help})
    return rows


def run(args: argparse.Namespace) -> int:
    rows = _rows()
    if args.json:
        print(json.dumps({"strategies": list(STRATEGY_NAMES), "options": rows}, indent=2))
        return 0
    print(table(["STRATEGY", "OPTION", "DEFAULT", "VALUES", "WHAT"],
                [[r["strategy"], r["option"], str(r["default"]).lower() if isinstance(r["default"], bool)
                  else str(r["default"]), r["values"], r["help"]] for r in rows]))
    bare = [n for n in STRATEGY_NAMES if not strategy_class(n).options]
    if bare:
        print(f"({', '.join(bare)}: no options)")
    return 0
