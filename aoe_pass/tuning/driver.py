"""The tuning driver: the one loop that tunes tasks, for a model and for a single operator.

:func:`tune` tunes every task of a model and writes the tiling cache. One run: build each task's
search space and strategy, replay the trial log (``resume``: nothing in the log is measured
again; a search trial that re-measured a configuration is replayed as a trial of its own, an
earlier confirmation's re-measurement as a sample of its candidate), measure each task's stock
default (the baseline every speedup is against), then let the
:class:`~aoe_pass.tuning.scheduler.Scheduler` spend the trial budget where it cuts the most
modelled end-to-end time. Every measurement is appended to the trial log (fsynced) as it
completes; the cache is merged atomically whenever a task's best improves (at most every
``cache_every_s``) and at the end, so a killed run leaves a cache that parses and a log to resume.
With ``confirm`` N, N trials per task are kept out of the search and re-measure that task's best
candidates at the end; the lowest mean becomes its best (:mod:`aoe_pass.search.confirm`).

The loop itself is :func:`search` (and :func:`confirm` for the re-measurements), shared with the
single-operator flow (``commands/single_op.py``): both stop by one
:class:`~aoe_pass.search.stopping.StopPolicy`, and what happens to each result is a list of named
steps (:data:`ResultStep`): ``log`` (:class:`TrialLogger`), ``record`` and ``tell``
(:func:`record`, :func:`tell`), the per-task stop (:func:`task_stopper`), ``cache``
(:class:`CacheWriter`) and ``progress`` (:class:`ProgressBar`).
"""
from __future__ import annotations

import ast
import difflib
import sys
import time
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, Callable, Sequence

from ge_bridge.cache import CacheEntry, check_writable, update_cache
from ge_bridge.errors import AoeError
from ge_bridge.opkey import Task, parse_key
from ge_bridge.tiling import PARAMS, stock_default

from .. import __version__
from ..backends.base import OK, Backend, MeasureResult
from ..executors.base import Executor
from ..executors.inline import InlineExecutor
from ..search import strategy_class
from ..search.space import Space, space_hash
from ..search.stopping import StopPolicy
from .scheduler import Scheduler
from .task_run import SharedHistory, TaskOutcome, TaskRun, fits, sane_result
from .trial_log import Trial, TrialLog, read_trials

__all__ = ["CacheWriter", "ProgressBar", "ResultStep", "TaskOutcome", "TrialLogger",
           "TuneOptions", "TuneResult", "confirm", "record", "remeasured", "search", "task_stopper",
           "tell", "tune"]

# What happens to one finished measurement: (the task's run, the configuration, its result).
ResultStep = Callable[[TaskRun, dict[str, Any], MeasureResult], None]


@dataclass
class TuneOptions:
    strategy: str = "bayes"
    strategy_options: dict[str, Any] = field(default_factory=dict)  # checked (search.strategy_options)
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


# -- the per-result steps --------------------------------------------------------------------
def record(run: TaskRun, config: dict[str, Any], result: MeasureResult) -> None:
    """The task's own account of a search measurement: baseline, best, failures, history."""
    run.record(config, result)


def tell(run: TaskRun, config: dict[str, Any], result: MeasureResult) -> None:
    """The task's strategy learns the result."""
    run.tell([config], [result])


def remeasured(run: TaskRun, config: dict[str, Any], result: MeasureResult) -> None:
    """A confirmation's re-measurement: one more sample of a candidate."""
    run.confirm_trials += 1
    run.confirmation.add(run.space.key(config), config, result.cost if result.status == OK else None)


def task_stopper(policy: StopPolicy, search_cap: int | None = None,
                 cap: int | None = None) -> ResultStep:
    """The step that takes a task out of the schedule: the policy's patience, or the search's
    per-task cap (``search_cap``, the user's ``cap`` less the confirmation's trials)."""
    def stop(run: TaskRun, config: dict[str, Any], result: MeasureResult) -> None:
        if not run.progress.done:
            why = policy.task_stop(run.progress.trials_since_improvement())
            if why:
                run.progress.done = why
        if search_cap and run.progress.trials >= search_cap and cap:
            _cap_reached(run, cap)
    return stop


class TrialLogger:
    """The ``log`` step: every measurement appended to the trial log as it completes."""

    def __init__(self, log: TrialLog, target: str, backend: Backend, mark_repeats: bool = True):
        self.log, self.target, self.backend = log, target, backend
        self.mark_repeats = mark_repeats  # the search's repeats; a confirmation's are unmarked

    def __call__(self, run: TaskRun, config: dict[str, Any], result: MeasureResult) -> None:
        task = run.task
        assert task is not None
        self.log.append(Trial(key=task.key, kind=task.kind, target=self.target,
                              backend=self.backend.name, config=config, status=result.status,
                              cost=result.cost, error=result.error[:500],
                              backend_version=self.backend.model_version,
                              repeat=self.mark_repeats and run.is_repeat(config)))


