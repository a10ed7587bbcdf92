"""The one exception type users see: a one-line message, a non-zero exit, no traceback."""


class PkfError(Exception):
    """A user-facing error. Its message names the bad value and what would be valid."""
