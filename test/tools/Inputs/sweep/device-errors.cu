// Errors of ours that were custom diagnostics outside the registry, with IDs
// that clang-tidy's table did not have (a crash in getWarningOptionForDiag,
// found by the fuzzer's tools mode): a __shared method through a pointer to
// member on NVPTX, no overload's space fitting the object, and a __managed__
// __shared__ variable.
struct S {
  __device__ int get() const __shared { return 1; }
  __device__ int only() __shared { return 2; }
};
__shared__ S sharedObj;
__managed__ __shared__ int managedShared;
__device__ int calls(S *generic, int (S::*pointer)() const __shared) {
  return (sharedObj.*pointer)() + generic->only();
}
