"""Faulty kernels through the real compile / isolate / check path, and the generic worker."""
import pytest

from aoe_pass.backends.cpu import CpuBackend
from aoe_pass.backends.isolation import IsolatedWorker, signal_name
from ge_bridge.opkey import Task

# One template whose behaviour depends on the tiling, so that faults and a good config share
# one batch: tile_m 16 segfaults, 32 hangs, 48 is off by one in k, 64 does not compile, 80
# computes the right answer but writes into its input.
FAULTY_GEMM = r"""
#include <signal.h>
long aoe_out_ld(long n) { return n; }
int aoe_run(float **bufs, const long *dims)
{
    long M = dims[0], N = dims[1], K = dims[2], ldc = dims[3];
    const float *A = bufs[0], *B = bufs[1];
    float *C = bufs[3];
#if TILE_M == 16
    raise(SIGSEGV);
#elif TILE_M == 32
    volatile int spin = 1;
    while (spin) {}
#elif TILE_M == 64
    this is not C;
#endif
    long kend = TILE_M == 48 ? K - 1 : K;
    for (long i = 0; i < M; ++i)
        for (long j = 0; j < N; ++j) {
            float s = 0.0f;
            for (long p = 0; p < kend; ++p) s += A[i * K + p] * B[p * N + j];
            C[i * ldc + j] = s;
        }
#if TILE_M == 80
    ((float *)bufs[0])[0] += 1.0f;  /* right answer, but it scribbles on its input */
#endif
    return 0;
}
"""


@pytest.fixture()
def faulty(tmp_path):
    src = tmp_path / "faulty_gemm.c"
    src.write_text(FAULTY_GEMM)
    b = CpuBackend(cache_dir=str(tmp_path / "cache"), repeats=1, timeout_s=2.0, sample_s=0.001,
                   template_override={"gemm": str(src)})
    yield b
    b.close()


def test_each_fault_gets_its_status_and_tuning_goes_on(faulty):
    task = Task("gemm", {"m": 24, "n": 40, "k": 20, "batch": 1, "trans_a": False,
                         "trans_b": False, "bias": False}, "float32")
    configs = [{"tile_m": 16}, {"tile_m": 128}, {"tile_m": 32}, {"tile_m": 128},
               {"tile_m": 48}, {"tile_m": 64}, {"tile_m": 80}, {"tile_m": 128, "tile_n": 64}]
    results = faulty.measure(task, configs)
    assert [r.status for r in results] == [
        "runtime_error", "ok", "timeout", "ok", "wrong_result", "compile_error", "wrong_result",
        "ok"]
    assert "wrote into its input" in results[6].error  # and the next config still checks out
    assert "SIGSEGV" in results[0].error
    assert "max abs error" in results[4].error
    assert "error" in results[5].error.lower() and "\n" not in results[5].error
    assert all(r.cost > 0 for r in results if r.ok)


def test_worker_crash_timeout_error_then_ok():
    with IsolatedWorker(timeout_s=1.0) as w:
        assert w.call("math:sqrt", 16.0).value == 4.0
        crashed = w.call("ctypes:string_at", 0)  # reads address 0: SIGSEGV
        assert crashed.status == "crashed" and "SIGSEGV" in crashed.error
        hung = w.call("time:sleep", 30)
        assert hung.status == "timeout"
        err = w.call("math:sqrt", -1.0)
        assert err.status == "error" and "ValueError" in err.error
        exited = w.call("os:_exit", 3)
        assert exited.status == "crashed" and "exit code 3" in exited.error
        assert w.call("math:sqrt", 9.0).value == 3.0
        assert w.restarts == 3  # a fresh child after each crash and the timeout


def test_signal_names():
    assert signal_name(-11) == "SIGSEGV"
    assert signal_name(2) == "exit code 2"


# Right on its first (checked) call, then wrong: tile_m 16 writes zeros afterwards, tile_m 32
# leaves the output alone afterwards (returning success), tile_m 48 is right on every call.
STALE_GEMM = r"""
static int calls;
long aoe_out_ld(long n) { return n; }
int aoe_run(float **bufs, const long *dims)
{
    long M = dims[0], N = dims[1], K = dims[2], ldc = dims[3];
    const float *A = bufs[0], *B = bufs[1];
    float *C = bufs[3];
    int first = calls++ == 0;
    if (!first && TILE_M == 32) return 0;
    for (long i = 0; i < M; ++i)
        for (long j = 0; j < N; ++j) {
            float s = 0.0f;
            for (long p = 0; p < K; ++p) s += A[i * K + p] * B[p * N + j];
            C[i * ldc + j] = (!first && TILE_M == 16) ? 0.0f : s;
        }
    return 0;
}
"""


def test_a_kernel_that_breaks_after_its_checked_call_is_not_timed(tmp_path):
    src = tmp_path / "stale_gemm.c"
    src.write_text(STALE_GEMM)
    b = CpuBackend(cache_dir=str(tmp_path / "cache"), repeats=2, timeout_s=5.0, sample_s=0.001,
                   template_override={"gemm": str(src)})
    task = Task("gemm", {"m": 12, "n": 20, "k": 8, "batch": 1, "trans_a": False,
                         "trans_b": False, "bias": False}, "float32")
    try:
        results = b.measure(task, [{"tile_m": 16}, {"tile_m": 32}, {"tile_m": 48}])
    finally:
        b.close()
    assert [r.status for r in results] == ["wrong_result", "wrong_result", "ok"]
    assert all("timed calls" in r.error for r in results[:2])
