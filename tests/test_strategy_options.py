"""Strategy options from the command line (--strategy-option) and the config (strategy_options):
checked against each strategy's whitelist, converted by type, and really given to the strategy."""
import inspect
import json

import pytest
from hostile_util import aoe, assert_one_line_error

from aoe_pass.search import STRATEGY_NAMES, strategy_class, strategy_options
from aoe_pass.search.options import Option, check_options
from aoe_pass.tuning.trial_log import read_trials
from ge_bridge.errors import AoeError


def test_text_values_are_converted_by_the_declared_type_never_evaluated():
    got = strategy_options("bayes", cli=["robust=2", "remeasure=3", "portfolio=yes", "acquisition=ucb",
                                         "report=0"])
    assert got == {"robust": 2.0, "remeasure": 3, "portfolio": True, "acquisition": "ucb", "report": False}
    assert isinstance(got["robust"], float) and isinstance(got["remeasure"], int)
    for bad in ("remeasure=1.5", "remeasure=__import__('os')", "robust=nan", "robust=inf", "robust=-1",
                "portfolio=2", "acquisition=pi", "stall=0"):
        with pytest.raises(AoeError, match="--strategy-option: option"):
            strategy_options("bayes", cli=[bad])


def test_json_values_must_already_have_the_type():
    assert strategy_options("bayes", config={"robust": 2, "portfolio": True}) == {"robust": 2.0, "portfolio": True}
    for bad in ({"portfolio": 1}, {"remeasure": True}, {"remeasure": 2.5}, {"acquisition": 1}):
        with pytest.raises(AoeError, match="cfg.json: strategy_options: option"):
            strategy_options("bayes", config=bad, config_source="cfg.json")


def test_unknown_options_name_the_strategy_and_suggest():
    with pytest.raises(AoeError, match=r"unknown option 'robsut' for strategy 'bayes' \(did you mean 'robust'\?\)"):
        strategy_options("bayes", cli=["robsut=2"])
    with pytest.raises(AoeError, match="strategy 'random' takes no options"):
        strategy_options("random", cli=["robust=2"])
    with pytest.raises(AoeError, match="expected KEY=VALUE"):
        strategy_options("bayes", cli=["robust"])


def test_the_command_line_overrides_the_config_key_by_key():
    got = strategy_options("bayes", config={"robust": 1.0, "remeasure": 2}, cli=["robust=3"])
    assert got == {"robust": 3.0, "remeasure": 2}


def test_every_declared_option_is_a_constructor_parameter_whose_default_is_in_range():
    for name in STRATEGY_NAMES:
        cls = strategy_class(name)
        params = inspect.signature(cls.__init__).parameters
        for key, opt in cls.options.items():
            assert key in params, (name, key)
            default = params[key].default
            # the default itself passes the check (as JSON, a bool option's 0/1 as false/true)
            value = bool(default) if opt.kind is bool else default
            assert check_options(name, {key: opt}, {key: value}, "t") == {key: value}


def test_a_number_range_is_inclusive_and_ints_refuse_fractions():
    opt = Option(int, 1, 5)
    assert opt.convert("5") == 5 and opt.convert(1) == 1 and opt.convert(3.0) == 3
    for bad in ("6", 0, 2.5, True, "two"):
        with pytest.raises(ValueError):
            opt.convert(bad)


def _configs(log):
    return [json.dumps(t.config, sort_keys=True) for t in read_trials(log)]


def test_tune_gives_the_options_to_the_strategy(tmp_path):
    """Same seed: an explicit default value changes nothing; a different one changes the picks."""
    def run(name, *extra):
        cache = tmp_path / f"{name}.json"
        res = aoe("tune", "tiny-llama", "--cache", str(cache), "--trials", "24", "--tasks", "0",
                  "--no-progress", *extra)
        assert res.returncode == 0, res.stderr
        return res, _configs(str(cache) + ".trials.jsonl")

    _, plain = run("plain")
    res, same = run("same", "--strategy-option", "n_init=10")
    assert "strategy bayes (n_init=10)" in res.stderr
    _, more = run("more", "--strategy-option", "n_init=20")
    assert same == plain
    assert more != plain and len(more) == len(plain)


def test_single_op_config_options_are_checked_before_anything_is_measured(tmp_path):
    src = tmp_path / "k.c"
    src.write_text("#define TILE 8\nint main(void){return 0;}\n")
    cfg = tmp_path / "cfg.json"
    cfg.write_text(json.dumps({"search_space": {"TILE": [8, 16]}, "strategy_options": {"robust": "high"}}))
    res = aoe("--config", str(cfg), "--op-source", str(src), "--output", str(tmp_path / "out.json"))
    assert_one_line_error(res, "strategy_options: option 'robust' of strategy 'bayes' must be a number")
    assert not (tmp_path / "out.json").exists()
    cfg.write_text(json.dumps({"search_space": {"TILE": [8, 16]}, "strategy_options": {"robust": [1]}}))
    res = aoe("--config", str(cfg), "--op-source", str(src), "--output", str(tmp_path / "out.json"))
    assert_one_line_error(res, "'strategy_options' must be an object")


def test_strategies_lists_every_declared_option_with_its_signature_default():
    res = aoe("strategies", "--json")
    assert res.returncode == 0, res.stderr
    rows = json.loads(res.stdout)["options"]
    for name in STRATEGY_NAMES:
        cls = strategy_class(name)
        listed = {r["option"]: r for r in rows if r["strategy"] == name}
        assert set(listed) == set(cls.options)
        params = inspect.signature(cls.__init__).parameters
        for key, row in listed.items():
            default = params[key].default
            assert row["default"] == (bool(default) if cls.options[key].kind is bool else default)
            assert isinstance(row["default"], cls.options[key].kind) or cls.options[key].kind is float
