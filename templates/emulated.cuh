// A CPU emulator for the wgmma, rows and thin schedules' kernels, so that a kernel no GPU has run can still be
// executed whole and checked: its source compiled by the host compiler with PKF_EMULATED, each CUDA thread a fiber,
// each block's fibers run by one scheduler until every one has finished, and host versions of the PTX primitives the
// kernel calls (templates/wgmma.cuh, tma.cuh and rows.cu.j2 leave theirs out under PKF_EMULATED):
// - wgmma m64nNk16 (fp16 or fp32 sums; A from registers, B from shared memory through a descriptor, K-major with the
//   128- or 32-byte swizzle), computed at the wait, B checked unchanged since the last thread issued it;
// - the TMA's tiled 4-d box load (zeros outside the tensor, the 128-byte swizzle) and bulk copies: asynchronous,
//   landing after a random number of fiber switches, so that a read not ordered after its wait sees stale data;
// - mbarriers (arrival count, transaction bytes, phase parity), __syncthreads, __syncwarp and named barriers, shared
//   atomics.
// Shared memory starts NaN-filled at every block, and a read outside the launch's dynamic shared bytes is an error.
// The order fibers run in each round is drawn from a seed, so that different interleavings can be tried. A block
// whose fibers all wait with nothing in flight is a deadlock: reported with where each fiber waits, exit 6.
// A launch of clusters (pkf_emu::cluster_size, set by the launching code) runs each cluster's blocks together, each
// with its own shared memory, barriers and warpgroups: a cluster barrier among all their threads, and reads of
// another block's shared memory (distributed shared memory).
#include <ucontext.h>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <map>
#include <memory>
#include <random>
#include <tuple>
#include <vector>
#include <cuda.h>
#include <cuda_runtime.h>
#include <cuda_fp16.h>

// The device-side spellings the kernels use, for the host compiler.
#undef __launch_bounds__
#define __launch_bounds__(...)
#undef __cluster_dims__
#define __cluster_dims__(...)
#undef __grid_constant__
#define __grid_constant__
#undef __forceinline__
#define __forceinline__ inline
inline float __uint_as_float(unsigned u) { float f; std::memcpy(&f, &u, 4); return f; }
inline unsigned __float_as_uint(float f) { unsigned u; std::memcpy(&u, &f, 4); return u; }
inline float __expf(float x) { return std::exp(x); }
template <class T>
inline T __ldg(const T* p) { return *p; }
#define threadIdx (pkf_emu::current->thread)
#define blockIdx (pkf_emu::block_index)
#define gridDim (pkf_emu::grid_dim)
#define blockDim (pkf_emu::block_dim)

