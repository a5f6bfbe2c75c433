//===- InternalizeDeviceFunctions.h - whole-program device code -*- C++ -*-===//
//
// Without -fgpu-rdc a CUDA or HIP translation unit's device code is the
// whole device program: no other module can call its device functions. nvcc
// compiles it so (its PTX declares them `.func`, not `.visible .func`, and
// leaves out those every kernel inlined or nobody calls). This pass gives
// every device function defined in the module internal linkage, so that the
// inliner and GlobalDCE drop the out-of-line copies nobody calls (fewer
// functions to optimise, to emit and to assemble), and the address-space
// passes may change any function's signature.
//
// What stays external:
//  * kernels: the host launches them by name;
//  * variables (`__device__`, `__constant__`, `__managed__`, textures): the
//    host reaches them by name through their registration
//    (cudaMemcpyToSymbol, cudaGetSymbolAddress), whether or not device code
//    uses them; a device function whose address a kept variable holds stays
//    referenced through it;
//  * aliases, and whatever llvm.used or llvm.compiler.used name.
//
// With KeepExternalFunctions (nvcc's --keep-device-functions), functions
// with external linkage in C++ stay external too (inline functions and
// template instantiations included, as the module has them: those it uses),
// as nvcc keeps "user defined external linkage __device__ function
// definitions" in the PTX; `static` ones and libdevice's do not.
//
// The device pipeline runs it at its start, only without -fgpu-rdc.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_CUDA_INTERNALIZEDEVICEFUNCTIONS_H
#define SCALE_TRANSFORMS_CUDA_INTERNALIZEDEVICEFUNCTIONS_H

#include "llvm/IR/PassManager.h"

namespace scale {

struct InternalizeDeviceFunctionsOptions {
  /// Functions with external linkage in C++ stay external.
  bool KeepExternalFunctions = false;
};

class InternalizeDeviceFunctionsPass
    : public llvm::PassInfoMixin<InternalizeDeviceFunctionsPass> {
public:
  explicit InternalizeDeviceFunctionsPass(
      InternalizeDeviceFunctionsOptions Options = {})
      : Options(Options) {}

  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &AM);

  // Part of the program's meaning (what the device module exports), not an
  // optimisation: the same at every -O level.
  static bool isRequired() { return true; }

private:
  InternalizeDeviceFunctionsOptions Options;
};

} // namespace scale

#endif // SCALE_TRANSFORMS_CUDA_INTERNALIZEDEVICEFUNCTIONS_H
