//===- PointerSpace.h - Which address space a generic pointer points into -===//
//
// The address-space passes ask one question of a generic pointer: into which
// named space does it point, whatever path it took to get here? The answer
// comes from looking through the instructions that keep a pointer in its
// space (address-space casts, GEPs, selects and phis) to where the pointer
// was made: a value of a named space, a pointer parameter of a kernel, a
// local variable, a pointer loaded from a kernel's by-value parameter.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_TRANSFORMS_ADDRSPACE_POINTERSPACE_H
#define SCALE_TRANSFORMS_ADDRSPACE_POINTERSPACE_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/TargetParser/Triple.h"

#include <cstdint>
#include <optional>
#include <string>

namespace llvm {
class Argument;
class CallInst;
class DataLayout;
class Function;
class IRBuilderBase;
class Instruction;
class Module;
class Value;
} // namespace llvm

namespace scale {

/// The pass name of every optimisation remark of the address-space passes:
/// -Rpass=scale-addrspace, -Rpass-missed=scale-addrspace.
inline constexpr const char *AddrSpaceRemarkName = "scale-addrspace";

/// How remarks name a function: its unqualified name for C++ functions
/// (`dot` for `_Z3dotPKfS0_i`), else its symbol.
std::string remarkName(const llvm::Function &F);

/// How remarks name a parameter: `parameter 'p'` where the IR or the debug
/// information knows the name, else `parameter 2` (numbered from 1).
std::string remarkName(const llvm::Argument &Arg);

/// The LLVM address spaces of a GPU target, named after the spaces of the
/// extension (scale/AddrSpaceModel.h is where the numbers come from).
class GPUAddressSpaces {
public:
  /// The spaces of \p M's target, or nullopt when it is not a GPU (NVPTX or
  /// AMDGPU): the passes then leave the module alone.
  static std::optional<GPUAddressSpaces> forModule(const llvm::Module &M);

  unsigned generic() const { return Generic; }
  unsigned global() const { return Global; }
  unsigned shared() const { return Shared; }
  unsigned local() const { return Local; }
  unsigned constant() const { return Constant; }
  bool isNVPTX() const { return Target.isNVPTX(); }

  /// A kernel: an entry point that the host launches.
  bool isKernel(const llvm::Function &F) const;

  /// Is \p AS a named space that generic pointers can point into?
  bool isNamed(unsigned AS) const;

  /// `__shared` for the shared space, `addrspace(N)` for a target space
  /// that is not one of ours.
  std::string spelling(unsigned AS) const;

private:
  explicit GPUAddressSpaces(const llvm::Triple &Target);

  llvm::Triple Target;
  unsigned Generic, Global, Shared, Local, Constant;
};

/// What is known of the space a generic pointer points into: nothing yet
/// (a phi that only meets itself, undef), one named space, or that it may
/// point into several or an unknown one.
class PointerSpace {
public:
  static PointerSpace undetermined() { return PointerSpace(Undetermined, 0); }
  static PointerSpace named(unsigned AS) { return PointerSpace(Named, AS); }
  static PointerSpace generic() { return PointerSpace(Generic, 0); }

  bool isUndetermined() const { return State == Undetermined; }
  bool isNamed() const { return State == Named; }
  bool isGeneric() const { return State == Generic; }
  unsigned addressSpace() const { return AS; }

  /// The space of a value that is one of two pointers.
  PointerSpace join(PointerSpace Other) const;

  bool operator==(const PointerSpace &O) const {
    return State == O.State && AS == O.AS;
  }

private:
  enum Kind { Undetermined, Named, Generic };
  PointerSpace(Kind State, unsigned AS) : State(State), AS(AS) {}
  Kind State;
  unsigned AS;
};

/// Finds the space a pointer value points into by looking at how it was
/// made inside its function. Parameters of non-kernel functions are
/// generic here: the interprocedural pass makes their space explicit in the
/// parameter type once every caller agrees.
class PointerSpaceAnalysis {
public:
  explicit PointerSpaceAnalysis(const GPUAddressSpaces &Spaces)
      : Spaces(Spaces) {}

  PointerSpace spaceOf(const llvm::Value *Ptr) const;

  /// The space of \p Ptr if the generic parameters in \p Assumed pointed
  /// into the spaces given there (an LLVM address space each): how the
  /// propagation tests a hypothesis on a recursive function's parameters.
  using ParameterSpaces = llvm::DenseMap<const llvm::Argument *, unsigned>;
  PointerSpace spaceOf(const llvm::Value *Ptr,
                       const ParameterSpaces &Assumed) const;

  /// Is \p Load a pointer loaded from a kernel's by-value parameter that the
  /// kernel does not write (`readonly`, or `__grid_constant__`)? Those point
  /// to global memory: the host wrote them into the launch parameters, and
  /// host code can only hold global (or generic-to-global) addresses.
  bool loadsFromKernelByValParameter(const llvm::Value *Ptr) const;

  /// Does \p Ptr point to a local variable or into a by-value parameter,
  /// memory that the target lowers to its own space (NVPTX's local and
  /// parameter spaces) after these passes?
  bool isStackOrParameterMemory(const llvm::Value *Ptr) const;

  /// Records that \p Arg, a by-value parameter of a device function, holds
  /// at every call a copy of a kernel's by-value parameter: pointers loaded
  /// from it point to global memory too.
  void addKernelByValCopy(const llvm::Argument *Arg) {
    KernelByValCopies.insert(Arg);
  }
  bool isKernelByValCopy(const llvm::Argument *Arg) const {
    return KernelByValCopies.contains(Arg);
  }

private:
  PointerSpace spaceOf(const llvm::Value *Ptr,
                       llvm::SmallPtrSetImpl<const llvm::Value *> &Visited,
                       unsigned Depth, const ParameterSpaces *Assumed) const;

  const GPUAddressSpaces &Spaces;
  llvm::SmallPtrSet<const llvm::Argument *, 8> KernelByValCopies;
};

/// Is \p Arg a by-value parameter that its function does not write: LLVM
/// inferred `readonly`, or it is `__grid_constant__`, which cannot be
/// written even where its address escapes and `readonly` is not inferred
/// (CUTLASS's kernels hand the TMA descriptors in their parameters to
/// `prefetch.tensormap`)? A kernel's such parameter holds what the host
/// wrote for the whole launch.
bool isUnwrittenByValParameter(const llvm::Argument &Arg);

/// The value \p Ptr is a constant offset of, through GEPs and casts; adds
/// the offset to \p Offset. Null when an offset is not constant.
llvm::Value *stripConstantOffsets(llvm::Value *Ptr, const llvm::DataLayout &DL,
                                  int64_t &Offset);

/// \p Ptr, proven to point into address space \p AS, as a pointer of that
/// space: the operand of the cast that made \p Ptr from one, else a new
/// cast built by \p B (InferAddressSpaces, which runs after the passes that
/// ask, computes the address in the space instead).
llvm::Value *pointerInSpace(llvm::IRBuilderBase &B, llvm::Value *Ptr,
                            unsigned AS);

/// Replaces the access \p Old by \p New, which takes its name, location and
/// uses, and deletes \p OldPtr, the generic pointer \p Old accessed, if
/// nothing else uses it: left behind it would read as a generic pointer
/// made to named memory.
void replaceAccess(llvm::CallInst &Old, llvm::Instruction &New,
                   llvm::Value *OldPtr);

} // namespace scale

#endif // SCALE_TRANSFORMS_ADDRSPACE_POINTERSPACE_H