namespace pkf_emu {
[[noreturn]] inline void fail(const char* what, const char* detail = "") {
  fprintf(stderr, "pkf-emulate: %s%s\n", what, detail);
  exit(6);
}

struct Fiber {
  ucontext_t context;
  uint3 thread;
  bool done = false;
  const char* waits = "";  // where it waits, for a deadlock's report
};
inline Fiber* current = nullptr;
inline uint3 block_index, grid_dim;
inline dim3 block_dim;
inline ucontext_t scheduler;
inline unsigned long long progress = 0;  // counts every step a fiber takes past a wait

// Shared memory: offsets in a window whose offset 0 is 1024-byte aligned, as the swizzles assume; the kernel's
// dynamic shared memory starts 16 bytes in, so that its own alignment code is exercised.
constexpr unsigned kWindowBytes = 256 * 1024, kDynamicStart = 16;
alignas(1024) inline unsigned char first_window[kWindowBytes];
inline unsigned char* window = first_window;  // the running block's (a cluster's blocks each have one)
inline unsigned char* shared_arena = window + kDynamicStart;
inline unsigned shared_end = kDynamicStart;  // the launch's dynamic shared bytes end here

inline unsigned offset_of(const void* p) {
  const auto* b = static_cast<const unsigned char*>(p);
  if (b < window || b >= window + kWindowBytes) fail("a shared-memory address outside shared memory");
  return unsigned(b - window);
}
inline unsigned char* at(unsigned offset, unsigned bytes) {
  if (offset < kDynamicStart || offset + bytes > shared_end) {
    char detail[96];
    snprintf(detail, sizeof detail, " (bytes %u..%u, the launch has %u..%u)", offset, offset + bytes, kDynamicStart, shared_end);
    fail("a shared-memory access outside the launch's dynamic shared memory", detail);
  }
  return window + offset;
}

inline void yield(const char* waits) {
  current->waits = waits;
  swapcontext(&current->context, &scheduler);
}
template <class Ready>
void wait_until(Ready ready, const char* waits) {
  while (!ready()) yield(waits);
  ++progress;
}

// An mbarrier: its phase completes when its pending arrivals and its transaction bytes are both zero.
struct Mbarrier {
  int count = 0, pending = 0;
  long long bytes = 0;
  unsigned phase = 0;
  void settle() {
    if (pending == 0 && bytes == 0) {
      ++phase;
      pending = count;
    }
  }
};
inline std::map<unsigned, Mbarrier> mbarriers;
inline Mbarrier& mbarrier(unsigned offset) {
  auto found = mbarriers.find(offset);
  if (found == mbarriers.end()) fail("an mbarrier used before mbarrier.init");
  return found->second;
}
// mbarrier.init: a phase of `count` arrivals
inline void init_mbarrier(unsigned offset, int count) {
  at(offset, 8);
  mbarriers[offset] = Mbarrier{count, count, 0, 0};
}
// mbarrier.arrive
inline void arrive(unsigned offset) {
  Mbarrier& b = mbarrier(offset);
  --b.pending;
  b.settle();
}

// Asynchronous copies in flight: each lands after a number of fiber switches drawn when it is issued, so that a
// read its wait does not order may see the data before it arrives, and a buffer still being read may be overwritten.
struct Copy {
  std::function<void()> land;
  unsigned bar;
  long long bytes;
  long long switches_left;
  int block;  // of the cluster's blocks, the one that issued it: it lands in that block's shared memory
};
inline int active_block = 0;
inline void activate(int block);
inline std::vector<Copy> in_flight;
inline std::mt19937 copy_random;
inline unsigned copy_window = 256;  // fiber switches: three rounds of the block's threads, set per block
inline void start_copy(std::function<void()> land, unsigned bar, long long bytes) {
  // mostly within three rounds, one copy in four up to sixty: a copy from a busy L2 may take that long
  const unsigned window = copy_random() % 4 ? copy_window : 20 * copy_window;
  in_flight.push_back({std::move(land), bar, bytes, 1 + (long long)(copy_random() % window), active_block});
}
// After a fiber switch (or, `all`, when every fiber waits): the copies whose time has come land.
inline bool land_copies(bool all) {
  bool landed = false;
  for (size_t i = 0; i < in_flight.size();) {
    if (!all && --in_flight[i].switches_left > 0) {
      ++i;
      continue;
    }
    Copy copy = std::move(in_flight[i]);
    in_flight.erase(in_flight.begin() + i);
    activate(copy.block);
    copy.land();
    Mbarrier& bar = mbarrier(copy.bar);
    bar.bytes -= copy.bytes;
    bar.settle();
    landed = true;
  }
  return landed;
}

// A barrier among `expected` threads: __syncthreads (the block) and bar.sync (a warpgroup's 128).
struct Barrier {
  unsigned arrived = 0, generation = 0;
  void sync(unsigned expected, const char* waits) {
    const unsigned mine = generation;
    ++progress;
    if (++arrived == expected) {
      arrived = 0;
      ++generation;
      return;
    }
    wait_until([&] { return generation != mine; }, waits);
  }
};
inline Barrier block_barrier;
inline std::map<int, Barrier> named_barriers;
inline std::map<unsigned, Barrier> warp_barriers;  // __syncwarp, by warp

// A warpgroup's wgmma, as each thread issued it: its A registers, its accumulators, the B descriptor.
struct Issued {
  uint32_t a[4];
  uint32_t* d;
  uint64_t desc;
  int n;  // output channels (wgmma's N)
  void (*compute)(const Issued*, const std::vector<float>&);  // the form's product (ScaleD, F32, N) with B
};
// Each warpgroup's issued and not yet waited wgmma, per thread in issue order. They are computed at the wait, when
// all 128 threads have reached it: B is read from shared memory as late as the hardware may read it.
struct Warpgroup {
  std::vector<Issued> issued[128];
  std::vector<std::vector<float>> b_at_issue;  // each wgmma's B when its last thread issued it
  std::vector<size_t> committed[128];  // per thread: where in `issued` each group it committed and did not wait for ends
  Barrier wait;
};
inline Warpgroup warpgroups[8];

// A cluster's blocks: the running block's state is in the variables above, each other's in its slot here (swapped in
// when one of its fibers runs or one of its copies lands); each block's shared memory stays in its own window.
struct BlockState {
  unsigned char* window;
  uint3 index;
  std::map<unsigned, Mbarrier> mbarriers;
  std::map<int, Barrier> named_barriers;
  std::map<unsigned, Barrier> warp_barriers;
  Warpgroup warpgroups[8];
  Barrier block_barrier;
};
inline std::vector<BlockState> cluster_blocks(1);
inline unsigned cluster_size = 1;  // the next launch's cluster (the launching code sets it; the launch resets it)
inline Barrier cluster_barrier;
inline unsigned cluster_threads = 0;
inline void swap_state(BlockState& state) {
  std::swap(mbarriers, state.mbarriers);
  std::swap(named_barriers, state.named_barriers);
  std::swap(warp_barriers, state.warp_barriers);
  for (int i = 0; i < 8; ++i) std::swap(warpgroups[i], state.warpgroups[i]);
  std::swap(block_barrier, state.block_barrier);
}
inline void activate(int block) {
  if (block == active_block) return;
  swap_state(cluster_blocks[active_block]);  // the running block's state back into its slot
  swap_state(cluster_blocks[block]);
  active_block = block;
  window = cluster_blocks[block].window;
  shared_arena = window + kDynamicStart;
  block_index = cluster_blocks[block].index;
}
// barrier.cluster.arrive and wait, by every thread of the cluster's blocks
inline void cluster_sync() { cluster_barrier.sync(cluster_threads, "barrier.cluster"); }
// ld.shared::cluster of the 16 bytes at `offset` of block `rank`'s shared memory
inline void cluster_read(unsigned offset, int rank, void* to) {
  if (rank < 0 || rank >= int(cluster_blocks.size())) fail("distributed shared memory: a block outside the cluster");
  at(offset, 16);  // inside the launch's dynamic shared memory
  std::memcpy(to, cluster_blocks[rank].window + offset, 16);
}

}  // namespace pkf_emu

