"""The tiling cache: the contract between the tuner and the compiler (DESIGN.md).

One human-readable JSON document::

    {"format": "aoe-tiling-cache", "version": 1,
     "target": {"name": "ascend910b", ...},
     "entries": {"<OpKey>": {"kind", "shape", "dtype", "tiling", "cost", "default_cost", "unit",
                             "trials", "trials_to_best", "backend", "backend_version",
                             "space_hash", "tuned_at", "tool_version"}}}

Writes are atomic (temp file in the same directory, fsync, rename, fsync of the directory) and
happen under a file lock (``<cache>.lock``); every write re-reads the file under the lock and
merges (the lower cost wins per key), so two tuners sharing a file lose nothing. A loader
refuses, with one clear line and without touching the file, a file of another format, a newer
version, a corrupt file, or a target other than the one it compiles for.
"""
from __future__ import annotations

import errno
import json
import math
import os
import tempfile
from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from filelock import FileLock, Timeout

from .errors import AoeError
from .opkey import Task, parse_key
from .userfile import require_regular_file

FORMAT = "aoe-tiling-cache"
VERSION = 1
ENTRY_FIELDS = ("kind", "shape", "dtype", "tiling", "cost", "default_cost", "unit", "trials",
                "trials_to_best", "backend", "backend_version", "space_hash", "tuned_at",
                "tool_version")
# What a cost was measured under. Costs of entries that differ here are not comparable: the
# newer measurement replaces the older (by ``tuned_at``), whatever their costs.
PROVENANCE = ("space_hash", "backend_version", "tool_version")
LOCK_TIMEOUT_S = 60.0


@dataclass(frozen=True)
class CacheEntry:
    """One entry as a tuner writes it: the fields of :data:`ENTRY_FIELDS` (:meth:`to_json`)."""

    kind: str
    shape: dict[str, Any]
    dtype: str
    tiling: dict[str, Any]
    cost: float
    default_cost: float | None
    trials: int
    trials_to_best: int | None
    backend: str
    backend_version: str
    space_hash: str
    tuned_at: str  # UTC, ISO 8601
    tool_version: str
    unit: str = "us"

    @classmethod
    def for_task(cls, task: Task, **fields: Any) -> CacheEntry:
        """The entry of ``task`` (its kind, shape and dtype) with the other ``fields``."""
        return cls(kind=task.kind, shape=dict(task.shape), dtype=task.dtype, **fields)

    def to_json(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in ENTRY_FIELDS}


