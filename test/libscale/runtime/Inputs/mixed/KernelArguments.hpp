// The header of the spec's "Compatibility" section: included by kernels.cu
// (scale-clang, qualifiers on) and host.cpp (g++, qualifiers empty). No
// qualified type appears in a function signature, so both sides mangle
// the same names.
#ifndef KERNEL_ARGUMENTS_HPP
#define KERNEL_ARGUMENTS_HPP

#include <spec/cuda/Runtime.hpp>

struct KernelArguments {
  __device float *dst;
  __device const float *lhs;
  __device const float *rhs;
  int size;
};

KernelArguments allocateKernelArguments(sp::Device &device, int size);
void launchSomeKernel(KernelArguments args, cudaStream_t stream);
void freeKernelArguments(KernelArguments args);
// The Device object kernels.cu sees for GPU i: the same as the host side's.
sp::Device *deviceSeenByKernels(int i);

#endif
