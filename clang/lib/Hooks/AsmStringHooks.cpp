//===- AsmStringHooks.cpp - nvcc's `%` in inline assembly ------------------===//
//
// In an asm statement with operands, `%` begins an operand (`%0`, `%[name]`,
// a modifier and an operand such as `%c0`) or is one of `%%`, `%=`, `%{`,
// `%|`, `%}`; GCC and Clang reject anything else ("invalid % escape in
// inline assembly string"). nvcc passes such a `%` through to the PTX, and
// CUDA code names PTX special registers so: `asm volatile("mov.u64 %0,
// %globaltimer;" : "=l"(t))` (cuda-samples cudaGraphsPerfScaling), `%tid.x`,
// `%laneid`, where the documented spelling is `%%globaltimer`. Under
// scale-nvcc's nvcc mode (__NVCC__ defined, the extension on)
// Sema::ActOnGCCAsmStmt, which the parser calls, is wrapped: such a `%` of
// the string is doubled first, so that the PTX has it as nvcc's has it.
// Everything Clang reads as an operand keeps its meaning.
//
// nvcc also accepts operands without the comma between them, `::"r"(v)
// "l"(p)` (cuda-samples conjugateGradientMultiDeviceCG), which GCC and
// Clang reject ("expected ')'"). In nvcc mode, Parser::ParseAsmStringLiteral
// (a constraint, when a `(` follows it) and then Parser::ParseExpression (the
// operand in the parentheses after it), which ParseStmtAsm.cpp calls, are
// wrapped: where a string literal follows the operand's `)`, the parser is
// given the comma that was left out.
//
// nvcc reads an asm string's operands only in code it emits: a template's
// `if constexpr` branch that no instantiation takes may name an operand the
// statement does not have (ThunderKittens' tma.cuh: a `.v2` store's `%2` in
// the branch of another element count). Clang analyses a string whose
// operands are not dependent where the template is defined ("invalid operand
// number in inline asm string"). In nvcc mode, a statement of a template
// (a dependent context) whose string upstream's analysis rejects is kept
// without that diagnostic: each instantiation that keeps the statement
// rebuilds it through the same function (TreeTransform), where the string is
// analysed again and an error is reported as upstream reports it.
//
// With the extension on, the wrapper of Sema::ActOnGCCAsmStmt also passes
// the input operands that are pointers into a named space as generic
// pointers in device code, as nvcc passes them (GenericOperands.cpp).
//
//===----------------------------------------------------------------------===//

#include "Interpose.h"
#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Parse/Parser.h"
#include "clang/Sema/Sema.h"

#include <string>

using namespace clang;

#define ACT_ON_GCC_ASM_STMT                                                    \
  _ZN5clang4Sema15ActOnGCCAsmStmtENS_14SourceLocationEbbjjPPNS_14IdentifierInfoEN4llvm15MutableArrayRefIPNS_4ExprEEES9_S8_S9_jS1_

#define PARSE_ASM_STRING_LITERAL _ZN5clang6Parser21ParseAsmStringLiteralEb
#define PARSE_EXPRESSION                                                       \
  _ZN5clang6Parser15ParseExpressionENS_26TypoCorrectionTypeBehaviorE

extern "C" ExprResult SCALE_REAL(PARSE_ASM_STRING_LITERAL)(Parser *P,
                                                           bool ForAsmLabel);
extern "C" ExprResult
SCALE_REAL(PARSE_EXPRESSION)(Parser *P, TypoCorrectionTypeBehavior Behavior);

extern "C" StmtResult SCALE_REAL(ACT_ON_GCC_ASM_STMT)(
    Sema *S, SourceLocation AsmLoc, bool IsSimple, bool IsVolatile,
    unsigned NumOutputs, unsigned NumInputs, IdentifierInfo **Names,
    MultiExprArg Constraints, MultiExprArg Exprs, Expr *AsmString,
    MultiExprArg Clobbers, unsigned NumLabels, SourceLocation RParenLoc);

