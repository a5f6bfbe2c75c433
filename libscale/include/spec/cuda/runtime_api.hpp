//===- spec/cuda/runtime_api.hpp - The CUDA runtime with __device pointers -*-
// C++ -*-===//
//
//! \file
//! The CUDA runtime API for annotated host code: every runtime function
//! that takes a device address as `void *` (or `const void *`) also takes a
//! `__device T *` (or `const __device T *`) there, and every function that
//! yields a device address through a `void **` also yields it into a
//! `__device T **`. Each overload forwards to the runtime's own function
//! with an explicit cast to generic, which is what host code would write by
//! hand; nothing else converts. docs/user-guide.md ("Annotating host code")
//! lists the functions, which bench/runtime-device-pointers.py finds in the
//! toolkit's headers.
//!
//! What stays rejected, by construction:
//!  - a generic pointer does not become `__device` (the overloads take
//!    `__device` pointers; the runtime's own functions take generic ones);
//!  - `__shared`, `__constant` and `__local` pointers match no overload, and
//!    cuda_runtime.h's allocation templates (`cudaMalloc(T **, size_t)`,
//!    which would deduce `T = __shared float`) are deleted for them below;
//!  - a `const __device T *` is no destination.
//! A call whose arguments are all generic (unannotated code) finds the
//! runtime's function only: every overload here needs a `__device`
//! argument to deduce its template parameter, so a null pointer constant
//! or `0` deduces nothing and the overload set of unannotated code is the
//! toolkit's.
//!
//! scale-clang includes this header in CUDA compilations with the extension
//! on, right after Clang's CUDA runtime wrapper (which declares the
//! runtime); with -nocudainc, include it after your own declarations of
//! the runtime (as test/Inputs/cuda.h does). Without the extension (other
//! compilers, -fno-scale-addrspaces) it declares nothing.
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_RUNTIME_API_HPP
#define SPEC_CUDA_RUNTIME_API_HPP

#if defined(__SCALE_ADDRSPACES__) && defined(__CUDA__) && !defined(__HIP__)

//! The helpers of the overloads below, in a namespace of the
//! implementation's (this header is read by every CUDA compilation, and a
//! program may name its own variable or namespace `sp`; <spec/cuda/Runtime.hpp>
//! and <spec/cuda/Addrspace.hpp> declare namespace sp where they are
//! included).
namespace __scale_rt {

//! SFINAE on a condition without <type_traits>.
template <bool> struct RuntimeEnable {};
template <> struct RuntimeEnable<true> {
  using type = int;
};

//! The generic form of a device address, for the runtime's `void *`. A
//! C-style cast rather than addrspace_cast: with addrspace_cast, a Clang
//! module that includes this header and its importer disagreed on the
//! function's body (-fmodules' ODR check,
//! test/Overload/method-templates-module.cu).
template <class T> inline __host__ void *generic_address(__device T *Address) {
  return (T *)Address;
}
template <class T>
inline __host__ const void *generic_address(const __device T *Address) {
  return (const T *)Address;
}
//! The runtime's `void **` (or `void *`) through which it yields a device
//! address into \p Slot.
template <class T> inline __host__ void **generic_slot(__device T **Slot) {
  return reinterpret_cast<void **>(Slot);
}

} // namespace __scale_rt

//! Where the runtime takes `void *`: a `__device T *` whose T is neither
//! const nor volatile, as `void *` would accept.
#define SP_RUNTIME_WRITABLE(T)                                                 \
  typename ::__scale_rt::RuntimeEnable<!__is_const(T) &&                       \
                                       !__is_volatile(T)>::type = 0
//! Where the runtime takes `const void *`: a `const __device T *` whose T
//! is not volatile.
#define SP_RUNTIME_READABLE(T)                                                 \
  typename ::__scale_rt::RuntimeEnable<!__is_volatile(T)>::type = 0
#ifdef __CUDA_DEPRECATED
#define SP_RUNTIME_DEPRECATED __CUDA_DEPRECATED
#else
#define SP_RUNTIME_DEPRECATED
#endif

// Copies: a __device destination, a const __device source, or both.
template <class Src, SP_RUNTIME_READABLE(Src)>
inline __host__ cudaError_t cudaMemcpy(void *dst, const __device Src *src,
                                       size_t count, enum cudaMemcpyKind kind) {
  return ::cudaMemcpy(dst, __scale_rt::generic_address(src), count, kind);
}

template <class Dst, SP_RUNTIME_WRITABLE(Dst)>
inline __host__ cudaError_t cudaMemcpy(__device Dst *dst, const void *src,
                                       size_t count, enum cudaMemcpyKind kind) {
  return ::cudaMemcpy(__scale_rt::generic_address(dst), src, count, kind);
}

template <class Dst, SP_RUNTIME_WRITABLE(Dst), class Src,
          SP_RUNTIME_READABLE(Src)>
inline __host__ cudaError_t cudaMemcpy(__device Dst *dst,
                                       const __device Src *src, size_t count,
                                       enum cudaMemcpyKind kind) {
  return ::cudaMemcpy(__scale_rt::generic_address(dst),
                      __scale_rt::generic_address(src), count, kind);
}

template <class Src, SP_RUNTIME_READABLE(Src)>
inline __host__ cudaError_t cudaMemcpyAsync(void *dst, const __device Src *src,
                                            size_t count,
                                            enum cudaMemcpyKind kind,
                                            cudaStream_t stream = 0) {
  return ::cudaMemcpyAsync(dst, __scale_rt::generic_address(src), count, kind,
                           stream);
}

