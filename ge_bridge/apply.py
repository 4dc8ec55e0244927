"""Compile-time apply: look tilings up in a cache and stamp them onto a model's operators.

Lookup order for one operator instance (:func:`lookup`):

1. **hit**: the exact OpKey is in the cache;
2. **fallback**: an entry of the same kind and dtype whose *fixed* dims equal this shape's
   (everything but the token / row count), the nearest tuned token count on a log scale, used
   only if its tiling is valid for the new shape under the target's capacity rules;
3. **miss**: the stock default tiling.

:func:`fuse_instances` rewrites an ONNX model: each instance becomes one node in the ``ai.aoe``
domain (``Gemm``, ``Attention``, ``FFN``, ``LayerNorm``, ``RMSNorm``) carrying its tiling as
attributes (written by :func:`ge_bridge.aoe_node.encode_attrs`, with each kernel operand's
role), and each distinct instance body is a model-local ONNX function whose body is the
original subgraph, so any ONNX runtime still runs the compiled model with the same outputs.
ONNX names a function by its op type, so the second distinct body of a kind (a GEMM without the
bias ``Add`` of the first, another activation) is ``Gemm_1``, the third ``Gemm_2``: the kind is
the op type up to the first ``_``, or the kind of ``aoe_key``. A model compiled for several
shape profiles also carries ``aoe_profiles`` on each node (see :mod:`ge_bridge.profiles`).
"""
from __future__ import annotations

import math
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .aoe_node import AOE_DOMAIN, encode_attrs
from .cache import TilingCache
from .errors import AoeError
from .kinds import KindView
from .opkey import make_key
from .targets import Target
from .tiling import PARAMS, stock_default, upgrade_tiling
from .tiling import tiling_problem as _tiling_ok

# Per kind (ge_bridge/kinds/): the fused node's op type, and the shape fields that vary with the
# number of tokens (every other field must match exactly).
FUSED_OP = KindView("fused_op")
TOKEN_FIELDS = KindView("token_fields")


@dataclass
class Lookup:
    status: str  # "hit" | "fallback" | "miss"
    tiling: dict[str, Any]
    source_key: str | None = None  # the cache entry used
    note: str = ""
    profiles: list[dict[str, Any]] = field(default_factory=list)  # see ge_bridge.profiles


@dataclass
class Instance:
    """One matched operator instance, as the pass found it (ge_bridge knows no patterns)."""

    kind: str
    shape: dict[str, Any]
    dtype: str
    nodes: list[str]
    io: dict[str, str] = field(default_factory=dict)  # named tensors: "a", "q", "x", "out", ...
    roles: dict[str, str] = field(default_factory=dict)  # kernel operand role -> tensor

    @property
    def key(self) -> str:
        return make_key(self.kind, self.shape, self.dtype)


@dataclass
class ApplyReport:
    """Every instance's lookup, and the instances the fusion had to leave as they were."""

    rows: list[tuple[Instance, Lookup]] = field(default_factory=list)
    not_fused: list[tuple[Instance, str]] = field(default_factory=list)

    def counts(self) -> dict[str, int]:
        """Instances per outcome; an instance left unfused counts only as ``not_fused``."""
        c = {"hit": 0, "fallback": 0, "miss": 0, "not_fused": len(self.not_fused)}
        refused = {id(i) for i, _ in self.not_fused}
        for inst, lk in self.rows:
            if id(inst) not in refused:
                c[lk.status] += 1
        return c


def _index(cache: TilingCache) -> dict[tuple[Any, ...], list[tuple[str, dict[str, Any]]]]:
    index: dict[tuple[Any, ...], list[tuple[str, dict[str, Any]]]] = {}
    for key, entry in cache.entries.items():
        kind = entry["kind"]
        fixed = tuple(sorted((k, v) for k, v in entry["shape"].items() if k not in TOKEN_FIELDS[kind]))
        index.setdefault((kind, entry["dtype"], fixed), []).append((key, entry))
    return index


