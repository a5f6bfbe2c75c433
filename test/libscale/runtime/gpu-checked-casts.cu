// On a GPU, with -fscale-checked-casts: a right down-cast runs, a wrong one
// prints "<file>:<line>: pointer 0x… is not in __shared memory (cast from
// generic)" and traps, and the launch reports the failure. On the host,
// __flat to __device passes for cudaMalloc memory and __flat to generic
// aborts with the same kind of message. sp::try_addrspace_cast and
// sp::is_addrspace answer on both sides. Each case runs in its own process
// (a trap ends the CUDA context). Built everywhere by
// gpu-checked-casts-compile.test.
//
// REQUIRES: gpu
// RUN: rm -rf %t && mkdir -p %t
// RUN: %scale_cxx %rt_cuda -fscale-checked-casts %s -o %t/checked %rt_link
// RUN: %t/checked right 2>&1 | FileCheck %s --check-prefix=RIGHT
// RUN: not %t/checked wrong 2>&1 | FileCheck %s --check-prefix=WRONG
// RUN: %t/checked host-device 2>&1 | FileCheck %s --check-prefix=HOSTDEVICE
// RUN: not --crash %t/checked host-generic 2>&1 | FileCheck %s --check-prefix=HOSTGENERIC
// RUN: %t/checked library 2>&1 | FileCheck %s --check-prefix=LIBRARY
// Without the flag the wrong cast is not checked: no message. What the
// access does is undefined (on an H200 the shared-memory load of a global
// address ends the launch with cudaErrorIllegalInstruction, and the program
// exits 1), so the exit status is not checked.
// RUN: %scale_cxx %rt_cuda %s -o %t/unchecked %rt_link
// RUN: %t/unchecked wrong > %t/unchecked.txt 2>&1 || true
// RUN: FileCheck %s --check-prefix=UNCHECKED < %t/unchecked.txt
//
// RIGHT: right: 42
// RIGHT-NOT: is not in
// WRONG: gpu-checked-casts.cu:{{[0-9]+}}: pointer 0x{{[0-9a-f]+}} is not in __shared memory (cast from generic)
// WRONG: launch failed: {{.*}}(cudaErrorLaunchFailure)
// HOSTDEVICE: host-device: ok
// HOSTGENERIC: gpu-checked-casts.cu:{{[0-9]+}}: pointer 0x{{[0-9a-f]+}} is not in generic memory (cast from __flat)
// LIBRARY: device: shared 1 global 0 local 0, try null 1, try right 1
// LIBRARY: host: device 1 generic 0, host memory: device 0 generic 1
// LIBRARY: reference: {{.*}}gpu-checked-casts.cu:{{[0-9]+}}: pointer 0x{{[0-9a-f]+}} is not in generic memory (cast from __flat)
// UNCHECKED-NOT: is not in

#include <spec/cuda/Runtime.hpp>

#include <cstdio>
#include <cstring>

// Not inlined, so that the origin of the pointer is unknown where it is cast.
__device__ __noinline__ int readShared(int *p) {
  __shared int *s = (__shared int *)p;
  return *s;
}

__global__ void castKernel(__device int *out, bool wrong) {
  __shared__ int tile[32];
  tile[threadIdx.x] = 42;
  __syncthreads();
  out[threadIdx.x] = readShared(wrong ? (int *)out : (int *)tile);
}

__global__ void libraryKernel(__device int *out, __device int *global) {
  __shared__ int tile[4];
  int local[2] = {1, 2};
  int *volatile pointers[3] = {(int *)tile, (int *)global, local};
  out[0] = sp::is_addrspace<sp::AddressSpace::SHARED>(pointers[0]);
  out[1] = sp::is_addrspace<sp::AddressSpace::DEVICE>(pointers[0]);
  out[2] = sp::is_addrspace<sp::AddressSpace::LOCAL>(pointers[0]);
  out[3] = sp::try_addrspace_cast<__shared int *>(pointers[1]) == nullptr;
  out[4] = sp::try_addrspace_cast<__local int *>(pointers[2]) != nullptr;
  out[5] = local[0];
}

static int runKernel(bool wrong) {
  sp::Device &gpu = sp::Device::get(0);
  sp::UniquePtr<__device int> out = gpu.allocateMemory<int>(32);
  castKernel<<<1, 32>>>(out.get(), wrong);
  sp::checkLaunch();
  cudaError_t status = cudaDeviceSynchronize();
  if (status != cudaSuccess) {
    std::printf("launch failed: %s (%s)\n", cudaGetErrorString(status),
                cudaGetErrorName(status));
    return 1;
  }
  int result[32];
  sp::copy(result, out.get(), 32);
  std::printf("%s: %d\n", wrong ? "wrong" : "right", result[0]);
  return 0;
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "";
  if (!std::strcmp(mode, "right"))
    return runKernel(false);
  if (!std::strcmp(mode, "wrong"))
    return runKernel(true);
  sp::Device &gpu = sp::Device::get(0);
  sp::UniquePtr<__device int> buffer = gpu.allocateMemory<int>(8);
  __flat int *flatDevice = buffer.get();
  if (!std::strcmp(mode, "host-device")) {
    __device int *back = (__device int *)flatDevice;
    std::printf("host-device: %s\n", back == buffer.get() ? "ok" : "wrong");
    return 0;
  }
  if (!std::strcmp(mode, "host-generic")) {
    int *generic = (int *)flatDevice;
    std::printf("host-generic: not reached %p\n", (void *)generic);
    return 0;
  }
  if (!std::strcmp(mode, "library")) {
    sp::UniquePtr<__device int> out = gpu.allocateMemory<int>(8);
    libraryKernel<<<1, 1>>>(out.get(), buffer.get());
    sp::checkLaunch();
    int r[8];
    sp::copy(r, out.get(), 8);
    std::printf("device: shared %d global %d local %d, try null %d, try right %d\n",
                r[0], r[1], r[2], r[3], r[4]);
    int hostInt = 0;
    __flat int *flatHost = &hostInt;
    std::printf("host: device %d generic %d, host memory: device %d generic %d\n",
                sp::is_addrspace<sp::AddressSpace::DEVICE>(flatDevice),
                sp::is_addrspace<sp::AddressSpace::GENERIC>(flatDevice),
                sp::is_addrspace<sp::AddressSpace::DEVICE>(flatHost),
                sp::is_addrspace<sp::AddressSpace::GENERIC>(flatHost));
    try {
      sp::try_addrspace_cast<int &>(*flatDevice);
      std::printf("reference: no throw\n");
    } catch (const sp::AddressSpaceError &e) {
      std::printf("reference: %s\n", e.what());
    }
    return 0;
  }
  std::printf("usage: %s right|wrong|host-device|host-generic|library\n", argv[0]);
  return 2;
}
