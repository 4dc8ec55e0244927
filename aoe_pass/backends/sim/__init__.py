"""``sim``: an analytical model of an Ascend 910B AI Core, the embedded default backend.

It is a documented model of public figures (DESIGN.md "The Ascend 910B model"; the figures live
in :class:`ge_bridge.targets.Target`, and ``ge_bridge.targets.FIGURES`` gives the source of each
and marks which are assumptions: L2 bandwidth, MTE and fixpipe rates, GM latency, burst,
scalar and barrier costs, and the 1.8 GHz clock), one module per op kind:
:mod:`.gemm`, :mod:`.attention`, :mod:`.ffn`, :mod:`.norm`, sharing the mechanisms of
:mod:`.hw` (pipelining, scalar overhead, bandwidth sharing between cores, waves).

``cost_batch`` is the vectorised, noiseless core (hundreds of thousands of configurations per
second); ``measure`` validates each configuration like a compiler would (unknown parameter,
value outside its domain, buffer overflow -> status ``invalid``), then goes through
``cost_batch``, and optionally adds seeded multiplicative noise and a per-measurement delay.
"""
from __future__ import annotations

import hashlib
import json
import time
from typing import Any, Mapping, Sequence

import numpy as np

from ge_bridge.errors import AoeError
from ge_bridge.opkey import DTYPE_BYTES, SHAPE_FIELDS, Task
from ge_bridge.roofline import roofline_us
from ge_bridge.targets import Target, get_target
from ge_bridge.tiling import PARAMS, stock_default

from ..base import INVALID, OK, Backend, MeasureResult
from . import attention, ffn, gemm, hw, norm

__all__ = ["COST_MODELS", "SimBackend", "MODEL_VERSION"]

# Bump whenever a formula changes the modelled costs: cache entries and logged trials of another
# version are then stale (reported, replaced by new measurements, never replayed).
MODEL_VERSION = "1"

# categorical parameters -> their value order (the int codes the kind modules use)
_CODES = {
    "pipeline": hw.PIPELINES,
    "down_pipeline": hw.PIPELINES,
    "opt_level": hw.OPT_LEVELS,
    "schedule": gemm.SCHEDULES,
    "down_schedule": gemm.SCHEDULES,
    "layout": gemm.LAYOUTS,
    "softmax": ("online", "two_pass"),
    "stats": ("one_pass", "two_pass"),
}
_BOOLS = ("l1_prefetch", "down_l1_prefetch", "output_align", "fuse_activation")
# The cost model of each op kind: a module with ``task_cycles(target, kind, shape, in_bytes,
# coded columns)``. Rooflines need no cost model: :mod:`ge_bridge.roofline` (per kind, from the target).
COST_MODELS = {"gemm": gemm, "attention": attention, "ffn": ffn, "layernorm": norm, "rmsnorm": norm}


def _check_task(task: Task) -> int:
    if task.kind not in PARAMS:
        raise AoeError(f"sim backend: unknown op kind {task.kind!r}")
    if task.dtype not in DTYPE_BYTES:
        raise AoeError(f"sim backend: unsupported dtype {task.dtype!r} for {task.key}")
    missing = [f for f in SHAPE_FIELDS[task.kind] if f not in task.shape]
    if missing:
        raise AoeError(f"sim backend: {task.kind} task lacks shape field(s) {', '.join(missing)}")
    return DTYPE_BYTES[task.dtype]


def _in_domain(values: np.ndarray, domain: list) -> np.ndarray:
    if values.dtype.kind in "US" or values.dtype == object:
        return np.isin(values.astype(str), [str(v) for v in domain])
    if values.dtype.kind == "b":
        return np.isin(values, domain) if all(isinstance(v, bool) for v in domain) \
            else np.zeros(values.shape, bool)
    if any(isinstance(v, str) for v in domain):
        return np.zeros(values.shape, bool)
    return np.isin(values, domain)


def _value_ok(v: Any, domain: list) -> bool:
    """Strict membership: a bool is not an int, a string is not a number."""
    if isinstance(domain[0], bool):
        return isinstance(v, (bool, np.bool_)) and bool(v) in domain
    if isinstance(domain[0], int):
        return isinstance(v, (int, np.integer)) and not isinstance(v, (bool, np.bool_)) \
            and int(v) in domain
    return isinstance(v, str) and v in domain


