"""ONNX import: dim binding, shape propagation (checked against onnxruntime), bad inputs."""
from __future__ import annotations

import os
import random

import numpy as np
import onnx
import onnxruntime as ort
import pytest
from google.protobuf import text_format
from onnx import TensorProto, helper, numpy_helper

from ge_bridge.errors import AoeError
from ge_bridge.load import load_graph, parse_dims

F16, F32, I64 = TensorProto.FLOAT16, TensorProto.FLOAT, TensorProto.INT64


def _model(nodes, inputs, outputs, inits=(), opset=18, value_info=(), extra_opsets=()):
    graph = helper.make_graph(nodes, "g", inputs, outputs, list(inits), value_info=list(value_info))
    opsets = [helper.make_opsetid("", opset), *[helper.make_opsetid(d, v) for d, v in extra_opsets]]
    return helper.make_model(graph, opset_imports=opsets, ir_version=10)


def _i64(name, values):
    return numpy_helper.from_array(np.array(values, dtype=np.int64), name)


def _w(name, shape, dtype=np.float32):
    return numpy_helper.from_array(np.random.default_rng(0).standard_normal(shape).astype(dtype), name)


def _ort_shapes(model, feeds):
    """Shape and dtype of every node output, from actually running the model."""
    m = onnx.ModelProto()
    m.CopyFrom(model)
    names = [o for n in m.graph.node for o in n.output if o]
    del m.graph.output[:]
    m.graph.output.extend(onnx.ValueInfoProto(name=n) for n in names)
    opts = ort.SessionOptions()
    opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    opts.log_severity_level = 3
    sess = ort.InferenceSession(m.SerializeToString(), opts, providers=["CPUExecutionProvider"])
    return {n: (tuple(v.shape), str(v.dtype), v) for n, v in zip(names, sess.run(None, feeds))}


def _assert_matches_ort(model, dims, feeds):
    graph = load_graph(model, dims)
    real = _ort_shapes(model, feeds)
    assert real, "model has no node outputs"
    for name, (shape, dtype, value) in real.items():
        assert graph.shape(name) == shape, f"{name}: {graph.shape(name)} != {shape}"
        assert graph.dtype(name) == dtype, f"{name}: {graph.dtype(name)} != {dtype}"
        if graph.const_value(name) is not None:
            np.testing.assert_array_equal(graph.const_value(name), value, err_msg=name)
    return graph


