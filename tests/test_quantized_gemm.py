"""Weight-only quantized GEMMs (onnxruntime's 4-bit MatMulNBits): key, sim model, refusals."""
import os
import shutil
import subprocess
import sys

import pytest

from aoe_pass.backends.sim import SimBackend
from ge_bridge.bank_export import bank_record
from ge_bridge.opkey import Task, make_key, parse_key
from ge_bridge.targets import get_target
from tests.conftest import FIXTURES, ROOT

PLAIN = {"m": 16, "n": 4096, "k": 4096, "batch": 1, "trans_a": False, "trans_b": True,
         "bias": False}
INT4 = {**PLAIN, "weight_dtype": "int4", "block_size": 32}
INT4_MODEL = os.path.join(FIXTURES, "producers", "llama__ort_int4.onnx")


def test_plain_gemm_key_is_unchanged():
    # the key every existing cache holds: the quantization fields must not appear in it
    assert make_key("gemm", PLAIN, "float16") == \
        "gemm|float16|m=16,n=4096,k=4096,batch=1,trans_a=0,trans_b=1,bias=0"


def test_quantized_key_round_trips_and_differs():
    key = make_key("gemm", INT4, "float16")
    assert key.endswith(",weight_dtype=int4,block_size=32")
    assert parse_key(key) == ("gemm", INT4, "float16")
    assert key != make_key("gemm", PLAIN, "float16")


@pytest.mark.parametrize("bad", [
    "gemm|float16|m=1,n=2,k=3,batch=1,trans_a=0,trans_b=1,bias=0,weight_dtype=int4",
    "gemm|float16|m=1,n=2,k=3,batch=1,trans_a=0,trans_b=1,bias=0,weight_dtype=fp9,block_size=32",
    "gemm|float16|m=1,n=2,k=3,batch=1,trans_a=0,trans_b=1,bias=0,weight_dtype=int4,block_size=0",
    "ffn|float16|tokens=1,hidden=2,intermediate=3,activation=silu,gated=1,weight_dtype=int4,"
    "block_size=32",
])
def test_malformed_quantized_keys_are_refused(bad):
    with pytest.raises(ValueError):
        parse_key(bad)
    with pytest.raises(ValueError):
        make_key("gemm", {**PLAIN, "weight_dtype": "int4"}, "float16")


def test_sim_moves_a_quarter_of_the_weight_bytes():
    sim = SimBackend()
    plain, int4 = Task("gemm", PLAIN, "float16"), Task("gemm", INT4, "float16")
    # a decode-sized GEMM is bound by reading B: 4-bit weights (+ a 2-byte scale per 32) read
    # 0.5625 of a byte per element instead of 2, and the roofline says so exactly
    assert sim.roofline(int4) < sim.roofline(plain)
    m, n, k = 16, 4096, 4096
    bytes_plain = (m * k + k * n) * 2 + m * n * 2
    bytes_int4 = m * k * 2 + k * n * (0.5 + 2 / 32) + m * n * 2
    assert sim.roofline(int4) / sim.roofline(plain) == pytest.approx(bytes_int4 / bytes_plain)
    assert sim.default_cost(int4) < sim.default_cost(plain)


def test_bank_record_is_the_antiquant_matmul():
    entry = {"kind": "gemm", "shape": INT4, "dtype": "float16",
             "tiling": {"tile_m": 16, "tile_n": 128, "tile_k": 64}}
    op, rec = bank_record(make_key("gemm", INT4, "float16"), entry, get_target("ascend910b"))
    assert op == "WeightQuantBatchMatmulV2"
    assert rec["info_dict"]["dtype_b"] == "DT_INT4"
    assert rec["info_dict"]["antiquant_group_size"] == 32


@pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler")
def test_cpu_backend_refuses_quantized_gemm_in_one_line(tmp_path):
    cache = tmp_path / "t.json"
    res = subprocess.run([sys.executable, "-m", "aoe_pass", "tune", INT4_MODEL, "--dim",
                          "batch=2", "--dim", "seq=8", "--backend", "cpu", "--trials", "10",
                          "--cache", str(cache), "--no-progress"],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert res.returncode == 2
    errors = [ln for ln in res.stderr.splitlines() if ln.startswith("aoe_tune: error:")]
    assert len(errors) == 1 and "weight-only quantized" in errors[0]
    assert "Traceback" not in res.stderr
    assert not cache.exists()


def test_summary_shows_the_weight_dtype():
    from ge_bridge.kinds import shape_text
    assert shape_text(Task("gemm", INT4, "float16")) == "16x4096x4096 Tb Wint4/32"
    assert shape_text(Task("gemm", PLAIN, "float16")) == "16x4096x4096 Tb"


@pytest.mark.parametrize("block_size", [16, 32, 128, 512])
def test_every_searched_tile_k_holds_whole_quantization_blocks(block_size):
    """The 910B target's rule for weight-only quantized GEMMs: a K tile is a whole number of
    quantization blocks (or a whole fraction of one); the search space never offers another."""
    import numpy as np

    from aoe_pass.search.space import Space

    shape = dict(INT4, block_size=block_size)
    space = Space.for_task("gemm", shape, "float16", "ascend910b")
    picks = space.sample(np.random.default_rng(0), 300)
    assert picks
    for cfg in picks:
        tk = cfg["tile_k"]
        assert (tk % block_size == 0) if tk >= block_size else (block_size % tk == 0), cfg
    target = get_target("ascend910b")
    fits = {"tile_m": 16, "tile_n": 64, "pipeline": "none", "l1_prefetch": False}
    if block_size >= 32:  # 48 is neither a multiple nor a divisor of 32, 128 or 512
        assert target.violations("gemm", shape, "float16", dict(fits, tile_k=48)) == [
            f"tile_k 48 splits the weight's {block_size}-element quantization blocks"]


def test_tensor_parallel_that_splits_a_quantization_block_is_refused(tmp_path):
    r = subprocess.run([sys.executable, "-m", "aoe_pass", "tasks", INT4_MODEL, "--dim", "batch=1",
                        "--dim", "seq=16", "--tensor-parallel", "4"], cwd=ROOT,
                       capture_output=True, text=True)
    err = r.stderr.strip().splitlines()
    assert r.returncode == 2 and len(err) == 1 and "quantization blocks" in err[0], r.stderr
    ok = subprocess.run([sys.executable, "-m", "aoe_pass", "tasks", INT4_MODEL, "--dim", "batch=1",
                         "--dim", "seq=16", "--tensor-parallel", "2"], cwd=ROOT,
                        capture_output=True, text=True)
    assert ok.returncode == 0, ok.stderr
