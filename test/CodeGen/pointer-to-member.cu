// CodeGen of `.*`/`->*` on qualified objects uses the object's address
// space: a __shared object read or written through a data-member pointer
// loads and stores in shared memory (PTX ld.shared/st.shared, AMDGPU ds_),
// and its address reaches a generic pointer only through an addrspacecast.
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O0 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -S %s -o - | FileCheck %s --check-prefix=PTX
// On AMDGPU with 32-bit `__shared` pointers, where the IR shows the space
// of every pointer. (With generic-sized ones, the default, `__shared Pair *p`
// is a flat pointer, which HIP passes to a kernel as a global one, as every
// flat kernel pointer: shared memory does not exist before the kernel
// starts, so no caller has a shared address to pass; see docs/codegen.md.)
// RUN: %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 --cuda-device-only -fscale-short-pointers -O0 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// RUN: %scale_cxx -std=c++17 -x hip -nogpulib -nogpuinc -isystem %inputs -include cuda.h --offload-arch=gfx942 --cuda-device-only -fscale-short-pointers -O2 -S %s -o - | FileCheck %s --check-prefix=GCN

struct Pair {
  int first;
  float second;
};
__shared__ Pair sharedPair;

// IR-LABEL: define {{.*}}readShared
// IR: getelementptr inbounds i8, ptr addrspace(3) @sharedPair
// IR: load i32, ptr addrspace(3)
// PTX-LABEL: .globl {{.*}}readShared
// PTX: ld.shared.b32
// PTX-NOT: ld.b32
// PTX: st.global.b32
// GCN-LABEL: {{^}}{{.*}}readShared{{.*}}:
// GCN: ds_read_b32
// GCN: global_store_dword
__global__ void readShared(__device int *out, int Pair::*pm) {
  *out = sharedPair.*pm;
}

// IR-LABEL: define {{.*}}writeThroughPointer
// IR: store float {{.*}}, ptr addrspace(3)
// PTX-LABEL: .globl {{.*}}writeThroughPointer
// PTX: st.shared.b32
// PTX-NOT: st.b32
// GCN-LABEL: {{^}}{{.*}}writeThroughPointer{{.*}}:
// GCN: ds_write_b32
__global__ void writeThroughPointer(__shared Pair *p, float Pair::*pm) {
  p->*pm = 2.0f;
}

// The member's shared address goes into a generic pointer slot only after
// an addrspacecast (cvta.shared), never as the raw shared offset.
// IR-LABEL: define {{.*}}escapeAddress
// IR: [[MEMBER:%[0-9]+]] = getelementptr inbounds i8, ptr addrspace(3) @sharedPair
// IR-NEXT: [[GENERIC:%[0-9]+]] = addrspacecast ptr addrspace(3) [[MEMBER]] to ptr
// IR-NEXT: store ptr [[GENERIC]], ptr
// PTX-LABEL: .globl {{.*}}escapeAddress
// PTX: cvta.shared.u64
// PTX: st.global.b64
__global__ void escapeAddress(int *__device *out, int Pair::*pm) {
  int *generic = &(sharedPair.*pm);
  *out = generic;
}