def _dynamo_attention_model(n_heads=4, kv_heads=2, hd=8, opset=18):
    """Attention written the way torch.onnx.export(dynamo=True) does: every shape computed
    at run time through Shape/Gather/Concat chains, GQA by Unsqueeze+Expand+Reshape, a causal
    mask from Range/Unsqueeze/LessOrEqual/Where; stale symbolic value_info on the way."""
    hidden = n_heads * hd
    n_rep = n_heads // kv_heads
    x = helper.make_tensor_value_info("x", F32, ["batch", "seq", hidden])
    y = helper.make_tensor_value_info("y", F32, None)
    inits = [_w("wq", (hidden, hidden)), _w("wk", (hidden, kv_heads * hd)),
             _w("wv", (hidden, kv_heads * hd)), _i64("i0", [0]), _i64("i1", [1]),
             _i64("i1s", 1), _i64("heads", [n_heads]), _i64("kvh", [kv_heads]), _i64("hd", [hd]),
             _i64("rep", [n_rep]), _i64("m1", [-1]), _i64("zero_s", 0), _i64("one_s", 1),
             numpy_helper.from_array(np.array(hd ** -0.5, np.float32), "scale"),
             numpy_helper.from_array(np.array(-1e4, np.float32), "neg")]
    N = helper.make_node
    nodes = [
        N("Shape", ["x"], ["xs"]), N("Gather", ["xs", "i0"], ["b"], axis=0),
        N("Gather", ["xs", "i1"], ["s"], axis=0),
        N("MatMul", ["x", "wq"], ["q"]), N("MatMul", ["x", "wk"], ["k"]), N("MatMul", ["x", "wv"], ["v"]),
        N("Concat", ["b", "s", "heads", "hd"], ["qshape"], axis=0),
        N("Concat", ["b", "s", "kvh", "m1"], ["kvshape"], axis=0),
        N("Reshape", ["q", "qshape"], ["q4"]), N("Transpose", ["q4"], ["qt"], perm=[0, 2, 1, 3]),
        N("Reshape", ["k", "kvshape"], ["k4"]), N("Transpose", ["k4"], ["kt"], perm=[0, 2, 1, 3]),
        N("Reshape", ["v", "kvshape"], ["v4"]), N("Transpose", ["v4"], ["vt"], perm=[0, 2, 1, 3]),
        # GQA: [b, kvh, s, hd] -> [b, kvh, 1, s, hd] -> expand -> [b, heads, s, hd]
        N("Unsqueeze", ["kt", "two"], ["k5"]), N("Unsqueeze", ["vt", "two"], ["v5"]),
        N("Concat", ["b", "kvh", "rep", "s", "hd"], ["eshape"], axis=0),
        N("Expand", ["k5", "eshape"], ["ke"]), N("Expand", ["v5", "eshape"], ["ve"]),
        N("Concat", ["b", "heads", "s", "hd"], ["hshape"], axis=0),
        N("Reshape", ["ke", "hshape"], ["kr"]), N("Reshape", ["ve", "hshape"], ["vr"]),
        N("Transpose", ["kr"], ["krt"], perm=[0, 1, 3, 2]),
        N("MatMul", ["qt", "krt"], ["scores"]), N("Mul", ["scores", "scale"], ["scaled"]),
        # causal mask: Range over the bound seq, compared as column <= row
        N("Squeeze", ["s", "i0"], ["s_scalar"]), N("Range", ["zero_s", "s_scalar", "one_s"], ["ar"]),
        N("Unsqueeze", ["ar", "i0"], ["row"]), N("Unsqueeze", ["ar", "i1"], ["col"]),
        N("LessOrEqual", ["row", "col"], ["keep"]),
        N("Where", ["keep", "scaled", "neg"], ["masked"]), N("Softmax", ["masked"], ["probs"], axis=-1),
        N("MatMul", ["probs", "vr"], ["ctx"]), N("Transpose", ["ctx"], ["ctxt"], perm=[0, 2, 1, 3]),
        N("Concat", ["b", "s", "m1"], ["oshape"], axis=0), N("Reshape", ["ctxt", "oshape"], ["y"]),
    ]
    inits.append(_i64("two", [2]))
    stale = [helper.make_tensor_value_info("q4", F32, ["stale_a", "stale_b", 3, 5]),
             helper.make_tensor_value_info("scores", F32, [1, 1, 1, 1])]
    return _model(nodes, [x], [y], inits, opset=opset, value_info=stale)


def test_dynamo_style_attention_resolves_every_shape_like_onnxruntime():
    model = _dynamo_attention_model()
    x = np.zeros((2, 7, 32), np.float32)
    graph = _assert_matches_ort(model, {"batch": 2, "seq": 7}, {"x": x})
    assert graph.shape("q4") == (2, 7, 4, 8)  # stale value_info ignored
    assert graph.shape("kr") == (2, 4, 7, 8)  # GQA expand resolved
    assert graph.unresolved() == [] and graph.notes == []


def test_dim_binding_changes_every_dependent_shape():
    model = _dynamo_attention_model()
    graph = load_graph(model, {"batch": 1, "seq": 2048})
    assert graph.shape("scores") == (1, 4, 2048, 2048)
    assert graph.shape("y") == (1, 2048, 32)
    assert graph.inputs == ["x"] and graph.shape("x") == (1, 2048, 32)


def test_graph_api_consumers_slots_weights_values():
    graph = load_graph(_dynamo_attention_model(), {"batch": 1, "seq": 16})
    slots = {(n.op_type, slot) for n, slot in graph.consumers("x")}
    assert ("MatMul", 0) in slots and ("Shape", 0) in slots
    assert graph.is_weight("wq") and not graph.is_weight("x")
    assert graph.const_value("wq") is None  # float weight data never kept
    np.testing.assert_array_equal(graph.const_value("qshape"), [1, 16, 4, 8])
    assert graph.producer("scores").op_type == "MatMul"
    seen = set(graph.inputs) | {t for t, i in graph.tensors.items() if i.is_weight}
    for node in graph.nodes:  # topological
        assert all(not i or i in seen for i in node.inputs)
        seen.update(node.outputs)


