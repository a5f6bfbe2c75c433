//===- BuiltinArguments.cpp - Builtins' generic pointer parameters --------===//
//
// A builtin whose parameter is a generic pointer (`const void *` of
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
//===----------------------------------------------------------------------===//

#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/Sema/Sema.h"

using namespace clang;

namespace scale {

void SemaScale::convertBuiltinPointerArguments(Expr *Callee,
                                               MutableArrayRef<Expr *> Args) {
  const auto *Ref = dyn_cast<DeclRefExpr>(Callee->IgnoreParens());
  const auto *Builtin = Ref ? dyn_cast<FunctionDecl>(Ref->getDecl()) : nullptr;
  if (!Builtin || !Builtin->getBuiltinID())
    return;
  const auto *Proto = Builtin->getType()->getAs<FunctionProtoType>();
  if (!Proto)
    return;
  ASTContext &Ctx = S.getASTContext();
  ExecContext Context = currentContext();
  for (unsigned I = 0; I < Args.size() && I < Proto->getNumParams(); ++I) {
    QualType Param = Proto->getParamType(I);
    Expr *Arg = Args[I];
    if (!Param->isPointerType() ||
        Param->getPointeeType().getAddressSpace() != LangAS::Default ||
        !Arg || Arg->isTypeDependent())
      continue;
    QualType Pointee;
    if (const ArrayType *Array = Ctx.getAsArrayType(Arg->getType()))
      Pointee = Array->getElementType();
    else if (Arg->getType()->isPointerType())
      Pointee = Arg->getType()->getPointeeType();
    else
      continue;
    std::optional<AddrSpace> Space = classify(Pointee.getAddressSpace());
    if (!Space || *Space == AddrSpace::Generic ||
        !convertsImplicitly(*Space, AddrSpace::Generic, Context))
      continue;
    ExprResult Decayed = S.DefaultFunctionArrayLvalueConversion(Arg);
    if (Decayed.isInvalid())
      continue;
    QualType Generic =
        Ctx.getPointerType(Ctx.removeAddrSpaceQualType(Pointee));
    Args[I] = S.ImpCastExprToType(Decayed.get(), Generic,
                                  CK_AddressSpaceConversion)
                  .get();
  }
}

} // namespace scale
