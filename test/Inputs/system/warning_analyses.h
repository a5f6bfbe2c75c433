// Full-expressions whose analyses report only warnings (unsequenced
// modifications, integer overflow), and one whose implicit conversion is an
// error in C++: see Diagnostics/system-header-warning-analyses.cu.
#pragma once

__host__ __device__ inline int sys_unsequenced(int i) {
  i = i++ + i++;
  return i;
}

__host__ __device__ inline int sys_overflow() { return 2147483647 + 1; }

#pragma clang diagnostic push
#pragma clang diagnostic error "-Winteger-overflow"
__host__ __device__ inline int sys_overflow_as_error() {
  return 2147483647 * 2;
}
#pragma clang diagnostic pop

template <class T> __host__ __device__ T sys_unsequenced_template(T i) {
  i = i++ + i++;
  return i + 2147483647 * 3;
}

#ifdef COMPLEX_TO_REAL
__host__ __device__ inline float sys_complex_to_real(_Complex float c) {
  float f = c;
  return f;
}
template <class T> __host__ __device__ float sys_complex_template(T c) {
  float f = c;
  return f;
}
#endif

// Outside function bodies: a namespace-scope initializer and a default
// member initializer.
inline int sys_global_overflow = 2147483647 + 2;
struct sys_member_overflow {
  int value = 2147483647 + 3;
};
