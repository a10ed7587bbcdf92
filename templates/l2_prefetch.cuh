// bring the input rows that F(4,3) tiles
// [first, first + count) of an H x W image read (NHWC fp16, N = 1) into L2, one
// cp.async.bulk.prefetch.L2 per input row and tile row. Used by the resident-filter probe
// (experiments/resident_filter), pasted into pkf builds by experiments/l2_prefetch_probe.py, and
// included by the resident-filter schedule (templates/resident_filter.cu.j2).
#include <cuda_fp16.h>

__device__ __forceinline__ void prefetch_input_rows_l2(const half* x, int first, int count, int H, int W, int C) {
  const int tiles_w = W / 4, last = min(first + count, (H / 4) * tiles_w) - 1;
  for (int ty = first / tiles_w; first <= last && ty <= last / tiles_w; ++ty) {
    const int a = max(first - ty * tiles_w, 0), b = min(last - ty * tiles_w, tiles_w - 1);
    const int w0 = max(4 * a - 1, 0), w1 = min(4 * b + 4, W - 1);
    for (int r = 0; r < 6; ++r) {
      const int h = 4 * ty - 1 + r;
      if (h < 0 || h >= H) continue;
      asm volatile("cp.async.bulk.prefetch.L2.global [%0], %1;\n" ::"l"(x + (size_t(h) * W + w0) * C), "r"((w1 - w0 + 1) * C * 2)
                   : "memory");
    }
  }
}
