//===- Facts.h - What scale-annotate learns from one translation unit -*- C++
//-*-===//
//
// The first of scale-annotate's three steps (facts, solver, rewriter; see
// docs/annotate.md). A translation unit, compiled for the host and for the
// device, yields facts that need no AST to be read: the declarations whose
// pointee space may be inferred (nodes, keyed by a USR-like key that every TU
// computes alike), the flows of pointer values between them (edges, each with
// its location and the side of the code it is in), the origins that fix a
// space (an edge from a constant), and the uses that the diagnostics judge
// (host dereferences, cudaMemcpy* calls). Facts of all TUs are merged by key
// and serialise to JSON (--export-facts).
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_ANNOTATE_FACTS_H
#define SCALE_ANNOTATE_FACTS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"

#include <map>
#include <string>
#include <tuple>
#include <vector>

namespace clang {
class ASTContext;
}

namespace scale::annotate {

/// Where memory lives, as far as a value tells. Opaque is every pointer whose
/// space cannot be known (an interface that returns plain pointers, managed
/// and pinned memory, a cast to a plain pointer): it reaches a declaration
/// as an origin that no named space may replace.
enum class Space : unsigned { Host, Device, Shared, Constant, Local, Opaque };
constexpr unsigned NumSpaces = 6;
llvm::StringRef spaceName(Space S);
/// The qualifier that annotates a declaration with \p S (Device, Shared,
/// Constant, Local only).
llvm::StringRef qualifierOf(Space S);

enum class Side : unsigned { Host, Device };

/// A point in a file: an absolute path and a byte offset, with its line and
/// column for messages.
struct Location {
  std::string File;
  unsigned Offset = 0;
  unsigned Line = 0, Column = 0;
  bool valid() const { return !File.empty(); }
  bool operator<(const Location &O) const {
    return std::tie(File, Offset) < std::tie(O.File, O.Offset);
  }
  bool operator==(const Location &O) const {
    return File == O.File && Offset == O.Offset;
  }
};

/// A declaration whose pointee (or referent) space is inferred: a variable,
/// parameter, field or function return of pointer or reference type,
/// without a space of its own. One node per template instantiation; the
/// places to write a qualifier are the pattern's.
struct Node {
  std::string Key;
  std::string Name;            ///< as messages name it ('d', 'S::p', 'f')
  std::string Kind;            ///< variable, parameter, field, return
  std::string Owner;           ///< the function of a parameter, local or return
  Location Decl;               ///< the declaration, for messages
  std::vector<Location> Sites; ///< where "__device " is inserted
  std::string NotEditable; ///< why no qualifier can be written; empty if it can
  bool KernelParameter = false;
  bool FollowsInitializer = false; ///< `auto` variables
  /// Why the written type must not change, whatever reaches the node: an
  /// instantiation whose template argument already has a space, or a
  /// declarator that is no node sharing the type with others (`int *p,
  /// *q[2]`). Empty when it may.
  std::string Pinned;
  /// A declarator that is no node, there only to pin its written type.
  bool Blocker = false;
};

/// The value of a pointer expression: a node, or an origin (a space known
/// at the expression, with what says why).
struct Term {
  enum Kind { NodeRef, Origin } K = Origin;
  std::string Key; ///< NodeRef
  Space S = Space::Opaque;
  std::string
      What; ///< Origin: "'h' is a host array", "allocated by cudaMalloc"
  Location Loc;
  /// Origin from an interface that returns a plain pointer to a known space
  /// (Thrust): annotating the destination needs a cast there.
  bool NeedsCast = false;
  Location ExprBegin, ExprEnd; ///< the expression, for that cast
  bool ExprNeedsParens = false;
};

/// A value flowing from a term into a node, or into a parameter of an
/// interface that cannot change (To empty: a boundary).
struct Edge {
  Term From;
  std::string To;
  Location Loc;
  Side Context = Side::Host;
  std::string Text;   ///< "is passed to parameter 'p' of 'f'"
  std::string Callee; ///< the function called, for arguments
  bool Launch = false;
  bool BothWays = false; ///< reference binding: the two are one object
  /// Boundary only: the parameter's type, for the cast, and whether an
  /// overload of the callee takes __device pointers there (the runtime).
  std::string BoundaryType;
  bool BoundaryTakesDevice = false;
  Location ArgBegin, ArgEnd;
  bool ArgNeedsParens = false;
  /// Into a node: the node's pointee as written, for a cast of a NeedsCast
  /// origin ("float").
  std::string TargetPointee;
};

/// A use the diagnostics judge.
struct Use {
  enum Kind { HostDereference, Memcpy } K = HostDereference;
  std::vector<Term> Pointer;  ///< HostDereference: the dereferenced pointer
  std::vector<Term> Dst, Src; ///< Memcpy
  int CopyKind = -1;          ///< cudaMemcpyKind's value
  std::string Callee;
  std::string Text; ///< the expression, for messages
  std::string DstText, SrcText;
  Location DstLoc, SrcLoc;
  Location Loc;
};

struct Facts {
  std::map<std::string, Node> Nodes;
  std::vector<Edge> Edges;
  std::vector<Use> Uses;
  /// Where each node is named in an expression: the culprits of a compile
  /// error on that line of the fixed sources.
  std::vector<std::pair<std::string, Location>> Mentions;

  /// Adds \p Other's facts; nodes with one key become one.
  void merge(const Facts &Other);
  llvm::json::Value toJSON() const;
};

/// Gathers the facts of \p Ctx's translation unit for the side it was
/// compiled for. \p IsEditable says whether a file may be edited (not a
/// system header, not --exclude'd).
class Gatherer {
public:
  using EditablePredicate = bool (*)(llvm::StringRef File, void *Data);
  Gatherer(EditablePredicate IsEditable, void *Data)
      : IsEditable(IsEditable), Data(Data) {}
  void gather(clang::ASTContext &Ctx, Facts &Out);

private:
  EditablePredicate IsEditable;
  void *Data;
};

} // namespace scale::annotate

#endif // SCALE_ANNOTATE_FACTS_H
