__device__ float twice(float x) { return 2 * x; }
