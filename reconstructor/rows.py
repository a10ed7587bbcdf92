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
STRIP_WIDTHS = (16, 8)  # strips of tile columns whose items fill whole row pairs, the first the tie's winner (measured)
SHARED_LIMIT = 232448  # a block's shared memory on sm_90 (227 KB)
CHUNK = 64  # input channels a TMA box


def widest(problem: Problem) -> int:
    """The widest wgmma n the sums and K allow: 64 with fp32 sums (4 positions' accumulators a thread) or K not a
    multiple of 128, else 128."""
    return 64 if problem.accum == "fp32" or problem.k % 128 else 128


def output_width(problem: Problem, boxes: int) -> int:
    """Output channels a block, wgmma's n: the widest, but 64 where 128's items (`boxes` an output chunk) would leave
    more than half of an H100's SMs idle: 64's are twice as many, each with half the products, still in one round."""
    return 64 if widest(problem) == 64 or 2 * (problem.k // 128) * boxes <= H100_SMS else 128


def box_stride(sw: int) -> int:
    """A box's bytes, 1024-aligned: 64 channels of 2 SW + 2 pixels, rounded up to a multiple of 8 (one swizzle a
    column), x the rows of the row pairs an item's 64 tile pairs span from any column of the strip, and 2."""
    span = 64 // sw if 64 % sw == 0 else (sw + 62) // sw + 1
    return ceil_div(ceil_div(2 * sw + 2, 8) * 8 * (2 * span + 2) * 128, 1024) * 1024


@dataclass(frozen=True)
class RowsPlan:
    f32: bool  # fp32 sums, else fp16 sums
    width: int  # output channels a block: wgmma's n (64 or 128)
    sw: int  # a strip's tile columns: an item is 64 tile pairs (2 rows x 1 tile) of a strip, in its row order
    across: bool  # the images' rows taken as one image's (H even), items running on from one image into the next
    slots: int  # U's ring: a divisor of a 64-channel chunk's 12 steps
    items: int  # boxes x output chunks x images, taken in turn by one persistent block a SM

    @property
    def slot_bytes(self) -> int:
        return 4 * self.width * 32

    @property
    def shared_bytes(self) -> int:
        return 1024 + 2 * box_stride(self.sw) + self.slots * self.slot_bytes + 8 * (4 + 2 * self.slots)


def boxes(problem: Problem, sw: int, across: bool) -> int:
    """The items of one output chunk: each strip of SW tile columns cut into runs of 64 tile pairs, in each image or
    (across) in all the images' rows as one image's."""
    rows, images = (problem.n * problem.h, 1) if across else (problem.h, problem.n)
    return ceil_div(ceil_div(problem.w, 2), sw) * ceil_div(ceil_div(rows, 2) * sw, TILES // 2) * images


def layouts(problem: Problem) -> list[tuple[int, bool]]:
    """The strips an item may take (tile columns, across images): 16 or 8 columns in each image, the narrowest strip
    width that splits the image's tile columns evenly into strips of at most 16, and each of those across the images
    where H is even (no row pair straddling two images) and there are several."""
    tiles_w = ceil_div(problem.w, 2)
    even = tiles_w // ceil_div(tiles_w, 16)
    widths = STRIP_WIDTHS + ((even,) if tiles_w % even == 0 and even not in STRIP_WIDTHS else ())
    return [(sw, False) for sw in widths] + ([(sw, True) for sw in widths] if problem.h % 2 == 0 and problem.n > 1 else [])


def rows_plan(problem: Problem) -> RowsPlan:
    """The strips whose items take the fewest rounds on an H100's SMs (across images only where that saves a round:
    measured slower where the rounds are the same, experiments/results/2026-11-28-h100-rows-width/strips), then the
    fewest items (the fewest tiles past the images' edges), 16 columns on a tie (measured the faster), among those
    whose two boxes fit beside a ring of 3 slots; the output width (`output_width`), and as many ring slots as fit
    beside the two boxes."""
    def fit(sw: int, width: int) -> int:  # ring slots beside two boxes
        return (SHARED_LIMIT - 1024 - 2 * box_stride(sw) - 512) // (4 * width * 32)

    chunks = problem.k // widest(problem)
    counts = {layout: boxes(problem, *layout) for layout in layouts(problem) if fit(layout[0], 128) >= 3}
    sw, across = min(counts, key=lambda layout: (ceil_div(chunks * counts[layout], H100_SMS), layout[1], counts[layout]))
    width = output_width(problem, counts[sw, across])
    slots = next(s for s in (12, 6, 4, 3) if s <= fit(sw, width))
    return RowsPlan(problem.accum == "fp32", width, sw, across, slots, problem.k // width * counts[sw, across])


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
