; A mask of a constant shift of a logic operation is applied before the
; shift, where ptxas merges it with the logic operation into one LOP3:
; InstCombine's order (the shift first) costs a SASS instruction more.
; Left alone: a shift or operand with other uses, an operand that is no
; and/or/xor, arithmetic shifts, variable amounts, other targets.
; RUN: %opt_scale -passes=scale-mask-before-shift -S %s | FileCheck %s
; RUN: sed 's/^target triple.*/target triple = "x86_64-pc-linux-gnu"/' %s \
; RUN:   | %opt_scale -passes=scale-mask-before-shift -S | FileCheck %s --check-prefix=HOST

target triple = "nvptx64-nvidia-cuda"

; __vhaddu4: (a & b) + (((a ^ b) & 0xfefefefe) >> 1).
; CHECK-LABEL: define i32 @halvingAdd(
; CHECK: %x = xor i32 %b, %a
; CHECK-NEXT: %half.first = and i32 %x, -16843010
; CHECK-NEXT: %half = lshr i32 %half.first, 1
; CHECK-NEXT: %sum = add i32 %half, %both
; HOST-LABEL: define i32 @halvingAdd(
; HOST: %s = lshr i32 %x, 1
; HOST-NEXT: %half = and i32 %s, 2139062143
define i32 @halvingAdd(i32 %a, i32 %b) {
  %both = and i32 %b, %a
  %x = xor i32 %b, %a
  %s = lshr i32 %x, 1
  %half = and i32 %s, 2139062143
  %sum = add i32 %half, %both
  ret i32 %sum
}

; A left shift: the mask moves right. Bits the shift drops leave the mask.
; CHECK-LABEL: define i64 @leftShift(
; CHECK: %o = or i64 %a, %b
; CHECK-NEXT: %m.first = and i64 %o, 1152921504606846975
; CHECK-NEXT: %m = shl i64 %m.first, 4
; CHECK-NEXT: ret i64 %m
define i64 @leftShift(i64 %a, i64 %b) {
  %o = or i64 %a, %b
  %s = shl i64 %o, 4
  %m = and i64 %s, -1
  ret i64 %m
}

; Vectors of 16-bit lanes, a splat mask.
; CHECK-LABEL: define <2 x i16> @vectorLanes(
; CHECK: %m.first = and <2 x i16> %x, splat (i16 3840)
; CHECK-NEXT: %m = lshr <2 x i16> %m.first, splat (i16 8)
define <2 x i16> @vectorLanes(<2 x i16> %a, <2 x i16> %b) {
  %x = and <2 x i16> %a, %b
  %s = lshr <2 x i16> %x, splat (i16 8)
  %m = and <2 x i16> %s, splat (i16 15)
  ret <2 x i16> %m
}

; CHECK-LABEL: define i32 @shiftUsedTwice(
; CHECK: %s = lshr i32 %x, 1
; CHECK-NEXT: %m = and i32 %s, 255
define i32 @shiftUsedTwice(i32 %a, i32 %b) {
  %x = xor i32 %a, %b
  %s = lshr i32 %x, 1
  %m = and i32 %s, 255
  %r = add i32 %m, %s
  ret i32 %r
}

; CHECK-LABEL: define i32 @operandUsedTwice(
; CHECK: %s = lshr i32 %x, 1
; CHECK-NEXT: %m = and i32 %s, 255
define i32 @operandUsedTwice(i32 %a, i32 %b) {
  %x = xor i32 %a, %b
  %s = lshr i32 %x, 1
  %m = and i32 %s, 255
  %r = add i32 %m, %x
  ret i32 %r
}

; CHECK-LABEL: define i32 @arithmeticOperand(
; CHECK: %s = lshr i32 %x, 1
; CHECK-NEXT: %m = and i32 %s, 255
define i32 @arithmeticOperand(i32 %a, i32 %b) {
  %x = add i32 %a, %b
  %s = lshr i32 %x, 1
  %m = and i32 %s, 255
  ret i32 %m
}

; CHECK-LABEL: define i32 @arithmeticShift(
; CHECK: %s = ashr i32 %x, 1
; CHECK-NEXT: %m = and i32 %s, 255
define i32 @arithmeticShift(i32 %a, i32 %b) {
  %x = xor i32 %a, %b
  %s = ashr i32 %x, 1
  %m = and i32 %s, 255
  ret i32 %m
}

; CHECK-LABEL: define i32 @variableAmount(
; CHECK: %s = lshr i32 %x, %n
; CHECK-NEXT: %m = and i32 %s, 255
define i32 @variableAmount(i32 %a, i32 %b, i32 %n) {
  %x = xor i32 %a, %b
  %s = lshr i32 %x, %n
  %m = and i32 %s, 255
  ret i32 %m
}

; Every bit of the mask shifted out: left to InstCombine.
; CHECK-LABEL: define i32 @maskShiftedOut(
; CHECK: %s = shl i32 %x, 8
; CHECK-NEXT: %m = and i32 %s, 255
define i32 @maskShiftedOut(i32 %a, i32 %b) {
  %x = xor i32 %a, %b
  %s = shl i32 %x, 8
  %m = and i32 %s, 255
  ret i32 %m
}
