"""A zoo of tuning landscapes nobody tuned the search on, and the strategies side by side.

Landscapes (each enumerated once, so its optimum is exact):

- *synthetic*, written from first principles of tiling costs (see each function in
  ``scripts/zoo/``): cliffs at buffer limits (a configuration that overflows fails like a
  compile error), wave quantisation of tiles over cores, padding waste, alignment penalties,
  categorical options whose integer codes mean nothing, many parameters of which few matter,
  30-70% infeasible spaces, and 1-5% multiplicative measurement noise;
- *real*, measured exhaustively on this machine's ``cpu`` backend by
  ``scripts/record_cpu_landscapes.py`` (``scripts/data/zoo/*.json``): the fastest of the
  recorded samples is the true cost (the least disturbed run: they were recorded on 2 shared
  cores, where other jobs slow a run down, never speed it up), and each trial draws one
  recorded sample (real, heavy-tailed noise: a median spread of 30-97% between samples);
- *public*, GPU tuning spaces measured exhaustively by others (Kernel Tuner caches and KTT
  outputs, imported by ``scripts/import_tuning_cache.py``): in ``seen_4``, ``seen_5``,
  ``seen_6``, ``seen_7`` and ``seen_8``, each described in its module, and scored
  like the recorded ones (the fastest repetition is the true cost, a trial draws one).

**Split.** Every landscape is in one set, named in :data:`SPLIT`, in the order of :data:`SETS`.
Each set is one module of ``scripts/zoo/`` (``zoo.tune``, ``zoo.seen_1``, ...), whose docstring
describes it: its families, its recorded landscapes and their provenance, and how it was
reported. ``tune`` is the set looked at while choosing the strategy's design and hyperparameters;
each ``seen_N`` was held out for one round, reported once and looked at since, so it is usable
for tuning like ``tune``; the last, :data:`HELD_OUT`, is the unseen set, never used for tuning:
the bar applies there.

Peers, in one run, on the same landscapes and seeds, failures counted as trials: ``bayes``,
``random``, ``rl`` (aoe_pass.search), Optuna ``TPESampler`` plain (``tpe``) and
``multivariate=True`` (``tpe_mv``), both told failures as the worst cost so far plus a violated
constraint (``Trial.set_constraint``, or ``constraints_func`` before Optuna 5: constrained TPE,
the best Optuna offers for failures),
and Optuna ``GPSampler`` (``gp``) when torch is installed (skipped with a note otherwise).
Parameters reach Optuna as stepped ints when arithmetic, as an int index when ordered
otherwise, as categoricals when categorical. Optuna may propose a configuration twice: that is
a trial too (measured again).

Score of a run after t trials: the true cost of the configuration it would report (the best
*measured* one; with noise that may not be the truly best measured) over the landscape's
optimum (1.0 = optimum). Printed: the median over seeds at 25/50/100/200 trials, per landscape
and strategy, per set, then a win/tie/loss table of ``bayes`` against each peer at 100
trials on each set (tie: medians within 0.5%), with the landscape where bayes's median is
furthest above the best peer's (the tail a win count hides).

``--confirm N`` scores what a user of the product's ``--confirm N`` gets, for every strategy
alike: the last N trials of each run re-measure its best few candidates
(:class:`aoe_pass.search.confirm.Confirmation`) and the run's score at its full budget is the
true cost of the candidate with the lowest mean. The product's single-operator flow defaults to
``min(3, trials // 10)``, i.e. 3 at 100 trials; the zoo's default is 0 (the lowest single
measurement, which is what an Optuna study's ``best_trial`` is).

``--recordings DIR --truth median`` scores the recorded cpu spaces against a better ground truth:
``scripts/data/zoo_recorded9/`` holds recorded spaces (of the pool and the unseen set) measured
again with 9 samples a configuration on a quiet machine (``record_cpu_landscapes.py --repeats 9
--out``; each file states its load),
and the median of 9 is the true cost (the fastest of 3 taken under load, the committed files'
truth, picks a configuration's luckiest run). Runs scored so are kept apart: their ``--json``
rows and ``--checkpoint`` header say how they were scored, ``--reuse`` takes only runs scored the
same way, and ``zoo_verdict.py`` refuses to judge runs of different scorings together.

    python scripts/bench_search_zoo.py --quick          # CI smoke: 3 seeds, 50 trials, 4 landscapes
    python scripts/bench_search_zoo.py > zoo.txt 2>&1 &   # full: 10 seeds to 100 trials, 5 of them to 200

A round's pool run (about two hours on two cores) keeps each finished run with ``--checkpoint
FILE`` (JSON lines: a header with a fingerprint of the search code and the Optuna version, then
one line a run, synced as it ends). Started again with the same file, it runs only what is
missing, and its report and ``--json`` are those of the uninterrupted run; a file written by
other search code is refused in one line. ``.bench/`` at the repository root is git-ignored for
these files.
"""
from __future__ import annotations

import argparse
import functools
import json
import math
import os
import sys
import time
import warnings
from typing import Any, Callable

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchenv  # noqa: E402

benchenv.pin_numerics()  # before numpy loads: a trace is then the same on every AVX-512 host

