"""GEMM: every MatMul/Gemm (and GE MatMulV2/V3, BatchMatMulV2) left over with a weight operand.

Runs last, after the fused families took their GEMMs. B must be a weight, possibly reached
through Transpose/Cast/Reshape (torch exports ``x @ W.T`` as ``MatMul(x, Transpose(W))``; the
Transpose joins the instance and sets ``trans_b``). A following ``Add`` of a constant folds in
as the bias. A MatMul with ``k = 1`` is an outer product, not a GEMM (a rotary embedding's
``positions x inv_freq``, once an exporter constant-folds one side into a weight, would
otherwise be a spurious gemm task); it is left unmatched. A MatMul of two activations
(attention scores outside a matched attention, rotary frequencies) is not a gemm task: it is
reported as unmatched.

Shape choice: an activation ``[b, s, k]`` times a shared 2-D weight ``[k, n]`` is ONE GEMM with
``m = b*s, batch = 1`` (the weight is loaded once for all rows); ``batch`` counts only batch
dims the weight operand itself carries (e.g. a stacked ``[e, k, n]`` weight).

Weight-only quantized GEMMs: onnxruntime's ``MatMulNBits`` (``A [.., K]`` times a packed
``bits``-bit weight stored ``[N, K/block, block*bits/8]``, i.e. transposed) is a gemm task
with ``trans_b`` set and two more key fields, ``weight_dtype`` (``int<bits>``) and
``block_size`` (DESIGN.md: the activation dtype stays the key's dtype). Its own bias input, or
a following constant Add, is its bias.
"""
from __future__ import annotations

from ge_bridge.errors import AoeError

from .base import MATMUL, Context
from .instance import (
    Instance,
    attr,
    gemm_dims,
    gemm_io,
    is_constant,
    need_dtype,
    need_shape,
    numel,
    weight_operand,
)

QUANTIZED = ("ms:MatMulNBits",)
PATTERN_OPS = MATMUL + QUANTIZED


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
    if ctx.mg.op(vid) in QUANTIZED:
        a, b, bias, shape = _nbits(ctx, node)
        walked = []
    else:
        a, b, bias, _ta, _tb = gemm_io(node)
        is_w, walked, transposed = weight_operand(graph, b)
        if not is_w:
            return None
        shape = gemm_dims(graph, node, b_transposed_by_graph=transposed)
        if shape["k"] == 1:
            return None  # an outer product (rotary inv_freq x positions): elementwise work
    dtype = need_dtype(graph, a, node)
    out = node.outputs[0]
    roles = {"a": a, "b": b, "mm": out}
    vids = [vid]
    has_bias = bool(bias)
    if not has_bias:
        add = ctx.const_follower(vid, ("Add", "BiasAdd"))
        if add is not None and _is_bias(ctx, ctx.mg.node(add), shape["n"]):
            vids.append(add)
            has_bias = True
            out = ctx.mg.node(add).outputs[0]
            bias = next(t for t in ctx.mg.node(add).inputs if is_constant(graph, t))
    if bias:
        roles["bias"] = bias
    shape["bias"] = has_bias
    if "weight_dtype" in shape:  # the optional key fields come after the shape fields
        shape = {**{k: v for k, v in shape.items() if k not in ("weight_dtype", "block_size")},
                 "weight_dtype": shape["weight_dtype"], "block_size": shape["block_size"]}
    nodes = ctx.claim(vids, walked)
    return Instance("gemm", nodes, shape, dtype, "gemm", io={"a": a, "b": b, "out": out},
                    roles=roles)


def _nbits(ctx: Context, node) -> tuple[str, str, str, dict]:
    """``(a, b, bias, shape)`` of a com.microsoft MatMulNBits node (inputs: A, B, scales,
    zero_points, g_idx, bias)."""
    ins = list(node.inputs) + [""] * 6
    a = ins[0]
    try:
        k, n = int(attr(node, "K")), int(attr(node, "N"))
        bits, block = int(attr(node, "bits", 4)), int(attr(node, "block_size"))
    except (TypeError, ValueError):
        raise AoeError(f"MatMulNBits node '{node.name}' lacks its K, N or block_size "
                       f"attribute") from None
    sa = need_shape(ctx.graph, a, node)
    if not sa or sa[-1] != k or not 2 <= bits <= 8 or block < 1:
        raise AoeError(f"MatMulNBits node '{node.name}': input of shape {list(sa)} does not "
                       f"fit K={k} (bits={bits}, block_size={block})")
    shape = {"m": numel(sa) // k, "n": n, "k": k, "batch": 1, "trans_a": False,
             "trans_b": True, "bias": False, "weight_dtype": f"int{bits}", "block_size": block}
    return a, ins[1], ins[5], shape


def _is_bias(ctx: Context, add, n: int) -> bool:
    for t in add.inputs:
        shape = ctx.graph.shape(t)
        if is_constant(ctx.graph, t):
            return shape is not None and len(shape) >= 1 and shape[-1] in (n, 1) and \
                all(d == 1 for d in shape[:-1])
    return False
