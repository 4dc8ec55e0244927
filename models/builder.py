"""A small ONNX graph builder used by every model in this package.

Two weight modes:

- *shape-only* (``runnable=False``): every parameter is an initializer with its dims and
  dtype and ``data_location=EXTERNAL`` pointing at a file that does not exist; no bytes are
  stored, so a 7B model stays a few hundred KB. Importers read shapes only.
- *runnable*: parameters are random (seeded by model seed and weight name, so a prefill and a
  decode graph of the same model share weights) and stored inline.

Small constants (shape vectors, scalars such as eps or the attention scale) are always inline:
int64 vectors as ``Constant`` nodes (the way the TorchScript exporter emits them), float
scalars as initializers.
"""
from __future__ import annotations

import zlib
from collections.abc import Sequence

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

OPSET = 18
ONNX_DTYPES = {"float16": TensorProto.FLOAT16, "float32": TensorProto.FLOAT}
NP_DTYPES = {"float16": np.float16, "float32": np.float32}
Dim = int | str | None


class GraphBuilder:
    """Accumulates nodes, inputs, outputs and initializers; :meth:`model` makes the ModelProto."""

    def __init__(self, name: str, dtype: str, runnable: bool, seed: int = 0,
                 weights_file: str | None = None):
        if dtype not in ONNX_DTYPES:
            raise ValueError(f"unsupported model dtype {dtype!r}")
        self.name = name
        self.dtype = dtype
        self.elem = ONNX_DTYPES[dtype]
        self.np_dtype = NP_DTYPES[dtype]
        self.runnable = runnable
        self.seed = seed
        self.weights_file = weights_file or f"{name}.weights.bin"
        self.nodes: list[onnx.NodeProto] = []
        self.initializers: list[TensorProto] = []
        self.inputs: list[onnx.ValueInfoProto] = []
        self.outputs: list[onnx.ValueInfoProto] = []
        self._names: set[str] = set()
        self._consts: dict[tuple, str] = {}
        self._offset = 0  # running offset into the (absent) external weights file

    # -- naming ------------------------------------------------------------------------------
    def _unique(self, name: str) -> str:
        base, i = name, 1
        while name in self._names:
            name = f"{base}_{i}"
            i += 1
        self._names.add(name)
        return name

    # -- graph interface -----------------------------------------------------------------------
    def input(self, name: str, elem_type: int, shape: Sequence[Dim]) -> str:
        self.inputs.append(helper.make_tensor_value_info(name, elem_type, list(shape)))
        self._names.add(name)
        return name

    def output(self, tensor: str, name: str, elem_type: int, shape: Sequence[Dim]) -> str:
        """Expose ``tensor`` as graph output ``name`` (an Identity renames it if needed)."""
        if tensor != name:
            self.nodes.append(helper.make_node("Identity", [tensor], [name], name=f"/{name}/Identity"))
        self.outputs.append(helper.make_tensor_value_info(name, elem_type, list(shape)))
        return name

    def op(self, op_type: str, inputs: Sequence[str], name: str, outputs: int = 1,
           **attrs) -> str:
        """Add one node named ``name`` (made unique); returns its (first) output name."""
        return self.op_n(op_type, inputs, name, outputs, **attrs)[0]

    def op_n(self, op_type: str, inputs: Sequence[str], name: str, outputs: int,
             **attrs) -> list[str]:
        node_name = self._unique(name)
        outs = [f"{node_name}_output_{i}" for i in range(outputs)]
        self.nodes.append(helper.make_node(op_type, list(inputs), outs, name=node_name, **attrs))
        return outs

    # -- constants -----------------------------------------------------------------------------
    def ints(self, values: Sequence[int] | int, name: str = "/Constant") -> str:
        """An int64 constant (1-D for a sequence, 0-D for an int) as a ``Constant`` node."""
        arr = np.array(values, dtype=np.int64)
        key = ("i", arr.shape, tuple(arr.ravel().tolist()))
        if key not in self._consts:
            out = self.op("Constant", [], name, value=numpy_helper.from_array(arr))
            self._consts[key] = out
        return self._consts[key]

    def scalar(self, value: float, dtype: str | None = None) -> str:
        """A 0-D float initializer in the model dtype (or ``dtype``), shared by value."""
        dtype = dtype or self.dtype
        key = ("f", dtype, float(value))
        if key not in self._consts:
            name = self._unique(f"const_{dtype}_{len(self._consts)}")
            arr = np.array(value, dtype=NP_DTYPES[dtype])
            self.initializers.append(numpy_helper.from_array(arr, name))
            self._consts[key] = name
        return self._consts[key]

    def array(self, arr: np.ndarray, name: str) -> str:
        """A small inline constant array (buffers such as RoPE inverse frequencies)."""
        name = self._unique(name)
        self.initializers.append(numpy_helper.from_array(np.ascontiguousarray(arr), name))
        return name

    # -- parameters ----------------------------------------------------------------------------
    def weight(self, name: str, shape: Sequence[int], init: str = "normal",
               std: float | None = None) -> str:
        """A model parameter. ``init``: "normal" (std defaults to 1/sqrt(shape[0])), "ones",
        "zeros" (both perturbed slightly in runnable mode so nothing is trivially symmetric)."""
        name = self._unique(name)
        shape = [int(d) for d in shape]
        if self.runnable:
            rng = np.random.default_rng([self.seed, zlib.crc32(name.encode())])
            if init == "normal":
                scale = std if std is not None else 1.0 / np.sqrt(shape[0])
                arr = rng.standard_normal(shape) * scale
            else:
                base = 1.0 if init == "ones" else 0.0
                arr = base + 0.05 * rng.standard_normal(shape)
            self.initializers.append(numpy_helper.from_array(arr.astype(self.np_dtype), name))
            return name
        tensor = TensorProto(name=name, data_type=self.elem, dims=shape)
        tensor.data_location = TensorProto.EXTERNAL
        length = int(np.prod(shape)) * np.dtype(self.np_dtype).itemsize
        for key, value in (("location", self.weights_file), ("offset", str(self._offset)),
                           ("length", str(length))):
            entry = tensor.external_data.add()
            entry.key, entry.value = key, value
        self._offset += length
        self.initializers.append(tensor)
        return name

    # -- result --------------------------------------------------------------------------------
    def model(self, doc: str = "") -> onnx.ModelProto:
        graph = helper.make_graph(self.nodes, self.name, self.inputs, self.outputs,
                                  initializer=self.initializers)
        model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)],
                                  producer_name="aoe-pass.models", doc_string=doc)
        model.ir_version = 8  # onnxruntime-friendly; opset 18 needs IR >= 8
        return model
