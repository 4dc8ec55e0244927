"""How a fused node's inputs become a kernel's operands: one mapper per op kind.

A compiled model's ``ai.aoe`` node is backed by a function whose body is the original subgraph.
A mapper reads that body once (:func:`make_mapper`) and finds the *core* the kernel computes
(a MatMul and its bias Add; QK^T -> scale -> mask -> Softmax -> PV; gate/up/down MatMuls around
an activation; a norm's epsilon, gamma and beta). Everything upstream of the core's operands
(layout ops such as a transposed or GQA-repeated K, RoPE, Casts) is the *prep*: evaluated by the
ONNX reference evaluator on each call, and only once per node when it depends on constants only
(weights). Per call, :meth:`Mapper.call` returns a :class:`~.kernels.Call` or a reason why this
call cannot run on the kernel (e.g. a padding mask): the node then evaluates its body instead.

Semantics that cannot be read from the structure alone (the activation region of an FFN, the
normalisation chain of a decomposed norm) are checked numerically: the session compares the
kernel's first output of every node with its body on the same inputs.
"""
from __future__ import annotations

import math
from collections import defaultdict
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
    """A function body with producer / consumer maps and sub-evaluation of its tensors."""

    def __init__(self, func: Any):
        self.func = func
        self.nodes = list(func.node)
        self.inputs = list(func.input)
        self.outputs = list(func.output)
        self.producer = {o: n for n in self.nodes for o in n.output if o}
        self.consumers: dict[str, list[Any]] = defaultdict(list)
        for n in self.nodes:
            for t in n.input:
                if t:
                    self.consumers[t].append(n)
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

    def depends_on(self, tensor: str, input_index: int) -> bool:
        return input_index in self.ancestors([tensor])[1]

    def values(self, tensors: list[str], inputs: tuple[np.ndarray, ...]) -> list[np.ndarray]:
        """Values of body tensors for the node inputs ``inputs`` (prep evaluated if needed)."""
        if all(t in self.inputs for t in tensors):
            return [inputs[self.inputs.index(t)] for t in tensors]
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

    def single(self, tensor: str, op_types: tuple[str, ...]) -> Any:
        node = self.producer.get(tensor)
        return node if node is not None and node.op_type in op_types else None


class Mapper:
    """Base: a kind's operand mapping for one function body; constant prep is cached per node."""

    kind = ""

    def __init__(self, body: Body, shape: dict[str, Any], io: dict[str, int]):
        self.body, self.shape, self.io = body, shape, io
        if len(body.outputs) != 1:
            raise Unsupported(f"the body has {len(body.outputs)} outputs, the kernel one")
        self.out = body.outputs[0]

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
            _nodes, used = self.body.ancestors([t])
            if used <= static and t in cache:
                out.append(cache[t])
                continue
            v = self.body.values([t], inputs)[0]
            if used <= static:
                cache[t] = v
            out.append(v)
        return out

    def check_core(self, core: list[Any], operands: list[str]) -> None:
        """Every body node must be in the core or the prep of the operands."""
        prep, _ = self.body.ancestors(operands)
        ids = {id(n) for n in core} | {id(n) for n in prep}
        extra = [n.op_type for n in self.body.nodes if id(n) not in ids]
        if extra:
            raise Unsupported(f"the body has ops outside the {self.kind} kernel: "
                              f"{', '.join(sorted(set(extra)))}")
        overlap = {id(n) for n in core} & {id(n) for n in prep}
        if overlap:
            raise Unsupported("the kernel's operands depend on its own core")


def _through(body: Body, tensor: str, ops: tuple[str, ...], core: list[Any]) -> str:
    """Walk up through single-input transparent ops (e.g. Cast); returns the tensor reached."""
    while True:
        node = body.producer.get(tensor)
        if node is None or node.op_type not in ops:
            return tensor
        core.append(node)
        tensor = node.input[0]


