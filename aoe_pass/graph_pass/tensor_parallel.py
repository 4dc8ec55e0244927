"""Tensor parallelism (``tensor_parallel=N``, Megatron-style) turns every shape into the shape one
device runs. Roles are read from the graph:
- a GEMM whose output reaches an attention instance's Q, K or V input (through reshapes,
  RoPE, a packed-QKV Split) is column-parallel: ``n`` is divided (for K/V by the per-device
  KV head count, see below; a packed QKV GEMM by its per-device head total);
- a GEMM reading the attention output (through reshapes) is the row-parallel O projection:
  ``k`` is divided;
- attention heads are divided: ``q_heads/N``; ``kv_heads/N`` when N divides it, else 1 (KV
  heads replicated, as vLLM does) when kv_heads divides N;
- an FFN's intermediate size is divided (gate/up column-, down row-parallel);
- the lm_head (a GEMM whose output reaches a graph output through reshapes/slices) is
  column-parallel over a vocabulary padded up to a multiple of N: ``n = ceil(n/N)``;
- every other GEMM (a pooler, a classifier) is replicated; norms are unchanged.
N must divide q_heads and every intermediate size; otherwise :class:`AoeError`.
"""
from __future__ import annotations

import math
from collections import deque
from typing import Any, Callable

from ge_bridge.errors import AoeError
from ge_bridge.graph import Graph

from ..patterns.instance import LAYOUT_OPS, Instance

__all__ = ["SHARDS", "assign_roles", "shard"]

_TO_OUTPUT = LAYOUT_OPS | {"Slice", "Gather", "StridedSlice", "StridedSliceD", "GatherV2"}


def assign_roles(graph: Graph, instances: list[Instance]) -> None:
    """Mark each GEMM around an attention (``q``, ``kv``, ``qkv``, ``o``) and the ``lm_head``."""
    owner = {i: inst for inst in instances for i in inst.nodes}
    index = {id(n): i for i, n in enumerate(graph.nodes)}
    for att in (i for i in instances if i.kind == "attention"):
        for side in ("q", "k", "v"):
            for gemm in _gemms_upstream(graph, att.io.get(side, ""), owner, index):
                role = "q" if side == "q" else "kv"
                if gemm.role and gemm.role != role:
                    role = "qkv"
                gemm.role = role
                gemm.attention = att
        for gemm in _gemms_downstream(graph, att.io.get("out", ""), owner, index):
            gemm.role = gemm.role or "o"
            gemm.attention = att
    outputs = set(graph.outputs)
    for gemm in (i for i in instances if i.kind == "gemm" and not i.role):
        if _reaches_output(graph, gemm.io.get("out", ""), outputs):
            gemm.role = "lm_head"


def _gemms_upstream(graph: Graph, tensor: str, owner: dict[int, Instance],
                    index: dict[int, int], limit: int = 48) -> list[Instance]:
    found: list[Instance] = []
    seen = {tensor}
    todo = deque([tensor])
    while todo and len(seen) < limit:
        prod = graph.producer(todo.popleft())
        if prod is None:
            continue
        inst = owner.get(index[id(prod)])
        if inst is not None:
            if inst.kind == "gemm" and inst not in found:
                found.append(inst)
            continue  # stop at any instance
        for t in prod.inputs:
            if t and t not in seen and not graph.is_weight(t):
                seen.add(t)
                todo.append(t)
    return found


def _gemms_downstream(graph: Graph, tensor: str, owner: dict[int, Instance],
                      index: dict[int, int]) -> list[Instance]:
    found: list[Instance] = []
    todo = [tensor]
    for _ in range(16):
        nxt = []
        for t in todo:
            for node, slot in graph.consumers(t):
                inst = owner.get(index[id(node)])
                if inst is not None:
                    if inst.kind == "gemm" and slot == 0 and inst not in found:
                        found.append(inst)
                elif node.op_type in LAYOUT_OPS:
                    nxt.extend(o for o in node.outputs if o)
        todo = nxt
        if not todo:
            break
    return found


