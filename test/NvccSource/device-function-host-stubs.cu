// nvcc's host compilation keeps each non-inline __device__ function with
// external linkage as a host function whose body ends the program, so host
// code of another file that names it links (darknet's gemm.c calls
// im2col_kernels.cu's `extern "C" __device__` transpose function). Under
// __NVCC__ the host side gets such a stub, whose body traps; functions
// nothing can link to (static, inline, constexpr, templates), members, and
// those with a host function of the same name and type get none. Without
// __NVCC__ (scale-clang++), with the extension off, and on the device side
// the output is Clang's.
// RUN: %scale_cxx %hermetic_cuda -std=c++17 --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ -S -emit-llvm %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: FileCheck %s --check-prefix=SKIPPED < %t.ll
// RUN: %scale_cxx %hermetic_cuda -std=c++17 --cuda-gpu-arch=sm_90 --cuda-host-only -S -emit-llvm %s -o - | FileCheck %s --check-prefix=NONE
// RUN: %scale_cxx %hermetic_cuda -std=c++17 --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ -fno-scale-addrspaces -D__device= -S -emit-llvm %s -o - | FileCheck %s --check-prefix=NONE
// RUN: %scale_cxx %hermetic_cuda -std=c++17 --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -S -emit-llvm %s -o - | FileCheck %s --check-prefix=DEVICE

extern "C" {
__device__ void transpose(unsigned *a, int n) {
  for (int i = 0; i < n; ++i)
    a[i] = ~a[i];
}
}
// CHECK-LABEL: define {{.*}}void @transpose(ptr {{.*}}, i32 {{.*}})
// CHECK: call void @llvm.trap()

namespace ns {
__device__ float scaled(float v) { return v * 2; }
}
// CHECK-LABEL: define {{.*}}float @_ZN2ns6scaledEf(float
// CHECK: call void @llvm.trap()

__device__ __noinline__ int notInlined(int v) { return v; }
// CHECK-LABEL: define {{.*}}i32 @_Z10notInlinedi(
// CHECK: call void @llvm.trap()

// Qualified parameters keep their mangled names (the host side's plain ptr).
__device__ float first(__device float *p) { return p[0]; }
// CHECK-LABEL: define {{.*}}float @{{_Z5firstPU.*f}}(ptr

static __device__ int local(int v) { return v; }
inline __device__ int inlined(int v) { return v; }
constexpr __device__ int constant(int v) { return v; }
template <class T> __device__ T templated(T v) { return v; }
struct Widget {
  __device__ void member();
};
__device__ void Widget::member() {}
__host__ __device__ int both(int v) { return v; }
__device__ int twin(int v) { return v + 1; }
__host__ int twin(int v) { return v + 2; }
__device__ int hostDeclaredLater(int v) { return v; }
int hostDeclaredLater(int v);
// SKIPPED-NOT: @_ZL5locali
// SKIPPED-NOT: @_Z7inlinedi
// SKIPPED-NOT: @_Z8constanti
// SKIPPED-NOT: @_Z9templated
// SKIPPED-NOT: @_ZN6Widget6memberEv
// SKIPPED-NOT: define {{.*}}@_Z17hostDeclaredLateri

__global__ void kernel(int *p, __device float *f) {
  transpose(reinterpret_cast<unsigned *>(p), 4);
  p[0] = local(1) + inlined(2) + constant(3) + templated(4) + both(5) +
         twin(6) + hostDeclaredLater(7) + notInlined(8) + (int)ns::scaled(1) +
         (int)first(f);
  Widget{}.member();
}

// The host overload of twin is the host side's only twin.
// SKIPPED: define {{.*}}i32 @_Z4twini(
// SKIPPED-NOT: llvm.trap
// SKIPPED: ret i32
// SKIPPED-NOT: define {{.*}}@_Z4twini(

// NONE-NOT: @transpose(
// NONE-NOT: @_ZN2ns6scaledEf(
// NONE-NOT: llvm.trap

// DEVICE-LABEL: define {{.*}}void @transpose(
// DEVICE-NOT: llvm.trap
// DEVICE: ret void
