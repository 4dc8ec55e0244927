"""Score runs of ``scripts/bench_search_zoo.py`` against each other, from their ``--json`` files.

A round of issue 13 judges a candidate search by whole-pool runs, under a rule written before it
runs: wins / ties / losses of its median against the best peer's on each landscape (tie: within
0.5%), the geometric mean of its medians, and a tail check against the default (its median and
its 8th-best of 10 seeds on each landscape against the default's). This prints exactly those,
so the rule is applied the same way every round, plus each strategy's share of runs that end
within 5% of the optimum (which a 10-seed median hides on a space with one good
configuration)::

    python scripts/zoo_verdict.py --peers peers.json --bayes candidate.json --base default.json

``--copies FILE`` prints the rule's null: one strategy's runs on 20 or more seeds, split into
copies of 10 seeds, each judged against the best of the others. The copies are equally good by
construction, so their W-L is what the best-of-four rule gives a strategy no better and no worse
than its peers (on the 337-landscape pool, about -169).

Files may be gzip-compressed (``.gz``). ``scripts/data/zoo_runs/`` holds the peers' and the
default's traces on the latest pool, so a round can reuse them instead of running them again.
"""
from __future__ import annotations

import argparse
import gzip
import json
import math
import os
import sys
from typing import Any

import numpy as np

Scores = dict[tuple[str, str], dict[int, float]]  # (strategy, landscape) -> seed -> score


def read_runs(path: str) -> list[dict[str, Any]]:
    """The runs of a ``--json`` file (gzip if it ends in ``.gz``), each checked for a strategy, a
    landscape, a seed and a trace; a file that is not one raises ValueError with one line."""
    opener: Any = gzip.open if path.endswith(".gz") else open
    try:
        with opener(path, "rt", encoding="utf-8") as f:
            doc = json.load(f)
    except OSError as exc:
        raise ValueError(f"{path}: cannot read it ({exc.strerror or exc})") from None
    except (ValueError, EOFError) as exc:
        raise ValueError(f"{path}: not a bench_search_zoo --json file ({exc.__class__.__name__}: {exc})") from None
    ok = isinstance(doc, list) and all(
        isinstance(r, dict) and isinstance(r.get("peer"), str) and isinstance(r.get("landscape"), str)
        and isinstance(r.get("seed"), int) and isinstance(r.get("trace"), list)
        and all(v is None or isinstance(v, (int, float)) for v in r["trace"])
        and all(isinstance(r.get(k, 0), int) for k in ("confirm", "budget"))
        and isinstance(r.get("cpu_s", 0.0), (int, float)) for r in doc)
    if not ok:
        raise ValueError(f"{path}: not a bench_search_zoo --json file (a list of runs, each with peer, "
                         "landscape, seed and trace)")
    return doc


def load_runs(path: str, mark: int = 100, scored: set[str] | None = None) -> Scores:
    """Each run's score after ``mark`` trials (a run that exhausted its space before: its last
    value, as the bench scores it); failures-only runs score infinity. ``scored`` collects how
    the file's runs were scored (the bench's ``scoring``: ``--recordings``, ``--truth``)."""
    out: Scores = {}
    runs = read_runs(path)
    if scored is not None:
        scored.update(json.dumps(r.get("scoring", {}), sort_keys=True) for r in runs)
    for r in runs:
        tr = [math.inf if v is None else float(v) for v in r["trace"]]
        if tr:
            out.setdefault((r["peer"], r["landscape"]), {})[r["seed"]] = tr[min(mark, len(tr)) - 1]
    return out


def _error(msg: str) -> int:
    print(f"zoo_verdict: error: {msg}", file=sys.stderr)
    return 2


def _median(runs: dict[int, float]) -> float:
    return float(np.median(list(runs.values())))


def _word(b: float, v: float, tie: float) -> str:
    return "tie" if abs(b - v) <= tie * min(b, v) else ("win" if b < v else "LOSS")


