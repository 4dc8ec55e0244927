"""`aoe_tune compile`: stamping, the hit/fallback/miss report, --strict, bad caches."""
import json
import os

import numpy as np
import onnx
import onnxruntime as ort
import pytest

from aoe_pass.cli import main
from ge_bridge.cache import load_cache
from tests.test_hf_fixtures_run import FIXS, RUNNABLE, _feeds

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIX = os.path.join(ROOT, "tests", "fixtures")


def cli(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err.strip().splitlines()


@pytest.fixture(scope="module")
def tiny_cache(tmp_path_factory):
    d = tmp_path_factory.mktemp("cache")
    path = str(d / "tl.json")
    assert main(["tune", "tiny-llama", "--cache", path, "--trials", "30", "--strategy", "random",
                 "--no-progress"]) == 0
    return path


def feeds_for(model, seq=16):
    feeds = {}
    for vi in model.graph.input:
        dims = [d.dim_value or (1 if d.dim_param == "batch" else seq) for d in vi.type.tensor_type.shape.dim]
        if vi.type.tensor_type.elem_type == onnx.TensorProto.INT64:
            feeds[vi.name] = (np.arange(np.prod(dims)) % 50).reshape(dims).astype(np.int64)
        else:
            feeds[vi.name] = np.random.default_rng(0).standard_normal(dims).astype(np.float32)
    return feeds


def test_compiled_builtin_runs_in_onnxruntime_with_same_outputs(tmp_path, capsys, tiny_cache):
    out = tmp_path / "m.aoe.onnx"
    code, stdout, err = cli(capsys, "compile", "tiny-llama", "--cache", tiny_cache, "-o", str(out))
    assert code == 0, err
    cache = load_cache(tiny_cache)
    compiled = onnx.load(str(out))
    fused = [n for n in compiled.graph.node if n.domain == "ai.aoe"]
    assert fused and {f.name for f in compiled.functions} >= {n.op_type for n in fused}
    hits = 0
    for n in fused:
        attrs = {a.name: onnx.helper.get_attribute_value(a) for a in n.attribute}
        key = attrs["aoe_key"].decode()
        assert attrs["aoe_lookup"] == b"hit" and key in cache
        tiling = cache.get(key)["tiling"]
        assert all(attrs[k] == (v.encode() if isinstance(v, str) else int(v)) for k, v in tiling.items())
        hits += 1
    assert f"{hits} hit" in stdout
    from models.registry import get_model
    original = get_model("tiny-llama").build()
    feeds = feeds_for(original)
    want = ort.InferenceSession(original.SerializeToString()).run(None, feeds)
    got = ort.InferenceSession(compiled.SerializeToString()).run(None, feeds)
    for a, b in zip(want, got):
        np.testing.assert_allclose(b, a, rtol=1e-5, atol=1e-5)


def cache_of_tasks(models, path, dims):
    """A cache holding exactly the models' own tasks (stock tilings): every lookup is a hit, so
    what compile reports beyond hits comes from the fusion, not from the cache."""
    from aoe_pass.graph_pass import extract
    from aoe_pass.modelref import open_model
    from ge_bridge.cache import TilingCache, atomic_write_text
    from ge_bridge.targets import get_target
    from ge_bridge.tiling import stock_default

    cache = TilingCache(get_target("ascend910b").to_json())
    tasks = [t for m in models for t in extract(open_model(m, dims)[0]).tasks]
    for t in tasks:
        cache.put(t.key, {"kind": t.kind, "shape": dict(t.shape), "dtype": t.dtype,
                          "tiling": stock_default(t.kind, dict(t.shape), t.dtype), "cost": 1.0,
                          "default_cost": 1.0, "unit": "us", "trials": 1, "backend": "sim",
                          "space_hash": "test", "tuned_at": "2026-01-01T00:00:00Z",
                          "tool_version": "test"})
    atomic_write_text(str(path), json.dumps(cache.to_json()))
    return str(path)


def fixture_dims(entry, feeds):
    """The symbolic dims of a fixture's inputs, bound to the sizes of a recorded sample."""
    dims = {}
    for spec in entry["inputs"]:
        for axis, name in spec["symbolic"].items():
            dims[name] = int(feeds[spec["name"]].shape[int(axis)])
    return dims


def dim_args(dims):
    return [a for k, v in sorted(dims.items()) for a in ("--dim", f"{k}={v}")]


# Norm, softmax and division kept in fp32 between Casts: the mixed-precision form exporters and
# the fp16 converter emit (torch exports of fp16 models compute RMSNorm and softmax this way).
FP32_ISLANDS = ["Pow", "ReduceMean", "Sqrt", "Reciprocal", "Div", "Softmax", "LayerNormalization"]


@pytest.mark.parametrize("precision", ["float32", "float16"])
@pytest.mark.parametrize("name", RUNNABLE)
def test_compiled_fixture_runs_like_the_original(tmp_path, capsys, name, precision):
    """Every runnable HF fixture (and an fp16 copy made with onnxruntime's converter, with fp32
    islands between Casts) compiles with every instance fused, and onnxruntime gives the
    compiled model the original's outputs: within 1e-5 in fp32; in fp16 within 2e-3 of the
    output's largest magnitude (a few fp16 roundings, should onnxruntime order the inlined
    body's ops differently; the check would catch any changed computation)."""
    entry = FIXS[name]
    src = os.path.join(FIX, entry["file"])
    feeds = _feeds(entry["samples"][-1])  # a size the exporter never traced
    dims = fixture_dims(entry, feeds)
    expected = sum(v for k, v in entry["expected_instances"].items() if k != "matmul_or_gemm_nodes")
    if precision == "float16":
        f16 = pytest.importorskip("onnxruntime.transformers.float16")
        half = f16.convert_float_to_float16(onnx.load(src), keep_io_types=True,
                                            op_block_list=FP32_ISLANDS)
        src = str(tmp_path / f"{name}_fp16.onnx")
        onnx.save(half, src)
    cache = cache_of_tasks([src], tmp_path / "c.json", dims)
    out = tmp_path / "m.aoe.onnx"
    code, stdout, err = cli(capsys, "compile", src, "--cache", cache, "-o", str(out), "--strict",
                            *dim_args(dims))
    assert code == 0, err
    assert stdout.startswith(f"{expected} operator instances: stamped {expected} hit, 0 fallback")
    original, compiled = onnx.load(src), onnx.load(str(out))
    fused = [n for n in compiled.graph.node if n.domain == "ai.aoe"]
    assert len(fused) == expected
    assert not {"MatMul", "Softmax", "ReduceMean", "LayerNormalization"} & \
        {n.op_type for n in compiled.graph.node}
    want = ort.InferenceSession(original.SerializeToString()).run(None, feeds)
    got = ort.InferenceSession(compiled.SerializeToString()).run(None, feeds)
    assert len(got) == len(want)
    for a, b in zip(want, got):
        assert a.dtype == b.dtype and a.shape == b.shape
        if precision == "float32":
            np.testing.assert_allclose(b, a, rtol=1e-5, atol=1e-6)
        else:
            diff = np.abs(b.astype(np.float64) - a.astype(np.float64)).max()
            assert diff <= 2e-3 * np.abs(a.astype(np.float64)).max()


META_7B = ["qwen2_7b_meta", "qwen2_7b_meta_raw"]


@pytest.fixture(scope="module")
def cache_7b(tmp_path_factory):
    """One cache with the tasks of both 7B exports (the raw one keeps weights transposed)."""
    d = tmp_path_factory.mktemp("c7b")
    return cache_of_tasks([os.path.join(FIX, FIXS[n]["file"]) for n in META_7B], d / "c.json",
                          {"batch": 1, "seq": 16})


@pytest.mark.parametrize("name", META_7B)
def test_qwen_7b_exports_stamp_every_instance(tmp_path, capsys, cache_7b, name):
    """The real fp16 torch exports (RMSNorm and softmax in fp32 between Casts) fuse all 226
    instances the HF config implies; --strict passes."""
    entry = FIXS[name]
    want = {k: v for k, v in entry["expected_instances"].items() if k != "matmul_or_gemm_nodes"}
    total = sum(want.values())
    assert total == 226
    out = tmp_path / "q.aoe.onnx"
    code, stdout, err = cli(capsys, "compile", os.path.join(FIX, entry["file"]), "--cache", cache_7b,
                            "-o", str(out), "--strict", "--dim", "batch=1", "--dim", "seq=16")
    assert code == 0, err
    assert stdout.splitlines()[0] == (f"{total} operator instances: stamped {total} hit, 0 fallback "
                                      "(near shape), 0 default (stock tiling); 0 not fused")
    compiled = onnx.load(str(out), load_external_data=False)
    kinds = {"Gemm": "gemm", "Attention": "attention", "FFN": "ffn", "RMSNorm": "rmsnorm"}
    got: dict[str, int] = {}
    for n in compiled.graph.node:
        if n.domain == "ai.aoe":
            kind = kinds[n.op_type.split("_")[0]]
            got[kind] = got.get(kind, 0) + 1
    assert got == want
    # nothing the instances compute is left outside them
    assert not {"MatMul", "Softmax", "ReduceMean", "Pow"} & {n.op_type for n in compiled.graph.node}
    inferred = onnx.shape_inference.infer_shapes(compiled, strict_mode=True)
    logits = inferred.graph.output[0].type.tensor_type
    assert logits.elem_type == onnx.TensorProto.FLOAT16


def test_strict_fails_when_a_fusion_is_refused(tmp_path, capsys, cache_7b, monkeypatch):
    """A fusion the rewriter refuses is counted as not fused, never as a hit, and --strict
    fails on it without writing anything. Refusal is provoked by forbidding the hull to take in
    Casts: the 57 RMSNorms (2 per layer + the final one) of the 7B export then cannot fuse."""
    import ge_bridge.apply as apply

    monkeypatch.setattr(apply, "NOT_ABSORBED", apply.NOT_ABSORBED | {"Cast"})
    entry = FIXS["qwen2_7b_meta"]
    norms = 2 * entry["config"]["layers"] + 1
    src = os.path.join(FIX, entry["file"])
    args = ["--cache", cache_7b, "--dim", "batch=1", "--dim", "seq=16"]
    out = tmp_path / "q.aoe.onnx"
    code, stdout, err = cli(capsys, "compile", src, "-o", str(out), *args)
    assert code == 0, err
    assert stdout.splitlines()[0] == (f"226 operator instances: stamped {226 - norms} hit, 0 fallback "
                                      f"(near shape), 0 default (stock tiling); {norms} not fused")
    assert "not fused   " in stdout and "through Cast" in stdout
    out2 = tmp_path / "strict.aoe.onnx"
    code, stdout, err = cli(capsys, "compile", src, "-o", str(out2), "--strict", *args)
    assert code == 2 and len(err) == 1
    assert err[0] == (f"aoe_tune: error: --strict: {norms} of 226 operator instances not stamped "
                      f"with their own tuned tiling (0 fallback, 0 default, {norms} not fused); "
                      "nothing written")
    assert not out2.exists()


def test_fallback_and_miss_and_strict(tmp_path, capsys, tiny_cache):
    # the cache was tuned at seq=16: at seq=32 gemm/ffn/norm shapes fall back to the nearest
    out = tmp_path / "m.aoe.onnx"
    code, stdout, err = cli(capsys, "compile", "tiny-llama", "--cache", tiny_cache, "-o", str(out),
                            "--dim", "seq=32")
    assert code == 0, err
    assert "fallback" in stdout and " 0 hit" in stdout.split("\n")[0]
    # --strict refuses misses and writes nothing
    empty = tmp_path / "empty.json"
    empty.write_text(json.dumps({"format": "aoe-tiling-cache", "version": 1,
                                 "target": {"name": "ascend910b"}, "entries": {}}))
    out2 = tmp_path / "strict.aoe.onnx"
    code, stdout, err = cli(capsys, "compile", "tiny-llama", "--cache", str(empty), "-o", str(out2), "--strict")
    assert code == 2 and len(err) == 1 and "--strict" in err[0]
    assert not out2.exists()


@pytest.mark.parametrize("content, needle", [
    ("{broken", "corrupt"),
    (json.dumps({"format": "aoe-tiling-cache", "version": 7, "target": {"name": "ascend910b"}, "entries": {}}), "newer"),
])
def test_bad_cache_refused(tmp_path, capsys, content, needle):
    bad = tmp_path / "bad.json"
    bad.write_text(content)
    out = tmp_path / "m.aoe.onnx"
    out.write_bytes(b"previous")
    code, _, err = cli(capsys, "compile", "tiny-llama", "--cache", str(bad), "-o", str(out))
    assert code == 2 and len(err) == 1 and needle in err[0]
    assert out.read_bytes() == b"previous"  # never half-written, never clobbered


def test_other_target_refused(tmp_path, capsys, tiny_cache):
    code, _, err = cli(capsys, "compile", "tiny-llama", "--cache", tiny_cache, "-o",
                       str(tmp_path / "m.onnx"), "--target", "cpu")
    assert code == 2 and "ascend910b" in err[0]
