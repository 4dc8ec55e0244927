"""FFN: gated (SwiGLU) and plain (GELU/ReLU) MLP blocks; their GEMMs belong to the FFN task.

Two stages, as fusion passes do it:
1. activation regions written out elementwise by exporters are fused into one virtual vertex:
   ``x * Sigmoid(x)`` -> ``Silu``; ``x * 0.5 * (1 + Erf(x / sqrt2))`` (any order of the
   multiplications) -> ``GeluErf``; ``0.5 * x * (1 + Tanh(sqrt(2/pi) * (x + 0.044715 x^3)))``
   -> ``GeluTanh`` (the cube as ``Pow(x, 3)`` or ``x * x * x``);
2. FFN patterns over that graph, anchored on the activation:
   gated ``gate MatMul [+b] -> act -> Mul <- up MatMul [+b]; Mul -> down MatMul [+b]`` (or one
   gate_up MatMul cut in halves by two Slices or a Split, as Phi-3 computes it), and
   plain ``fc1 MatMul|Gemm [+b] -> act -> fc2 MatMul|Gemm [+b]`` where act is any activation
   op (``Relu``, ``Gelu``, com.microsoft ``FastGelu``/``BiasGelu``, GE ``FastGelu``/``Gelu``,
   GE ``SwiGlu`` (gated: it splits its input in halves)); GE ``FFN`` is one op.
Shape: tokens, hidden, intermediate, activation (silu|gelu|gelu_tanh|relu), gated.
"""
from __future__ import annotations

from ge_bridge.graph import Node

from .base import ANY, MATMUL, Context, Pattern, PNode
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
from .norm_common import same_source

_M = ("Mul",)


def _half_x_variants(name: str, core: dict[str, PNode], core_edges: list, top: str,
                     anchor: str) -> list[Pattern]:
    """``0.5 * x * (1 + f(x))`` in its three association orders; ``top`` is the ``1 + f`` node."""
    nodes = {**core, "h": PNode(_M), "out": PNode(_M)}
    return [
        Pattern(name + "_a", nodes, core_edges + [("src", "h", None), ("h", "out", None),
                                                  (top, "out", None)], anchor),
        Pattern(name + "_b", nodes, core_edges + [("src", "h", None), (top, "h", None),
                                                  ("h", "out", None)], anchor),
        Pattern(name + "_c", nodes, core_edges + [(top, "h", None), ("h", "out", None),
                                                  ("src", "out", None)], anchor),
    ]


# Stage 1: activation regions -> one virtual vertex (label, pattern); "src" is not fused.
ACTIVATIONS: list[tuple[str, Pattern]] = [
    ("Silu", Pattern("silu", {"src": PNode((ANY,)), "sig": PNode(("Sigmoid",)), "mul": PNode(_M)},
                     [("src", "sig", 0), ("src", "mul", None), ("sig", "mul", None)],
                     anchor="sig")),
    *[("GeluErf", p) for p in _half_x_variants(
        "gelu_erf",
        {"src": PNode((ANY,)), "div": PNode(("Div", "RealDiv", "Mul")), "erf": PNode(("Erf",)),
         "one": PNode(("Add",))},
        [("src", "div", 0), ("div", "erf", 0), ("erf", "one", None)], "one", "erf")],
    *[("GeluTanh", p) for p in _half_x_variants(
        "gelu_tanh",
        {"src": PNode((ANY,)), "cube": PNode(("Pow",)), "c": PNode(_M), "inner": PNode(("Add",)),
         "k": PNode(_M), "tanh": PNode(("Tanh",)), "one": PNode(("Add",))},
        [("src", "cube", 0), ("cube", "c", None), ("c", "inner", None), ("src", "inner", None),
         ("inner", "k", None), ("k", "tanh", 0), ("tanh", "one", None)], "one", "tanh")],
    # x^3 written as x * x * x (the TorchScript exporter's and optimum's GELU-tanh, no Pow)
    *[("GeluTanh", p) for p in _half_x_variants(
        "gelu_tanh_mul",
        {"src": PNode((ANY,)), "sq": PNode(_M), "cube": PNode(_M), "c": PNode(_M),
         "inner": PNode(("Add",)), "k": PNode(_M), "tanh": PNode(("Tanh",)),
         "one": PNode(("Add",))},
        [("src", "sq", None), ("src", "cube", None), ("sq", "cube", None), ("cube", "c", None),
         ("c", "inner", None), ("src", "inner", None), ("inner", "k", None), ("k", "tanh", 0),
         ("tanh", "one", None)], "one", "tanh")],
]

