"""(`--fusion full --resident-filter --tma --wgmma`, F(2,3)): the filter in shared memory, the
BGEMM on wgmma, ITrans and OTrans in registers.

Every schedule before it splits a group between the two blocks of a pair, because F(4,3)'s U (288 KB) fits neither
one SM's registers nor its shared memory. F(2,3)'s U is 128 KB: it fits one block's shared memory, where wgmma reads
its B operand. Its choices were measured as forms (experiments/resident_filter/wgmma_f23_forms.py); here it
is made from the prototype:

- KTrans is TVM's, its U store redirected to U's place in the wgmma B image (templates/wgmma.cuh, image_index);
- B^T and A^T are read from TVM's ITrans and OTrans: their two stages' chains (factor_sums.read_stage), checked to
  be the separable products B^T d B and A^T M A with entries 0 and +-1, two non-zeros in each row of B^T;
- the fused kernel (templates/wgmma.cu.j2) transforms, multiplies and folds in batches of positions whose V need the
  same 4 input pixels (`batches_code`, generated from those matrices).

A block holds U and two warpgroups; each warpgroup walks its units of 8 x 8 tiles (one wgmma row per tile, 64 rows),
each unit's 18 x 18 input box a TMA load into its own buffer.

Where U does not fit (C or K > 64), it is cut into chunks of W output by 64 input channels (wgmma.cuh, image_index;
W from `chunk_width`: 64, or 96 or 128 where that takes less time) and streamed: shared memory holds a ring of 128 KB,
16 slots of one position each (8 where a chunk's position takes 12 or 16 KB, each then serving two positions a step,
the products taking the slots in issue order), and the block's two warpgroups walk the same
chunks in the same order (for each chunk of output channels, for each chunk of input channels), each with its own
unit, so each byte of U brought in from L2 serves 128 tiles. A product waits for its slot's chunk (an mbarrier per
slot); after its products, a warpgroup counts its release of the slots, and the second of the two to release a slot
refills it with the next step's chunk by a bulk copy. A unit's box holds 64 input channels, one per step; the
products of each input chunk are folded into the outputs in registers, stored after the last. Where the pairs of
units are fewer than the SMs, a pair's output chunks are cut into groups, each a work item of its own
(`wgmma_split`): the grid fills the SMs, at the cost of each group's boxes and transforms, which each output chunk
redoes anyway. Where C <= 64 (one input chunk) an item's box is the same for all its output chunks: it is brought in
once per item (`box_per_item`). Where the items still leave SMs idle (small maps, N = 1 to 8), an item's input chunks
are cut into slices, each a work item of its own (`wgmma_slices`): each slice adds its partial sums into a float
workspace in L2 by vector reductions, counts its arrival, and the last slice of a unit's output chunk to arrive takes
the total, applies the bias and activation, and stores it, leaving the workspace and the counter zero for the next
launch.

With fp32 sums (`--accum fp32`) the products accumulate in fp32 (wgmma .f32) and fold into float outputs, rounded
to fp16 once at the store, as cuDNN's fp16 convolutions sum: twice the registers per output channel, so a chunk is
64 output channels wide at most (n32 where that fills the SMs better). Where a product's accumulators are wider than
n64's fp16 ones (n128 fp16, n64 fp32), the positions are multiplied one at a time, their V made two at a time from
the pixels loaded once, without overlapping the next transform with the products (whose registers would spill).
Where two go at once, each batch's products are committed as a group of their own and the batch before is folded
while they run (two sets of accumulators, alternating). Each 8-channel output store is one vector store.
"""

from dataclasses import dataclass, replace
from functools import partial
from itertools import product

import regex

from pkf import templates
from pkf.problem import Problem
from pkf.records import Launch
from pkf.reconstructor.errors import NoMatch
from pkf.reconstructor.factor_sums import CHAIN_START, read_stage
from pkf.reconstructor.fuse import FULL_ROLE, SMEM
from pkf.reconstructor.kernels import Kernel, KernelSource, Param
from pkf.reconstructor.passes import Job, Pass, Work
from pkf.reconstructor.program import Scratch
from pkf.reconstructor.resident_filter import tma_host_code, with_fused_kernel
from pkf.reconstructor.rewrites import ktrans_stores_through, ktrans_stores_to

