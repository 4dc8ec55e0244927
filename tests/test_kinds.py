"""Op kinds live in one record each (ge_bridge/kinds/); every per-kind table reads the records or
is checked against them here, so a kind added to the registry but missing from a layer's table
fails with the table's name."""
from __future__ import annotations

import numpy as np
import pytest

from aoe_pass.backends.cpu.problems import CPU_KINDS
from aoe_pass.backends.sim import COST_MODELS
from aoe_pass.graph_pass.tensor_parallel import SHARDS
from aoe_pass.patterns import FAMILIES
from aoe_pass.runtime.mapping import MAPPERS
from ge_bridge import apply, bank_export, opkey, tiling
from ge_bridge.kinds import KINDS, Kind, shape_text
from ge_bridge.kinds.record import PIPELINES, bound
from ge_bridge.roofline import roofline_us
from ge_bridge.targets import Target


def _tables() -> dict[str, set[str]]:
    """Each aoe_pass-side table keyed by kind (the file a new kind adds to it), and its kinds."""
    return {
        "aoe_pass/patterns/<kind>.py (patterns.FAMILIES)": {
            f.__name__.rsplit(".", 1)[1] for f in FAMILIES},
        "aoe_pass/backends/sim/<kind>.py (sim.COST_MODELS)": set(COST_MODELS),
        "aoe_pass/graph_pass/tensor_parallel.py (SHARDS)": set(SHARDS),
        "aoe_pass/backends/cpu/problems.py (CPU_KINDS) + kernels/<kind>.c": set(CPU_KINDS),
        "aoe_pass/runtime/mapping.py (MAPPERS)": set(MAPPERS),
    }


def _coverage_problems() -> list[str]:
    out = []
    for where, kinds in _tables().items():
        missing, unknown = sorted(set(KINDS) - kinds), sorted(kinds - set(KINDS))
        if missing or unknown:
            out.append(f"{where}: missing kinds {missing}, unknown kinds {unknown}")
    # kinds whose bank record is special; the others get the plain record from their bank_op
    if not bank_export.RECORD_KINDS <= set(KINDS):
        out.append(f"ge_bridge/bank_export.py: unknown kinds "
                   f"{sorted(bank_export.RECORD_KINDS - set(KINDS))}")
    return out


def test_every_kind_table_covers_exactly_the_registered_kinds():
    problems = _coverage_problems()
    assert not problems, "\n".join(problems)


def _toy_rules(tgt, shape, b, t):
    rows = np.asarray(t["rows_per_block"])
    return [("UB", rows * int(shape["cols"]) * b, tgt.ub_bytes)]


TOY = Kind(
    name="toy", shape_fields=("rows", "cols"),
    params={"rows_per_block": [1, 2, 4], "pipeline": PIPELINES},
    stock_default=lambda shape, in_bytes: {"rows_per_block": 1, "pipeline": "single_buffer"},
    rules=_toy_rules, fused_op="Toy", token_fields=("rows",), bank_op="ToyOp",
    shape_text=lambda s: f"{s['rows']}/{s['cols']}",
    # memory-bound: rows in and out once through HBM
    roofline=lambda tgt, kind, s, b: bound(tgt, 0.0, 2 * int(s["rows"]) * int(s["cols"]) * b),
)


def test_a_kind_missing_from_a_layer_table_is_named(monkeypatch):
    monkeypatch.setitem(KINDS, "toy", TOY)
    problems = _coverage_problems()
    assert len(problems) == 5 and all("missing kinds ['toy']" in p for p in problems)
    assert any("sim.COST_MODELS" in p for p in problems)
    assert any("SHARDS" in p for p in problems)
    assert any("CPU_KINDS" in p for p in problems) and any("MAPPERS" in p for p in problems)


def test_a_registered_kind_reaches_every_ge_bridge_table(monkeypatch):
    """One record is all the compiler side needs: key, vocabulary, default, rules, op types."""
    monkeypatch.setitem(KINDS, "toy", TOY)
    key = opkey.make_key("toy", {"rows": 8, "cols": 65536}, "float16")
    assert key == "toy|float16|rows=8,cols=65536"
    assert opkey.parse_key(key) == ("toy", {"rows": 8, "cols": 65536}, "float16")
    with pytest.raises(ValueError, match="missing"):
        opkey.make_key("toy", {"rows": 8}, "float16")
    default = tiling.stock_default("toy", {"rows": 8, "cols": 65536}, "float16")
    assert tiling.tiling_problem(default, "toy") == ""
    assert tiling.space_size("toy") == 3 * 3
    # 910B unified buffer: 192 KiB; fp16 rows of 65536 elements are 128 KiB each
    target = Target()
    assert target.violations("toy", {"rows": 8, "cols": 65536}, "float16", default) == []
    two = {**default, "rows_per_block": 2}
    assert target.violations("toy", {"rows": 8, "cols": 65536}, "float16", two) == [
        "UB buffer overflow: 262144 B > 196608 B"]
    assert apply.FUSED_OP["toy"] == "Toy" and apply.TOKEN_FIELDS["toy"] == ("rows",)
    entry = {"kind": "toy", "shape": {"rows": 8, "cols": 65536}, "dtype": "float16",
             "tiling": default}
    op, record = bank_export.bank_record(key, entry, target)
    assert op == "ToyOp" and record["info_dict"] == {"dtype": "DT_FLOAT16", "rows": 8, "cols": 65536}
    assert shape_text(opkey.Task("toy", {"rows": 8, "cols": 65536}, "float16")) == "8/65536"
    # 2 MiB through the 910B's HBM (1.6 TB/s): about 1.3 us
    us = roofline_us(target, opkey.Task("toy", {"rows": 8, "cols": 65536}, "float16"))
    assert us == pytest.approx(2 * 8 * 65536 * 2 / (target.hbm_gbps * 1e3))


def test_the_tables_list_the_registry_in_its_order():
    assert "toy" not in opkey.SHAPE_FIELDS and "toy" not in tiling.PARAMS  # the test above undone
    assert list(opkey.SHAPE_FIELDS) == list(KINDS) == list(opkey.KINDS)
    assert dict(opkey.OPTIONAL_FIELDS) == {"gemm": ("weight_dtype", "block_size")}


@pytest.mark.parametrize("kind", list(KINDS))
@pytest.mark.parametrize("dtype", opkey.DTYPES)
def test_every_stock_default_is_in_its_own_vocabulary(kind, dtype):
    assert tiling.tiling_problem(tiling.stock_default(kind, {}, dtype), kind) == ""