# Activation op label -> (activation name, gated by itself)
ACT_OPS = {
    "Silu": ("silu", False), "Swish": ("silu", False), "GeluErf": ("gelu", False),
    "GeluTanh": ("gelu_tanh", False), "Gelu": ("gelu", False), "ms:Gelu": ("gelu", False),
    "ms:FastGelu": ("gelu_tanh", False), "ms:BiasGelu": ("gelu", False),
    "FastGelu": ("gelu_tanh", False), "FastGeluV2": ("gelu_tanh", False),
    "Relu": ("relu", False), "SwiGlu": ("silu", True),
    # x * sigmoid(alpha * x): SiLU exactly when alpha is 1 (onnxruntime fuses x*Sigmoid(x) into
    # QuickGelu(alpha=1)); its default alpha 1.702 approximates GELU and is not one of ours
    "ms:QuickGelu": ("silu", False),
}
_ACTS = tuple(ACT_OPS)
_BIAS = ("Add",)

GATED = Pattern(
    "ffn_gated",
    {"gate": PNode(MATMUL), "gb": PNode(_BIAS, optional=True), "act": PNode(_ACTS),
     "gm": PNode(_M), "up": PNode(MATMUL), "ub": PNode(_BIAS, optional=True),
     "down": PNode(MATMUL)},
    [("gate", "gb", 0), ("gb", "act", 0), ("act", "gm", None), ("up", "ub", 0), ("ub", "gm", None),
     ("gm", "down", 0)],
    anchor="act",
)
PLAIN = Pattern(
    "ffn_mlp",
    {"fc1": PNode(MATMUL), "b1": PNode(_BIAS, optional=True), "act": PNode(_ACTS),
     "fc2": PNode(MATMUL)},
    [("fc1", "b1", 0), ("b1", "act", 0), ("act", "fc2", 0)],
    anchor="act",
)
# One gate_up projection cut in halves (Phi-3: ``gate, up = gate_up(x).chunk(2, -1)``): two
# Slices (TorchScript exporter) or one two-way Split (dynamo exporter).
GATED_SLICES = Pattern(
    "ffn_gate_up_slices",
    {"gu": PNode(MATMUL), "gb": PNode(_BIAS, optional=True), "sa": PNode(("Slice",)),
     "act": PNode(_ACTS), "sb": PNode(("Slice",)), "gm": PNode(_M), "down": PNode(MATMUL)},
    [("gu", "gb", 0), ("gb", "sa", 0), ("gb", "sb", 0), ("sa", "act", 0), ("act", "gm", None),
     ("sb", "gm", None), ("gm", "down", 0)],
    anchor="act",
)
GATED_SPLIT = Pattern(
    "ffn_gate_up_split",
    {"gu": PNode(MATMUL), "gb": PNode(_BIAS, optional=True), "sp": PNode(("Split",)),
     "act": PNode(_ACTS), "gm": PNode(_M), "down": PNode(MATMUL)},
    [("gu", "gb", 0), ("gb", "sp", 0), ("sp", "act", 0), ("act", "gm", None), ("sp", "gm", None),
     ("gm", "down", 0)],
    anchor="act",
)
PATTERNS = [GATED, GATED_SLICES, GATED_SPLIT, PLAIN]

# GE FFN activation attribute -> (activation, gated)
_GE_FFN_ACT = {"fastgelu": ("gelu_tanh", False), "gelu": ("gelu", False), "relu": ("relu", False),
               "silu": ("silu", False), "geglu": ("gelu", True), "swiglu": ("silu", True),
               "reglu": ("relu", True)}


