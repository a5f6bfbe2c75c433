//===- Diagnostics.cpp - Address spaces spelled as keywords ---------------===//
//
// Clang prints a target address space as `__attribute__((address_space(N)))`,
// in type arguments and in text Sema builds itself. Users wrote `__device`, so
// every diagnostic passes through a consumer that rewrites the finished
// message before the real consumer (the printer, or -verify) sees it.
//
//===----------------------------------------------------------------------===//

#include "scale/DiagnosticGroups.h"
#include "scale/SemaScale.h"
#include "scale/Transforms/AddrSpace/ConstantWrites.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticFrontend.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/Support/Regex.h"

using namespace clang;

namespace scale {

// Replaces every match of \p Pattern, whose first group is an address-space
// number, by \p Quote, the keyword, \p Quote.
static std::string spellNumbers(StringRef Text, const llvm::Regex &Pattern,
                                StringRef Prefix, StringRef Quote) {
  std::string Spelled;
  SmallVector<StringRef, 3> Match;
  StringRef Rest = Text;
  while (Pattern.match(Rest, &Match)) {
    size_t At = Match[0].data() - Rest.data();
    Spelled += Rest.substr(0, At);
    unsigned Number = 0;
    std::optional<AddrSpace> AS;
    if (!Match[1].getAsInteger(10, Number))
      AS = classify(getLangASFromTargetAS(Number));
    if (AS)
      Spelled += (Prefix + Quote + spelling(*AS) + Quote).str();
    else
      Spelled += Match[0];
    Rest = Rest.substr(At + Match[0].size());
  }
  Spelled += Rest;
  return Spelled;
}

std::string spellAddressSpaces(StringRef Message) {
  // In types: `__attribute__((address_space(1))) int *`.
  static const llvm::Regex Attribute(
      "__attribute__\\(\\(address_space\\(([0-9]+)\\)\\)\\)");
  // In Sema's own words: "pointer to address space '1'".
  static const llvm::Regex Named("address space '([0-9]+)'");
  std::string Spelled = spellNumbers(
      spellNumbers(Message, Attribute, "", ""), Named, "address space ", "'");
  SmallVector<StringRef, 3> Match;
  StringRef Rest;

  // A space that is a template parameter or an expression of one, in a
  // dependent type (`T __attribute__((address_space(AS)))`): as written,
  // `__AS(AS)`.
  static const llvm::Regex Dependent(
      "__attribute__\\(\\(address_space\\(([^()]*(\\([^()]*\\)[^()]*)*)\\)\\)\\)");
  std::string Templated;
  Rest = Spelled;
  while (Dependent.match(Rest, &Match)) {
    size_t At = Match[0].data() - Rest.data();
    Templated += Rest.substr(0, At);
    Templated += ("__AS(" + Match[1] + ")").str();
    Rest = Rest.substr(At + Match[0].size());
  }
  Templated += Rest;
  Spelled = std::move(Templated);

  static const llvm::Regex Aka("'([^']*)' \\(aka '([^']*)'\\)");
  std::string Collapsed;
  Rest = Spelled;
  while (Aka.match(Rest, &Match)) {
    size_t At = Match[0].data() - Rest.data();
    Collapsed += Rest.substr(0, At);
    Collapsed += Match[1] == Match[2] ? ("'" + Match[1] + "'").str()
                                      : Match[0].str();
    Rest = Rest.substr(At + Match[0].size());
  }
  Collapsed += Rest;
  return Collapsed;
}

// Upstream's "multiple address spaces specified for type" names neither
// space. The second is the attribute at the error's location (our keywords
// expand to `address_space(N)`); the first is the one the type already had,
// the space most recently given to a type.
static std::optional<std::string>
namedMultipleSpaces(const Diagnostic &Info, StringRef Message) {
  SemaScale *Ext = SemaScale::current();
  if (Info.getID() != diag::err_attribute_address_multiple_qualifiers ||
      !Ext || !Info.hasSourceManager() || !Info.getLocation().isValid())
    return std::nullopt;
  const SourceManager &SM = Info.getSourceManager();
  bool Invalid = false;
  const char *Text =
      SM.getCharacterData(SM.getSpellingLoc(Info.getLocation()), &Invalid);
  if (Invalid || !Text)
    return std::nullopt;
  StringRef Written(Text, strnlen(Text, 64));
  if (!Written.consume_front("address_space("))
    return std::nullopt;
  unsigned Number = 0;
  if (Written.consumeInteger(10, Number))
    return std::nullopt;
  std::optional<AddrSpace> Second = classify(getLangASFromTargetAS(Number));
  std::optional<AddrSpace> First = Ext->lastQualifiedSpace();
  if (!Second || !First || *First == *Second)
    return std::nullopt;
  return (Message + ": " + spelling(*First) + " and " + spelling(*Second))
      .str();
}

namespace {
class SpellingConsumer : public DiagnosticConsumer {
  DiagnosticsEngine &Engine;
  DiagnosticConsumer &Inner;
  std::unique_ptr<DiagnosticConsumer> OwnedInner;
  const Preprocessor *Attached = nullptr;

public:
  SpellingConsumer(DiagnosticsEngine &Engine, DiagnosticConsumer &Inner,
                   std::unique_ptr<DiagnosticConsumer> Owned)
      : Engine(Engine), Inner(Inner), OwnedInner(std::move(Owned)) {}

