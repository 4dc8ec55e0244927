"""Task scheduler: which task gets the next measurements.

The objective is the model's latency, ``sum_i weight_i * cost_i``. After a warm-up that
measures every task's stock default and then gives the tasks a few trials each, one task after
another (so later tasks of a kind start from what earlier ones taught the shared search), the ``gradient`` scheduler (after Ansor's task scheduler, Zheng
et al., OSDI 2020, section 6) picks the task whose next trial is expected to cut the most
end-to-end time:

    gain_i = weight_i * (alpha * recent_rate_i + (1 - alpha) * best_i / trials_i)

``recent_rate_i`` is how fast the task's best cost fell over its last ``window`` trials (the
backward difference), ``best_i / trials_i`` the optimistic guess that more trials keep paying
as they have on average. With probability ``eps`` a random live task is chosen instead, so a
task whose early trials were unlucky is not starved. ``round_robin`` cycles through live tasks.
A task leaves the schedule when its space is exhausted or it stopped improving (``patience``).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np


@dataclass
class TaskProgress:
    weight: float
    best_history: list[float] = field(default_factory=list)  # best cost after each trial
    done: str = ""  # why the task left the schedule ("" while live)
    pending: int = 0  # measurements in flight

    @property
    def trials(self) -> int:
        return len(self.best_history)

    @property
    def best(self) -> float:
        return self.best_history[-1] if self.best_history else math.inf

    def record(self, cost: float | None) -> bool:
        """Add one trial's cost (None: failed); True if it improved the best."""
        best = self.best
        improved = cost is not None and cost < best
        self.best_history.append(cost if improved else best)
        return improved

    def trials_since_improvement(self) -> int:
        h = self.best_history
        if not h:
            return 0
        i = len(h) - 1
        while i > 0 and h[i - 1] == h[i]:
            i -= 1
        return len(h) - 1 - i


class Scheduler:
    def __init__(self, progress: list[TaskProgress], policy: str = "gradient", warmup: int = 8,
                 alpha: float = 0.2, window: int = 10, eps: float = 0.05, seed: int = 0):
        if policy not in ("gradient", "round_robin"):
            raise ValueError(f"unknown scheduler policy {policy!r}")
        self.progress, self.policy, self.warmup = progress, policy, warmup
        self.alpha, self.window, self.eps = alpha, window, eps
        self._rng = np.random.default_rng(seed)
        self._rr = 0

    def live(self) -> list[int]:
        return [i for i, p in enumerate(self.progress) if not p.done]

    def gain(self, i: int) -> float:
        p = self.progress[i]
        if not math.isfinite(p.best):
            return math.inf  # nothing valid measured yet: that is the most urgent
        h = p.best_history
        back = h[max(0, len(h) - 1 - self.window)]
        rate = (back - h[-1]) / max(1, min(self.window, len(h) - 1))
        return p.weight * (self.alpha * rate + (1 - self.alpha) * p.best / max(1, p.trials))

    def next_task(self) -> int | None:
        live = self.live()
        if not live:
            return None
        # Warm up one task after another (the stock default of every task first): a task
        # warmed up later starts its search from what the earlier ones of its kind measured.
        started = [p.trials + p.pending for p in self.progress]
        unbased = [i for i in live if started[i] == 0]
        if unbased:
            return unbased[0]
        cold = [i for i in live if started[i] < self.warmup]
        if cold:
            return cold[0]
        if self.policy == "round_robin":
            self._rr += 1
            return live[self._rr % len(live)]
        if self._rng.random() < self.eps:
            return int(self._rng.choice(live))
        return max(live, key=self.gain)
