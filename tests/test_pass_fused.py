"""Fused operators (com.microsoft, ONNX opset 23) and eager-form variants on tiny graphs."""
import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper

from aoe_pass.graph_pass import extract
from ge_bridge.load import load_graph

F = TensorProto.FLOAT
H = TensorProto.FLOAT16


def _model(nodes, inputs, outputs, inits=(), opset=17, ms=False):
    graph = helper.make_graph(nodes, "g", inputs, outputs, list(inits))
    ops = [helper.make_opsetid("", opset)] + ([helper.make_opsetid("com.microsoft", 1)]
                                              if ms else [])
    return helper.make_model(graph, opset_imports=ops)


def _w(name, *shape, dtype=np.float32):
    return numpy_helper.from_array(np.zeros(shape, dtype), name)


def _c(name, value, dtype=np.float32):
    return numpy_helper.from_array(np.asarray(value, dtype), name)


def _one(model, dims=None, tp=1):
    r = extract(load_graph(model, dims or {}), tensor_parallel=tp)
    return r


def _vi(name, shape, t=F):
    return helper.make_tensor_value_info(name, t, shape)


def test_ms_attention_with_packed_projection():
    b, s, h, n = 2, 10, 32, 4
    node = helper.make_node("Attention", ["x", "w", "bias"], ["y"], domain="com.microsoft",
                            num_heads=n, unidirectional=1)
    m = _model([node], [_vi("x", [b, s, h])], [_vi("y", [b, s, h])],
               [_w("w", h, 3 * h), _w("bias", 3 * h)], ms=True)
    r = _one(m)
    (t,) = r.tasks
    assert t.kind == "attention" and t.shape == {"batch": b, "q_heads": n, "kv_heads": n,
                                                 "seq_q": s, "seq_kv": s, "head_dim": h // n,
                                                 "causal": True}


def test_ms_group_query_attention_and_mha():
    b, s, n, kv, d = 1, 6, 8, 2, 16
    gqa = helper.make_node("GroupQueryAttention", ["q", "k", "v", "", "", "sl", "tot"],
                           ["y", "pk", "pv"], domain="com.microsoft", num_heads=n,
                           kv_num_heads=kv)
    mha = helper.make_node("MultiHeadAttention", ["y", "k2", "v2"], ["z"],
                           domain="com.microsoft", num_heads=n)
    m = _model([gqa, mha], [_vi("q", [b, s, n * d]), _vi("k", [b, s, kv * d]),
                            _vi("v", [b, s, kv * d]), _vi("k2", [b, 9, n * d]),
                            _vi("v2", [b, 9, n * d])], [_vi("z", [b, s, n * d])],
               [_c("sl", [s - 1], np.int32), _c("tot", s, np.int32)], ms=True)
    r = _one(m)
    shapes = [t.shape for t in r.tasks]
    assert shapes == [
        {"batch": b, "q_heads": n, "kv_heads": kv, "seq_q": s, "seq_kv": s, "head_dim": d,
         "causal": True},
        {"batch": b, "q_heads": n, "kv_heads": n, "seq_q": s, "seq_kv": 9, "head_dim": d,
         "causal": False}]


@pytest.mark.parametrize("four_d", [True, False])
def test_onnx_attention_opset23(four_d):
    b, n, kv, s, d = 2, 6, 3, 5, 8
    if four_d:
        shapes = ([b, n, s, d], [b, kv, 7, d])
        node = helper.make_node("Attention", ["q", "k", "v"], ["y"], is_causal=1)
    else:
        shapes = ([b, s, n * d], [b, 7, kv * d])
        node = helper.make_node("Attention", ["q", "k", "v"], ["y"], q_num_heads=n,
                                kv_num_heads=kv)
    m = _model([node], [_vi("q", shapes[0]), _vi("k", shapes[1]), _vi("v", shapes[1])],
               [_vi("y", None)], opset=23)
    (t,) = _one(m).tasks
    assert t.shape == {"batch": b, "q_heads": n, "kv_heads": kv, "seq_q": s, "seq_kv": 7,
                       "head_dim": d, "causal": four_d}


