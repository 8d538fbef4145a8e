//===- Validate.cpp - checks of an fsdpx executable beyond the verifier ---===//
//
// The FlatBuffers Verifier proves the bytes are a well-formed buffer; this
// proves the program is safe to run: every buffer index exists, every access
// stays inside its buffer and every buffer inside the arena (with overflow
// checked arithmetic, since all numbers come from the file), shardings are
// consistent with the mesh, and every event is recorded exactly once. After
// this, the executor indexes without checks.
//
//===----------------------------------------------------------------------===//

#include "fsdpc/runtime/DType.h"
#include "fsdpc/runtime/Device.h"
#include "fsdpc/runtime/Executable.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <tuple>

namespace fsdpc::runtime {

namespace {

/// Maximum rank of a tensor and events per entry: bounds the work and memory
/// a hostile file can ask for before anything runs.
constexpr size_t kMaxRank = 16;
constexpr uint32_t kMaxEvents = 1u << 24;

bool mulOverflows(uint64_t a, uint64_t b, uint64_t &out) {
  return __builtin_mul_overflow(a, b, &out);
}
bool addOverflows(uint64_t a, uint64_t b, uint64_t &out) {
  return __builtin_add_overflow(a, b, &out);
}

/// One loop of a strided access: `extent` steps of `stride` elements.
struct StridedExtent {
  int64_t extent, stride;
};

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

Status Validator::run() {
  FSDPC_RETURN_IF_ERROR(checkMesh());
  const auto *kernels = exe_.kernels();
  size_t numKernels = kernels ? kernels->size() : 0;
  if (numKernels > 0) {
    if (exe_.library_format() == fsdpx::LibraryFormat::none ||
        !exe_.library() || exe_.library()->size() == 0)
      return fail("kernels are listed but there is no kernel library");
  }
  if (exe_.library_format() > fsdpx::LibraryFormat::MAX)
    return fail("unknown kernel library format");
  FSDPC_RETURN_IF_ERROR(checkKernels());

  if (exe_.state()) {
    for (uint32_t i = 0; i < exe_.state()->size(); ++i) {
      const fsdpx::StateSlot *slot = exe_.state()->Get(i);
      where_ = "state slot " + std::to_string(i);
      uint64_t bytes;
      FSDPC_RETURN_IF_ERROR(checkSpec(slot->spec(), bytes));
      where_ += " (" + slot->spec()->path()->str() + ")";
      if (slot->bytes() != bytes)
        return fail("holds " + std::to_string(slot->bytes()) +
                    " bytes but its local shape needs " +
                    std::to_string(bytes));
      if (slot->offset() % kArenaAlignment != 0)
        return fail("offset " + std::to_string(slot->offset()) +
                    " is not 256-byte aligned");
    }
  }
  where_.clear();
  if (exe_.entries()) {
    std::set<std::string> names;
    for (const fsdpx::Entry *entry : *exe_.entries()) {
      if (!names.insert(entry->name()->str()).second)
        return fail("two entries are named \"" + entry->name()->str() + "\"");
      FSDPC_RETURN_IF_ERROR(checkEntry(*entry));
    }
  }
  return Status::ok();
}

/// Whether the kernels run on a GPU (and so follow fsdpx.Kernel's launch
/// contract).
static bool isGpuLibrary(fsdpx::LibraryFormat format) {
  return format == fsdpx::LibraryFormat::ptx ||
         format == fsdpx::LibraryFormat::cubin;
}

/// "sm_NN" or "sm_NNN", optionally with the arch-specific suffix "a" or the
/// family suffix "f" (sm_90a, sm_100f).
static bool isGpuTarget(const std::string &target) {
  if (target.size() < 5 || target.compare(0, 3, "sm_") != 0)
    return false;
  size_t end = target.size();
  if (target.back() == 'a' || target.back() == 'f')
    --end;
  if (end - 3 < 2 || end - 3 > 3)
    return false;
  for (size_t i = 3; i < end; ++i)
    if (target[i] < '0' || target[i] > '9')
      return false;
  return true;
}

// The launch contract of GPU kernels (fsdpx.Kernel): checked here so that a
// bad file fails at load, naming the kernel, rather than at its first launch
// with a bare CUDA_ERROR_INVALID_VALUE.
Status Validator::checkKernels() {
  fsdpx::LibraryFormat format = exe_.library_format();
  const char *formatName = fsdpx::EnumNameLibraryFormat(format);
  bool gpu = isGpuLibrary(format);
  std::string target = exe_.target_gpu() ? exe_.target_gpu()->str() : "";
  if (gpu && !isGpuTarget(target))
    return fail(std::string("a ") + formatName +
                " kernel library needs target_gpu of the form sm_NN (e.g. "
                "sm_90), got \"" +
                target + "\"");
  if (!gpu && !target.empty() &&
      (format != fsdpx::LibraryFormat::none || !isGpuTarget(target)))
    return fail("target_gpu \"" + target +
                "\" is set but the kernel library is " + formatName +
                " (only ptx and cubin libraries target a GPU)");
  if (format == fsdpx::LibraryFormat::ptx && exe_.library() &&
      exe_.library()->size() > 0 &&
      exe_.library()->Get(exe_.library()->size() - 1) != 0)
    return fail("the ptx kernel library is not NUL-terminated text");
  if (!gpu || !exe_.kernels())
    return Status::ok();
  for (uint32_t i = 0; i < exe_.kernels()->size(); ++i) {
    const fsdpx::Kernel *kernel = exe_.kernels()->Get(i);
    std::string name =
        "kernel " + std::to_string(i) + " (" + kernel->symbol()->str() + ")";
    if (kernel->gpu_mapping() > fsdpx::GpuMapping::MAX)
      return fail(name + " has an unknown gpu_mapping");
    unsigned block = kernel->block_size();
    if (block == 0 || block % 32 != 0 || block > 1024)
      return fail(name + " has block_size " + std::to_string(block) +
                  ": a GPU block is a multiple of 32 threads, at most 1024");
    if (kernel->index_bits() != 32 && kernel->index_bits() != 64)
      return fail(name + " has index_bits " +
                  std::to_string(kernel->index_bits()) + ": 32 or 64 expected");
    if (kernel->points_per_thread() == 0)
      return fail(name + " has points_per_thread 0: at least 1 expected");
  }
  return Status::ok();
}

Status Validator::checkMesh() {
  const auto *axes = exe_.mesh()->axes();
  if (!axes || axes->size() == 0)
    return fail("the mesh has no axes");
  if (axes->size() > kMaxRank)
    return fail("the mesh has more than 16 axes");
  std::set<std::string> names;
  int64_t world = 1;
  for (const fsdpx::MeshAxis *axis : *axes) {
    if (!names.insert(axis->name()->str()).second)
      return fail("mesh axis \"" + axis->name()->str() + "\" appears twice");
    if (axis->size() < 1 || axis->size() > (int64_t(1) << 24))
      return fail("mesh axis \"" + axis->name()->str() + "\" has size " +
                  std::to_string(axis->size()));
    world *= axis->size();
    if (world > (int64_t(1) << 24))
      return fail("the mesh has more than 2^24 ranks");
    meshSizes_.push_back(axis->size());
  }
  return Status::ok();
}

Status Validator::checkAxes(const flatbuffers::Vector<uint32_t> *axes,
                            std::vector<uint32_t> &out, bool allowEmpty) {
  out.clear();
  if (axes)
    for (uint32_t axis : *axes) {
      if (axis >= meshSizes_.size())
        return fail("mesh axis index " + std::to_string(axis) +
                    " is out of range");
      for (uint32_t seen : out)
        if (seen == axis)
          return fail("mesh axis index " + std::to_string(axis) +
                      " appears twice in a group");
      out.push_back(axis);
    }
  if (!allowEmpty && out.empty())
    return fail("a group has no mesh axes");
  return Status::ok();
}

Status Validator::checkShape(const flatbuffers::Vector<int64_t> *shape,
                             DType dtype, uint64_t &bytes, const char *what) {
  unsigned size = dtypeSize(dtype);
  if (size == 0)
    return fail(std::string(what) + " has an unknown dtype");
  if (shape && shape->size() > kMaxRank)
    return fail(std::string(what) + " has more than 16 dimensions");
  // The Verifier checks a vector's length prefix is 4-aligned, not that its
  // 8-byte elements are; a builder always aligns them, a corruption may not.
  if (shape && reinterpret_cast<uintptr_t>(shape->data()) % 8 != 0)
    return fail(std::string(what) + " has a misaligned shape");
  uint64_t elements = 1;
  if (shape)
    for (int64_t dim : *shape) {
      if (dim < 0)
        return fail(std::string(what) + " has a negative dimension");
      if (mulOverflows(elements, uint64_t(dim), elements))
        return fail(std::string(what) + " is too large");
    }
  if (mulOverflows(elements, size, bytes))
    return fail(std::string(what) + " is too large");
  return Status::ok();
}

Status Validator::checkSpec(const fsdpx::TensorSpec *spec, uint64_t &bytes) {
  uint64_t globalBytes;
  FSDPC_RETURN_IF_ERROR(
      checkShape(spec->global_shape(), spec->dtype(), globalBytes, "tensor"));
  FSDPC_RETURN_IF_ERROR(
      checkShape(spec->local_shape(), spec->dtype(), bytes, "tensor"));
  size_t rank = spec->global_shape() ? spec->global_shape()->size() : 0;
  size_t localRank = spec->local_shape() ? spec->local_shape()->size() : 0;
  if (rank != localRank)
    return fail("global and local shapes have different ranks");
  std::vector<uint32_t> axes;
  FSDPC_RETURN_IF_ERROR(checkAxes(spec->split_axes(), axes, true));
  int32_t dim = spec->split_dim();
  if (dim < -1 || dim >= int32_t(rank))
    return fail("split dimension " + std::to_string(dim) + " of a rank-" +
                std::to_string(rank) + " tensor");
  if (dim == -1 && !axes.empty())
    return fail("a replicated tensor lists split axes");
  if (dim >= 0 && axes.empty())
    return fail("a split tensor lists no split axes");
  int64_t group = 1;
  for (uint32_t axis : axes)
    group *= meshSizes_[axis];
  for (size_t d = 0; d < rank; ++d) {
    int64_t global = spec->global_shape()->Get(uint32_t(d));
    int64_t local = spec->local_shape()->Get(uint32_t(d));
    int64_t expected =
        int64_t(d) == dim ? (global + group - 1) / group : global;
    if (local != expected)
      return fail("local dimension " + std::to_string(d) + " is " +
                  std::to_string(local) + ", expected " +
                  std::to_string(expected));
  }
  int64_t padding = 0;
  if (dim >= 0)
    padding = spec->local_shape()->Get(uint32_t(dim)) * group -
              spec->global_shape()->Get(uint32_t(dim));
  if (spec->padding_rows() != padding)
    return fail("padding rows " + std::to_string(spec->padding_rows()) +
                ", expected " + std::to_string(padding));
  if (spec->init() > fsdpx::InitKind::MAX)
    return fail("unknown initializer");
  if (spec->init() == fsdpx::InitKind::normal &&
      !(spec->sigma() >= 0 && spec->sigma() < 1e30f))
    return fail("normal initializer with sigma " +
                std::to_string(spec->sigma()));
  if (spec->init() != fsdpx::InitKind::none &&
      spec->init() != fsdpx::InitKind::zeros && dtypeSize(spec->dtype()) != 0) {
    DType t = spec->dtype();
    if (spec->init() == fsdpx::InitKind::normal && t != DType::f32 &&
        t != DType::bf16 && t != DType::f16 && t != DType::f64)
      return fail("normal initializer of a non-float tensor");
  }
  return Status::ok();
}

Status Validator::checkBufferIndex(uint32_t index, const char *what) {
  size_t count = entry_->buffers() ? entry_->buffers()->size() : 0;
  if (index >= count)
    return fail(std::string(what) + " buffer " + std::to_string(index) +
                " does not exist (" + std::to_string(count) + " buffers)");
  return Status::ok();
}

Status Validator::checkRange(uint32_t buffer, uint64_t offset, uint64_t bytes,
                             const char *what) {
  FSDPC_RETURN_IF_ERROR(checkBufferIndex(buffer, what));
  uint64_t end;
  uint64_t size = entry_->buffers()->Get(buffer)->bytes();
  if (addOverflows(offset, bytes, end) || end > size)
    return fail(std::string(what) + " reads or writes bytes [" +
                std::to_string(offset) + ", " + std::to_string(offset) + "+" +
                std::to_string(bytes) + ") of buffer " +
                std::to_string(buffer) + " which holds " +
                std::to_string(size));
  return Status::ok();
}

Status Validator::checkEntry(const fsdpx::Entry &entry) {
  entry_ = &entry;
  entryName_ = "entry \"" + entry.name()->str() + "\"";
  where_ = entryName_;
  if (entry.arena_bytes() % kArenaAlignment != 0)
    return fail("arena size is not a multiple of 256");
  for (Status (Validator::*part)() :
       {&Validator::checkBuffers, &Validator::checkQueues,
        &Validator::checkInstructionsAndEvents,
        &Validator::checkInputsAndOutputs, &Validator::checkSlotsNotClobbered,
        &Validator::checkRankBuffer, &Validator::checkSlotsInArena}) {
    FSDPC_RETURN_IF_ERROR((this->*part)());
    where_ = entryName_;
  }
  where_.clear();
  entryName_.clear();
  return Status::ok();
}

Status Validator::checkBuffers() {
  if (!entry_->buffers())
    return Status::ok();
  for (uint32_t i = 0; i < entry_->buffers()->size(); ++i) {
    const fsdpx::Buffer *buffer = entry_->buffers()->Get(i);
    where_ = entryName_ + ", buffer " + std::to_string(i);
    uint64_t bytes, end;
    FSDPC_RETURN_IF_ERROR(
        checkShape(buffer->shape(), buffer->dtype(), bytes, "buffer"));
    if (bytes != buffer->bytes())
      return fail("holds " + std::to_string(buffer->bytes()) +
                  " bytes but its shape needs " + std::to_string(bytes));
    if (buffer->offset() % kArenaAlignment != 0)
      return fail("offset " + std::to_string(buffer->offset()) +
                  " is not 256-byte aligned");
    if (addOverflows(buffer->offset(), bytes, end) ||
        end > entry_->arena_bytes())
      return fail("ends past the arena of " +
                  std::to_string(entry_->arena_bytes()) + " bytes");
  }
  return Status::ok();
}

/// Queue 0 is compute (no axes); each other one a distinct set of axes.
Status Validator::checkQueues() {
  size_t numQueues = entry_->queues() ? entry_->queues()->size() : 0;
  size_t numStreams = entry_->streams() ? entry_->streams()->size() : 0;
  if (numQueues == 0)
    return fail("has no queues (queue 0 is the compute queue)");
  if (numQueues != numStreams)
    return fail(std::to_string(numQueues) + " queues but " +
                std::to_string(numStreams) + " streams");
  queueAxes_.assign(numQueues, {});
  for (uint32_t q = 0; q < numQueues; ++q) {
    where_ = entryName_ + ", queue " + std::to_string(q);
    FSDPC_RETURN_IF_ERROR(
        checkAxes(entry_->queues()->Get(q)->axes(), queueAxes_[q], q == 0));
    if (q == 0 && !queueAxes_[0].empty())
      return fail("the compute queue has mesh axes");
    for (uint32_t p = 1; p < q; ++p)
      if (queueAxes_[p] == queueAxes_[q])
        return fail("has the same axes as queue " + std::to_string(p));
  }
  return Status::ok();
}

/// Every instruction of every queue, and each event recorded exactly once.
Status Validator::checkInstructionsAndEvents() {
  if (entry_->num_events() > kMaxEvents)
    return fail("has more than 2^24 events");
  recordCount_.assign(entry_->num_events(), 0);
  for (uint32_t q = 0; q < entry_->streams()->size(); ++q) {
    const auto *instrs = entry_->streams()->Get(q)->instructions();
    if (!instrs)
      continue;
    for (uint32_t i = 0; i < instrs->size(); ++i) {
      where_ = entryName_ + ", queue " + std::to_string(q) + ", instruction " +
               std::to_string(i);
      FSDPC_RETURN_IF_ERROR(checkInstruction(*instrs->Get(i), q));
    }
  }
  where_ = entryName_;
  for (uint32_t e = 0; e < recordCount_.size(); ++e)
    if (recordCount_[e] != 1)
      return fail("event " + std::to_string(e) + " is recorded " +
                  std::to_string(recordCount_[e]) + " times, not once");
  return Status::ok();
}

/// An input's or output's spec against its buffer and state slot.
Status Validator::checkIo(const fsdpx::TensorSpec *spec, uint32_t buffer,
                          int32_t state, const std::string &what) {
  where_ = entryName_ + ", " + what;
  uint64_t bytes;
  FSDPC_RETURN_IF_ERROR(checkSpec(spec, bytes));
  where_ += " (" + spec->path()->str() + ")";
  FSDPC_RETURN_IF_ERROR(checkBufferIndex(buffer, "its"));
  const fsdpx::Buffer *buf = entry_->buffers()->Get(buffer);
  if (buf->bytes() != bytes)
    return fail("its buffer holds " + std::to_string(buf->bytes()) +
                " bytes, its local shape needs " + std::to_string(bytes));
  size_t numState = exe_.state() ? exe_.state()->size() : 0;
  if (state < -1 || state >= int32_t(numState))
    return fail("state slot " + std::to_string(state) + " does not exist");
  if (state >= 0) {
    const fsdpx::StateSlot *slot = exe_.state()->Get(uint32_t(state));
    if (slot->bytes() != bytes || slot->spec()->dtype() != spec->dtype())
      return fail("does not match state slot " + std::to_string(state));
  }
  return Status::ok();
}

Status Validator::checkInputsAndOutputs() {
  if (entry_->inputs())
    for (uint32_t i = 0; i < entry_->inputs()->size(); ++i) {
      const fsdpx::Input *input = entry_->inputs()->Get(i);
      FSDPC_RETURN_IF_ERROR(checkIo(input->spec(), input->buffer(),
                                    input->state(),
                                    "input " + std::to_string(i)));
      if (input->state() >= 0 &&
          entry_->buffers()->Get(input->buffer())->offset() !=
              exe_.state()->Get(uint32_t(input->state()))->offset())
        return fail("its buffer is not at the offset of state slot " +
                    std::to_string(input->state()));
    }
  if (entry_->outputs())
    for (uint32_t i = 0; i < entry_->outputs()->size(); ++i) {
      const fsdpx::Output *output = entry_->outputs()->Get(i);
      FSDPC_RETURN_IF_ERROR(checkIo(output->spec(), output->buffer(),
                                    output->state(),
                                    "output " + std::to_string(i)));
    }
  return Status::ok();
}

/// Donated outputs are copied into their slots one after the other, so no
/// slot may overlap another output (it would be clobbered before its
/// copy). An output planned in its slot (an update written over its state)
/// is not copied: another output may be that same value, in exactly its
/// place (one value returned twice), but not overlap it otherwise.
Status Validator::checkSlotsNotClobbered() {
  const auto *outputs = entry_->outputs();
  if (!outputs)
    return Status::ok();
  for (uint32_t i = 0; i < outputs->size(); ++i) {
    int32_t state = outputs->Get(i)->state();
    if (state < 0)
      continue;
    const fsdpx::StateSlot *slot = exe_.state()->Get(uint32_t(state));
    bool inPlace =
        entry_->buffers()->Get(outputs->Get(i)->buffer())->offset() ==
        slot->offset();
    for (uint32_t j = 0; j < outputs->size(); ++j) {
      const fsdpx::Buffer *other =
          entry_->buffers()->Get(outputs->Get(j)->buffer());
      bool overlaps = other->bytes() && slot->bytes() &&
                      other->offset() < slot->offset() + slot->bytes() &&
                      slot->offset() < other->offset() + other->bytes();
      bool same =
          other->offset() == slot->offset() && other->bytes() == slot->bytes();
      if (j != i && overlaps && !(inPlace && same))
        return fail("state slot " + std::to_string(state) +
                    " (updated by output " + std::to_string(i) +
                    ") overlaps output " + std::to_string(j));
    }
  }
  return Status::ok();
}

/// The rank buffer receives one i64 coordinate per mesh axis before each
/// run; anything else would make that upload write out of bounds.
Status Validator::checkRankBuffer() {
  int32_t index = entry_->rank_buffer();
  if (index == -1)
    return Status::ok();
  where_ = entryName_ + ", rank buffer";
  if (index < 0)
    return fail("index " + std::to_string(index));
  FSDPC_RETURN_IF_ERROR(checkBufferIndex(uint32_t(index), "rank"));
  const fsdpx::Buffer *buffer = entry_->buffers()->Get(uint32_t(index));
  const auto *shape = buffer->shape();
  if (buffer->dtype() != DType::i64 || !shape || shape->size() != 1 ||
      shape->Get(0) != int64_t(meshSizes_.size()))
    return fail("buffer " + std::to_string(index) + " must be i64 of shape [" +
                std::to_string(meshSizes_.size()) +
                "] (one coordinate per mesh axis), is " +
                dtypeName(buffer->dtype()) + " of " +
                std::to_string(shape ? shape->size() : 0) + " dimensions");
  return Status::ok();
}

/// State slots live at fixed offsets of every entry's arena.
Status Validator::checkSlotsInArena() {
  if (!exe_.state())
    return Status::ok();
  for (uint32_t s = 0; s < exe_.state()->size(); ++s) {
    const fsdpx::StateSlot *slot = exe_.state()->Get(s);
    uint64_t end;
    if (addOverflows(slot->offset(), slot->bytes(), end) ||
        end > entry_->arena_bytes())
      return fail("state slot " + std::to_string(s) +
                  " ends past this entry's arena");
  }
  return Status::ok();
}

Status Validator::checkInstruction(const fsdpx::Instruction &instr,
                                   size_t queue) {
  // Reported, never used to run: any finite value (negative: none).
  if (!std::isfinite(instr.predicted_s()))
    return fail("predicted_s = " + std::to_string(instr.predicted_s()) +
                " is not a finite number of seconds");
  bool compute = queue == 0;
  switch (instr.op_type()) {
  case fsdpx::Op::RecordEvent: {
    uint32_t e = instr.op_as_RecordEvent()->event();
    if (e >= recordCount_.size())
      return fail("event " + std::to_string(e) + " does not exist");
    ++recordCount_[e];
    return Status::ok();
  }
  case fsdpx::Op::WaitEvent: {
    uint32_t e = instr.op_as_WaitEvent()->event();
    if (e >= recordCount_.size())
      return fail("event " + std::to_string(e) + " does not exist");
    return Status::ok();
  }
  case fsdpx::Op::KernelLaunch: {
    if (!compute)
      return fail("a kernel launch on a communication queue");
    const fsdpx::KernelLaunch *launch = instr.op_as_KernelLaunch();
    size_t numKernels = exe_.kernels() ? exe_.kernels()->size() : 0;
    if (launch->kernel() >= numKernels)
      return fail("kernel " + std::to_string(launch->kernel()) +
                  " does not exist");
    if (launch->operands())
      for (uint32_t operand : *launch->operands())
        FSDPC_RETURN_IF_ERROR(checkBufferIndex(operand, "operand"));
    if (launch->range_begin() > launch->range_end())
      return fail("kernel range is reversed");
    const fsdpx::Kernel *kernel = exe_.kernels()->Get(launch->kernel());
    if (isGpuLibrary(exe_.library_format()) && kernel->index_bits() == 32 &&
        !fitsInt32Launch(launch->range_begin(), launch->range_end(),
                         kernel->block_size()))
      return fail("kernel " + std::to_string(launch->kernel()) + " (" +
                  kernel->symbol()->str() +
                  ") computes 32-bit indices, but is launched over [" +
                  std::to_string(launch->range_begin()) + ", " +
                  std::to_string(launch->range_end()) + ")");
    return Status::ok();
  }
  case fsdpx::Op::Gemm:
    if (!compute)
      return fail("a GEMM on a communication queue");
    return checkGemm(*instr.op_as_Gemm());
  case fsdpx::Op::CollectiveStart:
    if (compute)
      return fail("a collective on the compute queue");
    return checkCollective(*instr.op_as_CollectiveStart(), queue);
  case fsdpx::Op::Copy: {
    const fsdpx::Copy *copy = instr.op_as_Copy();
    FSDPC_RETURN_IF_ERROR(
        checkRange(copy->src(), copy->src_offset(), copy->bytes(), "copy"));
    return checkRange(copy->dst(), copy->dst_offset(), copy->bytes(), "copy");
  }
  case fsdpx::Op::Fill: {
    const fsdpx::Fill *fill = instr.op_as_Fill();
    unsigned size = dtypeSize(fill->dtype());
    if (size == 0)
      return fail("fill of an unknown dtype");
    FSDPC_RETURN_IF_ERROR(checkBufferIndex(fill->buffer(), "fill"));
    if (entry_->buffers()->Get(fill->buffer())->bytes() % size != 0)
      return fail("fill of a buffer that is not a whole number of elements");
    return Status::ok();
  }
  case fsdpx::Op::NONE:
    break;
  }
  return fail("unknown instruction kind");
}

Status Validator::checkGemmOperand(uint32_t buffer, uint64_t offset,
                                   DType dtype,
                                   const std::vector<StridedExtent> &dims,
                                   const char *what) {
  if (dtype != DType::f32 && dtype != DType::bf16 && dtype != DType::f16)
    return fail(std::string("GEMM operand ") + what + " has dtype " +
                dtypeName(dtype) + " (f32, bf16 or f16 expected)");
  // Buffers are 256-byte aligned: an offset inside an element would make
  // every element misaligned, which a GPU cannot load.
  if (offset % dtypeSize(dtype) != 0)
    return fail(std::string("GEMM operand ") + what + " has byte offset " +
                std::to_string(offset) + ", not a multiple of its " +
                dtypeName(dtype) + " elements' " +
                std::to_string(dtypeSize(dtype)) + " bytes");
  uint64_t last = 0, tmp;
  for (const StridedExtent &dim : dims) {
    if (dim.stride < 0)
      return fail(std::string("GEMM operand ") + what +
                  " has a negative stride");
    if (dim.extent == 0)
      return checkBufferIndex(buffer, what);
  }
  // Last element touched: the sum of (extent - 1) * stride, plus one.
  for (const StridedExtent &dim : dims)
    if (mulOverflows(uint64_t(dim.extent - 1), uint64_t(dim.stride), tmp) ||
        addOverflows(last, tmp, last))
      return fail(std::string("GEMM operand ") + what + " is too large");
  uint64_t bytes;
  if (addOverflows(last, 1, last) ||
      mulOverflows(last, dtypeSize(dtype), bytes))
    return fail(std::string("GEMM operand ") + what + " is too large");
  return checkRange(buffer, offset, bytes, what);
}

/// Whether the strided dims reach each element at most once: sorted by
/// stride, each dim must step over everything the ones inside it reach.
static bool isOneToOne(std::vector<StridedExtent> dims) {
  dims.erase(
      std::remove_if(dims.begin(), dims.end(),
                     [](const StridedExtent &d) { return d.extent <= 1; }),
      dims.end());
  std::sort(dims.begin(), dims.end(),
            [](const StridedExtent &x, const StridedExtent &y) {
              return x.stride < y.stride;
            });
  int64_t reach = 1; // elements spanned by the dims so far
  for (const StridedExtent &dim : dims) {
    if (dim.stride < reach)
      return false;
    reach = dim.stride * dim.extent;
  }
  return true;
}

Status Validator::checkGemm(const fsdpx::Gemm &g) {
  if (g.batch() < 1 || g.m() < 0 || g.n() < 0 || g.k() < 0)
    return fail("GEMM with batch " + std::to_string(g.batch()) + ", M " +
                std::to_string(g.m()) + ", N " + std::to_string(g.n()) +
                ", K " + std::to_string(g.k()));
  std::vector<const fsdpx::GemmLoop *> outer;
  if (g.outer())
    outer.assign(g.outer()->begin(), g.outer()->end());
  if (outer.size() > kMaxRank)
    return fail("GEMM with " + std::to_string(outer.size()) +
                " outer loops (at most " + std::to_string(kMaxRank) + ")");
  for (const fsdpx::GemmLoop *loop : outer)
    if (loop->count() < 1)
      return fail("GEMM outer loop of count " + std::to_string(loop->count()));
  constexpr int64_t kMaxDim = int64_t(1) << 31;
  if (g.m() >= kMaxDim || g.n() >= kMaxDim || g.k() >= kMaxDim ||
      g.lda() >= kMaxDim || g.ldb() >= kMaxDim || g.ldc() >= kMaxDim)
    return fail("GEMM dimension or leading dimension >= 2^31");
  // Stored shapes: A is M x K (K x M transposed), B is K x N (N x K).
  int64_t aRows = g.transpose_a() ? g.k() : g.m();
  int64_t aCols = g.transpose_a() ? g.m() : g.k();
  int64_t bRows = g.transpose_b() ? g.n() : g.k();
  int64_t bCols = g.transpose_b() ? g.k() : g.n();
  struct Matrix {
    const char *what;
    int64_t cols, ld;
  };
  for (const Matrix &x :
       {Matrix{"A", aCols, g.lda()}, Matrix{"B", bCols, g.ldb()},
        Matrix{"C", g.n(), g.ldc()}})
    if (x.ld < std::max<int64_t>(x.cols, 1))
      return fail(std::string("GEMM operand ") + x.what +
                  " has leading dimension " + std::to_string(x.ld) + " < " +
                  std::to_string(x.cols));
  // Each operand's loops: the outer ones, the batch, rows and columns.
  auto dims = [&](int64_t rows, int64_t cols, int64_t ld, int64_t stride,
                  int64_t (fsdpx::GemmLoop::*outerStride)() const) {
    std::vector<StridedExtent> out;
    for (const fsdpx::GemmLoop *loop : outer)
      out.push_back({loop->count(), (loop->*outerStride)()});
    out.push_back({g.batch(), stride});
    out.push_back({rows, ld});
    out.push_back({cols, 1});
    return out;
  };
  std::vector<StridedExtent> c =
      dims(g.m(), g.n(), g.ldc(), g.stride_c(), &fsdpx::GemmLoop::stride_c);
  FSDPC_RETURN_IF_ERROR(checkGemmOperand(
      g.a(), g.a_offset(), g.a_dtype(),
      dims(aRows, aCols, g.lda(), g.stride_a(), &fsdpx::GemmLoop::stride_a),
      "A"));
  FSDPC_RETURN_IF_ERROR(checkGemmOperand(
      g.b(), g.b_offset(), g.b_dtype(),
      dims(bRows, bCols, g.ldb(), g.stride_b(), &fsdpx::GemmLoop::stride_b),
      "B"));
  FSDPC_RETURN_IF_ERROR(
      checkGemmOperand(g.c(), g.c_offset(), g.c_dtype(), c, "C"));
  // Loops with stride_c 0 sum into one C (a split of K): not a write twice.
  c.erase(std::remove_if(c.begin(), c.begin() + long(outer.size()),
                         [](const StridedExtent &d) { return d.stride == 0; }),
          c.begin() + long(outer.size()));
  if (!isOneToOne(c))
    return fail("GEMM matrices of C overlap (its strides, leading dimension "
                "and N reach an element twice)");
  return Status::ok();
}

Status Validator::checkCollective(const fsdpx::CollectiveStart &op,
                                  size_t queue) {
  std::vector<uint32_t> axes;
  FSDPC_RETURN_IF_ERROR(checkAxes(op.axes(), axes, false));
  if (axes != queueAxes_[queue])
    return fail("a collective over other axes than its queue's");
  if (op.kind() > fsdpx::CollectiveKind::MAX)
    return fail("unknown collective kind");
  if (op.reduction() > fsdpx::Reduction::MAX)
    return fail("unknown reduction");
  using Kind = fsdpx::CollectiveKind;
  bool perMember = op.per_member();
  if (perMember && op.kind() != Kind::all_gather &&
      op.kind() != Kind::reduce_scatter)
    return fail(std::string("per-member collective of kind ") +
                fsdpx::EnumNameCollectiveKind(op.kind()) +
                " (only all_gather and reduce_scatter are per member)");
  unsigned size = dtypeSize(op.dtype());
  if (size == 0)
    return fail("collective of an unknown dtype");
  if (op.bytes() % size != 0)
    return fail("collective of " + std::to_string(op.bytes()) +
                " bytes, not a whole number of " + dtypeName(op.dtype()));
  int64_t group = 1;
  for (uint32_t axis : axes)
    group *= meshSizes_[axis];
  uint64_t total;
  if (mulOverflows(op.bytes(), uint64_t(group), total))
    return fail("collective too large");
  if (perMember) {
    // Every member is its own message: send, recv and the staging offsets
    // are unused, so neither are they checked.
    if (!op.members() || op.members()->size() == 0)
      return fail("a per-member collective has no members");
  } else {
    uint64_t sendBytes = op.kind() == Kind::reduce_scatter ? total : op.bytes();
    uint64_t recvBytes = op.kind() == Kind::all_gather ? total : op.bytes();
    FSDPC_RETURN_IF_ERROR(checkRange(op.send(), 0, sendBytes, "send"));
    FSDPC_RETURN_IF_ERROR(checkRange(op.recv(), 0, recvBytes, "recv"));
  }
  if (!op.members())
    return Status::ok();
  uint64_t memberChunks = 0; // per member: the sum of the chunks
  // Per member: each member's chunk, for checkPerMemberDisjoint.
  std::vector<uint64_t> chunks;
  for (uint32_t m = 0; m < op.members()->size(); ++m) {
    const fsdpx::BucketMember *member = op.members()->Get(m);
    std::string what = "bucket member " + std::to_string(m);
    uint64_t fullBytes, chunkBytes, end;
    FSDPC_RETURN_IF_ERROR(
        checkShape(member->shape(), op.dtype(), fullBytes, what.c_str()));
    size_t rank = member->shape() ? member->shape()->size() : 0;
    int32_t dim = member->dim();
    if (perMember && dim != 0)
      return fail(what + " of a per-member collective has gather dimension " +
                  std::to_string(dim) + " (0 expected)");
    if (op.kind() == Kind::all_reduce) {
      if (dim != -1)
        return fail(what + " of an all-reduce has a gather dimension");
      chunkBytes = fullBytes;
      // The result (copy-out target) has the input's size.
      FSDPC_RETURN_IF_ERROR(
          checkRange(member->shard(), 0, fullBytes, "member result"));
    } else {
      if (dim < 0 || dim >= int32_t(rank))
        return fail(what + " has gather dimension " + std::to_string(dim));
      int64_t rows = member->shape()->Get(uint32_t(dim));
      if (member->global_rows() != rows)
        return fail(what + " has " + std::to_string(member->global_rows()) +
                    " global rows but its shape has " + std::to_string(rows));
      int64_t shardRows = (rows + group - 1) / group;
      if (member->shard_rows() != shardRows)
        return fail(what + " has " + std::to_string(member->shard_rows()) +
                    " shard rows, expected " + std::to_string(shardRows));
      // Shard bytes = full bytes / rows * shard rows (exact: rows divide).
      uint64_t rowBytes = rows == 0 ? 0 : fullBytes / uint64_t(rows);
      if (rows == 0) {
        // A tensor with no rows still has a row size; recompute it.
        rowBytes = size;
        for (size_t d = 0; d < rank; ++d)
          if (int32_t(d) != dim)
            rowBytes *= uint64_t(member->shape()->Get(uint32_t(d)));
      }
      if (mulOverflows(rowBytes, uint64_t(shardRows), chunkBytes))
        return fail(what + " is too large");
      FSDPC_RETURN_IF_ERROR(
          checkRange(member->shard(), 0, chunkBytes, "member shard"));
    }
    if (perMember) {
      FSDPC_RETURN_IF_ERROR(
          checkPerMember(*member, op.kind(), group, chunkBytes, what));
      if (addOverflows(memberChunks, chunkBytes, memberChunks))
        return fail("collective too large");
      chunks.push_back(chunkBytes);
      continue;
    }
    FSDPC_RETURN_IF_ERROR(
        checkRange(member->full(), 0, fullBytes, "member full"));
    if (addOverflows(member->staging_offset(), chunkBytes, end) ||
        end > op.bytes())
      return fail(what + " ends past its chunk of the staging buffer");
  }
  if (perMember && memberChunks != op.bytes())
    return fail("per-member collective of " + std::to_string(op.bytes()) +
                " bytes per rank, but its members' chunks sum to " +
                std::to_string(memberChunks));
  if (perMember)
    return checkPerMemberDisjoint(op, group, chunks);
  return Status::ok();
}

/// A member of a per-member collective (dim 0, its shard checked) is its
/// own message of group chunks: all of `full`, padded rows included for an
/// all-gather, none allowed for a reduce-scatter; sent and received apart.
Status Validator::checkPerMember(const fsdpx::BucketMember &member,
                                 fsdpx::CollectiveKind kind, int64_t group,
                                 uint64_t chunkBytes, const std::string &what) {
  if (kind == fsdpx::CollectiveKind::reduce_scatter &&
      member.global_rows() != group * member.shard_rows())
    return fail(what +
                " is padded; a per-member reduce-scatter needs "
                "unpadded rows (" +
                std::to_string(member.global_rows()) + " rows over " +
                std::to_string(group) + " ranks)");
  uint64_t messageBytes;
  if (mulOverflows(chunkBytes, uint64_t(group), messageBytes))
    return fail(what + " is too large");
  FSDPC_RETURN_IF_ERROR(
      checkRange(member.full(), 0, messageBytes, "member full"));
  // In bounds (above), so the ends do not overflow.
  const fsdpx::Buffer *shard = entry_->buffers()->Get(member.shard());
  const fsdpx::Buffer *full = entry_->buffers()->Get(member.full());
  if (chunkBytes != 0 && shard->offset() < full->offset() + messageBytes &&
      full->offset() < shard->offset() + chunkBytes)
    return fail(what + " of a per-member collective: its shard and full "
                       "buffers overlap (a member is sent and received "
                       "apart)");
  return Status::ok();
}

/// The bytes [begin, end) of the arena that one member of a per-member
/// collective sends or receives.
struct MessageRegion {
  uint64_t begin, end;
  uint32_t member;
  bool isFull;   // the member's full buffer, else its shard
  bool received; // written by the collective, else only read
};

static std::string describe(const MessageRegion &r) {
  return "bucket member " + std::to_string(r.member) + "'s " +
         (r.received ? "received " : "sent ") + (r.isFull ? "full" : "shard");
}

/// The members of a per-member collective are messages of one group call,
/// so they run concurrently: a region one member receives must not overlap
/// any other member's sent or received region (sent regions may share
/// bytes: they are only read). Every buffer of an entry lies in its one
/// arena (fsdpx.Buffer has an offset and no memory space), so offsets
/// compare directly. Each member's shard and full are already known to be
/// in bounds and apart (checkPerMember), so every clash found is between
/// two members.
Status
Validator::checkPerMemberDisjoint(const fsdpx::CollectiveStart &op,
                                  int64_t group,
                                  const std::vector<uint64_t> &chunkBytes) {
  // An all-gather sends the shard and receives full; a reduce-scatter the
  // reverse.
  bool gather = op.kind() == fsdpx::CollectiveKind::all_gather;
  std::vector<MessageRegion> regions;
  for (uint32_t m = 0; m < chunkBytes.size(); ++m) {
    if (chunkBytes[m] == 0)
      continue; // zero bytes overlap nothing
    const fsdpx::BucketMember *member = op.members()->Get(m);
    uint64_t shard = entry_->buffers()->Get(member->shard())->offset();
    uint64_t full = entry_->buffers()->Get(member->full())->offset();
    regions.push_back({shard, shard + chunkBytes[m], m, false, !gather});
    regions.push_back(
        {full, full + chunkBytes[m] * uint64_t(group), m, true, gather});
  }
  std::sort(regions.begin(), regions.end(),
            [](const MessageRegion &a, const MessageRegion &b) {
              return std::tie(a.begin, a.member, a.isFull) <
                     std::tie(b.begin, b.member, b.isFull);
            });
  // By start: a region overlaps an earlier one exactly when that one ends
  // past its start, so the earlier region that ends last (of the received
  // ones, for a sent region) finds any clash.
  const MessageRegion *last = nullptr, *lastReceived = nullptr;
  for (const MessageRegion &r : regions) {
    const MessageRegion *other = r.received ? last : lastReceived;
    if (other && other->end > r.begin) {
      const MessageRegion &into = r.received ? r : *other;
      const MessageRegion &from = r.received ? *other : r;
      return fail(describe(into) + " overlaps " + describe(from) +
                  " (per-member messages run concurrently)");
    }
    if (!last || r.end > last->end)
      last = &r;
    if (r.received && (!lastReceived || r.end > lastReceived->end))
      lastReceived = &r;
  }
  return Status::ok();
}

} // namespace

Status validateExecutable(const fsdpx::Executable &exe) {
  return Validator(exe).run();
}

} // namespace fsdpc::runtime
