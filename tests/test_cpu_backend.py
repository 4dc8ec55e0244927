"""cpu backend: every kind's real C kernel against numpy, and every tiling parameter in the build."""
import ctypes
import os
import subprocess

import numpy as np
import pytest

from aoe_pass.backends.cpu import CpuBackend
from ge_bridge.errors import AoeError
from ge_bridge.opkey import Task
from ge_bridge.tiling import PARAMS, stock_default


def gemm_task(m=64, n=96, k=80, bias=False, batch=1, dtype="float32"):
    return Task("gemm", {"m": m, "n": n, "k": k, "batch": batch, "trans_a": False,
                         "trans_b": False, "bias": bias}, dtype)


def _assert_all_ok(cpu_backend, task, configs):
    results = cpu_backend.measure(task, configs)
    assert len(results) == len(configs)
    for cfg, r in zip(configs, results):
        assert r.status == "ok", (cfg, r)
        assert r.cost > 0


def test_gemm_tilings_match_numpy_including_edges(cpu_backend):
    # 61 x 83 x 77: no dimension is a multiple of any tile or of the micro-kernel
    task = gemm_task(m=61, n=83, k=77, bias=True)
    configs = [
        {},  # the stock default (single buffer, row-major panel)
        {"tile_m": 16, "tile_n": 48, "tile_k": 32, "pipeline": "none", "schedule": "latency"},
        {"tile_m": 32, "tile_n": 32, "tile_k": 16, "pipeline": "double_buffer",
         "layout": "z_major", "schedule": "balanced", "l1_prefetch": True, "unroll_factor": 4},
        {"tile_m": 48, "tile_n": 64, "tile_k": 48, "pipeline": "single_buffer",
         "layout": "col_major", "schedule": "throughput", "output_align": True},
        {"tile_m": 16, "tile_n": 16, "tile_k": 16, "pipeline": "double_buffer",
         "layout": "row_major", "schedule": "default", "opt_level": "O0", "unroll_factor": 16},
        {"tile_m": 16, "tile_n": 32, "tile_k": 64, "pipeline": "double_buffer",
         "layout": "col_major", "schedule": "latency", "output_align": True, "opt_level": "O1"},
    ]
    _assert_all_ok(cpu_backend, task, configs)


def test_gemm_batch_folds_into_rows_and_fp16_runs_as_fp32(cpu_backend):
    task = gemm_task(m=5, n=40, k=33, batch=3, dtype="float16")
    _assert_all_ok(cpu_backend, task, [{"pipeline": "none"}, {"layout": "z_major", "tile_k": 16}])


def test_gemm_library_abi_directly(cpu_backend):
    """Independent of the worker's checker: call the built library in-process."""
    task = gemm_task(m=19, n=45, k=23, bias=True)
    tiling = cpu_backend.full_tiling(task, {"tile_m": 16, "tile_n": 32, "tile_k": 16,
                                        "layout": "z_major", "output_align": True,
                                        "pipeline": "double_buffer"})
    path, err = cpu_backend.build(task, tiling)
    assert path and not err
    lib = ctypes.CDLL(path)
    lib.aoe_out_ld.restype = ctypes.c_long
    ld = lib.aoe_out_ld(ctypes.c_long(45))
    assert ld == 48  # output_align pads rows to 64 bytes
    rng = np.random.default_rng(3)
    a = rng.standard_normal((19, 23), dtype=np.float32)
    b = rng.standard_normal((23, 45), dtype=np.float32)
    bias = rng.standard_normal(45, dtype=np.float32)
    c = _aligned_full((19, ld), 7.0)  # the ABI asks for 64-byte aligned buffers
    bufs = (ctypes.c_void_p * 4)(a.ctypes.data, b.ctypes.data, bias.ctypes.data, c.ctypes.data)
    dims = (ctypes.c_long * 4)(19, 45, 23, ld)
    assert lib.aoe_run(bufs, dims) == 0
    np.testing.assert_allclose(c[:, :45], a @ b + bias, rtol=1e-4, atol=1e-4)


def _aligned_full(shape, value):
    n = int(np.prod(shape))
    raw = np.empty(n + 16, dtype=np.float32)
    off = (-raw.ctypes.data % 64) // 4
    arr = raw[off:off + n].reshape(shape)
    arr[...] = value
    return arr


