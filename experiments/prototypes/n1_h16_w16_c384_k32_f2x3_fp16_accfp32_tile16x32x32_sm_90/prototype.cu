
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
extern "C" __global__ void __launch_bounds__(128) bgemm_kernel(half* __restrict__ M_ptr, half* __restrict__ U_ptr, half* __restrict__ V_ptr);
extern "C" __global__ void __launch_bounds__(256) otrans_kernel(half* __restrict__ M_ptr, half* __restrict__ y_ptr);
extern "C" __global__ void __launch_bounds__(256) ktrans_kernel(half* __restrict__ U_ptr, half* __restrict__ filt_ptr) {
  alignas(64) float U_acc_local_ptr[1];
  U_acc_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) / 192);
  int cse_v4 = ((((int)blockIdx.x) % 192) / 48);
  float cse_v7 = (((((int)blockIdx.x) / 192) == 2) ? 0x1p-1f/*5.000000e-01*/ : (((((int)blockIdx.x) / 192) == 1) ? 0x1p-1f/*5.000000e-01*/ : (((((int)blockIdx.x) / 192) == 0) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/)));
  int cse_v8 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 384);
  float cse_v9 = ((((((int)blockIdx.x) % 192) / 48) == 2) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)blockIdx.x) % 192) / 48) == 1) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)blockIdx.x) % 192) / 48) == 0) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/)));
  int cse_v12 = ((((((int)blockIdx.x) % 48) * 2) + (((int)threadIdx.x) >> 7)) / 3);
  int cse_v13 = ((((((((int)blockIdx.x) % 48) * 2) + (((int)threadIdx.x) >> 7)) / 3) * 3456) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 384));
  U_acc_local_ptr[0] = (U_acc_local_ptr[0] + (((((((int)blockIdx.x) / 192) == 2) ? 0x1p-1f/*5.000000e-01*/ : (((((int)blockIdx.x) / 192) == 1) ? 0x1p-1f/*5.000000e-01*/ : (((((int)blockIdx.x) / 192) == 0) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))) * ((float)filt_ptr[((((((((int)blockIdx.x) % 48) * 2) + (((int)threadIdx.x) >> 7)) / 3) * 3456) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 384))])) * ((((((int)blockIdx.x) % 192) / 48) == 2) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)blockIdx.x) % 192) / 48) == 1) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)blockIdx.x) % 192) / 48) == 0) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/)))));
  float cse_v2 = ((((((int)blockIdx.x) % 192) / 48) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/);
  float cse_v5 = ((((((int)blockIdx.x) % 192) / 48) == 2) ? -0x1p-1f/*-5.000000e-01*/ : ((((((int)blockIdx.x) % 192) / 48) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/));
  U_acc_local_ptr[0] = (U_acc_local_ptr[0] + (((((((int)blockIdx.x) / 192) == 2) ? 0x1p-1f/*5.000000e-01*/ : (((((int)blockIdx.x) / 192) == 1) ? 0x1p-1f/*5.000000e-01*/ : (((((int)blockIdx.x) / 192) == 0) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))) * ((float)filt_ptr[(((((((((int)blockIdx.x) % 48) * 2) + (((int)threadIdx.x) >> 7)) / 3) * 3456) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 384)) + 384)])) * ((((((int)blockIdx.x) % 192) / 48) == 2) ? -0x1p-1f/*-5.000000e-01*/ : ((((((int)blockIdx.x) % 192) / 48) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/))));
  float cse_v10 = ((((((int)blockIdx.x) % 192) / 48) == 3) ? 0x1p+0f/*1.000000e+00*/ : ((((((int)blockIdx.x) % 192) / 48) == 2) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)blockIdx.x) % 192) / 48) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)));
  U_acc_local_ptr[0] = (U_acc_local_ptr[0] + (((((((int)blockIdx.x) / 192) == 2) ? 0x1p-1f/*5.000000e-01*/ : (((((int)blockIdx.x) / 192) == 1) ? 0x1p-1f/*5.000000e-01*/ : (((((int)blockIdx.x) / 192) == 0) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))) * ((float)filt_ptr[(((((((((int)blockIdx.x) % 48) * 2) + (((int)threadIdx.x) >> 7)) / 3) * 3456) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 384)) + 768)])) * ((((((int)blockIdx.x) % 192) / 48) == 3) ? 0x1p+0f/*1.000000e+00*/ : ((((((int)blockIdx.x) % 192) / 48) == 2) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)blockIdx.x) % 192) / 48) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)))));
  float cse_v3 = (((((int)blockIdx.x) / 192) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/);
  float cse_v6 = (((((int)blockIdx.x) / 192) == 2) ? -0x1p-1f/*-5.000000e-01*/ : (((((int)blockIdx.x) / 192) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/));
  U_acc_local_ptr[0] = (U_acc_local_ptr[0] + (((((((int)blockIdx.x) / 192) == 2) ? -0x1p-1f/*-5.000000e-01*/ : (((((int)blockIdx.x) / 192) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)) * ((float)filt_ptr[(((((((((int)blockIdx.x) % 48) * 2) + (((int)threadIdx.x) >> 7)) / 3) * 3456) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 384)) + 1152)])) * ((((((int)blockIdx.x) % 192) / 48) == 2) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)blockIdx.x) % 192) / 48) == 1) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)blockIdx.x) % 192) / 48) == 0) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/)))));
  U_acc_local_ptr[0] = (U_acc_local_ptr[0] + (((((((int)blockIdx.x) / 192) == 2) ? -0x1p-1f/*-5.000000e-01*/ : (((((int)blockIdx.x) / 192) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)) * ((float)filt_ptr[(((((((((int)blockIdx.x) % 48) * 2) + (((int)threadIdx.x) >> 7)) / 3) * 3456) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 384)) + 1536)])) * ((((((int)blockIdx.x) % 192) / 48) == 2) ? -0x1p-1f/*-5.000000e-01*/ : ((((((int)blockIdx.x) % 192) / 48) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/))));
  U_acc_local_ptr[0] = (U_acc_local_ptr[0] + (((((((int)blockIdx.x) / 192) == 2) ? -0x1p-1f/*-5.000000e-01*/ : (((((int)blockIdx.x) / 192) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)) * ((float)filt_ptr[(((((((((int)blockIdx.x) % 48) * 2) + (((int)threadIdx.x) >> 7)) / 3) * 3456) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 384)) + 1920)])) * ((((((int)blockIdx.x) % 192) / 48) == 3) ? 0x1p+0f/*1.000000e+00*/ : ((((((int)blockIdx.x) % 192) / 48) == 2) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)blockIdx.x) % 192) / 48) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)))));
  float cse_v11 = (((((int)blockIdx.x) / 192) == 3) ? 0x1p+0f/*1.000000e+00*/ : (((((int)blockIdx.x) / 192) == 2) ? 0x1p-1f/*5.000000e-01*/ : (((((int)blockIdx.x) / 192) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)));
  U_acc_local_ptr[0] = (U_acc_local_ptr[0] + (((((((int)blockIdx.x) / 192) == 3) ? 0x1p+0f/*1.000000e+00*/ : (((((int)blockIdx.x) / 192) == 2) ? 0x1p-1f/*5.000000e-01*/ : (((((int)blockIdx.x) / 192) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/))) * ((float)filt_ptr[(((((((((int)blockIdx.x) % 48) * 2) + (((int)threadIdx.x) >> 7)) / 3) * 3456) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 384)) + 2304)])) * ((((((int)blockIdx.x) % 192) / 48) == 2) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)blockIdx.x) % 192) / 48) == 1) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)blockIdx.x) % 192) / 48) == 0) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/)))));
  U_acc_local_ptr[0] = (U_acc_local_ptr[0] + (((((((int)blockIdx.x) / 192) == 3) ? 0x1p+0f/*1.000000e+00*/ : (((((int)blockIdx.x) / 192) == 2) ? 0x1p-1f/*5.000000e-01*/ : (((((int)blockIdx.x) / 192) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/))) * ((float)filt_ptr[(((((((((int)blockIdx.x) % 48) * 2) + (((int)threadIdx.x) >> 7)) / 3) * 3456) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 384)) + 2688)])) * ((((((int)blockIdx.x) % 192) / 48) == 2) ? -0x1p-1f/*-5.000000e-01*/ : ((((((int)blockIdx.x) % 192) / 48) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/))));
  U_acc_local_ptr[0] = (U_acc_local_ptr[0] + (((((((int)blockIdx.x) / 192) == 3) ? 0x1p+0f/*1.000000e+00*/ : (((((int)blockIdx.x) / 192) == 2) ? 0x1p-1f/*5.000000e-01*/ : (((((int)blockIdx.x) / 192) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/))) * ((float)filt_ptr[(((((((((int)blockIdx.x) % 48) * 2) + (((int)threadIdx.x) >> 7)) / 3) * 3456) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 384)) + 3072)])) * ((((((int)blockIdx.x) % 192) / 48) == 3) ? 0x1p+0f/*1.000000e+00*/ : ((((((int)blockIdx.x) % 192) / 48) == 2) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)blockIdx.x) % 192) / 48) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)))));
  U_ptr[((((((int)blockIdx.x) / 48) * 12288) + (((((((int)blockIdx.x) % 48) * 2) + (((int)threadIdx.x) >> 7)) / 3) * 384)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 384))] = ((half)U_acc_local_ptr[0]);
}