class TilingCache:
    """An in-memory tiling cache for one target. Use :func:`load_cache` / :func:`update_cache`."""

    def __init__(self, target: Mapping[str, Any], entries: Mapping[str, Mapping[str, Any]] | None = None):
        if not isinstance(target, Mapping) or not isinstance(target.get("name"), str):
            raise AoeError("tiling cache: target must be an object with a 'name'")
        self.target: dict[str, Any] = dict(target)
        self.entries: dict[str, dict[str, Any]] = {}
        # (key, what differed, "replaced" | "kept"): entries met under another provenance
        self.stale: list[tuple[str, str, str]] = []
        for key, entry in (entries or {}).items():
            self.put(key, entry)

    @property
    def target_name(self) -> str:
        return self.target["name"]

    def __len__(self) -> int:
        return len(self.entries)

    def __contains__(self, key: str) -> bool:
        return key in self.entries

    def get(self, key: str) -> dict[str, Any] | None:
        return self.entries.get(key)

    def backends(self) -> set[str]:
        """The backends whose costs the entries hold (``sim`` costs are modelled, the others
        measured: they are never compared with each other)."""
        return {str(e.get("backend", "")) for e in self.entries.values()} - {""}

    def put(self, key: str, entry: Mapping[str, Any]) -> bool:
        """Insert ``entry`` unless a cheaper one is already there; True if it was stored. On
        equal cost a different tiling does not replace the one there, while the same tiling is
        the later record of the same result (a run's final write after its periodic ones) and
        replaces it, so its trial counts are the run's final ones whenever the periodic writes came.

        An entry measured under another provenance (:data:`PROVENANCE`: search space, backend
        model version, tool version) is not compared by cost: the newer one (``tuned_at``;
        the incoming one on a tie) is kept, and the meeting is recorded in :attr:`stale`."""
        if not isinstance(entry, Mapping):
            raise AoeError(f"bad cache entry {key!r}: not an object")
        entry = dict(entry)
        _check_entry(key, entry)
        old = self.entries.get(key)
        if old is not None and old.get("backend") != entry.get("backend"):
            raise AoeError(f"cache entry {key!r} holds a cost from the {old.get('backend')!r} "
                           f"backend; costs of the {entry.get('backend')!r} backend are not "
                           f"comparable with it: use another cache file")
        why = provenance_change(old, entry) if old is not None else ""
        if why:
            newer = str(entry.get("tuned_at") or "") >= str(old.get("tuned_at") or "")  # type: ignore[union-attr]
            self.stale.append((key, why, "replaced" if newer else "kept"))
            if not newer:
                return False
        elif old is not None and (float(old["cost"]) < float(entry["cost"]) or (
                float(old["cost"]) == float(entry["cost"]) and old.get("tiling") != entry.get("tiling"))):
            return False  # on a tie the first tiling stays; the same tiling takes the later record
        self.entries[key] = entry
        return True

    def merge(self, other: TilingCache) -> int:
        """Merge another cache of the same target in (lower cost wins); returns #entries taken."""
        if other.target_name != self.target_name:
            raise AoeError(f"cannot merge a cache for target {other.target_name!r} into one for "
                           f"{self.target_name!r}")
        return sum(self.put(k, e) for k, e in other.entries.items())

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "target": self.target,
                "entries": {k: self.entries[k] for k in sorted(self.entries)}}

    @classmethod
    def from_json(cls, doc: Any, source: str = "tiling cache",
                  target: str | None = None) -> TilingCache:
        if not isinstance(doc, dict) or doc.get("format") != FORMAT:
            fmt = doc.get("format") if isinstance(doc, dict) else type(doc).__name__
            raise AoeError(f"{source}: not an aoe tiling cache (format {fmt!r}, expected {FORMAT!r})")
        version = doc.get("version")
        if not isinstance(version, int) or version < 1:
            raise AoeError(f"{source}: invalid cache version {version!r}")
        if version > VERSION:
            raise AoeError(f"{source}: cache version {version} is newer than this tool supports "
                           f"({VERSION}); upgrade aoe-pass")
        tgt = doc.get("target")
        if not isinstance(tgt, dict) or not isinstance(tgt.get("name"), str):
            raise AoeError(f"{source}: cache has no valid 'target'")
        if target is not None and tgt["name"] != target:
            raise AoeError(f"{source}: cache is for target {tgt['name']!r}, not {target!r}")
        entries = doc.get("entries")
        if not isinstance(entries, dict):
            raise AoeError(f"{source}: cache has no 'entries' object")
        try:
            return cls(tgt, entries)
        except AoeError as exc:
            raise AoeError(f"{source}: {exc}") from None


def provenance_change(old: Mapping[str, Any], new: Mapping[str, Any]) -> str:
    """'' if two entries were measured under the same provenance, else what differs
    (``"backend_version '1' -> '2'"``); a field absent from an older entry differs too."""
    return "; ".join(f"{f} {old.get(f)!r} -> {new.get(f)!r}" for f in PROVENANCE
                     if old.get(f) != new.get(f))


def _check_entry(key: str, entry: Mapping[str, Any]) -> None:
    try:
        kind, shape, dtype = parse_key(key)
    except ValueError as exc:
        raise AoeError(f"bad cache entry: {exc}") from None
    missing = [f for f in ("kind", "shape", "dtype", "tiling", "cost") if f not in entry]
    if missing:
        raise AoeError(f"bad cache entry {key!r}: missing {', '.join(missing)}")
    if not isinstance(entry["shape"], dict):
        raise AoeError(f"bad cache entry {key!r}: 'shape' must be an object")
    if entry["kind"] != kind or entry["dtype"] != dtype or dict(entry["shape"]) != shape:
        raise AoeError(f"bad cache entry {key!r}: kind/shape/dtype disagree with its key")
    if not isinstance(entry["tiling"], dict):
        raise AoeError(f"bad cache entry {key!r}: 'tiling' must be an object")
    cost = entry["cost"]
    if isinstance(cost, bool) or not isinstance(cost, (int, float)) or not 0 < cost < math.inf:
        raise AoeError(f"bad cache entry {key!r}: 'cost' must be a positive finite number")
    _check_fields(key, kind, entry)


