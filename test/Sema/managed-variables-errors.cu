// What cannot be managed. The address of a `__managed__` variable is no
// constant: on the host the runtime fills a pointer to the variable when
// the module is loaded, and Clang's lowering of managed variables cannot
// rewrite a constant initializer that holds it (CodeGen crashed). Such
// initializers are refused; a dynamic initializer (reading the value) is
// fine. Locals cannot be managed: automatic ones as in HIP, static ones
// because Clang's lowering does not register them (they were plain
// __device__ variables). Nor is a variable both managed and __constant__
// or __shared__.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify=expected,host %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify %s
// RUN: %scale_cxx -std=c++17 -c %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -DVALID %s -o /dev/null
// Errors in every mode: PTX at -O0 and -O2 too.
// RUN: not %scale_cxx -std=c++17 -O0 -S %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX
// RUN: not %scale_cxx -std=c++17 -O2 -S %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX
// PTX-DAG: error: a __managed__ variable cannot also be __constant__
// PTX-DAG: error: a __managed__ variable cannot also be __shared__
// PTX-DAG: error: __managed__ is not allowed on static local variables

__managed__ int counter;
__managed__ int table[4];
int value = counter;
int *runtime() {
  static int *s;
  s = &counter;
  return s;
}

#ifndef VALID
int *p = &counter; // host-error {{the address of __managed__ variable 'counter' is not a constant: initialize 'p' at run time}}
struct Holder {
  int n;
  int *q;
} holder = {1, &table[2]}; // host-error {{the address of __managed__ variable 'table' is not a constant: initialize 'holder' at run time}}

int *later() {
  static int *s = &counter; // expected-error {{the address of __managed__ variable 'counter' is not a constant: initialize 's' at run time}}
  return s;
}
__host__ __device__ int *both() {
  static int *hd = &counter; // expected-error {{the address of __managed__ variable 'counter' is not a constant: initialize 'hd' at run time}}
  return hd;
}
__device__ int *dev() {
  static int *d = &table[1]; // expected-error {{the address of __managed__ variable 'table' is not a constant: initialize 'd' at run time}}
  return d;
}
__global__ void kernel(int **out) {
  *out = both();
  __managed__ int automatic; // expected-error {{__constant__, __device__, and __managed__ are not allowed on non-static local variables}}
  static __managed__ int local; // expected-error {{__managed__ is not allowed on static local variables}}
}
void host(__managed__ int parameter) { // expected-error {{__constant__, __device__, and __managed__ are not allowed on non-static local variables}}
  static __managed__ int local; // expected-error {{__managed__ is not allowed on static local variables}}
}
int main() { return *later() + *both(); }

// Managed memory is global memory: not also constant or shared (found by the
// fuzzer: an atomic on a `__constant__ __managed__` variable reached NVPTX
// as an atomic in the constant space, "Cannot select").
__constant__ __managed__ int constantToo; // expected-error {{a __managed__ variable cannot also be __constant__}}
__shared__ __managed__ int sharedToo; // expected-error {{a __managed__ variable cannot also be __shared__}}
__device__ __managed__ int deviceToo;
#endif
