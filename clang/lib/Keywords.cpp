//===- Keywords.cpp - The extension's keywords in the preprocessor --------===//
//
// `addrspace_cast` is a keyword while the extension is on: Clang's lexer,
// parser and AST already know it (OpenCL C++ has it), so only its token kind
// is switched on; SemaScale::buildAddrspaceCast gives it our semantics.
//
// The qualifiers are macros, and their names are reserved identifiers that
// system headers use for their own purposes: glibc's pthread_rwlock_t has a
// member `int __shared;`, libstdc++'s debug mode names parameters
// `__constant`. Expanded there, the member would silently vanish (changing
// the struct's layout and the meaning of its initializers). So the macros are
// hidden while the preprocessor is inside a system header, except libscale's
// own headers, and shown again when it returns to user code. The same file
// changes tell LateParsedHeaders when the lexer is inside libscale's
// force-included headers (one callback object: each chained one costs every
// preprocessor event a call).
//
//===----------------------------------------------------------------------===//

#include "scale/LateParsedHeaders.h"
#include "scale/NvccCompat.h"
#include "scale/SemaScale.h"
#include "scale/Paths.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace scale {

namespace {

class QualifierVisibility : public PPCallbacks {
  Preprocessor &PP;
  /// libscale's headers, include/spec/...: the include directory itself may
  /// be a system one (/usr/include) shared with other headers.
  RealDirectoryFilter LibscaleHeaders;
  SmallVector<std::pair<IdentifierInfo *, MacroInfo *>, 5> Qualifiers;
  bool Hidden = false;
  LateParsedHeaders LateParsed;

  bool isLibscaleHeader(SourceLocation Loc) {
    const SourceManager &SM = PP.getSourceManager();
    OptionalFileEntryRef Entry = SM.getFileEntryRefForID(SM.getFileID(Loc));
    return Entry && LibscaleHeaders.contains(*Entry);
  }

  void setHidden(bool Hide, SourceLocation Loc) {
    if (Hide == Hidden)
      return;
    Hidden = Hide;
    for (auto &[Name, Definition] : Qualifiers) {
      if (Hide)
        PP.appendMacroDirective(
            Name, new (PP.getPreprocessorAllocator()) UndefMacroDirective(Loc));
      else
        PP.appendDefMacroDirective(Name, Definition, Loc);
    }
  }

  // The definitions come from the predefines, which run before any file.
  void collectDefinitions() {
    if (!Qualifiers.empty())
      return;
    for (AddrSpace AS : AllAddrSpaces) {
      if (AS == AddrSpace::Generic)
        continue;
      IdentifierInfo *Name = PP.getIdentifierInfo(spelling(AS));
      if (MacroInfo *Definition = PP.getMacroInfo(Name))
        Qualifiers.push_back({Name, Definition});
    }
  }

public:
  explicit QualifierVisibility(Preprocessor &PP)
      : PP(PP), LibscaleHeaders(libscaleHeadersRealDir()), LateParsed(PP) {}

  void FileChanged(SourceLocation Loc, FileChangeReason Reason,
                   SrcMgr::CharacteristicKind FileType,
                   FileID PrevFID) override {
    if (Reason == EnterFile || Reason == ExitFile)
      LateParsed.enteredFile(Loc);
    if (Reason == RenameFile || Loc.isInvalid() ||
        !PP.getSourceManager().getFileEntryRefForID(
            PP.getSourceManager().getFileID(Loc)))
      return;
    collectDefinitions();
    setHidden(SrcMgr::isSystem(FileType) && !isLibscaleHeader(Loc), Loc);
  }
};

} // namespace

void attachPreprocessor(Preprocessor &PP) {
  PP.addPPCallbacks(std::make_unique<QualifierVisibility>(PP));
  // scale-clangd collects tokens with a watcher of its own.
  if (!SemaScale::inTools() || !SemaScale::toolCollectsTokens())
    watchLaunchConfigurations(PP);
  readPragmaMacrosAsNvcc(PP);
  hideCommandLineMacrosFromWrapperHeaders(PP);
  if (PP.getLangOpts().CPlusPlus) {
    IdentifierInfo &Cast = PP.getIdentifierTable().get("addrspace_cast");
    if (Cast.getTokenID() == tok::identifier)
      Cast.revertIdentifierToTokenID(tok::kw_addrspace_cast);
  }
}

} // namespace scale
