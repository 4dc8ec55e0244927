"""How a fused node's inputs become a kernel's operands: bound by role, one mapper per op kind.

A compiled model's ``ai.aoe`` node is backed by a function whose body is the original subgraph,
and carries each kernel operand's role and the body tensor that holds it (``aoe_roles``,
recorded by the pass: see :mod:`ge_bridge.aoe_node`). A mapper takes those roles
(:func:`make_mapper`): the operands (a GEMM's A, B and bias; Q, K^T, V, the score scale and
mask; x and the FFN weights; a norm's x, gamma, beta and epsilon) are body tensors, and
everything upstream of them (layout ops such as a transposed or GQA-repeated K, RoPE, Casts) is
the *prep*: evaluated by the ONNX reference evaluator on each call, and only once per node when
it depends on constants only (weights). The rest of the body is the *core* the kernel computes;
a kind whose core has a fixed set of ops checks it. Per call, :meth:`Mapper.operands` returns
a :class:`~aoe_pass.backends.cpu.abi.Call` or a reason why this call cannot run on the kernel
(e.g. a padding mask): the node then evaluates its body instead.

A node without roles (a model compiled before they were recorded) is not bound: it runs on its
body, and the run report says to recompile. A role the kernel has no operand for (an FFN bias,
a packed gate+up weight, a skip input) refuses the node the same way. Semantics that roles do
not pin down (the activation region of an FFN, a decomposed norm's chain) are checked
numerically: the session compares the kernel's first output of every node with its body on
the same inputs.
"""
from __future__ import annotations

import math
from typing import Any

import numpy as np

from ge_bridge.aoe_node import attr
from ge_bridge.opkey import quantized

from ..backends.cpu.abi import Call, aligned, as_operand
from ..backends.cpu.reference import ACTIVATIONS, gelu

NEG_MASK = -1e4  # a mask value at or below this removes a key (exp underflows to 0 in fp32)


def _gelu_op() -> type:
    """Gelu for the reference evaluator: its own is a context-dependent function it cannot
    expand inside a function body (no input types there)."""
    from onnx.reference.op_run import OpRun

    def _run(self: Any, x: np.ndarray, approximate: str = "none", **_: Any) -> tuple[np.ndarray]:
        approx = getattr(self, "approximate", approximate)
        approx = approx.decode() if isinstance(approx, bytes) else approx
        return (gelu(x.astype(np.float64), approx).astype(x.dtype),)

    return type("Gelu", (OpRun,), {"op_domain": "", "_run": _run})


def _gather_elements_op() -> type:
    """GatherElements as ``np.take_along_axis`` (the evaluator's own fails when the indices
    are smaller than the data on a non-gathered axis, as in BERT's token-type ids)."""
    from onnx.reference.op_run import OpRun

    def _run(self: Any, data: np.ndarray, indices: np.ndarray, axis: int = 0,
             **_: Any) -> tuple[np.ndarray]:
        ax = int(getattr(self, "axis", axis)) % data.ndim
        idx = np.where(indices < 0, indices + data.shape[ax], indices)
        sl = tuple(slice(0, n) if i != ax else slice(None) for i, n in enumerate(idx.shape))
        return (np.take_along_axis(data[sl], idx, axis=ax),)

    return type("GatherElements", (OpRun,), {"op_domain": "", "_run": _run})


def extra_ops() -> list[type]:
    """Standard ops the reference evaluator needs help with (passed as ``new_ops``)."""
    return [_gelu_op(), _gather_elements_op()]


class Unsupported(Exception):
    """The body does not match what the kernel computes (message: why, one line)."""


