"""Compare the quiet re-recordings (``record_cpu_landscapes.py --repeats 9 --out DIR``) with the
committed recordings: how far the committed files' truth (the fastest of a few samples taken under
load) is from the typical run (the median of nine taken quietly).

    python scripts/compare_recordings.py                      # every re-recorded pool space
    python scripts/compare_recordings.py --only cpu_rmsnorm   # one table row

One markdown row per space (the columns of docs/benchmarks.md's re-recording tables), then a
summary over the rows of the pool (the held-out set is left out unless named with ``--only``: its
spaces are not looked at before its one evaluation). The last column is a Monte Carlo figure
(``--draws`` draws of three of the nine samples per configuration), so it moves by a few points
with ``--seed``.
"""
from __future__ import annotations

import argparse
import gzip
import json
import os
import sys
from dataclasses import dataclass

import numpy as np
from scipy.stats import spearmanr

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from bench_search_zoo import HELD_OUT, zoo  # noqa: E402
from zoo.landscape import Landscape, RecordedLandscape  # noqa: E402

DEFAULT_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "zoo_recorded9")


@dataclass
class Comparison:
    """A committed recording against its quiet re-recording, over the configurations both measured."""

    configs: int            # the grid's size
    scale: float            # median over configurations of committed median / quiet median: a
                            # whole-space factor (another CPU, another load) that leaves ranks alone
    spread_old: float       # median over configurations of max/min - 1 of the committed samples
    spread_new: float       # the same of the re-recording's samples
    rank_fastest: int       # the committed optimum's rank by the re-recording's fastest sample (1 = best)
    rank_median: int        # ... and by its median
    ratio: float            # the committed optimum's median / the best median
    spearman: float         # committed fastest vs new median, over the configurations both ran
    within_5: int           # configurations whose median is within 5% of the best median
    subsample_hits: float   # share of draws in which three of the nine samples name the best-by-median


def compare(old: Landscape, new: Landscape, draws: int = 500, seed: int = 0) -> Comparison:
    """``old`` (committed) against ``new`` (its re-recording of the same grid); each configuration's
    committed truth is its fastest sample. A configuration that failed in either is left out."""
    if old.params != new.params:
        raise ValueError(f"{old.name}: the re-recording's grid is not the committed one's")
    both = [i for i, (a, b) in enumerate(zip(old.samples, new.samples)) if a and b]
    if not both:
        raise ValueError(f"{old.name}: no configuration ran in both recordings")
    old_s = [old.samples[i] for i in both]
    new_s = np.array([new.samples[i] for i in both], dtype=np.float64)  # equal counts: one --repeats
    fastest_old = np.array([min(xs) for xs in old_s])
    med, fastest_new = np.median(new_s, axis=1), new_s.min(axis=1)
    c, best = int(np.argmin(fastest_old)), int(np.argmin(med))
    rng = np.random.default_rng(seed)
    n, k = new_s.shape
    hits = 0
    for _ in range(draws):
        pick = np.argsort(rng.random((n, k)), axis=1)[:, :3]  # three distinct samples per configuration
        hits += int(np.argmin(np.take_along_axis(new_s, pick, 1).min(axis=1)) == best)
    return Comparison(
        configs=len(old.samples),
        scale=float(np.median([np.median(a) / m for a, m in zip(old_s, med)])),
        spread_old=float(np.median([max(xs) / min(xs) - 1 for xs in old_s])),
        spread_new=float(np.median(new_s.max(axis=1) / fastest_new - 1)),
        rank_fastest=int((fastest_new < fastest_new[c]).sum()) + 1,
        rank_median=int((med < med[c]).sum()) + 1,
        ratio=float(med[c] / med[best]),
        spearman=float(spearmanr(fastest_old, med)[0]) if len(both) > 1 else float("nan"),
        within_5=int((med <= 1.05 * med[best]).sum()),
        subsample_hits=hits / draws if draws else float("nan"))


def _source(path: str) -> dict:
    """A recording's ``source`` record ({} for the earliest files, which have none)."""
    with (gzip.open if path.endswith(".gz") else open)(path, "rt", encoding="utf-8") as f:
        return json.load(f).get("source") or {}


