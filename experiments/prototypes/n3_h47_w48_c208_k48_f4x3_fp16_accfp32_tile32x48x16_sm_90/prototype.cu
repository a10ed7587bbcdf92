
#ifdef __CUDACC_RTC__
  #include <cuda/std/cstdint>
  using cuda::std::uint8_t;
  using cuda::std::uint16_t;
  using cuda::std::uint32_t;
  using cuda::std::uint64_t;
  using cuda::std::int8_t;
  using cuda::std::int16_t;
  using cuda::std::int32_t;
  using cuda::std::int64_t;

  #include <cuda/std/type_traits>
  namespace std {
    using cuda::std::is_same;
    using cuda::std::is_same_v;
    using cuda::std::is_integral;
    using cuda::std::is_signed;
    using cuda::std::is_unsigned;
    using cuda::std::is_floating_point;
    using cuda::std::enable_if;
    using cuda::std::conditional;
  }

  // NVRTC uses asm/volatile instead of __asm__/__volatile__ (gcc extension).
  #ifndef __asm__
  #define __asm__ asm
  #endif
  #ifndef __volatile__
  #define __volatile__ volatile
  #endif
#else
  #include <cstdint>
  #include <type_traits>
  #include <cuda.h>
#endif

#if !defined(__CUDA_ARCH__) || (__CUDA_ARCH__ >= 530)
#include <cuda_fp16.h>
__device__ half max(half a, half b)
{
  return __hgt(__half(a), __half(b)) ? a : b;
}
__device__ half min(half a, half b)
{
  return __hlt(__half(a), __half(b)) ? a : b;
}
#endif // __CUDA_ARCH__ >= 530

// Pack two half values.
static inline __device__ __host__ unsigned
__pack_half2(const half x, const half y) {
  unsigned v0 = *((unsigned short *)&x);
  unsigned v1 = *((unsigned short *)&y);
  return (v1 << 16) | v0;
}

#define CUDA_UNSUPPORTED_HALF_MATH_BINARY(HALF_MATH_NAME, FP32_MATH_NAME) \
static inline __device__ __host__ half HALF_MATH_NAME(half x, half y) {   \
  float tmp_x = __half2float(x);                                          \
  float tmp_y = __half2float(y);                                          \
  float result = FP32_MATH_NAME(tmp_x, tmp_y);                            \
  return __float2half(result);                                            \
}

#define CUDA_UNSUPPORTED_HALF_MATH_UNARY(HALF_MATH_NAME, FP32_MATH_NAME) \
static inline __device__ __host__ half HALF_MATH_NAME(half x) {          \
  float tmp_x = __half2float(x);                                         \
  float result = FP32_MATH_NAME(tmp_x);                                  \
  return __float2half(result);                                           \
}

// Some fp16 math functions are not supported in cuda_fp16.h,
// so we define them here to make sure the generated CUDA code
// is valid.
#if defined(__CUDA_ARCH__)
#if (__CUDA_ARCH__ >= 530)
CUDA_UNSUPPORTED_HALF_MATH_BINARY(hpow, powf)
#if ((__CUDACC_VER_MAJOR__ < 12) || ((__CUDACC_VER_MAJOR__ == 12) && (__CUDACC_VER_MINOR__ < 8)))
CUDA_UNSUPPORTED_HALF_MATH_UNARY(htanh, tanhf)
#endif
CUDA_UNSUPPORTED_HALF_MATH_UNARY(htan, tanf)
CUDA_UNSUPPORTED_HALF_MATH_UNARY(hatan, atanf)
CUDA_UNSUPPORTED_HALF_MATH_UNARY(herf, erf)
#else
CUDA_UNSUPPORTED_HALF_MATH_UNARY(hexp, exp)
#endif
#endif

#undef CUDA_UNSUPPORTED_HALF_MATH_BINARY
#undef CUDA_UNSUPPORTED_HALF_MATH_UNARY

template <typename T, typename TVec2>
struct __align__(8) half4_bfloat164 {
  T x, y, z, w;
  __host__ __device__ half4_bfloat164() : x(T(0)), y(T(0)), z(T(0)), w(T(0)) {}
  __host__ __device__ half4_bfloat164(T x, T y, T z, T w) : x(x), y(y), z(z), w(w) {}

};

using half4 = half4_bfloat164<__half, __half2>;
__host__ __device__ half4 make_half4(__half x, __half y, __half z, __half w) {
    return half4(x, y, z, w);
}

#include <mma.h>

#if (((__CUDACC_VER_MAJOR__ == 11) && (__CUDACC_VER_MINOR__ >= 4)) || \
     (__CUDACC_VER_MAJOR__ > 11))
#define TVM_ENABLE_L2_PREFETCH 1
#else
#define TVM_ENABLE_L2_PREFETCH 0
#endif

#ifdef _WIN32
  using uint = unsigned int;
  using uchar = unsigned char;
  using ushort = unsigned short;
  using int64_t = long long;
  using uint64_t = unsigned long long;
#else
  #define uint unsigned int
  #define uchar unsigned char
  #define ushort unsigned short