class Body:
    """A function body with its producer map and sub-evaluation of its tensors."""

    def __init__(self, func: Any):
        self.func = func
        self.nodes = list(func.node)
        self.inputs = list(func.input)
        self.index = {t: i for i, t in enumerate(self.inputs)}
        self.outputs = list(func.output)
        self.producer = {o: n for n in self.nodes for o in n.output if o}
        self._evals: dict[tuple[str, ...], Any] = {}
        self._anc: dict[tuple[str, ...], tuple[list[Any], set[int]]] = {}

    def ancestors(self, tensors: list[str]) -> tuple[list[Any], set[int]]:
        """(nodes computing ``tensors``, in body order; indices of the body inputs they read)."""
        key = tuple(tensors)
        if key not in self._anc:
            self._anc[key] = self._ancestors(tensors)
        return self._anc[key]

    def _ancestors(self, tensors: list[str]) -> tuple[list[Any], set[int]]:
        seen: set[int] = set()
        used: set[int] = set()
        stack = [t for t in tensors if t]
        while stack:
            t = stack.pop()
            if t in self.inputs:
                used.add(self.inputs.index(t))
                continue
            node = self.producer.get(t)
            if node is None or id(node) in seen:
                continue
            seen.add(id(node))
            stack.extend(x for x in node.input if x)
        return [n for n in self.nodes if id(n) in seen], used

    def values(self, tensors: list[str], inputs: tuple[np.ndarray, ...]) -> list[np.ndarray]:
        """Values of body tensors for the node inputs ``inputs`` (prep evaluated if needed)."""
        if all(t in self.index for t in tensors):
            return [inputs[self.index[t]] for t in tensors]
        key = tuple(tensors)
        ev = self._evals.get(key)
        if ev is None:
            from onnx import helper
            from onnx.reference import ReferenceEvaluator

            nodes, used = self.ancestors(list(tensors))
            names = [self.inputs[i] for i in sorted(used)]
            outs = [f"__out{i}" for i in range(len(tensors))]
            ident = [helper.make_node("Identity", [t], [o]) for t, o in zip(tensors, outs)]
            fn = helper.make_function("aoe.prep", "prep", names, outs, nodes + ident,
                                      list(self.func.opset_import))
            ev = (ReferenceEvaluator(fn, new_ops=extra_ops()), [self.inputs.index(n) for n in names])
            self._evals[key] = ev
        evaluator, idx = ev
        return list(evaluator.run(None, {self.inputs[i]: inputs[i] for i in idx}, attributes={}))


LEGACY = ("compiled before operand roles were recorded (no aoe_roles): recompile the model "
          "to run it on the kernel")


class Mapper:
    """Base: a kind's operand binding for one function body; constant prep is cached per node.

    ``OPERANDS``: the roles the kernel takes (``REQUIRED`` among them), ``INFO``: roles read
    for an op's attributes only; ``CORE_OPS``: the ops the kernel computes between its operands
    and its output (None: any, left to the numerical check).
    """

    kind = ""
    REQUIRED: tuple[str, ...] = ()
    OPERANDS: tuple[str, ...] = ()
    INFO: tuple[str, ...] = ()
    CORE_OPS: frozenset[str] | None = None

    def __init__(self, body: Body, shape: dict[str, Any], roles: dict[str, str]):
        self.body, self.shape = body, shape
        if len(body.outputs) != 1:
            raise Unsupported(f"the body has {len(body.outputs)} outputs, the kernel one")
        self.out = body.outputs[0]
        missing = [r for r in self.REQUIRED if r not in roles]
        if missing:
            raise Unsupported(f"this {self.kind} form has no kernel binding (no "
                              f"{', '.join(missing)} operand)")
        unknown = sorted(set(roles) - set(self.OPERANDS) - set(self.INFO) - {"out"})
        if unknown:
            raise Unsupported(f"the {self.kind} kernel has no operand for: {', '.join(unknown)}")
        known = set(body.inputs) | set(body.producer)
        absent = sorted(r for r, t in roles.items() if t not in known)
        if absent:
            raise Unsupported(f"role tensors not in the body: {', '.join(absent)}")
        self.roles = roles
        operands = [roles[r] for r in self.OPERANDS if r in roles]
        prep = {id(n) for n in body.ancestors(operands)[0]}
        core = [n for n in body.nodes if id(n) not in prep]
        if self.CORE_OPS is not None:
            extra = sorted({n.op_type for n in core} - self.CORE_OPS)
            if extra:
                raise Unsupported(f"the body has ops outside the {self.kind} kernel: {', '.join(extra)}")
        self.core = core

    def role(self, name: str) -> str | None:
        return self.roles.get(name)

    def operands(self, inputs: tuple[np.ndarray, ...], static: set[int],
                 cache: dict[str, Any]) -> Call | str:
        """The kernel call for these node inputs, or why this call cannot use the kernel.

        ``static``: indices of node inputs that are constants (weights); ``cache``: this
        node's memo of values computed from static inputs only.
        """
        raise NotImplementedError

    def fetch(self, tensors: list[str], inputs: tuple[np.ndarray, ...],
              static: set[int], cache: dict[str, Any]) -> list[np.ndarray]:
        """Values of ``tensors``; those depending only on static node inputs are computed once."""
        out = []
        for t in tensors:
            plan = cache.get(("plan", t))  # per node: (its input index or None, static only)
            if plan is None:
                _nodes, used = self.body.ancestors([t])
                plan = cache[("plan", t)] = (self.body.index.get(t), used <= static)
            idx, const = plan
            if const and t in cache:
                out.append(cache[t])
                continue
            v = inputs[idx] if idx is not None else self.body.values([t], inputs)[0]
            if const:
                cache[t] = v
            out.append(v)
        return out


