"""The graph pass: group a graph's nodes into operator instances and dedup them into tasks.

``extract(graph)`` runs the pattern families (``aoe_pass.patterns``) in a fixed order: fused
ops and attention, ffn, layernorm, rmsnorm, then gemm on every remaining MatMul/Gemm with a
weight operand. A node belongs to at most one instance. Instances with the same OpKey become
one :class:`ge_bridge.opkey.Task` whose weight is the instance count.

Tensor parallelism (``tensor_parallel=N``) is :mod:`.tensor_parallel`'s: it turns every shape
into the shape one device runs.

Ops left unmatched are counted by op type, except the structural ones that compute nothing
worth tuning (:data:`STRUCTURAL`) and constant-folded shape arithmetic.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ge_bridge.errors import AoeError
from ge_bridge.graph import Graph
from ge_bridge.load import gc_paused
from ge_bridge.opkey import Task

from ..patterns import FAMILIES
from ..patterns.base import Context, op_label
from ..patterns.instance import Instance
from .tensor_parallel import assign_roles, shard

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
    assign_roles(graph, instances)
    if tensor_parallel > 1:
        original = {id(i): dict(i.shape) for i in instances}
        for inst in instances:
            att = original[id(inst.attention)] if inst.attention is not None else {}
            shard(inst, int(tensor_parallel), graph, att)
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
