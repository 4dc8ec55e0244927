"""Execute a compiled model with its ``ai.aoe`` nodes on the cpu backend's kernels.

The ONNX reference evaluator runs the graph; every ``ai.aoe`` op type gets an ``OpRun`` class
whose ``_run`` maps the node's inputs to a kernel call (:mod:`.mapping`), runs the library the
tuner built for the node's stamped tiling (or the stock default tiling, in ``default`` mode) and
reshapes the result. Never silently wrong: the first kernel output of every node (in each mode)
is compared with the node's function body evaluated on the same inputs; a mismatch, a kernel that
fails to build or run, a body the kernel does not compute or a node without operand roles
sends that node back to its body for the rest of the run, and :meth:`Session.summary` says which and why.
"""
from __future__ import annotations

import os
import time
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ge_bridge.aoe_node import AOE_DOMAIN, PROFILES_ATTR, attr, decode_attrs
from ge_bridge.errors import AoeError
from ge_bridge.opkey import Task
from ge_bridge.profiles import node_profiles, profile_for_dims
from ge_bridge.tiling import stock_default

from ..backends.cpu.abi import Kernel
from ..backends.cpu.check import check_close
from .mapping import Mapper, Unsupported, extra_ops, make_mapper

MODES = ("tuned", "default")


@dataclass
class NodeState:
    name: str
    op_type: str
    kind: str
    task: Task
    mapper: Mapper | None
    static: set[int]
    cache: dict[str, Any] = field(default_factory=dict)
    kernels: dict[str, Kernel | None] = field(default_factory=dict)
    checked: set[str] = field(default_factory=set)
    fallback: dict[str, str] = field(default_factory=dict)  # mode -> why (whole run)
    body_calls: dict[str, str] = field(default_factory=dict)  # mode -> last per-call reason
    tiling: dict[str, Any] = field(default_factory=dict)  # the selected shape profile's, else
    # the node's attributes' (a model compiled before per-phase FFN knobs: upgraded)


