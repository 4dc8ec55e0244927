"""One task's state inside a tuning run: its space, strategy, baseline, best and history.

The search state of a task (:class:`TaskRun`), the measurements the tasks of a run share to
warm-start each other (:class:`SharedHistory`), and what a task's tuning came to
(:class:`TaskOutcome`).
"""
from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from typing import Any

from ge_bridge.errors import AoeError
from ge_bridge.opkey import Task

from ..backends.base import OK, RUNTIME_ERROR, MeasureResult
from ..search import make_strategy, strategy_class
from ..search.confirm import Confirmation
from ..search.space import Space
from .scheduler import TaskProgress

__all__ = ["SharedHistory", "TaskOutcome", "TaskRun", "fits", "sane_result"]


@dataclass
class TaskOutcome:
    task: Task
    default_cost: float | None
    best_cost: float | None
    best_config: dict[str, Any] | None
    trials: int
    replayed: int
    failures: dict[str, int] = field(default_factory=dict)
    stopped: str = ""
    history: list[float] = field(default_factory=list)
    confirmed: str = ""  # the spread of the best's repeated measurements, when confirmed

    @property
    def speedup(self) -> float | None:
        if self.default_cost and self.best_cost:
            return self.default_cost / self.best_cost
        return None

    @property
    def trials_to_best(self) -> int | None:
        """How many trials (replayed ones included) it took to find the best."""
        if self.best_cost is None or not self.history:
            return None
        return next((i + 1 for i, c in enumerate(self.history) if c <= self.best_cost), None)


class SharedHistory:
    """Every successful measurement of this run and of the log, for the shared search.

    A new task's strategy may be warm-started (:meth:`~aoe_pass.search.base.Strategy.warm_start`)
    with the measurements of the other tasks of its op kind, each cost relative to that task's
    stock-default cost (so shapes of different sizes share one scale): the tenth GEMM shape
    starts from what the first nine taught.
    """

    def __init__(self) -> None:
        self.rows: dict[str, list[tuple[str, dict[str, Any], dict[str, Any], float]]] = {}
        self.reference: dict[str, float] = {}  # OpKey -> its stock-default cost

    def add(self, task: Task, config: dict[str, Any], cost: float, is_default: bool) -> None:
        if is_default:
            self.reference.setdefault(task.key, cost)
        self.rows.setdefault(task.kind, []).append((task.key, task.shape, config, cost))

    def prior_for(self, task: Task, cap: int = 2000) -> list[tuple[dict[str, Any], dict[str, Any], float]]:
        return [(shape, config, cost / self.reference[key])
                for key, shape, config, cost in self.rows.get(task.kind, [])
                if key != task.key and key in self.reference][-cap:]


