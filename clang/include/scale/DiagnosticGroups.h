//===- DiagnosticGroups.h - Every diagnostic of ours, with its -W group -*- C++ -*-===//
//
// One table of scale-clang's own diagnostics. A rule violation that is not a
// C++ conversion failure (an access, a cast, a method qualifier, the host
// side of a __host__ __device__ function) is a warning that is an error by
// default, in a named group under the parent `-Wscale-addrspace`, so that
// `-Wno-error=GROUP`, `-Wno-GROUP` and `#pragma clang diagnostic` control it
// and the message ends in `[-WGROUP]` as Clang's do. Errors that leave no
// valid expression to continue with (a malformed addrspace_cast) stay hard
// errors; notes follow the diagnostic they explain. Conversion failures are
// Sema's own errors and are not here.
//
// Use:  Diag(Loc, scale::diagID(S.getDiagnostics(), scale::Diag::HostAccess))
// Add a diagnostic: one enumerator here and one row in DiagnosticGroups.cpp
// (its group, its class and its text, which must differ from every other
// row's), and its entry in docs/diagnostics.md.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_DIAGNOSTICGROUPS_H
#define SCALE_DIAGNOSTICGROUPS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <optional>

namespace clang {
class DiagnosticIDs;
class DiagnosticsEngine;
} // namespace clang

namespace scale {

/// Every diagnostic of ours. The text, class and group of each are in the
/// table in DiagnosticGroups.cpp.
enum class Diag : unsigned {
  // Accessibility (BodyChecker.cpp).
  HostAccess,      ///< a device-side object read, written or called in host code
  FlatAccess,      ///< a __flat object used without a cast
  ConstantWrite,   ///< a __constant object written or modified
  ConstantWriteInCodeGen, ///< a write the device pipeline found in constant
                          ///< memory (RejectConstantWritesPass)
  // Casts (BodyChecker.cpp, AddrspaceCast.cpp).
  ExplicitCast,        ///< C-style/functional cast that no rule allows
  AddrspaceCastSpaces, ///< addrspace_cast between spaces no cast converts
  NamedCastSpace,      ///< static/reinterpret/const_cast changing a space
  // The host side of __host__ __device__ functions (BodyChecker.cpp).
  HostDeviceConversion,
  // Qualified member functions (Hooks/MethodHooks.cpp).
  MethodQualifier,
  // CUDA runtime copies whose kind contradicts an operand
  // (MemcpyDirection.cpp): a __device operand (an error by default), an
  // object of host code (a warning by default).
  MemcpyDeviceOperand,
  MemcpyHostOperand,
  // nvcc's source forms, accepted under scale-nvcc.
  NvccMissingTemplateKeyword, ///< a dependent member template named without
                              ///< `template`, called as nvcc calls it
  NvccTemplateBeforeDestructor, ///< `x.template ~T<A>()`, the keyword
                                ///< dropped (Hooks/MissingTemplateHooks.cpp)
  NvccHostMemberDefinedDevice, ///< a member declared without an execution
                               ///< space, defined out of line `__device__`
                               ///< (Hooks/DeclarationHooks.cpp)
  NvccDeviceRedeclaredWithoutSpace, ///< a `__device__` function redeclared
                                    ///< without an execution space
                                    ///< (Hooks/DeclarationHooks.cpp)
  NvccOutOfLineTemplateMemberDefault, ///< a default argument on the
                                      ///< out-of-line definition of a
                                      ///< class template's member, dropped
                                      ///< (Hooks/DeclarationHooks.cpp)
  NvccMemberOfDependentBase, ///< an unqualified call of a dependent base's
                             ///< member in device code, called through
                             ///< `this` (Hooks/DependentBaseHooks.cpp)
  // Hard errors: the expression cannot be built.
  AddrspaceCastNeedsGlvalue,
  AddrspaceCastBitField,
  AddrspaceCastNotPointer,
  AddrspaceCastChangesType,
  CallNoViableMethodSpace,       ///< no overload's space fits the object
                                 ///< (ExpressionHooks.cpp)
  ManagedWithRdc,                ///< DeclarationHooks.cpp
  ManagedInOtherMemory,          ///< DeclarationHooks.cpp
  ManagedStaticLocal,            ///< DeclarationHooks.cpp
  ManagedAddressNotConstant,     ///< BodyChecker.cpp
  StaticSharedPointer,           ///< a variable with static storage holding
                                 ///< NVPTX __shared pointers
                                 ///< (Hooks/DeclarationHooks.cpp)
  UnlowerableAddressSpace,       ///< TargetSpaceChecker.cpp
  CheckedCastHelperMissing,      ///< CheckedCasts.cpp
  // scale-annotate's findings (clang/tools/scale-annotate).
  AnnotateHostToKernel,
  AnnotateDeviceDereference,
  AnnotateCopyDirection,
  // Notes.
  NoteMethodCandidateSpace,      ///< after CallNoViableMethodSpace
  NoteExplicitCastAllowed,
  NoteConversionExplained,
  // Notes of the driver's link step (QualifiedSymbols.h).
  NoteQualifiedDefinition,
  NoteQualifiedMangling,
  // scale-annotate: where a value came from and where it went.
  NoteAnnotateOrigin,
  NoteAnnotateFlow,
};

/// The ID of \p D in \p Diags (registered on first use).
unsigned diagID(clang::DiagnosticsEngine &Diags, Diag D);
unsigned diagID(clang::DiagnosticIDs &IDs, Diag D);

/// The parent group, `scale-addrspace`; every group of ours is under it.
llvm::StringRef parentGroup();

/// The group of \p D without `-W` (e.g. `scale-addrspace-host-access`), or
/// none for hard errors and notes.
std::optional<llvm::StringRef> groupOf(Diag D);

/// All groups under the parent, without `-W`, in table order.
llvm::ArrayRef<llvm::StringRef> childGroups();

/// Appends to \p Out the IDs (in \p IDs) of the diagnostics in \p Group,
/// the parent or a child; false if \p Group is not ours.
bool diagnosticsInGroup(clang::DiagnosticIDs &IDs, llvm::StringRef Group,
                        llvm::SmallVectorImpl<unsigned> &Out);

/// Registers every diagnostic of ours in \p IDs, in table order. Called on
/// each DiagnosticIDs as it is made while the extension is on, before any
/// other custom diagnostic: ours then have the same IDs in every table.
void registerDiagnostics(clang::DiagnosticIDs &IDs);

/// The diagnostic of ours whose ID is \p ID, in any table made while the
/// extension is on; none for every other ID.
std::optional<Diag> diagnosticOfID(unsigned ID);

/// Whether \p D is a hard error (no group, not a note).
bool isHardError(Diag D);

/// The group of the diagnostic \p ID if it is one of ours with a group.
std::optional<llvm::StringRef> groupOfID(unsigned ID);

} // namespace scale

#endif // SCALE_DIAGNOSTICGROUPS_H
