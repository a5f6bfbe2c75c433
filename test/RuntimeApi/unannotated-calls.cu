// The unannotated form of every call that spec/cuda/runtime_api.hpp
// overloads, and the bad inputs of the issue (a kind that names no
// enumerator, null pointer constants, incomplete types, dependent
// arguments): the overloads take part in no such call, so the host IR is
// clang++-22's, with the stand-in header and with CUDA 13's (REQUIRES line
// in unannotated-calls-toolkit.test), and no diagnostic is new.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -S -emit-llvm -O1 -Werror %s -o - | grep -v ident > %t/scale.ll
// RUN: %clang22 -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -S -emit-llvm -O1 -Werror %s -o - | grep -v ident > %t/upstream.ll
// RUN: diff %t/scale.ll %t/upstream.ll
// RUN: FileCheck %s < %t/scale.ll
// CHECK: call {{.*}} @cudaMemcpy(
// CHECK: call {{.*}} @cudaFree(

__device__ float symbol[16];
struct Opaque;

void calls(float *d, const float *s, float *h, void *v, Opaque *o,
           cudaStream_t st, cudaGraph_t g, cudaGraphNode_t node,
           cudaGraphExec_t exec, cudaArray_t a, cudaArray_const_t ca,
           cudaMemPool_t pool, size_t n) {
  cudaMemcpy(d, s, n, cudaMemcpyHostToDevice);
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
  cudaMemcpy(h, s, n, (cudaMemcpyKind)7);
  cudaMemcpy(nullptr, 0, 0, cudaMemcpyDefault);
  cudaMemcpy(0, NULL, 0, cudaMemcpyHostToHost);
  cudaMemcpy(o, o, n, cudaMemcpyDeviceToDevice);
  cudaMemcpyAsync(d, s, n, cudaMemcpyHostToDevice, st);
  cudaMemcpy2D(d, 16, s, 16, 16, 4, cudaMemcpyHostToDevice);
  cudaMemcpy2DAsync(d, 16, s, 16, 16, 4, cudaMemcpyHostToDevice, st);
  cudaMemcpyPeer(d, 1, s, 0, n);
  cudaMemcpyPeerAsync(d, 1, s, 0, n, st);
#ifndef NO_SYMBOLS
  cudaMemcpyToSymbol(symbol, s, n);
  cudaMemcpyFromSymbol(h, symbol, n);
  cudaMemcpyToSymbolAsync(symbol, s, n, 0, cudaMemcpyHostToDevice, st);
  cudaMemcpyFromSymbolAsync(h, symbol, n, 0, cudaMemcpyDeviceToHost, st);
#endif
  cudaMemcpy2DToArray(a, 0, 0, s, 16, 16, 4, cudaMemcpyHostToDevice);
  cudaMemcpy2DFromArray(h, 16, ca, 0, 0, 16, 4, cudaMemcpyDeviceToHost);
  cudaGraphNode_t added;
  cudaGraphAddMemcpyNode1D(&added, g, nullptr, 0, d, s, n,
                           cudaMemcpyHostToDevice);
  cudaGraphMemcpyNodeSetParams1D(node, d, s, n, cudaMemcpyHostToDevice);
  cudaGraphExecMemcpyNodeSetParams1D(exec, node, d, s, n,
                                     cudaMemcpyHostToDevice);
  cudaGraphAddMemFreeNode(&added, g, nullptr, 0, d);
  cudaGraphMemFreeNodeGetParams(node, &v);
  cudaMemset(d, 0, n);
  cudaMemsetAsync(v, 0, n, st);
  cudaMemset2D(d, 16, 0, 16, 4);
  cudaMemset2DAsync(d, 16, 0, 16, 4, st);
  cudaMemLocation where = {};
  cudaMemPrefetchAsync(d, n, where, 0, st);
  cudaMemAdvise(d, n, cudaMemAdviseSetReadMostly, where);
  cudaPointerAttributes attributes;
  cudaPointerGetAttributes(&attributes, d);
  cudaIpcMemHandle_t handle;
  cudaIpcGetMemHandle(&handle, d);
  cudaIpcOpenMemHandle(&v, handle, 0);
  cudaIpcCloseMemHandle(v);
  cudaMemPoolPtrExportData data;
  cudaMemPoolExportPointer(&data, d);
  cudaMemPoolImportPointer(&v, pool, &data);
  float *allocated;
  cudaMalloc(&allocated, n);
  cudaMalloc(&v, n);
  cudaMallocAsync(&allocated, n, st);
  cudaHostGetDevicePointer(&allocated, h, 0);
#ifndef NO_SYMBOLS
  cudaGetSymbolAddress(&v, symbol);
#endif
  cudaMemcpy3DParms p = {};
  p.dstPtr = make_cudaPitchedPtr(d, 64, 16, 4);
  cudaMemcpy3D(&p);
  cudaFreeAsync(d, st);
  cudaFree(d);
  cudaFree(0);
  cudaFree(nullptr);
}

template <class T> cudaError_t copyBack(T *out, const T *in, size_t n) {
  return cudaMemcpy(out, in, n, cudaMemcpyDeviceToHost);
}
template cudaError_t copyBack(float *, const float *, size_t);
template cudaError_t copyBack(Opaque *, const Opaque *, size_t);
