//===- LateParsedHeaders.cpp - libscale's templates parsed on use ---------===//
//
// Every CUDA compilation reads libscale's force-included headers: with the
// extension on, the runtime API over `__device` pointers
// (spec/cuda/runtime_api.hpp, 85 function templates), and with nvcc
// compatibility, nvcc's functions (spec/cuda/nvcc/, mostly templates).
// Almost no TU calls more than a few of them, and parsing the bodies of the
// others was a fifth of what the headers cost on the device side
// (docs/nvcc.md, "Compile time").
//
// Clang's late template parsing, the mechanism of -fdelayed-template-parsing,
// keeps the body of a function template (and of a class template's member
// function) as tokens, and parses it when the template is first
// instantiated. A function template's implicit instantiations happen at the
// end of the TU anyway (Sema's pending instantiations), and the parser
// installs Sema's late-template parser there; templates that Clang needs
// earlier (constexpr functions, deduced return types) are parsed as they
// come (Sema::canDelayFunctionBody). The option is one language option that
// the parser reads at each function definition, so it is switched on while
// the lexer is inside those headers and back to the compilation's own
// setting everywhere else: no template of the program or of the toolkit is
// parsed differently. What a caller can observe is unchanged: an error in
// an instantiation is reported as before, at the end of the TU with the
// "in instantiation of ... requested here" note of the call. One
// difference: a body's names are looked up at the end of the TU, so a
// function that the program declares after the headers with the name of
// one a body calls (`::cudaMemcpy`, a reserved `__scale_nvcc::` helper) is
// a candidate there too; only a program that overloads the runtime's
// functions for the same argument types can tell.
//
// A precompiled header keeps the tokens of the templates not yet parsed,
// and the TU that includes it parses them on use as its own
// (test/NvccSource/late-parsed-templates.cu). Clang modules are another
// matter: runtime_api.hpp may be part of one (through the program's
// headers), and a definition whose body is still tokens would meet the
// parsed one of an importer in the ODR checks. A compilation with -fmodules,
// and one that builds a module, parses as upstream does; so do
// scale-clangd and scale-clang-tidy, whose users look into the bodies.
//
//===----------------------------------------------------------------------===//

#include "scale/LateParsedHeaders.h"
#include "scale/SemaScale.h"

#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace scale {

namespace {

/// The real path of a directory of libscale's headers, ending in a
/// separator as the directories that RealDirectoryFilter compares it with.
std::string libscaleHeadersDir(StringRef Parent, StringRef Child = {}) {
  llvm::SmallString<256> Dir(libscaleHeadersRealDir());
  llvm::sys::path::append(Dir, Parent);
  if (!Child.empty())
    llvm::sys::path::append(Dir, Child);
  Dir += llvm::sys::path::get_separator();
  return std::string(Dir);
}

} // namespace

LateParsedHeaders::LateParsedHeaders(Preprocessor &PP)
    : SM(PP.getSourceManager()),
      // The preprocessor, Sema and the parser share the compiler instance's
      // language options, which are not const there.
      Lang(const_cast<LangOptions &>(PP.getLangOpts())),
      Requested(Lang.DelayedTemplateParsing),
      Allowed(!SemaScale::inTools() && !Lang.Modules &&
              !Lang.isCompilingModule()),
      NvccHeaders(libscaleHeadersDir("cuda", "nvcc")),
      CudaHeaders(libscaleHeadersDir("cuda")) {}

void LateParsedHeaders::enteredFile(SourceLocation Loc) {
  if (!Allowed)
    return;
  OptionalFileEntryRef File = SM.getFileEntryRefForID(SM.getFileID(Loc));
  bool Ours = File && (NvccHeaders.contains(*File) ||
                       (llvm::sys::path::filename(File->getName()) ==
                            "runtime_api.hpp" &&
                        CudaHeaders.contains(*File)));
  Lang.DelayedTemplateParsing = Requested || Ours;
}

} // namespace scale
