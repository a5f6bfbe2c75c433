// Device functions of each linkage, all inlined into the kernel
// (flags.test, --keep-device-functions).
__device__ float external(float x) { return x * 3.0f; }
inline __device__ float inlined(float x) { return x + 1.0f; }
template <class T> __device__ T instantiated(T x) { return x - 1; }
static __device__ float internal(float x) { return x * x; }
__global__ void kernel(float *a) {
  a[0] = external(a[1]) + inlined(a[2]) + instantiated(a[3]) + internal(a[4]);
}
