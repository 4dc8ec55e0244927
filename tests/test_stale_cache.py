"""Caches that know when they are stale; the published JSON Schema of tiling.json."""
import json
import os

import pytest

from aoe_pass.backends.sim import MODEL_VERSION
from aoe_pass.cli import main
from ge_bridge.cache import TilingCache, load_cache, update_cache
from ge_bridge.opkey import SHAPE_FIELDS
from ge_bridge.tiling import PARAMS, stock_default

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCHEMA = os.path.join(ROOT, "docs", "tiling-cache.schema.json")
KEY = "rmsnorm|float16|rows=64,hidden=64"
TARGET = {"name": "ascend910b"}


def entry(cost, tuned_at, **prov):
    shape = {"rows": 64, "hidden": 64}
    return {"kind": "rmsnorm", "shape": shape, "dtype": "float16",
            "tiling": stock_default("rmsnorm", shape, "float16"), "cost": cost,
            "backend": "sim", "tuned_at": tuned_at,
            **{"space_hash": "a" * 16, "backend_version": "1", "tool_version": "0.1.0", **prov}}


def test_same_provenance_merges_by_cost():
    cache = TilingCache(TARGET, {KEY: entry(5.0, "2026-01-01T00:00:00Z")})
    assert not cache.put(KEY, entry(6.0, "2026-02-01T00:00:00Z"))  # newer but slower: kept out
    assert cache.put(KEY, entry(4.0, "2025-01-01T00:00:00Z"))  # older but faster: taken
    assert cache.stale == []


@pytest.mark.parametrize("field", ["space_hash", "backend_version", "tool_version"])
def test_another_provenance_is_replaced_by_the_newer_measurement_and_reported(field):
    old = entry(1.0, "2026-01-01T00:00:00Z")  # a much lower cost from an older model
    cache = TilingCache(TARGET, {KEY: old})
    new = entry(9.0, "2026-03-01T00:00:00Z", **{field: "b" * 16})
    assert cache.put(KEY, new) and cache.get(KEY)["cost"] == 9.0
    assert cache.stale == [(KEY, f"{field} {old[field]!r} -> {'b' * 16!r}", "replaced")]
    # and an older measurement of another provenance does not displace a newer one
    assert not cache.put(KEY, entry(0.5, "2025-01-01T00:00:00Z"))
    assert cache.get(KEY)["cost"] == 9.0 and cache.stale[-1][2] == "kept"


def test_an_older_sim_models_entry_is_replaced_on_tune_and_reported_on_compile(tmp_path, capsys):
    cache = tmp_path / "c.json"
    assert main(["tune", "tiny-llama", "--cache", str(cache), "--no-progress",
                 "--max-trials-per-task", "3"]) == 0
    doc = json.loads(cache.read_text())
    key = min(doc["entries"])
    stale = dict(doc["entries"][key], backend_version="0", cost=1e-6, tuned_at="2020-01-01T00:00:00Z")
    doc["entries"][key] = stale  # an implausibly good cost modelled by an older sim
    cache.write_text(json.dumps(doc))
    capsys.readouterr()
    assert main(["compile", "tiny-llama", "--cache", str(cache), "-o", str(tmp_path / "m.onnx")]) == 0
    out = capsys.readouterr().out
    assert "stale: 1 cache entries" in out
    assert f"{key}: sim model version '0', now '{MODEL_VERSION}'" in out
    assert main(["tune", "tiny-llama", "--cache", str(cache), "--no-progress",
                 "--max-trials-per-task", "3"]) == 0
    out = capsys.readouterr().out
    assert f"replaced: {key} (backend_version '0' -> '{MODEL_VERSION}')" in out
    fresh = load_cache(cache).get(key)
    assert fresh["backend_version"] == MODEL_VERSION and fresh["cost"] > 1e-6


def test_logged_trials_of_another_sim_model_are_not_replayed(tmp_path, capsys):
    cache, log = tmp_path / "c.json", tmp_path / "c.json.trials.jsonl"
    args = ["tune", "tiny-llama", "--cache", str(cache), "--no-progress", "--max-trials-per-task", "2"]
    assert main(args) == 0
    lines = [json.loads(x) for x in log.read_text().splitlines()]
    log.write_text("".join(json.dumps(dict(t, backend_version="0")) + "\n" for t in lines))
    capsys.readouterr()
    assert main([*args, "--resume"]) == 0
    captured = capsys.readouterr()
    assert f"{len(lines)} logged trials of another sim model version" in captured.err
    assert f"{len(lines)} measured, 0 replayed" in captured.out


