// `X<...>::Type()` in a template, Type a member type of a dependent class,
// written without `typename` (CUDA 13's nccl_device/utility.h:
// `Optional(args, IntSeqUpTo<sizeof...(Arg), 0>::Type())`). Clang and g++
// reject the instantiation; nvcc's front end reads the call as the
// functional cast in device code. Under __NVCC__ (scale-nvcc) a call of such
// a name in an instantiated device or host-device function is the cast,
// with -Wtypename-missing, and such a name in parentheses where a type may
// stand (`sizeof(X::Type)`) is that type; a name that is not called,
// host-only code, and scale-clang++ (no __NVCC__) keep the error.
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -Xclang -verify=nvcc -Xclang -verify-ignore-unexpected=note %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ -Xclang -verify=nvcc -Xclang -verify-ignore-unexpected=note %s
// RUN: not %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only %s 2>&1 | FileCheck %s --check-prefix=CLANG
// CLANG: call-without-typename.cu:{{[0-9]+}}:{{[0-9]+}}: error: missing 'typename' prior to dependent type name 'UpTo<sizeof...(A)>::Type'
// The cast constructs the sequence: each kernel stores its length.
// RUN: %scale_cxx %hermetic_cuda -std=c++17 --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -Wno-typename-missing -O2 -S %s -o - | FileCheck %s
// Invalid code fails in every mode, under __NVCC__ too.
// RUN: not %scale_cxx %hermetic_cuda -std=c++17 --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -DINVALID -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: not %scale_cxx %hermetic_cuda -std=c++17 --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -DINVALID -S -emit-llvm -o /dev/null %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: not %scale_cxx %hermetic_cuda -std=c++17 --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -DINVALID -S -o /dev/null %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: not %scale_cxx %hermetic_cuda -std=c++17 --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ -DINVALID -S -o /dev/null %s 2>&1 | FileCheck %s --check-prefix=ERRORS
// ERRORS: error: missing 'typename' prior to dependent type name 'UpTo<sizeof...(A)>::Type'

template <int N> struct Seq {
  int length = N;
};
template <int N> struct UpTo {
  using Type = Seq<N>;
};

struct Optional {
  int length;
  template <int N> __host__ __device__ Optional(Seq<N> s) : length(s.length) {}
  template <class... A>
  __host__ __device__ Optional(int, A...)
      : Optional(UpTo<sizeof...(A)>::Type()) {} // nvcc-warning {{missing 'typename' prior to dependent type name 'UpTo<sizeof...(A)>::Type'}}
};

template <class... A> __device__ int lengthOf(A... a) {
  return UpTo<sizeof...(A)>::Type().length; // nvcc-warning {{missing 'typename' prior to dependent type name 'UpTo<sizeof...(A)>::Type'}}
}

// The size of such a type in parentheses (NCCL's gin scratch functions:
// `sizeof(decltype(srcPtr)::ElementType)`) is the type's.
template <class T> struct Ptr {
  using ElementType = T;
  T *p;
};
template <class P> __device__ int bytes(P srcPtr, int n) {
  return n * (int)sizeof(decltype(srcPtr)::ElementType); // nvcc-warning {{missing 'typename' prior to dependent type name 'decltype(srcPtr)::ElementType'}}
}

// CHECK-LABEL: .entry _Z7lengthsPi(
// CHECK: st.global.b32 [%rd{{[0-9]+}}], 2;
// CHECK: st.global.b32 [%rd{{[0-9]+}}+4], 3;
// CHECK: st.global.b32 [%rd{{[0-9]+}}+8], 32;
__global__ void lengths(int *out) {
  out[0] = Optional(1, 2, 3).length;
  out[1] = lengthOf(1, 2, 3);
  out[2] = bytes(Ptr<double>{}, 4);
}

#ifdef INVALID
template <class... A> __device__ int notCalled(A... a) {
  auto t = UpTo<sizeof...(A)>::Type;
  return 0;
}
template <class... A> int hostOnly(A... a) {
  return UpTo<sizeof...(A)>::Type().length;
}
__global__ void invalid(int *out) { out[0] = notCalled(1); }
int h = hostOnly(1);
#endif
