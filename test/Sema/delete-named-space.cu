// `delete p` hands p to the destructor and to operator delete(void *): p
// takes the implicit conversion to generic that any call argument would.
// In device code a __device, __shared, __constant or __local pointer
// converts; in host code no named space does, and __flat never does
// implicitly, so those stay errors.
// -fgpu-rdc: the device functions no kernel calls are emitted.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify=expected,host %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=expected,device %s
// RUN: %scale_cxx -std=c++17 -S -emit-llvm -o - %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc -DCODEGEN %s | FileCheck %s
// Invalid code fails in every mode, including IR, PTX and AMDGPU assembly.
// RUN: not %scale_cxx -std=c++17 -S -emit-llvm -o /dev/null %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: not %scale_cxx -std=c++17 -S -o /dev/null %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: not %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 --cuda-device-only -S -o /dev/null %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// ERRORS: error: 'delete' cannot delete objects of type 'int' in address space '__flat'

struct Node {
  int value;
  __device__ ~Node() {}
};

// CHECK-LABEL: define {{.*}} @_Z7releasePU3AS1iPU3AS14NodePU3AS3i(
// CHECK: %[[P:.*]] = addrspacecast ptr addrspace(1) %{{.*}} to ptr
// CHECK: call void @_ZdlPv{{m?}}(ptr {{.*}}%[[P]]
// CHECK: call void @_ZN4NodeD1Ev(ptr
// CHECK: addrspacecast ptr addrspace(3) %{{.*}} to ptr
__device__ void release(__device int *p, __device Node *node,
                        __shared int *s) {
  delete p;
  delete[] p;
  delete node;
  delete s;
}

// Instantiations convert as well.
// CHECK-LABEL: define {{.*}} @_Z11releaseEachIU3AS1iEvPT_(
// CHECK: addrspacecast ptr addrspace(1) %{{.*}} to ptr
template <class T> __device__ void releaseEach(T *p) { delete p; }
template __device__ void releaseEach(__device int *);

#ifndef CODEGEN
__device__ void flat(__flat int *f) {
  delete f; // expected-error {{'delete' cannot delete objects of type 'int' in address space '__flat'}} \
            // expected-note {{the __flat address space does not convert implicitly to generic in a device function; an explicit cast (C-style or addrspace_cast) is allowed}}
}

void host(__device int *p) {
  delete p; // expected-error {{'delete' cannot delete objects of type 'int' in address space '__device'}} \
            // expected-note {{the __device address space does not convert implicitly to generic in a host function (it does in device code); an explicit cast (C-style or addrspace_cast) is allowed}}
}

// __host__ __device__: the device rules while Sema checks it; the host
// side is reported once it is emitted for the host.
__host__ __device__ void both(__device int *p) {
  delete p; // host-error {{cannot convert '__device int *' to 'int *' implicitly in a host function: the __device address space converts to generic only in device code}} \
            // host-note {{an explicit cast to 'int *' is allowed}}
}
#endif
