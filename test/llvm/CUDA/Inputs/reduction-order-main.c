// Runs reduction-order-terms.c on many operands and prints one hash.
#include <stdio.h>
typedef unsigned u32;
typedef int v4 __attribute__((vector_size(16)));
u32 f1(u32, u32); u32 f2(u32, u32, int); u32 f3(const u32 *, int, u32); u32 f4(u32, u32); u32 f5(u32, u32); v4 f6(v4, v4); int f7(int, int);
int main() {
  u32 h = 0, x = 12345, p[64];
  for (int i = 0; i < 64; ++i) p[i] = x = x * 1103515245 + 12345;
  for (int i = 0; i < 200000; ++i) {
    x = x * 1103515245 + 12345; u32 y = x * 2654435761u + i;
    h = h * 31 + f1(x, y); h = h * 31 + f2(x, y, (int)(x ^ y)); h = h * 31 + f4(x, y); h = h * 31 + f5(x, y);
    h = h * 31 + (u32)f7((int)x, (int)y);
    v4 a = {(int)x, (int)y, (int)(x ^ y), i}, b = {(int)y, i, (int)x, 7};
    v4 r = f6(a, b); h = h * 31 + (u32)r[0] + (u32)r[1] * 3 + (u32)r[2] * 5 + (u32)r[3] * 7;
    if (i % 1000 == 0) h = h * 31 + f3(p, i % 64, x);
  }
  printf("%u\n", h);
  return 0;
}
