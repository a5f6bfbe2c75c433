#include <cstdio>
#include <omp.h>

int max_threads();
long sum(int n);

int main() {
  int here = 0;
#pragma omp parallel
  {
#pragma omp single
    here = omp_get_num_threads();
  }
  std::printf("sum %ld threads %d %d\n", sum(100000), max_threads(), here);
}
