// The Tensor Cores' rate for the rows kernel's products alone: each of G warpgroups a block issues groups of P wgmma
// (one per Winograd position, each into its own accumulators, as the rows kernel does), commits and waits for the group
// before the last (depth 1), on a grid of one block per SM, with no loads, transforms or barriers. A from registers
// (the rows kernel's V) or from shared memory; B from shared memory (U's ring slot). Operand values are whatever the
// registers and shared memory hold: only the time means anything. What it tells: whether wgmma at n64 with A from
// registers reaches the rate n128 does, i.e. whether the rows kernel's n64 forms (fp32 sums, ~55 % of the Tensor
// Cores' rate) are held by their warpgroups or by the instruction itself. Then the same beside warpgroups that only
// load (and store) shared memory: how much of the shared-memory pipe the products leave, for V made in shared memory
// by warpgroups of its own (A from shared memory).
//   nvcc -gencode arch=compute_90a,code=sm_90a -O3 -std=c++17 -I templates experiments/rows/wgmma_rate.cu -o /tmp/wgmma_rate && /tmp/wgmma_rate
#include <cuda_fp16.h>
#include <cstdint>
#include <cstdio>
#include <algorithm>
#include <vector>
#include "wgmma.cuh"

namespace {
constexpr int kIters = 4096;

// wgmma with A from shared memory (descriptor) as well as B, the same shapes as pkf_wg::mma
#define RATE_SS(shape, list, outs, a, b, g)                                                                            \
  asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %" g ", 0;\nwgmma.mma_async.sync.aligned." shape " " list ", %" a    \
               ", %" b ", p, 1, 1, 0, 0;\n}\n"                                                                         \
               : outs : "l"(desc_a), "l"(desc_b), "n"(1))
template <bool F32, int R>
__device__ __forceinline__ void mma_ss(uint32_t (&d)[R], uint64_t desc_a, uint64_t desc_b) {
  if constexpr (F32 && R == 64) RATE_SS("m64n128k16.f32.f16.f16", PKF_WG_L64, PKF_WG_D64, "64", "65", "66");
  else if constexpr (F32 && R == 32) RATE_SS("m64n64k16.f32.f16.f16", PKF_WG_L32, PKF_WG_D32, "32", "33", "34");
  else if constexpr (R == 32) RATE_SS("m64n128k16.f16.f16.f16", PKF_WG_L32, PKF_WG_D32, "32", "33", "34");
  else RATE_SS("m64n64k16.f16.f16.f16", PKF_WG_L16, PKF_WG_D16, "16", "17", "18");
}

// kIters groups of P wgmma by this warpgroup (A from registers, or the P tiles at a_tile; B the P tiles at b_tile),
// depth 1: out gets a sum of the accumulators (so that none is left out), and the cycles they took are returned
template <int N, bool F32, bool SS, int P>
__device__ long long products(const unsigned char* a_tile, const unsigned char* b_tile, float* out) {
  constexpr int R = F32 ? N / 2 : N / 4;
  uint32_t acc[P][R];
#pragma unroll
  for (int p = 0; p < P; ++p)
#pragma unroll
    for (int m = 0; m < R; ++m) acc[p][m] = 0;
  const uint32_t a = threadIdx.x * 0x00010001u;  // any fp16 values
  const uint64_t base = (1ull << 16) | (16ull << 32) | (3ull << 62);
  const uint64_t desc_a = base | ((pkf_wg::smem_u32(a_tile) >> 4) & 0x3FFF);
  const uint64_t desc_b = base | ((pkf_wg::smem_u32(b_tile) >> 4) & 0x3FFF);
  const long long start = clock64();
#pragma unroll 1
  for (int i = 0; i < kIters; ++i) {
    pkf_wg::mma_fence();
#pragma unroll
    for (int p = 0; p < P; ++p) {
      if constexpr (SS) mma_ss<F32>(acc[p], desc_a + ((p * 64 * 32) >> 4), desc_b + ((p * N * 32) >> 4));
      else pkf_wg::mma<1, F32>(acc[p], a, a + 1, a + 2, a + 3, desc_b + ((p * N * 32) >> 4));
    }
    pkf_wg::mma_commit();
    asm volatile("wgmma.wait_group.sync.aligned 1;\n" ::: "memory");
#pragma unroll
    for (int p = 0; p < P; ++p)
#pragma unroll
      for (int m = 0; m < R; ++m) asm volatile("" : "+r"(acc[p][m])::"memory");
  }
  asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  const long long stop = clock64();
  float sum = 0.f;
#pragma unroll
  for (int p = 0; p < P; ++p)
#pragma unroll
    for (int m = 0; m < R; ++m) sum += __uint_as_float(acc[p][m] & 0x3FFFFFFF);
  out[blockIdx.x * blockDim.x + threadIdx.x] = sum;
  return stop - start;
}