  // Every frontend action, preprocessing included, announces its source
  // file to the diagnostic consumer with the preprocessor it just made and
  // before the first file is entered: the extension's hook into the
  // preprocessor. (The preprocessor object itself is not const.)
  void BeginSourceFile(const LangOptions &LO, const Preprocessor *PP) override {
    if (PP && PP != Attached) {
      Attached = PP;
      attachPreprocessor(const_cast<Preprocessor &>(*PP));
    }
    Inner.BeginSourceFile(LO, PP);
  }
  void EndSourceFile() override {
    Inner.EndSourceFile();
    takeCounts();
  }
  void finish() override {
    Inner.finish();
    takeCounts();
  }
  void clear() override {
    DiagnosticConsumer::clear();
    Inner.clear();
  }

  // The counts are the inner consumer's: -verify does not count the
  // diagnostics it expected.
  void takeCounts() {
    NumErrors = Inner.getNumErrors();
    NumWarnings = Inner.getNumWarnings();
  }
  bool IncludeInDiagnosticCounts() const override {
    return Inner.IncludeInDiagnosticCounts();
  }

  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    if (reportedInConstantWriteGroup(Level, Info))
      return;
    SmallString<256> Message;
    Info.FormatDiagnostic(Message);
    std::string Spelled = spellAddressSpaces(Message);
    if (std::optional<std::string> Named = namedMultipleSpaces(Info, Spelled))
      Spelled = *Named;
    if (Spelled == Message) {
      Inner.HandleDiagnostic(Level, Info);
      takeCounts();
      explainRejection(Level, Info, Spelled);
      return;
    }
    DiagnosticStorage Storage;
    Storage.DiagRanges.append(Info.getRanges().begin(), Info.getRanges().end());
    Storage.FixItHints.append(Info.getFixItHints().begin(),
                              Info.getFixItHints().end());
    Diagnostic Rewritten(Info.getDiags(), Info.getLocation(), Info.getID(),
                         Storage, Spelled);
    Inner.HandleDiagnostic(Level, Rewritten);
    takeCounts();
    explainRejection(Level, Info, Spelled);
  }

  // The device pipeline's reports of writes to constant memory
  // (RejectConstantWritesPass) arrive as Clang's backend warning, which has
  // no group. Each is reported again as the constant-write group's
  // diagnostic at the same location, whose level there (command line and
  // pragmas) decides: an error by default, a warning or nothing where the
  // group is downgraded or silenced.
  bool reportedInConstantWriteGroup(DiagnosticsEngine::Level Level,
                                    const Diagnostic &Info) {
    if (Info.getID() != diag::warn_fe_backend_unsupported ||
        Info.getNumArgs() != 1 ||
        Info.getArgKind(0) != DiagnosticsEngine::ak_std_string)
      return false;
    const std::string &Message = Info.getArgStdStr(0);
    if (Message != RejectConstantWritesPass::messageFor(/*Atomic=*/true) &&
        Message != RejectConstantWritesPass::messageFor(/*Atomic=*/false))
      return false;
    // -Werror has made the engine count the backend warning as an error
    // before the group's level could decide. When it is the only error so
    // far, take it back (a soft reset keeps the pragma states); with other
    // errors the compilation fails anyway.
    if (Level >= DiagnosticsEngine::Error && Engine.getNumErrors() == 1) {
      unsigned Warnings = Engine.getNumWarnings();
      Engine.Reset(/*soft=*/true);
      Engine.setNumWarnings(Warnings);
    }
    Engine.Report(Info.getLocation(),
                  diagID(Engine, Diag::ConstantWriteInCodeGen))
        << Message;
    return true;
  }

  // Sema's own error for a conversion the model refused says nothing about
  // spaces or contexts; a note after it does.
  void explainRejection(DiagnosticsEngine::Level Level, const Diagnostic &Info,
                        StringRef Message) {
    SemaScale *Ext = SemaScale::current();
    if (!Ext)
      return;
    if (Level == DiagnosticsEngine::Note) {
      explainCandidate(*Ext, Info);
      return;
    }
    std::optional<SemaScale::RejectedConversion> R =
        Ext->takeRejectedConversion();
    // Our own errors (custom diagnostics) explain themselves.
    if (!R || Level < DiagnosticsEngine::Error ||
        DiagnosticIDs::IsCustomDiag(Info.getID()) ||
        !Message.contains(("'" + spelling(R->From)).str()) &&
            !Message.contains(("'" + spelling(R->To)).str()) &&
            !Message.contains(("address space '" + spelling(R->From)).str()))
      return;
    emitExplanation(Info, *R);
  }

