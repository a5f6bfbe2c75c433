// Accesses that static resolution makes global through addresses computed
// from one pointer (MAGMA's batched kernels: `dA = dA_array[batch]`, then
// `dA[i * ldda + tx]` for each i of an unrolled loop) convert that pointer
// once, as nvcc 13 does: one cvta.to.global of the loaded pointer and
// additions, not a cvta per element. MAGMA's cgetrf_batched_smallsq_noshfl.cu
// had 1,183 cvta instructions, nvcc's 164; now 160.
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O2 -S %s -o - | FileCheck %s

template <int N>
__global__ void scale_columns(float **arrays, int ldda, int count) {
  int batch = blockIdx.x * blockDim.y + threadIdx.y;
  if (batch >= count)
    return;
  float *a = arrays[batch];
  float r[N];
#pragma unroll
  for (int i = 0; i < N; i++)
    r[i] = a[i * ldda + threadIdx.x];
#pragma unroll
  for (int i = 0; i < N; i++)
    a[i * ldda + threadIdx.x] = r[i] * r[(i + 1) % N];
}
template __global__ void scale_columns<8>(float **, int, int);

// CHECK-LABEL: .entry _Z13scale_columnsILi8EEvPPfii
// The parameter, then the loaded pointer: two conversions in all.
// CHECK:     cvta.to.global.u64
// CHECK:     ld.global.b64 [[LOADED:%rd[0-9]+]],
// CHECK-NEXT: cvta.to.global.u64 {{%rd[0-9]+}}, [[LOADED]];
// CHECK-NOT: cvta
// CHECK-COUNT-8: ld.global.b32
// CHECK-NOT: cvta
// CHECK-COUNT-8: st.global.b32
// CHECK-NOT: cvta
// CHECK:     ret;
