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
    # nothing that computes attention or an FFN activation is left behind
    for op in ("Softmax", "ms:FusedMatMul", "MatMul", "ms:MatMulNBits"):
        assert op not in result.unmatched


def test_corpus_files_and_records_agree():
    on_disk = {f for f in os.listdir(os.path.join(FIXTURES, "producers")) if f.endswith(".onnx")}
    recorded = {os.path.basename(fx["file"]) for fx in _DOC["fixtures"].values()}
    assert on_disk == recorded and len(recorded) >= 30