import numpy as np  # noqa: E402
from tqdm import tqdm  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from zoo.held_out_88 import held_out_88  # noqa: E402
from zoo.landscape import TRUTHS, Landscape, RecordedLandscape, scored_by  # noqa: E402
from zoo.seen_1 import seen_1_synthetic  # noqa: E402
from zoo.seen_2 import seen_2  # noqa: E402
from zoo.seen_3 import seen_3  # noqa: E402
from zoo.seen_4 import seen_4  # noqa: E402
from zoo.seen_5 import seen_5  # noqa: E402
from zoo.seen_6 import seen_6  # noqa: E402
from zoo.seen_7 import seen_7  # noqa: E402
from zoo.seen_8 import seen_8  # noqa: E402
from zoo.seen_9 import seen_9  # noqa: E402
from zoo.seen_10 import seen_10  # noqa: E402
from zoo.seen_11 import seen_11  # noqa: E402
from zoo.seen_12 import seen_12  # noqa: E402
from zoo.seen_13 import seen_13  # noqa: E402
from zoo.seen_14 import seen_14  # noqa: E402
from zoo.seen_15 import seen_15  # noqa: E402
from zoo.seen_16 import seen_16  # noqa: E402
from zoo.seen_17 import seen_17  # noqa: E402
from zoo.seen_18 import seen_18  # noqa: E402
from zoo.seen_19 import seen_19  # noqa: E402
from zoo.seen_20 import seen_20  # noqa: E402
from zoo.seen_21 import seen_21  # noqa: E402
from zoo.seen_22 import seen_22  # noqa: E402
from zoo.seen_23 import seen_23  # noqa: E402
from zoo.seen_24 import seen_24  # noqa: E402
from zoo.seen_25 import seen_25  # noqa: E402
from zoo.seen_26 import seen_26  # noqa: E402
from zoo.seen_27 import seen_27  # noqa: E402
from zoo.seen_28 import seen_28  # noqa: E402
from zoo.seen_29 import seen_29  # noqa: E402
from zoo.seen_30 import seen_30  # noqa: E402
from zoo.seen_31 import seen_31  # noqa: E402
from zoo.seen_32 import seen_32  # noqa: E402
from zoo.seen_33 import seen_33  # noqa: E402
from zoo.seen_34 import seen_34  # noqa: E402
from zoo.seen_35 import seen_35  # noqa: E402
from zoo.seen_36 import seen_36  # noqa: E402
from zoo.seen_37 import seen_37  # noqa: E402
from zoo.seen_38 import seen_38  # noqa: E402
from zoo.seen_39 import seen_39  # noqa: E402
from zoo.seen_40 import seen_40  # noqa: E402
from zoo.seen_41 import seen_41  # noqa: E402
from zoo.seen_42 import seen_42  # noqa: E402
from zoo.seen_43 import seen_43  # noqa: E402
from zoo.seen_44 import seen_44  # noqa: E402
from zoo.seen_45 import seen_45  # noqa: E402
from zoo.seen_46 import seen_46  # noqa: E402
from zoo.seen_47 import seen_47  # noqa: E402
from zoo.seen_48 import seen_48  # noqa: E402
from zoo.seen_49 import seen_49  # noqa: E402
from zoo.seen_50 import seen_50  # noqa: E402
from zoo.seen_51 import seen_51  # noqa: E402
from zoo.seen_52 import seen_52  # noqa: E402
from zoo.seen_53 import seen_53  # noqa: E402
from zoo.seen_54 import seen_54  # noqa: E402
from zoo.seen_55 import seen_55  # noqa: E402
from zoo.seen_56 import seen_56  # noqa: E402
from zoo.seen_57 import seen_57  # noqa: E402
from zoo.seen_58 import seen_58  # noqa: E402
from zoo.seen_59 import seen_59  # noqa: E402
from zoo.seen_60 import seen_60  # noqa: E402
from zoo.seen_61 import seen_61  # noqa: E402
from zoo.seen_62 import seen_62  # noqa: E402
from zoo.seen_63 import seen_63  # noqa: E402
from zoo.seen_64 import seen_64  # noqa: E402
from zoo.seen_65 import seen_65  # noqa: E402
from zoo.seen_66 import seen_66  # noqa: E402
from zoo.seen_67 import seen_67  # noqa: E402
from zoo.seen_68 import seen_68  # noqa: E402
from zoo.seen_69 import seen_69  # noqa: E402
from zoo.seen_70 import seen_70  # noqa: E402
from zoo.seen_71 import seen_71  # noqa: E402
from zoo.seen_72 import seen_72  # noqa: E402
from zoo.seen_73 import seen_73  # noqa: E402
from zoo.seen_74 import seen_74  # noqa: E402
from zoo.seen_75 import seen_75  # noqa: E402
from zoo.seen_76 import seen_76  # noqa: E402
from zoo.seen_77 import seen_77  # noqa: E402
from zoo.seen_78 import seen_78  # noqa: E402
from zoo.seen_79 import seen_79  # noqa: E402
from zoo.seen_80 import seen_80  # noqa: E402
from zoo.seen_81 import seen_81  # noqa: E402
from zoo.seen_82 import seen_82  # noqa: E402
from zoo.seen_83 import seen_83  # noqa: E402
from zoo.seen_84 import seen_84  # noqa: E402
from zoo.seen_85 import seen_85  # noqa: E402
from zoo.seen_86 import seen_86  # noqa: E402
from zoo.seen_87 import seen_87  # noqa: E402
from zoo.tune import REAL_SPLIT, real, tune_synthetic  # noqa: E402
from zoo_verdict import read_runs  # noqa: E402  (scripts/, beside this file)

