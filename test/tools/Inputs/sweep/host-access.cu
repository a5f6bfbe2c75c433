__device__ float counter;

void reset() { counter = 0.0f; }
