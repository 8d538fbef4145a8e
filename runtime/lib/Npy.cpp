//===- Npy.cpp - reading and writing NumPy .npy arrays --------------------===//

#include "fsdpc/runtime/Npy.h"

#include "fsdpc/runtime/FileBytes.h"
#include "fsdpc/runtime/Safetensors.h"

#include <algorithm>

namespace fsdpc::runtime {

namespace {

struct Descr {
  const char *text;
  DType dtype;
};
// '|' is NumPy's "byte order not applicable"; '=' is native (little here).
// The executable's integers are signless, so unsigned 16-, 32- and 64-bit
// arrays (uint16 token ids) are read as i16/i32/i64; the first entry of a
// dtype is the descr written.
constexpr Descr kDescrs[] = {
    {"<f4", DType::f32}, {"<f8", DType::f64}, {"<f2", DType::f16},
    {"<i8", DType::i64}, {"<i4", DType::i32}, {"<i2", DType::i16},
    {"|i1", DType::i8},  {"|u1", DType::ui8}, {"|b1", DType::i1},
    {"<u2", DType::i16}, {"<u4", DType::i32}, {"<u8", DType::i64},
    {"=f4", DType::f32}, {"=f8", DType::f64}, {"=i8", DType::i64},
    {"=i4", DType::i32}, {"=i2", DType::i16}};

/// The value after `'key':` in NumPy's header dict, up to the delimiter.
std::optional<std::string> findField(const std::string &header,
                                     const std::string &key) {
  size_t at = header.find("'" + key + "'");
  if (at == std::string::npos)
    return std::nullopt;
  size_t colon = header.find(':', at);
  if (colon == std::string::npos)
    return std::nullopt;
  size_t start = header.find_first_not_of(' ', colon + 1);
  if (start == std::string::npos)
    return std::nullopt;
  size_t end;
  if (header[start] == '(')
    end = header.find(')', start);
  else if (header[start] == '\'')
    end = header.find('\'', start + 1);
  else
    end = header.find_first_of(",}", start) - 1;
  if (end == std::string::npos || end < start)
    return std::nullopt;
  return header.substr(start, end - start + 1);
}

/// A file's bytes as parseNpy reads them (a vector's, or a mapping's).
struct ByteSpan {
  const uint8_t *first;
  size_t count;
  const uint8_t *begin() const { return first; }
  const uint8_t *end() const { return first + count; }
  size_t size() const { return count; }
  uint8_t operator[](size_t i) const { return first[i]; }
};

/// The header of a .npy file: the array's type, shape and where its bytes
/// start (checked to fill the rest of the file exactly).
struct NpyHeader {
  DType dtype = DType::f32;
  std::vector<int64_t> shape;
  uint64_t dataOffset = 0;
};

Expected<NpyHeader> parseNpyHeader(ByteSpan bytes, const std::string &name,
                                   bool bf16Bits) {
  auto fail = [&](const std::string &what) {
    return Expected<NpyHeader>(dataLoss(name + ": " + what));
  };
  static const uint8_t kMagic[6] = {0x93, 'N', 'U', 'M', 'P', 'Y'};
  if (bytes.size() < 10 || !std::equal(kMagic, kMagic + 6, bytes.begin()))
    return fail("not a .npy file (bad magic)");
  uint8_t major = bytes[6];
  uint64_t headerBytes, start;
  if (major == 1) {
    headerBytes = bytes[8] | (uint64_t(bytes[9]) << 8);
    start = 10;
  } else if (major == 2 || major == 3) {
    if (bytes.size() < 12)
      return fail("truncated header length");
    headerBytes = bytes[8] | (uint64_t(bytes[9]) << 8) |
                  (uint64_t(bytes[10]) << 16) | (uint64_t(bytes[11]) << 24);
    start = 12;
  } else {
    return fail("unsupported .npy version " + std::to_string(major));
  }
  if (headerBytes > bytes.size() - start)
    return fail("header runs past the end of the file");
  std::string header(bytes.begin() + long(start),
                     bytes.begin() + long(start + headerBytes));
  std::optional<std::string> descr = findField(header, "descr");
  std::optional<std::string> order = findField(header, "fortran_order");
  std::optional<std::string> shape = findField(header, "shape");
  if (!descr || !order || !shape)
    return fail("header lacks descr, fortran_order or shape: " + header);
  NpyHeader array;
  std::string type = descr->substr(1, descr->size() - 2);
  // bf16 bits come as '<u2' too: the caller, who knows the buffer's type,
  // says which is meant.
  bool known = bf16Bits && (type == "<u2" || type == "<V2");
  if (known)
    array.dtype = DType::bf16;
  for (const Descr &d : kDescrs)
    if (!known && type == d.text) {
      array.dtype = d.dtype;
      known = true;
    }
  if (!known)
    return fail("unsupported dtype '" + type + "'" +
                (type[0] == '>' ? " (big-endian)" : ""));
  if (*order != "False")
    return fail("Fortran-ordered arrays are not supported");
  // "(2, 3)", "(4,)", "()".
  std::string dims = shape->substr(1, shape->size() - 2);
  uint64_t elements = 1;
  size_t pos = 0;
  while (pos < dims.size()) {
    size_t comma = dims.find(',', pos);
    std::string item = dims.substr(
        pos, comma == std::string::npos ? std::string::npos : comma - pos);
    size_t first = item.find_first_not_of(' ');
    if (first != std::string::npos) {
      item = item.substr(first, item.find_last_not_of(' ') - first + 1);
      if (item.empty() || item.size() > 18 ||
          item.find_first_not_of("0123456789") != std::string::npos)
        return fail("bad shape " + *shape);
      int64_t dim = std::stoll(item);
      if (__builtin_mul_overflow(elements, uint64_t(dim), &elements))
        return fail("shape overflows");
      array.shape.push_back(dim);
    }
    if (comma == std::string::npos)
      break;
    pos = comma + 1;
  }
  uint64_t dataBytes;
  if (__builtin_mul_overflow(elements, dtypeSize(array.dtype), &dataBytes) ||
      dataBytes != bytes.size() - start - headerBytes)
    return fail("holds " + std::to_string(bytes.size() - start - headerBytes) +
                " data bytes but dtype and shape " + *shape + " need " +
                std::to_string(dataBytes));
  array.dataOffset = start + headerBytes;
  return array;
}

} // namespace

Expected<NpyArray> parseNpy(const std::vector<uint8_t> &bytes,
                            const std::string &name, bool bf16Bits) {
  Expected<NpyHeader> header =
      parseNpyHeader({bytes.data(), bytes.size()}, name, bf16Bits);
  if (!header)
    return header.status();
  NpyArray array;
  array.dtype = header->dtype;
  array.shape = header->shape;
  array.data.assign(bytes.begin() + long(header->dataOffset), bytes.end());
  return array;
}

Expected<NpyFile> mapNpy(const std::string &path, bool bf16Bits) {
  Expected<FileBytes> bytes = FileBytes::read(path);
  if (!bytes)
    return bytes.status();
  Expected<NpyHeader> header =
      parseNpyHeader({bytes->data(), bytes->size()}, path, bf16Bits);
  if (!header)
    return header.status();
  NpyFile file;
  file.dtype = header->dtype;
  file.shape = header->shape;
  file.dataOffset = header->dataOffset;
  file.bytes = bytes.take();
  return file;
}

Status writeNpy(const std::string &path, const NpyArray &array) {
  const char *descr = nullptr;
  for (const Descr &d : kDescrs)
    if (d.dtype == array.dtype && d.text[0] != '=') {
      descr = d.text;
      break;
    }
  if (array.dtype == DType::bf16)
    descr = "<u2";
  if (!descr)
    return invalidArgument(path + ": no .npy dtype for " +
                           dtypeName(array.dtype));
  std::string shape = "(";
  for (int64_t dim : array.shape)
    shape += std::to_string(dim) + (array.shape.size() == 1 ? "," : ", ");
  if (array.shape.size() > 1)
    shape.resize(shape.size() - 2);
  shape += ")";
  std::string header = std::string("{'descr': '") + descr +
                       "', 'fortran_order': False, 'shape': " + shape + ", }";
  // Pad with spaces and a newline so the data is 64-byte aligned.
  while ((10 + header.size() + 1) % 64 != 0)
    header += ' ';
  header += '\n';
  std::string prefix = "\x93NUMPY";
  prefix += char(1);
  prefix += char(0);
  prefix += char(header.size() & 0xff);
  prefix += char(header.size() >> 8);
  return writeFileAtomically(path, {{prefix.data(), prefix.size()},
                                    {header.data(), header.size()},
                                    {array.data.data(), array.data.size()}});
}

} // namespace fsdpc::runtime
