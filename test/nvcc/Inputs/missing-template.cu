// flashinfer's vec_dtypes.cuh, reduced: a member template of a dependent
// class called without `template`, which nvcc accepts in device code.
#include <cstdio>
#include <cuda_fp16.h>

template <typename D, typename S> struct vec_cast {
  template <size_t N> __device__ static void cast(D *d, const S *s) {
    for (size_t i = 0; i < N; ++i)
      d[i] = (D)s[i];
  }
};
template <> struct vec_cast<float, half> {
  template <size_t N> __device__ static void cast(float *d, const half *s) {
    for (size_t i = 0; i < N; ++i)
      d[i] = 2.0f * __half2float(s[i]);
  }
};
template <typename T, size_t N> struct vec_t {
  T data[N];
  __device__ T *ptr() { return data; }
};
template <typename S, typename D, size_t N>
__device__ void cast_from_impl(vec_t<D, N> &dst, const vec_t<S, N> &src) {
  vec_cast<D, S>::cast<N>(dst.ptr(), const_cast<vec_t<S, N> *>(&src)->ptr());
}

__global__ void convert(float *out, const half *in) {
  vec_t<half, 4> h;
  for (int i = 0; i < 4; ++i)
    h.data[i] = in[i];
  vec_t<float, 4> f;
  cast_from_impl(f, h);
  for (int i = 0; i < 4; ++i)
    out[i] = f.data[i];
}
