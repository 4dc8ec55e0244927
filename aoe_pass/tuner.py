"""The tuning driver: tune every task of a model and write the tiling cache.

One run: build each task's search space and strategy, replay the trial log (``resume``: nothing
in the log is measured again), measure each task's stock default (the baseline every speedup is
against), then let the :class:`~aoe_pass.tuning.scheduler.Scheduler` spend the trial budget where it cuts
the most modelled end-to-end time. Every measurement is appended to the trial log (fsynced) as it
completes; the cache is merged atomically whenever a task's best improves (at most every
``cache_every_s``) and at the end, so a killed run leaves a cache that parses and a log to resume.
With ``confirm`` N, N trials per task are kept out of the search and re-measure that task's best
candidates at the end; the lowest mean becomes its best (:mod:`aoe_pass.search.confirm`).
"""
from __future__ import annotations

import ast
import difflib
import hashlib
import json
import math
import sys
import time
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, Sequence

from ge_bridge.cache import check_writable, update_cache
from ge_bridge.errors import AoeError
from ge_bridge.opkey import Task, parse_key
from ge_bridge.tiling import PARAMS, stock_default

from . import __version__
from .backends.base import OK, RUNTIME_ERROR, Backend, MeasureResult
from .executors.inline import InlineExecutor
from .search import make_strategy
from .search.confirm import Confirmation
from .search.space import Space
from .tuning.scheduler import Scheduler, TaskProgress
from .tuning.trial_log import Trial, TrialLog, read_trials


@dataclass
class TuneOptions:
    strategy: str = "bayes"
    trials: int | None = None  # total measurements over all tasks
    trials_per_task: int = 48  # the default budget when ``trials`` is None
    max_trials_per_task: int | None = None  # a cap on any one task (TVM's per-task trials)
    time_budget: float | None = None  # seconds
    target_throughput: float | None = None  # tokens/s of the modelled end-to-end pass
    tokens_per_pass: float | None = None
    seed: int = 0
    scheduler: str = "gradient"
    patience: int | None = None  # a task stops after this many trials without improvement
    resume: bool = False
    user_constraints: Sequence[str] = ()
    search_space: dict[str, list[Any]] | None = None  # narrows the vocabulary (config file)
    config_kind: str | None = None  # the op kind search_space/constraints apply to (None: all)
    param_kinds: dict[str, str] = field(default_factory=dict)  # declared ordered/categorical
    confirm: int = 0  # per task: trials of the budget that re-measure its best candidates
    cache_every_s: float = 2.0
    progress: bool = True


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


@dataclass
class TuneResult:
    outcomes: list[TaskOutcome]
    backend: str
    target: dict[str, Any]
    elapsed_s: float
    measured: int  # measurements made in this run
    replayed: int  # trials taken from the log instead of measured
    stop_reason: str
    # cache entries of another space / backend model / tool version met on merge:
    # {key: (what differed, "replaced" | "kept")}
    stale: dict[str, tuple[str, str]] = field(default_factory=dict)
    stale_trials: int = 0  # logged trials of another backend model version, ignored

    def latency(self, which: str) -> float | None:
        """Modelled end-to-end time of the tuned operators: sum of weight x cost (us)."""
        total = 0.0
        for o in self.outcomes:
            cost = o.default_cost if which == "default" else o.best_cost
            if cost is None:
                return None
            total += o.task.weight * cost
        return total


def space_hash(space: Space) -> str:
    """Identifies the space a tiling was chosen from (domains + every constraint's text)."""
    doc = json.dumps({"params": space.domains, "constraints": [c.text for c in space.constraints]},
                     sort_keys=True, default=str)
    return hashlib.sha256(doc.encode()).hexdigest()[:16]


def _expr_names(text: str) -> set[str]:
    """Names an expression mentions (parsed only; the search validates it properly)."""
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError:
        return set()  # let the constraint parser report it with its own message
    return {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)} - {"min", "max", "abs"}