extern "C" __global__ void __launch_bounds__(32) itrans_kernel(half* __restrict__ V_ptr, half* __restrict__ x_ptr) {
  __shared__ alignas(64) half d_shared_ptr[544];
  int cse_v1 = (((int)blockIdx.x) % 96);
  int cse_v18 = (((((((int)blockIdx.x) / 96) * 12288) + (((((int)blockIdx.x) % 96) / 12) * 768)) + ((((int)blockIdx.x) % 12) * 32)) + ((int)threadIdx.x));
  half condval;
  if ((96 <= ((int)blockIdx.x)) && (12 <= (((int)blockIdx.x) % 96))) {
    condval = x_ptr[((((((((int)blockIdx.x) / 96) * 12288) + (((((int)blockIdx.x) % 96) / 12) * 768)) + ((((int)blockIdx.x) % 12) * 32)) + ((int)threadIdx.x)) - 6528)];
  } else {
    condval = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  d_shared_ptr[((int)threadIdx.x)] = condval;
  int cse_v2 = (((int)threadIdx.x) + 34);
  half condval_1;
  if (96 <= ((int)blockIdx.x)) {
    condval_1 = x_ptr[((((((((int)blockIdx.x) / 96) * 12288) + (((((int)blockIdx.x) % 96) / 12) * 768)) + ((((int)blockIdx.x) % 12) * 32)) + ((int)threadIdx.x)) - 6144)];
  } else {
    condval_1 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  d_shared_ptr[(((int)threadIdx.x) + 34)] = condval_1;
  int cse_v3 = (((int)threadIdx.x) + 68);
  half condval_2;
  if (96 <= ((int)blockIdx.x)) {
    condval_2 = x_ptr[((((((((int)blockIdx.x) / 96) * 12288) + (((((int)blockIdx.x) % 96) / 12) * 768)) + ((((int)blockIdx.x) % 12) * 32)) + ((int)threadIdx.x)) - 5760)];
  } else {
    condval_2 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  d_shared_ptr[(((int)threadIdx.x) + 68)] = condval_2;
  int cse_v4 = (((int)threadIdx.x) + 102);
  half condval_3;
  if ((96 <= ((int)blockIdx.x)) && ((((int)blockIdx.x) % 96) < 84)) {
    condval_3 = x_ptr[((((((((int)blockIdx.x) / 96) * 12288) + (((((int)blockIdx.x) % 96) / 12) * 768)) + ((((int)blockIdx.x) % 12) * 32)) + ((int)threadIdx.x)) - 5376)];
  } else {
    condval_3 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  d_shared_ptr[(((int)threadIdx.x) + 102)] = condval_3;
  int cse_v5 = (((int)threadIdx.x) + 136);
  half condval_4;
  if (12 <= (((int)blockIdx.x) % 96)) {
    condval_4 = x_ptr[((((((((int)blockIdx.x) / 96) * 12288) + (((((int)blockIdx.x) % 96) / 12) * 768)) + ((((int)blockIdx.x) % 12) * 32)) + ((int)threadIdx.x)) - 384)];
  } else {
    condval_4 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  d_shared_ptr[(((int)threadIdx.x) + 136)] = condval_4;
  int cse_v6 = (((int)threadIdx.x) + 170);
  d_shared_ptr[(((int)threadIdx.x) + 170)] = x_ptr[(((((((int)blockIdx.x) / 96) * 12288) + (((((int)blockIdx.x) % 96) / 12) * 768)) + ((((int)blockIdx.x) % 12) * 32)) + ((int)threadIdx.x))];
  int cse_v7 = (((int)threadIdx.x) + 204);
  d_shared_ptr[(((int)threadIdx.x) + 204)] = x_ptr[((((((((int)blockIdx.x) / 96) * 12288) + (((((int)blockIdx.x) % 96) / 12) * 768)) + ((((int)blockIdx.x) % 12) * 32)) + ((int)threadIdx.x)) + 384)];
  int cse_v8 = (((int)threadIdx.x) + 238);
  half condval_5;
  if ((((int)blockIdx.x) % 96) < 84) {
    condval_5 = x_ptr[((((((((int)blockIdx.x) / 96) * 12288) + (((((int)blockIdx.x) % 96) / 12) * 768)) + ((((int)blockIdx.x) % 12) * 32)) + ((int)threadIdx.x)) + 768)];
  } else {
    condval_5 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  d_shared_ptr[(((int)threadIdx.x) + 238)] = condval_5;
  int cse_v9 = (((int)threadIdx.x) + 272);
  half condval_6;
  if (12 <= (((int)blockIdx.x) % 96)) {
    condval_6 = x_ptr[((((((((int)blockIdx.x) / 96) * 12288) + (((((int)blockIdx.x) % 96) / 12) * 768)) + ((((int)blockIdx.x) % 12) * 32)) + ((int)threadIdx.x)) + 5760)];
  } else {
    condval_6 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  d_shared_ptr[(((int)threadIdx.x) + 272)] = condval_6;
  int cse_v10 = (((int)threadIdx.x) + 306);
  d_shared_ptr[(((int)threadIdx.x) + 306)] = x_ptr[((((((((int)blockIdx.x) / 96) * 12288) + (((((int)blockIdx.x) % 96) / 12) * 768)) + ((((int)blockIdx.x) % 12) * 32)) + ((int)threadIdx.x)) + 6144)];
  int cse_v11 = (((int)threadIdx.x) + 340);
  d_shared_ptr[(((int)threadIdx.x) + 340)] = x_ptr[((((((((int)blockIdx.x) / 96) * 12288) + (((((int)blockIdx.x) % 96) / 12) * 768)) + ((((int)blockIdx.x) % 12) * 32)) + ((int)threadIdx.x)) + 6528)];
  int cse_v12 = (((int)threadIdx.x) + 374);
  half condval_7;
  if ((((int)blockIdx.x) % 96) < 84) {
    condval_7 = x_ptr[((((((((int)blockIdx.x) / 96) * 12288) + (((((int)blockIdx.x) % 96) / 12) * 768)) + ((((int)blockIdx.x) % 12) * 32)) + ((int)threadIdx.x)) + 6912)];
  } else {
    condval_7 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  d_shared_ptr[(((int)threadIdx.x) + 374)] = condval_7;
  int cse_v13 = (((int)threadIdx.x) + 408);
  half condval_8;
  if ((((int)blockIdx.x) < 672) && (12 <= (((int)blockIdx.x) % 96))) {
    condval_8 = x_ptr[((((((((int)blockIdx.x) / 96) * 12288) + (((((int)blockIdx.x) % 96) / 12) * 768)) + ((((int)blockIdx.x) % 12) * 32)) + ((int)threadIdx.x)) + 11904)];
  } else {
    condval_8 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  d_shared_ptr[(((int)threadIdx.x) + 408)] = condval_8;
  int cse_v14 = (((int)threadIdx.x) + 442);
  half condval_9;
  if (((int)blockIdx.x) < 672) {
    condval_9 = x_ptr[((((((((int)blockIdx.x) / 96) * 12288) + (((((int)blockIdx.x) % 96) / 12) * 768)) + ((((int)blockIdx.x) % 12) * 32)) + ((int)threadIdx.x)) + 12288)];
  } else {
    condval_9 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  d_shared_ptr[(((int)threadIdx.x) + 442)] = condval_9;
  int cse_v15 = (((int)threadIdx.x) + 476);
  half condval_10;
  if (((int)blockIdx.x) < 672) {
    condval_10 = x_ptr[((((((((int)blockIdx.x) / 96) * 12288) + (((((int)blockIdx.x) % 96) / 12) * 768)) + ((((int)blockIdx.x) % 12) * 32)) + ((int)threadIdx.x)) + 12672)];
  } else {
    condval_10 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  d_shared_ptr[(((int)threadIdx.x) + 476)] = condval_10;
  int cse_v16 = (((int)threadIdx.x) + 510);
  half condval_11;
  if ((((int)blockIdx.x) < 660) && ((((int)blockIdx.x) % 96) < 84)) {
    condval_11 = x_ptr[((((((((int)blockIdx.x) / 96) * 12288) + (((((int)blockIdx.x) % 96) / 12) * 768)) + ((((int)blockIdx.x) % 12) * 32)) + ((int)threadIdx.x)) + 13056)];
  } else {
    condval_11 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  d_shared_ptr[(((int)threadIdx.x) + 510)] = condval_11;
  alignas(64) float BTd_local_ptr[16];
  alignas(64) float V_acc_local_ptr[16];
  BTd_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  __syncthreads();
  BTd_local_ptr[0] = (BTd_local_ptr[0] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[((int)threadIdx.x)])));
  BTd_local_ptr[0] = (BTd_local_ptr[0] + ((float)d_shared_ptr[(((int)threadIdx.x) + 272)]));
  BTd_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[1] = (BTd_local_ptr[1] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 34)])));
  BTd_local_ptr[1] = (BTd_local_ptr[1] + ((float)d_shared_ptr[(((int)threadIdx.x) + 306)]));
  BTd_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[2] = (BTd_local_ptr[2] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 68)])));
  BTd_local_ptr[2] = (BTd_local_ptr[2] + ((float)d_shared_ptr[(((int)threadIdx.x) + 340)]));
  BTd_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[3] = (BTd_local_ptr[3] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 102)])));
  BTd_local_ptr[3] = (BTd_local_ptr[3] + ((float)d_shared_ptr[(((int)threadIdx.x) + 374)]));
  BTd_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[4] = (BTd_local_ptr[4] + ((float)d_shared_ptr[(((int)threadIdx.x) + 136)]));
  BTd_local_ptr[4] = (BTd_local_ptr[4] + ((float)d_shared_ptr[(((int)threadIdx.x) + 272)]));
  BTd_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[5] = (BTd_local_ptr[5] + ((float)d_shared_ptr[(((int)threadIdx.x) + 170)]));
  BTd_local_ptr[5] = (BTd_local_ptr[5] + ((float)d_shared_ptr[(((int)threadIdx.x) + 306)]));
  BTd_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[6] = (BTd_local_ptr[6] + ((float)d_shared_ptr[(((int)threadIdx.x) + 204)]));
  BTd_local_ptr[6] = (BTd_local_ptr[6] + ((float)d_shared_ptr[(((int)threadIdx.x) + 340)]));
  BTd_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[7] = (BTd_local_ptr[7] + ((float)d_shared_ptr[(((int)threadIdx.x) + 238)]));
  BTd_local_ptr[7] = (BTd_local_ptr[7] + ((float)d_shared_ptr[(((int)threadIdx.x) + 374)]));
  BTd_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[8] = (BTd_local_ptr[8] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 136)])));
  BTd_local_ptr[8] = (BTd_local_ptr[8] + ((float)d_shared_ptr[(((int)threadIdx.x) + 272)]));
  BTd_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[9] = (BTd_local_ptr[9] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 170)])));
  BTd_local_ptr[9] = (BTd_local_ptr[9] + ((float)d_shared_ptr[(((int)threadIdx.x) + 306)]));
  BTd_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[10] = (BTd_local_ptr[10] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 204)])));
  BTd_local_ptr[10] = (BTd_local_ptr[10] + ((float)d_shared_ptr[(((int)threadIdx.x) + 340)]));
  BTd_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[11] = (BTd_local_ptr[11] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 238)])));
  BTd_local_ptr[11] = (BTd_local_ptr[11] + ((float)d_shared_ptr[(((int)threadIdx.x) + 374)]));
  BTd_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[12] = (BTd_local_ptr[12] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 136)])));
  BTd_local_ptr[12] = (BTd_local_ptr[12] + ((float)d_shared_ptr[(((int)threadIdx.x) + 408)]));
  BTd_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[13] = (BTd_local_ptr[13] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 170)])));
  BTd_local_ptr[13] = (BTd_local_ptr[13] + ((float)d_shared_ptr[(((int)threadIdx.x) + 442)]));
  BTd_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[14] = (BTd_local_ptr[14] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 204)])));
  BTd_local_ptr[14] = (BTd_local_ptr[14] + ((float)d_shared_ptr[(((int)threadIdx.x) + 476)]));
  BTd_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[15] = (BTd_local_ptr[15] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 238)])));
  BTd_local_ptr[15] = (BTd_local_ptr[15] + ((float)d_shared_ptr[(((int)threadIdx.x) + 510)]));
  V_acc_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[0] = (V_acc_local_ptr[0] + (BTd_local_ptr[0] * -0x1p+0f/*-1.000000e+00*/));
  V_acc_local_ptr[0] = (V_acc_local_ptr[0] + BTd_local_ptr[2]);
  V_acc_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[1] = (V_acc_local_ptr[1] + BTd_local_ptr[1]);
  V_acc_local_ptr[1] = (V_acc_local_ptr[1] + BTd_local_ptr[2]);
  V_acc_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[2] = (V_acc_local_ptr[2] + (BTd_local_ptr[1] * -0x1p+0f/*-1.000000e+00*/));
  V_acc_local_ptr[2] = (V_acc_local_ptr[2] + BTd_local_ptr[2]);
  V_acc_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[3] = (V_acc_local_ptr[3] + (BTd_local_ptr[1] * -0x1p+0f/*-1.000000e+00*/));
  V_acc_local_ptr[3] = (V_acc_local_ptr[3] + BTd_local_ptr[3]);
  V_acc_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[4] = (V_acc_local_ptr[4] + (BTd_local_ptr[4] * -0x1p+0f/*-1.000000e+00*/));
  V_acc_local_ptr[4] = (V_acc_local_ptr[4] + BTd_local_ptr[6]);
  V_acc_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[5] = (V_acc_local_ptr[5] + BTd_local_ptr[5]);
  V_acc_local_ptr[5] = (V_acc_local_ptr[5] + BTd_local_ptr[6]);
  V_acc_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[6] = (V_acc_local_ptr[6] + (BTd_local_ptr[5] * -0x1p+0f/*-1.000000e+00*/));
  V_acc_local_ptr[6] = (V_acc_local_ptr[6] + BTd_local_ptr[6]);
  V_acc_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[7] = (V_acc_local_ptr[7] + (BTd_local_ptr[5] * -0x1p+0f/*-1.000000e+00*/));
  V_acc_local_ptr[7] = (V_acc_local_ptr[7] + BTd_local_ptr[7]);
  V_acc_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[8] = (V_acc_local_ptr[8] + (BTd_local_ptr[8] * -0x1p+0f/*-1.000000e+00*/));
  V_acc_local_ptr[8] = (V_acc_local_ptr[8] + BTd_local_ptr[10]);
  V_acc_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[9] = (V_acc_local_ptr[9] + BTd_local_ptr[9]);
  V_acc_local_ptr[9] = (V_acc_local_ptr[9] + BTd_local_ptr[10]);
  V_acc_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[10] = (V_acc_local_ptr[10] + (BTd_local_ptr[9] * -0x1p+0f/*-1.000000e+00*/));
  V_acc_local_ptr[10] = (V_acc_local_ptr[10] + BTd_local_ptr[10]);
  V_acc_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[11] = (V_acc_local_ptr[11] + (BTd_local_ptr[9] * -0x1p+0f/*-1.000000e+00*/));
  V_acc_local_ptr[11] = (V_acc_local_ptr[11] + BTd_local_ptr[11]);
  V_acc_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[12] = (V_acc_local_ptr[12] + (BTd_local_ptr[12] * -0x1p+0f/*-1.000000e+00*/));
  V_acc_local_ptr[12] = (V_acc_local_ptr[12] + BTd_local_ptr[14]);
  V_acc_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[13] = (V_acc_local_ptr[13] + BTd_local_ptr[13]);
  V_acc_local_ptr[13] = (V_acc_local_ptr[13] + BTd_local_ptr[14]);
  V_acc_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[14] = (V_acc_local_ptr[14] + (BTd_local_ptr[13] * -0x1p+0f/*-1.000000e+00*/));
  V_acc_local_ptr[14] = (V_acc_local_ptr[14] + BTd_local_ptr[14]);
  V_acc_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[15] = (V_acc_local_ptr[15] + (BTd_local_ptr[13] * -0x1p+0f/*-1.000000e+00*/));
  V_acc_local_ptr[15] = (V_acc_local_ptr[15] + BTd_local_ptr[15]);
  int cse_v17 = ((((int)blockIdx.x) * 32) + ((int)threadIdx.x));
  V_ptr[((((int)blockIdx.x) * 32) + ((int)threadIdx.x))] = ((half)V_acc_local_ptr[0]);
  V_ptr[(((((int)blockIdx.x) * 32) + ((int)threadIdx.x)) + 24576)] = ((half)V_acc_local_ptr[1]);
  V_ptr[(((((int)blockIdx.x) * 32) + ((int)threadIdx.x)) + 49152)] = ((half)V_acc_local_ptr[2]);
  V_ptr[(((((int)blockIdx.x) * 32) + ((int)threadIdx.x)) + 73728)] = ((half)V_acc_local_ptr[3]);
  V_ptr[(((((int)blockIdx.x) * 32) + ((int)threadIdx.x)) + 98304)] = ((half)V_acc_local_ptr[4]);
  V_ptr[(((((int)blockIdx.x) * 32) + ((int)threadIdx.x)) + 122880)] = ((half)V_acc_local_ptr[5]);
  V_ptr[(((((int)blockIdx.x) * 32) + ((int)threadIdx.x)) + 147456)] = ((half)V_acc_local_ptr[6]);
  V_ptr[(((((int)blockIdx.x) * 32) + ((int)threadIdx.x)) + 172032)] = ((half)V_acc_local_ptr[7]);
  V_ptr[(((((int)blockIdx.x) * 32) + ((int)threadIdx.x)) + 196608)] = ((half)V_acc_local_ptr[8]);
  V_ptr[(((((int)blockIdx.x) * 32) + ((int)threadIdx.x)) + 221184)] = ((half)V_acc_local_ptr[9]);
  V_ptr[(((((int)blockIdx.x) * 32) + ((int)threadIdx.x)) + 245760)] = ((half)V_acc_local_ptr[10]);
  V_ptr[(((((int)blockIdx.x) * 32) + ((int)threadIdx.x)) + 270336)] = ((half)V_acc_local_ptr[11]);
  V_ptr[(((((int)blockIdx.x) * 32) + ((int)threadIdx.x)) + 294912)] = ((half)V_acc_local_ptr[12]);
  V_ptr[(((((int)blockIdx.x) * 32) + ((int)threadIdx.x)) + 319488)] = ((half)V_acc_local_ptr[13]);
  V_ptr[(((((int)blockIdx.x) * 32) + ((int)threadIdx.x)) + 344064)] = ((half)V_acc_local_ptr[14]);
  V_ptr[(((((int)blockIdx.x) * 32) + ((int)threadIdx.x)) + 368640)] = ((half)V_acc_local_ptr[15]);
}

