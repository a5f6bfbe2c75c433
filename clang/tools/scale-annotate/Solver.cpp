//===- Solver.cpp - Propagation on the qualifier lattice ------------------===//

#include "Solver.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"

#include <array>

#include <deque>
#include <set>

namespace scale::annotate {

namespace {

constexpr unsigned bit(Space S) { return 1u << static_cast<unsigned>(S); }
constexpr unsigned NamedBits = bit(Space::Device) | bit(Space::Shared) |
                               bit(Space::Constant) | bit(Space::Local);

std::optional<Space> singleSpace(unsigned Bits) {
  for (unsigned I = 0; I < NumSpaces; ++I)
    if (Bits == (1u << I))
      return static_cast<Space>(I);
  return std::nullopt;
}

std::string where(const Location &L) {
  llvm::StringRef File = L.File;
  return (llvm::sys::path::filename(File) + ":" + llvm::Twine(L.Line) + ":" +
          llvm::Twine(L.Column))
      .str();
}

class Solver {
public:
  Solver(const Facts &F, const Withheld &Kept) : F(F), Kept(Kept) {}

  Solution run() {
    index();
    propagate();
    candidates();
    withdraw();
    casts();
    findings();
    for (unsigned I = 0; I < Keys.size(); ++I)
      if (!Nodes[I]->Blocker)
        Result.Nodes[Keys[I]] = Results[I];
    return std::move(Result);
  }

private:
  const Facts &F;
  const Withheld &Kept;
  std::vector<std::string> Keys;
  std::map<std::string, unsigned> Index;
  std::vector<const Node *> Nodes;
  std::vector<Edge> Edges; ///< deduplicated, with reverse edges of references
  std::vector<std::vector<unsigned>> Successors;
  std::vector<unsigned> Reaching;
  std::vector<bool> HostLaunched; ///< kernel parameters host memory reaches
  std::vector<std::array<int, NumSpaces>> Pred;
  std::vector<NodeResult> Results;
  Solution Result;

  std::optional<unsigned> nodeIndex(const std::string &Key) const {
    auto It = Index.find(Key);
    if (It == Index.end())
      return std::nullopt;
    return It->second;
  }

  void index() {
    for (const auto &[Key, N] : F.Nodes) {
      Index[Key] = Keys.size();
      Keys.push_back(Key);
      Nodes.push_back(&N);
    }
    Successors.resize(Keys.size());
    Reaching.assign(Keys.size(), 0);
    HostLaunched.assign(Keys.size(), false);
    Pred.resize(Keys.size());
    for (auto &P : Pred)
      P.fill(-1);
    Results.resize(Keys.size());
    std::set<std::string> Seen;
    auto Add = [&](const Edge &E) {
      std::string Id =
          E.From.K == Term::NodeRef
              ? "n" + E.From.Key
              : "o" + std::to_string(static_cast<unsigned>(E.From.S)) +
                    E.From.What;
      Id += "|" + E.To + "|" + E.Loc.File + ":" + std::to_string(E.Loc.Offset) +
            "|" + E.BoundaryType;
      if (!Seen.insert(Id).second)
        return;
      Edges.push_back(E);
    };
    for (const Edge &E : F.Edges) {
      Add(E);
      if (E.BothWays && E.From.K == Term::NodeRef && !E.To.empty()) {
        Edge Reverse = E;
        Reverse.From.Key = E.To;
        Reverse.To = E.From.Key;
        Add(Reverse);
      }
    }
  }

  /// Kernels never get host memory legitimately: a launch that passes it is
  /// a finding, and the parameter keeps the space of the other launches.
  unsigned admitted(unsigned To, unsigned Bits) const {
    if (Nodes[To]->KernelParameter)
      Bits &= ~bit(Space::Host);
    return Bits;
  }

