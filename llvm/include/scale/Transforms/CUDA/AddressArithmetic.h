//===- AddressArithmetic.h - What addresses are computed with -*- C++ -*---===//
//
// What the NVPTX register passes (SinkToFirstUse, SinkLoopInvariantOffsets,
// KeepResultsInBlock) move or recompute: integer and pointer arithmetic of
// the kind addresses are made of, which neither reads nor writes memory and
// which ptxas gives an ordinary register; which values cost them a register
// at all; and where a use reads its value.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_CUDA_ADDRESSARITHMETIC_H
#define SCALE_TRANSFORMS_CUDA_ADDRESSARITHMETIC_H

#include "scale/Transforms/AddrSpace/PointerSpace.h"

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

/// Whether \p V is held in a register: a kernel's parameters are read from
/// the constant bank where they are used (ptxas), constants are
/// immediates.
inline bool takesRegister(const llvm::Value &V,
                          const GPUAddressSpaces &Spaces) {
  if (const auto *Arg = llvm::dyn_cast<llvm::Argument>(&V))
    return !Spaces.isKernel(*Arg->getParent());
  return llvm::isa<llvm::Instruction>(V);
}

/// The block where \p U reads its value: a phi's incoming block.
inline llvm::BasicBlock *getUseBlock(const llvm::Use &U) {
  auto *User = llvm::cast<llvm::Instruction>(U.getUser());
  if (auto *Phi = llvm::dyn_cast<llvm::PHINode>(User))
    return Phi->getIncomingBlock(U);
  return User->getParent();
}

} // namespace scale

#endif // SCALE_TRANSFORMS_CUDA_ADDRESSARITHMETIC_H
