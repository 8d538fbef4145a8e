//===- JsonTest.cpp - the JSON writer and reader --------------------------===//

#include "fsdpc/runtime/JsonReader.h"
#include "fsdpc/runtime/JsonWriter.h"
#include "fsdpc/runtime/MemoryStats.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace fsdpc::runtime;

TEST(Json, WriterRoundTripsThroughReader) {
  JsonWriter w;
  w.beginObject()
      .field("name", "a \"quoted\"\n\x01 string")
      .field("count", int64_t(-3))
      .field("big", uint64_t(1) << 60)
      .field("ratio", 0.25)
      .field("nan", double(NAN))
      .field("ok", true);
  w.key("list").beginArray().value(1).value("two").null().endArray();
  w.endObject();
  auto parsed = parseJson(w.str());
  ASSERT_TRUE(parsed.isOk()) << parsed.status().message();
  EXPECT_EQ(parsed->find("name")->string, "a \"quoted\"\n\x01 string");
  EXPECT_EQ(parsed->find("count")->integer, -3);
  EXPECT_EQ(parsed->find("big")->integer, int64_t(1) << 60);
  EXPECT_EQ(parsed->find("ratio")->number, 0.25);
  EXPECT_EQ(parsed->find("nan")->kind, JsonValue::Kind::Null);
  EXPECT_TRUE(parsed->find("ok")->boolean);
  EXPECT_EQ(parsed->find("list")->elements.size(), 3u);
}

TEST(Json, ReaderIsStrict) {
  for (const char *bad :
       {"", "{", "{\"a\":1,}", "{\"a\":1}x", "{\"a\":1,\"a\":2}", "[01]",
        "\"\\x\"", "\"\\ud800\"", "{a:1}", "[1,]", "tru", "\"\x01\""})
    EXPECT_FALSE(parseJson(bad).isOk()) << bad;
  std::string deep(100, '[');
  EXPECT_FALSE(parseJson(deep + std::string(100, ']')).isOk());
  auto unicode = parseJson("\"\\u00e9\\ud83d\\ude00\"");
  ASSERT_TRUE(unicode.isOk());
  EXPECT_EQ(unicode->string, "\xc3\xa9\xf0\x9f\x98\x80");
}

TEST(Json, MemoryReport) {
  MemoryStats stats;
  stats.add(MemoryKind::Arena, 1024);
  stats.add(MemoryKind::Staging, 10);
  stats.release(MemoryKind::Staging, 10);
  auto parsed = parseJson(stats.toJson());
  ASSERT_TRUE(parsed.isOk());
  EXPECT_EQ(parsed->find("arena")->find("current")->integer, 1024);
  EXPECT_EQ(parsed->find("staging")->find("peak")->integer, 10);
  EXPECT_EQ(parsed->find("outside_arena")->integer, 0);
}
