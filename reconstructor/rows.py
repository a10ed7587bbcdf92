"""The rows schedule's kernels (`--schedule rows`): Winograd F(2,3) along rows only, as an implicit GEMM on wgmma
(sm_90a). A tile is 1 x 2 outputs; its 4 positions' accumulators hold the whole sum over 3 filter rows and all C input
channels, so the main loop is a GEMM's and the output transform runs once per tile (1.5x fewer multiplies than a
direct convolution, against the 2-D kernels' 2.25x, but the Tensor Cores busy 87 % of the time, not ~30 %).
templates/rows.cu.j2 holds the kernels: persistent blocks (or, where items are few, clusters of blocks sharing each item's
input channels) of two or three warpgroups of products and one that loads. This module
works out a problem's block shape (`RowsPlan`) and replaces the prototype's kernels by the template's. Only the
prototype's problem is used."""

from dataclasses import dataclass, replace
from typing import NamedTuple

from pkf import __version__, templates
from pkf.errors import PkfError
from pkf.problem import Problem
from pkf.reconstructor.fuse import FULL_ROLE
from pkf.reconstructor.kernels import KernelSource, Param, host_stage
from pkf.reconstructor.passes import H100_SMS, Job, Pass, Work
from pkf.reconstructor.thin import ceil_div
from pkf.variant import Variant

_environment = templates.environment(trim_blocks=True, lstrip_blocks=True)
PREFIX = "pkf_rows"
GROUP_TILES = 64  # tiles a product warpgroup (wgmma's m), counted once per 4 positions (split: two on the same 64)
STRIP_WIDTHS = (16, 8)  # strips of tile columns whose items fill whole row pairs, the first the tie's winner (measured)
SHARED_LIMIT = 232448  # a block's shared memory on sm_90 (227 KB)
CHUNK = 64  # input channels a TMA box: the last box's past C are the TMA's zeros, and its k16 steps past C left out


class Form(NamedTuple):
    """A form a block may take: its sums, output width (wgmma's n), whether two warpgroups split the positions of the
    same 64 tiles, and its warpgroups of products."""

    accum: str
    width: int
    split: bool
    groups: int = 2

    @property
    def pairs(self) -> int:
        """Tile pairs an item: 32 where two warpgroups take the same 64 tiles, else 32 a warpgroup (each its own 64)."""
        return GROUP_TILES // 2 if self.split else GROUP_TILES // 2 * self.groups


# The forms a block may take, and what a round of them costs after the schedule's 3 us
# (COST): the first item's loads, then per round a fixed part (the output transform, stores) and one per 16 input
# channels (µs). Full: each product warpgroup keeps all 4 positions of its own 64 tiles (fp16 sums n128 or n64, fp32
# n64: 128 accumulator registers); split: two warpgroups take the same 64 tiles, 2 positions each, so their
# accumulators hold up to twice the output channels (fp32 n128) and the two halves of the output transform meet in
# shared memory. Fitted (by relative error, the first item's µs kept >= 0) to two H200 calls of each form alone, one
# kernel for all (U's ring loaded by three threads): 22 layers with fp16 sums and 24 with fp32, 1 to 249 rounds,
# within 12 %, over 10 % on 4 of 194 runs; on 45 of those 46 the rounds pick the fastest form measured, on the last
# within 0.2 % (experiments/results/2026-11-29-h200-rows-refit, experiments/rows/check_picks.py). A split block's U
# stream serves 64 tiles, not 128: a round costs about what a full one of twice the output width does, so split forms
# win only where they fill more SMs in one round. Left out, never the fastest: fp16 sums at n256 split (1.13-1.48x
# n128 full's time on 4 layers) and n128 split (0.96-1.07x n64 full's in one round, 1.2-1.35x n128 full's in many)
# (experiments/results/2026-11-28-h200-rows-split). Three warpgroups of products at fp16 n64 (its accumulators and
# V's two buffers in 160 registers; not fp32 sums or n128, whose accumulators alone take 128): each U slot serves 192
# tiles, the fastest form at vgg-256@56 N=8 and resnet-128@28 N=32.
ROUND_US = {Form("fp16", 128, False): (1.82, 3.51, 0.84), Form("fp16", 64, False): (2.22, 1.67, 0.50),
            Form("fp16", 64, True): (2.19, 1.23, 0.31), Form("fp32", 64, False): (1.98, 1.53, 0.57),
            Form("fp32", 128, True): (1.22, 2.49, 0.56), Form("fp32", 64, True): (2.41, 0.99, 0.39),
            Form("fp16", 64, False, 3): (2.38, 2.32, 0.70)}
