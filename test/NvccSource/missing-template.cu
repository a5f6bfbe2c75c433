// nvcc accepts a call of a member template of a dependent class written
// without `template` (`X<T>::cast<N>(a, b)`, flashinfer's vec_dtypes.cuh),
// which the standard and Clang read as `(X<T>::cast < N) > (a, b)`. Under
// nvcc's macros (scale-nvcc) with the extension on, the form is the call
// `X<T>::template cast<N>(a, b)` when the name is, once instantiated, an
// overload set of function templates only, with a warning and a fix-it;
// every other case keeps Clang's reading and errors (docs/nvcc.md).
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only -ferror-limit=0 -D__NVCC__ -DWITH_ERRORS -Xclang -verify=nvcc,both -Xclang -verify-ignore-unexpected=note %s
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -fsyntax-only -ferror-limit=0 -D__NVCC__ -DWITH_ERRORS -Xclang -verify=nvcc,both -Xclang -verify-ignore-unexpected=note %s
// Without nvcc's macros, and with the extension off, upstream's errors.
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only -ferror-limit=0 -DWITH_ERRORS -Xclang -verify=upstream,both -Xclang -verify-ignore-unexpected=note %s
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only -ferror-limit=0 -D__NVCC__ -fno-scale-addrspaces -DWITH_ERRORS -Xclang -verify=upstream,both -Xclang -verify-ignore-unexpected=note %s
// The calls, and what they compute (nvcc 13's PTX stores the same values).
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -Wno-scale-nvcc-missing-template -Wno-parentheses -Wno-unused-value -O0 -emit-llvm -S %s -o - | FileCheck %s --check-prefix=CALLS
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -D__NVCC__ -Wno-scale-nvcc-missing-template -Wno-parentheses -Wno-unused-value -O2 -emit-llvm -S %s -o - | FileCheck %s --check-prefix=VALUES
// The fix-it.
// RUN: %scale_cxx %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -fsyntax-only -D__NVCC__ -Wno-parentheses -Wno-unused-value -fdiagnostics-parseable-fixits %s 2>&1 | FileCheck %s --check-prefix=FIXIT

struct S {
  template <int N> __device__ static int f(int x) { return N + x; }
  template <int N> __device__ static int two(int a, int b) { return N * a + b; }
  template <int N, int M, int K> __device__ static int three(int a) {
    return N * 100 + M * 10 + K + a;
  }
  template <class T> __device__ static int h(T x) { return sizeof(T) + x; }
  template <int N> __device__ static int byref(volatile int &a, int b) {
    a = N;
    return b;
  }
  template <int N> __device__ int g(int x) { return N * x; }
  static const int v = 5;
  __device__ static int nf(int x) { return x; }
  template <int N, class F> __device__ static int apply(F fn, int x) { return fn(x) + N; }
  template <int N> __device__ static int *offset(int *x) { return x + N; }
  struct Pair { int first; };
  template <int N> __device__ static Pair pair(int x) { return Pair{N * x}; }
  template <int N> __device__ static int mixed(int x) { return x; }
  __device__ static int mixed(long x) { return x; }
};

