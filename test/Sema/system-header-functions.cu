// Functions defined in system headers (not libscale's) are checked on a side
// only once they are emitted there, through Clang's deferred diagnostics with
// "called by" notes, on both sides. An unused __host__ inline helper that
// returns a __constant__ table (curand_kernel.h) is no error; calling it
// from host code reports the error with the note leading back to the caller.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda -isystem %inputs/system --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify=host %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda -isystem %inputs/system --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=dev %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda -isystem %inputs/system --cuda-gpu-arch=sm_90 --cuda-host-only -DUNUSED -Xclang -verify=unused %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda -isystem %inputs/system --cuda-gpu-arch=sm_90 --cuda-device-only -DUNUSED -Xclang -verify=unused %s
// unused-no-diagnostics

#include <toolkit_like.h>

// The device side may use the tables: __constant converts to generic there.
__device__ double deviceUse() { return device_table()[0] + either_table()[1]; }

#ifndef UNUSED
// host-error@toolkit_like.h:10 {{cannot convert '__constant double *' to 'double *' implicitly in a host function: the __constant address space converts to generic only in device code}}
// host-note@toolkit_like.h:10 {{an explicit cast to 'double *' is allowed}}
void hostUse() {
  host_table(); // host-note {{called by 'hostUse'}}
}

// A template from a system header instantiated on the device with a __flat
// pointer: reading through __flat is an error once a kernel uses it.
// dev-error@toolkit_like.h:20 {{cannot read an object of type '__flat int' in a device function: the __flat address space is not accessible anywhere without a cast}}
__global__ void kernel(__flat int *f) {
  read(f); // dev-note {{called by 'kernel'}}
}

// A __device__ template of a system header: its instantiation is reported
// on the device side, where the kernel emits it, and on the host side,
// which discards device functions, not at all (the body is not walked).
// dev-error@toolkit_like.h:21 {{cannot read an object of type '__flat int' in a device function: the __flat address space is not accessible anywhere without a cast}}
__global__ void deviceKernel(__flat int *f) {
  device_read(f); // dev-note {{called by 'deviceKernel'}}
}
#endif
