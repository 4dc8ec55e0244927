"""GE graph dump import: ge: op types, desc attributes, control edges, dynamic dims."""
from __future__ import annotations

import math

import onnx
import pytest
from ge_dump_maker import (
    GeDumpBuilder,
    decoder_dump,
    eager_decoder_dump,
    wide_concat_dump,
    write_dump,
)
from google.protobuf import text_format

from ge_bridge.errors import AoeError
from ge_bridge.ge import ge_dtype, import_ge_dump
from ge_bridge.load import load_graph


def test_fused_decoder_dump_from_file(tmp_path):
    path = write_dump(decoder_dump(layers=2, seq=96, hidden=256, heads=4, kv_heads=2,
                                   inter=512, vocab=1000), str(tmp_path))
    assert path.endswith("ge_onnx_00000001_graph_0_AfterInfershape.pbtxt")
    g = load_graph(path)
    assert g.source == "ge" and g.path == path
    assert g.inputs == ["input_ids:0", "atten_mask:0"]
    assert g.outputs == ["lm_head:0"] and g.shape("lm_head:0") == (1, 96, 1000)
    ops = [n.op_type for n in g.nodes]
    assert ops.count("MatMulV2") == 2 * 6 and ops.count("FlashAttentionScore") == 2
    assert ops.count("RmsNorm") == 5 and ops.count("SwiGlu") == 2
    assert not {"Data", "Const", "NetOutput"} & set(ops)  # inputs / weights / outputs instead
    assert all(n.domain == "ge" for n in g.nodes)
    k = next(n for n in g.nodes if n.name == "layer0_k_proj")
    assert k.attrs["transpose_x2"] == 1 and k.attrs.get("transpose_x1", 0) == 0
    assert g.shape(k.inputs[1]) == (128, 256) and g.is_weight(k.inputs[1])
    assert g.dtype(k.outputs[0]) == "float16" and g.shape(k.outputs[0]) == (96, 128)
    fa = next(n for n in g.nodes if n.op_type == "FlashAttentionScore")
    assert fa.inputs[3:6] == ["", "", ""] and fa.inputs[6] == "atten_mask:0"  # unconnected kept
    assert fa.attrs["input_layout"] == "BSH" and fa.attrs["head_num"] == 4
    assert math.isclose(fa.attrs["scale_value"], 1 / 8, rel_tol=1e-6)
    assert g.dtype(fa.outputs[0]) == "float32" and g.shape(fa.outputs[3]) == (1, 96, 256)
    down = next(n for n in g.nodes if n.name == "layer0_down_proj")
    assert all(not i.endswith(":-1") for i in down.inputs)  # control edge dropped
    slots = [(n.name, s) for n, s in g.consumers("layer0_input_norm:0")]
    assert ("layer0_q_proj", 0) in slots and len(slots) == 3
    assert g.dtype("layer0_input_norm:1") == "float32"  # rstd output
    assert g.notes == [] and g.unresolved() == []


def test_small_int_const_values_kept_from_dump_level_1():
    g = load_graph(decoder_dump(layers=1))
    assert list(g.const_value("shape_2d:0")) == [-1, 256]
    assert g.const_value("embed_tokens:0") is None


def test_dynamic_dims_must_be_bound_and_propagate():
    model = decoder_dump(layers=2, seq=64, dynamic_seq=True)
    with pytest.raises(AoeError) as err:
        load_graph(model)
    msg = str(err.value)
    assert "--dim input_ids.1=N" in msg and "--dim atten_mask.0=N" in msg and "\n" not in msg
    dims = {"input_ids.1": 200, "atten_mask.0": 200, "atten_mask.1": 200}
    g = load_graph(model, dims)
    assert g.shape("input_ids:0") == (1, 200)
    assert g.shape("layer1_q_proj:0") == (200, 256)  # -1 recomputed through Gather/Reshape/MatMul
    assert g.shape("layer1_attention:3") == (1, 200, 256)
    assert g.shape("layer1_swiglu:0") == (200, 512)
    assert g.shape("lm_head:0") == (1, 200, 1000)
    assert g.unresolved() == []


def test_eager_decoder_dump():
    g = load_graph(eager_decoder_dump(layers=2, seq=64, hidden=128, heads=4, inter=256))
    qk = next(n for n in g.nodes if n.name == "layer0_qk")
    assert qk.op_type == "BatchMatMulV2" and qk.attrs["adj_x2"] == 1
    assert g.shape(qk.inputs[0]) == (1, 4, 64, 32) and g.shape(qk.outputs[0]) == (1, 4, 64, 64)
    soft = next(n for n in g.nodes if n.op_type == "SoftmaxV2")
    assert soft.attrs["axes"] == [-1]
    assert {n.op_type for n in g.nodes} >= {"MatMulV2", "Add", "Mul", "Swish", "TransposeD"}
    assert g.shape(g.outputs[0]) == (64, 128) and g.dtype(g.outputs[0]) == "float16"


