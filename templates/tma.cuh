// the mbarrier waits of a kernel whose input the Tensor Memory Accelerator brings in, and
// the host side of passing that input as a tensor map (the driver's encode functions, found at run time, so
// no -lcuda; one map per input copy, since the harness rotates copies). Used by the resident-filter kernel
// with --tma (templates/resident_filter.cu.j2) and by the hand-written probes (experiments/resident_filter).
#include <cuda.h>
#include <cudaTypedefs.h>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace pkf_tma {
// One kernel's tensor maps, by input address (the harness rotates input copies), each made by make_map(x) on first use.
// Each launcher keeps its own, as a static of its own launch function (internal linkage): a static inside an inline
// function of this header would be one object for every library a process loads (a GNU unique symbol), and a kernel
// would be handed another kernel's map, of another shape, wherever their inputs had had the same address.
class InputMaps {
 public:
  template <class MakeMap>
  const CUtensorMap& get(const half* x, MakeMap make_map) {
    for (const auto& known : maps_)
      if (known.first == x) return known.second;
    if (maps_.size() == kMaxMaps) maps_.clear();  // a long-running process sees many addresses: stay small
    maps_.push_back({x, make_map(x)});
    return maps_.back().second;
  }

 private:
  static constexpr size_t kMaxMaps = 64;  // the harness rotates at most 64 input copies
  std::vector<std::pair<const half*, CUtensorMap>> maps_;
};
}  // namespace pkf_tma

// harness/emulate.py runs the kernels on the CPU with host versions of these instead (templates/emulated.cuh).
#ifndef PKF_EMULATED
namespace pkf_tma {
__device__ __forceinline__ unsigned smem_address(const void* p) { return (unsigned)__cvta_generic_to_shared(p); }

__device__ __forceinline__ void wait_phase(unsigned bar, unsigned phase) {
  unsigned done = 0;
  while (!done)
    asm volatile("{\n.reg .pred p;\nmbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2;\nselp.u32 %0, 1, 0, p;\n}\n"
                 : "=r"(done) : "r"(bar), "r"(phase) : "memory");
}

__device__ __forceinline__ void init_barrier(unsigned bar) {
  asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;\n" :: "r"(bar));
  asm volatile("fence.mbarrier_init.release.cluster;\n" ::: "memory");
}

// The arrival on `bar` with the byte count that completes its phase (no fence: for a buffer only the async proxy
// writes and reads)
__device__ __forceinline__ void arrive_expect(unsigned bar, unsigned bytes) {
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;\n" :: "r"(bar), "r"(bytes) : "memory");
}

// Before one thread asks the TMA to overwrite a buffer that the block read and wrote (ordered by the last
// __syncthreads), and the byte count that completes `bar`'s phase.
__device__ __forceinline__ void expect_load(unsigned bar, unsigned bytes) {
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  arrive_expect(bar, bytes);
}

// A tiled load of the box at coordinates (c0, c1, c2, c3) of `map` into `dst` (128-byte aligned), completing on `bar`.
__device__ __forceinline__ void load_tile_4d(unsigned dst, const CUtensorMap* map, unsigned bar, int c0, int c1, int c2, int c3) {
  asm volatile("cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%3, %4, %5, %6}], [%2];\n"
               :: "r"(dst), "l"(map), "r"(bar), "r"(c0), "r"(c1), "r"(c2), "r"(c3) : "memory");
}

// The driver's function `name` (CUDA 12.0's signature), or exit with a message.
template <class Function>
Function driver_function(const char* name) {
  Function function = nullptr;
  cudaDriverEntryPointQueryResult found;
  if (cudaGetDriverEntryPointByVersion(name, (void**)&function, 12000, cudaEnableDefault, &found) != cudaSuccess ||
      found != cudaDriverEntryPointSuccess) {
    fprintf(stderr, "%s: not found in the driver\n", name);
    exit(5);
  }
  return function;
}

inline void check_encoded(CUresult made, const char* what) {
  if (made != CUDA_SUCCESS) {
    fprintf(stderr, "%s failed: %d\n", what, int(made));
    exit(5);
  }
}

// The tensor map of an NHWC fp16 tensor (n images of h x w pixels, c channels) read as boxes of side x side
// pixels (side_h rows of side pixels where side_h is given) of box_c channels (0: all c), zeros outside the image;
// unswizzled unless `swizzle` says otherwise. Internal linkage, so that its static is each library's own (see
// InputMaps).
static inline CUtensorMap nhwc_box_map(const half* x, int n, int h, int w, int c, int side,
                                CUtensorMapSwizzle swizzle = CU_TENSOR_MAP_SWIZZLE_NONE, int box_c = 0, int side_h = 0) {
  static const auto encode = driver_function<PFN_cuTensorMapEncodeTiled_v12000>("cuTensorMapEncodeTiled");
  CUtensorMap map;
  const cuuint64_t dims[4] = {cuuint64_t(c), cuuint64_t(w), cuuint64_t(h), cuuint64_t(n)};
  const cuuint64_t strides[3] = {c * 2ull, cuuint64_t(w) * c * 2ull, cuuint64_t(h) * w * c * 2ull};
  const cuuint32_t box[4] = {cuuint32_t(box_c ? box_c : c), cuuint32_t(side), cuuint32_t(side_h ? side_h : side), 1},
                   steps[4] = {1, 1, 1, 1};
  check_encoded(encode(&map, CU_TENSOR_MAP_DATA_TYPE_FLOAT16, 4, (void*)x, dims, strides, box, steps, CU_TENSOR_MAP_INTERLEAVE_NONE,
                       swizzle, CU_TENSOR_MAP_L2_PROMOTION_L2_256B, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE),
                "cuTensorMapEncodeTiled");
  return map;
}

}  // namespace pkf_tma
#endif  // PKF_EMULATED
