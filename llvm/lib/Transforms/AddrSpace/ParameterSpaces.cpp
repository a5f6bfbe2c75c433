//===- ParameterSpaces.cpp - Spaces of generic-sized pointer parameters ---===//
//
// See ParameterSpaces.h. CodeGen stores each parameter into its stack slot
// and then annotates the slot:
//
//   store ptr %p, ptr %p.addr
//   call void @llvm.var.annotation(ptr %p.addr, "scale.space.3", ...)
//
// becomes
//
//   %p.space = addrspacecast ptr %p to ptr addrspace(3)
//   %p.generic = addrspacecast ptr addrspace(3) %p.space to ptr
//   store ptr %p.generic, ptr %p.addr
//
// `this` of a method qualified with such a space (`get() const __shared`)
// goes through the same pair of casts at the function's entry. The functions
// then go through SROA and InferAddressSpaces at once:
// InstCombine and InstSimplify fold such a pair of casts back into %p, so
// the accesses must be in the space before any of them runs.
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/AddrSpace/ParameterSpaces.h"
#include "scale/AddrSpaceModel.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/Transforms/Scalar/InferAddressSpaces.h"
#include "llvm/Transforms/Scalar/SROA.h"

using namespace llvm;
using namespace scale;
using scale::AddrSpace;

#define DEBUG_TYPE "scale-parameter-spaces"

STATISTIC(NumParameters, "Number of parameters given their address space");

namespace {

/// The LLVM address space that \p Annotation names, if it is ours.
std::optional<unsigned> annotatedSpace(const IntrinsicInst &Annotation) {
  StringRef Text;
  if (!getConstantStringInfo(Annotation.getArgOperand(1), Text))
    return std::nullopt;
  unsigned AddressSpace = 0;
  if (!Text.consume_front(ParameterSpaceAnnotation) ||
      Text.getAsInteger(10, AddressSpace))
    return std::nullopt;
  return AddressSpace;
}

/// The store that put the parameter into the annotated slot: the last store
/// to it before the annotation, in the same block.
StoreInst *parameterStore(IntrinsicInst &Annotation) {
  const Value *Slot = Annotation.getArgOperand(0)->stripPointerCasts();
  for (Instruction *I = Annotation.getPrevNode(); I; I = I->getPrevNode())
    if (auto *Store = dyn_cast<StoreInst>(I);
        Store && Store->getPointerOperand()->stripPointerCasts() == Slot)
      return Store;
  return nullptr;
}

/// \p Pointer cast to \p AddressSpace and back, built by \p B.
Value *throughSpace(IRBuilder<> &B, Value *Pointer, unsigned AddressSpace) {
  Value *InSpace = B.CreateAddrSpaceCast(
      Pointer, PointerType::get(B.getContext(), AddressSpace),
      Pointer->getName() + ".space");
  return B.CreateAddrSpaceCast(InSpace, Pointer->getType(),
                               Pointer->getName() + ".generic");
}

/// Passes the parameter that \p Store saves through \p AddressSpace. Only
/// a parameter as the function receives it: HIP hands a kernel its flat
/// pointers as global ones, which cast to generic before they are saved,
/// and a global pointer cast to LDS is no LDS address.
bool giveSpace(StoreInst &Store, unsigned AddressSpace) {
  Value *Parameter = Store.getValueOperand();
  if (!isa<Argument>(Parameter) || !Parameter->getType()->isPointerTy() ||
      Parameter->getType()->getPointerAddressSpace() == AddressSpace)
    return false;
  IRBuilder<> B(&Store);
  Store.setOperand(0, throughSpace(B, Parameter, AddressSpace));
  ++NumParameters;
  return true;
}

/// The LLVM address space of the object of \p F if it is a member function
/// qualified with a space: Itanium mangles the method's qualifiers first in
/// its nested name, with the space's mangling number (`_ZNU3AS3K3Acc3getEi`
/// is `float Acc::get(int) const __shared`).
std::optional<unsigned> methodSpace(const Function &F, const Triple &Target) {
  StringRef Name = F.getName();
  unsigned Length = 0, Number = 0;
  if (!Name.consume_front("_ZNU") || Name.consumeInteger(10, Length) ||
      Length > Name.size())
    return std::nullopt;
  StringRef Qualifier = Name.take_front(Length);
  if (!Qualifier.consume_front("AS") || Qualifier.getAsInteger(10, Number))
    return std::nullopt;
  for (AddrSpace Space : AllAddrSpaces)
    if (Space != AddrSpace::Generic && manglingNumber(Space) == Number)
      return llvmAddressSpace(Space, Target);
  return std::nullopt;
}

/// `this` of a method qualified with a generic-sized space is a flat
/// pointer into that space: passes it through the space at the entry.
bool giveThisSpace(Function &F) {
  const Triple Target(F.getParent()->getTargetTriple());
  unsigned GenericSpace = llvmAddressSpace(AddrSpace::Generic, Target);
  std::optional<unsigned> AddressSpace = methodSpace(F, Target);
  if (!AddressSpace || *AddressSpace == GenericSpace || F.isDeclaration() ||
      F.hasOptNone())
    return false;
  auto This = find_if(F.args(), [](const Argument &A) {
    return !A.hasStructRetAttr();
  });
  if (This == F.arg_end() || !This->getType()->isPointerTy() ||
      This->getType()->getPointerAddressSpace() != GenericSpace ||
      This->use_empty())
    return false;
  IRBuilder<> B(&*F.getEntryBlock().getFirstInsertionPt());
  Value *Generic = throughSpace(B, &*This, *AddressSpace);
  Value *InSpace = cast<User>(Generic)->getOperand(0);
  This->replaceUsesWithIf(Generic,
                          [&](Use &U) { return U.getUser() != InSpace; });
  ++NumParameters;
  return true;
}

/// Promotes \p F's stack slots and infers its address spaces, as the
/// pipeline would later, with the analyses of \p FAM.
void inferSpaces(Function &F, FunctionAnalysisManager &FAM) {
  FAM.invalidate(F, SROAPass(SROAOptions::PreserveCFG).run(F, FAM));
  FAM.invalidate(F, InferAddressSpacesPass().run(F, FAM));
}

} // namespace

