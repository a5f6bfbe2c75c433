//===- Plugin.cpp - scale-clang's passes as an opt plugin -----------------===//
//
//   opt-22 -load-pass-plugin=build/lib/ScaleAddrSpacePasses.so \
//          -passes=scale-addrspace-propagate in.ll
//
//===----------------------------------------------------------------------===//

#include "scale/Passes/ScalePassBuilder.h"

#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"

extern "C" LLVM_ATTRIBUTE_WEAK llvm::PassPluginLibraryInfo
llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "ScaleAddrSpacePasses", "0.1",
          [](llvm::PassBuilder &PB) { scale::registerScalePasses(PB); }};
}
