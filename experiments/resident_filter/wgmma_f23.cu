// Issue 6, step 52 probe: F(2,3) with the whole filter in one block's shared memory and the BGEMM on wgmma, its A
// operand (V) computed in registers straight from the input box, its accumulators folded into the output in
// registers: no V or M in shared memory, no pair. Spliced into a built --tma main.cu by wgmma_f23_forms.py, which
// fills in the size, G and the transform code (from pkf.winograd's F(2,3) matrices).
// Timing-only macros (wrong results): PKF_WG_NO_RELOAD every unit reads the first unit's box; PKF_WG_NO_MMA no
// wgmma (its operands still computed); PKF_WG_LDS_BROADCAST every lane of a warp loads the same pixel's 16 bytes
// (one shared-memory wavefront per load instead of four).
#ifndef PKF_WG_NO_RELOAD
#define PKF_WG_NO_RELOAD 0
#endif
#ifndef PKF_WG_TILE_ORDER
#define PKF_WG_TILE_ORDER 0
#endif
namespace pkf_wg {
constexpr int kHeight = @HEIGHT@, kWidth = @WIDTH@;
constexpr int kUnitsX = kWidth / 16, kUnits = kUnitsX * (kHeight / 16);  // a unit: 8 x 8 tiles, 16 x 16 outputs
constexpr int kBoxSide = 18, kBoxBytes = kBoxSide * kBoxSide * 128, kBoxStride = 41 * 1024;
constexpr int kImageBytes = 16 * 64 * 128;  // U: 16 positions x 64 output channels x 64 input channels, fp16
constexpr int kSmemBytes = 1024 + kImageBytes + 2 * kBoxStride + 64;
__device__ constexpr float kG[4][3] = @G@;

// The wgmma fragments' order of channels. A thread (quad lane q) holds input channels 8q..8q+7 and 32+8q..32+8q+7
// of its tiles, so that its two 16-byte loads per pixel hit 4 banks' groups each; U's rows and columns follow.
__host__ __device__ inline int k_channel(int k) {
  const int s = k / 16, w = k % 16, q = (w % 8) / 2, l = 4 * s + (w >= 8 ? 2 : 0) + w % 2;
  return l < 8 ? 8 * q + l : 24 + 8 * q + l;
}
__host__ __device__ inline int n_channel(int n) {
  const int q = (n % 8) / 2, v = 2 * (n / 8) + n % 2;
  return v < 8 ? 8 * q + v : 24 + 8 * q + v;
}

// U as wgmma's B operand in shared memory: per position 64 rows (output channels) of 64 input channels (128 bytes,
// K-major), 128-byte swizzle (16-byte chunk c of row n at c ^ (n % 8)).
__global__ void filter_image(const half* __restrict__ filt, half* __restrict__ image) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x, k = t % 64, n = t / 64 % 64, p = t / 4096;
  const int c = k_channel(k), kout = n_channel(n);
  float acc = 0.f;
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) acc += kG[p / 4][i] * kG[p % 4][j] * __half2float(filt[((kout * 3 + i) * 3 + j) * 64 + c]);
  image[p * 4096 + n * 64 + ((k / 8) ^ (n % 8)) * 8 + k % 8] = __float2half(acc);
}

__device__ __forceinline__ unsigned smem_u32(const void* p) { return (unsigned)__cvta_generic_to_shared(p); }
__device__ __forceinline__ uint32_t u32(half2 h) { return *reinterpret_cast<uint32_t*>(&h); }

// A thread's 16 channels of box pixel px + Pixel (its lower tile's pixels are 36 further). at[c][h]: the
// shared-memory address of chunk q + 4h of pixel px + c (c < 8), swizzled; pixel px + c + 8m is 1024m bytes further.
template <int Pixel>
__device__ __forceinline__ void load_tile_pixel(half2 (&dst)[8], const unsigned (&at)[8][2]) {
  uint32_t* v = reinterpret_cast<uint32_t*>(dst);
  asm volatile("ld.shared.v4.b32 {%0, %1, %2, %3}, [%4+%5];\n"
               : "=r"(v[0]), "=r"(v[1]), "=r"(v[2]), "=r"(v[3]) : "r"(at[Pixel % 8][0]), "n"(Pixel / 8 * 1024));
  asm volatile("ld.shared.v4.b32 {%0, %1, %2, %3}, [%4+%5];\n"
               : "=r"(v[4]), "=r"(v[5]), "=r"(v[6]), "=r"(v[7]) : "r"(at[Pixel % 8][1]), "n"(Pixel / 8 * 1024));
}
// out = sx * x + sy * y, sx and sy in {-1, 1}.
template <int Sx, int Sy>
__device__ __forceinline__ void combine(half2 (&out)[8], const half2 (&x)[8], const half2 (&y)[8]) {
#pragma unroll
  for (int m = 0; m < 8; ++m) {
    if (Sx > 0 && Sy > 0) out[m] = __hadd2(x[m], y[m]);
    else if (Sx > 0) out[m] = __hsub2(x[m], y[m]);
    else if (Sy > 0) out[m] = __hsub2(y[m], x[m]);
    else out[m] = __hneg2(__hadd2(x[m], y[m]));
  }
}

