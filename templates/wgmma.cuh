// the device helpers of the F(2,3) kernel whose filter sits in
// shared memory as wgmma's B operand for the whole launch, its V made in registers from a TMA box and its
// accumulators folded into the output in registers. sm_90a.
namespace pkf_wg {
// The wgmma fragments' order of channels. A thread (quad lane q) holds input channels 8q..8q+7 and 32+8q..32+8q+7 of
// its tiles, so that its two 16-byte loads per pixel hit distinct banks; U's rows (k) and columns (n) follow.
// k: the A column / B row (input channel c); n: the B column / accumulator column (output channel).
__host__ __device__ inline int k_of_channel(int c) {
  const int q = c % 32 / 8, l = c / 32 * 8 + c % 8;  // lane q's l-th value of 16
  return 16 * (l / 4) + 8 * (l % 4 / 2) + 2 * q + l % 2;
}
__host__ __device__ inline int n_of_channel(int k) {
  const int q = k % 32 / 8, v = k / 32 * 8 + k % 8;
  return 8 * (v / 2) + 2 * q + v % 2;
}

// KTrans' U[position][output channel][input channel] (K x C per position) at its place in the B image. The image is
// cut into chunks of W output channels (64, 96 or 128, or 32 where K is 32 and with fp32 sums; the last padded) by
// 64 input channels, output chunk major; a chunk holds per position W rows n of 64 input channels (128 bytes, K-major),
// 128-byte swizzle (16-byte chunk j of row n at j ^ (n % 8)). C = 64, K <= W: one chunk, the whole filter. C that is
// not a multiple of 64: the last input chunk's channels past C are padding (see u_image).
template <int W>
__host__ __device__ inline int image_place(int p, int o, int i, int in_chunks) {  // position p, output o, input i
  const int chunk = o / W * in_chunks + i / 64, n = n_of_channel(o % W), k = k_of_channel(i % 64);
  return (chunk * 16 + p) * (64 * W) + n * 64 + ((k / 8) ^ (n % 8)) * 8 + k % 8;
}
template <int K, int C = 64, int W = (K < 64 ? K : 64)>
__host__ __device__ inline int image_index(int u) {
  return image_place<W>(u / (C * K), u / C % K, u % C, (C + 63) / 64);
}

// Where C is not a multiple of 64, KTrans stores U[u] through this: its place in the image, the padding channels
// i + jC (j >= 1, below C rounded up to 64) of the same position and output channel zeroed on the way, each by
// exactly one u. The TMA reads the input channels past C as zeros, so V is zero there; U's zeros keep the products
// finite (the buffer may hold NaNs: 0 x NaN is NaN).
template <int K, int C, int W>
__host__ __device__ inline half& u_image(half* U, int u) {
  constexpr int kInChunks = (C + 63) / 64;
  const int p = u / (C * K), o = u / C % K, i = u % C;
  for (int c = i + C; c < 64 * kInChunks; c += C) U[image_place<W>(p, o, c, kInChunks)] = __float2half(0.f);
  return U[image_place<W>(p, o, i, kInChunks)];
}

__device__ __forceinline__ uint32_t u32(half2 h) { return *reinterpret_cast<uint32_t*>(&h); }
// fp32 sums are rounded to fp16 once, where they are stored
__device__ __forceinline__ uint32_t u32(float2 f) { return u32(__float22half2_rn(f)); }
__device__ __forceinline__ float2 as_float2(half2 h) { return __half22float2(h); }
__device__ __forceinline__ float2 as_float2(float2 f) { return f; }
__device__ __forceinline__ void assign(half2& out, float2 v) { out = __floats2half2_rn(v.x, v.y); }
__device__ __forceinline__ void assign(float2& out, float2 v) { out = v; }

// The PTX primitives the kernel calls, the only inline assembly in its source. harness/emulate.py runs the kernel on
// the CPU with host versions of them instead (templates/emulated.cuh, PKF_EMULATED).
#ifndef PKF_EMULATED
__device__ __forceinline__ unsigned smem_u32(const void* p) { return (unsigned)__cvta_generic_to_shared(p); }

// A thread's 16 channels of box pixel px + Pixel. at[c][h]: the shared-memory address of chunk q + 4h of pixel
// px + c (c < 8), swizzled; pixel px + c + 8m is 1024m bytes further. Halves = 1: its first 8 channels only
// (8q .. 8q + 7), where the chunk's channels past 32 are padding (zeros).
template <int Pixel, int Halves = 2>
__device__ __forceinline__ void load_tile_pixel(half2 (&dst)[8], const unsigned (&at)[8][2]) {
  uint32_t* v = reinterpret_cast<uint32_t*>(dst);
  asm volatile("ld.shared.v4.b32 {%0, %1, %2, %3}, [%4+%5];\n"
               : "=r"(v[0]), "=r"(v[1]), "=r"(v[2]), "=r"(v[3]) : "r"(at[Pixel % 8][0]), "n"(Pixel / 8 * 1024));
  if constexpr (Halves == 2)
    asm volatile("ld.shared.v4.b32 {%0, %1, %2, %3}, [%4+%5];\n"
                 : "=r"(v[4]), "=r"(v[5]), "=r"(v[6]), "=r"(v[7]) : "r"(at[Pixel % 8][1]), "n"(Pixel / 8 * 1024));
}

// d += A B for one k16 step, wgmma m64nNk16 with fp16 sums (N = 4R output channels: 32, 64, 96 or 128; d a half2 per
// register) or fp32 sums (F32, N = 2R: 32, 64 or 128; d a float per register, the pair 2m, 2m + 1 where the half2 m
// would be).
#define PKF_WG_D8 "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7])
#define PKF_WG_D16 PKF_WG_D8, "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15])
#define PKF_WG_D24 PKF_WG_D16, "+r"(d[16]), "+r"(d[17]), "+r"(d[18]), "+r"(d[19]), "+r"(d[20]), "+r"(d[21]), "+r"(d[22]), \
    "+r"(d[23])
#define PKF_WG_D32 PKF_WG_D24, "+r"(d[24]), "+r"(d[25]), "+r"(d[26]), "+r"(d[27]), "+r"(d[28]), "+r"(d[29]), "+r"(d[30]), "+r"(d[31])
#define PKF_WG_D64 PKF_WG_D32, "+r"(d[32]), "+r"(d[33]), "+r"(d[34]), "+r"(d[35]), "+r"(d[36]), "+r"(d[37]), \
    "+r"(d[38]), "+r"(d[39]), "+r"(d[40]), "+r"(d[41]), "+r"(d[42]), "+r"(d[43]), "+r"(d[44]), "+r"(d[45]), \
    "+r"(d[46]), "+r"(d[47]), "+r"(d[48]), "+r"(d[49]), "+r"(d[50]), "+r"(d[51]), "+r"(d[52]), "+r"(d[53]), \
    "+r"(d[54]), "+r"(d[55]), "+r"(d[56]), "+r"(d[57]), "+r"(d[58]), "+r"(d[59]), "+r"(d[60]), "+r"(d[61]), \
    "+r"(d[62]), "+r"(d[63])
#define PKF_WG_L8 "{%0, %1, %2, %3, %4, %5, %6, %7}"
#define PKF_WG_L16 "{%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15}"
#define PKF_WG_L24 "{%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, " \
    "%21, %22, %23}"
#define PKF_WG_L32 "{%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, " \
    "%21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31}"
#define PKF_WG_L64 "{%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, " \
    "%20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, " \
    "%41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, " \
    "%62, %63}"
// One wgmma of `shape` ("m64nNk16.D.f16.f16") on R accumulator registers d (listed as `list`, bound as `outs`), A from
// a0..a3 (operands %R..%R+3), B by desc (%R+4), d scaled in where ScaleD (%R+5)
#define PKF_WG_MMA(shape, list, outs, a, b, c, e, f, g)                                                                    \
  asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %" g ", 0;\nwgmma.mma_async.sync.aligned." shape " " list ", {%" a        \
               ", %" b ", %" c ", %" e "}, %" f ", p, 1, 1, 0;\n}\n"                                                        \
               : outs : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "l"(desc), "n"(ScaleD))