#endif
extern "C" __global__ void __launch_bounds__(256) ktrans_kernel(half* __restrict__ U_ptr, half* __restrict__ filt_ptr);
extern "C" __global__ void __launch_bounds__(32) itrans_kernel(half* __restrict__ V_ptr, half* __restrict__ x_ptr);
extern "C" __global__ void __launch_bounds__(192) bgemm_kernel(half* __restrict__ M_ptr, half* __restrict__ U_ptr, half* __restrict__ V_ptr);
extern "C" __global__ void __launch_bounds__(256) otrans_kernel(half* __restrict__ M_ptr, half* __restrict__ y_ptr);
extern "C" __global__ void __launch_bounds__(256) ktrans_kernel(half* __restrict__ U_ptr, half* __restrict__ filt_ptr) {
  alignas(64) float U_acc_local_ptr[1];
  U_acc_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) / 234);
  int cse_v4 = ((((int)blockIdx.x) % 234) / 39);
  int cse_v5 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 208);
  int cse_v6 = ((((((int)blockIdx.x) % 39) * 16) + (((int)threadIdx.x) >> 4)) / 13);
  float cse_v9 = (((((int)blockIdx.x) / 234) == 4) ? 0x1.5555555555555p-5f/*4.166667e-02*/ : (((((int)blockIdx.x) / 234) == 3) ? 0x1.5555555555555p-5f/*4.166667e-02*/ : (((((int)blockIdx.x) / 234) == 2) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : (((((int)blockIdx.x) / 234) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : (((((int)blockIdx.x) / 234) == 0) ? 0x1p-2f/*2.500000e-01*/ : 0x0p+0f/*0.000000e+00*/)))));
  float cse_v10 = ((((((int)blockIdx.x) % 234) / 39) == 4) ? 0x1.5555555555555p-5f/*4.166667e-02*/ : ((((((int)blockIdx.x) % 234) / 39) == 3) ? 0x1.5555555555555p-5f/*4.166667e-02*/ : ((((((int)blockIdx.x) % 234) / 39) == 2) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : ((((((int)blockIdx.x) % 234) / 39) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : ((((((int)blockIdx.x) % 234) / 39) == 0) ? 0x1p-2f/*2.500000e-01*/ : 0x0p+0f/*0.000000e+00*/)))));
  int cse_v13 = ((((((((int)blockIdx.x) % 39) * 16) + (((int)threadIdx.x) >> 4)) / 13) * 1872) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 208));
  U_acc_local_ptr[0] = (U_acc_local_ptr[0] + (((((((int)blockIdx.x) / 234) == 4) ? 0x1.5555555555555p-5f/*4.166667e-02*/ : (((((int)blockIdx.x) / 234) == 3) ? 0x1.5555555555555p-5f/*4.166667e-02*/ : (((((int)blockIdx.x) / 234) == 2) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : (((((int)blockIdx.x) / 234) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : (((((int)blockIdx.x) / 234) == 0) ? 0x1p-2f/*2.500000e-01*/ : 0x0p+0f/*0.000000e+00*/))))) * ((float)filt_ptr[((((((((int)blockIdx.x) % 39) * 16) + (((int)threadIdx.x) >> 4)) / 13) * 1872) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 208))])) * ((((((int)blockIdx.x) % 234) / 39) == 4) ? 0x1.5555555555555p-5f/*4.166667e-02*/ : ((((((int)blockIdx.x) % 234) / 39) == 3) ? 0x1.5555555555555p-5f/*4.166667e-02*/ : ((((((int)blockIdx.x) % 234) / 39) == 2) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : ((((((int)blockIdx.x) % 234) / 39) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : ((((((int)blockIdx.x) % 234) / 39) == 0) ? 0x1p-2f/*2.500000e-01*/ : 0x0p+0f/*0.000000e+00*/)))))));
  float cse_v2 = ((((((int)blockIdx.x) % 234) / 39) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/);
  float cse_v7 = ((((((int)blockIdx.x) % 234) / 39) == 4) ? -0x1.5555555555555p-4f/*-8.333333e-02*/ : ((((((int)blockIdx.x) % 234) / 39) == 3) ? 0x1.5555555555555p-4f/*8.333333e-02*/ : ((((((int)blockIdx.x) % 234) / 39) == 2) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : ((((((int)blockIdx.x) % 234) / 39) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/))));
  U_acc_local_ptr[0] = (U_acc_local_ptr[0] + (((((((int)blockIdx.x) / 234) == 4) ? 0x1.5555555555555p-5f/*4.166667e-02*/ : (((((int)blockIdx.x) / 234) == 3) ? 0x1.5555555555555p-5f/*4.166667e-02*/ : (((((int)blockIdx.x) / 234) == 2) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : (((((int)blockIdx.x) / 234) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : (((((int)blockIdx.x) / 234) == 0) ? 0x1p-2f/*2.500000e-01*/ : 0x0p+0f/*0.000000e+00*/))))) * ((float)filt_ptr[(((((((((int)blockIdx.x) % 39) * 16) + (((int)threadIdx.x) >> 4)) / 13) * 1872) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 208)) + 208)])) * ((((((int)blockIdx.x) % 234) / 39) == 4) ? -0x1.5555555555555p-4f/*-8.333333e-02*/ : ((((((int)blockIdx.x) % 234) / 39) == 3) ? 0x1.5555555555555p-4f/*8.333333e-02*/ : ((((((int)blockIdx.x) % 234) / 39) == 2) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : ((((((int)blockIdx.x) % 234) / 39) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/))))));
  float cse_v11 = ((((((int)blockIdx.x) % 234) / 39) == 5) ? 0x1p+0f/*1.000000e+00*/ : ((((((int)blockIdx.x) % 234) / 39) == 4) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : ((((((int)blockIdx.x) % 234) / 39) == 3) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : ((((((int)blockIdx.x) % 234) / 39) == 2) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : ((((((int)blockIdx.x) % 234) / 39) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/)))));
  U_acc_local_ptr[0] = (U_acc_local_ptr[0] + (((((((int)blockIdx.x) / 234) == 4) ? 0x1.5555555555555p-5f/*4.166667e-02*/ : (((((int)blockIdx.x) / 234) == 3) ? 0x1.5555555555555p-5f/*4.166667e-02*/ : (((((int)blockIdx.x) / 234) == 2) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : (((((int)blockIdx.x) / 234) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : (((((int)blockIdx.x) / 234) == 0) ? 0x1p-2f/*2.500000e-01*/ : 0x0p+0f/*0.000000e+00*/))))) * ((float)filt_ptr[(((((((((int)blockIdx.x) % 39) * 16) + (((int)threadIdx.x) >> 4)) / 13) * 1872) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 208)) + 416)])) * ((((((int)blockIdx.x) % 234) / 39) == 5) ? 0x1p+0f/*1.000000e+00*/ : ((((((int)blockIdx.x) % 234) / 39) == 4) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : ((((((int)blockIdx.x) % 234) / 39) == 3) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : ((((((int)blockIdx.x) % 234) / 39) == 2) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : ((((((int)blockIdx.x) % 234) / 39) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/)))))));
  float cse_v3 = (((((int)blockIdx.x) / 234) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/);
  float cse_v8 = (((((int)blockIdx.x) / 234) == 4) ? -0x1.5555555555555p-4f/*-8.333333e-02*/ : (((((int)blockIdx.x) / 234) == 3) ? 0x1.5555555555555p-4f/*8.333333e-02*/ : (((((int)blockIdx.x) / 234) == 2) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : (((((int)blockIdx.x) / 234) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/))));
  U_acc_local_ptr[0] = (U_acc_local_ptr[0] + (((((((int)blockIdx.x) / 234) == 4) ? -0x1.5555555555555p-4f/*-8.333333e-02*/ : (((((int)blockIdx.x) / 234) == 3) ? 0x1.5555555555555p-4f/*8.333333e-02*/ : (((((int)blockIdx.x) / 234) == 2) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : (((((int)blockIdx.x) / 234) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/)))) * ((float)filt_ptr[(((((((((int)blockIdx.x) % 39) * 16) + (((int)threadIdx.x) >> 4)) / 13) * 1872) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 208)) + 624)])) * ((((((int)blockIdx.x) % 234) / 39) == 4) ? 0x1.5555555555555p-5f/*4.166667e-02*/ : ((((((int)blockIdx.x) % 234) / 39) == 3) ? 0x1.5555555555555p-5f/*4.166667e-02*/ : ((((((int)blockIdx.x) % 234) / 39) == 2) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : ((((((int)blockIdx.x) % 234) / 39) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : ((((((int)blockIdx.x) % 234) / 39) == 0) ? 0x1p-2f/*2.500000e-01*/ : 0x0p+0f/*0.000000e+00*/)))))));
  U_acc_local_ptr[0] = (U_acc_local_ptr[0] + (((((((int)blockIdx.x) / 234) == 4) ? -0x1.5555555555555p-4f/*-8.333333e-02*/ : (((((int)blockIdx.x) / 234) == 3) ? 0x1.5555555555555p-4f/*8.333333e-02*/ : (((((int)blockIdx.x) / 234) == 2) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : (((((int)blockIdx.x) / 234) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/)))) * ((float)filt_ptr[(((((((((int)blockIdx.x) % 39) * 16) + (((int)threadIdx.x) >> 4)) / 13) * 1872) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 208)) + 832)])) * ((((((int)blockIdx.x) % 234) / 39) == 4) ? -0x1.5555555555555p-4f/*-8.333333e-02*/ : ((((((int)blockIdx.x) % 234) / 39) == 3) ? 0x1.5555555555555p-4f/*8.333333e-02*/ : ((((((int)blockIdx.x) % 234) / 39) == 2) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : ((((((int)blockIdx.x) % 234) / 39) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/))))));
  U_acc_local_ptr[0] = (U_acc_local_ptr[0] + (((((((int)blockIdx.x) / 234) == 4) ? -0x1.5555555555555p-4f/*-8.333333e-02*/ : (((((int)blockIdx.x) / 234) == 3) ? 0x1.5555555555555p-4f/*8.333333e-02*/ : (((((int)blockIdx.x) / 234) == 2) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : (((((int)blockIdx.x) / 234) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/)))) * ((float)filt_ptr[(((((((((int)blockIdx.x) % 39) * 16) + (((int)threadIdx.x) >> 4)) / 13) * 1872) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 208)) + 1040)])) * ((((((int)blockIdx.x) % 234) / 39) == 5) ? 0x1p+0f/*1.000000e+00*/ : ((((((int)blockIdx.x) % 234) / 39) == 4) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : ((((((int)blockIdx.x) % 234) / 39) == 3) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : ((((((int)blockIdx.x) % 234) / 39) == 2) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : ((((((int)blockIdx.x) % 234) / 39) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/)))))));
  float cse_v12 = (((((int)blockIdx.x) / 234) == 5) ? 0x1p+0f/*1.000000e+00*/ : (((((int)blockIdx.x) / 234) == 4) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : (((((int)blockIdx.x) / 234) == 3) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : (((((int)blockIdx.x) / 234) == 2) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : (((((int)blockIdx.x) / 234) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/)))));
  U_acc_local_ptr[0] = (U_acc_local_ptr[0] + (((((((int)blockIdx.x) / 234) == 5) ? 0x1p+0f/*1.000000e+00*/ : (((((int)blockIdx.x) / 234) == 4) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : (((((int)blockIdx.x) / 234) == 3) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : (((((int)blockIdx.x) / 234) == 2) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : (((((int)blockIdx.x) / 234) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/))))) * ((float)filt_ptr[(((((((((int)blockIdx.x) % 39) * 16) + (((int)threadIdx.x) >> 4)) / 13) * 1872) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 208)) + 1248)])) * ((((((int)blockIdx.x) % 234) / 39) == 4) ? 0x1.5555555555555p-5f/*4.166667e-02*/ : ((((((int)blockIdx.x) % 234) / 39) == 3) ? 0x1.5555555555555p-5f/*4.166667e-02*/ : ((((((int)blockIdx.x) % 234) / 39) == 2) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : ((((((int)blockIdx.x) % 234) / 39) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : ((((((int)blockIdx.x) % 234) / 39) == 0) ? 0x1p-2f/*2.500000e-01*/ : 0x0p+0f/*0.000000e+00*/)))))));
  U_acc_local_ptr[0] = (U_acc_local_ptr[0] + (((((((int)blockIdx.x) / 234) == 5) ? 0x1p+0f/*1.000000e+00*/ : (((((int)blockIdx.x) / 234) == 4) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : (((((int)blockIdx.x) / 234) == 3) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : (((((int)blockIdx.x) / 234) == 2) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : (((((int)blockIdx.x) / 234) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/))))) * ((float)filt_ptr[(((((((((int)blockIdx.x) % 39) * 16) + (((int)threadIdx.x) >> 4)) / 13) * 1872) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 208)) + 1456)])) * ((((((int)blockIdx.x) % 234) / 39) == 4) ? -0x1.5555555555555p-4f/*-8.333333e-02*/ : ((((((int)blockIdx.x) % 234) / 39) == 3) ? 0x1.5555555555555p-4f/*8.333333e-02*/ : ((((((int)blockIdx.x) % 234) / 39) == 2) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : ((((((int)blockIdx.x) % 234) / 39) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/))))));
  U_acc_local_ptr[0] = (U_acc_local_ptr[0] + (((((((int)blockIdx.x) / 234) == 5) ? 0x1p+0f/*1.000000e+00*/ : (((((int)blockIdx.x) / 234) == 4) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : (((((int)blockIdx.x) / 234) == 3) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : (((((int)blockIdx.x) / 234) == 2) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : (((((int)blockIdx.x) / 234) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/))))) * ((float)filt_ptr[(((((((((int)blockIdx.x) % 39) * 16) + (((int)threadIdx.x) >> 4)) / 13) * 1872) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 208)) + 1664)])) * ((((((int)blockIdx.x) % 234) / 39) == 5) ? 0x1p+0f/*1.000000e+00*/ : ((((((int)blockIdx.x) % 234) / 39) == 4) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : ((((((int)blockIdx.x) % 234) / 39) == 3) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : ((((((int)blockIdx.x) % 234) / 39) == 2) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : ((((((int)blockIdx.x) % 234) / 39) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/)))))));
  U_ptr[((((((int)blockIdx.x) / 39) * 9984) + (((((((int)blockIdx.x) % 39) * 16) + (((int)threadIdx.x) >> 4)) / 13) * 208)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 208))] = ((half)U_acc_local_ptr[0]);
}

extern "C" __global__ void __launch_bounds__(32) itrans_kernel(half* __restrict__ V_ptr, half* __restrict__ x_ptr) {
  __shared__ alignas(64) half d_shared_ptr[1224];
  int cse_v1 = (((int)blockIdx.x) % 7);
  int cse_v2 = (((int)blockIdx.x) % 1008);
  int cse_v3 = (((int)blockIdx.x) % 84);
  int cse_v39 = ((((int)blockIdx.x) % 7) * 32);
  int cse_v40 = (((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4));
  int cse_v42 = ((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x));
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval;
    if (((((int)blockIdx.x) < 3024) && (84 <= (((int)blockIdx.x) % 1008))) && (7 <= (((int)blockIdx.x) % 84))) {
      condval = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) - 10192)];
    } else {
      condval = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[((int)threadIdx.x)] = condval;
  }
  int cse_v4 = (((int)threadIdx.x) + 34);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_1;
    if ((((int)blockIdx.x) < 3024) && (84 <= (((int)blockIdx.x) % 1008))) {
      condval_1 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) - 9984)];
    } else {
      condval_1 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 34)] = condval_1;
  }
  int cse_v5 = (((int)threadIdx.x) + 68);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_2;
    if ((((int)blockIdx.x) < 3024) && (84 <= (((int)blockIdx.x) % 1008))) {
      condval_2 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) - 9776)];
    } else {
      condval_2 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 68)] = condval_2;
  }
  int cse_v6 = (((int)threadIdx.x) + 102);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_3;
    if ((((int)blockIdx.x) < 3024) && (84 <= (((int)blockIdx.x) % 1008))) {
      condval_3 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) - 9568)];
    } else {
      condval_3 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 102)] = condval_3;
  }
  int cse_v7 = (((int)threadIdx.x) + 136);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_4;
    if ((((int)blockIdx.x) < 3024) && (84 <= (((int)blockIdx.x) % 1008))) {
      condval_4 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) - 9360)];
    } else {
      condval_4 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 136)] = condval_4;
  }
  int cse_v8 = (((int)threadIdx.x) + 170);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_5;
    if (((((int)blockIdx.x) < 3024) && (84 <= (((int)blockIdx.x) % 1008))) && ((((int)blockIdx.x) % 84) < 77)) {
      condval_5 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) - 9152)];
    } else {
      condval_5 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 170)] = condval_5;
  }
  int cse_v9 = (((int)threadIdx.x) + 204);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_6;
    if ((((int)blockIdx.x) < 3024) && (7 <= (((int)blockIdx.x) % 84))) {
      condval_6 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) - 208)];
    } else {
      condval_6 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 204)] = condval_6;
  }
  int cse_v10 = (((int)threadIdx.x) + 238);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_7;
    if (((int)blockIdx.x) < 3024) {
      condval_7 = x_ptr[((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x))];
    } else {
      condval_7 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 238)] = condval_7;
  }
  int cse_v11 = (((int)threadIdx.x) + 272);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_8;
    if (((int)blockIdx.x) < 3024) {
      condval_8 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 208)];
    } else {
      condval_8 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 272)] = condval_8;
  }
  int cse_v12 = (((int)threadIdx.x) + 306);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_9;
    if (((int)blockIdx.x) < 3024) {
      condval_9 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 416)];
    } else {
      condval_9 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 306)] = condval_9;
  }
  int cse_v13 = (((int)threadIdx.x) + 340);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_10;
    if (((int)blockIdx.x) < 3024) {
      condval_10 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 624)];
    } else {
      condval_10 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 340)] = condval_10;
  }
  int cse_v14 = (((int)threadIdx.x) + 374);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_11;
    if ((((int)blockIdx.x) < 3017) && ((((int)blockIdx.x) % 84) < 77)) {
      condval_11 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 832)];
    } else {
      condval_11 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 374)] = condval_11;
  }
  int cse_v15 = (((int)threadIdx.x) + 408);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_12;
    if ((((int)blockIdx.x) < 3024) && (7 <= (((int)blockIdx.x) % 84))) {
      condval_12 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 9776)];
    } else {
      condval_12 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 408)] = condval_12;
  }
  int cse_v16 = (((int)threadIdx.x) + 442);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_13;
    if (((int)blockIdx.x) < 3024) {
      condval_13 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 9984)];
    } else {
      condval_13 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 442)] = condval_13;
  }
  int cse_v17 = (((int)threadIdx.x) + 476);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_14;
    if (((int)blockIdx.x) < 3024) {
      condval_14 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 10192)];
    } else {
      condval_14 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 476)] = condval_14;
  }
  int cse_v18 = (((int)threadIdx.x) + 510);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_15;
    if (((int)blockIdx.x) < 3024) {
      condval_15 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 10400)];
    } else {
      condval_15 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 510)] = condval_15;
  }
  int cse_v19 = (((int)threadIdx.x) + 544);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_16;
    if (((int)blockIdx.x) < 3024) {
      condval_16 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 10608)];
    } else {
      condval_16 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 544)] = condval_16;
  }
  int cse_v20 = (((int)threadIdx.x) + 578);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_17;
    if ((((int)blockIdx.x) < 3017) && ((((int)blockIdx.x) % 84) < 77)) {
      condval_17 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 10816)];
    } else {
      condval_17 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 578)] = condval_17;
  }
  int cse_v21 = (((int)threadIdx.x) + 612);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_18;
    if ((((int)blockIdx.x) < 3024) && (7 <= (((int)blockIdx.x) % 84))) {
      condval_18 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 19760)];
    } else {
      condval_18 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 612)] = condval_18;
  }
  int cse_v22 = (((int)threadIdx.x) + 646);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_19;
    if (((int)blockIdx.x) < 3024) {
      condval_19 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 19968)];
    } else {
      condval_19 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 646)] = condval_19;
  }
  int cse_v23 = (((int)threadIdx.x) + 680);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_20;
    if (((int)blockIdx.x) < 3024) {
      condval_20 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 20176)];
    } else {
      condval_20 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 680)] = condval_20;
  }
  int cse_v24 = (((int)threadIdx.x) + 714);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_21;
    if (((int)blockIdx.x) < 3024) {
      condval_21 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 20384)];
    } else {
      condval_21 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 714)] = condval_21;
  }
  int cse_v25 = (((int)threadIdx.x) + 748);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_22;
    if (((int)blockIdx.x) < 3024) {
      condval_22 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 20592)];
    } else {
      condval_22 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 748)] = condval_22;
  }
  int cse_v26 = (((int)threadIdx.x) + 782);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_23;
    if ((((int)blockIdx.x) < 3017) && ((((int)blockIdx.x) % 84) < 77)) {
      condval_23 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 20800)];
    } else {
      condval_23 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 782)] = condval_23;
  }
  int cse_v27 = (((int)threadIdx.x) + 816);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_24;
    if (((((int)blockIdx.x) < 2940) && ((((int)blockIdx.x) % 1008) < 924)) && (7 <= (((int)blockIdx.x) % 84))) {
      condval_24 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 29744)];
    } else {
      condval_24 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 816)] = condval_24;
  }
  int cse_v28 = (((int)threadIdx.x) + 850);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_25;
    if ((((int)blockIdx.x) < 2940) && ((((int)blockIdx.x) % 1008) < 924)) {
      condval_25 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 29952)];
    } else {
      condval_25 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 850)] = condval_25;
  }
  int cse_v29 = (((int)threadIdx.x) + 884);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_26;
    if ((((int)blockIdx.x) < 2940) && ((((int)blockIdx.x) % 1008) < 924)) {
      condval_26 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 30160)];
    } else {
      condval_26 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 884)] = condval_26;
  }
  int cse_v30 = (((int)threadIdx.x) + 918);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_27;
    if ((((int)blockIdx.x) < 2940) && ((((int)blockIdx.x) % 1008) < 924)) {
      condval_27 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 30368)];
    } else {
      condval_27 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 918)] = condval_27;
  }
  int cse_v31 = (((int)threadIdx.x) + 952);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_28;
    if ((((int)blockIdx.x) < 2940) && ((((int)blockIdx.x) % 1008) < 924)) {
      condval_28 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 30576)];
    } else {
      condval_28 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 952)] = condval_28;
  }
  int cse_v32 = (((int)threadIdx.x) + 986);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_29;
    if (((((int)blockIdx.x) < 2940) && ((((int)blockIdx.x) % 1008) < 924)) && ((((int)blockIdx.x) % 84) < 77)) {
      condval_29 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 30784)];
    } else {
      condval_29 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 986)] = condval_29;
  }
  int cse_v33 = (((int)threadIdx.x) + 1020);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_30;
    if (((((int)blockIdx.x) < 2940) && ((((int)blockIdx.x) % 1008) < 924)) && (7 <= (((int)blockIdx.x) % 84))) {
      condval_30 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 39728)];
    } else {
      condval_30 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 1020)] = condval_30;
  }
  int cse_v34 = (((int)threadIdx.x) + 1054);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_31;
    if ((((int)blockIdx.x) < 2940) && ((((int)blockIdx.x) % 1008) < 924)) {
      condval_31 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 39936)];
    } else {
      condval_31 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 1054)] = condval_31;
  }
  int cse_v35 = (((int)threadIdx.x) + 1088);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_32;
    if ((((int)blockIdx.x) < 2940) && ((((int)blockIdx.x) % 1008) < 924)) {
      condval_32 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 40144)];
    } else {
      condval_32 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 1088)] = condval_32;
  }
  int cse_v36 = (((int)threadIdx.x) + 1122);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_33;
    if ((((int)blockIdx.x) < 2940) && ((((int)blockIdx.x) % 1008) < 924)) {
      condval_33 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 40352)];
    } else {
      condval_33 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 1122)] = condval_33;
  }
  int cse_v37 = (((int)threadIdx.x) + 1156);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_34;
    if ((((int)blockIdx.x) < 2940) && ((((int)blockIdx.x) % 1008) < 924)) {
      condval_34 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 40560)];
    } else {
      condval_34 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 1156)] = condval_34;
  }
  int cse_v38 = (((int)threadIdx.x) + 1190);
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    half condval_35;
    if (((((int)blockIdx.x) < 2940) && ((((int)blockIdx.x) % 1008) < 924)) && ((((int)blockIdx.x) % 84) < 77)) {
      condval_35 = x_ptr[(((((((((int)blockIdx.x) / 1008) * 469248) + (((((int)blockIdx.x) % 1008) / 84) * 39936)) + (((((int)blockIdx.x) % 84) / 7) * 832)) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 40768)];
    } else {
      condval_35 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    d_shared_ptr[(((int)threadIdx.x) + 1190)] = condval_35;
  }
  alignas(64) float BTd_local_ptr[36];
  alignas(64) float V_acc_local_ptr[36];
  __syncthreads();
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
    BTd_local_ptr[0] = (BTd_local_ptr[0] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[((int)threadIdx.x)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[0] = (BTd_local_ptr[0] + (-0x1.4p+2f/*-5.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 408)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[0] = (BTd_local_ptr[0] + ((float)d_shared_ptr[(((int)threadIdx.x) + 816)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
    BTd_local_ptr[1] = (BTd_local_ptr[1] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 34)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[1] = (BTd_local_ptr[1] + (-0x1.4p+2f/*-5.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 442)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[1] = (BTd_local_ptr[1] + ((float)d_shared_ptr[(((int)threadIdx.x) + 850)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
    BTd_local_ptr[2] = (BTd_local_ptr[2] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 68)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[2] = (BTd_local_ptr[2] + (-0x1.4p+2f/*-5.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 476)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[2] = (BTd_local_ptr[2] + ((float)d_shared_ptr[(((int)threadIdx.x) + 884)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
    BTd_local_ptr[3] = (BTd_local_ptr[3] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 102)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[3] = (BTd_local_ptr[3] + (-0x1.4p+2f/*-5.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 510)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[3] = (BTd_local_ptr[3] + ((float)d_shared_ptr[(((int)threadIdx.x) + 918)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
    BTd_local_ptr[4] = (BTd_local_ptr[4] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 136)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[4] = (BTd_local_ptr[4] + (-0x1.4p+2f/*-5.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 544)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[4] = (BTd_local_ptr[4] + ((float)d_shared_ptr[(((int)threadIdx.x) + 952)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
    BTd_local_ptr[5] = (BTd_local_ptr[5] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 170)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[5] = (BTd_local_ptr[5] + (-0x1.4p+2f/*-5.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 578)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[5] = (BTd_local_ptr[5] + ((float)d_shared_ptr[(((int)threadIdx.x) + 986)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[6] = (BTd_local_ptr[6] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 204)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[6] = (BTd_local_ptr[6] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 408)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[6] = (BTd_local_ptr[6] + ((float)d_shared_ptr[(((int)threadIdx.x) + 612)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[6] = (BTd_local_ptr[6] + ((float)d_shared_ptr[(((int)threadIdx.x) + 816)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[7] = (BTd_local_ptr[7] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 238)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[7] = (BTd_local_ptr[7] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 442)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[7] = (BTd_local_ptr[7] + ((float)d_shared_ptr[(((int)threadIdx.x) + 646)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[7] = (BTd_local_ptr[7] + ((float)d_shared_ptr[(((int)threadIdx.x) + 850)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[8] = (BTd_local_ptr[8] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 272)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[8] = (BTd_local_ptr[8] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 476)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[8] = (BTd_local_ptr[8] + ((float)d_shared_ptr[(((int)threadIdx.x) + 680)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[8] = (BTd_local_ptr[8] + ((float)d_shared_ptr[(((int)threadIdx.x) + 884)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[9] = (BTd_local_ptr[9] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 306)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[9] = (BTd_local_ptr[9] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 510)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[9] = (BTd_local_ptr[9] + ((float)d_shared_ptr[(((int)threadIdx.x) + 714)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[9] = (BTd_local_ptr[9] + ((float)d_shared_ptr[(((int)threadIdx.x) + 918)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[10] = (BTd_local_ptr[10] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 340)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[10] = (BTd_local_ptr[10] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 544)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[10] = (BTd_local_ptr[10] + ((float)d_shared_ptr[(((int)threadIdx.x) + 748)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[10] = (BTd_local_ptr[10] + ((float)d_shared_ptr[(((int)threadIdx.x) + 952)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[11] = (BTd_local_ptr[11] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 374)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[11] = (BTd_local_ptr[11] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 578)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[11] = (BTd_local_ptr[11] + ((float)d_shared_ptr[(((int)threadIdx.x) + 782)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[11] = (BTd_local_ptr[11] + ((float)d_shared_ptr[(((int)threadIdx.x) + 986)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[12] = (BTd_local_ptr[12] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 204)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[12] = (BTd_local_ptr[12] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 408)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[12] = (BTd_local_ptr[12] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 612)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[12] = (BTd_local_ptr[12] + ((float)d_shared_ptr[(((int)threadIdx.x) + 816)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[13] = (BTd_local_ptr[13] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 238)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[13] = (BTd_local_ptr[13] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 442)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[13] = (BTd_local_ptr[13] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 646)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[13] = (BTd_local_ptr[13] + ((float)d_shared_ptr[(((int)threadIdx.x) + 850)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[14] = (BTd_local_ptr[14] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 272)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[14] = (BTd_local_ptr[14] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 476)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[14] = (BTd_local_ptr[14] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 680)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[14] = (BTd_local_ptr[14] + ((float)d_shared_ptr[(((int)threadIdx.x) + 884)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[15] = (BTd_local_ptr[15] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 306)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[15] = (BTd_local_ptr[15] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 510)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[15] = (BTd_local_ptr[15] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 714)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[15] = (BTd_local_ptr[15] + ((float)d_shared_ptr[(((int)threadIdx.x) + 918)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[16] = (BTd_local_ptr[16] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 340)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[16] = (BTd_local_ptr[16] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 544)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[16] = (BTd_local_ptr[16] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 748)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[16] = (BTd_local_ptr[16] + ((float)d_shared_ptr[(((int)threadIdx.x) + 952)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[17] = (BTd_local_ptr[17] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 374)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[17] = (BTd_local_ptr[17] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 578)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[17] = (BTd_local_ptr[17] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 782)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[17] = (BTd_local_ptr[17] + ((float)d_shared_ptr[(((int)threadIdx.x) + 986)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[18] = (BTd_local_ptr[18] + (-0x1p+1f/*-2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 204)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[18] = (BTd_local_ptr[18] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 408)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[18] = (BTd_local_ptr[18] + (0x1p+1f/*2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 612)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[18] = (BTd_local_ptr[18] + ((float)d_shared_ptr[(((int)threadIdx.x) + 816)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[19] = (BTd_local_ptr[19] + (-0x1p+1f/*-2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 238)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[19] = (BTd_local_ptr[19] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 442)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[19] = (BTd_local_ptr[19] + (0x1p+1f/*2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 646)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[19] = (BTd_local_ptr[19] + ((float)d_shared_ptr[(((int)threadIdx.x) + 850)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[20] = (BTd_local_ptr[20] + (-0x1p+1f/*-2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 272)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[20] = (BTd_local_ptr[20] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 476)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[20] = (BTd_local_ptr[20] + (0x1p+1f/*2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 680)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[20] = (BTd_local_ptr[20] + ((float)d_shared_ptr[(((int)threadIdx.x) + 884)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[21] = (BTd_local_ptr[21] + (-0x1p+1f/*-2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 306)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[21] = (BTd_local_ptr[21] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 510)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[21] = (BTd_local_ptr[21] + (0x1p+1f/*2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 714)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[21] = (BTd_local_ptr[21] + ((float)d_shared_ptr[(((int)threadIdx.x) + 918)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[22] = (BTd_local_ptr[22] + (-0x1p+1f/*-2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 340)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[22] = (BTd_local_ptr[22] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 544)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[22] = (BTd_local_ptr[22] + (0x1p+1f/*2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 748)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[22] = (BTd_local_ptr[22] + ((float)d_shared_ptr[(((int)threadIdx.x) + 952)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[23] = (BTd_local_ptr[23] + (-0x1p+1f/*-2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 374)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[23] = (BTd_local_ptr[23] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 578)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[23] = (BTd_local_ptr[23] + (0x1p+1f/*2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 782)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[23] = (BTd_local_ptr[23] + ((float)d_shared_ptr[(((int)threadIdx.x) + 986)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[24] = (BTd_local_ptr[24] + (0x1p+1f/*2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 204)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[24] = (BTd_local_ptr[24] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 408)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[24] = (BTd_local_ptr[24] + (-0x1p+1f/*-2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 612)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[24] = (BTd_local_ptr[24] + ((float)d_shared_ptr[(((int)threadIdx.x) + 816)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[25] = (BTd_local_ptr[25] + (0x1p+1f/*2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 238)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[25] = (BTd_local_ptr[25] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 442)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[25] = (BTd_local_ptr[25] + (-0x1p+1f/*-2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 646)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[25] = (BTd_local_ptr[25] + ((float)d_shared_ptr[(((int)threadIdx.x) + 850)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[26] = (BTd_local_ptr[26] + (0x1p+1f/*2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 272)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[26] = (BTd_local_ptr[26] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 476)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[26] = (BTd_local_ptr[26] + (-0x1p+1f/*-2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 680)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[26] = (BTd_local_ptr[26] + ((float)d_shared_ptr[(((int)threadIdx.x) + 884)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[27] = (BTd_local_ptr[27] + (0x1p+1f/*2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 306)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[27] = (BTd_local_ptr[27] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 510)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[27] = (BTd_local_ptr[27] + (-0x1p+1f/*-2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 714)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[27] = (BTd_local_ptr[27] + ((float)d_shared_ptr[(((int)threadIdx.x) + 918)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[28] = (BTd_local_ptr[28] + (0x1p+1f/*2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 340)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[28] = (BTd_local_ptr[28] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 544)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[28] = (BTd_local_ptr[28] + (-0x1p+1f/*-2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 748)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[28] = (BTd_local_ptr[28] + ((float)d_shared_ptr[(((int)threadIdx.x) + 952)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[29] = (BTd_local_ptr[29] + (0x1p+1f/*2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 374)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[29] = (BTd_local_ptr[29] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 578)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[29] = (BTd_local_ptr[29] + (-0x1p+1f/*-2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 782)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[29] = (BTd_local_ptr[29] + ((float)d_shared_ptr[(((int)threadIdx.x) + 986)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[30] = (BTd_local_ptr[30] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 204)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[30] = (BTd_local_ptr[30] + (-0x1.4p+2f/*-5.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 612)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[30] = (BTd_local_ptr[30] + ((float)d_shared_ptr[(((int)threadIdx.x) + 1020)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[31] = (BTd_local_ptr[31] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 238)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[31] = (BTd_local_ptr[31] + (-0x1.4p+2f/*-5.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 646)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[31] = (BTd_local_ptr[31] + ((float)d_shared_ptr[(((int)threadIdx.x) + 1054)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[32] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[32] = (BTd_local_ptr[32] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 272)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[32] = (BTd_local_ptr[32] + (-0x1.4p+2f/*-5.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 680)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[32] = (BTd_local_ptr[32] + ((float)d_shared_ptr[(((int)threadIdx.x) + 1088)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[33] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[33] = (BTd_local_ptr[33] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 306)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[33] = (BTd_local_ptr[33] + (-0x1.4p+2f/*-5.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 714)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[33] = (BTd_local_ptr[33] + ((float)d_shared_ptr[(((int)threadIdx.x) + 1122)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[34] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[34] = (BTd_local_ptr[34] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 340)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[34] = (BTd_local_ptr[34] + (-0x1.4p+2f/*-5.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 748)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[34] = (BTd_local_ptr[34] + ((float)d_shared_ptr[(((int)threadIdx.x) + 1156)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[35] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[35] = (BTd_local_ptr[35] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 374)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[35] = (BTd_local_ptr[35] + (-0x1.4p+2f/*-5.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 782)])));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    BTd_local_ptr[35] = (BTd_local_ptr[35] + ((float)d_shared_ptr[(((int)threadIdx.x) + 1190)]));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
    V_acc_local_ptr[0] = (V_acc_local_ptr[0] + (BTd_local_ptr[0] * 0x1p+2f/*4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[0] = (V_acc_local_ptr[0] + (BTd_local_ptr[2] * -0x1.4p+2f/*-5.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[0] = (V_acc_local_ptr[0] + BTd_local_ptr[4]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[1] = (V_acc_local_ptr[1] + (BTd_local_ptr[1] * -0x1p+2f/*-4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[1] = (V_acc_local_ptr[1] + (BTd_local_ptr[2] * -0x1p+2f/*-4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[1] = (V_acc_local_ptr[1] + BTd_local_ptr[3]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[1] = (V_acc_local_ptr[1] + BTd_local_ptr[4]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[2] = (V_acc_local_ptr[2] + (BTd_local_ptr[1] * 0x1p+2f/*4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[2] = (V_acc_local_ptr[2] + (BTd_local_ptr[2] * -0x1p+2f/*-4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[2] = (V_acc_local_ptr[2] + (BTd_local_ptr[3] * -0x1p+0f/*-1.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[2] = (V_acc_local_ptr[2] + BTd_local_ptr[4]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[3] = (V_acc_local_ptr[3] + (BTd_local_ptr[1] * -0x1p+1f/*-2.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[3] = (V_acc_local_ptr[3] + (BTd_local_ptr[2] * -0x1p+0f/*-1.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[3] = (V_acc_local_ptr[3] + (BTd_local_ptr[3] * 0x1p+1f/*2.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[3] = (V_acc_local_ptr[3] + BTd_local_ptr[4]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[4] = (V_acc_local_ptr[4] + (BTd_local_ptr[1] * 0x1p+1f/*2.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[4] = (V_acc_local_ptr[4] + (BTd_local_ptr[2] * -0x1p+0f/*-1.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[4] = (V_acc_local_ptr[4] + (BTd_local_ptr[3] * -0x1p+1f/*-2.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[4] = (V_acc_local_ptr[4] + BTd_local_ptr[4]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[5] = (V_acc_local_ptr[5] + (BTd_local_ptr[1] * 0x1p+2f/*4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[5] = (V_acc_local_ptr[5] + (BTd_local_ptr[3] * -0x1.4p+2f/*-5.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[5] = (V_acc_local_ptr[5] + BTd_local_ptr[5]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
    V_acc_local_ptr[6] = (V_acc_local_ptr[6] + (BTd_local_ptr[6] * 0x1p+2f/*4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[6] = (V_acc_local_ptr[6] + (BTd_local_ptr[8] * -0x1.4p+2f/*-5.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[6] = (V_acc_local_ptr[6] + BTd_local_ptr[10]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[7] = (V_acc_local_ptr[7] + (BTd_local_ptr[7] * -0x1p+2f/*-4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[7] = (V_acc_local_ptr[7] + (BTd_local_ptr[8] * -0x1p+2f/*-4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[7] = (V_acc_local_ptr[7] + BTd_local_ptr[9]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[7] = (V_acc_local_ptr[7] + BTd_local_ptr[10]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[8] = (V_acc_local_ptr[8] + (BTd_local_ptr[7] * 0x1p+2f/*4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[8] = (V_acc_local_ptr[8] + (BTd_local_ptr[8] * -0x1p+2f/*-4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[8] = (V_acc_local_ptr[8] + (BTd_local_ptr[9] * -0x1p+0f/*-1.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[8] = (V_acc_local_ptr[8] + BTd_local_ptr[10]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[9] = (V_acc_local_ptr[9] + (BTd_local_ptr[7] * -0x1p+1f/*-2.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[9] = (V_acc_local_ptr[9] + (BTd_local_ptr[8] * -0x1p+0f/*-1.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[9] = (V_acc_local_ptr[9] + (BTd_local_ptr[9] * 0x1p+1f/*2.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[9] = (V_acc_local_ptr[9] + BTd_local_ptr[10]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[10] = (V_acc_local_ptr[10] + (BTd_local_ptr[7] * 0x1p+1f/*2.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[10] = (V_acc_local_ptr[10] + (BTd_local_ptr[8] * -0x1p+0f/*-1.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[10] = (V_acc_local_ptr[10] + (BTd_local_ptr[9] * -0x1p+1f/*-2.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[10] = (V_acc_local_ptr[10] + BTd_local_ptr[10]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[11] = (V_acc_local_ptr[11] + (BTd_local_ptr[7] * 0x1p+2f/*4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[11] = (V_acc_local_ptr[11] + (BTd_local_ptr[9] * -0x1.4p+2f/*-5.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[11] = (V_acc_local_ptr[11] + BTd_local_ptr[11]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
    V_acc_local_ptr[12] = (V_acc_local_ptr[12] + (BTd_local_ptr[12] * 0x1p+2f/*4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[12] = (V_acc_local_ptr[12] + (BTd_local_ptr[14] * -0x1.4p+2f/*-5.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[12] = (V_acc_local_ptr[12] + BTd_local_ptr[16]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[13] = (V_acc_local_ptr[13] + (BTd_local_ptr[13] * -0x1p+2f/*-4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[13] = (V_acc_local_ptr[13] + (BTd_local_ptr[14] * -0x1p+2f/*-4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[13] = (V_acc_local_ptr[13] + BTd_local_ptr[15]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[13] = (V_acc_local_ptr[13] + BTd_local_ptr[16]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[14] = (V_acc_local_ptr[14] + (BTd_local_ptr[13] * 0x1p+2f/*4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[14] = (V_acc_local_ptr[14] + (BTd_local_ptr[14] * -0x1p+2f/*-4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[14] = (V_acc_local_ptr[14] + (BTd_local_ptr[15] * -0x1p+0f/*-1.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[14] = (V_acc_local_ptr[14] + BTd_local_ptr[16]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[15] = (V_acc_local_ptr[15] + (BTd_local_ptr[13] * -0x1p+1f/*-2.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[15] = (V_acc_local_ptr[15] + (BTd_local_ptr[14] * -0x1p+0f/*-1.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[15] = (V_acc_local_ptr[15] + (BTd_local_ptr[15] * 0x1p+1f/*2.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[15] = (V_acc_local_ptr[15] + BTd_local_ptr[16]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[16] = (V_acc_local_ptr[16] + (BTd_local_ptr[13] * 0x1p+1f/*2.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[16] = (V_acc_local_ptr[16] + (BTd_local_ptr[14] * -0x1p+0f/*-1.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[16] = (V_acc_local_ptr[16] + (BTd_local_ptr[15] * -0x1p+1f/*-2.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[16] = (V_acc_local_ptr[16] + BTd_local_ptr[16]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[17] = (V_acc_local_ptr[17] + (BTd_local_ptr[13] * 0x1p+2f/*4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[17] = (V_acc_local_ptr[17] + (BTd_local_ptr[15] * -0x1.4p+2f/*-5.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[17] = (V_acc_local_ptr[17] + BTd_local_ptr[17]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
    V_acc_local_ptr[18] = (V_acc_local_ptr[18] + (BTd_local_ptr[18] * 0x1p+2f/*4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[18] = (V_acc_local_ptr[18] + (BTd_local_ptr[20] * -0x1.4p+2f/*-5.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[18] = (V_acc_local_ptr[18] + BTd_local_ptr[22]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[19] = (V_acc_local_ptr[19] + (BTd_local_ptr[19] * -0x1p+2f/*-4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[19] = (V_acc_local_ptr[19] + (BTd_local_ptr[20] * -0x1p+2f/*-4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[19] = (V_acc_local_ptr[19] + BTd_local_ptr[21]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[19] = (V_acc_local_ptr[19] + BTd_local_ptr[22]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[20] = (V_acc_local_ptr[20] + (BTd_local_ptr[19] * 0x1p+2f/*4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[20] = (V_acc_local_ptr[20] + (BTd_local_ptr[20] * -0x1p+2f/*-4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[20] = (V_acc_local_ptr[20] + (BTd_local_ptr[21] * -0x1p+0f/*-1.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[20] = (V_acc_local_ptr[20] + BTd_local_ptr[22]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[21] = (V_acc_local_ptr[21] + (BTd_local_ptr[19] * -0x1p+1f/*-2.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[21] = (V_acc_local_ptr[21] + (BTd_local_ptr[20] * -0x1p+0f/*-1.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[21] = (V_acc_local_ptr[21] + (BTd_local_ptr[21] * 0x1p+1f/*2.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[21] = (V_acc_local_ptr[21] + BTd_local_ptr[22]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[22] = (V_acc_local_ptr[22] + (BTd_local_ptr[19] * 0x1p+1f/*2.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[22] = (V_acc_local_ptr[22] + (BTd_local_ptr[20] * -0x1p+0f/*-1.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[22] = (V_acc_local_ptr[22] + (BTd_local_ptr[21] * -0x1p+1f/*-2.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[22] = (V_acc_local_ptr[22] + BTd_local_ptr[22]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[23] = (V_acc_local_ptr[23] + (BTd_local_ptr[19] * 0x1p+2f/*4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[23] = (V_acc_local_ptr[23] + (BTd_local_ptr[21] * -0x1.4p+2f/*-5.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[23] = (V_acc_local_ptr[23] + BTd_local_ptr[23]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
    V_acc_local_ptr[24] = (V_acc_local_ptr[24] + (BTd_local_ptr[24] * 0x1p+2f/*4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[24] = (V_acc_local_ptr[24] + (BTd_local_ptr[26] * -0x1.4p+2f/*-5.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[24] = (V_acc_local_ptr[24] + BTd_local_ptr[28]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[25] = (V_acc_local_ptr[25] + (BTd_local_ptr[25] * -0x1p+2f/*-4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[25] = (V_acc_local_ptr[25] + (BTd_local_ptr[26] * -0x1p+2f/*-4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[25] = (V_acc_local_ptr[25] + BTd_local_ptr[27]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[25] = (V_acc_local_ptr[25] + BTd_local_ptr[28]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[26] = (V_acc_local_ptr[26] + (BTd_local_ptr[25] * 0x1p+2f/*4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[26] = (V_acc_local_ptr[26] + (BTd_local_ptr[26] * -0x1p+2f/*-4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[26] = (V_acc_local_ptr[26] + (BTd_local_ptr[27] * -0x1p+0f/*-1.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[26] = (V_acc_local_ptr[26] + BTd_local_ptr[28]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[27] = (V_acc_local_ptr[27] + (BTd_local_ptr[25] * -0x1p+1f/*-2.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[27] = (V_acc_local_ptr[27] + (BTd_local_ptr[26] * -0x1p+0f/*-1.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[27] = (V_acc_local_ptr[27] + (BTd_local_ptr[27] * 0x1p+1f/*2.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[27] = (V_acc_local_ptr[27] + BTd_local_ptr[28]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[28] = (V_acc_local_ptr[28] + (BTd_local_ptr[25] * 0x1p+1f/*2.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[28] = (V_acc_local_ptr[28] + (BTd_local_ptr[26] * -0x1p+0f/*-1.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[28] = (V_acc_local_ptr[28] + (BTd_local_ptr[27] * -0x1p+1f/*-2.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[28] = (V_acc_local_ptr[28] + BTd_local_ptr[28]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[29] = (V_acc_local_ptr[29] + (BTd_local_ptr[25] * 0x1p+2f/*4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[29] = (V_acc_local_ptr[29] + (BTd_local_ptr[27] * -0x1.4p+2f/*-5.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[29] = (V_acc_local_ptr[29] + BTd_local_ptr[29]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
    V_acc_local_ptr[30] = (V_acc_local_ptr[30] + (BTd_local_ptr[30] * 0x1p+2f/*4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[30] = (V_acc_local_ptr[30] + (BTd_local_ptr[32] * -0x1.4p+2f/*-5.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[30] = (V_acc_local_ptr[30] + BTd_local_ptr[34]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[31] = (V_acc_local_ptr[31] + (BTd_local_ptr[31] * -0x1p+2f/*-4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[31] = (V_acc_local_ptr[31] + (BTd_local_ptr[32] * -0x1p+2f/*-4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[31] = (V_acc_local_ptr[31] + BTd_local_ptr[33]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[31] = (V_acc_local_ptr[31] + BTd_local_ptr[34]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[32] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[32] = (V_acc_local_ptr[32] + (BTd_local_ptr[31] * 0x1p+2f/*4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[32] = (V_acc_local_ptr[32] + (BTd_local_ptr[32] * -0x1p+2f/*-4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[32] = (V_acc_local_ptr[32] + (BTd_local_ptr[33] * -0x1p+0f/*-1.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[32] = (V_acc_local_ptr[32] + BTd_local_ptr[34]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[33] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[33] = (V_acc_local_ptr[33] + (BTd_local_ptr[31] * -0x1p+1f/*-2.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[33] = (V_acc_local_ptr[33] + (BTd_local_ptr[32] * -0x1p+0f/*-1.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[33] = (V_acc_local_ptr[33] + (BTd_local_ptr[33] * 0x1p+1f/*2.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[33] = (V_acc_local_ptr[33] + BTd_local_ptr[34]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[34] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[34] = (V_acc_local_ptr[34] + (BTd_local_ptr[31] * 0x1p+1f/*2.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[34] = (V_acc_local_ptr[34] + (BTd_local_ptr[32] * -0x1p+0f/*-1.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[34] = (V_acc_local_ptr[34] + (BTd_local_ptr[33] * -0x1p+1f/*-2.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[34] = (V_acc_local_ptr[34] + BTd_local_ptr[34]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[35] = 0x0p+0f/*0.000000e+00*/;
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[35] = (V_acc_local_ptr[35] + (BTd_local_ptr[31] * 0x1p+2f/*4.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[35] = (V_acc_local_ptr[35] + (BTd_local_ptr[33] * -0x1.4p+2f/*-5.000000e+00*/));
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_acc_local_ptr[35] = (V_acc_local_ptr[35] + BTd_local_ptr[35]);
  }
  int cse_v41 = ((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x));
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x))] = ((half)V_acc_local_ptr[0]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 93184)] = ((half)V_acc_local_ptr[1]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 186368)] = ((half)V_acc_local_ptr[2]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 279552)] = ((half)V_acc_local_ptr[3]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 372736)] = ((half)V_acc_local_ptr[4]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 465920)] = ((half)V_acc_local_ptr[5]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 559104)] = ((half)V_acc_local_ptr[6]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 652288)] = ((half)V_acc_local_ptr[7]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 745472)] = ((half)V_acc_local_ptr[8]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 838656)] = ((half)V_acc_local_ptr[9]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 931840)] = ((half)V_acc_local_ptr[10]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 1025024)] = ((half)V_acc_local_ptr[11]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 1118208)] = ((half)V_acc_local_ptr[12]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 1211392)] = ((half)V_acc_local_ptr[13]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 1304576)] = ((half)V_acc_local_ptr[14]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 1397760)] = ((half)V_acc_local_ptr[15]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 1490944)] = ((half)V_acc_local_ptr[16]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 1584128)] = ((half)V_acc_local_ptr[17]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 1677312)] = ((half)V_acc_local_ptr[18]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 1770496)] = ((half)V_acc_local_ptr[19]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 1863680)] = ((half)V_acc_local_ptr[20]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 1956864)] = ((half)V_acc_local_ptr[21]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 2050048)] = ((half)V_acc_local_ptr[22]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 2143232)] = ((half)V_acc_local_ptr[23]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 2236416)] = ((half)V_acc_local_ptr[24]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 2329600)] = ((half)V_acc_local_ptr[25]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 2422784)] = ((half)V_acc_local_ptr[26]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 2515968)] = ((half)V_acc_local_ptr[27]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 2609152)] = ((half)V_acc_local_ptr[28]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 2702336)] = ((half)V_acc_local_ptr[29]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 2795520)] = ((half)V_acc_local_ptr[30]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 2888704)] = ((half)V_acc_local_ptr[31]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 2981888)] = ((half)V_acc_local_ptr[32]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 3075072)] = ((half)V_acc_local_ptr[33]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 3168256)] = ((half)V_acc_local_ptr[34]);
  }
  if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) >> 4)) < 13) {
    V_ptr[(((((((int)blockIdx.x) / 7) * 208) + ((((int)blockIdx.x) % 7) * 32)) + ((int)threadIdx.x)) + 3261440)] = ((half)V_acc_local_ptr[35]);
  }
}

