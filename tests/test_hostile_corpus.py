"""A hostile-input corpus run through the real CLI (in this process, so a traceback would be an
uncaught exception here): generated models, GE dumps, configs, caches, trial logs and
command-line numbers. Each case must end in exit 0, or in 1/2 with one ``aoe_tune ...: error:``
line. Hypothesis generates the random families with a fixed derandomized seed; the total count
of cases is printed at the end of the session (conftest.py)."""
from __future__ import annotations

import json
import os

import numpy as np
import onnx
import pytest
from ge_dump_maker import decoder_dump, write_dump
from hostile_util import TARGET, gemm_entry, run_case, write_cache
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from onnx import TensorProto, helper
from test_cli_errors import mlp

SETTINGS = dict(deadline=None, derandomize=True, database=None,
                suppress_health_check=list(HealthCheck))
HOSTILE_NUMBERS = ["1000000000", "-7", "0", "abc", "1e999", "nan", "4611686018427387904", "-1",
                   "99999999999999999999999", "1.5", '"x"', "0x10", "1_6"]


def _model(tmp, name, graph, opset=17):
    path = os.path.join(tmp, name)
    onnx.save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)]), path)
    return path


def hostile_models(tmp) -> dict[str, str]:
    """Files given as MODEL: each is garbage, hostile or degenerate in its own way."""
    out = {}

    def raw(name, data):
        p = os.path.join(tmp, name)
        with open(p, "wb") as f:
            f.write(data)
        out[name] = p

    good = open(mlp(os.path.join(tmp, "good.onnx")), "rb").read()
    raw("empty.onnx", b"")
    raw("truncated.onnx", good[: len(good) // 2])
    raw("garbage.onnx", bytes(range(256)) * 8)
    raw("text.onnx", b"hello\n" * 100)
    raw("deep.pbtxt", b"graph {\n" * 5000 + b"}\n" * 5000)
    raw("deep_ge.pbtxt", b'graph {\n node {\n  op_type: "ge:Data"\n' + b"attribute {\n" * 5000)
    raw("nonutf8_name.onnx", good.replace(b"mm", b"\xff\xfe"))
    raw("nonutf8_op.onnx", good.replace(b"MatMul", b"M\xc7tMul"))
    for label, dims in (("dim_2e62", [2**62, 16]), ("dim_neg", [-5, 16]), ("dim_zero", [0, 16])):
        x = helper.make_tensor_value_info("x", TensorProto.FLOAT, ["tokens", 32])
        y = helper.make_tensor_value_info("y", TensorProto.FLOAT, None)
        w = helper.make_tensor("w", TensorProto.FLOAT, [32, 16], np.zeros(512, np.float32))
        w.dims[:] = [32, dims[0]] if label != "dim_zero" else [32, 0]
        g = helper.make_graph([helper.make_node("MatMul", ["x", "w"], ["y"], name="mm")], "g", [x], [y], [w])
        out[label] = _model(tmp, label + ".onnx", g)
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [2**40, 32])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, None)
    g = helper.make_graph([helper.make_node("Relu", ["x"], ["y"])], "g", [x], [y])
    out["input_2e40"] = _model(tmp, "input_2e40.onnx", g)
    seq = helper.make_tensor_sequence_value_info("s", TensorProto.FLOAT, None)
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, None)
    g = helper.make_graph([helper.make_node("SequenceLength", ["s"], ["y"])], "g", [seq], [y])
    out["sequence_input"] = _model(tmp, "seq.onnx", g)
    consts = [helper.make_node("Constant", [], [n], value=helper.make_tensor(n, TensorProto.FLOAT, [], [v]))
              for n, v in (("s0", 0.0), ("lim", float("inf")), ("d", 1.0))]
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, None)
    g = helper.make_graph([*consts, helper.make_node("Range", ["s0", "lim", "d"], ["y"])], "g", [], [y])
    out["range_inf"] = _model(tmp, "range.onnx", g)
    fifo = os.path.join(tmp, "fifo.onnx")
    os.mkfifo(fifo)
    out.update({"fifo": fifo, "dev_zero": "/dev/zero", "dev_urandom": "/dev/urandom",
                "directory": tmp})
    return out