inline void __syncthreads() {
  pkf_emu::block_barrier.sync(pkf_emu::block_dim.x * pkf_emu::block_dim.y * pkf_emu::block_dim.z, "__syncthreads");
}
inline void __syncwarp(unsigned = 0xFFFFFFFFu) { pkf_emu::warp_barriers[threadIdx.x / 32].sync(32, "__syncwarp"); }

// The tensor map: what the host encodes for the TMA, in the opaque bytes of a CUtensorMap.
namespace pkf_emu {
struct Map {
  const half* base;
  long long dims[4], strides[3];  // strides in bytes, of dims 1..3
  int box[4];
  int swizzle;  // 0: none, 128: the 128-byte swizzle
};
static_assert(sizeof(Map) <= sizeof(CUtensorMap), "the emulated tensor map fits a CUtensorMap");
inline const Map& map_of(const void* map) { return *reinterpret_cast<const Map*>(map); }
// The 128-byte swizzle of a shared address: its 16-byte chunk (bits 4-6) XOR its row within 1024 bytes (bits 7-9).
inline unsigned swizzled(unsigned offset) { return offset ^ (((offset >> 7) & 7) << 4); }
// The 32-byte swizzle: its 16-byte chunk (bit 4) XOR bit 7.
inline unsigned swizzled32(unsigned offset) { return offset ^ (((offset >> 7) & 1) << 4); }
}  // namespace pkf_emu

