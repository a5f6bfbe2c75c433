__global__ void child(int *out, int value) { *out = value; }
