import numpy as np
import pytest

from aoe_pass.search.constraints import parse_constraint
from ge_bridge.errors import AoeError

NAMES = {"tile_m": "num", "tile_k": "num", "tile_n": "num", "pipeline": "str",
         "l1_prefetch": "num", "m": "num", "in_bytes": "num"}

HOSTILE = [
    "__import__('os').system('touch /tmp/aoe_pwned')",
    "().__class__.__bases__[0].__subclasses__()",
    "lambda: 0",
    "[x for x in ()]",
    "9**9**9",
    "10**10**10",
    "open('f')",
    "tile_m.real > 0",
    "tile_m[0] > 1",
    "f'{tile_m}' == 'x'",
    "eval('1') == 1",
    "(tile_m := 3) > 1",
    "tile_m if tile_m else 1",
    "{1: 2} == 1",
    "max(*[1, 2]) > 0",
    "exec('x=1')",
    "tile_m ** 65 > 1",
    "2 ** -100000 > 0",
    "1e308 ** 64 > 0",
]


@pytest.mark.parametrize("text", HOSTILE)
def test_hostile_expressions_are_refused(text, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(AoeError) as err:
        parse_constraint(text, NAMES)
    assert "constraint" in str(err.value) and "\n" not in str(err.value)
    assert not (tmp_path / "f").exists()


def test_unknown_name_lists_known_names():
    with pytest.raises(AoeError, match="unknown name 'tile_x'.*did you mean 'tile_.'.*known names: .*tile_k"):
        parse_constraint("tile_x <= 128", NAMES)


def test_too_long_and_not_a_condition():
    with pytest.raises(AoeError, match="too long"):
        parse_constraint("tile_m + " * 100 + "1 > 0", NAMES)
    with pytest.raises(AoeError, match="not a condition"):
        parse_constraint("tile_m * 2", NAMES)
    with pytest.raises(AoeError, match="string"):
        parse_constraint("pipeline < 'x'", NAMES)
    with pytest.raises(AoeError, match="string"):
        parse_constraint("tile_m == 'double_buffer'", NAMES)


EXPRS = [
    "tile_m * tile_k * in_bytes <= 32768",
    "tile_m % 32 == 0 and tile_n // 16 >= 4",
    "16 <= tile_m <= tile_n < 200",
    "not (pipeline == 'double_buffer') or tile_k <= 64",
    "min(tile_m, tile_n, 128) * 2 ** 2 >= 256 or abs(tile_m - tile_n) < 33",
    "tile_m / tile_k > 1.5 and -tile_m < -32 and +tile_n != 48",
    "max(tile_m, tile_n) ** 2 <= m * 4 and l1_prefetch",
    "pipeline != 'none' and (tile_m + tile_n) % 64 == 0",
]


@pytest.mark.parametrize("text", EXPRS)
def test_vectorised_equals_scalar(text):
    rng = np.random.default_rng(1)
    n = 300
    cols = {
        "tile_m": rng.choice(np.arange(16, 257, 16), n), "tile_k": rng.choice(np.arange(16, 257, 16), n),
        "tile_n": rng.choice(np.arange(16, 257, 16), n),
        "pipeline": rng.choice(np.array(["none", "single_buffer", "double_buffer"]), n),
        "l1_prefetch": rng.choice(np.array([False, True]), n),
    }
    scalars = {"m": 4096, "in_bytes": 2}
    c = parse_constraint(text, NAMES)
    vec = c({**scalars, **cols})
    assert vec.dtype == bool and vec.shape == (n,)
    one = [c({**scalars, **{k: v[i].item() for k, v in cols.items()}}) for i in range(n)]
    assert all(isinstance(x, bool) for x in one)
    assert list(vec) == one
    assert 0 < vec.sum() < n  # the expression really discriminates on this sample


def test_semantics_against_python():
    c = parse_constraint("(tile_m + 3) * 2 - tile_k // 5 % 7 == 33", NAMES)
    for tm in range(0, 40):
        for tk in range(0, 40, 7):
            assert c({"tile_m": tm, "tile_k": tk}) == (((tm + 3) * 2 - tk // 5 % 7) == 33)
