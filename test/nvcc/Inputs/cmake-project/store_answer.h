// Runs a kernel that stores the answer into device memory and checks it on
// the host; both targets' main.
#include <cstdio>

template <typename Kernel> int runAndCheck(Kernel kernel) {
  int *x;
  if (cudaMalloc(&x, sizeof(int)) != cudaSuccess)
    return 2;
  kernel<<<1, 1>>>(x);
  int host = 0;
  cudaMemcpy(&host, x, sizeof host, cudaMemcpyDeviceToHost);
  std::printf("answer %d\n", host);
  return host == 42 ? 0 : 1;
}
