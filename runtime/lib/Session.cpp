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
  FSDPC_RETURN_IF_ERROR(dev.attachCommunicator(*session->communicator_));
  FSDPC_RETURN_IF_ERROR(dev.allocateArena(exe.arenaBytes()));
  KernelImage image;
  image.format = exe.root().library_format();
  if (const auto *library = exe.root().library()) {
    image.image = library->data();
    image.size = library->size();
  }
  if (exe.root().target_gpu())
    image.targetGpu = exe.root().target_gpu()->str();
  if (exe.root().kernels())
    for (const fsdpx::Kernel *kernel : *exe.root().kernels()) {
      KernelInfo info;
      info.symbol = kernel->symbol()->str();
      info.mapping = kernel->gpu_mapping();
      info.blockSize = kernel->block_size();
      info.sharedBytes = kernel->shared_bytes();
      info.indexBits = kernel->index_bits();
      image.kernels.push_back(std::move(info));
    }
  FSDPC_RETURN_IF_ERROR(dev.loadKernels(image));
  FSDPC_RETURN_IF_ERROR(dev.createQueues(unsigned(session->groups_.size())));
  FSDPC_RETURN_IF_ERROR(session->initializeState(seed));
  return session;
}

uint8_t *Session::bufferAddress(const fsdpx::Entry &entry, uint32_t buffer) {
  return device_->arena() + entry.buffers()->Get(buffer)->offset();
}

GemmArgs Session::gemmArgs(const fsdpx::Entry &entry, const fsdpx::Gemm &g) {
  GemmArgs args;
  args.batch = g.batch();
  args.m = g.m();
  args.n = g.n();
  args.k = g.k();
  args.transposeA = g.transpose_a();
  args.transposeB = g.transpose_b();
  args.lda = g.lda();
  args.ldb = g.ldb();
  args.ldc = g.ldc();
  args.strideA = g.stride_a();
  args.strideB = g.stride_b();
  args.strideC = g.stride_c();
  args.aType = g.a_dtype();
  args.bType = g.b_dtype();
  args.cType = g.c_dtype();
  args.alpha = g.alpha();
  args.beta = g.beta();
  if (g.outer())
    for (const fsdpx::GemmLoop *loop : *g.outer())
      args.outer.push_back({loop->count(), loop->stride_a(), loop->stride_b(),
                            loop->stride_c()});
  args.a = bufferAddress(entry, g.a()) + g.a_offset();
  args.b = bufferAddress(entry, g.b()) + g.b_offset();
  args.c = bufferAddress(entry, g.c()) + g.c_offset();
  return args;
}