FORMS = tuple(ROUND_US)
# A round of items across images (taller boxes, items starting mid-row): vgg-512@28 N=32 8.5 % and vgg-256@56 N=32 5 %
# over the rounds above (experiments/results/2026-11-28-h100-rows-width/strips); taken for items across strips too
ACROSS_ROUND = 1.07
# Where an item's runs go on past a strip's last row (RowsPlan.across): not (in each image's strip), into the next
# image's rows (IMAGES, H even), or into the next image's and then the next strip's rows (STRIPS, each image's rows
# padded to even, its box loaded a row at a time): the last two only where they save a round
IMAGES, STRIPS = "images", "strips"
ACROSS_ORDER = ("", IMAGES, STRIPS)
# Where items are fewer than the SMs, a cluster of up to 8 blocks (the portable most) may share each item's input
# channels, one item a block (RowsPlan.cluster): each sums its share of the 64-channel chunks, and their partial sums
# meet in distributed shared memory after the output transform. A cluster's blocks run on one GPC, so fewer of them
# run at once than the SMs allow: MAX_CLUSTERS, by cudaOccupancyMaxActiveClusters at one block a SM on the H200
# (experiments/rows/cluster_occupancy.cu; the GPCs' SMs differ between chips of one model, so another 132-SM chip may
# fit one cluster fewer). The plan takes a cluster only where its items run in one wave of them: on the H200, of 14
# clustered layers and sums that needed a second wave, 11 ran 0.62-0.91x the persistent blocks' speed; of 16 in one
# wave, 12 ran 1.02-1.94x, the other 4 (clusters of 2) 0.94-0.98x (experiments/results/2026-12-01-h200-rows-cluster).
# CLUSTER_US is what a round of a cluster costs beyond its busiest block's share of the rounds above (the exchange, two
# cluster barriers, the cluster's launch), fitted there to the one-wave runs' difference from the persistent blocks.
CLUSTER_MOST = 8
CLUSTER_US = 2.0
MAX_CLUSTERS = {1: 132, 2: 66, 3: 39, 4: 30, 5: 22, 6: 17, 7: 15, 8: 15}


def box_shape(sw: int, pairs: int) -> tuple[int, int, int]:
    """The rows of row pairs an item's `pairs` tile pairs span from any column of a strip of SW tile columns, and a
    box's pixels (2 SW + 2 rounded up to a multiple of 8: each box row starts a swizzle period, and a thread's pixels
    have one swizzle per column) and rows."""
    span = pairs // sw if pairs % sw == 0 else (sw + pairs - 2) // sw + 1
    return span, ceil_div(2 * sw + 2, 8) * 8, 2 * span + 2


def box_stride(sw: int, pairs: int) -> int:
    """A box's bytes (64 channels of each pixel), 1024-aligned."""
    _, box_w, box_h = box_shape(sw, pairs)
    return ceil_div(box_w * box_h * 128, 1024) * 1024