template <class Dst, SP_RUNTIME_WRITABLE(Dst)>
inline __host__ cudaError_t cudaMemcpyAsync(__device Dst *dst, const void *src,
                                            size_t count,
                                            enum cudaMemcpyKind kind,
                                            cudaStream_t stream = 0) {
  return ::cudaMemcpyAsync(__scale_rt::generic_address(dst), src, count, kind,
                           stream);
}

template <class Dst, SP_RUNTIME_WRITABLE(Dst), class Src,
          SP_RUNTIME_READABLE(Src)>
inline __host__ cudaError_t cudaMemcpyAsync(__device Dst *dst,
                                            const __device Src *src,
                                            size_t count,
                                            enum cudaMemcpyKind kind,
                                            cudaStream_t stream = 0) {
  return ::cudaMemcpyAsync(__scale_rt::generic_address(dst),
                           __scale_rt::generic_address(src), count, kind,
                           stream);
}

template <class Src, SP_RUNTIME_READABLE(Src)>
inline __host__ cudaError_t cudaMemcpy2D(void *dst, size_t dpitch,
                                         const __device Src *src, size_t spitch,
                                         size_t width, size_t height,
                                         enum cudaMemcpyKind kind) {
  return ::cudaMemcpy2D(dst, dpitch, __scale_rt::generic_address(src), spitch,
                        width, height, kind);
}

template <class Dst, SP_RUNTIME_WRITABLE(Dst)>
inline __host__ cudaError_t cudaMemcpy2D(__device Dst *dst, size_t dpitch,
                                         const void *src, size_t spitch,
                                         size_t width, size_t height,
                                         enum cudaMemcpyKind kind) {
  return ::cudaMemcpy2D(__scale_rt::generic_address(dst), dpitch, src, spitch,
                        width, height, kind);
}

template <class Dst, SP_RUNTIME_WRITABLE(Dst), class Src,
          SP_RUNTIME_READABLE(Src)>
inline __host__ cudaError_t cudaMemcpy2D(__device Dst *dst, size_t dpitch,
                                         const __device Src *src, size_t spitch,
                                         size_t width, size_t height,
                                         enum cudaMemcpyKind kind) {
  return ::cudaMemcpy2D(__scale_rt::generic_address(dst), dpitch,
                        __scale_rt::generic_address(src), spitch, width, height,
                        kind);
}

template <class Src, SP_RUNTIME_READABLE(Src)>
inline __host__ cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch,
                                              const __device Src *src,
                                              size_t spitch, size_t width,
                                              size_t height,
                                              enum cudaMemcpyKind kind,
                                              cudaStream_t stream = 0) {
  return ::cudaMemcpy2DAsync(dst, dpitch, __scale_rt::generic_address(src),
                             spitch, width, height, kind, stream);
}

template <class Dst, SP_RUNTIME_WRITABLE(Dst)>
inline __host__ cudaError_t cudaMemcpy2DAsync(__device Dst *dst, size_t dpitch,
                                              const void *src, size_t spitch,
                                              size_t width, size_t height,
                                              enum cudaMemcpyKind kind,
                                              cudaStream_t stream = 0) {
  return ::cudaMemcpy2DAsync(__scale_rt::generic_address(dst), dpitch, src,
                             spitch, width, height, kind, stream);
}

template <class Dst, SP_RUNTIME_WRITABLE(Dst), class Src,
          SP_RUNTIME_READABLE(Src)>
inline __host__ cudaError_t cudaMemcpy2DAsync(__device Dst *dst, size_t dpitch,
                                              const __device Src *src,
                                              size_t spitch, size_t width,
                                              size_t height,
                                              enum cudaMemcpyKind kind,
                                              cudaStream_t stream = 0) {
  return ::cudaMemcpy2DAsync(__scale_rt::generic_address(dst), dpitch,
                             __scale_rt::generic_address(src), spitch, width,
                             height, kind, stream);
}

template <class Src, SP_RUNTIME_READABLE(Src)>
inline __host__ cudaError_t cudaMemcpyPeer(void *dst, int dstDevice,
                                           const __device Src *src,
                                           int srcDevice, size_t count) {
  return ::cudaMemcpyPeer(dst, dstDevice, __scale_rt::generic_address(src),
                          srcDevice, count);
}

template <class Dst, SP_RUNTIME_WRITABLE(Dst)>
inline __host__ cudaError_t cudaMemcpyPeer(__device Dst *dst, int dstDevice,
                                           const void *src, int srcDevice,
                                           size_t count) {
  return ::cudaMemcpyPeer(__scale_rt::generic_address(dst), dstDevice, src,
                          srcDevice, count);
}

template <class Dst, SP_RUNTIME_WRITABLE(Dst), class Src,
          SP_RUNTIME_READABLE(Src)>
inline __host__ cudaError_t cudaMemcpyPeer(__device Dst *dst, int dstDevice,
                                           const __device Src *src,
                                           int srcDevice, size_t count) {
  return ::cudaMemcpyPeer(__scale_rt::generic_address(dst), dstDevice,
                          __scale_rt::generic_address(src), srcDevice, count);
}

