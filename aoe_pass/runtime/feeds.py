"""Random but valid inputs for a model's graph inputs, with symbolic dims bound by ``--dim``."""
from __future__ import annotations

from typing import Any

import numpy as np

from ge_bridge.errors import AoeError
from ge_bridge.profiles import model_profiles

MAX_FEED_ELEMENTS = 2**28  # one random input larger than this (1 GB of fp32) is refused


def _resolve(inp: Any, dims: dict[str, int], used: set[str]) -> tuple[int, ...]:
    if inp.type.WhichOneof("value") != "tensor_type" or not inp.type.tensor_type.elem_type:
        raise AoeError(f"input {inp.name!r} is not a tensor (sequence, map and optional inputs "
                       f"cannot be fed)")
    shape = []
    unbound = []
    for axis, d in enumerate(inp.type.tensor_type.shape.dim):
        if d.HasField("dim_value"):
            shape.append(int(d.dim_value))
        elif d.dim_param and d.dim_param in dims:
            shape.append(dims[d.dim_param])
            used.add(d.dim_param)
        elif f"{inp.name}.{axis}" in dims:
            shape.append(dims[f"{inp.name}.{axis}"])
            used.add(f"{inp.name}.{axis}")
        else:
            unbound.append(d.dim_param or f"{inp.name}.{axis}")
    if unbound:
        raise AoeError(f"input {inp.name!r} has unbound dim(s) {', '.join(unbound)}: pass "
                       f"--dim {unbound[0]}=VALUE")
    if any(d < 0 for d in shape):
        raise AoeError(f"input {inp.name!r} has a negative dim {tuple(shape)}")
    if int(np.prod(shape, dtype=object)) > MAX_FEED_ELEMENTS:
        raise AoeError(f"input {inp.name!r} of shape {tuple(shape)} has more than "
                       f"{MAX_FEED_ELEMENTS} elements: too large to feed on this machine")
    return tuple(shape)


def with_compiled_dims(model: Any, dims: dict[str, int]) -> tuple[dict[str, int], dict[str, int]]:
    """``(dims, taken)``: ``dims`` plus, for each symbolic input dim it leaves unbound, the value
    the model was compiled for (``taken``) when every shape profile of the compile agrees on it.
    A dim the profiles disagree on must be chosen: AoeError naming the compiled values."""
    profiles = model_profiles(model)
    if not profiles:
        return dict(dims), {}
    inits = {t.name for t in model.graph.initializer}
    out, taken = dict(dims), {}
    for inp in model.graph.input:
        if inp.name in inits or inp.type.WhichOneof("value") != "tensor_type":
            continue
        for axis, d in enumerate(inp.type.tensor_type.shape.dim):
            names = [n for n in (d.dim_param, f"{inp.name}.{axis}") if n]
            if d.HasField("dim_value") or any(n in out for n in names):
                continue  # fixed, given by the user, or already taken for another input
            for name in names:  # the axis's symbol first, then its <input>.<axis> key
                values = sorted({p[name] for p in profiles if name in p})
                if not values:
                    continue
                if len(values) > 1 or any(name not in p for p in profiles):
                    shown = ", ".join(str(v) for v in values)
                    raise AoeError(f"dim {name} is not bound and the model was compiled for "
                                   f"{name}={shown}: pass --dim {name}=VALUE")
                out[name] = taken[name] = values[0]
                break
    return out, taken


def vocab_size(model: Any, input_name: str) -> int | None:
    """Rows of the embedding table a Gather indexes with ``input_name`` (None if not found)."""
    inits = {t.name: t for t in model.graph.initializer}
    for node in model.graph.node:
        if node.op_type == "Gather" and len(node.input) > 1 and node.input[1] == input_name \
                and node.input[0] in inits:
            dims = list(inits[node.input[0]].dims)
            if dims:
                return int(dims[0])
    return None


def is_cache(name: str) -> bool:
    low = name.lower()
    return "past" in low or "cache" in low


def make_feeds(model: Any, dims: dict[str, int], seed: int = 0) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
    """``(feeds, info)``; info: batch, seq, decode (a KV-cache input or seq == 1), tokens per run.

    ``input_ids``-like int inputs draw from ``[0, vocab)`` (vocab from the embedding Gather,
    else 2); position ids are ``past + arange(seq)``; attention masks are ones; KV caches and
    other float inputs are standard normal.
    """
    from onnx import helper

    rng = np.random.default_rng(seed)
    inits = {t.name for t in model.graph.initializer}
    inputs = [i for i in model.graph.input if i.name not in inits]
    used: set[str] = set()
    shapes = {i.name: _resolve(i, dims, used) for i in inputs}
    unused = sorted(set(dims) - used)
    if unused:  # a mistyped --dim would otherwise run another shape without a word
        raise AoeError(f"--dim {unused[0]} matches no symbolic dim of the model's inputs")
    ids = next((i.name for i in inputs if "ids" in i.name.lower() and "position" not in i.name.lower()
                and "type" not in i.name.lower()), None)
    batch, seq = 1, 1
    if ids is not None and len(shapes[ids]) >= 2:
        batch, seq = shapes[ids][0], shapes[ids][-1]
    past = 0
    for i in inputs:
        if is_cache(i.name) and len(shapes[i.name]) >= 3:
            past = shapes[i.name][-2]
    feeds: dict[str, np.ndarray] = {}
    for i in inputs:
        shape = shapes[i.name]
        dtype = helper.tensor_dtype_to_np_dtype(i.type.tensor_type.elem_type)
        low = i.name.lower()
        if np.issubdtype(dtype, np.integer):
            if "position" in low:
                pos = past + np.arange(shape[-1] if shape else 1)
                feeds[i.name] = np.broadcast_to(pos, shape).astype(dtype).copy()
            elif "mask" in low:
                feeds[i.name] = np.ones(shape, dtype=dtype)
            elif i.name == ids:
                vocab = vocab_size(model, i.name) or 2
                feeds[i.name] = rng.integers(0, vocab, size=shape).astype(dtype)
            else:
                feeds[i.name] = np.zeros(shape, dtype=dtype)
        elif dtype == np.bool_:
            feeds[i.name] = np.ones(shape, dtype=bool)
        elif "mask" in low:
            feeds[i.name] = np.ones(shape, dtype=dtype)
        else:
            feeds[i.name] = rng.standard_normal(shape).astype(dtype)
    decode = past > 0 or any(is_cache(i.name) for i in inputs) or seq == 1
    info = {"batch": batch, "seq": seq, "past": past, "decode": decode,
            "tokens": batch if decode else batch * seq}
    return feeds, info
