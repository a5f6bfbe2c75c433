//===- CodeGenHooks.cpp - Lowering the spaces to LLVM address spaces -------===//
//
// CodeGen asks ASTContext::getTargetAddressSpace(LangAS) for the LLVM address
// space of every pointer, reference, global and alloca. Upstream answers a
// target-numbered space (our qualifiers are address_space(N)) with N on every
// target, so host IR would get `ptr addrspace(1)` for `__device float *`. The
// wrapper answers our spaces from the model instead: the qualifier numbers on
// NVPTX and AMDGPU, 0 on the host, so that host structs and functions with
// qualified pointers have the ABI of the unqualified program. The
// generic-sized form of __shared and __local (AMDGPU) lowers to flat
// pointers, whose size it has; a `__shared__` variable itself stays in LDS
// (CodeGen places it by its CUDA attribute) and its address is cast.
//
// The Itanium mangler also asks getTargetAddressSpace, for `U3AS<n>`. It must
// not see the host's 0 (host and device names must agree, or kernels stop
// launching), and it must tell `__flat` (address_space(0), which upstream
// mangles like no address space at all) from generic. ItaniumMangle.cpp.o is
// therefore linked as a copy whose calls go to
// scale_mangledTargetAddressSpace (a `redefine` entry of
// InterposedSymbols.txt), which answers our spaces with the model's mangling
// number and everything else with the original.
//
//===----------------------------------------------------------------------===//

#include "Interpose.h"
#include "scale/SemaScale.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/TargetInfo.h"

using namespace clang;

#define TARGET_ADDRESS_SPACE                                                   \
  _ZNK5clang10ASTContext21getTargetAddressSpaceENS_6LangASE

extern "C" unsigned SCALE_REAL(TARGET_ADDRESS_SPACE)(const ASTContext *Ctx,
                                                     LangAS AS);

// One of our qualified spaces (not generic, which is the unqualified type and
// keeps upstream's answer), while the extension is on for \p Ctx.
static std::optional<scale::AddrSpace> qualifiedSpace(const ASTContext &Ctx,
                                                      LangAS AS) {
  if (!scale::SemaScale::get(Ctx))
    return std::nullopt;
  std::optional<scale::AddrSpace> Space = scale::classify(AS);
  if (!Space || *Space == scale::AddrSpace::Generic)
    return std::nullopt;
  return Space;
}

extern "C" unsigned SCALE_WRAP(TARGET_ADDRESS_SPACE)(const ASTContext *Ctx,
                                                     LangAS AS) {
  if (qualifiedSpace(*Ctx, AS))
    return *scale::llvmAddressSpace(AS, Ctx->getTargetInfo().getTriple());
  return SCALE_REAL(TARGET_ADDRESS_SPACE)(Ctx, AS);
}

static_assert(Qualifiers::MaxAddressSpace < 0x800000,
              "the mangling number of __flat must stay unspellable");

// Called instead of getTargetAddressSpace by the Itanium mangler only.
extern "C" unsigned scale_mangledTargetAddressSpace(const ASTContext *Ctx,
                                                    LangAS AS) {
  if (std::optional<scale::AddrSpace> Space = qualifiedSpace(*Ctx, AS))
    return scale::manglingNumber(*Space);
  return SCALE_REAL(TARGET_ADDRESS_SPACE)(Ctx, AS);
}
