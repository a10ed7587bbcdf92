"""Any N, H and W: the last row and column of tiles partly outside the image, and the tile count padded up to whole
blocks of TBM. Without a GPU, the generated CUDA's own index arithmetic is executed here, thread by thread: every
output element must be stored exactly once and every input read must stay inside x."""

import regex
import pytest

from pkf.build import obtain_prototype
from pkf.choose import candidates
from pkf.limits import Limits
from pkf.problem import Problem
from pkf.reconstructor import reconstruct
from pkf.reconstructor.schedules import resolve_variant, schedule_of
from pkf.reconstructor.tile_fragments import python_text
from pkf.variant import Variant

LIMITS = Limits.sm90()
EDGE_PROBLEMS = [
    Problem(n=1, h=10, w=6, c=32, k=16, m=4),  # 3 x 2 tiles, the last row half outside; 6 tiles padded to 16
    Problem(n=3, h=5, w=9, c=32, k=16, m=2),  # 3 x 5 tiles per image, odd H and W; 45 tiles padded to 48
    Problem(n=1, h=7, w=7, c=32, k=32, m=2),  # 4 x 4 tiles: edge tiles, no padding
]

ASSIGN = regex.compile(r"^\s*int (?P<name>\w+) = (?P<expr>.*);$")
IF = regex.compile(r"^\s*if \((?P<cond>.*)\) \{$")
ACCESS = regex.compile(r"(?P<array>\b[xy])_ptr\[(?P<idx>(?:[^\[\]]|\[[^\]]*\])*)\]")


def _code(expression: str):
    return compile(python_text(expression).replace("||", " or "), "<cuda>", "eval")


class Body:
    """A straight-line CUDA body (TVM's ITrans or OTrans after the reconstructor): its int assignments, if-blocks and
    x / y accesses, compiled once and run for one thread at a time."""

    def __init__(self, text: str):
        self.steps = []
        for line in text.splitlines():
            stripped = line.strip()
            if m := ASSIGN.match(line):
                self.steps.append(("let", m["name"], _code(m["expr"])))
            elif m := IF.match(line):
                self.steps.append(("if", _code(m["cond"])))
            elif stripped.startswith("} else {"):
                self.steps.append(("else",))
            elif stripped == "}":
                self.steps.append(("end",))
            elif stripped.endswith("{"):
                self.steps.append(("block",))
            for access in ACCESS.finditer(line):
                self.steps.append(("access", access["array"], "=" in line[access.end():access.end() + 3], _code(access["idx"])))

    def run(self, env: dict) -> list[tuple[str, bool, int]]:
        """(array, stored, index) of every access the thread makes."""
        env, live, accesses = {"min": min, "max": max, **env}, [True], []
        for step in self.steps:
            kind = step[0]
            if kind == "let" and live[-1]:
                env[step[1]] = eval(step[2], env)
            elif kind == "if":
                live.append(live[-1] and bool(eval(step[1], env)))
            elif kind == "else":
                live[-1] = live[-2] and not live[-1]
            elif kind == "end":
                live.pop()
            elif kind == "block":
                live.append(live[-1])
            elif kind == "access" and live[-1]:
                accesses.append((step[1], step[2], eval(step[3], env)))
        return accesses


def braced(text: str, opening: str) -> str:
    """What lies between the brace that ends the first match of `opening` and its matching brace."""
    start = regex.search(opening, text)
    assert start, opening
    depth, at = 0, start.end() - 1
    for i in range(at, len(text)):
        depth += {"{": 1, "}": -1}.get(text[i], 0)
        if depth == 0:
            return text[at + 1:i]
    raise AssertionError(f"unbalanced braces after {opening}")


def kernel_body(cuda: str, name_part: str) -> str:
    return braced(cuda, rf"__global__ void[^\n]*{name_part}\w*\([^)]*\) \{{")


def loop_body(text: str, variable: str) -> str:
    return braced(text, rf"for \(int {variable} = [^\n]*\) \{{")


def check_coverage(problem: Problem, writes: list[int], reads: list[int]) -> None:
    outputs = problem.n * problem.h * problem.w * problem.k
    assert sorted(writes) == list(range(outputs)), "every output element stored exactly once, none outside y"
    assert reads and 0 <= min(reads) and max(reads) < problem.n * problem.h * problem.w * problem.c, "x read inside x only"


