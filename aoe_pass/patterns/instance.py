"""What a pattern match yields (:class:`Instance`) and the tensor helpers families share.

Every helper that reads a shape or dtype a task needs goes through :func:`need_shape` /
:func:`need_dtype`, so an unresolved shape or an unsupported dtype on a matched op is one clear
:class:`AoeError` naming the tensor and node.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from ge_bridge.errors import AoeError
from ge_bridge.graph import Graph, Node

SUPPORTED_DTYPES = ("float16", "bfloat16", "float32")

# Ops that only move or re-view data; walking through them keeps "the same tensor".
LAYOUT_OPS = frozenset({
    "Transpose", "TransposeD", "Reshape", "Flatten", "Squeeze", "Unsqueeze", "Expand", "Tile",
    "Cast", "CastLike", "Identity", "Dropout", "ExpandDims", "BroadcastTo", "TileD",
})


@dataclass
class Instance:
    """One matched operator instance (node indices into ``graph.nodes``)."""

    kind: str
    nodes: list[int]
    shape: dict[str, Any]
    dtype: str
    pattern: str
    io: dict[str, str] = field(default_factory=dict)  # named tensors: "a", "q", "out", ...
    # each kernel operand's role -> the tensor holding it (a fused node records them so a
    # runtime binds its kernel by role): gemm a, b, bias, mm (the MatMul's output); attention
    # q, kt, v, scale_mul|scale_div, mask_add|mask_keep|mask_drop, mask_fill, guard_zero; ffn
    # x, w_gate, w_up, w_down (w_gate_up, bias_*: forms without a kernel operand); norms x,
    # gamma, beta, eps, normed (a fused norm op's output), skip
    roles: dict[str, str] = field(default_factory=dict)
    role: str = ""  # gemm roles for tensor parallelism: q, kv, qkv, o, lm_head
    attention: Instance | None = field(default=None, repr=False)  # of a q/kv/qkv/o gemm


def need_shape(graph: Graph, tensor: str, node: Node) -> tuple[int, ...]:
    shape = graph.shape(tensor)
    if shape is None or any(not isinstance(d, int) or d < 0 for d in shape):
        raise AoeError(
            f"shape of tensor '{tensor}' (input of {node.op_type} node '{node.name}') is "
            f"unresolved: bind the model's symbolic dims with --dim NAME=VALUE")
    return tuple(shape)


def need_dtype(graph: Graph, tensor: str, node: Node) -> str:
    dtype = graph.dtype(tensor)
    if dtype not in SUPPORTED_DTYPES:
        what = "unknown" if dtype is None else f"unsupported ({dtype})"
        raise AoeError(
            f"dtype of tensor '{tensor}' on {node.op_type} node '{node.name}' is {what}: "
            f"tunable ops take {', '.join(SUPPORTED_DTYPES)}")
    return dtype


def numel(shape: tuple[int, ...]) -> int:
    return math.prod(shape)


def attr(node: Node, name: str, default: Any = None) -> Any:
    value = node.attrs.get(name, default)
    if isinstance(value, bytes):
        value = value.decode()
    return value


# Value-preserving ops a constant may reach an operand through: exporters deduplicate equal
# initializers (the TorchScript exporter feeds every zero bias and unit gamma after the first
# through an ``Identity`` of the first one) and fp16 converters wrap weights in ``Cast``.
CONST_PASSTHROUGH = frozenset({"Identity", "Cast", "CastLike"})


def is_constant(graph: Graph, tensor: str) -> bool:
    """A weight, a folded constant, a Constant node's output, or one of these through
    :data:`CONST_PASSTHROUGH` ops (whatever its size: no value is read)."""
    for _ in range(8):
        if graph.is_weight(tensor) or graph.const_value(tensor) is not None:
            return True
        p = graph.producer(tensor)
        if p is None:
            return False
        if p.op_type in ("Constant", "Const"):
            return True
        if p.op_type not in CONST_PASSTHROUGH or not p.inputs or not p.inputs[0]:
            return False
        tensor = p.inputs[0]
    return False


def data_input(graph: Graph, node: Node) -> str:
    """The first non-constant input (the data operand of a unary-with-constant op)."""
    for t in node.inputs:
        if t and not is_constant(graph, t):
            return t
    return node.inputs[0] if node.inputs else ""


def _is_scale(graph: Graph, tensor: str) -> bool:
    shape = graph.shape(tensor)
    return is_constant(graph, tensor) or (shape is not None and numel(shape) == 1)


def walk_up(graph: Graph, tensor: str, ops: frozenset[str] = LAYOUT_OPS,
            scale_ops: bool = False) -> tuple[str, list[Node]]:
    """Follow producers through ``ops`` (and, with ``scale_ops``, Mul/Div by a constant).

    Returns the first tensor not produced by such an op and the nodes walked through.
    """
    walked: list[Node] = []
    for _ in range(64):
        prod = graph.producer(tensor)
        if prod is None or prod.op_type in ("Constant", "Const"):
            break
        if prod.op_type in ops:
            tensor = prod.inputs[0]
        elif scale_ops and prod.op_type in ("Mul", "Div", "RealDiv", "Muls") and \
                len(prod.inputs) == 2 and sum(_is_scale(graph, t) for t in prod.inputs) == 1:
            # a scale: a constant, or a single-element tensor (unoptimised exports compute the
            # softmax scale with Sqrt/Div nodes); it changes no shape, so walk through it
            tensor = next(t for t in prod.inputs if not _is_scale(graph, t))
        else:
            break
        walked.append(prod)
    return tensor, walked


def weight_operand(graph: Graph, tensor: str) -> tuple[bool, list[Node], bool]:
    """Is ``tensor`` a weight (possibly through Transpose/Cast/Identity/Reshape of one)?

    Returns ``(is_weight, nodes walked, transposed)``; ``transposed`` is true when an odd number
    of Transposes swapped the last two axes (torch exports ``x @ W.T`` that way).
    """
    walked: list[Node] = []
    transposed = False
    for _ in range(8):
        if is_constant(graph, tensor):
            return True, walked, transposed
        prod = graph.producer(tensor)
        if prod is None or prod.op_type not in ("Transpose", "TransposeD", "Cast", "Identity",
                                                 "Reshape", "Unsqueeze", "Squeeze"):
            return False, [], False
        if prod.op_type.startswith("Transpose"):
            perm = attr(prod, "perm")
            if perm is None and len(prod.inputs) > 1:
                value = graph.const_value(prod.inputs[1])
                perm = None if value is None else [int(v) for v in value.ravel()]
            rank = len(perm) if perm else 2
            if perm is None or list(perm[-2:]) == [rank - 1, rank - 2]:
                transposed = not transposed
        walked.append(prod)
        tensor = prod.inputs[0]
    return False, [], False


def gemm_io(node: Node) -> tuple[str, str, str, bool, bool]:
    """``(a, b, bias, trans_a, trans_b)`` of a matmul-like node from its own attributes."""
    op = node.op_type
    ins = list(node.inputs) + ["", "", ""]
    if op == "Gemm" or op == "FusedMatMul":
        ta, tb = bool(attr(node, "transA", 0)), bool(attr(node, "transB", 0))
    elif op in ("MatMulV2", "MatMulV3"):
        ta, tb = bool(attr(node, "transpose_x1", 0)), bool(attr(node, "transpose_x2", 0))
    elif op.startswith("BatchMatMul"):
        ta, tb = bool(attr(node, "adj_x1", 0)), bool(attr(node, "adj_x2", 0))
    else:
        ta = tb = False
    bias = ins[2] if op in ("Gemm", "MatMulV2", "MatMulV3", "BatchMatMulV2", "BatchMatMulV3") \
        else ""
    return ins[0], ins[1], bias, ta, tb


def gemm_dims(graph: Graph, node: Node, b_transposed_by_graph: bool = False) -> dict[str, Any]:
    """m, n, k, batch, trans_a, trans_b of a matmul-like node (DESIGN.md gemm fields).

    A is ``[batch.., m, k]`` and B ``[k, n]`` after normalising transposes. When B is a shared
    2-D weight, an activation ``[b, s, k]`` folds into ``m = b*s, batch = 1`` (one weight, one
    GEMM); ``batch`` counts only batch dims the B operand itself carries.
    ``b_transposed_by_graph``: B reaches the node through a Transpose the instance absorbed.
    """
    a, b, _bias, ta, tb = gemm_io(node)
    sa, sb = need_shape(graph, a, node), need_shape(graph, b, node)
    if len(sa) < 2 or len(sb) < 1:
        raise AoeError(f"{node.op_type} node '{node.name}' has operands of rank < 2")
    if len(sb) == 1:
        sb = (sb[0], 1)
    k = sa[-2] if ta else sa[-1]
    n = sb[-2] if tb else sb[-1]
    batch = numel(sb[:-2]) if len(sb) > 2 else 1
    m = numel(sa) // max(1, k * batch)
    return {"m": m, "n": n, "k": k, "batch": batch, "trans_a": ta,
            "trans_b": tb != b_transposed_by_graph}
