"""cpu kernels: a NaN/Inf in any input element reaches every output that depends on it.

Each kind's built library is called in-process, as the runtime calls it (:class:`Kernel`), with
one non-finite element planted in one operand. Its non-finite outputs must cover every output
element that depends on that element (ground truth: a float64 numpy reference restricted to the
terms each output really sums) and lie within those of the plain float64 numpy formula (which
also spreads ``0 * NaN`` from masked attention keys).
"""
import math

import numpy as np
import pytest

from aoe_pass.backends.cpu.abi import Call, Kernel
from aoe_pass.backends.cpu.problems import CPU_KINDS, problem
from ge_bridge.opkey import Task


def _run(cpu_backend, task, config, inputs, prob):
    path, err = cpu_backend.build(task, cpu_backend.full_tiling(task, config))
    assert path and not err, err
    call = Call(inputs=inputs, dims=prob["dims"], out_shape=prob["out_shape"],
                result_shape=prob["out_shape"], reduce=prob["reduce"], ld_of=prob["ld_of"],
                pack_slot=prob.get("pack_slot"))
    out, _ = Kernel(path).run(call)
    return np.asarray(out, dtype=np.float64)


def _plant(prob, slot, where, value):
    inputs = [None if a is None else a.copy() for a in prob["inputs"]]
    inputs[slot][where] = value
    return inputs


def _planted(backend, kind, shape, config, slot, where, value):
    """Run ``kind`` at ``shape`` with ``value`` planted at ``inputs[slot][where]``: (output, inputs)."""
    extra = CPU_KINDS[kind].extra
    prob = problem(kind, shape, extra(shape) if extra else {}, seed=5)
    inputs = _plant(prob, slot, where, value)
    return _run(backend, Task(kind, shape, "float32"), config, inputs, prob), inputs


def _check(out, dep, full):
    """``dep``: float64 reference over the terms each output depends on; ``full``: the plain
    numpy formula. Non-finite outputs: all of ``dep``'s, none outside ``full``'s."""
    bad, need, allow = ~np.isfinite(out), ~np.isfinite(dep), ~np.isfinite(full)
    assert need.any()  # the planted value does reach some output
    assert not (need & ~bad).any(), f"{int((need & ~bad).sum())} dependent outputs finite"
    assert not (bad & ~allow).any(), f"{int((bad & ~allow).sum())} outputs non-finite"


# ---- attention ---------------------------------------------------------------------------

ATT = {"batch": 1, "q_heads": 4, "kv_heads": 2, "seq_q": 21, "seq_kv": 37, "head_dim": 24,
       "causal": True}
ATT_CONFIGS = [
    {"block_q": 16, "block_kv": 16, "kv_split": 4, "softmax": "online", "pipeline": "none"},
    {"block_q": 32, "block_kv": 16, "kv_split": 2, "softmax": "online",
     "pipeline": "double_buffer"},
    {"block_q": 16, "block_kv": 32, "kv_split": 1, "softmax": "two_pass",
     "pipeline": "single_buffer"},
]


def _attention_refs(q, kt, v, shape):
    hq, hkv, sq, skv = shape["q_heads"], shape["kv_heads"], shape["seq_q"], shape["seq_kv"]
    rep = hq // hkv
    k64 = np.repeat(kt.astype(np.float64), rep, axis=1)
    v64 = np.repeat(v.astype(np.float64), rep, axis=1)
    with np.errstate(invalid="ignore", over="ignore"):
        s = q.astype(np.float64) @ k64 / math.sqrt(shape["head_dim"])
        allowed = np.arange(skv)[None, :] <= np.arange(sq)[:, None] + (skv - sq)
        if not shape["causal"]:
            allowed[:] = True
        s = np.where(allowed, s, -np.inf)
        p = np.exp(s - s.max(axis=-1, keepdims=True))
        p /= p.sum(axis=-1, keepdims=True)
        full = p @ v64
        dep = np.empty_like(full)
        for i in range(sq):  # each row sums its visible keys only
            vis = allowed[i]
            dep[..., i, :] = np.einsum("bhj,bhjd->bhd", p[..., i, vis], v64[..., vis, :])
    return dep, full


@pytest.mark.parametrize("config", ATT_CONFIGS)
@pytest.mark.parametrize("slot,where", [
    (0, (0, 1, 5, 3)),    # Q: one query row
    (0, (0, 3, 20, 0)),   # Q: the last row
    (1, (0, 0, 7, 0)),    # K^T: key 0, seen by every row
    (1, (0, 1, 2, 30)),   # K^T: a key only the later rows see
    (1, (0, 0, 4, 32)),   # K^T: the first key of a KV split, row 16's only key in it
    (2, (0, 0, 25, 11)),  # V: one output column of the rows that see key 25
])
@pytest.mark.parametrize("value", [np.nan, np.inf])
def test_attention_propagates_nonfinite(cpu_backend, config, slot, where, value):
    out, inputs = _planted(cpu_backend, "attention", ATT, config, slot, where, value)
    dep, full = _attention_refs(*inputs, ATT)
    _check(out, dep, full)