def test_hostile_models(tmp_path, capsys):
    for label, path in hostile_models(str(tmp_path)).items():
        run_case(f"tasks {label}", ["tasks", path, "--dim", "tokens=16"], capsys)
        run_case(f"tasks {label} (no dims)", ["tasks", path], capsys)
    for dim in ("tokens=1_6", "tokens=\u0661\u0666", "tokens=-3", "tokens=99999999999", "nosuch=4"):
        run_case(f"--dim {dim}", ["tasks", mlp(str(tmp_path / "m.onnx")), "--dim", dim], capsys, codes=(2,))


@pytest.fixture(scope="module")
def model_bytes():
    from models.registry import get_model

    return get_model("tiny-llama").build().SerializeToString()


@settings(max_examples=40, **SETTINGS)
@given(data=st.data())
def test_byte_mutated_onnx_models(tmp_path_factory, capsys, model_bytes, data):
    """A valid model with a few random bytes overwritten (names turn into non-UTF-8, lengths
    and tags into nonsense)."""
    b = bytearray(model_bytes)
    for _ in range(data.draw(st.integers(1, 6))):
        b[data.draw(st.integers(0, len(b) - 1))] = data.draw(st.integers(0, 255))
    path = tmp_path_factory.mktemp("onnx") / "m.onnx"
    path.write_bytes(bytes(b))
    run_case("byte-mutated ONNX model", ["tasks", path], capsys)


@pytest.fixture(scope="module")
def dump_text(tmp_path_factory):
    path = write_dump(decoder_dump(layers=1, seq=16, hidden=64), str(tmp_path_factory.mktemp("ge")))
    return open(path).read()


GE_EDITS = [
    ("output_desc_nums_1e9", 'name: "output_desc_nums"\n      i: 1\n', 'name: "output_desc_nums"\n      i: 1000000000\n'),
    ("input_index_1e9", 'input: "input_ids:0"', 'input: "input_ids:1000000000"'),
    ("desc_index_1e9", 'name: "output_desc_shape:0"', 'name: "output_desc_shape:1000000000"'),
    ("shape_not_numeric", "ints: 16\n", "ints: sixteen\n"),
    ("shape_huge", "ints: 16\n", "ints: 99999999999999999999\n"),
    ("bad_escape", 's: "ND"', 's: "N\\xD\\q"'),
    ("json_desc_deep", 'name: "output_desc_layout:0"', 'name: "input_desc_0"\n      s: "' + "[" * 100000 + '"\n'
                                                            '      type: STRING\n    }\n    attribute {\n      name: "x"'),
    ("json_desc_bad_dims", 'name: "output_desc_layout:0"', 'name: "input_desc_0"\n      s: "{\\"shape\\": [\\"a\\"]}"\n'
                                                                '      type: STRING\n    }\n    attribute {\n      name: "y"'),
    ("opset_not_numeric", "ir_version: 6", 'ir_version: 6\nopset_import {\n  domain: ""\n  version: abc\n}'),
    ("gather_on_scalar", 'op_type: "ge:RmsNorm"', 'op_type: "ge:GatherV2"'),
]


def test_hostile_ge_dumps(tmp_path, capsys, dump_text):
    for label, old, new in GE_EDITS:
        assert old in dump_text, label
        path = tmp_path / f"ge_onnx_00000001_graph_0_{label}.pbtxt"
        path.write_text(dump_text.replace(old, new))
        run_case(f"GE dump {label}", ["tasks", path], capsys)


