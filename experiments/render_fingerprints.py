"""The sha256 of the main.cu that every committed sweep's and suite's variant renders, from the saved prototypes
(no TVM, no nvcc): of its bytes, and of its code (comments and blank lines taken out). A refactor that must not
change any generated kernel proves it by leaving the list unchanged; one that only rewords comments in the
templates leaves the code hashes unchanged:

    PYTHONPATH=. python3 experiments/render_fingerprints.py --write   # record (after an intended change)
    PYTHONPATH=. python3 experiments/render_fingerprints.py           # compare; exit 1 naming what differs

tests/test_render_fingerprints.py runs the comparison on a sample of the list.
"""

import argparse
import hashlib
import re
import json
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from experiments.suites import SUITES  # noqa: E402
from pkf.build import build, obtain_prototype  # noqa: E402
from pkf.limits import Limits  # noqa: E402
from pkf.sweep import AUTO, Case, load_definition, sweep_cases  # noqa: E402

SWEEPS = REPO / "experiments" / "sweeps"
PROTOTYPES = REPO / "experiments" / "prototypes"
FINGERPRINTS = REPO / "experiments" / "render_fingerprints.json"


def committed_cases():
    """(key, case) for every buildable case of every committed sweep definition (int8 as `pkf sweep --dtype int8`)
    and of every suite the experiments run."""
    for path in sorted(SWEEPS.glob("*.toml")):
        for dtype in (None, "int8") if path.stem == "default" else (None,):
            definition = load_definition(path, {"dtype": dtype})
            if AUTO in definition.variants:
                continue  # what the automatic choice builds follows the cost model: no fixed variant to fingerprint
            for case in sweep_cases(definition, Limits.sm90()):
                if case.variant is not None:
                    yield f"{path.stem}{'-int8' if dtype else ''}/{case.problem.key}/{case.label}", case
    for suite, pairs in SUITES.items():
        for problem, variant in pairs:
            yield f"suite-{suite}/{problem.key}/{variant.name}", Case(problem, variant.name, variant)


# A string literal (kept), or a // or /* */ comment (taken out).
COMMENT = re.compile(r'("(?:\\.|[^"\\\n])*")|//[^\n]*|/\*.*?\*/', re.DOTALL)


def code_of(cuda: str) -> str:
    """The CUDA without its comments, trailing spaces and blank lines."""
    text = COMMENT.sub(lambda m: m[1] or "", cuda)
    return "\n".join(line.rstrip() for line in text.splitlines() if line.strip())


def fingerprint(case, scratch: Path) -> dict[str, str]:
    prototype = obtain_prototype(case.problem, case.variant, "sm_90", (PROTOTYPES,))
    out = scratch / "build"
    build(prototype, case.variant, out, "sm_90", compile=False, pruning=case.pruning, sms=Limits.sm90().sms)
    cuda = (out / "main.cu").read_text()
    return {"bytes": hashlib.sha256(cuda.encode()).hexdigest(), "code": hashlib.sha256(code_of(cuda).encode()).hexdigest()}


def fingerprints(keys=None) -> dict[str, dict[str, str]]:
    with tempfile.TemporaryDirectory() as scratch:
        return {key: fingerprint(case, Path(scratch)) for key, case in committed_cases() if keys is None or key in keys}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="record the current fingerprints")
    args = parser.parse_args()
    found = fingerprints()
    if args.write:
        FINGERPRINTS.write_text(json.dumps(found, indent=1, sort_keys=True) + "\n")
        print(f"wrote {len(found)} fingerprints to {FINGERPRINTS}")
        return 0
    recorded = json.loads(FINGERPRINTS.read_text())
    for what in ("code", "bytes"):
        differ = sorted(k for k in recorded.keys() | found.keys() if recorded.get(k, {}).get(what) != found.get(k, {}).get(what))
        for key in differ:
            print(f"{what} differs: {key}")
        print(f"{what}: {len(found) - len([k for k in differ if k in found])} of {len(found)} identical")
    return 1 if any(recorded.get(k, {}).get("code") != found.get(k, {}).get("code") for k in recorded.keys() | found.keys()) else 0


if __name__ == "__main__":
    sys.exit(main())
