// A loop that LLVM unrolls partially stays so in the PTX
// (`.pragma "nounroll"`, llvm/.../UnrollPreferences.h): CudaSift's Match1, a
// 128-step dot product inside a loop over 4,096 points. LLVM makes 4
// copies; without the pragma ptxas unrolled the 32 trips left fully and
// hoisted their loads, 168 registers (nvcc's PTX: 32).
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - | FileCheck %s
// RUN: %if cuda-toolkit %{ %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o %t.s %}
// RUN: %if cuda-toolkit %{ %cuda_path/bin/ptxas -arch=sm_90 -v %t.s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// PTXAS: Used {{[1-3]?[0-9]}} registers

// CHECK-LABEL: .entry _Z6Match1PfS_S_Pi(
// CHECK: .pragma "nounroll";
// CHECK-COUNT-4: fma.rn.f32
// CHECK-NOT: fma.rn.f32
// CHECK: ret;
#define NDIM 128
#define NPTS 4096
#define M1W 128
__global__ void Match1(float *d_pts1, float *d_pts2, float *d_score,
                       int *d_index) {
  int p1 = threadIdx.x + M1W * blockIdx.x;
  float max_score = 0.0f;
  int index = -1;
  for (int p2 = 0; p2 < NPTS; p2++) {
    float score = 0.0f;
    for (int d = 0; d < NDIM; d++)
      score += d_pts1[p1 * NDIM + d] * d_pts2[p2 * NDIM + d];
    if (score > max_score) {
      max_score = score;
      index = p2;
    }
  }
  d_score[p1] = max_score;
  d_index[p1] = index;
}
