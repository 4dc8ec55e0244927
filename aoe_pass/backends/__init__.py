"""Measurement backends behind one interface (see :mod:`aoe_pass.backends.base`).

``sim``: an analytical model of an Ascend 910B AI Core (the embedded default);
``cpu``: real C kernels compiled and run on this machine;
``command``: the user's own build + benchmark command (how a real NPU is plugged in).
"""
from __future__ import annotations

from importlib import import_module
from typing import Any

from ge_bridge.errors import AoeError

from .base import Backend, MeasureResult

# The one registry: backend name -> "module:class" (imported only when that backend is used).
BACKEND_CLASSES = {
    "sim": "aoe_pass.backends.sim:SimBackend",
    "cpu": "aoe_pass.backends.cpu:CpuBackend",
    "command": "aoe_pass.backends.command:CommandBackend",
}
BACKENDS = tuple(BACKEND_CLASSES)
DEFAULT_BACKEND = "sim"

__all__ = ["BACKENDS", "BACKEND_CLASSES", "DEFAULT_BACKEND", "Backend", "MeasureResult",
           "backend_class", "make_backend", "backend_target", "backend_model_version"]


def backend_class(name: str | type[Backend]) -> type[Backend]:
    """The backend class registered under ``name`` (its facts are class attributes); a Backend
    subclass given instead of a name is taken as it is (an executor's workers build it)."""
    if isinstance(name, type) and issubclass(name, Backend):
        return name
    if name not in BACKEND_CLASSES:
        raise AoeError(f"unknown backend {name!r} (choose from {', '.join(BACKENDS)})")
    module, cls = BACKEND_CLASSES[name].split(":")
    return getattr(import_module(module), cls)


def make_backend(name: str | type[Backend], **opts: Any) -> Backend:
    """Build a backend by name; options a backend does not take are ignored if None."""
    opts = {k: v for k, v in opts.items() if v is not None}
    return backend_class(name)(**opts)


def backend_model_version(name: str) -> str | None:
    """The current ``model_version`` of a backend by name (None: unknown, never compared)."""
    if name not in BACKEND_CLASSES:
        return None
    return backend_class(name).model_version or None


def backend_target(name: str, target: str | None = None) -> tuple[dict[str, Any], Any]:
    """``(cache target document, Target or None)`` for a backend.

    ``sim`` models the Ascend 910B, so its caches are for that target and its capacity rules
    constrain the search; ``command`` measures whatever device the user's command runs on and
    takes the target by name (default ascend910b); ``cpu`` tunes for this machine: no on-chip
    buffer rules, a target of its own.
    """
    import platform

    from ge_bridge.targets import get_target

    if name == "cpu":
        return {"name": "cpu", "arch": platform.machine()}, None
    tgt = get_target(target or "ascend910b")
    return tgt.to_json(), tgt
