"""Loading the cpu backend's kernel libraries in-process and calling them on numpy buffers.

The libraries are the ones the tuner built and validated (same :class:`CpuBackend` cache, so a
tuned model usually runs without compiling anything). ABI: ``int aoe_run(void **bufs, long *dims)``
and ``long aoe_out_ld(long n)`` (see ``aoe_pass/backends/cpu_kernels/_prelude.c``); in a model's
kernel library (:mod:`.library`) each kernel's entry points are ``<symbol>_run`` / ``<symbol>_out_ld``.
"""
from __future__ import annotations

import ctypes
import time
from dataclasses import dataclass
from typing import Any

import numpy as np


def aligned(shape: tuple[int, ...], fill: float | None = None) -> np.ndarray:
    """A C-contiguous float32 array whose data starts on a 64-byte boundary (kernels need it)."""
    n = int(np.prod(shape)) if shape else 1
    raw = np.empty(n + 16, dtype=np.float32)
    off = (-raw.ctypes.data % 64) // 4
    arr = raw[off:off + n].reshape(shape)
    if fill is not None:
        arr.fill(fill)
    return arr


def as_operand(x: np.ndarray) -> np.ndarray:
    """``x`` as an aligned, contiguous float32 array (copied only when needed)."""
    if (x.dtype == np.float32 and x.flags.c_contiguous and x.ctypes.data % 64 == 0):
        return x
    out = aligned(tuple(x.shape))
    out[...] = x
    return out


@dataclass
class Call:
    """One kernel invocation: operand buffers (None = NULL), dims, and how to shape the result.

    ``out_shape`` is the kernel's 2-D/4-D output, ``result_shape`` the tensor the body returns;
    ``ld_of`` is the output row length when the kernel may ask for a padded row stride (gemm).
    """

    inputs: list[np.ndarray | None]
    dims: list[int]
    out_shape: tuple[int, ...]
    result_shape: tuple[int, ...]
    reduce: int  # reduction length, sizes the check's tolerance
    ld_of: int | None = None
    keep: Any = None  # objects that must outlive the call (e.g. scratch buffers)


class Kernel:
    """One kernel of a loaded library (``symbol`` None: the library's ``aoe_run``); AttributeError
    if the library has no such kernel."""

    _cache: dict[str, Any] = {}

    def __init__(self, path: str, symbol: str | None = None):
        lib = self._cache.get(path)
        if lib is None:
            lib = self._cache[path] = ctypes.CDLL(path)
        prefix = symbol or "aoe"
        self.run_fn = getattr(lib, f"{prefix}_run")
        self.run_fn.restype = ctypes.c_int
        self.run_fn.argtypes = [ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(ctypes.c_long)]
        self.out_ld = getattr(lib, f"{prefix}_out_ld")
        self.out_ld.restype = ctypes.c_long
        self.out_ld.argtypes = [ctypes.c_long]
        self.path, self.symbol, self.lib = path, symbol, lib

    def run(self, call: Call) -> tuple[np.ndarray, float]:
        """``(result, seconds spent in aoe_run)``; RuntimeError if the kernel reports failure."""
        shp = call.out_shape
        dims = list(call.dims)
        if call.ld_of is not None:
            ld = int(self.out_ld(call.ld_of))
            if ld < call.ld_of:
                raise RuntimeError(f"kernel asked for output row stride {ld} < {call.ld_of}")
            full = aligned((*shp[:-1], ld))
            out = full[..., :shp[-1]]
            dims.append(ld)
        else:
            full = out = aligned(shp)
        ptrs = [0 if a is None else a.ctypes.data for a in call.inputs] + [full.ctypes.data]
        bufs = (ctypes.c_void_p * len(ptrs))(*ptrs)
        cdims = (ctypes.c_long * len(dims))(*dims)
        t0 = time.perf_counter()
        rc = self.run_fn(bufs, cdims)
        dt = time.perf_counter() - t0
        if rc != 0:
            raise RuntimeError(f"kernel returned error code {rc}")
        return np.ascontiguousarray(out).reshape(call.result_shape), dt