template <class Src, SP_RUNTIME_READABLE(Src)>
inline __host__ cudaError_t cudaMemcpyPeerAsync(void *dst, int dstDevice,
                                                const __device Src *src,
                                                int srcDevice, size_t count,
                                                cudaStream_t stream = 0) {
  return ::cudaMemcpyPeerAsync(dst, dstDevice, __scale_rt::generic_address(src),
                               srcDevice, count, stream);
}

template <class Dst, SP_RUNTIME_WRITABLE(Dst)>
inline __host__ cudaError_t cudaMemcpyPeerAsync(__device Dst *dst,
                                                int dstDevice, const void *src,
                                                int srcDevice, size_t count,
                                                cudaStream_t stream = 0) {
  return ::cudaMemcpyPeerAsync(__scale_rt::generic_address(dst), dstDevice, src,
                               srcDevice, count, stream);
}

template <class Dst, SP_RUNTIME_WRITABLE(Dst), class Src,
          SP_RUNTIME_READABLE(Src)>
inline __host__ cudaError_t cudaMemcpyPeerAsync(__device Dst *dst,
                                                int dstDevice,
                                                const __device Src *src,
                                                int srcDevice, size_t count,
                                                cudaStream_t stream = 0) {
  return ::cudaMemcpyPeerAsync(__scale_rt::generic_address(dst), dstDevice,
                               __scale_rt::generic_address(src), srcDevice,
                               count, stream);
}

// Copies to and from symbols (the C form with the symbol's address, the
// C++ form with the __device__ or __constant__ variable itself, as
// cuda_runtime.h has both).
template <class Src, SP_RUNTIME_READABLE(Src)>
inline __host__ cudaError_t cudaMemcpyToSymbol(
    const void *symbol, const __device Src *src, size_t count,
    size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyHostToDevice) {
  return ::cudaMemcpyToSymbol(symbol, __scale_rt::generic_address(src), count,
                              offset, kind);
}

template <class Symbol, class Src, SP_RUNTIME_READABLE(Src)>
inline __host__ cudaError_t cudaMemcpyToSymbol(
    const Symbol &symbol, const __device Src *src, size_t count,
    size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyHostToDevice) {
  return ::cudaMemcpyToSymbol((const void *)&symbol,
                              __scale_rt::generic_address(src), count, offset,
                              kind);
}

template <class Src, SP_RUNTIME_READABLE(Src)>
inline __host__ cudaError_t cudaMemcpyToSymbolAsync(
    const void *symbol, const __device Src *src, size_t count,
    size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyHostToDevice,
    cudaStream_t stream = 0) {
  return ::cudaMemcpyToSymbolAsync(symbol, __scale_rt::generic_address(src),
                                   count, offset, kind, stream);
}

template <class Symbol, class Src, SP_RUNTIME_READABLE(Src)>
inline __host__ cudaError_t cudaMemcpyToSymbolAsync(
    const Symbol &symbol, const __device Src *src, size_t count,
    size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyHostToDevice,
    cudaStream_t stream = 0) {
  return ::cudaMemcpyToSymbolAsync((const void *)&symbol,
                                   __scale_rt::generic_address(src), count,
                                   offset, kind, stream);
}

template <class Dst, SP_RUNTIME_WRITABLE(Dst)>
inline __host__ cudaError_t cudaMemcpyFromSymbol(
    __device Dst *dst, const void *symbol, size_t count, size_t offset = 0,
    enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost) {
  return ::cudaMemcpyFromSymbol(__scale_rt::generic_address(dst), symbol, count,
                                offset, kind);
}

template <class Symbol, class Dst, SP_RUNTIME_WRITABLE(Dst)>
inline __host__ cudaError_t cudaMemcpyFromSymbol(
    __device Dst *dst, const Symbol &symbol, size_t count, size_t offset = 0,
    enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost) {
  return ::cudaMemcpyFromSymbol(__scale_rt::generic_address(dst),
                                (const void *)&symbol, count, offset, kind);
}

template <class Dst, SP_RUNTIME_WRITABLE(Dst)>
inline __host__ cudaError_t cudaMemcpyFromSymbolAsync(
    __device Dst *dst, const void *symbol, size_t count, size_t offset = 0,
    enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost,
    cudaStream_t stream = 0) {
  return ::cudaMemcpyFromSymbolAsync(__scale_rt::generic_address(dst), symbol,
                                     count, offset, kind, stream);
}

template <class Symbol, class Dst, SP_RUNTIME_WRITABLE(Dst)>
inline __host__ cudaError_t cudaMemcpyFromSymbolAsync(
    __device Dst *dst, const Symbol &symbol, size_t count, size_t offset = 0,
    enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost,
    cudaStream_t stream = 0) {
  return ::cudaMemcpyFromSymbolAsync(__scale_rt::generic_address(dst),
                                     (const void *)&symbol, count, offset, kind,
                                     stream);
}

// Copies between linear memory and CUDA arrays.
template <class Src, SP_RUNTIME_READABLE(Src)>
inline __host__ cudaError_t cudaMemcpy2DToArray(
    cudaArray_t dst, size_t wOffset, size_t hOffset, const __device Src *src,
    size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind) {
  return ::cudaMemcpy2DToArray(dst, wOffset, hOffset,
                               __scale_rt::generic_address(src), spitch, width,
                               height, kind);
}

