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
    # Facts the executors and the CLI read instead of the backend's name:
    pins_to_core = False  # each measuring worker is pinned to one core (it times that core)
    ray_num_cpus = 0.01  # Ray CPUs one measuring actor reserves (a whole one if it times a core)
    modelled = False  # its costs come from a model (the sim), not from a measurement
    exact = False  # a configuration measured again returns the same cost (the noise-free sim)

    @classmethod
    def figures_label(cls) -> str:
        """How the summary names where the costs come from."""
        return f"modelled by the {cls.name} backend" if cls.modelled else \
            f"measured by the {cls.name} backend"

    @classmethod
    def cli_options(cls, args: Any, cfg: Any) -> dict[str, Any]:
        """The constructor options ``aoe_tune tune``'s arguments (``args``) and the AOE config
        (``cfg``, or None) give this backend; AoeError for options it cannot work with."""
        return {}

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


def measure_timeout(args: Any, cfg: Any) -> float | None:
    """The per-measurement limit in seconds: ``--measure-timeout``, else the config's."""
    return getattr(args, "measure_timeout", None) or (getattr(cfg, "measure_timeout", None)
                                                      if cfg else None)
