"""The one exception type for user-caused failures.

Anything a user can cause (a bad model, config, constraint, cache, dim binding) raises
:class:`AoeError` with a single-line message; the CLI prints ``aoe_tune: error: <msg>`` and
exits with code 2. Internal bugs stay ordinary exceptions.
"""


class AoeError(Exception):
    """A user-facing error: one clear line, CLI exit code 2."""

    def __init__(self, message: str):
        super().__init__(" ".join(str(message).split()))
