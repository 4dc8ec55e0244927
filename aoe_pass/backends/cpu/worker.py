"""The cpu backend's measuring side: runs in the isolated worker process (:mod:`..isolation`).

:func:`run_in_worker` loads one kernel library through the ABI (:mod:`.abi`), checks one call
against the task's float64 reference (:mod:`.problems`, :func:`.check.check_close`), then times
it (see :mod:`.backend`).
"""
from __future__ import annotations

import hashlib
import math
import time
from typing import Any

import numpy as np

from .abi import Bound, Kernel, aligned
from .check import check_close
from .problems import problem

_KERNELS: dict[str, Kernel] = {}
_DATA: dict[Any, Any] = {}


def _digest(prob: dict[str, Any]) -> bytes:
    """A fingerprint of the (cached, reused) input buffers, scratch buffers left out."""
    h = hashlib.blake2b(digest_size=16)
    for i, a in enumerate(prob["inputs"]):
        if a is not None and i not in prob.get("scratch", ()):
            h.update(np.ascontiguousarray(a).view(np.uint8).tobytes())
    return h.digest()


def _out_digest(out: np.ndarray) -> bytes:
    return hashlib.blake2b(np.ascontiguousarray(out).view(np.uint8).tobytes(),
                           digest_size=16).digest()


def run_in_worker(payload: dict[str, Any]) -> tuple[str, Any]:
    """Load, check and time one kernel library: ``("ok", us)``, ``("wrong", msg)``, ``("error", msg)``."""
    kind, shape, seed = payload["kind"], payload["shape"], payload["seed"]
    dkey = (kind, tuple(sorted(shape.items())), seed, tuple(sorted(payload["extra"].items())))
    prob = _DATA.get(dkey)
    if prob is None:
        _DATA.clear()  # keep one task's data: tasks are measured one after another
        with _BlasLimit(payload.get("threads", 1)):
            prob = problem(kind, shape, payload["extra"], seed)
        prob["digest"] = _digest(prob)
        _DATA[dkey] = prob
    kernel = _kernel(payload["lib"])
    try:
        inputs = _packed(kernel, prob["inputs"], prob)  # once, untimed
        call = kernel.bind(inputs, prob["dims"], prob["out_shape"], prob["ld_of"])
    except RuntimeError as exc:
        return "error", str(exc)
    call.full[...] = np.nan  # a kernel that leaves an output untouched must not pass
    rc = call()
    if rc != 0:
        return "error", f"kernel returned error code {rc}"
    msg = check_close(call.out, prob["ref"], prob["reduce"])
    if msg:
        return "wrong", msg
    if _digest(prob) != prob["digest"]:  # later configs must not see altered inputs
        _DATA.clear()
        return "wrong", "the kernel wrote into its input buffers"
    # the timed calls are re-checked cheaply: the output is poisoned again now, and after the
    # last timed call it must be bit-identical to the checked one (kernels are deterministic)
    checked = _out_digest(call.out)
    call.full[...] = np.nan
    # timing: one more call sizes the inner loop to >= sample_s (20 ms) per sample
    ref = _reference(payload, prob) if payload.get("ref") else None
    calls = _rotation(kernel, prob, call)
    one = _one_call(call)
    inner = _inner(payload, one)
    per_sample = inner * one + (ref[1] * ref[2] if ref else 0.0)
    samples = max(1, min(int(payload["repeats"]), int(payload["budget_s"] / per_sample)))
    times, ratios, failed = [], [], 0
    for s in range(samples):
        if ref is not None and s % 2:  # paired with the reference, order alternating
            r = _sample(ref[0], ref[1])[0]
        t, bad = _sample(calls, inner)
        if ref is not None and not s % 2:
            r = _sample(ref[0], ref[1])[0]
        failed |= bad
        times.append(t)
        if ref is not None:
            ratios.append(t / r)
    if failed:
        return "error", "kernel returned an error code during timing"
    if _out_digest(call.out) != checked:
        return "wrong", "the output after the timed calls differs from the checked call's"
    if _digest(prob) != prob["digest"]:
        _DATA.clear()
        return "wrong", "the kernel wrote into its input buffers"
    us = float(np.median(times)) * 1e6
    return "ok", (us, float(np.median(ratios))) if ratios else us