// Accepted: one template argument, one or several call arguments.
// FIXIT: fix-it:"{{.*}}missing-template.cu":{[[@LINE+1]]:73-[[@LINE+1]]:73}:"template "
template <class T, int N> __device__ int call_static(int x) { return T::f<N>(x); } // nvcc-warning {{missing 'template' keyword prior to dependent template name 'f'; accepted for nvcc compatibility}} upstream-error {{missing 'template' keyword prior to dependent template name 'f'}}
template <class T, int N> __device__ int call_two(int a, int b) {
  return T::two<N>(a, b); // nvcc-warning {{dependent template name 'two'; accepted}} upstream-error {{missing 'template' keyword}} both-warning {{left operand of comma operator has no effect}}
}
// Several template arguments: a comma expression for Clang's parser.
template <class T, int N> __device__ int call_three(int a) {
  return T::three<N, 2, N + 1>(a); // nvcc-warning {{dependent template name 'three'; accepted}} upstream-error {{missing 'template' keyword}}
}
template <class T, int N> __device__ int call_three_constant() {
  return T::three<N, 2, 3>(5); // nvcc-warning {{dependent template name 'three'; accepted}} upstream-error {{missing 'template' keyword}}
}
// An argument bound to a volatile reference stays the lvalue written.
template <class T, int N> __device__ int call_byref(volatile int &a, int b) {
  return T::byref<N>(a, b); // nvcc-warning {{dependent template name 'byref'; accepted}} upstream-error {{missing 'template' keyword}}
}
// Non-static member templates through a dependent object and `this`.
template <class T, int N> __device__ int call_member(T &o, int x) {
  return o.g<N>(x); // nvcc-warning {{dependent template name 'g'; accepted}} upstream-error {{missing 'template' keyword}}
}
template <class T, int N> __device__ int call_member_arrow(T *p, int x) {
  return p->g<N>(x); // nvcc-warning {{dependent template name 'g'; accepted}} upstream-error {{missing 'template' keyword}}
}
template <class T, int N> struct Derived : T {
  __device__ int call_this(int x) { return this->g<N>(x); } // nvcc-warning {{dependent template name 'g'; accepted}} upstream-error {{missing 'template' keyword}}
};
// In a generic lambda, with a lambda as an argument, nested.
template <class T, int N> __device__ int call_in_lambdas(int x) {
  auto g = [=](auto y) { return T::f<N>(y); }; // nvcc-warning {{dependent template name 'f'; accepted}} upstream-error {{missing 'template' keyword}}
  int r = T::apply<N>([](int v) { return v * 2; }, x); // nvcc-warning {{dependent template name 'apply'; accepted}} upstream-error {{missing 'template' keyword}}
  return g(x) + r;
}
template <class T, int N> __device__ int call_nested(int x) {
  return T::f<N>(T::f<N + 1>(x)); // nvcc-warning 2 {{dependent template name 'f'; accepted}} upstream-error {{missing 'template' keyword}}
}
// Operators binding tighter than `>` after the call: Clang parsed
// `(T::f < N) > ((x) + 1)`; the call replaces the parentheses.
template <class T, int N> __device__ int call_then_operators(int x) {
  return T::f<N>(x) * 3 - 2; // nvcc-warning {{dependent template name 'f'; accepted}} upstream-error {{missing 'template' keyword}}
}
template <class T, int N> __device__ int call_then_subscript(int *a) {
  return T::offset<N>(a)[1]; // nvcc-warning {{dependent template name 'offset'; accepted}} upstream-error {{missing 'template' keyword}}
}
template <class T, int N, class U> __device__ int call_then_member(U x) {
  return T::pair<N>(x).first; // nvcc-warning {{dependent template name 'pair'; accepted}} upstream-error {{missing 'template' keyword}}
}
template <class T, int N> __device__ bool compare_then_add(int x) {
  return T::v<N>(x) + 1; // both-error {{chained comparison 'X < Y > Z' does not behave the same as a mathematical expression}}
}

// A comparison stays a comparison: `(5 < 7) > 1`, which Clang 22 reports
// as a chained comparison (an error by default, as upstream).
template <class T, int N> __device__ bool compare_variable(int x) {
  return T::v<N>(x); // both-error {{chained comparison 'X < Y > Z' does not behave the same as a mathematical expression}}
}