# ---- gemm -----------------------------------------------------------------------------------
class GemmMapper(Mapper):
    kind = "gemm"

    def __init__(self, body: Body, shape: dict[str, Any], io: dict[str, int]):
        super().__init__(body, shape, io)
        if quantized(shape):
            raise Unsupported(f"no runtime kernel for weight-only quantized GEMMs "
                              f"(weight_dtype={shape['weight_dtype']})")
        core: list[Any] = []
        t = self.out
        self.bias = None
        node = body.producer.get(t)
        if node is not None and node.op_type == "Add":
            mm_in = [x for x in node.input if body.single(x, ("MatMul", "Gemm"))]
            if len(mm_in) != 1:
                raise Unsupported("Add after the MatMul is not a bias")
            self.bias = node.input[1] if node.input[0] == mm_in[0] else node.input[0]
            core.append(node)
            t = mm_in[0]
        mm = body.single(t, ("MatMul", "Gemm"))
        if mm is None:
            raise Unsupported("no MatMul/Gemm produces the output")
        core.append(mm)
        self.mm = mm
        self.a, self.b = mm.input[0], mm.input[1]
        self.c = mm.input[2] if mm.op_type == "Gemm" and len(mm.input) > 2 and mm.input[2] else None
        if mm.op_type == "Gemm":
            if attr(mm, "alpha", 1.0) != 1.0:
                raise Unsupported("Gemm alpha != 1")
            if self.c is not None and self.bias is not None:
                raise Unsupported("Gemm with C and a bias Add")
            self.trans_a, self.trans_b = bool(attr(mm, "transA", 0)), bool(attr(mm, "transB", 0))
            self.beta = float(attr(mm, "beta", 1.0))
        else:
            self.trans_a = self.trans_b = False
            self.beta = 1.0
        if self.c is not None:
            self.bias = self.c
        self.check_core(core, [x for x in (self.a, self.b, self.bias) if x])

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
        m = int(np.prod(a.shape[:-1]))
        a2 = as_operand(a.reshape(m, k))
        return Call([a2, bb, bias], [m, n, k], (m, n), (*a.shape[:-1], n), k, ld_of=n)


