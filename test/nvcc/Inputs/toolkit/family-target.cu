// The kernel of family-targets.test: under a family target
// (__CUDA_ARCH_FAMILY_SPECIFIC__) a family-specific instruction, which
// ptxas accepts only from PTX whose `.target` names the family (or an
// architecture-specific target), and the macro's value.
__global__ void k(int *p) {
#if defined(__CUDA_ARCH_FAMILY_SPECIFIC__)
  asm volatile("tcgen05.fence::before_thread_sync;");
  *p = __CUDA_ARCH_FAMILY_SPECIFIC__;
#else
  *p = 0;
#endif
}
