//===- UnrollPreferences.h - GPU loop unrolling NVPTX's TTI lacks -*- C++ -*-=//
//
// LLVM's loop unroller asks the target how much to unroll; NVPTX's answer
// (LLVM 22) is the CPU default with partial unrolling allowed. Two cases
// where nvcc's device code is better, and what these passes tell the
// unroller through loop metadata (upstream's own vocabulary, which
// `#pragma unroll` also writes):
//
// - A small local array indexed by a loop's induction variable
//   (`float vals[8][8]` of a register-tiled matmul, `vals[i][j] += ...` in
//   loops without `#pragma unroll`). Only full unrolling makes the indices
//   constants, and only then can SROA keep the array in registers; past the
//   default threshold (300 instructions at -O3) the loop stays rolled and
//   the array in local memory (llm.c's matmul_forward_kernel4: a 256-byte
//   stack frame, where nvcc unrolls and keeps it in 128 registers).
//   AMDGPU's TTI raises the threshold for such loops
//   (UnrollThresholdPrivate, 2700); UnrollLocalArraysPass does the same for
//   NVPTX: a loop with a constant trip count, no unroll metadata of its
//   own, that indexes a static alloca with an
//   affine function of its own induction variable, in a function whose
//   static allocas total at most MaxArrayBytes (they all may move into
//   registers, which must hold them together), and whose full unrolling
//   stays within the threshold, gets `llvm.loop.unroll.full`, if SROA can
//   then promote the array: every index of every access a constant once
//   the loops that will be unrolled are (an array also indexed by data, a
//   permutation `key[random()]`, stays in memory, and unrolling would only
//   grow the code). It runs before the full unroll of the simplification
//   pipeline, innermost loops first, so an outer loop is measured with its
//   inner loops unrolled. An index may also be an entry of a table of
//   constants at such an index (keccak's `st[keccakf_piln[i]]`). And an
//   array that stays in memory (a later loop indexes it by data) qualifies
//   where a loop around L accesses it only at constant offsets once the
//   loops inside are unrolled: LICM then keeps its elements in registers
//   across that loop (xmrig-cuda's KawPow DAG kernel, keccak's 24 rounds
//   over `uint64_t st[25]`: 140 registers, nvcc's 80, now 76).
//
// - A `#pragma unroll` loop with a constant trip count that cannot be
//   unrolled fully (the unrolled body would pass PragmaUnrollThreshold,
//   16K instructions): LoopUnrollPass unrolls it partially instead, as many
//   copies as fit in 16K instructions. With a body already above the
//   target's full-unroll threshold that gains nothing (the loop's own
//   branch is well under 1% of an iteration) and multiplies what ptxas
//   must keep live: cuda-samples tf32TensorCoreGemm's K loop, a body of
//   about 1,000 instructions, unrolled 16 times, spills 43 KB (nvcc, 8
//   times, 17 KB). CUDA's own definition of the pragma: "the loop is
//   completely unrolled if its trip count is constant, otherwise it is not
//   unrolled at all". LimitPragmaPartialUnrollPass asks the unroller's own
//   cost model (computeUnrollCount) what it would do; where the answer is
//   a partial unroll of such a large body, the loop gets
//   `llvm.loop.unroll.disable` instead of its pragma. Where the answer is
//   a full unroll past PragmaFullUnrollLimit (8192 instructions, half the
//   pragma's own 16K), the same: cuda-samples bf16TensorCoreGemm's K loop,
//   64 copies of about 200 instructions by the unroller's estimate, became
//   72K lines of PTX that ptxas took 3 minutes over and spilled (nvcc keeps
//   a few copies, 4K lines). It runs at the start of the vectorizers,
//   before LoopUnrollPass, where that loop is unrolled (the simplification
//   pipeline's full unroll sees it before SROA and InstCombine have
//   cleaned up the WMMA fragments, at 2,400 instructions a copy).
//
// - A `#pragma unroll` loop whose trip count comes from a table of
//   constants: inner loops bounded by the strides of an outer loop over an
//   initializer list or a constexpr array (ggml's flash-attention kernel
//   loads its Q tile and writes its result that way, `for (int stride_k :
//   {warp_size, warp_size/2, ...})`). Once the outer loop is unrolled and
//   the table read folded, LLVM unrolls them fully (the simplification
//   pipeline's full unroll where the table is a constant global, which the
//   unroller's simplification folds, LoopUnrollPass at the end where it is
//   a local array, which SROA folds). nvcc leaves them rolled: its PTX of
//   that kernel has 5 global stores where ours had 98. Measured with nvcc
//   13: a loop nested in `for (int s : {32, 16, 8})` or reading `constexpr
//   int strides[3]` stays a loop; one whose stride is arithmetic on the
//   outer induction variable (`32 >> s`) is unrolled. RollTableBoundedLoops
//   gives such a loop `llvm.loop.unroll.disable` where its trip count is
//   not a constant yet and its exit test depends on a load, outside the
//   loop, of a constant global or of a local array that the function only
//   fills with constants. It runs before the simplification pipeline's
//   full unroll, innermost loops first, so it sees the inner loops before
//   the outer one is unrolled. A bound read from other memory (a
//   parameter's field, which inlining may make a constant) is left to the
//   unroller.
//
// - A loop with a constant trip count and a small body, which LLVM's
//   heuristic unrolls partially (the NVPTX threshold allows a few copies).
//   nvcc's PTX leaves such a loop with more copies than ours, and ptxas
//   unrolls neither further; ours, once closed by a conditional back edge
//   (BackEdgeBranches.h), ptxas unrolled fully and scheduled every load
//   early: CudaSift's Match1, a 128-step dot product in a loop over 4,096
//   points, LLVM 4 copies, took 168 registers where nvcc's takes 32 (and
//   ours 21 before). FinalPartialUnrollPass asks the unroller's cost model
//   (computeUnrollCount) what it will do with each innermost loop that has
//   no unroll metadata of its own; where the answer is a partial unroll
//   without remainder or peeling, the loop gets that count as
//   `llvm.loop.unroll.count`, so LoopUnrollPass makes the same copies and
//   marks the result `llvm.loop.unroll.disable`, which NVPTX writes as
//   `.pragma "nounroll"`: LLVM's partial unroll is final, as NVVM's is.
//   It runs with LimitPragmaPartialUnrollPass, before LoopUnrollPass.
//
// - A loop that ptxas cannot count in nvcc's PTX, and so does not unroll,
//   which LLVM makes countable. ptxas unrolls a loop whose trip count it
//   can compute; nvcc's PTX keeps two kinds of loops uncountable where
//   LLVM's passes make them countable, and ptxas then unrolled them and
//   scheduled every load early:
//   - counted in floating point (`for (float i = -3; i <= 3; i++)`,
//     cuda-samples imageDenoising's 7x7 windows): IndVarSimplify makes the
//     counter an integer; the `NLM` kernel, 98 texture fetches in flight,
//     took 255 registers against nvcc's 63;
//   - written with several exits: CUB's tile loop (AgentReduce's
//     ConsumeFullTileRange, `while (offset <= end - TILE) { ...; if (end -
//     offset < stride) return; offset += stride; }`, the second exit
//     against offset overflow) keeps both in nvcc's PTX; with a signed
//     offset LLVM proves the second redundant, and ptxas unrolled the
//     single-exit loop that was left: DeviceReduceSingleTileKernel, 80
//     registers against nvcc's 32.
//   MarkUncountableLoopsPass marks such a loop (a header phi starting at a
//   constant, stepped by a constant, compared with a constant at an exit;
//   or more than one exiting block) early, as Clang wrote it;
//   KeepUncountableLoopsRolledPass, last, gives each marked loop that is
//   still a loop `llvm.loop.unroll.disable`, `.pragma "nounroll"` in PTX:
//   LLVM's unroll of it is final, as ptxas's is of nvcc's loop. A loop
//   that keeps its exits is one ptxas would not unroll either.
//
// NVPTX device code at -O1 and above, with the extension on.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_CUDA_UNROLLPREFERENCES_H
#define SCALE_TRANSFORMS_CUDA_UNROLLPREFERENCES_H

