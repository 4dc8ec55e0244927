"""Transformer building blocks, written op by op the way exporters emit eager PyTorch code.

Every function takes the :class:`~models.builder.GraphBuilder`, a node-name prefix in the
exporter style (``/model/layers.3/self_attn``) and tensor names, and returns tensor names.
"""
from __future__ import annotations

import math

import numpy as np
from onnx import numpy_helper

from .builder import GraphBuilder

INT64_MAX = 2**63 - 1


def dtype_min(g: GraphBuilder) -> float:
    return float(np.finfo(g.np_dtype).min)


# -- shape arithmetic -------------------------------------------------------------------------
def dim_of(g: GraphBuilder, tensor: str, axis: int, prefix: str) -> str:
    """``tensor.size(axis)`` as a 0-D int64: Shape -> Gather, as exporters write it."""
    shape = g.op("Shape", [tensor], f"{prefix}/Shape")
    return g.op("Gather", [shape, g.ints(axis)], f"{prefix}/Gather", axis=0)


def as_1d(g: GraphBuilder, scalar: str, prefix: str) -> str:
    return g.op("Unsqueeze", [scalar, g.ints([0])], f"{prefix}/Unsqueeze")


def shape_from_dims(g: GraphBuilder, parts: list[str | list[int]], prefix: str) -> str:
    """Concat of 1-D pieces: tensor names (0-D dims get unsqueezed) or literal int lists."""
    pieces = [g.ints(p) if isinstance(p, list) else p for p in parts]
    return g.op("Concat", pieces, f"{prefix}/Concat", axis=0)


# -- projections ------------------------------------------------------------------------------
def linear(g: GraphBuilder, x: str, in_dim: int, out_dim: int, prefix: str, wname: str,
           bias: bool) -> str:
    """MatMul with a weight [in, out], then Add of a bias constant when ``bias``."""
    w = g.weight(f"{wname}.weight", [in_dim, out_dim])
    y = g.op("MatMul", [x, w], f"{prefix}/MatMul")
    if bias:
        b = g.weight(f"{wname}.bias", [out_dim], init="zeros")
        y = g.op("Add", [b, y], f"{prefix}/Add")  # torch.addmm-style exports put the bias first
    return y


# -- norms ------------------------------------------------------------------------------------
def rms_norm(g: GraphBuilder, x: str, hidden: int, eps: float, prefix: str, wname: str) -> str:
    """Llama RMSNorm: x * 1/sqrt(mean(x^2) + eps) * gamma."""
    sq = g.op("Pow", [x, g.scalar(2.0)], f"{prefix}/Pow")
    mean = g.op("ReduceMean", [sq, g.ints([-1])], f"{prefix}/ReduceMean", keepdims=1)
    var = g.op("Add", [mean, g.scalar(eps)], f"{prefix}/Add")
    std = g.op("Sqrt", [var], f"{prefix}/Sqrt")
    inv = g.op("Reciprocal", [std], f"{prefix}/Reciprocal")
    normed = g.op("Mul", [x, inv], f"{prefix}/Mul")
    gamma = g.weight(f"{wname}.weight", [hidden], init="ones")
    return g.op("Mul", [gamma, normed], f"{prefix}/Mul_1")


def layer_norm(g: GraphBuilder, x: str, hidden: int, eps: float, prefix: str, wname: str,
               decomposed: bool) -> str:
    """LayerNorm as one ``LayerNormalization`` op or as the decomposed eager form."""
    gamma = g.weight(f"{wname}.weight", [hidden], init="ones")
    beta = g.weight(f"{wname}.bias", [hidden], init="zeros")
    if not decomposed:
        return g.op("LayerNormalization", [x, gamma, beta], f"{prefix}/LayerNormalization",
                    axis=-1, epsilon=eps)
    axes = g.ints([-1])
    mean = g.op("ReduceMean", [x, axes], f"{prefix}/ReduceMean", keepdims=1)
    centred = g.op("Sub", [x, mean], f"{prefix}/Sub")
    sq = g.op("Pow", [centred, g.scalar(2.0)], f"{prefix}/Pow")
    var = g.op("ReduceMean", [sq, axes], f"{prefix}/ReduceMean_1", keepdims=1)
    var_eps = g.op("Add", [var, g.scalar(eps)], f"{prefix}/Add")
    std = g.op("Sqrt", [var_eps], f"{prefix}/Sqrt")
    normed = g.op("Div", [centred, std], f"{prefix}/Div")
    scaled = g.op("Mul", [normed, gamma], f"{prefix}/Mul")
    return g.op("Add", [scaled, beta], f"{prefix}/Add_1")


# -- activations ------------------------------------------------------------------------------
def silu(g: GraphBuilder, x: str, prefix: str) -> str:
    """x * sigmoid(x) (what torch.nn.functional.silu exports to before opset-level fusion)."""
    sig = g.op("Sigmoid", [x], f"{prefix}/Sigmoid")
    return g.op("Mul", [x, sig], f"{prefix}/Mul")


