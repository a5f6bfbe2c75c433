; reduction-order.ll's @xorChain for the host: left alone.
; HOST-LABEL: define i32 @xorChain(
; HOST-NOT: ordered
; HOST: ret i32 %r
target triple = "x86_64-pc-linux-gnu"

define i32 @xorChain(i32 %a) {
  %t1 = mul i32 %a, 3
  %t2 = mul i32 %a, 5
  %t3 = mul i32 %a, 7
  %t4 = mul i32 %a, 9
  %t5 = mul i32 %a, 11
  %t6 = mul i32 %a, 13
  %t7 = mul i32 %a, 15
  %t8 = mul i32 %a, 17
  %x1 = xor i32 %t8, 255
  %x2 = xor i32 %x1, %t1
  %x3 = xor i32 %x2, %t7
  %x4 = xor i32 %x3, %t2
  %x5 = xor i32 %x4, %t6
  %x6 = xor i32 %x5, %t3
  %x7 = xor i32 %x6, %t5
  %r = xor i32 %x7, %t4
  ret i32 %r
}
