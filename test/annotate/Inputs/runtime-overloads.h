/* The shape of issue 23's runtime: overloads of the memory API that take
   __device pointers (included after runtime.h, as a user header: the
   qualifiers are hidden in system headers other than libscale's). */
cudaError_t cudaFree(__device void *devPtr);
cudaError_t cudaMemcpy(__device void *dst, const void *src, size_t count,
                       cudaMemcpyKind kind);
cudaError_t cudaMemcpy(void *dst, const __device void *src, size_t count,
                       cudaMemcpyKind kind);
