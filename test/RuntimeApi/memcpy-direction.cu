// -Wscale-memcpy-direction: a constant cudaMemcpyKind that contradicts an
// operand. A __device operand on the side the kind calls host is an error
// by default; a variable of host code (its address, an array's decay) on
// the side the kind calls device is a warning by default. Generic pointers,
// cudaMemcpyDefault, kinds known at run time and values that name no
// direction are never diagnosed. memcpy-direction-toolkit.test runs this
// file with CUDA 13's headers.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify=expected,default %s
// Host functions are checked in the device compilation too.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=expected,default %s
// Downgraded: every one a warning; silenced: none.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Wno-error=scale-memcpy-direction -Xclang -verify=expected,downgraded %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Wno-scale-memcpy-direction -Xclang -verify=silenced %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Wno-scale-addrspace -Xclang -verify=silenced %s
// silenced-no-diagnostics

__device__ float symbol[64];
float hostTable[64];
struct Pair {
  float first[4], second[4];
} hostPair;

void device_operands(__device float *d, const __device float *cd, float *h,
                     size_t n, cudaStream_t s) {
  cudaMemcpy(d, h, n, cudaMemcpyDeviceToHost); // default-error {{cudaMemcpy destination has type '__device float *' in __device memory but the copy kind 'cudaMemcpyDeviceToHost' says host memory}} downgraded-warning {{cudaMemcpy destination has type '__device float *' in __device memory but the copy kind 'cudaMemcpyDeviceToHost' says host memory}}
  cudaMemcpy(h, cd, n, cudaMemcpyHostToDevice); // default-error {{cudaMemcpy source has type '__device float const *' in __device memory but the copy kind 'cudaMemcpyHostToDevice' says host memory}} downgraded-warning {{cudaMemcpy source}}
  cudaMemcpy(d, cd, n, cudaMemcpyHostToHost); // default-error {{cudaMemcpy destination has type '__device float *'}} default-error {{cudaMemcpy source has type '__device float const *'}} downgraded-warning {{cudaMemcpy destination}} downgraded-warning {{cudaMemcpy source}}
  cudaMemcpyAsync(h, d, n, cudaMemcpyHostToDevice, s); // default-error {{cudaMemcpyAsync source has type '__device float *' in __device memory but the copy kind 'cudaMemcpyHostToDevice' says host memory}} downgraded-warning {{cudaMemcpyAsync source}}
  cudaMemcpy2D(d, 16, h, 16, 16, 4, cudaMemcpyDeviceToHost); // default-error {{cudaMemcpy2D destination has type '__device float *'}} downgraded-warning {{cudaMemcpy2D destination}}
  cudaMemcpy2DAsync(h, 16, cd, 16, 16, 4, cudaMemcpyHostToHost, s); // default-error {{cudaMemcpy2DAsync source has type '__device float const *'}} downgraded-warning {{cudaMemcpy2DAsync source}}
  // The symbol copies' default kinds count: HostToDevice for ToSymbol,
  // DeviceToHost for FromSymbol.
  cudaMemcpyToSymbol(symbol, cd, n); // default-error {{cudaMemcpyToSymbol source has type '__device float const *' in __device memory but the copy kind 'cudaMemcpyHostToDevice' says host memory}} downgraded-warning {{cudaMemcpyToSymbol source}}
  cudaMemcpyFromSymbol(d, symbol, n); // default-error {{cudaMemcpyFromSymbol destination has type '__device float *' in __device memory but the copy kind 'cudaMemcpyDeviceToHost' says host memory}} downgraded-warning {{cudaMemcpyFromSymbol destination}}
  cudaMemcpyToSymbolAsync(symbol, cd, n, 0, cudaMemcpyHostToDevice, s); // default-error {{cudaMemcpyToSymbolAsync source}} downgraded-warning {{cudaMemcpyToSymbolAsync source}}
  cudaMemcpyFromSymbolAsync(d, symbol, n, 0, cudaMemcpyDeviceToHost, s); // default-error {{cudaMemcpyFromSymbolAsync destination}} downgraded-warning {{cudaMemcpyFromSymbolAsync destination}}
}

void array_and_graph_copies(cudaArray_t a, cudaArray_const_t ca,
                            cudaGraphNode_t node, cudaGraphExec_t exec,
                            __device float *d, float *h, size_t n) {
  cudaMemcpy2DToArray(a, 0, 0, d, 16, 16, 4, cudaMemcpyHostToDevice); // default-error {{cudaMemcpy2DToArray source has type '__device float *'}} downgraded-warning {{cudaMemcpy2DToArray source}}
  cudaMemcpy2DFromArray(d, 16, ca, 0, 0, 16, 4, cudaMemcpyDeviceToHost); // default-error {{cudaMemcpy2DFromArray destination has type '__device float *'}} downgraded-warning {{cudaMemcpy2DFromArray destination}}
  cudaGraphMemcpyNodeSetParams1D(node, d, h, n, cudaMemcpyDeviceToHost); // default-error {{cudaGraphMemcpyNodeSetParams1D destination has type '__device float *'}} downgraded-warning {{cudaGraphMemcpyNodeSetParams1D destination}}
  cudaGraphExecMemcpyNodeSetParams1D(exec, node, h, d, n, cudaMemcpyHostToHost); // default-error {{cudaGraphExecMemcpyNodeSetParams1D source has type '__device float *'}} downgraded-warning {{cudaGraphExecMemcpyNodeSetParams1D source}}
}

