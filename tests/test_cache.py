import json
import multiprocessing as mp
import os

import pytest

from ge_bridge.bank_export import export_bank
from ge_bridge.cache import FORMAT, TilingCache, load_cache, update_cache
from ge_bridge.errors import AoeError
from ge_bridge.opkey import make_key
from ge_bridge.tiling import stock_default

TARGET = {"name": "ascend910b", "soc": "Ascend910B3", "cube_cores": 20}


def gemm_entry(m, n, k, cost, tile_m=128):
    shape = {"m": m, "n": n, "k": k, "batch": 1, "trans_a": False, "trans_b": False, "bias": False}
    tiling = dict(stock_default("gemm", shape, "float16"), tile_m=tile_m)
    entry = {"kind": "gemm", "shape": shape, "dtype": "float16", "tiling": tiling, "cost": cost,
             "default_cost": cost * 2, "unit": "us", "trials": 10, "backend": "sim",
             "space_hash": "x", "tuned_at": "2026-01-01T00:00:00Z", "tool_version": "0.1.0"}
    return make_key("gemm", shape, "float16"), entry


def test_update_creates_and_best_cost_wins(tmp_path):
    path = tmp_path / "c.json"
    k, e = gemm_entry(64, 64, 64, 10.0, tile_m=64)
    update_cache(path, TARGET, {k: e})
    _, worse = gemm_entry(64, 64, 64, 12.0, tile_m=32)
    _, better = gemm_entry(64, 64, 64, 8.0, tile_m=16)
    update_cache(path, TARGET, {k: worse})
    assert load_cache(path).get(k)["tiling"]["tile_m"] == 64
    update_cache(path, TARGET, {k: better})
    doc = json.loads(path.read_text())
    assert doc["format"] == FORMAT and doc["version"] == 1
    assert doc["entries"][k]["tiling"]["tile_m"] == 16


def test_a_tie_keeps_the_first_tiling_and_takes_the_later_record_of_the_same_one(tmp_path):
    """A run writes its cache periodically and at the end: the final record of the same best
    tiling (more trials) replaces the periodic one, so the counts do not depend on when the
    periodic writes came; an equally cheap other tiling does not displace the first."""
    path = tmp_path / "c.json"
    k, early = gemm_entry(64, 64, 64, 10.0, tile_m=64)
    update_cache(path, TARGET, {k: early})
    update_cache(path, TARGET, {k: {**early, "trials": 30, "trials_to_best": 7}})
    got = load_cache(path).get(k)
    assert (got["trials"], got["trials_to_best"]) == (30, 7)
    _, other = gemm_entry(64, 64, 64, 10.0, tile_m=32)
    update_cache(path, TARGET, {k: {**other, "trials": 50}})
    got = load_cache(path).get(k)
    assert got["tiling"]["tile_m"] == 64 and got["trials"] == 30


@pytest.mark.parametrize("content, needle", [
    (b"{not json", "corrupt"),
    (b"\xff\xfe\x00", "corrupt"),
    (json.dumps({"format": "other", "version": 1}).encode(), "not an aoe tiling cache"),
    (json.dumps({"format": FORMAT, "version": 99, "target": TARGET, "entries": {}}).encode(), "newer"),
    (json.dumps({"format": FORMAT, "version": 1, "target": {"name": "gpu"}, "entries": {}}).encode(),
     "target 'gpu'"),
    (json.dumps({"format": FORMAT, "version": 1, "target": TARGET,
                 "entries": {"gemm|float16|m=1": {}}}).encode(), "malformed OpKey"),
])
def test_bad_cache_refused_and_left_untouched(tmp_path, content, needle):
    path = tmp_path / "c.json"
    path.write_bytes(content)
    k, e = gemm_entry(64, 64, 64, 10.0)
    with pytest.raises(AoeError, match=needle) as info:
        update_cache(path, TARGET, {k: e})
    assert "\n" not in str(info.value)
    assert path.read_bytes() == content


def test_entry_disagreeing_with_key_is_refused():
    k, e = gemm_entry(64, 64, 64, 10.0)
    e["shape"]["m"] = 65
    with pytest.raises(AoeError, match="disagree"):
        TilingCache(TARGET, {k: e})


def _writer(path, start, count):
    for i in range(start, start + count):
        k, e = gemm_entry(16 * (i + 1), 64, 64, 1.0 + i)
        update_cache(path, TARGET, {k: e})


