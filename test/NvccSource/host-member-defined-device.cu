// Member functions declared in their class without an execution space (so
// `__host__`) and defined out of line `__device__` (cudahandbook's
// spinlockReduction): nvcc warns (#20039-D) and treats them as `__host__
// __device__`; Clang's CUDA overloads on the execution space, so the
// definition matches no declaration. Under __NVCC__ both become `__host__
// __device__`, with -Wscale-nvcc-execution-space (a warning by default); a
// declaration that names an execution space is matched as upstream matches
// it, and without __NVCC__ (scale-clang++) the source is Clang's.
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -Xclang -verify=nvcc %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ -Xclang -verify=nvcc %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -Wno-scale-nvcc-execution-space -Xclang -verify=quiet %s
// RUN: not %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only %s 2>&1 | FileCheck %s --check-prefix=CLANG
// CLANG: error: out-of-line definition of 'acquire' does not match any declaration in 'Spinlock'
// The kernel calls the device side.
// RUN: %scale_cxx %hermetic_cuda -std=c++17 --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -O1 -S -emit-llvm %s -o - | FileCheck %s
// CHECK-LABEL: define {{.*}}@_Z6kernelPiS_(
// CHECK: call {{.*}}@_Z8exchangePii(
// quiet-no-diagnostics

__device__ int exchange(int *word, int value);

class Spinlock {
public:
  Spinlock(int *p);
  void acquire();
  void release();
  __device__ void reset();
  __host__ __device__ int owner() const { return *lock; }

private:
  int *lock;
};

inline __device__ Spinlock::Spinlock(int *p) : lock(p) {} // nvcc-warning {{'Spinlock::Spinlock' is declared without an execution space and defined __device__; treated as __host__ __device__ for nvcc compatibility}}
inline __device__ void Spinlock::acquire() { // nvcc-warning {{'Spinlock::acquire' is declared}}
  while (exchange(lock, 1))
    ;
}
inline __device__ void Spinlock::release() { exchange(lock, 0); } // nvcc-warning {{'Spinlock::release' is declared}}
// Declared __device__ in the class: upstream's matching, no warning.
inline __device__ void Spinlock::reset() { *lock = 0; }

__global__ void kernel(int *lock, int *out) {
  Spinlock s(lock);
  s.acquire();
  *out += s.owner();
  s.release();
  s.reset();
}

// Host code may construct it too, as under nvcc (__host__ __device__).
void host(int *p) { Spinlock s(p); (void)s.owner(); }
