//===- CudaCollective.cpp - bucketed collectives on a stream --------------===//

#include "CudaCollective.h"

#include "CudaCheck.h"

#include "fsdpc/runtime/ShardLayout.h"

namespace fsdpc::runtime::cuda {

namespace {

/// Whether [a, a + aBytes) and [b, b + bBytes) share a byte.
bool overlaps(const uint8_t *a, uint64_t aBytes, const uint8_t *b,
              uint64_t bBytes) {
  return a < b + bBytes && b < a + aBytes;
}

/// The host version (Bucket.cpp) copies with memmove; the copy engines'
/// result on overlapping ranges is undefined, so a partial overlap (which
/// the planner does not produce: a member either is the staging bytes or
/// lies apart from them) is refused rather than run.
Status refuseOverlap() {
  return unimplemented("a bucket copy between partially overlapping buffers "
                       "(the CUDA device copies only identical or disjoint "
                       "ranges)");
}

// Members may alias the staging buffer (Bucket.cpp): no copy then.
Status copy(uint8_t *dst, const uint8_t *src, uint64_t bytes,
            cudaStream_t stream) {
  if (dst == src || bytes == 0)
    return Status::ok();
  if (overlaps(dst, bytes, src, bytes))
    return refuseOverlap();
  return FSDPC_CUDA_CHECK(
      cudaMemcpyAsync(dst, src, bytes, cudaMemcpyDeviceToDevice, stream));
}

/// `height` rows of `width` bytes; one row is a plain copy, so that a tensor
/// gathered along its first dimension never meets the 2D copy's pitch limit.
Status copy2D(uint8_t *dst, uint64_t dstPitch, const uint8_t *src,
              uint64_t srcPitch, uint64_t width, int64_t height,
              cudaStream_t stream) {
  if (height == 1)
    return copy(dst, src, width, stream);
  if (width == 0 || height == 0 || (dst == src && dstPitch == srcPitch))
    return Status::ok();
  if (overlaps(dst, dstPitch * uint64_t(height - 1) + width, src,
               srcPitch * uint64_t(height - 1) + width))
    return refuseOverlap();
  return FSDPC_CUDA_CHECK(cudaMemcpy2DAsync(dst, dstPitch, src, srcPitch, width,
                                            size_t(height),
                                            cudaMemcpyDeviceToDevice, stream));
}

Status zero2D(uint8_t *dst, uint64_t pitch, uint64_t width, int64_t height,
              cudaStream_t stream) {
  if (width == 0 || height == 0)
    return Status::ok();
  if (height == 1)
    return FSDPC_CUDA_CHECK(cudaMemsetAsync(dst, 0, width, stream));
  return FSDPC_CUDA_CHECK(
      cudaMemset2DAsync(dst, pitch, 0, width, size_t(height), stream));
}

} // namespace

Status enqueueCopyIn(const CollectiveArgs &a, cudaStream_t stream) {
  using Kind = fsdpx::CollectiveKind;
  for (const MemberRef &ref : a.members) {
    const MemberLayout &m = ref.layout;
    switch (a.kind) {
    case Kind::all_gather: // packGatherShard
      FSDPC_RETURN_IF_ERROR(
          copy(a.send + m.stagingOffset, ref.shard, m.shardBytes(), stream));
      break;
    case Kind::reduce_scatter: { // packScatterFull
      ShardLayout layout(m.rows, a.groupSize);
      uint64_t rowBytes = m.rowBytes();
      uint64_t shardRowBytes = uint64_t(m.shardRows) * rowBytes;
      for (int64_t r = 0; r < a.groupSize; ++r) {
        uint64_t dataBytes = uint64_t(layout.dataRows(r)) * rowBytes;
        uint8_t *chunk = a.send + uint64_t(r) * a.chunkBytes + m.stagingOffset;
        FSDPC_RETURN_IF_ERROR(
            copy2D(chunk, shardRowBytes,
                   ref.full + uint64_t(layout.firstRow(r)) * rowBytes,
                   uint64_t(m.rows) * rowBytes, dataBytes, m.outer, stream));
        FSDPC_RETURN_IF_ERROR(zero2D(chunk + dataBytes, shardRowBytes,
                                     shardRowBytes - dataBytes, m.outer,
                                     stream));
      }
      break;
    }
    case Kind::all_reduce: // packWhole
      FSDPC_RETURN_IF_ERROR(
          copy(a.send + m.stagingOffset, ref.full, m.fullBytes(), stream));
      break;
    }
  }
  return Status::ok();
}

Status enqueueCopyOut(const CollectiveArgs &a, cudaStream_t stream) {
  using Kind = fsdpx::CollectiveKind;
  for (const MemberRef &ref : a.members) {
    const MemberLayout &m = ref.layout;
    switch (a.kind) {
    case Kind::all_gather: { // unpackGathered
      ShardLayout layout(m.rows, a.groupSize);
      uint64_t rowBytes = m.rowBytes();
      for (int64_t r = 0; r < a.groupSize; ++r) {
        uint64_t dataBytes = uint64_t(layout.dataRows(r)) * rowBytes;
        const uint8_t *chunk =
            a.recv + uint64_t(r) * a.chunkBytes + m.stagingOffset;
        FSDPC_RETURN_IF_ERROR(copy2D(
            ref.full + uint64_t(layout.firstRow(r)) * rowBytes,
            uint64_t(m.rows) * rowBytes, chunk,
            uint64_t(m.shardRows) * rowBytes, dataBytes, m.outer, stream));
      }
      break;
    }
    case Kind::reduce_scatter: // unpackScattered
      FSDPC_RETURN_IF_ERROR(
          copy(ref.shard, a.recv + m.stagingOffset, m.shardBytes(), stream));
      break;
    case Kind::all_reduce: // unpackWhole
      FSDPC_RETURN_IF_ERROR(
          copy(ref.shard, a.recv + m.stagingOffset, m.fullBytes(), stream));
      break;
    }
  }
  return Status::ok();
}

// Every member its own message, shard <-> full, with no staging. A world of
// one: the message is the member's one chunk, copied.
static Status enqueuePerMember(Communicator *comm, const CollectiveArgs &a,
                               cudaStream_t stream) {
  std::vector<CollectivePart> parts;
  FSDPC_RETURN_IF_ERROR(perMemberParts(a, parts));
  bool gather = a.kind == fsdpx::CollectiveKind::all_gather;
  if (!comm) {
    for (const MemberRef &ref : a.members)
      FSDPC_RETURN_IF_ERROR(copy(gather ? ref.full : ref.shard,
                                 gather ? ref.shard : ref.full,
                                 ref.layout.shardBytes(), stream));
    return Status::ok();
  }
  void *queue = stream;
  if (gather)
    return comm->allGatherParts(a.group, parts, queue);
  return comm->reduceScatterParts(a.group, parts, a.dtype, a.reduction, queue);
}

Status enqueueCollective(Communicator *comm, const CollectiveArgs &a,
                         cudaStream_t stream) {
  using Kind = fsdpx::CollectiveKind;
  unsigned size = dtypeSize(a.dtype);
  if (size == 0)
    return invalidArgument("collective of an unknown dtype");
  if (a.perMember)
    return enqueuePerMember(comm, a, stream);
  FSDPC_RETURN_IF_ERROR(enqueueCopyIn(a, stream));
  if (!comm) {
    // A world of one: every collective's result is its input.
    FSDPC_RETURN_IF_ERROR(copy(a.recv, a.send, a.chunkBytes, stream));
  } else {
    void *queue = stream;
    switch (a.kind) {
    case Kind::all_gather:
      FSDPC_RETURN_IF_ERROR(
          comm->allGather(a.group, a.send, a.recv, a.chunkBytes, queue));
      break;
    case Kind::reduce_scatter:
      FSDPC_RETURN_IF_ERROR(comm->reduceScatter(a.group, a.send, a.recv,
                                                a.chunkBytes / size, a.dtype,
                                                a.reduction, queue));
      break;
    case Kind::all_reduce:
      FSDPC_RETURN_IF_ERROR(comm->allReduce(a.group, a.send, a.recv,
                                            a.chunkBytes / size, a.dtype,
                                            a.reduction, queue));
      break;
    }
  }
  return enqueueCopyOut(a, stream);
}

} // namespace fsdpc::runtime::cuda
