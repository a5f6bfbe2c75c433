// SAXPY (y = a*x + y) followed by a shared-memory sum of y, on GPU 0, with
// the results checked against the same computation on the host.
//
// The types carry the memory: kernels take `__device` pointers, the block
// reduction works on a `__shared` tile, and sp::copy picks the copy
// direction from the pointer types. Without a usable GPU the program says
// so and exits 0; a wrong result or any other error exits 1.

#include <spec/cuda/Runtime.hpp>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

constexpr int BlockSize = 256;

__global__ void saxpy(int n, float a, const __device float *x,
                      __device float *y) {
    // A grid-stride loop: any grid size covers any n.
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += gridDim.x * blockDim.x)
        y[i] = a * x[i] + y[i];
}

// Sums tile[0 .. BlockSize) into tile[0]; every thread of the block calls it.
__device__ void blockReduce(__shared float *tile) {
    for (int stride = BlockSize / 2; stride > 0; stride /= 2) {
        __syncthreads();
        if (threadIdx.x < stride)
            tile[threadIdx.x] += tile[threadIdx.x + stride];
    }
    __syncthreads();
}

// One partial sum of `in` per block, in blockSums[blockIdx.x].
__global__ void sumBlocks(int n, const __device float *in,
                          __device float *blockSums) {
    // A __shared__ variable has a __shared type, so tile converts to
    // blockReduce's `__shared float *` parameter.
    __shared__ float tile[BlockSize];

    float sum = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += gridDim.x * blockDim.x)
        sum += in[i];
    tile[threadIdx.x] = sum;
    blockReduce(tile);
    if (threadIdx.x == 0)
        blockSums[blockIdx.x] = tile[0];
}

static int run() {
    const int n = 1 << 20;
    const int blocks = 120;
    const float a = 2.5f;

    std::vector<float> x(n), y(n);
    for (int i = 0; i < n; ++i) {
        x[i] = static_cast<float>(i % 1000) / 1000.0f;
        y[i] = static_cast<float>((i * 7) % 13);
    }

    auto &gpu = sp::Device::get(0);
    sp::Stream stream = gpu.createStream();
    sp::UniquePtr<__device float> dx = gpu.allocateMemory<float>(n);
    sp::UniquePtr<__device float> dy = gpu.allocateMemory<float>(n);
    sp::UniquePtr<__device float> dsums = gpu.allocateMemory<float>(blocks);

    // Host to device (`float *` source, `__device float *` destination).
    sp::copyAsync(dx.get(), x.data(), n, stream);
    sp::copyAsync(dy.get(), y.data(), n, stream);
    saxpy<<<blocks, BlockSize, 0, stream>>>(n, a, dx.get(), dy.get());
    sp::checkLaunch();
    sumBlocks<<<blocks, BlockSize, 0, stream>>>(n, dy.get(), dsums.get());
    sp::checkLaunch();

    // Device to host.
    std::vector<float> gotY(n), sums(blocks);
    sp::copyAsync(gotY.data(), dy.get(), n, stream);
    sp::copyAsync(sums.data(), dsums.get(), blocks, stream);
    stream.synchronise();

    int bad = 0;
    double wantSum = 0.0, gotSum = 0.0;
    for (int i = 0; i < n; ++i) {
        float want = a * x[i] + y[i];
        wantSum += want;
        if (std::fabs(gotY[i] - want) > 1e-5f * std::fabs(want) + 1e-6f &&
            bad++ < 5)
            std::fprintf(stderr, "y[%d] = %g, want %g\n", i, gotY[i], want);
    }
    for (float s : sums)
        gotSum += s;
    const double tolerance = 1e-4 * std::fabs(wantSum);
    std::printf("saxpy: n = %d, %d wrong element(s); sum %.6g, host %.6g\n",
                n, bad, gotSum, wantSum);
    if (bad != 0 || std::fabs(gotSum - wantSum) > tolerance) {
        std::fprintf(stderr, "saxpy: FAILED\n");
        return EXIT_FAILURE;
    }
    std::printf("saxpy: PASSED\n");
    return EXIT_SUCCESS;
}

int main() {
    try {
        return run();
    } catch (const sp::CudaError &E) {
        std::fprintf(stderr, "sp::CudaError: %s\n", E.what());
        if (E.code() == cudaErrorNoDevice ||
            E.code() == cudaErrorInsufficientDriver ||
            E.code() == cudaErrorInitializationError) {
            std::fprintf(stderr, "saxpy: no usable GPU here, nothing ran\n");
            return EXIT_SUCCESS;
        }
    } catch (const std::exception &E) {
        std::fprintf(stderr, "error: %s\n", E.what());
    }
    return EXIT_FAILURE;
}
