// The CUDA runtime's functions that take or yield device addresses accept
// __device pointers in host code (spec/cuda/runtime_api.hpp), one call per
// function group, on both sides of the compilation (host functions are
// checked in the device compilation too). What stays rejected: __shared,
// __constant and __local pointers, const __device destinations, generic
// pointers becoming __device.
// The stand-in header here; device-pointers-toolkit.test runs this file with
// CUDA 13's headers.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// The good calls alone, also with -fno-scale-nvcc-compat (the overloads
// belong to the extension).
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -DGOOD_ONLY -Werror %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -DGOOD_ONLY -Werror -fno-scale-nvcc-compat %s

__device__ float symbol[64];

__global__ void kernel(__device float *someFloats) {}

// Every group with __device operands, and the results yielded into
// __device pointers.
void copies(__device float *d, const __device float *cd, float *h,
            const float *ch, size_t n, cudaStream_t s) {
  cudaMemcpy(d, ch, n, cudaMemcpyHostToDevice);
  cudaMemcpy(h, cd, n, cudaMemcpyDeviceToHost);
  cudaMemcpy(d, cd, n, cudaMemcpyDeviceToDevice);
  cudaMemcpy(d, d, n, cudaMemcpyDefault);
  cudaMemcpyAsync(d, ch, n, cudaMemcpyHostToDevice, s);
  cudaMemcpyAsync(h, cd, n, cudaMemcpyDeviceToHost);
  cudaMemcpy2D(d, 16, ch, 16, 16, 4, cudaMemcpyHostToDevice);
  cudaMemcpy2DAsync(h, 16, cd, 16, 16, 4, cudaMemcpyDeviceToHost, s);
  cudaMemcpyPeer(d, 1, cd, 0, n);
  cudaMemcpyPeerAsync(d, 1, ch, 0, n, s);
  cudaMemcpyToSymbol(symbol, cd, n, 0, cudaMemcpyDeviceToDevice);
  cudaMemcpyFromSymbol(d, symbol, n, 0, cudaMemcpyDeviceToDevice);
  cudaMemcpyToSymbolAsync(symbol, cd, n, 0, cudaMemcpyDeviceToDevice, s);
  cudaMemcpyFromSymbolAsync(d, symbol, n, 0, cudaMemcpyDeviceToDevice, s);
  kernel<<<1, 1>>>(d);
  // Null pointer constants on the generic side.
  cudaMemcpy(d, nullptr, 0, cudaMemcpyHostToDevice);
  cudaMemcpy(0, cd, 0, cudaMemcpyDeviceToHost);
  cudaMemcpyAsync(NULL, d, 0, cudaMemcpyDeviceToHost);
}

void arrays(cudaArray_t a, cudaArray_const_t ca, __device float *d,
            const __device float *cd, size_t n) {
  cudaMemcpy2DToArray(a, 0, 0, cd, 16, 16, 4, cudaMemcpyDeviceToDevice);
  cudaMemcpy2DFromArray(d, 16, ca, 0, 0, 16, 4, cudaMemcpyDeviceToDevice);
  cudaMemcpy2DToArrayAsync(a, 0, 0, cd, 16, 16, 4, cudaMemcpyDeviceToDevice);
  cudaMemcpy2DFromArrayAsync(d, 16, ca, 0, 0, 16, 4,
                             cudaMemcpyDeviceToDevice);
}

void graphs(cudaGraph_t g, cudaGraphNode_t node, cudaGraphExec_t exec,
            __device float *d, const __device float *cd, float *h, size_t n) {
  cudaGraphNode_t added;
  cudaGraphAddMemcpyNode1D(&added, g, nullptr, 0, d, h, n,
                           cudaMemcpyHostToDevice);
  cudaGraphMemcpyNodeSetParams1D(node, h, cd, n, cudaMemcpyDeviceToHost);
  cudaGraphExecMemcpyNodeSetParams1D(exec, node, d, cd, n,
                                     cudaMemcpyDeviceToDevice);
  cudaGraphAddMemcpyNodeToSymbol(&added, g, nullptr, 0, (const void *)0, cd,
                                 n, 0, cudaMemcpyDeviceToDevice);
  cudaGraphAddMemcpyNodeFromSymbol(&added, g, nullptr, 0, d, (const void *)0,
                                   n, 0, cudaMemcpyDeviceToDevice);
  cudaGraphMemcpyNodeSetParamsToSymbol(node, (const void *)0, cd, n, 0,
                                       cudaMemcpyDeviceToDevice);
  cudaGraphMemcpyNodeSetParamsFromSymbol(node, d, (const void *)0, n, 0,
                                         cudaMemcpyDeviceToDevice);
  cudaGraphExecMemcpyNodeSetParamsToSymbol(exec, node, (const void *)0, cd, n,
                                           0, cudaMemcpyDeviceToDevice);
  cudaGraphExecMemcpyNodeSetParamsFromSymbol(exec, node, d, (const void *)0,
                                             n, 0, cudaMemcpyDeviceToDevice);
  cudaGraphAddMemFreeNode(&added, g, nullptr, 0, d);
  __device float *freed;
  cudaGraphMemFreeNodeGetParams(node, &freed);
}

