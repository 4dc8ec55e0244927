"""Attention: the core QK^T -> scale -> mask -> Softmax -> PV, eager or fused.

Eager form (anchor: Softmax): ``MatMul(Q, K^T) [-> Mul|Div scale] [-> Add|Where mask] ->
Softmax -> MatMul(., V)``; Q/K may come pre-scaled (torch's SDPA decomposition scales both by
sqrt(scale)), Casts around the float32 Softmax are transparent. The Q/K/V/O projections are
not part of it (they are gemm tasks).

Fused forms: ONNX ``Attention`` (opset 23), com.microsoft ``Attention`` (its packed QKV
projection is inside the op and is not a separate gemm task), ``MultiHeadAttention``,
``GroupQueryAttention``; GE ``FlashAttentionScore``, ``PromptFlashAttention``,
``IncreFlashAttention``.

Shape: batch, q_heads, kv_heads, seq_q, seq_kv, head_dim, causal.

kv_heads (grouped-query attention): K reaches the QK MatMul through layout ops (Transpose,
Reshape, Unsqueeze/Expand/Tile of the GQA repeat, a constant scale); walking up through them
to the first real producer (the K projection, RoPE, the KV-cache Concat, a packed-QKV Split)
gives the tensor before repetition, and ``kv_heads = numel / (batch * seq_kv * head_dim)``.

causal: decided from the graph, in this order:
1. fused ops: their own flag (``is_causal``, ``unidirectional``, GQA is always causal, GE
   ``sparse_mode`` 2/3/4 = causal band modes, or ``next_tokens`` 0);
2. the mask operand's ancestry (bounded search, up to 400 nodes) contains a ``Trilu``; or a
   comparison (Less/LessOrEqual/Greater/GreaterOrEqual) whose BOTH operands descend from a
   ``Range`` (torch exports build ``kv_idx <= q_idx`` that way; a padding mask compares one
   index with data, never two index ranges);
3. a float or boolean constant in that ancestry (small shapes are constant-folded by the
   importer) whose last two axes are triangular: one value strictly above the (bottom-right
   aligned) diagonal, another on and below it.
Both searches follow values only: never through ``Shape``/``Size`` (a cross-attention mask
sized from the decoder's states would reach the decoder's causal mask), and into a lookup
(``Gather``) only through its table, not its indices (a T5 encoder's relative-position buckets
are a triangular integer pattern of a bidirectional bias).
Otherwise (no mask, padding-only mask, a mask fed from a graph input) it is not causal.
With a single query row (decode), causal masking is a no-op (the new token sees the whole
cache), so ``causal`` is normalised to False there: one key for the same work.
"""
from __future__ import annotations

from collections import deque

import numpy as np

from ge_bridge.errors import AoeError
from ge_bridge.graph import Graph, Node

from .base import MATMUL, SOFTMAX, Context, Pattern, PNode
from .instance import (
    LAYOUT_OPS,
    Instance,
    attr,
    gemm_io,
    is_constant,
    need_dtype,
    need_shape,
    numel,
    walk_up,
)

EAGER = Pattern(
    "attention_eager",
    {
        "qk": PNode(MATMUL),
        "scale": PNode(("Mul", "Div", "RealDiv", "Muls"), optional=True),
        "mask": PNode(("Add", "Where"), optional=True),
        "sm": PNode(SOFTMAX),
        "pv": PNode(MATMUL),
    },
    [("qk", "scale", 0), ("scale", "mask", None), ("mask", "sm", 0), ("sm", "pv", 0)],
    anchor="sm",
)
# torch's SDPA decomposition guards fully masked rows: Where(IsNaN(p), 0, p) after Softmax.
EAGER_GUARDED = Pattern(
    "attention_eager",
    {**EAGER.nodes, "isnan": PNode(("IsNaN",)), "guard": PNode(("Where",))},
    [("qk", "scale", 0), ("scale", "mask", None), ("mask", "sm", 0), ("sm", "isnan", 0),
     ("isnan", "guard", 0), ("sm", "guard", 2), ("guard", "pv", 0)],
    anchor="sm",
)
PATTERNS = [EAGER_GUARDED, EAGER]

