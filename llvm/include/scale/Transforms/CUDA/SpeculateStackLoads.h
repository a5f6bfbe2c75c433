//===- SpeculateStackLoads.h - Loads of chosen stack objects -----*- C++ -*-===//
//
// `return a < b ? lhs : rhs;` with `lhs` and `rhs` references to local
// objects (Thrust's arg_min_f on a tuple, any "pick one of two" helper) is a
// load through a phi or select of two stack addresses once inlined. SROA
// cannot promote such objects to registers when the select is nested in the
// phi, which the optimiser's late SimplifyCFG and InstCombine make, after
// the last SROA of the pipeline. So they stay in memory, and on NVPTX
// (LLVM 22) the back end's own SROA, which runs after NVPTXLowerAlloca,
// rewrites their stores to the generic stack pointer: `st.b64 [%SP+8]`, a
// generic store per iteration where nvcc keeps the value in a register.
//
// This pass loads the value where the address is chosen instead: a load of
// `phi [select(c, a, b), P1], [a, P2], [b, P3]` becomes a phi of
// `select(c, load a, load b)`, `load a`, `load b` at the ends of P1, P2,
// P3; a load of `select(c, a, b)` becomes `select(c, load a, load b)`.
// Phis nest: a lexicographic compare (`cuda::minimum` on a tuple in CUB's
// scan-by-key) takes a field of the phi's choice and merges that address
// again, and each predecessor's load is then made the same way at its end.
// Only when every address is a fixed offset into a local variable that the
// load stays inside (so every load is safe wherever it is placed), each phi
// is in the block where its load is placed and nothing before that place
// may write memory (so each predecessor's load reads what the load read).
// Then SROA runs on the function and promotes the objects that no other
// such use keeps in memory.
//
// NVPTX device code at -O1 and above, with the address-space passes.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_CUDA_SPECULATESTACKLOADS_H
#define SCALE_TRANSFORMS_CUDA_SPECULATESTACKLOADS_H

#include "llvm/IR/PassManager.h"

namespace scale {

class SpeculateStackLoadsPass
    : public llvm::PassInfoMixin<SpeculateStackLoadsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);
};

} // namespace scale

#endif // SCALE_TRANSFORMS_CUDA_SPECULATESTACKLOADS_H