# ---- attention ------------------------------------------------------------------------------
class AttentionMapper(Mapper):
    kind = "attention"

    def __init__(self, body: Body, shape: dict[str, Any], io: dict[str, int]):
        super().__init__(body, shape, io)
        core: list[Any] = []
        t = _through(body, self.out, ("Cast",), core)
        pv = body.single(t, ("MatMul",))
        if pv is None:
            raise Unsupported("the output is not a P.V MatMul (a fused attention op?)")
        core.append(pv)
        self.v = pv.input[1]
        t = _through(body, pv.input[0], ("Cast",), core)
        guard = body.single(t, ("Where",))  # torch SDPA: Where(IsNaN(p), 0, p)
        if guard is not None:
            isnan = body.single(guard.input[0], ("IsNaN",))
            if isnan is None or isnan.input[0] != guard.input[2]:
                raise Unsupported("Where after Softmax is not a NaN guard")
            core += [guard, isnan]
            self.guard_zero = guard.input[1]
            t = _through(body, guard.input[2], ("Cast",), core)
        else:
            self.guard_zero = None
        sm = body.single(t, ("Softmax",))
        if sm is None:
            raise Unsupported("no Softmax before P.V")
        if attr(sm, "axis", -1) not in (-1, 3):
            raise Unsupported("Softmax is not over the last axis")
        core.append(sm)
        t = _through(body, sm.input[0], ("Cast",), core)
        self.scales: list[tuple[str, str]] = []  # (op, tensor)
        self.masks: list[tuple[str, str, int]] = []  # (kind, tensor, kept branch for Where)
        while True:
            node = body.producer.get(t)
            if node is None:
                raise Unsupported("no Q.K^T MatMul before Softmax")
            if node.op_type == "MatMul":
                break
            core.append(node)
            if node.op_type == "Cast":
                t = node.input[0]
            elif node.op_type in ("Mul", "Div"):
                x, c = node.input[0], node.input[1]
                if node.op_type == "Mul" and self._is_scores(c) and not self._is_scores(x):
                    x, c = c, x
                self.scales.append((node.op_type, c))
                t = x
            elif node.op_type == "Add":
                x, mk = node.input[0], node.input[1]
                if self._is_scores(mk) and not self._is_scores(x):
                    x, mk = mk, x
                self.masks.append(("add", mk, 0))
                t = x
            elif node.op_type == "Where":
                c, a, b = node.input
                if self._is_scores(a) and not self._is_scores(b):
                    self.masks.append(("where_keep", c, 2))
                    self.masks.append(("fill", b, 0))
                    t = a
                elif self._is_scores(b) and not self._is_scores(a):
                    self.masks.append(("where_drop", c, 1))
                    self.masks.append(("fill", a, 0))
                    t = b
                else:
                    raise Unsupported("Where before Softmax is not a mask")
            else:
                raise Unsupported(f"{node.op_type} between Q.K^T and Softmax")
        qk = body.producer[t]
        core.append(qk)
        self.q, self.kt = qk.input[0], qk.input[1]
        extra = [x for _, x in self.scales] + [x for _, x, _ in self.masks]
        if self.guard_zero:
            extra.append(self.guard_zero)
        self.check_core(core, [self.q, self.kt, self.v, *extra])

    def _is_scores(self, tensor: str) -> bool:
        """Does ``tensor`` depend on Q (i.e. is it the score chain rather than a mask/scale)?"""
        nodes, _ = self.body.ancestors([tensor])
        return any(n.op_type == "MatMul" for n in nodes)

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
        k = np.swapaxes(kt, -1, -2)
        result = (b, h, sq, d)[1:] if three else (b, h, sq, d)
        return Call([as_operand(q32), as_operand(k), as_operand(v)],
                    [b, h, h, sq, skv, d, int(causal)], (b, h, sq, d), result, max(d, skv))

    def _causal(self, inputs, static, cache, sq: int, skv: int) -> bool | str:  # noqa: ANN001
        allowed = np.ones((sq, skv), dtype=bool)
        for kind, t, _ in self.masks:
            (mv,) = self.fetch([t], inputs, static, cache)
            mv = np.asarray(mv)
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

    def __init__(self, body: Body, shape: dict[str, Any], io: dict[str, int]):
        super().__init__(body, shape, io)
        act = str(shape.get("activation", "")).lower()
        if act not in ACTIVATIONS:
            raise Unsupported(f"activation {act!r} has no kernel")
        self.act = ACTIVATIONS[act]
        down = body.single(self.out, ("MatMul",))
        if down is None:
            raise Unsupported("the output is not the down MatMul (FFN biases: the kernel has none)")
        self.wd = down.input[1]
        hid = down.input[0]
        core = [down]
        mm_of = {n.output[0]: n for n in body.nodes if n.op_type == "MatMul" and n is not down}
        self.gated = bool(shape.get("gated"))
        prod = body.producer.get(hid)
        if self.gated:
            if prod is None or prod.op_type != "Mul":
                raise Unsupported("gated FFN without a gate Mul")
            direct = [x for x in prod.input if x in mm_of]
            if len(direct) != 1:
                raise Unsupported("cannot tell the up from the gate projection")
            up = mm_of[direct[0]]
            act_t = prod.input[1] if prod.input[0] == direct[0] else prod.input[0]
            region, _ = body.ancestors([act_t])
            gates = [n for n in region if n.op_type == "MatMul"]
            if len(gates) != 1:
                raise Unsupported("the gate activation does not come from one MatMul")
            gate = gates[0]
            self.wg = gate.input[1]
            top = [prod, up]
        else:
            region, _ = body.ancestors([hid])
            ups = [n for n in region if n.op_type == "MatMul"]
            if len(ups) != 1:
                raise Unsupported("the activation does not come from one MatMul")
            up = gate = ups[0]
            self.wg = None
            act_t, top = hid, []
        self.x, self.wu = up.input[0], up.input[1]
        if gate.input[0] != self.x:
            raise Unsupported("gate and up projections read different inputs")
        operands = [w for w in (self.x, self.wg, self.wu, self.wd) if w]
        prep = {id(n) for n in body.ancestors(operands)[0]}
        region = [n for n in body.ancestors([act_t])[0] if id(n) not in prep]
        self.check_core(core + top + region, operands)

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
        t = int(np.prod(x.shape[:-1]))
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
        scratch = aligned((t, inter))
        return Call([as_operand(x.reshape(t, h)), ws[0], ws[1], ws[2], scratch],
                    [t, h, inter, int(self.gated), self.act], (t, h), x.shape, max(h, inter),
                    keep=scratch)


