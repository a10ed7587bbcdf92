// Issue 6, step 22 (experiments/full_fusion_notes.md): a hand-written probe of a new schedule for
// the full fusion, F(4,3), fp16, C = K = 64, N = 1. Not a pkf variant: it measures whether the
// schedule reaches issue 6's targets before the reconstructor is taught to make it. It does not:
// 18.0 us at 224^2 (0.99x cuDNN's fastest), 238.3 us at 960^2 (0.65x); H100, 2026-11-23,
// experiments/results/2026-11-23-h100-resident-filter/. Step 23 added the L2 prefetch of the input
// (RF_L2_PREFETCH, now on) and registers.cu, the same schedule with U in registers
// (experiments/results/2026-11-23-h100-resident-filter-step23/).
//
// The schedule: the filter stays resident. Output channels are split over a pair of blocks
// (block b takes K half b & 1), so each block holds its half of U (36 x 32 x 64 fp16 = 144 KB) in
// shared memory for the whole launch, loaded once. The pair then walks the same groups of 16
// tiles (block pairs take groups in turn, a persistent grid of one block per SM): each block
// transforms the group's input itself (ITrans, half2, all 64 channels; the partner's identical
// reads hit L2), runs the BGEMM for its 32 output channels on mma.sync from shared memory, and
// OTrans writes its 32 channels of the output. Nothing crosses blocks, no cluster is needed.
//
// rfH and rfW (the image) are prepended by experiments/resident_filter/probe.py, which launches a
// persistent grid of one block per SM (an even count).

#include <cuda_fp16.h>

// Timing diagnostics only (wrong results): RF_SKIP bit 1 skips ITrans' arithmetic and V stores (the
// compiler then drops its loads too), bit 2 the BGEMM, bit 4 OTrans, bit 8 (RF_CLUSTER) the stores into the partner's V.
#ifndef RF_SKIP
#define RF_SKIP 0
#endif
// RF_PREFETCH=1: each group's input is loaded during the previous group's BGEMM and OTrans instead
// of just before its ITrans (measured slower: 257.5 against 239.2 us at 960^2); RF_PREFETCH=2: during
// the previous group's OTrans only.
#ifndef RF_PREFETCH
#define RF_PREFETCH 0
#endif
// RF_CLUSTER=1: the pair is a cluster of 2; each block transforms half of the group's tiles and stores
// their V into both blocks' shared memory (distributed shared memory), so ITrans is not done twice.
#ifndef RF_CLUSTER
#define RF_CLUSTER 0
#endif
// RF_L2_PREFETCH=n (step 23): at the start of each group, one thread brings the input rows of the
// group n groups ahead into L2 (cp.async.bulk.prefetch.L2), so that its ITrans loads do not wait for
// DRAM; 0 turns it off (step 22's probe). At 960^2: 239-242 us without, 212-224 with n = 1 or 2.
#ifndef RF_L2_PREFETCH
#define RF_L2_PREFETCH 1
#endif

