// Called from launch.cu's kernel: a device symbol resolved across files.
__device__ int scaled(int value) { return 2 * value; }
