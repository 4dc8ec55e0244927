"""Run a compiled ``.aoe.onnx`` model with its fused operators on the tuned cpu kernels.

:class:`Session` executes the model (ONNX reference evaluator + one kernel-backed ``OpRun`` per
``ai.aoe`` op type), :func:`make_feeds` builds valid random inputs, :func:`make_mapper` reads a
fused op's function body to map its inputs to a kernel call.
"""
from .feeds import make_feeds
from .mapping import Unsupported, make_mapper
from .session import Session, check_close

__all__ = ["Session", "Unsupported", "check_close", "make_feeds", "make_mapper"]
