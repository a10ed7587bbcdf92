"""`pkf build` and `pkf run`: the user's entry points. Errors are one line and exit non-zero."""

import argparse
import json
import os
import sys
from dataclasses import asdict, fields, replace
from pathlib import Path

import pkf
from pkf.errors import PkfError
from pkf.harness.nvcc import check_arch
from pkf.harness.run import TOLERANCE
from pkf.problem import Problem
from pkf.variant import FUSIONS, Variant

TOLERANCE_HELP = ", ".join(f"{dtype} {value:g}" for dtype, value in TOLERANCE.items())


def at_least(least: int):
    """An argparse type: an integer >= `least`, else argparse's one-line error naming the flag and the value."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not an integer") from None
        if value < least:
            raise argparse.ArgumentTypeError(f"{value}: must be at least {least}")
        return value
    return parse


def positive_float(text: str) -> float:
    """An argparse type: a finite number > 0."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not 0 < value < float("inf"):
        raise argparse.ArgumentTypeError(f"{text}: must be a finite number above 0")
    return value


# The problem's fields the automatic choice settles where the user gives none (pkf/choose.py, problem_forms).
CHOSEN_FIELDS = ("m", "accum")


def add_problem_flags(parser: argparse.ArgumentParser, automatic_default: bool = False) -> None:
    group = parser.add_argument_group("problem (stride 1, 'same' padding; NHWC input, KRSC filter)")
    defaults = Problem()
    for name, kind, help_text in (
        ("n", int, "batch"), ("h", int, "height"), ("w", int, "width"), ("c", int, "input channels"),
        ("k", int, "output channels"), ("m", int, "output tile m of F(m, r)"), ("r", int, "filter size r"),
        ("dtype", str, "operand type"), ("accum", str, "BGEMM accumulator type: fp32 or fp16"),
    ):
        default = getattr(defaults, name)
        if name in CHOSEN_FIELDS and automatic_default:
            default = f"chosen with the schedule; {default} with --fusion, the schedule's own with --schedule"
        group.add_argument(f"--{name}", type=kind, default=None, help=f"{help_text} (default: {default})")


