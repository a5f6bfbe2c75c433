//===- ReductionOrder.h - Reductions combined as their terms appear -*- C++ -*-===//
//
// LLVM's Reassociate pass rewrites a chain of one associative integer
// operation (`r ^= f(a); r ^= g(a); ...`, a checksum, a sum of products) as
// a linear chain ordered by its own ranks, and puts every new instruction
// where the old root was: after the last term. In a basic block that
// computes many terms, every term is then live until the end of the block.
// ptxas does not undo it: HeCBench's intrinsics-simd (82 terms) needed 123
// registers for sm_80 and 46 for sm_90, nvcc 53 and 38.
//
// ReductionOrderPass (end of the optimiser, NVPTX) takes each tree of one
// operation (add, mul, and, or, xor on integers or integer vectors) whose
// inner nodes have one use and are in the root's block, and with at least
// MinTerms terms that the tree alone uses (a term used elsewhere too stays
// live whatever the order, and combining it early only keeps the partial
// result live longer), and rebuilds it as a chain in the order the terms are
// defined: arguments first, then down the dominator tree (the terms'
// blocks dominate the root's) and through each block, constants last, each
// operation placed right after the later of its operands, in a dominating
// block where that term is. A term in another loop than the root's leaves
// the tree alone. The operations are associative and commutative; the
// rebuilt ones carry no wrap flags.
// The chain is as long as before (Reassociate's is linear too); what
// changes is that each term dies where the next is combined.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_CUDA_REDUCTIONORDER_H
#define SCALE_TRANSFORMS_CUDA_REDUCTIONORDER_H

#include "llvm/IR/PassManager.h"

namespace scale {

class ReductionOrderPass : public llvm::PassInfoMixin<ReductionOrderPass> {
public:
  /// Trees with fewer terms are left alone: their terms cost few
  /// registers, and the scheduler's order is as good.
  static constexpr unsigned MinTerms = 8;

  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
};

} // namespace scale

#endif // SCALE_TRANSFORMS_CUDA_REDUCTIONORDER_H
