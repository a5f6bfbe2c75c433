// Where the runtime takes __device pointers (issue 23's overloads, here a
// stand-in), --fix writes no cast at its calls: the annotated program calls
// cudaMemcpy and cudaFree as it did. An interface without such an overload
// (cudaMemset here) still gets its cast.
// RUN: cp %s %t.cu
// RUN: %scale_annotate --fix %t.cu -- %annotate_cuda -include %S/Inputs/runtime-overloads.h 2>&1 | FileCheck %s --check-prefix=SUMMARY
// SUMMARY: scale-annotate: 3 declarations seen, 3 annotated, 0 left generic, 1 casts inserted
// RUN: FileCheck %s < %t.cu
// RUN: %scale_cxx -fsyntax-only %annotate_cuda -include %S/Inputs/runtime-overloads.h %t.cu

__global__ void scale(float *out, const float *in) { out[threadIdx.x] = 2 * in[threadIdx.x]; }
// CHECK: {{^}}__global__ void scale(__device float *out, const __device float *in) { out[threadIdx.x] = 2 * in[threadIdx.x]; }

int main() {
  float host[64];
  float *d;
  // CHECK: {{^}}  __device float *d;
  cudaMalloc(&d, sizeof host);
  cudaMemcpy(d, host, sizeof host, cudaMemcpyHostToDevice);
  // CHECK: {{^}}  cudaMemcpy(d, host, sizeof host, cudaMemcpyHostToDevice);
  cudaMemset(d, 0, 16);
  // CHECK: {{^}}  cudaMemset((void *)d, 0, 16);
  scale<<<1, 64>>>(d, d);
  cudaMemcpy(host, d, sizeof host, cudaMemcpyDeviceToHost);
  // CHECK: {{^}}  cudaMemcpy(host, d, sizeof host, cudaMemcpyDeviceToHost);
  cudaFree(d);
  // CHECK: {{^}}  cudaFree(d);
  return host[0] > 0;
}