# the optional fields of an entry (docs/tiling-cache.schema.json): what a consumer may rely on
_TEXT_FIELDS = ("backend", "space_hash", "tuned_at", "tool_version", "backend_version")


def _check_fields(key: str, kind: str, entry: Mapping[str, Any]) -> None:
    """The published schema's types, enforced where the cache is read: a consumer never gets a
    tiling value of the wrong type or a parameter the kind does not have."""
    from .tiling import PARAMS

    for f in _TEXT_FIELDS:
        if f in entry and not isinstance(entry[f], str):
            raise AoeError(f"bad cache entry {key!r}: {f!r} must be text")
    dc = entry.get("default_cost")
    if dc is not None and (isinstance(dc, bool) or not isinstance(dc, (int, float))
                           or not 0 < dc < math.inf):
        raise AoeError(f"bad cache entry {key!r}: 'default_cost' must be a positive finite number")
    if "unit" in entry and entry["unit"] != "us":
        raise AoeError(f"bad cache entry {key!r}: 'unit' must be \"us\"")
    for f in ("trials", "trials_to_best"):
        v = entry.get(f)
        if v is not None and (isinstance(v, bool) or not isinstance(v, int) or v < 0):
            raise AoeError(f"bad cache entry {key!r}: {f!r} must be a non-negative integer")
    vocab = PARAMS.get(kind, {})
    for name, value in entry["tiling"].items():
        if name not in vocab:
            raise AoeError(f"bad cache entry {key!r}: tiling parameter {name!r} is not one of "
                           f"the {kind} parameters")
        want = type(vocab[name][0])
        if type(value) is not want:  # bool is not int here, '128' is not 128
            raise AoeError(f"bad cache entry {key!r}: tiling {name}={value!r} must be "
                           f"{'an integer' if want is int else 'a boolean' if want is bool else 'text'}")


def load_cache(path: str | os.PathLike, target: str | None = None) -> TilingCache:
    """Read a cache file; AoeError (one line) if missing, corrupt, foreign, newer or other-target."""
    path = os.fspath(path)
    require_regular_file(path, "tiling cache")
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except FileNotFoundError:
        raise AoeError(f"tiling cache {path!r} does not exist") from None
    except IsADirectoryError:
        raise AoeError(f"tiling cache {path!r} is a directory") from None
    except OSError as exc:
        raise AoeError(f"cannot read tiling cache {path!r}: {exc.strerror}") from None
    try:
        doc = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise AoeError(f"tiling cache {path!r} is corrupt (not UTF-8 text)") from None
    except json.JSONDecodeError as exc:
        raise AoeError(f"tiling cache {path!r} is corrupt (invalid JSON at line {exc.lineno} "
                       f"column {exc.colno})") from None
    except RecursionError:
        raise AoeError(f"tiling cache {path!r} is corrupt (JSON nested too deeply)") from None
    return TilingCache.from_json(doc, source=f"tiling cache {path!r}", target=target)


def _lock(path: str) -> FileLock:
    return FileLock(path + ".lock", timeout=LOCK_TIMEOUT_S)