class Stamper:
    """Looks tilings up in one cache for one target (the index is built once)."""

    def __init__(self, cache: TilingCache, target: Target | None):
        self.cache, self.target = cache, target
        self._index = _index(cache)

    def _valid(self, kind: str, shape: Mapping[str, Any], dtype: str, tiling: Mapping[str, Any]) -> str:
        problem = _tiling_ok(tiling, kind)
        if problem or self.target is None:
            return problem
        return "; ".join(self.target.violations(kind, shape, dtype, tiling))

    def lookup(self, kind: str, shape: Mapping[str, Any], dtype: str) -> Lookup:
        key = make_key(kind, dict(shape), dtype)
        entry = self.cache.get(key)
        notes = []
        if entry is not None:
            tiling = upgrade_tiling(kind, entry["tiling"])
            problem = self._valid(kind, shape, dtype, tiling)
            if not problem:
                return Lookup("hit", dict(tiling), key)
            notes.append(f"cached tiling rejected: {problem}")
        fixed = tuple(sorted((k, v) for k, v in shape.items() if k not in TOKEN_FIELDS[kind]))
        tokens = [max(1, int(shape[f])) for f in TOKEN_FIELDS[kind]]

        def distance(item: tuple[str, dict[str, Any]]) -> float:
            other = [max(1, int(item[1]["shape"][f])) for f in TOKEN_FIELDS[kind]]
            return sum(abs(math.log(a) - math.log(b)) for a, b in zip(tokens, other))

        for cand_key, cand in sorted(self._index.get((kind, dtype, fixed), []), key=distance):
            if cand_key == key:
                continue
            tiling = upgrade_tiling(kind, cand["tiling"])
            problem = self._valid(kind, shape, dtype, tiling)
            if not problem:
                return Lookup("fallback", dict(tiling), cand_key, "; ".join(notes))
            notes.append(f"near shape {cand_key} invalid here: {problem}")
        return Lookup("miss", stock_default(kind, dict(shape), dtype), None, "; ".join(notes))


# --------------------------------------------------------------------------------------------
# ONNX rewriting


def fuse_instances(model: Any, stamped: Sequence[tuple[Instance, Lookup]],
                   report: ApplyReport) -> Any:
    """Return a copy of ``model`` with each instance replaced by one ``ai.aoe`` node.

    The fused subgraph is the instance's *convex hull*: its nodes plus every node on a path
    that leaves the instance and re-enters it. Exporters put such nodes inside an operator
    (an fp16 RMSNorm computes in fp32 between two ``Cast``s, an attention reshapes with the
    ``Shape`` of its own query): they are part of the operator, and the fused node keeps them
    in its body. An instance whose hull would swallow another instance's node or a compute
    op of its own (:data:`NOT_ABSORBED`) is left as it was and listed in
    ``report.not_fused`` with the reason.
    """
    import onnx
    from onnx import helper

    out = onnx.ModelProto()
    out.CopyFrom(model)
    graph = out.graph
    nodes = _toposort(list(graph.node), graph)  # the hull search relies on topological order
    names = [n.name for n in nodes]
    by_name = {n.name: i for i, n in enumerate(nodes) if n.name}
    producer = {o: i for i, n in enumerate(nodes) for o in n.output if o}
    consumers: dict[str, list[int]] = {}
    for i, n in enumerate(nodes):
        for t in n.input:
            if t:
                consumers.setdefault(t, []).append(i)
    graph_outputs = {o.name for o in graph.output}

    functions: dict[tuple[Any, ...], str] = {}
    new_functions = []
    replaced: dict[int, Any] = {}  # index of the instance's last node -> fused node
    removed: set[int] = set()
    used_names = set(names)
    owner = {by_name[n]: inst for inst, _ in stamped for n in inst.nodes if n in by_name}
    for inst, lk in stamped:
        idx = [by_name.get(n) for n in inst.nodes]
        if any(i is None for i in idx):
            report.not_fused.append((inst, "node names not found in the model"))
            continue
        members = set(idx)  # type: ignore[arg-type]
        if members & removed:
            report.not_fused.append((inst, "overlaps another instance"))
            continue
        extra = _hull(nodes, members, producer, consumers)
        why = _refuse_hull(nodes, extra, owner, inst)
        if why:
            report.not_fused.append((inst, why))
            continue
        if extra & removed:
            report.not_fused.append((inst, "its hull overlaps another fused instance"))
            continue
        members |= extra
        ext_in, outs = _boundary(nodes, members, producer, consumers, graph_outputs)
        body, sig, rename = _canonical_body(nodes, sorted(members), ext_in, outs)
        attrs = sorted(PARAMS[inst.kind])
        fkey = (inst.kind, sig)
        if fkey not in functions:
            base = FUSED_OP[inst.kind]
            count = sum(1 for k in functions if k[0] == inst.kind)
            fname = base if count == 0 else f"{base}_{count}"
            functions[fkey] = fname
            opsets = [helper.make_opsetid(o.domain, o.version) for o in out.opset_import
                      if o.domain != AOE_DOMAIN]
            new_functions.append(helper.make_function(
                AOE_DOMAIN, fname, [f"x{i}" for i in range(len(ext_in))],
                [f"y{i}" for i in range(len(outs))], body, opsets, attributes=attrs))
        fname = functions[fkey]
        node_name = _unique(f"aoe_{inst.kind}_{len(replaced)}", used_names)
        roles = {r: rename[t] for r, t in inst.roles.items() if t in rename}
        fused = helper.make_node(fname, ext_in, outs, name=node_name, domain=AOE_DOMAIN,
                                 **encode_attrs(inst.kind, inst.key, lk.tiling, lk.status,
                                                lk.source_key or "", _io(inst.io, ext_in, outs),
                                                roles, lk.profiles))
        replaced[max(members)] = fused
        removed |= members
    kept = []
    for i, n in enumerate(nodes):
        if i in replaced:
            kept.append(replaced[i])
        elif i not in removed:
            kept.append(n)
    del graph.node[:]
    graph.node.extend(_toposort(kept, graph))
    out.functions.extend(new_functions)
    if not any(o.domain == AOE_DOMAIN for o in out.opset_import):
        out.opset_import.append(helper.make_opsetid(AOE_DOMAIN, 1))
    return out


