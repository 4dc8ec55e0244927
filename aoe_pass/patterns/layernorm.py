"""LayerNorm: ``LayerNormalization``, com.microsoft ``SkipLayerNormalization``, GE
``LayerNorm``/``LayerNormV3``, com.microsoft ``EmbedLayerNormalization`` (BERT's embeddings:
gathers, sum and LayerNorm in one op; a layernorm instance over its ``[B, S, H]`` output, the
gathers are memory moves), and the decomposed form
``ReduceMean -> Sub -> Pow -> ReduceMean -> Add eps -> Sqrt -> Div (-> Mul gamma -> Add beta)``.
Shape: ``rows`` (normalised vectors) and ``hidden`` (their length)."""
from __future__ import annotations

from .base import DIV, REDUCE_MEAN, Context, Pattern, PNode
from .instance import Instance, need_dtype, need_shape, numel
from .norm_common import eps_role, find_fused, finish, norm_shape, reduce_axes, same_source

_HEAD = {
    "mean": PNode(REDUCE_MEAN),
    "sub": PNode(("Sub",)),
    "sq": PNode(("Pow", "Mul", "Square")),
    "var": PNode(REDUCE_MEAN),
    "eps": PNode(("Add", "Adds")),
}
_HEAD_EDGES = [("mean", "sub", 1), ("sub", "sq", None), ("sq", "var", 0), ("var", "eps", None)]

PATTERNS = [
    Pattern("layernorm_div", {**_HEAD, "sqrt": PNode(("Sqrt",)), "div": PNode(DIV)},
            _HEAD_EDGES + [("eps", "sqrt", 0), ("sqrt", "div", 1), ("sub", "div", 0)],
            anchor="mean"),
    Pattern("layernorm_recip", {**_HEAD, "sqrt": PNode(("Sqrt",)), "inv": PNode(("Reciprocal",)),
                                "mul": PNode(("Mul",))},
            _HEAD_EDGES + [("eps", "sqrt", 0), ("sqrt", "inv", 0), ("inv", "mul", None),
                           ("sub", "mul", None)],
            anchor="mean"),
    Pattern("layernorm_rsqrt", {**_HEAD, "rsqrt": PNode(("Rsqrt",)), "mul": PNode(("Mul",))},
            _HEAD_EDGES + [("eps", "rsqrt", 0), ("rsqrt", "mul", None), ("sub", "mul", None)],
            anchor="mean"),
]

# Fused ops: label -> (x input, gamma input, axis attribute or None)
FUSED = {
    "LayerNormalization": (0, 1, "axis"),
    "ms:LayerNormalization": (0, 1, "axis"),
    "ms:SkipLayerNormalization": (0, 2, None),
    "LayerNorm": (0, 1, None),
    "LayerNormV3": (0, 1, None),
    "LayerNormV4": (0, 1, None),
}


def find(ctx: Context) -> list[Instance]:
    found = find_fused(ctx, 'layernorm', FUSED)
    mg = ctx.mg
    for vid in mg.vertices(("ms:EmbedLayerNormalization",)):
        node = mg.node(vid)
        out = node.outputs[0]
        shape = need_shape(ctx.graph, out, node)
        found.append(Instance("layernorm", ctx.claim([vid]),
                              {"rows": numel(shape[:-1]), "hidden": shape[-1]},
                              need_dtype(ctx.graph, out, node), "ms:EmbedLayerNormalization",
                              io={"x": node.inputs[0], "out": out}))
    for vid in mg.vertices(REDUCE_MEAN):
        for pattern in PATTERNS:
            mapping, _ = mg.match(pattern, vid, lambda m: _accept(ctx, m))
            if mapping:
                mean = mg.node(mapping["mean"])
                x = mean.inputs[0]
                shape = norm_shape(ctx, x, mean, reduce_axes(ctx, mean))
                last = mapping.get("div", mapping.get("mul"))
                found.append(finish(ctx, "layernorm", pattern.name, list(mapping.values()), x,
                                    last, shape, mean, eps_role(ctx, mapping)))
                break
    return found


def _accept(ctx: Context, m: dict[str, int]) -> bool | None:
    mg = ctx.mg
    mean, sub = mg.node(m["mean"]), mg.node(m["sub"])
    return True if same_source(ctx, sub.inputs[0], mean.inputs[0]) else None
