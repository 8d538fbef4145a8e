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

#include "Validator.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace fsdpc::runtime::validate {

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

} // namespace fsdpc::runtime::validate

namespace fsdpc::runtime {

Status validateExecutable(const fsdpx::Executable &exe) {
  return validate::Validator(exe).run();
}

} // namespace fsdpc::runtime