namespace pkf_tma {
inline unsigned smem_address(const void* p) { return pkf_emu::offset_of(p); }
inline void wait_phase(unsigned bar, unsigned phase) {
  pkf_emu::Mbarrier& b = pkf_emu::mbarrier(bar);
  pkf_emu::wait_until([&] { return (b.phase & 1) != (phase & 1); }, "mbarrier wait");
}
inline void init_barrier(unsigned bar) { pkf_emu::init_mbarrier(bar, 1); }
inline void arrive_expect(unsigned bar, unsigned bytes) {  // mbarrier.arrive.expect_tx
  pkf_emu::mbarrier(bar).bytes += bytes;
  pkf_emu::arrive(bar);
}
inline void expect_load(unsigned bar, unsigned bytes) { arrive_expect(bar, bytes); }  // the fence: nothing to emulate
inline void load_tile_4d(unsigned dst, const CUtensorMap* map_pointer, unsigned bar, int c0, int c1, int c2, int c3) {
  const pkf_emu::Map map = pkf_emu::map_of(map_pointer);
  const long long bytes = 2ll * map.box[0] * map.box[1] * map.box[2] * map.box[3];
  if (map.swizzle == 128 && map.box[0] * 2 != 128) pkf_emu::fail("a 128-byte swizzle with a box row other than 128 bytes");
  pkf_emu::at(dst, unsigned(bytes));
  pkf_emu::start_copy([=] {
    long long i = 0;
    for (int n = 0; n < map.box[3]; ++n)
      for (int y = 0; y < map.box[2]; ++y)
        for (int x = 0; x < map.box[1]; ++x)
          for (int c = 0; c < map.box[0]; ++c, ++i) {
            const long long at[4] = {c0 + c, c1 + x, c2 + y, c3 + n};
            bool inside = true;
            for (int d = 0; d < 4; ++d) inside = inside && at[d] >= 0 && at[d] < map.dims[d];
            half v = __float2half(0.f);  // outside the tensor: zeros
            if (inside)
              v = *reinterpret_cast<const half*>(reinterpret_cast<const char*>(map.base) + 2 * at[0] + map.strides[0] * at[1] +
                                                 map.strides[1] * at[2] + map.strides[2] * at[3]);
            const unsigned offset = dst + unsigned(2 * i);
            std::memcpy(pkf_emu::window + (map.swizzle ? pkf_emu::swizzled(offset) : offset), &v, 2);
          }
  }, bar, bytes);
}

// The host side: the tensor map of an NHWC fp16 tensor, as templates/tma.cuh encodes it for the TMA.
inline CUtensorMap nhwc_box_map(const half* x, int n, int h, int w, int c, int side,
                                CUtensorMapSwizzle swizzle = CU_TENSOR_MAP_SWIZZLE_NONE, int box_c = 0, int side_h = 0) {
  CUtensorMap map{};
  pkf_emu::Map m{x, {c, w, h, n}, {2ll * c, 2ll * w * c, 2ll * h * w * c}, {box_c ? box_c : c, side, side_h ? side_h : side, 1},
                 swizzle == CU_TENSOR_MAP_SWIZZLE_128B ? 128 : 0};
  if (swizzle != CU_TENSOR_MAP_SWIZZLE_NONE && swizzle != CU_TENSOR_MAP_SWIZZLE_128B) pkf_emu::fail("a swizzle not emulated");
  std::memcpy(&map, &m, sizeof m);
  return map;
}
}  // namespace pkf_tma

