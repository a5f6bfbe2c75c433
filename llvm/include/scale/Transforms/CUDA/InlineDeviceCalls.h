//===- InlineDeviceCalls.h - device calls go inline as nvcc's -*- C++ -*-===//
//
// nvcc inlines a call of a device function whenever the callee is below a
// size bound, however many calls there are: a helper of about 6,400 PTX
// instructions is inlined into each of 16 kernels that call it, and only
// near 16,000 is a call kept, even for one call site. LLVM's inliner weighs
// each call against NVPTX's threshold, 11 times the -O level's (2,750 at
// -O3), so a helper of a few hundred instructions called from two places
// stays a call. On NVPTX a call is expensive:
// - the arguments go through `.param` memory, and ptxas saves the caller's
//   live registers around the call in the stack frame (LightGBM's split
//   finders: 24 bytes of spills in each of 47 helpers that nvcc inlines
//   into their two kernels each);
// - a local array of the caller whose address the call receives stays in
//   memory (the caller's SROA cannot split a variable whose address
//   escapes): the thread's stack frame, read through generic pointers
//   (HeCBench grrt's Runge-Kutta step `rk5`, called from two kernels with
//   their local arrays: 264 bytes of stack per kernel, nvcc 40);
// - the callee sees its pointer arguments as generic unless each caller's
//   spaces get a clone.
//
// InlineDeviceCallsPass runs in the inliner's bottom-up walk over the call
// graph, at the same point as InlineSingleCallersPass (after the SCC's own
// inlining, before its simplification). For the SCC's function, when it is
// defined, not interposable, alone in its SCC and not calling itself, and
// has at most maxInlinedCalleeInstructions() instructions once its own
// calls are inlined, it marks `alwaysinline` each direct call of it. The
// inliner inlines the marked calls when it visits the callers, whose SROA
// then splits the local arrays the calls were given. Since the bound
// weighs the body after its own inlining, no chain of marks copies more
// than the bound per call. `__noinline__` functions and calls and
// `optnone` callers are left alone.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_CUDA_INLINEDEVICECALLS_H
#define SCALE_TRANSFORMS_CUDA_INLINEDEVICECALLS_H

#include "llvm/Analysis/CGSCCPassManager.h"
#include "llvm/Analysis/LazyCallGraph.h"
#include "llvm/IR/PassManager.h"

namespace llvm {
class CallBase;
class Function;
} // namespace llvm

namespace scale {

/// The largest device function, in instructions, whose calls are inlined
/// whatever LLVM's cost model says (-scale-inline-max-callee-instructions,
/// 16,000 by default, near nvcc's own bound: faiss's k-selection merges,
/// WarpSelect::mergeWarpQ given the caller's WarpSelect object, are above
/// 4,000 and nvcc inlines them). InlineKernelStackCallsPass inlines within
/// the same bound.
unsigned maxInlinedCalleeInstructions();

/// Whether one of \p Call's pointer arguments points into a local variable
/// of the calling function.
bool passesLocalVariable(const llvm::CallBase &Call);

/// Whether \p F calls itself: inlining one level of a recursion leaves the
/// variable in memory below it.
bool callsItself(const llvm::Function &F);

class InlineDeviceCallsPass
    : public llvm::PassInfoMixin<InlineDeviceCallsPass> {
public:
  llvm::PreservedAnalyses run(llvm::LazyCallGraph::SCC &Functions,
                              llvm::CGSCCAnalysisManager &,
                              llvm::LazyCallGraph &,
                              llvm::CGSCCUpdateResult &);
};

} // namespace scale

#endif // SCALE_TRANSFORMS_CUDA_INLINEDEVICECALLS_H
