"""Built-in Transformer graph builders and the ``aoe_tune models`` command."""
from __future__ import annotations

import dataclasses
import json
from collections import Counter
from pathlib import Path

import numpy as np
import onnx
import onnxruntime as ort
import pytest
from onnx import TensorProto, numpy_helper

from aoe_pass.cli import main
from ge_bridge.errors import AoeError
from models import arch_config, get_model, list_models
from models import configs as C
from models.bert import build_bert
from models.gpt2 import build_gpt2
from models.llama import build_llama

EXPECTED_NAMES = {
    "qwen2.5-7b", "qwen2.5-7b-decode", "llama3-8b", "llama3-8b-decode", "gpt2", "gpt2-decode",
    "bert-base", "tiny-llama", "tiny-qwen2", "tiny-gpt2", "tiny-bert", "tiny-llama-decode",
    "small-llama", "small-llama-decode",
}
RNG = np.random.default_rng(1234)


def _session(model: onnx.ModelProto) -> ort.InferenceSession:
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = 1
    return ort.InferenceSession(model.SerializeToString(), opts, providers=["CPUExecutionProvider"])


_BUILT: dict[str, onnx.ModelProto] = {}
_SESSIONS: dict[str, ort.InferenceSession] = {}


def _built(name: str) -> onnx.ModelProto:
    if name not in _BUILT:
        _BUILT[name] = get_model(name).build()
    return _BUILT[name]


def _sess(name: str) -> ort.InferenceSession:
    if name not in _SESSIONS:
        _SESSIONS[name] = _session(_built(name))
    return _SESSIONS[name]


def _positions(batch: int, start: int, n: int) -> np.ndarray:
    return np.tile(np.arange(start, start + n, dtype=np.int64), (batch, 1))


def _weights(model: onnx.ModelProto) -> dict[str, np.ndarray]:
    return {t.name: numpy_helper.to_array(t) for t in model.graph.initializer}


# -- registry ---------------------------------------------------------------------------------
def test_registry_names_and_fields():
    specs = list_models()
    assert {s.name for s in specs} == EXPECTED_NAMES
    for s in specs:
        assert get_model(s.name) is s
        assert s.phase in ("prefill", "decode")
        assert s.runnable == s.name.startswith(("tiny-", "small-"))
        assert s.default_dims["batch"] >= 1
        assert ("past" in s.default_dims) == (s.phase == "decode")
        assert ("seq" in s.default_dims) == (s.phase == "prefill")
    assert "no decode" in get_model("bert-base").description
    assert not any(s.arch == "bert" and s.phase == "decode" for s in specs)
    assert get_model("qwen2.5-7b-typo") is None


def test_arch_config_public_numbers():
    q = arch_config("qwen2.5-7b")
    assert (q["layers"], q["hidden"], q["heads"], q["kv_heads"], q["head_dim"]) == (28, 3584, 28, 4, 128)
    assert (q["intermediate"], q["vocab"], q["norm_eps"], q["dtype"]) == (18944, 152064, 1e-6, "float16")
    ll = arch_config("llama3-8b-decode")
    assert (ll["layers"], ll["hidden"], ll["heads"], ll["kv_heads"]) == (32, 4096, 32, 8)
    assert (ll["intermediate"], ll["vocab"]) == (14336, 128256)
    g = arch_config("gpt2")
    assert (g["layers"], g["hidden"], g["heads"], g["intermediate"], g["vocab"]) == (12, 768, 12, 3072, 50257)
    b = arch_config("bert-base")
    assert (b["layers"], b["hidden"], b["heads"], b["intermediate"], b["vocab"]) == (12, 768, 12, 3072, 30522)
    with pytest.raises(AoeError, match="did you mean qwen2.5-7b"):
        arch_config("qwen2.5-7")


