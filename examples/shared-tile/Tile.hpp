//===- Tile.hpp - A tile of values in any GPU memory space ----*- C++ -*-===//
//
// A small fixed-size tile whose accessors know where the tile lives, using
// the three overloading features of the address-space extension:
//  * member functions qualified with a space (`sum() const __shared`),
//  * member function templates qualified with `__AS(AS)`, deduced from the
//    object (`load`),
//  * free function templates deducing the space of an argument
//    (`copyInto`).
// With the extension off (other compilers) it degrades to a plain tile: the
// space parameters default to GENERIC, which is then the only space.
//
//===----------------------------------------------------------------------===//

#ifndef EXAMPLES_SHARED_TILE_TILE_HPP
#define EXAMPLES_SHARED_TILE_TILE_HPP

#include <spec/cuda/Addrspace.hpp>

template <class T, int N> struct Tile {
  T values[N];

  //! Element i, read where the tile lives: through `__shared`, `__device`
  //! or generic memory according to the object.
  template <sp::AddressSpace AS = sp::AddressSpace::GENERIC>
  __device__ T load(int i) const __AS(AS) {
    return values[i];
  }
  template <sp::AddressSpace AS = sp::AddressSpace::GENERIC>
  __device__ void store(int i, T v) __AS(AS) {
    values[i] = v;
  }

#ifdef __SCALE_ADDRSPACES__
  //! The sum of a tile in shared memory: an overload selected by the space
  //! of the object (without the extension there is only the generic one).
  __device__ T sum() const __shared {
    T total = 0;
    for (int i = 0; i < N; ++i)
      total += values[i];
    return total;
  }
#endif
  __device__ T sum() const {
    T total = 0;
    for (int i = 0; i < N; ++i)
      total += values[i];
    return total;
  }
};

//! Copies `count` values from global memory into a tile, in whatever space
//! the tile is; the space is a deduced template argument.
template <class T, int N, sp::AddressSpace AS = sp::AddressSpace::GENERIC>
__device__ __noinline__ void copyInto(__AS(AS) Tile<T, N> &tile,
                                      const __device T *source, int count) {
  for (int i = 0; i < count && i < N; ++i)
    tile.store(i, source[i]);
}

#endif // EXAMPLES_SHARED_TILE_TILE_HPP
