//===- ByValArguments.cpp - Kernel structs passed on as values ------------===//
//
// `helper(args)`, where `args` is a kernel's by-value struct parameter and
// `helper` takes the struct by value, is a call with a `byval` pointer to
// the kernel's parameter. NVPTXLowerArgs gives that pointer a generic
// address at the kernel's entry (cvta.param); in the entry block the copy
// into the call's parameters still folds into ld.param, in any other block
// (after an `if`, in a loop) it is a generic load per field. nvcc copies the
// struct into local memory instead.
//
// The pass makes the parameter an aggregate value when the callee's
// signature may change:
//
//   caller                                 | callee
//   ---------------------------------------+---------------------------------
//   call @h(ptr byval(%T) align A %p)      | define @h(ptr byval(%T) %a)
//   becomes                                | becomes
//   %v = load %T, ptr %p, align A          | define @h(%T %a.value), its
//   call @h(%T %v)                         | uses read a copy of %a.value
//                                          | (SROA: no copy in the end)
//
// The load is an ordinary load of the kernel's parameter (ld.param), and
// NVPTX passes an aggregate in the same `.param .align A .b8 p[N]` as a
// by-value struct, which the callee reads with ld.param.
//
// Where the signature may not change (the function may be called from other
// modules under -fgpu-rdc, its address is taken, it is only declared, it
// takes variable arguments, it is not optimised, the call is indirect) and
// the call is outside the kernel's entry block, the copy stays generic and a
// missed remark says why.
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/AddrSpace/ByValArguments.h"
#include "scale/Transforms/AddrSpace/PointerSpace.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Transforms/Scalar/SROA.h"

#include <optional>

using namespace llvm;
using namespace scale;

#define DEBUG_TYPE "scale-byval-arguments"

STATISTIC(NumParametersMadeValues,
          "Number of by-value struct parameters made aggregate values");
STATISTIC(NumGenericCopiesLeft,
          "Number of calls left copying a kernel parameter with generic loads");

namespace {

/// A call that passes (a part of) a struct as a by-value argument.
struct ByValUse {
  CallBase *Call;
  unsigned ArgNo;
};

class ByValRewriter {
public:
  ByValRewriter(Module &M, const GPUAddressSpaces &Spaces,
                FunctionAnalysisManager &FAM, ByValArgumentsOptions Options)
      : M(M), Spaces(Spaces), FAM(FAM), Options(Options) {}

  bool run();

private:
  void collectByValUses(Value &Struct, SmallVectorImpl<ByValUse> &Uses) const;
  std::optional<std::string> whySignatureKept(const CallBase &Call) const;
  std::optional<std::string> whyKept(const CallBase &Call,
                                     unsigned ArgNo) const;
  bool readsAtFixedOffsets(const Argument &Param,
                           SmallPtrSetImpl<const Argument *> &Visited) const;
  void passOn(Value &Struct, Function &Holder);
  Function *makeValues(Function &F, const SmallSetVector<unsigned, 4> &ArgNos);

