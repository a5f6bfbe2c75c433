//===- AddressArithmetic.h - What addresses are computed with -*- C++ -*---===//
//
// The instructions that the NVPTX register passes move or recompute
// (SinkToFirstUse, SinkLoopInvariantOffsets): integer and pointer
// arithmetic of the kind addresses are made of, which neither reads nor
// writes memory and which ptxas gives an ordinary register.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_CUDA_ADDRESSARITHMETIC_H
#define SCALE_TRANSFORMS_CUDA_ADDRESSARITHMETIC_H

#include "llvm/IR/Instructions.h"

namespace scale {

/// Scalar GEPs, integer and pointer casts (address space casts included),
/// additions, subtractions, multiplications, shifts and logic operations.
inline bool isAddressArithmetic(const llvm::Instruction &I) {
  if (!I.getType()->isIntOrPtrTy())
    return false;
  if (const auto *GEP = llvm::dyn_cast<llvm::GetElementPtrInst>(&I))
    return llvm::all_of(GEP->operands(), [](const llvm::Value *Op) {
      return !Op->getType()->isVectorTy();
    });
  if (const auto *Cast = llvm::dyn_cast<llvm::CastInst>(&I))
    return Cast->getSrcTy()->isIntOrPtrTy();
  if (const auto *Op = llvm::dyn_cast<llvm::BinaryOperator>(&I)) {
    unsigned Opcode = Op->getOpcode();
    return Op->isShift() || Op->isBitwiseLogicOp() ||
           Opcode == llvm::Instruction::Add ||
           Opcode == llvm::Instruction::Sub ||
           Opcode == llvm::Instruction::Mul;
  }
  return false;
}

} // namespace scale

#endif // SCALE_TRANSFORMS_CUDA_ADDRESSARITHMETIC_H