def test_fused_norms():
    rows, hid = 12, 16
    nodes = [
        helper.make_node("SkipLayerNormalization", ["x", "skip", "g", "b"], ["a"],
                         domain="com.microsoft"),
        helper.make_node("SimplifiedLayerNormalization", ["a", "g"], ["c"], axis=-1,
                         domain="com.microsoft"),
        helper.make_node("SkipSimplifiedLayerNormalization", ["c", "skip", "g"], ["d"],
                         domain="com.microsoft"),
        helper.make_node("LayerNormalization", ["d", "g", "b"], ["e"], axis=-1),
    ]
    m = _model(nodes, [_vi("x", [3, 4, hid]), _vi("skip", [3, 4, hid])], [_vi("e", None)],
               [_w("g", hid), _w("b", hid)], ms=True)
    r = _one(m)
    assert [(t.kind, t.weight) for t in r.tasks] == [("layernorm", 2), ("rmsnorm", 2)]
    assert all(t.shape == {"rows": rows, "hidden": hid} for t in r.tasks)


def test_rmsnormalization_opset23():
    node = helper.make_node("RMSNormalization", ["x", "g"], ["y"], axis=-1)
    m = _model([node], [_vi("x", [2, 5, 32], H)], [_vi("y", None)],
               [_w("g", 32, dtype=np.float16)], opset=23)
    (t,) = _one(m).tasks
    assert (t.kind, t.shape, t.dtype) == ("rmsnorm", {"rows": 10, "hidden": 32}, "float16")


@pytest.mark.parametrize("act,expect", [
    (("Gelu", {}), "gelu"), (("Gelu", {"approximate": "tanh"}), "gelu_tanh"),
    (("Relu", {}), "relu"), (("FastGelu", {"domain": "com.microsoft"}), "gelu_tanh")])
def test_plain_mlp_with_gemm_and_activation_ops(act, expect):
    op, attrs = act
    tokens, hid, inter = 8, 16, 40
    nodes = [helper.make_node("Gemm", ["x", "w1", "b1"], ["h"], transB=1),
             helper.make_node(op, ["h"], ["a"], **attrs),
             helper.make_node("Gemm", ["a", "w2", "b2"], ["y"])]
    m = _model(nodes, [_vi("x", [tokens, hid])], [_vi("y", None)],
               [_w("w1", inter, hid), _w("b1", inter), _w("w2", inter, hid), _w("b2", hid)],
               opset=20, ms=True)
    r = _one(m)
    (t,) = r.tasks
    assert t.kind == "ffn" and t.shape == {"tokens": tokens, "hidden": hid,
                                           "intermediate": inter, "activation": expect,
                                           "gated": False}
    assert r.unmatched == {}


def _eager_attention(scale_op="Mul", mask=None, prescale=False):
    """Q,K,V graph inputs [1, 2, 4, 8] -> eager attention; mask: None | "tril" | "pad" |
    "const" | "where"."""
    nodes, inits = [], [_c("sc", 0.35)]
    kt = "kt"
    nodes.append(helper.make_node("Transpose", ["k"], [kt], perm=[0, 1, 3, 2]))
    q = "q"
    if prescale:
        nodes.append(helper.make_node("Mul", ["q", "sc"], ["qs"]))
        q = "qs"
    nodes.append(helper.make_node("MatMul", [q, kt], ["s"]))
    cur = "s"
    if not prescale:
        nodes.append(helper.make_node(scale_op, ["s", "sc"], ["s2"]))
        cur = "s2"
    inputs = [_vi("q", [1, 2, 4, 8]), _vi("k", [1, 2, 4, 8]), _vi("v", [1, 2, 4, 8])]
    if mask == "tril":
        inits.append(_c("ones", np.ones((4, 4))))
        nodes += [helper.make_node("Trilu", ["ones"], ["tri"], upper=0),
                  helper.make_node("Add", ["tri", cur], ["m"])]
        cur = "m"
    elif mask == "pad":
        inputs.append(_vi("pad", [1, 1, 1, 4]))
        nodes.append(helper.make_node("Add", [cur, "pad"], ["m"]))
        cur = "m"
    elif mask == "const":  # a constant boolean lower-triangular "keep" matrix
        inits += [_c("cmask", np.tril(np.ones((4, 4), bool)), bool), _c("neg", -1e4)]
        nodes.append(helper.make_node("Where", ["cmask", cur, "neg"], ["m"]))
        cur = "m"
    elif mask == "where":
        inits += [_c("n", 20, np.int64), _c("zero", 0, np.int64), _c("one", 1, np.int64),
                  _c("neg", -1e4), _c("ax0", [0], np.int64), _c("ax1", [1], np.int64)]
        inputs[0] = _vi("q", [1, 2, 20, 8])
        inputs[1] = _vi("k", [1, 2, 20, 8])
        inputs[2] = _vi("v", [1, 2, 20, 8])
        nodes += [helper.make_node("Range", ["zero", "n", "one"], ["r"]),
                  helper.make_node("Unsqueeze", ["r", "ax0"], ["rows"]),
                  helper.make_node("Unsqueeze", ["r", "ax1"], ["cols"]),
                  helper.make_node("LessOrEqual", ["rows", "cols"], ["keep"]),
                  helper.make_node("Where", ["keep", cur, "neg"], ["m"])]
        cur = "m"
    nodes += [helper.make_node("Softmax", [cur], ["p"], axis=-1),
              helper.make_node("MatMul", ["p", "v"], ["y"])]
    return _model(nodes, inputs, [_vi("y", [1, 2, inputs[0].type.tensor_type.shape.dim[2].dim_value,
                                           8])], inits)