def test_nodes_out_of_order_are_sorted():
    model = _dynamo_attention_model()
    nodes = list(model.graph.node)
    random.Random(3).shuffle(nodes)
    del model.graph.node[:]
    model.graph.node.extend(nodes)
    graph = load_graph(model, {"batch": 1, "seq": 5})
    assert graph.shape("y") == (1, 5, 32)
    pos = {o: i for i, n in enumerate(graph.nodes) for o in n.outputs}
    for i, node in enumerate(graph.nodes):
        assert all(pos.get(t, -1) < i for t in node.inputs if t)


@pytest.mark.parametrize("opset", [11, 13, 18])
def test_axes_as_attribute_or_input_across_opsets(opset):
    x = helper.make_tensor_value_info("x", F32, ["n", 6, 4])
    outs = [helper.make_tensor_value_info(n, F32, None) for n in ("r", "p0", "p1", "u")]
    N = helper.make_node
    inits = []
    if opset >= 13:
        inits += [_i64("ax1", [1]), _i64("ax0", [0]), _i64("sp", [2, 4])]
        split = N("Split", ["x", "sp"], ["p0", "p1"], axis=1)
        sq = N("Squeeze", ["u1", "ax0"], ["u"])
        unsq = N("Unsqueeze", ["r", "ax0"], ["u1"])
    else:
        split = N("Split", ["x"], ["p0", "p1"], axis=1, split=[2, 4])
        sq = N("Squeeze", ["u1"], ["u"], axes=[0])
        unsq = N("Unsqueeze", ["r"], ["u1"], axes=[0])
    if opset >= 18:
        red = N("ReduceMean", ["x", "ax1"], ["r"], keepdims=0)
    else:
        red = N("ReduceMean", ["x"], ["r"], axes=[1], keepdims=0)
    model = _model([red, split, unsq, sq], [x], outs, inits, opset=opset)
    graph = _assert_matches_ort(model, {"n": 3}, {"x": np.ones((3, 6, 4), np.float32)})
    assert graph.shape("p1") == (3, 4, 4) and graph.shape("r") == (3, 4)


def test_split_equal_parts_opset18_num_outputs_and_slice_negative_steps():
    x = helper.make_tensor_value_info("x", F32, [2, "k"])
    outs = [helper.make_tensor_value_info(n, F32, None) for n in ("a", "b", "c", "s")]
    N = helper.make_node
    nodes = [N("Split", ["x"], ["a", "b", "c"], axis=1, num_outputs=3),
             N("Slice", ["x", "st", "en", "ax", "step"], ["s"])]
    inits = [_i64("st", [-1]), _i64("en", [-(2 ** 63)]), _i64("ax", [1]), _i64("step", [-2])]
    model = _model(nodes, [x], outs, inits, opset=18)
    _assert_matches_ort(model, {"k": 7}, {"x": np.ones((2, 7), np.float32)})


def test_gemm_conv_fallback_and_layernorm_shapes():
    x = helper.make_tensor_value_info("x", F32, ["b", 3, 8, 8])
    y = helper.make_tensor_value_info("ln", F32, None)
    N = helper.make_node
    nodes = [N("Conv", ["x", "cw"], ["c"], pads=[1, 1, 1, 1], strides=[2, 2]),  # via onnx fallback
             N("Flatten", ["c"], ["f"], axis=1), N("Gemm", ["f", "gw", "gb"], ["g"], transB=1),
             N("LayerNormalization", ["g", "gamma", "beta"], ["ln"], axis=-1)]
    inits = [_w("cw", (4, 3, 3, 3)), _w("gw", (10, 64)), _w("gb", (10,)), _w("gamma", (10,)),
             _w("beta", (10,))]
    model = _model(nodes, [x], [y], inits, opset=17)
    graph = _assert_matches_ort(model, {"b": 2}, {"x": np.ones((2, 3, 8, 8), np.float32)})
    assert graph.shape("c") == (2, 4, 4, 4)


