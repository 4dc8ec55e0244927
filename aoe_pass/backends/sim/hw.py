"""Shared mechanisms of the 910B model: pipelining, scalar overhead, bandwidth sharing, waves.

Everything is in AI Core clock cycles and vectorised over numpy arrays (one element per
candidate configuration). Figures come from :class:`ge_bridge.targets.Target`; its field
comments give the sources and assumptions.
"""
from __future__ import annotations

import numpy as np

from ge_bridge.roofline import hbm_bytes_per_cycle
from ge_bridge.targets import Target

PIPELINES = ("none", "single_buffer", "double_buffer")
OPT_LEVELS = ("O0", "O1", "O2", "O3")

# Fraction of the shorter stage hidden behind the longer one. none: stages run back to back;
# single_buffer: one buffer, so the next copy may only start once the consumer has released
# part of it (modelled as half overlap); double_buffer: ping-pong buffers, full overlap.
OVERLAP = np.array([0.0, 0.5, 1.0])
# Exposed GM latency per transfer: serial and single-buffered copies wait for it; with
# ping-pong buffers the next transfer is issued while the current block computes.
_LAT_EXPOSED = np.array([1.0, 1.0, 0.0])

# Scalar cost per loop iteration relative to O3 (O0 keeps every value in memory and issues no
# instruction scheduling: several times slower; O1/O2 progressively closer).
_OPT_SCALAR = np.array([4.0, 2.0, 1.25, 1.0])
# Code size of one loop body relative to O1 (O2/O3 inline and schedule more aggressively).
_OPT_CODE = np.array([1.0, 1.0, 1.25, 1.5])


def code(values, domain) -> np.ndarray:
    """Index of each value in ``domain`` (categorical column -> int array)."""
    arr = np.asarray(values)
    out = np.zeros(arr.shape, dtype=np.int64)
    for i, v in enumerate(domain):
        out[arr == v] = i
    return out


def overlap(pipe: np.ndarray, a, b) -> np.ndarray:
    """Time of two producer/consumer stages under a buffering mode (>= max(a, b) always)."""
    f = OVERLAP[pipe]
    hi, lo = np.maximum(a, b), np.minimum(a, b)
    return hi + (1.0 - f) * lo


def exposed_latency(tgt: Target, pipe: np.ndarray) -> np.ndarray:
    return _LAT_EXPOSED[pipe] * tgt.gm_latency_cycles


def scalar_cycles(tgt: Target, opt: np.ndarray, unroll) -> np.ndarray:
    """Scalar-unit cycles per inner-loop iteration (loop control, address arithmetic, sync).

    Unrolling ``u`` times amortises the loop control over ``u`` bodies (a quarter of the cost,
    the per-body instruction issue, stays). The unrolled code must fit the instruction cache:
    beyond ``icache_bodies`` O1-sized bodies it spills and every iteration pays refills in
    proportion to the excess. Hence an interior optimum that depends on the opt level (bigger
    O3 bodies spill at a smaller unroll than O2).
    """
    u = np.maximum(np.asarray(unroll, dtype=np.float64), 1.0)
    amortised = 0.25 + 0.75 / u
    size = _OPT_CODE[opt] * u
    spill = np.maximum(size / tgt.icache_bodies - 1.0, 0.0)
    return tgt.scalar_iter_cycles * _OPT_SCALAR[opt] * amortised * (1.0 + spill)


def shared_rate(tgt: Target, core_rate: float, active, hbm_fraction=1.0) -> np.ndarray:
    """Per-core achieved copy rate (bytes/cycle) when ``active`` cores stream concurrently.

    Each core is limited by its own MTE (``core_rate``); together they are limited by the
    memory they read: a fraction ``hbm_fraction`` of the bytes come from HBM, the rest are
    re-reads served by L2. So few active cores (a decode GEMM with few N blocks) reach only
    ``active * core_rate``, not the HBM bandwidth.
    """
    active = np.maximum(np.asarray(active, dtype=np.float64), 1.0)
    hbm = hbm_bytes_per_cycle(tgt)
    l2 = tgt.l2_gbps / tgt.clock_ghz
    f = np.asarray(hbm_fraction, dtype=np.float64)
    per_byte = f / hbm + (1.0 - f) / l2  # cycles per byte of the whole chip's memory system
    return np.minimum(core_rate, 1.0 / (active * per_byte))


def waves(units, cores: int, unit_cycles) -> np.ndarray:
    """Multi-core time of ``units`` equal work units over ``cores`` (wave quantisation).

    ``unit_cycles(active)`` gives one unit's time when ``active`` cores run concurrently (the
    bandwidth share depends on it). Full waves run ``cores`` units; a last partial wave runs
    the remainder with the other cores idle, so 21 units on 20 cores take two unit-times.
    """
    units = np.asarray(units, dtype=np.int64)
    full, rem = units // cores, units % cores
    t_full = unit_cycles(np.minimum(units, cores))
    t_rem = unit_cycles(np.maximum(rem, 1))
    return full * t_full + np.where(rem > 0, t_rem, 0.0)


def ceil_div(a, b) -> np.ndarray:
    """ceil(a / b) as floats (exact for the integer sizes used here)."""
    return np.ceil(np.divide(a, b, dtype=np.float64))
