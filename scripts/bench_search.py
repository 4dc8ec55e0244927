"""Search efficiency on the real tasks of the built-in Qwen2.5-7B graph (sim 910B backend).

Part 1, known optimum: each task's space is narrowed (see ``NARROW``) until it can be enumerated,
and the true optimum is found with ``SimBackend.cost_batch``. Every strategy then runs the real
loop a user gets (``ask(1)`` -> ``SimBackend.measure`` (noise 0) -> ``tell``) for ``--budget``
trials per seed. Quality after t trials = optimum cost / best cost found (1.0 = optimum).
Printed per task and strategy (median over seeds): trials to reach 95% and 99% of the optimum,
quality at 25/50/100/200 trials, and the strategy's own overhead (ask+tell, ms per trial).

Part 2, the full 11.8M-configuration GEMM space of one or two GEMM tasks: the same loop, against
the best any strategy found or a uniform random sample of ``--sample`` configurations scored
with ``cost_batch`` found (whichever is lower; so quality there is relative, not to a proven
optimum).

Strategies: ``bayes``, ``rl``, ``random`` (aoe_pass.search), Optuna TPE (skipped with a note when
optuna is absent: ``pip install -e .[bench]``), and ``grid``: the hand-tuning grid of the
reference story, 21 combinations = 7 tile shapes x 3 pipelines (``HAND_GRID``), every other
parameter at the stock default. Points that overflow a buffer are skipped like a compile error
(they cost no trial), so the grid measures at most 21 configurations; it is deterministic and run
once. TPE draws that break a capacity rule, and repeats, are told to Optuna (failed / cached
value) but not counted as trials: our strategies never propose them either.

    python scripts/bench_search.py                    # default: 10 seeds, budget 200 (331 s on 2 shared cores)
    python scripts/bench_search.py --quick            # 2 seeds, budget 50, 2 tasks, small sample
    python scripts/bench_search.py --tasks all --csv out.csv
"""
from __future__ import annotations

import argparse
import csv
import math
import os
import sys
import time
from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchenv  # noqa: E402

from aoe_pass.backends.sim import SimBackend  # noqa: E402
from aoe_pass.search import Space, make_strategy, strategy_spec  # noqa: E402
from aoe_pass.search.grid import GridStrategy, hand_grid  # noqa: E402
from aoe_pass.tuning.driver import options_for  # noqa: E402
from ge_bridge.errors import AoeError  # noqa: E402
from ge_bridge.opkey import Task  # noqa: E402
from ge_bridge.tiling import PARAMS, stock_default  # noqa: E402

MODELS = {"prefill": "qwen2.5-7b", "decode": "qwen2.5-7b-decode"}
TARGET = "ascend910b"
MARKS = (25, 50, 100, 200)
LEVELS = (0.95, 0.99)

# Narrowed vocabularies (part 1): the parameters that move the cost most stay free; the others
# are fixed at their stock-default value. attention (18,000) and rmsnorm (3,360) are enumerable
# as they are.
NARROW: dict[str, dict[str, list[Any]]] = {
    # 16^3 tiles x 3 pipelines x 2 prefetch x 5 unroll = 122,880 (about half fit the buffers)
    "gemm": {"output_align": [False], "opt_level": ["O2"], "schedule": ["default"],
             "layout": ["row_major"]},
    # 16^3 gate/up tiles x 3 pipelines x 2 fuse x 5 unroll = 122,880; the down projection's
    # knobs, the prefetch and the schedules at the stock default
    "ffn": {"down_tile_m": [128], "down_tile_n": [256], "down_tile_k": [64], "down_pipeline": ["single_buffer"],
            "l1_prefetch": [False], "down_l1_prefetch": [False], "schedule": ["latency"],
            "down_schedule": ["latency"], "opt_level": ["O2"]},
    "attention": {},
    "rmsnorm": {},
    "layernorm": {},
}

# part-1 tasks of the default run, by label (``--tasks all`` for every task of both graphs)
DEFAULT_TASKS = ("prefill/q_proj", "prefill/attention", "prefill/ffn",
                 "decode/q_proj", "decode/attention", "decode/ffn")
MAX_TPE_DRAWS = 500  # consecutive invalid/repeated TPE draws before a run counts as stalled
QUICK_TASKS = ("decode/q_proj", "decode/rmsnorm")
FULL_TASKS = ("prefill/q_proj", "decode/lm_head")


