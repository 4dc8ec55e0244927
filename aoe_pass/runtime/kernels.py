"""Loading the cpu backend's kernel libraries in-process and calling them on numpy buffers.

The libraries are the ones the tuner built and validated (same :class:`CpuBackend` cache, so a
tuned model usually runs without compiling anything). ABI: ``int aoe_run(void **bufs, long *dims)``
and ``long aoe_out_ld(long n)`` (see ``aoe_pass/backends/cpu_kernels/_prelude.c``); in a model's
kernel library (:mod:`.library`) each kernel's entry points are ``<symbol>_run`` / ``<symbol>_out_ld``.
"""
from __future__ import annotations

import ctypes
import math
import time
from dataclasses import dataclass
from typing import Any

import numpy as np


def aligned(shape: tuple[int, ...], fill: float | None = None) -> np.ndarray:
    """A C-contiguous float32 array whose data starts on a 64-byte boundary (kernels need it)."""
    n = math.prod(shape)  # (not np.prod: this runs on every kernel call)
    raw = np.empty(n + 16, dtype=np.float32)
    off = (-raw.ctypes.data % 64) // 4
    arr = raw[off:off + n].reshape(shape)
    if fill is not None:
        arr.fill(fill)
    return arr


def as_operand(x: np.ndarray) -> np.ndarray:
    """``x`` as a contiguous float32 input operand (copied only when needed). Kernels read
    their inputs with unaligned-capable vector loads, so an element-aligned array is taken as
    it is (only outputs, which :func:`aligned` makes, need the 64-byte boundary)."""
    if x.dtype == np.float32 and x.flags.c_contiguous and x.ctypes.data % 4 == 0:
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


class BoundCall:
    """The per-call fast path of one kernel at one output shape (the onnxruntime engine's
    custom nodes): the ctypes argument arrays, the output buffer (padded to the kernel's row
    stride) and the stride are made once and reused; a call writes the operand pointers and
    dims and runs. The result is a view of the reused buffer: the caller copies it out (the
    custom-op bridge does) before the next call."""

    def __init__(self, kernel: Kernel, call: Call):
        shp = call.out_shape
        self.dims = list(call.dims)
        if call.ld_of is not None:
            ld = int(kernel.out_ld(call.ld_of))
            if ld < call.ld_of:
                raise RuntimeError(f"kernel asked for output row stride {ld} < {call.ld_of}")
            full = aligned((*shp[:-1], ld))
            self.out = full[..., :shp[-1]]
            self.dims.append(ld)
        else:
            full = self.out = aligned(shp)
        self.n_in = len(call.inputs)
        self.bufs = (ctypes.c_void_p * (self.n_in + 1))()
        self.bufs[self.n_in] = full.ctypes.data
        self.cdims = (ctypes.c_long * len(self.dims))(*self.dims)
        self.keep = full
        self.fn = kernel.run_fn

    def run(self, call: Call) -> tuple[np.ndarray, float]:
        """Like :meth:`Kernel.run` (``call`` must have this binding's output shape)."""
        bufs = self.bufs
        for i, a in enumerate(call.inputs):
            bufs[i] = None if a is None else a.ctypes.data
        dims = call.dims
        if dims != self.dims[:len(dims)]:
            self.cdims[:len(dims)] = dims
            self.dims[:len(dims)] = dims
        t0 = time.perf_counter()
        rc = self.fn(bufs, self.cdims)
        dt = time.perf_counter() - t0
        if rc != 0:
            raise RuntimeError(f"kernel returned error code {rc}")
        out = self.out
        if out.shape != call.result_shape:
            out = out.reshape(call.result_shape) if out.flags.c_contiguous else \
                np.ascontiguousarray(out).reshape(call.result_shape)
        return out, dt
