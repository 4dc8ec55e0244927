"""Build realistic Ascend GE graph dumps (``ge_onnx_*.pbtxt``) for tests.

No real dump is public; these follow the facts in DESIGN.md ("Ascend GE graph dumps"): an
ONNX ModelProto (IR 6) in protobuf text format, ``ge:`` op types, inputs ``"<src>:<i>"``
(``""`` unconnected, ``"<src>:-1"`` control edges), empty ``graph.input`` (``ge:Data``
nodes), per-node ``input_desc_*`` / ``output_desc_*`` attributes, proto3 style (zero/false
values absent), JSON ``input_desc_<i>`` strings for ops with 20+ inputs.

Other tests may import :func:`decoder_dump`, :func:`eager_decoder_dump`, :func:`write_dump`
and :class:`GeDumpBuilder`.
"""
from __future__ import annotations

import json
import math
import os

import numpy as np
import onnx
from google.protobuf import text_format

_DT = {"float16": "DT_FLOAT16", "bfloat16": "DT_BF16", "float32": "DT_FLOAT",
       "int64": "DT_INT64", "int32": "DT_INT32", "bool": "DT_BOOL"}

Desc = tuple[tuple[int, ...], str]  # (shape, GE dtype string e.g. "DT_FLOAT16")


def _attr(node: onnx.NodeProto, name: str, value) -> None:
    """Add one attribute the way GE's proto3 writer does: zero/false/empty values absent."""
    a = node.attribute.add()
    a.name = name
    if isinstance(value, bool) or isinstance(value, (int, np.integer)):
        a.type = onnx.AttributeProto.INT
        if int(value):
            a.i = int(value)
    elif isinstance(value, float):
        a.type = onnx.AttributeProto.FLOAT
        if value:
            a.f = value
    elif isinstance(value, (str, bytes)):
        a.type = onnx.AttributeProto.STRING
        if value:
            a.s = value.encode() if isinstance(value, str) else value
    elif isinstance(value, (list, tuple)):
        if value and all(isinstance(v, str) for v in value):
            a.type = onnx.AttributeProto.STRINGS
            a.strings.extend(v.encode() for v in value)
        elif value and any(isinstance(v, float) for v in value):
            a.type = onnx.AttributeProto.FLOATS
            a.floats.extend(value)
        else:
            a.type = onnx.AttributeProto.INTS
            a.ints.extend(int(v) for v in value)
    else:
        raise TypeError(f"attribute {name}: {type(value).__name__}")


class GeDumpBuilder:
    """Append GE nodes in order; tensor references are ``"<node>:<i>"`` strings."""

    def __init__(self, name: str = "ge_default_graph"):
        self.model = onnx.ModelProto()
        self.model.ir_version = 6
        self.model.producer_name = "GE"
        self.model.graph.name = name
        opset = self.model.opset_import.add()
        opset.version = 11
        self.descs: dict[str, Desc] = {}  # tensor ref -> desc of the producing output

    def op(self, op_type: str, name: str, inputs: list[str], outputs: list[Desc],
           attrs: dict | None = None, control: list[str] = (), json_inputs: bool = False,
           input_descs: list[Desc | None] | None = None, out_descs: bool = True) -> list[str]:
        node = self.model.graph.node.add()
        node.name, node.op_type = name, f"ge:{op_type}"
        node.input.extend(inputs)
        node.input.extend(f"{c}:-1" for c in control)
        ins = input_descs or [self.descs.get(r) if r else None for r in inputs]
        _attr(node, "input_desc_nums", len(inputs))
        for i, d in enumerate(ins):
            if d is None:
                continue
            if json_inputs:
                _attr(node, f"input_desc_{i}", json.dumps(
                    {"shape": list(d[0]), "dtype": d[1], "layout": "ND"}))
                continue
            _attr(node, f"input_desc_dtype:{i}", d[1])
            _attr(node, f"input_desc_shape:{i}", list(d[0]))
            _attr(node, f"input_desc_layout:{i}", "ND")
            _attr(node, f"input_desc_origin_shape:{i}", list(d[0]))
        _attr(node, "output_desc_nums", len(outputs) if out_descs else 0)
        refs = []
        for i, (shape, dtype) in enumerate(outputs):
            if out_descs:
                _attr(node, f"output_desc_dtype:{i}", dtype)
                _attr(node, f"output_desc_shape:{i}", list(shape))
                _attr(node, f"output_desc_layout:{i}", "ND")
                _attr(node, f"output_desc_origin_shape:{i}", list(shape))
                _attr(node, f"output_desc_origin_dtype:{i}", dtype)
            ref = f"{name}:{i}"
            self.descs[ref] = (tuple(shape), dtype)
            refs.append(ref)
        for k, v in (attrs or {}).items():
            _attr(node, k, v)
        return refs

    def data(self, name: str, shape, dtype: str = "DT_FLOAT16", index: int = 0) -> str:
        return self.op("Data", name, [], [(tuple(shape), dtype)], {"index": index})[0]

    def const(self, name: str, shape, dtype: str = "DT_FLOAT16", value=None,
              out_descs: bool = True) -> str:
        attrs = {}
        if value is not None:  # dump level 1 keeps the data
            attrs["value_data"] = np.asarray(value, dtype=np.int64 if dtype == "DT_INT64"
                                             else np.int32).tobytes()
        return self.op("Const", name, [], [(tuple(shape), dtype)], attrs, out_descs=out_descs)[0]

    def net_output(self, refs: list[str]) -> None:
        self.op("NetOutput", "Node_Output", refs, [])

    def text(self) -> str:
        return text_format.MessageToString(self.model)