def test_contrib_and_opset23_fused_ops_have_shapes():
    N = helper.make_node
    q = helper.make_tensor_value_info("q", F16, [1, "s", 512])
    k = helper.make_tensor_value_info("k", F16, [1, "s", 128])
    v = helper.make_tensor_value_info("v", F16, [1, "s", 128])
    nodes = [
        N("GroupQueryAttention", ["q", "k", "v", "pk", "pv", "", ""], ["gqa", "pk_out", "pv_out"],
          domain="com.microsoft", num_heads=8, kv_num_heads=2),
        N("SkipLayerNormalization", ["gqa", "q", "gam", "bet"], ["sln", "", "", "sum"],
          domain="com.microsoft"),
        N("RMSNormalization", ["sln", "gam"], ["rms"]),
        N("Reshape", ["rms", "bshd"], ["q4"]), N("Transpose", ["q4"], ["qt"], perm=[0, 2, 1, 3]),
        N("Attention", ["qt", "kk", "vv"], ["att"], is_causal=1),
        N("MultiHeadAttention", ["q", "k", "v"], ["mha"], domain="com.microsoft", num_heads=8),
    ]
    inits = [numpy_helper.from_array(np.zeros((1, 2, 32, 64), np.float16), "pk"),
             numpy_helper.from_array(np.zeros((1, 2, 32, 64), np.float16), "pv"),
             numpy_helper.from_array(np.ones(512, np.float16), "gam"),
             numpy_helper.from_array(np.ones(512, np.float16), "bet"), _i64("bshd", [1, -1, 8, 64]),
             numpy_helper.from_array(np.zeros((1, 8, 40, 64), np.float16), "kk"),
             numpy_helper.from_array(np.zeros((1, 8, 40, 32), np.float16), "vv")]
    outs = [helper.make_tensor_value_info(n, F16, None) for n in ("att", "mha", "sum")]
    model = _model(nodes, [q, k, v], outs, inits, opset=23, extra_opsets=[("com.microsoft", 1)])
    g = load_graph(model, {"s": 10})
    assert g.shape("gqa") == (1, 10, 512) and g.dtype("gqa") == "float16"
    assert g.shape("pk_out") == (1, 2, 42, 64)  # past 32 + new 10
    assert g.shape("sln") == (1, 10, 512) and g.shape("sum") == (1, 10, 512)
    assert g.shape("rms") == (1, 10, 512)
    assert g.shape("att") == (1, 8, 10, 32)  # value head dim 32
    assert g.shape("mha") == (1, 10, 128)  # v_hidden from value
    assert g.unresolved() == []


def test_external_weights_absent_reads_shapes_only(tmp_path):
    hidden = 256
    x = helper.make_tensor_value_info("x", F16, ["seq", hidden])
    y = helper.make_tensor_value_info("y", F16, None)
    nodes = [helper.make_node("MatMul", ["x", "w"], ["h"]),
             helper.make_node("Reshape", ["h", "shape"], ["y"])]
    w = numpy_helper.from_array(np.ones((hidden, 4 * hidden), np.float16), "w")
    model = _model(nodes, [x], [y], [w, _i64("shape", [0, 4, -1])])
    path = str(tmp_path / "m.onnx")
    onnx.save(model, path, save_as_external_data=True, all_tensors_to_one_file=True,
              location="m.data", size_threshold=1024)
    data = tmp_path / "m.data"
    assert data.stat().st_size >= hidden * 4 * hidden * 2
    os.remove(data)  # weights absent: loading must not need them
    assert os.path.getsize(path) < 4096
    g = load_graph(path, {"seq": 100})
    assert g.is_weight("w") and g.shape("w") == (hidden, 4 * hidden) and g.dtype("w") == "float16"
    assert g.const_value("w") is None
    np.testing.assert_array_equal(g.const_value("shape"), [0, 4, -1])  # small, inline: kept
    assert g.shape("y") == (100, 4, hidden)


def test_constant_nodes_and_value_policy():
    N = helper.make_node
    x = helper.make_tensor_value_info("x", F32, [2, 3])
    nodes = [N("Constant", [], ["ci"], value_ints=[3, 2]),
             N("Constant", [], ["cf"], value_float=0.5),
             N("Constant", [], ["ct"], value=_i64("t", [[1, 2]])),
             N("Constant", [], ["big"], value=numpy_helper.from_array(np.ones((40, 40), np.float32))),
             N("Reshape", ["x", "ci"], ["r"]), N("Mul", ["r", "cf"], ["y"]),
             N("Add", ["big", "big"], ["z"])]
    outs = [helper.make_tensor_value_info(n, F32, None) for n in ("y", "z")]
    inits = [_i64("many", list(range(2000))), numpy_helper.from_array(np.ones(8, np.float32), "fv")]
    g = load_graph(_model(nodes, [x], outs, inits))
    np.testing.assert_array_equal(g.const_value("ci"), [3, 2])
    assert float(g.const_value("cf")) == 0.5 and g.shape("cf") == ()
    assert g.shape("ct") == (1, 2) and g.dtype("ct") == "int64"
    assert g.const_value("big") is None and g.shape("big") == (40, 40)
    assert g.const_value("many") is None and g.const_value("fv") is None
    assert g.shape("y") == (3, 2) and g.shape("z") == (40, 40)


