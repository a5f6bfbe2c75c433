// The spec's counter-example: a host buffer handed to a kernel that wants
// GPU memory. With address-space qualifiers this must not compile:
// `float *` does not convert to `__device float *`. (Built without the
// extension, e.g. by nvcc, it compiles and fails only at run time.)

#include <spec/cuda/Runtime.hpp>

__global__ void myKernel(__device float *someFloats) {
    // ...
}

int main() {
    float *someFloats = new float[1024];

    // Compile error: `__device float *` is not compatible with `float *`.
    myKernel<<<1024, 1>>>(someFloats);

    delete []someFloats;
}
