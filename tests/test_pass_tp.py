"""Tensor-parallel per-device shapes: roles read from the graph, sizes from arch_config."""
import math

import pytest

from aoe_pass.graph_pass import extract
from aoe_pass.modelref import open_model
from ge_bridge.errors import AoeError
from models.registry import arch_config


def _pair(name, n, **dims):
    graph, _ = open_model(name, {"seq": 32, **dims})
    return extract(graph), extract(graph, tensor_parallel=n)


def _roles(result):
    return {inst.role for inst in result.instances if inst.kind == "gemm"}


@pytest.mark.parametrize("name,n", [("qwen2.5-7b", 4), ("llama3-8b", 8), ("llama3-8b", 16)])
def test_llama_family(name, n):
    cfg = arch_config(name)
    hd, hidden = cfg["head_dim"], cfg["hidden"]
    kv_local = cfg["kv_heads"] // n if cfg["kv_heads"] % n == 0 else 1
    full, tp = _pair(name, n)
    assert [i.nodes for i in full.instances] == [i.nodes for i in tp.instances]
    assert _roles(tp) == {"q", "kv", "o", "lm_head"}
    for a, b in zip(full.instances, tp.instances):
        s, t = a.shape, b.shape
        if a.kind == "attention":
            assert (t["q_heads"], t["kv_heads"]) == (cfg["heads"] // n, kv_local)
        elif a.kind == "ffn":
            assert t["intermediate"] == cfg["intermediate"] // n
        elif a.kind in ("rmsnorm", "layernorm"):
            assert t == s
        elif a.role == "q":
            assert (t["n"], t["k"]) == (cfg["heads"] // n * hd, hidden)
        elif a.role == "kv":
            assert (t["n"], t["k"]) == (kv_local * hd, hidden)
        elif a.role == "o":
            assert (t["n"], t["k"]) == (hidden, cfg["heads"] // n * hd)
        elif a.role == "lm_head":
            assert t["n"] == math.ceil(cfg["vocab"] / n)
    assert sum(t.weight for t in tp.tasks) == sum(t.weight for t in full.tasks)


def test_gpt2_packed_qkv_and_padded_vocab():
    cfg = arch_config("gpt2")
    full, tp = _pair("gpt2", 2)
    assert _roles(tp) == {"qkv", "o", "lm_head"}
    by_role = {i.role: i.shape for i in tp.instances if i.kind == "gemm"}
    assert by_role["qkv"]["n"] == 3 * cfg["hidden"] // 2
    assert by_role["o"]["k"] == cfg["hidden"] // 2
    assert by_role["lm_head"]["n"] == math.ceil(cfg["vocab"] / 2)  # 50257 is odd: padded


def test_bert_pooler_is_replicated():
    full, tp = _pair("bert-base", 4)
    pooled = [(a.shape, b.shape) for a, b in zip(full.instances, tp.instances)
              if a.kind == "gemm" and not a.role]
    assert pooled and all(s == t for s, t in pooled)


@pytest.mark.parametrize("name,n,what", [("qwen2.5-7b", 8, "q_heads 28"),
                                         ("qwen2.5-7b", 7, "kv_heads 4"),
                                         ("gpt2", 5, "q_heads 12")])
def test_indivisible_is_a_user_error(name, n, what):
    graph, _ = open_model(name, {"seq": 16})
    with pytest.raises(AoeError, match=what):
        extract(graph, tensor_parallel=n)


def test_zero_is_rejected():
    graph, _ = open_model("tiny-llama", {})
    with pytest.raises(AoeError, match="tensor-parallel"):
        extract(graph, tensor_parallel=0)
