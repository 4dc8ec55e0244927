"""Choosing what to tune: --tasks, AOE's --tune-ops-file, --max-trials-per-task."""
import json

import pytest

from aoe_pass.cli import main
from aoe_pass.tuning.model_tasks import model_tasks
from aoe_pass.tuning.selection import select_tasks
from aoe_pass.tuning.trial_log import read_trials
from ge_bridge.cache import load_cache
from ge_bridge.errors import AoeError

MODEL = "qwen2.5-7b-decode"  # Qwen2.5-7B: hidden 3584, 28 layers, GQA 28/4, q/k/v bias, no o bias


@pytest.fixture(scope="module")
def mt():
    return model_tasks(MODEL)


def test_tasks_by_index_kind_and_key(mt):
    tasks = mt.tasks
    assert select_tasks(tasks, ["3"]) == [tasks[3]]
    gemms = select_tasks(tasks, ["gemm"])
    assert gemms and all(t.kind == "gemm" for t in gemms)
    assert len(gemms) == sum(t.kind == "gemm" for t in tasks)
    both = select_tasks(tasks, [f"{tasks[0].key},ffn", "6"])
    assert [t.key for t in both] == [t.key for i, t in enumerate(tasks)
                                     if i in (0, 6) or t.kind == "ffn"]
    assert select_tasks(tasks, None) == tasks


@pytest.mark.parametrize("spec,msg", [("99", "indexes 0-"), ("layernorm", "no layernorm task"),
                                      ("gem", "did you mean 'gemm'"), (",", "empty list")])
def test_bad_task_specs_are_one_line(mt, spec, msg):
    with pytest.raises(AoeError, match=msg):
        select_tasks(mt.tasks, [spec])


def _ops_file(tmp_path, **doc):
    path = tmp_path / "ops.json"
    path.write_text(json.dumps(doc))
    return str(path)


def test_tune_ops_names_select_the_task_their_node_is_part_of(mt, tmp_path):
    # Node names from the Qwen2 export: the attention-score MatMul, the o_proj and down_proj
    names = ["/model/layers.0/self_attn/MatMul", "/model/layers.5/self_attn/o_proj/MatMul",
             "/model/layers.3/mlp/down_proj/MatMul"]
    chosen = select_tasks(mt.tasks, None, _ops_file(tmp_path, tune_ops_name=names), mt.node_types)
    by_kind = {t.kind: t for t in chosen}
    assert sorted(by_kind) == ["attention", "ffn", "gemm"] and len(chosen) == 3
    assert by_kind["attention"].shape["q_heads"] == 28 and by_kind["attention"].shape["kv_heads"] == 4
    o_proj = by_kind["gemm"].shape
    assert (o_proj["n"], o_proj["k"], o_proj["bias"]) == (3584, 3584, False)


def test_tune_ops_types_map_onnx_ge_and_cann_names_to_kinds(mt, tmp_path):
    for op_type in ("MatMulV2", "MatMul", "gemm"):
        chosen = select_tasks(mt.tasks, None, _ops_file(tmp_path, tune_ops_type=[op_type]), mt.node_types)
        assert {t.kind for t in chosen} == {"gemm"} and len(chosen) == 4  # q, k/v, o, lm_head
    chosen = select_tasks(mt.tasks, None,
                          _ops_file(tmp_path, tune_ops_type=["FlashAttentionScore", "RmsNorm"]),
                          mt.node_types)
    assert sorted(t.kind for t in chosen) == ["attention", "rmsnorm"]


@pytest.mark.parametrize("doc,msg", [
    ({"tune_ops_type": ["LayerNorm"]}, "no layernorm task"),
    ({"tune_ops_type": ["Softmaxx"]}, "not an operator type"),
    ({"tune_ops_name": ["/model/layers.0/self_attn/MatMull"]}, "did you mean"),
    ({"tune_ops_name": ["/model/layers.0/Add"]}, "in no tuning task"),
    ({"tune_op_name": ["x"]}, "did you mean 'tune_ops_name'"),
    ({"tune_ops_name": "x"}, "list of non-empty strings"),
    ({}, "names no op"),
])
def test_bad_tune_ops_files_are_one_line(mt, tmp_path, doc, msg):
    with pytest.raises(AoeError, match=msg):
        select_tasks(mt.tasks, None, _ops_file(tmp_path, **doc), mt.node_types)


def test_tune_with_tasks_and_a_per_task_cap(tmp_path, capsys):
    cache, log = tmp_path / "c.json", tmp_path / "c.json.trials.jsonl"
    ops = _ops_file(tmp_path, tune_ops_type=["RmsNorm"])
    rc = main(["tune", MODEL, "--cache", str(cache), "--no-progress", "--tasks", "6",
               "--tune-ops-file", ops, "--max-trials-per-task", "5"])
    out = capsys.readouterr()
    assert rc == 0, out.err
    entries = load_cache(cache).entries
    assert sorted(e["kind"] for e in entries.values()) == ["gemm", "rmsnorm"]
    assert all(e["trials"] == 5 for e in entries.values())
    trials = read_trials(log)
    assert len(trials) == 10 and {t.key for t in trials} == set(entries)
    assert "every task reached --max-trials-per-task (5)" in out.out
    assert "2 tasks (chosen from 7)" in out.err


def test_tasks_takes_a_kind_in_any_case_and_an_opkey_exactly(tmp_path, capsys):
    """--tasks GEMM / Gemm select what gemm does (tune_ops_type is case-insensitive too); an
    OpKey is matched exactly: upper-cased it names nothing."""
    assert main(["tasks", "tiny-llama", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)["tasks"]
    gemm_keys = {t["key"] for t in listed if t["kind"] == "gemm"}
    assert gemm_keys and len(gemm_keys) < len(listed)
    for spec in ("GEMM", "Gemm"):
        cache = tmp_path / f"{spec}.json"
        rc = main(["tune", "tiny-llama", "--cache", str(cache), "--no-progress", "--tasks", spec,
                   "--max-trials-per-task", "2"])
        err = capsys.readouterr().err
        assert rc == 0, err
        assert set(load_cache(cache).entries) == gemm_keys
    key = sorted(gemm_keys)[0]
    assert main(["tune", "tiny-llama", "--cache", str(tmp_path / "k.json"), "--no-progress",
                 "--tasks", key.upper(), "--max-trials-per-task", "2"]) == 2
    assert "not a task index, kind" in capsys.readouterr().err


def test_a_fifo_or_deeply_nested_tune_ops_file_is_one_line(tmp_path, capsys):
    """A FIFO would block the read forever; 100,000-deep JSON would raise RecursionError."""
    import os

    fifo = tmp_path / "ops.fifo"
    os.mkfifo(fifo)
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    for path, needle in ((fifo, "is a FIFO"), (deep, "nested too deeply")):
        capsys.readouterr()
        assert main(["tune", "tiny-llama", "--cache", str(tmp_path / "c.json"), "--no-progress",
                     "--tune-ops-file", str(path)]) == 2
        err = capsys.readouterr().err.strip().splitlines()
        assert len(err) == 1 and err[0].startswith("aoe_tune: error:") and needle in err[0], err
