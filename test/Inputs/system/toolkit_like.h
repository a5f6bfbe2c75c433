// A system header in the style of the CUDA toolkit's: curand_kernel.h defines
// __host__ inline helpers that return __constant__ tables, and CCCL's
// templates cast with static_cast from void *, written for plain pointers.
// The qualifier keywords are not visible here (system headers); the types
// come from the variables' specifiers and from template arguments.
#pragma GCC system_header

__constant__ double precalc_table[9];

__host__ inline double *host_table() { return precalc_table; }
__device__ inline double *device_table() { return precalc_table; }
__host__ __device__ inline double *either_table() { return precalc_table; }

template <class T> __host__ __device__ T *from_void(void *p) {
  return static_cast<T *>(p);
}
template <class T, class U> __host__ __device__ T *retype(U *p) {
  return reinterpret_cast<T *>(p);
}
template <class T> __host__ __device__ T read(T *p) { return *p; }
template <class T> __device__ T device_read(T *p) { return *p; }
