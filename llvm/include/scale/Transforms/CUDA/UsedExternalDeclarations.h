//===- UsedExternalDeclarations.h - kernels declared, not defined -*- C++ -*-===//
//
// With -fgpu-rdc Clang lists in `__clang_gpu_used_external` every device
// entity of the translation unit that host code uses, so that the device
// linker keeps it. A kernel the host launches and another file defines
// (cuda-samples UnifiedMemoryPerf: `__global__ void
// spinWhileLessThanOne(volatile unsigned int *);` in a header, launched in
// one file, defined in another) is there too, as a declaration; NVPTX emits
// a declaration without its body as `.extern .func`, not as a kernel, and
// nvlink rejects the program: "Function ... not declared __global__ in all
// source files". nvcc emits nothing for a kernel a file only declares. In an
// NVPTX module this pass takes the function declarations out of that list
// (the file that defines the kernel keeps it external; nvlink keeps every
// entry), and the list out of the module when nothing is left in it.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_CUDA_USEDEXTERNALDECLARATIONS_H
#define SCALE_TRANSFORMS_CUDA_USEDEXTERNALDECLARATIONS_H

#include "llvm/IR/PassManager.h"

namespace scale {

class UsedExternalDeclarationsPass
    : public llvm::PassInfoMixin<UsedExternalDeclarationsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &AM);

  // Without it the device code does not link: run at every -O level.
  static bool isRequired() { return true; }
};

} // namespace scale

#endif // SCALE_TRANSFORMS_CUDA_USEDEXTERNALDECLARATIONS_H