template <int ScaleD, bool F32, int R>
__device__ __forceinline__ void mma(uint32_t (&d)[R], uint32_t a0, uint32_t a1, uint32_t a2, uint32_t a3, uint64_t desc) {
  static_assert((!F32 && (R == 8 || R == 16 || R == 24 || R == 32)) || (F32 && (R == 16 || R == 32 || R == 64)),
                "wgmma n32, n64, n96 or n128 with fp16 sums, n32, n64 or n128 with fp32 sums");
  if constexpr (F32 && R == 64) PKF_WG_MMA("m64n128k16.f32.f16.f16", PKF_WG_L64, PKF_WG_D64, "64", "65", "66", "67", "68", "69");
  else if constexpr (F32 && R == 32) PKF_WG_MMA("m64n64k16.f32.f16.f16", PKF_WG_L32, PKF_WG_D32, "32", "33", "34", "35", "36", "37");
  else if constexpr (R == 32) PKF_WG_MMA("m64n128k16.f16.f16.f16", PKF_WG_L32, PKF_WG_D32, "32", "33", "34", "35", "36", "37");
  else if constexpr (R == 24) PKF_WG_MMA("m64n96k16.f16.f16.f16", PKF_WG_L24, PKF_WG_D24, "24", "25", "26", "27", "28", "29");
  else if constexpr (F32) PKF_WG_MMA("m64n32k16.f32.f16.f16", PKF_WG_L16, PKF_WG_D16, "16", "17", "18", "19", "20", "21");
  else if constexpr (R == 16) PKF_WG_MMA("m64n64k16.f16.f16.f16", PKF_WG_L16, PKF_WG_D16, "16", "17", "18", "19", "20", "21");
  else PKF_WG_MMA("m64n32k16.f16.f16.f16", PKF_WG_L8, PKF_WG_D8, "8", "9", "10", "11", "12", "13");
}

