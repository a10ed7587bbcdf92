"""The wgmma schedule (`--wgmma`, reconstructor/wgmma.py): B^T and A^T are read from TVM's ITrans and
OTrans and checked; the batches cover every Winograd position once and compute exactly the transform; KTrans
stores U in the wgmma B image, a permutation that puts each element where the kernel's fragments read it; bad
flags get one-line errors; the build compiles for sm_90a and, on a GPU, is correct."""

import itertools

import numpy as np
import pytest
import regex
from conftest import PROTOTYPES
from test_cli_errors import assert_one_line_error, pkf

from pkf.harness.run import TOLERANCE, run_harness
from pkf.records import Prototype
from pkf.reconstructor.wgmma import wgmma_layout
from pkf.sweep import parse_spec, variant_for
from pkf.winograd import transforms
from pkf.reconstructor import reconstruct
from pkf.reconstructor.errors import NoMatch
from pkf.reconstructor.kernels import split_kernels
from pkf.reconstructor.wgmma import WgmmaChoices, batches, batches_code, transform_matrices

ENV = {"PKF_PROTOTYPES": str(PROTOTYPES)}
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


@pytest.mark.parametrize("schedule", [WgmmaChoices(), WgmmaChoices(merge=False), WgmmaChoices(share=True), WgmmaChoices(pipelined=False)])
def test_the_generated_batches_compute_the_winograd_product(schedule):
    bt, at = transform_matrices(*source_and_problem())
    d = np.random.default_rng(3).standard_normal((4, 4))
    code = batches_code(bt, at, schedule)
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
def test_ktrans_stores_u_where_the_fragments_read_it(channels):
    _, _, built = program(k=channels)
    assert f"U_ptr[pkf_wg::image_index<{channels}>(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)))] =" in built.cuda
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
    assert "const int p = u / (64 * K), n = n_of_channel(u / 64 % K), k = k_of_channel(u % 64);" in built.cuda
    assert "return p * (64 * K) + n * 64 + ((k / 8) ^ (n % 8)) * 8 + k % 8;" in built.cuda


@pytest.mark.parametrize("channels", [64, 32])
def test_every_output_of_a_unit_is_stored_once(channels):
    """The kernel's own tile, column and store expressions, run for every thread of a warpgroup: a unit's 16 x 16
    pixels times K channels, each stored by exactly one thread."""
    _, _, built = program(16, k=channels)  # one unit
    cuda = built.cuda
    col = regex.search(r"const int col = (?P<e>[^;]*);", cuda)["e"]
    out = regex.search(r"half\* out = y_ptr \+ \(size_t\((?P<row>[^)]*)\) \* 16 \+ (?P<x>[^)]*)\) \* (?P<k>\d+) \+ 8 \* q;", cuda)
    assert int(out["k"]) == channels
    offsets = [int(m or 0) for m in regex.findall(r"reinterpret_cast<uint4\*>\(out(?: \+ (\d+))?\) = make_uint4", cuda)]
    assert offsets == ([0, 32] if channels == 64 else [0])
    stored = []
    for warp, r, q, t, o in itertools.product(range(4), range(8), range(4), range(2), range(4)):
        c = eval(col.replace("/", "//"), {"r": r})
        oy, ox = 4 * warp, 2 * c
        row, x = eval(out["row"].replace("/", "//"), {"oy": oy, "t": t, "o": o}), eval(out["x"], {"ox": ox, "o": o})
        stored += [(row, x, 8 * q + offset + e) for offset in offsets for e in range(8)]
    assert sorted(stored) == sorted(itertools.product(range(16), range(16), range(channels)))


def program(size: int = 224, k: int = 64):
    if k != 64:  # the stand-in prototype: the schedule takes only KTrans and the transform matrices from it
        size = 16
    prototype = Prototype.load(PROTOTYPES / f"n1_h{size}_w{size}_c64_k{k}_f2x3_fp16_accfp16_tile16x{k}x32_sm_90")
    variant = variant_for(prototype.problem, "full-rf64-tma-wg")
    return prototype.problem, variant, reconstruct(prototype, variant)


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
    (("--fusion", "full", "--resident-filter", "--tma", "--wgmma", "--m", "2"), ("--wgmma", "--accum fp16", "got --accum fp32")),
    (("--fusion", "full", "--wgmma", "--m", "2", "--accum", "fp16"), ("--wgmma", "add --fusion full --resident-filter --tma")),
    ((*WGMMA, "--tbm", "16"), ("--tbm 16", "use --tbm 64")),
    ((*WGMMA, "--c", "128"), ("--wgmma", "C = 64 and K = 64 or 32", "got --c 128")),
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
        assert built.cuda.rindex("pkf_wg::fold<") < built.cuda.index(needles[0]) < built.cuda.index("*reinterpret_cast<uint4*>(out)")


@pytest.mark.parametrize("channels", [64, 32])
def test_each_output_gets_the_bias_of_the_channel_it_is_stored_to(channels):
    """The kernel's own expressions, run for every quad lane q and accumulator register m: the bias it adds to
    acc[o][m] is that of the channel the store puts acc[o][m] in."""
    prototype = Prototype.load(PROTOTYPES / f"n1_h16_w16_c64_k{channels}_f2x3_fp16_accfp16_tile16x{channels}x32_sm_90")
    cuda = reconstruct(prototype, variant_for(prototype.problem, "full-rf64-tma-wg-bias-lrelu")).cuda
    bias = regex.search(r"reinterpret_cast<const float2\*>\(epilogue_ptr \+ (?P<at>[^;]*)\);", cuda)["at"]
    base = regex.search(rf"half\* out = .* \* {channels} \+ (?P<base>[^;]*);", cuda)["base"]
    stored = {}  # (q, t, m) -> the channel of acc[o][m]'s first half
    for store in regex.finditer(r"reinterpret_cast<uint4\*>\(out(?: \+ (?P<offset>\d+))?\) = make_uint4\((?P<args>[^;]*)\);", cuda):
        for j, m in enumerate(regex.findall(r"acc\[o\]\[([^\]]+)\]", store["args"])):
            for q, t in itertools.product(range(4), range(2)):
                channel = eval(base.replace("/", "//"), {"q": q}) + int(store["offset"] or 0) + 2 * j
                stored[q, t, eval(m, {"t": t})] = channel
    assert len(stored) == channels and sorted(set(stored.values())) == list(range(0, channels, 2))
    for (q, t, m), channel in stored.items():
        assert eval(bias.replace("/", "//"), {"q": q, "m": m}) == channel, (q, t, m)
    assert f"const float slope = epilogue_ptr[{channels}];" in cuda  # after the K biases, as the harness and pkf.torch put it


@pytest.mark.parametrize(("flags", "needles"), [
    (("--fusion", "full", "--resident-filter", "--tma", "--bias", "--m", "2"), ("--bias", "wgmma schedule's output only")),
    (("--fusion", "shmem", "--activation", "silu"), ("--activation silu", "wgmma schedule's output only")),
    (("--c", "128", "--k", "128", "--bias"), ("no schedule takes this problem", "wgmma", "C = 64 and K = 64 or 32")),
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
