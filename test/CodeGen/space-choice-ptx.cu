// A kernel that reads either its __shared__ tile or global memory
// (HeCBench convolution1D): LLVM merges the two loads into one through a
// select of the two pointers, which only a generic load can read; the
// passes make the choice a branch again (docs/addrspace-passes.md,
// "Accesses through a choice of spaces"), as nvcc keeps it: ld.shared and
// ld.global, no generic load.
// REQUIRES: cuda-toolkit
// RUN: %scale_cxx --cuda-path=%cuda_path -Wno-unknown-cuda-version --cuda-device-only --cuda-gpu-arch=sm_90 \
// RUN:   -O3 -S %s -o - | FileCheck %s
// RUN: %scale_cxx --cuda-path=%cuda_path -Wno-unknown-cuda-version --cuda-device-only --cuda-gpu-arch=sm_90 \
// RUN:   -O3 -S %s -o - -fno-scale-addrspace-opt | FileCheck %s --check-prefix=OFF

// CHECK-LABEL: .entry _Z6cachedIfEvPKT_PS0_ii
// CHECK-NOT: {{ld\.b32}}
// CHECK-DAG: ld.shared.b32
// CHECK-DAG: ld.global.nc.b32
// CHECK-NOT: {{ld\.b32}}
// CHECK: ret;
// OFF-LABEL: .entry _Z6cachedIfEvPKT_PS0_ii
// OFF: selp.b64
// OFF: {{ld\.b32}}
#define MAX_MASK 32

template <typename T> __constant__ T weights[MAX_MASK];

template <typename T>
__global__ void cached(const T *__restrict__ in, T *__restrict__ out,
                       const int width, const int mask) {
  extern __shared__ unsigned char smem[];
  T *tile = reinterpret_cast<T *>(smem);
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  tile[threadIdx.x] = in[i];
  __syncthreads();
  int first = blockIdx.x * blockDim.x, next = (blockIdx.x + 1) * blockDim.x;
  int start = i - mask / 2;
  T s = 0;
  for (int j = 0; j < mask; j++) {
    int k = start + j;
    if (k >= 0 && k < width) {
      if (k >= first && k < next)
        s += tile[threadIdx.x + j - mask / 2] * weights<T>[j];
      else
        s += in[k] * weights<T>[j];
    }
  }
  out[i] = s;
}

template __global__ void cached<float>(const float *, float *, int, int);
