// Issue 6, step 28: checks tma.cu's im2col loads alone, element by element, so that a wrong probe result
// can be told apart from a wrong reading of the TMA's im2col rules (traversal stride, bounding box, row
// wrap, zero fill, swizzle). Appended after kernel.cu and tma.cu by probe.py --gather-check, built for one
// image size: loads whole groups (the first, ones that cross a tile row, the last) with the probe's load_group,
// copies the buffer out and compares every (position, tile, channel) with the pixel it should hold.
// Prints one line per group and exits non-zero on any mismatch.
#include <cuda_fp16.h>

__global__ void rft_gather(const __grid_constant__ CUtensorMap x_map, int group, unsigned short* out) {
  extern __shared__ __align__(1024) unsigned char smem[];
  __shared__ __align__(8) unsigned long long bar;
  const unsigned raw = rf::smem_address(smem), base = (raw + 1023) & ~1023u, b = rf::smem_address(&bar);
  if (threadIdx.x == 0) pkf_tma::init_barrier(b);
  __syncthreads();
  if (threadIdx.x == 0) rft::load_group(base, &x_map, b, group);  // the probe's own load
  pkf_tma::wait_phase(b, 0);
  const unsigned short* buffer = (const unsigned short*)(smem + (base - raw));
  for (int i = threadIdx.x; i < rft::kBuffer; i += blockDim.x) out[i] = buffer[i];
}

static int v_offset(int tile, int c) { return tile * 64 + ((((c >> 3) ^ tile) & 7) << 3) + (c & 7); }
static unsigned short pixel_bits(int h, int w, int c) {  // distinct small integers, exact in fp16
  return __half_as_ushort(__float2half(float((h * 37 + w * 11 + c) % 2000 + 1)));
}

int main() {
  const size_t pixels = size_t(rfH) * rfW;
  std::vector<unsigned short> host_x(pixels * rf::kC);
  for (int h = 0; h < rfH; ++h)
    for (int w = 0; w < rfW; ++w)
      for (int c = 0; c < rf::kC; ++c) host_x[(size_t(h) * rfW + w) * rf::kC + c] = pixel_bits(h, w, c);
  half* x;
  unsigned short* out;
  cudaMalloc(&x, host_x.size() * 2);
  cudaMalloc(&out, rft::kBufferBytes);
  cudaMemcpy(x, host_x.data(), host_x.size() * 2, cudaMemcpyHostToDevice);
  cudaFuncSetAttribute(rft_gather, cudaFuncAttributeMaxDynamicSharedMemorySize, rft::kBufferBytes + 1024);
  const CUtensorMap map = rf_tma_input_map(x);
  const int row_groups = rf::kTilesW / rft::kTiles;
  const int groups[] = {0, 1, row_groups - 1, row_groups, rft::kGroups / 2, rft::kGroups - 1,
                        (rf::kTilesW * 3 + rft::kTiles - 1) / rft::kTiles};  // the last one crosses a row unless kTilesW % 16 == 0
  int failed = 0;
  std::vector<unsigned short> got(rft::kBuffer);
  for (int group : groups) {
    cudaMemset(out, 0xFF, rft::kBufferBytes);
    rft_gather<<<1, 128, rft::kBufferBytes + 1024>>>(map, group, out);
    const cudaError_t status = cudaDeviceSynchronize();
    if (status != cudaSuccess) {
      printf("group %d: %s\n", group, cudaGetErrorString(status));
      return 2;
    }
    cudaMemcpy(got.data(), out, rft::kBufferBytes, cudaMemcpyDeviceToHost);
    int wrong = 0;
    for (int p = 0; p < 36; ++p)
      for (int t = 0; t < rft::kTiles; ++t)
        for (int c = 0; c < rf::kC; ++c) {
          const int tile = group * rft::kTiles + t, ty = tile / rf::kTilesW, tx = tile % rf::kTilesW;
          const int h = ty * 4 - 1 + p / 6, w = tx * 4 - 1 + p % 6;
          const bool inside = tile < rf::kNumTiles && h >= 0 && h < rfH && w >= 0 && w < rfW;
          const unsigned short want = inside ? pixel_bits(h, w, c) : 0;
          const unsigned short have = got[p * rft::kPlane + v_offset(t, c)];
          if (have != want && wrong++ < 4)
            printf("  group %d position %d tile %d (ty %d tx %d) channel %d: have %.0f, want %.0f\n", group, p, t, ty, tx, c,
                   __half2float(__ushort_as_half(have)), __half2float(__ushort_as_half(want)));
        }
    printf("%dx%d group %d (tile %d): %s (%d of %d wrong)\n", rfH, rfW, group, group * rft::kTiles, wrong ? "WRONG" : "ok", wrong,
           rft::kBuffer);
    failed += wrong > 0;
  }
  return failed ? 1 : 0;
}
