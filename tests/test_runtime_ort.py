"""The onnxruntime engine: compile --kernels builds the library, onnxruntime runs the compiled
model with the fused nodes as custom ops on it, checked against plain onnxruntime on the
original model; nodes that cannot be bound or fail the check run their bodies, and say so."""
import ctypes
import json
import os
import shutil

import numpy as np
import onnx
import onnxruntime as ort
import pytest

from aoe_pass.backends.cpu.abi import as_operand
from aoe_pass.cli import main
from aoe_pass.runtime import make_feeds
from aoe_pass.runtime.library import paths_for
from aoe_pass.runtime.mapping import GemmMapper
from models.registry import get_model

pytest.importorskip("onnxruntime_extensions")
from aoe_pass.runtime.ort import CUSTOM_DOMAIN, OrtSession, session_options  # noqa: E402

DIMS = {"batch": 1, "seq": 16}


@pytest.fixture(scope="module")
def compiled(tmp_path_factory):
    d = tmp_path_factory.mktemp("ort")
    cache, out = str(d / "t.json"), str(d / "m.aoe.onnx")
    assert main(["tune", "tiny-llama", "--cache", cache, "--backend", "cpu", "--trials", "8",
                 "--strategy", "random", "--no-progress"]) == 0
    assert main(["compile", "tiny-llama", "--cache", cache, "-o", out, "--kernels"]) == 0
    return out


def _plain_ort(model, feeds):
    """Ground truth: stock onnxruntime on the original (never compiled) model."""
    return ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"]).run(None, feeds)


def _rel(got, want):
    return max(float(np.max(np.abs(g - w)) / np.max(np.abs(w))) for g, w in zip(got, want))


def _fused(path):
    return [n for n in onnx.load(path).graph.node if n.domain == "ai.aoe"]


def test_compile_kernels_writes_one_library_with_every_node_symbol(compiled):
    so, manifest_path = paths_for(compiled)
    manifest = json.load(open(manifest_path))
    fused = _fused(compiled)
    assert set(manifest["nodes"]) == {n.name for n in fused}
    lib = ctypes.CDLL(so)
    for node in fused:
        entry = manifest["nodes"][node.name]
        key = next(a.s.decode() for a in node.attribute if a.name == "aoe_key")
        assert entry["key"] == key
        stamped = {a.name: onnx.helper.get_attribute_value(a) for a in node.attribute}
        for mode in ("tuned", "default"):
            sym = entry[mode]["symbol"]
            getattr(lib, f"{sym}_run"), getattr(lib, f"{sym}_out_ld")  # exported by the .so
        for k, v in entry["tuned"]["tiling"].items():
            if k in stamped:
                assert stamped[k] == v or (isinstance(v, str) and stamped[k] == v.encode()), k


@pytest.mark.parametrize("mode", ["tuned", "default"])
def test_onnxruntime_engine_matches_plain_onnxruntime_end_to_end(compiled, mode):
    original = get_model("tiny-llama").build()
    feeds, _ = make_feeds(original, DIMS, seed=3)
    s = OrtSession(compiled, mode=mode, feeds=feeds)
    fused = _fused(compiled)
    assert s.custom == {n.name for n in fused}  # every fused node is an onnxruntime custom op
    assert s.engine_line() == f"engine: onnxruntime, {len(fused)} custom nodes on {mode} kernels"
    got, _ = s.run(feeds)
    assert _rel(got, _plain_ort(original, feeds)) < 1e-4
    graph = onnx.load_from_string(s.model_bytes).graph
    assert sum(n.domain == CUSTOM_DOMAIN for n in graph.node) == len(fused)
    assert not any(n.domain == "ai.aoe" for n in graph.node)
    assert sum(s.calls[mode].values()) >= 2 * len(fused)  # creation check + the run, on kernels


