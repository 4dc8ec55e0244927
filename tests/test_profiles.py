"""Shape profiles: --dim seq=a,b,c / ATC --input_shape, one tuning run, one compiled model."""
import hashlib
import json

import onnx
import pytest

from aoe_pass.cli import main
from ge_bridge.cache import load_cache
from ge_bridge.errors import AoeError
from ge_bridge.opkey import parse_key
from ge_bridge.profiles import (
    node_profiles,
    parse_input_shape,
    parse_profiles,
    profile_for_dims,
    select_tiling,
)
from ge_bridge.targets import get_target

SEQS = (16, 64)
# the shape field that counts tokens, per kind: with batch 1 it is the bound seq
TOKENS = {"gemm": "m", "attention": "seq_q", "ffn": "tokens", "rmsnorm": "rows", "layernorm": "rows"}


def test_parse_profiles():
    assert parse_profiles(["seq=128,512,2048"]) == [{"seq": 128}, {"seq": 512}, {"seq": 2048}]
    assert parse_profiles(["batch=1,4", "seq=128"]) == [{"batch": 1, "seq": 128}, {"batch": 4, "seq": 128}]
    assert parse_profiles([], ["input_ids:1,2048", "input_ids:1,128"]) == [
        {"input_ids.0": 1, "input_ids.1": 2048}, {"input_ids.0": 1, "input_ids.1": 128}]
    assert parse_input_shape("input_ids:1,8;mask:1,8") == {"input_ids.0": 1, "input_ids.1": 8,
                                                          "mask.0": 1, "mask.1": 8}
    assert parse_profiles(None) == [{}]
    for bad, msg in ((["seq=128,,512"], "empty value"), (["seq=1,1"], "twice"),
                     (["seq=1", "seq=2"], "twice"), (["seq=0,5"], "positive")):
        with pytest.raises(AoeError, match=msg):
            parse_profiles(bad)
    for bad in ("input_ids", "input_ids:1,-1", ":1,2"):
        with pytest.raises(AoeError, match="--input_shape"):
            parse_input_shape(bad)
    # ATC's --dynamic_dims: each group fills the -1 dims, in order
    assert parse_profiles([], ["ids:1,-1;mask:-1,-1"], "128,1,128;512,2,512") == [
        {"ids.0": 1, "ids.1": 128, "mask.0": 1, "mask.1": 128},
        {"ids.0": 1, "ids.1": 512, "mask.0": 2, "mask.1": 512}]
    for shapes, groups, msg in ((["ids:1,-1"], "128,2", "has 2 values"), (["ids:1,8"], "1", "no -1"),
                                ([], "128", "exactly one --input_shape"), (["ids:1,-1"], "8;8", "twice")):
        with pytest.raises(AoeError, match=msg):
            parse_profiles([], shapes, groups)