  Module &M;
  const GPUAddressSpaces &Spaces;
  FunctionAnalysisManager &FAM;
  ByValArgumentsOptions Options;
  /// Structs passed on by value, and the function that holds each: the
  /// kernels' by-value parameters, then the copies of the values that
  /// rewritten functions receive (which they may pass on in turn).
  SmallVector<std::pair<WeakVH, Function *>, 8> Worklist;
  /// The rewritten functions, whose copies SROA removes at the end.
  SmallSetVector<Function *, 8> Rewritten;
  /// The calls (by source location) and arguments already reported.
  DenseSet<std::pair<const DILocation *, unsigned>> Reported;
};

/// The calls that take \p Struct, or an offset into it, as a by-value
/// argument.
void ByValRewriter::collectByValUses(Value &Struct,
                                     SmallVectorImpl<ByValUse> &Uses) const {
  SmallVector<Value *, 8> Pointers = {&Struct};
  SmallPtrSet<Value *, 8> Visited;
  while (!Pointers.empty()) {
    Value *Ptr = Pointers.pop_back_val();
    if (!Visited.insert(Ptr).second)
      continue;
    for (Use &U : Ptr->uses()) {
      User *Usr = U.getUser();
      if (isa<GEPOperator>(Usr) || isa<BitCastOperator>(Usr)) {
        Pointers.push_back(Usr);
        continue;
      }
      auto *Call = dyn_cast<CallBase>(Usr);
      if (Call && Call->isArgOperand(&U) &&
          Call->isByValArgument(Call->getArgOperandNo(&U)))
        Uses.push_back({Call, Call->getArgOperandNo(&U)});
    }
  }
}

/// Why the callee of \p Call keeps its signature, by-value parameters
/// included; nullopt when it may change.
std::optional<std::string> ByValRewriter::whySignatureKept(const CallBase &Call) const {
  const Function *F = Call.getCalledFunction();
  if (!F || Call.getFunctionType() != F->getFunctionType())
    return std::string("the call is indirect");
  std::string Name = "'" + remarkName(*F) + "'";
  if (F->isDeclaration())
    return Name + " is defined in another module";
  if (F->isVarArg())
    return Name + " takes variable arguments";
  if (F->hasFnAttribute(Attribute::OptimizeNone))
    return Name + " is not optimised (optnone)";
  if (Spaces.isKernel(*F))
    return Name + " is a kernel";
  if (!F->hasLocalLinkage() && !Options.WholeProgram)
    return Name + " may be called from other modules (-fgpu-rdc)";
  for (const Use &U : F->uses()) {
    auto *Caller = dyn_cast<CallInst>(U.getUser());
    if (!Caller || !Caller->isCallee(&U) ||
        Caller->getFunctionType() != F->getFunctionType() ||
        Caller->isMustTailCall())
      return "the address of " + Name + " is taken";
  }
  return std::nullopt;
}

/// Why the by-value argument \p ArgNo of \p Call stays a pointer; nullopt
/// when the callee may receive it as a value.
std::optional<std::string> ByValRewriter::whyKept(const CallBase &Call,
                                                  unsigned ArgNo) const {
  if (std::optional<std::string> Reason = whySignatureKept(Call))
    return Reason;
  const Argument &Param = *Call.getCalledFunction()->getArg(ArgNo);
  SmallPtrSet<const Argument *, 4> Visited;
  if (!readsAtFixedOffsets(Param, Visited))
    return "'" + remarkName(*Param.getParent()) + "' reads " +
           remarkName(Param) + " at computed offsets";
  return std::nullopt;
}

/// Does the body of \p Param's function only read \p Param at fixed offsets
/// (loads through constant offsets and casts, copies of a fixed size, and
/// by-value arguments that become values in turn)? Then SROA removes the
/// copy of the value that replaces it. A body that indexes the struct with
/// computed offsets would need the copy in local memory, where NVPTX reads
/// the by-value parameter directly.
bool ByValRewriter::readsAtFixedOffsets(
    const Argument &Param, SmallPtrSetImpl<const Argument *> &Visited) const {
  // A cycle of by-value calls adds no access of its own.
  if (!Visited.insert(&Param).second)
    return true;
  SmallVector<const Value *, 8> Pointers = {&Param};
  while (!Pointers.empty()) {
    const Value *Ptr = Pointers.pop_back_val();
    for (const Use &U : Ptr->uses()) {
      const User *Usr = U.getUser();
      if (auto *GEP = dyn_cast<GEPOperator>(Usr)) {
        if (!GEP->hasAllConstantIndices())
          return false;
        Pointers.push_back(GEP);
      } else if (isa<BitCastOperator>(Usr) || isa<AddrSpaceCastOperator>(Usr)) {
        Pointers.push_back(Usr);
      } else if (auto *Load = dyn_cast<LoadInst>(Usr)) {
        if (Load->isVolatile())
          return false;
      } else if (auto *Copy = dyn_cast<MemTransferInst>(Usr)) {
        if (Copy->isVolatile() || &U != &Copy->getRawSourceUse() ||
            !isa<ConstantInt>(Copy->getLength()))
          return false;
      } else if (auto *Call = dyn_cast<CallBase>(Usr)) {
        if (!Call->isArgOperand(&U) ||
            !Call->isByValArgument(Call->getArgOperandNo(&U)) ||
            whySignatureKept(*Call) ||
            !readsAtFixedOffsets(*Call->getCalledFunction()->getArg(
                                     Call->getArgOperandNo(&U)),
                                 Visited))
          return false;
      } else {
        return false;
      }
    }
  }
  return true;
}

/// Rewrites \p F to take the parameters \p ArgNos, by-value structs, as
/// aggregate values, and its calls to load the structs.
Function *ByValRewriter::makeValues(Function &F,
                                    const SmallSetVector<unsigned, 4> &ArgNos) {
  LLVMContext &Ctx = M.getContext();
  const DataLayout &DL = M.getDataLayout();
  auto ValueType = [&](unsigned ArgNo) {
    return F.getParamByValType(ArgNo);
  };
  auto Alignment = [&](unsigned ArgNo, MaybeAlign Given) {
    return Given.value_or(DL.getABITypeAlign(ValueType(ArgNo)));
  };
  auto WithoutPointerAttributes = [&](AttributeList Attrs) {
    for (unsigned ArgNo : ArgNos)
      Attrs = Attrs.removeParamAttributes(Ctx, ArgNo);
    return Attrs;
  };

  SmallVector<Type *, 8> Params(F.getFunctionType()->params());
  for (unsigned ArgNo : ArgNos)
    Params[ArgNo] = ValueType(ArgNo);
  Function *NF = Function::Create(
      FunctionType::get(F.getReturnType(), Params, /*isVarArg=*/false),
      F.getLinkage(), F.getAddressSpace(), "");
  M.getFunctionList().insert(F.getIterator(), NF);
  NF->copyAttributesFrom(&F);
  NF->setAttributes(WithoutPointerAttributes(F.getAttributes()));
  NF->setComdat(F.getComdat());
  SmallVector<std::pair<unsigned, MDNode *>, 4> Metadata;
  F.getAllMetadata(Metadata);
  F.clearMetadata();
  for (auto [Kind, Node] : Metadata)
    NF->addMetadata(Kind, *Node);
  NF->splice(NF->end(), &F);

  // The body reads a copy of each value, where it read the parameter.
  IRBuilder<> Entry(&*NF->getEntryBlock().getFirstInsertionPt());
  for (auto [Old, New] : zip(F.args(), NF->args())) {
    New.takeName(&Old);
    if (!ArgNos.contains(Old.getArgNo())) {
      Old.replaceAllUsesWith(&New);
      continue;
    }
    AllocaInst *Copy = Entry.CreateAlloca(New.getType(), nullptr,
                                          New.getName() + ".copy");
    Copy->setAlignment(Alignment(Old.getArgNo(), Old.getParamAlign()));
    Old.replaceAllUsesWith(Copy);
    Entry.CreateAlignedStore(&New, Copy, Copy->getAlign());
    Worklist.push_back({Copy, NF});
  }

  callWithLoadedByValArguments(
      F, *NF, ArgNos.getArrayRef(), [&](const CallBase &Call, unsigned ArgNo) {
        return Alignment(ArgNo, Call.getParamAlign(ArgNo));
      });
  NF->takeName(&F);
  FAM.clear(F, NF->getName());
  if (Rewritten.remove(&F))
    Rewritten.insert(NF);
  for (auto &Item : Worklist)
    if (Item.second == &F)
      Item.second = NF;
  F.eraseFromParent();
  NumParametersMadeValues += ArgNos.size();
  return NF;
}

/// Rewrites the functions that receive \p Struct, held by \p Holder, by
/// value; where they may not be rewritten and \p Struct is a kernel's
/// parameter, says why.
void ByValRewriter::passOn(Value &Struct, Function &Holder) {
  SmallVector<ByValUse, 8> Uses;
  collectByValUses(Struct, Uses);
  // In the order of the body, not of the use list.
  DenseMap<const Instruction *, unsigned> Position;
  for (const Instruction &I : instructions(Holder))
    Position[&I] = Position.size();
  llvm::sort(Uses, [&](const ByValUse &A, const ByValUse &B) {
    return Position.lookup(A.Call) < Position.lookup(B.Call);
  });
  MapVector<Function *, SmallSetVector<unsigned, 4>> Rewrites;
  for (const ByValUse &Use : Uses) {
    std::optional<std::string> Reason = whyKept(*Use.Call, Use.ArgNo);
    if (!Reason) {
      Rewrites[Use.Call->getCalledFunction()].insert(Use.ArgNo);
      continue;
    }
    // A device function's copy is local memory, read with ld.local; a
    // kernel's parameter in the entry block folds into ld.param.
    if (!Spaces.isKernel(Holder) ||
        Use.Call->getParent() == &Holder.getEntryBlock())
      continue;
    ++NumGenericCopiesLeft;
    // Unrolled copies of one call: one remark.
    if (const DILocation *Loc = Use.Call->getDebugLoc())
      if (!Reported.insert({Loc, Use.ArgNo}).second)
        continue;
    OptimizationRemarkEmitter ORE(&Holder);
    ORE.emit([&] {
      return OptimizationRemarkMissed(AddrSpaceRemarkName, "GenericByValCopy",
                                      Use.Call)
             << "by-value argument " << std::to_string(Use.ArgNo + 1)
             << " copied from a parameter of kernel '" << remarkName(Holder)
             << "' with generic loads: " << *Reason;
    });
  }
  for (auto &Rewrite : Rewrites) {
    Function &F = *Rewrite.first;
    OptimizationRemarkEmitter ORE(&F);
    ORE.emit([&] {
      OptimizationRemark R(AddrSpaceRemarkName, "ByValAsValue", &F);
      R << "'" << remarkName(F) << "' receives";
      for (unsigned ArgNo : Rewrite.second)
        R << " " << remarkName(*F.getArg(ArgNo));
      return R << " as a value: its callers copy the struct with ld.param";
    });
    Rewritten.insert(makeValues(F, Rewrite.second));
  }
}

bool ByValRewriter::run() {
  for (Function &Kernel : M)
    if (Spaces.isKernel(Kernel) && !Kernel.isDeclaration())
      for (Argument &Arg : Kernel.args())
        if (Arg.hasByValAttr())
          Worklist.push_back({&Arg, &Kernel});
  // In order (kernels as in the module, then the copies), so that the
  // remarks come in the order of the source.
  for (size_t Next = 0; Next != Worklist.size(); ++Next) {
    auto [Struct, Holder] = Worklist[Next];
    if (Struct)
      passOn(*Struct, *Holder);
  }
  // The copies go unless a body takes their address.
  for (Function *F : Rewritten) {
    PreservedAnalyses PA = SROAPass(SROAOptions::PreserveCFG).run(*F, FAM);
    FAM.invalidate(*F, PA);
  }
  return !Rewritten.empty();
}

} // namespace

