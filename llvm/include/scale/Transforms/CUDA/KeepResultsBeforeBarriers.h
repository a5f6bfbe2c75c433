//===- KeepResultsBeforeBarriers.h - Results before barriers -*- C++ -*-===//
//
// In a block that ends at __syncthreads() (or __syncwarp()), floating-point
// arithmetic whose results are used only after the barrier (in other
// blocks) is moved past the barrier by LLVM's machine sinking, into the
// block that uses it. Its operands, a value loaded from shared memory and
// the old value of a register array element, then both stay live across
// the barrier where the result alone would: in MAGMA's register-resident
// QR kernels, `rA[jj] -= rA[j] * sY[jj]` for every column of an unrolled
// loop, ours loaded all of `sY` ahead of the arithmetic (28 doubles beside
// `rA`'s 32), and `zgeqr2_fused_reg_kernel_batched<1024, 16>` spilled
// 31,384 bytes where nvcc's spills 3,688. nvcc keeps the arithmetic before
// the barrier.
//
// KeepResultsBeforeBarriersPass (end of the optimiser, NVPTX) gives each
// such result a use just before the barrier, an empty `asm sideeffect`
// that takes it in a register: machine sinking does not move an
// instruction away from a use in its own block, and the assembly emits no
// PTX instruction. Integer arithmetic (addresses, indices) is left to
// machine sinking, which usually does better by recomputing it where used.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_CUDA_KEEPRESULTSBEFOREBARRIERS_H
#define SCALE_TRANSFORMS_CUDA_KEEPRESULTSBEFOREBARRIERS_H

#include "llvm/IR/PassManager.h"

namespace scale {

class KeepResultsBeforeBarriersPass
    : public llvm::PassInfoMixin<KeepResultsBeforeBarriersPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
};

} // namespace scale

#endif // SCALE_TRANSFORMS_CUDA_KEEPRESULTSBEFOREBARRIERS_H