def test_protobuf_text_onnx_loads(tmp_path):
    path = tmp_path / "m.pbtxt"
    path.write_text(text_format.MessageToString(_dynamo_attention_model()))
    assert load_graph(str(path), {"batch": 1, "seq": 9}).shape("y") == (1, 9, 32)


# ---------------------------------------------------------------- user errors


def test_unbound_dims_listed_in_one_line():
    x = helper.make_tensor_value_info("input_ids", I64, ["batch", "seq"])
    m = helper.make_tensor_value_info("mask", F32, ["batch", None])
    y = helper.make_tensor_value_info("y", I64, None)
    model = _model([helper.make_node("Identity", ["input_ids"], ["y"])], [x, m], [y])
    with pytest.raises(AoeError) as err:
        load_graph(model, {"batch": 1})
    msg = str(err.value)
    assert "\n" not in msg
    assert "unbound symbolic dim 'seq' (input 'input_ids' dim 1): pass --dim seq=N" in msg
    assert "'mask' dim 1" in msg and "--dim mask.1=N" in msg
    assert "batch" not in msg.split(":")[0]
    g = load_graph(model, {"batch": 1, "seq": 4, "mask.1": 6})  # <input>.<axis> binds unnamed
    assert g.shape("mask") == (1, 6) and g.shape("y") == (1, 4)


def test_parse_dims():
    assert parse_dims(["seq=2048", " batch = 1", "x.1=7"]) == {"seq": 2048, "batch": 1, "x.1": 7}
    assert parse_dims([]) == {}
    for bad in (["seq"], ["seq=abc"], ["seq=0"], ["seq=-3"], ["=4"], ["seq=1", "seq=2"]):
        with pytest.raises(AoeError):
            parse_dims(bad)


def _write(tmp_path, name, data: bytes):
    p = tmp_path / name
    p.write_bytes(data)
    return str(p)


