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
#include "scale/DeviceBodyWarnings.h"
#include "scale/Paths.h"

#include "clang/Sema/Ownership.h"
#include "clang/Sema/SemaBase.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace clang {
enum class CUDAFunctionTarget;
class ASTConsumer;
class ASTContext;
class Declarator;
class Expr;
class FrontendOptions;
class TypeSourceInfo;
class FunctionDecl;
class FunctionTemplateDecl;
class IdentifierInfo;
class Stmt;
class VarDecl;
class CompilerInstance;
class ModuleFileExtension;
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
  /// scale-clangd and scale-clang-tidy: the extension is available, and each
  /// CUDA/HIP compilation attaches it (on its own thread; clangd parses
  /// files concurrently). \p CollectsTokens: the tool sets the
  /// preprocessor's one token watcher itself (clangd's token buffer), so
  /// its compilations have no launch-configuration watcher of ours.
  static void enableInTools(bool CollectsTokens);
  static bool inTools();
  static bool toolCollectsTokens();

  /// The extension attached to \p Ctx, or null when the extension is off or
  /// \p Ctx is not the context of the compilation (modules, importers).
  /// Every hook asks first: inline.
  static SemaScale *get(const clang::ASTContext &Ctx) {
    SemaScale *Ext = current();
    return Ext && Ext->Context == &Ctx ? Ext : nullptr;
  }
  /// The extension of the running compilation, or null.
  static SemaScale *current() { return Enabled ? Active : nullptr; }

  /// The AST consumer that attaches the extension to the Sema of \p CI.
  static std::unique_ptr<clang::ASTConsumer>
  createConsumer(clang::CompilerInstance &CI);

  explicit SemaScale(clang::Sema &S);
  ~SemaScale();

  clang::Sema &sema() const { return S; }

  /// Whether `__NVCC__` is defined now (scale-nvcc defines it; code may
  /// undefine it), whether the extension is on or off. Asked only by the
  /// hooks without which the toolkit's headers, which take nvcc's paths
  /// under `__NVCC__`, do not compile (CCCL's `__host__ __device__`
  /// `__assert_fail`, its `__shared__` barriers, nvcc's redeclarations):
  /// scale-nvcc with -fno-scale-addrspaces still compiles them. Asked on
  /// every function declaration: the identifier is looked up once, with
  /// the extension on.
  static bool nvccMacroDefined(clang::Sema &S);

  /// scale-nvcc's nvcc mode: a CUDA compilation with the extension on and
  /// `__NVCC__` defined now. Every other hook that accepts nvcc-only source
  /// upstream rejects asks this, so that with -fno-scale-addrspaces such
  /// source gets upstream's diagnostics.
  static bool nvccMode(clang::Sema &S);

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
  /// A function defined in a system header other than libscale's (the CUDA
  /// toolkit, CCCL, libstdc++) is held to the rules of a side only once it
  /// is emitted there, like a __host__ __device__ function: its errors are
  /// deferred, with "called by" notes, and dropped on the side that never
  /// emits it.
  clang::SemaBase::SemaDiagnosticBuilder diagnose(clang::SourceLocation Loc,
                                                  unsigned DiagID) const;

  /// True for a location in a system header other than libscale's.
  bool isForeignSystemLocation(clang::SourceLocation Loc) const;
  /// The current function (a lambda's call operator too), if it is defined
  /// in a foreign system header, __host__ __device__ or not. Every
  /// expression of a body asks, so the answer for the last function asked
  /// about is kept.
  const clang::FunctionDecl *currentForeignSystemFunction() const;
  /// Whether code at \p Loc, in Sema's current context, is in a foreign
  /// system header: inside a function body the function's location decides
  /// (asked once per context), elsewhere \p Loc's.
  bool inForeignSystemCode(clang::SourceLocation Loc) const;

  /// While true, the conversion hook answers with the explicit-conversion
  /// rules: a static_cast or reinterpret_cast written in a foreign system
  /// header may perform every explicit conversion (see CastHooks.cpp).
  bool inSystemHeaderCast() const { return SystemHeaderCasts != 0; }
  struct SystemHeaderCastScope {
    SemaScale *Ext;
    explicit SystemHeaderCastScope(SemaScale *Ext) : Ext(Ext) {
      if (Ext)
        ++Ext->SystemHeaderCasts;
    }
    ~SystemHeaderCastScope() {
      if (Ext)
        --Ext->SystemHeaderCasts;
    }
  };

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

  /// The space most recently given to a type by a qualifier, for the
  /// "multiple address spaces specified" error, which names only the
  /// second space upstream: the first is the one the type already has.
  void noteQualifiedSpace(AddrSpace AS) { LastQualifiedSpace = AS; }
  std::optional<AddrSpace> lastQualifiedSpace() const {
    return LastQualifiedSpace;
  }

  /// While set, `__AS(GENERIC)` keeps generic's qualifier number instead of
  /// meaning the unqualified type: partial specialisations on `__AS(AS) T`
  /// are matched against stand-ins in that numbered space, and the
  /// substituted arguments must equal them (TemplateHooks.cpp).
  bool keepsGenericNumber() const { return KeepGenericNumber; }
  bool setKeepGenericNumber(bool Keep) {
    return std::exchange(KeepGenericNumber, Keep);
  }

  /// A member function template qualified with `__AS(AS)`, AS one of its
  /// template parameters, cannot carry the space in its type until AS is
  /// known: the index of AS among the template's parameters is kept here,
  /// from the declarator (while its type is built) to the declaration, and
  /// read when a call deduces AS from the object. It is state outside the
  /// AST: a precompiled header carries it in an extension block
  /// (MethodQualifierStore.cpp).
  void keepMethodQualifier(const clang::Declarator *D, unsigned Parameter) {
    PendingMethodQualifiers[D] = Parameter;
  }
  void attachMethodQualifier(const clang::Declarator *D,
                             const clang::FunctionDecl *FD) {
    if (auto It = PendingMethodQualifiers.find(D);
        It != PendingMethodQualifiers.end()) {
      MethodQualifiers[FD] = It->second;
      PendingMethodQualifiers.erase(It);
    }
  }
  /// Per function template, whether deduction for a call rewrites the
  /// types of its parameters (TemplateHooks.cpp), known once asked.
  llvm::DenseMap<const clang::FunctionTemplateDecl *, bool> &
  parameterRewrites() {
    return ParameterRewrites;
  }
  /// The index of the template parameter that qualifies \p FD (the
  /// templated declaration of a member function template), declared in
  /// this compilation or read from a precompiled header.
  std::optional<unsigned>
  methodQualifierParameter(const clang::FunctionDecl *FD) const;
  /// The qualifiers declared in this compilation, for the AST writer.
  const llvm::DenseMap<const clang::FunctionDecl *, unsigned> &
  declaredMethodQualifiers() const {
    return MethodQualifiers;
  }

  /// Converts two pointer operands of a conditional operator to the
  /// composite space when it is neither operand's own.
  void convertToCompositeSpace(clang::Expr *&LHS, clang::Expr *&RHS);
  /// Converts two glvalue operands of a conditional operator, of one type
  /// in different spaces, to glvalues of the composite space when it is
  /// neither operand's own.
  void convertGlvaluesToCompositeSpace(clang::Expr *&LHS, clang::Expr *&RHS);

  /// Converts the arguments of a call that are pointers into a named space
  /// (or arrays in one) to generic where the context allows it: those of a
  /// builtin whose parameter is a generic pointer, and those passed through
  /// `...` (GenericOperands.cpp).
  void convertCallPointerArguments(clang::Expr *Callee,
                                   llvm::MutableArrayRef<clang::Expr *> Args);
  /// Converts the input operands of an asm statement that are pointers into
  /// a named space to generic where the context allows it
  /// (GenericOperands.cpp).
  void convertAsmPointerInputs(llvm::MutableArrayRef<clang::Expr *> Inputs);
  /// \p E, a pointer into a named space or an array in one, converted to a
  /// generic pointer where the context allows it; else \p E.
  clang::Expr *asGenericPointer(clang::Expr *E);
  /// Whether \p Object (an array: its elements) is in a named space that
  /// converts implicitly to generic in the current context.
  bool namedSpaceConvertsToGeneric(clang::QualType Object) const;

  /// Builds `addrspace_cast<DestType>(E)`: a pointer or reference cast that
  /// may change only the address space of the outermost pointee or of the
  /// referenced type, by the explicit-conversion rules.
  clang::ExprResult buildAddrspaceCast(clang::SourceLocation OpLoc,
                                       clang::TypeSourceInfo *DestInfo,
                                       clang::Expr *E,
                                       clang::SourceRange AngleBrackets,
                                       clang::SourceRange Parens);

  /// Checks a C-style or functional cast as Sema builds it, so that a cast
  /// between two named spaces is an error wherever it is written: in
  /// bodies, array bounds, default arguments, default member initializers,
  /// unevaluated operands, and templates that are never instantiated (a
  /// cast whose types do not depend on template parameters, in a function
  /// template or generic lambda of one side). Casts of dependent types are
  /// left to the body checker's instantiations, and substitution failures
  /// are Sema's.
  void checkBuiltExplicitCast(clang::ExplicitCastExpr *E);
  /// A cast that checkBuiltExplicitCast has already reported.
  bool isReportedCast(const clang::Expr *E) const {
    return ReportedCasts.contains(E);
  }
  /// Whether an invalid cast from \p From to \p To at \p Loc is reported
  /// now. In a template's definition (a dependent context), a cast between
  /// spaces that its types fix is reported there, at once (an explicit
  /// conversion is invalid on every side, and both compilations report a
  /// function's invalid casts, as they do an instantiation's), not in
  /// foreign system headers (whose errors wait for an emitted
  /// instantiation), and not again by the instantiations, whose casts are
  /// at the same place.
  bool reportsCastHere(clang::SourceLocation Loc, AddrSpace From,
                       AddrSpace To);
  /// Whether a template's definition reported the cast at \p Loc.
  bool reportedInDefinition(clang::SourceLocation Loc, AddrSpace From,
                            AddrSpace To) const;

  /// Checks a finished, non-dependent function body against the rules that
  /// Sema's own checks do not cover: explicit casts, accessibility, and the
  /// host side of __host__ __device__ functions.
  void checkFunctionBody(clang::FunctionDecl *FD, clang::Stmt *Body);
  /// Checks the bodies that checkFunctionBody postponed, those of functions
  /// that may be emitted; called once, at the end of the translation unit,
  /// after the last template instantiation and before Clang emits its
  /// deferred diagnostics.
  void checkPostponedBodies();

  /// Gives every glvalue address-space conversion of a scalar object in
  /// \p Body, the finished body of \p FD, a parent through which CodeGen
  /// reads it (LoadableSpaceConversions.cpp).
  void makeSpaceConversionsLoadable(const clang::FunctionDecl *FD,
                                    clang::Stmt *Body);

  /// -fscale-short-pointers: set by cc1 for the compilation about to run.
  static void setShortPointers(bool Enabled);
  /// The Clang address space of types in \p AS in this compilation: its
  /// qualifier number, or its generic-sized form where the target's own
  /// pointers to \p AS are short (usesGenericSizedForm).
  clang::LangAS typeAddressSpace(AddrSpace AS) const;

  /// Annotates the parameters of \p FD, a finished function definition,
  /// whose types point into the generic-sized form of a space, for
  /// ParameterSpacesPass (llvm/), which gives accesses through them their
  /// space.
  void annotateGenericSizedParameters(clang::FunctionDecl *FD) const;

  /// Makes the `const` by-value struct parameters of \p FD, a finished
  /// NVPTX kernel definition, `__grid_constant__` (none of their members
  /// mutable, sm_70 and above): NVPTX then gives a pointer to one its
  /// kernel-parameter address (cvta.param) instead of copying the struct
  /// into local memory first.
  void makeConstParametersGridConstant(clang::FunctionDecl *FD) const;

  /// -fscale-checked-casts: set by cc1 for the compilation about to run.
  static void setCheckedCasts(bool Enabled);
  static bool checkedCasts();

  /// With -fscale-checked-casts, passes the operand of every checked
  /// down-cast (isCheckedDownCast) in \p Body through libscale's run-time
  /// check; \p FD, of CUDA target \p Target, must be a finished,
  /// non-dependent function emitted on the side being compiled. See
  /// CheckedCasts.cpp.
  void instrumentCheckedCasts(clang::FunctionDecl *FD,
                              clang::CUDAFunctionTarget Target,
                              clang::Stmt *Body);

  /// Checks the initializer of a namespace-scope or static member variable:
  /// device code for __device__, __shared__ and __constant__ variables, host
  /// code for the others (the rules' contexts).
  void checkVariableInitializer(clang::VarDecl *VD);

  /// In a device compilation, reports every type of the translation unit
  /// qualified with an address_space(N) that the target cannot lower.
  void checkTargetAddressSpaces();
  /// Sema formed a type in an address_space(N) that is none of the
  /// qualifiers': only then has checkTargetAddressSpaces anything to find in
  /// the types built by this compilation (walking every type of a
  /// translation unit costs about 1% of its compile time).
  void noteOtherTargetSpace() { SawOtherTargetSpace = true; }

  /// Warnings that -Werror leaves warnings in device-only bodies of the
  /// host compilation, as nvcc's host compiler never sees those bodies.
  DeviceBodyWarnings &deviceBodyWarnings() { return BodyWarnings; }