PreservedAnalyses ParameterSpacesPass::run(Module &M,
                                           ModuleAnalysisManager &MAM) {
  SmallVector<IntrinsicInst *, 8> Annotations;
  SetVector<Function *> Given;
  for (Function &F : M) {
    if (giveThisSpace(F))
      Given.insert(&F);
    for (Instruction &I : instructions(F))
      if (auto *II = dyn_cast<IntrinsicInst>(&I);
          II && II->getIntrinsicID() == Intrinsic::var_annotation &&
          annotatedSpace(*II))
        Annotations.push_back(II);
  }
  if (Annotations.empty() && Given.empty())
    return PreservedAnalyses::all();

  SmallPtrSet<GlobalVariable *, 4> Strings;
  SmallPtrSet<Function *, 2> Declarations;
  for (IntrinsicInst *Annotation : Annotations) {
    Declarations.insert(Annotation->getCalledFunction());
    Function &F = *Annotation->getFunction();
    if (!F.hasOptNone())
      if (StoreInst *Store = parameterStore(*Annotation))
        if (giveSpace(*Store, *annotatedSpace(*Annotation)))
          Given.insert(&F);
    for (Value *Operand : Annotation->args())
      if (auto *String = dyn_cast<GlobalVariable>(Operand->stripPointerCasts()))
        Strings.insert(String);
    Annotation->eraseFromParent();
  }
  FunctionAnalysisManager &FAM =
      MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  for (Function *F : Given)
    inferSpaces(*F, FAM);
  // The intrinsic's declarations and the annotations' strings (text and
  // file name), where nothing else uses them.
  for (Function *Declaration : Declarations)
    if (Declaration->use_empty())
      Declaration->eraseFromParent();
  for (GlobalVariable *String : Strings) {
    String->removeDeadConstantUsers();
    if (String->use_empty() && String->hasLocalLinkage())
      String->eraseFromParent();
  }
  return PreservedAnalyses::none();
}