class _SharedHistory:
    """Every successful measurement of this run and of the log, for the shared search.

    A new task's ``bayes`` surrogate is warm-started with the measurements of the other tasks of
    its op kind, each cost relative to that task's stock-default cost (so shapes of different
    sizes share one scale): the tenth GEMM shape starts from what the first nine taught.
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


class _TaskRun:
    """One task's search state inside a run."""

    def __init__(self, task: Task, space: Space, strategy_name: str, seed: int,
                 shared: _SharedHistory):
        self.task, self.space, self.shared = task, space, shared
        self.strategy_name, self.seed = strategy_name, seed
        self.default = stock_default(task.kind, task.shape, task.dtype)
        try:
            self.default_in_space = space.is_valid(self.default)
        except AoeError:  # a config's search_space narrowed the default's values away
            self.default_in_space = False
        self._strategy: Any = None  # built when first needed, with the priors known by then
        self._untold: list[tuple[dict[str, Any], float | None]] = []
        self.progress = TaskProgress(weight=float(task.weight))
        self.default_cost: float | None = None
        self.best_cost: float | None = None
        self.best_config: dict[str, Any] | None = None
        self.seen: set[Any] = set()
        self.default_tried = False
        self.failures: dict[str, int] = {}
        self.replayed = 0
        self.confirmation = Confirmation()
        self.confirmed = ""
        self.confirm_trials = 0  # re-measurements of the confirmation, counted in ``trials``
        self.reps: dict[Any, int] = {}  # measurements of each configuration so far (replays too)

    def next_rep(self, config: dict[str, Any]) -> int:
        """The repetition index of the next measurement of ``config`` (fresh seeded noise)."""
        k = json.dumps(config, sort_keys=True, default=str)
        self.reps[k] = self.reps.get(k, 0) + 1
        return self.reps[k] - 1

    @property
    def strategy(self) -> Any:
        if self._strategy is None:
            prior = self.shared.prior_for(self.task) if self.strategy_name == "bayes" else []
            extra = {"prior": prior} if prior else {}
            self._strategy = make_strategy(self.strategy_name, self.space, seed=self.seed, **extra)
            if self._untold:
                self._strategy.tell([c for c, _ in self._untold], [x for _, x in self._untold])
                self._untold = []
        return self._strategy

    def next_configs(self, n: int) -> list[dict[str, Any]]:
        """The stock default first (every speedup is against it), then the strategy's picks."""
        if self.default_cost is None and not self.default_tried:
            self.default_tried = True
            return [dict(self.default)]
        for _ in range(4):  # a strategy may re-offer configurations replayed from the log
            configs = [c for c in self.strategy.ask(n) if self.space.key(c) not in self.seen]
            if configs:
                return configs
        return []

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
                self.shared.add(self.task, config, cost, True)
            self.progress.record(None)
            return False
        self.seen.add(self.space.key(config))
        self.confirmation.add(self.space.key(config), config, cost)
        if cost is not None:
            self.shared.add(self.task, config, cost, config == self.default)
        improved = self.progress.record(cost)
        if improved:
            self.best_cost, self.best_config = cost, dict(config)
        return improved

    def tell(self, configs: list[dict[str, Any]], results: list[MeasureResult]) -> None:
        pairs = [(c, r.cost if r.status == OK else None) for c, r in zip(configs, results)
                 if self.in_space(c)]
        if pairs and self._strategy is None:
            self._untold += pairs  # told when the strategy is built
        elif pairs:
            self._strategy.tell([c for c, _ in pairs], [x for _, x in pairs])

    def outcome(self) -> TaskOutcome:
        return TaskOutcome(self.task, self.default_cost, self.best_cost, self.best_config,
                           self.progress.trials + self.confirm_trials, self.replayed,
                           dict(self.failures),
                           self.progress.done, list(self.progress.best_history),
                           self.confirmed)


