//===- TestProgram.cpp - executables built in the tests -------------------===//

#include "TestProgram.h"

#include "fsdpc/runtime/Executable.h"
#include "fsdpc/runtime/Philox.h"

#include <fstream>
#include <stdexcept>

namespace fsdpc::runtime::test {

using namespace fsdpx;

namespace {

uint64_t align(uint64_t x) { return (x + 255) / 256 * 256; }

struct Builder {
  EntryT &entry;
  uint64_t next = 0;

  uint32_t buffer(const char *name, std::vector<int64_t> shape,
                  uint64_t at = UINT64_MAX, DType dtype = DType::f32) {
    auto b = std::make_unique<BufferT>();
    b->name = name;
    b->dtype = dtype;
    b->shape = shape;
    uint64_t bytes = dtype == DType::i64 ? 8 : 4;
    for (int64_t d : shape)
      bytes *= uint64_t(d);
    b->bytes = bytes;
    b->offset = at == UINT64_MAX ? next : at;
    if (at == UINT64_MAX)
      next = align(next + bytes);
    entry.buffers.push_back(std::move(b));
    return uint32_t(entry.buffers.size() - 1);
  }

  template <typename T> void emit(size_t queue, T op) {
    auto instr = std::make_unique<InstructionT>();
    instr->op.Set(std::move(op));
    entry.streams[queue]->instructions.push_back(std::move(instr));
  }
  void record(size_t q, uint32_t e) {
    RecordEventT r;
    r.event = e;
    emit(q, r);
  }
  void wait(size_t q, uint32_t e) {
    WaitEventT w;
    w.event = e;
    emit(q, w);
  }
};

std::unique_ptr<TensorSpecT> spec(const char *path, std::vector<int64_t> shape,
                                  int splitDim, int64_t world) {
  auto s = std::make_unique<TensorSpecT>();
  s->path = path;
  s->dtype = DType::f32;
  s->global_shape = shape;
  s->local_shape = shape;
  s->split_dim = splitDim;
  if (splitDim >= 0) {
    s->split_axes = {0};
    int64_t rows = shape[size_t(splitDim)];
    int64_t local = (rows + world - 1) / world;
    s->local_shape[size_t(splitDim)] = local;
    s->padding_rows = local * world - rows;
  }
  return s;
}

std::unique_ptr<CollectiveStartT> collective(CollectiveKind kind, uint32_t send,
                                             uint32_t recv, uint64_t bytes,
                                             uint32_t shard, uint32_t full,
                                             int64_t shardRows) {
  auto c = std::make_unique<CollectiveStartT>();
  c->kind = kind;
  c->reduction = Reduction::sum;
  c->dtype = DType::f32;
  c->axes = {0};
  c->send = send;
  c->recv = recv;
  c->bytes = bytes;
  auto m = std::make_unique<BucketMemberT>();
  m->shard = shard;
  m->full = full;
  m->shape = {kRows, kCols};
  m->dim = 0;
  m->global_rows = kRows;
  m->shard_rows = shardRows;
  m->staging_offset = 0;
  c->members.push_back(std::move(m));
  return c;
}

// Builds one entry; `train` adds the backward half and the update.
std::unique_ptr<EntryT> buildEntry(bool train, int64_t world, bool withLoss) {
  int64_t s = (kRows + world - 1) / world;
  uint64_t shardBytes = uint64_t(s * kCols * 4);
  auto entry = std::make_unique<EntryT>();
  entry->name = train ? "train_step" : "eval_step";
  for (int q = 0; q < 2; ++q) {
    auto queue = std::make_unique<QueueT>();
    if (q == 1)
      queue->axes = {0};
    entry->queues.push_back(std::move(queue));
    entry->streams.push_back(std::make_unique<StreamT>());
  }
  Builder b{*entry};
  uint32_t w = b.buffer("w", {s, kCols}); // state slot 0 at offset 0
  uint32_t x = b.buffer("x", {kBatch, kRows});
  uint32_t wFull = b.buffer("w_full", {kRows, kCols});
  uint32_t agSend = b.buffer("ag_send", {s, kCols});
  uint32_t agRecv = b.buffer("ag_recv", {world * s, kCols});
  uint32_t y = b.buffer("y", {kBatch, kCols});

  // Forward: gather W behind nothing (there is no earlier compute), y = x W.
  b.record(0, 0);
  b.wait(1, 0);
  {
    auto c = collective(CollectiveKind::all_gather, agSend, agRecv, shardBytes,
                        w, wFull, s);
    b.emit(1, std::move(*c));
  }
  b.record(1, 1);
  b.wait(0, 1);
  GemmT gemm;
  gemm.a = x;
  gemm.b = wFull;
  gemm.c = y;
  gemm.m = kBatch;
  gemm.n = kCols;
  gemm.k = kRows;
  gemm.lda = kRows;
  gemm.ldb = kCols;
  gemm.ldc = kCols;
  b.emit(0, gemm);
  entry->num_events = 2;

  auto input = std::make_unique<InputT>();
  input->spec = spec("params/w", {kRows, kCols}, 0, world);
  input->buffer = w;
  input->state = 0;
  entry->inputs.push_back(std::move(input));
  input = std::make_unique<InputT>();
  input->spec = spec("batch/x", {kBatch, kRows}, -1, world);
  input->buffer = x;
  entry->inputs.push_back(std::move(input));
  auto output = std::make_unique<OutputT>();
  output->spec = spec("y", {kBatch, kCols}, -1, world);
  output->buffer = y;
  entry->outputs.push_back(std::move(output));

  if (train && withLoss) {
    uint32_t count = b.buffer("count", {1}, UINT64_MAX, DType::i64);
    uint32_t loss = b.buffer("loss", {});
    FillT fill;
    fill.buffer = count;
    fill.dtype = DType::i64;
    fill.value = uint64_t(kBatch * kCols);
    b.emit(0, fill);
    KernelLaunchT launch;
    launch.kernel = 1;
    launch.operands = {loss, y, count};
    b.emit(0, launch);
    auto out = std::make_unique<OutputT>();
    out->spec = spec("loss", {}, -1, world);
    out->buffer = loss;
    entry->outputs.push_back(std::move(out));
  }
  if (train) {
    uint32_t dW = b.buffer("dw", {kRows, kCols});
    uint32_t rsSend = b.buffer("rs_send", {world * s, kCols});
    uint32_t rsRecv = b.buffer("rs_recv", {s, kCols});
    uint32_t dWShard = b.buffer("dw_shard", {s, kCols});
    uint32_t wNew = b.buffer("w_new", {s, kCols});
    GemmT grad; // dW = x^T y: [10, 3] x [3, 4]
    grad.a = x;
    grad.b = y;
    grad.c = dW;
    grad.m = kRows;
    grad.n = kCols;
    grad.k = kBatch;
    grad.transpose_a = true;
    grad.lda = kRows;
    grad.ldb = kCols;
    grad.ldc = kCols;
    b.emit(0, grad);
    b.record(0, 2);
    b.wait(1, 2);
    {
      auto c = collective(CollectiveKind::reduce_scatter, rsSend, rsRecv,
                          shardBytes, dWShard, dW, s);
      b.emit(1, std::move(*c));
    }
    b.record(1, 3);
    b.wait(0, 3);
    CopyT copy;
    copy.src = w;
    copy.dst = wNew;
    copy.bytes = shardBytes;
    b.emit(0, copy);
    KernelLaunchT launch;
    launch.kernel = 0;
    launch.operands = {wNew, dWShard};
    launch.range_begin = 0;
    launch.range_end = s * kCols;
    b.emit(0, launch);
    entry->num_events = 4;
    output = std::make_unique<OutputT>();
    output->spec = spec("params/w", {kRows, kCols}, 0, world);
    output->buffer = wNew;
    output->state = 0;
    entry->outputs.push_back(std::move(output));
  }
  entry->arena_bytes = b.next;
  return entry;
}

} // namespace

std::vector<uint8_t> kernelLibrary() {
  std::ifstream in(FSDPC_TEST_KERNELS_PATH, std::ios::binary);
  if (!in)
    throw std::runtime_error("cannot read " FSDPC_TEST_KERNELS_PATH);
  return std::vector<uint8_t>((std::istreambuf_iterator<char>(in)),
                              std::istreambuf_iterator<char>());
}

std::unique_ptr<ExecutableT> buildSgdProgram(int64_t world, bool withLoss) {
  auto exe = std::make_unique<ExecutableT>();
  exe->format_version = kFormatVersion;
  exe->producer = "fsdpc runtime tests";
  exe->mesh = std::make_unique<MeshT>();
  auto axis = std::make_unique<MeshAxisT>();
  axis->name = "shard";
  axis->size = world;
  exe->mesh->axes.push_back(std::move(axis));
  auto slot = std::make_unique<StateSlotT>();
  slot->spec = spec("params/w", {kRows, kCols}, 0, world);
  slot->spec->init = InitKind::normal;
  slot->spec->sigma = 0.02f;
  slot->offset = 0;
  slot->bytes = uint64_t((kRows + world - 1) / world * kCols * 4);
  exe->state.push_back(std::move(slot));
  exe->entries.push_back(buildEntry(true, world, withLoss));
  exe->entries.push_back(buildEntry(false, world, withLoss));
  exe->library_format = LibraryFormat::elf_shared_object;
  exe->library = kernelLibrary();
  auto kernel = std::make_unique<KernelT>();
  kernel->symbol = "sgd_update";
  exe->kernels.push_back(std::move(kernel));
  if (withLoss) {
    kernel = std::make_unique<KernelT>();
    kernel->symbol = "half_sum_squares";
    exe->kernels.push_back(std::move(kernel));
  }
  exe->target_cpu = "x86-64";
  return exe;
}

void makePerMember(ExecutableT &exe, uint32_t unused) {
  for (auto &entry : exe.entries)
    for (auto &stream : entry->streams)
      for (auto &instruction : stream->instructions)
        if (CollectiveStartT *c = instruction->op.AsCollectiveStart()) {
          c->per_member = true;
          c->send = c->recv = unused;
          for (auto &member : c->members)
            member->staging_offset = 12345;
        }
}

std::vector<uint8_t> pack(const ExecutableT &exe) {
  flatbuffers::FlatBufferBuilder fbb;
  fbb.Finish(fsdpx::Executable::Pack(fbb, &exe), fsdpx::ExecutableIdentifier());
  return std::vector<uint8_t>(fbb.GetBufferPointer(),
                              fbb.GetBufferPointer() + fbb.GetSize());
}

std::vector<float> sgdBatch() {
  std::vector<float> x(size_t(kBatch * kRows));
  for (size_t i = 0; i < x.size(); ++i)
    x[i] = float(int(i % 7) - 3) * 0.25f;
  return x;
}

std::vector<float> initialW(uint64_t seed) {
  std::vector<float> w(size_t(kRows * kCols));
  for (size_t i = 0; i < w.size(); ++i)
    w[i] = float(0.02f * normalAt(seed, pathHash("params/w"), i));
  return w;
}

/// One SGD step of the test program on batch `x` (`ranks` ranks summing
/// their gradients): updates `w`, returns the step's loss.
static double sgdStep(std::vector<float> &w, const std::vector<float> &x,
                      int64_t ranks) {
  std::vector<float> y(size_t(kBatch * kCols), 0), dw(w.size(), 0);
  for (int64_t i = 0; i < kBatch; ++i)
    for (int64_t j = 0; j < kCols; ++j)
      for (int64_t l = 0; l < kRows; ++l)
        y[size_t(i * kCols + j)] +=
            x[size_t(i * kRows + l)] * w[size_t(l * kCols + j)];
  double loss = 0;
  for (float v : y)
    loss += 0.5 * double(v) * double(v);
  for (int64_t r = 0; r < kRows; ++r)
    for (int64_t j = 0; j < kCols; ++j)
      for (int64_t i = 0; i < kBatch; ++i)
        dw[size_t(r * kCols + j)] +=
            x[size_t(i * kRows + r)] * y[size_t(i * kCols + j)];
  for (size_t i = 0; i < w.size(); ++i)
    w[i] -= 0.1f * float(ranks) * dw[i];
  return loss;
}

std::vector<float> sgdReference(uint64_t seed, int64_t ranks) {
  std::vector<float> w = initialW(seed);
  sgdStep(w, sgdBatch(), ranks);
  return w;
}

std::vector<double> sgdLosses(uint64_t seed, int64_t ranks,
                              const std::vector<std::vector<float>> &batches) {
  std::vector<float> w = initialW(seed);
  std::vector<double> losses;
  for (const std::vector<float> &x : batches)
    losses.push_back(sgdStep(w, x, ranks));
  return losses;
}

} // namespace fsdpc::runtime::test
