//===- InlineLocalArrayCalls.h - calls given local arrays go inline -*- C++ -*-===//
//
// A device function that receives a pointer to its caller's local array
// (or any local variable) keeps that variable in memory while it is a
// call: the caller's SROA cannot split a variable whose address escapes,
// so the array lives in the thread's stack frame (`.local` memory, as slow
// as global memory where it misses the L1 cache), and the callee reads it
// through a generic pointer. Inlined, the array is the caller's registers.
// nvcc inlines such calls whatever their size; LLVM's inliner weighs them
// like any other (its bonus for arguments that SROA may split does not
// cover a large callee). HeCBench grrt: the Runge-Kutta step `rk5(double
// *Variables, ..., double *y, double *dydx, ...)`, called from two kernels
// with their local arrays (cost 5,115 against NVPTX's threshold of 2,750
// at -O3), stayed a call: 264 bytes of stack and 196 and 182 registers,
// nvcc 40 bytes and 164 and 154.
//
// InlineLocalArrayCallsPass runs in the inliner's bottom-up walk over the
// call graph, at the same point as InlineSingleCallersPass (after the SCC's
// own inlining, before its simplification). For the SCC's function, when
// it is defined, not interposable, alone in its SCC (not recursive) and not
// larger than MaxInstructions, it marks `alwaysinline` each direct call of
// it one of whose pointer arguments is based on a local variable of the
// caller (an `alloca`, through GEPs and casts). The inliner inlines the
// marked calls when it visits the callers, and the callers' SROA then
// splits the arrays. `__noinline__` functions and calls, `optnone` callers
// and the callee's recursion are left alone.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_CUDA_INLINELOCALARRAYCALLS_H
#define SCALE_TRANSFORMS_CUDA_INLINELOCALARRAYCALLS_H

#include "llvm/Analysis/CGSCCPassManager.h"
#include "llvm/Analysis/LazyCallGraph.h"
#include "llvm/IR/PassManager.h"

namespace llvm {
class CallBase;
class Function;
} // namespace llvm

namespace scale {

/// The largest callee whose calls given a caller's local variable are
/// inlined, in instructions: a bound on what one call may copy, far above
/// the helpers that take local arrays (grrt's rk5, with its Runge-Kutta
/// step and six geodesic evaluations inlined, has about 1,000).
/// InlineKernelStackCallsPass inlines within the same bound.
inline constexpr unsigned MaxLocalVariableCalleeInstructions = 4000;

/// Whether one of \p Call's pointer arguments points into a local variable
/// of the calling function.
bool passesLocalVariable(const llvm::CallBase &Call);

/// Whether \p F calls itself: inlining one level of a recursion leaves the
/// variable in memory below it.
bool callsItself(const llvm::Function &F);

class InlineLocalArrayCallsPass
    : public llvm::PassInfoMixin<InlineLocalArrayCallsPass> {
public:
  llvm::PreservedAnalyses run(llvm::LazyCallGraph::SCC &Functions,
                              llvm::CGSCCAnalysisManager &,
                              llvm::LazyCallGraph &,
                              llvm::CGSCCUpdateResult &);
};

} // namespace scale

#endif // SCALE_TRANSFORMS_CUDA_INLINELOCALARRAYCALLS_H
