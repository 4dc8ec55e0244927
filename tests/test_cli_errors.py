"""User errors found in review: each is one `aoe_tune: error:` line and exit code 2."""
import os
import subprocess
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper

from aoe_pass.cli import main
from ge_bridge.cache import load_cache

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def cli(capsys, *argv):
    code = main(list(argv))
    err = capsys.readouterr().err.strip().splitlines()
    return code, err


def one_line_error(capsys, *argv, needle=""):
    code, err = cli(capsys, *argv)
    assert code == 2 and len(err) == 1 and err[0].startswith("aoe_tune: error:"), (argv, err)
    assert needle in err[0], err[0]
    return err[0]


def mlp(path):
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, ["tokens", 32])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, ["tokens", 16])
    w = helper.make_tensor("w", TensorProto.FLOAT, [32, 16], np.zeros(512, np.float32))
    g = helper.make_graph([helper.make_node("MatMul", ["x", "w"], ["y"], name="mm")], "g", [x], [y], [w])
    onnx.save(helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)]), path)
    return path


def test_mistyped_and_absurd_dims(capsys, tmp_path):
    one_line_error(capsys, "tasks", "tiny-llama", "--dim", "sq=64", needle="did you mean 'seq'")
    one_line_error(capsys, "tasks", "gpt2", "--dim", "seq=99999999999999999999", needle="larger than")


def test_workers_are_bounded(capsys, tmp_path):
    for n in ("0", "100000"):
        one_line_error(capsys, "tune", "tiny-llama", "--cache", str(tmp_path / "c.json"), "--workers", n)


def test_target_throughput_needs_tokens(capsys, tmp_path):
    model = mlp(str(tmp_path / "mlp.onnx"))
    one_line_error(capsys, "tune", model, "--dim", "tokens=64", "--cache", str(tmp_path / "c.json"),
                   "--target-throughput", "1e12", needle="tokens per pass")


def test_grid_strategy_walks_the_hand_tuning_grid(capsys, tmp_path):
    cache = tmp_path / "c.json"
    code, err = cli(capsys, "tune", "tiny-llama", "--cache", str(cache), "--strategy", "grid",
                    "--trials", "30", "--no-progress")
    assert code == 0, err
    assert len(load_cache(cache)) == 6


def test_measured_and_modelled_costs_do_not_mix(capsys, tmp_path):
    cache = tmp_path / "c.json"
    assert cli(capsys, "tune", "tiny-llama", "--cache", str(cache), "--trials", "12",
               "--strategy", "random", "--no-progress")[0] == 0
    before = cache.read_text()
    one_line_error(capsys, "tune", "tiny-llama", "--cache", str(cache), "--backend", "command",
                   "--run-cmd", "echo 5", "--trials", "12", needle="not comparable")
    assert cache.read_text() == before


def test_single_op_options_in_any_order(capsys, tmp_path):
    ex = os.path.join(ROOT, "aoe_pass", "examples")
    out = tmp_path / "best.c"
    code, err = cli(capsys, "--op-source", os.path.join(ex, "gemm_kernel.c"), "--config",
                    os.path.join(ex, "aoe_config.json"), "--output", str(out), "--trials", "2")
    assert code == 0, err
    assert "TILE_M" in out.read_text()


def test_output_piped_into_head_is_not_a_traceback():
    r = subprocess.run(f"{sys.executable} -m aoe_pass tasks gpt2 | head -1", shell=True, cwd=ROOT,
                       capture_output=True, text=True, timeout=120)
    assert r.stdout.startswith("model gpt2") and "Traceback" not in r.stderr


def test_dim_that_matches_nothing_in_a_ge_dump(capsys, tmp_path):
    sys.path.insert(0, os.path.join(ROOT, "tests"))
    from ge_dump_maker import decoder_dump, write_dump

    path = write_dump(decoder_dump(), str(tmp_path))
    one_line_error(capsys, "tasks", path, "--dim", "seq=5", needle="--dim seq matches no dim of a GE Data node")
