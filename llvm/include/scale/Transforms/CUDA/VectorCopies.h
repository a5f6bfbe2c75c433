//===- VectorCopies.h - 16-byte copies as nvcc's v4 accesses ------*- C++ -*-===//
//
// `*(int4 *)dst = *(int4 *)src`, CUDA's idiom for moving 16 bytes at once
// (the tensor-core samples copy their tiles from global to shared memory
// so), is in Clang's IR a 16-byte llvm.memcpy, which LLVM 22's NVPTX back
// end expands into two 8-byte loads and stores (ld.global.b64) when both
// sides are 16-byte aligned, and into sixteen 1-byte ones when the
// destination is `(int4 *)&tile[row][0]` of a byte array: Clang keeps the
// alignment of the declared array there (CodeGen honours the cast-to
// type's alignment only when the source pointer's alignment is not that of
// a declaration). nvcc emits ld.global.v4.u32 and st.shared.v4.u32 for
// both. Two passes, NVPTX device code at -O1 and above:
//
// - AlignSharedArraysPass (pipeline start): every `extern __shared__`
//   array (the dynamic shared memory) is aligned to 16 bytes, as nvcc
//   declares it (`.extern .shared .align 16`, whatever the element type);
//   the window's base is 16-byte aligned. The optimiser's alignment
//   inference then proves 16 for `&tile[i][0]` where the row size is a
//   multiple of 16. Arrays the module defines keep their alignment.
//
// - VectorCopiesPass (end of the optimiser): a memcpy of a constant
//   multiple of 16 bytes, at most 64, not volatile, with both sides
//   16-byte aligned, becomes loads and stores of <4 x i32>, which the back
//   end selects as ld.v4.u32 and st.v4.u32.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_CUDA_VECTORCOPIES_H
#define SCALE_TRANSFORMS_CUDA_VECTORCOPIES_H

#include "llvm/IR/PassManager.h"

namespace scale {

class AlignSharedArraysPass
    : public llvm::PassInfoMixin<AlignSharedArraysPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

class VectorCopiesPass : public llvm::PassInfoMixin<VectorCopiesPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
};

} // namespace scale

#endif // SCALE_TRANSFORMS_CUDA_VECTORCOPIES_H
