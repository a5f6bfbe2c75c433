//===- LocalAtomics.cpp - Atomics on __local objects lowered plainly ------===//
//
// See LocalAtomics.h for why. The pass runs at the end of the optimization
// pipeline (OptimizerLast, which -O0 runs too) and is required, so that it
// also runs on the optnone functions of -O0. Atomic loads and stores of local
// memory need nothing: NVPTX selects them as ld.local/st.local.
//
//===----------------------------------------------------------------------===//

#include "scale/LocalAtomics.h"
#include "scale/AddrSpaceModel.h"

#include "clang/Basic/CodeGenOptions.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/Transforms/Utils/LowerAtomic.h"

using namespace llvm;

namespace scale {

namespace {

class LowerLocalAtomicsPass : public PassInfoMixin<LowerLocalAtomicsPass> {
  unsigned LocalAddressSpace;

public:
  explicit LowerLocalAtomicsPass(unsigned LocalAddressSpace)
      : LocalAddressSpace(LocalAddressSpace) {}

  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    SmallVector<AtomicRMWInst *, 4> ReadModifyWrites;
    SmallVector<AtomicCmpXchgInst *, 4> CompareExchanges;
    for (Instruction &I : instructions(F)) {
      if (auto *RMW = dyn_cast<AtomicRMWInst>(&I);
          RMW && RMW->getPointerAddressSpace() == LocalAddressSpace)
        ReadModifyWrites.push_back(RMW);
      else if (auto *CX = dyn_cast<AtomicCmpXchgInst>(&I);
               CX && CX->getPointerAddressSpace() == LocalAddressSpace)
        CompareExchanges.push_back(CX);
    }
    for (AtomicRMWInst *RMW : ReadModifyWrites)
      lowerAtomicRMWInst(RMW);
    for (AtomicCmpXchgInst *CX : CompareExchanges)
      lowerAtomicCmpXchgInst(CX);
    return ReadModifyWrites.empty() && CompareExchanges.empty()
               ? PreservedAnalyses::all()
               : PreservedAnalyses::none();
  }

  // Runs on optnone functions too (-O0).
  static bool isRequired() { return true; }
};

} // namespace

void addLocalAtomicLowering(clang::CodeGenOptions &Opts,
                            const Triple &Target) {
  if (!Target.isNVPTX())
    return;
  unsigned Local = llvmAddressSpace(AddrSpace::Local, Target);
  Opts.PassBuilderCallbacks.push_back([Local](PassBuilder &PB) {
    PB.registerOptimizerLastEPCallback(
        [Local](ModulePassManager &MPM, OptimizationLevel,
                ThinOrFullLTOPhase) {
          MPM.addPass(
              createModuleToFunctionPassAdaptor(LowerLocalAtomicsPass(Local)));
        });
  });
}

} // namespace scale
