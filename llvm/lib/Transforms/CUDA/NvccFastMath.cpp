//===- NvccFastMath.cpp - nvcc's --use_fast_math math functions -----------===//
//
// See NvccFastMath.h.
//
//===----------------------------------------------------------------------===//

#include "scale/Transforms/CUDA/NvccFastMath.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

namespace scale {

namespace {

/// The arguments of the function being rebuilt, and where its body goes.
struct FastBody {
  IRBuilder<> &B;
  SmallVector<Value *, 2> Args;
  bool FlushToZero;

  /// A single-precision constant by its bits, as nvcc's PTX writes it.
  Constant *bits(uint32_t Bits) {
    return ConstantFP::get(B.getFloatTy(),
                           APFloat(APFloat::IEEEsingle(), APInt(32, Bits)));
  }
  /// The approximate instruction, in its flushing form where subnormals
  /// are flushed.
  Value *approx(Intrinsic::ID Flushing, Intrinsic::ID Plain,
                ArrayRef<Value *> Operands) {
    return B.CreateIntrinsic(B.getFloatTy(), FlushToZero ? Flushing : Plain,
                             Operands);
  }
  Value *ex2(Value *X) {
    return approx(Intrinsic::nvvm_ex2_approx_ftz, Intrinsic::nvvm_ex2_approx,
                  X);
  }
  Value *lg2(Value *X) {
    return approx(Intrinsic::nvvm_lg2_approx_ftz_f,
                  Intrinsic::nvvm_lg2_approx_f, X);
  }
  Value *sin(Value *X) {
    return approx(Intrinsic::nvvm_sin_approx_ftz_f,
                  Intrinsic::nvvm_sin_approx_f, X);
  }
  Value *cos(Value *X) {
    return approx(Intrinsic::nvvm_cos_approx_ftz_f,
                  Intrinsic::nvvm_cos_approx_f, X);
  }
  Value *divide(Value *X, Value *Y) {
    return approx(Intrinsic::nvvm_div_approx_ftz_f,
                  Intrinsic::nvvm_div_approx_f, {X, Y});
  }
};

// The values nvcc's PTX has for the intrinsics' constants.
constexpr uint32_t Log2OfE = 0x3FB8AA3B;   // 1.44269502f
constexpr uint32_t Log2Of10 = 0x40549A78;  // 3.32192802f
constexpr uint32_t Log10Of2 = 0x3E9A209B;  // 0.301030010f

/// The number after \p Prefix in a target attribute's value ("sm_90a",
/// "+ptx87"), or 0.
unsigned versionAfter(StringRef Text, StringRef Prefix) {
  if (!Text.consume_front(Prefix))
    return 0;
  unsigned Version = 0;
  Text.take_while([](char C) { return isDigit(C); })
      .getAsInteger(10, Version);
  return Version;
}

/// Whether \p F is compiled for a target with `tanh.approx.f32`: sm_75 and
/// PTX ISA 7.0 or later. NVPTX lowers an approximate llvm.tanh to it there
/// and cannot select it elsewhere.
bool hasApproximateTanh(const Function &F) {
  unsigned Sm = versionAfter(F.getFnAttribute("target-cpu").getValueAsString(),
                             "sm_");
  unsigned Ptx = 0;
  SmallVector<StringRef, 8> Features;
  F.getFnAttribute("target-features")
      .getValueAsString()
      .split(Features, ',', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  for (StringRef Feature : Features)
    Ptx = std::max(Ptx, versionAfter(Feature, "+ptx"));
  return Sm >= 75 && Ptx >= 70;
}

using BodyBuilder = Value *(*)(FastBody &);

struct FastFunction {
  StringLiteral Name;
  unsigned Arity;
  BodyBuilder Build;
};

/// The rule table of NvccFastMath.h.
constexpr FastFunction FastFunctions[] = {
    {"__nv_expf", 1,
     [](FastBody &Body) -> Value * {
       return Body.ex2(Body.B.CreateFMul(Body.Args[0], Body.bits(Log2OfE)));
     }},
    {"__nv_exp10f", 1,
     [](FastBody &Body) -> Value * {
       return Body.ex2(Body.B.CreateFMul(Body.Args[0], Body.bits(Log2Of10)));
     }},
    {"__nv_log10f", 1,
     [](FastBody &Body) -> Value * {
       return Body.B.CreateFMul(Body.bits(Log10Of2), Body.lg2(Body.Args[0]));
     }},
    {"__nv_powf", 2,
     [](FastBody &Body) -> Value * {
       return Body.ex2(Body.B.CreateFMul(Body.Args[1], Body.lg2(Body.Args[0])));
     }},
    {"__nv_tanf", 1,
     [](FastBody &Body) -> Value * {
       return Body.divide(Body.sin(Body.Args[0]), Body.cos(Body.Args[0]));
     }},
    {"__nv_tanhf", 1,
     [](FastBody &Body) -> Value * {
       FastMathFlags Approximate;
       Approximate.setApproxFunc();
       return Body.B.CreateUnaryIntrinsic(Intrinsic::tanh, Body.Args[0],
                                          Approximate);
     }},
};

/// Whether \p F is a libdevice function that CodeGen linked in, of the
/// single-precision type the table expects.
bool isLinkedFunction(const Function &F, unsigned Arity) {
  if (F.isDeclaration() || !F.hasLocalLinkage() ||
      !F.getReturnType()->isFloatTy() || F.arg_size() != Arity)
    return false;
  return all_of(F.args(),
                [](const Argument &A) { return A.getType()->isFloatTy(); });
}

/// Replaces \p F's body by what \p Build makes of its arguments.
void rebuild(Function &F, BodyBuilder Build, bool FlushToZero) {
  GlobalValue::LinkageTypes Linkage = F.getLinkage();
  F.deleteBody();
  F.setLinkage(Linkage);
  IRBuilder<> B(BasicBlock::Create(F.getContext(), "entry", &F));
  FastBody Body{B, {}, FlushToZero};
  for (Argument &A : F.args())
    Body.Args.push_back(&A);
  B.CreateRet(Build(Body));
}

} // namespace

PreservedAnalyses NvccFastMathPass::run(Module &M, ModuleAnalysisManager &) {
  if (!M.getTargetTriple().isNVPTX())
    return PreservedAnalyses::all();
  auto *Ftz = mdconst::extract_or_null<ConstantInt>(
      M.getModuleFlag("nvvm-reflect-ftz"));
  bool FlushToZero = Ftz && !Ftz->isZero();
  bool Changed = false;
  for (const FastFunction &Fast : FastFunctions) {
    Function *F = M.getFunction(Fast.Name);
    if (!F || !isLinkedFunction(*F, Fast.Arity))
      continue;
    if (Fast.Name == "__nv_tanhf" && !hasApproximateTanh(*F))
      continue;
    rebuild(*F, Fast.Build, FlushToZero);
    Changed = true;
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace scale
