"""The graph pass on Ascend GE graph dumps (built by tests/ge_dump_maker.py from DESIGN.md)."""
from collections import Counter

from aoe_pass.cli import main
from aoe_pass.graph_pass import extract
from ge_bridge.load import load_graph
from tests.ge_dump_maker import decoder_dump, eager_decoder_dump, write_dump

ARCH = {"layers": 3, "batch": 2, "seq": 32, "hidden": 128, "heads": 4, "kv_heads": 2,
        "inter": 192, "vocab": 300}


def _by_kind(result, kind):
    return [t for t in result.tasks if t.kind == kind]


def test_fused_ge_decoder():
    a = ARCH
    r = extract(load_graph(decoder_dump(**a), {}))
    tokens, hd = a["batch"] * a["seq"], a["hidden"] // a["heads"]
    assert Counter(i.kind for i in r.instances) == {
        "rmsnorm": 2 * a["layers"] + 1, "attention": a["layers"], "ffn": a["layers"],
        "gemm": 4 * a["layers"] + 1}
    (att,) = _by_kind(r, "attention")
    assert att.shape == {"batch": a["batch"], "q_heads": a["heads"], "kv_heads": a["kv_heads"],
                         "seq_q": a["seq"], "seq_kv": a["seq"], "head_dim": hd,
                         "causal": True}  # next_tockens = 0: no query sees a later key
    assert att.nodes[0] == "layer0_attention"
    (ffn,) = _by_kind(r, "ffn")  # MatMulV2 [h, 2*inter] -> SwiGlu -> MatMulV2
    assert ffn.shape == {"tokens": tokens, "hidden": a["hidden"], "intermediate": a["inter"],
                         "activation": "silu", "gated": True}
    assert set(ffn.nodes) == {f"layer{i}_{n}" for i in range(a["layers"])
                              for n in ("gate_up_proj", "swiglu", "down_proj")}
    (norm,) = _by_kind(r, "rmsnorm")
    assert norm.shape == {"rows": tokens, "hidden": a["hidden"]}
    gemm = {t.nodes[0].split("_", 1)[-1]: t for t in _by_kind(r, "gemm")}
    k = gemm["k_proj"].shape  # weight stored [kvh, hidden] with transpose_x2
    assert (k["m"], k["n"], k["k"], k["trans_b"]) == (tokens, a["kv_heads"] * hd, a["hidden"],
                                                      True)
    head = [t for t in _by_kind(r, "gemm") if t.nodes == ["lm_head"]][0].shape
    assert (head["m"], head["n"], head["batch"], head["trans_b"]) == (tokens, a["vocab"], 1, True)


def test_eager_ge_decoder():
    a = dict(layers=2, batch=1, seq=16, hidden=64, heads=4, inter=96)
    r = extract(load_graph(eager_decoder_dump(**a), {}))
    assert Counter(i.kind for i in r.instances) == {
        "rmsnorm": a["layers"], "attention": a["layers"], "ffn": a["layers"],
        "gemm": 4 * a["layers"]}
    (att,) = _by_kind(r, "attention")  # BatchMatMulV2 adj_x2 -> Muls -> Add -> SoftmaxV2
    assert att.shape == {"batch": 1, "q_heads": 4, "kv_heads": 4, "seq_q": 16, "seq_kv": 16,
                         "head_dim": 16, "causal": False}  # mask is a graph input: unknown
    assert set(att.nodes) == {f"layer{i}_{n}" for i in range(2)
                              for n in ("qk", "scale", "mask", "softmax", "pv")}
    (norm,) = _by_kind(r, "rmsnorm")  # Mul(x,x) ReduceMeanD Adds Rsqrt Mul Mul(gamma)
    assert norm.shape == {"rows": 16, "hidden": 64}
    assert "layer0_norm_gamma" in norm.nodes
    (ffn,) = _by_kind(r, "ffn")  # Swish
    assert (ffn.shape["activation"], ffn.shape["gated"], ffn.shape["intermediate"]) == \
        ("silu", True, 96)
    assert r.unmatched == {"Add": 2 * a["layers"]}  # the residual adds


def test_cli_reads_a_dump_file(tmp_path, capsys):
    path = write_dump(decoder_dump(layers=1, seq=16, hidden=64, heads=2, kv_heads=1, inter=64,
                                   vocab=50), str(tmp_path))
    assert main(["tasks", path, "--json"]) == 0
    import json
    doc = json.loads(capsys.readouterr().out)
    assert doc["model"].startswith("ge_onnx_")
    assert {t["kind"] for t in doc["tasks"]} == {"rmsnorm", "attention", "ffn", "gemm"}