# -- structure of every model -----------------------------------------------------------------
@pytest.mark.parametrize("name", sorted(EXPECTED_NAMES))
def test_model_builds_and_passes_checker(name, tmp_path, monkeypatch):
    spec = get_model(name)
    model = spec.build()
    assert {(o.domain, o.version) for o in model.opset_import} == {("", 18)}
    assert all(n.domain == "" for n in model.graph.node)
    # Shape-only models point at an absent weights file; the checker wants a regular file at
    # that location, so give it an empty one in a scratch directory.
    monkeypatch.chdir(tmp_path)
    for init in model.graph.initializer:
        for entry in init.external_data:
            if entry.key == "location":
                Path(entry.value).touch()
    onnx.checker.check_model(model, full_check=True)
    dims = {d.dim_param for i in model.graph.input for d in i.type.tensor_type.shape.dim if d.dim_param}
    assert dims == set(spec.default_dims)


@pytest.mark.parametrize("name,expected_params", [("qwen2.5-7b", 7.62e9), ("llama3-8b", 8.03e9)])
def test_shape_only_models_store_no_weight_bytes(name, expected_params):
    model = _built(name)
    cfg = arch_config(name)
    params = 0
    for t in model.graph.initializer:
        if t.data_location == TensorProto.EXTERNAL:
            assert not t.raw_data and not t.float_data and not t.int32_data
            assert t.data_type == TensorProto.FLOAT16
            params += int(np.prod(t.dims))
        else:  # inline constants are small (scalars, RoPE inverse frequencies)
            assert int(np.prod(t.dims)) <= cfg["head_dim"]
    # the public parameter counts (7.62B, 8.03B) within 1%
    assert abs(params - expected_params) / expected_params < 0.01
    assert model.ByteSize() < 2_000_000
    dims = {t.name: list(t.dims) for t in model.graph.initializer}
    hq, hkv = cfg["heads"] * cfg["head_dim"], cfg["kv_heads"] * cfg["head_dim"]
    assert dims["model.layers.0.self_attn.q_proj.weight"] == [cfg["hidden"], hq]
    assert dims["model.layers.0.self_attn.k_proj.weight"] == [cfg["hidden"], hkv]
    assert dims["model.layers.0.mlp.down_proj.weight"] == [cfg["intermediate"], cfg["hidden"]]
    assert dims["lm_head.weight"] == [cfg["hidden"], cfg["vocab"]]
    assert ("model.layers.0.self_attn.q_proj.bias" in dims) == (name.startswith("qwen"))


def _op_counts(model: onnx.ModelProto) -> Counter:
    return Counter(n.op_type for n in model.graph.node)


@pytest.mark.parametrize("arch,base,builder", [
    ("llama", C.TINY_LLAMA, build_llama), ("qwen2", C.TINY_QWEN2, build_llama),
    ("gpt2", C.TINY_GPT2, build_gpt2), ("bert", C.TINY_BERT, build_bert),
])
def test_node_counts_scale_with_layers(arch, base, builder):
    counts = [_op_counts(builder(dataclasses.replace(base, layers=n), "prefill", False, "m"))
              for n in (1, 2, 3)]
    totals = [sum(c.values()) for c in counts]
    assert totals[1] - totals[0] == totals[2] - totals[1] > 0
    L = 3
    c = counts[2]
    assert c["Softmax"] == L
    if arch in ("llama", "qwen2"):
        assert c["MatMul"] == 9 * L + 1  # q k v o gate up down + QK^T + PV, lm_head
        assert c["ReduceMean"] == 2 * L + 1  # two RMSNorms per layer + final norm
        assert c["Sigmoid"] == L and c["Expand"] == 2 * L  # SwiGLU; GQA repeat of K and V
        # per layer: 2 norm eps, 2 RoPE, mask, 2 residuals (+ Q/K/V bias on qwen2); final norm
        assert c["Add"] == (7 + 3 * base.qkv_bias) * L + 1
    elif arch == "gpt2":
        assert c["MatMul"] == 6 * L + 1 and c["Split"] == L and c["Tanh"] == L
        assert c["LayerNormalization"] == 2 * L + 1 and c["Where"] == L
    else:
        assert c["MatMul"] == 8 * L + 1 and c["Erf"] == L and c["Tanh"] == 1
        assert c["ReduceMean"] == 2 * (2 * L + 1)  # decomposed LayerNorm: two ReduceMeans each