template <class Src, SP_RUNTIME_READABLE(Src)>
inline __host__ cudaError_t cudaMemcpy2DToArrayAsync(
    cudaArray_t dst, size_t wOffset, size_t hOffset, const __device Src *src,
    size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind,
    cudaStream_t stream = 0) {
  return ::cudaMemcpy2DToArrayAsync(dst, wOffset, hOffset,
                                    __scale_rt::generic_address(src), spitch,
                                    width, height, kind, stream);
}

template <class Dst, SP_RUNTIME_WRITABLE(Dst)>
inline __host__ cudaError_t cudaMemcpy2DFromArray(
    __device Dst *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset,
    size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind) {
  return ::cudaMemcpy2DFromArray(__scale_rt::generic_address(dst), dpitch, src,
                                 wOffset, hOffset, width, height, kind);
}

template <class Dst, SP_RUNTIME_WRITABLE(Dst)>
inline __host__ cudaError_t cudaMemcpy2DFromArrayAsync(
    __device Dst *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset,
    size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind,
    cudaStream_t stream = 0) {
  return ::cudaMemcpy2DFromArrayAsync(__scale_rt::generic_address(dst), dpitch,
                                      src, wOffset, hOffset, width, height,
                                      kind, stream);
}

template <class Src, SP_RUNTIME_READABLE(Src)>
SP_RUNTIME_DEPRECATED inline __host__ cudaError_t cudaMemcpyToArray(
    cudaArray_t dst, size_t wOffset, size_t hOffset, const __device Src *src,
    size_t count, enum cudaMemcpyKind kind) {
  return ::cudaMemcpyToArray(dst, wOffset, hOffset,
                             __scale_rt::generic_address(src), count, kind);
}

template <class Src, SP_RUNTIME_READABLE(Src)>
SP_RUNTIME_DEPRECATED inline __host__ cudaError_t cudaMemcpyToArrayAsync(
    cudaArray_t dst, size_t wOffset, size_t hOffset, const __device Src *src,
    size_t count, enum cudaMemcpyKind kind, cudaStream_t stream = 0) {
  return ::cudaMemcpyToArrayAsync(dst, wOffset, hOffset,
                                  __scale_rt::generic_address(src), count, kind,
                                  stream);
}

template <class Dst, SP_RUNTIME_WRITABLE(Dst)>
SP_RUNTIME_DEPRECATED inline __host__ cudaError_t
cudaMemcpyFromArray(__device Dst *dst, cudaArray_const_t src, size_t wOffset,
                    size_t hOffset, size_t count, enum cudaMemcpyKind kind) {
  return ::cudaMemcpyFromArray(__scale_rt::generic_address(dst), src, wOffset,
                               hOffset, count, kind);
}

template <class Dst, SP_RUNTIME_WRITABLE(Dst)>
SP_RUNTIME_DEPRECATED inline __host__ cudaError_t cudaMemcpyFromArrayAsync(
    __device Dst *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset,
    size_t count, enum cudaMemcpyKind kind, cudaStream_t stream = 0) {
  return ::cudaMemcpyFromArrayAsync(__scale_rt::generic_address(dst), src,
                                    wOffset, hOffset, count, kind, stream);
}

// Copy nodes of graphs.
template <class Src, SP_RUNTIME_READABLE(Src)>
inline __host__ cudaError_t cudaGraphAddMemcpyNode1D(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dst,
    const __device Src *src, size_t count, enum cudaMemcpyKind kind) {
  return ::cudaGraphAddMemcpyNode1D(
      pGraphNode, graph, pDependencies, numDependencies, dst,
      __scale_rt::generic_address(src), count, kind);
}

template <class Dst, SP_RUNTIME_WRITABLE(Dst)>
inline __host__ cudaError_t cudaGraphAddMemcpyNode1D(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies,
    __device Dst *dst, const void *src, size_t count,
    enum cudaMemcpyKind kind) {
  return ::cudaGraphAddMemcpyNode1D(
      pGraphNode, graph, pDependencies, numDependencies,
      __scale_rt::generic_address(dst), src, count, kind);
}

template <class Dst, SP_RUNTIME_WRITABLE(Dst), class Src,
          SP_RUNTIME_READABLE(Src)>
inline __host__ cudaError_t cudaGraphAddMemcpyNode1D(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies,
    __device Dst *dst, const __device Src *src, size_t count,
    enum cudaMemcpyKind kind) {
  return ::cudaGraphAddMemcpyNode1D(
      pGraphNode, graph, pDependencies, numDependencies,
      __scale_rt::generic_address(dst), __scale_rt::generic_address(src), count,
      kind);
}

template <class Src, SP_RUNTIME_READABLE(Src)>
inline __host__ cudaError_t cudaGraphMemcpyNodeSetParams1D(
    cudaGraphNode_t node, void *dst, const __device Src *src, size_t count,
    enum cudaMemcpyKind kind) {
  return ::cudaGraphMemcpyNodeSetParams1D(
      node, dst, __scale_rt::generic_address(src), count, kind);
}

template <class Dst, SP_RUNTIME_WRITABLE(Dst)>
inline __host__ cudaError_t cudaGraphMemcpyNodeSetParams1D(
    cudaGraphNode_t node, __device Dst *dst, const void *src, size_t count,
    enum cudaMemcpyKind kind) {
  return ::cudaGraphMemcpyNodeSetParams1D(
      node, __scale_rt::generic_address(dst), src, count, kind);
}

