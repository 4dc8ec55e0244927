import pytest

from aoe_pass.tuning.trial_log import Trial, TrialLog, read_trials
from ge_bridge.errors import AoeError


def test_append_and_read_back(tmp_path):
    path = tmp_path / "t.jsonl"
    with TrialLog(path) as log:
        log.append(Trial(key="k1", config={"a": 1}, status="ok", cost=2.5))
        log.append(Trial(key="k1", config={"a": 2}, status="compile_error", cost=None, error="x"))
    trials = read_trials(path)
    assert [(t.config["a"], t.status, t.cost) for t in trials] == [(1, "ok", 2.5), (2, "compile_error", None)]


def test_torn_last_line_is_skipped_and_next_append_starts_fresh(tmp_path):
    path = tmp_path / "t.jsonl"
    with TrialLog(path) as log:
        log.append(Trial(key="k1", config={"a": 1}, status="ok", cost=2.5))
    with open(path, "a") as f:
        f.write('{"key": "k1", "config": {"a"')  # killed mid-write
    assert len(read_trials(path)) == 1
    with TrialLog(path) as log:
        log.append(Trial(key="k1", config={"a": 3}, status="ok", cost=1.0))
    assert [t.config["a"] for t in read_trials(path)] == [1, 3]


def test_garbage_in_the_middle_is_refused(tmp_path):
    path = tmp_path / "t.jsonl"
    path.write_text("hello\n" + '{"key":"k","config":{},"status":"ok","cost":1}\n')
    with pytest.raises(AoeError, match="line 1"):
        read_trials(path)
