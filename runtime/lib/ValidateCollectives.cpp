//===- ValidateCollectives.cpp - checks of collectives and their buckets -===//
//
// A collective's axes match its queue's, its bucket members' shards and
// full buffers are consistent with the group and stay in bounds, and the
// members of a per-member collective, which run concurrently, do not write
// over each other (Validator.h).
//
//===----------------------------------------------------------------------===//

#include "Validator.h"

#include <algorithm>
#include <tuple>

namespace fsdpc::runtime::validate {

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

} // namespace fsdpc::runtime::validate
