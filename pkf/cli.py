"""`pkf build` and `pkf run`: the user's entry points. Errors are one line and exit non-zero."""

import argparse
import json
import sys
from dataclasses import asdict, fields
from pathlib import Path

from pkf.errors import PkfError
from pkf.problem import Problem
from pkf.variant import FUSIONS, Variant

DEFAULT_TOLERANCE = 1e-2  # relative L2 error a fp16 Winograd result must stay within


def add_problem_flags(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("problem (stride 1, 'same' padding; NHWC input, KRSC filter)")
    defaults = Problem()
    for name, kind, help_text in (
        ("n", int, "batch"), ("h", int, "height"), ("w", int, "width"), ("c", int, "input channels"),
        ("k", int, "output channels"), ("m", int, "output tile m of F(m, r)"), ("r", int, "filter size r"),
        ("dtype", str, "operand type"), ("accum", str, "BGEMM accumulator type: fp32 or fp16"),
    ):
        group.add_argument(f"--{name}", type=kind, default=None, help=f"{help_text} (default {getattr(defaults, name)})")


def add_tile_flags(parser: argparse.ArgumentParser) -> None:
    defaults = Variant()
    parser.add_argument("--tbm", type=int, default=defaults.tbm, help=f"BGEMM block tile over tiles (default {defaults.tbm})")
    parser.add_argument("--tbn", type=int, default=defaults.tbn, help=f"BGEMM block tile over K (default {defaults.tbn})")
    parser.add_argument("--tbk", type=int, default=defaults.tbk, help=f"BGEMM step over C (default {defaults.tbk})")


def explicit_problem_flags(args) -> dict:
    return {f.name: getattr(args, f.name) for f in fields(Problem) if getattr(args, f.name) is not None}


def cmd_build(args) -> int:
    from pkf.build import build, prototype_for
    from pkf.prototype import Prototype

    variant = Variant(args.fusion, args.tbm, args.tbn, args.tbk)
    if args.from_prototype is not None:
        # The problem is the prototype's; flags given anyway must agree with it.
        saved = Prototype.load(args.from_prototype).problem
        problem = Problem(**{**asdict(saved), **explicit_problem_flags(args)})
    else:
        problem = Problem(**explicit_problem_flags(args))
    prototype = prototype_for(problem, variant, args.arch, args.from_prototype)
    out = Path(args.out) if args.out else Path("build") / f"{variant.name}-{problem.key}"
    result = build(prototype, variant, out, args.arch, compile=not args.no_compile)
    what = "built" if result.compiled else "wrote sources (not compiled)"
    print(f"{what}: {result.directory}  ({variant.name}, {result.problem.key})")
    if result.compiled:
        print(f"next: pkf run {result.directory}")
    return 0


def cmd_prototype(args) -> int:
    from pkf.prototype import generate

    problem = Problem(**explicit_problem_flags(args))
    variant = Variant("none", args.tbm, args.tbn, args.tbk)
    out = Path(args.out) if args.out else Path("prototypes") / variant.prototype_name(problem, args.arch)
    from pkf.build import staged_directory

    prototype = generate(problem, variant.tile, args.arch)
    with staged_directory(out) as staging:
        prototype.save(staging)
    print(f"prototype: {out}  (TVM {prototype.tvm_version}; build from it anywhere with --from-prototype {out})")
    return 0


def cmd_run(args) -> int:
    from harness.run import run_binary

    result = run_binary(Path(args.dir), seed=args.seed, reps=args.reps, warmup=args.warmup)
    print(result.summary())
    if args.json:
        print(json.dumps(asdict(result)))
    if not result.passed(args.tolerance):
        raise PkfError(
            f"check failed: rel_l2 {result.rel_l2:.3e} (tolerance {args.tolerance:g}), "
            f"{result.not_finite} output elements not written or not finite"
        )
    return 0


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="pkf", description="Winograd convolution kernels by Partial Kernel Fusion.")
    commands = top.add_subparsers(dest="command", required=True)

    p = commands.add_parser("prototype", help="only generate and save the TVM prototype (needs TVM)")
    add_problem_flags(p)
    add_tile_flags(p)
    p.add_argument("--arch", default="sm_90", help="nvcc target (default sm_90)")
    p.add_argument("--out", help="directory (default prototypes/<problem>_<tile>_<arch>)")
    p.set_defaults(handler=cmd_prototype)

    b = commands.add_parser("build", help="generate, reconstruct, render and compile one kernel variant")
    add_problem_flags(b)
    b.add_argument("--fusion", default="none", help=f"fusion strategy: {', '.join(FUSIONS)} (default none)")
    add_tile_flags(b)
    b.add_argument("--arch", default="sm_90", help="nvcc target (default sm_90)")
    b.add_argument("--out", help="build directory (default build/<variant>-<problem>)")
    b.add_argument("--from-prototype", type=Path, metavar="DIR",
                   help="reuse the prototype saved in DIR (a build or cache directory): no TVM needed")
    b.add_argument("--no-compile", action="store_true", help="write the sources only (no nvcc)")
    b.set_defaults(handler=cmd_build)

    r = commands.add_parser("run", help="run a built variant on the GPU: check it and time it")
    r.add_argument("dir", help="a directory written by pkf build")
    r.add_argument("--seed", type=int, default=1)
    r.add_argument("--reps", type=int, default=200)
    r.add_argument("--warmup", type=int, default=20)
    r.add_argument("--tolerance", type=float, default=DEFAULT_TOLERANCE, help="max relative L2 error (default 1e-2)")
    r.add_argument("--json", action="store_true", help="also print the full result as JSON")
    r.set_defaults(handler=cmd_run)
    return top


def main(argv=None) -> int:
    args = parser().parse_args(argv)
    try:
        return args.handler(args)
    except PkfError as err:
        print(f"pkf: error: {err}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("pkf: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
