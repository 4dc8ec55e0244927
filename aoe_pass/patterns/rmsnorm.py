"""RMSNorm: ``RMSNormalization`` (opset 23), ``SimplifiedLayerNormalization`` (onnxruntime's,
in the default or com.microsoft domain) / com.microsoft
``SkipSimplifiedLayerNormalization``, GE ``RmsNorm``/``AddRmsNorm``, and the decomposed form
``Pow 2 -> ReduceMean -> Add eps -> Sqrt -> Reciprocal -> Mul x (-> Mul gamma)`` with its
``Div(x, Sqrt)`` and ``Rsqrt`` variants; Casts around the float32 island are transparent.
Shape: ``rows``, ``hidden``."""
from __future__ import annotations

from .base import DIV, REDUCE_MEAN, Context, Pattern, PNode
from .instance import Instance
from .norm_common import eps_role, find_fused, finish, norm_shape, reduce_axes, same_source

_HEAD = {"sq": PNode(("Pow", "Mul", "Square")), "ms": PNode(REDUCE_MEAN), "eps": PNode(("Add", "Adds"))}
_HEAD_EDGES = [("sq", "ms", 0), ("ms", "eps", None)]

PATTERNS = [
    Pattern("rmsnorm_recip", {**_HEAD, "sqrt": PNode(("Sqrt",)),
                              "inv": PNode(("Reciprocal", *DIV)), "mul": PNode(("Mul",))},
            _HEAD_EDGES + [("eps", "sqrt", 0), ("sqrt", "inv", None), ("inv", "mul", None)],
            anchor="ms"),
    Pattern("rmsnorm_rsqrt", {**_HEAD, "rsqrt": PNode(("Rsqrt",)), "mul": PNode(("Mul",))},
            _HEAD_EDGES + [("eps", "rsqrt", 0), ("rsqrt", "mul", None)], anchor="ms"),
    Pattern("rmsnorm_div", {**_HEAD, "sqrt": PNode(("Sqrt",)), "div": PNode(DIV)},
            _HEAD_EDGES + [("eps", "sqrt", 0), ("sqrt", "div", 1)], anchor="ms"),
]

# Fused ops: label -> (x input, gamma input, axis attribute or None)
FUSED = {
    "RMSNormalization": (0, 1, "axis"),
    "ms:SimplifiedLayerNormalization": (0, 1, "axis"),
    # onnxruntime registers it in the default domain too (its optimizers and the genai
    # builder emit it there): same op, same inputs
    "SimplifiedLayerNormalization": (0, 1, "axis"),
    "ms:SkipSimplifiedLayerNormalization": (0, 2, None),
    "RmsNorm": (0, 1, None),
    "AddRmsNorm": (0, 2, None),
}


def find(ctx: Context) -> list[Instance]:
    found = find_fused(ctx, 'rmsnorm', FUSED)
    mg = ctx.mg
    for vid in mg.vertices(REDUCE_MEAN):
        for pattern in PATTERNS:
            mapping, x = mg.match(pattern, vid, lambda m: _accept(ctx, m))
            if mapping:
                rm = mg.node(mapping["ms"])
                shape = norm_shape(ctx, x, rm, reduce_axes(ctx, rm))
                last = mapping.get("mul", mapping.get("div"))
                found.append(finish(ctx, "rmsnorm", pattern.name, list(mapping.values()), x,
                                    last, shape, rm, eps_role(ctx, mapping)))
                break
    return found


def _accept(ctx: Context, m: dict[str, int]) -> str | None:
    """x feeds both the square and the final scaling (modulo Casts); returns x."""
    mg = ctx.mg
    sq = mg.node(m["sq"])
    x = sq.inputs[0]
    if sq.op_type == "Mul" and not same_source(ctx, sq.inputs[0], sq.inputs[1]):
        return None
    if "div" in m:
        return x if same_source(ctx, mg.node(m["div"]).inputs[0], x) else None
    if "inv" in m:
        inv = mg.node(m["inv"])
        if inv.op_type != "Reciprocal":  # Div(1, sqrt)
            one = ctx.graph.const_value(inv.inputs[0])
            if one is None or one.size != 1 or float(one.ravel()[0]) != 1.0:
                return None
    final = mg.node(m["mul"])
    return x if any(same_source(ctx, t, x) for t in final.inputs) else None
