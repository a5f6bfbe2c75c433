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
// and the function then goes through SROA and InferAddressSpaces at once:
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
#include "llvm/Transforms/Scalar/InferAddressSpaces.h"
#include "llvm/Transforms/Scalar/SROA.h"

using namespace llvm;
using namespace scale;

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

/// Passes the parameter that \p Store saves through a cast to
/// \p AddressSpace and back. Only a parameter as the function receives it:
/// HIP hands a kernel its flat pointers as global ones, which cast to
/// generic before they are saved, and a global pointer cast to LDS is no
/// LDS address.
bool giveSpace(StoreInst &Store, unsigned AddressSpace) {
  Value *Parameter = Store.getValueOperand();
  if (!isa<Argument>(Parameter) || !Parameter->getType()->isPointerTy() ||
      Parameter->getType()->getPointerAddressSpace() == AddressSpace)
    return false;
  IRBuilder<> B(&Store);
  Value *InSpace = B.CreateAddrSpaceCast(
      Parameter, PointerType::get(Store.getContext(), AddressSpace),
      Parameter->getName() + ".space");
  Store.setOperand(0, B.CreateAddrSpaceCast(InSpace, Parameter->getType(),
                                            Parameter->getName() + ".generic"));
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
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      if (auto *II = dyn_cast<IntrinsicInst>(&I);
          II && II->getIntrinsicID() == Intrinsic::var_annotation &&
          annotatedSpace(*II))
        Annotations.push_back(II);
  if (Annotations.empty())
    return PreservedAnalyses::all();

  SmallPtrSet<GlobalVariable *, 4> Strings;
  SmallPtrSet<Function *, 2> Declarations;
  SetVector<Function *> Given;
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
