"""`aoe_tune compile`: stamping, the hit/fallback/miss report, --strict, bad caches."""
import json
import os

import numpy as np
import onnx
import onnxruntime as ort
import pytest

from aoe_pass.cli import main
from ge_bridge.cache import load_cache

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


def test_torch_exported_fixture_compiles_and_runs(tmp_path, capsys):
    src = os.path.join(FIX, "hf_llama.onnx")
    cache = tmp_path / "c.json"
    assert main(["tune", src, "--cache", str(cache), "--trials", "20", "--strategy", "random",
                 "--no-progress", *_fixture_dims(src)]) == 0
    out = tmp_path / "hf.aoe.onnx"
    code, stdout, err = cli(capsys, "compile", src, "--cache", str(cache), "-o", str(out), *_fixture_dims(src))
    assert code == 0, err
    original = onnx.load(src)
    compiled = onnx.load(str(out))
    assert any(n.domain == "ai.aoe" for n in compiled.graph.node)
    feeds = feeds_for(original, seq=8)
    want = ort.InferenceSession(original.SerializeToString()).run(None, feeds)
    got = ort.InferenceSession(compiled.SerializeToString()).run(None, feeds)
    for a, b in zip(want, got):
        np.testing.assert_allclose(b, a, rtol=1e-4, atol=1e-4)


def _fixture_dims(path):
    model = onnx.load(path, load_external_data=False)
    params = {d.dim_param for vi in model.graph.input for d in vi.type.tensor_type.shape.dim if d.dim_param}
    out = []
    for p in sorted(params):
        out += ["--dim", f"{p}={1 if 'batch' in p.lower() else 8}"]
    return out


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
