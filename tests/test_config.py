import json

import pytest

from aoe_pass.search.config import load_aoe_config, parse_aoe_config, strip_comments
from ge_bridge.errors import AoeError


def test_comments_outside_strings_only(tmp_path):
    text = """{
      // line comment with "quotes" and /* stuff
      "op_name": "mat//mul /* not a comment */", /* block
         comment over lines */
      "search_space": {"tile_m": [64, 128], "pipeline": ["double_buffer"]},
      "constraints": ["tile_m * 2 <= 256"],  // trailing
      "trials": 50, "seed": 3, "strategy": "rl", "quantization": [false, true],
      "optimization_objective": "latency", "max_search_time": 60, "target_throughput": 102.5,
      "backend": "sim", "measure_timeout": 5, "workers": 2, "kind": "gemm"
    }"""
    path = tmp_path / "aoe.json"
    path.write_text(text)
    cfg = load_aoe_config(path)
    assert cfg.op_name == "mat//mul /* not a comment */"
    assert cfg.search_space == {"tile_m": [64, 128], "pipeline": ["double_buffer"]}
    assert cfg.constraints == ["tile_m * 2 <= 256"]
    assert (cfg.trials, cfg.seed, cfg.strategy, cfg.workers, cfg.kind) == (50, 3, "rl", 2, "gemm")
    assert cfg.max_search_time == 60.0 and cfg.target_throughput == 102.5
    assert cfg.allow_int8 is True and cfg.path == str(path)


def test_defaults_exclude_int8():
    cfg = parse_aoe_config("{}")
    assert cfg.allow_int8 is False and cfg.strategy == "bayes" and cfg.quantization == [False]


def test_block_comment_keeps_line_numbers():
    text = '{\n/* a\nb\n*/\n"trials": ,\n}'
    assert strip_comments(text).count("\n") == text.count("\n")
    with pytest.raises(AoeError, match="line 5"):
        parse_aoe_config(text)


@pytest.mark.parametrize("doc, pattern", [
    ({"trails": 5}, "unknown key 'trails'.*did you mean 'trials'"),
    ({"serach_space": {}}, "did you mean 'search_space'"),
    ({"trials": "5"}, "'trials' must be a positive integer"),
    ({"trials": True}, "'trials' must be"),
    ({"trials": 0}, "'trials' must be"),
    ({"strategy": "bayse"}, "did you mean 'bayes'"),
    ({"optimization_objective": "speed"}, "optimization_objective"),
    ({"max_search_time": "1h"}, "max_search_time"),
    ({"quantization": False}, "quantization"),
    ({"quantization": [False, False]}, "twice"),
    ({"constraints": "tile_m < 3"}, "constraints"),
    ({"constraints": ["tile_m.real < 3"]}, "attribute access"),
    ({"search_space": {"tile_m": 64}}, "search_space 'tile_m' must be a list"),
    ({"search_space": {"tile_m": []}}, "empty"),
    ({"search_space": {"tile_m": [64, 64]}}, "twice"),
    ({"search_space": {"tile_m": [[64]]}}, "number, string or bool"),
    ({"search_space": [1]}, "search_space"),
    ({"kind": "conv"}, "'kind' must be one of"),
])
def test_bad_configs(doc, pattern):
    with pytest.raises(AoeError, match=pattern):
        parse_aoe_config(json.dumps(doc))


def test_bad_files(tmp_path):
    with pytest.raises(AoeError, match="does not exist"):
        load_aoe_config(tmp_path / "nope.json")
    (tmp_path / "a.json").write_text('{"trials": 3,\n "trials": 4}')
    with pytest.raises(AoeError, match="appears twice"):
        load_aoe_config(tmp_path / "a.json")
    (tmp_path / "b.json").write_text('{"trials": 3 /* open')
    with pytest.raises(AoeError, match="unterminated"):
        load_aoe_config(tmp_path / "b.json")
    (tmp_path / "c.json").write_text("[1, 2]")
    with pytest.raises(AoeError, match="JSON object"):
        load_aoe_config(tmp_path / "c.json")
