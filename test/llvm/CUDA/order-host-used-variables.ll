; The device variables that host code uses (those of llvm.compiler.used)
; in name order, in the list and in the places those variables had among
; the module's; the other variables stay where they are. Other targets:
; unchanged.
; RUN: %opt_scale -passes=scale-order-host-used-variables -S %s | FileCheck %s
; RUN: sed -e 's/nvptx64-nvidia-cuda/x86_64-unknown-linux-gnu/' %s \
; RUN:   | %opt_scale -passes=scale-order-host-used-variables -S | FileCheck %s --check-prefix=HOST

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK: @first = addrspace(1) global i32 0
; CHECK-NEXT: @_Z4maskIdE = linkonce_odr addrspace(4) externally_initialized constant [10 x double]
; CHECK-NEXT: @middle = addrspace(1) global i32 0
; CHECK-NEXT: @_Z4maskIfE = linkonce_odr addrspace(4) externally_initialized constant [10 x float]
; CHECK-NEXT: @_Z4maskIsE = linkonce_odr addrspace(4) externally_initialized constant [10 x i16]
; CHECK-NEXT: @last = addrspace(1) global i32 0
; CHECK-NEXT: @llvm.compiler.used = appending global [3 x ptr] [ptr addrspacecast (ptr addrspace(4) @_Z4maskIdE to ptr), ptr addrspacecast (ptr addrspace(4) @_Z4maskIfE to ptr), ptr addrspacecast (ptr addrspace(4) @_Z4maskIsE to ptr)]
; HOST: @first = addrspace(1) global i32 0
; HOST-NEXT: @_Z4maskIsE
; HOST-NEXT: @middle
; HOST-NEXT: @_Z4maskIfE
; HOST-NEXT: @_Z4maskIdE
; HOST: @llvm.compiler.used = appending global [3 x ptr] [ptr addrspacecast (ptr addrspace(4) @_Z4maskIsE to ptr), ptr addrspacecast (ptr addrspace(4) @_Z4maskIdE to ptr),
@first = addrspace(1) global i32 0
@_Z4maskIsE = linkonce_odr addrspace(4) externally_initialized constant [10 x i16] zeroinitializer
@middle = addrspace(1) global i32 0
@_Z4maskIfE = linkonce_odr addrspace(4) externally_initialized constant [10 x float] zeroinitializer
@_Z4maskIdE = linkonce_odr addrspace(4) externally_initialized constant [10 x double] zeroinitializer
@last = addrspace(1) global i32 0
@llvm.compiler.used = appending global [3 x ptr] [ptr addrspacecast (ptr addrspace(4) @_Z4maskIsE to ptr), ptr addrspacecast (ptr addrspace(4) @_Z4maskIdE to ptr), ptr addrspacecast (ptr addrspace(4) @_Z4maskIfE to ptr)], section "llvm.metadata"