namespace pkf_wg {
inline unsigned smem_u32(const void* p) { return pkf_emu::offset_of(p); }

template <int Pixel, int Halves = 2>
void load_tile_pixel(half2 (&dst)[8], const unsigned (&at)[8][2]) {
  std::memcpy(&dst[0], pkf_emu::at(at[Pixel % 8][0] + Pixel / 8 * 1024, 16), 16);
  if (Halves == 2) std::memcpy(&dst[4], pkf_emu::at(at[Pixel % 8][1] + Pixel / 8 * 1024, 16), 16);
}

// wgmma m64nNk16, N = R * 4 (fp16 sums: a half2 per register) or R * 2 (F32: a float per register), over the 128
// threads' issued operands `op[t]`. Thread t of the warpgroup (warp w = t / 32, group g = t % 32 / 4, quad lane
// l = t % 4) holds A rows 16w + g (+8) and columns 2l, 2l + 1 (+8), and the accumulators of rows 16w + g (+8) and
// columns 8j + 2l, 8j + 2l + 1 (PTX's fragments).
// B[k][n] (16 x N, row-major) as the descriptor finds it in shared memory, K-major: with the 128-byte swizzle, row n of
// 64 input channels, 128 bytes, rows of 8 in 1024-byte atoms (the wgmma schedule's); with the 32-byte swizzle, row n of
// 16 input channels, 32 bytes, rows of 8 in 256-byte atoms, its 16-byte halves swapped where bit 7 of the address is
// set (the rows schedule's). NaNs kept as they are (the poisoned shared memory's).
inline std::vector<float> wgmma_b(uint64_t desc, int n_count) {
  const unsigned layout = unsigned(desc >> 62);
  if (layout != 1 && layout != 3) pkf_emu::fail("a wgmma B descriptor with neither the 128- nor the 32-byte swizzle");
  const unsigned start = unsigned(desc & 0x3FFF) << 4, stride = unsigned((desc >> 32) & 0x3FFF) << 4;
  std::vector<float> b(16 * n_count);
  for (int k = 0; k < 16; ++k)
    for (int n = 0; n < n_count; ++n) {
      half h;
      const unsigned offset = layout == 1 ? pkf_emu::swizzled(start + n / 8 * stride + n % 8 * 128 + 2 * k)
                                          : pkf_emu::swizzled32(start + n / 8 * stride + n % 8 * 32 + 2 * k);
      std::memcpy(&h, pkf_emu::at(offset, 2), 2);
      b[k * n_count + n] = __half2float(h);
    }
  return b;
}
template <int ScaleD, bool F32, int R>
void wgmma_product(const pkf_emu::Issued* op, const std::vector<float>& b) {
  constexpr int N = F32 ? R * 2 : R * 4;
  auto a_at = [&](int m, int k) {  // A[m][k]
    const int thread = m / 16 * 32 + m % 8 * 4 + k % 8 / 2, reg = k / 8 * 2 + m % 16 / 8;
    half2 h;
    std::memcpy(&h, &op[thread].a[reg], 4);
    return __half2float(k % 2 ? h.y : h.x);
  };
  for (int m = 0; m < 64; ++m) {
    float a_row[16];
    for (int k = 0; k < 16; ++k) a_row[k] = a_at(m, k);
    for (int n = 0; n < N; ++n) {
      float sum = 0.f;
      for (int k = 0; k < 16; ++k) sum += a_row[k] * b[k * N + n];
      const unsigned thread = m / 16 * 32 + m % 8 * 4 + n % 8 / 2;
      const int upper = m % 16 / 8;
      if (F32) {
        uint32_t& r = op[thread].d[n / 8 * 4 + upper * 2 + n % 2];
        float prior;
        std::memcpy(&prior, &r, 4);
        const float value = sum + (ScaleD ? prior : 0.f);
        std::memcpy(&r, &value, 4);
      } else {
        uint32_t& r = op[thread].d[n / 8 * 2 + upper];
        half2 h;
        std::memcpy(&h, &r, 4);
        half& slot = n % 2 ? h.y : h.x;
        slot = __float2half(sum + (ScaleD ? __half2float(slot) : 0.f));
        std::memcpy(&r, &h, 4);
      }
    }
  }
}
template <int ScaleD, bool F32, int R>
void mma(uint32_t (&d)[R], uint32_t a0, uint32_t a1, uint32_t a2, uint32_t a3, uint64_t desc) {
  constexpr int N = F32 ? R * 2 : R * 4;
  pkf_emu::Warpgroup& group = pkf_emu::warpgroups[threadIdx.x / 128];
  auto& mine = group.issued[threadIdx.x % 128];
  mine.push_back({{a0, a1, a2, a3}, d, desc, N,
                  [](const pkf_emu::Issued* op, const std::vector<float>& b) { wgmma_product<ScaleD, F32, R>(op, b); }});
  const size_t i = mine.size() - 1;
  bool last = true;  // the warpgroup's last thread to issue wgmma i: from here the hardware may read its B
  for (const auto& other : group.issued) last = last && other.size() > i;
  if (last) group.b_at_issue.push_back(wgmma_b(desc, N));
}
inline void mma_fence() {}
// wgmma.commit_group: the thread's products issued since its last commit are a group.
inline void mma_commit() {
  const int t = threadIdx.x % 128;
  pkf_emu::Warpgroup& group = pkf_emu::warpgroups[threadIdx.x / 128];
  group.committed[t].push_back(group.issued[t].size());
}
// wgmma.wait_group Pending (after a commit, where Commit): once all 128 threads have reached the wait, the products of
// every committed group but the last Pending are computed, in issue order.
template <int Pending, bool Commit>
inline void mma_wait_groups() {
  if (Commit) mma_commit();
  pkf_emu::Warpgroup& group = pkf_emu::warpgroups[threadIdx.x / 128];
  const unsigned mine = group.wait.generation;
  ++pkf_emu::progress;
  if (++group.wait.arrived < 128) {
    pkf_emu::wait_until([&] { return group.wait.generation != mine; }, "wgmma wait (the warpgroup's other threads)");
    return;
  }
  for (int t = 0; t < 128; ++t)
    if (group.issued[t].size() != group.issued[0].size() || group.committed[t] != group.committed[0])
      pkf_emu::fail("the threads of a warpgroup issued or committed different wgmma");
  const std::vector<size_t>& groups = group.committed[0];
  const size_t count = groups.size() > Pending ? groups[groups.size() - 1 - Pending] : 0;
  std::vector<pkf_emu::Issued> op(128);
  for (size_t i = 0; i < count; ++i) {
    for (int t = 0; t < 128; ++t) {
      if (group.issued[t][i].desc != group.issued[0][i].desc || group.issued[t][i].compute != group.issued[0][i].compute)
        pkf_emu::fail("the threads of a warpgroup issued different wgmma");
      op[t] = group.issued[t][i];
    }
    const std::vector<float> b = wgmma_b(op[0].desc, op[0].n);
    if (std::memcmp(b.data(), group.b_at_issue[i].data(), b.size() * sizeof(float)) != 0)
      pkf_emu::fail("a wgmma's B operand changed between its issue and its wait: read before its copy arrived, or "
                    "overwritten while the product may still read it");
    op[0].compute(op.data(), b);
  }
  std::vector<size_t> left;
  for (size_t end : groups)
    if (end > count) left.push_back(end - count);
  for (int t = 0; t < 128; ++t) {
    group.issued[t].erase(group.issued[t].begin(), group.issued[t].begin() + count);
    group.committed[t] = left;
  }
  group.b_at_issue.erase(group.b_at_issue.begin(), group.b_at_issue.begin() + count);
  group.wait.arrived = 0;
  ++group.wait.generation;
}
template <int Pending = 0, bool Commit = true, int R>
void mma_wait(uint32_t (&)[R]) { mma_wait_groups<Pending, Commit>(); }
template <int Pending = 0, bool Commit = true, int R>
void mma_wait(uint32_t (&)[R], uint32_t (&)[R]) { mma_wait_groups<Pending, Commit>(); }

inline void bulk_copy(unsigned dst, const void* src, unsigned bytes, unsigned bar) {
  pkf_emu::at(dst, bytes);
  pkf_emu::start_copy([=] { std::memcpy(pkf_emu::window + dst, src, bytes); }, bar, bytes);
}
inline void release_slot(bool elected, bool more, unsigned count, unsigned slot, unsigned full, const half* chunk,
                         unsigned bytes) {
  if (!elected) return;
  unsigned released;
  std::memcpy(&released, pkf_emu::at(count, 4), 4);
  const unsigned next = released + 1;
  std::memcpy(pkf_emu::at(count, 4), &next, 4);
  if ((released & 1) && more) {
    pkf_tma::expect_load(full, bytes);
    bulk_copy(slot, chunk, bytes, full);
  }
}
inline void prefetch_box(const void*, int, int, int, int) {}
inline void store_pixel(half* out, uint32_t a, uint32_t b, uint32_t c, uint32_t d) {
  const uint32_t v[4] = {a, b, c, d};
  std::memcpy(out, v, 16);
}
inline void warpgroup_sync(int id) {
  pkf_emu::named_barriers[id].sync(128, "bar.sync (named barrier)");
}
// Global memory is the host's and blocks run one after another: the slices' reductions are plain sums.
inline void red_add(float* p, float2 a, float2 b) {
  p[0] += a.x;
  p[1] += a.y;
  p[2] += b.x;
  p[3] += b.y;
}
inline void fence_gpu() {}
inline bool last_arrival(unsigned* counter, unsigned slices) {
  if (++*counter != slices) return false;
  *counter = 0;
  return true;
}
inline float4 take(float* p) {
  const float4 total = make_float4(p[0], p[1], p[2], p[3]);
  p[0] = p[1] = p[2] = p[3] = 0.f;
  return total;
}
}  // namespace pkf_wg

