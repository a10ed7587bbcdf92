// Prototype (issue 42): F(2,3) along rows only, as an implicit GEMM with the whole input-channel sum in the Tensor
// Cores' accumulators. A tile is 1 x 2 outputs; its 4 positions' products are summed over the 3 filter rows and all C
// input channels (K = 3C of one GEMM per position), so the output transform runs once per tile, not once per chunk
// of 64 input channels as in the 2-D streamed kernel. 1.5x fewer multiplies than a direct convolution (2-D: 2.25x),
// but a GEMM's main loop: each warpgroup keeps 4 positions x m64nN accumulators, issues 12 wgmma a k16 step
// (3 filter rows x 4 positions) with V made in registers from the TMA's box, and waits after each group of 4 with
// ROWS_DEPTH groups still queued. Measured in experiments/results/2026-11-27-h100-rows (bench.py).
//
// Block: 2 warpgroups, 128 tiles (a warp 8 tile columns x 2 output rows; the block SB tile columns x 128 / SB rows)
// by N output channels (128 with fp16 sums, 64 with fp32 sums). Input: boxes of 64 channels (128-byte swizzle) of
// (128 / SB + 2) rows x (2 SB + 8) pixels, double-buffered. U: a ring of slots, one per (k16 step, filter row): 4
// positions x N rows of 16 k (32-byte rows, 32-byte swizzle), pre-swizzled in global memory by the host.
#include <cuda_fp16.h>
#include <cstdint>
#include <cstdio>
#include "../../templates/tma.cuh"
#include "../../templates/wgmma.cuh"

// Product groups (one k16 step and filter row: 4 wgmma) left running at each wait; the slot of the group it waits
// for is released there, so a smaller depth refills sooner and queues less (1: measured the fastest, depth.log)
#ifndef ROWS_DEPTH
#define ROWS_DEPTH 1
#endif

namespace rows {

__device__ __forceinline__ uint32_t lds64_lo(unsigned a, uint32_t& hi) {
  uint32_t lo;
  asm volatile("ld.shared.v2.b32 {%0, %1}, [%2];\n" : "=r"(lo), "=r"(hi) : "r"(a));
  return lo;
}
// The transform's adds as volatile asm: kept in order with the loads, so that a box row's 4 pixels are transformed
// before the next row's are loaded (8 registers in flight, not 32: the fp16 forms otherwise spill)
__device__ __forceinline__ uint32_t hsub(uint32_t a, uint32_t b) {
  uint32_t r;
  asm volatile("sub.rn.f16x2 %0, %1, %2;\n" : "=r"(r) : "r"(a), "r"(b));
  return r;
}
__device__ __forceinline__ uint32_t hadd(uint32_t a, uint32_t b) {
  uint32_t r;
  asm volatile("add.rn.f16x2 %0, %1, %2;\n" : "=r"(r) : "r"(a), "r"(b));
  return r;
}

// A box is released by each of the block's 8 warps once its reads are done (lane 0,
// after the warp's own loads: a warpgroup's thread 0 alone would not order the other warps' reads);
// the 8th release refills it, where `more`, completing on `full`. One predicated block each, no branch among the
// products (a branch there makes ptxas serialize the wgmma).
#define ROWS_RELEASE_HEAD                                    \
  "{\n.reg .pred e, s;\n.reg .b32 old;\nmov.b32 old, 0;\n"    \
  "setp.ne.b32 e, %0, 0;\n"                                 \
  "@e atom.acq_rel.cta.shared::cta.add.u32 old, [%2], 1;\n" \
  "and.b32 old, old, 7;\n"                                  \
  "setp.eq.and.b32 s, old, 7, e;\n"                         \
  "setp.ne.and.b32 s, %1, 0, s;\n"                          \
  "@s fence.proxy.async.shared::cta;\n"                     \
  "@s mbarrier.arrive.expect_tx.shared::cta.b64 _, [%4], %6;\n"
__device__ __forceinline__ void release_box(bool elected, bool more, unsigned count, unsigned box, unsigned full,
                                            const CUtensorMap* map, unsigned bytes, int c0, int c1, int c2, int c3) {
  asm volatile(ROWS_RELEASE_HEAD
               "@s cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%3], [%5, {%7, %8, %9, %10}], [%4];\n}\n"
               :: "r"(int(elected)), "r"(int(more)), "r"(count), "r"(box), "r"(full), "l"(map), "r"(bytes),
                  "r"(c0), "r"(c1), "r"(c2), "r"(c3) : "memory");
}

// An arrival on mbarrier `bar` where `p`, and a bulk copy into a ring slot where `p`: one predicated block each.
__device__ __forceinline__ void arrive_if(bool p, unsigned bar) {
  asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %0, 0;\n@p mbarrier.arrive.shared::cta.b64 _, [%1];\n}\n"
               :: "r"(int(p)), "r"(bar) : "memory");
}
__device__ __forceinline__ void fill_if(bool p, unsigned slot, unsigned full, const half* src, unsigned bytes) {
  asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %0, 0;\n"
               "@p fence.proxy.async.shared::cta;\n"
               "@p mbarrier.arrive.expect_tx.shared::cta.b64 _, [%2], %4;\n"
               "@p cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%1], [%3], %4, [%2];\n}\n"
               :: "r"(int(p)), "r"(slot), "r"(full), "l"(src), "r"(bytes) : "memory");
}