@settings(max_examples=40, **SETTINGS)
@given(data=st.data())
def test_mutated_ge_dumps(tmp_path_factory, capsys, dump_text, data):
    """A random numeric token of a valid dump replaced by a hostile one, a random line dropped."""
    lines = dump_text.split("\n")
    numeric = [i for i, ln in enumerate(lines) if any(ch.isdigit() for ch in ln)]
    for _ in range(data.draw(st.integers(1, 3))):
        i = data.draw(st.sampled_from(numeric))
        key, _, _ = lines[i].partition(":")
        lines[i] = f"{key}: {data.draw(st.sampled_from(HOSTILE_NUMBERS))}"
    if data.draw(st.booleans()):
        del lines[data.draw(st.integers(0, len(lines) - 1))]
    path = tmp_path_factory.mktemp("mut") / "ge_onnx_00000001_graph_0_Build.pbtxt"
    path.write_text("\n".join(lines))
    run_case("mutated GE dump", ["tasks", path], capsys)


CONFIGS = {
    "deep": "[" * 100000 + "]" * 100000,
    "deep_object": '{"search_space": ' + '{"a": ' * 50000 + "1" + "}" * 50001,
    "infinity_in_space": '{"search_space": {"tile_m": [16, Infinity]}}',
    "nan_in_space": '{"search_space": {"tile_m": [NaN]}}',
    "huge_number": '{"trials": 1e999}',
    "negative_seed": '{"seed": -1}',
    "huge_seed": '{"seed": 123456789012345678901234567890}',
    "unknown_backend": '{"backend": "npu"}',
    "string_constraint": '{"constraints": ["pipeline == \'double_buffer\'"]}',
    "string_vs_number": '{"constraints": ["tile_m == \'x\'"]}',
    "code_execution": '{"constraints": ["__import__(\'os\').system(\'touch PWNED\') == 0"]}',
    "attribute_escape": '{"constraints": ["().__class__.__bases__[0] == 1"]}',
    "pow_bomb": '{"constraints": ["9 ** 9 ** 9 > 1"]}',
    "duplicate_keys": '{"trials": 5, "trials": 6}',
    "not_utf8": b'{"op_name": "\xff\xfe"}',
    "measure_timeout_inf": '{"measure_timeout": 1e308}',
    "empty": "",
    "list": "[]",
}


def test_hostile_configs(tmp_path, capsys):
    for label, text in CONFIGS.items():
        path = tmp_path / f"{label}.json"
        path.write_bytes(text if isinstance(text, bytes) else text.encode())
        run_case(f"config {label}", ["tune", "tiny-llama", "--config", path, "--cache",
                                     tmp_path / "c.json", "--trials", "6", "--no-progress"], capsys)
    for label in ("fifo", "dev_zero"):
        path = str(tmp_path / "cfg.fifo") if label == "fifo" else "/dev/zero"
        if label == "fifo":
            os.mkfifo(path)
        run_case(f"config {label}", ["tune", "tiny-llama", "--config", path, "--cache",
                                     tmp_path / "c.json", "--no-progress"], capsys, codes=(2,))
    assert not (tmp_path / "PWNED").exists() and not os.path.exists("PWNED")


json_leaf = st.one_of(st.none(), st.booleans(), st.integers(-2**70, 2**70),
                      st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=8))
json_values = st.recursive(json_leaf, lambda kids: st.one_of(
    st.lists(kids, max_size=4), st.dictionaries(st.text(max_size=6), kids, max_size=4)), max_leaves=12)
CONFIG_KEYS = ["search_space", "constraints", "trials", "seed", "strategy", "backend",
               "measure_timeout", "max_search_time", "kind", "quantization", "workers", "op_name"]


@settings(max_examples=30, **SETTINGS)
@given(doc=st.dictionaries(st.sampled_from(CONFIG_KEYS), json_values, max_size=4))
def test_random_configs(tmp_path_factory, capsys, doc):
    tmp = tmp_path_factory.mktemp("cfg")
    (tmp / "c.json").write_text(json.dumps(doc))
    run_case("random config", ["tune", "tiny-llama", "--config", tmp / "c.json", "--cache",
                               tmp / "cache.json", "--trials", "6", "--no-progress",
                               "--strategy", "random"], capsys)


