"""`aoe_tune run`: compiled models executed on the tuned cpu kernels, checked against onnxruntime."""
import os

import numpy as np
import onnx
import pytest

from aoe_pass.backends.cpu import NO_COMPILER, CpuBackend
from aoe_pass.backends.cpu.abi import Kernel, as_operand
from aoe_pass.cli import main
from aoe_pass.commands.run import reference_outputs
from aoe_pass.runtime import Session, make_feeds, make_mapper
from aoe_pass.runtime.mapping import LEGACY, AttentionMapper, GemmMapper, Unsupported
from ge_bridge.aoe_node import decode_attrs
from ge_bridge.opkey import Task, parse_key

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIX = os.path.join(ROOT, "tests", "fixtures")
DIMS = ["--dim", "batch=1", "--dim", "seq=8"]


def cli(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err.strip().splitlines()


def _tune_compile(d, model, dims, trials):
    cache, out = str(d / "t.json"), str(d / "m.aoe.onnx")
    assert main(["tune", model, *dims, "--cache", cache, "--backend", "cpu", "--trials", str(trials),
                 "--strategy", "random", "--no-progress"]) == 0
    assert main(["compile", model, *dims, "--cache", cache, "-o", out]) == 0
    return out


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    return _tune_compile(tmp_path_factory.mktemp("tiny"), "tiny-llama", [], 6)


@pytest.fixture(scope="module")
def hf_llama(tmp_path_factory):
    return _tune_compile(tmp_path_factory.mktemp("hf"), os.path.join(FIX, "hf_llama.onnx"), DIMS, 6)


@pytest.fixture(scope="module")
def backend():
    b = CpuBackend()
    yield b
    b.close()


def _run(path, backend, dims, mode="tuned"):
    model = onnx.load(path)
    session = Session(model, backend)
    feeds, info = make_feeds(model, dims, seed=1)
    got, _ = session.run(feeds, mode)
    want = reference_outputs(model, feeds)
    return session, got, want, info


def _rel_err(got, want):
    return max(float(np.max(np.abs(g - w))) / float(np.max(np.abs(w))) for g, w in zip(got, want))


def _by_type(session):
    return {r["op_type"]: r for r in session.summary()}


def test_tiny_llama_runs_every_fused_op_on_kernels(tiny, backend):
    session, got, want, info = _run(tiny, backend, {"batch": 1, "seq": 16})
    assert info["tokens"] == 16 and not info["decode"]
    assert _rel_err(got, want) < 1e-4
    rows = _by_type(session)
    assert {r["kind"] for r in rows.values()} == {"gemm", "attention", "ffn", "rmsnorm"}
    for r in rows.values():  # tiny-llama norms use eps 1e-5: everything maps
        assert r["kernel"]["tuned"] == r["nodes"] and not r["why"], r


def test_cli_prints_kernels_tokens_and_default_comparison(tiny, capsys):
    code, out, err = cli(capsys, "run", tiny, "--dim", "batch=2", "--dim", "seq=4",
                         "--compare-default", "--repeat", "2", "--engine", "reference")
    assert code == 0, err
    assert "-> 8 tokens/run" in out  # batch * seq for prefill, with a seq other than tuned
    assert "tokens/s: tuned" in out and ", default" in out and "speedup" in out
    assert "check vs onnxruntime (tuned tilings)" in out and ": OK" in out
    assert "FAIL" not in out and "fallbacks:" not in out


def test_torch_exported_llama_matches_onnxruntime(hf_llama, backend):
    session, got, want, _ = _run(hf_llama, backend, {"batch": 2, "seq": 8})
    assert _rel_err(got, want) < 1e-4
    rows = _by_type(session)
    by_kind = {}
    for r in rows.values():
        by_kind.setdefault(r["kind"], []).append(r)
    # every kind runs on kernels; HF Llama's RMSNorm eps (1e-6) is passed to the kernel
    for kind in ("gemm", "attention", "ffn", "rmsnorm"):
        assert kind in by_kind and all(r["kernel"]["tuned"] == r["nodes"] for r in by_kind[kind])


def test_default_tilings_also_checked_and_correct(hf_llama, backend):
    session, got, want, _ = _run(hf_llama, backend, {"batch": 1, "seq": 8}, mode="default")
    assert _rel_err(got, want) < 1e-4
    assert _by_type(session)["Gemm"]["kernel"]["default"] > 0


def test_wrong_operand_mapping_is_caught_and_falls_back(tiny, backend, monkeypatch):
    orig_att, orig_gemm = AttentionMapper.operands, GemmMapper.operands

    def swap_kv(self, *a):
        call = orig_att(self, *a)
        call.inputs[1], call.inputs[2] = call.inputs[2], call.inputs[1]  # K <-> V: same shape
        return call

    def reverse_rows(self, *a):
        call = orig_gemm(self, *a)
        call.inputs[0] = as_operand(call.inputs[0][::-1])  # rows of A in the wrong order
        return call

    monkeypatch.setattr(AttentionMapper, "operands", swap_kv)
    monkeypatch.setattr(GemmMapper, "operands", reverse_rows)
    session, got, want, _ = _run(tiny, backend, {"batch": 1, "seq": 16})
    assert _rel_err(got, want) < 1e-4  # the body's numbers, never the wrong kernel's
    rows = _by_type(session)
    for op in ("Attention", "Gemm"):
        assert rows[op]["kernel"]["tuned"] == 0
        assert rows[op]["why"]["tuned"].startswith("first-call check failed")
    assert rows["FFN"]["kernel"]["tuned"] == rows["FFN"]["nodes"]


def _attention(tiny):
    """(mapper, function, task) of tiny-llama's fused Attention."""
    model = onnx.load(tiny)
    node = next(n for n in model.graph.node if n.op_type == "Attention")
    func = next(f for f in model.functions if f.name == "Attention")
    kind, shape, dtype = parse_key(next(a.s.decode() for a in node.attribute if a.name == "aoe_key"))
    return make_mapper(func, kind, shape, decode_attrs(node).roles), func, Task(kind, shape, dtype)


def _att_inputs(rng, mask, scale):
    q = rng.standard_normal((1, 4, 8, 16)).astype(np.float32)
    kt = rng.standard_normal((1, 4, 16, 8)).astype(np.float32)
    v = rng.standard_normal((1, 4, 8, 16)).astype(np.float32)
    return (q, kt, np.array(scale, np.float32), mask.astype(np.float32), v)


def test_attention_mask_and_scale_mapping(tiny, backend):
    from onnx.reference import ReferenceEvaluator

    mapper, func, task = _attention(tiny)
    rng = np.random.default_rng(0)
    causal = np.where(np.arange(8)[None, :] <= np.arange(8)[:, None], 0.0, -np.inf)[None, None]
    body = ReferenceEvaluator(func)
    lib, _ = backend.build(task, backend.full_tiling(task, {}))
    for mask, scale, want_causal in ((causal, 0.25, 1), (np.zeros((1, 1, 8, 8)), 0.1, 0)):
        inputs = _att_inputs(rng, mask, scale)
        call = mapper.operands(inputs, set(), {})
        assert not isinstance(call, str) and call.dims[-1] == want_causal
        out, _ = Kernel(lib).run(call)
        ref = body.run(None, dict(zip(func.input, inputs)), attributes={})[0]
        assert np.max(np.abs(out - ref)) < 1e-4 * np.max(np.abs(ref))  # scale folded into Q
    # masks the kernel cannot express: that call returns a reason (the node runs its body)
    padding = causal.copy()
    padding[..., :, 0] = -np.inf  # the first key is padding
    why = mapper.operands(_att_inputs(rng, padding, 0.25), set(), {})
    assert isinstance(why, str) and "causal" in why
    per_batch = np.concatenate([causal, np.zeros_like(causal)], axis=0)
    q = np.concatenate([_att_inputs(rng, causal, 0.25)[0]] * 2)
    inputs = list(_att_inputs(rng, per_batch, 0.25))
    inputs[0], inputs[1], inputs[4] = q, np.concatenate([inputs[1]] * 2), np.concatenate([inputs[4]] * 2)
    assert isinstance(mapper.operands(tuple(inputs), set(), {}), str)


def test_decode_feeds_count_one_token_per_sequence():
    model = onnx.load(os.path.join(FIX, "hf_qwen2_decode.onnx"))
    feeds, info = make_feeds(model, {"batch": 3, "past": 5}, seed=0)
    assert info["decode"] and info["tokens"] == 3 and info["past"] == 5
    assert feeds["input_ids"].shape == (3, 1) and feeds["past_key_0"].shape == (3, 2, 5, 16)
    vocab = next(t for t in model.graph.initializer if "embed" in t.name).dims[0]
    assert feeds["input_ids"].max() < vocab


def test_outputs_outside_tolerance_exit_1(tiny, capsys, monkeypatch):
    import aoe_pass.commands.run as run_cmd

    real = run_cmd.reference_outputs
    monkeypatch.setattr(run_cmd, "reference_outputs",
                        lambda m, f: [o + 0.1 * np.max(np.abs(o)) for o in real(m, f)])
    code, out, _ = cli(capsys, "run", tiny, "--repeat", "1", "--dim", "batch=1", "--dim", "seq=4",
                       "--engine", "reference")
    assert code == 1
    assert out.strip().splitlines()[-1].startswith("aoe_tune: error: tuned outputs differ")


def test_user_errors_are_one_line(tmp_path, capsys, tiny, monkeypatch):
    code, _, err = cli(capsys, "run", os.path.join(FIX, "hf_llama.onnx"), *DIMS, "--engine", "reference")
    assert code == 2 and len(err) == 1 and "not a compiled model" in err[0]
    code, _, err = cli(capsys, "run", str(tmp_path / "nope.aoe.onnx"))
    assert code == 2 and len(err) == 1 and "no such file" in err[0]
    bad = tmp_path / "bad.onnx"
    bad.write_bytes(b"not a protobuf at all \xff\xfe")
    code, _, err = cli(capsys, "run", str(bad))
    assert code == 2 and len(err) == 1
    old = onnx.load(tiny)  # compiled before models recorded their profiles: batch/seq unbound
    kept = [p for p in old.metadata_props if p.key != "aoe_profiles"]
    del old.metadata_props[:]
    old.metadata_props.extend(kept)
    onnx.save(old, str(tmp_path / "old.aoe.onnx"))
    code, _, err = cli(capsys, "run", str(tmp_path / "old.aoe.onnx"))
    assert code == 2 and len(err) == 1 and "--dim batch=VALUE" in err[0]
    monkeypatch.setenv("CC", str(tmp_path / "no-such-cc"))
    code, _, err = cli(capsys, "run", tiny, *DIMS, "--engine", "reference")
    assert code == 2 and err == [f"aoe_tune: error: {NO_COMPILER}"]


def test_a_dim_list_runs_and_checks_each_shape(tiny, capsys):
    code, out, _ = cli(capsys, "run", tiny, "--engine", "reference", "--repeat", "1",
                       "--dim", "seq=5,9")
    assert code == 0
    assert [ln for ln in out.splitlines() if ln.startswith("profile ")] == [
        "profile 1/2: seq=5", "profile 2/2: seq=9"]
    assert "prefill batch=1 seq=5 " in out and "prefill batch=1 seq=9 " in out
    assert out.count("(tuned tilings)") == 2 and "FAIL" not in out


def _with_profiles(tmp_path, tiny, text):
    model = onnx.load(tiny)
    for p in model.metadata_props:
        if p.key == "aoe_profiles":
            p.value = text
    path = str(tmp_path / "p.aoe.onnx")
    onnx.save(model, path)
    return path


def test_run_binds_the_dims_the_model_was_compiled_for(tmp_path, tiny, capsys):
    """Without --dim, a dim every compile profile agrees on is bound to that value (and said);
    --dim overrides it; a dim the profiles disagree on, or malformed metadata, is one line."""
    import json

    compiled = json.loads(next(p.value for p in onnx.load(tiny).metadata_props
                               if p.key == "aoe_profiles"))
    assert len(compiled) == 1 and compiled[0]["batch"] >= 1 and compiled[0]["seq"] >= 1
    code, out, _ = cli(capsys, "run", tiny, "--engine", "reference", "--repeat", "1")
    seq = compiled[0]["seq"]
    assert code == 0 and f"seq={seq}" in out.splitlines()[0]
    assert f"prefill batch={compiled[0]['batch']} seq={seq}" in out
    code, out, _ = cli(capsys, "run", tiny, "--engine", "reference", "--repeat", "1", "--dim", "seq=5")
    assert code == 0 and "prefill batch=1 seq=5 " in out and "seq=5" not in out.splitlines()[0]
    two = _with_profiles(tmp_path, tiny, json.dumps([{"batch": 1, "seq": 8}, {"batch": 1, "seq": 16}]))
    code, _, err = cli(capsys, "run", two, "--engine", "reference")
    assert code == 2 and len(err) == 1 and "compiled for seq=8, 16" in err[0] and "--dim seq=" in err[0]
    for bad in ("{not json", json.dumps([{"seq": -1}]), json.dumps({"seq": 8}),
                json.dumps([{"seq": "8"}])):
        code, _, err = cli(capsys, "run", _with_profiles(tmp_path, tiny, bad), "--engine", "reference")
        assert code == 2 and len(err) == 1 and "aoe_profiles" in err[0]


def test_onnxruntime_engine_without_the_extension_is_one_line(tiny, capsys, monkeypatch):
    import sys

    monkeypatch.setitem(sys.modules, "onnxruntime_extensions", None)  # import raises ImportError
    code, _, err = cli(capsys, "run", tiny, *DIMS)
    assert code == 2 and len(err) == 1
    assert "onnxruntime-extensions" in err[0] and "--engine reference" in err[0]


def _node_tensor(node, body_name):
    """The graph tensor a body tensor ``x<i>`` is fed by on the fused node."""
    assert body_name.startswith("x"), body_name
    return node.input[int(body_name[1:])]


def test_roles_name_the_weights_the_model_builder_named(tiny):
    """The roles the pass records point at the weights the model builder named for them
    (ground truth: the builder's HF-style initializer names, not the pass)."""
    model = onnx.load(tiny)
    suffix = {("FFN", "w_gate"): "gate_proj.weight", ("FFN", "w_up"): "up_proj.weight",
              ("FFN", "w_down"): "down_proj.weight", ("RMSNorm", "gamma"): "norm.weight",
              ("Gemm", "b"): ("_proj.weight", "lm_head.weight")}
    seen = set()
    for node in model.graph.node:
        if node.domain != "ai.aoe":
            continue
        roles = decode_attrs(node).roles
        for (op, role), end in suffix.items():
            if node.op_type == op:
                assert _node_tensor(node, roles[role]).endswith(end), (node.name, role, roles)
                seen.add((op, role))
        if node.op_type == "Attention":
            assert {"q", "kt", "v"} <= set(roles)
            seen.add(("Attention", "q"))
    assert seen == set(suffix) | {("Attention", "q")}


def test_node_without_roles_runs_its_body_and_says_why(tiny, backend):
    """A model compiled before roles were recorded: every fused node runs its body (one line
    says why), and the outputs are still onnxruntime's."""
    model = onnx.load(tiny)
    for node in model.graph.node:
        keep = [a for a in node.attribute if a.name != "aoe_roles"]
        del node.attribute[:]
        node.attribute.extend(keep)
    session = Session(model, backend)
    feeds, _ = make_feeds(model, {"batch": 1, "seq": 16}, seed=1)
    got, _ = session.run(feeds, "tuned")
    assert _rel_err(got, reference_outputs(model, feeds)) < 1e-4
    for r in session.summary():
        assert r["kernel"]["tuned"] == 0
        assert r["why"]["tuned"] == LEGACY and "\n" not in LEGACY and "recompile" in LEGACY


def test_a_role_without_a_kernel_operand_refuses_the_node(tiny):
    model = onnx.load(tiny)
    node = next(n for n in model.graph.node if n.op_type == "FFN")
    func = next(f for f in model.functions if f.name == "FFN")
    a = decode_attrs(node)
    make_mapper(func, a.kind, a.shape, a.roles)  # binds as recorded
    with pytest.raises(Unsupported, match="no operand for: bias_down"):
        make_mapper(func, a.kind, a.shape, {**a.roles, "bias_down": a.roles["w_down"]})
    with pytest.raises(Unsupported, match="no w_up operand"):
        make_mapper(func, a.kind, a.shape, {k: v for k, v in a.roles.items() if k != "w_up"})
