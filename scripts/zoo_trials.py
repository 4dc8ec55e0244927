"""Where strategies' trials go on the zoo's landscapes: search or selection?

    python scripts/zoo_trials.py --recorded --every 3 --peers bayes,tpe_mv --seeds 5 --confirm 3 \\
        --recordings scripts/data/zoo_recorded9 --truth median

Each strategy runs as ``bench_search_zoo.py`` runs it (same seeds, measurements and
``--confirm``), and each run is taken apart: how many distinct configurations it measured, how
many of its search trials repeated a configuration, how many failed, the best true ratio among
everything it measured ("found": did the search reach the optimum?) and the true ratio of what
it reports ("reported": did it recognise it?). A strategy that finds the optimum and reports
something worse loses in selection under noise, not in search. One summary row a strategy, and
with ``-v`` one line a landscape; ``--json`` keeps every run's row.

The held-out set is left out unless a landscape of it is named with ``--only``: running a
strategy on it is its one evaluation.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import sys
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import bench_search_zoo as bench  # noqa: E402  (first: it pins the numerics before numpy loads)
import numpy as np  # noqa: E402

from ge_bridge.cache import atomic_write_text  # noqa: E402

NEAR = 1.005  # "found" / "reported" within 0.5% of the optimum


def _error(msg: str) -> None:
    print(f"zoo_trials: error: {msg}", file=sys.stderr)
    sys.exit(2)


def take_apart(land: Any, peer: str, seed: int, budget: int, confirm: int) -> dict[str, Any]:
    """One run of ``peer`` on ``land`` (a prepared landscape), as the bench runs it, taken apart."""
    sp, picks, rng = bench.search(peer, land, seed, budget - confirm)
    trace = bench.finish(land, sp, picks, confirm, rng)
    flats = [int(f) for f in sp.flat(sp.to_index([c for c, _ in picks]))] if picks else []
    ran = [f for f, (_, m) in zip(flats, picks) if m is not None]
    found = min((float(land.true[f]) / land.optimum for f in ran), default=math.inf)
    return {"peer": peer, "landscape": land.name, "seed": seed, "trials": len(picks),
            "distinct": len(set(flats)), "repeats": len(flats) - len(set(flats)),
            "failures": len(picks) - len(ran), "found": found,
            "reported": float(trace[-1]) if trace else math.inf}


def select(only: list[str], recorded: bool, every: int = 1) -> list[str]:
    """The landscapes to run, by name: ``only``'s, and with ``recorded`` every ``cpu_*`` one of the
    pool (the held-out set only when named); of those, every ``every``-th by name."""
    known = {ld.name: s for s, ld in bench.zoo()}
    unknown = [n for n in only if n not in known]
    if unknown:
        raise ValueError(f"--only {', '.join(unknown)}: no such landscape")
    names = set(only)
    if recorded:
        names |= {n for n, s in known.items() if n.startswith("cpu_") and s != bench.HELD_OUT}
    return sorted(names)[::every]


def _geo(x: np.ndarray) -> float:
    return float(np.exp(np.mean(np.log(x)))) if np.all(np.isfinite(x)) else math.inf


def summary(rows: list[dict[str, Any]], peer: str) -> str:
    r = [x for x in rows if x["peer"] == peer]
    col = {k: np.array([x[k] for x in r], dtype=np.float64) for k in ("distinct", "repeats", "failures",
                                                                          "found", "reported")}
    q1, med, q3 = np.percentile(col["distinct"], [25, 50, 75])
    return (f"{peer}: {len(r)} runs; distinct {med:.0f} ({q1:.0f}-{q3:.0f}); repeats {col['repeats'].mean():.1f}; "
            f"failures {col['failures'].mean():.1f}; found within 0.5% {100 * np.mean(col['found'] <= NEAR):.0f}%; "
            f"reported within 0.5% {100 * np.mean(col['reported'] <= NEAR):.0f}%, geo-mean {_geo(col['reported']):.4f}; "
            f"reported / found geo-mean {_geo(col['reported'] / col['found']):.4f}")


def per_landscape(rows: list[dict[str, Any]], peers: list[str]) -> list[str]:
    out = []
    for name in dict.fromkeys(x["landscape"] for x in rows):
        parts = []
        for p in peers:
            r = [x for x in rows if x["peer"] == p and x["landscape"] == name]
            parts.append(f"{p} found {np.median([x['found'] for x in r]):.3f} reported "
                         f"{np.median([x['reported'] for x in r]):.3f} distinct {np.median([x['distinct'] for x in r]):.0f}")
        out.append(f"  {name}: " + "; ".join(parts))
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", action="append", help="a landscape (repeatable)")
    ap.add_argument("--recorded", action="store_true", help="every landscape of the pool recorded on the cpu backend "
                    "(named cpu_*)")
    ap.add_argument("--every", type=int, default=1, metavar="K", help="of the selected landscapes, by name, "
                    "every K-th (a sample)")
    ap.add_argument("--peers", default="bayes,tpe_mv")
    ap.add_argument("--seeds", type=int, default=5)
    ap.add_argument("--budget", type=int, default=100)
    ap.add_argument("--confirm", type=int, default=0, metavar="N", help="as bench_search_zoo.py's")
    ap.add_argument("--recordings", metavar="DIR", help="as bench_search_zoo.py's")
    ap.add_argument("--truth", choices=bench.TRUTHS, default="fastest")
    ap.add_argument("--json", help="write every run's row here")
    ap.add_argument("-v", action="store_true", help="one line a landscape")
    args = ap.parse_args(argv)
    if not args.only and not args.recorded:
        _error("name landscapes with --only, or --recorded")
    if args.seeds < 1 or args.every < 1 or args.budget < 1:
        _error("--seeds, --every and --budget must be at least 1")
    if not 0 <= args.confirm < args.budget:
        _error(f"--confirm must be between 0 and {args.budget - 1}, got {args.confirm}")
    peers = args.peers.split(",")
    for problem in (*map(bench.peer_problem, peers), bench.output_problem("--json", args.json),
                    bench.folder_problem("--recordings", args.recordings)):
        if problem:
            _error(problem)
    try:
        names = select(args.only or [], args.recorded, args.every)
    except ValueError as exc:
        _error(str(exc))
    bench._init(names, args.recordings, args.truth)
    lands = [ld for _, ld in bench.LANDS]
    print(bench.benchenv.pinned_note())
    print(f"{len(lands)} landscapes, {args.seeds} seeds, {args.budget} trials, --confirm {args.confirm}; "
          f"peers {', '.join(peers)}" + (f"; scored: recordings {os.path.basename(os.path.normpath(args.recordings))}, "
                                         f"truth {args.truth}" if args.recordings else ""))
    rows = [take_apart(ld, p, seed, args.budget, args.confirm) for ld in lands for p in peers
            for seed in range(args.seeds)]
    if args.v:
        print("\n".join(per_landscape(rows, peers)))
    for p in peers:
        print(summary(rows, p))
    if args.json:
        atomic_write_text(args.json, json.dumps(rows))


if __name__ == "__main__":
    main()
