// Prints where KTrans puts each element of U (16 positions x PKF_K x PKF_C) in the wgmma B image: the kernel's own
// pkf_wg::image_index (templates/wgmma.cuh), run on the host. Built by tests/test_wgmma.py with -DPKF_C= -DPKF_K= -DPKF_W=.
#include <cstdint>
#include <cstdio>
#include <cuda_fp16.h>
#include "wgmma.cuh"

int main() {
  for (int u = 0; u < 16 * PKF_C * PKF_K; ++u) printf("%d\n", pkf_wg::image_index<PKF_K, PKF_C, PKF_W>(u));
  return 0;
}
