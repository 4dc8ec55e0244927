"""Packaging: every package the code imports is declared; the README and CI agree."""
import ast
import importlib.metadata
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OWN = {"aoe_pass", "ge_bridge", "models"}


def _setup_kwargs():
    tree = ast.parse(open(os.path.join(ROOT, "setup.py")).read())
    call = next(n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "id", "") == "setup")
    return {k.arg: ast.literal_eval(k.value) for k in call.keywords
            if k.arg in ("install_requires", "extras_require")}


def _name(req):
    return re.split(r"[<>=!~;\[ ]", req, maxsplit=1)[0].lower().replace("_", "-")


def _imported_modules():
    mods = set()
    for pkg in OWN:
        for directory, _dirs, files in os.walk(os.path.join(ROOT, pkg)):
            for f in files:
                if f.endswith(".py"):
                    tree = ast.parse(open(os.path.join(directory, f)).read())
                    for node in ast.walk(tree):
                        if isinstance(node, ast.Import):
                            mods |= {a.name.split(".")[0] for a in node.names}
                        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                            mods.add(node.module.split(".")[0])
    return mods - OWN - set(sys.stdlib_module_names) - {"__future__"}


def test_every_imported_package_is_declared():
    kw = _setup_kwargs()
    required = {_name(r) for r in kw["install_requires"]}
    extras = {_name(r) for reqs in kw["extras_require"].values() for r in reqs}
    dists = importlib.metadata.packages_distributions()
    undeclared = {}
    for mod in _imported_modules():
        names = {d.lower().replace("_", "-") for d in dists.get(mod, [mod])}
        if not names & (required | extras):
            undeclared[mod] = sorted(names)
    assert not undeclared, f"imported but not declared in setup.py: {undeclared}"
    # the search engine imports these at module level: they cannot live in an extra
    assert {"threadpoolctl", "scipy", "scikit-learn", "filelock"} <= required


def test_filelock_floor_has_the_symlink_fixes():
    floor = next(r for r in _setup_kwargs()["install_requires"] if _name(r) == "filelock")
    version = tuple(int(x) for x in floor.split(">=")[1].split("."))
    assert version >= (3, 20, 3)  # CVE-2025-68146 (3.20.1), CVE-2026-22701 (3.20.3)


def test_ci_runs_exactly_the_readmes_install_and_test_commands():
    readme = open(os.path.join(ROOT, "README.md")).read()
    first = re.search(r"```sh\n(.*?)```", readme, re.S).group(1)
    commands = [line.split("#")[0].strip() for line in first.splitlines() if line.strip()]
    ci = open(os.path.join(ROOT, ".ci", "run")).read()
    ci_cmds = [line.strip() for line in ci.splitlines()
               if line.strip().startswith("python -m") and "apt-get" not in line]
    wanted = [c for c in commands if c.startswith(("pip ", "python -m pytest"))]
    assert commands[0] == "pip install -e ." and "pip install -e '.[dev]'" in wanted
    # CI runs them with `python -m pip ... -q`: the same commands, quiet
    assert [c.replace("python -m pip install -q", "pip install") for c in ci_cmds] == wanted
