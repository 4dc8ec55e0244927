"""A model's tuning tasks over one or more shape profiles (see :mod:`ge_bridge.profiles`).

Every profile binds the model's symbolic dims once and runs the graph pass; the tasks of all
profiles are merged by OpKey in order of first appearance (profile by profile), so the index
``aoe_tune tasks`` prints is the one ``--tasks`` takes. A task shared by several profiles is
tuned once; its weight is the sum over the profiles. The profiles' tasks are the same ops at
other sizes, so one run tunes them together: the shared search warm-starts each task from
the measurements of its kind at the other sizes.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ge_bridge.opkey import Task
from ge_bridge.profiles import input_shape_errors, parse_profiles

from ..graph_pass import extract, node_names
from ..modelref import open_model


@dataclass
class Profile:
    dims: dict[str, int]  # every bound dim (a built-in model's defaults included)
    info: dict[str, Any]
    tasks: list[Task]
    n_nodes: int
    unmatched: dict[str, int]


@dataclass
class ModelTasks:
    tasks: list[Task]  # merged over the profiles
    profiles: list[Profile] = field(default_factory=list)
    node_names: set[str] = field(default_factory=set)
    node_types: dict[str, str] = field(default_factory=dict)  # node name -> op type

    @property
    def info(self) -> dict[str, Any]:
        return self.profiles[0].info

    def profiles_of(self, key: str) -> list[int]:
        return [i for i, p in enumerate(self.profiles) if any(t.key == key for t in p.tasks)]


def model_tasks(spec: str, dim_items: list[str] | None = None,
                input_shapes: list[str] | None = None, tensor_parallel: int = 1,
                dynamic_dims: str | None = None) -> ModelTasks:
    """The tasks of ``spec`` for every profile ``--dim`` / ``--input_shape`` /
    ``--dynamic_dims`` describe."""
    merged: dict[str, Task] = {}
    out = ModelTasks([])
    for dims in parse_profiles(dim_items, input_shapes, dynamic_dims):
        with input_shape_errors(input_shapes):
            graph, info = open_model(spec, dims)
        result = extract(graph, tensor_parallel=tensor_parallel)
        out.profiles.append(Profile(dict(info.get("dims") or dims), info, result.tasks,
                                    len(graph.nodes), dict(result.unmatched)))
        if not out.node_names:
            for name, n in zip(node_names(graph), graph.nodes):
                out.node_names.add(name)
                out.node_types[name] = n.op_type
        for t in result.tasks:
            if t.key in merged:
                m = merged[t.key]
                m.weight += t.weight
                m.nodes.extend(n for n in t.nodes if n not in m.nodes)
            else:
                merged[t.key] = Task(t.kind, dict(t.shape), t.dtype, t.weight, list(t.nodes))
    out.tasks = list(merged.values())
    return out