def test_the_schema_matches_the_vocabulary_and_rejects_what_consumers_cannot_use(tmp_path):
    jsonschema = pytest.importorskip("jsonschema")
    with open(SCHEMA) as f:
        schema = json.load(f)
    jsonschema.Draft202012Validator.check_schema(schema)
    per_kind = {rule["if"]["properties"]["kind"]["const"]: rule["then"]["properties"]
                for rule in schema["$defs"]["entry"]["allOf"]}
    assert {k: v["shape"]["required"] for k, v in per_kind.items()} == \
        {k: list(f) for k, f in SHAPE_FIELDS.items()}
    # today's vocabulary first (an older one may follow: the ffn kind's first vocabulary)
    assert {k: v["tiling"].get("anyOf", [v["tiling"]])[0]["required"] for k, v in per_kind.items()} \
        == {k: list(p) for k, p in PARAMS.items()}
    validator = jsonschema.Draft202012Validator(schema)
    path = tmp_path / "c.json"
    update_cache(str(path), TARGET, {KEY: entry(2.0, "2026-01-01T00:00:00Z")})
    good = json.loads(path.read_text())
    assert not list(validator.iter_errors(good))
    for broken in (
        {"version": 2},
        {"entries": {KEY.replace("rmsnorm|", "conv|"): good["entries"][KEY]}},
        {"entries": {KEY: dict(good["entries"][KEY], cost=0)}},
        {"entries": {KEY: dict(good["entries"][KEY], tiling={"rows_per_block": 1})}},
        {"entries": {KEY: dict(good["entries"][KEY], shape={"rows": 64})}},
    ):
        assert list(validator.iter_errors({**good, **broken})), broken


def test_the_schema_accepts_an_ffn_entry_of_the_first_vocabulary_as_the_tool_does(tmp_path):
    """A cache written before the ffn vocabulary grew is still a version-1 cache: the tool
    reads it (upgrading the tiling) and the schema accepts it; a mix of the two vocabularies
    is neither."""
    jsonschema = pytest.importorskip("jsonschema")
    from ge_bridge.opkey import make_key
    from ge_bridge.tiling import stock_default, upgrade_tiling

    with open(SCHEMA) as f:
        validator = jsonschema.Draft202012Validator(json.load(f))
    shape = {"tokens": 16, "hidden": 64, "intermediate": 128, "activation": "silu", "gated": True}
    today = stock_default("ffn", shape, "float16")
    first = {k: v for k, v in today.items() if k not in (
        "down_tile_m", "down_pipeline", "l1_prefetch", "down_l1_prefetch", "schedule", "down_schedule")}
    assert upgrade_tiling("ffn", first) != first  # the tool knows it as the older vocabulary
    key = make_key("ffn", shape, "float16")
    doc = {"format": "aoe-tiling-cache", "version": 1, "target": TARGET, "entries": {key: {
        "kind": "ffn", "shape": shape, "dtype": "float16", "tiling": first, "cost": 2.0,
        "unit": "us", "trials": 1, "backend": "sim", "tuned_at": "2026-01-01T00:00:00Z"}}}
    path = tmp_path / "old.json"
    path.write_text(json.dumps(doc))
    assert load_cache(str(path)).get(key) is not None
    assert not list(validator.iter_errors(doc))
    mixed = dict(first, schedule="latency")
    doc["entries"][key]["tiling"] = mixed
    assert list(validator.iter_errors(doc))


def test_the_schema_accepts_a_quantized_gemm_entry(tmp_path):
    jsonschema = pytest.importorskip("jsonschema")
    from ge_bridge.opkey import make_key
    from ge_bridge.tiling import stock_default

    with open(SCHEMA) as f:
        validator = jsonschema.Draft202012Validator(json.load(f))
    shape = {"m": 1, "n": 128, "k": 64, "batch": 1, "trans_a": False, "trans_b": True, "bias": False,
             "weight_dtype": "int4", "block_size": 32}
    key = make_key("gemm", shape, "float32")
    e = {"kind": "gemm", "shape": shape, "dtype": "float32",
         "tiling": stock_default("gemm", shape, "float32"), "cost": 2.0, "default_cost": 3.0,
         "unit": "us", "trials": 1, "backend": "sim", "tuned_at": "2026-01-01T00:00:00Z"}
    path = tmp_path / "q.json"
    update_cache(str(path), TARGET, {key: e})
    doc = json.loads(path.read_text())
    assert not list(validator.iter_errors(doc))
    half = dict(shape)
    del half["block_size"]  # one quantization field without the other is not a key consumers can use
    doc["entries"][key]["shape"] = half
    assert list(validator.iter_errors(doc))