extern "C" __global__ void __launch_bounds__(128) bgemm_kernel(half* __restrict__ M_ptr, half* __restrict__ U_ptr, half* __restrict__ V_ptr) {
  for (int e_0 = 0; e_0 < 4; ++e_0) {
    __shared__ alignas(64) float M_acc_shared_ptr[2048];
    nvcuda::wmma::fragment<nvcuda::wmma::accumulator, 16, 16, 16, float> M_acc_wmma_accumulator_ptr[2];
    for (int k_0_1_init = 0; k_0_1_init < 2; ++k_0_1_init) {
      nvcuda::wmma::fill_fragment(M_acc_wmma_accumulator_ptr[k_0_1_init], 0x0p+0f/*0.000000e+00*/);
    }
    for (int rc_0_0 = 0; rc_0_0 < 12; ++rc_0_0) {
      __shared__ alignas(64) half V_shared_ptr[2560];
      __shared__ alignas(64) half U_shared_ptr[5120];
      int cse_v1 = (((int)threadIdx.x) >> 2);
      int cse_v2 = (rc_0_0 * 32);
      int cse_v3 = (((int)threadIdx.y) * 640);
      int cse_v9 = ((((int)threadIdx.x) >> 2) * 384);
      int cse_v10 = ((((int)threadIdx.x) & 3) * 8);
      int cse_v11 = ((((int)threadIdx.x) >> 2) * 40);
      __syncthreads();
      for (int ax1_ax2_fused_0 = 0; ax1_ax2_fused_0 < 2; ++ax1_ax2_fused_0) {
        *(uint4*)(V_shared_ptr + ((((((int)threadIdx.y) * 640) + (ax1_ax2_fused_0 * 320)) + ((((int)threadIdx.x) >> 2) * 40)) + ((((int)threadIdx.x) & 3) * 8))) = *(uint4*)(V_ptr + (((((((e_0 * 98304) + (((int)threadIdx.y) * 24576)) + (((int)blockIdx.x) * 6144)) + (ax1_ax2_fused_0 * 3072)) + ((((int)threadIdx.x) >> 2) * 384)) + (rc_0_0 * 32)) + ((((int)threadIdx.x) & 3) * 8)));
      }
      int cse_v4 = (((int)threadIdx.y) * 1280);
      for (int ax1_ax2_fused_0_1 = 0; ax1_ax2_fused_0_1 < 4; ++ax1_ax2_fused_0_1) {
        *(uint4*)(U_shared_ptr + ((((((int)threadIdx.y) * 1280) + (ax1_ax2_fused_0_1 * 320)) + ((((int)threadIdx.x) >> 2) * 40)) + ((((int)threadIdx.x) & 3) * 8))) = *(uint4*)(U_ptr + ((((((e_0 * 49152) + (((int)threadIdx.y) * 12288)) + (ax1_ax2_fused_0_1 * 3072)) + ((((int)threadIdx.x) >> 2) * 384)) + (rc_0_0 * 32)) + ((((int)threadIdx.x) & 3) * 8)));
      }
      __syncthreads();
      for (int rc_0_1 = 0; rc_0_1 < 2; ++rc_0_1) {
        nvcuda::wmma::fragment<nvcuda::wmma::matrix_a, 16, 16, 16, half, nvcuda::wmma::row_major> V_shared_wmma_matrix_a_ptr[1];
        nvcuda::wmma::fragment<nvcuda::wmma::matrix_b, 16, 16, 16, half, nvcuda::wmma::col_major> U_shared_wmma_matrix_b_ptr[2];
        int cse_v5 = (rc_0_1 * 16);
        nvcuda::wmma::load_matrix_sync(V_shared_wmma_matrix_a_ptr[0], (&(V_shared_ptr[((((int)threadIdx.y) * 640) + (rc_0_1 * 16))])), 40);
        int cse_v12 = ((((int)threadIdx.y) * 1280) + (rc_0_1 * 16));
        nvcuda::wmma::load_matrix_sync(U_shared_wmma_matrix_b_ptr[0], (&(U_shared_ptr[((((int)threadIdx.y) * 1280) + (rc_0_1 * 16))])), 40);
        nvcuda::wmma::load_matrix_sync(U_shared_wmma_matrix_b_ptr[1], (&(U_shared_ptr[(((((int)threadIdx.y) * 1280) + (rc_0_1 * 16)) + 640)])), 40);
        for (int k_0_1 = 0; k_0_1 < 2; ++k_0_1) {
          nvcuda::wmma::mma_sync(M_acc_wmma_accumulator_ptr[k_0_1], V_shared_wmma_matrix_a_ptr[0], U_shared_wmma_matrix_b_ptr[k_0_1], M_acc_wmma_accumulator_ptr[k_0_1]);
        }
      }
    }
    int cse_v6 = (((int)threadIdx.y) * 512);
    for (int ax1_0 = 0; ax1_0 < 2; ++ax1_0) {
      nvcuda::wmma::store_matrix_sync((&(M_acc_shared_ptr[((((int)threadIdx.y) * 512) + (ax1_0 * 16))])), M_acc_wmma_accumulator_ptr[ax1_0], 32, nvcuda::wmma::mem_row_major);
    }
    __syncthreads();
    for (int ax0_ax1_fused_0 = 0; ax0_ax1_fused_0 < 4; ++ax0_ax1_fused_0) {
      int cse_v7 = (ax0_ax1_fused_0 * 128);
      int cse_v8 = (((int)threadIdx.x) * 4);
      half4 __1;
      float4 v_ = *(float4*)(M_acc_shared_ptr + (((((int)threadIdx.y) * 512) + (ax0_ax1_fused_0 * 128)) + (((int)threadIdx.x) * 4)));
      __1.x = (half)(v_.x);
      __1.y = (half)(v_.y);
      __1.z = (half)(v_.z);
      __1.w = (half)(v_.w);
      *(half4*)(M_ptr + (((((e_0 * 8192) + (((int)threadIdx.y) * 2048)) + (((int)blockIdx.x) * 512)) + (ax0_ax1_fused_0 * 128)) + (((int)threadIdx.x) * 4))) = __1;
    }
  }
}

