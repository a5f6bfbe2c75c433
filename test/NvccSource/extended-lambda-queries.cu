// nvcc's extended-lambda queries (spec/cuda/nvcc/lambda_traits.hpp) are
// false for every type, and as dependent on it as nvcc's builtins: a partial
// specialisation on one (AMReX's AMReX_TypeTraits.H, under __NVCC__) is
// declared and never chosen; with a plain `false` its declaration was an
// error ("enable_if cannot be used to disable this declaration").
// REQUIRES: cuda-toolkit
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 -std=c++17 -fsyntax-only %s
// RUN: %scale_cxx --cuda-gpu-arch=sm_90 -std=c++11 -fsyntax-only %s
// RUN: %scale_nvcc -arch=sm_90 --extended-lambda -std=c++17 -c %s -o %t.o
#include <type_traits>

template <class T, class Enable = void>
struct DefinitelyNotHostRunnable : std::false_type {};

template <class T>
struct DefinitelyNotHostRunnable<
    T, typename std::enable_if<__nv_is_extended_device_lambda_closure_type(
           T)>::type> : std::true_type {};

template <class T, class Enable = void>
struct MaybeHostDeviceRunnable : std::true_type {};

template <class T>
struct MaybeHostDeviceRunnable<
    T, typename std::enable_if<
           __nv_is_extended_host_device_lambda_closure_type(T)>::type>
    : std::false_type {};

void host() {
  auto lambda = [] __device__(int x) { return x + 1; };
  static_assert(!DefinitelyNotHostRunnable<decltype(lambda)>::value, "");
  static_assert(MaybeHostDeviceRunnable<decltype(lambda)>::value, "");
  static_assert(!__nv_is_extended_device_lambda_closure_type(decltype(lambda)),
                "");
  static_assert(
      !__nv_is_extended_device_lambda_with_preserved_return_type(int), "");
}
