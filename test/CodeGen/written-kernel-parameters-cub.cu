// CUB's reduction kernel writes its GridEvenShare parameter
// (`even_share.BlockInit()`): with the parameter copied where SROA makes
// it values (llvm/.../WrittenKernelParameters.h), the kernel has no stack
// frame, as nvcc's (upstream Clang 22: 32 bytes, four `st.local` per
// thread that nothing reads).
// REQUIRES: cuda-toolkit
// RUN: %scale_nvcc -arch=sm_90 -ptx %s -o - | FileCheck %s
// RUN: %scale_nvcc -arch=sm_90 -ptx -Xcompiler -fno-scale-addrspaces %s -o - | FileCheck %s --check-prefix=UPSTREAM

#include <cub/device/device_reduce.cuh>

// CHECK-LABEL: .entry _ZN3cub{{.*}}DeviceReduceKernel
// CHECK-NOT: __local_depot
// CHECK-NOT: st.local
// CHECK: ret;
// UPSTREAM-LABEL: .entry _ZN3cub{{.*}}DeviceReduceKernel
// UPSTREAM: __local_depot
// UPSTREAM: st.local
cudaError_t sum(void *scratch, size_t &bytes, const float *in, float *out,
                int n) {
  return cub::DeviceReduce::Sum(scratch, bytes, in, out, n);
}
