// Ownership of sp::UniquePtr without a GPU: every pointer is released
// exactly once whatever path it takes (destructor, reset, move, move
// assignment, self-move, swap, a converting move, a constructor that
// throws, a growing std::vector), and release() hands it back unreleased.
//
// The CountingFree deleter is this test's only mock and UniquePtr's
// Deleter parameter its only seam: real device memory cannot be allocated
// on a machine without a GPU. The fake pointers point into a host array
// cast to __device, and are never dereferenced. The paths through the real
// runtime (cudaFree, cudaStreamDestroy) are in raii-real-runtime.cu.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %scale_cxx -std=c++17 -x c++ -fscale-addrspaces %rt_inc %s -o %t/scale %rt_link
// RUN: %t/scale | FileCheck %s
// RUN: %scale_cxx %rt_cuda -x cuda %s -o %t/scale-cuda %rt_link
// RUN: %t/scale-cuda | FileCheck %s
// RUN: %clang22 -std=c++17 -x c++ -I%libscale_inc %rt_inc %s -o %t/clang %rt_link
// RUN: %t/clang | FileCheck %s
// RUN: %if gxx %{ g++ -std=c++17 -Wall -Wextra -Werror -x c++ -I%libscale_inc %rt_inc %s -o %t/gxx %rt_link %}
// RUN: %if gxx %{ %t/gxx | FileCheck %s %}
// CHECK: raii-counting: all passed

#include <spec/cuda/Runtime.hpp>

#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <utility>
#include <vector>

namespace {

constexpr int Slots = 64;
int Storage[Slots];
int Frees[Slots]; // times each slot was released
int Failures = 0;

void expect(bool Ok, const char *What, int Line) {
  if (!Ok) {
    std::printf("FAILED at line %d: %s\n", Line, What);
    ++Failures;
  }
}
#define EXPECT(X) expect((X), #X, __LINE__)

// The seam: counts releases per slot instead of calling cudaFree.
struct CountingFree {
  template <class T> void operator()(T *Ptr) const noexcept {
    int *Host = (int *)Ptr; // only compared, never read
    ++Frees[Host - Storage];
  }
};

using Ptr = sp::UniquePtr<__device int, CountingFree>;
using ConstPtr = sp::UniquePtr<const __device int, CountingFree>;

int Next = 0;
__device int *fake() { return (__device int *)&Storage[Next++]; }
int slot(__device int *P) { return (int)((int *)P - Storage); }

// Every slot handed out so far was released exactly once.
bool allReleasedOnce() {
  for (int I = 0; I < Next; ++I)
    if (Frees[I] != 1)
      return false;
  return true;
}

struct TwoBuffers {
  Ptr First, Second;
  // Owns the first buffer when the second acquisition throws.
  explicit TwoBuffers(bool Fail) : First(fake()), Second(acquire(Fail)) {}
  static __device int *acquire(bool Fail) {
    if (Fail)
      throw std::runtime_error("second allocation failed");
    return fake();
  }
};

} // namespace

int main() {
  static_assert(!std::is_copy_constructible<Ptr>::value, "");
  static_assert(std::is_nothrow_move_constructible<Ptr>::value, "");
  static_assert(std::is_same<decltype(std::declval<Ptr &>().get()), __device int *>::value, "");

  { // Destructor.
    Ptr P(fake());
    EXPECT(P && P.get() != nullptr);
  }
  EXPECT(Frees[0] == 1);

  { // Default, nullptr: nothing to release.
    Ptr A, B(nullptr);
    EXPECT(!A && A == nullptr && !B);
  }

  { // Move construction: the source is empty, one release at the end.
    Ptr A(fake());
    int S = slot(A.get());
    Ptr B(std::move(A));
    EXPECT(!A && B && slot(B.get()) == S);
    EXPECT(Frees[S] == 0);
  }
  EXPECT(allReleasedOnce());

  { // Move assignment releases the target's old pointer at once.
    Ptr A(fake()), B(fake());
    int SA = slot(A.get()), SB = slot(B.get());
    B = std::move(A);
    EXPECT(Frees[SB] == 1 && Frees[SA] == 0 && !A && slot(B.get()) == SA);
  }
  EXPECT(allReleasedOnce());

  { // Self-move keeps the pointer.
    Ptr A(fake());
    int S = slot(A.get());
    Ptr &Alias = A;
    A = std::move(Alias);
    EXPECT(A && slot(A.get()) == S && Frees[S] == 0);
  }
  EXPECT(allReleasedOnce());

  { // reset() and reset(p); = nullptr.
    Ptr A(fake());
    int S1 = slot(A.get());
    A.reset(fake());
    EXPECT(Frees[S1] == 1);
    A.reset();
    EXPECT(!A);
    A.reset(fake());
    A = nullptr;
    EXPECT(!A);
  }
  EXPECT(allReleasedOnce());

  { // release(): the caller owns it, nothing is freed here.
    Ptr A(fake());
    __device int *Raw = A.release();
    EXPECT(!A && Frees[slot(Raw)] == 0);
    Ptr Back(Raw); // ... until someone takes it back
  }
  EXPECT(allReleasedOnce());

  { // swap.
    Ptr A(fake()), B(fake());
    int SA = slot(A.get()), SB = slot(B.get());
    A.swap(B);
    EXPECT(slot(A.get()) == SB && slot(B.get()) == SA);
  }
  EXPECT(allReleasedOnce());

  { // Converting move: __device int to const __device int.
    Ptr A(fake());
    ConstPtr C(std::move(A));
    EXPECT(!A && C);
    ConstPtr D;
    D = Ptr(fake());
    EXPECT(D != nullptr);
  }
  EXPECT(allReleasedOnce());

  { // A constructor that throws after the first acquisition.
    bool Threw = false;
    try {
      TwoBuffers T(true);
    } catch (const std::runtime_error &) {
      Threw = true;
    }
    EXPECT(Threw);
    TwoBuffers Ok(false);
  }
  EXPECT(allReleasedOnce());

  { // A growing vector moves (noexcept move), never copies or double-frees.
    std::vector<Ptr> V;
    for (int I = 0; I < 20; ++I)
      V.emplace_back(fake());
    V.erase(V.begin() + 3);
    V.resize(5);
  }
  EXPECT(allReleasedOnce());
  EXPECT(Next > 30 && Next <= Slots);

  if (Failures == 0)
    std::printf("raii-counting: all passed (%d pointers)\n", Next);
  return Failures == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