template <int ScaleD>
__device__ __forceinline__ void mma(uint32_t (&d)[16], uint32_t a0, uint32_t a1, uint32_t a2, uint32_t a3, uint64_t desc) {
#ifdef PKF_WG_NO_MMA
  asm volatile("" :: "r"(a0), "r"(a1), "r"(a2), "r"(a3), "l"(desc));
  return;
#endif
  asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %21, 0;\n"
               "wgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, "
               "%14, %15}, {%16, %17, %18, %19}, %20, p, 1, 1, 0;\n}\n"
               : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]), "+r"(d[8]),
                 "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15])
               : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "l"(desc), "n"(ScaleD));
}

// One position's product: V (both tiles, 64 channels) times U[position], four k16 steps into d.
__device__ __forceinline__ void position_mma(uint32_t (&d)[16], const half2 (&v)[2][8], uint64_t desc) {
  mma<0>(d, u32(v[0][0]), u32(v[1][0]), u32(v[0][1]), u32(v[1][1]), desc);
  mma<1>(d, u32(v[0][2]), u32(v[1][2]), u32(v[0][3]), u32(v[1][3]), desc + 2);
  mma<1>(d, u32(v[0][4]), u32(v[1][4]), u32(v[0][5]), u32(v[1][5]), desc + 4);
  mma<1>(d, u32(v[0][6]), u32(v[1][6]), u32(v[0][7]), u32(v[1][7]), desc + 6);
}

__device__ __forceinline__ void mma_fence() { asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory"); }
__device__ __forceinline__ void mma_wait(uint32_t (&d)[16]) {
  asm volatile("wgmma.commit_group.sync.aligned;\nwgmma.wait_group.sync.aligned 0;\n" ::: "memory");
#pragma unroll
  for (int m = 0; m < 16; ++m) asm volatile("" : "+r"(d[m])::"memory");
}
__device__ __forceinline__ void mma_wait(uint32_t (&d)[16], uint32_t (&e)[16]) {
  mma_wait(d);
#pragma unroll
  for (int m = 0; m < 16; ++m) asm volatile("" : "+r"(e[m])::"memory");
}

// y[o] += c_o * d for the four outputs o of a tile, c_o in {-1, 0, 1}.
template <int C0, int C1, int C2, int C3>
__device__ __forceinline__ void fold(half2 (&y)[4][16], const uint32_t (&d)[16]) {
  const int c[4] = {C0, C1, C2, C3};
#pragma unroll
  for (int o = 0; o < 4; ++o)
#pragma unroll
    for (int m = 0; m < 16; ++m) {
      const half2 v = *reinterpret_cast<const half2*>(&d[m]);
      if (c[o] > 0) y[o][m] = __hadd2(y[o][m], v);
      if (c[o] < 0) y[o][m] = __hsub2(y[o][m], v);
    }
}

__device__ __forceinline__ void load_box(unsigned char* box, const CUtensorMap* map, uint64_t* bar, int unit) {
  const unsigned b = smem_u32(bar);
  pkf_tma::expect_load(b, kBoxBytes);
  pkf_tma::load_tile_4d(smem_u32(box), map, b, 0, unit % kUnitsX * 16 - 1, unit / kUnitsX * 16 - 1, 0);
}

// Two warpgroups, each its own units (every other one of the block's), its own box buffer.
__global__ void __launch_bounds__(256, 1) wg_conv(const half* __restrict__ image, const __grid_constant__ CUtensorMap x_map,
                                               half* __restrict__ y) {
  extern __shared__ unsigned char smem_raw[];
  unsigned char* smem = smem_raw + ((1024 - (smem_u32(smem_raw) & 1023)) & 1023);
  uint64_t* bars = reinterpret_cast<uint64_t*>(smem + kImageBytes + 2 * kBoxStride);  // box 0, box 1, U
  const int tid = threadIdx.x, wg = tid >> 7, warp = (tid >> 5) & 3, r = (tid & 31) >> 2, q = tid & 3;
  unsigned char* box = smem + kImageBytes + wg * kBoxStride;
  if (tid == 0) {
    for (int i = 0; i < 3; ++i) pkf_tma::init_barrier(smem_u32(bars + i));
    pkf_tma::expect_load(smem_u32(bars + 2), kImageBytes);
    for (int part = 0; part < 4; ++part)
      asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];\n"
                   :: "r"(smem_u32(smem + part * 32768)), "l"(image + part * 16384), "r"(32768), "r"(smem_u32(bars + 2)) : "memory");
  }
  __syncthreads();
  const int stride = 2 * gridDim.x;
  int unit = blockIdx.x + wg * gridDim.x;
  if ((tid & 127) == 0 && unit < kUnits) load_box(box, &x_map, bars + wg, unit);
  pkf_tma::wait_phase(smem_u32(bars + 2), 0);
  const uint64_t desc0 = ((smem_u32(smem) >> 4) & 0x3FFF) | (1ull << 16) | (64ull << 32) | (1ull << 62);
