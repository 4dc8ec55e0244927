"""``aoe_tune single-op``: the reference AOE single-operator flow.

``aoe_tune --config aoe_config.json --op-source kernel.c --output optimized_kernel.c`` (the CLI
dispatches an argv starting with ``--config`` here). The config's ``search_space`` names the
kernel's tunable constants (see :mod:`aoe_pass.backends.source_rewrite`); every candidate is
built and run by the :mod:`command backend <aoe_pass.backends.command>`; the best candidate's
source is written to ``--output`` atomically (temp file + rename).

Budgets: ``trials`` (default 30), ``max_search_time`` (seconds, checked between measurements,
so a run may exceed it by at most one measurement), and ``target_throughput`` (with the
throughput objective: stop once a candidate reaches it; it maps to the target cost
``1e6 / target_throughput``; with the latency objective it is ignored, with a note).
Confirmation: the last ``confirm`` trials of the budget (``--confirm`` / the config's
``confirm``; default ``min(3, trials // 10)``) re-measure the best candidates, and the one with
the lowest mean is written (:mod:`aoe_pass.search.confirm`); the summary shows its spread.
Command-line options override the config's keys. With no ``optimization_objective`` the
objective is inferred from the unit the run prints (a time is minimised, a rate such as
``tokens/s`` maximised) and a bare number is minimised as a time, as Kernel Tuner does; a
``target_throughput`` without an objective means throughput. A printed unit that contradicts
the objective (a throughput objective fed ``us``) is refused with one line.

Exit codes: 0 with the output written; 1 when every candidate failed (the output is not
written, the failures are summarised); 2 for user errors (bad config, source, options);
130 when interrupted (the best candidate so far is still written, if there is one).
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from collections import Counter
from typing import Any

from ge_bridge.cache import atomic_write_text, check_output_path, refuse_overwriting_inputs
from ge_bridge.errors import AoeError
from ge_bridge.userfile import require_regular_file

from ..backends.command import CommandBackend, CommandResult
from ..backends.source_rewrite import current_values, rewrite
from .argtypes import DAY_S, bounded_float, seed

DEFAULT_TRIALS = 30
DEFAULT_STRATEGY = "bayes"
DEFAULT_TIMEOUT_S = 60.0



def add_parser(subparsers: Any) -> None:
    p = subparsers.add_parser(
        "single-op",
        help="tune one kernel source's constants with your build/run commands (AOE flow)",
        description="Tune the marked constants of one kernel source: aoe_tune --config "
                    "aoe_config.json --op-source kernel.c --output optimized_kernel.c",
    )
    p.add_argument("--config", required=True, help="AOE config (JSON with // comments)")
    p.add_argument("--op-source", required=True, help="the kernel source with tunable constants")
    p.add_argument("--output", required=True, help="where to write the best candidate's source")
    p.add_argument("--build-cmd", default=None,
                   help="build command with {src} {bin} {device} {dir}; default "
                        "'cc -O2 -o {bin} {src}'; '' for none")
    p.add_argument("--run-cmd", default=None,
                   help="benchmark command; its last line is the metric; default '{bin}'")
    p.add_argument("--measure-timeout", type=bounded_float(0, DAY_S, True), default=None, metavar="SECONDS",
                   help="limit per build and per run (config: measure_timeout; default 60)")
    p.add_argument("--objective", choices=("latency", "throughput"), default=None,
                   help="what the run's last line reports (config: optimization_objective; "
                        "default: inferred from the printed unit, a bare number is a time)")
    p.add_argument("--trials", type=int, default=None, help="number of candidates to measure")
    p.add_argument("--strategy", default=None, help="search strategy (default bayes)")
    p.add_argument("--strategy-option", action="append", default=[], metavar="KEY=VALUE",
                   help="a strategy option, e.g. robust=2 (repeatable; over the config's "
                        "strategy_options; `aoe_tune strategies` lists them)")
    p.add_argument("--seed", type=seed, default=None, help="random seed (default 0)")
    p.add_argument("--confirm", type=int, default=None, metavar="N",
                   help="trials of the budget spent re-measuring the best candidates "
                        "(config: confirm; default min(3, trials // 10))")
    p.add_argument("--workers", type=int, default=None,
                   help="candidates built in parallel per batch (runs stay sequential)")
    p.add_argument("--device", type=int, default=0, help="device index for {device} (default 0)")
    p.add_argument("--workdir", default=None, help="where candidate directories are made")
    p.add_argument("--keep-dirs", action="store_true", help="keep every candidate's directory")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(func=run)


def _pick(cli: Any, cfg: Any, name: str, default: Any) -> Any:
    if cli is not None:
        return cli
    value = getattr(cfg, name, None)
    return default if value is None else value


def _read_source(path: str) -> str:
    require_regular_file(path, "kernel source")
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except (OSError, UnicodeDecodeError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc)
        raise AoeError(f"cannot read kernel source {path}: {reason}") from None


def write_atomic(path: str, text: str) -> None:
    """Write ``text`` to ``path`` atomically (see :func:`ge_bridge.cache.atomic_write_text`)."""
    atomic_write_text(path, text)


def _fmt_config(config: dict[str, Any]) -> str:
    return ", ".join(f"{k}={v}" for k, v in config.items())


def _fmt_metric(result: CommandResult, objective: str) -> str:
    if objective == "throughput":
        return f"throughput {result.metric:g}"
    return f"latency {result.metric:.6g} us"


def _fmt_spread(cand: Any, objective: str) -> str:
    if objective == "throughput":  # costs are 1e6 / throughput: show throughputs
        vals = sorted(1e6 / x for x in cand.samples)
        return f"throughput over {len(vals)} measurements {vals[0]:g} .. {vals[-1]:g}"
    return cand.spread() + " us"


class _Watch:
    """The single-operator flow's own per-result steps: :meth:`tally` (statuses, first errors,
    the progress bar) for every trial, :meth:`search` (the source's own result, the best so
    far, a line per new best) for the search's."""

    def __init__(self, backend: CommandBackend, baseline_cfg: dict[str, Any] | None, bar: Any):
        self.backend, self.baseline_cfg, self.bar = backend, baseline_cfg, bar
        self.baseline: CommandResult | None = None
        self.best: tuple[CommandResult, dict[str, Any]] | None = None
        self.statuses: Counter[str] = Counter()
        self.first_error: dict[str, str] = {}
        self.measured = 0

    def tally(self, run: Any, config: dict[str, Any], res: Any) -> None:
        self.measured += 1
        self.statuses[res.status] += 1
        if not res.ok:
            self.first_error.setdefault(res.status, res.error)
        self.bar.update(1)

    def search(self, run: Any, config: dict[str, Any], res: Any) -> None:
        if self.baseline is None and self.baseline_cfg is not None and config == self.baseline_cfg:
            self.baseline = res
        if res.ok and (self.best is None or res.cost < self.best[0].cost):
            self.best = (res, dict(config))
            self.bar.write(f"trial {self.measured}: new best "
                           f"{_fmt_metric(res, self.backend.objective)} ({_fmt_config(config)})")
        if self.best:
            self.bar.set_postfix_str(_fmt_metric(self.best[0], self.backend.objective))