def write_dump(model_or_builder, directory: str, graph_id: int = 0,
               stage: str = "AfterInfershape", seq: int = 1) -> str:
    """Write ``ge_onnx_<seq:08d>_graph_<id>_<stage>.pbtxt`` in ``directory``; return its path."""
    model = model_or_builder.model if isinstance(model_or_builder, GeDumpBuilder) else model_or_builder
    path = os.path.join(directory, f"ge_onnx_{seq:08d}_graph_{graph_id}_{stage}.pbtxt")
    with open(path, "w") as f:
        f.write(text_format.MessageToString(model))
    return path


def _rmsnorm(b: GeDumpBuilder, name: str, x: str, hidden: int, dt: str) -> str:
    shape = b.descs[x][0]
    gamma = b.const(f"{name}_gamma", (hidden,), dt)
    return b.op("RmsNorm", name, [x, gamma], [(shape, dt), (shape[:-1] + (1,), "DT_FLOAT")],
                {"epsilon": 1e-6})[0]


def decoder_dump(layers: int = 2, batch: int = 1, seq: int = 128, hidden: int = 256,
                 heads: int = 4, kv_heads: int = 2, inter: int = 512, vocab: int = 1000,
                 dtype: str = "float16", dynamic_seq: bool = False) -> onnx.ModelProto:
    """A fused-operator decoder as GE sees it after InferShape: RmsNorm, MatMulV2 projections,
    FlashAttentionScore (BSH), SwiGlu FFN, BatchMatMulV2 lm_head. ``dynamic_seq`` writes the
    sequence dim as -1 everywhere (bind with ``--dim input_ids.1=N``)."""
    dt = _DT[dtype]
    hd = hidden // heads
    kvh = kv_heads * hd
    s = -1 if dynamic_seq else seq
    t = -1 if dynamic_seq else batch * seq
    b = GeDumpBuilder("ge_default_decoder")
    ids = b.data("input_ids", (batch, s), "DT_INT64")
    mask = b.data("atten_mask", (seq, seq) if not dynamic_seq else (-1, -1), "DT_BOOL", index=1)
    emb = b.const("embed_tokens", (vocab, hidden), dt)
    axis0 = b.const("gather_axis", (), "DT_INT32", value=0)
    x = b.op("GatherV2", "embedding", [emb, ids, axis0], [((batch, s, hidden), dt)])[0]
    shape2d = b.const("shape_2d", (2,), "DT_INT64", value=[-1, hidden])
    x = b.op("Reshape", "to_tokens", [x, shape2d], [((t, hidden), dt)])[0]
    shape3d = b.const("shape_bsh", (3,), "DT_INT64", value=[batch, -1, hidden])
    for i in range(layers):
        p = f"layer{i}"
        h = _rmsnorm(b, f"{p}_input_norm", x, hidden, dt)
        q = b.op("MatMulV2", f"{p}_q_proj", [h, b.const(f"{p}_wq", (hidden, hidden), dt)],
                 [((t, hidden), dt)])[0]
        k = b.op("MatMulV2", f"{p}_k_proj", [h, b.const(f"{p}_wk", (kvh, hidden), dt)],
                 [((t, kvh), dt)], {"transpose_x2": True, "transpose_x1": False})[0]
        v = b.op("MatMulV2", f"{p}_v_proj", [h, b.const(f"{p}_wv", (kvh, hidden), dt)],
                 [((t, kvh), dt)], {"transpose_x2": True})[0]
        q3 = b.op("Reshape", f"{p}_q_bsh", [q, shape3d], [((batch, s, hidden), dt)])[0]
        k3 = b.op("Reshape", f"{p}_k_bsh", [k, shape3d], [((batch, s, kvh), dt)])[0]
        v3 = b.op("Reshape", f"{p}_v_bsh", [v, shape3d], [((batch, s, kvh), dt)])[0]
        fa = b.op("FlashAttentionScore", f"{p}_attention", [q3, k3, v3, "", "", "", mask],
                  [((batch, heads, s, 8), "DT_FLOAT"), ((batch, heads, s, 8), "DT_FLOAT"),
                   ((0,), dt), ((batch, s, hidden), dt)],
                  {"head_num": heads, "input_layout": "BSH", "scale_value": 1 / math.sqrt(hd),
                   "sparse_mode": 0, "keep_prob": 1.0, "pre_tockens": 65536,
                   "next_tockens": 0})[3]
        a2 = b.op("Reshape", f"{p}_attn_tokens", [fa, shape2d], [((t, hidden), dt)])[0]
        o = b.op("MatMulV2", f"{p}_o_proj", [a2, b.const(f"{p}_wo", (hidden, hidden), dt)],
                 [((t, hidden), dt)])[0]
        x = b.op("Add", f"{p}_residual1", [x, o], [((t, hidden), dt)])[0]
        h = _rmsnorm(b, f"{p}_post_norm", x, hidden, dt)
        gu = b.op("MatMulV2", f"{p}_gate_up_proj", [h, b.const(f"{p}_wgu", (hidden, 2 * inter), dt)],
                  [((t, 2 * inter), dt)])[0]
        act = b.op("SwiGlu", f"{p}_swiglu", [gu], [((t, inter), dt)], {"dim": -1})[0]
        d = b.op("MatMulV2", f"{p}_down_proj", [act, b.const(f"{p}_wd", (inter, hidden), dt)],
                 [((t, hidden), dt)], control=[f"{p}_o_proj"])[0]
        x = b.op("Add", f"{p}_residual2", [x, d], [((t, hidden), dt)])[0]
    h = _rmsnorm(b, "final_norm", x, hidden, dt)
    h3 = b.op("Reshape", "final_bsh", [h, shape3d], [((batch, s, hidden), dt)])[0]
    logits = b.op("BatchMatMulV2", "lm_head", [h3, b.const("lm_head_w", (vocab, hidden), dt)],
                  [((batch, s, vocab), dt)], {"adj_x2": True})[0]
    b.net_output([logits])
    return b.model