template <class Dst, SP_RUNTIME_WRITABLE(Dst), class Src,
          SP_RUNTIME_READABLE(Src)>
inline __host__ cudaError_t cudaGraphMemcpyNodeSetParams1D(
    cudaGraphNode_t node, __device Dst *dst, const __device Src *src,
    size_t count, enum cudaMemcpyKind kind) {
  return ::cudaGraphMemcpyNodeSetParams1D(
      node, __scale_rt::generic_address(dst), __scale_rt::generic_address(src),
      count, kind);
}

template <class Src, SP_RUNTIME_READABLE(Src)>
inline __host__ cudaError_t cudaGraphExecMemcpyNodeSetParams1D(
    cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void *dst,
    const __device Src *src, size_t count, enum cudaMemcpyKind kind) {
  return ::cudaGraphExecMemcpyNodeSetParams1D(
      hGraphExec, node, dst, __scale_rt::generic_address(src), count, kind);
}

template <class Dst, SP_RUNTIME_WRITABLE(Dst)>
inline __host__ cudaError_t cudaGraphExecMemcpyNodeSetParams1D(
    cudaGraphExec_t hGraphExec, cudaGraphNode_t node, __device Dst *dst,
    const void *src, size_t count, enum cudaMemcpyKind kind) {
  return ::cudaGraphExecMemcpyNodeSetParams1D(
      hGraphExec, node, __scale_rt::generic_address(dst), src, count, kind);
}

template <class Dst, SP_RUNTIME_WRITABLE(Dst), class Src,
          SP_RUNTIME_READABLE(Src)>
inline __host__ cudaError_t cudaGraphExecMemcpyNodeSetParams1D(
    cudaGraphExec_t hGraphExec, cudaGraphNode_t node, __device Dst *dst,
    const __device Src *src, size_t count, enum cudaMemcpyKind kind) {
  return ::cudaGraphExecMemcpyNodeSetParams1D(
      hGraphExec, node, __scale_rt::generic_address(dst),
      __scale_rt::generic_address(src), count, kind);
}

template <class Src, SP_RUNTIME_READABLE(Src)>
inline __host__ cudaError_t cudaGraphAddMemcpyNodeToSymbol(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies,
    const void *symbol, const __device Src *src, size_t count, size_t offset,
    enum cudaMemcpyKind kind) {
  return ::cudaGraphAddMemcpyNodeToSymbol(
      pGraphNode, graph, pDependencies, numDependencies, symbol,
      __scale_rt::generic_address(src), count, offset, kind);
}

template <class Symbol, class Src, SP_RUNTIME_READABLE(Src)>
inline __host__ cudaError_t cudaGraphAddMemcpyNodeToSymbol(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies,
    const Symbol &symbol, const __device Src *src, size_t count, size_t offset,
    enum cudaMemcpyKind kind) {
  return ::cudaGraphAddMemcpyNodeToSymbol(
      pGraphNode, graph, pDependencies, numDependencies, (const void *)&symbol,
      __scale_rt::generic_address(src), count, offset, kind);
}

template <class Dst, SP_RUNTIME_WRITABLE(Dst)>
inline __host__ cudaError_t cudaGraphAddMemcpyNodeFromSymbol(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies,
    __device Dst *dst, const void *symbol, size_t count, size_t offset,
    enum cudaMemcpyKind kind) {
  return ::cudaGraphAddMemcpyNodeFromSymbol(
      pGraphNode, graph, pDependencies, numDependencies,
      __scale_rt::generic_address(dst), symbol, count, offset, kind);
}

template <class Symbol, class Dst, SP_RUNTIME_WRITABLE(Dst)>
inline __host__ cudaError_t cudaGraphAddMemcpyNodeFromSymbol(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies,
    __device Dst *dst, const Symbol &symbol, size_t count, size_t offset,
    enum cudaMemcpyKind kind) {
  return ::cudaGraphAddMemcpyNodeFromSymbol(
      pGraphNode, graph, pDependencies, numDependencies,
      __scale_rt::generic_address(dst), (const void *)&symbol, count, offset,
      kind);
}

template <class Src, SP_RUNTIME_READABLE(Src)>
inline __host__ cudaError_t cudaGraphMemcpyNodeSetParamsToSymbol(
    cudaGraphNode_t node, const void *symbol, const __device Src *src,
    size_t count, size_t offset, enum cudaMemcpyKind kind) {
  return ::cudaGraphMemcpyNodeSetParamsToSymbol(
      node, symbol, __scale_rt::generic_address(src), count, offset, kind);
}

template <class Symbol, class Src, SP_RUNTIME_READABLE(Src)>
inline __host__ cudaError_t cudaGraphMemcpyNodeSetParamsToSymbol(
    cudaGraphNode_t node, const Symbol &symbol, const __device Src *src,
    size_t count, size_t offset, enum cudaMemcpyKind kind) {
  return ::cudaGraphMemcpyNodeSetParamsToSymbol(
      node, (const void *)&symbol, __scale_rt::generic_address(src), count,
      offset, kind);
}

template <class Dst, SP_RUNTIME_WRITABLE(Dst)>
inline __host__ cudaError_t cudaGraphMemcpyNodeSetParamsFromSymbol(
    cudaGraphNode_t node, __device Dst *dst, const void *symbol, size_t count,
    size_t offset, enum cudaMemcpyKind kind) {
  return ::cudaGraphMemcpyNodeSetParamsFromSymbol(
      node, __scale_rt::generic_address(dst), symbol, count, offset, kind);
}

