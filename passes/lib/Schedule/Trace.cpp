//===- Trace.cpp - Chrome/Perfetto trace of an evaluated schedule ---------===//

#include "fsdpc/Schedule/Schedule.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

using namespace fsdpc::schedule;

std::string fsdpc::schedule::renderTrace(const Problem &problem,
                                         const Evaluation &evaluation,
                                         llvm::ArrayRef<TraceLabel> labels) {
  constexpr double kMicros = 1e6;
  llvm::json::Array events;
  auto threadName = [&](int64_t tid, std::string name) {
    events.push_back(llvm::json::Object{
        {"name", "thread_name"},
        {"ph", "M"},
        {"pid", 0},
        {"tid", tid},
        {"args", llvm::json::Object{{"name", std::move(name)}}}});
  };
  threadName(0, "compute");
  for (auto [index, name] : llvm::enumerate(problem.streamNames))
    threadName(int64_t(index) + 1, "comm " + name);

  for (int64_t p = 0, e = problem.numPositions(); p < e; ++p) {
    double seconds = problem.computeSeconds[p];
    if (seconds > 0) {
      TraceLabel label =
          p < int64_t(labels.size()) ? labels[p] : TraceLabel{"op", "op", ""};
      llvm::json::Object args{{"position", p}, {"op", label.op}};
      if (!label.source.empty())
        args["source"] = label.source;
      events.push_back(
          llvm::json::Object{{"name", label.name},
                             {"ph", "X"},
                             {"pid", 0},
                             {"tid", 0},
                             {"ts", evaluation.computeStart[p] * kMicros},
                             {"dur", seconds * kMicros},
                             {"args", std::move(args)}});
    }
    // The memory curve: bytes live while op p runs.
    events.push_back(llvm::json::Object{
        {"name", "memory"},
        {"ph", "C"},
        {"pid", 0},
        {"ts", evaluation.computeStart[p] * kMicros},
        {"args",
         llvm::json::Object{{"bytes", int64_t(evaluation.liveBytes[p])}}}});
  }
  for (const CollectiveTiming &timing : evaluation.collectives)
    events.push_back(llvm::json::Object{
        {"name", timing.name},
        {"ph", "X"},
        {"pid", 0},
        {"tid", int64_t(timing.stream) + 1},
        {"ts", timing.start * kMicros},
        {"dur", (timing.end - timing.start) * kMicros},
        {"args", llvm::json::Object{{"issued_at", timing.issue},
                                    {"waited_at", timing.wait}}}});

  std::string text;
  llvm::raw_string_ostream os(text);
  os << llvm::formatv("{0:2}", llvm::json::Value(llvm::json::Object{
                                   {"traceEvents", std::move(events)},
                                   {"displayTimeUnit", "ms"}}));
  return text;
}
