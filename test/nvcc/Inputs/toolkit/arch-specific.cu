// The kernel of arch-specific-macros.test: 2 where the toolkit's
// __CUDA_HAS_ARCH_SPECIFIC(100) is true (sm_100a), 1 elsewhere.
__global__ void k(int *p) {
#if defined(__CUDA_ARCH__) && __CUDA_HAS_ARCH_SPECIFIC(100)
  *p = 2;
#else
  *p = 1;
#endif
}
