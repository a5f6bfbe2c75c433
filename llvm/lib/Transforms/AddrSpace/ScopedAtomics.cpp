//===- ScopedAtomics.cpp - CUDA's scoped atomics in their space -----------===//

#include "scale/Transforms/AddrSpace/ScopedAtomics.h"
#include "scale/Transforms/AddrSpace/PointerSpace.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

#include <optional>

using namespace llvm;

#define DEBUG_TYPE "scale-scoped-atomics"

STATISTIC(NumScopedAtomics,
          "Number of scoped atomics given the space of their pointer");

namespace scale {

namespace {

/// What the intrinsic's name says: llvm.nvvm.atomic.OP.gen.KIND.SCOPE.
struct ScopedAtomicName {
  StringRef Operation; // add, and, cas, dec, exch, inc, max, min, or, xor
  StringRef Scope;     // cta or sys
};

std::optional<ScopedAtomicName> parseName(const Function &Callee) {
  StringRef Name = Callee.getName();
  if (!Name.consume_front("llvm.nvvm.atomic."))
    return std::nullopt;
  SmallVector<StringRef, 6> Parts;
  Name.split(Parts, '.');
  // OP, gen, KIND, SCOPE, then the overloaded types.
  if (Parts.size() < 4 || Parts[1] != "gen" ||
      (Parts[2] != "i" && Parts[2] != "f") ||
      (Parts[3] != "cta" && Parts[3] != "sys"))
    return std::nullopt;
  return ScopedAtomicName{Parts[0], Parts[3]};
}

/// The PTX type suffix that LLVM 22's NVPTX back end selects for the
/// intrinsic (NVPTXIntrinsics.td), so that the operation is unchanged:
/// add is .s32 or .u64 on integers, max and min signed, inc and dec .u32
/// only, the bitwise operations, exch and cas untyped. None for a form the
/// back end does not select either.
std::optional<StringRef> typeSuffix(StringRef Operation, Type *Ty) {
  bool I32 = Ty->isIntegerTy(32), I64 = Ty->isIntegerTy(64);
  if (Operation == "add") {
    if (Ty->isFloatTy())
      return StringRef("f32");
    if (Ty->isDoubleTy())
      return StringRef("f64");
    if (I32)
      return StringRef("s32");
    if (I64)
      return StringRef("u64");
    return std::nullopt;
  }
  if (Operation == "max" || Operation == "min") {
    if (I32)
      return StringRef("s32");
    if (I64)
      return StringRef("s64");
    return std::nullopt;
  }
  if (Operation == "inc" || Operation == "dec")
    return I32 ? std::optional<StringRef>("u32") : std::nullopt;
  if (Operation == "and" || Operation == "or" || Operation == "xor" ||
      Operation == "exch" || Operation == "cas") {
    if (I32)
      return StringRef("b32");
    if (I64)
      return StringRef("b64");
  }
  return std::nullopt;
}

/// The inline-assembly constraint of a value of type \p Ty.
StringRef constraintOf(Type *Ty, const DataLayout &DL) {
  if (Ty->isFloatTy())
    return "f";
  if (Ty->isDoubleTy())
    return "d";
  if (Ty->isPointerTy())
    return DL.getPointerSizeInBits(Ty->getPointerAddressSpace()) == 64 ? "l"
                                                                         : "r";
  return Ty->getIntegerBitWidth() == 64 ? "l" : "r";
}

} // namespace

bool isScopedAtomic(const CallInst &Call) {
  const Function *Callee = Call.getCalledFunction();
  return Callee && Callee->isIntrinsic() && parseName(*Callee).has_value();
}

PreservedAnalyses ScopedAtomicsPass::run(Function &F,
                                         FunctionAnalysisManager &) {
  std::optional<GPUAddressSpaces> Spaces =
      GPUAddressSpaces::forModule(*F.getParent());
  if (!Spaces || !Spaces->isNVPTX() || F.isDeclaration())
    return PreservedAnalyses::all();
  PointerSpaceAnalysis Analysis(*Spaces);
  const DataLayout &DL = F.getDataLayout();
  bool Changed = false;
  for (Instruction &I : make_early_inc_range(instructions(F))) {
    auto *Call = dyn_cast<CallInst>(&I);
    if (!Call || !isScopedAtomic(*Call))
      continue;
    ScopedAtomicName Name = *parseName(*Call->getCalledFunction());
    Value *Ptr = Call->getArgOperand(0);
    PointerSpace Space = Analysis.spaceOf(Ptr);
    if (!Space.isNamed())
      continue;
    unsigned AS = Space.addressSpace();
    StringRef SpaceName = AS == Spaces->global()   ? "global"
                          : AS == Spaces->shared() ? "shared"
                                                   : "";
    std::optional<StringRef> Suffix =
        typeSuffix(Name.Operation, Call->getType());
    if (SpaceName.empty() || !Suffix)
      continue;

    IRBuilder<> B(Call);
    Value *Named = pointerInSpace(B, Ptr, AS);
    SmallVector<Value *, 3> Operands{Named};
    for (unsigned Index = 1; Index != Call->arg_size(); ++Index)
      Operands.push_back(Call->getArgOperand(Index));
    SmallVector<Type *, 3> OperandTypes;
    SmallVector<std::string, 4> Constraints{
        ("=" + constraintOf(Call->getType(), DL)).str()};
    SmallVector<std::string, 3> Arguments;
    for (auto [Index, Operand] : enumerate(Operands)) {
      OperandTypes.push_back(Operand->getType());
      Constraints.push_back(constraintOf(Operand->getType(), DL).str());
      Arguments.push_back(Index == 0 ? "[$1]" : "$" + std::to_string(Index + 1));
    }
    Constraints.push_back("~{memory}");
    std::string Text = ("atom." + Name.Scope + "." + SpaceName + "." +
                        Name.Operation + "." + *Suffix + " $0, " +
                        join(Arguments, ", ") + ";")
                           .str();
    auto *Asm = InlineAsm::get(
        FunctionType::get(Call->getType(), OperandTypes, false), Text,
        join(Constraints, ","), /*hasSideEffects=*/true);
    CallInst *Atomic = B.CreateCall(Asm, Operands);
    replaceAccess(*Call, *Atomic, Ptr);
    ++NumScopedAtomics;
    Changed = true;
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace scale
