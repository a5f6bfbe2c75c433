// On AMDGPU, sp::is_addrspace lowers to llvm.amdgcn.is.shared and
// llvm.amdgcn.is.private; a flat address that is neither is in the global
// aperture, where constant memory lives too (so DEVICE and CONSTANT agree).
// The pointers are loaded from memory, so that nothing is known about them.
// `__local` pointers are flat pointers by default (generic-sized) and
// private ones with -fscale-short-pointers.
// RUN: %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 \
// RUN:   --cuda-device-only -S -emit-llvm -O1 %s -o - | FileCheck %s --check-prefixes=IR,WIDE
// RUN: %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 \
// RUN:   --cuda-device-only -fscale-short-pointers -S -emit-llvm -O1 %s -o - | FileCheck %s --check-prefixes=IR,SHORT
// RUN: %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 \
// RUN:   --cuda-device-only -S -O1 %s -o - | FileCheck %s --check-prefix=ASM

#include <spec/cuda/Addrspace.hpp>

using sp::AddressSpace;

// IR-LABEL: define {{.*}} @_Z6spacesPPfPi(
// IR: %[[P:.*]] = load ptr, ptr addrspace(1) %0
// IR: call i1 @llvm.amdgcn.is.shared(ptr %[[P]])
// IR: call i1 @llvm.amdgcn.is.private(ptr %[[P]])
// ASM-LABEL: _Z6spacesPPfPi:
// ASM-DAG: s_mov_b64 s[{{[0-9]+:[0-9]+}}], src_shared_base
// ASM-DAG: s_mov_b64 s[{{[0-9]+:[0-9]+}}], src_private_base
// ASM: s_endpgm
__global__ void spaces(float **in, int *out) {
  float *p = in[0];
  out[0] = sp::is_addrspace<AddressSpace::SHARED>(p);
  out[1] = sp::is_addrspace<AddressSpace::LOCAL>(p);
  out[2] = sp::is_addrspace<AddressSpace::DEVICE>(p);
  out[3] = sp::is_addrspace<AddressSpace::CONSTANT>(p);
}

// The same for try_addrspace_cast: the test selects the cast or null.
// IR-LABEL: define {{.*}} @_Z8tryLocalPPfPPU3AS5f(
// IR: %[[Q:.*]] = load ptr, ptr addrspace(1) %0
// IR: %[[PRIV:.*]] = {{.*}}call {{.*}}i1 @llvm.amdgcn.is.private(ptr {{.*}}%[[Q]])
// SHORT: addrspacecast ptr %[[Q]] to ptr addrspace(5)
// SHORT: select i1 %[[PRIV]]
// WIDE-NEXT: %[[R:.*]] = select i1 %[[PRIV]], ptr %[[Q]], ptr null
// WIDE-NEXT: store ptr %[[R]], ptr addrspace(1) %1, align 8
__global__ void tryLocal(float **in, __local float **out) {
  out[0] = sp::try_addrspace_cast<__local float *>(in[0]);
}

// A kernel's __device parameter is known to be global: nothing to test.
// IR-LABEL: define {{.*}} @_Z5knownPU3AS1fPi(
// IR-NOT: llvm.amdgcn.is
// IR: store i32 0, ptr addrspace(1) %1
// IR: ret void
__global__ void known(__device float *p, int *out) {
  out[0] = sp::is_addrspace<AddressSpace::SHARED>((float *)p);
}
