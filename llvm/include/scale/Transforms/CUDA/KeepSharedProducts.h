//===- KeepSharedProducts.h - Products with other uses are not fused -*- C++ -*-===//
//
// With contraction allowed (`-ffp-contract=fast`, nvcc's --fmad=true), the
// DAG combiner fuses `a * b + c` into an FMA even where the product has
// other uses (NVPTX asks for aggressive fusion): the multiply then stays
// for those uses, and both factors stay live until the later of the two.
// Softmax code has this shape everywhere, `e = exp(x - max); sum += e;`
// and `e` stored later: machine sinking then moves each remaining multiply
// down to its store, past the reduction of `sum`, so that two factors are
// live where one product was. HeCBench softmax-fused's
// `scaled_masked_softmax_warp_forward<half, half, float, 10>` uses 80
// registers, nvcc's 48. nvcc fuses only products used by additions alone,
// and NVPTX's own combine has that rule too ("Do the fusion only when the
// mul has less than 5 uses and all are add"), but the generic combine
// fuses first.
//
// KeepSharedProductsPass (end of the optimiser, NVPTX) gives a
// contractable addition or subtraction of a product that has a use other
// than such an addition the product through `llvm.arithmetic.fence`, which the
// combiner does not look through: the product is computed once, the
// addition uses it, and the factors die at the multiply. The PTX is a
// `mul.f32` and an `add.f32` without a rounding modifier, which ptxas may
// still contract, as it may nvcc's.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_CUDA_KEEPSHAREDPRODUCTS_H
#define SCALE_TRANSFORMS_CUDA_KEEPSHAREDPRODUCTS_H

#include "llvm/IR/PassManager.h"

namespace scale {

class KeepSharedProductsPass
    : public llvm::PassInfoMixin<KeepSharedProductsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
};

} // namespace scale

#endif // SCALE_TRANSFORMS_CUDA_KEEPSHAREDPRODUCTS_H
