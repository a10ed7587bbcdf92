// Prints where KTrans puts each element of U (16 positions x PKF_K x PKF_C) in the wgmma B image, then the image that
// storing element u as (u % 251) + 1 through pkf_wg::u_image leaves in a buffer of NaNs: the kernel's own index
// functions (templates/wgmma.cuh), run on the host. Built by tests/test_wgmma.py with -DPKF_C= -DPKF_K= -DPKF_W=.
#include <cstdint>
#include <cstdio>
#include <vector>
#include <cuda_fp16.h>
#include "wgmma.cuh"

int main() {
  constexpr int kElements = 16 * PKF_C * PKF_K, kImage = 16 * ((PKF_C + 63) / 64 * 64) * PKF_K;
  for (int u = 0; u < kElements; ++u) printf("%d\n", pkf_wg::image_index<PKF_K, PKF_C, PKF_W>(u));
  std::vector<half> image(kImage, __ushort_as_half(0xFFFF));
  for (int u = 0; u < kElements; ++u) pkf_wg::u_image<PKF_K, PKF_C, PKF_W>(image.data(), u) = __float2half(float(u % 251 + 1));
  printf("image\n");
  for (int e = 0; e < kImage; ++e) printf("%g\n", __half2float(image[e]));
  return 0;
}
