"""Files several processes may write at once (the tuning cache, the kernel cache): a lock beside the file, and a
write that replaces the file whole or not at all."""

import fcntl
import json
import os
from contextlib import contextmanager
from pathlib import Path


@contextmanager
def locked(path: Path):
    """Hold an exclusive lock on `path`.lock while the block runs (other processes wait)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path.with_name(path.name + ".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def write_atomically(path: Path, data: bytes) -> None:
    """Write to a temporary sibling, then rename over `path`: a reader sees the old file or the new one, never half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    staging = path.with_name(f".{path.name}.{os.getpid()}.partial")
    staging.write_bytes(data)
    os.replace(staging, path)


def set_aside(path: Path) -> Path:
    """Move `path` to the first free `NAME.corrupt`, `NAME.corrupt1`, ...: never over an earlier one. Where it does not
    exist (any longer) it stays where it is; the name it would have taken is returned all the same."""
    aside = next(path.with_name(f"{path.name}.corrupt{n or ''}") for n in range(10_000)
                 if not path.with_name(f"{path.name}.corrupt{n or ''}").exists())
    try:
        os.replace(path, aside)
    except OSError:
        pass
    return aside


def read_entries(path: Path, fmt: int, kind: str, warn, then: str) -> dict:
    """The `entries` of a JSON cache file `{"format": fmt, "entries": {...}}`, empty where there is none. A file that
    is not one is set aside (`set_aside`) and reported through `warn` in one line saying what happens `then`."""
    if not path.is_file():
        return {}
    try:
        data = json.loads(path.read_text())
        if not isinstance(data, dict) or data.get("format") != fmt or not isinstance(data.get("entries"), dict):
            raise ValueError(f"not a pkf {kind} of format {fmt}")
        return data["entries"]
    except (ValueError, OSError) as err:
        aside = set_aside(path)
        warn(f"{kind} {path} is unreadable ({str(err)[:120]}); moved to {aside.name}, {then}")
        return {}