#ifdef WITH_ERRORS
// Not accepted, as upstream (nvcc rejects the first two as well).
template <class T, int N> __device__ bool compare_function(int x) {
  return T::nf<N>(x); // both-error {{comparison between pointer and integer}}
}
template <class T> __device__ int call_type(int x) {
  return T::h<int>(x); // both-error {{use 'template' keyword to treat 'h' as a dependent template name}}
}
template <class T, int N> __device__ int call_no_arguments() {
  return T::f<N>(); // both-error {{missing 'template' keyword prior to dependent template name 'f'}}
}
// A template and a non-template function: not only templates.
template <class T, int N> __device__ int call_mixed(int x) {
  return T::mixed<N>(x); // both-error {{missing 'template' keyword prior to dependent template name 'mixed'}}
}
// Operators after constant arguments: the pattern's `(2) * 3` is not
// instantiated again, so the call cannot be put under the operator.
template <class T, int N> __device__ int call_constant_then_multiply() {
  return T::f<N>(2) * 3; // both-error {{missing 'template' keyword prior to dependent template name 'f'}}
}
// So does one binding tighter than `<` on the left: `(a + T::f) < N`.
template <class T, int N> __device__ int call_after_add(int x) {
  return x + T::f<N>(x); // both-error {{reference to overloaded function could not be resolved}}
}
__global__ void rejected(int *o) {
  o[0] = compare_function<S, 1>(1);
  o[1] = call_type<S>(1);
  o[2] = call_mixed<S, 1>(1);
  o[3] = call_constant_then_multiply<S, 1>();
  o[4] = call_after_add<S, 1>(1);
}
#endif

// An operator function visible where the template is defined makes the
// parser build overloaded-operator calls for `<`, `>` and `,`.
struct Other {};
__device__ bool operator<(Other, Other);
__device__ bool operator>(Other, Other);
__device__ Other operator,(Other, Other);

template <typename D, typename Src> struct vec_cast {
  template <unsigned long N> __device__ static void cast(D *d, const Src *s) {
    for (unsigned long i = 0; i < N; ++i)
      d[i] = (D)s[i];
  }
};
template <> struct vec_cast<float, int> {
  template <unsigned long N> __device__ static void cast(float *d, const int *s) {
    for (unsigned long i = 0; i < N; ++i)
      d[i] = 2.0f * s[i];
  }
};
template <typename T, unsigned long N> struct vec {
  T data[N];
  __device__ T *ptr() { return data; }
};
template <typename Src, typename D, unsigned long N>
__device__ void cast_from(vec<D, N> &d, const vec<Src, N> &s) {
  vec_cast<D, Src>::cast<N>(d.ptr(), const_cast<vec<Src, N> *>(&s)->ptr()); // nvcc-warning {{dependent template name 'cast'; accepted}} upstream-error 2 {{reference to overloaded function could not be resolved}}
}

// A template argument of enumeration type makes the `<` a call of the
// visible operator functions' candidates (cuCollections'
// `this->predicate_.operator()<is_insert::YES>(key, slot)`).
enum class Probe { Insert, Query };
template <typename K> struct EqualWrapper {
  template <Probe P, typename L>
  __device__ int operator()(L const &l, L const &r) const {
    return P == Probe::Insert ? l - r : r - l;
  }
};
template <typename K> struct ProbingRef {
  EqualWrapper<K> predicate_;
  __device__ int probe(K k, K slot) {
    return this->predicate_.operator()<Probe::Insert>(k, slot); // nvcc-warning {{dependent template name 'operator()'; accepted}} upstream-error {{reference to non-static member function must be called}}
  }
};
__global__ void probe_kernel(int *o) { o[0] = ProbingRef<int>{}.probe(o[1], o[2]); } // upstream-note {{in instantiation of member function}}

