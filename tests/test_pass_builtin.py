"""The graph pass on the built-in models: counts and shapes derived from arch_config."""
from collections import Counter

import pytest

from aoe_pass.graph_pass import extract
from aoe_pass.modelref import open_model
from models.registry import arch_config

SEQ = 64


def _run(name, **dims):
    graph, info = open_model(name, dims)
    return graph, extract(graph)


def _kinds(result):
    return Counter(i.kind for i in result.instances)


def _check_bookkeeping(graph, result):
    """Weights add up to instance counts, no node is in two instances, node lists complete."""
    seen = [n for inst in result.instances for n in inst.nodes]
    assert len(seen) == len(set(seen))
    assert sum(t.weight for t in result.tasks) == len(result.instances)
    by_kind = Counter()
    for t in result.tasks:
        by_kind[t.kind] += t.weight
        assert len(t.nodes) >= t.weight
    assert by_kind == _kinds(result)
    assert sum(len(t.nodes) for t in result.tasks) == len(seen)
    assert len({t.key for t in result.tasks}) == len(result.tasks)
    names = {n.name for n in graph.nodes}
    assert all(n in names for t in result.tasks for n in t.nodes)
    for op in ("MatMul", "Softmax", "ReduceMean", "Sigmoid", "LayerNormalization"):
        assert op not in result.unmatched


def _tasks(result, kind):
    return [t for t in result.tasks if t.kind == kind]


@pytest.mark.parametrize("name", ["qwen2.5-7b", "llama3-8b"])
def test_llama_family_prefill(name):
    cfg = arch_config(name)
    layers, hidden, hd = cfg["layers"], cfg["hidden"], cfg["head_dim"]
    graph, r = _run(name, seq=SEQ)
    _check_bookkeeping(graph, r)
    assert _kinds(r) == {"rmsnorm": 2 * layers + 1, "attention": layers, "ffn": layers,
                         "gemm": 4 * layers + 1}
    (norm,) = _tasks(r, "rmsnorm")
    assert norm.shape == {"rows": SEQ, "hidden": hidden} and norm.weight == 2 * layers + 1
    (att,) = _tasks(r, "attention")
    assert att.shape == {"batch": 1, "q_heads": cfg["heads"], "kv_heads": cfg["kv_heads"],
                         "seq_q": SEQ, "seq_kv": SEQ, "head_dim": hd, "causal": True}
    (ffn,) = _tasks(r, "ffn")
    assert ffn.shape == {"tokens": SEQ, "hidden": hidden, "intermediate": cfg["intermediate"],
                         "activation": "silu", "gated": True}
    assert ffn.dtype == cfg["dtype"]
    gemms = Counter()
    for t in _tasks(r, "gemm"):
        gemms[(t.shape["n"], t.shape["k"], t.shape["bias"])] += t.weight
    bias = bool(cfg.get("qkv_bias"))
    q, kv = cfg["heads"] * hd, cfg["kv_heads"] * hd
    expect = Counter()
    for shape, count in [((q, hidden, bias), layers), ((kv, hidden, bias), 2 * layers),
                         ((hidden, q, False), layers), ((cfg["vocab"], hidden, False), 1)]:
        expect[shape] += count
    assert gemms == expect
    assert all(t.shape["m"] == SEQ and t.shape["batch"] == 1 for t in _tasks(r, "gemm"))


def test_qwen_decode_attention_reads_the_cache():
    cfg = arch_config("qwen2.5-7b")
    graph, r = _run("qwen2.5-7b-decode", past=100)
    _check_bookkeeping(graph, r)
    (att,) = _tasks(r, "attention")
    assert att.weight == cfg["layers"]
    assert (att.shape["seq_q"], att.shape["seq_kv"]) == (1, 101)
    assert att.shape["kv_heads"] == cfg["kv_heads"]
    assert att.shape["causal"] is False  # one query row: the mask is a no-op, normalised
    assert all(t.shape["m"] == 1 for t in _tasks(r, "gemm"))


def test_gpt2_packed_qkv_and_tanh_gelu():
    cfg = arch_config("gpt2")
    layers, hidden = cfg["layers"], cfg["hidden"]
    graph, r = _run("gpt2", seq=SEQ, batch=2)
    _check_bookkeeping(graph, r)
    assert _kinds(r) == {"layernorm": 2 * layers + 1, "attention": layers, "ffn": layers,
                         "gemm": 2 * layers + 1}
    (att,) = _tasks(r, "attention")
    assert att.shape["batch"] == 2 and att.shape["causal"] is True
    assert att.shape["q_heads"] == att.shape["kv_heads"] == cfg["heads"]
    (ffn,) = _tasks(r, "ffn")
    assert (ffn.shape["activation"], ffn.shape["gated"]) == ("gelu_tanh", False)
    assert ffn.shape["tokens"] == 2 * SEQ and ffn.shape["intermediate"] == cfg["intermediate"]
    ns = sorted(t.shape["n"] for t in _tasks(r, "gemm"))
    assert ns == sorted([3 * hidden, hidden, cfg["vocab"]])


def test_bert_is_bidirectional_with_erf_gelu():
    cfg = arch_config("bert-base")
    layers = cfg["layers"]
    graph, r = _run("bert-base", seq=SEQ)
    _check_bookkeeping(graph, r)
    kinds = _kinds(r)
    assert kinds["attention"] == kinds["ffn"] == layers
    assert kinds["layernorm"] == 2 * layers + 1
    assert kinds["gemm"] >= 4 * layers  # q, k, v, o (+ pooler)
    (att,) = _tasks(r, "attention")
    assert att.shape["causal"] is False
    (ffn,) = _tasks(r, "ffn")
    assert (ffn.shape["activation"], ffn.shape["gated"]) == ("gelu", False)
    (ln,) = _tasks(r, "layernorm")
    assert ln.shape == {"rows": SEQ, "hidden": cfg["hidden"]}


def test_json_document_matches_design():
    graph, r = _run("tiny-qwen2")
    doc = r.to_json("tiny-qwen2")
    assert set(doc) == {"model", "tasks", "unmatched"} and doc["model"] == "tiny-qwen2"
    for t in doc["tasks"]:
        assert set(t) == {"key", "kind", "shape", "dtype", "weight", "nodes"}
        assert t["key"].startswith(f"{t['kind']}|{t['dtype']}|")
    assert all(isinstance(v, int) and v > 0 for v in doc["unmatched"].values())
