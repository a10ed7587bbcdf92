"""Issue 6, step 31 probe: the --tma variant's BGEMM in other forms, as timing copies of a built main.cu.

Source counters (step 30) put 43-56 % of the warps' stall samples on the BGEMM's instructions, most on its
HMMAs: each warp runs its 3 positions one after another, 4 ldmatrix, then 16 mma in 4 chains of 4, then
8 half2 stores of fp32 sums rounded to fp16. Forms written here (results must stay right):
  f16acc:      the mma sums in fp16 (m16n8k16 .f16 accumulators): 8 registers instead of 16 per position,
               no conversions; the stored M is the accumulator register itself
  pipe:        the next position's 4 ldmatrix issued before this position's mma (fp32 sums)
  f16acc-pipe: both
  same:        the rewritten lambda with fp32 sums and nothing else changed, to separate the forms from the rewrite

Measured on builds of the template after step 30 (fp32 sums); since step 31 the template's own BGEMM sums in
fp16, so "base" is that form.

    PYTHONPATH=. python3 experiments/resident_filter/bgemm_forms.py BUILD_DIR OUT_DIR
"""

import sys
from pathlib import Path

HELPER = r"""
__device__ __forceinline__ void pkf_mma_16816_f16(unsigned (&d)[2], const unsigned (&a)[4], unsigned b0, unsigned b1) {
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%0,%1}, {%2,%3,%4,%5}, {%6,%7}, {%0,%1};\n"
               : "+r"(d[0]), "+r"(d[1]) : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
}
"""

BGEMM = """  auto pkf_bgemm = [&](int pkf_buffer) {
    half* planes = pkf_buffers + pkf_buffer * 36864 + pkf_warp * 1024;
    const int row = pkf_lane & 15;
    unsigned a[2][4][4];
    #pragma unroll
    for (int ks = 0; ks < 4; ++ks) pkf_ldmatrix_x4(a[0][ks], planes + pkf_v_offset(row, ks * 16 + (pkf_lane >> 4) * 8));
    #pragma unroll
    for (int s = 0; s < 3; ++s) {
      half* plane = planes + 12 * s * 1024;
      if (PIPE && s < 2) {
        #pragma unroll
        for (int ks = 0; ks < 4; ++ks) pkf_ldmatrix_x4(a[(s + 1) & 1][ks], plane + 12 * 1024 + pkf_v_offset(row, ks * 16 + (pkf_lane >> 4) * 8));
      }
      if (!PIPE && s > 0) {
        #pragma unroll
        for (int ks = 0; ks < 4; ++ks) pkf_ldmatrix_x4(a[s & 1][ks], plane + pkf_v_offset(row, ks * 16 + (pkf_lane >> 4) * 8));
      }
      ACC_DECL
      #pragma unroll
      for (int ks = 0; ks < 4; ++ks)
        #pragma unroll
        for (int nb = 0; nb < 4; ++nb) MMA(acc[nb], a[s & 1][ks], pkf_u[s][ks][nb][0], pkf_u[s][ks][nb][1]);
      __syncwarp();
      #pragma unroll
      for (int nb = 0; nb < 4; ++nb) {
        const int tile = pkf_lane >> 2, k = nb * 8 + (pkf_lane & 3) * 2;
        STORE_LO
        STORE_HI
      }
    }
  };"""

FP32 = {"ACC_DECL": "float acc[4][4] = {};", "MMA": "pkf_mma_16816",
        "STORE_LO": "*(half2*)(plane + pkf_m_offset(tile, k)) = __floats2half2_rn(acc[nb][0], acc[nb][1]);",
        "STORE_HI": "*(half2*)(plane + pkf_m_offset(tile + 8, k)) = __floats2half2_rn(acc[nb][2], acc[nb][3]);"}
FP16 = {"ACC_DECL": "unsigned acc[4][2] = {};", "MMA": "pkf_mma_16816_f16",
        "STORE_LO": "*(unsigned*)(plane + pkf_m_offset(tile, k)) = acc[nb][0];",
        "STORE_HI": "*(unsigned*)(plane + pkf_m_offset(tile + 8, k)) = acc[nb][1];"}


def form(text: str, words: dict[str, str], pipe: bool) -> str:
    start = text.index("  auto pkf_bgemm = [&](int pkf_buffer) {")
    end = text.index("\n  };", start) + len("\n  };")
    body = BGEMM.replace("PIPE", "true" if pipe else "false")
    for word, value in words.items():
        body = body.replace(word, value)
    marker = 'extern "C" __global__ void __launch_bounds__(384) pkf_full_rf16_tma'
    return (text[:start] + body + text[end:]).replace(marker, HELPER + marker, 1)


def main() -> None:
    build, out = Path(sys.argv[1]), Path(sys.argv[2])
    text = (build / "main.cu").read_text()
    forms = {"base": text, "same": form(text, FP32, False), "f16acc": form(text, FP16, False),
             "pipe": form(text, FP32, True), "f16acc-pipe": form(text, FP16, True)}
    for name, source in forms.items():
        (out / name).mkdir(parents=True, exist_ok=True)
        (out / name / "main.cu").write_text(source)
        print(out / name / "main.cu")


if __name__ == "__main__":
    main()
