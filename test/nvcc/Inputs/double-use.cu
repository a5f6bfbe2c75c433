// A float kernel that computes in double (0.1 is a double constant):
// ptxas's -warn-double-usage reports it.
__global__ void scaleByTenth(float *Values) {
  Values[threadIdx.x] = Values[threadIdx.x] * 0.1;
}
