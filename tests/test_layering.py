"""ge_bridge is what a compiler links against: it must not pull in the tuner or the search."""
import os
import pkgutil
import subprocess
import sys

import ge_bridge

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_ge_bridge_imports_neither_aoe_pass_nor_sklearn():
    modules = [f"ge_bridge.{m.name}" for m in pkgutil.iter_modules(ge_bridge.__path__)]
    code = ("import sys\n" + "".join(f"import {m}\n" for m in modules) +
            "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('aoe_pass', 'sklearn'))\n"
            "print(','.join(bad))\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         check=True).stdout.strip()
    assert len(modules) >= 8 and out == ""
