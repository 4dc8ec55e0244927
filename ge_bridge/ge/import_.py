"""Ascend GE graph dumps (``ge_onnx_*.pbtxt``) -> :class:`~ge_bridge.graph.Graph`.

A dump is an ONNX ModelProto in protobuf text format written by GE's ``OnnxUtils``
(``DUMP_GE_GRAPH``): op types are ``"ge:" + GE type``; an input ``"<src>:<i>"`` names output
``i`` of node ``src`` (``""`` unconnected, ``"<src>:-1"`` a control edge, dropped); tensor
facts live in node attributes ``output_desc_shape:i`` / ``output_desc_dtype:i`` (and the
``input_desc_*`` twins, or one JSON string ``input_desc_<i>`` for ops with many inputs).
proto3: zero/false attributes are simply absent.

In the IR: a node output is named ``"<node>:<i>"``; ``Data`` nodes become graph inputs,
``Const``/``Variable`` nodes weights, ``NetOutput`` inputs the graph outputs (none of these
are kept as nodes, as in the ONNX import). Dims of ``-1`` (dynamic) on a ``Data`` node are
bound with ``dims["<data node>.<axis>"]`` (``--dim x.1=2048``); a missing one is an error
naming the flag. Downstream ``-1`` dims are recomputed for common Transformer ops
(elementwise, MatMul/BatchMatMul, norms, softmax, SwiGlu, attention: :mod:`.shape_rules`);
others stay ``None``.
"""
from __future__ import annotations

import json
import re

import numpy as np
import onnx

from ..errors import AoeError, InputAxisError
from ..graph import MAX_DIM, Graph, Node, TensorInfo
from ..onnx_import import topo_order
from ..shapes import ShapeError
from .pbtxt import RawDump, as_text
from .shape_rules import ge_shape

__all__ = ["MAX_IO", "ge_dtype", "import_ge_dump", "is_ge_dump"]

_SOURCE_OPS = {"Data", "RefData", "Const", "Constant", "Variable", "NetOutput"}
_DESC = re.compile(r"^(input|output)_desc_")
_GE_DTYPES = {"float": "float32", "float32": "float32", "float16": "float16", "half": "float16",
              "bf16": "bfloat16", "bfloat16": "bfloat16", "double": "float64"}
_NP = {"int64": np.int64, "int32": np.int32}
# Far more inputs or outputs than any GE operator has (FlashAttentionScore: 4 outputs; the
# dynamic-input ops such as ConcatD or GroupedMatmul: a few hundred at most). A tensor index or
# count above it is a corrupt or hostile dump, refused before anything is allocated for it.
MAX_IO = 4096


def ge_dtype(name: str | None) -> str | None:
    """``"DT_FLOAT16"`` -> ``"float16"``; ``"DT_BF16"``/``"DT_BFLOAT16"`` -> ``"bfloat16"``."""
    if not name:
        return None
    key = name[3:].lower() if name.upper().startswith("DT_") else name.lower()
    if key in ("undefined", "invalid", "max"):
        return None
    return _GE_DTYPES.get(key, key)


def is_ge_dump(model: onnx.ModelProto) -> bool:
    """True when the ModelProto's nodes use ``ge:`` op types."""
    return any(n.op_type.startswith("ge:") for n in model.graph.node[:64])


def _attr_value(a: onnx.AttributeProto):
    t = a.type
    if t == 2:
        return a.i
    if t == 1:
        return a.f
    if t == 3:
        return a.s
    if t == 7:
        return list(a.ints)
    if t == 6:
        return list(a.floats)
    if t == 8:
        return [s.decode("utf-8", "replace") for s in a.strings]
    if t == 4:
        return a.t
    # proto3 writers may leave ``type`` unset: infer from the field that is set
    if a.ints:
        return list(a.ints)
    if a.s:
        return a.s
    if a.floats:
        return list(a.floats)
    if a.strings:
        return [s.decode("utf-8", "replace") for s in a.strings]
    if a.f:
        return a.f
    return a.i


