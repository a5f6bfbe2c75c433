// A system header whose functions break the rules in their bodies. Each
// error is reported only where the program makes the function emitted on
// the side being compiled; the body checker looks at these bodies at the end
// of the translation unit, and only at those of referenced functions
// (system-header-bodies-on-use.cu).
#pragma GCC system_header

__device__ int device_counter;

// Host functions that read a __device__ variable.
inline int host_peek() { return device_counter; }
inline int host_inner() { return device_counter; }
inline int host_outer_unused() { return host_inner(); }
// Not inline, external: emitted by every host compilation that includes it.
int host_peek_strong() { return device_counter; }
struct HostGuard {
  HostGuard() { int v = device_counter; (void)v; }
  ~HostGuard() { int v = device_counter; (void)v; }
};
inline auto host_lambda() { return [] { return device_counter; }; }

// Device code that reads through a __flat pointer (the type comes from the
// template argument: the qualifiers are not visible in system headers).
template <class T> __device__ T flat_read(T *p) { return *p; }
template <class T> struct FlatGuard {
  T *p;
  __device__ FlatGuard(T *q) : p(q) { T v = *p; (void)v; }
  __device__ ~FlatGuard() { T v = *p; (void)v; }
};
template <class T> __host__ __device__ T hd_read(T *p) { return *p; }
