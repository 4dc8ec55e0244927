"""Run a compiled ``.aoe.onnx`` model with its fused operators on the tuned cpu kernels.

:mod:`.library` builds the model's kernel library (``compile --kernels``); :mod:`.ort` runs the
model in onnxruntime with the fused nodes as custom ops on that library (the engine of
``aoe_tune run``); :class:`Session` executes it in the ONNX reference evaluator with one
kernel-backed ``OpRun`` per ``ai.aoe`` op type (the checker); :func:`make_feeds` builds valid
random inputs; :func:`make_mapper` binds a fused node's inputs to a kernel call by the operand
roles the pass recorded. :mod:`.ort` needs onnxruntime-extensions and is imported on demand.
"""
from ..backends.cpu.check import check_close
from .feeds import make_feeds
from .mapping import Unsupported, make_mapper
from .session import Session

__all__ = ["Session", "Unsupported", "check_close", "make_feeds", "make_mapper"]