class Session:
    """A compiled model ready to run; ``mode`` picks tuned or stock default tilings."""

    def __init__(self, model: Any, backend: Any, check_all: bool = False,
                 dims: dict[str, int] | None = None):
        self.model, self.backend, self.check_all = model, backend, check_all
        self.mode = "tuned"
        self.funcs = {f.name: f for f in model.functions if f.domain == AOE_DOMAIN}
        fused = [n for n in model.graph.node if n.domain == AOE_DOMAIN]
        if not fused:
            raise AoeError("not a compiled model: it has no ai.aoe nodes (run aoe_tune compile first)")
        static_names = {t.name for t in model.graph.initializer}
        static_names |= {o for n in model.graph.node if n.op_type == "Constant" for o in n.output}
        self.nodes: dict[str, NodeState] = {}
        mappers: dict[str, Mapper | str] = {}
        for node in fused:
            # a model compiled for several shape profiles: the run's dims select one
            profile = profile_for_dims(node_profiles(attr(node, PROFILES_ATTR, "")), dims or {})
            try:
                a = decode_attrs(node, profile["key"] if profile else None)
            except ValueError:
                raise AoeError(f"fused node {node.name!r} has a malformed aoe_key") from None
            if node.op_type not in self.funcs:
                raise AoeError(f"fused node {node.name!r}: the model has no function {node.op_type!r}")
            mk = f"{node.op_type}|{a.kind}|{sorted(a.roles.items()) if a.roles is not None else None}"
            if mk not in mappers:
                try:
                    mappers[mk] = make_mapper(self.funcs[node.op_type], a.kind, a.shape, a.roles)
                except Unsupported as exc:
                    mappers[mk] = str(exc)
            m = mappers[mk]
            st = NodeState(node.name, node.op_type, a.kind, Task(a.kind, a.shape, a.dtype),
                           m if isinstance(m, Mapper) else None,
                           {i for i, t in enumerate(node.input) if t in static_names},
                           tiling=dict(profile["tiling"]) if profile else a.tiling)
            if isinstance(m, str):
                st.fallback = {mode: m for mode in MODES}
            self.nodes[node.name] = st
            self._load(st, node)
        self.kernel_s: dict[str, dict[str, float]] = {m: defaultdict(float) for m in MODES}
        self.calls: dict[str, dict[str, int]] = {m: defaultdict(int) for m in MODES}
        self._bodies: dict[str, Any] = {}
        self._init_engine(model, fused)

    def _init_engine(self, model: Any, fused: list[Any]) -> None:
        """Load the graph into the engine that runs it (here: the ONNX reference evaluator)."""
        from onnx.reference import ReferenceEvaluator

        new_ops = [self._op_class(name) for name in sorted({n.op_type for n in fused})] + extra_ops()
        bare = type(model)()
        bare.CopyFrom(model)
        del bare.functions[:]  # every ai.aoe node is overridden; bodies are evaluated on their own
        try:
            self.evaluator = ReferenceEvaluator(bare, new_ops=new_ops)
        except Exception as exc:  # noqa: BLE001 - the evaluator raises assorted errors
            raise AoeError(f"cannot load the model in the reference evaluator: "
                           f"{str(exc).splitlines()[0] if str(exc) else type(exc).__name__}") from None

    # -- kernels --------------------------------------------------------------------------
    def _load(self, st: NodeState, node: Any) -> None:
        for mode in MODES:
            if mode in st.fallback:
                continue
            if mode == "tuned":
                tiling = st.tiling
            else:
                tiling = stock_default(st.kind, st.task.shape, st.task.dtype)
            try:
                tiling = self.backend.full_tiling(st.task, tiling)
            except ValueError as exc:
                st.fallback[mode] = f"tiling: {exc}"
                continue
            path, err = self.backend.build(st.task, tiling)
            if path is None:
                st.fallback[mode] = f"kernel build failed: {err}"
                continue
            st.kernels[mode] = Kernel(path)

    def _body(self, op_type: str) -> Any:
        from onnx.reference import ReferenceEvaluator

        ev = self._bodies.get(op_type)
        if ev is None:
            ev = self._bodies[op_type] = ReferenceEvaluator(self.funcs[op_type], new_ops=extra_ops())
        return ev

    def run_body(self, op_type: str, inputs: tuple[np.ndarray, ...]) -> list[np.ndarray]:
        f = self.funcs[op_type]
        return list(self._body(op_type).run(None, dict(zip(f.input, inputs)), attributes={}))

    def _op_class(self, op_type: str) -> type:
        from onnx.reference.op_run import OpRun

        session = self

        def _run(self: Any, *inputs: Any, **_attrs: Any) -> tuple[np.ndarray, ...]:
            return tuple(session.execute(self.onnx_node.name, op_type, inputs))

        return type(op_type, (OpRun,), {"op_domain": AOE_DOMAIN, "_run": _run})

    def execute(self, name: str, op_type: str, inputs: tuple[np.ndarray, ...]) -> list[np.ndarray]:
        st, mode = self.nodes[name], self.mode
        kernel = st.kernels.get(mode)
        if mode in st.fallback or kernel is None or st.mapper is None:
            return self.run_body(op_type, inputs)
        try:
            call = st.mapper.operands(inputs, st.static, st.cache)
        except Exception as exc:  # noqa: BLE001 - a mapping bug must not give wrong numbers
            call = f"operand mapping failed: {exc}"
        if isinstance(call, str):
            st.body_calls[mode] = call
            return self.run_body(op_type, inputs)
        try:
            out, dt = kernel.run(call)
        except RuntimeError as exc:
            st.fallback[mode] = str(exc)
            return self.run_body(op_type, inputs)
        ref_dtype = inputs[0].dtype if inputs and inputs[0].dtype.kind == "f" else np.float32
        out = out.astype(ref_dtype, copy=False)
        if mode not in st.checked or self.check_all:
            ref = self.run_body(op_type, inputs)
            why = check_close(out, ref[0], call.reduce)
            st.checked.add(mode)
            if why:
                st.fallback[mode] = f"first-call check failed: {why}"
                return ref
        self.kernel_s[mode][op_type] += dt
        self.calls[mode][op_type] += 1
        return [out]

    # -- running --------------------------------------------------------------------------
    def run(self, feeds: dict[str, np.ndarray], mode: str = "tuned") -> tuple[list[np.ndarray], float]:
        """``(outputs, seconds)`` of one run with ``mode`` tilings."""
        self.mode = mode
        t0 = time.perf_counter()
        try:
            outs = self.evaluator.run(None, feeds)
        except AoeError:
            raise
        except Exception as exc:  # noqa: BLE001
            first = str(exc).strip().splitlines()
            raise AoeError(f"running the model failed: {first[0] if first else type(exc).__name__}") \
                from None
        return list(outs), time.perf_counter() - t0

    def summary(self) -> list[dict[str, Any]]:
        """Per op type: nodes, how many ran on kernels per mode, fallback reasons."""
        rows: dict[str, dict[str, Any]] = {}
        for st in self.nodes.values():
            r = rows.setdefault(st.op_type, {"op_type": st.op_type, "kind": st.kind, "nodes": 0,
                                             "kernel": {m: 0 for m in MODES}, "why": {}})
            r["nodes"] += 1
            for mode in MODES:
                why = st.fallback.get(mode) or st.body_calls.get(mode)
                if why:
                    r["why"].setdefault(mode, why)
                elif mode in st.checked:
                    r["kernel"][mode] += 1
        return list(rows.values())


def load_compiled(path: str) -> Any:
    """A compiled model read from ``path`` (weights and external data loaded); one-line AoeError
    for a missing, special or unreadable file."""
    import onnx

    if not os.path.exists(path):
        raise AoeError(f"{path}: no such file")
    from ge_bridge.load import require_text_names
    from ge_bridge.userfile import require_regular_file

    require_regular_file(path, "model")
    try:
        model = onnx.load(path)
    except Exception as exc:  # noqa: BLE001 - protobuf / external data errors
        first = str(exc).strip().splitlines()
        raise AoeError(f"{path}: not a readable ONNX model ({first[0] if first else type(exc).__name__})") \
            from None
    require_text_names(model, path)
    return model
