// The extension is on through -Xclang: a __device pointer does not convert
// to a plain one in host code.
void f(__device int *p) {
  int *g = p; // expected-error {{cannot initialize a variable of type 'int *' with an lvalue of type '__device int *'}} expected-note {{the __device address space does not convert implicitly to generic in a host function}}
}
