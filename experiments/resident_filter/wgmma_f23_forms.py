"""Issue 6, step 52 probe: F(2,3) on wgmma in one block, as a form beside a built --tma main.cu (its harness).

Every design since step 22 splits a group between the two blocks of a pair, because F(4,3)'s U (288 KB) fits neither
one SM's registers nor its shared memory; each block then transforms the group's whole input. F(2,3)'s U is 128 KB:
it fits one block's shared memory, where wgmma reads its B operand. This form (wgmma_f23.cu) keeps U there for the
whole launch and computes everything else in registers:
- a warpgroup takes a unit of 8 x 8 tiles (16 x 16 outputs; its 18 x 18 input box comes by TMA, 128-byte swizzle),
  one wgmma row per tile;
- each thread computes its wgmma A fragments (V, 2 tiles x 16 channels per position) from the box, 4 pixels per
  group of positions that share them (the transform's rows and columns that use the same input rows and columns);
- each position is 4 wgmma m64n64k16 (fp16 accumulate); its accumulators are folded into the tile's 4 outputs in
  registers (A^T M A is a sum of +-M over positions), which are stored straight from registers.
Two warpgroups per block, each its own units and box buffer; 132 blocks. The harness is the built one (float64
reference, rotated inputs), with the filter transform and the launch replaced. Forms: base (as built), wgmma-f23
(compiled here for sm_90a).

    PYTHONPATH=. python3 experiments/resident_filter/wgmma_f23_forms.py BUILD_DIR OUT_DIR
"""

import json
import re
import subprocess
import sys
from dataclasses import dataclass, field
from itertools import product
from pathlib import Path

from experiments.resident_filter.index_check import write_forms
from experiments.resident_filter.interval_clock import replace_once
from harness.nvcc import FLAGS, find_nvcc
from pkf.winograd import transforms



@dataclass(frozen=True)
class Form:
    pipelined: bool = True  # each batch's transform while the previous batch's products run
    merge: bool = False  # see batches_code
    share: bool = False  # see transform_lines
    macros: dict = field(default_factory=dict)  # wgmma_f23.cu's PKF_WG_* switches


L2 = {"PKF_WG_L2_PREFETCH": 1}
ORDER = {**L2, "PKF_WG_TILE_ORDER": 1}
FORMS = {"wgmma-f23": Form(pipelined=False), "wgmma-f23-pipe": Form(), "pipe-l2": Form(macros=L2),
         "pipe-noreload": Form(macros={"PKF_WG_NO_RELOAD": 1}), "pipe-bcast": Form(macros={**L2, "PKF_WG_LDS_BROADCAST": 1}),
         "order": Form(macros=ORDER), "order-merge": Form(merge=True, macros=ORDER),
         "order-share": Form(share=True, macros=ORDER), "order-merge-share": Form(merge=True, share=True, macros=ORDER)}
KERNEL = Path(__file__).with_name("wgmma_f23.cu")
TMA_END = "}  // namespace pkf_tma\n"
HARNESS = "\n#include <algorithm>\n"
SETUP = """void run_setup(const Buffers& b) {
  pkf_wg::filter_image<<<256, 256>>>(b.filt, b.U);
  PKF_CHECK_LAUNCH();
}"""
PIPELINE = """void run_pipeline(const Buffers& b, half* x) {
  pkf_wg::wg_conv<<<132, 256, pkf_wg::kSmemBytes>>>(b.U, pkf_tma::input_map(x, pkf_wg::input_map), b.y);
  PKF_CHECK_LAUNCH();
}"""


def signed(value) -> int:
    assert value in (-1, 0, 1), f"F(2,3)'s B^T and A^T entries are 0 or +-1, not {value}"
    return int(value)


