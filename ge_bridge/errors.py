"""The one exception type for user-caused failures.

Anything a user can cause (a bad model, config, constraint, cache, dim binding) raises
:class:`AoeError` with a single-line message; the CLI prints ``aoe_tune: error: <msg>`` and
exits with code 2. Internal bugs stay ordinary exceptions.
"""


import unicodedata


def printable(text: str, keep_newlines: bool = False) -> str:
    """``text`` safe for a terminal: control and format characters (escape sequences, carriage
    returns, bidi overrides) from file content are shown escaped (``\\x1b``), not obeyed."""
    def safe(ch: str) -> str:
        if keep_newlines and ch == "\n":
            return ch
        if unicodedata.category(ch) in ("Cc", "Cf"):
            return f"\\x{ord(ch):02x}" if ord(ch) < 256 else f"\\u{ord(ch):04x}"
        return ch
    return "".join(map(safe, str(text)))


class AoeError(Exception):
    """A user-facing error: one clear line, CLI exit code 2."""

    def __init__(self, message: str):
        super().__init__(printable(" ".join(str(message).split())))


class InputAxisError(AoeError):
    """A ``<input>.<axis>`` binding the model has no place for: no input of that name
    (``rank`` None), an axis past the input's ``rank``, or a value other than the axis's fixed
    size (``fixed``). The fields let the caller name the option the user typed
    (:func:`ge_bridge.profiles.input_shape_errors`)."""

    def __init__(self, message: str, key: str, input_name: str, rank: int | None,
                 inputs: list[str], fixed: int | None = None):
        super().__init__(message)
        self.key, self.input_name, self.rank, self.inputs = key, input_name, rank, inputs
        self.fixed = fixed
