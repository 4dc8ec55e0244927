"""The graph pass on graphs torch's own exporter wrote from HuggingFace model code.

Expected counts and shapes come from tests/fixtures/hf_fixtures.json (the HF config numbers
recorded at export time), never from a run of the pass.
"""
import json
import os
from collections import Counter

import pytest

from aoe_pass.graph_pass import extract
from ge_bridge.load import load_graph
from tests.conftest import FIXTURES

_META = os.path.join(FIXTURES, "hf_fixtures.json")
_DOC = json.load(open(_META)) if os.path.exists(_META) else {"fixtures": {}}
_ACT = {"gelu_erf": "gelu", "gelu": "gelu", "gelu_tanh": "gelu_tanh", "silu": "silu",
        "relu": "relu"}
DIMS = {"batch": 2, "seq": 8, "past": 5}


def _fixture(name):
    fx = _DOC["fixtures"].get(name)
    path = os.path.join(FIXTURES, fx["file"]) if fx else ""
    if not fx or not os.path.exists(path):
        pytest.fail(f"fixture {name} missing from tests/fixtures")
    names = {d for inp in fx["inputs"] for d in inp["symbolic"].values()}
    dims = {k: v for k, v in DIMS.items() if k in names}
    if fx["kind"] == "prefill_meta":
        dims = {"batch": 1, "seq": 2048}
    return fx, load_graph(path, dims), dims


@pytest.mark.parametrize("name", sorted(_DOC["fixtures"]))
def test_hf_fixture(name):
    fx, graph, dims = _fixture(name)
    cfg = fx["config"]
    r = extract(graph)
    counts = Counter(i.kind for i in r.instances)
    expected = {k: v for k, v in fx["expected_instances"].items() if k != "matmul_or_gemm_nodes"}
    assert dict(counts) == expected
    assert sum(t.weight for t in r.tasks) == len(r.instances)
    decode = fx["kind"] == "decode"
    seq_q = 1 if decode else dims["seq"]
    seq_kv = dims["past"] + 1 if decode else dims["seq"]
    tokens = dims["batch"] * seq_q
    (att,) = [t for t in r.tasks if t.kind == "attention"]
    assert att.shape == {"batch": dims["batch"], "q_heads": cfg["heads"],
                         "kv_heads": cfg["kv_heads"], "seq_q": seq_q, "seq_kv": seq_kv,
                         "head_dim": cfg["head_dim"], "causal": cfg["causal"] and seq_q > 1}
    (ffn,) = [t for t in r.tasks if t.kind == "ffn"]
    assert ffn.shape == {"tokens": tokens, "hidden": cfg["hidden"],
                         "intermediate": cfg["intermediate"],
                         "activation": _ACT[cfg["activation"]], "gated": cfg["gated"]}
    (norm,) = [t for t in r.tasks if t.kind == cfg["norm"]]
    assert norm.shape == {"rows": tokens, "hidden": cfg["hidden"]}
    gemms = [t for t in r.tasks if t.kind == "gemm"]
    assert all(t.shape["m"] == tokens for t in gemms)
    if cfg["causal"] and fx["kind"] != "decode":  # causal LMs end in an lm_head
        assert any(t.shape["n"] == cfg["vocab"] for t in gemms)
    if cfg["qkv_bias"] and not cfg["fused_qkv"]:
        # (GPT-2's Conv1D exports as a Gemm without C: its zero bias is gone from the graph)
        assert any(t.shape["bias"] for t in gemms)
    matmuls = sum(1 for n in graph.nodes if n.op_type in ("MatMul", "Gemm"))
    assert matmuls == fx["expected_instances"]["matmul_or_gemm_nodes"]
    assert "Softmax" not in r.unmatched and "Sigmoid" not in r.unmatched
