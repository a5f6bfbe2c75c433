//===- ByValArguments.h - Kernel structs passed on as values ----*- C++ -*-===//
//
// NVPTX only. A kernel that hands its by-value struct parameter on by value
// (`helper(args)`) passes a pointer to the parameter as the call's `byval`
// argument. NVPTXLowerArgs turns that pointer into a generic one
// (cvta.param) at the kernel's entry; a call in any other block then copies
// the struct with generic loads. This pass makes such a by-value parameter
// of a device function an aggregate value: the caller loads the struct
// (ld.param, in the call's block) and the callee receives the same PTX
// parameter (`.param .align A .b8 p[N]`), read with ld.param.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_ADDRSPACE_BYVALARGUMENTS_H
#define SCALE_TRANSFORMS_ADDRSPACE_BYVALARGUMENTS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Support/Alignment.h"

namespace llvm {
class CallBase;
class Function;
} // namespace llvm

namespace scale {

/// Replaces every call of \p F (all of them direct calls of its type) with a
/// call of \p NF, which takes \p F's by-value parameters \p ArgNos as
/// aggregate values: each call loads the struct from its pointer argument,
/// aligned as \p Alignment says, and drops those arguments' pointer
/// attributes. ByValArgumentsPass and DeclaredByValParametersPass.
void callWithLoadedByValArguments(
    llvm::Function &F, llvm::Function &NF, llvm::ArrayRef<unsigned> ArgNos,
    llvm::function_ref<llvm::Align(const llvm::CallBase &, unsigned)>
        Alignment);

struct ByValArgumentsOptions {
  /// No other module calls the non-kernel functions (no -fgpu-rdc).
  bool WholeProgram = false;
};

class ByValArgumentsPass : public llvm::PassInfoMixin<ByValArgumentsPass> {
public:
  explicit ByValArgumentsPass(ByValArgumentsOptions Options = {})
      : Options(Options) {}

  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &AM);

private:
  ByValArgumentsOptions Options;
};

} // namespace scale

#endif // SCALE_TRANSFORMS_ADDRSPACE_BYVALARGUMENTS_H
