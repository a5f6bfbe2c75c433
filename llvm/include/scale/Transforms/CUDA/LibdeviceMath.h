//===- LibdeviceMath.h - math builtins of device code to libdevice -*- C++ -*-===//
//
// nvcc compiles `__builtin_cos(x)`, `__builtin_expf(x)`, `__builtin_erf(x)`
// in device code to libdevice's functions; so does every `cuda::std::cos`
// of the toolkit's CCCL, which under nvcc (`__NVCC__`, scale-nvcc) calls
// the builtins. Clang emits such a builtin as a math intrinsic
// (`llvm.cos.f64`) or, where LLVM has none, as a call of the C library's
// function (`erf`). NVPTX selects few of those intrinsics: the others made
// the back end abort ("Cannot select: fcos", "no libcall available for
// fexp", exit 70), and a C library call stayed an undefined `.extern .func`
// that ptxas rejects. The CUDA wrapper's `cos(double)` calls `__nv_cos`
// directly and was never affected.
//
// This pass makes each such call a call of libdevice's function, and links
// the functions it names from libdevice (the file CodeGen linked, given to
// the pass) when the module has no definition yet, internal and with the
// module's target attributes, as CodeGen links them, so that the inliner and
// NVVMReflect treat them alike. It runs at the start of every NVPTX device
// pipeline, -O0's included, before NvccFastMathPass (which gives
// `__nv_expf` and others their --use_fast_math bodies).
//
// Rule table (f32 forms take libdevice's `f` name: `__nv_cosf`):
//
//   | call in device code                                  | becomes          |
//   |------------------------------------------------------|------------------|
//   | llvm.{sin,cos}.f32 with `afn`                        | kept (sin.approx)|
//   | llvm.tanh.f32 with `afn`, llvm.exp2.f32              | kept (selected)  |
//   | llvm.{sin,cos,tan,asin,acos,atan,atan2,sinh,cosh,    | __nv_<name>      |
//   |   tanh,exp,exp2,exp10,log,log2,log10,pow}.{f32,f64}  |                  |
//   | undefined C math function (erf, cbrtf, hypot, ...)   | __nv_<name>      |
//   |   whose __nv_ function libdevice defines, same type  |                  |
//   | llvm.{sin,cos,log,log2}.f32 with approximate         | __nv_fast_<name>f|
//   |   transcendentals (--use_fast_math)                  |                  |
//   | anything else                                        | unchanged        |
//
// Without libdevice (-nocudalib) the calls name `__nv_<name>` undefined,
// as a direct call of it would, and ptxas reports it; nothing aborts.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_CUDA_LIBDEVICEMATH_H
#define SCALE_TRANSFORMS_CUDA_LIBDEVICEMATH_H

#include "llvm/IR/PassManager.h"

#include <string>

namespace scale {

class LibdeviceMathPass : public llvm::PassInfoMixin<LibdeviceMathPass> {
public:
  /// \p LibdevicePath: the libdevice bitcode to link definitions from;
  /// empty to use only what the module defines. \p ApproxTranscendentals:
  /// -fgpu-approx-transcendentals (scale-nvcc's --use_fast_math), under
  /// which Clang's CUDA header calls libdevice's fast sinf, cosf, logf and
  /// log2f, and so do these calls.
  explicit LibdeviceMathPass(std::string LibdevicePath = {},
                             bool ApproxTranscendentals = false)
      : LibdevicePath(std::move(LibdevicePath)),
        ApproxTranscendentals(ApproxTranscendentals) {}

  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &AM);

  // Without it the back end aborts: run at every -O level.
  static bool isRequired() { return true; }

private:
  std::string LibdevicePath;
  bool ApproxTranscendentals;
};

} // namespace scale

#endif // SCALE_TRANSFORMS_CUDA_LIBDEVICEMATH_H