def _cache_docs():
    k, e = gemm_entry(m=16, n=16, k=32, dtype="float32")
    docs = {
        "deep": "[" * 100000,
        "deep_entry": json.dumps({"format": "aoe-tiling-cache", "version": 1, "target": TARGET,
                                  "entries": {}})[:-2] + '"k": ' + "[" * 100000,
        "key_not_canonical": {k.replace("m=16", "m=1_6"): e},
        "key_unicode_digit": {k.replace("m=16", "m=\u0661\u0666"): e},
        "key_markup": {k.replace("float32", "<b>"): e},
        "cost_infinite": {k: dict(e, cost=float("inf"))},
        "cost_string": {k: dict(e, cost="1")},
        "tiling_not_object": {k: dict(e, tiling=[1, 2])},
        "tiling_hostile_values": {k: dict(e, tiling={**e["tiling"], "tile_m": "<script>", "x": [1]})},
        "entry_list": {k: [1, 2]},
        "trials_string": {k: dict(e, trials="many", default_cost="$x$")},
    }
    targets = {
        "soc_escape": dict(TARGET, soc="../../x"), "soc_abs": dict(TARGET, soc="/tmp/x"),
        "cores_string": dict(TARGET, cube_cores="20"), "cores_zero": dict(TARGET, cube_cores=0),
        "clock_nan": dict(TARGET, clock_ghz=float("nan")), "target_list": [1],
        "name_markup": {"name": "<img src=x>", "l0a_bytes": "big"},
    }
    return k, e, docs, targets


def test_hostile_caches(tmp_path, capsys):
    k, e, docs, targets = _cache_docs()
    model = mlp(str(tmp_path / "m.onnx"))
    paths = {}
    for label, doc in docs.items():
        p = tmp_path / f"{label}.json"
        if isinstance(doc, str):
            p.write_text(doc)
        else:
            write_cache(p, doc)
        paths[label] = p
    for label, target in targets.items():
        p = tmp_path / f"t_{label}.json"
        doc = {"format": "aoe-tiling-cache", "version": 1, "target": target, "entries": {k: e}}
        p.write_text(json.dumps(doc))
        paths[label] = p
    for label, p in paths.items():
        run_case(f"compile with cache {label}", ["compile", model, "--dim", "tokens=16", "--cache",
                                                  p, "-o", tmp_path / "out.onnx"], capsys)
        run_case(f"export-bank of cache {label}", ["export-bank", p, "--out", tmp_path / "bank"], capsys)
        run_case(f"tune into cache {label}", ["tune", model, "--dim", "tokens=16", "--cache", p,
                                              "--trials", "2", "--no-progress"], capsys)
    for label in ("deep", "key_markup", "trials_string", "name_markup", "clock_nan"):
        run_case(f"report on cache {label}", ["report", paths[label], "-o", tmp_path / "r.html"], capsys)
    assert not os.path.exists(tmp_path.parent / "x") and not os.path.exists("/tmp/x/unified_bank")


def test_outputs_that_are_inputs_are_refused(tmp_path, capsys):
    model = mlp(str(tmp_path / "m.onnx"))
    cache = tmp_path / "c.json"
    run_case("tune", ["tune", model, "--dim", "tokens=16", "--cache", cache, "--trials", "2",
                      "--no-progress"], capsys, codes=(0,))
    before = {p: p.read_bytes() for p in tmp_path.iterdir() if p.is_file()}
    os.symlink(cache, tmp_path / "alias.json")
    log = str(cache) + ".trials.jsonl"
    for label, argv in {
        "compile -o its cache": ["compile", model, "--dim", "tokens=16", "--cache", cache, "-o", cache],
        "compile -o its cache via a link": ["compile", model, "--dim", "tokens=16", "--cache", cache,
                                            "-o", tmp_path / "alias.json"],
        "compile -o its model": ["compile", model, "--dim", "tokens=16", "--cache", cache, "-o", model],
        "report -o its cache": ["report", cache, "-o", cache],
        "report -o its log": ["report", cache, "-o", log],
        "tune --log its cache": ["tune", model, "--dim", "tokens=16", "--cache", cache, "--log", cache],
        "tune --cache its model": ["tune", model, "--dim", "tokens=16", "--cache", model],
    }.items():
        assert run_case(label, argv, capsys) == 2, label
    assert {p: p.read_bytes() for p in before} == before


