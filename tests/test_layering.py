"""The import layering, read from the source: every ``import`` in every module of ge_bridge/ and
aoe_pass/ (inside functions too, relative imports resolved, literal ``import_module("...")``
calls included) is checked against the allowed-edges table below.

A room is ``ge_bridge``, a subpackage of aoe_pass (``aoe_pass.search``), or a module at the
aoe_pass root (``aoe_pass.graph_pass``). A new room, or a new edge between rooms, fails this test
until the table says it is meant; the table itself must stay free of cycles."""
import ast
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCANNED = ("ge_bridge", "aoe_pass")
OUR_TOPS = ("ge_bridge", "aoe_pass", "models")

# Which aoe_pass rooms each aoe_pass room may import (besides itself). Every aoe_pass room may
# import ge_bridge and the standard library / third-party packages; ``models`` is ruled apart
# (MODELS_VIA). "aoe_pass" is the package's __init__ (the version string).
ALLOWED = {
    "aoe_pass": set(),
    "aoe_pass.__main__": {"aoe_pass.cli"},
    "aoe_pass.cli": {"aoe_pass"},  # commands are found by name at run time (importlib)
    # The leaf rooms: themselves, ge_bridge, third-party. One legitimate edge between them:
    # search/config.py checks a config file's backend name against backends.BACKENDS.
    "aoe_pass.patterns": set(),
    "aoe_pass.backends": set(),
    "aoe_pass.search": {"aoe_pass.backends"},
    "aoe_pass.graph_pass": {"aoe_pass.patterns"},
    "aoe_pass.modelref": set(),
    "aoe_pass.executors": {"aoe_pass.backends"},
    "aoe_pass.runtime": {"aoe_pass.backends"},  # the cpu backend's kernels run the compiled model
    "aoe_pass.tuning": {"aoe_pass", "aoe_pass.backends", "aoe_pass.executors",
                        "aoe_pass.graph_pass", "aoe_pass.modelref", "aoe_pass.search"},
    # compiling: the pass finds the instances, ge_bridge.apply stamps them; the cache's staleness
    "aoe_pass.compile": {"aoe_pass", "aoe_pass.graph_pass", "aoe_pass.modelref", "aoe_pass.tuning"},
    "aoe_pass.report": {"aoe_pass", "aoe_pass.graph_pass", "aoe_pass.modelref",
                        "aoe_pass.tuning"},
    "aoe_pass.commands": {"aoe_pass", "aoe_pass.backends", "aoe_pass.compile", "aoe_pass.executors",
                          "aoe_pass.graph_pass", "aoe_pass.modelref", "aoe_pass.report",
                          "aoe_pass.runtime", "aoe_pass.search",
                          "aoe_pass.tuning"},
}
# Edges the table holds only until issue 11 is done; left out of the cycle check.
TODO_EDGES: set[tuple[str, str]] = set()
# The package reaches the models only through models.registry (the registry the CLI uses to
# resolve a built-in model name), and only from these files.
MODELS_VIA = {
    "aoe_pass/modelref.py": {"models.registry"},
    "aoe_pass/compile/compiler.py": {"models.registry"},
    "aoe_pass/commands/models.py": {"models.registry"},
}
# ge_bridge is what a compiler links against: it never pulls in the tuner, the model builders
# or scikit-learn.
GE_BRIDGE_FORBIDDEN = ("aoe_pass", "models", "sklearn")
# The op-kind records are the bottom of ge_bridge: opkey, tiling, targets, apply and bank_export
# read them, so they import nothing else of ge_bridge.
GE_BRIDGE_BOTTOM = "ge_bridge.kinds"


def _module_name(rel: str) -> str:
    parts = rel[:-3].split("/")
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_ours(name: str) -> bool:
    path = os.path.join(ROOT, *name.split("."))
    return os.path.isfile(path + ".py") or os.path.isdir(path)


def _imports(rel: str) -> list[tuple[int, str]]:
    """(line, absolute module name) for every import in one file."""
    mod = _module_name(rel)
    package = mod.split(".") if rel.endswith("__init__.py") else mod.split(".")[:-1]
    tree = ast.parse(open(os.path.join(ROOT, rel), encoding="utf-8").read(), rel)
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package[:len(package) - (node.level - 1)]
                base = ".".join(anchor + ([node.module] if node.module else []))
            for a in node.names:  # `from pkg import sub` imports the module pkg.sub
                sub = f"{base}.{a.name}"
                out.append((node.lineno, sub if base.split(".")[0] in OUR_TOPS and _is_ours(sub)
                            else base))
        elif (isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr",
              None)) == "import_module" and node.args and isinstance(node.args[0], ast.Constant)):
            out.append((node.lineno, node.args[0].value))
    return out


