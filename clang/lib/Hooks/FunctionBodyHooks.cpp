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
// Sema::ActOnStartOfFunctionDef is where the parser starts a body (the
// Declarator form for a function it has just declared, the Decl form for
// inline methods parsed after their class); with the finished body it
// delimits the region where -Werror leaves warnings of a device-only
// function's body warnings in the host compilation (DeviceBodyWarnings.h).
//
//===----------------------------------------------------------------------===//

#include "Interpose.h"
#include "scale/SemaScale.h"

#include "clang/AST/Decl.h"
#include "clang/Sema/Sema.h"

using namespace clang;

#define FINISH_FUNCTION_BODY _ZN5clang4Sema23ActOnFinishFunctionBodyEPNS_4DeclEPNS_4StmtEbb
#define START_DECLARED_DEFINITION _ZN5clang4Sema23ActOnStartOfFunctionDefEPNS_5ScopeERNS_10DeclaratorEN4llvm15MutableArrayRefIPNS_21TemplateParameterListEEEPNS_12SkipBodyInfoENS0_10FnBodyKindE
#define START_DEFINITION _ZN5clang4Sema23ActOnStartOfFunctionDefEPNS_5ScopeEPNS_4DeclEPNS_12SkipBodyInfoENS0_10FnBodyKindE

namespace {

/// The parser starts the body of \p D, unless it skips it or the body is
/// `= default` or `= delete` (no tokens of its own).
void startBody(Sema *S, Decl *D, const SkipBodyInfo *SkipBody,
               Sema::FnBodyKind Kind) {
  if (scale::SemaScale *Ext = scale::SemaScale::get(S->getASTContext()))
    if (D && Kind == Sema::FnBodyKind::Other &&
        !(SkipBody && SkipBody->ShouldSkip))
      Ext->deviceBodyWarnings().startBody(*S, D->getAsFunction());
}

} // namespace

extern "C" Decl *SCALE_REAL(START_DECLARED_DEFINITION)(
    Sema *S, Scope *FnBodyScope, Declarator *D,
    MutableArrayRef<TemplateParameterList *> TemplateParamLists,
    SkipBodyInfo *SkipBody, Sema::FnBodyKind Kind);

extern "C" Decl *SCALE_WRAP(START_DECLARED_DEFINITION)(
    Sema *S, Scope *FnBodyScope, Declarator *D,
    MutableArrayRef<TemplateParameterList *> TemplateParamLists,
    SkipBodyInfo *SkipBody, Sema::FnBodyKind Kind) {
  Decl *Started = SCALE_REAL(START_DECLARED_DEFINITION)(
      S, FnBodyScope, D, TemplateParamLists, SkipBody, Kind);
  startBody(S, Started, SkipBody, Kind);
  return Started;
}

extern "C" Decl *SCALE_REAL(START_DEFINITION)(Sema *S, Scope *FnBodyScope,
                                              Decl *D, SkipBodyInfo *SkipBody,
                                              Sema::FnBodyKind Kind);

extern "C" Decl *SCALE_WRAP(START_DEFINITION)(Sema *S, Scope *FnBodyScope,
                                              Decl *D, SkipBodyInfo *SkipBody,
                                              Sema::FnBodyKind Kind) {
  Decl *Started =
      SCALE_REAL(START_DEFINITION)(S, FnBodyScope, D, SkipBody, Kind);
  startBody(S, Started, SkipBody, Kind);
  return Started;
}

extern "C" Decl *SCALE_REAL(FINISH_FUNCTION_BODY)(Sema *S, Decl *D, Stmt *Body,
                                                  bool IsInstantiation,
                                                  bool RetainFunctionScopeInfo);

extern "C" Decl *SCALE_WRAP(FINISH_FUNCTION_BODY)(Sema *S, Decl *D, Stmt *Body,
                                                  bool IsInstantiation,
                                                  bool RetainFunctionScopeInfo) {
  if (scale::SemaScale *Ext = scale::SemaScale::get(S->getASTContext()))
    if (D) {
      Ext->deviceBodyWarnings().finishBody(*S, D, Body);
      Ext->checkFunctionBody(D->getAsFunction(), Body);
      Ext->makeSpaceConversionsLoadable(D->getAsFunction(), Body);
      Ext->annotateGenericSizedParameters(D->getAsFunction());
      Ext->makeConstParametersGridConstant(D->getAsFunction());
    }
  return SCALE_REAL(FINISH_FUNCTION_BODY)(S, D, Body, IsInstantiation,
                                          RetainFunctionScopeInfo);
}