from aoe_pass.search import Space, make_strategy, strategy_spec  # noqa: E402
from aoe_pass.search.confirm import Confirmation  # noqa: E402
from ge_bridge.cache import atomic_write_text  # noqa: E402
from ge_bridge.errors import AoeError  # noqa: E402

MARKS = (25, 50, 100, 200)


def _synthetic() -> list[tuple[str, Landscape]]:
    """``tune``'s and ``seen_1``'s synthetic landscapes, alternating as they were first written (one
    instance of each of the seven original families in each set): the zoo's order."""
    return [pair for both in zip(tune_synthetic(), seen_1_synthetic()) for pair in both]


# the sets after seen_1, in the zoo's order, each a function giving its (set, landscape) pairs
_LATER = (seen_2, seen_3, seen_4, seen_5, seen_6, seen_7, seen_8, seen_9, seen_10, seen_11, seen_12, seen_13,
          seen_14, seen_15, seen_16, seen_17, seen_18, seen_19, seen_20, seen_21, seen_22,
          seen_23, seen_24, seen_25, seen_26, seen_27, seen_28, seen_29, seen_30, seen_31, seen_32, seen_33, seen_34, seen_35,
          seen_36, seen_37, seen_38, seen_39, seen_40, seen_41, seen_42, seen_43, seen_44, seen_45, seen_46, seen_47, seen_48, seen_49, seen_50, seen_51, seen_52, seen_53, seen_54, seen_55, seen_56, seen_57, seen_58, seen_59, seen_60, seen_61, seen_62, seen_63, seen_64, seen_65, seen_66, seen_67, seen_68, seen_69, seen_70, seen_71, seen_72, seen_73, seen_74, seen_75, seen_76, seen_77, seen_78, seen_79, seen_80, seen_81, seen_82, seen_83, seen_84, seen_85, seen_86, seen_87, held_out_88)
# the unseen set is the last (a relabel edits _LATER and the import, nothing else here)
HELD_OUT = _LATER[-1].__name__


def _later() -> list[tuple[str, Landscape]]:
    return [pair for each in _LATER for pair in each()]


@functools.cache
def _built() -> tuple[tuple[str, Landscape], ...]:
    return tuple(_synthetic() + real() + _later())


def zoo() -> list[tuple[str, Landscape]]:
    """Every (set, landscape) pair, in the zoo's order. The landscapes are built once a process
    and shared (``prepare()`` fills each once): every bench start and many checks list them."""
    return list(_built())


SPLIT = {land.name: split for split, land in zoo()} | REAL_SPLIT


# -- runs ------------------------------------------------------------------------------------------
def measure(land: Landscape, sp: Space, cfg: dict[str, Any], rng: np.random.Generator) -> float | None:
    f = int(sp.flat(sp.to_index([cfg]))[0])
    t = land.true[f]
    if not np.isfinite(t):
        return None
    if land.samples is not None:
        return float(rng.choice(land.samples[f]))
    return float(t * max(0.5, 1 + land.noise * rng.standard_normal()))


def trace(land: Landscape, sp: Space, picks: list[tuple[dict[str, Any], float | None]]) -> list[float]:
    """Score after each trial: true cost of the best measured configuration / optimum."""
    out, best_m, best_t = [], math.inf, math.nan
    for cfg, m in picks:
        if m is not None and m < best_m:
            best_m = m
            best_t = land.true[int(sp.flat(sp.to_index([cfg]))[0])]
        out.append(best_t / land.optimum if np.isfinite(best_t) else math.inf)
    return out


def finish(land: Landscape, sp: Space, picks: list[tuple[dict[str, Any], float | None]], confirm: int,
           rng: np.random.Generator) -> list[float]:
    """The run's trace; with ``confirm`` N, N more trials re-measure the best candidates as the
    product does (:class:`~aoe_pass.search.confirm.Confirmation`: round-robin over the best few by
    single measurement, then the lowest mean among those measured more than once), and the last
    trial's score is the true cost of that confirmed pick. The same rule for every strategy."""
    out = trace(land, sp, picks)
    if confirm <= 0:
        return out
    conf = Confirmation()  # keyed as the tuning driver keys it
    for cfg, m in picks:
        conf.add(sp.key(cfg), cfg, m)
    for cfg in conf.plan(confirm):
        conf.add(sp.key(cfg), cfg, measure(land, sp, cfg, rng))
    out += [out[-1] if out else math.inf] * confirm
    got = conf.best()
    if got is not None:
        out[-1] = float(land.true[int(sp.flat(sp.to_index([got.config]))[0])]) / land.optimum
    return out


Picks = list[tuple[dict[str, Any], float | None]]


def search(peer: str, land: Landscape, seed: int, trials: int) -> tuple[Space, Picks, np.random.Generator]:
    """``trials`` search trials of ``peer`` (ours, with options, or Optuna's ``tpe``, ``tpe_mv``,
    ``gp``): the landscape's space, each configuration asked with what it measured, and the
    measurement generator, which :func:`finish`'s re-measurements go on drawing from."""
    if peer in ("tpe", "tpe_mv", "gp"):
        return _search_optuna(peer, land, seed, trials)
    return _search_ours(peer, land, seed, trials)


def _search_ours(name: str, land: Landscape, seed: int, trials: int) -> tuple[Space, Picks, np.random.Generator]:
    sp = land.space()
    base, options = strategy_spec(name)
    st = make_strategy(base, sp, seed=seed, **options)
    rng = np.random.default_rng(10_000 + seed)
    picks: Picks = []
    while len(picks) < trials:
        got = st.ask(1)
        if not got:
            break
        m = measure(land, sp, got[0], rng)
        st.tell(got, [m])
        picks.append((got[0], m))
    return sp, picks, rng