def atomic_write_text(path: str, text: str) -> None:
    """Write ``text`` to ``path`` so that readers see the old or the new file, never a mix."""
    atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_bytes(path: str | os.PathLike, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically: temp file, fsync, rename, fsync of the directory.

    A failure (no such directory, a directory in the way, no space, no permission) is one
    :class:`AoeError` line, and whatever was at ``path`` before is left as it was.
    """
    path = os.fspath(path)
    try:
        _atomic_write(path, data)
    except OSError as exc:
        raise AoeError(f"cannot write {path!r}: {exc.strerror or exc}") from None


def _atomic_write(path: str, data: bytes) -> None:
    if os.path.islink(path):  # write through a symbolic link (the link stays a link)
        path = os.path.realpath(path)
    if os.path.exists(path) and not (os.path.isfile(path) or os.path.isdir(path)):
        raise OSError(errno.EINVAL, "it is a device, FIFO or socket, not a regular file")
    directory = os.path.dirname(os.path.abspath(path))
    if os.path.isdir(path):
        raise IsADirectoryError(21, "it is a directory")
    fd, tmp = tempfile.mkstemp(prefix=os.path.basename(path) + ".", suffix=".tmp", dir=directory)
    try:
        # mkstemp makes 0600 files: keep an existing file's mode, else the usual umask'd 0666
        try:
            mode = os.stat(path).st_mode & 0o7777
        except OSError:
            umask = os.umask(0)
            os.umask(umask)
            mode = 0o666 & ~umask
        os.chmod(tmp, mode)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    try:
        dfd = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)
    except OSError:
        pass


def update_cache(path: str | os.PathLike, target: Mapping[str, Any],
                 entries: Mapping[str, Mapping[str, Any]] | Iterable[tuple[str, Mapping[str, Any]]]
                 ) -> TilingCache:
    """Merge ``entries`` into the cache file at ``path`` (created if absent), atomically, locked.

    The file on disk is re-read under the lock, so concurrent tuners merge instead of
    overwriting each other. A corrupt or foreign file is refused and left untouched.
    Returns the merged cache as written.
    """
    path = os.fspath(path)
    items = entries.items() if isinstance(entries, Mapping) else entries
    try:
        with _lock(os.path.realpath(path)):  # one lock per file, whatever name reached it
            if os.path.exists(path):
                cache = load_cache(path, target=target["name"])
            else:
                cache = TilingCache(target)
            for key, entry in items:
                cache.put(key, entry)
            atomic_write_text(path, json.dumps(cache.to_json(), indent=1, sort_keys=False) + "\n")
            return cache
    except Timeout:
        raise AoeError(f"tiling cache {path!r} is locked by another process (waited "
                       f"{LOCK_TIMEOUT_S:.0f} s for {path}.lock)") from None
    except OSError as exc:  # the lock file itself cannot be created
        raise AoeError(f"cannot write tiling cache {path!r}: {exc.strerror or exc}") from None


def check_output_path(path: str | os.PathLike, what: str) -> str:
    """Fail early, in one line, if ``path`` cannot be written (before any long work)."""
    path = os.fspath(path)
    if os.path.isdir(path):
        raise AoeError(f"cannot write {what} {path!r}: it is a directory")
    if os.path.exists(path) and not os.path.isfile(path):
        raise AoeError(f"cannot write {what} {path!r}: it is a device, FIFO or socket, not a "
                       f"regular file")
    directory = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(directory):
        raise AoeError(f"cannot write {what} {path!r}: directory {directory!r} does not exist")
    try:  # permission bits do not tell everything (read-only or pseudo file systems, root)
        fd, probe = tempfile.mkstemp(prefix=".aoe_probe_", dir=directory)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        raise AoeError(f"cannot write {what} {path!r}: {exc.strerror or exc}") from None
    return path


def _same_file(a: str, b: str) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:  # one of them does not exist yet: compare where they would be
        return os.path.realpath(a) == os.path.realpath(b)


def refuse_overwriting_inputs(output: str | os.PathLike, what: str,
                              inputs: dict[str, str | os.PathLike | None]) -> None:
    """One line, before any work, if ``output`` is one of ``inputs`` ({option: path}) under any
    name (a symlink, ``./x``, a hard link): writing it would destroy what is being read."""
    out = os.fspath(output)
    for option, path in inputs.items():
        if path is not None and _same_file(out, os.fspath(path)):
            raise AoeError(f"{what} {out!r} is the {option} {os.fspath(path)!r} being read; "
                           f"write it somewhere else")


def check_writable(path: str | os.PathLike, target: str, backend: str | None = None) -> None:
    """Fail early (before any tuning) if ``path`` is not a cache this run may merge into:
    unwritable, corrupt, foreign, for another target, or holding another backend's costs."""
    path = check_output_path(path, "tiling cache")
    if os.path.exists(path):
        cache = load_cache(path, target=target)
        other = cache.backends() - {backend} if backend else set()
        if other:
            raise AoeError(f"tiling cache {path!r} holds costs from the {', '.join(sorted(other))} "
                           f"backend; this run measures with {backend!r} and the two are not "
                           f"comparable: use another cache file")
