"""``aoe_tune tune MODEL --cache tiling.json``: tune every task of a model, write the cache."""
from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any

from ge_bridge.cache import (
    atomic_write_text,
    check_output_path,
    check_writable,
    refuse_overwriting_inputs,
)
from ge_bridge.errors import AoeError, printable
from ge_bridge.kinds import shape_text
from ge_bridge.profiles import profile_label

from ..backends import BACKENDS, DEFAULT_BACKEND, backend_class, backend_target, make_backend
from ..backends.base import measure_timeout
from ..report.text import fmt_us, table
from ..search import strategy_options
from ..search.options import format_options
from ..tuning.tokens import tokens_per_pass
from ..tuning.trial_log import refuse_overwriting_trial_log
from .argtypes import DAY_S, add_shape_args, bounded_float, seed

STRATEGIES = ("bayes", "rl", "random", "grid")
MAX_WORKERS = 256  # each worker is a process (or a Ray actor) started up front



def add_parser(sub: Any) -> None:
    p = sub.add_parser("tune", help="tune a model's operators and write a tiling cache",
                       description="Tune every operator task of MODEL (a path or a built-in model "
                                   "name, see `aoe_tune models`) and merge the best tilings into "
                                   "the tiling cache.")
    p.add_argument("model", metavar="MODEL")
    p.add_argument("--cache", default="tiling.json", help="tiling cache to merge into (default: %(default)s)")
    p.add_argument("--log", help="trial log (default: <cache>.trials.jsonl)")
    p.add_argument("--backend", choices=BACKENDS, help="measurement backend (default: sim, or the config's)")
    p.add_argument("--strategy", choices=STRATEGIES, help="search strategy (default: bayes)")
    p.add_argument("--strategy-option", action="append", default=[], metavar="KEY=VALUE",
                   help="a strategy option, e.g. robust=2 (repeatable; over the config's "
                        "strategy_options; `aoe_tune strategies` lists them)")
    p.add_argument("--trials", type=int, help="total measurements over all tasks (default: 48 per task)")
    p.add_argument("--time", type=bounded_float(0, 1e9, True), metavar="SECONDS", help="wall-time budget")
    p.add_argument("--target-throughput", type=bounded_float(0, 1e18, True), metavar="TOKENS_PER_S",
                   help="stop once the modelled end-to-end throughput reaches this")
    add_shape_args(p, "bind a symbolic dim (repeatable), e.g. --dim seq=2048; a list "
                      "(seq=128,512,2048) tunes one shape profile per value")
    p.add_argument("--tasks", action="append", default=[], metavar="SPEC",
                   help="tune only these tasks: indexes, kinds or OpKeys as `aoe_tune tasks` "
                        "prints them (comma-separated, repeatable)")
    p.add_argument("--tune-ops-file", "--tune_ops_file", dest="tune_ops_file", metavar="FILE",
                   help="AOE's {\"tune_ops_name\": [...], \"tune_ops_type\": [...]}: tune the "
                        "tasks of these nodes and op types")
    p.add_argument("--max-trials-per-task", type=int, metavar="N",
                   help="at most N measurements for any one task")
    p.add_argument("--tensor-parallel", type=int, default=1, metavar="N",
                   help="tune the per-device shapes of an N-way tensor-parallel split")
    p.add_argument("--config", help="AOE config file (search_space, constraints, budgets, ...)")
    p.add_argument("--seed", type=seed, help="random seed (default: 0)")
    p.add_argument("--confirm", type=int, metavar="N",
                   help="per task: trials of the budget that re-measure its best candidates, the "
                        "lowest mean wins (config: confirm; default 0; useful on noisy backends)")
    p.add_argument("--resume", action="store_true",
                   help="continue from the trial log without re-measuring anything in it")
    p.add_argument("--scheduler", choices=("gradient", "round_robin"), default="gradient")
    p.add_argument("--target", help="hardware target name for --backend command (default: ascend910b)")
    p.add_argument("--noise", type=bounded_float(0, 1), help="sim: seeded multiplicative measurement jitter")
    p.add_argument("--sim-delay", type=bounded_float(0, 3600), metavar="SECONDS",
                   help="sim: sleep this long per measurement (mimics a device's latency)")
    p.add_argument("--measure-timeout", type=bounded_float(0, DAY_S, True), help="cpu/command: seconds per measurement")
    p.add_argument("--build-cmd", help="command backend: build command ({src}, {bin}, {device})")
    p.add_argument("--run-cmd", help="command backend: run command ({bin}, {device})")
    p.add_argument("--op-source", help="command backend: kernel source with tunable constants")
    p.add_argument("--workers", "--num-devices", type=int, default=1, metavar="N", dest="workers",
                   help="measurement workers, each bound to one device (cpu: one core; "
                        "command: {device} = 0..N-1)")
    p.add_argument("--executor", choices=("local", "ray"), default="local",
                   help="where the workers run: local processes or Ray actors ([ray] extra)")
    p.add_argument("--ray-address", metavar="ADDR",
                   help="Ray cluster to join (default: start a local Ray instance)")
    p.add_argument("--json", metavar="PATH", dest="json_path",
                   help="also write the results as JSON (AOE's result fields) to PATH")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    p.set_defaults(func=run)


