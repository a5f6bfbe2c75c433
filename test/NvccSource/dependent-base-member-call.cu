// An unqualified call of a member of a dependent base class in device code
// (cuCollections' static_multimap: `initial_slot(g, k)`, `next_slot(s)` in
// members of a class template derived from `device_view_impl_base<...>`).
// [temp.dep]/3 does not look into the dependent base, so the name is found
// only by argument-dependent lookup at instantiation, which finds no member:
// Clang and g++ reject the call, nvcc calls the member. Under __NVCC__ the
// call in a __device__ or __global__ function is made through `this`, with
// a warning in -Wscale-nvcc-dependent-base; a __host__ __device__ function
// (g++ rejects its host code under nvcc), a function that argument-dependent
// lookup finds, and scale-clang++ (no __NVCC__) keep upstream's reading.
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -Xclang -verify=nvcc,both %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only -D__NVCC__ -Xclang -verify=nvcc,both %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=clang,both %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -fno-scale-addrspaces -Xclang -verify=clang,both %s
// RUN: %scale_cxx %hermetic_cuda -std=c++17 --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -DVALID_ONLY -Wno-scale-nvcc-dependent-base -O1 -S -emit-llvm %s -o - | FileCheck %s

namespace probe {
struct Group { int rank; };
// Found by argument-dependent lookup for a Group argument: upstream calls it.
__device__ int width(Group g) { return g.rank + 100; }
} // namespace probe

template <class Key> struct ViewBase {
  __device__ int initial_slot(probe::Group g, Key k) const { return g.rank + k + 1; } // #nvcc-base-1
  __device__ int initial_slot(probe::Group g, Key k) { return g.rank + k + 2; } // #nvcc-base-1b
  __device__ static int next_slot(int s) { return s * 3; } // #nvcc-base-2
  __device__ int width(probe::Group g) const { return -1; }
  template <int N> __device__ int shifted(probe::Group g) const { return g.rank << N; }
  template <class U> __device__ static int scaled(U u) { return u.rank * 10; } // #nvcc-base-scaled
  int field; // #nvcc-base-field
};

template <class Key> struct View : ViewBase<Key> {
  template <class G> __device__ int insert(G g, Key k) {
    auto slot = initial_slot(g, k); // nvcc-warning {{call of 'initial_slot' uses a member of the dependent base class 'ViewBase<int>', which needs 'this->'; accepted in device code for nvcc compatibility}} clang-error {{explicit qualification required to use member 'initial_slot' from dependent base class}} clang-note@#nvcc-base-1 {{member is declared here}} clang-note@#nvcc-base-1b {{member is declared here}}
    // A member template, and a call from a lambda in the member.
    auto from_lambda = [&] { return scaled(g); }; // both-note {{while substituting into a lambda expression here}} nvcc-warning {{call of 'scaled' uses a member of the dependent base class 'ViewBase<int>'}} clang-error {{explicit qualification required to use member 'scaled' from dependent base class}} clang-note@#nvcc-base-scaled {{member is declared here}}
    slot += from_lambda();
    return next_slot(slot) + width(g); // nvcc-warning {{call of 'next_slot' uses a member of the dependent base class 'ViewBase<int>'}} clang-error {{explicit qualification required to use member 'next_slot' from dependent base class}} clang-note@#nvcc-base-2 {{member is declared here}}
  }
#ifndef VALID_ONLY
  // A data member called so keeps upstream's error.
  template <class G> __device__ int data(G g) {
    return field(g); // both-error {{explicit qualification required to use member 'field' from dependent base class}} both-note@#nvcc-base-field {{member is declared here}} both-error {{called object type 'int' is not a function or function pointer}}
  }
  template <class G> __host__ __device__ int both(G g, Key k) {
    return initial_slot(g, k); // both-error {{explicit qualification required to use member 'initial_slot' from dependent base class}} both-note@#nvcc-base-1 {{member is declared here}} both-note@#nvcc-base-1b {{member is declared here}}
  }
#endif
};

#ifndef VALID_ONLY
__global__ void both_sides(int *out) {
  View<int> v;
  *out = v.both(probe::Group{*out}, 1); // both-note {{in instantiation of function template specialization}}
  *out += v.data(probe::Group{*out}); // both-note {{in instantiation of function template specialization}}
}
#endif

// initial_slot is the non-const overload (rank + k + 2), plus scaled's
// rank * 10 from the lambda, next_slot the static member (* 3), width the
// namespace function ADL found (+ 100): (11r + 5 + 2) * 3 + r + 100.
// CHECK-LABEL: define {{.*}}@_Z6kernelPi(
// CHECK: %[[R:.*]] = load i32
// CHECK: %[[SLOT:.*]] = add nsw i32 %[[R]], 7
// CHECK: %[[SCALED:.*]] = mul nsw i32 %[[R]], 10
// CHECK: %[[SUM:.*]] = add nsw i32 %[[SLOT]], %[[SCALED]]
// CHECK: %[[NEXT:.*]] = mul nsw i32 %[[SUM]], 3
// CHECK: %[[WIDTH:.*]] = add nsw i32 %[[R]], 100
// CHECK: add nsw i32 %[[WIDTH]], %[[NEXT]]
__global__ void kernel(int *out) {
  View<int> v;
  *out = v.insert(probe::Group{*out}, 5); // both-note 3 {{in instantiation of function template specialization}}
}
