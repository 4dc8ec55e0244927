"""Argument types shared by the subcommands: a bad number is argparse's one-line error.

``float`` alone takes ``nan``, ``inf`` and ``1e308`` and ``int`` takes a negative seed; each of
those later fails deep inside the run (a sleep that overflows, a seed numpy refuses) or, worse,
is silently accepted (a NaN tolerance passes every check).
"""
from __future__ import annotations

import argparse
import math
from typing import Callable

SEED_MAX = 2**32 - 1  # numpy's SeedSequence and most RNGs take 32-bit seeds
DAY_S = 86400.0  # the longest per-measurement timeout accepted


def bounded_float(low: float, high: float, low_open: bool = False) -> Callable[[str], float]:
    """An argparse type: a finite float in ``[low, high]`` (``(low, high]`` if ``low_open``)."""
    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
        below = value <= low if low_open else value < low
        if not math.isfinite(value) or below or value > high:
            raise argparse.ArgumentTypeError(
                f"{text!r} is out of range: expected a finite number {'>' if low_open else '>='} "
                f"{low:g} and <= {high:g}")
        return value
    parse.__name__ = "number"
    return parse


def seed(text: str) -> int:
    """An argparse type: a seed from 0 to 2**32 - 1."""
    if not (text.isascii() and text.isdigit()) or int(text) > SEED_MAX:
        raise argparse.ArgumentTypeError(f"{text!r} is not a seed (an integer from 0 to {SEED_MAX})")
    return int(text)



def add_shape_args(p: argparse.ArgumentParser, dim_help: str) -> None:
    """The shape options shared by tasks, tune and compile: ``--dim`` (a list of values is one
    shape profile per value) and ATC's ``--input_shape`` / ``--dynamic_dims``."""
    p.add_argument("--dim", action="append", default=[], metavar="NAME=VALUE[,VALUE...]",
                   help=dim_help)
    p.add_argument("--input_shape", "--input-shape", action="append", default=[],
                   dest="input_shape", metavar="NAME:D0,D1,...",
                   help="ATC-style input shape, e.g. \"input_ids:1,2048\" (one profile each)")
    p.add_argument("--dynamic_dims", "--dynamic-dims", dest="dynamic_dims", metavar="V[,V];...",
                   help="ATC: values for the -1 dims of --input_shape, one profile per group, "
                        "e.g. --input_shape \"input_ids:1,-1\" --dynamic_dims \"128;512\"")
