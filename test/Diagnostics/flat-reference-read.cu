// A read through a reference cast to __flat (of a temporary, of a generic
// variable, of a __shared__ one) is an error in every mode, once, with the
// object's type and space named; code generation never meets it as a pointer
// conversion (it crashed there, the fuzzer's seed 20261131). Downgraded, the
// read compiles, in every mode, to a load from the converted address.
// RUN: not %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=ERROR
// RUN: not %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O0 -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERROR
// RUN: not %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERROR
// RUN: not %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O0 -S -emit-llvm %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERROR
// RUN: not %scale_cxx -x hip -nogpulib %hermetic_cuda --offload-arch=gfx942 --cuda-device-only -O0 -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERROR
// RUN: not %scale_cxx -x hip -nogpulib %hermetic_cuda --offload-arch=gfx942 --cuda-device-only -O2 -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERROR
// ERROR: flat-reference-read.cu:[[# @LINE + 20]]:16: error: cannot read an object of type '__flat int const' in a device function: the __flat address space is not accessible anywhere without a cast [-Wscale-addrspace-flat-access]
// ERROR: flat-reference-read.cu:[[# @LINE + 20]]:16: error: cannot read an object of type '__flat int const' in a device function
// ERROR: flat-reference-read.cu:[[# @LINE + 20]]:12: error: cannot read an object of type '__flat int const' in a device function
// ERROR: 3 errors generated
//
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O0 -S -emit-llvm -Wno-error=scale-addrspace-flat-access %s -o - 2>/dev/null | FileCheck %s --check-prefix=IR
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S -Wno-scale-addrspace-flat-access %s -o - | FileCheck %s --check-prefix=PTX
// RUN: %scale_cxx -x hip -nogpulib %hermetic_cuda --offload-arch=gfx942 --cuda-device-only -O2 -S -Wno-scale-addrspace-flat-access %s -o - | FileCheck %s --check-prefix=AMD
// IR-LABEL: define {{.*}} @_Z6kernelPiii(
// IR: load i32, ptr %
// IR: load i32, ptr %
// IR: load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ6kernelPiiiE6shared to ptr)
// PTX-LABEL: .entry _Z6kernelPiii(
// PTX: ret;
// AMD-LABEL: _Z6kernelPiii:
// AMD: s_endpgm

__global__ void kernel(int *out, int n, int x) {
  __shared__ int shared;
  shared = n;
  out[0] = n % static_cast<__flat const int &&>(128);
  out[1] = n % static_cast<const __flat int &>(x);
  out[2] = (const __flat int &)shared;
}