def run(args: argparse.Namespace) -> int:
    from ..executors.inline import InlineExecutor
    from ..search import Space, StopPolicy, load_aoe_config, strategy_options
    from ..tuning.driver import confirm as confirm_best
    from ..tuning.driver import options_for, record, search, tell
    from ..tuning.scheduler import Scheduler
    from ..tuning.task_run import TaskRun

    cfg = load_aoe_config(args.config)
    source = _read_source(args.op_source)
    check_output_path(args.output, "--output")  # before the search, not after it
    refuse_overwriting_inputs(args.output, "--output", {"--op-source": args.op_source,
                                                       "--config": args.config})
    backend_name = getattr(cfg, "backend", None)
    if backend_name not in (None, CommandBackend.name):
        raise AoeError(f"single-operator tuning measures with the command backend; the config "
                       f"asks for backend {backend_name!r} (remove the key or set "
                       f"\"{CommandBackend.name}\")")
    search_space = dict(getattr(cfg, "search_space", None) or {})
    if not search_space:
        raise AoeError(f"{args.config}: search_space is empty; name the kernel's tunable constants")

    objective = _pick(args.objective, cfg, "optimization_objective", None)
    trials = _pick(args.trials, cfg, "trials", DEFAULT_TRIALS)
    if trials < 1:
        raise AoeError(f"trials must be at least 1, got {trials}")
    confirm = _pick(args.confirm, cfg, "confirm", min(3, trials // 10))
    if not 0 <= confirm < trials:
        raise AoeError(f"confirm must be between 0 and trials - 1 ({trials - 1}), got {confirm}")
    strategy_name = _pick(args.strategy, cfg, "strategy", DEFAULT_STRATEGY)
    # an unknown name or option is refused before anything is measured
    options = strategy_options(strategy_name, getattr(cfg, "strategy_options", None),
                               args.strategy_option, args.config)
    seed = _pick(args.seed, cfg, "seed", 0)
    workers = int(_pick(args.workers, cfg, "workers", 1))
    if not 1 <= workers <= 256:
        raise AoeError(f"--workers must be between 1 and 256, got {workers}")
    timeout_s = _pick(args.measure_timeout, cfg, "measure_timeout", DEFAULT_TIMEOUT_S)
    max_time = getattr(cfg, "max_search_time", None)
    target_tp = getattr(cfg, "target_throughput", None)
    if objective is None and target_tp is not None:
        objective = "throughput"  # a throughput target names the objective
    if target_tp is not None and objective != "throughput":
        target_tp = None
        print("aoe_tune: note: target_throughput is ignored with the latency objective",
              file=sys.stderr)

    space = Space(search_space, constraints=list(getattr(cfg, "constraints", None) or []),
                  param_kinds=getattr(cfg, "param_kinds", None))
    space.check_satisfiable()
    backend = CommandBackend(
        source, build_cmd=args.build_cmd, run_cmd=args.run_cmd, objective=objective,
        timeout_s=timeout_s, workdir=args.workdir, device=args.device, keep_dirs=args.keep_dirs,
        src_name=os.path.basename(args.op_source), workers=workers,
        exact=bool(getattr(cfg, "exact_measurements", False)),
    )
    backend.check_space(list(search_space))
    # One run of the tuning driver with one task: the source's constants, measured (task None)
    # by the command backend; the budget's last ``confirm`` trials re-measure the best. The
    # target throughput is of one call (weight 1): a cost of at most 1e6 / target us.
    policy = StopPolicy(max_trials=trials - confirm, budget=trials, max_time=max_time,
                        target_throughput=float(target_tp) if target_tp is not None else None,
                        work_per_pass=1.0, throughput_unit="")

    # The source as written is the first candidate (when its values lie in the space): it is
    # the baseline the summary compares against, and the strategy is told its result.
    baseline_cfg = current_values(source, search_space)
    if len(baseline_cfg) != len(search_space) or not space.is_valid(baseline_cfg):
        baseline_cfg = None
    else:  # the space's own values (128 for 128.0), in the space's order
        baseline_cfg = space.from_index(space.to_index([baseline_cfg]))[0]
    task_run = TaskRun(None, space, strategy_name, seed, None, baseline_cfg, weight=1.0,
                       options=options_for(strategy_name, options, backend.exact))
    reason, remeasured = None, 0
    start = time.monotonic()
    op_name = getattr(cfg, "op_name", None) or os.path.basename(args.op_source)

    from tqdm import tqdm

    bar = tqdm(total=trials, desc=f"tuning {op_name}", unit="trial",
               disable=True if args.quiet else None,  # None: shown on a terminal only
               file=sys.stderr, dynamic_ncols=True)
    watch = _Watch(backend, baseline_cfg, bar)
    executor = InlineExecutor(backend, capacity=workers)  # a batch is built in parallel
    try:
        _, reason = search([task_run], executor, Scheduler([task_run.progress], seed=seed), policy,
                           [record, tell, watch.tally, watch.search], start=start)
        if task_run.progress.done == "space exhausted":
            reason = "search space exhausted"
        if confirm and watch.best is not None:
            remeasured = confirm_best([task_run], executor, confirm, [watch.tally])
    except KeyboardInterrupt:
        reason = "interrupted"
    finally:
        bar.close()
        executor.close()
        backend.close()
    best, baseline, measured = watch.best, watch.baseline, watch.measured
    statuses, first_error = watch.statuses, watch.first_error
    picked = task_run.confirmation.best()
    if picked is not None and best is not None and len(picked.samples) > 1:
        metric = 1e6 / picked.mean if backend.objective == "throughput" else picked.mean
        best = (CommandResult("ok", cost=picked.mean, metric=metric), picked.config)

    elapsed = time.monotonic() - start
    failed = sum(n for s, n in statuses.items() if s != "ok")
    again = f" ({remeasured} of them re-measuring the best)" if remeasured else ""
    print(f"{op_name}: {measured} trials{again} in {elapsed:.1f} s, {failed} failed; "
          f"stopped: {reason}")
    for status, count in sorted(statuses.items()):
        if status != "ok":
            print(f"  {status}: {count} (first: {first_error.get(status, '')})")
    if best is None:
        print(f"aoe_tune: every candidate failed; {args.output} was not written", file=sys.stderr)
        return 130 if reason == "interrupted" else 1
    result, config = best
    objective = backend.objective
    write_atomic(args.output, rewrite(source, config))
    print(f"best: {_fmt_config(config)}: {_fmt_metric(result, objective)}")
    if picked is not None and len(picked.samples) > 1:
        print(f"  confirmed: {_fmt_spread(picked, objective)} (the best {min(confirm, 3)} "
              f"re-measured; picked by mean)")
    if baseline is not None and baseline.ok:
        print(f"source as written: {_fmt_metric(baseline, objective)}; speedup of the best: "
              f"x{baseline.cost / result.cost:.2f}")
    elif baseline is not None:
        print(f"source as written: {baseline.status} ({baseline.error})")
    print(f"wrote {args.output}")
    return 130 if reason == "interrupted" else 0
