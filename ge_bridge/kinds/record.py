"""The record every op kind declares (one instance per kind, in ``ge_bridge/kinds/<kind>.py``).

A kind is everything the compiler side knows about one fused operator family, as data: its
OpKey shape fields, its tiling vocabulary and stock default, the capacity rules a target
imposes on a tiling, the op type of its fused node and of its CANN operator-bank records, which
shape fields grow with the token count, and how a shape reads in one line.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping

# Value domains several kinds' tiling vocabularies share.
TILE = list(range(16, 257, 16))  # 16..256 step 16
PIPELINES = ["none", "single_buffer", "double_buffer"]
OPT_LEVELS = ["O0", "O1", "O2", "O3"]
UNROLLS = [0, 2, 4, 8, 16]
SCHEDULES = ["default", "balanced", "throughput", "latency"]
# The stock default of the knobs every vector-side kind shares.
COMMON_DEFAULT = {"pipeline": "single_buffer", "opt_level": "O2", "unroll_factor": 0}



def hbm_bytes_per_cycle(tgt: Any) -> float:
    """The target's HBM bandwidth in bytes per AI Core cycle (GB/s over Gcycles/s)."""
    return tgt.hbm_gbps / tgt.clock_ghz


def bound(tgt: Any, compute_cycles: float, nbytes: float) -> float:
    """A roofline in cycles: the larger of the compute time and the compulsory-traffic time."""
    return max(compute_cycles, nbytes / hbm_bytes_per_cycle(tgt))


# (buffer name, bytes used, capacity): scalars, or numpy arrays over a candidate batch
Rule = tuple[str, Any, Any]


@dataclass(frozen=True)
class Kind:
    """One op kind, declared once. ``name`` is the kind as it appears in OpKeys and task JSON."""

    name: str
    # OpKey shape fields in canonical order, and those a key carries only when the instance
    # has them (all or none, appended after the shape fields)
    shape_fields: tuple[str, ...]
    # tiling parameter -> its full domain (the search space before target and user constraints)
    params: dict[str, list[Any]]
    # (shape, bytes per input element) -> the tiling a compiler uses untuned
    stock_default: Callable[[Mapping[str, Any], int], dict[str, Any]]
    # (target, shape, bytes per input element, tiling columns) -> capacity rules; the target is a
    # ge_bridge.targets.Target (not imported: the kinds sit below targets, which reads them)
    rules: Callable[[Any, Mapping[str, Any], int, Mapping[str, Any]], list[Rule]]
    fused_op: str  # op type of the fused ``ai.aoe`` node a compiled model carries
    token_fields: tuple[str, ...]  # shape fields that vary with the number of tokens
    bank_op: str  # GE op type of its CANN operator-bank records (the plain form)
    shape_text: Callable[[Mapping[str, Any]], str]  # the shape in one short line
    # (target, kind name, shape, bytes per input element) -> the physical lower bound in cycles:
    # max(useful work / peak of all cores, compulsory bytes / HBM), see ge_bridge.roofline
    roofline: Callable[[Any, str, Mapping[str, Any], int], float]
    optional_fields: tuple[str, ...] = ()
    # a tiling of an older vocabulary in today's terms (None: the vocabulary never changed)
    upgrade_tiling: Callable[[dict[str, Any]], dict[str, Any]] | None = None
