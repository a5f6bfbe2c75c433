// Loops counted in floating point stay rolled for ptxas
// (llvm/.../UnrollPreferences.h): cuda-samples imageDenoising's NLM kernel,
// four nested 7-step `float` loops over a texture. IndVarSimplify makes
// the counters integers and LLVM unrolls the innermost loop; ptxas then
// unrolled the next two as well (98 fetches in flight, 255 registers),
// where nvcc's PTX keeps them counted in `float`, which ptxas does not
// unroll (63 registers; ours now 55). The loops LLVM leaves get
// `.pragma "nounroll"`; an `int` loop of the same shape is left to ptxas.
// (This reduction reads global memory, not a texture, and ptxas does not
// unroll it either way; the registers are measured in docs/nvcc.md.)
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - | FileCheck %s
// RUN: %scale_cxx %hermetic_cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S %s -o - -fno-scale-addrspaces | FileCheck %s --check-prefix=UPSTREAM

// The window loops (i, j) and the block row loop (n) are loops in the PTX,
// each with the pragma; the block column loop (m) is unrolled by LLVM.
// CHECK-LABEL: .entry _Z3NLMPfPKfiif(
// CHECK-COUNT-3: .pragma "nounroll";
// CHECK-NOT: .pragma "nounroll";
// CHECK: ret;
// UPSTREAM-LABEL: .entry _Z3NLMPfPKfiif(
// UPSTREAM-NOT: .pragma "nounroll";
// UPSTREAM: ret;
__device__ float at(const float *image, int w, float x, float y) {
  return image[(int)y * w + (int)x];
}

__global__ void NLM(float *out, const float *image, int w, int h, float t) {
  const int ix = blockDim.x * blockIdx.x + threadIdx.x;
  const int iy = blockDim.y * blockIdx.y + threadIdx.y;
  const float x = ix + 3.5f, y = iy + 3.5f;
  if (ix >= w - 7 || iy >= h - 7)
    return;
  float sum = 0, weights = 0;
  for (float i = -3; i <= 3; i++)
    for (float j = -3; j <= 3; j++) {
      float distance = 0;
      for (float n = -3; n <= 3; n++)
        for (float m = -3; m <= 3; m++) {
          float d = at(image, w, x + j + m, y + i + n) -
                    at(image, w, x + m, y + n);
          distance += d * d;
        }
      float weight = 1.0f / (1.0f + distance * t);
      sum += at(image, w, x + j, y + i) * weight;
      weights += weight;
    }
  out[iy * w + ix] = sum / weights;
}

// The same loops counted in `int`: no pragma (ptxas decides, as for nvcc).
// CHECK-LABEL: .entry _Z7NLM_intPfPKfiif(
// CHECK-NOT: .pragma "nounroll";
// CHECK: ret;
__global__ void NLM_int(float *out, const float *image, int w, int h,
                        float t) {
  const int ix = blockDim.x * blockIdx.x + threadIdx.x;
  const int iy = blockDim.y * blockIdx.y + threadIdx.y;
  if (ix >= w - 7 || iy >= h - 7)
    return;
  float sum = 0, weights = 0;
  for (int i = 0; i < 7; i++)
    for (int j = 0; j < 7; j++) {
      float distance = 0;
      for (int n = 0; n < 7; n++)
        for (int m = 0; m < 7; m++) {
          float d = image[(iy + i + n) * w + ix + j + m] -
                    image[(iy + n) * w + ix + m];
          distance += d * d;
        }
      float weight = 1.0f / (1.0f + distance * t);
      sum += image[(iy + i) * w + ix + j] * weight;
      weights += weight;
    }
  out[iy * w + ix] = sum / weights;
}
