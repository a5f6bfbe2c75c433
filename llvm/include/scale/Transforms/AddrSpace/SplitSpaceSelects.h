//===- SplitSpaceSelects.h - Accesses through a choice of two spaces -*- C++ -*-===//
//
// `if (inTile) s += tile[j]; else s += in[k];` becomes, once LLVM's
// SimplifyCFG has merged the two loads, one load through
// `select(inTile, tile, in)`: a pointer that is one of a __shared and a
// __device pointer, which only a generic load can read (HeCBench
// convolution1D: 9 generic loads, nvcc 0, which keeps the branch).
//
// This pass makes the choice a branch again: a simple load or store whose
// pointer is a select of pointers into two different named spaces (through
// GEPs that nothing else uses) is done in two blocks, one per operand of
// the select, under its condition; a load's two values meet in a phi.
// Exactly one of the two accesses executes, where the original executed,
// so nothing is speculated; InferAddressSpaces then gives each its space.
//
// NVPTX device code at -O1 and above, with the address-space passes.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_ADDRSPACE_SPLITSPACESELECTS_H
#define SCALE_TRANSFORMS_ADDRSPACE_SPLITSPACESELECTS_H

#include "llvm/IR/PassManager.h"

namespace scale {

class SplitSpaceSelectsPass
    : public llvm::PassInfoMixin<SplitSpaceSelectsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);
};

} // namespace scale

#endif // SCALE_TRANSFORMS_ADDRSPACE_SPLITSPACESELECTS_H