def task_label(task: Task) -> str:
    """A short role name from the first node (q_proj, o_proj, lm_head) or the op kind."""
    if task.kind == "gemm" and task.nodes:
        parts = [p for p in task.nodes[0].split("/") if p]
        for p in reversed(parts[:-1]):
            if not p.startswith("layers.") and p not in ("model", "self_attn", "mlp"):
                return p
    return task.kind


def load_tasks(phases: tuple[str, ...] = ("prefill", "decode"),
               dims: dict[str, dict[str, int]] | None = None) -> dict[str, Task]:
    """``{"prefill/q_proj": Task, ...}`` from the built-in Qwen2.5-7B graphs (graph pass)."""
    from aoe_pass.graph_pass import extract
    from aoe_pass.modelref import open_model

    out: dict[str, Task] = {}
    for phase in phases:
        graph, _ = open_model(MODELS[phase], (dims or {}).get(phase))
        for task in extract(graph).tasks:
            label = f"{phase}/{task_label(task)}"
            while label in out:
                label += "'"
            out[label] = task
    return out


def make_space(task: Task, full: bool = False) -> Space:
    overrides = None if full else NARROW.get(task.kind)
    return Space.for_task(task.kind, task.shape, task.dtype, TARGET, overrides=overrides or None)


def true_optimum(sim: SimBackend, task: Task, space: Space) -> tuple[float, dict[str, Any], int]:
    """Enumerate the (narrowed) space with cost_batch: (optimum cost, its config, valid count)."""
    idx = space._all_valid_index()
    costs = sim.cost_batch(task, space.columns(idx))
    i = int(np.argmin(costs))
    return float(costs[i]), space.from_index(idx[i : i + 1])[0], len(idx)


def sample_best(sim: SimBackend, task: Task, n: int, seed: int = 0) -> tuple[float, int]:
    """Best cost of ``n`` uniform draws from the full vocabulary (invalid draws score inf)."""
    rng = np.random.default_rng(seed)
    best, valid, chunk = math.inf, 0, 250_000
    for start in range(0, n, chunk):
        m = min(chunk, n - start)
        cols = {p: np.asarray(v)[rng.integers(0, len(v), m)] for p, v in PARAMS[task.kind].items()}
        costs = sim.cost_batch(task, cols)
        valid += int(np.isfinite(costs).sum())
        best = min(best, float(costs.min()))
    return best, valid


@dataclass
class Run:
    """One strategy x seed on one task: best-so-far cost after each trial, and overheads."""

    strategy: str
    seed: int
    curve: list[float] = field(default_factory=list)
    overhead_s: float = 0.0  # the strategy's own time (ask + tell)
    measure_s: float = 0.0  # SimBackend.measure time


def _loop(run: Run, task: Task, sim: SimBackend, budget: int,
          ask: Callable[[], dict[str, Any] | None], tell: Callable[[dict[str, Any], float | None], None]) -> Run:
    best = math.inf
    while len(run.curve) < budget:
        t0 = time.perf_counter()
        cfg = ask()
        t1 = time.perf_counter()
        if cfg is None:
            run.overhead_s += t1 - t0
            break
        res = sim.measure(task, [cfg])[0]
        t2 = time.perf_counter()
        cost = res.cost if res.status == "ok" else None
        tell(cfg, cost)
        run.overhead_s += (t1 - t0) + (time.perf_counter() - t2)
        run.measure_s += t2 - t1
        if cost is not None:
            best = min(best, cost)
        run.curve.append(best)
    return run


def run_strategy(name: str, task: Task, space: Space, sim: SimBackend, seed: int,
                 budget: int) -> Run:
    """``budget`` trials of one strategy through ask/tell and SimBackend.measure."""
    if name == "tpe":
        return run_tpe(task, space, sim, seed, budget)
    if name == "grid":
        base = {k: v for k, v in stock_default(task.kind, task.shape, task.dtype).items()
                if k in space.names}
        st = GridStrategy(space, grid=hand_grid(task.kind), base=base)
    else:
        base, options = strategy_spec(name)  # a variant: bayes+sweep=0
        # as the product builds it (the driver's options_for): on the noise-free sim, the
        # strategy's for_exact options (bayes: no repeats) under the variant's own
        st = make_strategy(base, space, seed=seed, **options_for(base, options, sim.exact))

    def ask() -> dict[str, Any] | None:
        got = st.ask(1)
        return got[0] if got else None

    return _loop(Run(name, seed), task, sim, budget, ask, lambda c, x: st.tell([c], [x]))


