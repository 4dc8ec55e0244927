"""Shape and absorption helpers shared by the layernorm and rmsnorm families."""
from __future__ import annotations

from ge_bridge.graph import Node

from .base import Context
from .instance import Instance, attr, is_constant, need_dtype, need_shape, numel, walk_up

CASTS = frozenset({"Cast", "CastLike", "Identity"})


def same_source(ctx: Context, t1: str, t2: str) -> bool:
    """Are two tensors the same value modulo Casts/Identity?"""
    return walk_up(ctx.graph, t1, CASTS)[0] == walk_up(ctx.graph, t2, CASTS)[0]


def reduce_axes(ctx: Context, node: Node) -> list[int] | None:
    axes = attr(node, "axes")
    if axes is None and len(node.inputs) > 1 and node.inputs[1]:
        value = ctx.graph.const_value(node.inputs[1])
        axes = None if value is None else [int(v) for v in value.ravel()]
    return None if axes is None else list(axes)


def norm_shape(ctx: Context, x: str, node: Node, axes: list[int] | None = None,
               gamma: str = "") -> dict[str, int]:
    """rows, hidden of a norm over ``axes`` of ``x`` (default: the gamma size, else the last)."""
    shape = need_shape(ctx.graph, x, node)
    if axes is not None:
        rank = len(shape)
        hidden = numel(tuple(shape[a % rank] for a in axes))
    elif gamma and ctx.graph.shape(gamma):
        hidden = numel(ctx.graph.shape(gamma))
    else:
        hidden = shape[-1]
    return {"rows": numel(shape) // max(1, hidden), "hidden": hidden}


def axis_from(node: Node, name: str, rank: int, default: int = -1) -> list[int]:
    axis = int(attr(node, name, default))
    axis %= rank
    return list(range(axis, rank))


def finish(ctx: Context, kind: str, pattern: str, vids: list[int], x: str, last: int,
           shape: dict[str, int], anchor: Node, roles: dict[str, str] | None = None) -> Instance:
    """Absorb a following gamma Mul and beta Add of constants, claim, build the instance.
    ``roles``: the kernel operands the caller found (gamma, beta, eps, ...); an absorbed Mul /
    Add gives gamma / beta, or ``scale`` / ``shift`` when the norm already had one."""
    out_vid = last
    roles = {"x": x, **(roles or {})}
    # an RMSNorm has no beta: an Add after it is never absorbed
    for ops, role, extra in ((("Mul",), "gamma", "scale"), (("Add",), "beta", "shift")) \
            if kind == "layernorm" else ((("Mul",), "gamma", "scale"),):
        nxt = ctx.const_follower(out_vid, ops)
        if nxt is not None:
            vids.append(nxt)
            out_vid = nxt
            const = next(t for t in ctx.mg.node(nxt).inputs if is_constant(ctx.graph, t))
            roles[extra if role in roles else role] = const
    src = walk_up(ctx.graph, x, CASTS)[0]
    dtype = need_dtype(ctx.graph, src, anchor)
    out = ctx.mg.node(out_vid).outputs[0]
    return Instance(kind, ctx.claim(vids), shape, dtype, pattern, io={"x": x, "out": out},
                    roles=roles)


def eps_role(ctx: Context, mapping: dict[str, int]) -> dict[str, str]:
    """``{"eps": tensor}``: the epsilon Add's constant operand (``eps_other`` if it has none)."""
    consts = [t for t in ctx.mg.node(mapping["eps"]).inputs if is_constant(ctx.graph, t)]
    return {"eps": consts[0]} if len(consts) == 1 else {"eps_other": ""}


def find_fused(ctx: Context, kind: str, fused: dict[str, tuple[int, int, str | None]]) -> list[Instance]:
    """Instances of the fused norm ops in ``fused`` (label -> (x input, gamma input, axis
    attribute or None)); GE LayerNorm's ``begin_norm_axis`` counts as its axis attribute."""
    found: list[Instance] = []
    mg = ctx.mg
    for vid in mg.vertices(fused):
        node = mg.node(vid)
        xi, gi, axis_attr = fused[mg.op(vid)]
        x = node.inputs[xi]
        gamma = node.inputs[gi] if len(node.inputs) > gi else ""
        if axis_attr is None and "begin_norm_axis" in node.attrs:
            axis_attr = "begin_norm_axis"
        axes = axis_from(node, axis_attr, len(need_shape(ctx.graph, x, node))) if axis_attr else None
        shape = norm_shape(ctx, x, node, axes, gamma)
        roles = {"normed": node.outputs[0]}
        if gamma:
            roles["gamma"] = gamma
        if len(node.inputs) > gi + 1 and node.inputs[gi + 1]:
            roles["beta"] = node.inputs[gi + 1]
        if gi == 2:  # Skip*Normalization, AddRmsNorm: x + skip is normalised
            roles["skip"] = node.inputs[1]
        found.append(finish(ctx, kind, mg.op(vid), [vid], x, vid, shape, node, roles))
    return found