def verdict(peers: Scores, bayes: Scores, base: Scores | None = None, tie: float = 0.005,
            tail_median: float = 1.10, tail_rank: float = 1.50, rank: int = 8) -> dict[str, Any]:
    """W/T/L of ``bayes``'s medians against the best peer per landscape, its geo-mean, and the
    landscapes failing the tail check against ``base`` (median above ``tail_median`` x the
    base's, or ``rank``-th best seed above ``tail_rank`` x the base's)."""
    lands = sorted(ld for s, ld in bayes if s == "bayes")
    if not lands:
        raise ValueError("no bayes runs in the candidate's file")
    counts = {"win": 0, "tie": 0, "LOSS": 0}
    rows, logs, tail = [], [], []
    for ld in lands:
        b = _median(bayes["bayes", ld])
        others = [(_median(r), s) for (s, name), r in peers.items() if name == ld and s != "bayes"]
        if not others:
            raise ValueError(f"no peer ran on {ld}")
        v, p = min(others)
        word = _word(b, v, tie)
        counts[word] += 1
        logs.append(math.log(b))
        rows.append((ld, b, p, v, word))
        if base is not None:
            if ("bayes", ld) not in base:
                raise ValueError(f"the default's file has no run on {ld}")
            b0 = _median(base["bayes", ld])
            mine, theirs = sorted(bayes["bayes", ld].values()), sorted(base["bayes", ld].values())
            k = min(rank, len(mine), len(theirs)) - 1
            if b > tail_median * b0 or mine[k] > tail_rank * theirs[k]:
                tail.append((ld, b / b0, mine[k] / theirs[k]))
    return {"rows": rows, "counts": counts, "w_l": counts["win"] - counts["LOSS"],
            "geo": math.exp(float(np.mean(logs))), "tail": tail}


def near_share(runs: Scores, lands: list[str], within: float = 0.05) -> dict[str, tuple[float, int]]:
    """Each strategy's share of runs (every seed of every landscape in ``lands``) that end within
    ``within`` of the optimum, and how many runs that is: unlike a median over 10 seeds, it does
    not flip between "found" and "not found" on a space with one good configuration."""
    out: dict[str, list[bool]] = {}
    for (s, ld), r in runs.items():
        if ld in lands:
            out.setdefault(s, []).extend(v <= 1.0 + within for v in r.values())
    return {s: (float(np.mean(v)), len(v)) for s, v in sorted(out.items())}


def each_against_rest(runs: Scores, lands: list[str], tie: float = 0.005) -> dict[str, dict[str, int]]:
    """Every strategy judged as the rule judges bayes: its median against the best of all the
    others on each landscape. How many landscapes *any* strategy loses this way shows how much
    of a loss count is the best-of-several selection itself (on a coin-flip space, the best of
    four medians is usually someone's lucky draw)."""
    names = sorted({s for s, ld in runs if ld in lands})
    out = {s: {"win": 0, "tie": 0, "LOSS": 0} for s in names}
    for ld in lands:
        med = {s: _median(runs[s, ld]) for s in names if (s, ld) in runs}
        for s, b in med.items():
            rest = [v for t, v in med.items() if t != s]
            if rest:
                out[s][_word(b, min(rest), tie)] += 1
    return out


def copies(runs: Scores, strategy: str, lands: list[str], group: int = 10) -> dict[str, dict[str, int]]:
    """The rule's null: ``strategy``'s seeds split into copies of ``group`` seeds each (seeds
    0-9 the first, 10-19 the second, ...), and each copy judged against the best of the others
    (:func:`each_against_rest`). The copies are one strategy, equal by construction, so their
    W-L is what the best-of-several rule gives a strategy exactly as good as its peers; a
    landscape without every copy's full seeds is left out."""
    seeds = sorted({sd for (s, ld), r in runs.items() if s == strategy and ld in lands for sd in r})
    n = len(seeds) // group
    if n < 2:
        raise ValueError(f"--copies: needs at least {2 * group} seeds of {strategy}, the file holds "
                         f"{len(seeds)}")
    split: Scores = {}
    for ld in lands:
        r = runs.get((strategy, ld), {})
        if all(sd in r for sd in range(n * group)):
            for c in range(n):
                split[f"{strategy}#{c}", ld] = {sd: r[sd] for sd in range(c * group, (c + 1) * group)}
    if not split:
        raise ValueError(f"--copies: no landscape of the candidate's has seeds 0-{n * group - 1} of {strategy}")
    return each_against_rest(split, sorted({ld for _, ld in split}))


