//===- Timing.cpp - measured timeline of a run ----------------------------===//

#include "fsdpc/runtime/Timing.h"

#include "fsdpc/runtime/Executable.h"
#include "fsdpc/runtime/JsonWriter.h"

#include <chrono>

namespace fsdpc::runtime {

int64_t steadyNowNs() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

const char *instrKindName(InstrKind kind) {
  switch (kind) {
  case InstrKind::Record:
    return "record";
  case InstrKind::Wait:
    return "wait";
  case InstrKind::Kernel:
    return "kernel";
  case InstrKind::Gemm:
    return "gemm";
  case InstrKind::Collective:
    return "collective";
  case InstrKind::Copy:
    return "copy";
  case InstrKind::Fill:
    return "fill";
  case InstrKind::StateCopy:
    return "state_copy";
  }
  return "?";
}

bool isComputeWork(InstrKind kind) {
  return kind == InstrKind::Kernel || kind == InstrKind::Gemm ||
         kind == InstrKind::Copy || kind == InstrKind::Fill ||
         kind == InstrKind::StateCopy;
}

static std::string bufferName(const fsdpx::Entry &entry, uint32_t buffer) {
  const fsdpx::Buffer *b = entry.buffers()->Get(buffer);
  if (b->name() && b->name()->size())
    return b->name()->str();
  return "buffer " + std::to_string(buffer);
}

static const char *collectiveKindName(fsdpx::CollectiveKind kind) {
  switch (kind) {
  case fsdpx::CollectiveKind::all_gather:
    return "all_gather";
  case fsdpx::CollectiveKind::reduce_scatter:
    return "reduce_scatter";
  case fsdpx::CollectiveKind::all_reduce:
    return "all_reduce";
  }
  return "collective";
}

std::string instructionName(const Executable &exe, size_t entryIndex,
                            const InstructionTiming &timing) {
  const fsdpx::Entry &entry = exe.entry(entryIndex);
  if (timing.kind == InstrKind::StateCopy) {
    const fsdpx::Output *output = entry.outputs()->Get(timing.index);
    return "state " + output->spec()->path()->str();
  }
  const fsdpx::Instruction *instr =
      entry.streams()->Get(timing.queue)->instructions()->Get(timing.index);
  switch (instr->op_type()) {
  case fsdpx::Op::RecordEvent:
    return "record " + std::to_string(instr->op_as_RecordEvent()->event());
  case fsdpx::Op::WaitEvent:
    return "wait " + std::to_string(instr->op_as_WaitEvent()->event());
  case fsdpx::Op::KernelLaunch: {
    uint32_t kernel = instr->op_as_KernelLaunch()->kernel();
    return exe.root().kernels()->Get(kernel)->symbol()->str();
  }
  case fsdpx::Op::Gemm:
    return "gemm " + bufferName(entry, instr->op_as_Gemm()->c());
  case fsdpx::Op::CollectiveStart: {
    const fsdpx::CollectiveStart *op = instr->op_as_CollectiveStart();
    std::string name = collectiveKindName(op->kind());
    if (op->members() && op->members()->size()) {
      const fsdpx::BucketMember *first = op->members()->Get(0);
      name += " " +
              bufferName(entry, op->kind() == fsdpx::CollectiveKind::all_gather
                                    ? first->full()
                                    : first->shard());
      if (op->members()->size() > 1)
        name += " +" + std::to_string(op->members()->size() - 1);
      return name;
    }
    return name + " " + bufferName(entry, op->send());
  }
  case fsdpx::Op::Copy:
    return "copy " + bufferName(entry, instr->op_as_Copy()->dst());
  case fsdpx::Op::Fill:
    return "fill " + bufferName(entry, instr->op_as_Fill()->buffer());
  case fsdpx::Op::NONE:
    break;
  }
  return "?";
}

InstructionOrigin instructionOrigin(const Executable &exe, size_t entryIndex,
                                    const InstructionTiming &timing) {
  if (timing.kind == InstrKind::StateCopy)
    return {};
  const fsdpx::Instruction *instr = exe.entry(entryIndex)
                                        .streams()
                                        ->Get(timing.queue)
                                        ->instructions()
                                        ->Get(timing.index);
  InstructionOrigin origin;
  origin.predictedSeconds = instr->predicted_s();
  if (instr->label())
    origin.label = instr->label()->str();
  return origin;
}

std::string runTimingJson(const Executable &exe, const RunTiming &timing) {
  JsonWriter w;
  w.beginObject();
  w.field("entry", exe.entry(timing.entry).name()->string_view());
  w.field("step_ns", timing.stepNs());
  w.field("compute_ns", timing.computeNs);
  w.field("exposed_comm_ns", timing.exposedCommNs());
  w.field("host_overhead_ns", timing.hostOverheadNs);
  w.key("instructions").beginArray();
  for (const InstructionTiming &t : timing.instructions) {
    w.beginObject();
    w.field("queue", t.queue);
    w.field("kind", instrKindName(t.kind));
    w.field("name", instructionName(exe, timing.entry, t));
    bool ran = t.span.endNs != 0;
    w.field("start_ns", ran ? t.span.startNs - timing.startNs : int64_t(-1));
    w.field("end_ns", ran ? t.span.endNs - timing.startNs : int64_t(-1));
    InstructionOrigin origin = instructionOrigin(exe, timing.entry, t);
    if (origin.predictedSeconds >= 0)
      w.field("predicted_ns", origin.predictedSeconds * 1e9);
    if (!origin.label.empty())
      w.field("label", origin.label);
    w.endObject();
  }
  w.endArray();
  w.endObject();
  return w.str();
}

} // namespace fsdpc::runtime
