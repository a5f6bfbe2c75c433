//===- KeepResultsInBlock.h - Results kept where computed ------*- C++ -*-===//
//
// LLVM's machine sinking moves an instruction whose result is used only in
// other blocks towards those uses, then the instructions whose results
// only it used. For NVPTX it has no register limit to respect, so it moves
// arithmetic whose operands end in its block (a value loaded from shared
// memory and the old value of a register array element; a predicate and
// the last value of a running flag) to a block where the result alone
// would have been live, and the operands stay live until there instead:
// - MAGMA's register-resident QR kernels, `rA[jj] -= rA[j] * sY[jj]` for
//   every column of an unrolled loop, sunk past `__syncthreads()` with all
//   of `sY` loaded ahead (28 doubles beside `rA`'s 32):
//   `zgeqr2_fused_reg_kernel_batched<1024, 16>` spilled 31,384 bytes where
//   nvcc's spills 3,688;
// - MAGMA's register LU kernels, `linfo = (max == 0 && linfo == 0) ? i + 1
//   : linfo` for every column, sunk to the kernel's end with one predicate
//   per column live until there: `cgetrf_batched_smallsq_noshfl`, 2,462
//   registers over its 32 kernels where nvcc's use 2,169.
// nvcc keeps that arithmetic where the source computes it.
//
// KeepResultsInBlockPass (end of the optimiser, NVPTX) finds, for each
// result computed outside loops and used only in other blocks outside
// loops, the instructions that would move with it and the values they use
// that nothing at or after the block dominating its uses needs. Where
// there are two or more, it gives the result a use in its block, before
// the next barrier or the terminator: an empty `asm sideeffect` that takes
// it in a register. Machine sinking does not move an instruction away
// from a use in its own block, and the assembly emits no PTX instruction.
// Kernel parameters are not counted (ptxas reads them from the constant
// bank where used), nor are pointers kept (addresses are best recomputed
// where used). In loops it keeps nothing: there, kept results cost MAGMA's
// band solvers spills.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_CUDA_KEEPRESULTSINBLOCK_H
#define SCALE_TRANSFORMS_CUDA_KEEPRESULTSINBLOCK_H

#include "llvm/IR/PassManager.h"

namespace scale {

class KeepResultsInBlockPass
    : public llvm::PassInfoMixin<KeepResultsInBlockPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
};

} // namespace scale

#endif // SCALE_TRANSFORMS_CUDA_KEEPRESULTSINBLOCK_H
