"""``layernorm`` and ``rmsnorm``: row normalisations on the vector cores. The two share shape
fields, tiling vocabulary, default and capacity rule; they differ in their op types."""
from __future__ import annotations

from typing import Any, Mapping

import numpy as np

from .record import COMMON_DEFAULT, OPT_LEVELS, PIPELINES, UNROLLS, Kind, Rule, bound


def stock_default(shape: Mapping[str, Any], in_bytes: int) -> dict[str, Any]:
    return {"rows_per_block": 8, "hidden_split": 1, "stats": "two_pass", **COMMON_DEFAULT}


def rules(tgt: Any, shape: Mapping[str, Any], b: int, t: Mapping[str, Any]) -> list[Rule]:
    dbl = np.where(np.asarray(t["pipeline"]) == "double_buffer", 2, 1)
    rows, split = np.asarray(t["rows_per_block"]), np.asarray(t["hidden_split"])
    hidden = int(shape["hidden"])
    chunk = -(-hidden // split)
    # input chunk (double-buffered when pipelined) + fp32 working copy of the chunk
    return [("UB", rows * chunk * (b * dbl + 4), tgt.ub_bytes)]


def shape_text(s: Mapping[str, Any]) -> str:
    return f"{s['rows']}x{s['hidden']}"


# vector passes per element after the statistics, and parameter vectors (gamma, beta) per kind
_NORMALISE_OPS = {"layernorm": 3, "rmsnorm": 2}
_PARAM_VECTORS = {"layernorm": 2, "rmsnorm": 1}


def roofline(tgt: Any, kind: str, shape: Mapping[str, Any], b: int) -> float:
    """The vector work per element on all vector cores, or rows in and out plus the parameter
    vectors once through HBM."""
    rows, hidden = int(shape["rows"]), int(shape["hidden"])
    nbytes = (2 * rows * hidden + _PARAM_VECTORS[kind] * hidden) * b
    ops = rows * hidden * (_NORMALISE_OPS[kind] + 1)
    return bound(tgt, ops / (tgt.vector_cores * tgt.vec_bytes_per_cycle / 4), nbytes)


PARAMS: dict[str, list[Any]] = {
    "rows_per_block": [1, 2, 4, 8, 16, 32, 64],
    "hidden_split": [1, 2, 4, 8],  # chunks the hidden dim is streamed in
    "stats": ["one_pass", "two_pass"],  # sum & sum-of-squares at once, or mean then variance
    "pipeline": PIPELINES,
    "opt_level": OPT_LEVELS,
    "unroll_factor": UNROLLS,
}


def _norm(name: str, fused_op: str, bank_op: str) -> Kind:
    return Kind(name=name, shape_fields=("rows", "hidden"), params=dict(PARAMS),
                stock_default=stock_default, rules=rules, fused_op=fused_op,
                token_fields=("rows",), bank_op=bank_op, shape_text=shape_text,
                roofline=roofline)


LAYERNORM = _norm("layernorm", "LayerNorm", "LayerNorm")
RMSNORM = _norm("rmsnorm", "RMSNorm", "RmsNorm")