def test_reshape_targets_mix_shape_chains_and_constants():
    model = _built("qwen2.5-7b")
    producer = {o: n for n in model.graph.node for o in n.output}
    kinds = Counter()
    for n in model.graph.node:
        if n.op_type != "Reshape":
            continue
        src = producer[n.input[1]]
        if src.op_type == "Concat":
            ops = {producer[i].op_type for i in src.input}
            kinds["concat_of_shape" if "Unsqueeze" in ops else "concat"] += 1
        elif src.op_type == "Constant":
            value = numpy_helper.to_array(src.attribute[0].t)
            kinds["const_with_0_or_-1"] += int(bool(np.isin(value, [0, -1]).any()))
    layers = arch_config("qwen2.5-7b")["layers"]
    assert kinds["concat_of_shape"] == layers  # Q: Shape -> Gather -> Unsqueeze -> Concat
    assert kinds["const_with_0_or_-1"] >= 3 * layers  # K, V, output merge (+ GQA repeat)


# -- runnable models --------------------------------------------------------------------------
def _llama_feed(ids: np.ndarray, start: int = 0) -> dict:
    return {"input_ids": ids, "position_ids": _positions(ids.shape[0], start, ids.shape[1])}


def _bert_feed(ids: np.ndarray, mask: np.ndarray | None = None) -> dict:
    mask = np.ones_like(ids) if mask is None else mask
    return {"input_ids": ids, "token_type_ids": np.zeros_like(ids), "attention_mask": mask}


@pytest.mark.parametrize("name", ["tiny-llama", "tiny-qwen2", "tiny-gpt2"])
def test_tiny_decoders_output_shapes_and_causality(name):
    cfg = arch_config(name)
    batch, seq = 2, 7
    ids = RNG.integers(0, cfg["vocab"], (batch, seq))
    feed = (lambda i: {"input_ids": i}) if name == "tiny-gpt2" else _llama_feed
    outs = _sess(name).run(None, feed(ids))
    logits, presents = outs[0], outs[1:]
    assert logits.shape == (batch, seq, cfg["vocab"])
    assert len(presents) == 2 * cfg["layers"]
    assert all(p.shape == (batch, cfg["kv_heads"], seq, cfg["head_dim"]) for p in presents)
    changed = ids.copy()
    changed[:, -1] = (changed[:, -1] + 1) % cfg["vocab"]
    logits2 = _sess(name).run(None, feed(changed))[0]
    np.testing.assert_allclose(logits2[:, :-1], logits[:, :-1], rtol=1e-5, atol=1e-5)
    assert np.abs(logits2[:, -1] - logits[:, -1]).max() > 1e-3