namespace rf {
constexpr int kC = 64, kK = 64, kKHalf = 32;
constexpr int kTiles = 16;          // tiles per group: the mma's M
#ifndef RF_WARPS
#define RF_WARPS 16
#endif
// Warps 0-15 take one ITrans task per thread; the BGEMM's 36 positions go round all warps (16: three or
// two each; 18 warps, two each, measured slower: 259.9 against 257.5 us at 960^2 with RF_PREFETCH).
constexpr int kWarps = RF_WARPS;
constexpr int kThreads = kWarps * 32;
constexpr int kTilesW = rfW / 4, kTilesH = rfH / 4, kNumTiles = kTilesW * kTilesH;
constexpr int kGroups = (kNumTiles + kTiles - 1) / kTiles;
constexpr int kUHalfs = 36 * kKHalf * kC;   // one block's U: [position][k][c], 128-byte rows
constexpr int kVHalfs = 36 * kTiles * kC;   // one group's V: [position][tile][c], 128-byte rows
constexpr int kSharedBytes = 2 * (kUHalfs + kVHalfs);

__device__ __forceinline__ unsigned smem_address(const void* p) {
  return unsigned(__cvta_generic_to_shared(p));
}

// B^T d for one row or column of six (F(4,3)).
__device__ __forceinline__ void input_1d(const half2 (&d)[6], half2 (&t)[6]) {
  const half2 two = __float2half2_rn(2.f), four = __float2half2_rn(4.f), five = __float2half2_rn(5.f);
  t[0] = __hfma2(four, d[0], __hfma2(-five, d[2], d[4]));
  t[1] = __hfma2(-four, __hadd2(d[1], d[2]), __hadd2(d[3], d[4]));
  t[2] = __hfma2(four, __hsub2(d[1], d[2]), __hsub2(d[4], d[3]));
  t[3] = __hfma2(two, __hsub2(d[3], d[1]), __hsub2(d[4], d[2]));
  t[4] = __hfma2(two, __hsub2(d[1], d[3]), __hsub2(d[4], d[2]));
  t[5] = __hfma2(four, d[1], __hfma2(-five, d[3], d[5]));
}

// A^T m for one row or column of six.
__device__ __forceinline__ void output_1d(const half2 (&m)[6], half2 (&o)[4]) {
  const half2 two = __float2half2_rn(2.f), four = __float2half2_rn(4.f), eight = __float2half2_rn(8.f);
  const half2 s12 = __hadd2(m[1], m[2]), d12 = __hsub2(m[1], m[2]);
  const half2 s34 = __hadd2(m[3], m[4]), d34 = __hsub2(m[3], m[4]);
  o[0] = __hadd2(__hadd2(m[0], s12), s34);
  o[1] = __hfma2(two, d34, d12);
  o[2] = __hfma2(four, s34, s12);
  o[3] = __hfma2(eight, d34, __hadd2(d12, m[5]));
}

// The 6 x 6 input patch of `tile` for channels 2 cp, 2 cp + 1 (zero outside the image or past the
// last tile). Interior tiles, nearly all of them, load from one base address with constant offsets.
__device__ __forceinline__ void load_patch(half2 (&d)[6][6], const half* __restrict__ x, int tile, int cp) {
  const int ty = tile / kTilesW, tx = tile % kTilesW;
  const half2* base = (const half2*)(x + (size_t(ty * 4 - 1) * rfW + tx * 4 - 1) * kC) + cp;
  if (tile < kNumTiles && ty > 0 && ty < kTilesH - 1 && tx > 0 && tx < kTilesW - 1) {
    #pragma unroll
    for (int r = 0; r < 6; ++r)
      #pragma unroll
      for (int s = 0; s < 6; ++s) d[r][s] = base[(r * rfW + s) * (kC / 2)];
    return;
  }
  #pragma unroll
  for (int r = 0; r < 6; ++r)
    #pragma unroll
    for (int s = 0; s < 6; ++s) {
      const int h = ty * 4 - 1 + r, w = tx * 4 - 1 + s;
      const bool inside = tile < kNumTiles && h >= 0 && h < rfH && w >= 0 && w < rfW;
      d[r][s] = inside ? base[(r * rfW + s) * (kC / 2)] : __float2half2_rn(0.f);
    }
}

// V = B^T d B of one (tile, channel pair): v[i][j] for Winograd position i * 6 + j.
__device__ __forceinline__ void input_transform(const half2 (&d)[6][6], half2 (&v)[6][6]) {
  half2 rows[6][6];
  #pragma unroll
  for (int r = 0; r < 6; ++r) input_1d(d[r], rows[r]);  // rows[r][j] = (d B)[r][j]
  #pragma unroll
  for (int j = 0; j < 6; ++j) {
    half2 col[6], out[6];
    #pragma unroll
    for (int r = 0; r < 6; ++r) col[r] = rows[r][j];
    input_1d(col, out);
    #pragma unroll
    for (int i = 0; i < 6; ++i) v[i][j] = out[i];
  }
}

// OTrans of one (tile, output channel pair kp) task: Y = A^T M A from the M(p) planes (`plane` halves
// apart, pkf_m_offset rows) into this block's 32 channels of y.
__device__ __forceinline__ void output_task(const half* m, int plane, int ot, int kp, int tile, int k_half, half* __restrict__ y) {
  half2 rows[4][6];
  #pragma unroll
  for (int j = 0; j < 6; ++j) {
    half2 col[6], o[4];
    #pragma unroll
    for (int i = 0; i < 6; ++i) col[i] = *(const half2*)(m + (i * 6 + j) * plane + pkf_m_offset(ot, 2 * kp));
    output_1d(col, o);
    #pragma unroll
    for (int a = 0; a < 4; ++a) rows[a][j] = o[a];
  }
  const int ty = tile / kTilesW, tx = tile % kTilesW;
  #pragma unroll
  for (int a = 0; a < 4; ++a) {
    half2 o[4];
    output_1d(rows[a], o);
    #pragma unroll
    for (int b = 0; b < 4; ++b) *(half2*)(y + (size_t(ty * 4 + a) * rfW + tx * 4 + b) * kK + k_half * kKHalf + 2 * kp) = o[b];
  }
}

// Steps 23 and 28 (registers.cu, tma.cu): each of kWarps warps owns Winograd positions warp + kWarps s
// and holds their U (64 c x 32 k of this block's half) as mma B fragments, loaded once:
// b0 = U(p)[k][c .. c + 1], b1 = U(p)[k][c + 8 .. c + 9] with k = 32 k_half + 8 nb + lane / 4, c = 16 ks + 2 (lane % 4).
template <int kSlots, int kWarps>
__device__ __forceinline__ void load_u_fragments(unsigned (&u)[kSlots][4][4][2], const half* __restrict__ U, int warp, int lane, int k_half) {
  #pragma unroll
  for (int s = 0; s < kSlots; ++s)
    #pragma unroll
    for (int ks = 0; ks < 4; ++ks)
      #pragma unroll
      for (int nb = 0; nb < 4; ++nb) {
        const int p = warp + kWarps * s, k = k_half * kKHalf + nb * 8 + (lane >> 2), c = ks * 16 + (lane & 3) * 2;
        const half* row = U + (size_t(p) * kK + k) * kC + c;
        u[s][ks][nb][0] = *(const unsigned*)row;
        u[s][ks][nb][1] = *(const unsigned*)(row + 8);
      }
}

// The BGEMM of one warp's positions in a group's buffer (planes `plane` halves apart): M(p) = V(p) U(p),
// kTiles tiles (16, or 24 padded to 32) x 32 k, K = 64 c, M(p) stored over V(p).
template <int kTiles, int kSlots, int kWarps>
__device__ __forceinline__ void warp_bgemm(half* buffer, int plane, const unsigned (&u)[kSlots][4][4][2], int warp, int lane) {
  #pragma unroll
  for (int s = 0; s < kSlots; ++s) {
    half* v = buffer + (warp + kWarps * s) * plane;
    #pragma unroll
    for (int mb = 0; mb < (kTiles + 15) / 16; ++mb) {
      int row = mb * 16 + (lane & 15);
      if (row >= kTiles) row -= 8;  // rows 24-31 do not exist: read 16-23 again, drop the results
      unsigned a[4][4];
      #pragma unroll
      for (int ks = 0; ks < 4; ++ks) pkf_ldmatrix_x4(a[ks], v + pkf_v_offset(row, ks * 16 + (lane >> 4) * 8));
      float acc[4][4] = {};
      #pragma unroll
      for (int ks = 0; ks < 4; ++ks)
        #pragma unroll
        for (int nb = 0; nb < 4; ++nb) pkf_mma_16816(acc[nb], a[ks], u[s][ks][nb][0], u[s][ks][nb][1]);
      // M rows [16 mb, 16 mb + 16) land on V rows [8 mb, 8 mb + 8), which every lane has read (this
      // m block or the one before).
      __syncwarp();
      #pragma unroll
      for (int nb = 0; nb < 4; ++nb) {
        const int tile = mb * 16 + (lane >> 2), col = nb * 8 + (lane & 3) * 2;
        *(half2*)(v + pkf_m_offset(tile, col)) = __floats2half2_rn(acc[nb][0], acc[nb][1]);
        if (tile + 8 < kTiles) *(half2*)(v + pkf_m_offset(tile + 8, col)) = __floats2half2_rn(acc[nb][2], acc[nb][3]);
      }
    }
  }
}
}  // namespace rf