def _io(io: Mapping[str, str], ext_in: list[str], outs: list[str]) -> dict[str, str]:
    """``{"q": "i0", "out": "o0"}``: where each named tensor of the instance sits on the node."""
    out = {}
    for role, tensor in io.items():
        if tensor in ext_in:
            out[role] = f"i{ext_in.index(tensor)}"
        elif tensor in outs:
            out[role] = f"o{outs.index(tensor)}"
    return out


def _unique(name: str, used: set[str]) -> str:
    base, i = name, 0
    while name in used:
        i += 1
        name = f"{base}_{i}"
    used.add(name)
    return name


def _boundary(nodes, members, producer, consumers, graph_outputs):
    ext_in: list[str] = []
    outs: list[str] = []
    for i in sorted(members):
        for t in nodes[i].input:
            if t and producer.get(t) not in members and t not in ext_in:
                ext_in.append(t)
        for t in nodes[i].output:
            if t and (t in graph_outputs or any(c not in members for c in consumers.get(t, []))):
                outs.append(t)
    return ext_in, outs


# Compute ops a fused node never takes in silently: they are operators of their own.
NOT_ABSORBED = frozenset({"MatMul", "Gemm", "MatMulNBits", "MatMulInteger", "QLinearMatMul",
                          "FusedMatMul", "Conv", "ConvTranspose", "Softmax", "Attention",
                          "MultiHeadAttention", "GroupQueryAttention"})


def _hull(nodes, members, producer, consumers) -> set[int]:
    """The nodes outside ``members`` that lie on a path member -> ... -> member.

    Those are the descendants of the members that are also their ancestors. Nodes are in
    topological order, so a descendant that matters sits below the last member and an
    ancestor above the first: both searches are pruned there and stay local to the instance.
    """
    first, last = min(members), max(members)
    down: set[int] = set()
    stack = [c for i in members for t in nodes[i].output if t for c in consumers.get(t, ())]
    while stack:
        j = stack.pop()
        if j in down or j in members or j > last:
            continue
        down.add(j)
        stack.extend(c for t in nodes[j].output if t for c in consumers.get(t, ()))
    if not down:
        return set()
    up: set[int] = set()
    stack = [producer[t] for i in members for t in nodes[i].input if t in producer]
    while stack:
        j = stack.pop()
        if j in up or j in members or j < first:
            continue
        up.add(j)
        stack.extend(producer[t] for t in nodes[j].input if t in producer)
    return down & up


