"""The tuning cache: what `pkf tune` measured fastest for a problem on a device, and whether cuDNN's fastest beat it.
One JSON file ($PKF_TUNE_CACHE, else ~/.cache/pkf/tuning.json), keyed by device name, problem, dtype and pkf version;
`pkf build` with no schedule options and `pkf.torch` read it. A corrupt file is reported in one line and set aside,
and the next `pkf tune` writes a new one; entries of another pkf version are stale and not used."""

import json
import os
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path

import pkf
from pkf.files import locked, read_entries, write_atomically

FORMAT = 1
ENVIRONMENT = "PKF_TUNE_CACHE"


def cache_path() -> Path:
    return Path(os.environ.get(ENVIRONMENT) or Path.home() / ".cache" / "pkf" / "tuning.json")


def problem_key(device: str, n: int, h: int, w: int, c: int, k: int, dtype: str, sums: str = "any",
                version: str = pkf.__version__) -> str:
    """The convolution, not how it is computed (m and the accumulator are what tuning chooses), and the sums the
    request fixed ("any" where it left them open): a model converted with sums="fp32" and one with the default sums
    each keep their own winner."""
    return f"{device}|n{n}_h{h}_w{w}_c{c}_k{k}|{dtype}|sums {sums}|pkf {version}"


@dataclass(frozen=True)
class Tuned:
    """One tuned problem: pkf's fastest checked variant, and cuDNN's fastest measured in the same run."""

    device: str
    problem: dict  # the Problem the winner computes (m and accumulator settled)
    variant: dict  # the winning Variant
    variant_name: str
    pkf_us: float
    rel_l2: float
    cudnn_us: float | None  # None where cuDNN could not be timed
    cudnn_algo: str
    measured: str  # date and time of the run
    pkf_version: str = pkf.__version__
    method: str = "CUDA events per repetition behind a GPU hold, inputs rotated past L2, median"
    sums: str = "any"  # the accumulator the tuned request fixed, or "any" where it left it to tuning

    @property
    def key(self) -> str:
        p = self.problem
        return problem_key(self.device, p["n"], p["h"], p["w"], p["c"], p["k"], p["dtype"], self.sums, self.pkf_version)

    @property
    def faster(self) -> str:
        """"pkf" or "cudnn": which a caller should run."""
        return "cudnn" if self.cudnn_us is not None and self.cudnn_us < self.pkf_us else "pkf"


def now() -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S")


class TuningCache:
    def __init__(self, path: Path | None = None, warn=lambda message: print(f"pkf: warning: {message}", file=sys.stderr)):
        self.path = path or cache_path()
        self.warn = warn

    def _read(self) -> dict[str, dict]:
        """The entries on disk; a file that is not a tuning cache is reported, moved aside and read as empty."""
        return read_entries(self.path, FORMAT, "tuning cache", self.warn, "rebuilt from the next pkf tune")

    def entries(self) -> list[Tuned]:
        fields = Tuned.__dataclass_fields__
        found = []
        for raw in self._read().values():
            try:
                found.append(Tuned(**{name: raw[name] for name in fields if name in raw}))
            except TypeError as err:
                self.warn(f"tuning cache {self.path}: an entry is incomplete ({err}); skipped")
        return found

    def lookup(self, device: str, n: int, h: int, w: int, c: int, k: int, dtype: str, sums: str = "any") -> Tuned | None:
        """This version's entry for the problem on the device, tuned with `sums` fixed (or "any"); an older version's is
        reported as stale, not used."""
        want = problem_key(device, n, h, w, c, k, dtype, sums)
        entries = self.entries()
        hit = next((e for e in entries if e.key == want), None)
        if hit is None:
            stale = [e for e in entries if e.key.rsplit("|", 1)[0] == want.rsplit("|", 1)[0]]
            if stale:
                self.warn(f"tuning cache: the entry for {want.split('|')[1]} was measured with pkf {stale[0].pkf_version}, "
                          f"this is {pkf.__version__}; not used (run pkf tune again)")
        return hit

    def store(self, entry: Tuned) -> None:
        with locked(self.path):
            entries = self._read()
            entries[entry.key] = asdict(entry)
            write_atomically(self.path, (json.dumps({"format": FORMAT, "entries": entries}, indent=1) + "\n").encode())
