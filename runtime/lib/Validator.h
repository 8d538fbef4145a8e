//===- Validator.h - the checks of an fsdpx executable, shared ----------===//
//
// Private to the runtime: validateExecutable's checks, split by what they
// check (Validate.cpp: the mesh, kernels, specs, buffers, queues, events and
// I/O of each entry; ValidateInstructions.cpp: each instruction and GEMM;
// ValidateCollectives.cpp: collectives and their bucket members).
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_VALIDATOR_H
#define FSDPC_RUNTIME_VALIDATOR_H

#include "fsdpc/runtime/DType.h"
#include "fsdpc/runtime/Device.h"
#include "fsdpc/runtime/Executable.h"

#include <string>
#include <vector>

namespace fsdpc::runtime::validate {

/// Maximum rank of a tensor and events per entry: bounds the work and memory
/// a hostile file can ask for before anything runs.
constexpr size_t kMaxRank = 16;
constexpr uint32_t kMaxEvents = 1u << 24;

inline bool mulOverflows(uint64_t a, uint64_t b, uint64_t &out) {
  return __builtin_mul_overflow(a, b, &out);
}
inline bool addOverflows(uint64_t a, uint64_t b, uint64_t &out) {
  return __builtin_add_overflow(a, b, &out);
}

/// Whether the kernels run on a GPU (and so follow fsdpx.Kernel's launch
/// contract).
inline bool isGpuLibrary(fsdpx::LibraryFormat format) {
  return format == fsdpx::LibraryFormat::ptx ||
         format == fsdpx::LibraryFormat::cubin;
}

/// One loop of a strided access: `extent` steps of `stride` elements.
struct StridedExtent {
  int64_t extent, stride;
};

/// Checks one executable; each failure names the place it checks (where_:
/// the state slot, the entry, the instruction) and what is wrong.
class Validator {
public:
  explicit Validator(const fsdpx::Executable &exe) : exe_(exe) {}

  Status run();

private:
  Status fail(const std::string &what) const {
    return dataLoss(where_.empty() ? what : where_ + ": " + what);
  }

  Status checkMesh();
  Status checkKernels();
  Status checkAxes(const flatbuffers::Vector<uint32_t> *axes,
                   std::vector<uint32_t> &out, bool allowEmpty);
  Status checkShape(const flatbuffers::Vector<int64_t> *shape, DType dtype,
                    uint64_t &bytes, const char *what);
  Status checkSpec(const fsdpx::TensorSpec *spec, uint64_t &bytes);
  Status checkEntry(const fsdpx::Entry &entry);
  // The parts of checkEntry, each on entry_ with where_ naming the entry.
  Status checkBuffers();
  Status checkQueues();
  Status checkInstructionsAndEvents();
  Status checkInputsAndOutputs();
  Status checkIo(const fsdpx::TensorSpec *spec, uint32_t buffer, int32_t state,
                 const std::string &what);
  Status checkSlotsNotClobbered();
  Status checkRankBuffer();
  Status checkSlotsInArena();
  Status checkBufferIndex(uint32_t index, const char *what);
  Status checkRange(uint32_t buffer, uint64_t offset, uint64_t bytes,
                    const char *what);
  Status checkInstruction(const fsdpx::Instruction &instr, size_t queue);
  Status checkGemm(const fsdpx::Gemm &gemm);
  Status checkGemmOperand(uint32_t buffer, uint64_t offset, DType dtype,
                          const std::vector<StridedExtent> &dims,
                          const char *what);
  Status checkCollective(const fsdpx::CollectiveStart &op, size_t queue);
  Status checkPerMember(const fsdpx::BucketMember &member,
                        fsdpx::CollectiveKind kind, int64_t group,
                        uint64_t chunkBytes, const std::string &what);
  Status checkPerMemberDisjoint(const fsdpx::CollectiveStart &op, int64_t group,
                                const std::vector<uint64_t> &chunkBytes);

  const fsdpx::Executable &exe_;
  std::string where_;
  std::string entryName_; // "entry \"name\"", while checkEntry runs
  std::vector<int64_t> meshSizes_;
  const fsdpx::Entry *entry_ = nullptr;
  std::vector<std::vector<uint32_t>> queueAxes_;
  std::vector<uint32_t> recordCount_;
};

} // namespace fsdpc::runtime::validate

#endif // FSDPC_RUNTIME_VALIDATOR_H
