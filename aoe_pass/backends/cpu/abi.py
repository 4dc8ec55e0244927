"""The kernel ABI: loading a cpu kernel library in-process and calling it on numpy buffers.

One definition, used by the backend's measuring worker (:mod:`.worker`) and by the runtime.
ABI: ``int aoe_run(void **bufs, long *dims)`` and ``long aoe_out_ld(long n)`` (see
``kernels/_prelude.c``): ``bufs`` are the operands (NULL for an absent one) then the output,
every buffer float32 (outputs 64-byte aligned, inputs element-aligned); a kernel that may pad its output rows answers
``aoe_out_ld(n)`` with the row stride it wants, appended to ``dims``. A kernel whose constant
weights can be packed once (ffn) also has ``long aoe_pack_size(long *dims)`` and
``int aoe_pack(void **bufs, long *dims)``: the call's ``pack_slot`` operand receives the packed
weights, which later calls pass instead of packing them again. In a model's kernel library
(``aoe_pass.runtime.library``) each kernel's entry points are ``<symbol>_run`` /
``<symbol>_out_ld`` (``<symbol>_pack_size`` / ``<symbol>_pack``).
"""
from __future__ import annotations

import ctypes
import math
import time
from dataclasses import dataclass
from typing import Any

import numpy as np


def aligned(shape: tuple[int, ...], fill: float | None = None,
            rng: np.random.Generator | None = None) -> np.ndarray:
    """A C-contiguous float32 array whose data starts on a 64-byte boundary (kernels need it):
    filled with ``fill``, or uniform in [-1, 1) from ``rng``, else uninitialised."""
    n = math.prod(shape)  # (not np.prod: this runs on every kernel call)
    raw = np.empty(n + 16, dtype=np.float32)
    off = (-raw.ctypes.data % 64) // 4
    arr = raw[off:off + n].reshape(shape)
    if rng is not None:
        arr[...] = rng.uniform(-1.0, 1.0, size=shape).astype(np.float32)
    elif fill is not None:
        arr.fill(fill)
    return arr


def as_operand(x: np.ndarray) -> np.ndarray:
    """``x`` as a contiguous float32 input operand (copied only when needed). Kernels read
    their inputs with unaligned-capable vector loads, so an element-aligned array is taken as
    it is (only outputs, which :func:`aligned` makes, need the 64-byte boundary)."""
    if x.dtype == np.float32 and x.flags.c_contiguous and x.flags.aligned:  # (4-byte aligned)
        return x
    out = aligned(tuple(x.shape))
    out[...] = x
    return out


@dataclass
class Call:
    """One kernel invocation: operand buffers (None = NULL), dims, and how to shape the result.

    ``out_shape`` is the kernel's 2-D/4-D output, ``result_shape`` the tensor the body returns;
    ``ld_of`` is the output row length when the kernel may ask for a padded row stride (gemm).
    ``pack_slot``: the operand that takes the prepacked weights (None there: the kernel packs
    them itself), when the weights are constants; None when they are not.
    """

    inputs: list[np.ndarray | None]
    dims: list[int]
    out_shape: tuple[int, ...]
    result_shape: tuple[int, ...]
    reduce: int  # reduction length, sizes the check's tolerance
    ld_of: int | None = None
    keep: Any = None  # objects that must outlive the call (e.g. scratch buffers)
    pack_slot: int | None = None


