// With -fno-scale-addrspaces, scale-clang is upstream Clang 22: the IR of a
// CUDA file with host and device code is identical on both sides (only the
// ident/producer strings may differ).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %scale_cxx -fno-scale-addrspaces %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -S -emit-llvm -O1 %s -o - | grep -v ident > %t/scale-host.ll
// RUN: %clang22 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -S -emit-llvm -O1 %s -o - | grep -v ident > %t/upstream-host.ll
// RUN: diff %t/scale-host.ll %t/upstream-host.ll
// RUN: %scale_cxx -fno-scale-addrspaces %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -S -emit-llvm -O1 %s -o - | grep -v ident > %t/scale-dev.ll
// RUN: %clang22 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -S -emit-llvm -O1 %s -o - | grep -v ident > %t/upstream-dev.ll
// RUN: diff %t/scale-dev.ll %t/upstream-dev.ll
// RUN: FileCheck %s --check-prefix=DEV < %t/scale-dev.ll
// RUN: FileCheck %s --check-prefix=HOST < %t/scale-host.ll
// DEV: define{{.*}} void @_Z5scalePfif(ptr
// HOST: define{{.*}} void @_Z20__device_stub__scalePfif(
// HOST: define{{.*}} @_Z7hostSumPKfi(

__device__ float twice(float x) { return 2 * x; }

__global__ void scale(float *data, int n, float factor) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] = twice(data[i]) * factor;
}

__host__ __device__ float both(float a) { return a + 1; }

float hostSum(const float *values, int n) {
  float sum = 0;
  for (int i = 0; i < n; ++i)
    sum += both(values[i]);
  return sum;
}

void launch(float *data, int n) { scale<<<(n + 255) / 256, 256>>>(data, n, 2.0f); }
