//===- GenericAccessRemarks.cpp - Why an access is still generic ----------===//
//
// Runs last among the address-space passes. For each load, store, atomic
// and WMMA matrix load or store whose pointer is generic, and that the
// target will not lower to a named space by itself (accesses to the
// function's own local variables and by-value parameters, pointers of a
// known space), it follows the pointer back to where it was made and says
// why its space is unknown there:
//
//   origin of the pointer             | reason in the remark
//   ----------------------------------+---------------------------------------
//   parameter of a device function    | "pointer is parameter 'p' of 'dot',
//                                     |   called with __shared and __device
//                                     |   pointers" (or: whose address is
//                                     |   taken; which other modules may call)
//   phi or select                     | "pointer is one of __shared and
//                                     |   __device pointers"
//   load                              | "pointer loaded from memory"
//   call                              | "pointer returned by 'f'"
//   inttoptr                          | "pointer made from an integer"
//   local variable (WMMA access only) | "pointer to local memory, which
//                                     |   wmma.load and wmma.store cannot
//                                     |   name"
//   anything else                     | "pointer of unknown origin"
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/AddrSpace/GenericAccessRemarks.h"
#include "scale/Transforms/AddrSpace/PointerSpace.h"
#include "scale/Transforms/AddrSpace/MatrixAccessSpaces.h"
#include "scale/Transforms/AddrSpace/ScopedAtomics.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"

using namespace llvm;
using namespace scale;

#define DEBUG_TYPE "scale-addrspace-remarks"

STATISTIC(NumGenericAccesses,
          "Number of loads, stores and atomics still generic");

namespace {

/// The pointer that \p Ptr is an offset or a cast of.
const Value *stripOffsetsAndCasts(const Value *Ptr) {
  while (true) {
    if (auto *Op = dyn_cast<Operator>(Ptr);
        Op && (isa<GEPOperator>(Op) || isa<BitCastOperator>(Op) ||
               isa<AddrSpaceCastOperator>(Op))) {
      Ptr = Op->getOperand(0);
      continue;
    }
    return Ptr;
  }
}

class Explainer {
public:
  Explainer(const GPUAddressSpaces &Spaces, const PointerSpaceAnalysis &PSA,
            bool WholeProgram)
      : Spaces(Spaces), PSA(PSA), WholeProgram(WholeProgram) {}

  std::string explain(const Value *Ptr) const;

private:
  /// "__shared and __device pointers" for the spaces of \p Values.
  std::string describeSpaces(ArrayRef<const Value *> Values) const;
  std::string explainParameter(const Argument &Arg) const;