extern "C" __global__ void __launch_bounds__(192) bgemm_kernel(half* __restrict__ M_ptr, half* __restrict__ U_ptr, half* __restrict__ V_ptr) {
  for (int e_0 = 0; e_0 < 6; ++e_0) {
    __shared__ alignas(64) float M_acc_shared_ptr[9216];
    nvcuda::wmma::fragment<nvcuda::wmma::accumulator, 16, 16, 16, float> M_acc_wmma_accumulator_ptr[6];
    for (int t_0_1_init = 0; t_0_1_init < 2; ++t_0_1_init) {
      for (int k_0_1_init = 0; k_0_1_init < 3; ++k_0_1_init) {
        nvcuda::wmma::fill_fragment(M_acc_wmma_accumulator_ptr[((t_0_1_init * 3) + k_0_1_init)], 0x0p+0f/*0.000000e+00*/);
      }
    }
    for (int rc_0_0 = 0; rc_0_0 < 13; ++rc_0_0) {
      __shared__ alignas(64) half V_shared_ptr[4608];
      __shared__ alignas(64) half U_shared_ptr[6912];
      int cse_v1 = (((int)threadIdx.x) >> 1);
      int cse_v2 = (rc_0_0 * 16);
      int cse_v3 = (((int)threadIdx.y) * 768);
      int cse_v8 = ((((int)threadIdx.x) >> 1) * 208);
      int cse_v9 = ((((int)threadIdx.x) & 1) * 8);
      int cse_v10 = ((((int)threadIdx.x) >> 1) * 24);
      __syncthreads();
      for (int ax1_ax2_fused_0 = 0; ax1_ax2_fused_0 < 2; ++ax1_ax2_fused_0) {
        *(uint4*)(V_shared_ptr + ((((((int)threadIdx.y) * 768) + (ax1_ax2_fused_0 * 384)) + ((((int)threadIdx.x) >> 1) * 24)) + ((((int)threadIdx.x) & 1) * 8))) = *(uint4*)(V_ptr + (((((((e_0 * 559104) + (((int)threadIdx.y) * 93184)) + (((int)blockIdx.x) * 6656)) + (ax1_ax2_fused_0 * 3328)) + ((((int)threadIdx.x) >> 1) * 208)) + (rc_0_0 * 16)) + ((((int)threadIdx.x) & 1) * 8)));
      }
      int cse_v4 = (((int)threadIdx.y) * 1152);
      for (int ax1_ax2_fused_0_1 = 0; ax1_ax2_fused_0_1 < 3; ++ax1_ax2_fused_0_1) {
        *(uint4*)(U_shared_ptr + ((((((int)threadIdx.y) * 1152) + (ax1_ax2_fused_0_1 * 384)) + ((((int)threadIdx.x) >> 1) * 24)) + ((((int)threadIdx.x) & 1) * 8))) = *(uint4*)(U_ptr + ((((((e_0 * 59904) + (((int)threadIdx.y) * 9984)) + (ax1_ax2_fused_0_1 * 3328)) + ((((int)threadIdx.x) >> 1) * 208)) + (rc_0_0 * 16)) + ((((int)threadIdx.x) & 1) * 8)));
      }
      nvcuda::wmma::fragment<nvcuda::wmma::matrix_a, 16, 16, 16, half, nvcuda::wmma::row_major> V_shared_wmma_matrix_a_ptr[2];
      nvcuda::wmma::fragment<nvcuda::wmma::matrix_b, 16, 16, 16, half, nvcuda::wmma::col_major> U_shared_wmma_matrix_b_ptr[3];
      __syncthreads();
      nvcuda::wmma::load_matrix_sync(V_shared_wmma_matrix_a_ptr[0], (&(V_shared_ptr[(((int)threadIdx.y) * 768)])), 24);
      nvcuda::wmma::load_matrix_sync(V_shared_wmma_matrix_a_ptr[1], (&(V_shared_ptr[((((int)threadIdx.y) * 768) + 384)])), 24);
      nvcuda::wmma::load_matrix_sync(U_shared_wmma_matrix_b_ptr[0], (&(U_shared_ptr[(((int)threadIdx.y) * 1152)])), 24);
      nvcuda::wmma::load_matrix_sync(U_shared_wmma_matrix_b_ptr[1], (&(U_shared_ptr[((((int)threadIdx.y) * 1152) + 384)])), 24);
      nvcuda::wmma::load_matrix_sync(U_shared_wmma_matrix_b_ptr[2], (&(U_shared_ptr[((((int)threadIdx.y) * 1152) + 768)])), 24);
      for (int t_0_1 = 0; t_0_1 < 2; ++t_0_1) {
        for (int k_0_1 = 0; k_0_1 < 3; ++k_0_1) {
          int cse_v11 = ((t_0_1 * 3) + k_0_1);
          nvcuda::wmma::mma_sync(M_acc_wmma_accumulator_ptr[((t_0_1 * 3) + k_0_1)], V_shared_wmma_matrix_a_ptr[t_0_1], U_shared_wmma_matrix_b_ptr[k_0_1], M_acc_wmma_accumulator_ptr[((t_0_1 * 3) + k_0_1)]);
        }
      }
    }
    int cse_v5 = (((int)threadIdx.y) * 1536);
    for (int ax0_0 = 0; ax0_0 < 2; ++ax0_0) {
      for (int ax1_0 = 0; ax1_0 < 3; ++ax1_0) {
        nvcuda::wmma::store_matrix_sync((&(M_acc_shared_ptr[(((((int)threadIdx.y) * 1536) + (ax0_0 * 768)) + (ax1_0 * 16))])), M_acc_wmma_accumulator_ptr[((ax0_0 * 3) + ax1_0)], 48, nvcuda::wmma::mem_row_major);
      }
    }
    __syncthreads();
    for (int ax0_ax1_fused_0 = 0; ax0_ax1_fused_0 < 12; ++ax0_ax1_fused_0) {
      int cse_v6 = (ax0_ax1_fused_0 * 128);
      int cse_v7 = (((int)threadIdx.x) * 4);
      half4 __1;
      float4 v_ = *(float4*)(M_acc_shared_ptr + (((((int)threadIdx.y) * 1536) + (ax0_ax1_fused_0 * 128)) + (((int)threadIdx.x) * 4)));
      __1.x = (half)(v_.x);
      __1.y = (half)(v_.y);
      __1.z = (half)(v_.z);
      __1.w = (half)(v_.w);
      *(half4*)(M_ptr + (((((e_0 * 129024) + (((int)threadIdx.y) * 21504)) + (((int)blockIdx.x) * 1536)) + (ax0_ax1_fused_0 * 128)) + (((int)threadIdx.x) * 4))) = __1;
    }
  }
}

