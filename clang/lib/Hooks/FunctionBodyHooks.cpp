//===- FunctionBodyHooks.cpp - The checker on every finished body ---------===//
//
// Sema::ActOnFinishFunctionBody is called for every function, method and
// lambda body when the parser finishes it, and for every instantiated
// definition; Sema's current context is still that function, so the
// checker sees the function's host/device context and Clang's deferred
// diagnostics attach to it. It is also where the parameters of a definition
// are final, for the annotations of generic-sized pointer parameters and
// the `__grid_constant__` of a kernel's `const` struct parameters, and
// the last moment to make its space conversions readable by CodeGen
// (LoadableSpaceConversions.cpp).
//
//===----------------------------------------------------------------------===//

#include "Interpose.h"
#include "scale/SemaScale.h"

#include "clang/AST/Decl.h"
#include "clang/Sema/Sema.h"

using namespace clang;

#define FINISH_FUNCTION_BODY _ZN5clang4Sema23ActOnFinishFunctionBodyEPNS_4DeclEPNS_4StmtEbb

extern "C" Decl *SCALE_REAL(FINISH_FUNCTION_BODY)(Sema *S, Decl *D, Stmt *Body,
                                                  bool IsInstantiation,
                                                  bool RetainFunctionScopeInfo);

extern "C" Decl *SCALE_WRAP(FINISH_FUNCTION_BODY)(Sema *S, Decl *D, Stmt *Body,
                                                  bool IsInstantiation,
                                                  bool RetainFunctionScopeInfo) {
  if (scale::SemaScale *Ext = scale::SemaScale::get(S->getASTContext()))
    if (D) {
      Ext->checkFunctionBody(D->getAsFunction(), Body);
      Ext->makeSpaceConversionsLoadable(D->getAsFunction(), Body);
      Ext->annotateGenericSizedParameters(D->getAsFunction());
      Ext->makeConstParametersGridConstant(D->getAsFunction());
    }
  return SCALE_REAL(FINISH_FUNCTION_BODY)(S, D, Body, IsInstantiation,
                                          RetainFunctionScopeInfo);
}
