"""Run a compiled model in onnxruntime, its ``ai.aoe`` nodes on the model's tuned kernel library.

Mechanism: onnxruntime-extensions' Python custom operators (``pip install 'aoe-pass[ort]'``).
onnxruntime's C API headers are not shipped by any package of the registries this project may
use (the onnxruntime wheel and npm package carry the runtime library only, Debian has no
onnxruntime package), so a C custom-op library cannot be built from a declared dependency;
onnxruntime-extensions is the supported custom-op route on top of the stock wheel. Each bound
``ai.aoe`` node is rewritten (in memory) into an ``ai.onnx.contrib`` custom node whose Python
body maps the node's inputs to the kernel's operands (:mod:`.mapping`) and calls the kernel in
the library that ``aoe_tune compile --kernels`` built (:mod:`.library`) through ctypes;
everything else runs in onnxruntime's own kernels. Results travel back as numpy buffers (the
extension's default hook converts them through Python lists, 250x slower on a 2 MB tensor).

Never silently wrong: at session creation every custom node runs once on real inputs and its
output is compared with its function body (run by onnxruntime); a node that cannot be bound
(no library, another CPU, a body the kernel does not compute, unknown input types) or fails the
check stays an ``ai.aoe`` node, which onnxruntime runs as its function body, and
:meth:`OrtSession.summary` says which and why. A call the kernel cannot take (e.g. a padding
mask) runs the body for that call. An exception inside a custom node's call never escapes to
onnxruntime-extensions (which would abort the process): that call runs the node's body, the
node falls back for good (named in the summary), and a call its body cannot compute either makes
the run fail with one line.
"""
from __future__ import annotations

import hashlib
import itertools
import os
import sys
import tempfile
import time
import weakref
from typing import Any

import numpy as np

from ge_bridge.aoe_node import AOE_DOMAIN
from ge_bridge.errors import AoeError

from ..backends.cpu.abi import BoundCall, Kernel
from .library import build_library, load_manifest, paths_for
from .session import MODES, NodeState, Session

CUSTOM_DOMAIN = "ai.onnx.contrib"  # onnxruntime-extensions' Python custom-op domain
INSTALL_HINT = "pip install 'aoe-pass[ort]' (onnxruntime-extensions), or use --engine reference"

_SESSIONS: weakref.WeakValueDictionary[str, OrtSession] = weakref.WeakValueDictionary()
_OPS: dict[tuple[Any, ...], str] = {}  # (input types, output types) -> registered op type
_OUR_IDS: set[int] = set()
_ORPHANS: list[str] = []  # failures of calls whose session could not take them (its run fails)
_IDS = itertools.count()
_hook_installed = False


def available() -> str:
    """'' when the onnxruntime engine can run here, else why not (one line)."""
    try:
        import onnxruntime_extensions  # noqa: F401
    except ImportError:
        return f"the onnxruntime engine needs onnxruntime-extensions: {INSTALL_HINT}"
    return ""


def _invoke(k_id: int, feed: Any, attributes: Any) -> tuple[Any, ...]:
    """The extension's PyOp hook: ours return numpy buffers, any other op its default path."""
    if k_id not in _OUR_IDS:
        from onnxruntime_extensions import _ocos

        return _ocos._on_pyop_invocation(k_id, feed, attributes)
    try:
        out = _dispatch(*feed, **attributes)  # our two attributes are strings: nothing to cast
    except Exception as exc:  # noqa: BLE001 - an exception escaping this hook aborts the process
        _ORPHANS.append(f"aoe custom node {attributes.get('aoe_node', '?')!r}: {_first_line(exc)}")
        out = np.full((), np.nan, dtype=np.float32)  # never used: the run is reported failed
    return (k_id, out.shape, out.reshape(-1))


def _first_line(exc: BaseException) -> str:
    lines = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {lines[0]}" if lines else type(exc).__name__


