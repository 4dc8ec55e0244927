"""When tuning stops: the one policy of both flows (model tuning and the single-operator flow).

A run stops when the search has spent its trial budget, its wall time, or the modelled
throughput reaches a target; one task stops when it has gone ``patience`` trials without
improving (the others go on). The target throughput is work per second of the weighted best
costs: ``work_per_pass / (sum_i weight_i * best_i * 1e-6) >= target_throughput``. For a model
the work is the tokens of one pass; for a single operator it is one call of weight 1, so the
target means ``best_cost <= 1e6 / target_throughput`` (costs in microseconds).
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass
class StopPolicy:
    max_trials: int | None = None  # the search's measurements over all tasks
    budget: int | None = None  # the budget the reason names (default: max_trials)
    max_time: float | None = None  # seconds
    target_throughput: float | None = None
    work_per_pass: float | None = None  # units of work of one pass over the weighted tasks
    throughput_unit: str = "tokens/s"
    patience: int | None = None  # per task: trials without improvement

    def run_stop(self, spent: int, elapsed: float, latency_us: float | None) -> str:
        """Why the whole search stops now ('' to go on). ``spent``: trials taken (in flight
        included), ``latency_us``: the weighted sum of the tasks' best costs (None while a task
        has none)."""
        if self.max_trials is not None and spent >= self.max_trials:
            budget = self.budget if self.budget is not None else self.max_trials
            return f"trial budget reached ({budget})"
        if self.max_time is not None and elapsed >= self.max_time:
            return f"time budget reached ({self.max_time:g} s)"
        if self.target_throughput and self.work_per_pass and latency_us is not None:
            if self.work_per_pass / (latency_us * 1e-6) >= self.target_throughput:
                unit = f" {self.throughput_unit}" if self.throughput_unit else ""
                return f"target reached (throughput {self.target_throughput:g}{unit})"
        return ""

    def task_stop(self, trials_since_improvement: int) -> str:
        """Why one task stops now ('' to go on)."""
        if self.patience is not None and trials_since_improvement >= self.patience:
            return f"no improvement in {self.patience} trials"
        return ""
