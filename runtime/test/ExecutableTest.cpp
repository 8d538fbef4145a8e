//===- ExecutableTest.cpp - loading, verification and validation ----------===//

#include "TestProgram.h"

#include "fsdpc/runtime/Executable.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <limits>

using namespace fsdpc::runtime;
using namespace fsdpc::runtime::test;
namespace fsdpx = fsdpc::fsdpx;

namespace {

Status loadStatus(const fsdpx::ExecutableT &exe) {
  auto loaded = Executable::load(pack(exe));
  return loaded ? Status::ok() : loaded.status();
}

void expectError(const fsdpx::ExecutableT &exe, Code code,
                 const std::string &fragment) {
  Status status = loadStatus(exe);
  EXPECT_EQ(status.code(), code) << status.message();
  EXPECT_NE(status.message().find(fragment), std::string::npos)
      << status.message();
}

/// Adds to train_step's collective `index` on queue 1 (the all-gather 1 or
/// the reduce-scatter 4, per member, of a world of 2) a member of `rows`
/// unpadded rows (a [rows, kCols] f32 tensor) whose shard and full are new
/// buffers at `shardAt` and `fullAt`, growing the arena to hold them.
void addMember(fsdpx::ExecutableT &exe, size_t index, int64_t rows,
               uint64_t shardAt, uint64_t fullAt) {
  fsdpx::EntryT &entry = *exe.entries[0];
  auto *c = entry.streams[1]->instructions[index]->op.AsCollectiveStart();
  ASSERT_NE(c, nullptr);
  ASSERT_TRUE(c->per_member);
  auto buffer = [&](const char *name, int64_t bufferRows, uint64_t at) {
    auto b = std::make_unique<fsdpx::BufferT>();
    b->name = name;
    b->dtype = fsdpx::DType::f32;
    b->shape = {bufferRows, kCols};
    b->bytes = uint64_t(bufferRows * kCols * 4);
    b->offset = at;
    entry.arena_bytes =
        std::max(entry.arena_bytes, (at + b->bytes + 255) / 256 * 256);
    entry.buffers.push_back(std::move(b));
    return uint32_t(entry.buffers.size() - 1);
  };
  auto m = std::make_unique<fsdpx::BucketMemberT>();
  m->shard = buffer("shard1", rows / 2, shardAt);
  m->full = buffer("full1", rows, fullAt);
  m->shape = {rows, kCols};
  m->dim = 0;
  m->global_rows = rows;
  m->shard_rows = rows / 2;
  c->bytes += uint64_t(rows / 2 * kCols * 4);
  c->members.push_back(std::move(m));
}

/// The offset of train_step's buffer `name`.
uint64_t offsetOf(const fsdpx::ExecutableT &exe, const std::string &name) {
  for (const auto &buffer : exe.entries[0]->buffers)
    if (buffer->name == name)
      return buffer->offset;
  ADD_FAILURE() << "no buffer " << name;
  return 0;
}

} // namespace

TEST(Executable, LoadsAValidProgram) {
  auto exe = Executable::load(pack(*buildSgdProgram(2)));
  ASSERT_TRUE(exe.isOk()) << exe.status().message();
  EXPECT_EQ((*exe)->numEntries(), 2u);
  EXPECT_EQ((*exe)->findEntry("eval_step"), 1);
  EXPECT_EQ((*exe)->findEntry("nope"), -1);
  EXPECT_EQ((*exe)->mesh().worldSize(), 2);
  // Issue order: each queue's order is kept, and every record precedes its
  // waits.
  const auto &order = (*exe)->issueOrder(0);
  const fsdpx::Entry &entry = (*exe)->entry(0);
  size_t total = 0;
  for (const fsdpx::Stream *s : *entry.streams())
    total += s->instructions()->size();
  EXPECT_EQ(order.size(), total);
  std::vector<bool> recorded(entry.num_events());
  std::vector<uint32_t> next(2, 0);
  for (const IssueStep &step : order) {
    EXPECT_EQ(step.index, next[step.queue]++);
    auto *instr =
        entry.streams()->Get(step.queue)->instructions()->Get(step.index);
    if (auto *w = instr->op_as_WaitEvent())
      EXPECT_TRUE(recorded[w->event()]);
    if (auto *r = instr->op_as_RecordEvent())
      recorded[r->event()] = true;
  }
}

