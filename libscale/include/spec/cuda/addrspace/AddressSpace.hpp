//===- spec/cuda/addrspace/AddressSpace.hpp - sp::AddressSpace, __AS ------===//

#ifndef SPEC_CUDA_ADDRSPACE_ADDRESSSPACE_HPP
#define SPEC_CUDA_ADDRSPACE_ADDRESSSPACE_HPP

#include <spec/cuda/addrspace/config.hpp>

namespace sp {

//! The address spaces. The values of the enumerators are implementation
//! defined and may change: compare them only for equality.
#ifdef __SCALE_ADDRSPACES__
enum class AddressSpace : int {
  FLAT = __SCALE_AS_FLAT__,
  GENERIC = __SCALE_AS_GENERIC__,
  DEVICE = __SCALE_AS_DEVICE__,
  SHARED = __SCALE_AS_SHARED__,
  CONSTANT = __SCALE_AS_CONSTANT__,
  LOCAL = __SCALE_AS_LOCAL__,
};
#else
//! Only the generic space exists, so every entry is the same.
enum class AddressSpace : int {
  FLAT = 0,
  GENERIC = 0,
  DEVICE = 0,
  SHARED = 0,
  CONSTANT = 0,
  LOCAL = 0,
};
#endif

} // namespace sp

//! __AS(X) is the qualifier of the space X, a constant (or template
//! parameter) of type sp::AddressSpace: __AS(sp::AddressSpace::DEVICE) is
//! __device, and __AS(sp::AddressSpace::GENERIC) qualifies nothing.
#ifdef __SCALE_ADDRSPACES__
#define __AS(X) __attribute__((address_space((int)(X))))
#else
#define __AS(X)
#endif

#endif // SPEC_CUDA_ADDRSPACE_ADDRESSSPACE_HPP
