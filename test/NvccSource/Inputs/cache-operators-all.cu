// Every overload that libscale's <spec/cuda/nvcc/cache_operators.hpp> adds,
// one kernel each, for cache-operators-nvcc.test.
#define LOAD(Op, T, Name)                                                     \
  extern "C" __global__ void Op##_##Name(const T *in, T *out) {               \
    *out = Op(in);                                                            \
  }
#define STORE(Op, T, Name)                                                    \
  extern "C" __global__ void Op##_##Name(T *out, const T *in) {               \
    Op(out, *in);                                                             \
  }
#define LONGS(Kind, Op)                                                       \
  Kind(Op, long, long) Kind(Op, unsigned long, ulong)
#define ALL(Kind, Op)                                                         \
  LONGS(Kind, Op)                                                             \
  Kind(Op, char, char) Kind(Op, signed char, schar)                           \
  Kind(Op, short, short) Kind(Op, int, int) Kind(Op, long long, llong)        \
  Kind(Op, unsigned char, uchar) Kind(Op, unsigned short, ushort)             \
  Kind(Op, unsigned int, uint) Kind(Op, unsigned long long, ullong)           \
  Kind(Op, float, float) Kind(Op, double, double)                             \
  Kind(Op, char2, char2) Kind(Op, short2, short2) Kind(Op, int2, int2)        \
  Kind(Op, longlong2, longlong2) Kind(Op, uchar2, uchar2)                     \
  Kind(Op, ushort2, ushort2) Kind(Op, uint2, uint2)                           \
  Kind(Op, ulonglong2, ulonglong2) Kind(Op, float2, float2)                   \
  Kind(Op, double2, double2) Kind(Op, char4, char4) Kind(Op, short4, short4)  \
  Kind(Op, int4, int4) Kind(Op, uchar4, uchar4) Kind(Op, ushort4, ushort4)    \
  Kind(Op, uint4, uint4) Kind(Op, float4, float4)

ALL(LOAD, __ldca)
ALL(LOAD, __ldlu)
ALL(STORE, __stcg)
ALL(STORE, __stcs)
ALL(STORE, __stwb)
LOAD(__ldcg, unsigned long, ulong)
LOAD(__ldcs, unsigned long, ulong)
LOAD(__ldcv, unsigned long, ulong)
LONGS(STORE, __stwt)