def _descs(attrs: dict, kind: str) -> dict[int, tuple[tuple[int, ...] | None, str | None]]:
    """``{index: (shape, dtype)}`` from ``<kind>_desc_shape:i`` / ``..._dtype:i`` / JSON descs."""
    out: dict[int, list] = {}
    prefix = f"{kind}_desc_"
    for key, val in attrs.items():
        if not key.startswith(prefix):
            continue
        rest = key[len(prefix):]
        index = rest.split(":", 1)[1] if rest.startswith(("shape:", "dtype:")) else rest
        if not (index.isascii() and index.isdigit()):
            continue  # input_desc_nums, input_desc_layout:0, ...: not a shape or a dtype
        if int(index) >= MAX_IO:
            raise AoeError(f"malformed GE dump: tensor index {index} in attribute {key!r} is beyond "
                           f"any operator's {MAX_IO} inputs/outputs")
        if rest.startswith("shape:"):
            out.setdefault(int(index), [None, None])[0] = _dims(val, key) if isinstance(val, list) else ()
        elif rest.startswith("dtype:"):
            out.setdefault(int(index), [None, None])[1] = ge_dtype(as_text(val))
        elif rest.isdigit():  # JSON desc of ops with many inputs
            try:
                desc = json.loads(as_text(val))
            except (ValueError, TypeError, RecursionError):
                continue
            if isinstance(desc, dict):
                shape = desc.get("shape", desc.get("dims"))
                dtype = desc.get("dtype", desc.get("data_type"))
                entry = out.setdefault(int(rest), [None, None])
                if isinstance(shape, list):
                    entry[0] = _dims(shape, key)
                entry[1] = ge_dtype(str(dtype)) if dtype else entry[1]
    return {i: (s, d) for i, (s, d) in out.items()}


def _dims(values: list, key: str) -> tuple[int, ...]:
    """A desc's dims: integers from -2 (unknown rank) up to MAX_DIM (AoeError otherwise)."""
    if len(values) > 64:
        raise AoeError(f"malformed GE dump: {key!r} has {len(values)} dims")
    for d in values:
        if isinstance(d, bool) or not isinstance(d, int) or not -2 <= d <= MAX_DIM:
            raise AoeError(f"malformed GE dump: {key!r} has the dim {d!r} (expected an integer "
                           f"from -2 to {MAX_DIM})")
    return tuple(values)


def _tensor_name(ref: str) -> str:
    return ref if ":" in ref else f"{ref}:0"


def _const_value(attrs: dict, shape: tuple[int, ...] | None, dtype: str | None) -> np.ndarray | None:
    """Small integer Const data, when the dump kept it (``value_data``, dump level 1)."""
    raw = attrs.get("value_data")
    if not isinstance(raw, bytes) or dtype not in _NP or shape is None:
        return None
    n = int(np.prod(shape)) if shape else 1
    if n > 1024 or len(raw) != n * np.dtype(_NP[dtype]).itemsize:
        return None
    return np.frombuffer(raw, dtype=_NP[dtype]).reshape(shape).astype(np.int64)


def _raw_from_proto(model: onnx.ModelProto) -> RawDump:
    nodes = [(p.name, p.op_type, list(p.input), {a.name: _attr_value(a) for a in p.attribute})
             for p in model.graph.node]
    return model.graph.name, {o.domain: o.version for o in model.opset_import}, nodes

