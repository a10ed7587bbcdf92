"""Run a built harness and turn its JSON line into a Result record."""

import json
import subprocess
from dataclasses import dataclass
from pathlib import Path

import regex

from pkf.errors import PkfError

NO_GPU_EXIT = 3


class HarnessTimeout(PkfError):
    """A harness run that did not finish within its time limit (a hung kernel)."""
# Relative L2 error a result must stay within, per operand type: fp16 Winograd up to F(6,3) stays
# under 1e-2; int8 F(2,3) loses 1.6 % in the numpy model of its quantisation (pkf/quantise.py).
TOLERANCE = {"fp16": 1e-2, "int8": 3e-2}
NON_FINITE = regex.compile(r"(?<=: )(-?)(nan|inf)\b")
BINARY = "pkf_main"


@dataclass(frozen=True)
class Result:
    """One checked, timed run. The error always travels with the time."""

    problem: dict
    variant: dict
    device: str
    median_us: float
    p10_us: float
    p90_us: float
    rel_l2: float
    max_abs: float
    not_finite: int
    bytes: int
    flops: int
    gbps: float
    tflops: float
    seed: int
    reps: int

    @staticmethod
    def parse(line: str) -> "Result":
        # printf writes nan/inf where JSON wants NaN/Infinity (a wrong result must still parse)
        raw = json.loads(NON_FINITE.sub(lambda m: "NaN" if m[2] == "nan" else m[1] + "Infinity", line))
        description = raw.pop("description")
        fields = {name: raw[name] for name in Result.__dataclass_fields__ if name in raw}
        return Result(problem=description["problem"], variant=description["variant"], **fields)

    def passed(self, tolerance: float) -> bool:
        return self.not_finite == 0 and self.rel_l2 <= tolerance

    def summary(self) -> str:
        p, v = self.problem, self.variant
        shape = f"N={p['n']} {p['h']}x{p['w']} C={p['c']} K={p['k']} F({p['m']},{p['r']}) {p['dtype']}"
        fusion = v["fusion"] if v["fusion"] == "none" else f"{v['fusion']}-{v['tbm']}"
        return (
            f"{fusion:<10} {shape}: {self.median_us:9.2f} us (p10 {self.p10_us:.2f}, p90 {self.p90_us:.2f})  "
            f"rel_l2 {self.rel_l2:.2e}  max_abs {self.max_abs:.2e}  {self.gbps:7.1f} GB/s  on {self.device}"
        )


def run_binary(build_dir: Path, seed: int = 1, reps: int = 200, warmup: int = 20, timeout_s: float | None = None) -> Result:
    binary = build_dir / BINARY
    if not binary.is_file():
        raise PkfError(f"{build_dir}: no {BINARY} binary; build it with `pkf build --out {build_dir}` where nvcc is installed")
    return run_harness(binary, f"pkf run {build_dir}", timeout_s, seed=seed, reps=reps, warmup=warmup)


def run_harness(binary: Path, what: str, timeout_s: float | None = None, **flags) -> Result:
    """Run a pkf harness binary (`--seed`, `--reps`, `--warmup`, ...) and parse its result line."""
    return Result.parse(execute(binary, what, timeout_s, **flags).strip().splitlines()[-1])


# A harness run checks once and times its repetitions within a budget of GPU time (common.cuh.j2's time_reps): seconds,
# even for the largest problems. One that takes longer has a kernel that does not finish (a deadlock).
HARNESS_TIMEOUT_S = 300


def execute(binary: Path, what: str, timeout_s: float | None = None, **flags) -> str:
    """Run a harness binary with `--flag value` arguments, for at most `timeout_s` seconds (None: HARNESS_TIMEOUT_S);
    its stdout, or a one-line PkfError."""
    timeout_s = HARNESS_TIMEOUT_S if timeout_s is None else timeout_s
    command = [str(binary)] + [str(part) for name, value in flags.items() for part in (f"--{name}", value)]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout_s)
    except subprocess.TimeoutExpired:
        raise HarnessTimeout(f"{what}: the harness did not finish in {timeout_s:g} s; a kernel that never ends "
                             f"(a deadlock) is the likely cause") from None
    if done.returncode == NO_GPU_EXIT:
        raise PkfError(f"{what}: no CUDA GPU visible on this machine; run it where one is")
    if done.returncode != 0:
        raise PkfError(f"{what}: harness exited {done.returncode}: {done.stderr.strip()[-300:]}")
    return done.stdout
