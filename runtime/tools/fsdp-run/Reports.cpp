//===- Reports.cpp - --report and --trace ---------------------------------===//

#include "Reports.h"

#include "fsdpc/runtime/Gemm.h"
#include "fsdpc/runtime/JsonWriter.h"
#include "fsdpc/runtime/Safetensors.h"

#include <algorithm>

namespace fsdpc::run {

using namespace runtime;

namespace {

double median(std::vector<double> values) {
  if (values.empty())
    return 0;
  std::sort(values.begin(), values.end());
  size_t n = values.size();
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

Status writeJson(const std::string &path, const std::string &json) {
  std::string text = json + "\n";
  return writeFileAtomically(path, {{text.data(), text.size()}})
      .withContext("writing " + path);
}

} // namespace

Status writeReport(const std::string &path, Session &session,
                   const RunSummary &summary) {
  const Executable &exe = session.executable();
  std::vector<double> step, compute, exposed, overhead;
  std::vector<int64_t> perInstructionSteps;
  for (const StepSample &s : summary.samples) {
    step.push_back(double(s.stepNs) * 1e-9);
    if (!s.perInstruction)
      continue;
    perInstructionSteps.push_back(s.step);
    compute.push_back(double(s.computeNs) * 1e-9);
    exposed.push_back(double(s.stepNs - s.computeNs) * 1e-9);
    overhead.push_back(s.hostOverheadNs * 1e-9);
  }
  const MemoryStats &memory = session.device().memory();
  uint64_t outside = 0;
  for (size_t k = 0; k < size_t(MemoryKind::Count); ++k)
    if (MemoryKind(k) != MemoryKind::Arena)
      outside += memory.peak(MemoryKind(k));

  JsonWriter w;
  w.beginObject();
  w.field("format_version", uint64_t(1));
  w.field("executable", summary.executablePath);
  w.field("producer", exe.root().producer()
                          ? exe.root().producer()->string_view()
                          : std::string_view());
  w.field("entry", exe.entry(summary.entry).name()->string_view());
  w.field("world_size", session.worldSize());
  w.field("device", session.device().name());
  // The host BLAS's kernels (CPU GEMMs; GemmCore.h).
  w.field("host_gemm_core", gemmCore());
  w.field("steps", int64_t(summary.samples.size()));
  w.field("first_step", summary.firstStep + 1);
  w.field("step_time_s", median(step));
  w.field("compute_s", median(compute));
  w.field("exposed_collective_s", median(exposed));
  w.field("host_overhead_per_instruction_s", median(overhead));
  // The steps the three figures above come from: every step on the CPU; on
  // CUDA the traced ones and the last, which ran eagerly with an event pair
  // per instruction (slower than an untimed step, let alone a replay).
  w.key("per_instruction_steps").beginArray();
  for (int64_t s : perInstructionSteps)
    w.value(s);
  w.endArray();
  w.field("instructions_per_step",
          uint64_t(summary.samples.empty()
                       ? 0
                       : summary.samples.back().instructions));
  w.key("step_times_s").beginArray();
  for (double s : step)
    w.value(s);
  w.endArray();
  // The arena plus the peak of each allocation outside it: an upper bound
  // of the peak, since those peaks need not coincide.
  w.field("peak_bytes", memory.peak(MemoryKind::Arena) + outside);
  w.key("peak_bytes_breakdown").beginObject();
  for (size_t k = 0; k < size_t(MemoryKind::Count); ++k)
    w.field(memoryKindName(MemoryKind(k)), memory.peak(MemoryKind(k)));
  w.field("outside_arena", outside);
  w.endObject();
  w.key("device_counters").beginObject();
  for (const auto &[name, count] : session.device().counters())
    w.field(name, count);
  w.endObject();
  w.endObject();
  return writeJson(path, w.str());
}

Status writeTrace(const std::string &path, Session &session,
                  const std::vector<std::pair<int64_t, RunTiming>> &steps) {
  const Executable &exe = session.executable();
  constexpr double kMicros = 1e-3; // ns -> us
  JsonWriter w;
  w.beginObject();
  w.key("traceEvents").beginArray();
  auto meta = [&](const char *what, int64_t tid, const std::string &name) {
    w.beginObject();
    w.field("name", what);
    w.field("ph", "M");
    w.field("pid", session.rank());
    if (tid >= 0)
      w.field("tid", tid);
    w.key("args").beginObject().field("name", name).endObject();
    w.endObject();
  };
  meta("process_name", -1,
       "rank " + std::to_string(session.rank()) + " (measured)");
  if (!steps.empty()) {
    // Tracks as the simulator names them: "compute", "comm <axes>".
    const fsdpx::Entry &entry = exe.entry(steps.front().second.entry);
    meta("thread_name", 0, "compute");
    for (uint32_t q = 1; q < entry.queues()->size(); ++q) {
      std::string name = "comm";
      const auto *axes = entry.queues()->Get(q)->axes();
      for (uint32_t i = 0; axes && i < axes->size(); ++i)
        name += (i ? "," : " ") +
                exe.root().mesh()->axes()->Get(axes->Get(i))->name()->str();
      meta("thread_name", q, name);
    }
  }
  int64_t origin = steps.empty() ? 0 : steps.front().second.startNs;
  uint64_t bytes = session.device().memory().peak(MemoryKind::Arena) +
                   session.device().memory().currentOutsideArena();
  for (const auto &[step, timing] : steps) {
    // The memory counter: the arena is static, so one value per step.
    w.beginObject();
    w.field("name", "memory");
    w.field("ph", "C");
    w.field("pid", session.rank());
    w.field("ts", double(timing.startNs - origin) * kMicros);
    w.key("args").beginObject().field("bytes", bytes).endObject();
    w.endObject();
    for (const InstructionTiming &t : timing.instructions) {
      if (t.span.endNs == 0)
        continue;
      w.beginObject();
      w.field("name", instructionName(exe, timing.entry, t));
      w.field("ph", "X");
      w.field("pid", session.rank());
      w.field("tid", t.queue);
      w.field("ts", double(t.span.startNs - origin) * kMicros);
      w.field("dur", double(t.span.endNs - t.span.startNs) * kMicros);
      w.key("args").beginObject();
      w.field("kind", instrKindName(t.kind));
      w.field("step", step);
      w.field("index", t.index);
      InstructionOrigin origin = instructionOrigin(exe, timing.entry, t);
      if (origin.predictedSeconds >= 0)
        w.field("predicted_us", origin.predictedSeconds * 1e6);
      if (!origin.label.empty())
        w.field("label", origin.label);
      w.endObject();
      w.endObject();
    }
  }
  w.endArray();
  w.field("displayTimeUnit", "ms");
  w.endObject();
  return writeJson(path, w.str());
}

} // namespace fsdpc::run