def test_custom_nodes_take_no_weights_and_reused_buffers_give_each_run_its_own_result(compiled):
    """Weights reach the kernels without passing through the custom-op bridge (which would copy
    every input on every call), and the per-call path's reused output buffers never leak one
    run's numbers into another: runs on different feeds and shapes each match plain onnxruntime."""
    original = get_model("tiny-llama").build()
    inits = {t.name for t in onnx.load(compiled).graph.initializer}
    feeds = [make_feeds(original, DIMS, seed=s)[0] for s in (11, 12)]
    s = OrtSession(compiled, feeds=feeds[0])
    graph = onnx.load_from_string(s.model_bytes).graph
    custom = [n for n in graph.node if n.domain == CUSTOM_DOMAIN]
    assert custom and not any(t in inits for n in custom for t in n.input)
    fused_with_weights = [n for n in _fused(compiled) if any(t in inits for t in n.input)]
    assert fused_with_weights  # the Gemm / FFN / norm nodes do have weight inputs
    wider = make_feeds(original, {"batch": 2, "seq": 16}, seed=13)[0]  # another output shape
    runs = [feeds[0], feeds[1], wider, feeds[0]]
    got = [s.run(f)[0] for f in runs]
    for f, g in zip(runs, got):
        assert _rel(g, _plain_ort(original, f)) < 1e-4
    assert not np.array_equal(got[0][0], got[1][0])
    np.testing.assert_array_equal(got[0][0], got[3][0])  # the same feeds give the same result
    n = len(custom)
    assert sum(s.calls["tuned"].values()) >= n * (1 + len(runs))  # every call on a kernel


def test_cli_run_defaults_to_onnxruntime_and_names_it(compiled, capsys):
    assert main(["run", compiled, "--dim", "batch=2", "--dim", "seq=4", "--repeat", "1",
                 "--compare-default"]) == 0
    out = capsys.readouterr().out
    n = len(_fused(compiled))
    assert f"engine: onnxruntime, {n} custom nodes on tuned kernels" in out
    assert f"engine: onnxruntime, {n} custom nodes on default kernels" in out
    assert "check vs onnxruntime (tuned tilings)" in out and "FAIL" not in out


def test_a_kernel_failing_the_check_runs_its_body_in_onnxruntime(compiled, monkeypatch):
    orig = GemmMapper.operands

    def reverse_rows(self, *a):
        call = orig(self, *a)
        call.inputs[0] = as_operand(call.inputs[0][::-1])  # rows of A in the wrong order
        return call

    monkeypatch.setattr(GemmMapper, "operands", reverse_rows)
    original = get_model("tiny-llama").build()
    feeds, _ = make_feeds(original, DIMS, seed=4)
    s = OrtSession(compiled, feeds=feeds)
    gemms = {n.name for n in _fused(compiled) if n.op_type == "Gemm"}
    assert gemms and not (gemms & s.custom)
    graph = onnx.load_from_string(s.model_bytes).graph
    assert {n.name for n in graph.node if n.domain == "ai.aoe"} == gemms  # back to their bodies
    got, _ = s.run(feeds)
    assert _rel(got, _plain_ort(original, feeds)) < 1e-4
    row = next(r for r in s.summary() if r["op_type"] == "Gemm")
    assert row["kernel"]["tuned"] == 0 and row["why"]["tuned"].startswith("first-call check failed")
    assert f"{len(gemms)} fused nodes on their bodies" in s.engine_line()


def test_library_of_another_cpu_or_tiling_is_not_bound(compiled, tmp_path):
    for f in (compiled, *paths_for(compiled)):
        shutil.copy(f, tmp_path / os.path.basename(f))
    path = str(tmp_path / os.path.basename(compiled))
    manifest_path = paths_for(path)[1]
    manifest = json.load(open(manifest_path))
    victim = sorted(n for n, e in manifest["nodes"].items() if e["key"].startswith("gemm"))[0]
    manifest["nodes"][victim]["tuned"]["tiling"]["tile_k"] = 3  # not what the node carries
    json.dump(manifest, open(manifest_path, "w"))
    feeds, _ = make_feeds(onnx.load(path), DIMS, seed=5)
    s = OrtSession(path, feeds=feeds)
    assert victim not in s.custom and len(s.custom) == len(manifest["nodes"]) - 1
    assert "differs from the library" in s.nodes[victim].fallback["tuned"]
    manifest["host"] = "another-cpu"
    json.dump(manifest, open(manifest_path, "w"))
    s = OrtSession(path, feeds=feeds)
    assert not s.custom
    assert all("another CPU" in st.fallback["tuned"] for st in s.nodes.values())
    got, _ = s.run(feeds)
    assert _rel(got, _plain_ort(get_model("tiny-llama").build(), feeds)) < 1e-4