namespace pkf_emu {
inline const std::function<void()>* fiber_body = nullptr;
inline void enter_fiber() {
  (*fiber_body)();
  current->done = true;
  ++progress;
}

// Every thread of one block (or of a cluster's `blocks`) as a fiber, run round by round (each round in an order drawn
// from `seed`) until all have finished; the copies in flight land between switches, and all at once where every fiber
// waits for them.
inline void run_block(const std::function<void()>& body, unsigned seed, unsigned blocks = 1) {
  const unsigned block_threads = block_dim.x * block_dim.y * block_dim.z, threads = blocks * block_threads;
  static std::vector<std::unique_ptr<char[]>> stacks;  // untouched until a fiber uses them
  constexpr size_t kStack = 256 * 1024;
  while (stacks.size() < threads) stacks.emplace_back(new char[kStack]);
  std::vector<Fiber> fibers(threads);
  std::vector<int> block_of(threads);
  fiber_body = &body;
  for (unsigned f = 0; f < threads; ++f) {
    const unsigned i = f % block_threads;
    block_of[f] = int(f / block_threads);
    fibers[f].thread = {i % block_dim.x, i / block_dim.x % block_dim.y, i / (block_dim.x * block_dim.y)};
    getcontext(&fibers[f].context);
    fibers[f].context.uc_stack.ss_sp = stacks[f].get();
    fibers[f].context.uc_stack.ss_size = kStack;
    fibers[f].context.uc_link = &scheduler;
    makecontext(&fibers[f].context, enter_fiber, 0);
  }
  std::mt19937 order_random(seed * 2654435761u + block_index.x);
  copy_random.seed(seed * 40503u + block_index.x);
  copy_window = 3 * threads;
  std::vector<unsigned> order(threads);
  for (unsigned i = 0; i < threads; ++i) order[i] = i;
  for (unsigned finished = 0; finished < threads;) {
    const unsigned long long before = progress;
    bool landed = false;
    std::shuffle(order.begin(), order.end(), order_random);
    for (unsigned i : order) {
      if (fibers[i].done) continue;
      activate(block_of[i]);
      current = &fibers[i];
      swapcontext(&scheduler, &fibers[i].context);
      if (fibers[i].done) ++finished;
      landed = land_copies(false) || landed;
    }
    if (progress == before && !landed && finished < threads) {
      if (land_copies(true)) continue;
      fprintf(stderr, "pkf-emulate: deadlock in block %u: every unfinished thread waits\n", cluster_blocks[0].index.x);
      for (unsigned i = 0; i < threads; i += 32)
        if (!fibers[i].done) fprintf(stderr, "  block %d thread %u: %s\n", block_of[i], i % block_threads, fibers[i].waits);
      exit(6);
    }
  }
  land_copies(true);  // a copy nobody waited for still lands
  activate(0);
}

// kernel<<<grid, block, shared>>>(args...) as pkf_emu::launcher(kernel, grid, block, shared)(args...): the blocks
// (or clusters of cluster_size blocks along x) one after another, each on fresh (NaN-filled) shared memory.
inline unsigned seed = 1;
template <class Kernel>
struct Launcher {
  Kernel* kernel;
  dim3 grid, block;
  size_t shared;
  template <class... Args>
  void operator()(Args... args) const {
    if (kDynamicStart + shared > kWindowBytes) fail("more dynamic shared memory than the emulator's window");
    grid_dim = {grid.x, grid.y, grid.z};
    block_dim = block;
    shared_end = unsigned(kDynamicStart + shared);
    const std::function<void()> body = [&] { kernel(args...); };
    const unsigned cluster = cluster_size;
    cluster_size = 1;
    if (grid.x % cluster) fail("a grid that is not a whole number of clusters");
    static std::vector<std::unique_ptr<unsigned char[]>> windows;  // the cluster's other blocks' shared memory
    while (windows.size() + 1 < cluster) windows.emplace_back(new unsigned char[kWindowBytes + 1024]);
    for (unsigned z = 0; z < grid.z; ++z)
      for (unsigned y = 0; y < grid.y; ++y)
        for (unsigned x = 0; x < grid.x; x += cluster) {
          cluster_blocks.clear();
          cluster_blocks.resize(cluster);
          for (unsigned b = 0; b < cluster; ++b) {
            unsigned char* own = b == 0 ? first_window : windows[b - 1].get();
            own += (1024 - reinterpret_cast<uintptr_t>(own) % 1024) % 1024;  // the swizzles' alignment
            std::memset(own, 0xFF, kWindowBytes);  // 0xFFFF: an fp16 NaN
            cluster_blocks[b].window = own;
            cluster_blocks[b].index = {x + b, y, z};
          }
          active_block = 0;
          window = first_window, shared_arena = window + kDynamicStart, block_index = {x, y, z};
          mbarriers.clear();
          named_barriers.clear();
          warp_barriers.clear();
          for (auto& group : warpgroups) {
            for (auto& issued : group.issued) issued.clear();
            for (auto& committed : group.committed) committed.clear();
            group.b_at_issue.clear();
            group.wait = Barrier{};
          }
          block_barrier = Barrier{};
          cluster_barrier = Barrier{};
          cluster_threads = cluster * block_dim.x * block_dim.y * block_dim.z;
          run_block(body, seed, cluster);
        }
  }
};
template <class Kernel, class... Rest>
Launcher<Kernel> launcher(Kernel* kernel, dim3 grid, dim3 block, size_t shared, Rest...) {
  return {kernel, grid, block, shared};
}
}  // namespace pkf_emu