TEST(Executable, RejectsWrongIdentifierAndVersion) {
  std::vector<uint8_t> bytes = pack(*buildSgdProgram(1));
  bytes[4] = 'X';
  auto bad = Executable::load(bytes);
  EXPECT_EQ(bad.status().code(), Code::DataLoss);
  EXPECT_NE(bad.status().message().find("FSDX"), std::string::npos);
  auto exe = buildSgdProgram(1);
  exe->format_version = 99;
  expectError(*exe, Code::FailedPrecondition, "format version 99");
  EXPECT_EQ(Executable::load({}).status().code(), Code::DataLoss);
  EXPECT_EQ(Executable::loadFile("/nonexistent.fsdpx").status().code(),
            Code::NotFound);
}

TEST(Executable, RejectsBadIndicesAndBounds) {
  {
    auto exe = buildSgdProgram(2);
    exe->entries[0]->buffers[3]->offset = 100;
    expectError(*exe, Code::DataLoss, "not 256-byte aligned");
  }
  {
    auto exe = buildSgdProgram(2);
    exe->entries[0]->buffers[3]->offset = exe->entries[0]->arena_bytes;
    expectError(*exe, Code::DataLoss, "ends past the arena");
  }
  {
    auto exe = buildSgdProgram(2);
    exe->entries[0]->buffers[3]->bytes += 4;
    expectError(*exe, Code::DataLoss, "its shape needs");
  }
  {
    auto exe = buildSgdProgram(2);
    auto *gemm = exe->entries[0]->streams[0]->instructions[2]->op.AsGemm();
    ASSERT_NE(gemm, nullptr);
    gemm->k = 11; // reads past x and w_full
    expectError(*exe, Code::DataLoss, "GEMM operand");
  }
  {
    // An offset inside an f32 element: every element misaligned.
    auto exe = buildSgdProgram(2);
    auto *gemm = exe->entries[0]->streams[0]->instructions[2]->op.AsGemm();
    ASSERT_NE(gemm, nullptr);
    gemm->c_offset = 2;
    expectError(*exe, Code::DataLoss,
                "GEMM operand C has byte offset 2, not a multiple of its f32 "
                "elements' 4 bytes");
  }
  {
    auto exe = buildSgdProgram(2);
    auto *c =
        exe->entries[0]->streams[1]->instructions[1]->op.AsCollectiveStart();
    ASSERT_NE(c, nullptr);
    c->recv = 1000;
    expectError(*exe, Code::DataLoss, "buffer 1000 does not exist");
  }
  {
    auto exe = buildSgdProgram(2);
    auto *c =
        exe->entries[0]->streams[1]->instructions[1]->op.AsCollectiveStart();
    c->members[0]->shard_rows = 4;
    expectError(*exe, Code::DataLoss, "shard rows");
  }
  {
    auto exe = buildSgdProgram(2);
    exe->state[0]->spec->local_shape = {6, 4};
    expectError(*exe, Code::DataLoss, "local dimension 0");
  }
  {
    auto exe = buildSgdProgram(2);
    exe->kernels.clear(); // the launch names kernel 0
    expectError(*exe, Code::DataLoss, "kernel 0 does not exist");
  }
  {
    auto exe = buildSgdProgram(2);
    exe->entries[1]->name = "train_step";
    expectError(*exe, Code::DataLoss, "two entries");
  }
  {
    auto exe = buildSgdProgram(2);
    exe->entries[0]->streams[0]->instructions[2]->predicted_s =
        std::numeric_limits<double>::infinity();
    expectError(*exe, Code::DataLoss,
                "\"train_step\", queue 0, instruction 2: predicted_s = inf "
                "is not a finite number of seconds");
  }
}

