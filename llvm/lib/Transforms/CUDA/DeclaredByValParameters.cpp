//===- DeclaredByValParameters.cpp - structs given to other modules -------===//
//
// See DeclaredByValParameters.h.
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/CUDA/DeclaredByValParameters.h"
#include "scale/Transforms/AddrSpace/ByValArguments.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace scale;

#define DEBUG_TYPE "scale-declared-byval-parameters"

STATISTIC(NumParametersMadeValues,
          "Number of by-value parameters of declarations made aggregates");

namespace {

/// The by-value parameters of \p F when its signature may change: it is
/// declared, not variadic, not an intrinsic, and every use calls it
/// directly with its own function type.
SmallVector<unsigned, 4> rewritableByValParameters(const Function &F) {
  SmallVector<unsigned, 4> ArgNos;
  if (!F.isDeclaration() || F.isIntrinsic() || F.isVarArg())
    return ArgNos;
  for (const Argument &Arg : F.args())
    if (Arg.hasByValAttr())
      ArgNos.push_back(Arg.getArgNo());
  if (ArgNos.empty())
    return ArgNos;
  for (const Use &U : F.uses()) {
    const auto *Call = dyn_cast<CallInst>(U.getUser());
    if (!Call || !Call->isCallee(&U) ||
        Call->getFunctionType() != F.getFunctionType() ||
        Call->isMustTailCall()) {
      ArgNos.clear();
      break;
    }
  }
  return ArgNos;
}

/// Gives \p F aggregate parameters in place of its by-value pointers
/// \p ArgNos, and its calls loads of the structs.
void makeAggregates(Function &F, ArrayRef<unsigned> ArgNos) {
  Module &M = *F.getParent();
  LLVMContext &Ctx = M.getContext();
  const DataLayout &DL = M.getDataLayout();
  // What NVPTX aligns the by-value parameter to
  // (getFunctionByValParamAlign): its `align`, and for a function other
  // modules define, at least the type's ABI alignment.
  auto ParameterAlign = [&](unsigned ArgNo) {
    Type *T = F.getParamByValType(ArgNo);
    return std::max(F.getParamAlign(ArgNo).valueOrOne(),
                    DL.getABITypeAlign(T));
  };
  SmallVector<Type *, 8> Params(F.getFunctionType()->params());
  for (unsigned ArgNo : ArgNos)
    Params[ArgNo] = F.getParamByValType(ArgNo);
  Function *NF = Function::Create(
      FunctionType::get(F.getReturnType(), Params, /*isVarArg=*/false),
      F.getLinkage(), F.getAddressSpace(), "");
  M.getFunctionList().insert(F.getIterator(), NF);
  NF->copyAttributesFrom(&F);
  // The pointer's attributes go; the parameter keeps NVPTX's alignment.
  AttributeList Attrs = F.getAttributes();
  for (unsigned ArgNo : ArgNos)
    Attrs = Attrs.removeParamAttributes(Ctx, ArgNo)
                .addParamAttribute(Ctx, ArgNo,
                                   Attribute::getWithStackAlignment(
                                       Ctx, ParameterAlign(ArgNo)));
  NF->setAttributes(Attrs);
  SmallVector<std::pair<unsigned, MDNode *>, 4> Metadata;
  F.getAllMetadata(Metadata);
  for (auto [Kind, Node] : Metadata)
    NF->addMetadata(Kind, *Node);

  callWithLoadedByValArguments(
      F, *NF, ArgNos, [&](const CallBase &Call, unsigned ArgNo) {
        return Call.getParamAlign(ArgNo).value_or(ParameterAlign(ArgNo));
      });
  NF->takeName(&F);
  F.eraseFromParent();
  NumParametersMadeValues += ArgNos.size();
}

} // namespace

PreservedAnalyses DeclaredByValParametersPass::run(Module &M,
                                                   ModuleAnalysisManager &) {
  if (!M.getTargetTriple().isNVPTX())
    return PreservedAnalyses::all();
  SmallVector<std::pair<Function *, SmallVector<unsigned, 4>>, 4> Rewrites;
  for (Function &F : M) {
    SmallVector<unsigned, 4> ArgNos = rewritableByValParameters(F);
    if (!ArgNos.empty())
      Rewrites.push_back({&F, std::move(ArgNos)});
  }
  for (auto &[F, ArgNos] : Rewrites)
    makeAggregates(*F, ArgNos);
  return Rewrites.empty() ? PreservedAnalyses::all()
                          : PreservedAnalyses::none();
}
