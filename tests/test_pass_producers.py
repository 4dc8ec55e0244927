"""The graph pass on graphs other producers made from the HF fixtures (onnxruntime's session
optimizer, transformer optimizer, fp16 converter, 4-bit MatMulNBits quantizer).

Expected tasks come from the HF config (tests/producer_truth.py), never from a run of the pass.
"""
import json
import os

import pytest

from aoe_pass.graph_pass import extract
from ge_bridge.load import load_graph
from tests.conftest import FIXTURES
from tests.producer_truth import actual_tasks, dims_for, expected_tasks

_META = os.path.join(FIXTURES, "producers.json")
_DOC = json.load(open(_META)) if os.path.exists(_META) else {"fixtures": {}}


@pytest.mark.parametrize("name", sorted(_DOC["fixtures"]))
def test_producer_fixture(name):
    fx = _DOC["fixtures"][name]
    path = os.path.join(FIXTURES, fx["file"])
    graph = load_graph(path, dims_for(fx))
    result = extract(graph)
    expected, actual = expected_tasks(fx), actual_tasks(result.tasks)
    missing, extra = expected - actual, actual - expected
    assert not missing and not extra, f"missing {dict(missing)}; unexpected {dict(extra)}"
    # nothing that computes attention or a projection is left behind: a MatMul may stay
    # unmatched only as a rotary outer product (inv_freq x positions: inner dim 1)
    for op in ("Softmax", "ms:FusedMatMul", "ms:MatMulNBits", "Gemm"):
        assert op not in result.unmatched
    claimed = {i for inst in result.instances for i in inst.nodes}
    for i, node in enumerate(graph.nodes):
        if node.op_type == "MatMul" and i not in claimed:
            assert graph.shape(node.inputs[0])[-1] == 1, node.name


def test_corpus_files_and_records_agree():
    on_disk = {f for f in os.listdir(os.path.join(FIXTURES, "producers")) if f.endswith(".onnx")}
    recorded = {os.path.basename(fx["file"]) for fx in _DOC["fixtures"].values()}
    assert on_disk == recorded and len(recorded) >= 30
