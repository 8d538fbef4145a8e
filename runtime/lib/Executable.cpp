//===- Executable.cpp - loading and verifying fsdpx executables -----------===//

#include "fsdpc/runtime/Executable.h"

#include "fsdpc/runtime/FileBytes.h"

#include <cstdio>

namespace fsdpc::runtime {

uint64_t hashBytes(const uint8_t *data, size_t size) {
  uint64_t hash = 0xcbf29ce484222325ull;
  for (size_t i = 0; i < size; ++i) {
    hash ^= data[i];
    hash *= 0x100000001b3ull;
  }
  return hash;
}

Expected<std::shared_ptr<const Executable>>
Executable::load(std::vector<uint8_t> bytes) {
  if (bytes.size() < 8)
    return dataLoss("an fsdpx executable needs at least 8 bytes, got " +
                    std::to_string(bytes.size()));
  if (!fsdpx::ExecutableBufferHasIdentifier(bytes.data()))
    return dataLoss("not an fsdpx executable (file identifier is not \"" +
                    std::string(fsdpx::ExecutableIdentifier()) + "\")");
  // The default limits (64 levels, 1M tables) bound work on hostile input;
  // a large model has far fewer tables than instructions x fields, so raise
  // the table limit.
  flatbuffers::Verifier verifier(bytes.data(), bytes.size(), /*max_depth=*/64,
                                 /*max_tables=*/100000000);
  if (!fsdpx::VerifyExecutableBuffer(verifier))
    return dataLoss("the fsdpx executable is corrupt (FlatBuffers verifier "
                    "failed)");
  const fsdpx::Executable *root = fsdpx::GetExecutable(bytes.data());
  if (root->format_version() != kFormatVersion)
    return failedPrecondition(
        "fsdpx format version " + std::to_string(root->format_version()) +
        " is not the version this runtime reads (" +
        std::to_string(kFormatVersion) + "); recompile the program");
  FSDPC_RETURN_IF_ERROR(validateExecutable(*root));
  FSDPC_RETURN_IF_ERROR(checkHostCpu(
      root->target_cpu() ? root->target_cpu()->string_view() : ""));

  std::shared_ptr<Executable> exe(new Executable());
  std::vector<int64_t> sizes;
  for (const fsdpx::MeshAxis *axis : *root->mesh()->axes())
    sizes.push_back(axis->size());
  exe->mesh_ = MeshShape(std::move(sizes));
  if (root->entries()) {
    for (const fsdpx::Entry *entry : *root->entries()) {
      Expected<std::vector<IssueStep>> order = computeIssueOrder(*entry);
      if (!order)
        return order.status().withContext("entry \"" + entry->name()->str() +
                                          "\"");
      exe->issueOrders_.push_back(order.take());
      exe->arenaBytes_ = std::max(exe->arenaBytes_, entry->arena_bytes());
    }
  }
  exe->hash_ = hashBytes(bytes.data(), bytes.size());
  exe->bytes_ = std::move(bytes);
  // The vector's storage did not move, but re-derive the root from it anyway.
  exe->root_ = fsdpx::GetExecutable(exe->bytes_.data());
  return std::shared_ptr<const Executable>(std::move(exe));
}

Expected<std::shared_ptr<const Executable>>
Executable::loadFile(const std::string &path) {
  Expected<FileBytes> file = FileBytes::read(path);
  if (!file)
    return file.status();
  // Copied once out of the mapping: the executable keeps its own bytes.
  Expected<std::shared_ptr<const Executable>> exe =
      load(std::vector<uint8_t>(file->data(), file->data() + file->size()));
  if (!exe)
    return exe.status().withContext(path);
  return exe;
}

size_t Executable::numEntries() const {
  return root_->entries() ? root_->entries()->size() : 0;
}

const fsdpx::Entry &Executable::entry(size_t index) const {
  return *root_->entries()->Get(flatbuffers::uoffset_t(index));
}

int64_t Executable::findEntry(std::string_view name) const {
  for (size_t i = 0; i < numEntries(); ++i)
    if (entry(i).name()->string_view() == name)
      return int64_t(i);
  return -1;
}

Expected<std::vector<IssueStep>> computeIssueOrder(const fsdpx::Entry &entry) {
  std::vector<IssueStep> order;
  size_t numQueues = entry.streams() ? entry.streams()->size() : 0;
  std::vector<bool> recorded(entry.num_events(), false);
  std::vector<uint32_t> position(numQueues, 0);
  auto streamSize = [&](size_t q) -> uint32_t {
    const auto *instrs = entry.streams()->Get(uint32_t(q))->instructions();
    return instrs ? instrs->size() : 0;
  };
  // Whether queue q can issue its next instruction now.
  auto ready = [&](size_t q) {
    if (position[q] >= streamSize(q))
      return false;
    const fsdpx::Instruction *instr =
        entry.streams()->Get(uint32_t(q))->instructions()->Get(position[q]);
    if (const fsdpx::WaitEvent *wait = instr->op_as_WaitEvent())
      return bool(recorded[wait->event()]);
    return true;
  };
  auto issue = [&](size_t q) {
    const fsdpx::Instruction *instr =
        entry.streams()->Get(uint32_t(q))->instructions()->Get(position[q]);
    if (const fsdpx::RecordEvent *record = instr->op_as_RecordEvent())
      recorded[record->event()] = true;
    order.push_back({uint32_t(q), position[q]});
    ++position[q];
  };
  // Communication queues first: their instructions only enqueue work, so
  // issuing them as early as possible lets it overlap the compute the host
  // then issues (on the CPU device compute runs on the issuing thread).
  while (true) {
    bool issued = false;
    for (size_t q = 1; q < numQueues && !issued; ++q)
      if (ready(q)) {
        issue(q);
        issued = true;
      }
    if (!issued && numQueues > 0 && ready(0)) {
      issue(0);
      issued = true;
    }
    if (!issued)
      break;
  }
  for (size_t q = 0; q < numQueues; ++q)
    if (position[q] < streamSize(q))
      return dataLoss("queue " + std::to_string(q) +
                      " can never proceed past instruction " +
                      std::to_string(position[q]) +
                      ": it waits for an event no queue records before it");
  return order;
}

} // namespace fsdpc::runtime
