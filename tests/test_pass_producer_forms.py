"""Other producers' forms on tiny graphs whose truth follows from the op definitions.

onnxruntime contrib op semantics (inputs/outputs) are those of its ContribOperators schema.
"""
import numpy as np
import pytest
from onnx import TensorProto, helper, numpy_helper

from aoe_pass.graph_pass import extract
from ge_bridge.load import load_graph

F = TensorProto.FLOAT


def _model(nodes, inputs, outputs, inits=(), value_info=()):
    graph = helper.make_graph(nodes, "g", inputs, outputs, list(inits),
                              value_info=list(value_info))
    ops = [helper.make_opsetid("", 17), helper.make_opsetid("com.microsoft", 1)]
    return helper.make_model(graph, opset_imports=ops)


def _w(name, *shape, dtype=np.float32):
    return numpy_helper.from_array(np.ones(shape, dtype), name)


def _vi(name, shape, t=F):
    return helper.make_tensor_value_info(name, t, shape)


def _ms(op, ins, outs, **attrs):
    return helper.make_node(op, ins, outs, domain="com.microsoft", **attrs)


def test_embed_layernorm_is_a_layernorm_over_its_output():
    b, s, v, h = 2, 7, 50, 24
    node = _ms("EmbedLayerNormalization", ["ids", "", "we", "pe", "", "g", "beta"],
               ["y", "mask_index"])
    mm = helper.make_node("MatMul", ["y", "w"], ["z"])
    m = _model([node, mm], [_vi("ids", ["batch", "seq"], TensorProto.INT32)],
               [_vi("z", ["batch", "seq", 8])],
               [_w("we", v, h), _w("pe", 64, h), _w("g", h), _w("beta", h), _w("w", h, 8)])
    r = extract(load_graph(m, {"batch": b, "seq": s}))
    by_kind = {t.kind: t for t in r.tasks}
    assert by_kind["layernorm"].shape == {"rows": b * s, "hidden": h}
    # the gemm after it is shaped from the op's output: [b, s, h] x [h, 8]
    assert by_kind["gemm"].shape["m"] == b * s and by_kind["gemm"].shape["k"] == h


def test_skip_simplified_layernorm_residual_sum_is_output_3():
    # SkipSimplifiedLayerNormalization(x, skip, gamma) -> output, mean, inv_std_var, sum:
    # the next layer reads the sum (output 3). Its shape must be known to shape that layer.
    b, s, h = 2, 5, 16
    sln = _ms("SkipSimplifiedLayerNormalization", ["x", "skip", "g"], ["y", "", "", "sum"])
    mm = helper.make_node("MatMul", ["y", "w"], ["p"])
    add = helper.make_node("Add", ["sum", "p"], ["r"])
    m = _model([sln, mm, add], [_vi("x", [b, s, h]), _vi("skip", [b, s, h])],
               [_vi("r", [b, s, h])], [_w("g", h), _w("w", h, h)])
    r = extract(load_graph(m))
    kinds = {t.kind: t.shape for t in r.tasks}
    assert kinds["rmsnorm"] == {"rows": b * s, "hidden": h}
    assert kinds["gemm"]["m"] == b * s


def test_simplified_layernorm_in_the_default_domain_is_rmsnorm():
    node = helper.make_node("SimplifiedLayerNormalization", ["x", "g"], ["y"], axis=-1)
    m = _model([node], [_vi("x", [3, 4, 32])], [_vi("y", [3, 4, 32])], [_w("g", 32)])
    (t,) = extract(load_graph(m)).tasks
    assert (t.kind, t.shape) == ("rmsnorm", {"rows": 12, "hidden": 32})


def _mlp(act_nodes, inter=32, hidden=16):
    up = helper.make_node("MatMul", ["x", "w1"], ["h"])
    down = helper.make_node("MatMul", ["a", "w2"], ["y"])
    return _model([up, *act_nodes, down], [_vi("x", [4, hidden])], [_vi("y", [4, hidden])],
                  [_w("w1", hidden, inter), _w("w2", inter, hidden)])


