"""The HuggingFace fixtures (exported by scripts/export_hf_fixtures.py) are what they claim.

Needs only onnx, onnxruntime, numpy and hf_fixtures.json (no torch): every runnable fixture is
a valid ONNX model with symbolic input dims, and onnxruntime reproduces the output torch
recorded at export time, also at a (batch, seq) the exporter never traced. The Qwen2.5-7B
meta-device graph is checked for shape-only use: weights external and absent, the
architecture's operator counts present.
"""
from __future__ import annotations

import json
import os

import numpy as np
import onnx
import pytest

from tests.conftest import FIXTURES

JSON_PATH = os.path.join(FIXTURES, "hf_fixtures.json")
with open(JSON_PATH) as _f:
    DOC = json.load(_f)
FIXS = DOC["fixtures"]
RUNNABLE = sorted(n for n, e in FIXS.items() if e.get("samples"))
META = "qwen2_7b_meta"
ORT_DTYPES = {"int64": np.int64, "float32": np.float32, "float16": np.float16}


def _path(entry: dict) -> str:
    return os.path.join(FIXTURES, entry["file"])


def _cache_tensor(shape: list[int], phase: int) -> np.ndarray:
    """The KV-cache inputs of the decode fixture, as the JSON's ``formula`` states."""
    size = int(np.prod(shape))
    return np.sin(0.01 * np.arange(size, dtype=np.float64) + phase).astype(np.float32).reshape(
        shape)


def _feeds(sample: dict) -> dict[str, np.ndarray]:
    feeds = {}
    for name, spec in sample["inputs"].items():
        if "data" in spec:
            arr = np.asarray(spec["data"], dtype=ORT_DTYPES[spec["dtype"]])
            feeds[name] = arr.reshape(spec["shape"])
        else:
            assert spec["formula"].startswith("sin(0.01 * arange(size) + phase)")
            feeds[name] = _cache_tensor(spec["shape"], spec["phase"])
    return feeds


@pytest.fixture(scope="module")
def sessions():
    ort = pytest.importorskip("onnxruntime")
    made = {}

    def get(name: str):
        if name not in made:
            so = ort.SessionOptions()
            so.intra_op_num_threads = 1
            made[name] = ort.InferenceSession(_path(FIXS[name]), so,
                                              providers=["CPUExecutionProvider"])
        return made[name]
    return get


def test_expected_fixtures_are_listed():
    assert {"qwen2", "llama", "gpt2", "bert", META} <= set(FIXS)
    for entry in FIXS.values():
        assert os.path.exists(_path(entry)), entry["file"]
        assert os.path.getsize(_path(entry)) < 8 * 1024 * 1024


@pytest.mark.parametrize("name", RUNNABLE)
def test_fixture_is_valid_onnx_with_symbolic_inputs(name):
    entry = FIXS[name]
    model = onnx.load(_path(entry))
    onnx.checker.check_model(model)
    assert os.path.getsize(_path(entry)) < 2 * 1024 * 1024
    # weights inline: nothing refers to an external file
    assert not any(t.data_location == onnx.TensorProto.EXTERNAL for t in model.graph.initializer)
    graph_inputs = {v.name: v for v in model.graph.input}
    assert [i["name"] for i in entry["inputs"]] == list(graph_inputs)
    for spec in entry["inputs"]:
        dims = graph_inputs[spec["name"]].type.tensor_type.shape.dim
        params = {str(i): d.dim_param for i, d in enumerate(dims) if d.HasField("dim_param")}
        assert params, f"{spec['name']} has no symbolic dim"
        assert params == spec["symbolic"]
    # batch is symbolic on every input; the JSON's node count is this file's
    assert all("0" in spec["symbolic"] for spec in entry["inputs"])
    assert entry["graph"]["nodes"] == len(model.graph.node)


@pytest.mark.parametrize("name", RUNNABLE)
def test_architecture_counts_follow_config(name):
    """Operator counts implied by the HF config (not read from the graph) are in the graph."""
    entry = FIXS[name]
    cfg = entry["config"]
    model = onnx.load(_path(entry))
    ops = [n.op_type for n in model.graph.node]
    assert ops.count("Softmax") == cfg["layers"]
    assert ops.count("MatMul") + ops.count("Gemm") == \
        entry["expected_instances"]["matmul_or_gemm_nodes"]
    if cfg["norm"] == "rmsnorm":
        assert ops.count("ReduceMean") == 2 * cfg["layers"] + 1
        assert "LayerNormalization" not in ops
    else:
        assert ops.count("LayerNormalization") == 2 * cfg["layers"] + 1
    assert cfg["head_dim"] * cfg["heads"] == cfg["hidden"]
    assert cfg["heads"] % cfg["kv_heads"] == 0


