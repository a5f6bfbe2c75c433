//===- GenericOperands.cpp - Pointers that code takes as addresses --------===//
//
// Three kinds of operand take a pointer as the address it holds, where nvcc's
// view of unannotated code, whose `__shared__` arrays are generic, gives
// the generic address; in device code, where the rules allow the implicit
// conversion to generic, a pointer into a named space (or an array in one)
// is converted to generic for them. (A pointer converted to an integer
// gives its generic address too: scale-generic-pointer-integers, llvm/.)
//
// Builtins. A builtin whose parameter is a generic pointer (`const void *` of
// __builtin_assume_aligned, `void *` of __builtin_memcpy) takes an argument
// in a named space through the implicit conversion to generic, in device
// code, where the rules allow it: nvcc's view of unannotated code, whose
// `__shared__` arrays are generic. Upstream instead gives the builtin a
// declaration with the argument's space (Sema's rewriteBuiltinFunctionDecl,
// meant for OpenCL), which for __builtin_assume_aligned made the call's
// type `bool` and CodeGen then `zext`ed the shared-window pointer into the
// result: `(float *)__builtin_assume_aligned(tile, 16)` on a `__shared__`
// tile read and wrote a wrong generic address. Builtins that take a named
// space (NVPTX's cp.async, AMDGPU's LDS builtins) are left alone, as are
// host contexts, where no named space converts to generic (the memory
// builtins' accesses are checked there, BodyChecker.cpp).
//
// Variadic arguments. A pointer passed through `...` (device printf's
// `%p`, a variadic device function) is the address it holds, the generic
// one under nvcc.
//
// Inline assembly. An input operand that is a pointer reaches the PTX as a
// register holding its address: `asm("ld.volatile.u32 %0, [%1];" : "=r"(v)
// : "l"(&sdata[i]))` with nvcc loads through the generic address of the
// `__shared__` array; the shared window's offset, which the rules' type
// gave, made the generic load read elsewhere. Code that wants the offset
// for a `.shared` instruction converts with __cvta_generic_to_shared, under
// nvcc and here alike.
//
//===----------------------------------------------------------------------===//

#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Sema/Sema.h"

using namespace clang;

namespace scale {

bool SemaScale::namedSpaceConvertsToGeneric(QualType Object) const {
  std::optional<AddrSpace> Space = classify(
      S.getASTContext().getBaseElementType(Object).getAddressSpace());
  return Space && *Space != AddrSpace::Generic &&
         convertsImplicitly(*Space, AddrSpace::Generic, currentContext());
}

Expr *SemaScale::asGenericPointer(Expr *E) {
  if (!E || E->isTypeDependent())
    return E;
  ASTContext &Ctx = S.getASTContext();
  QualType Pointee;
  if (const ArrayType *Array = Ctx.getAsArrayType(E->getType()))
    Pointee = Array->getElementType();
  else if (E->getType()->isPointerType())
    Pointee = E->getType()->getPointeeType();
  else
    return E;
  if (!namedSpaceConvertsToGeneric(Pointee))
    return E;
  ExprResult Decayed = S.DefaultFunctionArrayLvalueConversion(E);
  if (Decayed.isInvalid())
    return E;
  QualType Generic = Ctx.getPointerType(Ctx.removeAddrSpaceQualType(Pointee));
  return S.ImpCastExprToType(Decayed.get(), Generic, CK_AddressSpaceConversion)
      .get();
}

void SemaScale::convertAsmPointerInputs(MutableArrayRef<Expr *> Inputs) {
  for (Expr *&Input : Inputs)
    Input = asGenericPointer(Input);
}

void SemaScale::convertCallPointerArguments(Expr *Callee,
                                            MutableArrayRef<Expr *> Args) {
  // The callee as the parser hands it: a reference, or a lookup that
  // waits for argument-dependent lookup (one function found so far).
  const FunctionDecl *Function = nullptr;
  const Expr *Name = Callee->IgnoreParens();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Name))
    Function = dyn_cast<FunctionDecl>(Ref->getDecl());
  else if (const auto *Lookup = dyn_cast<UnresolvedLookupExpr>(Name);
           Lookup && Lookup->getNumDecls() == 1)
    Function = dyn_cast<FunctionDecl>(*Lookup->decls_begin());
  const auto *Proto =
      Function ? Function->getType()->getAs<FunctionProtoType>() : nullptr;
  if (!Proto)
    return;
  bool Builtin = Function->getBuiltinID();
  for (unsigned I = 0; I < Args.size(); ++I) {
    if (I >= Proto->getNumParams()) {
      // A builtin's `...` stands for the operands its own checking types
      // (the atomic builtins keep their pointer's space).
      if (Proto->isVariadic() && !Builtin)
        Args[I] = asGenericPointer(Args[I]);
      continue;
    }
    QualType Param = Proto->getParamType(I);
    if (Builtin && Param->isPointerType() &&
        Param->getPointeeType().getAddressSpace() == LangAS::Default)
      Args[I] = asGenericPointer(Args[I]);
  }
}

} // namespace scale
