"""The rows schedule (reconstructor/rows.py, templates/rows.cu.j2): F(2,3) along rows only, an implicit GEMM on
wgmma with the input channels summed in its accumulators. Built when asked for (`--schedule rows`). The kernel was
measured as a standalone prototype first (experiments/rows, experiments/results/2026-11-27-h100-rows); these tests tie
the schedule's template to it: the same U layout, the same block shapes, no serialised wgmma, and on a GPU the
harness's float64 check."""

import importlib.util
import subprocess
from pathlib import Path

import numpy as np
import pytest
import regex
from conftest import PROTOTYPES
from test_cli_errors import assert_one_line_error, pkf

from pkf.errors import PkfError
from pkf.harness.run import TOLERANCE, run_harness
from pkf.limits import Limits
from pkf.problem import Problem
from pkf.reconstructor.rows import SHARED_LIMIT, STRIPS, Form, blocks, box_stride, boxes, rows_plan, rows_source
from pkf.reconstructor.schedules import by_name, resolve_variant

LIMITS = Limits.sm90()
ENV = {"PKF_PROTOTYPES": str(PROTOTYPES)}
REPO = Path(__file__).resolve().parent.parent


def experiment_module(name, path):
    """A script under experiments/ as a module: experiments/rows/bench.py (the layout of U the H100 checked, its
    `permutations`), experiments/wgmma_precision.py (the kernels' roundings simulated)."""
    spec = importlib.util.spec_from_file_location(name, REPO / "experiments" / path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_asked_for_it_resolves_and_refuses_what_it_does_not_take_in_one_line():
    for c, k, accum in ((64, 128, "fp16"), (256, 512, "fp16"), (64, 64, "fp16"), (64, 64, "fp32"), (192, 320, "fp32"),
                        (96, 128, "fp16"), (64, 176, "fp16"), (16, 48, "fp32")):
        assert resolve_variant(Problem(c=c, k=k, m=2, accum=accum), by_name("rows").named_variant(), None, None, LIMITS).rows
    for problem, needle in ((Problem(c=100, k=128, m=2, accum="fp16"), "--c 100: the rows schedule takes C and K multiples of 16 (nearest: --c 96)"),
                            (Problem(c=64, k=170, m=2, accum="fp16"), "--k 170: the rows schedule takes C and K multiples of 16 (nearest: --k 176)"),
                            (Problem(c=64, k=128, m=4, accum="fp16"), "--m 4")):
        with pytest.raises(PkfError, match=regex.escape(needle)):
            resolve_variant(problem, by_name("rows").named_variant(), None, None, LIMITS)
    done = pkf("build", "--schedule", "rows", "--c", "64", "--k", "90", "--accum", "fp16", "--no-compile", env=ENV)
    assert_one_line_error(done, "--k 90")


@pytest.mark.parametrize("n, h, c, k, accum, form", [(32, 56, 256, 256, "fp16", (128, False, 2)), (8, 28, 128, 128, "fp16", (64, True, 2)),
                                                    (1, 56, 256, 256, "fp16", (64, True, 2)), (32, 28, 128, 128, "fp16", (64, False, 3)),
                                                    (1, 28, 512, 512, "fp16", (64, True, 2)), (8, 28, 512, 512, "fp16", (128, False, 2)),
                                                    (8, 56, 256, 256, "fp16", (64, False, 3)), (8, 112, 128, 128, "fp16", (128, False, 2)),
                                                    (32, 56, 256, 256, "fp32", (64, False, 2)), (32, 28, 512, 512, "fp32", (128, True, 2))])
def test_the_form_is_the_one_the_h200_measured_fastest(monkeypatch, n, h, c, k, accum, form):
    """Among persistent blocks (no clusters), each form alone on the H200 (experiments/results/2026-11-29-h200-rows-refit; vgg-512@28 N=1 2026-11-28-h200-
    rows-split): n128 full where its items fill the SMs (vgg-256@56 N=32 113.9 us; n64 131.0), n64 split where even
    n64's items leave SMs idle (resnet-128@28 N=8 9.4 us; n64 11.2, n128 15.0; vgg-512@28 N=1 23.3, n64 26.0), n64
    with three warpgroups where its items of 96 tile pairs fill whole rounds (resnet-128@28 N=32 15.1 us in one round
    of 132 items, n128 16.7, n64 17.1; vgg-256@56 N=8 34.3 in two, n64 35.7, n128 38.6) but not where n128's fill more
    of a round (vgg-512@28 N=8 56.9 in two, n128 37.6 in one), fp32 sums at n64 full (vgg-256@56 N=32 142.0; n128 split
    159.4) but n128 split where it saves a round (vgg-512@28 N=32 152.0; n64 154.0)."""
    import pkf.reconstructor.rows as rows

    monkeypatch.setattr(rows, "CLUSTER_MOST", 1)
    plan = rows_plan(Problem(n=n, h=h, w=h, c=c, k=k, m=2, accum=accum))
    assert (plan.width, plan.split, plan.groups) == form


@pytest.mark.parametrize("n, h, w, c, k, accum, cluster", [(1, 7, 7, 512, 512, "fp16", 8), (1, 14, 14, 256, 256, "fp16", 4),
                                                           (1, 35, 48, 496, 64, "fp32", 8), (2, 7, 7, 512, 512, "fp16", 8),
                                                           (1, 56, 56, 256, 256, "fp16", 1), (8, 28, 28, 512, 512, "fp16", 1),
                                                           (1, 28, 28, 128, 128, "fp16", 1), (8, 20, 30, 320, 448, "fp16", 1)])
def test_clusters_share_c_where_items_are_few_and_run_in_one_wave(n, h, w, c, k, accum, cluster):
    """A cluster of blocks shares each item's input channels where the H200 measured it faster than persistent blocks
    (experiments/results/2026-12-01-h200-rows-cluster/refit: resnet-512@7 N=1 8.9 against 15.8 us, resnet-256@14 N=1
    8.7 against 10.6, 496-64@35x48 N=1 fp32 11.4 against 19.4, resnet-512@7 N=2 9.9 against 15.8), not where items fill
    the SMs (vgg-256@56 N=1, vgg-512@28 N=8) or where it saves less than the exchange costs (resnet-128@28 N=1 8.2
    against 8.1); and never more clusters than run at once, since 11 of 14 runs that needed a second wave measured
    0.62-0.91x the persistent blocks' speed (the first plan's); its partial sums fit over the boxes and ring."""
    from pkf.reconstructor.rows import MAX_CLUSTERS, cluster_bytes

    plan = rows_plan(Problem(n=n, h=h, w=w, c=c, k=k, m=2, accum=accum))
    assert plan.cluster == cluster
    if cluster > 1:
        assert plan.items <= MAX_CLUSTERS[cluster] and blocks(plan, Problem(n=n, h=h, w=w, c=c, k=k, m=2, accum=accum), 132) == plan.items * cluster
        assert cluster_bytes(plan.form) <= 2 * plan.box_stride + plan.slots * plan.slot_bytes
        assert -(-c // 64) >= cluster


def test_a_clusters_blocks_share_the_chunks_and_the_last_part_full_one():
    from pkf.reconstructor.rows import cluster_share

    assert cluster_share(512, 8) == 64 and cluster_share(496, 8) == 64 and cluster_share(384, 6) == 64
    assert cluster_share(448, 3) == 192 and cluster_share(208, 4) == 64 and cluster_share(160, 3) == 64
    assert cluster_share(448, 4) == 128 and cluster_share(80, 2) == 64  # 80: chunks of 64 and 16


def test_the_automatic_choice_says_the_rounds_it_counted():
    """Where the choice takes it (vgg-256@56 N=32: measured 153.8 us against the wgmma schedule's 191.4), its line
    names the model that put it first: rounds of items on persistent blocks, not bytes and multiplies."""
    from pkf.choose import choose

    chosen = choose({"n": 32, "h": 56, "w": 56, "c": 256, "k": 256}, LIMITS)
    assert chosen.schedule.name == "rows"
    assert "6 rounds of 784 items on 132 blocks" in chosen.line(LIMITS)  # strips of 14 tile columns across images
    assert choose({"n": 1, "h": 48, "w": 48, "c": 64, "k": 64}, LIMITS).schedule.name != "rows"  # C = K = 64 under 56²


def test_at_64_channels_or_fewer_the_choice_weighs_it_only_where_the_h200_measured_it_faster():
    """experiments/results/2026-11-28-h200-rows-small: rows 0.79-0.96x the wgmma schedule's time at C = K = 48, up to
    1.15x at K = 32 and 16 (its K padded to 64); at C = K = 64 0.77-1.04x the choice before it from 56² on
    (experiments/results/2026-11-29-h200-rows-64), smaller maps not measured."""
    from pkf.choose import candidates

    def schedules(c, k):
        return {candidate.schedule.name for candidate in candidates({"n": 8, "h": 224, "w": 224, "c": c, "k": k, "accum": "fp16"}, LIMITS)[0]}

    assert "rows" in schedules(48, 48) and "rows" in schedules(32, 64) and "rows" in schedules(48, 96)
    assert "rows" in schedules(64, 64) and "rows" not in schedules(64, 32) and "rows" not in schedules(16, 64)
    small = {c.schedule.name for c in candidates({"n": 8, "h": 48, "w": 56, "c": 64, "k": 64, "accum": "fp16"}, LIMITS)[0]}
    assert "rows" not in small and "wgmma" in small
    assert "rows" not in schedules(32, 32) and "wgmma" in schedules(32, 32)


@pytest.mark.parametrize("n, h, c, k, accum, sms", [(32, 56, 256, 256, "fp16", 132), (8, 14, 512, 512, "fp16", 132),
                                                    (1, 28, 128, 640, "fp16", 132), (3, 57, 64, 192, "fp32", 132),
                                                    (32, 112, 128, 384, "fp16", 114), (1, 7, 64, 1280, "fp16", 8),
                                                    (8, 56, 160, 208, "fp16", 132), (5, 33, 96, 80, "fp32", 132),
                                                    (4, 14, 80, 176, "fp32", 7)])
def test_the_persistent_grid_keeps_each_block_on_one_output_chunk(n, h, c, k, accum, sms):
    """The grid the launcher makes: a multiple of the output chunks (each block's items share its output chunk, so
    U streams through its ring without a break), at most one block an item and one a SM (but one an output chunk,
    on a device with fewer SMs than chunks); every item falls to exactly one block, the busiest taking the rounds the
    estimate counts."""
    from pkf.reconstructor.schedules.rows import rounds

    problem = Problem(n=n, h=h, w=h, c=c, k=k, m=2, accum=accum)
    plan = rows_plan(problem)
    chunks, grid = -(-k // plan.width), blocks(plan, problem, sms)
    assert grid % chunks == 0 and grid <= plan.items and (grid <= sms or grid == chunks)
    taken = [item for block in range(grid) for item in range(block, plan.items, grid)]
    assert sorted(taken) == list(range(plan.items))
    assert all(item % chunks == block % chunks for block in range(grid) for item in range(block, plan.items, grid))
    assert rounds(problem, Limits(**{**vars(LIMITS), "sms": sms})) == len(range(0, plan.items, grid))


@pytest.mark.nvcc
@pytest.mark.parametrize("n, h, c, k, accum", [(32, 56, 256, 256, "fp16"), (1, 28, 128, 640, "fp16"), (3, 57, 64, 192, "fp32"),
                                               (8, 56, 160, 208, "fp16")])
def test_the_launchers_grid_is_the_one_the_cost_model_counts(tmp_path, n, h, c, k, accum):
    """The template's persistent_grid (which the launcher calls with the device's SM count), compiled and run on the
    host, against reconstructor/rows.py's `blocks` on devices of 1 to 200 SMs."""
    from pkf.harness.nvcc import FLAGS, find_nvcc

    problem = Problem(n=n, h=h, w=h, c=c, k=k, m=2, accum=accum)
    source = tmp_path / "grid.cu"
    source.write_text(rows_source(problem) + """
#include <cstdio>
int main() {
  for (int sms = 1; sms <= 200; ++sms) printf("%d\\n", pkf_rows::persistent_grid(sms));
}
""")
    built = subprocess.run([find_nvcc(), "-gencode", "arch=compute_90a,code=sm_90a", *FLAGS, str(source), "-o", str(tmp_path / "grid")],
                           capture_output=True, text=True)
    assert built.returncode == 0, built.stderr[-2000:]
    grids = [int(g) for g in subprocess.run([str(tmp_path / "grid")], capture_output=True, text=True, check=True).stdout.split()]
    plan = rows_plan(problem)
    assert grids == [blocks(plan, problem, sms) for sms in range(1, 201)]


def test_pkf_torch_runs_it_untuned_only_where_it_was_measured_faster():
    """Wider channels with either sums, whatever the plan (every rows layer-batch of the suite and of the random
    layers at or above cuDNN's fastest on the H200, or taken by clusters since); C = K = 64 from 56² up; not K < 48
    (padded to 64: 0.89x at 384-32), nor C and K at most 64 otherwise (not measured against cuDNN)."""
    measured = by_name("rows").measured_on
    assert measured(Problem(n=32, h=56, w=56, c=256, k=256, m=2, accum="fp16"))  # n128, 1568 items
    assert measured(Problem(n=32, h=28, w=28, c=128, k=128, m=2, accum="fp16"))  # n64 three warpgroups, 132 items: 1.34x
    assert measured(Problem(n=8, h=28, w=28, c=128, k=128, m=2, accum="fp16"))  # split n64, 112 items: 1.31-1.54x
    assert measured(Problem(n=8, h=14, w=14, c=512, k=512, m=2, accum="fp16"))  # split n64, 128 items: 1.18-1.19x
    assert measured(Problem(n=1, h=112, w=112, c=128, k=128, m=2, accum="fp16"))  # n64, 98 items: 1.38-1.39x
    assert measured(Problem(n=32, h=56, w=56, c=256, k=256, m=2, accum="fp32"))
    assert measured(Problem(n=1, h=7, w=7, c=512, k=512, m=2, accum="fp32"))  # clusters of 8
    assert measured(Problem(n=5, h=91, w=156, c=32, k=272, m=2, accum="fp32"))  # 1.83x
    assert measured(Problem(n=8, h=256, w=256, c=80, k=80, m=2, accum="fp16"))  # K padded to 128: 1.19-1.75x at widths
    assert measured(Problem(n=1, h=56, w=56, c=64, k=64, m=2, accum="fp32")) and measured(Problem(n=8, h=1080, w=1920, c=64, k=64, m=2, accum="fp32"))
    assert not measured(Problem(n=8, h=28, w=28, c=64, k=64, m=2, accum="fp32"))  # not measured below 56²
    assert not measured(Problem(n=7, h=8, w=82, c=384, k=32, m=2, accum="fp32"))  # K padded to 64: 0.89x
    assert not measured(Problem(n=8, h=224, w=224, c=48, k=64, m=2, accum="fp16"))  # not measured against cuDNN


@pytest.mark.parametrize("n, h, w, sw, across, padded", [(32, 56, 56, 14, "images", 1.0), (8, 56, 56, 14, "images", 1.0),
                                                       (1, 56, 56, 16, "", 8 / 7), (8, 112, 112, 8, "", 1.0),
                                                       (8, 14, 14, 8, "", 1.31), (32, 28, 28, 14, "images", 1.0),
                                                       (8, 28, 28, 16, "", 1.31), (8, 1080, 1920, 16, "", 1.0),
                                                       (8, 256, 256, 16, "", 1.0), (32, 7, 7, 4, "strips", 8 / 7),
                                                       (8, 45, 61, 16, "", 1.11)])
def test_the_strips_take_the_fewest_rounds(n, h, w, sw, across, padded):
    """C = K = 512. Strips of 16 tile columns in each image (measured the fastest where the rounds are the same), 8
    (where they pad fewer tiles, v2/rows.log), or the narrowest even split of the tile columns (14 at 28² and 56²)
    across the images where H is even and that saves a round (vgg-512@28 N=32: 4 rounds of 512 items, or 3 of 392;
    the padded tiles are what the H100 timed at 28² against 32², experiments/results/2026-11-28-h100-rows-width/
    waste); tiles computed over useful tiles at most these, but for each strip's last item (an item of 64 tile pairs,
    or 32 split). At 7², H odd, the images' rows padded to 8 and taken across images in one strip of 4 columns: one
    round of 128 split items of 32 at n64 (in each image, two rounds of 256 items in strips of 8); at 8 x 28², 128
    items or 100 are one round either way; at 8 x 14², split items of 32 at n64, one round."""
    problem = Problem(n=n, h=h, w=w, c=512, k=512, m=2, accum="fp16")
    plan = rows_plan(problem)
    assert (plan.sw, plan.across) == (sw, across)
    useful = n * h * ((w + 1) // 2)
    assert plan.items * 2 * plan.pairs / (problem.k // plan.width) / useful <= padded + 0.03


def test_items_across_strips_fill_one_round_where_each_strips_items_take_two():
    """vgg-64@224 N=1 with fp16 sums: 7 strips of 16 tile columns hold 12544 tile pairs, 18.7 items of three
    warpgroups' 96 each, so 133 items in strips (two rounds on 132 SMs; 196 of two warpgroups' 64, also two); run on
    across strips, 131 items, one round."""
    problem = Problem(n=1, h=224, w=224, c=64, k=64, m=2, accum="fp16")
    plan = rows_plan(problem)
    assert (plan.across, plan.groups, plan.items) == (STRIPS, 3, 131)
    assert boxes(problem, plan.sw, "", plan.pairs) == 133


@pytest.mark.parametrize("accum", ["fp16", "fp32"])
def test_the_ring_fits_beside_the_boxes(accum):
    """As many slots as fit, up to a chunk's 12 steps (a ring that does not divide them is counted at run time)."""
    for w in (14, 28, 56, 112, 224, 57):
        plan = rows_plan(Problem(n=1, h=w, w=w, c=64, k=128, m=2, accum=accum))
        assert 4 <= plan.slots <= 12 and (plan.slots == 12 or plan.shared_bytes + plan.slot_bytes + 16 > SHARED_LIMIT)
        assert plan.shared_bytes <= SHARED_LIMIT  # the 1024 bytes the kernel may skip to align its start are counted
        assert 2 * box_stride(plan.sw, plan.pairs) + plan.slots * plan.slot_bytes + plan.exchange_bytes + 1024 <= SHARED_LIMIT


@pytest.mark.nvcc
@pytest.mark.parametrize("n, c, k, form", [(80, 64, 128, ("fp16", 128, False)), (1, 64, 128, ("fp16", 64, False)),
                                           (1, 128, 64, ("fp32", 64, False)), (4, 64, 256, ("fp32", 128, True)),
                                           (1, 96, 160, ("fp16", 128, False)), (1, 48, 80, ("fp32", 64, False))])
def test_ktrans_lays_out_u_as_the_prototype_the_h100_checked(tmp_path, monkeypatch, n, c, k, form):
    """The template's u_place, compiled and run on the host for every filter value, against the layout of
    experiments/rows/bench.py's u_image (which the H100 ran correct on every layer measured): the same place, each
    place once; where C or K is padded (to 64 input channels, to whole output chunks), the layout of the padded
    problem, the padding's places left to ktrans' zeros."""
    from pkf.harness.nvcc import FLAGS, find_nvcc

    import pkf.reconstructor.rows as rows

    monkeypatch.setattr(rows, "FORMS", (Form(*form),))
    problem = Problem(n=n, h=16, w=16, c=c, k=k, m=2, accum=form[0])
    source = tmp_path / "places.cu"
    source.write_text(rows_source(problem) + """
#include <cstdio>
int main() {
  for (int k = 0; k < pkf_rows::kK; ++k)
    for (int r = 0; r < 3; ++r)
      for (int c = 0; c < pkf_rows::kC; ++c)
        for (int p = 0; p < 4; ++p) printf("%zu\\n", pkf_rows::u_place(k, r, c, p));
}
""")
    built = subprocess.run([find_nvcc(), "-gencode", "arch=compute_90a,code=sm_90a", *FLAGS, str(source), "-o", str(tmp_path / "places")],
                           capture_output=True, text=True)
    assert built.returncode == 0, built.stderr[-2000:]
    places = np.array(subprocess.run([str(tmp_path / "places")], capture_output=True, text=True, check=True).stdout.split(), dtype=np.int64)
    width = rows_plan(problem).width
    assert width == form[1]
    pi, sigma = experiment_module("rows_bench", "rows/bench.py").permutations(width)
    kp, cp = -(-k // width) * width, -(-c // 64) * 64
    expected = np.empty((kp, 3, cp, 4), dtype=np.int64)
    for kc in range(kp // width):
        for c16 in range(cp // 16):
            for r in range(3):
                for p in range(4):
                    for n in range(width):
                        for l in range(16):
                            expected[kc * width + sigma[n], r, c16 * 16 + pi[l], p] = \
                                ((((kc * (cp // 16) + c16) * 3 + r) * 4 + p) * width + n) * 16 + ((l // 8) ^ ((n >> 2) & 1)) * 8 + l % 8
    assert np.array_equal(places, expected[:k, :, :c].reshape(-1))
    assert sorted(expected.reshape(-1).tolist()) == list(range(12 * cp * kp))


def ptxas_spills(tmp_path) -> int:
    """ptxas on the rows kernel of the build in tmp_path/b: no wgmma serialised (C7520: a branch among the products;
    C7512: too few registers), the kernel's entry at the registers its threads leave a thread (168 of 384 threads, 128
    of 512); the bytes it spills."""
    from pkf.harness.nvcc import FLAGS, find_nvcc

    ptxas = subprocess.run([find_nvcc(), "-gencode", "arch=compute_90a,code=sm_90a", *FLAGS, "-Xptxas", "-v", "-c",
                            str(tmp_path / "b" / "main.cu"), "-o", str(tmp_path / "main.o")], capture_output=True, text=True)
    assert ptxas.returncode == 0, ptxas.stderr[-2000:]
    assert "C7520" not in ptxas.stderr and "C7512" not in ptxas.stderr
    kernel = ptxas.stderr[ptxas.stderr.index("Function properties for _ZN8pkf_rows4conv"):]
    groups = int(regex.search(r"constexpr int kGroups = (\d)", (tmp_path / "b" / "main.cu").read_text())[1])
    assert f"Used {65536 // (128 * (groups + 1)) // 8 * 8} registers" in kernel.split("\n")[2]
    spills = regex.search(r"(\d+) bytes spill stores, (\d+) bytes spill loads", kernel.split("\n")[1])
    return int(spills[1]) + int(spills[2])


@pytest.mark.nvcc
@pytest.mark.parametrize("shape", [("2", "33", "45", "64", "128", "--accum", "fp16"),
                                   ("8", "56", "56", "256", "256", "--accum", "fp16", "--bias", "--activation", "relu"),
                                   ("32", "56", "56", "256", "192", "--accum", "fp16", "--bias", "--activation", "relu"),
                                   ("32", "28", "28", "512", "512", "--accum", "fp16", "--bias", "--activation", "relu"),
                                   ("24", "10", "26", "64", "256", "--accum", "fp32"),
                                   ("2", "30", "44", "128", "64", "--accum", "fp32"),
                                   ("4", "28", "28", "512", "512", "--accum", "fp16", "--bias", "--activation", "silu"),
                                   ("8", "56", "56", "160", "208", "--accum", "fp16", "--bias", "--activation", "relu"),
                                   ("1", "224", "224", "64", "64", "--accum", "fp16"),
                                   ("8", "720", "1280", "64", "64", "--accum", "fp16", "--activation", "relu"),
                                   ("32", "28", "28", "128", "128", "--accum", "fp16", "--bias", "--activation", "relu", "--residual"),
                                   ("8", "56", "56", "64", "64", "--accum", "fp32", "--bias", "--activation", "relu", "--residual")],
                         ids=lambda shape: "-".join(shape).replace("--", ""))
def test_the_kernel_compiles_without_serialised_wgmma(tmp_path, shape):
    """ptxas on the kernel: no wgmma serialised (C7520: a branch among the products; C7512: too few registers), which
    is why the products' releases are predicated arrivals; the kernel's entry at 168 registers a thread (384 threads)
    or 128 (512: three warpgroups of products at fp16 sums n64), the producer warpgroup's given to those of products
    by setmaxnreg (240 each of two, 160 each of three); spills at most a few words (ptxas
    gives 0-28 bytes without an epilogue, 76 with bias and an activation at C = 256)."""
    n, h, w, c, k, *output = shape
    done = pkf("build", "--schedule", "rows", "--n", n, "--h", h, "--w", w, "--c", c, "--k", k, *output, "--no-compile",
               "--out", str(tmp_path / "b"), env=ENV)
    assert done.returncode == 0, done.stderr
    assert ptxas_spills(tmp_path) <= 96


@pytest.mark.gpu
@pytest.mark.nvcc
@pytest.mark.parametrize("shape", [("2", "33", "45", "64", "128", "--accum", "fp16"),
                                   ("1", "19", "7", "128", "64", "--accum", "fp32", "--bias"),
                                   ("8", "56", "56", "256", "256", "--accum", "fp16", "--bias", "--activation", "relu"),
                                   ("3", "57", "57", "256", "128", "--accum", "fp32", "--activation", "lrelu"),
                                   ("2", "14", "14", "512", "512", "--accum", "fp16", "--bias", "--activation", "silu"),
                                   ("8", "57", "57", "64", "256", "--accum", "fp16"),
                                   ("20", "33", "33", "192", "128", "--accum", "fp16", "--bias"),
                                   ("12", "29", "31", "128", "192", "--accum", "fp16", "--activation", "relu"),
                                   ("32", "28", "28", "512", "512", "--accum", "fp16"),
                                   ("48", "6", "44", "64", "256", "--accum", "fp16", "--bias"),
                                   ("24", "10", "26", "64", "256", "--accum", "fp32", "--activation", "relu"),
                                   ("16", "30", "44", "128", "128", "--accum", "fp32", "--activation", "relu"),
                                   ("8", "56", "56", "160", "208", "--accum", "fp16", "--bias", "--activation", "relu"),
                                   ("5", "33", "27", "96", "80", "--accum", "fp32", "--bias"),
                                   ("3", "29", "37", "48", "336", "--accum", "fp16", "--activation", "silu"),
                                   ("32", "28", "28", "208", "112", "--accum", "fp16"),
                                   ("8", "56", "56", "64", "64", "--accum", "fp16", "--bias"),
                                   ("1", "59", "97", "64", "64", "--accum", "fp16", "--activation", "relu"),
                                   ("1", "224", "224", "64", "64", "--accum", "fp16"),
                                   ("3", "57", "57", "64", "192", "--accum", "fp32", "--bias"),
                                   ("2", "205", "10", "256", "512", "--accum", "fp32"),
                                   ("1", "56", "56", "64", "64", "--accum", "fp32", "--bias", "--activation", "relu", "--residual"),
                                   ("1", "7", "7", "512", "512", "--accum", "fp16", "--bias", "--activation", "relu", "--residual"),
                                   ("8", "14", "14", "256", "256", "--accum", "fp16", "--bias", "--activation", "relu", "--residual"),
                                   ("3", "29", "37", "128", "96", "--accum", "fp32", "--residual")],
                         ids=lambda shape: "-".join(shape).replace("--", ""))
def test_the_kernel_matches_the_reference(tmp_path, shape):
    """The harness's float64 check (output poisoned first): edge tiles (odd H and W), N > 1, both sums, C != K, the
    bias and activations in the output transform; more items than an H100's 132 SMs (the last four: persistent blocks
    taking two items, the next item's boxes and U loaded during this one's last products; with C = 64 and 192, a
    box two chunks on falls in the next item); strips of 4 tile columns, and of 14, 11 and 13 whose items start
    mid-row and run across images (28², 6 x 44 with fp16 sums, 10 x 26 with fp32 sums: images' first and last rows
    inside an item, the other image's rows masked); C and K multiples of 16 but not of 64 (the TMA's zeros past C,
    the last output chunk's padding computed and not stored, the bias read only where stored); items across strips
    and images (the last three: one round of three warpgroups' 96 tile pairs at 224², odd H, strips of 5 columns)."""
    n, h, w, c, k, *output = shape
    done = pkf("build", "--schedule", "rows", "--n", n, "--h", h, "--w", w, "--c", c, "--k", k, *output,
               "--out", str(tmp_path / "b"), env=ENV)
    assert done.returncode == 0, done.stderr
    result = run_harness(tmp_path / "b" / "pkf_main", "rows", reps=20)
    assert result.not_finite == 0
    assert result.rel_l2 < TOLERANCE["fp16"], result


def one_form(monkeypatch, form, shape, bias, activation, residual=False):
    """The problem of `shape` (N, H, W, C, K) and its rows variant (with its output's bias, activation and residual),
    with the plan allowed only `form` (sums, output width, split)."""
    from dataclasses import replace

    import pkf.reconstructor.rows as rows

    monkeypatch.setattr(rows, "FORMS", (Form(*form),))
    n, h, w, c, k = shape
    problem = Problem(n=n, h=h, w=w, c=c, k=k, m=2, accum=form[0])
    return problem, replace(resolve_variant(problem, by_name("rows").named_variant(), None, None, LIMITS), bias=bias,
                            activation=activation, residual=residual)


def build_form(tmp_path, monkeypatch, form, shape, bias=False, activation="", compile=True):
    """The rows kernel of `shape` in one form alone, built in this process."""
    from pkf.build import build, prototype_for

    monkeypatch.setenv("PKF_PROTOTYPES", str(PROTOTYPES))
    problem, variant = one_form(monkeypatch, form, shape, bias, activation)
    build(prototype_for(problem, variant, "sm_90"), variant, tmp_path / "b", compile=compile)
    return rows_plan(problem)


# Forms the plan takes where items are few (split) or where C is a multiple of 64 and items of 96 tile pairs fill the SMs
# (three warpgroups), each forced: (form, N H W C K, bias, activation)
FORCED_CASES = [(("fp16", 64, True), (32, 56, 56, 256, 256), True, "relu"), (("fp16", 64, True), (8, 28, 28, 128, 128), False, ""),
               (("fp16", 64, True), (3, 29, 37, 192, 320), True, ""), (("fp32", 128, True), (24, 10, 26, 64, 256), False, "relu"),
               (("fp32", 64, True), (3, 57, 57, 128, 64), False, "silu"), (("fp32", 128, True), (2, 33, 45, 128, 128), True, ""),
               (("fp16", 64, True), (2, 15, 21, 144, 80), True, "lrelu"), (("fp32", 128, True), (4, 14, 14, 80, 176), True, ""),
               (("fp16", 64, False, 3), (8, 56, 56, 256, 256), True, "relu"), (("fp16", 64, False, 3), (3, 29, 37, 192, 320), False, ""),
               (("fp16", 64, False, 3), (32, 28, 28, 128, 128), True, "silu"), (("fp16", 64, False, 3), (2, 14, 14, 512, 192), False, "")]


@pytest.mark.nvcc
@pytest.mark.parametrize("form, shape, bias, activation", FORCED_CASES)
def test_split_and_three_warpgroup_forms_compile_without_serialised_wgmma_or_spills(tmp_path, monkeypatch, form, shape, bias, activation):
    """Both warpgroups on the same 64 tiles, 2 positions each, at up to twice the output width a full form's
    accumulators allow (fp32 n128): the same 168 registers, no spills; three warpgroups of products at fp16 sums n64,
    160 registers each (V's two buffers and the accumulators, 64 each), spilling at most a few words (none on the
    shapes the plan gives it, with or without an epilogue, nor with bias and ReLU at C = 256; forced where the plan
    would not take it, up to 156 bytes at 2 x 14² with C = 512, K = 192): no wgmma serialised."""
    plan = build_form(tmp_path, monkeypatch, form, shape, bias, activation, compile=False)
    assert plan.form == Form(*form) and plan.slots >= 3
    assert plan.shared_bytes <= SHARED_LIMIT
    assert ptxas_spills(tmp_path) <= (0 if plan.groups == 2 else 160)


@pytest.mark.gpu
@pytest.mark.nvcc
@pytest.mark.parametrize("form, shape, bias, activation", FORCED_CASES)
def test_split_and_three_warpgroup_forms_match_the_reference(tmp_path, monkeypatch, form, shape, bias, activation):
    """The harness's float64 check (output poisoned first) of each forced form: each split warpgroup's half of the
    output transform from its own sums and the other's (left in shared memory); three warpgroups' 96 tile pairs an
    item; odd H and W, items across images (10 x 26, 28²), more items than SMs, bias and activations."""
    build_form(tmp_path, monkeypatch, form, shape, bias, activation)
    result = run_harness(tmp_path / "b" / "pkf_main", "rows", reps=20)
    assert result.not_finite == 0
    assert result.rel_l2 < TOLERANCE["fp16"], result


def test_the_error_simulation_of_the_rows_kernel_is_its_roundings_alone():
    """experiments/wgmma_precision.py --rows (what the fp32-sums error analysis rests on): with U and V kept exact and
    fp32 sums, the rows kernel's transforms give the direct convolution back, to within the outputs' fp16 rounding
    (a wrong transform or window is far off); with V rounded as the kernel rounds it, fp32 sums err twice cuDNN's floor,
    as the H200 measured (4.2e-4 against 2.08e-4)."""
    precision = experiment_module("wgmma_precision", "wgmma_precision.py")
    rng = np.random.default_rng(3)
    x, g = precision.inputs("harness", 32, 16, 12, rng)
    x16, g16 = precision.f16(x), precision.f16(g)
    ref = precision.direct(x16, g16)
    floor = precision.rel_l2(precision.f16(ref), ref)
    exact = precision.rel_l2(precision.rows_order(x16, g16, fp32_sums=True, exact_u=True, exact_v=True), ref)
    built = precision.rel_l2(precision.rows_order(x16, g16, fp32_sums=True), ref)
    assert exact / floor == pytest.approx(1.0, abs=0.05)
    assert 1.6 < built / floor < 2.6


# Each form on the CPU emulator (harness/emulate.py: each thread a fiber, wgmma, the TMA, bulk copies and mbarriers
# emulated; its grid is one block an output chunk, so every block takes several items): (form, N H W C K, bias,
# activation, items across images)
EMULATED_CASES = [(("fp16", 128, False), (2, 10, 26, 64, 256), False, "", "images"),
                  (("fp16", 64, False), (1, 9, 15, 96, 80), True, "relu", ""),
                  (("fp16", 64, True), (2, 8, 20, 128, 64), False, "silu", ""),
                  (("fp32", 64, False), (3, 7, 11, 64, 64), True, "lrelu", ""),
                  (("fp32", 64, False), (1, 12, 16, 256, 64), False, "silu", ""),
                  (("fp32", 64, False), (3, 6, 14, 128, 64), True, "relu", "images"),
                  (("fp32", 128, True), (2, 10, 26, 64, 128), False, "relu", "images"),
                  (("fp32", 64, True), (1, 12, 18, 160, 64), True, "", ""),
                  (("fp16", 64, False, 3), (2, 13, 21, 128, 128), True, "relu", ""),
                  (("fp16", 64, False, 3), (3, 10, 26, 64, 128), False, "", "images"),
                  (("fp16", 64, False, 3), (1, 9, 37, 64, 64), True, "relu", "strips"),
                  (("fp32", 64, False), (2, 7, 19, 128, 64), False, "silu", "strips"),
                  (("fp16", 64, True), (3, 5, 40, 96, 80), True, "", "strips")]


def pin_layout(monkeypatch, across, cluster):
    """The plan's strips only across what `across` names (where it names one), in clusters of at most `cluster`."""
    import pkf.reconstructor.rows as rows

    if across:
        everywhere = rows.layouts
        monkeypatch.setattr(rows, "layouts", lambda problem: [layout for layout in everywhere(problem) if layout[1] == across])
    monkeypatch.setattr(rows, "CLUSTER_MOST", cluster)


def emulated_form(monkeypatch, form, shape, bias, activation, across, cluster=1, residual=False):
    """The rows kernel of `shape` in one form (and, where `across` names one, items across images or strips only; in
    clusters of at most `cluster` blocks sharing C, which the plan must take), as a problem, its variant and its
    program, for the emulator."""
    from pkf.build import obtain_prototype
    from pkf.reconstructor import reconstruct

    pin_layout(monkeypatch, across, cluster)
    problem, variant = one_form(monkeypatch, form, shape, bias, activation, residual)
    plan = rows_plan(problem)
    assert (plan.form, plan.across, plan.cluster) == (Form(*form), across, cluster)
    return problem, variant, reconstruct(obtain_prototype(problem, variant, "sm_90", (PROTOTYPES,)), variant, 132)


@pytest.mark.nvcc
@pytest.mark.parametrize("form, shape, bias, activation, across", EMULATED_CASES)
def test_every_form_runs_whole_on_the_emulator(tmp_path, monkeypatch, form, shape, bias, activation, across):
    """On the CPU, each form's kernel as rendered (its ring, boxes, split exchange, output transform and epilogue)
    against the float64 reference, two orders of the threads and of the copies' arrivals."""
    from pkf.harness.emulate import emulate

    problem, variant, made = emulated_form(monkeypatch, form, shape, bias, activation, across)
    result = emulate(problem, variant, made, tmp_path, seeds=(1, 2))
    assert result.not_finite == 0
    assert result.rel_l2 < (1e-3 if form[0] == "fp32" else 2e-3), result


# Clusters of blocks sharing each item's input channels: (form, N H W C K, bias, activation, across, cluster): split
# with bias, two items; a part-full last chunk (C = 208) and K padded (80) at n64 full; three warpgroups; n128 split
# with fp32 sums across strips
EMULATED_CLUSTERS = [(("fp32", 64, True), (1, 19, 7, 256, 64), True, "", "", 2),
                     (("fp16", 64, False), (1, 9, 13, 208, 80), False, "relu", "", 4),
                     (("fp16", 64, False, 3), (1, 8, 12, 192, 64), True, "silu", "", 3),
                     (("fp32", 128, True), (2, 7, 9, 256, 128), False, "", "strips", 2)]


@pytest.mark.nvcc
@pytest.mark.parametrize("form, shape, bias, activation, across, cluster", EMULATED_CLUSTERS)
def test_cluster_kernels_compile_as_clusters_without_spills(tmp_path, monkeypatch, form, shape, bias, activation, across, cluster):
    """The cluster forms above as nvcc builds them: launched as clusters of the plan's blocks (grid items x cluster),
    no wgmma serialised, no more spills than their persistent forms (none at two warpgroups)."""
    pin_layout(monkeypatch, across, cluster)
    plan = build_form(tmp_path, monkeypatch, form, shape, bias, activation, compile=False)
    source = (tmp_path / "b" / "main.cu").read_text()
    assert plan.cluster == cluster and f"constexpr int kCluster = {cluster};" in source
    assert "__cluster_dims__(kCluster, 1, 1)" in source and "if (kCluster > 1) return kItems * kCluster;" in source
    assert ptxas_spills(tmp_path) <= (0 if plan.groups == 2 else 160)


# A residual added in the output transform, each where its output is stored differently: (form, N H W C K, bias,
# activation, across, cluster): full n64 across strips, with ReLU (ResNet's); split fp32 across images; three
# warpgroups; a cluster's owning blocks storing their share
EMULATED_RESIDUAL = [(("fp16", 64, False), (2, 7, 19, 128, 64), True, "relu", "strips", 1),
                     (("fp32", 64, True), (3, 6, 14, 64, 128), False, "", "images", 1),
                     (("fp16", 64, False, 3), (2, 12, 16, 192, 128), True, "silu", "", 1),
                     (("fp16", 64, False), (1, 9, 13, 208, 80), True, "relu", "", 4)]


@pytest.mark.nvcc
@pytest.mark.parametrize("form, shape, bias, activation, across, cluster, residual",
                         [case + (False,) for case in EMULATED_CLUSTERS] + [case + (True,) for case in EMULATED_RESIDUAL])
def test_clusters_and_residuals_run_whole_on_the_emulator(tmp_path, monkeypatch, form, shape, bias, activation, across,
                                                          cluster, residual):
    """On the CPU, against the float64 reference: a cluster's blocks run together (each its share of the chunks, their
    partial sums left in their own shared memory, read by the others after the cluster barrier, each block's share of
    the outputs stored once); a residual of the output's shape (values of the outputs' order, so one read at another
    pixel or channel shows) added before the bias and activation."""
    from pkf.harness.emulate import emulate

    problem, variant, made = emulated_form(monkeypatch, form, shape, bias, activation, across, cluster, residual)
    assert ("const uint4 added = " in made.cuda) == residual
    result = emulate(problem, variant, made, tmp_path, seeds=(1, 2))
    assert result.not_finite == 0
    assert result.rel_l2 < (1e-3 if form[0] == "fp32" else 2e-3), result


def test_persistent_kernels_are_not_clusters():
    source = rows_source(Problem(n=8, h=56, w=56, c=256, k=256, m=2, accum="fp32"))
    assert "constexpr int kCluster = 1;" in source and "__cluster_dims__" not in source


# Each breaks the rows kernel's synchronisation: (what, pattern, replacement, form)
ROWS_MUTATIONS = [
    ("a slot's wait removed", r"pkf_tma::wait_phase\(full0 \+ 8 \* s, [^;]*;", "", "full"),
    ("the box's wait removed", r"pkf_tma::wait_phase\(pkf_wg::smem_u32\(bars \+ xb\), \(g >> 1\) & 1\);", "", "full"),
    ("a slot released while its products run", r"u_done = 3 \* kk \+ ky - kDepth;", "u_done = 3 * kk + ky;", "split"),
    ("a slot released while its products run (a ring of 7 counted at run time)", r"empty0 \+ 8 \* ring_before\)",
     "empty0 + 8 * ring_slot)", "full"),
    ("a slot refilled once one warpgroup released it", r"init_arrivals<kGroups>", "init_arrivals<1>", "full"),
    ("a slot refilled once two of three warpgroups released it", r"init_arrivals<kGroups>", "init_arrivals<kGroups - 1>", "three"),
    ("a box released before its last loads", r"if \(kk == 3 \|\| \(last_box", "if (kk == 2 || (last_box", "full"),
    ("a box released before its last loads (the next step's V made behind the products)", r"if \(kk \+ 1 == 3\) box_read\(\);",
     "if (kk + 1 == 2) box_read();", "fp32"),
    ("the masked rows' zeros never written (across images)", r"if \(kMasked && tid < 8\) st_shared4[^;]*;", "", "across"),
    ("a box row loaded from the strip before (across strips)", r"2 \* at\.strip \* SW - 1", "2 * at.strip * SW - 3", "strips"),
    ("the exchange read before the other warpgroup wrote it", r"(acc\[1\]\[m \+ 3\]\);\n)\s*products_sync\(\);", r"\1", "split"),
    ("a cluster's partial sums read before the other blocks wrote them", r"cluster_sync\(\);\n(\s*each_output\()", r"\1",
     "cluster"),
    ("the residual read at the next pixel", r"residual \+ \(out - y\)", "residual + (out - y) + K", "residual"),
]
MUTATED_ROWS = {"full": (("fp16", 128, False), (2, 12, 16, 128, 256), False, "", ""),
                "split": (("fp16", 64, True), (1, 12, 16, 128, 128), False, "", ""),
                "three": (("fp16", 64, False, 3), (1, 12, 16, 256, 128), False, "", ""),
                "fp32": (("fp32", 64, False), (1, 12, 16, 256, 64), False, "", ""),
                "across": (("fp32", 64, False), (3, 6, 14, 64, 64), False, "", "images"),
                "strips": (("fp32", 64, False), (2, 7, 19, 128, 64), False, "", "strips"),
                "cluster": (("fp16", 64, False), (1, 9, 13, 208, 80), False, "", "", 4),
                "residual": (("fp16", 64, False), (1, 9, 13, 128, 64), False, "relu", "", 1, True)}


@pytest.mark.nvcc
@pytest.mark.parametrize("what, pattern, replacement, form", ROWS_MUTATIONS, ids=[m[0] for m in ROWS_MUTATIONS])
def test_the_emulator_catches_broken_synchronisation(tmp_path, monkeypatch, what, pattern, replacement, form):
    """Each mutation of the rendered kernel fails on the emulator, by a deadlock, a protocol error (a wgmma's B
    changed between its issue and its wait), or its output; the unbroken kernel passes (above)."""
    from test_emulate import assert_broken_fails

    problem, variant, made = emulated_form(monkeypatch, *MUTATED_ROWS[form])
    assert_broken_fails(problem, variant, made, what, pattern, replacement, tmp_path)


def test_a_residual_is_counted_in_the_bytes_the_harness_rates():
    """The harness's GB/s counts the residual's read: y's size once more, beside x, U and y."""
    from dataclasses import replace

    from pkf.costs import compulsory_bytes

    problem = Problem(n=3, h=29, w=37, c=128, k=96, m=2, accum="fp32")
    plain = resolve_variant(problem, by_name("rows").named_variant(), None, None, LIMITS)
    added = compulsory_bytes(problem, replace(plain, residual=True)) - compulsory_bytes(problem, plain)
    assert added == 2 * 3 * 29 * 37 * 96
