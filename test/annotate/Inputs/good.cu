__global__ void k(float *p) { p[threadIdx.x] = 1; }
int main() {
  float *d;
  cudaMalloc(&d, 64);
  k<<<1, 16>>>(d);
  return 0;
}