@dataclass(frozen=True)
class RowsPlan:
    f32: bool  # fp32 sums, else fp16 sums
    width: int  # output channels a block: wgmma's n
    split: bool  # two product warpgroups each 2 of the 4 positions of the block's 64 tiles, else all 4 of its own 64
    groups: int  # warpgroups of products (a block's threads: 128 more, the loader's)
    sw: int  # a strip's tile columns: an item is a run of tile pairs (2 rows x 1 tile) of a strip, in its row order
    across: str  # "", IMAGES or STRIPS: the images' rows (and strips) taken as one strip's, items running on
    slots: int  # U's ring: as many slots as fit, up to a 64-channel chunk's 12 steps
    items: int  # boxes x output chunks x images, taken in turn by one persistent block a SM
    cluster: int = 1  # blocks that share each item's input channels, one item each (1: persistent blocks, all C each)

    @property
    def form(self) -> Form:
        return Form("fp32" if self.f32 else "fp16", self.width, self.split, self.groups)

    @property
    def pairs(self) -> int:
        return self.form.pairs

    @property
    def threads(self) -> int:
        return 128 * (self.groups + 1)

    @property
    def box(self) -> tuple[int, int, int]:
        return box_shape(self.sw, self.pairs)

    @property
    def box_stride(self) -> int:
        return box_stride(self.sw, self.pairs)

    @property
    def slot_bytes(self) -> int:
        return slot_bytes(self.width)

    @property
    def exchange_bytes(self) -> int:
        return exchange_bytes(self.form)

    @property
    def shared_bytes(self) -> int:
        # the alignment's 1024, the boxes, the ring, the exchange, the barriers, and 128 zero bytes aligned to 128
        return 1024 + 2 * self.box_stride + self.slots * self.slot_bytes + self.exchange_bytes + 8 * (4 + 2 * self.slots) + 256


def cluster_bytes(form: Form) -> int:
    """A cluster's block's partial sums after the output transform, 8 floats a thread for each 16 bytes of output it
    stores (split: one column of each tile), laid over its boxes and ring."""
    return (2 if form.split else 4) * form.width // 32 * 128 * form.groups * 32


