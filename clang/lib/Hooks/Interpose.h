//===- Interpose.h - Conventions of the link-time wrappers -----*- C++ -*-===//
//
// A wrapper of SYMBOL is `extern "C" __wrap_SYMBOL`, taking a member
// function's `this` as its first parameter; it reaches the original through
// `__real_SYMBOL`. Clang's value types passed by value (QualType, LangAS,
// ExprResult, ArrayRef) are trivially copyable, so the C calling convention
// matches the C++ one. Every symbol wrapped here is listed, with its reason,
// in InterposedSymbols.txt, which also produces the linker flags.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_HOOKS_INTERPOSE_H
#define SCALE_HOOKS_INTERPOSE_H

// The wrappers return C++ class types through C linkage on purpose.
#pragma clang diagnostic ignored "-Wreturn-type-c-linkage"

#define SCALE_PASTE_(A, B) A##B
#define SCALE_PASTE(A, B) SCALE_PASTE_(A, B)
#define SCALE_REAL(Symbol) SCALE_PASTE(__real_, Symbol)
#define SCALE_WRAP(Symbol) SCALE_PASTE(__wrap_, Symbol)

#endif // SCALE_HOOKS_INTERPOSE_H
