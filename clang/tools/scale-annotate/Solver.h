//===- Solver.h - scale-annotate's inference over merged facts -*- C++ -*-===//
//
// The second step: one solver over the facts of every TU. The spaces that
// reach each node are propagated along the flow edges (a set per node, with
// the edge that first brought each space, for the notes). A node whose set
// is one named space is a candidate for that qualifier; candidates are then
// withdrawn until every flow still compiles once annotated (a named pointer
// flowing into a generic one in host code, a generic one into a named one
// anywhere, an `auto` variable whose initializer changes type, a written
// type shared with a node that disagrees). The findings are the uses and
// launches that the sets prove wrong.
//
//===----------------------------------------------------------------------===//

#ifndef SCALE_ANNOTATE_SOLVER_H
#define SCALE_ANNOTATE_SOLVER_H

#include "Facts.h"

#include <optional>

namespace scale::annotate {

/// One step of a flow, for a note.
struct FlowNote {
  Location Loc;
  std::string Text;
};

struct Finding {
  enum Kind { HostToKernel, DeviceDereference, CopyDirection } K;
  Location Loc;
  std::string Subject;  ///< the pointer or parameter named
  std::string Function; ///< kernel or copy function
  int Detail = 0;       ///< CopyDirection: 0 destination, 1 source
  int CopyKind = 0;
  Space Found = Space::Host;
  std::vector<FlowNote> Notes;
};

/// An explicit cast at an interface that cannot change.
struct Cast {
  Location Begin, End;
  std::string Type;
  bool Parens = false;
};

struct NodeResult {
  unsigned Reaching = 0;          ///< bit set of Space
  std::optional<Space> Annotated; ///< the qualifier written, if any
  std::string Why;                ///< why it stayed generic
};

struct Solution {
  std::map<std::string, NodeResult> Nodes;
  std::vector<Finding> Findings;
  std::vector<Cast> Casts;
};

/// Nodes kept generic whatever reaches them, with the reason (the fixed
/// sources did not compile with them annotated).
using Withheld = std::map<std::string, std::string>;

Solution solve(const Facts &F, const Withheld &Kept = {});

/// The nodes to withhold so that an error at \p At (a compile error of the
/// fixed sources) goes away: those written on its line, and both ends of
/// the flows there.
std::vector<std::string> culpritsAt(const Facts &F, const Location &At);

} // namespace scale::annotate

#endif // SCALE_ANNOTATE_SOLVER_H
