// The common case of a refused argument space: the CUDA runtime's
// cudaMemcpy and cudaFree take generic pointers, and host code may not
// convert a __device pointer to one implicitly. Each candidate's note is
// followed by the explanation, and the cast the note allows compiles.
// REQUIRES: cuda-toolkit
// RUN: not %scale_cxx -std=c++17 -Wno-unknown-cuda-version --cuda-gpu-arch=sm_90 --cuda-host-only -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: %scale_cxx -std=c++17 -Wno-unknown-cuda-version --cuda-gpu-arch=sm_90 --cuda-host-only -fsyntax-only -DCAST %s
// CHECK: candidate-space-notes-runtime.cu:24:3: error: no matching function for call to 'cudaMemcpy'
// CHECK-NEXT: cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);
// CHECK: note: candidate function not viable: no known conversion from '__device float *' to 'const void *' for 2nd argument
// CHECK: note: the __device address space does not convert implicitly to generic in a host function (it does in device code); an explicit cast (C-style or addrspace_cast) is allowed
// CHECK: candidate-space-notes-runtime.cu:25:3: error: no matching function for call to 'cudaFree'
// CHECK: note: candidate function not viable: no known conversion from '__device float *' to 'void *' for 1st argument
// CHECK: note: the __device address space does not convert implicitly to generic in a host function (it does in device code); an explicit cast (C-style or addrspace_cast) is allowed
// The device runtime's cudaFree is not viable for another reason: no note.
// CHECK: note: candidate function not viable: call to __device__ function from __host__ function
// CHECK-NOT: note: the __device address space
// CHECK: 2 errors generated

#include <cuda_runtime.h>

void copyBack(float *h, __device float *d, size_t n) {
#ifndef CAST
  cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(d);
#else
  cudaMemcpy(h, (float *)d, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(addrspace_cast<float *>(d));
#endif
}
