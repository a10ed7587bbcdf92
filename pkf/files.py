"""Files several processes may write at once (the tuning cache, the kernel cache): a lock beside the file, and a
write that replaces the file whole or not at all. And the folders pkf writes (builds, prototypes, prune results): each
lists the files pkf wrote in it (MANIFEST), and pkf replaces a folder only where it holds nothing else."""

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


MANIFEST = ".pkf-files"  # in each folder pkf writes: the files it wrote there, one relative path a line


def files_under(directory: Path) -> list[str]:
    """Every file under `directory` (recursively, links as files), as relative paths, the manifest left out."""
    found = [path for path in directory.rglob("*") if path.is_file() or path.is_symlink()]
    return sorted(str(path.relative_to(directory)) for path in found if path.name != MANIFEST or path.parent != directory)


def note_written(directory: Path, paths: list[str]) -> None:
    """Add `paths` (relative to `directory`) to the files pkf has written there."""
    known = set(written(directory))
    (directory / MANIFEST).write_text("".join(f"{path}\n" for path in sorted(known | set(paths))))


def written(directory: Path) -> list[str]:
    """The files pkf wrote in `directory`, as its manifest lists them (none where it has no manifest)."""
    manifest = directory / MANIFEST
    return manifest.read_text().splitlines() if manifest.is_file() else []


def foreign_file(directory: Path) -> str | None:
    """The first file in `directory` that pkf did not write there (its manifest does not list it), or None."""
    ours = set(written(directory))
    return next((path for path in files_under(directory) if path not in ours), None)