def _custom_op_type(in_types: tuple[int, ...], out_types: tuple[int, ...]) -> str:
    """The registered PyOp type for this signature (registered on first use)."""
    global _hook_installed
    from onnxruntime_extensions import PyCustomOpDef, onnx_op

    key = (in_types, out_types)
    if key in _OPS:
        return _OPS[key]
    name = "AoeKernel_" + hashlib.sha256(repr(key).encode()).hexdigest()[:10]
    opdef = onnx_op(op_type=name, inputs=list(in_types), outputs=list(out_types),
                    attrs={"aoe_session": PyCustomOpDef.dt_string,
                           "aoe_node": PyCustomOpDef.dt_string})(_dispatch)
    _OUR_IDS.add(id(opdef))
    if not _hook_installed:
        PyCustomOpDef.install_hooker(_invoke)
        _hook_installed = True
    _OPS[key] = name
    return name


def _dispatch(*inputs: np.ndarray, aoe_session: str = "", aoe_node: str = "") -> np.ndarray:
    session = _SESSIONS.get(aoe_session)
    if session is None:
        raise RuntimeError(f"aoe custom node {aoe_node!r}: its session is gone")
    return session.call_custom(aoe_node, inputs)


def _pyop_type(elem_type: int) -> int | None:
    """onnx TensorProto elem type -> the extension's dt_* code (they are the same enum)."""
    from onnxruntime_extensions import PyCustomOpDef

    codes = {getattr(PyCustomOpDef, n) for n in dir(PyCustomOpDef) if n.startswith("dt_")}
    return elem_type if elem_type in codes and elem_type != PyCustomOpDef.dt_string else None


