"""compile -o into another directory with real external weights: the output is loadable by onnx,
its checker and onnxruntime (no ``../`` locations), and runs; a clash is refused in one line."""
import os

import numpy as np
import onnx
import onnxruntime as ort
import pytest

from aoe_pass.cli import main
from aoe_pass.runtime import make_feeds
from models.registry import get_model

DIMS = {"batch": 1, "seq": 8}


@pytest.fixture(scope="module")
def src(tmp_path_factory):
    """tiny-llama saved with its weights in one external file, plus a cache tuned for it."""
    d = tmp_path_factory.mktemp("src")
    path = str(d / "model.onnx")
    onnx.save_model(get_model("tiny-llama").build(), path, save_as_external_data=True,
                    all_tensors_to_one_file=True, location="weights.bin", size_threshold=0)
    cache = str(d / "t.json")
    assert main(["tune", path, "--dim", "batch=1", "--dim", "seq=8", "--cache", cache, "--backend",
                 "sim", "--trials", "6", "--strategy", "random", "--no-progress"]) == 0
    return path, cache


def _locations(path):
    model = onnx.load(path, load_external_data=False)
    return {e.value for t in model.graph.initializer for e in t.external_data if e.key == "location"}


def test_compile_into_another_directory_places_the_data_beside_it(src, tmp_path, capsys):
    path, cache = src
    out = tmp_path / "deploy" / "m.aoe.onnx"
    out.parent.mkdir()
    assert main(["compile", path, "--dim", "batch=1", "--dim", "seq=8", "--cache", cache,
                 "-o", str(out), "--kernels"]) == 0
    assert "external data weights.bin: copied beside the output" in capsys.readouterr().out
    assert _locations(str(out)) == {"weights.bin"}
    data = out.parent / "weights.bin"
    assert data.read_bytes() == open(os.path.join(os.path.dirname(path), "weights.bin"), "rb").read()
    onnx.checker.check_model(str(out))  # refuses locations outside the model's directory
    feeds, _ = make_feeds(onnx.load(path, load_external_data=False), DIMS, seed=2)
    want = ort.InferenceSession(path).run(None, feeds)
    got = ort.InferenceSession(str(out)).run(None, feeds)
    for g, w in zip(got, want):
        np.testing.assert_allclose(g, w, rtol=1e-4, atol=1e-5)

    # and aoe_tune run executes it from there (its kernel library beside it too)
    try:
        import onnxruntime_extensions  # noqa: F401
        engine = "onnxruntime"
    except ImportError:
        engine = "reference"
    assert main(["run", str(out), "--dim", "batch=1", "--dim", "seq=8", "--repeat", "1",
                 "--engine", engine]) == 0
    fused = sum(n.domain == "ai.aoe" for n in onnx.load(str(out), load_external_data=False).graph.node)
    if engine == "onnxruntime":
        assert f"engine: onnxruntime, {fused} custom nodes on tuned kernels\n" in capsys.readouterr().out


def test_a_different_file_in_the_way_is_refused_in_one_line(src, tmp_path, capsys):
    path, cache = src
    (tmp_path / "weights.bin").write_bytes(b"someone else's data")
    out = tmp_path / "m.aoe.onnx"
    code = main(["compile", path, "--dim", "batch=1", "--dim", "seq=8", "--cache", cache, "-o", str(out)])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1 and "refusing to overwrite" in err[0]
    assert not out.exists() and (tmp_path / "weights.bin").read_bytes() == b"someone else's data"
