"""The graph pass: group a graph's nodes into operator instances and dedup them into tasks.

``extract(graph)`` runs the pattern families (``aoe_pass.patterns``) in a fixed order: fused
ops and attention, ffn, layernorm, rmsnorm, then gemm on every remaining MatMul/Gemm with a
weight operand. A node belongs to at most one instance. Instances with the same OpKey become
one :class:`ge_bridge.opkey.Task` whose weight is the instance count.

Tensor parallelism (``tensor_parallel=N``, Megatron-style) turns every shape into the shape one
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

Ops left unmatched are counted by op type, except the structural ones that compute nothing
worth tuning (:data:`STRUCTURAL`) and constant-folded shape arithmetic.
"""
from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from ge_bridge.errors import AoeError
from ge_bridge.graph import Graph
from ge_bridge.load import gc_paused
from ge_bridge.opkey import Task

from .patterns import FAMILIES
from .patterns.base import Context, op_label
from .patterns.instance import LAYOUT_OPS, Instance

# Data movement and shape plumbing: never reported as unmatched compute.
STRUCTURAL = frozenset({
    "Constant", "ConstantOfShape", "Shape", "Size", "Reshape", "Flatten", "Squeeze", "Unsqueeze",
    "Transpose", "Expand", "Tile", "Concat", "Split", "Slice", "Gather", "Cast", "CastLike",
    "Identity", "Range", "Dropout",
    # GE graph dumps
    "Data", "Const", "NetOutput", "TransData", "TransposeD", "ConcatD", "ConcatV2", "SplitD",
    "SplitV", "SplitVD", "StridedSlice", "StridedSliceD", "GatherV2", "ExpandDims",
    "BroadcastTo", "TileD", "Pack", "Unpack",
})
_TO_OUTPUT = LAYOUT_OPS | {"Slice", "Gather", "StridedSlice", "StridedSliceD", "GatherV2"}


@dataclass
class PassResult:
    instances: list[Instance]
    tasks: list[Task]
    unmatched: dict[str, int]
    names: list[str] = field(default_factory=list, repr=False)  # node index -> name
    match_visits: int = 0  # candidate vertices the pattern matcher examined (its cost)

    def to_json(self, model_name: str) -> dict[str, Any]:
        """The DESIGN.md task document: ``{"model", "tasks", "unmatched"}``."""
        return {"model": model_name, "tasks": [t.to_json() for t in self.tasks],
                "unmatched": dict(self.unmatched)}


def node_names(graph: Graph) -> list[str]:
    """Each node's name; unnamed nodes get ``<op_type>_<index>``."""
    return [n.name or f"{n.op_type}_{i}" for i, n in enumerate(graph.nodes)]


def extract(graph: Graph, tensor_parallel: int = 1) -> PassResult:
    """Match every pattern family on ``graph`` and dedup the instances into tasks."""
    if int(tensor_parallel) < 1:
        raise AoeError(f"--tensor-parallel must be a positive integer, got {tensor_parallel}")
    with gc_paused():
        ctx = Context(graph)
        instances: list[Instance] = []
        for family in FAMILIES:
            instances.extend(family.find(ctx))
    instances.sort(key=lambda i: i.nodes[0] if i.nodes else -1)
    _assign_roles(graph, instances)
    if tensor_parallel > 1:
        original = {id(i): dict(i.shape) for i in instances}
        for inst in instances:
            att = original[id(inst.attention)] if inst.attention is not None else {}
            _shard(inst, int(tensor_parallel), graph, att)
    names = node_names(graph)
    tasks: dict[str, Task] = {}
    for inst in instances:
        task = Task(inst.kind, dict(inst.shape), inst.dtype, weight=0)
        task = tasks.setdefault(task.key, task)
        task.weight += 1
        task.nodes.extend(names[i] for i in inst.nodes)
    claimed = {i for inst in instances for i in inst.nodes}
    unmatched: dict[str, int] = {}
    for i, node in enumerate(graph.nodes):
        if i in claimed or node.op_type in STRUCTURAL or ctx.mg.is_constant_node(node):
            continue
        label = op_label(node)
        unmatched[label] = unmatched.get(label, 0) + 1
    unmatched = dict(sorted(unmatched.items(), key=lambda kv: (-kv[1], kv[0])))
    return PassResult(instances, list(tasks.values()), unmatched, names, ctx.mg.visits)


# -- tensor-parallel roles ---------------------------------------------------------------------
def _assign_roles(graph: Graph, instances: list[Instance]) -> None:
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


def _shard(inst: Instance, n: int, graph: Graph, att: dict[str, Any]) -> None:
    """Per-device shape of ``inst`` (``att``: the unsharded shape of its attention, if any)."""
    s = inst.shape
    owner = inst.attention if inst.attention is not None else inst
    where = f"{owner.kind} node '{graph.nodes[owner.nodes[0]].name}'" if owner.nodes \
        else owner.kind

    def div(value: int, what: str) -> int:
        if value % n:
            raise AoeError(f"--tensor-parallel {n} does not divide {what} {value} of {where}")
        return value // n

    if inst.kind == "attention":
        s["q_heads"] = div(s["q_heads"], "q_heads")
        s["kv_heads"] = _kv_local(s["kv_heads"], n, where)
    elif inst.kind == "ffn":
        s["intermediate"] = div(s["intermediate"], "intermediate size")
    elif inst.kind == "gemm" and inst.role == "lm_head":
        s["n"] = math.ceil(s["n"] / n)  # vocabulary padded to a multiple of N
    elif inst.kind == "gemm" and inst.role and att:
        q, kv, hd = att["q_heads"], att["kv_heads"], att["head_dim"]
        q_local = div(q, "q_heads")
        kv_local = _kv_local(kv, n, where)
        if inst.role == "o":
            s["k"] = s["k"] // q * q_local if s["k"] == q * hd else div(s["k"], "input features")
        elif inst.role == "q":
            s["n"] = s["n"] // q * q_local if s["n"] == q * hd else div(s["n"], "output features")
        elif inst.role == "kv":
            s["n"] = kv_local * hd if s["n"] == kv * hd else div(s["n"], "output features")
        elif inst.role == "qkv":
            s["n"] = (q_local + 2 * kv_local) * hd if s["n"] == (q + 2 * kv) * hd \
                else div(s["n"], "output features")
    if inst.kind == "gemm" and s.get("block_size") and s["k"] % s["block_size"]:
        # a weight-only quantized GEMM's K is made of whole quantization blocks; a device cannot
        # hold part of one (its scale covers the whole block)
        raise AoeError(f"--tensor-parallel {n} leaves k={s['k']} per device on {where}, not a "
                       f"whole number of its {s['block_size']}-element quantization blocks")


def _kv_local(kv: int, n: int, where: str) -> int:
    if kv % n == 0:
        return kv // n
    if n % kv == 0:
        return 1  # fewer KV heads than devices: each device holds one replicated KV head
    raise AoeError(f"--tensor-parallel {n} neither divides nor is a multiple of kv_heads {kv} "
                   f"of {where}")