class OrtSession(Session):
    """An onnxruntime session of a compiled model, ``mode`` tuned or stock default tilings.

    ``feeds`` (or ``dims`` to synthesise them) drive the creation-time check of every custom
    node; without them each node is checked on its first call instead. ``threads`` pins
    onnxruntime's intra-op pool (the kernels themselves are single-threaded).
    """

    def __init__(self, model_path: str, mode: str = "tuned", threads: int = 1,
                 feeds: dict[str, np.ndarray] | None = None, dims: dict[str, int] | None = None,
                 check_all: bool = False, cc: str | None = None, profile: bool = False):
        why = available()
        if why:
            raise AoeError(why)
        if mode not in MODES:
            raise AoeError(f"unknown mode {mode!r} (one of {', '.join(MODES)})")
        import onnx

        from .session import load_compiled

        model = load_compiled(model_path)
        self.model_path, self.threads, self.profile = model_path, max(1, int(threads)), profile
        self.library_note = ""
        self.manifest, why_not = load_manifest(model_path)
        if self.manifest is None and any(n.domain == AOE_DOMAIN for n in model.graph.node):
            self.manifest, self.library_note = self._build_here(model, model_path, cc, why_not)
        self._no_library = why_not
        super().__init__(model, backend=None, check_all=check_all, dims=dims)
        self.mode = mode
        self.id = f"aoe{next(_IDS)}-{os.getpid()}"
        _SESSIONS[self.id] = self
        self._types = self._tensor_types(onnx, model)
        self.out_dtype: dict[str, Any] = {}
        self._layout: dict[str, tuple[int, tuple[int, ...], tuple[np.ndarray, ...]]] = {}
        self._weights: dict[str, np.ndarray] = {}
        self._slots: dict[str, tuple[list[Any], list[int]]] = {}  # weights in place, fed slots
        self._bound: dict[tuple[Any, ...], BoundCall] = {}
        self._packed: dict[tuple[Any, ...], np.ndarray | None] = {}  # prepacked constant weights
        self._stale = False  # a node fell back during a run: rebuild the graph before the next
        self._failures: list[str] = []  # custom calls of this run that nothing could compute
        self.failed: dict[str, str] = {}  # node -> why, every node a call of which gave NaN
        self.failed_told: set[str] = set()  # ... of which stderr was told (a raw session's run)
        self._in_run = False  # inside ort_run, which raises a failed call as an AoeError
        self.checked_at_creation = False
        self.sess = self._make_session()
        if feeds is None and dims is not None:
            from .feeds import make_feeds

            try:
                feeds = make_feeds(model, dims)[0]
            except AoeError:
                feeds = None
        if feeds is not None:
            self.ort_run(feeds)  # every custom node runs and is checked once
            self.checked_at_creation = True
            if any(mode in st.fallback and st.name in self.custom for st in self.nodes.values()):
                self.sess = self._make_session()  # failed nodes back to their bodies
                self._stale = False

    # -- the kernel library ----------------------------------------------------------------
    @staticmethod
    def _build_here(model: Any, model_path: str, cc: str | None,
                    why_not: str) -> tuple[dict[str, Any] | None, str]:
        """A model compiled without --kernels: build its library in the cpu backend's cache."""
        from ..backends.cpu import CpuBackend

        if "another CPU" in why_not:
            return None, why_not
        try:
            backend = CpuBackend(cc=cc)
        except AoeError as exc:
            return None, f"{why_not}; cannot build one here: {exc}"
        with open(model_path, "rb") as fh:
            digest = hashlib.sha256(fh.read()).hexdigest()[:20]
        where = os.path.join(backend.cache_dir, f"model-{digest}.aoe.onnx")
        if load_manifest(where)[0] is None:
            build_library(model, backend, where)
        backend.close()
        manifest, why = load_manifest(where)
        return manifest, (f"kernel library built at session creation in {os.path.dirname(where)} "
                          "(the model was compiled without --kernels)" if manifest else why)

    def _load(self, st: NodeState, node: Any) -> None:
        entry = (self.manifest or {}).get("nodes", {}).get(node.name)
        for mode in MODES:
            if mode in st.fallback:
                continue
            if self.manifest is None:
                st.fallback[mode] = self._no_library
                continue
            if entry is not None and st.task.key != entry.get("key"):
                # the run's dims select another shape profile: its own kernels
                entry = (entry.get("profiles") or {}).get(st.task.key)
            if entry is None or entry.get("key") != st.task.key:
                st.fallback[mode] = "the kernel library's manifest does not list this node and key"
                continue
            sub = entry.get(mode) or {}
            if "symbol" not in sub:
                st.fallback[mode] = sub.get("error", "no kernel in the library")
                continue
            want = st.tiling
            if mode == "tuned" and any(sub["tiling"].get(k) != v for k, v in want.items()):
                st.fallback[mode] = "the node's stamped tiling differs from the library's kernel"
                continue
            try:
                st.kernels[mode] = Kernel(self.manifest["path"], sub["symbol"])
            except (OSError, AttributeError) as exc:
                st.fallback[mode] = f"cannot bind the kernel: {exc}"

    # -- the onnxruntime graph -------------------------------------------------------------
    def _init_engine(self, model: Any, fused: list[Any]) -> None:
        pass  # the onnxruntime session is made once the mode is known

    @staticmethod
    def _tensor_types(onnx: Any, model: Any) -> dict[str, int]:
        """Element type of every graph tensor onnx's shape inference can tell."""
        types = {t.name: t.data_type for t in model.graph.initializer}
        try:
            inferred = onnx.shape_inference.infer_shapes(model, data_prop=False).graph
        except Exception:  # noqa: BLE001 - inference is best effort (a node without types is not bound)
            inferred = model.graph
        for vi in itertools.chain(inferred.input, inferred.value_info, inferred.output):
            if vi.type.tensor_type.elem_type:
                types[vi.name] = vi.type.tensor_type.elem_type
        return types

    def _options(self) -> Any:
        import onnxruntime as ort
        from onnxruntime_extensions import get_library_path

        opts = ort.SessionOptions()
        opts.intra_op_num_threads = self.threads
        opts.inter_op_num_threads = 1
        opts.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
        opts.log_severity_level = 3
        opts.register_custom_ops_library(get_library_path())
        if self.profile:
            opts.enable_profiling = True
            opts.profile_file_prefix = os.path.join(tempfile.gettempdir(), f"aoe-ort-{self.id}")
        return opts

    def _make_session(self) -> Any:
        """The onnxruntime session: bound, unchecked-or-passed nodes as custom ops."""
        import onnxruntime as ort
        from onnx import helper

        model = type(self.model)()
        model.CopyFrom(self.model)
        self.custom: set[str] = set()
        inits = {t.name: t for t in model.graph.initializer}
        for node in model.graph.node:
            st = self.nodes.get(node.name) if node.domain == AOE_DOMAIN else None
            if st is None or self.mode in st.fallback or st.kernels.get(self.mode) is None:
                continue
            weights = self._bind_weights(node, inits)
            ins = tuple(self._types.get(t, 0) for i, t in enumerate(node.input) if i not in weights[1])
            outs = tuple(self._types.get(t, 0) for t in node.output)
            codes = [_pyop_type(t) for t in ins + outs]
            if any(c is None for c in codes) or len(outs) != 1 or "" in node.input:
                st.fallback[self.mode] = "input/output element types unknown or unsupported " \
                                         "by the custom-op bridge"
                continue
            self.out_dtype[node.name] = helper.tensor_dtype_to_np_dtype(outs[0])
            self._layout[node.name] = weights
            template: list[Any] = [None] * weights[0]
            for i, v in zip(weights[1], weights[2]):
                template[i] = v
            self._slots[node.name] = (template, [i for i in range(weights[0]) if i not in weights[1]])
            if weights[1]:  # weights are handed over in the call, never copied in by the bridge
                kept = [t for i, t in enumerate(node.input) if i not in weights[1]]
                del node.input[:]
                node.input.extend(kept)
            node.op_type = _custom_op_type(ins, outs)
            node.domain = CUSTOM_DOMAIN
            del node.attribute[:]
            node.attribute.extend([helper.make_attribute("aoe_session", self.id),
                                   helper.make_attribute("aoe_node", node.name)])
            self.custom.add(node.name)
        if self.custom and not any(o.domain == CUSTOM_DOMAIN for o in model.opset_import):
            model.opset_import.add(domain=CUSTOM_DOMAIN, version=1)
        self.model_bytes = model.SerializeToString()
        try:
            return ort.InferenceSession(self.model_bytes, self._options(),
                                        providers=["CPUExecutionProvider"])
        except Exception as exc:  # noqa: BLE001 - onnxruntime raises assorted errors
            first = str(exc).strip().splitlines()
            raise AoeError(f"onnxruntime cannot load the compiled model: "
                           f"{first[0] if first else type(exc).__name__}") from None

    # -- the per-call fast path of a custom node -------------------------------------------
    def _bind_weights(self, node: Any, inits: dict[str, Any]) -> tuple[int, tuple[int, ...],
                                                                      tuple[np.ndarray, ...]]:
        """``(number of node inputs, indices of its initializer inputs, their arrays)``: the
        custom node does not take its weights as inputs (the bridge would copy every input on
        every call); the call puts the arrays, converted once per session, back in place."""
        from onnx import numpy_helper

        idx = tuple(i for i, t in enumerate(node.input) if t in inits)
        if len(idx) == len(node.input):
            idx = ()  # a custom op needs at least one input: keep them all
        for i in idx:
            if node.input[i] not in self._weights:
                self._weights[node.input[i]] = numpy_helper.to_array(inits[node.input[i]])
        return len(node.input), idx, tuple(self._weights[node.input[i]] for i in idx)

    def call_custom(self, name: str, feed: Any) -> np.ndarray:
        """One call of the custom node ``name``: its node inputs rebuilt (weights put back), the
        kernel run through a reused binding once the node has passed its check, else the
        checked path (:meth:`Session.execute`: first-call check, fallback, body)."""
        st = self.nodes[name]
        args: tuple[Any, ...] = tuple(feed)
        try:
            n, idx, vals = self._layout[name]
            if idx:
                template, fed = self._slots[name]
                inputs = template.copy()  # the weights in place, the fed inputs filled in
                for i, v in zip(fed, feed):
                    inputs[i] = v
                args = tuple(inputs)
            out = self._fast(st, args)
            if out is None:
                out = self.execute(name, st.op_type, args)[0]
            return np.ascontiguousarray(out, dtype=self.out_dtype[name])
        except Exception as exc:  # noqa: BLE001 - raising here would abort the whole process
            return self._recover(st, args, exc)

    def _recover(self, st: NodeState, args: tuple[Any, ...], exc: Exception) -> np.ndarray:
        """A custom call raised: the node falls back to its body (this call and every later
        one; the next run rebuilds the onnxruntime graph with the node as its body) and the
        report says why. If the body cannot compute the call either, the output is NaN, the
        node is recorded in :attr:`failed` (:func:`failures`) with one line on stderr the first
        time, and a run through :meth:`ort_run` fails with that line."""
        why = st.fallback.get(self.mode) or \
            f"the kernel call raised {_first_line(exc)}; the node runs its body since"
        st.fallback[self.mode] = why
        self._stale = True
        try:
            out = self.run_body(st.op_type, args)[0]
            return np.ascontiguousarray(out, dtype=self.out_dtype.get(st.name, out.dtype))
        except Exception as exc2:  # noqa: BLE001
            line = f"fused node {st.name!r}: {why}, and its body failed: {_first_line(exc2)}"
            self._failures.append(line)
            if st.name not in self.failed:
                self.failed[st.name] = line
            if st.name not in self.failed_told and not self._in_run:  # ort_run raises it
                self.failed_told.add(st.name)
                print(f"aoe_pass: error: onnxruntime custom {line}; its output is NaN "
                      f"(aoe_pass.runtime.ort.failures() lists it)", file=sys.stderr, flush=True)
            return np.full(self._shape_of(st, args), np.nan,
                           dtype=self.out_dtype.get(st.name, np.float32))

    @staticmethod
    def _shape_of(st: NodeState, args: tuple[Any, ...]) -> tuple[int, ...]:
        """The output shape a call would have had (the operand mapping's), else a scalar (NaN
        broadcast: every output downstream of it is NaN)."""
        try:
            call = st.mapper.operands(args, st.static, st.cache) if st.mapper else None
        except Exception:  # noqa: BLE001
            call = None
        return tuple(call.result_shape) if call is not None and not isinstance(call, str) else ()

    def _fast(self, st: NodeState, inputs: tuple[np.ndarray, ...]) -> np.ndarray | None:
        """The kernel's result for a checked node, or None for the checked path to take it."""
        mode = self.mode
        if mode not in st.checked or self.check_all or mode in st.fallback or st.mapper is None:
            return None
        kernel = st.kernels.get(mode)
        if kernel is None:
            return None
        try:
            call = st.mapper.operands(inputs, st.static, st.cache)
        except Exception:  # noqa: BLE001 - the checked path records why
            return None
        if isinstance(call, str):
            return None
        key = (st.name, call.out_shape, call.ld_of)
        bound = self._bound.get(key)
        try:
            if call.pack_slot is not None:  # constant weights: packed once per node and mode
                pkey = (st.name, mode, tuple(call.dims))
                if pkey not in self._packed:
                    self._packed[pkey] = kernel.prepack(call.inputs, call.dims, call.pack_slot)
                call.inputs[call.pack_slot] = self._packed[pkey]
            if bound is None:
                bound = self._bound[key] = BoundCall(kernel, call)
            out, dt = bound.run(call)
        except RuntimeError:
            return None
        self.kernel_s[mode][st.op_type] += dt
        self.calls[mode][st.op_type] += 1
        return out

    # -- bodies (fallback and check) -------------------------------------------------------
    def run_body(self, op_type: str, inputs: tuple[np.ndarray, ...]) -> list[np.ndarray]:
        """The fused node's function body, run by onnxruntime (one small session per signature)."""
        import onnxruntime as ort
        from onnx import TypeProto, helper

        key = (op_type, tuple((x.dtype.str, x.ndim) for x in inputs))
        sess = self._bodies.get(key)
        if sess is None:
            f = self.funcs[op_type]
            ins = [helper.make_tensor_value_info(f"i{k}", helper.np_dtype_to_tensor_dtype(x.dtype),
                                                 [None] * x.ndim) for k, x in enumerate(inputs)]
            outs = [helper.make_value_info(f"o{k}", TypeProto()) for k in range(len(f.output))]
            node = helper.make_node(op_type, [i.name for i in ins], [o.name for o in outs],
                                    domain=AOE_DOMAIN)
            g = helper.make_graph([node], "aoe_body", ins, outs)
            m = helper.make_model(g, opset_imports=list(self.model.opset_import), functions=[f],
                                  ir_version=self.model.ir_version)
            opts = ort.SessionOptions()
            opts.intra_op_num_threads = self.threads
            opts.log_severity_level = 4  # a failing body is reported by the caller, in one line
            sess = self._bodies[key] = ort.InferenceSession(m.SerializeToString(), opts,
                                                            providers=["CPUExecutionProvider"])
        return list(sess.run(None, {f"i{k}": x for k, x in enumerate(inputs)}))

    # -- running ---------------------------------------------------------------------------
    def ort_run(self, feeds: dict[str, np.ndarray]) -> list[np.ndarray]:
        if self._stale:  # nodes fell back during the last run: onnxruntime runs their bodies
            self._stale = False
            self.sess = self._make_session()
        self._failures.clear()
        del _ORPHANS[:]
        self._in_run = True
        try:
            outs = list(self.sess.run(None, feeds))
        except AoeError:
            raise
        except Exception as exc:  # noqa: BLE001
            first = str(exc).strip().splitlines()
            outs, error = [], first[0] if first else type(exc).__name__
        else:
            error = ""
        finally:
            self._in_run = False
        failed = self._failures + _ORPHANS
        if failed:  # a custom call neither its kernel nor its body could compute
            raise AoeError(f"onnxruntime failed to run the model: {failed[0]}")
        if error:
            raise AoeError(f"onnxruntime failed to run the model: {error}")
        return outs

    def run(self, feeds: dict[str, np.ndarray], mode: str | None = None) -> tuple[list[np.ndarray], float]:
        """``(outputs, seconds)`` of one run (``mode`` must be this session's, if given)."""
        if mode is not None and mode != self.mode:
            raise ValueError(f"this session runs {self.mode} tilings, not {mode}")
        t0 = time.perf_counter()
        outs = self.ort_run(feeds)
        return outs, time.perf_counter() - t0

    def engine_line(self) -> str:
        """``engine: onnxruntime, 18 custom nodes on tuned kernels`` (+ how many run bodies)."""
        on = sum(1 for st in self.nodes.values() if st.name in self.custom
                 and self.mode not in st.fallback)
        body = len(self.nodes) - on
        text = f"engine: onnxruntime, {on} custom nodes on {self.mode} kernels"
        if body:
            text += f", {body} fused nodes on their bodies (onnxruntime)"
        if not self.checked_at_creation:
            text += "; kernels checked on their first call"
        return text

    def end_profile(self) -> str:
        return self.sess.end_profiling() if self.profile else ""


