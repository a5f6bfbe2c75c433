//===- OrderHostUsedVariables.cpp - Host-used variables in name order -----===//
//
// See OrderHostUsedVariables.h.
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/CUDA/OrderHostUsedVariables.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace scale;

static bool byName(const GlobalValue *A, const GlobalValue *B) {
  return A->getName() < B->getName();
}

PreservedAnalyses OrderHostUsedVariablesPass::run(Module &M,
                                                  ModuleAnalysisManager &) {
  const Triple &Target = M.getTargetTriple();
  GlobalVariable *Used = M.getGlobalVariable("llvm.compiler.used");
  if ((!Target.isNVPTX() && !Target.isAMDGPU()) || !Used ||
      !Used->hasInitializer())
    return PreservedAnalyses::all();
  auto *List = dyn_cast<ConstantArray>(Used->getInitializer());
  if (!List)
    return PreservedAnalyses::all();

  // The list's entries by the name of what they name.
  SmallVector<Constant *, 8> Entries;
  for (Value *Entry : List->operand_values())
    Entries.push_back(cast<Constant>(Entry));
  auto Named = [](Constant *Entry) {
    return cast<GlobalValue>(Entry->stripPointerCasts());
  };
  if (!all_of(Entries, [](Constant *Entry) {
        auto *Global = dyn_cast<GlobalValue>(Entry->stripPointerCasts());
        return Global && Global->hasName();
      }))
    return PreservedAnalyses::all();
  bool Changed = false;
  if (!is_sorted(Entries, [&](Constant *A, Constant *B) {
        return byName(Named(A), Named(B));
      })) {
    stable_sort(Entries, [&](Constant *A, Constant *B) {
      return byName(Named(A), Named(B));
    });
    Used->setInitializer(ConstantArray::get(List->getType(), Entries));
    Changed = true;
  }

  // The variables among the module's, each in the place of the one before
  // it in name order.
  SmallPtrSet<GlobalVariable *, 8> Listed;
  for (Constant *Entry : Entries)
    if (auto *Variable = dyn_cast<GlobalVariable>(Named(Entry)))
      Listed.insert(Variable);
  SmallVector<GlobalVariable *, 8> InPlace;
  for (GlobalVariable &Variable : M.globals())
    if (Listed.contains(&Variable))
      InPlace.push_back(&Variable);
  SmallVector<GlobalVariable *, 8> Sorted(InPlace);
  stable_sort(Sorted, byName);
  if (Sorted == InPlace)
    return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
  SmallVector<GlobalVariable *, 32> Order;
  auto Next = Sorted.begin();
  for (GlobalVariable &Variable : M.globals())
    Order.push_back(Listed.contains(&Variable) ? *Next++ : &Variable);
  for (GlobalVariable *Variable : Order) {
    Variable->removeFromParent();
    M.insertGlobalVariable(Variable);
  }
  return PreservedAnalyses::none();
}