def _reaches_output(graph: Graph, tensor: str, outputs: set[str]) -> bool:
    todo = [tensor]
    for _ in range(16):
        if any(t in outputs for t in todo):
            return True
        todo = [o for t in todo for node, _slot in graph.consumers(t)
                if node.op_type in _TO_OUTPUT for o in node.outputs if o]
        if not todo:
            return False
    return False


def shard(inst: Instance, n: int, graph: Graph, att: dict[str, Any]) -> None:
    """Per-device shape of ``inst`` (``att``: the unsharded shape of its attention, if any)."""
    owner = inst.attention if inst.attention is not None else inst
    where = f"{owner.kind} node '{graph.nodes[owner.nodes[0]].name}'" if owner.nodes \
        else owner.kind
    SHARDS[inst.kind](inst, _Split(n, where), att)


class _Split:
    """Dividing one shape over ``n`` devices; ``where`` names the instance in errors."""

    def __init__(self, n: int, where: str):
        self.n, self.where = n, where

    def div(self, value: int, what: str) -> int:
        if value % self.n:
            raise AoeError(f"--tensor-parallel {self.n} does not divide {what} {value} of "
                           f"{self.where}")
        return value // self.n

    def kv_local(self, kv: int) -> int:
        return _kv_local(kv, self.n, self.where)


def _shard_attention(inst: Instance, p: _Split, att: dict[str, Any]) -> None:
    s = inst.shape
    s["q_heads"] = p.div(s["q_heads"], "q_heads")
    s["kv_heads"] = p.kv_local(s["kv_heads"])


def _shard_ffn(inst: Instance, p: _Split, att: dict[str, Any]) -> None:
    inst.shape["intermediate"] = p.div(inst.shape["intermediate"], "intermediate size")


def _shard_gemm(inst: Instance, p: _Split, att: dict[str, Any]) -> None:
    s = inst.shape
    if inst.role == "lm_head":
        s["n"] = math.ceil(s["n"] / p.n)  # vocabulary padded to a multiple of N
    elif inst.role and att:
        q, kv, hd = att["q_heads"], att["kv_heads"], att["head_dim"]
        q_local = p.div(q, "q_heads")
        kv_local = p.kv_local(kv)
        if inst.role == "o":
            s["k"] = s["k"] // q * q_local if s["k"] == q * hd else p.div(s["k"], "input features")
        elif inst.role == "q":
            s["n"] = s["n"] // q * q_local if s["n"] == q * hd else p.div(s["n"], "output features")
        elif inst.role == "kv":
            s["n"] = kv_local * hd if s["n"] == kv * hd else p.div(s["n"], "output features")
        elif inst.role == "qkv":
            s["n"] = (q_local + 2 * kv_local) * hd if s["n"] == (q + 2 * kv) * hd \
                else p.div(s["n"], "output features")
    if s.get("block_size") and s["k"] % s["block_size"]:
        # a weight-only quantized GEMM's K is made of whole quantization blocks; a device cannot
        # hold part of one (its scale covers the whole block)
        raise AoeError(f"--tensor-parallel {p.n} leaves k={s['k']} per device on {p.where}, not "
                       f"a whole number of its {s['block_size']}-element quantization blocks")


def _replicated(inst: Instance, p: _Split, att: dict[str, Any]) -> None:
    """Norms run whole on every device."""


# How each op kind's shape is split over the devices.
SHARDS: dict[str, Callable[[Instance, _Split, dict[str, Any]], None]] = {
    "gemm": _shard_gemm, "attention": _shard_attention, "ffn": _shard_ffn,
    "layernorm": _replicated, "rmsnorm": _replicated,
}


def _kv_local(kv: int, n: int, where: str) -> int:
    if kv % n == 0:
        return kv // n
    if n % kv == 0:
        return 1  # fewer KV heads than devices: each device holds one replicated KV head
    raise AoeError(f"--tensor-parallel {n} neither divides nor is a multiple of kv_heads {kv} "
                   f"of {where}")