class Bound:
    """A kernel call with its buffers in place: ``out`` is the result view (``full`` the
    buffer with the kernel's row stride); calling it runs the kernel and returns its code."""

    def __init__(self, run_fn: Any, inputs: list[np.ndarray | None], dims: list[int],
                 full: np.ndarray, out: np.ndarray):
        self.full, self.out = full, out
        ptrs = [0 if a is None else a.ctypes.data for a in inputs] + [full.ctypes.data]
        self._keep = inputs
        self.bufs = (ctypes.c_void_p * len(ptrs))(*ptrs)
        self.cdims = (ctypes.c_long * len(dims))(*dims)
        self._fn = run_fn

    def __call__(self) -> int:
        return int(self._fn(self.bufs, self.cdims))


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
        self.pack_size = getattr(lib, f"{prefix}_pack_size", None)
        self.pack_fn = getattr(lib, f"{prefix}_pack", None)
        if self.pack_size is not None and self.pack_fn is not None:
            self.pack_size.restype, self.pack_fn.restype = ctypes.c_long, ctypes.c_int
            self.pack_size.argtypes = [ctypes.POINTER(ctypes.c_long)]
            self.pack_fn.argtypes = [ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(ctypes.c_long)]
        self.path, self.symbol, self.lib = path, symbol, lib

    def prepack(self, inputs: list[np.ndarray | None], dims: list[int],
                slot: int | None) -> np.ndarray | None:
        """The weights of ``inputs`` packed once for this kernel into operand ``slot`` (None: the
        kernel has nothing to pack for its tiling, or no slot); RuntimeError if packing fails."""
        if slot is None or self.pack_size is None or self.pack_fn is None:
            return None
        cdims = (ctypes.c_long * len(dims))(*dims)
        n = int(self.pack_size(cdims))
        if n <= 0:
            return None
        packed = aligned((n,))
        ptrs = [0 if a is None else a.ctypes.data for a in inputs]
        ptrs[slot] = packed.ctypes.data
        rc = int(self.pack_fn((ctypes.c_void_p * len(ptrs))(*ptrs), cdims))
        if rc != 0:
            raise RuntimeError(f"kernel weight packing returned error code {rc}")
        return packed

    def bind(self, inputs: list[np.ndarray | None], dims: list[int], out_shape: tuple[int, ...],
             ld_of: int | None = None) -> Bound:
        """The call's buffers: a fresh aligned output (rows padded to the stride the kernel asks
        for when ``ld_of`` is given); RuntimeError if it asks for less than ``ld_of``."""
        dims = list(dims)
        if ld_of is not None:
            ld = int(self.out_ld(ld_of))
            if ld < ld_of:
                raise RuntimeError(f"kernel asked for output row stride {ld} < {ld_of}")
            full = aligned((*out_shape[:-1], ld))
            out = full[..., :out_shape[-1]]
            dims.append(ld)
        else:
            full = out = aligned(out_shape)
        return Bound(self.run_fn, inputs, dims, full, out)

    def run(self, call: Call) -> tuple[np.ndarray, float]:
        """``(result, seconds spent in aoe_run)``; RuntimeError if the kernel reports failure.
        Constant weights are packed first (as the runtime's reused calls get them)."""
        inputs = call.inputs
        if call.pack_slot is not None and inputs[call.pack_slot] is None:
            packed = self.prepack(inputs, call.dims, call.pack_slot)
            if packed is not None:
                inputs = list(inputs)
                inputs[call.pack_slot] = packed
        bound = self.bind(inputs, call.dims, call.out_shape, call.ld_of)
        t0 = time.perf_counter()
        rc = bound()
        dt = time.perf_counter() - t0
        if rc != 0:
            raise RuntimeError(f"kernel returned error code {rc}")
        return np.ascontiguousarray(bound.out).reshape(call.result_shape), dt


class BoundCall:
    """The per-call fast path of one kernel at one output shape (the onnxruntime engine's
    custom nodes): the ctypes argument arrays, the output buffer (padded to the kernel's row
    stride) and the stride are made once (:meth:`Kernel.bind`) and reused; a call writes the
    operand pointers and dims and runs. The result is a view of the reused buffer: the caller
    copies it out (the custom-op bridge does) before the next call."""

    def __init__(self, kernel: Kernel, call: Call):
        bound = kernel.bind(call.inputs, call.dims, call.out_shape, call.ld_of)
        self.out, self.keep, self.fn = bound.out, bound.full, kernel.run_fn
        self.bufs, self.cdims = bound.bufs, bound.cdims
        self.dims = list(bound.cdims)
        self.n_in = len(call.inputs)
        self.last: list[Any] = list(call.inputs)  # the operands the pointers are of (held)

    def run(self, call: Call) -> tuple[np.ndarray, float]:
        """Like :meth:`Kernel.run` (``call`` must have this binding's output shape). Only the
        pointers of operands that are not the previous call's objects are rewritten (weights
        are the same objects on every call; reading ``ndarray.ctypes`` costs microseconds)."""
        bufs, last = self.bufs, self.last
        for i, a in enumerate(call.inputs):
            if a is not last[i]:
                bufs[i] = None if a is None else a.ctypes.data
                last[i] = a
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