def _positive(name: str, value: float | None) -> None:
    if value is not None and not value > 0:
        raise AoeError(f"{name} must be positive, got {value:g}")


def run(args: argparse.Namespace) -> int:
    from ..tuning.driver import TuneOptions, tune
    from ..tuning.model_tasks import model_tasks
    from ..tuning.selection import select_tasks

    for name in ("trials", "time", "target_throughput", "tensor_parallel", "measure_timeout",
                 "workers", "max_trials_per_task"):
        _positive("--" + name.replace("_", "-"), getattr(args, name))
    if args.workers > MAX_WORKERS:
        raise AoeError(f"--workers must be between 1 and {MAX_WORKERS}, got {args.workers}")
    cfg = None
    if args.config:
        from ..search.config import load_aoe_config

        cfg = load_aoe_config(args.config)
    backend_name = args.backend or (cfg.backend if cfg and cfg.backend else DEFAULT_BACKEND)
    target_doc, target = backend_target(backend_name, args.target)
    model_file = args.model if os.path.exists(args.model) else None
    refuse_overwriting_inputs(args.cache, "--cache", {"model": model_file, "--config": args.config})
    refuse_overwriting_inputs(args.log or args.cache + ".trials.jsonl", "trial log", {
        "--cache": args.cache, "model": model_file, "--config": args.config})
    check_writable(args.cache, target_doc["name"], backend_name)  # refuse a bad cache early
    if args.json_path:
        check_output_path(args.json_path, "--json result file")
        refuse_overwriting_inputs(args.json_path, "--json result file", {
            "--cache": args.cache, "trial log": args.log or args.cache + ".trials.jsonl",
            "model": model_file, "--config": args.config})
        refuse_overwriting_trial_log(args.json_path, "--json result file")
    mt = model_tasks(args.model, args.dim, args.input_shape, args.tensor_parallel,
                     args.dynamic_dims)
    info = mt.info
    tasks = select_tasks(mt.tasks, args.tasks, args.tune_ops_file, mt.node_types)
    if cfg is not None and not cfg.allow_int8:
        tasks = [t for t in tasks if t.dtype != "int8"]
    backend_opts = backend_class(backend_name).cli_options(args, cfg)
    backend = make_backend(backend_name, **backend_opts)
    log_path = args.log or args.cache + ".trials.jsonl"
    tokens, phase = tokens_per_pass(tasks, info.get("phase") or None, dict(info.get("dims") or {}))
    if len(mt.profiles) > 1:
        tokens = None  # one figure per profile (profile_lines); no single tokens per pass
    strategy = args.strategy or (cfg.strategy if cfg and cfg.strategy else "bayes")
    opts = TuneOptions(
        strategy=strategy,
        strategy_options=strategy_options(strategy, cfg.strategy_options if cfg else None,
                                          args.strategy_option, getattr(cfg, "path", None) or "config"),
        trials=args.trials if args.trials is not None else (cfg.trials if cfg else None),
        time_budget=args.time if args.time is not None else (cfg.max_search_time if cfg else None),
        target_throughput=args.target_throughput if args.target_throughput is not None
        else (cfg.target_throughput if cfg else None),
        tokens_per_pass=tokens,
        seed=args.seed if args.seed is not None else (cfg.seed if cfg and cfg.seed is not None else 0),
        scheduler=args.scheduler, resume=args.resume,
        max_trials_per_task=args.max_trials_per_task,
        user_constraints=list(cfg.constraints) if cfg else (),
        search_space=dict(cfg.search_space) if cfg and cfg.search_space else None,
        param_kinds=dict(cfg.param_kinds) if cfg else {},
        confirm=args.confirm if args.confirm is not None else (cfg.confirm or 0 if cfg else 0),
        config_kind=getattr(cfg, "kind", None) if cfg else None,
        progress=not args.no_progress and sys.stderr.isatty(),
    )
    if opts.confirm < 0:
        raise AoeError(f"--confirm must be 0 or more, got {opts.confirm}")
    if opts.target_throughput and not tokens:
        if len(mt.profiles) > 1:
            raise AoeError("--target-throughput takes one shape profile (each profile has its "
                           "own tokens/s); use --trials / --time with several")
        raise AoeError("--target-throughput needs the tokens per pass, and this model has no "
                       "attention to tell them (use --trials / --time instead)")
    chosen = "" if len(tasks) == len(mt.tasks) else f" (chosen from {len(mt.tasks)})"
    profiles = "" if len(mt.profiles) == 1 else \
        f", {len(mt.profiles)} shape profiles ({'; '.join(profile_label(p.dims) for p in mt.profiles)})"
    print(f"aoe_tune: {printable(info['name'])}: {len(tasks)} tasks{chosen} ({sum(t.weight for t in tasks)} operator "
          f"instances{profiles}), backend {backend_name}, strategy {opts.strategy}"
          f"{' (' + format_options(opts.strategy_options) + ')' if opts.strategy_options else ''}, "
          f"cache {args.cache}, log {log_path}{' (resuming)' if args.resume else ''}", file=sys.stderr)
    if not args.resume:
        _warn_unreplayed_log(log_path)
    executor = _executor(args, backend_name, backend_opts, cfg)
    try:
        res = tune(tasks, backend, target_doc, target, args.cache, log_path, opts, executor=executor)
    except KeyboardInterrupt as exc:
        # the CLI ends it in one line (exit 130 for Ctrl-C, 143 for SIGTERM), with this hint
        exc.hint = (f"the cache holds the best tilings so far and {log_path} every finished "
                    f"trial: rerun the same command with --resume to continue")
        raise
    finally:
        if executor is not None:
            executor.close()
        backend.close()
    print(render_summary(res, info['name'], tokens, phase, backend_name,
                         model_line=len(mt.profiles) == 1))
    if len(mt.profiles) > 1:
        print(profile_lines(res, mt))
    if res.stale_trials:
        print(f"aoe_tune: note: {res.stale_trials} logged trials of another {backend_name} model "
              f"version were neither replayed nor learnt from", file=sys.stderr)
    if res.stale:
        print(f"\nstale cache entries (measured under another search space, backend model or tool "
              f"version: the newer measurement wins, costs are not compared): {len(res.stale)}")
        for key, (why, what) in sorted(res.stale.items())[:10]:
            print(f"  {what}: {key} ({why})")
    if args.json_path:
        from ..tuning.results import result_document

        doc = result_document(res, info["name"], backend_name, args.cache, log_path, mt.profiles)
        atomic_write_text(args.json_path, json.dumps(doc, indent=1) + "\n")
    print(f"\ncache: {os.path.abspath(args.cache)} ({len([o for o in res.outcomes if o.best_cost])} "
          f"tasks merged, the lower cost kept per key); log: {log_path}; stopped: {res.stop_reason}; "
          f"{res.measured} measured, {res.replayed} replayed in {res.elapsed_s:.1f} s")
    return 0


