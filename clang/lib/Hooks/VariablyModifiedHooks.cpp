//===- VariablyModifiedHooks.cpp - g++'s variably modified types alike ----===//
//
// Host code under nvcc is g++'s, which takes two variably modified types
// written alike as one type: NPB's MG (C code compiled as CUDA) writes
// `double (*u)[n2][n1] = (double (*)[n2][n1])pointer_u;` in host
// functions. Clang's C++ makes each written VLA type a type of its own, so
// the variable and the cast have different types ("cannot initialize a
// variable of type 'double (*)[n2][n1]' with an rvalue of type 'double
// (*)[n2][n1]'"; upstream clang++ too).
//
// Under __NVCC__ (scale-nvcc), with the extension on, the initializer of a
// variable and the right operand of an assignment whose type is written
// like the target's (array bounds the same expressions, Expr::Profile;
// element types, pointers and qualifiers alike) get the target's type by a
// no-op conversion first; the pointers' bits are the same. Any other
// mismatch keeps upstream's error, and scale-clang++ keeps Clang's reading.
//
// The wrapper of Sema::AddInitializerToDecl also gives a structured binding
// by value of a named-space array its generic copy (genericArrayToCopy),
// with the extension on.
//
//===----------------------------------------------------------------------===//

#include "Interpose.h"
#include "VariablyModified.h"
#include "TypeRewrites.h"
#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/Sema/Sema.h"
#include "llvm/ADT/FoldingSet.h"

using namespace clang;

#define ADD_INITIALIZER_TO_DECL                                                \
  _ZN5clang4Sema20AddInitializerToDeclEPNS_4DeclEPNS_4ExprEb

extern "C" void SCALE_REAL(ADD_INITIALIZER_TO_DECL)(Sema *S, Decl *D,
                                                    Expr *Init,
                                                    bool DirectInit);

namespace {

bool writtenAlike(const ASTContext &Ctx, QualType A, QualType B) {
  A = A.getCanonicalType();
  B = B.getCanonicalType();
  if (A == B)
    return true;
  if (A.getLocalQualifiers() != B.getLocalQualifiers())
    return false;
  if (const auto *PA = A->getAs<PointerType>()) {
    const auto *PB = B->getAs<PointerType>();
    return PB && writtenAlike(Ctx, PA->getPointeeType(), PB->getPointeeType());
  }
  const auto *VA = dyn_cast<VariableArrayType>(A.getTypePtr());
  const auto *VB = dyn_cast<VariableArrayType>(B.getTypePtr());
  if (VA && VB) {
    if (!VA->getSizeExpr() || !VB->getSizeExpr())
      return false;
    llvm::FoldingSetNodeID SizeA, SizeB;
    VA->getSizeExpr()->Profile(SizeA, Ctx, /*Canonical=*/true);
    VB->getSizeExpr()->Profile(SizeB, Ctx, /*Canonical=*/true);
    return SizeA == SizeB &&
           writtenAlike(Ctx, VA->getElementType(), VB->getElementType());
  }
  const auto *CA = dyn_cast<ConstantArrayType>(A.getTypePtr());
  const auto *CB = dyn_cast<ConstantArrayType>(B.getTypePtr());
  return CA && CB && CA->getSize() == CB->getSize() &&
         writtenAlike(Ctx, CA->getElementType(), CB->getElementType());
}

} // namespace

Expr *scale::asVariablyModifiedTarget(Sema &S, QualType Target, Expr *E) {
  if (!E || !Target->isVariablyModifiedType() || E->isTypeDependent() ||
      !E->getType()->isVariablyModifiedType() || !SemaScale::nvccMode(S))
    return E;
  ASTContext &Ctx = S.getASTContext();
  QualType Unqualified = Target.getUnqualifiedType();
  if (Ctx.hasSameType(E->getType(), Unqualified) ||
      !writtenAlike(Ctx, E->getType().getUnqualifiedType(), Unqualified))
    return E;
  ExprResult Value = S.DefaultLvalueConversion(E);
  if (Value.isInvalid())
    return E;
  return ImplicitCastExpr::Create(Ctx, Unqualified, CK_NoOp, Value.get(),
                                  nullptr, VK_PRValue, FPOptionsOverride());
}

namespace {
// A structured binding by value, `auto [a, b] = sharedArray;`, copies the
// array into a local (C++17 [dcl.struct.bind]: of the initializer's array
// type), which Clang then rejects as "automatic variable qualified with an
// address space". A value has no space: where the array's space converts
// implicitly to generic in the context, the copy is made from the array
// seen as generic.
Expr *genericArrayToCopy(Sema &S, const DecompositionDecl &Binding,
                         Expr *Init) {
  ASTContext &Ctx = S.getASTContext();
  const AutoType *Auto = Binding.getType()->getContainedAutoType();
  scale::SemaScale *Ext = scale::SemaScale::get(Ctx);
  if (!Ext || !Auto || Auto->isDeduced() ||
      Binding.getType()->isReferenceType() || !Init ||
      Init->isTypeDependent() || !Init->isGLValue() ||
      !Ctx.getAsArrayType(Init->getType()) ||
      !Ext->namedSpaceConvertsToGeneric(Init->getType()))
    return Init;
  return ImplicitCastExpr::Create(
      Ctx, scale::withoutNamedSpace(Ctx, Init->getType()),
      CK_AddressSpaceConversion, Init, nullptr, Init->getValueKind(),
      FPOptionsOverride());
}
} // namespace

extern "C" void SCALE_WRAP(ADD_INITIALIZER_TO_DECL)(Sema *S, Decl *D,
                                                    Expr *Init,
                                                    bool DirectInit) {
  if (auto *Binding = dyn_cast_or_null<DecompositionDecl>(D))
    Init = genericArrayToCopy(*S, *Binding, Init);
  else if (auto *VD = dyn_cast_or_null<VarDecl>(D))
    Init = scale::asVariablyModifiedTarget(*S, VD->getType(), Init);
  SCALE_REAL(ADD_INITIALIZER_TO_DECL)(S, D, Init, DirectInit);
}
