// Issue 6, step 23 (experiments/full_fusion_notes.md): the resident-filter schedule with the filter
// in registers instead of shared memory. Appended to kernel.cu by probe.py --schedule registers; it
// uses kernel.cu's helpers (namespace rf) and options (RF_SKIP, RF_L2_PREFETCH).
//
// Step 22 found the shared-memory schedule bound by ldmatrix traffic: every group re-read its
// block's 144 KB of U. Here each of 12 warps owns three Winograd positions for the whole launch and
// holds their U (64 c x 32 k, as mma B fragments) in 96 registers per lane, loaded once. Shared
// memory then holds only V, in two buffers of 24 tiles (2 x 108 KB), so the next group's ITrans
// runs in the same barrier intervals as this group's BGEMM and OTrans, on whichever warps are free:
//   interval 1: BGEMM(this group); ITrans(next group, tiles w) into the other buffer
//   interval 2: ITrans(next group, tiles w + 12); OTrans(this group)
// (Measured at 960^2 with RF_L2_PREFETCH=2: 188.6-189.5 us in this order; 194.3-195.9 with ITrans first
// in interval 1; 188.5-190.5 with both ITrans tasks in interval 1; 191.0-191.2 with both in interval 2.)
// The pair of blocks splits K as in kernel.cu (block b takes output channels 32 (b & 1) ...).

namespace rfr {
constexpr int kTiles = 24;                 // tiles per group: two m16 blocks, the second half used
constexpr int kWarps = 12, kThreads = kWarps * 32;
constexpr int kSlots = 3;                  // Winograd positions per warp: warp + 12 s
constexpr int kGroups = (rf::kNumTiles + kTiles - 1) / kTiles;
constexpr int kPlane = kTiles * rf::kC;    // V(p): [24 tiles][64 c], swizzled 128-byte rows; M(p) over it
constexpr int kBuffer = 36 * kPlane;
constexpr int kSharedBytes = 2 * 2 * kBuffer;
static_assert(kWarps * kSlots == 36, "every position has one warp");
static_assert(kTiles * 32 == 2 * kThreads && kTiles * 16 == kThreads, "two ITrans tasks and one OTrans task per thread");
}  // namespace rfr

extern "C" __global__ void __launch_bounds__(rfr::kThreads, 1)
rf_register_filter(const half* __restrict__ U, const half* __restrict__ x, half* __restrict__ y) {
  using namespace rfr;
  extern __shared__ __align__(128) unsigned char rf_smem[];
  half* buffers = (half*)rf_smem;  // [2][36][24 tiles][64 c]
  const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
  const int k_half = blockIdx.x & 1, pair = blockIdx.x >> 1, pairs = gridDim.x >> 1;

  unsigned u[kSlots][4][4][2];
  rf::load_u_fragments<kSlots, kWarps>(u, U, warp, lane, k_half);

  // ITrans of tile t of `group` for channel pair `lane`, into `buffer`.
  auto itrans = [&](int group, int buffer, int t) {
    if ((RF_SKIP & 1) || group >= kGroups) return;
    half2 d[6][6], v[6][6];
    rf::load_patch(d, x, group * kTiles + t, lane);
    rf::input_transform(d, v);
    half* base = buffers + buffer * kBuffer + pkf_v_offset(t, 2 * lane);
    #pragma unroll
    for (int q = 0; q < 36; ++q) *(half2*)(base + q * kPlane) = v[q / 6][q % 6];
  };

  // BGEMM of this warp's positions: M(p) = V(p) U(p), 24 (padded to 32) tiles x 32 k, K = 64 c.
  auto bgemm = [&](int buffer) {
    if (!(RF_SKIP & 2)) rf::warp_bgemm<kTiles, kSlots, kWarps>(buffers + buffer * kBuffer, kPlane, u, warp, lane);
  };

  itrans(pair, 0, warp);
  itrans(pair, 0, warp + kWarps);
  __syncthreads();
  int buffer = 0;
  for (int group = pair; group < kGroups; group += pairs, buffer ^= 1) {
    const int next = group + pairs;
    if (RF_L2_PREFETCH && tid == 0 && k_half == 0) prefetch_input_rows_l2(x, (next + RF_L2_PREFETCH * pairs) * kTiles, kTiles, rfH, rfW, rf::kC);
    bgemm(buffer);
    itrans(next, buffer ^ 1, warp);  // the other buffer's M was read before the last barrier
    __syncthreads();  // this group's M and the next group's first half of V are complete
    itrans(next, buffer ^ 1, warp + kWarps);
    const int ot = tid >> 4, kp = tid & 15, tile = group * kTiles + ot;
    if (!(RF_SKIP & 4) && tile < rf::kNumTiles) rf::output_task(buffers + buffer * kBuffer, kPlane, ot, kp, tile, k_half, y);
    __syncthreads();  // M is read before this buffer takes V again; the next group's V is complete
  }
}
