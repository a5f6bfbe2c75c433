// An invalid explicit cast is an error wherever it appears, templates and
// generic lambdas that are never instantiated included, where its types do
// not depend on a template parameter: reported in the definition, once,
// not again by the instantiations (on both sides, as the instantiations'
// and non-template functions' invalid casts are). A value-dependent operand (the address
// of a template's local __shared__ variable) has its type, and so its space.
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only -Xclang -verify %s
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -fsyntax-only -Xclang -verify %s
// RUN: not %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -S %s -o /dev/null
// RUN: not %scale_cxx -x hip --offload-arch=gfx90a -nogpulib -nogpuinc -isystem %inputs -include cuda.h --cuda-device-only -S %s -o /dev/null

template <class T> __device__ void neverInstantiated(T *) {
  __shared__ int s;
  auto a = addrspace_cast<__device int *>(&s); // expected-error {{addrspace_cast from '__shared int *' to '__device int *' in a device function: no cast converts the __shared address space to the __device address space}}
  __shared int *q = &s;
  auto b = (__device int *)q; // expected-error {{cannot cast from '__shared int *' to '__device int *' in a device function}}
  auto c = (__device int *)&s; // expected-error {{cannot cast from '__shared int *' to '__device int *' in a device function}}
  // Dependent types wait for an instantiation.
  auto d = (__device T *)q;
}

__device__ void genericLambda() {
  auto l = [](auto) {
    __shared__ int s;
    return addrspace_cast<__device int *>(&s); // expected-error {{addrspace_cast from '__shared int *' to '__device int *' in a}}
  };
}

// Instantiated twice: one error, from the definition.
template <class T> __device__ void instantiated(T *) {
  __shared int *q = nullptr;
  auto a = addrspace_cast<__device int *>(q); // expected-error {{addrspace_cast from '__shared int *' to '__device int *'}}
  auto b = (__device int *)q; // expected-error {{cannot cast from '__shared int *' to '__device int *'}}
}
__global__ void uses(int *p, float *f) {
  instantiated(p);
  instantiated(f);
}

// A host function template.
template <class T> void hostTemplate(T) {
  __device int *d = nullptr;
  auto s = (__shared int *)d; // expected-error {{cannot cast from '__device int *' to '__shared int *' in a host function: no cast converts the __device address space to the __shared address space}}
}

// A dependent cast that an instantiation makes invalid is reported there.
template <class T> __device__ __device int *fromDependent(T *p) {
  return (__device int *)p; // expected-error {{cannot cast from '__shared int *' to '__device int *'}}
}
__global__ void instantiatesDependent() {
  __shared__ int s;
  fromDependent(&s); // expected-note {{in instantiation of function template specialization}}
}
