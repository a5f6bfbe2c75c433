//===- spec/cuda/addrspace/AddressSpaceError.hpp - Failed checked cast ----===//
//
//! \file
//! sp::AddressSpaceError, thrown in host code by the reference form of
//! sp::try_addrspace_cast when the object is not in the space asked for
//! (device code traps instead: it has no exceptions).
//
//===----------------------------------------------------------------------===//

#ifndef SPEC_CUDA_ADDRSPACE_ADDRESSSPACEERROR_HPP
#define SPEC_CUDA_ADDRSPACE_ADDRESSSPACEERROR_HPP

// <cstdlib> first: Clang's CUDA wrapper of <new> (which <stdexcept> reads)
// calls ::free, which a CUDA compilation without the toolkit's headers has
// not declared yet.
#include <cstdlib>
#include <stdexcept>
#include <string>

namespace sp {

//! what() reads "<file>:<line>: pointer 0x… is not in <space> memory (cast
//! from <space>)", the message the device prints before it traps.
class AddressSpaceError : public std::runtime_error {
public:
  explicit AddressSpaceError(const std::string &Message)
      : std::runtime_error(Message) {}
};

} // namespace sp

#endif // SPEC_CUDA_ADDRSPACE_ADDRESSSPACEERROR_HPP