template <int N, bool F32, bool SS, int P, int G>
__global__ void __launch_bounds__(128 * G, 1) rate(float* out, long long* cycles) {
  __shared__ __align__(1024) unsigned char smem[4 * 64 * 32 + 4 * 256 * 32];
  __syncthreads();
  const long long took = products<N, F32, SS, P>(smem, smem + 4 * 64 * 32, out);
  if (threadIdx.x == 0) cycles[blockIdx.x] = took;
}

// The same products beside T warpgroups that only move shared memory (16-byte loads, or loads and stores, over 16 KB
// of their own; B at most n128, so that the block's static shared memory stays within 48 KB), so that what the
// products leave of the shared-memory pipe shows: the traffic warps run until the product warpgroups are done, and
// report their bytes and cycles.
template <int N, bool F32, bool SS, int P, int G, int T, bool Stores>
__global__ void __launch_bounds__(128 * (G + T), 1) traffic(float* out, long long* cycles, unsigned long long* moved) {
  static_assert(N <= 128, "B at most n128");
  __shared__ __align__(1024) unsigned char smem[4 * 64 * 32 + 4 * 128 * 32 + 16384];
  __shared__ int done;
  const int wg = threadIdx.x / 128;
  if (threadIdx.x == 0) done = 0;
  __syncthreads();
  if (wg >= G) {  // the traffic: each thread 16 bytes at a time, a 2 KB stride a warpgroup's step
    const unsigned base = pkf_wg::smem_u32(smem + 4 * 64 * 32 + 4 * 128 * 32) + (threadIdx.x % 128) * 16;
    uint32_t x = 0;
    unsigned long long bytes = 0;
    const long long start = clock64();
    while (!*(volatile int*)&done) {
#pragma unroll
      for (int j = 0; j < 8; ++j) {
        const unsigned at = base + j * 2048;
        uint32_t a, b, c, d;
        asm volatile("ld.shared.v4.b32 {%0, %1, %2, %3}, [%4];\n" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "r"(at));
        x ^= a ^ b ^ c ^ d;
        if constexpr (Stores) asm volatile("st.shared.v4.b32 [%0], {%1, %2, %3, %4};\n" :: "r"(at), "r"(x), "r"(a), "r"(b), "r"(c) : "memory");
      }
      bytes += Stores ? 8 * 32 : 8 * 16;
    }
    const long long stop = clock64();
    out[blockIdx.x * blockDim.x + threadIdx.x] = float(x);
    if (threadIdx.x % 128 == 0) {
      moved[2 * (blockIdx.x * T + wg - G)] = bytes * 128;
      moved[2 * (blockIdx.x * T + wg - G) + 1] = stop - start;
    }
    return;
  }
  asm volatile("bar.sync 1, %0;\n" :: "n"(128 * G));
  const long long took = products<N, F32, SS, P>(smem, smem + 4 * 64 * 32, out);
  asm volatile("bar.sync 1, %0;\n" :: "n"(128 * G));
  if (threadIdx.x == 0) {
    done = 1;
    cycles[blockIdx.x] = took;
  }
}

template <int N, bool F32, bool SS, int P, int G, int T, bool Stores>
void measure_traffic(const char* name, int sms, float* out, long long* cycles, unsigned long long* moved) {
  cudaMemset(cycles, 0, sizeof(long long) * sms);
  cudaMemset(moved, 0, sizeof(unsigned long long) * 2 * sms * 2);
  traffic<N, F32, SS, P, G, T, Stores><<<sms, 128 * (G + T)>>>(out, cycles, moved);
  traffic<N, F32, SS, P, G, T, Stores><<<sms, 128 * (G + T)>>>(out, cycles, moved);
  cudaDeviceSynchronize();
  long long c0;
  unsigned long long m[2];
  cudaMemcpy(&c0, cycles, sizeof c0, cudaMemcpyDeviceToHost);
  cudaMemcpy(m, moved, sizeof m, cudaMemcpyDeviceToHost);
  const double per_wgmma = double(c0) / (double(kIters) * P * G), ideal = 64.0 * N * 16 / 2048;
  const double operands = double(kIters) * P * G * ((SS ? 64 * 32 : 0) + N * 32) / double(c0);  // wgmma's A and B bytes
  printf("%-44s %6.1f cycles a wgmma (%3.0f %%), operands %5.1f B a cycle; traffic warpgroup %5.1f B a cycle  %s\n", name,
         per_wgmma, 100.0 * ideal / per_wgmma, operands, T ? double(m[0]) / double(m[1]) : 0.0, cudaGetErrorString(cudaGetLastError()));
}