def test_concurrent_writers_lose_nothing(tmp_path):
    path = str(tmp_path / "c.json")
    ctx = mp.get_context("spawn")
    procs = [ctx.Process(target=_writer, args=(path, s, 15)) for s in (0, 100)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(60)
        assert p.exitcode == 0
    assert len(load_cache(path)) == 30
    assert not [f for f in os.listdir(tmp_path) if f.endswith(".tmp")]


def test_export_bank_layout_and_cube_tiling(tmp_path):
    k, e = gemm_entry(2048, 3584, 3584, 10.0)
    cache = TilingCache(TARGET, {k: e})
    written = export_bank(cache, tmp_path / "bank")
    (path, count), = written.items()
    assert path.endswith(os.path.join("Ascend910B3", "unified_bank",
                                      "Ascend910B3_20_AiCore_MatMulV2_runtime_kb.json"))
    rec = json.loads(open(path).read().splitlines()[0])
    kn = rec["knowledge"]
    assert (kn["baseM"], kn["baseN"], kn["baseK"]) == (128, 256, 64)
    assert kn["usedCoreNum"] <= 20
    # every core's share covers the whole output between them
    assert -(-2048 // kn["singleCoreM"]) * -(-3584 // kn["singleCoreN"]) == kn["usedCoreNum"]
    assert rec["info_dict"]["m"] % 16 == 0 and rec["op"] == "MatMulV2"


def test_export_bank_ffn_carries_each_phase_cube_tiling(tmp_path):
    shape = {"tokens": 2048, "hidden": 3584, "intermediate": 18944, "activation": "silu",
             "gated": True}
    tiling = dict(stock_default("ffn", shape, "float16"), tile_m=128, down_tile_m=64,
                  down_pipeline="double_buffer", l1_prefetch=True)
    e = {"kind": "ffn", "shape": shape, "dtype": "float16", "tiling": tiling, "cost": 1.0,
         "default_cost": 2.0, "unit": "us", "trials": 1, "backend": "sim", "space_hash": "x",
         "tuned_at": "2026-01-01T00:00:00Z", "tool_version": "0.1.0"}
    (path, _), = export_bank(TilingCache(TARGET, {make_key("ffn", shape, "float16"): e}),
                             tmp_path / "bank").items()
    kn = json.loads(open(path).read().splitlines()[0])["knowledge"]
    up, down = kn["phases"]["gate_up"], kn["phases"]["down"]
    assert (up["baseM"], up["depthA1"], up["dbL0A"]) == (128, 2, 1)
    assert (down["baseM"], down["depthA1"], down["dbL0A"]) == (64, 1, 2)
    # each phase's core grid covers its own output: gate/up is 2048 x 37888, down 2048 x 3584
    for ph, n in ((up, 2 * 18944), (down, 3584)):
        assert -(-2048 // ph["singleCoreM"]) * -(-n // ph["singleCoreN"]) == ph["usedCoreNum"] <= 20


def test_written_cache_has_normal_permissions(tmp_path):
    path = tmp_path / "c.json"
    k, e = gemm_entry(64, 64, 64, 10.0)
    update_cache(path, TARGET, {k: e})
    umask = os.umask(0)
    os.umask(umask)
    assert (path.stat().st_mode & 0o777) == (0o666 & ~umask)
    os.chmod(path, 0o640)
    update_cache(path, TARGET, {k: dict(e, cost=5.0)})
    assert (path.stat().st_mode & 0o777) == 0o640


def test_export_bank_merges_with_records_already_there(tmp_path):
    k1, e1 = gemm_entry(2048, 3584, 3584, 10.0)
    written = export_bank(TilingCache(TARGET, {k1: e1}), tmp_path / "bank")
    (path, _), = written.items()
    with open(path, "a") as f:
        f.write(json.dumps({"id": "someone-elses", "op": "MatMulV2", "knowledge": {}}) + "\n")
    k2, e2 = gemm_entry(1024, 3584, 3584, 5.0)
    e1b = dict(e1, tiling=dict(e1["tiling"], tile_m=64))
    written = export_bank(TilingCache(TARGET, {k1: e1b, k2: e2}), tmp_path / "bank")
    records = [json.loads(line) for line in open(path)]
    ids = [r["id"] for r in records]
    assert written[path] == 3 and "someone-elses" in ids and len(set(ids)) == 3
    mine = [r for r in records if r.get("aoe_key") == k1]
    assert len(mine) == 1 and mine[0]["knowledge"]["baseM"] == 64


def test_export_bank_refuses_non_ascend_targets_and_garbage(tmp_path):
    k, e = gemm_entry(64, 64, 64, 1.0)
    with pytest.raises(AoeError, match="target 'cpu'"):
        export_bank(TilingCache({"name": "cpu"}, {k: e}), tmp_path / "b")
    written = export_bank(TilingCache(TARGET, {k: e}), tmp_path / "bank")
    (path, _), = written.items()
    open(path, "a").write("not json\n")
    before = open(path).read()
    with pytest.raises(AoeError, match="not an operator-bank record"):
        export_bank(TilingCache(TARGET, {k: e}), tmp_path / "bank")
    assert open(path).read() == before


def test_costs_of_different_backends_never_mix(tmp_path):
    from ge_bridge.cache import check_writable
    path = tmp_path / "c.json"
    k, e = gemm_entry(64, 64, 64, 10.0)
    update_cache(path, TARGET, {k: e})  # backend "sim"
    with pytest.raises(AoeError, match="not comparable"):
        update_cache(path, TARGET, {k: dict(e, backend="command", cost=1.0)})
    with pytest.raises(AoeError, match="not comparable"):
        check_writable(path, "ascend910b", "command")
    check_writable(path, "ascend910b", "sim")
    assert load_cache(path).get(k)["cost"] == 10.0


@pytest.mark.parametrize("entries", [{"gemm|float16|m=1,n=1,k=1,batch=1,trans_a=0,trans_b=0,bias=0": 5},
                                     {"gemm|float16|m=1,n=1,k=1,batch=1,trans_a=0,trans_b=0,bias=0":
                                      {"kind": "gemm", "shape": [1, 2], "dtype": "float16", "tiling": {}, "cost": 1}}])
def test_malformed_entries_are_one_line_errors(tmp_path, entries):
    path = tmp_path / "c.json"
    path.write_text(json.dumps({"format": FORMAT, "version": 1, "target": TARGET, "entries": entries}))
    with pytest.raises(AoeError, match="bad cache entry"):
        load_cache(path)


def test_unwritable_destinations_are_one_line_errors(tmp_path):
    from ge_bridge.cache import atomic_write_text, check_output_path
    (tmp_path / "d").mkdir()
    for bad in (tmp_path / "d", tmp_path / "missing" / "x.json"):
        with pytest.raises(AoeError):
            check_output_path(bad, "output")
        with pytest.raises(AoeError, match="cannot write"):
            atomic_write_text(str(bad), "x")
