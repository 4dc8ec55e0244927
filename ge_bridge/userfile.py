"""Files named by the user: refuse the ones that are not plain files before reading them.

A device (``/dev/zero``, ``/dev/urandom``) reads forever and a FIFO blocks until someone
writes: given as a model, config, cache, log or kernel source, either would hang the tool or
exhaust its memory. Each reader calls :func:`require_regular_file` first (one ``stat``, which
never blocks); a path that does not exist is left for the reader to report in its own words.
"""
from __future__ import annotations

import os
import stat

from .errors import AoeError


def require_regular_file(path: str | os.PathLike, what: str) -> None:
    """AoeError (one line) if ``path`` exists and is neither a regular file nor a directory
    (directories get their own message from each reader)."""
    try:
        mode = os.stat(path).st_mode
    except (OSError, ValueError):
        return
    if not (stat.S_ISREG(mode) or stat.S_ISDIR(mode)):
        kind = ("a FIFO" if stat.S_ISFIFO(mode) else "a device" if stat.S_ISCHR(mode) or
                stat.S_ISBLK(mode) else "a socket" if stat.S_ISSOCK(mode) else "not a regular file")
        raise AoeError(f"{what} {os.fspath(path)!r} is {kind}, not a regular file: refusing to "
                       f"read it")


def read_user_text(path: str | os.PathLike, what: str) -> str:
    """The UTF-8 text of a small file the user named (a config, a tune-ops file); every way it
    can fail is one :class:`AoeError` naming ``what`` (``"config file"``, ``"--tune-ops-file"``)."""
    path = os.fspath(path)
    require_regular_file(path, what)
    try:
        with open(path, encoding="utf-8") as fh:
            return fh.read()
    except FileNotFoundError:
        raise AoeError(f"{what} {path!r} does not exist") from None
    except IsADirectoryError:
        raise AoeError(f"{what} {path!r} is a directory") from None
    except UnicodeDecodeError:
        raise AoeError(f"{what} {path!r} is not UTF-8 text") from None
    except OSError as exc:
        raise AoeError(f"cannot read {what} {path!r}: {exc.strerror}") from None