template <class Symbol, class Dst, SP_RUNTIME_WRITABLE(Dst)>
inline __host__ cudaError_t cudaGraphMemcpyNodeSetParamsFromSymbol(
    cudaGraphNode_t node, __device Dst *dst, const Symbol &symbol, size_t count,
    size_t offset, enum cudaMemcpyKind kind) {
  return ::cudaGraphMemcpyNodeSetParamsFromSymbol(
      node, __scale_rt::generic_address(dst), (const void *)&symbol, count,
      offset, kind);
}

template <class Src, SP_RUNTIME_READABLE(Src)>
inline __host__ cudaError_t cudaGraphExecMemcpyNodeSetParamsToSymbol(
    cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const void *symbol,
    const __device Src *src, size_t count, size_t offset,
    enum cudaMemcpyKind kind) {
  return ::cudaGraphExecMemcpyNodeSetParamsToSymbol(
      hGraphExec, node, symbol, __scale_rt::generic_address(src), count, offset,
      kind);
}

template <class Symbol, class Src, SP_RUNTIME_READABLE(Src)>
inline __host__ cudaError_t cudaGraphExecMemcpyNodeSetParamsToSymbol(
    cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const Symbol &symbol,
    const __device Src *src, size_t count, size_t offset,
    enum cudaMemcpyKind kind) {
  return ::cudaGraphExecMemcpyNodeSetParamsToSymbol(
      hGraphExec, node, (const void *)&symbol, __scale_rt::generic_address(src),
      count, offset, kind);
}

template <class Dst, SP_RUNTIME_WRITABLE(Dst)>
inline __host__ cudaError_t cudaGraphExecMemcpyNodeSetParamsFromSymbol(
    cudaGraphExec_t hGraphExec, cudaGraphNode_t node, __device Dst *dst,
    const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind) {
  return ::cudaGraphExecMemcpyNodeSetParamsFromSymbol(
      hGraphExec, node, __scale_rt::generic_address(dst), symbol, count, offset,
      kind);
}

template <class Symbol, class Dst, SP_RUNTIME_WRITABLE(Dst)>
inline __host__ cudaError_t cudaGraphExecMemcpyNodeSetParamsFromSymbol(
    cudaGraphExec_t hGraphExec, cudaGraphNode_t node, __device Dst *dst,
    const Symbol &symbol, size_t count, size_t offset,
    enum cudaMemcpyKind kind) {
  return ::cudaGraphExecMemcpyNodeSetParamsFromSymbol(
      hGraphExec, node, __scale_rt::generic_address(dst), (const void *)&symbol,
      count, offset, kind);
}

// Memory sets.
template <class T, SP_RUNTIME_WRITABLE(T)>
inline __host__ cudaError_t cudaMemset(__device T *devPtr, int value,
                                       size_t count) {
  return ::cudaMemset(__scale_rt::generic_address(devPtr), value, count);
}

template <class T, SP_RUNTIME_WRITABLE(T)>
inline __host__ cudaError_t cudaMemsetAsync(__device T *devPtr, int value,
                                            size_t count,
                                            cudaStream_t stream = 0) {
  return ::cudaMemsetAsync(__scale_rt::generic_address(devPtr), value, count,
                           stream);
}

template <class T, SP_RUNTIME_WRITABLE(T)>
inline __host__ cudaError_t cudaMemset2D(__device T *devPtr, size_t pitch,
                                         int value, size_t width,
                                         size_t height) {
  return ::cudaMemset2D(__scale_rt::generic_address(devPtr), pitch, value,
                        width, height);
}

template <class T, SP_RUNTIME_WRITABLE(T)>
inline __host__ cudaError_t cudaMemset2DAsync(__device T *devPtr, size_t pitch,
                                              int value, size_t width,
                                              size_t height,
                                              cudaStream_t stream = 0) {
  return ::cudaMemset2DAsync(__scale_rt::generic_address(devPtr), pitch, value,
                             width, height, stream);
}

// Frees, stream-ordered frees and managed memory attached to a stream.
template <class T, SP_RUNTIME_WRITABLE(T)>
inline __host__ cudaError_t cudaFree(__device T *devPtr) {
  return ::cudaFree(__scale_rt::generic_address(devPtr));
}

template <class T, SP_RUNTIME_WRITABLE(T)>
inline __host__ cudaError_t cudaFreeAsync(__device T *devPtr,
                                          cudaStream_t hStream) {
  return ::cudaFreeAsync(__scale_rt::generic_address(devPtr), hStream);
}

template <class T, SP_RUNTIME_WRITABLE(T)>
inline __host__ cudaError_t
cudaGraphAddMemFreeNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                        const cudaGraphNode_t *pDependencies,
                        size_t numDependencies, __device T *dptr) {
  return ::cudaGraphAddMemFreeNode(pGraphNode, graph, pDependencies,
                                   numDependencies,
                                   __scale_rt::generic_address(dptr));
}

template <class T, SP_RUNTIME_WRITABLE(T)>
inline __host__ cudaError_t cudaStreamAttachMemAsync(
    cudaStream_t stream, __device T *devPtr, size_t length = 0,
    unsigned int flags = cudaMemAttachSingle) {
  return ::cudaStreamAttachMemAsync(stream, __scale_rt::generic_address(devPtr),
                                    length, flags);
}

