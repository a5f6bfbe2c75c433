//===- AssignmentHooks.cpp - nvcc's braced assignments in device code -----===//
//
// nvcc accepts `h = {}` and `h = {a, b}` for a `__half2` or
// `__nv_bfloat162` h in device code, where Clang (and g++, which is why
// nvcc rejects the same line in host code) find the assignment ambiguous:
// the braces initialize both the class itself, for its copy and move
// assignment operators, and `__half2_raw`, an aggregate, for
// `operator=(const __half2_raw &)`; each is a user-defined conversion, so
// neither ranks above the other. nvcc's front end (EDG) ranks the move
// assignment first, the rvalue binding above the lvalue bindings. In the
// body of a `__device__` or `__global__` function, an assignment from a
// braced list that upstream finds invalid is therefore resolved as the
// assignment of the class initialized from the list (`h = __half2{...}`),
// when that is valid; anything else keeps upstream's result and errors.
//
//===----------------------------------------------------------------------===//

#include "Interpose.h"
#include "MissingTemplate.h"
#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaCUDA.h"

using namespace clang;

#define CREATE_OVERLOADED_BIN_OP                                               \
  _ZN5clang4Sema21CreateOverloadedBinOpENS_14SourceLocationENS_18BinaryOperatorKindERKNS_17UnresolvedSetImplEPNS_4ExprES7_bbPNS_12FunctionDeclE

extern "C" ExprResult SCALE_REAL(CREATE_OVERLOADED_BIN_OP)(
    Sema *S, SourceLocation OpLoc, BinaryOperatorKind Opc,
    const UnresolvedSetImpl &Fns, Expr *LHS, Expr *RHS, bool RequiresADL,
    bool AllowRewrittenCandidates, FunctionDecl *DefaultedFn);

namespace {

/// Whether the code being checked is in a function only the device runs,
/// whose body only nvcc's front end judges.
bool inDeviceOnlyFunction(Sema &S) {
  const FunctionDecl *F = S.getCurFunctionDecl(/*AllowLambda=*/true);
  if (!F)
    return false;
  CUDAFunctionTarget Target = S.CUDA().IdentifyTarget(F);
  return Target == CUDAFunctionTarget::Device ||
         Target == CUDAFunctionTarget::Global;
}

} // namespace

extern "C" ExprResult SCALE_WRAP(CREATE_OVERLOADED_BIN_OP)(
    Sema *S, SourceLocation OpLoc, BinaryOperatorKind Opc,
    const UnresolvedSetImpl &Fns, Expr *LHS, Expr *RHS, bool RequiresADL,
    bool AllowRewrittenCandidates, FunctionDecl *DefaultedFn) {
  auto assign = [&](Expr *Value) {
    return SCALE_REAL(CREATE_OVERLOADED_BIN_OP)(S, OpLoc, Opc, Fns, LHS, Value,
                                                RequiresADL,
                                                AllowRewrittenCandidates,
                                                DefaultedFn);
  };
  if (std::optional<ExprResult> Rebuilt = scale::missing_template::rebuild(
          *S, OpLoc, Opc, LHS, RHS,
          scale::missing_template::Route::CreateOverloadedBinOp,
          [&] { return assign(RHS); }))
    return *Rebuilt;
  auto *List = dyn_cast<InitListExpr>(RHS);
  if (!scale::SemaScale::isEnabled() || Opc != BO_Assign || !List ||
      !S->getLangOpts().CUDA || LHS->isTypeDependent() ||
      List->isTypeDependent() || !LHS->getType()->isRecordType() ||
      !inDeviceOnlyFunction(*S))
    return assign(RHS);
  bool UpstreamValid;
  {
    Sema::TentativeAnalysisScope Tentative(*S);
    UpstreamValid = !assign(RHS).isInvalid();
  }
  if (UpstreamValid)
    return assign(RHS);
  QualType Class = LHS->getType().getNonReferenceType().getUnqualifiedType();
  auto construct = [&] {
    return S->BuildCXXTypeConstructExpr(
        S->Context.getTrivialTypeSourceInfo(Class, List->getBeginLoc()),
        List->getLBraceLoc(), MultiExprArg(RHS), List->getRBraceLoc(),
        /*ListInitialization=*/true);
  };
  bool ConstructedValid;
  {
    Sema::TentativeAnalysisScope Tentative(*S);
    ExprResult Value = construct();
    ConstructedValid = !Value.isInvalid() && !assign(Value.get()).isInvalid();
  }
  if (!ConstructedValid)
    return assign(RHS);
  ExprResult Value = construct();
  if (Value.isInvalid())
    return ExprError();
  return assign(Value.get());
}