def cluster_share(c: int, cluster: int) -> int:
    """The input channels of the cluster's busiest block: its share of the 64-channel chunks, the last's past C left
    out (the kernel's c_lo, c_hi)."""
    chunks = ceil_div(c, CHUNK)
    return max(min(CHUNK * ((r + 1) * chunks // cluster), c) - CHUNK * (r * chunks // cluster) for r in range(cluster))


def slot_bytes(width: int) -> int:
    """A ring slot's bytes: U's k16 step of one filter row, its 4 positions, `width` output channels."""
    return 4 * width * 32


def exchange_bytes(form: Form) -> int:
    """Split: each warpgroup's second position's accumulators (a register a thread each), for the other's half of the
    output transform."""
    return 2 * 128 * (form.width // 2 if form.accum == "fp32" else form.width // 4) * 4 if form.split else 0


def boxes(problem: Problem, sw: int, across: str, pairs: int) -> int:
    """The items of one output chunk: each strip of SW tile columns cut into runs of `pairs` tile pairs, in each image,
    in all the images' rows as one image's (IMAGES), or in all the strips' rows of all images as one strip's (STRIPS)."""
    strips = ceil_div(ceil_div(problem.w, 2), sw)
    if across == STRIPS:
        return ceil_div(strips * problem.n * ceil_div(problem.h, 2) * sw, pairs)
    rows, images = (problem.n * problem.h, 1) if across == IMAGES else (problem.h, problem.n)
    return strips * ceil_div(ceil_div(rows, 2) * sw, pairs) * images


def layouts(problem: Problem) -> list[tuple[int, str]]:
    """The strips an item may take (tile columns, across what): 16 or 8 columns in each image, the narrowest strip
    width that splits the image's tile columns evenly into strips of at most 16, each of those across the images
    where H is even (no row pair straddling two images) and there are several, and each across strips and images."""
    tiles_w = ceil_div(problem.w, 2)
    even = tiles_w // ceil_div(tiles_w, 16)
    widths = STRIP_WIDTHS + ((even,) if tiles_w % even == 0 and even not in STRIP_WIDTHS else ())
    images = [(sw, IMAGES) for sw in widths] if problem.h % 2 == 0 and problem.n > 1 else []
    return [(sw, "") for sw in widths] + images + [(sw, STRIPS) for sw in widths]


def forms(problem: Problem) -> list[Form]:
    """The forms of FORMS the sums allow, their widths at most K padded to 64 (a wider block's last output chunk would
    be more than half padding); three warpgroups of products only where C and K are multiples of 64 (where C is not,
    the last box's shorter chunk leaves their 160 registers a thread too few and ptxas serialises the wgmma; where K
    is not, the padding's tests in the output transform spill 216 bytes at C = 512)."""
    return [form for form in FORMS if form.accum == problem.accum and form.width <= padded(problem.k, CHUNK)
            and (form.groups == 2 or problem.c % CHUNK == problem.k % CHUNK == 0)]


def padded(channels: int, step: int) -> int:
    """`channels` rounded up to a multiple of `step`: the input channels U is laid out for (step CHUNK: the padding's
    k16 steps never loaded), or the output channels of whole output chunks (step the width: the padding's computed
    from U's zeros and never stored)."""
    return ceil_div(channels, step) * step


def ring_slots(form: Form, sw: int) -> int:
    """Ring slots of U that fit beside two boxes (and the split forms' exchange)."""
    return (SHARED_LIMIT - 1024 - 2 * box_stride(sw, form.pairs) - exchange_bytes(form) - 512) // slot_bytes(form.width)


def plan_us(problem: Problem, form: Form, across: str, items: int, cluster: int, sms: int) -> float:
    """The time a plan takes by its measured rounds: the first item's, then each round's fixed part and its part per
    16 input channels (a cluster's: its busiest block's share, and the exchange)."""
    first, fixed, per_step = round_cost(form, across)
    per_round = fixed + per_step * cluster_share(problem.c, cluster) / 16 + (CLUSTER_US if cluster > 1 else 0.0)
    return first + rounds_of(problem, form.width, items, cluster, sms) * per_round


def round_cost(form: Form, across: str) -> tuple[float, float, float]:
    """The first item's, and a round's fixed and per-16-input-channel µs (ROUND_US, across images or strips
    ACROSS_ROUND longer)."""
    first, fixed, per_step = ROUND_US[form]
    scale = ACROSS_ROUND if across else 1.0
    return first, fixed * scale, per_step * scale


def rows_plan(problem: Problem) -> RowsPlan:
    """The form and strips that take the least time by the measured rounds (ROUND_US) on an H100's or H200's 132 SMs
    (across images or strips only where that saves a round: across images measured slower where the rounds are the
    same, experiments/results/2026-11-28-h100-rows-width/strips; across strips 0.56-0.93x the time where it saves one,
    experiments/results/2026-11-30-h200-rows-across), then the fewest items (the fewest tiles past the images' edges),
    16 columns on a tie (measured the faster), among those whose two boxes fit beside a ring of 3 slots; as many ring
    slots as fit, up to 12 (where 7 to 11 fit, 1-4 % faster than 6 on 8 of 10 layers; the kernel counts a ring that
    does not divide a chunk's 12 steps at run time: experiments/results/2026-11-29-h200-rows-groups/anyslots). Where
    items are fewer than the SMs, a cluster of blocks may share each item's input channels (`CLUSTER_MOST`), where its
    partial sums fit over the boxes and ring and it saves time by the same rounds."""
    options = {}
    for form in forms(problem):
        for sw, across in layouts(problem):
            if ring_slots(form, sw) < 3:
                continue
            items = ceil_div(problem.k, form.width) * boxes(problem, sw, across, form.pairs)
            room = 2 * box_stride(sw, form.pairs) + min(12, ring_slots(form, sw)) * slot_bytes(form.width)
            clusters = [s for s in range(2, min(CLUSTER_MOST, ceil_div(problem.c, CHUNK)) + 1)
                        if items <= max_clusters(s, H100_SMS) and cluster_bytes(form) <= room]
            for cluster in [1] + clusters:
                # on a tie, in each image before across images before across strips (ACROSS_ORDER), then the fewest
                # items, then the smallest cluster
                options[form, sw, across, cluster] = (round(plan_us(problem, form, across, items, cluster, H100_SMS), 3),
                                                      ACROSS_ORDER.index(across), items, cluster)
    if not options:  # every FORMS of the sums is wider than K padded to 64 (only where FORMS is narrowed by hand)
        widths = sorted({form.width for form in FORMS if form.accum == problem.accum})
        raise PkfError(f"--k {problem.k}: the rows schedule's output widths with {problem.accum} sums ({', '.join(map(str, widths))}) "
                       f"are more than K padded to {CHUNK}")
    form, sw, across, cluster = min(options, key=options.get)
    slots = min(12, ring_slots(form, sw))
    return RowsPlan(form.accum == "fp32", form.width, form.split, form.groups, sw, across, slots,
                    options[form, sw, across, cluster][2], cluster)


def blocks_for(chunks: int, items: int, sms: int) -> int:
    """The persistent grid on a device of `sms` SMs: one block a SM, a multiple of the output chunks (so that each
    block keeps one output chunk and U's stream), at most one an item."""
    return chunks * min(items // chunks, max(1, sms // chunks))


def blocks(plan: RowsPlan, problem: Problem, sms: int) -> int:
    """The grid the launcher makes on a device of `sms` SMs: persistent (`blocks_for`), or a cluster's blocks for each
    item."""
    if plan.cluster > 1:
        return plan.items * plan.cluster
    return blocks_for(ceil_div(problem.k, plan.width), plan.items, sms)


def max_clusters(cluster: int, sms: int) -> int:
    """The clusters of `cluster` blocks that run at once on a device of `sms` SMs (MAX_CLUSTERS, measured on 132)."""
    return max(1, MAX_CLUSTERS[cluster] * sms // H100_SMS)


def rounds_of(problem: Problem, width: int, items: int, cluster: int, sms: int) -> int:
    """The items the busiest SM takes: a persistent block's, or the waves of a cluster's blocks, one item each."""
    if cluster > 1:
        return ceil_div(items, max_clusters(cluster, sms))
    return ceil_div(items, blocks_for(ceil_div(problem.k, width), items, sms))


def rounds(plan: RowsPlan, problem: Problem, sms: int) -> int:
    return rounds_of(problem, plan.width, plan.items, plan.cluster, sms)


def rows_source(problem: Problem, variant: Variant = Variant()) -> str:
    """The rows kernel for `problem`, with what `variant` applies to its output (its bias, activation and residual)."""
    plan = rows_plan(problem)
    frame = _environment.get_template("rows.cu.j2").render(pkf_version=__version__, problem=problem, plan=plan,
                                                          **variant.output, prefix=PREFIX,
                                                          c_padded=padded(problem.c, CHUNK),
                                                          k_padded=padded(problem.k, plan.width), IMAGES=IMAGES, STRIPS=STRIPS)
    return "#include <cuda_fp16.h>\n#include <cstdint>\n#include <algorithm>\n" + templates.header("tma.cuh") + templates.header("wgmma.cuh") + frame


def _rows_program(work: Work, job: Job) -> Work:
    problem, variant = job.problem, job.variant
    conv = (Param("half", "x"), Param("half", "U"), Param("half", "y")) + ((Param("float", "epilogue"),) if variant.epilogue else ())
    conv += (Param("half", "residual"),) if variant.residual else ()
    threads = rows_plan(problem).threads
    kernels = {"ktrans": host_stage("ktrans", f"{PREFIX}_ktrans", (Param("half", "filt"), Param("half", "U")), threads),
               FULL_ROLE: host_stage(FULL_ROLE, f"{PREFIX}_conv", conv, threads)}
    return replace(work, source=KernelSource(rows_source(problem, variant), kernels))


ROWS_PASSES = (Pass("render_rows", "replace the prototype's kernels by templates/rows.cu.j2's filter transform and its one "
                    "kernel (F(2,3) along rows, the input channels summed in wgmma's accumulators)", _rows_program),)
