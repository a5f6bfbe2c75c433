// sp::is_addrspace, sp::points_to_* and sp::try_addrspace_cast lower to the
// NVPTX llvm.nvvm.isspacep.* intrinsics (isspacep.* in PTX) for a generic or
// __flat pointer whose origin is unknown; GENERIC and FLAT need no test, and
// a pointer already in a named space is answered from its type.
// -fgpu-rdc: the device functions no kernel calls are emitted.
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc -S -emit-llvm -O1 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc -S -O1 %s -o - | FileCheck %s --check-prefix=PTX

#include <spec/cuda/Addrspace.hpp>

using sp::AddressSpace;

// IR: @[[FORMAT:.*]] = {{.*}} c"%s:%d: pointer %p is not in %s memory (cast from %s)\0A\00"

// IR-LABEL: define {{.*}} @_Z8inSharedPf(
// IR: call {{.*}}i1 @llvm.nvvm.isspacep.shared(ptr %0)
// PTX-LABEL: _Z8inSharedPf(
// PTX: isspacep.shared
__device__ bool inShared(float *p) { return sp::is_addrspace<AddressSpace::SHARED>(p); }

// IR-LABEL: define {{.*}} @_Z8inDevicePU9AS8388608f(
// IR: call {{.*}}i1 @llvm.nvvm.isspacep.global(ptr %0)
// PTX-LABEL: _Z8inDevicePU9AS8388608f(
// PTX: isspacep.global
__device__ bool inDevice(__flat float *p) { return sp::is_addrspace<AddressSpace::DEVICE>(p); }

// IR-LABEL: define {{.*}} @_Z10inConstantPKf(
// IR: call {{.*}}i1 @llvm.nvvm.isspacep.const(ptr %0)
// PTX-LABEL: _Z10inConstantPKf(
// PTX: isspacep.const
__device__ bool inConstant(const float *p) { return sp::is_addrspace<AddressSpace::CONSTANT>(p); }

// IR-LABEL: define {{.*}} @_Z7inLocalPf(
// IR: call {{.*}}i1 @llvm.nvvm.isspacep.local(ptr %0)
// PTX-LABEL: _Z7inLocalPf(
// PTX: isspacep.local
__device__ bool inLocal(float *p) { return sp::is_addrspace<AddressSpace::LOCAL>(p); }

// The named predicates are the same tests.
// IR-LABEL: define {{.*}} @_Z10namedTestsPf(
// IR-DAG: call {{.*}}i1 @llvm.nvvm.isspacep.global(ptr %0)
// IR-DAG: call {{.*}}i1 @llvm.nvvm.isspacep.shared(ptr %0)
// IR-DAG: call {{.*}}i1 @llvm.nvvm.isspacep.const(ptr %0)
// IR-DAG: call {{.*}}i1 @llvm.nvvm.isspacep.local(ptr %0)
__device__ int namedTests(float *p) {
  return sp::points_to_device(p) + 2 * sp::points_to_shared(p) +
         4 * sp::points_to_constant(p) + 8 * sp::points_to_local(p);
}

// Every pointer is __flat and, in device code, generic: no test.
// IR-LABEL: define {{.*}} @_Z13genericOrFlatPU9AS8388608f(
// IR-NOT: isspacep
// IR: ret i1 true
__device__ bool genericOrFlat(__flat float *p) {
  return sp::is_addrspace<AddressSpace::GENERIC>(p) && sp::is_addrspace<AddressSpace::FLAT>(p);
}

// A __shared pointer is in __shared and in no other named space.
// IR-LABEL: define {{.*}} @_Z11typedAnswerPU3AS3f(
// IR-NOT: isspacep
// IR: ret i32 1
__device__ int typedAnswer(__shared float *p) {
  return sp::is_addrspace<AddressSpace::SHARED>(p) + 2 * sp::is_addrspace<AddressSpace::DEVICE>(p);
}

// The pointer form: the test, then the cast or null.
// IR-LABEL: define {{.*}} ptr addrspace(3) @_Z9trySharedPf(
// IR: %[[IN:.*]] = {{.*}}call {{.*}}i1 @llvm.nvvm.isspacep.shared(ptr %0)
// IR: %[[CAST:.*]] = addrspacecast ptr %0 to ptr addrspace(3)
// IR: select i1 %[[IN]], ptr addrspace(3) %[[CAST]], ptr addrspace(3) addrspacecast (ptr null to ptr addrspace(3))
__device__ __shared float *tryShared(float *p) { return sp::try_addrspace_cast<__shared float *>(p); }

// The reference form: the test, and on a mismatch the report with the
// caller's file and line (a cold function, not inlined, that prints and
// traps).
// IR-LABEL: define {{.*}} ptr addrspace(1) @_Z9refDeviceRf(
// IR: %[[IN:.*]] = {{.*}}call {{.*}}i1 @llvm.nvvm.isspacep.global(ptr {{.*}}%0)
// IR: br i1 %[[IN]], label %[[OK:.*]], label %[[BAD:.*]]
// IR: [[BAD]]:
// IR-NEXT: tail call void @[[REPORT:_ZN2sp6detail10wrongSpace[A-Za-z0-9_]*]](ptr noundef nonnull @[[FILE:.*]], i32 noundef [[@LINE+7]], ptr {{.*}}%0, i32 noundef 1, i32 noundef 99, i1 noundef zeroext true)
// IR-NEXT: unreachable
// IR: [[OK]]:
// IR: addrspacecast ptr %0 to ptr addrspace(1)
// IR: define {{.*}} void @[[REPORT]](
// IR: call i32 @vprintf(ptr {{.*}}@[[FORMAT]], ptr
// IR: call void @llvm.trap()
__device__ __device float &refDevice(float &r) { return sp::try_addrspace_cast<__device float &>(r); }

