"""The command backend never lets data reach a shell as code (High 3): placeholders expand in
one pass, each value quoted once; plain commands run without a shell; output is read as a
bounded tail; the candidate directory is always removed (Medium 5)."""
import json
import os
import shlex
import subprocess
import sys

from hostile_util import aoe, assert_no_traceback
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from aoe_pass.backends.command import OUTPUT_TAIL_BYTES, CommandBackend, expand_command

PY = shlex.quote(sys.executable)
# Shell syntax and placeholder text an attacker would put into a path
NASTY = ["$(touch PWNED)", "`touch PWNED`", "'; touch PWNED; '", '"; touch PWNED; "', "{bin}",
         "{src}", "{dir}", "{device}", "a b", "*", "?", "[x]", "~", "#", "!", "&", "|", ";",
         "\\", "$HOME", "${IFS}", "%s", "\t", "\n", "-n", "--", "'", '"', "{", "}"]

DUMP = os.path.join(os.path.dirname(os.path.abspath(__file__)), "hostile_argv_dump.py")
values = st.lists(st.sampled_from(NASTY + list("abc/._-")), min_size=1, max_size=8).map("".join)


@settings(max_examples=30, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(src=values, binary=values, directory=values, shell=st.booleans())
def test_every_value_reaches_the_command_verbatim(src, binary, directory, shell, tmp_path_factory):
    """Whatever a path contains, the command receives exactly it, in the shell form (a pipe
    forces a shell) and in the argv form; nothing in it runs."""
    subs = {"{src}": src, "{bin}": binary, "{dir}": directory, "{device}": "0"}
    tmp = tmp_path_factory.mktemp("inj")
    template = f"{PY} {shlex.quote(DUMP)} {{src}} x{{bin}}y {{dir}} {{device}}" + (" | cat" if shell else "")
    cmd = expand_command(template, subs)
    assert isinstance(cmd, str) == shell
    out = subprocess.run(cmd, shell=shell, cwd=tmp, capture_output=True, timeout=30).stdout
    assert out.decode().split("\0") == [src, f"x{binary}y", directory, "0"]
    assert os.listdir(tmp) == []  # no PWNED


def test_single_op_cli_with_metacharacters_and_placeholders_in_every_path(tmp_path):
    """The real CLI: source file, work dir and their directories named with shell syntax and
    placeholder text; a shell-form run command (a pipe) and the argv form both see the true
    paths, and no injected command runs."""
    evil = "a{bin}$(touch PWNED1)`touch PWNED2`'; touch PWNED3; '{dir}"
    srcdir = tmp_path / f"src{evil}"
    srcdir.mkdir()
    src = srcdir / "k{src}$(touch PWNED4).c"
    src.write_text("#define TILE_M 16\nint main(void){return 0;}\n")
    work = tmp_path / f"w{evil}"
    checker = tmp_path / "check.py"
    checker.write_text(
        "import os, sys\n"
        "src, binary, d = sys.argv[1:4]\n"
        "ok = (os.path.basename(src) == 'k{src}$(touch PWNED4).c' and os.path.isfile(src)\n"
        "      and os.path.dirname(src) == d == os.getcwd() and binary.startswith(d))\n"
        "print(12.5 if ok else 'bad paths ' + repr(sys.argv))\n")
    cfg = tmp_path / "cfg.json"
    cfg.write_text(json.dumps({"search_space": {"tile_m": [16, 32]}, "trials": 2,
                               "optimization_objective": "latency"}))
    for run_cmd in (f"{PY} {shlex.quote(str(checker))} {{src}} {{bin}} {{dir}} | tail -n 1",
                    f"{PY} {shlex.quote(str(checker))} {{src}} {{bin}} {{dir}}"):
        out = tmp_path / "best.c"
        res = aoe("--config", cfg, "--op-source", src, "--output", out, "--build-cmd", "",
                  "--run-cmd", run_cmd, "--workdir", work, "--quiet", "--strategy", "random",
                  cwd=str(tmp_path))
        assert_no_traceback(res)
        assert res.returncode == 0, res.stdout + res.stderr
        assert "bad paths" not in res.stdout + res.stderr and out.exists()
        found = [f for d, _, fs in os.walk(tmp_path) for f in fs if f.startswith("PWNED")]
        assert found == []
        assert os.listdir(work) == []  # every candidate directory removed
        out.unlink()


def test_output_is_read_as_a_bounded_tail_and_the_directory_removed(tmp_path):
    """A run printing 64 MB is scored by its last line without reading it all."""
    be = CommandBackend(None, run_cmd=f"{PY} -c \"import sys; sys.stdout.write('x' * (64 << 20)); "
                                      f"print(); print(7.5)\"", workdir=str(tmp_path))
    (res,) = be.measure(None, [{}])
    assert res.ok and res.cost == 7.5
    assert os.listdir(tmp_path) == []
    big_err = f"{PY} -c \"import sys; sys.stderr.write('e' * (8 << 20) + ' the end'); sys.exit(3)\""
    (res,) = CommandBackend(None, run_cmd=big_err, workdir=str(tmp_path)).measure(None, [{}])
    assert res.status == "runtime_error" and "exited 3" in res.error and len(res.error) < 1000
    assert os.listdir(tmp_path) == [] and OUTPUT_TAIL_BYTES < (8 << 20)


def test_a_missing_program_in_argv_form_is_a_failed_trial(tmp_path):
    (res,) = CommandBackend(None, run_cmd="/no/such/bench {bin}", workdir=str(tmp_path)).measure(None, [{}])
    assert res.status == "runtime_error" and "exited 127" in res.error
    assert os.listdir(tmp_path) == []
