"""Issue 6, step 31 probe: the --tma variant's BGEMM in other forms, as timing copies of a built main.cu.

Source counters (step 30) put 43-56 % of the warps' stall samples on the BGEMM's instructions, most on its
HMMAs: each warp runs its 3 positions one after another, 4 ldmatrix, then 16 mma in 4 chains of 4, then
8 half2 stores of fp32 sums rounded to fp16. Forms written here (results must stay right):
  f16acc:      the mma sums in fp16 (m16n8k16 .f16 accumulators): 8 registers instead of 16 per position,
               no conversions; the stored M is the accumulator register itself
  pipe:        the next position's 4 ldmatrix issued before this position's mma (fp32 sums)
  f16acc-pipe: both
  same:        the rewritten lambda with fp32 sums and nothing else changed, to separate the forms from the rewrite
  stmatrix:    (step 32, on the template after step 31) the template's BGEMM with its 8 M stores per position as
               2 stmatrix.x4: a fragment's 8-column block lands in one 16-byte chunk of pkf_m_offset's rows
  split-k:     (step 33) each position's 4 mma chains of 4 as 8 chains of 2 (c 0-31 and 32-63 in separate
               fp16 sums, added at the end), so dependent mma are 8 apart instead of 4
  stagger:     (step 33) warps 4-7 run the first interval's ITrans before their BGEMM, the others after, so that
               each scheduler (warps j, j + 4, j + 8) holds both Tensor Core and half2 work at once
  stagger-most: the same with warps 0-3 and 8-11 running ITrans first

Measured on builds of the template after step 30 (fp32 sums); since step 31 the template's own BGEMM sums in
fp16, so "base" is that form.

    PYTHONPATH=. python3 experiments/resident_filter/bgemm_forms.py BUILD_DIR OUT_DIR
"""

import sys
from pathlib import Path

from experiments.resident_filter.index_check import write_forms

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


STORES = """        #pragma unroll
        for (int nb = 0; nb < 4; ++nb) {
          const int tile = mb * 16 + (pkf_lane >> 2), k = nb * 8 + (pkf_lane & 3) * 2;
          if (tile < 16) *(unsigned*)(plane + pkf_m_offset(tile, k)) = acc[nb][0];
          if (tile + 8 < 16) *(unsigned*)(plane + pkf_m_offset(tile + 8, k)) = acc[nb][1];
        }
"""
STMATRIX = """        {  // matrix i = lane / 8: (nb, tiles 0-7), (nb, tiles 8-15), (nb + 1, 0-7), (nb + 1, 8-15); lane % 8 its row
          const int tile = mb * 16 + (pkf_lane & 7) + ((pkf_lane >> 3) & 1) * 8, nb = pkf_lane >> 4;
          pkf_stmatrix_x4(plane + pkf_m_offset(tile, nb * 8), acc[0][0], acc[0][1], acc[1][0], acc[1][1]);
          pkf_stmatrix_x4(plane + pkf_m_offset(tile, (2 + nb) * 8), acc[2][0], acc[2][1], acc[3][0], acc[3][1]);
        }
"""
STMATRIX_HELPER = r"""
__device__ __forceinline__ void pkf_stmatrix_x4(half* p, unsigned r0, unsigned r1, unsigned r2, unsigned r3) {
  asm volatile("stmatrix.sync.aligned.m8n8.x4.shared.b16 [%0], {%1,%2,%3,%4};\n"
               :: "r"(unsigned(__cvta_generic_to_shared(p))), "r"(r0), "r"(r1), "r"(r2), "r"(r3) : "memory");
}
"""


MMAS = """        #pragma unroll
        for (int ks = 0; ks < 4; ++ks)
          #pragma unroll
          for (int nb = 0; nb < 4; ++nb) pkf_mma_16816_f16(acc[nb], a[ks], pkf_u[s][ks][nb][0], pkf_u[s][ks][nb][1]);
"""
SPLIT_K = """        unsigned acc_hi[4][2] = {};
        #pragma unroll
        for (int step = 0; step < 4; ++step) {
          const int ks = (step & 1) * 2 + (step >> 1);  // 0, 2, 1, 3
          #pragma unroll
          for (int nb = 0; nb < 4; ++nb) pkf_mma_16816_f16(ks < 2 ? acc[nb] : acc_hi[nb], a[ks], pkf_u[s][ks][nb][0], pkf_u[s][ks][nb][1]);
        }
        #pragma unroll
        for (int nb = 0; nb < 4; ++nb)
          #pragma unroll
          for (int h = 0; h < 2; ++h) {
            const half2 sum = __hadd2(*(half2*)&acc[nb][h], *(half2*)&acc_hi[nb][h]);
            acc[nb][h] = *(const unsigned*)&sum;
          }
"""


INTERVAL = """    pkf_bgemm(pkf_buffer);
    if (pkf_next < GROUPS) pkf_tma::wait_phase(pkf_tma::smem_address(&pkf_box_bars[pkf_buffer ^ 1]), ((pkf_step + 1) >> 1) & 1);
    pkf_itrans(pkf_next, pkf_buffer ^ 1, pkf_warp);  // the other buffer's M was read before the last barrier
"""
STAGGERED = """    if ((pkf_warp >> 2) & 1) {
      if (pkf_next < GROUPS) pkf_tma::wait_phase(pkf_tma::smem_address(&pkf_box_bars[pkf_buffer ^ 1]), ((pkf_step + 1) >> 1) & 1);
      pkf_itrans(pkf_next, pkf_buffer ^ 1, pkf_warp);
      pkf_bgemm(pkf_buffer);
    } else {
""" + INTERVAL + "    }\n"


def stagger_form(text: str, itrans_first: str = "(pkf_warp >> 2) & 1") -> str:
    groups = loop_bound(text)
    old = INTERVAL.replace("GROUPS", groups)
    assert old in text, "the template's first interval not found"
    return text.replace(old, STAGGERED.replace("GROUPS", groups).replace("(pkf_warp >> 2) & 1", itrans_first))


def loop_bound(text: str) -> str:
    start = text.index("for (int pkf_group = pkf_pair, pkf_step = 0; pkf_group < ") + len("for (int pkf_group = pkf_pair, pkf_step = 0; pkf_group < ")
    return text[start:text.index(";", start)]


def split_k_form(text: str) -> str:
    assert MMAS in text, "the template's mma loop (fp16 sums) not found"
    return text.replace(MMAS, SPLIT_K)


def stmatrix_form(text: str) -> str:
    assert STORES in text, "the template's M stores (16-tile groups, fp16 sums) not found"
    marker = 'extern "C" __global__ void __launch_bounds__(384) pkf_full_rf16_tma'
    return text.replace(STORES, STMATRIX).replace(marker, STMATRIX_HELPER + marker, 1)


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
    if "pkf_mma_16816_f16(acc[nb]" in text:  # the template after step 31
        forms = {"base": text, "stmatrix": stmatrix_form(text), "split-k": split_k_form(text)}
        if "pkf_next_itrans" not in text:  # before step 33 made stagger-most the template's order
            forms |= {"stagger": stagger_form(text), "stagger-most": stagger_form(text, "(pkf_warp >> 2) != 1")}
    else:
        forms = {"base": text, "same": form(text, FP32, False), "f16acc": form(text, FP16, False),
                 "pipe": form(text, FP32, True), "f16acc-pipe": form(text, FP16, True)}
    write_forms(forms, out)


if __name__ == "__main__":
    main()
