// -fscale-checked-casts passes the operand of every explicit down-cast
// (generic or __flat to a named space) in device code through libscale's
// __scale_checked_cast_device / __scale_checked_ref_device, with the target
// and source spaces (qualifier numbers: __device 1, __shared 3, __constant 4,
// __local 5, generic 99, __flat 0), the file, the line and the function.
// Up-casts, identities, null constants, casts to __flat, static_cast and
// the casts inside libscale itself are not instrumented.
// -fgpu-rdc: the device functions no kernel calls are emitted.
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc -S -emit-llvm -O0 \
// RUN:   -fscale-checked-casts %s -o - | FileCheck %s

#include <spec/cuda/Addrspace.hpp>

typedef __shared float *SharedPtr;

// CHECK-DAG: @[[FILE:\.str[0-9]*]] = {{.*}} c"{{.*}}instrumented-casts.cu\00"
// CHECK-DAG: @[[FN_CSTYLE:\.str[0-9]*]] = {{.*}} c"cStyle\00"

// CHECK-LABEL: define {{.*}} ptr addrspace(3) @_Z6cStylePf(
// CHECK: %[[P:.*]] = call {{.*}}ptr @_Z27__scale_checked_cast_deviceIfEPT_S1_iiPKciS3_(ptr {{.*}}, i32 noundef 3, i32 noundef 99, ptr noundef @[[FILE]], i32 noundef [[@LINE+2]], ptr noundef @[[FN_CSTYLE]])
// CHECK: addrspacecast ptr %[[P]] to ptr addrspace(3)
__device__ __shared float *cStyle(float *p) { return (__shared float *)p; }

// CHECK-LABEL: define {{.*}} @_Z8fromFlatPU9AS8388608f(
// CHECK: call {{.*}} @_Z27__scale_checked_cast_deviceIU9AS8388608fEPT_S2_iiPKciS4_(ptr {{.*}}, i32 noundef 1, i32 noundef 0, ptr noundef @[[FILE]], i32 noundef [[@LINE+1]],
__device__ __device float *fromFlat(__flat float *p) { return addrspace_cast<__device float *>(p); }

// CHECK-LABEL: define {{.*}} @_Z10functionalPf(
// CHECK: call {{.*}} @_Z27__scale_checked_cast_deviceIfEPT_S1_iiPKciS3_(ptr {{.*}}, i32 noundef 3, i32 noundef 99, ptr noundef @[[FILE]], i32 noundef [[@LINE+1]],
__device__ __shared float *functional(float *p) { return SharedPtr(p); }

// CHECK-LABEL: define {{.*}} @_Z7toConstPKf(
// CHECK: call {{.*}} @_Z27__scale_checked_cast_deviceIKfEPT_S2_iiPKciS4_(ptr {{.*}}, i32 noundef 4, i32 noundef 99,
__device__ const __constant float *toConst(const float *p) { return (const __constant float *)p; }

// CHECK-LABEL: define {{.*}} @_Z7toLocalPi(
// CHECK: call {{.*}} @_Z27__scale_checked_cast_deviceIiEPT_S1_iiPKciS3_(ptr {{.*}}, i32 noundef 5, i32 noundef 99,
__device__ __local int *toLocal(int *p) { return (__local int *)p; }

// A cast that also changes the type: the address is checked before it.
// CHECK-LABEL: define {{.*}} @_Z7viaVoidPv(
// CHECK: call {{.*}} @_Z27__scale_checked_cast_deviceIvEPT_S1_iiPKciS3_(ptr {{.*}}, i32 noundef 3, i32 noundef 99,
__device__ __shared int *viaVoid(void *p) { return (__shared int *)p; }

// The reference form checks the object's address.
// CHECK-LABEL: define {{.*}} @_Z7refFormRf(
// CHECK: call {{.*}} @_Z26__scale_checked_ref_deviceIfERT_S1_iiPKciS3_(ptr {{.*}}, i32 noundef 3, i32 noundef 99, ptr noundef @[[FILE]], i32 noundef [[@LINE+2]],
__device__ float refForm(float &r) {
  __shared float &s = (__shared float &)r;
  return s;
}

// In a macro: the line of the expansion.
#define TO_SHARED(p) ((__shared float *)(p))
// CHECK-LABEL: define {{.*}} @_Z9fromMacroPf(
// CHECK: call {{.*}} @_Z27__scale_checked_cast_deviceIfEPT_S1_iiPKciS3_(ptr {{.*}}, i32 noundef 3, i32 noundef 99, ptr noundef @[[FILE]], i32 noundef [[@LINE+1]],
__device__ __shared float *fromMacro(float *p) { return TO_SHARED(p); }

// Templates: each instantiation is checked with its own spaces.
template <class T> __device__ __shared T *templ(T *p) { return (__shared T *)p; }
// CHECK-LABEL: define {{.*}} @_Z12instantiatedPiPd(
// CHECK: call {{.*}} @_Z5templIiEPU3AS3T_PS0_(
// CHECK: call {{.*}} @_Z5templIdEPU3AS3T_PS0_(
__device__ void instantiated(int *a, double *b) { templ(a); templ(b); }
// CHECK-LABEL: define {{.*}} @_Z5templIiEPU3AS3T_PS0_(
// CHECK: call {{.*}} @_Z27__scale_checked_cast_deviceIiEPT_S1_iiPKciS3_(ptr {{.*}}, i32 noundef 3, i32 noundef 99,

// A lambda's body is instrumented too.
// CHECK-LABEL: define {{.*}} @_ZZ10withLambdaPfENKUlvE_clEv(
// CHECK: call {{.*}} @_Z27__scale_checked_cast_deviceIfEPT_S1_iiPKciS3_(
__device__ float withLambda(float *p) {
  return [p] { return *(__shared float *)p; }();
}

// Not instrumented.
// CHECK-LABEL: define {{.*}} @_Z9unchecked{{.*}}(
// CHECK-NOT: __scale_checked
// CHECK: ret
__device__ float unchecked(__shared float *s, float *g, __flat float *f) {
  float *up = (float *)s;                   // up-cast
  __shared float *same = (__shared float *)s; // identity
  __shared float *none = (__shared float *)0; // null constant
  __flat float *flat = (__flat float *)g;     // to __flat
  float *fromFlat = (float *)f;               // __flat to generic: no named space
  return *up + *same + (none == nullptr) + (flat != nullptr) + (fromFlat != nullptr);
}

// libscale's own casts (try_addrspace_cast) are its checks already.
// CHECK-LABEL: define {{.*}} @_Z7libraryPf(
// CHECK-NOT: __scale_checked
// CHECK: ret
__device__ __shared float *library(float *p) { return sp::try_addrspace_cast<__shared float *>(p); }

