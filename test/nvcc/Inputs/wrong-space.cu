// Host code reading device memory: an error with the extension on.
__device__ int counter;
int readCounter() { return counter; }