def _tpe_suggest(trial: Any, space: Space) -> dict[str, Any]:
    cfg: dict[str, Any] = {}
    for name in space.names:
        dom = space.domains[name]
        steps = {b - a for a, b in zip(dom, dom[1:])} if space.kinds[name] == "num" else set()
        if len(dom) == 1:
            cfg[name] = dom[0]
        elif len(dom) > 2 and len(steps) == 1 and all(isinstance(v, int) for v in dom):
            cfg[name] = trial.suggest_int(name, dom[0], dom[-1], step=steps.pop())
        else:
            cfg[name] = trial.suggest_categorical(name, dom)
    return cfg


def run_tpe(task: Task, space: Space, sim: SimBackend, seed: int, budget: int) -> Run:
    """Optuna's TPE over the same space (arithmetic int domains as stepped ints)."""
    import optuna

    optuna.logging.set_verbosity(optuna.logging.WARNING)
    study = optuna.create_study(sampler=optuna.samplers.TPESampler(seed=seed))
    seen: dict[tuple, float | None] = {}
    pending: list[Any] = []
    worst: list[float] = []  # the worst cost measured so far (one slot)

    def ask() -> dict[str, Any] | None:
        for _ in range(MAX_TPE_DRAWS):
            trial = study.ask()
            cfg = _tpe_suggest(trial, space)
            if not space.is_valid(cfg):
                # Imputed at the worst cost seen, as bayes does with failures: TPE ignores
                # FAILed trials and would keep drawing the same overflowing tiles.
                if worst:
                    study.tell(trial, worst[0])
                else:
                    study.tell(trial, state=optuna.trial.TrialState.FAIL)
                continue
            key = space.key(cfg)
            if key in seen:
                if seen[key] is None:
                    study.tell(trial, state=optuna.trial.TrialState.FAIL)
                else:
                    study.tell(trial, seen[key])
                continue
            pending.append(trial)
            return cfg
        return None

    def tell(cfg: dict[str, Any], cost: float | None) -> None:
        trial = pending.pop()
        seen[space.key(cfg)] = cost
        if cost is not None:
            worst[:] = [max(worst + [cost])]
        if cost is None:
            study.tell(trial, state=optuna.trial.TrialState.FAIL)
        else:
            study.tell(trial, cost)

    return _loop(Run("tpe", seed), task, sim, budget, ask, tell)


def trials_to(quality: np.ndarray, level: float) -> float:
    """1-based trial count at which quality first reaches ``level`` (inf if never)."""
    hit = np.flatnonzero(quality >= level - 1e-12)
    return float(hit[0] + 1) if len(hit) else math.inf


def quality_curve(run: Run, reference: float, budget: int) -> np.ndarray:
    """reference / best-so-far, padded to ``budget`` (a strategy that ran out stays flat)."""
    c = np.array(run.curve + [run.curve[-1] if run.curve else math.inf] * (budget - len(run.curve)))
    return np.where(np.isfinite(c), reference / c, 0.0)


def _fmt_trials(x: float, budget: int) -> str:
    if not math.isfinite(x):
        return f">{budget}"
    return f"{x:.0f}" if x == int(x) else f"{x:.1f}"


