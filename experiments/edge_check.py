"""Edge tiles and padded tile counts on the GPU: one odd problem per schedule, and shapes drawn at random (seeded) as
the automatic choice builds them, each built from saved prototypes, checked against float64 (every element written,
rel L2) and run under racecheck and synccheck.

    PYTHONPATH=. python3 experiments/edge_check.py --prepare        # CPU side, with TVM: save the prototypes
    PYTHONPATH=. python3 experiments/edge_check.py --out "$OUT"     # GPU machine: build, check, sanitize
"""

import argparse
import random
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from pkf.build import build, keep_prototype, obtain_prototype  # noqa: E402
from pkf.choose import choose  # noqa: E402
from pkf.errors import PkfError  # noqa: E402
from pkf.harness.run import TOLERANCE, run_binary  # noqa: E402
from pkf.limits import Limits  # noqa: E402
from pkf.problem import Problem  # noqa: E402
from pkf.reconstructor.schedules import resolve_variant  # noqa: E402
from pkf.variant import Variant  # noqa: E402

PROTOTYPES = REPO / "experiments" / "prototypes"
EDGE = Problem(n=2, h=30, w=44, c=64, k=64, m=4)  # 8 x 11 tiles per image, the last row and column half outside
CASES = [
    (EDGE, Variant("none", 16)), (EDGE, Variant("syncfree", 16)), (EDGE, Variant("shmem", 16)), (EDGE, Variant("llc", 16)),
    (EDGE, Variant("full", 16)),
    (Problem(n=3, h=5, w=9, c=32, k=16, m=2), Variant("full", 16)),  # 45 tiles padded to 48
    (Problem(n=2, h=64, w=64, c=64, k=64, m=4, accum="fp16"), Variant("full", 16, resident=True, tma=True)),
    (Problem(n=2, h=30, w=44, c=64, k=64, m=2, accum="fp16"), Variant("full", 64, resident=True, tma=True, wgmma=True)),
    # K = 32: wgmma n32, U 64 KB
    (Problem(n=3, h=17, w=33, c=64, k=32, m=2, accum="fp16"), Variant("full", 64, resident=True, tma=True, wgmma=True)),
    # the bias and activation in the kernel's output transform, checked against the reference's
    (Problem(n=2, h=30, w=44, c=64, k=64, m=2, accum="fp16"),
     Variant("full", 64, resident=True, tma=True, wgmma=True, bias=True, activation="lrelu")),
    # U streamed through the ring: 9 units (one warpgroup of the last block repeats a unit unstored), edge units
    (Problem(n=1, h=40, w=40, c=128, k=128, m=2, accum="fp16"), Variant("full", 64, resident=True, tma=True, wgmma=True)),
    (Problem(n=2, h=30, w=44, c=192, k=64, m=2, accum="fp16"),
     Variant("full", 64, resident=True, tma=True, wgmma=True, bias=True, activation="silu")),
    # C not a multiple of 64 (the last input chunk padded: the TMA's zeros, U's zeros), K not one of 64 (the last output chunk padded)
    (Problem(n=2, h=30, w=44, c=96, k=32, m=2, accum="fp16"), Variant("full", 64, resident=True, tma=True, wgmma=True)),
    (Problem(n=3, h=17, w=33, c=16, k=96, m=2, accum="fp16"), Variant("full", 64, resident=True, tma=True, wgmma=True)),
    # fp32 sums: n32 with fp32 accumulators, the outputs summed in float
    (Problem(n=2, h=30, w=44, c=160, k=64, m=2, accum="fp32"), Variant("full", 64, resident=True, tma=True, wgmma=True)),
    # the unfused form around cuBLAS: F(4,3) with an odd K, edge tiles, bias and leaky ReLU in OTrans; F(2,3)
    (Problem(n=3, h=17, w=29, c=192, k=80, m=4, accum="fp32"), Variant("none", cublas=True, bias=True, activation="lrelu")),
    (Problem(n=2, h=30, w=44, c=128, k=256, m=2, accum="fp32"), Variant("none", cublas=True)),
]


def random_cases(count: int, seed: int, accum: str | None = None, m: int | None = None) -> list[tuple[Problem, Variant]]:
    """`count` shapes no test names (N 1-4, H and W 3-70, C and K multiples of 16 up to 256), each with the variant
    the automatic choice builds for it (its tile resolved), the sums left open or `accum` asked for, F(m,3) left open
    or `m` asked for."""
    draw = random.Random(seed)
    cases = []
    for _ in range(count):
        shape = {"n": draw.randint(1, 4), "h": draw.randint(3, 70), "w": draw.randint(3, 70),
                 "c": 16 * draw.randint(1, 16), "k": 16 * draw.randint(1, 16)}
        chosen = choose(shape | ({"accum": accum} if accum else {}) | ({"m": m} if m else {}), Limits.sm90())
        cases.append((chosen.problem, chosen.variant))
    return cases


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--prepare", action="store_true", help="only save the prototypes (needs TVM)")
    parser.add_argument("--out", type=Path, default=Path("/tmp/pkf-edge"))
    parser.add_argument("--random", type=int, default=12, help="shapes drawn at random besides the fixed cases")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    failed = 0
    fixed = [(problem, resolve_variant(problem, choice, None, None, Limits.sm90())) for problem, choice in CASES]
    for problem, variant in fixed + random_cases(args.random, args.seed):
        label = f"{variant.name}-{problem.key}"
        if args.prepare:
            keep_prototype(problem, variant, "sm_90", PROTOTYPES)
            continue
        prototype = obtain_prototype(problem, variant, "sm_90", (PROTOTYPES,))
        try:
            directory = build(prototype, variant, args.out / label).directory
            result = run_binary(directory, reps=20)
            verdict = "pass" if result.passed(TOLERANCE["fp16"]) else "WRONG"
            print(f"{verdict} {result.summary()}", flush=True)
            failed += verdict != "pass"
            subprocess.run([sys.executable, "-m", "pkf.harness.sanitizer", label, str(directory / "pkf_main")], timeout=600)
        except PkfError as err:
            print(f"FAILED {label}: {err}", flush=True)
            failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
