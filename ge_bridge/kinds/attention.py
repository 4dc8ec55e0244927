"""``attention``: scaled dot-product attention (MHA, GQA, MQA; causal or not) as one kernel."""
from __future__ import annotations

from typing import Any, Mapping

import numpy as np

from .record import COMMON_DEFAULT, OPT_LEVELS, PIPELINES, UNROLLS, Kind, Rule, bound


def stock_default(shape: Mapping[str, Any], in_bytes: int) -> dict[str, Any]:
    return {"block_q": 128, "block_kv": 128, "kv_split": 1, "softmax": "two_pass", **COMMON_DEFAULT}


def rules(tgt: Any, shape: Mapping[str, Any], b: int, t: Mapping[str, Any]) -> list[Rule]:
    dbl = np.where(np.asarray(t["pipeline"]) == "double_buffer", 2, 1)
    bq, bkv = np.asarray(t["block_q"]), np.asarray(t["block_kv"])
    d = int(shape["head_dim"])
    return [
        ("L0A", bq * d * b * dbl, tgt.l0a_bytes),  # Q block (and P block for PV)
        ("L0B", bkv * d * b * dbl, tgt.l0b_bytes),  # K / V block
        ("L0C", np.maximum(bq * bkv, bq * d) * 4, tgt.l0c_bytes),  # scores / output
        ("UB", bq * bkv * 4 * dbl + bq * d * 4, tgt.ub_bytes),  # softmax of one block
    ]


def shape_text(s: Mapping[str, Any]) -> str:
    return (f"b{s['batch']} h{s['q_heads']}/{s['kv_heads']} q{s['seq_q']} kv{s['seq_kv']} "
            f"d{s['head_dim']}{' causal' if s['causal'] else ''}")


def roofline(tgt: Any, kind: str, shape: Mapping[str, Any], b: int) -> float:
    """The two matmuls over the visible (causal: lower-triangle) scores at cube peak, or Q, O
    and K, V once through HBM."""
    batch, hq, hkv = int(shape["batch"]), int(shape["q_heads"]), int(shape["kv_heads"])
    sq, skv, d = int(shape["seq_q"]), int(shape["seq_kv"]), int(shape["head_dim"])
    if shape.get("causal"):
        visible = float(np.minimum(skv, skv - sq + np.arange(1, sq + 1)).sum())
    else:
        visible = float(sq * skv)
    macs = 2.0 * batch * hq * d * visible
    nbytes = (2.0 * batch * hq * sq * d + 2.0 * batch * hkv * skv * d) * b
    return bound(tgt, macs / (tgt.cube_macs_per_cycle * tgt.cube_cores), nbytes)


ATTENTION = Kind(
    name="attention",
    shape_fields=("batch", "q_heads", "kv_heads", "seq_q", "seq_kv", "head_dim", "causal"),
    params={
        "block_q": [16, 32, 64, 128, 256],  # query rows per block
        "block_kv": [16, 32, 64, 128, 256, 512],  # key/value rows per inner step
        "kv_split": [1, 2, 4, 8, 16],  # split of the KV sequence across cores (flash-decoding)
        "softmax": ["online", "two_pass"],
        "pipeline": PIPELINES,
        "opt_level": OPT_LEVELS,
        "unroll_factor": UNROLLS,
    },
    stock_default=stock_default,
    rules=rules,
    fused_op="Attention",
    token_fields=("seq_q", "seq_kv"),
    bank_op="FlashAttentionScore",
    shape_text=shape_text,
    roofline=roofline,
)