def _refuse_hull(nodes, extra, owner, inst) -> str:
    """Why the hull ``extra`` cannot join ``inst`` ('' when it can)."""
    for j in sorted(extra):
        other = owner.get(j)
        if other is not None and other is not inst:
            return (f"not convex: a path leaves and re-enters through {nodes[j].op_type} "
                    f"{nodes[j].name!r} of a {other.kind} instance")
        if nodes[j].op_type in NOT_ABSORBED:
            return (f"not convex: a path leaves and re-enters through {nodes[j].op_type} "
                    f"{nodes[j].name!r}, an operator of its own")
    return ""


def _canonical_body(nodes, order, ext_in, outs):
    from onnx import helper

    rename = {t: f"x{i}" for i, t in enumerate(ext_in)}
    rename.update({t: f"y{i}" for i, t in enumerate(outs)})
    body, sig = [], []
    k = 0
    for i in order:
        n = nodes[i]
        for t in n.output:
            if t and t not in rename:
                rename[t] = f"t{k}"
                k += 1
        new = helper.make_node(n.op_type, [rename.get(t, t) if t else "" for t in n.input],
                               [rename[t] if t else "" for t in n.output], domain=n.domain)
        new.attribute.extend(n.attribute)
        body.append(new)
        sig.append(new.SerializeToString())
    return body, tuple(sig), rename


def _toposort(nodes, graph):
    available = {i.name for i in graph.input} | {i.name for i in graph.initializer} | {""}
    producer = {o: j for j, n in enumerate(nodes) for o in n.output}
    indeg = []
    waiting: dict[int, list[int]] = {}
    for j, n in enumerate(nodes):
        deps = {producer[t] for t in n.input if t not in available and t in producer}
        indeg.append(len(deps))
        for d in deps:
            waiting.setdefault(d, []).append(j)
    import heapq

    ready = [j for j, d in enumerate(indeg) if d == 0]
    heapq.heapify(ready)
    order = []
    while ready:
        j = heapq.heappop(ready)
        order.append(nodes[j])
        for c in waiting.get(j, []):
            indeg[c] -= 1
            if indeg[c] == 0:
                heapq.heappush(ready, c)
    if len(order) != len(nodes):
        raise AoeError("internal: fusing produced a cyclic graph")
    return order


def relocate_external_data(model: Any, src_dir: str, dst_dir: str) -> list[str]:
    """Make every external-data location of ``model`` (relative to ``src_dir``) valid from
    ``dst_dir``, the compiled model's directory; returns notes for the user.

    onnx and onnxruntime refuse locations that leave the model's directory (``../``) or are
    absolute, and onnx's checker refuses hard-linked data files (a "hardlink attack"), so a
    location is kept as it is and the data file is copied beside the output (written to a
    temporary name, then renamed). A file already there with the same bytes is reused; a
    different one is never overwritten: one clear error. A data file that is absent
    (shapes-only models) stays referenced by its name.
    """
    import filecmp
    import shutil
    import tempfile

    if os.path.abspath(src_dir) == os.path.abspath(dst_dir):
        return []
    tensors = list(model.graph.initializer)
    for node in model.graph.node:
        tensors.extend(a.t for a in node.attribute if a.HasField("t"))
    locations = sorted({e.value for t in tensors for e in t.external_data if e.key == "location"})
    notes = []
    for loc in locations:
        norm = os.path.normpath(loc)
        if os.path.isabs(loc) or norm.startswith(".."):
            raise AoeError(f"external data location {loc!r} leaves the model's directory "
                           f"(onnx refuses it); keep data files beside the model")
        src, dst = os.path.join(src_dir, norm), os.path.join(dst_dir, norm)
        if not os.path.exists(src):
            notes.append(f"external data {loc}: not found beside the source model; the compiled "
                         f"model references it by the same name beside the output")
            continue
        if os.path.exists(dst):
            if filecmp.cmp(src, dst, shallow=False):
                notes.append(f"external data {loc}: already beside the output")
                continue
            raise AoeError(f"{dst} exists and is not the source model's external data {loc!r}: "
                           f"refusing to overwrite it (write the compiled model elsewhere)")
        os.makedirs(os.path.dirname(dst) or ".", exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".aoe-data-", dir=os.path.dirname(dst) or ".")
        os.close(fd)
        try:
            shutil.copyfile(src, tmp)
            os.replace(tmp, dst)
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)
        notes.append(f"external data {loc}: copied beside the output "
                     f"({os.path.getsize(dst) / 2**20:.1f} MiB)")
    return notes
