//===- DiagnosticGroups.cpp - The table of our diagnostics ----------------===//
//
// Each row: the diagnostic, its -W group (none for hard errors and notes),
// its class and default severity, and its text. Warnings of ours are errors
// by default and shown in system headers, as the errors they replace were;
// a row marked WarningByDefault is a warning by default (it reports code
// that nvcc builds and that may be right).
// Clang's custom diagnostics cannot name a group of their own (a
// CustomDiagDesc group is one of Clang's built-in diag::Group values), so the
// -W option lookups are answered by wrappers of DiagnosticIDs
// (Hooks/DiagnosticGroupHooks.cpp) from this table. Every DiagnosticIDs made
// while the extension is on registers the table's rows first, in order, so
// a diagnostic of ours has the same ID in every table of the process: an ID
// is ours when it is one of the first custom IDs. clang-tidy looks up the
// compiler's diagnostic IDs in its own table, where the checks register
// theirs; with IDs of their own, ours are neither out of its range (a crash)
// nor taken for a check's. getCustomDiagID finds a row by its text, so no two
// rows share a text.
//
//===----------------------------------------------------------------------===//

#include "scale/DiagnosticGroups.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticIDs.h"

using namespace clang;

namespace scale {

namespace {

struct DiagInfo {
  Diag Id;
  const char *Group; // without -W; null: no group
  DiagnosticIDs::Class Class;
  const char *Text;
  bool WarningByDefault = false;
};

constexpr const char *HostAccessGroup = "scale-addrspace-host-access";
constexpr const char *FlatAccessGroup = "scale-addrspace-flat-access";
constexpr const char *ConstantWriteGroup = "scale-addrspace-constant-write";
constexpr const char *CastGroup = "scale-addrspace-cast";
constexpr const char *NamedCastGroup = "scale-addrspace-named-cast";
constexpr const char *HostDeviceGroup = "scale-addrspace-host-device";
constexpr const char *MethodQualifierGroup = "scale-addrspace-method-qualifier";
constexpr const char *MemcpyDirectionGroup = "scale-memcpy-direction";
constexpr const char *NvccMissingTemplateGroup =
    "scale-nvcc-missing-template";
constexpr const char *NvccExecutionSpaceGroup = "scale-nvcc-execution-space";
constexpr const char *NvccDefaultArgumentGroup =
    "scale-nvcc-default-argument";
constexpr const char *NvccDependentBaseGroup = "scale-nvcc-dependent-base";

// clang-format off
const DiagInfo Table[] = {
  {Diag::HostAccess, HostAccessGroup, DiagnosticIDs::CLASS_WARNING,
   "cannot %select{read|write|modify|call a member function on}0 an object "
   "of type %1 in a host function: the %2 address space is not accessible "
   "in host code"},
  {Diag::FlatAccess, FlatAccessGroup, DiagnosticIDs::CLASS_WARNING,
   "cannot %select{read|write|modify|call a member function on}0 an object "
   "of type %1 in a %select{host|device}2 function: the __flat address "
   "space is not accessible anywhere without a cast"},
  {Diag::ConstantWrite, ConstantWriteGroup, DiagnosticIDs::CLASS_WARNING,
   "cannot %select{read|write|modify|call %4, which is neither const nor "
   "__constant, on}0 an object of type %1 in a %select{host|device}2 "
   "function: __constant memory is read-only%select{|; only the host writes "
   "it, through the runtime's symbol copies (cudaMemcpyToSymbol)}3"},
  {Diag::ConstantWriteInCodeGen, ConstantWriteGroup,
   DiagnosticIDs::CLASS_WARNING,
   "%0 (in the device code generated for this function)"},
  {Diag::ExplicitCast, CastGroup, DiagnosticIDs::CLASS_WARNING,
   "cannot cast from %0 to %1 %select{in a host function|in a device "
   "function|outside functions}2: no cast converts the %3 address space to "
   "the %4 address space"},
  {Diag::AddrspaceCastSpaces, CastGroup, DiagnosticIDs::CLASS_WARNING,
   "addrspace_cast from %0 to %1 %select{in a host function|in a device "
   "function|outside functions}2: no cast converts the %3 address space to "
   "the %4 address space"},
  {Diag::NamedCastSpace, NamedCastGroup, DiagnosticIDs::CLASS_WARNING,
   "%0 from %1 to %2 cannot change the address space from %3 to %4 in a "
   "%select{host|device}5 function; %select{%0 never changes an address "
   "space|use addrspace_cast or a C-style cast|no cast converts %3 to %4}6"},
  {Diag::HostDeviceConversion, HostDeviceGroup, DiagnosticIDs::CLASS_WARNING,
   "cannot convert %0 to %1 implicitly in a %select{host|device}2 function: "
   "the %3 address space %select{converts to %4 only in device code|does "
   "not convert to %4 implicitly in any context}5"},
  {Diag::MethodQualifier, MethodQualifierGroup, DiagnosticIDs::CLASS_WARNING,
   "'%0' cannot qualify %select{a non-member function|a static member "
   "function|a member function: the object of a call must be accessible|a "
   "host member function: only __device__, __host__ __device__ and "
   "constexpr member functions can be qualified|a function type: the space "
   "of a function type cannot depend on a template parameter; qualify the "
   "member functions with it instead}1"},
  {Diag::MemcpyDeviceOperand, MemcpyDirectionGroup,
   DiagnosticIDs::CLASS_WARNING,
   "%0 %select{destination|source}1 has type %2 in __device memory but the "
   "copy kind '%3' says host memory"},
  {Diag::MemcpyHostOperand, MemcpyDirectionGroup, DiagnosticIDs::CLASS_WARNING,
   "%0 %select{destination|source}1 is in %2, a variable of host code in "
   "host memory (the generic address space), but the copy kind '%3' says "
   "device memory",
   /*WarningByDefault=*/true},
  {Diag::NvccMissingTemplateKeyword, NvccMissingTemplateGroup,
   DiagnosticIDs::CLASS_WARNING,
   "missing 'template' keyword prior to dependent template name '%0'; "
   "accepted for nvcc compatibility",
   /*WarningByDefault=*/true},
  {Diag::NvccTemplateBeforeDestructor, NvccMissingTemplateGroup,
   DiagnosticIDs::CLASS_WARNING,
   "'template' keyword before destructor name is ignored for nvcc "
   "compatibility",
   /*WarningByDefault=*/true},
  {Diag::NvccHostMemberDefinedDevice, NvccExecutionSpaceGroup,
   DiagnosticIDs::CLASS_WARNING,
   "'%0' is declared without an execution space and defined __device__; "
   "treated as __host__ __device__ for nvcc compatibility",
   /*WarningByDefault=*/true},
  {Diag::NvccDeviceRedeclaredWithoutSpace, NvccExecutionSpaceGroup,
   DiagnosticIDs::CLASS_WARNING,
   "__device__ function '%0' is redeclared without an execution space; "
   "treated as __host__ __device__ for nvcc compatibility",
   /*WarningByDefault=*/true},
  {Diag::NvccOutOfLineTemplateMemberDefault, NvccDefaultArgumentGroup,
   DiagnosticIDs::CLASS_WARNING,
   "default argument on the out-of-line definition of %0, a member of %1, "
   "is ignored for nvcc compatibility",
   /*WarningByDefault=*/true},
  {Diag::NvccMemberOfDependentBase, NvccDependentBaseGroup,
   DiagnosticIDs::CLASS_WARNING,
   "call of %0 uses a member of the dependent base class %1, which needs "
   "'this->'; accepted in device code for nvcc compatibility",
   /*WarningByDefault=*/true},
  {Diag::AddrspaceCastNeedsGlvalue, nullptr, DiagnosticIDs::CLASS_ERROR,
   "addrspace_cast to the %select{lvalue|rvalue}0 reference type %1 needs "
   "%select{an lvalue|an lvalue or an xvalue}0, not %select{a prvalue|an "
   "xvalue}2 of type %3"},
  {Diag::AddrspaceCastBitField, nullptr, DiagnosticIDs::CLASS_ERROR,
   "addrspace_cast cannot bind the bit-field of type %0 to the reference "
   "type %1"},
  {Diag::AddrspaceCastNotPointer, nullptr, DiagnosticIDs::CLASS_ERROR,
   "addrspace_cast from %0 to %1: addrspace_cast converts pointers to "
   "pointers and references to references"},
  {Diag::AddrspaceCastChangesType, nullptr, DiagnosticIDs::CLASS_ERROR,
   "addrspace_cast from %0 to %1 changes more than the address space; only "
   "the address space of the %select{pointee|referenced type}2 may differ"},
  {Diag::CallNoViableMethodSpace, nullptr, DiagnosticIDs::CLASS_ERROR,
   "cannot call %0 on an object of type %1 in a %select{host|device}2 "
   "function: the generic address space does not convert implicitly to "
   "the space of any of its overloads"},
  {Diag::ManagedWithRdc, nullptr, DiagnosticIDs::CLASS_ERROR,
   "__managed__ variables are not supported with -fgpu-rdc"},
  {Diag::ManagedInOtherMemory, nullptr, DiagnosticIDs::CLASS_ERROR,
   "a __managed__ variable cannot also be %select{__shared__|__constant__}0"},
  {Diag::ManagedStaticLocal, nullptr, DiagnosticIDs::CLASS_ERROR,
   "__managed__ is not allowed on static local variables"},
  {Diag::ManagedAddressNotConstant, nullptr, DiagnosticIDs::CLASS_ERROR,
   "the address of __managed__ variable %0 is not a constant: initialize "
   "%1 at run time"},
  {Diag::StaticSharedPointer, nullptr, DiagnosticIDs::CLASS_ERROR,
   "variable %0 of type %1 holds a %2 pointer, whose null value NVPTX "
   "cannot put in a variable's initializer; use a generic pointer or a "
   "__shared__ variable"},
  {Diag::UnlowerableAddressSpace, nullptr, DiagnosticIDs::CLASS_ERROR,
   "address_space(%0) cannot be lowered for %1: device code has the "
   "address spaces __device, __shared, __constant, __local and __flat"},
  {Diag::CheckedCastHelperMissing, nullptr, DiagnosticIDs::CLASS_ERROR,
   "-fscale-checked-casts cannot check this cast in a "
   "%select{host|device}0 function: libscale's '%1' is not "
   "available%select{ (host checks need the CUDA runtime's "
   "headers)|}0"},
  {Diag::AnnotateHostToKernel, nullptr, DiagnosticIDs::CLASS_ERROR,
   "host memory is passed to kernel '%0' as parameter '%1': kernels cannot "
   "access host memory"},
  {Diag::AnnotateDeviceDereference, nullptr, DiagnosticIDs::CLASS_ERROR,
   "'%0' points to __device memory and is dereferenced in host code: the "
   "__device address space is not accessible in host code"},
  {Diag::AnnotateCopyDirection, nullptr, DiagnosticIDs::CLASS_ERROR,
   "%0 with %1 copies %select{to|from}2 '%3', which is %select{host|__device}4 "
   "memory, not %select{__device|host}4 memory"},
  {Diag::NoteMethodCandidateSpace, nullptr, DiagnosticIDs::CLASS_NOTE,
   "candidate qualified with %0 not viable"},
  {Diag::NoteExplicitCastAllowed, nullptr, DiagnosticIDs::CLASS_NOTE,
   "an explicit cast to %0 is allowed"},
  {Diag::NoteConversionExplained, nullptr, DiagnosticIDs::CLASS_NOTE, "%0"},
  {Diag::NoteQualifiedDefinition, nullptr, DiagnosticIDs::CLASS_NOTE,
   "undefined '%0' differs only in address spaces from '%1', defined in %2"},
  {Diag::NoteQualifiedMangling, nullptr, DiagnosticIDs::CLASS_NOTE,
   "an address-space qualifier of a parameter is part of the mangled name: "
   "compile every file that declares the function with the extension (as "
   "CUDA, or with -fscale-addrspaces), or declare the parameter without an "
   "address space"},
  {Diag::NoteAnnotateOrigin, nullptr, DiagnosticIDs::CLASS_NOTE, "%0 memory: %1"},
  {Diag::NoteAnnotateFlow, nullptr, DiagnosticIDs::CLASS_NOTE, "the pointer %0"},
};
// clang-format on

const llvm::StringRef ChildGroups[] = {HostAccessGroup, FlatAccessGroup,
                                       ConstantWriteGroup,
                                       CastGroup,       NamedCastGroup,
                                       HostDeviceGroup, MethodQualifierGroup,
                                       MemcpyDirectionGroup,
                                       NvccMissingTemplateGroup,
                                       NvccExecutionSpaceGroup,
                                       NvccDefaultArgumentGroup,
                                       NvccDependentBaseGroup};

const DiagInfo &infoOf(Diag D) {
  const DiagInfo &Info = Table[static_cast<unsigned>(D)];
  assert(Info.Id == D && "the table is in enumeration order");
  return Info;
}

DiagnosticIDs::CustomDiagDesc descriptionOf(const DiagInfo &Info) {
  diag::Severity Severity = Info.Class == DiagnosticIDs::CLASS_NOTE
                                ? diag::Severity::Fatal
                            : Info.WarningByDefault ? diag::Severity::Warning
                                                    : diag::Severity::Error;
  return DiagnosticIDs::CustomDiagDesc(Severity, Info.Text, Info.Class,
                                       /*ShowInSystemHeader=*/true,
                                       /*ShowInSystemMacro=*/true);
}

} // namespace

void registerDiagnostics(DiagnosticIDs &IDs) {
  for (const DiagInfo &Info : Table)
    IDs.getCustomDiagID(descriptionOf(Info));
}

std::optional<Diag> diagnosticOfID(unsigned ID) {
  if (!DiagnosticIDs::IsCustomDiag(ID))
    return std::nullopt;
  unsigned Index = ID - diag::DIAG_UPPER_LIMIT;
  if (Index >= std::size(Table))
    return std::nullopt;
  return Table[Index].Id;
}

bool isHardError(Diag D) {
  return infoOf(D).Class == DiagnosticIDs::CLASS_ERROR;
}

unsigned diagID(DiagnosticIDs &IDs, Diag D) {
  return IDs.getCustomDiagID(descriptionOf(infoOf(D)));
}

unsigned diagID(DiagnosticsEngine &Diags, Diag D) {
  return diagID(*Diags.getDiagnosticIDs(), D);
}

llvm::StringRef parentGroup() { return "scale-addrspace"; }

std::optional<llvm::StringRef> groupOf(Diag D) {
  if (const char *Group = infoOf(D).Group)
    return llvm::StringRef(Group);
  return std::nullopt;
}

llvm::ArrayRef<llvm::StringRef> childGroups() { return ChildGroups; }

bool diagnosticsInGroup(DiagnosticIDs &IDs, llvm::StringRef Group,
                        llvm::SmallVectorImpl<unsigned> &Out) {
  bool Parent = Group == parentGroup();
  if (!Parent && !llvm::is_contained(ChildGroups, Group))
    return false;
  for (const DiagInfo &Info : Table)
    if (Info.Group && (Parent || Group == Info.Group))
      Out.push_back(IDs.getCustomDiagID(descriptionOf(Info)));
  return true;
}

std::optional<llvm::StringRef> groupOfID(unsigned ID) {
  if (std::optional<Diag> D = diagnosticOfID(ID))
    return groupOf(*D);
  return std::nullopt;
}

} // namespace scale
