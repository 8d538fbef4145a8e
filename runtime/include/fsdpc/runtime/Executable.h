//===- Executable.h - a loaded, verified fsdpx executable ---------*- C++
//-*-===//
//
// Loading copies the bytes, runs the FlatBuffers Verifier, checks the file
// identifier and format version, then validates every index, offset and size
// (Validate.cpp) so that nothing past load can read out of bounds or hang on
// an event nobody records. A loaded Executable is immutable and shared by the
// sessions created from it.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_EXECUTABLE_H
#define FSDPC_RUNTIME_EXECUTABLE_H

#include "fsdpc/runtime/Mesh.h"
#include "fsdpc/runtime/Status.h"
#include "fsdpc/runtime/fsdpx_generated.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace fsdpc::runtime {

/// The format version this runtime reads (fsdpx.Executable.format_version).
inline constexpr uint32_t kFormatVersion = 4;
/// Alignment of every buffer offset in the arena (docs/scheduling.md).
inline constexpr uint64_t kArenaAlignment = 256;

/// One instruction in the order the host issues it: queue and position in the
/// queue's stream. Every RecordEvent comes before the WaitEvents of its event,
/// which a stream-ordered backend (CUDA) needs.
struct IssueStep {
  uint32_t queue;
  uint32_t index;
};

class Executable {
public:
  static Expected<std::shared_ptr<const Executable>>
  load(std::vector<uint8_t> bytes);
  static Expected<std::shared_ptr<const Executable>>
  loadFile(const std::string &path);

  const fsdpx::Executable &root() const { return *root_; }
  const std::vector<uint8_t> &bytes() const { return bytes_; }
  /// FNV-1a over the bytes: ranks compare it before running.
  uint64_t hash() const { return hash_; }
  const MeshShape &mesh() const { return mesh_; }

  size_t numEntries() const;
  const fsdpx::Entry &entry(size_t index) const;
  /// The entry's index, or -1.
  int64_t findEntry(std::string_view name) const;
  const std::vector<IssueStep> &issueOrder(size_t entry) const {
    return issueOrders_[entry];
  }
  /// The arena a session allocates: the largest entry's.
  uint64_t arenaBytes() const { return arenaBytes_; }

private:
  Executable() : mesh_({}) {}

  std::vector<uint8_t> bytes_;
  const fsdpx::Executable *root_ = nullptr;
  uint64_t hash_ = 0;
  MeshShape mesh_;
  std::vector<std::vector<IssueStep>> issueOrders_;
  uint64_t arenaBytes_ = 0;
};

/// FNV-1a, 64-bit.
uint64_t hashBytes(const uint8_t *data, size_t size);

/// Checks everything the Verifier cannot: indices, bounds, alignment, shapes,
/// shardings, events. Returns DATA_LOSS naming the entry and instruction.
Status validateExecutable(const fsdpx::Executable &exe);

/// Simulates issuing the entry's streams; fails if some queue can never
/// proceed (a wait on an event recorded later on the same queue, or a cycle
/// between queues).
Expected<std::vector<IssueStep>> computeIssueOrder(const fsdpx::Entry &entry);

/// Fails with FAILED_PRECONDITION unless the host CPU supports `level`
/// ("", "x86-64", "x86-64-v2", "x86-64-v3", "x86-64-v4").
Status checkHostCpu(std::string_view level);

/// The host's x86-64 micro-architecture level: 1 (x86-64) to 4 (x86-64-v4,
/// AVX-512), 0 on other architectures.
int hostCpuLevel();

} // namespace fsdpc::runtime

#endif // FSDPC_RUNTIME_EXECUTABLE_H