// CALLS-LABEL: define {{.*}} @_Z11call_staticI1SLi2EEii(
// CALLS: call noundef i32 @_ZN1S1fILi2EEEii(
// CALLS-LABEL: define {{.*}} @_Z8call_twoI1SLi3EEiii(
// CALLS: call noundef i32 @_ZN1S3twoILi3EEEiii(
// CALLS-LABEL: define {{.*}} @_Z10call_threeI1SLi1EEii(
// CALLS: call noundef i32 @_ZN1S5threeILi1ELi2ELi2EEEii(
// CALLS-LABEL: define {{.*}} @_Z19call_three_constantI1SLi1EEiv(
// CALLS: call noundef i32 @_ZN1S5threeILi1ELi2ELi3EEEii(i32 noundef 5)
// CALLS-LABEL: define {{.*}} @_Z10call_byrefI1SLi9EEiRVii(
// CALLS: call noundef i32 @_ZN1S5byrefILi9EEEiRVii(ptr
// CALLS-LABEL: define {{.*}} @_Z11call_memberI1SLi4EEiRT_i(
// CALLS: call noundef i32 @_ZN1S1gILi4EEEii(ptr
// CALLS-LABEL: define {{.*}} @_Z17call_member_arrowI1SLi5EEiPT_i(
// CALLS: call noundef i32 @_ZN1S1gILi5EEEii(ptr
// CALLS-LABEL: define {{.*}} @_ZN7DerivedI1SLi3EE9call_thisEi(
// CALLS: call noundef i32 @_ZN1S1gILi3EEEii(ptr
// CALLS-LABEL: define {{.*}} @_Z16compare_variableI1SLi7EEbi(
// CALLS-NOT: call
// CALLS: ret i1
// CALLS-LABEL: define {{.*}} @_Z19call_then_operatorsI1SLi2EEii(
// CALLS: [[CALL:%[0-9]+]] = call noundef i32 @_ZN1S1fILi2EEEii(
// CALLS: mul nsw i32 [[CALL]], 3
// CALLS-LABEL: define {{.*}} @_Z19call_then_subscriptI1SLi1EEiPi(
// CALLS: [[OFFSET:%[0-9]+]] = call noundef ptr @_ZN1S6offsetILi1EEEPiS1_(
// CALLS: getelementptr inbounds i32, ptr [[OFFSET]], i64 1
// CALLS-LABEL: define {{.*}} @_Z9cast_fromIifLm4EEvR3vecIT0_XT1_EERKS0_IT_XT1_EE(
// CALLS: call void @_ZN8vec_castIfiE4castILm4EEEvPfPKi(
// CALLS-LABEL: define {{.*}} @_Z9cast_fromIdfLm2EEvR3vecIT0_XT1_EERKS0_IT_XT1_EE(
// CALLS: call void @_ZN8vec_castIfdE4castILm2EEEvPfPKd(

// VALUES-LABEL: define {{.*}} @_Z6kernel
// VALUES: store i32 3,
// VALUES: store i32 17,
// VALUES: store i32 129,
// VALUES: store i32 128,
// VALUES: store volatile i32 9,
// VALUES: store i32 6,
// VALUES: store i32 23,
// VALUES: store i32 15,
// VALUES: store i32 0,
// VALUES: store i32 11,
// VALUES: store i32 4,
// VALUES: store i32 7,
// VALUES: load i32,
// VALUES: store i32 6,
// VALUES: store i32 0,
__global__ void kernel(int *o, volatile int *w, vec<float, 4> *vf, vec<int, 4> *vi, vec<double, 2> *vd, vec<float, 2> *vf2) {
  S s;
  Derived<S, 3> d;
  o[0] = call_static<S, 2>(1);
  o[1] = call_two<S, 3>(4, 5);
  o[2] = call_three<S, 1>(7);
  o[3] = call_three_constant<S, 1>();
  o[4] = call_byref<S, 9>(*w, 6);
  o[5] = call_member<S, 4>(s, 2) + call_member_arrow<S, 5>(&s, 3);
  o[6] = d.call_this(5);
  o[7] = compare_variable<S, 7>(1);
  o[8] = call_in_lambdas<S, 1>(3);
  o[9] = call_nested<S, 1>(1);
  o[10] = call_then_operators<S, 2>(1);
  o[11] = call_then_subscript<S, 1>(o);
  o[12] = call_then_member<S, 3>(2);
  o[13] = compare_then_add<S, 7>(3);
  cast_from(*vf, *vi);
  cast_from(*vf2, *vd);
}

