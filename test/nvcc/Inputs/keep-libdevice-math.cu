// libdevice's logf multiplies without a `contract` flag (keep.test).
__global__ void logs(float *x) { x[threadIdx.x] = logf(x[threadIdx.x]); }
