import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
FIXTURES = os.path.join(ROOT, "tests", "fixtures")


def pytest_terminal_summary(terminalreporter):
    """The hostile-input suite reports how many cases it ran (tests/hostile_util.py)."""
    util = sys.modules.get("hostile_util")
    if util is not None and util.CASES["run"]:
        terminalreporter.write_line(f"hostile-input suite: {util.CASES['run']} hostile cases run "
                                    f"through the CLI, {util.CASES['traceback']} ended in a traceback")