# F(2,3), U in shared memory as wgmma's B operand; two warpgroups per block,
# each walking units of 8 x 8 tiles (16 x 16 outputs), each unit's input one TMA box (18 x 18 pixels, 128-byte swizzle).
WGMMA_THREADS = 256
WGMMA_UNIT = 16  # output pixels per side of a unit
WGMMA_TBM = 64  # tiles per unit: wgmma's 64 rows
WGMMA_CHUNK = 64  # input channels per box and per wgmma k loop (one 128-byte swizzled row per pixel); a narrow output chunk
# Output chunks of 32 channels (wgmma n32): where K is 32, and with fp32 sums where K is at most 32
WGMMA_NARROW = 32
WGMMA_RING_BYTES = 128 << 10  # U streamed: the ring's shared memory, 16 slots of a position each (8 where a chunk is n128)
WGMMA_C_MULTIPLE = 16  # C: a multiple of 16 (the last input chunk padded up to 64: the TMA reads zeros past C)
WGMMA_MAX_CHANNELS = 1024
# Slices' partial sums of a unit's output chunk: 4 outputs x 8 x 8 tiles x 2 floats per half2 register, per channel
SUMS_FLOATS_PER_CHANNEL = 256
WGMMA_MAX_SUMS_BYTES = 32 << 20  # a sliced kernel's workspace: within the L2 (50 MB), where its reductions are summed
# U streamed, on the H100: a chunk step of the busiest block (22 suite layers), and what slices add beyond their steps
# (29 forms at 10 latency-bound suite layers, within 18 %: experiments/results/2026-11-26-h100-slices)
STREAMED_STEP_US = 7.8
# Wide chunks (n128 with fp16 sums, n64 with fp32 sums), their V made in pairs of positions: a step of the busiest
# block at 4 compute-bound layers, N = 8 and 32 (experiments/results/2026-11-26-h100-wgmma-wide); n32 with fp32
# sums: the streamed kernel's 3 profiled layers. The width is chosen for a whole H100.
STREAMED_WIDE_STEP_US = 12.5
# n96 chunks (fp16 sums: K of 80, 96, 160, 192 with less padding than n128's): a step at 10 layers, within 14 %
# (experiments/results/2026-11-27-h100-n96)
STREAMED_N96_STEP_US = 9.6
WGMMA_N96 = 96
STREAMED_FP32_STEP_US, STREAMED_FP32_WIDE_STEP_US = 7.3, 10.0
WIDE_SMS = 132
SLICES_US, SLICE_ITEMS_US = 3.5, 8.1


@dataclass(frozen=True)
class WgmmaLayout:
    units: int
    box_bytes: int
    box_stride: int  # a box buffer, rounded up to the 1024 bytes the swizzle needs
    image_bytes: int  # U in shared memory: all of it where it is one chunk, else the ring of `slots` positions
    chunks: int  # U's chunks of `chunk_width` output by 64 input channels: 1 where U stays resident
    slots: int  # U streamed: the ring's slots, a position's chunk each (16, or 8 where a chunk is 256 KB)
    shared_bytes: int  # alignment slack, U (or its ring), two boxes, the mbarriers

    @property
    def streamed(self) -> bool:
        return self.chunks > 1


def wgmma_box_side(problem: Problem) -> int:
    return WGMMA_UNIT + problem.r - 1


