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
