//===- LibdeviceMath.cpp - math builtins of device code to libdevice ------===//
//
// See LibdeviceMath.h.
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/CUDA/LibdeviceMath.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/Transforms/IPO/Internalize.h"

using namespace llvm;
using namespace scale;

namespace {

/// The math intrinsics NVPTX does not select, by libdevice's double name.
StringRef libdeviceNameOf(Intrinsic::ID ID) {
  switch (ID) {
  case Intrinsic::sin: return "sin";
  case Intrinsic::cos: return "cos";
  case Intrinsic::tan: return "tan";
  case Intrinsic::asin: return "asin";
  case Intrinsic::acos: return "acos";
  case Intrinsic::atan: return "atan";
  case Intrinsic::atan2: return "atan2";
  case Intrinsic::sinh: return "sinh";
  case Intrinsic::cosh: return "cosh";
  case Intrinsic::tanh: return "tanh";
  case Intrinsic::exp: return "exp";
  case Intrinsic::exp2: return "exp2";
  case Intrinsic::exp10: return "exp10";
  case Intrinsic::log: return "log";
  case Intrinsic::log2: return "log2";
  case Intrinsic::log10: return "log10";
  case Intrinsic::pow: return "pow";
  default: return {};
  }
}

/// The f32 intrinsic calls NVPTX selects: `sin.approx`, `cos.approx` and
/// `tanh.approx` under `afn`, `ex2.approx` always.
bool isSelected(const CallBase &Call, Intrinsic::ID ID) {
  if (!Call.getType()->isFloatTy())
    return false;
  if (ID == Intrinsic::exp2)
    return true;
  return (ID == Intrinsic::sin || ID == Intrinsic::cos ||
          ID == Intrinsic::tanh) &&
         Call.hasApproxFunc();
}

/// The C library's math functions that libdevice defines as `__nv_<name>`
/// (double names; the float ones add `f`).
bool isMathLibraryName(StringRef Name) {
  static const StringSet<> Names = {
      "acos",   "acosh",  "asin",      "asinh",  "atan",     "atan2",
      "atanh",  "cbrt",   "ceil",      "copysign", "cos",    "cosh",
      "cospi",  "erf",    "erfc",      "erfcinv", "erfcx",   "erfinv",
      "exp",    "exp10",  "exp2",      "expm1",  "fabs",     "fdim",
      "floor",  "fma",    "fmax",      "fmin",   "fmod",     "frexp",
      "hypot",  "ilogb",  "j0",        "j1",     "jn",       "ldexp",
      "lgamma", "llrint", "llround",   "log",    "log10",    "log1p",
      "log2",   "logb",   "lrint",     "lround", "modf",     "nearbyint",
      "nextafter", "normcdf", "normcdfinv", "pow", "rcbrt",  "remainder",
      "remquo", "rhypot", "rint",      "round",  "rsqrt",    "scalbn",
      "sin",    "sincos", "sincospi",  "sinh",   "sinpi",    "sqrt",
      "tan",    "tanh",   "tgamma",    "trunc",  "y0",       "y1",
      "yn"};
  if (Names.contains(Name))
    return true;
  return Name.ends_with("f") && Names.contains(Name.drop_back());
}

/// Copies the target attributes CodeGen gives its own functions onto the
/// functions linked from libdevice, as CodeGen does for the libdevice it
/// links: the inliner inlines only between functions that agree on them.
void propagateTargetAttributes(Module &M, const StringSet<> &Linked) {
  const Function *Reference = nullptr;
  for (const Function &F : M)
    if (!F.isDeclaration() && !Linked.contains(F.getName()) &&
        F.hasFnAttribute("target-cpu")) {
      Reference = &F;
      break;
    }
  if (!Reference)
    return;
  for (Function &F : M) {
    if (!Linked.contains(F.getName()))
      continue;
    for (StringRef Kind : {"target-cpu", "target-features"})
      if (Reference->hasFnAttribute(Kind))
        F.addFnAttr(Reference->getFnAttribute(Kind));
  }
}

} // namespace

