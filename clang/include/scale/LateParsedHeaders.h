//===- LateParsedHeaders.h - libscale's templates parsed on use -*- C++ -*-===//
//
// Every CUDA compilation reads libscale's force-included headers, and most
// of their function templates are never called: their bodies are parsed
// only when first instantiated (LateParsedHeaders.cpp says how and why).
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_LATEPARSEDHEADERS_H
#define SCALE_LATEPARSEDHEADERS_H

#include "scale/Paths.h"

#include "clang/Basic/SourceLocation.h"

namespace clang {
class LangOptions;
class Preprocessor;
} // namespace clang

namespace scale {

/// Switches Clang's late template parsing on while the lexer is inside
/// libscale's force-included headers (the runtime API over `__device`
/// pointers, nvcc's functions) and back to the compilation's own setting
/// everywhere else. Fed by the preprocessor's file changes.
class LateParsedHeaders {
public:
  explicit LateParsedHeaders(clang::Preprocessor &PP);

  /// The lexer entered or returned to the file of \p Loc.
  void enteredFile(clang::SourceLocation Loc);

private:
  const clang::SourceManager &SM;
  /// The compilation's language options, which the parser reads at each
  /// function template's body.
  clang::LangOptions &Lang;
  /// The compilation's own -f[no-]delayed-template-parsing.
  bool Requested;
  /// Whether a compilation may delay: not one that writes or reads Clang
  /// modules, and not the tools.
  bool Allowed;
  RealDirectoryFilter NvccHeaders;
  RealDirectoryFilter CudaHeaders;
};

} // namespace scale

#endif // SCALE_LATEPARSEDHEADERS_H
