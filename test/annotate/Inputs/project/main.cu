#include "common.h"
#include "vendor.h"

int main() {
  float *d;
  cudaMalloc(&d, 64 * sizeof(float));
  launchScale(d, 64, 2.0f);
  vendorCheck(d, 64);
  cudaFree(d);
  return 0;
}
