//===- NegativeShiftHooks.cpp - Left shifts of negative values as nvcc ----===//
//
// Before C++20 a left shift of a negative value (or one that shifts bits
// out) is undefined, so not a constant expression; C++20 defines it as the
// value modulo 2^N. CUB before CCCL writes such shifts in integral constant
// expressions of templates that only device code instantiates
// (cub/warp/specializations/warp_scan_shfl.cuh: `enum { SHFL_C = ((-1 <<
// STEPS) & 31) << 8 };`, bundled by dumerrill/merge-spmv and others).
// nvcc's front end folds them; g++, which would reject them, never sees
// device-only instantiations. Clang rejects them in both compilations
// ("expression is not an integral constant expression", note "left shift
// of negative value -1").
//
// Under __NVCC__ (scale-nvcc), with the extension on, an integral constant
// expression that Sema::VerifyIntegerConstantExpression (enumerators,
// static_assert, array bounds, bit-field widths; the three overloads that
// other objects call are wrapped) would reject only for such shifts is
// folded to C++20's value. Anything else the evaluation notes keeps
// upstream's error, and so does scale-clang++ (no __NVCC__).
//
//===----------------------------------------------------------------------===//

#include "Interpose.h"
#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/DiagnosticAST.h"
#include "clang/Sema/Sema.h"

using namespace clang;

#define VERIFY_ICE_FOLD                                                        \
  _ZN5clang4Sema31VerifyIntegerConstantExpressionEPNS_4ExprEPN4llvm6APSIntENS_13AllowFoldKindE
#define VERIFY_ICE_DIAGNOSER                                                   \
  _ZN5clang4Sema31VerifyIntegerConstantExpressionEPNS_4ExprEPN4llvm6APSIntERNS0_18VerifyICEDiagnoserENS_13AllowFoldKindE
#define VERIFY_ICE_DIAG_ID                                                     \
  _ZN5clang4Sema31VerifyIntegerConstantExpressionEPNS_4ExprEPN4llvm6APSIntEjNS_13AllowFoldKindE

extern "C" ExprResult SCALE_REAL(VERIFY_ICE_FOLD)(Sema *S, Expr *E,
                                                  llvm::APSInt *Result,
                                                  AllowFoldKind CanFold);
extern "C" ExprResult
SCALE_REAL(VERIFY_ICE_DIAGNOSER)(Sema *S, Expr *E, llvm::APSInt *Result,
                                 Sema::VerifyICEDiagnoser &Diagnoser,
                                 AllowFoldKind CanFold);
extern "C" ExprResult SCALE_REAL(VERIFY_ICE_DIAG_ID)(Sema *S, Expr *E,
                                                     llvm::APSInt *Result,
                                                     unsigned DiagID,
                                                     AllowFoldKind CanFold);

namespace {

/// Whether \p E has a left shift of a signed value (`<<`, `<<=`), the only
/// expressions whose folding is looked at further.
bool hasSignedLeftShift(const Stmt *E) {
  if (const auto *Op = dyn_cast<BinaryOperator>(E))
    if ((Op->getOpcode() == BO_Shl || Op->getOpcode() == BO_ShlAssign) &&
        Op->getLHS()->getType()->isSignedIntegerOrEnumerationType())
      return true;
  for (const Stmt *Child : E->children())
    if (Child && hasSignedLeftShift(Child))
      return true;
  return false;
}

/// Under scale-nvcc, \p E folded to C++20's value where upstream's
/// evaluation fails only for left shifts that C++20 defines (and \p Result
/// set); null otherwise.
Expr *foldedAsCxx20Shifts(Sema &S, Expr *E, llvm::APSInt *Result) {
  const LangOptions &Lang = S.getLangOpts();
  if (Lang.CPlusPlus20 || !Lang.CPlusPlus || !scale::SemaScale::nvccMode(S) ||
      E->isValueDependent() ||
      !E->getType()->isIntegralOrUnscopedEnumerationType() ||
      !hasSignedLeftShift(E))
    return nullptr;
  ASTContext &Ctx = S.getASTContext();
  // Upstream's evaluation, with its notes: every note must be a shift's.
  Expr::EvalResult Strict;
  SmallVector<PartialDiagnosticAt, 8> Notes;
  Strict.Diag = &Notes;
  E->EvaluateAsRValue(Strict, Ctx, /*InConstantContext=*/true);
  if (Notes.empty() ||
      !llvm::all_of(Notes, [](const PartialDiagnosticAt &Note) {
        unsigned ID = Note.second.getDiagID();
        return ID == diag::note_constexpr_lshift_of_negative ||
               ID == diag::note_constexpr_lshift_discards;
      }))
    return nullptr;
  // The value the evaluator computes past them, which is C++20's.
  Expr::EvalResult Folded;
  if (!E->EvaluateAsInt(Folded, Ctx, Expr::SE_AllowUndefinedBehavior,
                        /*InConstantContext=*/true))
    return nullptr;
  if (Result)
    *Result = Folded.Val.getInt();
  return isa<ConstantExpr>(E) ? E : ConstantExpr::Create(Ctx, E, Folded.Val);
}

} // namespace

extern "C" ExprResult SCALE_WRAP(VERIFY_ICE_FOLD)(Sema *S, Expr *E,
                                                  llvm::APSInt *Result,
                                                  AllowFoldKind CanFold) {
  if (Expr *Folded = foldedAsCxx20Shifts(*S, E, Result))
    return Folded;
  return SCALE_REAL(VERIFY_ICE_FOLD)(S, E, Result, CanFold);
}

extern "C" ExprResult
SCALE_WRAP(VERIFY_ICE_DIAGNOSER)(Sema *S, Expr *E, llvm::APSInt *Result,
                                 Sema::VerifyICEDiagnoser &Diagnoser,
                                 AllowFoldKind CanFold) {
  if (Expr *Folded = foldedAsCxx20Shifts(*S, E, Result))
    return Folded;
  return SCALE_REAL(VERIFY_ICE_DIAGNOSER)(S, E, Result, Diagnoser, CanFold);
}

extern "C" ExprResult SCALE_WRAP(VERIFY_ICE_DIAG_ID)(Sema *S, Expr *E,
                                                     llvm::APSInt *Result,
                                                     unsigned DiagID,
                                                     AllowFoldKind CanFold) {
  if (Expr *Folded = foldedAsCxx20Shifts(*S, E, Result))
    return Folded;
  return SCALE_REAL(VERIFY_ICE_DIAG_ID)(S, E, Result, DiagID, CanFold);
}
