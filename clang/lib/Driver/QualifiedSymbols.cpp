//===- QualifiedSymbols.cpp - Link failures from qualified parameters -----===//
//
// See QualifiedSymbols.h. Symbols are compared demangled: the Itanium
// demangler prints `U3AS1` as the vendor qualifier ` AS1` after the type
// it qualifies (`fill(float AS1*, int)`), so removing those qualifiers
// gives the name that the same declaration has without the extension.
//
//===----------------------------------------------------------------------===//

#include "scale/QualifiedSymbols.h"
#include "scale/AddrSpaceModel.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/Object/Archive.h"
#include "llvm/Object/ObjectFile.h"

using namespace llvm;

namespace scale {

std::string withoutQualifiers(StringRef Demangled, bool Spell) {
  std::string Result;
  while (!Demangled.empty()) {
    // ` AS<number>` after a type: not after `(` or `,`, where `AS1` would
    // be a type of that name.
    size_t At = Demangled.find(" AS");
    if (At == StringRef::npos || At == 0) {
      Result += Demangled;
      break;
    }
    StringRef Digits = Demangled.substr(At + 3);
    unsigned Number = 0;
    size_t Length = Digits.size();
    bool Qualifier = !Digits.consumeInteger(10, Number) &&
                     Demangled[At - 1] != '(' && Demangled[At - 1] != ',';
    if (!Qualifier) {
      Result += Demangled.substr(0, At + 3);
      Demangled = Demangled.substr(At + 3);
      continue;
    }
    Result += Demangled.substr(0, At);
    if (Spell)
      for (AddrSpace AS : AllAddrSpaces)
        if (AS != AddrSpace::Generic && manglingNumber(AS) == Number)
          Result += (" " + spelling(AS)).str();
    Demangled = Demangled.substr(At + 3 + (Length - Digits.size()));
  }
  return Result;
}

namespace {

struct SymbolTables {
  StringSet<> Undefined;
  StringMap<std::string> Defined; // mangled name -> object file

  void add(const object::ObjectFile &Object, StringRef Path) {
    for (const object::SymbolRef &Symbol : Object.symbols()) {
      Expected<uint32_t> Flags = Symbol.getFlags();
      Expected<StringRef> Name = Symbol.getName();
      if (!Flags || !Name || !Name->starts_with("_Z")) {
        consumeError(Flags.takeError());
        consumeError(Name.takeError());
        continue;
      }
      if (*Flags & object::SymbolRef::SF_Undefined)
        Undefined.insert(*Name);
      else if (*Flags & object::SymbolRef::SF_Global)
        Defined.try_emplace(*Name, Path.str());
    }
  }

  void addFile(StringRef Path) {
    Expected<object::OwningBinary<object::Binary>> File =
        object::createBinary(Path);
    if (!File) {
      consumeError(File.takeError());
      return;
    }
    object::Binary *Binary = File->getBinary();
    if (auto *Object = dyn_cast<object::ObjectFile>(Binary)) {
      add(*Object, Path);
      return;
    }
    auto *Archive = dyn_cast<object::Archive>(Binary);
    if (!Archive)
      return;
    Error Err = Error::success();
    for (const object::Archive::Child &Member : Archive->children(Err)) {
      Expected<std::unique_ptr<object::Binary>> MemberBinary =
          Member.getAsBinary();
      if (!MemberBinary) {
        consumeError(MemberBinary.takeError());
        continue;
      }
      if (auto *Object = dyn_cast<object::ObjectFile>(MemberBinary->get()))
        add(*Object, Path);
    }
    consumeError(std::move(Err));
  }
};

} // namespace

std::vector<QualifiedSymbolMismatch>
findQualifiedSymbolMismatches(ArrayRef<std::string> Objects) {
  SymbolTables Tables;
  for (const std::string &Path : Objects)
    Tables.addFile(Path);

  // Definitions by their name without qualifiers.
  StringMap<std::pair<std::string, std::string>> ByBareName;
  for (const auto &Entry : Tables.Defined) {
    std::string Demangled = demangle(Entry.getKey());
    ByBareName.try_emplace(withoutQualifiers(Demangled), Demangled,
                           Entry.getValue());
  }

  std::vector<QualifiedSymbolMismatch> Mismatches;
  for (const auto &Entry : Tables.Undefined) {
    if (Tables.Defined.contains(Entry.getKey()))
      continue;
    std::string Demangled = demangle(Entry.getKey());
    auto Match = ByBareName.find(withoutQualifiers(Demangled));
    // Demangled alike, the two differ in something else than spaces: a
    // constrained template that Clang mangles with its constraints and g++
    // before 14 without them.
    if (Match == ByBareName.end() || Match->second.first == Demangled)
      continue;
    Mismatches.push_back({withoutQualifiers(Demangled, /*Spell=*/true),
                          withoutQualifiers(Match->second.first,
                                            /*Spell=*/true),
                          Match->second.second});
  }
  llvm::sort(Mismatches, [](const QualifiedSymbolMismatch &A,
                            const QualifiedSymbolMismatch &B) {
    return A.Undefined < B.Undefined;
  });
  return Mismatches;
}

} // namespace scale
