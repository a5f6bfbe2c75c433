//===- SemaScale.h - Sema extension for scale address spaces --*- C++ -*-===//
//
// The state of the extension for one compilation and the questions the hooks
// ask Sema: is the extension on, which Sema runs, and in which context
// (host or device) the code being checked runs. The rules themselves live in
// AddrSpaceModel.h.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_SEMASCALE_H
#define SCALE_SEMASCALE_H

#include "scale/AddrSpaceModel.h"

#include "clang/Sema/Ownership.h"
#include "clang/Sema/SemaBase.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
#include <optional>
#include <utility>
#include <string>

namespace clang {
class ASTConsumer;
class ASTContext;
class Declarator;
class Expr;
class TypeSourceInfo;
class FunctionDecl;
class Stmt;
class VarDecl;
class CompilerInstance;
class DiagnosticsEngine;
class Preprocessor;
class QualType;
class Sema;
} // namespace clang

namespace scale {

/// The extension of the running cc1 invocation. cc1 runs one compilation
/// per process at a time, so there is at most one.
class SemaScale {
public:
  /// Turns the extension on or off for the compilation about to run; off is
  /// upstream Clang: every hook then forwards to the original.
  static void setEnabled(bool Enabled);
  static bool isEnabled();

  /// The extension attached to \p Ctx, or null when the extension is off or
  /// \p Ctx is not the context of the compilation (modules, importers).
  static SemaScale *get(const clang::ASTContext &Ctx);
  /// The extension of the running compilation, or null.
  static SemaScale *current();

  /// The AST consumer that attaches the extension to Sema.
  static std::unique_ptr<clang::ASTConsumer> createConsumer();

  explicit SemaScale(clang::Sema &S);
  ~SemaScale();

  clang::Sema &sema() const { return S; }

  /// The context of the code Sema is checking now: the function being
  /// parsed or instantiated, or the initializer of a variable. A
  /// __host__ __device__ function runs on the side being compiled.
  ExecContext currentContext() const;

  /// The context whose rules decide implicit conversions while Sema checks
  /// code. A __host__ __device__ body gets the device rules on both sides:
  /// whether its host side breaks the host rules is known only once it is
  /// known to be emitted for the host, so checkFunctionBody reports that
  /// through Clang's deferred diagnostics.
  ExecContext conversionContext() const;

  /// Reports \p DiagID at \p Loc as an error of the code being checked:
  /// immediately in host and device functions, and for a
  /// __host__ __device__ function only once it is emitted on this side
  /// (SemaCUDA's deferred diagnostics, with "called by" notes).
  clang::SemaBase::SemaDiagnosticBuilder diagnose(clang::SourceLocation Loc,
                                                  unsigned DiagID) const;

  /// An implicit conversion that the model refused while Sema was checking
  /// code, for the note that explains Sema's next error.
  struct RejectedConversion {
    AddrSpace From, To;
    ExecContext Context;
  };
  void recordRejectedConversion(const RejectedConversion &R) {
    Rejected = R;
  }
  /// The refusal recorded since the last diagnostic, if any; forgets it.
  std::optional<RejectedConversion> takeRejectedConversion() {
    return std::exchange(Rejected, std::nullopt);
  }

  /// A member function template qualified with `__AS(AS)`, AS one of its
  /// template parameters, cannot carry the space in its type until AS is
  /// known: the qualifier is kept here, from the declarator (while its type
  /// is built) to the declaration, and read when a call deduces AS from the
  /// object.
  void keepMethodQualifier(const clang::Declarator *D, clang::Expr *E) {
    PendingMethodQualifiers[D] = E;
  }
  void attachMethodQualifier(const clang::Declarator *D,
                             const clang::FunctionDecl *FD) {
    if (auto It = PendingMethodQualifiers.find(D);
        It != PendingMethodQualifiers.end()) {
      MethodQualifiers[FD] = It->second;
      PendingMethodQualifiers.erase(It);
    }
  }
  clang::Expr *methodQualifier(const clang::FunctionDecl *FD) const {
    auto It = MethodQualifiers.find(FD);
    return It == MethodQualifiers.end() ? nullptr : It->second;
  }

  /// Converts two pointer operands of a conditional operator to the
  /// composite space when it is neither operand's own.
  void convertToCompositeSpace(clang::Expr *&LHS, clang::Expr *&RHS);

  /// Builds `addrspace_cast<DestType>(E)`: a pointer or reference cast that
  /// may change only the address space of the outermost pointee or of the
  /// referenced type, by the explicit-conversion rules.
  clang::ExprResult buildAddrspaceCast(clang::SourceLocation OpLoc,
                                       clang::TypeSourceInfo *DestInfo,
                                       clang::Expr *E,
                                       clang::SourceRange AngleBrackets,
                                       clang::SourceRange Parens);

  /// Checks a finished, non-dependent function body against the rules that
  /// Sema's own checks do not cover: explicit casts, accessibility, and the
  /// host side of __host__ __device__ functions.
  void checkFunctionBody(clang::FunctionDecl *FD, clang::Stmt *Body);

  /// -fscale-checked-casts: set by cc1 for the compilation about to run.
  static void setCheckedCasts(bool Enabled);
  static bool checkedCasts();

  /// With -fscale-checked-casts, passes the operand of every checked
  /// down-cast (isCheckedDownCast) in \p Body through libscale's run-time
  /// check; \p FD must be a finished, non-dependent function emitted on the
  /// side being compiled. See CheckedCasts.cpp.
  void instrumentCheckedCasts(clang::FunctionDecl *FD, clang::Stmt *Body);

  /// Checks the initializer of a namespace-scope or static member variable:
  /// device code for __device__, __shared__ and __constant__ variables, host
  /// code for the others (the rules' contexts).
  void checkVariableInitializer(clang::VarDecl *VD);

private:
  bool inHostDeviceFunction() const;

  clang::Sema &S;
  std::optional<RejectedConversion> Rejected;
  llvm::DenseMap<const clang::Declarator *, clang::Expr *>
      PendingMethodQualifiers;
  llvm::DenseMap<const clang::FunctionDecl *, clang::Expr *> MethodQualifiers;
};

/// Replaces `__attribute__((address_space(N)))` by the keyword of N in a
/// diagnostic's text, and drops an "(aka 'T')" that then repeats the type.
std::string spellAddressSpaces(llvm::StringRef Message);

/// Makes every diagnostic of \p Diags spell address spaces with the
/// extension's keywords: types in arguments, and text that Sema printed
/// itself (static_assert requirements, template arguments).
void spellAddressSpacesInDiagnostics(clang::DiagnosticsEngine &Diags);

/// Prepares a preprocessor of a compilation with the extension on: the
/// `addrspace_cast` keyword, and qualifier macros that do not expand inside
/// system headers (other than libscale's), whose reserved identifiers may be
/// spelled alike.
void attachPreprocessor(clang::Preprocessor &PP);

} // namespace scale

#endif // SCALE_SEMASCALE_H