def summarise(section: str, label: str, runs: list[Run], reference: float, budget: int,
              rows: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Per-seed CSV rows and one median row per strategy; returns the medians by strategy."""
    marks = [b for b in MARKS if b <= budget]
    by: dict[str, list[dict[str, Any]]] = {}
    for run in runs:
        q = quality_curve(run, reference, budget)
        row: dict[str, Any] = {"section": section, "task": label, "strategy": run.strategy,
                               "seed": run.seed, "trials": len(run.curve)}
        for lv in LEVELS:
            row[f"trials_to_{round(lv * 100)}"] = trials_to(q, lv)
        for b in MARKS:
            row[f"q@{b}"] = float(q[b - 1]) if b <= budget else float("nan")
        row["overhead_ms_per_trial"] = 1e3 * run.overhead_s / max(1, len(run.curve))
        row["measure_ms_per_trial"] = 1e3 * run.measure_s / max(1, len(run.curve))
        rows.append(row)
        by.setdefault(run.strategy, []).append(row)
    medians = {}
    for name, rs in by.items():
        med: dict[str, Any] = {"section": section, "task": label, "strategy": name,
                               "seed": "median", "trials": int(np.median([r["trials"] for r in rs]))}
        for key in rs[0]:
            if key.startswith(("trials_to_", "q@", "overhead_", "measure_")):
                med[key] = float(np.median([r[key] for r in rs]))
        med["hit_99"] = f"{sum(math.isfinite(r['trials_to_99']) for r in rs)}/{len(rs)}"
        rows.append(med)
        medians[name] = med
        cols = " ".join(f"{med[f'q@{b}']:8.4f}" for b in marks)
        print(f"  {name:<7} {med['trials']:>4} {_fmt_trials(med['trials_to_95'], budget):>6} "
              f"{_fmt_trials(med['trials_to_99'], budget):>6} {med['hit_99']:>6} {cols} "
              f"{med['overhead_ms_per_trial']:9.2f} {med['measure_ms_per_trial']:8.2f}", flush=True)
    return medians


def _header(budget: int) -> str:
    marks = [b for b in MARKS if b <= budget]
    return (f"  {'strategy':<7} {'n':>4} {'t95':>6} {'t99':>6} {'hit99':>6} "
            + " ".join(f"{'q@' + str(b):>8}" for b in marks)
            + f" {'ovh ms/t':>9} {'meas ms':>8}")


def bench_task(section: str, label: str, task: Task, space: Space, reference: float,
               names: list[str], seeds: int, budget: int, sim: SimBackend,
               rows: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    runs = []
    for name in names:
        for seed in range(1 if name == "grid" else seeds):
            runs.append(run_strategy(name, task, space, sim, seed, budget))
    print(_header(budget))
    return summarise(section, label, runs, reference, budget, rows)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true",
                    help="2 seeds, budget 50, 2 small tasks, 20k-config sample, 1 full-space task")
    ap.add_argument("--seeds", type=int, help="seeds per strategy in part 1 (default 10)")
    ap.add_argument("--full-seeds", type=int, help="seeds per strategy in part 2 (default 5)")
    ap.add_argument("--budget", type=int, help="trials per run (default 200)")
    ap.add_argument("--tasks", help="comma-separated part-1 task labels, or 'all'")
    ap.add_argument("--full-tasks", help="comma-separated GEMM task labels for part 2 ('' to skip)")
    ap.add_argument("--sample", type=int, help="random sample size for part 2 (default 2,000,000)")
    ap.add_argument("--strategies", default="bayes,tpe,random,rl,grid")
    ap.add_argument("--csv", help="write every run (and the medians) to this CSV file")
    args = ap.parse_args(argv)
    q = args.quick
    seeds = args.seeds or (2 if q else 10)
    full_seeds = args.full_seeds or (1 if q else 5)
    budget = args.budget or (50 if q else 200)
    sample_n = args.sample or (20_000 if q else 2_000_000)
    names = [n for n in args.strategies.split(",") if n]
    for n in names:
        if n not in ("tpe", "grid"):
            try:
                strategy_spec(n)  # a bad variant is one line now, not a traceback mid-run
            except AoeError as exc:
                ap.error(str(exc))
    try:
        import optuna  # noqa: F401
    except ImportError:
        if "tpe" in names:
            names.remove("tpe")
            print("note: optuna is not installed, TPE skipped (pip install optuna)")
    start, cpu0 = time.perf_counter(), time.process_time()
    sim = SimBackend(noise=0.0)
    tasks = load_tasks()
    wanted = list(tasks) if args.tasks == "all" else \
        (args.tasks.split(",") if args.tasks else list(QUICK_TASKS if q else DEFAULT_TASKS))
    full = (args.full_tasks.split(",") if args.full_tasks else []) if args.full_tasks is not None \
        else list(FULL_TASKS[:1] if q else FULL_TASKS)
    for lab in wanted + full:
        if lab not in tasks:
            ap.error(f"unknown task {lab!r}; known: {', '.join(tasks)}")
    rows: list[dict[str, Any]] = []
    verdicts = []
    print(benchenv.machine())  # CPU, load and BLAS kernel of this run
    print(f"Search efficiency on Qwen2.5-7B tasks, sim {TARGET} model, noise 0; budget {budget} "
          f"trials, {seeds} seeds (median); quality = optimum / best found")
    print("n: trials made (grid: its valid points); t95/t99: trials to reach 95%/99% of the optimum; hit99: seeds that reached 99%; "
          "ovh: strategy ask+tell; meas: SimBackend.measure")
    for lab in wanted:
        task = tasks[lab]
        space = make_space(task)
        opt, cfg, n_valid = true_optimum(sim, task, space)
        free = [n for n in space.names if len(space.domains[n]) > 1]
        print(f"\n== {lab}  {task.kind} {task.shape}  x{task.weight}")
        print(f"   narrowed space: {n_valid:,} valid of {space.size:,} (free: {', '.join(free)}); "
              f"optimum {opt:.2f} us, stock default {sim.default_cost(task):.2f} us, "
              f"roofline {sim.roofline(task):.2f} us")
        print("   optimum: " + ", ".join(f"{k}={cfg[k]}" for k in free))
        med = bench_task("known_optimum", lab, task, space, opt, names, seeds, budget, sim, rows)
        verdicts.append((lab, med))

    for lab in full:
        task = tasks[lab]
        space = make_space(task, full=True)
        print(f"\n== full GEMM space: {lab}  {task.shape}  ({space.size:,} configurations)")
        t0 = time.perf_counter()
        sbest, svalid = sample_best(sim, task, sample_n)
        print(f"   random sample: {sample_n:,} configs via cost_batch ({svalid:,} valid) in "
              f"{time.perf_counter() - t0:.1f} s, best {sbest:.2f} us; stock default "
              f"{sim.default_cost(task):.2f} us; roofline {sim.roofline(task):.2f} us")
        runs = [run_strategy(n, task, space, sim, s, budget) for n in names
                for s in range(1 if n == "grid" else full_seeds)]
        found = min(min(r.curve) for r in runs if r.curve)
        ref = min(found, sbest)
        who = "a strategy" if found < sbest else "the random sample"
        print(f"   reference = best of everything: {ref:.2f} us (found by {who}); "
              f"{full_seeds} seeds")
        print(_header(budget))
        summarise("full_space", lab, runs, ref, budget, rows)

    _print_verdict(verdicts, budget)
    if args.csv:
        keys: list[str] = []
        for r in rows:
            keys += [k for k in r if k not in keys]
        with open(args.csv, "w", newline="") as fh:
            w = csv.DictWriter(fh, fieldnames=keys)
            w.writeheader()
            w.writerows(rows)
        print(f"\nCSV: {args.csv} ({len(rows)} rows)")
    print(f"total wall time {time.perf_counter() - start:.0f} s, CPU time of this process "
          f"{time.process_time() - cpu0:.0f} s (wall > CPU: the cores were shared)")
    return 0


def _print_verdict(verdicts: list[tuple[str, dict[str, dict[str, Any]]]], budget: int) -> None:
    """The claim: bayes reaches 99% of the optimum in fewer trials than random and TPE."""
    rivals = [n for n in ("random", "tpe", "rl") if verdicts and n in verdicts[0][1]]
    if not verdicts or "bayes" not in verdicts[0][1] or not rivals:
        return
    print("\nClaim check: median trials to 99% of the optimum (bayes vs " + ", ".join(rivals) + ")")
    wins = {n: 0 for n in rivals}
    for lab, med in verdicts:
        b = med["bayes"]["trials_to_99"]
        parts = []
        for n in rivals:
            r = med[n]["trials_to_99"]
            win = b < r
            wins[n] += win
            parts.append(f"{n} {_fmt_trials(r, budget)}{' (bayes fewer)' if win else ''}")
        print(f"  {lab:<20} bayes {_fmt_trials(b, budget):>5} | " + " | ".join(parts))
    print("  bayes needs fewer trials on " + ", ".join(f"{wins[n]}/{len(verdicts)} tasks vs {n}"
                                                      for n in rivals))


if __name__ == "__main__":
    sys.exit(main())