private:
  /// A __host__ __device__ function, or a function defined in a foreign
  /// system header: Sema checks its conversions with the device rules and
  /// the body checker reports the host side through deferred diagnostics.
  bool inDeferredFunction() const;
  /// The current function, if it is defined in a foreign system header and
  /// is not __host__ __device__ (Clang already defers for those).
  const clang::FunctionDecl *foreignSystemFunction() const;
  /// Whether diagnose() drops every diagnostic in the current function: one
  /// of a foreign system header that this side discards (a host function in
  /// the device pass, a device function in the host pass).
  bool dropsDiagnostics() const;
  bool discardedHere(clang::CUDAFunctionTarget Target) const;
  /// Whether the check of \p FD's finished body waits for the end of the
  /// translation unit (BodyChecker.cpp).
  bool postponesBodyCheck(const clang::FunctionDecl *FD) const;
  /// The context of code in a function of \p Target (\p InFunction), or
  /// outside functions with Sema's current target.
  ExecContext contextOfTarget(clang::CUDAFunctionTarget Target,
                              bool InFunction) const;

  static inline bool Enabled = false;
  /// The extension of the compilation on this thread (constant-initialized:
  /// read without a wrapper call).
  static inline thread_local SemaScale *Active = nullptr;

  clang::Sema &S;
  /// S's context, compared by get().
  const clang::ASTContext *Context;
  const clang::IdentifierInfo *NvccMacro;
  /// The extension that was active before this one (the importer's, while
  /// a module is built).
  SemaScale *Outer;
  std::optional<RejectedConversion> Rejected;
  std::optional<AddrSpace> LastQualifiedSpace;
  bool KeepGenericNumber = false;
  llvm::DenseMap<const clang::Declarator *, unsigned> PendingMethodQualifiers;
  llvm::DenseMap<const clang::FunctionDecl *, unsigned> MethodQualifiers;
  llvm::DenseMap<const clang::FunctionTemplateDecl *, bool> ParameterRewrites;
  unsigned SystemHeaderCasts = 0;
  bool SawOtherTargetSpace = false;
  llvm::DenseSet<const clang::Expr *> ReportedCasts;
  /// Casts reported in a template's definition: location and spaces.
  llvm::DenseSet<std::tuple<unsigned, unsigned, unsigned>> DefinitionCasts;
  /// Bodies of foreign system functions whose check waits for the end of
  /// the translation unit, while PostponingBodies.
  std::vector<std::pair<clang::FunctionDecl *, clang::Stmt *>> PostponedBodies;
  bool PostponingBodies = false;
  /// Per file: is it a system header other than libscale's?
  mutable llvm::DenseMap<unsigned, bool> ForeignSystemFiles;
  /// currentForeignSystemFunction's answer for Sema's last context asked
  /// about.
  mutable const clang::DeclContext *LastAskedContext = nullptr;
  mutable bool InFunctionOfLastContext = false;
  mutable const clang::FunctionDecl *ForeignFunctionOfLastContext = nullptr;
  mutable RealDirectoryFilter LibscaleFiles;
  DeviceBodyWarnings BodyWarnings;
};

/// The extension block of precompiled headers that carries the method
/// qualifiers kept outside the AST; added to every compilation with the
/// extension on (MethodQualifierStore.cpp).
std::shared_ptr<clang::ModuleFileExtension> createMethodQualifierStore();

/// Whether \p Options carry that block: whether the compilation was set up
/// with the extension on.
bool hasMethodQualifierStore(const clang::FrontendOptions &Options);

/// The qualifier parameter of \p FD as read from a precompiled header.
std::optional<unsigned> loadedMethodQualifier(const clang::FunctionDecl *FD);

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
