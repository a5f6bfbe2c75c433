//===- InlineSingleCallers.h - functions called once go inline -*- C++ -*-===//
//
// In whole-program device code (no -fgpu-rdc) an internal device function
// with one call site is code that exists once whether or not it is inlined:
// inlining it removes the out-of-line copy and costs no code size. nvcc
// inlines such functions whatever their size; LLVM's inliner weighs them
// like any other call (NVPTX's threshold is 11 times the -O level's, and
// the last call of an internal function earns a bonus of 15,000), so a
// large helper called once from a kernel can stay a call. On NVPTX a call
// is expensive: the arguments go through `.param` memory, a struct passed
// by value is copied to the stack, the callee sees its pointer arguments
// as generic, and ptxas allocates the call's registers on top of the
// caller's live ones. HeCBench's bonds: one helper left a call, 106
// registers (nvcc 61).
//
// InlineSingleCallersPass is a CGSCC pass that runs in each SCC's visit of
// the inliner's bottom-up walk, after the SCC's own inlining and before its
// function simplification (LLVM's CGSCC-optimizer-late point). It marks the
// SCC's function `alwaysinline` when the function is internal, defined,
// alone in its SCC (not on a cycle of calls: the inliner would have to stop
// somewhere), and its one use is a direct call from another function, unless
// the function or the call is `noinline` (the programmer's `__noinline__`
// stays) or either function is `optnone`. The inliner then inlines it when
// it visits the caller's SCC, later in the walk, as it would have with a
// cheaper body: the callee has been simplified in its own visit, the caller
// is simplified after, and calls the inliner takes anyway are taken in the
// same order. A function called once stays called once, so the marks never
// copy code.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_CUDA_INLINESINGLECALLERS_H
#define SCALE_TRANSFORMS_CUDA_INLINESINGLECALLERS_H

#include "llvm/Analysis/CGSCCPassManager.h"
#include "llvm/Analysis/LazyCallGraph.h"
#include "llvm/IR/PassManager.h"

namespace llvm {
class CallBase;
class Use;
} // namespace llvm

namespace scale {

/// The function of a call-graph SCC whose calls the inliner may be asked to
/// inline, or null: a defined function alone in its SCC (on a cycle of
/// calls the inliner would have to stop somewhere), neither `noinline`,
/// `alwaysinline` already nor `optnone`. InlineSingleCallersPass and
/// InlineDeviceCallsPass add their own conditions.
llvm::Function *getInlinableFunction(llvm::LazyCallGraph::SCC &Functions);

/// The call that \p U, a use of a function, is when the inliner may be
/// asked to inline it there, or null: a direct call of the function (not
/// the function passed as an argument), not `noinline`, from a caller that
/// is not `optnone`.
llvm::CallBase *inlinableCall(const llvm::Use &U);

class InlineSingleCallersPass
    : public llvm::PassInfoMixin<InlineSingleCallersPass> {
public:
  llvm::PreservedAnalyses run(llvm::LazyCallGraph::SCC &Functions,
                              llvm::CGSCCAnalysisManager &,
                              llvm::LazyCallGraph &,
                              llvm::CGSCCUpdateResult &);
};

} // namespace scale

#endif // SCALE_TRANSFORMS_CUDA_INLINESINGLECALLERS_H