def eager_decoder_dump(layers: int = 2, batch: int = 1, seq: int = 64, hidden: int = 128,
                       heads: int = 4, inter: int = 256, dtype: str = "float16") -> onnx.ModelProto:
    """The same decoder before fusion (as a PyTorch front end hands it over): MatMulV2,
    Transpose, BatchMatMulV2 for QK^T and PV, Muls scale, Add mask, SoftmaxV2, Swish/Mul FFN
    and a decomposed RMSNorm (Mul/ReduceMeanD/Adds/Rsqrt/Mul)."""
    dt = _DT[dtype]
    hd = hidden // heads
    t = batch * seq
    b = GeDumpBuilder("ge_default_eager")
    x = b.data("hidden_states", (t, hidden), dt)
    mask = b.data("attention_mask", (batch, 1, seq, seq), dt, index=1)
    perm = [0, 2, 1, 3]
    for i in range(layers):
        p = f"layer{i}"
        sq = b.op("Mul", f"{p}_norm_square", [x, x], [((t, hidden), dt)])[0]
        ms = b.op("ReduceMeanD", f"{p}_norm_mean", [sq], [((t, 1), dt)], {"axes": [-1], "keep_dims": True})[0]
        eps = b.op("Adds", f"{p}_norm_eps", [ms], [((t, 1), dt)], {"value": 1e-6})[0]
        r = b.op("Rsqrt", f"{p}_norm_rsqrt", [eps], [((t, 1), dt)])[0]
        n = b.op("Mul", f"{p}_norm_scale", [x, r], [((t, hidden), dt)])[0]
        h = b.op("Mul", f"{p}_norm_gamma", [n, b.const(f"{p}_gamma", (hidden,), dt)], [((t, hidden), dt)])[0]
        heads_out = []
        for nm in ("q", "k", "v"):
            pr = b.op("MatMulV2", f"{p}_{nm}_proj", [h, b.const(f"{p}_w{nm}", (hidden, hidden), dt)],
                      [((t, hidden), dt)])[0]
            r4 = b.op("Reshape", f"{p}_{nm}_split_heads",
                      [pr, b.const(f"{p}_{nm}_shape", (4,), "DT_INT64", value=[batch, seq, heads, hd])],
                      [((batch, seq, heads, hd), dt)])[0]
            heads_out.append(b.op("TransposeD", f"{p}_{nm}_transpose", [r4],
                                  [((batch, heads, seq, hd), dt)], {"perm": perm})[0])
        q, k, v = heads_out
        sc = b.op("BatchMatMulV2", f"{p}_qk", [q, k], [((batch, heads, seq, seq), dt)], {"adj_x2": True})[0]
        sc = b.op("Muls", f"{p}_scale", [sc], [((batch, heads, seq, seq), dt)], {"value": 1 / math.sqrt(hd)})[0]
        sc = b.op("Add", f"{p}_mask", [sc, mask], [((batch, heads, seq, seq), dt)])[0]
        pr = b.op("SoftmaxV2", f"{p}_softmax", [sc], [((batch, heads, seq, seq), dt)], {"axes": [-1]})[0]
        ctx = b.op("BatchMatMulV2", f"{p}_pv", [pr, v], [((batch, heads, seq, hd), dt)])[0]
        ctx = b.op("TransposeD", f"{p}_ctx_transpose", [ctx], [((batch, seq, heads, hd), dt)], {"perm": perm})[0]
        ctx = b.op("Reshape", f"{p}_merge_heads",
                   [ctx, b.const(f"{p}_merge_shape", (2,), "DT_INT64", value=[t, hidden])],
                   [((t, hidden), dt)])[0]
        o = b.op("MatMulV2", f"{p}_o_proj", [ctx, b.const(f"{p}_wo", (hidden, hidden), dt)], [((t, hidden), dt)])[0]
        x = b.op("Add", f"{p}_residual1", [x, o], [((t, hidden), dt)])[0]
        g = b.op("MatMulV2", f"{p}_gate_proj", [x, b.const(f"{p}_wg", (hidden, inter), dt)], [((t, inter), dt)])[0]
        u = b.op("MatMulV2", f"{p}_up_proj", [x, b.const(f"{p}_wu", (hidden, inter), dt)], [((t, inter), dt)])[0]
        g = b.op("Swish", f"{p}_silu", [g], [((t, inter), dt)], {"scale": 1.0})[0]
        m = b.op("Mul", f"{p}_gate_mul", [g, u], [((t, inter), dt)])[0]
        d = b.op("MatMulV2", f"{p}_down_proj", [m, b.const(f"{p}_wd", (inter, hidden), dt)], [((t, hidden), dt)])[0]
        x = b.op("Add", f"{p}_residual2", [x, d], [((t, hidden), dt)])[0]
    b.net_output([x])
    return b.model


def wide_concat_dump(n: int = 24, rows: int = 8, cols: int = 16) -> onnx.ModelProto:
    """A ConcatD of ``n`` Const inputs whose own output descs are absent (dump level 3 style):
    their shapes exist only in the consumer's JSON ``input_desc_<i>`` strings."""
    b = GeDumpBuilder("ge_wide")
    refs = [b.const(f"part{i}", (rows, cols), "DT_FLOAT16", out_descs=False) for i in range(n)]
    descs = [((rows, cols), "DT_FLOAT16")] * n
    out = b.op("ConcatD", "concat", refs, [((rows * n, cols), "DT_FLOAT16")],
               {"concat_dim": 0, "N": n}, json_inputs=True, input_descs=descs)[0]
    b.net_output([out])
    return b.model
