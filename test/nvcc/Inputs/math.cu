// Division, square root and a transcendental, for the
// code generation flags.
__global__ void math(float *x) {
  x[0] = x[1] / x[2];
  x[3] = sqrtf(x[4]);
  x[5] = sinf(x[6]);
  x[7] = x[8] * x[9] + x[10];
}
