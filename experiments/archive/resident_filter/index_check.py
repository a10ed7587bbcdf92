"""Issue 6, step 30 diagnostic: is TVM's index arithmetic why the --tma variant trails its probe?

The variant (pkf-full-rf16-h2-oh2-tma) ran 177 us at 960^2 against 153 us for box.cu, which does the
same work with hand-written indices. This writes timing copies of a built variant's main.cu:
  itrans-index: ITrans' 36 V stores at pkf_v_offset(tile, 2 lane) instead of TVM's flattened index
  otrans-index: OTrans' task with the probe's rf::output_task indices (plane q at q * 1024 halves, the
                image tile from the square, y in NHWC) instead of TVM's
  both:         the two together
  lane-range:   the block's shape stated to the compiler (threadIdx.x < 32, threadIdx.y < 12), no other change;
                Nsight Compute's source counters (source_counters.sh) show the BGEMM and loop doing 405 warp
                instructions per group where the probe (lane = tid & 31) does 211: the M stores' guards stay
  lane-range-both: lane-range and both
Step 41 ran itrans-index and otrans-index again on builds of step 39's template. The lane-range forms are written only for a build from before step 30 (the template at da73cd8); step 30
made that form the template's. Results must stay right (the harness checks them); only the index expressions change.

    PYTHONPATH=. python3 experiments/resident_filter/index_check.py BUILD_DIR OUT_DIR
"""

import json
import re
import sys
from pathlib import Path

V_STORE = re.compile(r"^(\s*)\*\(half2\*\)\(pkf_v_tile \+ \(\((\d+) \+ .*\)\)\)\) = (V_acc_local_ptr\[\d+\]);$", re.MULTILINE)
LANE = "const int pkf_lane = (int)threadIdx.x,"
OTRANS_TASK = "      if (pkf_otrans_task < 0 ||"  # builds before step 36
OTRANS_TASK_39 = "      const int pkf_otrans_task = "  # builds of step 39's template: straight code, the body's block next

# The probe's A^T m (kernel.cu's rf::output_1d) under a name of its own, for the otrans-index form.
KERNEL = (Path(__file__).parent / "kernel.cu").read_text()
HELPERS = "\n" + KERNEL[KERNEL.index("__device__ __forceinline__ void output_1d"):].split("\n}\n", 1)[0].replace(
    "output_1d", "pkf_check_output_1d") + "\n}\n"

OTRANS = """      {
  const int ot = pkf_otrans_task >> 4, kp = pkf_otrans_task & 15;
  const int tile = (pkf_group / GW * 4 + ot / 4) * TW + pkf_group % GW * 4 + ot % 4;
  half2 rows[4][6];
  #pragma unroll
  for (int j = 0; j < 6; ++j) {
    half2 col[6], o[4];
    #pragma unroll
    for (int i = 0; i < 6; ++i) col[i] = *(const half2*)(pkf_m_tile + (i * 6 + j) * 1024 + pkf_m_offset(ot, 2 * kp));
    pkf_check_output_1d(col, o);
    #pragma unroll
    for (int a = 0; a < 4; ++a) rows[a][j] = o[a];
  }
  const int ty = tile / TW, tx = tile % TW;
  #pragma unroll
  for (int a = 0; a < 4; ++a) {
    half2 o[4];
    pkf_check_output_1d(rows[a], o);
    #pragma unroll
    for (int b = 0; b < 4; ++b) *(half2*)(y_ptr + ((ty * 4 + a) * W + tx * 4 + b) * 64 + pkf_k_half * 32 + 2 * kp) = o[b];
  }
      }
"""


def simple_itrans(text: str) -> str:
    text, count = V_STORE.subn(r"\1*(half2*)(pkf_v_tile + \2 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = \3;", text)
    assert count == 36, f"expected 36 V stores, found {count}"
    return text


def simple_otrans(text: str, width: int) -> str:
    start = text.index("{", text.index(OTRANS_TASK if OTRANS_TASK in text else OTRANS_TASK_39))
    depth, end = 0, start
    for end in range(start, len(text)):
        depth += {"{": 1, "}": -1}.get(text[end], 0)
        if depth == 0:
            break
    body = OTRANS.replace("GW", str(width // 16)).replace("TW", str(width // 4)).replace("W", str(width))
    text = text[:start] + body.strip() + text[end + 1:]
    marker = "extern \"C\" __global__ void __launch_bounds__(384) pkf_full_rf16_tma"
    return text.replace(marker, HELPERS + marker, 1)


def lane_range(text: str) -> str:
    """Tell the compiler the block is 32 x 12: TVM's bodies index by threadIdx.x, which it cannot bound."""
    return text.replace(LANE, "__builtin_assume(threadIdx.x < 32 && threadIdx.y < 12);\n  const int pkf_lane = (int)threadIdx.x & 31,", 1)


def write_forms(forms: dict[str, str], out: Path) -> None:
    """Each form's source as OUT/<name>/main.cu (time_forms.sh compiles and times them)."""
    for name, source in forms.items():
        (out / name).mkdir(parents=True, exist_ok=True)
        (out / name / "main.cu").write_text(source)
        print(out / name / "main.cu")


def main() -> None:
    build, out = Path(sys.argv[1]), Path(sys.argv[2])
    text = (build / "main.cu").read_text()
    width = json.loads((build / "build.json").read_text())["problem"]["w"]
    forms = {"itrans-index": simple_itrans(text), "otrans-index": simple_otrans(text, width)}
    forms["both"] = simple_otrans(forms["itrans-index"], width)
    if LANE in text:  # a build from before step 30, when the template did not state the block's shape
        forms["lane-range"] = lane_range(text)
        forms["lane-range-both"] = lane_range(forms["both"])
    write_forms(forms, out)


if __name__ == "__main__":
    main()
