import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
FIXTURES = os.path.join(ROOT, "tests", "fixtures")

# --------------------------------------------------------------------------------------------
# Every tiling cache a test writes must satisfy the published JSON Schema
# (docs/tiling-cache.schema.json). At the end of the session every cache under pytest's
# temporary directories is validated; a violation fails the run, naming the file.
# Skipped when jsonschema (the [test]/[dev] extra) is absent.
SCHEMA_PATH = os.path.join(ROOT, "docs", "tiling-cache.schema.json")


def written_caches(base):
    """Paths of the files under ``base`` that are tiling caches (by their format field)."""
    for directory, _dirs, files in os.walk(base):
        for name in files:
            if not name.endswith(".json"):
                continue
            path = os.path.join(directory, name)
            try:
                with open(path, "rb") as f:
                    head = f.read(200)
            except OSError:
                continue
            if b'"aoe-tiling-cache"' in head:
                yield path


def schema_violations(paths):
    import json

    import jsonschema

    with open(SCHEMA_PATH) as f:
        validator = jsonschema.Draft202012Validator(json.load(f))
    from ge_bridge.cache import load_cache
    from ge_bridge.errors import AoeError

    for path in paths:
        try:
            load_cache(path)
            with open(path) as f:
                doc = json.load(f)
        except (AoeError, ValueError):
            continue  # a deliberately broken cache of a negative test, refused by the loader
        for err in validator.iter_errors(doc):
            where = "/".join(str(p) for p in err.absolute_path)
            yield f"{path}: {where}: {err.message[:200]}"
            break


def pytest_sessionfinish(session, exitstatus):
    try:
        import jsonschema  # noqa: F401
    except ImportError:
        return
    factory = getattr(session.config, "_tmp_path_factory", None)
    if factory is None:
        return
    try:
        base = factory.getbasetemp()
    except Exception:  # noqa: BLE001 - no temporary directory was made
        return
    paths = list(written_caches(str(base)))
    bad = list(schema_violations(paths))
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    if reporter is not None:
        reporter.write_line(f"tiling-cache schema: {len(paths)} caches written by the tests, "
                            f"{len(bad)} invalid")
        for line in bad[:20]:
            reporter.write_line("  " + line, red=True)
    if bad:
        session.exitstatus = 1

def pytest_terminal_summary(terminalreporter):
    """The hostile-input suite reports how many cases it ran (tests/hostile_util.py)."""
    util = sys.modules.get("hostile_util")
    if util is not None and util.CASES["run"]:
        terminalreporter.write_line(f"hostile-input suite: {util.CASES['run']} hostile cases run "
                                    f"through the CLI, {util.CASES['traceback']} ended in a traceback")


@pytest.fixture(scope="module")
def cpu_backend(tmp_path_factory):
    """One real cpu backend per test module (its compiled-kernel cache in a temporary directory)."""
    from aoe_pass.backends.cpu import CpuBackend

    b = CpuBackend(cache_dir=str(tmp_path_factory.mktemp("cpu-cache")), repeats=1, timeout_s=20.0, sample_s=0.001)
    yield b
    b.close()