def test_bad_files_raise_one_line_errors(tmp_path):
    good = _dynamo_attention_model().SerializeToString()
    cases = {
        _write(tmp_path, "random.onnx", np.random.default_rng(1).bytes(3000)): "not an ONNX model",
        _write(tmp_path, "text.onnx", b"hello, this is not a model\n"): "neither an ONNX model",
        _write(tmp_path, "trunc.onnx", good[: len(good) // 2]): "not an ONNX model",
        _write(tmp_path, "empty.onnx", b""): "empty",
        str(tmp_path / "missing.onnx"): "not found",
        str(tmp_path): "directory",
    }
    for path, words in cases.items():
        with pytest.raises(AoeError) as err:
            load_graph(path, {"batch": 1, "seq": 4})
        assert words in str(err.value) and "\n" not in str(err.value), path


def test_cyclic_graph_is_an_error():
    x = helper.make_tensor_value_info("x", F32, [2])
    y = helper.make_tensor_value_info("b", F32, None)
    nodes = [helper.make_node("Add", ["x", "b"], ["a"], name="first"),
             helper.make_node("Relu", ["a"], ["b"], name="second")]
    with pytest.raises(AoeError, match="cyclic graph"):
        load_graph(_model(nodes, [x], [y]))


def test_dangling_input_is_an_error():
    x = helper.make_tensor_value_info("x", F32, [2])
    y = helper.make_tensor_value_info("a", F32, None)
    nodes = [helper.make_node("Add", ["x", "ghost"], ["a"], name="adder")]
    with pytest.raises(AoeError, match="'ghost'"):
        load_graph(_model(nodes, [x], [y]))


def test_unknown_domain_blocking_resolution_and_future_opset_are_errors():
    x = helper.make_tensor_value_info("x", F32, [2, 3])
    y = helper.make_tensor_value_info("y", F32, None)
    custom = _model([helper.make_node("Frobnicate", ["x"], ["t"], domain="my.ops"),
                     helper.make_node("Relu", ["t"], ["y"])], [x], [y],
                    extra_opsets=[("my.ops", 1)])
    with pytest.raises(AoeError, match="Frobnicate.*unknown domain 'my.ops'"):
        load_graph(custom)
    # an ai.onnx opset newer than onnx knows is refused outright: op semantics may have changed
    future = _model([helper.make_node("Relu", ["x"], ["t"]), helper.make_node("Softmax", ["t"], ["y"])],
                    [x], [y], opset=99)
    with pytest.raises(AoeError, match="opset 99, newer than"):
        load_graph(future)
    blocked = _model([helper.make_node("FancyNewOp", ["x"], ["y"])], [x], [y], opset=99)
    with pytest.raises(AoeError, match="opset 99"):
        load_graph(blocked)


def test_string_tensor_on_matmul_path_is_an_error():
    x = helper.make_tensor_value_info("x", TensorProto.STRING, [2, 3])
    y = helper.make_tensor_value_info("y", F32, None)
    w = helper.make_tensor_value_info("w", F32, [3, 4])
    model = _model([helper.make_node("MatMul", ["x", "w"], ["y"], name="mm")], [x, w], [y])
    with pytest.raises(AoeError, match="unsupported dtype 'string'.*'mm'"):
        load_graph(model)


def test_unresolvable_tensor_stays_none_with_a_note():
    x = helper.make_tensor_value_info("x", F32, [4, 6])
    y = helper.make_tensor_value_info("y", F32, None)
    idx = helper.make_tensor_value_info("n", I64, [2])  # runtime shape: value unknown
    model = _model([helper.make_node("Reshape", ["x", "n"], ["r"], name="dyn_reshape"),
                    helper.make_node("Relu", ["r"], ["y"])], [x, idx], [y])
    g = load_graph(model)
    assert g.shape("r") is None and g.shape("y") is None
    assert any("dyn_reshape" in n for n in g.notes)
    assert set(g.unresolved()) == {"r", "y"}


def test_assorted_ops_match_onnxruntime():
    N = helper.make_node
    x = helper.make_tensor_value_info("x", F32, ["b", 5, 6])
    nodes = [
        N("Gather", ["x", "gi"], ["g1"], axis=1), N("Gather", ["x", "gs"], ["g2"], axis=-1),
        N("GatherElements", ["x", "ge"], ["g3"], axis=2),
        N("Tile", ["x", "reps"], ["t"]), N("Pad", ["x", "pads"], ["p"]),
        N("Einsum", ["x", "x"], ["e"], equation="bij,bkj->bik"),
        N("TopK", ["x", "k2"], ["tv", "ti"], axis=1),
        N("ArgMax", ["x"], ["am"], axis=2, keepdims=0),
        N("ReduceSum", ["x", "ax"], ["rs"], keepdims=1),
        N("Shape", ["x"], ["sh"], start=1), N("ConstantOfShape", ["sh"], ["cos"],
                                                 value=numpy_helper.from_array(np.array([2], np.int64))),
        N("Trilu", ["cos"], ["tri"], upper=0), N("Cast", ["tri"], ["trf"], to=TensorProto.FLOAT),
        N("Add", ["x", "trf"], ["xa"]), N("Equal", ["tri", "one"], ["eq"]),
        N("Where", ["eq", "x", "trf"], ["wh"]), N("Size", ["x"], ["sz"]),
        N("Flatten", ["x"], ["fl"], axis=2), N("CumSum", ["x", "ax"], ["cs"]),
        N("Expand", ["one", "sh"], ["ex"]), N("Div", ["sh", "two"], ["half"]),
        N("Mod", ["sh", "four"], ["md"]), N("Max", ["sh", "four"], ["mx"]),
    ]
    inits = [_i64("gi", [[0, 4], [1, 1], [2, 3]]), _i64("gs", 3), _i64("reps", [1, 2, 3]),
             _i64("pads", [0, 1, 2, 0, 3, 4]), _i64("k2", [2]), _i64("ax", [1]), _i64("one", 1),
             _i64("two", 2), _i64("four", 4),
             numpy_helper.from_array(np.zeros((1, 5, 2), np.int64), "ge")]
    outs = [helper.make_tensor_value_info("xa", F32, None)]
    model = _model(nodes, [x], outs, inits, opset=18)
    g = _assert_matches_ort(model, {"b": 1}, {"x": np.ones((1, 5, 6), np.float32)})
    assert g.shape("g1") == (1, 3, 2, 6)


def test_local_functions_are_inlined():
    fn = helper.make_function(
        "pkg.custom", "ScaledRelu", ["a"], ["b"],
        [helper.make_node("Relu", ["a"], ["r"]),
         helper.make_node("Constant", [], ["two"], value_float=2.0),
         helper.make_node("Mul", ["r", "two"], ["b"])],
        [helper.make_opsetid("", 18)])
    x = helper.make_tensor_value_info("x", F32, ["n", 3])
    y = helper.make_tensor_value_info("y", F32, None)
    model = _model([helper.make_node("ScaledRelu", ["x"], ["h"], domain="pkg.custom"),
                    helper.make_node("MatMul", ["h", "w"], ["y"])], [x], [y], [_w("w", (3, 5))],
                   extra_opsets=[("pkg.custom", 1)])
    model.functions.append(fn)
    g = load_graph(model, {"n": 4})
    assert "ScaledRelu" not in {n.op_type for n in g.nodes}
    assert g.shape("h") == (4, 3) and g.shape("y") == (4, 5)


def test_opset23_attention_3d_with_past_matches_onnxruntime():
    vi = helper.make_tensor_value_info
    ins = [vi("q", F32, [2, "s", 64]), vi("k", F32, [2, "s", 16]), vi("v", F32, [2, "s", 24]),
           vi("pk", F32, [2, 2, "p", 8]), vi("pv", F32, [2, 2, "p", 12])]
    outs = [vi(n, F32, None) for n in ("y", "ok", "ov", "qk")]
    node = helper.make_node("Attention", ["q", "k", "v", "", "pk", "pv"], ["y", "ok", "ov", "qk"],
                            q_num_heads=8, kv_num_heads=2)
    model = _model([node], ins, outs, opset=23)
    feeds = {"q": np.ones((2, 12, 64), np.float32), "k": np.ones((2, 12, 16), np.float32),
             "v": np.ones((2, 12, 24), np.float32), "pk": np.ones((2, 2, 5, 8), np.float32),
             "pv": np.ones((2, 2, 5, 12), np.float32)}
    g = _assert_matches_ort(model, {"s": 12, "p": 5}, feeds)
    assert g.shape("y") == (2, 12, 96) and g.shape("ok") == (2, 2, 17, 8)


FIXTURES = os.path.join(os.path.dirname(__file__), "fixtures")


@pytest.mark.parametrize("name", ["hf_bert", "hf_gpt2", "hf_llama", "hf_qwen2"])
def test_real_torch_dynamo_exports_match_onnxruntime_node_by_node(name):
    """HF models exported by torch.onnx.export(dynamo=True): every tensor of our import must
    have the shape, dtype (and folded value) that onnxruntime produces at a bound size."""
    model = onnx.load(os.path.join(FIXTURES, f"{name}.onnx"))
    _assert_matches_ort(model, {"batch": 2, "seq": 11}, {"input_ids": np.ones((2, 11), np.int64)})


def test_real_decode_export_with_kv_cache_matches_onnxruntime():
    model = onnx.load(os.path.join(FIXTURES, "hf_qwen2_decode.onnx"))
    feeds = {"input_ids": np.ones((2, 1), np.int64)}
    for vi in model.graph.input[1:]:
        feeds[vi.name] = np.ones((2, 2, 7, 16), np.float32)
    _assert_matches_ort(model, {"batch": 2, "past": 7}, feeds)


def test_qwen25_7b_graph_loads_from_its_onnx_alone():
    path = os.path.join(FIXTURES, "hf_qwen2_7b_meta.onnx")
    g = load_graph(path, {"batch": 1, "seq": 2048})
    assert g.unresolved() == []
    q_proj = [n for n in g.nodes if n.op_type == "MatMul" and g.is_weight(n.inputs[1])
              and g.shape(n.inputs[1]) == (3584, 3584)]
    assert len(q_proj) == 2 * 28  # q_proj and o_proj of 28 layers
    assert all(g.shape(n.outputs[0]) == (1, 2048, 3584) for n in q_proj)


def test_matmul_with_contradicting_inner_dims_is_a_malformed_model():
    x = helper.make_tensor_value_info("x", F32, [4, 64])
    y = helper.make_tensor_value_info("y", F32, None)
    w = helper.make_tensor("w", F32, [32, 64], np.zeros(32 * 64, np.float32))
    model = helper.make_model(helper.make_graph([helper.make_node("MatMul", ["x", "w"], ["y"], name="mm")],
                                                "g", [x], [y], [w]),
                              opset_imports=[helper.make_opsetid("", 17)])
    with pytest.raises(AoeError, match="malformed model: MatMul node 'mm': inner dims differ"):
        load_graph(model)
