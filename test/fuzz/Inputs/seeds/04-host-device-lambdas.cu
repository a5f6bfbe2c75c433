// __host__ __device__ functions, lambdas, conditional operators, default
// arguments and member initializers, atomics.
template <class T> __host__ __device__ T twice(const T &x) { return x + x; }

__host__ __device__ int pick(bool c, int *a, int *b) { return *(c ? a : b); }

struct WithDefaults {
  int *p = nullptr;
  __device__ int value(int scale = 2) const { return p ? *p * scale : 0; }
};

__device__ int chooser(bool c, __device int *d, __shared int *s) {
  int *g = c ? d : s;
  return *g;
}

__global__ void kernel(__device int *out, __shared int *s) {
  auto add = [=](int v) { return v + *out; };
  auto generic = [](auto p) { return *p; };
  WithDefaults w{addrspace_cast<int *>(out)};
  __atomic_fetch_add(out, 1, __ATOMIC_RELAXED);
  out[0] = add(twice(1)) + generic(out) + w.value() + pick(true, out, out) +
           chooser(false, out, s);
}

int hostSide() { return twice(3) + pick(false, nullptr, nullptr); }
