"""``aoe_tune tasks``: output formats and one-line errors (exit code 2) for bad input."""
import json
import os

import numpy as np
import pytest
from onnx import TensorProto, helper, numpy_helper

from aoe_pass.cli import main
from models.registry import arch_config


def _mlp(dtype=TensorProto.FLOAT, seq="seq", opset=17):
    np_type = {TensorProto.FLOAT: np.float32, TensorProto.DOUBLE: np.float64}[dtype]
    nodes = [helper.make_node("MatMul", ["x", "w"], ["y"], name="proj")]
    graph = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", dtype, [1, seq, 8])],
                              [helper.make_tensor_value_info("y", dtype, [1, seq, 4])],
                              [numpy_helper.from_array(np.ones((8, 4), np_type), "w")])
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])


def _write(tmp_path, name, data):
    path = os.path.join(tmp_path, name)
    with open(path, "wb") as f:
        f.write(data)
    return path


def _error(capsys, argv):
    assert main(argv) == 2
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("aoe_tune: error: "), captured.err
    assert "Traceback" not in captured.err
    return lines[0]


def test_json_output(capsys):
    assert main(["tasks", "tiny-llama", "--json", "--dim", "seq=8"]) == 0
    doc = json.loads(capsys.readouterr().out)
    cfg = arch_config("tiny-llama")
    assert doc["model"] == "tiny-llama"
    weights = {}
    for t in doc["tasks"]:
        weights[t["kind"]] = weights.get(t["kind"], 0) + t["weight"]
    assert weights == {"rmsnorm": 2 * cfg["layers"] + 1, "attention": cfg["layers"],
                       "ffn": cfg["layers"], "gemm": 4 * cfg["layers"] + 1}
    assert all(t["shape"].get("seq_q", 8) == 8 for t in doc["tasks"])


def test_table_output(capsys):
    assert main(["tasks", "tiny-gpt2", "--tensor-parallel", "2"]) == 0
    out = capsys.readouterr().out
    cfg = arch_config("tiny-gpt2")
    assert out.splitlines()[0].startswith("model tiny-gpt2:")
    for kind in ("layernorm", "attention", "ffn", "gemm"):
        assert kind in out
    assert f"q_heads={cfg['heads'] // 2}" in out
    assert "unmatched ops" in out.splitlines()[-1]


def test_file_with_dims(tmp_path, capsys):
    path = _write(tmp_path, "mlp.onnx", _mlp().SerializeToString())
    assert main(["tasks", path, "--dim", "seq=5", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["model"] == "mlp"
    (task,) = doc["tasks"]
    assert task["shape"] == {"m": 5, "n": 4, "k": 8, "batch": 1, "trans_a": False,
                             "trans_b": False, "bias": False}
    assert task["nodes"] == ["proj"]


def test_unknown_model_name_lists_close_names(capsys):
    line = _error(capsys, ["tasks", "qwen2.5-7"])
    assert "qwen2.5-7b" in line


def test_missing_file(capsys):
    assert "not found" in _error(capsys, ["tasks", "no/such/model.onnx"])


def test_not_onnx(tmp_path, capsys):
    rng = np.random.default_rng(0)
    path = _write(tmp_path, "junk.onnx", rng.integers(0, 256, 4096, dtype=np.uint8).tobytes())
    assert "junk.onnx" in _error(capsys, ["tasks", path])


def test_truncated(tmp_path, capsys):
    data = _mlp().SerializeToString()
    path = _write(tmp_path, "cut.onnx", data[: len(data) // 2])
    _error(capsys, ["tasks", path, "--dim", "seq=4"])


def test_cyclic(tmp_path, capsys):
    nodes = [helper.make_node("Add", ["x", "b"], ["a"]), helper.make_node("Relu", ["a"], ["b"])]
    graph = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", 1, [2])],
                              [helper.make_tensor_value_info("b", 1, [2])])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    path = _write(tmp_path, "cycle.onnx", model.SerializeToString())
    assert "cycl" in _error(capsys, ["tasks", path]).lower()


def test_unknown_opset(tmp_path, capsys):
    """An op of an opset nobody knows, on the path to a matmul (its shape cannot be known)."""
    nodes = [helper.make_node("Mystery", ["x"], ["h"], domain="acme"),
             helper.make_node("MatMul", ["h", "w"], ["y"], name="proj")]
    graph = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", 1, [1, 4, 8])],
                              [helper.make_tensor_value_info("y", 1, None)],
                              [numpy_helper.from_array(np.ones((8, 4), np.float32), "w")])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17),
                                                    helper.make_opsetid("acme", 1)])
    path = _write(tmp_path, "acme.onnx", model.SerializeToString())
    assert "acme" in _error(capsys, ["tasks", path])


def test_unbound_dim_names_the_flag(tmp_path, capsys):
    path = _write(tmp_path, "mlp.onnx", _mlp().SerializeToString())
    assert "--dim seq=" in _error(capsys, ["tasks", path])


def test_unsupported_dtype(tmp_path, capsys):
    path = _write(tmp_path, "double.onnx", _mlp(TensorProto.DOUBLE).SerializeToString())
    line = _error(capsys, ["tasks", path, "--dim", "seq=4"])
    assert "float64" in line and "proj" in line


@pytest.mark.parametrize("argv", [["--dim", "seq"], ["--dim", "seq=abc"],
                                  ["--tensor-parallel", "8"]])
def test_bad_flags(capsys, argv):
    _error(capsys, ["tasks", "qwen2.5-7b", *argv])
