//===- SinkToFirstUse.h - Address arithmetic next to its use -*- C++ -*----===//
//
// NVPTX's straight-line strength reduction (codegen's IR passes) rewrites
// the addresses `p + (i + k * n)` of one block into a chain, each address
// the previous one plus a stride, in the order the block computes them.
// Where the front end computed them all at one point and the block uses
// them in another order, every address of the chain up to the one used
// first is computed there, and all of them stay live until their uses:
// HeCBench svd3x3 passes 21 output references to an inlined function that
// stores V's nine entries first, which are the last of the chain, and then
// U's; ptxas keeps the 21 addresses in registers across the stores, 56
// registers where nvcc's PTX, which computes each address next to its
// store, takes 40.
//
// SinkToFirstUsePass (end of the optimiser, NVPTX) moves the integer and
// pointer arithmetic that computes the addresses of a block's stores and
// atomics down the block to just before its first use, where that keeps
// fewer register bits live: each operand that the move would keep live for
// longer costs its width, unless a later instruction of the block uses it,
// it is live out of the block, or it is a constant or a kernel parameter
// (read from the constant bank); an operand only the moved instruction uses
// may follow it down instead, at the cost of its own move; the moved value
// saves its width. The block is walked from the bottom, so that a whole
// tree of address arithmetic follows its root down. Moves of fewer than 32
// instructions are not made: ptxas schedules that far itself, and short
// moves only change which of its equal choices it makes. Nothing leaves
// its block and nothing that reads or writes memory moves, so what each
// thread executes is unchanged.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_CUDA_SINKTOFIRSTUSE_H
#define SCALE_TRANSFORMS_CUDA_SINKTOFIRSTUSE_H

#include "llvm/IR/PassManager.h"

namespace scale {

class SinkToFirstUsePass : public llvm::PassInfoMixin<SinkToFirstUsePass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
};

} // namespace scale

#endif // SCALE_TRANSFORMS_CUDA_SINKTOFIRSTUSE_H
