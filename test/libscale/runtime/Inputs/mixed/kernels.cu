#include "KernelArguments.hpp"

__global__ void addKernel(KernelArguments args) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < args.size)
    args.dst[i] = args.lhs[i] + args.rhs[i];
}

KernelArguments allocateKernelArguments(sp::Device &device, int size) {
  // Owned until all three exist, so that a failure frees what was made.
  sp::UniquePtr<__device float> dst = device.allocateMemory<float>(size);
  sp::UniquePtr<__device float> lhs = device.allocateMemory<float>(size);
  sp::UniquePtr<__device float> rhs = device.allocateMemory<float>(size);
  return {dst.release(), lhs.release(), rhs.release(), size};
}

void launchSomeKernel(KernelArguments args, cudaStream_t stream) {
  addKernel<<<(args.size + 127) / 128, 128, 0, stream>>>(args);
  sp::checkLaunch();
}

void freeKernelArguments(KernelArguments args) {
  // Owners again, released at the end of the scope.
  sp::UniquePtr<__device float> dst(args.dst);
  sp::UniquePtr<const __device float> lhs(args.lhs), rhs(args.rhs);
}

sp::Device *deviceSeenByKernels(int i) { return &sp::Device::get(i); }
