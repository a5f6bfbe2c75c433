#include "common.h"

__global__ void scaleField(Field f, float s) {
  if (threadIdx.x < f.n)
    f.values[threadIdx.x] *= s;
}

void launchScale(float *d, int n, float s) {
  Field f = {d, n};
  scaleField<<<1, n>>>(f, s);
}