template <int N, bool F32, bool SS, int P, int G>
void measure(const char* name, int sms, float* out, long long* cycles) {
  cudaEvent_t a, b;
  cudaEventCreate(&a);
  cudaEventCreate(&b);
  std::vector<float> ms;
  for (int rep = 0; rep < 7; ++rep) {
    cudaEventRecord(a);
    rate<N, F32, SS, P, G><<<sms, 128 * G>>>(out, cycles);
    cudaEventRecord(b);
    cudaEventSynchronize(b);
    float t;
    cudaEventElapsedTime(&t, a, b);
    if (rep) ms.push_back(t);
  }
  std::sort(ms.begin(), ms.end());
  long long c0;
  cudaMemcpy(&c0, cycles, sizeof c0, cudaMemcpyDeviceToHost);
  const double flops = 2.0 * sms * G * double(kIters) * P * 64 * N * 16;
  const double per_wgmma = double(c0) / (double(kIters) * P * G);  // SM cycles a wgmma, all warpgroups together
  const double ideal = 64.0 * N * 16 / 2048;  // at 2048 fp16 multiply-adds a cycle an SM (the H100's and H200's rate)
  printf("%-34s %8.1f TFLOP/s  %6.1f cycles a wgmma (%.0f at 2048 FMA a cycle: %3.0f %%)  %s\n", name,
         flops / (ms[ms.size() / 2] * 1e9), per_wgmma, ideal, 100.0 * ideal / per_wgmma, cudaGetErrorString(cudaGetLastError()));
}
}  // namespace

int main() {
  int sms;
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
  float* out;
  long long* cycles;
  cudaMalloc(&out, sizeof(float) * sms * 512);
  cudaMalloc(&cycles, sizeof(long long) * sms);
  printf("%d SMs; groups of 4 wgmma (one a position) a warpgroup, depth 1\n", sms);
  measure<128, false, false, 4, 2>("fp16 sums n128, A regs, 2 wg", sms, out, cycles);
  measure<128, false, true, 4, 2>("fp16 sums n128, A smem, 2 wg", sms, out, cycles);
  measure<64, false, false, 4, 2>("fp16 sums n64, A regs, 2 wg", sms, out, cycles);
  measure<64, false, false, 4, 3>("fp16 sums n64, A regs, 3 wg", sms, out, cycles);
  measure<64, false, true, 4, 2>("fp16 sums n64, A smem, 2 wg", sms, out, cycles);
  measure<64, true, false, 4, 2>("fp32 sums n64, A regs, 2 wg", sms, out, cycles);
  measure<64, true, false, 4, 3>("fp32 sums n64, A regs, 3 wg", sms, out, cycles);
  measure<64, true, true, 4, 2>("fp32 sums n64, A smem, 2 wg", sms, out, cycles);
  measure<128, true, false, 2, 2>("fp32 sums n128 (2 positions), A regs, 2 wg", sms, out, cycles);
  unsigned long long* moved;
  cudaMalloc(&moved, sizeof(unsigned long long) * 2 * sms * 2);
  printf("beside warpgroups that only move shared memory (16-byte ld.shared, or ld and st)\n");
  measure_traffic<64, true, false, 4, 2, 1, false>("fp32 n64, A regs, 2 wg + 1 loading", sms, out, cycles, moved);
  measure_traffic<64, true, false, 4, 2, 1, true>("fp32 n64, A regs, 2 wg + 1 loading, storing", sms, out, cycles, moved);
  measure_traffic<64, true, true, 4, 2, 1, false>("fp32 n64, A smem, 2 wg + 1 loading", sms, out, cycles, moved);
  measure_traffic<64, true, true, 4, 2, 1, true>("fp32 n64, A smem, 2 wg + 1 loading, storing", sms, out, cycles, moved);
  measure_traffic<128, false, false, 4, 2, 1, false>("fp16 n128, A regs, 2 wg + 1 loading", sms, out, cycles, moved);
  measure_traffic<128, false, true, 4, 2, 1, true>("fp16 n128, A smem, 2 wg + 1 loading, storing", sms, out, cycles, moved);
  measure_traffic<64, true, true, 4, 2, 0, false>("fp32 n64, A smem, 2 wg alone", sms, out, cycles, moved);
  return 0;
}
