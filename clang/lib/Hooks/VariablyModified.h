//===- VariablyModified.h - g++'s variably modified types alike -*- C++ -*-===//

#ifndef SCALE_HOOKS_VARIABLYMODIFIED_H
#define SCALE_HOOKS_VARIABLYMODIFIED_H

#include "clang/AST/Type.h"

namespace clang {
class Expr;
class Sema;
} // namespace clang

namespace scale {

/// Under scale-nvcc: \p E converted to \p Target's type where both are
/// variably modified and written alike (`double (*)[n2][n1]` twice), as g++
/// takes them as one type (VariablyModifiedHooks.cpp); else \p E.
clang::Expr *asVariablyModifiedTarget(clang::Sema &S, clang::QualType Target,
                                      clang::Expr *E);

} // namespace scale

#endif // SCALE_HOOKS_VARIABLYMODIFIED_H
