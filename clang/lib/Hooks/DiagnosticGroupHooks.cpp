//===- DiagnosticGroupHooks.cpp - -W names for our diagnostics ------------===//
//
// Clang finds the diagnostics of a -W group by name in one function,
// DiagnosticIDs::getDiagnosticsInGroup: command-line -W/-Wno-/-Wno-error=
// options (ProcessWarningOptions, DiagnosticsEngine::setSeverityForGroup and
// setDiagnosticGroupWarningAsError), `#pragma clang diagnostic` and
// `__has_warning` all ask it. Printers and clangd ask
// DiagnosticIDs::getWarningOptionForDiag for the `[-Wgroup]` of a message.
// Both answer our groups from the table in DiagnosticGroups.cpp while the
// extension is on, and are upstream's otherwise.
//
//===----------------------------------------------------------------------===//

#include "Interpose.h"
#include "scale/DiagnosticGroups.h"
#include "scale/SemaScale.h"

#include "clang/Basic/DiagnosticIDs.h"

using namespace clang;

#define GET_DIAGNOSTICS_IN_GROUP                                               \
  _ZNK5clang13DiagnosticIDs21getDiagnosticsInGroupENS_4diag6FlavorEN4llvm9StringRefERNS3_15SmallVectorImplIjEE
#define GET_WARNING_OPTION_FOR_DIAG                                            \
  _ZN5clang13DiagnosticIDs23getWarningOptionForDiagEj

extern "C" bool SCALE_REAL(GET_DIAGNOSTICS_IN_GROUP)(
    const DiagnosticIDs *IDs, diag::Flavor Flavor, llvm::StringRef Group,
    llvm::SmallVectorImpl<diag::kind> &Diags);
extern "C" llvm::StringRef
SCALE_REAL(GET_WARNING_OPTION_FOR_DIAG)(DiagnosticIDs *IDs, unsigned DiagID);

// Returns true when Group is unknown, as the original does.
extern "C" bool SCALE_WRAP(GET_DIAGNOSTICS_IN_GROUP)(
    const DiagnosticIDs *IDs, diag::Flavor Flavor, llvm::StringRef Group,
    llvm::SmallVectorImpl<diag::kind> &Diags) {
  if (scale::SemaScale::isEnabled() && Flavor == diag::Flavor::WarningOrError &&
      scale::diagnosticsInGroup(const_cast<DiagnosticIDs &>(*IDs), Group,
                                Diags))
    return false;
  return SCALE_REAL(GET_DIAGNOSTICS_IN_GROUP)(IDs, Flavor, Group, Diags);
}

extern "C" llvm::StringRef
SCALE_WRAP(GET_WARNING_OPTION_FOR_DIAG)(DiagnosticIDs *IDs, unsigned DiagID) {
  if (scale::SemaScale::isEnabled())
    if (std::optional<llvm::StringRef> Group = scale::groupOfID(*IDs, DiagID))
      return *Group;
  return SCALE_REAL(GET_WARNING_OPTION_FOR_DIAG)(IDs, DiagID);
}