def test_hostile_trial_logs(tmp_path, capsys):
    k = "rmsnorm|float32|rows=16,hidden=64"
    good = {"key": k, "kind": "rmsnorm", "target": "ascend910b", "backend": "sim",
            "config": {"rows_per_block": 1}, "status": "ok", "cost": 1.0, "error": "", "t": 1.0}
    logs = {
        "deep_line": '{"key": ' + "[" * 100000 + "\n",
        "deep_last_line": json.dumps(good) + "\n" + '{"key": ' + "[" * 100000,
        "key_not_string": json.dumps(dict(good, key=["a"])) + "\n",
        "key_number": json.dumps(dict(good, key=7)) + "\n",
        "cost_nan": json.dumps(good).replace("1.0,", "NaN,", 1) + "\n",
        "cost_huge": json.dumps(dict(good, cost=1e308 * 10)) + "\n",
        "config_list": json.dumps(dict(good, config=[1])) + "\n",
        "binary": "\x00\x01\x02garbage\n",
        "poisoned_1e-6": json.dumps(dict(good, cost=1e-6)) + "\n",
    }
    for label, text in logs.items():
        cache = tmp_path / f"{label}.json"
        log = tmp_path / f"{label}.jsonl"
        log.write_text(text)
        code = run_case(f"tune --resume log {label}", ["tune", "tiny-llama", "--cache", cache, "--log",
                                                        log, "--resume", "--trials", "12",
                                                        "--no-progress"], capsys)
        if label == "poisoned_1e-6":  # measured again, never the cache's best
            from ge_bridge.cache import load_cache

            assert code == 0 and load_cache(cache).get(k)["cost"] > 1e-3
    bad = tmp_path / "bad.json"
    write_cache(bad, dict([gemm_entry()]))
    (tmp_path / "bad.json.trials.jsonl").write_text(logs["key_not_string"])
    run_case("report with a bad log", ["report", bad, "-o", tmp_path / "r.html"], capsys, codes=(2,))


NUMBER_ARGS = [
    ["tune", "--seed", "-1"], ["tune", "--seed", "99999999999"], ["tune", "--noise", "1e308"],
    ["tune", "--noise", "nan"], ["tune", "--noise", "-0.1"], ["tune", "--sim-delay", "inf"],
    ["tune", "--sim-delay", "nan"], ["tune", "--measure-timeout", "inf"], ["tune", "--time", "nan"],
    ["tune", "--time", "-1"], ["tune", "--target-throughput", "inf"], ["tune", "--trials", "0"],
    ["tune", "--workers", "-1"], ["tune", "--tensor-parallel", "0"],
    ["run", "--tol", "nan"], ["run", "--seed", "-1"], ["run", "--repeat", "0"],
]


def test_hostile_numbers_on_the_command_line(tmp_path, capsys):
    for argv in NUMBER_ARGS:
        cmd, *opts = argv
        model = "tiny-llama" if cmd == "tune" else str(tmp_path / "none.aoe.onnx")
        run_case(" ".join(argv), [cmd, model, *opts, *(["--cache", tmp_path / "c.json", "--no-progress"]
                                                       if cmd == "tune" else [])], capsys, codes=(2,))


