// Defined here, called from main.cu's kernel: needs separable compilation.
__device__ float axpy(float a, float x, float y) { return a * x + y; }