// Donated outputs are copied into their slots one after the other: an
// output lying in a slot that is copied into would be clobbered first. An
// update planned in its slot (written over its state) is not copied, so the
// same value may be returned again from there, but nothing else may overlap
// it.
TEST(Executable, ChecksOutputsInStateSlots) {
  // `loss` becomes a second output of params/w's bytes (`whole`) or a scalar
  // on their first element.
  auto build = [](bool updateInPlace, bool whole) {
    auto exe = buildSgdProgram(2, /*withLoss=*/true);
    fsdpx::EntryT &train = *exe->entries[0];
    uint32_t w = train.inputs[0]->buffer;
    auto loss = std::make_unique<fsdpx::BufferT>();
    if (whole)
      *loss = *train.buffers[w];
    loss->offset = train.buffers[w]->offset;
    loss->bytes = whole ? train.buffers[w]->bytes : 4;
    train.buffers.push_back(std::move(loss));
    for (auto &output : train.outputs) {
      if (output->spec->path == "loss") {
        output->buffer = uint32_t(train.buffers.size() - 1);
        if (whole) {
          output->spec =
              std::make_unique<fsdpx::TensorSpecT>(*train.inputs[0]->spec);
          output->spec->path = "w_again";
        }
      } else if (updateInPlace && output->state == 0) {
        output->buffer = w;
      }
    }
    return exe;
  };
  const char *overlap = "state slot 0 (updated by output 2) overlaps output 1";
  expectError(*build(false, false), Code::DataLoss, overlap);
  expectError(*build(false, true), Code::DataLoss, overlap);
  expectError(*build(true, false), Code::DataLoss, overlap);
  Status status = loadStatus(*build(true, true));
  EXPECT_TRUE(status.isOk()) << status.message();
}

TEST(Executable, ChecksGemmLoopsAndOverlap) {
  // The forward GEMM y[3, 4] = x[3, 10] w_full[10, 4].
  auto forwardGemm = [](fsdpx::ExecutableT &exe) {
    return exe.entries[0]->streams[0]->instructions[2]->op.AsGemm();
  };
  {
    // Two column halves of y, interleaved (batch stride 2 < ldc): each
    // element once, so it loads.
    auto exe = buildSgdProgram(2);
    fsdpx::GemmT *gemm = forwardGemm(*exe);
    gemm->n = 2;
    gemm->batch = 2;
    gemm->stride_b = gemm->stride_c = 2;
    EXPECT_TRUE(loadStatus(*exe).isOk()) << loadStatus(*exe).message();
  }
  {
    auto exe = buildSgdProgram(2);
    fsdpx::GemmT *gemm = forwardGemm(*exe);
    gemm->batch = 2; // both batches write the same y
    expectError(*exe, Code::DataLoss, "matrices of C overlap");
  }
  {
    // Two calls summing into one y (a split of K: stride_c 0) load.
    auto exe = buildSgdProgram(2);
    forwardGemm(*exe)->outer.emplace_back(2, 0, 0, 0);
    EXPECT_TRUE(loadStatus(*exe).isOk()) << loadStatus(*exe).message();
  }
  {
    auto exe = buildSgdProgram(2);
    forwardGemm(*exe)->outer.emplace_back(0, 0, 0, 0);
    expectError(*exe, Code::DataLoss, "outer loop of count 0");
  }
  {
    auto exe = buildSgdProgram(2);
    // A second y after the first: past the end of the buffer.
    forwardGemm(*exe)->outer.emplace_back(2, 0, 0, 12);
    expectError(*exe, Code::DataLoss, "C reads or writes bytes");
  }
}

