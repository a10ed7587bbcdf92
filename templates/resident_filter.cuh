// device helpers of the resident-filter schedule (templates/resident_filter.cu.j2,
// reconstructor/resident_filter.py), F(4,3), fp16, C = K = 64. Measured first as the hand-written
// probe experiments/resident_filter/registers.cu, whose kernels use these helpers too.
#include <cuda_fp16.h>

// V(p) of a group: [tile][64 c] fp16 rows of 128 bytes whose 16-byte chunks are XOR-swizzled by the
// tile, so that the 8 rows one ldmatrix phase reads fall in 8 different bank groups.
__device__ __forceinline__ int pkf_v_offset(int tile, int c) {
  return tile * 64 + ((((c >> 3) ^ tile) & 7) << 3) + (c & 7);
}

// M(p) of a group over V(p): [tile][32 k of this block] fp16 rows of 64 bytes whose 4-byte words are
// XOR-swizzled by the tile, so that a fragment store (8 tiles x 4 words) hits 32 banks.
__device__ __forceinline__ int pkf_m_offset(int tile, int k) {
  return tile * 32 + ((((k >> 1) ^ (((tile >> 1) & 3) << 2)) & 15) << 1) + (k & 1);
}

// U in the order the kernel's registers take it: KTrans stores element g = (p · 64 + k) · 64 + c of
// U(p)[k][c] here, so that lane l's mma B fragments of position p, k-step ks (b0, b1 of the 4 n-blocks of its
// block's 32 output channels) are 32 contiguous bytes: [k half][p][ks][lane][nb][b0, b1][2 c]. A warp loads
// each (p, ks) as 1 KB in two 16-byte loads per lane, instead of 8 four-byte loads scattered over 8 rows.
__device__ __forceinline__ int pkf_u_fragment_index(int g) {
  const int p = g >> 12, k = (g >> 6) & 63, c = g & 63;
  const int lane = (k & 7) * 4 + ((c & 7) >> 1), word = ((k >> 3) & 3) * 2 + ((c >> 3) & 1);
  return (((((k >> 5) * 36 + p) * 4 + (c >> 4)) * 32 + lane) * 8 + word) * 2 + (c & 1);
}

__device__ __forceinline__ void pkf_ldmatrix_x4(unsigned (&r)[4], const half* p) {
  const unsigned address = unsigned(__cvta_generic_to_shared(p));
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];\n"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "r"(address));
}

// d += a b for one m16n8k16 fp16 fragment, fp16 sums: d[0] holds row lane / 4, d[1] row lane / 4 + 8, each
// columns 2 (lane % 4) and 2 (lane % 4) + 1 as a half2.
__device__ __forceinline__ void pkf_mma_16816_f16(unsigned (&d)[2], const unsigned (&a)[4], unsigned b0, unsigned b1) {
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%0,%1}, {%2,%3,%4,%5}, {%6,%7}, {%0,%1};\n"
               : "+r"(d[0]), "+r"(d[1]) : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
}

// d += a b for one m16n8k16 fp16 fragment, fp32 sums.
__device__ __forceinline__ void pkf_mma_16816(float (&d)[4], const unsigned (&a)[4], unsigned b0, unsigned b1) {
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, "
               "{%0,%1,%2,%3};\n"
               : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
               : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
}
