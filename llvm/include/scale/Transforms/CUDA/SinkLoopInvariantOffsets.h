//===- SinkLoopInvariantOffsets.h - Recompute offsets in crowded loops -*-===//
//
// LICM hoists every loop-invariant computation out of its loop, and NVPTX
// has no register allocator to put back what is cheaper to recompute than
// to keep: ptxas gets the hoisted values as registers live across the
// loop. In a loop whose body was unrolled over a runtime stride that is
// one register per copy. ggml's flash-attention kernel (fattn-mma-f16,
// D=128) loads its K and V tiles with unrolled cp.async at `tile + (i *
// stride + k)` and reads them with ldmatrix at generic addresses `tile +
// c` (asm "l" operands); LICM hoisted the 62 ldmatrix addresses and the
// products `i * stride` out of the loop: 219 64-bit values were live at
// the loop's peak where nvcc's PTX has 86, and ptxas spilled 3,264 bytes
// at 255 registers where nvcc's code takes 211 and spills none. nvcc
// computes these addresses in the loop, each from the previous one.
//
// SinkLoopInvariantOffsetsPass (end of the optimiser, NVPTX) recomputes
// such values where the loop's inputs are too many to be registers for
// free: in a crowded loop, one whose values from outside (constants and a
// kernel's parameters, which ptxas reads from the constant bank, aside)
// take more than 128 of the 255 registers ptxas gives a thread at most, an
// integer or pointer computation from outside is cloned before its uses in
// the loop and after it, the uses before the loop keeping the original,
// when that keeps fewer register bits live across the loop: the value's
// width is saved; an operand costs nothing that is live across the loop
// anyway, and its width otherwise, or, where it is such a computation
// itself, what cloning it too costs. Uses in other crowded loops get
// clones too: ggml's kernel has the loop twice, with and without bounds
// checks, and its last iteration after it, all at the same addresses.
// Nothing that reads or writes memory is cloned, so what each thread reads
// and writes is unchanged. Codegen's straight-line strength reduction then
// makes the recomputed addresses of a block a chain, as nvcc's are.
//
// Straight-line code has the same problem without a loop: MAGMA's
// register-resident LU factorisations (zgetf2_nopiv_batched_kernel<N>)
// load a column of N elements at N addresses, factorise it in N unrolled
// steps between barriers, and store it at the same addresses; LLVM keeps
// the N 64-bit addresses live from the loads to the stores (255 registers
// for N = 32, nvcc's 168). So, outside loops, a block where more than 128
// registers are live at once (every value its width from definition to
// last use) is crowded, and address arithmetic live through crowded blocks
// is recomputed after them, before its uses there, where that keeps fewer
// bits live through them: an operand that several such values need costs
// each its share; a value with such a use in a loop is left alone, as the
// clone would be recomputed in every iteration. The uses before keep the
// original, and a clone with the original's operands would be the original
// again after the back end's common subexpression elimination, so the
// clones' other operands are passed through an opaque `mov` (inline
// assembly) that ptxas copies through (176 registers). Not in kernels whose
// launch bounds leave fewer than 128 registers a thread: ptxas spills there
// anyway, and reloading costs it less than recomputing (MAGMA's zgeqr2
// fused-register kernels, 64 and 80 registers: 3,576 spill bytes to
// 12,396).
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_CUDA_SINKLOOPINVARIANTOFFSETS_H
#define SCALE_TRANSFORMS_CUDA_SINKLOOPINVARIANTOFFSETS_H

#include "llvm/IR/PassManager.h"

namespace scale {

class SinkLoopInvariantOffsetsPass
    : public llvm::PassInfoMixin<SinkLoopInvariantOffsetsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
};

} // namespace scale

#endif // SCALE_TRANSFORMS_CUDA_SINKLOOPINVARIANTOFFSETS_H