FUSED = ("Attention", "ms:Attention", "ms:MultiHeadAttention", "ms:GroupQueryAttention",
         "FlashAttentionScore", "PromptFlashAttention", "IncreFlashAttention")

_COMPARE = frozenset({"Less", "LessOrEqual", "Greater", "GreaterOrEqual"})


def find(ctx: Context) -> list[Instance]:
    found: list[Instance] = []
    mg = ctx.mg
    causal_cache: dict[str, bool] = {}
    for vid in mg.vertices(FUSED):
        node = mg.node(vid)
        shape, q, k, v = _fused_shape(ctx, node, mg.op(vid), causal_cache)
        dtype = need_dtype(ctx.graph, q, node)
        label = mg.op(vid)
        # GE FlashAttentionScore outputs softmax_max, softmax_sum, softmax_out, attention_out
        out = node.outputs[3] if label == "FlashAttentionScore" and len(node.outputs) > 3 \
            else node.outputs[0]
        found.append(Instance("attention", ctx.claim([vid]), shape, dtype, label,
                              io={"q": q, "k": k, "v": v, "out": out}))
    for vid in mg.vertices(SOFTMAX):
        for pattern in PATTERNS:
            mapping, _ = mg.match(pattern, vid, lambda m: _accept(ctx, m))
            if mapping:
                break
        else:
            continue
        qk, pv = mg.node(mapping["qk"]), mg.node(mapping["pv"])
        shape = _eager_shape(ctx, qk, pv)
        mask_node = mg.node(mapping["mask"]) if "mask" in mapping else None
        shape["causal"] = bool(mask_node is not None and shape["seq_q"] > 1 and
                               _mask_causal(ctx, mask_node, mapping, causal_cache))
        q, k, _b, _ta, _tb = gemm_io(qk)
        dtype = need_dtype(ctx.graph, walk_up(ctx.graph, q, frozenset({"Cast"}))[0], qk)
        vids = list(mapping.values()) + _prescales(ctx, mapping["qk"])
        found.append(Instance("attention", ctx.claim(vids), shape, dtype, EAGER.name,
                              io={"q": q, "k": k, "v": pv.inputs[1], "out": pv.outputs[0]},
                              roles=_roles(ctx, mapping, q, k, pv)))
    return found


def _roles(ctx: Context, mapping: dict[str, int], q: str, k: str, pv: Node) -> dict[str, str]:
    """The kernel operands of an eager match: Q, K^T, V, the score scale (a Mul or Div by the
    scale node's other operand), the mask (added, or a Where keeping / dropping the scores
    with a fill value), the NaN guard's zero."""
    graph, mg = ctx.graph, ctx.mg

    def from_vertex(t: str, vid: int) -> bool:
        prod = graph.producer(t)
        return prod is not None and mg.owner.get(ctx.idx(prod)) == vid

    roles = {"q": q, "kt": k, "v": pv.inputs[1], "out": pv.outputs[0]}
    if "scale" in mapping:
        node = mg.node(mapping["scale"])
        other = [t for t in node.inputs if not from_vertex(t, mapping["qk"])]
        if node.op_type == "Mul" and len(other) == 1:
            roles["scale_mul"] = other[0]
        elif node.op_type == "Div" and len(other) == 1 and node.inputs[1] == other[0]:
            roles["scale_div"] = other[0]
        else:
            roles["scale_other"] = node.inputs[-1]
    if "mask" in mapping:
        node, prev = mg.node(mapping["mask"]), mapping.get("scale", mapping["qk"])
        if node.op_type == "Add":
            other = [t for t in node.inputs if not from_vertex(t, prev)]
            roles["mask_add" if len(other) == 1 else "mask_other"] = other[0] if other else ""
        elif node.op_type == "Where" and from_vertex(node.inputs[1], prev):
            roles.update(mask_keep=node.inputs[0], mask_fill=node.inputs[2])
        elif node.op_type == "Where" and from_vertex(node.inputs[2], prev):
            roles.update(mask_drop=node.inputs[0], mask_fill=node.inputs[1])
        else:
            roles["mask_other"] = node.inputs[0]
    if "guard" in mapping:
        roles["guard_zero"] = mg.node(mapping["guard"]).inputs[1]
    return roles


