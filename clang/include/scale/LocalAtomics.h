//===- LocalAtomics.h - Atomics on __local objects --------------*- C++ -*-===//
//
// Local memory is private to its thread, so an atomic operation on a __local
// object has no other thread to be atomic against: it is lowered as a plain
// read-modify-write (load, operation, store; cmpxchg as load, compare,
// select, store). NVPTX has no atomic instruction for the local state space:
// without this, -O0 ends in "Cannot select: AtomicLoadAdd ... addrspace 5"
// and cmpxchg becomes an `atom.local.cas` that ptxas rejects.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_LOCALATOMICS_H
#define SCALE_LOCALATOMICS_H

namespace clang {
class CodeGenOptions;
}
namespace llvm {
class Triple;
}

namespace scale {

/// Adds the lowering of atomics on the local address space to the
/// optimization pipeline of a device compilation for \p Target (every
/// optimization level, -O0 included); nothing for other targets.
void addLocalAtomicLowering(clang::CodeGenOptions &Opts,
                            const llvm::Triple &Target);

} // namespace scale

#endif // SCALE_LOCALATOMICS_H
