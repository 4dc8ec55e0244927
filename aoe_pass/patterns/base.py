"""Pattern representation and the matcher shared by every pattern family.

A pattern is DATA: a handful of pattern nodes (each a set of acceptable op types) and
slot-aware edges ``(producer, consumer, slot)`` where ``slot`` is the consumer's input index
(``None``: any slot). Edges into commutative ops (Add, Mul, ...) accept slot 0 or 1 either way.
Optional pattern nodes (a bias Add, a scale Mul) are expanded into variants with the node
bypassed, so one declaration covers every combination.

Matching is a subgraph monomorphism search grown from an anchor vertex (a Softmax, a
ReduceMean, an activation) along the pattern's edges: the next pattern node is always one next
to those already mapped, and its candidates are the neighbours of a mapped vertex on the
smallest adjacency list that edge allows. So a match costs what the anchor's own edges cost, not
a neighbourhood's size: a tensor read by 100,000 consumers is not scanned once per consumer
(a neighbourhood ball plus VF2 did that, quadratic in the fan-out). The anchor pattern node
only maps to the anchor vertex.

The graph the matcher sees (:class:`MatchGraph`) is the model graph with:
- constant producers (Constant nodes, folded shape arithmetic) left out;
- "transparent" ops (Cast, Identity, Dropout, Reshape and friends) contracted, so a pattern
  never spells out the Casts exporters sprinkle around float32 islands or the views between a
  2-D Gemm and a 3-D activation (they stay structural: no instance claims them);
- vertices already claimed by an instance removed, so a node belongs to at most one instance;
- fused vertices: an earlier stage may collapse a matched region into one virtual vertex (for
  example an erf GELU into ``GeluErf``) that later patterns match as a single op.
"""
from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

import networkx as nx

from ge_bridge.graph import Graph, Node

from .instance import CONST_PASSTHROUGH, is_constant

COMMUTATIVE = frozenset({"Add", "Mul", "Max", "Min", "Sum", "And", "Or", "Equal"})
# Ops that do not change values: contracted away (their consumers see their producer).
TRANSPARENT = frozenset({"Cast", "CastLike", "Identity", "Dropout", "Reshape", "Flatten",
                         "Squeeze", "Unsqueeze", "TransData", "ExpandDims"})

# Op alternatives used by several families (ONNX names and GE types, which share a namespace:
# a GE node's op_type is its GE type without the "ge:" prefix).
MATMUL = ("MatMul", "Gemm", "MatMulV2", "MatMulV3", "BatchMatMul", "BatchMatMulV2",
          "BatchMatMulV3", "ms:FusedMatMul")
SOFTMAX = ("Softmax", "SoftmaxV2")
DIV = ("Div", "RealDiv")
REDUCE_MEAN = ("ReduceMean", "ReduceMeanD")


def op_label(node: Node) -> str:
    """The op name patterns match on: ``op_type``, prefixed by its domain outside ONNX/GE."""
    if node.domain in ("", "ai.onnx", "ge"):
        return node.op_type
    if node.domain == "com.microsoft":
        return "ms:" + node.op_type
    return f"{node.domain}:{node.op_type}"


ANY = "*"  # a pattern node that matches any op (the producer feeding a fused region)


@dataclass(frozen=True)
class PNode:
    ops: tuple[str, ...]
    optional: bool = False


@dataclass
class Pattern:
    """A small pattern graph. ``edges`` are ``(producer, consumer, slot)``."""

    name: str
    nodes: dict[str, PNode]
    edges: list[tuple[str, str, int | None]]
    anchor: str
    variants: list[nx.DiGraph] = field(default_factory=list, repr=False)
    plans: list[_Plan] = field(default_factory=list, repr=False)  # one per variant

    def __post_init__(self) -> None:
        optional = [n for n, p in self.nodes.items() if p.optional]
        # More specific variants (more nodes kept) first: a match that can take the bias Add does.
        for dropped in sorted(_subsets(optional), key=len):
            g = self._variant(set(dropped))
            if not nx.is_weakly_connected(g):
                raise ValueError(f"pattern {self.name}: not connected without {dropped}")
            self.variants.append(g)
            self.plans.append(_Plan(g))

    def _variant(self, dropped: set[str]) -> nx.DiGraph:
        edges = list(self.edges)
        for name in dropped:
            ins = [e for e in edges if e[1] == name]
            outs = [e for e in edges if e[0] == name]
            if len(ins) != 1:
                raise ValueError(f"pattern {self.name}: optional node {name} needs one input")
            rest = [e for e in edges if name not in (e[0], e[1])]
            edges = rest + [(ins[0][0], dst, slot) for _, dst, slot in outs]
        g = nx.DiGraph()
        for name, pnode in self.nodes.items():
            if name not in dropped:
                g.add_node(name, ops=frozenset(pnode.ops), anchor=name == self.anchor)
        for src, dst, slot in edges:
            g.add_edge(src, dst, slot=slot)
        return g


