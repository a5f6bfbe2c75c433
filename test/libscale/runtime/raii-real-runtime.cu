// The release paths through the real runtime, without a GPU: a Stream or
// UniquePtr whose release fails (here because there is no usable driver)
// reports it on stderr exactly once, however often it was moved, and does
// not throw; a moved-from or released owner releases nothing; synchronise()
// on an empty Stream throws. The handles are made up; without a driver CUDA
// fails before looking at them, which is why this needs a machine without
// a GPU.
//
// UNSUPPORTED: gpu
// RUN: rm -rf %t && mkdir -p %t
// RUN: %scale_cxx %rt_cuda %s -o %t/scale %rt_link
// RUN: %t/scale 2>&1 | FileCheck %s --implicit-check-not=failed
// RUN: %if gxx %{ g++ -std=c++17 -x c++ -I%libscale_inc %rt_inc %s -o %t/gxx %rt_link %}
// RUN: %if gxx %{ %t/gxx 2>&1 | FileCheck %s --implicit-check-not=failed %}
//
// CHECK: moved streams
// CHECK-NEXT: sp::Stream: cudaStreamDestroy failed: {{.+}} ({{cudaError[A-Za-z]+}})
// CHECK-NEXT: after streams
// CHECK-NEXT: before assignment
// CHECK-NEXT: sp::Stream: cudaStreamDestroy failed:
// CHECK-NEXT: after assignment
// CHECK-NEXT: sp::Stream: cudaStreamDestroy failed:
// CHECK-NEXT: released stream
// CHECK-NEXT: synchronise: sp::Stream::synchronise failed: invalid resource handle (cudaErrorInvalidResourceHandle); the Stream is empty (moved from or released) at {{.*}} in main
// CHECK-NEXT: moved buffers
// CHECK-NEXT: sp::UniquePtr: cudaFree failed: {{.+}} ({{cudaError[A-Za-z]+}})
// CHECK-NEXT: after buffers
// CHECK-NEXT: reset
// CHECK-NEXT: sp::UniquePtr: cudaFree failed:
// CHECK-NEXT: after reset
// CHECK-NEXT: released buffer
// CHECK-NEXT: end

#include <spec/cuda/Runtime.hpp>

#include <cstdint>
#include <cstdio>
#include <utility>

static cudaStream_t fakeStream(std::uintptr_t N) { return (cudaStream_t)N; }
static __device float *fakeBuffer(std::uintptr_t N) { return (__device float *)(float *)N; }
static void say(const char *S) { std::fprintf(stderr, "%s\n", S); }

int main() {
  {
    sp::Stream A(fakeStream(0x1000), 0);
    sp::Stream B(std::move(A));
    sp::Stream C(std::move(B));
    say("moved streams");
  }
  say("after streams");
  {
    sp::Stream A(fakeStream(0x1000), 0), B(fakeStream(0x2000), 0);
    say("before assignment");
    B = std::move(A); // B's own stream goes now
    say("after assignment");
  }
  {
    sp::Stream A(fakeStream(0x1000), 0);
    cudaStream_t Raw = A.release();
    say(Raw == fakeStream(0x1000) ? "released stream" : "release lost the handle");
    try {
      A.synchronise();
    } catch (const sp::CudaError &E) {
      std::fprintf(stderr, "synchronise: %s\n", E.what());
    }
  }
  {
    sp::UniquePtr<__device float> P(fakeBuffer(0x3000));
    sp::UniquePtr<__device float> Q(std::move(P));
    sp::UniquePtr<__device float> R;
    R = std::move(Q);
    say("moved buffers");
  }
  say("after buffers");
  {
    sp::UniquePtr<__device float> P(fakeBuffer(0x3000));
    say("reset");
    P.reset();
    say("after reset");
    P.reset(fakeBuffer(0x4000));
    (void)P.release();
    say("released buffer");
  }
  say("end");
  return 0;
}
