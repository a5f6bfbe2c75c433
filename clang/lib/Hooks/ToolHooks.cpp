//===- ToolHooks.cpp - Our diagnostics named as compiler diagnostics ------===//
//
// scale-clang-tidy and scale-clangd only. clang-tidy names a diagnostic
// after its -W group ("clang-diagnostic-GROUP"), else after the check that
// registered its ID, else after its level ("clang-diagnostic-error").
// clangd publishes a built-in diagnostic with source "clang" and any other
// one it can name with source "clang-tidy". Our diagnostics are compiler
// diagnostics with custom IDs: the warning forms are named after their group
// (DiagnosticGroupHooks.cpp); here the hard errors are named as clang-tidy
// names a compiler error, in clangd too, and clangd publishes every compiler
// diagnostic that is not built in (a "clang-diagnostic-" name) with source
// "clang" and without the link to a clang-tidy check's page, which there is
// not.
//
// clangd's hover (Hover.cpp, its own copy of Type::getPointeeType, a
// `redefine` entry of InterposedSymbols.txt) sees a pointee in a dependent
// address space as the type without that space: it hovers `this` through
// the pointee's class declaration, which `this` of a method qualified
// `__AS(AS)` would otherwise not have.
//
//===----------------------------------------------------------------------===//

#include "Interpose.h"
#include "scale/DiagnosticGroups.h"
#include "scale/SemaScale.h"

#include "clang/AST/Type.h"
#include "llvm/Support/JSON.h"

#include <string>

namespace clang {
namespace tidy {
class ClangTidyContext;
} // namespace tidy
namespace clangd {
struct PublishDiagnosticsParams;
} // namespace clangd
} // namespace clang

using namespace clang;

#define GET_CHECK_NAME                                                         \
  _ZNK5clang4tidy16ClangTidyContext12getCheckNameB5cxx11Ej
#define PUBLISH_DIAGNOSTICS_TO_JSON                                            \
  _ZN5clang6clangd6toJSONERKNS0_24PublishDiagnosticsParamsE

extern "C" std::string SCALE_REAL(GET_CHECK_NAME)(
    const tidy::ClangTidyContext *Context, unsigned DiagID);
extern "C" llvm::json::Value SCALE_REAL(PUBLISH_DIAGNOSTICS_TO_JSON)(
    const clangd::PublishDiagnosticsParams &Params);

// clangd asks for the name of every diagnostic it has no built-in name for;
// without one, our hard errors would have neither name nor source.
extern "C" std::string SCALE_WRAP(GET_CHECK_NAME)(
    const tidy::ClangTidyContext *Context, unsigned DiagID) {
  if (scale::SemaScale::isEnabled())
    if (std::optional<scale::Diag> D = scale::diagnosticOfID(DiagID);
        D && scale::isHardError(*D))
      return "clang-diagnostic-error";
  return SCALE_REAL(GET_CHECK_NAME)(Context, DiagID);
}

extern "C" llvm::json::Value SCALE_WRAP(PUBLISH_DIAGNOSTICS_TO_JSON)(
    const clangd::PublishDiagnosticsParams &Params) {
  llvm::json::Value Published = SCALE_REAL(PUBLISH_DIAGNOSTICS_TO_JSON)(Params);
  llvm::json::Object *Notification = Published.getAsObject();
  if (!scale::SemaScale::isEnabled() || !Notification)
    return Published;
  if (llvm::json::Array *Diagnostics = Notification->getArray("diagnostics"))
    for (llvm::json::Value &Entry : *Diagnostics) {
      llvm::json::Object *Diagnostic = Entry.getAsObject();
      if (!Diagnostic)
        continue;
      std::optional<llvm::StringRef> Code = Diagnostic->getString("code");
      if (Code && Code->starts_with("clang-diagnostic-") &&
          Diagnostic->getString("source") == "clang-tidy") {
        (*Diagnostic)["source"] = "clang";
        // The link is to the page of a clang-tidy check of that name.
        Diagnostic->erase("codeDescription");
      }
    }
  return Published;
}

extern "C" QualType scale_hoverPointeeType(const Type *Pointer) {
  QualType Pointee = Pointer->getPointeeType();
  if (Pointee.isNull())
    return Pointee;
  if (const auto *Dependent = Pointee->getAs<DependentAddressSpaceType>())
    return Dependent->getPointeeType().withFastQualifiers(
        Pointee.getLocalFastQualifiers());
  return Pointee;
}