CollectiveArgs Session::collectiveArgs(const fsdpx::Entry &entry,
                                       const fsdpx::CollectiveStart &op,
                                       unsigned queue) {
  CollectiveArgs args;
  args.kind = op.kind();
  args.reduction = op.reduction();
  args.dtype = op.dtype();
  args.group = queue - 1;
  std::vector<uint32_t> axes(op.axes()->begin(), op.axes()->end());
  args.groupSize = executable_->mesh().groupSize(axes);
  args.groupRank = executable_->mesh().groupRank(rank(), axes);
  args.perMember = op.per_member();
  // A per-member collective's send and recv are unused and unvalidated.
  if (!args.perMember) {
    args.send = bufferAddress(entry, op.send());
    args.recv = bufferAddress(entry, op.recv());
  }
  args.chunkBytes = op.bytes();
  if (op.members())
    for (const fsdpx::BucketMember *member : *op.members()) {
      MemberRef ref;
      ref.layout = MemberLayout::fromSchema(*member, dtypeSize(op.dtype()));
      ref.full = bufferAddress(entry, member->full());
      // An all-reduce reads `full` and writes its result to `shard`.
      ref.shard = bufferAddress(entry, member->shard());
      args.members.push_back(ref);
    }
  return args;
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
  case fsdpx::Op::Gemm:
    return device_->gemm(queue, gemmArgs(entry, *instr->op_as_Gemm()));
  case fsdpx::Op::CollectiveStart:
    return device_->collective(
        queue, *communicator_,
        collectiveArgs(entry, *instr->op_as_CollectiveStart(), queue));
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

static InstrKind kindOf(fsdpx::Op op) {
  switch (op) {
  case fsdpx::Op::RecordEvent:
    return InstrKind::Record;
  case fsdpx::Op::WaitEvent:
    return InstrKind::Wait;
  case fsdpx::Op::KernelLaunch:
    return InstrKind::Kernel;
  case fsdpx::Op::Gemm:
    return InstrKind::Gemm;
  case fsdpx::Op::CollectiveStart:
    return InstrKind::Collective;
  case fsdpx::Op::Copy:
    return InstrKind::Copy;
  case fsdpx::Op::Fill:
  case fsdpx::Op::NONE:
    break;
  }
  return InstrKind::Fill;
}

Status Session::writeRankBuffer(const fsdpx::Entry &entry) {
  if (entry.rank_buffer() < 0)
    return Status::ok();
  // Re-written every run: the planner may reuse the bytes between runs.
  std::vector<int64_t> coords = executable_->mesh().coordinates(rank());
  const fsdpx::Buffer *buffer =
      entry.buffers()->Get(uint32_t(entry.rank_buffer()));
  return device_->upload(buffer->offset(), coords.data(),
                         coords.size() * sizeof(int64_t));
}

// Donation: outputs that become state go to the slot's place, in program
// order on the compute queue (validation ensures no other output lies in a
// slot's region that is copied into, so the copies cannot clobber each
// other). An output the compiler planned in its slot (written over the
// state it updates) is already there.
Status Session::copyDonatedOutputs(const fsdpx::Entry &entry, bool timed) {
  if (!entry.outputs())
    return Status::ok();
  for (uint32_t i = 0; i < entry.outputs()->size(); ++i) {
    const fsdpx::Output *output = entry.outputs()->Get(i);
    if (output->state() < 0)
      continue;
    const fsdpx::StateSlot *slot =
        executable_->root().state()->Get(uint32_t(output->state()));
    uint8_t *src = bufferAddress(entry, output->buffer());
    uint8_t *dst = device_->arena() + slot->offset();
    if (src == dst)
      continue;
    if (timed) {
      InstructionTiming t;
      t.queue = 0;
      t.index = i;
      t.kind = InstrKind::StateCopy;
      timing_.instructions.push_back(t);
      device_->timeNext(&timing_.instructions.back().span);
    }
    FSDPC_RETURN_IF_ERROR(device_->copy(0, dst, src, slot->bytes()));
  }
  return Status::ok();
}

void Session::finishTiming(int64_t issueBeginNs, int64_t issueEndNs,
                           size_t issued) {
  // The compute queue's bodies ran on this thread; what is left of the
  // issuing time is the executor's own (decoding, enqueueing, bookkeeping).
  int64_t computeNs = 0, bodiesNs = 0;
  for (const InstructionTiming &t : timing_.instructions) {
    if (t.queue != 0 || t.span.endNs == 0)
      continue;
    int64_t ns = t.span.endNs - t.span.startNs;
    bodiesNs += ns;
    if (isComputeWork(t.kind))
      computeNs += ns;
  }
  timing_.computeNs = computeNs;
  if (device_->asynchronousCompute())
    bodiesNs = 0; // they ran on the device, not during the issuing
  timing_.hostOverheadNs =
      issued ? double(issueEndNs - issueBeginNs - bodiesNs) / double(issued)
             : 0.0;
  hasTiming_ = true;
}

Status Session::run(size_t entryIndex) {
  if (entryIndex >= executable_->numEntries())
    return outOfRange("entry " + std::to_string(entryIndex) + " of " +
                      std::to_string(executable_->numEntries()));
  Status status = runOnce(entryIndex);
  // Nothing of a run whose recording failed has run (its uploads and the
  // rank buffer are rewritten by the next try), and every rank issues the
  // same collectives whether it replays or issues them.
  if (!status.isOk() && device_->takeAbandonedRecording()) {
    notes_.push_back(status.message() + "; ran it again without recording "
                                        "(and so every later run of it)");
    status = runOnce(entryIndex);
  }
  return status;
}

Status Session::runOnce(size_t entryIndex) {
  const fsdpx::Entry &entry = executable_->entry(entryIndex);
  const std::vector<IssueStep> &order = executable_->issueOrder(entryIndex);
  bool timed = timingEnabled_;
  hasTiming_ = false;
  if (timed) {
    // Sized before issuing: worker threads write into these spans, so the
    // vector must not reallocate while they run (state copies are appended
    // only after the streams are issued, within the reserved capacity).
    timing_.entry = entryIndex;
    timing_.instructions.clear();
    timing_.instructions.reserve(
        order.size() + (entry.outputs() ? entry.outputs()->size() : 0));
    for (const IssueStep &step : order) {
      InstructionTiming t;
      t.queue = step.queue;
      t.index = step.index;
      t.kind = kindOf(entry.streams()
                          ->Get(step.queue)
                          ->instructions()
                          ->Get(step.index)
                          ->op_type());
      timing_.instructions.push_back(t);
    }
  }
  FSDPC_RETURN_IF_ERROR(writeRankBuffer(entry).withContext(
      "writing the rank buffer of \"" + entry.name()->str() + "\""));
  // A device that recorded an earlier run of this entry (a CUDA graph)
  // replays it: the instructions, the state copies included, are already
  // enqueued at the same arena addresses, and the uploads above happened
  // before the launch.
  if (device_->replay(unsigned(entryIndex), timed))
    return device_->endRun().withContext("running \"" + entry.name()->str() +
                                         "\"");
  int64_t startNs = timed ? steadyNowNs() : 0;
  FSDPC_RETURN_IF_ERROR(
      device_->beginRun(unsigned(entryIndex), entry.num_events()));
  Status status;
  size_t issued = 0;
  for (; issued < order.size(); ++issued) {
    if (timed)
      device_->timeNext(&timing_.instructions[issued].span);
    status = issue(entryIndex, order[issued]);
    if (!status.isOk())
      break;
  }
  int64_t issueEndNs = timed ? steadyNowNs() : 0;
  if (status.isOk())
    status = copyDonatedOutputs(entry, timed);
  device_->timeNext(nullptr); // an early error may have left one set
  // Always drain, so no queue still works on the arena when we return.
  Status drained = device_->endRun();
  if (timed) {
    timing_.startNs = startNs;
    timing_.endNs = steadyNowNs();
    finishTiming(startNs, issueEndNs, issued);
  }
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