# ---- gemm -----------------------------------------------------------------------------------
class GemmMapper(Mapper):
    kind = "gemm"
    REQUIRED = ("a", "b", "mm")
    OPERANDS = ("a", "b", "bias")
    INFO = ("mm",)
    CORE_OPS = frozenset({"MatMul", "Gemm", "Add"})

    def __init__(self, body: Body, shape: dict[str, Any], roles: dict[str, str]):
        if quantized(shape):
            raise Unsupported(f"no runtime kernel for weight-only quantized GEMMs "
                              f"(weight_dtype={shape['weight_dtype']})")
        super().__init__(body, shape, roles)
        self.a, self.b, self.bias = roles["a"], roles["b"], roles.get("bias")
        mm = body.producer.get(roles["mm"])
        if mm is None or mm.op_type not in ("MatMul", "Gemm"):
            raise Unsupported("the mm role is not a MatMul/Gemm output")
        self.trans_a = self.trans_b = False
        self.beta = 1.0
        if mm.op_type == "Gemm":
            if attr(mm, "alpha", 1.0) != 1.0:
                raise Unsupported("Gemm alpha != 1")
            c = mm.input[2] if len(mm.input) > 2 and mm.input[2] else None
            if c is not None and c != self.bias:
                raise Unsupported("Gemm with C and a bias Add")
            self.trans_a, self.trans_b = bool(attr(mm, "transA", 0)), bool(attr(mm, "transB", 0))
            if c is not None:
                self.beta = float(attr(mm, "beta", 1.0))

    def operands(self, inputs, static, cache):  # noqa: ANN001 - see Mapper.call
        a, b = self.fetch([self.a, self.b], inputs, static, cache)
        if self.trans_a:
            a = a.T
        if a.ndim < 2 or b.ndim != 2:
            return f"operand ranks {a.ndim}/{b.ndim}: the kernel needs A[..,m,k] and a 2-D B"
        k, n = b.shape
        if a.shape[-1] != k:
            return f"A {a.shape} and B {b.shape} do not chain"
        b_key = f"__b_{self.b}"
        if self.b in cache:  # static B: transpose / convert once
            if b_key not in cache:
                cache[b_key] = as_operand(b.T if self.trans_b else b)
            bb = cache[b_key]
        else:
            bb = as_operand(b.T if self.trans_b else b)
        if self.trans_b:
            n, k = b.shape
            if a.shape[-1] != k:
                return f"A {a.shape} and B^T {b.shape} do not chain"
        bias = None
        if self.bias:
            (bv,) = self.fetch([self.bias], inputs, static, cache)
            if bv.size != n or (bv.ndim and bv.shape[-1] != n):
                return f"bias of shape {bv.shape} is not a per-column vector of {n}"
            bias = as_operand(np.asarray(bv, dtype=np.float32).reshape(n) * np.float32(self.beta))
        m = math.prod(a.shape[:-1])
        a2 = as_operand(a.reshape(m, k))
        return Call([a2, bb, bias], [m, n, k], (m, n), (*a.shape[:-1], n), k, ld_of=n)


