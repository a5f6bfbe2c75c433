//===- WrittenKernelParameters.h - Structs a kernel writes ------*- C++ -*-===//
//
// NVPTX only. A kernel that writes a field of its by-value struct
// parameter (CUB's `GridEvenShare`, whose `BlockInit()` sets the block's
// offset, end and stride in every `DeviceReduceKernel`) writes into its
// `byval` argument, which LLVM's SROA leaves alone: it splits allocas, not
// arguments. The writes stay stores; NVPTXLowerArgs, in the back end,
// then copies the parameter into the stack frame, where nothing removes
// the copy's stores even when every read of the written fields was
// forwarded (DSE does not look far enough in a kernel that long): CUB's
// reduction kernel had a 32-byte stack frame and four `st.local` per
// thread that nothing reads. nvcc keeps such a parameter in registers.
//
// WrittenKernelParametersPass makes the copy in the IR, where SROA sees
// it: a kernel's `byval` argument that is written (a store or memory
// intrinsic through it) gets an alloca of its type, a memcpy from the
// parameter at the kernel's entry, and every other use; SROA, later in the
// function simplification pipeline, turns the copy's fields into values
// (the memcpy into loads of the parameter, ld.param). Only where SROA will:
// every access is at a constant offset through GEPs, loads, stores and
// memory intrinsics; an argument whose address goes anywhere else (a call,
// a phi, an integer) or is indexed by a variable is left to
// NVPTXLowerArgs, as before, so that no copy stays in the stack frame that
// the back end would not have made.
//
//   define ptx_kernel void @k(ptr byval(%S) align 8 %p) {
//     %f = getelementptr i8, ptr %p, i64 48
//     store i64 %v, ptr %f
//
//   define ptx_kernel void @k(ptr byval(%S) align 8 %p) {
//     %p.copy = alloca %S, align 8
//     call void @llvm.memcpy.p0.p0.i64(ptr align 8 %p.copy, ptr align 8 %p,
//                                      i64 72, i1 false)
//     %f = getelementptr i8, ptr %p.copy, i64 48
//     store i64 %v, ptr %f
//
// It runs at the first peephole point of the function simplification
// pipeline: after the inliner has put the calls' bodies (BlockInit) into
// the kernel, before the SROA that follows the loop passes.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_CUDA_WRITTENKERNELPARAMETERS_H
#define SCALE_TRANSFORMS_CUDA_WRITTENKERNELPARAMETERS_H

#include "llvm/IR/PassManager.h"

namespace scale {

class WrittenKernelParametersPass
    : public llvm::PassInfoMixin<WrittenKernelParametersPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);
};

} // namespace scale

#endif // SCALE_TRANSFORMS_CUDA_WRITTENKERNELPARAMETERS_H
