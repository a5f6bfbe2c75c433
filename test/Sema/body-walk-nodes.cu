// The body checker walks the nodes that hold most of a body (operators,
// calls, literals, statements, unqualified references) by a loop of its own
// and hands every other node to RecursiveASTVisitor (BodyChecker.cpp). An
// access is found wherever it sits: under a qualified name, a name with
// template arguments, a default argument, a lambda's capture, an
// initializer list, a lifetime-extended temporary, an asm operand, a
// structured binding, a static local's initializer, and inside templates'
// instantiations.
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify %s

namespace ns {
__device__ int counter;
template <class T> __device__ T typed;
struct Pair {
  int first, second;
};
} // namespace ns

struct Holder {
  int value;
};

int readDefault(int v = ns::counter); // expected-error {{cannot read an object of type '__device int' in a host function}}

void qualifiedNames(__device ns::Pair *p, __device Holder *h) {
  int a = ns::counter;            // expected-error {{cannot read an object of type '__device int' in a host function}}
  int b = ns::typed<int>;         // expected-error {{cannot read an object of type '__device int' in a host function}}
  int c = p->ns::Pair::first;     // expected-error {{cannot read an object of type '__device int' in a host function}}
  h->Holder::value = a + b + c;   // expected-error {{cannot write an object of type '__device int' in a host function}}
}

void defaultArguments() {
  int v = readDefault();
  (void)v;
}

void otherNodes(__device int *d) {
  auto lambda = [v = *d] { return v; }; // expected-error {{cannot read an object of type '__device int' in a host function}}
  int list[2] = {*d, 1};                // expected-error {{cannot read an object of type '__device int' in a host function}}
  const int &extended = *d + 1;         // expected-error {{cannot read an object of type '__device int' in a host function}}
  asm volatile("" : : "r"(*d));         // expected-error {{cannot read an object of type '__device int' in a host function}}
  static int once = *d;                 // expected-error {{cannot read an object of type '__device int' in a host function}}
  (void)lambda;
  (void)list;
  (void)extended;
  (void)once;
}

void bindings(__device ns::Pair &pair) {
  auto &[first, second] = pair;
  int sum = first + second; // expected-error 2 {{cannot read an object of type '__device int' in a host function}}
  (void)sum;
}

template <class T> T readThrough(__device T *p) {
  return ns::typed<T> + *p; // expected-error 2 {{cannot read an object of type '__device int' in a host function}}
}
int instantiate(__device int *p) { return readThrough(p); } // expected-note {{in instantiation of function template specialization}}