def gelu_tanh(g: GraphBuilder, x: str, prefix: str) -> str:
    """GPT-2 NewGELU: 0.5*x*(1 + tanh(sqrt(2/pi)*(x + 0.044715*x^3)))."""
    half_x = g.op("Mul", [g.scalar(0.5), x], f"{prefix}/Mul")
    cube = g.op("Pow", [x, g.scalar(3.0)], f"{prefix}/Pow")
    cube_c = g.op("Mul", [g.scalar(0.044715), cube], f"{prefix}/Mul_1")
    inner = g.op("Add", [x, cube_c], f"{prefix}/Add")
    scaled = g.op("Mul", [g.scalar(math.sqrt(2.0 / math.pi)), inner], f"{prefix}/Mul_2")
    th = g.op("Tanh", [scaled], f"{prefix}/Tanh")
    one_plus = g.op("Add", [g.scalar(1.0), th], f"{prefix}/Add_1")
    return g.op("Mul", [half_x, one_plus], f"{prefix}/Mul_3")


def gelu_erf(g: GraphBuilder, x: str, prefix: str) -> str:
    """BERT GELU: x * 0.5 * (1 + erf(x / sqrt(2)))."""
    scaled = g.op("Div", [x, g.scalar(math.sqrt(2.0))], f"{prefix}/Div")
    erf = g.op("Erf", [scaled], f"{prefix}/Erf")
    one_plus = g.op("Add", [erf, g.scalar(1.0)], f"{prefix}/Add")
    prod = g.op("Mul", [x, one_plus], f"{prefix}/Mul")
    return g.op("Mul", [prod, g.scalar(0.5)], f"{prefix}/Mul_1")


# -- attention pieces -------------------------------------------------------------------------
def split_heads(g: GraphBuilder, x: str, heads: int, head_dim: int, prefix: str,
                from_shape: bool) -> str:
    """[b, s, heads*d] -> [b, heads, s, d]. ``from_shape``: the Reshape target is computed
    Shape -> Gather -> Unsqueeze -> Concat (exporter style); otherwise the constant
    ``[0, 0, heads, d]``."""
    if from_shape:
        b = as_1d(g, dim_of(g, x, 0, prefix), prefix)
        s = as_1d(g, dim_of(g, x, 1, prefix), prefix)
        target = shape_from_dims(g, [b, s, [heads, head_dim]], prefix)
    else:
        target = g.ints([0, 0, heads, head_dim])
    r = g.op("Reshape", [x, target], f"{prefix}/Reshape")
    return g.op("Transpose", [r], f"{prefix}/Transpose", perm=[0, 2, 1, 3])


def merge_heads(g: GraphBuilder, x: str, prefix: str) -> str:
    """[b, heads, s, d] -> [b, s, heads*d] with a constant ``[0, 0, -1]`` Reshape target."""
    t = g.op("Transpose", [x], f"{prefix}/Transpose_1", perm=[0, 2, 1, 3])
    return g.op("Reshape", [t, g.ints([0, 0, -1])], f"{prefix}/Reshape_1")


def repeat_kv(g: GraphBuilder, x: str, kv_heads: int, heads: int, head_dim: int,
              prefix: str) -> str:
    """GQA: [b, kv, t, d] -> [b, heads, t, d] via Unsqueeze / Expand / Reshape (HF repeat_kv)."""
    n_rep = heads // kv_heads
    if n_rep == 1:
        return x
    b = as_1d(g, dim_of(g, x, 0, prefix), prefix)
    t = as_1d(g, dim_of(g, x, 2, prefix), prefix)
    expanded_shape = shape_from_dims(g, [b, [kv_heads, n_rep], t, [head_dim]], prefix)
    u = g.op("Unsqueeze", [x, g.ints([2])], f"{prefix}/Unsqueeze_1")
    e = g.op("Expand", [u, expanded_shape], f"{prefix}/Expand")
    return g.op("Reshape", [e, g.ints([0, heads, -1, head_dim])], f"{prefix}/Reshape_2")