def run(peer: str, land: Landscape, seed: int, budget: int, confirm: int = 0) -> list[float]:
    """A run's trace: :func:`search` for ``budget - confirm`` trials, then :func:`finish`'s
    ``confirm`` re-measurements of the best. ``peer`` may carry options for tuning runs:
    ``bayes+portfolio=0+stall=8``."""
    sp, picks, rng = search(peer, land, seed, budget - confirm)
    return finish(land, sp, picks, confirm, rng)


def _suggest(trial: Any, sp: Space) -> dict[str, Any]:
    cfg: dict[str, Any] = {}
    for name in sp.names:
        dom = sp.domains[name]
        steps = {b - a for a, b in zip(dom, dom[1:])} if sp.kinds[name] == "num" else set()
        if len(dom) == 1:
            cfg[name] = dom[0]
        elif not sp.ordered[name]:
            cfg[name] = trial.suggest_categorical(name, dom)
        elif len(steps) == 1 and all(isinstance(v, int) for v in dom):
            # an arithmetic list is an int range whichever way it is listed ([42, 37]: 37..42 by 5)
            cfg[name] = trial.suggest_int(name, min(dom), max(dom), step=abs(steps.pop()))
        else:  # ordered, not arithmetic (powers of two, tolerances): the rank as listed, as an int
            cfg[name] = dom[trial.suggest_int(name + "_rank", 0, len(dom) - 1)]
    return cfg


def _search_optuna(kind: str, land: Landscape, seed: int, trials: int) -> tuple[Space, Picks, np.random.Generator]:
    """Optuna's TPE (``tpe``, ``tpe_mv``: multivariate) or GP sampler; a failure is told as the
    worst cost so far plus a violated constraint."""
    import optuna

    optuna.logging.set_verbosity(optuna.logging.WARNING)
    warnings.filterwarnings("ignore", category=optuna.exceptions.ExperimentalWarning)

    # failures: the worst cost so far plus a violated constraint (constrained TPE / GP)
    new_api = hasattr(optuna.trial.Trial, "set_constraint")
    extra = {} if new_api else {"constraints_func": lambda t: [t.user_attrs.get("failed", 0.0)]}

    def mark(trial: Any, value: float) -> None:
        if new_api:
            trial.set_constraint("failed", value)
        else:
            trial.set_user_attr("failed", value)

    if kind == "gp":
        sampler = optuna.samplers.GPSampler(seed=seed, **extra)
    else:
        sampler = optuna.samplers.TPESampler(seed=seed, multivariate=kind == "tpe_mv", **extra)
    study = optuna.create_study(sampler=sampler)
    sp = land.space()
    rng = np.random.default_rng(10_000 + seed)
    picks: Picks = []
    worst = None
    for _ in range(trials):
        trial = study.ask()
        cfg = _suggest(trial, sp)
        m = measure(land, sp, cfg, rng)
        if m is None:
            mark(trial, 1.0)
            study.tell(trial, worst if worst is not None else 1.0)
        else:
            mark(trial, -1.0)
            worst = m if worst is None else max(worst, m)
            study.tell(trial, m)
        picks.append((cfg, m))
    return sp, picks, rng


class RunFailed(Exception):
    """A run raised: which strategy, landscape and seed, and the error, as one line."""


def run_one(args: tuple[str, int, str, int]) -> tuple[str, str, int, list[float], float]:
    peer, li, _, seed = args[0], args[1], args[2], args[3]
    land = LANDS[li][1]
    budget = args[4] if len(args) > 4 else 100  # type: ignore[misc]
    confirm = args[5] if len(args) > 5 else 0  # type: ignore[misc]
    t0 = time.process_time()
    try:
        tr = run(peer, land, seed, budget, confirm)
    except Exception as exc:  # a strategy's or a landscape's bug: name the run, not a worker's stack
        said = " ".join(str(exc).split())  # one line, whatever the error's own text spans
        raise RunFailed(f"{peer} on {land.name}, seed {seed}: {type(exc).__name__}: {said}") from None
    return peer, land.name, seed, tr, time.process_time() - t0


LANDS: list[tuple[str, Landscape]] = []


def _init(names: list[str] | None, recordings: str | None = None, truth: str = "fastest") -> None:
    """The selected landscapes, prepared; a recorded one with a file in ``recordings`` is read from
    there, and every recorded one is scored by ``truth`` (:func:`zoo.landscape.scored_by`)."""
    global LANDS
    LANDS = [(s, ld) for s, ld in zoo() if names is None or ld.name in names]
    try:
        for n, (s, ld) in enumerate(LANDS):
            ld.prepare()  # a recorded landscape's file is read only now
            again = os.path.join(recordings, f"{ld.name}.json.gz") if recordings else ""
            if again and os.path.isfile(again) and ld.samples is not None:
                committed, ld = ld, RecordedLandscape(again)
                ld.prepare()
                if ld.params != committed.params:
                    raise ValueError(f"{again}: its grid is not {ld.name}'s (a re-recording must measure "
                                     "the same configurations)")
            LANDS[n] = (s, scored_by(ld, truth))
    except ValueError as exc:
        _user_error(str(exc))