#if PKF_WG_TILE_ORDER
  // A 16-byte load is served 8 lanes (two rows r) at a time; their tiles 2 columns apart put their pixels 4 apart,
  // in the other half of the swizzle's chunks: no bank conflict.
  const int col = (r & 4) | ((r & 1) << 1) | ((r >> 1) & 1);
#else
  const int col = r;
#endif
  const int px = 72 * warp + 2 * col;  // the box pixel of this thread's upper tile (2 warp, col)
  unsigned at[8][2];
#pragma unroll
  for (int c = 0; c < 8; ++c)
#pragma unroll
    for (int h = 0; h < 2; ++h) at[c][h] = smem_u32(box) + (px + c) * 128 + (((q + 4 * h) ^ ((px + c) & 7)) << 4);
#ifdef PKF_WG_LDS_BROADCAST
#pragma unroll
  for (int c = 0; c < 8; ++c)
#pragma unroll
    for (int h = 0; h < 2; ++h) at[c][h] = smem_u32(box) + 72 * 128 * warp + 16 * h + 128 * c;
#endif
  uint32_t d[2][16] = {};  // two positions' accumulators, reused by every batch
  for (int phase = 0; unit < kUnits; unit += stride, phase ^= 1) {
#if PKF_WG_NO_RELOAD  // timing only: every unit reads the first unit's box, loaded once (wrong results)
    if (unit < stride) pkf_tma::wait_phase(smem_u32(bars + wg), phase);  // the first unit only
#else
    pkf_tma::wait_phase(smem_u32(bars + wg), phase);
#endif
#if PKF_WG_L2_PREFETCH  // the next unit's box toward L2 now; its TMA load at this unit's end finds it there
    if ((tid & 127) == 0 && unit + stride < kUnits)
      asm volatile("cp.async.bulk.prefetch.tensor.4d.L2.global.tile [%0, {%1, %2, %3, %4}];\n"
                   :: "l"(&x_map), "r"(0), "r"((unit + stride) % kUnitsX * 16 - 1), "r"((unit + stride) / kUnitsX * 16 - 1), "r"(0)
                   : "memory");
#endif
    half2 acc[4][16];
#pragma unroll
    for (int o = 0; o < 4; ++o)
#pragma unroll
      for (int m = 0; m < 16; ++m) acc[o][m] = __float2half2_rn(0.f);
@BATCHES@
    const int oy = unit / kUnitsX * 16 + 4 * warp, ox = unit % kUnitsX * 16 + 2 * col;
#pragma unroll
    for (int t = 0; t < 2; ++t)
#pragma unroll
      for (int o = 0; o < 4; ++o) {
        half* out = y + (size_t(oy + 2 * t + o / 2) * kWidth + ox + o % 2) * 64 + 8 * q;
        *reinterpret_cast<uint4*>(out) = make_uint4(u32(acc[o][t]), u32(acc[o][2 + t]), u32(acc[o][4 + t]), u32(acc[o][6 + t]));
        *reinterpret_cast<uint4*>(out + 32) = make_uint4(u32(acc[o][8 + t]), u32(acc[o][10 + t]), u32(acc[o][12 + t]), u32(acc[o][14 + t]));
      }
  }
}

// The input as boxes of 18 x 18 pixels x 64 channels, 128-byte swizzle (chunk c of pixel p at c ^ (p % 8)).
inline CUtensorMap input_map(const half* x) {
  static const auto encode = pkf_tma::driver_function<PFN_cuTensorMapEncodeTiled_v12000>("cuTensorMapEncodeTiled");
  CUtensorMap map;
  const cuuint64_t dims[4] = {64, cuuint64_t(kWidth), cuuint64_t(kHeight), 1};
  const cuuint64_t strides[3] = {128, cuuint64_t(kWidth) * 128, cuuint64_t(kHeight) * kWidth * 128};
  const cuuint32_t box[4] = {64, kBoxSide, kBoxSide, 1}, steps[4] = {1, 1, 1, 1};
  pkf_tma::check_encoded(encode(&map, CU_TENSOR_MAP_DATA_TYPE_FLOAT16, 4, (void*)x, dims, strides, box, steps,
                                CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_128B, CU_TENSOR_MAP_L2_PROMOTION_L2_256B,
                                CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE),
                         "cuTensorMapEncodeTiled");
  return map;
}
}  // namespace pkf_wg
