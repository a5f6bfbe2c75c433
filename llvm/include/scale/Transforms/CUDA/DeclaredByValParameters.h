//===- DeclaredByValParameters.h - structs given to other modules -*- C++ -*-===//
//
// NVPTX only. A call of a function this module only declares (the device
// runtime's `__cudaCDP2LaunchDevice`, which every device-side launch
// `k<<<grid, block>>>(...)` calls with its `dim3`s; under -fgpu-rdc, a
// device function of another file) that takes a struct by value passes a
// `byval` pointer to a copy in the caller's stack frame. NVPTX then loads
// the copy field by field into the call's parameter (`ld.local`,
// `st.param`) after the caller stored it there (`st.local`): the copy's
// address escapes into the call, so SROA cannot make it values. nvcc
// stores the fields into the parameter directly. cuda-samples
// cdpSimplePrint, cdpSimpleQuicksort: 12 local accesses and a stack frame
// per launch.
//
// NVPTX passes a first-class aggregate in the same PTX parameter as a
// `byval` struct, `.param .align A .b8 p[N]`, with A from the parameter's
// `alignstack` (NVPTXTargetLowering::getFunctionArgumentAlignment). The
// pass gives such a declaration aggregate parameters in place of its
// `byval` pointers, `alignstack` the alignment NVPTX gives the `byval`
// parameter (its `align`, at least the type's ABI alignment), and makes
// each call load the struct: the `.extern .func` prototype and the call
// sequence keep their PTX types and layout, and SROA, later in the
// pipeline, turns the copy into the values stored into it.
//
//   declare i32 @f(ptr byval(%T) align A)   | declare i32 @f(%T alignstack(A))
//   call i32 @f(ptr byval(%T) align A %p)   | %v = load %T, ptr %p, align A
//                                           | call i32 @f(%T %v)
//
// Left alone: declarations whose address is taken or that are called with
// another function type (their uses would see another signature),
// variadic ones, intrinsics.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_CUDA_DECLAREDBYVALPARAMETERS_H
#define SCALE_TRANSFORMS_CUDA_DECLAREDBYVALPARAMETERS_H

#include "llvm/IR/PassManager.h"

namespace scale {

class DeclaredByValParametersPass
    : public llvm::PassInfoMixin<DeclaredByValParametersPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &AM);
};

} // namespace scale

#endif // SCALE_TRANSFORMS_CUDA_DECLAREDBYVALPARAMETERS_H
