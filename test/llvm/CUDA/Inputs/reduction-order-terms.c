// Reductions of 8 and more terms, for reduction-order-semantics.test: xor,
// add, mul, and, or chains, a vector one, across a branch, in a loop.
typedef unsigned u32;
typedef int v4 __attribute__((vector_size(16)));
static inline u32 rotl(u32 x, int k) { return (x << k) | (x >> (32 - k)); }
u32 f1(u32 a, u32 b) {
  u32 r = a;
  r ^= a * 3 + b; r ^= rotl(a, 5) - b; r ^= (a & b) + 7; r ^= a / (b | 1);
  r ^= (a | 0x1234) * b; r ^= a >> 3; r ^= b << 2; r ^= ~a + b * b;
  r ^= (a ^ 0x5555) + (b >> 1); r ^= a % 97; r ^= b % 89; r ^= a * a * b;
  return r;
}
u32 f2(u32 a, u32 b, int c) {
  u32 r = a * 5;
  r += a * 3 + b; r += rotl(a, 7) ^ b; r += (a & b) * 9; r += a / (b | 3);
  u32 t = c > 0 ? a * 11 : b * 13;
  r += t; r += (a | 0x9) * b; r += a >> 5; r += b << 3; r += ~a * b;
  r += (a ^ 0x77) - (b >> 2); r += a % 31;
  return r;
}
u32 f3(const u32 *p, int n, u32 a) {
  u32 s = 0;
  for (int i = 0; i < n; ++i) {
    u32 x = p[i];
    s ^= x * 3; s ^= x >> 1; s ^= x + a; s ^= rotl(x, 3); s ^= x * x;
    s ^= x / 7; s ^= x % 13; s ^= ~x; s ^= a * i; s ^= x | 0x10;
  }
  return s;
}
u32 f4(u32 a, u32 b) {
  u32 r = 1;
  r *= a | 1; r *= b | 3; r *= a + b; r *= a ^ 0x33; r *= rotl(b, 9) | 1;
  r *= (a >> 2) | 5; r *= b * 7 + 1; r *= a - b + 11; r *= (a & 0xff) + 1;
  return r;
}
u32 f5(u32 a, u32 b) {
  u32 r = ~0u;
  r &= a | 1; r &= b | 2; r &= rotl(a, 3) | 4; r &= (a + b) | 8; r &= (a * b) | 16;
  r &= (a ^ b) | 32; r &= (b - a) | 64; r &= ~(a & b) | 128; r &= (a >> 4) | 0x100;
  u32 o = 0;
  o |= a & 1; o |= b & 2; o |= (a * 3) & 4; o |= (b + 5) & 8; o |= (a ^ b) & 16;
  o |= (a >> 3) & 32; o |= (b << 1) & 64; o |= (a - b) & 128; o |= (a * b) & 256;
  return r ^ o;
}
v4 f6(v4 a, v4 b) {
  v4 r = a;
  r ^= a * 3 + b; r ^= a - b; r ^= (a & b) + 7; r ^= a >> 3; r ^= b << 2;
  r ^= ~a + b * b; r ^= (a ^ 0x5555) + (b >> 1); r ^= a * a * b; r ^= b * 9;
  return r;
}
int f7(int a, int b) {
  int r = 0;
  if (a > b) { r += a * 2; r += b * 3; r += a - b; r += a ^ b; r += a | b; r += a & 7; r += b >> 1; r += a << 2; r += 5; }
  else { r += b * 2; r += a * 3; r += b - a; }
  return r;
}
