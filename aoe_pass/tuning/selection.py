"""Which tasks a run tunes: ``--tasks``, AOE's ``--tune-ops-file``, and the two together.

``--tasks SPEC`` (comma-separated, repeatable) names tasks as ``aoe_tune tasks`` prints them:
by index (``3``), by kind (``gemm`` or ``GEMM``: every task of that kind) or by OpKey
(exactly).

``--tune-ops-file FILE`` is AOE's format, ``{"tune_ops_name": [...], "tune_ops_type": [...]}``
(either list may be absent, not both):

* an op **name** is a node name of the model; it selects the task of the instance that node
  belongs to (a MatMul inside an attention block selects the attention task, since its tiling
  is the attention's). A name that is no node, or a node in no task (an ``Add``), is an error.
* an op **type** selects every task of the kind it names: the kind itself (``gemm``), the
  fused ``ai.aoe`` type (``Attention``), or the ONNX / GE / CANN types that become that kind
  (:data:`OP_TYPE_KINDS`, case-insensitive: ``MatMulV2``, ``FlashAttentionScore``,
  ``RmsNorm``, ...). ``MatMul`` and ``Gemm`` select the GEMM tasks only: the matmuls that
  attention and FFN blocks are made of are tuned as those blocks. A type no task of this model
  has is an error (a typo would otherwise tune nothing).

The union of everything named is tuned, in the tasks' own order.
"""
from __future__ import annotations

import difflib
import json
import os
from collections.abc import Sequence
from typing import Any

from ge_bridge.errors import AoeError
from ge_bridge.opkey import KINDS, Task
from ge_bridge.userfile import read_user_text

# Operator types (ONNX, Ascend GE, CANN operator bank, our fused ai.aoe types) -> task kind.
OP_TYPE_KINDS: dict[str, str] = {
    **{k: k for k in KINDS},
    "matmul": "gemm", "gemm": "gemm", "matmulv2": "gemm", "matmulv3": "gemm",
    "batchmatmul": "gemm", "batchmatmulv2": "gemm", "matmulnbits": "gemm",
    "attention": "attention", "multiheadattention": "attention", "groupqueryattention": "attention",
    "flashattentionscore": "attention", "promptflashattention": "attention",
    "increflashattention": "attention",
    "ffn": "ffn",
    "layernorm": "layernorm", "layernormv3": "layernorm", "layernormalization": "layernorm",
    "rmsnorm": "rmsnorm", "addrmsnorm": "rmsnorm", "simplifiedlayernormalization": "rmsnorm",
    "skipsimplifiedlayernormalization": "rmsnorm",
}
TUNE_OPS_KEYS = ("tune_ops_name", "tune_ops_type")


def select_tasks(tasks: Sequence[Task], task_specs: Sequence[str] | None = None,
                 tune_ops_file: str | None = None, node_types: dict[str, str] | None = None
                 ) -> list[Task]:
    """The tasks to tune (all of them when nothing is named)."""
    if not task_specs and not tune_ops_file:
        return list(tasks)
    chosen: set[int] = set()
    for spec in task_specs or []:
        items = _split_specs(spec)
        if not items:
            raise AoeError("--tasks: empty list (give an index, a kind or an OpKey)")
        for item in items:
            chosen |= _by_spec(tasks, item)
    if tune_ops_file:
        names, types = read_tune_ops_file(tune_ops_file)
        for name in names:
            chosen |= _by_name(tasks, name, node_types or {})
        for op_type in types:
            chosen |= _by_type(tasks, op_type, tune_ops_file)
    return [t for i, t in enumerate(tasks) if i in chosen]


def _split_specs(spec: str) -> list[str]:
    """Comma-separated items; an OpKey's own commas (``m=1,n=512``) stay inside it."""
    items: list[str] = []
    for piece in (p.strip() for p in spec.split(",")):
        if items and "|" in items[-1] and "=" in piece and "|" not in piece:
            items[-1] += "," + piece
        elif piece:
            items.append(piece)
    return items