// Unified memory: prefetch, advice and range attributes; pointer queries.
// Prefetch and advice in their CUDA 13 form (a cudaMemLocation where CUDA 12
// took a device number).
#if CUDART_VERSION >= 13000
template <class T, SP_RUNTIME_READABLE(T)>
inline __host__ cudaError_t cudaMemPrefetchAsync(
    const __device T *devPtr, size_t count, struct cudaMemLocation location,
    unsigned int flags, cudaStream_t stream = 0) {
  return ::cudaMemPrefetchAsync(__scale_rt::generic_address(devPtr), count,
                                location, flags, stream);
}

#endif
#if CUDART_VERSION >= 13000
template <class T, SP_RUNTIME_READABLE(T)>
inline __host__ cudaError_t cudaMemAdvise(const __device T *devPtr,
                                          size_t count,
                                          enum cudaMemoryAdvise advice,
                                          struct cudaMemLocation location) {
  return ::cudaMemAdvise(__scale_rt::generic_address(devPtr), count, advice,
                         location);
}

#endif
template <class T, SP_RUNTIME_READABLE(T)>
inline __host__ cudaError_t cudaMemRangeGetAttribute(
    void *data, size_t dataSize, enum cudaMemRangeAttribute attribute,
    const __device T *devPtr, size_t count) {
  return ::cudaMemRangeGetAttribute(data, dataSize, attribute,
                                    __scale_rt::generic_address(devPtr), count);
}

template <class T, SP_RUNTIME_READABLE(T)>
inline __host__ cudaError_t cudaMemRangeGetAttributes(
    void **data, size_t *dataSizes, enum cudaMemRangeAttribute *attributes,
    size_t numAttributes, const __device T *devPtr, size_t count) {
  return ::cudaMemRangeGetAttributes(data, dataSizes, attributes, numAttributes,
                                     __scale_rt::generic_address(devPtr),
                                     count);
}

template <class T, SP_RUNTIME_READABLE(T)>
inline __host__ cudaError_t cudaPointerGetAttributes(
    struct cudaPointerAttributes *attributes, const __device T *ptr) {
  return ::cudaPointerGetAttributes(attributes,
                                    __scale_rt::generic_address(ptr));
}

// Inter-process handles, pool exports, external and graphics interop:
// device addresses taken, and yielded into a __device pointer.
template <class T, SP_RUNTIME_WRITABLE(T)>
inline __host__ cudaError_t cudaIpcGetMemHandle(cudaIpcMemHandle_t *handle,
                                                __device T *devPtr) {
  return ::cudaIpcGetMemHandle(handle, __scale_rt::generic_address(devPtr));
}

template <class T, SP_RUNTIME_WRITABLE(T)>
inline __host__ cudaError_t cudaIpcCloseMemHandle(__device T *devPtr) {
  return ::cudaIpcCloseMemHandle(__scale_rt::generic_address(devPtr));
}

template <class T>
inline __host__ cudaError_t cudaIpcOpenMemHandle(__device T **devPtr,
                                                 cudaIpcMemHandle_t handle,
                                                 unsigned int flags) {
  return ::cudaIpcOpenMemHandle(__scale_rt::generic_slot(devPtr), handle,
                                flags);
}

template <class T, SP_RUNTIME_WRITABLE(T)>
inline __host__ cudaError_t cudaMemPoolExportPointer(
    struct cudaMemPoolPtrExportData *exportData, __device T *ptr) {
  return ::cudaMemPoolExportPointer(exportData,
                                    __scale_rt::generic_address(ptr));
}

template <class T>
inline __host__ cudaError_t
cudaMemPoolImportPointer(__device T **ptr, cudaMemPool_t memPool,
                         struct cudaMemPoolPtrExportData *exportData) {
  return ::cudaMemPoolImportPointer(__scale_rt::generic_slot(ptr), memPool,
                                    exportData);
}

template <class T>
inline __host__ cudaError_t cudaExternalMemoryGetMappedBuffer(
    __device T **devPtr, cudaExternalMemory_t extMem,
    const struct cudaExternalMemoryBufferDesc *bufferDesc) {
  return ::cudaExternalMemoryGetMappedBuffer(__scale_rt::generic_slot(devPtr),
                                             extMem, bufferDesc);
}

template <class T>
inline __host__ cudaError_t cudaGraphicsResourceGetMappedPointer(
    __device T **devPtr, size_t *size, cudaGraphicsResource_t resource) {
  return ::cudaGraphicsResourceGetMappedPointer(
      __scale_rt::generic_slot(devPtr), size, resource);
}

template <class T>
inline __host__ cudaError_t
cudaGraphMemFreeNodeGetParams(__device T **dptr_out) {
  return ::cudaGraphMemFreeNodeGetParams(__scale_rt::generic_slot(dptr_out));
}

// Arrays of device addresses: cuda_runtime.h's templates take `T **` for the
// other batch functions (with any space for T); discarding has none.
template <class T>
inline __host__ cudaError_t cudaMemDiscardBatchAsync(__device T **dptrs,
                                                     size_t *sizes,
                                                     size_t count,
                                                     unsigned long long flags,
                                                     cudaStream_t stream) {
  return ::cudaMemDiscardBatchAsync(__scale_rt::generic_slot(dptrs), sizes,
                                    count, flags, stream);
}

