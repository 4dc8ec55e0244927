"""Marked-constant rewriting of C/C++ sources (aoe_pass.backends.source_rewrite)."""
import pytest

from aoe_pass.backends.source_rewrite import check_names, current_values, find_tunables, rewrite
from ge_bridge.errors import AoeError

SOURCE = """\
#include <stdio.h>
#define TILE_M 64
#  define TILE_N (32)   // parenthesised
#define MODE "fast"
#define ORDER IKJ
#define SQUARE(x) ((x) * (x))
/* #define TILE_K 999 is commented out */
static const int tile_k = 16;  // aoe:tune the K tile
constexpr unsigned long long_unroll=2; /* aoe:tune */
const double alpha = 1.5;  // aoe:tune
int untouched = 3;  // not marked
\tint  spaced_out   =   7 ;   // aoe:tune
int main(void) { printf("%d\\n", TILE_M * tile_k); return 0; }
"""


def names(source):
    return [(t.name, t.form, t.value) for t in find_tunables(source)]


def test_finds_both_marker_forms_and_skips_the_rest():
    found = names(SOURCE)
    assert ("TILE_M", "define", "64") in found
    assert ("TILE_N", "define", "32") in found
    assert ("MODE", "define", '"fast"') in found
    assert ("tile_k", "decl", "16") in found
    assert ("long_unroll", "decl", "2") in found
    assert ("alpha", "decl", "1.5") in found
    assert ("spaced_out", "decl", "7") in found
    got = {n for n, _, _ in found}
    assert "untouched" not in got  # no marker
    assert "SQUARE" not in got  # function-like macro
    assert "TILE_K" not in got  # inside a block comment


def test_rewrite_changes_only_the_values():
    out = rewrite(SOURCE, {"tile_m": 128, "TILE_N": 16, "tile_k": 64, "long_unroll": 8,
                           "spaced_out": 9})
    expected = (SOURCE.replace("#define TILE_M 64", "#define TILE_M 128")
                .replace("(32)", "(16)")
                .replace("tile_k = 16;", "tile_k = 64;")
                .replace("long_unroll=2;", "long_unroll=8;")
                .replace("=   7 ;", "=   9 ;"))
    assert out == expected


def test_rewrite_with_no_values_is_identity_byte_for_byte():
    src = SOURCE.replace("\n", "\r\n") + "\t\x0c trailing  "
    assert rewrite(src, {}) == src
    out = rewrite(src, {"tile_m": 32})
    assert out == src.replace("TILE_M 64", "TILE_M 32")


def test_case_insensitive_define_and_exact_match_preferred():
    src = "#define TILE_M 1\nint tile_m = 2; // aoe:tune\n"
    # exact match wins: only the declaration changes
    assert rewrite(src, {"tile_m": 5}) == "#define TILE_M 1\nint tile_m = 5; // aoe:tune\n"
    assert rewrite(src, {"TILE_M": 5}) == "#define TILE_M 5\nint tile_m = 2; // aoe:tune\n"
    assert rewrite("#define Tile_M 1\n", {"tile_m": 7}) == "#define Tile_M 7\n"


def test_bools_strings_and_enums():
    out = rewrite(SOURCE, {"tile_m": True, "mode": 'a "quoted"\\path', "order": "KIJ",
                           "alpha": 0.25, "tile_k": False})
    assert "#define TILE_M 1\n" in out
    assert '#define MODE "a \\"quoted\\"\\\\path"\n' in out
    assert "#define ORDER KIJ\n" in out
    assert "const double alpha = 0.25;" in out
    assert "static const int tile_k = 0;" in out


def test_bad_values_are_user_errors():
    with pytest.raises(AoeError, match="not a C identifier"):
        rewrite(SOURCE, {"order": "two words"})
    with pytest.raises(AoeError, match="needs a #define"):
        rewrite(SOURCE, {"tile_k": "big"})
    with pytest.raises(AoeError, match="fractional"):
        rewrite(SOURCE, {"tile_k": 2.5})
    assert "tile_k = 4;" in rewrite(SOURCE, {"tile_k": 4.0})


def test_missing_names_list_what_was_found():
    with pytest.raises(AoeError) as err:
        rewrite(SOURCE, {"tile_m": 16, "tile_q": 8, "depth": 2})
    msg = str(err.value)
    assert "tile_q" in msg and "depth" in msg
    assert "TILE_M" in msg and "tile_k" in msg and "alpha" in msg
    assert "\n" not in msg
    with pytest.raises(AoeError, match="aoe:tune"):
        check_names("int main(void) { return 0; }\n", ["tile_m"])
    check_names(SOURCE, ["tile_m", "TILE_N", "alpha"])  # no error


def test_lenient_rewrite_and_current_values():
    assert rewrite(SOURCE, {"tile_m": 8, "nope": 1}, strict=False) == \
        SOURCE.replace("TILE_M 64", "TILE_M 8")
    values = current_values(SOURCE + "#define HEX 0x10u\n#define FL 2.5f\n",
                            ["tile_m", "TILE_N", "mode", "order", "alpha", "hex", "fl", "nope"])
    assert values == {"tile_m": 64, "TILE_N": 32, "mode": "fast", "order": "IKJ", "alpha": 1.5,
                      "hex": 16, "fl": 2.5}
