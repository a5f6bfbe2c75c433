__device__ int answer() { return 42; }
