// Runs mask-before-shift-ops.c on many operands and prints one hash.
#include <stdio.h>
typedef unsigned u32;
typedef unsigned long long u64;
typedef unsigned short s2 __attribute__((vector_size(4)));
u32 haddu4(u32, u32); u32 avgu4(u32, u32); u32 haddu2(u32, u32);
u32 field(u32, u32, u32); u64 wide(u64, u64); s2 lanes(s2, s2);
int main() {
  u32 h = 0, x = 12345;
  for (int i = 0; i < 200000; ++i) {
    x = x * 1103515245 + 12345; u32 y = x * 2654435761u + i, z = x ^ (y >> 3);
    h = h * 31 + haddu4(x, y); h = h * 31 + avgu4(x, y); h = h * 31 + haddu2(y, z);
    h = h * 31 + field(x, y, z);
    u64 w = wide(((u64)x << 32) | y, ((u64)z << 32) | x);
    h = h * 31 + (u32)w + (u32)(w >> 32);
    s2 l = lanes((s2){(unsigned short)x, (unsigned short)y}, (s2){(unsigned short)z, (unsigned short)(x >> 16)});
    h = h * 31 + l[0] + 7u * l[1];
  }
  printf("%u\n", h);
  return 0;
}