#include "llvm/Analysis/LoopAnalysisManager.h"
#include "llvm/IR/PassManager.h"

namespace llvm {
class LPMUpdater;
} // namespace llvm

namespace scale {

class UnrollLocalArraysPass
    : public llvm::PassInfoMixin<UnrollLocalArraysPass> {
public:
  /// \p OptLevel: the pipeline's, for the unroller's preferences.
  explicit UnrollLocalArraysPass(int OptLevel = 3) : OptLevel(OptLevel) {}
  llvm::PreservedAnalyses run(llvm::Loop &L, llvm::LoopAnalysisManager &AM,
                              llvm::LoopStandardAnalysisResults &AR,
                              llvm::LPMUpdater &U);

private:
  int OptLevel;
};

class RollTableBoundedLoopsPass
    : public llvm::PassInfoMixin<RollTableBoundedLoopsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Loop &L, llvm::LoopAnalysisManager &AM,
                              llvm::LoopStandardAnalysisResults &AR,
                              llvm::LPMUpdater &U);
};

class LimitPragmaPartialUnrollPass
    : public llvm::PassInfoMixin<LimitPragmaPartialUnrollPass> {
public:
  explicit LimitPragmaPartialUnrollPass(int OptLevel = 3)
      : OptLevel(OptLevel) {}
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);

private:
  int OptLevel;
};

class FinalPartialUnrollPass
    : public llvm::PassInfoMixin<FinalPartialUnrollPass> {
public:
  explicit FinalPartialUnrollPass(int OptLevel = 3) : OptLevel(OptLevel) {}
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);

private:
  int OptLevel;
};

class MarkUncountableLoopsPass
    : public llvm::PassInfoMixin<MarkUncountableLoopsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);
};

class KeepUncountableLoopsRolledPass
    : public llvm::PassInfoMixin<KeepUncountableLoopsRolledPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);
};

} // namespace scale

#endif // SCALE_TRANSFORMS_CUDA_UNROLLPREFERENCES_H
