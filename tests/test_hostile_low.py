"""Regression tests of the issue's Medium and Low items, each with its specific answer."""
import errno
import json
import os

import numpy as np
import onnx
from hostile_util import run_case
from onnx import TensorProto, helper
from test_cli_errors import mlp

from aoe_pass.backends import command as command_mod
from ge_bridge.cache import load_cache


def last_error(capsys_err: str) -> str:
    return [ln for ln in capsys_err.splitlines() if ln.strip()][-1]


def test_string_constraints_from_a_config_file_are_applied(tmp_path, capsys):
    cfg = tmp_path / "c.json"
    cfg.write_text(json.dumps({"constraints": ["pipeline == 'double_buffer'"]}))
    cache = tmp_path / "cache.json"
    assert run_case("string constraint", ["tune", "tiny-llama", "--config", cfg, "--cache", cache,
                                          "--trials", "12", "--no-progress"], capsys) == 0
    tilings = [e["tiling"] for e in load_cache(cache).entries.values()]
    assert tilings and all(t["pipeline"] == "double_buffer" for t in tilings)


def test_an_unknown_config_backend_is_named_as_such(tmp_path, capsys):
    cfg = tmp_path / "c.json"
    cfg.write_text('{"backend": "npu"}')
    from aoe_pass.cli import main

    assert main(["tune", "tiny-llama", "--config", str(cfg), "--cache", str(tmp_path / "x.json")]) == 2
    err = last_error(capsys.readouterr().err)
    assert "'backend' must be one of sim, cpu, command" in err and "run-cmd" not in err


def test_devices_and_fifos_are_refused_as_caches_and_outputs(tmp_path, capsys):
    model = mlp(str(tmp_path / "m.onnx"))
    fifo = str(tmp_path / "f")
    os.mkfifo(fifo)
    for cache in ("/dev/zero", "/dev/urandom", fifo):
        assert run_case(f"cache {cache}", ["compile", model, "--dim", "tokens=16", "--cache", cache,
                                           "-o", tmp_path / "o.onnx"], capsys) == 2
        assert run_case(f"log {cache}", ["tune", model, "--dim", "tokens=16", "--cache",
                                         tmp_path / "c.json", "--log", cache, "--trials", "2",
                                         "--no-progress"], capsys) == 2
    assert run_case("report -o a FIFO", ["report", "nothing.json", "-o", fifo], capsys) == 2
    assert os.path.exists("/dev/null") and not os.path.isfile("/dev/null")


def test_run_refuses_what_it_cannot_feed(tmp_path, capsys):
    """A compiled model whose input is then made a sequence, a 2^40 or a negative dim; and an
    unknown --dim, which used to be ignored silently."""
    from aoe_pass.cli import main

    model = mlp(str(tmp_path / "m.onnx"))
    cache = tmp_path / "c.json"
    compiled = str(tmp_path / "m.aoe.onnx")
    assert run_case("tune", ["tune", model, "--dim", "tokens=16", "--cache", cache, "--trials", "2",
                             "--no-progress"], capsys) == 0
    assert run_case("compile", ["compile", model, "--dim", "tokens=16", "--cache", cache, "-o",
                                compiled], capsys) == 0

    def variant(label, edit):
        m = onnx.load(compiled)
        edit(m.graph.input[0])
        path = str(tmp_path / f"{label}.onnx")
        onnx.save(m, path)
        return path

    def dims(*values):
        def edit(vi):
            for d, v in zip(vi.type.tensor_type.shape.dim, values):
                d.Clear()
                d.dim_value = v
        return edit

    cases = {
        "sequence": (variant("seq", lambda vi: vi.type.CopyFrom(
            helper.make_sequence_type_proto(helper.make_tensor_type_proto(TensorProto.FLOAT, None)))),
            [], "not a tensor"),
        "2^40 dim": (variant("big", dims(2**40, 32)), [], "too large"),
        "negative dim": (variant("neg", dims(-3, 32)), [], "negative"),
        "unknown --dim": (compiled, ["--dim", "tokens=16", "--dim", "tokenz=3"], "tokenz"),
    }
    for label, (path, extra, needle) in cases.items():
        assert run_case(f"run {label}", ["run", path, *extra], capsys) == 2
        main(["run", path, *extra])
        assert needle in last_error(capsys.readouterr().err), label


def test_enospc_in_the_single_op_work_dir_is_one_line(tmp_path, capsys, monkeypatch):
    def full(path, mode="r", *a, **kw):
        if "w" in mode and str(path).endswith(".c"):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return open(path, mode, *a, **kw)

    monkeypatch.setattr(command_mod, "open", full, raising=False)
    src = tmp_path / "k.c"
    src.write_text("#define TILE_M 16\n")
    cfg = tmp_path / "c.json"
    cfg.write_text('{"search_space": {"tile_m": [16, 32]}, "trials": 2}')
    work = tmp_path / "w"
    assert run_case("ENOSPC", ["--config", cfg, "--op-source", src, "--output", tmp_path / "o.c",
                               "--build-cmd", "", "--run-cmd", "echo 1", "--workdir", work,
                               "--quiet"], capsys) == 2
    assert os.listdir(work) == []  # the half-made candidate directory is gone


def test_gather_on_a_scalar_in_a_ge_dump_is_not_a_crash(tmp_path, capsys):
    """GatherV2 whose params are a scalar and whose output desc is dynamic: the shape is
    unresolved (an error line or a note), not a ZeroDivisionError."""
    from ge_dump_maker import GeDumpBuilder, write_dump

    b = GeDumpBuilder()
    x = b.data("x", (), "DT_FLOAT16")
    idx = b.data("i", (4,), "DT_INT32", index=1)
    (g,) = b.op("GatherV2", "g", [x, idx], [((-1,), "DT_FLOAT16")])
    b.net_output([g])
    run_case("GatherV2 on a scalar", ["tasks", write_dump(b, str(tmp_path))], capsys)


def test_a_hostile_shape_in_the_model_is_refused_early(tmp_path, capsys):
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, ["tokens", 32])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, None)
    w = helper.make_tensor("w", TensorProto.FLOAT, [32, 16], np.zeros(512, np.float32))
    w.dims[:] = [32, 2**62]
    g = helper.make_graph([helper.make_node("MatMul", ["x", "w"], ["y"], name="mm")], "g", [x], [y], [w])
    path = str(tmp_path / "big.onnx")
    onnx.save(helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)]), path)
    from aoe_pass.cli import main

    assert main(["tasks", path, "--dim", "tokens=16"]) == 2
    assert "initializer 'w' has dims" in last_error(capsys.readouterr().err)
