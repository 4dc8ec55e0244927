"""What a report shows, gathered from the tiling cache, the trial log, the model and the target.

Nothing here draws: :func:`collect` turns the inputs into :class:`ReportData` (one
:class:`TaskRow` per cache entry, each with its convergence history from the log), which the
plots and the HTML page read. Optional inputs degrade to notes instead of failing: no model ->
every weight is 1; a target without known figures (``ge_bridge.targets``) -> no roofline.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any

from ge_bridge.cache import TilingCache, load_cache
from ge_bridge.errors import AoeError
from ge_bridge.kinds import shape_text
from ge_bridge.opkey import Task
from ge_bridge.roofline import roofline_us
from ge_bridge.targets import TARGETS

from ..tuning.trial_log import Trial, read_trials


@dataclass
class TrialPoint:
    """One logged measurement of a task: its 1-based number in the log, status and cost."""

    n: int
    status: str
    cost: float | None

    @property
    def ok(self) -> bool:
        return self.status == "ok" and self.cost is not None


@dataclass
class TaskRow:
    key: str
    task: Task
    entry: dict[str, Any]
    weight: int | None  # instances in the model; None: not in the model given
    roofline: float | None = None  # us, physical lower bound
    history: list[TrialPoint] = field(default_factory=list)
    # The roofline is below one memory-access latency: a throughput bound says little about an
    # op that short (its time is latency and launch overhead); its efficiency is labelled so.
    tiny: bool = False

    @property
    def label(self) -> str:
        return f"{self.task.kind} {shape_text(self.task)}"

    @property
    def tuned(self) -> float:
        return float(self.entry["cost"])

    @property
    def default(self) -> float | None:
        d = self.entry.get("default_cost")
        ok = isinstance(d, (int, float)) and not isinstance(d, bool) and 0 < d < float("inf")
        return float(d) if ok else None

    @property
    def speedup(self) -> float | None:
        return self.default / self.tuned if self.default else None

    @property
    def trials(self) -> int | None:
        """Every trial of this task: the logged ones when there is a log, else the cache's."""
        if self.history:
            return len(self.history)
        t = self.entry.get("trials")
        return int(t) if isinstance(t, int) and not isinstance(t, bool) else None

    @property
    def trials_to_best(self) -> int | None:
        """The trial that found the cached cost (in the log, else as the cache recorded it)."""
        for p in self.history:
            if p.ok and p.cost <= self.tuned * (1 + 1e-9):
                return p.n
        t = self.entry.get("trials_to_best")
        return int(t) if isinstance(t, int) and not isinstance(t, bool) else None

    def efficiency(self, which: str = "tuned") -> float | None:
        """Roofline over cost: 1.0 means the tiling reaches the physical bound."""
        cost = self.tuned if which == "tuned" else self.default
        return self.roofline / cost if self.roofline and cost else None

    def time(self, which: str) -> float | None:
        """This task's share of one end-to-end pass: weight x cost (us)."""
        cost = self.tuned if which == "tuned" else self.default
        return self.weight * cost if self.weight is not None and cost is not None else None

    @property
    def failed(self) -> int:
        return sum(not p.ok for p in self.history)


@dataclass
class ReportData:
    cache_path: str
    target: dict[str, Any]
    rows: list[TaskRow]  # heaviest first (weight x default cost)
    log_path: str | None
    log_records: int
    model: str | None
    notes: list[str] = field(default_factory=list)

    @property
    def backends(self) -> list[str]:
        return sorted({str(r.entry.get("backend", "?")) for r in self.rows})

    @property
    def tool_versions(self) -> list[str]:
        return sorted({str(r.entry["tool_version"]) for r in self.rows if r.entry.get("tool_version")})

    @property
    def total_trials(self) -> int:
        return sum(r.trials or 0 for r in self.rows)

    def total_time(self, which: str) -> float | None:
        """Weighted sum over the tasks in the model; None when some such task lacks a cost."""
        times = [r.time(which) for r in self.rows if r.weight is not None]
        return sum(times) if times and all(t is not None for t in times) else None


