// addrspace_cast<T>(e) is available without any include while the extension
// is on, follows the explicit-conversion table, and may change nothing but
// the address space of the pointee or referenced type.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only -x c++ -fscale-addrspaces -D__device__= -D__global__= -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -S -emit-llvm -o - %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -DCODEGEN %s | FileCheck %s

#include <type_traits>

#ifdef CODEGEN
// CHECK-LABEL: define {{.*}} @_Z6kernelPU3AS1i(ptr addrspace(1)
// CHECK: addrspacecast ptr addrspace(1) %{{.*}} to ptr
// CHECK: addrspacecast ptr addrspace(1) %{{.*}} to ptr
__global__ void kernel(__device int *p) {
  int *g = addrspace_cast<int *>(p);
  *g = 1;
  int &r = addrspace_cast<int &>(*p);
  r = 2;
}
#else
void casts(int *g, __device int *d, __shared int *s, const int *cg,
           __flat int *f) {
  __device int *down = addrspace_cast<__device int *>(g);
  int *up = addrspace_cast<int *>(d);
  int *fromShared = addrspace_cast<int *>(s);
  __flat int *toFlat = addrspace_cast<__flat int *>(g);
  __shared int *fromFlat = addrspace_cast<__shared int *>(f);
  int &ref = addrspace_cast<int &>(*d);
  const __device int *keepsConst = addrspace_cast<const __device int *>(cg);
  static_assert(std::is_same_v<decltype(addrspace_cast<__device int &>(*g)), __device int &>);
  static_assert(std::is_same_v<decltype(addrspace_cast<int *>(d)), int *>);

  (void)addrspace_cast<__device int *>(s); // expected-error {{addrspace_cast from '__shared int *' to '__device int *' in a host function: no cast converts the __shared address space to the __device address space}}
  (void)addrspace_cast<__device long *>(g); // expected-error {{addrspace_cast from 'int *' to '__device long *' changes more than the address space; only the address space of the pointee may differ}}
  (void)addrspace_cast<__device int *>(cg); // expected-error {{addrspace_cast from 'const int *' to '__device int *' changes more than the address space}}
  (void)addrspace_cast<int &>(*cg); // expected-error {{addrspace_cast from 'const int' to 'int &' changes more than the address space; only the address space of the referenced type may differ}}
  (void)addrspace_cast<int>(3); // expected-error {{addrspace_cast from 'int' to 'int': addrspace_cast converts pointers to pointers and references to references}}
  (void)addrspace_cast<int &>(3); // expected-error {{addrspace_cast to the lvalue reference type 'int &' needs an lvalue, not a prvalue of type 'int'}}
}

// Templates: checked per instantiation.
template <class T> __device__ T *up(__device T *p) { return addrspace_cast<T *>(p); }
template <class T> __device__ __device T *bad(__shared T *p) {
  return addrspace_cast<__device T *>(p); // expected-error-re {{addrspace_cast from '__shared int *' to '__device int *' in a {{host|device}} function: no cast converts the __shared address space to the __device address space}}
}
__device__ void instantiate(__device int *d, __shared int *s) {
  up(d);
  bad(s); // expected-note {{in instantiation of function template specialization 'bad<int>' requested here}}
}
#endif
