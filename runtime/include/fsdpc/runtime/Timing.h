//===- Timing.h - measured timeline of a run ----------------------*- C++
//-*-===//
//
// The session times every instruction it executes (steady clock, ns) so that
// fsdp-run can report step, compute and exposed-communication time with the
// same definitions as the compiler's simulator (exposed = step - compute) and
// draw the measured timeline next to the predicted one. Recording costs one
// store per instruction into a vector sized once per entry: names are derived
// afterwards from the executable, never built while running.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_TIMING_H
#define FSDPC_RUNTIME_TIMING_H

#include <cstdint>
#include <string>
#include <vector>

namespace fsdpc::runtime {

class Executable;

/// Steady-clock nanoseconds.
int64_t steadyNowNs();

/// Where a device writes when it ran an operation; zeros: it never ran (the
/// run failed before it).
struct TimeSpan {
  int64_t startNs = 0;
  int64_t endNs = 0;
};

enum class InstrKind : uint8_t {
  Record,
  Wait,
  Kernel,
  Gemm,
  Collective,
  Copy,
  Fill,
  /// The copy of a donated output into its state slot after the streams.
  StateCopy,
};

/// "record", "wait", "kernel", "gemm", "collective", "copy", "fill",
/// "state_copy".
const char *instrKindName(InstrKind kind);
/// Whether the kind is compute work (kernel, GEMM, copy, fill, state copy):
/// what compute time sums on queue 0.
bool isComputeWork(InstrKind kind);

struct InstructionTiming {
  uint32_t queue = 0; ///< the entry's queue (0 = compute)
  /// Position in the queue's stream; for a StateCopy, the output's index.
  uint32_t index = 0;
  InstrKind kind = InstrKind::Record;
  TimeSpan span;
};

/// One run of an entry.
struct RunTiming {
  size_t entry = 0;
  int64_t startNs = 0; ///< beginRun
  int64_t endNs = 0;   ///< every queue drained
  /// Sum of compute-work durations on queue 0.
  int64_t computeNs = 0;
  /// Mean executor time per instruction outside instruction bodies: the
  /// issuing thread's time minus the compute-queue bodies it ran (waits
  /// included), over the instructions it issued.
  double hostOverheadNs = 0;
  /// In issue order; the state copies last.
  std::vector<InstructionTiming> instructions;

  int64_t stepNs() const { return endNs - startNs; }
  int64_t exposedCommNs() const { return stepNs() - computeNs; }
};

/// A readable name: the kernel's symbol, the GEMM's C buffer, the
/// collective's kind and first member (or send buffer), a copy's or fill's
/// destination buffer, "event N", or the state slot's path.
std::string instructionName(const Executable &exe, size_t entry,
                            const InstructionTiming &timing);

/// What the compiler said of the instruction `timing` ran: its cost
/// model's time for it alone (negative: none, as for events, the copies the
/// translator adds and the state copies) and the user's op it came from
/// (empty when the executable has none).
struct InstructionOrigin {
  double predictedSeconds = -1;
  std::string label;
};
InstructionOrigin instructionOrigin(const Executable &exe, size_t entry,
                                    const InstructionTiming &timing);

/// {"entry": name, "step_ns", "compute_ns", "exposed_comm_ns",
///  "host_overhead_ns", "instructions": [{"queue", "kind", "name",
///  "start_ns", "end_ns", "predicted_ns"?, "label"?}, ...]} with times
///  relative to the run's start; the last two where instructionOrigin has
///  them.
std::string runTimingJson(const Executable &exe, const RunTiming &timing);

} // namespace fsdpc::runtime

#endif // FSDPC_RUNTIME_TIMING_H