def transform_lines(positions: list[tuple[int, int]], rows: tuple, cols: tuple, bt: list[list[int]], tile: int,
                    share: bool) -> list[str]:
    """V of a tile at positions that all read pixels rows x cols (p{i}{j}): v_ab = sum_j BT[b][j] sum_i BT[a][i] p_ij.
    Each position combines its two rows at both columns, then those two; share: the combinations of rows (or of
    columns, whichever is fewer) made once for the positions that share them."""
    def combine(out: str, signs: tuple, x: str, y: str) -> str:
        return f"combine<{signs[0]}, {signs[1]}>({out}, {x}, {y});"

    row_signs = {a: (bt[a][rows[0]], bt[a][rows[1]]) for a, _ in positions}
    col_signs = {b: (bt[b][cols[0]], bt[b][cols[1]]) for _, b in positions}
    if not share:
        return [f"        {{ half2 t[8], u[8]; {combine('t', row_signs[a], f'p{rows[0]}{cols[0]}', f'p{rows[1]}{cols[0]}')} "
                f"{combine('u', row_signs[a], f'p{rows[0]}{cols[1]}', f'p{rows[1]}{cols[1]}')} "
                f"{combine(f'v{a}{b}[{tile}]', col_signs[b], 't', 'u')} }}" for a, b in positions]
    if len(row_signs) <= len(col_signs):  # rows first: r{a}{j} = row combination a at column j
        lines = [f"        half2 {', '.join(f'r{a}{j}[8]' for a in row_signs for j in cols)};"]
        lines += [f"        {combine(f'r{a}{j}', s, f'p{rows[0]}{j}', f'p{rows[1]}{j}')}" for a, s in row_signs.items() for j in cols]
        return lines + [f"        {combine(f'v{a}{b}[{tile}]', col_signs[b], f'r{a}{cols[0]}', f'r{a}{cols[1]}')}" for a, b in positions]
    lines = [f"        half2 {', '.join(f'c{b}{i}[8]' for b in col_signs for i in rows)};"]  # c{b}{i}: column combination b at row i
    lines += [f"        {combine(f'c{b}{i}', s, f'p{i}{cols[0]}', f'p{i}{cols[1]}')}" for b, s in col_signs.items() for i in rows]
    return lines + [f"        {combine(f'v{a}{b}[{tile}]', row_signs[a], f'c{b}{rows[0]}', f'c{b}{rows[1]}')}" for a, b in positions]


def batches_code(pipelined: bool, merge: bool, share: bool) -> str:
    """The transform, product and fold of a unit, by batches of positions that share 4 pixels; pipelined: each
    batch's transform before the previous batch's fold, while its products run; merge: the four positions that
    share the same 4 pixels computed together (their pixels loaded once, not twice); share: see transform_lines."""
    t = transforms(2, 3)
    bt = [[signed(v) for v in row] for row in t.BT]
    at = [[signed(v) for v in row] for row in t.AT]
    support = [tuple(j for j in range(4) if bt[a][j]) for a in range(4)]
    assert all(len(s) == 2 for s in support), "each row of B^T has two non-zeros"
    groups: dict[tuple, list[int]] = {}
    for a, s in enumerate(support):
        groups.setdefault(s, []).append(a)
    batches = []  # (rows, columns, positions whose V it computes, positions it multiplies)
    for (rows, row_as), (cols, col_bs) in product(groups.items(), groups.items()):
        if len(row_as) == 2 and len(col_bs) == 2:  # 4 positions: two batches, or their accumulators spill
            halves = [[(a, b) for b in col_bs] for a in row_as]
            if merge:  # their pixels loaded once, all four V at the first
                batches += [(rows, cols, halves[0] + halves[1], halves[0]), (rows, cols, [], halves[1])]
            else:
                batches += [(rows, cols, half, half) for half in halves]
        else:
            positions = [(a, b) for a in row_as for b in col_bs]
            batches.append((rows, cols, positions, positions))
    compute, issue, fold = [], [], []
    for rows, cols, computed, positions in batches:
        if not computed:
            compute.append("")
            continue
        lines = [f"    {{  // positions {' '.join(f'({a},{b})' for a, b in computed)}: pixels rows {rows}, columns {cols}"]
        pixels = [(i, j) for i in rows for j in cols]
        for tile in range(2):  # one tile at a time: fewer live registers
            lines.append("      {")
            lines.append("        half2 " + ", ".join(f"p{i}{j}[8]" for i, j in pixels) + ";")
            lines += [f"        load_tile_pixel<{18 * i + j + 36 * tile}>(p{i}{j}, at);" for i, j in pixels]
            lines += transform_lines(computed, rows, cols, bt, tile, share)
            lines.append("      }")
        compute.append("\n".join(lines + ["    }"]))
    for rows, cols, computed, positions in batches:
        # d[0], d[1]: the same accumulator registers in every batch (fresh ones per batch make ptxas keep them all)
        issue.append("\n".join(["    mma_fence();"] + [f"    position_mma(d[{n}], v{a}{b}, desc0 + {512 * (4 * a + b)});"
                                                      for n, (a, b) in enumerate(positions)]))
        lines = [f"    mma_wait({', '.join(f'd[{n}]' for n in range(len(positions)))});"]
        for n, (a, b) in enumerate(positions):
            coefficients = ", ".join(str(at[oi][a] * at[oj][b]) for oi in range(2) for oj in range(2))
            lines.append(f"    fold<{coefficients}>(acc, d[{n}]);")
        fold.append("\n".join(lines))
    # the box's last reads are done: the next unit's box may come in
    compute[-1] += ("\n    asm volatile(\"bar.sync %0, 128;\\n\" :: \"r\"(1 + wg) : \"memory\");\n"
                    "    if (!PKF_WG_NO_RELOAD && (tid & 127) == 0 && unit + stride < kUnits) load_box(box, &x_map, bars + wg, unit + stride);")
    code = ["    half2 " + ", ".join(f"v{a}{b}[2][8]" for _, _, _, positions in batches for a, b in positions) + ";"]
    if not pipelined:
        for parts in zip(compute, issue, fold):
            code += parts
        return "\n".join(code)
    code += [compute[0], issue[0]]
    for n in range(1, len(batches)):  # batch n's transform while batch n - 1's products run
        code += [compute[n], fold[n - 1], issue[n]]
    return "\n".join(code + [fold[-1]])


