"""The tiling vocabulary: one set of parameters per op kind, shared by every backend.

A cache entry's ``tiling`` is a dict over exactly these names, so it means the same thing
whichever backend measured it (``sim`` models it on an Ascend AI Core, ``cpu`` turns it into
C compile-time constants and compiler flags, ``command`` substitutes it into a user's source).

``PARAMS[kind]`` maps each parameter to its full domain (the search space before target and
user constraints). ``stock_default(kind, shape, dtype)`` is what a compiler uses untuned.
"""
from __future__ import annotations

from typing import Any

from .opkey import DTYPE_BYTES

_TILE = list(range(16, 257, 16))  # 16..256 step 16
_PIPELINE = ["none", "single_buffer", "double_buffer"]
_OPT = ["O0", "O1", "O2", "O3"]
_UNROLL = [0, 2, 4, 8, 16]
_SCHEDULE = ["default", "balanced", "throughput", "latency"]

PARAMS: dict[str, dict[str, list[Any]]] = {
    # The reference AOE GEMM space: 16^3 * 3 * 2 * 2 * 4 * 4 * 5 * 3 = 11,796,480 configurations.
    "gemm": {
        "tile_m": _TILE,  # baseM: rows of A / C per L0 block
        "tile_k": _TILE,  # baseK: reduction depth per L0 block
        "tile_n": _TILE,  # baseN: columns of B / C per L0 block
        "pipeline": _PIPELINE,  # buffering of the L0 operands (double: copy overlaps compute)
        "l1_prefetch": [False, True],  # stage the next K panel into L1 ahead of use
        "output_align": [False, True],  # pad output rows to the 32-byte write granule
        "opt_level": _OPT,
        "schedule": _SCHEDULE,
        "unroll_factor": _UNROLL,
        "layout": ["row_major", "col_major", "z_major"],  # layout of the packed B operand
    },
    "attention": {
        "block_q": [16, 32, 64, 128, 256],  # query rows per block
        "block_kv": [16, 32, 64, 128, 256, 512],  # key/value rows per inner step
        "kv_split": [1, 2, 4, 8, 16],  # split of the KV sequence across cores (flash-decoding)
        "softmax": ["online", "two_pass"],
        "pipeline": _PIPELINE,
        "opt_level": _OPT,
        "unroll_factor": _UNROLL,
    },
    # Two GEMM phases in one kernel, each with the GEMM knobs that matter to it (so the fused
    # op can always use the tilings the two phases would get as standalone GEMMs). Unprefixed
    # names tile the gate/up phase, ``down_*`` the down projection; one compile, so opt_level
    # and unroll_factor are shared; the weights are prepacked (z_major) and outputs aligned.
    "ffn": {
        "tile_m": _TILE,  # gate/up: token rows per block
        "tile_n": _TILE,  # gate/up output columns per block (gated: half gate, half up)
        "tile_k": _TILE,  # gate/up reduction depth per block
        "down_tile_m": _TILE,  # down projection: token rows per block
        "down_tile_n": _TILE,  # down-projection output columns per block
        "down_tile_k": _TILE,  # down-projection reduction depth per block
        "fuse_activation": [False, True],  # activation (and gating) in the gate/up epilogue
        "pipeline": _PIPELINE,  # gate/up phase buffering
        "down_pipeline": _PIPELINE,
        "l1_prefetch": [False, True],  # gate/up: stage the next K panel ahead of use
        "down_l1_prefetch": [False, True],
        "schedule": _SCHEDULE,  # gate/up block walk (as for gemm)
        "down_schedule": _SCHEDULE,
        "opt_level": _OPT,
        "unroll_factor": _UNROLL,
    },
    "layernorm": {
        "rows_per_block": [1, 2, 4, 8, 16, 32, 64],
        "hidden_split": [1, 2, 4, 8],  # chunks the hidden dim is streamed in
        "stats": ["one_pass", "two_pass"],  # sum & sum-of-squares at once, or mean then variance
        "pipeline": _PIPELINE,
        "opt_level": _OPT,
        "unroll_factor": _UNROLL,
    },
}
PARAMS["rmsnorm"] = dict(PARAMS["layernorm"])