def _scoring(args: Any) -> dict[str, str]:
    """How this run's landscapes are scored, when not as committed: runs scored otherwise are not
    the same runs (a checkpoint or a --reuse file of another scoring is refused or not reused)."""
    out = {}
    if args.recordings:
        out["recordings"] = os.path.basename(os.path.normpath(args.recordings))
    if args.truth != "fastest":
        out["truth"] = args.truth
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="3 seeds, 50 trials, 4 landscapes")
    ap.add_argument("--seeds", type=int, default=10)
    ap.add_argument("--seeds-200", type=int, default=5, help="of the seeds, how many run to 200 trials")
    ap.add_argument("--budget", type=int, default=200)
    ap.add_argument("--half", choices=(*SETS, "seen", "all"), default="all",
                    help=f"seen: every set but {HELD_OUT} (what a design may be tuned on); all: every set")
    ap.add_argument("--only", action="append", help="landscape name (repeatable)")
    ap.add_argument("--peers", default="bayes,random,rl,tpe,tpe_mv,gp")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json", help="write every trace here")
    ap.add_argument("--reuse", help="an earlier --json file: peers found there (same landscapes, seeds and "
                    "budget) are read from it, not run again; only the others run (their traces do not "
                    "depend on bayes)")
    ap.add_argument("--checkpoint", metavar="FILE",
                    help="append each finished run to FILE (JSON lines) as it ends, and skip the runs FILE "
                    "already holds (same strategy as run, landscape, seed, budget and --confirm): a run "
                    "of the pool that is stopped goes on where it stopped, in another session")
    ap.add_argument("--confirm", type=int, default=0, metavar="N",
                    help="the last N trials of every run (every strategy alike) re-measure its best "
                    "candidates and the lowest mean is scored, as the product's --confirm does "
                    "(default 0: the lowest single measurement is scored)")
    ap.add_argument("--recordings", metavar="DIR",
                    help="re-recordings of recorded landscapes: each DIR/<name>.json.gz replaces that landscape's "
                    "committed file (scripts/data/zoo_recorded9: recorded again with 9 samples on a quiet "
                    "machine); the others keep theirs. With --only, run just those")
    ap.add_argument("--truth", choices=TRUTHS, default="fastest",
                    help="a recorded landscape's true cost from its samples: the fastest (default; right for a few "
                    "samples taken under load) or the median (right for many taken quietly, as in --recordings)")
    ap.add_argument("--bayes", default="bayes", help="the bayes variant to run and report as bayes, "
                    "e.g. bayes+ls_min=0.1 (the options `aoe_tune strategies` lists)")
    args = ap.parse_args()
    if args.quick:
        args.seeds, args.seeds_200, args.budget = 3, 0, 50
        args.only = args.only or ["edge_a", "categorical_b", "few_matter_b", "cpu_gemm"]
    peers = args.peers.split(",")
    if "gp" in peers:
        try:
            import torch  # noqa: F401
        except ImportError:
            print("note: Optuna GPSampler needs torch, which is not installed: gp skipped")
            peers.remove("gp")
    # the arguments first: loading and enumerating the landscapes takes seconds
    if args.budget < 1 or args.seeds < 1:
        _user_error("--budget and --seeds must be at least 1")
    try:
        strategy_spec(args.bayes)  # a bad variant is one line now, not a traceback in a worker
    except AoeError as exc:
        _user_error(str(exc))
    for problem in (*map(peer_problem, peers), output_problem("--json", args.json),
                    output_problem("--checkpoint", args.checkpoint), folder_problem("--recordings", args.recordings)):
        if problem:  # checked now: the runs can take an hour, and --json is written after them
            _user_error(problem)
    scoring = _scoring(args)
    done = read_checkpoint(args.checkpoint, scoring) if args.checkpoint else {}  # a bad file: refused before loading
    if not 0 <= args.confirm < min(100, args.budget):
        _user_error(f"--confirm must be between 0 and {min(100, args.budget) - 1}, got {args.confirm}")
    if args.confirm and args.budget > 100 and args.seeds_200:
        _user_error("--confirm scores a run at its full budget, so every run needs the same one: "
                    "use --seeds-200 0 or a --budget of at most 100")
    _init(args.only, args.recordings, args.truth)
    lands = [(i, s, ld) for i, (s, ld) in enumerate(LANDS)
             if args.half == s or args.half == "all" or (args.half == "seen" and s != HELD_OUT)]
    if not lands:
        _user_error(f"no landscape selected (--half {args.half}"
                    + (", --only " + ",".join(args.only) if args.only else "")
                    + (f"; {HELD_OUT} is empty until it is written)" if args.half == HELD_OUT and not _LATER[-1]() else ")"))
    print(benchenv.pinned_note())
    print(f"{len(lands)} landscapes; seeds {args.seeds} (to {args.budget} trials: "
          f"{args.seeds_200 if args.budget > 100 else args.seeds}; to min(100, budget): all); peers {', '.join(peers)}")
    for _, s, ld in lands:
        sp = ld.space()
        print(f"  {s:10s} {ld.name:18s} {sp.size:7d} configs, {100 * ld.infeasible:4.1f}% infeasible, "
              f"noise {'recorded' if ld.samples is not None else f'{100 * ld.noise:.0f}%'}, "
              f"kinds {''.join('o' if sp.ordered[n] else 'c' for n in sp.names)}")
    if scoring:
        print("scored: " + ", ".join(f"{k} {v}" for k, v in scoring.items()))
    have, had_budget = _reused(args.reuse, lands, args.confirm, scoring)
    reused: list[Any] = []
    jobs = []
    for i, s, ld in lands:
        for seed in range(args.seeds):
            budget = _budget(args, seed)
            for p in peers:
                got = have.get((p, ld.name, seed))
                # a run that exhausted a small space ended before its budget: reused as it is
                if got is not None and (len(got[3]) >= budget or had_budget.get((p, ld.name, seed), 0) >= budget):
                    full = got[3]
                    reused.append((p, ld.name, seed, full[:budget], got[4] * min(budget, len(full)) / len(full)))
                else:
                    jobs.append((args.bayes if p == "bayes" else p, i, s, seed, budget, args.confirm))
    if args.reuse:
        print(f"reused from {args.reuse}: {len(reused)} runs ({', '.join(sorted({r[0] for r in reused}))}); "
              f"running {len(jobs)}")
    results: list[Any] = []
    ckpt = None
    if args.checkpoint:
        left = [j for j in jobs if _job_key(j) not in done]
        results = [done[_job_key(j)] for j in jobs if _job_key(j) in done]
        print(f"checkpoint {args.checkpoint}: {len(results)} runs done before, running {len(left)}")
        jobs = left
        ckpt = open_checkpoint(args.checkpoint, scoring)
    jobs.sort(key=lambda j: -j[4] * (3 if j[0] in ("bayes", "tpe_mv") else 1))
    t0 = time.time()
    budget_of = {(j[0], LANDS[j[1]][1].name, j[3]): (j[4], j[5]) for j in jobs}
    # progress on stderr (a pool run takes an hour): runs done, rate, time left
    failed: RunFailed | None = None
    with tqdm(total=len(jobs), desc="zoo", unit="run", mininterval=15, file=sys.stderr, dynamic_ncols=True) as bar:
        def finished(r: tuple[str, str, int, list[float], float]) -> None:
            results.append(r)
            if ckpt is not None:
                append_checkpoint(ckpt, r, *budget_of[r[0], r[1], r[2]])
            bar.update(1)

        try:
            if args.jobs > 1:
                import multiprocessing as mp
                with mp.get_context("fork").Pool(args.jobs) as pool:
                    for r in pool.imap_unordered(run_one, jobs):
                        finished(r)
            else:
                for j in jobs:
                    finished(run_one(j))
        except RunFailed as exc:
            failed = exc
        finally:
            if ckpt is not None:
                ckpt.close()
    if failed is not None:  # after the bar has closed its line
        kept = f" (runs done so far: {len(results)}, kept in {args.checkpoint})" if ckpt is not None else ""
        print(f"bench_search_zoo: error: a run failed: {failed}{kept}", file=sys.stderr)
        sys.exit(1)
    results = [("bayes" if r[0] == args.bayes else r[0], *r[1:]) for r in results]  # type: ignore[misc]
    print(f"{len(jobs)} runs in {time.time() - t0:.0f} s")
    results += reused
    report(results, lands, peers, args)


