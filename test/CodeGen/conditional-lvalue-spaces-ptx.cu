// `cond ? global[i] : shared[j]` read as an lvalue (Parboil's stencil:
// `a_up = y_h_bound ? A0[...] : sh_A0[...]`): the composite lvalue is
// generic (docs/spec rules: the composite of two named spaces in device
// code), Clang computes the two addresses in two blocks and loads through
// their phi. scale-split-space-selects moves the load into both arms, so
// the PTX has one global and one shared load and no generic one, as
// nvcc's; upstream Clang 22 loads through the generic address.
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - | FileCheck %s
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - \
// RUN:   -fno-scale-addrspaces | FileCheck %s --check-prefix=UPSTREAM

// CHECK-LABEL: .entry _Z7stencilffPfS_iii(
// CHECK-NOT: ld.b32
// CHECK-DAG: ld.global.b32
// CHECK-DAG: ld.shared.b32
// CHECK-NOT: ld.b32
// CHECK: ret;
// UPSTREAM-LABEL: .entry _Z7stencilffPfS_iii(
// UPSTREAM: ld.b32
#define Index3D(nx, ny, i, j, k) ((i) + (nx) * ((j) + (ny) * (k)))
__global__ void stencil(float c0, float c1, float *A0, float *Anext, int nx,
                        int ny, int nz) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int j = blockIdx.y * blockDim.y + threadIdx.y;
  const int sh_id = threadIdx.x + threadIdx.y * blockDim.x;
  extern __shared__ float sh_A0[];
  const bool w_region = i > 0 && j > 0 && i < nx - 1 && j < ny - 1;
  const bool y_h_bound = threadIdx.y == blockDim.y - 1;
  const bool y_l_bound = threadIdx.y == 0;
  float bottom = A0[Index3D(nx, ny, i, j, 0)], top = 0.0f;
  sh_A0[sh_id] = A0[Index3D(nx, ny, i, j, 1)];
  __syncthreads();
  for (int k = 1; k < nz - 1; k++) {
    top = A0[Index3D(nx, ny, i, j, k + 1)];
    if (w_region) {
      float a_up = y_h_bound ? A0[Index3D(nx, ny, i, j + 1, k)]
                             : sh_A0[sh_id + blockDim.x];
      float a_down = y_l_bound ? A0[Index3D(nx, ny, i, j - 1, k)]
                               : sh_A0[sh_id - blockDim.x];
      Anext[Index3D(nx, ny, i, j, k)] =
          (top + bottom + a_up + a_down) * c1 - sh_A0[sh_id] * c0;
    }
    __syncthreads();
    bottom = sh_A0[sh_id];
    sh_A0[sh_id] = top;
    __syncthreads();
  }
}
