"""Measuring in the calling process (the default ``--workers 1``)."""
from __future__ import annotations

from typing import Any

from ge_bridge.opkey import Task

from ..backends.base import Backend, MeasureResult
from .base import measure_batch

__all__ = ["InlineExecutor"]


class InlineExecutor:
    """The :class:`~aoe_pass.executors.base.Executor` that measures through ``backend`` itself,
    in :meth:`wait`, through the same :func:`~aoe_pass.executors.base.measure_batch` as the
    parallel executors (a backend's exception costs failed trials, not the run).

    ``capacity`` jobs are measured together: each task's jobs in one ``measure`` call (the
    command backend builds such a batch in parallel; one job at a time by default)."""

    def __init__(self, backend: Backend, capacity: int = 1):
        self.backend = backend
        self.capacity = max(1, int(capacity))
        self._jobs: list[tuple[int, Task | None, dict[str, Any], int | None]] = []

    def submit(self, job_id: int, task: Task | None, config: dict[str, Any],
               rep: int | None = None) -> None:
        if len(self._jobs) >= self.capacity:
            raise RuntimeError(f"{self.capacity} jobs already in flight: wait() before submit()")
        self._jobs.append((job_id, task, config, rep))

    def in_flight(self) -> int:
        return len(self._jobs)

    def wait(self, timeout: float | None = None) -> list[tuple[int, MeasureResult]]:
        jobs, self._jobs = self._jobs, []
        out: list[tuple[int, MeasureResult]] = []
        while jobs:
            task = jobs[0][1]
            mine = [j for j in jobs if j[1] is task]
            jobs = [j for j in jobs if j[1] is not task]
            results = measure_batch(self.backend, task, [j[2] for j in mine], [j[3] for j in mine])
            out += [(j[0], r) for j, r in zip(mine, results)]
        return out

    def close(self) -> None:
        self._jobs = []
