//===- DiagnosticGroupHooks.cpp - -W names for our diagnostics ------------===//
//
// Clang finds the diagnostics of a -W group by name in one function,
// DiagnosticIDs::getDiagnosticsInGroup: command-line -W/-Wno-/-Wno-error=
// options (ProcessWarningOptions, DiagnosticsEngine::setSeverityForGroup and
// setDiagnosticGroupWarningAsError), `#pragma clang diagnostic` and
// `__has_warning` all ask it. Printers and clangd ask
// DiagnosticIDs::getWarningOptionForDiag for the `[-Wgroup]` of a message,
// and DiagnosticIDs::getNearestOption for "did you mean". They answer our
// groups from the table in DiagnosticGroups.cpp while the extension is on,
// and are upstream's otherwise. Every DiagnosticIDs made while the extension
// is on starts with our diagnostics, so that they have one ID per process
// (DiagnosticGroups.cpp says why clang-tidy needs it).
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
#define DIAGNOSTIC_IDS_CONSTRUCTOR _ZN5clang13DiagnosticIDsC1Ev
#define GET_NEAREST_OPTION                                                     \
  _ZN5clang13DiagnosticIDs16getNearestOptionENS_4diag6FlavorEN4llvm9StringRefE

extern "C" bool SCALE_REAL(GET_DIAGNOSTICS_IN_GROUP)(
    const DiagnosticIDs *IDs, diag::Flavor Flavor, llvm::StringRef Group,
    llvm::SmallVectorImpl<diag::kind> &Diags);
extern "C" llvm::StringRef
SCALE_REAL(GET_WARNING_OPTION_FOR_DIAG)(DiagnosticIDs *IDs, unsigned DiagID);
extern "C" llvm::StringRef SCALE_REAL(GET_NEAREST_OPTION)(diag::Flavor Flavor,
                                                         llvm::StringRef Group);

extern "C" void SCALE_REAL(DIAGNOSTIC_IDS_CONSTRUCTOR)(DiagnosticIDs *IDs);

extern "C" void SCALE_WRAP(DIAGNOSTIC_IDS_CONSTRUCTOR)(DiagnosticIDs *IDs) {
  SCALE_REAL(DIAGNOSTIC_IDS_CONSTRUCTOR)(IDs);
  if (scale::SemaScale::isEnabled())
    scale::registerDiagnostics(*IDs);
}

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
    if (std::optional<llvm::StringRef> Group = scale::groupOfID(DiagID))
      return *Group;
  return SCALE_REAL(GET_WARNING_OPTION_FOR_DIAG)(IDs, DiagID);
}

// "did you mean" for a misspelt group: ours when one is nearer than
// upstream's suggestion.
extern "C" llvm::StringRef SCALE_WRAP(GET_NEAREST_OPTION)(diag::Flavor Flavor,
                                                         llvm::StringRef Group) {
  llvm::StringRef Best = SCALE_REAL(GET_NEAREST_OPTION)(Flavor, Group);
  if (!scale::SemaScale::isEnabled() || Flavor != diag::Flavor::WarningOrError)
    return Best;
  unsigned BestDistance =
      Best.empty() ? Group.size() + 1 : Best.edit_distance(Group);
  llvm::SmallVector<llvm::StringRef, 8> Ours(scale::childGroups());
  Ours.push_back(scale::parentGroup());
  for (llvm::StringRef Candidate : Ours) {
    unsigned Distance = Candidate.edit_distance(Group);
    if (Distance < BestDistance) {
      Best = Candidate;
      BestDistance = Distance;
    }
  }
  return Best;
}