class CacheWriter:
    """The ``cache`` step: notes improvements; :meth:`maybe_write` merges every task's best into
    the cache at most every ``every_s`` (never while ``hold``: a confirmation is pending),
    :meth:`write` at the end."""

    def __init__(self, path: str, target_doc: dict[str, Any], runs: list[TaskRun],
                 backend: Backend, every_s: float, hold: bool = False):
        self.path, self.target_doc, self.runs, self.backend = path, target_doc, runs, backend
        self.every_s, self.hold = every_s, hold
        self.dirty, self.last = False, 0.0
        self.stale: dict[str, tuple[str, str]] = {}

    def __call__(self, run: TaskRun, config: dict[str, Any], result: MeasureResult) -> None:
        self.dirty |= run.last_improved

    def maybe_write(self) -> None:
        # with --confirm the bests are written once confirmed (a single lucky draw written
        # now would stay: the cache keeps the lower cost; the log keeps every trial)
        if self.dirty and not self.hold and time.monotonic() - self.last >= self.every_s:
            self.write()
            self.last, self.dirty = time.monotonic(), False

    def write(self) -> None:
        """Merge every task's best into the cache; the stale entries met are kept by key."""
        now = datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
        entries = {}
        for r in self.runs:
            if r.best_config is None or r.best_cost is None or r.task is None:
                continue
            entries[r.task.key] = CacheEntry.for_task(
                r.task, tiling=r.best_config, cost=r.best_cost, default_cost=r.default_cost,
                trials=r.progress.trials + r.confirm_trials,
                trials_to_best=r.outcome().trials_to_best, backend=self.backend.name,
                backend_version=self.backend.model_version, space_hash=space_hash(r.space),
                tuned_at=now, tool_version=__version__).to_json()
        if entries:
            self.stale.update((k, (why, what)) for k, why, what in
                              update_cache(self.path, self.target_doc, entries).stale)


class ProgressBar:
    """The ``progress`` step: a tqdm bar of the search's trials, the last task and its speedup."""

    def __init__(self, total: int, initial: int, enabled: bool):
        from tqdm import tqdm

        self.bar = tqdm(total=total, initial=initial, desc="tuning", unit="trial",
                        disable=not enabled, dynamic_ncols=True, leave=True)

    def __call__(self, run: TaskRun, config: dict[str, Any], result: MeasureResult) -> None:
        self.bar.update(1)
        self.bar.set_postfix_str(_postfix(run), refresh=False)

    def close(self) -> None:
        self.bar.close()


# -- the loop ----------------------------------------------------------------------------------
def search(runs: list[TaskRun], executor: Executor, sched: Scheduler, policy: StopPolicy,
           steps: Sequence[ResultStep], *, start: float, spent: int = 0,
           cap: int | None = None, search_cap: int | None = None,
           after_wait: Callable[[], None] | None = None) -> tuple[int, str]:
    """Measure until the policy stops the run or no task has anything left to measure; every
    result goes through ``steps`` in order. ``spent``: trials already counted against the
    budget (replayed from the log). Returns (measurements made, why the search stopped)."""
    measured, stop_reason = 0, ""
    pending: dict[int, tuple[TaskRun, dict[str, Any]]] = {}
    next_id = 0
    while True:
        # Keep every worker busy. The scheduler's pick is asked for one batch (the strategy
        # spreads a batch out, e.g. bayes's kriging believer) of at most a fair share of
        # the free workers, so several tasks progress at once.
        while not stop_reason and executor.in_flight() < executor.capacity:
            taken = spent + measured + len(pending)
            stop_reason = policy.run_stop(taken, time.monotonic() - start,
                                          _latency(runs) if policy.target_throughput else None)
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
            left = (policy.max_trials - taken) if policy.max_trials is not None else free
            if search_cap:
                left = min(left, search_cap - run.progress.trials - run.progress.pending)
                if left <= 0:
                    _cap_reached(run, cap or search_cap)
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
            result = sane_result(result)
            run, config = pending.pop(job_id)
            run.progress.pending -= 1
            for step in steps:
                step(run, config, result)
            measured += 1
        if after_wait is not None:
            after_wait()
        if stop_reason and not pending:
            break
    return measured, stop_reason


def confirm(runs: list[TaskRun], executor: Executor, per_task: int,
            steps: Sequence[ResultStep]) -> int:
    """Re-measure each task's best candidates (``per_task`` trials each; every result through
    :func:`remeasured`, then ``steps``) and make the lowest mean its best
    (:mod:`aoe_pass.search.confirm`). Returns the trials spent."""
    jobs: dict[int, tuple[TaskRun, dict[str, Any]]] = {}
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
            result = sane_result(result)
            run, cfg = jobs.pop(job_id)
            done += 1
            remeasured(run, cfg, result)
            for step in steps:
                step(run, cfg, result)
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


def _latency(runs: list[TaskRun]) -> float | None:
    """The weighted sum of the tasks' best costs (us), None while a task has none."""
    costs = [r.best_cost for r in runs]
    if any(c is None for c in costs):
        return None
    return sum(r.progress.weight * c for r, c in zip(runs, costs))  # type: ignore[operator]


