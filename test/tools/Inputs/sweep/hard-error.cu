__device__ int toDevice(int value) { return addrspace_cast<__device int>(value); }