# ---- layernorm / rmsnorm --------------------------------------------------------------------
class NormMapper(Mapper):
    kind = "norm"

    def __init__(self, body: Body, shape: dict[str, Any], io: dict[str, int], kind: str):
        super().__init__(body, shape, io)
        self.kind = kind
        if "x" not in io or io["x"] >= len(body.inputs):
            raise Unsupported("the norm's input x is not a node input")
        self.x = body.inputs[io["x"]]
        self.gamma = self.beta = None
        self.eps_tensor = None
        self.eps_value = None
        single = [n for n in body.nodes if n.op_type in
                  ("LayerNormalization", "RMSNormalization", "SimplifiedLayerNormalization")]
        if single:
            node = single[-1]
            if body.producer.get(self.out) is not node or node.input[0] != self.x:
                raise Unsupported(f"{node.op_type} with other ops around it")
            if attr(node, "axis", -1) != -1 and not (attr(node, "axis") is not None
                                                     and int(attr(node, "axis")) == -1):
                raise Unsupported(f"{node.op_type} is not over the last axis only")
            self.eps_value = float(attr(node, "epsilon", 1e-5))
            self.gamma = node.input[1] if len(node.input) > 1 and node.input[1] else None
            self.beta = node.input[2] if len(node.input) > 2 and node.input[2] else None
            self.check_core([node], [self.x] + [t for t in (self.gamma, self.beta) if t])
        else:
            t = self.out
            core: list[Any] = []
            node = body.producer.get(t)
            if node is not None and node.op_type == "Add" and kind == "layernorm":
                p = [x for x in node.input if not body.depends_on(x, io["x"])]
                if len(p) == 1:
                    self.beta = p[0]
                    core.append(node)
                    t = node.input[0] if node.input[1] == p[0] else node.input[1]
                    node = body.producer.get(t)
            if node is not None and node.op_type == "Mul":
                p = [x for x in node.input if not body.depends_on(x, io["x"])]
                if len(p) == 1:
                    self.gamma = p[0]
            adds = [n for n in body.nodes if n.op_type == "Add" and any(
                (body.producer.get(x) is not None and body.producer[x].op_type == "ReduceMean")
                for x in n.input)]
            if len(adds) != 1:
                raise Unsupported("cannot find the epsilon Add after ReduceMean")
            add = adds[0]
            self.eps_tensor = [x for x in add.input if body.producer.get(x) is None
                               or body.producer[x].op_type != "ReduceMean"][0]
            params = [p for p in (self.gamma, self.beta, self.eps_tensor) if p]
            prep_nodes, _ = body.ancestors(params)
            prep_ids = {id(n) for n in prep_nodes}
            core = [n for n in body.nodes if id(n) not in prep_ids]
            self.check_core(core, params + [self.x])

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
                params.append(cache.setdefault(f"__unit{default}_{h}", aligned((h,), default)))
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
        rows = int(np.prod(x.shape[:-1]))
        return Call([as_operand(x.reshape(rows, h)), params[0], params[1]], [rows, h, eps_units],
                    (rows, h), x.shape, h)


def make_mapper(func: Any, kind: str, shape: dict[str, Any], io: dict[str, int]) -> Mapper:
    """The mapper of one function body; raises :class:`Unsupported` with the reason."""
    body = Body(func)
    if kind == "gemm":
        return GemmMapper(body, shape, io)
    if kind == "attention":
        return AttentionMapper(body, shape, io)
    if kind == "ffn":
        return FfnMapper(body, shape, io)
    if kind in ("layernorm", "rmsnorm"):
        return NormMapper(body, shape, io, kind)
    raise Unsupported(f"no kernel for op kind {kind!r}")
