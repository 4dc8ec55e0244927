"""The roofline: the physical lower bound of a task's cost on a target.

``max(useful work / the target's peak, compulsory bytes / HBM bandwidth)``, every core busy: no
tiling beats it. The report shows each task's efficiency against it; the sim floors its noise
with it; the tuner drops a logged cost below half of it as implausible. It needs only the task
and the :class:`~ge_bridge.targets.Target` (clock, cores, peaks, bandwidth), no cost model: each
kind's formula is the ``roofline`` of its record in :mod:`ge_bridge.kinds`.
"""
from __future__ import annotations

from .errors import AoeError
from .kinds import KINDS
from .kinds.gemm import quant_b_bytes
from .kinds.record import hbm_bytes_per_cycle
from .opkey import DTYPE_BYTES, Task
from .targets import Target

__all__ = ["hbm_bytes_per_cycle", "quant_b_bytes", "roofline_cycles", "roofline_us"]


def roofline_cycles(tgt: Target, task: Task) -> float:
    """The task's roofline in AI Core cycles; AoeError for a task that is not well formed."""
    kind = KINDS.get(task.kind)
    if kind is None:
        raise AoeError(f"unknown op kind {task.kind!r}")
    if task.dtype not in DTYPE_BYTES:
        raise AoeError(f"unsupported dtype {task.dtype!r} for {task.key}")
    missing = [f for f in kind.shape_fields if f not in task.shape]
    if missing:
        raise AoeError(f"{task.kind} task lacks shape field(s) {', '.join(missing)}")
    return float(kind.roofline(tgt, task.kind, task.shape, DTYPE_BYTES[task.dtype]))


def roofline_us(tgt: Target, task: Task) -> float:
    """The task's roofline in microseconds on ``tgt``."""
    return float(roofline_cycles(tgt, task) / (tgt.clock_ghz * 1e3))
