"""export-bank and compile judge a cache's content: no path escapes --out (High 1), no tiling
that overflows or is unaligned reaches a bank or a compiled model (Medium 8)."""
import os

import pytest
from hostile_util import TARGET, aoe, assert_one_line_error, gemm_entry, run_case, write_cache


def files_under(root):
    return sorted(os.path.relpath(os.path.join(d, f), root) for d, _, fs in os.walk(root) for f in fs)


@pytest.mark.parametrize("soc", ["../../escaped", "/tmp/aoe-abs-soc"])
def test_export_bank_confines_a_hostile_soc(tmp_path, soc):
    """The real CLI, in a process of its own: nothing is written inside or outside --out."""
    k, e = gemm_entry()
    cache = write_cache(tmp_path / "c.json", {k: e}, dict(TARGET, soc=soc))
    work = tmp_path / "work"
    out = work / "out"
    out.mkdir(parents=True)
    res = aoe("export-bank", cache, "--out", out)
    assert_one_line_error(res, "soc")
    assert files_under(work) == []
    assert not os.path.exists("/tmp/aoe-abs-soc")


def test_export_bank_refuses_every_other_hostile_soc_and_core_count(tmp_path, capsys):
    k, e = gemm_entry()
    work = tmp_path / "work"
    (work / "out").mkdir(parents=True)
    targets = [dict(TARGET, soc=s) for s in ("a/b", "..", ".", "", "x\x00y", "Ascend910B3/../../up",
                                             "-rf", 7, None, ["a"], "A" * 65)]
    targets += [dict(TARGET, cube_cores=c) for c in ("20/../..", -1, 0, 1.5, True, 10 ** 9)]
    for i, target in enumerate(targets):
        cache = write_cache(tmp_path / f"c{i}.json", {k: e}, target)
        assert run_case(f"soc {target}", ["export-bank", cache, "--out", work / "out"], capsys) == 2
    assert files_under(work) == []


def test_export_bank_writes_a_plain_soc_inside_out(tmp_path):
    k, e = gemm_entry()
    cache = write_cache(tmp_path / "c.json", {k: e}, dict(TARGET, soc="Ascend910B4"))
    res = aoe("export-bank", cache, "--out", tmp_path / "out")
    assert res.returncode == 0, res.stderr
    assert files_under(tmp_path / "out") == [os.path.join(
        "Ascend910B4", "unified_bank", "Ascend910B4_20_AiCore_MatMulV2_runtime_kb.json")]


def test_export_bank_refuses_tilings_the_chip_cannot_run(tmp_path, capsys):
    from aoe_pass.cli import main

    for i, (tiling, needle) in enumerate([
        ({"tile_m": 17}, "tile_m"),  # unaligned baseM
        ({"tile_m": 256, "tile_k": 256, "pipeline": "double_buffer"}, "L0A buffer overflow"),
        ({"tile_m": 256, "tile_n": 256}, "L0C buffer overflow"),
        ({"tile_m": "128"}, "tile_m"),
        ({"l1_prefetch": 1}, "l1_prefetch"),
    ]):
        k, e = gemm_entry(**tiling)
        cache = write_cache(tmp_path / f"c{i}.json", {k: e})
        assert run_case(f"tiling {tiling}", ["export-bank", cache, "--out", tmp_path / "out"], capsys) == 2
        main(["export-bank", cache, "--out", str(tmp_path / "out")])
        assert needle in capsys.readouterr().err
    assert not (tmp_path / "out").exists() or files_under(tmp_path / "out") == []


def test_compile_checks_a_foreign_target_against_its_recorded_buffers(tmp_path):
    """A cache for a target that is not built in: its own recorded L0A size judges its
    tilings, so an overflowing one is not stamped as a hit."""
    import numpy as np
    import onnx
    from hostile_util import ROOT  # noqa: F401 - the model is built from onnx below
    from onnx import TensorProto, helper

    x = helper.make_tensor_value_info("x", TensorProto.FLOAT16, [64, 64])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT16, [64, 64])
    w = helper.make_tensor("w", TensorProto.FLOAT16, [64, 64], np.zeros(4096, np.float16).view(np.uint16))
    g = helper.make_graph([helper.make_node("MatMul", ["x", "w"], ["y"], name="mm")], "g", [x], [y], [w])
    model = str(tmp_path / "m.onnx")
    onnx.save(helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)]), model)
    # 128 x 128 fp16 = 32 KB of L0A: fits the 910B's 64 KB, not this target's 16 KB
    k, e = gemm_entry(tile_m=128, tile_k=128, tile_n=64)
    small = {"name": "tinycore", "l0a_bytes": 16384, "l0b_bytes": 65536, "l0c_bytes": 131072}
    cache = write_cache(tmp_path / "c.json", {k: e}, small)
    res = aoe("compile", model, "--cache", cache, "-o", tmp_path / "out.onnx")
    assert res.returncode == 0, res.stderr
    assert "0 hit" in res.stdout and "L0A buffer overflow" in res.stdout, res.stdout
    # the same tiling under the target's real size (64 KB) is a hit
    cache = write_cache(tmp_path / "c2.json", {k: e}, dict(small, l0a_bytes=65536))
    res = aoe("compile", model, "--cache", cache, "-o", tmp_path / "out2.onnx")
    assert res.returncode == 0 and "1 hit" in res.stdout, res.stdout + res.stderr
    bad = write_cache(tmp_path / "c3.json", {k: e}, dict(small, l0a_bytes="lots"))
    assert_one_line_error(aoe("compile", model, "--cache", bad, "-o", tmp_path / "o3.onnx"), "l0a_bytes")