def _by_spec(tasks: Sequence[Task], item: str) -> set[int]:
    if item.isdigit():
        i = int(item)
        if i >= len(tasks):
            raise AoeError(f"--tasks {item}: the model has {len(tasks)} tasks (indexes 0-"
                           f"{len(tasks) - 1}, as `aoe_tune tasks` prints them)")
        return {i}
    if item.lower() in KINDS:  # a kind in any case, as tune_ops_type takes it; OpKeys are exact
        found = {i for i, t in enumerate(tasks) if t.kind == item.lower()}
        if not found:
            raise AoeError(f"--tasks {item}: this model has no {item.lower()} task")
        return found
    found = {i for i, t in enumerate(tasks) if t.key == item}
    if found:
        return found
    close = difflib.get_close_matches(item, [*KINDS, *(t.key for t in tasks)], n=1)
    hint = f" (did you mean {close[0]!r}?)" if close else ""
    raise AoeError(f"--tasks {item!r}: not a task index, kind ({', '.join(KINDS)}) or OpKey "
                   f"of this model{hint}")


def _by_name(tasks: Sequence[Task], name: str, node_types: dict[str, str]) -> set[int]:
    found = {i for i, t in enumerate(tasks) if name in t.nodes}
    if found:
        return found
    if name in node_types:
        raise AoeError(f"tune_ops_name {name!r}: that {node_types[name]} node is in no tuning "
                       f"task (see `aoe_tune tasks --json` for each task's nodes)")
    close = difflib.get_close_matches(name, list(node_types), n=1)
    hint = f" (did you mean {close[0]!r}?)" if close else ""
    raise AoeError(f"tune_ops_name {name!r}: no node of the model has that name{hint}")


def _by_type(tasks: Sequence[Task], op_type: str, source: str) -> set[int]:
    kind = OP_TYPE_KINDS.get(op_type.lower())
    if kind is None:
        close = difflib.get_close_matches(op_type.lower(), list(OP_TYPE_KINDS), n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        raise AoeError(f"{source}: tune_ops_type {op_type!r} is not an operator type that "
                       f"becomes a tuning task{hint}")
    found = {i for i, t in enumerate(tasks) if t.kind == kind}
    if not found:
        raise AoeError(f"{source}: tune_ops_type {op_type!r} ({kind}): this model has no "
                       f"{kind} task")
    return found


def read_tune_ops_file(path: str) -> tuple[list[str], list[str]]:
    """``(names, types)`` of an AOE tune-ops file; every mistake is one :class:`AoeError`."""
    text = read_user_text(path, "--tune-ops-file")  # a FIFO or device is refused, not read
    try:
        doc: Any = json.loads(text)
    except json.JSONDecodeError as exc:
        raise AoeError(f"--tune-ops-file {path!r}: invalid JSON at line {exc.lineno} column "
                       f"{exc.colno}: {exc.msg}") from None
    except RecursionError:
        raise AoeError(f"--tune-ops-file {path!r}: JSON nested too deeply") from None
    source = os.path.basename(path)
    if not isinstance(doc, dict):
        raise AoeError(f"{source}: expected an object {{\"tune_ops_name\": [...], "
                       f"\"tune_ops_type\": [...]}}")
    for key in doc:
        if key not in TUNE_OPS_KEYS:
            close = difflib.get_close_matches(key, TUNE_OPS_KEYS, n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            raise AoeError(f"{source}: unknown key {key!r}{hint}")
    lists = []
    for key in TUNE_OPS_KEYS:
        value = doc.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
            raise AoeError(f"{source}: {key!r} must be a list of non-empty strings")
        lists.append(list(dict.fromkeys(value)))
    if not lists[0] and not lists[1]:
        raise AoeError(f"{source}: names no op (tune_ops_name and tune_ops_type are both empty)")
    return lists[0], lists[1]
