// A multiply and an add that --fmad decides whether to fuse.
__global__ void muladd(float *x) { x[0] = x[1] * x[2] + x[3]; }
