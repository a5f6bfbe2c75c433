//===- MatrixAccessSpaces.h - WMMA loads and stores in their space -*- C++ -*-===//
//
// CUDA's warp matrix functions (nvcuda::wmma::load_matrix_sync,
// store_matrix_sync) reach the IR, through Clang's mma.h wrapper, as NVVM
// intrinsics on a generic pointer (llvm.nvvm.wmma.m16n16k16.load.a.row.
// stride.f16.p0): one generic wmma.load per call, where nvcc emits
// wmma.load...shared or ...global. The intrinsics are overloaded on the
// pointer and LLVM 22's NVPTX back end selects the .shared and .global
// instructions for the p3 and p1 forms, but InferAddressSpaces does not
// rewrite them: NVPTX's TargetTransformInfo names only isspacep and
// prefetch.tensormap among the intrinsics whose pointer it may change.
//
// So where the address-space passes have proven the pointer global or
// shared, this pass calls the form of the intrinsic overloaded on that
// space. PTX has no local-space form: a matrix in a local variable stays
// generic.
//
// NVPTX device code at -O1 and above, with the address-space passes.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_ADDRSPACE_MATRIXACCESSSPACES_H
#define SCALE_TRANSFORMS_ADDRSPACE_MATRIXACCESSSPACES_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class CallInst;
} // namespace llvm

namespace scale {

/// Is \p Call a WMMA matrix load or store of NVVM
/// (llvm.nvvm.wmma.*.load.* or llvm.nvvm.wmma.*.store.*)? Its pointer is
/// operand 0, in any space.
bool isMatrixAccess(const llvm::CallInst &Call);

class MatrixAccessSpacesPass
    : public llvm::PassInfoMixin<MatrixAccessSpacesPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);
};

} // namespace scale

#endif // SCALE_TRANSFORMS_ADDRSPACE_MATRIXACCESSSPACES_H
