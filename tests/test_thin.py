"""The thin schedule (reconstructor/thin.py, templates/thin.cu.j2): F(2,3) on CUDA cores with fp32 sums for any
channel counts. Its kernels run whole on the CPU (the emulator) against the float64 reference, on the shapes its
block splits differently: few input channels, few output channels, groups of outputs with slices of inputs summed
in shared memory, several stages of input channels, odd channel counts, edge tiles, N > 1."""

import pytest
import regex
from conftest import PROTOTYPES

from pkf.build import obtain_prototype
from pkf.choose import candidates, choose
from pkf.errors import PkfError
from pkf.harness.emulate import emulate
from pkf.limits import Limits
from pkf.problem import Problem
from pkf.reconstructor import reconstruct
from pkf.reconstructor.schedules import by_name, resolve_variant
from pkf.reconstructor.thin import thin_plan
from pkf.variant import Variant

LIMITS = Limits.sm90()


def thin_program(problem: Problem, bias: bool = False, activation: str = ""):
    variant = resolve_variant(problem, Variant("full", thin=True, bias=bias, activation=activation), None, None, LIMITS)
    return variant, reconstruct(obtain_prototype(problem, variant, "sm_90", (PROTOTYPES,)), variant, LIMITS.sms)


SHAPES = [  # (n, h, w, c, k), bias, activation: what each covers
    ((2, 37, 53, 1, 96), True, "relu"),  # a first layer: 24 groups over 8 warps in 3 rounds, odd H and W
    ((2, 37, 53, 96, 1), False, ""),  # a last layer: one group, 8 slices summed, 3 stages of 32 input channels
    ((1, 19, 23, 32, 12), True, "lrelu"),  # 3 groups of 4 outputs, 2 slices each
    ((1, 21, 17, 17, 5), False, "silu"),  # odd C (channels staged one at a time), a group of 4 and one of 1
    ((3, 9, 70, 3, 3), True, ""),  # RGB in and out; a strip wider than one block (35 tiles across)
    ((1, 12, 40, 40, 72), False, "relu"),  # several stages and several rounds: each round stages its input again
    ((2, 11, 30, 6, 3), True, "relu"),  # channel pairs staged two at a time (C even, not a multiple of 8)
]


@pytest.mark.nvcc
@pytest.mark.parametrize("shape, bias, activation", SHAPES[:2])
def test_first_and_last_layers_match_the_reference(tmp_path, shape, bias, activation):
    check(tmp_path, shape, bias, activation)


@pytest.mark.slow
@pytest.mark.nvcc
@pytest.mark.parametrize("shape, bias, activation", SHAPES[2:])
def test_every_split_of_the_channels_matches_the_reference(tmp_path, shape, bias, activation):
    check(tmp_path, shape, bias, activation)


def check(tmp_path, shape, bias, activation):
    n, h, w, c, k = shape
    problem = Problem(n=n, h=h, w=w, c=c, k=k, m=2, accum="fp32")
    variant, made = thin_program(problem, bias, activation)
    result = emulate(problem, variant, made, tmp_path, seeds=(1, 2))
    assert result.not_finite == 0
    assert result.rel_l2 < 3e-4, result  # fp32 sums: the output's own fp16 rounding (the H100 measured 2.1e-4)


def test_a_plan_keeps_shared_memory_reads_and_writes_free_of_bank_conflicts():
    for c in (1, 3, 16, 17, 32, 64, 96, 200):
        for k in (1, 3, 5, 12, 64, 96, 256):
            plan = thin_plan(Problem(c=c, k=k, m=2, accum="fp32"))
            assert plan.x_stride % 2 == 1 and plan.y_stride % 4 == 2 and plan.y_stride >= k
            assert plan.k_padded >= k and plan.c_padded >= c and plan.kg <= 4 and 1 <= plan.warps <= 8
            assert plan.slices == 1 or plan.groups * plan.slices <= 8  # slices are summed once, in one round
            assert plan.shared_bytes <= LIMITS.shared_per_block


def test_the_kernel_declares_the_shared_memory_the_plan_counts():
    for c, k in ((96, 12), (64, 3), (48, 100)):
        check_shared(Problem(n=1, h=64, w=64, c=c, k=k, m=2, accum="fp32"))


def check_shared(problem):
    _, made = thin_program(problem)
    plan = thin_plan(problem)
    cuda = made.cuda
    consts = {name: int(value) for name, value in regex.findall(r"\b(k\w+) = (\d+)\b", cuda)}
    assert (consts["kKG"], consts["kGroups"], consts["kSlices"], consts["kWarps"], consts["kCC"], consts["kChunks"]) == \
        (plan.kg, plan.groups, plan.slices, plan.warps, plan.cc, plan.chunks)
    halves = plan.strip + 1
    partial = 4 * plan.slices * plan.groups * plan.strip * (4 * plan.kg + 1) if plan.slices > 1 else 0
    assert 4 * 4 * 2 * halves * consts["kXStride"] + partial + 2 * 4 * plan.strip * consts["kYStride"] == plan.shared_bytes


def test_the_automatic_choice_takes_it_only_where_no_tensor_core_schedule_does():
    assert choose({"c": 1, "k": 64, "h": 1080, "w": 1920}, LIMITS).schedule.name == "thin"
    assert choose({"c": 40, "k": 72}, LIMITS).schedule.name == "thin"
    ranked, refusals = candidates({"c": 64, "k": 64}, LIMITS)
    assert ranked and "thin" not in {c.schedule.name for c in ranked}
    assert any("wgmma" in r and "--c 40" in r and "multiples of 16" in r for r in candidates({"c": 40, "k": 64}, LIMITS)[1])


def test_asked_for_it_builds_any_channels_and_refuses_what_it_does_not_take():
    for c, k in ((64, 64), (1, 1), (7, 256)):
        problem = Problem(c=c, k=k, m=2, accum="fp32")
        assert resolve_variant(problem, by_name("thin").named_variant(), None, None, LIMITS).thin
    for problem, needle in ((Problem(c=3, k=300, m=2, accum="fp32"), "--k 300 (at most 256)"),
                            (Problem(c=3, k=64, m=4, accum="fp32"), "--m 4"),
                            (Problem(c=3, k=64, m=2, accum="fp16"), "--accum fp16")):
        with pytest.raises(PkfError, match=regex.escape(needle)):
            resolve_variant(problem, by_name("thin").named_variant(), None, None, LIMITS)
