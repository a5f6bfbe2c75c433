/* A system header that uses the qualifiers' names as ordinary identifiers,
   as glibc (pthread_rwlock_t's `int __shared;`) and libstdc++'s debug mode
   (parameters named `__constant`) do. */
#pragma GCC system_header
struct reserved_names {
  int __cur;
  int __shared;
  int __device;
  int __local;
  int __flat;
};
constexpr int reserved_constant(int __constant) { return __constant + 1; }
#define RESERVED_INITIALIZER {1, 2, 3, 4, 5}
constexpr int reserved_shared(const reserved_names &r) { return r.__shared; }
constexpr int reserved_flat(const reserved_names &r) { return r.__flat; }
