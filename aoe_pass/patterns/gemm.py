"""GEMM: every MatMul/Gemm (and GE MatMulV2/V3, BatchMatMulV2) left over with a weight operand.

Runs last, after the fused families took their GEMMs. B must be a weight, possibly reached
through Transpose/Cast/Reshape (torch exports ``x @ W.T`` as ``MatMul(x, Transpose(W))``; the
Transpose joins the instance and sets ``trans_b``). A following ``Add`` of a constant folds in
as the bias. A MatMul of two activations (attention scores outside a matched attention, rotary
frequencies) is not a gemm task: it is reported as unmatched.

Shape choice: an activation ``[b, s, k]`` times a shared 2-D weight ``[k, n]`` is ONE GEMM with
``m = b*s, batch = 1`` (the weight is loaded once for all rows); ``batch`` counts only batch
dims the weight operand itself carries (e.g. a stacked ``[e, k, n]`` weight).
"""
from __future__ import annotations

from .base import MATMUL, Context
from .instance import Instance, gemm_dims, gemm_io, need_dtype, weight_operand

PATTERN_OPS = MATMUL


def find(ctx: Context) -> list[Instance]:
    mg = ctx.mg
    found: list[Instance] = []
    for vid in mg.vertices(PATTERN_OPS):
        if mg.g.nodes[vid].get("fused"):
            continue
        inst = make_gemm(ctx, vid)
        if inst is not None:
            found.append(inst)
    found.sort(key=lambda i: i.nodes[0])
    return found


def make_gemm(ctx: Context, vid: int) -> Instance | None:
    """A gemm instance for matmul vertex ``vid`` if B is a weight (``None`` otherwise)."""
    graph = ctx.graph
    node = ctx.mg.node(vid)
    a, b, bias, _ta, _tb = gemm_io(node)
    is_w, walked, transposed = weight_operand(graph, b)
    if not is_w:
        return None
    shape = gemm_dims(graph, node, b_transposed_by_graph=transposed)
    dtype = need_dtype(graph, a, node)
    out = node.outputs[0]
    vids = [vid]
    has_bias = bool(bias)
    if not has_bias:
        add = ctx.const_follower(vid, ("Add", "BiasAdd"))
        if add is not None and _is_bias(ctx, ctx.mg.node(add), shape["n"]):
            vids.append(add)
            has_bias = True
            out = ctx.mg.node(add).outputs[0]
    shape["bias"] = has_bias
    nodes = ctx.claim(vids, walked)
    return Instance("gemm", nodes, shape, dtype, "gemm", io={"a": a, "b": b, "out": out})


def _is_bias(ctx: Context, add, n: int) -> bool:
    for t in add.inputs:
        shape = ctx.graph.shape(t)
        if ctx.graph.is_weight(t) or ctx.graph.const_value(t) is not None:
            return shape is not None and len(shape) >= 1 and shape[-1] in (n, 1) and \
                all(d == 1 for d in shape[:-1])
    return False