@pytest.fixture(scope="module")
def prototypes(tmp_path_factory):
    pytest.importorskip("tvm")
    import os

    os.environ["PKF_CACHE"] = str(tmp_path_factory.mktemp("cache"))
    built = {}
    for problem in EDGE_PROBLEMS:
        variant = resolve_variant(problem, Variant("full", 16), None, None, LIMITS)  # its tile serves both tests
        built[problem] = variant, obtain_prototype(problem, variant, "sm_90")
    return built


@pytest.mark.tvm
@pytest.mark.parametrize("problem", EDGE_PROBLEMS, ids=lambda p: p.key)
def test_the_prototype_stores_every_output_once_and_reads_inside_x(prototypes, problem):
    _, prototype = prototypes[problem]
    itrans, otrans = (kernel_body(prototype.cuda, role) for role in ("itrans", "otrans"))
    launches = prototype.launches
    writes, reads = [], []
    for role, body in (("otrans", Body(otrans)), ("itrans", Body(itrans))):
        grid, block = launches[role].grid, launches[role].block
        for bx in range(grid[0]):
            for tx in range(block[0]):
                for array, stored, index in body.run({"bx": bx, "tx": tx, "ty": 0}):
                    if array == "y" and stored:
                        writes.append(index)
                    elif array == "x" and not stored:
                        reads.append(index)
    check_coverage(problem, writes, reads)


@pytest.mark.tvm
@pytest.mark.parametrize("problem", EDGE_PROBLEMS, ids=lambda p: p.key)
def test_the_full_fusion_stores_every_output_once_and_reads_inside_x(prototypes, problem):
    variant, prototype = prototypes[problem]
    program = reconstruct(prototype, variant)
    fused = kernel_body(program.cuda, "pkf_full")
    launch = program.pipeline[0]
    otrans, itrans = Body(loop_body(fused, "pkf_otrans_task")), Body(loop_body(fused, "pkf_task"))
    # the task loop's own bound, as the kernel states it: a number, or a name set before the loop
    bound = regex.search(r"for \(int pkf_otrans_task = [^;]*; pkf_otrans_task < (?P<bound>[^;]+);", fused)["bound"]
    named = regex.search(rf"const int {bound} = (?P<expr>.*);", fused)
    writes, reads = [], []
    for bx in range(launch.grid[0]):
        count = eval(_code(named["expr"] if named else bound), {"min": min, "bx": bx})
        for task in range(count):
            writes += [i for array, stored, i in otrans.run({"bx": bx, "pkf_otrans_task": task}) if array == "y" and stored]
        for task in range(_itrans_tasks(fused)):
            for tx in range(32):
                reads += [i for array, stored, i in itrans.run({"bx": bx, "tx": tx, "pkf_task": task}) if array == "x"]
    check_coverage(problem, writes, reads)


def _itrans_tasks(fused: str) -> int:
    return int(regex.search(r"for \(int pkf_task = \(int\)threadIdx\.y; pkf_task < (\d+);", fused)[1])


def test_the_numpy_model_crops_edge_tiles():
    import numpy as np
    import pkf.winograd as wg

    for problem in EDGE_PROBLEMS:
        rng = np.random.default_rng(1)
        x = rng.standard_normal((problem.n, problem.h, problem.w, problem.c))
        g = rng.standard_normal((problem.k, problem.r, problem.r, problem.c))
        assert wg.relative_l2(wg.winograd_conv(problem, x, g), wg.direct_conv(problem, x, g)) < 1e-13


@pytest.mark.parametrize("problem", EDGE_PROBLEMS, ids=lambda p: p.key)
def test_the_automatic_choice_takes_edge_and_padded_problems(problem):
    """(And refuses, before anything is built, the fused schedules where C is not a multiple of 32.)"""
    request = {"n": problem.n, "h": problem.h, "w": problem.w, "c": problem.c, "k": problem.k}
    ranked, _ = candidates(request, LIMITS)
    assert ranked and {c.schedule.name for c in ranked} >= {"none", "full"}
    # the register-resident schedule needs whole tiles; wgmma takes edge units (the TMA's zeros, stores guarded)
    assert not [c for c in ranked if c.variant.resident and not c.variant.wgmma]