def _warn_unreplayed_log(log_path: str) -> None:
    """A log of an earlier run exists and --resume was not given: its trials are not replayed."""
    from ..tuning.trial_log import read_trials

    try:
        n = len(read_trials(log_path))
    except AoeError:
        return  # not a trial log: the tuner refuses it with its own message
    if n:
        print(f"aoe_tune: warning: {log_path} already holds {n} trials; without --resume they are "
              f"not replayed (only learnt from) and this run appends to the log", file=sys.stderr)


def _executor(args: argparse.Namespace, backend: str, opts: dict[str, Any], cfg: Any) -> Any:
    """None (measure inline) for one local worker; else a pool of local processes or Ray actors."""
    workers = args.workers if args.workers != 1 or not cfg else int(cfg.workers or 1)
    if not 1 <= workers <= MAX_WORKERS:
        raise AoeError(f"--workers must be between 1 and {MAX_WORKERS}, got {workers}")
    if args.ray_address and args.executor != "ray":
        raise AoeError("--ray-address needs --executor ray")
    if workers == 1 and args.executor == "local":
        return None
    timeout = measure_timeout(args, cfg)
    job_timeout = None if timeout is None else 2 * timeout + 30.0  # the backend times out first
    kw = {k: v for k, v in opts.items() if v is not None}
    if args.executor == "ray":
        from ..executors import RayExecutor

        return RayExecutor(backend, kw, workers=workers, job_timeout_s=job_timeout,
                           ray_address=args.ray_address)
    from ..executors import LocalExecutor

    return LocalExecutor(backend, kw, workers=workers, job_timeout_s=job_timeout)