TEST(Executable, RejectsBadEvents) {
  {
    // Record event 1 twice.
    auto exe = buildSgdProgram(1);
    auto &stream = exe->entries[1]->streams[1]->instructions;
    auto dup = std::make_unique<fsdpx::InstructionT>();
    fsdpx::RecordEventT r;
    r.event = 1;
    dup->op.Set(r);
    stream.push_back(std::move(dup));
    expectError(*exe, Code::DataLoss, "recorded 2 times");
  }
  {
    // Compute waits for event 1 before recording event 0 that the
    // communication queue waits for before recording 1: a deadlock.
    auto exe = buildSgdProgram(1);
    auto &compute = exe->entries[1]->streams[0]->instructions;
    std::swap(compute[0], compute[1]); // wait(1) now precedes record(0)
    expectError(*exe, Code::DataLoss, "can never proceed");
  }
}

TEST(Executable, ChecksTheHostCpu) {
  EXPECT_TRUE(checkHostCpu("").isOk());
  EXPECT_TRUE(checkHostCpu("x86-64").isOk());
  EXPECT_EQ(checkHostCpu("x86-64-v9").code(), Code::FailedPrecondition);
  auto exe = buildSgdProgram(1);
  exe->target_cpu = "arm64-v8";
  expectError(*exe, Code::FailedPrecondition, "unknown target CPU level");
}

TEST(Executable, ValidatesGpuKernels) {
  // A ptx library: text ending in NUL, for an sm_NN target.
  auto gpuProgram = [] {
    auto exe = buildSgdProgram(1);
    exe->library_format = fsdpx::LibraryFormat::ptx;
    std::string ptx = ".version 8.0\n.target sm_90\n";
    exe->library.assign(ptx.begin(), ptx.end());
    exe->library.push_back(0);
    exe->target_gpu = "sm_90";
    return exe;
  };
  EXPECT_TRUE(loadStatus(*gpuProgram()).isOk())
      << loadStatus(*gpuProgram()).message();
  {
    auto exe = gpuProgram();
    exe->kernels[0]->block_size = 48;
    expectError(*exe, Code::DataLoss,
                "kernel 0 (sgd_update) has block_size 48: a GPU block is a "
                "multiple of 32 threads, at most 1024");
  }
  {
    auto exe = gpuProgram();
    exe->kernels[0]->block_size = 2048;
    expectError(*exe, Code::DataLoss, "kernel 0 (sgd_update) has block_size");
  }
  {
    auto exe = gpuProgram();
    exe->kernels[0]->block_size = 0;
    expectError(*exe, Code::DataLoss, "has block_size 0");
  }
  {
    auto exe = gpuProgram();
    exe->kernels[0]->index_bits = 16;
    expectError(*exe, Code::DataLoss,
                "kernel 0 (sgd_update) has index_bits 16: 32 or 64 expected");
  }
  {
    auto exe = gpuProgram();
    exe->kernels[0]->points_per_thread = 0;
    expectError(*exe, Code::DataLoss,
                "kernel 0 (sgd_update) has points_per_thread 0: at least 1 "
                "expected");
  }
  // 32-bit indices: fine while the last block's threads stay in int32
  // (block_size 256), refused a thread beyond.
  for (int64_t end : {(int64_t(1) << 31) - 257, (int64_t(1) << 31) - 256}) {
    auto exe = gpuProgram();
    exe->kernels[0]->index_bits = 32;
    for (auto &instruction : exe->entries[0]->streams[0]->instructions)
      if (auto *launch = instruction->op.AsKernelLaunch())
        launch->range_end = end;
    if (end == (int64_t(1) << 31) - 257) {
      EXPECT_TRUE(loadStatus(*exe).isOk()) << loadStatus(*exe).message();
      continue;
    }
    expectError(*exe, Code::DataLoss,
                "kernel 0 (sgd_update) computes 32-bit indices, but is "
                "launched over [0, 2147483392)");
  }
  for (const char *target : {"", "sm90", "sm_9", "sm_9x", "compute_90"}) {
    auto exe = gpuProgram();
    exe->target_gpu = target;
    expectError(*exe, Code::DataLoss,
                "a ptx kernel library needs target_gpu of the form sm_NN");
  }
  for (const char *target : {"sm_80", "sm_100", "sm_90a", "sm_100f"}) {
    auto exe = gpuProgram();
    exe->target_gpu = target;
    EXPECT_TRUE(loadStatus(*exe).isOk()) << target;
  }
  {
    auto exe = gpuProgram();
    exe->library_format = fsdpx::LibraryFormat::cubin;
    exe->target_gpu = "";
    expectError(*exe, Code::DataLoss, "a cubin kernel library needs");
  }
  {
    auto exe = gpuProgram();
    exe->library.back() = '\n';
    expectError(*exe, Code::DataLoss, "not NUL-terminated");
  }
  {
    // A host library has no GPU target, and its block sizes are ignored.
    auto exe = buildSgdProgram(1);
    exe->kernels[0]->block_size = 48;
    EXPECT_TRUE(loadStatus(*exe).isOk());
    exe->target_gpu = "sm_90";
    expectError(*exe, Code::DataLoss,
                "target_gpu \"sm_90\" is set but the kernel library is "
                "elf_shared_object");
  }
}