def stock_default(kind: str, shape: dict[str, Any], dtype: str) -> dict[str, Any]:
    """The tiling a compiler uses untuned (the baseline every speedup is measured against).

    GEMM follows the stock Ascend heuristic of DESIGN.md: baseM 128, baseN 256,
    baseK = 128 bytes / sizeof(in) (64 for fp16, 32 for fp32), single-buffered (128x256 fp32
    accumulators fill L0C exactly, so the default cannot double-buffer it).
    """
    in_bytes = DTYPE_BYTES.get(dtype, 2)
    common = {"pipeline": "single_buffer", "opt_level": "O2", "unroll_factor": 0}
    if kind == "gemm":
        return {
            "tile_m": 128, "tile_k": max(16, 128 // in_bytes), "tile_n": 256,
            "pipeline": "single_buffer", "l1_prefetch": False, "output_align": False,
            "opt_level": "O2", "schedule": "default", "unroll_factor": 0, "layout": "row_major",
        }
    if kind == "attention":
        return {"block_q": 128, "block_kv": 128, "kv_split": 1, "softmax": "two_pass", **common}
    if kind == "ffn":
        # both phases at the GEMM's generic tile, M-first walk (each weight panel streamed
        # once), no prefetch, activation as a separate pass
        tk = max(16, 128 // in_bytes)
        return {
            "tile_m": 128, "tile_n": 256, "tile_k": tk, "down_tile_m": 128, "down_tile_n": 256,
            "down_tile_k": tk, "fuse_activation": False, "pipeline": "single_buffer",
            "down_pipeline": "single_buffer", "l1_prefetch": False, "down_l1_prefetch": False,
            "schedule": "latency", "down_schedule": "latency", "opt_level": "O2",
            "unroll_factor": 0,
        }
    if kind in ("layernorm", "rmsnorm"):
        return {"rows_per_block": 8, "hidden_split": 1, "stats": "two_pass", **common}
    raise ValueError(f"unknown op kind {kind!r}")


# FFN tilings written before each phase had its own GEMM knobs meant: both phases at tile_m and
# pipeline, no L1 prefetch, the M-first walk (exactly the values below, so costs are unchanged)
_FFN_V1 = {"down_tile_m": "tile_m", "down_pipeline": "pipeline"}
_FFN_V1_FIXED = {"l1_prefetch": False, "down_l1_prefetch": False, "schedule": "latency",
                 "down_schedule": "latency"}


def upgrade_tiling(kind: str, tiling: dict[str, Any]) -> dict[str, Any]:
    """A tiling of an older vocabulary in today's terms (unchanged if it is not one)."""
    if kind != "ffn" or any(p in tiling for p in (*_FFN_V1, *_FFN_V1_FIXED)):
        return tiling
    if not all(p in tiling for p in _FFN_V1.values()):
        return tiling
    return {**tiling, **{new: tiling[old] for new, old in _FFN_V1.items()}, **_FFN_V1_FIXED}


def space_size(kind: str) -> int:
    size = 1
    for values in PARAMS[kind].values():
        size *= len(values)
    return size


def tiling_problem(tiling: Any, kind: str) -> str:
    """Why ``tiling`` is not a ``kind`` tiling of this vocabulary ('' if it is one).

    Every field must be present, none extra, and each value one of its domain's (tile sizes
    are multiples of 16, so an unaligned ``baseM=17`` is refused here). Booleans and integers
    are told apart (``1`` is not ``True``).
    """
    if not isinstance(tiling, dict):
        return "the tiling is not an object"
    names = set(PARAMS[kind])
    if set(tiling) != names:
        missing, extra = sorted(names - set(tiling)), sorted(map(str, set(tiling) - names))
        return f"tiling fields differ from the {kind} vocabulary (missing {missing}, unknown {extra})"
    bad = [n for n, v in tiling.items()
           if not any(type(v) is type(d) and v == d for d in PARAMS[kind][n])]
    return f"tiling values out of range: {', '.join(sorted(bad))}" if bad else ""
