// An OpenMP loop in the host code of a CUDA program, as nvcc builds it with
// -Xcompiler -fopenmp. The host part runs without a GPU: it prints the sum
// and how many threads shared the loop.
#include <cstdio>
#include <omp.h>

__global__ void scale(float *x, float a) { x[threadIdx.x] *= a; }

int main() {
  const int n = 100000;
  long sum = 0;
  int threads = 0;
#pragma omp parallel for reduction(+ : sum)
  for (int i = 0; i < n; ++i) {
    sum += i;
    if (i == 0)
      threads = omp_get_num_threads();
  }
  std::printf("sum %ld threads %d\n", sum, threads);
  return sum == long(n) * (n - 1) / 2 ? 0 : 1;
}