  // Overload resolution reports each candidate that an argument's space
  // made not viable in a note of its own (a bad address space, a bad
  // `this` space, or "no known conversion" between pointers or to a
  // reference), after an error that names no space. The note's own
  // arguments give both spaces; the explanation follows it when the model
  // refuses that conversion in the code being checked.
  void explainCandidate(SemaScale &Ext, const Diagnostic &Info) {
    std::optional<std::pair<LangAS, LangAS>> Spaces = candidateSpaces(Info);
    if (!Spaces)
      return;
    std::optional<AddrSpace> From = classify(Spaces->first);
    std::optional<AddrSpace> To = classify(Spaces->second);
    ExecContext Context = Ext.conversionContext();
    if (!From || !To || *From == *To ||
        convertsImplicitly(*From, *To, Context))
      return;
    emitExplanation(Info, {*From, *To, Context});
  }

  // The spaces of the argument and of the parameter in an overload
  // candidate's note, if it is one that can be about spaces.
  static std::optional<std::pair<LangAS, LangAS>>
  candidateSpaces(const Diagnostic &Info) {
    // note_ovl_candidate_bad_addrspace(_this): %3 and %4 are the spaces;
    // note_ovl_candidate_bad_conv: %3 and %4 are the argument's and the
    // parameter's types.
    constexpr unsigned FromArg = 3, ToArg = 4;
    unsigned ID = Info.getID();
    if (Info.getNumArgs() <= ToArg)
      return std::nullopt;
    if (ID == diag::note_ovl_candidate_bad_addrspace ||
        ID == diag::note_ovl_candidate_bad_addrspace_this) {
      if (Info.getArgKind(FromArg) != DiagnosticsEngine::ak_addrspace ||
          Info.getArgKind(ToArg) != DiagnosticsEngine::ak_addrspace)
        return std::nullopt;
      return std::make_pair(static_cast<LangAS>(Info.getRawArg(FromArg)),
                            static_cast<LangAS>(Info.getRawArg(ToArg)));
    }
    if (ID != diag::note_ovl_candidate_bad_conv ||
        Info.getArgKind(FromArg) != DiagnosticsEngine::ak_qualtype ||
        Info.getArgKind(ToArg) != DiagnosticsEngine::ak_qualtype)
      return std::nullopt;
    auto TypeArg = [&](unsigned Index) {
      return QualType::getFromOpaquePtr(
          reinterpret_cast<void *>(Info.getRawArg(Index)));
    };
    QualType FromType = TypeArg(FromArg), ToType = TypeArg(ToArg);
    // A pointer parameter takes a pointer; a reference binds the object
    // (or what a reference argument refers to).
    QualType FromObject, ToObject;
    if (const auto *ToPointer = ToType->getAs<PointerType>()) {
      const auto *FromPointer = FromType->getAs<PointerType>();
      if (!FromPointer)
        return std::nullopt;
      FromObject = FromPointer->getPointeeType();
      ToObject = ToPointer->getPointeeType();
    } else if (const auto *ToReference = ToType->getAs<ReferenceType>()) {
      FromObject = FromType.getNonReferenceType();
      ToObject = ToReference->getPointeeType();
    } else {
      return std::nullopt;
    }
    // Only where the space is what stands in the way: the same object type
    // apart from qualifiers, or a pointer to void.
    auto Bare = [](QualType T) {
      return T.getCanonicalType().getUnqualifiedType();
    };
    if (Bare(FromObject) != Bare(ToObject) && !ToObject->isVoidType())
      return std::nullopt;
    return std::make_pair(FromObject.getAddressSpace(),
                          ToObject.getAddressSpace());
  }

  void emitExplanation(const Diagnostic &Info,
                       const SemaScale::RejectedConversion &R) {
    bool ElsewhereAllowed = convertsImplicitly(
        R.From, R.To,
        R.Context == ExecContext::Host ? ExecContext::Device
                                       : ExecContext::Host);
    std::string Note =
        ("the " + spelling(R.From) + " address space does not convert " +
         "implicitly to " + spelling(R.To) + " in a " + spelling(R.Context) +
         " function" + (ElsewhereAllowed ? " (it does in device code)" : "") +
         (convertsExplicitly(R.From, R.To)
              ? "; an explicit cast (C-style or addrspace_cast) is allowed"
              : "; no cast converts between these spaces"))
            .str();
    unsigned ID = diagID(*Info.getDiags()->getDiagnosticIDs(),
                         Diag::NoteConversionExplained);
    DiagnosticStorage Storage;
    Diagnostic Explanation(Info.getDiags(), Info.getLocation(), ID, Storage,
                           Note);
    Inner.HandleDiagnostic(DiagnosticsEngine::Note, Explanation);
  }
};
} // namespace

void spellAddressSpacesInDiagnostics(DiagnosticsEngine &Diags) {
  DiagnosticConsumer *Inner = Diags.getClient();
  std::unique_ptr<DiagnosticConsumer> Owned = Diags.takeClient();
  Diags.setClient(new SpellingConsumer(Diags, *Inner, std::move(Owned)),
                  /*ShouldOwnClient=*/true);
}

} // namespace scale