def kernel_source(height: int, width: int, form: Form) -> str:
    g = transforms(2, 3).G
    g_text = "{" + ", ".join("{" + ", ".join(f"{float(v)}f" for v in row) + "}" for row in g) + "}"
    text = KERNEL.read_text()
    for name, value in {"HEIGHT": height, "WIDTH": width, "G": g_text, "BATCHES": batches_code(form.pipelined, form.merge, form.share)}.items():
        text = replace_once(text, f"@{name}@", str(value))
    return text


def wgmma_form(text: str, height: int, width: int, form: Form) -> str:
    assert height % 16 == 0 and width % 16 == 0, "units of 16 x 16 outputs"
    start, end = text.index(TMA_END) + len(TMA_END), text.index(HARNESS)
    defines = "".join(f"#define {name} {value}\n" for name, value in form.macros.items())
    text = text[:start] + "\n" + defines + kernel_source(height, width, form) + text[end:]
    text = re.sub(r"  PKF_CHECK\(cudaFuncSetAttribute\(\w+, cudaFuncAttributeMaxDynamicSharedMemorySize, \d+\)\);",
                  "  PKF_CHECK(cudaFuncSetAttribute(pkf_wg::wg_conv, cudaFuncAttributeMaxDynamicSharedMemorySize, pkf_wg::kSmemBytes));",
                  text)
    text = text.replace("294912ull", "131072ull")
    text = re.sub(r"void run_setup\(const Buffers& b\) \{.*?\n\}", lambda _: SETUP, text, count=1, flags=re.S)
    return re.sub(r"void run_pipeline\(const Buffers& b, half\* x\) \{.*?\n\}", lambda _: PIPELINE, text, count=1, flags=re.S)


def main() -> None:
    build, out = Path(sys.argv[1]), Path(sys.argv[2])
    text = (build / "main.cu").read_text()
    problem = json.loads((build / "build.json").read_text())["problem"]
    forms = {name: wgmma_form(text, problem["h"], problem["w"], form) for name, form in FORMS.items()}
    write_forms({"base": text, **forms}, out)
    for name in forms:  # wgmma needs sm_90a; time_forms.sh compiles the others for sm_90
        subprocess.run([find_nvcc(), "-gencode", "arch=compute_90a,code=sm_90a", *FLAGS, "-o", str(out / name / "pkf_main"),
                        str(out / name / "main.cu")], check=True, capture_output=True)


if __name__ == "__main__":
    main()