class SimBackend(Backend):
    """Analytical 910B model: costs in microseconds, deterministic (noise is seeded)."""

    name = "sim"
    model_version = MODEL_VERSION
    modelled = True

    @classmethod
    def figures_label(cls) -> str:
        return "modelled on the Ascend 910B sim"

    @classmethod
    def cli_options(cls, args: Any, cfg: Any) -> dict[str, Any]:
        return {"noise": args.noise or 0.0, "seed": args.seed or 0,
                "delay_s": args.sim_delay or 0.0}

    def __init__(self, target: Target | str | None = None, noise: float = 0.0, seed: int = 0,
                 delay_s: float = 0.0):
        self.target = get_target(target) if isinstance(target, str) else (target or Target())
        if noise < 0 or delay_s < 0:
            raise AoeError("sim backend: noise and delay_s must be >= 0")
        self.noise, self.seed, self.delay_s = float(noise), int(seed), float(delay_s)
        self.exact = self.noise == 0  # noise 0: every measurement of a configuration is the same
        self._reps: dict[tuple[str, str], int] = {}

    # -- the vectorised model ---------------------------------------------------------------
    def cost_batch(self, task: Task, columns: Mapping[str, Any]) -> np.ndarray:
        """Noiseless cost in us of each configuration given column-wise; np.inf if invalid.

        Invalid means a value outside the parameter's domain or a buffer overflow
        (:meth:`Target.valid_mask`). A missing or unknown column is a caller error.
        """
        in_bytes = _check_task(task)
        space = PARAMS[task.kind]
        missing = [p for p in space if p not in columns]
        unknown = [p for p in columns if p not in space]
        if missing or unknown:
            raise AoeError(f"sim backend: {task.kind} columns: missing {missing}, unknown {unknown}")
        cols = {p: np.asarray(columns[p]) for p in space}
        n = len(next(iter(cols.values()))) if cols else 0
        if n == 0:
            return np.zeros(0)
        default = stock_default(task.kind, task.shape, task.dtype)
        ok = np.ones(n, dtype=bool)
        clean: dict[str, np.ndarray] = {}
        for p, domain in space.items():
            good = _in_domain(cols[p], domain)
            ok &= good
            clean[p] = cols[p] if good.all() else np.where(good, cols[p], default[p])
            if p in _BOOLS:
                clean[p] = clean[p].astype(bool)
            elif p not in _CODES:
                clean[p] = clean[p].astype(np.int64)
        ok &= self.target.valid_mask(task.kind, task.shape, task.dtype, clean)
        coded = {p: hw.code(v, _CODES[p]) if p in _CODES else v for p, v in clean.items()}
        cycles = self._cycles(task, in_bytes, coded)
        cost = cycles / (self.target.clock_ghz * 1e3)
        return np.where(ok, cost, np.inf)

    def _cycles(self, task: Task, b: int, c: dict[str, np.ndarray]) -> np.ndarray:
        return COST_MODELS[task.kind].task_cycles(self.target, task.kind, task.shape, b, c)

    def roofline(self, task: Task) -> float:
        """Physical limit in us: max(flops / peak, compulsory bytes / HBM), every core busy
        (:func:`ge_bridge.roofline.roofline_us` on this backend's target)."""
        _check_task(task)
        return roofline_us(self.target, task)

    def default_cost(self, task: Task) -> float:
        """Cost in us of the stock default tiling (``ge_bridge.tiling.stock_default``)."""
        cfg = stock_default(task.kind, task.shape, task.dtype)
        return float(self.cost_batch(task, {p: [v] for p, v in cfg.items()})[0])

    # -- the Backend interface -----------------------------------------------------------
    def check(self, task: Task, config: Mapping[str, Any]) -> str:
        """Why ``config`` cannot compile for ``task`` ('' if it can)."""
        space = PARAMS[task.kind]
        unknown = sorted(set(config) - set(space))
        missing = [p for p in space if p not in config]
        if unknown or missing:
            parts = []
            if unknown:
                parts.append(f"unknown parameter(s) {', '.join(unknown)}")
            if missing:
                parts.append(f"missing parameter(s) {', '.join(missing)}")
            return "; ".join(parts)
        for p, domain in space.items():
            if not _value_ok(config[p], domain):
                return f"{p}={config[p]!r} is not in its domain {domain}"
        return "; ".join(self.target.violations(task.kind, task.shape, task.dtype, config))

    def measure(self, task: Task, configs: Sequence[dict[str, Any]]) -> list[MeasureResult]:
        _check_task(task)
        results: list[MeasureResult | None] = [None] * len(configs)
        good: list[int] = []
        for i, cfg in enumerate(configs):
            err = self.check(task, cfg)
            if err:
                results[i] = MeasureResult(INVALID, None, err)
            else:
                good.append(i)
        if good:
            cols = {p: [configs[i][p] for i in good] for p in PARAMS[task.kind]}
            costs = self.cost_batch(task, cols)
            floor = self.roofline(task) if self.noise > 0 else 0.0
            for i, cost in zip(good, costs):
                cost = float(cost)
                if self.noise > 0:
                    cost = max(cost * self._jitter(task.key, configs[i]), floor)
                results[i] = MeasureResult(OK, cost)
        if self.delay_s > 0:
            time.sleep(self.delay_s * len(configs))
        return results  # type: ignore[return-value]

    def set_repetition(self, key: str, config: Mapping[str, Any], rep: int) -> None:
        """The next measurement of (task ``key``, ``config``) is its ``rep``-th (0-based). The
        tuner tells each measurement's index, so a repeat draws fresh noise, reproducibly, even
        when it runs in another worker process than the earlier ones (whose counters are their
        own); without it the index is this instance's own count."""
        self._reps[(key, json.dumps(config, sort_keys=True, default=str))] = int(rep)

    def _jitter(self, key: str, config: Mapping[str, Any]) -> float:
        """Lognormal factor, a pure function of (seed, task key, config, repetition index)."""
        text = json.dumps(config, sort_keys=True, default=str)
        rep = self._reps.get((key, text), 0)
        self._reps[(key, text)] = rep + 1
        digest = hashlib.sha256(f"{self.seed}|{key}|{text}|{rep}".encode()).digest()
        rng = np.random.default_rng(int.from_bytes(digest[:8], "little"))
        return float(np.exp(self.noise * rng.standard_normal() - self.noise ** 2 / 2))