// The device address of a symbol, yielded into a __device pointer.
template <class T>
inline __host__ cudaError_t cudaGetSymbolAddress(__device T **devPtr,
                                                 const void *symbol) {
  return ::cudaGetSymbolAddress(__scale_rt::generic_slot(devPtr), symbol);
}

template <class Symbol, class T>
inline __host__ cudaError_t cudaGetSymbolAddress(__device T **devPtr,
                                                 const Symbol &symbol) {
  return ::cudaGetSymbolAddress(__scale_rt::generic_slot(devPtr),
                                (const void *)&symbol);
}

// Allocations that cuda_runtime.h yields through `T **` templates deduce
// any space for T: they yield device (or managed) memory, so only
// `__device`, `__flat` and generic pointers may receive it.
#define SP_RUNTIME_NOT_DEVICE_MEMORY(SPACE)                                    \
  template <class T>                                                           \
  cudaError_t cudaMalloc(SPACE T **devPtr, size_t size) =                      \
      delete ("cudaMalloc yields __device memory, not " #SPACE " memory");     \
  template <class T>                                                           \
  cudaError_t cudaMallocPitch(SPACE T **devPtr, size_t *pitch, size_t width,   \
                              size_t height) =                                 \
      delete ("cudaMallocPitch yields __device memory, not " #SPACE            \
              " memory");                                                      \
  template <class T>                                                           \
  cudaError_t cudaMallocAsync(SPACE T **devPtr, size_t size,                   \
                              cudaStream_t stream) =                           \
      delete ("cudaMallocAsync yields __device memory, not " #SPACE            \
              " memory");                                                      \
  template <class T>                                                           \
  cudaError_t cudaMallocAsync(SPACE T **devPtr, size_t size,                   \
                              cudaMemPool_t memPool, cudaStream_t stream) =    \
      delete ("cudaMallocAsync yields __device memory, not " #SPACE            \
              " memory");                                                      \
  template <class T>                                                           \
  cudaError_t cudaMallocFromPoolAsync(SPACE T **ptr, size_t size,              \
                                      cudaMemPool_t memPool,                   \
                                      cudaStream_t stream) =                   \
      delete ("cudaMallocFromPoolAsync yields __device memory, not " #SPACE    \
              " memory");                                                      \
  template <class T>                                                           \
  cudaError_t cudaMallocManaged(SPACE T **devPtr, size_t size,                 \
                                unsigned int flags = cudaMemAttachGlobal) =    \
      delete ("cudaMallocManaged yields managed memory, not " #SPACE           \
              " memory");                                                      \
  template <class T>                                                           \
  cudaError_t cudaHostGetDevicePointer(SPACE T **pDevice, void *pHost,         \
                                       unsigned int flags) =                   \
      delete ("cudaHostGetDevicePointer yields a device address, not " #SPACE  \
              " memory");                                                      \
  template <class T>                                                           \
  cudaError_t cudaLibraryGetGlobal(SPACE T **dptr, size_t *bytes,              \
                                   cudaLibrary_t library, const char *name) =  \
      delete ("cudaLibraryGetGlobal yields __device memory, not " #SPACE       \
              " memory");                                                      \
  template <class T>                                                           \
  cudaError_t cudaLibraryGetManaged(SPACE T **dptr, size_t *bytes,             \
                                    cudaLibrary_t library, const char *name) = \
      delete ("cudaLibraryGetManaged yields managed memory, not " #SPACE       \
              " memory");                                                      \
  template <class T>                                                           \
  cudaError_t cudaGraphMemFreeNodeGetParams(cudaGraphNode_t node,              \
                                            SPACE T **dptr_out) =              \
      delete (                                                                 \
          "cudaGraphMemFreeNodeGetParams yields a device address, not " #SPACE \
          " memory");                                                          \
  template <class T>                                                           \
  cudaError_t cudaStreamAttachMemAsync(                                        \
      cudaStream_t stream, SPACE T *devPtr, size_t length = 0,                 \
      unsigned int flags = cudaMemAttachSingle) =                              \
      delete ("cudaStreamAttachMemAsync takes managed memory, not " #SPACE     \
              " memory");

SP_RUNTIME_NOT_DEVICE_MEMORY(__shared)
SP_RUNTIME_NOT_DEVICE_MEMORY(__constant)
SP_RUNTIME_NOT_DEVICE_MEMORY(__local)
#undef SP_RUNTIME_NOT_DEVICE_MEMORY

//! A cudaPitchedPtr (cudaMemcpy3D's and cudaMemset3D's operands) of a
//! __device allocation. The struct's field stays `void *`: read it back into
//! a __device pointer with an explicit cast.
template <class T, SP_RUNTIME_WRITABLE(T)>
inline __host__ cudaPitchedPtr make_cudaPitchedPtr(__device T *d, size_t p,
                                                   size_t xsz, size_t ysz) {
  return ::make_cudaPitchedPtr(__scale_rt::generic_address(d), p, xsz, ysz);
}

#undef SP_RUNTIME_WRITABLE
#undef SP_RUNTIME_READABLE
#undef SP_RUNTIME_DEPRECATED

#endif // __SCALE_ADDRSPACES__ && __CUDA__ && !__HIP__

#endif // SPEC_CUDA_RUNTIME_API_HPP