@pytest.mark.parametrize("scale_op,mask,prescale,causal", [
    ("Mul", None, False, False), ("Div", "pad", False, False), ("Mul", "tril", False, True),
    ("Div", "const", False, True), ("Mul", "where", False, True), ("Mul", "pad", True, False),
    ("Mul", "const", True, True)])
def test_eager_attention_forms(scale_op, mask, prescale, causal):
    r = _one(_eager_attention(scale_op, mask, prescale))
    (t,) = [t for t in r.tasks if t.kind == "attention"]
    seq = 20 if mask == "where" else 4
    assert t.shape == {"batch": 1, "q_heads": 2, "kv_heads": 2, "seq_q": seq, "seq_kv": seq,
                       "head_dim": 8, "causal": causal}
    assert "Softmax" not in r.unmatched and "MatMul" not in r.unmatched
    assert "Mul" not in r.unmatched or mask == "where"  # scale / pre-scale belong to it


def test_slot_awareness_rejects_a_reversed_pattern():
    """Softmax feeding the V side (slot 1) of the second MatMul is not attention."""
    nodes = [helper.make_node("Transpose", ["k"], ["kt"], perm=[0, 1, 3, 2]),
             helper.make_node("MatMul", ["q", "kt"], ["s"]),
             helper.make_node("Softmax", ["s"], ["p"], axis=-1),
             helper.make_node("MatMul", ["v", "p"], ["y"])]
    shape = [1, 2, 4, 4]
    m = _model(nodes, [_vi("q", shape), _vi("k", shape), _vi("v", shape)], [_vi("y", None)])
    r = _one(m)
    assert r.tasks == [] and r.unmatched == {"MatMul": 2, "Softmax": 1}


def test_gemm_transposed_weight_and_bias():
    nodes = [helper.make_node("Transpose", ["w"], ["wt"], perm=[1, 0]),
             helper.make_node("MatMul", ["x", "wt"], ["h"]),
             helper.make_node("Add", ["bias", "h"], ["y"])]
    m = _model(nodes, [_vi("x", [2, 3, 16])], [_vi("y", None)], [_w("w", 24, 16), _w("bias", 24)])
    (t,) = _one(m).tasks
    assert t.shape == {"m": 6, "n": 24, "k": 16, "batch": 1, "trans_a": False, "trans_b": True,
                       "bias": True}
    assert len(t.nodes) == 3


def test_unsupported_dtype_names_the_node():
    from ge_bridge.errors import AoeError
    node = helper.make_node("MatMul", ["x", "w"], ["y"], name="proj")
    m = _model([node], [_vi("x", [4, 8], TensorProto.DOUBLE)], [_vi("y", None)],
               [_w("w", 8, 8, dtype=np.float64)])
    with pytest.raises(AoeError, match="proj.*float64|float64.*proj"):
        _one(m)


def test_model_checker_accepts_the_test_graphs():
    onnx.checker.check_model(_eager_attention("Mul", "where"))