def collect(cache_path: str, log_path: str | None = None, model: str | None = None,
            dim_items: list[str] | None = None, tensor_parallel: int = 1) -> ReportData:
    """Gather everything a report shows; AoeError (one line) for a bad cache, log or model.

    ``log_path`` None means ``<cache>.trials.jsonl`` if that file exists (else no log);
    ``dim_items``: the ``--dim`` bindings of ``model`` (value lists: every shape profile, each
    task weighted by its instances summed over the profiles, as ``tune`` weights it).
    """
    cache = load_cache(cache_path)
    if not cache.entries:
        raise AoeError(f"tiling cache {cache_path!r} has no entries: nothing to report")
    notes: list[str] = []
    if log_path is None:
        default_log = cache_path + ".trials.jsonl"
        log_path = default_log if os.path.exists(default_log) else None
    elif not os.path.exists(log_path):
        raise AoeError(f"trial log {log_path!r} does not exist")
    trials = read_trials(log_path) if log_path else []
    if log_path is None:
        notes.append(f"No trial log ({cache_path}.trials.jsonl not found, no --log): "
                     "no convergence plots.")
    weights = _weights(cache, model, list(dim_items or []), tensor_parallel, notes)
    rows = [TaskRow(key, Task(e["kind"], dict(e["shape"]), e["dtype"]), e,
                    weights.get(key) if weights is not None else 1)
            for key, e in cache.entries.items()]
    _attach_history(rows, trials, cache.target_name)
    _attach_roofline(rows, cache, notes)
    rows.sort(key=lambda r: (-(r.time("default") or r.time("tuned") or 0.0), r.key))
    return ReportData(cache_path, cache.target, rows, log_path, len(trials), model, notes)


def _weights(cache: TilingCache, model: str | None, dim_items: list[str], tensor_parallel: int,
             notes: list[str]) -> dict[str, int] | None:
    """OpKey -> instances in the model, or None (every weight is then 1)."""
    if model is None:
        notes.append("No --model given: every task weight is taken as 1, so the end-to-end "
                     "split counts each task once.")
        return None
    try:
        from ..tuning.model_tasks import model_tasks
    except ImportError:
        notes.append(f"This build cannot open models (the graph pass is missing): weights of "
                     f"{model} unknown, every weight is taken as 1.")
        return None
    tasks = model_tasks(model, dim_items, tensor_parallel=tensor_parallel).tasks
    weights = {t.key: int(t.weight) for t in tasks}
    missing = [k for k in cache.entries if k not in weights]
    untuned = [k for k in weights if k not in cache.entries]
    if missing:
        notes.append(f"{len(missing)} cache entries are not tasks of {model}: they have no "
                     "weight and are left out of the end-to-end split.")
    if untuned:
        notes.append(f"{len(untuned)} tasks of {model} have no cache entry "
                     f"({sum(weights[k] for k in untuned)} operator instances): not shown.")
    return weights


def _attach_history(rows: list[TaskRow], trials: list[Trial], target: str) -> None:
    by_key = {r.key: r for r in rows}
    for t in trials:
        row = by_key.get(t.key)
        if row is None or (t.target and t.target != target):
            continue
        row.history.append(TrialPoint(len(row.history) + 1, t.status, t.cost))


def _cache_target(cache: TilingCache, notes: list[str]) -> Any:
    """The target the cache was tuned for, with the parameters it recorded (clock, bandwidths);
    the built-in one where the cache recorded fewer (an older or hand-written cache) or recorded
    a value that is not a positive finite number of the field's type (noted)."""
    from dataclasses import fields, replace

    from ge_bridge.targets import get_target

    base = get_target(cache.target_name)
    recorded, ignored = {}, []
    for f in fields(base):
        if f.name == "name" or f.name not in cache.target:
            continue
        v, default = cache.target[f.name], getattr(base, f.name)
        if not isinstance(default, (int, float)):
            ok = isinstance(v, type(default))
        else:
            ok = (not isinstance(v, bool) and isinstance(v, (int, float) if isinstance(default, float)
                                                          else int) and 0 < v < 1e30)
        if ok:
            recorded[f.name] = v
        else:
            ignored.append(f.name)
    if ignored:
        notes.append(f"The cache's target records unusable values for {', '.join(ignored)}: the "
                     f"built-in {cache.target_name} figures are used for them.")
    return replace(base, **recorded)


def _attach_roofline(rows: list[TaskRow], cache: TilingCache, notes: list[str]) -> None:
    if cache.target_name not in TARGETS:
        notes.append(f"No roofline for target {cache.target_name!r} (rooflines are known for "
                     f"{', '.join(TARGETS)} only): efficiency is not shown.")
        return
    target = _cache_target(cache, notes)
    latency_us = target.gm_latency_cycles / (target.clock_ghz * 1e3)
    for r in rows:
        value = roofline_us(target, r.task)
        r.roofline = float(value) if value else None
        r.tiny = r.roofline is not None and r.roofline < latency_us
    tiny = [r for r in rows if r.tiny]
    if tiny:
        notes.append(f"{len(tiny)} tasks are tiny: their roofline is below one memory access "
                     f"latency ({latency_us:.2f} us), where a throughput bound is not meaningful: "
                     "their efficiency is labelled tiny.")
