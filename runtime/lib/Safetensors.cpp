//===- Safetensors.cpp - reading and writing .safetensors files -----------===//

#include "fsdpc/runtime/Safetensors.h"

#include "fsdpc/runtime/JsonReader.h"
#include "fsdpc/runtime/JsonWriter.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace fsdpc::runtime {

namespace {

/// Headers are small; a larger one is a corrupt length, not a real header
/// (the reference implementation's limit is 100 MB as well).
constexpr uint64_t kMaxHeaderBytes = 100'000'000;

struct DTypeName {
  DType dtype;
  const char *name;
};
/// The executable's integers are signless (MLIR's), so unsigned 16-, 32- and
/// 64-bit tensors (token ids, PRNG key data) feed i16/i32/i64 buffers bit for
/// bit; the first entry of a dtype is the name written.
constexpr DTypeName kNames[] = {
    {DType::f32, "F32"}, {DType::bf16, "BF16"}, {DType::f16, "F16"},
    {DType::f64, "F64"}, {DType::i64, "I64"},   {DType::i32, "I32"},
    {DType::i16, "I16"}, {DType::i8, "I8"},     {DType::ui8, "U8"},
    {DType::i1, "BOOL"}, {DType::i16, "U16"},   {DType::i32, "U32"},
    {DType::i64, "U64"}};

} // namespace

const char *safetensorsDTypeName(DType dtype) {
  for (const DTypeName &entry : kNames)
    if (entry.dtype == dtype)
      return entry.name;
  return "?";
}

const SafetensorsTensor *SafetensorsFile::find(const std::string &name) const {
  for (const SafetensorsTensor &tensor : tensors_)
    if (tensor.name == name)
      return &tensor;
  return nullptr;
}

Expected<SafetensorsFile> SafetensorsFile::read(const std::string &path) {
  Expected<FileBytes> bytes = FileBytes::read(path);
  if (!bytes)
    return bytes.status();
  return parseBytes(bytes.take(), path);
}

Expected<SafetensorsFile> SafetensorsFile::parse(std::vector<uint8_t> bytes,
                                                 const std::string &name) {
  return parseBytes(FileBytes::fromVector(std::move(bytes)), name);
}

Expected<SafetensorsFile> SafetensorsFile::parseBytes(FileBytes bytes,
                                                      const std::string &name) {
  auto fail = [&](const std::string &what) {
    return Expected<SafetensorsFile>(dataLoss(name + ": " + what));
  };
  if (bytes.size() < 8)
    return fail("shorter than the 8-byte header length");
  uint64_t headerBytes = 0;
  for (int i = 7; i >= 0; --i)
    headerBytes = (headerBytes << 8) | bytes.data()[i];
  if (headerBytes > kMaxHeaderBytes)
    return fail("header length " + std::to_string(headerBytes) +
                " exceeds 100 MB");
  if (headerBytes > bytes.size() - 8)
    return fail("header length " + std::to_string(headerBytes) +
                " runs past the end of the file (" +
                std::to_string(bytes.size()) + " bytes)");
  std::string_view text(reinterpret_cast<const char *>(bytes.data() + 8),
                        size_t(headerBytes));
  Expected<JsonValue> header = parseJson(text);
  if (!header)
    return fail("bad header: " + header.status().message());
  if (header->kind != JsonValue::Kind::Object)
    return fail("the header is not a JSON object");

  SafetensorsFile file;
  file.dataStart_ = 8 + headerBytes;
  uint64_t dataBytes = bytes.size() - file.dataStart_;
  for (const auto &[key, value] : header->members) {
    if (key == "__metadata__") {
      if (value.kind != JsonValue::Kind::Object)
        return fail("__metadata__ is not an object");
      for (const auto &[mkey, mvalue] : value.members) {
        if (mvalue.kind != JsonValue::Kind::String)
          return fail("__metadata__ value of \"" + mkey + "\" is not a string");
        file.metadata_[mkey] = mvalue.string;
      }
      continue;
    }
    std::string where = "tensor \"" + key + "\": ";
    if (value.kind != JsonValue::Kind::Object)
      return fail(where + "not an object");
    SafetensorsTensor tensor;
    tensor.name = key;
    const JsonValue *dtype = value.find("dtype");
    const JsonValue *shape = value.find("shape");
    const JsonValue *offsets = value.find("data_offsets");
    if (!dtype || !shape || !offsets || value.members.size() != 3)
      return fail(where + "needs exactly dtype, shape and data_offsets");
    if (dtype->kind != JsonValue::Kind::String)
      return fail(where + "dtype is not a string");
    bool known = false;
    for (const DTypeName &entry : kNames)
      if (dtype->string == entry.name) {
        tensor.dtype = entry.dtype;
        known = true;
      }
    if (!known)
      return fail(where + "unsupported dtype \"" + dtype->string + "\"");
    if (shape->kind != JsonValue::Kind::Array)
      return fail(where + "shape is not an array");
    uint64_t elements = 1;
    for (const JsonValue &dim : shape->elements) {
      if (dim.kind != JsonValue::Kind::Integer || dim.integer < 0)
        return fail(where + "shape has a non-integer or negative dimension");
      if (__builtin_mul_overflow(elements, uint64_t(dim.integer), &elements))
        return fail(where + "shape overflows");
      tensor.shape.push_back(dim.integer);
    }
    if (offsets->kind != JsonValue::Kind::Array ||
        offsets->elements.size() != 2 ||
        offsets->elements[0].kind != JsonValue::Kind::Integer ||
        offsets->elements[1].kind != JsonValue::Kind::Integer)
      return fail(where + "data_offsets is not [begin, end]");
    int64_t begin = offsets->elements[0].integer;
    int64_t end = offsets->elements[1].integer;
    if (begin < 0 || end < begin || uint64_t(end) > dataBytes)
      return fail(where + "data_offsets [" + std::to_string(begin) + ", " +
                  std::to_string(end) + "] outside the data section of " +
                  std::to_string(dataBytes) + " bytes");
    uint64_t expected;
    if (__builtin_mul_overflow(elements, dtypeSize(tensor.dtype), &expected) ||
        expected != uint64_t(end - begin))
      return fail(where + "holds " + std::to_string(end - begin) +
                  " bytes but its dtype and shape need " +
                  std::to_string(expected));
    tensor.begin = uint64_t(begin);
    tensor.bytes = uint64_t(end - begin);
    file.tensors_.push_back(std::move(tensor));
  }
  // The data ranges must tile the data section: no gap, no overlap.
  std::sort(file.tensors_.begin(), file.tensors_.end(),
            [](const SafetensorsTensor &a, const SafetensorsTensor &b) {
              return a.begin != b.begin ? a.begin < b.begin : a.bytes < b.bytes;
            });
  uint64_t next = 0;
  for (const SafetensorsTensor &tensor : file.tensors_) {
    if (tensor.begin != next)
      return fail("tensor \"" + tensor.name + "\" starts at " +
                  std::to_string(tensor.begin) + ", expected " +
                  std::to_string(next) + " (a gap or an overlap)");
    next = tensor.begin + tensor.bytes;
  }
  if (next != dataBytes)
    return fail("the tensors cover " + std::to_string(next) + " of " +
                std::to_string(dataBytes) + " data bytes");
  file.bytes_ = std::move(bytes);
  return file;
}