def test_json_input_descs_fill_shapes_missing_on_sources():
    g = load_graph(wide_concat_dump(n=24, rows=8, cols=16))
    node = g.nodes[0]
    assert node.op_type == "ConcatD" and len(node.inputs) == 24
    assert all(g.shape(i) == (8, 16) and g.dtype(i) == "float16" for i in node.inputs)
    assert g.shape(node.outputs[0]) == (192, 16)
    assert not any(k.startswith("input_desc_") for k in node.attrs)


def test_dtype_names():
    assert ge_dtype("DT_FLOAT16") == "float16" and ge_dtype("DT_BF16") == "bfloat16"
    assert ge_dtype("DT_BFLOAT16") == "bfloat16" and ge_dtype("DT_FLOAT") == "float32"
    assert ge_dtype("DT_INT64") == "int64" and ge_dtype("DT_UNDEFINED") is None


def test_malformed_dumps(tmp_path):
    b = GeDumpBuilder()
    x = b.data("x", (4, 4))
    b.op("Relu", "r", [x, "ghost:0"], [((4, 4), "DT_FLOAT16")])
    with pytest.raises(AoeError, match="ghost"):
        load_graph(b.model)
    b = GeDumpBuilder()
    b.op("Data", "x", [], [])  # a Data node without a tensor desc
    b.op("Relu", "r", ["x:0"], [((4, 4), "DT_FLOAT16")])
    with pytest.raises(AoeError, match="Data node 'x'"):
        load_graph(b.model)
    bad = tmp_path / "ge_onnx_00000002_graph_0_Build.pbtxt"
    bad.write_text('graph { node { name: "a" op_type: "ge:Relu" input: ')  # truncated text
    with pytest.raises(AoeError, match="neither an ONNX model nor a GE graph dump"):
        load_graph(str(bad))


def _facts(g):
    nodes = [(n.name, n.op_type, n.inputs, n.attrs) for n in g.nodes]
    tensors = {k: (v.shape, v.dtype, v.is_weight, None if v.value is None else v.value.tolist())
               for k, v in g.tensors.items()}
    return nodes, tensors, g.inputs, g.outputs


@pytest.mark.parametrize("one_line", [False, True])
def test_fast_text_reader_agrees_with_protobuf_text_format(tmp_path, one_line):
    model = decoder_dump(layers=1, seq=16)
    node = model.graph.node[0]
    node.name = 'input_ids'  # keep the Data name; give another node a name needing escapes
    model.graph.node[-1].name = 'out "quoted" \\ näme'
    text = text_format.MessageToString(model, as_one_line=one_line)
    path = tmp_path / "ge_onnx_00000003_graph_1_Build.pbtxt"
    path.write_text(text)
    fast = load_graph(str(path))
    ref = onnx.ModelProto()
    text_format.Parse(text, ref)
    slow = import_ge_dump(ref)
    assert _facts(fast) == _facts(slow)
    assert list(fast.const_value("shape_bsh:0")) == [1, -1, 256]  # bytes with escapes decoded


def test_truncated_dump_text_is_an_error(tmp_path):
    text = text_format.MessageToString(decoder_dump(layers=1))
    path = tmp_path / "ge_onnx_00000004_graph_0_Build.pbtxt"
    path.write_text(text[: len(text) // 2].rsplit("\n", 1)[0] + "\n")
    with pytest.raises(AoeError, match="truncated|parse error"):
        load_graph(str(path))


def test_atc_whole_shapes_bind_a_dump_and_static_dims_must_agree(tmp_path, capsys):
    """ATC's --input_shape gives every dim, static ones included: those must equal the dump's;
    a wrong rank or a missing Data node is named for the --input_shape the user typed."""
    from aoe_pass.cli import main

    model = decoder_dump(layers=1, seq=64, dynamic_seq=True)
    g = load_graph(model, {"input_ids.0": 1, "input_ids.1": 96, "atten_mask.0": 96,
                           "atten_mask.1": 96})
    assert g.shape("input_ids:0") == (1, 96) and g.unresolved() == []
    with pytest.raises(AoeError, match=r"input_ids.0=2: GE Data 'input_ids' dim 0 is fixed at 1"):
        load_graph(model, {"input_ids.0": 2, "input_ids.1": 96, "atten_mask.0": 96,
                           "atten_mask.1": 96})
    with pytest.raises(AoeError) as err:
        load_graph(model, {"input_ids.1": 96})
    assert 'as ATC takes it: --input_shape "atten_mask:N,N"' in str(err.value)
    path = write_dump(model, str(tmp_path))
    assert main(["tasks", path, "--input_shape", "input_ids:1,96;atten_mask:96,96"]) == 0
    out = capsys.readouterr().out
    assert "96" in out
    for spec, why in (("input_ids:1,96,3;atten_mask:96,96", "gives input 'input_ids' 3 dims; its rank is 2"),
                      ("input_idz:1,96;atten_mask:96,96", "has no input 'input_idz'"),
                      ("input_ids:2,96;atten_mask:96,96", "input 'input_ids' dim 0 is fixed at 1")):
        assert main(["tasks", path, "--input_shape", spec]) == 2
        err_lines = capsys.readouterr().err.strip().splitlines()
        assert len(err_lines) == 1 and why in err_lines[0] and spec in err_lines[0]
