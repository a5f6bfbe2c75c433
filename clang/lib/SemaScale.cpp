//===- SemaScale.cpp - Sema extension for scale address spaces ------------===//

#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ASTDiagnostic.h"
#include "clang/Basic/Cuda.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaConsumer.h"
#include "clang/Sema/SemaCUDA.h"
#include "llvm/Support/Regex.h"

using namespace clang;

namespace scale {

namespace {
bool Enabled = false;
SemaScale *Active = nullptr;

// Sema's own formatter with the attribute spelling of our spaces replaced.
void formatArgument(DiagnosticsEngine::ArgumentKind Kind, intptr_t Val,
                    StringRef Modifier, StringRef Argument,
                    ArrayRef<DiagnosticsEngine::ArgumentValue> PrevArgs,
                    SmallVectorImpl<char> &Output, void *Cookie,
                    ArrayRef<intptr_t> QualTypeVals) {
  SmallString<128> Upstream;
  FormatASTNodeDiagnosticArgument(Kind, Val, Modifier, Argument, PrevArgs,
                                  Upstream, Cookie, QualTypeVals);
  std::string Spelled = spellAddressSpaces(Upstream);
  Output.append(Spelled.begin(), Spelled.end());
}

class AttachConsumer : public SemaConsumer {
  std::unique_ptr<SemaScale> Extension;

public:
  void InitializeSema(Sema &S) override {
    Extension = std::make_unique<SemaScale>(S);
    // Sema installed FormatASTNodeDiagnosticArgument in its constructor;
    // InitializeSema runs after it, so this one stays.
    S.getDiagnostics().SetArgToStringFn(&formatArgument, &S.getASTContext());
  }
  void ForgetSema() override { Extension.reset(); }
};
} // namespace

void SemaScale::setEnabled(bool On) { Enabled = On; }
bool SemaScale::isEnabled() { return Enabled; }

SemaScale *SemaScale::current() { return Enabled ? Active : nullptr; }

SemaScale *SemaScale::get(const ASTContext &Ctx) {
  SemaScale *Ext = current();
  if (!Ext || &Ext->S.getASTContext() != &Ctx)
    return nullptr;
  return Ext;
}

std::unique_ptr<ASTConsumer> SemaScale::createConsumer() {
  return std::make_unique<AttachConsumer>();
}

SemaScale::SemaScale(Sema &S) : S(S) { Active = this; }
SemaScale::~SemaScale() {
  if (Active == this)
    Active = nullptr;
}

ExecContext SemaScale::currentContext() const {
  switch (S.CUDA().CurrentTarget()) {
  case CUDAFunctionTarget::Device:
  case CUDAFunctionTarget::Global:
    return ExecContext::Device;
  case CUDAFunctionTarget::HostDevice:
    // Inside a function, a __host__ __device__ body runs on the side being
    // compiled. Outside functions the target is HostDevice for ordinary
    // initializers, which run on the host.
    if (S.getCurFunctionDecl(/*AllowLambda=*/true) && S.getLangOpts().CUDAIsDevice)
      return ExecContext::Device;
    return ExecContext::Host;
  case CUDAFunctionTarget::Host:
  case CUDAFunctionTarget::InvalidTarget:
    return ExecContext::Host;
  }
  return ExecContext::Host;
}

std::string spellAddressSpaces(StringRef Printed) {
  static const llvm::Regex Attribute(
      "__attribute__\\(\\(address_space\\(([0-9]+)\\)\\)\\)");
  std::string Result;
  SmallVector<StringRef, 2> Match;
  StringRef Rest = Printed;
  while (Attribute.match(Rest, &Match)) {
    size_t At = Match[0].data() - Rest.data();
    Result += Rest.substr(0, At);
    unsigned Number = 0;
    std::optional<AddrSpace> AS;
    if (!Match[1].getAsInteger(10, Number))
      AS = classify(getLangASFromTargetAS(Number));
    Result += AS ? spelling(*AS) : Match[0];
    Rest = Rest.substr(At + Match[0].size());
  }
  Result += Rest;
  // "'T' (aka 'T')" once both halves are spelled alike.
  static const llvm::Regex Aka("'([^']*)' \\(aka '([^']*)'\\)");
  if (Aka.match(Result, &Match) && Match[1] == Match[2])
    Result = (StringRef(Result).substr(0, Match[0].data() - Result.data()) +
              "'" + Match[1] + "'" +
              StringRef(Result).substr(Match[0].data() - Result.data() +
                                       Match[0].size()))
                 .str();
  return Result;
}

} // namespace scale
