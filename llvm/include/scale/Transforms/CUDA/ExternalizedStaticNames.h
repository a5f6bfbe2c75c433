//===- ExternalizedStaticNames.h - one name per static device variable -*- C++ -*-===//
//
// With -fgpu-rdc Clang gives a file-scope `static` device variable that host
// code uses (cudaMemcpyToSymbol) an external name, its mangled name followed
// by `__static__` and the hash of the compilation's CUID, so that the host
// registers it and the device linker sees one symbol per file. Whether a
// variable is so used is known only once host code has named it, while
// device code is emitted as it is parsed: a kernel defined before the host
// function that copies to the variable refers to it by the plain name, a
// declaration nothing defines, and the definition has the longer name
// (cuda-samples quasirandomGenerator: nvlink "Undefined reference to
// '_ZL7c_Table'"; clang++-22 fails alike). This pass gives such a reference
// the definition: a global variable declared as NAME where the module
// defines NAME__static__HASH of the same type and address space.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_CUDA_EXTERNALIZEDSTATICNAMES_H
#define SCALE_TRANSFORMS_CUDA_EXTERNALIZEDSTATICNAMES_H

#include "llvm/IR/PassManager.h"

namespace scale {

class ExternalizedStaticNamesPass
    : public llvm::PassInfoMixin<ExternalizedStaticNamesPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &AM);

  // Without it the device code does not link: run at every -O level.
  static bool isRequired() { return true; }
};

} // namespace scale

#endif // SCALE_TRANSFORMS_CUDA_EXTERNALIZEDSTATICNAMES_H