Job = tuple[str, int, str, int, int, int]  # strategy as run, landscape index, set, seed, budget, confirm


def _job_key(job: Job) -> tuple[str, str, int, int, int]:
    return job[0], LANDS[job[1]][1].name, job[3], job[4], job[5]


def code_fingerprint() -> str:
    """What a checkpointed run's trace depends on besides its key: the search code, the Optuna
    version, the OpenBLAS kernels and numpy's top dispatch target (:func:`benchenv.pin_numerics`;
    the landscapes are checked by the committed traces' test, not here)."""
    import hashlib

    import aoe_pass.search as search

    h = hashlib.sha256()
    folder = os.path.dirname(os.path.abspath(search.__file__))
    for name in sorted(os.listdir(folder)):
        if name.endswith(".py"):
            with open(os.path.join(folder, name), "rb") as f:
                h.update(name.encode() + b"\0" + f.read() + b"\0")
    try:
        import optuna
        h.update(f"optuna {optuna.__version__}".encode())
    except ImportError:
        h.update(b"no optuna")
    h.update(("blas " + ",".join(sorted(benchenv.blas_architectures())) + " numpy "
              + benchenv.numpy_top_target()).encode())
    return h.hexdigest()[:16]


def read_checkpoint(path: str, scoring: dict[str, str] | None = None
                    ) -> dict[tuple[str, str, int, int, int], tuple[str, str, int, list[float], float]]:
    """The runs a ``--checkpoint`` file holds, keyed as :func:`_job_key` keys a job. A missing or
    empty file holds none; a last line cut short (the bench killed while writing it) is dropped;
    a file of another code version or another ``scoring`` (:func:`_scoring`), or not a
    checkpoint, is refused in one line (exit 2)."""
    if not os.path.exists(path):
        return {}
    try:
        with open(path, encoding="utf-8") as f:
            lines = f.read().split("\n")
    except (OSError, UnicodeDecodeError) as exc:
        _user_error(f"--checkpoint {path}: cannot read it ({exc})")
    lines = [ln for ln in lines if ln.strip()]
    if not lines:
        return {}
    rows, torn = [], 0
    for n, ln in enumerate(lines):
        try:
            rows.append(json.loads(ln))
        except ValueError:
            if n == 0:
                _user_error(f"--checkpoint {path}: line 1 is not JSON: not a bench_search_zoo checkpoint")
            torn += 1  # a run's line cut short by a kill (the next start begins a new line): it runs again
    if torn:
        print(f"checkpoint {path}: {torn} line(s) cut short (a stopped bench); those runs run again")
    head = rows[0]
    if not isinstance(head, dict) or head.get("checkpoint") != 1 or not isinstance(head.get("code"), str):
        _user_error(f"--checkpoint {path}: not a bench_search_zoo checkpoint (no header line)")
    now = code_fingerprint()
    if head["code"] != now:
        _user_error(f"--checkpoint {path}: written by another version of the search code or of Optuna, or under "
                    "other numerics (OpenBLAS kernel, numpy dispatch) "
                    f"(fingerprint {head['code']}, now {now}); its runs would not be this "
                    "code's: start a new file")
    if head.get("scoring", {}) != (scoring or {}):
        _user_error(f"--checkpoint {path}: its runs were scored with {head.get('scoring') or 'the committed files'}, "
                    f"this run with {scoring or 'the committed files'} (--recordings, --truth): start a new file")
    out = {}
    for n, r in enumerate(rows[1:], start=2):
        ok = (isinstance(r, dict) and isinstance(r.get("spec"), str) and isinstance(r.get("landscape"), str)
              and all(isinstance(r.get(k), int) for k in ("seed", "budget", "confirm"))
              and isinstance(r.get("trace"), list) and all(v is None or isinstance(v, (int, float)) for v in r["trace"])
              and isinstance(r.get("cpu_s"), (int, float)))
        if not ok:
            _user_error(f"--checkpoint {path}: line {n} is not a run (spec, landscape, seed, budget, confirm, "
                        "trace, cpu_s)")
        trace = [math.inf if v is None else float(v) for v in r["trace"]]
        out[r["spec"], r["landscape"], r["seed"], r["budget"], r["confirm"]] = (
            r["spec"], r["landscape"], r["seed"], trace, float(r["cpu_s"]))
    return out


