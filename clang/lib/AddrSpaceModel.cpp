//===- AddrSpaceModel.cpp - The scale address-space rules -----------------===//
//
// The rule tables of ../shared/spec/addrspace-rules.md, implemented once.
//
//===----------------------------------------------------------------------===//

#include "scale/AddrSpaceModel.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/TargetParser/Triple.h"

using namespace clang;
using llvm::StringRef;

namespace scale {

namespace {
// `__attribute__((address_space(N)))` numbers. They equal the NVPTX and
// AMDGPU numbers of the spaces, so that device IR needs no remapping and a
// user's own address_space(1) means __device. Generic has a number only so
// that `__AS(sp::AddressSpace::GENERIC)` can be written; no type carries it.
constexpr unsigned FlatNumber = 0;
constexpr unsigned DeviceNumber = 1;
constexpr unsigned SharedNumber = 3;
constexpr unsigned ConstantNumber = 4;
constexpr unsigned LocalNumber = 5;
constexpr unsigned GenericNumber = 99;
// The generic-sized forms of __shared and __local are their qualifier
// numbers plus this (see usesGenericSizedForm).
constexpr unsigned GenericSizedOffset = 0x10000;
// The mangling number of __flat (see manglingNumber).
constexpr unsigned FlatManglingNumber = 0x800000;
// Stand-ins for class template parameters in method qualifiers
// (classParameterStandIn): the offset plus depth * StandInDepthStride plus
// index, below Qualifiers::MaxAddressSpace (0x7fffff).
constexpr unsigned ClassParameterStandInOffset = 0x20000;
constexpr unsigned StandInDepthStride = 0x1000;
constexpr unsigned StandInMaxDepth = 0x40;
} // namespace

unsigned qualifierNumber(AddrSpace AS) {
  switch (AS) {
  case AddrSpace::Generic:
    return GenericNumber;
  case AddrSpace::Flat:
    return FlatNumber;
  case AddrSpace::Device:
    return DeviceNumber;
  case AddrSpace::Shared:
    return SharedNumber;
  case AddrSpace::Constant:
    return ConstantNumber;
  case AddrSpace::Local:
    return LocalNumber;
  }
  llvm_unreachable("unknown address space");
}

bool isGenericQualifierNumber(unsigned N) { return N == GenericNumber; }

std::optional<unsigned> classParameterStandIn(unsigned Depth,
                                              unsigned Index) {
  if (Depth >= StandInMaxDepth || Index >= StandInDepthStride)
    return std::nullopt;
  return ClassParameterStandInOffset + Depth * StandInDepthStride + Index;
}

std::optional<std::pair<unsigned, unsigned>>
classParameterOfStandIn(unsigned N) {
  if (N < ClassParameterStandInOffset ||
      N >= ClassParameterStandInOffset + StandInMaxDepth * StandInDepthStride)
    return std::nullopt;
  unsigned Offset = N - ClassParameterStandInOffset;
  return std::make_pair(Offset / StandInDepthStride,
                        Offset % StandInDepthStride);
}

static bool hasGenericSizedForm(AddrSpace AS) {
  return AS == AddrSpace::Shared || AS == AddrSpace::Local;
}

LangAS toLangAS(AddrSpace AS, bool GenericSized) {
  if (AS == AddrSpace::Generic)
    return LangAS::Default;
  if (GenericSized && hasGenericSizedForm(AS))
    return getLangASFromTargetAS(GenericSizedOffset + qualifierNumber(AS));
  return getLangASFromTargetAS(qualifierNumber(AS));
}

unsigned qualifierNumberOf(unsigned N) {
  for (AddrSpace Candidate : AllAddrSpaces)
    if (hasGenericSizedForm(Candidate) &&
        N == GenericSizedOffset + qualifierNumber(Candidate))
      return qualifierNumber(Candidate);
  return N;
}

std::optional<AddrSpace> classify(LangAS AS) {
  switch (AS) {
  case LangAS::Default:
    return AddrSpace::Generic;
  // Clang's CUDA spaces, in which HIP declares the target's builtins
  // (`__builtin_amdgcn_global_load_lds(..., __shared__ void *, ...)`) and
  // CodeGen places `__device__`, `__shared__` and `__constant__` variables:
  // the same memory as ours.
  case LangAS::cuda_device:
    return AddrSpace::Device;
  case LangAS::cuda_shared:
    return AddrSpace::Shared;
  case LangAS::cuda_constant:
    return AddrSpace::Constant;
  default:
    break;
  }
  if (!isTargetAddressSpace(AS))
    return std::nullopt;
  // Generic's number included: the stand-ins that deduce GENERIC from an
  // unqualified argument carry it (TemplateHooks.cpp).
  unsigned Number = toTargetAddressSpace(AS);
  if (Number >= GenericSizedOffset)
    Number = qualifierNumberOf(Number);
  for (AddrSpace Candidate : AllAddrSpaces)
    if (Number == qualifierNumber(Candidate))
      return Candidate;
  return std::nullopt;
}

bool isGenericSizedForm(LangAS AS) {
  return isTargetAddressSpace(AS) &&
         qualifierNumberOf(toTargetAddressSpace(AS)) !=
             toTargetAddressSpace(AS);
}

// Sizes, aliasing, mangling: "__shared and __local pointers are
// generic-sized by default and may be made shorter by an option".
//
//   target | LLVM's LDS/shared and private/local | Clang's size of their | types use the
//          | pointers                            | address_space(3)/(5)  | generic-sized form
//   -------+-------------------------------------+-----------------------+-------------------
//   AMDGPU | 32-bit                              | 32-bit                | unless short pointers
//   NVPTX  | 64-bit; 32-bit with short pointers  | 64-bit                | with short pointers
//
// NVPTX's short pointers (-fcuda-short-ptr) change only the data layout:
// Clang still sizes every NVPTX pointer type like a generic one, so types
// keep generic-sized pointers there, as flat pointers in IR.
bool usesGenericSizedForm(AddrSpace AS, const llvm::Triple &Target,
                          bool ShortPointers) {
  if (!hasGenericSizedForm(AS))
    return false;
  if (Target.isAMDGPU())
    return !ShortPointers;
  return Target.isNVPTX() && ShortPointers;
}

StringRef spelling(AddrSpace AS) {
  switch (AS) {
  case AddrSpace::Generic:
    return "generic";
  case AddrSpace::Flat:
    return "__flat";
  case AddrSpace::Device:
    return "__device";
  case AddrSpace::Shared:
    return "__shared";
  case AddrSpace::Constant:
    return "__constant";
  case AddrSpace::Local:
    return "__local";
  }
  llvm_unreachable("unknown address space");
}

StringRef enumeratorName(AddrSpace AS) {
  switch (AS) {
  case AddrSpace::Generic:
    return "GENERIC";
  case AddrSpace::Flat:
    return "FLAT";
  case AddrSpace::Device:
    return "DEVICE";
  case AddrSpace::Shared:
    return "SHARED";
  case AddrSpace::Constant:
    return "CONSTANT";
  case AddrSpace::Local:
    return "LOCAL";
  }
  llvm_unreachable("unknown address space");
}

StringRef spelling(ExecContext Ctx) {
  return Ctx == ExecContext::Host ? "host" : "device";
}

static bool isNamed(AddrSpace AS) {
  return AS != AddrSpace::Generic && AS != AddrSpace::Flat;
}

// Implicit conversions of pointers and references (the pointee's space):
//
//   from \ to      | generic              | __flat | other named
//   ---------------+----------------------+--------+------------
//   generic        | identity             | to-flat| no
//   __flat         | no                   | identity| no
//   named          | named-to-generic:    | to-flat| no
//                  |  device context only |        |
//
// Anything to itself is the identity conversion.
bool convertsImplicitly(AddrSpace From, AddrSpace To, ExecContext Ctx) {
  // identity
  if (From == To)
    return true;
  // to-flat
  if (To == AddrSpace::Flat)
    return true;
  // named-to-generic
  if (To == AddrSpace::Generic && isNamed(From))
    return Ctx == ExecContext::Device;
  return false;
}

// Overloading: ranking two implicit conversions of the same argument.
//
//   the argument's space converts to | ranks above a conversion to
//   ---------------------------------+---------------------------
//   its own space (identity)         | any other space
//   generic                          | __flat
bool ranksAbove(AddrSpace From, AddrSpace A, AddrSpace B, ExecContext Ctx) {
  if (A == B || !convertsImplicitly(From, A, Ctx) ||
      !convertsImplicitly(From, B, Ctx))
    return false;
  return A == From || (A == AddrSpace::Generic && B == AddrSpace::Flat);
}

// Explicit conversions (C-style cast, addrspace_cast), in any context:
//
//   from \ to      | generic | __flat | named N            | other named
//   ---------------+---------+--------+--------------------+------------
//   generic        | yes     | yes    | down-cast          | down-cast
//   __flat         | yes     | yes    | from-flat          | from-flat
//   named N        | up-cast | yes    | identity           | named-to-named:
//                  |         |        |                    |  rejected
bool convertsExplicitly(AddrSpace From, AddrSpace To) {
  // identity, and every implicit conversion in any context
  if (From == To || convertsImplicitly(From, To, ExecContext::Device))
    return true;
  // from-flat
  if (From == AddrSpace::Flat)
    return true;
  // down-cast
  if (From == AddrSpace::Generic)
    return true;
  // up-cast: a named space to generic, also in host code
  if (To == AddrSpace::Generic)
    return true;
  // named-to-named: rejected
  return false;
}

// Checked casts (-fscale-checked-casts): the explicit casts whose result the
// type system cannot vouch for, restricted to what can be tested at run time.
//
//   context | from            | to                                  | checked by
//   --------+-----------------+-------------------------------------+-----------
//   device  | generic, __flat | __device, __shared, __constant,     | isspacep /
//           |                 | __local                             | is.shared
//   host    | __flat          | generic, __device                   | CUDA runtime
//
// Everything else is an identity, an up-cast, a cast to __flat (always
// valid), or a cast the host cannot verify (to __shared etc.).
bool isCheckedDownCast(AddrSpace From, AddrSpace To, ExecContext Ctx) {
  bool Named = To != AddrSpace::Generic && To != AddrSpace::Flat;
  if (Ctx == ExecContext::Device)
    return (From == AddrSpace::Generic || From == AddrSpace::Flat) && Named;
  return From == AddrSpace::Flat &&
         (To == AddrSpace::Generic || To == AddrSpace::Device);
}

// Accessibility: an object may be read or written where its space converts
// implicitly to generic. __flat never does, so it is never accessible.
bool isAccessible(AddrSpace AS, ExecContext Ctx) {
  return AS != AddrSpace::Flat &&
         convertsImplicitly(AS, AddrSpace::Generic, Ctx);
}

// The operands of a runtime copy in host code:
//
//   operand                        | memory
//   -------------------------------+---------------------------------
//   pointer into __device          | device
//   object of host code (generic)  | host
//   generic pointer                | unknown (unannotated code keeps
//                                  | device addresses in them)
//   __flat pointer or object       | unknown (either)
//   other named spaces             | unknown (not runtime operands)
std::optional<CopyMemory> hostCopyOperandMemory(AddrSpace AS, bool IsObject) {
  if (AS == AddrSpace::Device && !IsObject)
    return CopyMemory::Device;
  if (AS == AddrSpace::Generic && IsObject &&
      isAccessible(AS, ExecContext::Host))
    return CopyMemory::Host;
  return std::nullopt;
}

std::optional<AddrSpace> compositeSpace(AddrSpace A, AddrSpace B,
                                        ExecContext Ctx) {
  for (AddrSpace Candidate : {A, B, AddrSpace::Generic, AddrSpace::Flat})
    if (convertsImplicitly(A, Candidate, Ctx) &&
        convertsImplicitly(B, Candidate, Ctx))
      return Candidate;
  return std::nullopt;
}

// The mapping table of the rules file ("Spaces"). On GPU targets the
// qualifier numbers are the LLVM numbers; on the host every space is
// ordinary memory, so that structs with qualified pointers keep their ABI.
unsigned llvmAddressSpace(AddrSpace AS, const llvm::Triple &Target) {
  if (!Target.isNVPTX() && !Target.isAMDGPU())
    return 0;
  if (AS == AddrSpace::Generic)
    return 0;
  return qualifierNumber(AS);
}

std::optional<unsigned> llvmAddressSpace(LangAS AS,
                                         const llvm::Triple &Target) {
  std::optional<AddrSpace> Space = classify(AS);
  if (!Space)
    return std::nullopt;
  return llvmAddressSpace(isGenericSizedForm(AS) ? AddrSpace::Generic : *Space,
                          Target);
}

// Numbers other than the qualifiers' that the GPU backends lower: NVPTX's
// shared::cluster (7) and kernel parameters (101); AMDGPU's 32-bit constant
// (6). The qualifier numbers themselves are answered by classify. Upstream
// passes any other number to the backend, which then fails ("Bad address
// space in addrspacecast", "Cannot select: load ... addrspace N").
bool lowersOtherAddressSpace(unsigned N, const llvm::Triple &Target) {
  if (Target.isNVPTX())
    return N == 7 || N == 101;
  if (Target.isAMDGPU())
    return N == 6;
  return true;
}

bool hasStaticNullPointer(LangAS AS, const llvm::Triple &Target) {
  return !(Target.isNVPTX() && classify(AS) == AddrSpace::Shared &&
           !isGenericSizedForm(AS));
}

std::optional<AddrSpace> spaceOfLLVMAddressSpace(unsigned LLVMAS,
                                                 const llvm::Triple &Target) {
  for (AddrSpace Candidate : AllAddrSpaces)
    if (Candidate != AddrSpace::Flat &&
        llvmAddressSpace(Candidate, Target) == LLVMAS)
      return Candidate;
  return std::nullopt;
}

// Mangling: the qualifier numbers, which are also the NVPTX/AMDGPU numbers,
// so that the names equal upstream Clang's device-side names; __flat, whose
// qualifier number 0 upstream leaves unmangled, gets one past the largest
// address_space(N) Clang accepts (Qualifiers::MaxAddressSpace is 0x7fffff).
unsigned manglingNumber(AddrSpace AS) {
  switch (AS) {
  case AddrSpace::Generic:
    return 0;
  case AddrSpace::Flat:
    return FlatManglingNumber;
  case AddrSpace::Device:
  case AddrSpace::Shared:
  case AddrSpace::Constant:
  case AddrSpace::Local:
    return qualifierNumber(AS);
  }
  llvm_unreachable("unknown address space");
}

// Inferred spaces of variables: __device__, __shared__ and __constant__
// variables live in their space; __managed__ variables, locals, statics and
// constexpr variables are generic (a `__local` written on a local is an
// ordinary qualifier and needs no inference). constexpr wins over a memory
// specifier: `__device__ constexpr` is how CUDA libraries (CCCL's
// _CCCL_GLOBAL_CONSTANT) declare constants usable on both sides, and the
// spec makes constexpr generic so that code using their types keeps working.
std::optional<AddrSpace> inferredVariableSpace(VariableSpecifier Specifier,
                                               bool IsConstexpr) {
  if (IsConstexpr)
    return std::nullopt;
  switch (Specifier) {
  case VariableSpecifier::Device:
    return AddrSpace::Device;
  case VariableSpecifier::Shared:
    return AddrSpace::Shared;
  case VariableSpecifier::Constant:
    return AddrSpace::Constant;
  case VariableSpecifier::Managed:
  case VariableSpecifier::None:
    return std::nullopt;
  }
  llvm_unreachable("unknown variable specifier");
}

// Method qualifiers say where `*this` lives, so they must name a space the
// method can dereference: not __flat, and nothing on host-only methods.
// __host__ __device__ and constexpr methods may carry any other space on
// both sides; on the host such a method simply cannot be called on an
// object in a named space.
bool mayQualifyMethod(AddrSpace AS, MethodKind Kind) {
  return AS != AddrSpace::Flat && Kind != MethodKind::HostOnly;
}

bool mayQualifyAutomaticVariable(AddrSpace AS) {
  return AS == AddrSpace::Local;
}

std::string predefinedMacros(const llvm::Triple &Target, bool ShortPointers) {
  std::string Macros = "__SCALE_ADDRSPACES__=1\n";
  for (AddrSpace AS : AllAddrSpaces) {
    Macros += "__SCALE_AS_" + enumeratorName(AS).str() +
              "__=" + llvm::utostr(qualifierNumber(AS)) + "\n";
    if (AS == AddrSpace::Generic)
      continue;
    LangAS TypeSpace =
        toLangAS(AS, usesGenericSizedForm(AS, Target, ShortPointers));
    Macros += spelling(AS).str() + "=__attribute__((address_space(" +
              llvm::utostr(toTargetAddressSpace(TypeSpace)) + ")))\n";
  }
  return Macros;
}

} // namespace scale
