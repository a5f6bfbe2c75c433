// The example of the spec's "Example" section, completed into a program.
//
// specExample() is the spec's main() with one line added, sp::checkLaunch()
// (a bad launch configuration is reported by cudaGetLastError, not by the
// synchronisation); the kernel body, "// ..." in the spec, writes the
// buffer. main() reports an sp::CudaError. Without a usable GPU (no device,
// or no driver) the first CUDA call fails: the program says so and exits 0,
// because that is the expected outcome on such a machine. Any other failure
// exits 1.

#include <spec/cuda/Runtime.hpp>

#include <cstdio>
#include <cstdlib>

__global__ void myKernel(__device float *someFloats) {
    // One thread per float.
    someFloats[blockIdx.x * blockDim.x + threadIdx.x] = 1.0f;
}

static void specExample() {
    // Object representing GPU 0.
    auto& gpu = sp::Device::get(0);

    // Object representing a cudaStream.
    sp::Stream s = gpu.createStream();

    // Allocate 1024 floats on GPU 0. Any CUDA error is thrown as a C++ exception.
    sp::UniquePtr<__device float> buffer = gpu.allocateMemory<float>(1024);

    // Launch the kernel on the stream, and await it.
    myKernel<<<1024, 1, 0, s>>>(buffer.get());
    sp::checkLaunch();
    s.synchronise();

    // The float buffer and cudaStream are automatically deallocated when their objects go out of scope (RAII).
}

static bool noUsableGpu(cudaError_t Code) {
    return Code == cudaErrorNoDevice || Code == cudaErrorInsufficientDriver ||
           Code == cudaErrorInitializationError;
}

int main() {
    try {
        specExample();
        std::printf("spec example: ran on GPU 0\n");
        return EXIT_SUCCESS;
    } catch (const sp::CudaError &E) {
        std::fprintf(stderr, "sp::CudaError: %s\n", E.what());
        if (noUsableGpu(E.code())) {
            std::fprintf(stderr, "spec example: no usable GPU here, nothing ran\n");
            return EXIT_SUCCESS;
        }
    } catch (const std::exception &E) {
        std::fprintf(stderr, "error: %s\n", E.what());
    }
    return EXIT_FAILURE;
}
