//===- ScopedAtomics.h - CUDA's scoped atomics in their space ----*- C++ -*-===//
//
// CUDA's scoped atomics (atomicAdd_system, atomicCAS_block, ...) reach the
// IR, through Clang's CUDA wrapper, as NVVM intrinsics on a generic pointer
// (llvm.nvvm.atomic.add.gen.i.sys): one atom.sys.add per call, generic,
// where nvcc emits atom.global.sys.add. LLVM 22's NVPTX back end has no form
// of these with a space: the intrinsics overloaded on a global or shared
// pointer still select the generic instruction (given a shared address, a
// wrong one), and atomicrmw with the system scope loses the scope (a
// relaxed atomicrmw becomes atom.global.add, device scope).
//
// So where the address-space passes have proven the pointer global or
// shared, this pass writes the instruction that the back end would have
// emitted for the intrinsic, with the space added, as inline assembly: the
// same operation, type, scope (.sys or .cta) and ordering (none given:
// relaxed, as the intrinsic's). The assembly has side effects and clobbers
// memory, which orders it at least as strictly as the intrinsic.
//
// NVPTX device code at -O1 and above, with the address-space passes.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_ADDRSPACE_SCOPEDATOMICS_H
#define SCALE_TRANSFORMS_ADDRSPACE_SCOPEDATOMICS_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class CallInst;
} // namespace llvm

namespace scale {

/// Is \p Call one of the NVVM scoped atomics on a generic pointer
/// (llvm.nvvm.atomic.OP.gen.{i,f}.{cta,sys})? Its pointer is operand 0.
bool isScopedAtomic(const llvm::CallInst &Call);

class ScopedAtomicsPass : public llvm::PassInfoMixin<ScopedAtomicsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);
};

} // namespace scale

#endif // SCALE_TRANSFORMS_ADDRSPACE_SCOPEDATOMICS_H