def test_tiny_bert_is_bidirectional_and_honours_padding():
    cfg = arch_config("tiny-bert")
    ids = RNG.integers(0, cfg["vocab"], (2, 9))
    hidden, pooled = _sess("tiny-bert").run(None, _bert_feed(ids))
    assert hidden.shape == (2, 9, cfg["hidden"]) and pooled.shape == (2, cfg["hidden"])
    changed = ids.copy()
    changed[:, -1] = (changed[:, -1] + 1) % cfg["vocab"]
    hidden2 = _sess("tiny-bert").run(None, _bert_feed(changed))[0]
    assert np.abs(hidden2[:, 0] - hidden[:, 0]).max() > 1e-3  # a later token changes the first
    # padding the last token out gives the same earlier states as the shorter sequence
    mask = np.ones_like(ids)
    mask[:, -1] = 0
    padded = _sess("tiny-bert").run(None, _bert_feed(changed, mask))[0]
    short = _sess("tiny-bert").run(None, _bert_feed(ids[:, :-1]))[0]
    np.testing.assert_allclose(padded[:, :-1], short, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("arch", ["llama", "qwen2", "gpt2"])
def test_decode_step_matches_prefill(arch):
    """prefill(t[:n]) -> KV cache; decode(t[n], cache) must equal prefill(t[:n+1])[-1]."""
    base = {"llama": C.TINY_LLAMA, "qwen2": C.TINY_QWEN2, "gpt2": C.TINY_GPT2}[arch]
    builder = build_gpt2 if arch == "gpt2" else build_llama
    prefill = _session(builder(base, "prefill", True, "m"))
    decode = _session(builder(base, "decode", True, "m"))
    n = 6
    ids = RNG.integers(0, base.vocab, (2, n + 1))
    feed = (lambda i, s=0: {"input_ids": i}) if arch == "gpt2" else _llama_feed
    full = prefill.run(None, feed(ids))[0]
    cache = prefill.run(None, feed(ids[:, :n]))[1:]
    step = feed(ids[:, n:], n)
    for i in range(base.layers):
        step[f"past_key_{i}"], step[f"past_value_{i}"] = cache[2 * i], cache[2 * i + 1]
    out = decode.run(None, step)
    assert out[0].shape == (2, 1, base.vocab)
    assert all(p.shape == (2, base.kv_heads, n + 1, base.head_dim) for p in out[1:])
    np.testing.assert_allclose(out[0][:, 0], full[:, n], rtol=1e-4, atol=1e-4)


def test_registry_decode_shares_weights_with_prefill():
    a, b = _weights(_built("tiny-llama")), _weights(_built("tiny-llama-decode"))
    w = "model.layers.1.mlp.down_proj.weight"
    np.testing.assert_array_equal(a[w], b[w])
    np.testing.assert_array_equal(_weights(get_model("tiny-llama").build())[w], a[w])


def _reference_llama(model: onnx.ModelProto, cfg: dict, ids: np.ndarray) -> np.ndarray:
    """An independent numpy Llama/Qwen2 forward (HF semantics) over the model's weights."""
    W = {k: v.astype(np.float64) for k, v in _weights(model).items()}
    d, nh, nkv, eps = cfg["head_dim"], cfg["heads"], cfg["kv_heads"], cfg["norm_eps"]
    b, s = ids.shape

    def rms(x, w):
        return x / np.sqrt((x * x).mean(-1, keepdims=True) + eps) * w

    def proj(x, name):
        y = x @ W[f"{name}.weight"]
        return y + W[f"{name}.bias"] if f"{name}.bias" in W else y

    def heads(x, n):
        return x.reshape(b, s, n, d).transpose(0, 2, 1, 3)

    def rotate(x):
        return np.concatenate([-x[..., d // 2:], x[..., : d // 2]], axis=-1)

    freqs = np.arange(s)[:, None] / cfg["rope_theta"] ** (np.arange(0, d, 2) / d)
    emb = np.concatenate([freqs, freqs], axis=-1)
    cos, sin = np.cos(emb), np.sin(emb)
    causal = np.triu(np.full((s, s), -np.inf), 1)
    x = W["model.embed_tokens.weight"][ids]
    for i in range(cfg["layers"]):
        p = f"model.layers.{i}"
        h = rms(x, W[f"{p}.input_layernorm.weight"])
        q = heads(proj(h, f"{p}.self_attn.q_proj"), nh)
        k = heads(proj(h, f"{p}.self_attn.k_proj"), nkv)
        v = heads(proj(h, f"{p}.self_attn.v_proj"), nkv)
        q, k = q * cos + rotate(q) * sin, k * cos + rotate(k) * sin
        k, v = np.repeat(k, nh // nkv, axis=1), np.repeat(v, nh // nkv, axis=1)
        scores = q @ k.transpose(0, 1, 3, 2) / np.sqrt(d) + causal
        probs = np.exp(scores - scores.max(-1, keepdims=True))
        probs /= probs.sum(-1, keepdims=True)
        o = (probs @ v).transpose(0, 2, 1, 3).reshape(b, s, nh * d)
        x = x + proj(o, f"{p}.self_attn.o_proj")
        h = rms(x, W[f"{p}.post_attention_layernorm.weight"])
        gate = proj(h, f"{p}.mlp.gate_proj")
        x = x + proj(gate / (1 + np.exp(-gate)) * proj(h, f"{p}.mlp.up_proj"), f"{p}.mlp.down_proj")
    return proj(rms(x, W["model.norm.weight"]), "lm_head")


@pytest.mark.parametrize("name", ["tiny-llama", "tiny-qwen2", "small-llama"])
def test_tiny_llama_family_matches_numpy_reference(name):
    cfg = arch_config(name)
    ids = RNG.integers(0, cfg["vocab"], (2, 11))
    got = _sess(name).run(None, _llama_feed(ids))[0]
    want = _reference_llama(_built(name), cfg, ids)
    np.testing.assert_allclose(got, want, rtol=1e-3, atol=1e-3)


def test_gpt2_layernorm_forms_agree():
    ids = RNG.integers(0, C.TINY_GPT2.vocab, (1, 8))
    fused = _session(build_gpt2(C.TINY_GPT2, "prefill", True, "m"))
    decomposed_model = build_gpt2(C.TINY_GPT2, "prefill", True, "m", decomposed_layernorm=True)
    ops = _op_counts(decomposed_model)
    assert ops["LayerNormalization"] == 0 and ops["ReduceMean"] == 2 * (2 * C.TINY_GPT2.layers + 1)
    a = fused.run(["logits"], {"input_ids": ids})[0]
    b = _session(decomposed_model).run(["logits"], {"input_ids": ids})[0]
    np.testing.assert_allclose(a, b, rtol=1e-4, atol=1e-4)


# -- CLI --------------------------------------------------------------------------------------
def test_cli_models_json_and_table(capsys):
    assert main(["models", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)["models"]
    assert [r["name"] for r in rows] == [s.name for s in list_models()]
    by_name = {r["name"]: r for r in rows}
    assert by_name["llama3-8b"]["layers"] == arch_config("llama3-8b")["layers"]
    assert by_name["tiny-bert"]["runnable"] is True
    assert by_name["qwen2.5-7b-decode"]["default_dims"] == get_model("qwen2.5-7b-decode").default_dims
    assert main(["models"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 1 + len(rows)
    for line, spec in zip(lines[1:], list_models()):
        assert line.split()[:3] == [spec.name, spec.arch, spec.phase]


# -- the importer resolves every shape of every built-in model --------------------------------
@pytest.mark.parametrize("name", sorted(EXPECTED_NAMES))
def test_importer_resolves_all_shapes(name):
    load = pytest.importorskip("ge_bridge.load")
    spec = get_model(name)
    cfg = arch_config(name)
    # not the defaults, so that binding matters (and within the learned position tables)
    dims = {k: v + 1 if k == "batch" else v - 3 for k, v in spec.default_dims.items()}
    graph = load.load_graph(_built(name), dims)
    assert [t for t, info in graph.tensors.items() if info.shape is None] == []
    tokens = 1 if spec.phase == "decode" else dims["seq"]
    if cfg["arch"] == "bert":
        assert graph.shape("last_hidden_state") == (dims["batch"], tokens, cfg["hidden"])
        return
    assert graph.shape("logits") == (dims["batch"], tokens, cfg["vocab"])
    total = dims["past"] + 1 if spec.phase == "decode" else tokens
    assert graph.shape(f"present_value_{cfg['layers'] - 1}") == (
        dims["batch"], cfg["kv_heads"], total, cfg["head_dim"])