void sets_and_frees(__device float *d, __device int *i, size_t n,
                    cudaStream_t s) {
  cudaMemset(d, 0, n);
  cudaMemsetAsync(i, 0, n, s);
  cudaMemset2D(d, 16, 0, 16, 4);
  cudaMemset2DAsync(d, 16, 0, 16, 4, s);
  cudaFree(d);
  cudaFreeAsync(i, s);
  cudaStreamAttachMemAsync(s, d);
  cudaMemcpy3DParms p = {};
  p.dstPtr = make_cudaPitchedPtr(d, 64, 16, 4);
  p.kind = cudaMemcpyDeviceToDevice;
  cudaMemcpy3D(&p);
}

void allocations(size_t n, cudaStream_t s, cudaMemPool_t pool, float *host) {
  __device float *d;
  __device void *v;
  size_t pitch;
  cudaMalloc(&d, n);
  cudaMalloc(&v, n);
  cudaMallocPitch(&d, &pitch, 64, 4);
  cudaMallocAsync(&d, n, s);
  cudaMallocManaged(&d, n);
  cudaHostGetDevicePointer(&d, host, 0);
  cudaGetSymbolAddress(&d, symbol);
  cudaGetSymbolAddress(&v, (const void *)0);
}

void unified_memory(__device float *d, const __device float *cd, size_t n,
                    cudaStream_t s) {
  cudaMemLocation where = {};
  cudaMemPrefetchAsync(cd, n, where, 0, s);
  cudaMemAdvise(d, n, cudaMemAdviseSetReadMostly, where);
  int readMostly;
  cudaMemRangeGetAttribute(&readMostly, sizeof readMostly,
                           cudaMemRangeAttributeReadMostly, cd, n);
  cudaPointerAttributes attributes;
  cudaPointerGetAttributes(&attributes, cd);
}

void interop(__device float *d, cudaMemPool_t pool,
             cudaExternalMemory_t external, cudaGraphicsResource_t resource) {
  cudaIpcMemHandle_t handle;
  cudaIpcGetMemHandle(&handle, d);
  __device float *opened;
  cudaIpcOpenMemHandle(&opened, handle, 0);
  cudaIpcCloseMemHandle(opened);
  cudaMemPoolPtrExportData data;
  cudaMemPoolExportPointer(&data, d);
  cudaMemPoolImportPointer(&opened, pool, &data);
  cudaExternalMemoryBufferDesc desc = {};
  cudaExternalMemoryGetMappedBuffer(&opened, external, &desc);
  size_t size;
  cudaGraphicsResourceGetMappedPointer(&opened, &size, resource);
}

// Incomplete and void pointees pass through as they would as void *.
struct Opaque;
void incomplete(__device Opaque *o, __device void *v, size_t n) {
  cudaMemcpy(o, v, n, cudaMemcpyDeviceToDevice);
  cudaFree(o);
}

#ifndef GOOD_ONLY
void rejected(__shared float *s, __constant float *c, __local float *l,
              const __device float *cd, __flat float *f, float *h,
              size_t n) {
  cudaMemcpy(s, h, n, cudaMemcpyHostToDevice); // expected-error {{no matching function for call to 'cudaMemcpy'}}
  cudaMemcpy(h, c, n, cudaMemcpyDeviceToHost); // expected-error {{no matching function for call to 'cudaMemcpy'}}
  cudaMemset(l, 0, n);                         // expected-error {{no matching function for call to 'cudaMemset'}}
  cudaFree(s);                                 // expected-error {{no matching function for call to 'cudaFree'}}
  cudaFree(f);                                 // expected-error {{no matching function for call to 'cudaFree'}}
  // A const source is no destination, as with const void *.
  cudaMemcpy(cd, h, n, cudaMemcpyHostToDevice); // expected-error {{no matching function for call to 'cudaMemcpy'}}
  cudaMemset(cd, 0, n);                        // expected-error {{no matching function for call to 'cudaMemset'}}
  __shared float *ss;
  __constant float *cc;
  __local float *ll;
  cudaMalloc(&ss, n); // expected-error {{call to deleted function 'cudaMalloc': cudaMalloc yields __device memory, not __shared memory}}
  cudaMalloc(&cc, n); // expected-error {{call to deleted function 'cudaMalloc': cudaMalloc yields __device memory, not __constant memory}}
  cudaMallocAsync(&ll, n, 0); // expected-error {{call to deleted function 'cudaMallocAsync': cudaMallocAsync yields __device memory, not __local memory}}
  cudaGetSymbolAddress(&ss, symbol); // expected-error {{no matching function for call to 'cudaGetSymbolAddress'}}
  // Generic pointers stay generic: nothing here makes one __device.
  __device float *fromHost = h; // expected-error {{cannot initialize a variable of type '__device float *' with an lvalue of type 'float *'}}
  float *fromDevice;
  cudaIpcMemHandle_t handle;
  cudaIpcOpenMemHandle(&fromDevice, handle, 0); // expected-error {{no matching function for call to 'cudaIpcOpenMemHandle'}}
}
#endif