namespace {

/// Whether the `%` at \p Percent begins something an asm string with
/// operands gives a meaning (GCCAsmStmt::AnalyzeAsmString's escapes).
bool isEscape(StringRef Asm, size_t Percent) {
  StringRef Rest = Asm.drop_front(Percent + 1);
  if (Rest.empty())
    return true; // upstream's error, unchanged
  char Next = Rest.front();
  if (isDigit(Next) || llvm::is_contained(StringRef("%=[{|}"), Next))
    return true;
  // A modifier letter and its operand.
  return isLetter(Next) && Rest.size() > 1 &&
         (isDigit(Rest[1]) || Rest[1] == '[');
}

/// \p Asm with each `%` that begins no escape doubled; empty when there is
/// none.
std::string withLiteralPercents(StringRef Asm) {
  std::string Result;
  bool Changed = false;
  for (size_t I = 0; I < Asm.size(); ++I) {
    Result += Asm[I];
    if (Asm[I] != '%')
      continue;
    if (!isEscape(Asm, I)) {
      Result += '%';
      Changed = true;
    } else if (I + 1 < Asm.size() && Asm[I + 1] == '%') {
      Result += '%';
      ++I;
    }
  }
  return Changed ? Result : std::string();
}

/// In a template, an asm statement whose string GCCAsmStmt's analysis
/// rejects, built without the diagnostic; null otherwise.
GCCAsmStmt *uncheckedTemplateAsm(Sema &S, SourceLocation AsmLoc,
                                 bool IsVolatile, unsigned NumOutputs,
                                 unsigned NumInputs, IdentifierInfo **Names,
                                 MultiExprArg Constraints, MultiExprArg Exprs,
                                 Expr *AsmString, MultiExprArg Clobbers,
                                 unsigned NumLabels, SourceLocation RParenLoc) {
  if (!S.CurContext->isDependentContext() ||
      !isa_and_nonnull<StringLiteral>(AsmString))
    return nullptr;
  ASTContext &Ctx = S.getASTContext();
  auto *Statement = new (Ctx) GCCAsmStmt(
      Ctx, AsmLoc, /*issimple=*/false, IsVolatile, NumOutputs, NumInputs,
      Names, Constraints.data(), Exprs.data(), AsmString, Clobbers.size(),
      Clobbers.data(), NumLabels, RParenLoc);
  SmallVector<GCCAsmStmt::AsmStringPiece, 8> Pieces;
  unsigned DiagOffset;
  if (Statement->AnalyzeAsmString(Pieces, Ctx, DiagOffset))
    return Statement;
  return nullptr;
}

/// The parser whose next ParseExpression parses an asm operand: it has just
/// read the operand's constraint, and is at the `(` before the operand.
thread_local const Parser *OperandParser = nullptr;

} // namespace

extern "C" ExprResult SCALE_WRAP(PARSE_ASM_STRING_LITERAL)(Parser *P,
                                                           bool ForAsmLabel) {
  ExprResult Result = SCALE_REAL(PARSE_ASM_STRING_LITERAL)(P, ForAsmLabel);
  if (!ForAsmLabel && P->getCurToken().is(tok::l_paren) &&
      scale::SemaScale::nvccMode(P->getActions()))
    OperandParser = P;
  return Result;
}

extern "C" ExprResult
SCALE_WRAP(PARSE_EXPRESSION)(Parser *P, TypoCorrectionTypeBehavior Behavior) {
  if (OperandParser != P)
    return SCALE_REAL(PARSE_EXPRESSION)(P, Behavior);
  OperandParser = nullptr;
  ExprResult Result = SCALE_REAL(PARSE_EXPRESSION)(P, Behavior);
  Preprocessor &PP = P->getPreprocessor();
  const Token &Close = P->getCurToken();
  if (Close.is(tok::r_paren) && tok::isStringLiteral(PP.LookAhead(0).getKind())) {
    Token Comma;
    Comma.startToken();
    Comma.setKind(tok::comma);
    Comma.setLocation(Close.getEndLoc());
    Comma.setLength(0);
    PP.EnterToken(Comma, /*IsReinject=*/true);
  }
  return Result;
}

extern "C" StmtResult SCALE_WRAP(ACT_ON_GCC_ASM_STMT)(
    Sema *S, SourceLocation AsmLoc, bool IsSimple, bool IsVolatile,
    unsigned NumOutputs, unsigned NumInputs, IdentifierInfo **Names,
    MultiExprArg Constraints, MultiExprArg Exprs, Expr *AsmString,
    MultiExprArg Clobbers, unsigned NumLabels, SourceLocation RParenLoc) {
  auto *Literal = dyn_cast_or_null<StringLiteral>(AsmString);
  if (!IsSimple && Literal && Literal->isOrdinary() &&
      scale::SemaScale::nvccMode(*S)) {
    std::string Asm = withLiteralPercents(Literal->getString());
    if (!Asm.empty()) {
      ASTContext &Ctx = S->getASTContext();
      SmallVector<SourceLocation, 4> Locations(Literal->tokloc_begin(),
                                               Literal->tokloc_end());
      AsmString = StringLiteral::Create(
          Ctx, Asm, StringLiteralKind::Ordinary, /*Pascal=*/false,
          Ctx.getStringLiteralArrayType(Ctx.CharTy, Asm.size()), Locations);
    }
  }
  if (!IsSimple && scale::SemaScale::nvccMode(*S))
    if (GCCAsmStmt *Unchecked = uncheckedTemplateAsm(
            *S, AsmLoc, IsVolatile, NumOutputs, NumInputs, Names, Constraints,
            Exprs, AsmString, Clobbers, NumLabels, RParenLoc))
      return Unchecked;
  if (scale::SemaScale *Ext = scale::SemaScale::get(S->getASTContext()))
    Ext->convertAsmPointerInputs(Exprs.slice(NumOutputs, NumInputs));
  return SCALE_REAL(ACT_ON_GCC_ASM_STMT)(
      S, AsmLoc, IsSimple, IsVolatile, NumOutputs, NumInputs, Names,
      Constraints, Exprs, AsmString, Clobbers, NumLabels, RParenLoc);
}
