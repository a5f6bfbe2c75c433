// Compiled by the command of an nvcc compilation database: what scale-nvcc
// gives it (macros, architecture, flags) is what the tools must see.
#ifndef __NVCC__
#error "__NVCC__ is scale-nvcc's"
#endif
#if !defined(__CUDACC_VER_MAJOR__) || __CUDACC_VER_MAJOR__ != 13
#error "the toolkit's version"
#endif
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ != 900
#error "the architecture of --generate-code"
#endif
#if FROM_COMMAND != 3
#error "-D FROM_COMMAND=3 (nvcc's separate form)"
#endif
#if defined(FROM_TOOL) && FROM_TOOL != 7
#error "the tool's own Clang flag"
#endif
#ifdef WITH_WRONG_SPACE
__global__ void scale(__device float *x) { x[threadIdx.x] *= 2.0f; }
void launch(float *host) { scale<<<1, 32>>>(host); }
#endif

__global__ void fill(int *p) { p[threadIdx.x] = 1; }

int main() {
  int *d = nullptr;
  cudaMalloc(&d, 128);
  // Launch forms nvcc reads: blanks in the brackets, a braced block.
  fill << <1, 32 >> > (d);   // NVCC-LAUNCH-FORM
  fill<<<1, {32, 1, 1}>>>(d); // NVCC-LAUNCH-FORM
  cudaDeviceSynchronize();
  return 0;
}