def _room(name: str) -> str:
    parts = name.split(".")
    if parts[0] != "aoe_pass":
        return parts[0]
    return "aoe_pass" if len(parts) == 1 else f"aoe_pass.{parts[1]}"


def _files() -> list[str]:
    out = []
    for top in SCANNED:
        for d, _, files in os.walk(os.path.join(ROOT, top)):
            out += [os.path.relpath(os.path.join(d, f), ROOT).replace(os.sep, "/")
                    for f in files if f.endswith(".py")]
    return sorted(out)


def _violations() -> list[str]:
    bad = []
    for rel in _files():
        src = _room(_module_name(rel))
        for line, target in _imports(rel):
            top, dst = target.split(".")[0], _room(target)
            where = f"{rel}:{line} imports {target}"
            if src == "ge_bridge":
                if top in GE_BRIDGE_FORBIDDEN:
                    bad.append(f"{where}: ge_bridge must not import {top}")
                elif (_module_name(rel).startswith(GE_BRIDGE_BOTTOM) and top == "ge_bridge"
                      and not target.startswith(GE_BRIDGE_BOTTOM)):
                    bad.append(f"{where}: {GE_BRIDGE_BOTTOM} is the bottom of ge_bridge")
                continue
            if src not in ALLOWED:
                bad.append(f"{where}: room {src} is not in the allowed-edges table")
            elif top == "models":
                if target not in MODELS_VIA.get(rel, ()):
                    bad.append(f"{where}: the package reaches models only through "
                               f"models.registry, from {', '.join(sorted(MODELS_VIA))}")
            elif top == "aoe_pass" and dst != src and dst not in ALLOWED[src]:
                bad.append(f"{where}: edge {src} -> {dst} is not in the allowed-edges table")
    return bad


def test_every_import_follows_the_allowed_edges():
    bad = _violations()
    for b in bad:
        print(b)
    assert not bad, "\n".join(bad)


def test_scan_sees_imports_inside_functions_and_relative_ones():
    """The scan itself: a lazy relative import in a function is found and resolved."""
    found = dict((t, n) for n, t in _imports("aoe_pass/tuning/staleness.py"))
    assert "aoe_pass.search.space" in found  # `from ..search.space import ...` in a function
    assert any(t == "models.registry" for _, t in _imports("aoe_pass/modelref.py"))
    assert len(_files()) > 60


def test_an_edge_missing_from_the_table_is_reported(monkeypatch):
    monkeypatch.setitem(ALLOWED, "aoe_pass.search", set())
    bad = _violations()
    assert bad and all("aoe_pass.search -> aoe_pass.backends" in b for b in bad)
    assert any(b.startswith("aoe_pass/search/config.py:") for b in bad)


def test_allowed_edges_have_no_cycle():
    """commands -> runtime is fine, runtime -> commands is not: the table is a partial order."""
    graph = {src: {d for d in dsts if (src, d) not in TODO_EDGES} for src, dsts in ALLOWED.items()}
    assert all(d in graph for dsts in graph.values() for d in dsts)
    done: set[str] = set()

    def visit(node: str, path: list[str]) -> None:
        if node in path:
            raise AssertionError("import cycle: " + " -> ".join(path[path.index(node):] + [node]))
        if node not in done:
            for nxt in sorted(graph[node]):
                visit(nxt, path + [node])
            done.add(node)

    for room in sorted(graph):
        visit(room, [])


def test_every_aoe_pass_room_is_in_the_table():
    rooms = {_room(_module_name(rel)) for rel in _files() if rel.startswith("aoe_pass/")}
    assert rooms == set(ALLOWED), rooms ^ set(ALLOWED)


def test_ge_bridge_loads_neither_aoe_pass_nor_sklearn():
    """What the AST scan cannot see: nothing ge_bridge imports pulls them in at run time."""
    import pkgutil

    import ge_bridge

    modules = [f"ge_bridge.{m.name}" for m in pkgutil.iter_modules(ge_bridge.__path__)]
    code = ("import sys\n" + "".join(f"import {m}\n" for m in modules) +
            "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('aoe_pass', 'sklearn'))\n"
            "print(','.join(bad))\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         check=True).stdout.strip()
    assert len(modules) >= 8 and out == ""
