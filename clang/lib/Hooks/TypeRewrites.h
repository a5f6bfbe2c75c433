//===- TypeRewrites.h - Giving declarations a qualified type ---*- C++ -*-===//
//
// The hooks add a space to types Sema has already built: to a variable's type
// (inferred spaces) and to a member function's method qualifiers.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_HOOKS_TYPEREWRITES_H
#define SCALE_HOOKS_TYPEREWRITES_H

#include "clang/AST/Type.h"
#include "clang/Basic/SourceLocation.h"

namespace clang {
class ASTContext;
class Expr;
class TypeSourceInfo;
} // namespace clang

namespace scale {

class SemaScale;

/// Type-source information for \p New that keeps the locations of \p Old:
/// qualifiers have no location data, so the data of \p Old describes \p New
/// when \p New only adds one. Falls back to trivial information at \p Loc.
clang::TypeSourceInfo *retypedSourceInfo(clang::ASTContext &Ctx,
                                         clang::TypeSourceInfo *Old,
                                         clang::QualType New,
                                         clang::SourceLocation Loc);

/// \p T, the type of a variable, in space \p AS as the declarator would have
/// built it had the space been written among the declaration specifiers: on
/// the innermost element of a chain of array types (`__constant__ unsigned
/// t[8][800]`). A typedef in the chain keeps the space where it is, as a
/// space written on it would.
clang::QualType inVariableSpace(clang::ASTContext &Ctx, clang::QualType T,
                                clang::LangAS AS);

/// \p T without a named space of its own or of its (innermost) array
/// elements, the other qualifiers kept: the type of a value of \p T.
clang::QualType withoutNamedSpace(clang::ASTContext &Ctx, clang::QualType T);

/// The type of a new-expression written as \p Info: without a named space
/// of its own or of its elements (the object is addressed by a generic
/// pointer), with \p Info's locations; \p Info where it has none.
clang::TypeSourceInfo *allocatedTypeInfo(clang::ASTContext &Ctx,
                                         clang::TypeSourceInfo *Info);

/// A stand-in of \p Arg's object in generic where \p Arg is a glvalue in a
/// named space that converts implicitly to generic in the context of the
/// code being checked (asked last: it is the costly question); null
/// elsewhere. A reference parameter then binds the real argument through
/// that conversion.
clang::Expr *namedObjectAsGeneric(clang::ASTContext &Ctx, clang::Expr *Arg,
                                  const SemaScale &Ext);

/// A stand-in of \p Arg as a generic pointer where \p Arg is a pointer
/// prvalue (or an array glvalue, decayed) whose pointee is in a named space
/// that converts implicitly to generic in the context of the code being
/// checked; null elsewhere.
clang::Expr *namedPointerAsGeneric(clang::ASTContext &Ctx, clang::Expr *Arg,
                                   const SemaScale &Ext);

/// Whether \p T is the type of one of Clang's builtin index variables
/// (threadIdx, blockIdx, blockDim, gridDim): a `__cuda_builtin_*` record of
/// a system header, read through properties, not an object in memory.
bool isBuiltinIndexType(clang::QualType T);

/// For the type of a builtin index variable (threadIdx, blockIdx: uint3;
/// blockDim, gridDim: dim3), the vector type nvcc declares it with, which
/// the conversion operator of Clang's header returns; otherwise null. A
/// value of the header's type cannot be copied.
clang::QualType builtinIndexValueType(clang::QualType T);

/// \p Method's function type with \p AS as the space of its method
/// qualifiers, or null if \p Method is not a prototype.
clang::QualType withMethodSpace(clang::ASTContext &Ctx, clang::QualType Method,
                                clang::LangAS AS);

/// \p T with \p AS as the space of the method qualifiers of the function
/// type it is built on, through parentheses, pointers, member pointers and
/// arrays (`int (S::*[2])() const`); null if there is none.
clang::QualType withNestedMethodSpace(clang::ASTContext &Ctx, clang::QualType T,
                                      clang::LangAS AS);

/// The parameter P of `(int)(P)`, P an enumeration-typed non-type template
/// parameter (what `__AS(AS)` expands to), or null.
clang::Expr *castEnumParameter(clang::Expr *E);

} // namespace scale

#endif // SCALE_HOOKS_TYPEREWRITES_H