@pytest.mark.parametrize("shape", [
    {"batch": 2, "q_heads": 4, "kv_heads": 2, "seq_q": 37, "seq_kv": 53, "head_dim": 24,
     "causal": True},  # GQA, causal with a KV prefix
    {"batch": 1, "q_heads": 3, "kv_heads": 3, "seq_q": 29, "seq_kv": 29, "head_dim": 16,
     "causal": False},
    {"batch": 1, "q_heads": 4, "kv_heads": 1, "seq_q": 1, "seq_kv": 70, "head_dim": 32,
     "causal": True},  # decode, MQA
    {"batch": 1, "q_heads": 2, "kv_heads": 1, "seq_q": 23, "seq_kv": 23, "head_dim": 80,
     "causal": True},  # head_dim past the 4-vector register tiles (and a remainder after them)
])
def test_attention_matches_numpy(cpu_backend, shape):
    task = Task("attention", shape, "float16")
    configs = [
        {},
        {"block_q": 16, "block_kv": 16, "kv_split": 4, "softmax": "online", "pipeline": "none"},
        {"block_q": 32, "block_kv": 16, "kv_split": 2, "softmax": "online",
         "pipeline": "double_buffer", "unroll_factor": 8},
        {"block_q": 16, "block_kv": 32, "kv_split": 1, "softmax": "two_pass",
         "pipeline": "single_buffer"},
        # the head's K^T packed once, read from KV-split chunks and diagonal-crossing blocks
        {"block_q": 32, "block_kv": 64, "kv_split": 2, "softmax": "online",
         "pipeline": "single_buffer", "opt_level": "O3"},
    ]
    _assert_all_ok(cpu_backend, task, configs)


@pytest.mark.parametrize("activation,gated", [("swiglu", True), ("gelu", False),
                                              ("relu", False), ("fastgelu", True)])
def test_ffn_matches_numpy(cpu_backend, activation, gated):
    task = Task("ffn", {"tokens": 21, "hidden": 40, "intermediate": 72,
                        "activation": activation, "gated": gated}, "float32")
    configs = [
        {"tile_m": 16, "tile_n": 32, "tile_k": 16, "down_tile_n": 16, "down_tile_k": 48,
         "fuse_activation": True, "pipeline": "double_buffer"},
        {"tile_m": 32, "tile_n": 48, "tile_k": 32, "down_tile_n": 32, "down_tile_k": 16,
         "fuse_activation": False, "pipeline": "none"},
        # each phase its own GEMM tiling: rows, buffering, prefetch and block walk differ
        {"tile_m": 16, "tile_n": 16, "tile_k": 32, "down_tile_m": 48, "down_tile_n": 16,
         "down_tile_k": 16, "fuse_activation": True, "pipeline": "single_buffer",
         "down_pipeline": "double_buffer", "l1_prefetch": True, "schedule": "balanced",
         "down_schedule": "latency"},
        {"tile_m": 48, "tile_n": 32, "tile_k": 16, "down_tile_m": 16, "down_tile_n": 32,
         "down_tile_k": 32, "fuse_activation": False, "pipeline": "double_buffer",
         "down_pipeline": "none", "down_l1_prefetch": True, "schedule": "latency",
         "down_schedule": "balanced"},
        # both phases read weights prepacked once (column stripes, the last one partial)
        {"tile_m": 16, "tile_n": 48, "tile_k": 16, "down_tile_m": 32, "down_tile_n": 16,
         "down_tile_k": 32, "fuse_activation": True, "pipeline": "single_buffer",
         "down_pipeline": "single_buffer", "schedule": "latency", "down_schedule": "default"},
    ]
    _assert_all_ok(cpu_backend, task, configs)


def test_ffn_unknown_activation_is_invalid_not_a_crash(cpu_backend):
    task = Task("ffn", {"tokens": 4, "hidden": 16, "intermediate": 16,
                        "activation": "mish", "gated": False}, "float32")
    (r,) = cpu_backend.measure(task, [{}])
    assert r.status == "invalid" and "mish" in r.error


@pytest.mark.parametrize("kind", ["layernorm", "rmsnorm"])
def test_norms_match_numpy(cpu_backend, kind):
    task = Task(kind, {"rows": 37, "hidden": 100}, "float16")
    configs = [
        {"rows_per_block": 8, "hidden_split": 4, "stats": "one_pass",
         "pipeline": "none"},
        {"rows_per_block": 16, "hidden_split": 1, "stats": "two_pass",
         "pipeline": "double_buffer"},
        {"rows_per_block": 64, "hidden_split": 8, "stats": "two_pass",
         "pipeline": "single_buffer", "unroll_factor": 4},
    ]
    _assert_all_ok(cpu_backend, task, configs)


def test_out_of_space_values_are_invalid(cpu_backend):
    task = gemm_task()
    results = cpu_backend.measure(task, [{"tile_m": 17}, {"layout": "diagonal"}, {"bogus": 1}])
    assert [r.status for r in results] == ["invalid"] * 3
    assert "tile_m" in results[0].error and "bogus" in results[2].error


