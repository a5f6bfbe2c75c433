//===- DeviceBodyWarnings.cpp - -Werror outside device bodies -------------===//

#include "scale/DeviceBodyWarnings.h"

#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticIDs.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Sema/Sema.h"

using namespace clang;

namespace scale {

namespace {

/// A function whose body nvcc's host compiler never sees.
bool isDeviceOnly(const FunctionDecl &FD) {
  return FD.hasAttr<CUDAGlobalAttr>() ||
         (FD.hasAttr<CUDADeviceAttr>() && !FD.hasAttr<CUDAHostAttr>());
}

} // namespace

const std::vector<unsigned> &DeviceBodyWarnings::upgradedWarnings(Sema &S) {
  if (Upgraded)
    return *Upgraded;
  Upgraded.emplace();
  DiagnosticsEngine &Diags = S.getDiagnostics();
  const DiagnosticIDs &IDs = *Diags.getDiagnosticIDs();
  std::vector<diag::kind> Warnings;
  DiagnosticIDs::getAllDiagnostics(diag::Flavor::WarningOrError, Warnings);
  for (diag::kind ID : Warnings)
    if (IDs.isWarningOrExtension(ID) && !IDs.isDefaultMappingAsError(ID) &&
        Diags.getDiagnosticLevel(ID, SourceLocation()) ==
            DiagnosticsEngine::Error)
      Upgraded->push_back(ID);
  return *Upgraded;
}

void DeviceBodyWarnings::startBody(Sema &S, const FunctionDecl *FD) {
  const LangOptions &Lang = S.getLangOpts();
  if (!FD || !Lang.CUDA || Lang.CUDAIsDevice || !isDeviceOnly(*FD) ||
      S.inTemplateInstantiation())
    return;
  SourceManager &SM = S.getSourceManager();
  // Where the region starts and ends, as written: a function that a macro
  // expands to whole (`KERNEL(name)`) has its tokens in the expansion's
  // file ID, whose diagnostic states are its own.
  SourceLocation Start = FD->getEndLoc();
  if (Start.isInvalid() || SM.isInSystemHeader(SM.getExpansionLoc(Start)) ||
      upgradedWarnings(S).empty())
    return;
  DiagnosticsEngine &Diags = S.getDiagnostics();
  Diags.pushMappings(Start);
  // A mapping given at a location is a pragma's: -Werror does not make it
  // an error.
  for (unsigned ID : *Upgraded)
    if (Diags.getDiagnosticLevel(ID, Start) == DiagnosticsEngine::Error)
      Diags.setSeverity(ID, diag::Severity::Warning, Start);
  OpenBodies.push_back({FD, Start});
}

void DeviceBodyWarnings::finishBody(Sema &S, const Decl *D, const Stmt *Body) {
  if (OpenBodies.empty() || !D ||
      OpenBodies.back().first != D->getAsFunction())
    return;
  SourceLocation Start = OpenBodies.back().second;
  OpenBodies.pop_back();
  SourceManager &SM = S.getSourceManager();
  SourceLocation End = Body ? Body->getEndLoc() : D->getEndLoc();
  // Closed where it was opened: a body that ends in another file ID than
  // its declarator (a macro's closing brace) is closed at the expansion.
  if (End.isInvalid() || SM.getFileID(End) != SM.getFileID(Start))
    End = SM.getExpansionLoc(End.isValid() ? End : Start);
  // After the closing brace, where -Wreturn-type reports, unless that is
  // the last token of a macro expansion (the next offset is another file
  // ID's).
  if (End.isFileID())
    End = End.getLocWithOffset(1);
  S.getDiagnostics().popMappings(End);
}

} // namespace scale