def import_ge_dump(model: onnx.ModelProto | RawDump, dims: dict[str, int] | None = None,
                   path: str = "") -> Graph:
    """Build the IR of a GE dump (see module doc), from a ModelProto or a
    :func:`ge_bridge.ge.pbtxt.parse_dump_text` result."""
    graph_name, opsets, raw_nodes = (_raw_from_proto(model) if isinstance(model, onnx.ModelProto)
                                     else model)

    dims = dict(dims or {})
    bound_dims: set[str] = set()
    tensors: dict[str, TensorInfo] = {}
    nodes: list[Node] = []
    inputs: list[str] = []
    outputs: list[str] = []
    in_descs: dict[str, dict[int, tuple]] = {}
    unbound: list[str] = []
    names: set[str] = set()
    used: dict[str, int] = {}  # highest output index consumers read, per source node
    for p_name, _, p_inputs, _ in raw_nodes:
        for r in p_inputs:
            src, _, idx = r.rpartition(":")
            if src and idx.isascii() and idx.isdigit():
                if int(idx) >= MAX_IO:
                    raise AoeError(f"malformed GE dump: node '{p_name}' reads output {idx} of "
                                   f"'{src}', beyond any operator's {MAX_IO} outputs")
                used[src] = max(used.get(src, -1), int(idx))
    for p_name, p_op, p_inputs, raw in raw_nodes:
        op = p_op[3:] if p_op.startswith("ge:") else p_op
        name = p_name or f"{op}_{len(names)}"
        if name in names:
            raise AoeError(f"malformed GE dump: node name '{name}' appears twice")
        names.add(name)
        outs = _descs(raw, "output")
        # outputs that have a desc or a reader: a declared count alone (output_desc_nums) is a
        # number, not content, and allocates nothing beyond what the file describes
        declared = raw.get("output_desc_nums", 0)
        if not isinstance(declared, int) or not 0 <= declared < MAX_IO:
            raise AoeError(f"malformed GE dump: node '{name}' declares {declared!r} outputs")
        n_out = max(min(declared, len(outs)), max(outs, default=-1) + 1, used.get(name, -1) + 1)
        refs = [] if op in ("Data", "RefData", "Const", "Constant", "Variable") else [
            "" if not r else _tensor_name(r) for r in p_inputs]
        refs = [r for r in refs if not r.endswith(":-1")]  # control edges
        while refs and not refs[-1]:
            refs.pop()
        if op == "NetOutput":
            outputs.extend(r for r in refs if r)
            continue
        out_names = [f"{name}:{i}" for i in range(n_out)]
        for i, o in enumerate(out_names):
            shape, dtype = outs.get(i, (None, None))
            tensors[o] = TensorInfo(o, shape, dtype)
        if op in ("Data", "RefData"):
            if not out_names:
                out_names = [f"{name}:0"]
                tensors[out_names[0]] = TensorInfo(out_names[0])
            info = tensors[out_names[0]]
            info.shape = _bind_data(name, info.shape, dims, unbound, bound_dims)
            inputs.append(out_names[0])
            continue
        if op in ("Const", "Constant", "Variable"):
            for o in out_names:
                tensors[o].is_weight = True
            if out_names:
                t = tensors[out_names[0]]
                t.value = _const_value(raw, t.shape, t.dtype)
            continue
        attrs = {k: (as_text(v) if isinstance(v, bytes) else v) for k, v in raw.items()
                 if not _DESC.match(k)}
        nodes.append(Node(name, op, "ge", refs, out_names, attrs))
        in_descs[name] = _descs(raw, "input")
    unused = sorted(set(dims) - bound_dims)
    if unused:  # a mistyped --dim would otherwise go unnoticed (first: a mistyped name also
        # leaves the dim it meant to bind unbound)
        data, _, axis = unused[0].rpartition(".")
        ranks = {i.rpartition(":")[0]: len(tensors[i].shape or ()) for i in inputs}
        if axis.isdigit() and data in ranks:
            raise InputAxisError(f"--dim {unused[0]}: GE Data '{data}' has rank {ranks[data]} "
                                 f"(axes 0 to {ranks[data] - 1})", unused[0], data, ranks[data],
                                 sorted(ranks))
        raise InputAxisError(f"--dim {unused[0]} matches no dim of a GE Data node (a dump's "
                             f"dims are bound as --dim <Data node>.<axis>=N; its Data nodes: "
                             f"{', '.join(sorted(ranks)) or 'none'})", unused[0], data,
                             None, sorted(ranks))
    if unbound:
        raise AoeError("; ".join(unbound) + _atc_hint(inputs, tensors))
    nodes = topo_order(nodes, set(tensors) - {o for n in nodes for o in n.outputs})
    graph = Graph(name=graph_name or "ge_graph", nodes=nodes, tensors=tensors,
                  inputs=inputs, outputs=outputs, source="ge", path=path, opsets=opsets)
    _resolve(graph, in_descs)
    return graph