// A per-member collective (fsdpx.CollectiveStart.per_member): send, recv and
// the staging offsets are unused, so they go unchecked; the members are
// checked as messages of their own.
TEST(Executable, ValidatesPerMemberCollectives) {
  // The train step's all-gather and reduce-scatter (queue 1, instructions 1
  // and 4); the eval step's all-gather (instruction 1).
  auto collective = [](fsdpx::ExecutableT &exe, size_t entry, size_t index) {
    auto *c = exe.entries[entry]
                  ->streams[1]
                  ->instructions[index]
                  ->op.AsCollectiveStart();
    EXPECT_NE(c, nullptr);
    return c;
  };
  {
    // Garbage send, recv and staging offsets: accepted, being unused.
    auto exe = buildSgdProgram(2);
    makePerMember(*exe);
    Status status = loadStatus(*exe);
    EXPECT_TRUE(status.isOk()) << status.message();
    // The same collective packed reads them.
    collective(*exe, 0, 1)->per_member = false;
    expectError(*exe, Code::DataLoss, "send buffer 1000 does not exist");
  }
  {
    auto exe = buildSgdProgram(2);
    makePerMember(*exe);
    auto *c = collective(*exe, 0, 4);
    c->kind = fsdpx::CollectiveKind::all_reduce;
    c->members[0]->dim = -1;
    expectError(*exe, Code::DataLoss,
                "per-member collective of kind all_reduce (only all_gather "
                "and reduce_scatter are per member)");
  }
  {
    auto exe = buildSgdProgram(2);
    makePerMember(*exe);
    collective(*exe, 0, 1)->members[0]->dim = 1;
    expectError(*exe, Code::DataLoss,
                "\"train_step\", queue 1, instruction 1: bucket member 0 of a "
                "per-member collective has gather dimension 1 (0 expected)");
  }
  {
    auto exe = buildSgdProgram(2);
    makePerMember(*exe);
    collective(*exe, 0, 1)->members.clear();
    expectError(*exe, Code::DataLoss, "a per-member collective has no members");
  }
  {
    // bytes: the sum of the members' chunks (5 rows of 4 f32).
    auto exe = buildSgdProgram(2);
    makePerMember(*exe);
    collective(*exe, 0, 1)->bytes += 4;
    expectError(*exe, Code::DataLoss,
                "per-member collective of 84 bytes per rank, but its members' "
                "chunks sum to 80");
  }
  {
    // The reduce-scatter's result over its own input.
    auto exe = buildSgdProgram(2);
    makePerMember(*exe);
    auto &member = collective(*exe, 0, 4)->members[0];
    member->shard = member->full;
    expectError(*exe, Code::DataLoss,
                "bucket member 0 of a per-member collective: its shard and "
                "full buffers overlap");
  }
  {
    // Three ranks: 10 rows are 4 per rank, 12 gathered. w_full holds 10
    // rows, too few for the padded message; 12 rows make the all-gathers
    // valid, and the reduce-scatter of those 10 rows is padded.
    auto exe = buildSgdProgram(3);
    makePerMember(*exe);
    expectError(*exe, Code::DataLoss,
                "member full reads or writes bytes [0, 0+192) of buffer 2 "
                "which holds 160");
    for (auto &entry : exe->entries) {
      fsdpx::BufferT &full = *entry->buffers[2];
      ASSERT_EQ(full.name, "w_full");
      full.shape = {12, kCols};
      full.bytes = 12 * kCols * 4;
    }
    expectError(*exe, Code::DataLoss,
                "\"train_step\", queue 1, instruction 4: bucket member 0 is "
                "padded; a per-member reduce-scatter needs unpadded rows (10 "
                "rows over 3 ranks)");
    // The reduce-scatter packed again (its staging buffers back).
    auto packed = buildSgdProgram(3);
    *collective(*exe, 0, 4) = *collective(*packed, 0, 4);
    Status status = loadStatus(*exe);
    EXPECT_TRUE(status.isOk()) << status.message();
  }
}

