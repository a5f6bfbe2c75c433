//===- UniformLoopUnswitch.h - Unswitch loops on uniform conditions -*- C++ -*-=//
//
// `for (i...) y[i] = beta == 0 ? alpha * x[i] : alpha * x[i] + beta * y[i];`
// (CuTe's axpby, the epilogue of every CuTe GEMM): the condition is the same
// for every iteration and every thread. nvcc makes two loops, one per value
// of the condition, and unrolls each; LLVM's SimpleLoopUnswitch does that
// only on targets without branch divergence (on a GPU an unswitched
// *divergent* condition makes a warp run the loop twice), so on NVPTX the
// loop is unrolled with one branch per element around the load of y[i],
// and the values of all elements meet in phis (CuTe's sgemm_2: 127
// registers, nvcc's 106).
//
// UniformLoopUnswitchPass runs SimpleLoopUnswitch's non-trivial unswitching
// on a loop whose loop-invariant conditions (of branches, switches and
// selects, and the invariant operands of `and`/`or` conditions) are all
// uniform: computed only from constants, a kernel's parameters, what a
// kernel reads from its read-only parameters or from constant memory, and
// the block and grid dimensions and indices. Such a condition cannot
// diverge, so the divergence that keeps upstream from unswitching cannot
// happen. Upstream's cost model (its threshold on the duplicated code)
// decides; conditions it would inject are disabled on these loops (they
// compare loop-variant values, so may diverge). A loop with any other
// invariant condition is left as upstream leaves it.
//
// NVPTX device code at -O3 (where upstream unswitches on other targets),
// with the extension on; it runs with the late loop optimizations, before
// the full unroll of the simplification pipeline.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_CUDA_UNIFORMLOOPUNSWITCH_H
#define SCALE_TRANSFORMS_CUDA_UNIFORMLOOPUNSWITCH_H

#include "llvm/Analysis/LoopAnalysisManager.h"
#include "llvm/IR/PassManager.h"

namespace llvm {
class LPMUpdater;
} // namespace llvm

namespace scale {

class UniformLoopUnswitchPass
    : public llvm::PassInfoMixin<UniformLoopUnswitchPass> {
public:
  llvm::PreservedAnalyses run(llvm::Loop &L, llvm::LoopAnalysisManager &AM,
                              llvm::LoopStandardAnalysisResults &AR,
                              llvm::LPMUpdater &U);
};

} // namespace scale

#endif // SCALE_TRANSFORMS_CUDA_UNIFORMLOOPUNSWITCH_H
