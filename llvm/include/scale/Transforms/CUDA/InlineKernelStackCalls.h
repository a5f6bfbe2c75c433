//===- InlineKernelStackCalls.h - calls given a kernel's stack -*- C++ -*-===//
//
// NVPTX only. A call in a kernel given a pointer to the kernel's local
// variable keeps the variable in the stack frame (SROA cannot split what
// a call takes the address of), and a call given a pointer into the
// kernel's by-value struct parameter makes the back end copy the
// parameter into the frame (NVPTXLowerArgs cannot hand out the parameter
// space unless the parameter is only read, and then the callee reads it
// through generic pointers). InlineDeviceCallsPass inlines calls within
// its bound when the inliner's walk visits the callee, which sees only the
// calls that exist then. A functor's `operator()`, called from a wrapper given
// `this` (a transform iterator's `operator[]`), becomes a call given the
// kernel's memory only when the wrapper is inlined into CUB's agent and
// the agent into the kernel, after the walk has passed the functor; the
// inliner then weighs it like any call and leaves a large body a call.
// XGBoost's lambdarank objective gives CUB's DeviceSegmentedReduceKernel
// a 616-byte transform iterator over its `GetGradOp`: the kernel's copy of
// the iterator stayed in the frame, 536 to 616 bytes of stack in 24
// kernels and five calls each, where nvcc inlines the calls and has at
// most 16.
//
// InlineKernelStackCallsPass runs after the walk (the optimiser's early
// extension point). In each kernel it inlines every direct call one of
// whose pointer arguments is based on an `alloca` of the kernel or on a
// `byval` argument that is not `__grid_constant__`, and the calls of the
// inlined bodies that are given such pointers too, when the callee is
// defined, not interposable, not `noinline` (nor the call), within
// InlineDeviceCalls' bounds (maxInlinedCalleeInstructions(), no call of
// itself) and not inlined already on the way to the call (a
// mutual recursion is inlined once, not forever). A kernel it changed
// gets the simplification the walk gives a function after inlining into
// it (SROA, EarlyCSE, InstCombine, SimplifyCFG), so that the variables
// and the parameter's copies become values.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_CUDA_INLINEKERNELPARAMETERCALLS_H
#define SCALE_TRANSFORMS_CUDA_INLINEKERNELPARAMETERCALLS_H

#include "llvm/IR/PassManager.h"

namespace scale {

class InlineKernelStackCallsPass
    : public llvm::PassInfoMixin<InlineKernelStackCallsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &AM);
};

} // namespace scale

#endif // SCALE_TRANSFORMS_CUDA_INLINEKERNELPARAMETERCALLS_H