// U[position][k][c] = (G g G^T) for every (k, c), fp32 then rounded: KTrans, run once ahead of time.
extern "C" __global__ void rf_filter_transform(half* __restrict__ U, const half* __restrict__ filt) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= rf::kK * rf::kC) return;
  const int k = i / rf::kC, c = i % rf::kC;
  const float G[6][3] = {{0.25f, 0.f, 0.f}, {-1.f / 6, -1.f / 6, -1.f / 6}, {-1.f / 6, 1.f / 6, -1.f / 6},
                         {1.f / 24, 1.f / 12, 1.f / 6}, {1.f / 24, -1.f / 12, 1.f / 6}, {0.f, 0.f, 1.f}};
  float g[3][3];
  for (int r = 0; r < 3; ++r)
    for (int s = 0; s < 3; ++s) g[r][s] = __half2float(filt[((k * 3 + r) * 3 + s) * rf::kC + c]);
  for (int a = 0; a < 6; ++a)
    for (int b = 0; b < 6; ++b) {
      float u = 0.f;
      for (int r = 0; r < 3; ++r)
        for (int s = 0; s < 3; ++s) u += G[a][r] * g[r][s] * G[b][s];
      U[((a * 6 + b) * rf::kK + k) * rf::kC + c] = __float2half(u);
    }
}