class _Plan:
    """A pattern variant as plain tuples, for the matcher's inner loop."""

    def __init__(self, g: nx.DiGraph):
        self.names = list(g.nodes)
        self.ops = {p: g.nodes[p]["ops"] for p in self.names}
        self.any = {p: ANY in g.nodes[p]["ops"] for p in self.names}
        self.ins = {p: [(q, d["slot"]) for q, _, d in g.in_edges(p, data=True)] for p in self.names}
        self.outs = {p: [(q, d["slot"]) for _, q, d in g.out_edges(p, data=True)] for p in self.names}


def _subsets(items: list[str]) -> Iterable[tuple[str, ...]]:
    for r in range(len(items) + 1):
        yield from itertools.combinations(items, r)


class MatchGraph:
    """The model graph as a networkx DiGraph of vertices the patterns match on.

    A vertex id is the index of its (first) node in ``graph.nodes``; vertex attributes are
    ``op`` (see :func:`op_label`) and ``members`` (node indices it stands for: the node itself
    or a fused region). ``owner`` maps a transparent node to the vertex it was contracted into. Edge attribute ``slots`` is the
    set of consumer input slots the producer feeds (both 0 and 1 for commutative ops).
    """

    def __init__(self, graph: Graph):
        self.graph = graph
        self.index = {id(n): i for i, n in enumerate(graph.nodes)}
        self.g = nx.DiGraph()
        self.owner: dict[int, int] = {}  # node index -> vertex id (transparent ops: their host)
        self._fresh = len(graph.nodes)
        self.visits = 0  # candidate vertices the matcher examined (its cost, for benchmarks/tests)
        nodes = graph.nodes
        skip = [self.is_constant_node(n) for n in nodes]
        # A transparent node maps to the vertex of its producer (followed transitively).
        for i, node in enumerate(nodes):
            if skip[i]:
                continue
            if node.op_type in TRANSPARENT and node.inputs and node.inputs[0]:
                prod = graph.producer(node.inputs[0])
                if prod is not None and not skip[self.index[id(prod)]]:
                    self.owner[i] = self.owner[self.index[id(prod)]]
                    continue
            self.owner[i] = i
            self.g.add_node(i, vid=i, op=op_label(node), members=[i])
        for i, node in enumerate(nodes):
            if skip[i] or self.owner[i] != i:
                continue
            for slot, tensor in enumerate(node.inputs):
                if not tensor:
                    continue
                prod = graph.producer(tensor)
                if prod is None:
                    continue
                pi = self.index[id(prod)]
                if skip[pi]:
                    continue
                src = self.owner[pi]
                if src == i:
                    continue
                slots = {0, 1} if node.op_type in COMMUTATIVE and slot < 2 else {slot}
                if self.g.has_edge(src, i):
                    self.g.edges[src, i]["slots"] |= slots
                else:
                    self.g.add_edge(src, i, slots=set(slots))

    def is_constant_node(self, node: Node) -> bool:
        """A Constant/Const, or a node whose outputs are all folded constants or weights."""
        if node.op_type in ("Constant", "Const"):
            return True
        if node.op_type in CONST_PASSTHROUGH and node.inputs and node.inputs[0] and \
                is_constant(self.graph, node.inputs[0]):
            return True
        outs = [o for o in node.outputs if o]
        g = self.graph
        return bool(outs) and all(g.const_value(o) is not None or g.is_weight(o) for o in outs)

    # -- queries -------------------------------------------------------------------------
    def op(self, vid: int) -> str:
        return self.g.nodes[vid]["op"]

    def node(self, vid: int) -> Node:
        """The model node a (non-fused) vertex stands for."""
        return self.graph.nodes[vid]

    def members(self, vid: int) -> list[int]:
        return self.g.nodes[vid]["members"]

    def vertices(self, ops: Iterable[str]) -> list[int]:
        wanted = set(ops)
        return [v for v, d in self.g.nodes(data=True) if d["op"] in wanted]

    # -- edits ---------------------------------------------------------------------------
    def claim(self, vids: Iterable[int]) -> list[int]:
        """Remove vertices (now owned by an instance); returns their member node indices."""
        out: list[int] = []
        for v in vids:
            if v in self.g:
                out.extend(self.g.nodes[v]["members"])
                self.g.remove_node(v)
        return out

    def fuse(self, vids: list[int], op: str, **attrs: Any) -> int:
        """Collapse ``vids`` into one virtual vertex labelled ``op``; returns its id.

        Inputs from outside keep slot 0; outputs keep the consumer's slots.
        """
        inside = set(vids)
        new = self._fresh
        self._fresh += 1
        members = [m for v in vids for m in self.g.nodes[v]["members"]]
        self.g.add_node(new, vid=new, op=op, members=members, fused=True, **attrs)
        for v in vids:
            for p in self.g.predecessors(v):
                if p not in inside:
                    self.g.add_edge(p, new, slots={0})
            for s, data in self.g.succ[v].items():
                if s not in inside:
                    if self.g.has_edge(new, s):
                        self.g.edges[new, s]["slots"] |= data["slots"]
                    else:
                        self.g.add_edge(new, s, slots=set(data["slots"]))
        self.g.remove_nodes_from(vids)
        for m in members:
            self.owner[m] = new
        return new

    # -- matching ------------------------------------------------------------------------
    def match(self, pattern: Pattern, anchor: int,
              accept: Callable[[dict[str, int]], Any] | None = None) -> tuple[dict[str, int], Any]:
        """The first match of ``pattern`` with its anchor on vertex ``anchor``.

        Returns ``(mapping pattern node -> vertex, accept's result)``; ``({}, None)`` if none.
        ``accept(mapping)`` may reject a structural match by returning None (checks the pattern
        graph cannot express, e.g. "the two inputs are the same tensor").
        """
        if anchor not in self.g:
            return {}, None
        if self.op(anchor) not in pattern.nodes[pattern.anchor].ops:
            return {}, None
        for plan in pattern.plans:
            for mapping in self._grow(plan, {pattern.anchor: anchor}):
                result = accept(mapping) if accept else True
                if result is not None:
                    return mapping, result
        return {}, None

    def _grow(self, plan: _Plan, mapping: dict[str, int]) -> Iterable[dict[str, int]]:
        """Every extension of ``mapping`` (pattern node -> vertex) to the whole variant."""
        if len(mapping) == len(plan.names):
            yield dict(mapping)
            return
        # networkx's own adjacency dicts (the public views cost an object per lookup)
        succ, pred = self.g._succ, self.g._pred
        # the unmapped pattern node with the shortest candidate list: the adjacency of a mapped
        # neighbour in the direction the pattern edge asks for
        size, p, candidates = -1, "", {}
        for name in plan.names:
            if name in mapping:
                continue
            for q, _ in plan.ins[name]:
                if q in mapping and (size < 0 or len(succ[mapping[q]]) < size):
                    candidates = succ[mapping[q]]
                    size, p = len(candidates), name
            for q, _ in plan.outs[name]:
                if q in mapping and (size < 0 or len(pred[mapping[q]]) < size):
                    candidates = pred[mapping[q]]
                    size, p = len(candidates), name
        assert size >= 0  # variants are connected
        ops, any_op, nodes = plan.ops[p], plan.any[p], self.g.nodes
        used = set(mapping.values())
        for v in list(candidates):
            self.visits += 1
            if v in used or not (any_op or nodes[v]["op"] in ops):
                continue
            if all(_edge_ok(succ, mapping[q], v, slot) for q, slot in plan.ins[p] if q in mapping) \
                    and all(_edge_ok(succ, v, mapping[q], slot) for q, slot in plan.outs[p]
                            if q in mapping):
                mapping[p] = v
                yield from self._grow(plan, mapping)
                del mapping[p]


