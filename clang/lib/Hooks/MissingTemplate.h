//===- MissingTemplate.h - nvcc's member templates without `template` -*- C++ -*-===//
//
// nvcc (EDG) accepts a call of a member template of a dependent class
// written without the `template` keyword, `X<T>::cast<N>(a, b)`, deciding
// at instantiation what `cast` is. Clang parses `cast < N > (a, b)` as two
// comparisons and rejects the instantiation. Under scale-nvcc's nvcc mode
// (__NVCC__, the extension on) the form is compiled as
// `X<T>::template cast<N>(a, b)` when the parse and the instantiation make
// that the only reading; see MissingTemplateHooks.cpp and docs/nvcc.md.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_HOOKS_MISSINGTEMPLATE_H
#define SCALE_HOOKS_MISSINGTEMPLATE_H

#include "clang/AST/OperationKinds.h"
#include "clang/Basic/SourceLocation.h"
#include "clang/Basic/TokenKinds.h"
#include "clang/Sema/Ownership.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <optional>

namespace clang {
class Expr;
class Sema;
} // namespace clang

namespace scale::missing_template {

/// The Sema entry point that built an operator at instantiation, so that
/// upstream's diagnostic of a refused form can be produced by the same one.
enum class Route { BuildBinOp, CreateBuiltinBinOp, CreateOverloadedBinOp };

/// Parsing: \p LHS \p Kind \p RHS at \p OpLoc was just built. Remembers
/// `name < A > (x)` (at its `>`) and `name < A, B > (x)` (at its last
/// comma) when `name` is a dependent name written without `template` and
/// template arguments.
void noteParsedOperator(clang::Sema &S, clang::SourceLocation OpLoc,
                        clang::tok::TokenKind Kind, const clang::Expr *LHS,
                        const clang::Expr *RHS);

/// Instantiation: the result of \p Opc on \p LHS and \p RHS at \p OpLoc
/// when they are the `<` or the `>` of a remembered form whose name is an
/// overload set of function templates, or a comma between its arguments
/// (\p Upstream builds the operator as upstream does); none to build
/// upstream's operator.
std::optional<clang::ExprResult>
rebuild(clang::Sema &S, clang::SourceLocation OpLoc,
        clang::BinaryOperatorKind Opc, clang::Expr *LHS, clang::Expr *RHS,
        Route Via, llvm::function_ref<clang::ExprResult()> Upstream);

} // namespace scale::missing_template

#endif // SCALE_HOOKS_MISSINGTEMPLATE_H
