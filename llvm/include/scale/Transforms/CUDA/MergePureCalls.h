//===- MergePureCalls.h - One call per value of a pure function -*- C++ -*-===//
//
// `sin(y) * sin(y)`, or `exp(-E / T)` written in two formulas, is computed
// once by nvcc: NVVM knows its math functions compute a value from their
// arguments and nothing else. Clang does not merge such calls. Its CUDA
// device functions are `convergent` and carry no memory attributes until
// FunctionAttrs infers them, and the inliner, which runs first, copies
// libdevice's bodies into each call site. GVN then merges the copies'
// arithmetic but not their branches: `sin` and `cos` branch to a slow path
// for large arguments (a call to `__internal_trig_reduction_slowpathd`),
// `exp` to its overflow cases, so each copy keeps its own. HeCBench
// haversine's kernel (two `sin(x) * sin(x)`) had 6 slow-path calls and 46
// registers, nvcc 4 and 32.
//
// MergePureCallsPass (NVPTX, at -O1 and above, after the early SROA and
// EarlyCSE, before inlining) finds the calls of functions that are pure:
// defined, not interposable, and whose bodies (and their callees', all
// pure in turn; no recursion) touch no memory but their own local
// variables and constant globals, and call no convergent or
// memory-accessing intrinsic and no volatile or memory-clobbering inline
// assembly. A call of such a function with the
// same arguments as a call that dominates it gets that call's value.
// Both run with the same arguments and return the same value; the merged
// call was the only effect.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_CUDA_MERGEPURECALLS_H
#define SCALE_TRANSFORMS_CUDA_MERGEPURECALLS_H

#include "llvm/IR/PassManager.h"

namespace scale {

class MergePureCallsPass : public llvm::PassInfoMixin<MergePureCallsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &AM);
};

} // namespace scale

#endif // SCALE_TRANSFORMS_CUDA_MERGEPURECALLS_H
