"""``aoe_tune export-bank tiling.json --out DIR``: write the CANN operator-bank layout."""
from __future__ import annotations

import argparse
from typing import Any

from ge_bridge.bank_export import export_bank
from ge_bridge.cache import load_cache


def add_parser(sub: Any) -> None:
    p = sub.add_parser("export-bank", help="export a tiling cache as a CANN operator bank",
                       description="Write {soc}/unified_bank/{soc}_{cores}_AiCore_{OpType}_runtime_kb.json "
                                   "files (one JSON record a line) under DIR.")
    p.add_argument("cache", metavar="CACHE")
    p.add_argument("--out", required=True, metavar="DIR")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    cache = load_cache(args.cache)
    written = export_bank(cache, args.out)
    for path, count in written.items():
        print(f"{path}: {count} records")
    print(f"exported {len(cache)} entries for {cache.target_name} into {len(written)} bank files")
    return 0
