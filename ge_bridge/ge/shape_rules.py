"""Output shapes of GE ops, one rule per op type (:data:`SHAPE_RULES`, as
:data:`ge_bridge.shapes.SHAPE_FUNCS` is for ONNX ops).

A GE dump records every tensor's shape, but dynamic (-1) dims stay -1 downstream of a ``Data``
node; once the ``Data`` dims are bound, these rules recompute the outputs of the common
Transformer ops (elementwise, MatMul/BatchMatMul, norms, softmax, SwiGlu, attention, layout
ops). An op without a rule keeps its unresolved outputs unresolved.
"""
from __future__ import annotations

from typing import Any, Callable

from ..graph import Node, TensorInfo
from ..shapes import ShapeError, broadcast, reshape_shape

__all__ = ["SHAPE_RULES", "ge_shape"]

Shape = tuple[int, ...]
# (node, input shapes (None: unknown), input tensors) -> output shapes, or None if unknown
Rule = Callable[[Node, list[Any], list[Any]], Any]

_ELEMENTWISE = """Add AddV2 Sub Mul RealDiv Div Maximum Minimum Pow Cast Relu Gelu FastGelu
FastGeluV2 Swish Silu Sigmoid Tanh Exp Sqrt Rsqrt Neg Square Muls Adds Axpy Identity
LeakyRelu Erf Log Abs Reciprocal SelectV2 Select Equal Less Greater""".split()
_LIKE_X = ("SoftmaxV2", "Softmax", "PromptFlashAttention", "IncreFlashAttention",
           "FusedInferAttentionScore", "ApplyRotaryPosEmb", "RotaryMul", "TransData")


def ge_shape(node: Node, ins: list[TensorInfo | None]) -> list[Shape] | None:
    """Output shapes of a GE op from its (resolved) input shapes, or None if unknown."""
    shapes = [None if i is None else i.shape for i in ins]
    if any(d < 0 for s in shapes if s is not None for d in s):
        return None
    rule = SHAPE_RULES.get(node.op_type)
    if rule is None:
        return None
    if rule is not _elementwise and shapes and shapes[0] is None:
        return None
    return rule(node, shapes, ins)


def _elementwise(node: Node, shapes: list, ins: list) -> list[Shape] | None:
    known = [s for s in shapes if s is not None]
    return [broadcast(*known)] if len(known) == len([s for s in ins if s is not None]) else None


def _like_x(node: Node, shapes: list, ins: list) -> list[Shape]:
    return [shapes[0]]


def _matmul(node: Node, shapes: list, ins: list) -> list[Shape]:
    a = node.attrs
    x1, x2 = list(shapes[0]), list(shapes[1])
    t1 = a.get("transpose_x1", a.get("adj_x1", 0))
    t2 = a.get("transpose_x2", a.get("adj_x2", 0))
    if t1:
        x1[-1], x1[-2] = x1[-2], x1[-1]
    if t2:
        x2[-1], x2[-2] = x2[-2], x2[-1]
    if x1[-1] != x2[-2]:
        raise ShapeError(f"{node.op_type} inner dims differ")
    return [broadcast(tuple(x1[:-2]), tuple(x2[:-2])) + (x1[-2], x2[-1])]


def _norm(node: Node, shapes: list, ins: list) -> list[Shape]:
    add = node.op_type == "AddRmsNorm"
    x = shapes[0] if not add else broadcast(shapes[0], shapes[1])
    stats = x[:-1] + (1,)
    return [x, stats, x] if add else [x, stats, stats]


def _swiglu(node: Node, shapes: list, ins: list) -> list[Shape]:
    s = list(shapes[0])
    ax = node.attrs.get("dim", -1)
    s[ax] //= 2
    return [tuple(s)]


def _flash_attention_score(node: Node, shapes: list, ins: list) -> list:
    """Outputs: softmax_max, softmax_sum, softmax_out, attention_out."""
    q, heads, layout = shapes[0], node.attrs.get("head_num", 0), node.attrs.get("input_layout", "BSH")
    b_, s_ = {"BSH": (q[0], q[1]), "BSND": (q[0], q[1]), "SBH": (q[1], q[0]),
              "BNSD": (q[0], q[2])}.get(layout, (None, None))
    stats = (b_, heads, s_, 8) if b_ is not None and heads else None
    return [stats, stats, None, q]


def _gather(node: Node, shapes: list, ins: list) -> list[Shape] | None:
    op = node.op_type
    if len(shapes) <= 1 or shapes[1] is None:
        return None
    axis = node.attrs.get("axis", 0)
    if op == "GatherV2" and len(ins) > 2 and ins[2] is not None and ins[2].value is not None:
        axis = int(ins[2].value.reshape(-1)[0])
    params = shapes[0]
    if not params:
        raise ShapeError(f"{op} on a scalar")
    axis %= len(params)
    return [params[:axis] + shapes[1] + params[axis + 1:]]


def _transpose(node: Node, shapes: list, ins: list) -> list[Shape] | None:
    if "perm" not in node.attrs:
        return None
    return [tuple(shapes[0][p] for p in node.attrs["perm"])]


def _reshape(node: Node, shapes: list, ins: list) -> list[Shape] | None:
    if len(ins) <= 1 or ins[1] is None or ins[1].value is None:
        return None
    return [reshape_shape(shapes[0], [int(v) for v in ins[1].value.reshape(-1)])]


SHAPE_RULES: dict[str, Rule] = {
    **{op: _elementwise for op in _ELEMENTWISE},
    **{op: _matmul for op in ("MatMul", "MatMulV2", "MatMulV3", "BatchMatMul", "BatchMatMulV2",
                              "BatchMatMulV3")},
    **{op: _norm for op in ("RmsNorm", "AddRmsNorm", "LayerNorm", "LayerNormV3", "LayerNormV4")},
    **{op: _like_x for op in _LIKE_X},
    "SwiGlu": _swiglu,
    "FlashAttentionScore": _flash_attention_score,
    **{op: _gather for op in ("GatherV2", "GatherV2D", "Gather")},
    "Transpose": _transpose, "TransposeD": _transpose,
    "Reshape": _reshape,
}
