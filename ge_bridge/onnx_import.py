"""ONNX ModelProto -> :class:`~ge_bridge.graph.Graph`, shapes resolved.

Weight bytes are never touched: initializers keep only dims and dtype (a value is kept for
small inline integer tensors and scalars, which feed shape arithmetic and scale detection).
Symbolic input dims are bound from ``dims`` (by dim name, or ``<input>.<axis>``), then
:func:`ge_bridge.shapes.propagate` resolves every tensor; exporter ``value_info`` is only a
last resort for tensors propagation could not resolve (it is often stale or symbolic).

Decisions: an ai.onnx opset newer than the installed onnx knows is an error (op semantics
change between opsets); an op from an unknown domain is an error only if it cannot be shaped at
all (nothing downstream could be resolved); string/complex inputs to a MatMul/Gemm/attention
node are an error (nothing to tune there); other unresolved tensors keep ``shape=None`` and
are listed in ``Graph.notes``.
"""
from __future__ import annotations

import ast
import difflib
from collections.abc import Sequence

import numpy as np
import onnx
import onnx.inliner
from onnx import numpy_helper, shape_inference

from .errors import AoeError, InputAxisError
from .graph import MAX_DIM, Graph, Node, TensorInfo
from .shapes import KNOWN_DOMAINS, MAX_FOLD, Out, propagate, shape_func

# onnx.TensorProto.DataType -> IR dtype string
DTYPES = {
    1: "float32", 2: "uint8", 3: "int8", 4: "uint16", 5: "int16", 6: "int32", 7: "int64",
    8: "string", 9: "bool", 10: "float16", 11: "float64", 12: "uint32", 13: "uint64",
    14: "complex64", 15: "complex128", 16: "bfloat16", 17: "float8e4m3fn", 18: "float8e4m3fnuz",
    19: "float8e5m2", 20: "float8e5m2fnuz", 21: "uint4", 22: "int4", 23: "float4e2m1",
}
ELEM_TYPES = {v: k for k, v in DTYPES.items()}
_INT_TYPES = {2, 3, 4, 5, 6, 7, 9, 12, 13}
_EXTERNAL = onnx.TensorProto.EXTERNAL
# ops whose inputs must be numeric: a string/complex tensor here is a user error
_COMPUTE_OPS = {"MatMul", "Gemm", "FusedMatMul", "Attention", "MultiHeadAttention",
                "GroupQueryAttention", "Einsum"}
_BAD_DTYPES = {"string", "complex64", "complex128"}


def tensor_value(t: onnx.TensorProto, limit: int = MAX_FOLD) -> np.ndarray | None:
    """The value of an inline tensor when it is small and integer (or a scalar), else None."""
    n = 1
    for d in t.dims:
        n *= d
    if t.data_location == _EXTERNAL or n > limit:
        return None
    if t.data_type not in _INT_TYPES and n != 1:
        return None
    if t.data_type in (8, 14, 15) or t.data_type not in DTYPES or t.data_type == 16:
        return None
    try:
        v = numpy_helper.to_array(t)
    except (ValueError, TypeError, RuntimeError):
        return None
    return v if v.size == n else None


def _attr(a: onnx.AttributeProto):
    t = a.type
    if t == 1:
        return a.f
    if t == 2:
        return a.i
    if t == 3:
        return a.s.decode("utf-8", "replace")
    if t == 7:
        return list(a.ints)
    if t == 6:
        return list(a.floats)
    if t == 8:
        return [s.decode("utf-8", "replace") for s in a.strings]
    if t == 4:  # a small tensor (ConstantOfShape value, ...) as numpy; large ones: None
        return tensor_value(a.t) if a.t.data_type in _INT_TYPES or a.t.data_type == 1 else None
    if t == 5:
        return a.g
    return None


def _constant(node: onnx.NodeProto, name: str) -> TensorInfo:
    """A Constant node's output: a weight-like constant, small values kept."""
    for a in node.attribute:
        if a.name == "value":
            t = a.t
            return TensorInfo(name, tuple(t.dims), DTYPES.get(t.data_type), True, tensor_value(t))
        if a.name in ("value_int", "value_ints", "value_float", "value_floats"):
            is_int = a.name.startswith("value_int")
            raw = _attr(a)
            v = np.array(raw, dtype=np.int64 if is_int else np.float32)
            return TensorInfo(name, v.shape, "int64" if is_int else "float32", True, v)
        if a.name in ("value_string", "value_strings"):
            shape = () if a.name == "value_string" else (len(a.strings),)
            return TensorInfo(name, shape, "string", True)
        if a.name == "sparse_value":
            return TensorInfo(name, tuple(a.sparse_tensor.dims),
                              DTYPES.get(a.sparse_tensor.values.data_type), True)
    raise AoeError(f"Constant node '{node.name}' has no value attribute")


