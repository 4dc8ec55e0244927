"""The ``cpu`` backend and what the runtime shares with it.

``backend`` (:class:`CpuBackend`: generate, compile, measure), ``worker`` (the isolated
measuring side), ``problems`` (``CPU_KINDS``: per op kind its kernel template, extra constants
and seeded problem + float64 reference), ``abi``
(the kernel ABI: :class:`~.abi.Kernel`, aligned buffers), ``reference`` (activations),
``check`` (the one output tolerance), ``kernels/`` (the C templates).
"""
from .backend import KERNEL_DIR, NO_COMPILER, CpuBackend, find_compiler
from .reference import ACTIVATIONS

__all__ = ["ACTIVATIONS", "KERNEL_DIR", "NO_COMPILER", "CpuBackend", "find_compiler"]
