"""Pattern machinery and the rarer fused forms (GE flash attention family, GE norms, GE FFN)."""
import pytest

from aoe_pass.graph_pass import extract
from aoe_pass.patterns.base import Pattern, PNode
from ge_bridge.errors import AoeError
from ge_bridge.graph import Graph, Node, TensorInfo
from ge_bridge.load import load_graph
from tests.ge_dump_maker import GeDumpBuilder

F16 = "DT_FLOAT16"


def test_optional_nodes_expand_into_variants():
    p = Pattern("p", {"a": PNode(("MatMul",)), "b": PNode(("Add",), optional=True),
                      "c": PNode(("Relu",), optional=True), "d": PNode(("MatMul",))},
                [("a", "b", 0), ("b", "c", 0), ("c", "d", 0)], anchor="a")
    edges = [sorted(g.edges(data="slot")) for g in p.variants]
    assert len(edges) == 4 and edges[0] == [("a", "b", 0), ("b", "c", 0), ("c", "d", 0)]
    assert edges[-1] == [("a", "d", 0)]  # both bypassed: a feeds d at d's slot
    assert [len(g) for g in p.variants] == [4, 3, 3, 2]


def test_unresolved_shape_names_tensor_and_flag():
    t = {"x": TensorInfo("x", None, "float16"), "w": TensorInfo("w", (8, 4), "float16", True),
         "y": TensorInfo("y", None, "float16")}
    g = Graph("g", [Node("proj", "MatMul", inputs=["x", "w"], outputs=["y"])], t, ["x"], ["y"])
    with pytest.raises(AoeError, match="'x'.*--dim"):
        extract(g)


def _ge_model():
    b = GeDumpBuilder()
    bsz, s, n, kv, d, hid = 2, 16, 8, 2, 32, 256
    x = b.data("x", (bsz, s, hid), F16)
    res = b.data("res", (bsz, s, hid), F16, index=1)
    g = b.const("gamma", (hid,), F16)
    beta = b.const("beta", (hid,), F16)
    h = b.op("AddRmsNorm", "add_rms", [x, res, g], [((bsz, s, hid), F16),
                                                   ((bsz, s, 1), "DT_FLOAT"),
                                                   ((bsz, s, hid), F16)], {"epsilon": 1e-6})[0]
    k = b.data("k", (bsz, s, kv * d), F16, index=2)
    pfa = b.op("PromptFlashAttention", "pfa", [h, k, k], [((bsz, s, hid), F16)],
               {"num_heads": n, "num_key_value_heads": kv, "input_layout": "BSH",
                "sparse_mode": 2})[0]
    q1 = b.data("q1", (bsz, n, 1, d), F16, index=3)
    kc = b.data("kc", (bsz, kv, 100, d), F16, index=4)
    ifa = b.op("IncreFlashAttention", "ifa", [q1, kc, kc], [((bsz, n, 1, d), F16)],
               {"num_heads": n, "num_key_value_heads": kv, "input_layout": "BNSD"})[0]
    ln = b.op("LayerNormV3", "ln", [pfa, g, beta], [((bsz, s, hid), F16)],
              {"begin_norm_axis": 2})[0]
    w1 = b.const("w1", (hid, 512), F16)
    w2 = b.const("w2", (512, hid), F16)
    ffn = b.op("FFN", "ffn", [ln, w1, w2], [((bsz, s, hid), F16)], {"activation": "fastgelu"})[0]
    b.net_output([ffn, ifa])
    return b.model


def test_ge_fused_operators():
    r = extract(load_graph(_ge_model(), {}))
    got = {t.nodes[0]: (t.kind, t.shape) for t in r.tasks}
    assert got["add_rms"] == ("rmsnorm", {"rows": 32, "hidden": 256})
    assert got["ln"] == ("layernorm", {"rows": 32, "hidden": 256})
    assert got["pfa"] == ("attention", {"batch": 2, "q_heads": 8, "kv_heads": 2, "seq_q": 16,
                                        "seq_kv": 16, "head_dim": 32, "causal": True})
    assert got["ifa"] == ("attention", {"batch": 2, "q_heads": 8, "kv_heads": 2, "seq_q": 1,
                                        "seq_kv": 100, "head_dim": 32, "causal": False})
    assert got["ffn"] == ("ffn", {"tokens": 32, "hidden": 256, "intermediate": 512,
                                  "activation": "gelu_tanh", "gated": False})
    assert r.unmatched == {}