# ---- gemm --------------------------------------------------------------------------------

GEMM = {"m": 23, "n": 45, "k": 37, "batch": 1, "trans_a": False, "trans_b": False,
        "bias": True}
GEMM_CONFIGS = [
    {},
    {"tile_m": 16, "tile_n": 32, "tile_k": 16, "layout": "z_major", "output_align": True,
     "pipeline": "double_buffer"},
    {"tile_m": 32, "tile_n": 16, "tile_k": 32, "pipeline": "single_buffer"},
]


@pytest.mark.parametrize("config", GEMM_CONFIGS)
@pytest.mark.parametrize("slot,where", [(0, (4, 36)), (1, (0, 44)), (1, (20, 3)), (2, (17,))])
@pytest.mark.parametrize("value", [np.nan, np.inf])
def test_gemm_propagates_nonfinite(cpu_backend, config, slot, where, value):
    out, inputs = _planted(cpu_backend, "gemm", GEMM, config, slot, where, value)
    a, b, bias = (x.astype(np.float64) for x in inputs)
    with np.errstate(invalid="ignore"):  # inf * 0 in the reference is the point
        ref = a @ b + bias
    _check(out, ref, ref)


# ---- ffn ---------------------------------------------------------------------------------

FFN = {"tokens": 13, "hidden": 40, "intermediate": 72, "activation": "swiglu", "gated": True}
FFN_CONFIGS = [
    {"tile_m": 16, "tile_n": 32, "tile_k": 16, "down_tile_n": 16, "down_tile_k": 48,
     "fuse_activation": True, "pipeline": "double_buffer"},
    {"tile_m": 16, "tile_n": 48, "tile_k": 16, "down_tile_m": 32, "down_tile_n": 16,
     "down_tile_k": 32, "fuse_activation": False, "pipeline": "single_buffer",
     "down_pipeline": "single_buffer"},
]


def _silu(x):
    with np.errstate(over="ignore", invalid="ignore"):
        return x / (1.0 + np.exp(-x))


@pytest.mark.parametrize("config", FFN_CONFIGS)
@pytest.mark.parametrize("slot,where", [(0, (3, 39)), (1, (0, 71)), (2, (17, 5)), (3, (50, 0))])
@pytest.mark.parametrize("value", [np.nan, np.inf])
def test_ffn_propagates_nonfinite(cpu_backend, config, slot, where, value):
    out, inputs = _planted(cpu_backend, "ffn", FFN, config, slot, where, value)
    x, wg, wu, wd = (a.astype(np.float64) for a in inputs[:4])
    with np.errstate(over="ignore", invalid="ignore"):
        ref = (_silu(x @ wg) * (x @ wu)) @ wd
    _check(out, ref, ref)


# ---- norms -------------------------------------------------------------------------------

NORM = {"rows": 19, "hidden": 100}
NORM_CONFIGS = [
    {"rows_per_block": 8, "hidden_split": 4, "stats": "one_pass", "pipeline": "none"},
    {"rows_per_block": 16, "hidden_split": 1, "stats": "two_pass", "pipeline": "double_buffer"},
    {"rows_per_block": 64, "hidden_split": 8, "stats": "two_pass", "pipeline": "single_buffer"},
]


@pytest.mark.parametrize("kind", ["layernorm", "rmsnorm"])
@pytest.mark.parametrize("config", NORM_CONFIGS)
@pytest.mark.parametrize("slot,where", [(0, (5, 99)), (0, (18, 0)), (1, (7,)), (2, (64,))])
@pytest.mark.parametrize("value", [np.nan, np.inf, "inf+nan"])
def test_norms_propagate_nonfinite(cpu_backend, kind, config, slot, where, value):
    if kind == "rmsnorm" and slot == 2:
        pytest.skip("rmsnorm has no beta")
    task = Task(kind, NORM, "float32")
    prob = problem(kind, NORM, {}, seed=5)
    if value == "inf+nan":  # an Inf and, further on, a NaN in one operand
        inputs = _plant(prob, slot, where, np.inf)
        inputs[slot][where[:-1] + ((where[-1] + 37) % inputs[slot].shape[-1],)] = np.nan
    else:
        inputs = _plant(prob, slot, where, value)
    out = _run(cpu_backend, task, config, inputs, prob)
    x, gamma, beta = (a.astype(np.float64) for a in inputs)
    eps = 1e-5
    with np.errstate(over="ignore", invalid="ignore"):
        if kind == "layernorm":
            mu = x.mean(axis=1, keepdims=True)
            var = ((x - mu) ** 2).mean(axis=1, keepdims=True)
            ref = (x - mu) / np.sqrt(var + eps) * gamma + beta
        else:
            ref = x / np.sqrt((x ** 2).mean(axis=1, keepdims=True) + eps) * gamma
    _check(out, ref, ref)