@pytest.mark.parametrize("name", RUNNABLE)
def test_onnxruntime_reproduces_torch(name, sessions):
    entry = FIXS[name]
    sess = sessions(name)
    tol = entry["tolerance"]
    assert len(entry["samples"]) >= 2  # one at the traced size, one at a size never traced
    for sample in entry["samples"]:
        feeds = _feeds(sample)
        out_names = [o.name for o in sess.get_outputs()]
        got = sess.run([sample["output"]], feeds)[0]
        want = sample["expected"]
        assert out_names[0] == sample["output"]
        assert list(got.shape) == want["shape"]
        flat = got.astype(np.float64).ravel()
        scale = want["abs_sum"]
        assert np.isclose(np.abs(flat).sum(), scale, rtol=tol["rtol"] * 10)
        assert abs(flat.sum() - want["sum"]) <= tol["rtol"] * 10 * scale
        np.testing.assert_allclose(flat[:8], want["first"], rtol=1e-3, atol=1e-4)
        np.testing.assert_allclose(flat[-8:], want["last"], rtol=1e-3, atol=1e-4)


def test_checksum_would_catch_a_wrong_input(sessions):
    """The check is sensitive: shifting the token ids changes the recorded checksum."""
    entry = FIXS["qwen2"]
    sample = entry["samples"][0]
    feeds = _feeds(sample)
    feeds["input_ids"] = (feeds["input_ids"] + 1) % entry["config"]["vocab"]
    got = sessions("qwen2").run(None, feeds)[0].astype(np.float64)
    assert not np.allclose(got.ravel()[:8], sample["expected"]["first"], rtol=1e-3, atol=1e-4)


def test_decode_fixture_has_kv_cache_inputs():
    if "qwen2_decode" not in FIXS:
        pytest.fail("no decode fixture recorded in hf_fixtures.json")
    entry = FIXS["qwen2_decode"]
    layers = entry["config"]["layers"]
    names = [i["name"] for i in entry["inputs"]]
    assert names[0] == "input_ids"
    assert len(names) == 1 + 2 * layers
    for spec in entry["inputs"][1:]:
        b, kv, past, hd = spec["shape"]
        assert isinstance(b, str) and isinstance(past, str)
        assert (kv, hd) == (entry["config"]["kv_heads"], entry["config"]["head_dim"])
    # the query is a single token
    assert entry["inputs"][0]["shape"][1] == 1


@pytest.fixture(scope="module")
def meta_model():
    entry = FIXS[META]
    return entry, onnx.load(_path(entry), load_external_data=False)


def test_meta_7b_loads_without_weights(meta_model):
    entry, model = meta_model
    cfg = entry["config"]
    assert (cfg["layers"], cfg["hidden"], cfg["heads"], cfg["kv_heads"],
            cfg["intermediate"], cfg["vocab"]) == (28, 3584, 28, 4, 18944, 152064)
    data_file = os.path.join(FIXTURES, entry["file"] + ".data")
    assert not os.path.exists(data_file)
    ext = [t for t in model.graph.initializer if t.data_location == onnx.TensorProto.EXTERNAL]
    big = [t for t in model.graph.initializer if np.prod(t.dims) > 1024]
    assert big and all(t.data_location == onnx.TensorProto.EXTERNAL for t in big)
    assert not any(t.raw_data for t in ext)
    # every projection weight is there, in float16, with its real shape
    shapes = {tuple(t.dims) for t in big}
    h, kvd, ffn, vocab = cfg["hidden"], cfg["kv_heads"] * cfg["head_dim"], \
        cfg["intermediate"], cfg["vocab"]
    for shape in ((h, h), (h, kvd), (h, ffn), (ffn, h), (vocab, h)):
        assert shape in shapes or shape[::-1] in shapes, shape
    assert {t.data_type for t in big} == {onnx.TensorProto.FLOAT16}
    n_params = sum(int(np.prod(t.dims)) for t in model.graph.initializer)
    assert 7.0e9 < n_params < 8.0e9  # Qwen2.5-7B has 7.6 B parameters
    # external references are laid out back to back in the absent data file
    ends = []
    for t in ext:
        info = {e.key: e.value for e in t.external_data}
        assert info["location"] == os.path.basename(data_file)
        ends.append((int(info["offset"]), int(info["length"])))
    ends.sort()
    assert all(a[0] + a[1] == b[0] for a, b in zip(ends, ends[1:]))


def test_meta_7b_graph_has_the_architecture(meta_model):
    entry, model = meta_model
    layers = entry["config"]["layers"]
    ops = [n.op_type for n in model.graph.node]
    assert 60 * layers < len(ops) < 250 * layers
    assert ops.count("Softmax") == layers
    assert ops.count("MatMul") == entry["expected_instances"]["matmul_or_gemm_nodes"]
    assert ops.count("ReduceMean") == 2 * layers + 1
    spec = entry["inputs"][0]
    dims = model.graph.input[0].type.tensor_type.shape.dim
    assert [d.dim_param for d in dims] == spec["shape"] and all(spec["shape"])
    # onnx.checker insists on the data file; strict shape inference needs no weight data
    inferred = onnx.shape_inference.infer_shapes(model, strict_mode=True)
    out = inferred.graph.output[0].type.tensor_type
    assert out.elem_type == onnx.TensorProto.FLOAT16
    assert [d.dim_param or d.dim_value for d in out.shape.dim] == \
        [spec["shape"][0], spec["shape"][1], entry["config"]["vocab"]]
