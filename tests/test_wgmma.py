"""The wgmma schedule (`--wgmma`, reconstructor/wgmma.py): B^T and A^T are read from TVM's ITrans and
OTrans and checked; the batches cover every Winograd position once and compute exactly the transform; KTrans
stores U in the wgmma B image, a permutation that puts each element where the kernel's fragments read it; bad
flags get one-line errors; the build compiles for sm_90a and, on a GPU, is correct."""

import itertools
import subprocess
from dataclasses import replace

from pathlib import Path

import numpy as np
import pytest
import regex
from conftest import PROTOTYPES
from test_cli_errors import assert_one_line_error, pkf

from pkf.harness.run import TOLERANCE, run_harness
from pkf.problem import Problem
from pkf.records import Prototype
from pkf.reconstructor.wgmma import wgmma_layout
from pkf.sweep import parse_spec, variant_for
from pkf.winograd import transforms
from pkf.reconstructor import reconstruct
from pkf.reconstructor.errors import NoMatch
from pkf.reconstructor.kernels import split_kernels
from pkf.reconstructor.passes import PROLOGUE
from pkf.reconstructor.schedules.wgmma import prototype_tbk, prototype_tbn
from pkf.reconstructor.wgmma import WgmmaChoices, batch_plan, batches, batches_code, chunk_width, transform_matrices, wgmma_passes

ENV = {"PKF_PROTOTYPES": str(PROTOTYPES)}
TEMPLATES = Path(__file__).resolve().parent.parent / "templates"
DATA = Path(__file__).resolve().parent / "data"
PROTOTYPE = PROTOTYPES / "n1_h224_w224_c64_k64_f2x3_fp16_accfp16_tile16x64x32_sm_90"
WGMMA = ("--fusion", "full", "--resident-filter", "--tma", "--wgmma", "--m", "2", "--accum", "fp16")


def source_and_problem():
    prototype = Prototype.load(PROTOTYPE)
    return split_kernels(prototype.cuda), prototype.problem


def test_the_transforms_are_read_from_the_prototype():
    source, problem = source_and_problem()
    bt, at = transform_matrices(source, problem)
    t = transforms(2, 3)  # pkf.winograd follows TVM's points, so the two must agree
    assert bt == [[int(v) for v in row] for row in t.BT] and at == [[int(v) for v in row] for row in t.AT]


def test_a_prototype_with_other_transforms_fails_loudly():
    source, problem = source_and_problem()
    itrans, otrans = source.kernels["itrans"], source.kernels["otrans"]

    def with_bodies(itrans_body=itrans.body, otrans_body=otrans.body):
        kernels = {**source.kernels, "itrans": itrans.with_body(itrans_body), "otrans": otrans.with_body(otrans_body)}
        return type(source)(source.preamble, kernels)

    # a coefficient of 2 in B^T's second stage, in V's first row only: not separable, and not +-1
    doubled = itrans.body.replace("(V_acc_local_ptr[0] + BTd_local_ptr[2])", "(V_acc_local_ptr[0] + (BTd_local_ptr[2] * 0x1p+1f))", 1)
    assert doubled != itrans.body
    with pytest.raises(NoMatch, match="separable second stage"):
        transform_matrices(with_bodies(itrans_body=doubled), problem)
    # the first stage reading another pixel than the second stage implies
    moved = regex.sub(r"(BTd_local_ptr\[0\] \+ \(\(float\)d_shared_ptr\[\(\(\(int\)threadIdx\.x\) \+ )272\)", r"\g<1>306)", itrans.body, count=1)
    assert moved != itrans.body
    with pytest.raises(NoMatch, match="separable first stage"):
        transform_matrices(with_bodies(itrans_body=moved), problem)
    with pytest.raises(NoMatch, match="OTrans: output 0 is"):  # OTrans without its A^T M stage: Y reads another array
        transform_matrices(with_bodies(otrans_body=otrans.body.replace("ATM_local_ptr", "ATM_ptr")), problem)


def test_the_batches_compute_each_position_once_and_multiply_it_once():
    bt, _ = transform_matrices(*source_and_problem())
    for merge in (False, True):
        plan = batches(bt, merge)
        computed = [p for _, _, c, _ in plan for p in c]
        multiplied = [p for *_, m in plan for p in m]
        everything = sorted(itertools.product(range(4), range(4)))
        assert sorted(computed) == sorted(multiplied) == everything
        assert all(len(m) <= 2 for *_, m in plan)
        for rows, cols, computed_here, _ in plan:  # each batch's V needs only its own 4 pixels
            for a, b in computed_here:
                assert {i for i in range(4) if bt[a][i]} == set(rows) and {j for j in range(4) if bt[b][j]} == set(cols)
    assert len(batches(bt, merge=False)) == len(batches(bt, merge=True)) == 10
    assert sum(1 for _, _, c, _ in batches(bt, merge=True) if c) == 9  # one load fewer


