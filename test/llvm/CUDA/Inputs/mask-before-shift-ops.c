// Masked shifts of logic operations, for mask-before-shift-semantics.test:
// lane arithmetic on packed bytes and halves (as the SIMD video functions
// compute it), bit-field extraction, 64-bit and vector forms.
typedef unsigned u32;
typedef unsigned long long u64;
typedef unsigned short s2 __attribute__((vector_size(4)));
u32 haddu4(u32 a, u32 b) { return (a & b) + (((a ^ b) & 0xfefefefeu) >> 1); }
u32 avgu4(u32 a, u32 b) { return (a | b) - (((a ^ b) & 0xfefefefeu) >> 1); }
u32 haddu2(u32 a, u32 b) { return (a & b) + (((a ^ b) & 0xfffefffeu) >> 1); }
u32 field(u32 a, u32 b, u32 c) { return ((a ^ b) >> 5 & 0x7ffu) + ((a | c) >> 27) + ((b & c) << 3 & 0xff0u); }
u64 wide(u64 a, u64 b) { return ((a ^ b) >> 7 & 0x00ff00ff00ff00ffull) ^ ((a | b) << 9 & 0xf0f0f0f0f0f0f0f0ull); }
s2 lanes(s2 a, s2 b) { return ((a & b) >> 3) & (s2){0x0f0f, 0x0f0f}; }
