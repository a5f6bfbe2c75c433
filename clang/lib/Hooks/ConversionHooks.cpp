//===- ConversionHooks.cpp - Implicit address-space conversions -----------===//
//
// Every implicit address-space check of Sema (initialization, assignment,
// argument passing, reference binding, the implicit object argument,
// qualification conversions and overload ranking) funnels through the inline
// Qualifiers::isAddressSpaceSupersetOf, whose out-of-line part is
// Qualifiers::isTargetAddressSpaceSupersetOf. Answering it from the model
// with the context of the code being checked makes Sema itself apply our
// table, so overload resolution and templates see the right answer.
//
//===----------------------------------------------------------------------===//

#include "Interpose.h"
#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Type.h"
#include "clang/Sema/Sema.h"

using namespace clang;

#define SUPERSET_OF                                                            \
  _ZN5clang10Qualifiers30isTargetAddressSpaceSupersetOfENS_6LangASES1_RKNS_10ASTContextE

extern "C" bool SCALE_REAL(SUPERSET_OF)(LangAS A, LangAS B,
                                        const ASTContext &Ctx);

// True if B (the source) converts implicitly to A (the destination).
extern "C" bool SCALE_WRAP(SUPERSET_OF)(LangAS A, LangAS B,
                                        const ASTContext &Ctx) {
  if (scale::SemaScale *Ext = scale::SemaScale::get(Ctx)) {
    std::optional<scale::AddrSpace> To = scale::classify(A);
    std::optional<scale::AddrSpace> From = scale::classify(B);
    if (To && From) {
      // A static_cast or reinterpret_cast in a foreign system header: every
      // explicit conversion (CastHooks.cpp).
      if (Ext->inSystemHeaderCast())
        return scale::convertsExplicitly(*From, *To);
      scale::ExecContext Context = Ext->conversionContext();
      bool Converts = scale::convertsImplicitly(*From, *To, Context);
      if (!Converts)
        Ext->recordRejectedConversion({*From, *To, Context});
      return Converts;
    }
  }
  return SCALE_REAL(SUPERSET_OF)(A, B, Ctx);
}

// The conditional operator: both pointer operands, or both glvalue operands,
// go to the composite space first (CompositeSpace.cpp), where upstream would
// find no composite type.
#define ACT_ON_CONDITIONAL_OP                                                  \
  _ZN5clang4Sema18ActOnConditionalOpENS_14SourceLocationES1_PNS_4ExprES3_S3_

extern "C" ExprResult SCALE_REAL(ACT_ON_CONDITIONAL_OP)(
    Sema *S, SourceLocation QuestionLoc, SourceLocation ColonLoc,
    Expr *CondExpr, Expr *LHSExpr, Expr *RHSExpr);

extern "C" ExprResult SCALE_WRAP(ACT_ON_CONDITIONAL_OP)(
    Sema *S, SourceLocation QuestionLoc, SourceLocation ColonLoc,
    Expr *CondExpr, Expr *LHSExpr, Expr *RHSExpr) {
  if (scale::SemaScale *Ext = scale::SemaScale::get(S->getASTContext())) {
    Ext->convertToCompositeSpace(LHSExpr, RHSExpr);
    Ext->convertGlvaluesToCompositeSpace(LHSExpr, RHSExpr);
  }
  ExprResult Result = SCALE_REAL(ACT_ON_CONDITIONAL_OP)(
      S, QuestionLoc, ColonLoc, CondExpr, LHSExpr, RHSExpr);
  // Sema tries both directions for a composite type; the refused one of a
  // valid expression must not explain a later, unrelated error.
  if (Result.isUsable())
    if (scale::SemaScale *Ext = scale::SemaScale::get(S->getASTContext()))
      Ext->takeRejectedConversion();
  return Result;
}