  const GPUAddressSpaces &Spaces;
  const PointerSpaceAnalysis &PSA;
  bool WholeProgram;
};

std::string Explainer::describeSpaces(ArrayRef<const Value *> Values) const {
  SmallVector<std::string, 4> List;
  auto Add = [&](std::string Name) {
    if (!is_contained(List, Name))
      List.push_back(std::move(Name));
  };
  for (const Value *V : Values) {
    PointerSpace Space = PSA.spaceOf(V);
    if (Space.isNamed())
      Add(Spaces.spelling(Space.addressSpace()));
    else if (isa<ConstantPointerNull>(V))
      Add("null");
    else
      Add("unknown");
  }
  // In a fixed order, whatever the order of the uses.
  llvm::sort(List);
  std::string Last = List.pop_back_val();
  if (List.empty())
    return Last + " pointers";
  return join(List, ", ") + " and " + Last + " pointers";
}

std::string Explainer::explainParameter(const Argument &Arg) const {
  const Function &F = *Arg.getParent();
  std::string Prefix =
      "pointer is " + remarkName(Arg) + " of '" + remarkName(F) + "'";
  SmallVector<const Value *, 8> Passed;
  bool AddressTaken = false;
  for (const Use &U : F.uses()) {
    auto *Call = dyn_cast<CallBase>(U.getUser());
    if (Call && Call->isCallee(&U))
      Passed.push_back(Call->getArgOperand(Arg.getArgNo()));
    else
      AddressTaken = true;
  }
  if (AddressTaken)
    return Prefix + ", whose address is taken";
  if (Passed.empty())
    return Prefix + (F.hasLocalLinkage() || WholeProgram
                         ? std::string(", which has no callers")
                         : ", which other modules may call (-fgpu-rdc)");
  std::string Callers = ", called with " + describeSpaces(Passed);
  if (!F.hasLocalLinkage() && !WholeProgram)
    Callers += " and from other modules (-fgpu-rdc)";
  return Prefix + Callers;
}

std::string Explainer::explain(const Value *Ptr) const {
  const Value *Origin = stripOffsetsAndCasts(Ptr);
  if (auto *Arg = dyn_cast<Argument>(Origin))
    return explainParameter(*Arg);
  if (auto *Phi = dyn_cast<PHINode>(Origin)) {
    SmallVector<const Value *, 4> Incoming(Phi->incoming_values());
    return "pointer is one of " + describeSpaces(Incoming);
  }
  if (auto *Select = dyn_cast<SelectInst>(Origin))
    return "pointer is one of " +
           describeSpaces({Select->getTrueValue(), Select->getFalseValue()});
  if (isa<LoadInst>(Origin))
    return "pointer loaded from memory";
  if (auto *Call = dyn_cast<CallBase>(Origin)) {
    if (const Function *Callee = Call->getCalledFunction())
      return "pointer returned by '" + remarkName(*Callee) + "'";
    return "pointer returned by an indirect call";
  }
  if (isa<IntToPtrInst>(Origin) ||
      (isa<ConstantExpr>(Origin) &&
       cast<ConstantExpr>(Origin)->getOpcode() == Instruction::IntToPtr))
    return "pointer made from an integer";
  // Only WMMA accesses to local memory are reported: PTX has no local form.
  if (PSA.isStackOrParameterMemory(Ptr))
    return "pointer to local memory, which wmma.load and wmma.store cannot "
           "name";
  return "pointer of unknown origin";
}

} // namespace

PreservedAnalyses GenericAccessRemarksPass::run(Function &F,
                                                FunctionAnalysisManager &AM) {
  std::optional<GPUAddressSpaces> Spaces =
      GPUAddressSpaces::forModule(*F.getParent());
  if (!Spaces || F.isDeclaration())
    return PreservedAnalyses::all();
  auto &ORE = AM.getResult<OptimizationRemarkEmitterAnalysis>(F);
  if (!ORE.enabled())
    return PreservedAnalyses::all();
  PointerSpaceAnalysis PSA(*Spaces);
  Explainer Explain(*Spaces, PSA, Options.WholeProgram);

  for (Instruction &I : instructions(F)) {
    const char *Kind = nullptr;
    bool Matrix = false;
    const Value *Ptr = getLoadStorePointerOperand(&I);
    if (isa<LoadInst>(I))
      Kind = "load";
    else if (isa<StoreInst>(I))
      Kind = "store";
    else if (auto *RMW = dyn_cast<AtomicRMWInst>(&I)) {
      Kind = "atomic";
      Ptr = RMW->getPointerOperand();
    } else if (auto *CmpXchg = dyn_cast<AtomicCmpXchgInst>(&I)) {
      Kind = "atomic";
      Ptr = CmpXchg->getPointerOperand();
    } else if (auto *Call = dyn_cast<CallInst>(&I);
               Call && isScopedAtomic(*Call)) {
      Kind = "atomic";
      Ptr = Call->getArgOperand(0);
    } else if (auto *Call = dyn_cast<CallInst>(&I);
               Call && isMatrixAccess(*Call)) {
      Kind = Call->getType()->isVoidTy() ? "matrix store" : "matrix load";
      Ptr = Call->getArgOperand(0);
      Matrix = true;
    }
    if (!Kind || Ptr->getType()->getPointerAddressSpace() != Spaces->generic())
      continue;
    // A WMMA access still generic here is generic in the PTX: the target
    // has no local or constant form of it, and MatrixAccessSpacesPass gave
    // the global and shared ones their space.
    if (!Matrix &&
        (PSA.spaceOf(Ptr).isNamed() || PSA.isStackOrParameterMemory(Ptr)))
      continue;
    ++NumGenericAccesses;
    ORE.emit([&] {
      return OptimizationRemarkMissed(AddrSpaceRemarkName, "GenericAccess",
                                      &I)
             << "generic " << Kind << " in '" << remarkName(F)
             << "': " << Explain.explain(Ptr);
    });
  }
  return PreservedAnalyses::all();
}
