/* What the hermetic scale-annotate tests need beside the stand-in cuda.h
   (which declares the CUDA runtime and, with the extension on, libscale's
   overloads of it for __device pointers): pinned host allocation, which
   the stand-in leaves out, and the C library's host allocator. Included as a
   system header after cuda.h. */
#ifndef SCALE_TEST_ANNOTATE_RUNTIME_H
#define SCALE_TEST_ANNOTATE_RUNTIME_H

extern "C" cudaError_t cudaMallocHost(void **ptr, size_t size);
extern "C" void *malloc(size_t size);
extern "C" void free(void *ptr);
#endif