void scale::callWithLoadedByValArguments(
    Function &F, Function &NF, ArrayRef<unsigned> ArgNos,
    function_ref<Align(const CallBase &, unsigned)> Alignment) {
  LLVMContext &Ctx = F.getContext();
  SmallVector<CallInst *, 8> Calls;
  for (User *U : F.users())
    Calls.push_back(cast<CallInst>(U));
  for (CallInst *Call : Calls) {
    IRBuilder<> Before(Call);
    SmallVector<Value *, 8> Args(Call->args());
    for (unsigned ArgNo : ArgNos)
      Args[ArgNo] = Before.CreateAlignedLoad(
          NF.getArg(ArgNo)->getType(), Args[ArgNo], Alignment(*Call, ArgNo),
          Args[ArgNo]->getName() + ".value");
    SmallVector<OperandBundleDef, 1> Bundles;
    Call->getOperandBundlesAsDefs(Bundles);
    CallInst *New = Before.CreateCall(&NF, Args, Bundles);
    New->takeName(Call);
    New->setCallingConv(Call->getCallingConv());
    AttributeList Attrs = Call->getAttributes();
    for (unsigned ArgNo : ArgNos)
      Attrs = Attrs.removeParamAttributes(Ctx, ArgNo);
    New->setAttributes(Attrs);
    New->setTailCallKind(Call->getTailCallKind());
    New->copyMetadata(*Call);
    Call->replaceAllUsesWith(New);
    Call->eraseFromParent();
  }
}

PreservedAnalyses ByValArgumentsPass::run(Module &M,
                                          ModuleAnalysisManager &MAM) {
  std::optional<GPUAddressSpaces> Spaces = GPUAddressSpaces::forModule(M);
  if (!Spaces || !Spaces->isNVPTX())
    return PreservedAnalyses::all();
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  ByValRewriter Rewriter(M, *Spaces, FAM, Options);
  return Rewriter.run() ? PreservedAnalyses::none() : PreservedAnalyses::all();
}
