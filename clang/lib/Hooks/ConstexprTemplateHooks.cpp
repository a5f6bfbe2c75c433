//===- ConstexprTemplateHooks.cpp - constexpr templates checked as nvcc ---===//
//
// Before C++23 a constexpr function may not define a variable of
// non-literal type, a static or thread_local variable, or a label; C++23
// (P2242, P2448) allows them and fails only the constant evaluations that
// reach them. For a template, [dcl.constexpr] before C++23 makes a
// definition that no specialization could satisfy ill-formed, no diagnostic
// required. g++ and nvcc's front end do not diagnose templates; Clang
// checks a template's definition as if it were a function, and rejects
// cuCollections' bloom filter (`auto const always_true =
// thrust::constant_iterator<bool>{true};` in a constexpr member of a class
// template: "variable of non-literal type ... cannot be defined in a
// constexpr function before C++23").
//
// Under __NVCC__ (scale-nvcc), with the extension on, the definition of a
// templated constexpr function (a function template, a member of a class
// template, a lambda in a template) is checked by
// Sema::CheckConstexprFunctionDefinition under C++23's rules; what C++23
// allows is reported only under -Wpre-c++23-compat, as upstream does in
// C++23. Its instantiations are constexpr as upstream's, and a constant
// evaluation that reaches such a variable fails with upstream's
// diagnostic. A function that is not a template keeps the standard's
// rules, and so does scale-clang++ (no __NVCC__).
//
//===----------------------------------------------------------------------===//

#include "Interpose.h"
#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/Sema/Sema.h"

using namespace clang;

#define CHECK_CONSTEXPR_FUNCTION_DEFINITION                                    \
  _ZN5clang4Sema32CheckConstexprFunctionDefinitionEPKNS_12FunctionDeclENS0_18CheckConstexprKindE

extern "C" bool
SCALE_REAL(CHECK_CONSTEXPR_FUNCTION_DEFINITION)(Sema *S,
                                                const FunctionDecl *Function,
                                                Sema::CheckConstexprKind Kind);

extern "C" bool
SCALE_WRAP(CHECK_CONSTEXPR_FUNCTION_DEFINITION)(Sema *S,
                                                const FunctionDecl *Function,
                                                Sema::CheckConstexprKind Kind) {
  // The compiler instance's language options, which Sema shares and does
  // not change; they are not const there (LateParsedHeaders.cpp does the
  // same for delayed template parsing).
  auto &Lang = const_cast<LangOptions &>(S->getLangOpts());
  if (Lang.CPlusPlus23 || !Function->isTemplated() ||
      !scale::SemaScale::nvccMode(*S))
    return SCALE_REAL(CHECK_CONSTEXPR_FUNCTION_DEFINITION)(S, Function, Kind);
  Lang.CPlusPlus23 = true;
  bool Valid =
      SCALE_REAL(CHECK_CONSTEXPR_FUNCTION_DEFINITION)(S, Function, Kind);
  Lang.CPlusPlus23 = false;
  return Valid;
}