extern "C" __global__ void __launch_bounds__(256) otrans_kernel(half* __restrict__ M_ptr, half* __restrict__ y_ptr) {
  alignas(64) float ATM_local_ptr[8];
  alignas(64) float Y_tile_local_ptr[4];
  ATM_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = ((((int)blockIdx.x) * 256) + ((int)threadIdx.x));
  ATM_local_ptr[0] = (ATM_local_ptr[0] + ((float)M_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))]));
  int cse_v2 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 8192);
  ATM_local_ptr[0] = (ATM_local_ptr[0] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 8192)]));
  int cse_v3 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 16384);
  ATM_local_ptr[0] = (ATM_local_ptr[0] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 16384)]));
  ATM_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  ATM_local_ptr[1] = (ATM_local_ptr[1] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 2048)]));
  int cse_v4 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 10240);
  ATM_local_ptr[1] = (ATM_local_ptr[1] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 10240)]));
  int cse_v5 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 18432);
  ATM_local_ptr[1] = (ATM_local_ptr[1] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 18432)]));
  ATM_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  ATM_local_ptr[2] = (ATM_local_ptr[2] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 4096)]));
  int cse_v6 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 12288);
  ATM_local_ptr[2] = (ATM_local_ptr[2] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 12288)]));
  int cse_v7 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 20480);
  ATM_local_ptr[2] = (ATM_local_ptr[2] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 20480)]));
  ATM_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  ATM_local_ptr[3] = (ATM_local_ptr[3] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 6144)]));
  int cse_v8 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 14336);
  ATM_local_ptr[3] = (ATM_local_ptr[3] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 14336)]));
  int cse_v9 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 22528);
  ATM_local_ptr[3] = (ATM_local_ptr[3] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 22528)]));
  ATM_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  ATM_local_ptr[4] = (ATM_local_ptr[4] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 8192)]));
  ATM_local_ptr[4] = (ATM_local_ptr[4] + (-0x1p+0f/*-1.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 16384)])));
  ATM_local_ptr[4] = (ATM_local_ptr[4] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 24576)]));
  ATM_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  ATM_local_ptr[5] = (ATM_local_ptr[5] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 10240)]));
  ATM_local_ptr[5] = (ATM_local_ptr[5] + (-0x1p+0f/*-1.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 18432)])));
  ATM_local_ptr[5] = (ATM_local_ptr[5] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 26624)]));
  ATM_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  ATM_local_ptr[6] = (ATM_local_ptr[6] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 12288)]));
  ATM_local_ptr[6] = (ATM_local_ptr[6] + (-0x1p+0f/*-1.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 20480)])));
  ATM_local_ptr[6] = (ATM_local_ptr[6] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 28672)]));
  ATM_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  ATM_local_ptr[7] = (ATM_local_ptr[7] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 14336)]));
  ATM_local_ptr[7] = (ATM_local_ptr[7] + (-0x1p+0f/*-1.000000e+00*/ * ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 22528)])));
  ATM_local_ptr[7] = (ATM_local_ptr[7] + ((float)M_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 30720)]));
  Y_tile_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  Y_tile_local_ptr[0] = (Y_tile_local_ptr[0] + ATM_local_ptr[0]);
  Y_tile_local_ptr[0] = (Y_tile_local_ptr[0] + ATM_local_ptr[1]);
  Y_tile_local_ptr[0] = (Y_tile_local_ptr[0] + ATM_local_ptr[2]);
  Y_tile_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  Y_tile_local_ptr[1] = (Y_tile_local_ptr[1] + ATM_local_ptr[1]);
  Y_tile_local_ptr[1] = (Y_tile_local_ptr[1] + (ATM_local_ptr[2] * -0x1p+0f/*-1.000000e+00*/));
  Y_tile_local_ptr[1] = (Y_tile_local_ptr[1] + ATM_local_ptr[3]);
  Y_tile_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  Y_tile_local_ptr[2] = (Y_tile_local_ptr[2] + ATM_local_ptr[4]);
  Y_tile_local_ptr[2] = (Y_tile_local_ptr[2] + ATM_local_ptr[5]);
  Y_tile_local_ptr[2] = (Y_tile_local_ptr[2] + ATM_local_ptr[6]);
  Y_tile_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  Y_tile_local_ptr[3] = (Y_tile_local_ptr[3] + ATM_local_ptr[5]);
  Y_tile_local_ptr[3] = (Y_tile_local_ptr[3] + (ATM_local_ptr[6] * -0x1p+0f/*-1.000000e+00*/));
  Y_tile_local_ptr[3] = (Y_tile_local_ptr[3] + ATM_local_ptr[7]);
  int cse_v10 = (((((int)blockIdx.x) * 1024) + ((((int)threadIdx.x) >> 5) * 64)) + (((int)threadIdx.x) & 31));
  y_ptr[(((((int)blockIdx.x) * 1024) + ((((int)threadIdx.x) >> 5) * 64)) + (((int)threadIdx.x) & 31))] = ((half)Y_tile_local_ptr[0]);
  y_ptr[((((((int)blockIdx.x) * 1024) + ((((int)threadIdx.x) >> 5) * 64)) + (((int)threadIdx.x) & 31)) + 32)] = ((half)Y_tile_local_ptr[1]);
  y_ptr[((((((int)blockIdx.x) * 1024) + ((((int)threadIdx.x) >> 5) * 64)) + (((int)threadIdx.x) & 31)) + 512)] = ((half)Y_tile_local_ptr[2]);
  y_ptr[((((((int)blockIdx.x) * 1024) + ((((int)threadIdx.x) >> 5) * 64)) + (((int)threadIdx.x) & 31)) + 544)] = ((half)Y_tile_local_ptr[3]);
}