def simulate(code: str, pixels: dict, at: list[list[int]]) -> np.ndarray:
    """Run a unit's generated batches on scalars: pixels[(i, j)] -> the tile's 2 x 2 outputs, given M = V (U = 1)."""
    values, tile = {}, 0
    y = np.zeros((2, 2))
    for line in code.split("\n"):
        if "// positions" in line:  # a batch: its upper tile's block, then its lower tile's
            tile = -1
        if line == "      {":
            tile += 1
        for m in regex.finditer(r"load_tile_pixel<(\d+)>\((\w+), at\)", line):
            if tile == 0:
                values[m[2]] = pixels[(int(m[1]) // 18, int(m[1]) % 18)]
        for m in regex.finditer(r"combine<(-?1), (-?1)>\((\w+)(?:\[0\])?, (\w+), (\w+)\);", line):
            values[m[3]] = int(m[1]) * values[m[4]] + int(m[2]) * values[m[5]]
        for m in regex.finditer(r"position_mma\(d\[(\d)\], (v\d\d),", line):
            values[f"d{m[1]}"] = values[m[2]]
        for m in regex.finditer(r"fold<(-?\d), (-?\d), (-?\d), (-?\d)>\(acc, d\[(\d)\]\);", line):
            for o in range(4):
                y[o // 2, o % 2] += int(m[o + 1]) * values[f"d{m[5]}"]
    return y


@pytest.mark.parametrize("schedule", [WgmmaChoices(), WgmmaChoices(merge=False), WgmmaChoices(share=True), WgmmaChoices(pipelined=False),
                                      WgmmaChoices(fold_behind=False), WgmmaChoices(fold_behind=True, merge=True)])
def test_the_generated_batches_compute_the_winograd_product(schedule):
    bt, at = transform_matrices(*source_and_problem())
    d = np.random.default_rng(3).standard_normal((4, 4))
    code = batches_code(*batch_plan(bt, at, schedule))
    got = simulate(code, {(i, j): d[i, j] for i in range(4) for j in range(4)}, at)
    bt_, at_ = np.array(bt), np.array(at)
    assert np.allclose(got, at_ @ (bt_ @ d @ bt_.T) @ at_.T)  # U = 1 at every position


def wgmma_b_offset(position: int, k: int, n: int, channels: int = 64) -> int:
    """Where wgmma (K-major B, 128-byte swizzle, one block of `channels` rows n of 64 k per position) reads B[k][n],
    in halves."""
    return position * 64 * channels + n * 64 + ((k // 8) ^ (n % 8)) * 8 + k % 8


# k_of_channel and n_of_channel as templates/wgmma.cuh writes them
def k_of(c):
    q, lane = c % 32 // 8, c // 32 * 8 + c % 8
    return 16 * (lane // 4) + 8 * (lane % 4 // 2) + 2 * q + lane % 2


def n_of(k):
    q, v = k % 32 // 8, k // 32 * 8 + k % 8
    return 8 * (v // 2) + 2 * q + v % 2


@pytest.mark.parametrize("channels", [64, 32])
def test_the_fragments_read_each_channel_where_the_kernel_loads_and_stores_it(channels):
    assert sorted(map(k_of, range(64))) == sorted(map(n_of, range(64))) == list(range(64))
    assert sorted(map(n_of, range(32))) == list(range(32))  # K = 32: wgmma's 32 columns
    for q in range(4):  # lane q's A values (k = 16 s + 2 q + {0, 1, 8, 9}) are its channels 8q..8q+7, 32+8q..32+8q+7
        ks = sorted(16 * s + 2 * q + e for s in range(4) for e in (0, 1, 8, 9))
        assert sorted(c for c in range(64) if k_of(c) in ks) == [*range(8 * q, 8 * q + 8), *range(32 + 8 * q, 40 + 8 * q)]
    # accumulator register 2j + t of lane q holds columns 8j + 2q, + 1 of row r + 8t: its channels 8q + 2j, + 1 (and
    # 32 + 8q + 2(j - 4) for K = 64's j >= 4), as the kernel stores them
    for q, j in itertools.product(range(4), range(channels // 8)):
        assert [n_of(c) for c in (8 * q + 2 * (j % 4) + 32 * (j // 4) + e for e in (0, 1))] == [8 * j + 2 * q, 8 * j + 2 * q + 1]
    size = 16 * 64 * channels
    images = {wgmma_b_offset(u // (64 * channels), k_of(u % 64), n_of(u // 64 % channels), channels) for u in range(size)}
    assert images == set(range(size))  # a permutation of U


@pytest.mark.parametrize(("c", "k", "accum"), [(64, 64, "fp16"), (64, 32, "fp16"), (128, 128, "fp16"), (64, 128, "fp16"),
                                              (128, 64, "fp16"), (64, 64, "fp32"), (128, 256, "fp32")])
def test_ktrans_stores_u_through_the_image_index(c, k, accum):
    problem, _, built = program(c=c, k=k, accum=accum)
    width = chunk_width(problem)
    index = f"image_index<{k}, {c}, {width}>" if width != min(k, 64) else f"image_index<{k}>" if c == 64 else f"image_index<{k}, {c}>"
    assert f"U_ptr[pkf_wg::{index}(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)))] =" in built.cuda


@pytest.mark.nvcc
@pytest.mark.parametrize(("c", "k", "w"), [(64, 64, 64), (64, 32, 32), (128, 128, 64), (64, 128, 64), (128, 64, 64), (192, 256, 64),
                                          (64, 64, 32), (128, 128, 32), (192, 96, 32), (96, 32, 32), (16, 64, 64), (80, 96, 32),
                                          (32, 32, 32), (208, 64, 64)])
def test_the_image_index_puts_each_chunk_where_the_kernel_streams_it(tmp_path, c, k, w):
    """templates/wgmma.cuh's image_index and u_image, compiled and run on the host: U laid out as chunk (output chunk
    o, input chunk i) at o * ceil(C / 64) + i chunks of 16 slots, each chunk's slot p holding U[p]'s W x 64 block
    exactly as the whole filter lies where C = 64 and K = W (the layout the GPU checked); W = 32 where K is 32 and with
    fp32 sums (the kernel's widths; the image takes any). Where C is not a multiple of 64, storing every element through u_image leaves
    each in its place and every padding channel of the last input chunk zero (the buffer began as NaNs)."""
    from pkf.harness.nvcc import find_nvcc

    binary = tmp_path / "image_index"
    subprocess.run([find_nvcc(), "-std=c++17", f"-I{TEMPLATES}", f"-DPKF_C={c}", f"-DPKF_K={k}", f"-DPKF_W={w}",
                    str(DATA / "image_index.cu"), "-o", str(binary)], check=True, capture_output=True)
    index, image = subprocess.run([str(binary)], check=True, capture_output=True, text=True).stdout.split("image\n")
    got = np.array(index.split(), dtype=np.int64)
    padded = -(-c // 64) * 64
    u = np.arange(16 * c * k)
    p, o, i = u // (c * k), u // c % k, u % c
    chunk = o // w * (padded // 64) + i // 64
    local = np.array([wgmma_b_offset(pp, k_of(ii), n_of(oo), w) for pp, oo, ii in zip(p, o % w, i % 64)])
    assert (got == chunk * 16 * 64 * w + local).all()
    assert len(set(got)) == len(got) and got.max() < 16 * padded * k
    stored = np.array(image.split(), dtype=np.float64)
    assert len(stored) == 16 * padded * k and not np.isnan(stored).any()
    want = np.zeros(16 * padded * k)
    want[got] = u % 251 + 1
    assert (stored == want).all()


@pytest.mark.parametrize(("c", "k", "accum"), [(64, 64, "fp16"), (64, 32, "fp16"), (128, 128, "fp16"), (64, 128, "fp16"),
                                              (64, 64, "fp32"), (64, 32, "fp32"), (128, 256, "fp32"), (96, 32, "fp16"),
                                              (64, 96, "fp16"), (32, 64, "fp16"), (48, 48, "fp16")])
def test_every_output_of_a_unit_is_stored_once(c, k, accum):
    """The kernel's own tile, column and store expressions, run for every thread of a warpgroup and every chunk of
    output channels: a unit's 16 x 16 pixels times K channels, each stored by exactly one thread (where K is not a
    multiple of 64, the last chunk's upper half is padding, stored by none)."""
    problem, _, built = program(16, c=c, k=k, accum=accum)  # one unit
    cuda = built.cuda
    width = chunk_width(replace(problem, k=k))
    col = regex.search(r"const int col = (?P<e>[^;]*);", cuda)["e"]
    out = regex.search(r"half\* out = y_ptr \+ \(size_t\((?P<row>[^)]*)\) \* 16 \+ (?P<x>[^)]*)\) \* (?P<k>\d+) \+ "
                       r"(?:(?P<chunk>\d+) \* kchunk \+ )?8 \* q;", cuda)
    assert int(out["k"]) == k and int(out["chunk"] or width) == width and (out["chunk"] or k <= width)  # resident: no chunk term
    chunks = -(-k // width)  # every output chunk of the unit (test_the_work_items_cover_... checks the blocks take each)
    # each 8-channel store: its offset in the chunk, and the guard (if any) that keeps it inside K
    stores = [(int(m["offset"] or 0), m["guard"]) for m in regex.finditer(
        r"(?:if \((?P<guard>[^\n]*?8 \* q < \d+)\)  // channels past K[^\n]*\n\s*)?pkf_wg::store_pixel\(out(?: \+ (?P<offset>\d+))?, ", cuda)]
    assert [offset for offset, _ in stores] == ([0, 32] if width == 64 else [0])
    assert any(guard for _, guard in stores) == bool(k % width)
    stored = []
    for kchunk, warp, r, q, t, o in itertools.product(range(chunks), range(4), range(8), range(4), range(2), range(4)):
        column = eval(col.replace("/", "//"), {"r": r})
        oy, ox = 4 * warp, 2 * column
        row, x = eval(out["row"].replace("/", "//"), {"oy": oy, "t": t, "o": o}), eval(out["x"], {"ox": ox, "o": o})
        kept = [offset for offset, guard in stores if not guard or eval(guard, {"kchunk": kchunk, "q": q})]
        stored += [(row, x, int(out["chunk"] or 0) * kchunk + 8 * q + offset + e) for offset in kept for e in range(8)]
    assert sorted(stored) == sorted(itertools.product(range(16), range(16), range(k)))


def expression(cuda: str, pattern: str) -> str:
    """A C++ expression of the kernel, found by `pattern` (group 1), as Python (ints: / is //)."""
    return regex.search(pattern, cuda)[1].replace("/", "//").replace("blockIdx.x", "block").replace("gridDim.x", "grid")


@pytest.mark.parametrize(("n", "size", "c", "k", "accum", "choices"), [(8, 28, 512, 512, "fp16", None), (1, 40, 128, 128, "fp16", None), (8, 56, 128, 256, "fp16", None),
                                                            (32, 56, 256, 256, "fp16", None), (2, 30, 192, 64, "fp16", None), (8, 28, 512, 512, "fp32", None),
                                                            (1, 224, 64, 128, "fp32", None), (2, 30, 192, 64, "fp32", None), (2, 30, 96, 32, "fp16", None),
                                                            (8, 28, 160, 32, "fp16", None), (1, 56, 64, 96, "fp16", None), (1, 7, 512, 512, "fp16", None),
                                                            (1, 40, 128, 128, "fp16", WgmmaChoices(split=1, slices=2)),
                                                            (8, 14, 512, 512, "fp32", WgmmaChoices(split=2, slices=4))])
def test_the_work_items_cover_every_unit_and_output_chunk_once(n, size, c, k, accum, choices):
    """The streamed kernel's own item loop, unit_of and chunk_of, run for every block of its grid: each input chunk of
    each (unit, output chunk) summed by exactly one warpgroup (unsliced: the one that stores it; sliced, each of the
    kSlices that the counter waits for), and each step's ring refill the chunk that step multiplies by."""
    built, width = streamed_program(n, size, c, k, accum, choices)
    cuda = built.cuda
    constants = {"kSlices": 1} | {name: int(value) for name, value in regex.findall(r"\b(k[A-Z]\w*) = (\d+)", cuda)}
    assert constants["kUnits"] == n * (-(-size // 16)) ** 2
    slice_chunks = constants["kInChunks"] // constants["kSlices"]
    assert f"constexpr int kItemSteps = kGroupChunks * {'kSliceChunks' if constants['kSlices'] > 1 else 'kInChunks'};" in cuda
    constants["kItemSteps"] = constants["kGroupChunks"] * slice_chunks
    constants["kSliceChunks"] = slice_chunks
    grid = built.pipeline[0].grid[0]
    assert grid == min(132, constants["kItems"])
    unit_of = expression(cuda, r"auto unit_of = \[&\]\(int item\) \{ return ([^;]*); \};")
    chunk_of = expression(cuda, r"auto chunk_of = \[&\]\(int step\) \{[^\n]*\n(?:\s*const int item = [^\n]*\n)?\s*return ([^;]*);")
    if constants["kSlices"] > 1:  # the step's item and its step within the item, as the kernel's chunk_of declares them
        item_of = expression(cuda, r"const int item = ([^,]*), s = [^;]*;")
        within = expression(cuda, r"const int item = [^,]*, s = ([^;]*);")
    first = expression(cuda, r"\bfirst = ([^;,]*)[;,]")
    first_in = expression(cuda, r"\bfirst_in = ([^;]*);") if constants["kSlices"] > 1 else "0"
    summed = []
    for block in range(grid):
        steps = 0
        for item in range(block, constants["kItems"], grid):
            names = {**constants, "item": item}
            kchunks = range(eval(first, names), eval(first, names) + constants["kGroupChunks"])
            cchunks = range(eval(first_in, names), eval(first_in, names) + slice_chunks)
            for wg in (0, 1):
                unit = eval(unit_of, {**names, "wg": wg})
                if unit < constants["kUnits"]:
                    summed += list(itertools.product([unit], kchunks, cchunks))
            for kchunk, cchunk in itertools.product(kchunks, cchunks):
                env = {**constants, "block": block, "grid": grid, "step": steps}
                if constants["kSlices"] > 1:
                    env |= {"item": eval(item_of, env), "s": eval(within, env)}
                assert eval(chunk_of, env) == kchunk * constants["kInChunks"] + cchunk
                steps += 1
        assert steps == eval(expression(cuda, r"const int steps = ([^;]*);"), {**constants, "block": block, "grid": grid})
    assert sorted(summed) == sorted(itertools.product(range(constants["kUnits"]), range(-(-k // width)), range(constants["kInChunks"])))


def streamed_program(n: int, size: int, c: int, k: int, accum: str, choices: WgmmaChoices | None = None):
    """The kernel for N x size x size from the stand-in prototype of its channels (as pkf.build.obtain_prototype gives
    it: the problem replaced), in the form `choices` names (default: the schedule's), and its output chunk width."""
    problem = Problem(n=n, h=size, w=size, c=c, k=k, m=2, accum=accum)
    tbn, tbk = prototype_tbn(problem), prototype_tbk(problem)  # the stand-in's, as saved
    prototype = Prototype.load(PROTOTYPES / f"n1_h16_w16_c{c}_k{k}_f2x3_fp16_acc{accum}_tile16x{tbn}x{tbk}_sm_90")
    passes = PROLOGUE + wgmma_passes(choices) if choices else None
    return reconstruct(replace(prototype, problem=problem), variant_for(problem, "full-rf64-tma-wg"), passes=passes), chunk_width(problem)


def python_of(expression_text: str) -> str:
    """A C++ condition or ternary (nested in its last operand) of the kernel as Python (ints: / is //; ||, &&; a ? b : c)."""
    text = expression_text.replace("/", "//").replace("||", " or ").replace("&&", " and ").replace("blockIdx.x", "block")
    text = text.replace("gridDim.x", "grid")
    ternary = regex.fullmatch(r"(?P<test>[^?]*) \? (?P<yes>[^:]*) : (?P<no>.*)", text)
    return f"({ternary['yes']} if {ternary['test']} else {python_of(ternary['no'])})" if ternary else text


@pytest.mark.parametrize(("n", "size", "c", "k", "accum", "choices"), [(1, 224, 64, 128, "fp16", None), (1, 224, 64, 128, "fp32", None), (2, 30, 64, 128, "fp16", None),
                                                            (8, 28, 512, 512, "fp16", None), (1, 40, 96, 32, "fp16", None), (3, 17, 16, 96, "fp16", None),
                                                            (32, 56, 128, 128, "fp16", None), (8, 56, 128, 256, "fp16", None),
                                                            (1, 7, 512, 512, "fp16", None), (2, 30, 192, 64, "fp32", None),
                                                            (1, 40, 128, 128, "fp16", WgmmaChoices(split=1, slices=2)),
                                                            (8, 14, 512, 512, "fp32", WgmmaChoices(split=2, slices=4))])
def test_each_step_reads_the_box_it_waited_for(n, size, c, k, accum, choices):
    """The streamed kernel's own box wait parity, load condition and next box (unit, input chunk), run for every block:
    each step's wait names the parity of the last load issued, which holds that step's unit and input chunk; where C <= 64
    and an item has several output chunks the box is loaded once per item (`box_per_item`), not once per step."""
    built, width = streamed_program(n, size, c, k, accum, choices)
    cuda = built.cuda
    constants = {"kSlices": 1} | {name: int(value) for name, value in regex.findall(r"\b(k[A-Z]\w*) = (\d+)", cuda)}
    assert constants["kUnits"] == n * (-(-size // 16)) ** 2
    slice_chunks = constants["kSliceChunks"] = constants["kInChunks"] // constants["kSlices"]
    constants["kItemSteps"] = constants["kGroupChunks"] * slice_chunks
    grid = built.pipeline[0].grid[0]
    unit_of = expression(cuda, r"auto unit_of = \[&\]\(int item\) \{ return ([^;]*); \};")
    steps_of = expression(cuda, r"const int steps = ([^;]*);")
    first_of = expression(cuda, r"\bfirst = ([^;,]*)[;,]")
    first_in_of = expression(cuda, r"\bfirst_in = ([^;]*);") if constants["kSlices"] > 1 else "0"
    first_box = python_of(regex.search(r"load_box\(loaded\(unit_of\(blockIdx.x\)\), ([^;]*)\);", cuda)[1])
    # sliced: whether the step has more input chunks of its slice, and whether the next step is of the same item
    more = regex.search(r"const bool more_in = ([^,]*), same_item = ([^;]*);", cuda)
    parity = regex.search(r"pkf_tma::wait_phase\(pkf_wg::smem_u32\(bars \+ wg\), (\w+)\);", cuda)[1]
    parity_of = python_of(regex.search(rf"const int {parity} = ([^;]*);", cuda)[1])
    next_box = regex.search(r"const bool next_box = ([^;]*);", cuda)
    condition = python_of(regex.search(r"if \(\(tid & 127\) == 0 && ([^\n]*)\) load_box\(next_unit, next_chunk\);", cuda)[1])
    next_chunk = python_of(regex.search(r"const int next_chunk = ([^;]*);", cuda)[1])
    next_unit = python_of(regex.search(r"const int next_unit = loaded\((.*)\);\n", cuda)[1])
    assert ("box_phase" in parity) == bool(next_box) == (c <= 64 and k // width > constants["kSplit"])
    loaded = lambda unit: min(unit, constants["kUnits"] - 1)  # noqa: E731 -- the kernel's `loaded`
    total_loads = 0
    for block, wg in itertools.product(range(grid), (0, 1)):
        env = {**constants, "block": block, "grid": grid, "wg": wg}
        unit_of_item = lambda item: eval(unit_of, {**env, "item": item})  # noqa: E731
        steps, step = eval(steps_of, env), 0
        loads = [(loaded(unit_of_item(block)), eval(first_box, env))]  # what each box load brings in, in order
        for item in range(block, constants["kItems"], grid):
            unit, first, first_in = unit_of_item(item), eval(first_of, {**env, "item": item}), eval(first_in_of, {**env, "item": item})
            for kchunk in range(first, first + constants["kGroupChunks"]):
                for cchunk in range(first_in, first_in + slice_chunks):
                    names = {**env, "item": item, "unit": unit, "first": first, "first_in": first_in, "kchunk": kchunk, "cchunk": cchunk,
                             "step": step, "steps": steps, "unit_of": unit_of_item}
                    if next_box:
                        names["next_box"] = eval(python_of(next_box[1]), names)
                    if more:
                        names["more_in"] = eval(python_of(more[1]), names)
                        names["same_item"] = eval(python_of(more[2]), names)
                    assert eval(parity_of, names) == (len(loads) - 1) % 2, (block, wg, step)
                    assert loads[-1] == (loaded(unit), cchunk), (block, wg, step)
                    if eval(condition, names):
                        loads.append((loaded(eval(next_unit, names)), eval(next_chunk, names)))
                    step += 1
        assert step == steps
        total_loads += len(loads)
    items = sum(len(range(block, constants["kItems"], grid)) for block in range(grid))
    steps_all = items * constants["kItemSteps"]
    assert total_loads == 2 * (items if next_box else steps_all)


def program(size: int = 224, c: int = 64, k: int = 64, accum: str = "fp16"):
    if (c, k, accum) != (64, 64, "fp16"):  # the stand-in prototype: the schedule takes only KTrans and the transform matrices from it
        size = 16
    stand_in = Problem(c=c, k=k, m=2, accum=accum)
    tbn, tbk = prototype_tbn(stand_in), prototype_tbk(stand_in)  # the stand-in's, as saved
    prototype = Prototype.load(PROTOTYPES / f"n1_h{size}_w{size}_c{c}_k{k}_f2x3_fp16_acc{accum}_tile16x{tbn}x{tbk}_sm_90")
    variant = variant_for(prototype.problem, "full-rf64-tma-wg")
    return prototype.problem, variant, reconstruct(prototype, variant)


def ring_events(cuda: str, half: bool = False) -> list[tuple]:
    """The ring's events in one step of a streamed kernel, in program order: ("wait", slot, parity) before a product
    reads it (parity: "phase", the step's, or a constant), ("read", slot, position) for each product issued,
    ("commit",) where the products issued since the last commit become a group (mma_commit, and mma_wait unless told
    not to), ("done", pending) where every group but the last `pending` has finished (mma_wait<pending>),
    ("release", slot, chunk, position) where the warpgroup says its products have read it, naming what the slot takes
    next: `position` of this step's chunk ("this") or the next's. Where the last input chunk is read in half, the
    whole chunks' body, or with `half` the last's."""
    body = cuda[cuda.index("for (int cchunk = "):cuda.index("// bias") if "// bias" in cuda else cuda.index("if (unit < kUnits)")]
    if "if (cchunk + 1 < kInChunks) {" in body:
        whole, last = body.split("if (cchunk + 1 < kInChunks) {", 1)[1].split("} else {", 1)
        body = last if half else whole
    stride = int(regex.search(r"desc0 \+ (\d+)\)", body[body.index("desc0 + 0)") + 10:])[1])  # the second slot's offset
    pattern = regex.compile(r"wait_phase\(pkf_wg::smem_u32\(bars \+ (?P<wait>\d+)\), (?P<parity>phase|\d)\)|"
                            r"position_mma(?:<true>|<(?:true|false), 2>)?\(d\[\d\], v(?P<a>\d)(?P<b>\d), desc0 \+ (?P<read>\d+)\)|"
                            r"(?P<commit>mma_commit\(\))|"
                            r"(?P<done>mma_wait(?:<(?P<pending>\d+), (?P<committed>false|true)>)?\()|"
                            r"release_slot\((?P<release>\d+), (?P<chunk>this|next)_chunk_u \+ (?P<position>\d+) \* \(kSlotBytes / 2\), [^;]*\);")
    events = []
    for m in pattern.finditer(body):
        if m["wait"]:
            events.append(("wait", int(m["wait"]) - 2, m["parity"]))
        elif m["read"] is not None:
            events.append(("read", int(m["read"]) // stride, 4 * int(m["a"]) + int(m["b"])))
        elif m["commit"]:
            events.append(("commit",))
        elif m["done"]:
            events += [("commit",)] if m["committed"] != "false" else []
            events.append(("done", int(m["pending"] or 0)))
        else:
            events.append(("release", int(m["release"]), m["chunk"], int(m["position"])))
    return events


def simulate_ring(events: list[tuple], steps: int, rng: np.random.Generator) -> None:
    """Two warpgroups run `events` once per step, interleaved at random with refills that land after a random delay,
    as templates/wgmma.cu.j2 has them: the slots first hold the first step's positions in issue order (kRing); the
    warpgroup that releases a slot second refills it with what its release names. A slot serves 16 / slots positions
    a step, so its u-th fill is step u // uses' position issued (u % uses) x slots + slot. Every read must find its own
    step's position in the slot until its products are done, every wait the parity of the fill it expects, every
    refill the position the slot serves next, and the two must finish."""
    issued = [e[2] for e in events if e[0] == "read"]
    slots = 1 + max(e[1] for e in events if e[0] == "read")
    uses = len(issued) // slots

    def content(u: int, slot: int) -> tuple[int, int]:  # (step, position) of slot's u-th fill
        return u // uses, issued[u % uses * slots + slot]

    held = {slot: (0, issued[slot]) for slot in range(slots)}  # the (step, position) slot holds
    completed = dict.fromkeys(range(slots), 1)  # fills of each slot landed (phases of its barrier completed)
    released = dict.fromkeys(range(slots), 0)
    where = [[0, 0], [0, 0]]  # per warpgroup: step, event
    reading = [[], []]  # per warpgroup: (slot, step, group) of the products not yet done
    groups = [0, 0]  # per warpgroup: the commit groups so far
    refills = []  # (slot, (step, position)) in flight
    land = rng.choice([0.01, 0.3])  # how soon a refill lands, against the warpgroups' progress

    def use(step: int, n: int) -> int:  # the fill of its slot that event n (a wait or a release) of `step` is about
        return step * uses + sum(e[:2] == events[n][:2] for e in events[:n])
    while where[0][0] < steps or where[1][0] < steps or refills:
        runnable = [g for g in (0, 1) if where[g][0] < steps]
        runnable = [g for g in runnable if events[where[g][1]][0] != "wait" or completed[events[where[g][1]][1]] > use(*where[g])]
        if refills and (not runnable or rng.random() < land):
            slot, fill = refills.pop(rng.integers(len(refills)))
            assert not any(s == slot for g in (0, 1) for s, _, _ in reading[g]), f"slot {slot} refilled under a product"
            held[slot], completed[slot] = fill, completed[slot] + 1
            continue
        assert runnable, f"deadlock at {where}"
        g = runnable[rng.integers(len(runnable))]
        step, n = where[g]
        kind, *args = events[n]
        if kind == "wait":
            slot, parity = args
            u = use(step, n)
            assert completed[slot] == u + 1, "a barrier two phases ahead: its parity would lie"
            assert (step if parity == "phase" else int(parity)) % 2 == u % 2, f"slot {slot}'s wait expects the wrong parity"
        elif kind == "read":
            slot, position = args
            assert held[slot] == (step, position), f"step {step} read slot {slot} holding {held[slot]}"
            reading[g].append((slot, step, groups[g]))
        elif kind == "commit":
            groups[g] += 1
        elif kind == "done":
            finished = groups[g] - args[0]  # the groups before this one have finished
            assert all(held[s][0] == t for s, t, group in reading[g] if group < finished)
            reading[g] = [read for read in reading[g] if read[2] >= finished]
        else:
            slot, chunk, position = args
            assert all(s != slot for s, _, _ in reading[g]), f"slot {slot} released before its products are done"
            released[slot] += 1
            following = content(use(step, n) + 1, slot)
            assert following == (step + (chunk == "next"), position), f"slot {slot} refilled with the wrong position"
            if released[slot] % 2 == 0 and following[0] < steps:
                refills.append((slot, following))
        where[g] = [step + 1, 0] if n + 1 == len(events) else [step, n + 1]


@pytest.mark.parametrize(("n", "size", "c", "k", "accum"), [(1, 16, 128, 128, "fp16"), (1, 16, 64, 128, "fp16"), (1, 16, 128, 64, "fp32"),
                                                            (1, 16, 128, 256, "fp32"), (1, 16, 96, 32, "fp16"),
                                                            (8, 56, 256, 256, "fp16"), (8, 56, 256, 256, "fp32")])
def test_the_streamed_ring_reads_every_chunk_before_it_is_refilled(n, size, c, k, accum):
    """Narrow chunks (16 slots, one position each) and, at 8 x 56^2, 256 -> 256, wide ones: n128 with fp16 sums (8
    slots of two positions a step), n64 with fp32 sums."""
    built, width = streamed_program(n, size, c, k, accum)
    problem = Problem(n=n, h=size, w=size, c=c, k=k, m=2, accum=accum)
    events = ring_events(built.cuda)
    assert ring_events(built.cuda, half=True) == events  # C = 96: the last input chunk's body, in half, the same ring
    slots = wgmma_layout(problem).slots
    assert slots == (8 if chunk_width(problem) == 128 else 16)  # a ring of 128 KB: 16 positions of 8 KB, or 8 of 16 KB
    assert (chunk_width(problem) == 2 * (32 if accum == "fp32" else 64)) == (n == 8)  # wide chunks where the grid is full
    assert sorted(e[2] for e in events if e[0] == "read") == list(range(16))
    assert sorted(e[1] for e in events if e[0] == "release") == sorted(i % slots for i in range(16))
    for seed in range(40):
        simulate_ring(events, steps=5, rng=np.random.default_rng(seed))
    # a release moved before its products are done, a wait taken out, or a refill naming another position is caught
    moved = events.copy()
    first = next(e for e in moved if e[0] == "release")
    moved.insert(moved.index(next(e for e in moved if e[0] == "read" and e[1] == first[1])) + 1, moved.pop(moved.index(first)))
    with pytest.raises(AssertionError, match="released before its products are done"):
        simulate_ring(moved, steps=3, rng=np.random.default_rng(0))
    last_wait = [e for e in events if e[0] == "wait"][-1]
    unwaited = [e for e in events if e != last_wait]
    with pytest.raises(AssertionError, match=f"read slot {last_wait[1]} holding"):
        for seed in range(40):
            simulate_ring(unwaited, steps=5, rng=np.random.default_rng(seed))
    wrong = [e[:3] + ((e[3] + 1) % 16,) if e[0] == "release" else e for e in events]
    with pytest.raises(AssertionError, match="refilled with the wrong position"):
        simulate_ring(wrong, steps=3, rng=np.random.default_rng(0))


def test_one_kernel_with_u_as_its_only_scratch_and_a_tensor_map():
    problem, variant, built = program()
    (launch,) = built.pipeline
    assert variant.name == "pkf-full-rf64-tma-wg"
    assert launch.host_launcher == "pkf_full_wg_itrans_bgemm_otrans_launch" and launch.args == ("U", "x", "y")
    assert launch.grid == (132, 1, 1) and launch.block == (256, 1, 1)
    assert launch.dynamic_shared_bytes == wgmma_layout(problem).shared_bytes == 1024 + 131072 + 2 * 41 * 1024 + 64
    assert [s.name for s in built.scratch] == ["U"] and built.scratch[0].bytes == 131072
    assert "CU_TENSOR_MAP_SWIZZLE_128B" in built.cuda and "x_ptr" not in built.cuda
    assert built.cuda.count("pkf_wg::position_mma(") == 16 and built.cuda.count("pkf_wg::fold<") == 16


@pytest.mark.parametrize(("flags", "needles"), [
    (("--fusion", "full", "--resident-filter", "--tma", "--wgmma", "--accum", "fp16"), ("--wgmma", "F(2,3)", "got --m 4")),
    (("--fusion", "full", "--resident-filter", "--tma", "--wgmma", "--m", "2", "--dtype", "int8"), ("--wgmma", "fp16", "got --dtype int8")),
    (("--fusion", "full", "--wgmma", "--m", "2", "--accum", "fp16"), ("--wgmma", "add --fusion full --resident-filter --tma")),
    ((*WGMMA, "--tbm", "16"), ("--tbm 16", "use --tbm 64")),
    ((*WGMMA, "--c", "1040", "--k", "32"), ("--wgmma", "got --c 1040 --k 32 (nearest: --c 1024 --k 32)")),
    ((*WGMMA, "--k", "1088"), ("--wgmma", "got --c 64 --k 1088 (nearest: --c 64 --k 1024)")),
    ((*WGMMA, "--arch", "sm_80"), ("--arch sm_80", "--arch sm_90")),
    ((*WGMMA, "--shared-limit", "200000"), ("--wgmma: needs 216128 B", "allows 200000")),
])
def test_bad_wgmma_flags_get_one_line_errors(tmp_path, flags, needles):
    out = tmp_path / "b"
    done = pkf("build", *flags, "--no-compile", "--out", str(out), env=ENV)
    assert_one_line_error(done, *needles)
    assert not out.exists()


def test_bias_and_activation_name_the_variant_and_are_rendered_into_the_kernel():
    variant, _ = parse_spec("full-rf64-tma-wg-bias-lrelu")
    assert variant.bias and variant.activation == "lrelu" and variant.name == "pkf-full-rf64-tma-wg-bias-lrelu"
    assert parse_spec("full-rf64-tma-wg-relu")[0].activation == "relu" and not parse_spec("full-rf64-tma-wg-relu")[0].bias
    prototype = Prototype.load(PROTOTYPE)
    plain = reconstruct(prototype, variant_for(prototype.problem, "full-rf64-tma-wg"))
    assert "epilogue" not in plain.cuda and plain.pipeline[0].args == ("U", "x", "y")
    for spec, needles in (("bias-lrelu", ("v.x += b.x;", "slope * v.x", "const float slope = epilogue_ptr[64];")),
                          ("silu", ("__expf(-v.x)",)), ("bias", ("v.x += b.x;",)), ("relu", ("__hmax2(acc[o][m]",))):
        built = reconstruct(prototype, variant_for(prototype.problem, f"full-rf64-tma-wg-{spec}"))
        assert built.pipeline[0].args == ("U", "x", "y", "epilogue")
        assert "float* __restrict__ epilogue_ptr" in built.cuda
        for needle in needles:
            assert needle in built.cuda, (spec, needle)
        # the epilogue comes after the last fold and before the first store
        assert built.cuda.rindex("pkf_wg::fold<") < built.cuda.index(needles[0]) < built.cuda.index("pkf_wg::store_pixel(out,")


@pytest.mark.parametrize("channels", [64, 32])
def test_each_output_gets_the_bias_of_the_channel_it_is_stored_to(channels):
    """The kernel's own expressions, run for every quad lane q and accumulator register m: the bias it adds to
    acc[o][m] is that of the channel the store puts acc[o][m] in."""
    prototype = Prototype.load(PROTOTYPES / f"n1_h16_w16_c64_k{channels}_f2x3_fp16_accfp16_tile16x{channels}x32_sm_90")
    cuda = reconstruct(prototype, variant_for(prototype.problem, "full-rf64-tma-wg-bias-lrelu")).cuda
    bias = regex.search(r"reinterpret_cast<const float2\*>\(epilogue_ptr \+ (?P<at>[^;]*)\);", cuda)["at"]
    base = regex.search(rf"half\* out = .* \* {channels} \+ (?P<base>[^;]*);", cuda)["base"]
    stored = {}  # (q, t, m) -> the channel of acc[o][m]'s first half
    for store in regex.finditer(r"pkf_wg::store_pixel\(out(?: \+ (?P<offset>\d+))?, (?P<args>[^;]*)\);", cuda):
        for j, m in enumerate(regex.findall(r"acc\[o\]\[([^\]]+)\]", store["args"])):
            for q, t in itertools.product(range(4), range(2)):
                channel = eval(base.replace("/", "//"), {"q": q}) + int(store["offset"] or 0) + 2 * j
                stored[q, t, eval(m, {"t": t})] = channel
    assert len(stored) == channels and sorted(set(stored.values())) == list(range(0, channels, 2))
    for (q, t, m), channel in stored.items():
        assert eval(bias.replace("/", "//"), {"q": q, "m": m}) == channel, (q, t, m)
    assert f"const float slope = epilogue_ptr[{channels}];" in cuda  # after the K biases, as the harness and pkf.torch put it


@pytest.mark.parametrize(("flags", "needles"), [
    (("--fusion", "full", "--resident-filter", "--tma", "--bias", "--m", "2"),
     ("--bias", "the resident schedule does not take it", "the wgmma, cublas, thin and rows schedules do", "add --schedule wgmma")),
    (("--fusion", "shmem", "--activation", "silu"), ("--activation silu", "the shmem schedule does not take it", "--schedule wgmma")),
    # F(4,3): at F(2,3) the rows schedule takes K = 1040
    (("--c", "64", "--k", "1040", "--m", "4", "--bias", "--accum", "fp16"), ("no schedule takes this problem", "wgmma", "C and K multiples of 16, each up to 1024")),
])
def test_bias_and_activation_elsewhere_get_one_line_errors(tmp_path, flags, needles):
    out = tmp_path / "b"
    done = pkf("build", *flags, "--no-compile", "--out", str(out), env=ENV)
    assert_one_line_error(done, *needles)
    assert not out.exists()


def test_space_lists_the_wgmma_schedule():
    done = pkf("space", "--fusion", "full", "--m", "2", "--accum", "fp16", env=ENV)
    assert done.returncode == 0, done.stderr
    assert "full-wg" in done.stdout and "216128" in done.stdout


@pytest.mark.nvcc
def test_the_wgmma_variant_compiles_for_sm90a(tmp_path):
    done = pkf("build", *WGMMA, "--out", str(tmp_path / "b"), env=ENV)
    assert done.returncode == 0, done.stderr
    main = (tmp_path / "b" / "main.cu").read_text()
    assert "pkf_full_wg_itrans_bgemm_otrans_launch(dim3(132, 1, 1), dim3(256, 1, 1), 216128, b.U, x, b.y);" in main
    assert (tmp_path / "b" / "pkf_main").is_file()


@pytest.mark.gpu
@pytest.mark.nvcc
@pytest.mark.parametrize("size", ["224", "320", "960"])
def test_the_wgmma_variant_matches_the_reference(tmp_path, size):
    done = pkf("build", *WGMMA, "--h", size, "--w", size, "--out", str(tmp_path / "b"), env=ENV)
    assert done.returncode == 0, done.stderr
    result = run_harness(tmp_path / "b" / "pkf_main", "pkf-full-rf64-tma-wg", reps=3, seed=7)
    print(result.summary())
    assert result.passed(TOLERANCE["fp16"])


@pytest.mark.slow
@pytest.mark.nvcc
@pytest.mark.parametrize("output", [("--bias", "--activation", "lrelu"), ("--activation", "silu", "--k", "32")])
def test_the_bias_and_activation_variants_compile_for_sm90a(tmp_path, output):
    done = pkf("build", *WGMMA, "--n", "2", "--h", "30", "--w", "44", *output, "--out", str(tmp_path / "b"), env=ENV)
    assert done.returncode == 0, done.stderr
    main = (tmp_path / "b" / "main.cu").read_text()
    assert "b.U, x, b.y, b.epilogue);" in main and "b.epilogue = make_epilogue(seed);" in main
    assert (tmp_path / "b" / "pkf_main").is_file()


@pytest.mark.gpu
@pytest.mark.nvcc
@pytest.mark.parametrize("output", [("--bias",), ("--activation", "relu"), ("--bias", "--activation", "relu"),
                                    ("--bias", "--activation", "lrelu"), ("--bias", "--activation", "silu")])
def test_the_bias_and_activation_match_the_reference(tmp_path, output):
    done = pkf("build", *WGMMA, "--n", "2", "--h", "30", "--w", "44", *output, "--out", str(tmp_path / "b"), env=ENV)
    assert done.returncode == 0, done.stderr
    result = run_harness(tmp_path / "b" / "pkf_main", "wgmma " + " ".join(output), reps=3, seed=7)
    print(result.summary())
    assert result.passed(TOLERANCE["fp16"])


@pytest.mark.slow
@pytest.mark.tvm
@pytest.mark.nvcc
def test_batches_and_edge_units_build_and_compile(tmp_path):
    """N > 1 walks the units of every image; H and W that are not multiples of 16 get edge units whose outside rows
    and columns the TMA reads as zeros and the kernel does not store."""
    done = pkf("build", *WGMMA, "--n", "2", "--h", "30", "--w", "44", "--out", str(tmp_path / "b"),
               env={"PKF_CACHE": str(tmp_path / "cache")})
    assert done.returncode == 0, done.stderr
    main = (tmp_path / "b" / "main.cu").read_text()
    assert "constexpr int kUnitsX = 3, kUnits = 12;" in main and "constexpr int kUnitsY = 2;" in main
    assert "unit / (kUnitsX * kUnitsY)" in main and "half* const image = y_ptr + size_t(unit / (kUnitsX * kUnitsY)) * 84480;" in main
    assert "if (oy + 2 * t + o / 2 >= 30 || ox + o % 2 >= 44) continue;" in main
    assert (tmp_path / "b" / "pkf_main").is_file()


@pytest.mark.gpu
@pytest.mark.nvcc
@pytest.mark.parametrize("shape", [("2", "56", "56", "64"), ("1", "30", "44", "64"), ("3", "17", "33", "64"), ("1", "224", "224", "32"),
                                   ("3", "17", "33", "32")])
def test_batches_and_edge_units_match_the_reference(tmp_path, shape):
    n, h, w, k = shape
    done = pkf("build", *WGMMA, "--n", n, "--h", h, "--w", w, "--k", k, "--out", str(tmp_path / "b"), env=ENV)
    assert done.returncode == 0, done.stderr
    result = run_harness(tmp_path / "b" / "pkf_main", "pkf-full-rf64-tma-wg", reps=3, seed=7)
    print(result.summary())
    assert result.passed(TOLERANCE["fp16"])


@pytest.mark.slow
@pytest.mark.nvcc
@pytest.mark.parametrize("shape", [("128", "128"), ("64", "128"), ("256", "512", "--bias", "--activation", "silu"),
                                   ("64", "128", "--accum", "fp32"), ("512", "512", "--accum", "fp32", "--bias", "--activation", "silu"),
                                   ("96", "32"), ("160", "32", "--bias", "--activation", "lrelu"), ("64", "96"),
                                   ("256", "256", "--n", "8", "--h", "56", "--w", "56"),
                                   ("96", "160", "--n", "8", "--h", "56", "--w", "56", "--bias", "--activation", "relu"),
                                   ("256", "256", "--n", "8", "--h", "56", "--w", "56", "--accum", "fp32")])
def test_the_streamed_kernel_compiles_without_spills_or_serialised_wgmma(tmp_path, shape):
    """ptxas on the kernel whose U is streamed: none of its wgmma serialised (C7520: ptxas does that where a branch
    lies among the products, which is why a ring slot's release is one predicated block), and no spills with narrow
    chunks (n32's fp32 accumulators and float2 outputs take what n64's fp16 ones take). Wide chunks (n128 fp16, n64
    fp32: the last three, at 8 x 56^2) spill a few words for their pairs of V (they measured 4-10 % faster than the
    unspilled form without the pairs: experiments/results/2026-11-26-h100-wgmma-wide/wide-forms.log), and with a bias
    and activation up to 240 bytes more for the vector stores' contiguous registers (96 -> 160 here: 672 bytes; the
    wide forms measured ran 2-13 % faster with the vector stores: experiments/results/2026-11-27-h100-stores/stores/)."""
    from pkf.harness.nvcc import FLAGS, find_nvcc

    c, k, *output = shape
    size = () if "--n" in output else ("--n", "2", "--h", "30", "--w", "44")
    done = pkf("build", *WGMMA, *size, "--c", c, "--k", k, *output, "--no-compile", "--out", str(tmp_path / "b"), env=ENV)
    assert done.returncode == 0, done.stderr
    assert regex.search(r"for \(int cchunk = (0|first_in); cchunk < (kInChunks|first_in \+ kSliceChunks); \+\+cchunk, \+\+step\)",
                        (tmp_path / "b" / "main.cu").read_text())  # U streamed, whole items or slices
    ptxas = subprocess.run([find_nvcc(), "-gencode", "arch=compute_90a,code=sm_90a", *FLAGS, "-Xptxas", "-v", "-c",
                            str(tmp_path / "b" / "main.cu"), "-o", str(tmp_path / "main.o")], capture_output=True, text=True)
    assert ptxas.returncode == 0, ptxas.stderr[-2000:]
    kernel = ptxas.stderr[ptxas.stderr.index("Function properties for pkf_full_wg_itrans_bgemm_otrans"):]
    spills = regex.search(r"(\d+) bytes spill stores, (\d+) bytes spill loads", kernel.split("\n")[1])
    wide = "kSlots = 8" in (tmp_path / "b" / "main.cu").read_text() or "fp32" in output and "--n" in output
    assert (int(spills[1]) + int(spills[2]) <= 768) if wide else spills[0] == "0 bytes spill stores, 0 bytes spill loads"
    assert "C7520" not in ptxas.stderr


@pytest.mark.gpu
@pytest.mark.nvcc
@pytest.mark.parametrize("shape", [("2", "30", "44", "128", "128"), ("1", "56", "56", "64", "128"), ("3", "17", "33", "128", "64"),
                                   ("1", "28", "28", "256", "256"), ("2", "14", "14", "512", "512"),
                                   ("1", "20", "36", "128", "256", "--bias", "--activation", "lrelu"), ("2", "30", "44", "96", "32"),
                                   ("1", "56", "56", "160", "32"), ("3", "17", "33", "32", "64"), ("1", "28", "28", "64", "96"),
                                   ("2", "14", "14", "16", "32"), ("2", "30", "44", "96", "96", "--bias", "--activation", "relu"),
                                   ("1", "40", "36", "48", "48", "--bias"), ("3", "75", "88", "96", "160", "--bias", "--activation", "relu")])
def test_the_streamed_kernel_matches_the_reference(tmp_path, shape):
    """C or K beyond 64: U streamed in chunks; a warpgroup past the last unit (odd unit counts) repeats it unstored.
    C not a multiple of 64: the last input chunk padded (the TMA's zeros, U's zeros); K not a multiple of 64: the last
    output chunk padded (its channels past K neither stored nor biased); K = 32: n32. The last: n96 chunks (8 ring
    slots of two positions a step), K padded to 192, edge units."""
    n, h, w, c, k, *output = shape
    done = pkf("build", *WGMMA, "--n", n, "--h", h, "--w", w, "--c", c, "--k", k, *output, "--out", str(tmp_path / "b"), env=ENV)
    assert done.returncode == 0, done.stderr
    result = run_harness(tmp_path / "b" / "pkf_main", "wgmma streamed " + " ".join(shape), reps=3, seed=7)
    print(result.summary())
    assert result.passed(TOLERANCE["fp16"])


@pytest.mark.gpu
@pytest.mark.nvcc
@pytest.mark.parametrize("shape", [("1", "224", "224", "64", "64"), ("2", "30", "44", "64", "32"), ("3", "17", "33", "128", "64"),
                                   ("2", "14", "14", "512", "512"), ("1", "20", "36", "128", "256", "--bias", "--activation", "silu"),
                                   ("8", "58", "50", "128", "96", "--bias")])
def test_fp32_sums_match_the_reference_more_closely(tmp_path, shape):
    """fp32 sums (wgmma .f32, float outputs rounded once): the error is the fp16 Winograd domain's alone and does not
    grow with C (experiments/wgmma_precision.py simulates 6.1e-4 to 6.2e-4 at C = 64 to 1024, against 1.0e-3 to
    2.4e-3 with fp16 sums)."""
    n, h, w, c, k, *output = shape
    done = pkf("build", *WGMMA[:-1], "fp32", "--n", n, "--h", h, "--w", w, "--c", c, "--k", k, *output, "--out", str(tmp_path / "b"),
               env=ENV)
    assert done.returncode == 0, done.stderr
    result = run_harness(tmp_path / "b" / "pkf_main", "wgmma fp32 sums " + " ".join(shape), reps=3, seed=7)
    print(result.summary())
    assert result.passed(TOLERANCE["fp16"]) and result.rel_l2 < 1e-3


def test_slices_cut_short_grids_where_the_measured_costs_say_they_pay():
    """An item's input chunks split over blocks where the items leave SMs idle, by the H100's measured costs: at
    resnet-512@7 N = 1 (8 pairs x groups: 8 blocks of 8 steps) into 8 slices of one step; not at vgg-128@112 N = 1 (two
    input chunks: one step and a reduction measured slower than two steps); never where the grid is full. A sliced
    kernel takes a zeroed workspace, which the harness zeroes once instead of poisoning it, and checks again after
    the timed launches."""
    from pkf.harness.render import render_main
    from pkf.reconstructor.wgmma import sums_bytes, wgmma_slices, wgmma_steps

    small = Problem(n=1, h=7, w=7, c=512, k=512, m=2, accum="fp16")
    assert wgmma_slices(small, 132) == 8 and wgmma_steps(small, 132) == 1
    assert wgmma_slices(Problem(n=1, h=112, w=112, c=128, k=128, m=2, accum="fp16"), 132) == 1
    assert wgmma_slices(Problem(n=8, h=28, w=28, c=512, k=512, m=2, accum="fp16"), 132) == 1  # 128 items already
    assert wgmma_slices(small, 132, WgmmaChoices(slices=2)) == 2
    with pytest.raises(ValueError, match="slices 3: must divide the 8 input chunks"):
        wgmma_slices(small, 132, WgmmaChoices(slices=3))
    built, _ = streamed_program(1, 7, 512, 512, "fp16")
    (workspace,) = [b for b in built.scratch if b.name == "sums"]
    assert workspace.zeroed and workspace.bytes == sums_bytes(small, 8) == (64 * 256 + 1) * 8 * 4
    assert built.pipeline[0].args == ("U", "x", "y", "sums")
    main = render_main(small, variant_for(small, "full-rf64-tma-wg"), built)
    assert "cudaMemset(b.sums, 0, " in main and "cudaMemset(b.U, 0xFF, " in main and "const Error again" in main
    unsliced, _ = streamed_program(8, 28, 512, 512, "fp16")
    assert [b.name for b in unsliced.scratch] == ["U"] and "sums_ptr" not in unsliced.cuda


def test_the_split_fills_the_sms_and_a_form_may_name_its_own():
    from pkf.reconstructor.wgmma import wgmma_items, wgmma_split

    wide = Problem(n=8, h=28, w=28, c=512, k=512, m=2, accum="fp16")  # 32 units, 16 pairs, 8 output chunks
    assert wgmma_split(wide, 132) == 8 and wgmma_items(wide, 132) == 128
    assert wgmma_split(wide, 100) == 4  # 16 x 8 would exceed 100 SMs
    assert wgmma_split(Problem(n=32, h=112, w=112, c=128, k=128, m=2, accum="fp16"), 132) == 1  # 784 pairs already
    assert wgmma_items(wide, 132, WgmmaChoices(split=2, slices=1)) == 32
    assert wgmma_items(wide, 132, WgmmaChoices(split=2)) == 128  # the grid filled by 4 slices of the 8 input chunks
    with pytest.raises(ValueError, match="split 3: must divide the 8 output chunks"):
        wgmma_split(wide, 132, WgmmaChoices(split=3))


def test_a_last_input_chunk_of_32_channels_is_read_and_multiplied_in_half():
    """C mod 64 of 32 (or 16): the last input chunk's channels past 32 are the TMA's zeros, so its batches load each
    pixel's first 16 bytes, combine 4 registers and issue two of the four k16 steps; the other chunks are whole. Where that
    chunk is the only one (C = 32) every batch is; with fp32 sums and several chunks, none (measured slower)."""
    def halves(built) -> tuple[int, int, bool]:
        text = built.cuda[built.cuda.index("pkf_full_wg_itrans_bgemm_otrans("):]
        return (len(regex.findall(r"load_tile_pixel<\d+, 1>", text)), text.count("position_mma<false, 2>") + text.count("position_mma<true, 2>"),
                "if (cchunk + 1 < kInChunks)" in text)

    ninety_six, _ = streamed_program(1, 64, 96, 96, "fp16")
    loads, products, branch = halves(ninety_six)
    assert loads > 0 and products == 16 and branch
    assert ninety_six.cuda.count("pkf_wg::position_mma(d[") == 16  # the whole chunks' 16 products
    loads, products, branch = halves(streamed_program(1, 64, 32, 32, "fp16")[0])  # one chunk, U resident: all half
    assert loads > 0 and products == 16 and not branch
    assert halves(streamed_program(1, 64, 128, 128, "fp16")[0]) == (0, 0, False)
    assert halves(streamed_program(1, 64, 96, 96, "fp32")[0]) == (0, 0, False)
    whole, _ = streamed_program(1, 64, 96, 96, "fp16", WgmmaChoices(half_chunks=False))
    assert halves(whole) == (0, 0, False)


def test_the_split_fills_the_last_wave():
    """More pairs than SMs: the output chunks are cut where that leaves the busiest block fewer steps (196 pairs of
    two chunks: 2 waves of 2 steps, or 3 waves of 1), else not; among splits that tie, the fewest groups."""
    from pkf.reconstructor.wgmma import box_per_item, groups_filling, wgmma_items, wgmma_split

    assert groups_filling(196, 2, 132) == 2  # 4 steps -> 3
    assert groups_filling(100, 4, 132) == 1  # 4 steps whichever the split
    assert groups_filling(64, 4, 132) == 2  # within the SMs: 2 steps; cut in 4, 2 waves of 1 step: no better
    assert groups_filling(264, 2, 132) == 1  # two whole waves either way
    assert groups_filling(8, 8, 132) == 8
    problem = Problem(n=8, h=112, w=112, c=64, k=128, m=2, accum="fp16")
    assert wgmma_split(problem, 132) == 2 and wgmma_items(problem, 132) == 392 and not box_per_item(problem, 132)


def test_the_chunk_width_follows_what_the_h100_measured():
    """Wide chunks (n128 with fp16 sums, n64 with fp32) against narrow ones (n64, n32), both measured at the same
    layers in one H100 call (experiments/results/2026-11-26-h100-wgmma-wide/sweeps): wherever one ran 15 % or more
    faster, `chunk_width` takes it (46 rows; 45 agree outright, the one that does not is 12 % off; where wide won, n96
    now takes some, measured faster still below), but for the one row where the narrow form is now split to fill the
    last wave, which a later call measured faster than wide."""
    from conftest import REPO

    sweeps = REPO / "experiments" / "results" / "2026-11-26-h100-wgmma-wide" / "sweeps"
    line = regex.compile(r"\] (\S+) N=(\d+) (\d+)x(\d+) C=(\d+) K=(\d+): pkf-\S+ ([\d.]+) us")

    def times(log: str) -> dict[tuple, float]:
        return {tuple(map(int, m.groups()[1:6])): float(m[7]) for m in map(line.search, (sweeps / log).open()) if m}

    checked = 0
    for accum, wide_log, narrow_log, wide in (("fp16", "wgmma-wide-n128.log", "wgmma-wide-n64-before.log", 128),
                                              ("fp32", "wgmma-wide-fp32-n64.log", "wgmma-wide-fp32-n32-before.log", 64)):
        wide_us, narrow_us = times(wide_log), times(narrow_log)
        for (n, h, w, c, k), us in wide_us.items():
            if (n, h, w, c, k) not in narrow_us:
                continue  # C = 64 -> K = 128 with fp16 sums: one n128 chunk does not fit, refused
            if (n, h, w, c, k, accum) == (8, 112, 112, 128, 128, "fp16"):
                # measured narrow unsplit (73.7 us); split to fill the last wave it ran 53.0 us against the wide
                # form's 57.9 in one call (experiments/results/2026-11-27-h100-waves/waves.log): narrow
                assert chunk_width(Problem(n=n, h=h, w=w, c=c, k=k, m=2, accum=accum)) == 64
                checked += 1
                continue
            ratio = us / narrow_us[n, h, w, c, k]
            chosen = chunk_width(Problem(n=n, h=h, w=w, c=c, k=k, m=2, accum=accum))
            if ratio < 1 / 1.15 or ratio > 1.15:  # wider than narrow where wide won: n128 (n64 fp32), or n96 below
                assert (chosen > wide // 2) == (ratio < 1), (accum, n, h, c, k, us, narrow_us[n, h, w, c, k], chosen)
            checked += 1
    assert checked == 46
    # n64, n96 and n128 forced at 10 layers in one call (experiments/results/2026-11-27-h100-n96/n96.log): n96 was the
    # fastest at every one (up to 1.24x n128, 1.55x n64), and the automatic width is n96 at each
    n96 = regex.compile(r"^(\S+)-n96 \"median_us\"")
    layers = {m[1] for m in map(n96.match, (REPO / "experiments" / "results" / "2026-11-27-h100-n96" / "n96.log").open()) if m}
    assert len(layers) == 10
    from experiments.streamed_forms import N96_LAYERS, layer_problem

    assert all(chunk_width(layer_problem(N96_LAYERS[layer])) == 96 for layer in layers)