# ---- every parameter reaches the build -------------------------------------------------------
TASKS = {
    "gemm": gemm_task(),
    "attention": Task("attention", {"batch": 1, "q_heads": 2, "kv_heads": 1, "seq_q": 8,
                                    "seq_kv": 8, "head_dim": 16, "causal": True}, "float32"),
    "ffn": Task("ffn", {"tokens": 8, "hidden": 16, "intermediate": 32, "activation": "silu",
                        "gated": True}, "float32"),
    "layernorm": Task("layernorm", {"rows": 8, "hidden": 32}, "float32"),
    "rmsnorm": Task("rmsnorm", {"rows": 8, "hidden": 32}, "float32"),
}


@pytest.mark.parametrize("kind", list(PARAMS))
def test_every_parameter_changes_the_library(cpu_backend, kind):
    task = TASKS[kind]
    base = stock_default(kind, task.shape, task.dtype)
    base_path, _ = cpu_backend.library_path(task, base)
    seen = {base_path}
    for name, domain in PARAMS[kind].items():
        for value in domain:
            if value == base[name]:
                continue
            path, src = cpu_backend.library_path(task, {**base, name: value})
            assert path != base_path, (name, value)
            seen.add(path)
            if name != "opt_level":  # a macro the kernel source really uses
                macro = "UNROLL" if name == "unroll_factor" else name.upper()
                body = src.split("/* aoe-pass cpu backend: shared prelude")[1]
                assert f"#define {macro} " in src and macro in body, name
    assert len(seen) == 1 + sum(len(d) - 1 for d in PARAMS[kind].values())


def test_opt_level_is_the_compiler_flag(cpu_backend):
    task = gemm_task()
    for level in ("O0", "O1", "O2", "O3"):
        tiling = cpu_backend.full_tiling(task, {"opt_level": level})
        cmd = cpu_backend.compile_command(task, tiling, "k.c", "k.so")
        assert f"-{level}" in cmd
        assert [f for f in cmd if f.startswith("-O")] == [f"-{level}"]


def test_unroll_becomes_a_pragma_in_the_preprocessed_source(cpu_backend, tmp_path):
    task = gemm_task()
    tiling = cpu_backend.full_tiling(task, {"unroll_factor": 8})
    _, src = cpu_backend.library_path(task, tiling)
    assert "GCC unroll 8" not in src  # only the preprocessor puts it there
    path = tmp_path / "k.c"
    path.write_text(src)

    out = subprocess.run([*cpu_backend.cc, "-E", str(path)], capture_output=True, text=True)
    assert out.returncode == 0
    assert "#pragma GCC unroll 8" in out.stdout


def test_library_cache_is_reused(cpu_backend):
    task = gemm_task(m=16, n=16, k=16)
    tiling = cpu_backend.full_tiling(task, {"tile_k": 48})
    before = cpu_backend.compiles
    p1, _ = cpu_backend.build(task, tiling)
    p2, _ = cpu_backend.build(task, tiling)
    assert p1 == p2 and os.path.exists(p1)
    assert cpu_backend.compiles == before + 1


def test_missing_compiler_is_one_clear_error(monkeypatch, tmp_path):
    monkeypatch.setenv("CC", "/nonexistent/cc")
    with pytest.raises(AoeError) as exc:
        CpuBackend(cache_dir=str(tmp_path))
    assert str(exc.value) == "cpu backend: no C compiler found (set CC or install gcc)"
    with pytest.raises(AoeError):
        CpuBackend(cc="/nonexistent", cache_dir=str(tmp_path))


def test_measurements_after_the_first_default_one_are_paired_with_the_default(tmp_path):
    """The task's first default measurement is its reference; a later configuration is timed
    alternately with the default's kernel in the same worker (the worker answers a ratio), and
    a task whose first measurement is another tiling gets its reference measured first."""
    from aoe_pass.backends.cpu.worker import run_in_worker

    b = CpuBackend(cache_dir=str(tmp_path), repeats=3, timeout_s=20.0, sample_s=0.001)
    try:
        task = gemm_task(m=33, n=40, k=20)
        first = b.measure(task, [{}])[0]
        ref_path, ref_cost = b._refs[task.key]
        assert first.status == "ok" and ref_cost == first.cost
        assert ref_path == b.build(task, b.full_tiling(task, {}))[0]
        other = {"pipeline": "none", "tile_k": 16}
        assert b.measure(task, [other])[0].status == "ok"
        lib = b.build(task, b.full_tiling(task, other))[0]
        status, value = run_in_worker({"lib": lib, "kind": "gemm", "shape": dict(task.shape),
                                       "seed": 0, "repeats": 3, "sample_s": 0.001,
                                       "budget_s": 5.0, "threads": 1, "extra": {},
                                       "ref": ref_path})
        assert status == "ok" and len(value) == 2 and value[0] > 0 and value[1] > 0
        fresh = gemm_task(m=17, n=24, k=12)
        assert b.measure(fresh, [other])[0].status == "ok"
        assert b._refs[fresh.key][0] == b.build(fresh, b.full_tiling(fresh, {}))[0]
    finally:
        b.close()
