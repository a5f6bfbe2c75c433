//===- DependentBase.h - nvcc's calls of dependent bases' members -*- C++ -*-//
//
// nvcc's front end finds a member of a dependent base class by an
// unqualified call in device code (cuCollections' static_multimap:
// `initial_slot(g, k)` for `this->initial_slot(g, k)`); Clang and g++ do not
// look into dependent bases ([temp.dep]/3). See DependentBaseHooks.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_HOOKS_DEPENDENTBASE_H
#define SCALE_HOOKS_DEPENDENTBASE_H

#include "clang/Basic/SourceLocation.h"
#include "clang/Sema/Ownership.h"
#include "llvm/ADT/ArrayRef.h"

#include <optional>

namespace clang {
class Expr;
class Sema;
class UnresolvedLookupExpr;
} // namespace clang

namespace scale::dependent_base {

/// Instantiating the unqualified call \p Lookup(\p Args) in a device
/// function under scale-nvcc, where the name's lookup in the template found
/// nothing, argument-dependent lookup finds nothing and the enclosing class
/// has members of that name from a base that was dependent: the call of
/// those members through `this` (with a warning); none where upstream
/// decides.
std::optional<clang::ExprResult>
callMemberOfDependentBase(clang::Sema &S, clang::UnresolvedLookupExpr *Lookup,
                          clang::SourceLocation LParenLoc,
                          llvm::MutableArrayRef<clang::Expr *> Args,
                          clang::SourceLocation RParenLoc);

} // namespace scale::dependent_base

#endif // SCALE_HOOKS_DEPENDENTBASE_H