# -- model tuning ------------------------------------------------------------------------------
def tune(tasks: Sequence[Task], backend: Backend, target_doc: dict[str, Any], target: Any,
         cache_path: str, log_path: str, opts: TuneOptions,
         executor: Executor | None = None) -> TuneResult:
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
    runs = _build_runs(tasks, target, history, opts, exact=bool(backend.exact))
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
            run = next((r for r in runs if r.task is not None and r.task.key == t.key), None)
            if run is not None:
                run.next_rep(t.config)
    policy = StopPolicy(max_trials=total, budget=budget, max_time=opts.time_budget,
                        target_throughput=opts.target_throughput,
                        work_per_pass=opts.tokens_per_pass,
                        patience=opts.patience or max(24, 2 * (total // max(1, len(runs))) // 3))
    sched = Scheduler([r.progress for r in runs], policy=opts.scheduler,
                      warmup=min(8, max(1, total // len(runs))), seed=opts.seed)
    executor = executor or InlineExecutor(backend)
    bar = ProgressBar(total, replayed, opts.progress)
    log = TrialLog(log_path)
    logger = TrialLogger(log, target_doc["name"], backend)
    cache = CacheWriter(cache_path, target_doc, runs, backend, opts.cache_every_s,
                        hold=bool(confirm_total))
    measured = 0
    try:
        measured, stop_reason = search(
            runs, executor, sched, policy,
            [logger, record, tell, task_stopper(policy, search_cap, cap), cache, bar],
            start=start, spent=replayed, cap=cap, search_cap=search_cap,
            after_wait=cache.maybe_write)
        if confirm_total:
            measured += confirm(runs, executor, confirm_each,
                                [TrialLogger(log, target_doc["name"], backend, mark_repeats=False)])
    finally:
        bar.close()
        log.close()
        cache.write()
    if stop_reason.startswith("trial budget") and cap and (
            (opts.trials is None and budget == cap * len(runs))
            or all(r.progress.done.startswith("trial cap") for r in runs)):
        stop_reason = f"every task reached --max-trials-per-task ({cap})"
    return TuneResult([r.outcome() for r in runs], backend.name, target_doc,
                      time.monotonic() - start, measured, replayed, stop_reason, cache.stale,
                      stale_trials)


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


def _expr_names(text: str) -> set[str]:
    """Names an expression mentions (parsed only; the search validates it properly)."""
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError:
        return set()  # let the constraint parser report it with its own message
    return {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)} - {"min", "max", "abs"}


def options_for(strategy: str, user: dict[str, Any], exact: bool) -> dict[str, Any]:
    """The options a strategy is built with: on a backend whose measurements are exact, its
    ``for_exact`` options (no repeats), under the user's own."""
    return {**strategy_class(strategy).for_exact(), **user} if exact else dict(user)


def _build_runs(tasks: Sequence[Task], target: Any, history: list[Trial],
                opts: TuneOptions, exact: bool = False) -> list[TaskRun]:
    runs = []
    options = options_for(opts.strategy, opts.strategy_options, exact)
    used_constraints: set[str] = set()
    shared = SharedHistory()
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
        runs.append(TaskRun(task, space, opts.strategy, opts.seed + n, shared,
                            stock_default(task.kind, task.shape, task.dtype),
                            options=options))
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


def _replay(runs: list[TaskRun], history: list[Trial], resume: bool) -> int:
    if not resume:
        return 0
    by_key = {r.task.key: r for r in runs}
    count = 0
    for t in history:
        run = by_key.get(t.key)
        if run is None:
            continue
        repeat = run.default_tried if t.config == run.default else (
            fits(run.space, t.config) and run.space.key(t.config) in run.seen)
        if repeat and t.repeat and run.in_space(t.config) and fits(run.space, t.config):
            repeat = False  # a search trial that re-measured at the strategy's request: a trial
        elif repeat and run.in_space(t.config):  # an earlier confirmation's re-measurement:
            cost = sane_result(MeasureResult(t.status, t.cost, t.error))  # its sample counts again
            run.confirmation.add(run.space.key(t.config), t.config,
                                 cost.cost if cost.status == OK else None)
        if repeat or (t.config != run.default and not fits(run.space, t.config)):
            continue  # a repeat, or measured under another space (other constraints)
        result = sane_result(MeasureResult(t.status, t.cost, t.error))
        run.record(t.config, result)
        run.tell([t.config], [result])
        run.replayed += 1
        count += 1
    return count


def _cap_reached(run: TaskRun, cap: int) -> None:
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


def _postfix(run: TaskRun) -> str:
    sp = ""
    if run.default_cost and run.best_cost:
        sp = f" best x{run.default_cost / run.best_cost:.2f}"
    return f"{run.task.kind} {run.task.key.split('|')[2][:40]}{sp}"


def _progress_bar(total: int, initial: int, enabled: bool) -> Any:
    from tqdm import tqdm

    return tqdm(total=total, initial=initial, desc="tuning", unit="trial", disable=not enabled,
                dynamic_ncols=True, leave=True)
