/* A stand-in for the CUDA runtime's memory API, as declared by the toolkit
   (plain pointers), for hermetic scale-annotate tests. Included as a system
   header after the stand-in cuda.h. */
#ifndef SCALE_TEST_ANNOTATE_RUNTIME_H
#define SCALE_TEST_ANNOTATE_RUNTIME_H

enum cudaMemcpyKind {
  cudaMemcpyHostToHost = 0,
  cudaMemcpyHostToDevice = 1,
  cudaMemcpyDeviceToHost = 2,
  cudaMemcpyDeviceToDevice = 3,
  cudaMemcpyDefault = 4
};

extern "C" cudaError_t cudaMallocManaged(void **devPtr, size_t size,
                                         unsigned flags = 1);
extern "C" cudaError_t cudaMallocHost(void **ptr, size_t size);
extern "C" cudaError_t cudaFree(void *devPtr);
extern "C" cudaError_t cudaMemcpy(void *dst, const void *src, size_t count,
                                  cudaMemcpyKind kind);
extern "C" cudaError_t cudaMemset(void *devPtr, int value, size_t count);
extern "C" cudaError_t cudaMemcpyToSymbol(const void *symbol, const void *src,
                                          size_t count, size_t offset = 0,
                                          cudaMemcpyKind kind =
                                              cudaMemcpyHostToDevice);
template <class T> cudaError_t cudaMalloc(T **devPtr, size_t size) {
  return cudaMalloc((void **)(void *)devPtr, size);
}
template <class T>
cudaError_t cudaMallocManaged(T **devPtr, size_t size, unsigned flags = 1) {
  return cudaMallocManaged((void **)(void *)devPtr, size, flags);
}
extern "C" void *malloc(size_t size);
extern "C" void free(void *ptr);
#endif