// The ring's slot of step u of a 64-channel chunk (u = 3 kk + ky, 0 .. 11) and its parity at chunk c64: the ring's
// size divides 12, so both are known at compile time but for c64's
template <int Slots>
__device__ __forceinline__ unsigned ring_parity(int c64, int u) { return unsigned(12 / Slots * c64 + u / Slots) & 1; }

template <bool F32, int SB, int Slots>
__global__ void __launch_bounds__(256, 1)
conv(const __grid_constant__ CUtensorMap x_map, const half* __restrict__ U, half* __restrict__ y, int N, int H, int W, int C,
     int K) {
  static_assert(12 % Slots == 0, "the ring's size divides a chunk's 12 steps");
  constexpr int kN = F32 ? 64 : 128;           // output channels a block
  constexpr int kRB = 128 / SB;                // output rows a block
  constexpr int kBoxW = 2 * SB + 8, kBoxH = kRB + 2;  // 6 pixels more than needed: a multiple of 8, so each box row
  // starts a swizzle period and a thread's pixels have one swizzle per column
  constexpr int kBoxBytes = kBoxW * kBoxH * 128;
  constexpr int kBoxStride = (kBoxBytes + 1023) / 1024 * 1024;
  constexpr int kSlotBytes = 4 * kN * 32;
  constexpr int kLag = 1;  // a slot is refilled one step after the warpgroup's own release of it
  extern __shared__ unsigned char raw[];
  unsigned char* smem = raw + ((1024 - (pkf_wg::smem_u32(raw) & 1023)) & 1023);
  unsigned char* slots = smem + 2 * kBoxStride;
  // box 0, box 1 (full), slot s full at 2 + s, slot s empty at 2 + Slots + s (both warpgroups' products read it)
  uint64_t* bars = reinterpret_cast<uint64_t*>(slots + Slots * kSlotBytes);
  unsigned* released = reinterpret_cast<unsigned*>(bars + 2 + 2 * Slots);  // box 0, box 1: the warps done reading it

  const int tid = threadIdx.x, wg = tid >> 7, warp = tid >> 5, lane = tid & 31, r = lane >> 2, q = lane & 3;
  const int tiles_w = (W + 1) / 2, bx_count = (tiles_w + SB - 1) / SB, by_count = (H + kRB - 1) / kRB;
  const int kchunks = K / kN;
  const int kchunk = blockIdx.x % kchunks, sb = blockIdx.x / kchunks;
  const int bx = sb % bx_count, by = sb / bx_count % by_count, n = sb / (bx_count * by_count);
  const int tx0 = bx * SB, oy0 = by * kRB;
  const int c64s = C / 64, steps = 3 * (C / 16);
  const half* u_block = U + size_t(kchunk) * steps * (kSlotBytes / 2);

  if (tid == 0) {
    for (int i = 0; i < 2 + Slots; ++i) pkf_tma::init_barrier(pkf_wg::smem_u32(bars + i));
    for (int i = 0; i < Slots; ++i) {  // one arrival per warpgroup
      asm volatile("mbarrier.init.shared::cta.b64 [%0], 2;\n" :: "r"(pkf_wg::smem_u32(bars + 2 + Slots + i)));
      asm volatile("fence.mbarrier_init.release.cluster;\n" ::: "memory");
    }
    released[0] = released[1] = 0;
    for (int b = 0; b < 2 && b < c64s; ++b) {
      pkf_tma::expect_load(pkf_wg::smem_u32(bars + b), kBoxBytes);
      pkf_tma::load_tile_4d(pkf_wg::smem_u32(smem + b * kBoxStride), &x_map, pkf_wg::smem_u32(bars + b), 64 * b, 2 * tx0 - 1, oy0 - 1, n);
    }
    for (int s = 0; s < Slots && s < steps; ++s) {
      pkf_tma::expect_load(pkf_wg::smem_u32(bars + 2 + s), kSlotBytes);
      pkf_wg::bulk_copy(pkf_wg::smem_u32(slots + s * kSlotBytes), u_block + size_t(s) * (kSlotBytes / 2), kSlotBytes,
                        pkf_wg::smem_u32(bars + 2 + s));
    }
  }
  __syncthreads();

  // this thread's tile column (in the box: pixels 2 tc .. 2 tc + 3) and its two output rows 2 wr, 2 wr + 1 (box rows
  // 2 wr .. 2 wr + 3)
  const int wc = warp % (SB / 8), wr = warp / (SB / 8), tc = 8 * wc + r;
  const unsigned box0 = pkf_wg::smem_u32(smem);
  unsigned at[4];  // pixel j of box row 2 wr: its 8 bytes (channels 4q .. 4q + 3 of k16 step 0), box 0; rows below
  // are kBoxW * 128 bytes further each
#pragma unroll
  for (int j = 0; j < 4; ++j) {
    const int line = 2 * wr * kBoxW + 2 * tc + j;
    at[j] = box0 + line * 128 + (((q >> 1) ^ (line & 7)) << 4) + ((q & 1) << 3);
  }
  uint32_t acc[4][32];
#pragma unroll
  for (int p = 0; p < 4; ++p)
#pragma unroll
    for (int m = 0; m < 32; ++m) acc[p][m] = 0;
  uint32_t v[2][4][4][2];  // [buffer][box row][position][h]: V of this thread's column, channels 4q, 4q+1 (h 0), 4q+2, 4q+3
  const uint64_t slot_desc0 = ((pkf_wg::smem_u32(slots) >> 4) & 0x3FFF) | (1ull << 16) | (16ull << 32) | (3ull << 62);
  const unsigned full0 = pkf_wg::smem_u32(bars + 2), empty0 = pkf_wg::smem_u32(bars + 2 + Slots);
  const unsigned slots0 = pkf_wg::smem_u32(slots);

#pragma unroll 1
  for (int c64 = 0; c64 < c64s; ++c64) {
    const int xb = c64 & 1;
    pkf_tma::wait_phase(pkf_wg::smem_u32(bars + xb), (c64 >> 1) & 1);
    const unsigned xoff = xb * kBoxStride;
#pragma unroll
    for (int kk = 0; kk < 4; ++kk) {
      uint32_t(&vb)[4][4][2] = v[kk & 1];
#pragma unroll
      for (int rho = 0; rho < 4; ++rho) {
        uint32_t p0[2], p1[2], p2[2], p3[2];
        p0[0] = lds64_lo((at[0] + xoff + rho * kBoxW * 128) ^ (kk << 5), p0[1]);
        p1[0] = lds64_lo((at[1] + xoff + rho * kBoxW * 128) ^ (kk << 5), p1[1]);
        p2[0] = lds64_lo((at[2] + xoff + rho * kBoxW * 128) ^ (kk << 5), p2[1]);
        p3[0] = lds64_lo((at[3] + xoff + rho * kBoxW * 128) ^ (kk << 5), p3[1]);
#pragma unroll
        for (int h = 0; h < 2; ++h) {
          vb[rho][0][h] = hsub(p0[h], p2[h]);
          vb[rho][1][h] = hadd(p1[h], p2[h]);
          vb[rho][2][h] = hsub(p2[h], p1[h]);
          vb[rho][3][h] = hsub(p1[h], p3[h]);
        }
      }
      if (kk == 3) {  // this box read: the last of the 8 warps done with it brings in chunk c64 + 2
        release_box(lane == 0, c64 + 2 < c64s, pkf_wg::smem_u32(released + xb), box0 + xoff, pkf_wg::smem_u32(bars + xb),
                    &x_map, kBoxBytes, 64 * (c64 + 2), 2 * tx0 - 1, oy0 - 1, n);
      }
      pkf_wg::mma_fence();
#pragma unroll
      for (int ky = 0; ky < 3; ++ky) {
        const int u = 3 * kk + ky, s = u % Slots;
        pkf_tma::wait_phase(full0 + 8 * s, ring_parity<Slots>(c64, u));
        const uint64_t desc = slot_desc0 + ((s * kSlotBytes) >> 4);
#pragma unroll
        for (int p = 0; p < 4; ++p)
          pkf_wg::mma<1, F32>(acc[p], vb[ky][p][0], vb[ky + 1][p][0], vb[ky][p][1], vb[ky + 1][p][1], desc + ((p * kN * 32) >> 4));
        pkf_wg::mma_commit();
        asm volatile("wgmma.wait_group.sync.aligned %0;\n" :: "n"(ROWS_DEPTH) : "memory");
#pragma unroll
        for (int p = 0; p < 4; ++p)
#pragma unroll
          for (int m = 0; m < 32; ++m) asm volatile("" : "+r"(acc[p][m])::"memory");
        if (ky == 2) {  // the last k16 step's products done (ROWS_DEPTH <= 3): its V buffer is free from here, not before
#pragma unroll
          for (int rho = 0; rho < 4; ++rho)
#pragma unroll
            for (int p = 0; p < 4; ++p)
              asm volatile("" : "+r"(v[(kk + 1) & 1][rho][p][0]), "+r"(v[(kk + 1) & 1][rho][p][1])::"memory");
        }
        // the products ROWS_DEPTH groups back are done: this warpgroup releases their slot (one arrival, no reply
        // awaited). The step kLag before that is refilled, Slots steps on, by the warpgroup whose turn it is: it
        // waits until both have released it (usually long since), then one thread brings the slot in.
        const int u_done = 3 * kk + ky - ROWS_DEPTH, u_fill = u_done - kLag;  // in chunk c64, or the one before if < 0
        arrive_if((u_done >= 0 || c64 > 0) && (tid & 127) == 0, empty0 + 8 * ((u_done + 12) % 12 % Slots));
        // both warpgroups wait (one wait, no branch: a branch among the products makes ptxas serialize them); before
        // the first release, on the phase before the first, which has passed
        const int fill = (u_fill + 12) % 12, fill_c64 = u_fill >= 0 ? c64 : c64 - 1, fill_step = 12 * fill_c64 + fill;
        pkf_tma::wait_phase(empty0 + 8 * (fill % Slots), fill_c64 >= 0 ? ring_parity<Slots>(fill_c64, fill) : 1u);
        fill_if(wg == fill % 2 && fill_c64 >= 0 && fill_step + Slots < steps && (tid & 127) == 0,
                slots0 + (fill % Slots) * kSlotBytes, full0 + 8 * (fill % Slots),
                u_block + size_t(fill_step + Slots) * (kSlotBytes / 2), kSlotBytes);
      }
    }
  }
  asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
#pragma unroll
  for (int p = 0; p < 4; ++p)
#pragma unroll
    for (int m = 0; m < 32; ++m) asm volatile("" : "+r"(acc[p][m])::"memory");

  // output transform: y(2 tx) = M0 + M1 + M2, y(2 tx + 1) = M1 - M2 - M3, in float, rounded once; stored 16 bytes at
  // a time (the accumulators' columns are a permutation of the output channels: see the host's u_image)
  const int tx = tx0 + tc;
#pragma unroll
  for (int t = 0; t < 2; ++t) {  // accumulator row r (output row 2 wr) or r + 8 (2 wr + 1)
    const int oy = oy0 + 2 * wr + t;
    if (oy >= H || tx >= tiles_w) continue;
#pragma unroll
    for (int e = 0; e < 2; ++e) {
      const int ox = 2 * tx + e;
      if (ox >= W) continue;
      half* out = y + ((size_t(n) * H + oy) * W + ox) * K + kchunk * kN + 8 * q;
#pragma unroll
      for (int i = 0; i < kN / 32; ++i) {
        uint32_t word[4];
#pragma unroll
        for (int g4 = 0; g4 < 4; ++g4) {
          const int g = 4 * i + g4;  // columns 8 g + 2 q, + 1
          float2 m[4];
#pragma unroll
          for (int p = 0; p < 4; ++p) {
            if constexpr (F32) {
              m[p] = make_float2(__uint_as_float(acc[p][4 * g + 2 * t]), __uint_as_float(acc[p][4 * g + 2 * t + 1]));
            } else {
              m[p] = __half22float2(*reinterpret_cast<const half2*>(&acc[p][2 * g + t]));
            }
          }
          const float2 o = e == 0 ? make_float2(m[0].x + m[1].x + m[2].x, m[0].y + m[1].y + m[2].y)
                                  : make_float2(m[1].x - m[2].x - m[3].x, m[1].y - m[2].y - m[3].y);
          half2 h = __floats2half2_rn(o.x, o.y);
          word[g4] = *reinterpret_cast<uint32_t*>(&h);
        }
        pkf_wg::store_pixel(out + 32 * i, word[0], word[1], word[2], word[3]);
      }
    }
  }
}