# ---- attention ------------------------------------------------------------------------------
class AttentionMapper(Mapper):
    kind = "attention"
    REQUIRED = ("q", "kt", "v")
    OPERANDS = ("q", "kt", "v", "scale_mul", "scale_div", "mask_add", "mask_keep", "mask_drop",
                "mask_fill", "guard_zero")
    CORE_OPS = frozenset({"MatMul", "Mul", "Div", "Add", "Where", "Softmax", "IsNaN", "Cast"})

    def __init__(self, body: Body, shape: dict[str, Any], roles: dict[str, str]):
        super().__init__(body, shape, roles)
        self.q, self.kt, self.v = roles["q"], roles["kt"], roles["v"]
        if any(attr(n, "axis", -1) not in (-1, 3) for n in self.core if n.op_type == "Softmax"):
            raise Unsupported("Softmax is not over the last axis")
        self.scales = [(op, roles[r]) for op, r in (("Mul", "scale_mul"), ("Div", "scale_div"))
                       if r in roles]
        self.masks = [(k, roles[r], 0) for k, r in (("add", "mask_add"), ("where_keep", "mask_keep"),
                                                   ("where_drop", "mask_drop"), ("fill", "mask_fill"))
                      if r in roles]

    def operands(self, inputs, static, cache):  # noqa: ANN001
        q, kt, v = self.fetch([self.q, self.kt, self.v], inputs, static, cache)
        three = q.ndim == 3
        if three:
            q, kt, v = q[None], kt[None], v[None]
        if q.ndim != 4 or kt.ndim != 4 or v.ndim != 4:
            return "Q/K/V are not 4-D [batch, heads, seq, head_dim]"
        b, h, sq, d = q.shape
        skv = kt.shape[-1]
        if kt.shape != (b, h, d, skv) or v.shape != (b, h, skv, d):
            return f"Q {q.shape}, K^T {kt.shape}, V {v.shape} do not match one head layout"
        scale = 1.0
        for op, c in self.scales:
            (cv,) = self.fetch([c], inputs, static, cache)
            if cv.size != 1:
                return f"{op} before Softmax by a non-scalar {cv.shape}"
            val = float(np.asarray(cv).reshape(()))
            scale *= val if op == "Mul" else 1.0 / val
        if not scale > 0:
            return f"score scale {scale:g} is not positive"
        causal = self._causal(inputs, static, cache, sq, skv)
        if isinstance(causal, str):
            return causal
        if causal and sq > skv:
            return "causal with seq_q > seq_kv leaves rows fully masked"
        factor = scale * math.sqrt(d)
        q32 = np.asarray(q, dtype=np.float32)
        if abs(factor - 1.0) > 1e-7:  # the kernel scales by 1/sqrt(d): fold the rest into Q
            q32 = q32 * np.float32(factor)
        result = (b, h, sq, d)[1:] if three else (b, h, sq, d)
        return Call([as_operand(q32), as_operand(kt), as_operand(v)],  # the kernel takes K^T
                    [b, h, h, sq, skv, d, int(causal)], (b, h, sq, d), result, max(d, skv))

    def _causal(self, inputs, static, cache, sq: int, skv: int) -> bool | str:  # noqa: ANN001
        masks = [np.asarray(self.fetch([t], inputs, static, cache)[0]) for _, t, _ in self.masks]
        seen = cache.get("__mask_verdict")  # a run's mask is the previous run's, most often
        if seen is not None and seen[0] == (sq, skv) and len(seen[1]) == len(masks) and all(
                a.shape == b.shape and np.array_equal(a, b) for a, b in zip(seen[1], masks)):
            return seen[2]
        verdict = self._mask_verdict(masks, sq, skv)
        cache["__mask_verdict"] = ((sq, skv), [m.copy() for m in masks], verdict)
        return verdict

    def _mask_verdict(self, masks: list[np.ndarray], sq: int, skv: int) -> bool | str:
        allowed = np.ones((sq, skv), dtype=bool)
        for (kind, _t, _), mv in zip(self.masks, masks):
            if kind == "fill":
                if mv.size == 0 or not np.all(mv <= NEG_MASK):
                    return "Where fill value is not a large negative"
                continue
            try:
                full = np.broadcast_to(mv, mv.shape[:-2] + (sq, skv)) if mv.ndim >= 2 else \
                    np.broadcast_to(mv, (sq, skv))
            except ValueError:
                return f"mask of shape {mv.shape} does not broadcast to [{sq}, {skv}]"
            if kind == "add":
                keep = full == 0
                if not np.all(keep | (full <= NEG_MASK)):
                    return "additive mask has values other than 0 and a large negative"
            else:
                keep = full.astype(bool) if kind == "where_keep" else ~full.astype(bool)
            flat = keep.reshape(-1, sq, skv)
            if not np.all(flat == flat[:1]):
                return "mask differs across batch/heads (padding mask): the kernel has none"
            allowed &= flat[0]
        if allowed.all():
            return False
        causal = np.arange(skv)[None, :] <= np.arange(sq)[:, None] + (skv - sq)
        if np.array_equal(allowed, causal):
            return True
        return "mask is neither causal nor empty (e.g. padding or sliding window)"


