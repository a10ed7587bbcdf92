
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
// device helpers of the resident-filter schedule (templates/resident_filter.cu.j2,
// reconstructor/resident_filter.py), F(4,3), fp16, C = K = 64. Measured first as the hand-written
// probe experiments/resident_filter/registers.cu, whose kernels use these helpers too.
#include <cuda_fp16.h>

// V(p) of a group: [tile][64 c] fp16 rows of 128 bytes whose 16-byte chunks are XOR-swizzled by the
// tile, so that the 8 rows one ldmatrix phase reads fall in 8 different bank groups.
__device__ __forceinline__ int pkf_v_offset(int tile, int c) {
  return tile * 64 + ((((c >> 3) ^ tile) & 7) << 3) + (c & 7);
}

// M(p) of a group over V(p): [tile][32 k of this block] fp16 rows of 64 bytes whose 4-byte words are
// XOR-swizzled by the tile, so that a fragment store (8 tiles x 4 words) hits 32 banks.
__device__ __forceinline__ int pkf_m_offset(int tile, int k) {
  return tile * 32 + ((((k >> 1) ^ (((tile >> 1) & 3) << 2)) & 15) << 1) + (k & 1);
}

// U in the order the kernel's registers take it: KTrans stores element g = (p · 64 + k) · 64 + c of
// U(p)[k][c] here, so that lane l's mma B fragments of position p, k-step ks (b0, b1 of the 4 n-blocks of its
// block's 32 output channels) are 32 contiguous bytes: [k half][p][ks][lane][nb][b0, b1][2 c]. A warp loads
// each (p, ks) as 1 KB in two 16-byte loads per lane, instead of 8 four-byte loads scattered over 8 rows.
__device__ __forceinline__ int pkf_u_fragment_index(int g) {
  const int p = g >> 12, k = (g >> 6) & 63, c = g & 63;
  const int lane = (k & 7) * 4 + ((c & 7) >> 1), word = ((k >> 3) & 3) * 2 + ((c >> 3) & 1);
  return (((((k >> 5) * 36 + p) * 4 + (c >> 4)) * 32 + lane) * 8 + word) * 2 + (c & 1);
}

__device__ __forceinline__ void pkf_ldmatrix_x4(unsigned (&r)[4], const half* p) {
  const unsigned address = unsigned(__cvta_generic_to_shared(p));
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];\n"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "r"(address));
}

// d += a b for one m16n8k16 fp16 fragment, fp16 sums: d[0] holds row lane / 4, d[1] row lane / 4 + 8, each
// columns 2 (lane % 4) and 2 (lane % 4) + 1 as a half2.
__device__ __forceinline__ void pkf_mma_16816_f16(unsigned (&d)[2], const unsigned (&a)[4], unsigned b0, unsigned b1) {
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%0,%1}, {%2,%3,%4,%5}, {%6,%7}, {%0,%1};\n"
               : "+r"(d[0]), "+r"(d[1]) : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
}

// d += a b for one m16n8k16 fp16 fragment, fp32 sums.
__device__ __forceinline__ void pkf_mma_16816(float (&d)[4], const unsigned (&a)[4], unsigned b0, unsigned b1) {
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, "
               "{%0,%1,%2,%3};\n"
               : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
               : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
}
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