def same_cpu(old: dict, new: dict) -> str:
    """Whether two recordings' sources name the same CPU (model and flags, hashed): "yes", "no",
    or "?" when either predates the record."""
    if "host_cpu" not in old or "host_cpu" not in new:
        return "?"
    return "yes" if old["host_cpu"] == new["host_cpu"] else "no"


def _loads(src: dict) -> str:
    """The load averages a re-recording states at its start and end ("?" if it states none)."""
    try:
        return f"{float(src['load_start']):.2f}-{float(src['load_end']):.2f}"
    except (KeyError, TypeError, ValueError):
        return "?"


def row(name: str, label: str, cmp: Comparison, load: str, cpu: str) -> str:
    return (f"| {name} ({label}) | {cmp.configs} | {load} | {cmp.scale:.2f}, {cpu} | "
            f"{cmp.spread_old * 100:.0f}%, {cmp.spread_new * 100:.0f}% | {cmp.rank_fastest} / {cmp.rank_median} | "
            f"{cmp.ratio:.3f} | {cmp.spearman:.2f} | {cmp.within_5} | {cmp.subsample_hits * 100:.0f}% |")


def summary(cmps: list[Comparison]) -> str:
    ranks = np.array([c.rank_median for c in cmps])
    ratios = np.array([c.ratio for c in cmps])
    rhos = np.array([c.spearman for c in cmps])
    return (f"{len(cmps)} space{'s' * (len(cmps) != 1)}: the committed optimum is the best by median on {int((ranks == 1).sum())}; "
            f"its rank median {np.median(ranks):.0f} ({ranks.min()}-{ranks.max()}); its median / the best "
            f"median: median {np.median(ratios):.3f}, quartiles {np.percentile(ratios, 25):.3f} / "
            f"{np.percentile(ratios, 75):.3f}, max {ratios.max():.3f}, over 1.05 on {int((ratios > 1.05).sum())}; "
            f"Spearman median {np.nanmedian(rhos):.2f}, under 0.5 on {int((rhos < 0.5).sum())}; "
            f"within 5% by median: median {np.median([c.within_5 for c in cmps]):.0f} configurations; "
            f"scale median {np.median([c.scale for c in cmps]):.2f} "
            f"({min(c.scale for c in cmps):.2f}-{max(c.scale for c in cmps):.2f})")


HEADER = ("| space (set) | configs | load | scale (committed / quiet), same CPU | median spread, committed then quiet | committed optimum's rank: "
          "by fastest of 9 / by median of 9 | its median / the best median | Spearman: committed fastest vs "
          "new median | within 5% by median | a 3-sample subsample names the best-by-median |\n"
          "|---|---|---|---|---|---|---|---|---|---|")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--recordings", metavar="DIR", default=DEFAULT_DIR,
                    help="the re-recordings' folder (default scripts/data/zoo_recorded9)")
    ap.add_argument("--only", action="append", metavar="NAME", help="a recorded space (repeatable)")
    ap.add_argument("--draws", type=int, default=500, help="Monte Carlo draws of the last column (default 500)")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    if not os.path.isdir(args.recordings):
        print(f"error: --recordings {args.recordings}: no such folder", file=sys.stderr)
        return 2
    recorded = {ld.name: (s, ld) for s, ld in zoo()  # a RecordedLandscape's file is read only when used
                if isinstance(ld, RecordedLandscape) or ld.samples is not None}
    for n in args.only or ():
        if n not in recorded:
            print(f"error: --only {n}: not a recorded landscape of the zoo", file=sys.stderr)
            return 2
    names = args.only or [n for n, (s, _) in recorded.items() if s != HELD_OUT]
    names = sorted(n for n in names if os.path.isfile(os.path.join(args.recordings, f"{n}.json.gz")))
    if not names:
        print(f"error: no re-recording of the spaces asked in {args.recordings}", file=sys.stderr)
        return 2
    print(HEADER)
    cmps = []
    try:
        for n in names:
            label, old = recorded[n]
            path = os.path.join(args.recordings, f"{n}.json.gz")
            new = RecordedLandscape(path)
            cmps.append(compare(old, new, args.draws, args.seed))
            src = _source(path)
            cpu = same_cpu(_source(old.path), src) if isinstance(old, RecordedLandscape) else "?"
            print(row(n, label, cmps[-1], _loads(src), cpu), flush=True)
    except (ValueError, KeyError, OSError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print("\n" + summary(cmps))
    return 0


if __name__ == "__main__":
    sys.exit(main())