  void propagate() {
    std::deque<unsigned> Work;
    auto Reach = [&](unsigned To, unsigned Bits, unsigned EdgeIndex) {
      if (Nodes[To]->KernelParameter && (Bits & bit(Space::Host)))
        HostLaunched[To] = true;
      unsigned New = admitted(To, Bits) & ~Reaching[To];
      if (!New)
        return;
      Reaching[To] |= New;
      for (unsigned S = 0; S < NumSpaces; ++S)
        if (New & (1u << S))
          Pred[To][S] = EdgeIndex;
      Work.push_back(To);
    };
    for (unsigned I = 0; I < Edges.size(); ++I) {
      const Edge &E = Edges[I];
      std::optional<unsigned> To = nodeIndex(E.To);
      if (E.From.K == Term::NodeRef) {
        if (std::optional<unsigned> From = nodeIndex(E.From.Key); From && To)
          Successors[*From].push_back(I);
        continue;
      }
      if (To)
        Reach(*To, bit(E.From.S), I);
    }
    while (!Work.empty()) {
      unsigned N = Work.front();
      Work.pop_front();
      for (unsigned I : Successors[N])
        Reach(*nodeIndex(Edges[I].To), Reaching[N], I);
    }
  }

  /// The origin of space \p S at node \p N: its note.
  std::string originOf(unsigned N, Space S) const {
    for (unsigned Steps = 0; Steps < Edges.size() + 1; ++Steps) {
      int E = Pred[N][static_cast<unsigned>(S)];
      if (E < 0)
        return "";
      const Edge &Ed = Edges[E];
      if (Ed.From.K == Term::Origin)
        return Ed.From.What + " (" + where(Ed.From.Loc) + ")";
      N = *nodeIndex(Ed.From.Key);
    }
    return "";
  }

  void candidates() {
    for (unsigned I = 0; I < Keys.size(); ++I) {
      const Node &N = *Nodes[I];
      NodeResult &R = Results[I];
      unsigned Bits = Reaching[I];
      R.Reaching = Bits;
      // A kernel reads its pointer parameters as __device memory: when only
      // host memory reaches one (each launch a finding), the qualifier makes
      // the compiler reject those launches.
      if (!N.Pinned.empty()) {
        R.Why = N.Pinned;
        continue;
      }
      if (!Bits && HostLaunched[I])
        Bits = bit(Space::Device);
      std::optional<Space> Only = singleSpace(Bits);
      if (!Bits) {
        R.Why = "no pointer value reaches it";
        continue;
      }
      if (Only == Space::Host) {
        R.Why = "it points to host memory";
        continue;
      }
      if (Only == Space::Opaque) {
        R.Why = "it receives a generic pointer: " + originOf(I, Space::Opaque);
        continue;
      }
      if (!Only) {
        std::vector<std::string> Parts;
        for (unsigned S = 0; S < NumSpaces; ++S)
          if (Bits & (1u << S))
            Parts.push_back(spaceName(static_cast<Space>(S)).str() +
                            " memory, " + originOf(I, static_cast<Space>(S)));
        R.Why = "its origins conflict: " + llvm::join(Parts, "; ");
        continue;
      }
      if (!N.NotEditable.empty() &&
          !(N.FollowsInitializer && N.Sites.empty())) {
        R.Why = "it cannot be annotated: " + N.NotEditable;
        continue;
      }
      if (N.Sites.empty() && !N.FollowsInitializer) {
        R.Why = "it cannot be annotated: its type is not written in the source";
        continue;
      }
      if (auto It = Kept.find(Keys[I]); It != Kept.end()) {
        R.Why = It->second;
        continue;
      }
      R.Annotated = *Only;
    }
  }

  bool withdrawOne(unsigned N, std::string Why) {
    if (!Results[N].Annotated)
      return false;
    Results[N].Annotated.reset();
    Results[N].Why = std::move(Why);
    return true;
  }

  std::string describe(unsigned N) const {
    std::string Of = Nodes[N]->Owner.empty() || Nodes[N]->Kind == "return"
                         ? ""
                         : " of '" + Nodes[N]->Owner + "'";
    return "'" + Nodes[N]->Name + "'" + Of + " (" + where(Nodes[N]->Decl) + ")";
  }