template <bool F32, int SB>
constexpr int slot_count() {  // the largest divisor of 12 that fits beside the two boxes
  constexpr int box = ((2 * SB + 8) * (128 / SB + 2) * 128 + 1023) / 1024 * 1024;
  constexpr int slot = 4 * (F32 ? 64 : 128) * 32;
  constexpr int fit = (232448 - 1024 - 2 * box - 512) / slot;
  return fit >= 12 ? 12 : fit >= 6 ? 6 : fit >= 4 ? 4 : 3;
}

template <bool F32, int SB>
int launch_one(const half* x, const half* U, half* y, int N, int H, int W, int C, int K, cudaStream_t stream) {
  constexpr int Slots = slot_count<F32, SB>();
  constexpr int kN = F32 ? 64 : 128, kRB = 128 / SB;
  static const auto encode = pkf_tma::driver_function<PFN_cuTensorMapEncodeTiled_v12000>("cuTensorMapEncodeTiled");
  CUtensorMap map;
  const cuuint64_t dims[4] = {cuuint64_t(C), cuuint64_t(W), cuuint64_t(H), cuuint64_t(N)};
  const cuuint64_t strides[3] = {C * 2ull, cuuint64_t(W) * C * 2ull, cuuint64_t(H) * W * C * 2ull};
  const cuuint32_t box[4] = {64, cuuint32_t(2 * SB + 8), cuuint32_t(kRB + 2), 1}, one[4] = {1, 1, 1, 1};
  pkf_tma::check_encoded(encode(&map, CU_TENSOR_MAP_DATA_TYPE_FLOAT16, 4, (void*)x, dims, strides, box, one, CU_TENSOR_MAP_INTERLEAVE_NONE,
                                CU_TENSOR_MAP_SWIZZLE_128B, CU_TENSOR_MAP_L2_PROMOTION_L2_256B, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE),
                         "encode");
  const int box_stride = ((2 * SB + 8) * (kRB + 2) * 128 + 1023) / 1024 * 1024;
  const size_t shared = 1024 + 2 * box_stride + size_t(Slots) * 4 * kN * 32 + 8 * (2 + 2 * Slots) + 8;
  auto kernel = conv<F32, SB, Slots>;
  static bool set = false;
  if (!set) {
    cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, int(shared));
    set = true;
  }
  const int tiles_w = (W + 1) / 2;
  const int blocks = (K / kN) * ((tiles_w + SB - 1) / SB) * ((H + kRB - 1) / kRB) * N;
  kernel<<<blocks, 256, shared, stream>>>(map, U, y, N, H, W, C, K);
  return Slots;
}
}  // namespace rows

// x, U (bench.py's u_image) and y on the device; SB the box's tile columns (8, 16, 32 or 64); f32: fp32 sums (n64).
// Returns the ring's slot count, -1 for a form it does not have.
extern "C" int rows_launch(const void* x, const void* U, void* y, int N, int H, int W, int C, int K, int f32, int sb, void* stream) {
  const half* xh = static_cast<const half*>(x);
  const half* Uh = static_cast<const half*>(U);
  half* yh = static_cast<half*>(y);
  cudaStream_t s = static_cast<cudaStream_t>(stream);
#define ROWS_CASE(F, S) \
  if (f32 == F && sb == S) return rows::launch_one<F, S>(xh, Uh, yh, N, H, W, C, K, s);
  ROWS_CASE(false, 8) ROWS_CASE(false, 16) ROWS_CASE(false, 32) ROWS_CASE(false, 64)
  ROWS_CASE(true, 8) ROWS_CASE(true, 16) ROWS_CASE(true, 32) ROWS_CASE(true, 64)
  return -1;
}
