"""When to stop tuning a task: trial budget, wall time, a target cost, or patience.

``target_throughput`` (AOE config) is turned into a target cost by the caller, who knows what
one measurement processes: for a task measured in microseconds per call that processes ``W``
units of work per call (tokens, or FLOPs for a GEMM), throughput ``T`` units/s maps to
``target_cost = W / T * 1e6`` us; the search stops once ``best_cost <= target_cost``.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Stopper:
    max_trials: int | None = None
    max_time: float | None = None  # seconds
    target_cost: float | None = None
    patience: int | None = None  # trials without improvement

    def should_stop(self, trials: int, elapsed: float, best_cost: float | None,
                    trials_since_improvement: int) -> str | None:
        """The reason to stop now (a short phrase), or None to go on."""
        if self.target_cost is not None and best_cost is not None and best_cost <= self.target_cost:
            return f"target reached (best {best_cost:.4g} <= {self.target_cost:.4g})"
        if self.max_trials is not None and trials >= self.max_trials:
            return f"trial budget spent ({trials} trials)"
        if self.max_time is not None and elapsed >= self.max_time:
            return f"time budget spent ({elapsed:.1f} s >= {self.max_time:g} s)"
        if self.patience is not None and trials_since_improvement >= self.patience:
            return f"no improvement in {trials_since_improvement} trials"
        return None


def target_cost_from_throughput(target_throughput: float, work_per_call: float) -> float:
    """Cost in us per call that achieves ``target_throughput`` units of work per second."""
    return work_per_call / float(target_throughput) * 1e6
