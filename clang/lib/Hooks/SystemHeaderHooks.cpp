//===- SystemHeaderHooks.cpp - Warning-only work skipped in system headers ===//
//
// A CUDA translation unit is mostly system headers (the toolkit, CCCL,
// libstdc++), and Clang suppresses every warning located in one unless
// -Wsystem-headers is given; a pragma that maps a warning to an error
// inside the header is suppressed too. Two of the analyses that Sema runs on
// every completed full-expression report nothing but such warnings:
//
//   analysis                            | its diagnostics
//   ------------------------------------+--------------------------------
//   unsequenced modifications           | -Wunsequenced, -Wunsequenced-*
//   (Sema::CheckUnsequencedOperations)  |
//   integer overflow in a constant      | -Winteger-overflow
//   (Sema::CheckForIntOverflow)         |
//
// Together they were 0.7% of the instructions of the device job of a
// thrust+cub TU (docs/corpus.md), all of it spent on diagnostics nobody
// sees. For a full-expression in a system header other than libscale's
// (in a function body, the function's: SemaScale::inForeignSystemCode asks
// once per Sema context, where the expression's own location cost 400
// instructions a time; outside one, a namespace-scope or default member
// initializer, the expression's), with system warnings suppressed, only the
// rest of Sema::CheckCompletedExpr runs: the implicit-conversion checks
// (CheckImplicitConversions), which may report errors (an implicit
// _Complex-to-real conversion in C++), under the same constant-evaluation
// override. A body's expressions lie in its file, but for one that
// `#include`s part of itself from elsewhere, whose warnings there would be
// lost. Everywhere else (the program's code, libscale's headers), with
// -Wsystem-headers, with the extension off and in scale-clangd and
// scale-clang-tidy, the original runs.
// This is a saving of time, not a rule: the extension's own checks do not
// depend on it.
//
//===----------------------------------------------------------------------===//

#include "Interpose.h"
#include "scale/SemaScale.h"

#include "clang/AST/Expr.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Sema/Sema.h"
#include "llvm/Support/SaveAndRestore.h"

using namespace clang;

#define CHECK_COMPLETED_EXPR                                                   \
  _ZN5clang4Sema18CheckCompletedExprEPNS_4ExprENS_14SourceLocationEb
// Sema::CheckImplicitConversions, private: called by its symbol ("call" in
// InterposedSymbols.txt).
#define CHECK_IMPLICIT_CONVERSIONS                                             \
  _ZN5clang4Sema24CheckImplicitConversionsEPNS_4ExprENS_14SourceLocationE

extern "C" void SCALE_REAL(CHECK_COMPLETED_EXPR)(Sema *S, Expr *E,
                                                 SourceLocation CheckLoc,
                                                 bool IsConstexpr);
extern "C" void CHECK_IMPLICIT_CONVERSIONS(Sema *S, Expr *E,
                                           SourceLocation CheckLoc);

extern "C" void SCALE_WRAP(CHECK_COMPLETED_EXPR)(Sema *S, Expr *E,
                                                 SourceLocation CheckLoc,
                                                 bool IsConstexpr) {
  scale::SemaScale *Ext = scale::SemaScale::get(S->getASTContext());
  if (!Ext || scale::SemaScale::inTools() ||
      !S->getDiagnostics().getSuppressSystemWarnings() ||
      !Ext->inForeignSystemCode(E->getExprLoc()))
    return SCALE_REAL(CHECK_COMPLETED_EXPR)(S, E, CheckLoc, IsConstexpr);
  llvm::SaveAndRestore ConstantContext(S->isConstantEvaluatedOverride,
                                       IsConstexpr || isa<ConstantExpr>(E));
  CHECK_IMPLICIT_CONVERSIONS(S, E, CheckLoc);
}
