//===- MethodQualifierStore.cpp - Method qualifiers in precompiled headers -===//
//
// The one piece of the extension's state that lives outside the AST is the
// qualifier of member function templates over `__AS(AS)` (SemaScale.h): the
// index of AS among the template's parameters, keyed by the templated
// declaration. Clang's module-file extension interface carries it through a
// precompiled header: the writer stores one record per declaration (its
// AST-file declaration ID and the index), the reader maps the IDs to global
// declaration IDs when the header is loaded, and a lookup of a deserialized
// declaration finds its entry by its global ID.
//
//===----------------------------------------------------------------------===//

#include "scale/SemaScale.h"

#include "clang/Frontend/FrontendOptions.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclID.h"
#include "clang/Sema/Sema.h"
#include "clang/Serialization/ASTBitCodes.h"
#include "clang/Serialization/ASTReader.h"
#include "clang/Serialization/ASTWriter.h"
#include "clang/Serialization/ModuleFileExtension.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Bitstream/BitstreamReader.h"
#include "llvm/Bitstream/BitstreamWriter.h"

using namespace clang;

namespace scale {

namespace {

constexpr unsigned MethodQualifierRecord =
    serialization::FIRST_EXTENSION_RECORD_ID;

// Global declaration ID of a templated declaration -> qualifier parameter,
// for every precompiled header the running compilation loaded. cc1 runs one
// compilation per process at a time; the store is emptied when the next one
// registers its extension.
llvm::DenseMap<uint64_t, unsigned> &loaded() {
  static llvm::DenseMap<uint64_t, unsigned> Map;
  return Map;
}

class MethodQualifierStore
    : public llvm::RTTIExtends<MethodQualifierStore, ModuleFileExtension> {
public:
  static char ID;

  ModuleFileExtensionMetadata getExtensionMetadata() const override {
    return {"scale.method-qualifiers", 1, 0, ""};
  }

  std::unique_ptr<ModuleFileExtensionWriter>
  createExtensionWriter(ASTWriter &Writer) override;

  std::unique_ptr<ModuleFileExtensionReader>
  createExtensionReader(const ModuleFileExtensionMetadata &Metadata,
                        ASTReader &Reader, serialization::ModuleFile &Mod,
                        const llvm::BitstreamCursor &Stream) override;
};

char MethodQualifierStore::ID = 0;

class Writer : public ModuleFileExtensionWriter {
  ASTWriter &AST;

public:
  Writer(ModuleFileExtension *Ext, ASTWriter &AST)
      : ModuleFileExtensionWriter(Ext), AST(AST) {}

  void writeExtensionContents(Sema &S, llvm::BitstreamWriter &Stream) override {
    SemaScale *Ext = SemaScale::get(S.getASTContext());
    if (!Ext)
      return;
    // In declaration order of the IDs, so that the file does not depend on
    // the map's (pointer) order.
    SmallVector<std::pair<uint64_t, unsigned>, 8> Records;
    for (const auto &[FD, Parameter] : Ext->declaredMethodQualifiers()) {
      LocalDeclID ID = AST.getDeclID(FD);
      if (!ID.isInvalid())
        Records.push_back({ID.getRawValue(), Parameter});
    }
    llvm::sort(Records);
    for (const auto &[ID, Parameter] : Records) {
      uint64_t Record[] = {ID, Parameter};
      Stream.EmitRecord(MethodQualifierRecord, Record);
    }
  }
};

class Reader : public ModuleFileExtensionReader {
public:
  Reader(ModuleFileExtension *Ext, ASTReader &AST,
         serialization::ModuleFile &Mod, llvm::BitstreamCursor Stream)
      : ModuleFileExtensionReader(Ext) {
    SmallVector<uint64_t, 4> Record;
    while (true) {
      llvm::Expected<llvm::BitstreamEntry> Entry =
          Stream.advanceSkippingSubblocks();
      if (!Entry) {
        llvm::consumeError(Entry.takeError());
        return;
      }
      if (Entry->Kind != llvm::BitstreamEntry::Record)
        return;
      Record.clear();
      llvm::Expected<unsigned> Code = Stream.readRecord(Entry->ID, Record);
      if (!Code) {
        llvm::consumeError(Code.takeError());
        return;
      }
      if (*Code != MethodQualifierRecord || Record.size() != 2)
        continue;
      GlobalDeclID Global = AST.getGlobalDeclID(
          Mod, LocalDeclID::get(AST, Mod, Record[0]));
      loaded()[Global.getRawValue()] = static_cast<unsigned>(Record[1]);
    }
  }
};

std::unique_ptr<ModuleFileExtensionWriter>
MethodQualifierStore::createExtensionWriter(ASTWriter &AST) {
  return std::make_unique<Writer>(this, AST);
}

std::unique_ptr<ModuleFileExtensionReader>
MethodQualifierStore::createExtensionReader(
    const ModuleFileExtensionMetadata &Metadata, ASTReader &AST,
    serialization::ModuleFile &Mod, const llvm::BitstreamCursor &Stream) {
  if (Metadata.MajorVersion != 1)
    return nullptr;
  return std::make_unique<Reader>(this, AST, Mod, Stream);
}

} // namespace

bool hasMethodQualifierStore(const FrontendOptions &Options) {
  return llvm::any_of(Options.ModuleFileExtensions, [](const auto &Extension) {
    return llvm::isa<MethodQualifierStore>(Extension.get());
  });
}

std::shared_ptr<ModuleFileExtension> createMethodQualifierStore() {
  loaded().clear();
  return std::make_shared<MethodQualifierStore>();
}

std::optional<unsigned> loadedMethodQualifier(const FunctionDecl *FD) {
  if (!FD || !FD->isFromASTFile())
    return std::nullopt;
  auto It = loaded().find(FD->getGlobalID().getRawValue());
  if (It == loaded().end())
    return std::nullopt;
  return It->second;
}

std::optional<unsigned>
SemaScale::methodQualifierParameter(const FunctionDecl *FD) const {
  if (auto It = MethodQualifiers.find(FD); It != MethodQualifiers.end())
    return It->second;
  return loadedMethodQualifier(FD);
}

} // namespace scale
