// Separable compilation with CUDA 13: objects compiled with -fgpu-rdc are
// device-linked (nvlink through Clang's linker wrapper, then CUDA 13's
// fatbinary with --image3) when they are linked, without --offload-link.
// REQUIRES: cuda-toolkit
// RUN: rm -rf %t && mkdir -p %t
// RUN: %scale_cxx -fgpu-rdc --cuda-gpu-arch=sm_90 -DCALLER -c %s -o %t/caller.o
// RUN: %scale_cxx -fgpu-rdc --cuda-gpu-arch=sm_90 -c %s -o %t/callee.o
// RUN: %scale_cxx %t/caller.o %t/callee.o -o %t/program -L%cuda_path/lib64 -lcudart -### 2>&1 | FileCheck %s --check-prefix=JOBS
// JOBS: clang-linker-wrapper
// RUN: %scale_cxx %t/caller.o %t/callee.o -o %t/program -L%cuda_path/lib64 -lcudart -v 2>&1 | FileCheck %s --check-prefix=LINK
// LINK: --target=nvptx64-nvidia-cuda -march=sm_90 {{.*}}caller{{.*}}.o {{.*}}callee{{.*}}.o
// LINK: fatbinary" -64 --create {{.*}} --image3=kind=elf,sm=90,file=
// RUN: llvm-nm-22 %t/program | FileCheck %s --check-prefix=SYMBOLS
// SYMBOLS: .fatbin_image
// Upstream links the same objects without their device code.
// RUN: %scale_cxx -fno-scale-addrspaces %t/caller.o %t/callee.o -o %t/upstream -L%cuda_path/lib64 -lcudart -### 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// UPSTREAM-NOT: clang-linker-wrapper

#include <cuda_runtime.h>

#ifdef CALLER
extern __device__ float twice(float);
__global__ void kernel(__device float *x) { x[0] = twice(x[0]); }
int main() {
  kernel<<<1, 1>>>(nullptr);
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
#else
__device__ float twice(float x) { return 2 * x; }
#endif