class TaskRun:
    """One task's search state inside a run.

    ``task`` is None in the single-operator flow (a kernel source, not an OpKey: nothing to share
    with other tasks); ``default`` is the baseline measured first (the stock default of an op
    kind, the source as written), or None when there is none in the space.
    """

    def __init__(self, task: Task | None, space: Space, strategy_name: str, seed: int,
                 shared: SharedHistory | None, default: dict[str, Any] | None,
                 weight: float | None = None, options: dict[str, Any] | None = None):
        self.task, self.space, self.shared = task, space, shared
        self.strategy_name, self.seed = strategy_name, seed
        self.options = dict(options or {})  # the user's strategy options, already checked
        self.default = default
        try:
            self.default_in_space = default is not None and space.is_valid(default)
        except AoeError:  # a config's search_space narrowed the default's values away
            self.default_in_space = False
        self._strategy: Any = None  # built when first needed, with the priors known by then
        self._untold: list[tuple[dict[str, Any], float | None]] = []
        self.progress = TaskProgress(weight=float(task.weight if weight is None else weight))
        self.default_cost: float | None = None
        self.best_cost: float | None = None
        self.best_config: dict[str, Any] | None = None
        self.seen: set[Any] = set()
        self.default_tried = default is None
        self.failures: dict[str, int] = {}
        self.replayed = 0
        self.confirmation = Confirmation()
        self.confirmed = ""
        self.confirm_trials = 0  # re-measurements of the confirmation, counted in ``trials``
        self.reps: dict[Any, int] = {}  # measurements of each configuration so far (replays too)
        self.last_improved = False  # whether the last recorded measurement improved the best

    def next_rep(self, config: dict[str, Any]) -> int:
        """The repetition index of the next measurement of ``config`` (fresh seeded noise)."""
        k = json.dumps(config, sort_keys=True, default=str)
        self.reps[k] = self.reps.get(k, 0) + 1
        return self.reps[k] - 1

    @property
    def strategy(self) -> Any:
        if self._strategy is None:
            cls = strategy_class(self.strategy_name)
            prior = self.shared.prior_for(self.task) if self.shared and self.task else []
            self._strategy = make_strategy(self.strategy_name, self.space, seed=self.seed,
                                           **self.options, **cls.warm_start(prior))
            if self._untold:
                self._strategy.tell([c for c, _ in self._untold], [x for _, x in self._untold])
                self._untold = []
        return self._strategy

    def next_configs(self, n: int) -> list[dict[str, Any]]:
        """The baseline first (every speedup is against it), then the strategy's picks."""
        if self.default_cost is None and not self.default_tried:
            self.default_tried = True
            return [dict(self.default)]  # type: ignore[arg-type]
        # A strategy whose ``remeasures`` attribute is true (bayes with ``remeasure``) offers a
        # measured configuration again only on purpose: that repeat is measured, logged and told
        # like any trial. Any other strategy's repeat (a configuration replayed from the log and
        # offered again) is dropped.
        keep_repeats = bool(getattr(self.strategy, "remeasures", False))
        for _ in range(4):
            configs = [c for c in self.strategy.ask(n)
                       if keep_repeats or self.space.key(c) not in self.seen]
            if configs:
                return configs
        return []

    def is_repeat(self, config: dict[str, Any]) -> bool:
        """Whether ``config`` was measured (and recorded in the space) before."""
        return self.in_space(config) and self.space.key(config) in self.seen

    def in_space(self, config: dict[str, Any]) -> bool:
        return self.default_in_space or config != self.default

    def record(self, config: dict[str, Any], result: MeasureResult) -> bool:
        """Account one measurement; the stock default is the baseline even when a user's
        constraints put it outside the space (then it is measured but never the best)."""
        cost = result.cost if result.status == OK else None
        if result.status != OK:
            self.failures[result.status] = self.failures.get(result.status, 0) + 1
        if config == self.default:
            self.default_tried = True
            if cost is not None and self.default_cost is None:
                self.default_cost = cost
        if not self.in_space(config):
            if cost is not None:
                self._share(config, cost, True)
            self.progress.record(None)
            self.last_improved = False
            return False
        self.seen.add(self.space.key(config))
        self.confirmation.add(self.space.key(config), config, cost)
        if cost is not None:
            self._share(config, cost, config == self.default)
        improved = self.last_improved = self.progress.record(cost)
        if improved:
            self.best_cost, self.best_config = cost, dict(config)
        return improved

    def _share(self, config: dict[str, Any], cost: float, is_default: bool) -> None:
        if self.shared is not None and self.task is not None:
            self.shared.add(self.task, config, cost, is_default)

    def tell(self, configs: list[dict[str, Any]], results: list[MeasureResult]) -> None:
        pairs = [(c, r.cost if r.status == OK else None) for c, r in zip(configs, results)
                 if self.in_space(c)]
        if pairs and self._strategy is None:
            self._untold += pairs  # told when the strategy is built
        elif pairs:
            self._strategy.tell([c for c, _ in pairs], [x for _, x in pairs])

    def outcome(self) -> TaskOutcome:
        return TaskOutcome(self.task, self.default_cost, self.best_cost, self.best_config,  # type: ignore[arg-type]
                           self.progress.trials + self.confirm_trials, self.replayed,
                           dict(self.failures),
                           self.progress.done, list(self.progress.best_history),
                           self.confirmed)


def sane_result(result: MeasureResult) -> MeasureResult:
    """A success must carry a positive, finite cost; anything else costs the trial (one
    misbehaving measurement must never end the run or poison the cache)."""
    if result.status == OK and not (isinstance(result.cost, (int, float))
                                    and math.isfinite(result.cost) and result.cost > 0):
        return MeasureResult(RUNTIME_ERROR, None, f"backend reported an impossible cost {result.cost!r}")
    return result


def fits(space: Space, config: dict[str, Any]) -> bool:
    """Whether ``config`` is a valid point of ``space`` (an invalid value is just False)."""
    try:
        return space.is_valid(config)
    except AoeError:
        return False
