"""Measuring in the calling process, one configuration at a time (the default ``--workers 1``)."""
from __future__ import annotations

from typing import Any

from ge_bridge.opkey import Task

from ..backends.base import Backend, MeasureResult
from .base import measure_one

__all__ = ["InlineExecutor"]


class InlineExecutor:
    """The :class:`~aoe_pass.executors.base.Executor` that measures through ``backend`` itself,
    in :meth:`wait`, through the same :func:`~aoe_pass.executors.base.measure_one` as the
    parallel executors (a backend's exception costs one failed trial, not the run)."""

    capacity = 1

    def __init__(self, backend: Backend):
        self.backend = backend
        self._jobs: list[tuple[int, Task, dict[str, Any], int | None]] = []

    def submit(self, job_id: int, task: Task, config: dict[str, Any],
               rep: int | None = None) -> None:
        if self._jobs:
            raise RuntimeError("the inline executor measures one job at a time: wait() first")
        self._jobs.append((job_id, task, config, rep))

    def in_flight(self) -> int:
        return len(self._jobs)

    def wait(self, timeout: float | None = None) -> list[tuple[int, MeasureResult]]:
        jobs, self._jobs = self._jobs, []
        return [(job_id, measure_one(self.backend, task, config, rep))
                for job_id, task, config, rep in jobs]

    def close(self) -> None:
        self._jobs = []