extern "C" __global__ void __launch_bounds__(256) otrans_kernel(half* __restrict__ M_ptr, half* __restrict__ y_ptr) {
  alignas(64) float ATM_local_ptr[24];
  alignas(64) float Y_tile_local_ptr[16];
  ATM_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = ((((int)blockIdx.x) * 256) + ((int)threadIdx.x));
  ATM_local_ptr[0] = (ATM_local_ptr[0] + ((float)M_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))]));
  int cse_v2 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 129024);
  ATM_local_ptr[0] = (ATM_local_ptr[0] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 129024)]));
  int cse_v3 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 258048);
  ATM_local_ptr[0] = (ATM_local_ptr[0] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 258048)]));
  int cse_v4 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 387072);
  ATM_local_ptr[0] = (ATM_local_ptr[0] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 387072)]));
  int cse_v5 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 516096);
  ATM_local_ptr[0] = (ATM_local_ptr[0] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 516096)]));
  ATM_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  ATM_local_ptr[1] = (ATM_local_ptr[1] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 21504)]));
  int cse_v6 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 150528);
  ATM_local_ptr[1] = (ATM_local_ptr[1] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 150528)]));
  int cse_v7 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 279552);
  ATM_local_ptr[1] = (ATM_local_ptr[1] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 279552)]));
  int cse_v8 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 408576);
  ATM_local_ptr[1] = (ATM_local_ptr[1] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 408576)]));
  int cse_v9 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 537600);
  ATM_local_ptr[1] = (ATM_local_ptr[1] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 537600)]));
  ATM_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  ATM_local_ptr[2] = (ATM_local_ptr[2] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 43008)]));
  int cse_v10 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 172032);
  ATM_local_ptr[2] = (ATM_local_ptr[2] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 172032)]));
  int cse_v11 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 301056);
  ATM_local_ptr[2] = (ATM_local_ptr[2] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 301056)]));
  int cse_v12 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 430080);
  ATM_local_ptr[2] = (ATM_local_ptr[2] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 430080)]));
  int cse_v13 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 559104);
  ATM_local_ptr[2] = (ATM_local_ptr[2] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 559104)]));
  ATM_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  ATM_local_ptr[3] = (ATM_local_ptr[3] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 64512)]));
  int cse_v14 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 193536);
  ATM_local_ptr[3] = (ATM_local_ptr[3] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 193536)]));
  int cse_v15 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 322560);
  ATM_local_ptr[3] = (ATM_local_ptr[3] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 322560)]));
  int cse_v16 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 451584);
  ATM_local_ptr[3] = (ATM_local_ptr[3] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 451584)]));
  int cse_v17 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 580608);
  ATM_local_ptr[3] = (ATM_local_ptr[3] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 580608)]));
  ATM_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  ATM_local_ptr[4] = (ATM_local_ptr[4] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 86016)]));
  int cse_v18 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 215040);
  ATM_local_ptr[4] = (ATM_local_ptr[4] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 215040)]));
  int cse_v19 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 344064);
  ATM_local_ptr[4] = (ATM_local_ptr[4] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 344064)]));
  int cse_v20 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 473088);
  ATM_local_ptr[4] = (ATM_local_ptr[4] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 473088)]));
  int cse_v21 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 602112);
  ATM_local_ptr[4] = (ATM_local_ptr[4] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 602112)]));
  ATM_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  ATM_local_ptr[5] = (ATM_local_ptr[5] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 107520)]));
  int cse_v22 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 236544);
  ATM_local_ptr[5] = (ATM_local_ptr[5] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 236544)]));
  int cse_v23 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 365568);
  ATM_local_ptr[5] = (ATM_local_ptr[5] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 365568)]));
  int cse_v24 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 494592);
  ATM_local_ptr[5] = (ATM_local_ptr[5] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 494592)]));
  int cse_v25 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 623616);
  ATM_local_ptr[5] = (ATM_local_ptr[5] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 623616)]));
  ATM_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  ATM_local_ptr[6] = (ATM_local_ptr[6] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 129024)]));
  ATM_local_ptr[6] = (ATM_local_ptr[6] + (-0x1p+0f/*-1.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 258048)])));
  ATM_local_ptr[6] = (ATM_local_ptr[6] + (0x1p+1f/*2.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 387072)])));
  ATM_local_ptr[6] = (ATM_local_ptr[6] + (-0x1p+1f/*-2.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 516096)])));
  ATM_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  ATM_local_ptr[7] = (ATM_local_ptr[7] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 150528)]));
  ATM_local_ptr[7] = (ATM_local_ptr[7] + (-0x1p+0f/*-1.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 279552)])));
  ATM_local_ptr[7] = (ATM_local_ptr[7] + (0x1p+1f/*2.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 408576)])));
  ATM_local_ptr[7] = (ATM_local_ptr[7] + (-0x1p+1f/*-2.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 537600)])));
  ATM_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  ATM_local_ptr[8] = (ATM_local_ptr[8] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 172032)]));
  ATM_local_ptr[8] = (ATM_local_ptr[8] + (-0x1p+0f/*-1.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 301056)])));
  ATM_local_ptr[8] = (ATM_local_ptr[8] + (0x1p+1f/*2.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 430080)])));
  ATM_local_ptr[8] = (ATM_local_ptr[8] + (-0x1p+1f/*-2.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 559104)])));
  ATM_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  ATM_local_ptr[9] = (ATM_local_ptr[9] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 193536)]));
  ATM_local_ptr[9] = (ATM_local_ptr[9] + (-0x1p+0f/*-1.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 322560)])));
  ATM_local_ptr[9] = (ATM_local_ptr[9] + (0x1p+1f/*2.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 451584)])));
  ATM_local_ptr[9] = (ATM_local_ptr[9] + (-0x1p+1f/*-2.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 580608)])));
  ATM_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  ATM_local_ptr[10] = (ATM_local_ptr[10] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 215040)]));
  ATM_local_ptr[10] = (ATM_local_ptr[10] + (-0x1p+0f/*-1.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 344064)])));
  ATM_local_ptr[10] = (ATM_local_ptr[10] + (0x1p+1f/*2.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 473088)])));
  ATM_local_ptr[10] = (ATM_local_ptr[10] + (-0x1p+1f/*-2.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 602112)])));
  ATM_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  ATM_local_ptr[11] = (ATM_local_ptr[11] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 236544)]));
  ATM_local_ptr[11] = (ATM_local_ptr[11] + (-0x1p+0f/*-1.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 365568)])));
  ATM_local_ptr[11] = (ATM_local_ptr[11] + (0x1p+1f/*2.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 494592)])));
  ATM_local_ptr[11] = (ATM_local_ptr[11] + (-0x1p+1f/*-2.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 623616)])));
  ATM_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  ATM_local_ptr[12] = (ATM_local_ptr[12] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 129024)]));
  ATM_local_ptr[12] = (ATM_local_ptr[12] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 258048)]));
  ATM_local_ptr[12] = (ATM_local_ptr[12] + (0x1p+2f/*4.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 387072)])));
  ATM_local_ptr[12] = (ATM_local_ptr[12] + (0x1p+2f/*4.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 516096)])));
  ATM_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  ATM_local_ptr[13] = (ATM_local_ptr[13] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 150528)]));
  ATM_local_ptr[13] = (ATM_local_ptr[13] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 279552)]));
  ATM_local_ptr[13] = (ATM_local_ptr[13] + (0x1p+2f/*4.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 408576)])));
  ATM_local_ptr[13] = (ATM_local_ptr[13] + (0x1p+2f/*4.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 537600)])));
  ATM_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  ATM_local_ptr[14] = (ATM_local_ptr[14] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 172032)]));
  ATM_local_ptr[14] = (ATM_local_ptr[14] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 301056)]));
  ATM_local_ptr[14] = (ATM_local_ptr[14] + (0x1p+2f/*4.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 430080)])));
  ATM_local_ptr[14] = (ATM_local_ptr[14] + (0x1p+2f/*4.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 559104)])));
  ATM_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  ATM_local_ptr[15] = (ATM_local_ptr[15] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 193536)]));
  ATM_local_ptr[15] = (ATM_local_ptr[15] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 322560)]));
  ATM_local_ptr[15] = (ATM_local_ptr[15] + (0x1p+2f/*4.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 451584)])));
  ATM_local_ptr[15] = (ATM_local_ptr[15] + (0x1p+2f/*4.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 580608)])));
  ATM_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
  ATM_local_ptr[16] = (ATM_local_ptr[16] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 215040)]));
  ATM_local_ptr[16] = (ATM_local_ptr[16] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 344064)]));
  ATM_local_ptr[16] = (ATM_local_ptr[16] + (0x1p+2f/*4.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 473088)])));
  ATM_local_ptr[16] = (ATM_local_ptr[16] + (0x1p+2f/*4.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 602112)])));
  ATM_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
  ATM_local_ptr[17] = (ATM_local_ptr[17] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 236544)]));
  ATM_local_ptr[17] = (ATM_local_ptr[17] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 365568)]));
  ATM_local_ptr[17] = (ATM_local_ptr[17] + (0x1p+2f/*4.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 494592)])));
  ATM_local_ptr[17] = (ATM_local_ptr[17] + (0x1p+2f/*4.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 623616)])));
  ATM_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
  ATM_local_ptr[18] = (ATM_local_ptr[18] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 129024)]));
  ATM_local_ptr[18] = (ATM_local_ptr[18] + (-0x1p+0f/*-1.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 258048)])));
  ATM_local_ptr[18] = (ATM_local_ptr[18] + (0x1p+3f/*8.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 387072)])));
  ATM_local_ptr[18] = (ATM_local_ptr[18] + (-0x1p+3f/*-8.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 516096)])));
  ATM_local_ptr[18] = (ATM_local_ptr[18] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 645120)]));
  ATM_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
  ATM_local_ptr[19] = (ATM_local_ptr[19] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 150528)]));
  ATM_local_ptr[19] = (ATM_local_ptr[19] + (-0x1p+0f/*-1.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 279552)])));
  ATM_local_ptr[19] = (ATM_local_ptr[19] + (0x1p+3f/*8.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 408576)])));
  ATM_local_ptr[19] = (ATM_local_ptr[19] + (-0x1p+3f/*-8.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 537600)])));
  ATM_local_ptr[19] = (ATM_local_ptr[19] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 666624)]));
  ATM_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
  ATM_local_ptr[20] = (ATM_local_ptr[20] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 172032)]));
  ATM_local_ptr[20] = (ATM_local_ptr[20] + (-0x1p+0f/*-1.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 301056)])));
  ATM_local_ptr[20] = (ATM_local_ptr[20] + (0x1p+3f/*8.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 430080)])));
  ATM_local_ptr[20] = (ATM_local_ptr[20] + (-0x1p+3f/*-8.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 559104)])));
  ATM_local_ptr[20] = (ATM_local_ptr[20] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 688128)]));
  ATM_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
  ATM_local_ptr[21] = (ATM_local_ptr[21] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 193536)]));
  ATM_local_ptr[21] = (ATM_local_ptr[21] + (-0x1p+0f/*-1.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 322560)])));
  ATM_local_ptr[21] = (ATM_local_ptr[21] + (0x1p+3f/*8.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 451584)])));
  ATM_local_ptr[21] = (ATM_local_ptr[21] + (-0x1p+3f/*-8.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 580608)])));
  ATM_local_ptr[21] = (ATM_local_ptr[21] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 709632)]));
  ATM_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
  ATM_local_ptr[22] = (ATM_local_ptr[22] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 215040)]));
  ATM_local_ptr[22] = (ATM_local_ptr[22] + (-0x1p+0f/*-1.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 344064)])));
  ATM_local_ptr[22] = (ATM_local_ptr[22] + (0x1p+3f/*8.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 473088)])));
  ATM_local_ptr[22] = (ATM_local_ptr[22] + (-0x1p+3f/*-8.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 602112)])));
  ATM_local_ptr[22] = (ATM_local_ptr[22] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 731136)]));
  ATM_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
  ATM_local_ptr[23] = (ATM_local_ptr[23] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 236544)]));
  ATM_local_ptr[23] = (ATM_local_ptr[23] + (-0x1p+0f/*-1.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 365568)])));
  ATM_local_ptr[23] = (ATM_local_ptr[23] + (0x1p+3f/*8.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 494592)])));
  ATM_local_ptr[23] = (ATM_local_ptr[23] + (-0x1p+3f/*-8.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 623616)])));
  ATM_local_ptr[23] = (ATM_local_ptr[23] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 752640)]));
  Y_tile_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  Y_tile_local_ptr[0] = (Y_tile_local_ptr[0] + ATM_local_ptr[0]);
  Y_tile_local_ptr[0] = (Y_tile_local_ptr[0] + ATM_local_ptr[1]);
  Y_tile_local_ptr[0] = (Y_tile_local_ptr[0] + ATM_local_ptr[2]);
  Y_tile_local_ptr[0] = (Y_tile_local_ptr[0] + ATM_local_ptr[3]);
  Y_tile_local_ptr[0] = (Y_tile_local_ptr[0] + ATM_local_ptr[4]);
  Y_tile_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  Y_tile_local_ptr[1] = (Y_tile_local_ptr[1] + ATM_local_ptr[1]);
  Y_tile_local_ptr[1] = (Y_tile_local_ptr[1] + (ATM_local_ptr[2] * -0x1p+0f/*-1.000000e+00*/));
  Y_tile_local_ptr[1] = (Y_tile_local_ptr[1] + (ATM_local_ptr[3] * 0x1p+1f/*2.000000e+00*/));
  Y_tile_local_ptr[1] = (Y_tile_local_ptr[1] + (ATM_local_ptr[4] * -0x1p+1f/*-2.000000e+00*/));
  Y_tile_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  Y_tile_local_ptr[2] = (Y_tile_local_ptr[2] + ATM_local_ptr[1]);
  Y_tile_local_ptr[2] = (Y_tile_local_ptr[2] + ATM_local_ptr[2]);
  Y_tile_local_ptr[2] = (Y_tile_local_ptr[2] + (ATM_local_ptr[3] * 0x1p+2f/*4.000000e+00*/));
  Y_tile_local_ptr[2] = (Y_tile_local_ptr[2] + (ATM_local_ptr[4] * 0x1p+2f/*4.000000e+00*/));
  Y_tile_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  Y_tile_local_ptr[3] = (Y_tile_local_ptr[3] + ATM_local_ptr[1]);
  Y_tile_local_ptr[3] = (Y_tile_local_ptr[3] + (ATM_local_ptr[2] * -0x1p+0f/*-1.000000e+00*/));
  Y_tile_local_ptr[3] = (Y_tile_local_ptr[3] + (ATM_local_ptr[3] * 0x1p+3f/*8.000000e+00*/));
  Y_tile_local_ptr[3] = (Y_tile_local_ptr[3] + (ATM_local_ptr[4] * -0x1p+3f/*-8.000000e+00*/));
  Y_tile_local_ptr[3] = (Y_tile_local_ptr[3] + ATM_local_ptr[5]);
  Y_tile_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  Y_tile_local_ptr[4] = (Y_tile_local_ptr[4] + ATM_local_ptr[6]);
  Y_tile_local_ptr[4] = (Y_tile_local_ptr[4] + ATM_local_ptr[7]);
  Y_tile_local_ptr[4] = (Y_tile_local_ptr[4] + ATM_local_ptr[8]);
  Y_tile_local_ptr[4] = (Y_tile_local_ptr[4] + ATM_local_ptr[9]);
  Y_tile_local_ptr[4] = (Y_tile_local_ptr[4] + ATM_local_ptr[10]);
  Y_tile_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  Y_tile_local_ptr[5] = (Y_tile_local_ptr[5] + ATM_local_ptr[7]);
  Y_tile_local_ptr[5] = (Y_tile_local_ptr[5] + (ATM_local_ptr[8] * -0x1p+0f/*-1.000000e+00*/));
  Y_tile_local_ptr[5] = (Y_tile_local_ptr[5] + (ATM_local_ptr[9] * 0x1p+1f/*2.000000e+00*/));
  Y_tile_local_ptr[5] = (Y_tile_local_ptr[5] + (ATM_local_ptr[10] * -0x1p+1f/*-2.000000e+00*/));
  Y_tile_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  Y_tile_local_ptr[6] = (Y_tile_local_ptr[6] + ATM_local_ptr[7]);
  Y_tile_local_ptr[6] = (Y_tile_local_ptr[6] + ATM_local_ptr[8]);
  Y_tile_local_ptr[6] = (Y_tile_local_ptr[6] + (ATM_local_ptr[9] * 0x1p+2f/*4.000000e+00*/));
  Y_tile_local_ptr[6] = (Y_tile_local_ptr[6] + (ATM_local_ptr[10] * 0x1p+2f/*4.000000e+00*/));
  Y_tile_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  Y_tile_local_ptr[7] = (Y_tile_local_ptr[7] + ATM_local_ptr[7]);
  Y_tile_local_ptr[7] = (Y_tile_local_ptr[7] + (ATM_local_ptr[8] * -0x1p+0f/*-1.000000e+00*/));
  Y_tile_local_ptr[7] = (Y_tile_local_ptr[7] + (ATM_local_ptr[9] * 0x1p+3f/*8.000000e+00*/));
  Y_tile_local_ptr[7] = (Y_tile_local_ptr[7] + (ATM_local_ptr[10] * -0x1p+3f/*-8.000000e+00*/));
  Y_tile_local_ptr[7] = (Y_tile_local_ptr[7] + ATM_local_ptr[11]);
  Y_tile_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  Y_tile_local_ptr[8] = (Y_tile_local_ptr[8] + ATM_local_ptr[12]);
  Y_tile_local_ptr[8] = (Y_tile_local_ptr[8] + ATM_local_ptr[13]);
  Y_tile_local_ptr[8] = (Y_tile_local_ptr[8] + ATM_local_ptr[14]);
  Y_tile_local_ptr[8] = (Y_tile_local_ptr[8] + ATM_local_ptr[15]);
  Y_tile_local_ptr[8] = (Y_tile_local_ptr[8] + ATM_local_ptr[16]);
  Y_tile_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  Y_tile_local_ptr[9] = (Y_tile_local_ptr[9] + ATM_local_ptr[13]);
  Y_tile_local_ptr[9] = (Y_tile_local_ptr[9] + (ATM_local_ptr[14] * -0x1p+0f/*-1.000000e+00*/));
  Y_tile_local_ptr[9] = (Y_tile_local_ptr[9] + (ATM_local_ptr[15] * 0x1p+1f/*2.000000e+00*/));
  Y_tile_local_ptr[9] = (Y_tile_local_ptr[9] + (ATM_local_ptr[16] * -0x1p+1f/*-2.000000e+00*/));
  Y_tile_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  Y_tile_local_ptr[10] = (Y_tile_local_ptr[10] + ATM_local_ptr[13]);
  Y_tile_local_ptr[10] = (Y_tile_local_ptr[10] + ATM_local_ptr[14]);
  Y_tile_local_ptr[10] = (Y_tile_local_ptr[10] + (ATM_local_ptr[15] * 0x1p+2f/*4.000000e+00*/));
  Y_tile_local_ptr[10] = (Y_tile_local_ptr[10] + (ATM_local_ptr[16] * 0x1p+2f/*4.000000e+00*/));
  Y_tile_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  Y_tile_local_ptr[11] = (Y_tile_local_ptr[11] + ATM_local_ptr[13]);
  Y_tile_local_ptr[11] = (Y_tile_local_ptr[11] + (ATM_local_ptr[14] * -0x1p+0f/*-1.000000e+00*/));
  Y_tile_local_ptr[11] = (Y_tile_local_ptr[11] + (ATM_local_ptr[15] * 0x1p+3f/*8.000000e+00*/));
  Y_tile_local_ptr[11] = (Y_tile_local_ptr[11] + (ATM_local_ptr[16] * -0x1p+3f/*-8.000000e+00*/));
  Y_tile_local_ptr[11] = (Y_tile_local_ptr[11] + ATM_local_ptr[17]);
  Y_tile_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  Y_tile_local_ptr[12] = (Y_tile_local_ptr[12] + ATM_local_ptr[18]);
  Y_tile_local_ptr[12] = (Y_tile_local_ptr[12] + ATM_local_ptr[19]);
  Y_tile_local_ptr[12] = (Y_tile_local_ptr[12] + ATM_local_ptr[20]);
  Y_tile_local_ptr[12] = (Y_tile_local_ptr[12] + ATM_local_ptr[21]);
  Y_tile_local_ptr[12] = (Y_tile_local_ptr[12] + ATM_local_ptr[22]);
  Y_tile_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  Y_tile_local_ptr[13] = (Y_tile_local_ptr[13] + ATM_local_ptr[19]);
  Y_tile_local_ptr[13] = (Y_tile_local_ptr[13] + (ATM_local_ptr[20] * -0x1p+0f/*-1.000000e+00*/));
  Y_tile_local_ptr[13] = (Y_tile_local_ptr[13] + (ATM_local_ptr[21] * 0x1p+1f/*2.000000e+00*/));
  Y_tile_local_ptr[13] = (Y_tile_local_ptr[13] + (ATM_local_ptr[22] * -0x1p+1f/*-2.000000e+00*/));
  Y_tile_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  Y_tile_local_ptr[14] = (Y_tile_local_ptr[14] + ATM_local_ptr[19]);
  Y_tile_local_ptr[14] = (Y_tile_local_ptr[14] + ATM_local_ptr[20]);
  Y_tile_local_ptr[14] = (Y_tile_local_ptr[14] + (ATM_local_ptr[21] * 0x1p+2f/*4.000000e+00*/));
  Y_tile_local_ptr[14] = (Y_tile_local_ptr[14] + (ATM_local_ptr[22] * 0x1p+2f/*4.000000e+00*/));
  Y_tile_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  Y_tile_local_ptr[15] = (Y_tile_local_ptr[15] + ATM_local_ptr[19]);
  Y_tile_local_ptr[15] = (Y_tile_local_ptr[15] + (ATM_local_ptr[20] * -0x1p+0f/*-1.000000e+00*/));
  Y_tile_local_ptr[15] = (Y_tile_local_ptr[15] + (ATM_local_ptr[21] * 0x1p+3f/*8.000000e+00*/));
  Y_tile_local_ptr[15] = (Y_tile_local_ptr[15] + (ATM_local_ptr[22] * -0x1p+3f/*-8.000000e+00*/));
  Y_tile_local_ptr[15] = (Y_tile_local_ptr[15] + ATM_local_ptr[23]);
  int cse_v26 = (((((int)blockIdx.x) % 27) * 4) + (((int)threadIdx.x) >> 6));
  int cse_v27 = (((((((int)blockIdx.x) / 27) * 108288) + (((((((int)blockIdx.x) % 27) * 4) + (((int)threadIdx.x) >> 6)) / 9) * 9216)) + (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) % 36) / 3) * 192)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 48));
  y_ptr[(((((((int)blockIdx.x) / 27) * 108288) + (((((((int)blockIdx.x) % 27) * 4) + (((int)threadIdx.x) >> 6)) / 9) * 9216)) + (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) % 36) / 3) * 192)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 48))] = ((half)Y_tile_local_ptr[0]);
  y_ptr[((((((((int)blockIdx.x) / 27) * 108288) + (((((((int)blockIdx.x) % 27) * 4) + (((int)threadIdx.x) >> 6)) / 9) * 9216)) + (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) % 36) / 3) * 192)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 48)) + 48)] = ((half)Y_tile_local_ptr[1]);
  y_ptr[((((((((int)blockIdx.x) / 27) * 108288) + (((((((int)blockIdx.x) % 27) * 4) + (((int)threadIdx.x) >> 6)) / 9) * 9216)) + (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) % 36) / 3) * 192)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 48)) + 96)] = ((half)Y_tile_local_ptr[2]);
  y_ptr[((((((((int)blockIdx.x) / 27) * 108288) + (((((((int)blockIdx.x) % 27) * 4) + (((int)threadIdx.x) >> 6)) / 9) * 9216)) + (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) % 36) / 3) * 192)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 48)) + 144)] = ((half)Y_tile_local_ptr[3]);
  y_ptr[((((((((int)blockIdx.x) / 27) * 108288) + (((((((int)blockIdx.x) % 27) * 4) + (((int)threadIdx.x) >> 6)) / 9) * 9216)) + (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) % 36) / 3) * 192)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 48)) + 2304)] = ((half)Y_tile_local_ptr[4]);
  y_ptr[((((((((int)blockIdx.x) / 27) * 108288) + (((((((int)blockIdx.x) % 27) * 4) + (((int)threadIdx.x) >> 6)) / 9) * 9216)) + (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) % 36) / 3) * 192)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 48)) + 2352)] = ((half)Y_tile_local_ptr[5]);
  y_ptr[((((((((int)blockIdx.x) / 27) * 108288) + (((((((int)blockIdx.x) % 27) * 4) + (((int)threadIdx.x) >> 6)) / 9) * 9216)) + (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) % 36) / 3) * 192)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 48)) + 2400)] = ((half)Y_tile_local_ptr[6]);
  y_ptr[((((((((int)blockIdx.x) / 27) * 108288) + (((((((int)blockIdx.x) % 27) * 4) + (((int)threadIdx.x) >> 6)) / 9) * 9216)) + (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) % 36) / 3) * 192)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 48)) + 2448)] = ((half)Y_tile_local_ptr[7]);
  y_ptr[((((((((int)blockIdx.x) / 27) * 108288) + (((((((int)blockIdx.x) % 27) * 4) + (((int)threadIdx.x) >> 6)) / 9) * 9216)) + (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) % 36) / 3) * 192)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 48)) + 4608)] = ((half)Y_tile_local_ptr[8]);
  y_ptr[((((((((int)blockIdx.x) / 27) * 108288) + (((((((int)blockIdx.x) % 27) * 4) + (((int)threadIdx.x) >> 6)) / 9) * 9216)) + (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) % 36) / 3) * 192)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 48)) + 4656)] = ((half)Y_tile_local_ptr[9]);
  y_ptr[((((((((int)blockIdx.x) / 27) * 108288) + (((((((int)blockIdx.x) % 27) * 4) + (((int)threadIdx.x) >> 6)) / 9) * 9216)) + (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) % 36) / 3) * 192)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 48)) + 4704)] = ((half)Y_tile_local_ptr[10]);
  y_ptr[((((((((int)blockIdx.x) / 27) * 108288) + (((((((int)blockIdx.x) % 27) * 4) + (((int)threadIdx.x) >> 6)) / 9) * 9216)) + (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) % 36) / 3) * 192)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 48)) + 4752)] = ((half)Y_tile_local_ptr[11]);
  if ((((((int)blockIdx.x) % 27) * 4) + (((int)threadIdx.x) >> 6)) < 99) {
    y_ptr[((((((((int)blockIdx.x) / 27) * 108288) + (((((((int)blockIdx.x) % 27) * 4) + (((int)threadIdx.x) >> 6)) / 9) * 9216)) + (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) % 36) / 3) * 192)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 48)) + 6912)] = ((half)Y_tile_local_ptr[12]);
  }
  if ((((((int)blockIdx.x) % 27) * 4) + (((int)threadIdx.x) >> 6)) < 99) {
    y_ptr[((((((((int)blockIdx.x) / 27) * 108288) + (((((((int)blockIdx.x) % 27) * 4) + (((int)threadIdx.x) >> 6)) / 9) * 9216)) + (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) % 36) / 3) * 192)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 48)) + 6960)] = ((half)Y_tile_local_ptr[13]);
  }
  if ((((((int)blockIdx.x) % 27) * 4) + (((int)threadIdx.x) >> 6)) < 99) {
    y_ptr[((((((((int)blockIdx.x) / 27) * 108288) + (((((((int)blockIdx.x) % 27) * 4) + (((int)threadIdx.x) >> 6)) / 9) * 9216)) + (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) % 36) / 3) * 192)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 48)) + 7008)] = ((half)Y_tile_local_ptr[14]);
  }
  if ((((((int)blockIdx.x) % 27) * 4) + (((int)threadIdx.x) >> 6)) < 99) {
    y_ptr[((((((((int)blockIdx.x) / 27) * 108288) + (((((((int)blockIdx.x) % 27) * 4) + (((int)threadIdx.x) >> 6)) / 9) * 9216)) + (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) % 36) / 3) * 192)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 48)) + 7056)] = ((half)Y_tile_local_ptr[15]);
  }
}

