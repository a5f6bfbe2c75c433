//===- CacheHints.h - L2 cache hints of cuda::annotated_ptr ------*- C++ -*-===//
//
// CUDA's `cuda::annotated_ptr` and `cuda::associate_access_property` (CCCL)
// hand every pointer they access through to
// `__nv_associate_access_property(ptr, policy)` on sm_80 and later, where
// `policy` is the 64-bit L2 cache policy of the access property (persisting,
// streaming, normal, global, or a fractional `access_property`). nvcc then
// emits `ld.global.L2::cache_hint` / `st.global.L2::cache_hint` with that
// policy for every access through the returned pointer; Clang's wrapper
// headers define the function as a pass-through, and the hint is lost.
//
// Two passes give scale-clang nvcc's behaviour:
//
//  * MarkCacheHintsPass, at the start of the optimiser (before inlining),
//    replaces each call of `__nv_associate_access_property` by a call of the
//    opaque marker `__scale_l2_cache_hint(ptr, i64 policy)`, so that the
//    association survives inlining and optimisation;
//  * LowerCacheHintsPass, at the end of the optimiser, rewrites the loads,
//    stores and small memcpys whose pointer derives from a marker into the
//    cache-hint forms (inline PTX) and removes the markers.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_CUDA_CACHEHINTS_H
#define SCALE_TRANSFORMS_CUDA_CACHEHINTS_H

#include "llvm/IR/PassManager.h"

namespace scale {

class MarkCacheHintsPass : public llvm::PassInfoMixin<MarkCacheHintsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

struct LowerCacheHintsOptions {
  /// The device module is the whole program (CUDA without -fgpu-rdc): a
  /// non-kernel function whose every use is a direct call has no caller
  /// elsewhere, so its pointer parameters may take their callers' policy.
  bool WholeProgram = false;
};

class LowerCacheHintsPass : public llvm::PassInfoMixin<LowerCacheHintsPass> {
public:
  explicit LowerCacheHintsPass(LowerCacheHintsOptions Options = {})
      : Options(Options) {}

  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);

  // The markers are calls of an undefined function: they must go whatever
  // the optimisation level of the functions that hold them.
  static bool isRequired() { return true; }

private:
  LowerCacheHintsOptions Options;
};

} // namespace scale

#endif // SCALE_TRANSFORMS_CUDA_CACHEHINTS_H
