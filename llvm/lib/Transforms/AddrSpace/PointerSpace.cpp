//===- PointerSpace.cpp - Which address space a generic pointer points into ===//

#include "scale/Transforms/AddrSpace/PointerSpace.h"
#include "scale/AddrSpaceModel.h"

#include "llvm/Analysis/ValueTracking.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/CallingConv.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

namespace scale {

/// Phis and selects nest; past this depth a pointer counts as generic.
static constexpr unsigned MaxLookThroughDepth = 12;

std::string remarkName(const Function &F) {
  ItaniumPartialDemangler Demangler;
  // A specialisation is named after its original: `f.scale.shared.generic`
  // (and `f.ret`) is reported as `f`.
  StringRef Original = F.getName();
  std::string Symbol = Original.substr(0, Original.find(".scale.")).str();
  if (StringRef(Symbol).ends_with(".ret"))
    Symbol.resize(Symbol.size() - 4);
  if (Demangler.partialDemangle(Symbol.c_str()))
    return Symbol;
  size_t Size = 0;
  char *Base = Demangler.getFunctionBaseName(nullptr, &Size);
  if (!Base)
    return Symbol;
  std::string Name(Base);
  std::free(Base);
  return Name;
}

std::string remarkName(const Argument &Arg) {
  if (Arg.hasName())
    return "parameter '" + Arg.getName().str() + "'";
  for (const Instruction &I : instructions(*Arg.getParent()))
    for (const DbgVariableRecord &Record :
         filterDbgVars(I.getDbgRecordRange()))
      if (Record.getVariable()->getArg() == Arg.getArgNo() + 1)
        return "parameter '" + Record.getVariable()->getName().str() + "'";
  return "parameter " + std::to_string(Arg.getArgNo() + 1);
}

std::optional<GPUAddressSpaces>
GPUAddressSpaces::forModule(const Module &M) {
  const Triple &T = M.getTargetTriple();
  if (!T.isNVPTX() && !T.isAMDGPU())
    return std::nullopt;
  return GPUAddressSpaces(T);
}

GPUAddressSpaces::GPUAddressSpaces(const Triple &Target)
    : Target(Target),
      Generic(llvmAddressSpace(AddrSpace::Generic, Target)),
      Global(llvmAddressSpace(AddrSpace::Device, Target)),
      Shared(llvmAddressSpace(AddrSpace::Shared, Target)),
      Local(llvmAddressSpace(AddrSpace::Local, Target)),
      Constant(llvmAddressSpace(AddrSpace::Constant, Target)) {}

bool GPUAddressSpaces::isKernel(const Function &F) const {
  CallingConv::ID CC = F.getCallingConv();
  return CC == CallingConv::PTX_Kernel || CC == CallingConv::AMDGPU_KERNEL;
}

bool GPUAddressSpaces::isNamed(unsigned AS) const {
  std::optional<AddrSpace> Space = spaceOfLLVMAddressSpace(AS, Target);
  return Space && *Space != AddrSpace::Generic;
}

std::string GPUAddressSpaces::spelling(unsigned AS) const {
  if (std::optional<AddrSpace> Space = spaceOfLLVMAddressSpace(AS, Target))
    return scale::spelling(*Space).str();
  return "addrspace(" + std::to_string(AS) + ")";
}

PointerSpace PointerSpace::join(PointerSpace Other) const {
  if (isUndetermined())
    return Other;
  if (Other.isUndetermined())
    return *this;
  if (isNamed() && Other.isNamed() && AS == Other.AS)
    return *this;
  return generic();
}

PointerSpace PointerSpaceAnalysis::spaceOf(const Value *Ptr) const {
  SmallPtrSet<const Value *, 16> Visited;
  return spaceOf(Ptr, Visited, 0, nullptr);
}

PointerSpace PointerSpaceAnalysis::spaceOf(const Value *Ptr,
                                           const ParameterSpaces &Assumed) const {
  SmallPtrSet<const Value *, 16> Visited;
  return spaceOf(Ptr, Visited, 0, &Assumed);
}

PointerSpace
PointerSpaceAnalysis::spaceOf(const Value *Ptr,
                              SmallPtrSetImpl<const Value *> &Visited,
                              unsigned Depth,
                              const ParameterSpaces *Assumed) const {
  if (!Ptr->getType()->isPointerTy())
    return PointerSpace::generic();
  unsigned AS = Ptr->getType()->getPointerAddressSpace();
  if (AS != Spaces.generic())
    return Spaces.isNamed(AS) ? PointerSpace::named(AS)
                              : PointerSpace::generic();
  if (Depth > MaxLookThroughDepth)
    return PointerSpace::generic();
  if (!Visited.insert(Ptr).second)
    return PointerSpace::undetermined();

  if (auto *Op = dyn_cast<Operator>(Ptr)) {
    switch (Op->getOpcode()) {
    case Instruction::AddrSpaceCast:
    case Instruction::BitCast:
    case Instruction::GetElementPtr:
      return spaceOf(Op->getOperand(0), Visited, Depth + 1, Assumed);
    default:
      break;
    }
  }
  // A null pointer cast to a named space need not stay null: it must keep
  // the generic type so that comparisons with null keep their meaning.
  if (isa<ConstantPointerNull>(Ptr))
    return PointerSpace::generic();
  if (isa<UndefValue>(Ptr))
    return PointerSpace::undetermined();
  if (auto *Select = dyn_cast<SelectInst>(Ptr))
    return spaceOf(Select->getTrueValue(), Visited, Depth + 1, Assumed)
        .join(spaceOf(Select->getFalseValue(), Visited, Depth + 1, Assumed));
  if (auto *Phi = dyn_cast<PHINode>(Ptr)) {
    PointerSpace Result = PointerSpace::undetermined();
    for (const Value *Incoming : Phi->incoming_values()) {
      Result = Result.join(spaceOf(Incoming, Visited, Depth + 1, Assumed));
      if (Result.isGeneric())
        break;
    }
    return Result;
  }
  if (auto *Arg = dyn_cast<Argument>(Ptr)) {
    // CUDA's programming model: the host passes a kernel only addresses of
    // global memory (the shared and local spaces do not exist before the
    // launch). LLVM's NVPTX back end assumes the same.
    if (Spaces.isKernel(*Arg->getParent()) && !Arg->hasPassPointeeByValueCopyAttr())
      return PointerSpace::named(Spaces.global());
    if (Assumed)
      if (auto It = Assumed->find(Arg); It != Assumed->end())
        return PointerSpace::named(It->second);
    return PointerSpace::generic();
  }
  // NVPTX keeps local variables in the generic space until code generation
  // moves them to the local one.
  if (isa<AllocaInst>(Ptr) && Spaces.isNVPTX())
    return PointerSpace::named(Spaces.local());
  if (loadsFromKernelByValParameter(Ptr))
    return PointerSpace::named(Spaces.global());
  return PointerSpace::generic();
}

bool PointerSpaceAnalysis::loadsFromKernelByValParameter(
    const Value *Ptr) const {
  auto *Load = dyn_cast<LoadInst>(Ptr);
  if (!Load || !Load->getType()->isPointerTy())
    return false;
  auto *Arg = dyn_cast<Argument>(getUnderlyingObject(Load->getPointerOperand()));
  if (!Arg)
    return false;
  // AMDGPU passes a kernel's by-value structs by reference into the
  // read-only kernel-argument segment.
  if (Arg->hasByRefAttr())
    return Spaces.isKernel(*Arg->getParent());
  if (!isUnwrittenByValParameter(*Arg))
    return false;
  return Spaces.isKernel(*Arg->getParent()) || isKernelByValCopy(Arg);
}

bool PointerSpaceAnalysis::isStackOrParameterMemory(const Value *Ptr) const {
  SmallVector<const Value *, 4> Objects;
  getUnderlyingObjects(Ptr, Objects);
  if (Objects.empty())
    return false;
  return all_of(Objects, [](const Value *Object) {
    if (isa<AllocaInst>(Object))
      return true;
    auto *Arg = dyn_cast<Argument>(Object);
    return Arg && Arg->hasPassPointeeByValueCopyAttr();
  });
}

bool isUnwrittenByValParameter(const Argument &Arg) {
  return Arg.hasByValAttr() &&
         (Arg.onlyReadsMemory() || Arg.hasAttribute("nvvm.grid_constant"));
}

/// The value \p Ptr is a constant offset of, through GEPs and casts; adds
/// the offset to \p Offset. Null when an offset is not constant.
Value *stripConstantOffsets(Value *Ptr, const DataLayout &DL, int64_t &Offset) {
  while (true) {
    if (isa<AddrSpaceCastOperator, BitCastOperator>(Ptr)) {
      Ptr = cast<Operator>(Ptr)->getOperand(0);
      continue;
    }
    if (auto *GEP = dyn_cast<GEPOperator>(Ptr)) {
      APInt GEPOffset(DL.getIndexTypeSizeInBits(GEP->getType()), 0);
      if (!GEP->accumulateConstantOffset(DL, GEPOffset) ||
          !GEPOffset.isSignedIntN(48))
        return nullptr;
      Offset += GEPOffset.getSExtValue();
      Ptr = GEP->getPointerOperand();
      continue;
    }
    return Ptr;
  }
}

Value *pointerInSpace(IRBuilderBase &B, Value *Ptr, unsigned AS) {
  if (Ptr->getType()->getPointerAddressSpace() == AS)
    return Ptr;
  auto *Cast = dyn_cast<AddrSpaceCastOperator>(Ptr);
  if (Cast && Cast->getSrcAddressSpace() == AS)
    return Cast->getPointerOperand();
  return B.CreateAddrSpaceCast(Ptr, B.getPtrTy(AS), Ptr->getName() + ".as");
}

void replaceAccess(CallInst &Old, Instruction &New, Value *OldPtr) {
  New.takeName(&Old);
  New.setDebugLoc(Old.getDebugLoc());
  Old.replaceAllUsesWith(&New);
  Old.eraseFromParent();
  RecursivelyDeleteTriviallyDeadInstructions(OldPtr);
}

} // namespace scale