def attention_core(g: GraphBuilder, q: str, k: str, v: str, head_dim: int, prefix: str, *,
                   scale_op: str, k_transposed: bool = False, mask_add: str | None = None,
                   mask_keep: str | None = None) -> str:
    """softmax(Q K^T * scale + mask) V, eager form.

    ``scale_op``: "Mul" (by 1/sqrt(d)) or "Div" (by sqrt(d)). ``mask_add``: an additive mask;
    ``mask_keep``: a boolean mask for ``Where(keep, scores, min)``. ``k_transposed``: k is
    already [b, h, d, t]."""
    kt = k if k_transposed else g.op("Transpose", [k], f"{prefix}/Transpose_2", perm=[0, 1, 3, 2])
    scores = g.op("MatMul", [q, kt], f"{prefix}/MatMul")
    if scale_op == "Mul":
        scores = g.op("Mul", [scores, g.scalar(1.0 / math.sqrt(head_dim))], f"{prefix}/Mul")
    else:
        scores = g.op("Div", [scores, g.scalar(math.sqrt(head_dim))], f"{prefix}/Div")
    if mask_keep is not None:
        scores = g.op("Where", [mask_keep, scores, g.scalar(dtype_min(g))], f"{prefix}/Where")
    if mask_add is not None:
        scores = g.op("Add", [scores, mask_add], f"{prefix}/Add")
    probs = g.op("Softmax", [scores], f"{prefix}/Softmax", axis=-1)
    return g.op("MatMul", [probs, v], f"{prefix}/MatMul_1")


def causal_mask_add(g: GraphBuilder, seq: str, past: str | None, prefix: str) -> str:
    """HF ``_make_causal_mask``: full((seq, past+seq), min).triu(past+1) -> [1, 1, seq, total]."""
    total = seq if past is None else g.op("Add", [past, seq], f"{prefix}/Add")
    shape = shape_from_dims(g, [as_1d(g, seq, prefix), as_1d(g, total, prefix)], prefix)
    fill = np.array([dtype_min(g)], dtype=g.np_dtype)
    full = g.op("ConstantOfShape", [shape], f"{prefix}/ConstantOfShape",
                value=numpy_helper.from_array(fill))
    diag = g.ints(1) if past is None else g.op("Add", [past, g.ints(1)], f"{prefix}/Add_1")
    tri = g.op("Trilu", [full, diag], f"{prefix}/Trilu", upper=1)
    return g.op("Unsqueeze", [tri, g.ints([0, 1])], f"{prefix}/Unsqueeze_2")


def causal_mask_keep(g: GraphBuilder, seq: str, past: str | None, prefix: str) -> str:
    """Boolean causal mask (True = attend): ones((seq, past+seq)).tril(past) -> [1,1,seq,total]."""
    total = seq if past is None else g.op("Add", [past, seq], f"{prefix}/Add")
    shape = shape_from_dims(g, [as_1d(g, seq, prefix), as_1d(g, total, prefix)], prefix)
    ones = g.op("ConstantOfShape", [shape], f"{prefix}/ConstantOfShape",
                value=numpy_helper.from_array(np.array([True])))
    diag = g.ints(0) if past is None else past
    tri = g.op("Trilu", [ones, diag], f"{prefix}/Trilu", upper=0)
    return g.op("Unsqueeze", [tri, g.ints([0, 1])], f"{prefix}/Unsqueeze_2")


def rope_tables(g: GraphBuilder, position_ids: str, head_dim: int, theta: float,
                prefix: str) -> tuple[str, str]:
    """cos/sin [b, 1, s, d] from position_ids [b, s] (HF LlamaRotaryEmbedding, default rope)."""
    inv_freq = 1.0 / theta ** (np.arange(0, head_dim, 2, dtype=np.float64) / head_dim)
    inv = g.array(inv_freq.astype(np.float32), "inv_freq")
    pos = g.op("Cast", [position_ids], f"{prefix}/Cast", to=1)
    pos = g.op("Unsqueeze", [pos, g.ints([-1])], f"{prefix}/Unsqueeze")
    freqs = g.op("Mul", [pos, inv], f"{prefix}/Mul")
    emb = g.op("Concat", [freqs, freqs], f"{prefix}/Concat", axis=-1)
    tables = []
    for fn in ("Cos", "Sin"):
        t = g.op(fn, [emb], f"{prefix}/{fn}")
        if g.dtype != "float32":
            t = g.op("Cast", [t], f"{prefix}/Cast_{fn}", to=g.elem)
        tables.append(g.op("Unsqueeze", [t, g.ints([1])], f"{prefix}/Unsqueeze_{fn}"))
    return tables[0], tables[1]


def apply_rope(g: GraphBuilder, x: str, cos: str, sin: str, head_dim: int, prefix: str) -> str:
    """x*cos + rotate_half(x)*sin, rotate_half = cat(-x[..., d/2:], x[..., :d/2])."""
    half = head_dim // 2
    axes = g.ints([-1])
    x1 = g.op("Slice", [x, g.ints([0]), g.ints([half]), axes], f"{prefix}/Slice")
    x2 = g.op("Slice", [x, g.ints([half]), g.ints([INT64_MAX]), axes], f"{prefix}/Slice_1")
    neg = g.op("Neg", [x2], f"{prefix}/Neg")
    rot = g.op("Concat", [neg, x1], f"{prefix}/Concat", axis=-1)
    a = g.op("Mul", [x, cos], f"{prefix}/Mul")
    b = g.op("Mul", [rot, sin], f"{prefix}/Mul_1")
    return g.op("Add", [a, b], f"{prefix}/Add")
