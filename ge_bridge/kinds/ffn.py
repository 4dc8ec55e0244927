"""``ffn``: a feed-forward block (up or gate/up projection, activation, down projection) as one
kernel of two GEMM phases."""
from __future__ import annotations

from typing import Any, Mapping

import numpy as np

from . import gemm
from .record import OPT_LEVELS, PIPELINES, SCHEDULES, TILE, UNROLLS, Kind, Rule, bound

# the GEMM tiling parameters each FFN phase has (``down_`` + name for the down projection)
PHASE_PARAMS = ("tile_m", "tile_k", "tile_n", "pipeline", "l1_prefetch")


def stock_default(shape: Mapping[str, Any], in_bytes: int) -> dict[str, Any]:
    """Both phases at the GEMM's generic tile, M-first walk (each weight panel streamed once),
    no prefetch, activation as a separate pass."""
    tk = max(16, 128 // in_bytes)
    return {
        "tile_m": 128, "tile_n": 256, "tile_k": tk, "down_tile_m": 128, "down_tile_n": 256,
        "down_tile_k": tk, "fuse_activation": False, "pipeline": "single_buffer",
        "down_pipeline": "single_buffer", "l1_prefetch": False, "down_l1_prefetch": False,
        "schedule": "latency", "down_schedule": "latency", "opt_level": "O2",
        "unroll_factor": 0,
    }


def rules(tgt: Any, shape: Mapping[str, Any], b: int, t: Mapping[str, Any]) -> list[Rule]:
    """The two phases run one after the other on the same buffers: each must fit as the GEMM it
    is (gated: a gate/up block's tile_n columns are half gate, half up, with one A tile and one
    accumulator block, sim/ffn.py)."""
    up, down = ({p: t[pre + p] for p in PHASE_PARAMS} for pre in ("", "down_"))
    return [(buf, np.maximum(u, d), cap) for (buf, u, cap), (_, d, _) in
            zip(gemm.rules(tgt, shape, b, up), gemm.rules(tgt, shape, b, down))]


# FFN tilings written before each phase had its own GEMM knobs meant: both phases at tile_m and
# pipeline, no L1 prefetch, the M-first walk (exactly the values below, so costs are unchanged)
_V1 = {"down_tile_m": "tile_m", "down_pipeline": "pipeline"}
_V1_FIXED = {"l1_prefetch": False, "down_l1_prefetch": False, "schedule": "latency",
             "down_schedule": "latency"}


def upgrade_tiling(tiling: dict[str, Any]) -> dict[str, Any]:
    if any(p in tiling for p in (*_V1, *_V1_FIXED)):
        return tiling
    if not all(p in tiling for p in _V1.values()):
        return tiling
    return {**tiling, **{new: tiling[old] for new, old in _V1.items()}, **_V1_FIXED}


def shape_text(s: Mapping[str, Any]) -> str:
    return f"{s['tokens']}x{s['hidden']}->{s['intermediate']} {s['activation']}{' gated' if s['gated'] else ''}"


def roofline(tgt: Any, kind: str, shape: Mapping[str, Any], b: int) -> float:
    """The (gated) up and the down projection at cube peak, or input, output and weights once
    through HBM."""
    tokens, hidden, inter = int(shape["tokens"]), int(shape["hidden"]), int(shape["intermediate"])
    gates = 2 if shape.get("gated") else 1
    macs = tokens * hidden * inter * (gates + 1)
    nbytes = (2 * tokens * hidden + hidden * inter * (gates + 1)) * b
    return bound(tgt, macs / (tgt.cube_macs_per_cycle * tgt.cube_cores), nbytes)


FFN = Kind(
    name="ffn",
    shape_fields=("tokens", "hidden", "intermediate", "activation", "gated"),
    # Two GEMM phases in one kernel, each with the GEMM knobs that matter to it (so the fused
    # op can always use the tilings the two phases would get as standalone GEMMs). Unprefixed
    # names tile the gate/up phase, ``down_*`` the down projection; one compile, so opt_level
    # and unroll_factor are shared; the weights are prepacked (z_major) and outputs aligned.
    params={
        "tile_m": TILE,  # gate/up: token rows per block
        "tile_n": TILE,  # gate/up output columns per block (gated: half gate, half up)
        "tile_k": TILE,  # gate/up reduction depth per block
        "down_tile_m": TILE,  # down projection: token rows per block
        "down_tile_n": TILE,  # down-projection output columns per block
        "down_tile_k": TILE,  # down-projection reduction depth per block
        "fuse_activation": [False, True],  # activation (and gating) in the gate/up epilogue
        "pipeline": PIPELINES,  # gate/up phase buffering
        "down_pipeline": PIPELINES,
        "l1_prefetch": [False, True],  # gate/up: stage the next K panel ahead of use
        "down_l1_prefetch": [False, True],
        "schedule": SCHEDULES,  # gate/up block walk (as for gemm)
        "down_schedule": SCHEDULES,
        "opt_level": OPT_LEVELS,
        "unroll_factor": UNROLLS,
    },
    stock_default=stock_default,
    rules=rules,
    fused_op="FFN",
    token_fields=("tokens",),
    bank_op="FFN",
    shape_text=shape_text,
    roofline=roofline,
    upgrade_tiling=upgrade_tiling,
)