def _edge_ok(succ: dict[int, dict[int, Any]], u: int, v: int, slot: int | None) -> bool:
    """The graph has the edge ``u -> v`` feeding consumer input ``slot`` (any slot if None)."""
    data = succ[u].get(v)
    return data is not None and (slot is None or slot in data["slots"])


class Context:
    """What a family's ``find`` works with: the graph, its match graph and the claimed nodes."""

    def __init__(self, graph: Graph):
        self.graph = graph
        self.mg = MatchGraph(graph)
        self.index = self.mg.index

    def idx(self, node: Node) -> int:
        return self.index[id(node)]

    def vertex_of(self, node: Node) -> int | None:
        v = self.mg.owner.get(self.idx(node))
        return v if v is not None and v in self.mg.g else None

    def claim(self, vids: Iterable[int], extra: Iterable[Node] = ()) -> list[int]:
        """Claim vertices (and the vertices of ``extra`` nodes); sorted member node indices."""
        vs = list(vids)
        for node in extra:
            v = self.vertex_of(node)
            if v is not None:
                vs.append(v)
        return sorted(set(self.mg.claim(vs)))

    def const_follower(self, vid: int, ops: Iterable[str]) -> int | None:
        """The single consumer vertex of ``vid`` with an op in ``ops`` whose other operand is a
        constant (a bias Add, a gamma Mul), if ``vid`` has exactly one consumer and it is one."""
        g = self.mg.g
        if vid not in g:
            return None
        succ = list(g.successors(vid))
        if len(succ) != 1 or g.nodes[succ[0]].get("fused") or self.mg.op(succ[0]) not in set(ops):
            return None
        if len(list(g.predecessors(succ[0]))) != 1:
            return None
        node = self.mg.node(succ[0])
        if len(node.inputs) == 2 and sum(is_constant(self.graph, t) for t in node.inputs) == 1:
            return succ[0]
        return None
