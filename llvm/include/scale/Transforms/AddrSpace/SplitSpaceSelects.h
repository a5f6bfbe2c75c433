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
// The same choice as a phi, where the two addresses were computed in two
// blocks (the lvalue `y_h_bound ? A0[...] : sh_A0[...]`, Parboil's stencil:
// 4 generic loads, nvcc 0): the access is done at the end of each incoming
// block instead, an edge from a block with another successor split first,
// when nothing between the phi and the access writes memory (for a store,
// touches it) or may not reach it and what the copies use is computed
// before the phi's block; a load's values meet in a phi.
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
