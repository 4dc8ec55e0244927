"""The ``aoe_tune`` command line.

Each subcommand lives in its own module under :mod:`aoe_pass.commands` and exposes
``add_parser(subparsers)`` (which registers the subcommand and sets ``func``) and a function
``run(args) -> int``. The reference AOE single-operator flow,
``aoe_tune --config aoe_config.json --op-source kernel.c --output best.c``, is accepted without
a subcommand and dispatched to the ``single_op`` command.

Every user error is an :class:`ge_bridge.AoeError`: printed as one line, exit code 2.
"""
from __future__ import annotations

import argparse
import importlib
import os
import signal
import sys
from typing import Sequence

from ge_bridge.errors import AoeError

# Subcommand modules, in the order ``aoe_tune --help`` lists them.
COMMANDS = ["models", "tasks", "strategies", "tune", "compile", "run", "export_bank", "report", "single_op"]


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, exit 2 (argparse's default is 2 too)
        self.exit(2, f"{self.prog}: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    from . import __version__

    parser = _Parser(prog="aoe_tune", description="Offline tiling tuner for Transformer graphs.")
    parser.add_argument("--version", action="version", version=f"aoe_tune {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name in COMMANDS:
        try:
            module = importlib.import_module(f"aoe_pass.commands.{name}")
        except ModuleNotFoundError as exc:
            if exc.name == f"aoe_pass.commands.{name}":
                continue  # not built yet
            raise
        module.add_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0].startswith("-") and argv[0] not in ("-h", "--help", "--version") and any(
            a == "--config" or a.startswith("--config=") for a in argv):
        argv = ["single-op", *argv]  # the reference AOE invocation, options in any order
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    previous = _catch_sigterm()
    try:
        return int(args.func(args) or 0)
    except AoeError as exc:
        print(f"aoe_tune: error: {exc}", file=sys.stderr)
        return 2
    except _Terminated as exc:
        print(_stopped_line("terminated", exc), file=sys.stderr)
        return 128 + signal.SIGTERM
    except KeyboardInterrupt as exc:
        print(_stopped_line("interrupted", exc), file=sys.stderr)
        return 130
    except BrokenPipeError:  # `aoe_tune tasks MODEL | head`: the reader left; not an error
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0
    finally:
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)


def _stopped_line(what: str, exc: BaseException) -> str:
    """One line for a run stopped by a signal, with the command's hint (how to resume) if any."""
    hint = getattr(exc, "hint", "")
    return f"aoe_tune: {what}; {hint}" if hint else f"aoe_tune: {what}"


class _Terminated(KeyboardInterrupt):
    """SIGTERM, unwound like Ctrl-C: every ``finally`` runs (the tuner merges its cache)."""


def _on_sigterm(signum: int, frame: object) -> None:
    raise _Terminated()


def _catch_sigterm() -> object:
    """Route SIGTERM through :class:`_Terminated`; returns the handler to restore (None when
    not on the main thread, where no handler can be set)."""
    try:
        return signal.signal(signal.SIGTERM, _on_sigterm)
    except ValueError:
        return None


if __name__ == "__main__":
    sys.exit(main())