Status writeFileAtomically(
    const std::string &path,
    const std::vector<std::pair<const void *, size_t>> &pieces) {
  std::string temp = path + ".tmp." + std::to_string(getpid());
  int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0)
    return unavailable(temp + ": " + std::strerror(errno));
  auto fail = [&](const std::string &what) {
    std::string reason = std::strerror(errno);
    ::close(fd);
    ::unlink(temp.c_str());
    return unavailable(path + ": " + what + ": " + reason);
  };
  for (const auto &[data, size] : pieces) {
    const auto *p = static_cast<const uint8_t *>(data);
    size_t done = 0;
    while (done < size) {
      ssize_t n = ::write(fd, p + done, size - done);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return fail("write");
      done += size_t(n);
    }
  }
  if (::fsync(fd) != 0)
    return fail("fsync");
  if (::close(fd) != 0) {
    ::unlink(temp.c_str());
    return unavailable(path + ": close: " + std::strerror(errno));
  }
  if (::rename(temp.c_str(), path.c_str()) != 0) {
    std::string reason = std::strerror(errno);
    ::unlink(temp.c_str());
    return unavailable(path + ": rename: " + reason);
  }
  // Make the rename itself durable.
  size_t slash = path.find_last_of('/');
  std::string dir = slash == std::string::npos ? "." : path.substr(0, slash);
  if (dir.empty())
    dir = "/";
  int dirFd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dirFd >= 0) {
    ::fsync(dirFd);
    ::close(dirFd);
  }
  return Status::ok();
}

Status writeSafetensors(const std::string &path,
                        const std::vector<SafetensorsInput> &tensors,
                        const std::map<std::string, std::string> &metadata) {
  JsonWriter json;
  json.beginObject();
  if (!metadata.empty()) {
    json.key("__metadata__").beginObject();
    for (const auto &[key, value] : metadata)
      json.field(key, value);
    json.endObject();
  }
  uint64_t offset = 0;
  std::vector<std::pair<const void *, size_t>> pieces;
  for (const SafetensorsInput &tensor : tensors) {
    if (tensor.name == "__metadata__" || tensor.name.empty())
      return invalidArgument(path + ": bad tensor name \"" + tensor.name +
                             "\"");
    uint64_t elements = 1;
    for (int64_t dim : tensor.shape) {
      if (dim < 0)
        return invalidArgument(path + ": tensor \"" + tensor.name +
                               "\" has a negative dimension");
      elements *= uint64_t(dim);
    }
    if (dtypeSize(tensor.dtype) == 0 ||
        elements * dtypeSize(tensor.dtype) != tensor.bytes)
      return invalidArgument(
          path + ": tensor \"" + tensor.name + "\" has " +
          std::to_string(tensor.bytes) + " bytes, its dtype and shape need " +
          std::to_string(elements * dtypeSize(tensor.dtype)));
    json.key(tensor.name).beginObject();
    json.field("dtype", safetensorsDTypeName(tensor.dtype));
    json.key("shape").beginArray();
    for (int64_t dim : tensor.shape)
      json.value(dim);
    json.endArray();
    json.key("data_offsets").beginArray();
    json.value(offset).value(offset + tensor.bytes);
    json.endArray();
    json.endObject();
    offset += tensor.bytes;
    pieces.emplace_back(tensor.data, size_t(tensor.bytes));
  }
  json.endObject();
  std::string header = json.str();
  // Pad with spaces so the data starts 8-byte aligned (as the reference
  // writer does), which keeps mmap'ed tensors aligned.
  while ((header.size() + 8) % 8 != 0)
    header += ' ';
  uint8_t length[8];
  uint64_t n = header.size();
  for (int i = 0; i < 8; ++i)
    length[i] = uint8_t(n >> (8 * i));
  pieces.insert(pieces.begin(), {header.data(), header.size()});
  pieces.insert(pieces.begin(), {length, 8});
  return writeFileAtomically(path, pieces);
}

} // namespace fsdpc::runtime