def session_options(model_path: str, mode: str = "tuned", threads: int = 1,
                    dims: dict[str, int] | None = None) -> tuple[Any, bytes]:
    """``(SessionOptions, model bytes)``: ``onnxruntime.InferenceSession(model_bytes, options)``
    runs the compiled model with its checked nodes as custom ops on the kernel library. The
    checked node states live in this process (kept for its lifetime); :class:`OrtSession` is
    the same with a report. A custom call that neither its kernel nor its body can compute
    gives NaN and one line on stderr (once per node): check :func:`failures` after a run."""
    s = OrtSession(model_path, mode=mode, threads=threads, dims=dims)
    _KEEP.append(s)
    return s._options(), s.model_bytes


def failures(source: Any) -> dict[str, str]:
    """``{node name: why}`` of every custom node whose output was NaN because neither its
    kernel nor its body could compute a call (empty: none). ``source``: an
    :class:`OrtSession`, an ``onnxruntime.InferenceSession`` made from
    :func:`session_options`' model bytes, those bytes, or a compiled model's path (every
    session of it in this process)."""
    if isinstance(source, OrtSession):
        return dict(source.failed)
    if isinstance(source, (str, os.PathLike)):
        want = os.path.realpath(source)
        found = [s for s in list(_SESSIONS.values()) if os.path.realpath(s.model_path) == want]
    else:
        data = source if isinstance(source, bytes) else getattr(source, "_model_bytes", None)
        if not isinstance(data, bytes):
            raise TypeError("failures() takes an OrtSession, an InferenceSession made from "
                            "session_options' model bytes, those bytes or a model path")
        import onnx

        ids = {a.s.decode() for n in onnx.load_from_string(data).graph.node
               if n.domain == CUSTOM_DOMAIN for a in n.attribute if a.name == "aoe_session"}
        found = [s for sid, s in list(_SESSIONS.items()) if sid in ids]
    out: dict[str, str] = {}
    for s in found:
        out.update(s.failed)
    return out


_KEEP: list[OrtSession] = []
__all__ = ["OrtSession", "available", "failures", "paths_for", "session_options"]