  /// Withdraws candidates until every flow compiles annotated: in host code
  /// no named pointer becomes generic implicitly; nowhere does a generic one
  /// become named; a reference is one object; `auto` takes its
  /// initializer's type; a written type serves every node that shares it.
  void withdraw() {
    std::map<Location, std::vector<unsigned>> BySite;
    for (unsigned I = 0; I < Keys.size(); ++I)
      for (const Location &S : Nodes[I]->Sites)
        BySite[S].push_back(I);
    bool Changed = true;
    while (Changed) {
      Changed = false;
      for (const auto &[Site, Members] : BySite) {
        std::optional<Space> First = Results[Members.front()].Annotated;
        bool Agree = llvm::all_of(
            Members, [&](unsigned M) { return Results[M].Annotated == First; });
        if (Agree)
          continue;
        for (unsigned M : Members)
          for (unsigned Other : Members)
            if (!Results[Other].Annotated ||
                Results[Other].Annotated != Results[M].Annotated) {
              Changed |= withdrawOne(
                  M,
                  "its written type is shared with " + describe(Other) + " (" +
                      (Nodes[Other]->Blocker
                           ? "a declarator whose type is not inferred"
                           : "another declarator or template instantiation") +
                      "), which " +
                      (Results[Other].Annotated
                           ? "gets " +
                                 spaceName(*Results[Other].Annotated).str()
                           : "stays generic"));
              break;
            }
      }
      for (const Edge &E : Edges) {
        if (E.From.K != Term::NodeRef)
          continue;
        std::optional<unsigned> A = nodeIndex(E.From.Key), B = nodeIndex(E.To);
        if (A && E.To.empty() && Results[*A].Annotated &&
            E.Context == Side::Host && !E.BoundaryTakesDevice &&
            !E.ArgBegin.valid())
          Changed |= withdrawOne(
              *A, "it is passed to an interface that cannot change inside a "
                  "macro, where no cast can be written (" +
                      where(E.Loc) + ")");
        if (!A || !B)
          continue;
        bool AnnA = Results[*A].Annotated.has_value();
        bool AnnB = Results[*B].Annotated.has_value();
        if (AnnA && !AnnB &&
            (E.Context == Side::Host || E.BothWays ||
             Nodes[*B]->FollowsInitializer))
          Changed |= withdrawOne(
              *A, "it flows into " + describe(*B) + ", which stays generic, " +
                      (E.BothWays                ? "through a reference"
                       : E.Context == Side::Host ? "in host code"
                                                 : "as an auto "
                                                   "variable") +
                      " (" + where(E.Loc) + ")");
        if (!AnnA && AnnB &&
            !(Nodes[*B]->KernelParameter && (Reaching[*A] & bit(Space::Host))))
          Changed |= withdrawOne(*B, "it receives " + describe(*A) +
                                         ", which stays generic (" +
                                         where(E.Loc) + ")");
      }
    }
  }

  void casts() {
    std::set<Location> Done;
    for (const Edge &E : Edges) {
      Cast C;
      if (E.To.empty()) {
        std::optional<unsigned> A = nodeIndex(E.From.Key);
        if (!A || !Results[*A].Annotated || E.Context != Side::Host ||
            E.BoundaryTakesDevice || !E.ArgBegin.valid())
          continue;
        C = Cast{E.ArgBegin, E.ArgEnd, "(" + E.BoundaryType + ")",
                 E.ArgNeedsParens};
      } else if (E.From.K == Term::Origin && E.From.NeedsCast) {
        std::optional<unsigned> B = nodeIndex(E.To);
        if (!B || !Results[*B].Annotated || !E.From.ExprBegin.valid())
          continue;
        C = Cast{E.From.ExprBegin, E.From.ExprEnd,
                 "(" + spaceName(*Results[*B].Annotated).str() + " " +
                     E.TargetPointee + " *)",
                 false};
      } else {
        continue;
      }
      if (Done.insert(C.Begin).second)
        Result.Casts.push_back(std::move(C));
    }
  }

  /// The notes from the origin of \p S to node \p N.
  std::vector<FlowNote> pathTo(unsigned N, Space S) const {
    std::vector<FlowNote> Reversed;
    for (unsigned Steps = 0; Steps <= Edges.size(); ++Steps) {
      int E = Pred[N][static_cast<unsigned>(S)];
      if (E < 0)
        break;
      const Edge &Ed = Edges[E];
      if (Ed.From.K == Term::Origin) {
        if (!(Ed.Loc == Ed.From.Loc))
          Reversed.push_back({Ed.Loc, Ed.Text});
        Reversed.push_back(originNote(Ed.From));
        break;
      }
      Reversed.push_back({Ed.Loc, Ed.Text});
      N = *nodeIndex(Ed.From.Key);
    }
    return {Reversed.rbegin(), Reversed.rend()};
  }

  static FlowNote originNote(const Term &T) {
    return {T.Loc, spaceName(T.S).str() + " memory: " + T.What};
  }

