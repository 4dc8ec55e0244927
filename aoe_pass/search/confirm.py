"""Confirmation: re-measure the few best candidates before a run names its best.

On a real device one measurement is noisy, and the minimum of many noisy measurements is biased
low: the "best" of a search is often a lucky draw. A run therefore keeps ``confirm`` trials of
its budget: they go, round-robin, to the best ``min(confirm, TOP)`` candidates by single
measurement, and the winner is the candidate with the lowest *mean* over all its measurements
among the candidates measured more than once (a candidate any of whose re-measurements failed
is dropped). The tuning driver and the
single-operator flow both use :class:`Confirmation`; every repetition is a trial of its own.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Hashable

TOP = 3  # at most this many candidates share the confirmation budget


@dataclass
class Candidate:
    config: dict[str, Any]
    samples: list[float] = field(default_factory=list)
    failed: bool = False

    @property
    def mean(self) -> float:
        return sum(self.samples) / len(self.samples) if self.samples else math.inf

    def spread(self) -> str:
        """``"mean of 3: 101.2 .. 104.9 (+-1.8%)"``-style text (relative half-range)."""
        lo, hi = min(self.samples), max(self.samples)
        half = (hi - lo) / 2 / self.mean * 100 if self.mean > 0 else 0.0
        return f"mean of {len(self.samples)}: {lo:.6g} .. {hi:.6g} (+-{half:.1f}%)"


class Confirmation:
    """Collects every successful measurement by configuration key, plans the re-measurements
    and picks by mean."""

    def __init__(self) -> None:
        self.cands: dict[Hashable, Candidate] = {}

    def add(self, key: Hashable, config: dict[str, Any], cost: float | None) -> None:
        cand = self.cands.get(key)
        if cost is None:
            if cand is not None:
                cand.failed = True  # a candidate that fails when re-run is not trusted
            return
        if cand is None:
            cand = self.cands[key] = Candidate(dict(config))
        cand.samples.append(float(cost))

    def plan(self, budget: int) -> list[dict[str, Any]]:
        """The configurations to re-measure (``budget`` of them, round-robin over the best
        ``min(budget, TOP)`` candidates by their best single measurement)."""
        ok = [c for c in self.cands.values() if not c.failed]
        ok.sort(key=lambda c: min(c.samples))
        top = ok[: min(budget, TOP)]
        return [dict(top[i % len(top)].config) for i in range(budget)] if top else []

    def best(self) -> Candidate | None:
        """The candidate with the lowest mean among those measured more than once (when any
        is: a single lucky draw does not compete with a confirmed mean), else the lowest."""
        ok = [c for c in self.cands.values() if not c.failed and c.samples]
        repeated = [c for c in ok if len(c.samples) > 1]
        return min(repeated or ok, key=lambda c: c.mean) if ok else None