def open_checkpoint(path: str, scoring: dict[str, str] | None = None) -> Any:
    """The file to append runs to; a new (or empty) one starts with its header line (with
    ``scoring`` when the landscapes are not scored as committed)."""
    fresh = not os.path.exists(path) or os.path.getsize(path) == 0
    if not fresh:
        with open(path, "rb") as f:  # a line cut short by a kill: the next run starts on a new line
            f.seek(-1, os.SEEK_END)
            torn = f.read(1) != b"\n"
    fh = open(path, "a", encoding="utf-8")
    if fresh:
        fh.write(json.dumps({"checkpoint": 1, "code": code_fingerprint()} | ({"scoring": scoring} if scoring else {}))
                 + "\n")
    elif torn:
        fh.write("\n")
    fh.flush()
    return fh


def append_checkpoint(fh: Any, r: tuple[str, str, int, list[float], float], budget: int, confirm: int) -> None:
    """One finished run, written whole and synced before the next one starts."""
    fh.write(json.dumps({"spec": r[0], "landscape": r[1], "seed": r[2], "budget": budget, "confirm": confirm,
                         "trace": [v if math.isfinite(v) else None for v in r[3]], "cpu_s": r[4]}) + "\n")
    fh.flush()
    os.fsync(fh.fileno())


# every set in the zoo's order: its functions are named for their sets (a relabel renames one, nothing here)
SETS = ("tune", "seen_1", *(each.__name__ for each in _LATER))


def _budget(args: Any, seed: int) -> int:
    """The trials a run of this seed is given."""
    return args.budget if seed < args.seeds_200 or args.budget <= 100 else min(100, args.budget)


Key = tuple[str, str, int]


def _reused(path: str | None, lands: list[Any], confirm: int = 0, scoring: dict[str, str] | None = None
            ) -> tuple[dict[Key, tuple[str, str, int, list[float], float]], dict[Key, int]]:
    """The runs of an earlier ``--json`` file, keyed by (peer, landscape, seed), with the same
    ``confirm`` (absent: 0) and ``scoring`` (absent: as committed), and the budget each was given
    (files written before budgets were recorded: none, so only a trace as long as the budget asked
    is reused); bayes is never reused."""
    if not path:
        return {}, {}
    try:
        doc = read_runs(path)
    except ValueError as exc:
        _user_error(str(exc))
    names = {ld.name for _, _, ld in lands}
    have, budgets = {}, {}
    for r in doc:
        if (r["peer"] != "bayes" and r["landscape"] in names and int(r.get("confirm", 0)) == confirm
                and r.get("scoring", {}) == (scoring or {})):
            tr = [math.inf if v is None else float(v) for v in r["trace"]]
            key = (r["peer"], r["landscape"], int(r["seed"]))
            have[key] = (*key, tr, float(r.get("cpu_s", 0.0)))
            if "budget" in r:
                budgets[key] = int(r["budget"])
    return have, budgets


