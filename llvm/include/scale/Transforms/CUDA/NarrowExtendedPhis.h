//===- NarrowExtendedPhis.h - One register for a value and its extension -*- C++ -*-===//
//
// GVN makes a 64-bit phi where a block merges 32-bit values that are also
// merged as 32-bit values: where a later address needs `zext (phi i32 a, b)`
// and the extension of `a` already exists on one path, its load analysis
// inserts the extension on the other path (the translated address, a
// `.pre` instruction) and merges the two extensions, `phi i64 (zext a),
// (zext b)`. The 32-bit phi stays for the other uses. Each such value then
// crosses the merge twice, in three registers instead of one. CUB's radix
// sort onesweep kernel (the scatter of its 16 keys per thread, then the
// addresses of the same 16 positions) has 16 such pairs: 132 registers
// against 80 without GVN, nvcc 80.
//
// NarrowExtendedPhisPass (end of the optimiser, NVPTX) replaces a phi
// whose incoming values are all the same extension (zext, or sext) from
// one type, where a phi of the same block merges the unextended values
// from the same predecessors, by the extension of that phi at the start of
// the block. The value is the same; the extensions on the paths die where
// nothing else uses them. InstCombine folds a phi of extensions only when
// each extension has no other use, and never where the narrow phi exists.
// Loop headers are left alone: a wide induction variable beside the narrow
// one is IndVarSimplify's choice (no extension in the loop, addresses that
// LSR steps), and narrowing it cost HeCBench memtest's loops 2 registers.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_CUDA_NARROWEXTENDEDPHIS_H
#define SCALE_TRANSFORMS_CUDA_NARROWEXTENDEDPHIS_H

#include "llvm/IR/PassManager.h"

namespace scale {

class NarrowExtendedPhisPass
    : public llvm::PassInfoMixin<NarrowExtendedPhisPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
};

} // namespace scale

#endif // SCALE_TRANSFORMS_CUDA_NARROWEXTENDEDPHIS_H