def test_the_fused_schedules_refuse_channels_their_itrans_warps_cannot_split():
    from pkf.errors import PkfError

    problem = Problem(n=1, h=8, w=8, c=16, k=32, m=2)
    for fusion in ("shmem", "llc", "full"):
        with pytest.raises(PkfError, match="multiple of 32"):
            resolve_variant(problem, Variant(fusion, 16), None, None, LIMITS)
    assert resolve_variant(problem, Variant("none", 16), None, None, LIMITS).fusion == "none"


@pytest.mark.slow
@pytest.mark.nvcc
@pytest.mark.parametrize("fusion", ["none", "syncfree", "shmem", "llc", "full"])
def test_every_grid_schedule_compiles_an_edge_and_padded_problem(prototypes, fusion, tmp_path):
    """CI compiles one kernel per schedule with edge tiles and a padded tile count (the wgmma schedule's edge units:
    tests/test_wgmma.py; the resident schedules take whole tiles only)."""
    from pkf.build import build

    problem = EDGE_PROBLEMS[1]  # odd H and W, 45 tiles padded to 48
    variant = resolve_variant(problem, Variant(fusion, 16), None, None, LIMITS)
    _, prototype = prototypes[problem]
    if variant.tile != prototype.tile:
        prototype = obtain_prototype(problem, variant, "sm_90")
    assert build(prototype, variant, tmp_path / "b").compiled


@pytest.mark.gpu
@pytest.mark.nvcc
@pytest.mark.parametrize("fusion", ["none", "syncfree", "shmem", "llc", "full"])
@pytest.mark.parametrize("problem", EDGE_PROBLEMS, ids=lambda p: p.key)
def test_edge_and_padded_problems_match_the_reference_on_the_gpu(prototypes, problem, fusion, tmp_path):
    from pkf.build import build
    from pkf.harness.run import TOLERANCE, run_binary

    variant = resolve_variant(problem, Variant(fusion, 16), None, None, LIMITS)
    _, prototype = prototypes[problem]
    if variant.tile != prototype.tile:
        prototype = obtain_prototype(problem, variant, "sm_90")
    result = run_binary(build(prototype, variant, tmp_path / "b").directory, reps=3)
    print(result.summary())
    assert result.passed(TOLERANCE["fp16"])


@pytest.mark.slow
@pytest.mark.nvcc
def test_shapes_drawn_at_random_build_as_the_automatic_choice_picks_them(tmp_path):
    """experiments/edge_check.py's random shapes (checked on the GPU there), from their saved prototypes, with the sums
    left open, with fp32 sums asked for (the choice takes rows for every one of those), and with F(4,3) and fp32 sums
    asked for (which rows does not take: shmem, syncfree and cublas): each reconstructs and compiles. They found TVM's
    U copy without a loop at TBN = 16, which the rewrites now take."""
    from conftest import PROTOTYPES
    from experiments.edge_check import random_cases
    from pkf.build import build

    cases = random_cases(8, 2026) + random_cases(8, 2026, "fp32") + random_cases(8, 2026, "fp32", 4)
    assert len({problem.key for problem, _ in cases}) == 24 and len({schedule_of(v).name for _, v in cases}) >= 3
    for problem, variant in cases:
        prototype = obtain_prototype(problem, variant, "sm_90", (PROTOTYPES,))
        assert build(prototype, variant, tmp_path / variant.name / problem.key).compiled, (variant.name, problem.key)


def test_the_u_copy_is_found_with_and_without_its_loop():
    from conftest import PROTOTYPES
    from pkf.records import Prototype
    from pkf.reconstructor.prefetch import U_COPY

    for name, loop in (("n4_h65_w59_c128_k16_f2x3_fp16_accfp32_tile16x16x16_sm_90", None),
                       ("n1_h43_w67_c64_k128_f2x3_fp16_accfp32_tile16x128x16_sm_90", "ax1_ax2_fused_0")):
        (copy,) = U_COPY.finditer(Prototype.load(PROTOTYPES / name).cuda)
        assert copy["ax"] == loop and copy[0].startswith("for" if loop else "*(")
