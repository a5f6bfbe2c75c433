// __constant objects are read-only everywhere: a write, a compound
// assignment, ++/--, or a call of a member function that is neither const
// nor qualified __constant is an error in device code too (constant memory
// is written only by the host, through the runtime's symbol copies; PTX has
// no store to it). Inside a method qualified __constant, writes through
// `this` are errors by the same rule. Errors in every mode, not only
// -fsyntax-only (before: deleted at -O2, a ptxas error without a location at
// -O0).
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify=both,host %s
// RUN: %scale_cxx -std=c++17 -fsyntax-only %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only -Xclang -verify=both,dev %s
// RUN: not %scale_cxx -std=c++17 -O2 -S %hermetic_cuda --cuda-gpu-arch=sm_90 --cuda-device-only %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX
// PTX: error: cannot write an object of type '__constant int' in a device function: __constant memory is read-only

struct Counter {
  int n;
  __device__ int get() const { return n; }
  __device__ void bump() { ++n; }
  __device__ int peek() __constant { return n; }
  __device__ void poke() __constant { n = 1; } // both-error {{cannot write an object of type '__constant int' in a device function: __constant memory is read-only; only the host writes it, through the runtime's symbol copies (cudaMemcpyToSymbol)}}
  __device__ void pokeThis() __constant { this->n += 1; } // both-error {{cannot modify an object of type '__constant int' in a device function: __constant memory is read-only}}
  __device__ void callThis() __constant { bump(); } // both-error {{cannot call 'bump', which is neither const nor __constant, on an object of type '__constant Counter' in a device function}}
};

__constant__ int table[4];
__constant__ Counter counter;
__constant__ float scale;

__device__ int deviceReadsAndWrites(int i) {
  // Reads, const and __constant methods: fine.
  int r = table[i] + counter.get() + counter.peek() + counter.n;
  const int *p = &table[i];
  table[i] = 1;     // both-error {{cannot write an object of type '__constant int' in a device function: __constant memory is read-only}}
  table[i] += 2;    // both-error {{cannot modify an object of type '__constant int' in a device function}}
  ++table[i];       // both-error {{cannot modify an object of type '__constant int' in a device function}}
  table[i]--;       // both-error {{cannot modify an object of type '__constant int' in a device function}}
  scale *= 2.0f;    // both-error {{cannot modify an object of type '__constant float' in a device function}}
  counter.bump();   // both-error {{cannot call 'bump', which is neither const nor __constant, on an object of type '__constant Counter' in a device function: __constant memory is read-only}}
  counter.n = 3;    // both-error {{cannot write an object of type '__constant int' in a device function}}
  counter = Counter{}; // both-error {{cannot call 'operator=', which is neither const nor __constant, on an object of type '__constant Counter' in a device function}}
  return r + *p;
}

// Host code cannot access __constant memory at all (the runtime copies).
void hostWrites() {
  table[0] = 1; // both-error {{cannot write an object of type '__constant int' in a host function: the __constant address space is not accessible in host code}}
}