void host_objects(float *h, size_t n, cudaStream_t s) {
  float local[16];
  float scalar;
  cudaMemcpy(local, h, n, cudaMemcpyDeviceToDevice); // expected-warning {{cudaMemcpy destination is in 'local', a variable of host code in host memory (the generic address space), but the copy kind 'cudaMemcpyDeviceToDevice' says device memory}}
  cudaMemcpy(h, &scalar, n, cudaMemcpyDeviceToHost); // expected-warning {{cudaMemcpy source is in 'scalar', a variable of host code in host memory (the generic address space), but the copy kind 'cudaMemcpyDeviceToHost' says device memory}}
  cudaMemcpy(hostTable, h, n, cudaMemcpyHostToDevice); // expected-warning {{cudaMemcpy destination is in 'hostTable'}}
  cudaMemcpy(&hostPair.second[1], h, n, cudaMemcpyHostToDevice); // expected-warning {{cudaMemcpy destination is in 'hostPair'}}
  cudaMemcpyAsync(h, local, n, cudaMemcpyDeviceToDevice, s); // expected-warning {{cudaMemcpyAsync source is in 'local'}}
  cudaMemcpyFromSymbol(local, symbol, n, 0, cudaMemcpyDeviceToDevice); // expected-warning {{cudaMemcpyFromSymbol destination is in 'local'}}
  // A kind that agrees.
  cudaMemcpy(local, h, n, cudaMemcpyDeviceToHost);
  cudaMemcpy(h, local, n, cudaMemcpyHostToDevice);
  cudaMemcpyToSymbol(symbol, local, n);
}

// Never checked: generic pointers of unannotated code (they hold device
// addresses there), references, __flat, cudaMemcpyDefault, kinds known only
// at run time, values that are no direction.
void silent(float *h, float *maybeDevice, float &ref, __flat float *f,
            __device float *d, cudaMemcpyKind runtimeKind, size_t n) {
  cudaMemcpy(maybeDevice, h, n, cudaMemcpyHostToDevice);
  cudaMemcpy(h, maybeDevice, n, cudaMemcpyHostToHost);
  cudaMemcpy(&ref, h, n, cudaMemcpyHostToDevice);
  cudaMemcpy((float *)f, h, n, cudaMemcpyDeviceToDevice);
  cudaMemcpy(d, h, n, cudaMemcpyDefault);
  cudaMemcpy(d, h, n, runtimeKind);
  cudaMemcpy(d, h, n, (cudaMemcpyKind)7);
  float local[4];
  cudaMemcpy(local, d, n, cudaMemcpyDefault);
  cudaMemcpy(local, h, n, (cudaMemcpyKind)(runtimeKind + 1));
  // The explicit cast says the program knows better.
  cudaMemcpy((float *)d, h, n, cudaMemcpyDeviceToHost);
  cudaMemcpyPeer(d, 1, local, 0, n);
}

// Templates are checked per instantiation, dependent arguments never.
template <class T> void copyBack(T *out, T *in, size_t n) {
  cudaMemcpy(out, in, n, cudaMemcpyDeviceToHost); // default-error {{cudaMemcpy destination has type '__device float *' in __device memory but the copy kind 'cudaMemcpyDeviceToHost' says host memory}} downgraded-warning {{cudaMemcpy destination}}
}
template void copyBack<float>(float *, float *, size_t);
template void copyBack<__device float>(__device float *, __device float *, size_t); // default-note {{in instantiation of function template specialization}} downgraded-note {{in instantiation of function template specialization}}

// A __host__ __device__ function is held to the host's rules once it is
// emitted for the host; an inline one that host code never calls is not.
__host__ __device__ void emittedBoth(__device float *d, float *h, size_t n) {
#ifndef __CUDA_ARCH__
  cudaMemcpy(d, h, n, cudaMemcpyDeviceToHost); // default-error {{cudaMemcpy destination has type '__device float *'}} downgraded-warning {{cudaMemcpy destination}}
#endif
}
inline __host__ __device__ void neverCalled(__device float *d, float *h,
                                            size_t n) {
#ifndef __CUDA_ARCH__
  cudaMemcpy(d, h, n, cudaMemcpyDeviceToHost);
#endif
}

// The group is known to the preprocessor and to pragmas.
#if !__has_warning("-Wscale-memcpy-direction")
#error -Wscale-memcpy-direction is a warning group
#endif
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wscale-memcpy-direction"
void pragma_ignored(__device float *d, float *h, size_t n) {
  cudaMemcpy(d, h, n, cudaMemcpyDeviceToHost);
  float local[4];
  cudaMemcpy(local, h, n, cudaMemcpyDeviceToDevice);
}
#pragma clang diagnostic pop
