"""The rows schedule's kernels (`--schedule rows`): Winograd F(2,3) along rows only, as an implicit GEMM on wgmma
(sm_90a). A tile is 1 x 2 outputs; its 4 positions' accumulators hold the whole sum over 3 filter rows and all C input
channels, so the main loop is a GEMM's and the output transform runs once per tile (1.5x fewer multiplies than a
direct convolution, against the 2-D kernels' 2.25x, but the Tensor Cores busy 87 % of the time, not ~30 %).
templates/rows.cu.j2 holds the kernels: persistent blocks of two warpgroups of products and one that loads. This module
works out a problem's block shape (`RowsPlan`) and replaces the prototype's kernels by the template's. Only the
prototype's problem is used."""

from dataclasses import dataclass, replace

from pkf import __version__, templates
from pkf.problem import Problem
from pkf.reconstructor.fuse import FULL_ROLE
from pkf.reconstructor.kernels import KernelSource, Param, host_stage
from pkf.reconstructor.passes import H100_SMS, Job, Pass, Work
from pkf.reconstructor.thin import ceil_div

_environment = templates.environment(trim_blocks=True, lstrip_blocks=True)
PREFIX = "pkf_rows"
THREADS = 384  # two warpgroups of products (128 tiles a block), one that loads
TILES = 128
BOX_WIDTHS = (16, 8)  # the box's tile columns (128 / SB output rows a block), the first the tie's winner
SHARED_LIMIT = 232448  # a block's shared memory on sm_90 (227 KB)
CHUNK = 64  # input channels a TMA box


def output_width(problem: Problem, sb: int) -> int:
    """Output channels a block, wgmma's n: 64 with fp32 sums (4 positions' accumulators a thread). With fp16 sums 128,
    but 64 where K is not a multiple of 128, or where 128's items would leave more than half of an H100's SMs idle:
    64's are twice as many, each with half the products, still in one round."""
    wide_items = problem.k // 128 * boxes(problem, sb) * problem.n
    return 64 if problem.accum == "fp32" or problem.k % 128 or 2 * wide_items <= H100_SMS else 128


def box_stride(sb: int) -> int:
    """A box's bytes, 1024-aligned: 64 channels of (2 SB + 8) pixels (a multiple of 8: one swizzle a column) x
    (128 / SB + 2) rows."""
    return ceil_div((2 * sb + 8) * (TILES // sb + 2) * 128, 1024) * 1024


@dataclass(frozen=True)
class RowsPlan:
    f32: bool  # fp32 sums, else fp16 sums
    width: int  # output channels a block: wgmma's n (64 or 128)
    sb: int  # the box's tile columns
    slots: int  # U's ring: a divisor of a 64-channel chunk's 12 steps
    items: int  # boxes x output chunks x images, taken in turn by one persistent block a SM

    @property
    def slot_bytes(self) -> int:
        return 4 * self.width * 32

    @property
    def shared_bytes(self) -> int:
        return 1024 + 2 * box_stride(self.sb) + self.slots * self.slot_bytes + 8 * (4 + 2 * self.slots)


def boxes(problem: Problem, sb: int) -> int:
    """The blocks of one image and output chunk: boxes of SB tile columns x 128 / SB output rows."""
    return ceil_div(ceil_div(problem.w, 2), sb) * ceil_div(problem.h, TILES // sb)


def rows_plan(problem: Problem) -> RowsPlan:
    """The box width that computes the fewest tiles past the image's edges (16 on a tie: measured the faster), the
    output width (`output_width`), and as many ring slots as fit beside the two boxes."""
    sb = min(BOX_WIDTHS, key=lambda s: boxes(problem, s))  # each box TILES tiles, so fewest boxes, fewest tiles
    width = output_width(problem, sb)
    fit = (SHARED_LIMIT - 1024 - 2 * box_stride(sb) - 512) // (4 * width * 32)
    slots = next(s for s in (12, 6, 4, 3) if s <= fit)
    return RowsPlan(problem.accum == "fp32", width, sb, slots, problem.k // width * boxes(problem, sb) * problem.n)


def blocks(plan: RowsPlan, problem: Problem, sms: int) -> int:
    """The persistent grid the launcher makes on a device of `sms` SMs: one block a SM, a multiple of the output chunks
    (so that each block keeps one output chunk and U's stream), at most one an item."""
    chunks = problem.k // plan.width
    return chunks * min(plan.items // chunks, max(1, sms // chunks))


def rows_source(problem: Problem, bias: bool = False, activation: str = "") -> str:
    plan = rows_plan(problem)
    frame = _environment.get_template("rows.cu.j2").render(pkf_version=__version__, problem=problem, plan=plan, bias=bias,
                                                          activation=activation, prefix=PREFIX)
    return "#include <cuda_fp16.h>\n#include <cstdint>\n#include <algorithm>\n" + templates.header("tma.cuh") + templates.header("wgmma.cuh") + frame


def _rows_program(work: Work, job: Job) -> Work:
    problem, variant = job.problem, job.variant
    conv = (Param("half", "x"), Param("half", "U"), Param("half", "y")) + ((Param("float", "epilogue"),) if variant.epilogue else ())
    kernels = {"ktrans": host_stage("ktrans", f"{PREFIX}_ktrans", (Param("half", "filt"), Param("half", "U")), THREADS),
               FULL_ROLE: host_stage(FULL_ROLE, f"{PREFIX}_conv", conv, THREADS)}
    return replace(work, source=KernelSource(rows_source(problem, variant.bias, variant.activation), kernels))


ROWS_PASSES = (Pass("render_rows", "replace the prototype's kernels by templates/rows.cu.j2's filter transform and its one "
                    "kernel (F(2,3) along rows, the input channels summed in wgmma's accumulators)", _rows_program),)
