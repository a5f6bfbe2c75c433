//===- NvccFastMath.h - nvcc's --use_fast_math math functions -*- C++ -*-===//
//
// nvcc's --use_fast_math compiles each single-precision function of the
// CUDA Programming Guide's table "Functions Affected by -use_fast_math" to
// its intrinsic counterpart: expf to __expf (`ex2.approx` of a product),
// powf to __powf, tanf to __tanf, and so on; nvcc 13 does the same with
// tanhf (`tanh.approx.f32`). Its parts (--ftz=true, --prec-div=false, ...)
// given one by one do not. scale-nvcc gives Clang -fgpu-approx-transcendentals
// for it, which makes Clang's CUDA math header choose libdevice's fast
// function for sinf, cosf, sincosf, logf and log2f only: expf, exp10f,
// log10f, powf, tanf and tanhf stay libdevice's accurate functions (10 to 95
// PTX instructions where nvcc has 1 to 3; expf in llm.c's softmax kernels).
//
// NvccFastMathPass gives each of those libdevice functions the body of its
// intrinsic, as libdevice's __nv_fast_* (and nvcc's PTX) has it. It rewrites
// definitions only: the functions that CodeGen linked from libdevice
// (internal; calls from Clang's header, `std::` overloads included, reach
// them before inlining), so it runs at the start of the pipeline. Flushing
// of subnormals follows the module's "nvvm-reflect-ftz" flag, which
// libdevice's own __CUDA_FTZ test reads.
//
// Rule table (libdevice function, nvcc's intrinsic, new body; constants are
// the single-precision values nvcc's PTX has):
//
//   | function     | nvcc       | body                                      |
//   |--------------|------------|-------------------------------------------|
//   | __nv_expf    | __expf     | ex2.approx(x * log2(e))                   |
//   | __nv_exp10f  | __exp10f   | ex2.approx(x * log2(10))                  |
//   | __nv_log10f  | __log10f   | lg2.approx(x) * log10(2)                  |
//   | __nv_powf    | __powf     | ex2.approx(y * lg2.approx(x))             |
//   | __nv_tanf    | __tanf     | div.approx(sin.approx(x), cos.approx(x))  |
//   | __nv_tanhf   | __tanhf    | tanh.approx.f32 (sm_75 and PTX 7.0 on)    |
//
// scale-nvcc runs it (-mllvm -scale-nvcc-fast-math) under --use_fast_math.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_CUDA_NVCCFASTMATH_H
#define SCALE_TRANSFORMS_CUDA_NVCCFASTMATH_H

#include "llvm/IR/PassManager.h"

namespace scale {

class NvccFastMathPass : public llvm::PassInfoMixin<NvccFastMathPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);

  // What the functions compute is --use_fast_math's meaning, not an
  // optimisation: run at every -O level.
  static bool isRequired() { return true; }
};

} // namespace scale

#endif // SCALE_TRANSFORMS_CUDA_NVCCFASTMATH_H