def wilson(share: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a share of ``n`` runs (sound near 0% and 100% and for
    small ``n``, where the normal approximation is not)."""
    if n <= 0:
        return 0.0, 1.0
    mid = (share + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(share * (1 - share) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, mid - half), min(1.0, mid + half)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--peers", action="append", required=True, help="a --json file with the peers' runs "
                    "(repeatable: the files are merged)")
    ap.add_argument("--bayes", required=True, help="a --json file with the candidate's runs (as bayes)")
    ap.add_argument("--base", help="a --json file with the default's runs, for the tail check")
    ap.add_argument("--mark", type=int, default=100, help="trials at which runs are scored")
    ap.add_argument("--only", action="append", metavar="NAME", help="score only this landscape (repeatable)")
    ap.add_argument("--each", action="store_true", help="also judge every strategy against the best of "
                    "the others, as bayes is judged")
    ap.add_argument("--copies", metavar="FILE", help="a --json file of one strategy on 20 or more seeds "
                    "(say --peers random --seeds 50): its seeds are split into copies of 10 (0-9, 10-19, "
                    "...), each judged against the best of the others on the candidate's landscapes, the "
                    "W-L a strategy exactly as good as its peers gets")
    ap.add_argument("-v", "--verbose", action="store_true", help="one line per landscape")
    args = ap.parse_args(argv)
    if args.mark < 1:
        return _error("--mark must be at least 1")
    peers: Scores = {}
    scored: set[str] = set()
    try:
        for path in args.peers:
            peers.update(load_runs(path, args.mark, scored))
        cand = load_runs(args.bayes, args.mark, scored)
        base = load_runs(args.base, args.mark, scored) if args.base else None
        if len(scored) > 1:  # runs scored against other ground truths are not comparable
            raise ValueError("the files' runs were scored differently (--recordings, --truth: "
                             + "; ".join(sorted(scored)) + "): judge runs of one scoring together")
        if args.only:
            missing = sorted(set(args.only) - {ld for _, ld in cand})
            if missing:
                raise ValueError(f"--only {missing[0]}: the candidate's file has no run on it")
            cand = {k: v for k, v in cand.items() if k[1] in args.only}
            base = base and {k: v for k, v in base.items() if k[1] in args.only}  # its geo-mean too
        got = verdict(peers, cand, base)
        lands = [row[0] for row in got["rows"]]
        null, name = None, ""
        if args.copies:
            runs = load_runs(args.copies, args.mark)
            names = sorted({s for s, _ in runs})
            if len(names) != 1:
                raise ValueError(f"--copies {args.copies}: holds {len(names)} strategies "
                                 f"({', '.join(names)}), not one")
            name = names[0]
            null = copies(runs, name, lands)
    except ValueError as exc:
        return _error(str(exc))
    if args.verbose:
        for ld, b, p, v, word in got["rows"]:
            print(f"  {ld:26s} bayes {b:.3f}  best peer {p} {v:.3f}  {word}")
    c = got["counts"]
    print(f"{len(got['rows'])} landscapes at {args.mark} trials: {c['win']} wins / {c['tie']} ties / "
          f"{c['LOSS']} losses against the best peer (W-L {got['w_l']}), geo-mean of medians {got['geo']:.4f}")
    share = near_share({**peers, **cand}, lands)
    print("share of runs within 5% of the optimum (95% interval): " + ", ".join(
        f"{s} {v:.1%} ({wilson(v, n)[0]:.0%}-{wilson(v, n)[1]:.0%} of {n})" for s, (v, n) in share.items()))
    if args.each:
        each = each_against_rest({**peers, **cand}, lands)
        print("each against the best of the others (W/T/L): " + ", ".join(
            f"{s} {c['win']}/{c['tie']}/{c['LOSS']}" for s, c in each.items()))
    if null is not None:
        total = sum(c["win"] - c["LOSS"] for c in null.values())
        print(f"copies of {name} (10 seeds each), each against the best of the others (W/T/L): " + ", ".join(
            f"{s} {c['win']}/{c['tie']}/{c['LOSS']}" for s, c in null.items())
            + f"; mean W-L {total / len(null):.1f}")
    if args.base:
        base_geo = verdict(peers, base or {})["geo"]
        print(f"default's geo-mean {base_geo:.4f}; tail failures (median > 1.10x or 8th-best > 1.50x the "
              f"default's): " + (", ".join(f"{ld} {m:.3f}/{e:.3f}" for ld, m, e in got["tail"]) or "none"))
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:  # the reader left (``| head``): stop quietly, as a Unix filter does
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(1)