namespace rf {
// Both blocks of the pair past this point (RF_CLUSTER) or this block's threads.
__device__ __forceinline__ void pair_barrier() {
#if RF_CLUSTER
  asm volatile("barrier.cluster.arrive.release.aligned;\nbarrier.cluster.wait.acquire.aligned;\n" ::: "memory");
#else
  __syncthreads();
#endif
}

// V(i, j) of this block's ITrans task, into this block's V tile and (RF_CLUSTER) the partner's.
__device__ __forceinline__ void store_v(half* v_tile, int offset, half2 value, unsigned partner) {
  *(half2*)(v_tile + offset) = value;
#if RF_CLUSTER
  if (RF_SKIP & 8) return;
  unsigned remote;
  asm volatile("mapa.shared::cluster.u32 %0, %1, %2;\n" : "=r"(remote) : "r"(smem_address(v_tile + offset)), "r"(partner));
  asm volatile("st.shared::cluster.b32 [%0], %1;\n" ::"r"(remote), "r"(*(unsigned*)&value) : "memory");
#endif
}
}  // namespace rf

extern "C" __global__ void __launch_bounds__(rf::kThreads, 1)
#if RF_CLUSTER
__cluster_dims__(2, 1, 1)
#endif
rf_resident_filter(const half* __restrict__ U, const half* __restrict__ x, half* __restrict__ y) {
  using namespace rf;
  extern __shared__ __align__(128) unsigned char rf_smem[];
  half* u_tile = (half*)rf_smem;              // [36][32 k][64 c], swizzled rows
  half* v_tile = u_tile + kUHalfs;            // [36][16 tiles][64 c], swizzled rows; M(p) over V(p)
  const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
  const int k_half = blockIdx.x & 1, pair = blockIdx.x >> 1, pairs = gridDim.x >> 1;

  // This block's half of U, once: 16-byte cp.async, waited for before the first BGEMM.
  for (int chunk = tid; chunk < kUHalfs / 8; chunk += kThreads) {
    const int row = chunk >> 3, p = row / kKHalf, k = row % kKHalf, c = (chunk & 7) * 8;
    const half* src = U + ((size_t(p) * kK + k_half * kKHalf + k) * kC + c);
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(smem_address(u_tile + pkf_v_offset(row, c))), "l"(src));
  }
  asm volatile("cp.async.commit_group;\n" ::);
  if (RF_CLUSTER) pair_barrier();  // the partner has started before its shared memory is written

  // ITrans: one task per thread, (tile, channel pair) = (warp, lane), so a warp reads and writes
  // 128-byte rows; with RF_CLUSTER, warps 0-7 take this block's half of the tiles.
  constexpr int kITransTiles = RF_CLUSTER ? kTiles / 2 : kTiles;
  const int t = (RF_CLUSTER ? k_half * kITransTiles : 0) + warp, cp = lane;
  const bool itrans = warp < kITransTiles;
  half2 d[6][6];
  if (itrans) load_patch(d, x, pair * kTiles + t, cp);
  for (int group = pair; group < kGroups; group += pairs) {
    if (RF_L2_PREFETCH && tid == 0 && k_half == 0) prefetch_input_rows_l2(x, (group + RF_L2_PREFETCH * pairs) * kTiles, kTiles, rfH, rfW, kC);
    if (itrans && RF_PREFETCH == 0 && group != pair) load_patch(d, x, group * kTiles + t, cp);
    if (itrans && !(RF_SKIP & 1)) {
      half2 v[6][6];
      input_transform(d, v);
      #pragma unroll
      for (int q = 0; q < 36; ++q) store_v(v_tile, q * kTiles * kC + pkf_v_offset(t, 2 * cp), v[q / 6][q % 6], k_half ^ 1);
    }
    if (itrans && RF_PREFETCH == 1) load_patch(d, x, (group + pairs) * kTiles + t, cp);
    asm volatile("cp.async.wait_all;\n" ::);
    pair_barrier();  // the group's V is complete (in both blocks)

    // BGEMM: warp w owns positions w, w + 16 (and w + 32); M(p) = V(p) U(p) for 16 tiles x 32 k, K = 64.
    for (int p = warp; p < (RF_SKIP & 2 ? 0 : 36); p += kWarps) {
      const half* v = v_tile + p * kTiles * kC;
      const half* u = u_tile + p * kKHalf * kC;
      unsigned a[4][4];
      #pragma unroll
      for (int ks = 0; ks < 4; ++ks) pkf_ldmatrix_x4(a[ks], v + pkf_v_offset(lane & 15, ks * 16 + (lane >> 4) * 8));
      float acc[4][4] = {};
      #pragma unroll
      for (int ks = 0; ks < 4; ++ks)
        #pragma unroll
        for (int nb = 0; nb < 4; nb += 2) {
          unsigned b[4];
          const int n = nb * 8 + (lane & 7) + (lane >> 4) * 8;
          pkf_ldmatrix_x4(b, u + pkf_v_offset(n, ks * 16 + ((lane >> 3) & 1) * 8));
          pkf_mma_16816(acc[nb], a[ks], b[0], b[1]);
          pkf_mma_16816(acc[nb + 1], a[ks], b[2], b[3]);
        }
      __syncwarp();  // every lane's V(p) is in registers before M(p) is stored over it
      half* m = v_tile + p * kTiles * kC;  // M(p): [16 tiles][32 k], 64-byte rows (pkf_m_offset)
      #pragma unroll
      for (int nb = 0; nb < 4; ++nb) {
        const int row = lane >> 2, col = nb * 8 + (lane & 3) * 2;
        *(half2*)(m + pkf_m_offset(row, col)) = __floats2half2_rn(acc[nb][0], acc[nb][1]);
        *(half2*)(m + pkf_m_offset(row + 8, col)) = __floats2half2_rn(acc[nb][2], acc[nb][3]);
      }
    }
    __syncthreads();
    if (itrans && RF_PREFETCH == 2) load_patch(d, x, (group + pairs) * kTiles + t, cp);

    // OTrans: task = (tile, output channel pair); 16 lanes of a warp share a tile's 64-byte M row.
    for (int task = tid; task < (RF_SKIP & 4 ? 0 : kTiles * 16); task += kThreads) {
      const int ot = task >> 4, kp = task & 15, tile = group * kTiles + ot;
      if (tile >= kNumTiles) continue;
      output_task(v_tile, kTiles * kC, ot, kp, tile, k_half, y);
    }
    pair_barrier();  // M is read (in both blocks) before the next group's V is written over it
  }
}