  /// The space a term is proven to hold, with the notes that show it.
  std::optional<Space> proven(const Term &T,
                              std::vector<FlowNote> &Notes) const {
    if (T.K == Term::Origin) {
      if (T.S == Space::Opaque)
        return std::nullopt;
      Notes.push_back(originNote(T));
      return T.S;
    }
    std::optional<unsigned> N = nodeIndex(T.Key);
    if (!N)
      return std::nullopt;
    std::optional<Space> S = singleSpace(Reaching[*N]);
    if (!S || *S == Space::Opaque)
      return std::nullopt;
    Notes = pathTo(*N, *S);
    return S;
  }

  void findings() {
    std::set<std::pair<Location, std::string>> Reported;
    for (const Edge &E : Edges) {
      if (!E.Launch)
        continue;
      std::optional<unsigned> P = nodeIndex(E.To);
      if (!P)
        continue;
      Finding Fd{Finding::HostToKernel, E.Loc, Nodes[*P]->Name, E.Callee};
      if (E.From.K == Term::Origin) {
        if (E.From.S != Space::Host)
          continue;
        Fd.Notes.push_back(originNote(E.From));
      } else {
        std::optional<unsigned> A = nodeIndex(E.From.Key);
        if (!A || !(Reaching[*A] & bit(Space::Host)))
          continue;
        Fd.Notes = pathTo(*A, Space::Host);
      }
      if (Reported.insert({E.Loc, Fd.Subject}).second)
        Result.Findings.push_back(std::move(Fd));
    }
    for (const Use &U : F.Uses) {
      if (U.K == Use::HostDereference) {
        for (const Term &T : U.Pointer) {
          std::vector<FlowNote> Notes;
          if (proven(T, Notes) != Space::Device)
            continue;
          Finding Fd{Finding::DeviceDereference, U.Loc, U.Text, ""};
          Fd.Found = Space::Device;
          Fd.Notes = std::move(Notes);
          if (Reported.insert({U.Loc, U.Text}).second)
            Result.Findings.push_back(std::move(Fd));
        }
        continue;
      }
      // cudaMemcpyHostToHost, HostToDevice, DeviceToHost, DeviceToDevice.
      if (U.CopyKind < 0 || U.CopyKind > 3)
        continue;
      bool DstDevice = U.CopyKind == 1 || U.CopyKind == 3;
      bool SrcDevice = U.CopyKind == 2 || U.CopyKind == 3;
      auto Check = [&](const std::vector<Term> &Terms, bool WantDevice,
                       int Which) {
        for (const Term &T : Terms) {
          std::vector<FlowNote> Notes;
          std::optional<Space> S = proven(T, Notes);
          if (!S || (*S != Space::Host && *S != Space::Device))
            continue;
          if ((*S == Space::Device) == WantDevice)
            continue;
          const Location &At = Which == 0 ? U.DstLoc : U.SrcLoc;
          Finding Fd{Finding::CopyDirection, At.valid() ? At : U.Loc,
                     Which == 0 ? U.DstText : U.SrcText, U.Callee};
          Fd.Detail = Which;
          Fd.CopyKind = U.CopyKind;
          Fd.Found = *S;
          Fd.Notes = std::move(Notes);
          Result.Findings.push_back(std::move(Fd));
          return;
        }
      };
      Check(U.Dst, DstDevice, 0);
      Check(U.Src, SrcDevice, 1);
    }
  }
};

} // namespace

Solution solve(const Facts &F, const Withheld &Kept) {
  return Solver(F, Kept).run();
}

std::vector<std::string> culpritsAt(const Facts &F, const Location &At) {
  std::vector<std::string> Keys;
  for (const auto &[Key, N] : F.Nodes)
    for (const Location &S : N.Sites)
      if (S.File == At.File && S.Line == At.Line)
        Keys.push_back(Key);
  for (const auto &[Key, L] : F.Mentions)
    if (L.File == At.File && L.Line == At.Line)
      Keys.push_back(Key);
  for (const Edge &E : F.Edges) {
    if (E.Loc.File != At.File || E.Loc.Line != At.Line)
      continue;
    if (E.From.K == Term::NodeRef)
      Keys.push_back(E.From.Key);
    if (!E.To.empty())
      Keys.push_back(E.To);
  }
  return Keys;
}

} // namespace scale::annotate