@pytest.mark.parametrize("alpha, ffn", [(1.0, True), (1.702, False), (None, False)])
def test_quick_gelu_is_silu_only_with_alpha_one(alpha, ffn):
    # QuickGelu(x) = x * sigmoid(alpha * x): SiLU exactly when alpha == 1 (default 1.702)
    attrs = {} if alpha is None else {"alpha": alpha}
    r = extract(load_graph(_mlp([_ms("QuickGelu", ["h"], ["a"], **attrs)])))
    kinds = sorted(t.kind for t in r.tasks)
    if ffn:
        (t,) = r.tasks
        assert t.kind == "ffn" and t.shape["activation"] == "silu"
    else:
        assert kinds == ["gemm", "gemm"] and r.unmatched.get("ms:QuickGelu") == 1


def test_fused_matmul_scores_make_an_attention():
    # onnxruntime's session optimizer folds the 1/sqrt(d) scale and K's transpose into
    # com.microsoft FusedMatMul(alpha, transB)
    b, n, s, d = 2, 4, 6, 8
    qk = _ms("FusedMatMul", ["q", "k"], ["sc"], alpha=d ** -0.5, transB=1)
    sm = helper.make_node("Softmax", ["sc"], ["p"], axis=-1)
    pv = helper.make_node("MatMul", ["p", "v"], ["o"])
    m = _model([qk, sm, pv], [_vi("q", [b, n, s, d]), _vi("k", [b, n, s, d]),
                              _vi("v", [b, n, s, d])], [_vi("o", [b, n, s, d])])
    (t,) = extract(load_graph(m)).tasks
    assert t.kind == "attention"
    assert t.shape == {"batch": b, "q_heads": n, "kv_heads": n, "seq_q": s, "seq_kv": s,
                       "head_dim": d, "causal": False}