def _accept(ctx: Context, m: dict[str, int]) -> bool | None:
    graph, mg = ctx.graph, ctx.mg
    qk, pv = mg.node(m["qk"]), mg.node(m["pv"])
    if any(is_constant(graph, t) for t in qk.inputs[:2]) or is_constant(graph, pv.inputs[1]):
        return None
    if "scale" in m:
        scale = mg.node(m["scale"])
        if len(scale.inputs) == 2 and not any(is_constant(graph, t) for t in scale.inputs):
            return None
    return True


def _prescales(ctx: Context, qk_vid: int) -> list[int]:
    """Constant-scalar Muls that pre-scale Q or K and feed only the QK MatMul."""
    mg, graph = ctx.mg, ctx.graph
    out = []
    for p in mg.g.predecessors(qk_vid):
        if mg.op(p) not in ("Mul", "Muls") or mg.g.nodes[p].get("fused") or \
                list(mg.g.successors(p)) != [qk_vid]:
            continue
        consts = [graph.const_value(t) for t in mg.node(p).inputs]
        if any(c is not None and c.size == 1 for c in consts):
            out.append(p)
    return out


def _eager_shape(ctx: Context, qk: Node, pv: Node) -> dict:
    graph = ctx.graph
    q, k, _b, ta, tb = gemm_io(qk)
    sq = need_shape(graph, q, qk)
    sk = need_shape(graph, k, qk)
    if ta:
        sq = (*sq[:-2], sq[-1], sq[-2])
    seq_q, head_dim = sq[-2], sq[-1]
    q_heads = sq[-3] if len(sq) >= 3 else 1
    batch = numel(sq[:-3]) if len(sq) > 3 else 1
    seq_kv = sk[-2] if tb else sk[-1]
    kv_heads = kv_heads_before_repeat(graph, k, batch, seq_kv, head_dim, q_heads)
    return {"batch": batch, "q_heads": q_heads, "kv_heads": kv_heads, "seq_q": seq_q,
            "seq_kv": seq_kv, "head_dim": head_dim, "causal": False}


def kv_heads_before_repeat(graph: Graph, k: str, batch: int, seq_kv: int, head_dim: int,
                           q_heads: int) -> int:
    """KV heads of ``k`` counted before any GQA repeat (see the module docstring); the same
    rule for an eager QK MatMul and a fused op fed K/V already repeated to ``q_heads``."""
    src, _ = walk_up(graph, k, LAYOUT_OPS, scale_ops=True)
    src_shape = graph.shape(src)
    if src_shape is not None and src != k:
        total = numel(src_shape)
        per_head = batch * seq_kv * head_dim
        if per_head and total % per_head == 0:
            kv = total // per_head
            if 1 <= kv <= q_heads and q_heads % kv == 0:
                return kv
    return q_heads


def _mask_causal(ctx: Context, mask_node: Node, mapping: dict[str, int],
                 cache: dict[str, bool]) -> bool:
    """The mask operand of the Add/Where node (the one not coming from the scores)."""
    graph, mg = ctx.graph, ctx.mg
    scores_vid = mapping.get("scale", mapping["qk"])
    for t in mask_node.inputs:
        prod = graph.producer(t)
        if prod is not None and mg.owner.get(ctx.idx(prod)) == scores_vid:
            continue
        if is_causal_mask(graph, t, cache):
            return True
    return False


def is_causal_mask(graph: Graph, tensor: str, cache: dict[str, bool] | None = None) -> bool:
    """Does ``tensor`` (an attention mask) encode causality? See the module docstring."""
    if cache is not None and tensor in cache:
        return cache[tensor]
    result = _causal_search(graph, tensor)
    if cache is not None:
        cache[tensor] = result
    return result


# The search follows only what carries mask VALUES into the mask:
# - a Shape/Size output depends on its input's shape alone: never walked through (else a
#   cross-attention mask whose size comes from the decoder's states reaches the decoder's
#   causal mask, and a full_like() of a position tensor "descends from Range");
# - a lookup (Gather family) takes its values from the table, not from the index pattern: only
#   the table operand is walked (T5's relative-position buckets are triangular integer
#   indices, bidirectional in an encoder, and say nothing about masking);
# - a triangular constant counts only as a float or boolean tensor (a mask), not an integer one.
_SHAPE_ONLY = frozenset({"Shape", "Size"})
_LOOKUPS = frozenset({"Gather", "GatherElements", "GatherND", "GatherV2"})
_MASK_DTYPES = frozenset({"float16", "bfloat16", "float32", "float64", "bool"})


