//===- Session.cpp - an executable running on a device --------------------===//

#include "fsdpc/runtime/Session.h"

#include "fsdpc/runtime/Philox.h"
#include "fsdpc/runtime/ShardLayout.h"

#include <algorithm>
#include <cstring>

namespace fsdpc::runtime {

static std::vector<uint32_t> axesOf(const fsdpx::Queue &queue) {
  std::vector<uint32_t> axes;
  if (queue.axes())
    axes.assign(queue.axes()->begin(), queue.axes()->end());
  return axes;
}

Expected<std::unique_ptr<Session>>
Session::create(std::shared_ptr<const Executable> executable,
                std::unique_ptr<Device> device,
                std::unique_ptr<Communicator> communicator, uint64_t seed) {
  if (!executable || !device || !communicator)
    return invalidArgument("a session needs an executable, a device and a "
                           "communicator");
  std::unique_ptr<Session> session(new Session());
  session->executable_ = std::move(executable);
  session->device_ = std::move(device);
  session->communicator_ = std::move(communicator);
  const Executable &exe = *session->executable_;

  // One communication queue per distinct set of axes over all entries.
  for (size_t e = 0; e < exe.numEntries(); ++e) {
    const fsdpx::Entry &entry = exe.entry(e);
    std::vector<unsigned> map(entry.queues()->size(), 0);
    for (uint32_t q = 1; q < entry.queues()->size(); ++q) {
      std::vector<uint32_t> axes = axesOf(*entry.queues()->Get(q));
      auto it =
          std::find(session->groups_.begin(), session->groups_.end(), axes);
      map[q] = unsigned(it - session->groups_.begin()) + 1;
      if (it == session->groups_.end())
        session->groups_.push_back(std::move(axes));
    }
    session->queueMap_.push_back(std::move(map));
  }

  // Connect first: it is collective, and it is where mismatched ranks are
  // told apart before anything else can diverge.
  FSDPC_RETURN_IF_ERROR(session->communicator_->connect(
      exe.mesh(), session->groups_, exe.hash()));
  Device &dev = *session->device_;
  FSDPC_RETURN_IF_ERROR(dev.allocateArena(exe.arenaBytes()));
  std::vector<std::string> symbols;
  if (exe.root().kernels())
    for (const fsdpx::Kernel *kernel : *exe.root().kernels())
      symbols.push_back(kernel->symbol()->str());
  const auto *library = exe.root().library();
  FSDPC_RETURN_IF_ERROR(dev.loadKernels(
      exe.root().library_format(), library ? library->data() : nullptr,
      library ? library->size() : 0, symbols));
  FSDPC_RETURN_IF_ERROR(dev.createQueues(unsigned(session->groups_.size())));
  FSDPC_RETURN_IF_ERROR(session->initializeState(seed));
  return session;
}

uint8_t *Session::bufferAddress(const fsdpx::Entry &entry, uint32_t buffer) {
  return device_->arena() + entry.buffers()->Get(buffer)->offset();
}

Status Session::issue(size_t entryIndex, const IssueStep &step) {
  const fsdpx::Entry &entry = executable_->entry(entryIndex);
  const fsdpx::Instruction *instr =
      entry.streams()->Get(step.queue)->instructions()->Get(step.index);
  unsigned queue = queueMap_[entryIndex][step.queue];
  switch (instr->op_type()) {
  case fsdpx::Op::RecordEvent:
    return device_->record(queue, instr->op_as_RecordEvent()->event());
  case fsdpx::Op::WaitEvent:
    return device_->wait(queue, instr->op_as_WaitEvent()->event());
  case fsdpx::Op::KernelLaunch: {
    const fsdpx::KernelLaunch *launch = instr->op_as_KernelLaunch();
    std::vector<void *> operands;
    if (launch->operands())
      for (uint32_t operand : *launch->operands())
        operands.push_back(bufferAddress(entry, operand));
    return device_->launchKernel(queue, launch->kernel(), std::move(operands),
                                 launch->range_begin(), launch->range_end());
  }
  case fsdpx::Op::Gemm: {
    const fsdpx::Gemm *g = instr->op_as_Gemm();
    GemmArgs args;
    args.batch = g->batch();
    args.m = g->m();
    args.n = g->n();
    args.k = g->k();
    args.transposeA = g->transpose_a();
    args.transposeB = g->transpose_b();
    args.lda = g->lda();
    args.ldb = g->ldb();
    args.ldc = g->ldc();
    args.strideA = g->stride_a();
    args.strideB = g->stride_b();
    args.strideC = g->stride_c();
    args.aType = g->a_dtype();
    args.bType = g->b_dtype();
    args.cType = g->c_dtype();
    args.alpha = g->alpha();
    args.beta = g->beta();
    args.a = bufferAddress(entry, g->a()) + g->a_offset();
    args.b = bufferAddress(entry, g->b()) + g->b_offset();
    args.c = bufferAddress(entry, g->c()) + g->c_offset();
    return device_->gemm(queue, args);
  }
  case fsdpx::Op::CollectiveStart: {
    const fsdpx::CollectiveStart *op = instr->op_as_CollectiveStart();
    CollectiveArgs args;
    args.kind = op->kind();
    args.reduction = op->reduction();
    args.dtype = op->dtype();
    args.group = queue - 1;
    std::vector<uint32_t> axes(op->axes()->begin(), op->axes()->end());
    args.groupSize = executable_->mesh().groupSize(axes);
    args.groupRank = executable_->mesh().groupRank(rank(), axes);
    args.send = bufferAddress(entry, op->send());
    args.recv = bufferAddress(entry, op->recv());
    args.chunkBytes = op->bytes();
    if (op->members())
      for (const fsdpx::BucketMember *member : *op->members()) {
        MemberRef ref;
        ref.layout = MemberLayout::fromSchema(*member, dtypeSize(op->dtype()));
        ref.full = bufferAddress(entry, member->full());
        if (op->kind() != fsdpx::CollectiveKind::all_reduce)
          ref.shard = bufferAddress(entry, member->shard());
        args.members.push_back(ref);
      }
    return device_->collective(queue, *communicator_, std::move(args));
  }
  case fsdpx::Op::Copy: {
    const fsdpx::Copy *copy = instr->op_as_Copy();
    return device_->copy(
        queue, bufferAddress(entry, copy->dst()) + copy->dst_offset(),
        bufferAddress(entry, copy->src()) + copy->src_offset(), copy->bytes());
  }
  case fsdpx::Op::Fill: {
    const fsdpx::Fill *fill = instr->op_as_Fill();
    return device_->fill(queue, bufferAddress(entry, fill->buffer()),
                         entry.buffers()->Get(fill->buffer())->bytes(),
                         dtypeSize(fill->dtype()), fill->value());
  }
  case fsdpx::Op::NONE:
    break;
  }
  return internalError("unknown instruction survived validation");
}

Status Session::run(size_t entryIndex) {
  if (entryIndex >= executable_->numEntries())
    return outOfRange("entry " + std::to_string(entryIndex) + " of " +
                      std::to_string(executable_->numEntries()));
  const fsdpx::Entry &entry = executable_->entry(entryIndex);
  FSDPC_RETURN_IF_ERROR(device_->beginRun(entry.num_events()));
  Status status;
  for (const IssueStep &step : executable_->issueOrder(entryIndex)) {
    status = issue(entryIndex, step);
    if (!status.isOk())
      break;
  }
  // Donation: outputs that become state go to the slot's place, in program
  // order on the compute queue (validation ensures no other output lies in a
  // slot's region, so the copies cannot clobber each other).
  if (status.isOk() && entry.outputs())
    for (const fsdpx::Output *output : *entry.outputs()) {
      if (output->state() < 0)
        continue;
      const fsdpx::StateSlot *slot =
          executable_->root().state()->Get(uint32_t(output->state()));
      uint8_t *src = bufferAddress(entry, output->buffer());
      uint8_t *dst = device_->arena() + slot->offset();
      status = device_->copy(0, dst, src, slot->bytes());
      if (!status.isOk())
        break;
    }
  // Always drain, so no queue still works on the arena when we return.
  Status drained = device_->endRun();
  if (!status.isOk())
    return status.withContext("running \"" + entry.name()->str() + "\"");
  return drained.withContext("running \"" + entry.name()->str() + "\"");
}

static Status checkSize(size_t given, uint64_t expected,
                        const std::string &what) {
  if (given != expected)
    return invalidArgument(what + " holds " + std::to_string(expected) +
                           " bytes locally, got " + std::to_string(given));
  return Status::ok();
}

Status Session::setInput(size_t entryIndex, size_t input, const void *data,
                         size_t bytes) {
  if (entryIndex >= executable_->numEntries())
    return outOfRange("no entry " + std::to_string(entryIndex));
  const fsdpx::Entry &entry = executable_->entry(entryIndex);
  if (!entry.inputs() || input >= entry.inputs()->size())
    return outOfRange("entry \"" + entry.name()->str() + "\" has no input " +
                      std::to_string(input));
  const fsdpx::Input *in = entry.inputs()->Get(uint32_t(input));
  const fsdpx::Buffer *buffer = entry.buffers()->Get(in->buffer());
  FSDPC_RETURN_IF_ERROR(
      checkSize(bytes, buffer->bytes(), "input " + in->spec()->path()->str()));
  if (bytes && !data)
    return invalidArgument("null data");
  return device_->upload(buffer->offset(), data, bytes);
}

Status Session::getOutput(size_t entryIndex, size_t output, void *data,
                          size_t bytes) {
  if (entryIndex >= executable_->numEntries())
    return outOfRange("no entry " + std::to_string(entryIndex));
  const fsdpx::Entry &entry = executable_->entry(entryIndex);
  if (!entry.outputs() || output >= entry.outputs()->size())
    return outOfRange("entry \"" + entry.name()->str() + "\" has no output " +
                      std::to_string(output));
  const fsdpx::Output *out = entry.outputs()->Get(uint32_t(output));
  const fsdpx::Buffer *buffer = entry.buffers()->Get(out->buffer());
  FSDPC_RETURN_IF_ERROR(checkSize(bytes, buffer->bytes(),
                                  "output " + out->spec()->path()->str()));
  if (bytes && !data)
    return invalidArgument("null data");
  return device_->download(buffer->offset(), data, bytes);
}

Status Session::setState(size_t slot, const void *data, size_t bytes) {
  const auto *state = executable_->root().state();
  if (!state || slot >= state->size())
    return outOfRange("no state slot " + std::to_string(slot));
  const fsdpx::StateSlot *s = state->Get(uint32_t(slot));
  FSDPC_RETURN_IF_ERROR(
      checkSize(bytes, s->bytes(), "state " + s->spec()->path()->str()));
  if (bytes && !data)
    return invalidArgument("null data");
  return device_->upload(s->offset(), data, bytes);
}

Status Session::getState(size_t slot, void *data, size_t bytes) {
  const auto *state = executable_->root().state();
  if (!state || slot >= state->size())
    return outOfRange("no state slot " + std::to_string(slot));
  const fsdpx::StateSlot *s = state->Get(uint32_t(slot));
  FSDPC_RETURN_IF_ERROR(
      checkSize(bytes, s->bytes(), "state " + s->spec()->path()->str()));
  if (bytes && !data)
    return invalidArgument("null data");
  return device_->download(s->offset(), data, bytes);
}

/// The bits of 1 in `dtype`.
static uint64_t oneBits(DType dtype) {
  switch (dtype) {
  case DType::f32:
    return 0x3f800000u;
  case DType::bf16:
    return 0x3f80u;
  case DType::f16:
    return 0x3c00u;
  case DType::f64:
    return 0x3ff0000000000000ull;
  default:
    return 1;
  }
}

Status Session::initializeState(uint64_t seed) {
  const auto *state = executable_->root().state();
  if (!state)
    return Status::ok();
  for (const fsdpx::StateSlot *slot : *state) {
    const fsdpx::TensorSpec *spec = slot->spec();
    std::vector<uint8_t> data(slot->bytes(), 0);
    unsigned size = dtypeSize(spec->dtype());
    switch (spec->init()) {
    case fsdpx::InitKind::none:
      continue;
    case fsdpx::InitKind::zeros:
      break;
    case fsdpx::InitKind::ones: {
      // Padding rows stay zero, like every other shard's padding.
      uint64_t one = oneBits(spec->dtype());
      for (size_t i = 0; i + size <= data.size(); i += size)
        std::memcpy(data.data() + i, &one, size);
      if (spec->split_dim() >= 0 && spec->padding_rows() > 0) {
        // Re-zero the padding rows of this shard.
        std::vector<int64_t> local(spec->local_shape()->begin(),
                                   spec->local_shape()->end());
        int d = spec->split_dim();
        std::vector<uint32_t> axes(spec->split_axes()->begin(),
                                   spec->split_axes()->end());
        int64_t group = executable_->mesh().groupSize(axes);
        int64_t index = executable_->mesh().groupRank(rank(), axes);
        int64_t rows = spec->global_shape()->Get(uint32_t(d));
        ShardLayout layout(rows, group);
        int64_t outer = 1, inner = 1;
        for (int i = 0; i < int(local.size()); ++i) {
          if (i < d)
            outer *= local[i];
          else if (i > d)
            inner *= local[i];
        }
        uint64_t rowBytes = uint64_t(inner) * size;
        for (int64_t o = 0; o < outer; ++o)
          for (int64_t j = layout.dataRows(index); j < layout.shardRows(); ++j)
            std::memset(data.data() +
                            (uint64_t(o) * layout.shardRows() + j) * rowBytes,
                        0, rowBytes);
      }
      break;
    }
    case fsdpx::InitKind::normal: {
      std::vector<int64_t> global(spec->global_shape()->begin(),
                                  spec->global_shape()->end());
      int64_t group = 1, index = 0;
      if (spec->split_dim() >= 0) {
        std::vector<uint32_t> axes(spec->split_axes()->begin(),
                                   spec->split_axes()->end());
        group = executable_->mesh().groupSize(axes);
        index = executable_->mesh().groupRank(rank(), axes);
      }
      FSDPC_RETURN_IF_ERROR(fillNormalShard(
          seed, spec->path()->string_view(), spec->sigma(), spec->dtype(),
          global, spec->split_dim(), group, index, data.data()));
      break;
    }
    }
    FSDPC_RETURN_IF_ERROR(
        device_->upload(slot->offset(), data.data(), data.size()));
  }
  return Status::ok();
}

} // namespace fsdpc::runtime