def test_mha_fed_repeated_kv_counts_the_heads_before_the_repeat():
    # K/V projected to kv heads, repeated to n heads (Unsqueeze/Expand/Reshape, as repeat_kv
    # is exported), then given to MultiHeadAttention in its [B, N, L, hd] form
    b, s, n, kv, d = 2, 5, 8, 2, 4
    nodes = [helper.make_node("MatMul", ["x", "wq"], ["q"])]
    inits = [_w("wq", n * d, n * d)]
    for name in ("k", "v"):
        nodes += [
            helper.make_node("MatMul", ["x", f"w{name}"], [f"{name}p"]),
            helper.make_node("Reshape", [f"{name}p", "shp4"], [f"{name}4"]),
            helper.make_node("Transpose", [f"{name}4"], [f"{name}t"], perm=[0, 2, 1, 3]),
            helper.make_node("Unsqueeze", [f"{name}t", "ax2"], [f"{name}u"]),
            helper.make_node("Expand", [f"{name}u", "rep"], [f"{name}e"]),
            helper.make_node("Reshape", [f"{name}e", "shpn"], [f"{name}r"]),
        ]
        inits.append(_w(f"w{name}", n * d, kv * d))
    inits += [numpy_helper.from_array(np.array(v, np.int64), nm) for nm, v in (
        ("shp4", [b, s, kv, d]), ("ax2", [2]), ("rep", [b, kv, n // kv, s, d]),
        ("shpn", [b, n, s, d]))]
    nodes.append(_ms("MultiHeadAttention", ["q", "kr", "vr"], ["o"], num_heads=n))
    m = _model(nodes, [_vi("x", [b, s, n * d])], [_vi("o", [b, s, n * d])], inits)
    (att,) = [t for t in extract(load_graph(m)).tasks if t.kind == "attention"]
    assert att.shape["kv_heads"] == kv and att.shape["q_heads"] == n
    assert att.shape["seq_kv"] == s and att.shape["head_dim"] == d


def test_gqa_seq_kv_is_computed_not_read_from_stale_value_info():
    # a decode step: 1 new token after 5 cached; the file declares present's length as 999
    b, n, kv, d, past = 1, 4, 2, 8, 5
    gqa = _ms("GroupQueryAttention", ["q", "k", "v", "pk", "pv", "sl", "tot"],
              ["y", "present_k", "present_v"], num_heads=n, kv_num_heads=kv)
    tot = numpy_helper.from_array(np.array(past + 1, np.int32), "tot")
    sl = numpy_helper.from_array(np.array([past], np.int32), "sl")
    stale = [_vi("present_k", [b, kv, 999, d]), _vi("present_v", [b, kv, 999, d])]
    m = _model([gqa], [_vi("q", [b, 1, n * d]), _vi("k", [b, 1, kv * d]),
                       _vi("v", [b, 1, kv * d]), _vi("pk", [b, kv, past, d]),
                       _vi("pv", [b, kv, past, d])],
               [_vi("y", [b, 1, n * d])], [tot, sl], value_info=stale)
    (t,) = extract(load_graph(m)).tasks
    assert t.shape["seq_kv"] == past + 1 and t.shape["kv_heads"] == kv


def test_deduplicated_bias_through_identity_is_a_bias():
    # the TorchScript exporter feeds a second equal initializer through Identity(first); the
    # bias is longer than anything the importer folds, so only the rule can see it
    n = 1100
    nodes = [helper.make_node("MatMul", ["x", "w1"], ["h1"]),
             helper.make_node("Add", ["b1", "h1"], ["y1"]),
             helper.make_node("Identity", ["b1"], ["b2"]),
             helper.make_node("MatMul", ["x", "w2"], ["h2"]),
             helper.make_node("Add", ["b2", "h2"], ["y2"])]
    m = _model(nodes, [_vi("x", [2, 8])], [_vi("y1", [2, n]), _vi("y2", [2, n])],
               [_w("w1", 8, n), _w("b1", n), _w("w2", 8, n)])
    r = extract(load_graph(m))
    assert [t.shape["bias"] for t in r.tasks] == [True] and r.tasks[0].weight == 2
    assert not r.unmatched


def test_rotary_outer_product_with_a_folded_operand_is_no_gemm():
    # positions [b, s, 1] x inv_freq [1, d/2] (inv_freq folded into an initializer)
    b, s, half = 2, 6, 8
    mm = helper.make_node("MatMul", ["pos", "inv_freq"], ["freqs"])
    cos = helper.make_node("Cos", ["freqs"], ["c"])
    m = _model([mm, cos], [_vi("pos", [b, s, 1])], [_vi("c", [b, s, half])],
               [_w("inv_freq", 1, half)])
    r = extract(load_graph(m))
    assert r.tasks == [] and r.unmatched.get("MatMul") == 1


def _gelu_tanh_mul(x, out):
    """0.5 * x * (1 + tanh(sqrt(2/pi) * (x + 0.044715 * x*x*x))), no Pow."""
    c = {"k0": 0.5, "k1": 0.044715, "k2": (2 / np.pi) ** 0.5, "k3": 1.0}
    nodes = [helper.make_node("Constant", [], [k], value=numpy_helper.from_array(
        np.array(v, np.float32))) for k, v in c.items()]
    nodes += [helper.make_node("Mul", [x, x], ["sq"]), helper.make_node("Mul", ["sq", x], ["cu"]),
              helper.make_node("Mul", ["cu", "k1"], ["c1"]),
              helper.make_node("Add", [x, "c1"], ["in"]),
              helper.make_node("Mul", ["in", "k2"], ["sc"]),
              helper.make_node("Tanh", ["sc"], ["th"]),
              helper.make_node("Add", ["th", "k3"], ["one"]),
              helper.make_node("Mul", [x, "one"], ["xo"]),
              helper.make_node("Mul", ["xo", "k0"], [out])]
    return nodes


def test_gelu_tanh_written_without_pow_is_the_ffn_activation():
    r = extract(load_graph(_mlp(_gelu_tanh_mul("h", "a"))))
    (t,) = r.tasks
    assert t.kind == "ffn" and t.shape["activation"] == "gelu_tanh" and not r.unmatched


def test_x_times_const_times_x_is_not_a_cube():
    # replace x*x by x*2: the region computes 0.5x(1+tanh(k(x + 0.089 x^2))), not a GELU
    nodes = _gelu_tanh_mul("h", "a")
    two = helper.make_node("Constant", [], ["two"], value=numpy_helper.from_array(
        np.array(2.0, np.float32)))
    nodes = [two] + [helper.make_node("Mul", ["h", "two"], ["sq"]) if n.output == ["sq"] else n
                     for n in nodes]
    r = extract(load_graph(_mlp(nodes)))
    assert "ffn" not in {t.kind for t in r.tasks} and r.unmatched.get("Tanh") == 1


@pytest.mark.parametrize("form", ["slices", "split"])
def test_gate_up_projection_cut_in_halves_is_a_gated_ffn(form):
    hidden, inter, rows = 16, 24, 4
    nodes = [helper.make_node("MatMul", ["x", "wgu"], ["gu"])]
    inits = [_w("wgu", hidden, 2 * inter), _w("wd", inter, hidden)]
    if form == "split":
        nodes.append(helper.make_node("Split", ["gu", "sizes"], ["g", "u"], axis=-1))
        inits.append(numpy_helper.from_array(np.array([inter, inter], np.int64), "sizes"))
    else:
        for name, lo, hi in (("g", 0, inter), ("u", inter, 2 * inter)):
            nodes.append(helper.make_node("Slice", ["gu", f"{name}0", f"{name}1", "ax"], [name]))
            inits += [numpy_helper.from_array(np.array([lo], np.int64), f"{name}0"),
                      numpy_helper.from_array(np.array([hi], np.int64), f"{name}1")]
        inits.append(numpy_helper.from_array(np.array([-1], np.int64), "ax"))
    nodes += [helper.make_node("Sigmoid", ["g"], ["sg"]), helper.make_node("Mul", ["g", "sg"], ["a"]),
              helper.make_node("Mul", ["a", "u"], ["m"]), helper.make_node("MatMul", ["m", "wd"], ["y"])]
    m = _model(nodes, [_vi("x", [rows, hidden])], [_vi("y", [rows, hidden])], inits)
    r = extract(load_graph(m))
    (t,) = r.tasks
    assert t.kind == "ffn" and t.shape == {"tokens": rows, "hidden": hidden, "intermediate": inter,
                                           "activation": "silu", "gated": True}


def test_unequal_cut_is_not_a_gate_up_pair():
    # Split 1 + 39: a [rows, 1] gate broadcast over 39 columns is not a gate_up projection
    hidden, rows = 16, 4
    nodes = [helper.make_node("MatMul", ["x", "wgu"], ["gu"]),
             helper.make_node("Split", ["gu", "sizes"], ["g", "u"], axis=-1),
             helper.make_node("Sigmoid", ["g"], ["sg"]), helper.make_node("Mul", ["g", "sg"], ["a"]),
             helper.make_node("Mul", ["a", "u"], ["m"]), helper.make_node("MatMul", ["m", "wd"], ["y"])]
    inits = [_w("wgu", hidden, 40), _w("wd", 39, hidden),
             numpy_helper.from_array(np.array([1, 39], np.int64), "sizes")]
    m = _model(nodes, [_vi("x", [rows, hidden])], [_vi("y", [rows, hidden])], inits)
    r = extract(load_graph(m))
    assert "ffn" not in {t.kind for t in r.tasks}


def test_cross_attention_mask_sized_from_causal_decoder_states_is_not_causal():
    # decoder states carry a causal (Trilu) term; the cross-attention mask only takes its
    # SIZE from them (ConstantOfShape(Shape(...))): the search must not reach the Trilu
    b, sq, skv, d = 1, 4, 6, 8
    c = lambda name, v: numpy_helper.from_array(np.asarray(v, np.int64), name)  # noqa: E731
    nodes = [
        helper.make_node("Trilu", ["ones"], ["tri"], upper=0),
        helper.make_node("MatMul", ["tri", "x"], ["dec"]),  # [sq, sq] @ [b, sq, d]
        helper.make_node("Shape", ["dec"], ["dshape"], end=2),
        helper.make_node("Concat", ["dshape", "kvlen"], ["mshape"], axis=0),
        helper.make_node("ConstantOfShape", ["mshape"], ["mask"],
                         value=numpy_helper.from_array(np.zeros(1, np.float32))),
        helper.make_node("Transpose", ["enc"], ["kt"], perm=[0, 2, 1]),
        helper.make_node("MatMul", ["dec", "kt"], ["sc"]),
        helper.make_node("Add", ["sc", "mask"], ["msc"]),
        helper.make_node("Softmax", ["msc"], ["p"], axis=-1),
        helper.make_node("MatMul", ["p", "enc"], ["o"]),
    ]
    m = _model(nodes, [_vi("x", [b, sq, d]), _vi("enc", [b, skv, d])], [_vi("o", [b, sq, d])],
               [_w("ones", sq, sq), c("kvlen", [skv])])
    (att,) = [t for t in extract(load_graph(m)).tasks if t.kind == "attention"]
    assert att.shape["seq_q"] == sq and att.shape["seq_kv"] == skv
    assert att.shape["causal"] is False


def test_self_attention_with_a_trilu_mask_stays_causal():
    # the control: the same graph with the Trilu term added to the scores IS causal
    b, s, d = 1, 4, 8
    nodes = [
        helper.make_node("Trilu", ["ones"], ["tri"], upper=1),
        helper.make_node("Mul", ["tri", "neg"], ["mask"]),
        helper.make_node("Transpose", ["x"], ["kt"], perm=[0, 2, 1]),
        helper.make_node("MatMul", ["x", "kt"], ["sc"]),
        helper.make_node("Add", ["sc", "mask"], ["msc"]),
        helper.make_node("Softmax", ["msc"], ["p"], axis=-1),
        helper.make_node("MatMul", ["p", "x"], ["o"]),
    ]
    m = _model(nodes, [_vi("x", [b, s, d])], [_vi("o", [b, s, d])],
               [_w("ones", s, s), numpy_helper.from_array(np.float32(-1e4), "neg")])
    (att,) = [t for t in extract(load_graph(m)).tasks if t.kind == "attention"]
    assert att.shape["causal"] is True


@pytest.mark.parametrize("dims, expected", [
    ({"past": 5, "seq": 1}, 6), ({"past": 0, "seq": 8}, 8)])
def test_dim_written_as_an_expression_of_other_dims(dims, expected):
    # optimum names an attention mask's length "past_sequence_length + sequence_length"
    mm = helper.make_node("MatMul", ["mask_f", "w"], ["y"])
    cast = helper.make_node("Cast", ["mask"], ["mask_f"], to=F)
    m = _model([cast, mm], [_vi("mask", [2, "past + seq"], TensorProto.INT64),
                            _vi("x", [2, "seq", 4])], [_vi("y", [2, 3])], [_w("w", expected, 3)])
    g = load_graph(m, dims)
    assert g.shape("mask") == (2, expected)


@pytest.mark.parametrize("text", ["past + seq", "__import__('os').system('x')", "past ** 2",
                                  "past + unknown"])
def test_dim_expressions_are_parsed_never_evaluated(text):
    from ge_bridge.onnx_import import dim_expression
    used: set = set()
    value = dim_expression(text, {"past": 5, "seq": 1}, used)
    if text == "past + seq":
        assert value == 6 and used == {"past", "seq"}
    else:
        assert value is None and used == set()


def test_unbound_dim_expression_names_its_parts():
    from ge_bridge.errors import AoeError
    mm = helper.make_node("MatMul", ["x", "w"], ["y"])
    m = _model([mm], [_vi("x", [2, "past + seq"])], [_vi("y", [2, 3])], [_w("w", 6, 3)])
    with pytest.raises(AoeError, match=r"pass --dim past=N --dim seq=N"):
        load_graph(m, {})