def test_session_options_is_the_one_registration_call(compiled):
    opts, model_bytes = session_options(compiled, dims=DIMS)
    sess = ort.InferenceSession(model_bytes, opts, providers=["CPUExecutionProvider"])
    feeds, _ = make_feeds(onnx.load(compiled), DIMS, seed=6)
    got = sess.run(None, feeds)
    assert _rel(got, _plain_ort(get_model("tiny-llama").build(), feeds)) < 1e-4


def test_a_relative_model_path_binds_the_library_beside_it(compiled, monkeypatch):
    monkeypatch.chdir(os.path.dirname(compiled))
    s = OrtSession(os.path.basename(compiled), dims=DIMS)
    assert s.custom == {n.name for n in _fused(compiled)} and s.checked_at_creation


def test_a_model_compiled_without_kernels_gets_its_library_built_once(compiled, tmp_path):
    cache = os.path.join(os.path.dirname(compiled), "t.json")
    out = str(tmp_path / "plain.aoe.onnx")
    assert main(["compile", "tiny-llama", "--cache", cache, "-o", out]) == 0
    assert not any(os.path.exists(p) for p in paths_for(out))
    s = OrtSession(out, dims=DIMS)
    assert s.custom == {n.name for n in _fused(out)}
    assert "built at session creation" in s.library_note
    assert not any(os.path.exists(p) for p in paths_for(out))  # nothing written beside the model


def test_compile_kernels_without_a_compiler_is_one_line_and_writes_nothing(compiled, tmp_path,
                                                                            capsys, monkeypatch):
    from aoe_pass.backends.cpu import NO_COMPILER

    monkeypatch.setenv("CC", str(tmp_path / "no-such-cc"))
    out = tmp_path / "m.aoe.onnx"
    cache = os.path.join(os.path.dirname(compiled), "t.json")
    assert main(["compile", "tiny-llama", "--cache", cache, "-o", str(out), "--kernels"]) == 2
    assert capsys.readouterr().err.strip().splitlines() == [f"aoe_tune: error: {NO_COMPILER}"]
    assert not out.exists() and not any(os.path.exists(p) for p in paths_for(str(out)))


def test_the_run_dims_select_each_profile_kernels(tmp_path):
    """A model compiled for seq=16 and seq=32: the library holds every profile's kernels, and a
    session whose dims select seq=32 binds that profile's tasks and tuned tilings (the stamped
    attributes are seq=16's), matching plain onnxruntime."""
    from ge_bridge.aoe_node import PROFILES_ATTR
    from ge_bridge.profiles import node_profiles

    cache, out = str(tmp_path / "p.json"), str(tmp_path / "p.aoe.onnx")
    assert main(["tune", "tiny-llama", "--cache", cache, "--backend", "cpu", "--dim", "seq=16,32",
                 "--max-trials-per-task", "2", "--strategy", "random", "--no-progress"]) == 0
    assert main(["compile", "tiny-llama", "--cache", cache, "-o", out, "--dim", "seq=16,32",
                 "--kernels"]) == 0
    model = onnx.load(out)
    want = {}
    for node in (n for n in model.graph.node if n.domain == "ai.aoe"):
        recs = node_profiles(next(a.s for a in node.attribute if a.name == PROFILES_ATTR))
        want[node.name] = next(r for r in recs if r["dims"].get("seq") == 32)
    dims = {"batch": 1, "seq": 32}
    feeds = make_feeds(model, dims)[0]
    s = OrtSession(out, dims=dims, feeds=feeds)
    for name, st in s.nodes.items():
        assert st.task.key == want[name]["key"] and "tuned" not in st.fallback, (name, st.fallback)
        assert all(st.tiling[k] == v for k, v in want[name]["tiling"].items())
    got = s.run(feeds, "tuned")[0]
    base = onnx.load(out)
    assert _rel(got, _plain_ort(onnx.inliner.inline_local_functions(base), feeds)) < 1e-3