def _kernel(path: str) -> Kernel:
    """The loaded library at ``path`` (loaded once per worker)."""
    kernel = _KERNELS.get(path)
    if kernel is None:
        kernel = _KERNELS[path] = Kernel(path)
    return kernel


def _packed(kernel: Kernel, inputs: list[Any], prob: dict[str, Any]) -> list[Any]:
    """``inputs`` with the kind's packed operand in its slot when the kernel prepacks one (a
    new list then; else ``inputs`` itself)."""
    packed = kernel.prepack(inputs, prob["dims"], prob.get("pack_slot"))
    if packed is None:
        return inputs
    inputs = list(inputs)
    inputs[prob["pack_slot"]] = packed
    return inputs


def _one_call(call: Any) -> float:
    t0 = time.perf_counter()
    call()
    return max(time.perf_counter() - t0, 1e-7)


def _inner(payload: dict[str, Any], one: float) -> int:
    return max(1, min(100000, math.ceil(payload.get("sample_s", 0.02) / one)))


def _sample(calls: list[Any], inner: int) -> tuple[float, int]:
    """``(seconds per call over inner back-to-back calls, OR of their return codes)``, the
    calls taken in turn from ``calls`` (the weight sets of :func:`_rotation`)."""
    failed, n = 0, len(calls)
    t0 = time.perf_counter()
    for j in range(inner):
        failed |= calls[j % n]()
    return (time.perf_counter() - t0) / inner, failed


COLD_BYTES = 4 << 20  # the weight copies the timed calls rotate through: beyond L1 and L2


def _weight_sets(prob: dict[str, Any]) -> list[list[Any]]:
    """The problem's inputs, then copies of them with their own copies of the weights (the
    operands a model holds as constants), enough for all of them to span COLD_BYTES (at most
    64 sets; one set when the kind has no weights or they span it alone)."""
    sets = prob.get("weight_sets")
    if sets is None:
        idx = [i for i in prob.get("weights", ()) if prob["inputs"][i] is not None]
        wbytes = sum(prob["inputs"][i].nbytes for i in idx)
        k = max(1, min(64, math.ceil(COLD_BYTES / wbytes))) if wbytes else 1
        sets = prob["weight_sets"] = [prob["inputs"]]
        for _ in range(k - 1):
            ins = list(prob["inputs"])
            for i in idx:
                ins[i] = aligned(ins[i].shape)
                ins[i][...] = prob["inputs"][i]
            sets.append(ins)
    return sets


def _rotation(kernel: Kernel, prob: dict[str, Any], call: Any) -> list[Any]:
    """``call`` and one call per further weight set (weights prepacked for each), all writing
    ``call``'s output buffer. Timed in turn, each call finds its weights outside L1/L2, as a
    model's weights are in a runtime where the other ops ran since this node's last call; the
    activations stay the same buffer (the previous op just wrote them)."""
    calls = [call]
    for ins in _weight_sets(prob)[1:]:
        calls.append(Bound(kernel.run_fn, _packed(kernel, ins, prob), list(call.cdims), call.full, call.out))
    return calls


def _reference(payload: dict[str, Any], prob: dict[str, Any]) -> tuple[Any, int, float] | None:
    """``(its calls, inner loop, seconds per call)`` of the task's reference kernel (its stock
    default tiling, checked by its own earlier measurement), on the same inputs and its own
    output buffer; None if it cannot be bound (the measurement is then unpaired)."""
    try:
        kernel = _kernel(payload["ref"])
        inputs = _packed(kernel, prob["inputs"], prob)
        bound = kernel.bind(inputs, prob["dims"], prob["out_shape"], prob["ld_of"])
        calls = _rotation(kernel, prob, bound)
    except (OSError, AttributeError, RuntimeError):
        return None
    bound()  # warm
    one = _one_call(bound)
    return calls, _inner(payload, one), one


class _BlasLimit:
    """Limit the reference's BLAS threads with threadpoolctl when it is installed."""

    def __init__(self, threads: int):
        self.threads = threads
        self._ctx: Any = None

    def __enter__(self) -> None:
        try:
            from threadpoolctl import threadpool_limits
        except ImportError:
            return
        self._ctx = threadpool_limits(self.threads)
        self._ctx.__enter__()

    def __exit__(self, *exc: Any) -> None:
        if self._ctx is not None:
            self._ctx.__exit__(*exc)
