// The common case of a refused argument space: the CUDA runtime's functions
// on host memory (cudaHostRegister, cudaFreeHost) take generic pointers, and
// host code may not convert a __device pointer to one implicitly (the
// functions on device memory take __device pointers: test/RuntimeApi). Each
// candidate's note is followed by the explanation, and the cast the note
// allows compiles.
// REQUIRES: cuda-toolkit
// RUN: not %scale_cxx -std=c++17 -Wno-unknown-cuda-version --cuda-gpu-arch=sm_90 --cuda-host-only -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: %scale_cxx -std=c++17 -Wno-unknown-cuda-version --cuda-gpu-arch=sm_90 --cuda-host-only -fsyntax-only -DCAST %s
// CHECK: candidate-space-notes-runtime.cu:24:3: error: no matching function for call to 'cudaHostRegister'
// CHECK-NEXT: cudaHostRegister(d, n * sizeof(float), 0);
// CHECK: note: candidate function not viable: no known conversion from '__device float *' to 'void *' for 1st argument
// CHECK-NEXT: cudaHostRegister(void *ptr, size_t size, unsigned int flags);
// CHECK: note: the __device address space does not convert implicitly to generic in a host function (it does in device code); an explicit cast (C-style or addrspace_cast) is allowed
// CHECK: candidate-space-notes-runtime.cu:25:3: error: no matching function for call to 'cudaFreeHost'
// CHECK: note: candidate function not viable: no known conversion from '__device float *' to 'void *' for 1st argument
// CHECK: note: the __device address space does not convert implicitly to generic in a host function (it does in device code); an explicit cast (C-style or addrspace_cast) is allowed
// CHECK: 2 errors generated

#include <cuda_runtime.h>

void pin(__device float *d, size_t n) {
#ifndef CAST
  cudaHostRegister(d, n * sizeof(float), 0);
  cudaFreeHost(d);
#else
  cudaHostRegister((float *)d, n * sizeof(float), 0);
  cudaFreeHost(addrspace_cast<float *>(d));
#endif
}