def _type_shape(tp: onnx.TypeProto, dims: dict[str, int]) -> tuple[tuple[int, ...] | None, str | None]:
    """(shape, dtype) of a tensor TypeProto with named dims bound; shape None if any unknown."""
    if not tp.HasField("tensor_type"):
        return None, None
    tt = tp.tensor_type
    dtype = DTYPES.get(tt.elem_type)
    if not tt.HasField("shape"):
        return None, dtype
    out = []
    for d in tt.shape.dim:
        if d.HasField("dim_value"):
            if not 0 <= d.dim_value <= MAX_DIM:
                raise AoeError(f"malformed model: a tensor declares the dim {d.dim_value} (a dim "
                               f"must be between 0 and {MAX_DIM})")
            out.append(d.dim_value)
        elif d.dim_param in dims:
            out.append(dims[d.dim_param])
        else:
            return None, dtype
    return tuple(out), dtype


def _weight_dims(name: str, dims: Sequence[int]) -> tuple[int, ...]:
    out = tuple(dims)
    if any(not 0 <= d <= MAX_DIM for d in out):
        raise AoeError(f"malformed model: initializer '{name}' has dims {list(out)} (each must be "
                       f"between 0 and {MAX_DIM})")
    return out


_DIM_OPS = {ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b,
            ast.Mult: lambda a, b: a * b, ast.FloorDiv: lambda a, b: a // b}


def dim_expression(text: str, dims: dict[str, int], used: set[str]) -> int | None:
    """The value of a symbolic dim written as arithmetic over other dims (optimum names an
    attention mask's length ``past_sequence_length + sequence_length``), or None when ``text``
    is no such expression or names an unbound dim. Parsed with a whitelist (names, integers,
    ``+ - * //``), never evaluated as code; the names it reads are added to ``used``."""
    if len(text) > 256 or not any(c in text for c in "+-*/"):
        return None
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    names: set[str] = set()

    def value(node: ast.AST) -> int:
        if isinstance(node, ast.BinOp) and type(node.op) in _DIM_OPS:
            return _DIM_OPS[type(node.op)](value(node.left), value(node.right))
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -value(node.operand)
        if isinstance(node, ast.Constant) and type(node.value) is int:
            return node.value
        if isinstance(node, ast.Name) and node.id in dims:
            names.add(node.id)
            return dims[node.id]
        raise ValueError

    try:
        result = value(tree.body)
    except (ValueError, ZeroDivisionError, RecursionError):
        return None
    if result < 0:
        return None
    used |= names
    return result


def expression_names(text: str) -> list[str]:
    """The dim names a dim expression reads (``[]`` if ``text`` is a plain name)."""
    if len(text) > 256 or not any(c in text for c in "+-*/"):
        return []
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return []
    return sorted({n.id for n in ast.walk(tree) if isinstance(n, ast.Name)})


def _bind_inputs(inputs: list[onnx.ValueInfoProto], dims: dict[str, int],
                 tensors: dict[str, TensorInfo]) -> None:
    unbound: list[str] = []
    named: set[str] = set()
    used: set[str] = set()
    dims.update(_bind_symbols_by_axis(inputs, dims, used))  # import_onnx's own copy
    for vi in inputs:
        if not vi.type.HasField("tensor_type"):
            raise AoeError(f"graph input '{vi.name}' is not a tensor (sequence/map/optional "
                           "inputs are not supported)")
        tt = vi.type.tensor_type
        shape: list[int] | None = []
        if not tt.HasField("shape"):
            unbound.append(f"input '{vi.name}' has no shape")
            shape = None
        else:
            for axis, d in enumerate(tt.shape.dim):
                by_axis = dims.get(f"{vi.name}.{axis}")
                if by_axis is not None:
                    used.add(f"{vi.name}.{axis}")
                    if d.HasField("dim_value") and d.dim_value > 0 and d.dim_value != by_axis:
                        raise InputAxisError(f"--dim {vi.name}.{axis}={by_axis}: input "
                                             f"'{vi.name}' dim {axis} is fixed at {d.dim_value} in "
                                             f"the model", f"{vi.name}.{axis}", vi.name,
                                             len(tt.shape.dim), [], int(d.dim_value))
                    shape.append(by_axis)
                elif d.HasField("dim_value") and d.dim_value > 0:
                    if d.dim_value > MAX_DIM:
                        raise AoeError(f"input '{vi.name}' dim {axis} is {d.dim_value}, larger "
                                       f"than any real tensor dim (at most {MAX_DIM})")
                    shape.append(d.dim_value)
                elif d.dim_param and d.dim_param in dims:
                    used.add(d.dim_param)
                    shape.append(dims[d.dim_param])
                elif d.dim_param and (value := dim_expression(d.dim_param, dims, used)) \
                        is not None:
                    shape.append(value)
                elif d.dim_param:
                    if d.dim_param not in named:  # name each symbol once, at its first use
                        named.add(d.dim_param)
                        parts = expression_names(d.dim_param)
                        bind = " ".join(f"--dim {n}=N" for n in parts if n not in dims) \
                            if parts else f"--dim {d.dim_param}=N"
                        unbound.append(f"unbound symbolic dim '{d.dim_param}' (input '{vi.name}' "
                                       f"dim {axis}): pass {bind}")
                else:
                    unbound.append(f"unnamed dynamic dim (input '{vi.name}' dim {axis}): pass "
                                   f"--dim {vi.name}.{axis}=N")
        tensors[vi.name] = TensorInfo(vi.name, tuple(shape) if shape is not None else None,
                                      DTYPES.get(tt.elem_type))
    unused = sorted(set(dims) - used)
    if unused:  # a mistyped --dim would otherwise tune the wrong shapes without a word
        # (first: a mistyped name also leaves the dim it meant to bind unbound)
        symbols = sorted({d.dim_param for vi in inputs if vi.type.HasField("tensor_type")
                          for d in vi.type.tensor_type.shape.dim if d.dim_param})
        close = difflib.get_close_matches(unused[0], symbols, n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        name, dot, axis = unused[0].rpartition(".")
        if dot and axis.isdigit():  # an <input>.<axis> binding
            ranks = {vi.name: len(vi.type.tensor_type.shape.dim) for vi in inputs
                     if vi.type.HasField("tensor_type") and vi.type.tensor_type.HasField("shape")}
            if name in ranks:
                raise InputAxisError(f"--dim {unused[0]}: input '{name}' has rank {ranks[name]} "
                                     f"(axes 0 to {ranks[name] - 1})", unused[0], name,
                                     ranks[name], sorted(ranks))
            raise InputAxisError(f"--dim {unused[0]} matches no symbolic dim of the model{hint} "
                                 f"and no input '{name}'; its symbolic dims: "
                                 f"{', '.join(symbols) or 'none'}; its inputs: "
                                 f"{', '.join(sorted(ranks)) or 'none'}", unused[0], name, None,
                                 sorted(ranks))
        raise AoeError(f"--dim {unused[0]} matches no symbolic dim of the model{hint}; its "
                       f"symbolic dims: {', '.join(symbols) or 'none'}")
    if unbound:
        raise AoeError("; ".join(unbound))


def _bind_symbols_by_axis(inputs: list[onnx.ValueInfoProto], dims: dict[str, int],
                          used: set[str]) -> dict[str, int]:
    """``input_ids.1=2048`` on an axis named ``seq`` binds ``seq`` too (every input that uses
    it), as ATC's ``--input_shape`` does; a contradicting ``--dim seq=...`` is an error."""
    out = dict(dims)
    for vi in inputs:
        if not vi.type.HasField("tensor_type"):
            continue
        for axis, d in enumerate(vi.type.tensor_type.shape.dim):
            value = dims.get(f"{vi.name}.{axis}")
            if value is None or not d.dim_param:
                continue
            if out.get(d.dim_param, value) != value:
                raise AoeError(f"--dim {vi.name}.{axis}={value} contradicts {d.dim_param}="
                               f"{out[d.dim_param]} (input '{vi.name}' dim {axis} is "
                               f"'{d.dim_param}')")
            if d.dim_param not in dims:
                used.add(d.dim_param)
            out[d.dim_param] = value
    return out


def name_axis_dims(model: onnx.ModelProto, dims: dict[str, int]) -> dict[str, int]:
    """``dims`` with every ``<input>.<axis>`` that names a symbolic dim rewritten to that
    symbol (``input_ids.1=128`` -> ``seq=128``), so defaults for ``seq`` can be filled in."""
    symbols = _bind_symbols_by_axis(list(model.graph.input), dims, set())
    out = {}
    for k, v in dims.items():
        inp, _, axis = k.rpartition(".")
        named = [d.dim_param for vi in model.graph.input if vi.name == inp and axis.isdigit()
                 and vi.type.HasField("tensor_type")
                 for i, d in enumerate(vi.type.tensor_type.shape.dim) if i == int(axis)]
        if named and named[0]:
            out[named[0]] = symbols[named[0]]
        else:
            out[k] = v
    return out


def topo_order(nodes: list[Node], known: set[str]) -> list[Node]:
    """Nodes in topological order (ONNX requires it, but not every exporter obeys)."""
    producer: dict[str, int] = {}
    for i, n in enumerate(nodes):
        for o in n.outputs:
            if o:
                if o in producer or o in known:
                    raise AoeError(f"malformed model: tensor '{o}' is produced twice "
                                   f"(node '{n.name}')")
                producer[o] = i
    in_order = True
    avail = set(known)
    for n in nodes:
        for i in n.inputs:
            if i and i not in avail:
                if i not in producer:
                    raise AoeError(f"malformed model: node '{n.name}' reads tensor '{i}' that "
                                   "no node, input or initializer provides")
                in_order = False
        if not in_order:
            break
        avail.update(n.outputs)
    if in_order:
        return nodes
    # Kahn's algorithm, stable with respect to the file order
    deps = [{producer[i] for i in n.inputs if i in producer} for n in nodes]
    users: list[list[int]] = [[] for _ in nodes]
    for j, ds in enumerate(deps):
        for d in ds:
            users[d].append(j)
    missing = [len(ds) for ds in deps]
    ready = [j for j, m in enumerate(missing) if m == 0]
    order: list[int] = []
    while ready:
        j = ready.pop()
        order.append(j)
        for u in users[j]:
            missing[u] -= 1
            if missing[u] == 0:
                ready.append(u)
    if len(order) != len(nodes):
        stuck = next(nodes[j].name for j, m in enumerate(missing) if m > 0)
        raise AoeError(f"cyclic graph: node '{stuck}' depends on its own output")
    return [nodes[j] for j in order]


def _make_fallback(protos: dict[str, onnx.NodeProto], model: onnx.ModelProto,
                   opsets: dict[str, int]):
    """Shape an op we have no function for with ONNX's own per-node inference."""
    opset_imports = list(model.opset_import)

    def fallback(node: Node, ins: list[TensorInfo | None]) -> list[Out] | None:
        proto = protos.get(node.name)
        domain = "" if node.domain == "ai.onnx" else node.domain
        if proto is None or not onnx.defs.has(node.op_type, domain):
            return None
        try:
            schema = onnx.defs.get_schema(node.op_type, opsets.get(domain, 1), domain)
        except onnx.defs.SchemaError:
            return None
        types, data = {}, {}
        for name, t in zip(node.inputs, ins):
            if not name or t is None:
                continue
            if t.shape is None or t.dtype not in ELEM_TYPES:
                return None
            types[name] = onnx.helper.make_tensor_type_proto(ELEM_TYPES[t.dtype], t.shape)
            if t.value is not None:
                data[name] = numpy_helper.from_array(np.asarray(t.value), name)
        try:
            res = shape_inference.infer_node_outputs(schema, proto, types, data,
                                                     opset_imports=opset_imports)
        except (onnx.shape_inference.InferenceError, RuntimeError, ValueError, TypeError):
            return None
        return [_type_shape(res[o], {}) if o in res else (None, None) for o in node.outputs]

    return fallback


def import_onnx(model: onnx.ModelProto, dims: dict[str, int] | None = None,
                path: str = "") -> Graph:
    """Build the IR of ``model`` with every tensor's shape resolved for ``dims``."""
    dims = dict(dims or {})
    if model.functions:
        try:
            model = onnx.inliner.inline_local_functions(model)
        except Exception as exc:  # noqa: BLE001 - the inliner raises assorted C++ errors
            raise AoeError(f"cannot inline the model's local functions: {exc}") from None
    g = model.graph
    opsets = {("" if o.domain == "ai.onnx" else o.domain): o.version for o in model.opset_import}
    newest = onnx.defs.onnx_opset_version()
    if opsets.get("", 0) > newest:
        # Op semantics may change between opsets: analysing a newer one could be silently wrong.
        raise AoeError(f"model uses ai.onnx opset {opsets['']}, newer than this tool knows "
                       f"({newest}): upgrade onnx / aoe-pass or export with opset <= {newest}")
    tensors: dict[str, TensorInfo] = {}
    for t in g.initializer:
        tensors[t.name] = TensorInfo(t.name, _weight_dims(t.name, t.dims), DTYPES.get(t.data_type),
                                     True, tensor_value(t))
    for st in g.sparse_initializer:
        name = st.values.name
        tensors[name] = TensorInfo(name, _weight_dims(name, st.dims), DTYPES.get(st.values.data_type),
                                   True)
    _bind_inputs([vi for vi in g.input if vi.name not in tensors], dims, tensors)
    inputs = [vi.name for vi in g.input if not tensors[vi.name].is_weight]

    nodes: list[Node] = []
    protos: dict[str, onnx.NodeProto] = {}
    seen: set[str] = set()
    for idx, p in enumerate(g.node):
        name = p.name or f"{p.op_type}_{idx}"
        if name in seen:
            name = f"{name}__{idx}"
        seen.add(name)
        domain = "" if p.domain == "ai.onnx" else p.domain
        if p.op_type == "Constant" and domain == "":
            for o in p.output:
                tensors[o] = _constant(p, o)
            continue
        attrs = {a.name: _attr(a) for a in p.attribute}
        if "to" in attrs and p.op_type == "Cast":
            attrs["to"] = DTYPES.get(attrs["to"], str(attrs["to"]))
        nodes.append(Node(name, p.op_type, domain, list(p.input), list(p.output), attrs))
        protos[name] = p
    nodes = topo_order(nodes, set(tensors))

    graph = Graph(name=g.name or "model", nodes=nodes, tensors=tensors, inputs=inputs,
                  outputs=[o.name for o in g.output], source="onnx", path=path, opsets=opsets)
    notes = propagate(graph, _make_fallback(protos, model, opsets))
    _check_notes(graph, notes)

    # last resort: exporter-declared shapes (bound), for tensors propagation left unknown
    declared = {vi.name: vi.type for vi in list(g.value_info) + list(g.output)}
    for name, info in tensors.items():
        if info.shape is None and name in declared:
            shape, dtype = _type_shape(declared[name], dims)
            info.shape = shape
            info.dtype = info.dtype or dtype
    graph.notes = [f"node '{n.name}' ({n.op_type}): {why}" for n, why in notes
                   if any(tensors[o].shape is None for o in n.outputs if o)]
    _check_dtypes(graph)
    return graph


def _check_notes(graph: Graph, notes: list[tuple[Node, str]]) -> None:
    """Error when an op nobody can shape (unknown domain or opset) blocks resolution."""
    from onnx.defs import onnx_opset_version

    newest = onnx_opset_version()
    for node, why in notes:
        if why != "no shape function":
            continue
        if node.domain not in KNOWN_DOMAINS and not onnx.defs.has(node.op_type, node.domain):
            raise AoeError(f"cannot resolve shapes: node '{node.name}' has op '{node.op_type}' "
                           f"of unknown domain '{node.domain}'")
        if node.domain == "" and graph.opsets.get("", 0) > newest and shape_func(node) is None:
            raise AoeError(f"cannot resolve shapes: model uses ai.onnx opset "
                           f"{graph.opsets['']} (newest known: {newest}) and node '{node.name}' "
                           f"({node.op_type}) cannot be shaped")
        if node.domain == "" and not onnx.defs.has(node.op_type):
            raise AoeError(f"cannot resolve shapes: node '{node.name}' has unknown op "
                           f"'{node.op_type}'")


def _check_dtypes(graph: Graph) -> None:
    for node in graph.nodes:
        if node.op_type not in _COMPUTE_OPS:
            continue
        for name in node.inputs:
            dt = graph.dtype(name) if name else None
            if dt in _BAD_DTYPES:
                raise AoeError(f"unsupported dtype '{dt}' for {node.op_type} node '{node.name}' "
                               f"(input '{name}')")
