// How many clusters of S blocks (one block an SM: the rows kernel's 384 or 512 threads and ~200 KB of shared memory)
// the device runs at once, by cudaOccupancyMaxActiveClusters, for S = 1 .. 8: a cluster's blocks must share one GPC,
// so the SMs a GPC has (which vary between chips of one model) decide how many fit.
//   nvcc -arch=sm_90a -o /tmp/cluster_occupancy experiments/rows/cluster_occupancy.cu && /tmp/cluster_occupancy
#include <cstdio>
#include <cuda_runtime.h>

__global__ void __launch_bounds__(384, 1) idle(int* out) {
  extern __shared__ int shared[];
  if (out) out[blockIdx.x] = shared[threadIdx.x];
}

int main() {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  printf("%s: %d SMs\n", prop.name, prop.multiProcessorCount);
  for (int bytes : {100 * 1024, 200 * 1024, 227 * 1024}) {
    cudaFuncSetAttribute(idle, cudaFuncAttributeMaxDynamicSharedMemorySize, bytes);
    printf("%3d KB shared a block:", bytes / 1024);
    for (int s = 1; s <= 8; ++s) {
      cudaLaunchConfig_t config = {};
      config.gridDim = dim3(s * 64);
      config.blockDim = dim3(384);
      config.dynamicSmemBytes = bytes;
      cudaLaunchAttribute attribute;
      attribute.id = cudaLaunchAttributeClusterDimension;
      attribute.val.clusterDim.x = s, attribute.val.clusterDim.y = 1, attribute.val.clusterDim.z = 1;
      config.attrs = &attribute;
      config.numAttrs = 1;
      int clusters = 0;
      const cudaError_t error = cudaOccupancyMaxActiveClusters(&clusters, idle, &config);
      printf("  S=%d %d (%d blocks)%s", s, clusters, clusters * s, error == cudaSuccess ? "" : cudaGetErrorString(error));
    }
    printf("\n");
  }
  return 0;
}
