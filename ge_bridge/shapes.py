"""Shape propagation and constant folding over the :class:`~ge_bridge.graph.Graph` IR.

Why our own propagation instead of ``onnx.shape_inference``: after the user binds the
symbolic dims every ``Shape`` op yields a concrete value, so folding the small integer
tensors that exporters (``torch.onnx.export(dynamo=True)``) build with
Shape/Gather/Concat/Range/Where/... chains resolves every Reshape/Expand target to
integers. Stale ``value_info`` is ignored. One topological pass; each node runs a shape
function (a table below), then, when every input value is known and the output is small,
a numpy fold. Ops without a shape function go to an optional ``fallback`` (the ONNX
importer plugs in ``onnx.shape_inference.infer_node_outputs``).
"""
from __future__ import annotations

from collections.abc import Callable
from math import prod
from typing import Any

import numpy as np

from .errors import AoeError
from .graph import MAX_DIM, Graph, Node, TensorInfo

MAX_FOLD = 1024  # fold / keep constant values of at most this many elements

Out = tuple[tuple[int, ...] | None, str | None]  # (shape, dtype) of one output
Fallback = Callable[[Node, list[TensorInfo | None]], list[Out] | None]

_NP_DTYPES = {
    "float32": np.float32, "float16": np.float16, "float64": np.float64,
    "int64": np.int64, "int32": np.int32, "int16": np.int16, "int8": np.int8,
    "uint8": np.uint8, "uint16": np.uint16, "uint32": np.uint32, "uint64": np.uint64,
    "bool": np.bool_,
}


def np_dtype_name(dtype: np.dtype) -> str | None:
    """The dtype string the IR uses for a numpy dtype."""
    name = np.dtype(dtype).name
    return name if name in _NP_DTYPES else None


class Malformed(Exception):
    """A node whose operands contradict each other (e.g. MatMul inner dims): the model is broken."""


class ShapeError(Exception):
    """Inputs are inconsistent for this op (internal: becomes a note, shape stays None)."""


# ---------------------------------------------------------------- helpers


def broadcast(*shapes: tuple[int, ...]) -> tuple[int, ...]:
    rank = max(len(s) for s in shapes)
    out = []
    for i in range(rank):
        dim = 1
        for s in shapes:
            j = i - rank + len(s)
            if j < 0:
                continue
            d = s[j]
            if d == 1:
                continue
            if dim != 1 and d != dim:
                raise ShapeError(f"cannot broadcast {' and '.join(map(str, shapes))}")
            dim = d
        out.append(dim)
    return tuple(out)


def _axis(axis: int, rank: int) -> int:
    a = axis + rank if axis < 0 else axis
    if not 0 <= a < max(rank, 1):
        raise ShapeError(f"axis {axis} out of range for rank {rank}")
    return a


class _In:
    """Read-only view of a node's inputs for the shape functions."""

    __slots__ = ("ins",)

    def __init__(self, ins: list[TensorInfo | None]):
        self.ins = ins

    def has(self, i: int) -> bool:
        return i < len(self.ins) and self.ins[i] is not None

    def shape(self, i: int) -> tuple[int, ...]:
        t = self.ins[i] if i < len(self.ins) else None
        if t is None or t.shape is None:
            raise _Unknown
        return t.shape

    def dtype(self, i: int) -> str | None:
        t = self.ins[i] if i < len(self.ins) else None
        return None if t is None else t.dtype

    def value(self, i: int) -> np.ndarray:
        t = self.ins[i] if i < len(self.ins) else None
        if t is None or t.value is None:
            raise _Unknown
        return t.value

    def ints(self, i: int) -> list[int]:
        return [int(v) for v in np.asarray(self.value(i)).reshape(-1)]

    def opt_ints(self, i: int) -> list[int] | None:
        return self.ints(i) if self.has(i) else None


class _Unknown(Exception):
    """An input shape/value needed by the shape function is not known."""


def _axes(node: Node, x: _In, opset: int, since: int, idx: int = 1) -> list[int] | None:
    """Axes from the attribute (opset < since) or from input ``idx`` (opset >= since)."""
    if opset >= since or "axes" not in node.attrs:
        return x.opt_ints(idx)
    return list(node.attrs["axes"])


# ---------------------------------------------------------------- shape functions
# Each takes (node, inputs, opset) and returns one (shape, dtype) per output.

def _same(node, x, opset):
    return [(x.shape(0), x.dtype(0))] * max(1, len(node.outputs))


def _same_bool(node, x, opset):
    return [(x.shape(0), "bool")]


