"""An output path that is one of the run's own inputs or logs is refused before any work, in one
line (exit 2), and the file it names is left byte for byte as it was."""
import os
import shutil

import pytest

from aoe_pass.cli import main

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GPT2 = os.path.join(ROOT, "tests", "fixtures", "hf_gpt2.onnx")
TUNE = ["tune", "tiny-llama", "--trials", "12", "--no-progress"]


def _refused(argv, capsys, victim, needle):
    before = victim.read_bytes() if victim.exists() else None
    assert main(argv) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("aoe_tune: error: ") and needle in err[0], err
    assert (victim.read_bytes() if victim.exists() else None) == before


@pytest.fixture
def tuned(tmp_path, capsys):
    """A cache and its default trial log from a real (short) run."""
    cache = tmp_path / "x.json"
    assert main([*TUNE, "--cache", str(cache)]) == 0
    capsys.readouterr()
    return cache, tmp_path / "x.json.trials.jsonl"


def test_tune_json_is_not_the_cache(tuned, capsys):
    cache, _ = tuned
    _refused([*TUNE, "--cache", str(cache), "--json", str(cache)], capsys, cache, "--cache")


def test_tune_json_is_not_the_default_trial_log(tuned, capsys):
    cache, log = tuned
    _refused([*TUNE, "--cache", str(cache), "--json", str(log)], capsys, log, "trial log")


def test_tune_json_is_not_an_explicit_log(tmp_path, capsys):
    log = tmp_path / "r.json"
    _refused([*TUNE, "--cache", str(tmp_path / "c.json"), "--log", str(log), "--json", str(log)],
             capsys, log, "trial log")
    assert not (tmp_path / "c.json").exists()  # refused before tuning


def test_tune_json_is_not_the_input_model(tmp_path, capsys):
    model = tmp_path / "m.onnx"
    shutil.copy(GPT2, model)
    _refused(["tune", str(model), "--trials", "4", "--no-progress", "--cache",
              str(tmp_path / "c.json"), "--json", str(model)], capsys, model, "model")


def test_tune_json_is_not_another_runs_trial_log(tuned, capsys, tmp_path):
    _, log = tuned
    _refused([*TUNE, "--cache", str(tmp_path / "other.json"), "--json", str(log)], capsys, log,
             "existing trial log")


def test_compile_output_is_not_the_default_trial_log(tuned, capsys):
    cache, log = tuned
    _refused(["compile", "tiny-llama", "--cache", str(cache), "-o", str(log)], capsys, log,
              "trial log")


def test_compile_output_is_not_an_existing_trial_log(tuned, capsys, tmp_path):
    cache, log = tuned
    moved = tmp_path / "kept.jsonl"
    log.rename(moved)
    _refused(["compile", "tiny-llama", "--cache", str(cache), "-o", str(moved)], capsys, moved,
             "existing trial log")


def test_report_output_is_not_the_log_or_the_cache(tuned, capsys, tmp_path):
    cache, log = tuned
    _refused(["report", str(cache), "-o", str(log)], capsys, log, "--log")
    _refused(["report", str(cache), "-o", str(cache)], capsys, cache, "cache")
    moved = tmp_path / "kept.jsonl"
    shutil.copy(log, moved)
    _refused(["report", str(cache), "-o", str(moved)], capsys, moved, "existing trial log")