def wins_table(held: list[Landscape], peers: list[str], mark: int, med: Callable[[str, str, int], float],
               half: str) -> dict[str, int]:
    print(f"\n== {half}, {mark} trials: bayes vs each peer (win/tie/loss on the median; tie within 0.5%) ==")
    for p in peers:
        if p == "bayes":
            continue
        w = t = lo = 0
        for ld in held:
            b, o = med(ld.name, "bayes", mark), med(ld.name, p, mark)
            if abs(b - o) <= 0.005 * min(b, o):
                t += 1
            elif b < o:
                w += 1
            else:
                lo += 1
        print(f"  vs {p:7s} {w:2d} / {t:2d} / {lo:2d}")
    counts = {"win": 0, "tie": 0, "LOSS": 0}
    print(f"\n  vs the best peer per landscape at {mark} trials:")
    worst = (0.0, "")
    for ld in held:
        v, p = min((med(ld.name, q, mark), q) for q in peers if q != "bayes")
        b = med(ld.name, "bayes", mark)
        verdict = "tie" if abs(b - v) <= 0.005 * min(b, v) else ("win" if b < v else "LOSS")
        counts[verdict] += 1
        worst = max(worst, (b / v, ld.name))
        print(f"    {ld.name:18s} bayes {b:.3f}  best peer {p} {v:.3f}  {verdict}")
    print(f"  {half}: {counts['win']} wins / {counts['tie']} ties / {counts['LOSS']} losses against the best peer")
    # the tail: a count of wins hides one landscape where bayes ends far off
    print(f"  {half}: worst bayes / best peer: x{worst[0]:.3f} on {worst[1]}")
    return counts


def peer_problem(peer: str) -> str | None:
    """Why ``peer`` is not a strategy the zoo can run (ours, with options, or Optuna's), or None."""
    if peer in ("tpe", "tpe_mv", "gp"):
        return None
    try:
        strategy_spec(peer)
    except AoeError as exc:
        return f"--peers {peer}: {exc} (and Optuna's tpe, tpe_mv, gp)"
    return None


def output_problem(flag: str, path: str | None) -> str | None:
    """Why ``path`` (an output file given as ``flag``) cannot be written, or None."""
    if path:
        folder = os.path.dirname(os.path.abspath(path))
        if not os.path.isdir(folder) or not os.access(folder, os.W_OK) or os.path.isdir(path):
            return f"{flag} {path}: cannot write there (no such folder, not writable, or a folder)"
    return None


def folder_problem(flag: str, path: str | None) -> str | None:
    """Why ``path`` (an input folder given as ``flag``) cannot be read, or None."""
    return f"{flag} {path}: no such folder" if path and not os.path.isdir(path) else None


def _user_error(msg: str) -> None:
    print(f"bench_search_zoo: error: {msg}", file=sys.stderr)
    sys.exit(2)


def best_at(trace: list[float], mark: int) -> float:
    """The score of a run after ``mark`` trials. A run that stopped sooner had tried every
    configuration its strategy could ask (a space smaller than the budget): its best stays, so it
    is scored by its last value instead of being dropped from the medians."""
    return trace[min(mark, len(trace)) - 1]


def report(results: list[tuple[str, str, int, list[float], float]], lands: list[Any],
           peers: list[str], args: Any) -> None:
    traces: dict[tuple[str, str], list[list[float]]] = {}
    cpu: dict[str, list[float]] = {}
    for peer, lname, _, tr, secs in results:
        traces.setdefault((lname, peer), []).append(tr)
        cpu.setdefault(peer, []).append(secs / max(1, len(tr)))
    top = args.budget if args.seeds_200 else min(100, args.budget)  # the longest runs' budget
    marks = [m for m in MARKS if m < top] + [top]  # a confirmed run is scored at its end

    def med(lname: str, peer: str, mark: int) -> float:
        vals = [best_at(tr, mark) for tr in traces.get((lname, peer), []) if tr]
        return float(np.median(vals)) if vals else math.nan

    for half in SETS:
        rows = [ld for _, s, ld in lands if s == half]
        if not rows:
            continue
        print(f"\n== {half} set: median best/optimum (1.000 = optimum) at {'/'.join(map(str, marks))} trials ==")
        print(f"{'landscape':18s} " + " ".join(f"{p:>23s}" for p in peers))
        for ld in rows:
            cells = []
            for p in peers:
                vals = [med(ld.name, p, m) for m in marks]
                cells.append("/".join("  inf" if not math.isfinite(v) else f"{v:.3f}"[:5] for v in vals))
            print(f"{ld.name:18s} " + " ".join(f"{c:>23s}" for c in cells))
    print("\nstrategy CPU time per trial (ms, ask+tell+bookkeeping): "
          + ", ".join(f"{p} {1e3 * float(np.mean(v)):.1f}" if any(v) else f"{p} n/a (reused, not recorded)"
                     for p, v in cpu.items()))
    mark = 100 if top >= 100 and not args.confirm else top
    pool = {"win": 0, "tie": 0, "LOSS": 0}
    for half in SETS:  # the tuning sets too: what a design change is judged by
        held = [ld for _, s, ld in lands if s == half]
        if "bayes" in peers and len(peers) > 1 and held:
            got = wins_table(held, peers, mark, med, half)
            if half != HELD_OUT:
                pool = {k: pool[k] + got[k] for k in pool}
    if sum(pool.values()):
        print(f"\n  tune + seen pool: {pool['win']} wins / {pool['tie']} ties / {pool['LOSS']} losses "
              "against the best peer")
    if args.json:  # whole or not at all: a half-written file would be read by --reuse
        scoring = _scoring(args)
        scored = {"scoring": scoring} if scoring else {}
        try:
            atomic_write_text(args.json, json.dumps([
                {"peer": p, "landscape": n, "seed": s, "trace": [v if math.isfinite(v) else None for v in tr],
                 "cpu_s": secs, "confirm": args.confirm, "budget": _budget(args, s)} | scored
                for p, n, s, tr, secs in results]))
        except AoeError as exc:
            _user_error(str(exc))


if __name__ == "__main__":
    main()