// The members of a per-member collective run concurrently (one group call):
// what one receives must not overlap what another sends or receives. World
// 2: the all-gather's member 0 sends w and receives w_full; the
// reduce-scatter's member 0 sends dw and receives dw_shard.
TEST(Executable, RejectsPerMemberMessagesOverlappingAcrossMembers) {
  auto program = [] {
    auto exe = buildSgdProgram(2);
    makePerMember(*exe);
    return exe;
  };
  auto accepted = [](const fsdpx::ExecutableT &exe) {
    Status status = loadStatus(exe);
    EXPECT_TRUE(status.isOk()) << status.message();
  };
  uint64_t end = program()->entries[0]->arena_bytes;
  {
    // Apart: accepted (and so the program below is valid but for the
    // overlap).
    auto exe = program();
    accepted(*exe);
    addMember(*exe, 1, 4, end, end + 256);
    accepted(*exe);
  }
  {
    // Two members send the same bytes: both only read them.
    auto exe = program();
    addMember(*exe, 1, 4, offsetOf(*exe, "w"), end);
    accepted(*exe);
  }
  {
    // A member of no rows overlaps nothing.
    auto exe = program();
    addMember(*exe, 1, 0, offsetOf(*exe, "w"), offsetOf(*exe, "w"));
    accepted(*exe);
  }
  {
    // Member 1 gathers into member 0's shard.
    auto exe = program();
    addMember(*exe, 1, 4, end, offsetOf(*exe, "w"));
    expectError(*exe, Code::DataLoss,
                "\"train_step\", queue 1, instruction 1: bucket member 1's "
                "received full overlaps bucket member 0's sent shard "
                "(per-member messages run concurrently)");
  }
  {
    // Member 1 gathers 20 rows (320 bytes) from x's offset, into the start
    // of w_full (member 0's full) 256 bytes on. Both receive: the message
    // names the region that starts later first.
    auto exe = program();
    ASSERT_EQ(offsetOf(*exe, "w_full"), offsetOf(*exe, "x") + 256);
    addMember(*exe, 1, 20, end, offsetOf(*exe, "x"));
    expectError(*exe, Code::DataLoss,
                "bucket member 0's received full overlaps bucket member 1's "
                "received full");
  }
  {
    // Reduce-scatter: member 1's result (20 rows, 320 bytes, 256 bytes
    // before dw) runs into dw, member 0's input.
    auto exe = program();
    addMember(*exe, 4, 40, offsetOf(*exe, "dw") - 256, end);
    expectError(*exe, Code::DataLoss,
                "\"train_step\", queue 1, instruction 4: bucket member 1's "
                "received shard overlaps bucket member 0's sent full");
  }
}
