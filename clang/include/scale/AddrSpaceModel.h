//===- AddrSpaceModel.h - The scale address-space rules -------*- C++ -*-===//
//
// The one place that knows the address spaces of the scale extension: how
// each is spelled, which Clang LangAS represents it, which converts to which
// in which context, which is accessible where, and what each lowers to on
// every target. Sema hooks, the AST checker, CodeGen mapping and diagnostics
// all ask this module; none of them encodes a rule of its own.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_ADDRSPACEMODEL_H
#define SCALE_ADDRSPACEMODEL_H

#include "clang/Basic/AddressSpaces.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <utility>

namespace llvm {
class Triple;
}

namespace scale {

/// The spaces of the extension. Generic is the unqualified type.
enum class AddrSpace { Generic, Flat, Device, Shared, Constant, Local };

/// Where the code that performs a conversion or access runs.
enum class ExecContext { Host, Device };

/// Every space, in declaration order (for tables and predefines).
inline constexpr AddrSpace AllAddrSpaces[] = {
    AddrSpace::Generic,  AddrSpace::Flat,  AddrSpace::Device,
    AddrSpace::Shared,   AddrSpace::Constant, AddrSpace::Local};

/// The number N of `__attribute__((address_space(N)))` that the qualifier
/// keyword expands to. Generic has one too: it is what `__AS(GENERIC)`
/// expands to, and the type it produces is the unqualified one.
unsigned qualifierNumber(AddrSpace AS);

/// The space a Clang address space denotes, or nullopt for address spaces
/// that are not ours (OpenCL, HLSL, other target numbers). Generic's
/// qualifier number denotes generic; Clang's CUDA spaces (cuda_device,
/// cuda_shared, cuda_constant) denote the same memory as ours.
std::optional<AddrSpace> classify(clang::LangAS AS);

/// The Clang address space that represents \p AS in types: its qualifier
/// number, or with \p GenericSized its generic-sized form.
clang::LangAS toLangAS(AddrSpace AS, bool GenericSized = false);

/// Pointer sizes. LLVM's pointers to \p AS on \p Target may be shorter
/// than generic ones: AMDGPU's LDS and private pointers are 32-bit in its
/// data layout, unlike Clang's `__shared`/`__local` types under the rules;
/// NVPTX's are with \p ShortPointers (-fscale-short-pointers or
/// -fcuda-short-ptr), which Clang's NVPTX type sizes do not follow. Where
/// the two disagree, types use the generic-sized form of the space: a
/// second address_space(N) number that classify maps to the same space,
/// whose pointers Clang sizes like generic ones and CodeGen lowers to the
/// generic (flat) LLVM address space. With \p ShortPointers on AMDGPU the
/// types keep the target's numbers (3 and 5) and are 32-bit.
bool usesGenericSizedForm(AddrSpace AS, const llvm::Triple &Target,
                          bool ShortPointers);

/// A parameter whose type points into the generic-sized form of a space is
/// a flat pointer in IR. Sema annotates it with this prefix followed by the
/// LLVM address space of its space (`scale.space.3`), and
/// ParameterSpacesPass (llvm/) tells the optimiser where it points.
inline constexpr llvm::StringLiteral ParameterSpaceAnnotation = "scale.space.";

/// True for the generic-sized form of a space (see usesGenericSizedForm).
bool isGenericSizedForm(clang::LangAS AS);

/// The qualifier number of the space whose qualifier number or
/// generic-sized number is \p N; \p N itself for other numbers. An
/// `sp::AddressSpace` deduced from a type's address space is the
/// enumerator of this number.
unsigned qualifierNumberOf(unsigned N);

/// True for the qualifier number that stands for "no qualifier".
bool isGenericQualifierNumber(unsigned N);

/// A method qualified `__AS(AS)`, AS a template parameter of an enclosing
/// class template (at \p Depth, \p Index): in the template's pattern the
/// method qualifiers hold this address_space number in AS's place, so that
/// the method differs from an unqualified overload; instantiation replaces
/// it by AS's space. No type of an object carries it. None for parameters
/// nested or numbered beyond the range of stand-ins.
std::optional<unsigned> classParameterStandIn(unsigned Depth, unsigned Index);
/// The (depth, index) of the class template parameter that \p N stands
/// for, if \p N is such a stand-in.
std::optional<std::pair<unsigned, unsigned>> classParameterOfStandIn(unsigned N);

/// The keyword (`__device`), or `generic` for the unqualified space.
llvm::StringRef spelling(AddrSpace AS);

/// The sp::AddressSpace enumerator name (`DEVICE`).
llvm::StringRef enumeratorName(AddrSpace AS);

llvm::StringRef spelling(ExecContext Ctx);

/// May a pointer or reference to \p From convert implicitly to one to \p To
/// in code running in \p Ctx?
bool convertsImplicitly(AddrSpace From, AddrSpace To, ExecContext Ctx);

/// Does converting \p From to \p A rank above converting it to \p B in
/// overload resolution, in code running in \p Ctx? Both must be implicit.
bool ranksAbove(AddrSpace From, AddrSpace A, AddrSpace B, ExecContext Ctx);

/// May an explicit cast (C-style or addrspace_cast) convert \p From to \p To?
/// Explicit conversions do not depend on the context.
bool convertsExplicitly(AddrSpace From, AddrSpace To);

/// Is an explicit cast from \p From to \p To in code running in \p Ctx one
/// that -fscale-checked-casts checks at run time? In device code: generic or
/// __flat to a named space (a down-cast, whose misuse is undefined
/// behaviour); in host code: __flat to generic or __device, the two spaces
/// the CUDA runtime can recognise.
bool isCheckedDownCast(AddrSpace From, AddrSpace To, ExecContext Ctx);

/// May an object in \p AS be read or written by code running in \p Ctx?
bool isAccessible(AddrSpace AS, ExecContext Ctx);

/// The memory a CUDA runtime copy reads or writes, as its cudaMemcpyKind
/// names it (host or device).
enum class CopyMemory { Host, Device };

/// The memory that host code's operand of a CUDA runtime copy is known to
/// be in: a pointer into \p AS, or with \p IsObject an object of host code
/// in \p AS (a variable, its address, an array's decay). A `__device`
/// pointer is device memory; an object in the generic space is host memory
/// (generic is host memory in host code); a generic pointer of unannotated
/// code, which routinely holds device addresses, and a `__flat` one, which
/// holds either, are unknown. Other named spaces are not copied from host
/// code (nothing passes them to the runtime) and are unknown too.
std::optional<CopyMemory> hostCopyOperandMemory(AddrSpace AS, bool IsObject);

/// The smallest space both \p A and \p B convert to implicitly in \p Ctx
/// (the composite type of a conditional operator), if there is one.
std::optional<AddrSpace> compositeSpace(AddrSpace A, AddrSpace B,
                                        ExecContext Ctx);

/// The LLVM address space that \p AS lowers to on \p Target.
unsigned llvmAddressSpace(AddrSpace AS, const llvm::Triple &Target);

/// The LLVM address space of types in the Clang address space \p AS on
/// \p Target, for our spaces; the generic-sized form of a space lowers as
/// generic. nullopt for address spaces that are not ours.
std::optional<unsigned> llvmAddressSpace(clang::LangAS AS,
                                         const llvm::Triple &Target);

/// Can a variable's static initializer hold a null pointer into the Clang
/// address space \p AS on \p Target? Not NVPTX's `__shared` (not in the
/// generic-sized form): Clang makes that null the generic null cast to the
/// shared window (as OpenCL's local null), a value known only at run time,
/// which the backend cannot put in an initializer, and zero-initialization
/// would give another value than `nullptr`.
bool hasStaticNullPointer(clang::LangAS AS, const llvm::Triple &Target);

/// May `address_space(N)`, a number that is none of the qualifiers', be
/// lowered on \p Target? The host lowers every number as ordinary memory;
/// NVPTX and AMDGPU only the LLVM address spaces whose loads, stores and
/// casts their backends select (others end in a backend fatal error).
bool lowersOtherAddressSpace(unsigned N, const llvm::Triple &Target);

/// The space an LLVM address space of \p Target stands for, the inverse of
/// llvmAddressSpace: generic for the flat address space (it cannot tell
/// __flat from generic, which lower alike), nullopt for target address
/// spaces that are not ours (NVPTX's kernel parameters, AMDGPU's buffers).
/// The IR passes in llvm/ name spaces through it.
std::optional<AddrSpace> spaceOfLLVMAddressSpace(unsigned LLVMAS,
                                                 const llvm::Triple &Target);

/// The number that the Itanium mangler writes for \p AS in `U<n>AS<number>`
/// (0: nothing), on every target alike, so that host and device agree on
/// the names of functions with qualified parameters. It is the qualifier
/// number, except for __flat: that is address_space(0), which upstream
/// mangles like no address space at all, so it gets a number that no
/// `address_space(N)` can spell.
unsigned manglingNumber(AddrSpace AS);

/// The CUDA memory-space specifier of a variable declaration.
enum class VariableSpecifier { None, Device, Shared, Constant, Managed };

/// The space a variable's type is given from its specifier (the spec's
/// "Inferred address spaces" table); nullopt leaves the declared type as is.
std::optional<AddrSpace> inferredVariableSpace(VariableSpecifier Specifier,
                                               bool IsConstexpr);

/// What a member function may be, for the purpose of qualifying it.
enum class MethodKind { Device, HostDevice, HostOnly };

/// May a non-static member function of kind \p Kind be qualified with
/// \p AS (the space of the object it is called on)? __flat never; host-only
/// methods never; generic wherever a space is allowed (for template use).
bool mayQualifyMethod(AddrSpace AS, MethodKind Kind);

/// May an automatic variable be declared in \p AS? Only `__local`: a local
/// is generic unless declared `__local`, and no other space holds locals.
bool mayQualifyAutomaticVariable(AddrSpace AS);

/// The predefined macros of the extension for \p Target: the qualifier
/// keywords (in the generic-sized form where usesGenericSizedForm says so,
/// so that `__shared __shared int` repeats one space), the numbers behind
/// sp::AddressSpace and __SCALE_ADDRSPACES__, as NAME=VALUE.
std::string predefinedMacros(const llvm::Triple &Target, bool ShortPointers);

} // namespace scale

#endif // SCALE_ADDRSPACEMODEL_H
