"""``gemm``: one matrix multiply (batched, transposed, biased, or weight-only quantized)."""
from __future__ import annotations

from typing import Any, Mapping

import numpy as np

from .record import OPT_LEVELS, PIPELINES, SCHEDULES, TILE, UNROLLS, Kind, Rule, bound

# the name of the rule that keeps a quantized GEMM's K tiles on its quantization blocks
QUANT_BLOCK_RULE = "quantization block"


def stock_default(shape: Mapping[str, Any], in_bytes: int) -> dict[str, Any]:
    """The stock Ascend heuristic of DESIGN.md: baseM 128, baseN 256, baseK = 128 bytes /
    sizeof(in) (64 for fp16, 32 for fp32), single-buffered (128x256 fp32 accumulators fill L0C
    exactly, so the default cannot double-buffer it)."""
    return {
        "tile_m": 128, "tile_k": max(16, 128 // in_bytes), "tile_n": 256,
        "pipeline": "single_buffer", "l1_prefetch": False, "output_align": False,
        "opt_level": "O2", "schedule": "default", "unroll_factor": 0, "layout": "row_major",
    }


def rules(tgt: Any, shape: Mapping[str, Any], b: int, t: Mapping[str, Any]) -> list[Rule]:
    dbl = np.where(np.asarray(t["pipeline"]) == "double_buffer", 2, 1)
    tm, tk, tn = (np.asarray(t[x]) for x in ("tile_m", "tile_k", "tile_n"))
    depth = np.where(np.asarray(t["l1_prefetch"]), 2, 1)
    out = [
        ("L0A", tm * tk * b * dbl, tgt.l0a_bytes),
        ("L0B", tk * tn * b * dbl, tgt.l0b_bytes),
        ("L0C", tm * tn * 4, tgt.l0c_bytes),
        ("L1", (tm * tk + tk * tn) * b * depth * dbl, tgt.l1_bytes),
    ]
    bs = int(shape.get("block_size") or 0)
    if bs:
        # a weight-only quantized GEMM dequantizes whole blocks of K (one scale each): a K
        # tile holds whole blocks, or is a whole fraction of one
        out.append((QUANT_BLOCK_RULE, np.where(tk >= bs, tk % bs, bs % tk), 0))
    return out


def shape_text(s: Mapping[str, Any]) -> str:
    flags = "".join(f for f, on in (("Ta", s["trans_a"]), ("Tb", s["trans_b"]), ("+b", s["bias"])) if on)
    if "weight_dtype" in s:  # weight-only quantized: W dtype / block
        flags += f" W{s['weight_dtype']}/{s['block_size']}"
    lead = f"{s['batch']}x" if s["batch"] != 1 else ""
    return f"{lead}{s['m']}x{s['n']}x{s['k']}{(' ' + flags.strip()) if flags else ''}"


def quant_b_bytes(weight_dtype: str, block_size: int, in_bytes: int) -> float:
    """Bytes per B element of a weight-only quantized GEMM: packed bits plus the block scales."""
    bits = int(weight_dtype.removeprefix("int"))
    return bits / 8 + in_bytes / block_size


def roofline(tgt: Any, kind: str, s: Mapping[str, Any], b: int) -> float:
    """Useful MACs over the cube peak of all cores, or A, B (packed if quantized), bias and C once
    through HBM."""
    m, n, k, batch = int(s["m"]), int(s["n"]), int(s["k"]), int(s["batch"])
    wb = quant_b_bytes(str(s["weight_dtype"]), int(s["block_size"]), b) \
        if "weight_dtype" in s else b
    nbytes = (batch * m * k + (n if s["bias"] else 0)) * b + k * n * wb + batch * m * n * b
    return bound(tgt, batch * m * n * k / (tgt.cube_macs_per_cycle * tgt.cube_cores), nbytes)


GEMM = Kind(
    name="gemm",
    shape_fields=("m", "n", "k", "batch", "trans_a", "trans_b", "bias"),
    # a weight-only quantized GEMM (DESIGN.md: e.g. onnxruntime's 4-bit MatMulNBits) keys its
    # weight dtype and quantization block size; the activation dtype stays the key's dtype
    optional_fields=("weight_dtype", "block_size"),
    # The reference AOE GEMM space: 16^3 * 3 * 2 * 2 * 4 * 4 * 5 * 3 = 11,796,480 configurations.
    params={
        "tile_m": TILE,  # baseM: rows of A / C per L0 block
        "tile_k": TILE,  # baseK: reduction depth per L0 block
        "tile_n": TILE,  # baseN: columns of B / C per L0 block
        "pipeline": PIPELINES,  # buffering of the L0 operands (double: copy overlaps compute)
        "l1_prefetch": [False, True],  # stage the next K panel into L1 ahead of use
        "output_align": [False, True],  # pad output rows to the 32-byte write granule
        "opt_level": OPT_LEVELS,
        "schedule": SCHEDULES,
        "unroll_factor": UNROLLS,
        "layout": ["row_major", "col_major", "z_major"],  # layout of the packed B operand
    },
    stock_default=stock_default,
    rules=rules,
    fused_op="Gemm",
    token_fields=("m",),
    bank_op="MatMulV2",
    shape_text=shape_text,
    roofline=roofline,
)
