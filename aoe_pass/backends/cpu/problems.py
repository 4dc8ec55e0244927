"""What the cpu backend knows of each op kind (:data:`CPU_KINDS`, one entry per kind): its kernel
template, its extra compile-time constants, the facts its worker needs beyond the shape, and its
measuring problem (seeded inputs, output shape, dims and float64 reference). Conventions: gemm
runs ``batch * m`` rows against one ``[k, n]`` B, ``bias`` added in the epilogue; ``trans_a`` and
``trans_b`` are not the kernel's concern (the runtime hands it A and B untransposed, a static B
transposed once when it is cached), so a transposed shape measures the same kernel; attention
takes K transposed (``[batch, kv_heads, head_dim, seq_kv]``, as models hold it) and masks
causally bottom-right aligned (query i sees keys ``j <= i + seq_kv - seq_q``); norms use
``EPS``. Inputs are uniform in [-1, 1), 64-byte aligned (:func:`.abi.aligned`).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

import numpy as np

from .abi import aligned
from .reference import ACTIVATIONS, activation

EPS = 1e-5


def _gemm(kind: str, shape: dict[str, Any], extra: dict[str, Any],
          rng: np.random.Generator) -> dict[str, Any]:
    m = int(shape["m"]) * max(1, int(shape.get("batch") or 1))
    n, k = int(shape["n"]), int(shape["k"])
    a, b = aligned((m, k), rng=rng), aligned((k, n), rng=rng)
    bias = aligned((n,), rng=rng) if shape.get("bias") else None
    ref = a.astype(np.float64) @ b.astype(np.float64)
    if bias is not None:
        ref += bias
    return {"inputs": [a, b, bias], "weights": (1, 2), "out_shape": (m, n), "ld_of": n,
            "dims": [m, n, k], "ref": ref, "reduce": k}


def _attention(kind: str, shape: dict[str, Any], extra: dict[str, Any],
               rng: np.random.Generator) -> dict[str, Any]:
    bs, hq, hkv = int(shape["batch"]), int(shape["q_heads"]), int(shape["kv_heads"])
    sq, skv, d = int(shape["seq_q"]), int(shape["seq_kv"]), int(shape["head_dim"])
    causal = bool(shape.get("causal"))
    if hkv <= 0 or hq % hkv:
        raise ValueError(f"q_heads {hq} is not a multiple of kv_heads {hkv}")
    q = aligned((bs, hq, sq, d), rng=rng)
    kt = aligned((bs, hkv, d, skv), rng=rng)  # K transposed, as a model's Q @ K^T holds it
    v = aligned((bs, hkv, skv, d), rng=rng)
    rep = hq // hkv
    kt64 = np.repeat(kt.astype(np.float64), rep, axis=1)
    v64 = np.repeat(v.astype(np.float64), rep, axis=1)
    s = q.astype(np.float64) @ kt64 / math.sqrt(d)
    if causal:
        allowed = np.arange(skv)[None, :] <= np.arange(sq)[:, None] + (skv - sq)
        s = np.where(allowed, s, -np.inf)
    with np.errstate(invalid="ignore"):
        s -= s.max(axis=-1, keepdims=True)
        p = np.exp(s)
        p /= p.sum(axis=-1, keepdims=True)
    p = np.nan_to_num(p)  # a fully masked row (seq_q > seq_kv) gives zeros
    ref = p @ v64
    return {"inputs": [q, kt, v], "out_shape": (bs, hq, sq, d), "ld_of": None,
            "dims": [bs, hq, hkv, sq, skv, d, int(causal)], "ref": ref, "reduce": d}


def _ffn(kind: str, shape: dict[str, Any], extra: dict[str, Any],
         rng: np.random.Generator) -> dict[str, Any]:
    t, h, inter = int(shape["tokens"]), int(shape["hidden"]), int(shape["intermediate"])
    gated = bool(shape.get("gated"))
    x = aligned((t, h), rng=rng)
    wg = aligned((h, inter), rng=rng) if gated else None
    wu, wd = aligned((h, inter), rng=rng), aligned((inter, h), rng=rng)
    # scale weights so activations stay O(1) and the check stays meaningful
    wu *= 1.0 / math.sqrt(h)
    wd *= 1.0 / math.sqrt(inter)
    if wg is not None:
        wg *= 1.0 / math.sqrt(h)
    x64 = x.astype(np.float64)
    up = x64 @ wu.astype(np.float64)
    if gated:
        hid = activation(extra["act"], x64 @ wg.astype(np.float64)) * up
    else:
        hid = activation(extra["act"], up)
    ref = hid @ wd.astype(np.float64)
    scratch = aligned((t, inter), fill=0.0)
    # slot 5: the weights prepacked once (they are a model's constants), as the runtime runs it
    return {"inputs": [x, wg, wu, wd, scratch, None], "scratch": (4,), "weights": (1, 2, 3),
            "out_shape": (t, h),
            "ld_of": None, "dims": [t, h, inter, int(gated), extra["act"]], "ref": ref,
            "reduce": max(h, inter), "pack_slot": 5}


def _norm(kind: str, shape: dict[str, Any], extra: dict[str, Any],
          rng: np.random.Generator) -> dict[str, Any]:
    rows, h = int(shape["rows"]), int(shape["hidden"])
    x = aligned((rows, h), rng=rng)
    x += aligned((rows, 1), rng=rng) * 3.0  # a per-row offset: one-pass stats must cope
    gamma, beta = aligned((h,), rng=rng), aligned((h,), rng=rng)
    x64 = x.astype(np.float64)
    if kind == "layernorm":
        mu = x64.mean(axis=1, keepdims=True)
        var = ((x64 - mu) ** 2).mean(axis=1, keepdims=True)
        ref = (x64 - mu) / np.sqrt(var + EPS) * gamma + beta
    else:
        ref = x64 / np.sqrt((x64 ** 2).mean(axis=1, keepdims=True) + EPS) * gamma
    return {"inputs": [x, gamma, beta], "weights": (1, 2), "out_shape": (rows, h), "ld_of": None,
            "dims": [rows, h, round(EPS * 1e12)], "ref": ref, "reduce": h}


def _ffn_extra(shape: Mapping[str, Any]) -> dict[str, Any]:
    act = str(shape.get("activation", "")).lower()
    if act not in ACTIVATIONS:
        raise ValueError(f"cpu backend: unsupported FFN activation {act!r} "
                         f"(supported: {', '.join(sorted(ACTIVATIONS))})")
    return {"act": ACTIVATIONS[act]}


Builder = Callable[[str, dict[str, Any], dict[str, Any], np.random.Generator], dict[str, Any]]


@dataclass(frozen=True)
class CpuKind:
    """The cpu backend's side of one op kind."""

    template: str  # kernel source in ``kernels/``, tiling parameters as compile-time constants
    build: Builder  # (kind, shape, extra, rng) -> the measuring problem
    defines: Mapping[str, int] = field(default_factory=dict)  # further compile-time constants
    # shape -> facts the worker needs beyond the shape (ValueError: the kernel cannot run it)
    extra: Callable[[Mapping[str, Any]], dict[str, Any]] | None = None


CPU_KINDS: dict[str, CpuKind] = {
    "gemm": CpuKind("gemm.c", _gemm),
    "attention": CpuKind("attention.c", _attention),
    "ffn": CpuKind("ffn.c", _ffn, extra=_ffn_extra),
    "layernorm": CpuKind("norm.c", _norm),
    "rmsnorm": CpuKind("norm.c", _norm, defines={"RMS": 1}),
}


def problem(kind: str, shape: dict[str, Any], extra: dict[str, Any], seed: int) -> dict[str, Any]:
    """Inputs, output shape, dims and float64 reference of one task (ValueError if unknown)."""
    spec = CPU_KINDS.get(kind)
    if spec is None:
        raise ValueError(f"unknown op kind {kind!r}")
    return spec.build(kind, shape, extra, np.random.default_rng(seed))