def _raise_on_call(monkeypatch, n):
    """Kernel calls of the per-call fast path raise from their ``n``-th call on (1-based)."""
    from aoe_pass.backends.cpu.abi import BoundCall

    orig, count = BoundCall.run, [0]

    def run(self, call):
        count[0] += 1
        if count[0] >= n:
            raise ValueError(f"injected failure on kernel call {count[0]}")
        return orig(self, call)

    monkeypatch.setattr(BoundCall, "run", run)
    return count


def test_a_kernel_raising_mid_run_falls_back_to_its_body_and_is_named(compiled, monkeypatch):
    """An exception inside a custom node's call (here: the kernel raises on its 5th call, in the
    middle of a run) neither crashes the process nor gives wrong numbers: that call and every
    later one run the node's body, and the report names the node and why."""
    original = get_model("tiny-llama").build()
    feeds, _ = make_feeds(original, DIMS, seed=7)
    s = OrtSession(compiled, feeds=feeds)  # created (and checked) before the failure is armed
    n = len(s.custom)
    count = _raise_on_call(monkeypatch, 5)
    got, _ = s.run(feeds)
    assert count[0] >= 5
    want = _plain_ort(original, feeds)
    assert _rel(got, want) < 1e-4
    fell = [st for st in s.nodes.values() if "tuned" in st.fallback]
    assert len(fell) == n - 4  # every call from the 5th on raised: each node fell back once
    assert all("ValueError: injected failure" in st.fallback["tuned"] for st in fell)
    assert f"{n - 4} fused nodes on their bodies" in s.engine_line()
    whys = {w for r in s.summary() for w in r["why"].values()}
    assert any("the kernel call raised ValueError" in w for w in whys)
    got2, _ = s.run(feeds)  # the next run: onnxruntime runs the fallen nodes' bodies itself
    assert _rel(got2, want) < 1e-4
    graph = onnx.load_from_string(s.model_bytes).graph
    assert {n.name for n in graph.node if n.domain == "ai.aoe"} == {st.name for st in fell}


def test_a_call_neither_kernel_nor_body_can_compute_fails_the_run_in_one_line(compiled, monkeypatch):
    from ge_bridge.errors import AoeError

    original = get_model("tiny-llama").build()
    feeds, _ = make_feeds(original, DIMS, seed=8)
    s = OrtSession(compiled, feeds=feeds)
    monkeypatch.setattr(OrtSession, "_fast", lambda self, st, args: 1 / 0)  # any call raises

    def broken_body(self, op_type, inputs):
        raise KeyError("no body today")

    monkeypatch.setattr(OrtSession, "run_body", broken_body)
    with pytest.raises(AoeError) as err:
        s.run(feeds)
    msg = str(err.value)
    assert len(msg.splitlines()) == 1 and msg.startswith("onnxruntime failed to run the model: fused node")
    assert "ZeroDivisionError" in msg and "its body failed: KeyError" in msg


def test_constant_ffn_weights_are_packed_once_per_session(compiled, monkeypatch):
    """The FFN kernels' constant weights are packed once (the first fast call of each node) and
    the packed copy serves every later run; results stay equal to plain onnxruntime."""
    from aoe_pass.backends.cpu.abi import Kernel

    orig, calls = Kernel.prepack, []

    def prepack(self, inputs, dims, slot):
        calls.append(slot)
        return orig(self, inputs, dims, slot)

    original = get_model("tiny-llama").build()
    feeds, _ = make_feeds(original, DIMS, seed=9)
    s = OrtSession(compiled, feeds=feeds)
    monkeypatch.setattr(Kernel, "prepack", prepack)
    ffn = [st for st in s.nodes.values() if st.kind == "ffn" and st.name in s.custom]
    assert ffn
    want = _plain_ort(original, feeds)
    for _ in range(3):
        got, _ = s.run(feeds)
        assert _rel(got, want) < 1e-4
    assert calls == [5] * len(ffn)  # one pack per FFN node, none on the later runs