# ---- ffn ------------------------------------------------------------------------------------
class FfnMapper(Mapper):
    kind = "ffn"
    REQUIRED = ("x", "w_up", "w_down")
    OPERANDS = ("x", "w_gate", "w_up", "w_down")

    def __init__(self, body: Body, shape: dict[str, Any], roles: dict[str, str]):
        super().__init__(body, shape, roles)
        act = str(shape.get("activation", "")).lower()
        if act not in ACTIVATIONS:
            raise Unsupported(f"activation {act!r} has no kernel")
        self.act = ACTIVATIONS[act]
        self.gated = bool(shape.get("gated"))
        if self.gated != ("w_gate" in roles):
            raise Unsupported("a gated FFN without a separate gate weight" if self.gated
                              else "a gate weight on a plain FFN")
        self.x, self.wu, self.wd, self.wg = roles["x"], roles["w_up"], roles["w_down"], roles.get("w_gate")
        for n in self.core:  # a projection written as Gemm must be a plain x @ W
            if n.op_type == "Gemm" and (attr(n, "transA", 0) or attr(n, "transB", 0)
                                        or attr(n, "alpha", 1.0) != 1.0
                                        or (len(n.input) > 2 and n.input[2])):
                raise Unsupported("an FFN projection is a Gemm with a transpose, alpha or C")

    def operands(self, inputs, static, cache):  # noqa: ANN001
        names = [self.x, self.wu, self.wd] + ([self.wg] if self.wg else [])
        vals = self.fetch(names, inputs, static, cache)
        x, wu, wd = vals[:3]
        wg = vals[3] if self.wg else None
        if x.ndim < 2 or wu.ndim != 2 or wd.ndim != 2 or (wg is not None and wg.ndim != 2):
            return "FFN weights are not 2-D"
        h, inter = wu.shape
        if x.shape[-1] != h or wd.shape != (inter, h) or (wg is not None and wg.shape != wu.shape):
            return f"x {x.shape}, W_up {wu.shape}, W_down {wd.shape} do not chain"
        t = math.prod(x.shape[:-1])
        ws = []
        for name, w in ((self.wg, wg), (self.wu, wu), (self.wd, wd)):
            if w is None:
                ws.append(None)
            elif name in cache:
                key = f"__w_{name}"
                if key not in cache:
                    cache[key] = as_operand(w)
                ws.append(cache[key])
            else:
                ws.append(as_operand(w))
        scratch = cache.get(f"__scratch_{t}x{inter}")  # reused: a fresh 4 MB+ buffer per call
        if scratch is None:                            # costs its page faults every time
            scratch = cache[f"__scratch_{t}x{inter}"] = aligned((t, inter))
        constant = all(n is None or n in cache for n in (self.wg, self.wu, self.wd))
        return Call([as_operand(x.reshape(t, h)), ws[0], ws[1], ws[2], scratch, None],
                    [t, h, inter, int(self.gated), self.act], (t, h), x.shape, max(h, inter),
                    keep=scratch, pack_slot=5 if constant else None)


