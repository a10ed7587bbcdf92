"""templates/unfused.cu.j2, the unfused form's transform kernels (experiments/device/unfused_real.py runs them on the
GPU around cuBLAS): the sums each kernel's text computes, run in Python for one tile, are pkf.winograd's transforms
(a wrong coefficient, index or matrix fails here); and nvcc compiles the library."""

import importlib.util
from pathlib import Path

import numpy as np
import pytest
import regex

from pkf.winograd import transforms

REPO = Path(__file__).resolve().parent.parent
SPEC = importlib.util.spec_from_file_location("unfused_real", REPO / "experiments" / "device" / "unfused_real.py")


def render(m: int) -> str:
    pytest.importorskip("torch")  # the experiment script imports it (its CPU build is enough)
    module = importlib.util.module_from_spec(SPEC)
    SPEC.loader.exec_module(module)
    return module.render(m)


def kernel(text: str, name: str) -> str:
    start = text.index(f"__global__ void __launch_bounds__(256) {name}(")
    return text[start:text.index("\n}\n", start)]


def run(body: str, names: dict, stores: str) -> dict[tuple[int, ...], float]:
    """Runs the kernel's `X[a][b] = sum;` lines in Python (floats, one channel); returns each store's value by the
    integers `stores` (a regex over the store's destination) captures."""
    python = lambda expr: regex.sub(r"(\d)f\b", r"\1", expr)  # noqa: E731 -- 4.0f -> 4.0
    for target, expr in regex.findall(r"^\s*(\w+\[\d+\]\[\d+\]) = ([^;]+);$", body, flags=regex.M):
        exec(f"{target} = {python(expr)}", {}, names)
    out = {}
    for match in regex.finditer(stores + r"[^\n]*= __float2?2?half2?_rn\(([^;]+)\);", body):
        out[tuple(int(g) for g in match.groups()[:-1])] = eval(python(match.groups()[-1]), {}, names)
    return out


@pytest.mark.parametrize("m", [2, 4])
def test_each_kernel_computes_the_transform_of_pkf_winograd(m):
    text = render(m)
    bt, g_matrix, at = (np.array(x, dtype=float) for x in (transforms(m, 3).BT, transforms(m, 3).G, transforms(m, 3).AT))
    alpha, random = m + 2, np.random.default_rng(m)

    d = random.standard_normal((alpha, alpha))
    names = {"d": d.tolist(), "r": [[0.0] * alpha for _ in range(alpha)]}
    v = run(kernel(text, "itrans"), names, r"V \+ \(size_t\((\d+)\) \* tiles")
    assert sorted(v) == [(p,) for p in range(alpha**2)]
    assert np.allclose([v[(p,)] for p in range(alpha**2)], (bt @ d @ bt.T).ravel())

    g = random.standard_normal((3, 3))
    names = {"g": g.tolist(), "t": [[0.0] * 3 for _ in range(alpha)]}
    u = run(kernel(text, "ktrans"), names, r"U\[\(size_t\((\d+)\) \* C")
    assert np.allclose([u[(p,)] for p in range(alpha**2)], (g_matrix @ g @ g_matrix.T).ravel())

    mm = random.standard_normal((alpha, alpha))
    names = {"mm": mm.tolist(), "r": [[0.0] * alpha for _ in range(m)]}
    y = run(kernel(text, "otrans"), names, r"y \+ \(\(size_t\(n\) \* H \+ y0 \+ (\d+)\) \* W \+ x0 \+ (\d+)\)")
    assert sorted(y) == [(o, q) for o in range(m) for q in range(m)]
    assert np.allclose([[y[(o, q)] for q in range(m)] for o in range(m)], at @ mm @ at.T)


@pytest.mark.slow
@pytest.mark.nvcc
@pytest.mark.parametrize("m", [2, 4])
def test_nvcc_compiles_the_unfused_library(tmp_path, m):
    from pkf.harness.nvcc import compile_library

    source = tmp_path / f"unfused_f{m}3.cu"
    source.write_text(render(m))
    compile_library(source, tmp_path / f"unfused_f{m}3.so", tmp_path / "nvcc.log")
    assert (tmp_path / f"unfused_f{m}3.so").stat().st_size > 0


def cublas_build(tmp_path, *flags: str, compile_: bool = False):
    from test_cli_errors import pkf

    from conftest import PROTOTYPES

    out = tmp_path / "b"
    done = pkf("build", "--schedule", "cublas", *flags, *(() if compile_ else ("--no-compile",)), "--out", str(out),
               env={"PKF_PROTOTYPES": str(PROTOTYPES)})
    assert done.returncode == 0, done.stderr
    return (out / "main.cu").read_text()


def test_the_cublas_schedule_runs_pkfs_transforms_around_one_batched_gemm(tmp_path):
    """`pkf build --schedule cublas`: KTrans once; ITrans, the GEMM (cuBLAS, loaded at run time) and OTrans per input,
    V and M poisoned scratch; the bias and activation in OTrans; fp32 sums only (its GEMM and transforms sum in fp32)."""
    text = cublas_build(tmp_path, "--n", "3", "--h", "17", "--w", "29", "--c", "192", "--k", "80", "--m", "4", "--bias",
                        "--activation", "lrelu")
    setup, pipeline = text.split("void run_setup", 1)[1].split("void run_pipeline", 1)
    assert "pkf_cublas_ktrans_launch(dim3(1, 1, 1), dim3(256, 1, 1), 0, b.filt, b.U);" in setup
    calls = regex.findall(r"(pkf_cublas_\w+_launch)\(dim3\(1, 1, 1\), dim3\(256, 1, 1\), 0, ([^)]*)\);", pipeline.split("}\n", 1)[0])
    assert calls == [("pkf_cublas_itrans_launch", "x, b.V"), ("pkf_cublas_bgemm_launch", "b.V, b.U, b.M"),
                     ("pkf_cublas_otrans_launch", "b.M, b.y, b.epilogue")]
    assert "cudaMemset(b.V, 0xFF" in text and "cudaMemset(b.M, 0xFF" in text
    assert 'dlopen(name, RTLD_NOW | RTLD_GLOBAL)' in text and "cublasGemmStridedBatchedEx" in text
    assert "constexpr int kN = 3, kH = 17, kW = 29, kC = 192, kK = 80;" in text and "constexpr int kA = 6, kM = 4;" in text
    assert "v += epilogue[k];" in text and "return v > 0.f ? v : epilogue[K] * v;" in text  # bias, then leaky ReLU's slope
    assert text.count(", epilogue, pair, K));") == 16  # every one of the 4 x 4 outputs of a tile
    from test_cli_errors import assert_one_line_error, pkf

    assert_one_line_error(pkf("build", "--schedule", "cublas", "--accum", "fp16", "--no-compile", "--out", str(tmp_path / "c")),
                          "--cublas: F(2,3) or F(4,3) (--m 2 or 4), fp16 with fp32 sums (--accum fp32)")


@pytest.mark.slow
@pytest.mark.nvcc
def test_nvcc_compiles_a_cublas_build_without_cublas_on_the_machine(tmp_path):
    cublas_build(tmp_path, "--n", "2", "--h", "30", "--w", "44", "--c", "128", "--k", "256", "--bias", "--activation", "silu",
                 compile_=True)
    assert (tmp_path / "b" / "pkf_main").is_file()