def tune(tasks: Sequence[Task], backend: Backend, target_doc: dict[str, Any], target: Any,
         cache_path: str, log_path: str, opts: TuneOptions, executor: Any = None) -> TuneResult:
    """Tune ``tasks`` with ``backend``; merge the results into ``cache_path``.

    ``executor`` runs the measurements (default: inline, one at a time, through ``backend``); a
    parallel one keeps ``capacity`` measurements in flight and returns results as they complete.
    """
    if not tasks:
        raise AoeError("the model has no tunable operators (see `aoe_tune tasks`)")
    for task in tasks:
        why = backend.refuse(task)
        if why:
            raise AoeError(f"{why}: task {task.key}")
    start = time.monotonic()
    check_writable(cache_path, target_doc["name"], backend.name)
    history = read_trials(log_path)
    # Trials of another target or backend are neither replayed nor learnt from: sim costs are
    # modelled, the others measured, and the two scales are not comparable.
    history = [t for t in history if t.target == target_doc["name"] and t.backend == backend.name]
    history = _plausible(history, backend)
    # ... nor are those of another model version of the backend (an older sim's costs)
    current = [t for t in history if t.backend_version == backend.model_version]
    stale_trials, history = len(history) - len(current), current
    stale: dict[str, tuple[str, str]] = {}
    runs = _build_runs(tasks, target, history, opts)
    cap = opts.max_trials_per_task
    per_task = min(opts.trials_per_task, cap or opts.trials_per_task)
    budget = opts.trials if opts.trials is not None else per_task * len(runs)
    if budget < len(runs):
        raise AoeError(f"--trials {budget} is less than the number of tasks ({len(runs)}): "
                       f"each task needs at least one measurement")
    confirm_each, search_cap = _confirm_share(opts.confirm, budget, len(runs), cap)
    confirm_total = confirm_each * len(runs)
    total = budget - confirm_total  # the search's share; the rest re-measures each task's best

    replayed = _replay(runs, history, opts.resume)
    if opts.resume:  # the log's measurements are repetitions: a re-measure draws fresh noise
        for t in history:
            run = next((r for r in runs if r.task.key == t.key), None)
            if run is not None:
                run.next_rep(t.config)
    patience = opts.patience or max(24, 2 * (total // max(1, len(runs))) // 3)
    sched = Scheduler([r.progress for r in runs], policy=opts.scheduler,
                      warmup=min(8, max(1, total // len(runs))), seed=opts.seed)
    executor = executor or InlineExecutor(backend)
    bar = _progress_bar(total, replayed, opts.progress)
    log = TrialLog(log_path)
    measured, last_cache, dirty, stop_reason = 0, 0.0, False, ""
    pending: dict[int, tuple[_TaskRun, dict[str, Any]]] = {}
    next_id = 0
    try:
        while True:
            # Keep every worker busy. The scheduler's pick is asked for one batch (the strategy
            # spreads a batch out, e.g. bayes's kriging believer) of at most a fair share of
            # the free workers, so several tasks progress at once.
            while not stop_reason and executor.in_flight() < executor.capacity:
                stop_reason = _budget_stop(replayed + measured + len(pending), total, start, opts,
                                           runs, budget)
                if stop_reason:
                    break
                i = sched.next_task()
                if i is None:
                    if not pending:
                        stop_reason = "every task converged or exhausted its space"
                        if cap and all(r.progress.done.startswith("trial cap") for r in runs):
                            stop_reason = f"every task reached --max-trials-per-task ({cap})"
                    break
                run = runs[i]
                free = executor.capacity - executor.in_flight()
                share = max(1, executor.capacity // max(1, len(sched.live())))
                left = total - (replayed + measured + len(pending))
                if search_cap:
                    left = min(left, search_cap - run.progress.trials - run.progress.pending)
                    if left <= 0:
                        _cap_reached(run, cap)
                        continue
                configs = run.next_configs(max(1, min(free, share, left)))
                if not configs:
                    if not any(r is run for r, _ in pending.values()):
                        run.progress.done = "space exhausted"
                        continue
                    break  # its in-flight results may still open up new candidates
                for config in configs[:free]:
                    run.progress.pending += 1
                    pending[next_id] = (run, config)
                    executor.submit(next_id, run.task, config, rep=run.next_rep(config))
                    next_id += 1
            if not pending:
                stop_reason = stop_reason or "nothing left to measure"
                break
            for job_id, result in executor.wait():
                result = _sane(result)
                run, config = pending.pop(job_id)
                run.progress.pending -= 1
                log.append(Trial(key=run.task.key, kind=run.task.kind, target=target_doc["name"],
                                 backend=backend.name, config=config, status=result.status,
                                 cost=result.cost, error=result.error[:500],
                                 backend_version=backend.model_version))
                dirty |= run.record(config, result)
                run.tell([config], [result])
                measured += 1
                if not run.progress.done and run.progress.trials_since_improvement() >= patience:
                    run.progress.done = f"no improvement in {patience} trials"
                if search_cap and run.progress.trials >= search_cap:
                    _cap_reached(run, cap)
                bar.update(1)
                bar.set_postfix_str(_postfix(run), refresh=False)
            # with --confirm the bests are written once confirmed (a single lucky draw written
            # now would stay: the cache keeps the lower cost; the log keeps every trial)
            if dirty and not confirm_total and time.monotonic() - last_cache >= opts.cache_every_s:
                stale.update(_write_cache(cache_path, target_doc, runs, backend))
                last_cache, dirty = time.monotonic(), False
            if stop_reason and not pending:
                break
        if confirm_total:
            measured += _confirm(runs, executor, log, backend, target_doc["name"], confirm_each)
            dirty = True
    finally:
        bar.close()
        log.close()
        stale.update(_write_cache(cache_path, target_doc, runs, backend))
    if stop_reason.startswith("trial budget") and cap and (
            (opts.trials is None and budget == cap * len(runs))
            or all(r.progress.done.startswith("trial cap") for r in runs)):
        stop_reason = f"every task reached --max-trials-per-task ({cap})"
    return TuneResult([r.outcome() for r in runs], backend.name, target_doc,
                      time.monotonic() - start, measured, replayed, stop_reason, stale, stale_trials)


def _confirm_share(confirm: int, budget: int, tasks: int, cap: int | None) -> tuple[int, int | None]:
    """(confirm trials per task, the search's per-task cap): the confirmation's trials are part
    of ``budget`` and of ``cap``, and leave each task at least one search trial (its default).
    A ``confirm`` larger than that room is reduced, with a one-line note; a budget that leaves
    the search nothing beyond the defaults says so in one warning line."""
    room = budget // tasks - 1
    if cap:
        room = min(room, cap - 1)
    each = max(0, min(confirm, room))
    notes = []
    if each < confirm:
        where = f"--max-trials-per-task {cap}" if cap and cap - 1 == room else \
            f"the budget of {budget} trials for {tasks} tasks"
        notes.append(f"--confirm {confirm} reduced to {each} per task ({where} leaves no more "
                     f"beside one search trial)")
    search = (budget - each * tasks) // tasks
    if each and (min(search, cap - each) if cap else search) <= 1:
        notes.append("the budget leaves no search beyond each task's default: the confirmation "
                     "re-measures defaults (give more trials or a smaller --confirm)")
    if notes:
        print(f"aoe_tune: warning: {'; '.join(notes)}", file=sys.stderr)
    return each, (cap - each if cap else None)


def _confirm(runs: list[_TaskRun], executor: Any, log: TrialLog, backend: Backend, target: str,
             per_task: int) -> int:
    """Re-measure each task's best candidates (``per_task`` trials each, logged like any
    trial) and make the lowest mean its best (:mod:`aoe_pass.search.confirm`)."""
    jobs: dict[int, tuple[_TaskRun, dict[str, Any]]] = {}
    plans = [(run, run.confirmation.plan(per_task)) for run in runs if run.best_config is not None]
    queue = [(run, cfg) for run, plan in plans for cfg in plan]
    done, next_id = 0, 10**12  # ids apart from the search's jobs
    while queue or jobs:
        while queue and executor.in_flight() < executor.capacity:
            jobs[next_id] = queue.pop(0)
            run, cfg = jobs[next_id]
            executor.submit(next_id, run.task, cfg, rep=run.next_rep(cfg))
            next_id += 1
        for job_id, result in executor.wait():
            result = _sane(result)
            run, cfg = jobs.pop(job_id)
            done += 1
            run.confirm_trials += 1
            log.append(Trial(key=run.task.key, kind=run.task.kind, target=target,
                             backend=backend.name, config=cfg, status=result.status,
                             cost=result.cost, error=result.error[:500],
                             backend_version=backend.model_version))
            run.confirmation.add(run.space.key(cfg), cfg, result.cost if result.status == OK else None)
    for run, _ in plans:
        picked = run.confirmation.best()
        if picked is not None and len(picked.samples) > 1:
            run.best_cost, run.best_config = picked.mean, dict(picked.config)
            run.confirmed = picked.spread()
        # the default compared by its own mean when re-measured too: a pick of the default is
        # then exactly its own baseline, never a slowdown of itself
        dflt = run.confirmation.cands.get(run.space.key(run.default)) if run.default_in_space \
            else None
        if dflt is not None and not dflt.failed and len(dflt.samples) > 1:
            run.default_cost = dflt.mean
        if run.best_config == run.default and run.default_cost is not None:
            run.best_cost = run.default_cost
    return done


def _build_runs(tasks: Sequence[Task], target: Any, history: list[Trial],
                opts: TuneOptions) -> list[_TaskRun]:
    runs = []
    used_constraints: set[str] = set()
    shared = _SharedHistory()
    own = {t.key for t in tasks}
    for t in history:  # earlier runs on this target teach the shared search too
        if opts.resume and t.key in own:
            continue  # replayed (and added) by _replay
        if t.status == OK and t.cost:
            try:
                kind, shape, dtype = parse_key(t.key)
            except ValueError:
                continue
            shared.add(Task(kind, shape, dtype), t.config, t.cost,
                       t.config == stock_default(kind, shape, dtype))
    for n, task in enumerate(tasks):
        applies = opts.config_kind in (None, task.kind)
        known = set(PARAMS[task.kind]) | set(task.shape) | {"in_bytes"}
        constraints = [c for c in opts.user_constraints if applies and _expr_names(c) <= known]
        used_constraints.update(constraints)
        overrides = opts.search_space if applies else None
        if overrides and opts.config_kind is None:
            overrides = {k: v for k, v in overrides.items() if k in PARAMS[task.kind]}
        kinds = {k: v for k, v in opts.param_kinds.items() if applies and k in PARAMS[task.kind]}
        space = Space.for_task(task.kind, task.shape, task.dtype, target=target,
                               user_constraints=constraints, overrides=overrides,
                               param_kinds=kinds)
        space.check_satisfiable()
        runs.append(_TaskRun(task, space, opts.strategy, opts.seed + n, shared))
    if opts.search_space and opts.config_kind is None:
        known = {p for t in tasks for p in PARAMS[t.kind]}
        for name in opts.search_space:
            if name not in known:
                close = difflib.get_close_matches(name, sorted(known), n=1)
                hint = f" (did you mean {close[0]!r}?)" if close else ""
                raise AoeError(f"search_space: {name!r} is not a tiling parameter of any task{hint}")
    unused = [c for c in opts.user_constraints if c not in used_constraints]
    if unused:
        raise AoeError(f"constraint {unused[0]!r} names parameters no task of this model has")
    return runs


def _replay(runs: list[_TaskRun], history: list[Trial], resume: bool) -> int:
    if not resume:
        return 0
    by_key = {r.task.key: r for r in runs}
    count = 0
    for t in history:
        run = by_key.get(t.key)
        if run is None:
            continue
        repeat = run.default_tried if t.config == run.default else (
            _fits(run.space, t.config) and run.space.key(t.config) in run.seen)
        if repeat and run.in_space(t.config):  # an earlier confirmation's re-measurement:
            cost = _sane(MeasureResult(t.status, t.cost, t.error))  # its sample counts again
            run.confirmation.add(run.space.key(t.config), t.config,
                                 cost.cost if cost.status == OK else None)
        if repeat or (t.config != run.default and not _fits(run.space, t.config)):
            continue  # a repeat, or measured under another space (other constraints)
        result = _sane(MeasureResult(t.status, t.cost, t.error))
        run.record(t.config, result)
        run.tell([t.config], [result])
        run.replayed += 1
        count += 1
    return count


def _cap_reached(run: _TaskRun, cap: int) -> None:
    if not run.progress.done:
        run.progress.done = f"trial cap reached ({cap})"


def _plausible(history: list[Trial], backend: Backend) -> list[Trial]:
    """Drop logged successes that cost less than half the backend's roofline (the physical
    bound, where it knows one): a poisoned or corrupted log must not become the cache's best on
    ``--resume``. They are measured again; a one-line warning says how many."""
    floors: dict[str, float | None] = {}
    kept, dropped = [], 0
    for t in history:
        if t.status == OK and t.cost is not None:
            if t.key not in floors:
                try:
                    kind, shape, dtype = parse_key(t.key)
                    floors[t.key] = backend.roofline(Task(kind, shape, dtype))
                except (ValueError, AoeError):
                    floors[t.key] = None
            floor = floors[t.key]
            if floor and t.cost < 0.5 * floor:
                dropped += 1
                continue
        kept.append(t)
    if dropped:
        print(f"aoe_tune: warning: {dropped} logged trials cost less than half the roofline, "
              f"which no measurement can: ignored (measured again)", file=sys.stderr)
    return kept


def _sane(result: MeasureResult) -> MeasureResult:
    """A success must carry a positive, finite cost; anything else costs the trial (one
    misbehaving measurement must never end the run or poison the cache)."""
    if result.status == OK and not (isinstance(result.cost, (int, float))
                                    and math.isfinite(result.cost) and result.cost > 0):
        return MeasureResult(RUNTIME_ERROR, None, f"backend reported an impossible cost {result.cost!r}")
    return result


def _fits(space: Space, config: dict[str, Any]) -> bool:
    try:
        return space.is_valid(config)
    except AoeError:
        return False


def _budget_stop(spent: int, total: int, start: float, opts: TuneOptions,
                 runs: list[_TaskRun], budget: int) -> str:
    """Why the search stops now ('' if it goes on); ``total`` is the search's share of the
    trial ``budget`` (the rest confirms), the budget is what the reason names."""
    if spent >= total:
        return f"trial budget reached ({budget})"
    if opts.time_budget is not None and time.monotonic() - start >= opts.time_budget:
        return f"time budget reached ({opts.time_budget:g} s)"
    if opts.target_throughput and opts.tokens_per_pass:
        costs = [r.best_cost for r in runs]
        if all(c is not None for c in costs):
            latency_s = sum(r.task.weight * c for r, c in zip(runs, costs)) * 1e-6
            if opts.tokens_per_pass / latency_s >= opts.target_throughput:
                return f"target throughput reached ({opts.target_throughput:g} tokens/s)"
    return ""


def _postfix(run: _TaskRun) -> str:
    sp = ""
    if run.default_cost and run.best_cost:
        sp = f" best x{run.default_cost / run.best_cost:.2f}"
    return f"{run.task.kind} {run.task.key.split('|')[2][:40]}{sp}"


def _progress_bar(total: int, initial: int, enabled: bool) -> Any:
    from tqdm import tqdm

    return tqdm(total=total, initial=initial, desc="tuning", unit="trial", disable=not enabled,
                dynamic_ncols=True, leave=True)


def _write_cache(path: str, target_doc: dict[str, Any], runs: list[_TaskRun],
                 backend: Backend) -> dict[str, tuple[str, str]]:
    """Merge every task's best into the cache; returns the stale entries met, by key."""
    now = datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    entries = {}
    for r in runs:
        if r.best_config is None or r.best_cost is None:
            continue
        entries[r.task.key] = {
            "kind": r.task.kind, "shape": r.task.shape, "dtype": r.task.dtype,
            "tiling": r.best_config, "cost": r.best_cost, "default_cost": r.default_cost,
            "unit": "us", "trials": r.progress.trials + r.confirm_trials, "trials_to_best": r.outcome().trials_to_best,
            "backend": backend.name,
            "backend_version": backend.model_version,
            "space_hash": space_hash(r.space), "tuned_at": now, "tool_version": __version__,
        }
    if not entries:
        return {}
    return {k: (why, what) for k, why, what in update_cache(path, target_doc, entries).stale}
