//===- MaskBeforeShift.h - Masks applied before constant shifts -*- C++ -*-===//
//
// InstCombine's canonical form of a masked shift is the shift first:
// `(x ^ y) >> 1 & 0x7f7f7f7f`, even where the source wrote
// `((x ^ y) & 0xfefefefe) >> 1`. Both are three PTX instructions, but not
// three SASS instructions: ptxas merges a mask into the logic operation
// that computes its operand (one LOP3 of three inputs) only when nothing
// lies between them, so the shift-first form costs one instruction more.
// Lane arithmetic on packed bytes and halves is made of it (the SIMD video
// functions: __vhaddu4, __vavgu4, __vabsdiffu2... for sm_80, one SASS block
// each above nvcc's, which keeps the source's order).
//
// MaskBeforeShiftPass (end of the optimiser, NVPTX) rewrites
// `and (lshr X, C), M` as `lshr (and X, M << C), C` and
// `and (shl X, C), M` as `shl (and X, M >> C), C` where X is an and, or or
// xor used only by the shift, the shift is used only by the and, and C and
// M are constants; the bits the shift drops are the bits the moved mask
// drops, so the value is the same. Nothing runs after it that would put
// the shift first again.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_CUDA_MASKBEFORESHIFT_H
#define SCALE_TRANSFORMS_CUDA_MASKBEFORESHIFT_H

#include "llvm/IR/PassManager.h"

namespace scale {

class MaskBeforeShiftPass : public llvm::PassInfoMixin<MaskBeforeShiftPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
};

} // namespace scale

#endif // SCALE_TRANSFORMS_CUDA_MASKBEFORESHIFT_H