def render_summary(res: Any, model: str, tokens: float | None, phase: str, backend: str,
                   model_line: bool = True) -> str:
    rows = []
    for o in sorted(res.outcomes, key=lambda o: -(o.task.weight * (o.default_cost or 0))):
        rows.append([o.task.kind, shape_text(o.task), o.task.dtype, o.task.weight,
                     o.default_cost, o.best_cost,
                     f"x{o.speedup:.2f}" if o.speedup else "-", o.trials])
    out = [table(["task", "shape", "dtype", "weight", "default us", "tuned us", "speedup", "trials"], rows)]
    d, t = res.latency("default"), res.latency("tuned")
    label = backend_class(backend).figures_label()
    if d and t and not model_line:
        out.append(f"\n{model} ({phase}), {label}, per shape profile (tuned operators, default -> tuned):")
    elif d and t:
        line = f"\n{model} ({phase}), {label}: tuned operators take {fmt_us(d)} default -> {fmt_us(t)} tuned (x{d / t:.2f})"
        if tokens:
            line += f"; {tokens / (d * 1e-6):.1f} -> {tokens / (t * 1e-6):.1f} tokens/s"
        out.append(line)
    confirmed = [o for o in res.outcomes if o.confirmed]
    if confirmed:
        out.append("\nconfirmed (the best candidates re-measured, the lowest mean kept; tuned us is that mean):")
        out += [f"  {o.task.kind} {shape_text(o.task)}: {o.confirmed} us" for o in confirmed]
    return "\n".join(out)


def profile_lines(res: Any, mt: Any) -> str:
    """One line per shape profile: its tuned operators' time, default and tuned."""
    cost = {o.task.key: (o.default_cost, o.best_cost) for o in res.outcomes}
    lines = []
    for p in mt.profiles:
        mine = [t for t in p.tasks if t.key in cost]
        if not mine or any(None in cost[t.key] for t in mine):
            continue
        d = sum(t.weight * cost[t.key][0] for t in mine)
        t_ = sum(t.weight * cost[t.key][1] for t in mine)
        tokens, _ = tokens_per_pass(p.tasks, p.info.get("phase") or None, dict(p.dims))
        tps = f"; {tokens / (d * 1e-6):.1f} -> {tokens / (t_ * 1e-6):.1f} tokens/s" if tokens else ""
        lines.append(f"  {profile_label(p.dims)}: {len(mine)} tasks, {fmt_us(d)} -> {fmt_us(t_)} "
                     f"(x{d / t_:.2f}){tps}")
    return "\n".join(lines)