def test_control_characters_in_names_are_shown_escaped(tmp_path, capsys):
    """Graph names, node names and op types carrying a terminal escape, a bell, a carriage
    return and a newline: printed escaped on stdout and in the error line."""
    from aoe_pass.cli import main

    def model(op, domain):
        x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [16, 32])
        y = helper.make_tensor_value_info("y", TensorProto.FLOAT, None)
        w = helper.make_tensor("w", TensorProto.FLOAT, [32, 16], np.zeros(512, np.float32))
        nodes = [helper.make_node("MatMul", ["x", "w"], ["h"], name="mm\x1b[2J\r\nX"),
                 helper.make_node(op, ["h"], ["y"], name="e\x1b[1m", domain=domain)]
        g = helper.make_graph(nodes, "graph\x1b[31m\nname", [x], [y], [w])
        opsets = [helper.make_opsetid("", 17)] + ([helper.make_opsetid(domain, 1)] if domain else [])
        path = str(tmp_path / f"ctl{len(domain)}.onnx")
        onnx.save(helper.make_model(g, opset_imports=opsets), path)
        return path

    ok, bad = model("Relu", ""), model("Evil\x1b]0;pwned\x07Op", "x.y")
    assert run_case("control characters", ["tasks", ok], capsys) == 0
    assert run_case("control characters in an error", ["tasks", bad], capsys) == 2
    for path in (ok, bad):
        main(["tasks", path])
        out, err = capsys.readouterr()
        assert "\x1b" not in out + err and "\x07" not in out + err
    assert "\\x1b]0;pwned\\x07Op" in err


HOSTILE_VALUES = st.sampled_from([None, True, 0, -1, 1e308, float("inf"), float("nan"), 2**70, "x",
                                  "<b>", "../..", [], {}, [1, "a"], {"a": None}, 17, 1.5, "\x1b[2J"])


@pytest.fixture(scope="module")
def tuned(tmp_path_factory):
    """A real cache and trial log of tiny-llama, the base the mutations start from."""
    import io
    from contextlib import redirect_stderr, redirect_stdout

    from aoe_pass.cli import main

    d = tmp_path_factory.mktemp("tuned")
    with redirect_stderr(io.StringIO()), redirect_stdout(io.StringIO()):
        assert main(["tune", "tiny-llama", "--cache", str(d / "c.json"), "--trials", "12",
                     "--no-progress"]) == 0
    cache = json.loads((d / "c.json").read_text())
    log = [json.loads(line) for line in (d / "c.json.trials.jsonl").read_text().splitlines()]
    return cache, log


def _paths(obj, prefix=()):
    if prefix:
        yield prefix
    items = obj.items() if isinstance(obj, dict) else enumerate(obj) if isinstance(obj, list) else ()
    for k, v in items:
        yield from _paths(v, prefix + (k,))


def _mutate(doc, data, count):
    paths = list(_paths(doc))
    for _ in range(count):
        path = data.draw(st.sampled_from(paths))
        node = doc
        try:
            for k in path[:-1]:
                node = node[k]
            node[path[-1]] = data.draw(HOSTILE_VALUES)
        except (KeyError, IndexError, TypeError):
            pass  # an earlier mutation replaced a parent
    return doc


@settings(max_examples=25, **SETTINGS)
@given(data=st.data())
def test_value_mutated_caches(tmp_path_factory, capsys, tuned, data):
    """Any value of a real cache (target fields, keys' entries, tilings, costs) replaced."""
    doc = _mutate(json.loads(json.dumps(tuned[0])), data, data.draw(st.integers(1, 3)))
    tmp = tmp_path_factory.mktemp("mc")
    (tmp / "c.json").write_text(json.dumps(doc))
    run_case("mutated cache: export-bank", ["export-bank", tmp / "c.json", "--out", tmp / "bank"], capsys)
    run_case("mutated cache: compile", ["compile", "tiny-llama", "--cache", tmp / "c.json", "-o",
                                        tmp / "o.onnx"], capsys)


@settings(max_examples=20, **SETTINGS)
@given(data=st.data())
def test_value_mutated_trial_logs(tmp_path_factory, capsys, tuned, data):
    """Any field of a real trial log's records replaced, then ``--resume`` from it."""
    recs = _mutate(json.loads(json.dumps(tuned[1])), data, data.draw(st.integers(1, 3)))
    tmp = tmp_path_factory.mktemp("ml")
    (tmp / "l.jsonl").write_text("".join(json.dumps(r) + "\n" for r in recs))
    run_case("mutated log: --resume", ["tune", "tiny-llama", "--cache", tmp / "c.json", "--log",
                                       tmp / "l.jsonl", "--resume", "--trials", "14",
                                       "--no-progress"], capsys)