__device__ __forceinline__ void mma_fence() { asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory"); }
__device__ __forceinline__ void mma_commit() { asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory"); }
// Waits until at most Pending committed groups of products are still running (d, and e, in none of them); where
// Commit, the products issued since the last commit are committed as a group first.
template <int Pending = 0, bool Commit = true, int R>
__device__ __forceinline__ void mma_wait(uint32_t (&d)[R]) {
  if constexpr (Commit) mma_commit();
  asm volatile("wgmma.wait_group.sync.aligned %0;\n" :: "n"(Pending) : "memory");
#pragma unroll
  for (int m = 0; m < R; ++m) asm volatile("" : "+r"(d[m])::"memory");
}
template <int Pending = 0, bool Commit = true, int R>
__device__ __forceinline__ void mma_wait(uint32_t (&d)[R], uint32_t (&e)[R]) {
  mma_wait<Pending, Commit>(d);
#pragma unroll
  for (int m = 0; m < R; ++m) asm volatile("" : "+r"(e[m])::"memory");
}

// Where U is streamed, after a warpgroup's products have read ring slot `slot` (its thread `elected` only): count
// the release at `count`; the second of the block's two warpgroups to release it (the count odd before) refills it,
// where `more`, with `bytes` from `chunk`, completing on `full`. One predicated block, no branch: a branch among the
// products makes ptxas serialize the wgmma (C7520). The count's acq_rel orders the other warpgroup's reads before
// the refill's copy.
__device__ __forceinline__ void release_slot(bool elected, bool more, unsigned count, unsigned slot, unsigned full,
                                             const half* chunk, unsigned bytes) {
  asm volatile("{\n.reg .pred e, s;\n.reg .b32 old;\nmov.b32 old, 0;\n"
               "setp.ne.b32 e, %0, 0;\n"
               "@e atom.acq_rel.cta.shared::cta.add.u32 old, [%2], 1;\n"
               "and.b32 old, old, 1;\n"
               "setp.ne.and.b32 s, old, 0, e;\n"
               "setp.ne.and.b32 s, %1, 0, s;\n"
               "@s fence.proxy.async.shared::cta;\n"
               "@s mbarrier.arrive.expect_tx.shared::cta.b64 _, [%4], %6;\n"
               "@s cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%3], [%5], %6, [%4];\n}\n"
               :: "r"(int(elected)), "r"(int(more)), "r"(count), "r"(slot), "r"(full), "l"(chunk), "r"(bytes) : "memory");
}

// A bulk copy of `bytes` from global `src` into shared `dst`, completing on mbarrier `bar`.
__device__ __forceinline__ void bulk_copy(unsigned dst, const void* src, unsigned bytes, unsigned bar) {
  asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];\n"
               :: "r"(dst), "l"(src), "r"(bytes), "r"(bar) : "memory");
}

// Tensor map `map`'s box at (c0, c1, c2, c3) toward L2, so that the TMA load that follows finds it there.
__device__ __forceinline__ void prefetch_box(const void* map, int c0, int c1, int c2, int c3) {
  asm volatile("cp.async.bulk.prefetch.tensor.4d.L2.global.tile [%0, { %1, %2, %3, %4 }];\n"
               :: "l"(map), "r"(c0), "r"(c1), "r"(c2), "r"(c3) : "memory");
}

// 8 output channels (16 bytes, 16-byte aligned) of a pixel as one vector store: written as C++, the compiler split
// some of them into four 4-byte stores, each using a quarter of its 32-byte sectors (at sr-64@1080p, 43 % of the
// kernel's global sectors were such excess).
__device__ __forceinline__ void store_pixel(half* out, uint32_t a, uint32_t b, uint32_t c, uint32_t d) {
  asm volatile("st.global.v4.b32 [%0], {%1, %2, %3, %4};\n" :: "l"(out), "r"(a), "r"(b), "r"(c), "r"(d) : "memory");
}

// Named barrier `id` among a warpgroup's 128 threads.
__device__ __forceinline__ void warpgroup_sync(int id) { asm volatile("bar.sync %0, 128;\n" :: "r"(id) : "memory"); }

