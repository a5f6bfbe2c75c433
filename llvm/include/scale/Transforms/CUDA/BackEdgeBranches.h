//===- BackEdgeBranches.h - Loop latches that branch back on true -*- C++ -*-===//
//
// LLVM 22's NVPTX back end cannot reverse a branch condition
// (NVPTXInstrInfo has no reverseBranchCondition). A loop latch written
// `br i1 %done, label %exit, label %header` comes out of instruction
// selection as `@%p bra exit; bra header`, and once block placement puts the
// exit right after the loop, the latch stays `@%p bra EXIT; bra.uni HEADER`:
// the back edge is an unconditional branch after a conditional exit. ptxas
// allocates such a loop worse than the same loop closed by a conditional
// backward branch, as nvcc writes every loop: SHOC's MaxFlops Add8<float>,
// eight independent chains in a counted loop, takes 21 registers in the
// first form and 14 in the second (nvcc: 14), with the same instructions.
//
// BackEdgeBranchesPass (end of the optimiser, NVPTX) makes every exiting
// latch branch to its header on true: the condition is inverted (a compare
// used only by the branch gets the inverse predicate, any other condition
// an `xor` with true, which instruction selection folds into the compare)
// and the successors swapped, branch weights with them. Instruction
// selection then emits `@%p bra HEADER` and the fall-through to the exit
// needs no reversal. Nothing between this pass and instruction selection
// canonicalises branch directions again (InstCombine would).
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_CUDA_BACKEDGEBRANCHES_H
#define SCALE_TRANSFORMS_CUDA_BACKEDGEBRANCHES_H

#include "llvm/IR/PassManager.h"

namespace scale {

class BackEdgeBranchesPass : public llvm::PassInfoMixin<BackEdgeBranchesPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
};

} // namespace scale

#endif // SCALE_TRANSFORMS_CUDA_BACKEDGEBRANCHES_H