def wgmma_units(problem: Problem) -> int:
    """The units of 8 x 8 tiles (16 x 16 outputs) over every image."""
    return -(-problem.h // WGMMA_UNIT) * -(-problem.w // WGMMA_UNIT) * problem.n


def chunk_width(problem: Problem) -> int:
    """The output channels of a chunk: wgmma's n, the last chunk padded where K is not a multiple of it. Narrow: n64
    with fp16 sums (n32 where K is 32), n32 with fp32 sums. Wide: twice that, n128 or n64, or with fp16 sums n96 (K of
    80, 96, 160 or 192 with less padding than n128's), whichever width's steps take the least time: a wide step
    transforms V and loads the box once for more output channels, but costs more than a narrow one (its products and
    fold one position at a time, as the outputs' 96 or 128 registers a thread leave room for no more), and fewer
    output chunks fill fewer SMs. With fp32 sums and C, K <= 64 the wide chunk is all of U, resident in shared memory.
    Judged for a whole H100 (`WIDE_SMS`), so that the width, and U's layout with it, is the problem's alone."""
    fp32, narrow = fp32_sums(problem), narrow_width(problem)
    if problem.k <= narrow:
        return narrow
    if fp32 and max(problem.c, problem.k) <= WGMMA_CHUNK:
        return WGMMA_CHUNK
    if not fp32 and problem.c <= WGMMA_CHUNK:  # one input chunk: a wide chunk's 16 positions (256 KB) would not fit
        return narrow
    step_us = ({narrow: STREAMED_FP32_STEP_US, 2 * narrow: STREAMED_FP32_WIDE_STEP_US} if fp32
               else {narrow: STREAMED_STEP_US, WGMMA_N96: STREAMED_N96_STEP_US, 2 * narrow: STREAMED_WIDE_STEP_US})
    return min(step_us, key=lambda width: (unsliced_steps(problem, width, WIDE_SMS) * step_us[width], width))


def narrow_width(problem: Problem) -> int:
    """The narrow chunk width: n64 with fp16 sums (n32 where K is 32), n32 with fp32 sums; `chunk_width` doubles it
    where that pays."""
    return WGMMA_NARROW if fp32_sums(problem) or problem.k == WGMMA_NARROW else WGMMA_CHUNK


def groups_filling(pairs: int, chunks: int, sms: int) -> int:
    """The groups (dividing the output chunks) that a pair of units' chunks are cut into: the fewest of those that
    leave the busiest block the fewest steps, the items (pairs x groups) dealt to the SMs in waves. Where the pairs are
    fewer than the SMs that is the most groups that keep the items within the SMs; where they are more, a last wave
    short of work can be filled (196 pairs of two chunks: 2 waves of 2 steps, or cut in two, 3 waves of 1 step)."""
    def busiest(groups: int) -> int:
        items = pairs * groups
        return -(-items // min(sms, items)) * (chunks // groups)
    return min((d for d in range(1, chunks + 1) if chunks % d == 0), key=lambda d: (busiest(d), d))


def block_steps(problem: Problem, out: int, split: int, slices: int, sms: int) -> int:
    """The chunk steps of the busiest block: each pair of units' `out` output chunks cut into `split` groups and its
    input chunks into `slices`, each such item a block's work, the items dealt to at most `sms` blocks."""
    items = -(-wgmma_units(problem) // 2) * split * slices
    return -(-items // min(sms, items)) * out // split * in_chunks(problem) // slices


def unsliced_steps(problem: Problem, width: int, sms: int) -> int:
    """The chunk steps of the busiest block with output chunks of `width`, the items not sliced."""
    chunks = -(-problem.k // width)
    return block_steps(problem, chunks, groups_filling(-(-wgmma_units(problem) // 2), chunks, sms), 1, sms)


def products_at_once(channels: int, fp32: bool) -> int:
    """The positions multiplied at once (each its own accumulators): 2, or 1 where a product's accumulators (W / 4
    half2 or W / 2 floats a thread) are wider than n64's fp16 ones: the outputs' 128 registers and two such products
    would not fit."""
    return 2 if channels // (2 if fp32 else 4) <= 16 else 1


def store_guards(problem: Problem) -> tuple[int, ...]:
    """The offsets (0, 32, 64, 96: one per 32 channels of the chunk) of a thread's 8-channel stores that can fall past K
    in the last chunk (K not a multiple of the chunk width), which the kernel then guards: lane q stores channels
    offset + 8q .. + 7."""
    rest, width = problem.k % chunk_width(problem), chunk_width(problem)
    return tuple(offset for offset in range(0, width, 32) if rest and rest < offset + 32)


def fp32_sums(problem: Problem) -> bool:
    return problem.accum == "fp32"


def out_chunks(problem: Problem) -> int:
    """U's output chunks, the last half padded where K is not a multiple of the chunk width."""
    return -(-problem.k // chunk_width(problem))


def filter_outputs(problem: Problem) -> int:
    """The output channels U is laid out for: K rounded up to a whole output chunk (the padding's products land in
    accumulator columns that are never stored)."""
    return out_chunks(problem) * chunk_width(problem)


def half_chunk(problem: Problem) -> bool:
    """Whether the last input chunk holds at most 32 channels of C (C mod 64 is 16 or 32): its channels past 32 are the
    TMA's zeros, which the kernel neither loads, transforms nor multiplies (1.03-1.19x faster at 8 layers); with fp32
    sums only where that chunk is the only one (with several, 96 -> 96 @256² N = 8 ran 0.94x:
    experiments/results/2026-11-27-h100-half)."""
    return problem.c % WGMMA_CHUNK in (16, 32) and not (fp32_sums(problem) and in_chunks(problem) > 1)


def in_chunks(problem: Problem) -> int:
    """U's input chunks, the last padded up to 64 channels where C is not a multiple of 64."""
    return -(-problem.c // WGMMA_CHUNK)


def filter_channels(problem: Problem) -> int:
    """The input channels U is laid out for: C rounded up to a whole input chunk."""
    return in_chunks(problem) * WGMMA_CHUNK


def wgmma_layout(problem: Problem) -> WgmmaLayout:
    box = problem.operand_bytes * wgmma_box_side(problem) ** 2 * WGMMA_CHUNK  # past C: the TMA's zeros
    stride = -(-box // 1024) * 1024
    position = problem.operand_bytes * chunk_width(problem) * WGMMA_CHUNK  # one position of a chunk
    chunks = out_chunks(problem) * in_chunks(problem)
    # a power of two, so that each slot's phases repeat every step (n96: 8 slots of 12 KB)
    slots = problem.alpha**2 if chunks == 1 else min(problem.alpha**2, 1 << (WGMMA_RING_BYTES // position).bit_length() - 1)
    units = wgmma_units(problem)
    barriers = 64 if chunks == 1 else 2 * 8 + slots * (8 + 4)  # the boxes'; each ring slot's and its count
    return WgmmaLayout(units, box, stride, slots * position, chunks, slots, 1024 + slots * position + 2 * stride + barriers)


def wgmma_split(problem: Problem, sms: int, choices: "WgmmaChoices | None" = None) -> int:
    """Where U is streamed: into how many groups a pair of units' output chunks are cut, each a work item of its own,
    so that pairs x groups fills the SMs where the pairs alone would not, or fills the last wave (`groups_filling`).
    Each group brings in the boxes and transforms V again, as each output chunk does (where C <= 64 an item's output
    chunks share one box: cut, each group brings in its own)."""
    layout = wgmma_layout(problem)
    pairs, groups = -(-layout.units // 2), out_chunks(problem)
    if choices is not None and choices.split is not None:
        if groups % choices.split:
            raise ValueError(f"split {choices.split}: must divide the {groups} output chunks")
        return choices.split
    return groups_filling(pairs, groups, sms)


def sliced_items(problem: Problem, sms: int, slices: int, choices: "WgmmaChoices | None" = None) -> int:
    """U streamed: the work items where each item's input chunks are cut into `slices` (pairs of units x output-chunk
    groups x slices)."""
    return -(-wgmma_layout(problem).units // 2) * wgmma_split(problem, sms, choices) * slices


def wgmma_slices(problem: Problem, sms: int, choices: "WgmmaChoices | None" = None) -> int:
    """Where U is streamed and the items (pairs of units x output-chunk groups) leave SMs idle: into how many slices
    each item's input chunks are cut, each a work item of its own. The slices' partial sums meet in a float workspace
    in L2 (`sums_bytes`), and the last slice of each unit's output chunk to arrive stores it: a grid of few long items
    becomes one of many short ones. The count (dividing the input chunks, no more items than SMs) is the one whose
    steps and reduction (`slices_us`) take the least time by the H100's measured costs."""
    chunks = in_chunks(problem)
    if choices is not None and choices.slices is not None:
        if chunks % choices.slices:
            raise ValueError(f"slices {choices.slices}: must divide the {chunks} input chunks")
        return choices.slices
    if not wgmma_layout(problem).streamed:
        return 1
    counts = [d for d in range(1, chunks + 1) if chunks % d == 0 and (d == 1 or sliced_items(problem, sms, d, choices) <= sms)
              and sums_bytes(problem, d) <= WGMMA_MAX_SUMS_BYTES]
    return min(counts, key=lambda d: (sliced_steps(problem, sms, d, choices) * STREAMED_STEP_US + slices_us(problem, sms, d, choices), d))


def sliced_steps(problem: Problem, sms: int, slices: int, choices: "WgmmaChoices | None" = None) -> int:
    """The chunk steps of the busiest block where each item's input chunks are cut into `slices`."""
    return block_steps(problem, out_chunks(problem), wgmma_split(problem, sms, choices), slices, sms)


def slices_us(problem: Problem, sms: int, slices: int, choices: "WgmmaChoices | None" = None) -> float:
    """What `slices` add to the streamed kernel's time beyond their steps: the partial sums' reductions in L2 and the
    last slice's read, and each item's own ring fill, which grows with the items in flight."""
    if slices == 1:
        return 0.0
    return SLICES_US + SLICE_ITEMS_US * sliced_items(problem, sms, slices, choices) / sms


def sums_bytes(problem: Problem, slices: int) -> int:
    """The sliced kernel's workspace: every unit's output chunks' partial sums in float (the registers' order), then a
    counter per unit and output chunk. Zero before the first launch; every launch leaves it zero."""
    if slices == 1:
        return 0
    units, chunks = wgmma_layout(problem).units, out_chunks(problem)
    return units * chunks * (SUMS_FLOATS_PER_CHANNEL * chunk_width(problem) + 1) * 4


def box_per_item(problem: Problem, sms: int, choices: "WgmmaChoices | None" = None) -> bool:
    """U streamed with one input chunk (C <= 64) and several output chunks per item: the unit's box is the same for all
    of an item's steps, brought in once per item, not once per step."""
    return wgmma_layout(problem).streamed and in_chunks(problem) == 1 and out_chunks(problem) > wgmma_split(problem, sms, choices)


def wgmma_items(problem: Problem, sms: int, choices: "WgmmaChoices | None" = None) -> int:
    """The work items of a launch: units (U resident), or pairs of units times output-chunk groups times input-chunk
    slices (U streamed)."""
    layout = wgmma_layout(problem)
    if not layout.streamed:
        return layout.units
    return sliced_items(problem, sms, wgmma_slices(problem, sms, choices), choices)


def wgmma_blocks(problem: Problem, sms: int, choices: "WgmmaChoices | None" = None) -> int:
    """A persistent grid: a block per SM, at most one per work item."""
    return min(sms, wgmma_items(problem, sms, choices))


def wgmma_steps(problem: Problem, sms: int) -> int:
    """Where U is streamed: the chunk steps the busiest block takes (its items times each item's output chunks times
    its input chunks)."""
    return sliced_steps(problem, sms, wgmma_slices(problem, sms))


RULE = "fuse_wgmma"
_environment = templates.environment(trim_blocks=True, lstrip_blocks=True)
_environment.filters["format_position"] = lambda ab: f"({ab})"
_template = _environment.get_template("wgmma.cu.j2")
_batches_template = _environment.get_template("wgmma_batches.cu.j2")
# A chain's operand `(float)d_shared_ptr[(((int)threadIdx.x) + 272)]` or `M_ptr[(... + 58982400)]`: its buffer and
# constant offset (none: 0).
OFFSET_OPERAND = regex.compile(r"^(?:\(\w+\))?(?P<buffer>\w+)\[.*?(?: \+ (?P<offset>\d+))?\)*\]$")


@dataclass(frozen=True)
class WgmmaChoices:
    """The fused kernel's choices, each measured (experiments/NOTES.md); experiments render the others."""

    # each batch's transform while the previous batch's products run (None: where two products are multiplied at once;
    # with one, wide, its registers spill)
    pipelined: bool | None = None
    # each batch's fold while the next batch's products run (two sets of accumulators, alternating; implies pipelined):
    # the Tensor Cores get the next product before the warpgroup folds the last (None: where two products are
    # multiplied at once and pipelined is not refused; with one, wide, the second set spills)
    fold_behind: bool | None = None
    # the positions that read the same 4 pixels: loaded once, not twice (None: but for fp32 sums' one product at a time,
    # whose pairs of V spill 536 bytes and were not measured, and for folds behind the next products, where merged
    # measured slower at C = K = 64)
    merge: bool | None = None
    share: bool = False  # positions' common row (or column) sums made once (transform_lines)
    tile_order: bool = True  # tiles 2 columns apart in a load's 8 lanes: no bank conflicts
    l2_prefetch: bool = True  # each unit's box prefetched toward L2 one unit ahead
    split: int | None = None  # U streamed: groups of a pair's output chunks (None: wgmma_split's, filling the SMs)
    slices: int | None = None  # U streamed: slices of an item's input chunks (None: wgmma_slices', filling the SMs)
    half_chunks: bool = True  # a last input chunk of 32 channels of C or fewer: only those loaded, transformed, multiplied


MEASURED_BEST = WgmmaChoices()


def stage(body: str, array: str, where: str) -> dict[int, dict[str, float]]:
    lines = body.split("\n")
    if not any((m := CHAIN_START.match(line)) and m["array"] == array for line in lines):
        raise NoMatch(RULE, "CHAIN_START", f"{where}: no stage writes {array}")
    return read_stage(array, lines, where, movable=False)[0].outputs


def second_stage_matrix(outputs: dict[int, dict[str, float]], inner: str, rows: int, alpha: int, where: str) -> list[list[int]]:
    """`outputs[i * rows + o] = sum_b X[o][b] inner[i * alpha + b]` (i, o < rows): X (rows x alpha), checked for every i."""
    matrix = [[0] * alpha for _ in range(rows)]
    for o, b in product(range(rows), range(alpha)):
        matrix[o][b] = outputs.get(o, {}).get(f"{inner}[{b}]", 0.0)
    if len(outputs) != rows * rows:
        raise NoMatch(RULE, "a separable second stage", f"{where}: {len(outputs)} outputs, not {rows * rows}")
    for i, o in product(range(rows), range(rows)):
        want = {f"{inner}[{i * alpha + b}]": matrix[o][b] for b in range(alpha) if matrix[o][b]}
        if outputs.get(i * rows + o) != want:
            raise NoMatch(RULE, "a separable second stage", f"{where}: output {i * rows + o} is {outputs.get(i * rows + o)}, not {want}")
    return matrix


def first_stage_check(outputs: dict[int, dict[str, float]], matrix: list[list[int]], alpha: int, where: str) -> None:
    """`outputs[a * alpha + j] = sum_i matrix[a][i] X[i * alpha + j]`, X's elements at constant offsets in row-major order."""
    offsets = sorted({offset_of(op, where) for terms in outputs.values() for op in terms})
    if len(offsets) != alpha * alpha:
        raise NoMatch(RULE, "OFFSET_OPERAND", f"{where}: {len(offsets)} distinct operands, not {alpha * alpha}")
    rank = {offset: n for n, offset in enumerate(offsets)}
    for a, j in product(range(len(matrix)), range(alpha)):
        got = {rank[offset_of(op, where)]: c for op, c in outputs.get(a * alpha + j, {}).items()}
        want = {i * alpha + j: matrix[a][i] for i in range(alpha) if matrix[a][i]}
        if got != want:
            raise NoMatch(RULE, "a separable first stage", f"{where}: output {a * alpha + j} reads {got}, not {want}")


def offset_of(operand: str, where: str) -> int:
    match = OFFSET_OPERAND.match(operand)
    if match is None:
        raise NoMatch(RULE, "OFFSET_OPERAND", f"{where}: the operand {operand[:120]}")
    return int(match["offset"] or 0)


def signs(matrix: list[list[float]], what: str, where: str) -> list[list[int]]:
    if any(value not in (-1.0, 0.0, 1.0) for row in matrix for value in row):
        raise NoMatch(RULE, "entries 0 and +-1", f"{where}: {what} = {matrix} (the schedule folds sums and differences)")
    return [[int(value) for value in row] for row in matrix]


def transform_matrices(source: KernelSource, problem: Problem) -> tuple[list[list[int]], list[list[int]]]:
    """TVM's B^T (alpha x alpha) and A^T (m x alpha), read from its ITrans (BTd = B^T d, V = BTd B) and OTrans
    (ATM = A^T M, Y = ATM A) and checked."""
    alpha, m = problem.alpha, problem.m
    itrans, otrans = source.kernels["itrans"].body, source.kernels["otrans"].body
    bt = signs(second_stage_matrix(stage(itrans, "V_acc_local_ptr", "ITrans"), "BTd_local_ptr", alpha, alpha, "ITrans"),
               "B^T", "ITrans")
    first_stage_check(stage(itrans, "BTd_local_ptr", "ITrans"), bt, alpha, "ITrans")
    at = signs(second_stage_matrix(stage(otrans, "Y_tile_local_ptr", "OTrans"), "ATM_local_ptr", m, alpha, "OTrans"), "A^T", "OTrans")
    first_stage_check(stage(otrans, "ATM_local_ptr", "OTrans"), at, alpha, "OTrans")
    if any(sum(map(abs, row)) != 2 for row in bt):
        raise NoMatch(RULE, "two non-zeros in each row of B^T", f"ITrans: B^T = {bt} (each position's V needs 2 x 2 pixels)")
    return bt, at


@dataclass(frozen=True)
class Combine:
    """out = signs[0] x + signs[1] y, on 8 half2 registers."""

    out: str
    signs: tuple[int, int]
    x: str
    y: str


@dataclass(frozen=True)
class TransformLine:
    """One line of a tile's V computation: registers declared (and, braced, a scope holding them), combinations."""

    declare: str = ""
    ops: tuple[Combine, ...] = ()
    braced: bool = False


def transform_lines(positions: list[tuple[int, int]], rows: tuple, cols: tuple, bt: list[list[int]], tile: int,
                    share: bool) -> list[TransformLine]:
    """V of a tile at positions that all read pixels rows x cols (p{i}{j}): v_ab = sum_j BT[b][j] sum_i BT[a][i] p_ij.
    Each position combines its two rows at both columns, then those two; share: the combinations of rows (or of
    columns, whichever is fewer) made once for the positions that share them."""
    row_signs = {a: (bt[a][rows[0]], bt[a][rows[1]]) for a, _ in positions}
    col_signs = {b: (bt[b][cols[0]], bt[b][cols[1]]) for _, b in positions}
    if not share:
        return [TransformLine("t[8], u[8]", (Combine("t", row_signs[a], f"p{rows[0]}{cols[0]}", f"p{rows[1]}{cols[0]}"),
                                             Combine("u", row_signs[a], f"p{rows[0]}{cols[1]}", f"p{rows[1]}{cols[1]}"),
                                             Combine(f"v{a}{b}[{tile}]", col_signs[b], "t", "u")), braced=True)
                for a, b in positions]
    if len(row_signs) <= len(col_signs):  # rows first: r{a}{j} = row combination a at column j
        lines = [TransformLine(", ".join(f"r{a}{j}[8]" for a in row_signs for j in cols))]
        lines += [TransformLine(ops=(Combine(f"r{a}{j}", s, f"p{rows[0]}{j}", f"p{rows[1]}{j}"),)) for a, s in row_signs.items() for j in cols]
        return lines + [TransformLine(ops=(Combine(f"v{a}{b}[{tile}]", col_signs[b], f"r{a}{cols[0]}", f"r{a}{cols[1]}"),))
                        for a, b in positions]
    lines = [TransformLine(", ".join(f"c{b}{i}[8]" for b in col_signs for i in rows))]  # c{b}{i}: column combination b at row i
    lines += [TransformLine(ops=(Combine(f"c{b}{i}", s, f"p{i}{cols[0]}", f"p{i}{cols[1]}"),)) for b, s in col_signs.items() for i in rows]
    return lines + [TransformLine(ops=(Combine(f"v{a}{b}[{tile}]", row_signs[a], f"c{b}{rows[0]}", f"c{b}{rows[1]}"),))
                    for a, b in positions]


def batches(bt: list[list[int]], merge: bool, at_once: int = 2) -> list[tuple[tuple, tuple, list, list]]:
    """(pixel rows, pixel columns, positions whose V it computes, positions it multiplies) per batch: the positions
    whose rows and columns of B^T have the same support read the same 4 pixels; `at_once` (2 or 1) are multiplied at
    once (more accumulators spill)."""
    support = [tuple(j for j in range(len(row)) if row[j]) for row in bt]
    groups: dict[tuple, list[int]] = {}
    for a, s in enumerate(support):
        groups.setdefault(s, []).append(a)
    out = []
    span = 2 * at_once  # merged: the V of this many positions computed at once, from the pixels loaded once
    for (rows, row_as), (cols, col_bs) in product(groups.items(), groups.items()):
        positions = [(a, b) for a in row_as for b in col_bs]
        for n in range(0, len(positions), at_once):
            multiplied = positions[n:n + at_once]
            if merge:
                out.append((rows, cols, positions[n:n + span] if n % span == 0 else [], multiplied))
            else:
                out.append((rows, cols, multiplied, multiplied))
    return out


@dataclass(frozen=True)
class Product:
    """Position (a, b)'s wgmma, and the coefficients A^T[oi][a] A^T[oj][b] that fold it into the 2 x 2 outputs."""

    a: int
    b: int
    coefficients: tuple[int, ...]


@dataclass(frozen=True)
class Batch:
    rows: tuple[int, ...]
    cols: tuple[int, ...]
    computed: tuple[tuple[int, int], ...]  # the positions whose V it computes (from its 4 pixels)
    pixels: tuple[tuple[int, int], ...]
    transform: tuple[tuple[TransformLine, ...], ...]  # per tile
    products: tuple[Product, ...]  # the positions it multiplies; d[0], d[1] the same registers in every batch


@dataclass(frozen=True)
class RingUse:
    """U streamed: where a product's position waits in the ring and what its slot is refilled with once read. The
    products take the slots in issue order (i mod slots), so a slot serves 16 / slots positions a step."""

    slot: int
    parity: str  # the phase its wait expects, as code: the step's (`phase`) where a slot serves one position a step
    refill: tuple[str, int]  # the chunk (`this_chunk_u` or `next_chunk_u`) and position whose copy it takes next


def batch_plan(bt: list[list[int]], at: list[list[int]], schedule: WgmmaChoices, channels: int = 64,
               fp32: bool = False) -> tuple[list[Batch], list[tuple[str, int]]]:
    """The batches of a chunk `channels` wide (`fp32`: fp32 sums), and the order of their parts; pipelined: each
    batch's transform before the previous batch's fold, while its products run. (Fresh accumulator registers per batch
    would make ptxas keep them all.)"""
    plan = []
    at_once = products_at_once(channels, fp32)
    fold_behind = schedule.fold_behind if schedule.fold_behind is not None else at_once == 2 and schedule.pipelined is not False
    pipelined = fold_behind or (schedule.pipelined if schedule.pipelined is not None else at_once == 2)
    merge = schedule.merge if schedule.merge is not None else not (fp32 and at_once == 1) and not fold_behind
    for rows, cols, computed, positions in batches(bt, merge, at_once):
        transform = tuple(tuple(transform_lines(computed, rows, cols, bt, tile, schedule.share)) for tile in range(2))
        products = tuple(Product(a, b, tuple(at[oi][a] * at[oj][b] for oi in range(2) for oj in range(2))) for a, b in positions)
        plan.append(Batch(rows, cols, tuple(computed), tuple((i, j) for i in rows for j in cols), transform, products))
    if not pipelined:
        return plan, [(part, n) for n in range(len(plan)) for part in ("compute", "issue", "fold")]
    if fold_behind:  # batch n's transform and issue while batch n - 1's products run, then n - 1's fold
        order = [("compute", 0), ("issue", 0)]
        for n in range(1, len(plan)):
            order += [("compute", n), ("issue", n), ("fold", n - 1)]
        return plan, order + [("fold", len(plan) - 1)]
    order = [("compute", 0), ("issue", 0)]
    for n in range(1, len(plan)):  # batch n's transform while batch n - 1's products run
        order += [("compute", n), ("fold", n - 1), ("issue", n)]
    return plan, order + [("fold", len(plan) - 1)]


def issue_order(plan: list[Batch], order: list[tuple[str, int]]) -> list[tuple[int, int]]:
    """The positions in the order their products are issued."""
    return [(p.a, p.b) for part, n in order if part == "issue" for p in plan[n].products]


def ring_uses(issued: list[tuple[int, int]], slots: int) -> dict[tuple[int, int], RingUse]:
    """Each position's slot, the phase its wait expects and its slot's next copy: the product issued i-th waits in slot
    i mod slots, which its release refills with the position issued slots later: of this step's chunk, or past the
    step's last, of the next step's."""
    uses = {}
    for i, position in enumerate(issued):
        parity = "phase" if slots == len(issued) else str(i // slots % 2)  # a slot's phases a step: 1 or 2 (16 / slots)
        j = i + slots
        refill = ("this_chunk_u", issued[j]) if j < len(issued) else ("next_chunk_u", issued[j - len(issued)])
        uses[position] = RingUse(i % slots, parity, (refill[0], 4 * refill[1][0] + refill[1][1]))
    return uses


def accumulator_sets(plan: list[Batch], order: list[tuple[str, int]]) -> tuple[dict[int, int], dict[int, int]]:
    """Per batch: how many batches issued after it are still running when it is folded (its wait's pending groups), and
    its first accumulator array in d: every batch reuses the same ones, but where a batch is folded while the next
    one's products run, the two alternate between two sets."""
    issued, pending = [], {}
    for part, n in order:
        if part == "issue":
            issued.append(n)
        elif part == "fold":
            pending[n] = len(issued) - 1 - issued.index(n)
    sets = 2 if any(pending.values()) else 1
    at_once = max(len(batch.products) for batch in plan)
    return pending, {n: n % sets * at_once for n in range(len(plan))}


def accumulator_arrays(plan: list[Batch], order: list[tuple[str, int]]) -> int:
    """The accumulator arrays the kernel declares (d): the last set's first array, plus a batch's products."""
    return max(accumulator_sets(plan, order)[1].values()) + max(len(batch.products) for batch in plan)


def batches_code(plan: list[Batch], order: list[tuple[str, int]], channels: int = 64, streamed: bool = False,
                 fp32: bool = False, box_per_item: bool = False, slots: int = 16, half: bool = False) -> str:
    """The transform, product and fold of a unit, batch by batch as `batch_plan` made them (templates/
    wgmma_batches.cu.j2); `channels`: the B image's rows per position (its descriptor counts 128-byte rows in 16-byte
    units); `streamed`: U comes through the ring of `slots` (each product waits for its slot's chunk, each fold
    releases its slots and may refill them); `fp32`: fp32 sums; `box_per_item`: the next box is loaded at an item's
    last step only (C <= 64, several output chunks); `half`: an input chunk whose channels past 32 are padding, of
    which only the first 32 are loaded, transformed and multiplied (two k16 steps)."""
    pending, first_set = accumulator_sets(plan, order)
    return _batches_template.render(batches=plan, order=order, position_stride=channels * 128 // 16, streamed=streamed, half=half,
                                    fp32_sums=fp32, box_per_item=box_per_item, pending=pending, first_set=first_set,
                                    committed=any(pending.values()),
                                    ring=ring_uses(issue_order(plan, order), slots) if streamed else {})


def bodies(plan: list[Batch], order: list[tuple[str, int]], problem: Problem, width: int, layout: WgmmaLayout,
           per_item: bool, half_chunks: bool = True) -> dict[str, str]:
    """The kernel's batches for a whole input chunk (`batches`), and where the last chunk holds 32 channels of C or
    fewer, for that chunk (`half_batches`); where it is the only chunk, `batches` is that."""
    code = partial(batches_code, plan, order, width, layout.streamed, fp32_sums(problem), per_item, layout.slots)
    if not half_chunk(problem) or not half_chunks:
        return {"batches": code(), "half_batches": ""}
    if in_chunks(problem) == 1:
        return {"batches": code(half=True), "half_batches": ""}
    return {"batches": code(), "half_batches": code(half=True)}


def _wgmma_kernel(work: Work, job: Job, choices: WgmmaChoices) -> Work:
    problem = job.problem
    bt, at = transform_matrices(work.source, problem)
    layout = wgmma_layout(problem)
    slices = wgmma_slices(problem, job.sms, choices)
    width, fp32 = chunk_width(problem), fp32_sums(problem)
    plan, order = batch_plan(bt, at, choices, width, fp32)
    ring_positions = [4 * a + b for a, b in issue_order(plan, order)]  # the positions in the order the ring serves them
    body = _template.render(smem=SMEM, height=problem.h, width=problem.w, units_x=-(-problem.w // WGMMA_UNIT),
                            units_y=-(-problem.h // WGMMA_UNIT), images=problem.n,
                            edge=bool(problem.h % WGMMA_UNIT or problem.w % WGMMA_UNIT),
                            units=layout.units, box_bytes=layout.box_bytes, box_stride=layout.box_stride,
                            image_bytes=layout.image_bytes, tile_order=choices.tile_order, l2_prefetch=choices.l2_prefetch,
                            bias=job.variant.bias, activation=job.variant.activation, channels=width,
                            fp32_sums=fp32, box_per_item=box_per_item(problem, job.sms, choices),
                            out_channels=problem.k, in_channels=problem.c, in_chunks=in_chunks(problem), streamed=layout.streamed,
                            chunks=layout.chunks,
                            split=wgmma_split(problem, job.sms, choices), items=wgmma_items(problem, job.sms, choices),
                            slices=slices,
                            u_bytes=problem.operand_bytes * problem.alpha**2 * filter_outputs(problem) * filter_channels(problem),
                            out_chunks=out_chunks(problem), guarded=store_guards(problem),
                            slots=layout.slots, ring_positions=ring_positions,
                            accumulators=accumulator_arrays(plan, order),
                            **bodies(plan, order, problem, width, layout, box_per_item(problem, job.sms, choices), choices.half_chunks))
    name = f"pkf_full_wg_{FULL_ROLE}"
    params = (Param("half", "U"), Param("half", "x", tensor_map=True), Param("half", "y"))
    params += (Param("float", "epilogue"),) if job.variant.epilogue else ()
    workspace = (Scratch("sums", "float", sums_bytes(problem, slices), zeroed=True),) if slices > 1 else ()
    params += tuple(Param(buffer.ctype, buffer.name) for buffer in workspace)
    host_code = tma_host_code(name, problem, wgmma_box_side(problem), "CU_TENSOR_MAP_SWIZZLE_128B", after_y=params[3:],
                              box_channels=WGMMA_CHUNK)
    shared = layout.shared_bytes + (8 if slices > 1 else 0)  # the warpgroups' last-slice flags
    kernel = Kernel(name=name, role=FULL_ROLE, params=params, body=body, launch_bounds=WGMMA_THREADS,
                    launch=Launch((wgmma_blocks(problem, job.sms, choices), 1, 1), (WGMMA_THREADS, 1, 1), shared),
                    host_launcher=f"{name}_launch", host_code=host_code, scratch=workspace)
    return replace(work, source=with_fused_kernel(work.source, kernel, ("tma.cuh", "wgmma.cuh")))


def _ktrans_image(work: Work, job: Job) -> Work:
    # KTrans writes U at its place in the wgmma B image (pkf_wg::image_index), which the kernel copies as is; where C is
    # not a multiple of 64, through pkf_wg::u_image, which also zeroes the padding of the last input chunk
    k, c, w = job.problem.k, job.problem.c, chunk_width(job.problem)
    if c % WGMMA_CHUNK:
        return work.kernel_body("ktrans", ktrans_stores_to(work.source.kernels["ktrans"].body, f"pkf_wg::u_image<{k}, {c}, {w}>",
                                                           "ktrans_stores_wgmma_image"))
    if w != min(k, WGMMA_CHUNK):
        image_index = f"pkf_wg::image_index<{k}, {c}, {w}>"
    else:
        image_index = f"pkf_wg::image_index<{k}>" if c == WGMMA_CHUNK else f"pkf_wg::image_index<{k}, {c}>"
    body = ktrans_stores_through(work.source.kernels["ktrans"].body, image_index,
                                 "ktrans_stores_wgmma_image")
    return work.kernel_body("ktrans", body)


KTRANS_IMAGE = Pass("ktrans_stores_wgmma_image", "KTrans stores U at its place in the wgmma B image, which the kernel copies as is", _ktrans_image)


def wgmma_passes(choices: WgmmaChoices = MEASURED_BEST) -> tuple[Pass, ...]:
    kernel = Pass("render_wgmma_kernel", "read B^T and A^T from TVM's ITrans and OTrans (checked), render the wgmma kernel "
                  "batch by batch from them (wgmma.cu.j2)", partial(_wgmma_kernel, choices=choices))
    return (kernel, KTRANS_IMAGE)