# ---- layernorm / rmsnorm --------------------------------------------------------------------
class NormMapper(Mapper):
    kind = "norm"
    REQUIRED = ("x",)
    OPERANDS = ("x", "gamma", "beta", "eps")
    INFO = ("normed",)

    def __init__(self, body: Body, shape: dict[str, Any], roles: dict[str, str]):
        super().__init__(body, shape, roles)
        self.x, self.gamma, self.beta = roles["x"], roles.get("gamma"), roles.get("beta")
        self.eps_tensor, self.eps_value = roles.get("eps"), None
        if self.eps_tensor is None:
            node = body.producer.get(roles.get("normed", ""))
            if node is None:
                raise Unsupported("the norm's epsilon is neither a tensor nor a norm op's attribute")
            if int(attr(node, "axis", -1)) != -1:
                raise Unsupported(f"{node.op_type} is not over the last axis only")
            self.eps_value = float(attr(node, "epsilon", 1e-5))

    def operands(self, inputs, static, cache):  # noqa: ANN001
        (x,) = self.fetch([self.x], inputs, static, cache)
        h = x.shape[-1]
        if self.eps_tensor:
            (ev,) = self.fetch([self.eps_tensor], inputs, static, cache)
            if ev.size != 1:
                return "epsilon is not a scalar"
            eps = float(np.asarray(ev).reshape(()))
        else:
            eps = float(self.eps_value)
        eps_units = round(eps * 1e12)  # the kernel takes epsilon in units of 1e-12
        if not 0 < eps_units < 2**62 or abs(eps_units * 1e-12 - eps) > 1e-6 * eps:
            return f"epsilon {eps:g} is not representable by the kernel (1e-12 .. 1e6)"
        params = []
        for name, default in ((self.gamma, 1.0), (self.beta, 0.0)):
            if not name:
                unit = f"__unit{default}_{h}"
                if unit not in cache:
                    cache[unit] = aligned((h,), default)
                params.append(cache[unit])
                continue
            key = f"__p_{name}"
            if key in cache and cache[key].shape == (h,):
                params.append(cache[key])
                continue
            (pv,) = self.fetch([name], inputs, static, cache)
            if pv.size != h:
                return f"norm parameter of shape {pv.shape} is not per-channel ({h})"
            arr = as_operand(np.asarray(pv, dtype=np.float32).reshape(h))
            if name in cache:  # static: keep the converted copy
                cache[key] = arr
            params.append(arr)
        rows = math.prod(x.shape[:-1])
        return Call([as_operand(x.reshape(rows, h)), params[0], params[1]], [rows, h, eps_units],
                    (rows, h), x.shape, h)


MAPPERS: dict[str, type[Mapper]] = {"gemm": GemmMapper, "attention": AttentionMapper,
                                    "ffn": FfnMapper, "layernorm": NormMapper, "rmsnorm": NormMapper}


def make_mapper(func: Any, kind: str, shape: dict[str, Any], roles: dict[str, str] | None) -> Mapper:
    """The mapper of one function body from its node's operand roles (None: a model compiled
    before roles were recorded); raises :class:`Unsupported` with the reason."""
    if roles is None:
        raise Unsupported(LEGACY)
    cls = MAPPERS.get(kind)
    if cls is None:
        raise Unsupported(f"no kernel for op kind {kind!r}")
    return cls(Body(func), shape, roles)
