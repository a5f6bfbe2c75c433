//===- QualifiedSymbols.h - Link failures from qualified parameters -*- C++ -*-===//
//
// A qualified parameter is part of a function's mangled name
// (`fill(__device float *)` is `_Z4fillPU3AS1f`). A header that declares
// such a function, included by a file compiled without the extension,
// declares `fill(float *)` instead, and the link fails with a bare
// "undefined reference". The driver's link step asks this file, after a
// failed link, which undefined symbols of the link's objects a defined
// symbol would match but for its address-space qualifiers, and notes them.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_QUALIFIEDSYMBOLS_H
#define SCALE_QUALIFIEDSYMBOLS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace scale {

/// An undefined symbol and the definition that differs from it only in
/// address-space qualifiers, both demangled, spaces spelled as keywords.
struct QualifiedSymbolMismatch {
  std::string Undefined;
  std::string Defined;
  std::string DefinedIn; ///< the object file that defines it
};

/// The mismatches among the symbols of \p Objects (object files and
/// archives; other paths are skipped): each symbol undefined in all of them
/// that a definition in one of them would match without the qualifiers.
std::vector<QualifiedSymbolMismatch>
findQualifiedSymbolMismatches(llvm::ArrayRef<std::string> Objects);

/// \p Demangled with each `AS<number>` vendor qualifier of the Itanium
/// demangler removed, or spelled as its keyword with \p Spell.
std::string withoutQualifiers(llvm::StringRef Demangled, bool Spell = false);

} // namespace scale

#endif // SCALE_QUALIFIEDSYMBOLS_H