def _value_inputs(node: Node) -> list[str]:
    """The inputs of ``node`` whose values flow into its output's values."""
    if node.op_type in _SHAPE_ONLY:
        return []
    if node.op_type in _LOOKUPS:
        return node.inputs[:1]
    return list(node.inputs)


def _causal_search(graph: Graph, tensor: str, limit: int = 400) -> bool:
    seen = {tensor}
    todo = deque([tensor])
    while todo and len(seen) < limit:
        t = todo.popleft()
        value = graph.const_value(t)
        if value is not None and graph.dtype(t) in _MASK_DTYPES and _triangular(value):
            return True
        prod = graph.producer(t)
        if prod is None:
            continue
        if prod.op_type in ("Trilu", "Tril", "Triu", "TrilD", "TriuD"):
            return True
        if prod.op_type in _COMPARE and len(prod.inputs) == 2 and \
                all(_from_range(graph, x) for x in prod.inputs):
            return True
        for x in _value_inputs(prod):
            if x and x not in seen:
                seen.add(x)
                todo.append(x)
    return False


def _from_range(graph: Graph, tensor: str, limit: int = 64) -> bool:
    seen = {tensor}
    todo = deque([tensor])
    while todo and len(seen) < limit:
        t = todo.popleft()
        prod = graph.producer(t)
        if prod is None:
            continue
        if prod.op_type == "Range":
            return True
        for x in _value_inputs(prod):
            if x and x not in seen:
                seen.add(x)
                todo.append(x)
    return False


def _triangular(value: np.ndarray) -> bool:
    if value.ndim < 2 or value.shape[-1] < 2 or value.shape[-2] < 1:
        return False
    m = value.reshape(-1, value.shape[-2], value.shape[-1])[0]
    rows, cols = m.shape
    off = cols - rows  # bottom-right aligned diagonal (KV longer than Q: cached prefix visible)
    i, j = np.indices(m.shape)
    above = j > i + off
    if not above.any() or above.all():
        return False
    hi, lo = m[above], m[~above]
    return bool((hi == hi.flat[0]).all() and (lo == lo.flat[0]).all() and hi.flat[0] != lo.flat[0])


