"""The measurement interface every backend implements.

``measure(task, configs) -> results``: one :class:`MeasureResult` per configuration, in order.
A result is either a cost in microseconds (status ``ok``) or a failure status with its error
text. A backend never raises for a bad configuration or a misbehaving kernel: that costs one
trial, not the run. It raises :class:`ge_bridge.AoeError` only for user errors that make every
measurement impossible (no C compiler, a build command that is not set, ...).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from ge_bridge.opkey import Task

OK = "ok"
INVALID = "invalid"  # violates a capacity rule (like a compile-time buffer overflow)
COMPILE_ERROR = "compile_error"
RUNTIME_ERROR = "runtime_error"
TIMEOUT = "timeout"
WRONG_RESULT = "wrong_result"
STATUSES = (OK, INVALID, COMPILE_ERROR, RUNTIME_ERROR, TIMEOUT, WRONG_RESULT)


@dataclass
class MeasureResult:
    status: str
    cost: float | None = None  # microseconds, when status == "ok"
    error: str = ""

    @property
    def ok(self) -> bool:
        return self.status == OK

    def to_json(self) -> dict[str, Any]:
        return {"status": self.status, "cost": self.cost, "error": self.error}


class Backend:
    """Base class: subclasses set ``name`` and implement :meth:`measure`."""

    name = "base"
    # What this backend's costs mean, versioned: the sim's analytical model, the cpu kernels'
    # generator. Caches and logs keep it; costs of another version are stale. "" = unknown.
    model_version = ""

    def measure(self, task: Task, configs: Sequence[dict[str, Any]]) -> list[MeasureResult]:
        raise NotImplementedError

    def refuse(self, task: Task) -> str | None:
        """Why this backend cannot measure ``task`` at all (checked before tuning), or None."""
        return None

    def roofline(self, task: Task) -> float | None:
        """The physical lower bound on the task's cost in us, if the backend knows one."""
        return None

    def close(self) -> None:
        """Release workers, temp dirs; idempotent."""
