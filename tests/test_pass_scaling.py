"""The pattern matcher's cost grows linearly with the graph, also around a huge fan-out.

An algorithmic property, not a timing: the matcher counts the candidate vertices it examines
(``PassResult.match_visits``); scripts/bench_pass.py prints the wall times.
"""
import numpy as np
import pytest
from onnx import TensorProto, helper

from aoe_pass.graph_pass import extract
from ge_bridge.load import load_graph


def fan_out(n: int, second: str = "Neg"):
    """One MatMul whose output ``n`` branches read, each ``Relu -> second``. With ``Neg`` no
    branch is an FFN, so the shared MatMul stays in the graph the matcher searches and every
    branch's activation sees it: a matcher scanning its consumers once per consumer (a
    neighbourhood ball does) is quadratic here. With ``MatMul`` each branch looks like an FFN."""
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [4, 8])
    w = helper.make_tensor("w", TensorProto.FLOAT, [8, 8], np.zeros(64, np.float32))
    nodes = [helper.make_node("MatMul", ["x", "w"], ["h"], name="fc1")]
    outs = []
    for i in range(n):
        nodes += [helper.make_node("Relu", ["h"], [f"r{i}"], name=f"act{i}"),
                  helper.make_node(second, [f"r{i}"] + (["w"] if second == "MatMul" else []),
                                   [f"y{i}"], name=f"out{i}")]
        outs.append(helper.make_tensor_value_info(f"y{i}", TensorProto.FLOAT, [4, 8]))
    return helper.make_model(helper.make_graph(nodes, "g", [x], outs, [w]),
                             opset_imports=[helper.make_opsetid("", 17)])


def relu_chain(n: int):
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [4, 8])
    w = helper.make_tensor("w", TensorProto.FLOAT, [8, 8], np.zeros(64, np.float32))
    nodes = [helper.make_node("MatMul", ["x", "w"], ["t0"], name="mm")]
    nodes += [helper.make_node("Relu", [f"t{i - 1}"], [f"t{i}"]) for i in range(1, n)]
    y = helper.make_tensor_value_info(f"t{n - 1}", TensorProto.FLOAT, [4, 8])
    return helper.make_model(helper.make_graph(nodes, "g", [x], [y], [w]),
                             opset_imports=[helper.make_opsetid("", 17)])


@pytest.mark.parametrize("build", [fan_out, relu_chain])
def test_match_visits_grow_linearly(build):
    small, large = 250, 1000
    results = [extract(load_graph(build(n), {})) for n in (small, large)]
    visits = [r.match_visits for r in results]
    assert visits[0] > 0
    # 4x the graph, about 4x the work: the work per node stays put (a matcher scanning the
    # shared MatMul's consumers once per consumer would do 4x more per node)
    assert visits[1] / large <= 1.1 * visits[0] / small, visits


def test_fan_out_matches_what_it_should():
    n = 200
    # no branch is an FFN: the one GEMM is the shared MatMul
    assert [i.kind for i in extract(load_graph(fan_out(n), {})).instances] == ["gemm"]
    # Relu -> MatMul branches: the first joins the shared MatMul into an FFN, the rest are GEMMs
    kinds = sorted(i.kind for i in extract(load_graph(fan_out(n, "MatMul"), {})).instances)
    assert kinds == ["ffn"] + ["gemm"] * (n - 1)