def _elementwise(node, x, opset):
    shapes = [x.shape(i) for i in range(len(x.ins)) if x.has(i)]
    return [(broadcast(*shapes), x.dtype(0))]


def _compare(node, x, opset):
    return [(_elementwise(node, x, opset)[0][0], "bool")]


def _where(node, x, opset):
    return [(broadcast(x.shape(0), x.shape(1), x.shape(2)), x.dtype(1) or x.dtype(2))]


def _matmul_shape(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    if not a or not b:
        raise ShapeError("MatMul of a scalar")
    a2 = (1,) + a if len(a) == 1 else a
    b2 = b + (1,) if len(b) == 1 else b
    if a2[-1] != b2[-2]:
        raise Malformed(f"inner dims differ: {a} x {b}")
    out = broadcast(a2[:-2], b2[:-2]) + (a2[-2], b2[-1])
    if len(a) == 1:
        out = out[:-2] + out[-1:]
    if len(b) == 1:
        out = out[:-1]
    return out


def _matmul(node, x, opset):
    dtype = "int32" if node.op_type == "MatMulInteger" else x.dtype(0)
    return [(_matmul_shape(x.shape(0), x.shape(1)), dtype)]


def _fused_matmul(node, x, opset):  # com.microsoft FusedMatMul
    a, b = list(x.shape(0)), list(x.shape(1))
    if node.attrs.get("transA") and len(a) >= 2:
        a[-1], a[-2] = a[-2], a[-1]
    if node.attrs.get("transB") and len(b) >= 2:
        b[-1], b[-2] = b[-2], b[-1]
    return [(_matmul_shape(tuple(a), tuple(b)), x.dtype(0))]


def _matmul_nbits(node, x, opset):  # com.microsoft MatMulNBits: B is packed, N is an attribute
    a = x.shape(0)
    return [(a[:-1] + (int(node.attrs["N"]),), x.dtype(0))]


def _gemm(node, x, opset):
    a, b = x.shape(0), x.shape(1)
    m = a[1] if node.attrs.get("transA") else a[0]
    n = b[0] if node.attrs.get("transB") else b[1]
    ka = a[0] if node.attrs.get("transA") else a[1]
    kb = b[1] if node.attrs.get("transB") else b[0]
    if ka != kb:
        raise Malformed(f"inner dims differ: {a} x {b} (transA={node.attrs.get('transA', 0)}, "
                        f"transB={node.attrs.get('transB', 0)})")
    return [((m, n), x.dtype(0))]


def _transpose(node, x, opset):
    s = x.shape(0)
    perm = node.attrs.get("perm") or list(range(len(s)))[::-1]
    if sorted(perm) != list(range(len(s))):
        raise ShapeError(f"perm {list(perm)} does not fit rank {len(s)}")
    return [(tuple(s[p] for p in perm), x.dtype(0))]


def reshape_shape(src: tuple[int, ...], target: list[int], allowzero: bool = False) -> tuple[int, ...]:
    out = list(target)
    for i, d in enumerate(out):
        if d == 0 and not allowzero:
            if i >= len(src):
                raise ShapeError(f"Reshape 0 at axis {i} beyond input rank {len(src)}")
            out[i] = src[i]
    total = prod(src)
    if out.count(-1) > 1:
        raise ShapeError("Reshape with more than one -1")
    if -1 in out:
        rest = prod(d for d in out if d != -1)
        if rest == 0 or total % rest:
            raise ShapeError(f"cannot reshape {src} to {target}")
        out[out.index(-1)] = total // rest
    if prod(out) != total or any(d < 0 for d in out):
        raise ShapeError(f"cannot reshape {src} to {target}")
    return tuple(out)


def _reshape(node, x, opset):
    target = x.ints(1) if opset >= 5 or "shape" not in node.attrs else list(node.attrs["shape"])
    return [(reshape_shape(x.shape(0), target, bool(node.attrs.get("allowzero"))), x.dtype(0))]


def _flatten(node, x, opset):
    s = x.shape(0)
    axis = node.attrs.get("axis", 1)
    axis = axis + len(s) if axis < 0 else axis
    return [((prod(s[:axis]), prod(s[axis:])), x.dtype(0))]


def _concat(node, x, opset):
    shapes = [x.shape(i) for i in range(len(x.ins)) if x.has(i)]
    axis = _axis(node.attrs.get("axis", 0), len(shapes[0]))
    out = list(shapes[0])
    out[axis] = sum(s[axis] for s in shapes)
    return [(tuple(out), x.dtype(0))]


def _split(node, x, opset):
    s = x.shape(0)
    axis = _axis(node.attrs.get("axis", 0), len(s))
    n = len(node.outputs)
    if opset >= 13 and x.has(1):
        sizes = x.ints(1)
    elif opset < 13 and "split" in node.attrs:
        sizes = list(node.attrs["split"])
    else:
        n = node.attrs.get("num_outputs", n)
        chunk = -(-s[axis] // n)
        sizes = [min(chunk, max(0, s[axis] - chunk * i)) for i in range(n)]
    if sum(sizes) != s[axis]:
        raise ShapeError(f"split sizes {sizes} do not sum to {s[axis]}")
    outs = []
    for size in sizes:
        o = list(s)
        o[axis] = size
        outs.append((tuple(o), x.dtype(0)))
    return outs


def _slice(node, x, opset):
    s = x.shape(0)
    if opset < 10:
        starts, ends = list(node.attrs["starts"]), list(node.attrs["ends"])
        axes, steps = node.attrs.get("axes"), None
    else:
        starts, ends = x.ints(1), x.ints(2)
        axes, steps = x.opt_ints(3), x.opt_ints(4)
    axes = list(axes) if axes is not None else list(range(len(starts)))
    steps = steps or [1] * len(starts)
    out = list(s)
    for a, st, en, sp in zip(axes, starts, ends, steps):
        a = _axis(a, len(s))
        if sp == 0:
            raise ShapeError("Slice step 0")
        out[a] = len(range(*slice(st, en, sp).indices(s[a])))
    return [(tuple(out), x.dtype(0))]


def _gather(node, x, opset):
    s, idx = x.shape(0), x.shape(1)
    axis = _axis(node.attrs.get("axis", 0), len(s))
    return [(s[:axis] + idx + s[axis + 1:], x.dtype(0))]


def _gather_elements(node, x, opset):
    return [(x.shape(1), x.dtype(0))]


def _gather_nd(node, x, opset):
    s, idx = x.shape(0), x.shape(1)
    b = node.attrs.get("batch_dims", 0)
    return [(idx[:-1] + s[b + idx[-1]:], x.dtype(0))]


def _squeeze(node, x, opset):
    s = x.shape(0)
    axes = _axes(node, x, opset, 13)
    if axes is None:
        return [(tuple(d for d in s if d != 1), x.dtype(0))]
    drop = {_axis(a, len(s)) for a in axes}
    return [(tuple(d for i, d in enumerate(s) if i not in drop), x.dtype(0))]


def _unsqueeze(node, x, opset):
    s = x.shape(0)
    axes = _axes(node, x, opset, 13)
    if axes is None:
        raise ShapeError("Unsqueeze without axes")
    rank = len(s) + len(axes)
    ins = {_axis(a, rank) for a in axes}
    it = iter(s)
    return [(tuple(1 if i in ins else next(it) for i in range(rank)), x.dtype(0))]


def _expand(node, x, opset):
    return [(broadcast(x.shape(0), tuple(x.ints(1))), x.dtype(0))]


def _tile(node, x, opset):
    return [(tuple(d * r for d, r in zip(x.shape(0), x.ints(1))), x.dtype(0))]


def _shape(node, x, opset):
    s = x.shape(0)
    start, end = node.attrs.get("start", 0), node.attrs.get("end")
    return [((len(s[start:end]),), "int64")]


def _size(node, x, opset):
    return [((), "int64")]


def _constant_of_shape(node, x, opset):
    v = node.attrs.get("value")
    dtype = np_dtype_name(v.dtype) if isinstance(v, np.ndarray) else "float32"
    return [(tuple(x.ints(0)), dtype)]


def _range(node, x, opset):
    start, limit, delta = (float(x.value(i).reshape(-1)[0]) for i in range(3))
    if not all(np.isfinite((start, limit, delta))):
        raise ShapeError(f"Range({start:g}, {limit:g}, {delta:g}) has a non-finite bound")
    n = max(int(np.ceil((limit - start) / delta)), 0) if delta else 0
    if n > MAX_DIM:
        raise ShapeError(f"Range({start:g}, {limit:g}, {delta:g}) has {n} elements, more than any "
                         f"real tensor dim")
    return [((n,), x.dtype(0))]


def _cast(node, x, opset):
    return [(x.shape(0), node.attrs.get("to"))]


def _cast_like(node, x, opset):
    return [(x.shape(0), x.dtype(1))]


def _reduce_shape(s, axes, keepdims, noop):
    if not axes:
        if noop:
            return s
        axes = list(range(len(s)))
    red = {_axis(a, len(s)) for a in axes}
    if keepdims:
        return tuple(1 if i in red else d for i, d in enumerate(s))
    return tuple(d for i, d in enumerate(s) if i not in red)


def _reduce(node, x, opset):
    since = 13 if node.op_type == "ReduceSum" else 18
    axes = _axes(node, x, opset, since)
    s = _reduce_shape(x.shape(0), axes, node.attrs.get("keepdims", 1),
                      node.attrs.get("noop_with_empty_axes", 0))
    return [(s, x.dtype(0))]


def _argreduce(node, x, opset):
    s = _reduce_shape(x.shape(0), [node.attrs.get("axis", 0)], node.attrs.get("keepdims", 1), 0)
    return [(s, "int64")]


def _topk(node, x, opset):
    s = list(x.shape(0))
    axis = _axis(node.attrs.get("axis", -1), len(s))
    s[axis] = x.ints(1)[0] if opset >= 10 else node.attrs["k"]
    return [(tuple(s), x.dtype(0)), (tuple(s), "int64")]


def _norm_stats(s, axis):
    axis = _axis(axis, len(s))
    return s[:axis] + (1,) * (len(s) - axis)


def _layernorm(node, x, opset):  # LayerNormalization / SimplifiedLayerNormalization
    s = x.shape(0)
    stats = (_norm_stats(s, node.attrs.get("axis", -1)), "float32")
    return [(s, x.dtype(0)), stats, stats][: len(node.outputs)]


def _skip_layernorm(node, x, opset):
    """com.microsoft SkipLayerNormalization and SkipSimplifiedLayerNormalization share one
    output list: output, mean, inv_std_var, input_skip_bias_sum (the residual sum is output 3
    in both, whichever outputs in between are left empty)."""
    s = x.shape(0)
    stats = (_norm_stats(s, -1), "float32")
    outs = [(s, x.dtype(0)), stats, stats, (s, x.dtype(0))]
    return outs[: len(node.outputs)]


def _embed_layernorm(node, x, opset):
    """com.microsoft EmbedLayerNormalization: ids [B, S], word embedding [V, H] -> output
    [B, S, H], mask_index [B] (int32), embedding_sum [B, S, H]."""
    ids, word = x.shape(0), x.shape(2)
    out = (tuple(ids) + (word[-1],), x.dtype(2))
    return [out, ((ids[0],), "int32"), out][: len(node.outputs)]


def _attention23(node, x, opset):
    """ONNX opset-23 Attention: Q/K/V either 4D [B, H, S, hd] or 3D [B, S, H*hd]."""
    q, k, v = x.shape(0), x.shape(1), x.shape(2)
    qh, kvh = node.attrs.get("q_num_heads"), node.attrs.get("kv_num_heads")
    if len(q) == 4:
        b, qh, sq = q[0], q[1], q[2]
        kvh, skv, hd, vhd = k[1], k[2], k[3], v[3]
    else:
        if not qh or not kvh:
            raise ShapeError("3D Attention needs q_num_heads and kv_num_heads")
        b, sq, skv = q[0], q[1], k[1]
        hd, vhd = k[2] // kvh, v[2] // kvh
    past = x.shape(4)[2] if x.has(4) else 0
    total = past + skv
    y = (b, qh, sq, vhd) if len(q) == 4 else (b, sq, qh * vhd)
    dt = x.dtype(0)
    outs = [(y, dt), ((b, kvh, total, hd), dt), ((b, kvh, total, vhd), dt), ((b, qh, sq, total), dt)]
    return outs[: len(node.outputs)]


def _ms_attention(node, x, opset):
    """com.microsoft Attention: input [B, S, Din] x weights [Din, 3*D] (fused QKV)."""
    b, s = x.shape(0)[:2]
    heads = node.attrs["num_heads"]
    sizes = node.attrs.get("qkv_hidden_sizes")
    if sizes:
        qk, vsz = sizes[0], sizes[2]
    else:
        qk = vsz = x.shape(1)[1] // 3
    past = x.shape(4)[3] if x.has(4) else 0
    present = (2, b, heads, past + s, qk // heads)
    return [((b, s, vsz), x.dtype(0)), (present, x.dtype(0))][: len(node.outputs)]


def _mha(node, x, opset):
    """com.microsoft MultiHeadAttention: query [B, S, D]; key/value 3D, 4D or packed."""
    q = x.shape(0)
    heads = node.attrs["num_heads"]
    b, s = q[0], q[1]
    if not x.has(1):  # packed QKV [B, S, H, 3, hd]
        hd = q[4]
        vhid, kv_len, vhd = heads * hd, s, hd
    else:
        k = x.shape(1)
        v = x.shape(2) if x.has(2) else None
        if len(k) == 5:  # packed KV [B, L, H, 2, hd]
            kv_len, hd = k[1], k[4]
            vhid, vhd = heads * hd, hd
        elif len(k) == 4:  # [B, H, L, hd]
            kv_len, hd = k[2], k[3]
            vhd = v[3] if v is not None else hd
            vhid = heads * vhd
        else:
            kv_len, hd = k[1], k[2] // heads
            vhid = v[2] if v is not None else k[2]
            vhd = vhid // heads
    past = x.shape(6)[2] if x.has(6) else 0
    dt = x.dtype(0)
    outs = [((b, s, vhid), dt), ((b, heads, past + kv_len, hd), dt), ((b, heads, past + kv_len, vhd), dt)]
    return outs[: len(node.outputs)]


def _gqa(node, x, opset):
    """com.microsoft GroupQueryAttention: query [B, S, D] (or packed QKV when key is absent)."""
    q = x.shape(0)
    heads, kvh = node.attrs["num_heads"], node.attrs["kv_num_heads"]
    b, s = q[0], q[1]
    hd = q[2] // (heads + 2 * kvh) if not x.has(1) else q[2] // heads
    if x.has(3):
        past = x.shape(3)[2]
        total = max(past, x.ints(6)[0]) if x.has(6) and x.ins[6].value is not None else past + s
    else:
        total = x.ints(6)[0] if x.has(6) and x.ins[6].value is not None else s
    dt = x.dtype(0)
    present = ((b, kvh, total, hd), dt)
    return [((b, s, heads * hd), dt), present, present][: len(node.outputs)]


def _einsum(node, x, opset):
    eq = node.attrs["equation"].replace(" ", "")
    lhs, _, rhs = eq.partition("->")
    terms = lhs.split(",")
    sizes: dict[str, int] = {}
    ell: tuple[int, ...] = ()
    for i, term in enumerate(terms):
        s = x.shape(i)
        if "..." in term:
            pre, post = term.split("...")
            n_ell = len(s) - len(pre) - len(post)
            ell = broadcast(ell, s[len(pre): len(pre) + n_ell])
            letters = list(pre) + [None] * n_ell + list(post)
        else:
            letters = list(term)
        if len(letters) != len(s):
            raise ShapeError(f"einsum term {term!r} does not fit shape {s}")
        for ch, d in zip(letters, s):
            if ch is not None and (sizes.get(ch, 1) == 1 or d != 1):
                sizes[ch] = d
    if "->" not in eq:
        counts = {ch: lhs.count(ch) for ch in sizes}
        rhs = ("..." if "..." in lhs else "") + "".join(sorted(c for c, n in counts.items() if n == 1))
    if "..." in rhs:
        pre, post = rhs.split("...")
        out = [sizes[c] for c in pre] + list(ell) + [sizes[c] for c in post]
    else:
        out = [sizes[c] for c in rhs]
    return [(tuple(out), x.dtype(0))]


def _pad(node, x, opset):
    s = x.shape(0)
    pads = x.ints(1) if opset >= 11 else list(node.attrs["pads"])
    axes = x.opt_ints(3) if opset >= 18 else None
    axes = [_axis(a, len(s)) for a in axes] if axes else list(range(len(s)))
    n = len(axes)
    out = list(s)
    for j, a in enumerate(axes):
        out[a] = s[a] + pads[j] + pads[j + n]
    return [(tuple(out), x.dtype(0))]


def _dropout(node, x, opset):
    return [(x.shape(0), x.dtype(0)), (x.shape(0), "bool")][: len(node.outputs)]


def _dequantize(node, x, opset):
    return [(x.shape(0), x.dtype(1))]


def _quantize(node, x, opset):
    return [(x.shape(0), x.dtype(2) if x.has(2) else "uint8")]


def _identity(node, x, opset):
    return [(x.shape(0), x.dtype(0))]


def _first_input(node, x, opset):  # ScatterND / ScatterElements / RotaryEmbedding / Trilu ...
    return [(x.shape(0), x.dtype(0))]


def _nonzero(node, x, opset):
    v = x.value(0)
    return [((v.ndim, int(np.count_nonzero(v))), "int64")]


def _one_hot(node, x, opset):
    s = list(x.shape(0))
    depth = int(x.value(1).reshape(-1)[0])
    axis = node.attrs.get("axis", -1)
    axis = axis + len(s) + 1 if axis < 0 else axis
    s.insert(axis, depth)
    return [(tuple(s), x.dtype(2))]


_UNARY = """Abs Acos Acosh Asin Asinh Atan Atanh BitwiseNot Ceil Celu Clip Cos Cosh CumSum Elu Erf
Exp Floor Gelu HardSigmoid HardSwish Hardmax LeakyRelu Log LogSoftmax LpNormalization Mish Neg
Reciprocal Relu Round Selu Shrink Sigmoid Sign Sin Sinh Softmax Softplus Softsign Sqrt Tan Tanh
ThresholdedRelu Trilu FastGelu QuickGelu BiasGelu Gelu GemmFastGelu BatchNormalization
InstanceNormalization GroupNormalization MeanVarianceNormalization RotaryEmbedding ScatterND
ScatterElements Scatter ReverseSequence Swish Silu LRN""".split()
_BINARY = "Add Sub Mul Div Pow Mod Max Min Sum Mean BitShift BitwiseAnd BitwiseOr BitwiseXor PRelu".split()
_COMPARE = "Equal Less Greater LessOrEqual GreaterOrEqual And Or Xor".split()
_REDUCE = """ReduceSum ReduceMean ReduceMax ReduceMin ReduceProd ReduceL1 ReduceL2 ReduceLogSum
ReduceLogSumExp ReduceSumSquare""".split()

SHAPE_FUNCS: dict[str, Callable[[Node, _In, int], list[Out]]] = {
    **{op: _same for op in _UNARY},
    **{op: _elementwise for op in _BINARY},
    **{op: _compare for op in _COMPARE},
    **{op: _reduce for op in _REDUCE},
    "Not": _same_bool, "IsNaN": _same_bool, "IsInf": _same_bool,
    "Where": _where, "MatMul": _matmul, "MatMulInteger": _matmul, "FusedMatMul": _fused_matmul,
    "MatMulNBits": _matmul_nbits, "Gemm": _gemm, "Transpose": _transpose, "Reshape": _reshape,
    "Flatten": _flatten, "Concat": _concat, "Split": _split, "Slice": _slice, "Gather": _gather,
    "GatherElements": _gather_elements, "GatherND": _gather_nd, "Squeeze": _squeeze,
    "Unsqueeze": _unsqueeze, "Expand": _expand, "Tile": _tile, "Shape": _shape, "Size": _size,
    "ConstantOfShape": _constant_of_shape, "Range": _range, "Cast": _cast, "CastLike": _cast_like,
    "ArgMax": _argreduce, "ArgMin": _argreduce, "TopK": _topk,
    "LayerNormalization": _layernorm, "SimplifiedLayerNormalization": _layernorm,
    "RMSNormalization": _layernorm,
    "SkipLayerNormalization": _skip_layernorm, "SkipSimplifiedLayerNormalization": _skip_layernorm,
    "EmbedLayerNormalization": _embed_layernorm,
    "MultiHeadAttention": _mha, "GroupQueryAttention": _gqa, "Einsum": _einsum, "Pad": _pad,
    "Dropout": _dropout, "DequantizeLinear": _dequantize, "QuantizeLinear": _quantize,
    "Identity": _identity, "NonZero": _nonzero, "OneHot": _one_hot,
}
# Domains whose op types the table above describes (ai.onnx and onnxruntime's contrib ops).
KNOWN_DOMAINS = {"", "ai.onnx", "com.microsoft"}


def shape_func(node: Node) -> Callable[[Node, _In, int], list[Out]] | None:
    if node.domain not in KNOWN_DOMAINS:
        return None
    if node.op_type == "Attention":
        return _ms_attention if node.domain == "com.microsoft" else _attention23
    return SHAPE_FUNCS.get(node.op_type)


# ---------------------------------------------------------------- constant folding


def _fold_slice(node, v, opset):
    data = v[0]
    if opset < 10:
        starts, ends, axes, steps = node.attrs["starts"], node.attrs["ends"], node.attrs.get("axes"), None
    else:
        starts, ends = v[1].tolist(), v[2].tolist()
        axes = v[3].tolist() if len(v) > 3 and v[3] is not None else None
        steps = v[4].tolist() if len(v) > 4 and v[4] is not None else None
    axes = axes if axes is not None else list(range(len(starts)))
    steps = steps or [1] * len(starts)
    idx = [slice(None)] * data.ndim
    for a, st, en, sp in zip(axes, starts, ends, steps):
        idx[a] = slice(st, en, sp)
    return data[tuple(idx)]


def _fold_squeeze(node, v, opset, shape):
    return v[0].reshape(shape)


def _fold_split(node, v, opset, shapes):
    axis = node.attrs.get("axis", 0)
    cuts = np.cumsum([s[axis % v[0].ndim] for s in shapes])[:-1]
    return np.split(v[0], cuts, axis=axis)


def _np_binary(fn):
    return lambda node, v, opset: fn(v[0], v[1])


def _div(a, b):
    if np.issubdtype(a.dtype, np.integer):
        if np.any(b == 0):
            raise ShapeError("integer division by zero")
        return np.trunc(a / b).astype(a.dtype)  # ONNX integer Div truncates
    return a / b


def _mod(node, v, opset):
    return np.fmod(v[0], v[1]) if node.attrs.get("fmod") else np.mod(v[0], v[1])


def _fold_cast(node, v, opset):
    dt = _NP_DTYPES.get(node.attrs.get("to"))
    if dt is None:
        raise _Unknown
    return v[0].astype(dt)


def _fold_reduce(fn):
    def fold(node, v, opset):
        since = 13 if node.op_type == "ReduceSum" else 18
        if opset >= since or "axes" not in node.attrs:
            axes = v[1].tolist() if len(v) > 1 and v[1] is not None else None
        else:
            axes = list(node.attrs["axes"])
        if not axes:
            if node.attrs.get("noop_with_empty_axes", 0):
                return v[0]
            axes = None
        return fn(v[0], axis=None if axes is None else tuple(axes),
                  keepdims=bool(node.attrs.get("keepdims", 1)))
    return fold


def _fold_constant_of_shape(node, v, opset):
    val = node.attrs.get("value")
    fill = val.reshape(-1)[0] if isinstance(val, np.ndarray) else np.float32(0)
    return np.full(tuple(int(d) for d in v[0]), fill, dtype=np.asarray(fill).dtype)


def _fold_range(node, v, opset):
    return np.arange(v[0].reshape(-1)[0], v[1].reshape(-1)[0], v[2].reshape(-1)[0]).astype(v[0].dtype)


FOLDERS: dict[str, Callable] = {
    "Add": _np_binary(np.add), "Sub": _np_binary(np.subtract), "Mul": _np_binary(np.multiply),
    "Div": _np_binary(_div), "Mod": _mod, "Pow": _np_binary(lambda a, b: np.power(a, b).astype(a.dtype)),
    "Equal": _np_binary(np.equal), "Less": _np_binary(np.less), "Greater": _np_binary(np.greater),
    "LessOrEqual": _np_binary(np.less_equal), "GreaterOrEqual": _np_binary(np.greater_equal),
    "And": _np_binary(np.logical_and), "Or": _np_binary(np.logical_or),
    "Xor": _np_binary(np.logical_xor), "Not": lambda n, v, o: np.logical_not(v[0]),
    "Neg": lambda n, v, o: -v[0], "Abs": lambda n, v, o: np.abs(v[0]),
    "Sqrt": lambda n, v, o: np.sqrt(v[0]), "Floor": lambda n, v, o: np.floor(v[0]),
    "Ceil": lambda n, v, o: np.ceil(v[0]), "Reciprocal": lambda n, v, o: 1 / v[0],
    "Max": lambda n, v, o: np.maximum.reduce(v), "Min": lambda n, v, o: np.minimum.reduce(v),
    "Sum": lambda n, v, o: np.add.reduce(v),
    "Where": lambda n, v, o: np.where(v[0], v[1], v[2]),
    "Identity": lambda n, v, o: v[0], "Cast": _fold_cast,
    "CastLike": lambda n, v, o: v[0].astype(v[1].dtype),
    "Shape": None,  # folded from the input shape (below), needs no input value
    "Size": None,
    "Gather": lambda n, v, o: np.take(v[0], v[1], axis=n.attrs.get("axis", 0)),
    "Concat": lambda n, v, o: np.concatenate([a for a in v if a is not None], axis=n.attrs.get("axis", 0)),
    "Unsqueeze": _fold_squeeze, "Squeeze": _fold_squeeze, "Reshape": _fold_squeeze,
    "Flatten": _fold_squeeze,
    "Slice": _fold_slice, "Split": _fold_split,
    "Expand": lambda n, v, o: np.broadcast_to(v[0], np.broadcast_shapes(v[0].shape, tuple(v[1]))).copy(),
    "Tile": lambda n, v, o: np.tile(v[0], tuple(v[1])),
    "Transpose": lambda n, v, o: np.transpose(v[0], n.attrs.get("perm")),
    "ConstantOfShape": _fold_constant_of_shape, "Range": _fold_range,
    "ReduceSum": _fold_reduce(np.sum), "ReduceProd": _fold_reduce(np.prod),
    "ReduceMax": _fold_reduce(np.max), "ReduceMin": _fold_reduce(np.min),
    "Trilu": lambda n, v, o: (np.triu if n.attrs.get("upper", 1) else np.tril)(
        v[0], int(v[1].reshape(-1)[0]) if len(v) > 1 and v[1] is not None else 0),
}
_SHAPE_ARG = {"Unsqueeze", "Squeeze", "Reshape", "Flatten"}  # folder takes the output shape


def _fold(node: Node, ins: list[TensorInfo | None], outs: list[Out], opset: int) -> list[Any] | None:
    """Values of the outputs when every input value is known and the outputs are small."""
    op = node.op_type
    if op not in FOLDERS or node.domain not in KNOWN_DOMAINS:
        return None
    if any(s is None or prod(s) > MAX_FOLD for s, _ in outs):
        return None
    if op == "Shape":
        s = ins[0].shape
        return [np.array(s[node.attrs.get("start", 0): node.attrs.get("end")], dtype=np.int64)]
    if op == "Size":
        return [np.array(prod(ins[0].shape), dtype=np.int64)]
    vals = [None if t is None else t.value for t in ins]
    if any(t is not None and v is None for t, v in zip(ins, vals)):
        return None
    try:
        with np.errstate(all="ignore"):
            if op in _SHAPE_ARG:
                res = FOLDERS[op](node, vals, opset, outs[0][0])
            elif op == "Split":
                return FOLDERS[op](node, vals, opset, [s for s, _ in outs])
            else:
                res = FOLDERS[op](node, vals, opset)
    except (_Unknown, ShapeError, ValueError, TypeError, IndexError):
        return None
    res = np.asarray(res)
    dt = outs[0][1]
    if dt in _NP_DTYPES and res.dtype != _NP_DTYPES[dt]:
        res = res.astype(_NP_DTYPES[dt])
    return [res]


# ---------------------------------------------------------------- the pass


def _opset(graph: Graph, domain: str) -> int:
    if domain in ("", "ai.onnx"):
        return graph.opsets.get("", graph.opsets.get("ai.onnx", 23))
    return graph.opsets.get(domain, 1)


def propagate(graph: Graph, fallback: Fallback | None = None) -> list[tuple[Node, str]]:
    """Fill ``shape``/``dtype``/``value`` of every node output, in node order.

    Inputs, weights and constants must already carry their shapes. Returns ``(node, reason)``
    for each node whose outputs could not be resolved although its input shapes were known
    (the root causes, not the cascade); those outputs keep ``shape=None``.
    """
    tensors = graph.tensors
    notes: list[tuple[Node, str]] = []
    opset_ai = _opset(graph, "")
    for node in graph.nodes:
        ins = [tensors.get(i) if i else None for i in node.inputs]
        opset = opset_ai if node.domain in ("", "ai.onnx") else _opset(graph, node.domain)
        outs: list[Out] | None = None
        reason = ""
        fn = shape_func(node)
        if fn is not None:
            try:
                outs = fn(node, _In(ins), opset)
            except _Unknown:
                reason = "an input shape or value is unknown"
            except Malformed as exc:
                raise AoeError(f"malformed model: {node.op_type} node '{node.name}': {exc}") from None
            except ShapeError as exc:
                reason = str(exc)
            except (KeyError, IndexError, TypeError, ValueError, ZeroDivisionError) as exc:
                reason = f"malformed node ({type(exc).__name__}: {exc})"
        elif fallback is not None:
            outs = fallback(node, ins)
            if outs is None:
                reason = "no shape function"
        else:
            reason = "no shape function"
        values = _fold(node, ins, outs, opset) if outs is not None else None
        for i, name in enumerate(node.outputs):
            if not name:
                continue
            info = tensors.get(name)
            if info is None:
                info = tensors[name] = TensorInfo(name)
            if outs is not None and i < len(outs):
                shape, dtype = outs[i]
                info.shape = tuple(int(d) for d in shape) if shape is not None else None
                if dtype is not None:
                    info.dtype = dtype
                if values is not None and i < len(values):
                    info.value = values[i]
        if outs is None or any(o and (i >= len(outs) or outs[i][0] is None)
                               for i, o in enumerate(node.outputs)):
            if not reason:
                reason = "shape not inferable"
            if all(t is None or t.shape is not None for t in ins):
                notes.append((node, reason))
    return notes
