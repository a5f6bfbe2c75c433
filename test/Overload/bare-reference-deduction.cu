// A reference to a bare type parameter (`T &`, `const T &`, `T &&`) bound in
// device code to an object in a named space deduces T without the space, as
// `const T &` deduces T without `const`; the reference is generic and binds
// through the device-context conversion named -> generic. CUDA code compares
// what such a T deduces with unqualified types: CuTe's
// `static const __device__ Underscore _;`, passed to
// `make_coord(Ts const &...)`, must give `tuple<Underscore, ...>` for
// `has_underscore` to see the slice (CUTLASS's Hopper GEMMs did not compile).
// So does a reference to an array of one, `T (&)[N]`: moderngpu's
// `cta_merge_from_mem(..., type_t (&keys_shared)[S])` returns a
// `merge_pair_t<type_t, vt>` that its caller names with the unqualified
// type.
// `__AS(AS) T &` still deduces the space, a pointer pattern `T *` still
// deduces `T = __device int`, and host code keeps the space (where the
// conversion to generic does not exist).
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -S -emit-llvm -O1 -o - %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only %s | FileCheck %s
// expected-no-diagnostics

#include <spec/cuda/Addrspace.hpp>
#include <type_traits>

struct Underscore {};
static const __device__ Underscore _;
__device__ int deviceInt;
__constant__ float constantTable[4];

// What T deduces, whole: a by-value `T` return would drop the space.
template <class T> struct Id {};
template <class... Ts> struct Tuple {};
template <class... Ts> __host__ __device__ Tuple<Ts...> makeCoord(Ts const &...);
template <class T> __host__ __device__ Id<T> byConstRef(T const &);
template <class T> __host__ __device__ T &byRef(T &object) { return object; }
template <class T> __host__ __device__ Id<T> byForwarding(T &&);
template <class T> __host__ __device__ Id<T> byPointer(T *);
template <class T, int N> __host__ __device__ Id<T> byArray(T (&)[N]);
template <class T, int N> __host__ __device__ Id<T> byConstArray(const T (&)[N]);
template <class T, int N, int M> __host__ __device__ Id<T> byMatrix(T (&)[N][M]);
template <class T, int N> __host__ __device__ T &element(T (&tile)[N], int i) {
  return tile[i];
}
template <class T, sp::AddressSpace AS>
__host__ __device__ std::integral_constant<sp::AddressSpace, AS> spaceOf(__AS(AS) T &);

template <class T> struct IsUnderscore : std::false_type {};
template <> struct IsUnderscore<Id<Underscore>> : std::true_type {};

__global__ void kernel(int *out) {
  __shared__ float sharedTile[16];
  static_assert(std::is_same_v<decltype(makeCoord(_, 1)), Tuple<Underscore, int>>);
  static_assert(IsUnderscore<decltype(byConstRef(_))>::value);
  static_assert(std::is_same_v<decltype(byRef(deviceInt)), int &>);
  static_assert(std::is_same_v<decltype(byRef(sharedTile)), float (&)[16]>);
  static_assert(std::is_same_v<decltype(byConstRef(constantTable[1])), Id<float>>);
  static_assert(std::is_same_v<decltype(byForwarding(deviceInt)), Id<int &>>);
  static_assert(std::is_same_v<decltype(byPointer(&deviceInt)), Id<__device int>>);
  __shared__ int sharedMatrix[4][8];
  static_assert(std::is_same_v<decltype(byArray(sharedTile)), Id<float>>);
  static_assert(std::is_same_v<decltype(byConstArray(sharedTile)), Id<float>>);
  static_assert(std::is_same_v<decltype(byMatrix(sharedMatrix)), Id<int>>);
  static_assert(std::is_same_v<decltype(byPointer(sharedTile)), Id<__shared float>>);
  static_assert(decltype(spaceOf(deviceInt))::value == sp::AddressSpace::DEVICE);
  static_assert(decltype(spaceOf(sharedTile))::value == sp::AddressSpace::SHARED);
  // The generic reference reaches the object.
  byRef(deviceInt) = out[0];
  byRef(sharedTile)[threadIdx.x] = 1.0f;
  element(sharedTile, threadIdx.x + 1) = 2.0f;
  out[1] = byRef(deviceInt) + (int)sharedTile[0];
}

// A __host__ __device__ function: device rules in the device compilation.
__host__ __device__ bool sliced() {
#ifdef __CUDA_ARCH__
  return IsUnderscore<decltype(byConstRef(_))>::value;
#else
  return true;
#endif
}

// Host code: the space stays in T (cudaMemcpyToSymbol(const T &symbol, ...)).
void host() {
  static_assert(std::is_same_v<decltype(byConstRef(deviceInt)), Id<__device int>>);
}

// CHECK-LABEL: define {{.*}}@_Z6kernelPi(
// CHECK: store i32 %{{.*}}, ptr addrspace(1) @deviceInt
// CHECK: store float 1.000000e+00, ptr addrspace(3)
// CHECK: store float 2.000000e+00, ptr addrspace(3)