// Where an item's input chunks are split over blocks (slices): a slice's partial sums are added into a zeroed float
// workspace in L2 (one vector reduction per 4 floats), and the slice that arrives last takes the total, leaving zeros.
__device__ __forceinline__ void red_add(float* p, float2 a, float2 b) {
  asm volatile("red.relaxed.gpu.global.add.v4.f32 [%0], {%1, %2, %3, %4};\n" :: "l"(p), "f"(a.x), "f"(a.y), "f"(b.x), "f"(b.y)
               : "memory");
}
// The partial sums before it visible to the whole GPU (before a slice's arrival is counted; after it, before the
// last slice reads them).
__device__ __forceinline__ void fence_gpu() { __threadfence(); }
// Counts a slice's arrival at `counter`; true for the last of `slices`, which resets the counter for the next launch.
__device__ __forceinline__ bool last_arrival(unsigned* counter, unsigned slices) {
  if (atomicAdd(counter, 1u) + 1 != slices) return false;
  atomicExch(counter, 0u);
  return true;
}
// The total at `p` (from L2, past L1), zeroed for the next launch.
__device__ __forceinline__ float4 take(float* p) {
  const float4 total = __ldcg(reinterpret_cast<const float4*>(p));
  __stcg(reinterpret_cast<float4*>(p), make_float4(0.f, 0.f, 0.f, 0.f));
  return total;
}
#endif  // PKF_EMULATED

// out = sx * x + sy * y, sx and sy in {-1, 1}, on the first N registers (4: a chunk's first 32 channels).
template <int Sx, int Sy, int N = 8>
__device__ __forceinline__ void combine(half2 (&out)[8], const half2 (&x)[8], const half2 (&y)[8]) {
#pragma unroll
  for (int m = 0; m < N; ++m) {
    if (Sx > 0 && Sy > 0) out[m] = __hadd2(x[m], y[m]);
    else if (Sx > 0) out[m] = __hsub2(x[m], y[m]);
    else if (Sy > 0) out[m] = __hsub2(y[m], x[m]);
    else out[m] = __hneg2(__hadd2(x[m], y[m]));
  }
}

// One position's product: V (both tiles, 64 channels) times U[position], four k16 steps into d; Steps = 2: the first
// 32 channels' two (k 0..31: the channels 8q .. 8q + 7 of each lane q, where the rest are padding).
template <bool F32 = false, int Steps = 4, int R>
__device__ __forceinline__ void position_mma(uint32_t (&d)[R], const half2 (&v)[2][8], uint64_t desc) {
  mma<0, F32>(d, u32(v[0][0]), u32(v[1][0]), u32(v[0][1]), u32(v[1][1]), desc);
  mma<1, F32>(d, u32(v[0][2]), u32(v[1][2]), u32(v[0][3]), u32(v[1][3]), desc + 2);
  if constexpr (Steps == 4) {
    mma<1, F32>(d, u32(v[0][4]), u32(v[1][4]), u32(v[0][5]), u32(v[1][5]), desc + 4);
    mma<1, F32>(d, u32(v[0][6]), u32(v[1][6]), u32(v[0][7]), u32(v[1][7]), desc + 6);
  }
}

// y[o] += c_o * d for the four outputs o of a tile, c_o in {-1, 0, 1}: in fp16 (d a half2 per register) or in fp32
// (d a float per register, y a float2 per half2 of the fp16 form).
template <int C0, int C1, int C2, int C3, int R>
__device__ __forceinline__ void fold(half2 (&y)[4][R], const uint32_t (&d)[R]) {
  const int c[4] = {C0, C1, C2, C3};
#pragma unroll
  for (int o = 0; o < 4; ++o)
#pragma unroll
    for (int m = 0; m < R; ++m) {
      const half2 v = *reinterpret_cast<const half2*>(&d[m]);
      if (c[o] > 0) y[o][m] = __hadd2(y[o][m], v);
      if (c[o] < 0) y[o][m] = __hsub2(y[o][m], v);
    }
}
template <int C0, int C1, int C2, int C3, int R>
__device__ __forceinline__ void fold(float2 (&y)[4][R], const uint32_t (&d)[2 * R]) {
  const int c[4] = {C0, C1, C2, C3};
#pragma unroll
  for (int o = 0; o < 4; ++o)
#pragma unroll
    for (int m = 0; m < R; ++m) {
      const float lo = __uint_as_float(d[2 * m]), hi = __uint_as_float(d[2 * m + 1]);
      if (c[o] > 0) y[o][m] = make_float2(y[o][m].x + lo, y[o][m].y + hi);
      if (c[o] < 0) y[o][m] = make_float2(y[o][m].x - lo, y[o][m].y - hi);
    }
}
}  // namespace pkf_wg