def add_tile_flags(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--tbm", type=int, default=None, help="block tile over Winograd tiles (default 16)")
    parser.add_argument("--tbn", type=int, default=None, help="block tile over K (default: the largest that fits)")
    parser.add_argument("--tbk", type=int, default=None, help="step over C (default 32, or 16 where 32 does not divide C)")


def add_limit_flags(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("device limits (read from GPU 0 when there is one, else sm_90 defaults)")
    group.add_argument("--shared-limit", type=int, help="shared memory per block, bytes (sm_90: 232448)")
    group.add_argument("--l2-bytes", type=int, help="L2 cache size, bytes (sm_90: 52428800)")
    group.add_argument("--sms", type=int, help="number of SMs; also sizes the resident-filter schedule's persistent grid (sm_90: 132)")


def add_schedule_flags(parser: argparse.ArgumentParser) -> None:
    """Each schedule's options, as the registry declares them (`pkf schedules` lists which takes which)."""
    from pkf.reconstructor.schedules import options

    group = parser.add_argument_group("schedule options (see `pkf schedules`)")
    for option in options():
        if option.kind is bool:
            group.add_argument(option.flag, dest=option.field, action="store_true", default=None, help=option.help)
        else:
            group.add_argument(option.flag, dest=option.field, type=option.kind, choices=option.choices or None, help=option.help)


def limits_from(args):
    from pkf.limits import Limits, device_limits

    limits = device_limits()
    given = (("--shared-limit", "shared_per_block", args.shared_limit), ("--l2-bytes", "l2_bytes", args.l2_bytes), ("--sms", "sms", args.sms))
    overrides = {name: value for _, name, value in given if value is not None}
    for flag, name, value in given:
        if value is not None and value <= 0:
            raise PkfError(f"{flag} {value}: must be positive (sm_90: {getattr(Limits.sm90(), name)})")
    if overrides:
        limits = Limits(**{**limits.__dict__, **overrides, "source": limits.source + " with overrides"})
    return limits


def variant_from(args, problem: Problem, fusion: str, limits, saved_tile=None, base: Variant | None = None) -> Variant:
    """The user's tile flags, the saved prototype's tile, then the design space's defaults, checked against `limits`.
    `base`: the variant a named schedule starts from (`--schedule`), else the plain `fusion`."""
    from pkf.reconstructor.schedules import options, resolve_variant, schedule_of

    given = {o.field: getattr(args, o.field) for o in options() if getattr(args, o.field, None) is not None}
    choice = replace(base, **given) if base is not None else Variant(fusion, **given)
    # The resident-filter schedules take only the prototype's ITrans and OTrans: its BGEMM tile is not theirs.
    saved = saved_tile.__dict__ if saved_tile is not None and not choice.resident else {}
    tbm = args.tbm if args.tbm is not None else saved.get("tbm", base.tbm if base is not None else schedule_of(choice).default_tbm)
    tbn = args.tbn if args.tbn is not None else saved.get("tbn")
    tbk = args.tbk if args.tbk is not None else saved.get("tbk")
    return resolve_variant(problem, replace(choice, tbm=tbm), tbn, tbk, limits)


def explicit_problem_flags(args) -> dict:
    return {f.name: getattr(args, f.name) for f in fields(Problem) if getattr(args, f.name) is not None}


def chosen_build(args, limits) -> tuple[Problem, Variant]:
    """The problem and variant a `pkf build` asks for: a named schedule (`--schedule`), the fusion and options given, a
    saved build's own variant (`--from-prototype` of a build folder), or else the automatic choice."""
    from pkf.build import BUILD_RECORD, read_build
    from pkf.records import Prototype
    from pkf.reconstructor.schedules import by_name

    request, saved_tile, built = explicit_problem_flags(args), None, None
    if args.from_prototype is not None:
        # The problem is the prototype's; flags given anyway must agree with it (checked where it is loaded).
        saved = Prototype.load(args.from_prototype)
        request, saved_tile = {**asdict(saved.problem), **request}, saved.tile
        if (args.from_prototype / BUILD_RECORD).is_file():
            built = read_build(args.from_prototype)[1]
    if args.schedule is not None:
        schedule = by_name(args.schedule)
        if args.fusion is not None and args.fusion != schedule.fusion:
            raise PkfError(f"--fusion {args.fusion}: the {schedule.name} schedule is a form of --fusion {schedule.fusion}; "
                           "drop --fusion or name another schedule")
        problem = Problem(**{**dict(schedule.problem_defaults), **request})
        return problem, variant_from(args, problem, schedule.fusion, limits, saved_tile, schedule.named_variant())
    if not automatic(args):
        problem = Problem(**request)
        return problem, variant_from(args, problem, args.fusion or "none", limits, saved_tile)
    if built is not None:  # the build's own schedule, with the output options given now
        problem = Problem(**request)
        return problem, variant_from(args, problem, built.fusion, limits, saved_tile, replace(built, **output_options(args)))
    problem, variant, why = automatic_choice(request, limits, args.explain, output_options(args), saved_tile)
    print(why)
    return problem, variant


def cmd_build(args) -> int:
    from pkf.build import build, check_target, load_prune_report, prototype_for

    check_arch(args.arch)
    limits = limits_from(args)
    problem, variant = chosen_build(args, limits)
    check_target(variant, args.arch)
    check_size(problem)
    if args.explain:
        print(explain_build(problem, variant))
    prototype = prototype_for(problem, variant, args.arch, args.from_prototype)
    out = Path(args.out) if args.out else Path("build") / f"{variant.name}-{problem.key}"
    if args.prune and args.no_compile:
        raise PkfError("--prune with --no-compile: pruning compiles and runs candidates; drop one of the two")
    pruning = load_prune_report(args.apply_prune) if args.apply_prune else None
    result = build(prototype, variant, out, args.arch, compile=not args.no_compile, pruning=pruning, sms=limits.sms)
    what = "built" if result.compiled else "wrote sources (not compiled)"
    print(f"{what}: {result.directory}  ({variant.name}, {result.problem.key})")
    if args.prune:
        try:
            run_prune(args, out, out)
        except BaseException:
            print(f"pruning stopped; {out} holds the unpruned build", file=sys.stderr)
            raise
    if result.compiled:
        print(f"next: pkf run {result.directory}")
    return 0


def automatic(args) -> bool:
    """No schedule named: no --schedule, --fusion, tile or schedule option (an option of the output, such as --bias, is
    not one: the automatic choice takes it)."""
    from pkf.reconstructor.schedules import options

    chosen = [getattr(args, "schedule", None), args.fusion, args.tbm, args.tbn, args.tbk]
    chosen += [getattr(args, o.field, None) for o in options() if not o.output]
    return all(value is None for value in chosen)


def output_options(args) -> dict:
    """The output options given (--bias, --activation), as Variant fields."""
    from pkf.reconstructor.schedules import options

    return {o.field: getattr(args, o.field) for o in options() if o.output and getattr(args, o.field, None) is not None}


def automatic_choice(request: dict, limits, explain: bool, output: dict | None = None, tile=None) -> tuple[Problem, Variant, str]:
    """The tuning cache's entry for this problem on this GPU, else the cost model's first candidate; with `output`,
    among the schedules that apply those options in their kernel; with `tile` (a saved prototype's), among the
    variants made from a prototype of that tile."""
    from pkf.choose import explain_choice, pick
    from pkf.limits import device_name
    from pkf.tuning import TuningCache

    choice = pick(request, limits, device_name(), TuningCache(), output, tile)
    why = choice.why
    if choice.tuned is not None and choice.tuned.faster == "cudnn":
        why += ": cuDNN is faster here, and pkf.torch calls it"
    elif choice.tuned is None and explain:
        why = f"{explain_choice(request, limits, output=output)}\n({why})"
    return choice.problem, choice.variant, why


# A problem whose input and output alone need more than this is refused: no GPU pkf targets holds them (the H200's
# 141 GB is the largest).
MAX_PROBLEM_BYTES = 141 * 10**9


def check_size(problem: Problem) -> None:
    from pkf.costs import two_tensor_bytes

    need = two_tensor_bytes(problem)
    if need > MAX_PROBLEM_BYTES:
        raise PkfError(f"--n {problem.n} --h {problem.h} --w {problem.w} --c {problem.c} --k {problem.k}: its input and output "
                       f"alone need {need / 1e9:,.0f} GB, more than any GPU holds ({MAX_PROBLEM_BYTES / 1e9:.0f} GB); "
                       "split the batch or the image")


def explain_build(problem: Problem, variant: Variant) -> str:
    """The schedule a build takes and the passes it will run, in order."""
    from pkf.reconstructor.passes import explain
    from pkf.reconstructor.pipeline import pass_list
    from pkf.reconstructor.schedules import schedule_of

    schedule = schedule_of(variant)
    return (f"schedule: {schedule.name} ({schedule.status}): {schedule.summary}\n"
            f"variant:  {variant.name}, TBM/TBN/TBK {variant.tbm}/{variant.tbn}/{variant.tbk} (TBM: {schedule.tbm})\n"
            f"problem:  {problem.key}\n"
            f"passes:\n{explain(pass_list(problem, variant))}")


def cmd_schedules(args) -> int:
    from pkf.reconstructor.schedules import REGISTRY

    from pkf.reconstructor.schedules import options

    by_field = {o.field: o.flag for o in options()}
    for schedule in REGISTRY:
        flags = " ".join(o.flag for o in schedule.options) or "-"
        same = " ".join([f"--fusion {schedule.fusion}"] + [by_field[field] for field, _ in schedule.named]
                        + [f"--{field} {value}" for field, value in schedule.problem_defaults])
        print(f"{schedule.name:<10} {schedule.status:<13} {schedule.summary}")
        print(f"{'':<10} build:   pkf build --schedule {schedule.name}  (= {same})")
        print(f"{'':<10} takes:   {schedule.limits}")
        print(f"{'':<10} TBM:     {schedule.tbm}")
        print(f"{'':<10} options: {flags}")
    return 0


def run_prune(args, directory: Path, out: Path) -> None:
    from pkf.prune_build import prune_build

    seeds = tuple(int(s) for s in args.seeds.split(",")) if args.seeds else ()
    record = prune_build(directory, out, check_size=args.check_size, seeds=seeds, runs=args.runs,
                         tolerance=args.tolerance, jobs=args.jobs, prototypes=tuple(args.prototypes), reps=args.reps)
    removed = len(record["removed"])
    print(f"pruned: {out}  removed {removed} of {len(record['barriers'])} barriers; "
          f"{record['before_us']:.2f} us -> {record['after_us']:.2f} us at {record['problem']} "
          f"(rel_l2 {record['after_rel_l2']:.2e}); report: {out / 'prune.md'}")


def cmd_prune(args) -> int:
    directory = Path(args.dir)
    out = Path(args.out) if args.out else directory.with_name(directory.name + "-pruned")
    if out.resolve() == directory.resolve():
        raise PkfError(f"--out {out}: is the build being pruned; prune writes a new directory (default {directory.name}-pruned)")
    run_prune(args, directory, out)
    return 0


def cmd_prototype(args) -> int:
    from pkf.prototype import generate

    from pkf.build import check_target

    check_arch(args.arch)
    problem = Problem(**explicit_problem_flags(args))
    check_size(problem)
    variant = variant_from(args, problem, args.fusion, limits_from(args))
    check_target(variant, args.arch)
    out = Path(args.out) if args.out else Path("prototypes") / variant.prototype_name(problem, args.arch)
    from pkf.build import staged_directory

    prototype = generate(problem, variant.tile, args.arch)
    with staged_directory(out) as staging:
        prototype.save(staging)
    print(f"prototype: {out}  (TVM {prototype.tvm_version}; build from it anywhere with --from-prototype {out})")
    return 0


def cmd_space(args) -> int:
    from pkf.reconstructor.schedules import space

    problem = Problem(**explicit_problem_flags(args))
    limits = limits_from(args)
    print(f"{problem.key}: shared/block {limits.shared_per_block} B, L2 {limits.l2_bytes} B, {limits.sms} SMs ({limits.source})")
    print(f"{'fusion':<12}{'TBM':>5}{'TBN':>5}{'TBK':>5}{'shared B':>10}{'N_TB':>7}{'LLC B':>11}  verdict")
    for fusion in args.fusion.split(",") if args.fusion else FUSIONS:
        for check in space(problem, Variant(fusion), limits):
            if check.valid or args.all:
                verdict = "ok" if check.valid else "no: " + "; ".join(check.problems)
                if check.valid and check.blocks < limits.sms:
                    verdict += f" (only {check.blocks} blocks for {limits.sms} SMs)"
                llc = str(check.llc_bytes) if fusion == "llc" else "-"
                print(f"{check.fusion:<12}{check.tbm:>5}{check.tbn:>5}{check.tbk:>5}{check.shared_bytes:>10}{check.blocks:>7}{llc:>11}  {verdict}")
    return 0


def cmd_run(args) -> int:
    from pkf.harness.run import run_binary

    result = run_binary(Path(args.dir), seed=args.seed, reps=args.reps, warmup=args.warmup)
    print(result.summary())
    if args.json:
        print(json.dumps(asdict(result)))
    tolerance = args.tolerance if args.tolerance is not None else TOLERANCE[result.problem["dtype"]]
    if not result.passed(tolerance):
        raise PkfError(
            f"check failed: rel_l2 {result.rel_l2:.3e} (tolerance {tolerance:g}), "
            f"{result.not_finite} output elements not written or not finite"
        )
    return 0


def cmd_emulate(args) -> int:
    from pkf.build import read_build
    from pkf.files import files_under, foreign_file, note_written
    from pkf.harness.emulate import emulate
    from pkf.records import Prototype
    from pkf.reconstructor import reconstruct

    directory = Path(args.dir)
    problem, variant, record = read_build(directory)
    program = reconstruct(Prototype.load(directory), variant, record.get("sms", 132))
    workdir = directory / "emulated"
    foreign = foreign_file(directory)
    if foreign is not None and foreign.startswith("emulated/"):
        raise PkfError(f"{directory}: holds {foreign}, which pkf did not write; pkf emulate writes its files in "
                       f"{workdir}: move it first")
    result = emulate(problem, variant, program, workdir, tuple(range(1, args.seeds + 1)))
    note_written(directory, [path for path in files_under(directory) if path.startswith("emulated/")])
    print(f"{variant.name} {problem.key}, emulated on the CPU ({args.seeds} seeds, worst): rel_l2 {result.rel_l2:.2e}  "
          f"max_abs {result.max_abs:.2e}  not written or not finite {result.not_finite}  ({result.seconds:.1f} s a run)")
    tolerance = TOLERANCE[problem.dtype]
    if not result.passed(tolerance):
        raise PkfError(f"check failed: rel_l2 {result.rel_l2:.3e} (tolerance {tolerance:g}), "
                       f"{result.not_finite} output elements not written or not finite")
    return 0


def cmd_sweep(args) -> int:
    from pkf.build import prototype_search_path
    from pkf.sweep import BaselineCache, load_definition, run_sweep, select, status_counts, write_report

    check_arch(args.arch)
    try:
        sizes = args.sizes and [int(s) for s in args.sizes.split(",")]
    except ValueError:
        raise PkfError(f"--sizes {args.sizes}: comma-separated feature-map sizes, e.g. --sizes 224,448") from None
    overrides = {"sizes": sizes, "variants": args.variants and args.variants.split(","), "m": args.m, "dtype": args.dtype,
                 "n": args.n, "c": args.c, "k": args.k, "accum": args.accum}
    definition = select(load_definition(args.definition, overrides), args.layers, args.batches)
    out = Path(args.out) if args.out else Path("sweeps") / definition.name
    prototypes = prototype_search_path(tuple(args.prototypes))
    result = run_sweep(definition, out, Path(args.builds), args.arch, args.jobs, args.reps, args.resume, prototypes,
                       limits_from(args), fresh_baselines=args.fresh_baselines, timeout_s=args.timeout,
                       baselines=BaselineCache())
    counts = status_counts(result.rows)
    print("rows by status: " + ", ".join(f"{status} {count}" for status, count in sorted(counts.items())))
    method = f"F({definition.m},3) " if definition.m else ""
    written = write_report(result, f"{definition.name} sweep, {method}{definition.dtype}")
    print((out / "table.md").read_text())
    print("wrote: " + ", ".join(str(p) for p in [out / "results.csv", *written]))
    refused = [r for r in result.rows if r.get("status") == "refused"]
    if refused:
        print(f"{len(refused)} problems refused (no schedule takes them; the error column says why)", file=sys.stderr)
    failed = [r for r in result.rows if r.get("status") in ("failed", "wrong result", "hung")]
    if failed:
        raise PkfError(f"{len(failed)} of {len(result.rows)} rows failed (see the status column of {out / 'results.csv'})")
    return 0


def tune_requests(args) -> list[dict]:
    """The problem flags as one request, or every problem of a suite or sweep definition."""
    if args.definition is None:
        return [explicit_problem_flags(args)]
    from pkf.sweep import load_definition, problem_flags

    if explicit_problem_flags(args):
        raise PkfError(f"{args.definition}: give a definition or problem flags, not both")
    return [problem_flags(request) for request in load_definition(args.definition, {}).requests()]


def cmd_tune(args) -> int:
    from pkf.choose import problem_forms
    from pkf.limits import device_name
    from pkf.tune import prepare, tune
    from pkf.tuning import TuningCache

    check_arch(args.arch)
    requests = tune_requests(args)
    for request in requests:  # a bad flag is named before anything is built or looked for
        forms, refusals = problem_forms(request)
        if not forms:
            raise PkfError(refusals[0])
        check_size(forms[0])
    limits = limits_from(args)
    if args.prepare is not None:
        written = prepare(requests, limits, args.prepare, args.arch, args.top)
        print(f"prototypes: {len(written)} in {args.prepare}; on the GPU machine: pkf tune ... --prototypes {args.prepare}")
        return 0
    device = device_name()
    if device is None:
        raise PkfError("pkf tune: no CUDA GPU visible on this machine; run it where one is (pkf tune --prepare DIR "
                       "saves the prototypes it needs, for a GPU machine without TVM)")
    cache = TuningCache()
    tune(requests, limits, device, args.arch, args.top, tuple(args.prototypes), args.jobs, args.reps, cache)
    print(f"tuning cache: {cache.path}")
    return 0


def add_prune_flags(parser: argparse.ArgumentParser) -> None:
    from pkf.prune_build import DEFAULT_CHECK_SIZE

    group = parser.add_argument_group("barrier pruning (a deletion is kept only if every check passes)")
    group.add_argument("--check-size", type=at_least(3), default=DEFAULT_CHECK_SIZE,
                       help=f"second H = W to check each candidate at; the sanitizers run on the smaller (default {DEFAULT_CHECK_SIZE})")
    group.add_argument("--seeds", help="comma-separated input seeds (default: three fresh random ones)")
    group.add_argument("--runs", type=at_least(1), default=3, help="runs per seed; a race shows as a result that moves (default 3)")
    group.add_argument("--tolerance", type=positive_float, default=None,
                       help=f"max relative L2 error (default per dtype: {TOLERANCE_HELP})")
    group.add_argument("--jobs", type=at_least(1), default=os.cpu_count() or 2, help="parallel nvcc compiles (default: CPU count)")
    group.add_argument("--prototypes", type=Path, action="append", default=[], metavar="DIR",
                       help="a folder of saved prototypes to look in for the check size (repeatable)")
    group.add_argument("--reps", type=at_least(1), default=200, help="timed repetitions for the before/after figures")


class Parser(argparse.ArgumentParser):
    """argparse's parser whose errors are one line, without the usage block (`--help` prints that)."""

    def error(self, message: str):
        self.exit(2, f"{self.prog}: error: {message} ({self.prog} --help lists the flags)\n")


def parser() -> argparse.ArgumentParser:
    top = Parser(prog="pkf", description="Winograd convolution kernels by Partial Kernel Fusion.")
    top.add_argument("--version", action="version", version=f"pkf {pkf.__version__}")
    commands = top.add_subparsers(dest="command", required=True)

    p = commands.add_parser("prototype", help="only generate and save the TVM prototype (needs TVM)")
    add_problem_flags(p)
    add_tile_flags(p)
    add_limit_flags(p)
    p.add_argument("--fusion", default="none", help="the variant whose default tile to generate for")
    p.add_argument("--arch", default="sm_90", help="nvcc target (default sm_90)")
    p.add_argument("--out", help="directory (default prototypes/<problem>_<tile>_<arch>)")
    p.set_defaults(handler=cmd_prototype)

    b = commands.add_parser("build", help="generate, reconstruct, render and compile one kernel variant",
                            description="With no --fusion, tile or schedule option, pkf picks the schedule itself: the "
                                        "tuning cache's winner for this problem on this GPU, else the cost model's first "
                                        "candidate (--explain shows the ranking).")
    add_problem_flags(b, automatic_default=True)
    b.add_argument("--schedule", default=None, help="the schedule by its name in `pkf schedules` (wgmma, resident, full, shmem, "
                   "llc, syncfree, none): its fusion and selecting options set, the problem's m and sums its own where not given")
    b.add_argument("--fusion", default=None, help=f"fusion strategy: {', '.join(FUSIONS)} (default: chosen with the schedule, "
                   "see below)")
    add_tile_flags(b)
    add_limit_flags(b)
    add_schedule_flags(b)
    b.add_argument("--arch", default="sm_90", help="nvcc target (default sm_90)")
    b.add_argument("--out", help="build directory (default build/<variant>-<problem>)")
    b.add_argument("--from-prototype", type=Path, metavar="DIR",
                   help="reuse the prototype saved in DIR (a build or cache directory): no TVM needed")
    b.add_argument("--no-compile", action="store_true", help="write the sources only (no nvcc)")
    b.add_argument("--explain", action="store_true", help="print the schedule and the ordered passes it runs, then build")
    b.add_argument("--apply-prune", type=Path, metavar="DIR",
                   help="remove the barriers that pkf prune removed in DIR (the same variant at any size)")
    b.add_argument("--prune", action="store_true", help="then remove every barrier the checks show it does not need")
    add_prune_flags(b)
    b.set_defaults(handler=cmd_build)

    pr = commands.add_parser("prune", help="remove the barriers a built variant does not need, checked on the GPU")
    pr.add_argument("dir", help="a directory written by pkf build (left untouched)")
    pr.add_argument("--out", help="the pruned build directory (default DIR-pruned)")
    add_prune_flags(pr)
    pr.set_defaults(handler=cmd_prune)

    sc = commands.add_parser("schedules", help="list the schedules pkf can build, what each takes and its options")
    sc.set_defaults(handler=cmd_schedules)

    s = commands.add_parser("space", help="list the block tiles each fusion can use, with the figures behind each")
    add_problem_flags(s)
    add_limit_flags(s)
    s.add_argument("--fusion", help=f"comma-separated fusions (default all: {', '.join(FUSIONS)})")
    s.add_argument("--all", action="store_true", help="also list the tiles that break a constraint, and why")
    s.set_defaults(handler=cmd_space)

    sw = commands.add_parser("sweep", help="every variant at every size against cuDNN, on the GPU: CSV, table, plots")
    sw.add_argument("definition", nargs="?", type=Path, help="a TOML sweep definition (e.g. experiments/sweeps/default.toml)")
    sw.add_argument("--sizes", help="comma-separated H = W (default 224,320,448,512,640,768,960)")
    sw.add_argument("--variants", help="comma-separated, e.g. none,shmem-16,llc-32,full-16")
    for name, kind in (("n", int), ("c", int), ("k", int), ("m", int), ("dtype", str), ("accum", str)):
        sw.add_argument(f"--{name}", type=kind)
    add_limit_flags(sw)
    sw.add_argument("--arch", default="sm_90")
    sw.add_argument("--out", help="results folder (default sweeps/<name>)")
    sw.add_argument("--builds", default="/tmp/pkf-sweep-builds", help="where the variants are built (reused by --resume)")
    sw.add_argument("--prototypes", type=Path, action="append", default=[], metavar="DIR",
                    help="a folder of saved prototypes (repeatable); then $PKF_PROTOTYPES and the cache, then TVM")
    sw.add_argument("--jobs", type=at_least(1), default=os.cpu_count() or 2, help="parallel nvcc compiles")
    sw.add_argument("--reps", type=at_least(1), default=200, help="timed repetitions per variant, at most: as many as fit in "
                    "about 0.4 s of GPU time (at least 10) are timed")
    sw.add_argument("--resume", action="store_true", help="keep the rows already in --out and measure only the rest")
    sw.add_argument("--layers", help="comma-separated layer names of a suite: only these")
    sw.add_argument("--batches", help="comma-separated batch sizes of a suite: only these")
    sw.add_argument("--fresh-baselines", action="store_true", help="time cuDNN again even where the baseline cache "
                    "($PKF_BASELINE_CACHE) has this device's, cuDNN's and problem's measurement")
    sw.add_argument("--timeout", type=positive_float, default=120, help="seconds one harness run may take before its row says "
                    "'hung' (default 120)")
    sw.set_defaults(handler=cmd_sweep)

    t = commands.add_parser("tune", help="build the automatic choice's first candidates, time them and cuDNN on the GPU, "
                            "and keep the winner in the tuning cache",
                            description="The winner is written to the tuning cache ($PKF_TUNE_CACHE, default "
                                        "~/.cache/pkf/tuning.json), which pkf build and pkf.torch read.")
    t.add_argument("definition", nargs="?", type=Path, help="a suite or sweep definition (TOML): tune every problem in it")
    add_problem_flags(t, automatic_default=True)
    add_limit_flags(t)
    t.add_argument("--top", type=at_least(1), default=4, help="candidates to build and time per problem (default 4)")
    t.add_argument("--arch", default="sm_90")
    t.add_argument("--prototypes", type=Path, action="append", default=[], metavar="DIR",
                   help="a folder of saved prototypes (repeatable); then $PKF_PROTOTYPES and the cache, then TVM")
    t.add_argument("--prepare", type=Path, metavar="DIR",
                   help="only save the candidates' prototypes in DIR (needs TVM, no GPU), for tuning where TVM is not")
    t.add_argument("--jobs", type=at_least(1), default=os.cpu_count() or 2, help="parallel nvcc compiles")
    t.add_argument("--reps", type=at_least(1), default=200, help="timed repetitions per candidate")
    t.set_defaults(handler=cmd_tune)

    r = commands.add_parser("run", help="run a built variant on the GPU: check it and time it")
    r.add_argument("dir", help="a directory written by pkf build")
    r.add_argument("--seed", type=int, default=1)
    r.add_argument("--reps", type=at_least(1), default=200)
    r.add_argument("--warmup", type=at_least(0), default=20)
    r.add_argument("--tolerance", type=positive_float, default=None,
                       help=f"max relative L2 error (default per dtype: {TOLERANCE_HELP})")
    r.add_argument("--json", action="store_true", help="also print the full result as JSON")
    r.set_defaults(handler=cmd_run)

    e = commands.add_parser("emulate", help="run a built wgmma, rows or thin variant on the CPU (no GPU): check it, not time it")
    e.add_argument("dir", help="a directory written by pkf build")
    e.add_argument("--seeds", type=at_least(1), default=2, help="runs, each with fresh inputs and another thread order")
    e.set_defaults(handler=cmd_emulate)
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
    except BrokenPipeError:  # the reader (e.g. `| head`) stopped: nothing more to say, and no traceback
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141
    except Exception as err:  # a bug in pkf, or in a library under it: one line, the traceback on request
        if os.environ.get("PKF_TRACEBACK"):
            raise
        kind = type(err).__name__ if type(err).__module__ == "builtins" else f"{type(err).__module__}.{type(err).__name__}"
        message = str(err).splitlines()[0] if str(err) else "no message"
        print(f"pkf: internal error ({kind}): {message} -- a bug in pkf; PKF_TRACEBACK=1 shows where", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