def _failing_kernel_and_body(s, tmp_path, op_type="Gemm"):
    """In session ``s``, one ``op_type`` node's kernel becomes a real C kernel that returns an
    error code, and that op type's function body one onnxruntime cannot run (a Reshape of its
    first input to an impossible shape). Returns the node's name."""
    import subprocess

    from aoe_pass.backends.cpu.abi import Kernel
    from aoe_pass.backends.cpu.backend import find_compiler

    src, so = tmp_path / "bad.c", tmp_path / "bad.so"
    src.write_text("long bad_out_ld(long n) { return n; }\n"
                   "int bad_run(void **bufs, const long *dims) { (void)bufs; (void)dims; return 3; }\n")
    subprocess.run([*find_compiler(), "-shared", "-fPIC", str(src), "-o", str(so)], check=True)
    order = [n.name for n in s.model.graph.node]  # the last one: it computes the logits
    victim = max((n for n, st in s.nodes.items() if st.op_type == op_type and n in s.custom),
                 key=order.index)
    s.nodes[victim].kernels["tuned"] = Kernel(str(so), "bad")
    for key in [k for k in s._bound if k[0] == victim]:
        del s._bound[key]
    f = s.funcs[op_type]
    shape = onnx.helper.make_tensor("shape", onnx.TensorProto.INT64, [3], [7, 11, 13])
    body = onnx.helper.make_function(
        f.domain, f.name, list(f.input), list(f.output),
        [onnx.helper.make_node("Constant", [], ["impossible"], value=shape),
         onnx.helper.make_node("Reshape", [f.input[0], "impossible"], [f.output[0]])],
        list(f.opset_import))
    s.funcs[op_type] = body
    s._bodies.clear()
    return victim


def test_a_raw_session_node_whose_kernel_and_body_fail_is_nan_named_once_and_listed(
        compiled, tmp_path, capfd):
    """A user-built InferenceSession (session_options): a node whose kernel returns an error
    code and whose body onnxruntime cannot run is never silently wrong: its output (so every
    output downstream) is NaN, stderr names the node once (not again on the next run), and
    failures() lists it, from the session, its model bytes or the model path."""
    from aoe_pass.runtime import ort as ort_mod
    from aoe_pass.runtime.ort import failures

    opts, model_bytes = session_options(compiled, dims=DIMS)
    sess = ort.InferenceSession(model_bytes, opts, providers=["CPUExecutionProvider"])
    s = ort_mod._KEEP[-1]
    feeds, _ = make_feeds(onnx.load(compiled), DIMS, seed=10)
    assert np.all(np.isfinite(sess.run(None, feeds)[0])) and failures(sess) == {}
    victim = _failing_kernel_and_body(s, tmp_path)
    capfd.readouterr()
    for _ in range(2):
        logits = sess.run(None, feeds)[0]
        assert np.all(np.isnan(logits))
    err = capfd.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("aoe_pass: error: onnxruntime custom fused node")
    assert repr(victim) in err[0] and "kernel returned error code 3" in err[0]
    assert "its body failed" in err[0] and "its output is NaN" in err[0]
    assert list(failures(sess)) == [victim] and failures(model_bytes) == failures(sess)
    assert victim in failures(compiled)


def test_cli_run_turns_a_node_nothing_can_compute_into_one_error_line(compiled, tmp_path,
                                                                      monkeypatch, capfd):
    """``aoe_tune run``: the same failing node (kernel and body) is one error line and exit 1."""
    made = []
    orig_init = OrtSession.__init__

    def init(self, *a, **kw):
        orig_init(self, *a, **kw)  # created and checked on healthy kernels
        made.append(_failing_kernel_and_body(self, tmp_path))

    monkeypatch.setattr(OrtSession, "__init__", init)
    capfd.readouterr()
    rc = main(["run", compiled, "--dim", "batch=1", "--dim", "seq=16", "--repeat", "1"])
    err = capfd.readouterr().err.strip().splitlines()
    assert rc != 0 and made
    assert len(err) == 1 and err[0].startswith("aoe_tune: error: onnxruntime failed to run the model")
    assert repr(made[0]) in err[0] and "its body failed" in err[0]
