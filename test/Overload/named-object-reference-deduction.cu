// Deduction from an object in a named space to a reference pattern that
// names no space (issue 18 item 14): in device code the deduced A may be in
// generic, as it may be more cv-qualified ([temp.deduct.call]), because the
// reference binds through the device-context conversion named -> generic. In
// host code that conversion does not exist and deduction fails as before.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify=host,both %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=device,both %s
// RUN: not %scale_cxx -std=c++17 -S -emit-llvm -o /dev/null %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only %s 2>&1 | FileCheck --check-prefix=HOST-IR %s
// HOST-IR: error: no matching function for call to 'extentOf'

#include <stddef.h>
#include <type_traits>

template <size_t N> struct Extent { static constexpr size_t value = N; };

// A reduction of cuda::std::span's array constructor, whose extent is
// deduced from `element_type (&)[N]`.
template <class E> struct Span {
  template <size_t N>
  __host__ __device__ Span(E (&array)[N]) : data(array), size(N) {}
  E *data;
  size_t size;
};

template <size_t N> __host__ __device__ Extent<N> extentOf(float (&)[N]); // #extentOf
template <size_t N> __host__ __device__ Extent<N> constExtentOf(const float (&)[N]); // #constExtentOf
template <size_t N> __host__ __device__ Extent<N> rvalueExtentOf(float (&&)[N]);
template <class T> struct Box { T value; };
template <class T> __host__ __device__ T unbox(const Box<T> &);
template <class T> __host__ __device__ T *unboxPointer(Box<T> &);

__device__ float deviceTile[8];
__constant__ float constantTile[4];
__device__ Box<long> deviceBox;

__global__ void kernel(__local float (&localTile)[2]) {
  __shared__ float sharedTile[16];
  // The issue's example.
  Span<float> s(sharedTile);
  Span<const float> cs(sharedTile);
  static_assert(decltype(extentOf(sharedTile))::value == 16);
  static_assert(decltype(extentOf(deviceTile))::value == 8);
  static_assert(decltype(extentOf(localTile))::value == 2);
  static_assert(decltype(constExtentOf(sharedTile))::value == 16);
  static_assert(decltype(constExtentOf(constantTile))::value == 4);
  static_assert(decltype(rvalueExtentOf(static_cast<__shared float (&&)[16]>(sharedTile)))::value == 16);
  static_assert(std::is_same_v<decltype(unbox(deviceBox)), long>);
  static_assert(std::is_same_v<decltype(unboxPointer(deviceBox)), long *>);
}

__device__ void wouldNotBind(const __shared float (&constTile)[16],
                             __flat float (&flatTile)[3]) {
  // Binding drops const, or converts from __flat: no deduction either.
  extentOf(constTile); // both-error {{no matching function for call to 'extentOf'}}
                       // both-note@#extentOf {{candidate template ignored}}
  extentOf(flatTile);  // both-error {{no matching function for call to 'extentOf'}}
                       // both-note@#extentOf {{candidate template ignored}}
}

void host(__device float (&deviceArray)[16]) {
  extentOf(deviceArray); // both-error {{no matching function for call to 'extentOf'}}
                         // both-note@#extentOf {{candidate template ignored}}
  constExtentOf(deviceTile); // both-error {{no matching function for call to 'constExtentOf'}}
                             // both-note@#constExtentOf {{candidate template ignored}}
}
