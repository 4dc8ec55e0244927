"""Is a cache entry stale? Measured under another search space, backend model or tool version.

The cache records each entry's provenance (``space_hash``, ``backend_version``,
``tool_version``; see :data:`ge_bridge.cache.PROVENANCE`). Merges replace a stale entry by the
newer measurement (:meth:`ge_bridge.cache.TilingCache.put`); ``compile`` reports the entries it
stamps whose provenance is not what this tool would produce now: another sim model (its costs,
hence its choice, may be wrong now), another tool version, or a space other than the kind's
default one on the target (a config narrowed it, or the vocabulary changed since).
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from ge_bridge.targets import TARGETS

from .. import __version__
from ..backends import backend_model_version


def stale_reason(entry: Mapping[str, Any], target_name: str) -> str:
    """'' if ``entry`` is what this tool would tune now, else what differs."""
    from ..search.space import Space, space_hash

    why = []
    current = backend_model_version(str(entry.get("backend", "")))
    if current is not None and entry.get("backend_version") != current:
        why.append(f"{entry.get('backend')} model version {entry.get('backend_version')!r}, "
                   f"now {current!r}")
    if entry.get("tool_version") != __version__:
        why.append(f"tool version {entry.get('tool_version')!r}, now {__version__!r}")
    try:
        space = Space.for_task(entry["kind"], entry["shape"], entry["dtype"],
                               target=TARGETS.get(target_name))
        if entry.get("space_hash") != space_hash(space):
            why.append("a search space other than the kind's default (a config narrowed it, "
                       "or the vocabulary changed)")
    except Exception:  # noqa: BLE001 - a shape the space cannot be built for: not our verdict
        pass
    return "; ".join(why)


def stale_entries(entries: Mapping[str, Mapping[str, Any]], keys: Iterable[str],
                  target_name: str) -> list[tuple[str, str]]:
    """``[(key, why)]`` for the stale entries among ``keys`` (each once, sorted)."""
    out = []
    for key in sorted(set(keys)):
        entry = entries.get(key)
        why = stale_reason(entry, target_name) if entry is not None else ""
        if why:
            out.append((key, why))
    return out
