//===- spec/cuda/addrspace/wrong_space.hpp - Reporting a wrong space ------===//
//
//! \file
//! What a failed checked cast does: device code prints
//! "<file>:<line>: pointer 0x… is not in __shared memory (cast from generic)"
//! and traps; host code throws sp::AddressSpaceError with the same text, or,
//! for the checks that -fscale-checked-casts inserts (which must not change
//! whether an expression throws), prints it and aborts.
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_ADDRSPACE_WRONG_SPACE_HPP
#define SPEC_CUDA_ADDRSPACE_WRONG_SPACE_HPP

#include <spec/cuda/addrspace/AddressSpaceError.hpp>
#include <spec/cuda/addrspace/AddressSpace.hpp>
#include <spec/cuda/addrspace/config.hpp>

#include <cstdio>
#include <cstdlib>

namespace sp {
namespace detail {

//! The qualifier that names \p AS in messages; generic has none. (Not a
//! switch: without the extension every enumerator has the same value.)
SP_HOST_DEVICE constexpr const char *spaceName(AddressSpace AS) {
  return AS == AddressSpace::GENERIC    ? "generic"
         : AS == AddressSpace::DEVICE   ? "__device"
         : AS == AddressSpace::SHARED   ? "__shared"
         : AS == AddressSpace::CONSTANT ? "__constant"
         : AS == AddressSpace::LOCAL    ? "__local"
                                        : "__flat";
}

#define SP_WRONG_SPACE_FORMAT "%s:%d: pointer %p is not in %s memory (cast from %s)\n"

//! Device: prints the message and traps. Host: throws AddressSpaceError
//! when \p Throw, else prints the message and aborts. Never inlined and
//! cold: the printf arguments then live in this function's frame, so a
//! check costs its caller only the test and a branch.
[[noreturn]]
#if defined(__clang__) || defined(__GNUC__)
__attribute__((noinline, cold))
#endif
SP_HOST_DEVICE inline void wrongSpace(const char *File, int Line,
                                      const void *Ptr, AddressSpace To,
                                      AddressSpace From, bool Throw) {
#if SP_DEVICE_PASS
  (void)Throw;
  // Clang lowers its builtin to the device printf (vprintf) on NVPTX and
  // AMDGPU whether or not the toolkit declared printf; nvcc has no such
  // builtin but always declares printf for device code.
#if defined(__clang__)
  __builtin_printf(SP_WRONG_SPACE_FORMAT, File, Line, Ptr, spaceName(To),
         spaceName(From));
  __builtin_trap();
#else
  printf(SP_WRONG_SPACE_FORMAT, File, Line, Ptr, spaceName(To),
         spaceName(From));
  __trap();
#endif
#else
  char Message[512];
  std::snprintf(Message, sizeof Message, SP_WRONG_SPACE_FORMAT, File, Line,
                Ptr, spaceName(To), spaceName(From));
  if (Throw) {
    std::string Text(Message);
    Text.pop_back(); // the newline
    throw AddressSpaceError(Text);
  }
  std::fputs(Message, stderr);
  std::fflush(stderr);
  std::abort();
#endif
}

#undef SP_WRONG_SPACE_FORMAT

} // namespace detail
} // namespace sp

#endif // SPEC_CUDA_ADDRSPACE_WRONG_SPACE_HPP
