// Overload ranking (issue 18 item 12): a conversion to generic beats a
// conversion to __flat, also when the generic overload adds cv-qualifiers,
// for pointers and references. In device code a generic or named-space
// argument selects the generic overload; in host code a named-space argument
// (which does not convert to generic there) selects the __flat one.
// -fgpu-rdc: the device functions no kernel calls are emitted.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify=host,both %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=device,both %s
// RUN: %scale_cxx -std=c++17 -S -emit-llvm -o - -DCODEGEN %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fgpu-rdc %s | FileCheck --check-prefix=DEV %s
// RUN: %scale_cxx -std=c++17 -S -emit-llvm -o - -DCODEGEN %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only %s | FileCheck --check-prefix=HOST %s

__host__ __device__ int f(const int *);
__host__ __device__ int f(__flat int *);
__host__ __device__ int r(const volatile int &);
__host__ __device__ int r(__flat int &);

// DEV-LABEL: define {{.*}} @_Z6devicePiPU3AS3iPU3AS1iPU3AS4iPU3AS5iPU9AS8388608iRiRS0_
// DEV: call {{.*}} @_Z1fPKi(
// DEV: call {{.*}} @_Z1fPKi(
// DEV: call {{.*}} @_Z1fPKi(
// DEV: call {{.*}} @_Z1fPKi(
// DEV: call {{.*}} @_Z1fPKi(
// DEV: call {{.*}} @_Z1fPU9AS8388608i(
// DEV: call {{.*}} @_Z1rRVKi(
// DEV: call {{.*}} @_Z1rRVKi(
__device__ void device(int *generic, __shared int *shared, __device int *global,
                       __constant int *constant, __local int *local,
                       __flat int *flat, int &genericRef, __shared int &sharedRef) {
  f(generic);
  f(shared);
  f(global);
  f(constant);
  f(local);
  f(flat); // only the __flat overload is viable
  r(genericRef);
  r(sharedRef);
}

// HOST-LABEL: define {{.*}} @_Z4hostPiPU3AS3iPU3AS1iRS0_
// HOST: call {{.*}} @_Z1fPKi(
// HOST: call {{.*}} @_Z1fPU9AS8388608i(
// HOST: call {{.*}} @_Z1fPU9AS8388608i(
// HOST: call {{.*}} @_Z1rRU9AS8388608i(
void host(int *generic, __shared int *shared, __device int *global,
          __shared int &sharedRef) {
  f(generic);
  f(shared);
  f(global);
  r(sharedRef);
}

// Conversion ranking comes before upstream's tie-breakers: the template
// converting to generic beats the non-template converting to __flat.
template <class T> __host__ __device__ int t(const T *);
__host__ __device__ int t(__flat int *);
// DEV-LABEL: define {{.*}} @_Z11viaTemplatePi(
// DEV: call {{.*}} @_Z1tIiEiPKT_(
// HOST-LABEL: define {{.*}} @_Z11viaTemplatePi(
// HOST: call {{.*}} @_Z1tIiEiPKT_(
__host__ __device__ void viaTemplate(int *generic) { t(generic); }

#ifndef CODEGEN
// The ranking decides only between the generic and the __flat overload:
// two generic overloads that upstream cannot order stay ambiguous.
__host__ __device__ int g(const int *);          // #g-const
__host__ __device__ int g(volatile int *);       // #g-volatile
__host__ __device__ int g(__flat int *);         // #g-flat
__device__ void stillAmbiguous(int *generic) {
  g(generic); // both-error {{call to 'g' is ambiguous}}
              // both-note@#g-const {{candidate function}}
              // both-note@#g-volatile {{candidate function}}
              // both-note@#g-flat {{candidate function}}
}
#endif
