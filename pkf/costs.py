"""The two numbers behind every timing: bytes a variant must move, FLOPs it must do."""

from pkf.problem import FP16_BYTES, Problem
from pkf.variant import Variant


def two_tensor_bytes(problem: Problem) -> int:
    """Read the input once, write the output once: the floor no convolution can go under."""
    return FP16_BYTES * problem.n * problem.h * problem.w * (problem.c + problem.k)


def compulsory_bytes(problem: Problem, variant: Variant) -> int:
    """Device-memory traffic with every tensor read or written once per kernel that touches it.

    KTrans runs ahead of time and is not counted; the Winograd-domain filter U is read once.
    Four separate kernels (none, syncfree): x + V | V + U + M | M + y (SPEC §6).
    PKF-Shmem keeps V on chip: x + U + M | M + y. PKF-LLC writes V once and reads it back from L2.
    Full fusion keeps V and M on chip: x + U + y. A residual added inside the kernel is read once more (its size, y's).
    """
    a2, t, operand = problem.alpha**2, problem.ntiles, problem.operand_bytes
    xy = two_tensor_bytes(problem)
    u = a2 * problem.k * problem.c * operand + (a2 * problem.k * 4 if problem.dtype == "int8" else 0)  # + M_scale
    v = a2 * t * problem.c * operand
    m = a2 * t * problem.k * FP16_BYTES
    unfused = xy + 2 * v + u + 2 * m
    per_fusion = {"none": unfused, "syncfree": unfused, "shmem": xy + u + 2 * m, "llc": xy + v + u + 2 * m, "full": xy + u}
    residual = FP16_BYTES * problem.n * problem.h * problem.w * problem.k if variant.residual else 0
    return per_fusion[variant.fusion] + residual


def direct_flops(problem: Problem) -> int:
    """The direct convolution's FLOPs: how conv speed is usually stated, whatever the algorithm."""
    return problem.direct_flops
