// Prints an architecture and its arguments, and exits with their number
// (run.test: nvcc's --run).
#include <cstdio>
__global__ void probe() {}
int main(int argc, char **argv) {
  std::printf("sm_90");
  for (int i = 1; i < argc; ++i)
    std::printf(" [%s]", argv[i]);
  std::printf("\n");
  return argc - 1;
}
