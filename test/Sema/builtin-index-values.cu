// The value of a builtin index variable has the vector type nvcc declares it
// with: `auto t = threadIdx;` is a uint3 (blockDim and gridDim: dim3), and a
// template taking `T` by value deduces it, and a variable declared
// `decltype(threadIdx)` is one, as under nvcc: decltype of the variable
// named alone is `const uint3` (`const dim3`), also as a function's return
// type and a template argument. Clang's header
// declares the variables with types of its own whose copy is deleted, so
// upstream rejects them (CUDA-Tutorial's CodeSamples, 03_GridConfiguration:
// `const auto tID = threadIdx;`). References keep the header's type.
// REQUIRES: cuda-toolkit
// RUN: %scale_cxx -x cuda --cuda-gpu-arch=sm_90 -fsyntax-only %s -Xclang -verify
// RUN: not %scale_cxx -x cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only %s -fno-scale-addrspaces 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// UPSTREAM: error: call to deleted constructor of 'const __cuda_builtin_threadIdx_t'
// The copies read the special registers.
// RUN: %scale_cxx -x cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S %s -o - | FileCheck %s
// CHECK-LABEL: .entry _Z5storePj(
// CHECK-DAG: mov.u32 %r{{[0-9]+}}, %tid.y;
// CHECK-DAG: mov.u32 %r{{[0-9]+}}, %nctaid.z;
// expected-no-diagnostics

#include <type_traits>

template <class T> __device__ unsigned first(T v) { return v.x; }
template <class T> __device__ T copyOf(const T v) { return v; }
template <class T> __device__ unsigned viaReference(const T &v) { return v.x; }

__global__ void kernel(unsigned *out) {
  const auto tid = threadIdx;
  auto block = blockIdx;
  auto dims = blockDim;
  const auto grid = gridDim;
  static_assert(std::is_same<decltype(tid), const uint3>::value, "");
  static_assert(std::is_same<decltype(block), uint3>::value, "");
  static_assert(std::is_same<decltype(dims), dim3>::value, "");
  static_assert(std::is_same<decltype(grid), const dim3>::value, "");
  static_assert(std::is_same<decltype(copyOf(threadIdx)), uint3>::value, "");
  static_assert(std::is_same<decltype(copyOf(gridDim)), dim3>::value, "");
  decltype(threadIdx) declared = threadIdx;
  static_assert(std::is_same<decltype(declared), const uint3>::value, "");
  auto &reference = threadIdx;
  static_assert(
      std::is_same<decltype(reference), const __cuda_builtin_threadIdx_t &>::value, "");
  out[tid.x] = block.x + dims.x + grid.x + first(threadIdx) + first(blockDim) +
               viaReference(blockIdx) + reference.x;
}

__global__ void store(unsigned *out) {
  auto t = threadIdx;
  auto g = gridDim;
  out[0] = t.y + g.z;
}

// In a template, the variable is retyped where the instantiation checks it.
template <class T> __global__ void indexed(T *out) {
  decltype(blockIdx) block = blockIdx;
  static_assert(std::is_same<decltype(block), const uint3>::value, "");
  out[0] = block.x;
}
template __global__ void indexed<unsigned>(unsigned *);

// decltype of the variable named alone is its value type, wherever written.
static_assert(std::is_same<decltype(threadIdx), const uint3>::value, "");
static_assert(std::is_same<decltype(gridDim), const dim3>::value, "");
static_assert(std::is_same<decltype(threadIdx.x), unsigned>::value, "");
static_assert(
    std::is_same<decltype((threadIdx)), const __cuda_builtin_threadIdx_t &>::value, "");
template <class T> struct Holder { T value; };
__device__ decltype(threadIdx) where() { return threadIdx; }
__device__ unsigned sum(decltype(blockDim) d) { return d.x + d.y + d.z; }
__global__ void declared(unsigned *out) {
  __typeof__(threadIdx) typed = threadIdx;
  static_assert(std::is_same<decltype(typed), const uint3>::value, "");
  Holder<decltype(blockDim)> held{blockDim};
  using Index = decltype(blockIdx);
  Index block = blockIdx;
  out[0] = first<decltype(threadIdx)>(threadIdx) + where().y + held.value.x +
           sum(blockDim) + block.z + typed.x;
}