def fuse_activations(ctx: Context) -> None:
    mg = ctx.mg
    for label, pattern in ACTIVATIONS:
        for vid in mg.vertices(pattern.nodes[pattern.anchor].ops):
            mapping, _ = mg.match(pattern, vid, lambda m: _accept_act(ctx, m))
            if mapping:
                mg.fuse([v for p, v in mapping.items() if p != "src"], label,
                        act_input=mg.node(mapping["src"]).outputs[0])


def _accept_act(ctx: Context, m: dict[str, int]) -> bool | None:
    """Every fused vertex reads only src, each other, or constants."""
    mg = ctx.mg
    if mg.g.nodes[m["src"]].get("fused"):
        return None
    if "sq" in m:  # x * x: both operands are x
        x = mg.node(m["src"]).outputs[0]
        if not all(same_source(ctx, t, x) for t in mg.node(m["sq"]).inputs[:2]):
            return None
    inside = {v for p, v in m.items() if p != "src"}
    for p, v in m.items():
        if p == "src":
            continue
        for u in mg.g.predecessors(v):
            if u not in inside and u != m["src"]:
                return None
        if p != "out" and p != "mul" and any(s not in inside for s in mg.g.successors(v)):
            return None
    return True


def find(ctx: Context) -> list[Instance]:
    fuse_activations(ctx)
    mg, graph = ctx.mg, ctx.graph
    found: list[Instance] = []
    for vid in mg.vertices(("FFN",)):
        found.append(_ge_ffn(ctx, vid))
    for vid in mg.vertices(_ACTS):
        for pattern in PATTERNS:
            mapping, result = mg.match(pattern, vid, lambda m: _accept(ctx, m))
            if not mapping:
                continue
            gated = pattern is not PLAIN
            packed = "gu" in mapping  # one projection computes gate and up
            first = mg.node(mapping["gu" if packed else "gate" if gated else "fc1"])
            last_vid = mapping["down" if gated else "fc2"]
            dims = gemm_dims(graph, first, b_transposed_by_graph=result[0])
            act, self_gated = ACT_OPS[mg.op(mapping["act"])]
            if mg.op(mapping["act"]) == "Gelu" and \
                    str(attr(mg.node(mapping["act"]), "approximate", "none")) == "tanh":
                act = "gelu_tanh"
            inter = dims["n"] // 2 if self_gated or packed else dims["n"]
            shape = {"tokens": dims["m"] * dims["batch"], "hidden": dims["k"],
                     "intermediate": inter, "activation": act, "gated": gated or self_gated}
            dtype = need_dtype(graph, gemm_io(first)[0], first)
            vids = list(mapping.values())
            bias = ctx.const_follower(last_vid, _BIAS)
            if bias is not None and not gemm_io(mg.node(last_vid))[2]:
                vids.append(bias)
                last_vid = bias
            out = mg.node(last_vid).outputs[0]
            roles = _roles(ctx, mapping, gated and not packed and not self_gated)
            if last_vid == bias:
                roles["bias_down"] = next(t for t in mg.node(bias).inputs if is_constant(graph, t))
            found.append(Instance("ffn", ctx.claim(vids, result[1]), shape, dtype, pattern.name,
                                  io={"x": gemm_io(first)[0], "out": out}, roles=roles))
            break
    return found


