"""A sim backend with an injected fault, for tests/test_executor_faults.py (a module of its own,
imported as ``tests.faulty_backend``, so that local workers and Ray actors can import it)."""
from __future__ import annotations

import hashlib
import json

from aoe_pass.backends.sim import SimBackend


def raises_for(config: dict) -> bool:
    return hashlib.sha256(json.dumps(config, sort_keys=True).encode()).digest()[0] % 3 == 0


class FaultySim(SimBackend):
    """The sim, raising an ordinary exception for the configurations ``raises_for`` picks."""

    name = "faulty-sim"

    def measure(self, task, configs):
        if any(raises_for(c) for c in configs):
            raise ZeroDivisionError("injected fault")
        return super().measure(task, configs)