def _atc_hint(inputs: list[str], tensors: dict[str, TensorInfo]) -> str:
    """The same bindings in ATC's form: ``(or --input_shape "x:1,N;mask:N,N")``, N for each
    dynamic dim still unbound."""
    parts = []
    for i in inputs:
        name, shape = i.rpartition(":")[0], tensors[i].shape
        if not shape or shape == (-2,) or all(d >= 0 for d in shape):
            continue
        parts.append(f"{name}:" + ",".join(str(d) if d >= 0 else "N" for d in shape))
    return f' (or, as ATC takes it: --input_shape "{";".join(parts)}")' if parts else ""


def _bind_data(name: str, shape, dims: dict[str, int], unbound: list[str], bound: set[str]):
    if shape is None:
        unbound.append(f"GE Data node '{name}' has no output shape (dump without tensor descs?)")
        return None
    if shape == (-2,):
        unbound.append(f"GE Data node '{name}' has unknown rank (-2): cannot bind")
        return None
    out = list(shape)
    for axis, d in enumerate(shape):
        key = f"{name}.{axis}"
        if d < 0:
            if key in dims:
                out[axis] = dims[key]
                bound.add(key)
            else:
                unbound.append(f"dynamic dim -1 (GE Data '{name}' dim {axis}): pass --dim {key}=N")
        elif key in dims:  # ATC's --input_shape gives whole shapes: a static dim must agree
            if dims[key] != d:
                raise InputAxisError(f"--dim {key}={dims[key]}: GE Data '{name}' dim {axis} is "
                                     f"fixed at {d} in the dump", key, name, len(shape), [], d)
            bound.add(key)
    return tuple(out)


def _resolve(graph: Graph, in_descs: dict[str, dict[int, tuple]]) -> None:
    """Fill missing input-side facts and recompute dynamic (-1) dims where we know the op."""
    t = graph.tensors
    for node in graph.nodes:
        for i, ref in enumerate(node.inputs):  # a source without an output desc: input desc
            if ref and ref in t:
                info = t[ref]
                shape, dtype = in_descs.get(node.name, {}).get(i, (None, None))
                if info.shape is None and shape is not None and all(d >= 0 for d in shape):
                    info.shape = shape
                info.dtype = info.dtype or dtype
        outs = [t[o] for o in node.outputs]
        if all(o.shape is not None and all(d >= 0 for d in o.shape) for o in outs):
            continue
        try:
            computed = ge_shape(node, [t.get(r) if r else None for r in node.inputs])
        except (ShapeError, KeyError, IndexError, TypeError, ValueError, ArithmeticError):
            computed = None  # a scalar where a tensor belongs, a zero axis, ...: unresolved
        for i, o in enumerate(outs):
            new = computed[i] if computed and i < len(computed) else None
            if o.shape is not None and new is not None and len(new) == len(o.shape):
                new = tuple(d if d >= 0 else n for d, n in zip(o.shape, new))
            if new is not None and all(d >= 0 for d in new):
                o.shape = tuple(new)
            elif o.shape is not None and any(d < 0 for d in o.shape):
                o.shape = None
            if o.shape is None:
                graph.notes.append(f"node '{node.name}' ({node.op_type}): output {i} shape "
                                   "unresolved")