extern "C" __global__ void __launch_bounds__(256) ktrans_kernel(half* __restrict__ U_ptr, half* __restrict__ filt_ptr) {
  alignas(64) float U_acc_local_ptr[1];
  U_acc_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) / 96);
  int cse_v4 = ((((int)blockIdx.x) % 96) >> 4);
  int cse_v5 = ((((((int)blockIdx.x) & 15) * 2304) + ((((int)threadIdx.x) >> 6) * 576)) + (((int)threadIdx.x) & 63));
  float cse_v8 = (((((int)blockIdx.x) / 96) == 4) ? 0x1.5555555555555p-5f/*4.166667e-02*/ : (((((int)blockIdx.x) / 96) == 3) ? 0x1.5555555555555p-5f/*4.166667e-02*/ : (((((int)blockIdx.x) / 96) == 2) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : (((((int)blockIdx.x) / 96) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : (((((int)blockIdx.x) / 96) == 0) ? 0x1p-2f/*2.500000e-01*/ : 0x0p+0f/*0.000000e+00*/)))));
  float cse_v9 = ((((((int)blockIdx.x) % 96) >> 4) == 4) ? 0x1.5555555555555p-5f/*4.166667e-02*/ : ((((((int)blockIdx.x) % 96) >> 4) == 3) ? 0x1.5555555555555p-5f/*4.166667e-02*/ : ((((((int)blockIdx.x) % 96) >> 4) == 2) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : ((((((int)blockIdx.x) % 96) >> 4) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : ((((((int)blockIdx.x) % 96) >> 4) == 0) ? 0x1p-2f/*2.500000e-01*/ : 0x0p+0f/*0.000000e+00*/)))));
  U_acc_local_ptr[0] = (U_acc_local_ptr[0] + (((((((int)blockIdx.x) / 96) == 4) ? 0x1.5555555555555p-5f/*4.166667e-02*/ : (((((int)blockIdx.x) / 96) == 3) ? 0x1.5555555555555p-5f/*4.166667e-02*/ : (((((int)blockIdx.x) / 96) == 2) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : (((((int)blockIdx.x) / 96) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : (((((int)blockIdx.x) / 96) == 0) ? 0x1p-2f/*2.500000e-01*/ : 0x0p+0f/*0.000000e+00*/))))) * ((float)filt_ptr[((((((int)blockIdx.x) & 15) * 2304) + ((((int)threadIdx.x) >> 6) * 576)) + (((int)threadIdx.x) & 63))])) * ((((((int)blockIdx.x) % 96) >> 4) == 4) ? 0x1.5555555555555p-5f/*4.166667e-02*/ : ((((((int)blockIdx.x) % 96) >> 4) == 3) ? 0x1.5555555555555p-5f/*4.166667e-02*/ : ((((((int)blockIdx.x) % 96) >> 4) == 2) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : ((((((int)blockIdx.x) % 96) >> 4) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : ((((((int)blockIdx.x) % 96) >> 4) == 0) ? 0x1p-2f/*2.500000e-01*/ : 0x0p+0f/*0.000000e+00*/)))))));
  float cse_v2 = ((((((int)blockIdx.x) % 96) >> 4) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/);
  float cse_v6 = ((((((int)blockIdx.x) % 96) >> 4) == 4) ? -0x1.5555555555555p-4f/*-8.333333e-02*/ : ((((((int)blockIdx.x) % 96) >> 4) == 3) ? 0x1.5555555555555p-4f/*8.333333e-02*/ : ((((((int)blockIdx.x) % 96) >> 4) == 2) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : ((((((int)blockIdx.x) % 96) >> 4) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/))));
  U_acc_local_ptr[0] = (U_acc_local_ptr[0] + (((((((int)blockIdx.x) / 96) == 4) ? 0x1.5555555555555p-5f/*4.166667e-02*/ : (((((int)blockIdx.x) / 96) == 3) ? 0x1.5555555555555p-5f/*4.166667e-02*/ : (((((int)blockIdx.x) / 96) == 2) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : (((((int)blockIdx.x) / 96) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : (((((int)blockIdx.x) / 96) == 0) ? 0x1p-2f/*2.500000e-01*/ : 0x0p+0f/*0.000000e+00*/))))) * ((float)filt_ptr[(((((((int)blockIdx.x) & 15) * 2304) + ((((int)threadIdx.x) >> 6) * 576)) + (((int)threadIdx.x) & 63)) + 64)])) * ((((((int)blockIdx.x) % 96) >> 4) == 4) ? -0x1.5555555555555p-4f/*-8.333333e-02*/ : ((((((int)blockIdx.x) % 96) >> 4) == 3) ? 0x1.5555555555555p-4f/*8.333333e-02*/ : ((((((int)blockIdx.x) % 96) >> 4) == 2) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : ((((((int)blockIdx.x) % 96) >> 4) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/))))));
  float cse_v10 = ((((((int)blockIdx.x) % 96) >> 4) == 5) ? 0x1p+0f/*1.000000e+00*/ : ((((((int)blockIdx.x) % 96) >> 4) == 4) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : ((((((int)blockIdx.x) % 96) >> 4) == 3) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : ((((((int)blockIdx.x) % 96) >> 4) == 2) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : ((((((int)blockIdx.x) % 96) >> 4) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/)))));
  U_acc_local_ptr[0] = (U_acc_local_ptr[0] + (((((((int)blockIdx.x) / 96) == 4) ? 0x1.5555555555555p-5f/*4.166667e-02*/ : (((((int)blockIdx.x) / 96) == 3) ? 0x1.5555555555555p-5f/*4.166667e-02*/ : (((((int)blockIdx.x) / 96) == 2) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : (((((int)blockIdx.x) / 96) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : (((((int)blockIdx.x) / 96) == 0) ? 0x1p-2f/*2.500000e-01*/ : 0x0p+0f/*0.000000e+00*/))))) * ((float)filt_ptr[(((((((int)blockIdx.x) & 15) * 2304) + ((((int)threadIdx.x) >> 6) * 576)) + (((int)threadIdx.x) & 63)) + 128)])) * ((((((int)blockIdx.x) % 96) >> 4) == 5) ? 0x1p+0f/*1.000000e+00*/ : ((((((int)blockIdx.x) % 96) >> 4) == 4) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : ((((((int)blockIdx.x) % 96) >> 4) == 3) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : ((((((int)blockIdx.x) % 96) >> 4) == 2) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : ((((((int)blockIdx.x) % 96) >> 4) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/)))))));
  float cse_v3 = (((((int)blockIdx.x) / 96) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/);
  float cse_v7 = (((((int)blockIdx.x) / 96) == 4) ? -0x1.5555555555555p-4f/*-8.333333e-02*/ : (((((int)blockIdx.x) / 96) == 3) ? 0x1.5555555555555p-4f/*8.333333e-02*/ : (((((int)blockIdx.x) / 96) == 2) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : (((((int)blockIdx.x) / 96) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/))));
  U_acc_local_ptr[0] = (U_acc_local_ptr[0] + (((((((int)blockIdx.x) / 96) == 4) ? -0x1.5555555555555p-4f/*-8.333333e-02*/ : (((((int)blockIdx.x) / 96) == 3) ? 0x1.5555555555555p-4f/*8.333333e-02*/ : (((((int)blockIdx.x) / 96) == 2) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : (((((int)blockIdx.x) / 96) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/)))) * ((float)filt_ptr[(((((((int)blockIdx.x) & 15) * 2304) + ((((int)threadIdx.x) >> 6) * 576)) + (((int)threadIdx.x) & 63)) + 192)])) * ((((((int)blockIdx.x) % 96) >> 4) == 4) ? 0x1.5555555555555p-5f/*4.166667e-02*/ : ((((((int)blockIdx.x) % 96) >> 4) == 3) ? 0x1.5555555555555p-5f/*4.166667e-02*/ : ((((((int)blockIdx.x) % 96) >> 4) == 2) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : ((((((int)blockIdx.x) % 96) >> 4) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : ((((((int)blockIdx.x) % 96) >> 4) == 0) ? 0x1p-2f/*2.500000e-01*/ : 0x0p+0f/*0.000000e+00*/)))))));
  U_acc_local_ptr[0] = (U_acc_local_ptr[0] + (((((((int)blockIdx.x) / 96) == 4) ? -0x1.5555555555555p-4f/*-8.333333e-02*/ : (((((int)blockIdx.x) / 96) == 3) ? 0x1.5555555555555p-4f/*8.333333e-02*/ : (((((int)blockIdx.x) / 96) == 2) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : (((((int)blockIdx.x) / 96) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/)))) * ((float)filt_ptr[(((((((int)blockIdx.x) & 15) * 2304) + ((((int)threadIdx.x) >> 6) * 576)) + (((int)threadIdx.x) & 63)) + 256)])) * ((((((int)blockIdx.x) % 96) >> 4) == 4) ? -0x1.5555555555555p-4f/*-8.333333e-02*/ : ((((((int)blockIdx.x) % 96) >> 4) == 3) ? 0x1.5555555555555p-4f/*8.333333e-02*/ : ((((((int)blockIdx.x) % 96) >> 4) == 2) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : ((((((int)blockIdx.x) % 96) >> 4) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/))))));
  U_acc_local_ptr[0] = (U_acc_local_ptr[0] + (((((((int)blockIdx.x) / 96) == 4) ? -0x1.5555555555555p-4f/*-8.333333e-02*/ : (((((int)blockIdx.x) / 96) == 3) ? 0x1.5555555555555p-4f/*8.333333e-02*/ : (((((int)blockIdx.x) / 96) == 2) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : (((((int)blockIdx.x) / 96) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/)))) * ((float)filt_ptr[(((((((int)blockIdx.x) & 15) * 2304) + ((((int)threadIdx.x) >> 6) * 576)) + (((int)threadIdx.x) & 63)) + 320)])) * ((((((int)blockIdx.x) % 96) >> 4) == 5) ? 0x1p+0f/*1.000000e+00*/ : ((((((int)blockIdx.x) % 96) >> 4) == 4) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : ((((((int)blockIdx.x) % 96) >> 4) == 3) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : ((((((int)blockIdx.x) % 96) >> 4) == 2) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : ((((((int)blockIdx.x) % 96) >> 4) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/)))))));
  float cse_v11 = (((((int)blockIdx.x) / 96) == 5) ? 0x1p+0f/*1.000000e+00*/ : (((((int)blockIdx.x) / 96) == 4) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : (((((int)blockIdx.x) / 96) == 3) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : (((((int)blockIdx.x) / 96) == 2) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : (((((int)blockIdx.x) / 96) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/)))));
  U_acc_local_ptr[0] = (U_acc_local_ptr[0] + (((((((int)blockIdx.x) / 96) == 5) ? 0x1p+0f/*1.000000e+00*/ : (((((int)blockIdx.x) / 96) == 4) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : (((((int)blockIdx.x) / 96) == 3) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : (((((int)blockIdx.x) / 96) == 2) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : (((((int)blockIdx.x) / 96) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/))))) * ((float)filt_ptr[(((((((int)blockIdx.x) & 15) * 2304) + ((((int)threadIdx.x) >> 6) * 576)) + (((int)threadIdx.x) & 63)) + 384)])) * ((((((int)blockIdx.x) % 96) >> 4) == 4) ? 0x1.5555555555555p-5f/*4.166667e-02*/ : ((((((int)blockIdx.x) % 96) >> 4) == 3) ? 0x1.5555555555555p-5f/*4.166667e-02*/ : ((((((int)blockIdx.x) % 96) >> 4) == 2) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : ((((((int)blockIdx.x) % 96) >> 4) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : ((((((int)blockIdx.x) % 96) >> 4) == 0) ? 0x1p-2f/*2.500000e-01*/ : 0x0p+0f/*0.000000e+00*/)))))));
  U_acc_local_ptr[0] = (U_acc_local_ptr[0] + (((((((int)blockIdx.x) / 96) == 5) ? 0x1p+0f/*1.000000e+00*/ : (((((int)blockIdx.x) / 96) == 4) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : (((((int)blockIdx.x) / 96) == 3) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : (((((int)blockIdx.x) / 96) == 2) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : (((((int)blockIdx.x) / 96) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/))))) * ((float)filt_ptr[(((((((int)blockIdx.x) & 15) * 2304) + ((((int)threadIdx.x) >> 6) * 576)) + (((int)threadIdx.x) & 63)) + 448)])) * ((((((int)blockIdx.x) % 96) >> 4) == 4) ? -0x1.5555555555555p-4f/*-8.333333e-02*/ : ((((((int)blockIdx.x) % 96) >> 4) == 3) ? 0x1.5555555555555p-4f/*8.333333e-02*/ : ((((((int)blockIdx.x) % 96) >> 4) == 2) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : ((((((int)blockIdx.x) % 96) >> 4) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/))))));
  U_acc_local_ptr[0] = (U_acc_local_ptr[0] + (((((((int)blockIdx.x) / 96) == 5) ? 0x1p+0f/*1.000000e+00*/ : (((((int)blockIdx.x) / 96) == 4) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : (((((int)blockIdx.x) / 96) == 3) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : (((((int)blockIdx.x) / 96) == 2) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : (((((int)blockIdx.x) / 96) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/))))) * ((float)filt_ptr[(((((((int)blockIdx.x) & 15) * 2304) + ((((int)threadIdx.x) >> 6) * 576)) + (((int)threadIdx.x) & 63)) + 512)])) * ((((((int)blockIdx.x) % 96) >> 4) == 5) ? 0x1p+0f/*1.000000e+00*/ : ((((((int)blockIdx.x) % 96) >> 4) == 4) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : ((((((int)blockIdx.x) % 96) >> 4) == 3) ? 0x1.5555555555555p-3f/*1.666667e-01*/ : ((((((int)blockIdx.x) % 96) >> 4) == 2) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : ((((((int)blockIdx.x) % 96) >> 4) == 1) ? -0x1.5555555555555p-3f/*-1.666667e-01*/ : 0x0p+0f/*0.000000e+00*/)))))));
  U_ptr[pkf_u_fragment_index(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)))] = ((half)U_acc_local_ptr[0]);
}

extern "C" __global__ void __launch_bounds__(384) pkf_full_rf24_itrans_bgemm_otrans(half* __restrict__ U_ptr, half* __restrict__ x_ptr, half* __restrict__ y_ptr) {
  // A persistent grid of block pairs. Block b computes output channels [32 (b & 1), 32 (b & 1) + 32);
  // the pair walks groups of 24 tiles in turn with the other pairs. Each of the 12 warps
  // owns Winograd positions w, w + 12, w + 24 for the whole launch and holds their U
  // (64 c x 32 k) as mma B fragments, loaded once. Shared memory holds V (and M over it) of two groups.
  extern __shared__ __align__(128) unsigned char pkf_smem[];
  half* pkf_buffers = (half*)(pkf_smem);  // [2][36][24 tiles][64 c], pkf_v_offset rows
  // The block is 32 x 12. Said to the compiler, it drops the guards and index terms that TVM's bodies
  // (indexed by threadIdx.x) and the M stores would otherwise keep for lanes past 31.
  __builtin_assume(threadIdx.x < 32 && threadIdx.y < 12);
  const int pkf_lane = (int)threadIdx.x & 31, pkf_warp = (int)threadIdx.y, pkf_thread = pkf_warp * 32 + pkf_lane;
  const int pkf_k_half = (int)blockIdx.x & 1, pkf_pair = (int)blockIdx.x >> 1, pkf_pairs = (int)gridDim.x >> 1;

  // b0 = U(p)[k][c .. c + 1], b1 = U(p)[k][c + 8 .. c + 9], k = 32 k_half + 8 nb + lane / 4, c = 16 ks + 2 (lane % 4);
  // KTrans stored them in this order (pkf_u_fragment_index): 32 contiguous bytes per lane and (p, ks).
  unsigned pkf_u[3][4][4][2];
  #pragma unroll
  for (int s = 0; s < 3; ++s)
    #pragma unroll
    for (int ks = 0; ks < 4; ++ks) {
      const uint4* lane_u = (const uint4*)U_ptr + (((pkf_k_half * 36 + pkf_warp + 12 * s) * 4 + ks) * 32 + pkf_lane) * 2;
      const uint4 lo = lane_u[0], hi = lane_u[1];
      pkf_u[s][ks][0][0] = lo.x, pkf_u[s][ks][0][1] = lo.y, pkf_u[s][ks][1][0] = lo.z, pkf_u[s][ks][1][1] = lo.w;
      pkf_u[s][ks][2][0] = hi.x, pkf_u[s][ks][2][1] = hi.y, pkf_u[s][ks][3][0] = hi.z, pkf_u[s][ks][3][1] = hi.w;
    }

  // ITrans of tile pkf_tile of group pkf_group (all 64 channels, lane l takes 2l and 2l + 1) into V of `pkf_buffer`.
  auto pkf_itrans = [&](int pkf_group, int pkf_buffer, int pkf_tile) {
    // Only where the groups overrun the image is the tile checked against it (the check cost 3-5 %).
    if (pkf_group >= 131 || pkf_tile >= 24 || pkf_group * 24 + pkf_tile >= 3136) return;
    half* pkf_v_tile = pkf_buffers + pkf_buffer * 55296;
    {
  // the lane's part of the input patch, in registers.
  half2 pkf_patch[36];
  int cse_v1 = (((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112);
  int cse_v38 = (((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((int)threadIdx.x));
  half2 condval;
  if ((112 <= ((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4))))) && (2 <= (((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112))) {
    condval = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) - 14400)));
  } else {
    condval = __float2half2_rn(0x0p+0f/*0.000000e+00*/);
  }
  pkf_patch[0] = condval;
  int cse_v2 = (((int)threadIdx.x) + 34);
  half2 condval_1;
  if (112 <= ((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4))))) {
    condval_1 = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) - 14336)));
  } else {
    condval_1 = __float2half2_rn(0x0p+0f/*0.000000e+00*/);
  }
  pkf_patch[1] = condval_1;
  int cse_v3 = (((int)threadIdx.x) + 68);
  half2 condval_2;
  if (112 <= ((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4))))) {
    condval_2 = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) - 14272)));
  } else {
    condval_2 = __float2half2_rn(0x0p+0f/*0.000000e+00*/);
  }
  pkf_patch[2] = condval_2;
  int cse_v4 = (((int)threadIdx.x) + 102);
  half2 condval_3;
  if (112 <= ((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4))))) {
    condval_3 = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) - 14208)));
  } else {
    condval_3 = __float2half2_rn(0x0p+0f/*0.000000e+00*/);
  }
  pkf_patch[3] = condval_3;
  int cse_v5 = (((int)threadIdx.x) + 136);
  half2 condval_4;
  if (112 <= ((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4))))) {
    condval_4 = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) - 14144)));
  } else {
    condval_4 = __float2half2_rn(0x0p+0f/*0.000000e+00*/);
  }
  pkf_patch[4] = condval_4;
  int cse_v6 = (((int)threadIdx.x) + 170);
  half2 condval_5;
  if ((112 <= ((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4))))) && ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) < 110)) {
    condval_5 = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) - 14080)));
  } else {
    condval_5 = __float2half2_rn(0x0p+0f/*0.000000e+00*/);
  }
  pkf_patch[5] = condval_5;
  int cse_v7 = (((int)threadIdx.x) + 204);
  half2 condval_6;
  if (2 <= (((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112)) {
    condval_6 = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) - 64)));
  } else {
    condval_6 = __float2half2_rn(0x0p+0f/*0.000000e+00*/);
  }
  pkf_patch[6] = condval_6;
  int cse_v8 = (((int)threadIdx.x) + 238);
  pkf_patch[7] = *(half2*)(x_ptr + ((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31))));
  int cse_v9 = (((int)threadIdx.x) + 272);
  pkf_patch[8] = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) + 64)));
  int cse_v10 = (((int)threadIdx.x) + 306);
  pkf_patch[9] = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) + 128)));
  int cse_v11 = (((int)threadIdx.x) + 340);
  pkf_patch[10] = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) + 192)));
  int cse_v12 = (((int)threadIdx.x) + 374);
  half2 condval_7;
  if ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) < 110) {
    condval_7 = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) + 256)));
  } else {
    condval_7 = __float2half2_rn(0x0p+0f/*0.000000e+00*/);
  }
  pkf_patch[11] = condval_7;
  int cse_v13 = (((int)threadIdx.x) + 408);
  half2 condval_8;
  if (2 <= (((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112)) {
    condval_8 = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) + 14272)));
  } else {
    condval_8 = __float2half2_rn(0x0p+0f/*0.000000e+00*/);
  }
  pkf_patch[12] = condval_8;
  int cse_v14 = (((int)threadIdx.x) + 442);
  pkf_patch[13] = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) + 14336)));
  int cse_v15 = (((int)threadIdx.x) + 476);
  pkf_patch[14] = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) + 14400)));
  int cse_v16 = (((int)threadIdx.x) + 510);
  pkf_patch[15] = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) + 14464)));
  int cse_v17 = (((int)threadIdx.x) + 544);
  pkf_patch[16] = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) + 14528)));
  int cse_v18 = (((int)threadIdx.x) + 578);
  half2 condval_9;
  if ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) < 110) {
    condval_9 = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) + 14592)));
  } else {
    condval_9 = __float2half2_rn(0x0p+0f/*0.000000e+00*/);
  }
  pkf_patch[17] = condval_9;
  int cse_v19 = (((int)threadIdx.x) + 612);
  half2 condval_10;
  if (2 <= (((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112)) {
    condval_10 = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) + 28608)));
  } else {
    condval_10 = __float2half2_rn(0x0p+0f/*0.000000e+00*/);
  }
  pkf_patch[18] = condval_10;
  int cse_v20 = (((int)threadIdx.x) + 646);
  pkf_patch[19] = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) + 28672)));
  int cse_v21 = (((int)threadIdx.x) + 680);
  pkf_patch[20] = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) + 28736)));
  int cse_v22 = (((int)threadIdx.x) + 714);
  pkf_patch[21] = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) + 28800)));
  int cse_v23 = (((int)threadIdx.x) + 748);
  pkf_patch[22] = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) + 28864)));
  int cse_v24 = (((int)threadIdx.x) + 782);
  half2 condval_11;
  if ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) < 110) {
    condval_11 = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) + 28928)));
  } else {
    condval_11 = __float2half2_rn(0x0p+0f/*0.000000e+00*/);
  }
  pkf_patch[23] = condval_11;
  int cse_v25 = (((int)threadIdx.x) + 816);
  half2 condval_12;
  if (2 <= (((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112)) {
    condval_12 = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) + 42944)));
  } else {
    condval_12 = __float2half2_rn(0x0p+0f/*0.000000e+00*/);
  }
  pkf_patch[24] = condval_12;
  int cse_v26 = (((int)threadIdx.x) + 850);
  pkf_patch[25] = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) + 43008)));
  int cse_v27 = (((int)threadIdx.x) + 884);
  pkf_patch[26] = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) + 43072)));
  int cse_v28 = (((int)threadIdx.x) + 918);
  pkf_patch[27] = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) + 43136)));
  int cse_v29 = (((int)threadIdx.x) + 952);
  pkf_patch[28] = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) + 43200)));
  int cse_v30 = (((int)threadIdx.x) + 986);
  half2 condval_13;
  if ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) < 110) {
    condval_13 = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) + 43264)));
  } else {
    condval_13 = __float2half2_rn(0x0p+0f/*0.000000e+00*/);
  }
  pkf_patch[29] = condval_13;
  int cse_v31 = (((int)threadIdx.x) + 1020);
  half2 condval_14;
  if ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) < 6160) && (2 <= (((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112))) {
    condval_14 = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) + 57280)));
  } else {
    condval_14 = __float2half2_rn(0x0p+0f/*0.000000e+00*/);
  }
  pkf_patch[30] = condval_14;
  int cse_v32 = (((int)threadIdx.x) + 1054);
  half2 condval_15;
  if (((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) < 6160) {
    condval_15 = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) + 57344)));
  } else {
    condval_15 = __float2half2_rn(0x0p+0f/*0.000000e+00*/);
  }
  pkf_patch[31] = condval_15;
  int cse_v33 = (((int)threadIdx.x) + 1088);
  half2 condval_16;
  if (((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) < 6160) {
    condval_16 = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) + 57408)));
  } else {
    condval_16 = __float2half2_rn(0x0p+0f/*0.000000e+00*/);
  }
  pkf_patch[32] = condval_16;
  int cse_v34 = (((int)threadIdx.x) + 1122);
  half2 condval_17;
  if (((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) < 6160) {
    condval_17 = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) + 57472)));
  } else {
    condval_17 = __float2half2_rn(0x0p+0f/*0.000000e+00*/);
  }
  pkf_patch[33] = condval_17;
  int cse_v35 = (((int)threadIdx.x) + 1156);
  half2 condval_18;
  if (((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) < 6160) {
    condval_18 = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) + 57536)));
  } else {
    condval_18 = __float2half2_rn(0x0p+0f/*0.000000e+00*/);
  }
  pkf_patch[34] = condval_18;
  int cse_v36 = (((int)threadIdx.x) + 1190);
  half2 condval_19;
  if ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) < 6158) && ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) < 110)) {
    condval_19 = *(half2*)(x_ptr + (((((((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) / 112) * 57344) + (((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) % 112) >> 1) * 256)) + ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) & 1) * 32)) + ((((int)threadIdx.x) * 2) & 31)) + 57600)));
  } else {
    condval_19 = __float2half2_rn(0x0p+0f/*0.000000e+00*/);
  }
  pkf_patch[35] = condval_19;
  alignas(64) half2 BTd_local_ptr[36];
  alignas(64) half2 V_acc_local_ptr[36];
  __syncwarp();
  const auto BTd_local_ptr_part0 = pkf_patch[24] + (__float2half2_rn(-0x1p+2f) * pkf_patch[12]);
  const auto BTd_local_ptr_part1 = pkf_patch[18] + (__float2half2_rn(-0x1p+2f) * pkf_patch[6]);
  const auto BTd_local_ptr_part2 = pkf_patch[25] + (__float2half2_rn(-0x1p+2f) * pkf_patch[13]);
  const auto BTd_local_ptr_part3 = pkf_patch[19] + (__float2half2_rn(-0x1p+2f) * pkf_patch[7]);
  const auto BTd_local_ptr_part4 = pkf_patch[26] + (__float2half2_rn(-0x1p+2f) * pkf_patch[14]);
  const auto BTd_local_ptr_part5 = pkf_patch[20] + (__float2half2_rn(-0x1p+2f) * pkf_patch[8]);
  const auto BTd_local_ptr_part6 = pkf_patch[27] + (__float2half2_rn(-0x1p+2f) * pkf_patch[15]);
  const auto BTd_local_ptr_part7 = pkf_patch[21] + (__float2half2_rn(-0x1p+2f) * pkf_patch[9]);
  const auto BTd_local_ptr_part8 = pkf_patch[28] + (__float2half2_rn(-0x1p+2f) * pkf_patch[16]);
  const auto BTd_local_ptr_part9 = pkf_patch[22] + (__float2half2_rn(-0x1p+2f) * pkf_patch[10]);
  const auto BTd_local_ptr_part10 = pkf_patch[29] + (__float2half2_rn(-0x1p+2f) * pkf_patch[17]);
  const auto BTd_local_ptr_part11 = pkf_patch[23] + (__float2half2_rn(-0x1p+2f) * pkf_patch[11]);
  const auto BTd_local_ptr_part12 = pkf_patch[24] - pkf_patch[12];
  const auto BTd_local_ptr_part13 = pkf_patch[18] - pkf_patch[6];
  const auto BTd_local_ptr_part14 = pkf_patch[25] - pkf_patch[13];
  const auto BTd_local_ptr_part15 = pkf_patch[19] - pkf_patch[7];
  const auto BTd_local_ptr_part16 = pkf_patch[26] - pkf_patch[14];
  const auto BTd_local_ptr_part17 = pkf_patch[20] - pkf_patch[8];
  const auto BTd_local_ptr_part18 = pkf_patch[27] - pkf_patch[15];
  const auto BTd_local_ptr_part19 = pkf_patch[21] - pkf_patch[9];
  const auto BTd_local_ptr_part20 = pkf_patch[28] - pkf_patch[16];
  const auto BTd_local_ptr_part21 = pkf_patch[22] - pkf_patch[10];
  const auto BTd_local_ptr_part22 = pkf_patch[29] - pkf_patch[17];
  const auto BTd_local_ptr_part23 = pkf_patch[23] - pkf_patch[11];
  BTd_local_ptr[0] = pkf_patch[24] + (__float2half2_rn(0x1p+2f) * pkf_patch[0]) + (__float2half2_rn(-0x1.4p+2f) * pkf_patch[12]);
  BTd_local_ptr[1] = pkf_patch[25] + (__float2half2_rn(0x1p+2f) * pkf_patch[1]) + (__float2half2_rn(-0x1.4p+2f) * pkf_patch[13]);
  BTd_local_ptr[2] = pkf_patch[26] + (__float2half2_rn(0x1p+2f) * pkf_patch[2]) + (__float2half2_rn(-0x1.4p+2f) * pkf_patch[14]);
  BTd_local_ptr[3] = pkf_patch[27] + (__float2half2_rn(0x1p+2f) * pkf_patch[3]) + (__float2half2_rn(-0x1.4p+2f) * pkf_patch[15]);
  BTd_local_ptr[4] = pkf_patch[28] + (__float2half2_rn(0x1p+2f) * pkf_patch[4]) + (__float2half2_rn(-0x1.4p+2f) * pkf_patch[16]);
  BTd_local_ptr[5] = pkf_patch[29] + (__float2half2_rn(0x1p+2f) * pkf_patch[5]) + (__float2half2_rn(-0x1.4p+2f) * pkf_patch[17]);
  BTd_local_ptr[6] = BTd_local_ptr_part0 + BTd_local_ptr_part1;
  BTd_local_ptr[7] = BTd_local_ptr_part2 + BTd_local_ptr_part3;
  BTd_local_ptr[8] = BTd_local_ptr_part4 + BTd_local_ptr_part5;
  BTd_local_ptr[9] = BTd_local_ptr_part6 + BTd_local_ptr_part7;
  BTd_local_ptr[10] = BTd_local_ptr_part8 + BTd_local_ptr_part9;
  BTd_local_ptr[11] = BTd_local_ptr_part10 + BTd_local_ptr_part11;
  BTd_local_ptr[12] = BTd_local_ptr_part0 - BTd_local_ptr_part1;
  BTd_local_ptr[13] = BTd_local_ptr_part2 - BTd_local_ptr_part3;
  BTd_local_ptr[14] = BTd_local_ptr_part4 - BTd_local_ptr_part5;
  BTd_local_ptr[15] = BTd_local_ptr_part6 - BTd_local_ptr_part7;
  BTd_local_ptr[16] = BTd_local_ptr_part8 - BTd_local_ptr_part9;
  BTd_local_ptr[17] = BTd_local_ptr_part10 - BTd_local_ptr_part11;
  BTd_local_ptr[18] = BTd_local_ptr_part12 + (__float2half2_rn(0x1p+1f) * BTd_local_ptr_part13);
  BTd_local_ptr[19] = BTd_local_ptr_part14 + (__float2half2_rn(0x1p+1f) * BTd_local_ptr_part15);
  BTd_local_ptr[20] = BTd_local_ptr_part16 + (__float2half2_rn(0x1p+1f) * BTd_local_ptr_part17);
  BTd_local_ptr[21] = BTd_local_ptr_part18 + (__float2half2_rn(0x1p+1f) * BTd_local_ptr_part19);
  BTd_local_ptr[22] = BTd_local_ptr_part20 + (__float2half2_rn(0x1p+1f) * BTd_local_ptr_part21);
  BTd_local_ptr[23] = BTd_local_ptr_part22 + (__float2half2_rn(0x1p+1f) * BTd_local_ptr_part23);
  BTd_local_ptr[24] = BTd_local_ptr_part12 + (__float2half2_rn(-0x1p+1f) * BTd_local_ptr_part13);
  BTd_local_ptr[25] = BTd_local_ptr_part14 + (__float2half2_rn(-0x1p+1f) * BTd_local_ptr_part15);
  BTd_local_ptr[26] = BTd_local_ptr_part16 + (__float2half2_rn(-0x1p+1f) * BTd_local_ptr_part17);
  BTd_local_ptr[27] = BTd_local_ptr_part18 + (__float2half2_rn(-0x1p+1f) * BTd_local_ptr_part19);
  BTd_local_ptr[28] = BTd_local_ptr_part20 + (__float2half2_rn(-0x1p+1f) * BTd_local_ptr_part21);
  BTd_local_ptr[29] = BTd_local_ptr_part22 + (__float2half2_rn(-0x1p+1f) * BTd_local_ptr_part23);
  BTd_local_ptr[30] = pkf_patch[30] + (__float2half2_rn(0x1p+2f) * pkf_patch[6]) + (__float2half2_rn(-0x1.4p+2f) * pkf_patch[18]);
  BTd_local_ptr[31] = pkf_patch[31] + (__float2half2_rn(0x1p+2f) * pkf_patch[7]) + (__float2half2_rn(-0x1.4p+2f) * pkf_patch[19]);
  BTd_local_ptr[32] = pkf_patch[32] + (__float2half2_rn(0x1p+2f) * pkf_patch[8]) + (__float2half2_rn(-0x1.4p+2f) * pkf_patch[20]);
  BTd_local_ptr[33] = pkf_patch[33] + (__float2half2_rn(0x1p+2f) * pkf_patch[9]) + (__float2half2_rn(-0x1.4p+2f) * pkf_patch[21]);
  BTd_local_ptr[34] = pkf_patch[34] + (__float2half2_rn(0x1p+2f) * pkf_patch[10]) + (__float2half2_rn(-0x1.4p+2f) * pkf_patch[22]);
  BTd_local_ptr[35] = pkf_patch[35] + (__float2half2_rn(0x1p+2f) * pkf_patch[11]) + (__float2half2_rn(-0x1.4p+2f) * pkf_patch[23]);
  const auto V_acc_local_ptr_part0 = BTd_local_ptr[4] + (__float2half2_rn(-0x1p+2f) * BTd_local_ptr[2]);
  const auto V_acc_local_ptr_part1 = BTd_local_ptr[3] + (__float2half2_rn(-0x1p+2f) * BTd_local_ptr[1]);
  const auto V_acc_local_ptr_part2 = BTd_local_ptr[4] - BTd_local_ptr[2];
  const auto V_acc_local_ptr_part3 = BTd_local_ptr[3] - BTd_local_ptr[1];
  const auto V_acc_local_ptr_part4 = BTd_local_ptr[10] + (__float2half2_rn(-0x1p+2f) * BTd_local_ptr[8]);
  const auto V_acc_local_ptr_part5 = BTd_local_ptr[9] + (__float2half2_rn(-0x1p+2f) * BTd_local_ptr[7]);
  const auto V_acc_local_ptr_part6 = BTd_local_ptr[10] - BTd_local_ptr[8];
  const auto V_acc_local_ptr_part7 = BTd_local_ptr[9] - BTd_local_ptr[7];
  const auto V_acc_local_ptr_part8 = BTd_local_ptr[16] + (__float2half2_rn(-0x1p+2f) * BTd_local_ptr[14]);
  const auto V_acc_local_ptr_part9 = BTd_local_ptr[15] + (__float2half2_rn(-0x1p+2f) * BTd_local_ptr[13]);
  const auto V_acc_local_ptr_part10 = BTd_local_ptr[16] - BTd_local_ptr[14];
  const auto V_acc_local_ptr_part11 = BTd_local_ptr[15] - BTd_local_ptr[13];
  const auto V_acc_local_ptr_part12 = BTd_local_ptr[22] + (__float2half2_rn(-0x1p+2f) * BTd_local_ptr[20]);
  const auto V_acc_local_ptr_part13 = BTd_local_ptr[21] + (__float2half2_rn(-0x1p+2f) * BTd_local_ptr[19]);
  const auto V_acc_local_ptr_part14 = BTd_local_ptr[22] - BTd_local_ptr[20];
  const auto V_acc_local_ptr_part15 = BTd_local_ptr[21] - BTd_local_ptr[19];
  const auto V_acc_local_ptr_part16 = BTd_local_ptr[28] + (__float2half2_rn(-0x1p+2f) * BTd_local_ptr[26]);
  const auto V_acc_local_ptr_part17 = BTd_local_ptr[27] + (__float2half2_rn(-0x1p+2f) * BTd_local_ptr[25]);
  const auto V_acc_local_ptr_part18 = BTd_local_ptr[28] - BTd_local_ptr[26];
  const auto V_acc_local_ptr_part19 = BTd_local_ptr[27] - BTd_local_ptr[25];
  const auto V_acc_local_ptr_part20 = BTd_local_ptr[34] + (__float2half2_rn(-0x1p+2f) * BTd_local_ptr[32]);
  const auto V_acc_local_ptr_part21 = BTd_local_ptr[33] + (__float2half2_rn(-0x1p+2f) * BTd_local_ptr[31]);
  const auto V_acc_local_ptr_part22 = BTd_local_ptr[34] - BTd_local_ptr[32];
  const auto V_acc_local_ptr_part23 = BTd_local_ptr[33] - BTd_local_ptr[31];
  V_acc_local_ptr[0] = BTd_local_ptr[4] + (__float2half2_rn(0x1p+2f) * BTd_local_ptr[0]) + (__float2half2_rn(-0x1.4p+2f) * BTd_local_ptr[2]);
  V_acc_local_ptr[1] = V_acc_local_ptr_part0 + V_acc_local_ptr_part1;
  V_acc_local_ptr[2] = V_acc_local_ptr_part0 - V_acc_local_ptr_part1;
  V_acc_local_ptr[3] = V_acc_local_ptr_part2 + (__float2half2_rn(0x1p+1f) * V_acc_local_ptr_part3);
  V_acc_local_ptr[4] = V_acc_local_ptr_part2 + (__float2half2_rn(-0x1p+1f) * V_acc_local_ptr_part3);
  V_acc_local_ptr[5] = BTd_local_ptr[5] + (__float2half2_rn(0x1p+2f) * BTd_local_ptr[1]) + (__float2half2_rn(-0x1.4p+2f) * BTd_local_ptr[3]);
  V_acc_local_ptr[6] = BTd_local_ptr[10] + (__float2half2_rn(0x1p+2f) * BTd_local_ptr[6]) + (__float2half2_rn(-0x1.4p+2f) * BTd_local_ptr[8]);
  V_acc_local_ptr[7] = V_acc_local_ptr_part4 + V_acc_local_ptr_part5;
  V_acc_local_ptr[8] = V_acc_local_ptr_part4 - V_acc_local_ptr_part5;
  V_acc_local_ptr[9] = V_acc_local_ptr_part6 + (__float2half2_rn(0x1p+1f) * V_acc_local_ptr_part7);
  V_acc_local_ptr[10] = V_acc_local_ptr_part6 + (__float2half2_rn(-0x1p+1f) * V_acc_local_ptr_part7);
  V_acc_local_ptr[11] = BTd_local_ptr[11] + (__float2half2_rn(0x1p+2f) * BTd_local_ptr[7]) + (__float2half2_rn(-0x1.4p+2f) * BTd_local_ptr[9]);
  V_acc_local_ptr[12] = BTd_local_ptr[16] + (__float2half2_rn(0x1p+2f) * BTd_local_ptr[12]) + (__float2half2_rn(-0x1.4p+2f) * BTd_local_ptr[14]);
  V_acc_local_ptr[13] = V_acc_local_ptr_part8 + V_acc_local_ptr_part9;
  V_acc_local_ptr[14] = V_acc_local_ptr_part8 - V_acc_local_ptr_part9;
  V_acc_local_ptr[15] = V_acc_local_ptr_part10 + (__float2half2_rn(0x1p+1f) * V_acc_local_ptr_part11);
  V_acc_local_ptr[16] = V_acc_local_ptr_part10 + (__float2half2_rn(-0x1p+1f) * V_acc_local_ptr_part11);
  V_acc_local_ptr[17] = BTd_local_ptr[17] + (__float2half2_rn(0x1p+2f) * BTd_local_ptr[13]) + (__float2half2_rn(-0x1.4p+2f) * BTd_local_ptr[15]);
  V_acc_local_ptr[18] = BTd_local_ptr[22] + (__float2half2_rn(0x1p+2f) * BTd_local_ptr[18]) + (__float2half2_rn(-0x1.4p+2f) * BTd_local_ptr[20]);
  V_acc_local_ptr[19] = V_acc_local_ptr_part12 + V_acc_local_ptr_part13;
  V_acc_local_ptr[20] = V_acc_local_ptr_part12 - V_acc_local_ptr_part13;
  V_acc_local_ptr[21] = V_acc_local_ptr_part14 + (__float2half2_rn(0x1p+1f) * V_acc_local_ptr_part15);
  V_acc_local_ptr[22] = V_acc_local_ptr_part14 + (__float2half2_rn(-0x1p+1f) * V_acc_local_ptr_part15);
  V_acc_local_ptr[23] = BTd_local_ptr[23] + (__float2half2_rn(0x1p+2f) * BTd_local_ptr[19]) + (__float2half2_rn(-0x1.4p+2f) * BTd_local_ptr[21]);
  V_acc_local_ptr[24] = BTd_local_ptr[28] + (__float2half2_rn(0x1p+2f) * BTd_local_ptr[24]) + (__float2half2_rn(-0x1.4p+2f) * BTd_local_ptr[26]);
  V_acc_local_ptr[25] = V_acc_local_ptr_part16 + V_acc_local_ptr_part17;
  V_acc_local_ptr[26] = V_acc_local_ptr_part16 - V_acc_local_ptr_part17;
  V_acc_local_ptr[27] = V_acc_local_ptr_part18 + (__float2half2_rn(0x1p+1f) * V_acc_local_ptr_part19);
  V_acc_local_ptr[28] = V_acc_local_ptr_part18 + (__float2half2_rn(-0x1p+1f) * V_acc_local_ptr_part19);
  V_acc_local_ptr[29] = BTd_local_ptr[29] + (__float2half2_rn(0x1p+2f) * BTd_local_ptr[25]) + (__float2half2_rn(-0x1.4p+2f) * BTd_local_ptr[27]);
  V_acc_local_ptr[30] = BTd_local_ptr[34] + (__float2half2_rn(0x1p+2f) * BTd_local_ptr[30]) + (__float2half2_rn(-0x1.4p+2f) * BTd_local_ptr[32]);
  V_acc_local_ptr[31] = V_acc_local_ptr_part20 + V_acc_local_ptr_part21;
  V_acc_local_ptr[32] = V_acc_local_ptr_part20 - V_acc_local_ptr_part21;
  V_acc_local_ptr[33] = V_acc_local_ptr_part22 + (__float2half2_rn(0x1p+1f) * V_acc_local_ptr_part23);
  V_acc_local_ptr[34] = V_acc_local_ptr_part22 + (__float2half2_rn(-0x1p+1f) * V_acc_local_ptr_part23);
  V_acc_local_ptr[35] = BTd_local_ptr[35] + (__float2half2_rn(0x1p+2f) * BTd_local_ptr[31]) + (__float2half2_rn(-0x1.4p+2f) * BTd_local_ptr[33]);
  int cse_v37 = ((((2 * (pkf_group * 24 + pkf_tile) + ((int)(threadIdx.x >> 4)))) * 32) + ((int)threadIdx.x));
  *(half2*)(pkf_v_tile + 0 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[0];
  *(half2*)(pkf_v_tile + 1536 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[1];
  *(half2*)(pkf_v_tile + 3072 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[2];
  *(half2*)(pkf_v_tile + 4608 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[3];
  *(half2*)(pkf_v_tile + 6144 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[4];
  *(half2*)(pkf_v_tile + 7680 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[5];
  *(half2*)(pkf_v_tile + 9216 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[6];
  *(half2*)(pkf_v_tile + 10752 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[7];
  *(half2*)(pkf_v_tile + 12288 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[8];
  *(half2*)(pkf_v_tile + 13824 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[9];
  *(half2*)(pkf_v_tile + 15360 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[10];
  *(half2*)(pkf_v_tile + 16896 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[11];
  *(half2*)(pkf_v_tile + 18432 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[12];
  *(half2*)(pkf_v_tile + 19968 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[13];
  *(half2*)(pkf_v_tile + 21504 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[14];
  *(half2*)(pkf_v_tile + 23040 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[15];
  *(half2*)(pkf_v_tile + 24576 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[16];
  *(half2*)(pkf_v_tile + 26112 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[17];
  *(half2*)(pkf_v_tile + 27648 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[18];
  *(half2*)(pkf_v_tile + 29184 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[19];
  *(half2*)(pkf_v_tile + 30720 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[20];
  *(half2*)(pkf_v_tile + 32256 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[21];
  *(half2*)(pkf_v_tile + 33792 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[22];
  *(half2*)(pkf_v_tile + 35328 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[23];
  *(half2*)(pkf_v_tile + 36864 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[24];
  *(half2*)(pkf_v_tile + 38400 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[25];
  *(half2*)(pkf_v_tile + 39936 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[26];
  *(half2*)(pkf_v_tile + 41472 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[27];
  *(half2*)(pkf_v_tile + 43008 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[28];
  *(half2*)(pkf_v_tile + 44544 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[29];
  *(half2*)(pkf_v_tile + 46080 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[30];
  *(half2*)(pkf_v_tile + 47616 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[31];
  *(half2*)(pkf_v_tile + 49152 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[32];
  *(half2*)(pkf_v_tile + 50688 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[33];
  *(half2*)(pkf_v_tile + 52224 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[34];
  *(half2*)(pkf_v_tile + 53760 + pkf_v_offset(pkf_tile, 2 * pkf_lane)) = V_acc_local_ptr[35];
}
  };

  // BGEMM of this warp's positions: M(p) = V(p) U(p), 24 tiles x 32 k, 64 c; M(p) goes over V(p).
  auto pkf_bgemm = [&](int pkf_buffer) {
    #pragma unroll
    for (int s = 0; s < 3; ++s) {
      half* plane = pkf_buffers + pkf_buffer * 55296 + (pkf_warp + 12 * s) * 1536;
      #pragma unroll
      for (int mb = 0; mb < 2; ++mb) {
        // Rows past the group's last tile repeat it; their results are dropped.
        const int row = min(mb * 16 + (pkf_lane & 15), 23);
        unsigned a[4][4];
        #pragma unroll
        for (int ks = 0; ks < 4; ++ks) pkf_ldmatrix_x4(a[ks], plane + pkf_v_offset(row, ks * 16 + (pkf_lane >> 4) * 8));
        unsigned acc[4][2] = {};  // fp16 sums (--accum fp16), half2 registers: row lane / 4 and row lane / 4 + 8
        #pragma unroll
        for (int ks = 0; ks < 4; ++ks)
          #pragma unroll
          for (int nb = 0; nb < 4; ++nb) pkf_mma_16816_f16(acc[nb], a[ks], pkf_u[s][ks][nb][0], pkf_u[s][ks][nb][1]);
        // M rows [16 mb, 16 mb + 16) take V rows [8 mb, 8 mb + 8), which every lane of the warp has read.
        __syncwarp();
        #pragma unroll
        for (int nb = 0; nb < 4; ++nb) {
          const int tile = mb * 16 + (pkf_lane >> 2), k = nb * 8 + (pkf_lane & 3) * 2;
          if (tile < 24) *(unsigned*)(plane + pkf_m_offset(tile, k)) = acc[nb][0];
          if (tile + 8 < 24) *(unsigned*)(plane + pkf_m_offset(tile + 8, k)) = acc[nb][1];
        }
      }
    }
  };

  pkf_itrans(pkf_pair, 0, pkf_warp);
  pkf_itrans(pkf_pair, 0, pkf_warp + 12);
  __syncthreads();
  int pkf_buffer = 0;
  for (int pkf_group = pkf_pair; pkf_group < 131; pkf_group += pkf_pairs, pkf_buffer ^= 1) {
    const int pkf_next = pkf_group + pkf_pairs;
    // The input rows of the group after next into L2, so that its ITrans loads do not wait for DRAM.
    if (pkf_thread == 0 && pkf_k_half == 0) prefetch_input_rows_l2(x_ptr, (pkf_next + pkf_pairs) * 24, 24, 224, 224, 64);
    // The first part of the next group's ITrans; the other buffer's M was read before the last barrier.
    auto pkf_next_itrans = [&]() {
      pkf_itrans(pkf_next, pkf_buffer ^ 1, pkf_warp);
    };
    // Warps 4-7 run their BGEMM first, the others their ITrans part, so that each scheduler (warps j, j + 4,
    // j + 8) has Tensor Core and half2 work at the same time.
    if ((pkf_warp >> 2) & 1) {
      pkf_bgemm(pkf_buffer);
      pkf_next_itrans();
    } else {
      pkf_next_itrans();
      pkf_bgemm(pkf_buffer);
    }
    __syncthreads();  // this group's M, and the first part of the next group's V, are complete
    pkf_itrans(pkf_next, pkf_buffer ^ 1, pkf_warp + 12);
    // OTrans of this group for this block's 32 output channels: task = (tile, output channel pair).
    half* pkf_m_tile = pkf_buffers + pkf_buffer * 55296;
    // One task per thread of warps 0-11: straight code,
    // not a loop over tasks whose per-thread bounds the compiler cannot see are the same across a warp (2-4 %).
    {
      const int pkf_otrans_task = pkf_thread;
      if (pkf_group * 24 + (pkf_otrans_task >> 4) < 3136) {
  alignas(64) half2 ATM_local_ptr[24];
  alignas(64) half2 Y_tile_local_ptr[16];
  int cse_v1 = (((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256));
  int cse_v2 = ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256)) + 1204224);
  int cse_v3 = ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256)) + 2408448);
  int cse_v4 = ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256)) + 3612672);
  int cse_v5 = ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256)) + 4816896);
  int cse_v6 = ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256)) + 1404928);
  int cse_v7 = ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256)) + 2609152);
  int cse_v8 = ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256)) + 3813376);
  int cse_v9 = ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256)) + 5017600);
  int cse_v10 = ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256)) + 1605632);
  int cse_v11 = ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256)) + 2809856);
  int cse_v12 = ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256)) + 4014080);
  int cse_v13 = ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256)) + 5218304);
  int cse_v14 = ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256)) + 1806336);
  int cse_v15 = ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256)) + 3010560);
  int cse_v16 = ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256)) + 4214784);
  int cse_v17 = ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256)) + 5419008);
  int cse_v18 = ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256)) + 2007040);
  int cse_v19 = ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256)) + 3211264);
  int cse_v20 = ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256)) + 4415488);
  int cse_v21 = ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256)) + 5619712);
  int cse_v22 = ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256)) + 2207744);
  int cse_v23 = ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256)) + 3411968);
  int cse_v24 = ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256)) + 4616192);
  int cse_v25 = ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256)) + 5820416);
  const auto ATM_local_ptr_pair0 = (*(half2*)(pkf_m_tile + ((9216 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) + (*(half2*)(pkf_m_tile + ((18432 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32)))));
  const auto ATM_local_ptr_pair1 = (*(half2*)(pkf_m_tile + ((9216 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) - (*(half2*)(pkf_m_tile + ((18432 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32)))));
  const auto ATM_local_ptr_pair2 = (*(half2*)(pkf_m_tile + ((27648 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) + (*(half2*)(pkf_m_tile + ((36864 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32)))));
  const auto ATM_local_ptr_pair3 = (*(half2*)(pkf_m_tile + ((27648 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) - (*(half2*)(pkf_m_tile + ((36864 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32)))));
  const auto ATM_local_ptr_pair4 = (*(half2*)(pkf_m_tile + ((10752 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) + (*(half2*)(pkf_m_tile + ((19968 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32)))));
  const auto ATM_local_ptr_pair5 = (*(half2*)(pkf_m_tile + ((10752 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) - (*(half2*)(pkf_m_tile + ((19968 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32)))));
  const auto ATM_local_ptr_pair6 = (*(half2*)(pkf_m_tile + ((29184 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) + (*(half2*)(pkf_m_tile + ((38400 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32)))));
  const auto ATM_local_ptr_pair7 = (*(half2*)(pkf_m_tile + ((29184 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) - (*(half2*)(pkf_m_tile + ((38400 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32)))));
  const auto ATM_local_ptr_pair8 = (*(half2*)(pkf_m_tile + ((12288 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) + (*(half2*)(pkf_m_tile + ((21504 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32)))));
  const auto ATM_local_ptr_pair9 = (*(half2*)(pkf_m_tile + ((12288 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) - (*(half2*)(pkf_m_tile + ((21504 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32)))));
  const auto ATM_local_ptr_pair10 = (*(half2*)(pkf_m_tile + ((30720 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) + (*(half2*)(pkf_m_tile + ((39936 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32)))));
  const auto ATM_local_ptr_pair11 = (*(half2*)(pkf_m_tile + ((30720 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) - (*(half2*)(pkf_m_tile + ((39936 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32)))));
  const auto ATM_local_ptr_pair12 = (*(half2*)(pkf_m_tile + ((13824 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) + (*(half2*)(pkf_m_tile + ((23040 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32)))));
  const auto ATM_local_ptr_pair13 = (*(half2*)(pkf_m_tile + ((13824 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) - (*(half2*)(pkf_m_tile + ((23040 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32)))));
  const auto ATM_local_ptr_pair14 = (*(half2*)(pkf_m_tile + ((32256 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) + (*(half2*)(pkf_m_tile + ((41472 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32)))));
  const auto ATM_local_ptr_pair15 = (*(half2*)(pkf_m_tile + ((32256 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) - (*(half2*)(pkf_m_tile + ((41472 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32)))));
  const auto ATM_local_ptr_pair16 = (*(half2*)(pkf_m_tile + ((15360 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) + (*(half2*)(pkf_m_tile + ((24576 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32)))));
  const auto ATM_local_ptr_pair17 = (*(half2*)(pkf_m_tile + ((15360 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) - (*(half2*)(pkf_m_tile + ((24576 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32)))));
  const auto ATM_local_ptr_pair18 = (*(half2*)(pkf_m_tile + ((33792 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) + (*(half2*)(pkf_m_tile + ((43008 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32)))));
  const auto ATM_local_ptr_pair19 = (*(half2*)(pkf_m_tile + ((33792 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) - (*(half2*)(pkf_m_tile + ((43008 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32)))));
  const auto ATM_local_ptr_pair20 = (*(half2*)(pkf_m_tile + ((16896 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) + (*(half2*)(pkf_m_tile + ((26112 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32)))));
  const auto ATM_local_ptr_pair21 = (*(half2*)(pkf_m_tile + ((16896 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) - (*(half2*)(pkf_m_tile + ((26112 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32)))));
  const auto ATM_local_ptr_pair22 = (*(half2*)(pkf_m_tile + ((35328 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) + (*(half2*)(pkf_m_tile + ((44544 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32)))));
  const auto ATM_local_ptr_pair23 = (*(half2*)(pkf_m_tile + ((35328 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) - (*(half2*)(pkf_m_tile + ((44544 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32)))));
  ATM_local_ptr[0] = (*(half2*)(pkf_m_tile + ((0 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) + ATM_local_ptr_pair0 + ATM_local_ptr_pair2;
  ATM_local_ptr[1] = (*(half2*)(pkf_m_tile + ((1536 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) + ATM_local_ptr_pair4 + ATM_local_ptr_pair6;
  ATM_local_ptr[2] = (*(half2*)(pkf_m_tile + ((3072 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) + ATM_local_ptr_pair8 + ATM_local_ptr_pair10;
  ATM_local_ptr[3] = (*(half2*)(pkf_m_tile + ((4608 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) + ATM_local_ptr_pair12 + ATM_local_ptr_pair14;
  ATM_local_ptr[4] = (*(half2*)(pkf_m_tile + ((6144 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) + ATM_local_ptr_pair16 + ATM_local_ptr_pair18;
  ATM_local_ptr[5] = (*(half2*)(pkf_m_tile + ((7680 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) + ATM_local_ptr_pair20 + ATM_local_ptr_pair22;
  ATM_local_ptr[6] = ATM_local_ptr_pair1 + (__float2half2_rn(0x1p+1f) * ATM_local_ptr_pair3);
  ATM_local_ptr[7] = ATM_local_ptr_pair5 + (__float2half2_rn(0x1p+1f) * ATM_local_ptr_pair7);
  ATM_local_ptr[8] = ATM_local_ptr_pair9 + (__float2half2_rn(0x1p+1f) * ATM_local_ptr_pair11);
  ATM_local_ptr[9] = ATM_local_ptr_pair13 + (__float2half2_rn(0x1p+1f) * ATM_local_ptr_pair15);
  ATM_local_ptr[10] = ATM_local_ptr_pair17 + (__float2half2_rn(0x1p+1f) * ATM_local_ptr_pair19);
  ATM_local_ptr[11] = ATM_local_ptr_pair21 + (__float2half2_rn(0x1p+1f) * ATM_local_ptr_pair23);
  ATM_local_ptr[12] = ATM_local_ptr_pair0 + (__float2half2_rn(0x1p+2f) * ATM_local_ptr_pair2);
  ATM_local_ptr[13] = ATM_local_ptr_pair4 + (__float2half2_rn(0x1p+2f) * ATM_local_ptr_pair6);
  ATM_local_ptr[14] = ATM_local_ptr_pair8 + (__float2half2_rn(0x1p+2f) * ATM_local_ptr_pair10);
  ATM_local_ptr[15] = ATM_local_ptr_pair12 + (__float2half2_rn(0x1p+2f) * ATM_local_ptr_pair14);
  ATM_local_ptr[16] = ATM_local_ptr_pair16 + (__float2half2_rn(0x1p+2f) * ATM_local_ptr_pair18);
  ATM_local_ptr[17] = ATM_local_ptr_pair20 + (__float2half2_rn(0x1p+2f) * ATM_local_ptr_pair22);
  ATM_local_ptr[18] = (*(half2*)(pkf_m_tile + ((46080 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) + ATM_local_ptr_pair1 + (__float2half2_rn(0x1p+3f) * ATM_local_ptr_pair3);
  ATM_local_ptr[19] = (*(half2*)(pkf_m_tile + ((47616 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) + ATM_local_ptr_pair5 + (__float2half2_rn(0x1p+3f) * ATM_local_ptr_pair7);
  ATM_local_ptr[20] = (*(half2*)(pkf_m_tile + ((49152 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) + ATM_local_ptr_pair9 + (__float2half2_rn(0x1p+3f) * ATM_local_ptr_pair11);
  ATM_local_ptr[21] = (*(half2*)(pkf_m_tile + ((50688 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) + ATM_local_ptr_pair13 + (__float2half2_rn(0x1p+3f) * ATM_local_ptr_pair15);
  ATM_local_ptr[22] = (*(half2*)(pkf_m_tile + ((52224 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) + ATM_local_ptr_pair17 + (__float2half2_rn(0x1p+3f) * ATM_local_ptr_pair19);
  ATM_local_ptr[23] = (*(half2*)(pkf_m_tile + ((53760 + ((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) / 200704 * 1536 + pkf_m_offset((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) / 64 - pkf_group * 24, (((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) * 256) + (((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256))) % 200704) % 64 - pkf_k_half * 32))))) + ATM_local_ptr_pair21 + (__float2half2_rn(0x1p+3f) * ATM_local_ptr_pair23);
  const auto Y_tile_local_ptr_pair0 = ATM_local_ptr[1] + ATM_local_ptr[2];
  const auto Y_tile_local_ptr_pair1 = ATM_local_ptr[1] - ATM_local_ptr[2];
  const auto Y_tile_local_ptr_pair2 = ATM_local_ptr[3] + ATM_local_ptr[4];
  const auto Y_tile_local_ptr_pair3 = ATM_local_ptr[3] - ATM_local_ptr[4];
  const auto Y_tile_local_ptr_pair4 = ATM_local_ptr[7] + ATM_local_ptr[8];
  const auto Y_tile_local_ptr_pair5 = ATM_local_ptr[7] - ATM_local_ptr[8];
  const auto Y_tile_local_ptr_pair6 = ATM_local_ptr[9] + ATM_local_ptr[10];
  const auto Y_tile_local_ptr_pair7 = ATM_local_ptr[9] - ATM_local_ptr[10];
  const auto Y_tile_local_ptr_pair8 = ATM_local_ptr[13] + ATM_local_ptr[14];
  const auto Y_tile_local_ptr_pair9 = ATM_local_ptr[13] - ATM_local_ptr[14];
  const auto Y_tile_local_ptr_pair10 = ATM_local_ptr[15] + ATM_local_ptr[16];
  const auto Y_tile_local_ptr_pair11 = ATM_local_ptr[15] - ATM_local_ptr[16];
  const auto Y_tile_local_ptr_pair12 = ATM_local_ptr[19] + ATM_local_ptr[20];
  const auto Y_tile_local_ptr_pair13 = ATM_local_ptr[19] - ATM_local_ptr[20];
  const auto Y_tile_local_ptr_pair14 = ATM_local_ptr[21] + ATM_local_ptr[22];
  const auto Y_tile_local_ptr_pair15 = ATM_local_ptr[21] - ATM_local_ptr[22];
  Y_tile_local_ptr[0] = ATM_local_ptr[0] + Y_tile_local_ptr_pair0 + Y_tile_local_ptr_pair2;
  Y_tile_local_ptr[1] = Y_tile_local_ptr_pair1 + (__float2half2_rn(0x1p+1f) * Y_tile_local_ptr_pair3);
  Y_tile_local_ptr[2] = Y_tile_local_ptr_pair0 + (__float2half2_rn(0x1p+2f) * Y_tile_local_ptr_pair2);
  Y_tile_local_ptr[3] = ATM_local_ptr[5] + Y_tile_local_ptr_pair1 + (__float2half2_rn(0x1p+3f) * Y_tile_local_ptr_pair3);
  Y_tile_local_ptr[4] = ATM_local_ptr[6] + Y_tile_local_ptr_pair4 + Y_tile_local_ptr_pair6;
  Y_tile_local_ptr[5] = Y_tile_local_ptr_pair5 + (__float2half2_rn(0x1p+1f) * Y_tile_local_ptr_pair7);
  Y_tile_local_ptr[6] = Y_tile_local_ptr_pair4 + (__float2half2_rn(0x1p+2f) * Y_tile_local_ptr_pair6);
  Y_tile_local_ptr[7] = ATM_local_ptr[11] + Y_tile_local_ptr_pair5 + (__float2half2_rn(0x1p+3f) * Y_tile_local_ptr_pair7);
  Y_tile_local_ptr[8] = ATM_local_ptr[12] + Y_tile_local_ptr_pair8 + Y_tile_local_ptr_pair10;
  Y_tile_local_ptr[9] = Y_tile_local_ptr_pair9 + (__float2half2_rn(0x1p+1f) * Y_tile_local_ptr_pair11);
  Y_tile_local_ptr[10] = Y_tile_local_ptr_pair8 + (__float2half2_rn(0x1p+2f) * Y_tile_local_ptr_pair10);
  Y_tile_local_ptr[11] = ATM_local_ptr[17] + Y_tile_local_ptr_pair9 + (__float2half2_rn(0x1p+3f) * Y_tile_local_ptr_pair11);
  Y_tile_local_ptr[12] = ATM_local_ptr[18] + Y_tile_local_ptr_pair12 + Y_tile_local_ptr_pair14;
  Y_tile_local_ptr[13] = Y_tile_local_ptr_pair13 + (__float2half2_rn(0x1p+1f) * Y_tile_local_ptr_pair15);
  Y_tile_local_ptr[14] = Y_tile_local_ptr_pair12 + (__float2half2_rn(0x1p+2f) * Y_tile_local_ptr_pair14);
  Y_tile_local_ptr[15] = ATM_local_ptr[23] + Y_tile_local_ptr_pair13 + (__float2half2_rn(0x1p+3f) * Y_tile_local_ptr_pair15);
  int cse_v26 = ((((((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) / 14) * 57344) + (((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) / 256) % 14) * 1024)) + (((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256) >> 6) * 256)) + ((((pkf_group * 24 + (pkf_otrans_task >> 4)) * 64 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) % 256) & 63));
  *(half2*)(y_ptr + (((pkf_group * 24 + (pkf_otrans_task >> 4)) / 56) * 57344 + ((pkf_group * 24 + (pkf_otrans_task >> 4)) % 56) * 256 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) + 0) = Y_tile_local_ptr[0];
  *(half2*)(y_ptr + (((pkf_group * 24 + (pkf_otrans_task >> 4)) / 56) * 57344 + ((pkf_group * 24 + (pkf_otrans_task >> 4)) % 56) * 256 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) + 64) = Y_tile_local_ptr[1];
  *(half2*)(y_ptr + (((pkf_group * 24 + (pkf_otrans_task >> 4)) / 56) * 57344 + ((pkf_group * 24 + (pkf_otrans_task >> 4)) % 56) * 256 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) + 128) = Y_tile_local_ptr[2];
  *(half2*)(y_ptr + (((pkf_group * 24 + (pkf_otrans_task >> 4)) / 56) * 57344 + ((pkf_group * 24 + (pkf_otrans_task >> 4)) % 56) * 256 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) + 192) = Y_tile_local_ptr[3];
  *(half2*)(y_ptr + (((pkf_group * 24 + (pkf_otrans_task >> 4)) / 56) * 57344 + ((pkf_group * 24 + (pkf_otrans_task >> 4)) % 56) * 256 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) + 14336) = Y_tile_local_ptr[4];
  *(half2*)(y_ptr + (((pkf_group * 24 + (pkf_otrans_task >> 4)) / 56) * 57344 + ((pkf_group * 24 + (pkf_otrans_task >> 4)) % 56) * 256 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) + 14400) = Y_tile_local_ptr[5];
  *(half2*)(y_ptr + (((pkf_group * 24 + (pkf_otrans_task >> 4)) / 56) * 57344 + ((pkf_group * 24 + (pkf_otrans_task >> 4)) % 56) * 256 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) + 14464) = Y_tile_local_ptr[6];
  *(half2*)(y_ptr + (((pkf_group * 24 + (pkf_otrans_task >> 4)) / 56) * 57344 + ((pkf_group * 24 + (pkf_otrans_task >> 4)) % 56) * 256 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) + 14528) = Y_tile_local_ptr[7];
  *(half2*)(y_ptr + (((pkf_group * 24 + (pkf_otrans_task >> 4)) / 56) * 57344 + ((pkf_group * 24 + (pkf_otrans_task >> 4)) % 56) * 256 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) + 28672) = Y_tile_local_ptr[8];
  *(half2*)(y_ptr + (((pkf_group * 24 + (pkf_otrans_task >> 4)) / 56) * 57344 + ((pkf_group * 24 + (pkf_otrans_task >> 4)) % 56) * 256 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) + 28736) = Y_tile_local_ptr[9];
  *(half2*)(y_ptr + (((pkf_group * 24 + (pkf_otrans_task >> 4)) / 56) * 57344 + ((pkf_group * 24 + (pkf_otrans_task >> 4)) % 56) * 256 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) + 28800) = Y_tile_local_ptr[10];
  *(half2*)(y_ptr + (((pkf_group * 24 + (pkf_otrans_task >> 4)) / 56) * 57344 + ((pkf_group * 24 + (pkf_otrans_task >> 4)) % 56) * 256 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) + 28864) = Y_tile_local_ptr[11];
  *(half2*)(y_ptr + (((pkf_group * 24 + (pkf_otrans_task >> 4)) / 56) * 57344 + ((pkf_group * 24 + (pkf_otrans_task >> 4)) % 56) * 256 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) + 43008) = Y_tile_local_ptr[12];
  *(half2*)(y_ptr + (((pkf_group * 24 + (pkf_otrans_task >> 4)) / 56) * 57344 + ((pkf_group * 24 + (pkf_otrans_task >> 4)) % 56) * 256 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) + 43072) = Y_tile_local_ptr[13];
  *(half2*)(y_ptr + (((pkf_group * 24 + (pkf_otrans_task >> 4)) / 56) * 57344 + ((pkf_group * 24 + (pkf_otrans_task >> 4)) % 56) * 256 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) + 43136) = Y_tile_local_ptr[14];
  *(half2*)(y_ptr + (((pkf_group * 24 + (pkf_otrans_task >> 4)) / 56) * 57344 + ((pkf_group * 24 + (pkf_otrans_task >> 4)) % 56) * 256 + pkf_k_half * 32 + 2 * (pkf_otrans_task & 15)) + 43200) = Y_tile_local_ptr[15];
}
    }
    __syncthreads();  // M is read before this buffer takes V again; the next group's V is complete
  }
}