@pytest.fixture(scope="module")
def sweep(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("sweep")
    cache, out = tmp / "c.json", tmp / "m.aoe.onnx"
    dim = "seq=" + ",".join(map(str, SEQS))
    assert main(["tune", "tiny-llama", "--cache", str(cache), "--no-progress", "--dim", dim,
                 "--max-trials-per-task", "6"]) == 0
    assert main(["compile", "tiny-llama", "--cache", str(cache), "-o", str(out), "--dim", dim]) == 0
    return cache, out


def test_one_run_tunes_every_profile(sweep):
    cache, _ = sweep
    entries = load_cache(cache).entries
    for seq in SEQS:  # every kind of the 2-layer Llama at each size
        kinds = {e["kind"] for e in entries.values() if e["shape"][TOKENS[e["kind"]]] == seq}
        assert kinds == {"gemm", "attention", "ffn", "rmsnorm"}


def test_the_compiled_model_carries_each_profiles_tiling(sweep):
    cache_path, out = sweep
    cache = load_cache(cache_path)
    model = onnx.load(str(out))
    meta = {p.key: p.value for p in model.metadata_props}
    assert json.loads(meta["aoe_profiles"]) == [{"batch": 1, "seq": s} for s in SEQS]
    assert meta["aoe_cache_sha256"] == hashlib.sha256(cache_path.read_bytes()).hexdigest()
    fused = [n for n in model.graph.node if n.domain == "ai.aoe"]
    assert len(fused) == 18
    for node in fused:
        records = node_profiles(next(a.s for a in node.attribute if a.name == "aoe_profiles"))
        assert [r["dims"]["seq"] for r in records] == list(SEQS)
        for r in records:
            kind, shape, _ = parse_key(r["key"])
            assert shape[TOKENS[kind]] == r["dims"]["seq"]  # the node's shape at that profile
            assert r["lookup"] == "hit" and r["tiling"] == cache.entries[r["key"]]["tiling"]
        # the plain attributes are the first profile's
        assert next(a.s for a in node.attribute if a.name == "aoe_key").decode() == records[0]["key"]


def test_a_runtime_shape_selects_its_profile_and_falls_back_between(sweep):
    cache_path, out = sweep
    cache = load_cache(cache_path)
    model = onnx.load(str(out))
    node = next(n for n in model.graph.node if n.domain == "ai.aoe" and n.op_type == "FFN")
    records = node_profiles(next(a.s for a in node.attribute if a.name == "aoe_profiles"))
    assert profile_for_dims(records, {"batch": 1, "seq": 64}) is records[1]
    assert profile_for_dims(records, {"seq": 40}) is None
    target = get_target("ascend910b")
    kind, shape, dtype = parse_key(records[1]["key"])
    lk = select_tiling(records, kind, shape, dtype, target)
    assert (lk.status, lk.tiling) == ("hit", cache.entries[records[1]["key"]]["tiling"])
    between = dict(shape, tokens=40)  # nearer 64 than 16 on a log scale
    lk = select_tiling(records, kind, between, dtype, target)
    assert lk.status == "fallback" and lk.source_key == records[1]["key"]


def test_the_runtime_builds_the_kernels_of_the_selected_profile(sweep):
    from aoe_pass.runtime import Session

    built = []

    class Stub:  # records what the session would build; building "fails" (bodies run)
        def full_tiling(self, task, tiling):
            return tiling

        def build(self, task, tiling):
            built.append((task.key, dict(tiling)))
            return None, "stub"

    _, out = sweep
    model = onnx.load(str(out))
    Session(model, Stub(), dims={"batch": 1, "seq": 64})
    assert built and all(parse_key(k)[1][TOKENS[parse_key(k)[0]]] == 64 for k, _ in built)


def test_input_shape_binds_the_named_dim_behind_an_axis(capsys):
    assert main(["tasks", "tiny-llama", "--input_shape", "input_ids:1,32", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert {t["shape"][TOKENS[t["kind"]]] for t in doc["tasks"]} == {32}
    assert main(["tasks", "tiny-llama", "--input_shape", "input_ids:2,32", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)  # batch 2 x seq 32: GEMMs see 64 rows
    assert {t["shape"]["m"] for t in doc["tasks"] if t["kind"] == "gemm"} == {64}
    assert {t["shape"]["batch"] for t in doc["tasks"] if t["kind"] == "attention"} == {2}
    assert main(["tasks", "tiny-llama", "--input_shape", "input_ids:1,32", "--dim", "seq=16"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "contradicts seq=16" in err[0]


def test_strict_checks_every_profile_whatever_their_order(tmp_path, capsys):
    """A cache tuned for seq=16 only: compiling seq=16,64 and seq=64,16 must both fail --strict
    (the seq=64 instances only have a near-shape fallback), and write nothing."""
    cache = tmp_path / "c.json"
    assert main(["tune", "tiny-llama", "--cache", str(cache), "--no-progress", "--dim", "seq=16",
                 "--max-trials-per-task", "2"]) == 0
    for order in ("seq=16,64", "seq=64,16"):
        out = tmp_path / f"m{order[-2:]}.onnx"
        capsys.readouterr()
        assert main(["compile", "tiny-llama", "--cache", str(cache), "-o", str(out), "--dim", order,
                     "--strict"]) == 2, order
        err = capsys.readouterr().err.strip().splitlines()
        assert len(err) == 1 and err[0].startswith("aoe_tune: error: --strict") and "fallback" in err[0]
        assert not out.exists()
    # with both profiles tuned, --strict passes in either order
    assert main(["tune", "tiny-llama", "--cache", str(cache), "--no-progress", "--dim", "seq=64",
                 "--max-trials-per-task", "2"]) == 0
    assert main(["compile", "tiny-llama", "--cache", str(cache), "-o", str(tmp_path / "ok.onnx"),
                 "--dim", "seq=64,16", "--strict"]) == 0


@pytest.mark.parametrize("argv, needle", [
    (["--input_shape", "input_ids:1,16", "--input_shape", "input_ids:1,16"],
     "--input_shape 'input_ids:1,16' is listed twice"),
    (["--input_shape", "input_ids:1,16", "--input_shape", " input_ids : 1, 16"], "listed twice"),
    (["--input_shape", "input_ids:1,16;input_ids:1,32"], "input 'input_ids' is named twice"),
    (["--input_shape", "input_ids:1,-1", "--dynamic_dims", "16;;32"],
     "bad --dynamic_dims '16;;32': an empty group"),
    (["--input_shape", "input_ids:1,-1", "--dynamic_dims", "16;32;"], "an empty group"),
    # the error names the flag typed, and for an axis past the end the input's rank
    (["--input_shape", "input_ids:1,abc"],
     "bad --input_shape 'input_ids:1,abc': input_ids dim 1: 'abc' is not an integer"),
    (["--input_shape", "input_ids:1,0"], "bad --input_shape 'input_ids:1,0': input_ids dim 1"),
    (["--input_shape", "nosuch:1,16"],
     "--input_shape 'nosuch:1,16': the model has no input 'nosuch'; its inputs: input_ids"),
    (["--input_shape", "input_ids:1,16,5"],
     "--input_shape 'input_ids:1,16,5' gives input 'input_ids' 3 dims; its rank is 2"),
])
@pytest.mark.parametrize("model", ["tiny-llama", "tests/fixtures/hf_llama.onnx"])
def test_bad_shape_profiles_are_refused_naming_the_flag(capsys, model, argv, needle):
    assert main(["tasks", model, *argv]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("aoe_tune: error: ") and needle in err[0], err
    assert "--dim" not in err[0]


@pytest.mark.parametrize("argv, needle", [
    (["--dim", "input_ids.2=5"], "--dim input_ids.2: input 'input_ids' has rank 2"),
    (["--dim", "nosuch.0=5"], "--dim nosuch.0 matches no symbolic dim"),
])
def test_a_dim_naming_an_input_axis_still_names_dim(capsys, argv, needle):
    assert main(["tasks", "tests/fixtures/hf_llama.onnx", "--dim", "batch=1", "--dim", "seq=8",
                 *argv]) == 2
    err = capsys.readouterr().err
    assert needle in err and "--input_shape" not in err


def test_compile_names_input_shape_too(tmp_path, capsys):
    cache = tmp_path / "c.json"
    assert main(["tune", "tiny-llama", "--cache", str(cache), "--trials", "12", "--no-progress"]) == 0
    capsys.readouterr()
    assert main(["compile", "tiny-llama", "--cache", str(cache), "-o", str(tmp_path / "m.onnx"),
                 "--input_shape", "input_ids:1,16,5"]) == 2
    assert "--input_shape 'input_ids:1,16,5' gives input 'input_ids' 3 dims; its rank is 2" \
        in capsys.readouterr().err
    assert not (tmp_path / "m.onnx").exists()
