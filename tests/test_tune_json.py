"""tune --json PATH: the results document (AOE's result fields) a CI job reads."""
import json

import pytest

from aoe_pass.cli import main
from aoe_pass.tuning.trial_log import read_trials
from ge_bridge.cache import load_cache


def _tasks(model, capsys, *dims):
    assert main(["tasks", model, "--json", *dims]) == 0
    return json.loads(capsys.readouterr().out)


def test_json_result_matches_the_cache_the_log_and_the_model(tmp_path, capsys):
    cache, log, out = tmp_path / "c.json", tmp_path / "c.json.trials.jsonl", tmp_path / "r.json"
    assert main(["tune", "qwen2.5-7b-decode", "--cache", str(cache), "--no-progress",
                 "--max-trials-per-task", "8", "--json", str(out)]) == 0
    capsys.readouterr()
    doc = json.loads(out.read_text())
    weights = {t["key"]: t["weight"] for t in _tasks("qwen2.5-7b-decode", capsys)["tasks"]}
    entries = load_cache(cache).entries
    assert (doc["format"], doc["backend"], doc["figures"], doc["target"]) == \
        ("aoe-tune-result", "sim", "modelled", "ascend910b")
    assert {o["op_name"] for o in doc["operators"]} == set(weights) == set(entries)
    for o in doc["operators"]:
        e = entries[o["op_name"]]
        assert o["instances"] == weights[o["op_name"]]
        assert o["performance_before_tune(us)"] == e["default_cost"]
        assert o["performance_after_tune(us)"] == e["cost"] and o["tiling"] == e["tiling"]
        before, after = e["default_cost"], e["cost"]
        assert o["performance_improvement(%)"] == pytest.approx((before / after - 1) * 100, abs=1e-3)
        assert o["trials"] == 8 and 1 <= o["trials_to_best"] <= 8
    base = sum(weights[k] * e["default_cost"] for k, e in entries.items()) / 1e3
    tuned = sum(weights[k] * e["cost"] for k, e in entries.items()) / 1e3
    assert doc["model_baseline_performance(ms)"] == pytest.approx(base, rel=1e-6)
    assert doc["model_result_performance(ms)"] == pytest.approx(tuned, rel=1e-6)
    assert doc["trials"]["measured"] == len(read_trials(log)) == doc["trials"]["total"]
    assert doc["stop_reason"] == "every task reached --max-trials-per-task (8)"


def test_json_of_a_measured_profile_sweep(tmp_path, capsys):
    out = tmp_path / "r.json"
    assert main(["tune", "tiny-llama", "--cache", str(tmp_path / "c.json"), "--no-progress",
                 "--backend", "command", "--run-cmd", "echo 5 us", "--dim", "seq=16,32",
                 "--max-trials-per-task", "1", "--json", str(out)]) == 0
    capsys.readouterr()
    doc = json.loads(out.read_text())
    assert (doc["backend"], doc["figures"]) == ("command", "measured")
    assert [p["dims"]["seq"] for p in doc["profiles"]] == [16, 32]
    for p in doc["profiles"]:  # every op ran 5 us before and after: each profile's instances x 5
        weights = _tasks("tiny-llama", capsys, "--dim", f"seq={p['dims']['seq']}")["tasks"]
        total = sum(t["weight"] for t in weights) * 5 / 1e3
        assert p["model_baseline_performance(ms)"] == pytest.approx(total)
        assert p["model_performance_improvement(%)"] == 0


def test_an_unwritable_json_path_fails_before_tuning(tmp_path, capsys):
    cache = tmp_path / "c.json"
    rc = main(["tune", "tiny-llama", "--cache", str(cache), "--no-progress",
               "--json", str(tmp_path / "missing" / "r.json")])
    assert rc == 2 and "--json result file" in capsys.readouterr().err
    assert not cache.exists()