def _roles(ctx: Context, m: dict[str, int], separate_gate: bool) -> dict[str, str]:
    """The kernel operands: x (the up projection's input) and the MatMuls' weight inputs; a
    packed gate+up weight (``w_gate_up``) and biases are roles the kernel has no operand for."""
    mg = ctx.mg
    first = mg.node(m["up"] if "up" in m else m["gu"] if "gu" in m else m["fc1"])
    last = mg.node(m["down"] if "down" in m else m["fc2"])
    roles = {"x": gemm_io(first)[0], "w_down": gemm_io(last)[1]}
    if separate_gate:
        roles.update(w_gate=gemm_io(mg.node(m["gate"]))[1], w_up=gemm_io(first)[1])
    elif "gu" in m or "gate" in m:
        roles["w_gate_up"] = gemm_io(first)[1]
    else:
        roles["w_up"] = gemm_io(first)[1]
    for name, role in (("gb", "bias_gate"), ("ub", "bias_up"), ("b1", "bias_up")):
        if name in m:
            roles[role] = next((t for t in mg.node(m[name]).inputs
                                if is_constant(ctx.graph, t)), "")
    if gemm_io(last)[2]:
        roles["bias_down"] = gemm_io(last)[2]
    return roles


def _accept(ctx: Context, m: dict[str, int]) -> tuple[bool, list[Node]] | None:
    """All GEMMs multiply by weights; gate and up read the same activation."""
    mg, graph = ctx.mg, ctx.graph
    if not mg.g.nodes[m["act"]].get("fused") and not _exact_activation(mg.node(m["act"])):
        return None
    names = ("gate", "up", "down") if "gate" in m else ("gu", "down") if "gu" in m \
        else ("fc1", "fc2")
    if "gu" in m and not _halves(ctx, m):
        return None
    walked: list[Node] = []
    first_transposed = False
    for i, name in enumerate(names):
        node = mg.node(m[name])
        is_w, nodes, transposed = weight_operand(graph, gemm_io(node)[1])
        if not is_w:
            return None
        walked.extend(nodes)
        if i == 0:
            first_transposed = transposed
    if "gate" in m and not same_source(ctx, gemm_io(mg.node(m["gate"]))[0],
                                       gemm_io(mg.node(m["up"]))[0]):
        return None
    for name in ("gb", "ub", "b1"):
        if name in m:
            add = mg.node(m[name])
            if not any(is_constant(graph, t) for t in add.inputs):
                return None
    return first_transposed, walked


def _halves(ctx: Context, m: dict[str, int]) -> bool:
    """The gate_up output is cut along its last axis into two equal halves, one each for the
    activation and the multiply."""
    graph, mg = ctx.graph, ctx.mg
    full = graph.shape(mg.node(m["gb"] if "gb" in m else m["gu"]).outputs[0])
    if "sp" in m:
        outs = [o for o in mg.node(m["sp"]).outputs if o]
    else:
        outs = [mg.node(m["sa"]).outputs[0], mg.node(m["sb"]).outputs[0]]
    shapes = [graph.shape(o) for o in outs]
    if full is None or len(shapes) != 2 or any(s is None for s in shapes):
        return False
    half = full[:-1] + (full[-1] // 2,)
    return full[-1] % 2 == 0 and all(tuple(s) == half for s in shapes)


def _exact_activation(node: Node) -> bool:
    """Is this activation op exactly the activation ACT_OPS names? (QuickGelu: alpha 1 only.)"""
    if node.domain == "com.microsoft" and node.op_type == "QuickGelu":
        return float(attr(node, "alpha", 1.702)) == 1.0
    return True


def _ge_ffn(ctx: Context, vid: int) -> Instance:
    graph, node = ctx.graph, ctx.mg.node(vid)
    x, w1 = node.inputs[0], node.inputs[1]
    sx, sw1 = need_shape(graph, x, node), need_shape(graph, w1, node)
    act, gated = _GE_FFN_ACT.get(str(attr(node, "activation", "gelu")).lower(), ("gelu", False))
    w2 = node.inputs[2] if len(node.inputs) > 2 and node.inputs[2] else ""
    inter = need_shape(graph, w2, node)[-2] if w2 else (sw1[-1] // 2 if gated else sw1[-1])
    shape = {"tokens": numel(sx[:-1]), "hidden": sx[-1], "intermediate": inter,
             "activation": act, "gated": gated}
    return Instance("ffn", ctx.claim([vid]), shape, need_dtype(graph, x, node), "FFN",
                    io={"x": x, "out": node.outputs[0]})