# -- fused operators --------------------------------------------------------------------------
def _fused_shape(ctx: Context, node: Node, label: str,
                 cache: dict[str, bool]) -> tuple[dict, str, str, str]:
    graph = ctx.graph
    ins = list(node.inputs) + [""] * 12

    def shp(t: str) -> tuple[int, ...]:
        return need_shape(graph, t, node)

    q, k, v = ins[0], ins[1], ins[2]
    causal = False
    if label == "Attention":  # ONNX opset 23
        sq, sk = shp(q), shp(k)
        if len(sq) == 4:
            batch, qh, seq_q, hd = sq
            kvh, seq_kv = sk[1], sk[2]
        else:
            qh = int(attr(node, "q_num_heads", 0) or 0)
            kvh = int(attr(node, "kv_num_heads", 0) or 0)
            if not qh or not kvh:
                raise AoeError(f"Attention node '{node.name}' with 3-D inputs needs "
                               f"q_num_heads and kv_num_heads attributes")
            batch, seq_q, hd = sq[0], sq[1], sq[2] // qh
            seq_kv = sk[1]
        if ins[4]:  # past key: the total is computed, never read from a declared output
            seq_kv += shp(ins[4])[2]
        causal = bool(attr(node, "is_causal", 0)) or bool(ins[3] and
                                                         is_causal_mask(graph, ins[3], cache))
    elif label == "ms:Attention":
        sx, sw = shp(q), shp(ins[1])
        qh = kvh = int(attr(node, "num_heads", 1))
        sizes = attr(node, "qkv_hidden_sizes")
        hidden = int(sizes[0]) if sizes else sw[-1] // 3
        batch, seq_q, hd = sx[0], sx[1], hidden // qh
        seq_kv = seq_q + (shp(ins[4])[3] if ins[4] else 0)
        causal = bool(attr(node, "unidirectional", 0))
        k = v = q
    elif label == "ms:MultiHeadAttention":
        qh = kvh = int(attr(node, "num_heads", 1))
        sq = shp(q)
        if not k:  # packed QKV [B, S, N, 3, H]
            batch, seq_q, hd = sq[0], sq[1], sq[-1]
            seq_kv = seq_q
        else:
            sk = shp(k)
            batch, seq_q, hd = sq[0], sq[1], sq[2] // qh
            seq_kv = sk[2] if len(sk) == 4 else sk[1]
            # K/V may arrive already repeated to num_heads (an exporter's repeat_kv before
            # the fused op): count the heads of what was repeated
            kvh = kv_heads_before_repeat(graph, k, batch, seq_kv, hd, qh)
            if len(sk) == 3 and ins[6]:
                seq_kv += shp(ins[6])[2]
        causal = bool(attr(node, "unidirectional", 0))
    elif label == "ms:GroupQueryAttention":
        qh = int(attr(node, "num_heads", 1))
        kvh = int(attr(node, "kv_num_heads", qh))
        sq = shp(q)
        batch, seq_q = sq[0], sq[1]
        hd = sq[2] // (qh + 2 * kvh) if not k else sq[2] // qh
        # total_sequence_length (input 6) when it is known (the past buffer may be longer:
        # a shared max-length cache); else past + new. Never the declared present shape: a
        # producer's stale value_info there would silently give a wrong seq_kv.
        total = graph.const_value(ins[6]) if ins[6] else None
        if total is not None and total.size == 1:
            seq_kv = int(total.ravel()[0])
        else:
            seq_kv = seq_q + (shp(ins[3])[2] if ins[3] else 0)
        causal = True  # onnxruntime's GroupQueryAttention is causal by definition
    else:  # GE flash attention family
        layout = str(attr(node, "input_layout", "BSH"))
        if label == "FlashAttentionScore":
            qh = int(attr(node, "head_num", 1))
            kvh = 0
            mask = ins[6]
        else:
            qh = int(attr(node, "num_heads", 1))
            kvh = int(attr(node, "num_key_value_heads", 0) or 0)
            mask = ins[4]
        batch, seq_q, qn, hd = _ge_layout(shp(q), layout, qh)
        _b, seq_kv, kn, _d = _ge_layout(shp(k), layout, kvh or qh, head_dim=hd)
        kvh = kvh or kn
        mode = int(attr(node, "sparse_mode", 0) or 0)
        if label == "IncreFlashAttention":
            causal = False  # one new query row: it sees the whole cache
        else:
            # band modes 2/3/4 are causal; mode 0/1 with next_tokens == 0 lets no query see a
            # later key (proto3 dumps drop the zero value but keep the attribute)
            nxt = node.attrs.get("next_tockens", node.attrs.get("next_tokens"))
            causal = mode in (2, 3, 4) or (nxt is not None and int(nxt) == 0) or \
                bool(mask and is_causal_mask(graph, mask, cache))
        qh = qn
    shape = {"batch": batch, "q_heads": qh, "kv_heads": kvh, "seq_q": seq_q, "seq_kv": seq_kv,
             "head_dim": hd, "causal": bool(causal) and seq_q > 1}
    return shape, q, k, v


def _ge_layout(shape: tuple[int, ...], layout: str, heads: int,
               head_dim: int | None = None) -> tuple[int, int, int, int]:
    """(batch, seq, heads, head_dim) of a GE attention operand in ``layout``.

    For the packed layouts (BSH/SBH) the head count of K/V comes from the query's head_dim.
    """
    if layout == "BNSD":
        return shape[0], shape[2], shape[1], shape[3]
    if layout == "BSND":
        return shape[0], shape[1], shape[2], shape[3]
    if layout == "TND":
        return 1, shape[0], shape[1], shape[2]
    if layout == "SBH":
        seq, batch, hidden = shape
    else:  # BSH
        batch, seq, hidden = shape
    if head_dim:
        return batch, seq, max(1, hidden // head_dim), head_dim
    return batch, seq, heads, hidden // max(1, heads)