PreservedAnalyses LibdeviceMathPass::run(Module &M, ModuleAnalysisManager &) {
  if (!M.getTargetTriple().isNVPTX())
    return PreservedAnalyses::all();

  SmallVector<std::pair<CallBase *, std::string>> IntrinsicCalls;
  SmallVector<Function *> LibraryDeclarations;
  for (Function &F : M) {
    if (F.isIntrinsic()) {
      Intrinsic::ID ID = F.getIntrinsicID();
      StringRef Base = libdeviceNameOf(ID);
      if (Base.empty())
        continue;
      for (User *U : F.users()) {
        auto *Call = dyn_cast<CallBase>(U);
        if (!Call || Call->getCalledFunction() != &F || isSelected(*Call, ID))
          continue;
        Type *Ty = Call->getType();
        if (!Ty->isFloatTy() && !Ty->isDoubleTy())
          continue;
        bool Fast = ApproxTranscendentals && Ty->isFloatTy() &&
                    (ID == Intrinsic::sin || ID == Intrinsic::cos ||
                     ID == Intrinsic::log || ID == Intrinsic::log2);
        IntrinsicCalls.push_back(
            {Call, ((Fast ? "__nv_fast_" : "__nv_") + Base +
                    (Ty->isFloatTy() ? "f" : ""))
                       .str()});
      }
    } else if (F.isDeclaration() && !F.use_empty() &&
               isMathLibraryName(F.getName())) {
      LibraryDeclarations.push_back(&F);
    }
  }
  if (IntrinsicCalls.empty() && LibraryDeclarations.empty())
    return PreservedAnalyses::all();

  std::unique_ptr<Module> Libdevice;
  if (!LibdevicePath.empty()) {
    SMDiagnostic Error;
    Libdevice = parseIRFile(LibdevicePath, Error, M.getContext());
  }
  // The function to call for \p Name of type \p Ty: libdevice's, or
  // without libdevice an intrinsic's declaration; null where libdevice has
  // none of that type or the module declares the name otherwise.
  auto libdeviceFunction = [&](StringRef Name, FunctionType *Ty,
                               bool FromIntrinsic) -> Function * {
    if (Libdevice) {
      const Function *Definition = Libdevice->getFunction(Name);
      if (!Definition || Definition->getFunctionType() != Ty)
        return nullptr;
    } else if (!FromIntrinsic) {
      return nullptr;
    }
    if (Function *Existing = M.getFunction(Name))
      return Existing->getFunctionType() == Ty ? Existing : nullptr;
    return Function::Create(Ty, GlobalValue::ExternalLinkage, Name, M);
  };

  bool Changed = false;
  for (auto &[Call, Name] : IntrinsicCalls) {
    Function *Callee =
        libdeviceFunction(Name, Call->getFunctionType(), /*FromIntrinsic=*/true);
    if (!Callee)
      continue;
    IRBuilder<> Builder(Call);
    SmallVector<Value *, 2> Args(Call->args());
    CallInst *Replacement = Builder.CreateCall(Callee, Args);
    Replacement->copyFastMathFlags(Call);
    Replacement->setDebugLoc(Call->getDebugLoc());
    Replacement->takeName(Call);
    Call->replaceAllUsesWith(Replacement);
    Call->eraseFromParent();
    Changed = true;
  }
  for (Function *Declaration : LibraryDeclarations) {
    Function *Callee =
        libdeviceFunction(("__nv_" + Declaration->getName()).str(),
                          Declaration->getFunctionType(),
                          /*FromIntrinsic=*/false);
    if (!Callee)
      continue;
    Declaration->replaceAllUsesWith(Callee);
    Declaration->eraseFromParent();
    Changed = true;
  }
  if (!Changed)
    return PreservedAnalyses::all();

  bool NeedsDefinitions = Libdevice && llvm::any_of(M, [&](Function &F) {
    return F.isDeclaration() && F.getName().starts_with("__nv_") &&
           Libdevice->getFunction(F.getName());
  });
  if (NeedsDefinitions) {
    Libdevice->setDataLayout(M.getDataLayout());
    Libdevice->setTargetTriple(M.getTargetTriple());
    StringSet<> Linked;
    Linker::linkModules(M, std::move(Libdevice), Linker::Flags::LinkOnlyNeeded,
                        [&Linked](Module &Merged, const StringSet<> &New) {
                          Linked = New;
                          internalizeModule(Merged, [&New](
                                                        const GlobalValue &GV) {
                            return !GV.hasName() || !New.contains(GV.getName());
                          });
                        });
    propagateTargetAttributes(M, Linked);
  }
  return PreservedAnalyses::none();
}
